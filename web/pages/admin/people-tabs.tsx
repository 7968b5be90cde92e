// The admin-only tabs: donations (filter, CSV), messages (emergencies first, mark handled), subscribers (count, CSV,
// remove), admin users (add, change, remove) and the audit log.
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ADMIN_ROLES, type AdminRole } from '../../../shared/admin/roles.ts';
import { DONATION_STATUSES } from '../../../shared/admin/schemas.ts';
import { CONTACT_CATEGORIES, CONTACT_PRIORITIES } from '../../../shared/schemas/contact.ts';
import type { MessageId } from '../../../shared/messages/en.ts';
import { buttonStyles, fieldStyles, linkStyles } from '../../components/button-styles.ts';
import { RICH_TAGS } from '../../i18n/rich-text.tsx';
import { useT, type Translate } from '../../i18n/use-t.ts';
import { adminChange } from './admin-api.ts';
import { Badge, ConfirmDialog, Field, TextField, useDay, useDollars, useWhen } from './admin-ui.tsx';

/** A value stored in data (a status, a priority…) named in the page's language, or as it is when unknown. */
function named(t: Translate, known: readonly string[], prefix: string, value: string): string {
  return known.includes(value) ? t(`${prefix}${value}` as MessageId) : value;
}
import { useAdminGet, useAdminList } from './use-admin-list.ts';

interface Donation {
  id: string;
  amount: number;
  donorName?: string;
  donorEmail?: string;
  isRecurring: boolean;
  frequency?: string;
  status: string;
  createdAt: string;
}

