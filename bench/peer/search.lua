dofile(os.getenv("BENCH_DIR") .. "/wrk/common.lua")
-- The service's listing search as Platformatic DB filters, asking for every match as the service
-- answers (watt.json raises the peer's row cap to the biggest organization's size). The term is
-- matched case-sensitively against the lower-cased search_text, as the service does with its
-- lower-cased term.
function request()
  return wrk.format("GET", "/location/?where.companyId.eq=bo-0&where.active.eq=true&where.publishStatus.eq=PUBLISHED"
    .. "&where.bedCount.eq=" .. math.random(1, 4) .. "&where.searchText.like=%25" .. math.random(1, 999)
    .. "%25&orderby.name=asc&orderby.id=asc&limit=" .. big)
end
