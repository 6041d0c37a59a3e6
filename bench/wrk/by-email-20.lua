dofile(os.getenv("BENCH_DIR") .. "/wrk/common.lua")
function request()
  local list = {}
  for i = 1, 20 do
    list[i] = '"' .. address() .. '"'
  end
  return wrk.format("POST", "/api/contacts/by-email", json_headers(),
    '{"email":[' .. table.concat(list, ",") .. '],"limit":20}')
end
