import { queryOptions, useQuery } from '@tanstack/react-query'
import { erc20Abi, type Address } from 'viem'
import { useReadClient } from '../../../lib/readClient.ts'
import type { TokenInfo } from '@hapdex/core/chain/chainConfig'

/**
 * Decimals, name and symbol of an address typed in the token search, read on chain in one
 * multicall. Null when the address is not an ERC-20 token (any of the three reads fails).
 */
export function useTokenMetadata(address: Address | undefined, chainId: number, multicall3: Address) {
  const client = useReadClient()
  return useQuery(
    queryOptions({
      queryKey: ['exchange', 'tokenMetadata', chainId, address?.toLowerCase()],
      queryFn: async (): Promise<TokenInfo | null> => {
        const [decimals, name, symbol] = await client!.multicall({
          contracts: (['decimals', 'name', 'symbol'] as const).map((functionName) => ({ address: address!, abi: erc20Abi, functionName })),
          allowFailure: true,
          multicallAddress: multicall3,
        })
        if (decimals?.status !== 'success' || name?.status !== 'success' || symbol?.status !== 'success') return null
        return { chainId, address: address!, decimals: Number(decimals.result), name: String(name.result), symbol: String(symbol.result) }
      },
      enabled: client !== undefined && address !== undefined,
      staleTime: Infinity,
    }),
  )
}
