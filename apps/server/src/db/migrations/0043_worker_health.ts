import { sql, type Kysely } from 'kysely'

// Frozen once landed: add a new migration instead of editing this one.
// A worker loop whose passes failed was seen only in the log of whichever process ran it, once
// per pass. Each loop's state is kept here by the process that ran its last pass, so operators
// see on the console which loop fails, since when, and why (workers/workerHealth.ts).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('worker_health')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('failures', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('failing_since', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('last_ok_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('worker_health').execute()
}
