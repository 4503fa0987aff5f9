import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Db } from '../../db/database.ts'
import { fillUploadContent, uploadsWithoutContent } from './upload.repo.ts'
import { STORED_NAME, UPLOAD_URL_PREFIX } from './upload.service.ts'

/** Where versions before decision 0050 wrote uploads, on each process's own disk. */
export function legacyUploadDir(dataDir: string): string {
  return join(dataDir, 'uploads')
}

// One query per this many files: an IN list of a size PostgreSQL plans well.
const BATCH = 500

/**
 * Moves the files of an older version into their rows, once: a migration cannot read a disk, and
 * each API process held the uploads it had taken itself, so each imports its own at start. A row
 * already filled is left alone, so a restart or processes sharing the folder import nothing twice.
 * The files stay where they are (the operator removes the folder once the log reports nothing
 * left); a file with no row (its insert had failed) is not an upload and is skipped.
 */
export async function importDiskUploads(db: Db, dataDir: string): Promise<{ imported: number }> {
  const names = await storedNames(legacyUploadDir(dataDir))
  let imported = 0
  for (let at = 0; at < names.length; at += BATCH) {
    const waiting = await uploadsWithoutContent(db, names.slice(at, at + BATCH).map((name) => `${UPLOAD_URL_PREFIX}${name}`))
    for (const savePath of waiting) {
      const content = await readFile(join(legacyUploadDir(dataDir), savePath.slice(UPLOAD_URL_PREFIX.length)))
      if (await fillUploadContent(db, savePath, content)) imported++
    }
  }
  return { imported }
}

async function storedNames(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => STORED_NAME.test(name))
  } catch (error) {
    // No folder: a deployment that never stored an upload on disk, the usual case.
    if ((error as { code?: string }).code === 'ENOENT') return []
    throw error
  }
}
