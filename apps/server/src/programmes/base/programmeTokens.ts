import { ApiError } from '../../http/apiError.ts'
import type { TokenSettings } from '../../modules/wallet/tokenCatalog.ts'
import type { ProgrammeContext } from './programmeContext.ts'

/** Programme configs name tokens by symbol ('HAP', 'USDT'); the ledger keys them by id. */
export async function tokenBySymbol(ctx: Pick<ProgrammeContext, 'tokens'>, symbol: string): Promise<TokenSettings> {
  const token = (await ctx.tokens.all()).find((candidate) => candidate.symbol === symbol)
  if (token === undefined) throw new ApiError('wallet.token_unknown', { detail: symbol })
  return token
}
