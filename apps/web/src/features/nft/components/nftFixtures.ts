/** Server answers of the NFT centre's component tests (not a test file itself). */

export const listAnswer = {
  status: '1',
  pay_token: 'HAP',
  second_pay_token: 'HAPC',
  hap_price: '0.5',
  hapc_price: '1.4',
  price_tolerance: '0.01',
  list: [
    { id: 1, name: 'Bronze miner', logo: '/nft/bronze.svg', price: '100', production: '300', hold_limit: 5, hold_num: 1, can_buy: true, hapc_rate: '0.3' },
    { id: 2, name: 'Gold miner', logo: '/nft/gold.svg', price: '1000', production: '3500', hold_limit: 2, hold_num: 2, can_buy: false, hapc_rate: '0.5' },
  ],
}

export const summaryAnswer = {
  team_info: { self_cp: '297.000000000000000007', max_zone_cp: '363.5', other_zone_cp: '297' },
  hold_summary: { remain_cp: '297.000000000000000007', today_cp_reward: '3', today_share_reward: '0.633333333333333333' },
}

const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`

export const rankingAnswer = {
  day: '2026-03-10',
  list: [1, 2, 3, 4, 5].map((rank) => ({ rank, address: address(0xabc000 + rank), share_cp: `${1000 - rank * 100}.5`, reward: '200' })),
}

export const heldAnswer = (status: '0' | '1') => ({
  list: [{ id: 7, nft_id: 1, name: 'Bronze miner', nft_logo: '/nft/bronze.svg', production: '300', remain_amount: status === '1' ? '297' : '0', status, created_at: '2026-03-10T08:00:00.000Z' }],
  page: 1,
  page_size: 10,
})

export const walletAnswer = { token: 'HAP', static_claim: '0', static_reward: '3', share_claim: '1.5', share_reward: '0.633333333333333333', rank_claim: '0', rank_reward: '0' }

export const zoneAnswer = (region: string) => ({
  list: region === '0' ? [{ address: address(0xdef001), self_cp: '297', team_cp: '363.5' }] : [{ address: address(0xdef002), self_cp: '10', team_cp: '297' }, { address: address(0xdef003), self_cp: '0', team_cp: '0' }],
  page: 1,
  page_size: 10,
})
