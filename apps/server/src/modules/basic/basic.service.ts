import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import { defaultLanguage, type Language } from '@hapdex/core/i18n/languages'
import type { Db } from '../../db/database.ts'
import { ApiError } from '../../http/apiError.ts'
import { countNoticeGroups, findNotice, listBanners, listNotices } from './basic.repo.ts'

export function siteConfig(parameters: { origin: string; chain: ChainConfig; chatUrl: string }) {
  return { domain: parameters.origin, image_domain: parameters.origin, chain: parameters.chain, chat_url: parameters.chatUrl }
}

export async function banners(db: Db, lang: Language) {
  return { list: await listBanners(db, lang, defaultLanguage) }
}

interface NoticeRow {
  id: number
  group_id: number
  lang: string
  title: string
  content: string
  created_at: Date | string
}

function toSummary(row: NoticeRow) {
  return {
    id: row.id,
    group: row.group_id,
    lang: row.lang as Language,
    title: row.title,
    created_at: new Date(row.created_at).toISOString(),
  }
}

export async function latestNotice(db: Db, lang: Language) {
  const [row] = await listNotices(db, { lang, fallback: defaultLanguage, limit: 1, offset: 0 })
  return { notice: row === undefined ? null : toSummary(row) }
}

export async function noticeList(db: Db, lang: Language, page: { page: number; page_size: number }) {
  const query = { lang, fallback: defaultLanguage }
  const [rows, total] = await Promise.all([
    listNotices(db, { ...query, limit: page.page_size, offset: (page.page - 1) * page.page_size }),
    countNoticeGroups(db, query),
  ])
  return { list: rows.map(toSummary), total, page: page.page, page_size: page.page_size }
}

export async function noticeDetail(db: Db, lang: Language, group: number) {
  const row = await findNotice(db, { group, lang, fallback: defaultLanguage })
  if (row === undefined) throw new ApiError('not_found')
  return { ...toSummary(row), content: row.content }
}
