// Her location, on this device only: from the browser (GPS) or from a ZIP code or city she typed, resolved with the
// bundled table. Kept in memory for this visit (never stored, never sent), shared by the location and housing screens.
import { create } from 'zustand';
import type { Point } from '../../shared/geo/distance.ts';
import { nearestPlace, placeLabel, resolveLocation, statesWithin, type Place } from '../../shared/geo/places.ts';
import { LOCATION_REQUEST } from '../../shared/limits.ts';
import { loadPlaces } from './places.ts';
import { keepStateAndSync } from './sync.ts';

export interface DeviceLocation extends Point {
  /** Metres, for a GPS position. */
  accuracy?: number;
  source: 'gps' | 'typed';
  /** Where it is, in words: "Columbus, OH 43215". */
  label?: string;
  /** The nearest place in the table (for her state). */
  place?: Place;
}

/** The spec's location messages (spec 1, section 8). */
export const LOCATION_MESSAGES = {
  unsupported: 'Geolocation is not supported by this browser',
  denied: 'Location access denied by user',
  unavailable: 'Location information unavailable',
  timeout: 'Location request timed out',
  failed: 'Failed to get location',
  processing: 'Failed to process location data',
} as const;

export class LocationError extends Error {}

export function messageForPositionError(code: number): string {
  // GeolocationPositionError: 1 PERMISSION_DENIED, 2 POSITION_UNAVAILABLE, 3 TIMEOUT.
  if (code === 1) return LOCATION_MESSAGES.denied;
  if (code === 2) return LOCATION_MESSAGES.unavailable;
  if (code === 3) return LOCATION_MESSAGES.timeout;
  return LOCATION_MESSAGES.failed;
}

export function hasGeolocation(): boolean {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator;
}

/**
 * The browser's own time-out starts only once she has answered the permission question; a prompt left unanswered (or
 * never shown) would wait for ever. After this long we give up with the time-out message, and she can try again.
 */
export const LOCATION_WATCHDOG_MS = 20_000;

/** Asks the browser for her position; rejects with a LocationError carrying the spec's message. */
export function browserPosition(): Promise<{ latitude: number; longitude: number; accuracy: number }> {
  if (!hasGeolocation()) return Promise.reject(new LocationError(LOCATION_MESSAGES.unsupported));
  return new Promise((resolve, reject) => {
    const watchdog = setTimeout(() => reject(new LocationError(LOCATION_MESSAGES.timeout)), LOCATION_WATCHDOG_MS);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        clearTimeout(watchdog);
        const { latitude, longitude, accuracy } = pos.coords;
        if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) reject(new LocationError(LOCATION_MESSAGES.processing));
        else resolve({ latitude, longitude, accuracy });
      },
      (err) => {
        clearTimeout(watchdog);
        reject(new LocationError(messageForPositionError(err.code)));
      },
      LOCATION_REQUEST,
    );
  });
}

/** Her GPS position, with the nearest place when the table can be loaded (offline before its first use, it cannot). */
export async function locateWithBrowser(): Promise<DeviceLocation> {
  const pos = await browserPosition();
  const place = await loadPlaces()
    .then((t) => nearestPlace(t, pos))
    .catch(() => undefined);
  return { ...pos, source: 'gps', ...(place ? { place, label: `Near ${placeLabel(place)}` } : {}) };
}

export type TypedLocation =
  | { kind: 'found'; location: DeviceLocation }
  | { kind: 'choose'; options: { label: string; location: DeviceLocation }[] }
  | { kind: 'unknown' }
  | { kind: 'unavailable' };

/** A ZIP code, city or state she typed, resolved on the device. */
export async function locateTyped(text: string): Promise<TypedLocation> {
  const table = await loadPlaces().catch(() => undefined);
  if (!table) return { kind: 'unavailable' };
  const r = resolveLocation(table, text);
  const toLocation = (place: Place, label: string): DeviceLocation => ({
    latitude: place.latitude,
    longitude: place.longitude,
    source: 'typed',
    label,
    place,
  });
  if (r.kind === 'found') return { kind: 'found', location: toLocation(r.place, r.label) };
  if (r.kind === 'choose') return { kind: 'choose', options: r.options.map((o) => ({ label: o.label, location: toLocation(o.place, o.label) })) };
  return { kind: 'unknown' };
}

interface LocationState {
  location?: DeviceLocation;
  setLocation: (location: DeviceLocation | undefined) => void;
}

/** States this close to her place have their local listings kept as soon as she has a place (help across a border may be nearest). */
const NEIGHBOUR_STATE_MILES = 50;

/**
 * Keeps the local listings of her state and of every state within `miles` of her place on this device, fetching the
 * ones new here. The states are worked out here, from the bundled table: the server is only ever asked for states.
 * Resolves to the states wanted (empty when her state is not known) once they are asked for, before they arrive.
 */
export async function keepStatesWithin(location: DeviceLocation, miles: number): Promise<string[]> {
  const state = location.place?.state;
  if (!state) return [];
  const near = await loadPlaces()
    .then((table) => statesWithin(table, location, miles))
    .catch(() => []);
  const states = [...new Set([state, ...near])].sort();
  void keepStateAndSync(states);
  return states;
}

/**
 * In memory only: gone when the tab closes, and after quick exit. Only her state outlives it, as a state whose
 * listings this device keeps (fetched now if new here; see sync-scope.ts).
 */
export const useLocationStore = create<LocationState>((set) => ({
  setLocation: (location) => {
    set({ location });
    if (location) void keepStatesWithin(location, NEIGHBOUR_STATE_MILES);
  },
}));
