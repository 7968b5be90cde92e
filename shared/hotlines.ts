// The one source of crisis numbers. Every screen, the static HTML and the PDF guide read from here; never retype a number.

export type HotlineKind = 'domestic-violence' | 'crisis-text' | 'sexual-assault' | 'suicide-crisis' | 'human-trafficking';

/**
 * How a Spanish speaker reaches a line, taken from the service's own pages (issue 22), with the page and the day we
 * read it. Numbers are never repeated here: a key to press is pressed after dialling the line's `phone`, a keyword is
 * texted to the line's `text.to`.
 */
export interface SpanishOptions {
  confirmed: true;
  /** The service's own Spanish name for itself, exactly as it writes it. */
  name?: string;
  /** Spoken Spanish on the line's number: a menu key to press, or answered in Spanish with no key (`press` absent). */
  call?: { press?: string };
  /** The Spanish keyword to text to the line's text number. */
  textKeyword?: string;
  /** The service's Spanish pages. */
  website?: string;
  sourceUrl: string;
  /** The date the page showed, when it showed one. */
  sourceDate?: string;
  verifiedAt: string;
}

/** No page of the service's own that we could read says how a Spanish speaker reaches it: said so, never implied. */
export interface SpanishUnconfirmed {
  confirmed: false;
  why: string;
  verifiedAt: string;
}

export interface Hotline {
  id: HotlineKind;
  /** The id of the directory record that is this line (data/resources.json), so lists can recognise it. */
  directoryId: string;
  name: string;
  /** Dialable number in display form, or undefined for text-only lines. */
  phone?: string;
  /** SMS short code or number and the word to send, when the line takes texts. */
  text?: { to: string; body: string };
  tty?: string;
  description: string;
  website: string;
  /** Where we checked the numbers, and when. */
  sourceUrl: string;
  verifiedAt: string;
  spanish: SpanishOptions | SpanishUnconfirmed;
}

export const EMERGENCY_NUMBER = '911';

export const HOTLINES: readonly Hotline[] = [
  {
    id: 'domestic-violence',
    directoryId: 'national-domestic-violence-hotline',
    name: 'National Domestic Violence Hotline',
    phone: '1-800-799-7233',
    text: { to: '88788', body: 'START' },
    tty: '1-800-787-3224',
    description: 'Free, confidential support for anyone affected by abuse, 24/7, in more than 200 languages.',
    website: 'https://www.thehotline.org',
    sourceUrl: 'https://www.thehotline.org/get-help/',
    verifiedAt: '2026-11-22',
    spanish: { confirmed: false, why: 'No page of its own that we could read (stored copies) said how to reach it in Spanish.', verifiedAt: '2026-11-26' },
  },
  {
    id: 'crisis-text',
    directoryId: 'crisis-text-line',
    name: 'Crisis Text Line',
    text: { to: '741741', body: 'HOME' },
    description: 'Text with a trained crisis counselor, free and 24/7.',
    website: 'https://www.crisistextline.org',
    sourceUrl: 'https://www.crisistextline.org/',
    verifiedAt: '2026-11-22',
    // "To be connected to a Spanish speaking volunteer Crisis Counselor anyone can text AYUDA to 741741".
    spanish: {
      confirmed: true,
      textKeyword: 'AYUDA',
      sourceUrl: 'https://crisistextline.org/blog/2021/10/15/hola-crisis-text-line-is-now-available-in-spanish',
      sourceDate: '2021-10-15',
      verifiedAt: '2026-11-26',
    },
  },
  {
    id: 'sexual-assault',
    directoryId: 'rainn-national-sexual-assault-hotline',
    name: 'National Sexual Assault Hotline (RAINN)',
    phone: '1-800-656-4673',
    description: 'Confidential support from a trained staff member at a local sexual assault service provider, 24/7.',
    website: 'https://www.rainn.org',
    sourceUrl: 'https://www.rainn.org/resources',
    verifiedAt: '2026-11-22',
    spanish: { confirmed: false, why: 'No page of its own that we could read (stored copies) said how to reach it in Spanish.', verifiedAt: '2026-11-26' },
  },
  {
    id: 'suicide-crisis',
    directoryId: '988-suicide-crisis-lifeline',
    name: '988 Suicide & Crisis Lifeline',
    phone: '988',
    text: { to: '988', body: '' },
    description: 'Call or text 988 for free, confidential support in a mental health or suicidal crisis, 24/7.',
    website: 'https://988lifeline.org',
    sourceUrl: 'https://988lifeline.org/',
    verifiedAt: '2026-11-22',
    // "service selection options including Veterans (Press 1), Spanish-language (Press 2)"; by text, "our
    // Spanish-language (text AYUDA)".
    spanish: {
      confirmed: true,
      call: { press: '2' },
      textKeyword: 'AYUDA',
      sourceUrl: 'https://988lifeline.org/get-help/what-to-expect',
      verifiedAt: '2026-11-26',
    },
  },
  {
    id: 'human-trafficking',
    directoryId: 'national-human-trafficking-hotline',
    name: 'National Human Trafficking Hotline',
    phone: '1-888-373-7888',
    text: { to: '233733', body: '' },
    description: 'Confidential help for survivors of trafficking and anyone with a tip, 24/7.',
    website: 'https://humantraffickinghotline.org',
    sourceUrl: 'https://humantraffickinghotline.org/',
    verifiedAt: '2026-11-22',
    // "Callers can speak with the Hotline in English or Spanish"; its Spanish pages call it "Línea Nacional Contra la
    // Trata de Personas".
    spanish: {
      confirmed: true,
      name: 'Línea Nacional Contra la Trata de Personas',
      call: {},
      website: 'https://humantraffickinghotline.org/es/misi%C3%B3n',
      sourceUrl: 'https://humantraffickinghotline.org/about-us/what-we-do',
      verifiedAt: '2026-11-26',
    },
  },
] as const satisfies readonly Hotline[];

