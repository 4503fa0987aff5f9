import { describe, expect, it } from 'vitest'
import type { Db } from '../../../db/database.ts'
import { defineProgramme } from '../registry/defineProgramme.ts'
import { collectProgrammes } from '../registry/programmeRegistry.ts'
import { defineStanding, standingReader } from './standing.ts'

const db = {} as Db
const base = { purposes: [], pools: [], jobs: [], routes: () => undefined }
/** Users 1 and 3 are partners; user 3 alone holds a foundation share. */
const partner = defineStanding({ name: 'partner', holds: async (_db, userId) => userId === 1 || userId === 3 })
const holder = defineStanding({ name: 'foundation_holder', holds: async (_db, userId) => userId === 3 })

describe('standings read through the base', () => {
  it('answers what the declaring programme answers, and false for a standing nobody declares', async () => {
    const onlyPartner = standingReader(collectProgrammes([defineProgramme({ ...base, name: 'partner', standings: [partner] })]).standings)
    expect(await onlyPartner.holds('partner', db, 1)).toBe(true)
    expect(await onlyPartner.holds('partner', db, 2)).toBe(false)
    expect(await onlyPartner.holds('foundation_holder', db, 3)).toBe(false)
  })

  it('lists the standings a user holds in the order asked', async () => {
    const reader = standingReader(collectProgrammes([defineProgramme({ ...base, name: 'partner', standings: [partner] }), defineProgramme({ ...base, name: 'fund', standings: [holder] })]).standings)
    expect(await reader.held(['foundation_holder', 'partner'], db, 3)).toEqual(['foundation_holder', 'partner'])
    expect(await reader.held(['partner', 'foundation_holder'], db, 1)).toEqual(['partner'])
    expect(await reader.held(['partner', 'foundation_holder'], db, 2)).toEqual([])
  })

  it('refuses at start a standing two programmes declare', () => {
    const twice = [defineProgramme({ ...base, name: 'partner', standings: [partner] }), defineProgramme({ ...base, name: 'fund', standings: [partner] })]
    expect(() => collectProgrammes(twice)).toThrow('standing partner is declared by partner and fund')
  })
})
