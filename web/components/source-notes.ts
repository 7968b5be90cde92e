// Where a directory list came from, said plainly under it: the whole directory (the server) or what this device holds
// (every national and statewide program, and the local listings of the states she has used here; decision 014). The
// states themselves are never named on a screen. The words are the directory's messages (shared/messages/en/directory.ts).
import type { MessageId } from '../../shared/messages/en.ts';

export const SOURCE_NOTE_IDS = {
  /** Beside a list's count: the few words a phone's first screen has room for. */
  listShort: 'directory.source.listShort',
  /** Under a category's list, read from the device. */
  list: 'directory.source.list',
  /** The same before she has used any state here. */
  listNoStates: 'directory.source.listNoStates',
  /** Ranked results from the server. */
  server: 'directory.source.server',
  /** The device's results while the server's are on their way. */
  waiting: 'directory.source.waiting',
  /** No connection: the device's results. */
  offline: 'directory.source.offline',
  /** Online, but the server's search failed or took too long. */
  unreachable: 'directory.source.unreachable',
} as const satisfies Record<string, MessageId>;

export type SourceNote = Exclude<keyof typeof SOURCE_NOTE_IDS, 'listShort'>;
