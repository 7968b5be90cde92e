// A news article as a card (home block and news page): source, date, title, description, and the way to read it.
// Feed images are not shown: loading them would tell other sites who reads what.
import { Link } from 'react-router-dom';
import { longDateTime, relativeDate } from '../../shared/format.ts';
import { topicLabel } from '../../shared/news/topics.ts';
import type { NewsArticle } from '../../shared/schemas/news.ts';
import { buttonStyles } from './button-styles.ts';
import { ArrowRightIcon, ExternalIcon } from './icons.tsx';

interface NewsCardProps {
  article: NewsArticle;
  /** 'relative' on the home block ("Yesterday"), 'long' on the news page (US long date-time). */
  dates: 'relative' | 'long';
  headingLevel?: 'h3' | 'h2';
}

export function NewsCard({ article, dates, headingLevel: H = 'h3' }: NewsCardProps) {
  const when = dates === 'relative' ? relativeDate(article.publishedAt) : longDateTime(article.publishedAt);
  const titleId = `news-${article.id}`;
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col rounded-lg border border-line bg-surface p-5 shadow-card">
      <p className="m-0 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 text-sm text-ink-muted">
        <span className={article.byTeam ? 'font-bold text-heading' : 'font-bold'}>{article.source}</span>
        <time dateTime={article.publishedAt}>{when}</time>
      </p>
      <H id={titleId} className="mt-2 mb-0 text-lg leading-snug font-bold text-heading">
        {article.title}
      </H>
      {article.description && <p className="mt-2 mb-0 line-clamp-3 text-sm">{article.description}</p>}
      <p className="mt-3 mb-0">
        <span className="inline-block rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-semibold text-heading">
          {topicLabel(article.category)}
        </span>
      </p>
      <div className="mt-auto pt-4">
        {article.byTeam ? (
          <Link to={article.url} className={buttonStyles.secondary} aria-describedby={titleId}>
            Read Full Article
            <ArrowRightIcon className="size-4" />
          </Link>
        ) : (
          <a href={article.url} target="_blank" rel="noopener noreferrer" className={buttonStyles.secondary} aria-describedby={titleId}>
            Read Full Article
            <ExternalIcon className="size-4" />
            <span className="sr-only">(opens {article.source} in a new tab)</span>
          </a>
        )}
      </div>
    </article>
  );
}

export function NewsCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-60 flex-col gap-3 rounded-lg border border-line bg-surface p-5 shadow-card">
      <div className="h-4 w-40 animate-pulse rounded bg-surface-2" />
      <div className="h-6 w-5/6 animate-pulse rounded bg-surface-2" />
      <div className="h-4 w-full animate-pulse rounded bg-surface-2" />
      <div className="h-4 w-4/5 animate-pulse rounded bg-surface-2" />
      <div className="mt-auto h-11 w-44 animate-pulse rounded-md bg-surface-2" />
    </div>
  );
}
