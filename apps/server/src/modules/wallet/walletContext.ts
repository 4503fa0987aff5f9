import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import { reservedAddresses } from '@hapdex/core/rules/reservedAddresses'
import { createPublicClient, http, type Address, type PublicClient } from 'viem'
import { createSigner, type TransactionSigner } from '../../chain/transactionSigner.ts'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { createBalanceReader, createLedgerPoster, type BalanceReader, type LedgerPoster } from './ledgerBatch.ts'
import { createTokenCatalog, type TokenCatalog } from './tokenCatalog.ts'

/** What the money modules and workers share: database, chain reads, token settings, the hot wallet and its signer. */
export interface WalletContext {
  db: Db
  config: Config
  chain: ChainConfig
  tokens: TokenCatalog
  publicClient: PublicClient
  /** The wallet payouts leave from; undefined: no payer. */
  hotWalletAddress: Address | undefined
  /** Its signature: undefined in an `api` process, which pays nothing. */
  signer: TransactionSigner | undefined
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
  /** The time the money rules read (the 24-hour withdrawal window): tests move it. */
  now: () => Date
}

export function createWalletContext({ db, config, chain, now = () => new Date() }: { db: Db; config: Config; chain: ChainConfig; now?: () => Date }): WalletContext {
  const rpcUrl = chain.rpcUrls[0]
  const hotWalletAddress = config.hotWallet?.address
  const signer = config.hotWallet?.signer === undefined || hotWalletAddress === undefined ? undefined : createSigner(config.hotWallet.signer, hotWalletAddress, chain)
  const depositAddress = (config.depositAddress as Address | undefined) ?? hotWalletAddress
  return {
    db,
    config,
    chain,
    tokens: createTokenCatalog(db, chain),
    // Devnet blocks are instant; a production node is polled at the worker interval anyway.
    publicClient: createPublicClient({ transport: http(rpcUrl), pollingInterval: 250 }),
    hotWalletAddress,
    signer,
    depositAddress,
    ledger: createLedgerPoster(db),
    balances: createBalanceReader(db),
    userIds: new Map(),
    reservedAddresses: reservedAddresses(chain, [depositAddress, hotWalletAddress]),
    now,
  }
}
