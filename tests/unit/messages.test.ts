// The catalogues (shared/messages/): every id in both languages, every message valid ICU, and a Spanish message
// taking exactly the arguments of its English one (a missing {number} would show a hotline without its number).
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { en } from '../../shared/messages/en.ts';
import { es } from '../../shared/messages/es.ts';
import { HOTLINES } from '../../shared/hotlines.ts';
import { compileCatalogue } from '../../web/build/compiled-messages.ts';

/** Each argument a message takes, with its kind ("number:argument", "count:plural", "link:tag"). */
function argumentsOf(elements: readonly MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const el of elements) {
    // 1 argument, 2 number, 3 date, 4 time, 5 select, 6 plural, 8 tag (TYPE in the parser).
    if ('value' in el && [1, 2, 3, 4, 5, 6, 8].includes(el.type)) found.add(`${String(el.value)}:${el.type}`);
    if ('options' in el) for (const option of Object.values(el.options)) argumentsOf(option.value, found);
    if ('children' in el) argumentsOf(el.children, found);
  }
  return found;
}

const sorted = (s: Set<string>) => [...s].sort();

describe('the message catalogues', () => {
  it('have the same ids in English and Spanish', () => {
    const missingInSpanish = Object.keys(en).filter((id) => !(id in es));
    const onlyInSpanish = Object.keys(es).filter((id) => !(id in en));
    expect(missingInSpanish).toEqual([]);
    expect(onlyInSpanish).toEqual([]);
  });

  it('tell a renamed, missing or retyped argument apart (the check below can fail)', () => {
    const args = (m: string) => sorted(argumentsOf(parse(m))).join();
    expect(args('Llame al {numero}')).not.toBe(args('Call {number}'));
    expect(args('Llame al 911')).not.toBe(args('Call {number}'));
    expect(args('{count, plural, one {# día} other {# días}}')).not.toBe(args('{count} days'));
    expect(args('Hace {count, plural, one {# día} other {# días}}')).toBe(args('{count, plural, one {# day} other {# days}} ago'));
  });

  it('are valid ICU, and each Spanish message takes the English one’s arguments', () => {
    const differ: string[] = [];
    for (const [id, english] of Object.entries(en)) {
      const spanish = (es as Record<string, string>)[id] ?? '';
      const a = sorted(argumentsOf(parse(english)));
      const b = sorted(argumentsOf(parse(spanish)));
      if (a.join() !== b.join()) differ.push(`${id}: ${a.join(' ')} ≠ ${b.join(' ')}`);
    }
    expect(differ).toEqual([]);
  });

  it('leave no message empty or identical to the English unless it is a name', () => {
    // Names stay as their owners write them, and the offer of the Spanish site is in Spanish on English pages too;
    // anything else left in English is a translation not yet done.
    const SAME_ON_PURPOSE = new Set(['site.name', 'site.nameFirst', 'site.nameSecond', 'language.offer.question', 'language.offer.accept', 'language.offer.dismiss', 'notFound.code', 'hotline.tty', 'vault.kind.audio', 'vault.kind.video']);
    const untranslated = Object.entries(en).filter(([id, text]) => !SAME_ON_PURPOSE.has(id) && (es as Record<string, string>)[id] === text && /[a-z]{3}/i.test(text.replace(/\{[^{}]*\}/g, '')));
    expect(untranslated.map(([id]) => id)).toEqual([]);
    expect(Object.entries(es).filter(([, text]) => text.trim() === '').map(([id]) => id)).toEqual([]);
  });

  it('describe every crisis line, and in English say what shared/hotlines.ts says', () => {
    for (const line of HOTLINES) {
      const id = `hotline.description.${line.id}` as const;
      expect(id in en && id in es, id).toBe(true);
      // The catalogue takes the number as an argument, never typed: put it back to compare.
      expect(en[id].replace('{number}', line.phone ?? ''), id).toBe(line.description);
    }
  });

  it('compile to FormatJS’s AST for the app, without positions', () => {
    const compiled = JSON.parse(compileCatalogue(es)) as Record<string, MessageFormatElement[]>;
    expect(Object.keys(compiled).sort()).toEqual(Object.keys(es).sort());
    expect(JSON.stringify(compiled['sync.minutesAgo'])).toContain('"type":6');
    expect(JSON.stringify(compiled)).not.toContain('"location"');
  });
});

describe('names the rest of the app also shows', () => {
  it('are the same words in English as in shared/categories.ts', async () => {
    const { CATEGORY_LABELS } = await import('../../shared/categories.ts');
    for (const [key, label] of Object.entries(CATEGORY_LABELS)) expect(en[`category.${key}` as keyof typeof en], key).toBe(label);
  });
});

describe('the catalogues’ parts', () => {
  it('split every id into the shell’s part or exactly one page’s, and the shell’s words never into a page’s', async () => {
    const { cataloguePart } = await import('../../web/build/compiled-messages.ts');
    const { MESSAGE_PAGES } = await import('../../shared/messages/pages.ts');
    const parts = [cataloguePart(en, undefined), ...MESSAGE_PAGES.map((p) => cataloguePart(en, p))];
    const ids = parts.flatMap((part) => Object.keys(part)).sort();
    expect(ids).toEqual(Object.keys(en).sort());
    const shell = cataloguePart(en, undefined);
    // The shell and the check-in prompt of every page need these at once.
    for (const id of ['crisis.inDanger', 'quickExit.label', 'checkIn.title', 'hotline.call', 'nav.getHelp']) expect(id in shell, id).toBe(true);
    expect('emergency.title' in shell).toBe(false);
  });
});
