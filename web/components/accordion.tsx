// A single-open, collapsible accordion (Ark UI) with headings around its triggers, as the directory's static blocks use.
import { Accordion } from '@ark-ui/react/accordion';
import type { ReactNode } from 'react';
import { ChevronDownIcon } from './icons.tsx';

export interface AccordionEntry {
  value: string;
  title: ReactNode;
  content: ReactNode;
}

interface SingleAccordionProps {
  items: readonly AccordionEntry[];
  headingLevel?: 3 | 4;
  /** Accessible name of the group. */
  label?: string;
}

export function SingleAccordion({ items, headingLevel = 3, label }: SingleAccordionProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <Accordion.Root collapsible lazyMount aria-label={label} className="mt-4 divide-y divide-line overflow-hidden rounded-lg border border-line bg-surface">
      {items.map((item) => (
        <Accordion.Item key={item.value} value={item.value}>
          <Heading className="m-0 text-base">
            <Accordion.ItemTrigger className="flex min-h-12 w-full cursor-pointer items-center justify-between gap-3 bg-transparent px-4 py-3 text-left text-base font-semibold text-ink hover:bg-brand-soft data-[state=open]:bg-surface-2">
              <span>{item.title}</span>
              <Accordion.ItemIndicator className="shrink-0 transition-transform data-[state=open]:rotate-180">
                <ChevronDownIcon className="size-5" />
              </Accordion.ItemIndicator>
            </Accordion.ItemTrigger>
          </Heading>
          <Accordion.ItemContent className="px-4 pt-1 pb-4">{item.content}</Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
