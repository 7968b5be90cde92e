// The topic pages: each a hero, four cards, its own reading blocks, and a search over its categories with the
// spec's empty messages.
import { metaFor } from '../../../shared/routes.ts';
import { DirectorySearch, type EmptyMessages } from '../../components/directory-search.tsx';
import { usePageMeta } from '../../shell/use-page-meta.ts';
import { HEALTH_NUMBERS, HEALTH_SERVICES } from '../resources/content/health-content.ts';
import { HOUSING_STATS } from '../resources/content/housing-content.ts';
import { RIGHTS_STATS, WORKPLACE_RIGHTS } from '../resources/content/rights-content.ts';
import { InfoListBlock, ReadingSection, SourcedFigures } from '../resources/reading-blocks.tsx';
import { ReproLawAccordion } from '../resources/blocks/health-block.tsx';
import { TopicLayout, type HighlightCard } from './topic-layout.tsx';

function emptyFor(title: string, idle: string): EmptyMessages {
  return { title, searching: (text) => `No results found for "${text}". Try different keywords.`, idle };
}

const HEALTHCARE_CARDS: readonly HighlightCard[] = [
  { title: 'Reproductive Healthcare', text: 'Birth control, pregnancy options, abortion care and where to find a verified provider.' },
  { title: 'Reproductive Rights Advocacy', text: 'Organizations defending access to care, and free legal help if you have questions about the law.' },
  { title: 'Women’s Health Services', text: 'Clinics that charge by income, cancer screening, mental health and pregnancy care.' },
  { title: 'Privacy & Protection', text: 'How to keep health searches, apps and records private, and your rights to emergency care.' },
];

export function HealthcareReproductiveRightsPage() {
  usePageMeta(metaFor('/healthcare-reproductive-rights'));
  return (
    <TopicLayout
      title="Healthcare and Reproductive Rights"
      intro={<p className="m-0">Confidential reproductive health care, the organizations that protect access to it, and plain information about the law in each state.</p>}
      cards={HEALTHCARE_CARDS}
    >
      <DirectorySearch
        heading="Healthcare and rights resources"
        categories={['womens-health', 'rights-advocacy']}
        searchLabel="Search healthcare and reproductive rights resources"
        hint="Try words like “abortion”, “birth control” or “legal help”."
        empty={emptyFor('No Healthcare Resources Found', 'No healthcare resources available yet.')}
      />
      <ReadingSection id="repro-states" title="Reproductive health care by state">
        <ReproLawAccordion />
      </ReadingSection>
    </TopicLayout>
  );
}

const EMPLOYMENT_CARDS: readonly HighlightCard[] = [
  { title: 'Job Placement Services', text: 'Free job centers and programs that connect you with employers who are hiring.' },
  { title: 'Skills Training Programs', text: 'Paid apprenticeships, job training and certificates, many at no cost.' },
  { title: 'Mentorship & Networking', text: 'Mentors and professional networks for women at every stage of a career.' },
  { title: 'Career Development', text: 'Help with resumes, interviews, work clothes and your rights on the job.' },
];

export function EmploymentOpportunitiesPage() {
  usePageMeta(metaFor('/employment-opportunities'));
  return (
    <TopicLayout
      title="Employment Opportunities"
      intro={<p className="m-0">Find work, build skills and grow your career with free programs for women, including women returning to work or starting over.</p>}
      cards={EMPLOYMENT_CARDS}
    >
      <DirectorySearch
        heading="Employment resources"
        categories={['employment-opportunities']}
        searchLabel="Search employment resources"
        hint="Try words like “job training”, “apprenticeship” or “resume”."
        empty={emptyFor('No Employment Opportunities Found', 'No employment opportunities available yet.')}
      />
    </TopicLayout>
  );
}

const HOUSING_CARDS: readonly HighlightCard[] = [
  { title: 'Emergency Shelter', text: 'A safe place to stay tonight. Hotline advocates can find space near you.' },
  { title: 'Transitional Housing', text: 'Housing for months, not nights, with support while you get back on your feet.' },
  { title: 'Rent & Utility Help', text: 'Help paying rent or bills, and free advice to avoid eviction.' },
  { title: 'Safety Planning', text: 'Plan ahead for leaving safely, and keep your new address private.' },
];

