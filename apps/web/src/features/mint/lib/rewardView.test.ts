import { describe, expect, it } from 'vitest'
import { isZeroAmount, rewardCards } from './rewardView.ts'

describe('reward view', () => {
  it('has the four cards in claim type order', () => {
    expect(rewardCards.map((card) => card.type)).toEqual([0, 1, 2, 3])
    expect(rewardCards.map((card) => card.claimable)).toEqual(['cp_reward', 'share_reward', 'node_reward', 'super_node_reward'])
  })

  it('knows a zero balance in any spelling', () => {
    expect(isZeroAmount('0')).toBe(true)
    expect(isZeroAmount('0.000')).toBe(true)
    expect(isZeroAmount('0.0001')).toBe(false)
    expect(isZeroAmount('10')).toBe(false)
  })

})
