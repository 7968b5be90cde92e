// The dashboard's list tabs: Overview (urgent reminders, recent activity), Saved Resources (the status flow) and
// Reminders (create, edit, complete one way, delete). They read the device copy; each change is written there first
// and, for an account's list, sent through the outbox (sendWaiting).
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { activityEventOf, isDueSoon, isOverdue, nextStatus, REMINDER_TYPES, urgentThisWeek, type ReminderType, type SavedStatus } from '../../../shared/dashboard/rules.ts';
import { buttonStyles, fieldStyles } from '../../components/button-styles.ts';
import type { Reminder } from '../../local/db.ts';
import { addReminder, advanceStatus, completeReminder, deleteReminder, editReminder, removeSaved, useActivity, useReminders, useSaved } from '../../local/my-list.ts';
import { sendWaiting } from '../../local/outbox-send.ts';
import { useResourcesByIds } from '../../local/resources.ts';
import { toast } from '../../shell/toast.ts';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { ReactNode } from 'react';
import type { ActivityItem } from '../../local/db.ts';
import { RICH_TAGS } from '../../i18n/rich-text.tsx';
import { useLocale, useT, type Translate } from '../../i18n/use-t.ts';
import { descriptionFor } from '../../components/listing-words.ts';

const STATUS_TONE: Record<SavedStatus, string> = {
  saved: 'bg-brand-soft text-heading',
  contacted: 'bg-surface-2 text-link',
  applied: 'bg-crisis-soft text-crisis-ink',
  completed: 'bg-success-soft text-success',
};
const TYPE_LABELS = {
  application: 'dashboard.type.application',
  appointment: 'dashboard.type.appointment',
  deadline: 'dashboard.type.deadline',
  'follow-up': 'dashboard.type.follow-up',
  other: 'dashboard.type.other',
} as const satisfies Record<ReminderType, `dashboard.type.${string}`>;
const STATUS_LABELS = {
  saved: 'dashboard.status.saved',
  contacted: 'dashboard.status.contacted',
  applied: 'dashboard.status.applied',
  completed: 'dashboard.status.completed',
} as const satisfies Record<SavedStatus, `dashboard.status.${string}`>;

/** A date and time in the page's language ("Nov 26, 2026, 9:00 AM"). */
const dateTime = (intl: IntlShape, iso: string) => intl.formatDate(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });

function dueText(t: Translate, intl: IntlShape, r: Reminder, now: Date) {
  const when = dateTime(intl, r.dueDate);
  if (r.completed) return <span className="text-success">{t('dashboard.due.completed', { when })}</span>;
  if (isOverdue(r, now)) return <span className="font-bold text-crisis-ink">{t('dashboard.due.overdue', { when })}</span>;
  if (isDueSoon(r, now)) return <span className="font-bold text-heading">{t('dashboard.due.soon', { when })}</span>;
  return <span>{t('dashboard.due.at', { when })}</span>;
}

/** An entry of her recent activity, worded in the page's language (older entries kept only their English text). */
function activityText(t: Translate, a: ActivityItem): string {
  const event = activityEventOf(a.event);
  if (!event) return a.text;
  if (event.kind === 'status') return t('dashboard.activity.status', { title: event.title, status: event.status ?? 'completed' });
  return t(`dashboard.activity.${event.kind}`, { title: event.title });
}

