import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { I18nextProvider } from 'react-i18next'
import { RouterProvider } from 'react-router/dom'
import { Toaster } from '../components/Toaster.tsx'
import { i18n } from '../i18n/i18n.ts'
import type { AppRouter } from './router.tsx'

/**
 * The shell paints at once; the site config (chain, links) and the route's screen load side by
 * side (see `preloadRoute` in main.tsx); the wallet stack loads only when a wallet is connected or
 * an action needs it (docs/decisions/0012).
 */
export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
        <Toaster />
      </I18nextProvider>
    </QueryClientProvider>
  )
}
