dofile(os.getenv("BENCH_DIR") .. "/wrk/common.lua")
-- Confirms the pending requests bench/sql/verifications.sql made, each once, with its right code.
local count = tonumber(os.getenv("BENCH_VERIFICATIONS") or "100000")
local threads_total = tonumber(os.getenv("BENCH_THREADS") or "2")
local n = -1
function request()
  n = n + 1
  local i = (n * threads_total + (id or 0)) % count
  local code = string.format("%06d", (i * 7919) % 1000000)
  return wrk.format("POST", "/api/contacts/verify-email/" .. string.format("be%030x", i) .. "/confirm", json_headers(),
    '{"code":"' .. code .. '"}')
end
