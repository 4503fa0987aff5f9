import type { Generated } from 'kysely'

export interface UploadsTable {
  id: Generated<number>
  user_id: number
  /** `/uploads/<name>`, as answered and as feedback refers to it. */
  save_path: string
  content_type: 'image/png' | 'image/jpeg'
  bytes: number
  /** The re-encoded image; null only for an older version's upload still on a disk (importDiskUploads.ts). */
  content: Uint8Array | null
  created_at: Generated<Date>
}
