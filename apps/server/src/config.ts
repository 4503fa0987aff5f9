import { isIP } from 'node:net'
import { isAbsolute, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { getAddress, isAddress, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { approvalKinds, type ApprovalKind } from '@hapdex/core/api/operatorRequests'
import { z } from 'zod'
import type { SignerSetting } from './chain/transactionSigner.ts'

/** Defaults are relative to the repository, so `npm start` works from any working directory. */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))

const path = (fallback: string) =>
  optionalString.transform((value) => (value === undefined ? resolve(repoRoot, fallback) : isAbsolute(value) ? value : resolve(value)))

const addressList = optionalString.transform((value, ctx) => {
  const items = (value ?? '').split(',').map((item) => item.trim()).filter(Boolean)
  const invalid = items.filter((item) => !isAddress(item, { strict: false }))
  if (invalid.length > 0) ctx.addIssue({ code: 'custom', message: `not an address: ${invalid.join(', ')}` })
  return items.filter((item) => isAddress(item, { strict: false })).map((item) => getAddress(item))
})

const url = optionalString.pipe(z.url().optional())

/** proxy-addr's names for address ranges, accepted besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal']
const isProxyEntry = (item: string) => {
  if (PROXY_RANGE_NAMES.includes(item)) return true
  const [ip, bits, ...rest] = item.split('/')
  if (ip === undefined || rest.length > 0 || isIP(ip) === 0) return false
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(ip) === 4 ? 32 : 128))
}

/** Comma-separated addresses, CIDR ranges or proxy-addr range names of the reverse proxies in front of the API. */
const proxyList = optionalString.transform((value, ctx) => {
  const items = (value ?? '').split(',').map((item) => item.trim()).filter(Boolean)
  const invalid = items.filter((item) => !isProxyEntry(item))
  if (invalid.length > 0) ctx.addIssue({ code: 'custom', message: `not an address, CIDR range or ${PROXY_RANGE_NAMES.join('/')}: ${invalid.join(', ')}` })
  return items
})

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  // Decision 0048: /metrics on a port of its own (0: a free one); unset, no metrics at all.
  METRICS_PORT: optionalString.pipe(z.coerce.number<string | undefined>().int().min(0).max(65535).optional()),
  HAPDEX_DATA_DIR: path('data'),
  DATABASE_URL: optionalString,
  // A URL past any transaction-mode pooler, for the worker's leader locks and the listener (session state); DATABASE_URL by default.
  DATABASE_DIRECT_URL: optionalString,
  // Per process; docs/deploy.md gives the formula that keeps a fleet under max_connections.
  DB_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  DB_WORKER_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(8),
  DB_CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(5000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  // A settlement's bulk statements run longer than any request's.
  DB_WORKER_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(600_000),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(60_000),
  CHAIN_ID: z.coerce.number().int().positive().default(31337),
  RPC_URL: url,
  PUBLIC_ORIGIN: url,
  // The console's own origin (https://console.example.com): operators sign in there, and only such sessions operate.
  ADMIN_ORIGIN: url,
  SESSION_TTL_HOURS: z.coerce.number().positive().default(24 * 7),
  ADMIN_ADDRESSES: addressList,
  // Decision 0046: with two operators or more, these actions wait for a second operator's approval.
  OPERATOR_APPROVAL_ALWAYS: z.string().default('treasury.credit,deposit.release,programme.config,token.save'),
  // kind=amount for any token, kind:SYMBOL=amount for one (whole tokens): above it, a second operator approves.
  OPERATOR_APPROVAL_ABOVE: z.string().default('withdraw.approve=50000,pool.fund=100000'),
  OPERATOR_REQUEST_HOURS: z.coerce.number().positive().max(24 * 14).default(24),
  // An operator session stops operating after this long without a console call, and this long after sign-in.
  OPERATOR_SESSION_IDLE_MINUTES: z.coerce.number().positive().max(24 * 60).default(30),
  OPERATOR_SESSION_HOURS: z.coerce.number().positive().max(24 * 7).default(8),
  // /readyz: not ready past this event-loop delay, or with a chain head older than this (off the devnet).
  READY_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().positive().default(1000),
  READY_MAX_HEAD_AGE_SECONDS: z.coerce.number().int().positive().default(60),
  WEB_DIST: path('apps/web/dist'),
  ADMIN_DIST: path('apps/admin/dist'),
  CHAT_URL: optionalString.transform((value) => value ?? ''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: optionalString,
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_CLIENT_MAX: z.coerce.number().int().positive().optional(),
  SIGN_IN_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(60),
  TRUSTED_PROXIES: proxyList,
  // Decision 0049: with Redis, every API process counts against the same limits.
  REDIS_URL: optionalString.pipe(z.string().regex(/^rediss?:\/\//, 'a redis:// or rediss:// URL').optional()),
  REDIS_PREFIX: optionalString,
  DEPOSIT_CONFIRMATIONS: z.coerce.number().int().min(1).max(1000).optional(),
  HAPDEX_ROLE: z.enum(['api', 'worker', 'all']).default('all'),
  HOT_WALLET_KEY: optionalString.pipe(z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'a 32-byte hex private key').optional()),
  HOT_WALLET_ADDRESS: optionalString.pipe(z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'an address').optional()),
  SIGNER_URL: url,
  DEPOSIT_ADDRESS: optionalString.pipe(z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'an address').optional()),
  WITHDRAW_REVIEW_THRESHOLD: z.string().trim().regex(/^\d+(\.\d+)?$/, 'a decimal amount of whole tokens').default('10000'),
  WITHDRAW_DAILY_LIMIT: z.string().trim().regex(/^\d+(\.\d+)?$/, 'a decimal amount of whole tokens').default('100000'),
  WITHDRAW_REPLACE_AFTER_SECONDS: z.coerce.number().int().min(0).default(180),
  WITHDRAW_PAUSED: z.enum(['0', '1', 'false', 'true']).optional(),
  COLD_ADDRESSES: addressList,
  SOLVENCY_CHECK_INTERVAL_MS: z.coerce.number().int().min(0).default(3_600_000),
  WORKER_INTERVAL_MS: z.coerce.number().int().min(50).default(2000),
  INDEXER_POLL_MS: z.coerce.number().int().min(0).default(5000),
  INDEXER_REORG_DEPTH: z.coerce.number().int().min(0).max(10_000).default(12),
  PRICE_SNAPSHOT_POLL_MS: z.coerce.number().int().min(0).default(600_000),
  POOL_KEEPER_KEY: optionalString.pipe(z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'a 32-byte hex private key').optional()),
  POOL_KEEPER_MIN_SHARE: z.string().trim().regex(/^\d+(\.\d+)?$/, 'a decimal amount of whole tokens').default('1'),
  POOL_KEEPER_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(3600),
  GAME_SERVICE_URL: url,
  GAME_SERVICE_SECRET: optionalString.pipe(z.string().min(16, 'at least 16 characters').optional()),
  GAME_SITE_URL: url,
  GAME_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(300),
  GAME_SERVICE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
})

