// The user's items over HTTP: 401 signed out, her own items only (another user's are 404), the status one step at a
// time, reminders completed one way, replays of a created reminder applied once, and cross-origin writes refused.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { createSession, generateSessionToken } from '../../api/auth/sessions.ts';
import { applySeed } from '../../api/db/resources-repo.ts';
import { users } from '../../api/db/tables.ts';
import { tempDb, type TempDb } from '../fixtures/db.ts';
import { makeResource } from '../fixtures/factories.ts';

const ORIGIN = 'http://localhost';
let t: TempDb;
let ana: string;
let bea: string;
beforeEach(async () => {
  t = await tempDb();
  await applySeed(t.db, [makeResource({ id: 'shelter-one', title: 'Shelter One' }), makeResource({ id: 'legal-two', title: 'Legal Two', category: 'rights-advocacy' })]);
  for (const [id, email] of [['u-ana', 'ana@example.org'], ['u-bea', 'bea@example.org']]) {
    await t.db.insert(users).values({ id: id!, email: email!, issuer: 'https://id.example.org', subject: id! });
  }
  ana = generateSessionToken();
  bea = generateSessionToken();
  await createSession(t.db, ana, 'u-ana');
  await createSession(t.db, bea, 'u-bea');
});
afterEach(() => t.close());

