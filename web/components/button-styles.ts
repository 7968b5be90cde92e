// Class strings for the few button looks the site uses, shared by <button>, <a> and router <Link>.

const base =
  'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2.5 min-h-11 font-semibold no-underline transition-colors text-base leading-tight text-center';

export const buttonStyles = {
  primary: `${base} bg-brand text-on-brand hover:bg-brand-strong`,
  secondary: `${base} border-2 border-brand bg-surface text-link hover:bg-brand-soft`,
  crisis: `${base} bg-crisis text-on-crisis hover:bg-crisis-strong`,
  ghost: `${base} text-link hover:bg-brand-soft`,
  /** For use on the red crisis band and other coloured surfaces. */
  onColor: `${base} border-2 border-white bg-transparent text-white hover:bg-white/15`,
} as const;

export type ButtonVariant = keyof typeof buttonStyles;

/** Small text-link style for links inside running text or lists. */
export const linkStyles = 'font-semibold text-link underline decoration-2 hover:decoration-4';

/** Text inputs and selects. */
export const fieldStyles =
  'mt-1 block min-h-11 w-full rounded-md border-2 border-line bg-surface px-3 py-2 text-base text-ink focus:border-brand aria-[invalid=true]:border-crisis';

/** Ark UI tab triggers. */
export const tabStyles =
  'min-h-11 cursor-pointer rounded-md px-3 py-2 text-sm font-semibold whitespace-nowrap text-ink-muted hover:bg-brand-soft hover:text-link data-[selected]:bg-brand data-[selected]:text-on-brand sm:text-base';
