#!/usr/bin/env python3
"""Writes the benchmark report (markdown and an SVG chart) from one run's results.tsv and facts.tsv.

Every number in the report comes from those two files; nothing is typed in by hand.
"""
import csv
import math
import re
import os
import sys

out_dir, report = sys.argv[1:3]
rows = list(csv.DictReader(open(os.path.join(out_dir, "results.tsv")), delimiter="\t"))
facts = dict(line.rstrip("\n").split("\t", 1) for line in open(os.path.join(out_dir, "facts.tsv")))


def of(kind):
    return [r for r in rows if r["kind"] == kind]


def num(value):
    try:
        number = float(value)
        return None if math.isnan(number) else number
    except (TypeError, ValueError):
        return None


CEILING = "stack ceiling"
service = of("service")
nocache = of("nocache")
pgbench = {r["scenario"]: r for r in of("pgbench")}
peer = {r["scenario"]: r for r in of("peer")}
scaling = of("scaling")


def ratio(a, b):
    a, b = num(a), num(b)
    return f"{a / b:.2f}" if a and b else "n/a"


def fmt(value, digits=0):
    number = num(value)
    if number is None:
        return "n/a"
    return f"{number:,.{digits}f}"


def target(name, ok, detail):
    return f"| {name} | {'met' if ok else 'missed'} | {detail} |"


by_name = {r["scenario"]: r for r in service}
nocache_by_name = {r["scenario"]: r for r in nocache}


def rate_in(table, name):
    """The req/s (or transactions/s) of a scenario in one kind's rows, None when it is not there."""
    return table.get(name, {}).get("rps")


def quotient(a, b):
    """a ÷ b as a number, or None when either figure is missing."""
    a, b = num(a), num(b)
    return a / b if a is not None and b else None


def goal(name, value, met, shown, missing="n/a"):
    """A target row; a value of None was not measured in this run."""
    if value is None:
        return f"| {name} | n/a | {missing} |"
    return f"| {name} | {'met' if met(value) else 'missed'} | {shown(value)} |"


def times(value):
    return f"{value:.2f} ×"


def rps(name):
    return num(by_name.get(name, {}).get("rps")) or 0


def p99(name):
    value = num(by_name.get(name, {}).get("p99_ms"))
    return value if value is not None else float("inf")


chart = os.path.splitext(report)[0] + ".svg"
if os.path.basename(report) == "benchmarks.md" and os.path.basename(os.path.dirname(report)) == "docs":
    chart = os.path.join(os.path.dirname(report), "images", "benchmarks.svg")
os.makedirs(os.path.dirname(chart), exist_ok=True)

# --- the chart: throughput bars (left axis) and p99 markers (right axis) per scenario
width, bar_h, gap, left = 900, 22, 12, 210
height = 70 + len(service) * (bar_h + gap)
max_rps = max([rps(r["scenario"]) for r in service] + [1])
max_p99 = max([num(r["p99_ms"]) or 0 for r in service] + [1])
plot_w = width - left - 40
svg = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" font-family="Arial, sans-serif" '
       f'font-size="12">',
       f'<rect width="{width}" height="{height}" fill="#ffffff"/>',
       f'<text x="{left}" y="20" font-size="14" font-weight="bold">Throughput (bars, req/s) and p99 latency '
       f'(dots, ms) per scenario</text>',
       f'<text x="{left}" y="38" fill="#52606d">bar scale 0-{max_rps:,.0f} req/s; dot scale 0-{max_p99:,.1f} ms; '
       f'{facts.get("connections")} connections, {facts.get("duration")} each</text>']
