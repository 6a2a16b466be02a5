--[[
  Notes which state of a table its public message shows, as "<session id>:<state version>",
  in a field of its own (the JSON and its version are untouched, so no compare-and-set is disturbed).
  Never moves back within one session; a table that is gone is not brought back.
  KEYS[1] the table hash
  ARGV[1] session id  ARGV[2] state version
  Returns 1 noted, 0 not (gone, or a newer state already noted).
]]
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local noted = redis.call('HGET', KEYS[1], 'pub')
if noted then
  local id, version = string.match(noted, '^(.*):(%d+)$')
  if id == ARGV[1] and tonumber(version) >= tonumber(ARGV[2]) then return 0 end
end
redis.call('HSET', KEYS[1], 'pub', ARGV[1] .. ':' .. ARGV[2])
return 1
