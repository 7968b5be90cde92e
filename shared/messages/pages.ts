// Which messages belong to one page rather than the shell: each language's catalogue is split by these id prefixes
// (web/build/compiled-messages.ts), so a page's words load with that page and the first load carries the shell's only.

export const PAGE_MESSAGE_PREFIXES = {
  emergency: ['emergency.', 'plan.', 'vault.', 'erase.'],
} as const satisfies Record<string, readonly string[]>;

export type MessagePage = keyof typeof PAGE_MESSAGE_PREFIXES;

/** The path (without a language prefix) of each page with a catalogue, for the build's preload of it. */
export const MESSAGE_PAGE_PATHS: Readonly<Record<MessagePage, string>> = { emergency: '/emergency' };
export const MESSAGE_PAGES = Object.keys(PAGE_MESSAGE_PREFIXES) as MessagePage[];

/** The page whose catalogue holds this id, or undefined for the shell's. */
export function pageOfMessage(id: string): MessagePage | undefined {
  return MESSAGE_PAGES.find((page) => PAGE_MESSAGE_PREFIXES[page].some((prefix) => id.startsWith(prefix)));
}