function call(method: string, path: string, token?: string, body?: unknown, headers: Record<string, string> = {}) {
  return createApp({ db: t.db }).request(`${ORIGIN}/api/user${path}`, {
    method,
    headers: { Origin: ORIGIN, ...(token ? { Cookie: `session=${token}` } : {}), ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...headers },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
}

describe('/api/user', () => {
  it.each([
    ['GET', '/saved-resources'],
    ['POST', '/saved-resources'],
    ['PATCH', '/saved-resources/shelter-one'],
    ['DELETE', '/saved-resources/shelter-one'],
    ['GET', '/reminders'],
    ['POST', '/reminders'],
    ['PATCH', '/reminders/x'],
    ['DELETE', '/reminders/x'],
    ['GET', '/preferences'],
    ['PUT', '/preferences'],
    ['GET', '/ai-recommendations'],
    ['POST', '/import'],
  ])('%s %s answers 401 signed out', async (method, path) => {
    const res = await call(method, path, undefined, method === 'GET' || method === 'DELETE' ? undefined : {});
    expect(res.status).toBe(401);
  });

  it('saves once, lists with the resource’s details, and moves the status one step at a time', async () => {
    expect((await call('POST', '/saved-resources', ana, { resourceId: 'shelter-one' })).status).toBe(201);
    expect((await call('POST', '/saved-resources', ana, { resourceId: 'shelter-one' })).status).toBe(200);
    expect((await call('POST', '/saved-resources', ana, { resourceId: 'no-such-thing' })).status).toBe(404);
    const list = (await (await call('GET', '/saved-resources', ana)).json()) as { id: string; title: string; category: string; status: string }[];
    expect(list).toEqual([expect.objectContaining({ id: 'shelter-one', title: 'Shelter One', category: 'housing-shelter', status: 'saved' })]);
    const jump = await call('PATCH', '/saved-resources/shelter-one', ana, { status: 'applied' });
    expect(jump.status).toBe(409);
    expect((await call('PATCH', '/saved-resources/shelter-one', ana, { status: 'contacted' })).status).toBe(200);
    // A replay of the same change is harmless.
    expect((await call('PATCH', '/saved-resources/shelter-one', ana, { status: 'contacted' })).status).toBe(200);
    expect((await call('PATCH', '/saved-resources/shelter-one', ana, { status: 'lost' })).status).toBe(400);
  });

  it('never shows or changes another user’s items: 404, as if they did not exist', async () => {
    await call('POST', '/saved-resources', ana, { resourceId: 'shelter-one' });
    const made = (await (await call('POST', '/reminders', ana, { title: 'Court date', type: 'appointment', dueDate: '2026-12-01T09:00:00Z' })).json()) as { id: string };
    expect(await (await call('GET', '/saved-resources', bea)).json()).toEqual([]);
    expect(await (await call('GET', '/reminders', bea)).json()).toEqual([]);
    expect((await call('PATCH', '/saved-resources/shelter-one', bea, { status: 'contacted' })).status).toBe(404);
    expect((await call('DELETE', '/saved-resources/shelter-one', bea)).status).toBe(404);
    const patch = await call('PATCH', `/reminders/${made.id}`, bea, { completed: true });
    expect(patch.status).toBe(404);
    expect(await patch.json()).toEqual({ message: 'Nothing of yours is found here.' });
    const mine = (await (await call('GET', '/reminders', ana)).json()) as { completed: boolean }[];
    expect(mine[0]?.completed).toBe(false);
  });

  it('creates reminders once per Idempotency-Key (a key is hers alone), edits them, and completes them one way', async () => {
    const body = { title: 'Send the form', type: 'deadline', dueDate: '2026-11-25T10:00:00Z' };
    const first = await call('POST', '/reminders', ana, body, { 'Idempotency-Key': 'reminder-key-0001' });
    const again = await call('POST', '/reminders', ana, body, { 'Idempotency-Key': 'reminder-key-0001' });
    expect(first.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    // Ana's key sent by another user is refused, and tells nothing of Ana's reminder.
    const beas = await call('POST', '/reminders', bea, body, { 'Idempotency-Key': 'reminder-key-0001' });
    expect(beas.status).toBe(422);
    expect(JSON.stringify(await beas.json())).not.toContain('Send the form');
    expect(await (await call('GET', '/reminders', bea)).json()).toEqual([]);
    const list = (await (await call('GET', '/reminders', ana)).json()) as { id: string }[];
    expect(list).toHaveLength(1);
    const id = list[0]!.id;
    expect(await (await call('PATCH', `/reminders/${id}`, ana, { title: 'Send the signed form' })).json()).toMatchObject({ title: 'Send the signed form', completed: false });
    expect(await (await call('PATCH', `/reminders/${id}`, ana, { completed: true })).json()).toMatchObject({ completed: true });
    const reopen = await call('PATCH', `/reminders/${id}`, ana, { completed: false });
    expect(reopen.status).toBe(400);
    expect(await reopen.json()).toMatchObject({ message: 'A reminder can be completed ({"completed": true}), not reopened.' });
    const bad = await call('POST', '/reminders', ana, { title: ' ', type: 'party', dueDate: 'soon' });
    expect(bad.status).toBe(400);
    // Removed for good, by her only.
    expect((await call('DELETE', `/reminders/${id}`, bea)).status).toBe(404);
    expect((await call('DELETE', `/reminders/${id}`, ana)).status).toBe(204);
    expect(await (await call('GET', '/reminders', ana)).json()).toEqual([]);
  });

  it('refuses writes from another site', async () => {
    const res = await call('POST', '/saved-resources', ana, { resourceId: 'shelter-one' }, { Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await (await call('GET', '/saved-resources', ana)).json()).toEqual([]);
  });

  it('keeps a reminder made on her device under its own id: a second send returns it, another user cannot take the id', async () => {
    const id = crypto.randomUUID();
    const body = { id, title: 'Call the clinic', type: 'appointment', dueDate: '2026-12-01T09:00:00Z' };
    expect((await call('POST', '/reminders', ana, body)).status).toBe(201);
    const again = await call('POST', '/reminders', ana, { ...body, title: 'Changed in between' });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ id, title: 'Call the clinic' });
    expect((await call('POST', '/reminders', bea, body)).status).toBe(409);
    expect((await call('PATCH', `/reminders/${id}`, ana, { completed: true })).status).toBe(200);
  });

  it('stores her preferences and recommends by the published rules, with reasons', async () => {
    expect(await (await call('GET', '/preferences', ana)).json()).toBeNull();
    expect(await (await call('GET', '/ai-recommendations', ana)).json()).toEqual([]);
    const bad = await call('PUT', '/preferences', ana, { needs: [] });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: 'Choose at least one kind of help you are looking for.' });
    const prefs = { needs: ['rights-advocacy'], household: 'with-children', languages: ['Spanish'] };
    expect((await call('PUT', '/preferences', ana, prefs)).status).toBe(200);
    expect(await (await call('GET', '/preferences', ana)).json()).toEqual(prefs);
    // Bea's preferences are her own.
    expect(await (await call('GET', '/preferences', bea)).json()).toBeNull();
    const recs = (await (await call('GET', '/ai-recommendations', ana)).json()) as { id: string; matchScore: number; reasons: string[] }[];
    expect(recs.map((r) => r.id)).toEqual(['legal-two']);
    expect(recs[0]!.matchScore).toBeGreaterThan(0);
    expect(recs[0]!.reasons[0]).toContain('which you are looking for');
  });

  it('moves her device list into her account once, keeping the further-along status', async () => {
    await call('POST', '/saved-resources', ana, { resourceId: 'shelter-one' });
    const reminderId = crypto.randomUUID();
    const body = {
      saved: [
        { resourceId: 'shelter-one', status: 'applied', savedAt: Date.parse('2026-11-01T10:00:00Z') },
        { resourceId: 'legal-two', status: 'contacted' },
        { resourceId: 'gone-from-directory', status: 'saved' },
      ],
      reminders: [{ id: reminderId, title: 'Bring ID', type: 'appointment', dueDate: '2026-12-01T09:00:00Z', completed: false }],
    };
    const first = await call('POST', '/import', ana, body, { 'Idempotency-Key': 'import-key-00001' });
    expect(await first.json()).toEqual({ saved: 2, reminders: 1, skipped: 1 });
    const again = await call('POST', '/import', ana, body, { 'Idempotency-Key': 'import-key-00001' });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const saved = (await (await call('GET', '/saved-resources', ana)).json()) as { id: string; status: string }[];
    expect(Object.fromEntries(saved.map((s) => [s.id, s.status]))).toEqual({ 'shelter-one': 'applied', 'legal-two': 'contacted' });
    expect(await (await call('GET', '/reminders', ana)).json()).toHaveLength(1);
    // Her reminder's id cannot be claimed by another account's import.
    const beas = await call('POST', '/import', bea, { saved: [], reminders: body.reminders });
    expect(await beas.json()).toEqual({ saved: 0, reminders: 0, skipped: 1 });
    expect(await (await call('GET', '/reminders', bea)).json()).toEqual([]);
    const bad = await call('POST', '/import', ana, { saved: [{ resourceId: 'shelter-one', status: 'done' }], reminders: [] });
    expect(bad.status).toBe(400);
  });

  it('refuses a change queued for another account (X-Account), and applies it for its owner', async () => {
    const res = await call('POST', '/saved-resources', bea, { resourceId: 'shelter-one' }, { 'X-Account': 'u-ana' });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'This change belongs to another account. Sign in as that account to send it.' });
    expect(await (await call('GET', '/saved-resources', bea)).json()).toEqual([]);
    expect((await call('POST', '/saved-resources', ana, { resourceId: 'shelter-one' }, { 'X-Account': 'u-ana' })).status).toBe(201);
  });
});
