import { afterEach, describe, expect, it } from 'vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import { i18n, languageReady, setLanguage } from '../../../i18n/i18n.ts'
import { historyKey } from './historyStore.ts'
import { HistoryDialog } from './HistoryDialog.tsx'

const account = '0x00000000000000000000000000000000000000aa'
const chain = { chainId: 97, explorerUrl: '' }
const record = { from: account, addedTime: 1, status: 'success' as const }

describe('HistoryDialog (issue 17)', () => {
  afterEach(async () => {
    cleanup()
    setLanguage('en-US')
    await languageReady()
    localStorage.clear()
  })

  it('shows titles and messages stored as keys in the current language, and older plain entries as written', async () => {
    localStorage.setItem(
      historyKey(chain.chainId, account),
      JSON.stringify([
        { ...record, hash: `0x${'1'.repeat(64)}`, title: 'Approve', titleText: { key: 'exchange.swap.approveTitle' }, message: 'Approve USDT', messageText: { key: 'exchange.swap.approveMessage', params: { symbol: 'USDT' } } },
        { ...record, hash: `0x${'2'.repeat(64)}`, title: 'Swap (old entry)', message: '1 HAP → 0.5 USDT' },
      ]),
    )
    render(<HistoryDialog open onClose={() => undefined} chain={chain} account={account} />)
    const texts = () => screen.getAllByTestId('history-row').map((row) => row.querySelector('strong')?.textContent)
    expect(texts()).toEqual(['Approve', 'Swap (old entry)'])
    await act(async () => {
      setLanguage('zh-CN')
      await languageReady()
    })
    expect(i18n.language).toBe('zh-CN')
    expect(texts()).toEqual([i18n.t('exchange.swap.approveTitle'), 'Swap (old entry)'])
    expect(texts()[0]).not.toBe('Approve')
    expect(screen.getAllByTestId('history-row')[0]?.textContent).toContain(i18n.t('exchange.swap.approveMessage', { symbol: 'USDT' }))
  })
})
