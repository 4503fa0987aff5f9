/** Spec 4, "Fund status text": where now falls in the share's term. */
export type FundTermStatus = 'notStarted' | 'inProgress' | 'ended'

export interface FundTerm {
  /** ISO 8601, as the API sends them. */
  begin_time: string
  end_time: string
}

/**
 * Not started before begin_time, in progress from it, ended from end_time on: the server lets a
 * redeem through from that moment ("after end_time"), so the button shows from it too.
 */
export function fundTermStatus({ begin_time, end_time }: FundTerm, nowMs: number): FundTermStatus {
  if (nowMs < Date.parse(begin_time)) return 'notStarted'
  return nowMs < Date.parse(end_time) ? 'inProgress' : 'ended'
}

export type FundRedeemView = 'wait' | 'redeem' | 'redeemed'

/** Spec 4: redeem_status '0' (or empty) may redeem once the term has ended; anything else has redeemed. */
export function fundRedeemView(status: FundTermStatus, redeemStatus: string): FundRedeemView {
  if (redeemStatus !== '' && redeemStatus !== '0') return 'redeemed'
  return status === 'ended' ? 'redeem' : 'wait'
}
