// The device's records of forms delivered later, checked when read: apart from shared/outbox/notices.ts so the words
// and rules every page's outbox uses load without zod (about 60 ms to evaluate on a slow phone, on every listing page).
import { z } from 'zod';
import { NOTICE_KINDS } from './notices.ts';

/** The device's record of a form delivered later: only what the notice needs, never what she wrote. */
export const sentNoticeSchema = z.object({
  /** The outbox item's id: one record per item, however many replays delivered it. */
  id: z.string().min(1),
  kind: z.enum(NOTICE_KINDS),
  label: z.string().max(500),
  sentAt: z.number().finite(),
  /** When a toast said so: set once, by whichever page claimed it first. */
  toldAt: z.number().finite().optional(),
});
export type SentNotice = z.infer<typeof sentNoticeSchema>;

/** Records read from the device, keeping the valid ones, oldest first (anything stored may be old or altered). */
export function parseSentNotices(values: readonly unknown[]): SentNotice[] {
  return values.flatMap((v) => {
    const parsed = sentNoticeSchema.safeParse(v);
    return parsed.success ? [parsed.data] : [];
  }).sort((a, b) => a.sentAt - b.sentAt);
}
