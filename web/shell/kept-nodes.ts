// A part of a page kept as built, outside React, while its code is on its way (web/shell/later.tsx): its nodes are
// moved into a box React leaves alone, and once its code comes the part is drawn afresh in their place. What she did
// in the kept HTML meanwhile is handed to the part drawn afresh: a tap kept on a control (web/early/keep-taps.ts), the
// words in a box, a pick in a list, the focus: each to the control that looks the same, found at the same place or,
// failing that, the only one there that does.
import { KEEP_AGAIN_EVENT, TAP_KEPT_ATTRIBUTE, TOLD_TEXT_TYPES } from '../../shared/page-html.ts';

/** The place of `el` under `box`: its index among its parent's elements, at each level down from `box`. */
function placeOf(box: Element, el: Element): number[] {
  const place: number[] = [];
  for (let at: Element | null = el; at && at !== box; at = at.parentElement) place.unshift(at.parentElement ? [...at.parentElement.children].indexOf(at) : -1);
  return place;
}

/** A box whose words the early script tells the app (web/early/keep-taps.ts). */
const toldBox = (el: Element): el is HTMLInputElement | HTMLTextAreaElement =>
  el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && TOLD_TEXT_TYPES.has(el.getAttribute('type') ?? ''));

/**
 * What she would know a control by: its kind, role and name, and its words (a box: what it is for). Not its id (the
 * app's ids differ from the build's) nor its label's words (the kept HTML is out of the page as it is handed over).
 */
function looks(el: Element): string {
  const box = el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;
  const words = box ? '' : (el.textContent ?? '').replace(/\s+/g, ' ').trim();
  // A text box's value is what it starts with, not what it is for; a button's or a choice's is what it stands for.
  const value = toldBox(el) ? '' : (el.getAttribute('value') ?? '');
  return [el.tagName, ...['role', 'type', 'name', 'aria-label', 'placeholder', 'autocomplete', 'href'].map((a) => el.getAttribute(a) ?? ''), value, words].join('\u0000');
}

/**
 * The control in `now` that is `el` of `old`: at the same place if it looks the same, else the one control there that
 * does. The part drawn afresh may differ from the kept HTML (what the device holds, a query the build did not have): a
 * control no longer there, or there more than once, is not guessed at.
 */
function counterpartOf(old: Element, now: Element, el: Element): Element | undefined {
  const seen = looks(el);
  let at: Element | undefined = now;
  for (const index of placeOf(old, el)) at = at?.children[index];
  if (at && at !== now && looks(at) === seen) return at;
  const alike = [...now.querySelectorAll(el.tagName)].filter((candidate) => looks(candidate) === seen);
  return alike.length === 1 ? alike[0] : undefined;
}

/** Such a box with words she typed in it. */
const typedIn = (el: Element): el is HTMLInputElement | HTMLTextAreaElement => toldBox(el) && el.value !== el.defaultValue;
/** A list she picked from: its choice is not the one it was drawn with. */
const pickedIn = (el: Element): el is HTMLSelectElement =>
  el instanceof HTMLSelectElement && !el.multiple && el.value !== ([...el.options].find((o) => o.defaultSelected) ?? el.options[0])?.value;

/** Moves the nodes of `from` (a box React let go of) into `to`, the focus with them. */
export function moveKeptNodes(from: Element, to: Element, focused: Element | null): void {
  to.replaceChildren(...from.childNodes);
  if (focused instanceof HTMLElement && to.contains(focused)) focused.focus({ preventScroll: true });
}

/** Hands what she did in the kept HTML (`old`, no longer shown) to the part drawn afresh (`now`). */
export function handOver(old: Element, now: Element, focused: Element | null): void {
  for (const el of old.querySelectorAll(`[${TAP_KEPT_ATTRIBUTE}], input, textarea, select`)) {
    const kept = el.hasAttribute(TAP_KEPT_ATTRIBUTE);
    if (!kept && !typedIn(el) && !pickedIn(el)) continue;
    const counterpart = counterpartOf(old, now, el);
    if (!counterpart) continue;
    if (kept) counterpart.dispatchEvent(new CustomEvent(KEEP_AGAIN_EVENT));
    else {
      // Shown at once; the app is told once the part is live.
      if (counterpart instanceof HTMLInputElement || counterpart instanceof HTMLTextAreaElement || counterpart instanceof HTMLSelectElement) counterpart.value = (el as HTMLInputElement).value;
      counterpart.dispatchEvent(new CustomEvent(KEEP_AGAIN_EVENT, { detail: (el as HTMLInputElement).value }));
    }
  }
  const focus = focused && old.contains(focused) ? counterpartOf(old, now, focused) : undefined;
  if (focus instanceof HTMLElement) focus.focus({ preventScroll: true });
}
