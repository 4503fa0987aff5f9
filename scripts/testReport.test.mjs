import { describe, expect, it } from 'vitest'
import { countReport } from './testReport.mjs'

const file = (status, tests, message = '') => ({
  status,
  message,
  assertionResults: tests.map((testStatus) => ({ status: testStatus })),
})

describe('countReport', () => {
  it('counts a test file that failed to load as failed, beside the tests that ran', () => {
    const report = {
      numPassedTests: 1,
      numFailedTests: 0,
      numPendingTests: 0,
      numTodoTests: 0,
      testResults: [file('passed', ['passed']), file('failed', [], "Cannot find module './missing.mjs'")],
    }
    expect(countReport(report)).toEqual({ passed: 1, failed: 1 })
  })

  it('counts a failed test once, not again for its file', () => {
    const report = { numPassedTests: 2, numFailedTests: 1, numPendingTests: 1, numTodoTests: 0, testResults: [file('failed', ['passed', 'failed', 'passed'])] }
    expect(countReport(report)).toEqual({ passed: 2, failed: 2 })
  })
})
