"""The report of bench/compare.sh: per scenario, this tree's rate as a multiple of the base build's.

Each round measured both builds within seconds of each other, so each round's ratio is free of the
machine's drift; the geometric mean of the ratios is the estimate, and a bootstrap over the rounds
(fixed seed, so the same data give the same report) gives its 95 % interval.
"""
import csv
import random
import statistics
import sys

pairs_file, label = sys.argv[1], sys.argv[2]
rows = list(csv.DictReader(open(pairs_file), delimiter="\t"))
scenarios = list(dict.fromkeys(row["scenario"] for row in rows))
names = {"listing": "listing detail", "by-email": "by-email"}

print(f"# This tree against {label}\n")
print("Both builds up at once against one database, loaded in alternating bursts "
      "(bench/compare.sh; wrk, 2 threads, 8 connections).\n")
print(f"| scenario | rounds | {label} req/s, median | this tree req/s, median | this tree ÷ {label}, "
      "geometric mean (95 % interval) | range of the rounds | CPU a request, this tree ÷ " + label + " |")
print("|---|---:|---:|---:|---:|---:|---:|")
rng = random.Random(1)
for scenario in scenarios:
    rounds = {}
    for row in rows:
        if row["scenario"] == scenario:
            rounds.setdefault(row["round"], {})[row["build"]] = row
    both = [r for r in rounds.values() if "base" in r and "tree" in r]
    ratios = [float(r["tree"]["rps"]) / float(r["base"]["rps"]) for r in both]
    cpu = [float(r["tree"]["cpu_ms_per_request"]) / float(r["base"]["cpu_ms_per_request"]) for r in both]
    estimate = statistics.geometric_mean(ratios)
    boots = sorted(statistics.geometric_mean(rng.choices(ratios, k=len(ratios))) for _ in range(4000))
    low, high = boots[int(0.025 * len(boots))], boots[int(0.975 * len(boots)) - 1]
    print(f"| {names.get(scenario, scenario)} | {len(both)} "
          f"| {statistics.median(float(r['base']['rps']) for r in both):,.0f} "
          f"| {statistics.median(float(r['tree']['rps']) for r in both):,.0f} "
          f"| {estimate:.3f} ({low:.3f}–{high:.3f}) | {min(ratios):.3f}–{max(ratios):.3f} "
          f"| {statistics.geometric_mean(cpu):.3f} |")
