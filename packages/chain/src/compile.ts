import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'

export type CompiledContract = { abi: Abi; bytecode: Hex }
export type CompiledContracts = Record<string, CompiledContract>

export type CompileContractsParameters = {
  contractsDir?: string
  buildDir?: string
}

const packageDir = fileURLToPath(new URL('..', import.meta.url))
const defaultContractsDir = join(packageDir, 'contracts')
const defaultBuildDir = join(packageDir, 'build')

type SolcOutput = {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

/** solc-js takes seconds to load and compile, so the output is cached by a hash of its inputs. */
export async function compileContracts(parameters: CompileContractsParameters = {}): Promise<CompiledContracts> {
  const contractsDir = parameters.contractsDir ?? defaultContractsDir
  const buildDir = parameters.buildDir ?? defaultBuildDir
  const sources = readSources(contractsDir)
  const solcPackageVersion = readSolcPackageVersion()
  const cacheFile = join(buildDir, `contracts-${hashInputs(sources, solcPackageVersion)}.json`)
  if (existsSync(cacheFile)) return JSON.parse(readFileSync(cacheFile, 'utf8')) as CompiledContracts

  const compiled = await runSolc(sources)
  mkdirSync(buildDir, { recursive: true })
  // Parallel test workers may compile at once: write aside and rename so no reader sees half a file.
  const temporary = `${cacheFile}.${process.pid}.tmp`
  writeFileSync(temporary, JSON.stringify(compiled))
  renameSync(temporary, cacheFile)
  return compiled
}

function readSources(contractsDir: string): Record<string, string> {
  const names = readdirSync(contractsDir).filter((name) => name.endsWith('.sol')).sort()
  return Object.fromEntries(names.map((name) => [name, readFileSync(join(contractsDir, name), 'utf8')]))
}

function readSolcPackageVersion(): string {
  const packageJson = fileURLToPath(import.meta.resolve('solc/package.json'))
  return (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version
}

function hashInputs(sources: Record<string, string>, compilerVersion: string): string {
  const hash = createHash('sha256').update(compilerVersion).update(JSON.stringify(standardInput(sources)))
  return hash.digest('hex').slice(0, 16)
}

function standardInput(sources: Record<string, string>) {
  return {
    language: 'Solidity',
    sources: Object.fromEntries(Object.entries(sources).map(([name, content]) => [name, { content }])),
    settings: {
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  }
}

async function runSolc(sources: Record<string, string>): Promise<CompiledContracts> {
  const { default: solc } = await import('solc')
  const output = JSON.parse(solc.compile(JSON.stringify(standardInput(sources)))) as SolcOutput
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) throw new Error(`solc failed:\n${errors.map((error) => error.formattedMessage).join('\n')}`)

  const compiled: CompiledContracts = {}
  for (const contracts of Object.values(output.contracts ?? {})) {
    for (const [name, contract] of Object.entries(contracts)) {
      // Interfaces and abstract contracts have no bytecode; nothing to deploy.
      if (contract.evm.bytecode.object === '') continue
      compiled[name] = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
    }
  }
  return compiled
}
