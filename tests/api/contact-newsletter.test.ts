// POST /api/contact and the newsletter: validation with the spec's messages, idempotent replays, rate limits,
// the abuse guards, and the one-click unsubscribe link.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { API_BODY_LIMIT_BYTES } from '../../api/http/security.ts';
import { CONTACT_SUCCESS_MESSAGE, MISSING_FIELDS_MESSAGE } from '../../shared/schemas/contact.ts';
import { EMAIL_REQUIRED_MESSAGE, SUBSCRIBE_SUCCESS_MESSAGE } from '../../shared/schemas/newsletter.ts';
import { tempDb, type TempDb } from '../fixtures/db.ts';

let t: TempDb;
beforeEach(() => {
  t = tempDb();
});
afterEach(() => t.close());

const ORIGIN = 'http://localhost';
const count = (table: string) => Number(t.db.$client.prepare(`SELECT count(*) FROM ${table}`).pluck().get());
const mail = () => t.db.$client.prepare('SELECT kind, "to", subject, text, headers FROM outbound_mail ORDER BY created_at').all() as { kind: string; to: string | null; subject: string; text: string; headers: string }[];

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
    expect(count('contact_messages')).toBe(1);
    const row = t.db.$client.prepare('SELECT priority FROM contact_messages').get() as { priority: string };
    expect(row.priority).toBe('normal');
    expect(mail()).toEqual([expect.objectContaining({ kind: 'contact-staff', to: null, subject: 'Contact form: Finding a shelter' })]);
  });

  it('sends her a copy only when she asks for one, and marks emergencies in the subject', async () => {
    await post(createApp({ db: t.db }), '/api/contact', { ...message, priority: 'emergency', sendCopy: true });
    expect(mail().map((m) => [m.kind, m.to])).toEqual([
      ['contact-staff', null],
      ['contact-copy', 'a.person@example.org'],
    ]);
    expect(mail()[0]?.subject).toBe('[EMERGENCY] Contact form: Finding a shelter');
  });

  it('refuses missing fields with "Please fill in all required fields." and stores nothing', async () => {
    for (const field of ['name', 'email', 'subject', 'category', 'message'] as const) {
      const res = await post(createApp({ db: t.db }), '/api/contact', { ...message, [field]: field === 'category' ? undefined : '  ' });
      expect(res.status, field).toBe(400);
      expect(((await res.json()) as { message: string }).message, field).toBe(MISSING_FIELDS_MESSAGE);
    }
    const bad = await post(createApp({ db: t.db }), '/api/contact', { ...message, email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/email address/);
    expect(count('contact_messages')).toBe(0);
    expect(count('outbound_mail')).toBe(0);
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
    expect(count('contact_messages')).toBe(1);
    expect(count('outbound_mail')).toBe(1);

    const other = await post(app, '/api/contact', { ...message, subject: 'Something else' }, { 'Idempotency-Key': key });
    expect(other.status).toBe(422);
    expect(count('contact_messages')).toBe(1);
  });

  it('accepts API clients without a key (then each send is a new message) and refuses a malformed key', async () => {
    const app = createApp({ db: t.db });
    await post(app, '/api/contact', message);
    await post(app, '/api/contact', message);
    expect(count('contact_messages')).toBe(2);
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
    expect(count('contact_messages')).toBe(0);
  });

  it('limits how often one client can write: 429 with Retry-After and a message', async () => {
    const app = createApp({ db: t.db, writeLimit: { limit: 2, windowMs: 60_000 } });
    expect((await post(app, '/api/contact', message)).status).toBe(201);
    expect((await post(app, '/api/contact', message)).status).toBe(201);
    const limited = await post(app, '/api/contact', message);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { message: string }).message).toMatch(/Too many requests/);
    expect(count('contact_messages')).toBe(2);
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

describe('the newsletter', () => {
  it('subscribes with a confirmation email that carries a working one-click unsubscribe link', async () => {
    const app = createApp({ db: t.db });
    const res = await post(app, '/api/newsletter/subscribe', { email: 'Reader@Example.org', interests: ['health', 'career'] });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: SUBSCRIBE_SUCCESS_MESSAGE });
    const [confirmation] = mail();
    expect(confirmation).toMatchObject({ kind: 'newsletter-confirmation', to: 'reader@example.org' });
    expect(confirmation?.text).toMatch(/Women’s Health/);
    const link = /(http\S+\/api\/newsletter\/unsubscribe\?token=\S+)/.exec(confirmation?.text ?? '')?.[1] ?? '';
    expect(JSON.parse(confirmation?.headers ?? '{}')).toEqual({ 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

    const page = await app.request(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/You are unsubscribed/);
    const row = t.db.$client.prepare('SELECT is_active FROM newsletter_subscriptions').get() as { is_active: number };
    expect(row.is_active).toBe(0);
  });

  it('subscribing again updates the interests instead of failing, with an answer that does not tell the two apart', async () => {
    const app = createApp({ db: t.db });
    const first = await post(app, '/api/newsletter/subscribe', { email: 'reader@example.org', interests: ['health'] });
    const again = await post(app, '/api/newsletter/subscribe', { email: 'reader@example.org', interests: ['finance', 'finance'] });
    expect(again.status).toBe(first.status);
    expect(Object.keys((await again.json()) as object)).toEqual(Object.keys((await first.json()) as object));
    const rows = t.db.$client.prepare('SELECT interests FROM newsletter_subscriptions').all() as { interests: string }[];
    expect(rows.map((r) => JSON.parse(r.interests))).toEqual([['finance']]);
  });

  it('refuses an empty email with "Please enter your email address." and unknown interests', async () => {
    const app = createApp({ db: t.db });
    const empty = await post(app, '/api/newsletter/subscribe', { email: ' ', interests: [] });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { message: string }).message).toBe(EMAIL_REQUIRED_MESSAGE);
    expect((await post(app, '/api/newsletter/subscribe', { email: 'a@example.org', interests: ['gossip'] })).status).toBe(400);
    expect(count('newsletter_subscriptions')).toBe(0);
  });

  it('unsubscribes with the RFC 8058 one-click POST a mail provider sends from its own servers', async () => {
    const app = createApp({ db: t.db });
    await post(app, '/api/newsletter/subscribe', { email: 'reader@example.org', interests: [] });
    const link = /(http\S+\/api\/newsletter\/unsubscribe\?token=\S+)/.exec(mail()[0]?.text ?? '')?.[1] ?? '';
    const oneClick = (url: string) =>
      app.request(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://mail.example.com', 'Sec-Fetch-Site': 'cross-site' },
        body: 'List-Unsubscribe=One-Click',
      });
    expect((await oneClick(link.replace(/token=.*/, 'token=not-a-real-token-123'))).status).toBe(404);
    expect(count('newsletter_subscriptions')).toBe(1);
    expect((t.db.$client.prepare('SELECT is_active FROM newsletter_subscriptions').get() as { is_active: number }).is_active).toBe(1);
    const res = await oneClick(link);
    expect(res.status).toBe(200);
    expect((t.db.$client.prepare('SELECT is_active FROM newsletter_subscriptions').get() as { is_active: number }).is_active).toBe(0);
    // Other writes from other sites are still refused.
    expect((await post(app, '/api/newsletter/subscribe', { email: 'x@example.org' }, { Origin: 'https://mail.example.com' })).status).toBe(403);
  });

  it('says plainly when an unsubscribe link is not valid', async () => {
    const res = await createApp({ db: t.db }).request('/api/newsletter/unsubscribe?token=not-a-real-token-123');
    expect(res.status).toBe(404);
    expect(await res.text()).toMatch(/not valid/);
  });
});
