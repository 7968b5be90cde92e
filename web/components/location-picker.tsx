// "Use my location" or a typed ZIP code / city / state, resolved on the device. Shows the spec's location errors in a
// red box and a "Location Error" toast. Used by Location Services and the housing assistant.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '../shell/toast.ts';
import {
  LOCATION_MESSAGES,
  LocationError,
  locateTyped,
  locateWithBrowser,
  useLocationStore,
  type DeviceLocation,
} from '../local/location.ts';
import { prefetchPlaces } from '../local/places.ts';
import { buttonStyles, fieldStyles } from './button-styles.ts';
import { MapPinIcon } from './icons.tsx';
import { useT, type Translate } from '../i18n/use-t.ts';

type LocationMessage = keyof typeof LOCATION_MESSAGES;
const LOCATION_MESSAGE_IDS = {
  unsupported: 'directory.location.unsupported',
  denied: 'directory.location.denied',
  unavailable: 'directory.location.unavailable',
  timeout: 'directory.location.timeout',
  failed: 'directory.location.failed',
  processing: 'directory.location.processing',
} as const satisfies Record<LocationMessage, string>;

/** One of the location module's messages (web/local/location.ts) in the page's language; any other text as it is. */
function locationMessageIn(t: Translate, message: string): string {
  const key = (Object.keys(LOCATION_MESSAGES) as LocationMessage[]).find((k) => LOCATION_MESSAGES[k] === message);
  return key ? t(LOCATION_MESSAGE_IDS[key]) : message;
}

export type LocateStatus = 'idle' | 'locating' | 'located' | 'error';

/**
 * The spec's notices for a failed position: "Location Not Available" when the browser has none, else "Location Error".
 * `message` is one of web/local/location.ts's, said in the page's language (`t` of a page inside the directory's
 * catalogue); any other message is shown as given.
 */
export function reportLocationError(message: string, t: Translate): void {
  if (message === LOCATION_MESSAGES.unsupported) {
    toast({ title: t('directory.location.notAvailable'), description: t('directory.location.notSupported'), variant: 'destructive' });
  } else {
    toast({ title: t('directory.location.error'), description: locationMessageIn(t, message), variant: 'destructive' });
  }
}

export function useLocate() {
  const { location, setLocation } = useLocationStore();
  const [busy, setBusy] = useState<'gps' | 'place' | undefined>();
  const [error, setError] = useState<{ text: string; fromGps: boolean }>();
  const [choices, setChoices] = useState<{ label: string; location: DeviceLocation }[]>([]);
  // Only the latest request may change anything: a late GPS answer must not replace a place she typed since.
  const latest = useRef(0);
  const t = useT();

  // Fetch the ZIP table while online, so typing a ZIP code works offline next time.
  useEffect(() => {
    void prefetchPlaces().catch(() => undefined);
  }, []);

  async function locateMe() {
    if (busy === 'gps') return;
    const mine = ++latest.current;
    setBusy('gps');
    setError(undefined);
    setChoices([]);
    try {
      const found = await locateWithBrowser();
      if (mine !== latest.current) return;
      setLocation(found);
    } catch (err) {
      if (mine !== latest.current) return;
      const text = err instanceof LocationError ? err.message : LOCATION_MESSAGES.processing;
      setError({ text: locationMessageIn(t, text), fromGps: true });
      reportLocationError(text, t);
    } finally {
      if (mine === latest.current) setBusy(undefined);
    }
  }

  async function locatePlace(text: string) {
    if (busy === 'place') return;
    const mine = ++latest.current;
    setError(undefined);
    setChoices([]);
    if (!text.trim()) {
      setError({ text: t('directory.location.typeSomething'), fromGps: false });
      setBusy(undefined);
      return;
    }
    // A new place is being looked for: the old one and its results go at once, so an unknown or half-typed place
    // ("7700") is never shown beside the last place's results.
    setLocation(undefined);
    setBusy('place');
    const r = await locateTyped(text);
    if (mine !== latest.current) return;
    setBusy(undefined);
    if (r.kind === 'found') setLocation(r.location);
    else if (r.kind === 'choose') setChoices(r.options);
    else if (r.kind === 'unavailable') {
      setError({ text: t('directory.location.noPlaces'), fromGps: false });
    } else {
      setError({ text: t('directory.location.notFound', { place: text.trim() }), fromGps: false });
    }
  }

  const choose = (l: DeviceLocation) => {
    ++latest.current;
    setLocation(l);
    setChoices([]);
    setBusy(undefined);
  };
  const forget = () => {
    ++latest.current;
    setLocation(undefined);
    setError(undefined);
    setChoices([]);
    setBusy(undefined);
  };

  const status: LocateStatus = busy ? 'locating' : error ? 'error' : location ? 'located' : 'idle';
  return { location, status, busy, error, choices, locateMe, locatePlace, choose, forget };
}

