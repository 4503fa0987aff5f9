/**
 * The page's entry, a few kilobytes: it starts the current route's screen code and first data
 * (`loadFirstScreen`) and the app itself side by side. Left to the app, the screen's code and
 * data would be requested only once the app's startup chunk (React, the router, i18next) had
 * arrived and run: on slow 4G, a second later (docs/decisions/0012-first-load.md).
 */
import { loadFirstScreen } from './app/firstScreen.ts'
import { dropEarlyRequests } from './lib/earlyRequests.ts'

loadFirstScreen(window.location.hash)
// A request the first screen did not take is not kept for a later one.
window.addEventListener('hashchange', dropEarlyRequests, { once: true })
void import('./main.tsx')
