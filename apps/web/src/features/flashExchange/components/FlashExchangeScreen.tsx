import { useState } from 'react'
import { ArrowDownUp, ChevronDown, Repeat } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ExchangeInputError } from '@hapdex/core/rules/exchangeFee'
import { exchangeInputError, swapDirectionError } from '@hapdex/core/rules/exchangeFee'
import { Button } from '../../../components/Button.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { displayAmount, displayRate, displayUnits } from '../../../lib/display.ts'
import { tokenLogo } from '../../../lib/publicAsset.ts'
import { useSession } from '../../../lib/session.ts'
import { SignatureRefusedError } from '../../../lib/signedAction.ts'
import { successMessage } from '../../../lib/serverMessage.ts'
import { toastError, toastSuccess } from '../../../lib/toast.ts'
import { useExchangeConfigs } from '../api/exchangeConfigs.ts'
import { useExchangeDo } from '../api/exchangeDo.ts'
import { useBalances } from '../api/walletList.ts'
import { useTokenQuotes } from '../api/tokenQuote.ts'
import { amountKeystrokes, exceedsUsable, poolRateText, rateText, readAmount, receivedAmount } from '../lib/exchangeView.ts'
import { wireAmount } from '../../../lib/amountInput.ts'
import '../flashExchange.css'
import { ExchangeHistory } from './ExchangeHistory.tsx'
import { TokenSelectDialog, type SelectableToken } from './TokenSelectDialog.tsx'
import { LoadingValue } from '../../../components/LoadingValue.tsx'

type Picker = 'source' | 'target' | null

