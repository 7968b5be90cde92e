// The category buttons of /resources: a wrapping row on wider screens, one row that scrolls sideways on a phone, so
// the listings start within the first screen instead of below five stacked buttons.
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { CORE_CATEGORY_KEYS } from '../../../shared/categories.ts';
import { DIRECTORY_SEARCH_KEY } from '../../components/search-param.ts';
import { useRememberedText } from '../../components/search-memory.ts';
import { useT } from '../../i18n/use-t.ts';

type CoreKey = (typeof CORE_CATEGORY_KEYS)[number];

/** The row's side padding on a phone (px-4), kept clear beside the current button once scrolled. */
const ROW_PADDING_PX = 16;

const chip =
  'inline-flex min-h-11 items-center rounded-full border-2 px-4 py-2 text-sm font-semibold whitespace-nowrap no-underline transition-colors';

export function CategoryButtons({ current }: { current: CoreKey | undefined }) {
  // The search text is kept in memory across these pages, not carried in their addresses.
  const [q, setQ] = useRememberedText(DIRECTORY_SEARCH_KEY);
  const t = useT();
  const items: { key: CoreKey | undefined; label: string; to: string }[] = [
    { key: undefined, label: t('resources.categories.all'), to: '/resources' },
    ...CORE_CATEGORY_KEYS.map((k) => ({ key: k, label: t(`category.${k}`), to: `/resources/${k}` })),
  ];
  const row = useRef<HTMLDivElement>(null);
  const active = useRef<HTMLAnchorElement>(null);

  // On a phone the current category may sit past the right edge: bring it into the row's view (the row only, never
  // the page, so nothing jumps). Where the row wraps there is nothing to scroll.
  useLayoutEffect(() => {
    const box = row.current;
    const link = active.current;
    if (!box || !link || box.scrollWidth <= box.clientWidth) return;
    const hidden = link.getBoundingClientRect().right - box.getBoundingClientRect().right;
    if (hidden > 0) box.scrollLeft += hidden + ROW_PADDING_PX;
  }, [current]);

  return (
    // -mx-4 on a phone: the row scrolls edge to edge, so a cut-off button at the side shows there is more.
    <nav aria-label={t('resources.categories.label')} className="-mx-4 mt-5 sm:mx-0 sm:mt-6">
      <div
        ref={row}
        // The browser scrolls a focused link only until part of it shows: bring all of it into view for the keyboard.
        onFocus={(e) => {
          if (e.target instanceof HTMLElement && row.current && row.current.scrollWidth > row.current.clientWidth) {
            e.target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
          }
        }}
        className="flex scroll-px-4 items-center gap-x-4 gap-y-2 overflow-x-auto px-4 pb-1 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
      >
        <ul className="m-0 flex shrink-0 list-none gap-2 p-0 sm:shrink sm:flex-wrap">
          {items.map((item) => {
            const isCurrent = item.key === current;
            return (
              <li key={item.label} className="shrink-0">
                <Link
                  ref={isCurrent ? active : undefined}
                  to={item.to}
                  aria-current={isCurrent ? 'page' : undefined}
                  className={`${chip} ${isCurrent ? 'border-brand bg-brand text-on-brand' : 'border-brand bg-surface text-link hover:bg-brand-soft'}`}
                >
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
        {(current || q) && (
          <Link to="/resources" onClick={() => setQ('')} className="inline-flex min-h-11 shrink-0 items-center text-sm font-semibold whitespace-nowrap text-link underline decoration-2">
            {t('resources.categories.clear')}
          </Link>
        )}
      </div>
    </nav>
  );
}
