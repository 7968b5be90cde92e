// /news/{id}: one of our team's explainers, read from the device when it is there (so it opens offline).
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { NEWS_ARTICLE_META, NOT_FOUND_META } from '../../../shared/routes.ts';
import type { NewsArticle } from '../../../shared/schemas/news.ts';
import { buttonStyles, linkStyles } from '../../components/button-styles.ts';
import { loadTeamArticle } from '../../local/news.ts';
import { usePageMeta } from '../../shell/use-page-meta.ts';
import { NotFoundPage } from '../not-found/not-found-page.tsx';
import { ARTICLE_LANGUAGE, useNewsDates } from '../../components/news-card.tsx';
import { useLocale, useT } from '../../i18n/use-t.ts';

export function NewsArticlePage() {
  const { id = '' } = useParams();
  const [article, setArticle] = useState<NewsArticle | 'missing' | 'offline'>();
  const t = useT();
  const { long } = useNewsDates();
  // The team's explainers are in English for now: on a Spanish page their text is marked so, and the title says so.
  const lang = useLocale() === ARTICLE_LANGUAGE ? undefined : ARTICLE_LANGUAGE;
  useEffect(() => {
    let live = true;
    setArticle(undefined);
    void loadTeamArticle(id).then((a) => live && setArticle(a));
    return () => {
      live = false;
    };
  }, [id]);
  usePageMeta(article === 'missing' ? NOT_FOUND_META : typeof article === 'object' ? { ...NEWS_ARTICLE_META, title: NEWS_ARTICLE_META.title.replace('News article', article.title), description: article.description ?? NEWS_ARTICLE_META.description } : NEWS_ARTICLE_META);

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
      ) : article === 'offline' ? (
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
            <span lang={lang}>{article.title}</span>
            {lang && ' '}
            {lang && <span className="align-middle text-base font-normal text-ink-muted">{t('news.article.inEnglish')}</span>}
          </h1>
          <p className="mt-3 mb-0 text-ink-muted">
            {article.author ?? (article.byTeam ? t('newsCard.ourTeam') : article.source)} · <time dateTime={article.publishedAt}>{long(article.publishedAt)}</time>
          </p>
          {article.description && (
            <p lang={lang} className="mt-6 mb-0 text-lg font-semibold">
              {article.description}
            </p>
          )}
          {article.contentHtml !== undefined ? (
            // Rendered from the editors' Markdown and sanitised on the server (only text tags and web links); the
            // Content-Security-Policy would block any script besides.
            <div lang={lang} className="article-body mt-6 max-w-prose text-lg leading-relaxed" dangerouslySetInnerHTML={{ __html: article.contentHtml }} />
          ) : (
            <div lang={lang} className="mt-6 max-w-prose text-lg leading-relaxed">
              {(article.content ?? '').split(/\n{2,}/).map((para, i) => (
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
