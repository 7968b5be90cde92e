// Her list on the device: saving once, the status flow one step at a time, reminders completed one way, activity.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DeviceDb } from '../../web/local/db.ts';
import { addReminder, advanceStatus, completeReminder, editReminder, removeSaved, saveResource } from '../../web/local/my-list.ts';

let device: DeviceDb;
beforeEach(() => {
  device = new DeviceDb(`my-list-${Math.random()}`);
});
afterEach(async () => {
  device.close();
  await device.delete();
});

describe('saved resources', () => {
  it('are saved once, move saved → contacted → applied → completed, and stop there', async () => {
    await saveResource('r1', 'Shelter', device, 1);
    await saveResource('r1', 'Shelter', device, 2);
    expect(await device.saved.count()).toBe(1);
    expect(await advanceStatus('r1', 'Shelter', device)).toBe('contacted');
    expect(await advanceStatus('r1', 'Shelter', device)).toBe('applied');
    expect(await advanceStatus('r1', 'Shelter', device)).toBe('completed');
    expect(await advanceStatus('r1', 'Shelter', device)).toBeUndefined();
    expect((await device.saved.get('r1'))?.status).toBe('completed');
    await removeSaved('r1', 'Shelter', device);
    expect(await device.saved.count()).toBe(0);
    const texts = (await device.activity.orderBy('at').toArray()).map((a) => a.text);
    expect(texts).toEqual(['Saved “Shelter”', '“Shelter”: contacted', '“Shelter”: applied', '“Shelter”: completed', 'Removed “Shelter” from the list']);
  });
});

describe('reminders', () => {
  it('are added, edited, and completed one way', async () => {
    const r = await addReminder({ title: 'Housing form', type: 'application', dueDate: '2026-11-25T10:00:00.000Z' }, device);
    await editReminder(r.id, { title: 'Housing form (signed)', type: 'deadline', dueDate: '2026-11-26T10:00:00.000Z' }, device);
    expect(await device.reminders.get(r.id)).toMatchObject({ title: 'Housing form (signed)', type: 'deadline', completed: false });
    await completeReminder(r.id, device);
    await completeReminder(r.id, device);
    expect((await device.reminders.get(r.id))?.completed).toBe(true);
    expect((await device.activity.toArray()).filter((a) => a.text.startsWith('Completed'))).toHaveLength(1);
  });
});
