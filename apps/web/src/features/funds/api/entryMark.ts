import { walletEntryMark } from '@hapdex/core/api/wallet'
import type { Hex } from 'viem'
import { apiRequest } from '../../../lib/api.ts'

/** Reports a deposit's hash; the server credits it once it has its confirmations (the watcher does too). */
export const markEntry = (txHash: Hex) => apiRequest(walletEntryMark, { tx_hash: txHash })
