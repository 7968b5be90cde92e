// The team's articles in Spanish (issue 22): the seed stores each article's Spanish version beside the English, the
// news API carries it with every article (so a device shows either language offline), an editor's Spanish text is
// sanitised like the English and bumps the article's change number once, and a Spanish version left empty is none.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { createSession, generateSessionToken } from '../../api/auth/sessions.ts';
import { seedArticles } from '../../api/db/seed.ts';
import { adminUsers, users } from '../../api/db/tables.ts';
import type { NewsArticle, NewsResponse } from '../../shared/schemas/news.ts';
import { sqlCount, sqlRow, sqlValue, tempDb, type TempDb } from '../fixtures/db.ts';

const ORIGIN = 'http://localhost';
const data = (name: string) => readFileSync(new URL(`../../data/${name}`, import.meta.url), 'utf8');
const spanishFile = JSON.parse(data('articles-es.json')) as { articles: { id: string; title: string; excerpt: string; content: string }[] };
const spanishOf = (id: string) => spanishFile.articles.find((a) => a.id === id)!;

let t: TempDb;
let token: string;
beforeEach(async () => {
  t = await tempDb();
  await t.db.insert(users).values({ id: 'u-editor', issuer: 'https://id.example.org', subject: 'u-editor', email: 'editor@example.org' });
  token = generateSessionToken();
  await createSession(t.db, token, 'u-editor');
  await t.db.insert(adminUsers).values({ id: 'a-editor', userId: 'u-editor', label: 'editor', role: 'editor' });
});
afterEach(() => t.close());

