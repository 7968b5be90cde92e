// One directory record as a card: badges, what it offers, how to reach it (call, text, TTY, website) and where it is.
// Its frame is in the page's language; the listing's own words are data, in English, and marked so (lang="en"),
// except a Spanish description where one was written.
import { memo, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { HOTLINES, smsHref, spanishKeyFor, telHref, textOptionFor } from '../../shared/hotlines.ts';
import type { Locale } from '../../shared/locale.ts';
import type { Resource } from '../../shared/schemas/resource.ts';
import { normalizeUrl } from '../../shared/web-address.ts';
import { CheckIcon, ClockIcon, ExternalIcon, LockIcon, MapPinIcon, MessageIcon, PhoneIcon } from './icons.tsx';
import { SaveButton } from './save-button.tsx';
import { ReportProblemButton } from './report-problem-button.tsx';
import { useLikelyOnline } from './use-online.ts';
import { listingStateOf } from '../../shared/analytics/events.ts';
import { countUsage } from '../local/count.ts';
import { openStatus } from '../../shared/open-hours.ts';
import { useMinute } from './use-minute.ts';
import { useLocale, useT, type Translate } from '../i18n/use-t.ts';
import { textWords } from './hotline-links.tsx';
import { addressWords, checkedWords, descriptionFor, languageWords, openStatusWords, weekLineWords, withExtension } from './listing-words.ts';

const badge = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold';
const action =
  'inline-flex min-h-11 items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold no-underline transition-colors';

/** Words from the listing's data (English): marked as English on a Spanish page, so a screen reader reads them right. */
function DataText({ locale, children }: { locale: Locale; children: ReactNode }) {
  return locale === 'en' ? <>{children}</> : <span lang="en">{children}</span>;
}

/**
 * How to text a listing. Where the listing is one of the crisis lines of shared/hotlines.ts and its text number is
 * that line's, the line's keyword for the page's language ("AYUDA" to 741741 on a Spanish page); else the listing's own.
 */
function textFor(r: Resource, p: { number: string; textBody?: string | undefined }, locale: Locale): { to: string; body: string } {
  const line = HOTLINES.find((h) => h.directoryId === r.id);
  const own = { to: p.number, body: p.textBody ?? '' };
  if (!line?.text || line.text.to !== p.number) return own;
  return textOptionFor(line, locale) ?? own;
}

/** In Spanish, "Llame al 988 y marque 2" where the listing is a crisis line with a key to press for Spanish. */
function callWordsFor(t: Translate, r: Resource, p: { number: string; extension?: string | undefined }, locale: Locale): string {
  const line = HOTLINES.find((h) => h.directoryId === r.id);
  const key = line && !p.extension && line.phone === p.number ? spanishKeyFor(line, locale) : undefined;
  return key ? t('hotline.callPress', { number: p.number, key }) : t('hotline.call', { number: withExtension(t, p) });
}

/** Open now or not, in the listing's own time, then its week and any note on hours. */
function OpenHours({ resource: r }: { resource: Resource }) {
  const now = useMinute();
  const t = useT();
  const intl = useIntl();
  const locale = useLocale();
  const status = openStatus(r, new Date(now));
  if (!status && !r.hours) return null;
  const words = status && openStatusWords(t, intl, status, r.isOpen24Hours === true);
  const lines = r.schedule && !r.isOpen24Hours ? weekLineWords(t, intl, r.schedule) : [];
  return (
    <li className="flex items-start gap-2">
      <ClockIcon className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">
        {words && (
          <p className="m-0">
            <strong className={status.open ? 'text-success' : 'text-ink'}>{words.headline}</strong>
            {words.detail && ` · ${words.detail}`}
          </p>
        )}
        {r.hours && (
          <p className="m-0">
            <DataText locale={locale}>{r.hours}</DataText>
          </p>
        )}
        {lines.length > 0 && (
          <details className="mt-0.5">
            <summary className="inline-flex min-h-6 cursor-pointer items-center text-link">
              {r.state ? t('directory.hours.weekState', { state: r.state }) : t('directory.hours.weekLocal')}
            </summary>
            <ul className="m-0 mt-1 list-none p-0">
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </details>
        )}
      </div>
    </li>
  );
}

interface ResourceCardProps {
  resource: Resource;
  headingLevel?: 2 | 3;
  /** Shown above the badges (the housing assistant's match and emergency banner, a distance). */
  before?: ReactNode;
  /** Shown after the details, before the ways to reach it (the housing assistant's reasons). */
  after?: ReactNode;
}

export function ResourceCard({ resource: r, headingLevel = 3, before, after }: ResourceCardProps) {
  const online = useLikelyOnline();
  const t = useT();
  const intl = useIntl();
  const locale = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const voice = r.phones.filter((p) => p.kind === 'voice');
  const mainVoice: { number: string; extension?: string } | undefined = voice[0] ?? (r.phoneNumber ? { number: r.phoneNumber } : undefined);
  const texts = r.phones.filter((p) => p.kind === 'text');
  const tty = r.phones.find((p) => p.kind === 'tty');
  const address = addressWords(t, r);
  const checked = checkedWords(t, intl, r);
  const description = descriptionFor(locale, r);
  const titleId = `resource-${r.id}`;
  // Counted by category and the state it serves, never which listing or who.
  const counted = () => countUsage('connect', r.category, listingStateOf(r));
  return (
    <article aria-labelledby={titleId} className="flex h-full min-w-0 flex-col rounded-lg [overflow-wrap:anywhere] border border-line bg-surface p-5 shadow-card">
      {before}
      <div className="flex flex-wrap gap-1.5">
        <span className={`${badge} bg-brand-soft text-heading`}>{t(`category.${r.category}`)}</span>
        {r.isEmergency && <span className={`${badge} bg-crisis text-on-crisis`}>{t('directory.card.emergency')}</span>}
        {/* Only a phone call confirms a listing; a web page read is said plainly at the foot of the card. */}
        {r.phoneConfirmedOn && (
          <span className={`${badge} bg-success-soft text-success`}>
            <CheckIcon className="size-3.5" />
            {checked}
          </span>
        )}
      </div>
      <Heading id={titleId} className="mt-3 mb-0 text-lg leading-snug font-bold">
        {r.title}
      </Heading>
      {r.organization && r.organization !== r.title && <p className="mt-0.5 mb-0 text-sm text-ink-muted">{r.organization}</p>}
      {/* A Spanish page shows the Spanish description a person wrote; without one, the English, said so and marked for
          screen readers (never machine-translated). */}
      <p className="mt-2 mb-0 flex-1">
        {locale === 'en' ? (
          description.text
        ) : description.inEnglish ? (
          <>
            <span lang="en">{description.text}</span> <span className="text-sm text-ink-muted">{t('directory.card.inEnglish')}</span>
          </>
        ) : (
          <span lang={description.lang}>{description.text}</span>
        )}
      </p>

      <ul className="m-0 mt-3 flex list-none flex-col gap-1.5 p-0 text-sm text-ink-muted">
        <OpenHours resource={r} />
        <li className="flex items-start gap-2">
          <MapPinIcon className="mt-0.5 size-4 shrink-0" />
          <span>{address}</span>
        </li>
        {r.isConfidential && (
          <li className="flex items-start gap-2">
            <LockIcon className="mt-0.5 size-4 shrink-0" />
            <span>{t('directory.card.confidential')}</span>
          </li>
        )}
        {/* Whose list of counties it is, in words (its file is for editors and the HSDS export, not a link off the site). */}
        {r.countiesSource && r.counties?.length ? (
          <li data-counties-source>{t('directory.card.countiesListed', { count: r.counties.length, source: r.countiesSource.name, year: r.countiesSource.year })}</li>
        ) : null}
        {r.languages.length > 0 && <li>{t('directory.card.languages', { languages: languageWords(locale, intl.locale, r.languages) })}</li>}
        {r.eligibility && <li><FormattedMessage id="directory.card.eligibility" values={{ text: <DataText locale={locale}>{r.eligibility}</DataText> }} /></li>}
        {r.fees && <li><FormattedMessage id="directory.card.fees" values={{ text: <DataText locale={locale}>{r.fees}</DataText> }} /></li>}
        {r.applicationProcess && <li><FormattedMessage id="directory.card.applicationProcess" values={{ text: <DataText locale={locale}>{r.applicationProcess}</DataText> }} /></li>}
        {/* No number we could confirm from a page we trust: say where the current one is, rather than look empty. */}
        {!mainVoice && texts.length === 0 && (
          <li className="flex items-start gap-2">
            <PhoneIcon className="mt-0.5 size-4 shrink-0" />
            <span>{r.url ? t('directory.card.noPhoneWebsite') : t('directory.card.noPhone')}</span>
          </li>
        )}
        {!r.phoneConfirmedOn && <li data-checked>{t('directory.card.notByPhone', { checked })}</li>}
      </ul>
      {after}

      <div className="mt-4 flex flex-wrap gap-2">
        {mainVoice && (
          <a href={telHref(mainVoice.number, mainVoice.extension)} onClick={counted} className={`${action} bg-brand text-on-brand hover:bg-brand-strong`}>
            <PhoneIcon className="size-4" />
            {callWordsFor(t, r, mainVoice, locale)}
            <span className="sr-only"> ({r.title})</span>
          </a>
        )}
        {voice.slice(1).map((p) => (
          <a key={`${p.number} ${p.extension ?? ''}`} href={telHref(p.number, p.extension)} onClick={counted} className={`${action} border border-line text-link hover:bg-brand-soft`}>
            <PhoneIcon className="size-4" />
            {p.label ? t('directory.card.phoneLabel', { label: p.label, number: withExtension(t, p) }) : t('hotline.call', { number: withExtension(t, p) })}
          </a>
        ))}
        {texts.map((p) => {
          const text = textFor(r, p, locale);
          return (
            <a key={p.number} href={smsHref(text.to, text.body)} onClick={counted} className={`${action} border border-line text-link hover:bg-brand-soft`}>
              <MessageIcon className="size-4" />
              {textWords(t, text)}
            </a>
          );
        })}
        {tty && (
          <a href={telHref(tty.number)} onClick={counted} className={`${action} border border-line text-link hover:bg-brand-soft`}>
            {t('hotline.tty', { number: tty.number })}
          </a>
        )}
        {r.url && (
          <a
            href={normalizeUrl(r.url)}
            onClick={counted}
            target="_blank"
            rel="noopener noreferrer"
            referrerPolicy="no-referrer"
            className={`${action} border-2 border-brand text-link hover:bg-brand-soft`}
          >
            {t('directory.card.website')}
            <ExternalIcon className="size-4" />
            <span className="sr-only"> {t('directory.card.websiteOf', { name: r.title })}</span>
            {!online && <span className="text-xs font-normal text-ink-muted">{t('directory.card.needsConnection')}</span>}
          </a>
        )}
        <SaveButton resourceId={r.id} title={r.title} state={listingStateOf(r) || undefined} />
        <ReportProblemButton resourceId={r.id} title={r.title} />
      </div>
    </article>
  );
}

/**
 * A card of a list that is drawn again as its records arrive anew: the device's copy after a sync, the same listings
 * the page was built with. A listing that did not change is not drawn again (on a first visit the whole list was,
 * in one long task, just as she may tap). Its hooks still redraw it when the language, the minute or the network changes.
 */
export const ListedResourceCard = memo(
  function ListedResourceCard({ resource }: { resource: Resource }) {
    return <ResourceCard resource={resource} />;
  },
  (before, after) => before.resource === after.resource || JSON.stringify(before.resource) === JSON.stringify(after.resource),
);

/**
 * Six grey cards while results load (spec: 6 placeholders). Each card's lines pulse as one: a phone restyles every
 * animated element on each frame, and five per card made a list of them a steady cost while the page came to life.
 */
export function ResourceCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-56 flex-col rounded-lg border border-line bg-surface p-5 shadow-card">
      <div className="flex flex-1 animate-pulse flex-col gap-3">
        <div className="h-5 w-28 rounded-full bg-surface-2" />
        <div className="h-6 w-3/4 rounded bg-surface-2" />
        <div className="h-4 w-full rounded bg-surface-2" />
        <div className="h-4 w-5/6 rounded bg-surface-2" />
        <div className="mt-auto h-11 w-40 rounded-md bg-surface-2" />
      </div>
    </div>
  );
}
