// Modules made at build time by plugins of vite.config.ts.
declare module 'virtual:us-places' {
  /** The US ZIP code table, packed (read it with parsePlaces from shared/geo/places.ts). */
  const packed: string;
  export default packed;
}
