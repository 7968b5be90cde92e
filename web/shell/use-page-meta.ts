// Sets the document title and meta description for the page being shown (values from shared/routes.ts).
import { useEffect } from 'react';
import type { RouteMeta } from '../../shared/routes.ts';
import { QUICK_EXIT_CLASS } from '../../shared/limits.ts';

export function usePageMeta(meta: RouteMeta): void {
  const { title, description } = meta;
  useEffect(() => {
    // Leaving by quick exit: the step back through history re-renders the first page, but its title must not come
    // back into the tab while the neutral site loads (on a slow connection, that can take seconds).
    if (document.documentElement.classList.contains(QUICK_EXIT_CLASS)) return;
    document.title = title;
    let tag = document.head.querySelector('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.setAttribute('name', 'description');
      document.head.append(tag);
    }
    tag.setAttribute('content', description);
  }, [title, description]);
}
