import * as api from '@hapdex/core/api/partner'
import { pickLanguage } from '@hapdex/core/i18n/languages'
import type { FastifyInstance } from 'fastify'
import { registerEndpoint } from '../../http/registerEndpoint.ts'
import type { ProgrammeContext } from '../base/programmeContext.ts'
import type { ProgrammeRouteTools } from '../base/registry/defineProgramme.ts'
import { createRound, createVote } from './partnerAdmin.ts'
import { buySeat } from './partnerBuy.ts'
import * as service from './partner.service.ts'
import * as vote from './partnerVote.service.ts'

export function registerPartnerRoutes(app: FastifyInstance, ctx: ProgrammeContext, { admin }: ProgrammeRouteTools): void {
  registerEndpoint(app, api.partnerConfigs, ({ request }) => service.partnerConfigs(ctx, request.user?.id))
  registerEndpoint(app, api.partnerLatest, () => service.partnerLatest(ctx))
  registerEndpoint(app, api.partnerBuy, ({ user, input }) => buySeat(ctx, user, input))
  registerEndpoint(app, api.partnerVoteInfo, () => vote.voteInfo(ctx))
  registerEndpoint(app, api.partnerVoteSummary, () => vote.voteSummary(ctx))
  registerEndpoint(app, api.partnerVoteStatus, ({ user, request }) => vote.voteStatus(ctx, user.id, pickLanguage(headerOf(request.headers['lang']))))
  registerEndpoint(app, api.partnerVoteDo, ({ user, input }) => vote.castVote(ctx, user, input))
  admin(api.adminPartnerRoundCreate, ({ input, user }) => createRound(ctx, input, user.address))
  admin(api.adminPartnerVoteCreate, ({ input, user }) => createVote(ctx, input, user.address))
}

const headerOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)
