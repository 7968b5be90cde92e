// A news article as a card (home block and news page): source, date, title, description, and the way to read it.
// Feed images are not shown: loading them would tell other sites who reads what. On a Spanish page a team article shows
// its Spanish version; articles without one (every feed's, an editor's written in English only) stay in their own
// language, marked so and saying so.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { calendarDaysAgo } from '../../shared/format.ts';
import { articleIn } from '../../shared/news/article-words.ts';
import type { NewsArticle } from '../../shared/schemas/news.ts';
import { useLocale, useT } from '../i18n/use-t.ts';
import { buttonStyles } from './button-styles.ts';
import { useHydrated } from './use-client-value.ts';
import { ArrowRightIcon, ExternalIcon } from './icons.tsx';

/** The cards' dates in the page's language: "Today", "Yesterday", "2 days ago", else the date; or the long date-time. */
export function useNewsDates(): { relative: (iso: string) => string; long: (iso: string) => string } {
  const intl = useIntl();
  const t = useT();
  const relative = useCallback(
    (iso: string) => {
      const days = calendarDaysAgo(iso);
      if (days === undefined) return '';
      if (days <= 0) return t('newsCard.today');
      if (days === 1) return t('newsCard.yesterday');
      if (days < 7) return t('newsCard.daysAgo', { count: days });
      return intl.formatDate(iso);
    },
    [intl, t],
  );
  // Built pages (the team's articles) are drawn where her time zone is unknown, and the build's date data may write a
  // time differently from her browser's: there, and while such a page hydrates, the day only (UTC); hers right after.
  const hydrated = useHydrated();
  const long = useCallback(
    (iso: string) =>
      Number.isNaN(new Date(iso).getTime())
        ? ''
        : hydrated
          ? intl.formatDate(iso, { dateStyle: 'long', timeStyle: 'short' })
          : intl.formatDate(iso, { dateStyle: 'long', timeZone: 'UTC' }),
    [intl, hydrated],
  );
  return { relative, long };
}

interface NewsCardProps {
  article: NewsArticle;
  /** 'relative' on the home block ("Yesterday"), 'long' on the news page (long date-time). */
  dates: 'relative' | 'long';
  headingLevel?: 'h3' | 'h2';
}

export function NewsCard({ article, dates, headingLevel: H = 'h3' }: NewsCardProps) {
  const t = useT();
  const locale = useLocale();
  const format = useNewsDates();
  const when = dates === 'relative' ? format.relative(article.publishedAt) : format.long(article.publishedAt);
  const titleId = `news-${article.id}`;
  const words = articleIn(article, locale);
  const foreign = words.lang !== locale;
  const lang = foreign ? words.lang : undefined;
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col rounded-lg border border-line bg-surface p-5 shadow-card">
      <p className="m-0 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 text-sm text-ink-muted">
        <span className={article.byTeam ? 'font-bold text-heading' : 'font-bold'}>{article.byTeam ? t('newsCard.ourTeam') : article.source}</span>
        <time dateTime={article.publishedAt}>{when}</time>
      </p>
      <H id={titleId} className="mt-2 mb-0 text-lg leading-snug font-bold text-heading">
        <span lang={lang}>{words.title}</span>
        {foreign && ' '}
        {foreign && <span className="text-sm font-normal text-ink-muted">{t('newsCard.inEnglish')}</span>}
      </H>
      {words.description && (
        <p lang={lang} className="mt-2 mb-0 line-clamp-3 text-sm">
          {words.description}
        </p>
      )}
      <p className="mt-3 mb-0">
        <span className="inline-block rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-semibold text-heading">{t(`news.topic.${article.category}`)}</span>
      </p>
      <div className="mt-auto pt-4">
        {article.byTeam ? (
          <Link to={article.url} className={buttonStyles.secondary} aria-describedby={titleId}>
            {t('newsCard.read')}
            <ArrowRightIcon className="size-4" />
          </Link>
        ) : (
          <a href={article.url} target="_blank" rel="noopener noreferrer" className={buttonStyles.secondary} aria-describedby={titleId}>
            {t('newsCard.read')}
            <ExternalIcon className="size-4" />
            <span className="sr-only">{t('newsCard.opensIn', { source: article.source })}</span>
          </a>
        )}
      </div>
    </article>
  );
}

/** A grey card while articles load; its lines pulse as one (see ResourceCardSkeleton). */
export function NewsCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-60 flex-col rounded-lg border border-line bg-surface p-5 shadow-card">
      <div className="flex flex-1 animate-pulse flex-col gap-3">
        <div className="h-4 w-40 rounded bg-surface-2" />
        <div className="h-6 w-5/6 rounded bg-surface-2" />
        <div className="h-4 w-full rounded bg-surface-2" />
        <div className="h-4 w-4/5 rounded bg-surface-2" />
        <div className="mt-auto h-11 w-44 rounded-md bg-surface-2" />
      </div>
    </div>
  );
}
