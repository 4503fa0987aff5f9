import { AlertTriangle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useChains, useConnection, useSwitchChain } from 'wagmi'
import { Button } from '../../../components/Button.tsx'

/**
 * Offers the switch when the wallet sits on another chain. wagmi's injected connector adds the
 * chain (wallet_addEthereumChain) when the wallet does not know it yet.
 */
export function ChainBanner() {
  const { t } = useTranslation()
  const { status, chainId } = useConnection()
  const [chain] = useChains()
  const { mutate: switchChain, isPending } = useSwitchChain()
  if (status !== 'connected' || chainId === undefined || chainId === chain.id) return null
  return (
    <div className="chain-banner" role="alert" data-testid="wrong-chain">
      <AlertTriangle aria-hidden="true" size={20} />
      <span>{t('wallet.wrongNetwork')}</span>
      <Button variant="primary" onClick={() => switchChain({ chainId: chain.id })} loading={isPending} data-testid="switch-chain">
        {t('wallet.switchTo', { name: chain.name })}
      </Button>
    </div>
  )
}
