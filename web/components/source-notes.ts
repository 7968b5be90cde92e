// Where a directory list came from, said plainly under it: the whole directory (the server) or what this device holds
// (every national and statewide program, and the local listings of the states she has used here; decision 014).

/** What this device holds, in words; the states themselves are never named on a screen. */
const HELD = 'the national and statewide listings and the local ones of the states you have used here';

export const SOURCE_NOTES = {
  /** Beside a list's count: the few words a phone's first screen has room for. */
  listShort: 'Listed from this device',
  /** Under a category's list, read from the device. */
  list: `Listed from this device: ${HELD}.`,
  /** The same before she has used any state here. */
  listNoStates: 'Listed from this device: the national and statewide listings. Local ones come when you look up a place.',
  /** Ranked results from the server. */
  server: 'Results from the whole directory.',
  /** The device's results while the server's are on their way. */
  waiting: 'Results from this device so far; searching the whole directory…',
  /** No connection: the device's results. */
  offline: `Offline: searching what this device holds, ${HELD}. Connect to search the whole directory.`,
  /** Online, but the server's search failed or took too long. */
  unreachable: 'The full directory could not be reached. These results are from what this device holds.',
} as const;

export type SourceNote = Exclude<keyof typeof SOURCE_NOTES, 'listShort'>;
