#!/usr/bin/env python3
"""Expected values for Tests/DateMathTests/Zones/TZData/POSIXFooterTests.swift.

For each POSIX TZ string below, asks two independent implementations
for the changes of UTC offset in the given years: Python's zoneinfo, over
a version 3 TZif file with no transitions (so the footer rules at all
times, RFC 8536 §3.3), and the C library (glibc's tzset, through Python's
time module with TZ set to the string). Prints Swift literals to paste
into the test, and where the two disagree, which one is right:

- the zero-based `n` form: CPython's zoneinfo counts it one day early
  (day 59 of 2027 comes out as 28 February; POSIX's day 0 is 1 January,
  so day 59 is 1 March); glibc follows POSIX.
- daylight saving time all year (`EST5EDT,0/0,J365/25`): glibc leaves a
  five-hour stretch of standard time at each new year; RFC 8536 §3.3.1
  defines the string as DST all year, as zoneinfo reads it.

Run (Linux with glibc): python3 Fixtures/generator/posix_footer_oracle.py
"""

import datetime
import json
import io
import os
import time
import struct
import zoneinfo

CASES = [
    # (TZ string, years)
    ("<-03>3<-02>,M3.5.0/-2,M10.5.0/-1", [2030]),  # RFC 9636's example: signed hours
    ("EST5EDT,M3.2.0,M11.1.0", [2030, 9999]),
    ("AAA0BBB,M3.1.0/167,M10.1.0/-167", [2031]),  # hours at the extremes
    ("JJJ3KKK,J60/2,J300/2", [2027, 2028]),  # Jn: February 29 never counted
    ("NNN3OOO,59/2,300/2", [2027, 2028]),  # n: February 29 counted
    ("<+1030>-10:30<+11>-11,M10.1.0,M4.1.0", [2030]),  # Lord Howe: half-hour DST, south
    ("IST-1GMT0,M10.5.0,M3.5.0/1", [2030]),  # Dublin: negative DST
    ("EST5EDT,0/0,J365/25", [2030]),  # daylight saving time all year
    ("<-01>1<+00>-0:30,M2.1.6/23:59:59,M11.5.3/1:02:03", [2030]),  # minutes, seconds
]


def tzif(footer):
    """A version 3 TZif file: no transitions, one UTC type, the footer."""
    def header():
        return b"TZif3" + b"\0" * 15 + struct.pack(">6l", 0, 0, 0, 0, 1, 4)
    block = struct.pack(">lBB", 0, 0, 0) + b"UTC\0"
    return header() + block + header() + block + b"\n" + footer.encode() + b"\n"


def changes(offset_at, year):
    """(UTC instant, offset seconds after) for each change in `year` (UTC),
    given `offset_at(utc datetime) -> seconds`: hourly steps, then seconds."""
    out = []
    t = datetime.datetime(year, 1, 1, tzinfo=datetime.timezone.utc) - datetime.timedelta(days=1)
    end = (datetime.datetime(year + 1, 1, 1, tzinfo=datetime.timezone.utc) if year < 9999
           else datetime.datetime(9999, 12, 30, tzinfo=datetime.timezone.utc))
    previous = offset_at(t)
    while t < end:
        nxt = t + datetime.timedelta(hours=1)
        if offset_at(nxt) != previous:
            u = t
            while offset_at(u) == previous:
                u += datetime.timedelta(seconds=1)
            previous = offset_at(u)
            if u.year == year:
                out.append((u, previous))
            t = u
            continue
        t = nxt
    return out


def zoneinfo_offset(zone):
    return lambda u: int(u.astimezone(zone).utcoffset().total_seconds())


def glibc_offset(tz):
    """The C library's reading of a TZ string (glibc's tzset)."""
    def offset_at(u):
        os.environ["TZ"] = tz
        time.tzset()
        return time.localtime(int(u.timestamp())).tm_gmtoff
    return offset_at


def trusted(footer):
    """Which oracle decides where the two disagree (see the docstring)."""
    if ",0/0,J365/25" in footer:
        return "zoneinfo"
    if any(part[:1].isdigit() for part in footer.split(",")[1:]):
        return "glibc"
    return None


def literal(rows):
    return ", ".join('("%s", %d)' % (u.strftime("%Y-%m-%dT%H:%M:%SZ"), off) for u, off in rows)


for footer, years in CASES:
    zone = zoneinfo.ZoneInfo.from_file(io.BytesIO(tzif(footer)), key="test")
    for year in years:
        by_zoneinfo = changes(zoneinfo_offset(zone), year)
        by_glibc = changes(glibc_offset(footer), year)
        chosen = by_zoneinfo
        if by_zoneinfo != by_glibc:
            judge = trusted(footer)
            if judge is None:
                raise SystemExit("oracles disagree on %s %d: zoneinfo %s, glibc %s" % (
                    footer, year, by_zoneinfo, by_glibc))
            chosen = by_glibc if judge == "glibc" else by_zoneinfo
            print("    // %s %d: zoneinfo and glibc disagree; %s is right (see the oracle's notes)" % (
                footer, year, judge))
        print('    FooterCase(%s, year: %d, changes: [%s]),' % (json.dumps(footer), year, literal(chosen)))
