import * as api from '@hapdex/core/api/circulationMarket'
import type { FastifyInstance } from 'fastify'
import { registerEndpoint } from '../../http/registerEndpoint.ts'
import type { ProgrammeContext } from '../base/programmeContext.ts'
import type { ProgrammeRouteTools } from '../base/registry/defineProgramme.ts'
import { cancelOrder, publishOrder } from './cmOrders.ts'
import * as service from './cm.service.ts'

export function registerCmRoutes(app: FastifyInstance, ctx: ProgrammeContext, _tools: ProgrammeRouteTools): void {
  registerEndpoint(app, api.cmConfig, ({ request }) => service.configView(ctx, request.user?.id))
  registerEndpoint(app, api.cmUserInfo, ({ user }) => service.userInfo(ctx, user.id))
  registerEndpoint(app, api.cmWalletAsset, ({ user }) => service.walletAsset(ctx, user.id))
  registerEndpoint(app, api.cmTodayReward, ({ user }) => service.todayReward(ctx, user.id))
  registerEndpoint(app, api.cmWalletRecord, ({ user, input }) => service.walletRecord(ctx, user.id, input))
  registerEndpoint(app, api.cmMaxZone, ({ user }) => service.maxZone(ctx, user.id))
  registerEndpoint(app, api.cmChildrenList, ({ user, input }) => service.childrenList(ctx, user.id, input))
  registerEndpoint(app, api.cmBuyZone, ({ input }) => service.zoneList(ctx, 0, input))
  registerEndpoint(app, api.cmSellZone, ({ input }) => service.zoneList(ctx, 1, input))
  registerEndpoint(app, api.cmOrderList, ({ user, input }) => service.orderList(ctx, user.id, 0, input))
  registerEndpoint(app, api.cmStoreList, ({ user, input }) => service.orderList(ctx, user.id, 1, input))
  registerEndpoint(app, api.cmPublish, ({ user, input }) => publishOrder(ctx, user, input))
  registerEndpoint(app, api.cmCancel, ({ user, input }) => cancelOrder(ctx, user, input))
}
