// A worker the early script starts once the page is painted (web/early/start-app.ts), whose only job is to make the
// browser build its lists of the languages its number and date formats know. Building them takes 30 to 90 ms here,
// four times that on a cheap phone, in one call nothing can split; every page needs them as it is hydrated (the app's
// message formatting asks which languages they support as it starts). The lists are kept for the whole renderer
// process, so built on this thread they are there for the page's own thread, which then asks for them in no time
// (decision 022). It says when it is done (the app waits for it rather than build them too), and ends itself.
// The page names the worker with its language (web/early/start-app.ts).
import { INTL_WORKER_BUILT } from '../../shared/page-html.ts';

const lang = self.name || 'en';
try {
  Intl.NumberFormat.supportedLocalesOf(lang);
  // The date formats' list, that language's date words, and the phone's time zone, which formatting a date reads.
  new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(0);
} catch {
  // No Intl here: the app's formatting falls back by itself.
}
self.postMessage(INTL_WORKER_BUILT);
self.close();
