--[[
  Puts a table's entry in the due-timer index back in line with the table itself
  (after a claim that found nothing to do, or a table that expired).
  KEYS[1] the table hash    KEYS[2] the due-timer index of its bucket
  ARGV[1] channel id
  Returns 1 when a timer is indexed, 0 when none.
]]
local deadline = redis.call('HGET', KEYS[1], 'deadline')
if deadline and deadline ~= '' then
  redis.call('ZADD', KEYS[2], deadline, ARGV[1])
  return 1
end
redis.call('ZREM', KEYS[2], ARGV[1])
return 0
