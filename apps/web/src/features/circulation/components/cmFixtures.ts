/** Answers of the circulation market's calls for the component tests (not a test file itself). */
export const configWith = (patch: Record<string, unknown> = {}) => ({
  status: '1',
  token: 'HAP',
  pay_token: 'USDT',
  fuel_token: 'GOC',
  amount: '100',
  sell_amounts: ['100', '300'],
  price: '0.37',
  reward_rate: '0.0333',
  burn_rate: '0.1',
  fuel_due: [
    { amount: '100', fuel: '0.071357142857142858' },
    { amount: '300', fuel: '0.214071428571428572' },
  ],
  freeze_day: 7,
  can_buy: true,
  can_sell: true,
  total_buy: '0',
  total_sell: '300',
  total_matched: '1234.5678',
  ...patch,
})

export const userInfo = { dr_valid_num: 2, team_valid_num: 5, max_zone_valid_num: 3, other_zone_valid_num: 2 }

export const asset = { token: 'HAP', can_buy: '9600', wait_buy: '0', freeze_buy: '400', can_sell: '10000', wait_sell: '0', circulation_reward: '13.32', share_reward: '0.666', fund_reward: '0' }

export const order = (patch: Record<string, unknown> = {}) => ({
  id: 7,
  order_id: 7,
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  token_unit: 3,
  amount: '300',
  pay_amount: '111',
  freeze_day: 7,
  reward_amount: '0',
  reward_owed: false,
  reward_forfeited: false,
  fuel_amount: '0',
  type: 1,
  status: 0,
  created_at: '2026-03-10T08:00:00.000Z',
  begin_time: null,
  end_time: null,
  finished_at: null,
  ...patch,
})

export const page = (list: unknown[]) => ({ list, page: 1, page_size: 10 })
