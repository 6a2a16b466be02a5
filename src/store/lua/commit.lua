--[[
  Compare-and-set: writes the table only if its stored version is still the expected one,
  refreshes its idle TTL and moves its entry in the due-timer index, all at once.
  KEYS[1] the table hash    KEYS[2] the due-timer index of its bucket (same hash tag)
  ARGV[1] expected version  ARGV[2] next version  ARGV[3] phase  ARGV[4] deadline ('' for none)
  ARGV[5] session record (session-codec.ts)     ARGV[6] idle TTL in ms  ARGV[7] channel id
  Returns 1 written, 0 conflict (another write came first, or the table is gone).
]]
if redis.call('HGET', KEYS[1], 'v') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'v', ARGV[2], 'phase', ARGV[3], 'deadline', ARGV[4], 'json', ARGV[5])
redis.call('PEXPIRE', KEYS[1], ARGV[6])
if ARGV[4] == '' then redis.call('ZREM', KEYS[2], ARGV[7]) else redis.call('ZADD', KEYS[2], ARGV[4], ARGV[7]) end
return 1
