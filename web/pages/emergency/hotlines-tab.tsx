// Emergency page, Emergency Contacts tab: every crisis line from shared/hotlines.ts, with call and text buttons.
import { hotlinesInCrisisOrder } from '../../../shared/crisis-order.ts';
import { HOTLINES } from '../../../shared/hotlines.ts';
import { EmergencyCallLink, HotlineEntry } from '../../components/hotline-links.tsx';
import type { MessageId } from '../../../shared/messages/en.ts';
import { useT } from '../../i18n/use-t.ts';

/** Every line, in the order of every crisis list (shared/crisis-order.ts). */
const LINES = hotlinesInCrisisOrder(HOTLINES.map((h) => h.id));

const REMINDERS: readonly MessageId[] = [
  'emergency.hotlines.free',
  'emergency.hotlines.confidential',
  'emergency.hotlines.always',
  'emergency.hotlines.forSomeoneElse',
];

export function HotlinesTab() {
  const t = useT();
  return (
    <div className="grid gap-5">
      <p className="m-0 rounded-lg border border-crisis/40 bg-crisis-soft p-4 font-semibold text-crisis-ink">
        {t('emergency.hotlines.immediate')} <EmergencyCallLink className="underline" />
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
          {t('emergency.hotlines.remember')}
        </h2>
        <ul className="mt-2 mb-0 grid gap-1 pl-6">
          {REMINDERS.map((r) => (
            <li key={r}>{t(r)}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
