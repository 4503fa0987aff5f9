import { tokenChart, tokenQuote } from '@hapdex/core/api/token'
import type { FastifyInstance } from 'fastify'
import { registerEndpoint } from '../../http/registerEndpoint.ts'
import type { TokenContext } from './tokenContext.ts'
import * as service from './token.service.ts'

export function registerTokenRoutes(app: FastifyInstance, ctx: TokenContext): void {
  registerEndpoint(app, tokenChart, ({ input }) =>
    input.pair !== undefined
      ? service.pairChart(ctx, { pair: input.pair, interval: input.interval, limit: input.limit, base: input.base })
      : service.dailyChart(ctx, input.token_key ?? '', input.day),
  )
  registerEndpoint(app, tokenQuote, async () => ({ list: await service.quotes(ctx) }))
}
