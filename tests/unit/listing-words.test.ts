// A listing's facts in words of the page's language (web/components/listing-words.ts): in English exactly what the
// English rules of shared/ say (cards and tests read them), in Spanish with es-US dates, Spanish times and day names.
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { checkedLine } from '../../shared/format.ts';
import { en } from '../../shared/messages/en.ts';
import { es } from '../../shared/messages/es.ts';
import { openStatus, openStatusText, weekLines, type OpenStatus } from '../../shared/open-hours.ts';
import type { MessageId } from '../../shared/messages/en.ts';
import type { Translate } from '../../web/i18n/use-t.ts';
import { addressWords, checkedWords, descriptionFor, languageWords, openStatusWords, updatedWords, weekLineWords } from '../../web/components/listing-words.ts';
import type { Resource } from '../../shared/schemas/resource.ts';

const cache = createIntlCache();
function words(locale: 'en' | 'es'): { intl: IntlShape; t: Translate } {
  const intl = createIntl({ locale: locale === 'en' ? 'en-US' : 'es-US', messages: locale === 'en' ? en : es, onError: (e) => { throw e; } }, cache);
  return { intl, t: (id: MessageId, values) => intl.formatMessage({ id }, values) };
}
const EN = words('en');
const ES = words('es');

const CHECKS = [
  { verifiedAt: '2026-11-22' },
  { verifiedAt: '2026-11-22', sourceDate: '2021' },
  { verifiedAt: '2026-11-25', url: 'https://example.org', sourceUrl: 'https://www.courts.example.gov/x' },
  { verifiedAt: '2026-11-25', url: 'https://example.org', sourceUrl: 'https://www.courts.example.gov/x', sourceDate: '2019-03-01' },
  { verifiedAt: '2026-11-20', sourceName: 'Example County 211' },
  { verifiedAt: '2026-11-20', phoneConfirmedOn: '2026-01-05' },
  { verifiedAt: '2026-11-28', sourceName: 'CMS Hospital General Information', sourceDate: '2026', publicDataSet: true },
];

// 2026-11-23 is a Monday. Miami is UTC-5 in November.
const miami = (isoLocal: string) => new Date(`${isoLocal}-05:00`);
const office = { schedule: [1, 2, 3, 4, 5].map((day) => ({ day, opens: '09:00', closes: '17:00' })), state: 'FL' };
const night = { schedule: [{ day: 5, opens: '20:00', closes: '02:00' }], state: 'FL' };
const early = { schedule: [{ day: 2, opens: '08:00', closes: '13:00' }], state: 'FL' };
const STATUSES: OpenStatus[] = [
  openStatus(office, miami('2026-11-23T10:15'))!,
  openStatus(office, miami('2026-11-23T08:00'))!,
  openStatus(office, miami('2026-11-23T17:00'))!,
  openStatus(office, miami('2026-11-27T18:30'))!,
  openStatus(night, miami('2026-11-27T23:00'))!,
  openStatus(early, miami('2026-11-24T10:00'))!,
  { open: true, always: true },
];

describe('a listing in English words', () => {
  it('says how it was checked exactly as before', () => {
    for (const r of CHECKS) expect(checkedWords(EN.t, EN.intl, r)).toBe(checkedLine(r));
    // An imported public data set never reads as a check of ours.
    expect(checkedWords(EN.t, EN.intl, CHECKS[6]!)).toBe('From CMS Hospital General Information, 2026 release. Not checked by us: call first');
  });

  it('says its hours exactly as before', () => {
    for (const s of STATUSES) expect(openStatusWords(EN.t, EN.intl, s, false)).toEqual(openStatusText(s));
    expect(openStatusWords(EN.t, EN.intl, { open: true, always: true }, true).headline).toBe('Open 24 hours, 7 days a week');
    const week = [{ day: 6, opens: '09:00', closes: '13:00' }, { day: 1, opens: '08:30', closes: '16:30' }, { day: 3, opens: '20:00', closes: '24:00' }];
    expect(weekLineWords(EN.t, EN.intl, week)).toEqual(weekLines(week));
  });

  it('keeps the data’s language names on English pages', () => {
    expect(languageWords('en', 'en-US', ['English', 'Spanish'])).toBe('English, Spanish');
  });
});

