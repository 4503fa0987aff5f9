import type { Generated } from 'kysely'

export interface UploadsTable {
  id: Generated<number>
  user_id: number
  /** `/uploads/<name>`, as answered and as feedback refers to it. */
  save_path: string
  content_type: 'image/png' | 'image/jpeg'
  bytes: number
  created_at: Generated<Date>
}
