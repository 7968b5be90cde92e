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
