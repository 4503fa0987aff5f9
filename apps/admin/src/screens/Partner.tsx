import { adminPartnerRoundCreate, adminPartnerVoteCreate, partnerConfigs, partnerVoteInfo, partnerVoteSummary } from '@hapdex/core/api/partner'
import { useCustom } from '@refinedev/core'
import type { ColumnDef } from '@tanstack/react-table'
import { useMemo, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { z } from 'zod'
import { sanitizeOperatorHtml } from '../../../web/src/lib/sanitizeOperatorHtml.ts'
import { StaticTable } from '../components/DataTable.tsx'
import { Loaded } from '../components/Loaded.tsx'
import { useAction } from '../components/useAction.ts'
import { dateTime, isoToLocalInput, localInputToIso, operatorZone, tokenAmount } from '../lib/format.ts'
import { newIdempotencyKey } from '../lib/idempotencyKey.ts'
import { fieldErrors } from '../lib/schemaForm.ts'

type Rounds = z.output<typeof partnerConfigs.output>
type Round = Rounds['list'][number]
type Vote = NonNullable<z.output<typeof partnerVoteInfo.output>>
type Summary = z.output<typeof partnerVoteSummary.output>

/** Where a round stands at the server's now: the same order the app shows. */
export function roundState(round: Round, now: string): 'upcoming' | 'open' | 'full' | 'ended' {
  if (now < round.begin_time) return 'upcoming'
  if (now >= round.end_time) return 'ended'
  return round.recruited >= round.max_recruit ? 'full' : 'open'
}

const DAY_MS = 86_400_000

/** Partner recruitment: the rounds (opened here, sold in the app) and the vote partners answer; partner levels are set on the Users screen. */
export function Partner() {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="partner-title">
      <div className="screen-head">
        <h1 id="partner-title">{t('partner.title')}</h1>
        <span className="muted">{t('common.zone', { zone: operatorZone() })}</span>
      </div>
      <p className="muted">
        {t('partner.published')} <Link to="/users">{t('partner.levelsOnUsers')}</Link>
      </p>
      <RoundsBlock />
      <VoteBlock />
    </section>
  )
}

function RoundsBlock() {
  const { t, i18n } = useTranslation()
  const { query } = useCustom<Rounds>({ url: partnerConfigs.path, method: 'get' })
  const data = query.data?.data
  const columns = useMemo<ColumnDef<Round>[]>(
    () => [
      { id: 'id', header: t('partner.round'), accessorKey: 'id' },
      { id: 'phase', header: t('partner.phase'), accessorKey: 'phase' },
      { id: 'window', header: t('partner.window'), cell: ({ row }) => `${dateTime(row.original.begin_time, i18n.language)} – ${dateTime(row.original.end_time, i18n.language)}` },
      { id: 'price', header: t('partner.price'), cell: ({ row }) => <span className="amount">{tokenAmount(row.original.pay_amount, row.original.pay_token)}</span> },
      { id: 'seats', header: t('partner.seats'), cell: ({ row }) => t('partner.seatsSold', { sold: row.original.recruited, seats: row.original.max_recruit }) },
      {
        id: 'state',
        header: t('partner.state'),
        cell: ({ row }) => {
          const state = roundState(row.original, data?.now ?? new Date().toISOString())
          return <span className={`badge round-${state}`}>{t(`partner.states.${state}`)}</span>
        },
      },
    ],
    [t, i18n.language, data?.now],
  )
  return (
    <section className="block" aria-labelledby="rounds-title">
      <div className="screen-head">
        <h2 id="rounds-title">{t('partner.rounds')}</h2>
        {data?.status === '0' && <span className="badge">{t('partner.closed')}</span>}
        <button type="button" disabled={query.isFetching} onClick={() => void query.refetch()}>
          {t('common.refresh')}
        </button>
      </div>
      <div className="split">
        <RoundForm onCreated={() => void query.refetch()} />
        <div>
          <Loaded query={query}>{(rounds) => <StaticTable columns={columns} data={rounds.list} caption={t('partner.rounds')} />}</Loaded>
        </div>
      </div>
    </section>
  )
}

