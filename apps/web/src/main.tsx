import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './styles/theme.css'
import './styles/app.css'
import { App } from './app/App.tsx'
import { watchPreferences } from './app/preferences.ts'
import { preloadCurrentRoute } from './app/router.tsx'
import { watchRootFontSize } from './app/rootFontSize.ts'
import { languageReady } from './i18n/i18n.ts'
import { createQueryClient } from './lib/queryClient.ts'
import { siteConfigQueryOptions } from './lib/siteConfig.ts'
import { loadWalletStack, walletNeededAtStart } from './lib/walletState.ts'

watchRootFontSize()
watchPreferences()

// The site config and the current screen's code are requested together, before React renders:
// neither waits for the other (docs/decisions/0012).
const queryClient = createQueryClient()
const siteConfig = queryClient.fetchQuery(siteConfigQueryOptions())
preloadCurrentRoute(window.location.hash, queryClient)
// A returning wallet reconnects as soon as the chain is known, not after the screen has rendered.
// (A failed config request is the boot screen's to show and retry; the shell loads the stack then.)
siteConfig.then(
  (config) => (walletNeededAtStart() ? void loadWalletStack(config.chain) : undefined),
  () => undefined,
)

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
const reactRoot = createRoot(root)
// In the stored language from the first frame (a language other than the default is a small file
// of its own, loading side by side with the config and the screen). A transition: the first render
// yields to the browser between components rather than holding a slow phone's main thread in one
// long task; the shell painted from index.html stays meanwhile.
void languageReady().then(() =>
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    )
  }),
)
