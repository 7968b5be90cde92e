// A listing's facts in the page's language: how it was checked, its opening hours, where it is, its languages. The
// rules stay in shared/ (format.ts, open-hours.ts); only the words are chosen here, from the directory's catalogue.
import type { IntlShape } from 'react-intl';
import { calendarDaysAgo, checkedFacts, isoDay } from '../../shared/format.ts';
import type { Locale } from '../../shared/locale.ts';
import { clockParts, type OpenStatus } from '../../shared/open-hours.ts';
import type { Resource, WeeklyHours } from '../../shared/schemas/resource.ts';
import { stateName } from '../../shared/us-states.ts';
import { STATE_FIPS } from '../../shared/geo/counties.ts';
import type { Translate } from '../i18n/use-t.ts';

/** "November 2026" / "noviembre de 2026"; the text itself when it is not an ISO date. */
export function monthYearIn(intl: IntlShape, isoDate: string): string {
  const day = isoDay(isoDate);
  return day ? intl.formatDate(day, { month: 'long', year: 'numeric', timeZone: 'UTC' }) : isoDate;
}

/** "Checked against its website, November 2026", "Confirmed by phone on 24 November 2026"... */
export function checkedWords(t: Translate, intl: IntlShape, r: Parameters<typeof checkedFacts>[0]): string {
  const f = checkedFacts(r);
  if (f.kind === 'phone') {
    const day = isoDay(f.on);
    if (!day) return t('directory.checked.phone', { day: f.on, month: '', year: '' }).replace(/\s+$/, '');
    return t('directory.checked.phone', {
      day: String(day.getUTCDate()),
      month: intl.formatDate(day, { month: 'long', timeZone: 'UTC' }),
      year: String(day.getUTCFullYear()),
    });
  }
  if (f.kind === 'dataset') return t('directory.checked.dataset', { source: f.by, release: f.release });
  if (f.kind === 'suggested') {
    const day = isoDay(f.on);
    const date = day ? intl.formatDate(day, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }) : f.on;
    return t(f.byPhone ? 'directory.checked.suggestedPhone' : 'directory.checked.suggested', { date });
  }
  const when = monthYearIn(intl, f.when);
  if (f.kind === 'listed') return t('directory.checked.listed', { source: f.by, when });
  // Years as text: a number argument would be written "2,019".
  if (f.year !== undefined) {
    return f.site ? t('directory.checked.oldPage', { year: String(f.year), site: f.site, when }) : t('directory.checked.oldWebsite', { year: String(f.year), when });
  }
  return f.site ? t('directory.checked.page', { site: f.site, when }) : t('directory.checked.website', { when });
}

/** "9 AM", "5:30 PM", "midnight" (in Spanish "9 a. m.", "medianoche"). */
export function clockWords(t: Translate, hhmm: string): string {
  const c = clockParts(hhmm);
  if (c.midnight) return t('directory.hours.midnight');
  const time = `${c.hour12}${c.minute ? `:${String(c.minute).padStart(2, '0')}` : ''}`;
  return t(c.pm ? 'directory.hours.pm' : 'directory.hours.am', { time });
}

/** "at 5 PM": Spanish says "a la 1", "a las 5", "a la medianoche". */
function atWords(t: Translate, hhmm: string): string {
  const c = clockParts(hhmm);
  if (c.midnight) return t('directory.hours.atMidnight');
  return t(c.hour12 === 1 ? 'directory.hours.atOne' : 'directory.hours.at', { time: clockWords(t, hhmm) });
}

/** A day of the week by its ISO number (1 Monday … 7 Sunday): "Monday", "lunes". 2024-01-01 was a Monday. */
export function dayName(intl: IntlShape, isoDay: number): string {
  return intl.formatDate(new Date(Date.UTC(2024, 0, isoDay, 12)), { weekday: 'long', timeZone: 'UTC' });
}

const capitalised = (s: string, locale: string) => s.charAt(0).toLocaleUpperCase(locale) + s.slice(1);

/** The words of an open status: "Open now" with "Closes at 5 PM", "Closed" with "Opens Monday at 9 AM". */
export function openStatusWords(t: Translate, intl: IntlShape, s: OpenStatus, isOpen24Hours: boolean): { headline: string; detail?: string } {
  if (s.open && s.always) return { headline: t(isOpen24Hours ? 'directory.hours.open24Always' : 'directory.hours.open24') };
  if (s.open) {
    const at = atWords(t, s.closes);
    return { headline: t('directory.hours.openNow'), detail: s.closesToday ? t('directory.hours.closes', { at }) : t('directory.hours.closesDay', { day: dayName(intl, s.closesDay), at }) };
  }
  const at = atWords(t, s.opens);
  const detail =
    s.opensIn === 'today'
      ? t('directory.hours.opensToday', { at })
      : s.opensIn === 'tomorrow'
        ? t('directory.hours.opensTomorrow', { at })
        : t('directory.hours.opensDay', { day: dayName(intl, s.opensDay), at });
  return { headline: t('directory.hours.closed'), detail };
}

