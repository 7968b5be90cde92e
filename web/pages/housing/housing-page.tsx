// /shelter-housing: the housing assistant (first tab) and a search of the directory's housing resources.
import { Tabs } from '@ark-ui/react/tabs';
import { useSearchParams } from 'react-router-dom';
import { metaFor } from '../../../shared/routes.ts';
import { tabStyles } from '../../components/button-styles.ts';
import { DirectorySearch } from '../../components/directory-search.tsx';
import { usePageMeta } from '../../shell/use-page-meta.ts';
import { TopicLayout } from '../topics/topic-layout.tsx';
import { HousingAssistant } from './housing-assistant.tsx';
import { useT } from '../../i18n/use-t.ts';

const BENEFITS = [
  { title: 'housing.card.emergency.title', text: 'housing.card.emergency.text' },
  { title: 'housing.card.transitional.title', text: 'housing.card.transitional.text' },
  { title: 'housing.card.specialized.title', text: 'housing.card.specialized.text' },
  { title: 'housing.card.community.title', text: 'housing.card.community.text' },
] as const;

const TABS = ['assistant', 'search'] as const;

export function HousingPage() {
  usePageMeta(metaFor('/shelter-housing'));
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'search' ? 'search' : 'assistant';
  const t = useT();
  return (
    <TopicLayout
      title={t('housing.title')}
      intro={<p className="m-0">{t('housing.intro')}</p>}
      cards={BENEFITS.map((c) => ({ title: t(c.title), text: t(c.text) }))}
      cardsLabel={t('housing.cards.label')}
    >
      <Tabs.Root
        value={tab}
        onValueChange={({ value }) => setParams(value === 'assistant' ? {} : { tab: value }, { replace: true })}
        className="mt-10"
      >
        <Tabs.List aria-label={t('housing.tabs.label')} className="flex flex-wrap gap-1 rounded-lg border border-line bg-surface p-1">
          <Tabs.Trigger value={TABS[0]} className={tabStyles}>
            {t('housing.tab.assistant')}
          </Tabs.Trigger>
          <Tabs.Trigger value={TABS[1]} className={tabStyles}>
            {t('housing.tab.search')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="assistant" className="pt-6 outline-none">
          <HousingAssistant />
        </Tabs.Content>
        <Tabs.Content value="search" className="pt-6 outline-none">
          {tab === 'search' && (
            <DirectorySearch
              heading={t('housing.search.heading')}
              categories={['housing-shelter']}
              searchLabel={t('housing.search.label')}
              hint={t('housing.search.hint')}
              empty={{
                title: t('housing.search.emptyTitle'),
                searching: (text) => t('housing.search.emptySearching', { text }),
                idle: t('housing.search.emptyIdle'),
              }}
            />
          )}
        </Tabs.Content>
      </Tabs.Root>
    </TopicLayout>
  );
}
