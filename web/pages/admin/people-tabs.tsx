// The admin-only tabs: donations (filter, CSV), messages (emergencies first, mark handled), subscribers (count, CSV,
// remove), admin users (add, change, remove) and the audit log.
import { useState } from 'react';
import { ADMIN_ROLES, type AdminRole } from '../../../shared/admin/roles.ts';
import { DONATION_STATUSES, dollars } from '../../../shared/admin/schemas.ts';
import { buttonStyles, fieldStyles, linkStyles } from '../../components/button-styles.ts';
import { adminChange } from './admin-api.ts';
import { Badge, ConfirmDialog, Field, TextField, when } from './admin-ui.tsx';
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
  const [status, setStatus] = useState('all');
  const { items, error } = useAdminList<Donation>(`/donations?status=${status}`);
  return (
    <div>
      <h2 className="m-0 text-xl font-bold">Donations Overview</h2>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <Field label="Status">
          {(id) => (
            <select id={id} className={fieldStyles} value={status} onChange={(e) => setStatus(e.target.value)}>
              <option value="all">All</option>
              {DONATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s[0]!.toUpperCase() + s.slice(1)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <a className={buttonStyles.secondary} href={`/api/admin/donations.csv?status=${status}`} download>
          Export CSV
        </a>
      </div>
      {error && <p role="alert">{error}</p>}
      {!items ? (
        <p role="status">Loading donations…</p>
      ) : items.length === 0 ? (
        <p className="mt-4">No donations{status === 'all' ? ' yet' : ` with status “${status}”`}.</p>
      ) : (
        <ul className="m-0 mt-4 grid list-none gap-3 p-0">
          {items.map((d) => (
            <li key={d.id} className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-line bg-surface p-4">
              <div>
                <p className="m-0 text-lg font-bold">{dollars(d.amount)}</p>
                <p className="m-0">{d.donorName ?? 'Anonymous'}</p>
                {d.donorEmail && <p className="m-0 text-sm text-ink-muted">{d.donorEmail}</p>}
                <p className="m-0 text-sm text-ink-muted">{when(d.createdAt)}</p>
              </div>
              <p className="m-0 flex flex-wrap gap-2">
                <Badge tone={d.status === 'completed' ? 'success' : 'plain'}>{d.status}</Badge>
                {d.isRecurring && <Badge tone="brand">Recurring ({d.frequency ?? 'monthly'})</Badge>}
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
  const { items, error, reload } = useAdminList<Message>('/messages');
  return (
    <div>
      <h2 className="m-0 text-xl font-bold">Messages</h2>
      <p className="mt-1 mb-0 text-sm text-ink-muted">Emergencies first; handled messages go to the end.</p>
      {error && <p role="alert">{error}</p>}
      {!items ? (
        <p role="status">Loading messages…</p>
      ) : items.length === 0 ? (
        <p className="mt-4">No messages.</p>
      ) : (
        <ul className="m-0 mt-4 grid list-none gap-3 p-0">
          {items.map((m) => (
            <li key={m.id} className={`rounded-lg border p-4 ${m.priority === 'emergency' && !m.handledAt ? 'border-crisis bg-crisis-soft' : 'border-line bg-surface'}`}>
              <p className="m-0 flex flex-wrap gap-2">
                <Badge tone={m.priority === 'emergency' ? 'crisis' : m.priority === 'high' ? 'warning' : 'plain'}>{m.priority}</Badge>
                <Badge>{m.category}</Badge>
                {m.handledAt && <Badge tone="success">Handled {when(m.handledAt)}</Badge>}
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
                    if (await adminChange(`/messages/${m.id}`, 'PATCH', { handled: true })) reload();
                  }}
                >
                  Mark as handled<span className="sr-only"> {m.subject}</span>
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
  const { data, error, reload } = useAdminGet<{ count: number; subscribers: Subscriber[] }>('/subscribers');
  const [removing, setRemoving] = useState<Subscriber>();
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-subscribers" tabIndex={-1} className="m-0 text-xl font-bold outline-none">
          Subscribers{data ? ` (${data.count})` : ''}
        </h2>
        <a className={buttonStyles.secondary} href="/api/admin/subscribers.csv" download>
          Export CSV
        </a>
      </div>
      {error && <p role="alert">{error}</p>}
      {!data ? (
        <p role="status">Loading subscribers…</p>
      ) : data.subscribers.length === 0 ? (
        <p className="mt-4">No subscribers.</p>
      ) : (
        <ul className="m-0 mt-4 grid list-none gap-2 p-0">
          {data.subscribers.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line bg-surface p-3">
              <div>
                <p className="m-0 font-semibold">{s.email}</p>
                <p className="m-0 text-sm text-ink-muted">
                  {s.interests.length ? s.interests.join(', ') : 'No interests chosen'} · since {new Date(s.subscribedAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}
                </p>
              </div>
              <button type="button" className={buttonStyles.ghost} onClick={() => setRemoving(s)}>
                Remove<span className="sr-only"> {s.email}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={Boolean(removing)}
        title="Remove this subscriber?"
        body={<>{removing?.email} will get no more newsletters, and the address is not kept.</>}
        confirmLabel="Remove subscriber"
        onClose={() => setRemoving(undefined)}
        returnFocus={() => document.getElementById('admin-subscribers')}
        onConfirm={async () => {
          if (removing && (await adminChange(`/subscribers/${removing.id}`, 'DELETE'))) {
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
  const { items, error, reload } = useAdminList<AdminUser>('/admin-users');
  const [who, setWho] = useState('');
  const [role, setRole] = useState<AdminRole>('editor');
  const [removing, setRemoving] = useState<AdminUser>();
  const add = async () => {
    const value = who.trim();
    const body = value.includes('@') && /\.[a-z]{2,}$/i.test(value) ? { email: value, role } : { account: value, role };
    if (await adminChange('/admin-users', 'POST', body)) {
      setWho('');
      reload();
    }
  };
  return (
    <div>
      <h2 id="admin-users" tabIndex={-1} className="m-0 text-xl font-bold outline-none">
        Admin users
      </h2>
      <form
        className="mt-3 flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <div className="min-w-64 flex-1">
          <TextField label="Account name or email" hint="An account of this site’s sign-in, or the email an outside sign-in provider has verified." value={who} onChange={setWho} />
        </div>
        <Field label="Role">
          {(id) => (
            <select id={id} className={fieldStyles} value={role} onChange={(e) => setRole(e.target.value as AdminRole)}>
              {ADMIN_ROLES.map((r) => (
                <option key={r} value={r}>
                  {r === 'admin' ? 'Admin (everything)' : 'Editor (articles and resources)'}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className={buttonStyles.primary}>
          Add
        </button>
      </form>
      {error && <p role="alert">{error}</p>}
      <ul className="m-0 mt-4 grid list-none gap-2 p-0">
        {items?.map((a) => (
          <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line bg-surface p-3">
            <div>
              <p className="m-0 font-semibold">{a.label}</p>
              <p className="m-0 flex flex-wrap gap-2 text-sm">
                <Badge tone="brand">{a.role}</Badge>
                {!a.isActive && <Badge>Paused</Badge>}
                {a.permissions.length > 0 && <span className="text-ink-muted">Only: {a.permissions.join(', ')}</span>}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={buttonStyles.secondary}
                onClick={async () => {
                  if (await adminChange(`/admin-users/${a.id}`, 'PATCH', { isActive: !a.isActive })) reload();
                }}
              >
                {a.isActive ? 'Pause' : 'Resume'}
                <span className="sr-only"> {a.label}</span>
              </button>
              <button type="button" className={buttonStyles.ghost} onClick={() => setRemoving(a)}>
                Remove<span className="sr-only"> {a.label}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={Boolean(removing)}
        title="Remove this admin user?"
        body={<>{removing?.label} will no longer reach the admin area.</>}
        confirmLabel="Remove admin user"
        onClose={() => setRemoving(undefined)}
        returnFocus={() => document.getElementById('admin-users')}
        onConfirm={async () => {
          if (removing && (await adminChange(`/admin-users/${removing.id}`, 'DELETE'))) reload();
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
  const { items, error } = useAdminList<AuditEntry>('/audit');
  return (
    <div>
      <h2 className="m-0 text-xl font-bold">Audit log</h2>
      <p className="mt-1 mb-0 text-sm text-ink-muted">Every change made in the admin area, newest first (the latest 200).</p>
      {error && <p role="alert">{error}</p>}
      {!items ? (
        <p role="status">Loading the log…</p>
      ) : items.length === 0 ? (
        <p className="mt-4">No changes yet.</p>
      ) : (
        <ul className="m-0 mt-4 grid list-none gap-2 p-0">
          {items.map((e) => (
            <li key={e.id} className="rounded-lg border border-line bg-surface p-3 text-sm">
              <p className="m-0">
                <strong>{e.action}</strong> · {e.entityId} · by {e.actorLabel} · {when(e.at)}
              </p>
              <details className="mt-1">
                <summary className="cursor-pointer">Before and after</summary>
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
