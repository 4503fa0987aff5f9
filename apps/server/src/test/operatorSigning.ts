import { randomBytes } from 'node:crypto'
import { canonicalJson, operatorActionHeaders, operatorActionTypedData } from '@hapdex/core/api/operatorAction'
import type { FastifyInstance, InjectOptions } from 'fastify'
import type { Hex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { API_PREFIX } from '../http/registerEndpoint.ts'

/** The key behind each test session's Authorization header (signIn records it). */
const keysBySession = new Map<string, PrivateKeyAccount>()

export function rememberSessionKey(authorization: string, signer: PrivateKeyAccount): void {
  keysBySession.set(authorization, signer)
}

export interface SignatureBends {
  nonce?: Hex
  expires?: bigint
  /** Sign this body instead of the one sent. */
  body?: unknown
  /** Sign as the action at this path instead of the one called. */
  action?: string
}

/** The headers an operator's console sends with an action: its EIP-712 signature over the path and body. */
export async function operatorSignatureHeaders(signer: PrivateKeyAccount, action: string, body: unknown, chainId = 31337, bends: SignatureBends = {}): Promise<Record<string, string>> {
  const nonce = bends.nonce ?? (`0x${randomBytes(32).toString('hex')}` as Hex)
  const expires = bends.expires ?? BigInt(Math.floor(Date.now() / 1000) + 300)
  const typed = operatorActionTypedData(chainId, { action: bends.action ?? action, payload: canonicalJson(bends.body ?? body ?? {}), nonce, expires })
  const signature = await signer.signTypedData(typed)
  return { [operatorActionHeaders.signature]: signature, [operatorActionHeaders.nonce]: nonce, [operatorActionHeaders.expires]: String(expires) }
}

async function signatureOf(signer: PrivateKeyAccount, action: string, payload: InjectOptions['payload'], chainId: number) {
  const body = typeof payload === 'string' ? (JSON.parse(payload) as unknown) : payload
  return operatorSignatureHeaders(signer, action, body, chainId)
}

/**
 * Signs the test suites' operator actions as the console does: a POST to /api/admin/… by a known
 * test session, sent without a signature of its own, gets one by that session's key. The server
 * checks it as any other; a test of a refusal sends its own headers (or none, with
 * `x-test-unsigned`).
 */
export function signOperatorPosts(app: FastifyInstance, chainId = 31337): FastifyInstance {
  const inject = app.inject.bind(app) as (options: InjectOptions) => ReturnType<FastifyInstance['inject']>
  const signed = async (options: InjectOptions) => {
    const headers = { ...(options.headers as Record<string, string> | undefined) }
    const signer = keysBySession.get(headers['authorization'] ?? '')
    const url = typeof options.url === 'string' ? options.url.split('?')[0] ?? '' : ''
    if (signer !== undefined && headers[operatorActionHeaders.signature] === undefined && headers['x-test-unsigned'] === undefined) {
      // A body that is no JSON, or nests past what can be signed, goes unsigned: the server refuses it first.
      const signature = await signatureOf(signer, url.slice(API_PREFIX.length), options.payload, chainId).catch(() => ({}))
      Object.assign(headers, signature)
    }
    delete headers['x-test-unsigned']
    return inject({ ...options, headers })
  }
  const patched = ((options: InjectOptions | string) => {
    if (typeof options === 'object' && options.method === 'POST' && typeof options.url === 'string' && options.url.startsWith(`${API_PREFIX}/admin/`)) return signed(options)
    return inject(options as InjectOptions)
  }) as FastifyInstance['inject']
  app.inject = patched
  return app
}
