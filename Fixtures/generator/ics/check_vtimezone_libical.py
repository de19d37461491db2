#!/usr/bin/env python3
"""Has libical read the VTIMEZONEs DateMath writes, against zoneinfo (issue 23).

DateMath writes a VTIMEZONE for each zone of ZONES over each range of RANGES
(`ICalendarComponent(vtimezone:covering:)`, dumped by the test
`dumpForLibicalCheck` of Tests/DateMathTests/ICalendar/TimeZones/ICalendarTimeZoneWritingTests.swift,
which runs only when DATEMATH_VTIMEZONE_DUMP is set).  libical 3.0
(vtimezone_libical.c, built here against Debian's libical-dev) reads each one
and gives the UTC offset

  - at instants (UTC -> local): the range's start, every transition of the
    zone in the range (as zoneinfo has them) one hour and one second before,
    at, and one hour after, and the 15th of every month at 12:00 UTC;
  - for wall-clock times (local -> UTC): one hour before each transition's
    wall clock (on the offset before) and one hour after it (on the offset
    after), and the 15th of every month at 12:00 local; only wall-clock
    times that zoneinfo reads unambiguously (neither in a gap nor in an
    overlap, where libical takes the later offset and RFC 5545 the
    earlier: those say nothing about the VTIMEZONE);

and, for 2020..<2030, the same from 2030 to 2036, where libical follows
the VTIMEZONE's open-ended rules (AFTER).  There only zones whose rules the
VTIMEZONE cannot carry on may differ: Africa/Cairo, whose October change
(00:00 on the Friday after the last Thursday) fell on 1 November in 2024
and does again in 2030, so no one-month yearly rule holds it; its
component follows the April rule to 2030-04-26 and then keeps +03:00.

The expectations are Python's zoneinfo over the pinned tzdata package
(requirements.txt: tzdata 2026.6 = IANA 2026f, DateMath's bundled release),
never DateMath's own zone.  Prints the counts and every disagreement.

    cd Fixtures/generator/ics && PYTHONTZPATH= .venv/bin/python check_vtimezone_libical.py [--dump DIR]

With --dump DIR the VTIMEZONEs already in DIR are read (no swift run).
CI does not run this.  With tz 2026f and libical 3.0.16: within the ranges
61,978 instants and 50,236 wall-clock times, all agreeing; after 2020..<2030,
4,479 and 3,665 agreeing, and 54 and 43 differing, all of them Cairo's.
"""

import argparse
import collections
import datetime as dt
import os
import subprocess
import sys
import tempfile
import zoneinfo

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
BUILD = os.path.join(HERE, "build")
BIN = os.path.join(BUILD, "vtimezone_libical")
SRC = os.path.join(HERE, "vtimezone_libical.c")

ZONES = [
    "America/New_York", "America/Los_Angeles", "America/Chicago", "America/Denver", "America/Phoenix",
    "America/Anchorage", "America/Halifax", "America/St_Johns", "America/Havana", "America/Mexico_City",
    "America/Santiago", "America/Sao_Paulo", "America/Asuncion", "America/Nuuk", "America/Vancouver",
    "America/Argentina/Buenos_Aires", "Europe/Berlin", "Europe/Dublin", "Europe/London", "Europe/Lisbon",
    "Europe/Moscow", "Europe/Istanbul", "Europe/Kyiv", "Asia/Beirut", "Asia/Jerusalem", "Asia/Gaza",
    "Asia/Tehran", "Asia/Kolkata", "Asia/Tokyo", "Asia/Shanghai", "Asia/Kathmandu", "Asia/Amman",
    "Asia/Damascus", "Africa/Casablanca", "Africa/Cairo", "Australia/Sydney", "Australia/Lord_Howe",
    "Australia/Adelaide", "Pacific/Auckland", "Pacific/Chatham", "Pacific/Apia", "Pacific/Kiritimati",
    "Pacific/Norfolk", "Antarctica/Troll", "UTC",
]
RANGES = [(1970, 2040), (2020, 2030)]
# After 2020..<2030 the VTIMEZONEs' open-ended rules are checked too, to 2036
# (libical expands rules a few years past the present and no further).
AFTER = {(2020, 2030): 2036}
# Zones whose VTIMEZONE cannot carry their rules past the range (see above).
DIFFER_AFTER = {"Africa/Cairo"}


def build():
    if os.path.exists(BIN) and os.path.getmtime(BIN) >= os.path.getmtime(SRC):
        return
    os.makedirs(BUILD, exist_ok=True)
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "libical"], check=True,
                           capture_output=True, text=True).stdout.split()
    subprocess.run(["gcc", "-O2", "-Wall", SRC, "-o", BIN] + flags, check=True)


def dump(directory):
    """DateMath's VTIMEZONEs, written by the test that dumps them."""
    env = dict(os.environ, DATEMATH_VTIMEZONE_DUMP=directory, DATEMATH_VTIMEZONE_ZONES=",".join(ZONES),
               DATEMATH_VTIMEZONE_YEARS=",".join(f"{a}-{b}" for a, b in RANGES))
    subprocess.run(["swift", "test", "--filter", "dumpForLibicalCheck"], cwd=ROOT, env=env, check=True,
                   stdout=subprocess.DEVNULL)


def epoch(year):
    return int(dt.datetime(year, 1, 1, tzinfo=dt.timezone.utc).timestamp())


def offset_at(zone, t):
    return int(dt.datetime.fromtimestamp(t, zone).utcoffset().total_seconds())


