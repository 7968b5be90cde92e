// A first visit to an English page whose browser prefers Spanish is offered the Spanish site once, in Spanish: never
// sent there without asking. (Not the reverse: many who read Spanish keep their phone in English, and a Spanish page
// was chosen by whoever opened it.) A bar at the bottom of the screen, drawn once the page is live (nothing on the
// page moves), with room added below the page while it shows so that nothing stays under it; below the header, so
// an open menu covers it rather than the reverse. Gone once she answers.
import { useEffect, useState } from 'react';
import { preferredLocale } from '../../shared/locale.ts';
import { useClientValue } from '../components/use-client-value.ts';
import { readLanguageChoice, readOfferDismissed, writeOfferDismissed } from './language-choice.ts';
import { otherLocale } from './language-switch.tsx';
import { useSwitchLanguage } from './use-switch-language.ts';
import { useLocale, useT } from './use-t.ts';

/** Set on <html> while the offer shows: styles.css adds its height below the page. */
const OFFER_SHOWN_CLASS = 'language-offer-shown';

function readWanted(): string {
  if (readLanguageChoice() || readOfferDismissed()) return '';
  return preferredLocale(navigator.languages ?? [navigator.language]) ?? '';
}

export function LanguageOffer() {
  const locale = useLocale();
  const other = otherLocale(locale);
  const t = useT();
  const switchTo = useSwitchLanguage();
  // Her browser's languages and her past answer are hers alone: read after hydration, never at build time.
  const wanted = useClientValue(readWanted, '');
  const [answered, setAnswered] = useState(false);
  const show = !answered && locale === 'en' && wanted === other;
  useEffect(() => {
    document.documentElement.classList.toggle(OFFER_SHOWN_CLASS, show);
    return () => document.documentElement.classList.remove(OFFER_SHOWN_CLASS);
  }, [show]);
  if (!show) return null;

  const dismiss = () => {
    writeOfferDismissed();
    setAnswered(true);
  };
  return (
    <section
      lang={other}
      aria-label={t('language.offer.question')}
      className="fixed inset-x-0 bottom-0 z-20 border-t-2 border-brand bg-surface px-3 py-2 text-ink shadow-float"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1">
        <p className="m-0 min-w-0 flex-1 basis-52 font-semibold">{t('language.offer.question')}</p>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={() => {
              setAnswered(true);
              switchTo(other);
            }}
            className="min-h-11 cursor-pointer whitespace-nowrap rounded-md bg-brand px-3 font-semibold text-on-brand hover:bg-brand-strong"
          >
            {t('language.offer.accept')}
          </button>
          <button
            type="button"
            onClick={dismiss}
            className="min-h-11 cursor-pointer whitespace-nowrap rounded-md border border-line px-3 font-semibold text-ink hover:bg-surface-2"
          >
            {t('language.offer.dismiss')}
          </button>
        </div>
      </div>
    </section>
  );
}
