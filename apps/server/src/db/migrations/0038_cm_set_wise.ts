import { sql, type Kysely } from 'kysely'

// Frozen once landed: add a new migration instead of editing this one.
// The circulation market's publishes, set-wise (docs/decisions/0032-circulation.md, "Publishing and
// matching in batches"): cm_publish_orders(items) decides every publish that arrived together in
// one statement, as partner_sell_seats does a herd's purchases (0035, decision 0029). Before, each
// publish was its own transaction of about six statements under its user's lock.
//
// cm_open_amounts(user_ids): per user and side (0 buy, 1 sell), the token base units still queuing
// (what is left of orders of status 0, arrivals included) and frozen (matches of status 1): what
// the quota counts. The TypeScript openAmounts reads it too, so the quota has one definition.
//
// An item: {user_id, type, units, amount (units × unit_amount: what the quota counts), unit_amount,
// unit_cost, quota (the side's quota in token base units), created_at, ledger (the reservation's
// ledger_post item: usable -> cm_reserved, guarded by the signature's nonce)}. The result holds one
// {status, id?} per item, in order: `published` (with the order's id), `quota`, or ledger_post's
// `duplicate`, `guard_failed`, `insufficient`. Only `published` writes.
//
// The publishers' locks (two-integer key space 7100032, the user id: the key each publish took
// before) are taken in user id order, then their open amounts are read, so racing batches can
// never pass a quota together. The batch is decided in passes, as 0035's: a pass walks the
// undecided items in order on the open amounts plus what it has already picked; a quota refusal
// that an item picked in this pass counts against is provisional (that item may fail its posting).
// The picked items are posted in one ledger_post call; the next pass decides the provisional ones
// again on what actually posted. A second pass locks no further account: its items reserve on the
// accounts of the same users and side as the first's. The orders are inserted once, in item
// order, so their ids (the book's arrival order) follow the batch.
//
// cm_book_read(): the start of a run of the book, in its transaction: the book's lock (bigint key
// 7100032, CM_BOOK_LOCK), then, each statement after it seeing what the previous run committed,
// the arrivals (orders without a queue position, in id order), the queuing orders they can reach
// (per book and side: the oldest orders of users not among the arrivals', as many as the arrivals
// have units, and every queuing order of the arrivals' users, whom self-trade prevention passes
// over) and the last queue position. One round trip instead of four.
//
// cm_book_apply(changes, ledger, fills, …): what a run of the book decided (cmBook.ts, core's
// matchFifo in TypeScript), written in one statement: the orders' queue positions and matched
// units, the run's ONE ledger transaction (every match's reserved tokens to frozen, summed per
// account) and the matches, in match order, all carrying that transaction's id. A posting that does
// not post raises, and the run's transaction rolls back.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
create function cm_open_amounts(user_ids integer[]) returns table (user_id integer, side integer, waiting numeric, frozen numeric)
language sql stable as $fn$
  select x.user_id, x.side, coalesce(sum(x.amount) filter (where x.frozen = 0), 0), coalesce(sum(x.amount) filter (where x.frozen = 1), 0)
  from (
    select o.user_id, o.type::integer as side, 0 as frozen, (o.units - o.matched_units - o.withdrawn_units) * o.unit_amount as amount
      from cm_orders o where o.user_id = any (user_ids) and o.status = 0
    union all select f.buyer_id, 0, 1, f.amount from cm_fills f where f.buyer_id = any (user_ids) and f.status = 1
    union all select f.seller_id, 1, 1, f.amount from cm_fills f where f.seller_id = any (user_ids) and f.status = 1) x
  group by x.user_id, x.side
$fn$`.execute(db)

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
    with inserted as (
      insert into cm_orders (user_id, type, units, unit_amount, unit_cost, created_at, transaction_id)
        select (items->(p.index - 1)->>'user_id')::integer, (items->(p.index - 1)->>'type')::smallint, (items->(p.index - 1)->>'units')::integer,
          (items->(p.index - 1)->>'unit_amount')::numeric, (items->(p.index - 1)->>'unit_cost')::numeric, (items->(p.index - 1)->>'created_at')::timestamptz, p.id
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

  // enable_bitmapscan off: an index scan (not a bitmap scan) marks the entries of orders queued since
  // as dead as it passes them, so the arrivals' partial index stays a few entries long instead of
  // one per order ever published (9 ms a run at 44,000 orders in bench/matching, and growing).
  await sql`
create function cm_book_read() returns jsonb language plpgsql set enable_bitmapscan = off as $fn$
declare
  arrivals jsonb;
  owners integer[];
  resting jsonb := '[]';
  reach record;
begin
  perform pg_advisory_xact_lock(7100032::bigint);
  select coalesce(jsonb_agg(to_jsonb(a) order by a.id), '[]'), coalesce(array_agg(distinct a.user_id), '{}') into arrivals, owners
    from (select o.id, o.user_id, o.type, o.units - o.matched_units - o.withdrawn_units as left, o.unit_amount::text as unit_amount, o.unit_cost::text as unit_cost, null::text as seq
          from cm_orders o where o.seq is null) a;
  if jsonb_array_length(arrivals) = 0 then return jsonb_build_object('arrivals', arrivals, 'resting', resting, 'last_seq', null); end if;
  for reach in
    select 1 - (r->>'type')::integer as side, (r->>'unit_amount')::numeric as unit_amount, (r->>'unit_cost')::numeric as unit_cost, sum((r->>'left')::integer)::integer as units
    from jsonb_array_elements(arrivals) r group by 1, 2, 3
  loop
    resting := resting || coalesce((select jsonb_agg(to_jsonb(q) order by q.position) from (
      (select o.id, o.user_id, o.type, o.units - o.matched_units - o.withdrawn_units as left, o.unit_amount::text as unit_amount, o.unit_cost::text as unit_cost, o.seq::text as seq, o.seq as position
        from cm_orders o
        where o.status = 0 and o.seq is not null and o.type = reach.side and o.unit_cost = reach.unit_cost and o.unit_amount = reach.unit_amount and o.user_id <> all (owners)
        order by o.seq limit reach.units)
      union all
      (select o.id, o.user_id, o.type, o.units - o.matched_units - o.withdrawn_units, o.unit_amount::text, o.unit_cost::text, o.seq::text, o.seq
        from cm_orders o
        where o.status = 0 and o.seq is not null and o.type = reach.side and o.unit_cost = reach.unit_cost and o.unit_amount = reach.unit_amount and o.user_id = any (owners))) q), '[]');
  end loop;
  return jsonb_build_object('arrivals', arrivals, 'resting', resting, 'last_seq', (select max(o.seq) from cm_orders o)::text);
end
$fn$`.execute(db)

  await sql`
create function cm_book_apply(changes jsonb, ledger jsonb, fills jsonb, run_freeze_day integer, run_matched_at timestamptz, run_release_at timestamptz)
returns void language plpgsql set enable_seqscan = off as $fn$
declare
  posted jsonb;
begin
  update cm_orders o set seq = v.seq, matched_units = o.matched_units + v.matched,
      status = case when o.matched_units + v.matched + o.withdrawn_units = o.units then 1 else 0 end
    from jsonb_to_recordset(changes) v(id integer, seq bigint, matched integer)
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
  await sql`drop function cm_book_read()`.execute(db)
  await sql`drop function cm_book_apply(jsonb, jsonb, jsonb, integer, timestamptz, timestamptz)`.execute(db)
  await sql`drop function cm_publish_orders(jsonb)`.execute(db)
  await sql`drop function cm_open_amounts(integer[])`.execute(db)
}
