import * as api from '@hapdex/core/api/pledge'
import type { FastifyInstance } from 'fastify'
import { registerEndpoint } from '../../http/registerEndpoint.ts'
import type { ProgrammeContext } from '../base/programmeContext.ts'
import * as service from './pledge.service.ts'

export function registerPledgeRoutes(app: FastifyInstance, ctx: ProgrammeContext): void {
  registerEndpoint(app, api.pledgePools, ({ user }) => service.pledgePools(ctx, user.id))
  registerEndpoint(app, api.pledgeDo, ({ user, input }) => service.pledge(ctx, user, input))
  registerEndpoint(app, api.pledgeRedeem, ({ user, input }) => service.redeem(ctx, user, input))
  registerEndpoint(app, api.pledgeClaim, ({ user, input }) => service.claim(ctx, user, input))
}