/** The week's hours, a line per day: "Monday: 9 AM – 5 PM" ("Lunes: 9 a. m. – 5 p. m."). */
export function weekLineWords(t: Translate, intl: IntlShape, schedule: readonly WeeklyHours[]): string[] {
  return [1, 2, 3, 4, 5, 6, 7].flatMap((day) => {
    const today = schedule.filter((h) => h.day === day);
    if (!today.length) return [];
    const hours = today.map((h) => `${clockWords(t, h.opens)} – ${clockWords(t, h.closes)}`).join(', ');
    return [t('directory.hours.dayLine', { day: capitalised(dayName(intl, day), intl.locale), hours })];
  });
}

/**
 * The street address when there is a public one; the ZIP code when only that is known (never a false street);
 * otherwise where the service is offered. Places are names, as the data writes them.
 */
export function addressWords(t: Translate, r: Resource): string {
  if (r.address) return [r.address, r.city, r.state, r.zip].filter(Boolean).join(', ');
  if (r.approximatePlace && r.zip) {
    const place = [r.city, r.state].filter(Boolean).join(', ');
    return r.city ? t('directory.address.nearZipIn', { zip: r.zip, place }) : t('directory.address.nearZip', { zip: r.zip });
  }
  // A program named for counties of its state (a legal aid program's service area): how many, not the whole state, nor
  // only the city its office is in. Not when some lie in another state (an import may name them): then its place.
  const prefix = r.state ? STATE_FIPS[r.state] : undefined;
  if ((!r.city || r.countiesSource) && prefix && r.serviceArea === 'local' && r.counties?.length && r.counties.every((c) => c.startsWith(prefix))) {
    return t('directory.address.servesCounties', { count: r.counties.length, state: stateName(r.state) ?? r.state! });
  }
  if (r.city || r.state) return t('directory.address.serves', { place: [r.city, stateName(r.state)].filter(Boolean).join(', ') });
  if (r.serviceArea === 'national') return t('directory.address.national');
  if (r.serviceArea === 'local') return r.serviceAreas?.length ? t('directory.address.serves', { place: r.serviceAreas.join('; ') }) : t('directory.address.local');
  return t('directory.address.serves', { place: stateName(r.serviceArea) ?? r.serviceArea });
}

/** A listing's description as a page in `locale` shows it: its words, their language, and whether to say they are English. */
export interface ShownDescription {
  text: string;
  lang: Locale;
  /** English on a page in another language: the page says "(en inglés)". */
  inEnglish: boolean;
}

/**
 * The Spanish description on a Spanish page where a person wrote one; otherwise the English one, said to be English
 * on a page that is not. Never a machine's guess presented as ours.
 */
export function descriptionFor(locale: Locale, r: Pick<Resource, 'description' | 'descriptionEs'>): ShownDescription {
  if (locale === 'es' && r.descriptionEs) return { text: r.descriptionEs, lang: 'es', inEnglish: false };
  return { text: r.description, lang: 'en', inEnglish: locale !== 'en' };
}

/** "305-555-0100 ext. 12" */
export function withExtension(t: Translate, p: { number: string; extension?: string | undefined }): string {
  return p.extension ? t('directory.card.extension', { number: p.number, extension: p.extension }) : p.number;
}

/** Language names the directory's data uses, with their codes (the data may also hold codes: "es", "vi"). */
const LANGUAGE_CODES: Readonly<Record<string, string>> = {
  english: 'en', spanish: 'es', french: 'fr', chinese: 'zh', mandarin: 'cmn', cantonese: 'yue', vietnamese: 'vi', korean: 'ko',
  tagalog: 'tl', arabic: 'ar', russian: 'ru', portuguese: 'pt', 'haitian creole': 'ht', italian: 'it', german: 'de',
  polish: 'pl', japanese: 'ja', hindi: 'hi', urdu: 'ur', bengali: 'bn', punjabi: 'pa', somali: 'so', amharic: 'am',
  farsi: 'fa', persian: 'fa', hmong: 'hmn', ukrainian: 'uk', 'american sign language': 'ase', asl: 'ase', navajo: 'nv',
};

/**
 * A listing's languages in the page's language: on an English page as the data writes them; on a Spanish page each
 * one the data names or codes is named by the browser in Spanish ("inglés, español"), any other left as written.
 */
export function languageWords(locale: Locale, intlLocale: string, languages: readonly string[]): string {
  if (locale === 'en') return languages.join(', ');
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([intlLocale], { type: 'language', fallback: 'none' });
  } catch {
    return languages.join(', ');
  }
  return languages
    .map((language) => {
      const key = language.trim().toLowerCase();
      const code = LANGUAGE_CODES[key] ?? (/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(key) ? key : undefined);
      let name: string | undefined;
      try {
        name = code ? names.of(code) : undefined;
      } catch {
        name = undefined;
      }
      return name ?? language;
    })
    .join(', ');
}

/** The day a list was last updated, in a few words: "last updated yesterday", "last updated 11/15/2026". */
export function updatedWords(t: Translate, intl: IntlShape, at: number, now: number = Date.now()): string {
  const iso = new Date(at).toISOString();
  const days = calendarDaysAgo(iso, new Date(now)) ?? 0;
  if (days <= 0) return t('directory.builtin.updatedToday');
  if (days === 1) return t('directory.builtin.updatedYesterday');
  if (days < 7) return t('directory.builtin.updatedDaysAgo', { count: days });
  return t('directory.builtin.updatedOn', { date: intl.formatDate(new Date(at)) });
}
