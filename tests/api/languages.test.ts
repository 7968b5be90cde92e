// Her language across the server (issue 22): a Spanish request gets Spanish answers and an English one English
// (from an explicit lang or Accept-Language, as the app and the outbox send it), writes record the language they were
// made in, and a Spanish subscriber's confirmation email and pages are in Spanish.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { acceptedLanguages } from '../../api/http/locale.ts';
import { sqlRow, sqlRows, sqlRun, tempDb, type TempDb } from '../fixtures/db.ts';

let t: TempDb;
let app: ReturnType<typeof createApp>;
beforeEach(async () => {
  t = await tempDb();
  app = createApp({ db: t.db });
});
afterEach(() => t.close());

const ORIGIN = 'http://localhost';
const row = async <T,>(sql: string, ...args: unknown[]) => (await sqlRow(t.db, sql, ...args)) as T | undefined;
const confirmations = async () => (await sqlRows(t.db, "SELECT subject, text, headers FROM outbound_mail WHERE kind = 'newsletter-confirmation' ORDER BY created_at")) as { subject: string; text: string; headers: string }[];

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(`${ORIGIN}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: ORIGIN, ...headers }, body: JSON.stringify(body) });
}
const message = { name: 'A. Person', email: 'a.person@example.org', subject: 'Buscando refugio', category: 'resources', message: '¿Dónde puedo buscar un refugio cerca?' };

describe('the language of an answer', () => {
  it('reads Accept-Language by preference, and ignores languages the site does not have', () => {
    expect(acceptedLanguages('en;q=0.5, es-MX, fr;q=0.9')).toEqual(['es-MX', 'fr', 'en']);
    expect(acceptedLanguages('es;q=0, en')).toEqual(['en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('gives a Spanish request Spanish validation messages, an English one English, and nothing asked English', async () => {
    const { name: _, ...noName } = message;
    const es = await post('/api/contact', { ...noName, email: 'not-an-address' }, { 'Accept-Language': 'es-US,es;q=0.9,en;q=0.8' });
    expect(es.status).toBe(400);
    const esBody = (await es.json()) as { message: string; issues: { path: string; message: string }[] };
    expect(esBody.message).toBe('Complete todos los campos obligatorios.');
    expect(esBody.issues).toContainEqual({ path: 'email', message: 'Escriba un correo electrónico como nombre@ejemplo.org.' });

    const en = await post('/api/contact', { ...noName, email: 'not-an-address' }, { 'Accept-Language': 'en-US,es;q=0.5' });
    const enBody = (await en.json()) as { message: string; issues: { path: string; message: string }[] };
    expect(enBody.message).toBe('Please fill in all required fields.');
    expect(enBody.issues).toContainEqual({ path: 'email', message: 'Enter an email address like name@example.org.' });

    const none = await post('/api/contact', { ...noName, email: 'x' });
    expect(((await none.json()) as { message: string }).message).toBe('Please fill in all required fields.');
  });

  it('takes an explicit lang over Accept-Language, for errors of every kind: not found, a too-long note, a conflict', async () => {
    const notFound = await app.request(`${ORIGIN}/api/nothing-here?lang=es`, { headers: { 'Accept-Language': 'en' } });
    expect(notFound.status).toBe(404);
    expect(((await notFound.json()) as { message: string }).message).toBe('No se encontró nada en GET /api/nothing-here.');
    const english = await app.request(`${ORIGIN}/api/nothing-here`, { headers: { 'Accept-Language': 'en' } });
    expect(((await english.json()) as { message: string }).message).toBe('Nothing is found at GET /api/nothing-here.');

    const long = await post('/api/contact?lang=es', { ...message, name: 'x'.repeat(121) });
    expect(((await long.json()) as { issues: { path: string; message: string }[] }).issues).toContainEqual({ path: 'name', message: 'Use como máximo 120 caracteres.' });

    const key = { 'Idempotency-Key': 'same-key-for-two-bodies' };
    expect((await post('/api/contact', message, { ...key, 'Accept-Language': 'es' })).status).toBe(201);
    const conflict = await post('/api/contact', { ...message, subject: 'Otro' }, { ...key, 'Accept-Language': 'es' });
    expect(conflict.status).toBe(422);
    expect(((await conflict.json()) as { message: string }).message).toMatch(/^Esta Idempotency-Key ya se usó/);
  });

  it('says the rate limit in her language, with the wait in words of that language', async () => {
    const limited = createApp({ db: t.db, writeLimit: { limit: 1, windowMs: 60_000 } });
    const send = (lang: string) =>
      limited.request(`${ORIGIN}/api/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'Accept-Language': lang }, body: JSON.stringify(message) });
    expect((await send('es')).status).toBe(201);
    const es = await send('es');
    expect(es.status).toBe(429);
    expect(((await es.json()) as { message: string }).message).toMatch(/^Demasiadas solicitudes desde esta conexión\. Espere \d+ segundos? y vuelva a intentarlo\.$/);
    const en = await send('en');
    expect(((await en.json()) as { message: string }).message).toMatch(/^Too many requests from this connection\. Please wait \d+ seconds? and try again\.$/);
  });
});

