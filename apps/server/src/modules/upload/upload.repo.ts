import type { Db } from '../../db/database.ts'
import type { UploadsTable } from './upload.table.ts'

export interface StoredUpload {
  contentType: UploadsTable['content_type']
  content: Buffer
}

export async function insertUpload(db: Db, upload: { userId: number; savePath: string; contentType: UploadsTable['content_type']; content: Buffer }): Promise<void> {
  await db
    .insertInto('uploads')
    .values({ user_id: upload.userId, save_path: upload.savePath, content_type: upload.contentType, bytes: upload.content.length, content: upload.content })
    .execute()
}

/** An upload's bytes and type; undefined when there is none (or its file was never imported). */
export async function findUpload(db: Db, savePath: string): Promise<StoredUpload | undefined> {
  const row = await db.selectFrom('uploads').select(['content_type', 'content']).where('save_path', '=', savePath).executeTakeFirst()
  if (row === undefined || row.content === null) return undefined
  return { contentType: row.content_type, content: asBuffer(row.content) }
}

/** Of `savePaths`, those whose row still waits for its bytes. */
export async function uploadsWithoutContent(db: Db, savePaths: readonly string[]): Promise<string[]> {
  if (savePaths.length === 0) return []
  const rows = await db.selectFrom('uploads').select('save_path').where('save_path', 'in', savePaths).where('content', 'is', null).execute()
  return rows.map((row) => row.save_path)
}

/** Fills a row's bytes once: a second process importing the same file changes nothing. */
export async function fillUploadContent(db: Db, savePath: string, content: Buffer): Promise<boolean> {
  const result = await db.updateTable('uploads').set({ content, bytes: content.length }).where('save_path', '=', savePath).where('content', 'is', null).executeTakeFirst()
  return result.numUpdatedRows > 0n
}

// pg answers a bytea as a Buffer, PGlite as a plain Uint8Array: a view over the same memory either way.
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}
