#!/usr/bin/env bash
# Regenerates Fixtures/tzcases/generated/, REPORT.md and the changes file
# (UTC-offset differences between Foundation's tz release and the pinned one),
# and verifies Fixtures/tzcases/curated/ against both oracles; the same run
# writes the tzcases v2 `difference` cases to build/difference/ (gitignored;
# generate.py runs difference.py after the corpus).  One command:
#     Fixtures/generator/regenerate.sh
# Needs python3 (>= 3.9, with venv), java (>= 11, runs CrossCheck.java as a
# single-file program) and PyPI access for the tzdata packages: the pinned one
# (requirements.txt), Foundation's (below) and java.time's.
# java.time's cross-check runs on the JDK whose own tz data is the newest
# release among `java` on PATH and /usr/lib/jvm/*/bin/java (on a tie, the one
# on PATH); set JAVA=/path/to/bin/java to choose it yourself.  The PyPI
# tzdata of that JDK's release is installed to compare it with the pinned one.
# Swift is optional: when present, zones.txt (the names Foundation's
# TimeZone(identifier:) accepts) is refreshed; pass --keep-zones to skip that.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$HERE"

if [ ! -x .venv/bin/python ]; then
    python3 -m venv .venv
fi
.venv/bin/python -m pip install --quiet --disable-pip-version-check -r requirements.txt

# Older tz releases, each installed apart under build/releases/ (gitignored)
# and only compared with the pinned one, never used for expectations.
FOUNDATION_TZDATA=2025.2  # IANA 2025b: the Swift toolchain's Foundation here

install_release() {  # PyPI tzdata version -> build/releases/tzdata-VERSION/tzdata
    if [ ! -d "build/releases/tzdata-$1/tzdata-$1.dist-info" ]; then
        rm -rf "build/releases/tzdata-$1"
        if ! .venv/bin/python -m pip install --quiet --disable-pip-version-check --no-deps \
                --target "build/releases/tzdata-$1" "tzdata==$1"; then
            echo "cannot install PyPI tzdata==$1 into build/releases/tzdata-$1" >&2
            exit 1
        fi
    fi
}
install_release "$FOUNDATION_TZDATA"

# java.time: the JDK with the newest tz release (JAVA overrides).
java_tzdb() {  # IANA release of a java binary's own tz data, or nothing
    "$1" CrossCheck.java --tzdb-version 2>/dev/null || true
}
release_key() {  # 2026a -> "2026 1 a", so that sort orders releases
    printf '%s %d %s\n' "${1:0:4}" "$((${#1} - 4))" "${1:4}"
}
if [ -n "${JAVA:-}" ]; then
    JAVA_RELEASE="$(java_tzdb "$JAVA")"
    [ -n "$JAVA_RELEASE" ] || { echo "JAVA=$JAVA does not run CrossCheck.java" >&2; exit 1; }
    JAVA_CHOICE="set by the JAVA environment variable"
else
    candidates=()
    if command -v java >/dev/null; then candidates+=("$(command -v java)"); fi
    candidates+=(/usr/lib/jvm/*/bin/java)
    declare -A seen=()
    JAVA_CHOICE=""
    best_key=""
    for j in "${candidates[@]}"; do
        [ -x "$j" ] || continue
        real="$(readlink -f "$j")"
        [ -z "${seen[$real]:-}" ] || continue
        seen[$real]=1
        r="$(java_tzdb "$j")"
        [[ "$r" =~ ^[0-9]{4}[a-z]+$ ]] || continue
        JAVA_CHOICE="${JAVA_CHOICE:+$JAVA_CHOICE, }$real ($r)"
        key="$(release_key "$r")"
        if [ -z "$best_key" ] || [ "$(printf '%s\n%s\n' "$best_key" "$key" | sort -k1,1n -k2,2n -k3,3 | tail -1)" != "$best_key" ]; then
            best_key="$key"; JAVA="$real"; JAVA_RELEASE="$r"
        fi
    done
    [ -n "$best_key" ] || { echo "no java found (PATH, /usr/lib/jvm/*/bin/java); set JAVA" >&2; exit 1; }
    JAVA_CHOICE="the newest tz release among $JAVA_CHOICE"
fi
# PyPI numbers IANA releases YYYY.N with N the letter's index + 1 (2026a = 2026.1).
if [[ ! "$JAVA_RELEASE" =~ ^([0-9]{4})([a-z])$ ]]; then
    echo "java.time's tz release '$JAVA_RELEASE' ($JAVA) has no PyPI tzdata number" >&2; exit 1
fi
letters=abcdefghijklmnopqrstuvwxyz
prefix="${letters%%"${BASH_REMATCH[2]}"*}"
JAVA_TZDATA="${BASH_REMATCH[1]}.$((${#prefix} + 1))"
install_release "$JAVA_TZDATA"
got="$(PYTHONPATH="build/releases/tzdata-$JAVA_TZDATA" .venv/bin/python -c 'import tzdata; print(tzdata.IANA_VERSION)')"
if [ "$got" != "$JAVA_RELEASE" ]; then
    echo "PyPI tzdata==$JAVA_TZDATA holds IANA $got, not $JAVA_RELEASE ($JAVA's tz data)" >&2; exit 1
fi
echo "java.time: $JAVA, tz data $JAVA_RELEASE (PyPI tzdata $JAVA_TZDATA); $JAVA_CHOICE"

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

.venv/bin/python generate.py --java "$JAVA" --java-choice "$JAVA_CHOICE" \
    --java-tzdata "build/releases/tzdata-$JAVA_TZDATA/tzdata" \
    --foundation-tzdata "$FOUNDATION_DIR" --changes "$CHANGES"

# The rounding corpus (Fixtures/rounding/): Temporal's rounding from the spec
# text (temporal_round.py), seeded, over the same pinned tz data.
.venv/bin/python rounding.py
# and every round case again by brute force over zoneinfo (rounding_crosscheck.py)
.venv/bin/python rounding_crosscheck.py

# The recurrence corpus (Fixtures/tzcases/recur/, tzcases v2 `recur`):
# dateutil's RFC 5545 expansion on the wall clock, then the zone's instants
# over the same pinned tz data (recur.py, writes RECUR-REPORT.md's counts);
# the RFC 5545 examples typed in by hand, checked against dateutil
# (recur_rfc_check.py); libical's wall-clock sequences compared with
# dateutil's when libical-dev and gcc are there (recur_libical_check.py).
.venv/bin/python recur.py
.venv/bin/python recur_rfc_check.py
if command -v gcc >/dev/null && [ -e /usr/include/libical/ical.h ]; then
    .venv/bin/python recur_libical_check.py
else
    echo "recur: libical cross-check skipped (needs gcc and libical-dev)"
fi

# The RFC 3339 / RFC 9557 parse table (Tests/DateMathTests/Interchange/RFCTableTests+Rows.swift),
# each expected value from datetime/zoneinfo over the same pinned tz data.
.venv/bin/python rfc_table.py
