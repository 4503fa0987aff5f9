import { adminProgrammeConfigGet, adminProgrammeConfigSave, type programmeConfigView } from '@hapdex/core/api/programmes'
import { programmeConfigSchemas, programmeNames, type ProgrammeName } from '@hapdex/core/programmes/programmeConfigs'
import { useCustom, useCustomMutation, type HttpError } from '@refinedev/core'
import { useMemo, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { NavLink, useParams } from 'react-router'
import type { z } from 'zod'
import { LoadFailed } from '../components/LoadFailed.tsx'
import { fieldErrors, formFields, patchOf, toDraft, type FormField } from '../lib/schemaForm.ts'
import { dateTime, operatorZone, shortHex } from '../lib/format.ts'
import { changedFields } from './auditChanges.ts'

type ConfigView = z.output<typeof programmeConfigView>

/** A programme's name in the console's language; a programme added later shows its registry name until translated. */
export function programmeLabel(t: (key: string, options: { defaultValue: string }) => string, name: string) {
  return t(`programmes.names.${name}`, { defaultValue: name })
}

/** Every programme the registry's schemas name, each configuration a form generated from its schema, with its history. */
export function Programmes() {
  const { t } = useTranslation()
  const { name } = useParams()
  const selected = programmeNames.find((programme) => programme === name) ?? programmeNames[0]!
  return (
    <section aria-labelledby="programmes-title">
      <div className="screen-head">
        <h1 id="programmes-title">{t('programmes.title')}</h1>
      </div>
      <nav className="tabs" aria-label={t('programmes.list')}>
        {programmeNames.map((programme) => (
          <NavLink key={programme} to={`/programmes/${programme}`} className={() => (programme === selected ? 'active' : '')} aria-current={programme === selected ? 'page' : 'false'}>
            {programmeLabel(t, programme)}
          </NavLink>
        ))}
      </nav>
      <ProgrammeConfig key={selected} name={selected} />
    </section>
  )
}

function ProgrammeConfig({ name }: { name: ProgrammeName }) {
  const { t } = useTranslation()
  const { query } = useCustom<ConfigView>({ url: adminProgrammeConfigGet(name).path, method: 'get' })
  // Kept here: the form starts afresh with the version it saved.
  const [saved, setSaved] = useState('')
  if (query.isLoading) return <p aria-busy="true" className="muted">{t('common.loading')}</p>
  if (query.isError || query.data === undefined) return <LoadFailed message={query.error?.message} retry={() => void query.refetch()} />
  return (
    <>
      {/* A new version read from the server starts a fresh form. */}
      {saved && <p role="status" className="success">{saved}</p>}
      <ConfigForm
        key={query.data.data.version}
        name={name}
        view={query.data.data}
        onSaved={(version) => {
          setSaved(t('programmes.saved', { version }))
          void query.refetch()
        }}
      />
      <ConfigHistory view={query.data.data} />
    </>
  )
}

function ConfigForm({ name, view, onSaved }: { name: ProgrammeName; view: ConfigView; onSaved: (version: number) => void }) {
  const { t } = useTranslation()
  const fields = useMemo(() => formFields(programmeConfigSchemas[name]), [name])
  const initial = useMemo(() => Object.fromEntries(fields.map((field) => [field.name, toDraft(field, view.config[field.name])])), [fields, view])
  const [drafts, setDrafts] = useState(initial)
  const [local, setLocal] = useState<Record<string, string>>({})
  const [notice, setNotice] = useState('')
  const { mutateAsync, mutation } = useCustomMutation<ConfigView>()
  const serverError = mutation.isError ? (mutation.error as HttpError | null)?.message ?? '' : ''
  const byField = { ...fieldErrors(serverError, fields.map((field) => field.name)), ...local }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setNotice('')
    const { patch, errors } = patchOf(fields, view.config, drafts)
    setLocal(Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, t(`programmes.invalid.${error}`)])))
    if (Object.keys(errors).length > 0) return
    if (Object.keys(patch).length === 0) return setNotice(t('programmes.unchanged'))
    // With the version read: a change saved meanwhile by another operator is refused, not overwritten.
    mutateAsync({ url: adminProgrammeConfigSave(name).path, method: 'post', values: { config: patch, version: view.version } })
      .then(({ data }) => onSaved(data.version))
      .catch(() => undefined)
  }
  return (
    <form className="card config-form" onSubmit={submit} noValidate aria-labelledby="config-title">
      <div className="screen-head">
        <h2 id="config-title">{t('programmes.config', { name: programmeLabel(t, name) })}</h2>
        <span className="badge">{t('programmes.version', { version: view.version })}</span>
      </div>
      <div className="form-grid">
        {fields.map((field) => (
          <FieldInput key={field.name} field={field} value={drafts[field.name] ?? ''} error={byField[field.name]} onChange={(value) => setDrafts((all) => ({ ...all, [field.name]: value }))} />
        ))}
      </div>
      {notice && <p role="status" className="success">{notice}</p>}
      {serverError && <p role="alert" className="error">{serverError}</p>}
      <div className="row-actions">
        <button type="button" onClick={() => setDrafts(initial)} disabled={mutation.isPending}>
          {t('programmes.reset')}
        </button>
        <button type="submit" className="primary" disabled={mutation.isPending}>
          {t('programmes.save')}
        </button>
      </div>
    </form>
  )
}

