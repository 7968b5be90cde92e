// Build step: writes the crisis numbers and a quick-exit link into index.html (from shared/), so they show before, and without, any script.
import type { Plugin } from 'vite';
import { staticCrisisHtml } from '../../shared/crisis-html.ts';

export function staticShellHtml(): Plugin {
  return {
    name: 'static-shell-html',
    transformIndexHtml(html) {
      return html.replace('<!--static-crisis-->', staticCrisisHtml());
    },
  };
}
