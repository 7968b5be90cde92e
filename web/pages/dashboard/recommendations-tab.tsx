// The Recommendations tab: her preferences (needs, place, household, languages) and the resources that match them by
// the published rules of shared/dashboard/recommend.ts, each with its score and reasons. Signed in and online, the
// list comes from her account (GET /api/user/ai-recommendations); otherwise it is worked out on this device from the
// saved directory, by the same rules.
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { z } from 'zod';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { CATEGORY_KEYS, type CategoryKey } from '../../../shared/categories.ts';
import {
  HOUSEHOLDS,
  LANGUAGE_MESSAGES,
  NEARBY_MILES,
  OPEN_24_HOURS,
  POINTS,
  PREFERENCE_LANGUAGES,
  preferencesSchema,
  recommend,
  recommendationSchema,
  type Household,
  type PreferenceLanguage,
  type RecommendationReason,
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
import { useLocale, useLocalePath, type Translate } from '../../i18n/use-t.ts';
import type { Locale } from '../../../shared/locale.ts';

/** A language's name in the page's language; a name the list does not know stays as it came. */
function languageName(t: Translate, language: string): string {
  const id = LANGUAGE_MESSAGES[language as PreferenceLanguage] as (typeof LANGUAGE_MESSAGES)[PreferenceLanguage] | undefined;
  return id ? t(id) : language;
}

/** As a label of its own (Spanish writes languages in lower case inside a sentence). */
function capitalized(text: string, locale: Locale): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

function reasonText(t: Translate, intl: IntlShape, locale: Locale, reason: RecommendationReason): string {
  switch (reason.kind) {
    case 'need':
      return t('dashboard.reason.need', { category: t(`category.${reason.category}`).toLocaleLowerCase(locale) });
    case 'nationwide':
      return t('dashboard.reason.nationwide');
    case 'nearby':
      return t('dashboard.reason.nearby', {
        distance: intl.formatNumber(reason.miles, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false }),
        place: reason.place,
      });
    case 'state':
      return t('dashboard.reason.state', { state: reason.state });
    case 'language':
      return t('dashboard.reason.language', { languages: intl.formatList(reason.languages.map((l) => languageName(t, l)), { type: 'conjunction' }) });
    case 'family':
      return t('dashboard.reason.family');
    case 'open24Hours':
      return t('dashboard.reason.open24Hours');
  }
}

