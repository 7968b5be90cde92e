// The one source of crisis numbers. Every screen, the static HTML and the PDF guide read from here; never retype a number.

export type HotlineKind = 'domestic-violence' | 'crisis-text' | 'sexual-assault' | 'suicide-crisis' | 'human-trafficking';

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
} as const;

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
