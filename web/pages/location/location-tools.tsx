// /location-services: find help near her, computed on this device from the directory replica. Her position (GPS or a
// typed ZIP code or city) never leaves the device.
import { useEffect, useMemo, useRef, useState } from 'react';
import { crisisOrder, type CrisisEntry } from '../../../shared/crisis-order.ts';
import { DEFAULT_RADIUS_MILES, resourcesNear, widerRadius, type NearbyResult } from '../../../shared/geo/distance.ts';
import { isWholeState, type Place } from '../../../shared/geo/places.ts';
import type { Resource } from '../../../shared/schemas/resource.ts';
import { stateName } from '../../../shared/us-states.ts';
import { buttonStyles } from '../../components/button-styles.ts';
import { LockIcon } from '../../components/icons.tsx';
import { LocationPicker, locationSummary, useLocate } from '../../components/location-picker.tsx';
import { ResourceCard, ResourceCardSkeleton } from '../../components/resource-card.tsx';
import { useAllResources } from '../../local/resources.ts';
import { isOpenNow } from '../../../shared/open-hours.ts';
import { OpenNowFilter, OpenNowNote } from '../../components/open-now-filter.tsx';
import { useMinute } from '../../components/use-minute.ts';
import { findStateLine211, NothingNear } from './nothing-near.tsx';
import { MissingKinds, missingKinds } from './missing-kinds.tsx';
import { SuggestListing } from '../../components/suggest-listing.tsx';
import { keepStatesWithin, type DeviceLocation } from '../../local/location.ts';
import { useHeldStates } from '../../local/use-held-states.ts';
import { useSyncStatus } from '../../local/sync-status.ts';
import { useIntl } from 'react-intl';
import { useT, type Translate } from '../../i18n/use-t.ts';

/** How many emergency entries show before "Show all". */
const EMERGENCY_PREVIEW = 6;

/** "within 25 miles" / "across Texas" / "nationwide", in the page's language. */
export function radiusWords(t: Translate, radius: number | null, stateName?: string): string {
  if (radius !== null) return t('location.radius.within', { miles: radius });
  return stateName ? t('location.radius.across', { state: stateName }) : t('location.radius.nationwide');
}

/** The name of her county that a listing serves ("Kings County"), from her place's counties. */
function servedCountyName(r: Resource, place: Place | undefined): string {
  const i = place?.counties?.findIndex((c) => r.counties?.includes(c)) ?? -1;
  return (i >= 0 ? place?.countyNames?.[i] : undefined) ?? place?.countyNames?.[0] ?? '';
}

function useReachText(place: Place | undefined): (n: NearbyResult<Resource>) => string {
  const t = useT();
  const intl = useIntl();
  return (n) => {
    // A ZIP code's centre is not its door: the distance is only roughly right.
    if (n.distanceMiles !== undefined) {
      const distance = intl.formatNumber(n.distanceMiles, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false });
      return t(n.resource.approximatePlace ? 'location.reach.aboutAway' : 'location.reach.away', { distance });
    }
    if (n.reach === 'local') {
      const place = n.resource.city ?? stateName(n.resource.state) ?? t('location.yourArea');
      return t(n.resource.isConfidential ? 'location.reach.inConfidential' : 'location.reach.in', { place });
    }
    if (n.reach === 'county') {
      // A city's own listing says where it is, nothing more: Houston's lies in Harris County without serving all of
      // it, and a New York listing may be Manhattan's alone. A listing its source says serves her county says so.
      if (n.resource.city) return t(n.resource.isConfidential ? 'location.reach.inConfidential' : 'location.reach.in', { place: n.resource.city });
      return t('location.reach.county', { county: servedCountyName(n.resource, place) });
    }
    if (n.reach === 'state') return t('location.reach.state', { state: stateName(n.resource.serviceArea) ?? n.resource.serviceArea });
    return t('location.reach.national');
  };
}

function NearbyList({ items, label, place }: { items: NearbyResult<Resource>[]; label: string; place: Place | undefined }) {
  const reachText = useReachText(place);
  return (
    <ul aria-label={label} className="m-0 mt-4 grid list-none gap-4 p-0 md:grid-cols-2">
      {items.map((n) => (
        <li key={n.resource.id}>
          <ResourceCard
            resource={n.resource}
            before={<p className="m-0 mb-3 text-sm font-bold text-heading">{reachText(n)}</p>}
          />
        </li>
      ))}
    </ul>
  );
}

