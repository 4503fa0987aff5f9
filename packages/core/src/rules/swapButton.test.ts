import { describe, expect, test } from 'vitest'
import { fraction } from '../amount/fraction.ts'
import { swapButtonState, type SwapButtonParameters } from './swapButton.ts'

const ready: SwapButtonParameters = {
  connected: true,
  pairBlocked: false,
  noLiquidity: false,
  amountIn: 10n,
  balanceIn: 100n,
  tokensSelected: true,
  wrap: undefined,
  needsApproval: false,
  approving: false,
  priceImpact: fraction(1n, 100n),
  expert: false,
  swapping: false,
}

/** Every condition at once, so each rule is seen to win over all that follow it. */
const everythingWrong: SwapButtonParameters = {
  ...ready,
  pairBlocked: true,
  noLiquidity: true,
  amountIn: 1000n,
  tokensSelected: false,
  needsApproval: true,
  priceImpact: fraction(1n, 2n),
}

describe('swapButtonState', () => {
  test('follows the spec precedence, the first applicable rule wins', () => {
    const steps: [Partial<SwapButtonParameters>, string][] = [
      [{ connected: false }, 'connectWallet'],
      [{}, 'pairBlocked'],
      [{ pairBlocked: false }, 'insufficientLiquidity'],
      [{ pairBlocked: false, noLiquidity: false, amountIn: undefined }, 'enterAmount'],
      [{ pairBlocked: false, noLiquidity: false, amountIn: 0n }, 'enterAmount'],
      [{ pairBlocked: false, noLiquidity: false }, 'insufficientBalance'],
      [{ pairBlocked: false, noLiquidity: false, amountIn: 10n }, 'selectToken'],
      [{ pairBlocked: false, noLiquidity: false, amountIn: 10n, tokensSelected: true }, 'approve'],
      [{ pairBlocked: false, noLiquidity: false, amountIn: 10n, tokensSelected: true, needsApproval: false, wrap: 'wrap' }, 'wrap'],
      [{ pairBlocked: false, noLiquidity: false, amountIn: 10n, tokensSelected: true, needsApproval: false }, 'priceImpactTooHigh'],
      [{ pairBlocked: false, noLiquidity: false, amountIn: 10n, tokensSelected: true, needsApproval: false, expert: true }, 'swap'],
    ]
    expect(steps.map(([change]) => swapButtonState({ ...everythingWrong, ...change }).code)).toEqual(steps.map(([, code]) => code))
  })

  test('disabled and loading states', () => {
    expect(swapButtonState({ ...ready, connected: false })).toEqual({ code: 'connectWallet', disabled: false, loading: false })
    expect(swapButtonState(ready)).toEqual({ code: 'swap', disabled: false, loading: false })
    expect(swapButtonState({ ...ready, swapping: true })).toEqual({ code: 'swap', disabled: true, loading: true })
    expect(swapButtonState({ ...ready, needsApproval: true, approving: true })).toEqual({ code: 'approve', disabled: true, loading: true })
    expect(swapButtonState({ ...ready, amountIn: undefined })).toEqual({ code: 'enterAmount', disabled: true, loading: false })
  })

  test('wrap and unwrap need neither a route nor an approval', () => {
    expect(swapButtonState({ ...ready, wrap: 'unwrap', noLiquidity: true, needsApproval: true }).code).toBe('unwrap')
  })

  test('an unknown balance is not judged yet', () => {
    expect(swapButtonState({ ...ready, balanceIn: undefined }).code).toBe('swap')
    expect(swapButtonState({ ...ready, amountIn: 100n }).code).toBe('swap')
    expect(swapButtonState({ ...ready, amountIn: 101n }).code).toBe('insufficientBalance')
  })
})
