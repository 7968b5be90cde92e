// Phone numbers as real exports write them ("(305) 555-0100 ext. 12", "305.555.0100x12", "+1 800 799 7233",
// "211") → our display form and extension, with libphonenumber-js doing the parsing.
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Phone } from '../../shared/schemas/resource.ts';

/** HSDS phone types → ours. Fax, pager and video lines are left out: none is a way she can reach them from a card. */
const KINDS: Record<string, Phone['kind']> = {
  voice: 'voice',
  cell: 'voice',
  mobile: 'voice',
  hotline: 'voice',
  text: 'text',
  sms: 'text',
  tty: 'tty',
  textphone: 'tty',
  tdd: 'tty',
  // HSDS 3.0 leaves the type free text; our own export writes WhatsApp lines so.
  whatsapp: 'whatsapp',
};

export function phoneKind(type: string | undefined): Phone['kind'] | undefined {
  const t = (type ?? '').trim().toLowerCase();
  return t === '' ? 'voice' : KINDS[t];
}

export interface ParsedPhone {
  number: string;
  extension?: string;
}

/** Undefined when it is not a phone number at all ("call us", "n/a"). */
export function parsePhone(raw: string | undefined, extensionColumn?: string): ParsedPhone | undefined {
  const text = (raw ?? '').replace(/["'\u200e\u200f]/g, '').replace(/\s+/g, ' ').trim();
  if (!text) return undefined;
  const columnExt = extensionColumn?.replace(/\D/g, '') || undefined;
  // Short codes and the three-digit lines (211, 988) are numbers in their own right.
  if (/^\d{3,6}$/.test(text)) return { number: text, ...(columnExt ? { extension: columnExt } : {}) };
  const parsed = parsePhoneNumberFromString(text, 'US');
  if (!parsed || !parsed.isPossible()) return undefined;
  const extension = columnExt ?? parsed.ext ?? undefined;
  let number: string;
  if (parsed.countryCallingCode === '1' && parsed.nationalNumber.length === 10) {
    const n = parsed.nationalNumber;
    number = `${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6)}`;
  } else {
    number = parsed.formatInternational();
  }
  return { number, ...(extension && /^\d{1,8}$/.test(extension) ? { extension } : {}) };
}
