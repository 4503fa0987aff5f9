import { sql, type Kysely } from 'kysely'

// Frozen once landed: add a new migration instead of editing this one.
// The custodial wallet: tokens, a double-entry ledger (see docs/decisions/0006-ledger-and-custody.md), bills,
// signed-action nonces, deposits and withdrawal orders.

const amount = 'numeric(78, 0)'

const e18 = 10n ** 18n
const whole = (n: number) => (BigInt(n) * e18).toString()

/** Token ids are the spec's (2 is USDT, minimum deposit 2); contracts come from the chain config by symbol. */
const tokens = [
  { id: 1, symbol: 'HAP', sort_order: 2 },
  { id: 2, symbol: 'USDT', sort_order: 1, min_deposit: whole(2) },
  { id: 3, symbol: 'HAPB', sort_order: 3 },
  { id: 4, symbol: 'HAPC', sort_order: 4 },
  { id: 5, symbol: 'BtPi', sort_order: 5 },
  { id: 6, symbol: 'BGC', sort_order: 6 },
  { id: 7, symbol: 'GOC', sort_order: 7 },
]

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tokens')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('symbol', 'text', (c) => c.notNull().unique())
    .addColumn('decimals', 'integer', (c) => c.notNull().defaultTo(18))
    .addColumn('logo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('min_deposit', amount, (c) => c.notNull().defaultTo(0))
    .addColumn('min_withdraw', amount, (c) => c.notNull().defaultTo(whole(10)))
    // Rates are exact decimal fractions kept as text ('0.005'); parsed by the core rules.
    .addColumn('withdraw_fee_rate', 'text', (c) => c.notNull().defaultTo('0.005').check(sql`withdraw_fee_rate ~ '^[0-9]+(\\.[0-9]+)?$'`))
    .addColumn('withdraw_min_fee', amount, (c) => c.notNull().defaultTo(whole(1)))
    .addColumn('withdraw_max_fee', amount, (c) => c.notNull().defaultTo(whole(100)))
    .addColumn('transfer_fee_rate', 'text', (c) => c.notNull().defaultTo('0.01').check(sql`transfer_fee_rate ~ '^[0-9]+(\\.[0-9]+)?$'`))
    .addColumn('min_transfer', amount, (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('tokens_fee_bounds', sql`withdraw_min_fee <= withdraw_max_fee`)
    .execute()

  await db.schema
    .createTable('ledger_accounts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('owner_kind', 'text', (c) => c.notNull().check(sql`owner_kind in ('user', 'system')`))
    // A user id, or 0 for the system.
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('token_id', 'integer', (c) => c.notNull().references('tokens.id'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    // Maintained for user accounts only; system accounts are the sum of their entries.
    .addColumn('balance', amount, (c) => c.notNull().defaultTo(0).check(sql`balance >= 0`))
    .addUniqueConstraint('ledger_accounts_owner_key', ['owner_kind', 'owner_id', 'token_id', 'purpose'])
    .execute()

  await db.schema
    .createTable('ledger_transactions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('transaction_id', 'bigint', (c) => c.notNull().references('ledger_transactions.id'))
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('token_id', 'integer', (c) => c.notNull())
    .addColumn('amount', amount, (c) => c.notNull().check(sql`amount <> 0`))
    .execute()
  await db.schema.createIndex('ledger_entries_account_idx').on('ledger_entries').column('account_id').execute()
  await db.schema.createIndex('ledger_entries_transaction_idx').on('ledger_entries').column('transaction_id').execute()

  await db.schema
    .createTable('bills')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('token_id', 'integer', (c) => c.notNull().references('tokens.id'))
    .addColumn('transaction_id', 'bigint', (c) => c.notNull().references('ledger_transactions.id'))
    .addColumn('behavior', 'integer', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('amount', amount, (c) => c.notNull())
    .addColumn('usable_change', 'numeric(78, 0)', (c) => c.notNull())
    .addColumn('counterparty', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tx_hash', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('bills_user_idx').on('bills').columns(['user_id', 'id']).execute()

  await db.schema
    .createTable('action_nonces')
    .addColumn('nonce', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('deposits')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('chain_id', 'integer', (c) => c.notNull())
    .addColumn('tx_hash', 'text', (c) => c.notNull())
    .addColumn('log_index', 'integer', (c) => c.notNull())
    .addColumn('block_number', 'bigint', (c) => c.notNull())
    .addColumn('token_id', 'integer', (c) => c.notNull().references('tokens.id'))
    .addColumn('from_address', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('amount', amount, (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'credited', 'held')`))
    .addColumn('hold_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('transaction_id', 'bigint', (c) => c.references('ledger_transactions.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('settled_at', 'timestamptz')
    .addUniqueConstraint('deposits_log_key', ['chain_id', 'tx_hash', 'log_index'])
    .execute()
  await db.schema.createIndex('deposits_status_idx').on('deposits').column('status').execute()

  await db.schema
    .createTable('worker_cursors')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('block_number', 'bigint', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('withdraw_orders')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('token_id', 'integer', (c) => c.notNull().references('tokens.id'))
    .addColumn('amount', amount, (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('fee', amount, (c) => c.notNull().check(sql`fee >= 0`))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('raw_tx', 'text')
    .addColumn('tx_hash', 'text')
    .addColumn('error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('withdraw_orders_fee_below_amount', sql`fee < amount`)
    .execute()
  await db.schema.createIndex('withdraw_orders_user_idx').on('withdraw_orders').columns(['user_id', 'id']).execute()
  await db.schema.createIndex('withdraw_orders_status_idx').on('withdraw_orders').columns(['status', 'id']).execute()

  await db.schema
    .createTable('withdraw_addresses')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('withdraw_addresses_user_idx').on('withdraw_addresses').column('user_id').execute()

  const typed = db as Kysely<{ tokens: { id: number; symbol: string; sort_order: number; min_deposit?: string } }>
  await typed.insertInto('tokens').values(tokens).execute()
}
