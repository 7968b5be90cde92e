// The admin area's wire contract: what the create and update forms send, checked alike by the page and the server.
import { z } from 'zod';
import { NEWS_TOPIC_IDS } from '../news/topics.ts';
import { checkCountiesSource, checkResourcePlace, resourceSchema } from '../schemas/resource.ts';
import { ADMIN_AREAS, ADMIN_ROLES } from './roles.ts';

/** A required text field; its messages are `form.` ids (shared/form-issues.ts), said in the editor's language. */
const text = (field: 'title' | 'excerpt' | 'content', max: number) =>
  z
    .string({ error: `form.article.${field}` })
    .trim()
    .min(1, `form.article.${field}`)
    .max(max, `form.article.${field}Max`);

/**
 * An article's optional Spanish version (decision 017): title, excerpt and Markdown content with the English limits.
 * All three empty is no Spanish version (undefined); some but not all is refused, field by field. Messages are `form.`
 * ids (shared/form-issues.ts), said in the reader's language by the admin page and the API.
 */
export const articleSpanishSchema = z
  .object({
    title: z.string().trim().max(200, 'form.article.esTitleMax').default(''),
    excerpt: z.string().trim().max(500, 'form.article.esExcerptMax').default(''),
    content: z.string().trim().max(20_000, 'form.article.esContentMax').default(''),
  })
  .superRefine((v, ctx) => {
    if (!v.title && !v.excerpt && !v.content) return;
    if (!v.title) ctx.addIssue({ code: 'custom', path: ['title'], message: 'form.article.esTitle' });
    if (!v.excerpt) ctx.addIssue({ code: 'custom', path: ['excerpt'], message: 'form.article.esExcerpt' });
    if (!v.content) ctx.addIssue({ code: 'custom', path: ['content'], message: 'form.article.esContent' });
  })
  .transform((v) => (v.title && v.excerpt && v.content ? v : undefined));

export const articleInputSchema = z.object({
  title: text('title', 200),
  excerpt: text('excerpt', 500),
  /** Markdown. */
  content: text('content', 20_000),
  category: z.enum(NEWS_TOPIC_IDS, { error: `Category must be one of: ${NEWS_TOPIC_IDS.join(', ')}.` }),
  /** A picture stored on this site: the site never makes readers' browsers ask another site for anything. */
  imageUrl: z
    .string()
    .trim()
    .max(300, 'form.article.imageUrlMax')
    .regex(/^\/(?![/\\])[\w\-./%]+$/, 'form.article.imageUrl')
    .optional(),
  author: z.string().trim().max(100, 'form.article.authorMax').optional(),
  featured: z.boolean().default(false),
  published: z.boolean().default(true),
  es: articleSpanishSchema.optional().describe('The Spanish version, shown on the Spanish pages: all three fields, or all empty (or left out) for none.'),
});
export type ArticleInput = z.input<typeof articleInputSchema>;

/** Every directory field but the id (made from the title): phones, hours, the confidential flag, source and date checked. */
export const adminResourceInputSchema = resourceSchema.omit({ id: true, suggestedByReader: true }).superRefine((r, ctx) => {
  checkResourcePlace(r, ctx);
  checkCountiesSource(r, ctx);
});
export type AdminResourceInput = z.input<typeof adminResourceInputSchema>;

export const adminUserInputSchema = z
  .object({
    /** An outside provider's verified email… */
    email: z.email('Give a valid email address.').max(200).optional(),
    /** …or an account name of the site's own sign-in. */
    account: z.string().trim().toLowerCase().max(64).optional(),
    role: z.enum(ADMIN_ROLES, { error: `Role must be one of: ${ADMIN_ROLES.join(', ')}.` }),
    permissions: z.array(z.enum(ADMIN_AREAS, { error: `Permissions must be among: ${ADMIN_AREAS.join(', ')}.` })).max(ADMIN_AREAS.length).default([]),
  })
  .refine((v) => Boolean(v.email) !== Boolean(v.account), { message: 'Give either an email address or an account name.', path: ['email'] });

export const adminUserPatchSchema = z
  .object({
    role: z.enum(ADMIN_ROLES, { error: `Role must be one of: ${ADMIN_ROLES.join(', ')}.` }).optional(),
    permissions: z.array(z.enum(ADMIN_AREAS)).max(ADMIN_AREAS.length).optional(),
    isActive: z.boolean().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change.');

export const DONATION_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;
export const donationFilterSchema = z.object({
  status: z.enum(['all', ...DONATION_STATUSES], { error: `status must be one of: all, ${DONATION_STATUSES.join(', ')}.` }).default('all'),
});

/** The spec's money format: cents shown as dollars with two decimals. */
export function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
