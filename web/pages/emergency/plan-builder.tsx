// The interactive safety plan: started on request, saved as she types (only on this device), printable and removable.
import { useCallback, useEffect, useRef, useState } from 'react';
import { emptySafetyPlan, SAFETY_PLAN_LIMITS as L, type SafetyPlan } from '../../../shared/schemas/safety-plan.ts';
import { buttonStyles } from '../../components/button-styles.ts';
import { deletePlan, savePlan, usePlan } from '../../local/private-store.ts';
import { PlanPrintView } from './plan-print.tsx';
import { CodeWordsEditor, focusSoon, PackEditor, PeopleEditor, PlanSection, TextEditor, TextListEditor } from './plan-sections.tsx';

/** Quiet time after the last keystroke before the plan is written to the device. */
export const PLAN_SAVE_DELAY_MS = 500;

export const PACK_SUGGESTIONS = [
  'ID and passport',
  'Birth certificates',
  'Medication',
  'Keys',
  'Cash',
  'Phone charger',
  'Important papers',
  'Children’s things',
] as const;

/** A new plan: one empty line where typing starts, and the usual things to pack. Kept in memory until the first change. */
function starterPlan(): SafetyPlan {
  return {
    ...emptySafetyPlan(),
    warningSigns: [''],
    safePeople: [{ name: '', howToReach: '' }],
    safePlaces: [''],
    toPack: PACK_SUGGESTIONS.map((item) => ({ item, packed: false })),
    codeWords: [{ word: '', meaning: '' }],
  };
}

type Status = 'idle' | 'saving' | 'saved' | 'save-failed' | 'deleted' | 'delete-failed';

const STATUS_TEXT: Record<Status, string> = {
  idle: '',
  saving: 'Saving…',
  saved: 'Saved on this device',
  'save-failed': 'Could not save on this device. The browser may be blocking storage (private windows can do this).',
  deleted: 'Your plan has been deleted from this device.',
  'delete-failed': 'Could not delete the plan. Please try again.',
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
    setStarter(starterPlan());
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
          Create your safety plan
        </h2>
        <p className="mt-2 mb-0">
          Write down what would help you stay safe: the signs to watch for, who to call, where to go and what to take.
          Fill in as much or as little as you like, and come back to it any time.
        </p>
        <p className="mt-3 mb-0 rounded-md bg-brand-soft p-3 text-sm text-ink">
          <strong>Your plan is saved only on this device, not on our server.</strong> Anyone who uses this device and
          opens this page can see it. It is saved automatically as you type; you can print it or delete it at any time.
        </p>

        {stored !== undefined && !plan && (
          <button id="plan-start" type="button" onClick={start} className={`${buttonStyles.primary} mt-5 cursor-pointer`}>
            Start my plan
          </button>
        )}

        {plan && (
          <div className="mt-6 grid gap-6">
            <PlanSection id="plan-warning" title="Warning signs" hint="Things that tell you danger may be building, one per line.">
              <TextListEditor
                id="plan-warning"
                itemLabel="Warning sign"
                addLabel="Add a warning sign"
                placeholder="For example: he starts checking my phone"
                values={plan.warningSigns}
                onChange={update('warningSigns')}
              />
            </PlanSection>
            <PlanSection
              id="plan-people-section"
              title="My safe people and how to reach them"
              hint="People you trust to help, and the safest way to contact them."
            >
              <PeopleEditor values={plan.safePeople} onChange={update('safePeople')} />
            </PlanSection>
            <PlanSection id="plan-places" title="Safe places I can go" hint="A friend’s home, a shelter, a public place open late.">
              <TextListEditor
                id="plan-places"
                itemLabel="Safe place"
                addLabel="Add a safe place"
                values={plan.safePlaces}
                onChange={update('safePlaces')}
              />
            </PlanSection>
            <PlanSection
              id="plan-pack-section"
              title="What to pack"
              hint="Tick each thing once it is in your bag. Change or remove any item to fit your life."
            >
              <PackEditor values={plan.toPack} onChange={update('toPack')} />
            </PlanSection>
            <PlanSection id="plan-codes-section" title="Code words" hint="A word or phrase you agree with someone, and what it asks them to do.">
              <CodeWordsEditor values={plan.codeWords} onChange={update('codeWords')} />
            </PlanSection>
            <PlanSection id="plan-children" title="Children’s plan" hint="What the children should do, where they can go, and who may collect them.">
              <TextEditor sectionId="plan-children" value={plan.childrensPlan} max={L.sectionChars} onChange={update('childrensPlan')} />
            </PlanSection>
            <PlanSection id="plan-work" title="Workplace plan" hint="Who at work knows, how to get to and from work safely.">
              <TextEditor sectionId="plan-work" value={plan.workplacePlan} max={L.sectionChars} onChange={update('workplacePlan')} />
            </PlanSection>
            <PlanSection id="plan-notes" title="Notes" hint="Anything else you want to remember.">
              <TextEditor sectionId="plan-notes" value={plan.notes} max={L.notesChars} onChange={update('notes')} />
            </PlanSection>
          </div>
        )}

        {/* The status line stays mounted in both states, so screen readers hear "Saved" and "deleted" as they happen. */}
        <div className={`flex flex-wrap items-center gap-3 ${plan ? 'mt-6 border-t border-line pt-5' : 'mt-3'}`}>
          <p role="status" className="m-0 min-w-0 flex-1 basis-48 text-sm font-semibold text-ink-muted">
            {STATUS_TEXT[status]}
          </p>
          {plan && !confirming && (
            <>
              <button type="button" onClick={() => window.print()} className={`${buttonStyles.secondary} cursor-pointer`}>
                Print my plan
              </button>
              <button id="plan-delete" type="button" onClick={() => setConfirming(true)} className={`${buttonStyles.ghost} cursor-pointer`}>
                Delete my plan
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
  return (
    <div
      role="group"
      aria-labelledby="plan-confirm-text"
      onKeyDown={(e) => e.key === 'Escape' && onKeep()}
      className="mt-3 rounded-lg border-2 border-crisis bg-crisis-soft p-4"
    >
      <p id="plan-confirm-text" className="m-0 font-semibold text-crisis-ink">
        Are you sure? This removes the plan from this device. It cannot be undone.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" onClick={onDelete} className={`${buttonStyles.crisis} cursor-pointer`}>
          Delete
        </button>
        <button id="plan-keep" type="button" onClick={onKeep} className={`${buttonStyles.secondary} cursor-pointer`}>
          Keep my plan
        </button>
      </div>
    </div>
  );
}
