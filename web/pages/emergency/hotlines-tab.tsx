// Emergency page, Emergency Contacts tab: every crisis line from shared/hotlines.ts, with call and text buttons.
import { hotlinesInCrisisOrder } from '../../../shared/crisis-order.ts';
import { HOTLINES } from '../../../shared/hotlines.ts';
import { EmergencyCallLink, HotlineEntry } from '../../components/hotline-links.tsx';

/** Every line, in the order of every crisis list (shared/crisis-order.ts). */
const LINES = hotlinesInCrisisOrder(HOTLINES.map((h) => h.id));

const REMINDERS = [
  'Calls and texts are free.',
  'They are confidential: you do not have to give your name.',
  'Someone is there 24 hours a day, 7 days a week.',
  'You can call for someone else, or just to talk through what is happening.',
];

export function HotlinesTab() {
  return (
    <div className="grid gap-5">
      <p className="m-0 rounded-lg border border-crisis/40 bg-crisis-soft p-4 font-semibold text-crisis-ink">
        In immediate danger? <EmergencyCallLink className="underline" />
      </p>
      <ul className="m-0 grid list-none gap-4 p-0 sm:grid-cols-2">
        {LINES.map((id) => (
          <li key={id} className="rounded-lg border border-line bg-surface p-5 shadow-card">
            <HotlineEntry id={id} as="h2" />
          </li>
        ))}
      </ul>
      <section aria-labelledby="hl-remember" className="rounded-lg bg-brand-soft p-5">
        <h2 id="hl-remember" className="m-0 text-lg font-bold">
          Remember
        </h2>
        <ul className="mt-2 mb-0 grid gap-1 pl-6">
          {REMINDERS.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
