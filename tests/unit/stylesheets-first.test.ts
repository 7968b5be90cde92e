// Built pages ask for their stylesheet before the scripts: the first paint waits for it, not for them.
import { describe, expect, it } from 'vitest';
import { scriptsAfterFirstPaint, stylesheetsFirst } from '../../web/build/prerender-pages.ts';

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
    // Outside the template: no script the browser would fetch before the paint, except the small early script.
    const outside = out.replace(/<template data-app-start>[\s\S]*<\/template>/, '');
    expect(outside).not.toMatch(/modulepreload|type="module"/);
    expect(outside).toContain('<script src="/quick-exit.js" async></script>');
    expect(outside).toContain('rel="stylesheet"');
    expect(outside).toContain('rel="manifest"');
    expect(out.indexOf('<template')).toBeLessThan(out.indexOf('</head>'));
  });

  it('leaves a page without a module script as it is', () => {
    const plain = '<head><title>t</title>\n<link rel="modulepreload" href="/a.js">\n</head>';
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
  });
});
