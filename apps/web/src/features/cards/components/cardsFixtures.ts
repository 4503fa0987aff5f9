/** Server answers of the card screen's component tests (not a test file itself). */

const thresholds = [
  { star: 1, personal: '1000', team: '1000' },
  { star: 2, personal: '2000', team: '10000' },
  { star: 3, personal: '3000', team: '100000' },
  { star: 4, personal: '4000', team: '1000000' },
  { star: 5, personal: '5000', team: '10000000' },
]

export const infoAnswer = {
  day: '2026-03-10',
  star: 2,
  personal_liquidity: '2500.123456789012345678',
  team_liquidity: '33333.333333333333333333',
  next: thresholds[2],
  thresholds,
  holds_card: true,
  card_star: 2,
  card_since: '2026-03-08',
  max_cards: 1680,
  cards_held: 12,
  token: 'HAP',
  today_lp_dividend: '0.5',
  today_card_dividend: '1.333333333333333333',
  total_lp_dividend: '7.25',
  total_card_dividend: '4',
  lp_claimable: '0',
  card_claimable: '1.333333333333333333',
}

export const records = (type: string) => ({
  list:
    type === '1'
      ? [
          { id: 2, created_at: '2026-03-11T08:00:00.000Z', behavior: 73, usable_change: '-2.666666666666666667', token: 'HAP' },
          { id: 1, created_at: '2026-03-11T00:00:00.000Z', behavior: 71, usable_change: '1.333333333333333333', token: 'HAP' },
        ]
      : [],
  page: 1,
  page_size: 10,
})
