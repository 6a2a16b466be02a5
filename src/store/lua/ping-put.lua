-- KEYS[1] the channel's ping; ARGV[1] the ping (JSON), ARGV[2] its time to live (ms).
-- Stores the ping and returns the one it replaced (nil when none).
local replaced = redis.call('GET', KEYS[1])
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return replaced
