// A Resources or Tools dropdown (Ark UI Menu), loaded beside the first render: it is the heaviest part of the header.
import { Menu } from '@ark-ui/react/menu';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ChevronDownIcon } from '../components/icons.tsx';
import { currentMark, itemBase, type NavMenuProps } from './nav-menu-shared.ts';
import { useT } from '../i18n/use-t.ts';

/** A close this soon after opening-on-mount is the tail of the click that asked for the menu, not a new one. */
const MOUNT_CLICK_GRACE_MS = 400;

export function NavMenu({ label, items, current, takePendingOpen }: NavMenuProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const t = useT();
  const [open, setOpen] = useState(false);
  const openedAt = useRef(0);
  // Opened after mount, as a press would, once the menu's machine is running.
  useEffect(() => {
    if (!takePendingOpen?.()) return;
    openedAt.current = Date.now();
    setOpen(true);
  }, [takePendingOpen]);
  return (
    <Menu.Root
      open={open}
      // Drawn when opened: no positioner (and its inline position) in the page's first HTML.
      lazyMount
      unmountOnExit
      // Choosing an item always closes, however soon.
      onSelect={() => (openedAt.current = 0)}
      onOpenChange={(details) => {
        if (!details.open && Date.now() - openedAt.current < MOUNT_CLICK_GRACE_MS) return;
        setOpen(details.open);
      }}
      positioning={{ placement: 'bottom-start', gutter: 6 }}
      // Keyboard selection of a link item: go through the router instead of a full page load. Close first: zag
      // only closes on a click, and a menu left open would pull focus back to its trigger after the new page took it.
      navigate={({ value }) => {
        setOpen(false);
        navigate(value);
      }}
    >
      <Menu.Trigger className={`${itemBase} cursor-pointer ${current ? `text-link ${currentMark}` : ''}`}>
        {label}
        {current && <span className="sr-only"> {t('nav.currentSection')}</span>}
        <Menu.Indicator className="transition-transform data-[state=open]:rotate-180">
          <ChevronDownIcon className="size-4" />
        </Menu.Indicator>
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content className="z-40 min-w-64 max-w-[22rem] rounded-lg border border-line bg-surface p-1.5 shadow-float outline-none">
          {items.map((item) => (
            <Menu.Item key={item.to} value={item.to} asChild>
              <Link
                to={item.to}
                aria-current={pathname === item.to ? 'page' : undefined}
                className="flex min-h-11 items-center rounded-md px-3 py-2 text-[0.9375rem] text-ink no-underline data-highlighted:bg-brand-soft data-highlighted:text-link aria-[current=page]:font-bold aria-[current=page]:text-link"
              >
                {t(item.label)}
              </Link>
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
