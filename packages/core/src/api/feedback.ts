import { z } from 'zod'
import { int4IdQuery, pageNumber, pageSize, text } from './fields.ts'
import type { Language } from '../i18n/languages.ts'
import { builtOnFirstUse, defineEndpoint } from './endpoint.ts'
import { signedActionFields, signedActionTitles, type SignedActionMessageParameters } from './signedAction.ts'
import { savePath } from './upload.ts'

export const FEEDBACK_MAX_CHARS = 800
export const FEEDBACK_MAX_IMAGES = 3

/** Fixed categories: codes are stable, names follow the `Lang` header. */
export const feedbackCategoryNames: Record<number, Record<Language, string>> = {
  1: { 'en-US': 'Problem report', 'zh-CN': '问题反馈', 'zh-HK': '問題反饋', 'ja-JP': '不具合の報告', 'ko-KR': '문제 신고' },
  2: { 'en-US': 'Deposit and withdrawal', 'zh-CN': '充值与提现', 'zh-HK': '充值與提現', 'ja-JP': '入出金', 'ko-KR': '입출금' },
  3: { 'en-US': 'Suggestion', 'zh-CN': '功能建议', 'zh-HK': '功能建議', 'ja-JP': 'ご提案', 'ko-KR': '기능 제안' },
  4: { 'en-US': 'Other', 'zh-CN': '其他', 'zh-HK': '其他', 'ja-JP': 'その他', 'ko-KR': '기타' },
}
export const feedbackCategoryIds = Object.keys(feedbackCategoryNames).map(Number)

const pageQuery = z.lazy(() => z.object({ page: pageNumber, page_size: pageSize(10) }))

export const feedbackCategories = defineEndpoint({
  method: 'GET',
  path: '/basic/feedback/categories',
  auth: false,
  summary: 'Feedback categories in the caller\'s language',
  schemas: () => ({
    input: z.object({}),
    output: z.object({ list: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
  }),
})

export const feedbackItem = builtOnFirstUse(() =>
  z.object({
    id: z.number().int(),
    category_id: z.number().int(),
    category: z.string(),
    content: z.string(),
    /** save_path values; prefix with image_domain of /basic/config. */
    image_arr: z.array(z.string()),
    reply_count: z.number().int(),
    created_time: z.string(),
  }),
)

export const feedbackList = defineEndpoint({
  method: 'GET',
  path: '/basic/feedback/list',
  auth: true,
  summary: 'The signed-in user\'s feedback, newest first',
  schemas: () => ({
    input: pageQuery,
    output: z.object({ list: z.array(feedbackItem()), page: z.number().int(), page_size: z.number().int() }),
  }),
})

export const feedbackReply = z.lazy(() => z.object({ id: z.number().int(), content: z.string(), created_time: z.string() }))

export const feedbackReplyList = defineEndpoint({
  method: 'GET',
  path: '/basic/feedback/reply-list',
  auth: true,
  summary: 'Replies to one of the signed-in user\'s feedback entries, oldest first',
  schemas: () => ({
    input: z.object({ id: int4IdQuery }),
    output: z.object({ feedback: feedbackItem(), list: z.array(feedbackReply) }),
  }),
})

export const feedbackPostParams = builtOnFirstUse(() =>
  z.object({
    category_id: z.number().int().refine((id) => feedbackCategoryIds.includes(id), 'unknown category'),
    // Not trimmed: the signed text is the content exactly as sent.
    content: text(FEEDBACK_MAX_CHARS).refine((content) => content.trim().length > 0, 'empty'),
    img_arr: z.array(savePath).min(1).max(FEEDBACK_MAX_IMAGES),
  }),
)

/**
 * Signed values must be single lines: the text and the image list go in as JSON strings, which
 * escape line breaks (U+2028/U+2029 too, so a wallet cannot show them as a forged line).
 */
export function feedbackPostSignedParams(input: z.input<ReturnType<typeof feedbackPostParams>>): SignedActionMessageParameters['params'] {
  const oneLine = (value: unknown) => JSON.stringify(value).replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029')
  return [
    ['category_id', input.category_id],
    ['content', oneLine(input.content)],
    ['img_arr', oneLine(input.img_arr)],
  ]
}

export const feedbackPost = defineEndpoint({
  method: 'POST',
  path: '/basic/feedback/do',
  auth: true,
  summary: `Submit feedback (≤ ${FEEDBACK_MAX_CHARS} characters, 1–${FEEDBACK_MAX_IMAGES} own uploads), signed '${signedActionTitles.feedbackPost}'`,
  schemas: () => ({
    input: feedbackPostParams().extend(signedActionFields),
    output: feedbackItem(),
  }),
})
