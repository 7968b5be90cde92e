// What a card says was checked: a phone call an editor made, the directory a listing was imported from, or the web
// page we read (and how old it was, when older than 2023), or a reader's suggestion we checked. Never "Verified" for a
// page read.
import { describe, expect, it } from 'vitest';
import { checkedLine, dayMonthYear } from '../../shared/format.ts';

describe('checked line', () => {
  it('says a web page was read, and when', () => {
    expect(checkedLine({ verifiedAt: '2026-11-22' })).toBe('Checked against its website, November 2026');
    expect(checkedLine({ verifiedAt: '2026-11-22', sourceDate: '2024-05-01' })).toBe('Checked against its website, November 2026');
  });

  it('says when the page read was older than 2023', () => {
    expect(checkedLine({ verifiedAt: '2026-11-22', sourceDate: '2021' })).toBe('Checked against a copy of its website from 2021, November 2026');
  });

  it('names the site of the page read when it is not the listing\'s own website', () => {
    const own = { url: 'https://www.example-legal-aid.org/', sourceUrl: 'https://example-legal-aid.org/contact' };
    expect(checkedLine({ verifiedAt: '2026-11-25', ...own })).toBe('Checked against its website, November 2026');
    const state = { url: 'https://www.example-legal-aid.org/', sourceUrl: 'https://www.courts.example.gov/self-help/legal-aid' };
    expect(checkedLine({ verifiedAt: '2026-11-25', ...state })).toBe('Checked against a page on courts.example.gov, November 2026');
    expect(checkedLine({ verifiedAt: '2026-11-25', ...state, sourceDate: '2019-03-01' })).toBe('Checked against a 2019 page on courts.example.gov, November 2026');
  });

  it('names the directory an imported listing came from', () => {
    expect(checkedLine({ verifiedAt: '2026-11-20', sourceName: 'Example County 211' })).toBe('Listed by Example County 211, November 2026');
  });

  it('says a phone confirmation, with its day, above everything else', () => {
    expect(checkedLine({ verifiedAt: '2026-11-20', sourceName: 'Example County 211', phoneConfirmedOn: '2026-11-24' })).toBe('Confirmed by phone on 24 November 2026');
    expect(dayMonthYear('2026-01-05')).toBe('5 January 2026');
  });

  it('says a reader suggested a listing and when we checked it, by phone when an editor called', () => {
    expect(checkedLine({ verifiedAt: '2026-12-01', suggestedByReader: true })).toBe('Suggested by a reader, checked by us on 1 December 2026');
    expect(checkedLine({ verifiedAt: '2026-12-01', phoneConfirmedOn: '2026-12-03', suggestedByReader: true })).toBe(
      'Suggested by a reader, confirmed by us by phone on 3 December 2026',
    );
  });
});
