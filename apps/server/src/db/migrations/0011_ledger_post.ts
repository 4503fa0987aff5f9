import { sql, type Kysely } from 'kysely'

// Frozen once landed: add a new migration instead of editing this one.
// ledger_post(items) posts a batch of balanced ledger transactions in one statement, so one round
// trip, one plan (PL/pgSQL keeps its statements prepared) and one commit serve many postings.
// Why it is shaped this way: docs/decisions/0007-batched-ledger-posting.md.
//
// An item: {key, kind, guard?: {nonce, user_id, expires_at}, postings: [{owner_kind, owner_id,
// token_id, purpose, amount}], bills: [{user_id, token_id, behavior, type, amount, usable_change,
// counterparty, tx_hash}]}. The result holds one {status, id?} per item, in order: `posted` (with
// the transaction id), `duplicate` (the key was posted before), `guard_failed` (the nonce is
// unknown, used or expired) or `insufficient` (a debit is not covered). Only `posted` writes.
//
// Every user account the batch touches is created if missing and then locked in id order before
// any item runs: concurrent batches lock in one global order and never deadlock on balances.
// With the rows locked, the items are decided in order in memory (guard, key, then every touched
// balance must stay >= 0, later items seeing earlier ones), and only then is everything written,
// set-wise: a handful of statements per batch however many items it holds. An item that fails
// writes nothing. System accounts are never updated (their balance is the sum of their entries),
// so they are never a lock to wait on.
//
// `enable_seqscan = off`: PL/pgSQL caches each statement's plan, and a plan made while a table was
// small (a new database) scans it whole; bench/api caught one scanning 20,000 transactions for
// every batch, a third of the database's time. Every lookup here has an index: use it always.

// The foreign keys of ledger_entries and bills go: ledger_post is their only writer, and it takes
// every id it writes from a row it has just inserted or looked up (ledger_transactions,
// ledger_accounts) or from a user and token its caller has read. The checks cost a fifth of a
// transfer's database time (12 lookups per transfer); ledgerCheck looks for orphans instead.
const droppedForeignKeys = [
  ['ledger_entries', 'ledger_entries_transaction_id_fkey'],
  ['ledger_entries', 'ledger_entries_account_id_fkey'],
  ['bills', 'bills_transaction_id_fkey'],
  ['bills', 'bills_user_id_fkey'],
  ['bills', 'bills_token_id_fkey'],
] as const

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, constraint] of droppedForeignKeys) await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(constraint)}`.execute(db)
  await sql`
create function ledger_post(items jsonb) returns jsonb language plpgsql set enable_seqscan = off as $fn$
declare
  item_count integer := jsonb_array_length(items);
  results jsonb[] := array_fill(null::jsonb, array[item_count]);
  item jsonb;
  postings jsonb;
  account_ids bigint[];
  account_keys text[];
  balances numeric[];
  trial numeric[];
  touched integer[];
  slot integer;
  valid_nonces text[];
  posted_keys text[];
  posted_nonces text[] := '{}';
  posted_items integer[] := '{}';
  posted_ids bigint[];
  covered boolean;
  transaction_ids regclass := pg_get_serial_sequence('ledger_transactions', 'id')::regclass;
