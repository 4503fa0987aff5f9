import { describe, expect, it } from 'vitest'
import { formatSlowest, slowestFiles } from './fileTimesReporter.mjs'

const file = (project, name, ms) => ({ project, file: name, ms, importMs: 0, testsMs: ms })

describe('the closing list of slow files', () => {
  it('takes the slowest over both suites, slowest first, and stops at the count', () => {
    const unit = { files: [file('server', 'a.test.ts', 4_000), file('web', 'b.test.tsx', 250), file('core', 'c.test.ts', 9_100)] }
    const e2e = { files: [file('e2e', 'specs/swap.spec.ts', 61_049), file('e2e', 'specs/home.spec.ts', 1_000)] }
    expect(slowestFiles([unit, e2e], 3).map((entry) => entry.file)).toEqual(['specs/swap.spec.ts', 'c.test.ts', 'a.test.ts'])
    expect(formatSlowest(slowestFiles([unit, e2e], 2)).split('\n')).toEqual(['   61.0 s  e2e     specs/swap.spec.ts', '    9.1 s  core    c.test.ts'])
  })
})