for i, r in enumerate(service):
    y = 55 + i * (bar_h + gap)
    w = plot_w * rps(r["scenario"]) / max_rps
    dot = left + plot_w * (num(r["p99_ms"]) or 0) / max_p99
    svg.append(f'<text x="{left - 8}" y="{y + 15}" text-anchor="end">{r["scenario"]}</text>')
    svg.append(f'<rect x="{left}" y="{y}" width="{w:.1f}" height="{bar_h}" fill="#3e7bfa"/>')
    svg.append(f'<text x="{left + w + 4:.1f}" y="{y + 15}" fill="#1f2933">{fmt(r["rps"])}</text>')
    svg.append(f'<circle cx="{dot:.1f}" cy="{y + bar_h / 2}" r="5" fill="#e12d39"/>')
    svg.append(f'<text x="{dot:.1f}" y="{y - 2}" text-anchor="middle" fill="#e12d39" font-size="10">'
               f'{fmt(r["p99_ms"], 1)}</text>')
svg.append("</svg>")
open(chart, "w").write("\n".join(svg))

lines = [
    "# Benchmarks",
    "",
    f"Written by `bench/run.sh{' --smoke' if facts.get('mode') == 'smoke' else ''}`; every number below comes "
    "from that run. Database, server and load generator share one machine.",
    "",
    "## Machine and versions",
    "",
    "| what | value |",
    "|---|---|",
]
for key in ("cpu", "cores", "memory", "java", "postgresql", "wrk"):
    lines.append(f"| {key} | {facts.get(key, 'n/a')} |")
lines += [
    "",
    f"Data set: {fmt(facts.get('organizations'))} organizations, {fmt(facts.get('locations'))} locations "
    f"(the biggest organization has {fmt(facts.get('big_organization'))}; the listing scenarios ask for the first "
    f"{fmt(facts.get('asked_locations'))}), {fmt(facts.get('schools'))} schools, "
    f"{fmt(facts.get('contacts'))} contacts, {fmt(facts.get('cards'))} cards with references.",
    "",
    "## The service",
    "",
    f"wrk, {facts.get('connections')} connections, {facts.get('duration')} per scenario after a warm-up, with "
    "the portal cache on (the default). The stack ceiling is `GET /embed/form.js`: a constant answer (the "
    "embed script, held in memory) through the same JAX-RS stack, with no database and no cache behind it; "
    "÷ ceiling is a scenario's rate over the stack ceiling's.",
    "",
    "| scenario | req/s | p50 ms | p99 ms | errors | server CPU % | peak RSS MB | ÷ ceiling | ÷ pgbench "
    "| ÷ peer |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
]
for r in service:
    name = r["scenario"]
    lines.append(f"| {name} | {fmt(r['rps'])} | {fmt(r['p50_ms'], 2)} | {fmt(r['p99_ms'], 2)} | {r['errors']} | "
                 f"{r['cpu_pct']} | {r['peak_rss_mb']} | {ratio(r['rps'], rate_in(by_name, CEILING))} | "
                 f"{ratio(r['rps'], rate_in(pgbench, name))} | {ratio(r['rps'], rate_in(peer, name))} |")
lines += ["", f"![Throughput and p99 per scenario]({os.path.relpath(chart, os.path.dirname(report))})", ""]

