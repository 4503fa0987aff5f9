import { useState } from 'react'
import { Minus, Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import { Button } from '../../../components/Button.tsx'
import { LoadFailed } from '../../../components/LoadFailed.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { useFormatTokenAmount } from '../../../lib/format.ts'
import { tokenLogo } from '../../../lib/publicAsset.ts'
import { toastError } from '../../../lib/toast.ts'
import { useWalletConnection } from '../../../lib/walletState.ts'
import type { StakingSetup, StakingState } from '../chain/stakingReads.ts'
import { useStakingReads } from '../chain/useStakingReads.ts'
import { useStakingTx } from '../chain/useStakingTx.ts'
import { useTxKit } from '../chain/txKit.ts'
import { aprText, hasLpPosition, quoteSymbol } from '../lib/lpView.ts'
import { LP_DECIMALS } from '../lib/stakeRules.ts'
import { LpAmountDialog, type LpDialogMode } from './LpAmountDialog.tsx'
import { SectionNote } from './SectionNote.tsx'
import '../../../styles/figures.css'

interface LpStakingProps {
  chain: ChainConfig
  staking: Address
  onlyMine: boolean
}

/** The staking contract's figures, the account's position and its actions (approve, +, −, harvest). */
export function LpStaking({ chain, staking, onlyMine }: LpStakingProps) {
  const { t } = useTranslation()
  const { address: account } = useWalletConnection()
  const { setup, state } = useStakingReads(chain, staking, account)
  const tx = useStakingTx(chain, setup.data, account, () => void state.refetch())
  const { PendingDialog } = useTxKit()
  const formatTokenAmount = useFormatTokenAmount()
  const [dialog, setDialog] = useState<LpDialogMode | undefined>()

  if (!setup.data || !state.data) {
    if (setup.isError || state.isError) {
      const retry = () => void (setup.isError ? setup.refetch() : state.refetch())
      return <LoadFailed text={t('earn.lp.readError')} card onRetry={retry} retrying={setup.isFetching || state.isFetching} testId="earn-lp-error" />
    }
    // The card's own box (earn.css): the sections below do not move when the card arrives.
    return (
      <div className="card earn-card earn-card-loading">
        <Skeleton label={t('app.loading')} rows={4} />
      </div>
    )
  }
  if (onlyMine && !hasLpPosition(state.data.account)) return <SectionNote testId="earn-lp-none">{t('earn.lp.none')}</SectionNote>

  const names = { lp: `${setup.data.reward.symbol}-${quoteSymbol(setup.data, chain)} LP`, reward: setup.data.reward.symbol, pool: t('earn.lp.pool') }
  const sendTexts = (action: 'stake' | 'withdraw', amount: string) => {
    const message = t(`earn.lp.${action}Message`, { amount, lp: names.lp })
    const lpSide = `${amount} ${names.lp}`
    return { title: t(`earn.lp.${action}Title`), message, fromInput: action === 'stake' ? lpSide : names.pool, toInput: action === 'stake' ? names.pool : lpSide }
  }
  const onConfirm = (mode: LpDialogMode) => (amount: bigint, text: string) => {
    setDialog(undefined)
    void (mode === 'stake' ? tx.stake(amount, sendTexts('stake', text)) : tx.withdraw(amount, sendTexts('withdraw', text)))
  }
  const onHarvest = (earned: bigint) => {
    if (tx.busy) return
    // Nothing earned: say so rather than ask the wallet to send an empty claim.
    if (earned === 0n) return toastError(t('swap162'))
    // The card's figure, so the toast and the popup say what the user just read.
    const amount = `${formatTokenAmount(earned, setup.data.reward.decimals)} ${names.reward}`
    void tx.harvest({ title: t('earn.lp.harvestTitle'), message: t('earn.lp.harvestMessage', { amount }), fromInput: names.pool, toInput: amount })
  }
  const own = state.data.account

  return (
    <article className="card earn-card" data-testid="earn-lp-card">
      <LpHead setup={setup.data} state={state.data} lpLabel={names.lp} quote={quoteSymbol(setup.data, chain)} />
      <LpFigures setup={setup.data} state={state.data} lpLabel={names.lp} />
      {own ? (
        <div className="earn-actions">
          <Button variant={own.earned === 0n ? 'secondary' : 'primary'} loading={tx.busy === 'harvest'} onClick={() => onHarvest(own.earned)} data-testid="earn-lp-harvest">
            {t('earn.lp.harvest')}
          </Button>
          {own.allowance === 0n ? (
            <Button loading={tx.busy === 'approve'} onClick={() => void tx.approve({ title: t('earn.lp.approveTitle'), message: t('earn.lp.approveMessage', { lp: names.lp }), fromInput: names.lp, toInput: names.pool })} data-testid="earn-lp-approve">
              {t('earn.lp.approve', { lp: names.lp })}
            </Button>
          ) : (
            <div className="earn-stepper">
              <button type="button" className="icon-button" disabled={own.staked === 0n || tx.busy !== undefined} onClick={() => setDialog('withdraw')} aria-label={t('earn.lp.withdrawTitle')} data-testid="earn-lp-unstake">
                <Minus aria-hidden="true" size={20} />
              </button>
              <button type="button" className="icon-button" disabled={tx.busy !== undefined} onClick={() => setDialog('stake')} aria-label={t('earn.lp.stakeTitle')} data-testid="earn-lp-stake">
                <Plus aria-hidden="true" size={20} />
              </button>
            </div>
          )}
        </div>
      ) : (
        <p className="muted earn-connect" data-testid="earn-lp-connect">{t('earn.lp.connect')}</p>
      )}
      {dialog && own ? <LpAmountDialog mode={dialog} onClose={() => setDialog(undefined)} available={dialog === 'stake' ? own.lpBalance : own.staked} lpLabel={names.lp} onConfirm={onConfirm(dialog)} /> : null}
      <PendingDialog pending={tx.pending} onClose={tx.closePending} explorerUrl={chain.explorerUrl} />
    </article>
  )
}

function LpHead({ setup, state, lpLabel, quote }: { setup: StakingSetup; state: StakingState; lpLabel: string; quote: string }) {
  const { t } = useTranslation()
  const apr = aprText(setup, state)
  return (
    <div className="earn-card-head">
      <span className="earn-pair-logos" aria-hidden="true">
        <img src={tokenLogo('', setup.reward.symbol)} alt="" width={28} height={28} />
        <img src={tokenLogo('', quote)} alt="" width={28} height={28} />
      </span>
      <h3 className="earn-card-title">{lpLabel}</h3>
      <span className="earn-apr">
        <span className="muted">{t('earn.lp.apr')}</span>
        <strong className="num" data-testid="earn-lp-apr">{apr ?? '—'}</strong>
      </span>
    </div>
  )
}

function LpFigures({ setup, state, lpLabel }: { setup: StakingSetup; state: StakingState; lpLabel: string }) {
  const { t } = useTranslation()
  const own = state.account
  const formatTokenAmount = useFormatTokenAmount()
  const lp = (value: bigint | undefined) => (value === undefined ? '—' : formatTokenAmount(value, LP_DECIMALS))
  const rows = [
    { key: 'earned', label: t('earn.lp.earned', { token: setup.reward.symbol }), value: own?.earned, text: own ? formatTokenAmount(own.earned, setup.reward.decimals) : '—' },
    { key: 'staked', label: t('earn.lp.staked'), value: own?.staked, text: lp(own?.staked) },
    { key: 'balance', label: t('earn.lp.walletLp'), value: own?.lpBalance, text: lp(own?.lpBalance) },
    { key: 'total', label: t('earn.lp.total'), value: state.totalStaked, text: lp(state.totalStaked) },
  ]
  return (
    <dl className="figure-rows" aria-label={lpLabel}>
      {rows.map((row) => (
        <div key={row.key}>
          <dt>{row.label}</dt>
          <dd className="num" data-testid={`earn-lp-${row.key}`} data-value={row.value?.toString()}>
            {row.text}
          </dd>
        </div>
      ))}
    </dl>
  )
}
