// A part of a page kept as built, outside React, while its code is on its way (web/shell/later.tsx): its nodes are
// moved into a box React leaves alone, and once its code comes the part is drawn afresh in their place. What she did
// in the kept HTML meanwhile is handed to the part drawn afresh: a tap kept on a control (web/early/keep-taps.ts), the
// words in a box, the focus. The build draws the same HTML as the browser, so a control is found at the same place.
import { KEEP_AGAIN_EVENT, TAP_KEPT_ATTRIBUTE } from '../../shared/page-html.ts';

/** The place of `el` under `box`: its index among its parent's elements, at each level down from `box`. */
function placeOf(box: Element, el: Element): number[] {
  const place: number[] = [];
  for (let at: Element | null = el; at && at !== box; at = at.parentElement) place.unshift(at.parentElement ? [...at.parentElement.children].indexOf(at) : -1);
  return place;
}

function atPlace(box: Element, place: number[], like: Element): Element | undefined {
  let at: Element | undefined = box;
  for (const index of place) at = at?.children[index];
  return at && at !== box && at.tagName === like.tagName ? at : undefined;
}

/** Moves the nodes of `from` (a box React let go of) into `to`, the focus with them. */
export function moveKeptNodes(from: Element, to: Element, focused: Element | null): void {
  to.replaceChildren(...from.childNodes);
  if (focused instanceof HTMLElement && to.contains(focused)) focused.focus({ preventScroll: true });
}

/** Hands what she did in the kept HTML (`old`, no longer shown) to the part drawn afresh (`now`). */
export function handOver(old: Element, now: Element, focused: Element | null): void {
  for (const el of old.querySelectorAll(`[${TAP_KEPT_ATTRIBUTE}], input, textarea, select`)) {
    const counterpart = atPlace(now, placeOf(old, el), el);
    if (!counterpart) continue;
    if (el.hasAttribute(TAP_KEPT_ATTRIBUTE)) counterpart.dispatchEvent(new CustomEvent(KEEP_AGAIN_EVENT));
    else if ((el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && el.value !== el.defaultValue && !['checkbox', 'radio'].includes(el.type)) {
      (counterpart as HTMLInputElement).value = el.value;
      counterpart.dispatchEvent(new CustomEvent(KEEP_AGAIN_EVENT, { detail: el.value }));
    } else if (el instanceof HTMLSelectElement && el.value !== (counterpart as HTMLSelectElement).value) {
      counterpart.dispatchEvent(new CustomEvent(KEEP_AGAIN_EVENT, { detail: el.value }));
    }
  }
  const focus = focused && old.contains(focused) ? atPlace(now, placeOf(old, focused), focused) : undefined;
  if (focus instanceof HTMLElement) focus.focus({ preventScroll: true });
}
