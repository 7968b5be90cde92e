// What she types into search and place boxes, kept in memory for this visit only: never in the address, a history
// entry, storage or a request the browser logs. Moving between the directory's pages keeps it; a reload forgets it.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { create } from 'zustand';

interface SearchMemory {
  texts: Record<string, string>;
  remember: (key: string, text: string) => void;
}

const useSearchMemory = create<SearchMemory>((set) => ({
  texts: {},
  remember: (key, text) => set((s) => ({ texts: { ...s.texts, [key]: text } })),
}));

/** The text of one box (by key: boxes on several pages may share one), and how to change it. */
export function useRememberedText(key: string): [string, (text: string) => void] {
  const text = useSearchMemory((s) => s.texts[key] ?? '');
  const remember = useSearchMemory((s) => s.remember);
  return [text, (value: string) => remember(key, value)];
}

/** Forgets every box's text (quick exit, erase): nothing she typed stays in the page either. */
export function forgetSearches(): void {
  useSearchMemory.setState({ texts: {} });
}

/** Every remembered text and the setter, for a component with several boxes. */
export function useMemoryTexts(): Pick<SearchMemory, 'texts' | 'remember'> {
  return { texts: useSearchMemory((s) => s.texts), remember: useSearchMemory((s) => s.remember) };
}

/**
 * An address that arrives with words in it (an old link, a shared one, a bookmark) is read once into the box and
 * taken out of the address at once, so the words do not stay in the tab's history entry.
 */
export function useTextFromAddressOnce(param: string, key: string): void {
  useTextsFromAddressOnce([[param, key]]);
}

/** The same for several boxes: pairs of [address parameter, memory key]. */
export function useTextsFromAddressOnce(pairs: readonly (readonly [string, string])[]): void {
  const location = useLocation();
  const navigate = useNavigate();
  const remember = useSearchMemory((s) => s.remember);
  const wanted = pairs.map((p) => p.join('=')).join('&');
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    let found = false;
    for (const [param, key] of pairs) {
      const text = params.get(param);
      if (text === null) continue;
      remember(key, text);
      params.delete(param);
      found = true;
    }
    if (!found) return;
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
    // `pairs` is read through `wanted` (a new array each render would run this every time).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location, navigate, remember, wanted]);
}
