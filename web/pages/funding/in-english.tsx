// Words from a data file that exist only in English (a funder's description, a profile's achievements). On a Spanish
// page they are marked lang="en", so a screen reader reads them in English, and `note` says so in Spanish.
import type { ReactNode } from 'react';
import { useLocale } from '../../i18n/use-t.ts';

export function InEnglish({ note, children }: { note?: string; children: ReactNode }) {
  const locale = useLocale();
  if (locale === 'en') return children;
  return (
    <>
      <span lang="en">{children}</span>
      {note && (
        <>
          {' '}
          <span className="text-sm text-ink-muted">{note}</span>
        </>
      )}
    </>
  );
}
