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
      dataDir: resolve(repoRoot, 'data'),
      databaseUrl: undefined,
      chainId: 31337,
      rpcUrl: undefined,
      publicOrigin: undefined,
      production: false,
      sessionTtlHours: 168,
      adminAddresses: [],
      webDist: resolve(repoRoot, 'apps/web/dist'),
      adminDist: resolve(repoRoot, 'apps/admin/dist'),
      chatUrl: '',
      logLevel: 'info',
      rateLimitMax: 600,
      rateLimitClientMax: 3000,
      signInRateLimitMax: 60,
      trustedProxies: [],
      depositConfirmations: 1,
      hotWalletKey: '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
      depositAddress: undefined,
      withdrawReviewThreshold: '10000',
      withdrawReplaceAfterSeconds: 180,
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

  it('has no game secret off the devnet, and wants one with a game service in production', () => {
    expect(loadConfig({ CHAIN_ID: '56', PUBLIC_ORIGIN: 'https://app.example.com' }).game.secret).toBeUndefined()
    expect(() => loadConfig({ CHAIN_ID: '56', PUBLIC_ORIGIN: 'https://app.example.com', GAME_SERVICE_URL: 'https://game.example.com' })).toThrow('GAME_SERVICE_SECRET: required')
    expect(() => loadConfig({ GAME_SERVICE_SECRET: 'short' })).toThrow('GAME_SERVICE_SECRET')
  })

  it('has no hot wallet and waits 15 confirmations off the devnet', () => {
    const config = loadConfig({ CHAIN_ID: '56', PUBLIC_ORIGIN: 'https://hapdex.example' })
    expect(config.hotWalletKey).toBeUndefined()
    expect(config.depositConfirmations).toBe(15)
    expect(() => loadConfig({ HOT_WALLET_KEY: '0x12', WITHDRAW_REVIEW_THRESHOLD: '1e5' })).toThrow(/HOT_WALLET_KEY[\s\S]*WITHDRAW_REVIEW_THRESHOLD/)
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

  it('lists every invalid value at once', () => {
    const load = () => loadConfig({ PORT: 'eighty', RPC_URL: 'not a url', ADMIN_ADDRESSES: '0x12', LOG_LEVEL: 'loud' })
    expect(load).toThrow(ConfigError)
    expect(load).toThrow(/PORT[\s\S]*RPC_URL[\s\S]*ADMIN_ADDRESSES[\s\S]*LOG_LEVEL/)
  })
})
