// The admin page's calls: JSON to /api/admin, the server's message on failure ("Error" toast with it, as the spec
// says), the spec's "Success" toast on success. The admin area is online only: nothing here is kept on the device.
import { toast } from '../../shell/toast.ts';

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
    throw new AdminCallError('No connection. The admin area needs a connection; nothing was changed.', 0);
  }
  const body = (await res.json().catch(() => undefined)) as { message?: string } | undefined;
  if (!res.ok) throw new AdminCallError(body?.message ?? `The server answered ${res.status}.`, res.status);
  return body as T;
}

/** A change: its success toast is the server's message ("Article created successfully"); a failure shows why. */
export async function adminChange<T extends { message?: string }>(path: string, method: string, body?: unknown): Promise<T | undefined> {
  try {
    const out = await adminFetch<T>(path, { method, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
    toast({ title: 'Success', description: out.message ?? 'Saved', variant: 'success' });
    return out;
  } catch (err) {
    toast({ title: 'Error', description: err instanceof Error ? err.message : 'Something went wrong.', variant: 'destructive' });
    return undefined;
  }
}
