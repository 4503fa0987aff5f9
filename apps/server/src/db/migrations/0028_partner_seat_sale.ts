import { sql, type Kysely } from 'kysely'

// Frozen once landed: add a new migration instead of editing this one.
// The partner purchase's locked part as ONE statement (docs/decisions/0029-partner-herd.md): a
// herd's 200 accepted purchases each held partner_pool's row and the genesis partner's account
// for a dozen round trips and a commit, and queued on them (bench/herd: p99 7.3 s). Here a batch
// of purchases is decided and written in one call, as ledger_post (0011) posts a batch of
// transfers: one round trip and one commit for many seats.
//
// Two helpers belong to the account centre's invite module, which owns partner_levels (the
// programme reads levels through it and never writes them itself):
// raise_team_level(member, level, at) raises a level and never lowers it (invite.repo's
// raiseTeamLevel calls it: one implementation for TypeScript and SQL), and
// count_direct_partners(member) counts a member's direct invitees at level >= 1.
//
// partner_sell_seats(items): an item is {round_id, user_id, now, referrer_id, genesis_directs,
// pay_amount, pool: {purpose, token_id}, ledger: a ledger_post item (the purchase's posting: the
// buyer's price to income and the rewards from the pool, guarded by the signature's nonce, with
// its bills)}. `now` is the caller's clock (tests move it). The result holds one {status, ...} per
// item, in order: `sold` (with the ledger transaction `id` and the buyer's `team_level`),
// `round_unknown`, `not_started`, `ended`, `full`, `price_moved`, `seat_owned`, `pool_underfunded`,
// or ledger_post's `guard_failed`, `duplicate`, `insufficient`. Only `sold` writes.
//
// Locks, in one order for every batch: the pools' rows, the rounds' rows (by id), then the user
// accounts of every item that can still get a seat (by id, as ledger_post orders them; taken up
// front, so items posted one by one still lock in a global order and do not deadlock with a
// transfer batch). A batch
// therefore runs after the previous one committed and sees its seats. Then each item is decided in
// order on the locked counters (later items see earlier ones): round open and not full, price the
// round's, no seat yet, the pool covering the rewards; then its posting (ledger_post, which checks
// and consumes the nonce and the buyer's balance, and writes only if it posts); only a posted item
// writes its seat, raises the buyer to partner and, at genesis_directs direct partners, its
// referrer to genesis. The rounds' counters and the pools' balance columns are written once at
// the end. The seat's primary key stays the last word: a violation fails the statement, nothing is
// written, and the caller retries each item alone.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
create function raise_team_level(member integer, level integer, at timestamptz) returns void language sql as $fn$
  insert into partner_levels (user_id, team_level, updated_at) values (member, level, at)
  on conflict (user_id) do update set team_level = excluded.team_level, updated_at = excluded.updated_at
  where partner_levels.team_level < excluded.team_level
$fn$`.execute(db)

  await sql`
create function count_direct_partners(member integer) returns integer language sql stable as $fn$
  select count(*)::integer from users c join partner_levels l on l.user_id = c.id
  where c.parent_id = member and l.team_level >= 1
$fn$`.execute(db)

  await sql`
