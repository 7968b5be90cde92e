// The "Open now" filter of the directory and near-me lists: only listings whose hours say they are open at this
// minute (in their own time zone) stay; listings without hours are left out while it is on, and the page says so.
import { useId } from 'react';
import { useT } from '../i18n/use-t.ts';

export function OpenNowFilter({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  const t = useT();
  return (
    // Compact (a 24 px target, WCAG 2.2's minimum) so it shares the count's line and the first listing stays on a
    // phone's first screen.
    <label htmlFor={id} className="inline-flex min-h-6 cursor-pointer items-center gap-2 text-sm font-semibold">
      <input id={id} type="checkbox" className="size-5 shrink-0 accent-brand" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {t('directory.openNow.label')}
    </label>
  );
}

/** The note under a list filtered to open listings, in English (for pages not yet through the message catalogues). */
/** The note under a list filtered to open listings, in the page's language. */
export function OpenNowNote({ className }: { className?: string }) {
  const t = useT();
  return <p className={className}>{t('directory.openNow.note')}</p>;
}
