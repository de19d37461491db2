#!/usr/bin/env python3
"""Cases of the tzcases v2 operation

    recur ZONE LOCAL RULE N => INSTANT... [end]

written to Fixtures/tzcases/recur/ZONE.tzcases (headed `# tzcases 2`), and
Fixtures/generator/RECUR-REPORT.md (counts; the sections on dateutil's and
libical's deviations are kept from the existing file, see REPORT_KEEP).

The semantics (issue 11; never computed with DateMath):
1. The wall-clock sequence is dateutil's: rrulestr(RULE, dtstart=LOCAL) over
   naive datetimes.  DTSTART counts only when it matches the rule; invalid
   dates (30 February) are skipped; COUNT counts these wall-clock
   occurrences.  UNTIL as a date or a local date-time is left to dateutil
   (wall-clock comparison; a date UNTIL is read by dateutil as 00:00 of that
   day, so the day itself is excluded).  UNTIL in UTC (`...Z`) is removed
   from the rule given to dateutil and applied here: a wall-clock occurrence
   is kept iff its instant (2.) is <= UNTIL.
2. A wall-clock occurrence W becomes W.replace(tzinfo=ZoneInfo(ZONE),
   fold=0): in a gap the offset before the gap (RFC 5545 3.3.5, DateMath's
   `compatible`), in an overlap the first occurrence.  Checked against
   tzoracle's resolve(W, compatible) for every occurrence.
3. W is dropped when its local date never happened in ZONE (tzoracle's
   start_of_day over the offset table finds no instant with that local date).
4. Instants are sorted ascending and an instant equal to an earlier one is
   dropped (RFC 5545 3.8.5.3, duplicate instances).  COUNT has counted the
   wall-clock occurrences before 3. and 4.  The expansion runs until the
   wall-clock time W satisfies W - MAXOFF > the N-th smallest instant so far,
   MAXOFF being the zone's largest UTC offset ever (every later occurrence's
   instant is then later), or until the rule ends; `end` is written when the
   whole expansion ended with at most N occurrences.  The same bound ends a
   UTC UNTIL: W - MAXOFF > UNTIL.

Cases are built around the UTC-offset transitions of ZONES (gaps, overlaps,
midnight changes, skipped days), around month ends, year ends and leap days,
mostly 1970-2037, some before 1970 (mainline data) and some far in the
future, with rules drawn from FAMILIES so that every rule part appears.
Every rule is checked against RFC 5545 3.3.10's constraints (validate()).
Seeded, deterministic:

    PYTHONTZPATH= .venv/bin/python recur.py [--check]

--check regenerates in memory and fails when the files differ.
"""

import argparse
import collections
import datetime
import os
import random
import re
import signal
import sys
import zoneinfo

from dateutil.rrule import rrulestr

import tzoracle as T
from tzoracle import DAY

zoneinfo.reset_tzpath([])  # never read /usr/share/zoneinfo (Debian ships backzone)

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(os.path.dirname(HERE), "tzcases", "recur")
REPORT = os.path.join(HERE, "RECUR-REPORT.md")
SEED = "DateMath recur corpus v1"
HEADER = "# tzcases 2\n# tzdata %s\n" % T.PRIMARY.version
MAX_EXAMINED = 200000  # wall-clock occurrences looked at for one case; a case needing more is not kept

# zone -> (number of cases, why)
ZONES = [
    ("America/New_York", 1500, "one-hour DST at 02:00; the RFC 5545 examples' zone"),
    ("America/Sao_Paulo", 1500, "changes at 00:00 until 2019: midnight skipped and repeated"),
    ("America/Havana", 1500, "changes at 00:00/01:00: skipped and repeated midnight"),
    ("Australia/Lord_Howe", 1500, "half-hour DST"),
    ("Europe/Dublin", 1500, "negative DST in tzdata (IST is standard)"),
    ("Pacific/Apia", 1500, "2011-12-30 skipped (24 h gap); DST at 03:00/04:00"),
    ("Pacific/Chatham", 1500, "+12:45/+13:45, changes at 02:45/03:45"),
    ("Europe/Kyiv", 1500, "EU DST at 03:00/04:00 local; 1990s changes"),
    ("Asia/Beirut", 800, "changes at 00:00: skipped and repeated midnight"),
    ("America/Santiago", 800, "changes at 24:00: skipped and repeated midnight"),
    ("America/St_Johns", 800, "-03:30; 1987-2011 changes at 00:01, 1988 double DST"),
    ("Africa/Casablanca", 800, "negative DST (Ramadan), changes a month apart"),
    ("Europe/London", 800, "double summer time in the 1940s"),
    ("Pacific/Auckland", 800, "southern hemisphere DST at 02:00/03:00"),
    ("America/Vancouver", 800, "one-hour DST at 02:00, west coast"),
    ("Asia/Gaza", 800, "changes around midnight, irregular dates"),
    ("Antarctica/Troll", 800, "two-hour DST (+00 -> +02)"),
    ("Europe/Moscow", 800, "permanent changes 2011, 2014; double DST 1919"),
    ("Asia/Tehran", 800, "+03:30, changes at 24:00 until 2022"),
    ("Pacific/Kiritimati", 450, "1994-12-31 skipped"),
    ("Pacific/Kwajalein", 450, "1993-08-21 skipped; 1969 repeated day"),
    ("Antarctica/Casey", 350, "3 h overlap across midnight (2010)"),
    ("UTC", 700, "no transitions: month ends, leap days, year ends, week numbers"),
]

PART_ORDER = ["FREQ", "INTERVAL", "BYMONTH", "BYWEEKNO", "BYYEARDAY", "BYMONTHDAY", "BYDAY",
              "BYHOUR", "BYMINUTE", "BYSECOND", "BYSETPOS", "WKST", "COUNT", "UNTIL"]
FREQS = ["SECONDLY", "MINUTELY", "HOURLY", "DAILY", "WEEKLY", "MONTHLY", "YEARLY"]
WD = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]  # index = datetime.weekday()


# ---------------------------------------------------------------- rule text

def rule_text(parts):
    """Canonical text: FREQ first, then PART_ORDER."""
    assert set(parts) <= set(PART_ORDER), parts
    out = []
    for k in PART_ORDER:
        if k in parts:
            v = parts[k]
            if isinstance(v, (list, tuple)):
                v = ",".join(str(x) for x in v)
            out.append("%s=%s" % (k, v))
    return ";".join(out)


_INT = r"[+-]?\d{1,3}"
_BYDAY_RE = re.compile(r"^([+-]?)(\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$")
_UNTIL_RE = re.compile(r"^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$")


def parse_rule(text):
    """{PART: value text}; raises ValueError on a repeated or unknown part."""
    parts = {}
    for item in text.split(";"):
        if "=" not in item:
            raise ValueError("no '=' in %r" % item)
        k, v = item.split("=", 1)
        if k in parts:
            raise ValueError("%s repeated" % k)
        if k not in PART_ORDER:
            raise ValueError("unknown part %s" % k)
        parts[k] = v
    return parts


