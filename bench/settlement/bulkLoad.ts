import { sql } from 'kysely'
import type { Db } from '../../apps/server/src/db/database.ts'

interface Definition {
  name: string
  definition: string
}

/**
 * Runs `load` with the table's primary key, unique constraints and indexes dropped, then builds
 * them again from the catalog's own definitions (whatever later migrations made them). Building
 * an index once over millions of rows takes a fraction of maintaining it row by row. A table that
 * a foreign key points at keeps its indexes: dropping them would mean dropping the other table's
 * constraint too.
 */
export async function loadWithoutIndexes(conn: Db, table: string, load: () => Promise<void>): Promise<void> {
  const referenced = await sql<{ count: number }>`select count(*)::int as count from pg_constraint where confrelid = ${table}::regclass`.execute(conn)
  if ((referenced.rows[0]?.count ?? 0) > 0) return load()

  const constraints = await sql<Definition>`
    select conname as name, pg_get_constraintdef(oid) as definition
    from pg_constraint where conrelid = ${table}::regclass and contype in ('p', 'u') order by conname`.execute(conn)
  const indexes = await sql<Definition>`
    select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i join pg_class c on c.oid = i.indexrelid
    where i.indrelid = ${table}::regclass
      and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
    order by c.relname`.execute(conn)

  for (const { name } of constraints.rows) await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(name)}`.execute(conn)
  for (const { name } of indexes.rows) await sql`drop index ${sql.ref(name)}`.execute(conn)
  await load()
  // The definitions come from the catalog, never from input.
  for (const { name, definition } of constraints.rows) await sql`alter table ${sql.table(table)} add constraint ${sql.ref(name)} ${sql.raw(definition)}`.execute(conn)
  for (const { definition } of indexes.rows) await sql.raw(definition).execute(conn)
}