const windowFields = ['begin_time', 'end_time'] as const

/** One window, begin and end in the operator's zone, with the server's message beside each. */
function WindowFields({ prefix, begin, end, onChange, errors }: { prefix: string; begin: string; end: string; onChange: (field: 'begin' | 'end', value: string) => void; errors: Record<string, string> }) {
  const { t } = useTranslation()
  return (
    <>
      {windowFields.map((name) => (
        <div key={name} className="field">
          <label htmlFor={`${prefix}-${name}`}>{t(`partner.${name}`)}</label>
          <input
            id={`${prefix}-${name}`}
            type="datetime-local"
            value={name === 'begin_time' ? begin : end}
            onChange={(event) => onChange(name === 'begin_time' ? 'begin' : 'end', event.target.value)}
            aria-invalid={errors[name] !== undefined}
            aria-describedby={`${prefix}-${name}-error`}
          />
          <span id={`${prefix}-${name}-error`} role="alert" className="error">
            {errors[name]}
          </span>
        </div>
      ))}
    </>
  )
}

function RoundForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation()
  const blank = () => ({ phase: '1', begin: isoToLocalInput(new Date()), end: isoToLocalInput(new Date(Date.now() + 30 * DAY_MS)), max_recruit: '', pay_amount: '' })
  const [draft, setDraft] = useState(blank)
  // One key per round the operator means: kept across retries and double clicks, renewed after a success.
  const [key, setKey] = useState(newIdempotencyKey)
  const action = useAction<Round>()
  const byField = fieldErrors(action.error, ['phase', 'max_recruit', 'pay_amount', ...windowFields])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const values = {
      phase: Number(draft.phase),
      begin_time: localInputToIso(draft.begin),
      end_time: localInputToIso(draft.end),
      ...(draft.max_recruit.trim() === '' ? {} : { max_recruit: Number(draft.max_recruit) }),
      ...(draft.pay_amount.trim() === '' ? {} : { pay_amount: draft.pay_amount.trim() }),
      idempotency_key: key,
    }
    void action.run(adminPartnerRoundCreate.path, values, (round) => {
      setKey(newIdempotencyKey())
      setDraft(blank())
      onCreated()
      return t('partner.roundCreated', { id: round.id, phase: round.phase, price: tokenAmount(round.pay_amount, round.pay_token), seats: round.max_recruit })
    })
  }
  const field = (name: 'phase' | 'max_recruit' | 'pay_amount', mode: 'numeric' | 'decimal', placeholder?: string) => (
    <div className="field">
      <label htmlFor={`round-${name}`}>{t(`partner.${name}`)}</label>
      <input id={`round-${name}`} inputMode={mode} placeholder={placeholder} value={draft[name]} onChange={(event) => setDraft({ ...draft, [name]: event.target.value })} aria-invalid={byField[name] !== undefined} aria-describedby={`round-${name}-error`} />
      <span id={`round-${name}-error`} role="alert" className="error">
        {byField[name]}
      </span>
    </div>
  )
  return (
    <form className="card form-card" onSubmit={submit} noValidate aria-labelledby="round-form-title">
      <h3 id="round-form-title">{t('partner.newRound')}</h3>
      {field('phase', 'numeric')}
      <WindowFields prefix="round" begin={draft.begin} end={draft.end} errors={byField} onChange={(name, value) => setDraft({ ...draft, [name]: value })} />
      {field('max_recruit', 'numeric', t('partner.fromPhase'))}
      {field('pay_amount', 'decimal', t('partner.fromPhase'))}
      {action.notice && <p role="status" className="success">{action.notice}</p>}
      {action.error && Object.keys(byField).length === 0 && <p role="alert" className="error">{action.error}</p>}
      <button type="submit" className="primary" disabled={action.pending}>
        {t('partner.openRound')}
      </button>
    </form>
  )
}

