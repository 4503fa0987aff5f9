import { cardsProgramme } from './cards/cards.programme.ts'
import { cmarketProgramme } from './cmarket/cm.programme.ts'
import { fundProgramme } from './fund/fund.programme.ts'
import { gameProgramme } from './game/game.programme.ts'
import { minerProgramme } from './miner/miner.programme.ts'
import { partnerProgramme } from './partner/partner.programme.ts'
import { mintProgramme } from './mint/mint.programme.ts'
import { nftProgramme } from './nft/nft.programme.ts'
import { pledgeProgramme } from './pledge/pledge.programme.ts'
import { productProgramme } from './product/product.programme.ts'
import { smProgramme } from './sm/sm.programme.ts'
import type { ProgrammeDefinition } from './base/registry/defineProgramme.ts'

/** The programmes of hapdex, in the order a settlement pass runs their jobs; a new programme adds its line here. */
export const programmeList: readonly ProgrammeDefinition[] = [mintProgramme, productProgramme, minerProgramme, pledgeProgramme, fundProgramme, partnerProgramme, smProgramme, nftProgramme, cmarketProgramme, gameProgramme, cardsProgramme]
