import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { languageReady, setLanguage } from '../../../i18n/i18n.ts'
import { fakeApi, ok, renderWithQueries, signedInEachTest, testAccount as account } from '../../../test/signedIn.tsx'
import { TransferTab } from './TransferTab.tsx'
import { WithdrawTab } from './WithdrawTab.tsx'

const signMessage = vi.hoisted(() => vi.fn(async () => `0x${'ab'.repeat(65)}`))
vi.mock('../../../lib/walletHooks.ts', () => ({ useSignMessage: () => ({ mutateAsync: signMessage }) }))

const usdt = { token: 'USDT', token_id: 2, logo: '', decimals: 6 }
const config = { ...usdt, chain_list: [], address: '', min_amount: '10', fee_rate: '0.005', min_fee: '1', max_fee: '100' }

/** A server where the caller holds 100 USDT; `eta` is the withdraw configs' payout time, if sent. */
function server(eta?: number, hold?: Promise<void>, paused?: boolean) {
  const answers: Record<string, unknown> = {
    '/api/withdraw/configs': { list: [config], ...(eta === undefined ? {} : { payout_eta_seconds: eta }), ...(paused === undefined ? {} : { paused }) },
    '/api/withdraw/order/condition': { min_withdraw: '10', fee_rate: '0.005', min_fee: '1', max_fee: '100', usable: '100', daily_limit: '250', daily_remaining: '63.25' },
    '/api/withdraw/order/list': { list: [], page: 1, page_size: 10 },
    '/api/transfer/configs': { list: [{ ...usdt, fee_rate: '0.01', min_amount: '1' }] },
    '/api/transfer/record/list': { list: [], page: 1, page_size: 10 },
    '/api/wallet/info': { ...usdt, contract: account, usable: '100', frozen: '0', balance: '100' },
    '/api/recharge/configs': { list: [] },
  }
  fakeApi(async (path) => {
    if (hold && path === '/api/wallet/info') await hold
    return path in answers ? ok(answers[path]) : undefined
  })
}

const show = renderWithQueries
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } })

describe('funds amount fields validate as the user types (issue 17)', () => {
  signedInEachTest(() => setLanguage('en-US'))

  it('refuses letters in the field itself', async () => {
    server(60)
    show(<TransferTab />)
    await screen.findByTestId('transfer-amount')
    type('transfer-amount', '12abc')
    expect(screen.getByTestId<HTMLInputElement>('transfer-amount').value).toBe('12')
  })

  it('says under the field why, without a click, and keeps the submit disabled until it is fixed', async () => {
    server(60)
    show(<WithdrawTab />)
    await waitFor(() => expect(screen.getByTestId('withdraw-usable').textContent).toContain('100'))
    type('withdraw-address', '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc')
    type('withdraw-amount', '500')
    expect(screen.getByTestId('withdraw-amount-error').textContent).toBe('Insufficient balance')
    expect(screen.getByTestId('withdraw-amount').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByTestId<HTMLButtonElement>('withdraw-submit').disabled).toBe(true)
    type('withdraw-amount', '5')
    expect(screen.getByTestId('withdraw-amount-error').textContent).toBe('The minimum is 10 USDT')
    type('withdraw-amount', '20.1234567')
    expect(screen.getByTestId('withdraw-amount-error').textContent).toBe('At most 6 decimals for this token')
    type('withdraw-amount', '20')
    expect(screen.queryByTestId('withdraw-amount-error')).toBeNull()
    expect(screen.getByTestId<HTMLButtonElement>('withdraw-submit').disabled).toBe(false)
  })

  it('says what is wrong with an address once it is complete or left, and keeps the submit off', async () => {
    server(60)
    show(<TransferTab />)
    await waitFor(() => expect(screen.getByTestId('transfer-usable').textContent).toContain('100'))
    type('transfer-amount', '5')
    type('transfer-address', '0x1234')
    expect(screen.queryByTestId('transfer-address-error')).toBeNull()
    expect(screen.getByTestId<HTMLButtonElement>('transfer-submit').disabled).toBe(true)
    fireEvent.blur(screen.getByTestId('transfer-address'))
    expect(screen.getByTestId('transfer-address-error').textContent).toBe('Enter a valid address')
    type('transfer-address', account.toLowerCase())
    expect(screen.getByTestId('transfer-address-error').textContent).toBe('You cannot transfer to your own address')
    type('transfer-address', '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc')
    expect(screen.queryByTestId('transfer-address-error')).toBeNull()
    expect(screen.getByTestId<HTMLButtonElement>('transfer-submit').disabled).toBe(false)
  })

  it('translates the message with the language', async () => {
    setLanguage('zh-CN')
    await languageReady()
    server(60)
    show(<TransferTab />)
    await waitFor(() => expect(screen.getByTestId('transfer-usable').textContent).toContain('100'))
    type('transfer-amount', '101')
    // The language's messages load on demand; the field speaks it once they are in.
    await waitFor(() => expect(screen.getByTestId('transfer-amount-error').textContent).toBe('余额不足'))
  })
})

