--[[
  Compare-and-set: writes the table only if its stored version is still the expected one,
  refreshes its idle TTL and moves its entry in the due-timer index, all at once; then applies
  the stats the transition carries (a game's result), so they are written exactly when the table is.
  KEYS[1] the table hash    KEYS[2] the due-timer index of its bucket (same hash tag)
  KEYS[3..] stats keys of the same bucket (same hash tag; stats-keys.ts)
  ARGV[1] expected version  ARGV[2] next version  ARGV[3] phase  ARGV[4] deadline ('' for none)
  ARGV[5] session record (session-codec.ts)     ARGV[6] idle TTL in ms  ARGV[7] channel id
  ARGV[8..] stats writes, four values each: op (hincr | hmax | zincr | zmax | expireat),
            index into KEYS, field or member, value
  Returns 1 written, 0 conflict (another write came first, or the table is gone).
]]
if redis.call('HGET', KEYS[1], 'v') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'v', ARGV[2], 'phase', ARGV[3], 'deadline', ARGV[4], 'json', ARGV[5])
redis.call('PEXPIRE', KEYS[1], ARGV[6])
if ARGV[4] == '' then redis.call('ZREM', KEYS[2], ARGV[7]) else redis.call('ZADD', KEYS[2], ARGV[4], ARGV[7]) end
for i = 8, #ARGV, 4 do
  local op, key, field, value = ARGV[i], KEYS[tonumber(ARGV[i + 1])], ARGV[i + 2], ARGV[i + 3]
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
