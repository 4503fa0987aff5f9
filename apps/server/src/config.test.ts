import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

const repoRoot = resolve(import.meta.dirname, '../../..')

describe('loadConfig', () => {
  it('has working defaults for the embedded setup', () => {
    const config = loadConfig({})
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      metricsPort: undefined,
      dataDir: resolve(repoRoot, 'data'),
      databaseUrl: undefined,
      // Ten for a request pool, eight for the worker's, beside the worker's leader session: docs/deploy.md's formula.
      database: {
        api: { max: 10, applicationName: 'hapdex-api', connectionTimeoutMs: 5000, statementTimeoutMs: 30_000, idleInTransactionTimeoutMs: 60_000 },
        worker: { max: 8, applicationName: 'hapdex-worker', connectionTimeoutMs: 5000, statementTimeoutMs: 600_000, idleInTransactionTimeoutMs: 60_000 },
        directUrl: undefined,
      },
      chainId: 31337,
      rpcUrl: undefined,
      publicOrigin: undefined,
      adminOrigin: undefined,
      production: false,
      sessionTtlHours: 168,
      adminAddresses: [],
      approvalRules: [
        { kind: 'treasury.credit', above: null, token: null },
        { kind: 'deposit.release', above: null, token: null },
        { kind: 'programme.config', above: null, token: null },
        { kind: 'token.save', above: null, token: null },
        { kind: 'withdraw.approve', above: '50000', token: null },
        { kind: 'pool.fund', above: '100000', token: null },
      ],
      operatorRequestHours: 24,
      operatorSessionIdleMinutes: 30,
      operatorSessionHours: 8,
      readyMaxEventLoopDelayMs: 1000,
      readyMaxHeadAgeSeconds: 60,
      webDist: resolve(repoRoot, 'apps/web/dist'),
      adminDist: resolve(repoRoot, 'apps/admin/dist'),
      chatUrl: '',
      logLevel: 'info',
      rateLimitMax: 600,
      rateLimitClientMax: 3000,
      signInRateLimitMax: 60,
      trustedProxies: [],
      // No Redis: each process counts its rate limits in memory.
      redisUrl: undefined,
      redisPrefix: 'hapdex:31337:',
      depositConfirmations: 1,
      role: 'all',
      hotWallet: { address: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720', signer: { kind: 'local', key: '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6' } },
      depositAddress: undefined,
      withdrawReviewThreshold: '10000',
      withdrawDailyLimit: '100000',
      withdrawReplaceAfterSeconds: 180,
      withdrawPaused: false,
      // The devnet's watch-only cold storage (npm start puts the seed's treasury tokens there).
      coldAddresses: ['0x000000000000000000000000000000000000C01D'],
      solvencyCheckIntervalMs: 3_600_000,
      workerIntervalMs: 2000,
      indexerPollMs: 5000,
      indexerReorgDepth: 12,
      priceSnapshotPollMs: 600_000,
      // No key, no keeper: npm start gives the devnet one.
      poolKeeper: { key: undefined, minShare: '1', intervalSeconds: 3600 },
      // The devnet talks to the stand-in game service with a public secret; npm start sets its URL.
      game: { serviceUrl: undefined, secret: 'hapdex-devnet-game-stand-in-secret', siteUrl: undefined, tokenTtlSeconds: 300, timeoutMs: 5000 },
    })
    expect(Object.isFrozen(config)).toBe(true)
  })

  it('serves metrics only when METRICS_PORT is set, 0 picking a free port', () => {
    expect(loadConfig({ METRICS_PORT: '' }).metricsPort).toBeUndefined()
    expect(loadConfig({ METRICS_PORT: '0' }).metricsPort).toBe(0)
    expect(loadConfig({ METRICS_PORT: '9464' }).metricsPort).toBe(9464)
    expect(() => loadConfig({ METRICS_PORT: '65536' })).toThrow('METRICS_PORT')
    expect(() => loadConfig({ METRICS_PORT: 'on' })).toThrow('METRICS_PORT')
  })

  it('has no game secret off the devnet, and wants one with a game service in production', () => {
    expect(loadConfig({ CHAIN_ID: '56', PUBLIC_ORIGIN: 'https://app.example.com' }).game.secret).toBeUndefined()
    expect(() => loadConfig({ CHAIN_ID: '56', PUBLIC_ORIGIN: 'https://app.example.com', GAME_SERVICE_URL: 'https://game.example.com' })).toThrow('GAME_SERVICE_SECRET: required')
    expect(() => loadConfig({ GAME_SERVICE_SECRET: 'short' })).toThrow('GAME_SERVICE_SECRET')
  })

  it('has no hot wallet and waits 15 confirmations off the devnet', () => {
    const config = loadConfig({ CHAIN_ID: '56', PUBLIC_ORIGIN: 'https://hapdex.example' })
    expect(config.hotWallet).toBeUndefined()
    expect(config.depositConfirmations).toBe(15)
    expect(() => loadConfig({ HOT_WALLET_KEY: '0x12', WITHDRAW_REVIEW_THRESHOLD: '1e5' })).toThrow(/HOT_WALLET_KEY[\s\S]*WITHDRAW_REVIEW_THRESHOLD/)
  })

  it('keeps keys out of an api process, and the roles split off PostgreSQL only', () => {
    const postgres = { DATABASE_URL: 'postgres://db.internal/hapdex' }
    const key = '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6'
    // The devnet's api knows the hot wallet's address (the console shows its balance) and holds no key.
    expect(loadConfig({ ...postgres, HAPDEX_ROLE: 'api' }).hotWallet).toEqual({ address: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720', signer: undefined })
    expect(() => loadConfig({ ...postgres, HAPDEX_ROLE: 'api', HOT_WALLET_KEY: key })).toThrow("HOT_WALLET_KEY: an 'api' process holds no key")
    expect(() => loadConfig({ ...postgres, HAPDEX_ROLE: 'api', POOL_KEEPER_KEY: key })).toThrow("POOL_KEEPER_KEY: an 'api' process holds no key")
    expect(loadConfig({ ...postgres, HAPDEX_ROLE: 'worker', HOT_WALLET_KEY: key }).hotWallet?.signer).toEqual({ kind: 'local', key })
    expect(() => loadConfig({ HAPDEX_ROLE: 'worker' })).toThrow("HAPDEX_ROLE: 'worker' needs DATABASE_URL on PostgreSQL")
    expect(() => loadConfig({ HAPDEX_ROLE: 'web' })).toThrow('HAPDEX_ROLE')
  })

  it('signs through a remote signer as the address it is given, and refuses a key beside it', () => {
    const remote = { SIGNER_URL: 'http://signer.internal:9000', HOT_WALLET_ADDRESS: '0x000000000000000000000000000000000000bEEF' }
    expect(loadConfig(remote).hotWallet).toEqual({ address: '0x000000000000000000000000000000000000bEEF', signer: { kind: 'remote', url: 'http://signer.internal:9000' } })
    expect(() => loadConfig({ SIGNER_URL: remote.SIGNER_URL })).toThrow('HOT_WALLET_ADDRESS: required with SIGNER_URL')
    expect(() => loadConfig({ ...remote, HOT_WALLET_KEY: '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6' })).toThrow('not both')
    expect(() => loadConfig({ HOT_WALLET_KEY: '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6', HOT_WALLET_ADDRESS: remote.HOT_WALLET_ADDRESS })).toThrow('is not the address of HOT_WALLET_KEY')
  })

  it('refuses a confirmation depth below 15 off the devnet, and keeps any on it', () => {
    const bsc = { CHAIN_ID: '56', PUBLIC_ORIGIN: 'https://hapdex.example' }
    expect(() => loadConfig({ ...bsc, DEPOSIT_CONFIRMATIONS: '14' })).toThrow('DEPOSIT_CONFIRMATIONS: at least 15 off the devnet')
    expect(loadConfig({ ...bsc, DEPOSIT_CONFIRMATIONS: '15' }).depositConfirmations).toBe(15)
    expect(loadConfig({ DEPOSIT_CONFIRMATIONS: '2' }).depositConfirmations).toBe(2)
  })

  it('wants a deposit address other than the hot wallet off the devnet', () => {
    const bsc = { CHAIN_ID: '56', PUBLIC_ORIGIN: 'https://hapdex.example', HOT_WALLET_KEY: '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6' }
    expect(() => loadConfig(bsc)).toThrow('DEPOSIT_ADDRESS: required off the devnet')
    expect(() => loadConfig({ ...bsc, DEPOSIT_ADDRESS: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720' })).toThrow("not the hot wallet's address")
    expect(loadConfig({ ...bsc, DEPOSIT_ADDRESS: '0x000000000000000000000000000000000000bEEF' }).depositAddress).toBe('0x000000000000000000000000000000000000bEEF')
    // On the devnet the hot wallet receives too, as npm start runs it.
    expect(loadConfig({}).depositAddress).toBeUndefined()
  })

  it('watches the devnet cold address by default, nothing off the devnet, and what COLD_ADDRESSES says when set', () => {
    expect(loadConfig({ CHAIN_ID: '56', PUBLIC_ORIGIN: 'https://hapdex.example' }).coldAddresses).toEqual([])
    expect(loadConfig({ COLD_ADDRESSES: '' }).coldAddresses).toEqual([])
    expect(loadConfig({ COLD_ADDRESSES: '0x000000000000000000000000000000000000bEEF' }).coldAddresses).toEqual(['0x000000000000000000000000000000000000bEEF'])
  })

  it('pauses the payer with WITHDRAW_PAUSED, and refuses a value it cannot read', () => {
    expect(loadConfig({ WITHDRAW_PAUSED: '1' }).withdrawPaused).toBe(true)
    expect(loadConfig({ WITHDRAW_PAUSED: 'false' }).withdrawPaused).toBe(false)
    expect(() => loadConfig({ WITHDRAW_PAUSED: 'yes' })).toThrow('WITHDRAW_PAUSED')
  })

  it('parses values and checksums admin addresses', () => {
    const config = loadConfig({
      PORT: '9000',
      CHAIN_ID: '97',
      ADMIN_ADDRESSES: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266, 0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      PUBLIC_ORIGIN: 'https://hapdex.example',
      DATABASE_URL: 'postgres://u@db/hapdex',
    })
    expect(config).toMatchObject({ port: 9000, chainId: 97, publicOrigin: 'https://hapdex.example', databaseUrl: 'postgres://u@db/hapdex' })
    expect(config.adminAddresses).toEqual(['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'])
  })

  it('sizes and times out the pools from the environment, and keeps session state on the direct URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@pgbouncer/hapdex', DATABASE_DIRECT_URL: 'postgres://u@db/hapdex', DB_POOL_MAX: '4', DB_WORKER_POOL_MAX: '3', DB_CONNECTION_TIMEOUT_MS: '0', DB_STATEMENT_TIMEOUT_MS: '7000' })
    expect(config.database).toEqual({
      api: { max: 4, applicationName: 'hapdex-api', connectionTimeoutMs: 0, statementTimeoutMs: 7000, idleInTransactionTimeoutMs: 60_000 },
      worker: { max: 3, applicationName: 'hapdex-worker', connectionTimeoutMs: 0, statementTimeoutMs: 600_000, idleInTransactionTimeoutMs: 60_000 },
      directUrl: 'postgres://u@db/hapdex',
    })
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/hapdex' }).database.directUrl).toBe('postgres://u@db/hapdex')
    expect(() => loadConfig({ DB_POOL_MAX: '0', DB_STATEMENT_TIMEOUT_MS: '-1' })).toThrow(/DB_POOL_MAX[\s\S]*DB_STATEMENT_TIMEOUT_MS/)
  })

  it('refuses to start in production without PUBLIC_ORIGIN, the Sign-In with Ethereum domain', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_ORIGIN: required in production/)
    expect(() => loadConfig({ CHAIN_ID: '56' })).toThrow(ConfigError)
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://hapdex.example' })).toMatchObject({ production: true, publicOrigin: 'https://hapdex.example' })
    expect(loadConfig({}).production).toBe(false)
  })

  it('reads the trusted proxies and the rate limits', () => {
    const config = loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1,loopback,::1, fd00::/8', RATE_LIMIT_MAX: '100', SIGN_IN_RATE_LIMIT_MAX: '5' })
    expect(config).toMatchObject({ trustedProxies: ['10.0.0.0/8', '127.0.0.1', 'loopback', '::1', 'fd00::/8'], rateLimitMax: 100, rateLimitClientMax: 500, signInRateLimitMax: 5 })
    expect(loadConfig({ RATE_LIMIT_CLIENT_MAX: '7' }).rateLimitClientMax).toBe(7)
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.0/33,proxy.example,*' })).toThrow(/TRUSTED_PROXIES: not an address[\s\S]*10.0.0.0\/33, proxy.example, \*/)
  })

  it('takes a Redis URL, and names the keys after the chain unless told otherwise', () => {
    expect(loadConfig({ CHAIN_ID: '56', PUBLIC_ORIGIN: 'https://app.example.com', REDIS_URL: 'redis://cache.internal:6379/2' })).toMatchObject({ redisUrl: 'redis://cache.internal:6379/2', redisPrefix: 'hapdex:56:' })
    expect(loadConfig({ REDIS_URL: 'rediss://cache.internal', REDIS_PREFIX: 'staging:' }).redisPrefix).toBe('staging:')
    expect(() => loadConfig({ REDIS_URL: 'cache.internal:6379' })).toThrow('REDIS_URL: a redis:// or rediss:// URL')
  })

  it('lists every invalid value at once', () => {
    const load = () => loadConfig({ PORT: 'eighty', RPC_URL: 'not a url', ADMIN_ADDRESSES: '0x12', LOG_LEVEL: 'loud' })
    expect(load).toThrow(ConfigError)
    expect(load).toThrow(/PORT[\s\S]*RPC_URL[\s\S]*ADMIN_ADDRESSES[\s\S]*LOG_LEVEL/)
  })
})
