import { nftBuySignedParams, nftClaimSignedParams } from '@hapdex/core/api/nft'
import { userBalances } from '../../modules/wallet/ledger.ts'
import type { programmeSuite } from '../../test/programmeTestKit.ts'

type Suite = ReturnType<typeof programmeSuite>

/** Helpers of the NFT tests (not a test file itself): operator steps and signed user actions. */
export function nftActions(s: Suite, admin: number) {
  const actions = {
    createType: (fields: { name?: string; price: string; production: string; hold_limit: number; hapc_rate: string; key?: string; logo?: string }, as = admin) =>
      s.post('/api/admin/nft/types', as, { name: fields.name ?? 'Bronze', logo: fields.logo ?? `/uploads/${'a'.repeat(32)}.png`, price: fields.price, production: fields.production, hold_limit: fields.hold_limit, hapc_rate: fields.hapc_rate, idempotency_key: fields.key ?? `type-${Math.random().toString(36).slice(2)}` }),
    buyBody: async (i: number, nft_id: number, type: 0 | 1, hap_amount: string, hapc_amount: string) => ({ nft_id, type, hap_amount, hapc_amount, ...(await s.signed(i, 'NFT Buy', nftBuySignedParams({ nft_id, type, hap_amount, hapc_amount }))) }),
    buy: async (i: number, nft_id: number, type: 0 | 1, hap_amount: string, hapc_amount: string) => s.post('/api/nft/hold-buy', i, await actions.buyBody(i, nft_id, type, hap_amount, hapc_amount)),
    claim: async (i: number, type: 0 | 1 | 2) => s.post('/api/nft/hold-claim', i, { type, ...(await s.signed(i, 'NFT Claim', nftClaimSignedParams({ type }))) }),
    usable: async (i: number, tokenId: number) => (await userBalances(s.db, s.ids[i]!)).get(tokenId)?.usable ?? 0n,
  }
  return actions
}