/** A nearby entry for the crisis order: a listing within her radius or serving her state serves her place. */
const nearbyEntry = (n: NearbyResult<Resource>): CrisisEntry => ({ resource: n.resource, servesHerPlace: n.reach !== 'national' });

/** Programs in or serving a whole state, without distances (she gave a state, not a place). */
function inState(resources: readonly Resource[], state: string, includeNational: boolean): NearbyResult<Resource>[] {
  const local = resources.filter((r) => r.state === state && r.serviceArea !== state && !r.isConfidential).map((r) => ({ resource: r, reach: 'state' as const }));
  const statewide = resources.filter((r) => r.serviceArea === state).map((r) => ({ resource: r, reach: 'state' as const }));
  const national = includeNational ? resources.filter((r) => r.serviceArea === 'national' && !(r.state === state)).map((r) => ({ resource: r, reach: 'national' as const })) : [];
  return [...statewide, ...local, ...national];
}

/**
 * The whole-state step lists every listing of her state: after those measured by distance, the ones with no position
 * to measure (in another city, placed by no address or ZIP code), then the programs serving the whole state.
 */
function withUnplacedInState(found: NearbyResult<Resource>[], resources: readonly Resource[], state: string): NearbyResult<Resource>[] {
  const listed = new Set(found.map((n) => n.resource.id));
  const unplaced = resources
    .filter((r) => r.state === state && r.serviceArea !== state && r.latitude === undefined && !r.isConfidential && !listed.has(r.id))
    .map((r) => ({ resource: r, reach: 'local' as const }));
  const at = found.findIndex((n) => n.reach !== 'local');
  return at === -1 ? [...found, ...unplaced] : [...found.slice(0, at), ...unplaced, ...found.slice(at)];
}

