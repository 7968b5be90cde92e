// The early script of the first HTML (/quick-exit.js, built by web/build/early-scripts.ts): Quick exit before the app
// has loaded, then the app itself once a page rendered at build time has been painted.
import './quick-exit-early.ts';
import './start-app.ts';
