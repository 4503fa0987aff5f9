import * as api from '@hapdex/core/api/bp'
import type { FastifyInstance } from 'fastify'
import { registerEndpoint } from '../../http/registerEndpoint.ts'
import { languageOf } from '../../modules/wallet/wallet.routes.ts'
import type { ProgrammeContext } from '../base/programmeContext.ts'
import * as actions from './mintActions.ts'
import * as service from './mint.service.ts'

export function registerMintRoutes(app: FastifyInstance, ctx: ProgrammeContext): void {
  registerEndpoint(app, api.bpConfig, () => service.mintConfigView(ctx))
  registerEndpoint(app, api.bpUserSummary, ({ user }) => service.userSummary(ctx, user.id))
  registerEndpoint(app, api.bpNodeInfo, ({ user }) => service.nodeInfo(ctx, user.id))
  registerEndpoint(app, api.bpNodeConfig, () => service.nodeConfig(ctx))
  registerEndpoint(app, api.bpWalletAsset, ({ user }) => service.walletAsset(ctx, user.id))
  registerEndpoint(app, api.bpMintList, ({ user, input }) => service.mintList(ctx, user.id, input))
  registerEndpoint(app, api.bpWalletRecordList, ({ user, input, request }) => service.rewardRecords(ctx, user.id, input, languageOf(request)))
  registerEndpoint(app, api.bpWalletRecordTypes, ({ request }) => Promise.resolve(service.recordTypes(languageOf(request))))
  registerEndpoint(app, api.bpChildrenList, ({ user, input }) => service.childrenList(ctx, user.id, input))
  registerEndpoint(app, api.bpMint, ({ user, input }) => actions.mint(ctx, user, input))
  registerEndpoint(app, api.bpNodeBuy, ({ user, input }) => actions.buyNode(ctx, user, input))
  registerEndpoint(app, api.bpClaim, ({ user, input }) => actions.claim(ctx, user, input))
}
