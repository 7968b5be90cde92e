// Who may do what in the admin area. Checked by the server on every /api/admin request (api/auth/admin.ts); the page
// only uses it to leave out what she could not use anyway.

export const ADMIN_ROLES = ['editor', 'admin'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** The areas of the admin page. Editors keep the content; admins also see money and people, and manage admin users. */
export const ADMIN_AREAS = ['articles', 'resources', 'donations', 'messages', 'subscribers', 'admin-users', 'audit'] as const;
export type AdminArea = (typeof ADMIN_AREAS)[number];

export const EDITOR_AREAS: readonly AdminArea[] = ['articles', 'resources'];

export interface AdminIdentity {
  role: AdminRole;
  /** For an editor: the areas granted, when narrower than the editor's default (empty: the default). */
  permissions: readonly string[];
}

/** The areas she may use: everything for an admin; for an editor, the editor areas, narrowed by her permissions. */
export function areasOf(who: AdminIdentity): AdminArea[] {
  if (who.role === 'admin') return [...ADMIN_AREAS];
  const granted = who.permissions.filter((p): p is AdminArea => (EDITOR_AREAS as readonly string[]).includes(p));
  return granted.length ? granted : [...EDITOR_AREAS];
}

export function mayUse(who: AdminIdentity, area: AdminArea): boolean {
  return areasOf(who).includes(area);
}
