// The topic pages: each a hero, four cards, its own reading blocks, and a search over its categories with the
// spec's empty messages.
import type { ReactNode } from 'react';
import type { CategoryKey } from '../../../shared/categories.ts';
import { metaFor } from '../../../shared/routes.ts';
import type { MessageId } from '../../../shared/messages/en.ts';
import { useT } from '../../i18n/use-t.ts';
import { DirectorySearch } from '../../components/directory-search.tsx';
import { usePageMeta } from '../../shell/use-page-meta.ts';
import { HEALTH_NUMBERS, HEALTH_SERVICES } from '../resources/content/health-content.ts';
import { HOUSING_STATS } from '../resources/content/housing-content.ts';
import { RIGHTS_STATS, WORKPLACE_RIGHTS } from '../resources/content/rights-content.ts';
import { InfoListBlock, ReadingSection, SourcedFigures } from '../resources/reading-blocks.tsx';
import { figuresText, infoListText } from '../resources/reading-text.ts';
import { ReproLawAccordion } from '../resources/blocks/health-block.tsx';
import { TopicLayout } from './topic-layout.tsx';

/** A topic page's own words share a stem: `topics.housing.title`, `topics.housing.search.label`... */
type Topic = 'healthcare' | 'employment' | 'housing' | 'health' | 'rightsPage';
type Card = { title: MessageId; text: MessageId };

/** The hero with its four cards, then the page's own blocks. */
function TopicFrame({ topic, cards, children }: { topic: Topic; cards: readonly Card[]; children: ReactNode }) {
  const t = useT();
  return (
    <TopicLayout
      title={t(`topics.${topic}.title`)}
      intro={<p className="m-0">{t(`topics.${topic}.intro`)}</p>}
      cards={cards.map((c) => ({ title: t(c.title), text: t(c.text) }))}
      cardsLabel={t('topics.cardsLabel')}
    >
      {children}
    </TopicLayout>
  );
}

/** The search over the topic's categories, with the spec's empty messages. */
function TopicSearch({ topic, categories }: { topic: Topic; categories: readonly CategoryKey[] }) {
  const t = useT();
  return (
    <DirectorySearch
      heading={t(`topics.${topic}.search.heading`)}
      categories={categories}
      searchLabel={t(`topics.${topic}.search.label`)}
      hint={t(`topics.${topic}.search.hint`)}
      empty={{ title: t(`topics.${topic}.empty.title`), searching: (text) => t('topics.empty.searching', { text }), idle: t(`topics.${topic}.empty.idle`) }}
    />
  );
}

const HEALTHCARE_CARDS: readonly Card[] = [
  { title: 'topics.healthcare.card.care.title', text: 'topics.healthcare.card.care.text' },
  { title: 'topics.healthcare.card.advocacy.title', text: 'topics.healthcare.card.advocacy.text' },
  { title: 'topics.healthcare.card.services.title', text: 'topics.healthcare.card.services.text' },
  { title: 'topics.healthcare.card.privacy.title', text: 'topics.healthcare.card.privacy.text' },
];

export function HealthcareReproductiveRightsPage() {
  usePageMeta(metaFor('/healthcare-reproductive-rights'));
  const t = useT();
  return (
    <TopicFrame topic="healthcare" cards={HEALTHCARE_CARDS}>
      <TopicSearch topic="healthcare" categories={['womens-health', 'rights-advocacy']} />
      <ReadingSection id="repro-states" title={t('topics.repro.sectionTitle')}>
        <ReproLawAccordion />
      </ReadingSection>
    </TopicFrame>
  );
}

const EMPLOYMENT_CARDS: readonly Card[] = [
  { title: 'topics.employment.card.placement.title', text: 'topics.employment.card.placement.text' },
  { title: 'topics.employment.card.training.title', text: 'topics.employment.card.training.text' },
  { title: 'topics.employment.card.mentorship.title', text: 'topics.employment.card.mentorship.text' },
  { title: 'topics.employment.card.career.title', text: 'topics.employment.card.career.text' },
];

