// The interactive safety plan: started on request, saved as she types (only on this device), printable and removable.
import { useCallback, useEffect, useRef, useState } from 'react';
import { emptySafetyPlan, SAFETY_PLAN_LIMITS as L, type SafetyPlan } from '../../../shared/schemas/safety-plan.ts';
import { buttonStyles } from '../../components/button-styles.ts';
import { deletePlan, savePlan, usePlan } from '../../local/private-store.ts';
import { PlanPrintView } from './plan-print.tsx';
import { CodeWordsEditor, focusSoon, PackEditor, PeopleEditor, PlanSection, TextEditor, TextListEditor } from './plan-sections.tsx';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../shared/messages/en.ts';
import { RICH_TAGS } from '../../i18n/rich-text.tsx';
import { useT, type Translate } from '../../i18n/use-t.ts';

/** Quiet time after the last keystroke before the plan is written to the device. */
export const PLAN_SAVE_DELAY_MS = 500;

/** The usual things to pack, in the page's language (the plan keeps the words she started with). */
export const PACK_SUGGESTIONS: readonly MessageId[] = [
  'plan.pack.suggest.id',
  'plan.pack.suggest.birth',
  'plan.pack.suggest.medication',
  'plan.pack.suggest.keys',
  'plan.pack.suggest.cash',
  'plan.pack.suggest.charger',
  'plan.pack.suggest.papers',
  'plan.pack.suggest.children',
];

/** A new plan: one empty line where typing starts, and the usual things to pack. Kept in memory until the first change. */
function starterPlan(t: Translate): SafetyPlan {
  return {
    ...emptySafetyPlan(),
    warningSigns: [''],
    safePeople: [{ name: '', howToReach: '' }],
    safePlaces: [''],
    toPack: PACK_SUGGESTIONS.map((id) => ({ item: t(id), packed: false })),
    codeWords: [{ word: '', meaning: '' }],
  };
}

type Status = 'idle' | 'saving' | 'saved' | 'save-failed' | 'deleted' | 'delete-failed';

const STATUS_TEXT: Record<Exclude<Status, 'idle'>, MessageId> = {
  saving: 'plan.status.saving',
  saved: 'plan.status.saved',
  'save-failed': 'plan.status.saveFailed',
  deleted: 'plan.status.deleted',
  'delete-failed': 'plan.status.deleteFailed',
};

/** Debounced saving and deleting, run one after another so a late save can never bring back a deleted plan. */
function usePlanWriter(setStatus: (s: Status) => void) {
  const pending = useRef<SafetyPlan | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    const plan = pending.current;
    if (!plan) return;
    pending.current = null;
    queue.current = queue.current
      .catch(() => undefined)
      .then(() => savePlan(plan))
      .then(
        () => pending.current === null && setStatus('saved'),
        () => setStatus('save-failed'),
      );
  }, [setStatus]);

  const schedule = useCallback(
    (plan: SafetyPlan) => {
      pending.current = plan;
      setStatus('saving');
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, PLAN_SAVE_DELAY_MS);
    },
    [flush, setStatus],
  );

  const remove = useCallback(async () => {
    window.clearTimeout(timer.current);
    pending.current = null;
    const done = queue.current.catch(() => undefined).then(() => deletePlan());
    queue.current = done;
    await done;
  }, []);

  // Leaving the tab, the page or the app: write what is waiting rather than lose the last half second of typing.
  useEffect(() => {
    const onHide = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHide);
      flush();
    };
  }, [flush]);

  return { schedule, remove };
}

