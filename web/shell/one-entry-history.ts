// One history entry for the whole visit: every navigation of the site replaces the current entry instead of adding
// one, so quick exit's location.replace() takes the site out of the tab's history entirely (decision 012).
import { UNSAFE_createBrowserHistory } from 'react-router-dom';

type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

/**
 * The browser history React Router drives, with `push` turned into `replace`. In-app Back buttons link to their
 * page by path; the browser's Back leaves the site for wherever she was before it.
 */
export function createOneEntryHistory(win: Window = window): BrowserHistory {
  const history = UNSAFE_createBrowserHistory({ window: win, v5Compat: true });
  // Object.create keeps the live `action` and `location` getters of the original.
  const oneEntry = Object.create(history) as BrowserHistory;
  oneEntry.push = (to, state) => history.replace(to, state);
  return oneEntry;
}
