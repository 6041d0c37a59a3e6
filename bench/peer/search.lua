dofile(os.getenv("BENCH_DIR") .. "/wrk/common.lua")
-- The service's listing search, as Platformatic DB filters (limit 100 is its cap).
function request()
  return wrk.format("GET", "/location/?where.companyId.eq=bo-0&where.active.eq=true&where.publishStatus.eq=PUBLISHED"
    .. "&where.bedCount.eq=" .. math.random(1, 4) .. "&where.searchText.ilike=%25" .. math.random(1, 999)
    .. "%20%25&orderby.name=asc&orderby.id=asc&limit=100")
end
