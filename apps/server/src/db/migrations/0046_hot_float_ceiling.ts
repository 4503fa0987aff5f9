import { sql, type Kysely } from 'kysely'

// Frozen once landed: add a new migration instead of editing this one.
// The hot wallet holds a float, not the custody (decision 0043): per token, the balance above
// which operators move the excess to cold storage, in base units; 0 sets none.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tokens').addColumn('hot_float_ceiling', 'numeric(78, 0)', (column) => column.notNull().defaultTo(sql`0`).check(sql`hot_float_ceiling >= 0`)).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tokens').dropColumn('hot_float_ceiling').execute()
}
