// No tap lost (issue 36). A page rendered at build time shows its buttons seconds before the app behind them runs on a
// slow phone. A tap on one of them meanwhile (a tab, "Get My Location", a donation amount, a menu) is kept here and
// carried out once the app can: when the page is live, or, for a part whose code comes later (web/shell/later.tsx),
// once that part is. The kept control says it is busy (aria-busy, and a look of its own in styles.css) until then.
// A control tapped twice while waiting is carried out once. Links are not kept: they work as plain links, and the
// early script's own handlers (Quick exit, one history entry) see them first.
import { LIVE_CONTROL_ATTRIBUTE, PAGE_READY_ATTRIBUTE, WAITS_ATTRIBUTE, WANT_EVENT } from '../../shared/page-html.ts';

/** What a tap can press. Text fields, links, a <details> summary and labels work without the app. */
export const KEPT_CONTROLS =
  'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], [role="menuitem"], [role="option"], input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="button"]';
export const TAP_KEPT_ATTRIBUTE = 'data-tap-kept';

const html = document.documentElement;
const kept: Element[] = [];
const asked = new WeakSet<Element>();

const pageLive = () => html.hasAttribute(PAGE_READY_ATTRIBUTE);
const waitingPart = (el: Element) => el.closest(`[${WAITS_ATTRIBUTE}]`);

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

function settle(control: Element): void {
  control.removeAttribute(TAP_KEPT_ATTRIBUTE);
  control.removeAttribute('aria-busy');
}

/** Carries out every kept tap whose control is live now; asks for the parts the others wait on. */
function replay(): void {
  if (!pageLive()) return;
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
    if (control instanceof HTMLElement) control.click();
  }
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
    if (kept.includes(control)) return;
    kept.push(control);
    control.setAttribute(TAP_KEPT_ATTRIBUTE, '');
    control.setAttribute('aria-busy', 'true');
    replay();
  },
  true,
);

new MutationObserver(replay).observe(document, { subtree: true, attributes: true, attributeFilter: [PAGE_READY_ATTRIBUTE, WAITS_ATTRIBUTE] });
