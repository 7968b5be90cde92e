// The spec's numbers, with their unit in the name.
export const QUICK_EXIT_PRESSES = 3;
export const QUICK_EXIT_WINDOW_MS = 2000;
export const QUICK_EXIT_URL = 'https://weather.com/';

export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_MAX_VISIBLE = 1;

export const HOME_CATEGORY_PREVIEW = 4;
export const SKELETON_CARDS = 6;
export const SEARCH_MIN_CHARS = 3;

export const SYNC_INTERVAL_MS = 5 * 60_000;
export const MENU_TYPEAHEAD_RESET_MS = 1000;

/** Longest search text accepted, in characters (after trimming). */
export const SEARCH_MAX_CHARS = 100;
/** How many matches each engine hands to the shared ranking; both cut at the same number so they agree (above the
 * main-field matches of the common queries over the real directory, "legal aid" and "dv" among them). */
export const SEARCH_CANDIDATE_LIMIT = 200;
/** How many ranked results a search shows. */
export const SEARCH_RESULT_LIMIT = 50;
/** Pause after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 250;
/** After this long the server's answer is not awaited; the device's results stand. */
export const SEARCH_SERVER_TIMEOUT_MS = 4000;
/** Cards shown at first, and added by each "Show more". */
export const RESULTS_PAGE_SIZE = 12;

/** Articles in the home page's news block, and its placeholders while loading. */
export const HOME_NEWS_LIMIT = 6;
/** Cards the news page shows at first, adds with each "Load More Articles", and its placeholders. */
export const NEWS_PAGE_SIZE = 9;
/** How often the home block refreshes, and the server reads its feeds. */
export const NEWS_REFRESH_MS = 30 * 60_000;
/** Articles kept on the device for reading offline. */
export const NEWS_DEVICE_KEEP = 150;

/** The location request (spec 1, section 9): high accuracy, 10 s, a position up to 5 minutes old accepted. */
export const LOCATION_REQUEST = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 300_000 } as const;

/** Quick exit puts this class on <html> first thing (the page is blanked; nothing more is counted or sent). */
export const QUICK_EXIT_CLASS = 'quick-exit';

/** A waiting form that failed this many times says so plainly ("Not sent yet: …"); a 5xx says so at once. */
export const OUTBOX_STUCK_AFTER_ATTEMPTS = 3;
