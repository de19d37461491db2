#!/usr/bin/env python3
"""Writes the seed corpus of the `tzif` fuzz target into Fuzz/Seeds/tzif/.

Two kinds of seeds:

* real zones, copied from a tzdata wheel's zoneinfo directory
  (`pip download tzdata==2026.6 --no-deps`, unzipped; tz data is public
  domain), given with --zoneinfo DIR;
* hand-made edge files, written by this script: a version 1 file, a
  version 4 file with a truncated leap-second table and an expiry record,
  footer-only files (permanent DST, hours of +-167, a name-only rule), a
  file with transitions before 1800 and after 2200, an empty footer.

Usage: python3 Fuzz/Tools/make_tzif_seeds.py [--zoneinfo DIR] [OUT_DIR]
"""

import argparse
import calendar
import os
import shutil
import struct
import sys

ZONES = [
    "America/New_York", "Europe/Dublin", "Australia/Lord_Howe", "Pacific/Apia",
    "America/Sao_Paulo", "Africa/Casablanca", "Asia/Tehran", "UTC",
    "America/Vancouver", "America/Nuuk", "Asia/Gaza", "Pacific/Chatham",
    "Antarctica/Troll", "America/Santiago", "Africa/Cairo", "Asia/Jerusalem",
]


def utc(y, m=1, d=1, hh=0, mm=0, ss=0):
    return calendar.timegm((y, m, d, hh, mm, ss, 0, 0, 0))


def block(times, indices, types, leaps=(), std=None, ut=None, size=8):
    """One data block. types: [(utoff, isdst, name)]; leaps: [(occ, corr)]."""
    chars = b""
    desig = []
    for _, _, name in types:
        encoded = name.encode() + b"\0"
        at = chars.find(encoded)
        if at < 0:
            at = len(chars)
            chars += encoded
        desig.append(at)
    fmt = ">q" if size == 8 else ">i"
    out = b"".join(struct.pack(fmt, t) for t in times)
    out += bytes(indices)
    for (off, dst, _), at in zip(types, desig):
        out += struct.pack(">iBB", off, dst, at)
    out += chars
    for occ, corr in leaps:
        out += struct.pack(fmt, occ) + struct.pack(">i", corr)
    std = std or []
    ut = ut or []
    out += bytes(std) + bytes(ut)
    counts = (len(ut), len(std), len(leaps), len(times), len(types), len(chars))
    return counts, out


def header(version, counts):
    vbyte = b"\0" if version == 1 else str(version).encode()
    return b"TZif" + vbyte + b"\0" * 15 + struct.pack(">6I", *counts)


def tzif(version, times, indices, types, footer=None, leaps=()):
    if version == 1:
        counts, data = block(times, indices, types, leaps, size=4,
                             std=[0] * len(types), ut=[0] * len(types))
        return header(1, counts) + data
    # A slim version 1 block (as zic -b slim writes), then the real data.
    c1, d1 = block([], [], [types[0]], size=4)
    c2, d2 = block(times, indices, types, leaps, size=8)
    return (header(version, c1) + d1 + header(version, c2) + d2
            + b"\n" + (footer or "").encode() + b"\n")


# The 27 positive leap seconds, as the POSIX instants they follow.
LEAPS = [utc(*d) for d in [
    (1972, 7), (1973,), (1974,), (1975,), (1976,), (1977,), (1978,), (1979,),
    (1980,), (1981, 7), (1982, 7), (1983, 7), (1985, 7), (1988,), (1990,),
    (1991,), (1992, 7), (1993, 7), (1994, 7), (1996,), (1997, 7), (1999,),
    (2006,), (2009,), (2012, 7), (2015, 7), (2017,)]]


