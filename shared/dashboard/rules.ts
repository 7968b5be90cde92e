// The personal dashboard's rules (spec 2, sections 4 and 9): the saved-resource status flow, reminder urgency, and
// what "Urgent Items This Week" and "recent activity" hold. Pure functions, for the screens and the tests.

export const SAVED_STATUSES = ['saved', 'contacted', 'applied', 'completed'] as const;
export type SavedStatus = (typeof SAVED_STATUSES)[number];

export const STATUS_LABELS: Record<SavedStatus, string> = { saved: 'Saved', contacted: 'Contacted', applied: 'Applied', completed: 'Completed' };
/** Tone names the screens map to colours. */
export const STATUS_TONES: Record<SavedStatus, 'info' | 'progress' | 'warning' | 'done'> = { saved: 'info', contacted: 'progress', applied: 'warning', completed: 'done' };

/** One step along saved → contacted → applied → completed; undefined at completed (the button is disabled there). */
export function nextStatus(status: SavedStatus): SavedStatus | undefined {
  return SAVED_STATUSES[SAVED_STATUSES.indexOf(status) + 1];
}

export const REMINDER_TYPES = ['application', 'appointment', 'deadline', 'follow-up', 'other'] as const;
export type ReminderType = (typeof REMINDER_TYPES)[number];

export const URGENT_WINDOW_DAYS = 7;
export const DUE_SOON_DAYS = 3;
export const URGENT_LIST_MAX = 3;
export const RECENT_ACTIVITY_MAX = 5;

const DAY_MS = 86_400_000;

export interface ReminderLike {
  id: string;
  title: string;
  /** ISO date-time. */
  dueDate: string;
  completed: boolean;
}

/** Past its due time and not done. */
export function isOverdue(r: ReminderLike, now: Date): boolean {
  return !r.completed && Date.parse(r.dueDate) < now.getTime();
}

/** Not done, not overdue, and due within the next 3 days. */
export function isDueSoon(r: ReminderLike, now: Date): boolean {
  const due = Date.parse(r.dueDate);
  return !r.completed && due >= now.getTime() && due - now.getTime() <= DUE_SOON_DAYS * DAY_MS;
}

/**
 * "Urgent Items This Week": incomplete reminders due within the next 7 days, soonest first, at most 3. Overdue ones
 * come first: a missed deadline is the most urgent of all.
 */
export function urgentThisWeek<T extends ReminderLike>(reminders: readonly T[], now: Date): T[] {
  const limit = now.getTime() + URGENT_WINDOW_DAYS * DAY_MS;
  return reminders
    .filter((r) => !r.completed && Date.parse(r.dueDate) <= limit)
    .sort((a, b) => Date.parse(a.dueDate) - Date.parse(b.dueDate))
    .slice(0, URGENT_LIST_MAX);
}

export const ACTIVITY_KINDS = ['saved', 'removed', 'status', 'reminderAdded', 'reminderCompleted', 'reminderDeleted'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
/** What she did, as data, so the dashboard words it in its language (dashboard.activity.{kind}). */
export interface ActivityEvent {
  kind: ActivityKind;
  /** The resource's or the reminder's title. */
  title: string;
  /** The status reached, for `status`. */
  status?: SavedStatus;
}

/** An event read back from the device, checked (anything stored may be old or altered); undefined when it is not one. */
export function activityEventOf(value: unknown): ActivityEvent | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { kind, title, status } = value as Record<string, unknown>;
  if (!(ACTIVITY_KINDS as readonly unknown[]).includes(kind) || typeof title !== 'string') return undefined;
  if (kind === 'status' && !(SAVED_STATUSES as readonly unknown[]).includes(status)) return undefined;
  return { kind: kind as ActivityKind, title, ...(kind === 'status' ? { status: status as SavedStatus } : {}) };
}

export interface Activity {
  id: string;
  /** In English: how entries were kept before `event`, and still the words of a page that cannot read `event`. */
  text: string;
  /** ISO date-time. */
  at: string;
  event?: ActivityEvent;
}

/** The 5 most recent things she did (saved, moved a status, added or completed a reminder). */
export function recentActivity(items: readonly Activity[]): Activity[] {
  return [...items].sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, RECENT_ACTIVITY_MAX);
}
