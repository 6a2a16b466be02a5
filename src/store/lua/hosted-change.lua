-- KEYS[1] a channel's interaction tokens (JSON, store/hosted-tokens.ts); KEYS[2] its bucket's index of
-- when each table's reach ends (member: the channel id; score: the expiry of the newest token whose
-- @original is public, for a table not yet waiting), read at start to plan each table's last call again.
-- ARGV[1] the change: 'keep' | 'sent' | 'gone' | 'dead' | 'waiting'; ARGV[2] the record's time to live (ms); ARGV[3] the channel id;
--   keep:    ARGV[4] the token heard (JSON), ARGV[5] now (epoch ms), ARGV[6] the locale it opens the record in ('' : it opens none), ARGV[7] how many tokens stay;
--   sent:    ARGV[4] the token, ARGV[5] the follow-up's message id;
--   gone:    ARGV[4] the id of the message deleted;
--   dead:    ARGV[4] the token;
--   waiting: ARGV[4] '1' or '0'.
-- The rule of applyHostedChange (hosted-tokens.ts), read and written in one step so that two processes
-- keeping two tokens at once both keep theirs. Returns 1 when the record was written, 0 when not.
-- The record is written out field by field: cjson would turn an empty list into {}.
local function str(v)
  if v == nil or v == cjson.null then return 'null' end
  return cjson.encode(v)
end
local function held_json(t)
  local sent = {}
  for i, id in ipairs(t.sent or {}) do sent[i] = cjson.encode(id) end
  local gone = {}
  if type(t.gone) == 'table' then
    for i, id in ipairs(t.gone) do gone[i] = cjson.encode(id) end
  end
  return '{"applicationId":' .. str(t.applicationId) .. ',"token":' .. str(t.token) .. ',"expiresAt":' .. string.format('%.0f', t.expiresAt)
    .. ',"original":' .. str(t.original) .. ',"sent":[' .. table.concat(sent, ',') .. ']'
    .. (#gone > 0 and (',"gone":[' .. table.concat(gone, ',') .. ']') or '') .. '}'
end
-- The messages a token can still edit or delete: its @original and its follow-ups not deleted since.
local function reaches(t)
  local out, gone = {}, {}
  if type(t.gone) == 'table' then
    for _, id in ipairs(t.gone) do gone[id] = true end
  end
  if t.original ~= nil and t.original ~= cjson.null then out[#out + 1] = t.original end
  for _, id in ipairs(t.sent or {}) do
    if not gone[id] then out[#out + 1] = id end
  end
  return out
end
-- The rule of tokensToKeep (hosted-keep.ts): the first to go is the oldest token whose every message a
-- newer one also reaches; when each is the last to reach some message, the oldest; never the newest.
local function spare_index(kept)
  for i = 1, #kept - 1 do
    local newer = {}
    for j = i + 1, #kept do
      for _, id in ipairs(reaches(kept[j])) do newer[id] = true end
    end
    local covered = true
    for _, id in ipairs(reaches(kept[i])) do
      if not newer[id] then covered = false break end
    end
    if covered then return i end
  end
  return 1
end
local function table_json(r)
  local tokens = {}
  for i, t in ipairs(r.tokens) do tokens[i] = held_json(t) end
  return '{"locale":' .. str(r.locale) .. ',"tokens":[' .. table.concat(tokens, ',') .. ']' .. (r.waiting and ',"waiting":true' or '') .. '}'
end

local record = nil
local stored = redis.call('GET', KEYS[1])
if stored then
  local ok, decoded = pcall(cjson.decode, stored)
  if ok and type(decoded) == 'table' and type(decoded.tokens) == 'table' then record = decoded end
end
local kind = ARGV[1]

if kind == 'keep' then
  local held = cjson.decode(ARGV[4])
  local now = tonumber(ARGV[5])
  local opens = ARGV[6]
  if not record then
    if opens == '' then return 0 end
    record = { locale = opens, tokens = {} }
  end
  local kept = {}
  for _, t in ipairs(record.tokens) do
    if type(t) == 'table' and tonumber(t.expiresAt) and t.expiresAt > now and t.token ~= held.token then kept[#kept + 1] = t end
  end
  kept[#kept + 1] = held
  -- table.sort is not stable: the order heard breaks ties, so of two equal expiries the later heard stays last.
  for i, t in ipairs(kept) do t._at = i end
  table.sort(kept, function(a, b)
    if a.expiresAt ~= b.expiresAt then return a.expiresAt < b.expiresAt end
    return a._at < b._at
  end)
  local limit = tonumber(ARGV[7])
  while #kept > limit do table.remove(kept, spare_index(kept)) end
  if opens ~= '' then record.locale = opens end
  record.tokens = kept
  if held.original ~= cjson.null then record.waiting = nil end
elseif not record then
  return 0
elseif kind == 'sent' then
  for _, t in ipairs(record.tokens) do
    if t.token == ARGV[4] then
      if type(t.sent) ~= 'table' then t.sent = {} end
      t.sent[#t.sent + 1] = ARGV[5]
    end
  end
elseif kind == 'gone' then
  for _, t in ipairs(record.tokens) do
    if t.original == ARGV[4] then t.original = cjson.null end
    local sent, gone = false, false
    for _, id in ipairs(t.sent or {}) do
      if id == ARGV[4] then sent = true end
    end
    if type(t.gone) ~= 'table' then t.gone = {} end
    for _, id in ipairs(t.gone) do
      if id == ARGV[4] then gone = true end
    end
    if sent and not gone then t.gone[#t.gone + 1] = ARGV[4] end
  end
elseif kind == 'dead' then
  local tokens = {}
  for _, t in ipairs(record.tokens) do
    if t.token ~= ARGV[4] then tokens[#tokens + 1] = t end
  end
  record.tokens = tokens
elseif kind == 'waiting' then
  record.waiting = (ARGV[4] == '1') or nil
else
  return redis.error_reply('hosted-change: unknown change ' .. tostring(kind))
end
if record.waiting ~= true then record.waiting = nil end
redis.call('SET', KEYS[1], table_json(record), 'PX', ARGV[2])
local reach = nil
if not record.waiting then
  for _, t in ipairs(record.tokens) do
    if t.original ~= cjson.null and (reach == nil or t.expiresAt > reach) then reach = t.expiresAt end
  end
end
if reach then redis.call('ZADD', KEYS[2], reach, ARGV[3]) else redis.call('ZREM', KEYS[2], ARGV[3]) end
return 1
