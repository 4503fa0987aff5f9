import { erc20Abi, type Address } from 'viem'
import { useConnection, useReadContract } from 'wagmi'

/** The connected wallet's own token balance on chain (what a deposit can send). */
export function useOnChainBalance(contract: Address | undefined) {
  const { address } = useConnection()
  return useReadContract({
    address: contract,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: address ? [address] : undefined,
    query: { enabled: contract !== undefined && address !== undefined },
  })
}
