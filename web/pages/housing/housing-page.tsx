// /shelter-housing: the housing assistant (first tab) and a search of the directory's housing resources.
import { Tabs } from '@ark-ui/react/tabs';
import { useSearchParams } from 'react-router-dom';
import { metaFor } from '../../../shared/routes.ts';
import { tabStyles } from '../../components/button-styles.ts';
import { DirectorySearch } from '../../components/directory-search.tsx';
import { usePageMeta } from '../../shell/use-page-meta.ts';
import { TopicLayout } from '../topics/topic-layout.tsx';
import { HousingAssistant } from './housing-assistant.tsx';

const BENEFITS = [
  { title: 'Emergency Shelter Access', text: 'Shelters and hotlines that can help tonight, with confidential locations kept private.' },
  { title: 'Transitional Housing Programs', text: 'Programs that bridge the months between a shelter and a home of your own.' },
  { title: 'Specialized Support Services', text: 'Help for survivors of violence, mothers with children, and women with disabilities.' },
  { title: 'Community Integration', text: 'Rent help, housing rights and local services to stay housed for good.' },
] as const;

const TABS = ['assistant', 'search'] as const;

export function HousingPage() {
  usePageMeta(metaFor('/shelter-housing'));
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'search' ? 'search' : 'assistant';
  return (
    <TopicLayout
      title="Housing Assistance"
      intro={<p className="m-0">Answer a few questions and we will show the housing resources that fit, with the reasons. It works offline, and your answers never leave this device.</p>}
      cards={BENEFITS}
      cardsLabel="How we can help"
    >
      <Tabs.Root
        value={tab}
        onValueChange={({ value }) => setParams(value === 'assistant' ? {} : { tab: value }, { replace: true })}
        className="mt-10"
      >
        <Tabs.List aria-label="Ways to find housing" className="flex flex-wrap gap-1 rounded-lg border border-line bg-surface p-1">
          <Tabs.Trigger value={TABS[0]} className={tabStyles}>
            Housing Assistant
          </Tabs.Trigger>
          <Tabs.Trigger value={TABS[1]} className={tabStyles}>
            Search Directory
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="assistant" className="pt-6 outline-none">
          <HousingAssistant />
        </Tabs.Content>
        <Tabs.Content value="search" className="pt-6 outline-none">
          {tab === 'search' && (
            <DirectorySearch
              heading="Housing and shelter resources"
              categories={['housing-shelter']}
              searchLabel="Search housing resources"
              hint="Try words like “shelter”, “rent help” or a state."
              empty={{
                title: 'No Housing Resources Found',
                searching: (text) => `Nothing matches “${text}”. Try another word, or the housing assistant.`,
                idle: 'Housing resources will appear here once the directory is on this device.',
              }}
            />
          )}
        </Tabs.Content>
      </Tabs.Root>
    </TopicLayout>
  );
}
