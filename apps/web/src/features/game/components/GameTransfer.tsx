import { ArrowDownUp } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../../components/Button.tsx'
import { InfiniteList } from '../../../components/InfiniteList.tsx'
import { LoadFailed } from '../../../components/LoadFailed.tsx'
import { SignedOut } from '../../../components/SignedOut.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { href } from '../../../config/paths.ts'
import { toastActionError } from '../../../lib/actionError.ts'
import { readTypedAmount, wireAmount } from '../../../lib/amountInput.ts'
import { displayAmount, displayRate, displayTime, displayUnits } from '../../../lib/display.ts'
import { useSession } from '../../../lib/session.ts'
import { toastError, toastSuccess } from '../../../lib/toast.ts'
import { parseAmount } from '@hapdex/core/amount/parseAmount'
import { useGameTransfer } from '../api/gameActions.ts'
import { gameKey, useGameBalances, useGameConfig, useGameTransfers } from '../api/gameQueries.ts'
import { checkTransfer, GAME_DECIMALS, receiveOf, type GameConfig, type GameDirection } from '../lib/gameTransfer.ts'
import '../game.css'

/** transferPage (spec 3, "Game transfer"): direction toggle, amount, fee, the game balance and the history list. */
export default function GameTransfer() {
  const { t } = useTranslation()
  const session = useSession()
  return (
    <div className="programme-screen" data-route-name="transferPage" data-testid="game-transfer">
      <div className="programme-head">
        <h1 className="programme-title">{t('game.transfer.title')}</h1>
        <Link to={href('gamePage')} className="programme-link">
          {t('game.title')}
        </Link>
      </div>
      {session === null ? (
        <SignedOut title={t('game.transfer.title')} description={t('game.transfer.signedOut')} testId="game-transfer-signed-out" />
      ) : (
        <>
          <TransferCard key={session.address} />
          <History />
        </>
      )}
    </div>
  )
}

function TransferCard() {
  const { t } = useTranslation()
  const config = useGameConfig()
  const balances = useGameBalances()
  if (config.isPending || balances.isPending) return <Skeleton label={t('app.loading')} rows={5} />
  if (config.isError || balances.isError) {
    const retry = () => void Promise.all([config.refetch(), balances.refetch()])
    return <LoadFailed text={t('game.loadFailed')} card onRetry={retry} retrying={config.isFetching || balances.isFetching} testId="game-transfer-error" />
  }
  return <TransferForm config={config.data} usable={balances.data.usable} game={balances.data.number} />
}

