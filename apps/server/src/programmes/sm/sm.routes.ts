import * as api from '@hapdex/core/api/sm'
import type { FastifyInstance } from 'fastify'
import { registerEndpoint } from '../../http/registerEndpoint.ts'
import type { ProgrammeContext } from '../base/programmeContext.ts'
import type { ProgrammeRouteTools } from '../base/registry/defineProgramme.ts'
import { joinByTransfer, joinFromBalance } from './smJoin.ts'
import * as service from './sm.service.ts'

/** The operators' window, fees and discounts are the base's config endpoints (/api/admin/programmes/sm). */
export function registerSmRoutes(app: FastifyInstance, ctx: ProgrammeContext, tools: ProgrammeRouteTools): void {
  registerEndpoint(app, api.smConfig, ({ request }) => service.smConfigView(ctx, tools, request.user?.id))
  registerEndpoint(app, api.smSummary, ({ user }) => service.smSummary(ctx, user.id))
  registerEndpoint(app, api.smChildren, ({ user, input }) => service.smChildren(ctx, user.id, input))
  registerEndpoint(app, api.smDiscount, ({ user, input }) => service.smDiscountView(ctx, tools, user.id, input.pay_type))
  registerEndpoint(app, api.smJoin, ({ user, input }) => joinFromBalance(ctx, tools, user, input))
  registerEndpoint(app, api.smEntryMark, ({ user, input }) => joinByTransfer(ctx, tools, user, input.tx_hash))
}
