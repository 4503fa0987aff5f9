import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import '../../../i18n/i18n.ts'
import { updateSettings } from '../../../lib/settings.ts'
import { getToasts } from '../../../lib/toast.ts'
import { LpAmountDialog, type LpDialogMode } from './LpAmountDialog.tsx'

const e18 = 10n ** 18n

function open(mode: LpDialogMode, available: bigint) {
  const onConfirm = vi.fn()
  render(<LpAmountDialog mode={mode} available={available} lpLabel="BtPi-BNB LP" onClose={() => undefined} onConfirm={onConfirm} />)
  const submit = (text: string) => {
    fireEvent.change(screen.getByTestId('earn-lp-amount'), { target: { value: text } })
    fireEvent.click(screen.getByTestId('earn-lp-confirm'))
  }
  return { onConfirm, submit }
}

const lastError = () => getToasts().filter((toast) => toast.kind === 'error').at(-1)?.message

describe('LpAmountDialog', () => {
  beforeEach(() => updateSettings({ language: 'en-US' }))
  afterEach(cleanup)

  it('stakes whole LP from 2 up to the wallet balance, with the spec keys otherwise', () => {
    const { onConfirm, submit } = open('stake', 5n * e18 + e18 / 2n)
    submit('1')
    expect(lastError()).toBe('Stake at least 2 LP')
    submit('2.5')
    expect(lastError()).toBe('Stake whole LP only')
    submit('6')
    expect(lastError()).toBe('Insufficient balance')
    expect(onConfirm).not.toHaveBeenCalled()
    submit('2')
    expect(onConfirm).toHaveBeenCalledWith(2n * e18, '2')
  })

  it("fills max with the balance's whole LP, and shows the balance", () => {
    const { onConfirm } = open('stake', 5n * e18 + e18 / 2n)
    expect(screen.getByTestId('earn-lp-available').textContent).toBe('LP in wallet: 5.5 BtPi-BNB LP')
    fireEvent.click(screen.getByTestId('earn-lp-amount-max'))
    expect((screen.getByTestId('earn-lp-amount') as HTMLInputElement).value).toBe('5')
    fireEvent.click(screen.getByTestId('earn-lp-confirm'))
    expect(onConfirm).toHaveBeenCalledWith(5n * e18, '5')
  })

  it('unstakes any amount up to the stake, fractions and all of it included', () => {
    const { onConfirm, submit } = open('withdraw', 2n * e18)
    submit('2.5')
    expect(lastError()).toBe('You can unstake at most 2 BtPi-BNB LP, what you have staked')
    submit('0.5')
    expect(onConfirm).toHaveBeenLastCalledWith(e18 / 2n, '0.5')
    fireEvent.click(screen.getByTestId('earn-lp-amount-max'))
    fireEvent.click(screen.getByTestId('earn-lp-confirm'))
    expect(onConfirm).toHaveBeenLastCalledWith(2n * e18, '2')
  })
})
