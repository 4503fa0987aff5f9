import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormatTokenAmount } from '../../../lib/format.ts'
import { ArrowLeft, ExternalLink, Trash2 } from 'lucide-react'
import type { Address } from 'viem'
import { Button } from '../../../components/Button.tsx'
import { Dialog } from '../../../components/Dialog.tsx'
import { EmptyState } from '../../../components/EmptyState.tsx'
import { Skeleton } from '../../../components/Skeleton.tsx'
import { canonicalMulticall3 } from '../chain/readRequests.ts'
import { explorerAddressUrl, type ExchangeContext } from '../exchangeConfig.ts'
import { addCustomToken, clearCustomTokens, removeCustomToken, useCustomTokens } from './customTokens.ts'
import { searchTokens } from './tokenList.ts'
import { TokenLogo } from './TokenLogo.tsx'
import { fromTokenInfo, sameToken, tokenKey, type Token } from './token.ts'
import { useTokenBalances } from './useTokenBalances.ts'
import { useTokenMetadata } from './useTokenMetadata.ts'
import { useWalletConnection } from '../../../lib/walletState.ts'

export type TokenListDialogProps = {
  open: boolean
  onClose: () => void
  context: ExchangeContext
  tokens: readonly Token[]
  selected: Token | undefined
  onSelect: (token: Token) => void
  /** The screen's own fresher reads of its selected tokens; every other row reads its balance here. */
  balanceOf?: ((token: Token) => bigint | undefined) | undefined
}

/** Spec 2 token list: select mode (search, import) and manage mode (saved custom tokens). */
export function TokenListDialog({ open, onClose, context, tokens, selected, onSelect, balanceOf }: TokenListDialogProps) {
  const { t } = useTranslation()
  const [mode, setMode] = useState<'select' | 'manage'>('select')
  const close = () => {
    setMode('select')
    onClose()
  }
  return (
    <Dialog open={open} onClose={close} title={mode === 'select' ? t('exchange.tokens.select') : t('exchange.tokens.manage')} testId="token-list">
      {mode === 'select' ? (
        <SelectMode context={context} tokens={tokens} selected={selected} balanceOf={balanceOf} onManage={() => setMode('manage')} onSelect={(token) => { onSelect(token); close() }} />
      ) : (
        <ManageMode context={context} onBack={() => setMode('select')} />
      )}
    </Dialog>
  )
}

function SelectMode({ context, tokens, selected, balanceOf, onSelect, onManage }: Pick<TokenListDialogProps, 'context' | 'tokens' | 'selected' | 'balanceOf'> & { onSelect: (token: Token) => void; onManage: () => void }) {
  const { t } = useTranslation()
  const amount = useFormatTokenAmount()
  const [query, setQuery] = useState('')
  const { matches, importAddress } = useMemo(() => searchTokens(tokens, query), [tokens, query])
  const { address: account } = useWalletConnection()
  const listBalance = useTokenBalances(context, tokens, account, true)
  return (
    <div className="token-list">
      <input
        className="text-input"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('exchange.tokens.searchPlaceholder')}
        aria-label={t('exchange.tokens.searchPlaceholder')}
        data-testid="token-search"
        data-autofocus
        autoComplete="off"
        spellCheck={false}
      />
      {importAddress ? <ImportRow address={importAddress} context={context} onImported={onSelect} /> : null}
      {matches.length === 0 && !importAddress ? <p className="muted token-list-empty">{t('exchange.tokens.noResults')}</p> : null}
      <ul className="token-rows">
        {matches.map((token) => {
          const balance = balanceOf?.(token) ?? listBalance(token)
          return (
            <li key={tokenKey(token)}>
              <button type="button" className="token-row" onClick={() => onSelect(token)} aria-current={sameToken(token, selected) || undefined} data-testid={`token-option-${token.symbol}`}>
                <TokenLogo token={token} size={32} />
                <span className="token-row-names">
                  <strong>{token.symbol}</strong>
                  <span className="muted">{token.name}</span>
                </span>
                <span className="token-row-balance num">{balance === undefined ? '' : amount(balance, token.decimals)}</span>
              </button>
            </li>
          )
        })}
      </ul>
      <Button variant="ghost" block onClick={onManage} data-testid="token-manage">
        {t('exchange.tokens.manage')}
      </Button>
    </div>
  )
}

function ImportRow({ address, context, onImported }: { address: Address; context: ExchangeContext; onImported: (token: Token) => void }) {
  const { t } = useTranslation()
  const metadata = useTokenMetadata(address, context.chain.chainId, (context.chain.multicall3 ?? canonicalMulticall3) as Address)
  if (metadata.isPending) return <Skeleton label={t('app.loading')} rows={1} />
  if (!metadata.data) return <p className="muted token-list-empty" data-testid="token-import-invalid">{t('exchange.tokens.notAToken')}</p>
  const info = metadata.data
  return (
    <div className="token-import" data-testid="token-import">
      <div className="token-row-static">
        <TokenLogo token={info} size={32} />
        <span className="token-row-names">
          <strong>{info.symbol}</strong>
          <span className="muted">{info.name}</span>
        </span>
      </div>
      <p className="token-import-warning" role="note">{t('exchange.tokens.importWarning')}</p>
      <Button
        onClick={() => {
          addCustomToken(info)
          onImported(fromTokenInfo(info))
        }}
        data-testid="token-import-button"
      >
        {t('exchange.tokens.import')}
      </Button>
    </div>
  )
}

function ManageMode({ context, onBack }: { context: ExchangeContext; onBack: () => void }) {
  const { t } = useTranslation()
  const { chainId } = context.chain
  const custom = useCustomTokens(chainId)
  return (
    <div className="token-list">
      <div className="token-manage-bar">
        <button type="button" className="icon-button" onClick={onBack} aria-label={t('exchange.tokens.back')} data-testid="token-manage-back">
          <ArrowLeft aria-hidden="true" size={20} />
        </button>
        <span data-testid="token-custom-count">{t('exchange.tokens.count', { count: custom.length })}</span>
        {custom.length > 0 ? (
          <Button variant="ghost" onClick={() => clearCustomTokens(chainId)} data-testid="token-clear-all">
            {t('exchange.tokens.clearAll')}
          </Button>
        ) : null}
      </div>
      {custom.length === 0 ? (
        <EmptyState title={t('exchange.tokens.noCustom')} description={t('exchange.tokens.noCustomHint')} />
      ) : (
        <ul className="token-rows">
          {custom.map((info) => {
            const explorer = explorerAddressUrl(context.chain, info.address)
            return (
              <li key={info.address} className="token-row-static" data-testid={`custom-token-${info.symbol}`}>
                <TokenLogo token={info} size={32} />
                <span className="token-row-names">
                  <strong>{info.symbol}</strong>
                  <span className="muted mono">{info.address.slice(0, 10)}…</span>
                </span>
                {explorer ? (
                  <a className="icon-button" href={explorer} target="_blank" rel="noreferrer" aria-label={t('common.viewOnExplorer')}>
                    <ExternalLink aria-hidden="true" size={18} />
                  </a>
                ) : null}
                <button type="button" className="icon-button" onClick={() => removeCustomToken(chainId, info.address)} aria-label={t('exchange.tokens.remove', { symbol: info.symbol })}>
                  <Trash2 aria-hidden="true" size={18} />
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
