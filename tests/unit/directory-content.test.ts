// Guards the static reading content of the directory pages: records it names exist, crisis numbers are never retyped,
// changing law carries its date and tracker, and every listing links over https.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HOTLINES } from '../../shared/hotlines.ts';
import { HEALTH_HOTLINE_IDS, HEALTH_ORGANIZATION_IDS } from '../../web/pages/resources/blocks/health-block.tsx';
import { GRANT_LISTINGS, FISCAL_YEAR_NOTE } from '../../web/pages/resources/content/grants-content.ts';
import { en } from '../../shared/messages/en.ts';
import { REPRO_LAW, TELEHEALTH_AND_FUNDING } from '../../web/pages/resources/content/health-content.ts';
import { HOUSING_STATES } from '../../web/pages/resources/content/housing-content.ts';
import { LEGAL_HELP_CARD, ORG_GROUPS } from '../../web/pages/resources/content/org-groups.ts';
import { LEGAL_HELP } from '../../web/pages/resources/content/rights-content.ts';
import type { Listing } from '../../web/pages/resources/content/types.ts';

const ids = new Set(
  (JSON.parse(readFileSync(new URL('../../data/resources.json', import.meta.url), 'utf8')) as { resources: { id: string }[] }).resources.map((r) => r.id),
);

const listings: Listing[] = [
  ...Object.values(GRANT_LISTINGS).flat(),
  ...TELEHEALTH_AND_FUNDING,
  ...HOUSING_STATES.flatMap((s) => s.listings),
  ...ORG_GROUPS.flatMap((g) => g.listings),
  LEGAL_HELP_CARD,
  ...LEGAL_HELP,
];

const digits = (n: string) => n.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');

describe('directory reading content', () => {
  it('names only records that are in data/resources.json', () => {
    for (const id of [...HEALTH_HOTLINE_IDS, ...HEALTH_ORGANIZATION_IDS]) expect(ids.has(id), id).toBe(true);
  });

  it('never retypes a crisis line from shared/hotlines.ts', () => {
    const shared = HOTLINES.flatMap((h) => [h.phone, h.tty, h.text?.to]).filter((n): n is string => Boolean(n)).map(digits);
    for (const l of listings) if (l.phone) expect(shared, `${l.name} ${l.phone}`).not.toContain(digits(l.phone));
  });

  it('links every listing over https and writes phone numbers in a dialable form', () => {
    for (const l of listings) {
      if (l.website) expect(l.website, l.name).toMatch(/^https:\/\//);
      if (l.phone) expect(l.phone, l.name).toMatch(/^[0-9][0-9 ()+.-]{1,24}$/);
    }
  });

  it('gives the grants page three listings in each of its four groups and the fiscal year', () => {
    for (const [key, list] of Object.entries(GRANT_LISTINGS)) expect(list, key).toHaveLength(3);
    expect(en[FISCAL_YEAR_NOTE]).toMatch(/October 1 to September 30/);
  });

  it('dates the state abortion law and links an authoritative tracker; no state is in both lists', () => {
    expect(REPRO_LAW.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(REPRO_LAW.trackerUrl).toMatch(/^https:\/\//);
    const protectedCodes = new Set(REPRO_LAW.protectedStates.map((s) => s.code));
    for (const s of REPRO_LAW.restrictedStates) expect(protectedCodes.has(s.code), s.code).toBe(false);
  });

  it('covers California, Texas and New York in the housing state accordion', () => {
    expect(HOUSING_STATES.map((s) => s.code)).toEqual(['CA', 'TX', 'NY']);
  });
});
