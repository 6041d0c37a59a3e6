#!/usr/bin/env python3
"""Turns one wrk --latency output (plus RSS samples and CPU ticks) into a results.tsv row."""
import re
import sys

kind, name, wrk_file, rss_file, ticks, hz, duration = sys.argv[1:8]
text = open(wrk_file).read()


def millis(value):
    number, unit = re.match(r"([\d.]+)(us|ms|s|m)", value).groups()
    return float(number) * {"us": 0.001, "ms": 1, "s": 1000, "m": 60000}[unit]


def percentile(p):
    m = re.search(r"^\s+%s%%\s+(\S+)" % p, text, re.M)
    return round(millis(m.group(1)), 2) if m else float("nan")


rps = re.search(r"Requests/sec:\s+([\d.]+)", text)
total = re.search(r"(\d+) requests in", text)
non2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", text)
socket = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", text)
errors = (int(non2xx.group(1)) if non2xx else 0) + (sum(map(int, socket.groups())) if socket else 0)
seconds = float(duration.rstrip("s"))
cpu = int(ticks) / int(hz) / seconds * 100
samples = [int(x) for x in open(rss_file).read().split() if x.isdigit()]
peak = round(max(samples) / 1024) if samples else 0
print("\t".join(map(str, [kind, name, round(float(rps.group(1)) if rps else 0, 1), percentile(50),
                          percentile(99), errors, round(cpu), peak])))
if total is None:
    sys.stderr.write(text)
