import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { compileContracts } from './compile.ts'

const root = mkdtempSync(join(tmpdir(), 'hapdex-compile-'))
const contractsDir = join(root, 'contracts')
const buildDir = join(root, 'build')
afterAll(() => rmSync(root, { recursive: true, force: true }))

const source = (value: number) => `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
interface IAnswer { function answer() external view returns (uint256); }
contract Answer is IAnswer { function answer() external pure returns (uint256) { return ${value}; } }
`

describe('compileContracts', () => {
  it('compiles, skips interfaces, and caches by a hash of the sources', async () => {
    mkdirSync(contractsDir, { recursive: true })
    writeFileSync(join(contractsDir, 'Answer.sol'), source(42))
    const first = await compileContracts({ contractsDir, buildDir })
    expect(Object.keys(first)).toEqual(['Answer'])
    expect(first.Answer?.bytecode).toMatch(/^0x[0-9a-f]+$/)
    expect(readdirSync(buildDir)).toHaveLength(1)

    const started = performance.now()
    expect(await compileContracts({ contractsDir, buildDir })).toEqual(first)
    expect(performance.now() - started).toBeLessThan(200)

    writeFileSync(join(contractsDir, 'Answer.sol'), source(43))
    const changed = await compileContracts({ contractsDir, buildDir })
    expect(changed.Answer?.bytecode).not.toBe(first.Answer?.bytecode)
    expect(readdirSync(buildDir)).toHaveLength(2)
  })

  it('reports compiler errors', async () => {
    const broken = join(root, 'broken')
    mkdirSync(broken, { recursive: true })
    writeFileSync(join(broken, 'Broken.sol'), 'pragma solidity ^0.8.20; contract Broken { function f() { } ')
    await expect(compileContracts({ contractsDir: broken, buildDir })).rejects.toThrow(/solc failed/)
  })
})
