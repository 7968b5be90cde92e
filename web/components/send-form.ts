// A public form sent through the outbox, as "Report a problem" and "Suggest a listing" send theirs: written to the
// device first, then sent; a toast says it went, waits on the device (offline, or the server failed; sent once when
// she is back), or was refused and why. Throws only when the device could not keep it.
import { enqueue, sendItem, type NewItem } from '../local/outbox.ts';
import { requestBackgroundSync } from '../local/outbox-send.ts';
import { toast } from '../shell/toast.ts';

/** The toasts' words, in the page's language. */
export interface SendFormWords {
  sent: string;
  thanks: string;
  kept: string;
  keptBody: string;
  notSent: string;
}

export async function sendForm(entry: NewItem, words: SendFormWords): Promise<'sent' | 'kept' | 'refused'> {
  const item = await enqueue(entry, {}, { sendingNow: true });
  const outcome = await sendItem(item);
  if (outcome.kind === 'sent') {
    toast({ title: words.sent, description: words.thanks, variant: 'success' });
    return 'sent';
  }
  if (outcome.kind === 'kept') {
    toast({ title: words.kept, description: words.keptBody });
    void requestBackgroundSync();
    return 'kept';
  }
  toast({ title: words.notSent, description: outcome.message, variant: 'destructive' });
  return 'refused';
}
