-- Shared by the scenario scripts: settings come from the environment that bench/run.sh sets.
key = os.getenv("BENCH_KEY") or ""
orgs = tonumber(os.getenv("BENCH_ORGS") or "200")
big = tonumber(os.getenv("BENCH_BIG") or "20000")
locations = tonumber(os.getenv("BENCH_LOCATIONS") or "100000")
contacts = tonumber(os.getenv("BENCH_CONTACTS") or "1000000")
per_org = math.floor(contacts / orgs)

local counter = 0
local threads = {}

function setup(thread)
  thread:set("id", #threads)
  table.insert(threads, thread)
end

function init(args)
  math.randomseed(os.time() + (id or 0) * 7919)
end

-- A random contact address of organization bo-0 (contact n belongs to bo-(n % orgs)).
function address()
  return "person" .. (math.random(0, per_org - 1) * orgs) .. "@example.com"
end

function json_headers()
  return { ["Content-Type"] = "application/json", ["x-token"] = key }
end
