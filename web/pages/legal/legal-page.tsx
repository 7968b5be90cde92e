// /legal-education (spec 2, section 2.15): Overview, Legal Guides (search by title, description or tag), Legal Tools
// and Get Legal Help. The guides are our own writing, built into the app (they read offline); the tools keep what she
// types on this device only; the help contacts come from the directory on the device.
import { Tabs } from '@ark-ui/react/tabs';
import { Suspense, useDeferredValue, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { BuiltGuide } from '../../../shared/legal/guides.ts';
import { searchGuides } from '../../../shared/legal/guide-search.ts';
import { FormattedMessage, useIntl } from 'react-intl';
import { useT } from '../../i18n/use-t.ts';
import { RICH_TAGS } from '../../i18n/rich-text.tsx';
import { metaFor } from '../../../shared/routes.ts';
import { buttonStyles, fieldStyles, tabStyles } from '../../components/button-styles.ts';
import { usePageMeta } from '../../shell/use-page-meta.ts';
import { trackedLazy } from '../../shell/page-ready.tsx';
import { ErrorBoundary } from '../../shell/error-boundary.tsx';
import { PartError } from '../../shell/later.tsx';
import { TopicLayout } from '../topics/topic-layout.tsx';
import { getDocumentLocale, loadPageCatalogue } from '../../i18n/catalogues.ts';
import { PageMessages } from '../../i18n/page-messages.tsx';
import { useLegalGuides } from './use-legal-guides.ts';

// The tools keep what she writes on this device, checked on the way out: their code and its validation library load
// when she opens the tab, not with the hub. A tab whose code cannot be fetched says so in its place; the hub stays.
const LegalTools = trackedLazy(() => import('./legal-tools.tsx').then((m) => ({ default: m.LegalTools })));
// The help tab reads the directory kept on the device: its code, the device database's and the listing cards' words
// (`directory`) load when she opens it, so the hub is live without them (issue 36).
const HelpTab = trackedLazy(() =>
  Promise.all([import('./help-tab.tsx'), loadPageCatalogue('directory', getDocumentLocale())]).then(([m]) => ({
    default: () => (
      <PageMessages pages={HELP_MESSAGES}>
        <m.HelpTab />
      </PageMessages>
    ),
  })),
);
const HELP_MESSAGES = ['legal', 'legalNote', 'directory'] as const;

const TABS = ['overview', 'guides', 'tools', 'help'] as const;

/** The tools on the Legal Tools tab (the overview counts them). */
const TOOL_COUNT = 4;

/** Its words are a catalogue of their own (`legalNote.`): each guide's page shows it too. */
export function NotLegalAdvice() {
  const guidesData = useLegalGuides();
  const intl = useIntl();
  const date = intl.formatDate(`${guidesData.asOf}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <p className="m-0 rounded-md border-l-4 border-brand bg-brand-soft p-3 text-sm">
      <FormattedMessage id="legalNote.text" values={{ ...RICH_TAGS, date }} />
    </p>
  );
}

function GuideCard({ g }: { g: BuiltGuide }) {
  const t = useT();
  return (
    <li className="flex flex-col rounded-lg border border-line bg-surface p-5 shadow-card">
      <p className="m-0 text-xs font-bold tracking-wider text-ink-muted uppercase">{t(`legal.guides.category.${g.category}`)}</p>
      <h3 className="mt-1 mb-0 text-lg font-bold">{g.title}</h3>
      <p className="mt-1 mb-0 text-sm">{g.description}</p>
      <p className="mt-2 mb-0 text-xs text-ink-muted">
        {t('legal.guides.meta', {
          difficulty: t(`legal.guides.difficulty.${g.difficulty}`),
          minutes: g.readTime,
          format: t(`legal.guides.format.${g.format}`),
          date: g.lastUpdated,
        })}
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
          <FormattedMessage id="legal.guides.read" values={{ ...RICH_TAGS, title: g.title }} />
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
  const t = useT();
  return (
    <div>
      <label htmlFor={`${id}-q`} className="font-semibold">
        {t('legal.guides.search')}
      </label>
      <input id={`${id}-q`} type="search" className={`${fieldStyles} max-w-md`} value={text} placeholder={t('legal.guides.searchPlaceholder')} onChange={(e) => setText(e.target.value)} autoComplete="off" />
      <p className="mt-2 mb-0 text-sm" role="status">
        {query.trim() ? t('legal.guides.countFor', { count: found.length, query: query.trim() }) : t('legal.guides.count', { count: found.length })}
      </p>
      {found.length === 0 ? (
        <p className="mt-4 rounded-lg border border-line bg-surface p-6">{t('legal.guides.none')}</p>
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

export function LegalPage() {
  usePageMeta(metaFor('/legal-education'));
  const [params, setParams] = useSearchParams();
  const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as string) : 'overview';
  const go = (value: string) => setParams(value === 'overview' ? {} : { tab: value }, { replace: true });
  const guidesData = useLegalGuides();
  const t = useT();
  return (
    <TopicLayout title={t('legal.title')} intro={<p className="m-0">{t('legal.intro')}</p>}>
      <div className="mt-8">
        <NotLegalAdvice />
      </div>
      <Tabs.Root value={tab} onValueChange={({ value }) => go(value)} className="mt-8" lazyMount>
        <Tabs.List aria-label={t('legal.title')} className="flex flex-wrap gap-1 rounded-lg border border-line bg-surface p-1">
          <Tabs.Trigger value="overview" className={tabStyles}>
            {t('legal.tab.overview')}
          </Tabs.Trigger>
          <Tabs.Trigger value="guides" className={tabStyles}>
            {t('legal.tab.guides')}
          </Tabs.Trigger>
          <Tabs.Trigger value="tools" className={tabStyles}>
            {t('legal.tab.tools')}
          </Tabs.Trigger>
          <Tabs.Trigger value="help" className={tabStyles}>
            {t('legal.tab.help')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="overview" className="pt-6 outline-none">
          <div className="grid gap-6 md:grid-cols-3">
            {(
              [
                { title: t('legal.overview.guides.title', { count: guidesData.guides.length }), text: t('legal.overview.guides.text'), to: 'guides' },
                { title: t('legal.overview.tools.title', { count: TOOL_COUNT }), text: t('legal.overview.tools.text'), to: 'tools' },
                { title: t('legal.overview.help.title'), text: t('legal.overview.help.text'), to: 'help' },
              ] as const
            ).map((c) => (
              <section key={c.to} className="rounded-lg border border-line bg-surface p-5 shadow-card">
                <h2 className="m-0 text-xl font-bold">{c.title}</h2>
                <p className="mt-2">{c.text}</p>
                <button type="button" className={buttonStyles.secondary} onClick={() => go(c.to)}>
                  {t('legal.overview.open', { tab: t(`legal.tab.${c.to}`) })}
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
            <h2 className="sr-only">{t('legal.tab.tools')}</h2>
            <ErrorBoundary what="The legal tools" failed={<PartError />}>
              <Suspense fallback={<p role="status">{t('shell.loading')}</p>}>
                <LegalTools />
              </Suspense>
            </ErrorBoundary>
          </div>
        </Tabs.Content>
        <Tabs.Content value="help" className="pt-6 outline-none">
          <h2 className="sr-only">{t('legal.tab.help')}</h2>
          <ErrorBoundary what="Get Legal Help" failed={<PartError />}>
            <Suspense fallback={<p role="status">{t('shell.loading')}</p>}>
              <HelpTab />
            </Suspense>
          </ErrorBoundary>
        </Tabs.Content>
      </Tabs.Root>
    </TopicLayout>
  );
}
