import { billBehaviorNames, PARENT_CHAIN_ID, type BillBehavior, type TokenConfig } from '@hapdex/core/api/wallet'
import type { Language } from '@hapdex/core/i18n/languages'
import { isReservedAddress } from '@hapdex/core/rules/reservedAddresses'
import { hasValidChecksum } from '@hapdex/core/chain/addressChecksum'
import { getAddress, type Address } from 'viem'
import { ApiError } from '../../http/apiError.ts'
import { listBills, toBillRecords, type BillFilter } from './bills.ts'
import { toDecimal, type TokenSettings } from './tokenCatalog.ts'
import { usdPrice } from './usdPrice.ts'
import type { WalletContext } from './walletContext.ts'

function asset(token: TokenSettings, usable: bigint, frozen: bigint) {
  return {
    token: token.symbol,
    token_id: token.id,
    logo: token.logo,
    decimals: token.decimals,
    contract: token.contract ?? '',
    usable: toDecimal(usable, token),
    frozen: toDecimal(frozen, token),
    balance: toDecimal(usable + frozen, token),
  }
}

export async function walletList(ctx: WalletContext, userId: number) {
  const [tokens, balances] = await Promise.all([ctx.tokens.all(), ctx.balances(userId)])
  return { list: tokens.map((token) => asset(token, balances.get(token.id)?.usable ?? 0n, balances.get(token.id)?.frozen ?? 0n)) }
}

export async function walletInfo(ctx: WalletContext, userId: number, tokenId: number) {
  const token = await ctx.tokens.byId(tokenId)
  const balance = (await ctx.balances(userId)).get(token.id)
  return asset(token, balance?.usable ?? 0n, balance?.frozen ?? 0n)
}

export async function walletInfoByKey(ctx: WalletContext, userId: number, tokenKey: string) {
  const tokens = await ctx.tokens.all()
  const token = tokens.find((candidate) => candidate.symbol === tokenKey)
  if (token === undefined) throw new ApiError('wallet.token_unknown')
  const usdt = tokens.find((candidate) => candidate.symbol === 'USDT')
  const [balance, price] = await Promise.all([ctx.balances(userId), usdPrice(ctx, token, usdt)])
  return { token: token.symbol, token_id: token.id, usable: toDecimal(balance.get(token.id)?.usable ?? 0n, token), usd_price: price }
}

export async function walletRecords(ctx: WalletContext, filter: BillFilter, language: Language) {
  const rows = await listBills(ctx.db, filter)
  return { list: await toBillRecords(rows, ctx.tokens, language), page: filter.page, page_size: filter.pageSize }
}

export function walletBehaviors(language: Language) {
  return {
    list: Object.entries(billBehaviorNames).map(([behavior, names]) => ({ behavior: Number(behavior), name: names[language] })),
  }
}

export function walletChainList(ctx: WalletContext) {
  return { list: [{ id: PARENT_CHAIN_ID, name: ctx.chain.NetWorkName, chain_id: ctx.chain.chainId }] }
}

export function tokenConfigOf(ctx: WalletContext, token: TokenSettings, kind: 'recharge' | 'withdraw'): TokenConfig {
  const isWithdraw = kind === 'withdraw'
  return {
    token: token.symbol,
    token_id: token.id,
    logo: token.logo,
    decimals: token.decimals,
    chain_list: token.contract === undefined ? [] : [{ parent_chain_id: PARENT_CHAIN_ID, chain_id: ctx.chain.chainId, contract: token.contract }],
    address: isWithdraw ? '' : (ctx.depositAddress ?? ''),
    min_amount: toDecimal(isWithdraw ? token.minWithdraw : token.minDeposit, token),
    fee_rate: isWithdraw ? token.withdrawFeeRate : '0',
    min_fee: isWithdraw ? toDecimal(token.withdrawMinFee, token) : '0',
    max_fee: isWithdraw ? toDecimal(token.withdrawMaxFee, token) : '0',
  }
}

/** Only tokens this chain lists can move on chain. */
export async function chainTokens(ctx: WalletContext): Promise<TokenSettings[]> {
  return (await ctx.tokens.all()).filter((token) => token.contract !== undefined)
}

export async function rechargeConfigs(ctx: WalletContext) {
  return { list: (await chainTokens(ctx)).map((token) => tokenConfigOf(ctx, token, 'recharge')) }
}

export async function getReceiver(ctx: WalletContext, chainParentId: number, tokenId: number) {
  if (chainParentId !== PARENT_CHAIN_ID) throw new ApiError('wallet.chain_unsupported')
  const token = await ctx.tokens.byId(tokenId)
  if (token.contract === undefined || ctx.depositAddress === undefined) throw new ApiError('wallet.token_unknown', { detail: 'not depositable on this chain' })
  return { address: ctx.depositAddress as Address, token_id: token.id, contract: token.contract, min_amount: toDecimal(token.minDeposit, token) }
}

/**
 * Where a withdrawal or transfer may go, checksummed: a mixed-case address must carry its EIP-55
 * checksum (the request schema checks it too), and no reserved address (zero, ours, the chain's contracts).
 */
export function destination(ctx: WalletContext, address: string): string {
  if (!hasValidChecksum(address)) throw new ApiError('wallet.address_checksum')
  if (isReservedAddress(address, ctx.reservedAddresses)) throw new ApiError('wallet.address_reserved')
  return getAddress(address)
}

export type { BillBehavior }
