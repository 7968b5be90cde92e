// /contact: how to reach us, the message form (kept on the device until sent), what is waiting, and the support areas.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CONTACT_CATEGORIES } from '../../../shared/schemas/contact.ts';
import { EMERGENCY_NUMBER, hotline } from '../../../shared/hotlines.ts';
import { metaFor } from '../../../shared/routes.ts';
import { buttonStyles } from '../../components/button-styles.ts';
import { CallLink } from '../../components/hotline-links.tsx';
import { usePageMeta } from '../../shell/use-page-meta.ts';
import { TopicLayout } from '../topics/topic-layout.tsx';
import { ContactForm, type CategoryChoice } from './contact-form.tsx';
import { WaitingListGate } from '../../components/waiting-list-gate.tsx';
import { FormattedMessage } from 'react-intl';
import { useT } from '../../i18n/use-t.ts';
import { RICH_TAGS } from '../../i18n/rich-text.tsx';

/** The support areas, each a category of the form (their words: contact.areas.{category}). */
const SUPPORT_AREAS = ['general', 'resources', 'emergency', 'technical'] as const;

const card = 'rounded-lg border border-line bg-surface p-5 shadow-card';

export function ContactPage() {
  usePageMeta(metaFor('/contact'));
  // Other pages link here with a category chosen, e.g. /contact?category=resources from the housing assistant.
  const [params] = useSearchParams();
  const asked = params.get('category');
  const [choice, setChoice] = useState<CategoryChoice>();
  useEffect(() => {
    const category = CONTACT_CATEGORIES.find((c) => c === asked);
    if (category) setChoice({ category, at: Date.now() });
  }, [asked]);
  const formRef = useRef<HTMLDivElement>(null);
  const dv = hotline('domestic-violence');
  const t = useT();

  const choose = (category: CategoryChoice['category']) => {
    setChoice({ category, at: Date.now() });
    formRef.current?.scrollIntoView({ block: 'start' });
    formRef.current?.querySelector<HTMLElement>('input')?.focus({ preventScroll: true });
  };

  return (
    <TopicLayout title={t('contact.title')} intro={<p className="m-0">{t('contact.intro')}</p>}>
      <section aria-label={t('contact.ways')} className="mt-10">
        <ul className="m-0 grid list-none gap-4 p-0 md:grid-cols-3">
          <li className={card}>
            <h2 className="m-0 text-lg font-bold">{t('contact.write.title')}</h2>
            <p className="mt-2 mb-0">{t('contact.write.body')}</p>
          </li>
          <li className={card}>
            <h2 className="m-0 text-lg font-bold">{t('contact.talk.title')}</h2>
            <p className="mt-2 mb-2">{t('contact.talk.body')}</p>
            {dv.phone && (
              <CallLink phone={dv.phone} className="font-semibold text-link underline">
                {dv.name}: {dv.phone}
              </CallLink>
            )}
          </li>
          <li className={card}>
            <h2 className="m-0 text-lg font-bold">{t('contact.hours.title')}</h2>
            <p className="mt-2 mb-0">{t('contact.hours.body')}</p>
          </li>
        </ul>
      </section>

      <div ref={formRef} className="mt-10 scroll-mt-28 grid gap-6 lg:grid-cols-[1.6fr_1fr]">
        <div>
          <ContactForm choice={choice} />
          <WaitingListGate kind="contact" />
        </div>
        <section aria-labelledby="support-areas" className="self-start">
          <h2 id="support-areas" className="m-0 text-xl font-bold">
            {t('contact.areas.title')}
          </h2>
          <ul className="m-0 mt-3 flex list-none flex-col gap-3 p-0">
            {SUPPORT_AREAS.map((a) => (
              <li key={a} className={card}>
                <h3 className="m-0 text-base font-bold">{t(`contact.areas.${a}.title`)}</h3>
                <p className="mt-1 mb-2 text-sm">{t(`contact.areas.${a}.text`, { number: EMERGENCY_NUMBER })}</p>
                <button type="button" onClick={() => choose(a)} className={`${buttonStyles.ghost} -ml-2 cursor-pointer`}>
                  <FormattedMessage id="contact.areas.write" values={{ ...RICH_TAGS, area: t(`contact.areas.${a}.title`) }} />
                </button>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </TopicLayout>
  );
}
