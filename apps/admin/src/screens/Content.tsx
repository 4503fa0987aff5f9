import { adminBannerDelete, adminBannerList, adminBannerSave, adminNoticeDelete, adminNoticeSave, type adminNotice } from '@hapdex/core/api/admin'
import { languages } from '@hapdex/core/i18n/languages'
import { useCustom } from '@refinedev/core'
import { useTable } from '@refinedev/react-table'
import type { ColumnDef } from '@tanstack/react-table'
import { useMemo, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
// The web app's own rule set, imported rather than copied: the preview is sanitised exactly as users see it.
import { sanitizeOperatorHtml } from '../../../web/src/lib/sanitizeOperatorHtml.ts'
import { DataTable, StaticTable } from '../components/DataTable.tsx'
import { ImageUpload } from '../components/ImageUpload.tsx'
import { LoadFailed } from '../components/LoadFailed.tsx'
import { useAction } from '../components/useAction.ts'
import { dateTime } from '../lib/format.ts'
import { fieldErrors } from '../lib/schemaForm.ts'

type Notice = z.output<typeof adminNotice>
type Banner = z.output<typeof adminBannerList.output>['list'][number]
interface NoticeDraft {
  group?: number | undefined
  lang: (typeof languages)[number]
  title: string
  content: string
}
const emptyNotice: NoticeDraft = { lang: 'en-US', title: '', content: '' }

/** Notices (per language, HTML with a preview sanitised as the app sanitises it) and banners. */
export function Content() {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="content-title">
      <div className="screen-head">
        <h1 id="content-title">{t('content.title')}</h1>
      </div>
      <Notices />
      <Banners />
    </section>
  )
}

function Notices() {
  const { t, i18n } = useTranslation()
  const [draft, setDraft] = useState<NoticeDraft>(emptyNotice)
  const action = useAction<Notice>()
  const editRef = useRef<(notice: Notice) => void>(() => undefined)
  const removeRef = useRef<(notice: Notice) => void>(() => undefined)
  const columns = useMemo<ColumnDef<Notice>[]>(
    () => [
      { id: 'group', header: t('content.group'), accessorKey: 'group' },
      { id: 'lang', header: t('content.lang'), accessorKey: 'lang' },
      { id: 'title', header: t('content.noticeTitle'), accessorKey: 'title' },
      { id: 'created', header: t('content.created'), cell: ({ row }) => dateTime(row.original.created_at, i18n.language) },
      {
        id: 'actions',
        header: t('content.actions'),
        cell: ({ row }) => (
          <div className="row-actions">
            <button type="button" onClick={() => editRef.current(row.original)}>
              {t('content.edit')}
            </button>
            <button type="button" className="danger" onClick={() => removeRef.current(row.original)}>
              {t('content.delete')}
            </button>
          </div>
        ),
      },
    ],
    [t, i18n.language],
  )
  const table = useTable<Notice>({ columns, refineCoreProps: { resource: 'notices', pagination: { pageSize: 20, mode: 'server' }, syncWithLocation: false } })
  const refresh = () => table.refineCore.tableQuery.refetch()
  editRef.current = (notice) => setDraft({ group: notice.group, lang: notice.lang, title: notice.title, content: notice.content })
  removeRef.current = (notice) => {
    if (!window.confirm(t('content.confirmDelete', { title: notice.title }))) return
    void action.run(adminNoticeDelete.path, { group: notice.group, lang: notice.lang }, async () => {
      await refresh()
      return t('content.noticeDeleted', { group: notice.group, lang: notice.lang })
    })
  }
  const byField = fieldErrors(action.error, ['title', 'content', 'lang', 'group'])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void action.run(adminNoticeSave.path, draft.group === undefined ? { lang: draft.lang, title: draft.title, content: draft.content } : draft, async (saved) => {
      setDraft({ group: saved.group, lang: saved.lang, title: saved.title, content: saved.content })
      await refresh()
      return t('content.noticeSaved', { group: saved.group, lang: saved.lang })
    })
  }
  return (
    <section className="block" aria-labelledby="notices-title">
      <h2 id="notices-title">{t('content.notices')}</h2>
      <form className="card editor" onSubmit={submit} noValidate aria-label={t('content.noticeEditor')}>
        <div className="editor-fields">
          <p className="muted">{draft.group === undefined ? t('content.newNotice') : t('content.editing', { group: draft.group })}</p>
          <label className="field">
            <span>{t('content.lang')}</span>
            <select value={draft.lang} onChange={(event) => setDraft({ ...draft, lang: languages.find((lang) => lang === event.target.value) ?? draft.lang })}>
              {languages.map((lang) => (
                <option key={lang} value={lang}>
                  {lang}
                </option>
              ))}
            </select>
          </label>
          <div className="field">
            <label htmlFor="notice-title">{t('content.noticeTitle')}</label>
            <input id="notice-title" value={draft.title} maxLength={200} onChange={(event) => setDraft({ ...draft, title: event.target.value })} aria-invalid={byField.title !== undefined} />
            <span role="alert" className="error">{byField.title}</span>
          </div>
          <div className="field">
            <label htmlFor="notice-content">{t('content.html')}</label>
            <textarea id="notice-content" rows={8} spellCheck={false} value={draft.content} onChange={(event) => setDraft({ ...draft, content: event.target.value })} aria-invalid={byField.content !== undefined} />
            <span role="alert" className="error">{byField.content}</span>
          </div>
          <ImageUpload id="notice-image" label={t('content.insertImage')} onUploaded={(path) => setDraft((current) => ({ ...current, content: `${current.content}<p><img src="${path}" alt=""></p>` }))} />
          {action.notice && <p role="status" className="success">{action.notice}</p>}
          {action.error && byField.title === undefined && byField.content === undefined && <p role="alert" className="error">{action.error}</p>}
          <div className="row-actions">
            <button type="button" onClick={() => setDraft(emptyNotice)}>
              {t('content.new')}
            </button>
            <button type="submit" className="primary" disabled={action.pending}>
              {t('content.save')}
            </button>
          </div>
        </div>
        <div className="preview" aria-labelledby="preview-title">
          <h3 id="preview-title">{t('content.preview')}</h3>
          <p className="muted">{t('content.previewHint')}</p>
          <article data-testid="notice-preview" className="notice-preview">
            <h4>{draft.title}</h4>
            <div dangerouslySetInnerHTML={{ __html: sanitizeOperatorHtml(draft.content) }} />
          </article>
        </div>
      </form>
      <DataTable table={table} caption={t('content.notices')} />
    </section>
  )
}

