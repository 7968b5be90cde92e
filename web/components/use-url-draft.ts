// A text box whose text is also kept in the address. The router applies address changes as low-priority updates, so
// older addresses may arrive after newer keystrokes: the box keeps its own text, ignores any value it wrote itself
// (however late it arrives), and follows only a change made elsewhere (Back, Forward, a link, "Clear all").
import { useEffect, useRef, useState } from 'react';

/** How many of its own recent values the box recognises when they come back from the address. */
const HISTORY = 50;

export function useUrlDraft(fromUrl: string): [string, (value: string) => void] {
  const [draft, setDraft] = useState(fromUrl);
  const written = useRef<string[]>([fromUrl]);
  useEffect(() => {
    const mine = written.current.lastIndexOf(fromUrl);
    if (mine >= 0) {
      // One of ours: nothing to follow. Values written before it can no longer arrive after it.
      written.current = written.current.slice(mine);
      return;
    }
    written.current = [fromUrl];
    setDraft(fromUrl);
  }, [fromUrl]);
  const write = (value: string) => {
    written.current = [...written.current, value].slice(-HISTORY);
    setDraft(value);
  };
  return [draft, write];
}