export function EmploymentOpportunitiesPage() {
  usePageMeta(metaFor('/employment-opportunities'));
  return (
    <TopicFrame topic="employment" cards={EMPLOYMENT_CARDS}>
      <TopicSearch topic="employment" categories={['employment-opportunities']} />
    </TopicFrame>
  );
}

const HOUSING_CARDS: readonly Card[] = [
  { title: 'topics.housing.card.emergency.title', text: 'topics.housing.card.emergency.text' },
  { title: 'topics.housing.card.transitional.title', text: 'topics.housing.card.transitional.text' },
  { title: 'topics.housing.card.rent.title', text: 'topics.housing.card.rent.text' },
  { title: 'topics.housing.card.safety.title', text: 'topics.housing.card.safety.text' },
];

export function HousingShelterPage() {
  usePageMeta(metaFor('/housing-shelter'));
  const t = useT();
  return (
    <TopicFrame topic="housing" cards={HOUSING_CARDS}>
      <SourcedFigures id="housing-figures" title={t('topics.housing.figures')} figures={figuresText(t, HOUSING_STATS)} />
      <TopicSearch topic="housing" categories={['housing-shelter']} />
    </TopicFrame>
  );
}

const HEALTH_CARDS: readonly Card[] = [
  { title: 'topics.health.card.preventive.title', text: 'topics.health.card.preventive.text' },
  { title: 'topics.health.card.reproductive.title', text: 'topics.health.card.reproductive.text' },
  { title: 'topics.health.card.mental.title', text: 'topics.health.card.mental.text' },
  { title: 'topics.health.card.paying.title', text: 'topics.health.card.paying.text' },
];

export function WomensHealthPage() {
  usePageMeta(metaFor('/womens-health'));
  const t = useT();
  return (
    <TopicFrame topic="health" cards={HEALTH_CARDS}>
      <SourcedFigures id="health-figures" title={t('topics.health.figures')} figures={figuresText(t, HEALTH_NUMBERS)} />
      <ReadingSection id="health-services" title={t('topics.health.services')}>
        <ul className="m-0 mt-4 grid list-none gap-4 p-0 md:grid-cols-2">
          {HEALTH_SERVICES.map((s) => (
            <li key={s.key} className="rounded-lg border border-line bg-surface p-5 shadow-card">
              <h3 className="m-0 text-lg font-bold">{t(s.title)}</h3>
              <p className="mt-2 mb-0">{t(s.text)}</p>
              <p className="mt-2 mb-0 text-sm text-ink-muted">
                <span className="font-semibold text-ink">{t('topics.health.where')}</span>
                {t(s.where, s.values)}
              </p>
            </li>
          ))}
        </ul>
      </ReadingSection>
      <TopicSearch topic="health" categories={['womens-health']} />
    </TopicFrame>
  );
}

const RIGHTS_CARDS: readonly Card[] = [
  { title: 'topics.rightsPage.card.workplace.title', text: 'topics.rightsPage.card.workplace.text' },
  { title: 'topics.rightsPage.card.legalAid.title', text: 'topics.rightsPage.card.legalAid.text' },
  { title: 'topics.rightsPage.card.survivors.title', text: 'topics.rightsPage.card.survivors.text' },
  { title: 'topics.rightsPage.card.advocacy.title', text: 'topics.rightsPage.card.advocacy.text' },
];

export function RightsAdvocacyPage() {
  usePageMeta(metaFor('/rights-advocacy'));
  const t = useT();
  return (
    <TopicFrame topic="rightsPage" cards={RIGHTS_CARDS}>
      <ReadingSection id="rights-list" title={t('topics.rightsPage.list.title')} intro={t('topics.rightsPage.list.intro')}>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          {WORKPLACE_RIGHTS.map((list) => (
            <div key={list.title} className="rounded-lg bg-surface-2 p-5">
              <InfoListBlock list={infoListText(t, list)} />
            </div>
          ))}
        </div>
      </ReadingSection>
      <SourcedFigures id="rights-figures" title={t('topics.rightsPage.figures')} figures={figuresText(t, RIGHTS_STATS)} />
      <TopicSearch topic="rightsPage" categories={['rights-advocacy']} />
    </TopicFrame>
  );
}
