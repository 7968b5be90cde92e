// The Spanish options of each crisis line (issue 22): every line says how a Spanish speaker reaches it, from the
// service's own page, or says that we could not confirm it; nothing repeats a number, and an option only exists where
// the line has what it needs (a key to press needs a number to call, a keyword a number to text).
import { describe, expect, it } from 'vitest';
import { HOTLINES, LINE_211, type Hotline } from '../../shared/hotlines.ts';

const today = new Date().toISOString().slice(0, 10);
const DOMAINS: Record<string, string> = {
  'domestic-violence': 'thehotline.org',
  'crisis-text': 'crisistextline.org',
  'sexual-assault': 'rainn.org',
  'suicide-crisis': '988lifeline.org',
  'human-trafficking': 'humantraffickinghotline.org',
};

describe('Spanish options of the crisis lines', () => {
  it('every line either gives its Spanish options with their source, or says they were not confirmed', () => {
    for (const line of [...HOTLINES, LINE_211]) {
      const es = line.spanish;
      expect(es.verifiedAt <= today, `${line.name}: checked on a day to come`).toBe(true);
      if (!es.confirmed) {
        expect(es.why.length, `${line.name}: why it is not confirmed`).toBeGreaterThan(20);
        continue;
      }
      expect(Boolean(es.call || es.textKeyword || es.website), `${line.name}: confirmed with no option`).toBe(true);
      expect(es.sourceUrl.startsWith('https://'), line.name).toBe(true);
      if (es.sourceDate) expect(es.sourceDate <= es.verifiedAt, line.name).toBe(true);
    }
  });

  it('each source is the service’s own site', () => {
    for (const line of HOTLINES) {
      const es = line.spanish;
      if (!es.confirmed) continue;
      const host = new URL(es.sourceUrl).hostname.replace(/^www\./, '');
      expect(host, line.name).toBe(DOMAINS[line.id]);
      if (es.website) expect(new URL(es.website).hostname.replace(/^www\./, ''), line.name).toBe(DOMAINS[line.id]);
    }
  });

  it('options match what the line has: a key to press needs its number, a keyword its text number, and no number is repeated', () => {
    const confirmed = HOTLINES.filter((l): l is Hotline & { spanish: { confirmed: true } } => l.spanish.confirmed);
    expect(confirmed.map((l) => l.id).sort()).toEqual(['crisis-text', 'human-trafficking', 'suicide-crisis']);
    for (const line of confirmed) {
      if (line.spanish.call) expect(line.phone, `${line.name}: Spanish by phone, but no number to call`).toBeTruthy();
      if (line.spanish.call?.press) expect(line.spanish.call.press).toMatch(/^\d$/);
      if (line.spanish.textKeyword) {
        expect(line.text, `${line.name}: a Spanish keyword, but no number to text`).toBeTruthy();
        expect(line.spanish.textKeyword).toMatch(/^[A-Z]+$/);
      }
      expect(JSON.stringify(line.spanish), `${line.name}: a number typed again`).not.toMatch(/\d{3}[-.\s]?\d{3,4}/);
    }
  });

  it('988 in Spanish is press 2 or text AYUDA; the Crisis Text Line takes AYUDA at its own number', () => {
    const lifeline = HOTLINES.find((l) => l.id === 'suicide-crisis')!;
    const text = HOTLINES.find((l) => l.id === 'crisis-text')!;
    expect(lifeline.spanish).toMatchObject({ confirmed: true, call: { press: '2' }, textKeyword: 'AYUDA' });
    expect(text.spanish).toMatchObject({ confirmed: true, textKeyword: 'AYUDA' });
  });
});
