import type { Generated } from 'kysely'

export interface UsersTable {
  id: Generated<number>
  /** EIP-55 checksummed, the one spelling every query uses (see normalizeAddress). */
  address: string
  invite_code: string
  /** 0 while no referrer is bound, as the spec's clients expect. */
  parent_id: Generated<number>
  nickname: Generated<string>
  created_at: Generated<Date>
}

/** The referral closure (referralPaths.ts): one row per ancestor and descendant at any depth. */
export interface ReferralPathsTable {
  ancestor_id: number
  descendant_id: number
  depth: number
  /** The ancestor's direct child above (or equal to) the descendant: the zone the descendant is in. */
  zone_child_id: number
}
