// The answers of /api/admin as zod schemas: what the admin page reads, and what GET /api/openapi.json describes
// (tests/api/openapi-answers.test.ts checks the answers sent against them).
import { z } from 'zod';
import { LOCALES } from '../locale.ts';
import { messageSchema } from '../schemas/errors.ts';
import { LISTING_PROBLEMS } from '../schemas/listing-report.ts';
import { wireResourceSchema } from '../schemas/resource.ts';
import { ADMIN_AREAS, ADMIN_ROLES } from './roles.ts';

const isoDateTime = z.string().describe('ISO 8601 date and time.');

export const adminMeSchema = z.object({ label: z.string(), role: z.enum(ADMIN_ROLES), areas: z.array(z.enum(ADMIN_AREAS)) });

export const adminStatsSchema = z.object({
  totalArticles: z.number().int(),
  totalResources: z.number().int(),
  totalSubscribers: z.number().int().nullable().describe('null for editors.'),
  totalDonations: z.number().int().nullable().describe('Completed donations; null for editors.'),
  totalDonatedCents: z.number().int().nullable().describe('null for editors.'),
});

export const adminArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string().describe('Markdown, as written.'),
  contentHtml: z.string().describe('The Markdown rendered and sanitised.'),
  category: z.string(),
  imageUrl: z.string().optional(),
  author: z.string().optional(),
  featured: z.boolean(),
  published: z.boolean(),
  publishDate: isoDateTime,
  origin: z.enum(['seed', 'admin']),
  es: z
    .object({ title: z.string(), excerpt: z.string(), content: z.string().describe('Markdown, as written.'), contentHtml: z.string().describe('The Markdown rendered and sanitised.') })
    .optional()
    .describe('The Spanish version, shown on Spanish pages; absent when there is none.'),
});

export const articleSavedSchema = messageSchema.extend({ article: adminArticleSchema });
export const resourceSavedSchema = messageSchema.extend({ resource: wireResourceSchema });

export const adminDonationSchema = z.object({
  id: z.string(),
  amount: z.number().int().describe('In cents.'),
  currency: z.string(),
  donorName: z.string().optional(),
  donorEmail: z.string().optional(),
  isRecurring: z.boolean(),
  frequency: z.string().optional(),
  status: z.string(),
  createdAt: isoDateTime,
});

export const adminMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().optional(),
  subject: z.string(),
  category: z.string(),
  priority: z.string(),
  message: z.string(),
  language: z.enum(LOCALES).describe('The site’s language she wrote from.'),
  createdAt: isoDateTime,
  handledAt: isoDateTime.optional(),
});

export const reportGroupSchema = z.object({
  resourceId: z.string(),
  title: z.string(),
  listed: z.boolean().describe('False when the listing has since been removed.'),
  open: z.number().int(),
  reports: z.array(z.object({ id: z.string(), problem: z.enum(LISTING_PROBLEMS), note: z.string().nullable(), createdAt: isoDateTime, resolvedAt: isoDateTime.nullable() })),
});

export const staleListingSchema = z.object({
  id: z.string(),
  title: z.string(),
  verifiedAt: z.string(),
  phoneConfirmedOn: z.string().nullable(),
  sourceUrl: z.string(),
  serviceArea: z.string(),
});

export const subscribersSchema = z.object({
  count: z.number().int(),
  subscribers: z.array(z.object({ id: z.string(), email: z.string(), interests: z.array(z.string()), language: z.enum(LOCALES).describe('The site’s language she signed up in; her emails are in it.'), subscribedAt: isoDateTime })),
});

export const adminUserSchema = z.object({
  id: z.string(),
  label: z.string(),
  email: z.string().optional(),
  role: z.enum(ADMIN_ROLES),
  permissions: z.array(z.string()),
  isActive: z.boolean(),
  createdAt: isoDateTime,
});

export const adminAddedSchema = messageSchema.extend({ admin: adminUserSchema });

export const auditEntrySchema = z.object({
  id: z.string(),
  at: isoDateTime,
  actorId: z.string(),
  actorLabel: z.string(),
  action: z.string().describe('e.g. article.create, resource.delete, message.handle.'),
  entityId: z.string(),
  before: z.unknown().describe('The record before the change (null for a creation).'),
  after: z.unknown().describe('The record after the change (null for a removal).'),
});
