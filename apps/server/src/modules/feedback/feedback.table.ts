import type { ColumnType, Generated } from 'kysely'

export interface FeedbacksTable {
  id: Generated<number>
  user_id: number
  category_id: number
  content: string
  /** jsonb: written as JSON text, read back as an array. */
  image_arr: ColumnType<string[], string, string>
  created_at: Generated<Date>
}

export interface FeedbackRepliesTable {
  id: Generated<number>
  feedback_id: number
  content: string
  admin_address: string
  created_at: Generated<Date>
}
