import {
  rechargeConfigs,
  walletBehaviors,
  walletChainList,
  walletGetReceiver,
  walletInfo,
  walletInfoByKey,
  walletList,
  walletRecordList,
} from '@hapdex/core/api/wallet'
import { pickLanguage, type Language } from '@hapdex/core/i18n/languages'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { registerEndpoint } from '../../http/registerEndpoint.ts'
import * as service from './wallet.service.ts'
import type { WalletContext } from './walletContext.ts'

export function languageOf(request: FastifyRequest): Language {
  const header = request.headers['lang']
  return pickLanguage(Array.isArray(header) ? header[0] : header)
}

export function registerWalletRoutes(app: FastifyInstance, ctx: WalletContext): void {
  registerEndpoint(app, walletList, ({ user }) => service.walletList(ctx, user.id))
  registerEndpoint(app, walletInfo, ({ input, user }) => service.walletInfo(ctx, user.id, input.token_id))
  registerEndpoint(app, walletInfoByKey, ({ input, user }) => service.walletInfoByKey(ctx, user.id, input.token_key))
  registerEndpoint(app, walletRecordList, ({ input, user, request }) =>
    service.walletRecords(
      ctx,
      { userId: user.id, page: input.page, pageSize: input.page_size, types: input.type_arr, behaviors: input.behavior_arr, tokenId: input.token_id },
      languageOf(request),
    ),
  )
  registerEndpoint(app, walletBehaviors, async ({ request }) => service.walletBehaviors(languageOf(request)))
  registerEndpoint(app, walletChainList, async () => service.walletChainList(ctx))
  registerEndpoint(app, rechargeConfigs, () => service.rechargeConfigs(ctx))
  registerEndpoint(app, walletGetReceiver, ({ input }) => service.getReceiver(ctx, input.chain_parent_id, input.token_id))
}
