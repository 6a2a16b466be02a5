--[[
  Compare-and-set of one or more tables of one bucket, in one call: the store gathers the commits made
  in the same tick (commit-batch.ts) so that many tables moving at once share one script call and one
  round trip. Every key of the call carries the bucket's hash tag, so the call touches one slot.
  Each commit writes its table only if the table's stored version is still the expected one, refreshes
  its idle TTL and moves its entry in the due-timer index, all at once; then applies the stats the
  transition carries (a game's result), so they are written exactly when the table is.
  ARGV[1] how many commits. Then, per commit: its key count, its argument count, its arguments.
  Its keys follow one another in KEYS, in the same order:
    key 1 the table hash    key 2 the due-timer index of its bucket (same hash tag)
    key 3 the session's move list (same hash tag; keys.ts moveListKey)
    key 4.. stats keys of the same bucket (same hash tag; stats-keys.ts)
  Its arguments:
    1 expected version  2 next version  3 phase  4 deadline ('' for none)
    5 session record (session-codec.ts)     6 idle TTL in ms  7 channel id
    8 expected session id ('' to skip that check)   9 next session id
    10 published note ("<session id>:<state version>": the interaction's answer shows this state; '' for none)
    11 the turn ping the move owes (JSON, field 'owe'; '' leaves the one owed before, '-' owes none)
    12 the move's entry for the move list ('' for none)   13 the move list's TTL in ms
    14.. stats writes, four values each: op (hincr | hmax | zincr | zmax | expireat),
        index into the commit's own keys, field or member, value
  The expected id makes the check exact across tables: a new table in the channel starts again at
  version 1, so a version alone could match a table other than the one the change was made on. The
  table hash keeps it as "<session id>@<version>" in its field 'id'.
  Returns one entry per commit: 1 written, 0 conflict (another write came first, or the table is
  gone), or a string: 'refused: <why>' when nothing of it was written (a damaged key, checked before
  the first write), 'partial: <why>' when Redis raised an error after part of it was written. Either
  way the commits before and after it in the call still count.
]]
local STATS_TYPE = { hincr = 'hash', hmax = 'hash', zincr = 'zset', zmax = 'zset' }
local FIRST_WRITE = 14
local wrote = false

-- Why the commit cannot be written, or nil: a key of the wrong type, or a counter that is not an integer.
local function damage(k, a, n)
  local due = redis.call('TYPE', KEYS[k + 2]).ok
  if due ~= 'none' and due ~= 'zset' then return 'due index ' .. KEYS[k + 2] .. ' holds a ' .. due .. ', not a zset' end
  if ARGV[a + 12] ~= '' then
    local moves = redis.call('TYPE', KEYS[k + 3]).ok
    if moves ~= 'none' and moves ~= 'list' then return 'move list ' .. KEYS[k + 3] .. ' holds a ' .. moves .. ', not a list' end
  end
  for i = a + FIRST_WRITE, a + n, 4 do
    local op, key = ARGV[i], KEYS[k + tonumber(ARGV[i + 1])]
    local wanted = STATS_TYPE[op]
    if wanted then
      local found = redis.call('TYPE', key).ok
      if found ~= 'none' and found ~= wanted then return 'stats key ' .. key .. ' holds a ' .. found .. ', not a ' .. wanted end
    end
    if op == 'hincr' then
      local current = redis.call('HGET', key, ARGV[i + 2])
      if current and not string.match(current, '^%-?%d+$') then return 'stats field ' .. ARGV[i + 2] .. ' of ' .. key .. ' is not an integer' end
    end
  end
  return nil
end

-- The commit whose keys start after KEYS[k] and whose arguments start after ARGV[a], of which it has n.
-- Everything that could make a write fail is checked before the first write, so a commit lands whole or not at all.
local function commitOne(k, a, n)
  local tableKey, channel, deadline = KEYS[k + 1], ARGV[a + 7], ARGV[a + 4]
  if redis.call('HGET', tableKey, 'v') ~= ARGV[a + 1] then return 0 end
  if ARGV[a + 8] ~= '' then
    -- The id is noted with the version it was written at: a note left behind by a write that did not
    -- keep it (an older release, during an upgrade) is not current, and the version alone decides.
    local noted = redis.call('HGET', tableKey, 'id')
    local id, at = string.match(noted or '', '^(.*)@(%d+)$')
    if at == ARGV[a + 1] and id ~= ARGV[a + 8] then return 0 end
  end
  local refused = damage(k, a, n)
  if refused then return 'refused: ' .. refused end
  wrote = true
  redis.call('HSET', tableKey, 'v', ARGV[a + 2], 'phase', ARGV[a + 3], 'deadline', deadline, 'json', ARGV[a + 5], 'id', ARGV[a + 9] .. '@' .. ARGV[a + 2])
  redis.call('PEXPIRE', tableKey, ARGV[a + 6])
  if deadline == '' then redis.call('ZREM', KEYS[k + 2], channel) else redis.call('ZADD', KEYS[k + 2], deadline, channel) end
  if ARGV[a + 10] ~= '' then redis.call('HSET', tableKey, 'pub', ARGV[a + 10]) end
  if ARGV[a + 11] == '-' then redis.call('HDEL', tableKey, 'owe') elseif ARGV[a + 11] ~= '' then redis.call('HSET', tableKey, 'owe', ARGV[a + 11]) end
  if ARGV[a + 12] ~= '' then
    redis.call('RPUSH', KEYS[k + 3], ARGV[a + 12])
    redis.call('PEXPIRE', KEYS[k + 3], ARGV[a + 13])
  end
  for i = a + FIRST_WRITE, a + n, 4 do
    local op, key, field, value = ARGV[i], KEYS[k + tonumber(ARGV[i + 1])], ARGV[i + 2], ARGV[i + 3]
    if op == 'hincr' then
      redis.call('HINCRBY', key, field, value)
    elseif op == 'hmax' then
      local current = tonumber(redis.call('HGET', key, field))
      if not current or current < tonumber(value) then redis.call('HSET', key, field, value) end
    elseif op == 'zincr' then
      redis.call('ZINCRBY', key, value, field)
    elseif op == 'zmax' then
      redis.call('ZADD', key, 'GT', value, field)
    elseif op == 'expireat' then
      redis.call('PEXPIREAT', key, value)
    end
  end
  return 1
end

local results = {}
local k, a = 0, 1
for c = 1, tonumber(ARGV[1]) do
  local keyCount, argCount = tonumber(ARGV[a + 1]), tonumber(ARGV[a + 2])
  wrote = false
  local ok, written = pcall(commitOne, k, a + 2, argCount)
  if ok then
    results[c] = written
  else
    -- An error Redis raised anyway (out of memory, say): said apart when part of the commit was already written.
    results[c] = (wrote and 'partial: ' or 'refused: ') .. (type(written) == 'table' and written.err or tostring(written))
  end
  k, a = k + keyCount, a + 2 + argCount
end
return results
