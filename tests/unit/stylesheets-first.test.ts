// Built pages ask for their stylesheet before the scripts: the first paint waits for it, not for them. And a built page
// carries the rules of its first paint and the early script in its own HTML, the whole stylesheet asked for after them.
import { describe, expect, it } from 'vitest';
import { criticalCss, scriptsAfterFirstPaint, stylesheetsFirst, withFirstPaintInline } from '../../web/build/prerender-pages.ts';

const VITE_HEAD = `<head>
    <title>t</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">
  </head>`;

describe('stylesheetsFirst', () => {
  it('moves the stylesheet before the entry script and its preloads, and keeps everything else', () => {
    const out = stylesheetsFirst(VITE_HEAD);
    expect(out.indexOf('index-c.css')).toBeLessThan(out.indexOf('index-a.js'));
    expect(out.indexOf('index-c.css')).toBeLessThan(out.indexOf('react-b.js'));
    expect(out.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(out.replace(/\s+/g, '').length).toBe(VITE_HEAD.replace(/\s+/g, '').length);
  });

  it('leaves a page without a stylesheet or a module script as it is', () => {
    expect(stylesheetsFirst('<head><title>t</title></head>')).toBe('<head><title>t</title></head>');
  });
});

describe('scriptsAfterFirstPaint', () => {
  const BUILT = `<head>
    <title>t</title>
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b.js">
    <script src="/quick-exit.js" async></script>
    <link rel="manifest" href="/manifest.webmanifest">
    <link rel="modulepreload" crossorigin href="/assets/en-d.js" />
  </head>
  <body><div id="root" data-prerendered><h1>Hi</h1></div></body>`;

  it('puts the entry script and every module preload in the inert template, and nothing else', () => {
    const out = scriptsAfterFirstPaint(BUILT);
    const template = /<template data-app-start>([\s\S]*)<\/template>/.exec(out)?.[1] ?? '';
    expect(template).toContain('<script type="module" crossorigin src="/assets/index-a.js"></script>');
    expect(template).toContain('href="/assets/react-b.js"');
    expect(template).toContain('href="/assets/en-d.js"');
    // The entry, the largest, is asked for first, ahead of the small chunks in the browser's six connections.
    expect(template.trim().split('\n')[0]?.trim()).toBe('<link rel="modulepreload" crossorigin fetchpriority="high" href="/assets/index-a.js">');
    // Outside the template: no script the browser would fetch before the paint, except the small early script.
    const outside = out.replace(/<template data-app-start>[\s\S]*<\/template>/, '');
    expect(outside).not.toMatch(/modulepreload|type="module"/);
    expect(outside).toContain('<script src="/quick-exit.js" async></script>');
    expect(outside).toContain('rel="stylesheet"');
    expect(outside).toContain('rel="manifest"');
    expect(out.indexOf('<template')).toBeLessThan(out.indexOf('</head>'));
  });

  it('in the copy sent over the network, names the preloads in the head at once (entry first) and keeps only the entry script back', () => {
    const out = scriptsAfterFirstPaint(BUILT, { preloadsAtOnce: true });
    const template = /<template data-app-start>([\s\S]*)<\/template>/.exec(out)?.[1] ?? '';
    expect(template.trim()).toBe('<script type="module" crossorigin src="/assets/index-a.js"></script>');
    const outside = out.replace(/<template data-app-start>[\s\S]*<\/template>/, '');
    const preloads = [...outside.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads).toEqual(['/assets/index-a.js', '/assets/react-b.js', '/assets/en-d.js']);
    expect(outside).toContain('<link rel="modulepreload" crossorigin fetchpriority="high" href="/assets/index-a.js">');
    // Nothing would run before the template is put in the head: the only module script is in it.
    expect(outside).not.toMatch(/type="module"/);
    expect(outside.indexOf('modulepreload')).toBeLessThan(outside.indexOf('</head>'));
    expect(out.indexOf('<template')).toBeLessThan(out.indexOf('</head>'));
  });

  it('leaves a page without a module script as it is', () => {
    const plain = '<head><title>t</title>\n<link rel="modulepreload" href="/a.js">\n</head>';
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
    expect(scriptsAfterFirstPaint(plain, { preloadsAtOnce: true })).toBe(plain);
  });
});

describe('the first paint in the page itself', () => {
  const PAGE = `<!doctype html><html lang="en"><head>
    <title>t</title>
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">
    <script src="/quick-exit.js" async></script>
  </head>
  <body><div id="root" data-prerendered><h1 class="title">Hi</h1><p class="lead">Words</p></div></body></html>`;
  const OTHER = PAGE.replace('<p class="lead">Words</p>', '<ul class="list"><li>One</li></ul>');
  const SHEET = [
    '.title{font-size:2rem}',
    '.lead{color:#444}',
    '.list{padding:0}',
    '.never-used{color:red}',
    'html.quick-exit body>*{display:none!important}',
    '[data-tap-kept]{opacity:.7}',
    '@media (min-width:40rem){.title{font-size:3rem}.never-used{margin:0}}',
  ].join('');

  it('keeps the rules any built page draws with, and those the early script needs before the stylesheet', async () => {
    const css = await criticalCss([PAGE, OTHER], '/assets/index-c.css', SHEET);
    for (const kept of ['.title', '.lead', '.list', 'html.quick-exit', '[data-tap-kept]', 'min-width:40rem']) expect(css).toContain(kept);
    expect(css).not.toContain('never-used');
  });

  it('writes the rules and the early script in the head, and the stylesheet at the end of the body', () => {
    const out = withFirstPaintInline(PAGE, '.title{font-size:2rem}', 'performance.mark("early-script")');
    const head = out.slice(0, out.indexOf('</head>'));
    // The early script before anything of the body: Quick exit and kept taps work from the first paint.
    expect(head).toContain('<style>.title{font-size:2rem}</style>\n    <script>performance.mark("early-script")</script>');
    expect(head).not.toMatch(/rel="stylesheet"|quick-exit\.js/);
    const body = out.slice(out.indexOf('<body>'));
    expect(body).toMatch(/<\/div><\/body>|<\/div>\s*<link rel="stylesheet" crossorigin href="\/assets\/index-c\.css">\s*<\/body>/);
    expect(out.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it('refuses a script or rules that would end their own element', async () => {
    expect(() => withFirstPaintInline(PAGE, '', 'x = "</SCRIPT>"')).toThrow(/inside <script>/);
    const page = PAGE.replace('class="lead"', 'class="lead quote"');
    await expect(criticalCss([page], '/assets/index-c.css', '.quote{font-family:"</STYLE><script>x()</script>"}')).rejects.toThrow(/inside <style>/);
  });
});
