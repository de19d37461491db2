#!/usr/bin/env python3
"""A second, brute-force computation of every `round` case in
Fixtures/rounding/round.cases, sharing nothing with temporal_round.py or
tzoracle: the wall clock and offsets come from Python's zoneinfo (datetime
with fold, PEP 495), and the rounding picks between the two neighbouring
multiples by the modes' definitions (nearer one, ties by mode) instead of
RoundNumberToIncrement.

- A time unit: the wall-clock time of day t, step = increment x unit; the
  candidates are the multiples lo <= t < hi; the rounded wall-clock time is
  read with the date-time's own offset when one of its readings has it, else
  the earlier reading, else (a gap) with the offset before the gap (fold=0).
- days: the day's start is found by scanning forward from 30 hours before
  local midnight (1-minute steps, then bisection to the second), the day's
  end by scanning forward from the instant to the first whose local date is
  later; the instant rounds to the nearer (by mode) of the two.

    PYTHONTZPATH= .venv/bin/python rounding_crosscheck.py [FILE]

Prints the cases that differ and a count; exits 1 if any differ.
"""

import datetime as dt
import os
import sys
import zoneinfo

zoneinfo.reset_tzpath([])
NS = 10 ** 9
UNIT_NS = {"hours": 3600 * NS, "minutes": 60 * NS, "seconds": NS, "milliseconds": 10 ** 6,
           "microseconds": 1000, "nanoseconds": 1}
UTC = dt.timezone.utc
EPOCH = dt.datetime(1970, 1, 1)


def parse(text):
    """RFC 3339 -> (epoch ns, offset seconds)."""
    frac = 0
    main = text[:19]
    rest = text[19:]
    if rest.startswith("."):
        i = 1
        while rest[i].isdigit():
            i += 1
        frac = int(rest[1:i].ljust(9, "0"))
        rest = rest[i:]
    sign = -1 if rest[0] == "-" else 1
    hh, mm = int(rest[1:3]), int(rest[4:6])
    off = sign * (hh * 3600 + mm * 60)
    local = dt.datetime.fromisoformat(main)
    secs = int((local - EPOCH).total_seconds()) - off
    return secs * NS + frac, off


def choose(x, lo, step, mode):
    """x in [lo, lo + step): lo or lo + step by the mode's definition (x >= 0)."""
    hi = lo + step
    if x == lo:
        return lo
    if mode in ("ceil", "expand"):
        return hi
    if mode in ("floor", "trunc"):
        return lo
    twice = 2 * (x - lo)
    if twice < step:
        return lo
    if twice > step:
        return hi
    if mode in ("halfCeil", "halfExpand"):
        return hi
    if mode in ("halfFloor", "halfTrunc"):
        return lo
    return lo if (lo // step) % 2 == 0 else hi  # halfEven


def local_of(tz, secs):
    return dt.datetime.fromtimestamp(secs, tz).replace(tzinfo=None)


def offset_of(tz, secs):
    return int(dt.datetime.fromtimestamp(secs, tz).utcoffset().total_seconds())


def readings(tz, wall):
    """[(utc seconds, offset)] of the valid readings of a naive whole-second wall time."""
    out = []
    for fold in (0, 1):
        aware = wall.replace(tzinfo=tz, fold=fold)
        secs = int((aware.astimezone(UTC).replace(tzinfo=None) - EPOCH).total_seconds())
        if local_of(tz, secs) == wall and (secs, offset_of(tz, secs)) not in out:
            out.append((secs, offset_of(tz, secs)))
    return sorted(out)


def round_time_unit(tz, ns, off, unit, inc, mode):
    secs, frac = divmod(ns, NS)
    wall = local_of(tz, secs)
    midnight = wall.replace(hour=0, minute=0, second=0)
    t = int((wall - midnight).total_seconds()) * NS + frac
    step = inc * UNIT_NS[unit]
    r = choose(t, t - t % step, step, mode)
    days, r = divmod(r, 86400 * NS)
    rsecs, rfrac = divmod(r, NS)
    target = midnight + dt.timedelta(days=days, seconds=rsecs)
    cands = readings(tz, target)
    for c, o in cands:
        if o == off:
            return c * NS + rfrac
    if cands:
        return cands[0][0] * NS + rfrac
    aware = target.replace(tzinfo=tz, fold=0)  # a gap: the offset before it
    return int((aware.astimezone(UTC).replace(tzinfo=None) - EPOCH).total_seconds()) * NS + rfrac


def first_second(pred, lo, hi):
    """Smallest s in (lo, hi] with pred(s), pred(hi) true, pred(lo) false."""
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if pred(mid):
            hi = mid
        else:
            lo = mid
    return hi


def round_day(tz, ns, mode):
    secs = ns // NS
    date = local_of(tz, secs).date()
    # start: the first instant whose local date is `date`, scanning forward
    midnight_utc = int((dt.datetime.combine(date, dt.time()) - EPOCH).total_seconds())
    s = midnight_utc - 30 * 3600
    while local_of(tz, s).date() != date:
        s += 60
    start = first_second(lambda x: local_of(tz, x).date() == date, s - 60, s)
    # end: the first instant after ns whose local date is later
    e = secs + 1
    while local_of(tz, e).date() <= date:
        e += 60
    end = first_second(lambda x: local_of(tz, x).date() > date, max(secs, e - 60), e)
    x = ns - start * NS
    return start * NS + choose(x, 0, (end - start) * NS, mode)


def fmt(tz, ns):
    secs, frac = divmod(ns, NS)
    off = offset_of(tz, secs)
    text = (EPOCH + dt.timedelta(seconds=secs + off)).isoformat()
    if frac:
        text += "." + ("%09d" % frac).rstrip("0")
    sign = "-" if off < 0 else "+"
    return text + "%s%02d:%02d" % (sign, abs(off) // 3600, abs(off) // 60 % 60)


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                                                 "rounding", "round.cases")
    checked = differ = 0
    for n, line in enumerate(open(path), 1):
        if not line.startswith("round "):
            continue
        case, want = line.rstrip("\n").split(" => ")
        _, zone, zdt, unit, inc, mode = case.split()
        unit, inc, mode = unit[5:], int(inc[10:]), mode[5:]
        tz = zoneinfo.ZoneInfo(zone)
        ns, off = parse(zdt)
        got = round_day(tz, ns, mode) if unit == "days" else round_time_unit(tz, ns, off, unit, inc, mode)
        checked += 1
        if fmt(tz, got) != want:
            differ += 1
            print("%s:%d: %s => %s; brute force: %s" % (os.path.basename(path), n, case, want, fmt(tz, got)))
    print("%d round cases brute-forced, %d differ" % (checked, differ))
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
