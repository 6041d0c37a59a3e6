dofile(os.getenv("BENCH_DIR") .. "/wrk/common.lua")
function request()
  return wrk.format("GET", "/contact/?where.companyId.eq=bo-0&where.emailNormalized.eq=" .. address() .. "&limit=20")
end
