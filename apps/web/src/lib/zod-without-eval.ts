import { z } from 'zod';

/**
 * Zod compiles fast object parsers with `new Function` after probing whether the page allows it.
 * Our Content-Security-Policy forbids eval (`script-src 'self'`), so the probe fails — and the
 * browser still reports the attempt as a CSP violation on every page (a DevTools issue that costs
 * Lighthouse's best-practices points). Without the JIT, Zod parses with its interpreter, as it
 * already did under this policy. Imported first by main.tsx, before any schema parses.
 */
z.config({ jitless: true });
