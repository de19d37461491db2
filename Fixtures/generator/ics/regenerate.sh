#!/usr/bin/env bash
# Rebuilds the iCalendar corpus of issue 23 from scratch:
#   Fixtures/ics/<app>/<name>.ics, Fixtures/ics/manifest.json   (writer.py)
#   build/rie/, build/libical/                                  (the two oracles)
#   Fixtures/ics/<app>/<name>.expected, REPORT.md's counts      (compare.py, which
#                                    asks oracle (c), oracle_dateutil.py, about EXRULE)
# One command:  Fixtures/generator/ics/regenerate.sh
# Needs python3 (>= 3.10, with venv), PyPI access for requirements.txt, gcc,
# pkg-config and Debian's libical-dev (3.0.16 here).  Deterministic: two runs
# write identical files (seeded choices, pinned packages, no clock).
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$HERE"

# The venv is kept only when it holds exactly the pinned packages.
want="$(grep -v '^#' requirements.txt | grep . | tr 'A-Z_' 'a-z-' | sort)"
have=""
if [ -x .venv/bin/python ]; then
    have="$(.venv/bin/python -m pip freeze --disable-pip-version-check 2>/dev/null | tr 'A-Z_' 'a-z-' | sort || true)"
fi
if [ "$want" != "$have" ]; then
    rm -rf .venv
    python3 -m venv .venv
    .venv/bin/python -m pip install --quiet --disable-pip-version-check -r requirements.txt
fi

for tool in gcc pkg-config; do
    command -v "$tool" >/dev/null || { echo "regenerate.sh: $tool is needed" >&2; exit 1; }
done
pkg-config --exists libical || { echo "regenerate.sh: libical-dev is needed (apt-get install libical-dev)" >&2; exit 1; }

# zoneinfo from the pinned tzdata package only (never the system's), fixed hashing
export PYTHONTZPATH=
export PYTHONHASHSEED=0
export TZ=UTC

rm -rf build
ICS="$(cd ../../ics 2>/dev/null && pwd || true)"
if [ -n "$ICS" ]; then
    find "$ICS" -name '*.ics' -delete
    find "$ICS" -name '*.expected' -delete
    rm -f "$ICS/manifest.json"
fi

.venv/bin/python writer.py
.venv/bin/python oracle_rie.py
.venv/bin/python oracle_libical.py
.venv/bin/python compare.py
