import { sql, type Kysely } from 'kysely'

// Frozen once landed: add a new migration instead of editing this one.
// Banners carry their text in the image (issue 17: every language saw the English ones). A banner
// now belongs to one language, or to all when lang is null; a language without banners of its
// own is shown the en-US ones, as notices fall back. The three seeded banners become en-US and
// get a copy in each other language, each with its own image, only where the seed still stands.

const seeded = [
  { image: 'banner1', title: 'Swap on hapdex', link: '#/swap', sort_order: 1 },
  { image: 'banner2', title: 'Earn with liquidity', link: '#/liquidity', sort_order: 2 },
  { image: 'banner3', title: 'Invite friends', link: '#/invitation', sort_order: 3 },
]

/** Each image's headline, which is also its alt text. */
const titles: Record<string, [string, string, string]> = {
  'zh-CN': ['一键兑换', '提供流动性', '邀请好友'],
  'zh-HK': ['一鍵兌換', '提供流動性', '邀請好友'],
  'ja-JP': ['ワンタップでスワップ', '流動性を提供', '友達を招待'],
  'ko-KR': ['원탭 스왑', '유동성 공급', '친구 초대'],
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table banners add column lang text`.execute(db)
  for (const banner of seeded) {
    const { rows } = await sql`update banners set lang = 'en-US'
      where image = ${`/banners/${banner.image}.svg`} and title = ${banner.title} returning id`.execute(db)
    if (rows.length === 0) continue
    for (const [lang, names] of Object.entries(titles)) {
      await sql`insert into banners (title, image, link, sort_order, lang)
        values (${names[banner.sort_order - 1]}, ${`/banners/${banner.image}.${lang}.svg`}, ${banner.link}, ${banner.sort_order}, ${lang})`.execute(db)
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from banners where lang is not null and lang <> 'en-US' and image like '/banners/banner_.%.svg'`.execute(db)
  await sql`alter table banners drop column lang`.execute(db)
}
