import type { EndpointOutput } from '@hapdex/core/api/endpoint'
import { feedbackCategoryNames, feedbackPostSignedParams, type feedbackPost, type feedbackItem } from '@hapdex/core/api/feedback'
import { signedActionTitles } from '@hapdex/core/api/signedAction'
import type { Language } from '@hapdex/core/i18n/languages'
import type { z } from 'zod'
import type { SessionUser } from '../../auth/authPlugin.ts'
import { requireSignedAction } from '../../auth/signedAction.ts'
import type { Db } from '../../db/database.ts'
import { ApiError } from '../../http/apiError.ts'
import { ownUploads } from '../upload/upload.service.ts'
import { findFeedback, insertFeedback, listFeedback, listReplies, type FeedbackRow } from './feedback.repo.ts'

export function categories(language: Language) {
  return { list: Object.entries(feedbackCategoryNames).map(([id, names]) => ({ id: Number(id), name: names[language] })) }
}

/** jsonb comes back parsed from both drivers; a string would mean a driver changed its mind. */
function imagesOf(value: unknown): string[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : []
}

export function toFeedbackItem(row: FeedbackRow, language: Language): z.infer<ReturnType<typeof feedbackItem>> {
  return {
    id: row.id,
    category_id: row.category_id,
    category: feedbackCategoryNames[row.category_id]?.[language] ?? String(row.category_id),
    content: row.content,
    image_arr: imagesOf(row.image_arr),
    reply_count: Number(row.reply_count),
    created_time: row.created_at.toISOString(),
  }
}

export function toReply(row: { id: number; content: string; created_at: Date }) {
  return { id: row.id, content: row.content, created_time: row.created_at.toISOString() }
}

export async function ownFeedback(db: Db, userId: number, page: { page: number; page_size: number }, language: Language) {
  const rows = await listFeedback(db, { userId, limit: page.page_size, offset: (page.page - 1) * page.page_size })
  return { list: rows.map((row) => toFeedbackItem(row, language)), page: page.page, page_size: page.page_size }
}

/** Someone else's feedback answers 404, the same as a missing one: ids reveal nothing. */
export async function ownReplies(db: Db, userId: number, id: number, language: Language) {
  const row = await findFeedback(db, id)
  if (row === undefined || row.user_id !== userId) throw new ApiError('not_found')
  const replies = await listReplies(db, [id])
  return { feedback: toFeedbackItem(row, language), list: replies.map(toReply) }
}

type PostInput = z.output<(typeof feedbackPost)['input']>

export async function postFeedback(db: Db, user: SessionUser, input: PostInput, language: Language): Promise<EndpointOutput<typeof feedbackPost>> {
  const images = input.img_arr
  if (new Set(images).size !== images.length) throw new ApiError('feedback.image_invalid', { detail: 'an image is listed twice' })
  const own = await ownUploads(db, user.id, images)
  if (images.some((path) => !own.has(path))) throw new ApiError('feedback.image_invalid')
  const signed = { title: signedActionTitles.feedbackPost, params: feedbackPostSignedParams(input), signed: input }
  const id = await requireSignedAction(db, user, signed, (trx) => insertFeedback(trx, { userId: user.id, categoryId: input.category_id, content: input.content, images }))
  const row = await findFeedback(db, id)
  if (row === undefined) throw new Error(`feedback ${id} vanished`)
  return toFeedbackItem(row, language)
}
