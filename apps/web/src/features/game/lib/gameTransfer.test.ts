import { describe, expect, it } from 'vitest'
import { checkTransfer, receiveOf, type GameConfig } from './gameTransfer.ts'

const config: GameConfig = { fee_rate: '0.0333', min_amount: '10', max_amount: '700', status: '1', token: 'HAP' }
const e18 = 10n ** 18n

describe('game transfer rules', () => {
  it('receives amount − amount × fee_rate, the fee rounded up to the base unit', () => {
    expect(receiveOf(123_456_789_012_345_678_901n, '0.0333')).toEqual({ fee: 4_111_111_074_111_111_108n, receive: 119_345_677_938_234_567_793n })
    expect(receiveOf(10n * e18, '0')).toEqual({ fee: 0n, receive: 10n * e18 })
  })

  it("blocks on status '0' first, then out of range, then above the balance", () => {
    expect(checkTransfer({ ...config, status: '0' }, 1n, 0n)).toEqual({ kind: 'blocked', messageKey: 'game.h175' })
    expect(checkTransfer(config, 10n * e18 - 1n, 10n ** 30n)).toEqual({ kind: 'blocked', messageKey: 'game.h176' })
    expect(checkTransfer(config, 700n * e18 + 1n, 10n ** 30n)).toEqual({ kind: 'blocked', messageKey: 'game.h176' })
    expect(checkTransfer(config, 20n * e18, 20n * e18 - 1n)).toEqual({ kind: 'blocked', messageKey: 'game.h180' })
    expect(checkTransfer(config, 20n * e18, 20n * e18)).toEqual({ kind: 'ok' })
  })
})
