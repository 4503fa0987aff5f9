import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormatTokenAmount } from '../../../lib/format.ts'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { useWalletConnection } from '../../../lib/walletState.ts'
import { fraction } from '@hapdex/core/amount/fraction'
import { amountsForLiquidity, formatPoolShare, liquidityForPercent, poolShare } from '@hapdex/core/amm/liquidity'
import { Button } from '../../../components/Button.tsx'
import { Card } from '../../../components/Card.tsx'
import { Dialog } from '../../../components/Dialog.tsx'
import { EmptyState } from '../../../components/EmptyState.tsx'
import { href } from '../../../config/paths.ts'
import { getSettings } from '../../../lib/settings.ts'
import { toastError } from '../../../lib/toast.ts'
import { useConnectAction } from '../chain/useConnectAction.ts'
import { useExchange, type ExchangeContext, type ExchangeId } from '../exchangeConfig.ts'
import { PendingDialog } from '../swap/SwapDialogs.tsx'
import type { Token } from '../tokens/token.ts'
import { formatPrice } from './AddLiquidityParts.tsx'
import { Row } from './InfoRow.tsx'
import { buildRemoveLiquidityCalls } from './liquidityCall.ts'
import { LiquidityHeader } from './LiquidityHeader.tsx'
import { liquidityRoutes } from './liquidityRoutes.ts'
import { PairLogos } from './PairLogos.tsx'
import { removeTokensFromParams } from './removeItem.ts'
import { useCustomTokens } from '../tokens/customTokens.ts'
import { useExchangeTokens } from '../tokens/useExchangeTokens.ts'
import { removeStoredPair, storedPairsKey } from './storedPairs.ts'
import { usePairPosition } from './usePairPosition.ts'
import { useLiquidityTx } from './useLiquidityTx.ts'
import '../exchange.css'
import './liquidity.css'

const SHORTCUTS = [25, 50, 75, 100] as const

/** Spec 2 remove liquidity (V1 or V2) of the pair in the URL (`?a=…&b=…`, or the spec's JSON `item` of older links). */
export default function RemoveLiquidityScreen({ exchangeId }: { exchangeId: ExchangeId }) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const context = useExchange(exchangeId)
  const routes = liquidityRoutes[exchangeId]
  const backTo = href(routes.index, { id: 1 })
  const tokens = useExchangeTokens(context, useCustomTokens(context.chain.chainId))
  const pairTokens = removeTokensFromParams(params, tokens, context.chain)
  const { address: account } = useWalletConnection()
  return (
    <div className="screen liquidity-screen" data-route-name={routes.remove} data-exchange={exchangeId}>
      <Card className="swap-card">
        <LiquidityHeader title={t('liquidity.removeTitle')} backTo={backTo} chain={context.chain} account={account} />
        {pairTokens ? (
          <RemoveForm context={context} pairTokens={pairTokens} backTo={backTo} />
        ) : (
          <EmptyState
            title={t('liquidity.invalidItem')}
            testId="remove-invalid"
            action={
              <Link className="btn btn-secondary" to={backTo}>
                <span className="btn-label">{t('liquidity.back')}</span>
              </Link>
            }
          />
        )}
      </Card>
    </div>
  )
}

