import { sql, type Kysely } from 'kysely'

// Frozen once landed: add a new migration instead of editing this one.
// partner_sell_seats (0028) again, with the same items, results and guarantees, but the postings of
// a batch go to ledger_post together instead of one call per purchase (docs/decisions/0029: a
// herd's first batch made about fifteen statements per seat inside the locked section, 3,000 for a
// batch of 200 seats, while every later purchase waited on its rows).
//
// The batch is decided in passes. A pass walks the items not yet decided, in order, on the locked
// counters plus the purchases it has already picked in this pass (the "tentative" ones): a refusal
// that does not depend on them (round unknown, not started, ended, price moved, a seat from an
// earlier batch or an earlier pass) is final; `full`, `pool_underfunded` and a second purchase by a
// user picked in this pass are provisional, because a picked purchase may still fail its posting.
// The picked purchases are posted in one ledger_post call (which creates, locks in id order and
// checks the buyers' accounts and nonces); each posted one takes its seat, each refused one gets
// ledger_post's status. The next pass re-decides the provisional ones on the new counters; a pass
// that picks nothing ends the loop, and what is left provisional is final. In a herd every
// purchase posts, so a batch is one pass and one ledger_post call.
//
// Locks: the pools' rows and the rounds' rows by id, then ledger_post's accounts in id order. A
// second pass locks further accounts after the first pass's; a deadlock with another transaction
// fails the statement and the caller tries each item alone, as before. Levels are raised once all
// seats are written, in item order (a level only rises, so the outcome is the same).

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
create or replace function partner_sell_seats(items jsonb) returns jsonb language plpgsql set enable_seqscan = off as $fn$
declare
  item_count integer := jsonb_array_length(items);
  results jsonb[] := array_fill(null::jsonb, array[item_count]);
  settled boolean[] := array_fill(false, array[item_count]);
  rewards numeric[] := array_fill(0::numeric, array[item_count]);
  slots integer[] := array_fill(null::integer, array[item_count]);
  item jsonb;
  pool_ids bigint[];
  pool_keys text[];
  pool_balances numeric[];
  trial_balances numeric[];
  round_ids integer[];
  round_sold integer[];
  trial_sold integer[];
  round_seats integer[];
  round_begins timestamptz[];
  round_ends timestamptz[];
  round_prices numeric[];
  seated integer[];
  picked integer[];
  picked_buyers integer[];
  sold_items integer[] := '{}';
  sold_ids bigint[] := '{}';
  posted jsonb;
  slot integer;
  pool_slot integer;
  buyer integer;
  now_at timestamptz;
  reward numeric;
  sold_item integer;
