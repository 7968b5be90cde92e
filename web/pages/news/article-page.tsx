// /news/{id}: one of our team's explainers, read from the device when it is there (so it opens offline). On a Spanish
// page its Spanish version, when it has one; otherwise its English, marked so and saying so.
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { articleIn } from '../../../shared/news/article-words.ts';
import { NEWS_ARTICLE_META, NOT_FOUND_META } from '../../../shared/routes.ts';
import type { NewsArticle } from '../../../shared/schemas/news.ts';
import { buttonStyles, linkStyles } from '../../components/button-styles.ts';
import { useHydrated } from '../../components/use-client-value.ts';
import { loadTeamArticle } from '../../local/news.ts';
import { usePageMeta } from '../../shell/use-page-meta.ts';
import { NotFoundPage } from '../not-found/not-found-page.tsx';
import { useNewsDates } from '../../components/news-card.tsx';
import { useLocale, useT } from '../../i18n/use-t.ts';
import { useBuiltArticles } from './built-articles.ts';

export function NewsArticlePage() {
  const { id = '' } = useParams();
  const locale = useLocale();
  const built = useBuiltArticles('full').find((a) => a.id === id);
  // A page built ahead of time (a seeded article) is drawn, and hydrated, with the build's copy; a page drawn in the
  // browser waits for the device's, so an editor's newer text is never shown after an older one.
  const hydrated = useHydrated();
  const [article, setArticle] = useState<NewsArticle | 'missing' | 'offline' | undefined>(() => (hydrated ? undefined : built));
  const t = useT();
  const { long } = useNewsDates();
  useEffect(() => {
    let live = true;
    setArticle((shown) => (typeof shown === 'object' && shown.id === id ? shown : undefined));
    // Never saved on this device and no connection: the build's copy, when there is one, is better than nothing.
    void loadTeamArticle(id, {}, locale).then((a) => live && setArticle(a === 'offline' && built ? built : a));
    return () => {
      live = false;
    };
  }, [id, locale, built]);
  const words = typeof article === 'object' ? articleIn(article, locale) : undefined;
  // The article's language when it is not the page's (an article with no Spanish version on a Spanish page).
  const lang = words && words.lang !== locale ? words.lang : undefined;
  usePageMeta(
    article === 'missing'
      ? NOT_FOUND_META
      : words
        ? { ...NEWS_ARTICLE_META, title: NEWS_ARTICLE_META.title.replace('News article', words.title), description: words.description ?? NEWS_ARTICLE_META.description }
        : NEWS_ARTICLE_META,
  );

  if (article === 'missing') return <NotFoundPage />;
  return (
    <article aria-labelledby={article === undefined ? undefined : 'page-title'} aria-busy={article === undefined || undefined} className="mx-auto max-w-3xl px-4 py-10 sm:px-6 md:py-14">
      <p className="m-0">
        <Link to="/news" className={linkStyles}>
          {t('news.article.all')}
        </Link>
      </p>
      {article === undefined ? (
        <p className="mt-8" role="status">
          {t('news.article.loading')}
        </p>
      ) : article === 'offline' || !words ? (
        <div className="mt-8 rounded-lg border border-line bg-surface-2 p-5">
          <h1 id="page-title" className="m-0 text-2xl font-bold">
            {t('news.article.offline.title')}
          </h1>
          <p className="mt-2 mb-0">{t('news.article.offline.body')}</p>
        </div>
      ) : (
        <>
          <p className="mt-6 mb-0 text-sm font-bold tracking-wider text-ink-muted uppercase">{t(`news.topic.${article.category}`)}</p>
          <h1 id="page-title" className="mt-2 mb-0 text-3xl leading-tight font-extrabold sm:text-4xl">
            <span lang={lang}>{words.title}</span>
            {lang && ' '}
            {lang && <span className="align-middle text-base font-normal text-ink-muted">{t('news.article.inEnglish')}</span>}
          </h1>
          <p className="mt-3 mb-0 text-ink-muted">
            {article.author ?? (article.byTeam ? t('newsCard.ourTeam') : article.source)} · <time dateTime={article.publishedAt}>{long(article.publishedAt)}</time>
          </p>
          {words.description && (
            <p lang={lang} className="mt-6 mb-0 text-lg font-semibold">
              {words.description}
            </p>
          )}
          {words.contentHtml !== undefined ? (
            // Rendered from the editors' Markdown and sanitised on the server (only text tags and web links); the
            // Content-Security-Policy would block any script besides.
            <div lang={lang} className="article-body mt-6 max-w-prose text-lg leading-relaxed" dangerouslySetInnerHTML={{ __html: words.contentHtml }} />
          ) : (
            <div lang={lang} className="mt-6 max-w-prose text-lg leading-relaxed">
              {(words.content ?? '').split(/\n{2,}/).map((para, i) => (
                <p key={i} className="mt-0 mb-5">
                  {para}
                </p>
              ))}
            </div>
          )}
          <div className="mt-8 flex flex-wrap gap-3 border-t border-line pt-6">
            <Link to="/news" className={buttonStyles.secondary}>
              {t('news.article.more')}
            </Link>
            <Link to="/emergency" className={buttonStyles.ghost}>
              {t('news.article.tools')}
            </Link>
          </div>
        </>
      )}
    </article>
  );
}
