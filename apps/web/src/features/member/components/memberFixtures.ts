/** Answers of the member recruit API for the component tests (not a test file itself). */

export const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

export function configWith(fields: Record<string, unknown> = {}) {
  return {
    timeStatus: 2,
    begin_time: '2026-03-01T00:00:00.000Z',
    end_time: '2026-04-01T00:00:00.000Z',
    pay_amount: '33.333333333333333333',
    hap_pay_amount: '77.777777777777777777',
    status: '1',
    open: true,
    hap_discount: '0.1',
    partner_discount: '0.15',
    foundation_discount: '0.3',
    usdt_contract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    hap_contract: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
    receiver,
    now: '2026-03-10T08:00:00.000Z',
    ...fields,
  }
}

export const summary = { token_amount: '0', token: 'USDT', share_num: 4, hap_dr_num: 2, hap_team_num: 3, u_dr_num: 1, u_team_num: 2 }

export const discounts = {
  0: { discount: '0.15', source: 'partner', pay_amount: '28.333333333333333334', pay_token: 'USDT' },
  1: { discount: '0.15', source: 'partner', pay_amount: '66.111111111111111111', pay_token: 'HAP' },
} as const
