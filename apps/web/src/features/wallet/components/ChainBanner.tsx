import { useMutation } from '@tanstack/react-query'
import { AlertTriangle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/Button.tsx'
import { useSiteConfig } from '../../../lib/siteConfig.ts'
import { useLoadWalletStack } from '../../../lib/walletHooks.ts'
import { useWalletConnection } from '../../../lib/walletState.ts'

/**
 * Offers the switch when the wallet sits on another chain. wagmi's injected connector adds the
 * chain (wallet_addEthereumChain) when the wallet does not know it yet.
 */
export function ChainBanner() {
  const { t } = useTranslation()
  const { status, chainId } = useWalletConnection()
  const chain = useSiteConfig().data?.chain
  const load = useLoadWalletStack()
  const { mutate: switchChain, isPending } = useMutation({ mutationFn: async (target: number) => (await load()).switchChain(target) })
  if (!chain || status !== 'connected' || chainId === undefined || chainId === chain.chainId) return null
  return (
    <div className="chain-banner" role="alert" data-testid="wrong-chain">
      <AlertTriangle aria-hidden="true" size={20} />
      <span>{t('wallet.wrongNetwork')}</span>
      <Button variant="primary" onClick={() => switchChain(chain.chainId)} loading={isPending} data-testid="switch-chain">
        {t('wallet.switchTo', { name: chain.NetWorkName })}
      </Button>
    </div>
  )
}
