// Where each language lives in the address (shared/locale.ts): /es and /es/… Spanish, the rest English.
import { describe, expect, it } from 'vitest';
import { localeOfPath, localePath, pathWithoutLocale, preferredLocale } from '../../shared/locale.ts';
import { PRERENDERED_PATHS } from '../../shared/routes.ts';
import { pageHeadFor } from '../../shared/page-meta.ts';

describe('languages in the address', () => {
  it('reads the language of a path, and the path without it', () => {
    expect(localeOfPath('/es')).toBe('es');
    expect(localeOfPath('/es/emergency')).toBe('es');
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/essentials')).toBe('en');
    expect(pathWithoutLocale('/es')).toBe('/');
    expect(pathWithoutLocale('/es/resources/womens-health')).toBe('/resources/womens-health');
    expect(pathWithoutLocale('/about')).toBe('/about');
  });

  it('puts a path in a language, keeping its query and anchor, and leaves the server’s paths and other addresses alone', () => {
    expect(localePath('/', 'es')).toBe('/es');
    expect(localePath('/emergency?tab=hotlines', 'es')).toBe('/es/emergency?tab=hotlines');
    expect(localePath('/emergency#erase', 'es')).toBe('/es/emergency#erase');
    expect(localePath('/es/emergency', 'en')).toBe('/emergency');
    expect(localePath('/es', 'en')).toBe('/');
    expect(localePath('/es/about', 'es')).toBe('/es/about');
    expect(localePath('/api/login', 'es')).toBe('/api/login');
    expect(localePath('https://www.thehotline.org', 'es')).toBe('https://www.thehotline.org');
    expect(localePath('#main', 'es')).toBe('#main');
  });

  it('finds the first language of her browser that the site has', () => {
    expect(preferredLocale(['es-MX', 'en-US'])).toBe('es');
    expect(preferredLocale(['fr-FR', 'en-GB', 'es'])).toBe('en');
    expect(preferredLocale(['fr-FR', 'de'])).toBeUndefined();
  });

  it('renders every public page in both languages, each with its own title', () => {
    const english = PRERENDERED_PATHS.filter((p) => localeOfPath(p) === 'en');
    const spanish = PRERENDERED_PATHS.filter((p) => localeOfPath(p) === 'es');
    expect(spanish.map(pathWithoutLocale)).toEqual(english);
    for (const path of spanish) {
      const es = pageHeadFor(path);
      const en = pageHeadFor(pathWithoutLocale(path));
      expect(es.found, path).toBe(true);
      expect(es.locale).toBe('es');
      expect(es.title, path).not.toBe(en.title);
      expect(es.description, path).not.toBe(en.description);
    }
  });
});

describe('pages that count nothing', () => {
  it('include the emergency page in Spanish', async () => {
    const { UNCOUNTED_PATH } = await import('../../shared/analytics/events.ts');
    for (const path of ['/emergency', '/es/emergency', '/emergency/', '/es/emergency/']) expect(UNCOUNTED_PATH.test(path), path).toBe(true);
    for (const path of ['/', '/es', '/es/emergency-tips', '/resources']) expect(UNCOUNTED_PATH.test(path), path).toBe(false);
  });
});
