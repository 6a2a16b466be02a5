--[[
  Brings the shared day count up to what Discord says was spent (GET /gateway/bot's
  session_start_limit), which also counts IDENTIFYs this count never saw; never lowers it.
  The count ends when Discord's day does, if that is sooner.
  KEYS[1] the day count  ARGV[1] spent according to Discord  ARGV[2] ms until Discord's reset (0: unknown)
  ARGV[3] how long a new day count lives, ms
  Returns the count after.
]]
local discord = tonumber(ARGV[1])
local reset = tonumber(ARGV[2])
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if discord > current then
  redis.call('SET', KEYS[1], discord, 'KEEPTTL')
  current = discord
end
if current > 0 then
  local ttl = redis.call('PTTL', KEYS[1])
  if reset > 0 and (ttl < 0 or reset < ttl) then
    redis.call('PEXPIRE', KEYS[1], reset)
  elseif ttl < 0 then
    redis.call('PEXPIRE', KEYS[1], ARGV[3])
  end
end
return current
