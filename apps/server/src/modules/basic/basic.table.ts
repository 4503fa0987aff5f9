import type { Language } from '@hapdex/core/i18n/languages'
import type { Generated } from 'kysely'

export interface BannersTable {
  id: Generated<number>
  title: string
  image: string
  link: string
  sort_order: number
  /** Shown in this language only; null: in every language. */
  lang: Language | null
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
