import { hasTooManyDecimals } from '../../../lib/amountInput.ts'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { fraction, type Fraction } from '@hapdex/core/amount/fraction'
import { isFirstProvider, liquidityMinted, shareAfterDeposit } from '@hapdex/core/amm/liquidity'
import { quote } from '@hapdex/core/amm/quote'
import { formatAmount } from '@hapdex/core/amount/formatAmount'
import { sameToken, type Token } from '../tokens/token.ts'

export type Side = 'a' | 'b'

export type AddForm = {
  readonly a: Token | undefined
  readonly b: Token | undefined
  readonly textA: string
  readonly textB: string
  /** The side typed last: the other is computed from the reserves unless the user is the first provider. */
  readonly side: Side
}

export type AddFormAction =
  | { readonly type: 'type'; readonly side: Side; readonly text: string }
  | { readonly type: 'select'; readonly side: Side; readonly token: Token }
  | { readonly type: 'clear' }

export function addFormReducer(form: AddForm, action: AddFormAction): AddForm {
  switch (action.type) {
    case 'type':
      if (!/^[\d,]*\.?\d*$/.test(action.text)) return form
      return action.side === 'a' ? { ...form, textA: action.text, side: 'a' } : { ...form, textB: action.text, side: 'b' }
    case 'select': {
      const other = action.side === 'a' ? form.b : form.a
      // Picking the other side's token swaps the two, as the swap screen does.
      if (sameToken(other, action.token)) return { ...form, a: form.b, b: form.a, textA: form.textB, textB: form.textA, side: form.side === 'a' ? 'b' : 'a' }
      return action.side === 'a' ? { ...form, a: action.token } : { ...form, b: action.token }
    }
    case 'clear':
      return { ...form, textA: '', textB: '' }
  }
}

/** The pair's reserves oriented as a/b with its LP supply; undefined when the pair does not exist. */
export type PoolState = { readonly reserveA: bigint; readonly reserveB: bigint; readonly totalSupply: bigint } | undefined

export type AddQuote = {
  readonly firstProvider: boolean
  readonly textA: string
  readonly textB: string
  readonly amountA: bigint | undefined
  readonly amountB: bigint | undefined
  /** LP tokens the deposit mints and the share of the pool after it. */
  readonly minted: bigint | undefined
  readonly share: Fraction | undefined
  /** B per A of the pool (or of the typed amounts for a first provider). */
  readonly price: Fraction | undefined
}

function tryParse(text: string, token: Token | undefined): bigint | undefined {
  if (!token || text.trim() === '') return undefined
  try {
    return parseAmount(text, token.decimals)
  } catch {
    return undefined
  }
}

/** Both amounts, the price and the share the deposit would get. */
export function addQuote(form: AddForm, pool: PoolState): AddQuote {
  const firstProvider = !pool || isFirstProvider(pool.reserveA, pool.reserveB, pool.totalSupply)
  let textA = form.textA
  let textB = form.textB
  let amountA = tryParse(textA, form.a)
  let amountB = tryParse(textB, form.b)
  if (!firstProvider && pool && form.a && form.b) {
    if (form.side === 'a') {
      amountB = amountA ? quote(amountA, pool.reserveA, pool.reserveB) : undefined
      textB = amountB === undefined ? '' : formatAmount(amountB, form.b.decimals)
    } else {
      amountA = amountB ? quote(amountB, pool.reserveB, pool.reserveA) : undefined
      textA = amountA === undefined ? '' : formatAmount(amountA, form.a.decimals)
    }
  }
  const price = firstProvider ? (amountA && amountB ? scaledPrice(amountA, amountB, form) : undefined) : pool && form.a && form.b ? scaledPrice(pool.reserveA, pool.reserveB, form) : undefined
  const minted = amountA !== undefined && amountB !== undefined && amountA > 0n && amountB > 0n ? liquidityMinted({ amountA, amountB, reserveA: pool?.reserveA ?? 0n, reserveB: pool?.reserveB ?? 0n, totalSupply: pool?.totalSupply ?? 0n }) : undefined
  const share = minted === undefined ? undefined : shareAfterDeposit(minted, firstProvider ? 0n : (pool?.totalSupply ?? 0n))
  return { firstProvider, textA, textB, amountA, amountB, minted, share, price }
}

/** B per A in whole tokens: (b / 10^decB) / (a / 10^decA). */
function scaledPrice(a: bigint, b: bigint, form: AddForm): Fraction | undefined {
  if (!form.a || !form.b || a === 0n) return undefined
  return fraction(b * 10n ** BigInt(form.a.decimals), a * 10n ** BigInt(form.b.decimals))
}

export function invert(price: Fraction): Fraction | undefined {
  return price.numerator === 0n ? undefined : fraction(price.denominator, price.numerator)
}

export type AddButtonCode = 'connectWallet' | 'selectToken' | 'enterAmount' | 'tooManyDecimals' | 'insufficientBalance' | 'insufficientLiquidity' | 'approve' | 'supply'

export type AddButtonInput = {
  readonly connected: boolean
  readonly a: Token | undefined
  readonly b: Token | undefined
  readonly quote: AddQuote
  readonly balanceA: bigint | undefined
  readonly balanceB: bigint | undefined
  /** Tokens whose allowance is below the amount (the approve buttons show above). */
  readonly needsApproval: boolean
  /** The typed texts, to tell too many decimals from no amount (issue 17). */
  readonly textA?: string | undefined
  readonly textB?: string | undefined
}

/** The supply button, in precedence order; the symbol names the side that is short. */
export function addButtonState({ connected, a, b, quote, balanceA, balanceB, needsApproval, textA = '', textB = '' }: AddButtonInput): { code: AddButtonCode; symbol?: string; decimals?: number } {
  if (!connected) return { code: 'connectWallet' }
  if (!a || !b) return { code: 'selectToken' }
  const { amountA, amountB } = quote
  if (!amountA || !amountB) {
    // More decimals than the token has is not an empty amount: the button says why (issue 17).
    if (hasTooManyDecimals(textA, a.decimals)) return { code: 'tooManyDecimals', symbol: a.symbol, decimals: a.decimals }
    if (hasTooManyDecimals(textB, b.decimals)) return { code: 'tooManyDecimals', symbol: b.symbol, decimals: b.decimals }
    return { code: 'enterAmount' }
  }
  // Spec 5: add-liquidity checks both sides.
  if (balanceA !== undefined && amountA > balanceA) return { code: 'insufficientBalance', symbol: a.symbol }
  if (balanceB !== undefined && amountB > balanceB) return { code: 'insufficientBalance', symbol: b.symbol }
  if (quote.minted === 0n) return { code: 'insufficientLiquidity' }
  if (needsApproval) return { code: 'approve' }
  return { code: 'supply' }
}
