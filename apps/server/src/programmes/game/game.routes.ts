import * as api from '@hapdex/core/api/game'
import type { FastifyInstance } from 'fastify'
import { registerEndpoint } from '../../http/registerEndpoint.ts'
import type { ProgrammeContext } from '../base/programmeContext.ts'
import type { ProgrammeRouteTools } from '../base/registry/defineProgramme.ts'
import { adminGameTransfers, reconcileGameTransfers } from './gameReconcile.ts'
import * as service from './game.service.ts'

/** The operators' fee, limits and switch are the base's config endpoints (/api/admin/programmes/game). */
export function registerGameRoutes(app: FastifyInstance, ctx: ProgrammeContext, tools: ProgrammeRouteTools): void {
  registerEndpoint(app, api.gameConfig, () => service.gameConfigView(ctx))
  registerEndpoint(app, api.gameNumber, ({ user }) => service.gameNumber(ctx, user))
  registerEndpoint(app, api.gameEncryptAddress, ({ user, input }) => service.encryptAddress(ctx, user, input))
  registerEndpoint(app, api.gameTransferList, ({ user, input }) => service.gameTransferList(ctx, user.id, input))
  registerEndpoint(app, api.gameTransferIn, ({ user, input }) => service.requestGameTransfer(ctx, user, 'in', input))
  registerEndpoint(app, api.gameTransferOut, ({ user, input }) => service.requestGameTransfer(ctx, user, 'out', input))
  tools.admin(api.adminGameTransferList, ({ input }) => adminGameTransfers(ctx, input))
  tools.admin(api.adminGameReconcile, ({ user }) => reconcileGameTransfers(ctx, service.gameServiceOf(ctx), { before: ctx.clock.now(), actor: user.address }))
}
