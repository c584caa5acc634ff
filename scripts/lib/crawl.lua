-- wrk script of `npm run bench:pages`' crawl rows: every request a record URL not asked for
-- before in the run, like a crawler walking the site. Index j of the walk (thread t of T takes
-- j = start + k*T + t) maps to record i = j * 7919 mod 80,000, a bijection since 7919 is prime
-- to 80,000, so walks started at distinct offsets never meet: 20,000 ids per kind (the demo
-- records, src/seed/demo-feed.ts), both kinds, both locales. Args: start offset, thread count.
local threads = 0
function setup(thread)
  thread:set("tid", threads)
  threads = threads + 1
end

function init(args)
  start = tonumber(args[1]) or 0
  step = tonumber(args[2]) or 1
  bare = args[3] == "bare"
  count = 0
end

local kinds = { "/industry/detail?id=demo-p-", "/inviteBussInfo/detail?id=demo-t-" }
local locales = { "", "/en" }

function request()
  local j = start + count * step + tid
  count = count + 1
  local i = (j * 7919) % 80000
  if bare then
    return wrk.format("GET", "/record/" .. tostring(i))
  end
  local path = locales[math.floor(i / 2) % 2 + 1] .. kinds[i % 2 + 1] .. tostring(math.floor(i / 4) + 1)
  return wrk.format("GET", path)
end