create function partner_sell_seats(items jsonb) returns jsonb language plpgsql set enable_seqscan = off as $fn$
declare
  item_count integer := jsonb_array_length(items);
  results jsonb[] := array_fill(null::jsonb, array[item_count]);
  item jsonb;
  pool_ids bigint[];
  pool_keys text[];
  pool_balances numeric[];
  round_ids integer[];
  round_sold integer[];
  round_seats integer[];
  round_begins timestamptz[];
  round_ends timestamptz[];
  round_prices numeric[];
  slot integer;
  pool_slot integer;
  buyer integer;
  now_at timestamptz;
  reward numeric;
  posted jsonb;
  candidates jsonb;
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

  -- The items that can still get a seat: per round, as many as it had seats left when locked. Only
  -- their accounts are locked up front; a later item reached because a candidate's posting failed
  -- has its accounts locked by ledger_post (a deadlock then fails the statement, and each item is
  -- tried alone). A herd's later batches, all for full rounds, lock no account at all.
  select coalesce(jsonb_agg(q.i order by q.ord), '[]'::jsonb) into candidates
    from (select e.i, e.ord, row_number() over (partition by (e.i->>'round_id')::integer order by e.ord) as place
          from jsonb_array_elements(items) with ordinality e(i, ord)) q
    join unnest(round_ids, round_sold, round_seats) b(id, sold, seats) on b.id = (q.i->>'round_id')::integer
    where q.place <= b.seats - b.sold;

  insert into ledger_accounts (owner_kind, owner_id, token_id, purpose)
    select distinct p.owner_kind, p.owner_id, p.token_id, p.purpose
    from jsonb_array_elements(candidates) i,
      jsonb_to_recordset(i->'ledger'->'postings') p(owner_kind text, owner_id integer, token_id integer, purpose text)
    where p.owner_kind = 'user' and not exists (select 1 from ledger_accounts a
      where a.owner_kind = p.owner_kind and a.owner_id = p.owner_id and a.token_id = p.token_id and a.purpose = p.purpose)
    order by 1, 2, 3, 4
    on conflict do nothing;
  perform count(*) from (select a.id from ledger_accounts a
    where a.owner_kind = 'user' and (a.owner_id, a.token_id, a.purpose) in (
      select p.owner_id, p.token_id, p.purpose
      from jsonb_array_elements(candidates) i,
        jsonb_to_recordset(i->'ledger'->'postings') p(owner_kind text, owner_id integer, token_id integer, purpose text)
      where p.owner_kind = 'user')
    order by a.id
    for update) l;

  for index in 1..item_count loop
    item := items->(index - 1);
    slot := array_position(round_ids, (item->>'round_id')::integer);
    now_at := (item->>'now')::timestamptz;
    buyer := (item->>'user_id')::integer;
    if slot is null then results[index] := '{"status": "round_unknown"}'; continue; end if;
    if now_at < round_begins[slot] then results[index] := '{"status": "not_started"}'; continue; end if;
    if now_at > round_ends[slot] then results[index] := '{"status": "ended"}'; continue; end if;
    if round_sold[slot] >= round_seats[slot] then results[index] := '{"status": "full"}'; continue; end if;
    if (item->>'pay_amount')::numeric <> round_prices[slot] then results[index] := '{"status": "price_moved"}'; continue; end if;
    if exists (select 1 from partner_seats s where s.user_id = buyer) then results[index] := '{"status": "seat_owned"}'; continue; end if;
    -- What the posting takes from the pool: the rewards, read from the posting itself.
    select coalesce(-sum(p.amount), 0) into reward
      from jsonb_to_recordset(item->'ledger'->'postings') p(owner_kind text, token_id integer, purpose text, amount numeric)
      where p.owner_kind = 'system' and p.purpose = item->'pool'->>'purpose' and p.token_id = (item->'pool'->>'token_id')::integer;
    pool_slot := array_position(pool_keys, (item->'pool'->>'purpose') || ':' || (item->'pool'->>'token_id'));
    if reward > 0 and (pool_slot is null or pool_balances[pool_slot] < reward) then results[index] := '{"status": "pool_underfunded"}'; continue; end if;

    posted := ledger_post(jsonb_build_array(item->'ledger'))->0;
    if posted->>'status' <> 'posted' then results[index] := posted; continue; end if;

    insert into partner_seats (user_id, round_id, phase, token_id, pay_amount, bought_at, transaction_id)
      select buyer, r.id, r.phase, r.token_id, r.pay_amount, now_at, (posted->>'id')::bigint from partner_rounds r where r.id = round_ids[slot];
    round_sold[slot] := round_sold[slot] + 1;
    if reward > 0 then pool_balances[pool_slot] := pool_balances[pool_slot] - reward; end if;
    perform raise_team_level(buyer, 1, now_at);
    if count_direct_partners((item->>'referrer_id')::integer) >= (item->>'genesis_directs')::integer then
      perform raise_team_level((item->>'referrer_id')::integer, 2, now_at);
    end if;
    results[index] := jsonb_build_object('status', 'sold', 'id', posted->>'id',
      'team_level', (select l.team_level from partner_levels l where l.user_id = buyer));
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
  await sql`drop function partner_sell_seats(jsonb)`.execute(db)
  await sql`drop function count_direct_partners(integer)`.execute(db)
  await sql`drop function raise_team_level(integer, integer, timestamptz)`.execute(db)
}