const HOUSEHOLD_LABELS = {
  'just-me': 'dashboard.household.just-me',
  'with-children': 'dashboard.household.with-children',
  'with-others': 'dashboard.household.with-others',
} as const satisfies Record<Household, `dashboard.household.${string}`>;

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
  const locale = useLocale();
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
      setError(t('dashboard.prefs.severalPlaces'));
      return 'error';
    }
    setError(t(found.kind === 'unavailable' ? 'dashboard.prefs.placesUnavailable' : 'dashboard.prefs.placeUnknown'));
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
      toast({ title: t('dashboard.prefs.savedTitle'), description: t(account ? 'dashboard.prefs.savedAccount' : 'dashboard.prefs.savedDevice'), variant: 'success' });
      onDone();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-h`} className="rounded-lg border border-line bg-surface p-5 shadow-card">
      <h2 id={`${id}-h`} className="m-0 text-xl font-bold">
        {t('dashboard.prefs.title')}
      </h2>
      <p className="mt-1 mb-0 text-sm text-ink-muted">
        {t(account ? 'dashboard.prefs.keptAccount' : 'dashboard.prefs.keptDevice')} {t('dashboard.prefs.optionalNote')}
      </p>
      <fieldset className="mt-4 border-0 p-0">
        <legend className="font-semibold">{t('dashboard.prefs.needs')} *</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {CATEGORY_KEYS.map((key, i) => (
            <label key={key} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-line px-3 py-2">
              <input id={`${id}-need-${i}`} type="checkbox" className="size-5 accent-brand" checked={needs.includes(key)} onChange={() => setNeeds(toggle(needs, key))} />
              {t(`category.${key}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4">
        <label htmlFor={`${id}-place`} className="font-semibold">
          {t('dashboard.prefs.place')} <span className="font-normal text-ink-muted">{t('dashboard.optional')}</span>
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
        <p className="mt-1 mb-0 text-sm text-ink-muted">{t('dashboard.prefs.placeHint')}</p>
        {choices.length > 0 && (
          <fieldset className="mt-2 border-0 p-0">
            <legend className="text-sm font-semibold">{t('dashboard.prefs.which')}</legend>
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
          {t('dashboard.prefs.household')} <span className="font-normal text-ink-muted">{t('dashboard.optional')}</span>
        </legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {(['', ...HOUSEHOLDS] as const).map((h) => (
            <label key={h || 'none'} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-line px-3 py-2">
              <input type="radio" name={`${id}-household`} className="size-5 accent-brand" checked={household === h} onChange={() => setHousehold(h)} />
              {t(h ? HOUSEHOLD_LABELS[h] : 'dashboard.prefs.preferNotToSay')}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="mt-4 border-0 p-0">
        <legend className="font-semibold">
          {t('dashboard.prefs.languages')} <span className="font-normal text-ink-muted">{t('dashboard.optional')}</span>
        </legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {PREFERENCE_LANGUAGES.map((l) => (
            <label key={l} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-line px-3 py-2">
              <input type="checkbox" className="size-5 accent-brand" checked={languages.includes(l)} onChange={() => setLanguages(toggle(languages, l))} />
              {capitalized(languageName(t, l), locale)}
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
          {t('dashboard.prefs.save')}
        </button>
        {initial && (
          <button type="button" className={buttonStyles.ghost} onClick={onDone}>
            {t('dashboard.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

function RecommendationCard({ r }: { r: Recommendation }) {
  const t = useT();
  const intl = useIntl();
  const locale = useLocale();
  // Older answers carry the reasons in English only.
  const reasons = r.why ? r.why.map((reason) => reasonText(t, intl, locale, reason)) : r.reasons;
  return (
    <li className="flex flex-col rounded-lg border border-line bg-surface p-5 shadow-card">
      <p className="m-0 flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-brand px-2.5 py-0.5 text-xs font-bold text-on-brand">{t('dashboard.rec.match', { score: r.matchScore })}</span>
        <span className="text-xs text-ink-muted">{t(`category.${r.category}`)}</span>
      </p>
      <h3 className="mt-2 mb-0 text-lg font-bold">{r.title}</h3>
      <p className="mt-1 mb-0 line-clamp-3 text-sm">{r.description}</p>
      <p className="mt-2 mb-0 flex items-center gap-1.5 text-sm">
        <MapPinIcon className="size-4 shrink-0 text-ink-muted" />
        {r.location ?? t('dashboard.rec.multipleLocations')}
      </p>
      <p className="mt-1 mb-0 flex items-center gap-1.5 text-sm">
        <ClockIcon className="size-4 shrink-0 text-ink-muted" />
        {r.availability === undefined ? t('dashboard.rec.checkAvailability') : r.availability === OPEN_24_HOURS ? t('dashboard.rec.open24Hours') : r.availability}
      </p>
      <p className="mt-3 mb-0 text-sm font-semibold">{t('dashboard.rec.why')}</p>
      <ul className="m-0 mt-1 list-disc pl-5 text-sm">
        {reasons.map((reason) => (
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
      // Checked, as anything read from outside: a malformed answer is worked out here instead.
      .then(async (res) => (res.ok ? z.array(recommendationSchema).safeParse(await res.json()).data : undefined))
      .then((l) => live && setList(l))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [ready, key]);
  return ready ? list : undefined;
}

export function RecommendationsTab({ account }: { account: boolean }) {
  const t = useT();
  const locale = useLocale();
  const path = useLocalePath();
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
          <h2 className="m-0 text-xl font-bold">{t('dashboard.rec.title')}</h2>
          <p className="mt-1 mb-0 text-sm text-ink-muted">
            {t('dashboard.rec.for', { needs: prefs.needs.map((n) => t(`category.${n}`)).join(', ') })}
            {prefs.location ? ` · ${prefs.location.label}` : ''}
            {prefs.languages.length ? ` · ${prefs.languages.map((l) => capitalized(languageName(t, l), locale)).join(', ')}` : ''}
          </p>
        </div>
        <button type="button" className={buttonStyles.secondary} onClick={() => setEditing(true)}>
          {t('dashboard.rec.edit')}
        </button>
      </div>
      {!list ? (
        <p className="mt-4 text-ink-muted" role="status">
          {t('dashboard.rec.loading')}
        </p>
      ) : list.length === 0 ? (
        <p className="mt-4 rounded-lg border border-line bg-surface p-6">
          <FormattedMessage id="dashboard.rec.none" values={{ link: (chunks: ReactNode[]) => <a href={path('/resources')}>{chunks}</a> }} />
        </p>
      ) : (
        <ul className="m-0 mt-4 grid list-none gap-4 p-0 md:grid-cols-2">
          {list.map((r) => (
            <RecommendationCard key={r.id} r={r} />
          ))}
        </ul>
      )}
      <details className="mt-6 rounded-lg border border-line bg-surface p-4 text-sm">
        <summary className="cursor-pointer font-semibold">{t('dashboard.rec.how')}</summary>
        <p className="mb-2">{t('dashboard.rec.rules')}</p>
        <ul className="m-0 list-disc pl-5">
          <li>{t('dashboard.rec.points.need', { points: POINTS.need })}</li>
          <li>
            {t('dashboard.rec.points.place', { nearby: POINTS.nearby, miles: NEARBY_MILES, sameState: POINTS.sameState, nationwide: POINTS.nationwide })}
          </li>
          <li>{t('dashboard.rec.points.language', { points: POINTS.language })}</li>
          <li>{t('dashboard.rec.points.household', { points: POINTS.household })}</li>
          <li>{t('dashboard.rec.points.open24Hours', { points: POINTS.open24Hours })}</li>
        </ul>
        <p className="mb-0">
          {t('dashboard.rec.share')} {t(fromAccount ? 'dashboard.rec.byAccount' : 'dashboard.rec.byDevice')}
        </p>
      </details>
    </div>
  );
}
