import { describe, expect, it } from 'vitest'
import { successMessage } from './serverMessage.ts'

describe('successMessage', () => {
  it('keeps a real server message and replaces the bare success word', () => {
    expect(successMessage('提现已提交', 'Withdrawal submitted')).toBe('提现已提交')
    expect(successMessage('success', 'Withdrawal submitted')).toBe('Withdrawal submitted')
    expect(successMessage(' ', 'Done')).toBe('Done')
  })

  it("falls back to the spec's default success text, translated, never the bare word (issue 17)", () => {
    expect(successMessage('success')).toBe('Operation successful')
    expect(successMessage('Success')).toBe('Operation successful')
    expect(successMessage(undefined)).toBe('Operation successful')
  })
})
