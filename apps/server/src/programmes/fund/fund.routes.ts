import { fundConfig, fundInfoGet, fundJoin, fundRedeem } from '@hapdex/core/api/circulation'
import type { FastifyInstance } from 'fastify'
import { registerEndpoint } from '../../http/registerEndpoint.ts'
import type { ProgrammeContext } from '../base/programmeContext.ts'
import * as service from './fund.service.ts'

export function registerFundRoutes(app: FastifyInstance, ctx: ProgrammeContext): void {
  registerEndpoint(app, fundConfig, ({ user }) => service.fundConfig(ctx, user.id))
  registerEndpoint(app, fundJoin, ({ input, user }) => service.joinFund(ctx, user, input))
  registerEndpoint(app, fundInfoGet, ({ user }) => service.fundInfo(ctx, user.id))
  registerEndpoint(app, fundRedeem, ({ input, user }) => service.redeemFund(ctx, user, input))
}
