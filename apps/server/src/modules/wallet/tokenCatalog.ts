import { formatAmount } from '@hapdex/core/amount/formatAmount'
import { isWireAmount, parseWireAmount } from '@hapdex/core/amount/wireAmount'
import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import { getAddress, type Address } from 'viem'
import type { Db } from '../../db/database.ts'
import { ApiError } from '../../http/apiError.ts'

export interface TokenSettings {
  id: number
  symbol: string
  decimals: number
  logo: string
  /** From the chain config's token list by symbol; undefined when this chain does not list it. */
  contract: Address | undefined
  minDeposit: bigint
  minWithdraw: bigint
  withdrawFeeRate: string
  withdrawMinFee: bigint
  withdrawMaxFee: bigint
  transferFeeRate: string
  minTransfer: bigint
  /** Base units; undefined: the deployment's default (withdrawLimits.ts). */
  withdrawReviewThreshold: bigint | undefined
  withdrawDailyLimit: bigint | undefined
}

/**
 * Token settings change rarely; a short cache saves a query on every money call. An operator's
 * change reaches every process at once (forget); this bounds what a missed notification costs.
 */
const CACHE_MS = 5_000

export interface TokenCatalog {
  all(): Promise<TokenSettings[]>
  byId(id: number): Promise<TokenSettings>
  byContract(contract: string): Promise<TokenSettings | undefined>
  /** The settings changed (an operator, on any process): they are read again at once. */
  forget(): void
}

/**
 * Callers read tokens inside their own transactions. On PGlite (one connection) a query of the
 * catalog's own would wait for that transaction, which waits for the query: so an expired cache is
 * answered from the previous read while a fresh one runs beside it, and the first read starts
 * when the catalog is made, ahead of any transaction.
 */
export function createTokenCatalog(db: Db, chain: ChainConfig): TokenCatalog {
  const contracts = new Map(chain.tokens.map((token) => [token.symbol, getAddress(token.address)]))
  let cached: { at: number; tokens: Promise<TokenSettings[]> } | undefined
  let refreshing = false
  // A change told while a read is under way may have committed after that read began.
  let readAgain = false
  const refresh = () => {
    if (refreshing) return void (readAgain = true)
    refreshing = true
    const tokens = loadTokens(db, contracts)
    tokens
      .then(() => (cached = { at: Date.now(), tokens }), () => undefined)
      .finally(() => {
        const again = readAgain
        refreshing = false
        readAgain = false
        if (again) refresh()
      })
  }
  const all = () => {
    if (cached === undefined) {
      const tokens = loadTokens(db, contracts)
      cached = { at: Date.now(), tokens }
      tokens.catch(() => (cached = undefined))
    } else if (Date.now() - cached.at > CACHE_MS && !refreshing) {
      refresh()
    }
    return cached.tokens
  }
  void all().catch(() => undefined)
  return {
    all,
    async byId(id) {
      const token = (await all()).find((candidate) => candidate.id === id)
      if (token === undefined) throw new ApiError('wallet.token_unknown')
      return token
    },
    async byContract(contract) {
      const wanted = contract.toLowerCase()
      return (await all()).find((token) => token.contract?.toLowerCase() === wanted)
    },
    // Read again now, beside any transaction, for the reason above: until it answers, the previous read does.
    forget: refresh,
  }
}

async function loadTokens(db: Db, contracts: Map<string, Address>): Promise<TokenSettings[]> {
  const rows = await db.selectFrom('tokens').selectAll().orderBy('sort_order').orderBy('id').execute()
  return rows.map((row) => ({
    id: row.id,
    symbol: row.symbol,
    decimals: row.decimals,
    logo: row.logo,
    contract: contracts.get(row.symbol),
    minDeposit: BigInt(row.min_deposit),
    minWithdraw: BigInt(row.min_withdraw),
    withdrawFeeRate: row.withdraw_fee_rate,
    withdrawMinFee: BigInt(row.withdraw_min_fee),
    withdrawMaxFee: BigInt(row.withdraw_max_fee),
    transferFeeRate: row.transfer_fee_rate,
    minTransfer: BigInt(row.min_transfer),
    withdrawReviewThreshold: row.withdraw_review_threshold === null ? undefined : BigInt(row.withdraw_review_threshold),
    withdrawDailyLimit: row.withdraw_daily_limit === null ? undefined : BigInt(row.withdraw_daily_limit),
  }))
}

/** Base units to the wire's decimal string. */
export function toDecimal(value: bigint, token: { decimals: number }): string {
  return value < 0n ? `-${formatAmount(-value, token.decimals)}` : formatAmount(value, token.decimals)
}

/** A token of a catalogue read earlier, by id; one since removed is named by its id (at 18 decimals). */
export function catalogToken(tokens: readonly TokenSettings[], tokenId: number): { symbol: string; decimals: number } {
  return tokens.find((candidate) => candidate.id === tokenId) ?? { symbol: String(tokenId), decimals: 18 }
}

/** The most base units one amount may move: far inside numeric(78,0), so balances summing many still fit. */
export const MAX_AMOUNT_UNITS = 10n ** 60n - 1n

/**
 * A wire amount in base units (the request schemas already hold it to the canonical spelling):
 * anything else is wallet.amount_format, never read around a comma; more decimals than the token
 * has, or not above zero, is d79's error.
 */
export function parsePositiveAmount(text: string, token: { decimals: number }): bigint {
  if (!isWireAmount(text)) throw new ApiError('wallet.amount_format')
  let value: bigint
  try {
    value = parseWireAmount(text, token.decimals)
  } catch (cause) {
    throw new ApiError('wallet.amount_invalid', { detail: `not an amount with at most ${token.decimals} decimals`, cause })
  }
  if (value <= 0n) throw new ApiError('wallet.amount_invalid')
  if (value > MAX_AMOUNT_UNITS) throw new ApiError('wallet.amount_too_large')
  return value
}
