import { createHashRouter } from 'react-router'
import { buildRoutes } from './routes.tsx'
import { Shell } from './shell/Shell.tsx'

/** Hash mode keeps every old `#/Name` link working and needs no server rewrites. */
export const router = createHashRouter(buildRoutes(<Shell />))
