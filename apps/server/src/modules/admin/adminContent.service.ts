import type { adminBannerSave, adminNoticeSave } from '@hapdex/core/api/admin'
import type { Language } from '@hapdex/core/i18n/languages'
import { sql } from 'kysely'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { inTransaction } from '../../db/inTransaction.ts'
import { ApiError } from '../../http/apiError.ts'

const bannerColumns = ['id', 'title', 'image', 'link', 'sort_order', 'lang'] as const

export async function bannerList(db: Db) {
  return { list: await db.selectFrom('banners').select(bannerColumns).orderBy('sort_order').orderBy('id').execute() }
}

/** A banner as operators see it; null when it does not exist (yet, or any more). */
export async function bannerById(db: Db, id: number) {
  return (await db.selectFrom('banners').select(bannerColumns).where('id', '=', id).executeTakeFirst()) ?? null
}

export async function saveBanner(db: Db, input: z.output<(typeof adminBannerSave)['input']>) {
  const values = { title: input.title, image: input.image, link: input.link, sort_order: input.sort_order, lang: input.lang }
  const row =
    input.id === undefined
      ? await db.insertInto('banners').values(values).returning(bannerColumns).executeTakeFirstOrThrow()
      : await db.updateTable('banners').set(values).where('id', '=', input.id).returning(bannerColumns).executeTakeFirst()
  if (row === undefined) throw new ApiError('not_found')
  return row
}

export async function deleteBanner(db: Db, id: number) {
  const result = await db.deleteFrom('banners').where('id', '=', id).executeTakeFirst()
  if (result.numDeletedRows === 0n) throw new ApiError('not_found')
  return { ok: true as const }
}

const noticeColumns = ['id', 'group_id', 'lang', 'title', 'content', 'created_at'] as const

function toAdminNotice(row: { id: number; group_id: number; lang: string; title: string; content: string; created_at: Date }) {
  return { id: row.id, group: row.group_id, lang: row.lang as Language, title: row.title, content: row.content, created_at: row.created_at.toISOString() }
}

export async function noticeList(db: Db, page: { page: number; page_size: number }) {
  const rows = await db
    .selectFrom('notices')
    .select(noticeColumns)
    .orderBy('group_id', 'desc')
    .orderBy('lang')
    .limit(page.page_size)
    .offset((page.page - 1) * page.page_size)
    .execute()
  return { list: rows.map(toAdminNotice), page: page.page, page_size: page.page_size }
}

/**
 * Content is stored as given: the web client sanitizes with DOMPurify when it renders, so the
 * policy lives in one place and can tighten without rewriting stored notices.
 */
export async function saveNotice(db: Db, input: z.output<(typeof adminNoticeSave)['input']>) {
  return inTransaction(db, async (trx) => {
    // New groups are numbered under a lock so two operators never start the same group.
    await sql`select pg_advisory_xact_lock(${NOTICE_GROUP_LOCK})`.execute(trx)
    const group = input.group ?? (await nextNoticeGroup(trx))
    const row = await trx
      .insertInto('notices')
      .values({ group_id: group, lang: input.lang, title: input.title, content: input.content })
      .onConflict((oc) => oc.columns(['group_id', 'lang']).doUpdateSet({ title: input.title, content: input.content }))
      .returning(noticeColumns)
      .executeTakeFirstOrThrow()
    return toAdminNotice(row)
  })
}
const NOTICE_GROUP_LOCK = 7_100_004

async function nextNoticeGroup(db: Db): Promise<number> {
  const row = await db.selectFrom('notices').select((eb) => eb.fn.max('group_id').as('max')).executeTakeFirst()
  return Number(row?.max ?? 0) + 1
}

/** A notice group's languages (or one of them) as operators see them; null when there is none. */
export async function noticeByGroup(db: Db, group: number, lang: Language | undefined) {
  let query = db.selectFrom('notices').select(noticeColumns).where('group_id', '=', group)
  if (lang !== undefined) query = query.where('lang', '=', lang)
  const rows = await query.orderBy('lang').execute()
  return rows.length === 0 ? null : rows.map(toAdminNotice)
}

export async function deleteNotice(db: Db, group: number, lang: Language | undefined) {
  let query = db.deleteFrom('notices').where('group_id', '=', group)
  if (lang !== undefined) query = query.where('lang', '=', lang)
  const result = await query.executeTakeFirst()
  return { deleted: Number(result.numDeletedRows) }
}
