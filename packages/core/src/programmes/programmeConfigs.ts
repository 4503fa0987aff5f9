import type { z } from 'zod'
import { cardsConfigSchema } from './cardsConfig.ts'
import { cmarketConfigSchema } from './cmarketConfig.ts'
import { fundConfigSchema } from './fundConfig.ts'
import { gameConfigSchema } from './gameConfig.ts'
import { minerConfigSchema } from './minerConfig.ts'
import { nftConfigSchema } from './nftConfig.ts'
import { mintConfigSchema } from './mintConfig.ts'
import { partnerConfigSchema } from './partnerConfig.ts'
import { pledgeConfigSchema } from './pledgeConfig.ts'
import { productConfigSchema } from './productConfig.ts'
import { settlementConfigSchema } from './settlementConfig.ts'
import { smConfigSchema } from './smConfig.ts'

/**
 * Every programme's configuration schema by name: the server stores each as versioned JSONB,
 * operators change it through `/api/admin/programmes/<name>`, and a later programme adds its
 * schema here and nowhere else.
 */
export const programmeConfigSchemas = {
  settlement: settlementConfigSchema,
  mint: mintConfigSchema,
  product: productConfigSchema,
  miner: minerConfigSchema,
  pledge: pledgeConfigSchema,
  fund: fundConfigSchema,
  partner: partnerConfigSchema,
  sm: smConfigSchema,
  nft: nftConfigSchema,
  cmarket: cmarketConfigSchema,
  game: gameConfigSchema,
  cards: cardsConfigSchema,
} as const

export type ProgrammeName = keyof typeof programmeConfigSchemas
export type ProgrammeConfig<N extends ProgrammeName> = z.infer<(typeof programmeConfigSchemas)[N]>
export const programmeNames = Object.keys(programmeConfigSchemas) as ProgrammeName[]

/** Every default of a programme: what runs before an operator changes anything. */
export function defaultProgrammeConfig<N extends ProgrammeName>(name: N): ProgrammeConfig<N> {
  return programmeConfigSchemas[name].parse({}) as ProgrammeConfig<N>
}