describe('a listing in Spanish words', () => {
  it('says how it was checked, with es-US dates', () => {
    expect(checkedWords(ES.t, ES.intl, CHECKS[0]!)).toBe('Verificado en su sitio web, noviembre de 2026');
    expect(checkedWords(ES.t, ES.intl, CHECKS[3]!)).toBe('Verificado en una página de courts.example.gov de 2019, noviembre de 2026');
    expect(checkedWords(ES.t, ES.intl, CHECKS[5]!)).toBe('Confirmado por teléfono el 5 de enero de 2026');
    expect(checkedWords(ES.t, ES.intl, CHECKS[6]!)).toBe('De CMS Hospital General Information, publicación de 2026. No lo hemos comprobado: llame antes de ir');
  });

  it('says its hours as Spanish speakers say them', () => {
    expect(openStatusWords(ES.t, ES.intl, STATUSES[0]!, false)).toEqual({ headline: 'Abierto ahora', detail: 'Cierra a las 5 p. m.' });
    expect(openStatusWords(ES.t, ES.intl, STATUSES[3]!, false)).toEqual({ headline: 'Cerrado', detail: 'Abre el lunes a las 9 a. m.' });
    expect(openStatusWords(ES.t, ES.intl, STATUSES[4]!, false)).toEqual({ headline: 'Abierto ahora', detail: 'Cierra el sábado a las 2 a. m.' });
    expect(openStatusWords(ES.t, ES.intl, STATUSES[5]!, false)).toEqual({ headline: 'Abierto ahora', detail: 'Cierra a la 1 p. m.' });
    expect(weekLineWords(ES.t, ES.intl, [{ day: 1, opens: '08:30', closes: '24:00' }])).toEqual(['Lunes: 8:30 a. m. – medianoche']);
  });

  it('names the languages a service speaks in Spanish, and leaves a name it cannot map as written', () => {
    expect(languageWords('es', 'es-US', ['English', 'Spanish', 'vi', 'Klingon'])).toBe('inglés, español, vietnamita, Klingon');
  });

  it('says where it is and when the device’s copy was updated', () => {
    const r = { serviceArea: 'national' } as Resource;
    expect(addressWords(ES.t, r)).toBe('Atiende en todo Estados Unidos');
    expect(addressWords(EN.t, { ...r, approximatePlace: true, zip: '43215', city: 'Columbus', state: 'OH' } as Resource)).toBe('Near ZIP 43215 (Columbus, OH): no street address published');
    // A program named for counties of its state says how many, not that it serves the whole state.
    const program = { serviceArea: 'local', state: 'TN', counties: ['47113', '47053'] } as Resource;
    expect(addressWords(EN.t, program)).toBe('Serves 2 counties of Tennessee');
    expect(addressWords(ES.t, { ...program, counties: ['47113'] } as Resource)).toBe('Atiende un condado de Tennessee');
    // A city office keeps its city, whatever counties it is given; one whose counties a list names says how many.
    expect(addressWords(EN.t, { ...program, city: 'Jackson' } as Resource)).toBe('Serves Jackson, Tennessee');
    const listed = { name: 'Legal Services Corporation', year: '2010', url: 'https://example.org/list.pdf' };
    expect(addressWords(EN.t, { ...program, city: 'Jackson', countiesSource: listed } as Resource)).toBe('Serves 2 counties of Tennessee');
    // Counties of another state among them: not "counties of Tennessee".
    expect(addressWords(EN.t, { ...program, counties: ['47113', '28033'] } as Resource)).toBe('Serves Tennessee');
    const now = new Date(2026, 10, 22, 12).getTime();
    expect(updatedWords(ES.t, ES.intl, new Date(2026, 10, 21, 9).getTime(), now)).toBe('actualizada ayer');
    expect(updatedWords(EN.t, EN.intl, new Date(2026, 10, 19, 9).getTime(), now)).toBe('last updated 3 days ago');
  });

  it('shows the Spanish description a person wrote, else the English one said to be English; English pages the English', () => {
    const both = { description: 'Free legal help.', descriptionEs: 'Ayuda legal gratuita.' };
    const english = { description: 'Free legal help.' };
    expect(descriptionFor('es', both)).toEqual({ text: 'Ayuda legal gratuita.', lang: 'es', inEnglish: false });
    expect(descriptionFor('es', english)).toEqual({ text: 'Free legal help.', lang: 'en', inEnglish: true });
    expect(descriptionFor('en', both)).toEqual({ text: 'Free legal help.', lang: 'en', inEnglish: false });
    expect(descriptionFor('en', english)).toEqual({ text: 'Free legal help.', lang: 'en', inEnglish: false });
  });
});
