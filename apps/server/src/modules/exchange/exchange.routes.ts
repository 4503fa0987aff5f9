import { exchangeConfigs, exchangeDo, exchangeList } from '@hapdex/core/api/exchange'
import type { FastifyInstance } from 'fastify'
import { registerEndpoint } from '../../http/registerEndpoint.ts'
import type { WalletContext } from '../wallet/walletContext.ts'
import * as service from './exchange.service.ts'

export function registerExchangeRoutes(app: FastifyInstance, ctx: WalletContext): void {
  registerEndpoint(app, exchangeConfigs, () => service.exchangeConfigs(ctx))
  registerEndpoint(app, exchangeDo, ({ input, user }) => service.doExchange(ctx, user, input))
  registerEndpoint(app, exchangeList, ({ input, user }) => service.exchangeHistory(ctx, user.id, input.page, input.page_size))
}