/** Everything under the page's title: the privacy note, her place, and what is near it. */
export function LocationTools() {
  const t = useT();
  const locate = useLocate();
  const all = useAllResources();
  // The radius belongs to the place it widened around: a new place starts again at the default, in the same render
  // (so no step of an earlier place keeps another state's listings for this one).
  const [widened, setWidened] = useState<{ around?: DeviceLocation; radius: number | null }>({ radius: DEFAULT_RADIUS_MILES });
  const [showAllEmergency, setShowAllEmergency] = useState(false);
  const [pickerKey, setPickerKey] = useState(0);
  const [openOnly, setOpenOnly] = useState(false);
  const minute = useMinute();
  const nearHeading = useRef<HTMLHeadingElement>(null);
  const { location } = locate;
  const wholeState = isWholeState(location?.place);
  const radius = widened.around === location ? widened.radius : DEFAULT_RADIUS_MILES;
  const setRadius = (next: number | null) => setWidened(location ? { around: location, radius: next } : { radius: next });

  // A new place starts a new search: the short emergency list (and the default radius, above).
  useEffect(() => {
    setShowAllEmergency(false);
  }, [location]);

  const { emergency, near, anyLocal } = useMemo(() => {
    if (!location || !all) return { emergency: [], near: [], anyLocal: false };
    const state = location.place?.state;
    const urgent = all.filter((r) => r.isEmergency || r.isOpen24Hours);
    const other = all.filter((r) => !r.isEmergency && !r.isOpen24Hours);
    const anyLocal = all.some((r) => r.latitude !== undefined && !r.isConfidential);
    // The crisis lines lead, then what serves her place, then the rest (shared/crisis-order.ts).
    if (wholeState && state) return { emergency: crisisOrder(inState(urgent, state, true), nearbyEntry, state), near: inState(other, state, false), anyLocal: false };
    const counties = location.place?.counties;
    const stateOption = state ? { state, ...(location.place?.city ? { city: location.place.city } : {}), ...(counties ? { counties } : {}) } : {};
    // The widest step is her whole state: places anywhere in it by distance, then programs serving all of it, then
    // the national ones (or the whole country, when her state is not known).
    const near = resourcesNear(other, location, { radiusMiles: radius, ...stateOption, includeNational: radius === null || !state }).filter(
      (n) => radius !== null || !state || n.reach !== 'local' || n.resource.state === state,
    );
    const urgentNear = resourcesNear(urgent, location, { radiusMiles: radius, ...stateOption, includeNational: true });
    const wholeOf = (found: NearbyResult<Resource>[], resources: Resource[]) => (radius === null && state ? withUnplacedInState(found, resources, state) : found);
    return {
      emergency: crisisOrder(wholeOf(urgentNear, urgent), nearbyEntry, state),
      near: wholeOf(near, other),
      anyLocal,
    };
  }, [location, all, radius, wholeState]);
  const nearShown = openOnly ? near.filter((n) => isOpenNow(n.resource, new Date(minute))) : near;
  const herStateCode = location?.place?.state;
  const herState = stateName(herStateCode);
  const held = useHeldStates();
  const syncState = useSyncStatus((st) => st.state);
  // Each step of the search keeps the local listings of every state within its radius on this device (worked out
  // here; the server is asked for states only): a place 80 miles away across a border is in the 100-mile step.
  const [wanted, setWanted] = useState<string[]>([]);
  useEffect(() => {
    setWanted([]);
    if (!location) return;
    let live = true;
    void keepStatesWithin(location, wholeState || radius === null ? 0 : radius).then((states) => live && setWanted(states));
    return () => {
      live = false;
    };
  }, [location, radius, wholeState]);
  // Her state's listings are fetched when she first locates there (sync-scope.ts); until then, say so.
  const stateMissing = Boolean(herStateCode && held && !held.includes(herStateCode));
  const neighboursMissing = Boolean(held && wanted.some((s) => s !== herStateCode && !held.includes(s)));
  const wider = wholeState ? undefined : widerRadius(radius);
  const widen = () => {
    if (wider === undefined) return;
    setRadius(wider);
    nearHeading.current?.focus();
  };
  const showState = () => {
    setRadius(null);
    nearHeading.current?.focus();
  };
  // Nothing local for her place: say so, and offer the next steps above whatever serves her whole state.
  // (What serves her county is local help too: New York City's listings in Brooklyn.)
  const nothingLocal = nearShown.length === 0 || (!wholeState && !nearShown.some((n) => n.reach === 'local' || n.reach === 'county'));
  const stateLine211 = useMemo(() => (all ? findStateLine211(all, herStateCode) : undefined), [all, herStateCode]);
  // Her place in words, for what is not listed near it and to offer in a suggestion: her county, or her city.
  const placeWords = location?.place && !wholeState ? [location.place.countyNames?.[0] ?? location.place.city, herState ?? herStateCode].filter(Boolean).join(', ') : undefined;
  // Only once her state's own listings are on this device: before that, "nothing local" would not be true.
  const stateHeld = Boolean(herStateCode && held?.includes(herStateCode));
  // What is near her place, as the first step of the search finds it (within the default radius, or serving her
  // county): the same answer however far she widens, which would make anything anywhere "near".
  const kinds = useMemo(() => {
    const state = location?.place?.state;
    if (!placeWords || !stateHeld || !all || !location || !state) return [];
    const counties = location.place?.counties;
    const around = resourcesNear(all, location, {
      radiusMiles: DEFAULT_RADIUS_MILES,
      state,
      ...(location.place?.city ? { city: location.place.city } : {}),
      ...(counties ? { counties } : {}),
      includeNational: true,
    });
    return missingKinds(around, all);
  }, [placeWords, stateHeld, all, location]);

  return (
    <>
      <section aria-labelledby="privacy" className="mt-10 flex gap-3 rounded-lg bg-brand-soft p-5">
        <LockIcon className="mt-1 size-5 shrink-0 text-heading" />
        <div>
          <h2 id="privacy" className="m-0 text-lg font-bold">
            {t('location.privacy.title')}
          </h2>
          <p className="mt-1 mb-0">{t('location.privacy.body')}</p>
          <p className="mt-2 mb-0 text-sm text-ink-muted">{t('location.privacy.credit')}</p>
        </div>
      </section>

      <section aria-labelledby="find" className="mt-8 rounded-lg border border-line bg-surface p-5 shadow-card sm:p-6">
        <h2 id="find" className="m-0 text-2xl font-bold">
          {t('location.find.title')}
        </h2>
        <p className="mt-1 mb-4 text-ink-muted">{t('location.find.hint')}</p>
        <LocationPicker key={pickerKey} locate={locate} />
        {/* Always present, so screen readers announce the place as soon as it is found. */}
        <div role="status" className={location ? 'mt-5 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-success-soft p-4' : 'sr-only'}>
          {location && (
            <>
              <p className="m-0 font-semibold text-success">{t('location.found', { place: locationSummary(location, t) })}</p>
              <button
                type="button"
                className={buttonStyles.ghost}
                onClick={() => {
                  locate.forget();
                  setPickerKey((k) => k + 1);
                }}
              >
                {t('location.forget')}
              </button>
            </>
          )}
        </div>
      </section>

      {location && (
        <>
          <section aria-labelledby="emergency-nearby" className="mt-12">
            <h2 id="emergency-nearby" className="m-0 text-2xl font-bold">
              {t('location.emergency.title')}
            </h2>
            <p className="mt-1 mb-0 text-ink-muted">{t('location.emergency.lead')}</p>
            {all === undefined ? (
              <ResourceCardSkeleton />
            ) : (
              <>
                <NearbyList items={showAllEmergency ? emergency : emergency.slice(0, EMERGENCY_PREVIEW)} label={t('location.emergency.label')} place={location?.place} />
                {emergency.length > EMERGENCY_PREVIEW && !showAllEmergency && (
                  <button type="button" className={`${buttonStyles.secondary} mt-4`} onClick={() => setShowAllEmergency(true)}>
                    {t('location.emergency.showAll', { count: emergency.length })}
                  </button>
                )}
              </>
            )}
          </section>

          <section aria-labelledby="near-you" className="mt-12">
            <h2 id="near-you" ref={nearHeading} tabIndex={-1} className="m-0 text-2xl font-bold">
              {t('location.near.title')}
            </h2>
            <p className="mt-1 mb-0 text-ink-muted">
              {wholeState
                ? t('location.near.wholeState', { state: stateName(location.place?.state) ?? t('location.yourState') })
                : anyLocal
                  ? t('location.near.nearestFirst', { radius: radiusWords(t, radius, herState) })
                  : t('location.near.statewideOnly')}
            </p>
            {stateMissing ? (
              <p role="status" className="mt-3 mb-0 rounded-md bg-brand-soft p-3 text-sm">
                {t(syncState === 'syncing' ? 'location.near.stateSyncing' : 'location.near.stateMissing', { state: herState ?? herStateCode ?? '' })}
              </p>
            ) : (
              neighboursMissing && (
                <p role="status" className="mt-3 mb-0 rounded-md bg-brand-soft p-3 text-sm">
                  {t(syncState === 'syncing' ? 'location.near.neighboursSyncing' : 'location.near.neighboursMissing')}
                </p>
              )
            )}
            <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1">
              <OpenNowFilter checked={openOnly} onChange={setOpenOnly} />
              {openOnly && <OpenNowNote className="m-0 text-sm text-ink-muted" />}
            </div>
            {nothingLocal && (
              <NothingNear
                searched={
                  wholeState
                    ? t('location.searched.state', { state: herState ?? t('location.thisState') })
                    : radius === null
                      ? radiusWords(t, radius, herState)
                      : t('location.searched.around', { radius: radiusWords(t, radius, herState) })
                }
                empty={nearShown.length === 0}
                {...(herState ? { stateName: herState } : {})}
                {...(wider !== undefined ? { wider: radiusWords(t, wider, herState) } : {})}
                onWiden={widen}
                // A shortcut while her whole state is more than one step away.
                {...(herStateCode && !wholeState && radius !== null && wider !== null ? { onShowState: showState } : {})}
                {...(stateLine211 ? { stateLine211 } : {})}
                openOnly={openOnly}
              />
            )}
            {nearShown.length > 0 && <NearbyList items={nearShown} label={t('location.near.label')} place={location?.place} />}
            {!nothingLocal && wider !== undefined && (
              <button type="button" className={`${buttonStyles.secondary} mt-6`} onClick={widen}>
                {t('location.widen', { radius: radiusWords(t, wider, herState) })}
              </button>
            )}
            {/* Nothing local at all is said above; here, the kinds missing where others are near. */}
            {placeWords && !nothingLocal && <MissingKinds kinds={kinds} place={placeWords} {...(herState ? { state: herState } : {})} />}
            <SuggestListing {...(placeWords ? { place: placeWords } : {})} className="mt-8" />
          </section>
        </>
      )}
    </>
  );
}
