/**
 * Passed and failed tests of one vitest JSON report. A file that fails before any test runs (an
 * import that throws, a syntax error) has no failed test in it, only a failed status: it counts
 * as one failure, or the closing line would read "0 failed" over a run that failed.
 */
export function countReport(report) {
  const failedToLoad = (report.testResults ?? []).filter((file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')).length
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0) + failedToLoad,
  }
}
