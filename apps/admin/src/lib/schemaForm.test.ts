import { programmeConfigSchemas } from '@hapdex/core/programmes/programmeConfigs'
import { describe, expect, it } from 'vitest'
import { fieldErrors, formFields, patchOf, toDraft } from './schemaForm.ts'

describe('forms generated from a programme schema', () => {
  it('gives each field an input by its type: enums pick, whole numbers, decimal strings, lists and JSON', () => {
    const kinds = Object.fromEntries(formFields(programmeConfigSchemas.nft).map((field) => [field.name, field.kind]))
    expect(kinds).toMatchObject({
      status: { kind: 'select', options: ['0', '1'] },
      rank_places: { kind: 'integer', min: 1, max: 1000 },
      daily_rate: { kind: 'text', decimal: true },
      pay_token: { kind: 'text', decimal: false },
      share_rates: { kind: 'list', integers: false },
      rank_split: { kind: 'select', options: ['equal', 'byMetric'] },
    })
    expect(formFields(programmeConfigSchemas.pledge).find((field) => field.name === 'pools')?.kind).toEqual({ kind: 'json' })
    expect(formFields(programmeConfigSchemas.sm).find((field) => field.name === 'begin_time')?.kind).toEqual({ kind: 'text', decimal: false })
  })

  it('sends only the fields that changed, read back to their types, and refuses what cannot be read', () => {
    const fields = formFields(programmeConfigSchemas.nft)
    const config = programmeConfigSchemas.nft.parse({}) as Record<string, unknown>
    const drafts = Object.fromEntries(fields.map((field) => [field.name, toDraft(field, config[field.name])]))
    expect(patchOf(fields, config, drafts)).toEqual({ patch: {}, errors: {} })
    const edited = { ...drafts, share_rates: '0.1, 0.05, 0.025', rank_places: ' 21 ', daily_rate: '0.010000000000000001' }
    expect(patchOf(fields, config, edited)).toEqual({ patch: { share_rates: ['0.1', '0.05', '0.025'], rank_places: 21, daily_rate: '0.010000000000000001' }, errors: {} })
    expect(patchOf(fields, config, { ...drafts, rank_places: '2.5' }).errors).toEqual({ rank_places: 'integer' })
    const pledge = formFields(programmeConfigSchemas.pledge)
    expect(patchOf(pledge, {}, { pools: '[{"id": 1,' }).errors).toEqual({ pools: 'json' })
  })

  it("places the server's message next to each field it names", () => {
    const fields = formFields(programmeConfigSchemas.pledge)
    const message = 'Invalid request: status: Invalid option: expected one of "0"|"1"; pools.0.daily_rate: a decimal rate such as 0.05'
    expect(fieldErrors(message, fields.map((field) => field.name))).toEqual({ status: 'status: Invalid option: expected one of "0"|"1"', pools: 'pools.0.daily_rate: a decimal rate such as 0.05' })
    expect(fieldErrors('请求参数有误: sm: end_time must be after begin_time', formFields(programmeConfigSchemas.sm).map((field) => field.name))).toEqual({})
  })
})
