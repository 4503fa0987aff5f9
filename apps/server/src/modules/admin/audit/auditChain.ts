import { canonicalJson } from '@hapdex/core/api/operatorAction'
import { keccak256, stringToBytes, type Hex } from 'viem'

/**
 * The audit log is a hash chain (decision 0046): each entry's hash covers the previous entry's
 * hash and its own content, so a row edited or deleted behind the database's back (a superuser
 * who dropped the trigger, a restored dump) breaks the chain at that row. The format is part of
 * every stored hash: changing it needs a new version prefix, never an edit of this one.
 */
export const GENESIS_HASH: Hex = `0x${'0'.repeat(64)}`
const FORMAT = 'hapdex-audit-v1'

/** One operator's signature over one action, as stored with the entry it authorised. */
export interface StoredSignature {
  /** 'requester' for the operator who signed the action, 'approver' for a second operator's approval. */
  role: 'requester' | 'approver'
  signer: string
  action: string
  payload: string
  nonce: string
  /** Unix seconds, as a decimal string (JSON has no bigint). */
  expires: string
  signature: string
  chain_id: number
}

export interface ChainedContent {
  id: string
  actor: string
  action: string
  target: string
  before: unknown
  after: unknown
  signatures: readonly StoredSignature[]
  created_at: Date
}

export function auditEntryHash(previous: string, entry: ChainedContent): Hex {
  const content = canonicalJson({ ...entry, created_at: entry.created_at.toISOString() })
  return keccak256(stringToBytes(`${FORMAT}\n${previous}\n${content}`))
}
