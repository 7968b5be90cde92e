// Build time: the Legal Education Hub's guides (data/legal-guides.json), checked against their schema and with each
// Markdown body rendered to HTML (marked, then sanitize-html, as the server does for articles), served to the app as
// `virtual:legal-guides`. They are part of the app's precache: every guide reads offline after one visit.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { articleHtml } from '../../api/services/article-html.ts';
import { guidesFileSchema } from '../../shared/legal/guides.ts';

const ID = 'virtual:legal-guides';
const FILE = new URL('../../data/legal-guides.json', import.meta.url);

export function buildLegalGuides(text = readFileSync(FILE, 'utf8')) {
  const file = guidesFileSchema.parse(JSON.parse(text));
  return { asOf: file.asOf, guides: file.guides.map(({ body, ...g }) => ({ ...g, html: articleHtml(body) })) };
}

export function legalGuides(): Plugin {
  return {
    name: 'legal-guides',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      this.addWatchFile(FILE.pathname);
      return `export default ${JSON.stringify(buildLegalGuides())};`;
    },
  };
}
