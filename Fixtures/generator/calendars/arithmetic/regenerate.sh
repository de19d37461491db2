#!/usr/bin/env bash
# Rebuilds Fixtures/tzcases/calendars/arithmetic/<cal>.tzcases (and build/summary-all.json,
# build/disagreements-<cal>.tsv) from
#   A. TC39's Temporal reference polyfill run offline under Node (the oracle set up by
#      shared/peers/temporal/setup.sh; ORACLE=<work dir>, default /tmp/temporal-oracle), and
#   B. spec_arith.py over the month tables of tables.py (PyPI packages pinned in
#      requirements.txt).
# A case is written only where A and B agree and ICU's conversion of every date of the
# case agrees with the tables.  Deterministic (fixed seed) for the same polyfill commit,
# Node/ICU and packages.  About 3 minutes on 2 cores.
#     Fixtures/generator/calendars/arithmetic/regenerate.sh [--cal hebrew chinese ...]
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$HERE"
ORACLE="${ORACLE:-/tmp/temporal-oracle}"
if [ ! -f "$ORACLE/oracle/runner.mjs" ]; then
    echo "no Temporal oracle at $ORACLE: run MIRROR=<proposal-temporal mirror> shared/peers/temporal/setup.sh $ORACLE" >&2
    exit 1
fi
export ORACLE
if [ ! -x .venv/bin/python ]; then
    python3 -m venv .venv
fi
.venv/bin/python -m pip install --quiet --disable-pip-version-check -r requirements.txt
export PYTHONHASHSEED=0
.venv/bin/python -W ignore gen.py "$@"
.venv/bin/python report.py
