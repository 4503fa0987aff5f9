import { tokenBalance } from '../withdraw/hotFloat.ts'
import type { FigureGroup, FigureRound } from './figureRound.ts'
import type { FigureSources } from './figureSources.ts'
import { wholeTokens } from './wholeTokens.ts'

/**
 * What the hot wallet holds on chain, per listed token, in whole tokens (decision 0048: a float
 * of base units would lose precision above 2^53 base units, 0.009 of an 18-decimal token).
 */
export function hotWalletFigures(round: FigureRound, sources: FigureSources): FigureGroup {
  const balance = round.gauge({
    name: 'hapdex_hot_wallet_balance_tokens',
    help: 'What the hot wallet holds on chain, by token, in whole tokens: a float64 keeps about 15 significant digits, exact figures are on the console.',
    labelNames: ['token'],
  })
  return {
    name: 'hot_wallet',
    gauges: [balance],
    async read() {
      const owner = sources.hotWalletAddress
      if (owner === undefined) return () => undefined
      const tokens = (await sources.tokens.all()).flatMap((token) => (token.contract === undefined ? [] : [{ ...token, contract: token.contract }]))
      const held = await Promise.all(tokens.map(async (token) => ({ token, amount: await tokenBalance(sources, token.contract, owner) })))
      return () => held.forEach(({ token, amount }) => balance.set({ token: token.symbol }, wholeTokens(amount, token)))
    },
  }
}
