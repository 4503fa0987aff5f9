import { describe, expect, it } from 'vitest'
import { changedFields } from './auditChanges.ts'

describe('audit changes', () => {
  it('lists only the fields that differ, before and after, as text', () => {
    const before = { id: 7, status: 0, status_txt: 'Under review', amount: '600.000000000000000003', error: '' }
    const after = { id: 7, status: 5, status_txt: 'Rejected, refunded', amount: '600.000000000000000003', error: 'sanctions' }
    expect(changedFields(before, after)).toEqual([
      { field: 'status', before: '0', after: '5' },
      { field: 'status_txt', before: 'Under review', after: 'Rejected, refunded' },
      { field: 'error', before: '', after: 'sanctions' },
    ])
  })

  it('shows a record created or removed field by field', () => {
    expect(changedFields(null, { a: 1 })).toEqual([{ field: 'a', before: '—', after: '1' }])
    expect(changedFields({ a: { b: 1 } }, { a: { b: 1 } })).toEqual([])
  })
})
