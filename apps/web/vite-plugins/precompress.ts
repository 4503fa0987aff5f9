import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { isAbsolute, join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/** Text files worth compressing; images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/
/** Below this a compressed copy saves less than its extra header costs. */
const MIN_BYTES = 1024

export interface PrecompressOptions {
  /** Minimum size in bytes of a file to compress. */
  minBytes?: number
}

/**
 * Writes `file.br` and `file.gz` beside every text file of the build, at the highest levels: the
 * server sends them as they are (@fastify/static's `preCompressed`), so a phone on a slow network
 * downloads a quarter of the bytes and the server spends no CPU compressing per request.
 */
export function precompress({ minBytes = MIN_BYTES }: PrecompressOptions = {}): Plugin {
  let outDir = 'dist'
  let writes = true
  return {
    name: 'hapdex:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = isAbsolute(config.build.outDir) ? config.build.outDir : join(config.root, config.build.outDir)
      writes = config.build.write
    },
    closeBundle() {
      // A build that writes nothing (`write: false`, as tools inspecting the chunks run it).
      if (!writes || !existsSync(outDir)) return
      for (const path of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(path)) continue
        const content = readFileSync(path)
        if (content.length < minBytes) continue
        const brotli = brotliCompressSync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        })
        const gzip = gzipSync(content, { level: 9 })
        // A copy no smaller than the file would only cost a lookup.
        if (brotli.length < content.length) writeFileSync(`${path}.br`, brotli)
        if (gzip.length < content.length) writeFileSync(`${path}.gz`, gzip)
      }
    },
  }
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}
