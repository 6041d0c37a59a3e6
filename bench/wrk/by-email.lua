dofile(os.getenv("BENCH_DIR") .. "/wrk/common.lua")
function request()
  return wrk.format("POST", "/api/contacts/by-email", json_headers(), '{"email":"' .. address() .. '"}')
end
