import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

export type RpcCount = {
  /** HTTP requests, what a node provider bills and rate-limits. */
  readonly requests: number
  /** JSON-RPC calls inside them (a batch holds several). */
  readonly calls: number
  /** Calls per request, one entry per request. */
  readonly batchSizes: readonly number[]
  readonly methods: Readonly<Record<string, number>>
}

export type CountingProxy = {
  readonly url: string
  /** What was forwarded since the last reset. */
  count(): RpcCount
  reset(): void
  close(): Promise<void>
}

/** A JSON-RPC proxy in front of `target` that counts what passes through it. */
export async function startCountingProxy(target: string): Promise<CountingProxy> {
  let batchSizes: number[] = []
  let methods: Record<string, number> = {}
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request)
      const parsed = JSON.parse(body) as { method?: string } | { method?: string }[]
      const calls = Array.isArray(parsed) ? parsed : [parsed]
      batchSizes.push(calls.length)
      for (const call of calls) methods[call.method ?? '?'] = (methods[call.method ?? '?'] ?? 0) + 1
      const upstream = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      response.writeHead(upstream.status, { 'content-type': 'application/json' })
      response.end(await upstream.text())
    })().catch((error: unknown) => {
      response.writeHead(502).end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    count: () => ({ requests: batchSizes.length, calls: batchSizes.reduce((sum, size) => sum + size, 0), batchSizes: [...batchSizes], methods: { ...methods } }),
    reset: () => {
      batchSizes = []
      methods = {}
    },
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}
