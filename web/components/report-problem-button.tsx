// "Report a problem" on every listing card: a small button; the form itself loads only when she opens it, so cards
// stay light on a first visit.
import { Suspense, useState } from 'react';
import { trackedLazy } from '../shell/page-ready.tsx';
import { useT } from '../i18n/use-t.ts';

const ReportProblemDialog = trackedLazy(() => import('./report-problem-dialog.tsx'));

export function ReportProblemButton({ resourceId, title }: { resourceId: string; title: string }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 cursor-pointer items-center rounded-md px-2 py-2 text-sm font-semibold text-link underline underline-offset-2 hover:bg-brand-soft"
      >
        {t('directory.report.open')}
        <span className="sr-only"> {t('directory.report.with', { title })}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportProblemDialog resourceId={resourceId} title={title} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
