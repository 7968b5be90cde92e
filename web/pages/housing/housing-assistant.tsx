// The housing assistant: a short questionnaire, then the directory's housing resources scored on this device by the
// transparent rule of shared/housing/score.ts. Nothing she answers is sent anywhere.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  FAMILY_SITUATION_OPTIONS,
  HOUSING_TYPE_OPTIONS,
  MISSING_HOUSING_FIELDS,
  rankHousing,
  showsEmergencyBanner,
  URGENCY_OPTIONS,
  type HousingAnswers,
  type RankedResource,
} from '../../../shared/housing/score.ts';
import { RESULTS_PAGE_SIZE } from '../../../shared/limits.ts';
import type { Resource } from '../../../shared/schemas/resource.ts';
import { buttonStyles, fieldStyles } from '../../components/button-styles.ts';
import { EmergencyCallLink, HotlineEntry } from '../../components/hotline-links.tsx';
import { AlertIcon, CheckIcon } from '../../components/icons.tsx';
import { ResourceCard } from '../../components/resource-card.tsx';
import { placeLabel, type Place } from '../../../shared/geo/places.ts';
import { reportLocationError } from '../../components/location-picker.tsx';
import { locateTyped, locateWithBrowser, LocationError } from '../../local/location.ts';
import { prefetchPlaces } from '../../local/places.ts';
import { db } from '../../local/db.ts';
import { toast } from '../../shell/toast.ts';
import type { MessageId } from '../../../shared/messages/en.ts';
import { FormattedMessage } from 'react-intl';
import { EMERGENCY_NUMBER } from '../../../shared/hotlines.ts';
import { useT } from '../../i18n/use-t.ts';

type Draft = { location: string; housingType: string; urgency: string; familySize: string; specialNeeds: string; currentSituation: string };
const EMPTY: Draft = { location: '', housingType: '', urgency: '', familySize: '', specialNeeds: '', currentSituation: '' };

const URGENCY_TONE: Record<(typeof URGENCY_OPTIONS)[number]['tone'], string> = {
  crisis: 'bg-crisis text-on-crisis',
  warning: 'bg-crisis-soft text-crisis-ink',
  info: 'bg-brand-soft text-heading',
  calm: 'bg-success-soft text-success',
};

interface Outcome {
  answers: HousingAnswers;
  ranked: RankedResource<Resource>[];
  /** Where the typed location was placed, when the table knew it. */
  placeLabel?: string;
  /** Said when the location could not be placed, so she knows the order ignores where she is. */
  placeNote?: string;
}

function MatchCard({ item, answers }: { item: RankedResource<Resource>; answers: HousingAnswers }) {
  const r = item.resource;
  const t = useT();
  return (
    <ResourceCard
      resource={r}
      before={
        <>
          {showsEmergencyBanner(r, answers) && (
            <p className="m-0 mb-3 flex items-center gap-2 rounded-md bg-crisis px-3 py-2 text-sm font-bold text-on-crisis">
              <AlertIcon className="size-4 shrink-0" />
              {t('housing.match.emergencyBanner')}
            </p>
          )}
          <p className="m-0 mb-3 flex items-center gap-2">
            <span className="rounded-full bg-heading px-3 py-1 text-sm font-extrabold text-on-brand">{t('housing.match.score', { score: item.score })}</span>
            {r.isEmergency && (
              <span title={t('housing.match.emergencyTitle')} className="inline-flex items-center gap-1 text-sm font-bold text-crisis-ink">
                <AlertIcon className="size-4" aria-hidden="true" />
                {t('housing.match.emergency')}
              </span>
            )}
            {r.phoneConfirmedOn && (
              <span className="inline-flex items-center gap-1 text-sm font-bold text-success">
                <CheckIcon className="size-4" aria-hidden="true" />
                {t('housing.match.confirmedByPhone')}
              </span>
            )}
          </p>
        </>
      }
      after={
        <div className="mt-3">
          <p className="m-0 text-sm font-bold">{t('housing.match.why')}</p>
          <ul className="m-0 mt-1.5 flex list-none flex-wrap gap-1.5 p-0">
            {item.reasons.map((reason) => (
              <li key={reason.id} className="rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-semibold text-heading">
                {t(reason.id, reason.values)}
              </li>
            ))}
          </ul>
        </div>
      }
    />
  );
}

