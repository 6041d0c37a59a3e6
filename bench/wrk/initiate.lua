dofile(os.getenv("BENCH_DIR") .. "/wrk/common.lua")
-- Each request e-mails a different contact of bo-0 (the per-address limits are raised for the run).
local threads_total = tonumber(os.getenv("BENCH_THREADS") or "2")
local n = 0
function request()
  n = n + 1
  local contact = (n * threads_total + (id or 0)) % per_org * orgs
  return wrk.format("POST", "/api/contacts/verify-email", json_headers(),
    '{"email":"person' .. contact .. '@example.com"}')
end
