import { useBpConfig } from '../api/bpConfig.ts'
import { useNodeInfo } from '../api/nodeInfo.ts'
import { mintTokenIds, useWalletInfo } from '../api/walletInfo.ts'
import { mintQuote, type MintQuote } from '../lib/mintQuote.ts'

/**
 * The quote of an amount with everything it depends on: the config's prices and rates, the node
 * level (super-node addition) and the three tokens' decimals and usable balances.
 */
export function useMintQuote(amount: bigint | undefined) {
  const config = useBpConfig()
  const node = useNodeInfo()
  const hap = useWalletInfo(mintTokenIds.hap)
  const btpi = useWalletInfo(mintTokenIds.btpi)
  const usdt = useWalletInfo(mintTokenIds.usdt)
  let quote: MintQuote | undefined
  if (amount !== undefined && config.data && hap.data && btpi.data && usdt.data) {
    const decimals = { hap: hap.data.decimals, btpi: btpi.data.decimals, usd: usdt.data.decimals }
    quote = mintQuote(amount, config.data, node.data?.node_level ?? 0, decimals)
  }
  return { quote, config, hap, btpi, usdt }
}
