import { defaultProgrammeConfig } from '@hapdex/core/programmes/programmeConfigs'
import { describe, expect, it } from 'vitest'
import { bestDiscount, discountedFee } from './smFee.ts'

const config = { ...defaultProgrammeConfig('sm'), hap_discount: '0.1', partner_discount: '0.2', foundation_discount: '0.15' }

describe('member recruit fee', () => {
  it('takes the highest discount that applies, never two added up', () => {
    expect(bestDiscount(config, 0, [])).toEqual({ source: 'none', rate: '0' })
    expect(bestDiscount(config, 1, [])).toEqual({ source: 'hap', rate: '0.1' })
    expect(bestDiscount(config, 0, ['foundation_holder'])).toEqual({ source: 'foundation', rate: '0.15' })
    expect(bestDiscount(config, 1, ['partner', 'foundation_holder'])).toEqual({ source: 'partner', rate: '0.2' })
    expect(bestDiscount({ ...config, hap_discount: '0.3' }, 1, ['partner'])).toEqual({ source: 'hap', rate: '0.3' })
  })

  it('names the earlier source on a tie', () => {
    expect(bestDiscount({ ...config, partner_discount: '0.1' }, 1, ['partner'])).toEqual({ source: 'hap', rate: '0.1' })
  })

  it('rounds what the user pays up to the base unit', () => {
    // 7 units at 1/3 off: 7 × 0.333… = 2.33 off rounds down to 2, so 5 is paid, not 4.67.
    expect(discountedFee(7n, { source: 'hap', rate: '0.333333333333333333' })).toBe(5n)
    // 100.000000000000000001 HAP at 15 % off: 85.00000000000000000085 rounds up to …0001.
    expect(discountedFee(100_000_000_000_000_000_001n, { source: 'foundation', rate: '0.15' })).toBe(85_000_000_000_000_000_001n)
    expect(discountedFee(10n ** 20n, { source: 'none', rate: '0' })).toBe(10n ** 20n)
  })
})