export function PlanBuilder() {
  const stored = usePlan();
  /** The plan as edited here; null until the first change, while the stored plan (or the starter) is shown. */
  const [draft, setDraft] = useState<SafetyPlan | null>(null);
  const [starter, setStarter] = useState<SafetyPlan | null>(null);
  /** Set by Delete until the live query catches up, so the deleted plan does not flash back for a moment. */
  const [deleted, setDeleted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const t = useT();
  const { schedule, remove } = usePlanWriter(setStatus);

  useEffect(() => {
    if (deleted && stored === null) setDeleted(false);
  }, [deleted, stored]);

  const plan = deleted ? null : (draft ?? stored ?? starter);

  const change = (next: SafetyPlan) => {
    setDraft(next);
    schedule(next);
  };
  const update = <K extends keyof SafetyPlan>(key: K) => (value: SafetyPlan[K]) => plan && change({ ...plan, [key]: value });

  const start = () => {
    setStarter(starterPlan(t));
    setStatus('idle');
    focusSoon('plan-warning-title');
  };

  const confirmDelete = async () => {
    try {
      await remove();
    } catch {
      setStatus('delete-failed');
      return;
    }
    setDeleted(true);
    setDraft(null);
    setStarter(null);
    setConfirming(false);
    setStatus('deleted');
    focusSoon('plan-start');
  };

  return (
    // plan-printable only while there is a plan: with none, printing falls back to the whole page rather than a blank sheet.
    <section aria-labelledby="plan-builder-title" className={`${plan ? 'plan-printable ' : ''}rounded-lg border-2 border-brand bg-surface p-4 shadow-card sm:p-6`}>
      <div className="plan-screen-only">
        <h2 id="plan-builder-title" className="m-0 text-xl font-bold">
          {t('plan.builder.title')}
        </h2>
        <p className="mt-2 mb-0">{t('plan.builder.intro')}</p>
        <p className="mt-3 mb-0 rounded-md bg-brand-soft p-3 text-sm text-ink">
          <FormattedMessage id="plan.builder.privacy" values={RICH_TAGS} />
        </p>

        {stored !== undefined && !plan && (
          <button id="plan-start" type="button" onClick={start} className={`${buttonStyles.primary} mt-5 cursor-pointer`}>
            {t('plan.builder.start')}
          </button>
        )}

        {plan && (
          <div className="mt-6 grid gap-6">
            <PlanSection id="plan-warning" title={t('plan.warning.title')} hint={t('plan.warning.hint')}>
              <TextListEditor
                id="plan-warning"
                itemLabel={t('plan.warning.item')}
                addLabel={t('plan.warning.add')}
                placeholder={t('plan.warning.example')}
                values={plan.warningSigns}
                onChange={update('warningSigns')}
              />
            </PlanSection>
            <PlanSection
              id="plan-people-section"
              title={t('plan.people.title')}
              hint={t('plan.people.hint')}
            >
              <PeopleEditor values={plan.safePeople} onChange={update('safePeople')} />
            </PlanSection>
            <PlanSection id="plan-places" title={t('plan.places.title')} hint={t('plan.places.hint')}>
              <TextListEditor
                id="plan-places"
                itemLabel={t('plan.places.item')}
                addLabel={t('plan.places.add')}
                values={plan.safePlaces}
                onChange={update('safePlaces')}
              />
            </PlanSection>
            <PlanSection
              id="plan-pack-section"
              title={t('plan.pack.title')}
              hint={t('plan.pack.hint')}
            >
              <PackEditor values={plan.toPack} onChange={update('toPack')} />
            </PlanSection>
            <PlanSection id="plan-codes-section" title={t('plan.codes.title')} hint={t('plan.codes.hint')}>
              <CodeWordsEditor values={plan.codeWords} onChange={update('codeWords')} />
            </PlanSection>
            <PlanSection id="plan-children" title={t('plan.childrenPlan.title')} hint={t('plan.childrenPlan.hint')}>
              <TextEditor sectionId="plan-children" value={plan.childrensPlan} max={L.sectionChars} onChange={update('childrensPlan')} />
            </PlanSection>
            <PlanSection id="plan-work" title={t('plan.workPlan.title')} hint={t('plan.workPlan.hint')}>
              <TextEditor sectionId="plan-work" value={plan.workplacePlan} max={L.sectionChars} onChange={update('workplacePlan')} />
            </PlanSection>
            <PlanSection id="plan-notes" title={t('plan.notes.title')} hint={t('plan.notes.hint')}>
              <TextEditor sectionId="plan-notes" value={plan.notes} max={L.notesChars} onChange={update('notes')} />
            </PlanSection>
          </div>
        )}

        {/* The status line stays mounted in both states, so screen readers hear "Saved" and "deleted" as they happen. */}
        <div className={`flex flex-wrap items-center gap-3 ${plan ? 'mt-6 border-t border-line pt-5' : 'mt-3'}`}>
          <p role="status" className="m-0 min-w-0 flex-1 basis-48 text-sm font-semibold text-ink-muted">
            {status === 'idle' ? '' : t(STATUS_TEXT[status])}
          </p>
          {plan && !confirming && (
            <>
              <button type="button" onClick={() => window.print()} className={`${buttonStyles.secondary} cursor-pointer`}>
                {t('plan.builder.print')}
              </button>
              <button id="plan-delete" type="button" onClick={() => setConfirming(true)} className={`${buttonStyles.ghost} cursor-pointer`}>
                {t('plan.builder.delete')}
              </button>
            </>
          )}
        </div>

        {plan && confirming && (
          <DeleteConfirm
            onDelete={() => void confirmDelete()}
            onKeep={() => {
              setConfirming(false);
              focusSoon('plan-delete');
            }}
          />
        )}
      </div>

      {plan && <PlanPrintView plan={plan} />}
    </section>
  );
}

function DeleteConfirm({ onDelete, onKeep }: { onDelete: () => void; onKeep: () => void }) {
  useEffect(() => focusSoon('plan-keep'), []);
  const t = useT();
  return (
    <div
      role="group"
      aria-labelledby="plan-confirm-text"
      onKeyDown={(e) => e.key === 'Escape' && onKeep()}
      className="mt-3 rounded-lg border-2 border-crisis bg-crisis-soft p-4"
    >
      <p id="plan-confirm-text" className="m-0 font-semibold text-crisis-ink">
        {t('plan.builder.confirm')}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" onClick={onDelete} className={`${buttonStyles.crisis} cursor-pointer`}>
          {t('plan.builder.confirmDelete')}
        </button>
        <button id="plan-keep" type="button" onClick={onKeep} className={`${buttonStyles.secondary} cursor-pointer`}>
          {t('plan.builder.keep')}
        </button>
      </div>
    </div>
  );
}
