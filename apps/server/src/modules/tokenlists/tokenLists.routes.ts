import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import { buildTokenListJson, tokenList, tokenListFileName } from '@hapdex/core/chain/tokenList'

/** Public chains are configured from the environment, so their lists are made from that config at start. */
const PUBLIC_CHAINS = new Set([56, 97])

/**
 * The exchanges' static token lists by file name. A local chain's come from the files the devnet
 * wrote with its deployment; a file that is missing or invalid is made from the chain config, so
 * the lists always match the addresses the server runs with.
 */
export function loadTokenLists(dataDir: string, chain: ChainConfig): Map<string, string> {
  const files = new Map<string, string>()
  for (const id of ['v1', 'v2'] as const) {
    const name = tokenListFileName(chain.chainId, id)
    const written = PUBLIC_CHAINS.has(chain.chainId) ? undefined : readTokenList(join(dataDir, 'deployments', 'tokenlists', name))
    files.set(name, `${JSON.stringify(written ?? buildTokenListJson(chain, id))}\n`)
  }
  return files
}

function readTokenList(path: string) {
  if (!existsSync(path)) return undefined
  try {
    const parsed = tokenList.safeParse(JSON.parse(readFileSync(path, 'utf8')))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/** `GET /tokenlists/<chainId>-<v1|v2>.json`: fixed content, revalidated so a redeploy shows at once. */
export function registerTokenListRoutes(app: FastifyInstance, { dataDir, chain }: { dataDir: string; chain: ChainConfig }) {
  const files = loadTokenLists(dataDir, chain)
  // Fixed content served from memory: limiting it protects nothing and would spend the page's request budget.
  app.get<{ Params: { file: string } }>('/tokenlists/:file', { schema: { hide: true }, config: { rateLimit: false } }, async (request, reply) => {
    const body = files.get(request.params.file)
    if (body === undefined) return reply.callNotFound()
    return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(body)
  })
}
