import type { ApprovalKind } from '@hapdex/core/api/operatorRequests'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import type { ApprovalRule, Config } from '../../../config.ts'
import type { Db } from '../../../db/database.ts'
import { ApiError } from '../../../http/apiError.ts'
import type { TokenCatalog, TokenSettings } from '../../wallet/tokenCatalog.ts'

export interface ApprovalNeed {
  kind: ApprovalKind
  /** 'kind:id' of what the action changes, as its audit entry will name it. */
  target: string
}

interface ActionAmount {
  token: TokenSettings
  amount: bigint
}

export interface ApprovalContext {
  config: Config
  db: Db
  tokens: TokenCatalog
}

/** Whether two operators are configured: with one, every action takes effect at once (the devnet's default). */
export const twoOperators = (config: Config) => config.adminAddresses.length >= 2

/**
 * The rule an operator action falls under, if any: every action of a kind, or only above an
 * amount of a token (a withdrawal's own amount, a credit's or a funding's). Undefined: the action
 * takes effect at once.
 */
export async function approvalNeeded(ctx: ApprovalContext, path: string, input: Record<string, unknown>): Promise<ApprovalNeed | undefined> {
  if (!twoOperators(ctx.config)) return undefined
  const action = await actionOf(ctx, path, input)
  if (action === undefined) return undefined
  const rules = ctx.config.approvalRules.filter((rule) => rule.kind === action.kind)
  return rules.some((rule) => applies(rule, action.amount)) ? { kind: action.kind, target: action.target } : undefined
}

function applies(rule: ApprovalRule, amount: ActionAmount | undefined): boolean {
  if (rule.above === null) return true
  if (amount === undefined || (rule.token !== null && rule.token !== amount.token.symbol)) return false
  return amount.amount > parseAmount(rule.above, amount.token.decimals)
}

async function actionOf(ctx: ApprovalContext, path: string, input: Record<string, unknown>): Promise<{ kind: ApprovalKind; target: string; amount?: ActionAmount } | undefined> {
  const programme = /^\/admin\/programmes\/([a-z]+)$/.exec(path)
  if (programme !== null) return { kind: 'programme.config', target: `programme_config:${programme[1]}` }
  switch (path) {
    case '/admin/withdraw/approve':
      return { kind: 'withdraw.approve', target: `withdraw_order:${String(input['id'])}`, ...(await withdrawalAmount(ctx, Number(input['id']))) }
    case '/admin/treasury/credit':
      return { kind: 'treasury.credit', target: `treasury:${String(input['token_id'])}`, ...(await inputAmount(ctx, input)) }
    case '/admin/pools/fund':
      return { kind: 'pool.fund', target: `${String(input['pool'])}:${String(input['token_id'])}`, ...(await inputAmount(ctx, input)) }
    case '/admin/deposit/release':
      return { kind: 'deposit.release', target: `deposit:${String(input['id'])}` }
    case '/admin/token/save':
      return { kind: 'token.save', target: `token:${String(input['id'])}` }
    default:
      return undefined
  }
}

async function inputAmount(ctx: ApprovalContext, input: Record<string, unknown>): Promise<{ amount?: ActionAmount }> {
  // Only an unknown token is "no amount" (the action refuses it itself); a database that fails fails the call, never lets it past the rule.
  const token = await ctx.tokens.byId(Number(input['token_id'])).catch((error: unknown) => {
    if (error instanceof ApiError && error.key === 'wallet.token_unknown') return undefined
    throw error
  })
  if (token === undefined || typeof input['amount'] !== 'string') return {}
  const amount = safeAmount(input['amount'], token.decimals)
  return amount === undefined ? {} : { amount: { token, amount } }
}

async function withdrawalAmount(ctx: ApprovalContext, id: number): Promise<{ amount?: ActionAmount }> {
  const order = await ctx.db.selectFrom('withdraw_orders').select(['token_id', 'amount']).where('id', '=', String(id)).executeTakeFirst()
  if (order === undefined) return {}
  const token = await ctx.tokens.byId(Number(order.token_id))
  return { amount: { token, amount: BigInt(order.amount) } }
}

/** An amount the action itself will refuse counts as none here: the action's own validation answers it. */
function safeAmount(text: string, decimals: number): bigint | undefined {
  try {
    return parseAmount(text, decimals)
  } catch {
    return undefined
  }
}
