// The dashboard's list tabs: Overview (urgent reminders, recent activity), Saved Resources (the status flow) and
// Reminders (create, edit, complete one way, delete). They read the device copy; each change is written there first
// and, for an account's list, sent through the outbox (sendWaiting).
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { isDueSoon, isOverdue, nextStatus, REMINDER_TYPES, STATUS_LABELS, urgentThisWeek, type ReminderType, type SavedStatus } from '../../../shared/dashboard/rules.ts';
import { unhyphenate } from '../../../shared/format.ts';
import { buttonStyles, fieldStyles } from '../../components/button-styles.ts';
import type { Reminder } from '../../local/db.ts';
import { addReminder, advanceStatus, completeReminder, deleteReminder, editReminder, removeSaved, useActivity, useReminders, useSaved } from '../../local/my-list.ts';
import { sendWaiting } from '../../local/outbox-send.ts';
import { useResourcesByIds } from '../../local/resources.ts';
import { toast } from '../../shell/toast.ts';

const STATUS_TONE: Record<SavedStatus, string> = {
  saved: 'bg-brand-soft text-heading',
  contacted: 'bg-surface-2 text-link',
  applied: 'bg-crisis-soft text-crisis-ink',
  completed: 'bg-success-soft text-success',
};
const TYPE_LABELS: Record<ReminderType, string> = { application: 'Application', appointment: 'Appointment', deadline: 'Deadline', 'follow-up': 'Follow-up', other: 'Other' };

function dueText(r: Reminder, now: Date) {
  const when = new Date(r.dueDate).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  if (r.completed) return <span className="text-success">Completed · was due {when}</span>;
  if (isOverdue(r, now)) return <span className="font-bold text-crisis-ink">Overdue · due {when}</span>;
  if (isDueSoon(r, now)) return <span className="font-bold text-heading">Due Soon · {when}</span>;
  return <span>Due {when}</span>;
}

