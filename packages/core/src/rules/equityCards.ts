/**
 * Equity star cards (spec 3, "Business constants and limits"; decision 0034): stars from a user's
 * personal and team USD liquidity, at most 1,680 cards, and the daily card dividend shared by star
 * tier. Pure: the cards.daily job feeds it the day's liquidity figures and the day's dividend.
 * USD amounts are bigint base units of 18 decimals; token amounts base units of the dividend token.
 */

const USD = 10n ** 18n

/** What star s (index s − 1) needs: personal and team liquidity in USD. */
export const starThresholds: readonly { personal: bigint; team: bigint }[] = [
  { personal: 1_000n * USD, team: 1_000n * USD },
  { personal: 2_000n * USD, team: 10_000n * USD },
  { personal: 3_000n * USD, team: 100_000n * USD },
  { personal: 4_000n * USD, team: 1_000_000n * USD },
  { personal: 5_000n * USD, team: 10_000_000n * USD },
]

export const MAX_CARDS = 1_680

/** The highest star whose both thresholds are met; 0 when none is. */
export function starOf(personal: bigint, team: bigint, thresholds = starThresholds): number {
  let star = 0
  thresholds.forEach((threshold, index) => {
    if (personal >= threshold.personal && team >= threshold.team) star = index + 1
  })
  return star
}

export type CardCandidate = {
  readonly userId: number
  readonly personal: bigint
  readonly team: bigint
  /** Held a card the day before: keeps it against an equal newcomer. */
  readonly holder: boolean
}

/**
 * Who holds a card today and at which star. When more users qualify than there are cards, the
 * higher star goes first, then the larger personal liquidity (the spec's rule for a contested
 * last card), then the day before's holder, then the earlier user (lower id), so every day's
 * answer is one and the same whatever order the figures arrive in.
 */
export function assignCards(candidates: readonly CardCandidate[], maxCards = MAX_CARDS, thresholds = starThresholds): Map<number, number> {
  const qualified = candidates.map((candidate) => ({ ...candidate, star: starOf(candidate.personal, candidate.team, thresholds) })).filter((candidate) => candidate.star > 0)
  qualified.sort(
    (a, b) =>
      b.star - a.star ||
      (a.personal === b.personal ? 0 : a.personal > b.personal ? -1 : 1) ||
      Number(b.holder) - Number(a.holder) ||
      a.userId - b.userId,
  )
  return new Map(qualified.slice(0, maxCards).map((card) => [card.userId, card.star]))
}

export type TierShares = {
  /** Per card holder, what the day's dividend pays them. */
  readonly paid: Map<number, bigint>
  /** What no card took: rounding, and tiers no card reaches; it stays in the pool. */
  readonly left: bigint
}

/**
 * The day's card dividend in equal tier pools, one per star (each 0.1 % of the taxed volume);
 * tier s is shared equally by every card of star s or above, so a higher star never earns less
 * than a lower one and a tier is only left unpaid when no card reaches it. Every division rounds
 * down; what it leaves stays in the pool.
 */
export function shareByTier(dividend: bigint, cards: ReadonlyMap<number, number>, tiers = starThresholds.length): TierShares {
  const tierPool = dividend / BigInt(tiers)
  const paid = new Map<number, bigint>()
  let spent = 0n
  for (let tier = 1; tier <= tiers; tier++) {
    const sharers = [...cards].filter(([, star]) => star >= tier).map(([userId]) => userId)
    if (sharers.length === 0) continue
    const each = tierPool / BigInt(sharers.length)
    for (const userId of sharers) paid.set(userId, (paid.get(userId) ?? 0n) + each)
    spent += each * BigInt(sharers.length)
  }
  return { paid, left: dividend - spent }
}