begin
  insert into ledger_accounts (owner_kind, owner_id, token_id, purpose)
    select distinct p.owner_kind, p.owner_id, p.token_id, p.purpose
    from jsonb_array_elements(items) i,
      jsonb_to_recordset(i->'postings') p(owner_kind text, owner_id integer, token_id integer, purpose text)
    where not exists (select 1 from ledger_accounts a
      where a.owner_kind = p.owner_kind and a.owner_id = p.owner_id and a.token_id = p.token_id and a.purpose = p.purpose)
    order by 1, 2, 3, 4
    on conflict do nothing;

  select coalesce(array_agg(l.id order by l.id), '{}'), coalesce(array_agg(l.k order by l.id), '{}'), coalesce(array_agg(l.balance order by l.id), '{}')
    into account_ids, account_keys, balances
    from (select a.id, a.owner_id || ':' || a.token_id || ':' || a.purpose as k, a.balance
          from ledger_accounts a
          where a.owner_kind = 'user' and (a.owner_id, a.token_id, a.purpose) in (
            select p.owner_id, p.token_id, p.purpose
            from jsonb_array_elements(items) i,
              jsonb_to_recordset(i->'postings') p(owner_kind text, owner_id integer, token_id integer, purpose text)
            where p.owner_kind = 'user')
          order by a.id
          for update) l;

  select coalesce(array_agg(v.nonce), '{}') into valid_nonces
    from (select n.nonce
          from action_nonces n
          where n.nonce = any (array(select i->'guard'->>'nonce' from jsonb_array_elements(items) i where i ? 'guard'))
            and n.used_at is null and n.expires_at > now()
            and exists (select 1 from jsonb_array_elements(items) i
              where i->'guard'->>'nonce' = n.nonce and (i->'guard'->>'user_id')::integer = n.user_id
                and (i->'guard'->>'expires_at')::timestamptz = n.expires_at)
          order by n.nonce
          for update) v;

  select coalesce(array_agg(t.idempotency_key), '{}') into posted_keys
    from ledger_transactions t
    where t.idempotency_key = any (array(select i->>'key' from jsonb_array_elements(items) i));

  for index in 1..item_count loop
    item := items->(index - 1);
    if item ? 'guard' and not ((item->'guard'->>'nonce') = any(valid_nonces)) then
      results[index] := '{"status": "guard_failed"}';
      continue;
    end if;
    if (item->>'key') = any(posted_keys) then
      results[index] := '{"status": "duplicate"}';
      continue;
    end if;
    trial := balances;
    touched := '{}';
    postings := item->'postings';
    for p in 0..jsonb_array_length(postings) - 1 loop
      continue when postings->p->>'owner_kind' <> 'user';
      slot := array_position(account_keys, (postings->p->>'owner_id') || ':' || (postings->p->>'token_id') || ':' || (postings->p->>'purpose'));
      trial[slot] := trial[slot] + (postings->p->>'amount')::numeric;
      touched := touched || slot;
    end loop;
    covered := true;
    foreach slot in array touched loop
      if trial[slot] < 0 then covered := false; end if;
    end loop;
    if not covered then
      results[index] := '{"status": "insufficient"}';
      continue;
    end if;
    balances := trial;
    posted_keys := posted_keys || (item->>'key');
    posted_items := posted_items || index;
    if item ? 'guard' then
      valid_nonces := array_remove(valid_nonces, item->'guard'->>'nonce');
      posted_nonces := posted_nonces || (item->'guard'->>'nonce');
    end if;
  end loop;

  if cardinality(posted_items) > 0 then
    select array_agg(nextval(transaction_ids)) into posted_ids
      from generate_series(1, cardinality(posted_items));

    insert into ledger_transactions (id, idempotency_key, kind)
      select p.id, items->(p.index - 1)->>'key', items->(p.index - 1)->>'kind'
      from unnest(posted_items, posted_ids) p(index, id);

    update action_nonces set used_at = now() where nonce = any(posted_nonces);

    update ledger_accounts a set balance = b.balance
      from unnest(account_ids, balances) b(id, balance)
      where a.id = b.id and a.balance <> b.balance;

    insert into ledger_entries (transaction_id, account_id, token_id, amount)
      select p.id, a.id, q.token_id, q.amount
      from unnest(posted_items, posted_ids) p(index, id),
        jsonb_to_recordset(items->(p.index - 1)->'postings') q(owner_kind text, owner_id integer, token_id integer, purpose text, amount numeric),
        ledger_accounts a
      where a.owner_kind = q.owner_kind and a.owner_id = q.owner_id and a.token_id = q.token_id and a.purpose = q.purpose;

    insert into bills (transaction_id, user_id, token_id, behavior, type, amount, usable_change, counterparty, tx_hash)
      select p.id, b.user_id, b.token_id, b.behavior, b.type, b.amount, b.usable_change, b.counterparty, b.tx_hash
      from unnest(posted_items, posted_ids) p(index, id),
        jsonb_to_recordset(coalesce(items->(p.index - 1)->'bills', '[]'::jsonb))
          b(user_id integer, token_id integer, behavior integer, type integer, amount numeric, usable_change numeric, counterparty text, tx_hash text);

    for slot in 1..cardinality(posted_items) loop
      results[posted_items[slot]] := jsonb_build_object('status', 'posted', 'id', posted_ids[slot]::text);
    end loop;
  end if;
  return array_to_json(results)::jsonb;
end
$fn$`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function ledger_post(jsonb)`.execute(db)
  await sql`alter table ledger_entries add constraint ledger_entries_transaction_id_fkey foreign key (transaction_id) references ledger_transactions (id),
    add constraint ledger_entries_account_id_fkey foreign key (account_id) references ledger_accounts (id)`.execute(db)
  await sql`alter table bills add constraint bills_transaction_id_fkey foreign key (transaction_id) references ledger_transactions (id),
    add constraint bills_user_id_fkey foreign key (user_id) references users (id),
    add constraint bills_token_id_fkey foreign key (token_id) references tokens (id)`.execute(db)
}