def edge_seeds():
    seeds = {}
    # Version 1 only: 32-bit times, no footer, isstd/isut indicators.
    ny = [(-17762, 0, "LMT"), (-14400, 1, "EDT"), (-18000, 0, "EST")]
    times, idx = [], []
    for y in range(2020, 2024):
        times += [utc(y, 3, 8 + (6 - calendar.weekday(y, 3, 8)), 7),
                  utc(y, 11, 1 + (6 - calendar.weekday(y, 11, 1)), 6)]
        idx += [1, 2]
    seeds["edge-v1-only.tzif"] = tzif(1, [-2147483648] + times, [2] + idx, ny)

    # Version 4, leap-second counted times: the table starts at the 11th
    # leap second (correction 11, allowed by RFC 9636), ends with an
    # expiry record repeating the last correction.
    leaps = []
    for i, t in enumerate(LEAPS[10:], start=10):
        leaps.append((t + i, i + 1))
    leaps.append((utc(2026, 12, 28) + 27, 27))
    cet = [(3600, 0, "CET"), (7200, 1, "CEST")]
    times = [utc(2025, 3, 30, 1) + 27, utc(2025, 10, 26, 1) + 27]
    seeds["edge-v4-leapseconds.tzif"] = tzif(
        4, times, [1, 0], cet, "CET-1CEST,M3.5.0,M10.5.0/3", leaps)

    # Footer only, daylight saving time all year (RFC 8536 version 3).
    seeds["edge-footer-permanent-dst.tzif"] = tzif(
        3, [], [], [(-14400, 1, "EDT")], "EST5EDT,0/0,J365/25")
    # Footer only, transition hours at the +-167 limit.
    seeds["edge-footer-hours-167.tzif"] = tzif(
        3, [], [], [(-10800, 0, "-03")], "<-03>3<-02>,M3.5.0/-167,M10.5.0/167")
    # Daylight periods that reach into the neighbouring years.
    seeds["edge-footer-hours-167-wrap.tzif"] = tzif(
        3, [], [], [(41400, 0, "+1130")],
        "<+1130>-11:30<+13>,J1/-167:59:59,365/167:59:59")
    # A rule whose two offsets are equal: only the name and flag change.
    seeds["edge-footer-name-only.tzif"] = tzif(
        2, [], [], [(0, 0, "AAA")], "AAA0BBB0,M3.5.0,M10.5.0")
    # A footer designation of 17 bytes, one more than DateMath takes
    # (issue 22: footer names had no limit): refused as invalid data.
    seeds["edge-footer-designation-17-bytes.tzif"] = tzif(
        2, [], [], [(-18000, 0, "EST")], "EST5<ABCDEFGHIJKLMNOPQ>,M3.2.0,M11.1.0")
    # Transitions at the big bang, before 1800, inside the table and after
    # 2200 (past the table), then a rule with negative DST (Dublin's).
    types = [(-1521, 0, "LMT"), (0, 0, "GMT"), (3600, 0, "IST"), (-3600, 1, "XST")]
    times = [-(1 << 59), utc(1799, 6), utc(1900), utc(2100), utc(2300)]
    seeds["edge-beyond-table.tzif"] = tzif(
        3, times, [0, 1, 2, 3, 2], types, "IST-1GMT0,M10.5.0,M3.5.0/1")
    # Version 2 with an empty footer: the last type rules for ever.
    seeds["edge-empty-footer.tzif"] = tzif(
        2, [utc(1970), utc(2000)], [1, 2],
        [(3600, 0, "AAA"), (7200, 1, "BBB"), (86399, 0, "CCC")], "")
    return seeds


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--zoneinfo", help="a zoneinfo directory (tzdata wheel)")
    parser.add_argument("out", nargs="?", default=os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "Seeds", "tzif"))
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    if args.zoneinfo:
        for zone in ZONES:
            shutil.copyfile(os.path.join(args.zoneinfo, zone),
                            os.path.join(args.out, zone.replace("/", "_") + ".tzif"))
    for name, data in edge_seeds().items():
        with open(os.path.join(args.out, name), "wb") as f:
            f.write(data)
    total = sum(os.path.getsize(os.path.join(args.out, n)) for n in os.listdir(args.out))
    print(f"{len(os.listdir(args.out))} seeds, {total} bytes in {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
