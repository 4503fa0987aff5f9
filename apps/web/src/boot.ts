/**
 * The page's entry, a few kilobytes: it starts the current route's screen code and first data
 * (`loadFirstScreen`) and then the app itself. Left to the app, the screen's code and data would
 * be requested only once the app's startup chunk (React, the router, i18next) had arrived and
 * run: on slow 4G, a second later (docs/decisions/0012-first-load.md). The startup chunk is
 * preloaded from index.html, so starting it last loses no time on the network; its evaluation
 * then begins in a task of its own.
 */
// First: zod's settings, before the app's start evaluates zod (see the file).
import './zodJitless.ts'
import { loadFirstScreen } from './app/firstScreen.ts'
import { dropEarlyRequests } from './lib/earlyRequests.ts'
import { afterModuleEvaluation, yieldToMain } from './lib/yieldToMain.ts'

// A request the first screen did not take is not kept for a later one.
window.addEventListener('hashchange', dropEarlyRequests, { once: true })
afterModuleEvaluation(() => {
  void loadFirstScreen(window.location.hash)
    .then(yieldToMain)
    .then(() => import('./main.tsx'))
})
