// `npm start`: the whole product on embedded defaults — anvil devnet with contracts and demo data,
// API on PGlite (or DATABASE_URL), and the built web app, all on one port. Ctrl-C stops all of it.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { startDevnet } from '@hapdex/chain/devnet'
import { testAccounts } from '@hapdex/chain/accounts'
import type { Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { startServer } from '../apps/server/src/server.ts'
import { seedDevnetProgrammes, seededAccounts } from '../apps/server/src/programmes/base/devnetSeed.ts'
import { DEVNET_GAME_SERVICE_SECRET } from '../apps/server/src/config.ts'
import { backDevnetCustody } from '../apps/server/src/modules/wallet/devnetCustody.ts'
import { createWalletContext } from '../apps/server/src/modules/wallet/walletContext.ts'
import { startGameStandInProcess } from '../apps/server/src/gameStandIn/gameStandInProcess.ts'

const repoRoot = resolve(import.meta.dirname, '..')

function newestMtime(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs)
  }
  return newest
}

/** Builds an app only when its build is missing or older than its sources, so restarts are quick. */
function ensureBuild(app: 'web' | 'admin', label: string) {
  const built = join(repoRoot, `apps/${app}/dist/index.html`)
  const sources = Math.max(newestMtime(join(repoRoot, `apps/${app}/src`)), newestMtime(join(repoRoot, 'packages/core/src')))
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return
  console.log(`Building ${label}…`)
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', `@hapdex/${app}`], { cwd: repoRoot, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`${label} build failed`)
}

/**
 * The devnet's operators: ADMIN_ADDRESSES when set, else test accounts 8 and 6 (public devnet
 * keys, not the hot wallet's 9, so an operator's own transactions never take the payer's nonces):
 * two, so the two-operator rule (decision 0046) can be tried, one operator asking, the other approving.
 */
const devnetOperators = [testAccounts[8], testAccounts[6]]
/**
 * The pool keeper's key on the devnet (decision 0037): test account 7, funded with native coin and
 * used by none of the printed accounts, so its returnToPool calls never take another sender's nonces.
 */
const devnetKeeper = testAccounts[7]

async function main() {
  const started = performance.now()
  // A caller that brings its own build (the browser suite builds into its run folder) skips ours.
  if (!process.env.WEB_DIST) ensureBuild('web', 'the web app')
  if (!process.env.ADMIN_DIST) ensureBuild('admin', 'the operator console')
  const adminAddresses = process.env.ADMIN_ADDRESSES ?? devnetOperators.map((operator) => operator?.address ?? '').join(',')
  const dataDir = resolve(repoRoot, process.env.HAPDEX_DATA_DIR ?? 'data')
  const devnet = await startDevnet({ dataDir, port: Number(process.env.RPC_PORT ?? 8545), persist: true })
  // The stand-in game service, unless GAME_SERVICE_URL names another: the seeded keys start with 1,000 HAP in the game.
  const gameSecret = process.env.GAME_SERVICE_SECRET ?? DEVNET_GAME_SERVICE_SECRET
  const game = process.env.GAME_SERVICE_URL
    ? undefined
    : await startGameStandInProcess({ dataDir: join(dataDir, 'game-service'), secret: gameSecret, seed: seededAccounts.map((index) => [testAccounts[index]!.address, 1_000n * 10n ** 18n] as const) })
  const gameUrl = game?.url ?? process.env.GAME_SERVICE_URL ?? ''
  const keeperKey = process.env.POOL_KEEPER_KEY ?? devnetKeeper?.privateKey
  // A free port unless METRICS_PORT names one: two stacks side by side (the browser suite's) never collide.
  const metricsPort = process.env.METRICS_PORT ?? '0'
  const server = await startServer({ ...process.env, HAPDEX_DATA_DIR: dataDir, RPC_URL: devnet.rpcUrl, ADMIN_ADDRESSES: adminAddresses, GAME_SERVICE_URL: gameUrl, GAME_SERVICE_SECRET: gameSecret, POOL_KEEPER_KEY: keeperKey, METRICS_PORT: metricsPort })
  if (server.url === undefined) throw new Error(`npm start runs role 'all', not HAPDEX_ROLE=${server.role}`)
  await seedDevnetProgrammes(server.programmes.ctx, server.programmes.registry)
  const cold = server.programmes.ctx.config.coldAddresses[0]
  // The seed's treasury credits get tokens behind them (in the devnet's cold storage): custody stays solvent and the payer pays.
  if (cold !== undefined) await backDevnetCustody(createWalletContext({ db: server.programmes.ctx.db, config: server.programmes.ctx.config, chain: devnet.deployment.chain }), privateKeyToAccount(testAccounts[0]!.privateKey), cold as Address)
  const funded = testAccounts[0]
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`
hapdex is ready at ${server.url}  (${seconds} s)

  Devnet RPC      ${devnet.rpcUrl}  (chain id 31337)
  Test account    ${funded?.address}  (custodial HAP, BtPi and USDT, a referrer: ready to mint)
  Its key         ${funded?.privateKey}  (devnet only, public test key)
  Console         ${server.url}/admin/  (operators: ${adminAddresses || 'none'})
  Metrics         ${server.metricsUrl === undefined ? 'off' : `${server.metricsUrl}/metrics`}  (Prometheus, on a port of its own: METRICS_PORT)
  Game service    ${gameUrl}${game ? '  (stand-in, its books in data/game-service)' : ''}
  Pool keeper     ${keeperKey ? privateKeyToAccount(keeperKey as `0x${string}`).address : 'off'}  (returns HAP's pool share into its pairs)
${operatorLines(adminAddresses)}  Data folder     ${dataDir}

Add the network to your wallet: RPC ${devnet.rpcUrl}, chain id 31337, symbol BNB;
import the key above to get test BNB and tokens. Ctrl-C stops everything.
`)

  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await server.close()
    await game?.stop()
    await devnet.stop()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

/** Each operator's key when it is the devnet's own (a public test key); an operator set by ADMIN_ADDRESSES keeps theirs. */
function operatorLines(adminAddresses: string): string {
  const listed = adminAddresses.split(',').map((address) => address.trim().toLowerCase())
  const operators = testAccounts.filter((account) => listed.includes(account.address.toLowerCase()))
  return operators
    .map((operator, n) => `  Operator ${String.fromCharCode(65 + n)} key  ${operator.privateKey}  (${operator.address}; devnet only, public test key: import it to sign in to the console)\n`)
    .join('')
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
