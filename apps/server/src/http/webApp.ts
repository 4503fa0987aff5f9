import { existsSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

export interface WebAppMount {
  /** Where the build is served: '/' for the web app, '/admin/' for the operator console. */
  prefix: `/${string}`
}

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Serves the built SPA when present. Vite fingerprints `/assets/*`, so they cache forever;
 * everything else (index.html, banners) is revalidated so a deploy shows at once. The build
 * writes brotli and gzip copies of its text files (`precompress` in apps/web/vite-plugins), sent
 * as they are to browsers that accept them: no compression work per request.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string, mount: WebAppMount = { prefix: '/' }): Promise<boolean> {
  if (!existsSync(join(webDist, 'index.html'))) return false
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: mount.prefix,
    // The reply's sendFile is decorated once per app: a second build served beside the first (the
    // operator console at /admin/) must not decorate it again.
    decorateReply: mount.prefix === '/',
    // An array: with preCompressed, @fastify/static looks the index file up only in an array.
    index: ['index.html'],
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res, path) => {
      const isAsset = relative(webDist, path).startsWith(`assets${sep}`)
      res.setHeader('cache-control', isAsset ? IMMUTABLE : 'no-cache')
      // The body depends on Accept-Encoding (compressed copy or not): caches must keep both.
      res.setHeader('vary', 'accept-encoding')
    },
  })
  // /admin goes on to /admin/, where the console's relative asset paths resolve (the web app's
  // catch-all would answer it with a 404 otherwise).
  if (mount.prefix !== '/') app.get(mount.prefix.slice(0, -1), (_request, reply) => reply.redirect(mount.prefix, 301))
  return true
}
