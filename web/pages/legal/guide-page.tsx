// /legal-education/guides/{id}: one guide, its details, its sources, and the "not legal advice" note. Built into the
// app, so it reads offline.
import { Link, useParams } from 'react-router-dom';
import guidesData from 'virtual:legal-guides';
import { GUIDE_CATEGORY_LABELS } from '../../../shared/legal/guides.ts';
import { LEGAL_GUIDE_META, NOT_FOUND_META } from '../../../shared/routes.ts';
import { buttonStyles } from '../../components/button-styles.ts';
import { usePageMeta } from '../../shell/use-page-meta.ts';
import { NotFoundPage } from '../not-found/not-found-page.tsx';
import { NotLegalAdvice } from './legal-page.tsx';

export function GuidePage() {
  const { id } = useParams();
  const guide = guidesData.guides.find((g) => g.id === id);
  usePageMeta(guide ? { ...LEGAL_GUIDE_META, title: LEGAL_GUIDE_META.title.replace('Legal guide', guide.title), description: guide.description } : NOT_FOUND_META);
  if (!guide) return <NotFoundPage />;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <p className="m-0">
        <Link to="/legal-education?tab=guides" className="font-semibold text-link underline">
          All legal guides
        </Link>
      </p>
      <p className="mt-6 mb-0 text-sm font-bold tracking-wider text-ink-muted uppercase">{GUIDE_CATEGORY_LABELS[guide.category]}</p>
      <h1 id="page-title" className="mt-2 mb-0 text-3xl leading-tight font-extrabold sm:text-4xl">
        {guide.title}
      </h1>
      <p className="mt-3 mb-0 text-ink-muted">
        {guide.difficulty[0]!.toUpperCase() + guide.difficulty.slice(1)} · {guide.readTime} min read · last updated {guide.lastUpdated}
      </p>
      <p className="mt-4 mb-0 text-lg font-semibold">{guide.description}</p>
      <div className="mt-6">
        <NotLegalAdvice />
      </div>
      {/* Our own Markdown, rendered and sanitised at build time. */}
      <div className="article-body mt-6 text-lg leading-relaxed" dangerouslySetInnerHTML={{ __html: guide.html }} />
      <section aria-labelledby="sources" className="mt-8 border-t border-line pt-6">
        <h2 id="sources" className="m-0 text-xl font-bold">
          Sources
        </h2>
        <ul className="mt-2 pl-5">
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
          Get legal help
        </Link>
        <Link to="/legal-education?tab=tools" className={buttonStyles.secondary}>
          Legal tools
        </Link>
      </div>
    </article>
  );
}