def validate(text):
    """None when `text` is a valid RFC 5545 3.3.10 rule, else the reason."""
    try:
        p = parse_rule(text)
    except ValueError as e:
        return str(e)
    # 3.3.10: "Compliant applications MUST accept rule parts ordered in any
    # sequence" (FREQ first is asked of writers only): not checked here.
    freq = p.get("FREQ")
    if freq not in FREQS:
        return "bad FREQ"
    if "COUNT" in p and "UNTIL" in p:
        return "UNTIL and COUNT in the same rule"

    def ints(k, lo, hi, signed):
        vals = []
        for s in p[k].split(","):
            if not re.match(r"^[+-]?\d+$" if signed else r"^\d+$", s):
                raise ValueError("%s: bad value %r" % (k, s))
            v = int(s)
            if not (lo <= abs(v) <= hi) or (not signed and v < 0):
                raise ValueError("%s: %s out of range" % (k, s))
            vals.append(v)
        return vals

    try:
        if "INTERVAL" in p and ints("INTERVAL", 1, 10 ** 9, False) == [0]:
            return "INTERVAL=0"
        # part: (least, greatest magnitude, whether negative values count
        # from the end), as RFC 5545 §3.3.10's grammar bounds them.
        for part, (lo, hi, signed) in {
            "COUNT": (1, 10 ** 9, False), "BYSECOND": (0, 60, False), "BYMINUTE": (0, 59, False),
            "BYHOUR": (0, 23, False), "BYMONTH": (1, 12, False), "BYMONTHDAY": (1, 31, True),
            "BYYEARDAY": (1, 366, True), "BYWEEKNO": (1, 53, True), "BYSETPOS": (1, 366, True),
        }.items():
            if part in p:
                ints(part, lo, hi, signed)
    except ValueError as e:
        return str(e)
    ordinal = False
    if "BYDAY" in p:
        for s in p["BYDAY"].split(","):
            m = _BYDAY_RE.match(s)
            if not m:
                return "BYDAY: bad value %r" % s
            if m.group(2) is not None:
                if not 1 <= int(m.group(2)) <= 53:
                    return "BYDAY: ordinal out of range in %r" % s
                ordinal = True
            elif m.group(1):
                return "BYDAY: sign without ordinal in %r" % s
    if "WKST" in p and p["WKST"] not in WD:
        return "bad WKST"
    if "UNTIL" in p and not _UNTIL_RE.match(p["UNTIL"]):
        return "bad UNTIL"
    if "BYWEEKNO" in p and freq != "YEARLY":
        return "BYWEEKNO with FREQ other than YEARLY"
    if "BYYEARDAY" in p and freq in ("DAILY", "WEEKLY", "MONTHLY"):
        return "BYYEARDAY with DAILY, WEEKLY or MONTHLY"
    if "BYMONTHDAY" in p and freq == "WEEKLY":
        return "BYMONTHDAY with WEEKLY"
    if ordinal and freq not in ("MONTHLY", "YEARLY"):
        return "BYDAY ordinal with FREQ other than MONTHLY or YEARLY"
    if ordinal and freq == "YEARLY" and "BYWEEKNO" in p:
        return "BYDAY ordinal with YEARLY and BYWEEKNO"
    if "BYSETPOS" in p and not any(k.startswith("BY") and k != "BYSETPOS" for k in p):
        return "BYSETPOS without another BYxxx"
    return None


# ---------------------------------------------------------------- the oracle

