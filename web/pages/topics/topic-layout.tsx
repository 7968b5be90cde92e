// The frame every directory and topic page shares: a hero with title and intro, four highlight cards, then the page's content.
import type { ReactNode } from 'react';

export interface HighlightCard {
  title: string;
  text: string;
}

interface TopicLayoutProps {
  title: string;
  intro: ReactNode;
  cards?: readonly HighlightCard[];
  cardsLabel?: string;
  /** Extra content of the hero (buttons, category navigation). */
  heroExtra?: ReactNode;
  children: ReactNode;
}

export function TopicLayout({ title, intro, cards, cardsLabel = 'What you can find here', heroExtra, children }: TopicLayoutProps) {
  return (
    <>
      <section aria-labelledby="page-title" className="bg-brand-soft">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 md:py-14">
          <h1 id="page-title" className="m-0 text-display font-extrabold tracking-tight">
            {title}
          </h1>
          <div className="mt-4 mb-0 max-w-3xl text-lg text-ink-muted">{intro}</div>
          {heroExtra}
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        {cards && (
          <section aria-label={cardsLabel} className="mt-10">
            <ul className="m-0 grid list-none gap-4 p-0 sm:grid-cols-2 lg:grid-cols-4">
              {cards.map((c) => (
                <li key={c.title} className="rounded-lg border border-line bg-surface p-5 shadow-card">
                  <h2 className="m-0 text-lg font-bold">{c.title}</h2>
                  <p className="mt-2 mb-0 text-sm">{c.text}</p>
                </li>
              ))}
            </ul>
          </section>
        )}
        {children}
      </div>
    </>
  );
}
