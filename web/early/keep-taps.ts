// No tap lost (issue 36). A page rendered at build time shows its buttons seconds before the app behind them runs on a
// slow phone. A tap on one of them meanwhile (a tab, "Get My Location", a donation amount, a menu) is kept here and
// carried out once the app can: when the page is live, or, for a part whose code comes later (web/shell/later.tsx),
// once that part is. The kept control says it is busy (aria-busy, and a look of its own in styles.css) until then.
// A control tapped twice while waiting is carried out once. Links are not kept: they work as plain links, and the
// early script's own handlers (Quick exit, one history entry) see them first.
// What she types meanwhile stays in its box, as the browser keeps it, and so does an option she picks from a list;
// the app, which did not see either, is told once the box is live, so a search, a filter or a form works on what the
// page shows. A part whose HTML was kept outside the app while a link was followed (web/shell/later.tsx) is drawn
// afresh: what waited on its old controls is handed to the same controls in the new HTML (web/shell/kept-nodes.ts),
// and a tap on a control the part no longer shows (what the device holds changed it) is not carried out.
import { KEEP_AGAIN_EVENT, LIVE_CONTROL_ATTRIBUTE, PAGE_READY_ATTRIBUTE, TAP_KEPT_ATTRIBUTE, TOLD_TEXT_TYPES, WAITS_ATTRIBUTE, WANT_EVENT } from '../../shared/page-html.ts';

/** What a tap can press. Text fields, links, a <details> summary and labels work without the app. */
export const KEPT_CONTROLS =
  'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], [role="menuitem"], [role="option"], input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="button"]';

const html = document.documentElement;
const kept: Element[] = [];
type Box = HTMLInputElement | HTMLTextAreaElement;
/** Each box typed in (or list picked from) while waiting, with what it held after her last keystroke or pick. */
const typed = new Map<Box | HTMLSelectElement, string>();
/** Boxes already told once (a box React has taken over is not told again). */
const told = new WeakSet<Box>();
const isTextBox = (el: unknown): el is Box =>
  el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && TOLD_TEXT_TYPES.has(el.getAttribute('type') ?? ''));

/**
 * Boxes holding text the app has not seen: typed before this script ran (where it is /quick-exit.js, a round trip after
 * the page; a page sent over the network carries it in its head), or before their part was live. React writes what it knows of a box into its default value, so a box whose text differs
 * from its default value holds words it never saw.
 */
function noteUnseenText(): void {
  for (const box of document.querySelectorAll('#root input, #root textarea')) {
    if (isTextBox(box) && !typed.has(box) && !told.has(box) && box.value !== box.defaultValue) typed.set(box, box.value);
  }
}
const asked = new WeakSet<Element>();

const pageLive = () => html.hasAttribute(PAGE_READY_ATTRIBUTE);
/** Parts that became live within the last frame: their machines may still be starting (see the observer below). */
const settling = new Set<Element>();
const waitingPart = (el: Element) => el.closest(`[${WAITS_ATTRIBUTE}]`) ?? [...settling].find((part) => part.contains(el));

/** The control a tap would press, if the app is not yet there to answer it. */
function controlToKeep(target: EventTarget | null): Element | undefined {
  if (!(target instanceof Element)) return undefined;
  const root = document.getElementById('root');
  const control = target.closest(KEPT_CONTROLS);
  if (!control || !root?.contains(control) || control.closest('a[href], [data-quick-exit]')) return undefined;
  if (control.matches(':disabled')) return undefined;
  if (pageLive() && (!waitingPart(control) || control.hasAttribute(LIVE_CONTROL_ATTRIBUTE))) return undefined;
  return control;
}

/** Not yet answered by the app: the page is not live, or the part it is in is still loading. */
const waiting = (el: Element) => !pageLive() || Boolean(waitingPart(el));

/**
 * Tells the app what she typed in a box before it could see it. React keeps what the browser shows when it takes a box
 * over, but the first render after that (any state of the part changing) puts its own empty value back; so the text
 * kept at her last keystroke is what is told. React notes a box's value as it is set through the element, so an input
 * event with the text it noted would look like no change: the box is set empty through the element, then to her text
 * through the browser's own setter (which React does not note), and the input event then carries the change, as if
 * she had typed it now.
 */
