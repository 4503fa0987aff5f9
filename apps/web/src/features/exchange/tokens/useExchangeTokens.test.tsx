import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ReactNode } from 'react'
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { buildTokenListJson } from '@hapdex/core/chain/tokenList'
import { fixtureAddress as address, fixtureChain as chain, fixtureToken as info } from '../../../test/chainConfigFixture.ts'
import { fetchExchangeTokenList, useExchangeTokens } from './useExchangeTokens.ts'

const exchange = chain.exchanges.v1
/** The served list differs from the config's defaults, so the tests tell the two apart. */
const served = buildTokenListJson({ ...chain, exchanges: { ...chain.exchanges, v1: { ...exchange, defaultTokens: [address('2'), address('1')] } } }, 'v1')

function respond(response: () => Promise<Response>) {
  const fetchMock = vi.fn(response)
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function renderTokens() {
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } })
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>
  return renderHook(() => useExchangeTokens({ chain, exchange }, []), { wrapper })
}

const symbols = (tokens: readonly { symbol: string }[]) => tokens.map((token) => token.symbol)

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('useExchangeTokens', () => {
  it('uses the served list once loaded, and the chain config while loading', async () => {
    let release: (response: Response) => void = () => {}
    const fetchMock = respond(() => new Promise((resolve) => (release = resolve)))
    const { result } = renderTokens()
    expect(symbols(result.current)).toEqual(['BNB', 'WBNB', 'USDT'])
    // Asked for once the first screen has painted.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/tokenlists/31337-v1.json', expect.anything()))
    release(Response.json(served))
    await waitFor(() => expect(symbols(result.current)).toEqual(['BNB', 'WBNB', 'HAP', 'USDT']))
  })

  it.each([
    ['a 404', () => Promise.resolve(new Response('not found', { status: 404 }))],
    ['a file outside the format', () => Promise.resolve(Response.json({ name: 'x', tokens: 'none' }))],
    ['a network failure', () => Promise.reject(new TypeError('failed to fetch'))],
  ])('falls back to the chain config after %s', async (_, response) => {
    const fetchMock = respond(response)
    const { result } = renderTokens()
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    expect(symbols(result.current)).toEqual(['BNB', 'WBNB', 'USDT'])
  })
})

describe('fetchExchangeTokenList', () => {
  it('leaves out tokens of other chains', async () => {
    respond(() => Promise.resolve(Response.json({ ...served, tokens: [...served.tokens, { ...info('OTHER', '7'), chainId: 56 }] })))
    expect(symbols(await fetchExchangeTokenList(31337, 'v1'))).toEqual(['WBNB', 'HAP', 'USDT'])
  })
})
