// The 404 page for any path without a screen.
import { Link } from 'react-router-dom';
import { NOT_FOUND_META } from '../../../shared/routes.ts';
import { buttonStyles } from '../../components/button-styles.ts';
import { EmergencyCallLink, HotlineEntry } from '../../components/hotline-links.tsx';
import { usePageMeta } from '../../shell/use-page-meta.ts';
import { useT } from '../../i18n/use-t.ts';

// Until every screen of the spec exists, some menu links land here: the crisis lines must be here too.
const HELP_LINES = ['domestic-violence', 'crisis-text', 'sexual-assault', 'suicide-crisis'] as const;

export function NotFoundPage() {
  usePageMeta(NOT_FOUND_META);
  const t = useT();
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6 sm:py-20">
      <p className="m-0 text-sm font-bold tracking-wider text-ink-muted uppercase">{t('notFound.code', { code: 404 })}</p>
      <h1 className="mt-2 mb-0 text-3xl font-extrabold sm:text-4xl">{t('notFound.title')}</h1>
      <p className="mt-4 mb-0 text-lg text-ink-muted">{t('notFound.body')}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/" className={buttonStyles.primary}>
          {t('notFound.home')}
        </Link>
        <Link to="/resources" className={buttonStyles.secondary}>
          {t('nav.resources')}
        </Link>
      </div>
      <section aria-labelledby="nf-help" className="mt-10 rounded-lg border border-crisis/40 bg-crisis-soft p-5">
        <h2 id="nf-help" className="m-0 text-xl font-bold text-crisis-ink">
          {t('notFound.helpNow')}
        </h2>
        <p className="mt-2 mb-4 font-semibold text-crisis-ink">
          {t('crisis.inDanger')} <EmergencyCallLink className="underline" />
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          {HELP_LINES.map((id) => (
            <HotlineEntry key={id} id={id} showDescription={false} />
          ))}
        </div>
      </section>
      <p className="mt-12 mb-0 border-t border-line pt-4 font-mono text-xs text-ink-muted">
        {t('notFound.devNote')}
      </p>
    </div>
  );
}
