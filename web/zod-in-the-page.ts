// zod, as the page's code gets it: vite.config.ts points `zod` here for everything Vite builds or serves (the
// browser's code and workers, the dev server, the build-time renderer). Told not to compile its parsers with
// `new Function`: the site's CSP refuses eval, so zod's probe for it was a CSP violation on every page that reads a
// schema (and zod then took the same plain path it takes now). The API server's zod is untouched.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
