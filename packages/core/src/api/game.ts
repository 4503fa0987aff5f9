import { z } from 'zod'
import { amount, pageNumber, pageSize } from './fields.ts'
import { builtOnFirstUse, defineEndpoint } from './endpoint.ts'
import { signedActionFields, signedActionTitles, type SignedActionMessageParameters } from './signedAction.ts'
import { decimalAmount } from './wallet.ts'

/**
 * The game market (spec 3 "Game"; PROGRAMMES.md "Game market"; docs/decisions/0031-game.md).
 * The game is another service: transfers are pending on our side until it confirms them.
 */

/** Spec 3's transfer record status: '1' on its way, '2' done, '3' given back (shown differently). */
export const gameTransferStatuses = { pending: '1', confirmed: '2', reversed: '3' } as const
export type GameTransferStatus = (typeof gameTransferStatuses)[keyof typeof gameTransferStatuses]

/** Spec 3's type: '0' into the game, '1' out of it. */
export const gameTransferTypes = { in: '0', out: '1' } as const

export const gameConfig = defineEndpoint({
  method: 'GET',
  path: '/game/config',
  auth: false,
  summary: "The game transfer config: fee_rate, min_amount, max_amount and status ('0' blocks transfers), and the token moved",
  schemas: () => ({
    input: z.object({}),
    output: z.object({ fee_rate: decimalAmount, min_amount: decimalAmount, max_amount: decimalAmount, status: z.enum(['0', '1']), token: z.string() }),
  }),
})

export const gameNumber = defineEndpoint({
  method: 'GET',
  path: '/game/number',
  auth: true,
  summary: "The caller's game balance, as the game service answers its getNumber call (data.number), and the caller's usable balance of the token",
  schemas: () => ({
    input: z.object({}),
    output: z.object({ number: decimalAmount, usable: decimalAmount, token: z.string() }),
  }),
})

export const gameEncryptAddress = defineEndpoint({
  method: 'POST',
  path: '/game/encrypt-address',
  auth: true,
  summary: `A short-lived token the game site accepts for the caller's address (HMAC, minutes), and the game link carrying it as token_value; signed '${signedActionTitles.gameEncryptAddress}'`,
  schemas: () => ({
    input: z.object(signedActionFields),
    output: z.object({ token: z.string(), url: z.string(), expires_at: z.string() }),
  }),
})

export function gameEncryptSignedParams(): SignedActionMessageParameters['params'] {
  return []
}

const transferRecord = z.lazy(() =>
  z.object({
    id: z.number().int(),
    created_at: z.string(),
    type: z.enum(['0', '1']),
    /** What was asked for. */
    amount: decimalAmount,
    /** What the receiving side gets: amount − amount × fee_rate. */
    real_amount: decimalAmount,
    fee: decimalAmount,
    token: z.string(),
    status: z.enum(['1', '2', '3']),
  }),
)

export const gameTransferList = defineEndpoint({
  method: 'GET',
  path: '/game/transfer/list',
  auth: true,
  summary: "The caller's game transfers, newest first; status -1 is all of them, or '1' pending, '2' done, '3' given back",
  schemas: () => ({
    input: z.object({ page: pageNumber, page_size: pageSize(10), status: z.coerce.number().int().min(-1).max(3).default(-1) }),
    output: z.object({ list: z.array(transferRecord), page: z.number().int(), page_size: z.number().int() }),
  }),
})

export const gameTransferParams = builtOnFirstUse(() => z.object({ amount }))

export function gameTransferSignedParams(input: z.input<ReturnType<typeof gameTransferParams>>): SignedActionMessageParameters['params'] {
  return [['amount', input.amount]]
}

const transferAnswer = z.lazy(() => transferRecord)

export const gameTransferIn = defineEndpoint({
  method: 'POST',
  path: '/game/transfer/in',
  auth: true,
  summary: `Asset wallet to game: the amount leaves usable at once and is pending until the game service confirms it (or given back if it refuses); signed '${signedActionTitles.gameTransferIn}'`,
  schemas: () => ({ input: gameTransferParams().extend(signedActionFields), output: transferAnswer }),
})

export const gameTransferOut = defineEndpoint({
  method: 'POST',
  path: '/game/transfer/out',
  auth: true,
  summary: `Game to asset wallet: pending until the game service has taken the amount off the game balance, then amount − fee reaches usable; signed '${signedActionTitles.gameTransferOut}'`,
  schemas: () => ({ input: gameTransferParams().extend(signedActionFields), output: transferAnswer }),
})

export const adminGameReconcile = defineEndpoint({
  method: 'POST',
  path: '/admin/game/reconcile',
  auth: true,
  summary: 'Operators: settles every pending game transfer against the game service record now (the worker does it for those pending longer than reconcile_after_seconds)',
  schemas: () => ({
    input: z.object({}),
    output: z.object({ confirmed: z.number().int(), reversed: z.number().int(), unreachable: z.number().int() }),
  }),
})

/** A game transfer as operators see it: who, the amounts in tokens, where it stands and who settled it. */
export const adminGameTransfer = z.lazy(() =>
  z.object({
    id: z.number().int(),
    address: z.string(),
    token: z.string(),
    direction: z.enum(['in', 'out']),
    amount: decimalAmount,
    fee: decimalAmount,
    real_amount: decimalAmount,
    status: z.enum(['pending', 'confirmed', 'reversed']),
    settled_by: z.enum(['outbox', 'reconciliation']).nullable(),
    reason: z.string().nullable(),
    created_at: z.string(),
    settled_at: z.string().nullable(),
  }),
)

export const adminGameTransferList = defineEndpoint({
  method: 'GET',
  path: '/admin/game/transfers',
  auth: true,
  summary: 'Operators: game transfers by status (pending by default), oldest pending first, others newest first, with the count of each status',
  schemas: () => ({
    input: z.object({ status: z.enum(['pending', 'confirmed', 'reversed']).default('pending'), page: pageNumber, page_size: pageSize(20) }),
    output: z.object({
      list: z.array(adminGameTransfer),
      total: z.number().int(),
      counts: z.record(z.string(), z.number().int()),
      page: z.number().int(),
      page_size: z.number().int(),
    }),
  }),
})
