/**
 * The shape of the bench's referral tree, level by level. Users are numbered breadth first, so
 * every level is one contiguous id range and every parent has a smaller id than its children:
 * the generator can pick parents with arithmetic instead of lookups, and the closure can be built
 * one level at a time.
 */
export interface TreeLevel {
  level: number
  firstId: number
  size: number
  /**
   * The first `hubs` users of the level draw `hubShare` of the next level's children, on top of
   * their uniform share: they become the level-1 nodes (>= 10 valid direct referrals) a real
   * tree has, while everyone else keeps the 0-5 children of a Poisson draw around 1.
   */
  hubs: number
}

export interface TreeShapeOptions {
  /** Roots (parent_id 0): the wide top leaders. */
  leaders: number
  /** Of all users, the leaders' direct children (thousands each at a million users). */
  leaderShare: number
  maxDepth: number
  /** Level holding the most users; sizes fall off around it as a bell of width `spread`. */
  peak: number
  spread: number
  hubFraction: number
}

export const defaultTreeShape: TreeShapeOptions = { leaders: 20, leaderShare: 0.05, maxDepth: 30, peak: 8, spread: 6, hubFraction: 0.005 }

/** Share of a level's children that go to the previous level's hubs (see TreeLevel.hubs). */
export const hubShare = 0.15

export function treeLevels(users: number, shape: TreeShapeOptions = defaultTreeShape): TreeLevel[] {
  if (!Number.isInteger(users) || users < 1) throw new RangeError('users must be a positive integer')
  const leaders = Math.min(shape.leaders, users)
  const direct = Math.min(Math.floor(users * shape.leaderShare), users - leaders)
  const sizes = [leaders, direct, ...spreadOverDepths(users - leaders - direct, shape)]
  // A level can only hang below a non-empty one: the tree ends at the first empty level.
  const firstEmpty = sizes.findIndex((size) => size === 0)
  const kept = firstEmpty === -1 ? sizes : sizes.slice(0, firstEmpty)
  const lost = users - kept.reduce((sum, size) => sum + size, 0)
  const largest = kept.indexOf(Math.max(...kept))
  kept[largest] = (kept[largest] ?? 0) + lost

  let firstId = 1
  return kept.map((size, level) => {
    const row = { level, firstId, size, hubs: level === 0 ? size : Math.max(1, Math.floor(size * shape.hubFraction)) }
    firstId += size
    return row
  })
}

/** Levels 2..maxDepth as a bell around `peak`; what flooring drops goes to the peak. */
function spreadOverDepths(rest: number, shape: TreeShapeOptions): number[] {
  const depths = Array.from({ length: Math.max(0, shape.maxDepth - 1) }, (_, index) => index + 2)
  const weights = depths.map((depth) => Math.exp(-((depth - shape.peak) ** 2) / (2 * shape.spread ** 2)))
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  const sizes = weights.map((weight) => Math.floor((rest * weight) / total))
  const peakIndex = Math.max(0, depths.indexOf(shape.peak))
  sizes[peakIndex] = (sizes[peakIndex] ?? 0) + rest - sizes.reduce((sum, size) => sum + size, 0)
  return sizes
}
