import { lazy, Suspense, useReducer, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ArrowDownUp, CandlestickChart, History, Settings as SettingsIcon } from 'lucide-react'
import { useWalletConnection } from '../../../lib/walletState.ts'
import type { Trade } from '@hapdex/core/amm/trade'
import { formatAmount } from '@hapdex/core/amount/formatAmount'
import { formatPriceImpact, isPriceImpactWarning } from '@hapdex/core/rules/priceImpact'
import { swapShortcutAmount } from '@hapdex/core/rules/maxAmount'
import { swapButtonState } from '@hapdex/core/rules/swapButton'
import { Button } from '../../../components/Button.tsx'
import { Card } from '../../../components/Card.tsx'
import { useSettings } from '../../../lib/settings.ts'
import { useConnectAction } from '../chain/useConnectAction.ts'
import { useExchange, type ExchangeId } from '../exchangeConfig.ts'
import { HistoryDialog } from '../history/HistoryDialog.tsx'
import { SettingsDialog } from '../settings/SettingsDialog.tsx'
import { useCustomTokens } from '../tokens/customTokens.ts'
import { useExchangeTokens } from '../tokens/useExchangeTokens.ts'
import { TokenListDialog } from '../tokens/TokenListDialog.tsx'
import type { Token } from '../tokens/token.ts'
import { ExchangeTabs } from './ExchangeTabs.tsx'
import { PendingDialog, RiskDialog, SwapDetailDialog, SwapErrorDialog } from './SwapDialogs.tsx'
import { SwapInfoPanel } from './SwapInfoPanel.tsx'
import { SwapNoticePopup } from './SwapNoticePopup.tsx'
import { pairBlock } from './pairBlock.ts'
import { swapButtonLabel } from './swapButtonLabel.ts'
import { swapFormReducer, tooManyDecimalsToken, typedAmount, type InputSource } from './swapForm.ts'
import { boxTexts } from './swapView.ts'
import { TokenAmountBox } from './TokenAmountBox.tsx'
import { useSwapData } from './useSwapData.ts'
import { useSwapFlow } from './useSwapFlow.ts'
import '../exchange.css'

// The chart library is only fetched when the chart popup opens.
const ChartDialog = lazy(() => import('../chart/ChartDialog.tsx'))

type Popup = 'none' | 'tokens-from' | 'tokens-to' | 'settings' | 'history' | 'chart' | 'risk' | 'detail'