interface BannerDraft {
  id?: number | undefined
  title: string
  image: string
  link: string
  sort_order: string
  lang: string
}
const emptyBanner: BannerDraft = { title: '', image: '', link: '', sort_order: '0', lang: '' }

function Banners() {
  const { t } = useTranslation()
  const { query } = useCustom<{ list: Banner[] }>({ url: adminBannerList.path, method: 'get' })
  const [draft, setDraft] = useState<BannerDraft>(emptyBanner)
  const action = useAction<Banner>()
  const editRef = useRef<(banner: Banner) => void>(() => undefined)
  const removeRef = useRef<(banner: Banner) => void>(() => undefined)
  const columns = useMemo<ColumnDef<Banner>[]>(
    () => [
      { id: 'order', header: t('content.sortOrder'), accessorKey: 'sort_order' },
      { id: 'title', header: t('content.bannerTitle'), accessorKey: 'title' },
      { id: 'image', header: t('content.image'), cell: ({ row }) => <code>{row.original.image}</code> },
      { id: 'link', header: t('content.link'), cell: ({ row }) => <code>{row.original.link || '—'}</code> },
      { id: 'lang', header: t('content.lang'), cell: ({ row }) => row.original.lang ?? t('content.allLanguages') },
      {
        id: 'actions',
        header: t('content.actions'),
        cell: ({ row }) => (
          <div className="row-actions">
            <button type="button" onClick={() => editRef.current(row.original)}>
              {t('content.edit')}
            </button>
            <button type="button" className="danger" onClick={() => removeRef.current(row.original)}>
              {t('content.delete')}
            </button>
          </div>
        ),
      },
    ],
    [t],
  )
  editRef.current = (banner) => setDraft({ id: banner.id, title: banner.title, image: banner.image, link: banner.link, sort_order: String(banner.sort_order), lang: banner.lang ?? '' })
  removeRef.current = (banner) => {
    if (!window.confirm(t('content.confirmDelete', { title: banner.title }))) return
    void action.run(adminBannerDelete.path, { id: banner.id }, async () => {
      await query.refetch()
      return t('content.bannerDeleted', { title: banner.title })
    })
  }
  const byField = fieldErrors(action.error, ['title', 'image', 'link', 'sort_order'])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const values = { ...(draft.id === undefined ? {} : { id: draft.id }), title: draft.title, image: draft.image, link: draft.link, sort_order: Number(draft.sort_order), lang: draft.lang === '' ? null : draft.lang }
    void action.run(adminBannerSave.path, values, async (saved) => {
      setDraft(emptyBanner)
      await query.refetch()
      return t('content.bannerSaved', { title: saved.title })
    })
  }
  const field = (name: 'title' | 'image' | 'link' | 'sort_order', label: string) => (
    <div className="field">
      <label htmlFor={`banner-${name}`}>{label}</label>
      <input id={`banner-${name}`} inputMode={name === 'sort_order' ? 'numeric' : undefined} value={draft[name]} onChange={(event) => setDraft({ ...draft, [name]: event.target.value })} aria-invalid={byField[name] !== undefined} />
      <span role="alert" className="error">{byField[name]}</span>
    </div>
  )
  return (
    <section className="block" aria-labelledby="banners-title">
      <h2 id="banners-title">{t('content.banners')}</h2>
      <form className="card form-grid banner-form" onSubmit={submit} noValidate aria-label={t('content.bannerEditor')}>
        {field('title', t('content.bannerTitle'))}
        {field('image', t('content.image'))}
        {field('link', t('content.link'))}
        <ImageUpload id="banner-upload" label={t('content.uploadImage')} onUploaded={(path) => setDraft((current) => ({ ...current, image: path }))} />
        {field('sort_order', t('content.sortOrder'))}
        <label className="field">
          <span>{t('content.lang')}</span>
          <select value={draft.lang} onChange={(event) => setDraft({ ...draft, lang: event.target.value })}>
            <option value="">{t('content.allLanguages')}</option>
            {languages.map((lang) => (
              <option key={lang} value={lang}>
                {lang}
              </option>
            ))}
          </select>
        </label>
        <div className="row-actions wide">
          {action.notice && <p role="status" className="success">{action.notice}</p>}
          {action.error && Object.keys(byField).length === 0 && <p role="alert" className="error">{action.error}</p>}
          <button type="button" onClick={() => setDraft(emptyBanner)}>
            {t('content.new')}
          </button>
          <button type="submit" className="primary" disabled={action.pending}>
            {draft.id === undefined ? t('content.addBanner') : t('content.save')}
          </button>
        </div>
      </form>
      {query.isLoading ? <p className="muted">{t('common.loading')}</p> : query.isError ? <LoadFailed message={query.error?.message} retry={() => void query.refetch()} /> : <StaticTable columns={columns} data={query.data?.data.list ?? []} caption={t('content.banners')} />}
    </section>
  )
}
