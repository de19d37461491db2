#!/usr/bin/env bash
# The locale formatting engine against ICU, in full: every locale Foundation
# lists, every pair of date and time styles and every template of
# Tests/DateMathTests/Display/FormatEngineSamenessTests.swift (zone fields too), at
# about 290 wall-clock times from 1583 to 9999 (wall clocks) and 65
# instants in 13 zones (zoned date-times), and zone names every day from
# 1970 to 2025. Prints how many formats the engine writes, why the rest
# stay with ICU, and any difference; exits non-zero on one. About 40
# minutes on 2 cores. `swift test` runs the same tests on a sample.
#
#   Scripts/format-sameness.sh [TEST]   TEST: civil, zoned or zoneNamesDensely (default all)
set -uo pipefail
cd "$(dirname "$0")/.."
filter="FormatEngineSamenessTests${1:+/$1}"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
DATEMATH_FULL_SAMENESS=1 swift test --filter "$filter" > "$log" 2>&1
status=$?
grep -E 'engine:|zoned:|zone names:|  ICU [0-9]|  ≠|Test run|error:' "$log"
exit $status
