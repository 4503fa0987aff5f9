import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App.tsx'
import { watchPreferences } from './app/preferences.ts'
import { prefetchFirstScreenQueries } from './app/firstScreenQueries.ts'
import { createAppRoutes } from './app/router.tsx'
import { watchRootFontSize } from './app/rootFontSize.ts'
import { initI18n, languageReady } from './i18n/i18n.ts'
import { createQueryClient } from './lib/queryClient.ts'
import { awaitFirstScreenData } from './lib/useAfterFirstPaint.ts'
import { siteConfigQueryOptions } from './lib/siteConfig.ts'
import { loadWalletStack, walletNeededAtStart } from './lib/walletState.ts'
import { afterModuleEvaluation, yieldToMain } from './lib/yieldToMain.ts'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
afterModuleEvaluation(() => void start(root))

/**
 * The app's start, one task per step: evaluating the startup chunk, initializing i18next (the
 * first use of Intl), taking over the config request, building the route table and the first render
 * each take a slow phone's main thread for a while, and in one piece they would hold it for
 * hundreds of milliseconds while the shell painted from index.html cannot answer a tap.
 */
async function start(root: HTMLElement) {
  await yieldToMain()
  initI18n()
  await yieldToMain()
  watchRootFontSize()
  watchPreferences()
  // The site config was requested by boot.ts as the page started; this takes that request over.
  const queryClient = createQueryClient()
  const siteConfig = queryClient.fetchQuery(siteConfigQueryOptions())
  // And the first screen's own early requests (the home banners, the swap screens' notice).
  awaitFirstScreenData(prefetchFirstScreenQueries(queryClient, window.location.hash))
  // A returning wallet reconnects as soon as the chain is known, not after the screen has rendered.
  // (A failed config request is the boot screen's to show and retry; the shell loads the stack then.)
  siteConfig.then(
    (config) => (walletNeededAtStart() ? void loadWalletStack(config.chain) : undefined),
    () => undefined,
  )
  await yieldToMain()
  const routes = createAppRoutes()
  // In the stored language from the first frame (a language other than the default is a small file
  // of its own, loading side by side with the config and the screen).
  await languageReady()
  await yieldToMain()
  const reactRoot = createRoot(root)
  // A transition: the first render yields to the browser between components rather than holding
  // the main thread in one long task; the shell painted from index.html stays meanwhile.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App queryClient={queryClient} routes={routes} />
      </StrictMode>,
    )
  })
}
