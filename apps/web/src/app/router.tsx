import type { QueryClient } from '@tanstack/react-query'
import { createHashRouter } from 'react-router'
import { buildRoutes, preloadRoute } from './routes.tsx'
import { Shell } from './shell/Shell.tsx'

const routes = buildRoutes(<Shell />)

export type AppRouter = ReturnType<typeof createHashRouter>

/**
 * Hash mode keeps every old `#/Name` link working and needs no server rewrites. Created when the
 * app starts rather than as this module loads: ranking sixty routes is a task of its own
 * (main.tsx), not part of evaluating the startup chunk.
 */
export function createAppRouter(): AppRouter {
  return createHashRouter(routes)
}

/** The screens of the page's current hash (`#/Swap?…`), requested before the first render. */
export function preloadCurrentRoute(hash: string, queryClient: QueryClient): void {
  preloadRoute(routes, hash.replace(/^#/, '').split('?')[0] || '/', queryClient)
}
