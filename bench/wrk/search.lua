dofile(os.getenv("BENCH_DIR") .. "/wrk/common.lua")
-- Listing search in the big organization: a street-number fragment and a bedroom count.
local org = os.getenv("BENCH_SEARCH_ORG") or "bo-0"
function request()
  local path = "/locations/" .. org .. "?search=" .. math.random(1, 999) .. "%20&bedCount=" .. math.random(1, 4)
  return wrk.format("GET", path)
end
