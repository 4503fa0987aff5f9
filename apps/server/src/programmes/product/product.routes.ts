import * as api from '@hapdex/core/api/product'
import type { FastifyInstance } from 'fastify'
import { registerEndpoint } from '../../http/registerEndpoint.ts'
import { languageOf } from '../../modules/wallet/wallet.routes.ts'
import type { ProgrammeContext } from '../base/programmeContext.ts'
import * as service from './product.service.ts'

export function registerProductRoutes(app: FastifyInstance, ctx: ProgrammeContext): void {
  registerEndpoint(app, api.productConfig, ({ user }) => service.productConfig(ctx, user.id))
  registerEndpoint(app, api.productHoldList, ({ user, input }) => service.holdList(ctx, user.id, input))
  registerEndpoint(app, api.productMarketInfo, ({ user }) => service.marketInfo(ctx, user.id))
  registerEndpoint(app, api.productReward, ({ user, input, request }) => service.rewardList(ctx, user.id, input, languageOf(request)))
  registerEndpoint(app, api.productRewardInfo, ({ user }) => service.rewardInfo(ctx, user.id))
  registerEndpoint(app, api.productTeamInfo, ({ user }) => service.teamInfo(ctx, user.id))
  registerEndpoint(app, api.productTeamList, ({ user, input }) => service.teamList(ctx, user.id, input))
  registerEndpoint(app, api.productMint, ({ user, input }) => service.mint(ctx, user, input))
}
