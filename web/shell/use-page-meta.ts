// Sets the document title and meta description for the page being shown (values from shared/routes.ts; on a Spanish
// page, shared/route-meta-es.ts, loaded only there so English pages carry no Spanish).
import { useEffect } from 'react';
import type { RouteMeta } from '../../shared/routes.ts';
import { QUICK_EXIT_CLASS } from '../../shared/limits.ts';
import { useLocale } from '../i18n/use-t.ts';

function apply({ title, description }: Pick<RouteMeta, 'title' | 'description'>): void {
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
}

export function usePageMeta(meta: RouteMeta): void {
  const locale = useLocale();
  const { path, title, description } = meta;
  useEffect(() => {
    if (locale === 'en') return apply({ title, description });
    let current = true;
    void import('../../shared/page-meta.ts').then((m) => current && apply(m.localizedMeta({ path, title, description }, locale)));
    return () => {
      current = false;
    };
  }, [locale, path, title, description]);
}
