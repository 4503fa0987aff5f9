import { address, chainConfig, tokenInfo, type ChainConfig, type TokenInfo } from '@hapdex/core/chain/chainConfig'
import { z } from 'zod'

export type BscNetwork = 'bsc' | 'bscTestnet'
export type ChainEnv = Readonly<Record<string, string | undefined>>

type NetworkDefaults = Pick<ChainConfig, 'key' | 'chainId' | 'NetWorkName' | 'rpcUrls' | 'explorerUrl' | 'nativeCurrency' | 'wrappedNative' | 'multicall3' | 'tokens'>

const bnb = { name: 'BNB', symbol: 'BNB', decimals: 18 }
/** Multicall3 sits at the same address on every chain it is deployed to, both BSC networks included. */
const canonicalMulticall3 = '0xcA11bde05977b3631167028862bE2a173976CA11'

export const bscNetworks: Record<BscNetwork, NetworkDefaults> = {
  bsc: {
    key: 'bsc',
    chainId: 56,
    NetWorkName: 'BNB Smart Chain',
    rpcUrls: ['https://bsc-dataseed.bnbchain.org', 'https://bsc-dataseed1.binance.org', 'https://bsc-dataseed2.binance.org'],
    explorerUrl: 'https://bscscan.com',
    nativeCurrency: bnb,
    wrappedNative: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c',
    multicall3: canonicalMulticall3,
    tokens: [
      { chainId: 56, address: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c', name: 'Wrapped BNB', symbol: 'WBNB', decimals: 18, logoURI: '/tokens/WBNB.svg' },
      { chainId: 56, address: '0x55d398326f99059fF775485246999027B3197955', name: 'Tether USD', symbol: 'USDT', decimals: 18, logoURI: '/tokens/USDT.svg', tags: ['stablecoin'] },
    ],
  },
  bscTestnet: {
    key: 'bscTestnet',
    chainId: 97,
    NetWorkName: 'BNB Smart Chain Testnet',
    rpcUrls: ['https://data-seed-prebsc-1-s1.bnbchain.org:8545', 'https://data-seed-prebsc-2-s1.bnbchain.org:8545'],
    explorerUrl: 'https://testnet.bscscan.com',
    nativeCurrency: { name: 'BNB', symbol: 'tBNB', decimals: 18 },
    wrappedNative: '0xae13d989daC2f0dEbFf460aC112a837C89BAa7cd',
    multicall3: canonicalMulticall3,
    tokens: [
      { chainId: 97, address: '0xae13d989daC2f0dEbFf460aC112a837C89BAa7cd', name: 'Wrapped BNB', symbol: 'WBNB', decimals: 18, logoURI: '/tokens/WBNB.svg' },
    ],
  },
}

/** Addresses that differ per host and per deployment; each comes from the environment. */
export const chainEnvVars = {
  required: ['HAPDEX_V1_ROUTER', 'HAPDEX_V1_FACTORY', 'HAPDEX_V2_ROUTER', 'HAPDEX_V2_FACTORY'],
  /**
   * HAPDEX_TOKENS: JSON array of token-list entries (chainId may be left out);
   * HAPDEX_V1_DEFAULT_TOKENS, HAPDEX_V2_DEFAULT_TOKENS: comma-separated addresses;
   * HAPDEX_EXCLUDED_TOKEN: address; HAPDEX_RPC_URLS: comma-separated, replaces the public ones;
   * HAPDEX_STAKING_REWARDS: address of the LP StakingRewards, absent where liquidity mining is not run.
   */
  optional: ['HAPDEX_TOKENS', 'HAPDEX_V1_DEFAULT_TOKENS', 'HAPDEX_V2_DEFAULT_TOKENS', 'HAPDEX_EXCLUDED_TOKEN', 'HAPDEX_RPC_URLS', 'HAPDEX_STAKING_REWARDS'],
} as const

export class ChainEnvError extends Error {
  override name = 'ChainEnvError'
  constructor(
    readonly network: BscNetwork,
    readonly missing: readonly string[],
    readonly invalid: readonly string[],
  ) {
    const parts = [
      missing.length > 0 ? `missing ${missing.join(', ')}` : undefined,
      invalid.length > 0 ? `invalid ${invalid.join(', ')}` : undefined,
    ].filter((part) => part !== undefined)
    super(`chain config ${network}: ${parts.join('; ')}`)
  }
}

const envToken = tokenInfo().extend({ chainId: z.number().int().optional() })

/** Builds the config of BSC mainnet or testnet from env vars; no network access. */
export function bscChainConfig(network: BscNetwork, env: ChainEnv): ChainConfig {
  const defaults = bscNetworks[network]
  const missing: string[] = chainEnvVars.required.filter((name) => !env[name]?.trim())
  const invalid: string[] = []
  const read = <T>(name: string, schema: z.ZodType<T>, raw: unknown): T | undefined => {
    const parsed = schema.safeParse(raw)
    if (!parsed.success) invalid.push(name)
    return parsed.data
  }
  const text = (name: string) => env[name]?.trim() ?? ''
  const list = (name: string) => (text(name) === '' ? [] : text(name).split(',').map((item) => item.trim()))
  const json = (name: string) => {
    try {
      return text(name) === '' ? [] : (JSON.parse(text(name)) as unknown)
    } catch {
      return undefined
    }
  }

  const routerV1 = read('HAPDEX_V1_ROUTER', address.optional(), env.HAPDEX_V1_ROUTER)
  const factoryV1 = read('HAPDEX_V1_FACTORY', address.optional(), env.HAPDEX_V1_FACTORY)
  const routerV2 = read('HAPDEX_V2_ROUTER', address.optional(), env.HAPDEX_V2_ROUTER)
  const factoryV2 = read('HAPDEX_V2_FACTORY', address.optional(), env.HAPDEX_V2_FACTORY)
  const extraTokens = read('HAPDEX_TOKENS', z.array(envToken), json('HAPDEX_TOKENS')) ?? []
  const defaultTokensV1 = read('HAPDEX_V1_DEFAULT_TOKENS', z.array(address), list('HAPDEX_V1_DEFAULT_TOKENS')) ?? []
  const defaultTokensV2 = read('HAPDEX_V2_DEFAULT_TOKENS', z.array(address), list('HAPDEX_V2_DEFAULT_TOKENS')) ?? []
  const excludedToken = read('HAPDEX_EXCLUDED_TOKEN', address.optional(), text('HAPDEX_EXCLUDED_TOKEN') || undefined)
  const stakingRewards = read('HAPDEX_STAKING_REWARDS', address.optional(), text('HAPDEX_STAKING_REWARDS') || undefined)
  const rpcUrls = read('HAPDEX_RPC_URLS', z.array(z.url()), list('HAPDEX_RPC_URLS')) ?? []

  if (missing.length > 0 || invalid.length > 0) throw new ChainEnvError(network, missing, invalid.filter((name) => !missing.includes(name)))
  return chainConfig.parse({
    ...defaults,
    rpcUrls: rpcUrls.length > 0 ? rpcUrls : defaults.rpcUrls,
    exchanges: {
      v1: { id: 'v1', router: routerV1, factory: factoryV1, storageKey: 'lpList', defaultTokens: defaultTokensV1 },
      v2: { id: 'v2', router: routerV2, factory: factoryV2, storageKey: 'lpListV2', defaultTokens: defaultTokensV2 },
    },
    tokens: mergeTokens(defaults.tokens, extraTokens.map((token) => ({ ...token, chainId: defaults.chainId }))),
    ...(excludedToken === undefined ? {} : { excludedToken }),
    ...(stakingRewards === undefined ? {} : { stakingRewards }),
  })
}

/** Env tokens override the built-in entry of the same address. */
function mergeTokens(builtIn: readonly TokenInfo[], extra: readonly TokenInfo[]): TokenInfo[] {
  const byAddress = new Map(builtIn.map((token) => [token.address.toLowerCase(), token]))
  for (const token of extra) byAddress.set(token.address.toLowerCase(), token)
  return [...byAddress.values()]
}
