import type { Db } from '../../../db/database.ts'

/**
 * A standing is a fact one programme knows about a user and another programme reads: holding a
 * partner seat (partner), holding a foundation share (fund). The programme that knows declares it
 * (`standings` in its definition); a programme that reads it asks the base by name, so neither
 * imports the other (lint refuses that) and a reader never copies the owner's rules.
 */
export const standingNames = ['partner', 'foundation_holder'] as const
export type StandingName = (typeof standingNames)[number]

export interface StandingDefinition {
  name: StandingName
  /** Whether the user holds it now, read on the caller's connection (a transaction's, if any). */
  holds(db: Db, userId: number): Promise<boolean>
}

export function defineStanding(definition: StandingDefinition): StandingDefinition {
  return definition
}

/** What a programme reads: a standing nobody declares is held by nobody. */
export interface StandingReader {
  holds(name: StandingName, db: Db, userId: number): Promise<boolean>
  /** Of the names, those the user holds, in the order given. */
  held(names: readonly StandingName[], db: Db, userId: number): Promise<StandingName[]>
}

export function standingReader(definitions: readonly StandingDefinition[]): StandingReader {
  const byName = new Map(definitions.map((definition) => [definition.name, definition]))
  const holds = async (name: StandingName, db: Db, userId: number) => (await byName.get(name)?.holds(db, userId)) ?? false
  return {
    holds,
    async held(names, db, userId) {
      const answers = await Promise.all(names.map((name) => holds(name, db, userId)))
      return names.filter((_, index) => answers[index])
    },
  }
}