function tellTyped(box: Box | HTMLSelectElement, text: string): void {
  // A list: React notes no value of its own there, so the pick is set and its change told as the browser would; not
  // when the list no longer offers it (the list would be left with no choice).
  if (box instanceof HTMLSelectElement) {
    if (![...box.options].some((option) => option.value === text)) return;
    box.value = text;
    box.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  told.add(box);
  const proto = box instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setNative = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  if (!setNative) return;
  box.value = '';
  setNative.call(box, text);
  box.dispatchEvent(new Event('input', { bubbles: true }));
}

function settle(control: Element): void {
  control.removeAttribute(TAP_KEPT_ATTRIBUTE);
  control.removeAttribute('aria-busy');
}

/** Carries out every kept tap whose control is live now; asks for the parts the others wait on. */
function replay(): void {
  if (!pageLive()) return;
  noteUnseenText();
  for (const [box, text] of [...typed]) {
    if (!box.isConnected) typed.delete(box);
    else if (!waitingPart(box)) {
      typed.delete(box);
      tellTyped(box, text);
    }
  }
  for (const control of [...kept]) {
    if (!control.isConnected) {
      kept.splice(kept.indexOf(control), 1);
      continue;
    }
    const part = waitingPart(control);
    if (part) {
      if (!asked.has(part)) {
        asked.add(part);
        part.dispatchEvent(new CustomEvent(WANT_EVENT));
      }
      continue;
    }
    kept.splice(kept.indexOf(control), 1);
    settle(control);
    if (control instanceof HTMLElement) carryOut(control);
  }
}

/**
 * A tap, as the app would have seen it: her press moved the focus to the control before the app could see that, and
 * some controls only answer a click once focused (Ark's accordion ignores one it was not told of a focus for), so the
 * focus is given again, then the click.
 */
function carryOut(control: HTMLElement): void {
  if (document.activeElement === control) {
    control.blur();
    control.focus({ preventScroll: true });
  }
  control.click();
}

function keep(control: Element): void {
  if (kept.includes(control)) return;
  kept.push(control);
  control.setAttribute(TAP_KEPT_ATTRIBUTE, '');
  control.setAttribute('aria-busy', 'true');
  replay();
}

window.addEventListener(
  'click',
  (e) => {
    // A kept tap carried out (an untrusted click) goes through; so does anything the app can answer.
    if (!e.isTrusted || e.button !== 0) return;
    const control = controlToKeep(e.target);
    if (!control) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    keep(control);
  },
  true,
);

// A part whose HTML was kept outside the app (a link followed before its code came: web/shell/later.tsx) is drawn
// afresh once its code comes: what waited on the HTML it replaces waits on its new controls (web/shell/kept-nodes.ts).
window.addEventListener(
  KEEP_AGAIN_EVENT,
  (e) => {
    const el = e.target;
    const text = (e as CustomEvent<unknown>).detail;
    if (!(el instanceof Element) || !document.getElementById('root')?.contains(el)) return;
    if (typeof text !== 'string') return keep(el);
    if (isTextBox(el) || el instanceof HTMLSelectElement) typed.set(el, text);
    replay();
  },
  true,
);

// What she typed before this script ran (as /quick-exit.js, a round trip after the page): noted now, or once the page is read.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', noteUnseenText, { once: true });
else noteUnseenText();

window.addEventListener(
  'input',
  (e) => {
    const box = e.target;
    // A list counts only as she picks from it while waiting: what React last drew in it is not kept anywhere to compare.
    if (!(isTextBox(box) || (box instanceof HTMLSelectElement && !box.multiple))) return;
    if (!e.isTrusted || !document.getElementById('root')?.contains(box)) return;
    if (waiting(box)) typed.set(box, box.value);
  },
  true,
);

// Once the page or a part is live, after the frame React and its parts' machines (Ark's start in their effects) have
// settled in: a tap carried out in the same moment as the part's first effects was, now and then, not answered.
new MutationObserver((changes) => {
  const live = changes.map((c) => c.target).filter((el): el is Element => el instanceof Element && el !== html && !el.hasAttribute(WAITS_ATTRIBUTE));
  for (const part of live) settling.add(part);
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const part of live) settling.delete(part);
      replay();
    }, 0),
  );
}).observe(document, { subtree: true, attributes: true, attributeFilter: [PAGE_READY_ATTRIBUTE, WAITS_ATTRIBUTE] });
