// Guards data/resources.json: schema, unique ids, coverage per category, and crisis numbers identical to shared/hotlines.ts
// (each hotline names the record that is it: Hotline.directoryId).
import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { seedResourceSchema } from '../../shared/schemas/resource.ts';
import { CATEGORY_KEYS } from '../../shared/categories.ts';
import { US_STATES } from '../../shared/us-states.ts';
import { HOTLINES } from '../../shared/hotlines.ts';

const seedFileSchema = z.object({ resources: z.array(seedResourceSchema) });

const raw: unknown = JSON.parse(readFileSync(new URL('../../data/resources.json', import.meta.url), 'utf8'));
const parsed = seedFileSchema.safeParse(raw);
const resources = parsed.success ? parsed.data.resources : [];

/** Digits only, without a leading US country code, so "1-800-…" and "800-…" compare equal. */
function digits(n: string): string {
  const d = n.replace(/\D/g, '');
  return d.length === 11 && d.startsWith('1') ? d.slice(1) : d;
}

/** Every number a hotline publishes, in its display form. */
function hotlineNumbers(h: (typeof HOTLINES)[number]): string[] {
  return [h.phone, h.text?.to, h.tty].filter((n): n is string => typeof n === 'string');
}

describe('data/resources.json', () => {
  it('parses against seedResourceSchema', () => {
    if (!parsed.success) throw new Error(z.prettifyError(parsed.error));
    expect(parsed.success).toBe(true);
  });

  it('has a Spanish description for every national listing and, for now, for no state or local one; none a copy of the English, none with another number', () => {
    const national = resources.filter((r) => r.serviceArea === 'national');
    expect(national.filter((r) => !r.descriptionEs).map((r) => r.id)).toEqual([]);
    expect(resources.filter((r) => r.serviceArea !== 'national' && r.descriptionEs).map((r) => r.id)).toEqual([]);
    expect(national.filter((r) => r.descriptionEs === r.description).map((r) => r.id)).toEqual([]);
    // Figures (a phone number, an age, a deadline) are kept, not rewritten: "24/7" is said "las 24 horas", no 7.
    const figures = (text: string) => (text.replace('24/7', '24').match(/\d+/g) ?? []).join(' ');
    expect(national.filter((r) => figures(r.description) !== figures(r.descriptionEs ?? '')).map((r) => r.id)).toEqual([]);
  });

  it('has unique ids', () => {
    const ids = resources.map((r) => r.id);
    const dupes = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(dupes).toEqual([]);
  });

  it('has at least 250 records, at least 10 in each of the seven categories', () => {
    expect(resources.length).toBeGreaterThanOrEqual(250);
    for (const key of CATEGORY_KEYS) {
      const count = resources.filter((r) => r.category === key).length;
      expect(count, `category ${key}`).toBeGreaterThanOrEqual(10);
    }
  });

  it('has the statewide domestic violence coalition of every state and DC, with its state and no address', () => {
    const coalitions = resources.filter((r) => r.id.startsWith('dv-coalition-'));
    expect(coalitions.map((r) => r.state).sort()).toEqual(US_STATES.map(([code]) => code).sort());
    for (const r of coalitions) {
      expect(r.id, r.title).toBe(`dv-coalition-${r.state?.toLowerCase()}`);
      expect(r.serviceArea, r.id).toBe(r.state);
      expect(r.category, r.id).toBe('housing-shelter');
      expect(r.address, r.id).toBeUndefined();
    }
  });

  it('refuses a confidential record with an address or coordinates', () => {
    const base = { id: 'confidential-test', title: 'A shelter', description: 'Intake by phone.', category: 'housing-shelter', sourceUrl: 'https://example.org', verifiedAt: '2026-11-22', isConfidential: true };
    expect(seedResourceSchema.safeParse(base).success).toBe(true);
    expect(seedResourceSchema.safeParse({ ...base, address: '1 Main St' }).success).toBe(false);
    expect(seedResourceSchema.safeParse({ ...base, latitude: 1, longitude: 2 }).success).toBe(false);
  });

  it('gives every record a source and a verification date', () => {
    for (const r of resources) {
      expect(r.sourceUrl, r.id).toMatch(/^https:\/\//);
      expect(r.verifiedAt, r.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('uses https for every website', () => {
    for (const r of resources) {
      if (r.url) expect(r.url, r.id).toMatch(/^https:\/\//);
    }
  });

  it('keeps phoneNumber equal to the first voice phone', () => {
    for (const r of resources) {
      const firstVoice = r.phones.find((p) => p.kind === 'voice')?.number;
      if (r.phoneNumber !== undefined) expect(r.phoneNumber, r.id).toBe(firstVoice);
      // A record with a voice line should expose it as its main number for call buttons.
      if (firstVoice !== undefined) expect(r.phoneNumber, r.id).toBe(firstVoice);
    }
  });

  it('carries no street address on confidential records', () => {
    for (const r of resources.filter((x) => x.isConfidential)) {
      expect(r.address, r.id).toBeUndefined();
      expect(r.latitude, r.id).toBeUndefined();
    }
  });

  describe('crisis hotlines match shared/hotlines.ts exactly', () => {
    for (const h of HOTLINES) {
      it(`${h.name} record uses the shared numbers`, () => {
        const record = resources.find((r) => r.id === h.directoryId);
        expect(record, `record ${h.directoryId}`).toBeDefined();
        if (!record) return;
        const byKind = (kind: string) => record.phones.filter((p) => p.kind === kind);
        expect(byKind('voice').map((p) => p.number)).toEqual(h.phone ? [h.phone] : []);
        expect(byKind('tty').map((p) => p.number)).toEqual(h.tty ? [h.tty] : []);
        expect(byKind('text').map((p) => [p.number, p.textBody ?? ''])).toEqual(h.text ? [[h.text.to, h.text.body]] : []);
        expect(record.phoneNumber).toBe(h.phone);
      });
    }

    it('has no second record titled as one of the hotlines', () => {
      for (const h of HOTLINES) {
        const name = h.name.replace(/\s*\(.*\)$/, '').toLowerCase();
        const titled = resources.filter((r) => r.title.toLowerCase().includes(name)).map((r) => r.id);
        expect(titled, h.name).toEqual([h.directoryId]);
      }
    });

    it('writes any hotline number only in its hotline record, in the shared display form', () => {
      for (const h of HOTLINES) {
        for (const shared of hotlineNumbers(h)) {
          for (const r of resources) {
            for (const p of r.phones.filter((x) => digits(x.number) === digits(shared))) {
              expect(r.id, `${p.number} belongs to ${h.name}`).toBe(h.directoryId);
              expect(hotlineNumbers(h), `${r.id} ${p.number}`).toContain(p.number);
            }
          }
        }
      }
    });
  });
});
