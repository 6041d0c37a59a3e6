dofile(os.getenv("BENCH_DIR") .. "/wrk/common.lua")
function request()
  return wrk.format("GET", "/location/bl-" .. (math.random(0, locations / 20 - 1) * 20 + 1))
end
