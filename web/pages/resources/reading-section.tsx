// A titled block of the directory's reading content: apart from the listings' parts (reading-blocks.tsx), so a page
// can show its plain sections without loading them.
import type { ReactNode } from 'react';

/** A titled block of the category page's reading content. */
export function ReadingSection({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="m-0 text-2xl font-bold">
        {title}
      </h2>
      {intro && <p className="mt-2 mb-0 max-w-3xl text-ink-muted">{intro}</p>}
      {children}
    </section>
  );
}
