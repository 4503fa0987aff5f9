import { describe, expect, it } from 'vitest'
import { claimView, isZeroAmount, startButtonView } from './minerView.ts'

describe('startButtonView', () => {
  it('lets a startable miner start', () => {
    expect(startButtonView(0, 0)).toEqual({ disabled: false, countdown: null })
  })

  it('disables a running miner and labels it with the time left', () => {
    expect(startButtonView(1, 86_399)).toEqual({ disabled: true, countdown: '23:59:59' })
    expect(startButtonView(1, 0)).toEqual({ disabled: true, countdown: '00:00:00' })
  })
})

describe('claimView', () => {
  it('looks disabled over a zero balance in any spelling', () => {
    expect(claimView('0')).toEqual({ empty: true, variant: 'secondary' })
    expect(claimView('0.000')).toEqual({ empty: true, variant: 'secondary' })
    expect(isZeroAmount('')).toBe(true)
  })

  it('is the primary action when something can be claimed', () => {
    expect(claimView('0.0001')).toEqual({ empty: false, variant: 'primary' })
    expect(claimView('30')).toEqual({ empty: false, variant: 'primary' })
  })
})
