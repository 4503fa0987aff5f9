import type { Generated } from 'kysely'

export interface BannersTable {
  id: Generated<number>
  title: string
  image: string
  link: string
  sort_order: number
  created_at: Generated<Date>
}

export interface NoticesTable {
  id: Generated<number>
  /** One announcement across languages; clients address notices by group. */
  group_id: number
  lang: string
  title: string
  /** HTML; the web client sanitizes it before rendering. */
  content: string
  created_at: Generated<Date>
}