def naive(local):
    days, secs = divmod(local, DAY)
    y, m, d = T.civil_from_days(days)
    return datetime.datetime(y, m, d, secs // 3600, secs // 60 % 60, secs % 60)


def local_of(dt):
    return T.days_from_civil(dt.year, dt.month, dt.day) * DAY + dt.hour * 3600 + dt.minute * 60 + dt.second


def until_utc(value):
    m = _UNTIL_RE.match(value)
    y, mo, d, hh, mi, ss, z = m.groups()
    assert z == "Z"
    return T.utc(int(y), int(mo), int(d), int(hh), int(mi), int(ss))


class TooLong(Exception):
    pass


_ZI = {}


def zone_info(name):
    zi = _ZI.get(name)
    if zi is None:
        zi = _ZI[name] = zoneinfo.ZoneInfo(name)
    return zi


class Expansion:
    """The case's answer and what it went through.

    tokens: the result tokens; wall: dateutil's wall-clock occurrences
    looked at (local seconds, before steps 2-4); ended: the rule ended
    within them (dateutil's sequence, or the UTC UNTIL); exhausted:
    dateutil's sequence ended; dateutil_rule: the rule text dateutil got;
    flags: categories of the case."""


def evaluate(zone_name, local, rule, n):
    z = T.zone(zone_name)
    zi = zone_info(zone_name)
    parts = parse_rule(rule)
    limit = None
    text = rule
    if "UNTIL" in parts and parts["UNTIL"].endswith("Z"):
        limit = until_utc(parts["UNTIL"])
        text = ";".join(s for s in rule.split(";") if not s.startswith("UNTIL="))
    it = iter(rrulestr(text, dtstart=naive(local)))
    max_off = max(z.offs + [z.off0])
    occ = []  # (instant, wall, kind) in wall-clock order
    dropped_day = []  # wall
    wall = []
    ended = exhausted = False
    insts = set()
    while True:
        w = next(it, None)
        if w is None:
            ended = exhausted = True
            break
        wl = local_of(w)
        # every later occurrence's instant is at least wl - max_off
        if limit is not None and wl - max_off > limit:
            ended = True
            break
        if len(insts) >= n and wl - max_off > sorted(insts)[n - 1]:
            break
        wall.append(wl)
        if len(wall) > MAX_EXAMINED:
            raise TooLong(rule)
        if z.start_of_day(wl // DAY) is None:
            dropped_day.append(wl)
            continue
        aware = w.replace(tzinfo=zi, fold=0)
        u = int(aware.timestamp())
        assert u == z.resolve(wl, "compatible"), (zone_name, rule, w)
        if limit is not None and u > limit:
            continue
        occ.append((u, wl, z.kind(wl)))
        insts.add(u)
    ordered = sorted(occ, key=lambda o: (o[0], o[1]))
    out, seen, dups = [], set(), 0
    for u, wl, kind in ordered:
        if u in seen:
            if len(out) <= n:
                dups += 1
            continue
        seen.add(u)
        out.append((u, wl, kind))
    shown = out[:n]
    tokens = []
    for u, wl, kind in shown:
        off = z.offset_at(u)
        zoff = int(datetime.datetime.fromtimestamp(u, zi).utcoffset().total_seconds())
        assert off == zoff, (zone_name, u, off, zoff)
        tokens.append(T.fmt_instant(u, off))
    if ended and len(out) < n:
        tokens.append("end")
    e = Expansion()
    e.tokens = tokens
    e.wall = wall
    e.ended = ended
    e.exhausted = exhausted  # dateutil's own sequence ended (not the UTC UNTIL applied here)
    e.dateutil_rule = text  # the rule dateutil expanded (a UTC UNTIL removed)
    last_wall = max((o[1] for o in shown), default=None)
    if ended and len(out) < n:
        last_wall = max(wall, default=None)
    flags = set()
    for u, wl, kind in shown:
        if kind == "gap":
            flags.add("gap")
        elif kind == "overlap":
            flags.add("overlap")
    if last_wall is not None and any(wl <= last_wall for wl in dropped_day):
        flags.add("skipped-day")
    if dups:
        flags.add("dedupe")
    shown_walls = [o[1] for o in shown]
    if shown_walls != sorted(shown_walls):
        flags.add("reordered")
    if not shown:
        flags.add("empty")
    if "end" in tokens:
        flags.add("end")
    if last_wall is not None and invalid_date_skipped(parts, local, last_wall):
        flags.add("invalid-date")
    e.flags = flags
    return e


def invalid_date_skipped(parts, start, last):
    """Whether a MONTHLY/YEARLY expansion from `start` to `last` (wall
    clock) passes over a month lacking one of its days of the month (30
    February, the 31st of a 30-day month), or a year lacking day 366."""
    freq = parts["FREQ"]
    if freq not in ("MONTHLY", "YEARLY"):
        return False
    interval = int(parts.get("INTERVAL", "1"))
    sy, sm, sd = T.civil_from_days(start // DAY)
    ly, lm, _ = T.civil_from_days(last // DAY)
    bymonth = [int(x) for x in parts["BYMONTH"].split(",")] if "BYMONTH" in parts else None
    if "BYYEARDAY" in parts:
        if freq == "YEARLY" and any(abs(int(x)) == 366 for x in parts["BYYEARDAY"].split(",")):
            return any(not T.is_leap(y) for y in range(sy, ly + 1, interval))
        return False
    if "BYMONTHDAY" in parts:
        mdays = [int(x) for x in parts["BYMONTHDAY"].split(",")]
    elif "BYDAY" in parts or "BYWEEKNO" in parts:
        return False
    else:
        mdays = [sd]
        if freq == "YEARLY" and bymonth is None:
            bymonth = [sm]
    k = sy * 12 + sm - 1
    while k <= ly * 12 + lm - 1:
        y, m = divmod(k, 12)
        m += 1
        on_grid = ((k - (sy * 12 + sm - 1)) % interval == 0) if freq == "MONTHLY" else ((y - sy) % interval == 0)
        if on_grid and (bymonth is None or m in bymonth):
            if any(abs(d) > T.days_in_month(y, m) for d in mdays):
                return True
        k += 1
    return False


# ---------------------------------------------------------------- BYWEEKNO, independently

def week1_start(y, wkst):
    """First day (days since 1970) of week 1 of year y, weeks starting on wkst (0=MO)."""
    jan1 = T.days_from_civil(y, 1, 1)
    off = (T.weekday(jan1) - wkst) % 7
    return jan1 - off if off <= 3 else jan1 + 7 - off


def week_number(days, wkst):
    """(week number, weeks in that week-year) of a date, RFC 5545 3.3.10 BYWEEKNO with WKST."""
    y = T.civil_from_days(days)[0]
    if days < week1_start(y, wkst):
        y -= 1
    elif days >= week1_start(y + 1, wkst):
        y += 1
    w = (days - week1_start(y, wkst)) // 7 + 1
    return w, (week1_start(y + 1, wkst) - week1_start(y, wkst)) // 7


def byweekno_days(parts, start, last):
    """For FREQ=YEARLY;BYWEEKNO=..[;BYDAY=plain][;BYHOUR..] with INTERVAL 1 and no
    other date parts: the dates from start's date to last's date that the rule
    selects, by brute force (BYDAY absent: DTSTART's weekday, RFC 5545 Note 2)."""
    wkst = WD.index(parts.get("WKST", "MO"))
    weeks = {int(x) for x in parts["BYWEEKNO"].split(",")}
    days = set(WD.index(s) for s in parts["BYDAY"].split(",")) if "BYDAY" in parts else {T.weekday(start // DAY)}
    out = []
    for d in range(start // DAY, last // DAY + 1):
        if T.weekday(d) not in days:
            continue
        w, nw = week_number(d, wkst)
        if w in weeks or w - nw - 1 in weeks:
            out.append(d)
    return out


# ---------------------------------------------------------------- generation

def fmt_until_utc(u):
    return T.fmt_local(u).replace("-", "").replace(":", "") + "Z"


def fmt_until_local(wl):
    return T.fmt_local(wl).replace("-", "").replace(":", "")


def fmt_until_date(wl):
    return T.fmt_date(wl // DAY).replace("-", "")


def pick_n(rng):
    r = rng.random()
    if r < 0.05:
        return rng.randint(1, 2)
    if r < 0.82:
        return rng.randint(3, 12)
    return rng.randint(13, 30)


class Anchor:
    """Where a group of cases is aimed: a transition (gap/overlap window on
    the wall clock) or a calendar date."""

    def __init__(self, kind, lo, hi, desc, date=None):
        self.kind = kind  # gap, overlap, calendar, skipped-day
        self.lo, self.hi = lo, hi  # wall-clock window [lo, hi)
        self.desc = desc
        self.date = lo // DAY if date is None else date


def transition_anchors(z):
    out = []
    for i, t in enumerate(z.trans):
        o1, o2 = z.offset_before(i), z.offs[i]
        y = T.year_of(t)
        if y < 1900 or y > 2300:
            continue
        lo, hi = t + min(o1, o2), t + max(o1, o2)
        kind = "gap" if o2 > o1 else "overlap"
        desc = "%s %s -> %s (%s of %ds)" % (T.fmt_local(t + o1), T.fmt_offset(o1), T.fmt_offset(o2), kind, abs(o2 - o1))
        if kind == "gap":
            first, lastd = -(-lo // DAY), hi // DAY  # whole local dates inside [lo, hi)
            if lastd > first:
                desc += "; local date %s never happened" % T.fmt_date(first)
                out.append(Anchor("skipped-day", lo, hi, desc, first))
                continue
        out.append(Anchor(kind, lo, hi, desc))
    return out


def calendar_anchors(rng, count):
    out = []
    for _ in range(count):
        r = rng.random()
        y = rng.choice([rng.randint(1970, 2037)] * 4 + [rng.randint(1901, 1969), rng.randint(2038, 2200)])
        if r < 0.3:  # leap day
            while not T.is_leap(y):
                y += 1
            d = T.days_from_civil(y, 2, 29)
            desc = "leap day %s" % T.fmt_date(d)
        elif r < 0.6:  # month end
            m = rng.randint(1, 12)
            d = T.days_from_civil(y, m, T.days_in_month(y, m))
            desc = "month end %s" % T.fmt_date(d)
        else:  # year end / start
            d = T.days_from_civil(y, 12, 31) - rng.randint(0, 6)
            desc = "year end %s" % T.fmt_date(d)
        out.append(Anchor("calendar", d * DAY, d * DAY, desc, d))
    return out


def window_time(a, rng):
    """A wall-clock time on the anchor: inside the gap/overlap, at its edges, or a calendar time."""
    if a.kind == "calendar":
        return a.date * DAY + rng.choice([0, 9 * 3600, 12 * 3600 + 30 * 60, 23 * 3600, 86399, 2 * 3600 + 30 * 60])
    if a.kind == "skipped-day":
        return a.date * DAY + rng.choice([0, 9 * 3600, 12 * 3600, 86399])
    width = a.hi - a.lo
    c = rng.random()
    if c < 0.3:
        return a.lo
    if c < 0.6:
        return a.lo + (width // 2) // 60 * 60
    if c < 0.75:
        return a.hi - 60 if width > 60 else a.lo
    if c < 0.87:
        return a.lo - 3600
    return a.hi


def tod(local):
    s = local % DAY
    return s // 3600, s // 60 % 60, s % 60


def ymd(local):
    return T.civil_from_days(local // DAY)


def month_ordinal(days):
    """(k, -k') of a date's weekday within its month."""
    y, m, d = T.civil_from_days(days)
    return (d - 1) // 7 + 1, -((T.days_in_month(y, m) - d) // 7 + 1)


def year_ordinal(days):
    y = T.civil_from_days(days)[0]
    doy = days - T.days_from_civil(y, 1, 1)
    ylen = 366 if T.is_leap(y) else 365
    return doy // 7 + 1, -((ylen - 1 - doy) // 7 + 1)


def add_months(local, k):
    return T.add_months_local(local, k)


def fam_secondly(a, rng):
    target = window_time(a, rng)
    iv = rng.choice([1, 15, 30, 59, 60, 300, 600, 900, 1800, 3600])
    p = {"FREQ": "SECONDLY"}
    if iv > 1:
        p["INTERVAL"] = iv
    start = target - iv * rng.randint(0, 8)
    c = rng.random()
    if c < 0.2 and iv in (1, 15, 30, 59):
        reach = sorted({(start + iv * i) % 60 for i in range(60)})
        p["BYSECOND"] = sorted(rng.sample(reach, min(len(reach), rng.randint(1, 3))))
    elif c < 0.35 and iv in (60, 300, 600, 900, 1800):
        h = tod(target)[0]
        p["BYHOUR"] = sorted({h, (h + 1) % 24})
    elif c < 0.45 and iv in (60, 300):
        reach = sorted({((start + iv * i) // 60) % 60 for i in range(60)})
        p["BYMINUTE"] = sorted(rng.sample(reach, min(len(reach), rng.randint(1, 4))))
    elif c < 0.52 and iv in (60, 300, 600):
        p["BYMINUTE"] = sorted({((start + iv * i) // 60) % 60 for i in range(0, 60, 2)})[:6]
        p["BYSETPOS"] = rng.choice([1, -1])  # a SECONDLY set is one second: only 1 and -1 can match
    return start, p, 8


def fam_minutely(a, rng):
    target = window_time(a, rng)
    iv = rng.choice([1, 5, 10, 15, 20, 30, 45, 60, 90, 120])
    p = {"FREQ": "MINUTELY"}
    if iv > 1:
        p["INTERVAL"] = iv
    start = target - 60 * iv * rng.randint(0, 8)
    c = rng.random()
    if c < 0.25:
        p["BYSECOND"] = rng.choice([[0, 30], [15, 45], [0], [59], [0, 20, 40]])
    elif c < 0.4:
        h = tod(target)[0]
        p["BYHOUR"] = sorted({h, (h + 1) % 24, (h + 23) % 24})
    elif c < 0.5 and iv in (1, 5):
        p["BYMINUTE"] = sorted({(tod(start)[1] + iv * i) % 60 for i in range(0, 12, 3)})
    elif c < 0.58:
        p["BYSECOND"] = [0, 15, 30, 45]
        p["BYSETPOS"] = rng.choice([1, -1, [1, -1], 2])
    return start, p, 8


def fam_hourly(a, rng):
    target = window_time(a, rng)
    iv = rng.choice([1, 1, 1, 2, 3, 4, 5])
    p = {"FREQ": "HOURLY"}
    if iv > 1:
        p["INTERVAL"] = iv
    start = target - 3600 * iv * rng.randint(0, 6)
    c = rng.random()
    if c < 0.3:
        p["BYMINUTE"] = rng.choice([[0, 30], [0, 45], [15, 45], [tod(target)[1]], [0, 20, 40], [59]])
    elif c < 0.4:
        p["BYSECOND"] = rng.choice([[0, 30], [59]])
    elif c < 0.5:
        h = tod(target)[0]
        p["BYHOUR"] = sorted({h, (h + 1) % 24, (h + 2) % 24, 0})
    elif c < 0.58:
        p["BYDAY"] = sorted({WD[T.weekday(a.date)], rng.choice(WD)}, key=WD.index)
    elif c < 0.64:
        y, m, d = ymd(target)
        p["BYMONTHDAY"] = sorted({d, d % 28 + 1})
    elif c < 0.7:
        y, m, d = ymd(target)
        doy = target // DAY - T.days_from_civil(y, 1, 1) + 1
        p["BYYEARDAY"] = [rng.choice([doy, doy - (366 if T.is_leap(y) else 365) - 1])]
    elif c < 0.76:
        p["BYMONTH"] = [ymd(target)[1]]
    elif c < 0.84:
        p["BYMINUTE"] = [0, 15, 30, 45]
        p["BYSETPOS"] = rng.choice([1, -1, 2, -2, [1, 3]])
    return start, p, 10


def fam_daily(a, rng):
    w = window_time(a, rng)
    iv = rng.choice([1, 1, 1, 2, 3])
    p = {"FREQ": "DAILY"}
    if iv > 1:
        p["INTERVAL"] = iv
    start = w - DAY * iv * rng.randint(0, 5)
    h, mi, s = tod(w)
    c = rng.random()
    if c < 0.25:
        p["BYHOUR"] = sorted({h, rng.randint(0, 23)})
        if rng.random() < 0.5:
            p["BYMINUTE"] = sorted({mi, rng.choice([0, 30, 59])})
    elif c < 0.4:
        p["BYDAY"] = sorted({WD[T.weekday(a.date)], rng.choice(WD), rng.choice(WD)}, key=WD.index)
    elif c < 0.5:
        y, m, d = ymd(w)
        p["BYMONTHDAY"] = sorted({d, rng.choice([1, 15, 28, 29, 30, 31, -1, -2])})
    elif c < 0.58:
        p["BYMONTH"] = sorted({ymd(w)[1], rng.randint(1, 12)})
    elif c < 0.7:
        p["BYHOUR"] = sorted({h, 0, 12, 23})
        k = len(p["BYHOUR"])
        p["BYSETPOS"] = rng.choice([1, -1, 2, [1, -1], -k, k])
    elif c < 0.76:
        p["BYSECOND"] = sorted({s, 30})
    return start, p, 8


def fam_weekly(a, rng):
    w = window_time(a, rng)
    iv = rng.choice([1, 1, 2, 2, 3])
    p = {"FREQ": "WEEKLY"}
    if iv > 1:
        p["INTERVAL"] = iv
    start = w - 7 * DAY * iv * rng.randint(0, 4) - DAY * rng.choice([0, 0, 1, 2, 3])
    c = rng.random()
    wd = WD[T.weekday(a.date)]
    if c < 0.45:
        p["BYDAY"] = sorted({wd, rng.choice(WD), rng.choice(WD)}, key=WD.index)
        if iv > 1 or rng.random() < 0.4:
            p["WKST"] = rng.choice(WD)
    elif c < 0.6:
        p["BYDAY"] = [wd]
        h = tod(w)[0]
        p["BYHOUR"] = sorted({h, (h + 1) % 24})
    elif c < 0.7:
        p["BYMONTH"] = [ymd(w)[1]]
    elif c < 0.85:
        p["BYDAY"] = ["MO", "TU", "WE", "TH", "FR"] if rng.random() < 0.5 else sorted({wd, "SA", "SU"}, key=WD.index)
        p["BYSETPOS"] = rng.choice([1, -1, 2, -2, [1, -1]])
        if rng.random() < 0.5:
            p["WKST"] = rng.choice(WD)
    return start, p, 8


def fam_monthly_byday(a, rng):
    w = window_time(a, rng)
    k, kneg = month_ordinal(a.date)
    wd = WD[T.weekday(a.date)]
    p = {"FREQ": "MONTHLY"}
    c = rng.random()
    if c < 0.55:
        o = rng.choice([str(k), "+%d" % k, str(kneg)]) if kneg >= -1 or k <= 4 else str(k)
        p["BYDAY"] = [o + wd] + ([rng.choice(["1", "-1", "2"]) + rng.choice(WD)] if rng.random() < 0.3 else [])
    elif c < 0.75:
        p["BYDAY"] = [wd]
    else:
        p["BYDAY"] = [wd]
        p["BYSETPOS"] = rng.choice([k, kneg, [1, -1], 5, -5])
    if rng.random() < 0.2:
        p["INTERVAL"] = rng.choice([2, 3, 12])
    if rng.random() < 0.15:
        p["BYMONTH"] = sorted({ymd(w)[1], rng.randint(1, 12)})
    start = add_months(w, -rng.randint(0, 5)) - DAY * rng.choice([0, 0, 3, 10])
    return start, p, 8


def fam_monthly_bymonthday(a, rng):
    w = window_time(a, rng)
    y, m, d = ymd(w)
    dim = T.days_in_month(y, m)
    p = {"FREQ": "MONTHLY"}
    c = rng.random()
    if c < 0.5:
        p["BYMONTHDAY"] = [rng.choice([d, d - dim - 1])]
        if rng.random() < 0.4:
            p["BYMONTHDAY"] = sorted(set(p["BYMONTHDAY"] + [rng.choice([29, 30, 31, -1, -29, -30, -31, 1])]),
                                     key=lambda x: (x < 0, abs(x)))
    elif c < 0.7:
        p["BYMONTHDAY"] = [rng.choice([29, 30, 31, -31, -30])]
    elif c < 0.85:
        p["BYMONTHDAY"] = [28, 29, 30, 31]
        p["BYSETPOS"] = -1
    else:
        p = {"FREQ": "MONTHLY"}  # day from DTSTART
    if rng.random() < 0.15:
        p["INTERVAL"] = rng.choice([2, 6, 13])
    if rng.random() < 0.15:
        p["BYHOUR"] = sorted({tod(w)[0], 12})
    start = add_months(w, -rng.randint(0, 5))
    return start, p, 8


def fam_yearly_month_byday(a, rng):
    w = window_time(a, rng)
    k, kneg = month_ordinal(a.date)
    wd = WD[T.weekday(a.date)]
    y, m, d = ymd(w)
    p = {"FREQ": "YEARLY", "BYMONTH": [m]}
    o = rng.choice([str(k), str(kneg)]) if k <= 4 else str(kneg)
    p["BYDAY"] = [o + wd]
    if rng.random() < 0.3:
        h, mi, s = tod(w)
        p["BYHOUR"] = [h]
        p["BYMINUTE"] = sorted({mi, rng.choice([0, 30])})
    if rng.random() < 0.1:
        p["INTERVAL"] = 2
    start = w - 366 * DAY * rng.randint(0, 3) - DAY * rng.randint(0, 40)
    return start, p, 8


def fam_yearly_byyearday(a, rng):
    w = window_time(a, rng)
    y, m, d = ymd(w)
    doy = a.date - T.days_from_civil(y, 1, 1) + 1
    ylen = 366 if T.is_leap(y) else 365
    p = {"FREQ": "YEARLY"}
    c = rng.random()
    if c < 0.6:
        p["BYYEARDAY"] = [rng.choice([doy, doy - ylen - 1])]
    elif c < 0.8:
        p["BYYEARDAY"] = rng.choice([[366], [-366], [1, -1], [60], [-306], [365, 366]])
    else:
        p["BYYEARDAY"] = [doy, 1, -1]
        p["BYSETPOS"] = rng.choice([1, -1, 2])
    if rng.random() < 0.15:
        p["BYMONTH"] = sorted({m, 12, 1})
    if rng.random() < 0.2:
        p["BYHOUR"] = sorted({tod(w)[0], 0})
    start = w - 366 * DAY * rng.randint(0, 3) - DAY * rng.randint(0, 20)
    return start, p, 8


def fam_yearly_byweekno(a, rng):
    w = window_time(a, rng)
    wkst = rng.choice(["MO"] * 3 + WD)
    wn, nw = week_number(a.date, WD.index(wkst))
    p = {"FREQ": "YEARLY", "BYWEEKNO": [rng.choice([wn, wn - nw - 1])]}
    # Always with BYDAY: without it dateutil yields all seven days of the week,
    # where the RFC takes the weekday from DTSTART (RECUR-REPORT.md, deviations).
    c = rng.random()
    if c < 0.6:
        p["BYDAY"] = sorted({WD[T.weekday(a.date)], rng.choice(WD)}, key=WD.index)
    elif c < 0.8:
        p["BYWEEKNO"] = sorted(set(p["BYWEEKNO"] + [rng.choice([1, 52, 53, -1, -53])]), key=lambda x: (x < 0, abs(x)))
        p["BYDAY"] = [WD[T.weekday(a.date)]]
    else:
        p["BYWEEKNO"] = [rng.choice([1, 2, 52, 53, -1, -2])]
        p["BYDAY"] = ["MO", "TH", "SU"]
    if wkst != "MO" or rng.random() < 0.2:
        p["WKST"] = wkst
    if rng.random() < 0.1 and "BYDAY" in p:
        p["BYDAY"] = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]
        p["BYSETPOS"] = rng.choice([1, -1, 4])
    start = w - 366 * DAY * rng.randint(0, 2) - DAY * rng.randint(0, 30)
    return start, p, 8


def fam_yearly_byday_year(a, rng):
    w = window_time(a, rng)
    k, kneg = year_ordinal(a.date)
    wd = WD[T.weekday(a.date)]
    p = {"FREQ": "YEARLY", "BYDAY": [rng.choice([str(k), str(kneg), "+%d" % k]) + wd]}
    if rng.random() < 0.2:
        p["BYDAY"].append(rng.choice(["1", "-1", "53", "-53"]) + rng.choice(WD))
    start = w - 366 * DAY * rng.randint(0, 3)
    return start, p, 8


def fam_yearly_bymonthday(a, rng):
    w = window_time(a, rng)
    y, m, d = ymd(w)
    c = rng.random()
    if c < 0.4:
        p = {"FREQ": "YEARLY", "BYMONTH": [m], "BYMONTHDAY": [rng.choice([d, d - T.days_in_month(y, m) - 1])]}
    elif c < 0.6:
        p = {"FREQ": "YEARLY", "BYMONTHDAY": [rng.choice([d, 31, -1, 29])]}
    elif c < 0.8:
        p = {"FREQ": "YEARLY"}  # month and day from DTSTART (29 February: leap years only)
    else:
        p = {"FREQ": "YEARLY", "BYMONTH": sorted({m, 2, 12}), "BYMONTHDAY": [d, -1], "BYSETPOS": rng.choice([1, -1, 3])}
    if rng.random() < 0.15:
        p["INTERVAL"] = rng.choice([2, 4])
    if "BYMONTHDAY" in p:
        start = w - 366 * DAY * rng.randint(0, 2) - DAY * rng.randint(0, 60)
    else:  # the anchor's month and day (29 February: a leap year before)
        sy = y - rng.randint(0, 2) * (4 if (m, d) == (2, 29) else 1)
        while (m, d) == (2, 29) and not T.is_leap(sy):
            sy -= 1
        start = T.days_from_civil(sy, m, d) * DAY + w % DAY
    return start, p, 8


def fam_setpos(a, rng):
    w = window_time(a, rng)
    y, m, d = ymd(w)
    c = rng.random()
    if c < 0.4:
        p = {"FREQ": "MONTHLY", "BYDAY": ["MO", "TU", "WE", "TH", "FR"], "BYSETPOS": rng.choice([1, -1, -2, 2, [1, -1], [3]])}
    elif c < 0.6:
        p = {"FREQ": "MONTHLY", "BYDAY": ["SA", "SU"], "BYSETPOS": rng.choice([1, -1, [2, -2]])}
    elif c < 0.8:
        p = {"FREQ": "YEARLY", "BYMONTH": [m], "BYDAY": [WD[T.weekday(a.date)]], "BYSETPOS": rng.choice([1, 2, -1, -2])}
    else:
        p = {"FREQ": "MONTHLY", "BYMONTHDAY": [1, 2, -2, -1], "BYHOUR": sorted({tod(w)[0], 9}), "BYSETPOS": rng.choice([1, -1, 3, -4])}
    if rng.random() < 0.25 and "BYHOUR" not in p:
        p["BYHOUR"] = sorted({tod(w)[0], 0})
    start = add_months(w, -rng.randint(0, 4))
    return start, p, 8


FAMILIES = [
    ("SECONDLY across the window", fam_secondly, 4),
    ("MINUTELY across the window", fam_minutely, 6),
    ("HOURLY across the window", fam_hourly, 12),
    ("DAILY onto the day", fam_daily, 12),
    ("WEEKLY onto the day (BYDAY, WKST)", fam_weekly, 10),
    ("MONTHLY by weekday ordinal", fam_monthly_byday, 9),
    ("MONTHLY by day of the month", fam_monthly_bymonthday, 8),
    ("YEARLY by month and weekday ordinal", fam_yearly_month_byday, 9),
    ("YEARLY by day of the year", fam_yearly_byyearday, 6),
    ("YEARLY by week number", fam_yearly_byweekno, 6),
    ("YEARLY by weekday ordinal in the year", fam_yearly_byday_year, 4),
    ("YEARLY by day of the month", fam_yearly_bymonthday, 6),
    ("BYSETPOS", fam_setpos, 6),
]


def add_bound(p, rng, zone_name, start, n):
    """COUNT, UNTIL (UTC, local or date form, placed at an occurrence) or nothing."""
    c = rng.random()
    if c < 0.42:
        p["COUNT"] = rng.randint(1, n + 3)
        return "COUNT"
    if c < 0.77:
        e = evaluate(zone_name, start, rule_text(p), n + 2)
        walls = e.wall
        if not walls:
            return None
        i = rng.randint(0, min(len(walls), n + 2) - 1)
        wl = walls[i]
        if c < 0.62:
            z = T.zone(zone_name)
            u = z.resolve(wl, "compatible") + rng.choice([0, 0, -1, 1, 3600, -3600])
            p["UNTIL"] = fmt_until_utc(u)
            return "UNTIL-UTC"
        if c < 0.71:
            p["UNTIL"] = fmt_until_local(wl + rng.choice([0, 0, -1, 1]))
            return "UNTIL-local"
        p["UNTIL"] = fmt_until_date(wl + rng.choice([0, DAY]))
        return "UNTIL-date"
    return None


def rule_parts_used(rule):
    p = parse_rule(rule)
    out = set(k for k in p if k not in ("FREQ",))
    if "UNTIL" in p:
        out.discard("UNTIL")
        v = p["UNTIL"]
        out.add("UNTIL-UTC" if v.endswith("Z") else ("UNTIL-local" if "T" in v else "UNTIL-date"))
    if "BYDAY" in p:
        vals = p["BYDAY"].split(",")
        if any(re.match(r"^-\d", v) for v in vals):
            out.add("BYDAY-ordinal-negative")
        if any(re.match(r"^\+?\d", v) for v in vals):
            out.add("BYDAY-ordinal-positive")
        if any(v.startswith("+") for v in vals):
            out.add("BYDAY-ordinal-plus-sign")
        if any(re.match(r"^[A-Z]", v) for v in vals):
            out.add("BYDAY-plain")
    for k in ("BYMONTHDAY", "BYYEARDAY", "BYWEEKNO", "BYSETPOS"):
        if k in p and any(v.startswith("-") for v in p[k].split(",")):
            out.add(k + "-negative")
    return out


def fmt_case(zone_name, start, rule, n, tokens):
    return "recur %s %s %s %d => %s" % (zone_name, T.fmt_local(start), rule, n, " ".join(tokens))


def year_class(local):
    y = ymd(local)[0]
    return "pre-1970" if y < 1970 else ("far-future" if y > 2037 else "1970-2037")


def generate_zone(zone_name, target, stats):
    rng = random.Random("%s|%s" % (SEED, zone_name))
    z = T.zone(zone_name)
    trans = transition_anchors(z)
    modern = [a for a in trans if 1970 <= ymd(a.lo)[0] <= 2037]
    old = [a for a in trans if ymd(a.lo)[0] < 1970]
    far = [a for a in trans if 2037 < ymd(a.lo)[0] <= 2200]
    forced = [a for a in trans if a.kind == "skipped-day"]
    cal = calendar_anchors(rng, 60)
    groups = []  # (comment, [case lines])
    count = 0
    fam_names = [f[0] for f in FAMILIES]
    fam_weights = [f[2] for f in FAMILIES]
    fams = dict((f[0], f[1]) for f in FAMILIES)
    forced_queue = [(a, f) for a in forced for f in fam_names]
    while count < target:
        if forced_queue:
            a, fname = forced_queue.pop(0)
        else:
            r = rng.random()
            if trans and r < 0.62 and modern:
                a = rng.choice(modern)
            elif trans and r < 0.72 and old:
                a = rng.choice(old)
            elif trans and r < 0.8 and far:
                a = rng.choice(far)
            elif trans and r < 0.85 and forced:
                a = rng.choice(forced)
            else:
                a = rng.choice(cal)
            fname = rng.choices(fam_names, fam_weights)[0]
        lines = []
        for _ in range(rng.randint(3, 6)):
            start, p, _ = fams[fname](a, rng)
            y = ymd(start)[0]
            if not 1800 <= y <= 2300:
                continue
            n = pick_n(rng)
            if p["FREQ"] in ("SECONDLY", "MINUTELY") and n > 15:
                n = rng.randint(3, 15)
            signal.alarm(20)  # dateutil loops without yielding on a rule that never matches
            try:
                bound = add_bound(p, rng, zone_name, start, n)
                rule = rule_text(p)
                bad = validate(rule)
                assert bad is None, (rule, bad)
                e = evaluate(zone_name, start, rule, n)
            except TooLong:
                stats["dropped: over %d wall-clock occurrences or 20 s" % MAX_EXAMINED] += 1
                continue
            finally:
                signal.alarm(0)
            how = "BYWEEKNO" in p and weekno_agrees(parse_rule(rule), start, e)
            if how:
                kind = "; ".join(h.split(", e.g.")[0] for h in how.split("; "))
                stats["dropped: dateutil's BYWEEKNO dates differ from the RFC week numbering (%s)" % kind] += 1
                ex = stats.setdefault("weekno-examples", {}).setdefault(kind, [])
                if len(ex) < 3:
                    ex.append((how, fmt_case(zone_name, start, rule, n, e.tokens)))
                continue
            if not weekno_days_agree(parse_rule(rule), start, e):
                stats["dropped: dateutil's BYWEEKNO day sets, which BYSETPOS counts, differ from the RFC week numbering"] += 1
                continue
            if not weekly_setpos_agrees(parse_rule(rule), start, e):
                stats["dropped: dateutil's first WEEKLY set starts at DTSTART, not at WKST (BYSETPOS)"] += 1
                ex = stats.setdefault("weekly-setpos-examples", [])
                if len(ex) < 3:
                    ex.append(fmt_case(zone_name, start, rule, n, e.tokens))
                continue
            if "empty" in e.flags and rng.random() < 0.7:
                stats["dropped: no occurrence at all (kept 30%)"] += 1
                continue
            if p.get("WKST", "MO") != "MO":
                other = evaluate(zone_name, start, rule.replace(";WKST=" + p["WKST"], ""), n)
                if other.tokens != e.tokens:
                    e.flags.add("wkst-matters")
            line = fmt_case(zone_name, start, rule, n, e.tokens)
            lines.append(line)
            stats["cases"] += 1
            stats["zone:" + zone_name] += 1
            stats["freq:" + p["FREQ"]] += 1
            for part in rule_parts_used(rule):
                stats["part:" + part] += 1
            for f in e.flags:
                stats["flag:" + f] += 1
            if "COUNT" in p:
                for f in ("skipped-day", "dedupe"):
                    if f in e.flags:
                        stats["count+" + f] += 1
            stats["anchor:" + a.kind] += 1
            stats["years:" + year_class(start)] += 1
            stats["family:" + fname] += 1
            if a.kind == "skipped-day" and "skipped-day" not in e.flags:
                stats["skipped-day anchor, day not reached"] += 1
        if lines:
            groups.append(("# %s | %s" % (a.desc, fname), lines))
            count += len(lines)
    return groups


def weekno_agrees(p, start, e):
    """None, or how dateutil's dates differ.  For YEARLY BYWEEKNO rules without BYSETPOS, COUNT or UNTIL effects that
    could hide days: dateutil's dates must be exactly the brute-force dates
    (RFC 5545 week numbering with WKST) over the span it covered."""
    if "BYSETPOS" in p or "BYMONTH" in p or "BYYEARDAY" in p or "BYMONTHDAY" in p or p.get("INTERVAL", "1") != "1":
        return None
    if not e.wall:
        return None
    days = sorted(set(w // DAY for w in e.wall))
    first = start // DAY
    # dates selected by brute force from DTSTART's date to the last date dateutil reached
    want = [d for d in byweekno_days(p, first * DAY, days[-1] * DAY)]
    got = days
    # DTSTART's own date: dateutil starts at DTSTART's time, so earlier times that day are not generated
    if "COUNT" in p or "UNTIL" in p:
        want = [d for d in want if d <= days[-1]]
    if want == got or (want and got and want[1:] == got and want[0] == first):
        return None
    want, got = set(want) - {first}, set(got) - {first}
    extra = sorted(got - want)
    missing = sorted(d for d in want - got if d < max(got, default=0))
    what = []
    if extra:
        what.append("dateutil adds dates outside the weeks, e.g. %s" % T.fmt_date(extra[0]))
    if missing:
        what.append("dateutil leaves out dates of the weeks, e.g. %s" % T.fmt_date(missing[0]))
    return "; ".join(what) or "dateutil stops early"


def weekly_setpos_agrees(p, start, e):
    """dateutil builds the first WEEKLY set from DTSTART's day to the end of
    its week (rrule._iterinfo.wdayset), so BYSETPOS counts from DTSTART there;
    RFC 5545 3.3.10: "A set of recurrence instances starts at the beginning
    of the interval defined by the FREQ rule part".  Recomputes DTSTART's
    week from its first day (WKST, same time of day) and keeps the case only
    when dateutil's occurrences in that week are the same."""
    if p["FREQ"] != "WEEKLY" or "BYSETPOS" not in p:
        return True
    wkst = WD.index(p.get("WKST", "MO"))
    d = start // DAY
    ws = d - (T.weekday(d) - wkst) % 7
    if ws == d:
        return True
    week_end = (ws + 7) * DAY
    keep = [k for k in p if k != "COUNT" and not (k == "UNTIL" and p[k].endswith("Z"))]
    text = ";".join("%s=%s" % (k, p[k]) for k in keep)
    alt = []
    for w in rrulestr(text, dtstart=naive(ws * DAY + start % DAY)):
        wl = local_of(w)
        if wl >= week_end:
            break
        if wl >= start:
            alt.append(wl)
    if "COUNT" in p:
        alt = alt[:int(p["COUNT"])]
    ours = []
    for w in rrulestr(text, dtstart=naive(start)):
        wl = local_of(w)
        if wl >= week_end:
            break
        ours.append(wl)
    if "COUNT" in p:
        ours = ours[:int(p["COUNT"])]
    return ours == alt


def weekno_days_agree(p, start, e):
    """YEARLY BYWEEKNO with BYSETPOS: the positions count the days of each
    year's set, so dateutil's set must hold every RFC 5545 week day (see
    weekno_agrees) in every year the case covers.  Compares dateutil's dates
    for the rule without BYSETPOS, COUNT, UNTIL and time parts, from 1
    January of DTSTART's year to 31 December of the year after the last
    examined, with recur.byweekno_days; a rule with other date parts is not
    checked and left out."""
    if "BYWEEKNO" not in p or "BYSETPOS" not in p:
        return True
    if any(k in p for k in ("BYMONTH", "BYYEARDAY", "BYMONTHDAY")) or p.get("INTERVAL", "1") != "1":
        return False
    y0 = ymd(start)[0]
    y1 = ymd(max(e.wall))[0] + 1 if e.wall else y0 + 1
    first, last = T.days_from_civil(y0, 1, 1), T.days_from_civil(y1, 12, 31)
    keep = {k: v for k, v in p.items() if k not in ("BYSETPOS", "COUNT", "UNTIL", "BYHOUR", "BYMINUTE", "BYSECOND")}
    got = []
    for w in rrulestr(rule_text(keep), dtstart=naive(first * DAY)):
        d = local_of(w) // DAY
        if d > last:
            break
        got.append(d)
    return sorted(set(got)) == byweekno_days(keep, first * DAY, last * DAY)


# ---------------------------------------------------------------- output

def write_all(out_dir, check=False):
    stats = collections.Counter()
    files = {}
    for zone_name, target, why in ZONES:
        groups = generate_zone(zone_name, target, stats)
        text = HEADER + "# zone %s: %s\n" % (zone_name, why)
        text += ("# recur: RFC 5545 recurrence (dateutil %s's wall-clock expansion, then the zone's instants;\n"
                 "# Fixtures/generator/recur.py)\n") % __import__("dateutil").__version__
        for comment, lines in groups:
            text += "\n" + comment + "\n" + "".join(l + "\n" for l in lines)
        files[T.file_name(zone_name)] = text
    if check:
        bad = []
        for name, text in files.items():
            path = os.path.join(out_dir, name)
            if not os.path.exists(path) or open(path).read() != text:
                bad.append(name)
        if bad:
            print("differs: %s" % ", ".join(bad), file=sys.stderr)
            return 1, stats
        return 0, stats
    os.makedirs(out_dir, exist_ok=True)
    for name in os.listdir(out_dir):
        if name.endswith(".tzcases") and name not in files:
            os.remove(os.path.join(out_dir, name))
    for name, text in files.items():
        with open(os.path.join(out_dir, name), "w") as f:
            f.write(text)
    return 0, stats


REPORT_MARK = "<!-- generated counts end -->"


def write_report(stats):
    old_tail = ""
    if os.path.exists(REPORT):
        t = open(REPORT).read()
        if REPORT_MARK in t:
            old_tail = t.split(REPORT_MARK, 1)[1]
    L = ["# Recurrence corpus report", "",
         "Written by `Fixtures/generator/recur.py` (counts, above the mark) and by hand (below it).",
         "tz data: IANA %s (PyPI tzdata, no backzone); dateutil %s." % (T.PRIMARY.version, __import__("dateutil").__version__),
         "", "Total `recur` cases in `Fixtures/tzcases/recur/`: **%d**." % stats["cases"], ""]

    def table(title, prefix, order=None):
        keys = [k for k in stats if isinstance(k, str) and k.startswith(prefix)]
        if order:
            keys.sort(key=lambda k: order.index(k[len(prefix):]) if k[len(prefix):] in order else 99)
        else:
            keys.sort()
        L.append("## " + title)
        L.append("")
        L.append("| %s | cases |" % title.split(" ")[-1])
        L.append("|---|---:|")
        for k in keys:
            L.append("| %s | %d |" % (k[len(prefix):], stats[k]))
        L.append("")

    table("Cases per zone", "zone:", [z[0] for z in ZONES])
    table("Cases per FREQ", "freq:", FREQS)
    table("Cases per rule part", "part:")
    L.append("A case counts once for each part its rule contains; `-negative` rows count rules with at least one negative value.")
    L.append("")
    table("Cases per category", "flag:")
    L.append("Categories (over the occurrences a case lists):")
    L.append("")
    L.append("- gap: an occurrence's wall-clock time is in a gap (read with the offset before the gap).")
    L.append("- overlap: an occurrence's wall-clock time is repeated (the first reading is taken).")
    L.append("- skipped-day: a wall-clock occurrence on a local date that never happened was dropped.")
    L.append("- invalid-date: the MONTHLY/YEARLY expansion passed over a month without one of its days "
             "(30 February, day 31 of a 30-day month) or a common year with BYYEARDAY=366.")
    L.append("- dedupe: two wall-clock occurrences gave the same instant (gap), one was dropped.")
    L.append("- reordered: the listed instants are not in the wall-clock order of their occurrences.")
    L.append("- wkst-matters: the rule has a WKST other than MO and gives another answer without it.")
    L.append("- end: the rule ended (COUNT/UNTIL) before N occurrences (tzcases-v2: fewer than N); empty: no occurrence at all.")
    L.append("")
    table("Cases per anchor", "anchor:")
    table("Cases per year range of DTSTART", "years:")
    table("Cases per rule family", "family:")
    L.append("## Not written")
    L.append("")
    for k in sorted(k for k in stats if isinstance(k, str) and (k.startswith("dropped") or k.startswith("skipped-day anchor"))):
        L.append("- %s: %d" % (k, stats[k]))
    if stats.get("weekno-examples"):
        L.append("")
        L.append("Examples of BYWEEKNO cases left out (dateutil's answer shown; the brute force of")
        L.append("recur.byweekno_days selects every date whose week number under WKST is listed):")
        for kind in sorted(stats["weekno-examples"]):
            L.append("")
            for how, ex in stats["weekno-examples"][kind]:
                L.append("- %s:" % how)
                L.append("")
                L.append("      " + ex)
                L.append("")
    if stats.get("weekly-setpos-examples"):
        L.append("")
        L.append("Examples of WEEKLY BYSETPOS cases left out (dateutil's answer shown):")
        L.append("")
        for ex in stats["weekly-setpos-examples"]:
            L.append("      " + ex)
    L.append("")
    L.append("COUNT cases whose count includes wall-clock occurrences that were then dropped: "
             "%d (a skipped day), %d (a duplicate instant)." % (stats["count+skipped-day"], stats["count+dedupe"]))
    L.append("")
    L.append(REPORT_MARK)
    with open(REPORT, "w") as f:
        f.write("\n".join(L) + (old_tail if old_tail else "\n"))


def _alarm(signum, frame):
    raise TooLong("timeout")


def main():
    signal.signal(signal.SIGALRM, _alarm)
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=OUT)
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args()
    rc, stats = write_all(args.out, args.check)
    if not args.check:
        write_report(stats)
    print("recur: %d cases in %s" % (stats["cases"], args.out))
    return rc


if __name__ == "__main__":
    sys.exit(main())
