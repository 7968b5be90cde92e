// The frame every directory and topic page shares: a hero with title and intro, four highlight cards, then the page's content.
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';

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

export function TopicLayout({ title, intro, cards, cardsLabel, heroExtra, children }: TopicLayoutProps) {
  const t = useT();
  return (
    <>
      <section aria-labelledby="page-title" className="bg-brand-soft">
        {/* Tighter on a phone, so a directory page's first listing starts within the first screen. */}
        <div className="mx-auto max-w-6xl px-4 pt-8 pb-6 sm:px-6 sm:py-10 md:py-14">
          <h1 id="page-title" className="m-0 text-display font-extrabold tracking-tight">
            {title}
          </h1>
          <div className="mt-3 mb-0 max-w-3xl text-base text-ink-muted sm:mt-4 sm:text-lg">{intro}</div>
          {heroExtra}
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        {cards && (
          <section aria-label={cardsLabel ?? t('page.cardsLabel')} className="mt-10">
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