describe('withdraw expected time (issue 17: not "T+1")', () => {
  signedInEachTest(() => setLanguage('en-US'))

  it("shows the server's payout time", async () => {
    server(180)
    show(<WithdrawTab />)
    expect((await screen.findByTestId('withdraw-eta')).textContent).toBe('Withdrawals are usually paid within 3 minutes; large ones are reviewed first')
    expect(screen.getByTestId('withdraw-tab').textContent).not.toContain('T+1')
  })

  it('says it in the language', async () => {
    setLanguage('ja-JP')
    await languageReady()
    server(180)
    show(<WithdrawTab />)
    await waitFor(async () => expect((await screen.findByTestId('withdraw-eta')).textContent).toBe('出金は通常3 分以内に支払われます。高額の出金は先に審査されます'))
  })

  it('a minute from a server that does not send it', async () => {
    server()
    show(<WithdrawTab />)
    expect((await screen.findByTestId('withdraw-eta')).textContent).toContain('1 minute')
  })
})

describe('the 24-hour withdrawal limit (issue 49)', () => {
  signedInEachTest(() => setLanguage('en-US'))

  it('shows what is left of it, and refuses more beside the field before any signature', async () => {
    server(180)
    show(<WithdrawTab />)
    expect((await screen.findByTestId('withdraw-daily-limit')).textContent).toBe('24-hour limit: 63.25 of 250 USDT left')
    type('withdraw-amount', '63.250001')
    expect((await screen.findByTestId('withdraw-amount-error')).textContent).toBe('Over your 24-hour limit: at most 63.25 USDT now')
    expect(screen.getByTestId('withdraw-submit').hasAttribute('disabled')).toBe(true)
    type('withdraw-amount', '63.25')
    await waitFor(() => expect(screen.queryByTestId('withdraw-amount-error')).toBeNull())
    expect(signMessage).not.toHaveBeenCalled()
  })

  it('says it in the language', async () => {
    setLanguage('zh-HK')
    await languageReady()
    server(180)
    show(<WithdrawTab />)
    await waitFor(async () => expect((await screen.findByTestId('withdraw-daily-limit')).textContent).toBe('24 小時限額：剩餘 63.25 / 250 USDT'))
  })
})

describe('withdrawals paused (issue 49)', () => {
  signedInEachTest(() => setLanguage('en-US'))

  it('says so while orders are still taken, and says nothing once they resume', async () => {
    server(180, undefined, true)
    show(<WithdrawTab />)
    expect((await screen.findByTestId('withdraw-paused')).textContent).toBe('Withdrawals are paused for now. You can still place an order: it stays queued and is paid once withdrawals resume.')
    expect(screen.queryByTestId('withdraw-eta')).toBeNull()
    type('withdraw-amount', '12.5')
    await waitFor(() => expect(screen.getByTestId('withdraw-submit').hasAttribute('disabled')).toBe(false))
  })

  it('says it in the language', async () => {
    setLanguage('ko-KR')
    await languageReady()
    server(180, undefined, true)
    show(<WithdrawTab />)
    await waitFor(async () => expect((await screen.findByTestId('withdraw-paused')).textContent).toBe('출금이 일시 중지되었습니다. 주문은 계속 접수되며 대기열에 남아 출금이 재개되면 지급됩니다.'))
  })

  it('shows no notice from a server that is paying', async () => {
    server(180, undefined, false)
    show(<WithdrawTab />)
    await screen.findByTestId('withdraw-eta')
    expect(screen.queryByTestId('withdraw-paused')).toBeNull()
  })
})

describe('funds loading states (issue 17)', () => {
  signedInEachTest(() => setLanguage('en-US'))

  it('shows a busy placeholder, not "—", while the balance loads', async () => {
    let release = () => {}
    server(60, new Promise<void>((resolve) => (release = resolve)))
    show(<TransferTab />)
    const loading = await screen.findByTestId('transfer-usable-loading')
    expect(loading.getAttribute('aria-busy')).toBe('true')
    expect(screen.getByTestId('transfer-usable').textContent).not.toContain('—')
    release()
    await waitFor(() => expect(screen.getByTestId('transfer-usable').textContent).toContain('100'))
    expect(screen.queryByTestId('transfer-usable-loading')).toBeNull()
  })
})