const app = () => createApp({ db: t.db });
async function news(query = '?limit=50'): Promise<NewsArticle[]> {
  return ((await (await app().request(`${ORIGIN}/api/news${query}`)).json()) as NewsResponse).articles;
}
async function teamArticle(id: string): Promise<NewsArticle> {
  return ((await (await app().request(`${ORIGIN}/api/news/articles/${id}`)).json()) as { article: NewsArticle }).article;
}
function admin(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return app().request(`${ORIGIN}/api/admin${path}`, {
    method,
    headers: { Origin: ORIGIN, Cookie: `session=${token}`, ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...headers },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
}
const version = async (id: string) => Number((await sqlValue(t.db, 'SELECT version FROM articles WHERE id = ?', id)));
const audits = async () => Number((await sqlCount(t.db, 'SELECT count(*) FROM audit_log')));

const ARTICLE = { title: 'Know your rights at work', excerpt: 'What the law says.', content: 'Some **text**.', category: 'workplace-equality' };
const SPANISH = { title: 'Conozca sus derechos en el trabajo', excerpt: 'Lo que dice la ley.', content: 'Un **texto**.' };

describe('the seed', () => {
  it('stores every seeded article’s Spanish version, rendered to HTML, and the news API carries it', async () => {
    expect((await seedArticles(t.db)).inserted).toBe(5);
    const listed = (await news()).filter((a) => a.byTeam);
    expect(listed).toHaveLength(5);
    for (const a of listed) {
      const es = spanishOf(a.id);
      expect(a.es, a.id).toMatchObject({ title: es.title, description: es.excerpt });
      // The English stays the English.
      expect(a.title).not.toBe(es.title);
      expect(a.es?.contentHtml, a.id).toMatch(/^<p>/);
      expect(a.es?.contentHtml).toContain(es.content.split('\n\n')[0]!.slice(0, 40));
    }
    const one = await teamArticle('safety-planning-basics');
    expect(one.es?.title).toBe('Plan de seguridad: cómo empezar, en privado y paso a paso');
    expect(one.es?.contentHtml).toContain('Un plan de seguridad no es un formulario');
    expect(one.contentHtml).toContain('A safety plan is not a form you hand to anyone.');
  });

  it('updates an article whose Spanish text changed (its change number once), and nothing when nothing changed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'whs-articles-'));
    try {
      writeFileSync(join(dir, 'articles.json'), data('articles.json'));
      writeFileSync(join(dir, 'articles-es.json'), data('articles-es.json'));
      await seedArticles(t.db, join(dir, 'articles.json'));
      const before = (await version('free-tax-help'));
      const edited = { articles: spanishFile.articles.map((a) => (a.id === 'free-tax-help' ? { ...a, title: 'Ayuda gratuita con los impuestos' } : a)) };
      writeFileSync(join(dir, 'articles-es.json'), JSON.stringify(edited));
      expect(await seedArticles(t.db, join(dir, 'articles.json'))).toEqual({ inserted: 0, updated: 1, removed: 0 });
      expect((await version('free-tax-help'))).toBe(before + 1);
      expect(await seedArticles(t.db, join(dir, 'articles.json'))).toEqual({ inserted: 0, updated: 0, removed: 0 });
      // A Spanish entry for an article the English file does not have is a mistake in the file, said at start.
      writeFileSync(join(dir, 'articles-es.json'), JSON.stringify({ articles: [{ ...spanishOf('free-tax-help'), id: 'no-such-article' }] }));
      await expect(seedArticles(t.db, join(dir, 'articles.json'))).rejects.toThrow(/articles-es\.json.*no-such-article/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('an editor’s Spanish version', () => {
  it('is sanitised like the English, bumps the change number once, is logged once, and reaches the news once', async () => {
    const created = await admin('POST', '/articles', ARTICLE);
    expect(created.status).toBe(201);
    const { id } = ((await created.json()) as { article: { id: string } }).article;
    expect((await teamArticle(id)).es).toBeUndefined();
    const before = (await version(id));
    const logged = (await audits());

    const content = 'Un **texto** nuevo.\n\n<script>window.__xss = 1</script>\n\n[enlace](javascript:window.__xss=1)\n\n<img src=x onerror="window.__xss = 1">';
    const res = await admin('PUT', `/articles/${id}`, { ...ARTICLE, es: { ...SPANISH, content } });
    expect(res.status).toBe(200);
    const saved = ((await res.json()) as { article: { es?: { contentHtml: string } } }).article;
    expect(saved.es?.contentHtml).toContain('<strong>texto</strong>');
    expect(saved.es?.contentHtml).not.toMatch(/<script|onerror|javascript:|<img/i);
    expect((await version(id))).toBe(before + 1);
    expect((await audits())).toBe(logged + 1);

    const listed = (await news()).filter((a) => a.id === id);
    expect(listed).toHaveLength(1);
    expect(listed[0]!.es).toEqual({ title: SPANISH.title, description: SPANISH.excerpt, contentHtml: saved.es!.contentHtml });
    expect(listed[0]!.title).toBe(ARTICLE.title);
    const edited = ((await (await admin('GET', '/articles')).json()) as { id: string; es?: { content: string } }[]).find((a) => a.id === id);
    expect(edited?.es?.content).toBe(content);
  });

  it('left empty is none: the Spanish pages then show the English', async () => {
    const created = await admin('POST', '/articles', { ...ARTICLE, es: SPANISH });
    const { id } = ((await created.json()) as { article: { id: string } }).article;
    expect((await teamArticle(id)).es?.title).toBe(SPANISH.title);
    const res = await admin('PUT', `/articles/${id}`, { ...ARTICLE, es: { title: '  ', excerpt: '', content: '' } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { article: { es?: unknown } }).article.es).toBeUndefined();
    expect((await teamArticle(id)).es).toBeUndefined();
    expect((await sqlRow(t.db, 'SELECT title_es, excerpt_es, content_es, content_html_es FROM articles WHERE id = ?', id))).toEqual({
      title_es: null,
      excerpt_es: null,
      content_es: null,
      content_html_es: null,
    });
  });

  it('is refused when only partly written or too long, field by field in the reader’s language, changing nothing', async () => {
    const created = await admin('POST', '/articles', ARTICLE);
    const { id } = ((await created.json()) as { article: { id: string } }).article;
    const stored = (await sqlRow(t.db, 'SELECT * FROM articles WHERE id = ?', id));
    const logged = (await audits());
    const cases: [unknown, string, string, string][] = [
      [{ ...SPANISH, title: '' }, 'es.title', 'Give the Spanish version a title, or leave all three Spanish fields empty.', 'Escriba un título para la versión en español, o deje vacíos los tres campos en español.'],
      [{ ...SPANISH, excerpt: ' ' }, 'es.excerpt', 'Give the Spanish version an excerpt, or leave all three Spanish fields empty.', 'Escriba un resumen para la versión en español, o deje vacíos los tres campos en español.'],
      [{ title: SPANISH.title, excerpt: SPANISH.excerpt }, 'es.content', 'Give the Spanish version its content, or leave all three Spanish fields empty.', 'Escriba el contenido de la versión en español, o deje vacíos los tres campos en español.'],
      [{ ...SPANISH, title: 'x'.repeat(201) }, 'es.title', 'The Spanish title must be at most 200 characters.', 'El título en español puede tener como máximo 200 caracteres.'],
      [{ ...SPANISH, content: 'x'.repeat(20_001) }, 'es.content', 'The Spanish content must be at most 20,000 characters.', 'El contenido en español puede tener como máximo 20,000 caracteres.'],
    ];
    for (const [es, path, english, spanish] of cases) {
      for (const [language, message] of [['en', english], ['es', spanish]] as const) {
        const res = await admin('PUT', `/articles/${id}`, { ...ARTICLE, es }, { 'Accept-Language': language });
        expect(res.status).toBe(400);
        const body = (await res.json()) as { message: string; issues: { path: string; message: string }[] };
        expect(body.issues).toContainEqual({ path, message });
        expect(body.message).toBe(message);
      }
    }
    expect((await sqlRow(t.db, 'SELECT * FROM articles WHERE id = ?', id))).toEqual(stored);
    expect((await audits())).toBe(logged);
  });

  it('says what is wrong with the English fields in the editor’s language too', async () => {
    const cases: [unknown, string, string, string][] = [
      [{ ...ARTICLE, title: ' ' }, 'title', 'Give the article a title.', 'Escriba un título para el artículo.'],
      [{ ...ARTICLE, excerpt: 'x'.repeat(501) }, 'excerpt', 'The excerpt must be at most 500 characters.', 'El resumen puede tener como máximo 500 caracteres.'],
      [{ ...ARTICLE, imageUrl: 'https://tracker.example/pixel.gif' }, 'imageUrl', 'The image must be a picture on this site, its address starting with / (for example /images/article.jpg).', 'La imagen debe ser una imagen de este sitio, con una dirección que empiece con / (por ejemplo, /images/article.jpg).'],
    ];
    for (const [body, path, english, spanish] of cases) {
      for (const [language, message] of [['en', english], ['es', spanish]] as const) {
        const res = await admin('POST', '/articles', body, { 'Accept-Language': language });
        expect(res.status).toBe(400);
        expect(((await res.json()) as { issues: { path: string; message: string }[] }).issues).toContainEqual({ path, message });
      }
    }
  });
});
