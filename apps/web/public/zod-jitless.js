// zod (v4) compiles its object parsers with `new Function` unless told not to, and probes for that
// when the first object schema is built. Our CSP (script-src 'self', no 'unsafe-eval') blocks the
// probe and Chromium reports a violation on every load (Lighthouse best-practices). zod reads its
// config from this global when it loads, so it is set here, before any of the app's modules run:
// a deferred classic script ahead of the module script keeps document order, whichever chunk the
// bundler puts zod in (a setting made inside the bundle ran after zod's chunk had built schemas).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true })
