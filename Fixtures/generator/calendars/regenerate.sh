#!/usr/bin/env bash
# Rebuilds Fixtures/tzcases/calendars/ (months-<cal>.tzcases, eras.tzcases) and
# Fixtures/generator/calendars/REPORT.md from the pinned oracles.  One command:
#     Fixtures/generator/calendars/regenerate.sh
# Needs: python3 (>= 3.9, venv) with PyPI access (requirements-calendars.txt),
# a C compiler with Debian's libicu-dev 72 (ICU4C 72.1; `apt-get install libicu-dev
# pkg-config gcc` on Debian 12), and java >= 11 on PATH (JavaDump.java runs as a
# single-file program).  Output is deterministic for the same ICU, JDK and packages.
# Takes about 10 minutes on 2 cores (korean-lunar-calendar and convertdate are slow).
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$HERE"

EXPECTED_ICU=72.1
icu="$(pkg-config --modversion icu-i18n)"
if [ "$icu" != "$EXPECTED_ICU" ]; then
    echo "ICU4C is $icu, the fixtures were made with $EXPECTED_ICU (Debian 12 libicu-dev);" >&2
    echo "set ALLOW_OTHER_ICU=1 to go on and review the diff of REPORT.md" >&2
    [ -n "${ALLOW_OTHER_ICU:-}" ] || exit 1
fi
mkdir -p build
cc -O2 -Wall -o build/icudump icudump.c $(pkg-config --cflags --libs icu-i18n icu-uc)

if [ ! -x .venv/bin/python ]; then
    python3 -m venv .venv
fi
.venv/bin/python -m pip install --quiet --disable-pip-version-check -r requirements-calendars.txt

export PYTHONHASHSEED=0
.venv/bin/python gen.py "$@"
echo "wrote $(cd ../../tzcases/calendars && ls months-*.tzcases eras.tzcases | wc -l) files to Fixtures/tzcases/calendars/ and REPORT.md"
