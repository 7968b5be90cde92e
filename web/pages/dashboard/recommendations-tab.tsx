// The Recommendations tab: her preferences (needs, place, household, languages) and the resources that match them by
// the published rules of shared/dashboard/recommend.ts, each with its score and reasons. Signed in and online, the
// list comes from her account (GET /api/user/ai-recommendations); otherwise it is worked out on this device from the
// saved directory, by the same rules.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { CATEGORY_KEYS, CATEGORY_LABELS, type CategoryKey } from '../../../shared/categories.ts';
import {
  AVAILABILITY_FALLBACK,
  HOUSEHOLD_LABELS,
  HOUSEHOLDS,
  LOCATION_FALLBACK,
  NEARBY_MILES,
  POINTS,
  PREFERENCE_LANGUAGES,
  preferencesSchema,
  recommend,
  type Household,
  type Preferences,
  type Recommendation,
} from '../../../shared/dashboard/recommend.ts';
import { buttonStyles, fieldStyles } from '../../components/button-styles.ts';
import { ClockIcon, MapPinIcon } from '../../components/icons.tsx';
import { SaveButton } from '../../components/save-button.tsx';
import { useOnline } from '../../components/use-online.ts';
import { locateTyped, type DeviceLocation } from '../../local/location.ts';
import { savePreferences, usePreferences } from '../../local/my-list.ts';
import { sendWaiting } from '../../local/outbox-send.ts';
import { useOutbox } from '../../local/outbox-hooks.ts';
import { useAllResources } from '../../local/resources.ts';
import { toast } from '../../shell/toast.ts';
import { issueText } from '../../i18n/issue-text.ts';
import { useT } from '../../i18n/use-t.ts';

type Place = NonNullable<Preferences['location']>;

function placeOf(loc: DeviceLocation): Place | undefined {
  const state = loc.place?.state;
  if (!state) return undefined;
  const whole = !loc.place?.city && !loc.place?.zip;
  return { label: loc.label ?? state, state: state as Place['state'], ...(whole ? {} : { latitude: loc.latitude, longitude: loc.longitude }) };
}

