#!/usr/bin/env python3
"""Turns one pgbench output into a results.tsv row (transactions per second and mean latency)."""
import re
import sys

name, output = sys.argv[1:3]
text = open(output).read()
tps = re.search(r"tps = ([\d.]+)", text)
latency = re.search(r"latency average = ([\d.]+) ms", text)
if not tps:
    sys.stderr.write(text)
print("\t".join(map(str, ["pgbench", name, round(float(tps.group(1)), 1) if tps else 0,
                          float(latency.group(1)) if latency else float("nan"), "", "", "", ""])))
