--[[
  Opens a table in a channel unless a table that is not finished is there.
  KEYS[1] the table hash    KEYS[2] the due-timer index of its bucket (same hash tag)
  ARGV[1] version  ARGV[2] phase  ARGV[3] deadline ('' for none)  ARGV[4] session JSON
  ARGV[5] idle TTL in ms    ARGV[6] channel id    ARGV[7] session id
  Returns 1 created, 0 occupied.
]]
local phase = redis.call('HGET', KEYS[1], 'phase')
if phase and phase ~= 'finished' then return 0 end
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'v', ARGV[1], 'phase', ARGV[2], 'deadline', ARGV[3], 'json', ARGV[4], 'id', ARGV[7] .. '@' .. ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
if ARGV[3] == '' then redis.call('ZREM', KEYS[2], ARGV[6]) else redis.call('ZADD', KEYS[2], ARGV[3], ARGV[6]) end
return 1
