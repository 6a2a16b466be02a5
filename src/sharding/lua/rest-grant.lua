--[[
  One request of Discord's global REST budget, shared by every process of the bot on every host:
  at most ARGV[1] grants in any ARGV[2] ms (a sliding window kept as a sorted set of grant times,
  on Redis's clock, so hosts' clocks do not matter).
  KEYS[1] the grants  ARGV[1] grants per window  ARGV[2] window, ms  ARGV[3] a name unique to this grant
  Returns 0 granted, or the ms until the oldest grant leaves the window.
]]
if redis.replicate_commands then redis.replicate_commands() end
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[1]) then
  redis.call('ZADD', KEYS[1], now, ARGV[3])
  redis.call('PEXPIRE', KEYS[1], window)
  return 0
end
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return math.max(1, tonumber(oldest[2]) + window - now)
