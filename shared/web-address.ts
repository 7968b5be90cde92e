// A listing's web address as a link: most are stored with their scheme, some (typed or imported) without. Kept apart
// from the listing's schema so a card can make its link without loading the checks.
export function normalizeUrl(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}
