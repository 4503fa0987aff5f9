import { gameTransferSignedParams, gameTransferStatuses, gameTransferTypes, type gameTransferIn, type gameEncryptAddress } from '@hapdex/core/api/game'
import { signedActionTitles } from '@hapdex/core/api/signedAction'
import { mulRate } from '@hapdex/core/amount/mulRate'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import type { z } from 'zod'
import type { SessionUser } from '../../auth/authPlugin.ts'
import { requireSignedAction, requireSignedPosting } from '../../auth/signedAction.ts'
import { ApiError } from '../../http/apiError.ts'
import { userBalances } from '../../modules/wallet/ledger.ts'
import { parsePositiveAmount, toDecimal, type TokenSettings } from '../../modules/wallet/tokenCatalog.ts'
import { enqueueOutboxJob } from '../base/outbox/enqueueOutboxJob.ts'
import { programmeService, type ProgrammeContext } from '../base/programmeContext.ts'
import { tokenBySymbol } from '../base/programmeTokens.ts'
import { gamePaths, GameServiceError, httpGameService, type GameDirection, type GameService } from './gameService.ts'
import { signGameToken } from './gameToken.ts'
import { gameTables, type GameTransferState } from './game.table.ts'
import { gameTransferHandler, gameUnitsOf, openGameTransfer, type GameTransferPayload } from './gameTransfers.ts'

/** Without a configured service every call fails as unreachable: game.unavailable to users, pending transfers stay pending. */
const absentService: GameService = {
  balance: () => Promise.reject(new GameServiceError('GAME_SERVICE_URL is not set')),
  transfer: () => Promise.reject(new GameServiceError('GAME_SERVICE_URL is not set')),
  settle: () => Promise.reject(new GameServiceError('GAME_SERVICE_URL is not set')),
}

/** The game service client of this context: a test's replacement, or HTTP to GAME_SERVICE_URL. */
export function gameServiceOf(ctx: ProgrammeContext): GameService {
  return programmeService(ctx, 'game', ({ game }) =>
    game.serviceUrl === undefined || game.secret === undefined ? absentService : httpGameService({ url: game.serviceUrl, secret: game.secret, timeoutMs: game.timeoutMs }),
  )
}

export async function gameConfigView(ctx: ProgrammeContext) {
  const config = await ctx.configs.get('game')
  return { fee_rate: config.fee_rate, min_amount: config.min_amount, max_amount: config.max_amount, status: config.status, token: config.token }
}

async function gameBalance(ctx: ProgrammeContext, address: string): Promise<bigint> {
  try {
    return await gameServiceOf(ctx).balance(address)
  } catch (error) {
    throw new ApiError('game.unavailable', { cause: error })
  }
}

const usableOf = async (ctx: ProgrammeContext, userId: number, token: TokenSettings) => (await userBalances(ctx.db, userId)).get(token.id)?.usable ?? 0n

export async function gameNumber(ctx: ProgrammeContext, user: SessionUser) {
  const config = await ctx.configs.get('game')
  const token = await tokenBySymbol(ctx, config.token)
  const [units, usable] = await Promise.all([gameBalance(ctx, user.address), usableOf(ctx, user.id, token)])
  return { number: toDecimal(units, token), usable: toDecimal(usable, token), token: token.symbol }
}

/**
 * `Game Encrypt Address`: a signed request (its nonce consumed, so a replay is refused) answers a
 * token the game site accepts for a few minutes and the link carrying it as token_value. Its
 * expiry is on the system clock, not the devnet's movable one: the game service keeps real time.
 */
export async function encryptAddress(ctx: ProgrammeContext, user: SessionUser, input: z.output<(typeof gameEncryptAddress)['input']>) {
  const { secret, serviceUrl, siteUrl, tokenTtlSeconds } = ctx.config.game
  await requireSignedAction(ctx.db, user, { title: signedActionTitles.gameEncryptAddress, params: [], signed: input }, async () => undefined)
  const site = siteUrl ?? (serviceUrl === undefined ? undefined : `${serviceUrl.replace(/\/+$/, '')}${gamePaths.site}`)
  if (secret === undefined || site === undefined) throw new ApiError('game.unavailable')
  const expiresAt = Math.floor(Date.now() / 1000) + tokenTtlSeconds
  const token = signGameToken(secret, { address: user.address, expiresAt })
  const url = new URL(site)
  url.searchParams.set('token_value', token)
  return { token, url: url.toString(), expires_at: new Date(expiresAt * 1000).toISOString() }
}

