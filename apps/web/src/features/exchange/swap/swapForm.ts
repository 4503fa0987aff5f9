import { AmountParseError } from '@hapdex/core/amount/errors'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { hasTooManyDecimals } from '../../../lib/amountInput.ts'
import { sameToken, type Token } from '../tokens/token.ts'

/** Editing the from box means exact-in, the to box exact-out (spec 4, input source). */
export type InputSource = 'from' | 'to'

/** Only the typed side is state; the other side is always computed from it. */
export type SwapForm = {
  readonly from: Token | undefined
  readonly to: Token | undefined
  readonly typed: string
  readonly source: InputSource
}

export type SwapFormAction =
  | { readonly type: 'type'; readonly side: InputSource; readonly text: string }
  | { readonly type: 'select'; readonly side: InputSource; readonly token: Token }
  | { readonly type: 'turnAround' }
  | { readonly type: 'reset'; readonly from: Token | undefined; readonly to: Token | undefined }
  | { readonly type: 'clearAmount' }

const amountText = /^[\d,]*\.?\d*$/

export function swapFormReducer(state: SwapForm, action: SwapFormAction): SwapForm {
  switch (action.type) {
    case 'type':
      // Anything that is not a number being typed is ignored rather than shown (spec 5: numeric).
      if (!amountText.test(action.text)) return state
      return { ...state, typed: action.text, source: action.side }
    case 'select': {
      const other = action.side === 'from' ? state.to : state.from
      // Picking the token of the other side turns the pair around instead (spec 4).
      if (sameToken(other, action.token)) return turnAround(state)
      return action.side === 'from' ? { ...state, from: action.token } : { ...state, to: action.token }
    }
    case 'turnAround':
      return turnAround(state)
    case 'reset':
      return { from: action.from, to: action.to, typed: '', source: 'from' }
    case 'clearAmount':
      return { ...state, typed: '' }
  }
}

/** Tokens and amounts change places, so the typed amount moves to the other box and the source flips. */
function turnAround(state: SwapForm): SwapForm {
  return { from: state.to, to: state.from, typed: state.typed, source: state.source === 'from' ? 'to' : 'from' }
}

/** The typed amount in base units of its token; undefined when empty, unparsable or no token. */
export function typedAmount(form: SwapForm): bigint | undefined {
  const token = form.source === 'from' ? form.from : form.to
  if (!token || form.typed.trim() === '') return undefined
  try {
    return parseAmount(form.typed, token.decimals)
  } catch (error) {
    if (error instanceof AmountParseError) return undefined
    throw error
  }
}

/** The typed side's token when the typed text has more decimals than it: the input says so. */
export function tooManyDecimalsToken(form: SwapForm): Token | undefined {
  const token = form.source === 'from' ? form.from : form.to
  return token && hasTooManyDecimals(form.typed, token.decimals) ? token : undefined
}

/**
 * Spec 4 clearing rule: with the other token unset, or an empty or zero amount, the computed
 * side is empty and no price shows. Returns whether a quote should be computed at all.
 */
export function shouldQuote(form: SwapForm): boolean {
  const amount = typedAmount(form)
  return form.from !== undefined && form.to !== undefined && amount !== undefined && amount > 0n
}
