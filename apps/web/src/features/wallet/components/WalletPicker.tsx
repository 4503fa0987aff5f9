import { ExternalLink, Wallet } from 'lucide-react'
import type { Connector } from 'wagmi'
import { useTranslation } from 'react-i18next'
import { Dialog } from '../../../components/Dialog.tsx'

/** Download pages of two wallets that work here; plain links, nothing is fetched from them. */
export const walletDownloads = [
  { name: 'MetaMask', label: 'wallet.getMetaMask', href: 'https://metamask.io/download/' },
  { name: 'Trust Wallet', label: 'wallet.getTrustWallet', href: 'https://trustwallet.com/download' },
] as const

export interface WalletPickerProps {
  /** The wallets this browser announced (EIP-6963), or its one injected provider. */
  choices: readonly Connector[]
  onChoose: (connector: Connector) => void
  onCloseChoices: () => void
  noWallet: boolean
  onCloseNoWallet: () => void
}

/** The connect step's two sheets: the wallets found to pick from, or, with none, where to get one. */
export function WalletPicker({ choices, onChoose, onCloseChoices, noWallet, onCloseNoWallet }: WalletPickerProps) {
  const { t } = useTranslation()
  return (
    <>
      <Dialog open={choices.length > 0} onClose={onCloseChoices} title={t('wallet.chooseWallet')} testId="wallet-choices">
        <p className="muted wallet-picker-note">{t('wallet.walletsFound')}</p>
        <ul className="list">
          {choices.map((connector) => (
            <li key={connector.uid}>
              <button type="button" className="list-row wallet-choice" onClick={() => onChoose(connector)} data-testid="wallet-choice">
                {connector.icon ? <img src={connector.icon} alt="" width={28} height={28} /> : <Wallet aria-hidden="true" size={28} />}
                <span>{connector.name}</span>
              </button>
            </li>
          ))}
        </ul>
      </Dialog>

      <Dialog open={noWallet} onClose={onCloseNoWallet} title={t('wallet.noWalletTitle')} testId="no-wallet">
        <div className="stack">
          <p className="no-wallet-text" data-testid="no-wallet-text">
            {t('wallet.installMetaMask')}
          </p>
          <p className="muted">{t('wallet.installHint')}</p>
          <ul className="wallet-downloads">
            {walletDownloads.map((wallet) => (
              <li key={wallet.name}>
                <a className="btn btn-secondary btn-block" href={wallet.href} target="_blank" rel="noopener noreferrer" data-testid="wallet-install-link">
                  <span className="btn-label">
                    {t(wallet.label)}
                    <ExternalLink aria-hidden="true" size={16} />
                    <span className="visually-hidden"> {t('wallet.opensNewTab')}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
          <p className="muted">{t('wallet.useDappBrowser')}</p>
        </div>
      </Dialog>
    </>
  )
}