export function DonationsTab() {
  const t = useT();
  const when = useWhen();
  const dollars = useDollars();
  const [status, setStatus] = useState('all');
  const { items, error } = useAdminList<Donation>(`/donations?status=${status}`);
  return (
    <div>
      <h2 className="m-0 text-xl font-bold">{t('admin.donations.heading')}</h2>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <Field label={t('admin.donations.status')}>
          {(id) => (
            <select id={id} className={fieldStyles} value={status} onChange={(e) => setStatus(e.target.value)}>
              <option value="all">{t('admin.donations.status.all')}</option>
              {DONATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`admin.donations.status.${s}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <a className={buttonStyles.secondary} href={`/api/admin/donations.csv?status=${status}`} download>
          {t('admin.action.exportCsv')}
        </a>
      </div>
      {error && <p role="alert">{error}</p>}
      {!items ? (
        <p role="status">{t('admin.donations.loading')}</p>
      ) : items.length === 0 ? (
        <p className="mt-4">
          {status === 'all' ? t('admin.donations.empty') : t('admin.donations.emptyStatus', { status: named(t, DONATION_STATUSES, 'admin.donations.badge.', status) })}
        </p>
      ) : (
        <ul className="m-0 mt-4 grid list-none gap-3 p-0">
          {items.map((d) => (
            <li key={d.id} className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-line bg-surface p-4">
              <div>
                <p className="m-0 text-lg font-bold">{dollars(d.amount)}</p>
                <p className="m-0">{d.donorName ?? t('admin.donations.anonymous')}</p>
                {d.donorEmail && <p className="m-0 text-sm text-ink-muted">{d.donorEmail}</p>}
                <p className="m-0 text-sm text-ink-muted">{when(d.createdAt)}</p>
              </div>
              <p className="m-0 flex flex-wrap gap-2">
                <Badge tone={d.status === 'completed' ? 'success' : 'plain'}>{named(t, DONATION_STATUSES, 'admin.donations.badge.', d.status)}</Badge>
                {d.isRecurring && (
                  <Badge tone="brand">
                    {!d.frequency || d.frequency === 'monthly' ? t('admin.donations.recurringMonthly') : t('admin.donations.recurringOther', { frequency: d.frequency })}
                  </Badge>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface Message {
  id: string;
  name: string;
  email: string;
  phone?: string;
  subject: string;
  category: string;
  priority: string;
  message: string;
  createdAt: string;
  handledAt?: string;
}

export function MessagesTab() {
  const t = useT();
  const when = useWhen();
  const { items, error, reload } = useAdminList<Message>('/messages');
  return (
    <div>
      <h2 className="m-0 text-xl font-bold">{t('admin.tab.messages')}</h2>
      <p className="mt-1 mb-0 text-sm text-ink-muted">{t('admin.messages.intro')}</p>
      {error && <p role="alert">{error}</p>}
      {!items ? (
        <p role="status">{t('admin.messages.loading')}</p>
      ) : items.length === 0 ? (
        <p className="mt-4">{t('admin.messages.empty')}</p>
      ) : (
        <ul className="m-0 mt-4 grid list-none gap-3 p-0">
          {items.map((m) => (
            <li key={m.id} className={`rounded-lg border p-4 ${m.priority === 'emergency' && !m.handledAt ? 'border-crisis bg-crisis-soft' : 'border-line bg-surface'}`}>
              <p className="m-0 flex flex-wrap gap-2">
                <Badge tone={m.priority === 'emergency' ? 'crisis' : m.priority === 'high' ? 'warning' : 'plain'}>{named(t, CONTACT_PRIORITIES, 'admin.messages.priority.', m.priority)}</Badge>
                <Badge>{named(t, CONTACT_CATEGORIES, 'admin.messages.category.', m.category)}</Badge>
                {m.handledAt && <Badge tone="success">{t('admin.messages.handled', { date: when(m.handledAt) })}</Badge>}
              </p>
              <h3 className="mt-2 mb-0 text-lg font-bold">{m.subject}</h3>
              <p className="mt-1 mb-0 text-sm">
                {m.name} · <a className={linkStyles} href={`mailto:${m.email}`}>{m.email}</a>
                {m.phone ? ` · ${m.phone}` : ''} · {when(m.createdAt)}
              </p>
              <p className="mt-2 mb-0 whitespace-pre-wrap">{m.message}</p>
              {!m.handledAt && (
                <button
                  type="button"
                  className={`${buttonStyles.secondary} mt-3`}
                  onClick={async () => {
                    if (await adminChange(t, 'admin.toast.messageHandled', `/messages/${m.id}`, 'PATCH', { handled: true })) reload();
                  }}
                >
                  <FormattedMessage id="admin.messages.markHandled" values={{ subject: m.subject, ...RICH_TAGS }} />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface Subscriber {
  id: string;
  email: string;
  interests: string[];
  subscribedAt: string;
}

export function SubscribersTab({ onChanged }: { onChanged: () => void }) {
  const t = useT();
  const day = useDay();
  const { data, error, reload } = useAdminGet<{ count: number; subscribers: Subscriber[] }>('/subscribers');
  const [removing, setRemoving] = useState<Subscriber>();
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-subscribers" tabIndex={-1} className="m-0 text-xl font-bold outline-none">
          {data ? t('admin.subscribers.headingCount', { count: data.count }) : t('admin.tab.subscribers')}
        </h2>
        <a className={buttonStyles.secondary} href="/api/admin/subscribers.csv" download>
          {t('admin.action.exportCsv')}
        </a>
      </div>
      {error && <p role="alert">{error}</p>}
      {!data ? (
        <p role="status">{t('admin.subscribers.loading')}</p>
      ) : data.subscribers.length === 0 ? (
        <p className="mt-4">{t('admin.subscribers.empty')}</p>
      ) : (
        <ul className="m-0 mt-4 grid list-none gap-2 p-0">
          {data.subscribers.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line bg-surface p-3">
              <div>
                <p className="m-0 font-semibold">{s.email}</p>
                <p className="m-0 text-sm text-ink-muted">
                  {s.interests.length ? s.interests.join(', ') : t('admin.subscribers.noInterests')} · {t('admin.subscribers.since', { date: day(s.subscribedAt) })}
                </p>
              </div>
              <button type="button" className={buttonStyles.ghost} onClick={() => setRemoving(s)}>
                <FormattedMessage id="admin.action.remove" values={{ name: s.email, ...RICH_TAGS }} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={Boolean(removing)}
        title={t('admin.subscribers.remove.title')}
        body={t('admin.subscribers.remove.body', { email: removing?.email ?? '' })}
        confirmLabel={t('admin.subscribers.remove.confirm')}
        onClose={() => setRemoving(undefined)}
        returnFocus={() => document.getElementById('admin-subscribers')}
        onConfirm={async () => {
          if (removing && (await adminChange(t, 'admin.toast.subscriberRemoved', `/subscribers/${removing.id}`, 'DELETE'))) {
            reload();
            onChanged();
          }
        }}
      />
    </div>
  );
}

interface AdminUser {
  id: string;
  label: string;
  role: AdminRole;
  permissions: string[];
  isActive: boolean;
  createdAt: string;
}

export function AdminUsersTab() {
  const t = useT();
  const { items, error, reload } = useAdminList<AdminUser>('/admin-users');
  const [who, setWho] = useState('');
  const [role, setRole] = useState<AdminRole>('editor');
  const [removing, setRemoving] = useState<AdminUser>();
  const add = async () => {
    const value = who.trim();
    const body = value.includes('@') && /\.[a-z]{2,}$/i.test(value) ? { email: value, role } : { account: value, role };
    if (await adminChange(t, 'admin.toast.adminAdded', '/admin-users', 'POST', body)) {
      setWho('');
      reload();
    }
  };
  return (
    <div>
      <h2 id="admin-users" tabIndex={-1} className="m-0 text-xl font-bold outline-none">
        {t('admin.tab.admin-users')}
      </h2>
      <form
        className="mt-3 flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <div className="min-w-64 flex-1">
          <TextField label={t('admin.users.field.who')} hint={t('admin.users.field.whoHint')} value={who} onChange={setWho} />
        </div>
        <Field label={t('admin.users.field.role')}>
          {(id) => (
            <select id={id} className={fieldStyles} value={role} onChange={(e) => setRole(e.target.value as AdminRole)}>
              {ADMIN_ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(r === 'admin' ? 'admin.users.role.admin' : 'admin.users.role.editor')}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className={buttonStyles.primary}>
          {t('admin.users.add')}
        </button>
      </form>
      {error && <p role="alert">{error}</p>}
      <ul className="m-0 mt-4 grid list-none gap-2 p-0">
        {items?.map((a) => (
          <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line bg-surface p-3">
            <div>
              <p className="m-0 font-semibold">{a.label}</p>
              <p className="m-0 flex flex-wrap gap-2 text-sm">
                <Badge tone="brand">{t(a.role === 'admin' ? 'admin.role.admin' : 'admin.role.editor')}</Badge>
                {!a.isActive && <Badge>{t('admin.users.paused')}</Badge>}
                {a.permissions.length > 0 && <span className="text-ink-muted">{t('admin.users.only', { areas: a.permissions.join(', ') })}</span>}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={buttonStyles.secondary}
                onClick={async () => {
                  if (await adminChange(t, 'admin.toast.adminUpdated', `/admin-users/${a.id}`, 'PATCH', { isActive: !a.isActive })) reload();
                }}
              >
                <FormattedMessage id={a.isActive ? 'admin.users.pause' : 'admin.users.resume'} values={{ name: a.label, ...RICH_TAGS }} />
              </button>
              <button type="button" className={buttonStyles.ghost} onClick={() => setRemoving(a)}>
                <FormattedMessage id="admin.action.remove" values={{ name: a.label, ...RICH_TAGS }} />
              </button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={Boolean(removing)}
        title={t('admin.users.remove.title')}
        body={t('admin.users.remove.body', { label: removing?.label ?? '' })}
        confirmLabel={t('admin.users.remove.confirm')}
        onClose={() => setRemoving(undefined)}
        returnFocus={() => document.getElementById('admin-users')}
        onConfirm={async () => {
          if (removing && (await adminChange(t, 'admin.toast.adminRemoved', `/admin-users/${removing.id}`, 'DELETE'))) reload();
        }}
      />
    </div>
  );
}

interface AuditEntry {
  id: string;
  at: string;
  actorLabel: string;
  action: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

export function AuditTab() {
  const t = useT();
  const when = useWhen();
  const { items, error } = useAdminList<AuditEntry>('/audit');
  return (
    <div>
      <h2 className="m-0 text-xl font-bold">{t('admin.tab.audit')}</h2>
      <p className="mt-1 mb-0 text-sm text-ink-muted">{t('admin.audit.intro')}</p>
      {error && <p role="alert">{error}</p>}
      {!items ? (
        <p role="status">{t('admin.audit.loading')}</p>
      ) : items.length === 0 ? (
        <p className="mt-4">{t('admin.audit.empty')}</p>
      ) : (
        <ul className="m-0 mt-4 grid list-none gap-2 p-0">
          {items.map((e) => (
            <li key={e.id} className="rounded-lg border border-line bg-surface p-3 text-sm">
              <p className="m-0">
                <strong>{e.action}</strong> · {e.entityId} · {t('admin.audit.by', { actor: e.actorLabel })} · {when(e.at)}
              </p>
              <details className="mt-1">
                <summary className="cursor-pointer">{t('admin.audit.beforeAfter')}</summary>
                <div className="mt-2 grid gap-2 md:grid-cols-2">
                  <pre className="m-0 overflow-x-auto rounded bg-surface-2 p-2 text-xs whitespace-pre-wrap">{JSON.stringify(e.before, null, 2) ?? '—'}</pre>
                  <pre className="m-0 overflow-x-auto rounded bg-surface-2 p-2 text-xs whitespace-pre-wrap">{JSON.stringify(e.after, null, 2) ?? '—'}</pre>
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
