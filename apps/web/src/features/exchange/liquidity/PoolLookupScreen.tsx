import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormatTokenAmount } from '../../../lib/format.ts'
import { Link, useNavigate } from 'react-router'
import { Plus } from 'lucide-react'
import { useWalletConnection } from '../../../lib/walletState.ts'
import { amountsForLiquidity, formatPoolShare, LOOKUP_SHARE_DECIMALS, poolShare } from '@hapdex/core/amm/liquidity'
import { Button } from '../../../components/Button.tsx'
import { Card } from '../../../components/Card.tsx'
import { EmptyState } from '../../../components/EmptyState.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { href } from '../../../config/paths.ts'
import { useExchange, type ExchangeId } from '../exchangeConfig.ts'
import { useCustomTokens } from '../tokens/customTokens.ts'
import { useExchangeTokens } from '../tokens/useExchangeTokens.ts'
import { TokenListDialog } from '../tokens/TokenListDialog.tsx'
import { sameToken, type Token } from '../tokens/token.ts'
import { Row } from './InfoRow.tsx'
import { LiquidityHeader } from './LiquidityHeader.tsx'
import { liquidityRoutes } from './liquidityRoutes.ts'
import { tokenParam, toStoredPair } from './pairTokens.ts'
import { saveStoredPair, storedPairsKey } from './storedPairs.ts'
import { TokenPickButton } from './TokenPickButton.tsx'
import { usePairPosition } from './usePairPosition.ts'
import '../exchange.css'
import './liquidity.css'

/** Spec 2 pool lookup: pick two tokens, see the position, save it to the list. */
export default function PoolLookupScreen({ exchangeId }: { exchangeId: ExchangeId }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const context = useExchange(exchangeId)
  const { chain, exchange } = context
  const { address: account } = useWalletConnection()
  const custom = useCustomTokens(chain.chainId)
  const tokens = useExchangeTokens(context, custom)
  const [a, setA] = useState<Token | undefined>(tokens[0])
  const [b, setB] = useState<Token | undefined>()
  const [picking, setPicking] = useState<'a' | 'b' | undefined>()
  const routes = liquidityRoutes[exchangeId]
  const pair = usePairPosition(context, a, b, account)
  const backTo = href(routes.index, { id: 1 })

  const pick = (token: Token) => {
    const other = picking === 'a' ? b : a
    if (sameToken(other, token)) {
      setA(b)
      setB(a)
    } else if (picking === 'a') setA(token)
    else setB(token)
  }
  const manage = () => {
    if (!a || !b || !pair.lpAddress) return
    saveStoredPair(storedPairsKey(exchange.storageKey, chain.chainId), toStoredPair(a, b, pair.lpAddress))
    void navigate(backTo)
  }

  return (
    <div className="screen liquidity-screen" data-route-name={routes.lookup} data-exchange={exchangeId}>
      <Card className="swap-card">
        <LiquidityHeader title={t('liquidity.lookupTitle')} backTo={backTo} chain={chain} account={account} />
        <TokenPickButton token={a} onClick={() => setPicking('a')} testId="lookup-token-a" />
        <Plus aria-hidden="true" size={20} className="muted lookup-plus" />
        <TokenPickButton token={b} onClick={() => setPicking('b')} testId="lookup-token-b" />
        {!a || !b ? (
          <p className="muted lookup-hint">{t('liquidity.selectTokens')}</p>
        ) : pair.error ? (
          <p className="swap-error" role="alert">
            {t('liquidity.readError')}{' '}
            <button type="button" className="link-button" onClick={pair.refetch}>
              {t('app.retry')}
            </button>
          </p>
        ) : pair.lpAddress === null ? (
          <EmptyState
            title={t('liquidity.noPool')}
            testId="lookup-no-pool"
            action={
              <Link className="btn btn-secondary" to={href(routes.add, { a: tokenParam(a), b: tokenParam(b) })} data-testid="lookup-add">
                <span className="btn-label">{t('liquidity.addOne')}</span>
              </Link>
            }
          />
        ) : pair.lpBalance === undefined || pair.totalSupply === undefined || pair.reserveA === undefined || pair.reserveB === undefined ? (
          <Skeleton label={t('app.loading')} rows={3} />
        ) : (
          <LookupResult a={a} b={b} lpBalance={pair.lpBalance} totalSupply={pair.totalSupply} reserveA={pair.reserveA} reserveB={pair.reserveB} onManage={manage} />
        )}
      </Card>
      <TokenListDialog open={picking !== undefined} onClose={() => setPicking(undefined)} context={context} tokens={tokens} selected={picking === 'a' ? a : b} onSelect={pick} balanceOf={pair.balanceOf} />
    </div>
  )
}

function LookupResult({ a, b, lpBalance, totalSupply, reserveA, reserveB, onManage }: { a: Token; b: Token; lpBalance: bigint; totalSupply: bigint; reserveA: bigint; reserveB: bigint; onManage: () => void }) {
  const { t } = useTranslation()
  const amount = useFormatTokenAmount()
  const [amountA, amountB] = amountsForLiquidity(lpBalance, reserveA, reserveB, totalSupply)
  return (
    <>
      {lpBalance === 0n ? <p className="muted lookup-hint">{t('liquidity.noPosition')}</p> : null}
      <dl className="info-panel" data-testid="lookup-result">
        <Row label={t('liquidity.lpBalance')} value={amount(lpBalance, 18)} testId="lookup-lp" />
        <Row label={t('liquidity.share')} value={formatPoolShare(poolShare(lpBalance, totalSupply), LOOKUP_SHARE_DECIMALS)} testId="lookup-share" />
        <Row label={t('liquidity.pooled', { symbol: a.symbol })} value={amount(amountA, a.decimals)} testId="lookup-amount-a" />
        <Row label={t('liquidity.pooled', { symbol: b.symbol })} value={amount(amountB, b.decimals)} testId="lookup-amount-b" />
      </dl>
      <Button block onClick={onManage} data-testid="lookup-manage">
        {t('liquidity.manage')}
      </Button>
    </>
  )
}
