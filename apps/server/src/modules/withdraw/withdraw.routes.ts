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
import { adminEndpoints } from '../admin/adminGuard.ts'
import { languageOf } from '../wallet/wallet.routes.ts'
import type { WalletContext } from '../wallet/walletContext.ts'
import { findOrderOwner, listOrdersByStatus, transitionOrder } from './withdraw.repo.ts'
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
}

function registerAdminRoutes(app: FastifyInstance, ctx: WalletContext): void {
  const { db } = ctx
  const adminRecord = async (id: number, language: ReturnType<typeof languageOf>) => {
    const order = await service.orderOrThrow(db, id)
    const token = await ctx.tokens.byId(order.token_id)
    return { ...service.orderRecord(order, token, language), user_address: (await findOrderOwner(db, id)) ?? '' }
  }
  const admin = adminEndpoints(app, ctx.config)
  admin(adminWithdrawList, async ({ input, request }) => {
    const rows = await listOrdersByStatus(db, input.status as WithdrawStatus, input.page, input.page_size)
    const tokens = new Map((await ctx.tokens.all()).map((token) => [token.id, token]))
    const list = rows.map((row) => ({
      ...service.orderRecord(row, tokens.get(row.token_id) ?? { symbol: '', decimals: 18 }, languageOf(request)),
      user_address: row.user_address,
    }))
    return { list, page: input.page, page_size: input.page_size }
  })
  admin(adminWithdrawApprove, async ({ input, request }) => {
    await service.orderOrThrow(db, input.id)
    if (!(await transitionOrder(db, input.id, withdrawStatuses.review, withdrawStatuses.approved))) throw new ApiError('withdraw.order_state')
    return adminRecord(input.id, languageOf(request))
  })
  admin(adminWithdrawReject, async ({ input, request }) => {
    const order = await service.orderOrThrow(db, input.id)
    if (!(await service.refundOrder(db, order, withdrawStatuses.review, withdrawStatuses.rejected, 'rejected by operator'))) {
      throw new ApiError('withdraw.order_state')
    }
    return adminRecord(input.id, languageOf(request))
  })
}