function RemoveForm({ context, pairTokens, backTo }: { context: ExchangeContext; pairTokens: readonly [Token, Token]; backTo: string }) {
  const { t } = useTranslation()
  const amount = useFormatTokenAmount()
  const navigate = useNavigate()
  const { chain, exchange } = context
  const { address: account, status } = useWalletConnection()
  const connected = status === 'connected' && account !== undefined
  const [tokenA, tokenB] = pairTokens
  const [percent, setPercent] = useState(0)
  const [confirming, setConfirming] = useState(false)
  const [emptied, setEmptied] = useState(false)
  const pair = usePairPosition(context, tokenA, tokenB, account)
  const tx = useLiquidityTx(context, account, pair.refetch)
  const connect = useConnectAction()

  const { lpBalance = 0n, totalSupply = 0n, reserveA = 0n, reserveB = 0n, lpAllowance } = pair
  const liquidity = liquidityForPercent(lpBalance, percent)
  const [amountA, amountB] = amountsForLiquidity(liquidity, reserveA, reserveB, totalSupply)
  const textA = amount(amountA, tokenA.decimals)
  const textB = amount(amountB, tokenB.decimals)
  // Spec 4: removal is blocked until the LP allowance exists (and covers the amount).
  const needsApproval = connected && lpAllowance !== undefined && (lpAllowance === 0n || lpAllowance < liquidity)
  const lpToken = pair.lpAddress
  // Until the pair's allowance is read it is not known whether the removal could pass: a removal sent then would revert.
  const allowanceUnread = connected && lpToken !== null && lpAllowance === undefined

  const onRemove = () => {
    // Spec 5: a slider at 0 gives the swap10 toast.
    if (percent === 0 || liquidity === 0n) toastError(t('swap10'))
    else setConfirming(true)
  }
  const onConfirm = async () => {
    setConfirming(false)
    if (!account) return
    const removedAll = percent === 100
    const calls = buildRemoveLiquidityCalls({ tokenA, tokenB, liquidity, amountA, amountB, slippage: getSettings().slippage, recipient: account, deadline: tx.deadline() })
    const message = `${textA} ${tokenA.symbol} + ${textB} ${tokenB.symbol}`
    const outcome = await tx.sendRouterCall('remove', calls, { title: { key: 'liquidity.removeTitle' }, message, fromInput: `${textA} ${tokenA.symbol}`, toInput: `${textB} ${tokenB.symbol}` }, pair.spender)
    if (!outcome.ok) return
    // Spec 4: at 100% the pair leaves the list; otherwise the slider resets.
    if (removedAll && lpToken) removeStoredPair(storedPairsKey(exchange.storageKey, chain.chainId), lpToken)
    if (removedAll) setEmptied(true)
    setPercent(0)
  }
  const closePending = () => {
    const succeeded = tx.pending?.status === 1
    tx.closePending()
    // The confirmed 100% removal is known here; the next balance read may not be in yet.
    if (succeeded && (emptied || lpBalance === 0n)) void navigate(backTo)
  }

  return (
    <>
      <section className="amount-box remove-amount" data-testid="remove-box">
        <div className="amount-box-top">
          <span className="muted">{t('liquidity.amount')}</span>
          <span className="muted num" data-testid="remove-lp-balance">
            {t('liquidity.lpBalance')}{t('app.colon')}{amount(lpBalance, 18)}
          </span>
        </div>
        <output className="remove-percent num" data-testid="remove-percent">
          {percent}%
        </output>
        <input type="range" min={0} max={100} step={1} value={percent} onChange={(event) => setPercent(Number(event.target.value))} aria-label={t('liquidity.amount')} className="remove-slider" data-testid="remove-slider" />
        <div className="chip-row shortcut-row">
          {SHORTCUTS.map((value) => (
            <button key={value} type="button" className="chip" aria-pressed={percent === value} onClick={() => setPercent(value)} data-testid={`remove-${value}`}>
              {value === 100 ? 'MAX' : `${value}%`}
            </button>
          ))}
        </div>
      </section>
      <section className="info-panel" data-testid="remove-receive">
        <h2 className="info-panel-title">{t('liquidity.receive')}</h2>
        <dl className="price-grid">
          <ReceiveRow token={tokenA} text={textA} testId="remove-amount-a" />
          <ReceiveRow token={tokenB} text={textB} testId="remove-amount-b" />
        </dl>
      </section>
      <dl className="info-panel">
        <Row label={t('liquidity.per', { quote: tokenB.symbol, base: tokenA.symbol })} value={formatPrice(reserveA > 0n ? fraction(reserveB * 10n ** BigInt(tokenA.decimals), reserveA * 10n ** BigInt(tokenB.decimals)) : undefined)} testId="remove-price-b-per-a" />
        <Row label={t('liquidity.per', { quote: tokenA.symbol, base: tokenB.symbol })} value={formatPrice(reserveB > 0n ? fraction(reserveA * 10n ** BigInt(tokenB.decimals), reserveB * 10n ** BigInt(tokenA.decimals)) : undefined)} testId="remove-price-a-per-b" />
        <Row label={t('liquidity.share')} value={formatPoolShare(poolShare(lpBalance, totalSupply))} testId="remove-share" />
      </dl>
      {pair.error ? (
        <p className="swap-error" role="alert" data-testid="liquidity-read-error">
          {t('liquidity.readError')}{' '}
          <button type="button" className="link-button" onClick={pair.refetch}>
            {t('app.retry')}
          </button>
        </p>
      ) : null}
      {!connected ? (
        <Button block onClick={connect.start} loading={connect.isPending} data-testid="remove-connect">
          {t('wallet.connect')}
        </Button>
      ) : (
        <div className="remove-actions">
          <Button variant="secondary" onClick={() => lpToken && void tx.approve(lpToken, `${tokenA.symbol}/${tokenB.symbol} LP`, pair.spender)} disabled={!needsApproval || !lpToken} loading={lpToken ? tx.approving.has(lpToken.toLowerCase()) : false} data-testid="remove-approve">
            {lpToken && tx.approving.has(lpToken.toLowerCase()) ? t('exchange.swap.approving') : needsApproval ? t('liquidity.approve', { symbol: `${tokenA.symbol}/${tokenB.symbol} LP` }) : t('liquidity.approved')}
          </Button>
          <Button onClick={onRemove} disabled={allowanceUnread || needsApproval || tx.busy} loading={tx.busy} data-testid="remove-button">
            {tx.busy ? t('exchange.swap.waiting') : t('liquidity.remove')}
          </Button>
        </div>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} title={t('liquidity.confirmRemove')} testId="remove-confirm-dialog">
        <div className="dialog-stack">
          <PairLogos a={tokenA} b={tokenB} />
          <dl className="info-panel">
            <ReceiveRow token={tokenA} text={textA} />
            <ReceiveRow token={tokenB} text={textB} />
            <Row label={t('liquidity.burned', { a: tokenA.symbol, b: tokenB.symbol })} value={amount(liquidity, 18)} />
          </dl>
          <p className="muted detail-note">{t('liquidity.removeNote', { slippage: getSettings().slippage })}</p>
          <Button block onClick={() => void onConfirm()} data-testid="remove-confirm">
            {t('liquidity.confirmRemove')}
          </Button>
        </div>
      </Dialog>
      <PendingDialog pending={tx.pending} explorerUrl={chain.explorerUrl} onClose={closePending} />
    </>
  )
}

function ReceiveRow({ token, text, testId }: { token: Token; text: string; testId?: string }) {
  return (
    <div className="info-row">
      <dt>{token.symbol}</dt>
      <dd className="num" data-testid={testId}>
        {text}
      </dd>
    </div>
  )
}
