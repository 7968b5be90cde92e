// On any page: the check of an account signed out everywhere or deleted from another device (account-sync.ts), run
// in the device worker so the page loads neither the device database nor its checks for it; in the page where no
// worker can run.
import type { SessionEndReason } from './account-sync.ts';
import { askWorker } from './device-worker.ts';
import { erasedOnThisPage } from './erasing.ts';

export async function removeCopyOfEndedAccount(): Promise<SessionEndReason | undefined> {
  try {
    return (await askWorker({ type: 'account-check' }, 'account-checked')).ended;
  } catch {
    // Erased on this page: there is no copy left, and looking would open the device database again.
    if (erasedOnThisPage()) return undefined;
    const { removeCopyOfEndedAccount: inPage } = await import('./account-sync.ts');
    return inPage();
  }
}
