import { useQuery } from '@tanstack/react-query'
import { erc20Abi, type Address } from 'viem'
import { useReadClient } from '../../../lib/readClient.ts'
import { useWalletConnection } from '../../../lib/walletState.ts'

/**
 * The connected wallet's own token balance on chain (what a deposit can send). Read through the
 * read client and the wallet state: the tab does not wait for the wallet stack (decision 0012).
 */
export function useOnChainBalance(contract: Address | undefined) {
  const { address } = useWalletConnection()
  const client = useReadClient()
  return useQuery({
    queryKey: ['funds', 'onChainBalance', client?.chain?.id, contract?.toLowerCase(), address?.toLowerCase()],
    queryFn: () => client!.readContract({ address: contract!, abi: erc20Abi, functionName: 'balanceOf', args: [address!] }),
    enabled: client !== undefined && contract !== undefined && address !== undefined,
  })
}
