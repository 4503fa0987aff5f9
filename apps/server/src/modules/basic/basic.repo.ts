import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'

/** The language's own banners, or the fallback language's when it has none; banners of every language (lang null) besides. */
export async function listBanners(db: Db, lang: string, fallback: string) {
  return db
    .selectFrom('banners')
    .select(['id', 'title', 'image', 'link'])
    .where(sql<boolean>`lang is null or lang = case when exists (select 1 from banners where lang = ${lang}) then ${lang} else ${fallback} end`)
    .orderBy('sort_order')
    .orderBy('id')
    .execute()
}

/**
 * One row per notice group: the caller's language when the group has it, else the fallback
 * language. Groups with neither are left out.
 */
function noticesIn(db: Db, lang: string, fallback: string) {
  return db
    .selectFrom('notices')
    .distinctOn('group_id')
    .select(['id', 'group_id', 'lang', 'title', 'content', 'created_at'])
    .where('lang', 'in', [lang, fallback])
    .orderBy('group_id')
    .orderBy(sql`lang = ${lang}`, 'desc')
}

export async function listNotices(db: Db, query: { lang: string; fallback: string; limit: number; offset: number }) {
  return db
    .selectFrom(noticesIn(db, query.lang, query.fallback).as('n'))
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('group_id', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute()
}

export async function countNoticeGroups(db: Db, query: { lang: string; fallback: string }): Promise<number> {
  const row = await db
    .selectFrom('notices')
    .select(sql<string | number>`count(distinct group_id)`.as('count'))
    .where('lang', 'in', [query.lang, query.fallback])
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export async function findNotice(db: Db, query: { group: number; lang: string; fallback: string }) {
  return noticesIn(db, query.lang, query.fallback).where('group_id', '=', query.group).executeTakeFirst()
}
