dofile(os.getenv("BENCH_DIR") .. "/wrk/common.lua")
-- The stack ceiling: a constant answer (the embed script, a string the resource holds) through the same
-- JAX-RS stack as every other scenario, with no database and no cache behind it.
function request()
  return wrk.format("GET", "/embed/form.js")
end
