import { adminClock, adminClockAdvance } from '@hapdex/core/api/programmes'
import { useCustom } from '@refinedev/core'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { Loaded } from '../components/Loaded.tsx'
import { useAction } from '../components/useAction.ts'
import { dateTime, operatorZone } from '../lib/format.ts'
import { fieldErrors } from '../lib/schemaForm.ts'

type Clock = z.output<typeof adminClock.output>
const HOUR = 3600
const DAY = 86_400
const presets = [
  { seconds: HOUR, label: 'clock.plusHour' },
  { seconds: DAY, label: 'clock.plusDay' },
  { seconds: 7 * DAY, label: 'clock.plusWeek' },
] as const

/** The programmes' clock: what the server calls now and today; on the devnet operators move it forward (never back) and what became due settles. */
export function Clock() {
  const { t, i18n } = useTranslation()
  const { query } = useCustom<Clock>({ url: adminClock.path, method: 'get' })
  return (
    <section aria-labelledby="clock-title">
      <div className="screen-head">
        <h1 id="clock-title">{t('clock.title')}</h1>
        <span className="muted">{t('common.zone', { zone: operatorZone() })}</span>
        <button type="button" disabled={query.isFetching} onClick={() => void query.refetch()}>
          {t('common.refresh')}
        </button>
      </div>
      <Loaded query={query}>
        {(clock) => (
          <div className="split">
            <dl className="card facts" aria-label={t('clock.now')}>
              <dt>{t('clock.now')}</dt>
              <dd>{dateTime(clock.now, i18n.language)}</dd>
              <dt>{t('clock.day')}</dt>
              <dd>{clock.day}</dd>
              <dt>{t('clock.offset')}</dt>
              <dd>{t('clock.offsetValue', { days: Math.floor(clock.offset_seconds / DAY), hours: Math.floor((clock.offset_seconds % DAY) / HOUR), seconds: clock.offset_seconds })}</dd>
            </dl>
            {clock.movable ? <AdvanceForm onMoved={() => void query.refetch()} /> : <p className="card muted">{t('clock.fixed')}</p>}
          </div>
        )}
      </Loaded>
    </section>
  )
}

/**
 * One move per confirmed submit: a preset only fills the field, so the clock (which never goes
 * back) cannot be moved twice by a preset and the button after it.
 */
function AdvanceForm({ onMoved }: { onMoved: () => void }) {
  const { t, i18n } = useTranslation()
  const [seconds, setSeconds] = useState('')
  const action = useAction<Clock>()
  const byField = fieldErrors(action.error, ['seconds'])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    // Not a whole number goes to the schema as it is typed, which names the field.
    const value = /^\d+$/.test(seconds.trim()) ? Number(seconds.trim()) : Number.NaN
    const valid = adminClockAdvance.input.safeParse({ seconds: value }).success
    if (valid && !window.confirm(t('clock.confirm', { days: Math.floor(value / DAY), hours: Math.floor((value % DAY) / HOUR), seconds: value }))) return
    void action.run(adminClockAdvance.path, { seconds: value }, (moved) => {
      setSeconds('')
      onMoved()
      return t('clock.moved', { day: moved.day, now: dateTime(moved.now, i18n.language) })
    })
  }
  return (
    <form className="card form-card" onSubmit={submit} noValidate aria-labelledby="advance-title">
      <h2 id="advance-title">{t('clock.advance')}</h2>
      <p className="muted">{t('clock.advanceHint')}</p>
      <div className="row-actions start">
        {presets.map(({ seconds: value, label }) => (
          <button key={value} type="button" disabled={action.pending} onClick={() => setSeconds(String(value))}>
            {t(label)}
          </button>
        ))}
      </div>
      <div className="field">
        <label htmlFor="advance-seconds">{t('clock.seconds')}</label>
        <input id="advance-seconds" inputMode="numeric" value={seconds} onChange={(event) => setSeconds(event.target.value)} aria-invalid={byField.seconds !== undefined} aria-describedby="advance-seconds-error" />
        <span id="advance-seconds-error" role="alert" className="error">
          {byField.seconds}
        </span>
      </div>
      {action.notice && <p role="status" className="success">{action.notice}</p>}
      {action.error && byField.seconds === undefined && <p role="alert" className="error">{action.error}</p>}
      <button type="submit" className="primary" disabled={action.pending}>
        {t('clock.advanceButton')}
      </button>
    </form>
  )
}
