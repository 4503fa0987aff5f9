import { describe, expect, it } from 'vitest'
import { defaultProgrammeConfig, programmeConfigSchemas, programmeNames } from './programmeConfigs.ts'

describe('programme configs', () => {
  it('has every default of PROGRAMMES.md', () => {
    expect(defaultProgrammeConfig('mint')).toMatchObject({
      min_amount: '100',
      u_rate: '0.5',
      day_addition_rate: '0.05',
      sn_addition_rate: '0.05',
      out_multiple: '2',
      share_rates: ['0.1', '0.05'],
      node_reward_rate: '0.05',
      super_node_reward_rate: '0.03',
      node_valid_directs: 10,
    })
    expect(defaultProgrammeConfig('product')).toMatchObject({ release_multiple: '2', daily_release_rate: '0.01' })
    expect(defaultProgrammeConfig('nft')).toMatchObject({ daily_rate: '0.01', share_rates: ['0.1', '0.05'], rank_places: 20, pay_token: 'HAP', second_pay_token: 'HAPC' })
    expect(defaultProgrammeConfig('cards')).toMatchObject({ max_cards: 1680, dividend_token: 'HAP', thresholds: [{ personal: '1000', team: '1000' }, { personal: '2000', team: '10000' }, { personal: '3000', team: '100000' }, { personal: '4000', team: '1000000' }, { personal: '5000', team: '10000000' }] })
    expect(defaultProgrammeConfig('settlement')).toEqual({ time_zone: 'UTC', price_tolerance: '0.01' })
  })

  it('names the field of a bad value', () => {
    const result = programmeConfigSchemas.mint.safeParse({ u_rate: '0,5' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual(['u_rate'])
    expect(programmeConfigSchemas.settlement.safeParse({ time_zone: 'Mars/Base' }).success).toBe(false)
    expect(programmeConfigSchemas.settlement.safeParse({ time_zone: 'Asia/Shanghai' }).success).toBe(true)
  })

  it('refuses a mint min_amount that is not a multiple of the step', () => {
    const result = programmeConfigSchemas.mint.safeParse({ min_amount: '150', step: '100' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]).toMatchObject({ path: ['min_amount'], message: 'min_amount must be a multiple of step' })
    expect(programmeConfigSchemas.mint.safeParse({ min_amount: '300', step: '100' }).success).toBe(true)
  })

  it('refuses card thresholds that fall from one star to the next', () => {
    const thresholds = defaultProgrammeConfig('cards').thresholds.map((threshold) => ({ ...threshold }))
    thresholds[2] = { personal: '1500', team: '100000' }
    const result = programmeConfigSchemas.cards.safeParse({ thresholds })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual(['thresholds'])
  })

  it('lists every programme', () => {
    expect(programmeNames).toEqual(['settlement', 'mint', 'product', 'miner', 'pledge', 'fund', 'partner', 'sm', 'nft', 'cmarket', 'game', 'cards'])
  })
})
