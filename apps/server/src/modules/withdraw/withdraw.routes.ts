import {
  adminWithdrawApprove,
  adminWithdrawList,
  adminWithdrawReject,
  withdrawAddressCreate,
  withdrawAddressDelete,
  withdrawAddressList,
  withdrawAddressUpdate,
  withdrawCondition,
  withdrawConfigs,
  withdrawOrder,
  withdrawOrderList,
  withdrawStatuses,
  type WithdrawStatus,
} from '@hapdex/core/api/withdraw'
import type { FastifyInstance } from 'fastify'
import { ApiError } from '../../http/apiError.ts'
import { registerEndpoint } from '../../http/registerEndpoint.ts'
import type { Language } from '@hapdex/core/i18n/languages'
import type { Db } from '../../db/database.ts'
import { adminEndpoints } from '../admin/adminGuard.ts'
import { currentSignatures } from '../admin/operatorActions/operatorActionContext.ts'
import { audited } from '../admin/audit/operatorAudit.ts'
import { languageOf } from '../wallet/wallet.routes.ts'
import type { WalletContext } from '../wallet/walletContext.ts'
import { countOrdersByStatus, findOrderOwner, listOrdersByStatus, transitionOrder } from './withdraw.repo.ts'
import { registerPayerAdminRoutes } from './payerAdmin.ts'
import * as service from './withdraw.service.ts'
import * as addressBook from './withdrawAddress.service.ts'

export function registerWithdrawRoutes(app: FastifyInstance, ctx: WalletContext): void {
  const { db } = ctx
  registerEndpoint(app, withdrawConfigs, () => service.withdrawConfigs(ctx))
  registerEndpoint(app, withdrawCondition, ({ input, user }) => service.withdrawCondition(ctx, user.id, input.token_id))
  registerEndpoint(app, withdrawOrder, ({ input, user, request }) => service.placeWithdrawOrder(ctx, user, input, languageOf(request)))
  registerEndpoint(app, withdrawOrderList, ({ input, user, request }) => service.withdrawOrders(ctx, user.id, input.page, input.page_size, languageOf(request)))
  registerEndpoint(app, withdrawAddressCreate, ({ input, user }) => addressBook.createAddress(db, user.id, input.address, input.remark))
  registerEndpoint(app, withdrawAddressUpdate, ({ input, user }) => addressBook.updateAddress(db, user.id, input.id, input.address, input.remark))
  registerEndpoint(app, withdrawAddressDelete, ({ input, user }) => addressBook.deleteAddress(db, user.id, input.id))
  registerEndpoint(app, withdrawAddressList, ({ user }) => addressBook.listAddresses(db, user.id))
  registerAdminRoutes(app, ctx)
  registerPayerAdminRoutes(app, ctx)
}

function registerAdminRoutes(app: FastifyInstance, ctx: WalletContext): void {
  const { db } = ctx
  const adminRecord = async (trx: Db, id: number, language: Language) => {
    const order = await service.orderOrThrow(trx, id)
    const token = await ctx.tokens.byId(order.token_id)
    return { ...service.orderRecord(order, token, language), user_address: (await findOrderOwner(trx, id)) ?? '', error: order.error, node_refusal: order.node_refusal ?? '' }
  }
  const subject = (user: { address: string }, action: string, id: number) => ({ actor: user.address, action, target: `withdraw_order:${id}` })
  // The audit keeps the order as operators read it: amounts in tokens, the status in English.
  const readOrder = (id: number) => (trx: Db) => adminRecord(trx, id, 'en-US')
  const admin = adminEndpoints(app, ctx)
  admin(adminWithdrawList, async ({ input, request }) => {
    const [rows, counts] = await Promise.all([listOrdersByStatus(db, input.status as WithdrawStatus, input.page, input.page_size), countOrdersByStatus(db)])
    const tokens = new Map((await ctx.tokens.all()).map((token) => [token.id, token]))
    const list = rows.map((row) => ({
      ...service.orderRecord(row, tokens.get(row.token_id) ?? { symbol: '', decimals: 18 }, languageOf(request)),
      user_address: row.user_address,
      error: row.error,
      node_refusal: row.node_refusal ?? '',
    }))
    return { list, page: input.page, page_size: input.page_size, total: counts[String(input.status)] ?? 0, counts }
  })
  admin(adminWithdrawApprove, async ({ input, request, user }) => {
    await audited(db, subject(user, 'withdraw.approve', input.id), readOrder(input.id), async (trx) => {
      await refuseOwnWithdrawal(trx, await service.orderOrThrow(trx, input.id), user.address)
      if (!(await transitionOrder(trx, input.id, withdrawStatuses.review, withdrawStatuses.approved))) throw new ApiError('withdraw.order_state')
    })
    return adminRecord(db, input.id, languageOf(request))
  })
  admin(adminWithdrawReject, async ({ input, request, user }) => {
    await audited(db, subject(user, 'withdraw.reject', input.id), readOrder(input.id), async (trx) => {
      const order = await service.orderOrThrow(trx, input.id)
      await refuseOwnWithdrawal(trx, order, user.address)
      if (!(await service.refundOrder(trx, order, withdrawStatuses.review, withdrawStatuses.rejected, input.reason || 'rejected by operator'))) {
        throw new ApiError('withdraw.order_state')
      }
    })
    return adminRecord(db, input.id, languageOf(request))
  })
}

/** No operator decides on their own withdrawal: neither the one who acts nor one whose signature approves it. */
async function refuseOwnWithdrawal(trx: Db, order: { user_id: number }, operator: string): Promise<void> {
  const owner = await trx.selectFrom('users').select('address').where('id', '=', order.user_id).executeTakeFirstOrThrow()
  const operators = new Set([operator, ...currentSignatures().map((signed) => signed.signer)])
  if (operators.has(owner.address)) throw new ApiError('operator.own_withdrawal')
}
