#!/usr/bin/env bash
# Copies the screenshots the documentation shows from where the browser tests wrote them (target/screenshots,
# by `mvn verify`) into docs/images. Run it from the project's root after a test run, look at the pictures, and
# commit them. The tests themselves never write a tracked file.
set -euo pipefail
cd "$(dirname "$0")/.."
from=target/screenshots
[ -d "$from" ] || { echo "no $from: run the browser tests first (mvn verify)" >&2; exit 1; }
missing=0
for name in $(grep -ohE 'images/[A-Za-z0-9._-]+\.png' README.md docs/*.md | sed 's|images/||' | sort -u); do
  if [ -f "$from/$name" ]; then
    cp "$from/$name" "docs/images/$name"
  else
    echo "not in $from: $name" >&2
    missing=1
  fi
done
exit "$missing"
