#!/usr/bin/env bash
# Runs the benchmark: DateMath against plain Foundation, with java.time as a
# third column, in one run on this machine. Prints the table of
# docs/performance.md, and python-dateutil for the recurrence rows. Options:
# --quick (shorter, noisier), --no-java, --jiff BINARY (jiff's peer
# benchmark, built by ../shared/peers/jiff/build.sh, on the same tz data
# release: after DateMath's tables, five rounds of one run of jiff's binary
# and DateMath's rows of the same names timed the way jiff's harness times
# them, each row alone; medians, ranges and how many rounds DateMath won).
# The iCalendar rows (issue 23) run recurring-ical-events (ics_peers.py, in
# the same virtualenv, pinned as Fixtures/generator/ics/requirements.txt
# pins it) and libical (ics/libical_bench.c, built with gcc and pkg-config
# when libical-dev is there) in the same run; each column says unavailable
# where its tool is missing. The 10 MiB and 40 MiB files are written by
# ics/make_calendar.py into a temporary folder and removed at the end.
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
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
javaResults=""
if [ "$java" = 1 ] && command -v java >/dev/null 2>&1; then
  javaResults="$scratch/java.txt"
  java JavaTimeBench.java $quick > "$javaResults"
fi
# python-dateutil for the recurrence rows, in a virtualenv of its own
# (pinned as Fixtures/generator/requirements.txt pins it).
dateutilResults=""
if command -v python3 >/dev/null 2>&1; then
  if [ ! -x .venv/bin/python ]; then python3 -m venv .venv >&2; fi
  if .venv/bin/python -m pip install --quiet --disable-pip-version-check \
      python-dateutil==2.9.0.post0 tzdata==2026.6 >&2; then
    dateutilResults="$scratch/dateutil.txt"
    PYTHONTZPATH= .venv/bin/python dateutil_recur.py $quick > "$dateutilResults"
  fi
fi
# iCalendar: the committed 500-event calendar, and files of 10 and 40 MiB
# written here; then each peer that can run, its lines into one file.
calendar="$here/ics/calendar-500.ics"
icsFrom=2026-01-01T00:07:00Z
icsTo=2027-01-01T00:07:00Z
icsResults="$scratch/ics.txt"
: > "$icsResults"
large=()
if command -v python3 >/dev/null 2>&1; then
  python3 ics/make_calendar.py year "$scratch/calendar-500.ics" 2>/dev/null
  cmp -s "$scratch/calendar-500.ics" "$calendar" || echo "run.sh: ics/calendar-500.ics is not what" \
    "ics/make_calendar.py writes now: run 'python3 Benchmarks/ics/make_calendar.py year' and commit it" >&2
  python3 ics/make_calendar.py large $((10 << 20)) "$scratch/large-10MiB.ics" >&2 \
    && python3 ics/make_calendar.py large $((40 << 20)) "$scratch/large-40MiB.ics" >&2 \
    && large=("$scratch/large-10MiB.ics" "$scratch/large-40MiB.ics")
fi
if [ -x .venv/bin/python ] && .venv/bin/python -m pip install --quiet --disable-pip-version-check \
    -r ../Fixtures/generator/ics/requirements.txt >&2; then
  PYTHONTZPATH= .venv/bin/python ics_peers.py $quick "$calendar" "$icsFrom" "$icsTo" "${large[@]}" >> "$icsResults" \
    || echo "run.sh: ics_peers.py failed; recurring-ical-events unavailable" >&2
fi
if command -v gcc >/dev/null 2>&1 && command -v pkg-config >/dev/null 2>&1 && pkg-config --exists libical; then
  if gcc -O2 -Wall ics/libical_bench.c -o "$scratch/libical_bench" $(pkg-config --cflags --libs libical) \
      -DLIBICAL_PKG_VERSION="\"$(pkg-config --modversion libical)\"" >&2; then
    TZ=UTC "$scratch/libical_bench" $quick "$calendar" "${icsFrom//[-:]/}" "${icsTo//[-:]/}" "${large[@]}" >> "$icsResults" \
      || echo "run.sh: libical_bench failed; libical unavailable" >&2
  fi
else
  echo "run.sh: gcc, pkg-config or libical-dev missing; libical unavailable (apt-get install libical-dev)" >&2
fi
icsLarge=()
for file in "${large[@]}"; do icsLarge+=(--ics-large "$file"); done
# jiff reads the zones from TZDIR: PyPI tzdata 2026.6 (IANA 2026f), the
# release DateMath bundles, from the virtualenv above. The benchmark runs
# jiff's binary itself, in rounds alternating with DateMath's.
if [ -n "$jiff" ]; then
  TZDIR="$(.venv/bin/python -c 'import tzdata, os; print(os.path.join(os.path.dirname(tzdata.__file__), "zoneinfo"))')"
  export TZDIR
fi
.build/release/datemath-bench $quick ${javaResults:+--java "$javaResults"} ${dateutilResults:+--dateutil "$dateutilResults"} \
  --ics "$icsResults" "${icsLarge[@]}" ${jiff:+--jiff "$jiff"}
