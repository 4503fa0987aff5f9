import { queryOptions, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { Hex, PublicClient } from 'viem'
import { useReadClient } from '../../../lib/readClient.ts'
import { updateSettings } from '../../../lib/settings.ts'
import { toastSuccess } from '../../../lib/toast.ts'
import { explorerTxUrl } from '../exchangeConfig.ts'
import { getHistory, isAnnouncedBySender, updateRecord, useHistory } from './historyStore.ts'
import { recordTitle, resolvePending, type PendingCheck, type TransactionRecord } from './transactionRecord.ts'

/** Spec 4: the block number is polled every 6 seconds. */
export const BLOCK_POLL_MS = 6000

async function checkPending(client: PublicClient, record: TransactionRecord): Promise<PendingCheck> {
  const hash = record.hash as Hex
  const receipt = await client.getTransactionReceipt({ hash }).catch(() => undefined)
  if (receipt) return { kind: 'receipt', status: receipt.status, blockNumber: receipt.blockNumber }
  const known = await client.getTransaction({ hash }).then(
    () => true,
    () => false,
  )
  const minedNonce = await client.getTransactionCount({ address: record.from as Hex, blockTag: 'latest' })
  return { kind: 'noReceipt', known, minedNonce }
}

/**
 * Polls the block number; on each new block the pending records of the account are checked.
 * A success found here gets its toast here (sends that wait for their own receipt settle the
 * record first, so nothing is announced twice).
 */
export function useHistoryWatcher(chain: { chainId: number; explorerUrl: string }, account: string | undefined) {
  const { t } = useTranslation()
  const client = useReadClient()
  const pending = useHistory(chain.chainId, account).filter((record) => record.status === 'pending')
  const block = useQuery(
    queryOptions({
      queryKey: ['exchange', 'blockNumber', chain.chainId],
      queryFn: async () => {
        const number = await client!.getBlockNumber({ cacheTime: 0 })
        updateSettings({ block: Number(number) })
        return number
      },
      enabled: client !== undefined && pending.length > 0,
      refetchInterval: BLOCK_POLL_MS,
      refetchIntervalInBackground: false,
    }),
  )
  useQuery(
    queryOptions({
      queryKey: ['exchange', 'pendingCheck', chain.chainId, account, block.data?.toString(), pending.map((record) => record.hash)],
      queryFn: async () => {
        for (const record of getHistory(chain.chainId, account).filter((entry) => entry.status === 'pending')) {
          const check = await checkPending(client!, record)
          const updated = updateRecord(chain.chainId, record.from, record.hash, (current) => resolvePending(current, check))
          if (updated?.status === 'success' && !isAnnouncedBySender(record.hash)) {
            const href = explorerTxUrl(chain, record.hash)
            toastSuccess(t('exchange.history.confirmed', { title: recordTitle(t, record) }), href ? { link: { href, label: t('common.viewOnExplorer') } } : {})
          }
        }
        return true
      },
      enabled: client !== undefined && account !== undefined && block.data !== undefined && pending.length > 0,
      staleTime: Infinity,
    }),
  )
}
