import type { Fraction } from '../amount/fraction.ts'
import { isPriceImpactBlocked } from './priceImpact.ts'

/**
 * What the swap button shows. The UI translates codes: insufficientLiquidity is swap12,
 * enterAmount swap10, insufficientBalance swap11, selectToken swap13.
 */
export type SwapButtonCode =
  | 'connectWallet'
  | 'pairBlocked'
  | 'insufficientLiquidity'
  | 'enterAmount'
  | 'insufficientBalance'
  | 'selectToken'
  | 'approve'
  | 'wrap'
  | 'unwrap'
  | 'priceImpactTooHigh'
  | 'swap'

export type SwapButtonState = {
  readonly code: SwapButtonCode
  readonly disabled: boolean
  readonly loading: boolean
}

export type SwapButtonParameters = {
  connected: boolean
  /** Either token is the excluded token, or the pair is the blocked stable pair. */
  pairBlocked: boolean
  /** Both tokens and an amount are set, and no route gives any output. */
  noLiquidity: boolean
  /** The from side in base units, typed or computed; undefined when empty or not yet known. */
  amountIn: bigint | undefined
  /** The from token's balance; undefined while loading (not judged then). */
  balanceIn: bigint | undefined
  tokensSelected: boolean
  /** Native coin to its wrapped token (deposit) or back (withdraw); no router involved. */
  wrap: 'wrap' | 'unwrap' | undefined
  /** The from token is not the native coin and its allowance to the router is zero. */
  needsApproval: boolean
  approving: boolean
  priceImpact: Fraction | undefined
  expert: boolean
  swapping: boolean
}

/**
 * The swap button in the precedence of spec section 4: the first rule that applies wins.
 * Approval is not asked for a wrap or an unwrap, because deposit and withdraw on the wrapped
 * token spend no allowance.
 */
export function swapButtonState(parameters: SwapButtonParameters): SwapButtonState {
  const { amountIn, balanceIn, wrap } = parameters
  if (!parameters.connected) return enabled('connectWallet')
  if (parameters.pairBlocked) return disabled('pairBlocked')
  if (parameters.noLiquidity && !wrap) return disabled('insufficientLiquidity')
  if (amountIn === undefined || amountIn === 0n) return disabled('enterAmount')
  if (balanceIn !== undefined && amountIn > balanceIn) return disabled('insufficientBalance')
  if (!parameters.tokensSelected) return disabled('selectToken')
  if (parameters.needsApproval && !wrap) return { code: 'approve', disabled: parameters.approving, loading: parameters.approving }
  if (wrap) return { code: wrap, disabled: parameters.swapping, loading: parameters.swapping }
  if (parameters.priceImpact && isPriceImpactBlocked(parameters.priceImpact, { expert: parameters.expert })) return disabled('priceImpactTooHigh')
  return { code: 'swap', disabled: parameters.swapping, loading: parameters.swapping }
}

const enabled = (code: SwapButtonCode): SwapButtonState => ({ code, disabled: false, loading: false })
const disabled = (code: SwapButtonCode): SwapButtonState => ({ code, disabled: true, loading: false })
