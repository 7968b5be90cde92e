// The hub's tools, all working offline and kept only on this device (the private store, erased with "Erase this site
// from this device"): an evidence log and a protection-order preparation checklist to fill, print and keep; the
// discrimination-charge deadline calculator; a budget for leaving.
import { useClientValue } from '../../components/use-client-value.ts';
import { useLiveQuery } from '../../local/live-query.ts';
import { useId, useRef, useState, type ReactNode } from 'react';
import { z } from 'zod';
import { chargeDeadlines } from '../../../shared/legal/deadlines.ts';
import { buttonStyles, fieldStyles } from '../../components/button-styles.ts';
import { privateDb } from '../../local/private-store.ts';
import { FormattedMessage, useIntl } from 'react-intl';
import { useT } from '../../i18n/use-t.ts';
import { RICH_TAGS } from '../../i18n/rich-text.tsx';
import { toast } from '../../shell/toast.ts';

// ---- storage: validated on the way out, like everything kept on the device ----

const KEYS = { evidence: 'legal-evidence-log', checklist: 'legal-protection-order-checklist', budget: 'legal-leaving-budget' } as const;

/** Whether she has been told the tools are not kept, since the last write the browser took: one word for all of them. */
let toldNotKept = false;

/**
 * A value kept in the private store. What she just changed shows at once (controlled fields and ticks must not wait
 * for the database), and is written through. If the browser will not store it (storage full, or refused), she is told
 * once, while it stays on screen for her to print or copy: it is not taken away from under her.
 */
