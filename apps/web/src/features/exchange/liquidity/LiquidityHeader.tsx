import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ArrowLeft, History, Settings as SettingsIcon } from 'lucide-react'
import type { Address } from 'viem'
import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import { HistoryDialog } from '../history/HistoryDialog.tsx'
import { SettingsDialog } from '../settings/SettingsDialog.tsx'

/** Back button, title, settings and history icons of the add, import and remove screens. */
export function LiquidityHeader({ title, backTo, chain, account }: { title: string; backTo: string; chain: ChainConfig; account: Address | undefined }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [popup, setPopup] = useState<'none' | 'settings' | 'history'>('none')
  return (
    <header className="swap-header">
      <button type="button" className="icon-button" onClick={() => void navigate(backTo)} aria-label={t('liquidity.back')} data-testid="liquidity-back">
        <ArrowLeft aria-hidden="true" size={22} />
      </button>
      <h1 className="swap-title">{title}</h1>
      <button type="button" className="icon-button" onClick={() => setPopup('settings')} aria-label={t('exchange.settings.title')} data-testid="open-settings">
        <SettingsIcon aria-hidden="true" size={22} />
      </button>
      <button type="button" className="icon-button" onClick={() => setPopup('history')} aria-label={t('exchange.history.title')} data-testid="open-history">
        <History aria-hidden="true" size={22} />
      </button>
      <SettingsDialog open={popup === 'settings'} onClose={() => setPopup('none')} />
      <HistoryDialog open={popup === 'history'} onClose={() => setPopup('none')} chain={chain} account={account} />
    </header>
  )
}
