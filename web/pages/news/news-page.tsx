// /news: the page's frame comes with it; the list under it (the figures, search, topic filter, the articles and Load
// More), read from the device, comes once the page is live (web/shell/later.tsx), so the device database is not on the
// way. The built page shows the list as built meanwhile; what she types in the search box and the topic she picks
// stay, and a tap is kept (web/early/keep-taps.ts). Reached from another page of the site, placeholders show until then.
import { NEWS_PAGE_SIZE } from '../../../shared/limits.ts';
import { metaFor } from '../../../shared/routes.ts';
import { useT } from '../../i18n/use-t.ts';
import { laterPart } from '../../shell/later.tsx';
import { usePageMeta } from '../../shell/use-page-meta.ts';
import { TopicLayout } from '../topics/topic-layout.tsx';

function ListPlaceholders() {
  const t = useT();
  return (
    <ul aria-label={t('news.page.loadingList')} aria-busy="true" className="m-0 mt-12 grid list-none gap-4 p-0 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: NEWS_PAGE_SIZE }, (_, i) => (
        <li key={i} aria-hidden="true" className="h-60 animate-pulse rounded-lg border border-line bg-surface-2" />
      ))}
    </ul>
  );
}

const NewsList = laterPart(() => import('./news-list.tsx').then((m) => m.NewsList), { device: true, fallback: <ListPlaceholders /> });

const CARDS = ['sources', 'team', 'topics', 'private'] as const;

export function NewsPage() {
  usePageMeta(metaFor('/news'));
  const t = useT();
  return (
    <TopicLayout
      title={t('news.page.title')}
      intro={<p className="m-0">{t('news.page.intro')}</p>}
      cards={CARDS.map((c) => ({ title: t(`news.page.card.${c}.title`), text: t(`news.page.card.${c}.text`) }))}
      cardsLabel={t('news.page.cardsLabel')}
    >
      <NewsList />
    </TopicLayout>
  );
}
