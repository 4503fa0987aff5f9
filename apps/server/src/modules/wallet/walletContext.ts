import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import { reservedAddresses } from '@hapdex/core/rules/reservedAddresses'
import { createPublicClient, http, type Address, type PublicClient } from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { createBalanceReader, createLedgerPoster, type BalanceReader, type LedgerPoster } from './ledgerBatch.ts'
import { createTokenCatalog, type TokenCatalog } from './tokenCatalog.ts'

/** What the money modules and workers share: database, chain reads, token settings, the hot wallet. */
export interface WalletContext {
  db: Db
  config: Config
  chain: ChainConfig
  tokens: TokenCatalog
  publicClient: PublicClient
  hotWallet: PrivateKeyAccount | undefined
  /** Where deposits go; undefined when neither DEPOSIT_ADDRESS nor a hot wallet is configured. */
  depositAddress: Address | undefined
  /** Batched postings for calls that need no database transaction of their own (transfers). */
  ledger: LedgerPoster
  /** Balances for answers outside a database transaction (batched reads, always fresh). */
  balances: BalanceReader
  /** User ids by checksummed address: a user is never deleted nor re-addressed, so hits never go stale. */
  userIds: Map<string, number>
  /** Lowercase addresses no withdrawal or transfer may go to: zero, ours (deposit, hot wallet), the chain's contracts. */
  reservedAddresses: ReadonlySet<string>
}

export function createWalletContext({ db, config, chain }: { db: Db; config: Config; chain: ChainConfig }): WalletContext {
  const rpcUrl = chain.rpcUrls[0]
  const hotWallet = config.hotWalletKey === undefined ? undefined : privateKeyToAccount(config.hotWalletKey)
  const depositAddress = (config.depositAddress as Address | undefined) ?? hotWallet?.address
  return {
    db,
    config,
    chain,
    tokens: createTokenCatalog(db, chain),
    // Devnet blocks are instant; a production node is polled at the worker interval anyway.
    publicClient: createPublicClient({ transport: http(rpcUrl), pollingInterval: 250 }),
    hotWallet,
    depositAddress,
    ledger: createLedgerPoster(db),
    balances: createBalanceReader(db),
    userIds: new Map(),
    reservedAddresses: reservedAddresses(chain, [depositAddress, hotWallet?.address]),
  }
}