function PreferencesForm({ initial, account, onDone }: { initial: Preferences | null; account: boolean; onDone: () => void }) {
  const id = useId();
  const t = useT();
  const [needs, setNeeds] = useState<CategoryKey[]>(initial?.needs ?? []);
  const [placeText, setPlaceText] = useState(initial?.location?.label ?? '');
  const [place, setPlace] = useState<Place | undefined>(initial?.location);
  const [choices, setChoices] = useState<{ label: string; location: DeviceLocation }[]>([]);
  const [household, setHousehold] = useState<Household | ''>(initial?.household ?? '');
  const [languages, setLanguages] = useState<string[]>(initial?.languages ?? []);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const toggle = <T,>(list: T[], v: T) => (list.includes(v) ? list.filter((x) => x !== v) : [...list, v]);

  async function resolvePlace(): Promise<Place | undefined | 'error'> {
    const text = placeText.trim();
    if (!text) return undefined;
    if (place && place.label === text) return place;
    const found = await locateTyped(text);
    if (found.kind === 'found') {
      const p = placeOf(found.location);
      if (p) return p;
    }
    if (found.kind === 'choose') {
      setChoices(found.options);
      setError('Several places have that name. Choose yours below.');
      return 'error';
    }
    setError(found.kind === 'unavailable' ? 'The list of places could not be loaded. Connect once to load it, or leave the place empty.' : 'We could not find that place. Try a ZIP code, or a city and state such as “Columbus, OH”.');
    return 'error';
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const location = await resolvePlace();
      if (location === 'error') {
        document.getElementById(`${id}-place`)?.focus();
        return;
      }
      const parsed = preferencesSchema.safeParse({ needs, ...(location ? { location } : {}), ...(household ? { household } : {}), languages });
      if (!parsed.success) {
        setError(issueText(t, parsed.error.issues[0]));
        if (needs.length === 0) document.getElementById(`${id}-need-0`)?.focus();
        return;
      }
      setError(undefined);
      await savePreferences(parsed.data);
      void sendWaiting();
      toast({ title: 'Preferences saved', description: account ? 'Saved to your account.' : 'Saved on this device only.', variant: 'success' });
      onDone();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-h`} className="rounded-lg border border-line bg-surface p-5 shadow-card">
      <h2 id={`${id}-h`} className="m-0 text-xl font-bold">
        What are you looking for?
      </h2>
      <p className="mt-1 mb-0 text-sm text-ink-muted">
        {account ? 'Kept in your account, so suggestions follow you.' : 'Kept on this device only.'} Every answer except the first is optional.
      </p>
      <fieldset className="mt-4 border-0 p-0">
        <legend className="font-semibold">Kinds of help you need *</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {CATEGORY_KEYS.map((key, i) => (
            <label key={key} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-line px-3 py-2">
              <input id={`${id}-need-${i}`} type="checkbox" className="size-5 accent-brand" checked={needs.includes(key)} onChange={() => setNeeds(toggle(needs, key))} />
              {CATEGORY_LABELS[key]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4">
        <label htmlFor={`${id}-place`} className="font-semibold">
          Where? ZIP code or city <span className="font-normal text-ink-muted">(optional)</span>
        </label>
        <input
          id={`${id}-place`}
          className={fieldStyles}
          value={placeText}
          autoComplete="off"
          onChange={(e) => {
            setPlaceText(e.target.value);
            setPlace(undefined);
            setChoices([]);
          }}
        />
        <p className="mt-1 mb-0 text-sm text-ink-muted">Found on this device. Local services are suggested only where you say; nationwide ones always.</p>
        {choices.length > 0 && (
          <fieldset className="mt-2 border-0 p-0">
            <legend className="text-sm font-semibold">Which one?</legend>
            <div className="mt-1 flex flex-wrap gap-2">
              {choices.map((c) => (
                <button
                  key={c.label}
                  type="button"
                  className={buttonStyles.secondary}
                  onClick={() => {
                    const p = placeOf(c.location);
                    setPlace(p);
                    setPlaceText(c.label);
                    setChoices([]);
                    setError(undefined);
                  }}
                >
                  {c.label}
                </button>
              ))}
            </div>
          </fieldset>
        )}
      </div>
      <fieldset className="mt-4 border-0 p-0">
        <legend className="font-semibold">
          Who is in your household? <span className="font-normal text-ink-muted">(optional)</span>
        </legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {(['', ...HOUSEHOLDS] as const).map((h) => (
            <label key={h || 'none'} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-line px-3 py-2">
              <input type="radio" name={`${id}-household`} className="size-5 accent-brand" checked={household === h} onChange={() => setHousehold(h)} />
              {h ? HOUSEHOLD_LABELS[h] : 'Prefer not to say'}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="mt-4 border-0 p-0">
        <legend className="font-semibold">
          Languages you prefer <span className="font-normal text-ink-muted">(optional)</span>
        </legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {PREFERENCE_LANGUAGES.map((l) => (
            <label key={l} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-line px-3 py-2">
              <input type="checkbox" className="size-5 accent-brand" checked={languages.includes(l)} onChange={() => setLanguages(toggle(languages, l))} />
              {l}
            </label>
          ))}
        </div>
      </fieldset>
      {error && (
        <p role="alert" className="mt-4 mb-0 rounded-md bg-crisis-soft p-3 font-semibold text-crisis-ink">
          {error}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="submit" className={buttonStyles.primary} disabled={busy}>
          Save preferences
        </button>
        {initial && (
          <button type="button" className={buttonStyles.ghost} onClick={onDone}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

function RecommendationCard({ r }: { r: Recommendation }) {
  return (
    <li className="flex flex-col rounded-lg border border-line bg-surface p-5 shadow-card">
      <p className="m-0 flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-brand px-2.5 py-0.5 text-xs font-bold text-on-brand">{r.matchScore}% match</span>
        <span className="text-xs text-ink-muted">{CATEGORY_LABELS[r.category]}</span>
      </p>
      <h3 className="mt-2 mb-0 text-lg font-bold">{r.title}</h3>
      <p className="mt-1 mb-0 line-clamp-3 text-sm">{r.description}</p>
      <p className="mt-2 mb-0 flex items-center gap-1.5 text-sm">
        <MapPinIcon className="size-4 shrink-0 text-ink-muted" />
        {r.location ?? LOCATION_FALLBACK}
      </p>
      <p className="mt-1 mb-0 flex items-center gap-1.5 text-sm">
        <ClockIcon className="size-4 shrink-0 text-ink-muted" />
        {r.availability ?? AVAILABILITY_FALLBACK}
      </p>
      <p className="mt-3 mb-0 text-sm font-semibold">Why this is suggested</p>
      <ul className="m-0 mt-1 list-disc pl-5 text-sm">
        {r.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <div className="mt-auto pt-3">
        <SaveButton resourceId={r.id} title={r.title} />
      </div>
    </li>
  );
}

/** From her account when signed in, online and nothing waits to be sent; otherwise undefined (worked out here). */
function useAccountRecommendations(prefs: Preferences | null | undefined, account: boolean): Recommendation[] | undefined {
  const online = useOnline();
  const waiting = useOutbox('account');
  const [list, setList] = useState<Recommendation[]>();
  const key = JSON.stringify(prefs);
  const ready = account && online && prefs && waiting?.length === 0;
  useEffect(() => {
    setList(undefined);
    if (!ready) return;
    let live = true;
    fetch('/api/user/ai-recommendations', { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
      .then(async (res) => (res.ok ? ((await res.json()) as Recommendation[]) : undefined))
      .then((l) => live && setList(l))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [ready, key]);
  return ready ? list : undefined;
}

export function RecommendationsTab({ account }: { account: boolean }) {
  const prefs = usePreferences();
  const resources = useAllResources();
  const [editing, setEditing] = useState(false);
  const fromAccount = useAccountRecommendations(prefs, account);
  if (prefs === undefined) return null;
  if (prefs === null || editing) return <PreferencesForm initial={prefs} account={account} onDone={() => setEditing(false)} />;
  const list = fromAccount ?? (resources ? recommend(resources, prefs) : undefined);

  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="m-0 text-xl font-bold">Suggested for you</h2>
          <p className="mt-1 mb-0 text-sm text-ink-muted">
            For: {prefs.needs.map((n) => CATEGORY_LABELS[n]).join(', ')}
            {prefs.location ? ` · ${prefs.location.label}` : ''}
            {prefs.languages.length ? ` · ${prefs.languages.join(', ')}` : ''}
          </p>
        </div>
        <button type="button" className={buttonStyles.secondary} onClick={() => setEditing(true)}>
          Edit preferences
        </button>
      </div>
      {!list ? (
        <p className="mt-4 text-ink-muted" role="status">
          Loading suggestions…
        </p>
      ) : list.length === 0 ? (
        <p className="mt-4 rounded-lg border border-line bg-surface p-6">
          Nothing in the directory matches yet. Try adding a place or another kind of help, or browse the <a href="/resources">whole directory</a>.
        </p>
      ) : (
        <ul className="m-0 mt-4 grid list-none gap-4 p-0 md:grid-cols-2">
          {list.map((r) => (
            <RecommendationCard key={r.id} r={r} />
          ))}
        </ul>
      )}
      <details className="mt-6 rounded-lg border border-line bg-surface p-4 text-sm">
        <summary className="cursor-pointer font-semibold">How these are chosen</summary>
        <p className="mb-2">
          Simple, published rules, not a guess about you. A resource is suggested only if it offers a kind of help you chose, and, for a local service, only if it is in your state. It then earns points:
        </p>
        <ul className="m-0 list-disc pl-5">
          <li>{POINTS.need} for offering help you need</li>
          <li>
            {POINTS.nearby} if it is within {NEARBY_MILES} miles of your place, {POINTS.sameState} if elsewhere in your state, {POINTS.nationwide} if it serves the whole country
          </li>
          <li>{POINTS.language} if it offers help in a language you chose</li>
          <li>{POINTS.household} if it mentions help for mothers and families, when you said you have children with you</li>
          <li>{POINTS.open24Hours} if it is open 24 hours</li>
        </ul>
        <p className="mb-0">The match is the share of the 100 possible points it earned. {fromAccount ? 'Worked out by the site from your account’s preferences.' : 'Worked out on this device from the saved directory.'}</p>
      </details>
    </div>
  );
}
