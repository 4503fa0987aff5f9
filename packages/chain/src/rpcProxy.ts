import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

export type RpcCount = {
  /** HTTP requests, what a node provider bills and rate-limits. */
  readonly requests: number
  /** JSON-RPC calls inside them (a batch holds several). */
  readonly calls: number
  /** Calls per request, one entry per request. */
  readonly batchSizes: readonly number[]
  readonly methods: Readonly<Record<string, number>>
}

/**
 * What a node in front of a real chain does wrong, as a client sees it:
 * - `error`: HTTP 200 with a JSON-RPC internal error (a node that failed the call);
 * - `rateLimit`: HTTP 429, as providers answer over their quota;
 * - `serverError`: HTTP 503 from a load balancer with no node behind it;
 * - `drop`: the connection is closed without an answer;
 * - `delay`: the answer, `ms` late (past the client's timeout it is a timeout).
 */
export type RpcFault = { kind: 'error' } | { kind: 'rateLimit' } | { kind: 'serverError' } | { kind: 'drop' } | { kind: 'delay'; ms: number }

export interface RpcFaultRule {
  /** The JSON-RPC methods it hits; a batch holding one of them is hit whole. Every method when absent. */
  methods?: readonly string[]
  fault: RpcFault
  /** How many matching requests it hits, then it is spent; unbounded when absent. */
  times?: number
  /** Matching requests let through before the first one it hits. */
  after?: number
}

export type RpcProxy = {
  readonly url: string
  /** What was forwarded since the last reset. */
  count(): RpcCount
  reset(): void
  /** Adds a fault rule; the first live rule that matches a request decides it. */
  inject(rule: RpcFaultRule): void
  /** Removes every fault rule: the node is healthy again. */
  heal(): void
  /** Requests a rule hit, by fault kind, since the proxy started. */
  readonly faultsDealt: Readonly<Record<RpcFault['kind'], number>>
  close(): Promise<void>
}

type LiveRule = RpcFaultRule & { seen: number; hit: number }

/**
 * A JSON-RPC proxy in front of `target`: it counts what passes through it and, when told, fails
 * requests the ways real nodes do (RpcFault), so the code behind it meets them for real.
 */
export async function startRpcProxy(target: string): Promise<RpcProxy> {
  let batchSizes: number[] = []
  let methods: Record<string, number> = {}
  let rules: LiveRule[] = []
  const faultsDealt: Record<RpcFault['kind'], number> = { error: 0, rateLimit: 0, serverError: 0, drop: 0, delay: 0 }
  const sockets = new Set<Socket>()
  const timers = new Set<NodeJS.Timeout>()

  const faultFor = (called: readonly string[]): RpcFault | undefined => {
    for (const rule of rules) {
      if (rule.times !== undefined && rule.hit >= rule.times) continue
      if (rule.methods !== undefined && !called.some((method) => rule.methods!.includes(method))) continue
      rule.seen++
      if (rule.seen <= (rule.after ?? 0)) continue
      rule.hit++
      faultsDealt[rule.fault.kind]++
      return rule.fault
    }
    return undefined
  }

  const forward = async (body: string, response: ServerResponse) => {
    const upstream = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    const text = await upstream.text()
    if (!response.destroyed) response.writeHead(upstream.status, { 'content-type': 'application/json' }).end(text)
  }

  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const body = await readBody(request)
    const parsed = JSON.parse(body) as RpcCall | RpcCall[]
    const calls = Array.isArray(parsed) ? parsed : [parsed]
    const called = calls.map((call) => call.method ?? '?')
    batchSizes.push(calls.length)
    for (const method of called) methods[method] = (methods[method] ?? 0) + 1
    const fault = faultFor(called)
    if (fault === undefined) return forward(body, response)
    if (fault.kind === 'drop') return void request.socket.destroy()
    if (fault.kind === 'rateLimit') return void response.writeHead(429, { 'content-type': 'text/plain' }).end('Too Many Requests')
    if (fault.kind === 'serverError') return void response.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable')
    if (fault.kind === 'error') {
      const failed = calls.map((call) => ({ jsonrpc: '2.0', id: call.id ?? null, error: { code: -32603, message: 'internal error (injected)' } }))
      return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(Array.isArray(parsed) ? failed : failed[0]))
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer)
        resolve()
      }, fault.ms)
      timers.add(timer)
    })
    return forward(body, response)
  }

  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      if (!response.headersSent && !response.destroyed) response.writeHead(502, { 'content-type': 'text/plain' }).end(String(error))
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
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
    inject: (rule) => void rules.push({ ...rule, seen: 0, hit: 0 }),
    heal: () => {
      rules = []
    },
    faultsDealt,
    close: () =>
      new Promise((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer)
        for (const socket of sockets) socket.destroy()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

type RpcCall = { id?: number | string; method?: string }

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}
