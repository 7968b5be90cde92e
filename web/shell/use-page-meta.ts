// Sets the document title and meta description for the page being shown (values from shared/routes.ts).
import { useEffect } from 'react';
import type { RouteMeta } from '../../shared/routes.ts';

export function usePageMeta(meta: RouteMeta): void {
  const { title, description } = meta;
  useEffect(() => {
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
