import { z } from 'zod'
import { address } from '../chain/chainConfig.ts'
import { amount, int4Id, pageNumber, pageSize } from './fields.ts'
import { builtOnFirstUse, defineEndpoint } from './endpoint.ts'
import { signedActionFields, signedActionTitles, type SignedActionMessageParameters } from './signedAction.ts'
import { decimalAmount, recordPageQuery, signedDecimalAmount } from './wallet.ts'

/**
 * The circulation market (spec 3, "Circulation"; PROGRAMMES.md "Circulation market"; decision
 * 0032). Paths under /circulation/ beside the foundation fund's /circulation/fund/.
 */

const page = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), page: z.number().int(), page_size: z.number().int() })

export const cmConfig = defineEndpoint({
  method: 'GET',
  path: '/circulation/config',
  auth: false,
  summary: "The market's configuration (status '1' open, '0' closed, '2' ended), the queues' totals and, signed in, the caller's can_buy / can_sell",
  schemas: () => ({
    input: z.object({}),
    output: z.object({
      status: z.enum(['0', '1', '2']),
      token: z.string(),
      pay_token: z.string(),
      fuel_token: z.string(),
      /** One unit, in whole tokens. */
      amount: decimalAmount,
      sell_amounts: z.array(decimalAmount),
      /** pay_token per whole token. */
      price: decimalAmount,
      reward_rate: decimalAmount,
      burn_rate: decimalAmount,
      /**
       * Per offered amount, the fuel (in fuel_token) a buy of it burns at release if matched whole at
       * today's prices, as the release computes it; null while a price is missing.
       */
      fuel_due: z.array(z.object({ amount: decimalAmount, fuel: decimalAmount })).nullable(),
      freeze_day: z.number().int(),
      can_buy: z.boolean(),
      can_sell: z.boolean(),
      /** Tokens queuing to be bought and sold, and matched in all. */
      total_buy: decimalAmount,
      total_sell: decimalAmount,
      total_matched: decimalAmount,
    }),
  }),
})

export const cmUserInfo = defineEndpoint({
  method: 'GET',
  path: '/circulation/user-info',
  auth: true,
  summary: 'Valid users (with a completed order) among the direct invitees, the whole team, the largest zone and the other zones',
  schemas: () => ({
    input: z.object({}),
    output: z.object({ dr_valid_num: z.number().int(), team_valid_num: z.number().int(), max_zone_valid_num: z.number().int(), other_zone_valid_num: z.number().int() }),
  }),
})

export const cmWalletAsset = defineEndpoint({
  method: 'GET',
  path: '/circulation/wallet/asset',
  auth: true,
  summary: "The caller's market figures in the token: quota left to buy, queuing and frozen buys, quota left to sell, queuing sells; and the three rewards received in all",
  schemas: () => ({
    input: z.object({}),
    output: z.object({
      token: z.string(),
      can_buy: decimalAmount,
      wait_buy: decimalAmount,
      freeze_buy: decimalAmount,
      can_sell: decimalAmount,
      wait_sell: decimalAmount,
      circulation_reward: decimalAmount,
      share_reward: decimalAmount,
      fund_reward: decimalAmount,
    }),
  }),
})

export const cmTodayReward = defineEndpoint({
  method: 'GET',
  path: '/circulation/wallet/today-reward',
  auth: true,
  summary: "The circulation and share rewards credited to the caller today (settlement day)",
  schemas: () => ({
    input: z.object({}),
    output: z.object({ token: z.string(), circulation_reward: decimalAmount, share_reward: decimalAmount }),
  }),
})

/** Bill tabs: 0 circulation reward, 1 share reward, 2 fund reward. */
export const cmRecordTypes = [0, 1, 2] as const

export const cmWalletRecord = defineEndpoint({
  method: 'GET',
  path: '/circulation/wallet/record-list',
  auth: true,
  summary: 'Reward records of one type (0 circulation, 1 share, 2 fund), newest first',
  schemas: () => ({
    input: recordPageQuery().extend({ type: z.coerce.number().int().min(0).max(2).default(0) }),
    output: page(z.object({ id: z.number().int(), created_at: z.string(), usable_change: signedDecimalAmount, token: z.string() })),
  }),
})

export const cmChild = z.lazy(() => z.object({ user_id: z.number().int(), address, is_valid: z.boolean(), children_valid_num: z.number().int() }))

export const cmMaxZone = defineEndpoint({
  method: 'GET',
  path: '/circulation/user/max-zone',
  auth: true,
  summary: 'The direct invitee heading the largest zone by valid users, or null',
  schemas: () => ({ input: z.object({}), output: cmChild.nullable() }),
})

