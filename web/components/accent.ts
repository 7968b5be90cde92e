// The coloured top edge of a directory group, as a class rather than an inline style: a page rendered at build time
// may carry no style attribute (the content security policy allows stylesheets only). Tailwind sees each class here.
const ACCENTS: Record<string, string> = {
  '#0f766e': 'border-t-[#0f766e]',
  '#15803d': 'border-t-[#15803d]',
  '#1d4ed8': 'border-t-[#1d4ed8]',
  '#475569': 'border-t-[#475569]',
  '#4f46e5': 'border-t-[#4f46e5]',
  '#57534e': 'border-t-[#57534e]',
  '#7e22ce': 'border-t-[#7e22ce]',
  '#a16207': 'border-t-[#a16207]',
  '#b91c1c': 'border-t-[#b91c1c]',
  '#be185d': 'border-t-[#be185d]',
  '#c2410c': 'border-t-[#c2410c]',
};

/** "border-t-[6px] border-t-[#0f766e]" for a category colour of shared/directories/schemas.ts. */
export function accentBorder(colour: string): string {
  return `border-t-[6px] ${ACCENTS[colour] ?? 'border-t-line'}`;
}
