import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { gameConfig, gameNumber, gameTransferList } from '@hapdex/core/api/game'
import { tokenQuote } from '@hapdex/core/api/token'
import { api } from '../../../lib/api.ts'
import { LIST_PAGE_SIZE, nextPageOf } from '../../../lib/pagination.ts'
import { useSession } from '../../../lib/session.ts'

/** Config, balances and history under one key: a transfer changes all of them. */
export const gameKey = ['game'] as const

export const gameConfigQueryOptions = () => queryOptions({ queryKey: [...gameKey, 'config'], queryFn: ({ signal }) => api(gameConfig, {}, { signal }) })

export function useGameConfig() {
  return useQuery(gameConfigQueryOptions())
}

/** The game balance (the game service's getNumber) and the usable balance of the token, by account. */
export function useGameBalances() {
  const session = useSession()
  return useQuery({ queryKey: [...gameKey, 'number', session?.address.toLowerCase()], queryFn: ({ signal }) => api(gameNumber, {}, { signal }), enabled: session !== null })
}

export function gameTransfersQueryOptions(address: string | undefined) {
  return infiniteQueryOptions({
    queryKey: [...gameKey, 'transfers', address?.toLowerCase()],
    // Spec 3: status -1 lists every transfer.
    queryFn: ({ pageParam, signal }) => api(gameTransferList, { page: pageParam, page_size: LIST_PAGE_SIZE, status: -1 }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: address !== undefined,
    // A pending transfer ('1') settles in the worker within seconds: look again until none is.
    refetchInterval: (query) => (query.state.data?.pages.some((page) => page.list.some((row) => row.status === '1')) ? 2_000 : false),
  })
}

export function useGameTransfers() {
  const session = useSession()
  return useInfiniteQuery(gameTransfersQueryOptions(session?.address))
}

/** The two token prices the market page shows (spec 3: "prices of two tokens from the pairs"). */
export const GAME_PRICE_SYMBOLS = ['HAP', 'BtPi'] as const

export function useGamePrices() {
  return useQuery({
    queryKey: ['home', 'quote'],
    queryFn: ({ signal }) => api(tokenQuote, {}, { signal }),
    select: (data) => GAME_PRICE_SYMBOLS.map((symbol) => data.list.find((item) => item.symbol === symbol)).filter((item) => item !== undefined),
    staleTime: 60_000,
  })
}
