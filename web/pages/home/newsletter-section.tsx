// Home: the newsletter signup (anchor #newsletter). The form loads beside the first paint; the frame shows at once.
import { laterPart } from '../../shell/later.tsx';
import { useT } from '../../i18n/use-t.ts';

export const NEWSLETTER_SECTION_ID = 'newsletter';

// The form and what waits to be sent load once the page is live (web/shell/later.tsx); a tap on its button before
// then is kept (web/early/keep-taps.ts).
const NewsletterForm = laterPart(() => import('./newsletter-form.tsx').then((m) => m.NewsletterForm), { fallback: <div aria-hidden="true" className="mt-5 h-[4.5rem]" />, device: true });
const WaitingListGate = laterPart(() => import('../../components/waiting-list-gate.tsx').then((m) => m.WaitingListGate), { device: true });

export function NewsletterSection() {
  const t = useT();
  return (
    <section id={NEWSLETTER_SECTION_ID} aria-labelledby="newsletter-title" className="scroll-mt-24 pt-14 lg:scroll-mt-36">
      <div className="rounded-xl border border-line bg-surface p-6 shadow-card sm:p-8">
        <h2 id="newsletter-title" className="m-0 text-2xl font-bold sm:text-3xl">
          {t('home.newsletter.title')}
        </h2>
        <p className="mt-3 mb-0 max-w-2xl text-ink-muted">{t('home.newsletter.body')}</p>
        <NewsletterForm />
        <WaitingListGate kind="newsletter" headingLevel={3} />
      </div>
    </section>
  );
}
