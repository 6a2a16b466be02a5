--[[
  Claims due timers of one bucket: returns them and pushes each one's score to now + lease,
  so another process polling meanwhile does not take it. A handler that commits sets the real
  next deadline; one that crashes lets the lease run out and the timer falls due again.
  KEYS[1] the due-timer index of the bucket
  ARGV[1] now (ms)  ARGV[2] lease (ms)  ARGV[3] limit
  Returns a flat list: channel id, deadline, channel id, deadline, ...
]]
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'WITHSCORES', 'LIMIT', 0, tonumber(ARGV[3]))
local leased = tonumber(ARGV[1]) + tonumber(ARGV[2])
for i = 1, #due, 2 do redis.call('ZADD', KEYS[1], leased, due[i]) end
return due
