import * as api from '@hapdex/core/api/nft'
import type { FastifyInstance } from 'fastify'
import { registerEndpoint } from '../../http/registerEndpoint.ts'
import type { ProgrammeContext } from '../base/programmeContext.ts'
import type { ProgrammeRouteTools } from '../base/registry/defineProgramme.ts'
import { createType, listTypes, updateType } from './nftAdmin.ts'
import { buyNft } from './nftBuy.ts'
import { claimNftReward } from './nftClaim.ts'
import * as service from './nft.service.ts'

export function registerNftRoutes(app: FastifyInstance, ctx: ProgrammeContext, { admin }: ProgrammeRouteTools): void {
  registerEndpoint(app, api.nftList, ({ request }) => service.nftListView(ctx, request.user?.id))
  registerEndpoint(app, api.nftSummaryInfo, ({ user }) => service.summaryInfo(ctx, user.id))
  registerEndpoint(app, api.nftRankingList, () => service.rankingList(ctx))
  registerEndpoint(app, api.nftHoldList, ({ user, input }) => service.holdList(ctx, user.id, input))
  registerEndpoint(app, api.nftChildrenList, ({ user, input }) => service.childrenList(ctx, user.id, input))
  registerEndpoint(app, api.nftWalletInfo, ({ user }) => service.walletInfo(ctx, user.id))
  registerEndpoint(app, api.nftWalletRecord, ({ user, input }) => service.walletRecord(ctx, user.id, input))
  registerEndpoint(app, api.nftHoldBuy, ({ user, input }) => buyNft(ctx, user, input))
  registerEndpoint(app, api.nftHoldClaim, ({ user, input }) => claimNftReward(ctx, user, input))
  admin(api.adminNftTypeList, () => listTypes(ctx))
  admin(api.adminNftTypeCreate, ({ input, user }) => createType(ctx, input, user.address, { actor: user.address }))
  admin(api.adminNftTypeUpdate, ({ input, user }) => updateType(ctx, input, user.address))
}
