import { describe, expect, it } from 'vitest'
import { oldMintAmount, oldMintProblem, releasePercent } from './oldMintRules.ts'

const base = { decimals: 18, parentId: 7, canBuy: '1000' }

describe('old mint checks', () => {
  it('checks the limit (d95) before the referrer (d94), as spec 2 section 5 lists them', () => {
    expect(oldMintProblem({ ...base, parentId: 0, text: '5000' })).toBe('d95')
    expect(oldMintProblem({ ...base, parentId: 0, text: '5' })).toBe('d94')
  })

  it('refuses more than can_buy (d95), and allows exactly it', () => {
    expect(oldMintProblem({ ...base, text: '1000.000000000000000001' })).toBe('d95')
    expect(oldMintProblem({ ...base, text: '1,000' })).toBeUndefined()
    expect(oldMintProblem({ ...base, text: '1' })).toBeUndefined()
  })

  it('names a malformed or zero amount', () => {
    expect(oldMintProblem({ ...base, text: 'abc' })).toBe('invalid')
    // Never '1,5' read as 15 (issue 15): a comma groups thousands only.
    expect(oldMintProblem({ ...base, text: '1,5' })).toBe('invalid')
    expect(oldMintProblem({ ...base, text: '1.5', decimals: 0 })).toBe('invalid')
    expect(oldMintProblem({ ...base, text: '0.0' })).toBe('zero')
  })

  it('shows release progress as released over release amount', () => {
    expect(releasePercent('0', '200')).toBe(0)
    expect(releasePercent('50', '200')).toBe(25)
    expect(releasePercent('200', '200')).toBe(100)
    expect(releasePercent('0', '0')).toBe(100)
  })
})

describe('oldMintAmount', () => {
  it('sends the parsed amount in the API spelling', () => {
    expect(oldMintAmount('1,000.50', 18)).toBe('1000.5')
    expect(oldMintAmount(' 7 ', 18)).toBe('7')
  })
})