function NeedMoreHelp() {
  const t = useT();
  return (
    <section aria-labelledby="more-help" className="mt-8 rounded-lg border border-line bg-surface-2 p-6">
      <h3 id="more-help" className="m-0 text-xl font-bold">
        {t('housing.moreHelp.title')}
      </h3>
      <p className="mt-2 mb-4">{t('housing.moreHelp.body')}</p>
      <Link to="/contact?category=resources" className={buttonStyles.primary}>
        {t('housing.moreHelp.contact')}
      </Link>
    </section>
  );
}

export function HousingAssistant() {
  const id = useId();
  const t = useT();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [invalid, setInvalid] = useState<ReadonlySet<keyof Draft>>(new Set());
  const [busy, setBusy] = useState(false);
  const [locating, setLocating] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  /** The place she picked (GPS or "Which one?"); cleared when she edits the field. */
  const chosen = useRef<Place>(undefined);
  const [choices, setChoices] = useState<{ label: string; place: Place }[]>([]);
  const draftRef = useRef(draft);
  draftRef.current = draft;
  useEffect(() => {
    void prefetchPlaces().catch(() => undefined);
  }, []);
  const [shown, setShown] = useState(RESULTS_PAGE_SIZE);
  const listRef = useRef<HTMLUListElement>(null);
  const showMore = () => {
    const first = shown;
    setShown((n) => n + RESULTS_PAGE_SIZE);
    // Keyboard users continue at the first new card.
    requestAnimationFrame(() => listRef.current?.children[first]?.querySelector<HTMLElement>('a')?.focus());
  };
  const resultsRef = useRef<HTMLHeadingElement>(null);

  const set = (key: keyof Draft, value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    if (key === 'location') {
      chosen.current = undefined;
      setChoices([]);
    }
    if (invalid.has(key)) setInvalid((s) => new Set([...s].filter((k) => k !== key)));
  };

  async function fillMyLocation() {
    if (locating) return;
    setLocating(true);
    const typedBefore = draft.location;
    try {
      const found = await locateWithBrowser();
      // She typed a place meanwhile: hers stands.
      if (draftRef.current.location !== typedBefore) return;
      if (!found.place) {
        toast({ title: t('housing.toast.locationErrorTitle'), description: t('housing.toast.locationUnmatched'), variant: 'destructive' });
        return;
      }
      setDraft((d) => ({ ...d, location: placeLabel(found.place!) }));
      chosen.current = found.place;
      setChoices([]);
      setInvalid((s) => new Set([...s].filter((k) => k !== 'location')));
    } catch (err) {
      reportLocationError(err instanceof LocationError ? err.message : t('housing.toast.locationFailed'), t);
    } finally {
      setLocating(false);
    }
  }

  async function submit(e?: FormEvent, picked?: Place) {
    e?.preventDefault();
    if (busy) return;
    const missing = new Set((['location', 'housingType', 'urgency'] as const).filter((k) => !draft[k].trim()));
    if (missing.size) {
      setInvalid(missing);
      document.getElementById(`${id}-${[...missing][0]}`)?.focus();
      toast({ title: t(MISSING_HOUSING_FIELDS.title), description: t(MISSING_HOUSING_FIELDS.text), variant: 'destructive' });
      return;
    }
    setBusy(true);
    setChoices([]);
    try {
      let place = picked ?? chosen.current;
      let placeNote: string | undefined;
      if (!place) {
        const typed = await locateTyped(draft.location);
        if (typed.kind === 'found') place = typed.location.place;
        else if (typed.kind === 'choose') {
          // "Springfield": she says which before anything is ranked.
          setChoices(typed.options.map((o) => ({ label: o.label, place: o.location.place! })));
          requestAnimationFrame(() => document.getElementById(`${id}-which`)?.focus());
          return;
        } else if (typed.kind === 'unavailable') {
          placeNote = t('housing.place.unavailable');
        } else {
          placeNote = t('housing.place.unknown', { place: draft.location.trim() });
        }
      }
      const answers: HousingAnswers = {
        location: picked ? placeLabel(picked) : draft.location,
        housingType: draft.housingType as HousingAnswers['housingType'],
        urgency: draft.urgency as HousingAnswers['urgency'],
        familySize: draft.familySize as HousingAnswers['familySize'],
        specialNeeds: draft.specialNeeds,
        currentSituation: draft.currentSituation,
        ...(place ? { place: { ...(place.city ? { city: place.city } : {}), state: place.state } } : {}),
      };
      const housing = await db.resources.where('category').equals('housing-shelter').toArray();
      const ranked = rankHousing(housing, answers);
      setOutcome({ answers, ranked, ...(place ? { placeLabel: placeLabel(place) } : {}), ...(placeNote ? { placeNote } : {}) });
      setShown(RESULTS_PAGE_SIZE);
      toast({ title: t('housing.toast.doneTitle'), description: t('housing.toast.done', { count: ranked.length }), variant: 'success' });
      requestAnimationFrame(() => resultsRef.current?.focus());
    } catch {
      toast({ title: t('housing.toast.errorTitle'), description: t('housing.toast.error'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  const field = (key: keyof Draft) => ({ id: `${id}-${key}`, className: fieldStyles, 'aria-invalid': invalid.has(key) || undefined, value: draft[key] });
  const label = (key: keyof Draft, text: MessageId, required = false) => (
    <label htmlFor={`${id}-${key}`} className="font-semibold">
      {t(text)}
      {required ? <span aria-hidden="true"> *</span> : <span className="font-normal text-ink-muted"> {t('housing.form.optional')}</span>}
    </label>
  );
  const urgency = outcome && URGENCY_OPTIONS.find((u) => u.value === outcome.answers.urgency);

  return (
    <div>
      <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`} className="rounded-lg border border-line bg-surface p-5 shadow-card sm:p-6">
        <h2 id={`${id}-title`} className="m-0 text-2xl font-bold">
          {t('housing.form.title')}
        </h2>
        <p className="mt-1 mb-0 text-sm text-ink-muted">{t('housing.form.lead')}</p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            {label('location', 'housing.form.location', true)}
            <div className="flex flex-wrap items-start gap-2">
              <input {...field('location')} required autoComplete="off" className={`${fieldStyles} min-w-0 flex-1 basis-56`} onChange={(e) => set('location', e.target.value)} />
              <button type="button" className={`${buttonStyles.secondary} mt-1`} onClick={() => void fillMyLocation()} aria-disabled={locating || undefined}>
                {t(locating ? 'housing.form.locating' : 'housing.form.useLocation')}
              </button>
            </div>
            {choices.length > 0 && (
              <div role="group" aria-labelledby={`${id}-which`} className="mt-3">
                <p id={`${id}-which`} tabIndex={-1} className="m-0 font-semibold">
                  {t('housing.form.which')}
                </p>
                <ul className="m-0 mt-2 flex list-none flex-wrap gap-2 p-0">
                  {choices.map((c) => (
                    <li key={c.label}>
                      <button
                        type="button"
                        className={buttonStyles.ghost}
                        onClick={() => {
                          setDraft((d) => ({ ...d, location: c.label }));
                          chosen.current = c.place;
                          void submit(undefined, c.place);
                        }}
                      >
                        {c.label}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
          <div>
            {label('housingType', 'housing.form.housingType', true)}
            <select {...field('housingType')} required onChange={(e) => set('housingType', e.target.value)}>
              <option value="">{t('housing.form.chooseType')}</option>
              {HOUSING_TYPE_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {t(o.label)}
                </option>
              ))}
            </select>
          </div>
          <div>
            {label('urgency', 'housing.form.urgency', true)}
            <select {...field('urgency')} required onChange={(e) => set('urgency', e.target.value)}>
              <option value="">{t('housing.form.chooseUrgency')}</option>
              {URGENCY_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {t(o.label)}
                </option>
              ))}
            </select>
          </div>
          <div className="sm:col-span-2">
            {label('familySize', 'housing.form.familySize')}
            <select {...field('familySize')} onChange={(e) => set('familySize', e.target.value)}>
              <option value="">{t('housing.form.preferNotToSay')}</option>
              {FAMILY_SITUATION_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {t(o.label)}
                </option>
              ))}
            </select>
          </div>
          <div>
            {label('specialNeeds', 'housing.form.specialNeeds')}
            <textarea {...field('specialNeeds')} rows={3} onChange={(e) => set('specialNeeds', e.target.value)} />
          </div>
          <div>
            {label('currentSituation', 'housing.form.currentSituation')}
            <textarea {...field('currentSituation')} rows={3} onChange={(e) => set('currentSituation', e.target.value)} />
          </div>
        </div>
        <button type="submit" className={`${buttonStyles.primary} mt-5`} aria-disabled={busy || undefined} aria-busy={busy || undefined}>
          {busy ? (
            <>
              <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-on-brand border-t-transparent" />
              {t('housing.form.busy')}
            </>
          ) : (
            t('housing.form.submit')
          )}
        </button>
      </form>

      {outcome && (
        <section aria-labelledby={`${id}-results`} className="mt-10">
          <div className="flex flex-wrap items-center gap-3">
            <h2 id={`${id}-results`} ref={resultsRef} tabIndex={-1} className="m-0 text-2xl font-bold">
              {t('housing.results.title')}
            </h2>
            {urgency && <span className={`rounded-full px-3 py-1 text-sm font-bold ${URGENCY_TONE[urgency.tone]}`}>{t(urgency.label)}</span>}
          </div>
          {outcome.placeNote && <p className="mt-3 mb-0 rounded-lg border border-line bg-surface-2 p-4 font-semibold">{outcome.placeNote}</p>}
          <p className="mt-1 mb-0 text-ink-muted">
            {outcome.placeLabel ? `${t('housing.results.near', { place: outcome.placeLabel })} ` : ''}
            {t('housing.results.sorted')}
          </p>
          {outcome.answers.urgency === 'immediate' && (
            <div className="mt-4 rounded-lg border-2 border-crisis bg-crisis-soft p-4">
              <p className="m-0 font-bold text-crisis-ink">
                <FormattedMessage
                  id="housing.results.danger"
                  values={{
                    number: EMERGENCY_NUMBER,
                    call: (chunks: ReactNode[]) => <EmergencyCallLink className="underline">{chunks}</EmergencyCallLink>,
                  }}
                />
              </p>
              <div className="mt-3 grid gap-4 sm:grid-cols-2">
                <HotlineEntry id="domestic-violence" showDescription={false} />
                <HotlineEntry id="crisis-text" showDescription={false} />
              </div>
            </div>
          )}
          {outcome.ranked.length === 0 ? (
            <div className="mt-6 rounded-lg border border-line bg-surface p-6">
              <h3 className="m-0 text-xl font-bold">{t('housing.results.noneTitle')}</h3>
              <p className="mt-2 mb-2">{t('housing.results.noneLead')}</p>
              <ul className="m-0 list-disc pl-6">
                <li>{t('housing.results.noneWider')}</li>
                <li>{t('housing.results.noneContact')}</li>
                <li>{t('housing.results.noneLater')}</li>
              </ul>
            </div>
          ) : (
            <>
              <ul ref={listRef} className="m-0 mt-6 grid list-none gap-4 p-0 md:grid-cols-2">
                {outcome.ranked.slice(0, shown).map((item) => (
                  <li key={item.resource.id}>
                    <MatchCard item={item} answers={outcome.answers} />
                  </li>
                ))}
              </ul>
              {outcome.ranked.length > shown && (
                <button type="button" className={`${buttonStyles.secondary} mt-6`} onClick={showMore}>
                  {t('housing.results.more', { count: outcome.ranked.length - shown })}
                </button>
              )}
            </>
          )}
          <NeedMoreHelp />
        </section>
      )}
    </div>
  );
}