export function HousingShelterPage() {
  usePageMeta(metaFor('/housing-shelter'));
  return (
    <TopicLayout
      title="Housing and Shelter"
      intro={<p className="m-0">Emergency shelter, transitional housing and help to stay housed. Domestic violence shelters keep their addresses confidential: call to be referred.</p>}
      cards={HOUSING_CARDS}
    >
      <SourcedFigures id="housing-figures" title="Why safe housing matters" figures={HOUSING_STATS} />
      <DirectorySearch
        heading="Housing and shelter resources"
        categories={['housing-shelter']}
        searchLabel="Search housing and shelter resources"
        hint="Try words like “shelter”, “rent help” or a state."
        empty={emptyFor('No Housing Resources Found', 'No housing resources available yet.')}
      />
    </TopicLayout>
  );
}

const HEALTH_CARDS: readonly HighlightCard[] = [
  { title: 'Preventive Care', text: 'Checkups and screenings that most health plans cover at no cost.' },
  { title: 'Reproductive Health', text: 'Birth control, pregnancy care and confidential family planning.' },
  { title: 'Mental Health', text: 'Support for depression, anxiety, trauma and pregnancy-related mental health.' },
  { title: 'Help Paying for Care', text: 'Clinics that charge by income, Medicaid and free screening programs.' },
];

export function WomensHealthPage() {
  usePageMeta(metaFor('/womens-health'));
  return (
    <TopicLayout
      title="Women’s Health"
      intro={<p className="m-0">Free and low-cost care for every stage of life, and where to find it even without insurance.</p>}
      cards={HEALTH_CARDS}
    >
      <SourcedFigures id="health-figures" title="Women’s health by the numbers" figures={HEALTH_NUMBERS} />
      <ReadingSection id="health-services" title="Services">
        <ul className="m-0 mt-4 grid list-none gap-4 p-0 md:grid-cols-2">
          {HEALTH_SERVICES.map((s) => (
            <li key={s.title} className="rounded-lg border border-line bg-surface p-5 shadow-card">
              <h3 className="m-0 text-lg font-bold">{s.title}</h3>
              <p className="mt-2 mb-0">{s.text}</p>
              <p className="mt-2 mb-0 text-sm text-ink-muted">
                <span className="font-semibold text-ink">Where to get it: </span>
                {s.where}
              </p>
            </li>
          ))}
        </ul>
      </ReadingSection>
      <DirectorySearch
        heading="Health resources"
        categories={['womens-health']}
        searchLabel="Search health resources"
        hint="Try words like “clinic”, “postpartum” or “birth control”."
        empty={emptyFor('No Health Resources Found', 'No health resources available yet.')}
      />
    </TopicLayout>
  );
}

const RIGHTS_CARDS: readonly HighlightCard[] = [
  { title: 'Workplace Rights', text: 'Equal pay, freedom from harassment, and protection when you are pregnant.' },
  { title: 'Legal Aid', text: 'Free legal help for people with low income, and hotlines that answer legal questions.' },
  { title: 'Survivor Protections', text: 'Protection orders, housing rights and immigration options for survivors.' },
  { title: 'Advocacy', text: 'Organizations working to change laws and defend women’s rights in court.' },
];

export function RightsAdvocacyPage() {
  usePageMeta(metaFor('/rights-advocacy'));
  return (
    <TopicLayout
      title="Rights and Advocacy"
      intro={<p className="m-0">Know your rights at work, at school and at home, and find people who can help you use them.</p>}
      cards={RIGHTS_CARDS}
    >
      <ReadingSection id="rights-list" title="Your rights at work and under the law" intro="The main federal protections. States often add more. This is information, not legal advice.">
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          {WORKPLACE_RIGHTS.map((list) => (
            <div key={list.title} className="rounded-lg bg-surface-2 p-5">
              <InfoListBlock list={list} />
            </div>
          ))}
        </div>
      </ReadingSection>
      <SourcedFigures id="rights-figures" title="Impact" figures={RIGHTS_STATS} />
      <DirectorySearch
        heading="Rights and advocacy resources"
        categories={['rights-advocacy']}
        searchLabel="Search rights and advocacy resources"
        hint="Try words like “legal aid”, “immigration” or “discrimination”."
        empty={emptyFor('No Rights & Advocacy Resources Found', 'No rights and advocacy resources available yet.')}
      />
    </TopicLayout>
  );
}
