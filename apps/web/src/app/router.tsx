import { createHashRouter } from 'react-router'
import { buildRoutes } from './routes.tsx'
import { Shell } from './shell/Shell.tsx'

export type AppRouter = ReturnType<typeof createHashRouter>

/**
 * Hash mode keeps every old `#/Name` link working and needs no server rewrites. Created when the
 * app starts rather than as this module loads: ranking sixty routes is a task of its own
 * (main.tsx), not part of evaluating the startup chunk.
 */
export function createAppRouter(): AppRouter {
  return createHashRouter(buildRoutes(<Shell />))
}
