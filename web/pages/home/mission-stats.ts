// The home page's mission figures. Only figures we could trace to a named source are listed, each with that source
// and year; the words are messages (shared/messages/), so each figure reads in the page's language.
import type { MessageId } from '../../../shared/messages/en.ts';

export interface MissionStat {
  key: string;
  value: MessageId;
  /** What the figure means, in a sentence. */
  text: MessageId;
  source: MessageId;
}

const stat = <K extends 'wage' | 'gap' | 'venture' | 'owners' | 'revenue'>(key: K) =>
  ({ key, value: `stat.${key}.value`, text: `stat.${key}.text`, source: `stat.${key}.source` }) as const satisfies MissionStat;

export const MISSION_STATS: readonly MissionStat[] = [stat('wage'), stat('gap'), stat('venture'), stat('owners'), stat('revenue')];
