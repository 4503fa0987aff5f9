import { beforeEach, describe, expect, it } from 'vitest'
import { resolvePending, type TransactionRecord } from './transactionRecord.ts'
import { addRecord, clearHistory, getHistory, historyKey, resetHistoryCache, updateRecord } from './historyStore.ts'

const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const record: TransactionRecord = { hash: `0x${'a'.repeat(64)}`, from: account, title: 'Swap', message: '1 BNB for 600 USDT', addedTime: 1, status: 'pending', nonce: 5 }

describe('resolvePending', () => {
  it('stores the receipt and its outcome', () => {
    expect(resolvePending(record, { kind: 'receipt', status: 'success', blockNumber: 12n })).toMatchObject({ status: 'success', receipt: { status: 'success', blockNumber: '12' } })
    expect(resolvePending(record, { kind: 'receipt', status: 'reverted', blockNumber: 12n }).status).toBe('failed')
  })

  it('stays pending while the node knows the transaction or its nonce is unused', () => {
    expect(resolvePending(record, { kind: 'noReceipt', known: true, minedNonce: 9 })).toBe(record)
    expect(resolvePending(record, { kind: 'noReceipt', known: false, minedNonce: 5 })).toBe(record)
  })

  it('marks a transaction replaced once its nonce was used by another', () => {
    expect(resolvePending(record, { kind: 'noReceipt', known: false, minedNonce: 6 }).status).toBe('replaced')
  })

  it('leaves settled records alone', () => {
    const settled = { ...record, status: 'success' as const }
    expect(resolvePending(settled, { kind: 'receipt', status: 'reverted', blockNumber: 1n })).toBe(settled)
  })
})

describe('history store', () => {
  beforeEach(() => {
    localStorage.clear()
    resetHistoryCache()
  })

  it('keeps records per account, newest first, across reloads', () => {
    addRecord(56, record)
    addRecord(56, { ...record, hash: `0x${'b'.repeat(64)}`, addedTime: 2 })
    resetHistoryCache()
    expect(getHistory(56, account).map((entry) => entry.addedTime)).toEqual([2, 1])
    expect(getHistory(56, '0x' + '1'.repeat(40))).toEqual([])
    expect(getHistory(97, account)).toEqual([])
  })

  it('updates one record and clears all', () => {
    addRecord(56, record)
    updateRecord(56, account, record.hash, (entry) => ({ ...entry, status: 'success' }))
    expect(getHistory(56, account)[0]?.status).toBe('success')
    clearHistory(56, account)
    expect(getHistory(56, account)).toEqual([])
    expect(localStorage.getItem(historyKey(56, account))).toBeNull()
  })

  it('drops invalid stored entries only', () => {
    localStorage.setItem(historyKey(56, account), JSON.stringify([record, { hash: 'nope' }]))
    expect(getHistory(56, account)).toHaveLength(1)
  })
})
