import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { seedArticles } from '../../api/db/seed.ts';
import { readWebBuild } from '../../api/routes/web.ts';
import { sqlRun, tempDb, type TempDb } from '../fixtures/db.ts';
import { staticCrisisHtml } from '../../shared/crisis-html.ts';

const INDEX = `<!doctype html><html lang="en"><head><title>Home title</title><meta name="description" content="Home description" /></head><body><div id="root">${staticCrisisHtml('en')}</div></body></html>`;

let t: TempDb;
let dir: string;
beforeEach(async () => {
  t = await tempDb();
  dir = mkdtempSync(join(tmpdir(), 'whs-web-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'assets', 'sync-worker-abc123.js'), 'console.log(2)');
  writeFileSync(join(dir, '.vite', 'manifest.json'), '{}');
});
afterEach(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const app = () => createApp({ db: t.db, web: { dir, indexHtml: INDEX } });

describe('serving the built app', () => {
  it('sends the app’s scripts without the page policies, a worker’s script and the pages with them', async () => {
    const script = await app().request('/assets/app-abc123.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(script.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(script.headers.get('content-security-policy')).toBeNull();
    expect(script.headers.get('permissions-policy')).toBeNull();
    // A worker takes its policy from its script's answer.
    const worker = await app().request('/assets/sync-worker-abc123.js');
    expect(worker.headers.get('content-security-policy')).toContain("default-src 'self'");
    const page = await app().request('/');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  it('allows the built pages’ own style and early script by their hashes, and nothing else inline', async () => {
    const css = 'body{color:#222}';
    const early = 'performance.mark("early-script")';
    const built = `<!doctype html><html lang="en"><head><title>About</title><style>${css}</style></head><body><div id="root" data-prerendered><h1>About</h1></div><script>${early}</script></body></html>`;
    const policy = async (pages?: Map<string, string>) => {
      const res = await createApp({ db: t.db, web: { dir, indexHtml: INDEX, ...(pages ? { pages } : {}) } }).request('/about');
      return res.headers.get('content-security-policy') ?? '';
    };
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const withPages = await policy(new Map([['/about', built]]));
    expect(withPages).toContain(`style-src 'self' ${sha(css)};`);
    expect(withPages).toContain(`script-src 'self' https://js.stripe.com https://*.js.stripe.com ${sha(early)};`);
    expect(withPages).not.toContain('unsafe-inline');
    // Those two and nothing else: one hash each.
    expect(withPages.match(/'sha256-/g)).toHaveLength(2);
    // Without built pages (the shell only), nothing inline at all.
    const shellOnly = await policy();
    expect(shellOnly).toContain("style-src 'self';");
    expect(shellOnly).not.toContain('sha256-');
  });

  it('answers page paths with the shell carrying that page’s own title and description', async () => {
    const home = await app().request('/');
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain('<title>Empowering Women Through Knowledge');
    expect(html).not.toContain('Home description');
  });

  it('answers a public page with the HTML rendered for it at build time, and a private one with the shell', async () => {
    const about = '<!doctype html><html><head><title>About Us</title></head><body><div id="root" data-prerendered><h1>About Us</h1></div></body></html>';
    const withPages = createApp({ db: t.db, web: { dir, indexHtml: INDEX, pages: new Map([['/about', about]]) } });
    for (const path of ['/about', '/about/']) {
      const res = await withPages.request(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(about);
    }
    const dashboard = await (await withPages.request('/dashboard')).text();
    expect(dashboard).not.toContain('data-prerendered');
    expect(dashboard).toContain('<title>Personal Dashboard');
  });

  it('answers a Spanish path with its Spanish page, or the shell in Spanish: lang, title, plain crisis lines, hreflang both ways', async () => {
    const sobre = '<!doctype html><html lang="es"><head><title>Quiénes somos</title></head><body><div id="root" data-prerendered><h1>Quiénes somos</h1></div></body></html>';
    const withPages = createApp({ db: t.db, web: { dir, indexHtml: INDEX, pages: new Map([['/es/about', sobre]]) } });
    expect(await (await withPages.request('/es/about')).text()).toBe(sobre);
    const res = await withPages.request('/es/dashboard');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<title>Panel personal |');
    expect(html).toContain('¿Está en peligro?');
    expect(html).toContain('Llame al 911');
    expect(html).not.toContain('In danger?');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="/dashboard" />');
    expect(html).toContain('<link rel="alternate" hreflang="es" href="/es/dashboard" />');
    const english = await (await withPages.request('/dashboard')).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('In danger?');
    expect(english).toContain('<link rel="alternate" hreflang="es" href="/es/dashboard" />');
    const missing = await withPages.request('/es/no-such-page');
    expect(missing.status).toBe(404);
    const missingHtml = await missing.text();
    expect(missingHtml).toContain('<title>Página no encontrada |');
    expect(missingHtml).not.toContain('hreflang');
  });

  it('makes the language links absolute on the public origin, as search engines need them, on built pages and the shell', async () => {
    const about = '<!doctype html><html><head><link rel="alternate" hreflang="es" href="/es/about" /></head><body><div id="root" data-prerendered><h1>About Us</h1></div></body></html>';
    const site = createApp({ db: t.db, web: { dir, indexHtml: INDEX, pages: new Map([['/about', about]]), publicOrigin: 'https://help.example.org' } });
    expect(await (await site.request('/about')).text()).toContain('<link rel="alternate" hreflang="es" href="https://help.example.org/es/about" />');
    const shell = await (await site.request('/es/dashboard')).text();
    expect(shell).toContain('<link rel="alternate" hreflang="en" href="https://help.example.org/dashboard" />');
    expect(shell).toContain('<link rel="alternate" hreflang="x-default" href="https://help.example.org/dashboard" />');
    expect(shell).not.toMatch(/hreflang="[^"]*" href="\//);
  });

  it('sends a first visit the page that carries its first paint in its own HTML; the worker’s copy stays as it is', async () => {
    mkdirSync(join(dir, 'pages'), { recursive: true });
    mkdirSync(join(dir, 'first-visit'), { recursive: true });
    const linked = '<!doctype html><html lang="en"><head><title>About</title><link rel="stylesheet" href="/assets/index-c.css"></head><body><div id="root" data-prerendered><h1>About</h1></div></body></html>';
    const inline = '<!doctype html><html lang="en"><head><title>About</title><style>h1{color:#3b2466}</style></head><body><div id="root" data-prerendered><h1>About</h1></div><script>1</script></body></html>';
    writeFileSync(join(dir, 'pages', 'about.html'), linked);
    writeFileSync(join(dir, 'first-visit', 'about.html'), inline);
    const site = createApp({ db: t.db, web: readWebBuild(dir)! });
    expect(await (await site.request('/about')).text()).toBe(inline);
    // The service worker precaches /pages/about.html: the copy that links the stylesheet it also keeps.
    expect(await (await site.request('/pages/about.html')).text()).toBe(linked);
  });

  it('answers a seeded article with its page as built, in each language, only while the article is as built', async () => {
    await seedArticles(t.db);
    mkdirSync(join(dir, 'pages', 'news'), { recursive: true });
    mkdirSync(join(dir, 'pages', 'es', 'news'), { recursive: true });
    const built = (title: string, lang: string) => `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><div id="root" data-prerendered><h1>${title}</h1></div></body></html>`;
    writeFileSync(join(dir, 'pages', 'news', 'free-tax-help.html'), built('Free help with your taxes', 'en'));
    writeFileSync(join(dir, 'pages', 'es', 'news', 'free-tax-help.html'), built('Ayuda gratuita con sus impuestos', 'es'));
    writeFileSync(join(dir, 'pages', 'news', 'gone-article.html'), built('Gone', 'en'));
    const web = readWebBuild(dir)!;
    const served = async (path: string) => (await createApp({ db: t.db, web }).request(path)).text();
    expect(await served('/news/free-tax-help')).toBe(built('Free help with your taxes', 'en'));
    expect(await served('/es/news/free-tax-help')).toBe(built('Ayuda gratuita con sus impuestos', 'es'));
    // An article the database does not have (any more) is not sent as built: the app says what there is.
    expect(await served('/news/gone-article')).not.toContain('data-prerendered');
    // An editor changed it: the built page is out of date, so the shell, and the app draws the current text.
    (await sqlRun(t.db, "UPDATE articles SET origin = 'admin', title_es = 'Otro título' WHERE id = 'free-tax-help'"));
    for (const path of ['/news/free-tax-help', '/es/news/free-tax-help']) {
      const html = await served(path);
      expect(html, path).not.toContain('data-prerendered');
      expect(html, path).toContain('<div id="root">');
    }
  });

  it('answers unknown pages with status 404 and the shell titled Page Not Found', async () => {
    const res = await app().request('/no/such/page');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<title>Page Not Found');
  });

  it('answers unknown /api paths with a JSON message, not the shell', async () => {
    const res = await app().request('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(((await res.json()) as { message: string }).message).toContain('/api/nothing-here');
  });

  it('caches hashed assets for a year and does not serve build metadata', async () => {
    const asset = await app().request('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const meta = await app().request('/.vite/manifest.json');
    expect(meta.status).toBe(404);
  });

  it('sends the build’s brotli or gzip copy of a script to a browser that takes it, and the script itself to one that does not', async () => {
    const script = `console.log(${JSON.stringify('help '.repeat(400))});`;
    writeFileSync(join(dir, 'assets', 'big-abc123.js'), script);
    writeFileSync(join(dir, 'assets', 'big-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(dir, 'assets', 'big-abc123.js.gz'), gzipSync(script));
    const br = await app().request('/assets/big-abc123.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.headers.get('content-type')).toContain('javascript');
    expect(br.headers.get('cache-control')).toContain('immutable');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(brBytes).toString()).toBe(script);
    const gz = await app().request('/assets/big-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);
    const plain = await app().request('/assets/big-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('sends a built page compressed, the same bytes every time, and as it is to a browser that takes no compression', async () => {
    const about = `<!doctype html><html><head><title>About Us</title></head><body><div id="root" data-prerendered><h1>About Us</h1>${'<p>We help.</p>'.repeat(300)}</div></body></html>`;
    const withPages = createApp({ db: t.db, web: { dir, indexHtml: INDEX, pages: new Map([['/about', about]]) } });
    const first = await withPages.request('/about', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('content-type')).toContain('text/html');
    expect(first.headers.get('vary')).toContain('Accept-Encoding');
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(brotliDecompressSync(bytes).toString()).toBe(about);
    const again = Buffer.from(await (await withPages.request('/about', { headers: { 'Accept-Encoding': 'br' } })).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);
    const gz = await withPages.request('/about', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(about);
    const plain = await withPages.request('/about');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(about);
  });
});