/** The devnet's stand-in game service secret (a public value): never a default elsewhere. */
export const DEVNET_GAME_SERVICE_SECRET = 'hapdex-devnet-game-stand-in-secret'

/** The confirmation depth below which deposits and payouts are not judged final off the devnet (decision 0043). */
export const MIN_CONFIRMATIONS_OFF_DEVNET = 15
/**
 * The devnet's cold storage: an address no one holds the key of, watched only. npm start's seed
 * puts the tokens behind the treasury it credits there (devnetCustody.ts), so custody is solvent.
 */
export const DEVNET_COLD_ADDRESS = getAddress('0x000000000000000000000000000000000000c01d')
/** Anvil's test account 9: the hot wallet on the devnet only, never a default elsewhere. */
const DEVNET_HOT_WALLET_KEY = '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6'
export const DEVNET_CHAIN_ID = 31337

export type Config = Readonly<{
  port: number
  host: string
  /** Where `GET /metrics` listens, on HOST (decision 0048); undefined: no metrics listener, nothing collected. */
  metricsPort: number | undefined
  dataDir: string
  /** A postgres:// URL selects PostgreSQL; otherwise PGlite stores its files in `${dataDir}/db`. */
  databaseUrl: string | undefined
  /** Connections on PostgreSQL: the API's pool, the worker's, and the URL of their session-state connections. */
  database: DatabaseSettings
  chainId: number
  rpcUrl: string | undefined
  /**
   * The origin users open (https://app.example.com): its host is the Sign-In with Ethereum domain.
   * Never taken from a request; required in production. Undefined on a devnet until startServer
   * knows the address it listens on.
   */
  publicOrigin: string | undefined
  /**
   * The console's own origin, when it is served apart from the users' (decision 0046): its host is
   * the console's Sign-In with Ethereum domain, and only sessions signed in there may operate.
   */
  adminOrigin: string | undefined
  /** NODE_ENV=production, or a chain other than the devnet: refuses to start without PUBLIC_ORIGIN. */
  production: boolean
  sessionTtlHours: number
  adminAddresses: readonly string[]
  /** Which operator actions a second operator approves, when two or more are configured (decision 0046). */
  approvalRules: readonly ApprovalRule[]
  operatorRequestHours: number
  /** Operator sessions: the idle and the absolute limit (decision 0046). */
  operatorSessionIdleMinutes: number
  operatorSessionHours: number
  /** /readyz's limits. */
  readyMaxEventLoopDelayMs: number
  readyMaxHeadAgeSeconds: number
  webDist: string
  /** The operator console's build (apps/admin), served at /admin/ when present. */
  adminDist: string
  chatUrl: string
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL']
  /** API requests per minute per session (per client address for anonymous requests). */
  rateLimitMax: number
  /** API requests per minute per client address, signed in or not (default five sessions' worth). */
  rateLimitClientMax: number
  /** Sign-in nonces and logins per minute per client address, whatever the session. */
  signInRateLimitMax: number
  /**
   * Reverse proxies whose X-Forwarded-For is believed (addresses, CIDRs, loopback/linklocal/
   * uniquelocal); empty: the socket's address is the client's, and the header is ignored.
   */
  trustedProxies: readonly string[]
  /** Redis for the rate limits' counters, shared by every process (decision 0049); undefined: each process counts in its own memory. */
  redisUrl: string | undefined
  /**
   * Every key this deployment writes to Redis starts with it: `hapdex:<chain id>:` by default, so
   * a testnet and a mainnet deployment (or their staging twins with a prefix of their own) may share one Redis.
   */
  redisPrefix: string
  /** Blocks a deposit needs (its own included) before it is credited: 1 on the devnet, 15 elsewhere by default. */
  depositConfirmations: number
  /**
   * What this process does (decision 0044): `api` serves HTTP and holds no key, `worker` runs the
   * loops and signs, `all` (npm start) both. Roles other than `all` need PostgreSQL.
   */
  role: ProcessRole
  /**
   * The wallet that pays withdrawals (deposits go to its address on the devnet unless
   * DEPOSIT_ADDRESS says otherwise), and how it signs: a local key or a remote signer, none in an
   * `api` process. Undefined: no payer.
   */
  hotWallet: Readonly<{ address: Address; signer: SignerSetting | undefined }> | undefined
  /** The one receiving address of deposits (scheme: shared address, attributed by sender; see docs/decisions/0006). */
  depositAddress: string | undefined
  /** A user's withdrawals of a token above this many whole tokens in 24 hours wait for an operator, unless the token sets its own. */
  withdrawReviewThreshold: string
  /** A user may withdraw at most this many whole tokens of a token in any 24 hours, unless the token sets its own. */
  withdrawDailyLimit: string
  /** A payout unmined this long, while the network asks more gas than it offers, is signed again at a higher price. */
  withdrawReplaceAfterSeconds: number
  /** WITHDRAW_PAUSED: the payer signs nothing new (orders stay queued, sent payouts are followed), whatever the console says. */
  withdrawPaused: boolean
  /** Custody's cold addresses, watched only (no key here): what they hold counts in the solvency check. */
  coldAddresses: readonly string[]
  /** How often the solvency check compares the books with the chain, and the ledger check runs; 0 disables both. */
  solvencyCheckIntervalMs: number
  workerIntervalMs: number
  /** Pair indexer poll interval; 0 disables it. */
  indexerPollMs: number
  /** Blocks the pair indexer re-reads on every pass to follow reorgs. */
  indexerReorgDepth: number
  /** How often the daily price snapshot checks whether today's row exists; 0 disables it. */
  priceSnapshotPollMs: number
  /**
   * The keeper that calls the taxed token's returnToPool(pair) (decision 0037): its key (a funded
   * account that pays the gas; undefined: no keeper), the pool share in whole tokens a pair must
   * hold above before a call is worth its gas, and the least time between two calls for one pair.
   */
  poolKeeper: Readonly<{ key: `0x${string}` | undefined; minShare: string; intervalSeconds: number }>
  /**
   * The game service (docs/decisions/0031-game.md): its API URL (the stand-in on the devnet,
   * the real one in production; undefined: game calls answer game.unavailable), the secret shared
   * with it (service calls and the game token's HMAC), the game site the game link opens (the
   * service's own page when unset), the token's lifetime and one call's timeout.
   */
  game: Readonly<{ serviceUrl: string | undefined; secret: string | undefined; siteUrl: string | undefined; tokenTtlSeconds: number; timeoutMs: number }>
}>

