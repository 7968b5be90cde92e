// The dashboard's rules: the status flow, overdue and due-soon, urgent items this week, recent activity.
import { describe, expect, it } from 'vitest';
import { isDueSoon, isOverdue, nextStatus, recentActivity, urgentThisWeek, type ReminderLike } from '../../shared/dashboard/rules.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const inDays = (d: number) => new Date(NOW.getTime() + d * 86_400_000).toISOString();
const reminder = (id: string, days: number, completed = false): ReminderLike => ({ id, title: id, dueDate: inDays(days), completed });

describe('saved resource status', () => {
  it('moves one step at a time, and stops at completed', () => {
    expect(nextStatus('saved')).toBe('contacted');
    expect(nextStatus('contacted')).toBe('applied');
    expect(nextStatus('applied')).toBe('completed');
    expect(nextStatus('completed')).toBeUndefined();
  });
});

describe('reminders', () => {
  it('are overdue once past due and not done', () => {
    expect(isOverdue(reminder('a', -0.01), NOW)).toBe(true);
    expect(isOverdue(reminder('a', -5, true), NOW)).toBe(false);
    expect(isOverdue(reminder('a', 1), NOW)).toBe(false);
  });

  it('are due soon within 3 days, not after, and never when overdue or done', () => {
    expect(isDueSoon(reminder('a', 0.5), NOW)).toBe(true);
    expect(isDueSoon(reminder('a', 3), NOW)).toBe(true);
    expect(isDueSoon(reminder('a', 3.01), NOW)).toBe(false);
    expect(isDueSoon(reminder('a', -1), NOW)).toBe(false);
    expect(isDueSoon(reminder('a', 1, true), NOW)).toBe(false);
  });

  it('urgent this week: incomplete, due within 7 days (overdue first), soonest first, at most 3', () => {
    const list = [reminder('later', 8), reminder('six', 6), reminder('done', 1, true), reminder('two', 2), reminder('missed', -1), reminder('five', 5)];
    expect(urgentThisWeek(list, NOW).map((r) => r.id)).toEqual(['missed', 'two', 'five']);
    expect(urgentThisWeek([reminder('later', 8)], NOW)).toEqual([]);
  });
});

describe('recent activity', () => {
  it('keeps the 5 latest, newest first', () => {
    const items = Array.from({ length: 7 }, (_, i) => ({ id: String(i), text: `t${i}`, at: inDays(-i) }));
    expect(recentActivity(items).map((a) => a.id)).toEqual(['0', '1', '2', '3', '4']);
  });
});
