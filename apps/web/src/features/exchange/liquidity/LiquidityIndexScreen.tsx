import { useTranslation } from 'react-i18next'
import { useFormatTokenAmount } from '../../../lib/format.ts'
import { Link } from 'react-router'
import { ChevronDown } from 'lucide-react'
import { useWalletConnection } from '../../../lib/walletState.ts'
import { formatPoolShare } from '@hapdex/core/amm/liquidity'
import { Button } from '../../../components/Button.tsx'
import { Card } from '../../../components/Card.tsx'
import { EmptyState } from '../../../components/EmptyState.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { href } from '../../../config/paths.ts'
import { useConnectAction } from '../chain/useConnectAction.ts'
import { useExchange, type ExchangeId } from '../exchangeConfig.ts'
import { ExchangeTabs } from '../swap/ExchangeTabs.tsx'
import { liquidityRoutes } from './liquidityRoutes.ts'
import { tokenParam } from './pairTokens.ts'
import { PairLogos } from './PairLogos.tsx'
import type { Position } from './positions.ts'
import { usePositions } from './usePositions.ts'
import { Row } from './InfoRow.tsx'
import { removeLinkParams } from './removeItem.ts'
import { useCustomTokens } from '../tokens/customTokens.ts'
import { useExchangeTokens } from '../tokens/useExchangeTokens.ts'
import type { Token } from '../tokens/token.ts'
import '../exchange.css'
import './liquidity.css'

/** Spec 2 liquidity list (V1 or V2): the account's positions, add and import. */
export default function LiquidityIndexScreen({ exchangeId }: { exchangeId: ExchangeId }) {
  const { t } = useTranslation()
  const { address: account, status } = useWalletConnection()
  const connected = status === 'connected' && account !== undefined
  const routes = liquidityRoutes[exchangeId]
  return (
    <div className="screen liquidity-screen" data-route-name={routes.index} data-exchange={exchangeId}>
      <ExchangeTabs exchangeId={exchangeId} tab="liquidity" />
      <Card className="swap-card">
        <header className="swap-header">
          <h1 className="swap-title">{t('liquidity.title')}</h1>
        </header>
        <Link className="btn btn-primary btn-block" to={href(routes.add)} data-testid="add-liquidity">
          <span className="btn-label">{t('liquidity.add')}</span>
        </Link>
        <h2 className="liquidity-subtitle">{t('liquidity.yourLiquidity')}</h2>
        {connected ? <PositionList exchangeId={exchangeId} account={account} /> : <ConnectPrompt />}
        <p className="muted liquidity-import">
          {t('liquidity.importHint')}{' '}
          <Link to={href(routes.lookup)} data-testid="import-pool-link">
            {t('liquidity.importLink')}
          </Link>
        </p>
      </Card>
    </div>
  )
}

function ConnectPrompt() {
  const { t } = useTranslation()
  const connect = useConnectAction()
  return (
    <EmptyState
      title={t('liquidity.connectTitle')}
      testId="liquidity-connect"
      action={
        <Button onClick={connect.start} loading={connect.isPending} data-testid="liquidity-connect-button">
          {t('wallet.connect')}
        </Button>
      }
    />
  )
}

function PositionList({ exchangeId, account }: { exchangeId: ExchangeId; account: `0x${string}` }) {
  const { t } = useTranslation()
  const context = useExchange(exchangeId)
  const state = usePositions(context, account)
  const tokens = useExchangeTokens(context, useCustomTokens(context.chain.chainId))
  if (state.status === 'loading') return <Skeleton label={t('app.loading')} rows={3} />
  if (state.status === 'error')
    return (
      <p className="swap-error" role="alert" data-testid="liquidity-read-error">
        {t('liquidity.readError')}{' '}
        <button type="button" className="link-button" onClick={state.retry}>
          {t('app.retry')}
        </button>
      </p>
    )
  if (state.positions.length === 0) return <EmptyState title={t('liquidity.empty')} description={t('liquidity.emptyHint')} testId="liquidity-empty" />
  return (
    <ul className="position-list" data-testid="position-list">
      {state.positions.map((position) => (
        <PositionRow key={position.lpAddress} position={position} exchangeId={exchangeId} tokens={tokens} />
      ))}
    </ul>
  )
}

function PositionRow({ position, exchangeId, tokens }: { position: Position; exchangeId: ExchangeId; tokens: readonly Token[] }) {
  const { t } = useTranslation()
  const amount = useFormatTokenAmount()
  const routes = liquidityRoutes[exchangeId]
  const { tokenA, tokenB } = position
  return (
    <li className="position" data-testid="position" data-lp={position.lpAddress.toLowerCase()} data-stored={position.stored}>
      <details>
        <summary className="position-summary">
          <PairLogos a={tokenA} b={tokenB} />
          <span className="position-names">
            <strong className="position-pair">
              {tokenA.symbol}/{tokenB.symbol}
            </strong>
            <span className="num position-balance" data-testid="position-lp-balance">
              {amount(position.lpBalance, 18)}
            </span>
          </span>
          <ChevronDown aria-hidden="true" size={18} className="position-chevron" />
        </summary>
        <dl className="info-panel position-details">
          <Row label={t('liquidity.lpBalance')} value={amount(position.lpBalance, 18)} testId="position-lp" />
          <Row label={t('liquidity.pooled', { symbol: tokenA.symbol })} value={amount(position.amountA, tokenA.decimals)} testId="position-amount-a" />
          <Row label={t('liquidity.pooled', { symbol: tokenB.symbol })} value={amount(position.amountB, tokenB.decimals)} testId="position-amount-b" />
          <Row label={t('liquidity.share')} value={formatPoolShare(position.share)} testId="position-share" />
        </dl>
        <div className="position-actions">
          <Link className="btn btn-primary" to={href(routes.remove, removeLinkParams(tokenA, tokenB, position.lpAddress, tokens))} data-testid="position-remove">
            <span className="btn-label">{t('liquidity.remove')}</span>
          </Link>
          <Link className="btn btn-ghost" to={href(routes.add, { a: tokenParam(tokenA), b: tokenParam(tokenB) })} data-testid="position-add">
            <span className="btn-label">{t('liquidity.addInstead')}</span>
          </Link>
        </div>
      </details>
    </li>
  )
}