def transitions(zone, start, end):
    """zoneinfo's changes of offset in [start, end): (instant, before, after),
    found every 6 hours and narrowed to the second."""
    found = []
    step = 6 * 3600
    t, current = start, offset_at(zone, start)
    while t < end:
        u = min(t + step, end - 1)
        later = offset_at(zone, u)
        if later != current:
            low, high = t, u  # offset(low) == current, offset(high) != current
            while high - low > 1:
                mid = (low + high) // 2
                if offset_at(zone, mid) == current:
                    low = mid
                else:
                    high = mid
            after = offset_at(zone, high)
            found.append((high, current, after))
            current = after
            t = high
            continue
        t = u if u > t else end
    return found


def unambiguous_offset(zone, wall):
    """The offset of a naive wall-clock time, or None in a gap or an overlap."""
    a = wall.replace(tzinfo=zone, fold=0).utcoffset()
    b = wall.replace(tzinfo=zone, fold=1).utcoffset()
    if a != b:
        return None
    off = int(a.total_seconds())
    # In zoneinfo, a wall clock in a gap has fold 0 and 1 differ; a wall clock
    # after the last transition reads the same both ways and exists.
    return off


def months(start_year, end_year):
    for y in range(start_year, end_year):
        for m in range(1, 13):
            yield y, m


def queries(zone, a, b):
    """Instants and unambiguous wall-clock times of years a..<b, with zoneinfo's offsets."""
    start, end = epoch(a), epoch(b)
    utc, local = [], []
    utc.append(start)
    for t, before, after in transitions(zone, start, end):
        utc += [x for x in (t - 3600, t - 1, t, t + 3600) if start <= x < end]
        local.append(dt.datetime.fromtimestamp(t + before - 3600, dt.timezone.utc).replace(tzinfo=None))
        local.append(dt.datetime.fromtimestamp(t + after + 3600, dt.timezone.utc).replace(tzinfo=None))
    for y, m in months(a, b):
        utc.append(int(dt.datetime(y, m, 15, 12, tzinfo=dt.timezone.utc).timestamp()))
        local.append(dt.datetime(y, m, 15, 12))
    kept = []
    for wall in local:
        off = unambiguous_offset(zone, wall)
        if off is None:
            continue
        instant = int(wall.replace(tzinfo=dt.timezone.utc).timestamp()) - off
        if start <= instant < end:
            kept.append((wall, off))
    return [(t, offset_at(zone, t)) for t in sorted(set(utc))], kept


def libical(path, utc, local):
    lines = [f"U {t}" for t, _ in utc] + [f"L {w.strftime('%Y%m%dT%H%M%S')}" for w, _ in local]
    r = subprocess.run([BIN, path], input="\n".join(lines) + "\n", capture_output=True, text=True,
                       env=dict(os.environ, TZ="UTC"), check=True)
    return [int(line.split("\t")[0]) for line in r.stdout.splitlines()]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--dump", help="a directory that already holds the VTIMEZONEs")
    args = parser.parse_args()
    if os.environ.get("PYTHONTZPATH", None) != "":
        sys.exit("run with PYTHONTZPATH= so that zoneinfo reads only the pinned tzdata package")
    build()
    directory = args.dump or tempfile.mkdtemp(prefix="datemath-vtimezone-")
    if not args.dump:
        dump(directory)
    with open(os.path.join(directory, "tzdata")) as f:
        datemath_release = f.read().strip()
    import tzdata
    version = subprocess.run(["pkg-config", "--modversion", "libical"], check=True, capture_output=True,
                             text=True).stdout.strip()
    print(f"libical {version} reading DateMath's VTIMEZONEs (tz {datemath_release}) "
          f"against zoneinfo over tzdata {tzdata.__version__} (IANA {tzdata.IANA_VERSION})")
    totals = collections.Counter()
    disagreements = []
    for a, b in RANGES:
        spans = [("in", a, b)] + ([("after", b, AFTER[a, b])] if (a, b) in AFTER else [])
        for name in ZONES:
            zone = zoneinfo.ZoneInfo(name)
            path = os.path.join(directory, f"{a}-{b}", name.replace("/", "__") + ".ics")
            for where, c, d in spans:
                utc, local = queries(zone, c, d)
                got = libical(path, utc, local)
                for (t, want), off in zip(utc, got[:len(utc)]):
                    totals[where, "utc", off == want] += 1
                    if off != want:
                        disagreements.append((where, name, f"{a}-{b} {name} at {dt.datetime.fromtimestamp(t, dt.timezone.utc):%Y-%m-%dT%H:%M:%SZ}: "
                                             f"libical {off}, zoneinfo {want}"))
                for (wall, want), off in zip(local, got[len(utc):]):
                    totals[where, "local", off == want] += 1
                    if off != want:
                        disagreements.append((where, name, f"{a}-{b} {name} wall clock {wall:%Y-%m-%dT%H:%M:%S}: "
                                                           f"libical {off}, zoneinfo {want}"))
    print(f"{len(ZONES)} zones, ranges {', '.join(f'{a}..<{b}' for a, b in RANGES)}")
    for where, title in (("in", "within the ranges"), ("after", "after 2020..<2030, to 2036")):
        for kind, label in (("utc", "instants (UTC -> offset)"), ("local", "unambiguous wall-clock times (local -> UTC)")):
            agree, differ = totals[where, kind, True], totals[where, kind, False]
            print(f"{title}, {label}: {agree} agree, {differ} differ")
    unexpected = [text for where, name, text in disagreements if where == "in" or name not in DIFFER_AFTER]
    print(f"{len(disagreements) - len(unexpected)} expected disagreements (after the range: "
          f"{', '.join(sorted(DIFFER_AFTER))}), {len(unexpected)} unexpected")
    for where, name, text in disagreements:
        print("  " + text)
    return 1 if unexpected else 0


if __name__ == "__main__":
    sys.exit(main())
