// Every user-facing word of the app goes through the message catalogues (issue 22): a test that fails on words written
// straight into JSX. Files not converted yet are listed, and the list can only shrink: a listed file with no literal
// left fails too, so whoever converts it removes it here.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findJsxLiterals } from './jsx-literals.ts';

const ROOT = join(import.meta.dirname, '../..');

/** Not converted yet: each still shows English words on Spanish pages. Remove a file once it goes through web/i18n. */
const NOT_YET_CONVERTED = new Set<string>([
]);

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return tsxFiles(path);
    return e.name.endsWith('.tsx') ? [relative(ROOT, path)] : [];
  });
}

const FILES = tsxFiles(join(ROOT, 'web')).sort();
const literalsOf = (file: string) => findJsxLiterals(file, readFileSync(join(ROOT, file), 'utf8'));

describe('words in JSX', () => {
  it('finds text, string children and user-facing attributes, and leaves messages, numbers and symbols alone', () => {
    const found = findJsxLiterals(
      'x.tsx',
      `const a = <p title="Tip" aria-label={'Close'} placeholder={x ? 'Yes' : 'No'} className="text-sm">Hello {t('id')} {'World'} © 911 {n}</p>;`,
    );
    expect(found.map((f) => f.text)).toEqual(['Tip', 'Close', 'Yes', 'No', 'Hello', 'World']);
    expect(findJsxLiterals('y.tsx', `const b = <a href="/x" aria-label={t('nav.main')}>{t('nav.menu')} © 24/7 {' '}</a>;`)).toEqual([]);
  });

  it('converted files have none', () => {
    const left = FILES.filter((f) => !NOT_YET_CONVERTED.has(f)).flatMap((f) => literalsOf(f).map((l) => `${f}:${l.line} ${l.text}`));
    expect(left).toEqual([]);
  });

  it('every file listed as not yet converted exists and still has some (the list only shrinks)', () => {
    const stale = [...NOT_YET_CONVERTED].filter((f) => !FILES.includes(f) || literalsOf(f).length === 0);
    expect(stale).toEqual([]);
  });
});
