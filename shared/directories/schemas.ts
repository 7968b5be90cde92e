// The built-in directories (spec 2, sections 2.2, 2.3, 2.6 and 3): organizations for growth, funding sources and
// business-owner profiles. One zod schema each, used to check data/*.json, on the wire and on the device.
import { z } from 'zod';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-22');
const httpsUrl = z.url({ protocol: /^https$/, message: 'Use a full https:// address' });
const id = z.string().regex(/^[a-z0-9][a-z0-9-]{1,99}$/, 'Ids are lowercase words joined by dashes');
const text = (max: number) => z.string().trim().min(1).max(max);
const phone = z.string().regex(/^[0-9+][0-9 ()+.-]{6,24}$/, 'Use digits, spaces and dashes only');
/** Where a fact was checked, and when. */
const provenance = { sourceUrl: httpsUrl, verifiedAt: isoDate };

export const ORGANIZATION_CATEGORIES = [
  { key: 'national-government', title: 'National Government Programs', description: 'Federal agencies and programs that counsel, certify and fund women-owned businesses.', colour: '#4f46e5' },
  { key: 'funding-finance', title: 'Funding & Finance', description: 'Lenders, loan funds and financial programs for women entrepreneurs.', colour: '#15803d' },
  { key: 'professional-networks', title: 'Professional Networks', description: 'Membership organizations for women business owners and leaders.', colour: '#7e22ce' },
  { key: 'specialized-industry', title: 'Specialized Industry Organizations', description: 'Networks for women in a particular field, from technology to construction.', colour: '#c2410c' },
  { key: 'accelerators-incubators', title: 'Accelerators & Incubators', description: 'Programs that coach and connect founders as they grow.', colour: '#1d4ed8' },
  { key: 'alternative-funding', title: 'Alternative Funding', description: 'Microloans, crowdfunding and community capital.', colour: '#0f766e' },
  { key: 'regional-local', title: 'Regional & Local Organizations', description: 'Women’s business centers and groups serving a city or region.', colour: '#be185d' },
] as const;
export type OrganizationCategory = (typeof ORGANIZATION_CATEGORIES)[number]['key'];

export const FUNDING_CATEGORIES = [
  { key: 'venture-capital', title: 'Venture Capital', description: 'Funds investing in women-led startups for equity.', colour: '#1d4ed8' },
  { key: 'angel-networks', title: 'Angel Networks', description: 'Groups of individual investors backing early-stage women founders.', colour: '#15803d' },
  { key: 'government-programs', title: 'Government Programs', description: 'Federal and state loans, grants and contracting programs.', colour: '#7e22ce' },
  { key: 'corporate-grants', title: 'Corporate Grants', description: 'Grant programs run by companies for small businesses.', colour: '#c2410c' },
  { key: 'foundation-grants', title: 'Foundation Grants', description: 'Grants and awards from foundations and nonprofits.', colour: '#be185d' },
  { key: 'accelerators', title: 'Accelerators', description: 'Programs that invest, mentor and connect founders.', colour: '#4f46e5' },
  { key: 'alternative-funding', title: 'Alternative Funding', description: 'Microloans, revenue-based and community financing.', colour: '#0f766e' },
] as const;
export type FundingCategory = (typeof FUNDING_CATEGORIES)[number]['key'];

export const ETHNICITY_GROUPS = [
  { key: 'african-american', title: 'African American Women', description: 'Founders and executives who built companies and opened doors for others.', colour: '#7e22ce' },
  { key: 'asian-american', title: 'Asian American Women', description: 'Entrepreneurs and leaders across technology, fashion, food and media.', colour: '#c2410c' },
  { key: 'latina', title: 'Latina Women', description: 'Business owners and executives from Latin American heritage.', colour: '#0f766e' },
] as const;
export type Ethnicity = (typeof ETHNICITY_GROUPS)[number]['key'];

