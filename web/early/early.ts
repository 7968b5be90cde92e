// The early script of the first HTML (built by web/build/early-scripts.ts: in a built page's own HTML, or /quick-exit.js
// for the shells): Quick exit before the app has loaded, then the app itself once a page rendered at build time has
// been painted; a tap on a button meanwhile is kept and carried out once the app can.
import './quick-exit-early.ts';
import './language-switch-early.ts';
import './keep-taps.ts';
import './start-app.ts';
import { EARLY_SCRIPT_MARK } from '../../shared/page-html.ts';

// Said to the page's own timeline (the slow-phone bench and the tests read it): Quick exit and kept taps work from here.
performance.mark?.(EARLY_SCRIPT_MARK);
