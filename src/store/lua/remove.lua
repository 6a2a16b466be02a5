--[[
  Deletes a table if its stored version is still the expected one.
  KEYS[1] the table hash    KEYS[2] the due-timer index of its bucket
  ARGV[1] expected version  ARGV[2] channel id
  Returns 1 removed, 0 conflict.
]]
if redis.call('HGET', KEYS[1], 'v') ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
redis.call('ZREM', KEYS[2], ARGV[2])
return 1
