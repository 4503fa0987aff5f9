/** Rounds and vote answers of the partner screens' component tests (not a test file itself). */
const HOUR = 3_600_000
const DAY = 24 * HOUR
const at = (offset: number) => new Date(Date.now() + offset).toISOString()

const round = (id: number, phase: number, begin: number, end: number, recruited: number, max: number, canBuy: boolean) => ({
  id,
  phase,
  begin_time: at(begin),
  end_time: at(end),
  pay_amount: '1000',
  pay_token: 'USDT',
  max_recruit: max,
  recruited,
  can_buy: canBuy,
})

/** One round of each status the screens tell apart: ongoing, full, upcoming, ended. */
export const rounds = {
  ongoing: round(1, 1, -HOUR, DAY, 3, 30, true),
  full: round(2, 1, -HOUR, DAY, 30, 30, true),
  upcoming: round(3, 2, DAY, 2 * DAY, 0, 60, true),
  ended: round(4, 3, -2 * DAY, -DAY, 10, 110, false),
}

/** The rules as an operator changed them: none of the spec's 20 / 30 / 10 %, 5 directs, 10 HAPC or 16 / 11 / 6. */
export const changedRules = {
  referral_rate: '0.25',
  genesis_referral_rate: '0.325',
  team_rate: '0.075',
  genesis_directs: 7,
  airdrop_token: 'HAPC',
  daily_airdrop: '12.5',
  phases: [
    { seats: 40, seat_airdrop: '18' },
    { seats: 70, seat_airdrop: '9.5' },
  ],
}

export const configsWith = (list: unknown[], bought = false, rules = changedRules) => ({ status: '1', team_level: bought ? 1 : 0, bought, now: at(0), list, rules })

export const vote = { id: 7, title: 'Open phase 2 early?', content: '<p>Partners <strong>decide</strong>.<script>alert(1)</script></p>', begin_time: at(-DAY), end_time: at(DAY) }
