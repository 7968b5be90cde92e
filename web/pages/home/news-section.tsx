// Home: the news block (anchor #news). Its list and the device store load after the first render; the frame and
// six placeholders show until then.
import { laterPart } from '../../shell/later.tsx';
import { Link } from 'react-router-dom';
import { HOME_NEWS_LIMIT } from '../../../shared/limits.ts';
import { buttonStyles } from '../../components/button-styles.ts';
import { ArrowRightIcon } from '../../components/icons.tsx';
import { useT } from '../../i18n/use-t.ts';

export const NEWS_SECTION_ID = 'news';

const NewsBlock = laterPart(() => import('./news-block.tsx').then((m) => m.NewsBlock), { device: true });

export function NewsPlaceholders() {
  const t = useT();
  return (
    <ul aria-label={t('home.news.loading')} aria-busy="true" className="m-0 mt-6 grid list-none gap-4 p-0 sm:grid-cols-2">
      {Array.from({ length: HOME_NEWS_LIMIT }, (_, i) => (
        <li key={i} aria-hidden="true" className="h-60 animate-pulse rounded-lg border border-line bg-surface-2" />
      ))}
    </ul>
  );
}

export function NewsSection() {
  const t = useT();
  return (
    <section id={NEWS_SECTION_ID} aria-labelledby="news-title" className="scroll-mt-24 pt-14 lg:scroll-mt-36">
      <h2 id="news-title" className="m-0 text-2xl font-bold sm:text-3xl">
        {t('home.news.title')}
      </h2>
      <p className="mt-3 mb-0 max-w-2xl text-ink-muted">{t('home.news.body')}</p>
      <NewsBlock fallback={<NewsPlaceholders />} />
      <div className="mt-6">
        <Link to="/news" className={buttonStyles.primary}>
          {t('home.news.all')}
          <ArrowRightIcon className="size-4" />
        </Link>
      </div>
    </section>
  );
}
