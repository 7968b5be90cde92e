// The admin and analytics pages name values stored in data (statuses, priorities, topics, problems) through their
// catalogues: every value has its message, and the English one says what the rest of the site says for it.
import { describe, expect, it } from 'vitest';
import { ADMIN_AREAS } from '../../shared/admin/roles.ts';
import { DONATION_STATUSES } from '../../shared/admin/schemas.ts';
import { LEGISLATION_STATUSES } from '../../shared/analytics/legislation.ts';
import { SAMPLE_STORIES } from '../../shared/analytics/sample.ts';
import { ANALYTICS_PERIODS, PERIOD_LABELS } from '../../shared/analytics/schemas.ts';
import { adminEn } from '../../shared/messages/en/admin.ts';
import { analyticsEn } from '../../shared/messages/en/analytics.ts';
import { NEWS_TOPICS } from '../../shared/news/topics.ts';
import { CONTACT_CATEGORIES, CONTACT_PRIORITIES } from '../../shared/schemas/contact.ts';
import { LISTING_PROBLEM_LABELS } from '../../shared/schemas/listing-report.ts';

const admin = adminEn as Record<string, string>;
const analytics = analyticsEn as Record<string, string>;

describe('the admin page’s names for stored values', () => {
  it('name every news topic, listing problem and admin area as the rest of the site does', () => {
    for (const topic of NEWS_TOPICS) expect(admin[`admin.articles.topic.${topic.id}`], topic.id).toBe(topic.label);
    for (const [problem, label] of Object.entries(LISTING_PROBLEM_LABELS)) expect(admin[`admin.reports.problem.${problem}`], problem).toBe(label);
    for (const area of [...ADMIN_AREAS, 'listing-reports']) expect(admin[`admin.tab.${area}`], area).toBeTruthy();
  });

  it('name every donation status, and every contact priority and category as stored', () => {
    for (const s of DONATION_STATUSES) {
      expect(admin[`admin.donations.status.${s}`], s).toBeTruthy();
      expect(admin[`admin.donations.badge.${s}`], s).toBe(s);
    }
    for (const p of CONTACT_PRIORITIES) expect(admin[`admin.messages.priority.${p}`], p).toBe(p);
    for (const c of CONTACT_CATEGORIES) expect(admin[`admin.messages.category.${c}`], c).toBe(c);
  });
});

describe('the analytics page’s names for stored values', () => {
  it('name every period and legislation status, and tell each sample story as the sample data does', () => {
    for (const p of ANALYTICS_PERIODS) expect(analytics[`analytics.period.${p}`], p).toBe(PERIOD_LABELS[p]);
    for (const s of LEGISLATION_STATUSES) expect(analytics[`analytics.legislation.status.${s}`], s).toBe(s);
    for (const story of SAMPLE_STORIES) expect(analytics[`analytics.impact.story.${story.category}`], story.category).toBe(story.quote);
  });
});
