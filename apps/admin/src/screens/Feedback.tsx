import { adminFeedbackReply, type adminFeedbackList } from '@hapdex/core/api/admin'
import { useTable } from '@refinedev/react-table'
import type { ColumnDef } from '@tanstack/react-table'
import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { DataTable } from '../components/DataTable.tsx'
import { useAction } from '../components/useAction.ts'
import { dateTime, operatorZone, shortHex } from '../lib/format.ts'

type Entry = z.output<typeof adminFeedbackList.output>['list'][number]

/** Users' feedback, newest first, with the replies; an operator replies to an entry in its row. */
export function Feedback() {
  const { t, i18n } = useTranslation()
  const action = useAction<{ id: number }>()
  const [drafts, setDrafts] = useState<Record<number, string>>({})
  const replyRef = useRef<(entry: Entry) => void>(() => undefined)
  const draftsRef = useRef(drafts)
  draftsRef.current = drafts
  const columns = useMemo<ColumnDef<Entry>[]>(
    () => [
      { id: 'id', header: t('feedback.id'), accessorKey: 'id' },
      { id: 'user', header: t('feedback.user'), cell: ({ row }) => <code title={row.original.address}>{shortHex(row.original.address)}</code> },
      { id: 'category', header: t('feedback.category'), accessorKey: 'category' },
      {
        id: 'content',
        header: t('feedback.content'),
        cell: ({ row }) => (
          <div className="thread">
            <p className="pre-line">{row.original.content}</p>
            {row.original.image_arr.length > 0 && <span className="muted">{t('feedback.images', { count: row.original.image_arr.length })}</span>}
            {row.original.replies.map((reply) => (
              <p key={reply.id} className="reply">
                <strong>{t('feedback.operatorReply')}</strong> {reply.content} <span className="muted">{dateTime(reply.created_time, i18n.language)}</span>
              </p>
            ))}
          </div>
        ),
      },
      { id: 'created', header: t('feedback.created'), cell: ({ row }) => dateTime(row.original.created_time, i18n.language) },
      {
        id: 'reply',
        header: t('feedback.reply'),
        cell: ({ row }) => (
          <div className="reply-form">
            <textarea aria-label={t('feedback.replyTo', { id: row.original.id })} rows={2} maxLength={2000} onChange={(event) => setDrafts((all) => ({ ...all, [row.original.id]: event.target.value }))} />
            <button type="button" className="primary" onClick={() => replyRef.current(row.original)}>
              {t('feedback.send')}
            </button>
          </div>
        ),
      },
    ],
    [t, i18n.language],
  )
  const table = useTable<Entry>({ columns, refineCoreProps: { resource: 'feedback', pagination: { pageSize: 20, mode: 'server' }, syncWithLocation: false } })
  replyRef.current = (entry) => {
    void action.run(adminFeedbackReply.path, { id: entry.id, content: draftsRef.current[entry.id] ?? '' }, async () => {
      await table.refineCore.tableQuery.refetch()
      return t('feedback.replied', { id: entry.id })
    })
  }
  return (
    <section aria-labelledby="feedback-title">
      <div className="screen-head">
        <h1 id="feedback-title">{t('feedback.title')}</h1>
        <span className="muted">{t('common.zone', { zone: operatorZone() })}</span>
      </div>
      {action.notice && <p role="status" className="success">{action.notice}</p>}
      {action.error && <p role="alert" className="error">{action.error}</p>}
      <DataTable table={table} caption={t('feedback.title')} />
    </section>
  )
}
