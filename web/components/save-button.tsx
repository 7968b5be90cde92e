// "Save" on a resource card: adds it to her list (the dashboard), or takes it off again. The list is on this device
// only, or her account's when she is signed in (then the change is also sent, through the outbox).
import { listOwner } from '../local/list-owner.ts';
import { removeSaved, saveResource, useIsSaved } from '../local/my-list.ts';
import { sendWaiting } from '../local/outbox-send.ts';
import { keepStateAndSync } from '../local/sync.ts';
import { toast } from '../shell/toast.ts';
import { CheckIcon, HeartIcon } from './icons.tsx';
import { useT } from '../i18n/use-t.ts';

/** `state`: the state the listing serves, kept on this device so the saved listing stays here after a sync. */
export function SaveButton({ resourceId, title, state }: { resourceId: string; title: string; state?: string }) {
  const saved = useIsSaved(resourceId);
  const t = useT();
  const toggle = async () => {
    // Read at the press, not from a render that may predate it.
    const owner = await listOwner();
    if (saved) {
      await removeSaved(resourceId, title);
      toast({ title: t('directory.save.removed'), description: title });
    } else {
      await saveResource(resourceId, title);
      void keepStateAndSync(state);
      toast(
        owner
          ? { title: t('directory.save.toAccount'), description: t('directory.save.toAccountBody'), variant: 'success' }
          : { title: t('directory.save.toDevice'), description: t('directory.save.toDeviceBody'), variant: 'success' },
      );
    }
    if (owner) void sendWaiting();
  };
  return (
    <button
      type="button"
      aria-pressed={saved ?? false}
      onClick={() => void toggle()}
      className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-line px-3 py-2 text-sm font-semibold text-link transition-colors hover:bg-brand-soft aria-pressed:bg-brand-soft"
    >
      {saved ? <CheckIcon className="size-4" /> : <HeartIcon className="size-4" />}
      {saved ? t('directory.save.saved') : t('directory.save.save')}
      <span className="sr-only"> {title}</span>
    </button>
  );
}
