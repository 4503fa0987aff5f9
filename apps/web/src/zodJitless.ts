/**
 * zod (v4) compiles its object parsers with `new Function` unless told not to, and probes for that
 * when the first object schema is built. Our CSP (script-src 'self', no 'unsafe-eval') blocks the
 * probe and Chromium reports a violation on every load (Lighthouse best-practices). zod reads this
 * global when its module is evaluated: `boot.ts` imports this module first, and no module of the
 * boot chunk imports zod, which loads only with the app's start (its chunk is preloaded, not run).
 * A classic script in index.html did the same at the cost of a request of its own among the
 * page's first six.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> }
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true })

export {}
