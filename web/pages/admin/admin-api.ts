// The admin page's calls: JSON to /api/admin, the server's message on failure ("Error" toast with it, as the spec
// says), the spec's "Success" toast on success. The admin area is online only: nothing here is kept on the device.
// What the page says itself (toast titles, a change that succeeded, no connection) is in the page's language.
import type { MessageId } from '../../../shared/messages/en.ts';
import type { Translate } from '../../i18n/use-t.ts';
import { toast } from '../../shell/toast.ts';

/** A failed call: `status` 0 when the server could not be reached; `message` is the server's, when it sent one. */
export class AdminCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export async function adminFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api/admin${path}`, {
      ...init,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
    });
  } catch {
    throw new AdminCallError('', 0);
  }
  const body = (await res.json().catch(() => undefined)) as { message?: string } | undefined;
  if (!res.ok) throw new AdminCallError(body?.message ?? '', res.status);
  return body as T;
}

/** Why a call failed, as the page says it: no connection, the server's message, or its status. */
export function adminErrorText(err: unknown, t: Translate, fallback: MessageId = 'admin.error.unknown'): string {
  if (err instanceof AdminCallError) {
    if (err.status === 0) return t('admin.error.offline');
    return err.message || t('admin.error.status', { status: err.status });
  }
  return err instanceof Error && err.message ? err.message : t(fallback);
}

/** A change: a "Success" toast saying what was done (`done`), or an "Error" toast saying why not. */
export async function adminChange<T>(t: Translate, done: MessageId, path: string, method: string, body?: unknown): Promise<T | undefined> {
  try {
    const out = await adminFetch<T>(path, { method, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
    toast({ title: t('admin.toast.success'), description: t(done), variant: 'success' });
    return out;
  } catch (err) {
    toast({ title: t('admin.toast.error'), description: adminErrorText(err, t), variant: 'destructive' });
    return undefined;
  }
}
