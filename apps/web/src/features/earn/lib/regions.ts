/** The region tabs of the liquidity mining screen: everything, or one programme. */
export const regions = ['all', 'lp', 'pledge', 'fund'] as const
export type Region = (typeof regions)[number]

export function showsRegion(selected: Region, section: Exclude<Region, 'all'>): boolean {
  return selected === 'all' || selected === section
}
