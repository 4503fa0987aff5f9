import { CanonicalJsonDepthError, canonicalJson, OPERATOR_ACTION_MAX_TTL_SECONDS, operatorActionHeaders, operatorActionTypedData, type OperatorActionContent } from '@hapdex/core/api/operatorAction'
import { recoverTypedDataAddress, type Hex } from 'viem'
import { ApiError } from '../../../http/apiError.ts'
import type { StoredSignature } from '../audit/auditChain.ts'

export interface SignedRequest {
  /** The endpoint path without the /api prefix, as the typed data names it. */
  action: string
  /** The body as received, before validation added defaults or trimmed it. */
  body: unknown
  headers: Record<string, string | string[] | undefined>
}

/**
 * The operator's signature over a request, checked: typed data rebuilt from the request itself
 * (an altered body changes what was signed, and the recovered signer with it), signed by the
 * session's own address, on this server's chain, not expired and not signed for longer than the
 * maximum. The nonce is not consumed here: that happens in the action's transaction.
 */
export async function verifyOperatorSignature(request: SignedRequest, operator: string, chainId: number, now: Date): Promise<StoredSignature> {
  const signature = header(request, operatorActionHeaders.signature)
  const nonce = header(request, operatorActionHeaders.nonce)
  const expiresText = header(request, operatorActionHeaders.expires)
  if (signature === undefined || nonce === undefined || expiresText === undefined) throw new ApiError('operator.signature_required')
  if (!/^0x[0-9a-fA-F]{130}$/.test(signature) || !/^0x[0-9a-fA-F]{64}$/.test(nonce) || !/^\d{1,12}$/.test(expiresText)) throw new ApiError('operator.signature_invalid')
  const expires = BigInt(expiresText)
  const nowSeconds = BigInt(Math.floor(now.getTime() / 1000))
  if (expires <= nowSeconds || expires > nowSeconds + BigInt(OPERATOR_ACTION_MAX_TTL_SECONDS)) throw new ApiError('operator.signature_expired')
  const payload = signedPayload(request.body)
  if (!(await signedBy(operator, chainId, { action: request.action, payload, nonce: nonce.toLowerCase() as Hex, expires }, signature))) throw new ApiError('operator.signature_invalid')
  return { role: 'requester', signer: operator, action: request.action, payload, nonce: nonce.toLowerCase(), expires: expiresText, signature: signature.toLowerCase(), chain_id: chainId }
}

/** Whether a stored signature is its signer's over its own content: the audit check trusts nothing else in the row. */
export function storedSignatureHolds(stored: StoredSignature): Promise<boolean> {
  return signedBy(stored.signer, stored.chain_id, { action: stored.action, payload: stored.payload, nonce: stored.nonce as Hex, expires: BigInt(stored.expires) }, stored.signature)
}

/** Whether `signer` signed the action: a signature that recovers to no key is simply not theirs, an answer rather than a fault. */
async function signedBy(signer: string, chainId: number, content: OperatorActionContent, signature: string): Promise<boolean> {
  const recovered = await recoverTypedDataAddress({ ...operatorActionTypedData(chainId, content), signature: signature as Hex }).catch(() => undefined)
  return recovered !== undefined && recovered.toLowerCase() === signer.toLowerCase()
}

function signedPayload(body: unknown): string {
  try {
    return canonicalJson(body ?? {})
  } catch (error) {
    if (error instanceof CanonicalJsonDepthError) throw new ApiError('bad_request', { detail: error.message })
    throw error
  }
}

function header(request: SignedRequest, name: string): string | undefined {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}
