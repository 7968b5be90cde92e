// POST /api/contact and the rules every public write shares: validation with the spec's messages, idempotent
// replays, rate limits and the abuse guards. The newsletter's own flow is in newsletter.test.ts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { API_BODY_LIMIT_BYTES } from '../../api/http/security.ts';
import { CONTACT_SUCCESS_MESSAGE, MISSING_FIELDS_MESSAGE } from '../../shared/schemas/contact.ts';
import { serverMessage } from '../../shared/server-intl.ts';
import { MAIL_SUBJECTS } from '../../shared/mail-subjects.ts';
import { sqlRow, sqlRows, sqlCount, tempDb, type TempDb } from '../fixtures/db.ts';

let t: TempDb;
beforeEach(async () => {
  t = await tempDb();
});
afterEach(() => t.close());

const ORIGIN = 'http://localhost';
const count = async (table: string) => Number((await sqlCount(t.db, `SELECT count(*) FROM ${table}`)));
const mail = async () => (await sqlRows(t.db, 'SELECT kind, "to", subject, text, headers FROM outbound_mail ORDER BY created_at')) as { kind: string; to: string | null; subject: string; text: string; headers: string }[];

function post(app: ReturnType<typeof createApp>, path: string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const message = { name: 'A. Person', email: 'a.person@example.org', subject: 'Finding a shelter', category: 'resources', message: 'Where can I look for a shelter near me?' };

describe('POST /api/contact', () => {
  it('stores the message, answers 201 with the promise, and queues a staff notification but no copy to her', async () => {
    const res = await post(createApp({ db: t.db }), '/api/contact', message);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ message: CONTACT_SUCCESS_MESSAGE });
    expect((await count('contact_messages'))).toBe(1);
    const row = (await sqlRow(t.db, 'SELECT priority FROM contact_messages')) as { priority: string };
    expect(row.priority).toBe('normal');
    expect((await mail())).toEqual([expect.objectContaining({ kind: 'contact-staff', to: null, subject: 'Contact form: Finding a shelter' })]);
  });

  it('sends her a copy only when she asks for one, and marks emergencies in the subject', async () => {
    await post(createApp({ db: t.db }), '/api/contact', { ...message, priority: 'emergency', sendCopy: true });
    expect((await mail()).map((m) => [m.kind, m.to])).toEqual([
      ['contact-staff', null],
      ['contact-copy', 'a.person@example.org'],
    ]);
    expect((await mail())[0]?.subject).toBe('[EMERGENCY] Contact form: Finding a shelter');
    // Her copy's subject shows in her inbox list: it says nothing of what she wrote about (that is in the text).
    expect((await mail())[1]?.subject).toBe(MAIL_SUBJECTS.contactCopy);
    expect((await mail())[1]?.text).toContain('Subject: Finding a shelter');
  });

  it('refuses missing fields with "Please fill in all required fields." and stores nothing', async () => {
    for (const field of ['name', 'email', 'subject', 'category', 'message'] as const) {
      const res = await post(createApp({ db: t.db }), '/api/contact', { ...message, [field]: field === 'category' ? undefined : '  ' });
      expect(res.status, field).toBe(400);
      expect(((await res.json()) as { message: string }).message, field).toBe(serverMessage('en', MISSING_FIELDS_MESSAGE));
    }
    const bad = await post(createApp({ db: t.db }), '/api/contact', { ...message, email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/email address/);
    expect((await count('contact_messages'))).toBe(0);
    expect((await count('outbound_mail'))).toBe(0);
  });

  it('applies a replay with the same Idempotency-Key once, answers it the same, and refuses the key with another body', async () => {
    const app = createApp({ db: t.db });
    const key = 'key-0123456789abcdef';
    const first = await post(app, '/api/contact', message, { 'Idempotency-Key': key });
    const again = await post(app, '/api/contact', message, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect((await count('contact_messages'))).toBe(1);
    expect((await count('outbound_mail'))).toBe(1);

    const other = await post(app, '/api/contact', { ...message, subject: 'Something else' }, { 'Idempotency-Key': key });
    expect(other.status).toBe(422);
    expect((await count('contact_messages'))).toBe(1);
  });

  it('accepts API clients without a key (then each send is a new message) and refuses a malformed key', async () => {
    const app = createApp({ db: t.db });
    await post(app, '/api/contact', message);
    await post(app, '/api/contact', message);
    expect((await count('contact_messages'))).toBe(2);
    expect((await post(app, '/api/contact', message, { 'Idempotency-Key': 'x' })).status).toBe(400);
  });

  it('accepts our own pages behind a proxy that ends TLS (same host, other scheme)', async () => {
    const res = await post(createApp({ db: t.db }), '/api/contact', message, { Origin: 'https://localhost' });
    expect(res.status).toBe(201);
  });

  it('refuses cross-site writes, bodies that are not JSON, bodies over the limit, and broken JSON', async () => {
    const app = createApp({ db: t.db });
    expect((await post(app, '/api/contact', message, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await post(app, '/api/contact', message, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(app, '/api/contact', 'name=a', { 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await post(app, '/api/contact', { ...message, message: 'x'.repeat(API_BODY_LIMIT_BYTES) })).status).toBe(413);
    const broken = await post(app, '/api/contact', '{"name":');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ message: 'The request body is not valid JSON.' });
    expect((await count('contact_messages'))).toBe(0);
  });

  it('limits how often one client can write: 429 with Retry-After and a message', async () => {
    const app = createApp({ db: t.db, writeLimit: { limit: 2, windowMs: 60_000 } });
    expect((await post(app, '/api/contact', message)).status).toBe(201);
    expect((await post(app, '/api/contact', message)).status).toBe(201);
    const limited = await post(app, '/api/contact', message);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { message: string }).message).toMatch(/Too many requests/);
    expect((await count('contact_messages'))).toBe(2);
  });

  it('counts a burst sent all at once one request at a time: exactly the limit gets through', async () => {
    const app = createApp({ db: t.db, writeLimit: { limit: 3, windowMs: 60_000 } });
    const statuses = (await Promise.all(Array.from({ length: 10 }, () => post(app, '/api/contact', message)))).map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });
});

describe('rate limits behind a proxy', () => {
  it('count each forwarded client apart when TRUST_PROXY is on, by the address our proxy added', async () => {
    const app = createApp({ db: t.db, writeLimit: { limit: 1, windowMs: 60_000, trustProxy: true } });
    expect((await post(app, '/api/contact', message, { 'X-Forwarded-For': '203.0.113.1' })).status).toBe(201);
    expect((await post(app, '/api/contact', message, { 'X-Forwarded-For': '203.0.113.2' })).status).toBe(201);
    // The proxy appends what it saw: an address the client wrote in front does not make it a new client.
    expect((await post(app, '/api/contact', message, { 'X-Forwarded-For': '198.51.100.7, 203.0.113.1' })).status).toBe(429);
  });
});