interface LocationPickerProps {
  locate: ReturnType<typeof useLocate>;
  /** Label of the typed-place field. */
  fieldLabel?: string;
}

/** The two ways to say where she is, the choices for an ambiguous city, and the error box. */
export function LocationPicker({ locate, fieldLabel }: LocationPickerProps) {
  const id = useId();
  const t = useT();
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void locate.locatePlace(text);
  };
  const gpsBusy = locate.busy === 'gps';
  return (
    <div>
      <div className="flex flex-wrap items-end gap-4">
        <button
          type="button"
          className={buttonStyles.primary}
          onClick={() => void locate.locateMe()}
          aria-disabled={gpsBusy || undefined}
        >
          <MapPinIcon className="size-4" />
          {gpsBusy ? t('directory.location.getting') : locate.location ? t('directory.location.update') : t('directory.location.get')}
        </button>
        <form onSubmit={submit} className="flex min-w-0 flex-1 basis-72 flex-wrap items-end gap-2" role="search" aria-label={t('directory.location.form')}>
          <div className="min-w-0 flex-1 basis-48">
            <label htmlFor={`${id}-place`} className="font-semibold">
              {fieldLabel ?? t('directory.location.field')}
            </label>
            <input
              ref={inputRef}
              id={`${id}-place`}
              className={fieldStyles}
              value={text}
              onChange={(e) => setText(e.target.value)}
              autoComplete="off"
              placeholder={t('directory.location.placeholder')}
              aria-describedby={locate.error && !locate.error.fromGps ? `${id}-error` : undefined}
            />
          </div>
          <button type="submit" className={buttonStyles.secondary} aria-disabled={locate.busy === 'place' || undefined}>
            {t('directory.location.search')}
          </button>
        </form>
      </div>
      {locate.choices.length > 0 && (
        <div role="group" aria-labelledby={`${id}-which`} className="mt-4">
          <p id={`${id}-which`} className="m-0 font-semibold">
            {t('directory.location.which')}
          </p>
          <ul className="m-0 mt-2 flex list-none flex-wrap gap-2 p-0">
            {locate.choices.map((c) => (
              <li key={c.label}>
                <button
                  type="button"
                  className={buttonStyles.ghost}
                  onClick={() => {
                    locate.choose(c.location);
                    setText(c.label);
                    // The choices go away: keep keyboard users in the form, next to the place now shown.
                    inputRef.current?.focus();
                  }}
                >
                  {c.label}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {/* A position error is also announced by its toast; a typed-place error is announced here. */}
      {locate.error && (
        <p
          id={`${id}-error`}
          role={locate.error.fromGps ? undefined : 'alert'}
          data-location-error=""
          className="mt-4 mb-0 rounded-lg border-2 border-crisis bg-crisis-soft p-4 font-semibold text-crisis-ink"
        >
          {locate.error.text}
        </p>
      )}
    </div>
  );
}

/** "Near Columbus, OH 43215 · accurate to about 35 m", in the page's language. */
export function locationSummary(l: DeviceLocation, t: Translate): string {
  const where = l.label ?? `${l.latitude.toFixed(3)}, ${l.longitude.toFixed(3)}`;
  if (l.accuracy === undefined) return where;
  return t('directory.location.accuracy', { place: where, meters: Math.round(l.accuracy) });
}