export function Overview() {
  const reminders = useReminders();
  const activity = useActivity();
  const now = new Date();
  const urgent = urgentThisWeek(reminders ?? [], now);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="urgent" className="rounded-lg border border-line bg-surface p-5 shadow-card">
        <h2 id="urgent" className="m-0 text-xl font-bold">
          Urgent Items This Week
        </h2>
        {urgent.length === 0 ? (
          <p className="mt-2 mb-0 text-ink-muted">Nothing due in the next 7 days.</p>
        ) : (
          <ul className="m-0 mt-3 flex list-none flex-col gap-3 p-0">
            {urgent.map((r) => (
              <li key={r.id} className="rounded-md bg-surface-2 p-3">
                <p className="m-0 font-semibold">{r.title}</p>
                <p className="mt-1 mb-0 text-sm">{dueText(r, now)}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="recent" className="rounded-lg border border-line bg-surface p-5 shadow-card">
        <h2 id="recent" className="m-0 text-xl font-bold">
          Recent activity
        </h2>
        {!activity?.length ? (
          <p className="mt-2 mb-0 text-ink-muted">Nothing yet. Save a resource from the directory, or add a reminder.</p>
        ) : (
          <ul className="m-0 mt-3 flex list-none flex-col gap-2 p-0">
            {activity.map((a) => (
              <li key={a.id} className="text-sm">
                {a.text} <span className="text-ink-muted">· {new Date(a.at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export function SavedResources() {
  const saved = useSaved();
  const resources = useResourcesByIds(saved?.map((s) => s.resourceId) ?? []);
  if (!saved) return null;
  if (saved.length === 0) {
    return (
      <p className="m-0 rounded-lg border border-line bg-surface p-6">
        No saved resources yet. Use <strong>Save</strong> on any resource in the <Link to="/resources">directory</Link>.
      </p>
    );
  }
  const byId = new Map(resources?.map((r) => [r.id, r]));
  return (
    <ul className="m-0 grid list-none gap-4 p-0 md:grid-cols-2">
      {saved.map((s) => {
        const r = byId.get(s.resourceId);
        const title = r?.title ?? 'A resource no longer in the directory';
        const next = nextStatus(s.status);
        return (
          <li key={s.resourceId} className="flex flex-col rounded-lg border border-line bg-surface p-5 shadow-card">
            <p className="m-0 flex flex-wrap items-center gap-2">
              <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${STATUS_TONE[s.status]}`}>{STATUS_LABELS[s.status]}</span>
              {r && <span className="text-xs text-ink-muted capitalize">{unhyphenate(r.category)}</span>}
            </p>
            <h3 className="mt-2 mb-0 text-lg font-bold">{title}</h3>
            {r && <p className="mt-1 mb-0 line-clamp-3 text-sm">{r.description}</p>}
            <p className="mt-2 mb-0 text-xs text-ink-muted">Saved {new Date(s.savedAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <button
                type="button"
                className={buttonStyles.secondary}
                aria-disabled={!next || undefined}
                onClick={async () => {
                  if (!next) return;
                  await advanceStatus(s.resourceId, title);
                  void sendWaiting();
                  toast({ title: 'Status Updated', description: 'Resource status has been updated successfully.', variant: 'success' });
                }}
              >
                {next ? `Mark as ${STATUS_LABELS[next]}` : 'Completed'}
                <span className="sr-only"> ({title})</span>
              </button>
              <button type="button" className={buttonStyles.ghost} onClick={() => void removeSaved(s.resourceId, title).then(sendWaiting)}>
                Remove<span className="sr-only"> {title}</span>
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

const EMPTY_FORM = { title: '', description: '', type: 'application' as ReminderType, dueDate: '' };

export function Reminders() {
  const id = useId();
  const reminders = useReminders();
  const [form, setForm] = useState(EMPTY_FORM);
  const [editing, setEditing] = useState<string>();
  const [error, setError] = useState<string>();
  const now = new Date();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!form.title.trim() || !form.dueDate) {
      setError('Give the reminder a title and a due date.');
      document.getElementById(`${id}-${!form.title.trim() ? 'title' : 'due'}`)?.focus();
      return;
    }
    setError(undefined);
    const input = { title: form.title.trim(), ...(form.description.trim() ? { description: form.description.trim() } : {}), type: form.type, dueDate: new Date(form.dueDate).toISOString() };
    if (editing) await editReminder(editing, input);
    else await addReminder(input);
    void sendWaiting();
    toast({ title: editing ? 'Reminder Updated' : 'Reminder Added', description: input.title, variant: 'success' });
    setForm(EMPTY_FORM);
    setEditing(undefined);
  }

  const toLocalInput = (iso: string) => {
    const d = new Date(iso);
    return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_1.4fr]">
      <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-form`} className="rounded-lg border border-line bg-surface p-5 shadow-card">
        <h2 id={`${id}-form`} className="m-0 text-xl font-bold">
          {editing ? 'Edit reminder' : 'New reminder'}
        </h2>
        <div className="mt-3 grid gap-3">
          <div>
            <label htmlFor={`${id}-title`} className="font-semibold">
              Title *
            </label>
            <input
              id={`${id}-title`}
              className={fieldStyles}
              maxLength={200}
              value={form.title}
              aria-invalid={Boolean(error && !form.title.trim()) || undefined}
              aria-describedby={error && !form.title.trim() ? `${id}-error` : undefined}
              onChange={(e) => setForm({ ...form, title: e.target.value })} />
          </div>
          <div>
            <label htmlFor={`${id}-type`} className="font-semibold">
              Type
            </label>
            <select id={`${id}-type`} className={fieldStyles} value={form.type} onChange={(e) => setForm({ ...form, type: e.target.value as ReminderType })}>
              {REMINDER_TYPES.map((t) => (
                <option key={t} value={t}>
                  {TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-due`} className="font-semibold">
              Due *
            </label>
            <input
              id={`${id}-due`}
              type="datetime-local"
              className={fieldStyles}
              value={form.dueDate}
              aria-invalid={Boolean(error && !form.dueDate) || undefined}
              aria-describedby={error && !form.dueDate ? `${id}-error` : undefined}
              onChange={(e) => setForm({ ...form, dueDate: e.target.value })} />
          </div>
          <div>
            <label htmlFor={`${id}-desc`} className="font-semibold">
              Notes <span className="font-normal text-ink-muted">(optional)</span>
            </label>
            <textarea id={`${id}-desc`} rows={3} maxLength={1000} className={fieldStyles} value={form.description} onChange={(e) => setForm({ ...form, description: e.target.value })} />
          </div>
        </div>
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-3 mb-0 rounded-md bg-crisis-soft p-3 font-semibold text-crisis-ink">
            {error}
          </p>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          <button type="submit" className={buttonStyles.primary}>
            {editing ? 'Save changes' : 'Add reminder'}
          </button>
          {editing && (
            <button type="button" className={buttonStyles.ghost} onClick={() => (setEditing(undefined), setForm(EMPTY_FORM))}>
              Cancel
            </button>
          )}
        </div>
      </form>
      <section aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`} className="m-0 text-xl font-bold">
          Your reminders
        </h2>
        {!reminders?.length ? (
          <p className="mt-2 mb-0 text-ink-muted">No reminders yet.</p>
        ) : (
          <ul className="m-0 mt-3 flex list-none flex-col gap-3 p-0">
            {reminders.map((r) => (
              <li key={r.id} className="rounded-lg border border-line bg-surface p-4">
                <p className="m-0 text-xs font-bold tracking-wider text-ink-muted uppercase">{TYPE_LABELS[r.type]}</p>
                <h3 className={`mt-1 mb-0 text-base font-bold ${r.completed ? 'line-through' : ''}`}>{r.title}</h3>
                {r.description && <p className="mt-1 mb-0 text-sm">{r.description}</p>}
                <p className="mt-1 mb-0 text-sm">{dueText(r, now)}</p>
                <div className="mt-2 flex flex-wrap gap-2">
                  {!r.completed && (
                    <>
                      <button
                        type="button"
                        className={buttonStyles.secondary}
                        onClick={async () => {
                          await completeReminder(r.id);
                          void sendWaiting();
                          toast({ title: 'Reminder Completed', description: 'Great job staying on top of your tasks!', variant: 'success' });
                        }}
                      >
                        Mark complete<span className="sr-only"> {r.title}</span>
                      </button>
                      <button
                        type="button"
                        className={buttonStyles.ghost}
                        onClick={() => {
                          setEditing(r.id);
                          setForm({ title: r.title, description: r.description ?? '', type: r.type, dueDate: toLocalInput(r.dueDate) });
                          document.getElementById(`${id}-title`)?.focus();
                        }}
                      >
                        Edit<span className="sr-only"> {r.title}</span>
                      </button>
                    </>
                  )}
                  <button
                    type="button"
                    className={buttonStyles.ghost}
                    onClick={async () => {
                      if (editing === r.id) (setEditing(undefined), setForm(EMPTY_FORM));
                      await deleteReminder(r.id);
                      void sendWaiting();
                      toast({ title: 'Reminder deleted', description: r.title });
                    }}
                  >
                    Delete<span className="sr-only"> {r.title}</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
