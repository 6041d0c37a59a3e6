dofile(os.getenv("BENCH_DIR") .. "/wrk/common.lua")
function request()
  local contact = "bc-" .. (math.random(0, per_org - 1) * orgs)
  return wrk.format("POST", "/api/board/bb-0", json_headers(),
    '{"name":"Bench card","stage":"review","email":"bench@example.com","income":{"amount":4200.5,"currency":"USD"},'
      .. '"references":["' .. contact .. '"]}')
end
