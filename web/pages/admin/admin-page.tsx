// /admin: for editors and admins only; the server decides on every request, and this page shows nothing to anyone
// else but why. Four stat cards, then a tab per area she may use.
import { Tabs } from '@ark-ui/react/tabs';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ADMIN_AREAS, type AdminArea } from '../../../shared/admin/roles.ts';
import type { MessageId } from '../../../shared/messages/en.ts';
import { metaFor } from '../../../shared/routes.ts';
import { buttonStyles, tabStyles } from '../../components/button-styles.ts';
import { useOnline } from '../../components/use-online.ts';
import { usePageMeta } from '../../shell/use-page-meta.ts';
import { useLocale, useLocalePath, useT } from '../../i18n/use-t.ts';
import { signInHref } from '../../shell/nav-links.ts';
import { TopicLayout } from '../topics/topic-layout.tsx';
import { AdminCallError, adminErrorText, adminFetch } from './admin-api.ts';
import { useDollars } from './admin-ui.tsx';
import { ArticlesTab } from './articles-tab.tsx';
import { AdminUsersTab, AuditTab, DonationsTab, MessagesTab, SubscribersTab } from './people-tabs.tsx';
import { ResourcesTab } from './resources-tab.tsx';
import { ReportsTab } from './reports-tab.tsx';
import { SuggestionsTab } from './suggestions-tab.tsx';
import { useAdminGet } from './use-admin-list.ts';

interface Me {
  label: string;
  role: 'editor' | 'admin';
  areas: AdminArea[];
}

interface Stats {
  totalArticles: number;
  totalResources: number;
  totalSubscribers: number | null;
  totalDonations: number | null;
  totalDonatedCents: number | null;
}

/** Listing reports and readers' suggestions belong to the directory: shown to whoever may edit resources. */
type Tab = AdminArea | 'listing-reports' | 'listing-suggestions';

/** A tab's name (and its panel's heading): `admin.tab.articles`, … */
const tabLabel = (tab: Tab): MessageId => `admin.tab.${tab}`;

const GATE_TITLES = {
  offline: 'admin.gate.offline.title',
  'signed-out': 'admin.gate.signedOut.title',
  'no-access': 'admin.gate.noAccess.title',
  error: 'admin.gate.error.title',
} as const satisfies Record<string, MessageId>;

const GATE_BODIES = {
  offline: 'admin.gate.offline.body',
  'signed-out': 'admin.gate.signedOut.body',
  'no-access': 'admin.gate.noAccess.body',
} as const satisfies Record<string, MessageId>;

type Gate = { kind: 'loading' } | { kind: 'offline' } | { kind: 'signed-out' } | { kind: 'no-access' } | { kind: 'error'; message: string } | { kind: 'ok'; me: Me };

function StatCards({ tick }: { tick: number }) {
  const t = useT();
  const dollars = useDollars();
  const { data } = useAdminGet<Stats>(`/stats?v=${tick}`);
  const cards = [
    { key: 'articles', label: t('admin.stats.articles'), value: data ? String(data.totalArticles) : '…' },
    { key: 'subscribers', label: t('admin.stats.subscribers'), value: !data ? '…' : data.totalSubscribers === null ? t('admin.stats.adminsOnly') : String(data.totalSubscribers) },
    {
      key: 'donations',
      label: t('admin.stats.donations'),
      value: !data ? '…' : data.totalDonations === null ? t('admin.stats.adminsOnly') : dollars(data.totalDonatedCents ?? 0),
      note: data && data.totalDonations !== null ? t('admin.stats.completed', { count: data.totalDonations }) : undefined,
    },
    { key: 'resources', label: t('admin.stats.resources'), value: data ? String(data.totalResources) : '…' },
  ];
  return (
    <ul className="m-0 grid list-none grid-cols-1 gap-4 p-0 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((c) => (
        <li key={c.key} className="rounded-lg border border-line bg-surface p-5 shadow-card">
          <p className="m-0 text-sm font-semibold text-ink-muted">{c.label}</p>
          <p className="m-0 mt-1 text-2xl font-extrabold text-heading">{c.value}</p>
          {c.note && <p className="m-0 text-sm text-ink-muted">{c.note}</p>}
        </li>
      ))}
    </ul>
  );
}

