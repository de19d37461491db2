#!/usr/bin/env bash
# Regenerates Fixtures/tzcases/recur/rscale-*.tzcases (RFC 7529 RSCALE/SKIP `recur` cases)
# and build/counts.md (the figures of REPORT.md).  One command:
#     Fixtures/generator/rscale/regenerate.sh
# Needs python3 (>= 3.9, venv) with PyPI access (requirements.txt), gcc, pkg-config and
# Debian 12's libical-dev 3.0.16 (built with ICU 72.1: `apt-get install libical-dev`).
# Takes about 4 minutes on one core (most of it libical's iterator and korean-lunar-calendar).
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$HERE"

EXPECTED_LIBICAL=3.0.16
v="$(pkg-config --modversion libical)"
if [ "$v" != "$EXPECTED_LIBICAL" ]; then
    echo "libical is $v, the corpus was made with $EXPECTED_LIBICAL (Debian 12 libical-dev);" >&2
    echo "set ALLOW_OTHER_LIBICAL=1 to go on and review the diff" >&2
    [ -n "${ALLOW_OTHER_LIBICAL:-}" ] || exit 1
fi
if [ ! -x .venv/bin/python ]; then
    python3 -m venv .venv
fi
.venv/bin/python -m pip install --quiet --disable-pip-version-check -r requirements.txt

export PYTHONTZPATH=   # never the system zoneinfo (Debian's includes backzone)
export PYTHONHASHSEED=0
.venv/bin/python gen_rscale.py
