import { testTokenAbi } from '@hapdex/chain/abis'
import { createWalletClient, http, type Address } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { checkSolvency, solvencyStep } from './solvency.ts'
import type { WalletContext } from './walletContext.ts'

/**
 * The devnet seed credits the treasury (pools, welcome grants) with tokens nobody sent: on a real
 * deployment an operator sends them to custody first. Here the tokens' owner mints what custody
 * is short into the devnet's cold address, so the solvency check holds from its first pass and the
 * payer keeps paying; the check then runs once, so a shortfall it saw mid-seed is lifted at once,
 * not at its next hourly pass. Idempotent: nothing is minted once custody is whole.
 */
export async function backDevnetCustody(ctx: WalletContext, owner: PrivateKeyAccount, cold: Address): Promise<{ symbol: string; minted: bigint }[]> {
  const wallet = createWalletClient({ account: owner, transport: http(ctx.chain.rpcUrls[0]) })
  const tokens = await ctx.tokens.all()
  const minted: { symbol: string; minted: bigint }[] = []
  for (const line of await checkSolvency(ctx)) {
    const contract = tokens.find((token) => token.id === line.tokenId)?.contract
    if (line.shortfall === 0n || contract === undefined) continue
    const hash = await wallet.writeContract({ chain: null, address: contract, abi: testTokenAbi, functionName: 'mint', args: [cold, line.shortfall] })
    await ctx.publicClient.waitForTransactionReceipt({ hash })
    minted.push({ symbol: line.symbol, minted: line.shortfall })
  }
  await solvencyStep(ctx)
  return minted
}
