/**
 * Operator actions are signed by the operator's wallet as EIP-712 typed data (decision 0046): the
 * console and the server build the same typed data from the request, so the wallet shows the
 * operator the exact call it authorises, and a stored signature can be checked later by anyone
 * holding the audit log, without trusting the database that keeps it.
 */

/** The headers that carry an operator's signature beside the request's own body. */
export const operatorActionHeaders = {
  signature: 'x-operator-signature',
  nonce: 'x-operator-nonce',
  expires: 'x-operator-expires',
} as const

/** How far ahead a signature may expire: a signed call left in a browser is worthless after it. */
export const OPERATOR_ACTION_MAX_TTL_SECONDS = 600

export const operatorActionTypes = {
  OperatorAction: [
    { name: 'action', type: 'string' },
    { name: 'payload', type: 'string' },
    { name: 'nonce', type: 'bytes32' },
    { name: 'expires', type: 'uint64' },
  ],
} as const

export interface OperatorActionContent {
  /** The endpoint's path, e.g. /admin/treasury/credit. */
  action: string
  /** The request body as canonical JSON (canonicalJson). */
  payload: string
  /** 32 random bytes, 0x-prefixed: single use per operator. */
  nonce: `0x${string}`
  /** Unix seconds. */
  expires: bigint
}

/** The typed data an operator signs; `chainId` is the server's chain, so a devnet signature is worthless on BSC. */
export function operatorActionTypedData(chainId: number, message: OperatorActionContent) {
  return {
    domain: { name: 'hapdex console', version: '1', chainId },
    types: operatorActionTypes,
    primaryType: 'OperatorAction' as const,
    message,
  }
}

/**
 * JSON with object keys sorted at every depth and undefined fields left out, as JSON.stringify
 * leaves them out of a request body: the signing text of a body, whatever order its keys were
 * written in.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortedKeys(value, 0)) ?? 'null'
}

/** No operator body nests this deep; a body that does is refused rather than walked to the stack's end. */
export const CANONICAL_JSON_MAX_DEPTH = 32

export class CanonicalJsonDepthError extends Error {
  override name = 'CanonicalJsonDepthError'
}

function sortedKeys(value: unknown, depth: number): unknown {
  if (value === null || typeof value !== 'object') return value
  if (depth >= CANONICAL_JSON_MAX_DEPTH) throw new CanonicalJsonDepthError(`nested deeper than ${CANONICAL_JSON_MAX_DEPTH}`)
  if (Array.isArray(value)) return value.map((item) => sortedKeys(item, depth + 1))
  const sorted: Record<string, unknown> = {}
  for (const key of Object.keys(value).sort()) {
    const item = (value as Record<string, unknown>)[key]
    if (item !== undefined) sorted[key] = sortedKeys(item, depth + 1)
  }
  return sorted
}
