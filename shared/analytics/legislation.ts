// Legislative tracking (Resource Gaps tab): real federal laws and bills with their status on a stated date and the
// authoritative page to check today's status. Statuses: Active (law in force), Monitoring (in force or unsettled, with
// changes under way in courts or legislatures), Proposed (introduced, not law).
import { z } from 'zod';

export const LEGISLATION_STATUSES = ['Active', 'Monitoring', 'Proposed'] as const;

export const legislationFileSchema = z.object({
  /** The date every status below was last checked. */
  asOf: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  items: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z0-9-]{3,80}$/),
        title: z.string().min(1).max(160),
        jurisdiction: z.string().min(1).max(60),
        status: z.enum(LEGISLATION_STATUSES),
        /** One or two plain sentences: what it does and where it stands. */
        summary: z.string().min(1).max(500),
        sourceName: z.string().min(1).max(120),
        sourceUrl: z.url({ protocol: /^https$/ }),
      }),
    )
    .min(1),
});
export type LegislationFile = z.infer<typeof legislationFileSchema>;

/** Statuses older than this are shown with a warning to check the source. */
export const LEGISLATION_STALE_DAYS = 180;

export function isStale(asOf: string, today: Date): boolean {
  const days = (today.getTime() - Date.parse(`${asOf}T00:00:00Z`)) / 86_400_000;
  return days > LEGISLATION_STALE_DAYS;
}