lines += ["## Cache on and off", ""]
if nocache:
    lines += ["The first start of the server has the portal cache off (`PORTAL_CACHE=false`): after the growth "
              "measurements below and a JIT warm-up on listing detail, these scenarios run with the same wrk "
              "settings and data as the service table's, whose server is the same jar started again with the "
              "cache on. Each ÷ ceiling is over the stack ceiling of its own server (cache on or cache off); "
              "÷ peer and ÷ pgbench are over the same peer and pgbench figures for both.", "",
              "| scenario | on req/s | on p99 ms | off req/s | off p99 ms | on ÷ ceiling | off ÷ ceiling "
              "| on ÷ peer | off ÷ peer | on ÷ pgbench | off ÷ pgbench |",
              "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for off in nocache:
        name = off["scenario"]
        on = by_name.get(name, {})
        lines.append(
            f"| {name} | {fmt(on.get('rps'))} | {fmt(on.get('p99_ms'), 2)} | {fmt(off['rps'])} | "
            f"{fmt(off['p99_ms'], 2)} | {ratio(on.get('rps'), rate_in(by_name, CEILING))} | "
            f"{ratio(off['rps'], rate_in(nocache_by_name, CEILING))} | "
            f"{ratio(on.get('rps'), rate_in(peer, name))} | {ratio(off['rps'], rate_in(peer, name))} | "
            f"{ratio(on.get('rps'), rate_in(pgbench, name))} | {ratio(off['rps'], rate_in(pgbench, name))} |")
    lines.append("")
else:
    lines += ["Not run.", ""]

h2_off = {r["scenario"]: r for r in of("h2nocache")}
h2_on = {r["scenario"]: r for r in of("h2")}
lines += ["## H2, the embedded database", ""]
if h2_off or h2_on:
    lines += [f"The same listing search on the embedded H2 database (what the README's run command starts with): "
              f"{fmt(facts.get('organizations'))} organizations and {fmt(facts.get('h2_locations'))} locations, "
              "spread as in PostgreSQL (the big organization whole), the same wrk settings; the server started "
              "with the portal cache off, then again with it on. H2 has no trigram index: a search reads the "
              "organization's locations with the asked bedroom count through the B-tree on (organization, "
              "bedrooms, name, id) and matches the text in each. ÷ PostgreSQL is over the same scenario on "
              "PostgreSQL (its table of "
              f"{fmt(facts.get('locations'))} locations), with the cache in the same state.", "",
              "| scenario | off req/s | off p50 ms | off p99 ms | on req/s | on p50 ms | on p99 ms "
              "| off ÷ PostgreSQL | on ÷ PostgreSQL |",
              "|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for name in dict.fromkeys(list(h2_off) + list(h2_on)):
        off, on = h2_off.get(name, {}), h2_on.get(name, {})
        lines.append(
            f"| {name} | {fmt(off.get('rps'))} | {fmt(off.get('p50_ms'), 2)} | {fmt(off.get('p99_ms'), 2)} | "
            f"{fmt(on.get('rps'))} | {fmt(on.get('p50_ms'), 2)} | {fmt(on.get('p99_ms'), 2)} | "
            f"{ratio(off.get('rps'), rate_in(nocache_by_name, name))} | {ratio(on.get('rps'), rate_in(by_name, name))} |")
    lines.append("")
else:
    lines += ["Not run.", ""]

lines += ["## The database's own limit: pgbench", "",
          "The SQL the service runs for each read scenario, prepared, straight to PostgreSQL.", "",
          "| scenario | transactions/s | mean latency ms |", "|---|---:|---:|"]
for name, r in pgbench.items():
    lines.append(f"| {name} | {fmt(r['rps'])} | {fmt(r['p50_ms'], 2)} |")
lines.append("")

if peer:
    lines += ["## The peer: Platformatic DB on the same tables", "",
              "| scenario | req/s | p50 ms | p99 ms | errors |", "|---|---:|---:|---:|---:|"]
    for name, r in peer.items():
        lines.append(f"| {name} | {fmt(r['rps'])} | {fmt(r['p50_ms'], 2)} | {fmt(r['p99_ms'], 2)} | {r['errors']} |")
    lines.append("")
else:
    lines += ["## The peer", "", "Not run in this mode.", ""]

STAGE = re.compile(r"^(search|by-email), (\d+) (locations|contacts)$")
stages = {}
for r in scaling:
    m = STAGE.match(r["scenario"])
    if m:
        stages.setdefault(m.group(1), []).append((int(m.group(2)), r))


def spread(name):
    """The largest req/s over the smallest across one measurement's stages (1.0 is perfectly flat)."""
    rates = [num(r["rps"]) for _, r in stages.get(name, [])]
    rates = [v for v in rates if v]
    return max(rates) / min(rates) if len(rates) > 1 else None


scale_chart = os.path.join(os.path.dirname(chart), os.path.basename(chart).replace(".svg", "-scale.svg"))
sw, sh, sl, st, pw, ph = 640, 330, 70, 50, 520, 220
sizes = sorted({size for series in stages.values() for size, _ in series}) or [1]
lo, hi = math.log10(min(sizes)), math.log10(max(sizes))
span = (hi - lo) or 1
ratios = [(num(r["rps"]) or 0) / (num(sorted(series)[0][1]["rps"]) or 1)
          for series in stages.values() for _, r in series]
ymax = max([1.5] + [value * 1.1 for value in ratios])


def sx(size):
    return sl + pw * (math.log10(size) - lo) / span


def sy(value):
    return st + ph * (1 - min(value, ymax) / ymax)


svg = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{sw}" height="{sh}" font-family="Arial, sans-serif" '
       f'font-size="12">', f'<rect width="{sw}" height="{sh}" fill="#ffffff"/>',
       f'<text x="{sl}" y="20" font-size="14" font-weight="bold">Throughput as the tables grow, over the '
       f'smallest size\'s</text>',
       f'<text x="{sl}" y="38" fill="#52606d">1.0 is flat; the band is ±20 %; portal cache off, 8 connections'
       f'</text>',
       f'<rect x="{sl}" y="{sy(1.2):.1f}" width="{pw}" height="{sy(0.8) - sy(1.2):.1f}" fill="#e3f8e9"/>']
for value in [step / 2 for step in range(int(ymax * 2) + 1)]:
    svg.append(f'<line x1="{sl}" x2="{sl + pw}" y1="{sy(value):.1f}" y2="{sy(value):.1f}" stroke="#cbd2d9"/>')
    svg.append(f'<text x="{sl - 8}" y="{sy(value) + 4:.1f}" text-anchor="end">{value:.1f}</text>')
for size in sizes:
    svg.append(f'<text x="{sx(size):.1f}" y="{st + ph + 18}" text-anchor="middle">{size:,}</text>')
svg.append(f'<text x="{sl + pw / 2}" y="{st + ph + 36}" text-anchor="middle" fill="#52606d">rows in the table '
           f'(locations for search, contacts for by-email)</text>')
colours = {"search": "#3e7bfa", "by-email": "#e12d39"}
for i, (name, series) in enumerate(sorted(stages.items())):
    series = sorted(series)
    base = num(series[0][1]["rps"]) or 1
    points = " ".join(f"{sx(size):.1f},{sy((num(r['rps']) or 0) / base):.1f}" for size, r in series)
    colour = colours.get(name, "#1f2933")
    svg.append(f'<polyline points="{points}" fill="none" stroke="{colour}" stroke-width="2"/>')
    for size, r in series:
        svg.append(f'<circle cx="{sx(size):.1f}" cy="{sy((num(r["rps"]) or 0) / base):.1f}" r="4" fill="{colour}"/>')
    svg.append(f'<text x="{sw - 150 + i * 80}" y="38" fill="{colour}" font-weight="bold">{name}</text>')
svg.append("</svg>")
open(scale_chart, "w").write("\n".join(svg))

lines += ["## How it scales", "",
          "Measured on the first server (portal cache off, so every search is the database's work), each after "
          "a warm-up, at 8 connections; before the smallest size of each, the path is loaded until the JIT has "
          "settled (45 s at the full concurrency, then rounds at 8 connections until one spends under 5 % of its "
          "time compiling: `raw/jit-*.tsv`). **Search** asks `/locations/bo-2?search=<n>&bedCount=<b>` in an "
          f"organization of {fmt(facts.get('small_organization'))} locations while the table grows around it; "
          "**by-email** asks for one address as the contacts table grows. Spread is the largest rate over "
          "the smallest.", "",
          "| measurement | rows | req/s | p50 ms | p99 ms |", "|---|---:|---:|---:|---:|"]
for name, series in sorted(stages.items()):
    for size, r in sorted(series):
        lines.append(f"| {name} | {size:,} | {fmt(r['rps'])} | {fmt(r['p50_ms'], 2)} | {fmt(r['p99_ms'], 2)} |")
lines.append("")
for name in sorted(stages):
    value = spread(name)
    lines.append(f"- {name}: spread {value:.2f}" if value else f"- {name}: one size only")
lines += ["", f"![Throughput as the tables grow]({os.path.relpath(scale_chart, os.path.dirname(report))})", "",
          "Search by the size of the organization searched (every match is answered, so the work grows with "
          "the matches):", "", "| measurement | req/s | p50 ms | p99 ms |", "|---|---:|---:|---:|"]
for r in scaling:
    if not STAGE.match(r["scenario"]):
        lines.append(f"| {r['scenario']} | {fmt(r['rps'])} | {fmt(r['p50_ms'], 2)} | {fmt(r['p99_ms'], 2)} |")

NMT = re.compile(r"^-\s+(.+?) \(reserved=(\d+)KB, committed=(\d+)KB\)")
nmt_rows, nmt_facts = [], {}
nmt_file = os.path.join(out_dir, "nmt.txt")
if os.path.exists(nmt_file):
    for line in open(nmt_file):
        m = NMT.match(line.strip())
        if m:
            nmt_rows.append((m.group(1), int(m.group(3)) / 1024))
        total = re.match(r"Total: reserved=(\d+)KB, committed=(\d+)KB", line.strip())
        if total:
            nmt_facts["total"] = int(total.group(2)) / 1024
        if "\t" in line:
            key, value = line.strip().split("\t", 1)
            nmt_facts[key] = int(value) / 1024
lines += ["", "## Start and memory", "",
          f"- First start of this build to ready (`java -jar` to `/health/ready` = 200: unpacking the server, "
          f"migrations on an empty database): {fmt(facts.get('ready_ms'))} ms",
          f"- Second start, the same jar on the same database (its kept server folder): "
          f"{fmt(facts.get('ready_second_ms'))} ms",
          f"- Third start (with Native Memory Tracking on): {fmt(facts.get('ready_third_ms'))} ms",
          f"- Idle RSS of the server JVM after its first start: {facts.get('idle_rss_mb')} MB",
          f"- Peak RSS over the whole run with the default settings (the larger of the two servers', cache off "
          f"and cache on): {facts.get('peak_rss_mb')} MB", ""]
if nmt_rows:
    lines += ["Where the memory goes (the third server, `jcmd VM.native_memory summary` after the reads' load; "
              "committed MB, largest first; the resident set also counts the JVM's own code and what the "
              "C library keeps):", "", "| area | committed MB |", "|---|---:|"]
    for area, mb in sorted(nmt_rows, key=lambda row: -row[1]):
        if mb >= 1:
            lines.append(f"| {area} | {mb:,.1f} |")
    if "total" in nmt_facts:
        lines.append(f"| **total committed** | {nmt_facts['total']:,.1f} |")
    if "rss_kb" in nmt_facts:
        lines.append(f"| **resident (RSS) now / peak** | {nmt_facts['rss_kb']:,.1f} / "
                     f"{nmt_facts.get('peak_rss_kb', 0):,.1f} |")
    lines.append("")

search_vs_pg = (rps("listing search") / (num(pgbench.get("listing search", {}).get("rps")) or float("inf")))
search_vs_peer = (rps("listing search") / (num(peer.get("listing search", {}).get("rps")) or float("inf"))
                  if peer else None)
peer_missing = "peer not run" if not peer else "n/a"
goal_p99 = ["listing detail", "by-email, 1 address", "listing search"]
p99s = [num(by_name.get(name, {}).get("p99_ms")) for name in goal_p99]
lines += ["## Targets", "", "All with the portal cache on (the service table), except the growth measurements' "
          "(cache off, above).", "",
          "| target | result | measured |", "|---|---|---|",
          goal("listing detail ÷ peer ≥ 1.5", quotient(rate_in(by_name, "listing detail"),
                                                        rate_in(peer, "listing detail")),
               lambda v: v >= 1.5, times, peer_missing),
          goal("listing detail ÷ stack ceiling ≥ 0.8", quotient(rate_in(by_name, "listing detail"),
                                                                 rate_in(by_name, CEILING)),
               lambda v: v >= 0.8, times),
          goal("by-email, 1 address ÷ peer ≥ 1.5", quotient(rate_in(by_name, "by-email, 1 address"),
                                                             rate_in(peer, "by-email, 1 address")),
               lambda v: v >= 1.5, times, peer_missing),
          goal("listing search ÷ pgbench (same SQL) ≥ 1.0", quotient(rate_in(by_name, "listing search"),
                                                                      rate_in(pgbench, "listing search")),
               lambda v: v >= 1.0, times),
          goal("p99 < 50 ms at those rates", None if None in p99s else max(p99s), lambda v: v < 50,
               lambda v: f"{v:.1f} ms (" + "; ".join(f"{n} {p:.1f}" for n, p in zip(goal_p99, p99s)) + ")"),
          goal("ready after java -jar, first start < 10 s", num(facts.get("ready_ms")), lambda v: v < 10000,
               lambda v: f"{v:,.0f} ms"),
          goal("ready after java -jar, second start < 5 s", num(facts.get("ready_second_ms")),
               lambda v: v < 5000, lambda v: f"{v:,.0f} ms"),
          goal("search flat within 20 % from the smallest table to the largest", spread("search"),
               lambda v: v <= 1.2, lambda v: f"spread {v:.2f}"),
          goal("by-email flat within 20 % from the smallest table to the largest", spread("by-email"),
               lambda v: v <= 1.2, lambda v: f"spread {v:.2f}"),
          goal("peak RSS over the run < 512 MB", num(facts.get("peak_rss_mb")), lambda v: v < 512,
               lambda v: f"{v:,.0f} MB"),
          "", "### Earlier targets", "", "| target | result | measured |", "|---|---|---|",
          target("listing search ≥ 0.5 × pgbench", search_vs_pg >= 0.5, f"{search_vs_pg:.2f} ×"),
          target("listing search ≥ 1.5 × peer", search_vs_peer is not None and search_vs_peer >= 1.5,
                 f"{search_vs_peer:.2f} ×" if search_vs_peer is not None else "peer not run"),
          target("by-email ≥ 2,000 req/s", rps("by-email, 1 address") >= 2000, f"{rps('by-email, 1 address'):,.0f}"),
          target("listing detail ≥ 2,000 req/s", rps("listing detail") >= 2000, f"{rps('listing detail'):,.0f}"),
          target("confirm ≥ 500 req/s", rps("verify-email confirm") >= 500, f"{rps('verify-email confirm'):,.0f}"),
          target("p99 < 50 ms at those rates",
                 max(p99("by-email, 1 address"), p99("listing detail"), p99("verify-email confirm")) < 50,
                 f"{max(p99('by-email, 1 address'), p99('listing detail'), p99('verify-email confirm')):.1f} ms"),
          target("RSS under load < 512 MB", (num(facts.get("peak_rss_mb")) or 1e9) < 512,
                 f"{facts.get('peak_rss_mb')} MB"),
          ""]
# The section bench/cluster.sh writes (between its markers) is its run's, not this one's: keep it.
cluster = re.search(r"## Two servers behind a balancer.*?<!-- /cluster -->", open(report).read(), re.S) \
    if os.path.exists(report) else None
if cluster:
    lines += [cluster.group(0), ""]
notes = os.path.join(os.path.dirname(os.path.abspath(__file__)), "NOTES.md")
if os.path.exists(notes) and facts.get("mode") == "full":
    lines += [open(notes).read().strip(), ""]
open(report, "w").write("\n".join(lines))
