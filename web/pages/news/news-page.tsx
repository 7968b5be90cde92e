// /news: the page's frame comes with it; the list under it (the figures, search, topic filter, the articles and Load
// More), read from the device, comes once the page is live (web/shell/later.tsx), so the device database is not on the
// way. The built page shows the list as built meanwhile; what she types in the search box stays, and a tap is kept.
import { metaFor } from '../../../shared/routes.ts';
import { useT } from '../../i18n/use-t.ts';
import { laterPart } from '../../shell/later.tsx';
import { usePageMeta } from '../../shell/use-page-meta.ts';
import { TopicLayout } from '../topics/topic-layout.tsx';

const NewsList = laterPart(() => import('./news-list.tsx').then((m) => m.NewsList), { device: true });

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