export function Overview() {
  const t = useT();
  const intl = useIntl();
  const reminders = useReminders();
  const activity = useActivity();
  const now = new Date();
  const urgent = urgentThisWeek(reminders ?? [], now);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="urgent" className="rounded-lg border border-line bg-surface p-5 shadow-card">
        <h2 id="urgent" className="m-0 text-xl font-bold">
          {t('dashboard.urgent.title')}
        </h2>
        {urgent.length === 0 ? (
          <p className="mt-2 mb-0 text-ink-muted">{t('dashboard.urgent.none')}</p>
        ) : (
          <ul className="m-0 mt-3 flex list-none flex-col gap-3 p-0">
            {urgent.map((r) => (
              <li key={r.id} className="rounded-md bg-surface-2 p-3">
                <p className="m-0 font-semibold">{r.title}</p>
                <p className="mt-1 mb-0 text-sm">{dueText(t, intl, r, now)}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="recent" className="rounded-lg border border-line bg-surface p-5 shadow-card">
        <h2 id="recent" className="m-0 text-xl font-bold">
          {t('dashboard.recent.title')}
        </h2>
        {!activity?.length ? (
          <p className="mt-2 mb-0 text-ink-muted">{t('dashboard.recent.none')}</p>
        ) : (
          <ul className="m-0 mt-3 flex list-none flex-col gap-2 p-0">
            {activity.map((a) => (
              <li key={a.id} className="text-sm">
                {activityText(t, a)} <span className="text-ink-muted">· {dateTime(intl, a.at)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export function SavedResources() {
  const t = useT();
  const intl = useIntl();
  const locale = useLocale();
  const saved = useSaved();
  const resources = useResourcesByIds(saved?.map((s) => s.resourceId) ?? []);
  if (!saved) return null;
  if (saved.length === 0) {
    return (
      <p className="m-0 rounded-lg border border-line bg-surface p-6">
        <FormattedMessage id="dashboard.saved.none" values={{ ...RICH_TAGS, link: (chunks: ReactNode[]) => <Link to="/resources">{chunks}</Link> }} />
      </p>
    );
  }
  const byId = new Map(resources?.map((r) => [r.id, r]));
  return (
    <ul className="m-0 grid list-none gap-4 p-0 md:grid-cols-2">
      {saved.map((s) => {
        const r = byId.get(s.resourceId);
        const title = r?.title ?? t('dashboard.saved.gone');
        const next = nextStatus(s.status);
        const description = r && descriptionFor(locale, r);
        return (
          <li key={s.resourceId} className="flex flex-col rounded-lg border border-line bg-surface p-5 shadow-card">
            <p className="m-0 flex flex-wrap items-center gap-2">
              <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${STATUS_TONE[s.status]}`}>{t(STATUS_LABELS[s.status])}</span>
              {r && <span className="text-xs text-ink-muted">{t(`category.${r.category}`)}</span>}
            </p>
            <h3 className="mt-2 mb-0 text-lg font-bold">{title}</h3>
            {/* Her saved listing's description as its card shows it: the Spanish one on a Spanish page where one was written. */}
            {description && (
              <p lang={locale === 'en' ? undefined : description.lang} className="mt-1 mb-0 line-clamp-3 text-sm">
                {description.text}
              </p>
            )}
            <p className="mt-2 mb-0 text-xs text-ink-muted">{t('dashboard.saved.on', { date: intl.formatDate(new Date(s.savedAt), { dateStyle: 'medium' }) })}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <button
                type="button"
                className={buttonStyles.secondary}
                aria-disabled={!next || undefined}
                onClick={async () => {
                  if (!next) return;
                  await advanceStatus(s.resourceId, title);
                  void sendWaiting();
                  toast({ title: t('dashboard.saved.updatedTitle'), description: t('dashboard.saved.updated'), variant: 'success' });
                }}
              >
                {next ? t('dashboard.saved.markAs', { status: t(STATUS_LABELS[next]) }) : t('dashboard.status.completed')}
                <span className="sr-only"> ({title})</span>
              </button>
              <button type="button" className={buttonStyles.ghost} onClick={() => void removeSaved(s.resourceId, title).then(sendWaiting)}>
                {t('dashboard.saved.remove')}
                <span className="sr-only"> {title}</span>
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
  const t = useT();
  const intl = useIntl();
  const reminders = useReminders();
  const [form, setForm] = useState(EMPTY_FORM);
  const [editing, setEditing] = useState<string>();
  const [error, setError] = useState<string>();
  const now = new Date();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!form.title.trim() || !form.dueDate) {
      setError(t('dashboard.reminders.missing'));
      document.getElementById(`${id}-${!form.title.trim() ? 'title' : 'due'}`)?.focus();
      return;
    }
    setError(undefined);
    const input = { title: form.title.trim(), ...(form.description.trim() ? { description: form.description.trim() } : {}), type: form.type, dueDate: new Date(form.dueDate).toISOString() };
    if (editing) await editReminder(editing, input);
    else await addReminder(input);
    void sendWaiting();
    toast({ title: t(editing ? 'dashboard.reminders.updated' : 'dashboard.reminders.added'), description: input.title, variant: 'success' });
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
          {t(editing ? 'dashboard.reminders.edit' : 'dashboard.reminders.new')}
        </h2>
        <div className="mt-3 grid gap-3">
          <div>
            <label htmlFor={`${id}-title`} className="font-semibold">
              {t('dashboard.reminders.titleField')} *
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
              {t('dashboard.reminders.type')}
            </label>
            <select id={`${id}-type`} className={fieldStyles} value={form.type} onChange={(e) => setForm({ ...form, type: e.target.value as ReminderType })}>
              {REMINDER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(TYPE_LABELS[type])}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-due`} className="font-semibold">
              {t('dashboard.reminders.due')} *
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
              {t('dashboard.reminders.notes')} <span className="font-normal text-ink-muted">{t('dashboard.optional')}</span>
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
            {t(editing ? 'dashboard.reminders.saveChanges' : 'dashboard.reminders.add')}
          </button>
          {editing && (
            <button type="button" className={buttonStyles.ghost} onClick={() => (setEditing(undefined), setForm(EMPTY_FORM))}>
              {t('dashboard.cancel')}
            </button>
          )}
        </div>
      </form>
      <section aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`} className="m-0 text-xl font-bold">
          {t('dashboard.reminders.list')}
        </h2>
        {!reminders?.length ? (
          <p className="mt-2 mb-0 text-ink-muted">{t('dashboard.reminders.none')}</p>
        ) : (
          <ul className="m-0 mt-3 flex list-none flex-col gap-3 p-0">
            {reminders.map((r) => (
              <li key={r.id} className="rounded-lg border border-line bg-surface p-4">
                <p className="m-0 text-xs font-bold tracking-wider text-ink-muted uppercase">{t(TYPE_LABELS[r.type])}</p>
                <h3 className={`mt-1 mb-0 text-base font-bold ${r.completed ? 'line-through' : ''}`}>{r.title}</h3>
                {r.description && <p className="mt-1 mb-0 text-sm">{r.description}</p>}
                <p className="mt-1 mb-0 text-sm">{dueText(t, intl, r, now)}</p>
                <div className="mt-2 flex flex-wrap gap-2">
                  {!r.completed && (
                    <>
                      <button
                        type="button"
                        className={buttonStyles.secondary}
                        onClick={async () => {
                          await completeReminder(r.id);
                          void sendWaiting();
                          toast({ title: t('dashboard.reminders.completedTitle'), description: t('dashboard.reminders.completed'), variant: 'success' });
                        }}
                      >
                        {t('dashboard.reminders.markComplete')}
                        <span className="sr-only"> {r.title}</span>
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
                        {t('dashboard.reminders.editOne')}
                        <span className="sr-only"> {r.title}</span>
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
                      toast({ title: t('dashboard.reminders.deleted'), description: r.title });
                    }}
                  >
                    {t('dashboard.reminders.delete')}
                    <span className="sr-only"> {r.title}</span>
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
