import * as api from '@hapdex/core/api/cards'
import type { FastifyInstance } from 'fastify'
import { registerEndpoint } from '../../http/registerEndpoint.ts'
import type { ProgrammeContext } from '../base/programmeContext.ts'
import type { ProgrammeRouteTools } from '../base/registry/defineProgramme.ts'
import { adminCards, cardsInfo, dividendRecord } from './cards.service.ts'
import { claimCardsDividend } from './cardsClaim.ts'

export function registerCardsRoutes(app: FastifyInstance, ctx: ProgrammeContext, { admin }: ProgrammeRouteTools): void {
  registerEndpoint(app, api.cardsInfo, ({ user }) => cardsInfo(ctx, user.id))
  registerEndpoint(app, api.cardsDividendRecord, ({ user, input }) => dividendRecord(ctx, user.id, input))
  registerEndpoint(app, api.cardsClaim, ({ user, input }) => claimCardsDividend(ctx, user, input))
  admin(api.adminCardsList, ({ input }) => adminCards(ctx, input))
}
