import { z } from 'zod'
import { address, type ChainConfig, type TokenInfo } from './chainConfig.ts'

export type ExchangeId = 'v1' | 'v2'

/**
 * A token-list logo: a URI as the token-lists schema asks, or a path from the site root, because
 * the logos ship with the web app and the site's own address is not known when the list is made.
 */
const logoUri = z.lazy(() => z.string().regex(/^(\/[^/]|[a-z][a-z0-9+.-]*:)/i, 'uri or site-root path'))

/** One token of a list, with the limits of the Uniswap token-lists schema (tokenlist.schema.json). */
export const tokenListToken = z.lazy(() =>
  z.strictObject({
    chainId: z.number().int().min(1),
    address,
    name: z
      .string()
      .min(1)
      .max(60)
      .regex(/^[ \w.'+\-%/À-ÖØ-öø-ÿ:&[\]()]+$/),
    symbol: z
      .string()
      .min(1)
      .max(20)
      .regex(/^\S+$/),
    decimals: z.number().int().min(0).max(255),
    logoURI: logoUri.optional(),
    tags: z.array(z.string().regex(/^[\w]+$/).max(10)).max(10).optional(),
  }),
)

/** The Uniswap token-lists format (https://uniswap.org/tokenlist.schema.json). */
export const tokenList = z.lazy(() =>
  z.strictObject({
    name: z
      .string()
      .min(1)
      .max(30)
      .regex(/^[\w ]+$/),
    timestamp: z.iso.datetime({ offset: true }),
    version: z.strictObject({ major: z.number().int().min(0), minor: z.number().int().min(0), patch: z.number().int().min(0) }),
    tokens: z.array(tokenListToken).min(1).max(10_000),
    keywords: z.array(z.string().min(1).max(20)).max(20).optional(),
    logoURI: logoUri.optional(),
  }),
)
export type TokenList = z.infer<typeof tokenList>

export function tokenListFileName(chainId: number, exchangeId: ExchangeId): string {
  return `${chainId}-${exchangeId}.json`
}

/** Where the web app loads an exchange's list from; the server answers it. */
export function tokenListUrlPath(chainId: number, exchangeId: ExchangeId): string {
  return `/tokenlists/${tokenListFileName(chainId, exchangeId)}`
}

/**
 * The exchange's default tokens: the wrapped native token first (wrap and unwrap can always be
 * picked), then the exchange's defaults in config order, each once. The native coin is not a
 * token and is not listed; the app puts it first itself.
 */
export function exchangeListTokens(chain: ChainConfig, exchangeId: ExchangeId): TokenInfo[] {
  const byAddress = new Map(chain.tokens.map((token) => [token.address.toLowerCase(), token]))
  const { symbol, name } = chain.nativeCurrency
  const wrapped = byAddress.get(chain.wrappedNative.toLowerCase()) ?? {
    chainId: chain.chainId,
    address: chain.wrappedNative,
    name: `Wrapped ${name}`,
    symbol: `W${symbol}`,
    decimals: chain.nativeCurrency.decimals,
    logoURI: `/tokens/W${symbol}.svg`,
  }
  const defaults = chain.exchanges[exchangeId].defaultTokens.flatMap((tokenAddress) => byAddress.get(tokenAddress.toLowerCase()) ?? [])
  const seen = new Set<string>()
  return [wrapped, ...defaults].filter((token) => {
    const key = token.address.toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/**
 * The exchange's static list in the token-lists format. The timestamp is the deployment's, so the
 * same chain config always yields the same file. Not validated here: a token named outside the
 * format's limits must not stop the server; readers validate and fall back to the chain config.
 */
export function buildTokenListJson(chain: ChainConfig, exchangeId: ExchangeId, timestamp = new Date(0).toISOString()): TokenList {
  return {
    name: `hapdex ${exchangeId.toUpperCase()}`,
    timestamp,
    version: { major: 1, minor: 0, patch: 0 },
    tokens: exchangeListTokens(chain, exchangeId).map(({ chainId, address: tokenAddress, name, symbol, decimals, logoURI, tags }) => ({
      chainId,
      address: tokenAddress,
      name,
      symbol,
      decimals,
      ...(logoURI === undefined ? {} : { logoURI }),
      ...(tags === undefined ? {} : { tags }),
    })),
  }
}
