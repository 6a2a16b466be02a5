-- KEYS[1] the channel's ping; KEYS[2] its table (same hash tag).
-- ARGV[1] the ping (JSON), ARGV[2] its time to live (ms), ARGV[3] its session id, ARGV[4] its turn token.
-- Stores the ping and returns the one it replaced (nil when none). The table no longer owes the ping
-- of that turn (field 'owe', written by the commit): posting and storing it settles the debt, at once.
local replaced = redis.call('GET', KEYS[1])
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
local owed = redis.call('HGET', KEYS[2], 'owe')
if owed then
  local ok, call = pcall(cjson.decode, owed)
  if not ok or type(call) ~= 'table' or (call.sessionId == ARGV[3] and (call.turnToken == ARGV[4] or (call.turnToken == cjson.null and ARGV[4] == ''))) then
    redis.call('HDEL', KEYS[2], 'owe')
  end
end
return replaced
