// For the Spanish pages' tests: which messages of an English catalogue part are still shown on a page. Each message
// becomes a pattern (its arguments match anything, its tags are dropped; plurals and selects are left out), and an
// element shown on the page whose whole text matches one is English left behind.
import type { Page } from '@playwright/test';

function patternOf(message: string): string | undefined {
  if (/\{[^{}]*,\s*(plural|select)/.test(message)) return undefined;
  const parts = message
    .replace(/<\/?[a-z]+>/g, '')
    .split(/\{[^{}]*\}/)
    .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return `^${parts.join('.+?')}$`;
}

/** The English messages (from a catalogue part) that some element on the page, as shown, says word for word. */
export async function englishShown(page: Page, messages: Readonly<Record<string, string>>): Promise<string[]> {
  const patterns = Object.entries(messages).flatMap(([id, text]) => {
    const pattern = patternOf(text);
    return pattern ? [[id, pattern] as const] : [];
  });
  return page.evaluate((list) => {
    const found = new Set<string>();
    const shown = [...document.querySelectorAll<HTMLElement>('main *, [role="dialog"] *, [role="alertdialog"] *')].filter((el) =>
      el.checkVisibility({ visibilityProperty: true }),
    );
    for (const el of shown) {
      const text = (el.innerText ?? '').replace(/\s+/g, ' ').trim();
      if (!text) continue;
      for (const [id, pattern] of list) if (new RegExp(pattern, 's').test(text)) found.add(`${id}: ${text.slice(0, 80)}`);
    }
    return [...found];
  }, patterns);
}
