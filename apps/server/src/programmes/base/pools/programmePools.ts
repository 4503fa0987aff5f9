/** Every programme's reward pool; a later programme adds its own here. */
export const programmePools = ['mint_pool', 'product_pool', 'miner_pool', 'pledge_pool', 'fund_pool'] as const
export type ProgrammePool = (typeof programmePools)[number]

export function isProgrammePool(name: string): name is ProgrammePool {
  return (programmePools as readonly string[]).includes(name)
}