export const cmChildrenList = defineEndpoint({
  method: 'GET',
  path: '/circulation/user/children-list',
  auth: true,
  summary: 'The direct invitees with their valid flag and the valid users of their teams',
  schemas: () => ({ input: recordPageQuery(), output: page(cmChild) }),
})

export const cmZoneOrder = z.lazy(() => z.object({ id: z.number().int(), address, token_unit: z.number().int(), amount: decimalAmount, created_at: z.string() }))

export const cmBuyZone = defineEndpoint({
  method: 'GET',
  path: '/circulation/order/buy-zone',
  auth: false,
  summary: 'Buy orders queuing, in queue order (what is left of each)',
  schemas: () => ({ input: recordPageQuery(), output: page(cmZoneOrder) }),
})

export const cmSellZone = defineEndpoint({
  method: 'GET',
  path: '/circulation/order/sell-zone',
  auth: false,
  summary: 'Sell orders queuing, in queue order (what is left of each)',
  schemas: () => ({ input: recordPageQuery(), output: page(cmZoneOrder) }),
})

/** Order page tabs, the list call's type: 0 queuing, 1 matched (frozen), 2 completed, 3 withdrawn. */
export const cmOrderTabs = [0, 1, 2, 3] as const

export const cmOrder = z.lazy(() =>
  z.object({
    /** The order's id (cancel takes it); a matched or completed row is one match of the order. */
    id: z.number().int(),
    order_id: z.number().int(),
    address,
    token_unit: z.number().int(),
    amount: decimalAmount,
    /** What the buyer pays or the seller receives, in the pay token. */
    pay_amount: decimalAmount,
    freeze_day: z.number().int(),
    reward_amount: decimalAmount,
    /** A completed buy's reward that cm_pool could not pay on its day: owed, paid once the pool is funded (decision 0045). */
    reward_owed: z.boolean(),
    /** A completed buy without reward: the buyer held less than the release day's fuel. */
    reward_forfeited: z.boolean(),
    fuel_amount: decimalAmount,
    /** 0 buy, 1 sell. */
    type: z.union([z.literal(0), z.literal(1)]),
    status: z.union(cmOrderTabs.map((tab) => z.literal(tab))),
    created_at: z.string(),
    /** The freeze: from the match to the release; null before a match. */
    begin_time: z.string().nullable(),
    end_time: z.string().nullable(),
    finished_at: z.string().nullable(),
  }),
)

const orderListQuery = () => z.object({ page: pageNumber, page_size: pageSize(10), type: z.coerce.number().int().min(0).max(3).default(0) })

export const cmOrderList = defineEndpoint({
  method: 'GET',
  path: '/circulation/order/list',
  auth: true,
  summary: "The caller's buy orders on one tab (type 0 queuing, 1 matched, 2 completed, 3 withdrawn), newest first",
  schemas: () => ({ input: orderListQuery(), output: page(cmOrder) }),
})

export const cmStoreList = defineEndpoint({
  method: 'GET',
  path: '/circulation/order/store-list',
  auth: true,
  summary: "The caller's store (sell) orders on one tab (type 0 queuing, 1 matched, 2 completed, 3 withdrawn), newest first",
  schemas: () => ({ input: orderListQuery(), output: page(cmOrder) }),
})

export const cmPublishParams = builtOnFirstUse(() =>
  z.object({
    /** 0 buy, 1 sell. */
    type: z.union([z.literal(0), z.literal(1)]),
    /** Whole tokens, a multiple of the configured unit. */
    amount,
  }),
)

export function cmPublishSignedParams(input: z.input<ReturnType<typeof cmPublishParams>>): SignedActionMessageParameters['params'] {
  return [['type', input.type], ['amount', input.amount]]
}

export const cmPublish = defineEndpoint({
  method: 'POST',
  path: '/circulation/order/publish',
  auth: true,
  summary: `Queue an order (a buy reserves its pay tokens, a sell its tokens) and match it FIFO against the other side, signed '${signedActionTitles.circulationOrderPublish}'`,
  schemas: () => ({ input: cmPublishParams().extend(signedActionFields), output: cmOrder }),
})

export const cmCancelParams = builtOnFirstUse(() => z.object({ type: z.union([z.literal(0), z.literal(1)]), id: int4Id }))

export function cmCancelSignedParams(input: z.input<ReturnType<typeof cmCancelParams>>): SignedActionMessageParameters['params'] {
  return [['type', input.type], ['id', input.id]]
}

export const cmCancel = defineEndpoint({
  method: 'POST',
  path: '/circulation/order/cancel',
  auth: true,
  summary: `Withdraw what is left queuing of one's own order and return its reservation, signed '${signedActionTitles.circulationOrderCancel}'`,
  schemas: () => ({ input: cmCancelParams().extend(signedActionFields), output: cmOrder }),
})