export class ConfigError extends Error {
  override name = 'ConfigError'
}

export type ProcessRole = z.infer<typeof envSchema>['HAPDEX_ROLE']

type Env = z.infer<typeof envSchema>

/**
 * The hot wallet's address and signer. An `api` process is internet-facing: it takes the address
 * alone (HOT_WALLET_ADDRESS) and refuses a key, so a breach of the web tier signs nothing.
 */
function hotWalletSetting(e: Env): Config['hotWallet'] {
  const problem = (name: string, text: string) => new ConfigError(`Invalid configuration:\n  ${name}: ${text}`)
  if (e.HOT_WALLET_KEY !== undefined && e.SIGNER_URL !== undefined) throw problem('SIGNER_URL', 'set either HOT_WALLET_KEY (a local key) or SIGNER_URL (a remote signer), not both')
  if (e.HAPDEX_ROLE === 'api') {
    for (const name of ['HOT_WALLET_KEY', 'POOL_KEEPER_KEY'] as const) {
      if (e[name] !== undefined) throw problem(name, "an 'api' process holds no key (decision 0044): give the worker the key, and the api HOT_WALLET_ADDRESS")
    }
  }
  const devnet = e.CHAIN_ID === DEVNET_CHAIN_ID
  const keyFromEnv = e.HAPDEX_ROLE === 'api' ? undefined : e.HOT_WALLET_KEY
  const key = keyFromEnv ?? (devnet && e.SIGNER_URL === undefined && e.HOT_WALLET_ADDRESS === undefined ? DEVNET_HOT_WALLET_KEY : undefined)
  const keyAddress = key === undefined ? undefined : privateKeyToAccount(key as Hex).address
  const address = e.HOT_WALLET_ADDRESS === undefined ? keyAddress : getAddress(e.HOT_WALLET_ADDRESS)
  if (keyAddress !== undefined && address !== keyAddress) throw problem('HOT_WALLET_ADDRESS', `${address} is not the address of HOT_WALLET_KEY (${keyAddress})`)
  if (e.SIGNER_URL !== undefined && address === undefined) throw problem('HOT_WALLET_ADDRESS', 'required with SIGNER_URL: the account the remote signer signs as')
  if (address === undefined) return undefined
  const signer: SignerSetting | undefined =
    e.HAPDEX_ROLE === 'api' ? undefined : key !== undefined ? { kind: 'local', key: key as Hex } : e.SIGNER_URL !== undefined ? { kind: 'remote', url: e.SIGNER_URL } : undefined
  return Object.freeze({ address, signer: signer === undefined ? undefined : Object.freeze(signer) })
}

