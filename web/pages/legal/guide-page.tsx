// /legal-education/guides/{id}: one guide, its details, its sources, and the "not legal advice" note. Built into the
// app, so it reads offline. A Spanish page shows the Spanish guide; a guide not translated yet is shown in English,
// marked as such (lang="en", "(en inglés)").
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { LEGAL_GUIDE_META, NOT_FOUND_META } from '../../../shared/routes.ts';
import { buttonStyles } from '../../components/button-styles.ts';
import { RICH_TAGS } from '../../i18n/rich-text.tsx';
import { useLocale, useT } from '../../i18n/use-t.ts';
import { usePageMeta } from '../../shell/use-page-meta.ts';
import { NotFoundPage } from '../not-found/not-found-page.tsx';
import { useLegalGuides } from './use-legal-guides.ts';

/** The guides' "as of" date, at midday UTC so it is the same day in every time zone. */
function reviewedOn(asOf: string): Date {
  return new Date(`${asOf}T12:00:00Z`);
}

export function GuidePage() {
  const { id } = useParams();
  const { asOf, guides } = useLegalGuides();
  const locale = useLocale();
  const t = useT();
  const guide = guides.find((g) => g.id === id);
  usePageMeta(guide ? { ...LEGAL_GUIDE_META, title: LEGAL_GUIDE_META.title.replace('Legal guide', guide.title), description: guide.description } : NOT_FOUND_META);
  if (!guide) return <NotFoundPage />;
  // The guide's own words in another language than the page's: said so, and marked for screen readers and translators.
  const lang = guide.lang === locale ? undefined : guide.lang;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <p className="m-0">
        <Link to="/legal-education?tab=guides" className="font-semibold text-link underline">
          {t('guide.allGuides')}
        </Link>
      </p>
      <p className="mt-6 mb-0 text-sm font-bold tracking-wider text-ink-muted uppercase">{t(`guide.category.${guide.category}`)}</p>
      <h1 id="page-title" className="mt-2 mb-0 text-3xl leading-tight font-extrabold sm:text-4xl">
        <span lang={lang}>{guide.title}</span>
        {lang && <span className="text-xl font-semibold text-ink-muted"> {t('guide.inEnglish')}</span>}
      </h1>
      <p className="mt-3 mb-0 text-ink-muted">
        {t('guide.details', { difficulty: t(`guide.difficulty.${guide.difficulty}`), minutes: guide.readTime, date: guide.lastUpdated })}
      </p>
      {lang && <p className="mt-3 mb-0 font-semibold">{t('guide.inEnglishNote')}</p>}
      <p lang={lang} className="mt-4 mb-0 text-lg font-semibold">
        {guide.description}
      </p>
      <div className="mt-6">
        <p className="m-0 rounded-md border-l-4 border-brand bg-brand-soft p-3 text-sm">
          <FormattedMessage id="guide.notLegalAdvice" values={{ ...RICH_TAGS, date: reviewedOn(asOf) }} />
        </p>
      </div>
      {/* Our own Markdown, rendered and sanitised at build time. */}
      <div lang={lang} className="article-body mt-6 text-lg leading-relaxed" dangerouslySetInnerHTML={{ __html: guide.html }} />
      <section aria-labelledby="sources" className="mt-8 border-t border-line pt-6">
        <h2 id="sources" className="m-0 text-xl font-bold">
          {t('guide.sources')}
        </h2>
        <ul lang={lang} className="mt-2 pl-5">
          {guide.sources.map((s) => (
            <li key={s.url}>
              <a href={s.url} target="_blank" rel="noopener noreferrer" className="font-semibold text-link underline">
                {s.title}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/legal-education?tab=help" className={buttonStyles.primary}>
          {t('guide.getHelp')}
        </Link>
        <Link to="/legal-education?tab=tools" className={buttonStyles.secondary}>
          {t('guide.tools')}
        </Link>
      </div>
    </article>
  );
}
