import { describe, expect, it } from 'vitest'
import { nodeAction, nodeProgressPercent } from './nodeView.ts'

describe('node view', () => {
  it('fills the progress bar with valid directs against the need, full at or above it', () => {
    expect(nodeProgressPercent(0, 10)).toBe(0)
    expect(nodeProgressPercent(3, 10)).toBe(30)
    expect(nodeProgressPercent(10, 10)).toBe(100)
    expect(nodeProgressPercent(14, 10)).toBe(100)
    expect(nodeProgressPercent(1, 3)).toBe(33)
    expect(nodeProgressPercent(5, 0)).toBe(50)
  })

  it('labels level 1 by node_level < 1 and level 2 by node_level < 2', () => {
    const at = (nodeLevel: number, validDirects = 10) => ({ nodeLevel, validDirects, need: 10 })
    expect(nodeAction(1, at(0, 3))).toBe('level1Pending')
    expect(nodeAction(1, at(1))).toBe('level1Reached')
    expect(nodeAction(1, at(2))).toBe('level1Reached')
    expect(nodeAction(2, at(0))).toBe('level2Buy')
    expect(nodeAction(2, at(1))).toBe('level2Buy')
    expect(nodeAction(2, at(2))).toBe('level2Owned')
    expect(nodeAction(3, at(2))).toBe('locked')
    expect(nodeAction(0, at(0))).toBe('none')
  })

  it('never says level 1 was reached when a bought level 2 holds it with fewer referrals than the need', () => {
    expect(nodeAction(1, { nodeLevel: 2, validDirects: 0, need: 10 })).toBe('level1Included')
    expect(nodeAction(1, { nodeLevel: 2, validDirects: 9, need: 10 })).toBe('level1Included')
  })
})
