import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { I18nextProvider } from 'react-i18next'
import { HashRouter, type RouteObject } from 'react-router'
import { Toaster } from '../components/Toaster.tsx'
import { i18n } from '../i18n/i18n.ts'
import { AppRoutes } from './router.tsx'

/**
 * The shell paints at once; the site config (chain, links) and the route's screen load side by
 * side (`boot.ts`); the wallet stack loads only when a wallet is connected or an action needs it
 * (docs/decisions/0012).
 */
export function App({ queryClient, routes }: { queryClient: QueryClient; routes: RouteObject[] }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <HashRouter>
          <AppRoutes routes={routes} />
        </HashRouter>
        <Toaster />
      </I18nextProvider>
    </QueryClientProvider>
  )
}
