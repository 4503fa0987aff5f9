import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import type { EndpointOutput } from '@hapdex/core/api/endpoint'
import { cmBuyZone, cmChildrenList, cmConfig, cmMaxZone, cmOrderList, cmSellZone, cmStoreList, cmUserInfo, cmWalletAsset, cmWalletRecord } from '@hapdex/core/api/circulationMarket'
import { api } from '../../../lib/api.ts'
import { LIST_PAGE_SIZE, nextPageOf } from '../../../lib/pagination.ts'
import { useSession } from '../../../lib/session.ts'

export type CmConfig = EndpointOutput<typeof cmConfig>
export type CmOrder = EndpointOutput<typeof cmOrderList>['list'][number]
/** Order page tabs: 0 queuing, 1 matched, 2 completed, 3 withdrawn. */
export type OrderTab = 0 | 1 | 2 | 3
/** regionIndex 1: the store (sell) orders; otherwise the buy orders. */
export type OrderRegion = 0 | 1
export type RecordType = 0 | 1 | 2

/** Everything of the circulation market lives under one key: a publish or a cancel changes several figures at once. */
export const cmKey = ['circulation-market'] as const

const useAccount = () => useSession()?.address.toLowerCase()

/** The configuration (public), with the account's can_buy / can_sell: keyed by account. */
export const cmConfigQueryOptions = (address: string | undefined) => queryOptions({ queryKey: [...cmKey, 'config', address], queryFn: ({ signal }) => api(cmConfig, {}, { signal }) })

export function useCmConfig() {
  return useQuery(cmConfigQueryOptions(useAccount()))
}

export function useCmUserInfo() {
  const address = useAccount()
  return useQuery({ queryKey: [...cmKey, 'user', address], queryFn: ({ signal }) => api(cmUserInfo, {}, { signal }), enabled: address !== undefined })
}

export function useCmWalletAsset() {
  const address = useAccount()
  return useQuery({ queryKey: [...cmKey, 'asset', address], queryFn: ({ signal }) => api(cmWalletAsset, {}, { signal }), enabled: address !== undefined })
}

export function useCmMaxZone() {
  const address = useAccount()
  return useQuery({ queryKey: [...cmKey, 'max-zone', address], queryFn: ({ signal }) => api(cmMaxZone, {}, { signal }), enabled: address !== undefined })
}

export function useCmChildren() {
  const address = useAccount()
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...cmKey, 'children', address],
      queryFn: ({ pageParam, signal }) => api(cmChildrenList, { page: pageParam, page_size: LIST_PAGE_SIZE }, { signal }),
      initialPageParam: 1,
      getNextPageParam: nextPageOf,
      enabled: address !== undefined,
    }),
  )
}

/** The buy zone (side 0) or sell zone (side 1): orders queuing, in queue order. */
export function useCmZone(side: 0 | 1) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...cmKey, 'zone', side],
      queryFn: ({ pageParam, signal }) => api(side === 0 ? cmBuyZone : cmSellZone, { page: pageParam, page_size: LIST_PAGE_SIZE }, { signal }),
      initialPageParam: 1,
      getNextPageParam: nextPageOf,
    }),
  )
}

/** The order page's list: the account's buy orders (order list) or store orders (store list), type = tab. */
export function useCmOrders(region: OrderRegion, tab: OrderTab) {
  const address = useAccount()
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...cmKey, 'orders', address, region, tab],
      queryFn: ({ pageParam, signal }) => api(region === 1 ? cmStoreList : cmOrderList, { page: pageParam, page_size: LIST_PAGE_SIZE, type: tab }, { signal }),
      initialPageParam: 1,
      getNextPageParam: nextPageOf,
      enabled: address !== undefined,
    }),
  )
}

/** The bill's records of one reward type. */
export function useCmRecords(type: RecordType) {
  const address = useAccount()
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...cmKey, 'records', address, type],
      queryFn: ({ pageParam, signal }) => api(cmWalletRecord, { page: pageParam, page_size: LIST_PAGE_SIZE, type }, { signal }),
      initialPageParam: 1,
      getNextPageParam: nextPageOf,
      enabled: address !== undefined,
    }),
  )
}
