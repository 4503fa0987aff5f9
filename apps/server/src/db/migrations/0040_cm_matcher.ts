import { sql, type Kysely } from 'kysely'

// Frozen once landed: add a new migration instead of editing this one.
// The circulation market's matcher apart from its publishes (docs/decisions/0038-cm-matcher.md).
// Before (0038), a publish answered after a run of the book that saw its order; now a publish is
// answered once its order is reserved and queued, and a matcher drains the queue in large runs.
//
// cm_publish_orders(items): 0038's statement (same items, results, quota passes and locks), but it
// also gives each published order its queue position (`seq`): after the users' locks and the
// reservations it takes the queue's lock (bigint key 7100040), held until the commit, reads the last
// position and numbers the batch's orders after it in item order. So positions are committed in
// their order: whatever committed set a reader sees is a prefix of the queue (a sequence would let
// a later position commit before an earlier one, and a run would match past a hole that fills in
// later). The queue's lock is taken last, after every user's lock and account row, and its holder
// waits for nothing more: it cannot deadlock with them.
//
// cm_book_state: the one row `matched_seq`, the last queue position a run of the book has matched.
// Orders above it are the arrivals; at or below it, an order queuing is resting in the book. The
// orders 0038 left without a position (a crash between a publish and its run) get theirs now, in
// id order, as arrivals; `seq` is never null any more.
//
// cm_book_read(max_arrivals): the start of a run, in its transaction: the book's lock (bigint key
// 7100032, the one cancels take), the watermark, the next arrivals in queue order (at most
// max_arrivals: a run stays one bounded transaction), and the resting orders they can reach (as
// 0038: per book and side, the oldest of users not among the arrivals' and every one of the
// arrivals' users, whom self-trade prevention passes over), with membership tested through a hash
// (`in (select unnest(...))`) since a run may carry thousands of users. Index scans only, as 0038's:
// they mark the dead entries of the queue's partial index as they pass, a bitmap scan never does.
//
// cm_book_apply(changes, ledger, fills, freeze_day, matched_at, release_at, from_seq, to_seq): as
// 0038's (matched units, ONE ledger transaction, the matches in match order), only the orders a
// match touched, and it moves the watermark from from_seq to to_seq, raising if it is not at
// from_seq (a run never matches the same arrivals twice). All of a run or none of it commits.
//
// ledger_post (0011), one condition changed: the user accounts it locks are picked from the distinct
// (owner, token, purpose) triples of the postings, gathered first in one small jsonb. 0011's join of
// every posting with its item kept the whole item (the jsonb of all its postings) on each row, and
// the dedupe and the sort before FOR UPDATE spilled row × item bytes to disk: quadratic in an
// item's postings (4,000 postings took 9 s, against 0.3 s now; a run of the book is one item of up
// to four postings per user it touches). Same accounts, same order, same results.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(ledgerPost(accountsDistinctFirst)).execute(db)
  await sql`create table cm_book_state (id smallint primary key check (id = 1), matched_seq bigint not null)`.execute(db)
  await sql`insert into cm_book_state (id, matched_seq) select 1, coalesce(max(seq), 0) from cm_orders`.execute(db)
  await sql`
update cm_orders o set seq = q.seq from (
  select id, (select coalesce(max(seq), 0) from cm_orders) + row_number() over (order by id) as seq from cm_orders where seq is null) q
where o.id = q.id`.execute(db)
  await sql`alter table cm_orders alter column seq set not null`.execute(db)
  await sql`drop index cm_orders_arriving_idx`.execute(db)
  await sql`drop function cm_book_read()`.execute(db)
  await sql`drop function cm_book_apply(jsonb, jsonb, jsonb, integer, timestamptz, timestamptz)`.execute(db)
  await sql`drop function cm_publish_orders(jsonb)`.execute(db)

  await sql`
create function cm_publish_orders(items jsonb) returns jsonb language plpgsql set enable_seqscan = off as $fn$
declare
  item_count integer := jsonb_array_length(items);
  results jsonb[] := array_fill(null::jsonb, array[item_count]);
  settled boolean[] := array_fill(false, array[item_count]);
  item_slots integer[] := array_fill(null::integer, array[item_count]);
  publisher integer;
  open_keys text[];
  open_totals numeric[];
  trial numeric[];
  item_key text;
  item jsonb;
  slot integer;
  chosen integer;
  picked integer[];
  picked_slots integer[];
  posted jsonb;
  published_items integer[] := '{}';
  published_ids bigint[] := '{}';
  result_items integer[];
  order_ids integer[];
  last_seq bigint;
begin
  foreach publisher in array (select coalesce(array_agg(distinct (i->>'user_id')::integer order by (i->>'user_id')::integer), '{}') from jsonb_array_elements(items) i) loop
    perform pg_advisory_xact_lock(7100032, publisher);
  end loop;

  select coalesce(array_agg(a.user_id || ':' || a.side), '{}'), coalesce(array_agg(a.waiting + a.frozen), '{}')
    into open_keys, open_totals
    from cm_open_amounts(array(select distinct (i->>'user_id')::integer from jsonb_array_elements(items) i)) a;

  for index in 1..item_count loop
    item := items->(index - 1);
    item_key := (item->>'user_id') || ':' || (item->>'type');
    slot := array_position(open_keys, item_key);
    if slot is null then
      open_keys := open_keys || item_key;
      open_totals := open_totals || 0::numeric;
      slot := cardinality(open_keys);
    end if;
    item_slots[index] := slot;
  end loop;

  loop
    picked := '{}';
    picked_slots := '{}';
    trial := open_totals;
    for index in 1..item_count loop
      continue when settled[index];
      item := items->(index - 1);
      slot := item_slots[index];
      if trial[slot] + (item->>'amount')::numeric > (item->>'quota')::numeric then
        results[index] := '{"status": "quota"}';
        if not (slot = any(picked_slots)) then settled[index] := true; end if;
        continue;
      end if;
      trial[slot] := trial[slot] + (item->>'amount')::numeric;
      picked := picked || index;
      picked_slots := picked_slots || slot;
    end loop;
    exit when cardinality(picked) = 0;

    posted := ledger_post((select jsonb_agg(items->(p.index - 1)->'ledger' order by p.ord) from unnest(picked) with ordinality p(index, ord)));
    for place in 1..cardinality(picked) loop
      chosen := picked[place];
      settled[chosen] := true;
      if posted->(place - 1)->>'status' <> 'posted' then results[chosen] := posted->(place - 1); continue; end if;
      open_totals[item_slots[chosen]] := open_totals[item_slots[chosen]] + (items->(chosen - 1)->>'amount')::numeric;
      published_items := published_items || chosen;
      published_ids := published_ids || (posted->(place - 1)->>'id')::bigint;
    end loop;
  end loop;

  if cardinality(published_items) > 0 then
    -- The queue's lock, held to the commit: batches take their positions and commit one after another.
    perform pg_advisory_xact_lock(7100040::bigint);
    select coalesce(max(o.seq), 0) into last_seq from cm_orders o;
    with inserted as (
      insert into cm_orders (user_id, type, units, unit_amount, unit_cost, created_at, transaction_id, seq)
        select (items->(p.index - 1)->>'user_id')::integer, (items->(p.index - 1)->>'type')::smallint, (items->(p.index - 1)->>'units')::integer,
          (items->(p.index - 1)->>'unit_amount')::numeric, (items->(p.index - 1)->>'unit_cost')::numeric, (items->(p.index - 1)->>'created_at')::timestamptz, p.id,
          last_seq + row_number() over (order by p.index)
        from unnest(published_items, published_ids) p(index, id)
        order by p.index
        returning cm_orders.id, cm_orders.transaction_id)
    select array_agg(p.index), array_agg(o.id) into result_items, order_ids
      from inserted o join unnest(published_items, published_ids) p(index, id) on p.id = o.transaction_id;
    for place in 1..cardinality(result_items) loop
      results[result_items[place]] := jsonb_build_object('status', 'published', 'id', order_ids[place]);
    end loop;
  end if;
  return array_to_json(results)::jsonb;
end
$fn$`.execute(db)

  await sql`
create function cm_book_read(max_arrivals integer) returns jsonb language plpgsql set enable_bitmapscan = off as $fn$
declare
  matched bigint;
  arrivals jsonb;
  owners integer[];
  resting jsonb := '[]';
  reach record;
begin
  perform pg_advisory_xact_lock(7100032::bigint);
  select s.matched_seq into matched from cm_book_state s where s.id = 1;
  select coalesce(jsonb_agg(to_jsonb(a) order by a.seq), '[]'), coalesce(array_agg(distinct a.user_id), '{}') into arrivals, owners
    from (select o.id, o.user_id, o.type, o.units - o.matched_units - o.withdrawn_units as left, o.unit_amount::text as unit_amount, o.unit_cost::text as unit_cost, o.seq
          from cm_orders o where o.seq > matched order by o.seq limit max_arrivals) a;
  if jsonb_array_length(arrivals) = 0 then return jsonb_build_object('matched_seq', matched::text, 'arrivals', arrivals, 'resting', resting); end if;
  for reach in
    select 1 - (r->>'type')::integer as side, (r->>'unit_amount')::numeric as unit_amount, (r->>'unit_cost')::numeric as unit_cost, sum((r->>'left')::integer)::integer as units
    from jsonb_array_elements(arrivals) r group by 1, 2, 3
  loop
    resting := resting || coalesce((select jsonb_agg(to_jsonb(q) order by q.seq) from (
      (select o.id, o.user_id, o.type, o.units - o.matched_units - o.withdrawn_units as left, o.unit_amount::text as unit_amount, o.unit_cost::text as unit_cost, o.seq
        from cm_orders o
        where o.status = 0 and o.seq <= matched and o.type = reach.side and o.unit_cost = reach.unit_cost and o.unit_amount = reach.unit_amount
          and o.user_id not in (select unnest(owners))
        order by o.seq limit reach.units)
      union all
      (select o.id, o.user_id, o.type, o.units - o.matched_units - o.withdrawn_units, o.unit_amount::text, o.unit_cost::text, o.seq
        from cm_orders o
        where o.status = 0 and o.seq <= matched and o.type = reach.side and o.unit_cost = reach.unit_cost and o.unit_amount = reach.unit_amount
          and o.user_id in (select unnest(owners)))) q), '[]');
  end loop;
  return jsonb_build_object('matched_seq', matched::text, 'arrivals', arrivals, 'resting', resting);
end
$fn$`.execute(db)

  await sql`
create function cm_book_apply(changes jsonb, ledger jsonb, fills jsonb, run_freeze_day integer, run_matched_at timestamptz, run_release_at timestamptz, from_seq bigint, to_seq bigint)
returns void language plpgsql set enable_seqscan = off as $fn$
declare
  posted jsonb;
begin
  update cm_book_state set matched_seq = to_seq where id = 1 and matched_seq = from_seq and to_seq > from_seq;
  if not found then raise exception 'the book run (%, %] does not follow the last one', from_seq, to_seq; end if;
  update cm_orders o set matched_units = o.matched_units + v.matched,
      status = case when o.matched_units + v.matched + o.withdrawn_units = o.units then 1 else 0 end
    from jsonb_to_recordset(changes) v(id integer, matched integer)
    where o.id = v.id;
  if jsonb_array_length(fills) = 0 then return; end if;
  posted := ledger_post(jsonb_build_array(ledger))->0;
  if posted->>'status' is distinct from 'posted' then
    raise exception 'the book run % was not posted: %', ledger->>'key', posted->>'status';
  end if;
  insert into cm_fills (buy_order_id, sell_order_id, buyer_id, seller_id, units, amount, cost, freeze_day, matched_at, release_at, transaction_id)
    select f.buy_order_id, f.sell_order_id, f.buyer_id, f.seller_id, f.units, f.amount, f.cost, run_freeze_day, run_matched_at, run_release_at, (posted->>'id')::bigint
    from jsonb_to_recordset(fills) f(place integer, buy_order_id integer, sell_order_id integer, buyer_id integer, seller_id integer, units integer, amount numeric, cost numeric)
    order by f.place;
end
$fn$`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const { up: restoreRunsPerPublish } = await import('./0038_cm_set_wise.ts')
  await sql`drop function cm_book_read(integer)`.execute(db)
  await sql`drop function cm_book_apply(jsonb, jsonb, jsonb, integer, timestamptz, timestamptz, bigint, bigint)`.execute(db)
  await sql`drop function cm_publish_orders(jsonb)`.execute(db)
  await sql`drop function cm_open_amounts(integer[])`.execute(db)
  // What no run has matched yet goes back to being an arrival as 0038 knew it: no position.
  await sql`alter table cm_orders alter column seq drop not null`.execute(db)
  await sql`update cm_orders set seq = null where seq > (select matched_seq from cm_book_state)`.execute(db)
  await sql`drop table cm_book_state`.execute(db)
  await sql`create index cm_orders_arriving_idx on cm_orders (id) where seq is null`.execute(db)
  await restoreRunsPerPublish(db)
  await sql.raw(ledgerPost(accountsPerPosting)).execute(db)
}

/** ledger_post as migration 0011 wrote it, with the condition that picks the user accounts to lock given. */
const ledgerPost = (accountsToLock: string) => `
create or replace function ledger_post(items jsonb) returns jsonb language plpgsql set enable_seqscan = off as $fn$
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
${accountsToLock}
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
$fn$`

const accountsPerPosting = `          where a.owner_kind = 'user' and (a.owner_id, a.token_id, a.purpose) in (
            select p.owner_id, p.token_id, p.purpose
            from jsonb_array_elements(items) i,
              jsonb_to_recordset(i->'postings') p(owner_kind text, owner_id integer, token_id integer, purpose text)
            where p.owner_kind = 'user')`

const accountsDistinctFirst = `          where a.owner_kind = 'user' and (a.owner_id, a.token_id, a.purpose) in (
            select p.owner_id, p.token_id, p.purpose
            from jsonb_to_recordset((
              select jsonb_agg(distinct q) from jsonb_array_elements(items) i,
                jsonb_to_recordset(i->'postings') q(owner_kind text, owner_id integer, token_id integer, purpose text)
              where q.owner_kind = 'user')) p(owner_id integer, token_id integer, purpose text))`

