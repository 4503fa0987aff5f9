import { useRoutes, type RouteObject } from 'react-router'
import { buildRoutes } from './routes.tsx'
import { Shell } from './shell/Shell.tsx'

/**
 * The app's route table under the shell. Hash mode (`HashRouter`, App.tsx) keeps every old
 * `#/Name` link working and needs no server rewrites. Declarative routes rather than a data router
 * (`createHashRouter`): the app loads its data with TanStack Query, not route loaders, and the data
 * router was a fifth of the startup chunk and ranked all sixty routes before the first render
 * (docs/decisions/0012-first-load.md).
 */
export function createAppRoutes(): RouteObject[] {
  return buildRoutes(<Shell />)
}

export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes)
}
