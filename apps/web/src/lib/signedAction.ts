import type { Hex } from 'viem'
import { actionNonce, signedActionMessage, type SignedActionMessageParameters, type SignedActionTitle } from '@hapdex/core/api/signedAction'
import { api } from './api.ts'

/** The fields a signed request adds to its own parameters. */
export interface SignedFields {
  nonce: string
  expires_at: string
  signature: Hex
}

export interface SignActionParameters {
  title: SignedActionTitle
  /** In the server's signing order (`withdrawOrderSignedParams`, `transferOutSignedParams`…). */
  params: SignedActionMessageParameters['params']
  /** The wallet's personal_sign (wagmi's `signMessageAsync`). */
  signMessage: (message: string) => Promise<Hex>
}

/** The user said no in the wallet: the action is cancelled, not failed. */
export class SignatureRefusedError extends Error {
  override name = 'SignatureRefusedError'
}

/**
 * Nonce from the server, then the wallet signs the text the server will rebuild from the request.
 * A refusal rejects with `SignatureRefusedError` so callers show the spec's cancel message.
 */
export async function signAction({ title, params, signMessage }: SignActionParameters): Promise<SignedFields> {
  const { nonce, expires_at } = await api(actionNonce, {})
  const message = signedActionMessage({ title, params, nonce, expiresAt: expires_at })
  try {
    return { nonce, expires_at, signature: await signMessage(message) }
  } catch (error) {
    if (isUserRejection(error)) throw new SignatureRefusedError('signature refused', { cause: error })
    throw error
  }
}

/** EIP-1193 code 4001 anywhere in the cause chain (viem and wagmi wrap the provider's error). */
export function isUserRejection(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 8; depth++) {
    if (typeof current !== 'object') return false
    const { code, name, cause } = current as { code?: unknown; name?: unknown; cause?: unknown }
    if (code === 4001 || name === 'UserRejectedRequestError') return true
    current = cause
  }
  return false
}