begin
  select coalesce(array_agg(a.id order by a.id), '{}'), coalesce(array_agg(a.purpose || ':' || a.token_id order by a.id), '{}'), coalesce(array_agg(a.balance order by a.id), '{}')
    into pool_ids, pool_keys, pool_balances
    from (select l.id, l.purpose, l.token_id, l.balance from ledger_accounts l
          where l.owner_kind = 'system' and l.owner_id = 0
            and (l.purpose, l.token_id) in (select i->'pool'->>'purpose', (i->'pool'->>'token_id')::integer from jsonb_array_elements(items) i)
          order by l.id
          for update) a;

  select coalesce(array_agg(r.id order by r.id), '{}'), coalesce(array_agg(r.recruited order by r.id), '{}'), coalesce(array_agg(r.max_recruit order by r.id), '{}'),
         coalesce(array_agg(r.begin_at order by r.id), '{}'), coalesce(array_agg(r.end_at order by r.id), '{}'), coalesce(array_agg(r.pay_amount order by r.id), '{}')
    into round_ids, round_sold, round_seats, round_begins, round_ends, round_prices
    from (select p.id, p.recruited, p.max_recruit, p.begin_at, p.end_at, p.pay_amount from partner_rounds p
          where p.id = any (array(select (i->>'round_id')::integer from jsonb_array_elements(items) i))
          order by p.id
          for update) r;

  -- Buyers who hold a seat from an earlier batch; the rows are the seats' primary key, read once.
  select coalesce(array_agg(s.user_id), '{}') into seated from partner_seats s
    where s.user_id = any (array(select (i->>'user_id')::integer from jsonb_array_elements(items) i));

  -- The round-independent refusals and each item's reward, decided once.
  for index in 1..item_count loop
    item := items->(index - 1);
    slot := array_position(round_ids, (item->>'round_id')::integer);
    now_at := (item->>'now')::timestamptz;
    slots[index] := slot;
    if slot is null then results[index] := '{"status": "round_unknown"}';
    elsif now_at < round_begins[slot] then results[index] := '{"status": "not_started"}';
    elsif now_at > round_ends[slot] then results[index] := '{"status": "ended"}';
    elsif (item->>'pay_amount')::numeric <> round_prices[slot] then results[index] := '{"status": "price_moved"}';
    else
      -- What the posting takes from the pool: the rewards, read from the posting itself.
      select coalesce(-sum(p.amount), 0) into reward
        from jsonb_to_recordset(item->'ledger'->'postings') p(owner_kind text, token_id integer, purpose text, amount numeric)
        where p.owner_kind = 'system' and p.purpose = item->'pool'->>'purpose' and p.token_id = (item->'pool'->>'token_id')::integer;
      rewards[index] := reward;
      continue;
    end if;
    settled[index] := true;
  end loop;

  loop
    picked := '{}';
    picked_buyers := '{}';
    trial_sold := round_sold;
    trial_balances := pool_balances;
    for index in 1..item_count loop
      continue when settled[index];
      item := items->(index - 1);
      slot := slots[index];
      buyer := (item->>'user_id')::integer;
      if buyer = any(seated) then results[index] := '{"status": "seat_owned"}'; settled[index] := true; continue; end if;
      if buyer = any(picked_buyers) then results[index] := '{"status": "seat_owned"}'; continue; end if;
      if trial_sold[slot] >= round_seats[slot] then results[index] := '{"status": "full"}'; continue; end if;
      pool_slot := array_position(pool_keys, (item->'pool'->>'purpose') || ':' || (item->'pool'->>'token_id'));
      if rewards[index] > 0 and (pool_slot is null or trial_balances[pool_slot] < rewards[index]) then
        results[index] := '{"status": "pool_underfunded"}';
        continue;
      end if;
      trial_sold[slot] := trial_sold[slot] + 1;
      if rewards[index] > 0 then trial_balances[pool_slot] := trial_balances[pool_slot] - rewards[index]; end if;
      picked := picked || index;
      picked_buyers := picked_buyers || buyer;
    end loop;
    exit when cardinality(picked) = 0;

    posted := ledger_post((select jsonb_agg(items->(p.index - 1)->'ledger' order by p.ord) from unnest(picked) with ordinality p(index, ord)));
    for place in 1..cardinality(picked) loop
      sold_item := picked[place];
      settled[sold_item] := true;
      if posted->(place - 1)->>'status' <> 'posted' then results[sold_item] := posted->(place - 1); continue; end if;
      item := items->(sold_item - 1);
      slot := slots[sold_item];
      round_sold[slot] := round_sold[slot] + 1;
      if rewards[sold_item] > 0 then
        pool_slot := array_position(pool_keys, (item->'pool'->>'purpose') || ':' || (item->'pool'->>'token_id'));
        pool_balances[pool_slot] := pool_balances[pool_slot] - rewards[sold_item];
      end if;
      seated := seated || (item->>'user_id')::integer;
      sold_items := sold_items || sold_item;
      sold_ids := sold_ids || (posted->(place - 1)->>'id')::bigint;
    end loop;
  end loop;

  insert into partner_seats (user_id, round_id, phase, token_id, pay_amount, bought_at, transaction_id)
    select (items->(s.index - 1)->>'user_id')::integer, r.id, r.phase, r.token_id, r.pay_amount, (items->(s.index - 1)->>'now')::timestamptz, s.id
    from unnest(sold_items, sold_ids) s(index, id)
    join partner_rounds r on r.id = (items->(s.index - 1)->>'round_id')::integer;

  foreach sold_item in array (select coalesce(array_agg(i order by i), '{}') from unnest(sold_items) i) loop
    item := items->(sold_item - 1);
    now_at := (item->>'now')::timestamptz;
    perform raise_team_level((item->>'user_id')::integer, 1, now_at);
    if count_direct_partners((item->>'referrer_id')::integer) >= (item->>'genesis_directs')::integer then
      perform raise_team_level((item->>'referrer_id')::integer, 2, now_at);
    end if;
  end loop;

  for place in 1..cardinality(sold_items) loop
    results[sold_items[place]] := jsonb_build_object('status', 'sold', 'id', sold_ids[place]::text,
      'team_level', (select l.team_level from partner_levels l where l.user_id = (items->(sold_items[place] - 1)->>'user_id')::integer));
  end loop;

  update partner_rounds r set recruited = b.sold
    from unnest(round_ids, round_sold) b(id, sold)
    where r.id = b.id and r.recruited <> b.sold;
  update ledger_accounts a set balance = b.balance
    from unnest(pool_ids, pool_balances) b(id, balance)
    where a.id = b.id and a.balance <> b.balance;
  return array_to_json(results)::jsonb;
end
$fn$`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const { up: restorePerPurchaseSale } = await import('./0028_partner_seat_sale.ts')
  await sql`drop function partner_sell_seats(jsonb)`.execute(db)
  await sql`drop function count_direct_partners(integer)`.execute(db)
  await sql`drop function raise_team_level(integer, integer, timestamptz)`.execute(db)
  await restorePerPurchaseSale(db)
}
