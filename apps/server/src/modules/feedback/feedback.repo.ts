import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'

const feedbackColumns = ['f.id', 'f.user_id', 'f.category_id', 'f.content', 'f.image_arr', 'f.created_at'] as const

function feedbackQuery(db: Db) {
  return db
    .selectFrom('feedbacks as f')
    .select(feedbackColumns)
    .select(sql<string | number>`(select count(*) from feedback_replies r where r.feedback_id = f.id)`.as('reply_count'))
}

export type FeedbackRow = Awaited<ReturnType<typeof findFeedback>> & object

export async function insertFeedback(db: Db, values: { userId: number; categoryId: number; content: string; images: readonly string[] }) {
  const { id } = await db
    .insertInto('feedbacks')
    .values({ user_id: values.userId, category_id: values.categoryId, content: values.content, image_arr: JSON.stringify(values.images) })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

export async function findFeedback(db: Db, id: number) {
  return feedbackQuery(db).where('f.id', '=', id).executeTakeFirst()
}

export async function listFeedback(db: Db, query: { userId?: number; limit: number; offset: number }) {
  let builder = feedbackQuery(db)
  if (query.userId !== undefined) builder = builder.where('f.user_id', '=', query.userId)
  return builder.orderBy('f.id', 'desc').limit(query.limit).offset(query.offset).execute()
}

export async function listReplies(db: Db, feedbackIds: readonly number[]) {
  if (feedbackIds.length === 0) return []
  return db
    .selectFrom('feedback_replies')
    .select(['id', 'feedback_id', 'content', 'created_at'])
    .where('feedback_id', 'in', feedbackIds)
    .orderBy('id')
    .execute()
}

export async function insertReply(db: Db, values: { feedbackId: number; content: string; adminAddress: string }) {
  return db
    .insertInto('feedback_replies')
    .values({ feedback_id: values.feedbackId, content: values.content, admin_address: values.adminAddress })
    .returning(['id', 'content', 'created_at'])
    .executeTakeFirstOrThrow()
}
