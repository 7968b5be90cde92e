// The non-modal "new version" bar, driven by the service-worker update state in web/pwa-store.ts.
import { usePwaStore } from '../pwa-store.ts';
import { useT } from '../i18n/use-t.ts';

export function UpdatePrompt() {
  const needRefresh = usePwaStore((s) => s.needRefresh);
  const applyUpdate = usePwaStore((s) => s.applyUpdate);
  const dismiss = usePwaStore((s) => s.dismiss);
  const t = useT();

  // The live region stays mounted so the message is announced when it appears.
  return (
    <div
      role={needRefresh ? 'region' : undefined}
      aria-label={needRefresh ? t('update.region') : undefined}
      className={
        needRefresh
          ? 'fixed bottom-4 left-4 right-4 z-40 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-line bg-surface p-3 text-sm text-ink shadow-float sm:right-auto sm:max-w-md'
          : 'sr-only'
      }
    >
      <p role="status" className="m-0 min-w-0 flex-1 basis-48 font-semibold">
        {needRefresh ? t('update.message') : ''}
      </p>
      {needRefresh && (
        <div className="flex gap-2">
          <button
            type="button"
            onClick={applyUpdate}
            className="min-h-10 cursor-pointer rounded-md bg-brand px-3 font-semibold text-on-brand hover:bg-brand-strong"
          >
            {t('update.refresh')}
          </button>
          <button
            type="button"
            onClick={dismiss}
            className="min-h-10 cursor-pointer rounded-md border border-line px-3 font-semibold text-ink hover:bg-surface-2"
          >
            {t('update.later')}
          </button>
        </div>
      )}
    </div>
  );
}
