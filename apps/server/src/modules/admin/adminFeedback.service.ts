import type { Language } from '@hapdex/core/i18n/languages'
import type { Db } from '../../db/database.ts'
import { ApiError } from '../../http/apiError.ts'
import { findFeedback, insertReply, listFeedback, listReplies } from '../feedback/feedback.repo.ts'
import { toFeedbackItem, toReply } from '../feedback/feedback.service.ts'

export async function feedbackList(db: Db, page: { page: number; page_size: number }, language: Language) {
  const rows = await listFeedback(db, { limit: page.page_size, offset: (page.page - 1) * page.page_size })
  const ids = rows.map((row) => row.id)
  const userIds = [...new Set(rows.map((row) => row.user_id))]
  const [replies, authors] = await Promise.all([
    listReplies(db, ids),
    userIds.length === 0 ? [] : db.selectFrom('users').select(['id', 'address']).where('id', 'in', userIds).execute(),
  ])
  const addressOf = new Map(authors.map((author) => [author.id, author.address]))
  return {
    list: rows.map((row) => ({
      ...toFeedbackItem(row, language),
      address: addressOf.get(row.user_id) ?? '',
      replies: replies.filter((reply) => reply.feedback_id === row.id).map(toReply),
    })),
    page: page.page,
    page_size: page.page_size,
  }
}

export async function replyToFeedback(db: Db, adminAddress: string, id: number, content: string) {
  if ((await findFeedback(db, id)) === undefined) throw new ApiError('not_found')
  return toReply(await insertReply(db, { feedbackId: id, content, adminAddress }))
}

/** A feedback entry's replies, for the audit of a reply; null when the entry does not exist. */
export async function feedbackReplies(db: Db, id: number) {
  if ((await findFeedback(db, id)) === undefined) return null
  return { id, replies: (await listReplies(db, [id])).map(toReply) }
}