function VoteBlock() {
  const { t, i18n } = useTranslation()
  const { query } = useCustom<Vote>({ url: partnerVoteInfo.path, method: 'get' })
  const { query: summaryQuery } = useCustom<Summary>({ url: partnerVoteSummary.path, method: 'get' })
  const summary = summaryQuery.data?.data
  const refetch = () => {
    void query.refetch()
    void summaryQuery.refetch()
  }
  return (
    <section className="block" aria-labelledby="vote-title">
      <div className="screen-head">
        <h2 id="vote-title">{t('partner.vote')}</h2>
        <button type="button" disabled={query.isFetching} onClick={refetch}>
          {t('common.refresh')}
        </button>
      </div>
      <div className="split">
        <VoteForm onCreated={refetch} />
        <div>
          {/* The endpoint answers null while no vote was published. */}
          <Loaded<Vote | null> query={query}>
            {(vote) =>
              vote === null ? (
                <p className="muted">{t('partner.noVote')}</p>
              ) : (
                <article className="card form-card" aria-labelledby="current-vote-title">
                  <h3 id="current-vote-title">{t('partner.currentVote', { id: vote.id, title: vote.title })}</h3>
                  <p className="muted">{`${dateTime(vote.begin_time, i18n.language)} – ${dateTime(vote.end_time, i18n.language)}`}</p>
                  <div className="notice-preview" dangerouslySetInnerHTML={{ __html: sanitizeOperatorHtml(vote.content) }} />
                  <p>{summary ? t('partner.counts', { agree: summary.agree, disagree: summary.disagree }) : '\u00a0'}</p>
                </article>
              )
            }
          </Loaded>
        </div>
      </div>
    </section>
  )
}

function VoteForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation()
  const blank = () => ({ title: '', content: '', begin: isoToLocalInput(new Date()), end: isoToLocalInput(new Date(Date.now() + 7 * DAY_MS)) })
  const [draft, setDraft] = useState(blank)
  const [key, setKey] = useState(newIdempotencyKey)
  const action = useAction<Vote>()
  const byField = fieldErrors(action.error, ['title', 'content', ...windowFields])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const values = { title: draft.title, content: draft.content, begin_time: localInputToIso(draft.begin), end_time: localInputToIso(draft.end), idempotency_key: key }
    void action.run(adminPartnerVoteCreate.path, values, (vote) => {
      setKey(newIdempotencyKey())
      setDraft(blank())
      onCreated()
      return t('partner.voteCreated', { id: vote.id, title: vote.title })
    })
  }
  return (
    <form className="card form-card" onSubmit={submit} noValidate aria-labelledby="vote-form-title">
      <h3 id="vote-form-title">{t('partner.newVote')}</h3>
      <div className="field">
        <label htmlFor="vote-title-input">{t('partner.voteTitle')}</label>
        <input id="vote-title-input" maxLength={200} value={draft.title} onChange={(event) => setDraft({ ...draft, title: event.target.value })} aria-invalid={byField.title !== undefined} aria-describedby="vote-title-error" />
        <span id="vote-title-error" role="alert" className="error">
          {byField.title}
        </span>
      </div>
      <div className="field">
        <label htmlFor="vote-content">{t('partner.voteContent')}</label>
        <textarea id="vote-content" rows={5} value={draft.content} onChange={(event) => setDraft({ ...draft, content: event.target.value })} aria-invalid={byField.content !== undefined} aria-describedby="vote-content-error" />
        <span id="vote-content-error" role="alert" className="error">
          {byField.content}
        </span>
      </div>
      {draft.content !== '' && <div data-testid="vote-preview" className="notice-preview" dangerouslySetInnerHTML={{ __html: sanitizeOperatorHtml(draft.content) }} />}
      <WindowFields prefix="vote" begin={draft.begin} end={draft.end} errors={byField} onChange={(name, value) => setDraft({ ...draft, [name]: value })} />
      {action.notice && <p role="status" className="success">{action.notice}</p>}
      {action.error && Object.keys(byField).length === 0 && <p role="alert" className="error">{action.error}</p>}
      <button type="submit" className="primary" disabled={action.pending}>
        {t('partner.publishVote')}
      </button>
    </form>
  )
}
