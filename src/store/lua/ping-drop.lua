-- KEYS[1] the channel's ping; ARGV[1] a ping's message id.
-- Deletes the stored ping if it is that message (or cannot be read); otherwise returns it (nil when none).
local stored = redis.call('GET', KEYS[1])
if not stored then return false end
local ok, ping = pcall(cjson.decode, stored)
if not ok or type(ping) ~= 'table' or ping.messageId == ARGV[1] then
  redis.call('DEL', KEYS[1])
  return false
end
return stored
