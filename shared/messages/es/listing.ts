// Las palabras de los listados y las cifras del contenido de lectura, en español (shared/messages/en/listing.ts).
import type { listingEn } from '../en/listing.ts';

export const listingEs: Readonly<Record<keyof typeof listingEn, string>> = {
  'listing.award': 'Monto: {award}. ',
  'listing.focus': 'Enfoque: {focus}',
  'listing.website': 'Sitio web',
  'listing.newTabOf': 'de {name} (se abre en una pestaña nueva)',
  'listing.source': 'Fuente:',
  'listing.inEnglish': '(en inglés)',
};
