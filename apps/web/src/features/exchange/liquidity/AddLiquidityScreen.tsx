import { useReducer, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { AlertTriangle, Plus } from 'lucide-react'
import { useReadClient } from '../../../lib/readClient.ts'
import { useWalletConnection } from '../../../lib/walletState.ts'
import type { Address } from 'viem'
import { uniswapV2FactoryAbi } from '@hapdex/chain/abis'
import { formatAmount } from '@hapdex/core/amount/formatAmount'
import { liquidityMaxAmount } from '@hapdex/core/rules/maxAmount'
import { Button } from '../../../components/Button.tsx'
import { Card } from '../../../components/Card.tsx'
import { href } from '../../../config/paths.ts'
import { getSettings } from '../../../lib/settings.ts'
import { useConnectAction } from '../chain/useConnectAction.ts'
import { useExchange, type ExchangeId } from '../exchangeConfig.ts'
import { PendingDialog } from '../swap/SwapDialogs.tsx'
import { TokenAmountBox } from '../swap/TokenAmountBox.tsx'
import { useCustomTokens } from '../tokens/customTokens.ts'
import { useExchangeTokens } from '../tokens/useExchangeTokens.ts'
import { TokenListDialog } from '../tokens/TokenListDialog.tsx'
import type { Token } from '../tokens/token.ts'
import { AddDetailDialog, PricePanel } from './AddLiquidityParts.tsx'
import { addButtonState, addFormReducer, addQuote, type AddButtonCode, type Side } from './addLiquidityForm.ts'
import { buildAddLiquidityCall } from './liquidityCall.ts'
import { LiquidityHeader } from './LiquidityHeader.tsx'
import { liquidityRoutes } from './liquidityRoutes.ts'
import { tokenFromParam, toStoredPair } from './pairTokens.ts'
import { saveStoredPair, storedPairsKey } from './storedPairs.ts'
import { usePairPosition } from './usePairPosition.ts'
import { useLiquidityTx } from './useLiquidityTx.ts'
import '../exchange.css'
import './liquidity.css'

/** Spec 2 add liquidity (V1 or V2), including the first provider of a new pool. */
export default function AddLiquidityScreen({ exchangeId }: { exchangeId: ExchangeId }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const context = useExchange(exchangeId)
  const { chain, exchange } = context
  const publicClient = useReadClient()
  const { address: account, status } = useWalletConnection()
  const connected = status === 'connected' && account !== undefined
  const custom = useCustomTokens(chain.chainId)
  const tokens = useExchangeTokens(context, custom)
  const [form, dispatch] = useReducer(addFormReducer, undefined, () => ({ a: tokenFromParam(params.get('a'), tokens) ?? tokens[0], b: tokenFromParam(params.get('b'), tokens), textA: '', textB: '', side: 'a' as Side }))
  const [popup, setPopup] = useState<'none' | 'tokens-a' | 'tokens-b' | 'detail'>('none')
  const pair = usePairPosition(context, form.a, form.b, account)
  const tx = useLiquidityTx(context, account, pair.refetch)
  const connect = useConnectAction()
  const routes = liquidityRoutes[exchangeId]
  const backTo = href(routes.index, { id: 1 })

  const poolKnown = pair.lpAddress === null || (pair.reserveA !== undefined && pair.reserveB !== undefined && pair.totalSupply !== undefined)
  const pool = pair.lpAddress && pair.reserveA !== undefined && pair.reserveB !== undefined && pair.totalSupply !== undefined ? { reserveA: pair.reserveA, reserveB: pair.reserveB, totalSupply: pair.totalSupply } : undefined
  const quote = addQuote(form, pool)
  // Approval per token whose allowance does not cover its amount (zero, as the spec says, or too small).
  const approvals = ([
    [form.a, quote.amountA],
    [form.b, quote.amountB],
  ] as const).flatMap(([token, amount]) => {
    const allowance = pair.allowanceOf(token)
    return token && !token.isNative && allowance !== undefined && (allowance === 0n || (amount !== undefined && allowance < amount)) ? [token] : []
  })
  const button = addButtonState({ connected, a: form.a, b: form.b, quote, balanceA: pair.balanceOf(form.a), balanceB: pair.balanceOf(form.b), needsApproval: approvals.length > 0, textA: form.textA, textB: form.textB })

  const onMax = (side: Side, token: Token | undefined) => () => {
    const balance = pair.balanceOf(token)
    if (!token || balance === undefined) return
    dispatch({ type: 'type', side, text: formatAmount(liquidityMaxAmount(balance, { isNative: token.isNative }), token.decimals) })
  }
  const onButton = () => {
    if (button.code === 'connectWallet') connect.start()
    else if (button.code === 'supply') setPopup('detail')
  }
  const onConfirm = async () => {
    setPopup('none')
    const { a, b } = form
    const { amountA, amountB } = quote
    if (!a || !b || !amountA || !amountB || !account) return
    const storageKey = storedPairsKey(exchange.storageKey, chain.chainId)
    // Spec 4: the pair is saved once per attempt; a new pool's address is known after the receipt.
    if (pair.lpAddress) saveStoredPair(storageKey, toStoredPair(a, b, pair.lpAddress))
    const call = buildAddLiquidityCall({ tokenA: a, tokenB: b, amountA, amountB, firstProvider: quote.firstProvider, slippage: getSettings().slippage, recipient: account, deadline: tx.deadline() })
    const message = `${quote.textA} ${a.symbol} + ${quote.textB} ${b.symbol}`
    const outcome = await tx.sendRouterCall('add', [call], { title: { key: 'liquidity.add' }, message, fromInput: `${quote.textA} ${a.symbol}`, toInput: `${quote.textB} ${b.symbol}` }, pair.spender)
    if (outcome.ok && !pair.lpAddress && publicClient) {
      const created = await publicClient.readContract({ address: exchange.factory as Address, abi: uniswapV2FactoryAbi, functionName: 'getPair', args: [a.address, b.address] })
      saveStoredPair(storageKey, toStoredPair(a, b, created))
    }
  }
  const closePending = () => {
    const succeeded = tx.pending?.status === 1
    tx.closePending()
    if (succeeded) {
      dispatch({ type: 'clear' })
      void navigate(backTo)
    }
  }

  return (
    <div className="screen liquidity-screen" data-route-name={routes.add} data-exchange={exchangeId}>
      <Card className="swap-card">
        <LiquidityHeader title={t('liquidity.add')} backTo={backTo} chain={chain} account={account} />
        {form.a && form.b && poolKnown && quote.firstProvider ? (
          <div className="first-provider" role="note" data-testid="first-provider">
            <AlertTriangle aria-hidden="true" size={20} />
            <p>
              <strong>{t('liquidity.firstProvider')}</strong>
              <br />
              {t('liquidity.firstProviderHint')}
            </p>
          </div>
        ) : null}
        <TokenAmountBox side="from" label={t('liquidity.input')} token={form.a} value={quote.textA} balance={pair.balanceOf(form.a)} onType={(text) => dispatch({ type: 'type', side: 'a', text })} onPickToken={() => setPopup('tokens-a')} onMax={connected ? onMax('a', form.a) : undefined} />
        <div className="turn-around">
          <span className="icon-button turn-around-button" aria-hidden="true">
            <Plus size={20} />
          </span>
        </div>
        <TokenAmountBox side="to" label={t('liquidity.input')} token={form.b} value={quote.textB} balance={pair.balanceOf(form.b)} onType={(text) => dispatch({ type: 'type', side: 'b', text })} onPickToken={() => setPopup('tokens-b')} onMax={connected ? onMax('b', form.b) : undefined} />
        {pair.error ? (
          <p className="swap-error" role="alert" data-testid="liquidity-read-error">
            {t('liquidity.readError')}{' '}
            <button type="button" className="link-button" onClick={pair.refetch}>
              {t('app.retry')}
            </button>
          </p>
        ) : null}
        {form.a && form.b && (quote.price || quote.share) ? <PricePanel a={form.a} b={form.b} quote={quote} /> : null}
        {approvals.map((token) => (
          <Button key={token.address} block variant="secondary" onClick={() => void tx.approve(token.address, token.symbol, pair.spender)} loading={tx.approving.has(token.address.toLowerCase())} data-testid={`approve-${token.symbol}`}>
            {tx.approving.has(token.address.toLowerCase()) ? t('exchange.swap.approving') : t('liquidity.approve', { symbol: token.symbol })}
          </Button>
        ))}
        <Button block className="swap-button" onClick={onButton} disabled={!['connectWallet', 'supply'].includes(button.code)} loading={tx.busy} data-testid="supply-button" data-code={button.code}>
          {addButtonLabel(t, button.code, button.symbol, tx.busy, button.decimals)}
        </Button>
      </Card>
      <TokenListDialog open={popup === 'tokens-a' || popup === 'tokens-b'} onClose={() => setPopup('none')} context={context} tokens={tokens} selected={popup === 'tokens-a' ? form.a : form.b} onSelect={(token) => dispatch({ type: 'select', side: popup === 'tokens-b' ? 'b' : 'a', token })} balanceOf={pair.balanceOf} />
      {form.a && form.b ? <AddDetailDialog open={popup === 'detail'} onClose={() => setPopup('none')} onConfirm={() => void onConfirm()} a={form.a} b={form.b} quote={quote} /> : null}
      <PendingDialog pending={tx.pending} explorerUrl={chain.explorerUrl} onClose={closePending} />
    </div>
  )
}

function addButtonLabel(t: TFunction, code: AddButtonCode, symbol: string | undefined, busy: boolean, decimals?: number): string {
  if (busy) return t('exchange.swap.waiting')
  switch (code) {
    case 'connectWallet':
      return t('wallet.connect')
    case 'selectToken':
      return t('swap13')
    case 'enterAmount':
      return t('swap10')
    case 'tooManyDecimals':
      return t('exchange.swap.tooManyDecimals', { symbol, decimals })
    case 'insufficientBalance':
      return t('liquidity.insufficientBalance', { symbol })
    case 'insufficientLiquidity':
      return t('swap12')
    case 'approve':
    case 'supply':
      return t('liquidity.supply')
  }
}
