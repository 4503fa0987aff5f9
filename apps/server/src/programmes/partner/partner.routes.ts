import * as api from '@hapdex/core/api/partner'
import { pickLanguage } from '@hapdex/core/i18n/languages'
import type { FastifyInstance } from 'fastify'
import { registerEndpoint } from '../../http/registerEndpoint.ts'
import type { ProgrammeContext } from '../base/programmeContext.ts'
import type { ProgrammeRouteTools } from '../base/registry/defineProgramme.ts'
import { audited } from '../../modules/admin/audit/operatorAudit.ts'
import { createVote, prepareRound, roundByKey, saveRound, voteByKey } from './partnerAdmin.ts'
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
  // Audited in the insert's transaction, the record read by its idempotency key (null before): a
  // repeated key changes nothing and writes no entry; a conflicting one is refused and writes none.
  admin(api.adminPartnerRoundCreate, async ({ input, user }) => {
    const prepared = await prepareRound(ctx, input)
    let id = 0
    const subject = () => ({ actor: user.address, action: 'partner.round.create', target: `partner_round:${id}` })
    return audited(ctx.db, subject, (trx) => roundByKey(trx, input.idempotency_key, prepared.token), async (trx) => {
      const saved = await saveRound(trx, prepared, input.idempotency_key, user.address)
      id = saved.id
      return saved
    }, { onlyChanges: true })
  })
  admin(api.adminPartnerVoteCreate, async ({ input, user }) => {
    let id = 0
    const subject = () => ({ actor: user.address, action: 'partner.vote.create', target: `partner_vote:${id}` })
    return audited(ctx.db, subject, (trx) => voteByKey(trx, input.idempotency_key), async (trx) => {
      const saved = await createVote(ctx, input, user.address, trx)
      id = saved.id
      return saved
    }, { onlyChanges: true })
  })
}

const headerOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)