function TransferForm({ config, usable, game }: { config: GameConfig; usable: string; game: string }) {
  const { t } = useTranslation()
  const inputId = useId()
  const [direction, setDirection] = useState<GameDirection>('in')
  const [text, setText] = useState('')
  const transfer = useGameTransfer()
  const source = direction === 'in' ? usable : game
  const typed = readable(text)
  const { fee, receive } = receiveOf(typed ?? 0n, config.fee_rate)
  const max = () => {
    const limit = parseAmount(config.max_amount, GAME_DECIMALS)
    const balance = parseAmount(source, GAME_DECIMALS)
    setText(wireAmount(balance < limit ? balance : limit, GAME_DECIMALS))
  }
  const submit = () => {
    if (typed === undefined || typed === 0n) {
      toastError(t('game.transfer.amountInvalid'))
      return
    }
    const check = checkTransfer(config, typed, parseAmount(source, GAME_DECIMALS))
    if (check.kind === 'blocked') {
      toastError(t(check.messageKey))
      return
    }
    transfer.mutate(
      { direction, amount: wireAmount(typed, GAME_DECIMALS) },
      {
        onSuccess: () => {
          toastSuccess(t('game.transfer.sent'))
          setText('')
        },
        onError: toastActionError,
      },
    )
  }
  const sides = [
    { id: 'wallet', label: t('game.transfer.wallet'), value: usable },
    { id: 'game', label: t('game.transfer.game'), value: game },
  ]
  const [from, to] = direction === 'in' ? sides : [sides[1]!, sides[0]!]
  return (
    <section className="card game-card" aria-label={t('game.transfer.title')}>
      <div className="game-sides">
        <div className="game-side" data-testid="game-from">
          <span className="muted">{t('game.transfer.from')}</span>
          <strong>{from!.label}</strong>
          <span className="num" data-testid={`game-balance-${from!.id}`}>{displayAmount(from!.value)} {config.token}</span>
        </div>
        <button type="button" className="game-switch" onClick={() => setDirection(direction === 'in' ? 'out' : 'in')} aria-label={t('game.transfer.switch')} data-testid="game-switch" data-direction={direction}>
          <ArrowDownUp aria-hidden="true" size={20} />
        </button>
        <div className="game-side" data-testid="game-to">
          <span className="muted">{t('game.transfer.to')}</span>
          <strong>{to!.label}</strong>
          <span className="num" data-testid={`game-balance-${to!.id}`}>{displayAmount(to!.value)} {config.token}</span>
        </div>
      </div>
      <label htmlFor={inputId} className="game-label">{t('game.transfer.amount')}</label>
      <div className="game-amount">
        <input
          id={inputId}
          className="text-input num"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('game.transfer.placeholder', { min: displayAmount(config.min_amount), max: displayAmount(config.max_amount) })}
          value={text}
          onChange={(event) => setText(event.target.value)}
          data-testid="game-amount"
        />
        <Button variant="secondary" onClick={max} data-testid="game-max">
          {t('game.transfer.max')}
        </Button>
      </div>
      <dl className="game-figures">
        <div>
          <dt>{t('game.transfer.fee', { rate: displayRate(config.fee_rate) })}</dt>
          <dd className="num" data-testid="game-fee">{displayUnits(fee, GAME_DECIMALS)} {config.token}</dd>
        </div>
        <div>
          <dt>{t('game.transfer.receive')}</dt>
          <dd className="num" data-testid="game-receive">{displayUnits(receive, GAME_DECIMALS)} {config.token}</dd>
        </div>
      </dl>
      <p className="muted">{t('game.transfer.limits', { min: displayAmount(config.min_amount), max: displayAmount(config.max_amount), token: config.token })}</p>
      <Button block loading={transfer.isPending} onClick={submit} data-testid="game-submit">
        {direction === 'in' ? t('game.transfer.submitIn') : t('game.transfer.submitOut')}
      </Button>
    </section>
  )
}

/** Typed text in base units, or undefined while it is not an amount yet. */
function readable(text: string): bigint | undefined {
  if (text.trim() === '') return undefined
  try {
    return readTypedAmount(text, GAME_DECIMALS)
  } catch {
    return undefined
  }
}

function History() {
  const { t, i18n } = useTranslation()
  const transfers = useGameTransfers()
  // A pending transfer settles in the worker: when one does, the balances above have moved too.
  const settled = transfers.data?.pages.flatMap((page) => page.list.filter((row) => row.status !== '1').map((row) => row.id)).join(',') ?? ''
  const queryClient = useQueryClient()
  useEffect(() => {
    if (settled !== '') void queryClient.invalidateQueries({ queryKey: [...gameKey, 'number'] })
  }, [settled, queryClient])
  return (
    <section className="game-history" aria-labelledby="game-history-title">
      <h2 id="game-history-title" className="game-subtitle">{t('game.history.title')}</h2>
      <InfiniteList
        query={transfers}
        rowKey={(row) => row.id}
        renderRow={(row) => (
          <div className={`game-record is-status-${row.status}`} data-status={row.status}>
            <span>{row.type === '0' ? t('game.history.in') : t('game.history.out')}</span>
            <span className="num" data-testid="game-record-amount">{displayAmount(row.real_amount)} {row.token}</span>
            <span className="muted">{displayTime(row.created_at, i18n.language)}</span>
            <span className={`game-status is-${row.status}`} data-testid="game-record-status">{t(`game.history.status.${row.status}`)}</span>
          </div>
        )}
        emptyText={t('game.history.empty')}
        errorText={t('game.loadFailed')}
        endText={t('game.history.end')}
        testId="game-history"
      />
    </section>
  )
}
