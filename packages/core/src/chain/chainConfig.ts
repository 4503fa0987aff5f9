import { z } from 'zod'
import { builtOnFirstUse } from '../api/endpoint.ts'

export const address = z.lazy(() => z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'address'))
export type Address = `0x${string}`

/** One entry of a token list, in the shape of the Uniswap token-lists schema. */
export const tokenInfo = builtOnFirstUse(() =>
  z.object({
    chainId: z.number().int(),
    address,
    name: z.string(),
    symbol: z.string(),
    decimals: z.number().int().min(0).max(36),
    logoURI: z.string().optional(),
    tags: z.array(z.string()).optional(),
  }),
)
export type TokenInfo = z.infer<ReturnType<typeof tokenInfo>>

/** V1 and V2 differ only in these fields; everything else is shared code. */
export const exchangeConfig = z.lazy(() =>
  z.object({
    id: z.enum(['v1', 'v2']),
    router: address,
    factory: address,
    /** Browser storage key of the saved pools (spec: lpList for V1, lpListV2 for V2). */
    storageKey: z.string(),
    /** Addresses of the default tokens of this exchange's list (the native coin is always first). */
    defaultTokens: z.array(address),
    /**
     * Adds and removes liquidity of pairs with a taxed token untaxed (TaxFreeLiquidity.sol,
     * decision 0034); absent where no token of the list is taxed.
     */
    taxFreeLiquidity: address.optional(),
  }),
)
export type ExchangeConfig = z.infer<typeof exchangeConfig>

/** Chain config as spec section 3 names it, served to the web app at run time. */
export const chainConfig = z.lazy(() =>
  z.object({
    key: z.string(),
    chainId: z.number().int().positive(),
    NetWorkName: z.string(),
    rpcUrls: z.array(z.string()).min(1),
    explorerUrl: z.string(),
    nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number().int() }),
    wrappedNative: address,
    multicall3: address.optional(),
    exchanges: z.object({ v1: exchangeConfig, v2: exchangeConfig }),
    tokens: z.array(tokenInfo()),
    /** The one token the swap refuses (spec section 4, precedence 1). */
    excludedToken: address.optional(),
    /**
     * Uniswap's StakingRewards for the V2 WBNB/BtPi LP token (issue 14). A host may run without
     * liquidity mining, so the web shows the LP staking card as unavailable when this is absent.
     */
    stakingRewards: address.optional(),
  }),
)
export type ChainConfig = z.infer<typeof chainConfig>

/** What the devnet writes to `$HAPDEX_DATA_DIR/deployments/<chainId>.json`. */
export const deployment = z.lazy(() =>
  z.object({
    chain: chainConfig,
    deployedAt: z.string(),
    deployer: address,
    /** Extra contracts by name (test tokens, staking) for tests and later programmes. */
    contracts: z.record(z.string(), address),
    /** Pair addresses by exchange id then "SYMA/SYMB". */
    pairs: z.object({ v1: z.record(z.string(), address), v2: z.record(z.string(), address) }),
  }),
)
export type Deployment = z.infer<typeof deployment>
