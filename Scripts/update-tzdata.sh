#!/usr/bin/env bash
# Replaces the tz data compiled into DateMath with another IANA release and
# regenerates everything computed from it. One command:
#     Scripts/update-tzdata.sh 2026.6        # PyPI tzdata release (IANA 2026f)
# It
#   1. downloads PyPI `tzdata==VERSION` (IANA's data, public domain),
#   2. writes Sources/CDateMathTZData/bundle.c (the bundled source),
#   3. pins the same release in Fixtures/generator/requirements.txt and runs
#      Fixtures/generator/regenerate.sh, which recomputes the tzcases corpus
#      with the independent oracle (Python zoneinfo, cross-checked by java.time).
# Pass --bundle-only to skip step 3 (the corpus then still names the old
# release in its `# tzdata` headers, and `swift test` says so).
# Needs python3 with pip and, for step 3, java; nothing else.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VERSION="${1:?usage: Scripts/update-tzdata.sh PYPI_TZDATA_VERSION [--bundle-only]}"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

python3 -m pip download --quiet --disable-pip-version-check --no-deps \
    --only-binary=:all: "tzdata==$VERSION" -d "$WORK"
python3 -m zipfile -e "$WORK"/tzdata-*.whl "$WORK/wheel"
python3 "$ROOT/Scripts/make_tzdata_bundle.py" "$WORK/wheel/tzdata" \
    "$ROOT/Sources/CDateMathTZData/bundle.c"

if [ "${2:-}" != "--bundle-only" ]; then
    echo "tzdata==$VERSION" > "$ROOT/Fixtures/generator/requirements.txt"
    "$ROOT/Fixtures/generator/regenerate.sh" --keep-zones
fi