export function AdminPage() {
  usePageMeta(metaFor('/admin'));
  const t = useT();
  const localePath = useLocalePath();
  const locale = useLocale();
  const online = useOnline();
  const [gate, setGate] = useState<Gate>({ kind: 'loading' });
  const [tick, setTick] = useState(0);
  const [params, setParams] = useSearchParams();

  useEffect(() => {
    if (!online) {
      setGate({ kind: 'offline' });
      return;
    }
    let live = true;
    adminFetch<Me>('/me')
      .then((me) => live && setGate({ kind: 'ok', me }))
      .catch((err: unknown) => {
        if (!live) return;
        const status = err instanceof AdminCallError ? err.status : -1;
        if (status === 0) setGate({ kind: 'offline' });
        else if (status === 401) setGate({ kind: 'signed-out' });
        else if (status === 403) setGate({ kind: 'no-access' });
        else setGate({ kind: 'error', message: adminErrorText(err, t) });
      });
    return () => {
      live = false;
    };
  }, [online]);

  if (gate.kind === 'loading') {
    return (
      <div className="flex min-h-[40vh] items-center justify-center" role="status">
        <span aria-hidden="true" className="size-10 animate-spin rounded-full border-4 border-brand border-t-transparent" />
        <span className="sr-only">{t('admin.loading')}</span>
      </div>
    );
  }
  if (gate.kind !== 'ok') {
    const text =
      gate.kind === 'error'
        ? gate.message
        : t(GATE_BODIES[gate.kind]);
    return (
      <TopicLayout title={t('admin.title')} intro={<p className="m-0">{t('admin.intro')}</p>}>
        <section className="mt-10 max-w-2xl rounded-lg border border-line bg-surface p-6 shadow-card" aria-labelledby="admin-gate">
          <h2 id="admin-gate" className="m-0 text-2xl font-bold">
            {t(GATE_TITLES[gate.kind])}
          </h2>
          <p className="mt-2 mb-4">{text}</p>
          {gate.kind === 'signed-out' && (
            // Back to this page in her language once signed in.
            <a href={signInHref(locale, localePath('/admin'))} className={buttonStyles.primary}>
              {t('admin.gate.signIn')}
            </a>
          )}
        </section>
      </TopicLayout>
    );
  }

  const areas: Tab[] = ADMIN_AREAS.filter((a) => gate.me.areas.includes(a)).flatMap((a): Tab[] => (a === 'resources' ? [a, 'listing-reports', 'listing-suggestions'] : [a]));
  const tab = areas.includes(params.get('tab') as Tab) ? (params.get('tab') as Tab) : areas[0]!;
  const changed = () => setTick((t) => t + 1);
  return (
    <TopicLayout title={t('admin.title')} intro={<p className="m-0">{t('admin.signedInAs', { label: gate.me.label, role: t(gate.me.role === 'admin' ? 'admin.role.admin' : 'admin.role.editor') })}</p>}>
      <div className="mt-10">
        <StatCards tick={tick} />
      </div>
      <Tabs.Root value={tab} onValueChange={({ value }) => setParams(value === areas[0] ? {} : { tab: value }, { replace: true })} className="mt-8" lazyMount>
        <Tabs.List aria-label={t('admin.tabs.label')} className="flex flex-wrap gap-1 rounded-lg border border-line bg-surface p-1">
          {areas.map((a) => (
            <Tabs.Trigger key={a} value={a} className={tabStyles}>
              {t(tabLabel(a))}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="articles" className="pt-6 outline-none">
          <ArticlesTab onChanged={changed} />
        </Tabs.Content>
        <Tabs.Content value="resources" className="pt-6 outline-none">
          <ResourcesTab onChanged={changed} />
        </Tabs.Content>
        <Tabs.Content value="listing-reports" className="pt-6 outline-none">
          <ReportsTab />
        </Tabs.Content>
        <Tabs.Content value="listing-suggestions" className="pt-6 outline-none">
          {/* Read again each time the tab is opened: a suggestion published from the resource form since is shown so. */}
          <SuggestionsTab key={tab === 'listing-suggestions' ? 'open' : 'away'} />
        </Tabs.Content>
        <Tabs.Content value="donations" className="pt-6 outline-none">
          <DonationsTab />
        </Tabs.Content>
        <Tabs.Content value="messages" className="pt-6 outline-none">
          <MessagesTab />
        </Tabs.Content>
        <Tabs.Content value="subscribers" className="pt-6 outline-none">
          <SubscribersTab onChanged={changed} />
        </Tabs.Content>
        <Tabs.Content value="admin-users" className="pt-6 outline-none">
          <AdminUsersTab />
        </Tabs.Content>
        <Tabs.Content value="audit" className="pt-6 outline-none">
          <AuditTab />
        </Tabs.Content>
      </Tabs.Root>
    </TopicLayout>
  );
}
