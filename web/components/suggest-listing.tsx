// "Know a local service we are missing?" with its "Suggest a listing" button (issue 37): under near-me results, on
// category pages and where a search found nothing. The form loads only when she opens it (suggest-listing-dialog.tsx).
import { Suspense, useState } from 'react';
import type { CategoryKey } from '../../shared/categories.ts';
import { trackedLazy } from '../shell/page-ready.tsx';
import { useT } from '../i18n/use-t.ts';
import { buttonStyles } from './button-styles.ts';

const SuggestListingDialog = trackedLazy(() => import('./suggest-listing-dialog.tsx'));

/** `place`: her place as the page worked it out on her device, offered in the form (see the dialog), never sent unasked. */
export function SuggestListing({ place, category, className = 'mt-6' }: { place?: string; category?: CategoryKey; className?: string }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  return (
    <div className={`${className} flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-dashed border-line bg-surface-2 p-4`}>
      <p className="m-0 min-w-0 flex-1 basis-56">
        <span className="font-semibold">{t('directory.suggest.prompt')}</span> <span className="text-ink-muted">{t('directory.suggest.promptBody')}</span>
      </p>
      <button type="button" onClick={() => setOpen(true)} className={buttonStyles.secondary}>
        {t('directory.suggest.open')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SuggestListingDialog {...(place ? { place } : {})} {...(category ? { category } : {})} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
