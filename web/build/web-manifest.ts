// The web app manifest in each language: English at /manifest.webmanifest (written by vite-plugin-pwa), Spanish at
// /manifest-es.webmanifest (emitted here, beside it), and linked by each language's pages (prerender-pages.ts). The
// Spanish app opens at /es and is an app of its own (its own id), so installing one never renames the other.
import type { ManifestOptions } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';
import type { Locale } from '../../shared/locale.ts';

export const MANIFEST_FILES: Readonly<Record<Locale, string>> = { en: 'manifest.webmanifest', es: 'manifest-es.webmanifest' };

const ICONS: ManifestOptions['icons'] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];
const SHORTCUT_ICONS: ManifestOptions['icons'] = [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }];
const COLORS = { background_color: '#fbfaf8', theme_color: '#5b3a8c' };

export const WEB_MANIFESTS: Readonly<Record<Locale, Partial<ManifestOptions>>> = {
  en: {
    id: '/',
    name: 'Women’s Help & Resources',
    short_name: 'Women’s Help',
    description: 'Crisis help, rights, health, money and housing resources for women. Works offline.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    ...COLORS,
    icons: ICONS,
    shortcuts: [{ name: 'Get help now', short_name: 'Get help', description: 'Crisis hotlines and safety tools', url: '/emergency', icons: SHORTCUT_ICONS }],
  },
  // The site's name is a name (shared/messages/es.ts keeps it); "(español)" tells the two installed apps apart.
  es: {
    id: '/es',
    name: 'Women’s Help & Resources (español)',
    short_name: 'Women’s Help',
    description: 'Ayuda en caso de crisis y recursos sobre derechos, salud, dinero y vivienda para mujeres. Funciona sin conexión.',
    lang: 'es',
    dir: 'ltr',
    start_url: '/es',
    // The whole site, as the English app's: her language switch and /api stay inside the app.
    scope: '/',
    display: 'standalone',
    ...COLORS,
    icons: ICONS,
    shortcuts: [{ name: 'Pida ayuda ahora', short_name: 'Ayuda', description: 'Líneas de crisis y herramientas de seguridad', url: '/es/emergency', icons: SHORTCUT_ICONS }],
  },
};

/** A page of a language links its language's manifest (the template links the English one, as vite-plugin-pwa wrote it). */
export function withManifest(html: string, locale: Locale): string {
  if (locale === 'en') return html;
  const english = `<link rel="manifest" href="/${MANIFEST_FILES.en}">`;
  if (!html.includes(english)) throw new Error('web-manifest: the page template links no manifest at /manifest.webmanifest');
  return html.replace(english, `<link rel="manifest" href="/${MANIFEST_FILES[locale]}">`);
}

/** Emits the Spanish manifest beside the English one (the service worker precaches both). */
export function localeManifests(): Plugin {
  let ssr = false;
  return {
    name: 'locale-manifests',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle() {
      if (ssr) return;
      this.emitFile({ type: 'asset', fileName: MANIFEST_FILES.es, source: `${JSON.stringify(WEB_MANIFESTS.es)}\n` });
    },
  };
}
