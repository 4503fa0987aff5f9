// `npm start`: the whole product on embedded defaults — anvil devnet with contracts and demo data,
// API on PGlite (or DATABASE_URL), and the built web app, all on one port. Ctrl-C stops all of it.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { startDevnet } from '@hapdex/chain/devnet'
import { testAccounts } from '@hapdex/chain/accounts'
import { startServer } from '../apps/server/src/server.ts'
import { seedDevnetProgrammes } from '../apps/server/src/programmes/base/devnetSeed.ts'

const repoRoot = resolve(import.meta.dirname, '..')
const webDist = join(repoRoot, 'apps/web/dist/index.html')

function newestMtime(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs)
  }
  return newest
}

/** Builds the web app only when it is missing or older than its sources, so restarts are quick. */
function ensureWebBuild() {
  const sources = Math.max(newestMtime(join(repoRoot, 'apps/web/src')), newestMtime(join(repoRoot, 'packages/core/src')))
  if (existsSync(webDist) && statSync(webDist).mtimeMs >= sources) return
  console.log('Building the web app…')
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: repoRoot, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('web build failed')
}

async function main() {
  const started = performance.now()
  // A caller that brings its own build (the browser suite builds into its run folder) skips ours.
  if (!process.env.WEB_DIST) ensureWebBuild()
  const dataDir = resolve(repoRoot, process.env.HAPDEX_DATA_DIR ?? 'data')
  const devnet = await startDevnet({ dataDir, port: Number(process.env.RPC_PORT ?? 8545), persist: true })
  const server = await startServer({ ...process.env, HAPDEX_DATA_DIR: dataDir, RPC_URL: devnet.rpcUrl })
  await seedDevnetProgrammes(server.programmes.ctx, server.programmes.registry)
  const funded = testAccounts[0]
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`
hapdex is ready at ${server.url}  (${seconds} s)

  Devnet RPC      ${devnet.rpcUrl}  (chain id 31337)
  Test account    ${funded?.address}  (custodial HAP, BtPi and USDT, a referrer: ready to mint)
  Its key         ${funded?.privateKey}  (devnet only, public test key)
  Data folder     ${dataDir}

Add the network to your wallet: RPC ${devnet.rpcUrl}, chain id 31337, symbol BNB;
import the key above to get test BNB and tokens. Ctrl-C stops everything.
`)

  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await server.close()
    await devnet.stop()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
