import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import '../../../i18n/i18n.ts'
import { updateSettings } from '../../../lib/settings.ts'
import { NodeCarousel } from './NodeCarousel.tsx'

const carousel = (nodeLevel: number, validDirects: number) => (
  <NodeCarousel nodeLevel={nodeLevel} needValid={10} validDirects={validDirects} nodeConfig={{ s_pay: '1000', token: 'USDT', token_id: 3 }} config={undefined} onBuy={() => {}} />
)

describe('NodeCarousel', () => {
  beforeEach(() => updateSettings({ language: 'en-US' }))
  afterEach(cleanup)

  it('after buying level 2 with 0 of 10 referrals, level 1 says it comes with level 2, not "Reached"', () => {
    render(carousel(2, 0))
    expect(screen.getByTestId('node-action-1').textContent).toBe('Included with Super node')
    expect(screen.getByTestId('node-action-2').textContent).toBe('Owned')
  })

  it('says "Reached" once the referrals are there', () => {
    render(carousel(1, 10))
    expect(screen.getByTestId('node-action-1').textContent).toBe('Reached')
  })
})
