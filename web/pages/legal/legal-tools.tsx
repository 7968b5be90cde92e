// The hub's tools, all working offline and kept only on this device (the private store, erased with "Erase this site
// from this device"): an evidence log and a protection-order preparation checklist to fill, print and keep; the
// discrimination-charge deadline calculator; a budget for leaving.
import { useClientValue } from '../../components/use-client-value.ts';
import { useLiveQuery } from 'dexie-react-hooks';
import { useId, useRef, useState, type ReactNode } from 'react';
import { z } from 'zod';
import { chargeDeadlines } from '../../../shared/legal/deadlines.ts';
import { buttonStyles, fieldStyles } from '../../components/button-styles.ts';
import { privateDb } from '../../local/private-store.ts';

// ---- storage: validated on the way out, like everything kept on the device ----

const KEYS = { evidence: 'legal-evidence-log', checklist: 'legal-protection-order-checklist', budget: 'legal-leaving-budget' } as const;

/**
 * A value kept in the private store. What she just changed shows at once (controlled fields and ticks must not wait
 * for the database), and is written through.
 */
function useStored<T>(key: string, schema: z.ZodType<T>, fallback: T): [T | undefined, (v: T) => Promise<void>] {
  const stored = useLiveQuery(async () => {
    const parsed = schema.safeParse((await privateDb.items.get(key))?.value);
    return parsed.success ? parsed.data : fallback;
  }, [key]);
  const [local, setLocal] = useState<T>();
  const save = async (v: T) => {
    setLocal(v);
    await privateDb.items.put({ key, value: v });
  };
  return [local ?? stored, save];
}

/** Prints this tool alone (the print styles show only `.plan-printable`). */
function usePrintAlone() {
  const ref = useRef<HTMLElement>(null);
  const print = () => {
    const el = ref.current;
    if (!el) return;
    el.classList.add('plan-printable');
    window.addEventListener('afterprint', () => el.classList.remove('plan-printable'), { once: true });
    window.print();
  };
  return { ref, print };
}

