// /legal-education (spec 2, section 2.15): Overview, Legal Guides (search by title, description or tag), Legal Tools
// and Get Legal Help. The guides are our own writing, built into the app (they read offline); the tools keep what she
// types on this device only; the help contacts come from the directory on the device.
import { Tabs } from '@ark-ui/react/tabs';
import { useDeferredValue, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { GUIDE_CATEGORY_LABELS, searchGuides, type BuiltGuide } from '../../../shared/legal/guides.ts';
import { metaFor } from '../../../shared/routes.ts';
import { buttonStyles, fieldStyles, tabStyles } from '../../components/button-styles.ts';
import { ResourceCard } from '../../components/resource-card.tsx';
import { useResourcesByIds } from '../../local/resources.ts';
import { usePageMeta } from '../../shell/use-page-meta.ts';
import { TopicLayout } from '../topics/topic-layout.tsx';
import { DeadlineCalculator, EvidenceLog, LeavingBudget, ProtectionOrderChecklist } from './legal-tools.tsx';
import { useLegalGuides } from './use-legal-guides.ts';

const TABS = ['overview', 'guides', 'tools', 'help'] as const;
const HELP_IDS = ['lsc-find-legal-aid', 'lawhelp-org', 'womenslaw-org', 'aba-free-legal-answers', 'eeoc', 'a-better-balance', 'immigration-law-help', 'asista', 'tahirih-justice-center', 'national-housing-law-project', 'nela-find-a-lawyer'];

export function NotLegalAdvice() {
  const guidesData = useLegalGuides();
  return (
    <p className="m-0 rounded-md border-l-4 border-brand bg-brand-soft p-3 text-sm">
      <strong>This is general information, not legal advice.</strong> Laws differ from state to state and change. For advice about your situation, talk to a
      lawyer or a legal aid office — many help for free. (Last reviewed {new Date(`${guidesData.asOf}T12:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' })}.)
    </p>
  );
}

function GuideCard({ g }: { g: BuiltGuide }) {
  return (
    <li className="flex flex-col rounded-lg border border-line bg-surface p-5 shadow-card">
      <p className="m-0 text-xs font-bold tracking-wider text-ink-muted uppercase">{GUIDE_CATEGORY_LABELS[g.category]}</p>
      <h3 className="mt-1 mb-0 text-lg font-bold">{g.title}</h3>
      <p className="mt-1 mb-0 text-sm">{g.description}</p>
      <p className="mt-2 mb-0 text-xs text-ink-muted">
        {g.difficulty[0]!.toUpperCase() + g.difficulty.slice(1)} · {g.readTime} min read · {g.format} · updated {g.lastUpdated}
      </p>
      <p className="mt-2 mb-0 flex flex-wrap gap-1">
        {g.tags.map((t) => (
          <span key={t} className="rounded-full bg-surface-2 px-2 py-0.5 text-xs">
            {t}
          </span>
        ))}
      </p>
      <div className="mt-auto pt-4">
        <Link to={`/legal-education/guides/${g.id}`} className={buttonStyles.secondary}>
          Read the guide<span className="sr-only">: {g.title}</span>
        </Link>
      </div>
    </li>
  );
}

function GuidesTab() {
  const id = useId();
  const [text, setText] = useState('');
  const query = useDeferredValue(text);
  const found = searchGuides(useLegalGuides().guides, query);
  return (
    <div>
      <label htmlFor={`${id}-q`} className="font-semibold">
        Search the guides
      </label>
      <input id={`${id}-q`} type="search" className={`${fieldStyles} max-w-md`} value={text} placeholder="e.g. custody, pregnancy, visa" onChange={(e) => setText(e.target.value)} autoComplete="off" />
      <p className="mt-2 mb-0 text-sm" role="status">
        {found.length} {found.length === 1 ? 'guide' : 'guides'}
        {query.trim() ? ` for “${query.trim()}”` : ''}
      </p>
      {found.length === 0 ? (
        <p className="mt-4 rounded-lg border border-line bg-surface p-6">No guide matches. Try another word, or see Get Legal Help to ask a person.</p>
      ) : (
        <ul className="m-0 mt-4 grid list-none gap-4 p-0 md:grid-cols-2 xl:grid-cols-3">
          {found.map((g) => (
            <GuideCard key={g.id} g={g} />
          ))}
        </ul>
      )}
    </div>
  );
}

function HelpTab() {
  const resources = useResourcesByIds(HELP_IDS);
  return (
    <div>
      <p className="mt-0">
        Free and low-cost legal help, from the directory saved on this device. A local domestic-violence program can also explain the court process and go with you.
      </p>
      {!resources ? (
        <p role="status">Loading…</p>
      ) : resources.length === 0 ? (
        <p>The directory is not on this device yet. Connect once and it will be.</p>
      ) : (
        <ul className="m-0 grid list-none gap-4 p-0 md:grid-cols-2">
          {resources.map((r) => (
            <li key={r.id}>
              <ResourceCard resource={r} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function LegalPage() {
  usePageMeta(metaFor('/legal-education'));
  const [params, setParams] = useSearchParams();
  const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as string) : 'overview';
  const go = (value: string) => setParams(value === 'overview' ? {} : { tab: value }, { replace: true });
  const guidesData = useLegalGuides();
  return (
    <TopicLayout title="Legal Education Hub" intro={<p className="m-0">Plain-language guides and practical tools for protection orders, family, work, housing and immigration. They work without a connection.</p>}>
      <div className="mt-8">
        <NotLegalAdvice />
      </div>
      <Tabs.Root value={tab} onValueChange={({ value }) => go(value)} className="mt-8" lazyMount>
        <Tabs.List aria-label="Legal Education Hub" className="flex flex-wrap gap-1 rounded-lg border border-line bg-surface p-1">
          <Tabs.Trigger value="overview" className={tabStyles}>
            Overview
          </Tabs.Trigger>
          <Tabs.Trigger value="guides" className={tabStyles}>
            Legal Guides
          </Tabs.Trigger>
          <Tabs.Trigger value="tools" className={tabStyles}>
            Legal Tools
          </Tabs.Trigger>
          <Tabs.Trigger value="help" className={tabStyles}>
            Get Legal Help
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="overview" className="pt-6 outline-none">
          <div className="grid gap-6 md:grid-cols-3">
            {[
              { title: `${guidesData.guides.length} plain-language guides`, text: 'Protection orders, documenting abuse, custody, work, housing, immigration and changing your name, each with its sources.', to: 'guides' },
              { title: '4 tools that stay on your device', text: 'An evidence log and a court checklist to fill and print, a deadline calculator, and a budget for leaving.', to: 'tools' },
              { title: 'People who can help', text: 'Free legal aid, legal hotlines and immigration help, from the directory on your device.', to: 'help' },
            ].map((c) => (
              <section key={c.to} className="rounded-lg border border-line bg-surface p-5 shadow-card">
                <h2 className="m-0 text-xl font-bold">{c.title}</h2>
                <p className="mt-2">{c.text}</p>
                <button type="button" className={buttonStyles.secondary} onClick={() => go(c.to)}>
                  Open {c.to === 'guides' ? 'Legal Guides' : c.to === 'tools' ? 'Legal Tools' : 'Get Legal Help'}
                </button>
              </section>
            ))}
          </div>
        </Tabs.Content>
        <Tabs.Content value="guides" className="pt-6 outline-none">
          <GuidesTab />
        </Tabs.Content>
        <Tabs.Content value="tools" className="pt-6 outline-none">
          <div className="grid gap-6">
            <h2 className="sr-only">Legal Tools</h2>
            <EvidenceLog />
            <ProtectionOrderChecklist />
            <DeadlineCalculator />
            <LeavingBudget />
          </div>
        </Tabs.Content>
        <Tabs.Content value="help" className="pt-6 outline-none">
          <h2 className="sr-only">Get Legal Help</h2>
          <HelpTab />
        </Tabs.Content>
      </Tabs.Root>
    </TopicLayout>
  );
}
