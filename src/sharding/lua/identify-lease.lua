--[[
  May this shard IDENTIFY now? Discord allows one IDENTIFY per rate-limit bucket (shard id %
  max_concurrency) per 5 s, and a number of them per day for the whole bot. Every process of the bot,
  on every host, asks here first.
  KEYS[1] the bucket's lease  KEYS[2] the count of IDENTIFYs spent in Discord's current day
  ARGV[1] lease length, ms (5 s and a margin)  ARGV[2] IDENTIFYs allowed today
  ARGV[3] how long a new day count lives, ms  ARGV[4] who holds the lease (for a person reading Redis)
  Returns {'ok', spent including this one}, {'wait', ms until the bucket's lease ends},
  or {'day', ms until the day count ends, spent}.
]]
local spent = tonumber(redis.call('GET', KEYS[2]) or '0')
if spent >= tonumber(ARGV[2]) then
  return {'day', redis.call('PTTL', KEYS[2]), spent}
end
local held = redis.call('PTTL', KEYS[1])
if held > 0 then return {'wait', held} end
redis.call('SET', KEYS[1], ARGV[4], 'PX', ARGV[1])
spent = redis.call('INCR', KEYS[2])
if redis.call('PTTL', KEYS[2]) < 0 then redis.call('PEXPIRE', KEYS[2], ARGV[3]) end
return {'ok', spent}
