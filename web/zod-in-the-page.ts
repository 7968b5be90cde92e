// zod, as the page's code gets it (vite.config.ts points `zod` here for the browser build). Told not to compile its
// parsers with `new Function`: the site's CSP refuses eval, so zod's probe for it was a CSP violation on every page
// that reads a schema (and zod then took the same plain path it takes now). The server's zod is untouched.
import { config } from 'zod/v4/core';

config({ jitless: true });

export { z } from 'zod/v4';
