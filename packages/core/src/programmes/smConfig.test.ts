import { describe, expect, it } from 'vitest'
import { defaultProgrammeConfig, programmeConfigSchemas } from './programmeConfigs.ts'

describe('member recruit config', () => {
  it('has no window until operators set one', () => {
    expect(defaultProgrammeConfig('sm')).toMatchObject({ status: '1', begin_time: '', end_time: '' })
  })

  it('refuses a window that ends before it begins, naming end_time', () => {
    const result = programmeConfigSchemas.sm.safeParse({ begin_time: '2026-03-10T00:00:00Z', end_time: '2026-03-09T00:00:00Z' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual(['end_time'])
  })

  it('refuses a discount of 1 or more and a time that is not ISO', () => {
    expect(programmeConfigSchemas.sm.safeParse({ hap_discount: '1' }).error?.issues[0]?.path).toEqual(['hap_discount'])
    expect(programmeConfigSchemas.sm.safeParse({ begin_time: 'tomorrow' }).error?.issues[0]?.path).toEqual(['begin_time'])
    expect(programmeConfigSchemas.sm.safeParse({ partner_discount: '0.999', begin_time: '2026-03-10T00:00:00Z' }).success).toBe(true)
  })
})
