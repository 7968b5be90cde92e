// Built pages ask for their stylesheet before the scripts: the first paint waits for it, not for them.
import { describe, expect, it } from 'vitest';
import { stylesheetsFirst } from '../../web/build/prerender-pages.ts';

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