function useStored<T>(key: string, schema: z.ZodType<T>, fallback: T): [T | undefined, (v: T) => Promise<void>] {
  const t = useT();
  const stored = useLiveQuery(async () => {
    const parsed = schema.safeParse((await privateDb.items.get(key))?.value);
    return parsed.success ? parsed.data : fallback;
  }, [key]);
  const [local, setLocal] = useState<T>();
  const save = async (v: T) => {
    setLocal(v);
    try {
      await privateDb.items.put({ key, value: v });
      toldNotKept = false;
    } catch {
      if (toldNotKept) return;
      toldNotKept = true;
      toast({ title: t('legal.tools.notKept.title'), description: t('legal.tools.notKept.body'), variant: 'destructive' });
    }
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
  const t = useT();
  const add = async () => {
    if (!draft.date || !draft.what.trim()) {
      setError(t('legal.evidence.missing'));
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
      title={t('legal.evidence.title')}
      intro={t('legal.evidence.intro')}
    >
      <div className="plan-screen-only grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-date`} className="font-semibold">
            {t('legal.evidence.date')} *
          </label>
          <input id={`${id}-date`} type="date" className={fieldStyles} value={draft.date} onChange={(e) => setDraft({ ...draft, date: e.target.value })} />
        </div>
        <div>
          <label htmlFor={`${id}-witnesses`} className="font-semibold">
            {t('legal.evidence.witnessesOptional')}
          </label>
          <input id={`${id}-witnesses`} maxLength={300} className={fieldStyles} value={draft.witnesses} onChange={(e) => setDraft({ ...draft, witnesses: e.target.value })} />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-what`} className="font-semibold">
            {t('legal.evidence.what')} *
          </label>
          <textarea id={`${id}-what`} rows={3} maxLength={2000} className={fieldStyles} value={draft.what} onChange={(e) => setDraft({ ...draft, what: e.target.value })} />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-evidence`} className="font-semibold">
            {t('legal.evidence.evidenceOptional')}
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
          {t('legal.evidence.add')}
        </button>
        {entries && entries.length > 0 && (
          <button type="button" className={buttonStyles.secondary} onClick={print}>
            {t('legal.evidence.print')}
          </button>
        )}
      </div>
      {entries && entries.length > 0 && (
        <table className="mt-4 w-full border-collapse text-left text-sm">
          <caption className="sr-only">{t('legal.evidence.caption')}</caption>
          <thead>
            <tr>
              <th className="border-b border-line py-2 pr-2">{t('legal.evidence.date')}</th>
              <th className="border-b border-line py-2 pr-2">{t('legal.evidence.what')}</th>
              <th className="border-b border-line py-2 pr-2">{t('legal.evidence.evidence')}</th>
              <th className="border-b border-line py-2 pr-2">{t('legal.evidence.witnesses')}</th>
              <th className="plan-screen-only border-b border-line py-2">
                <span className="sr-only">{t('legal.evidence.removeColumn')}</span>
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
                    <FormattedMessage id="legal.evidence.remove" values={{ ...RICH_TAGS, date: e.date }} />
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

/** The checklist's items, in order: her ticks are kept by position, so an item is only ever added at the end. */
export const PROTECTION_ORDER_CHECKLIST = ['incident', 'earlier', 'evidence', 'witnesses', 'otherPerson', 'cover', 'court', 'copies', 'keepOrder'] as const;
const checklistSchema = z.array(z.number().int().min(0)).max(50);

export function ProtectionOrderChecklist() {
  const [ticked, save] = useStored(KEYS.checklist, checklistSchema, []);
  const { ref, print } = usePrintAlone();
  const t = useT();
  const toggle = (i: number) => {
    const now = new Set(ticked ?? []);
    if (now.has(i)) now.delete(i);
    else now.add(i);
    void save([...now].sort((a, b) => a - b));
  };
  return (
    <ToolCard sectionRef={ref} title={t('legal.checklist.title')} intro={t('legal.checklist.intro')}>
      <ul className="m-0 grid list-none gap-2 p-0">
        {PROTECTION_ORDER_CHECKLIST.map((item, i) => (
          <li key={item}>
            <label className="flex min-h-11 cursor-pointer items-start gap-3">
              <input type="checkbox" className="mt-1 size-5 shrink-0 accent-brand" checked={ticked?.includes(i) ?? false} onChange={() => toggle(i)} />
              <span>{t(`legal.checklist.item.${item}`)}</span>
            </label>
          </li>
        ))}
      </ul>
      <p className="plan-screen-only mt-3 mb-0 text-sm">
        {t('legal.checklist.done', { done: ticked?.length ?? 0, total: PROTECTION_ORDER_CHECKLIST.length })}
      </p>
      <button type="button" className={`${buttonStyles.secondary} plan-screen-only mt-3`} onClick={print}>
        {t('legal.checklist.print')}
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
  const t = useT();
  const intl = useIntl();
  const status = (daysLeft: number) =>
    daysLeft < 0 ? t('legal.deadline.passed') : daysLeft === 0 ? t('legal.deadline.today') : t('legal.deadline.left', { count: daysLeft });
  return (
    <ToolCard
      title={t('legal.deadline.title')}
      intro={
        <FormattedMessage
          id="legal.deadline.intro"
          values={{
            link: (chunks: ReactNode[]) => (
              <a className="font-semibold text-link underline" href="https://www.eeoc.gov/time-limits-filing-charge" target="_blank" rel="noopener noreferrer">
                {chunks}
              </a>
            ),
          }}
        />
      }
    >
      <label htmlFor={`${id}-date`} className="font-semibold">
        {t('legal.deadline.date')}
      </label>
      <input id={`${id}-date`} type="date" {...(today ? { max: today } : {})} className={`${fieldStyles} max-w-xs`} value={date} onChange={(e) => setDate(e.target.value)} />
      {date && !result && (
        <p role="alert" className="mt-3 mb-0 font-semibold text-crisis-ink">
          {t('legal.deadline.future')}
        </p>
      )}
      {result && (
        <ul className="m-0 mt-4 grid list-none gap-2 p-0" aria-live="polite">
          {result.map((d) => (
            <li key={d.id} className={`rounded-md p-3 ${d.daysLeft < 0 ? 'bg-surface-2' : d.daysLeft <= 30 ? 'bg-crisis-soft' : 'bg-brand-soft'}`}>
              <p className="m-0 font-semibold">{t(`legal.deadline.${d.id}.label`)}</p>
              <p className="m-0">
                <FormattedMessage
                  id="legal.deadline.lastDay"
                  values={{
                    ...RICH_TAGS,
                    date: intl.formatDate(`${d.date}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }),
                    status: status(d.daysLeft),
                  }}
                />
              </p>
              <p className="m-0 text-sm text-ink-muted">{t(`legal.deadline.${d.id}.explanation`)}</p>
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
// Each line is kept under its English name (what devices already hold), and shown in the page's language.
const INCOME = [
  ['Pay from work', 'legal.budget.income.work'],
  ['Child support or alimony', 'legal.budget.income.support'],
  ['Benefits (SNAP, TANF, SSI…)', 'legal.budget.income.benefits'],
  ['Other income', 'legal.budget.income.other'],
] as const;
const COSTS = [
  ['Rent or deposit', 'legal.budget.cost.rent'],
  ['Utilities and phone', 'legal.budget.cost.utilities'],
  ['Food', 'legal.budget.cost.food'],
  ['Transportation', 'legal.budget.cost.transportation'],
  ['Child care', 'legal.budget.cost.childCare'],
  ['Medical', 'legal.budget.cost.medical'],
  ['Debt payments', 'legal.budget.cost.debt'],
  ['Other costs', 'legal.budget.cost.other'],
] as const;
type BudgetLine = (typeof INCOME)[number] | (typeof COSTS)[number];

const dollars = (s: string | undefined) => {
  const n = Number((s ?? '').replace(/[$,\s]/g, ''));
  return Number.isFinite(n) && n > 0 ? n : 0;
};

export function LeavingBudget() {
  const id = useId();
  const [budget, save] = useStored<Budget>(KEYS.budget, budgetSchema, { income: {}, costs: {} });
  const t = useT();
  const intl = useIntl();
  const b = budget ?? { income: {}, costs: {} };
  const income = INCOME.reduce((s, [k]) => s + dollars(b.income[k]), 0);
  const costs = COSTS.reduce((s, [k]) => s + dollars(b.costs[k]), 0);
  const gap = income - costs;
  const amounts = { income: intl.formatNumber(income), costs: intl.formatNumber(costs), gap: intl.formatNumber(Math.abs(gap)) };
  const field = (group: 'income' | 'costs', [label, name]: BudgetLine, i: number) => (
    <div key={label}>
      <label htmlFor={`${id}-${group}-${i}`} className="text-sm font-semibold">
        {t(name)}
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
    <ToolCard title={t('legal.budget.title')} intro={t('legal.budget.intro')}>
      <div className="grid gap-4 md:grid-cols-2">
        <fieldset className="m-0 grid gap-2 border-0 p-0">
          <legend className="font-bold">{t('legal.budget.in')}</legend>
          {INCOME.map((k, i) => field('income', k, i))}
        </fieldset>
        <fieldset className="m-0 grid gap-2 border-0 p-0">
          <legend className="font-bold">{t('legal.budget.out')}</legend>
          {COSTS.map((k, i) => field('costs', k, i))}
        </fieldset>
      </div>
      <p className={`mt-4 mb-0 rounded-md p-3 font-semibold ${gap < 0 ? 'bg-crisis-soft text-crisis-ink' : 'bg-success-soft text-success'}`} aria-live="polite">
        {gap < 0 ? t('legal.budget.short', amounts) : t('legal.budget.left', amounts)}
      </p>
    </ToolCard>
  );
}

/** The four tools, in the order the tab lists them (loaded with the tab: web/pages/legal/legal-page.tsx). */
export function LegalTools() {
  return (
    <>
      <EvidenceLog />
      <ProtectionOrderChecklist />
      <DeadlineCalculator />
      <LeavingBudget />
    </>
  );
}
