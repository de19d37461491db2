#!/usr/bin/env bash
# Regenerates Fixtures/tzcases/generated/, REPORT.md and the changes file
# (UTC-offset differences between Foundation's tz release and the pinned one),
# and verifies Fixtures/tzcases/curated/ against both oracles.  One command:
#     Fixtures/generator/regenerate.sh
# Needs python3 (>= 3.9, with venv), java (>= 11, runs CrossCheck.java as a
# single-file program) and PyPI access for the tzdata packages: the pinned one
# (requirements.txt) and the two older releases below.
# Swift is optional: when present, zones.txt (the names Foundation's
# TimeZone(identifier:) accepts) is refreshed; pass --keep-zones to skip that.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$HERE"

if [ ! -x .venv/bin/python ]; then
    python3 -m venv .venv
fi
.venv/bin/python -m pip install --quiet --disable-pip-version-check -r requirements.txt

# Older tz releases, each installed apart under build/ (gitignored) and only
# compared with the pinned one, never used for expectations:
JAVA_TZDATA=2025.1        # IANA 2025a: java.time's own tz data here (generate.py checks it)
FOUNDATION_TZDATA=2025.2  # IANA 2025b: the Swift toolchain's Foundation here
for v in "$JAVA_TZDATA" "$FOUNDATION_TZDATA"; do
    if [ ! -d "build/releases/tzdata-$v/tzdata-$v.dist-info" ]; then
        rm -rf "build/releases/tzdata-$v"
        .venv/bin/python -m pip install --quiet --disable-pip-version-check --no-deps \
            --target "build/releases/tzdata-$v" "tzdata==$v"
    fi
done

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

iana_version() {  # IANA version of a tzdata package directory
    sed -n '1s/^# version //p' "$1/zoneinfo/tzdata.zi"
}
FOUNDATION_DIR="build/releases/tzdata-$FOUNDATION_TZDATA/tzdata"
PINNED_DIR="$(.venv/bin/python -c 'import os, tzdata; print(os.path.dirname(tzdata.__file__))')"
CHANGES="changes-$(iana_version "$FOUNDATION_DIR")-$(iana_version "$PINNED_DIR").txt"
.venv/bin/python diff_releases.py "$FOUNDATION_DIR" "$CHANGES"

.venv/bin/python generate.py --java-tzdata "build/releases/tzdata-$JAVA_TZDATA/tzdata" --changes "$CHANGES"
