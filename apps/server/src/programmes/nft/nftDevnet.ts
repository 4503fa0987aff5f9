import type { ProgrammeContext } from '../base/programmeContext.ts'
import { createType } from './nftAdmin.ts'

const SEED = 'devnet-seed'

/** Three NFT types on sale; the logos ship with the web app (operators upload theirs through /api/upload/image). */
const devnetTypes = [
  { name: 'Bronze miner', logo: '/nft/bronze.svg', price: '100', production: '300', hold_limit: 5, hapc_rate: '0.3' },
  { name: 'Silver miner', logo: '/nft/silver.svg', price: '500', production: '1600', hold_limit: 3, hapc_rate: '0.3' },
  { name: 'Gold miner', logo: '/nft/gold.svg', price: '1000', production: '3500', hold_limit: 2, hapc_rate: '0.5' },
] as const

/**
 * `npm start`: the NFT types on sale, so test key 0 (granted HAP and HAPC) can buy with either pay
 * type at once. Keyed: a restart creates nothing, and a type an operator changed stays changed.
 */
export async function seedNftDevnet(ctx: ProgrammeContext): Promise<void> {
  for (const [index, type] of devnetTypes.entries()) {
    await createType(ctx, { ...type, status: '1', idempotency_key: `${SEED}:nft-type:${index + 1}` }, SEED).catch(keptFromBefore)
  }
}

function keptFromBefore(error: unknown): void {
  if ((error as { key?: string }).key !== 'programme.idempotency_conflict') throw error
}
