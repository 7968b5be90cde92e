// The early script of the first HTML (/quick-exit.js, built by web/build/early-scripts.ts): Quick exit before the app
// has loaded, then the app itself once a page rendered at build time has been painted; a tap on a button meanwhile is
// kept and carried out once the app can.
import './quick-exit-early.ts';
import './language-switch-early.ts';
import './keep-taps.ts';
import './start-app.ts';