/**
 * 211: the free community-help line of United Way and its partners. Dialled from most US phones it reaches the local
 * 211, whose specialists know the region's food, housing, bill and health help. Not a crisis line: it is offered
 * where the directory has little for her place.
 */
export const LINE_211 = {
  phone: '211',
  name: '211',
  website: 'https://www.211.org',
  sourceUrl: 'https://www.211.org/',
  verifiedAt: '2026-11-25',
  spanish: { confirmed: false, why: 'Spanish help is given by each local 211; no page of 211.org that we could read said how.', verifiedAt: '2026-11-26' },
} as const satisfies { spanish: SpanishUnconfirmed } & Record<string, unknown>;

export function hotline(id: HotlineKind): Hotline {
  const found = HOTLINES.find((h) => h.id === id);
  if (!found) throw new Error(`Unknown hotline ${id}`);
  return found;
}

/** `tel:` URI for a display number: digits only, so every dialer accepts it. */
export function telHref(phone: string, extension?: string): string {
  // A comma is a pause: the phone dials the extension once the call connects.
  return `tel:${phone.replace(/[^0-9+]/g, '')}${extension ? `,${extension.replace(/\D/g, '')}` : ''}`;
}

/** `sms:` URI with an optional prefilled body (the `?&body=` form works on both iOS and Android). */
export function smsHref(to: string, body = ''): string {
  return body ? `sms:${to}?&body=${encodeURIComponent(body)}` : `sms:${to}`;
}

/**
 * The text option to offer in a language: in Spanish, the Spanish keyword where the service publishes one, texted to
 * the same number ("AYUDA" to 741741 reaches a Spanish-speaking counselor; "HOME" an English-speaking one).
 */
export function textOptionFor(line: Hotline, locale: 'en' | 'es'): { to: string; body: string } | undefined {
  if (!line.text) return undefined;
  if (locale === 'es' && line.spanish.confirmed && line.spanish.textKeyword) return { to: line.text.to, body: line.spanish.textKeyword };
  return line.text;
}

/** In Spanish, the menu key that reaches a Spanish speaker after dialling the line ("2" for 988), where one is published. */
export function spanishKeyFor(line: Hotline, locale: 'en' | 'es'): string | undefined {
  return locale === 'es' && line.spanish.confirmed ? line.spanish.call?.press : undefined;
}

/** Plain-language line for a text option: "Text START to 88788". */
export function textInstruction(text: { to: string; body: string }): string {
  return text.body ? `Text ${text.body} to ${text.to}` : `Text ${text.to}`;
}

/** Every way to reach a line, in words for paper (the PDF guide, the printed safety plan): "Call …", "Text … to …", "TTY …". */
export function contactWays(line: Hotline): string[] {
  const ways: string[] = [];
  if (line.phone) ways.push(`Call ${line.phone}`);
  if (line.text) ways.push(textInstruction(line.text));
  if (line.tty) ways.push(`TTY ${line.tty}`);
  return ways;
}
