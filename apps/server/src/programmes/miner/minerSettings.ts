import { parseAmount } from '@hapdex/core/amount/parseAmount'
import type { MinerConfig } from '@hapdex/core/programmes/minerConfig'
import type { MinerSchedule } from '@hapdex/core/rules/minerSchedule'
import type { TokenSettings } from '../../modules/wallet/tokenCatalog.ts'
import type { ProgrammeContext } from '../base/programmeContext.ts'
import { tokenBySymbol } from '../base/programmeTokens.ts'

export interface MinerSettings {
  config: MinerConfig
  token: TokenSettings
  schedule: MinerSchedule
}

/** The miner's configuration with its amounts in the mining token's base units. */
export async function minerSettings(ctx: ProgrammeContext, config?: MinerConfig): Promise<MinerSettings> {
  config ??= await ctx.configs.get('miner')
  const token = await tokenBySymbol(ctx, config.mining_token)
  const units = (text: string) => parseAmount(text, token.decimals)
  return {
    config,
    token,
    schedule: { perUnit: units(config.per_unit_per_session), decayRate: config.decay_rate, decayStep: units(config.decay_step), cap: units(config.total_cap) },
  }
}
