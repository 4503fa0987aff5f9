/** Spec 9: level 1 comes at this many valid direct referrals when the server does not say. */
export const DEFAULT_NEED_VALID = 10

/** The community levels of the carousel: 0 base, 1 and 2 named, 3 locked. */
export const nodeLevels = [0, 1, 2, 3] as const
export type NodeLevel = (typeof nodeLevels)[number]

/** Progress toward level 1: valid direct referrals against the need, whole percent, full at or above it. */
export function nodeProgressPercent(validDirects: number, need: number): number {
  const target = need > 0 ? need : DEFAULT_NEED_VALID
  if (validDirects >= target) return 100
  return Math.floor((Math.max(0, validDirects) * 100) / target)
}

export type NodeAction = 'none' | 'level1Pending' | 'level1Reached' | 'level1Included' | 'level2Buy' | 'level2Owned' | 'locked'

export interface NodeStanding {
  nodeLevel: number
  validDirects: number
  need: number
}

/**
 * What the card's button says and does: level 1 is earned, level 2 bought, level 3 locked.
 * Level 1 is "reached" only by its referrals: a bought level 2 holds level 1 without them, and
 * "Reached" beside a bar at 0/10 would say the user did what they did not.
 */
export function nodeAction(card: NodeLevel, { nodeLevel, validDirects, need }: NodeStanding): NodeAction {
  switch (card) {
    case 0:
      return 'none'
    case 1:
      if (nodeLevel < 1) return 'level1Pending'
      return validDirects >= need ? 'level1Reached' : 'level1Included'
    case 2:
      return nodeLevel < 2 ? 'level2Buy' : 'level2Owned'
    case 3:
      return 'locked'
  }
}
