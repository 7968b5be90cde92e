// Which English messages of a catalogue part are still drawn on a Spanish page: each message (its arguments as
// wildcards, its tags left out) is looked for as the whole text of an element, so English words inside listings'
// own content (a description that says "emergency shelter") do not count. Plural and select messages are left out.
import type { Page } from '@playwright/test';

/** Messages whose words, arguments aside, are this short could be anyone's ("Emergency"): not looked for. */
const MIN_LITERAL_CHARS = 10;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternOf(message: string): string | undefined {
  if (/,\s*(plural|select)\s*,/.test(message)) return undefined;
  const parts = message.replace(/<\/?[a-z]+>/gi, '').split(/\{[^{}]*\}/);
  if (parts.join('').trim().length < MIN_LITERAL_CHARS) return undefined;
  return `^${parts.map((p) => escape(p.replace(/\s+/g, ' '))).join('.+?')}$`;
}

/** The ids of `english` (a catalogue part) whose message is the whole visible text of an element in `root`. */
export async function englishLeft(page: Page, english: Readonly<Record<string, string>>, spanish: Readonly<Record<string, string>>, root = 'main'): Promise<string[]> {
  const patterns = Object.entries(english).flatMap(([id, message]) => {
    const pattern = patternOf(message);
    // A message the same in both languages (a name) is no sign of English left.
    return pattern && spanish[id] !== message ? [[id, pattern] as const] : [];
  });
  return page.locator(root).evaluate((el, list) => {
    const texts = new Set<string>();
    for (const node of [el, ...el.querySelectorAll('*')]) {
      const text = (node as HTMLElement).innerText?.replace(/\s+/g, ' ').trim();
      if (text) texts.add(text);
    }
    return list.filter(([, pattern]) => [...texts].some((t) => new RegExp(pattern).test(t))).map(([id]) => id);
  }, patterns);
}