describe('writes keep the language they were made in', () => {
  it('stores a contact message with its language (Spanish from /es, English by default) and thanks her in it', async () => {
    const es = await post('/api/contact', message, { 'Accept-Language': 'es' });
    expect(es.status).toBe(201);
    const { id, message: thanks } = (await es.json()) as { id: string; message: string };
    expect(thanks).toBe('Gracias por comunicarse con nosotros. Le responderemos en un plazo de 24 a 48 horas.');
    expect((await row<{ language: string }>('SELECT language FROM contact_messages WHERE id = ?', id))?.language).toBe('es');

    const en = (await (await post('/api/contact', { ...message, email: 'b@example.org' })).json()) as { id: string };
    expect((await row<{ language: string }>('SELECT language FROM contact_messages WHERE id = ?', en.id))?.language).toBe('en');
  });

  it('writes her copy of a message in Spanish, and tells the team which language she wrote in', async () => {
    await post('/api/contact', { ...message, sendCopy: true }, { 'Accept-Language': 'es' });
    const mails = (await sqlRows(t.db, 'SELECT kind, subject, text FROM outbound_mail ORDER BY created_at')) as { kind: string; subject: string; text: string }[];
    const copy = mails.find((m) => m.kind === 'contact-copy');
    expect(copy?.subject).toBe('Una copia de su mensaje');
    expect(copy?.text).toContain('Gracias por escribir a Women’s Help & Resources.');
    expect(copy?.text).toContain('Asunto: Buscando refugio');
    expect(mails.find((m) => m.kind === 'contact-staff')?.text).toContain('Language: Spanish');
  });

  it('stores a subscription with its language, and sends a Spanish subscriber her confirmation in Spanish, its links and pages too', async () => {
    const res = await post('/api/newsletter/subscribe', { email: 'lectora@example.org', interests: ['health'] }, { 'Accept-Language': 'es-MX,es;q=0.9' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toMatch(/^¡Gracias! Revise su bandeja de entrada/);
    await post('/api/newsletter/subscribe', { email: 'reader@example.org' });
    expect((await row<{ language: string }>('SELECT language FROM newsletter_subscriptions WHERE email = ?', 'lectora@example.org'))?.language).toBe('es');
    expect((await row<{ language: string }>('SELECT language FROM newsletter_subscriptions WHERE email = ?', 'reader@example.org'))?.language).toBe('en');

    const [spanish, english] = (await confirmations());
    expect(spanish?.subject).toBe('Confirme su dirección de correo');
    expect(spanish?.text).toContain('Alguien, esperamos que usted, pidió recibir novedades de Women’s Help & Resources');
    expect(spanish?.text).toContain('- Salud de la mujer');
    expect(spanish?.text).not.toMatch(/\b(the|your|this)\b/i);
    expect(english?.subject).toBe('Please confirm your email address');

    const link = /(http\S+\/api\/newsletter\/confirm\?\S+)/.exec(spanish?.text ?? '')?.[1];
    expect(link).toMatch(/&lang=es$/);
    const page = await app.request(link!);
    const html = await page.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<h1>Confirme su suscripción</h1>');
    expect(html).toContain('action="/api/newsletter/confirm?lang=es"');
    const token = new URL(link!).searchParams.get('token')!;
    const confirmed = await app.request(`${ORIGIN}/api/newsletter/confirm?lang=es`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin' },
      body: new URLSearchParams({ token }).toString(),
    });
    expect(await confirmed.text()).toContain('<h1>Su suscripción está confirmada</h1>');

    // Her English email's pages stay English on a browser that prefers Spanish (a shared phone, a library computer).
    const englishLink = /(http\S+\/api\/newsletter\/confirm\?\S+)/.exec(english?.text ?? '')?.[1];
    expect(englishLink).toMatch(/&lang=en$/);
    const englishPage = await (await app.request(englishLink!, { headers: { 'Accept-Language': 'es' } })).text();
    expect(englishPage).toContain('<html lang="en">');
    expect(englishPage).toContain('action="/api/newsletter/confirm?lang=en"');
  });

  it('lists each message’s and subscriber’s language for the admin', async () => {
    const { listMessages, listSubscribers } = await import('../../api/db/admin-repo.ts');
    await post('/api/contact', message, { 'Accept-Language': 'es' });
    expect((await listMessages(t.db)).map((m) => m.language)).toEqual(['es']);
    (await sqlRun(t.db, "INSERT INTO newsletter_subscriptions (id, email, status, language) VALUES ('s1', 'a@example.org', 'active', 'es')"));
    expect((await listSubscribers(t.db)).map((s) => s.language)).toEqual(['es']);
  });
});