/** The swap screen of one exchange (V1 or V2): the same code, parameterised by the exchange config. */
export default function SwapScreen({ exchangeId }: { exchangeId: ExchangeId }) {
  const { t } = useTranslation()
  const context = useExchange(exchangeId)
  const { chain } = context
  const settings = useSettings()
  const { address: account, status } = useWalletConnection()
  const connected = status === 'connected' && account !== undefined
  const custom = useCustomTokens(chain.chainId)
  const tokens = useExchangeTokens(context, custom)
  const [form, dispatch] = useReducer(swapFormReducer, undefined, () => ({ from: tokens[0], to: tokens[1], typed: '', source: 'from' as InputSource }))
  const [popup, setPopup] = useState<Popup>('none')
  const data = useSwapData(context, form, account, tokens, settings.multipath)
  const flow = useSwapFlow(context, account, data.refetch)
  const connect = useConnectAction()

  const trade = data.quote?.kind === 'trade' ? data.quote : undefined
  const texts = boxTexts(form, data.quote, data.wrap)
  const amountIn = data.wrap || form.source === 'from' ? typedAmount(form) : trade?.amountIn
  const balanceIn = data.balanceOf(form.from)
  const blocked = pairBlock(form.from, form.to, chain.excludedToken)
  // Spec: allowance zero means approve; a smaller allowance than the input would revert too.
  const needsApproval = connected && !!form.from && !form.from.isNative && data.allowance !== undefined && amountIn !== undefined && data.allowance < amountIn
  const button = swapButtonState({
    connected,
    pairBlocked: blocked !== undefined,
    noLiquidity: data.quote?.kind === 'noLiquidity',
    amountIn,
    balanceIn,
    tokensSelected: !!form.from && !!form.to,
    wrap: data.wrap,
    needsApproval,
    approving: flow.approving,
    priceImpact: trade?.priceImpact,
    expert: settings.expert,
    swapping: flow.swapping,
  })

  const decimalsExceeded = tooManyDecimalsToken(form)
  const labelContext = { fromSymbol: form.from?.symbol, pairBlock: blocked, tooManyDecimals: decimalsExceeded ? { symbol: decimalsExceeded.symbol, decimals: decimalsExceeded.decimals } : undefined }

  const routeSymbols = (path: Trade['path']) =>
    path.map((address, index) => {
      const edge = index === 0 ? form.from : index === path.length - 1 ? form.to : undefined
      if (edge && edge.address.toLowerCase() === address.toLowerCase()) return edge.symbol
      return tokens.find((token) => !token.isNative && token.address.toLowerCase() === address.toLowerCase())?.symbol ?? `${address.slice(0, 6)}…`
    })
  const info = trade && form.from && form.to ? { trade, from: form.from, to: form.to, slippage: settings.slippage, routeSymbols: routeSymbols(trade.path) } : undefined

  const onButton = () => {
    if (button.code === 'connectWallet') connect.start()
    else if (button.code === 'approve' && form.from) void flow.approve(form.from)
    else if ((button.code === 'wrap' || button.code === 'unwrap') && amountIn && form.from && form.to) void flow.wrapOrUnwrap(button.code, amountIn, form.from, form.to, form.typed)
    else if (button.code === 'swap' && trade) setPopup(isPriceImpactWarning(trade.priceImpact, { expert: settings.expert }) ? 'risk' : 'detail')
  }
  const onConfirm = () => {
    setPopup('none')
    if (trade && form.from && form.to) void flow.swap({ trade, from: form.from, to: form.to, fromInput: texts.from, toInput: texts.to })
  }
  const onShortcut = (percent: number) => {
    if (!form.from || balanceIn === undefined) return
    dispatch({ type: 'type', side: 'from', text: formatAmount(swapShortcutAmount(balanceIn, percent, { isNative: form.from.isNative }), form.from.decimals) })
  }
  const pick = (side: 'from' | 'to') => (token: Token) => dispatch({ type: 'select', side, token })

  return (
    <div className="screen swap-screen" data-route-name={exchangeId === 'v1' ? 'Swap' : 'SwapV2'} data-exchange={exchangeId}>
      <ExchangeTabs exchangeId={exchangeId} tab="swap" />
      <Card className="swap-card">
        <header className="swap-header">
          <h1 className="swap-title">{t('exchange.swap.title')}</h1>
          <button type="button" className="icon-button" onClick={() => setPopup('chart')} aria-label={t('exchange.chart.open')} data-testid="open-chart" disabled={!form.from || !form.to}>
            <CandlestickChart aria-hidden="true" size={22} />
          </button>
          <button type="button" className="icon-button" onClick={() => setPopup('settings')} aria-label={t('exchange.settings.title')} data-testid="open-settings">
            <SettingsIcon aria-hidden="true" size={22} />
          </button>
          <button type="button" className="icon-button" onClick={() => setPopup('history')} aria-label={t('exchange.history.title')} data-testid="open-history">
            <History aria-hidden="true" size={22} />
          </button>
        </header>
        <TokenAmountBox
          side="from"
          label={form.source === 'to' && trade ? t('exchange.swap.fromEstimated') : t('exchange.swap.from')}
          token={form.from}
          value={texts.from}
          balance={balanceIn}
          onType={(text) => dispatch({ type: 'type', side: 'from', text })}
          onPickToken={() => setPopup('tokens-from')}
          onShortcut={connected ? onShortcut : undefined}
          computing={form.source === 'to' && data.loading}
        />
        <div className="turn-around">
          <button type="button" className="icon-button turn-around-button" onClick={() => dispatch({ type: 'turnAround' })} aria-label={t('exchange.swap.turnAround')} data-testid="turn-around">
            <ArrowDownUp aria-hidden="true" size={20} />
          </button>
        </div>
        <TokenAmountBox
          side="to"
          label={form.source === 'from' && trade ? t('exchange.swap.toEstimated') : t('exchange.swap.to')}
          token={form.to}
          value={texts.to}
          balance={data.balanceOf(form.to)}
          onType={(text) => dispatch({ type: 'type', side: 'to', text })}
          onPickToken={() => setPopup('tokens-to')}
          computing={form.source === 'from' && data.loading}
        />
        {data.error ? (
          <p className="swap-error" role="alert" data-testid="swap-read-error">
            {t('exchange.swap.readError')}{' '}
            <button type="button" className="link-button" onClick={data.refetch}>
              {t('app.retry')}
            </button>
          </p>
        ) : null}
        {info ? <SwapInfoPanel {...info} /> : data.loading && typedAmount(form) ? <div className="info-skeleton" aria-hidden="true" /> : null}
        {button.code === 'priceImpactTooHigh' ? <p className="swap-warning" role="alert">{t('exchange.swap.priceImpactBlockedHint')}</p> : null}
        <Button block className="swap-button" onClick={onButton} disabled={button.disabled || (button.code === 'connectWallet' && connect.isPending)} loading={button.loading || (button.code === 'connectWallet' && connect.isPending)} data-testid="swap-button" data-code={button.code === 'enterAmount' && decimalsExceeded ? 'tooManyDecimals' : button.code}>
          {swapButtonLabel(t, button.code, button.loading, labelContext)}
        </Button>
      </Card>

      <TokenListDialog open={popup === 'tokens-from' || popup === 'tokens-to'} onClose={() => setPopup('none')} context={context} tokens={tokens} selected={popup === 'tokens-from' ? form.from : form.to} onSelect={pick(popup === 'tokens-to' ? 'to' : 'from')} balanceOf={data.balanceOf} />
      <SettingsDialog open={popup === 'settings'} onClose={() => setPopup('none')} />
      <HistoryDialog open={popup === 'history'} onClose={() => setPopup('none')} chain={chain} account={account} />
      {popup === 'chart' && form.from && form.to ? (
        <Suspense fallback={null}>
          <ChartDialog onClose={() => setPopup('none')} from={form.from} to={form.to} exchangeId={exchangeId} />
        </Suspense>
      ) : null}
      <RiskDialog open={popup === 'risk'} impact={trade ? formatPriceImpact(trade.priceImpact) : ''} onClose={() => setPopup('none')} onContinue={() => setPopup('detail')} />
      <SwapDetailDialog open={popup === 'detail'} onClose={() => setPopup('none')} onConfirm={onConfirm} fromInput={texts.from} toInput={texts.to} info={info} />
      <PendingDialog
        pending={flow.pending}
        explorerUrl={chain.explorerUrl}
        onClose={() => {
          if (flow.pending?.status === 1) dispatch({ type: 'clearAmount' })
          flow.closePending()
        }}
      />
      <SwapErrorDialog open={flow.errorPopup} onClose={flow.closeErrorPopup} />
      {popup === 'none' ? <SwapNoticePopup /> : null}
    </div>
  )
}