type TransferInput = z.output<(typeof gameTransferIn)['input']>

const statusOf: Record<GameTransferState, (typeof gameTransferStatuses)[keyof typeof gameTransferStatuses]> = gameTransferStatuses
const stateOf = new Map<number, GameTransferState>([[1, 'pending'], [2, 'confirmed'], [3, 'reversed']])

interface TransferRow {
  id: string
  created_at: Date
  direction: GameDirection
  amount: string
  fee: string
  real_amount: string
  status: GameTransferState
}

const transferView = (row: TransferRow, token: TokenSettings) => ({
  id: Number(row.id),
  created_at: row.created_at.toISOString(),
  type: gameTransferTypes[row.direction],
  amount: toDecimal(BigInt(row.amount), token),
  real_amount: toDecimal(BigInt(row.real_amount), token),
  fee: toDecimal(BigInt(row.fee), token),
  token: token.symbol,
  status: statusOf[row.status],
})

/**
 * `Game Transfer In` / `Game Transfer Out`. Refused before anything moves: status '0' (lang.h175),
 * outside min..max (lang.h176), above the source side's balance (lang.h180: usable going in, the
 * game balance coming out), a bad or replayed signature. Otherwise phase one commits with its
 * outbox job, and the transfer answers pending ('1'); the worker carries it on.
 */
export async function requestGameTransfer(ctx: ProgrammeContext, user: SessionUser, direction: GameDirection, input: TransferInput) {
  const config = await ctx.configs.get('game')
  if (config.status === '0') throw new ApiError('game.closed')
  const token = await tokenBySymbol(ctx, config.token)
  const amount = parsePositiveAmount(input.amount, token)
  const fee = mulRate(amount, config.fee_rate, 'up')
  if (amount < parseAmount(config.min_amount, token.decimals) || amount > parseAmount(config.max_amount, token.decimals) || amount - fee <= 0n) throw new ApiError('game.amount_range')
  const balance = direction === 'in' ? await usableOf(ctx, user.id, token) : await gameBalance(ctx, user.address)
  if (amount > balance) throw new ApiError('game.above_balance')
  const key = `game-${direction}:${input.nonce}`
  const now = ctx.clock.now()
  const title = direction === 'in' ? signedActionTitles.gameTransferIn : signedActionTitles.gameTransferOut
  const transfer = { key, userId: user.id, address: user.address, tokenId: token.id, direction, amount, fee }
  const handler = gameTransferHandler(() => gameServiceOf(ctx), () => ctx.clock.now())
  const id = await requireSignedPosting(ctx.db, user, { title, params: gameTransferSignedParams(input), signed: input }, async (trx, guard) => {
    const transferId = await openGameTransfer(trx, transfer, guard, now)
    const payload: GameTransferPayload = { transfer_id: transferId, address: user.address.toLowerCase(), direction, units: gameUnitsOf(transfer).toString() }
    await enqueueOutboxJob(trx, handler, { key, payload, at: now })
    return transferId
  })
  const row = await gameTables(ctx.db).selectFrom('game_transfers').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  return transferView(row, token)
}

export async function gameTransferList(ctx: ProgrammeContext, userId: number, input: { page: number; page_size: number; status: number }) {
  let query = gameTables(ctx.db).selectFrom('game_transfers').selectAll().where('user_id', '=', userId)
  const state = stateOf.get(input.status)
  if (state !== undefined) query = query.where('status', '=', state)
  const rows = await query.orderBy('id', 'desc').limit(input.page_size).offset((input.page - 1) * input.page_size).execute()
  const tokens = new Map<number, TokenSettings>()
  const list = []
  for (const row of rows) {
    const token = tokens.get(row.token_id) ?? (await ctx.tokens.byId(row.token_id))
    tokens.set(row.token_id, token)
    list.push(transferView(row, token))
  }
  return { list, page: input.page, page_size: input.page_size }
}
