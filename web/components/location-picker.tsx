// "Use my location" or a typed ZIP code / city / state, resolved on the device. Shows the spec's location errors in a
// red box and a "Location Error" toast. Used by Location Services and the housing assistant.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from '../shell/toast.ts';
import {
  hasGeolocation,
  LOCATION_MESSAGES,
  LocationError,
  locateTyped,
  locateWithBrowser,
  useLocationStore,
  type DeviceLocation,
} from '../local/location.ts';
import { loadPlaces } from '../local/places.ts';
import { buttonStyles, fieldStyles } from './button-styles.ts';
import { MapPinIcon } from './icons.tsx';

export type LocateStatus = 'idle' | 'locating' | 'located' | 'error';

export function useLocate() {
  const { location, setLocation } = useLocationStore();
  const [status, setStatus] = useState<LocateStatus>(location ? 'located' : 'idle');
  const [error, setError] = useState<string>();
  const [choices, setChoices] = useState<{ label: string; location: DeviceLocation }[]>([]);

  // Fetch the ZIP table while online, so typing a ZIP code works offline next time.
  useEffect(() => {
    void loadPlaces().catch(() => undefined);
  }, []);

  const fail = (message: string) => {
    setError(message);
    setStatus('error');
    if (message === LOCATION_MESSAGES.unsupported) {
      toast({ title: 'Location Not Available', description: 'Your browser doesn’t support location services', variant: 'destructive' });
    } else {
      toast({ title: 'Location Error', description: message, variant: 'destructive' });
    }
  };

  async function locateMe() {
    setStatus('locating');
    setError(undefined);
    setChoices([]);
    try {
      const found = await locateWithBrowser();
      setLocation(found);
      setStatus('located');
    } catch (err) {
      fail(err instanceof LocationError ? err.message : LOCATION_MESSAGES.processing);
    }
  }

  async function locatePlace(text: string) {
    setError(undefined);
    setChoices([]);
    if (!text.trim()) {
      setError('Type a ZIP code, a city or a state.');
      setStatus('error');
      return;
    }
    setStatus('locating');
    const r = await locateTyped(text);
    if (r.kind === 'found') {
      setLocation(r.location);
      setStatus('located');
    } else if (r.kind === 'choose') {
      setChoices(r.options);
      setStatus(location ? 'located' : 'idle');
    } else if (r.kind === 'unavailable') {
      setError('The list of ZIP codes is not on this device yet. Connect to the internet once, or use your location.');
      setStatus('error');
    } else {
      setError(`We could not find “${text.trim()}”. Try a 5-digit ZIP code, or a city and state like “Columbus, OH”.`);
      setStatus('error');
    }
  }

  const choose = (l: DeviceLocation) => {
    setLocation(l);
    setChoices([]);
    setStatus('located');
  };
  const forget = () => {
    setLocation(undefined);
    setStatus('idle');
  };

  return { location, status, error, choices, locateMe, locatePlace, choose, forget };
}

interface LocationPickerProps {
  locate: ReturnType<typeof useLocate>;
  /** Label of the typed-place field. */
  fieldLabel?: string;
}

/** The two ways to say where she is, the choices for an ambiguous city, and the error box. */
export function LocationPicker({ locate, fieldLabel = 'Or type a ZIP code, city or state' }: LocationPickerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void locate.locatePlace(text);
  };
  const busy = locate.status === 'locating';
  return (
    <div>
      <div className="flex flex-wrap items-end gap-4">
        <button
          type="button"
          className={buttonStyles.primary}
          onClick={() => (busy ? undefined : void locate.locateMe())}
          aria-disabled={busy || undefined}
        >
          <MapPinIcon className="size-4" />
          {busy ? 'Getting Location...' : locate.location ? 'Update Location' : 'Get My Location'}
        </button>
        <form onSubmit={submit} className="flex min-w-0 flex-1 basis-72 flex-wrap items-end gap-2" role="search" aria-label="Find help near a place">
          <div className="min-w-0 flex-1 basis-48">
            <label htmlFor={`${id}-place`} className="font-semibold">
              {fieldLabel}
            </label>
            <input
              id={`${id}-place`}
              className={fieldStyles}
              value={text}
              onChange={(e) => setText(e.target.value)}
              autoComplete="off"
              placeholder="e.g. 43215 or Columbus, OH"
              aria-describedby={locate.error ? `${id}-error` : undefined}
            />
          </div>
          <button type="submit" className={buttonStyles.secondary}>
            Search this place
          </button>
        </form>
      </div>
      {locate.choices.length > 0 && (
        <div role="group" aria-labelledby={`${id}-which`} className="mt-4">
          <p id={`${id}-which`} className="m-0 font-semibold">
            Which one do you mean?
          </p>
          <ul className="m-0 mt-2 flex list-none flex-wrap gap-2 p-0">
            {locate.choices.map((c) => (
              <li key={c.label}>
                <button type="button" className={buttonStyles.ghost} onClick={() => locate.choose(c.location)}>
                  {c.label}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {locate.error && (
        <p id={`${id}-error`} role="alert" className="mt-4 mb-0 rounded-lg border-2 border-crisis bg-crisis-soft p-4 font-semibold text-crisis-ink">
          {locate.error}
        </p>
      )}
    </div>
  );
}

/** "Near Columbus, OH 43215 · accurate to about 35 m" */
export function locationSummary(l: DeviceLocation): string {
  const where = l.label ?? `${l.latitude.toFixed(3)}, ${l.longitude.toFixed(3)}`;
  return l.accuracy !== undefined ? `${where} · accurate to about ${Math.round(l.accuracy)} m` : where;
}
