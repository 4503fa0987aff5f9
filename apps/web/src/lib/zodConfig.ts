import { config } from 'zod'

/**
 * zod compiles a fast object parser with `new Function` and, to know whether it may, probes
 * `Function('')` when the first object schema is built. Our CSP (`script-src 'self'`, no
 * 'unsafe-eval') blocks that probe and Chromium reports a violation on every load, which costs
 * Lighthouse's best-practices score. The interpreted parser is fast enough for the app's payloads,
 * so zod never tries: this runs before any schema is built (the first import of `main.tsx`).
 */
config({ jitless: true })
