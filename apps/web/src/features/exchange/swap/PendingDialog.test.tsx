import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import '../../../i18n/i18n.ts'
import { updateSettings } from '../../../lib/settings.ts'
import { PendingDialog } from './SwapDialogs.tsx'

describe('PendingDialog', () => {
  beforeEach(() => updateSettings({ language: 'en-US' }))
  afterEach(cleanup)

  it('joins the two amounts of a liquidity send with "+": both go in (or come out) together', () => {
    render(<PendingDialog pending={{ status: 4, fromInput: '0.1 BNB', toInput: '30 BtPi', together: true }} onClose={() => undefined} explorerUrl="" />)
    expect(screen.getByTestId('pending-amounts').textContent).toBe('0.1 BNB + 30 BtPi')
  })

  it('keeps "→" for a swap, where one amount becomes the other', () => {
    render(<PendingDialog pending={{ status: 0, fromInput: '0.1 BNB', toInput: '30 BtPi' }} onClose={() => undefined} explorerUrl="" />)
    expect(screen.getByTestId('pending-amounts').textContent).toBe('0.1 BNB → 30 BtPi')
  })
})
