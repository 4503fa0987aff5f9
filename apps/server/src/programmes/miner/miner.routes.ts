import * as api from '@hapdex/core/api/miner'
import type { FastifyInstance } from 'fastify'
import { registerEndpoint } from '../../http/registerEndpoint.ts'
import { languageOf } from '../../modules/wallet/wallet.routes.ts'
import type { ProgrammeContext } from '../base/programmeContext.ts'
import * as service from './miner.service.ts'

export function registerMinerRoutes(app: FastifyInstance, ctx: ProgrammeContext): void {
  registerEndpoint(app, api.minerInfo, ({ user }) => service.minerInfo(ctx, user.id))
  registerEndpoint(app, api.minerSummary, ({ user }) => service.minerSummary(ctx, user.id))
  registerEndpoint(app, api.minerStart, ({ user, input }) => service.startMiner(ctx, user, input))
  registerEndpoint(app, api.minerTeamList, ({ user }) => service.teamList(ctx, user.id))
  registerEndpoint(app, api.minerRecordList, ({ user, input, request }) => service.recordList(ctx, user.id, input, languageOf(request)))
  registerEndpoint(app, api.minerBehaviors, ({ request }) => Promise.resolve(service.behaviors(languageOf(request))))
  registerEndpoint(app, api.airdropSummary, ({ user }) => service.airdropSummary(ctx, user.id))
  registerEndpoint(app, api.airdropClaim, ({ user }) => service.claimAirdrop(ctx, user.id))
  registerEndpoint(app, api.airdropChildrenList, ({ user, input, request }) => service.childrenList(ctx, user.id, input, languageOf(request)))
}
