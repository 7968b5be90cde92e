// Where the printable Safety Planning Guide is served in each language: PDFs drawn by scripts/make-safety-guide.ts
// into public/, linked from each language's pages.
import type { Locale } from './locale.ts';

export const SAFETY_GUIDE_FILES = { en: 'safety-planning-guide.pdf', es: 'safety-planning-guide-es.pdf' } as const satisfies Readonly<Record<Locale, string>>;

/** The guide of a language's pages: "/safety-planning-guide-es.pdf" on Spanish pages. */
export function safetyGuideHref(locale: Locale): string {
  return `/${SAFETY_GUIDE_FILES[locale]}`;
}
