import { fundConfig, fundJoin } from '@hapdex/core/api/circulation'
import type { FastifyInstance } from 'fastify'
import { registerEndpoint } from '../../http/registerEndpoint.ts'
import type { WalletContext } from '../wallet/walletContext.ts'
import * as service from './circulation.service.ts'

export function registerCirculationRoutes(app: FastifyInstance, ctx: WalletContext): void {
  registerEndpoint(app, fundConfig, ({ user }) => service.fundConfig(ctx, user.id))
  registerEndpoint(app, fundJoin, ({ input, user }) => service.joinFund(ctx, user, input))
}
