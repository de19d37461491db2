#!/usr/bin/env bash
# Regenerates Fixtures/tzcases/generated/ and REPORT.md, and verifies
# Fixtures/tzcases/curated/ against both oracles.  One command:
#     Fixtures/generator/regenerate.sh
# Needs python3 (>= 3.9, with venv), java (>= 11, runs CrossCheck.java as a
# single-file program) and PyPI access for the pinned tzdata package.
# Swift is optional: when present, zones.txt (the names Foundation's
# TimeZone(identifier:) accepts) is refreshed; pass --keep-zones to skip that.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$HERE"

if [ ! -x .venv/bin/python ]; then
    python3 -m venv .venv
fi
.venv/bin/python -m pip install --quiet --disable-pip-version-check -r requirements.txt

# never read the system zoneinfo (Debian's includes backzone)
export PYTHONTZPATH=
export PYTHONHASHSEED=0

if [ "${1:-}" != "--keep-zones" ] && command -v swift >/dev/null 2>&1; then
    .venv/bin/python -c 'import zoneinfo; zoneinfo.reset_tzpath([]); print("\n".join(sorted(zoneinfo.available_timezones())))' \
        > build-candidates.txt
    swift foundation-zones.swift < build-candidates.txt > zones.txt.new
    rm -f build-candidates.txt
    mv zones.txt.new zones.txt
fi

.venv/bin/python generate.py
