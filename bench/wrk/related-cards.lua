dofile(os.getenv("BENCH_DIR") .. "/wrk/common.lua")
-- Cards of board bb-0 that reference a random contact of bo-0.
function request()
  local contact = "bc-" .. (math.random(0, per_org - 1) * orgs)
  return wrk.format("GET", "/api/board/bb-0?relatedId=" .. contact, { ["x-token"] = key })
end