export interface PoolConfig {
  max: number
  applicationName: string
  connectionTimeoutMs: number
  statementTimeoutMs: number
  idleInTransactionTimeoutMs: number
}

export interface DatabaseSettings {
  api: PoolConfig
  worker: PoolConfig
  /** Leader locks and LISTEN hold session state, which a transaction-mode pooler would hand to another client. */
  directUrl: string | undefined
}

function databaseSettings(e: z.infer<typeof envSchema>): DatabaseSettings {
  const shared = { connectionTimeoutMs: e.DB_CONNECTION_TIMEOUT_MS, idleInTransactionTimeoutMs: e.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS }
  return Object.freeze({
    api: Object.freeze({ ...shared, max: e.DB_POOL_MAX, applicationName: 'hapdex-api', statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS }),
    worker: Object.freeze({ ...shared, max: e.DB_WORKER_POOL_MAX, applicationName: 'hapdex-worker', statementTimeoutMs: e.DB_WORKER_STATEMENT_TIMEOUT_MS }),
    directUrl: e.DATABASE_DIRECT_URL ?? e.DATABASE_URL,
  })
}

/** Parses the environment once at start; every problem is listed, not just the first. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = envSchema.safeParse(env)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`)
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`)
  }
  const e = result.data
  const production = e.NODE_ENV === 'production' || e.CHAIN_ID !== DEVNET_CHAIN_ID
  if (production && e.PUBLIC_ORIGIN === undefined) {
    throw new ConfigError(
      'Invalid configuration:\n  PUBLIC_ORIGIN: required in production (NODE_ENV=production or a chain other than the devnet): ' +
        'the origin users open, such as https://app.example.com, whose host Sign-In with Ethereum messages must name',
    )
  }
  if (production && e.GAME_SERVICE_URL !== undefined && e.GAME_SERVICE_SECRET === undefined) {
    throw new ConfigError('Invalid configuration:\n  GAME_SERVICE_SECRET: required with GAME_SERVICE_URL in production (the secret shared with the game service)')
  }
  const hotWallet = hotWalletSetting(e)
  if (e.HAPDEX_ROLE !== 'all' && (e.DATABASE_URL === undefined || !/^postgres(ql)?:\/\//.test(e.DATABASE_URL))) {
    throw new ConfigError(`Invalid configuration:\n  HAPDEX_ROLE: '${e.HAPDEX_ROLE}' needs DATABASE_URL on PostgreSQL: the embedded database belongs to one process, which runs role 'all'`)
  }
  if (e.CHAIN_ID !== DEVNET_CHAIN_ID && hotWallet !== undefined && (e.DEPOSIT_ADDRESS === undefined || getAddress(e.DEPOSIT_ADDRESS) === hotWallet.address)) {
    throw new ConfigError(
      'Invalid configuration:\n  DEPOSIT_ADDRESS: required off the devnet, and not the hot wallet\'s address: deposits land at an address whose key is not on an internet-facing server (decision 0043)',
    )
  }
  if (e.CHAIN_ID !== DEVNET_CHAIN_ID && e.DEPOSIT_CONFIRMATIONS !== undefined && e.DEPOSIT_CONFIRMATIONS < MIN_CONFIRMATIONS_OFF_DEVNET) {
    throw new ConfigError(
      `Invalid configuration:\n  DEPOSIT_CONFIRMATIONS: at least ${MIN_CONFIRMATIONS_OFF_DEVNET} off the devnet (decision 0043): a deposit credited at a shallower depth can be undone by a reorg after the user spent it`,
    )
  }
  return Object.freeze({
    port: e.PORT,
    host: e.HOST,
    metricsPort: e.METRICS_PORT,
    dataDir: e.HAPDEX_DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    database: databaseSettings(e),
    chainId: e.CHAIN_ID,
    rpcUrl: e.RPC_URL,
    publicOrigin: e.PUBLIC_ORIGIN,
    adminOrigin: e.ADMIN_ORIGIN,
    production,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    adminAddresses: Object.freeze(e.ADMIN_ADDRESSES),
    approvalRules: Object.freeze(parseApprovalRules(e.OPERATOR_APPROVAL_ALWAYS, e.OPERATOR_APPROVAL_ABOVE)),
    operatorRequestHours: e.OPERATOR_REQUEST_HOURS,
    operatorSessionIdleMinutes: e.OPERATOR_SESSION_IDLE_MINUTES,
    operatorSessionHours: e.OPERATOR_SESSION_HOURS,
    readyMaxEventLoopDelayMs: e.READY_MAX_EVENT_LOOP_DELAY_MS,
    readyMaxHeadAgeSeconds: e.READY_MAX_HEAD_AGE_SECONDS,
    webDist: e.WEB_DIST,
    adminDist: e.ADMIN_DIST,
    chatUrl: e.CHAT_URL,
    logLevel: e.LOG_LEVEL,
    rateLimitMax: e.RATE_LIMIT_MAX,
    rateLimitClientMax: e.RATE_LIMIT_CLIENT_MAX ?? e.RATE_LIMIT_MAX * 5,
    signInRateLimitMax: e.SIGN_IN_RATE_LIMIT_MAX,
    trustedProxies: Object.freeze(e.TRUSTED_PROXIES),
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX ?? `hapdex:${e.CHAIN_ID}:`,
    depositConfirmations: e.DEPOSIT_CONFIRMATIONS ?? (e.CHAIN_ID === DEVNET_CHAIN_ID ? 1 : MIN_CONFIRMATIONS_OFF_DEVNET),
    role: e.HAPDEX_ROLE,
    hotWallet,
    depositAddress: e.DEPOSIT_ADDRESS === undefined ? undefined : getAddress(e.DEPOSIT_ADDRESS),
    withdrawReviewThreshold: e.WITHDRAW_REVIEW_THRESHOLD,
    withdrawDailyLimit: e.WITHDRAW_DAILY_LIMIT,
    withdrawReplaceAfterSeconds: e.WITHDRAW_REPLACE_AFTER_SECONDS,
    withdrawPaused: e.WITHDRAW_PAUSED === '1' || e.WITHDRAW_PAUSED === 'true',
    coldAddresses: Object.freeze(env['COLD_ADDRESSES'] === undefined && e.CHAIN_ID === DEVNET_CHAIN_ID ? [DEVNET_COLD_ADDRESS] : e.COLD_ADDRESSES),
    solvencyCheckIntervalMs: e.SOLVENCY_CHECK_INTERVAL_MS,
    workerIntervalMs: e.WORKER_INTERVAL_MS,
    indexerPollMs: e.INDEXER_POLL_MS,
    indexerReorgDepth: e.INDEXER_REORG_DEPTH,
    priceSnapshotPollMs: e.PRICE_SNAPSHOT_POLL_MS,
    poolKeeper: Object.freeze({ key: e.HAPDEX_ROLE === 'api' ? undefined : (e.POOL_KEEPER_KEY as `0x${string}` | undefined), minShare: e.POOL_KEEPER_MIN_SHARE, intervalSeconds: e.POOL_KEEPER_INTERVAL_SECONDS }),
    game: Object.freeze({
      serviceUrl: e.GAME_SERVICE_URL,
      secret: e.GAME_SERVICE_SECRET ?? (e.CHAIN_ID === DEVNET_CHAIN_ID && !production ? DEVNET_GAME_SERVICE_SECRET : undefined),
      siteUrl: e.GAME_SITE_URL,
      tokenTtlSeconds: e.GAME_TOKEN_TTL_SECONDS,
      timeoutMs: e.GAME_SERVICE_TIMEOUT_MS,
    }),
  })
}

export interface ApprovalRule {
  kind: ApprovalKind
  /** Whole tokens; null: every such action. */
  above: string | null
  /** A token symbol; null: any token. */
  token: string | null
}

function parseApprovalRules(always: string, above: string): ApprovalRule[] {
  const kindOf = (text: string): ApprovalKind => {
    if (!(approvalKinds as readonly string[]).includes(text)) throw new Error(`OPERATOR_APPROVAL: ${text} is not one of ${approvalKinds.join(', ')}`)
    return text as ApprovalKind
  }
  const items = (list: string) => list.split(',').map((item) => item.trim()).filter(Boolean)
  const rules: ApprovalRule[] = items(always).map((kind) => ({ kind: kindOf(kind), above: null, token: null }))
  for (const item of items(above)) {
    const match = /^([a-z.]+)(?::([A-Za-z0-9]+))?=(\d+(?:\.\d+)?)$/.exec(item)
    if (match === null) throw new Error(`OPERATOR_APPROVAL_ABOVE: ${item} is not kind=amount or kind:TOKEN=amount`)
    rules.push({ kind: kindOf(match[1] ?? ''), above: match[3] ?? '0', token: match[2] ?? null })
  }
  return rules
}
