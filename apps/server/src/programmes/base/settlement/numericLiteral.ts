import { sql, type RawBuilder } from 'kysely'

/** A bigint as a numeric parameter of a settlement statement (base units exceed every integer type). */
export function numeric(value: bigint): RawBuilder<unknown> {
  return sql`${value.toString()}::numeric`
}
