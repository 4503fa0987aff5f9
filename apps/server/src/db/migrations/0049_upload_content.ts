import { type Kysely } from 'kysely'

// Frozen once landed: add a new migration instead of editing this one.
// Decision 0050: an upload's bytes live in the database, where every process reads them and the
// backup holds them. Null only for an upload of an older version whose file, on some process's
// disk, has not been imported yet (modules/upload/importDiskUploads.ts does it at start).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('uploads').addColumn('content', 'bytea').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('uploads').dropColumn('content').execute()
}