export const OWNER_CATEGORIES = [
  { key: 'fortune-500', title: 'Fortune 500 Leaders', description: 'Chief executives of the largest US companies.', colour: '#1d4ed8' },
  { key: 'tech-innovation', title: 'Tech & Innovation', description: 'Founders of technology companies.', colour: '#4f46e5' },
  { key: 'beauty-personal-care', title: 'Beauty & Personal Care', description: 'Beauty, hair and skin care brands.', colour: '#be185d' },
  { key: 'fashion-retail', title: 'Fashion & Retail', description: 'Designers and retailers.', colour: '#7e22ce' },
  { key: 'food-beverage', title: 'Food & Beverage', description: 'Food, drink and restaurant businesses.', colour: '#c2410c' },
  { key: 'healthcare-wellness', title: 'Healthcare & Wellness', description: 'Health care, wellness and fitness companies.', colour: '#15803d' },
  { key: 'media-entertainment', title: 'Media & Entertainment', description: 'Media companies, film, television and publishing.', colour: '#b91c1c' },
  { key: 'real-estate-finance', title: 'Real Estate & Finance', description: 'Investment, banking and real estate firms.', colour: '#0f766e' },
  { key: 'professional-services', title: 'Professional Services', description: 'Consulting, staffing, legal and other services.', colour: '#475569' },
  { key: 'emerging-entrepreneurs', title: 'Emerging Entrepreneurs', description: 'Founders of fast-growing younger companies.', colour: '#a16207' },
  { key: 'historical-pioneers', title: 'Historical Pioneers', description: 'Women whose businesses made history.', colour: '#57534e' },
] as const;
export type OwnerCategory = (typeof OWNER_CATEGORIES)[number]['key'];

const keys = <T extends readonly { key: string }[]>(list: T) => list.map((c) => c.key) as [T[number]['key'], ...T[number]['key'][]];

export const organizationSchema = z.object({
  id,
  name: text(200),
  category: z.enum(keys(ORGANIZATION_CATEGORIES)),
  /** What it does, in a sentence or two. */
  description: text(600),
  /** What it offers, as short phrases ("Mentoring", "Certification"). */
  services: z.array(text(80)).min(1).max(12),
  industries: z.array(text(60)).min(1).max(20),
  address: text(200).optional(),
  phone: phone.optional(),
  email: z.email().optional(),
  website: httpsUrl,
  /** As the organization states it, e.g. "Up to $10,000". */
  grantAmount: text(120).optional(),
  /** Business stage served, e.g. "Startup to growth". */
  stage: text(120).optional(),
  eligibility: text(400).optional(),
  ...provenance,
});
export type Organization = z.infer<typeof organizationSchema>;

export const fundingSourceSchema = z.object({
  id,
  name: text(200),
  category: z.enum(keys(FUNDING_CATEGORIES)),
  description: text(600),
  industries: z.array(text(60)).min(1).max(20),
  address: text(200).optional(),
  phone: phone.optional(),
  email: z.email().optional(),
  website: httpsUrl,
  grantAmount: text(120).optional(),
  investmentRange: text(120).optional(),
  stage: text(120).optional(),
  /** As published, e.g. "Rolling" or "Each spring". */
  applicationDeadline: text(120).optional(),
  eligibility: text(400).optional(),
  additionalBenefits: text(400).optional(),
  specialPrograms: z.array(text(120)).max(10).default([]),
  trackRecord: text(300).optional(),
  notes: text(400).optional(),
  ...provenance,
});
export type FundingSource = z.infer<typeof fundingSourceSchema>;

/** A published figure, always with the year it refers to. */
const figure = z.object({ display: text(60), year: z.number().int().min(1850).max(2100) });

export const businessOwnerSchema = z.object({
  id,
  name: text(120),
  company: text(160),
  ethnicity: z.enum(keys(ETHNICITY_GROUPS)),
  category: z.enum(keys(OWNER_CATEGORIES)),
  industries: z.array(text(60)).min(1).max(8),
  description: text(600),
  achievements: z.array(text(200)).min(1).max(8),
  /** Only where widely reported, with its year. */
  netWorth: figure.optional(),
  revenue: figure.optional(),
  /** Heritage as publicly described, e.g. "Cuban American". */
  location: text(120).optional(),
  foundedYear: z.number().int().min(1800).max(2100).optional(),
  ...provenance,
});
export type BusinessOwner = z.infer<typeof businessOwnerSchema>;

/** The files in data/ and their lists. */
export const organizationFileSchema = z.object({ organizations: z.array(organizationSchema) });
export const fundingFileSchema = z.object({ fundingSources: z.array(fundingSourceSchema) });
export const ownerFileSchema = z.object({ businessOwners: z.array(businessOwnerSchema) });
