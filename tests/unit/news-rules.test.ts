// The news rules shared by server and screens: topic classification and the cards' relative dates.
import { describe, expect, it } from 'vitest';
import { longDateTime, relativeDate } from '../../shared/format.ts';
import { classifyTopics, HOME_NEWS_TOPIC_OPTIONS, NEWS_TOPIC_IDS, PAGE_NEWS_TOPIC_OPTIONS } from '../../shared/news/topics.ts';

describe('classifyTopics', () => {
  it.each([
    ['Shelters report rise in calls about domestic violence', 'domestic-violence'],
    ['Mifepristone ruling leaves access unchanged for now', 'reproductive-rights'],
    ['Postpartum depression screening to be covered', 'womens-health'],
    ['Companies must publish their pay gap', 'workplace-equality'],
    ['Senate confirms first woman to lead the agency', 'women-in-politics'],
    ['Microloans help women entrepreneurs start businesses', 'economic-empowerment'],
    ['Campaign to end child marriage wins new backers', 'gender-equality'],
    ['Title IX rules explained', 'womens-rights'],
    ['Woman stalked for years wins protective order', 'domestic-violence'],
    ['Survivors say they were abused by a partner', 'domestic-violence'],
  ])('puts “%s” in %s', (headline, topic) => {
    expect(classifyTopics(headline)).toContain(topic);
  });

  it('puts an article in every topic it speaks to, most specific first', () => {
    expect(classifyTopics('Abortion ban challenged as workers lose health coverage')).toEqual([
      'reproductive-rights',
      'womens-health',
      'workplace-equality',
    ]);
  });

  it('adds a feed’s own topics, and finds none in an unrelated headline', () => {
    expect(classifyTopics('Local team wins the regional football final')).toEqual([]);
    expect(classifyTopics('Local team wins the regional football final', ['gender-equality'])).toEqual(['gender-equality']);
  });

  it('does not match parts of words', () => {
    expect(classifyTopics('Current affairs quiz')).toEqual([]);
  });

  it('offers on each screen only topics the server knows', () => {
    for (const o of [...HOME_NEWS_TOPIC_OPTIONS, ...PAGE_NEWS_TOPIC_OPTIONS]) {
      expect(o.value === 'all' || (NEWS_TOPIC_IDS as string[]).includes(o.value)).toBe(true);
    }
    expect(HOME_NEWS_TOPIC_OPTIONS).toHaveLength(8);
    expect(PAGE_NEWS_TOPIC_OPTIONS).toHaveLength(7);
  });
});

describe('relativeDate', () => {
  const now = new Date(2026, 10, 22, 9, 0);
  it('counts calendar days: today, yesterday, N days ago, then the date', () => {
    expect(relativeDate(new Date(2026, 10, 22, 0, 5).toISOString(), now)).toBe('Today');
    expect(relativeDate(new Date(2026, 10, 21, 23, 50).toISOString(), now)).toBe('Yesterday');
    expect(relativeDate(new Date(2026, 10, 19, 12).toISOString(), now)).toBe('3 days ago');
    expect(relativeDate(new Date(2026, 10, 16, 12).toISOString(), now)).toBe('6 days ago');
    expect(relativeDate(new Date(2026, 10, 15, 12).toISOString(), now)).toBe(new Date(2026, 10, 15, 12).toLocaleDateString('en-US'));
  });
  it('shows nothing for a date it cannot read, and a US long date-time on the news page', () => {
    expect(relativeDate('not a date', now)).toBe('');
    expect(longDateTime(new Date(2026, 10, 20, 10, 0).toISOString())).toMatch(/^November 20, 2026(,| at) 10:00\sAM$/);
  });
});
