// The dashboard words the reasons of a recommendation from data (`why`); the API still sends them in English
// (`reasons`): both must say the same words, and the account's notices the server's.
import { createIntl } from '@formatjs/intl';
import { describe, expect, it } from 'vitest';
import { reasonInEnglish, recommend, type Preferences, type Recommendable } from '../../shared/dashboard/recommend.ts';
import { en } from '../../shared/messages/en.ts';
import { ACCOUNT_DELETED_MESSAGE, SIGNED_OUT_EVERYWHERE_MESSAGE } from '../../shared/schemas/account.ts';

const intl = createIntl({ locale: 'en-US', messages: en });
const base: Recommendable = { id: 'x', title: 'X', description: 'For mothers and children', category: 'housing-shelter', serviceArea: 'OH', state: 'OH', city: 'Columbus', latitude: 39.96, longitude: -82.99, languages: ['Spanish', 'Chinese', 'Korean'], tags: [], isOpen24Hours: true };
const prefs: Preferences = { needs: ['housing-shelter'], household: 'with-children', languages: ['Spanish', 'Chinese', 'Korean'], location: { label: 'Columbus, OH', state: 'OH', latitude: 39.98, longitude: -83.0 } };

describe('the reasons of a recommendation', () => {
  it('come as data with the English the API sends, one for one', () => {
    const [rec] = recommend([base], prefs);
    expect(rec?.why?.map((r) => r.kind)).toEqual(['need', 'nearby', 'language', 'family', 'open24Hours']);
    expect(rec?.reasons).toEqual(rec?.why?.map(reasonInEnglish));
    expect(rec?.reasons).toContain('Help in Spanish, Chinese, and Korean');
  });

  it('say in the English catalogue what the API says', () => {
    const [rec] = recommend([base, { ...base, id: 'n', serviceArea: 'national', state: undefined, latitude: undefined, longitude: undefined }, { ...base, id: 's', latitude: undefined, longitude: undefined }], prefs, 10);
    const worded = rec!.why!.map((r) => {
      switch (r.kind) {
        case 'need':
          return intl.formatMessage({ id: 'dashboard.reason.need' }, { category: en[`category.${r.category}`].toLowerCase() });
        case 'nearby':
          return intl.formatMessage({ id: 'dashboard.reason.nearby' }, { distance: r.miles.toFixed(1), place: r.place });
        case 'language':
          return intl.formatMessage({ id: 'dashboard.reason.language' }, { languages: intl.formatList(r.languages, { type: 'conjunction' }) });
        case 'state':
          return intl.formatMessage({ id: 'dashboard.reason.state' }, { state: r.state });
        default:
          return intl.formatMessage({ id: `dashboard.reason.${r.kind}` });
      }
    });
    expect(worded).toEqual(rec!.reasons);
  });
});

describe('the account’s notices', () => {
  it('are the words the server says', () => {
    expect(en['dashboard.account.deleted']).toBe(ACCOUNT_DELETED_MESSAGE);
    expect(en['dashboard.account.everywhereDone']).toBe(SIGNED_OUT_EVERYWHERE_MESSAGE);
  });
});