function ToolCard({ title, intro, children, sectionRef }: { title: string; intro: ReactNode; children: ReactNode; sectionRef?: React.Ref<HTMLElement> }) {
  const id = useId();
  return (
    <section ref={sectionRef} aria-labelledby={id} className="rounded-lg border border-line bg-surface p-5 shadow-card">
      <h3 id={id} className="m-0 text-xl font-bold">
        {title}
      </h3>
      <div className="mt-1 text-sm text-ink-muted">{intro}</div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

// ---- evidence log ----

const entrySchema = z.object({ id: z.string(), date: z.string().max(10), what: z.string().max(2000), evidence: z.string().max(500), witnesses: z.string().max(300) });
type Entry = z.infer<typeof entrySchema>;
const evidenceSchema = z.array(entrySchema).max(500);

export function EvidenceLog() {
  const id = useId();
  const [entries, save] = useStored(KEYS.evidence, evidenceSchema, []);
  const [draft, setDraft] = useState({ date: '', what: '', evidence: '', witnesses: '' });
  const [error, setError] = useState<string>();
  const { ref, print } = usePrintAlone();
  const add = async () => {
    if (!draft.date || !draft.what.trim()) {
      setError('Give at least the date and what happened.');
      document.getElementById(`${id}-${!draft.date ? 'date' : 'what'}`)?.focus();
      return;
    }
    setError(undefined);
    const entry: Entry = { id: crypto.randomUUID(), date: draft.date, what: draft.what.trim(), evidence: draft.evidence.trim(), witnesses: draft.witnesses.trim() };
    await save([...(entries ?? []), entry].sort((a, b) => a.date.localeCompare(b.date)));
    setDraft({ date: '', what: '', evidence: '', witnesses: '' });
  };
  return (
    <ToolCard
      sectionRef={ref}
      title="Evidence log"
      intro="A dated record of what happened, for a protection order or a lawyer. Kept only on this device; anyone who can open this browser could read it. Print it, or keep a copy somewhere safe."
    >
      <div className="plan-screen-only grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-date`} className="font-semibold">
            Date *
          </label>
          <input id={`${id}-date`} type="date" className={fieldStyles} value={draft.date} onChange={(e) => setDraft({ ...draft, date: e.target.value })} />
        </div>
        <div>
          <label htmlFor={`${id}-witnesses`} className="font-semibold">
            Witnesses (optional)
          </label>
          <input id={`${id}-witnesses`} maxLength={300} className={fieldStyles} value={draft.witnesses} onChange={(e) => setDraft({ ...draft, witnesses: e.target.value })} />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-what`} className="font-semibold">
            What happened *
          </label>
          <textarea id={`${id}-what`} rows={3} maxLength={2000} className={fieldStyles} value={draft.what} onChange={(e) => setDraft({ ...draft, what: e.target.value })} />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-evidence`} className="font-semibold">
            Evidence and where it is kept (optional)
          </label>
          <input id={`${id}-evidence`} maxLength={500} className={fieldStyles} value={draft.evidence} onChange={(e) => setDraft({ ...draft, evidence: e.target.value })} />
        </div>
      </div>
      {error && (
        <p role="alert" className="plan-screen-only mt-3 mb-0 rounded-md bg-crisis-soft p-3 font-semibold text-crisis-ink">
          {error}
        </p>
      )}
      <div className="plan-screen-only mt-3 flex flex-wrap gap-2">
        <button type="button" className={buttonStyles.primary} onClick={() => void add()}>
          Add to the log
        </button>
        {entries && entries.length > 0 && (
          <button type="button" className={buttonStyles.secondary} onClick={print}>
            Print the log
          </button>
        )}
      </div>
      {entries && entries.length > 0 && (
        <table className="mt-4 w-full border-collapse text-left text-sm">
          <caption className="sr-only">Your evidence log</caption>
          <thead>
            <tr>
              <th className="border-b border-line py-2 pr-2">Date</th>
              <th className="border-b border-line py-2 pr-2">What happened</th>
              <th className="border-b border-line py-2 pr-2">Evidence</th>
              <th className="border-b border-line py-2 pr-2">Witnesses</th>
              <th className="plan-screen-only border-b border-line py-2">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id} className="align-top">
                <td className="border-b border-line py-2 pr-2 whitespace-nowrap">{e.date}</td>
                <td className="border-b border-line py-2 pr-2 whitespace-pre-wrap">{e.what}</td>
                <td className="border-b border-line py-2 pr-2">{e.evidence}</td>
                <td className="border-b border-line py-2 pr-2">{e.witnesses}</td>
                <td className="plan-screen-only border-b border-line py-2">
                  <button type="button" className={buttonStyles.ghost} onClick={() => void save(entries.filter((x) => x.id !== e.id))}>
                    Remove<span className="sr-only"> the entry of {e.date}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ToolCard>
  );
}

// ---- protection-order preparation checklist ----

export const PROTECTION_ORDER_CHECKLIST = [
  'Write down the most recent incident: date, place, what was said and done.',
  'Write down earlier incidents you remember, with dates if you can.',
  'Gather evidence: photos of injuries or damage, messages, voicemails, medical or police reports.',
  'Note names and contact details of anyone who saw or heard what happened.',
  'Have the other person’s full name, address, workplace and a description or photo, if you know them.',
  'List the children, pets and property you want the order to cover.',
  'Find your county’s court (or its self-help center) and its hours; ask a local advocate to come with you.',
  'Keep copies of everything in a safe place the other person cannot reach.',
  'Once you have an order, keep a copy with you at all times.',
];
const checklistSchema = z.array(z.number().int().min(0)).max(50);

export function ProtectionOrderChecklist() {
  const [ticked, save] = useStored(KEYS.checklist, checklistSchema, []);
  const { ref, print } = usePrintAlone();
  const toggle = (i: number) => {
    const now = new Set(ticked ?? []);
    if (now.has(i)) now.delete(i);
    else now.add(i);
    void save([...now].sort((a, b) => a - b));
  };
  return (
    <ToolCard sectionRef={ref} title="Protection order: preparation checklist" intro="What to have ready before going to court. Your ticks stay on this device.">
      <ul className="m-0 grid list-none gap-2 p-0">
        {PROTECTION_ORDER_CHECKLIST.map((item, i) => (
          <li key={item}>
            <label className="flex min-h-11 cursor-pointer items-start gap-3">
              <input type="checkbox" className="mt-1 size-5 shrink-0 accent-brand" checked={ticked?.includes(i) ?? false} onChange={() => toggle(i)} />
              <span>{item}</span>
            </label>
          </li>
        ))}
      </ul>
      <p className="plan-screen-only mt-3 mb-0 text-sm">
        {ticked?.length ?? 0} of {PROTECTION_ORDER_CHECKLIST.length} done.
      </p>
      <button type="button" className={`${buttonStyles.secondary} plan-screen-only mt-3`} onClick={print}>
        Print the checklist
      </button>
    </ToolCard>
  );
}

// ---- deadline calculator ----

export function DeadlineCalculator() {
  const id = useId();
  const [date, setDate] = useState('');
  // Her today, read after hydration: the page is built ahead of time, and a date limit from its build day would stay.
  const today = useClientValue(() => new Date().toISOString().slice(0, 10), undefined);
  const result = date && today ? chargeDeadlines(date, today) : undefined;
  return (
    <ToolCard
      title="Discrimination charge: deadline calculator"
      intro={
        <>
          The federal time limits counted from the date of what happened at work. File well before the last day; when in doubt, contact the EEOC at once. Source:{' '}
          <a className="font-semibold text-link underline" href="https://www.eeoc.gov/time-limits-filing-charge" target="_blank" rel="noopener noreferrer">
            EEOC time limits
          </a>
          .
        </>
      }
    >
      <label htmlFor={`${id}-date`} className="font-semibold">
        Date of the discrimination (or the latest act)
      </label>
      <input id={`${id}-date`} type="date" {...(today ? { max: today } : {})} className={`${fieldStyles} max-w-xs`} value={date} onChange={(e) => setDate(e.target.value)} />
      {date && !result && (
        <p role="alert" className="mt-3 mb-0 font-semibold text-crisis-ink">
          Choose a date that is today or earlier.
        </p>
      )}
      {result && (
        <ul className="m-0 mt-4 grid list-none gap-2 p-0" aria-live="polite">
          {result.map((d) => (
            <li key={d.id} className={`rounded-md p-3 ${d.daysLeft < 0 ? 'bg-surface-2' : d.daysLeft <= 30 ? 'bg-crisis-soft' : 'bg-brand-soft'}`}>
              <p className="m-0 font-semibold">{d.label}</p>
              <p className="m-0">
                Last day: <strong>{new Date(`${d.date}T12:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' })}</strong> ·{' '}
                {d.daysLeft < 0 ? 'passed' : d.daysLeft === 0 ? 'today' : `${d.daysLeft} day${d.daysLeft === 1 ? '' : 's'} left`}
              </p>
              <p className="m-0 text-sm text-ink-muted">{d.explanation}</p>
            </li>
          ))}
        </ul>
      )}
    </ToolCard>
  );
}

// ---- a budget for leaving ----

const budgetSchema = z.object({ income: z.record(z.string(), z.string().max(12)), costs: z.record(z.string(), z.string().max(12)) });
type Budget = z.infer<typeof budgetSchema>;
const INCOME = ['Pay from work', 'Child support or alimony', 'Benefits (SNAP, TANF, SSI…)', 'Other income'];
const COSTS = ['Rent or deposit', 'Utilities and phone', 'Food', 'Transportation', 'Child care', 'Medical', 'Debt payments', 'Other costs'];

const dollars = (s: string | undefined) => {
  const n = Number((s ?? '').replace(/[$,\s]/g, ''));
  return Number.isFinite(n) && n > 0 ? n : 0;
};

export function LeavingBudget() {
  const id = useId();
  const [budget, save] = useStored<Budget>(KEYS.budget, budgetSchema, { income: {}, costs: {} });
  const b = budget ?? { income: {}, costs: {} };
  const income = INCOME.reduce((s, k) => s + dollars(b.income[k]), 0);
  const costs = COSTS.reduce((s, k) => s + dollars(b.costs[k]), 0);
  const gap = income - costs;
  const field = (group: 'income' | 'costs', label: string, i: number) => (
    <div key={label}>
      <label htmlFor={`${id}-${group}-${i}`} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={`${id}-${group}-${i}`}
        inputMode="decimal"
        maxLength={12}
        className={fieldStyles}
        value={b[group][label] ?? ''}
        onChange={(e) => void save({ ...b, [group]: { ...b[group], [label]: e.target.value } })}
      />
    </div>
  );
  return (
    <ToolCard title="A budget for leaving" intro="Monthly amounts in dollars. Kept only on this device; nothing is sent anywhere.">
      <div className="grid gap-4 md:grid-cols-2">
        <fieldset className="m-0 grid gap-2 border-0 p-0">
          <legend className="font-bold">Money coming in</legend>
          {INCOME.map((k, i) => field('income', k, i))}
        </fieldset>
        <fieldset className="m-0 grid gap-2 border-0 p-0">
          <legend className="font-bold">Money going out</legend>
          {COSTS.map((k, i) => field('costs', k, i))}
        </fieldset>
      </div>
      <p className={`mt-4 mb-0 rounded-md p-3 font-semibold ${gap < 0 ? 'bg-crisis-soft text-crisis-ink' : 'bg-success-soft text-success'}`} aria-live="polite">
        In ${income.toLocaleString('en-US')} · out ${costs.toLocaleString('en-US')} ·{' '}
        {gap < 0 ? `short by $${(-gap).toLocaleString('en-US')} a month: benefits and emergency funds may help (see Financial Support).` : `$${gap.toLocaleString('en-US')} left a month.`}
      </p>
    </ToolCard>
  );
}