/** FlashExchange: exchange one custodial balance for another at the configured rate, signed. */
export default function FlashExchangeScreen() {
  const { t } = useTranslation()
  const session = useSession()
  const configs = useExchangeConfigs()
  const balances = useBalances()
  const exchange = useExchangeDo()
  const quotes = useTokenQuotes()
  const [sourceId, setSourceId] = useState<number>()
  const [targetId, setTargetId] = useState<number>()
  const [amountText, setAmountText] = useState('')
  const [inverted, setInverted] = useState(false)
  const [picker, setPicker] = useState<Picker>(null)

  if (configs.isPending) return <div className="screen"><Skeleton label={t('app.loading')} rows={6} /></div>
  if (!configs.data) return <div className="screen"><p className="muted">{t('flashExchange.loadFailed')}</p></div>

  const { token_list: tokens, exchange_map: pairsBySource } = configs.data
  const source = tokens.find((token) => token.token_id === sourceId)
  const target = tokens.find((token) => token.token_id === targetId)
  const pairsOf = (name: string | undefined) => (name ? (pairsBySource[name] ?? []) : [])
  const pair = pairsOf(source?.token).find((candidate) => candidate.t2_id === targetId)
  const reverseExists = pairsOf(target?.token).some((candidate) => candidate.t2_id === sourceId)
  const usableOf = (id: number | undefined) => balances.data?.list.find((asset) => asset.token_id === id)?.usable
  const sourceUsable = usableOf(sourceId)
  const parsed = readAmount(amountText, source?.decimals ?? 18)
  const amount = parsed.ok ? parsed.value : undefined
  const received = pair && source && target ? receivedAmount({ amount, sourceDecimals: source.decimals, targetDecimals: target.decimals, rate: pair.exchange_rate, feeRate: pair.fee_rate }) : undefined

  // Said as typed (issue 17): what cannot be read, and more than the balance; the pair's limits stay with the button (spec toasts).
  const typedUnits = (() => {
    if (!parsed.ok || amount === undefined || !source || sourceUsable === undefined) return undefined
    return toUnits(sourceUsable, source.decimals)
  })()
  const amountProblem = !parsed.ok ? t('flashExchange.invalidAmount') : exceedsUsable(amount, typedUnits) ? t('d80') : null

  const message = (code: ExchangeInputError) => {
    const limit = code === 'h423' ? pair?.min_amount : code === 'h424' ? pair?.max_amount : undefined
    return t(code, { limit: limit === undefined ? '' : displayAmount(limit, 18), token: source?.token ?? '' })
  }

  const chooseSource = (token: SelectableToken) => {
    if (token.id === sourceId) return
    // Spec 4: a new source clears the target.
    setSourceId(token.id)
    setTargetId(undefined)
    setAmountText('')
  }
  const openTargetPicker = () => (sourceId === undefined ? toastError(t('h427')) : setPicker('target'))
  const turnAround = () => {
    const problem = swapDirectionError({ sourceId, targetId, reverseExists })
    if (problem) return toastError(message(problem))
    setSourceId(targetId)
    setTargetId(sourceId)
    setAmountText('')
  }
  const submit = () => {
    if (!parsed.ok) return toastError(t('flashExchange.invalidAmount'))
    const problem = exchangeInputError({
      sourceId,
      targetId,
      amount,
      pair: pair && source ? { minAmount: toUnits(pair.min_amount, source.decimals), maxAmount: toUnits(pair.max_amount, source.decimals) } : undefined,
    })
    if (problem) return toastError(message(problem))
    // The balance before the signature: the wallet is never asked to sign what must fail.
    const usable = sourceUsable === undefined || !source ? undefined : toUnits(sourceUsable, source.decimals)
    if (exceedsUsable(amount, usable)) return toastError(t('d80'))
    if (exchange.isPending || sourceId === undefined || targetId === undefined || amount === undefined || !source) return
    exchange.mutate(
      // The parsed value in the API's spelling: the signed text is the amount charged.
      { sourceId, targetId, amount: wireAmount(amount, source.decimals) },
      {
        onSuccess: ({ msg }) => {
          toastSuccess(successMessage(msg, t('flashExchange.done')))
          setAmountText('')
        },
        onError: (error) => {
          if (error instanceof SignatureRefusedError) toastError(t('d186'))
        },
      },
    )
  }

  const poolRate = source && target && quotes.data ? poolRateText(quotes.data.list, source.token, target.token, inverted) : undefined

  const tokenChoices = tokens.map((token) => ({ id: token.token_id, name: token.token, logo: token.logo }))
  const targetChoices = pairsOf(source?.token).map((candidate) => ({ id: candidate.t2_id, name: candidate.t2_token, logo: candidate.t2_logo }))

  return (
    <div className="screen flash-screen" data-testid="flash-exchange">
      <h1 className="flash-title">{t('h416')}</h1>
      <div className="card flash-form">
        <div className="flash-side">
          <div className="flash-side-head">
            <span className="field-label">{t('flashExchange.from')}</span>
            <span className="muted num" data-testid="flash-source-balance">
              {t('flashExchange.balance')}{t('app.colon')}
              {source && balances.isLoading ? <BalanceLoading label={t('app.loading')} /> : source && sourceUsable !== undefined ? displayAmount(sourceUsable) : '—'}
            </span>
          </div>
          <div className="flash-input-row">
            <TokenButton token={source} placeholder={t('flashExchange.chooseToken')} onClick={() => setPicker('source')} testId="flash-source" />
            <input
              className="text-input flash-amount num"
              inputMode="decimal"
              placeholder="0.0"
              value={amountText}
              onChange={(event) => setAmountText(amountKeystrokes(event.target.value))}
              aria-label={t('flashExchange.amount')}
              aria-invalid={amountProblem ? true : undefined}
              aria-describedby={amountProblem ? 'flash-amount-error' : undefined}
              data-testid="flash-amount"
            />
            <Button variant="ghost" onClick={() => sourceUsable !== undefined && setAmountText(sourceUsable)} disabled={sourceUsable === undefined} data-testid="flash-all">
              {t('flashExchange.all')}
            </Button>
          </div>
          {amountProblem ? (
            <p id="flash-amount-error" className="flash-amount-error" role="alert" data-testid="flash-amount-error">
              {amountProblem}
            </p>
          ) : null}
        </div>
        <button type="button" className="icon-button flash-turn" onClick={turnAround} aria-label={t('flashExchange.turnAround')} data-testid="flash-turn">
          <ArrowDownUp aria-hidden="true" size={20} />
        </button>
        <div className="flash-side">
          <div className="flash-side-head">
            <span className="field-label">{t('flashExchange.to')}</span>
            <span className="muted num" data-testid="flash-target-balance">
              {t('flashExchange.balance')}{t('app.colon')}
              {target && balances.isLoading ? <BalanceLoading label={t('app.loading')} /> : target && usableOf(targetId) !== undefined ? displayAmount(usableOf(targetId) ?? '0') : '—'}
            </span>
          </div>
          <div className="flash-input-row">
            <TokenButton token={target} placeholder={t('flashExchange.chooseToken')} onClick={openTargetPicker} testId="flash-target" />
            <output className="flash-received num" data-testid="flash-received">
              {received !== undefined && target ? displayUnits(received, target.decimals, 6) : '0'}
            </output>
          </div>
        </div>
        <dl className="flash-facts">
          <div>
            <dt>{t('flashExchange.rate')}</dt>
            <dd className="num" data-testid="flash-rate">
              {pair && source && target ? (
                <button type="button" className="flash-rate-toggle" onClick={() => setInverted(!inverted)} aria-label={t('flashExchange.invertRate')}>
                  {inverted ? `1 ${target.token} = ${rateText(pair.exchange_rate, true)} ${source.token}` : `1 ${source.token} = ${rateText(pair.exchange_rate, false)} ${target.token}`}
                  <Repeat aria-hidden="true" size={14} />
                </button>
              ) : (
                '—'
              )}
            </dd>
          </div>
          <div>
            <dt>{t('flashExchange.poolPrice')}</dt>
            <dd className="num" data-testid="flash-pool-price">
              {!source || !target ? (
                '—'
              ) : quotes.isPending ? (
                <LoadingValue loading width="7rem" />
              ) : poolRate === undefined ? (
                t('flashExchange.noPoolPrice')
              ) : inverted ? (
                `1 ${target.token} ≈ ${poolRate} ${source.token}`
              ) : (
                `1 ${source.token} ≈ ${poolRate} ${target.token}`
              )}
            </dd>
          </div>
          <div>
            <dt>{t('flashExchange.feeRate')}</dt>
            <dd className="num" data-testid="flash-fee-rate">{pair ? displayRate(pair.fee_rate) : '—'}</dd>
          </div>
          <div>
            <dt>{t('flashExchange.received')}</dt>
            <dd className="num">{received !== undefined && target ? `${displayUnits(received, target.decimals, 6)} ${target.token}` : '—'}</dd>
          </div>
        </dl>
        <Button block onClick={submit} loading={exchange.isPending} disabled={!session} data-testid="flash-submit">
          {session ? t('flashExchange.submit') : t('flashExchange.connectFirst')}
        </Button>
      </div>
      {session ? <ExchangeHistory /> : null}
      <TokenSelectDialog open={picker === 'source'} title={t('flashExchange.chooseSource')} tokens={tokenChoices} selectedId={sourceId} onSelect={chooseSource} onClose={() => setPicker(null)} testId="flash-source-list" />
      <TokenSelectDialog open={picker === 'target'} title={t('flashExchange.chooseTarget')} tokens={targetChoices} selectedId={targetId} onSelect={(token) => setTargetId(token.id)} onClose={() => setPicker(null)} testId="flash-target-list" />
    </div>
  )
}

function toUnits(wire: string, decimals: number): bigint {
  // Wire amounts use the point whatever the keypad.
  const parsed = readAmount(wire, decimals, '.')
  return parsed.ok ? (parsed.value ?? 0n) : 0n
}

/** A balance on its way: the shimmer, not a "—" that reads as none. */
function BalanceLoading({ label }: { label: string }) {
  return <LoadingValue loading label={label} width="3.5rem" />
}

function TokenButton({ token, placeholder, onClick, testId }: { token: { token: string; logo: string } | undefined; placeholder: string; onClick: () => void; testId: string }) {
  return (
    <button type="button" className="flash-token" onClick={onClick} data-testid={testId}>
      {token ? <img src={tokenLogo(token.logo, token.token)} alt="" width={24} height={24} /> : null}
      <span>{token?.token ?? placeholder}</span>
      <ChevronDown aria-hidden="true" size={16} />
    </button>
  )
}
