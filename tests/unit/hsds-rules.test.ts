// The published rules an HSDS import applies: our category, which services are confidential locations, how messy
// text, addresses, phone numbers and opening hours from real exports are read.
import { describe, expect, it } from 'vitest';
import { CATEGORY_TAXONOMY_NAME, categoryFor, DEFAULT_CATEGORY, ownCategory } from '../../shared/hsds/category-rules.ts';
import { cleanDescription, cleanText, isPostOfficeBox } from '../../shared/hsds/clean.ts';
import { confidentialReason, isWithheldAddress, type ConfidentialCheck } from '../../shared/hsds/confidential.ts';
import { stateCode } from '../../shared/us-states.ts';
import { parsePhone, phoneKind } from '../../api/hsds/phones.ts';
import { clockTime, isAlwaysOpen, unreadableHours, weeklyHours } from '../../api/hsds/schedules.ts';

const service = (over: Partial<ConfidentialCheck> = {}): ConfidentialCheck => ({ codes: [], terms: [], name: 'Service', ...over });

describe('category rules', () => {
  it('reads AIRS codes first, the most specific prefix winning', () => {
    expect(categoryFor(service({ codes: ['BH-1800.1500-100'] }))).toEqual({ category: 'housing-shelter', rule: 'code BH' });
    expect(categoryFor(service({ codes: ['BD-1800.2000'] })).category).toBe('financial-support');
    expect(categoryFor(service({ codes: ['ND-6500'] })).category).toBe('employment-opportunities');
    expect(categoryFor(service({ codes: ['NL-6000.2000'] })).category).toBe('financial-support');
    expect(categoryFor(service({ codes: ['LF-5000'] })).category).toBe('womens-health');
    expect(categoryFor(service({ codes: ['RP-1400'] })).category).toBe('womens-health');
    expect(categoryFor(service({ codes: ['FT-3000'], name: 'Shelter' })).category).toBe('rights-advocacy');
  });

  it('ignores ids that are not taxonomy codes, then reads term names, the name and the description in that order', () => {
    expect(categoryFor(service({ codes: ['3f7b145d-84af-42d7'], terms: ['Food Pantries'] }))).toEqual({ category: 'financial-support', rule: 'term: money or basic needs' });
    expect(categoryFor(service({ name: 'Tenant Rights Clinic' })).category).toBe('housing-shelter');
    expect(categoryFor(service({ name: 'Family Law Help', description: 'Prenatal care' })).category).toBe('rights-advocacy');
    expect(categoryFor(service({ name: 'Main Office', description: 'Prenatal care and screenings.' }))).toEqual({ category: 'womens-health', rule: 'description: health care' });
  });

  it('puts a service no rule places in the default category, and says so', () => {
    expect(categoryFor(service({ name: 'Neighborhood Center', description: 'Drop-in center open to all.' }))).toEqual({ category: DEFAULT_CATEGORY, rule: 'default' });
  });

  it('takes the category straight from a term of our own export taxonomy, and from no other taxonomy', () => {
    expect(ownCategory({ taxonomy: CATEGORY_TAXONOMY_NAME, code: 'grants' })).toBe('grants');
    expect(ownCategory({ taxonomy: CATEGORY_TAXONOMY_NAME, code: ' Womens-Health ' })).toBe('womens-health');
    expect(ownCategory({ taxonomy: CATEGORY_TAXONOMY_NAME, code: 'shelter' })).toBeUndefined();
    expect(ownCategory({ taxonomy: 'AIRS', code: 'grants' })).toBeUndefined();
    expect(ownCategory({ code: 'grants' })).toBeUndefined();
  });
});

