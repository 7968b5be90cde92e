// The Legal Guides tab's search, apart from the guides' schemas (shared/legal/guides.ts): the page needs the search
// only, and the schemas would bring their validation library into the hub's first load.
import type { Guide } from './guides.ts';

/** Guides whose title, description or a tag contains every word typed (case and accents ignored). */
export function searchGuides<T extends Pick<Guide, 'title' | 'description' | 'tags'>>(guides: readonly T[], text: string): T[] {
  const fold = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  const words = fold(text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...guides];
  return guides.filter((g) => {
    const hay = fold(`${g.title} ${g.description} ${g.tags.join(' ')}`);
    return words.every((w) => hay.includes(w));
  });
}