function FieldInput({ field, value, error, onChange }: { field: FormField; value: string | boolean; error: string | undefined; onChange: (value: string | boolean) => void }) {
  const { t } = useTranslation()
  const id = `field-${field.name}`
  const described = error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {}
  const text = typeof value === 'string' ? value : ''
  const input = (() => {
    switch (field.kind.kind) {
      case 'select':
        return (
          <select id={id} value={text} onChange={(event) => onChange(event.target.value)} {...described}>
            {field.kind.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        )
      case 'boolean':
        return <input id={id} type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} {...described} />
      case 'integer':
        return <input id={id} inputMode="numeric" value={text} onChange={(event) => onChange(event.target.value)} {...described} />
      case 'json':
        return <textarea id={id} rows={Math.min(12, text.split('\n').length)} spellCheck={false} value={text} onChange={(event) => onChange(event.target.value)} {...described} />
      case 'list':
        return <input id={id} value={text} onChange={(event) => onChange(event.target.value)} {...described} />
      case 'text':
        return <input id={id} inputMode={field.kind.decimal ? 'decimal' : 'text'} value={text} onChange={(event) => onChange(event.target.value)} {...described} />
    }
  })()
  const hint = field.kind.kind === 'list' ? t('programmes.listHint') : field.kind.kind === 'integer' && field.kind.min !== undefined ? t('programmes.range', { min: field.kind.min, max: field.kind.max ?? '∞' }) : ''
  return (
    <div className={`field${field.kind.kind === 'json' ? ' wide' : ''}`}>
      <label htmlFor={id}>
        <code>{field.name}</code>
      </label>
      {input}
      {hint && <span className="muted hint">{hint}</span>}
      {error && (
        <span id={`${id}-error`} role="alert" className="error">
          {error}
        </span>
      )}
    </div>
  )
}

/** Every saved version, newest first: who, when (in the operator's zone), and the fields changed. */
function ConfigHistory({ view }: { view: ConfigView }) {
  const { t, i18n } = useTranslation()
  return (
    <section className="history" aria-labelledby="history-title">
      <div className="screen-head">
        <h2 id="history-title">{t('programmes.history')}</h2>
        <span className="muted">{t('common.zone', { zone: operatorZone() })}</span>
      </div>
      {view.history.length === 0 ? (
        <p className="muted">{t('programmes.noHistory')}</p>
      ) : (
        <div className="table-scroll">
          <table role="table">
            <caption className="visually-hidden">{t('programmes.history')}</caption>
            <thead>
              <tr role="row">
                <th scope="col" role="columnheader">{t('programmes.versionHead')}</th>
                <th scope="col" role="columnheader">{t('programmes.changedAt')}</th>
                <th scope="col" role="columnheader">{t('programmes.changedBy')}</th>
                <th scope="col" role="columnheader">{t('audit.changes')}</th>
              </tr>
            </thead>
            <tbody>
              {view.history.map((entry) => (
                <tr key={entry.version} role="row">
                  <td role="cell" data-label={t('programmes.versionHead')}>{entry.version}</td>
                  <td role="cell" data-label={t('programmes.changedAt')}>{dateTime(entry.changed_at, i18n.language)}</td>
                  <td role="cell" data-label={t('programmes.changedBy')}>
                    <code title={entry.changed_by}>{shortHex(entry.changed_by)}</code>
                  </td>
                  <td role="cell" data-label={t('audit.changes')}>
                    {changedFields(entry.old, entry.new).map(({ field, before, after }) => (
                      <span key={field} className="change">
                        {field}: {before} → {after}
                      </span>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