describe('confidential locations', () => {
  it('marks a domestic-violence shelter by its AIRS code or a narrower one', () => {
    expect(confidentialReason(service({ codes: ['BH-1800.1500-100'] }))).toMatch(/BH-1800.1500-100/);
    expect(confidentialReason(service({ codes: ['bh-1800.1500-100.05'] }))).toBeDefined();
    expect(confidentialReason(service({ codes: ['BH-1800.8500'] }))).toBeUndefined();
  });

  it('marks one whose term, name or description clearly says so', () => {
    expect(confidentialReason(service({ terms: ['Domestic Violence Shelters'] }))).toBeDefined();
    expect(confidentialReason(service({ name: 'Safe House for Survivors of Domestic Violence' }))).toBeDefined();
    expect(confidentialReason(service({ description: 'Emergency shelter for women and children fleeing domestic violence.' }))).toBeDefined();
    expect(confidentialReason(service({ description: 'A battered women’s shelter with 20 beds.' }))).toBeDefined();
  });

  it('leaves alone services that point to shelters rather than being one', () => {
    expect(confidentialReason(service({ name: 'Example State Coalition Against Domestic Violence', description: 'Statewide coalition of domestic violence programs and shelters. It can help you find the shelter serving your county.' }))).toBeUndefined();
    expect(confidentialReason(service({ name: 'Shelter Finder', description: 'A searchable directory of domestic violence programs and shelters.' }))).toBeUndefined();
    expect(confidentialReason(service({ name: 'Family Services', description: 'Counseling for families. We also run a 30-bed shelter for survivors of domestic violence.' }))).toBeDefined();
  });

  it('marks one whose source withholds the address, and leaves ordinary services alone', () => {
    expect(confidentialReason(service({ addressLines: ['Confidential'] }))).toMatch(/withholds/);
    expect(isWithheldAddress('Undisclosed location')).toBe(true);
    expect(confidentialReason(service({ name: 'Homeless Shelter', description: 'Beds for adults. Showers and meals.' }))).toBeUndefined();
    expect(confidentialReason(service({ name: 'Legal Aid', description: 'Protective orders for survivors of domestic violence.' }))).toBeUndefined();
  });
});

describe('messy text', () => {
  it('trims padded values and drops only what is clearly not prose', () => {
    expect(cleanText('  FL  ')).toBe('FL');
    expect(cleanText('   ')).toBeUndefined();
    expect(cleanDescription('[FT-3000.1800] Free legal help. *** UPDATED 2019 ***')).toBe('Free legal help.');
    expect(cleanDescription('BH-1800.1500-100 - Shelter for women.')).toBe('Shelter for women.');
    expect(cleanDescription('Food pantry {SVC-00412} open Tuesdays.')).toBe('Food pantry open Tuesdays.');
    // Prose with brackets, numbers and capitals stays as written.
    const prose = 'Call (305) 555-0100 [after 5 PM] for Section 8 help (HUD-VASH too) — I-95 exit 4.';
    expect(cleanDescription(prose)).toBe(prose);
  });

  it('knows a post-office box is not a street address', () => {
    for (const box of ['P.O. Box 1234', 'PO BOX 55', 'Post Office Box 9', 'PMB 120', 'General Delivery']) expect(isPostOfficeBox(box)).toBe(true);
    for (const street of ['1500 Box Elder Road', '12 Boxwood Ct', '200 Post Office Square']) expect(isPostOfficeBox(street)).toBe(false);
  });

  it('reads states as codes or names, padded or not', () => {
    expect(stateCode('FL ')).toBe('FL');
    expect(stateCode('florida')).toBe('FL');
    expect(stateCode('District of Columbia')).toBe('DC');
    expect(stateCode('MyState')).toBeUndefined();
    expect(stateCode('XX')).toBeUndefined();
  });
});

