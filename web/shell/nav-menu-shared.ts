// Styles and props shared by the header's dropdown and the plain trigger shown while it loads.
import type { NavLinkItem } from './nav-links.ts';

export const itemBase =
  'relative inline-flex min-h-11 items-center gap-1 rounded-md px-2.5 text-[0.9375rem] font-semibold text-ink no-underline hover:bg-brand-soft hover:text-link';
/** The current page gets a bar underneath, not colour alone. */
export const currentMark =
  'after:absolute after:inset-x-2.5 after:bottom-1 after:h-[3px] after:rounded-full after:bg-brand after:content-[""]';

export interface NavMenuProps {
  /** The trigger's words, in the page's language; the items' labels are message ids. */
  label: string;
  items: readonly NavLinkItem[];
  current: boolean;
  /** True once, on mount, when the trigger was pressed while the menu's code was loading. */
  takePendingOpen?: () => boolean;
}
