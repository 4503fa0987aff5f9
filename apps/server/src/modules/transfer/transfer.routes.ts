import { transferConfigs, transferOut, transferRecordList } from '@hapdex/core/api/transfer'
import type { FastifyInstance } from 'fastify'
import { registerEndpoint } from '../../http/registerEndpoint.ts'
import { languageOf } from '../wallet/wallet.routes.ts'
import type { WalletContext } from '../wallet/walletContext.ts'
import * as service from './transfer.service.ts'

export function registerTransferRoutes(app: FastifyInstance, ctx: WalletContext): void {
  registerEndpoint(app, transferConfigs, () => service.transferConfigs(ctx))
  registerEndpoint(app, transferOut, ({ input, user }) => service.transferOutOf(ctx, user, input))
  registerEndpoint(app, transferRecordList, ({ input, user, request }) => service.transferRecords(ctx, user.id, input.page, input.page_size, languageOf(request)))
}
