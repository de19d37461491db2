#!/usr/bin/env bash
# Runs the benchmark: DateMath against plain Foundation, with java.time as a
# third column, in one run on this machine. Prints the table of
# docs/performance.md, and python-dateutil for the recurrence rows. Options:
# --quick (shorter, noisier), --no-java, --jiff BINARY (jiff's peer
# benchmark, built by ../shared/peers/jiff/build.sh, on the same tz data
# release: after DateMath's tables, five rounds of one run of jiff's binary
# and DateMath's rows of the same names timed the way jiff's harness times
# them, each row alone; medians, ranges and how many rounds DateMath won).
#   Benchmarks/run.sh
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$here"

quick=""
java=1
jiff=""
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) quick="--quick" ;;
    --no-java) java=0 ;;
    --jiff)
      [ $# -ge 2 ] && [ -x "$2" ] || { echo "run.sh: --jiff takes the jiff benchmark binary" >&2; exit 64; }
      jiff="$2"; shift ;;
    *) echo "usage: Benchmarks/run.sh [--quick] [--no-java] [--jiff BINARY]" >&2; exit 64 ;;
  esac
  shift
done

swift build -c release --product datemath-bench >&2
javaResults=""
if [ "$java" = 1 ] && command -v java >/dev/null 2>&1; then
  javaResults="$(mktemp)"
  trap 'rm -f "$javaResults"' EXIT
  java JavaTimeBench.java $quick > "$javaResults"
fi
# python-dateutil for the recurrence rows, in a virtualenv of its own
# (pinned as Fixtures/generator/requirements.txt pins it).
dateutilResults=""
if command -v python3 >/dev/null 2>&1; then
  if [ ! -x .venv/bin/python ]; then python3 -m venv .venv >&2; fi
  if .venv/bin/python -m pip install --quiet --disable-pip-version-check \
      python-dateutil==2.9.0.post0 tzdata==2026.6 >&2; then
    dateutilResults="$(mktemp)"
    trap 'rm -f "$javaResults" "$dateutilResults"' EXIT
    PYTHONTZPATH= .venv/bin/python dateutil_recur.py $quick > "$dateutilResults"
  fi
fi
# jiff reads the zones from TZDIR: PyPI tzdata 2026.6 (IANA 2026f), the
# release DateMath bundles, from the virtualenv above. The benchmark runs
# jiff's binary itself, in rounds alternating with DateMath's.
if [ -n "$jiff" ]; then
  TZDIR="$(.venv/bin/python -c 'import tzdata, os; print(os.path.join(os.path.dirname(tzdata.__file__), "zoneinfo"))')"
  export TZDIR
fi
.build/release/datemath-bench $quick ${javaResults:+--java "$javaResults"} ${dateutilResults:+--dateutil "$dateutilResults"} \
  ${jiff:+--jiff "$jiff"}