describe('phone numbers', () => {
  it('accepts the common US formats, keeping extensions', () => {
    expect(parsePhone('(305) 555-0100 ext. 12')).toEqual({ number: '305-555-0100', extension: '12' });
    expect(parsePhone('305.555.0100x12')).toEqual({ number: '305-555-0100', extension: '12' });
    expect(parsePhone('+1 (305) 555-0177')).toEqual({ number: '305-555-0177' });
    expect(parsePhone('  305 555 0123  ', '4')).toEqual({ number: '305-555-0123', extension: '4' });
    expect(parsePhone('1-305-555-0111')).toEqual({ number: '305-555-0111' });
    expect(parsePhone('211')).toEqual({ number: '211' });
    expect(parsePhone('"+44 1234 234567"', '100')).toEqual({ number: '+44 1234 234567', extension: '100' });
    expect(parsePhone('not a number')).toBeUndefined();
    expect(parsePhone('')).toBeUndefined();
  });

  it('keeps the lines she can use from a card', () => {
    expect(phoneKind('voice')).toBe('voice');
    expect(phoneKind('')).toBe('voice');
    expect(phoneKind('cell')).toBe('voice');
    expect(phoneKind('textphone')).toBe('tty');
    expect(phoneKind('text')).toBe('text');
    expect(phoneKind('fax')).toBeUndefined();
  });
});

describe('weekly hours', () => {
  it('reads clock times as exports write them', () => {
    expect(clockTime('9:00 AM')).toBe('09:00');
    expect(clockTime('5:30 p.m.')).toBe('17:30');
    expect(clockTime('10:00:00')).toBe('10:00');
    expect(clockTime('0900')).toBe('09:00');
    expect(clockTime('23:59', true)).toBe('24:00');
    expect(clockTime('12 AM')).toBe('00:00');
    expect(clockTime('25:00')).toBeUndefined();
    expect(clockTime('closed')).toBeUndefined();
  });

  it('reads 3.0 iCal rows and 1.1 weekday rows, and leaves out monthly ones', () => {
    expect(weeklyHours([{ freq: 'WEEKLY', byday: 'MO,WE', opens_at: '09:00', closes_at: '17:00' }])).toEqual([
      { day: 1, opens: '09:00', closes: '17:00' },
      { day: 3, opens: '09:00', closes: '17:00' },
    ]);
    expect(weeklyHours([{ weekday: 'Saturday', opens_at: '9 AM', closes_at: '1 PM' }, { weekday: '1', opens_at: '8:30', closes_at: '16:30' }])).toEqual([
      { day: 1, opens: '08:30', closes: '16:30' },
      { day: 6, opens: '09:00', closes: '13:00' },
    ]);
    expect(weeklyHours([{ freq: 'MONTHLY', byday: '2MO', opens_at: '09:00', closes_at: '12:00' }])).toEqual([]);
    const always = [1, 2, 3, 4, 5, 6, 7].map((d) => ({ weekday: String(d), opens_at: '00:00', closes_at: '23:59' }));
    expect(isAlwaysOpen(weeklyHours(always))).toBe(true);
    expect(isAlwaysOpen(weeklyHours(always.slice(1)))).toBe(false);
  });

  it('says why a row meant as weekly hours gives none, and is silent on rows that are not about a usual week', () => {
    expect(unreadableHours({ weekday: 'Funday', opens_at: '09:00', closes_at: '17:00' })).toBe('"Funday" is not a day of the week');
    expect(unreadableHours({ freq: 'WEEKLY', byday: 'MO,XX', opens_at: '09:00', closes_at: '17:00' })).toBe('"XX" is not a day of the week');
    expect(unreadableHours({ weekday: 'Monday', opens_at: 'morning', closes_at: '17:00' })).toBe('"morning" is not an opening time');
    expect(unreadableHours({ weekday: 'Monday', opens_at: '09:00' })).toBe('it gives no closing time');
    expect(unreadableHours({ weekday: 'Monday', opens_at: '9 AM', closes_at: '09:00' })).toBe('it opens and closes at the same time (9 AM)');
    expect(unreadableHours({ opens_at: '09:00', closes_at: '17:00' })).toBe('it names no day of the week');
    const silent: Record<string, string>[] = [
      { weekday: 'Mon', opens_at: '09:00', closes_at: '17:00' },
      { freq: 'MONTHLY', byday: '2MO', opens_at: '09:00', closes_at: '12:00' },
      { description: 'Call for an appointment' },
    ];
    for (const row of silent) expect(unreadableHours(row), JSON.stringify(row)).toBeUndefined();
  });
});
