#!/usr/bin/env python3
"""Cases of the tzcases v2 operation `difference ZONE INSTANT INSTANT UNIT =>
DURATION`, written to Fixtures/tzcases/difference/ZONE.tzcases (headed `# tzcases 2`),
and their java.time cross-check.

Expectations come from temporal_until.py (Temporal's until() with largestUnit
UNIT, smallestUnit seconds, roundingMode trunc) over tzoracle's offset table.
generate.py runs this after the v1 corpus (one run makes both); it can also
run alone:

    difference.py --java JAVA --java-tzdata DIR   (as generate.py takes them)

writes Fixtures/tzcases/difference/ and build/difference-report.md and prints that.

Cases are built around the UTC-offset transitions of DIFF_ZONES (both sides
of gaps and overlaps, starts whose time of day falls in the gap or overlap
on the end's date, repeated and skipped midnights and days), month ends,
leap days, long random spans, equal instants and the examples of
temporal_until.EXAMPLES, in both directions and in all five units, each
seeded by a string.

A case is kept only when its answer is defined and unambiguous:
- the spec defines a result (no Assert step fails: SpecAssertion);
- both results (below) round-trip: start + result (AddZonedDateTime) is the end, as
  the format says;
- smallestUnit seconds gives the same result as the default until()
  (smallestUnit nanoseconds, no rounding): the two differ where
  NudgeToZonedTime moves a time remainder at least as long as the next day
  into a day (ROUNDING_DEPENDENT says what to do with those).
The others are counted, with examples, in the report (EXCLUDED).

java.time (CrossCheck.java) has no equivalent definition; its typical
computation differs from Temporal's by definition in the cases java_flags()
names (JAVA_FLAGS).  Only cases with no flag are cross-checked: any
disagreement there aborts, unless java.time's tz release differs from the
pinned one near the case (the rule of generate.py), or its zone is not in
java.time's release.
"""

import argparse
import collections
import os
import random
import shutil
import subprocess
import sys

import diff_releases as D
import temporal_until as U
import tzoracle as T
from tzoracle import DAY, fmt_instant, fmt_offset

HERE = os.path.dirname(os.path.abspath(__file__))
BUILD = os.path.join(HERE, "build")
OUT = os.path.join(os.path.dirname(HERE), "tzcases", "difference")
HEADER = "# tzcases 2\n# tzdata %s\n" % T.PRIMARY.version
UNITS = ("years", "months", "weeks", "days", "hours")

# What to do with a case whose result depends on whether rounding is asked
# for (smallestUnit seconds vs the default until()): "exclude" (list it in
# the report), "rounded" (keep the format's smallestUnit-seconds result) or
# "unrounded" (keep the default until()'s).
ROUNDING_DEPENDENT = "rounded"

# Zones with cases, and why.
DIFF_ZONES = [
    ("UTC", "no transitions: month ends, leap days, long spans"),
    ("America/New_York", "one-hour DST at 02:00"),
    ("America/Los_Angeles", "Temporal docs examples"),
    ("America/St_Johns", "-03:30; 1987-2011 changes at 00:01, overlaps repeating midnight"),
    ("America/Moncton", "1993-2006 changes at 00:01"),
    ("America/Havana", "changes at 00:00/01:00: skipped and repeated midnight"),
    ("Asia/Beirut", "changes at 00:00: skipped and repeated midnight"),
    ("America/Sao_Paulo", "changes at 00:00 until 2019: 2018-11-04 starts at 01:00"),
    ("America/Asuncion", "changes at 00:00"),
    ("America/Santiago", "changes at 24:00"),
    ("Asia/Gaza", "changes around midnight"),
    ("Asia/Tehran", "+03:30, changes at 24:00 until 2022"),
    ("Africa/Cairo", "changes at 00:00/24:00"),
    ("Africa/Casablanca", "negative DST (Ramadan), two changes a month apart"),
    ("Pacific/Apia", "2011-12-30 skipped (24 h gap)"),
    ("Pacific/Kiritimati", "1994-12-31 skipped"),
    ("Pacific/Kwajalein", "1993-08-20 skipped"),
    ("America/Adak", "1867: a day repeated (24 h overlap)"),
    ("Antarctica/Casey", "3 h overlap across midnight (2010)"),
    ("Antarctica/Troll", "two-hour DST"),
    ("Australia/Lord_Howe", "half-hour DST"),
    ("Australia/Sydney", "southern hemisphere DST"),
    ("Pacific/Chatham", "+12:45/+13:45"),
    ("Europe/Dublin", "negative DST in tzdata (IST is standard)"),
    ("Europe/London", "double summer time in the 1940s"),
    ("Europe/Berlin", "one-hour DST at 02:00 UTC+1"),
    ("Europe/Moscow", "permanent changes 2011, 2014"),
    ("America/Nuuk", "DST at -01:00 from 2023"),
    ("Asia/Kolkata", "+05:30, no DST since 1945"),
    ("Asia/Kathmandu", "+05:45 from 1986"),
    ("Asia/Seoul", "Temporal docs examples"),
]

# Transitions always swept with the most cases: (zone, local date after the transition).
FORCED = {
    ("America/Sao_Paulo", "2018-11-04"),  # 2018-11-04 starts at 01:00
    ("America/Sao_Paulo", "2019-02-16"),  # midnight repeated
    ("America/New_York", "2017-03-12"), ("America/New_York", "2017-11-05"),
    ("Europe/Dublin", "2024-03-31"), ("Europe/Dublin", "2024-10-27"),
    ("Australia/Lord_Howe", "2024-04-07"), ("Australia/Lord_Howe", "2024-10-06"),
    ("Asia/Kolkata", "1945-10-14"),
}

SWEEP_FROM, SWEEP_TO = 1800, 2037  # transitions swept (UTC year of the instant)
MODERN = 1970  # transitions from here are sampled more often
P_ORDINARY_MODERN, P_ORDINARY_OLD = 0.3, 0.08  # one hour, away from midnight
P_MIDNIGHT_MODERN, P_MIDNIGHT_OLD = 0.6, 0.3  # touching midnight, or not one hour
UNIT_WEIGHTS = (("years", 25), ("months", 20), ("weeks", 10), ("days", 30), ("hours", 15))

EXCLUDED = collections.OrderedDict([
    ("combine-assert", "the spec asserts: DifferenceZonedDateTime's date and time parts have opposite signs "
                       "(CombineDateAndTimeDuration step 3; tc39/proposal-temporal#3311, open; PR #3317 proposes "
                       "a time-only result).  The end is later in time but earlier on the wall clock (or the "
                       "reverse) on different dates, across a repeated midnight"),
    ("dayspan-assert", "the spec asserts with smallestUnit seconds: the day after the intermediate date has no "
                       "length (NudgeToZonedTime step 8, daySpan 0) because that day was skipped; test262 of 2026 "
                       "(until/skipped-day-collapses-*.js) expects the default until()'s result there, a spec "
                       "change after the text read here"),
    ("step12-assert", "the spec asserts: no day correction makes the time part's sign right "
                      "(DifferenceZonedDateTime step 12)"),
    ("no-round-trip", "Temporal's result does not round-trip: start + result (AddZonedDateTime) is not the end. "
                      "The start is the second occurrence of a repeated wall-clock time and the date part is zero: "
                      "DifferenceZonedDateTime measures the time from the wall-clock start resolved compatible "
                      "(the first occurrence), AddZonedDateTime adds it to the start itself"),
    ("no-round-trip-nudge", "only the smallestUnit-seconds result does not round-trip: the start is the second "
                            "occurrence of a repeated wall-clock time and NudgeToZonedTime measures its day from the "
                            "start's wall-clock time resolved compatible (the first occurrence), so the time it moves "
                            "into a day is off by the overlap"),
    ("no-round-trip-bubble", "only the smallestUnit-seconds result does not round-trip: NudgeToZonedTime moves a time "
                             "remainder longer than the following day into one more day, that day completes a month "
                             "or a year, and BubbleRelativeDuration then sets the time part to 0, dropping what was "
                             "beyond the day"),
    ("rounding-dependent", "smallestUnit seconds and the default until() differ: the time remainder is at least the "
                           "length of the following day (a repeated hour, or a repeated midnight), so "
                           "NudgeToZonedTime moves it into one more day (P1DT30M instead of PT24H30M)"),
])

JAVA_FLAGS = collections.OrderedDict([
    ("day-correction", "the end date is corrected differently: Temporal steps back from the end's date while the "
                       "start's wall-clock time on that date, resolved compatible, is beyond the end in exact time "
                       "(up to 2 days); java.time's LocalDateTime.until compares the times of day on the wall clock "
                       "only (e.g. an end at 03:15 just after a 02:00-03:00 gap and a start at 02:30: Temporal "
                       "PT23H45M, java.time P1DT-15M)"),
    ("backward-clamp", "end before start, and the start's day of month does not exist in the month reached: "
                       "Temporal counts months back from the start with the day clamped (03-31 to 02-28 is -P1M), "
                       "Period.between subtracts end-of-month days (P-1M-3D), which start.plus() does not undo"),
    ("repeated-intermediate", "the wall-clock time the date part reaches (the start's time of day on the "
                              "intermediate date) happens twice and the start's offset is the second "
                              "occurrence's: Temporal takes the first (compatible), ZonedDateTime.plus(Period) "
                              "keeps the start's offset when it is valid there (the second)"),
    ("rounded", "the format's smallestUnit seconds moves a time remainder at least as long as the following "
                "day into one more day (NudgeToZonedTime, then BubbleRelativeDuration); java.time, like "
                "Temporal's default until(), keeps it as hours (P1DT1S against PT24H1S)"),
])


from tzoracle import file_name, utc, year_of  # noqa: E402 (shared with the other generators)


def unit_choice(rng):
    r = rng.randrange(sum(w for _, w in UNIT_WEIGHTS))
    for u, w in UNIT_WEIGHTS:
        if r < w:
            return u
        r -= w
    raise AssertionError


def java_flags(z, u1, u2, unit, trace):
    """The JAVA_FLAGS under which java.time's typical computation of the case
    (CrossCheck.difference) differs from Temporal's by definition; [] for a
    case where the two must agree.  trace: temporal_until's trace of the
    DifferenceZonedDateTime call (its intermediate date)."""
    if unit == "hours" or u1 == u2:
        return []
    sd, st = divmod(z.local_of(u1), DAY)
    ed, et = divmod(z.local_of(u2), DAY)
    jed = ed  # LocalDateTime.until's end date
    if ed > sd and et < st:
        jed = ed - 1
    elif ed < sd and et > st:
        jed = ed + 1
    ted = T.days_from_civil(*trace["intermediate_date"])
    if jed != ted:
        return ["day-correction"]
    flags = []
    sday = T.civil_from_days(sd)[2]
    ey, em, eday = T.civil_from_days(ted)
    if unit in ("years", "months") and ted < sd:
        ny, nm = U.balance_iso_year_month(ey, em + 1)
        if (eday <= sday and sday > T.days_in_month(ey, em)) or (eday > sday and sday > T.days_in_month(ny, nm)):
            flags.append("backward-clamp")
    if ted != sd:  # a date part: ZonedDateTime.plus adds it to the local date-time, then resolves once
        cands = z.candidates(ted * DAY + st)
        if len(cands) > 1:
            start_off = z.offset_at(u1)  # the offset ZonedDateTime.plus keeps when it is valid
            first_off, last_off = ted * DAY + st - cands[0], ted * DAY + st - cands[-1]
            if start_off == last_off and start_off != first_off:
                flags.append("repeated-intermediate")
    return flags


class DiffCases:
    """The difference cases of one zone, in sections keyed by an instant (as
    generate.Cases); a case (start, end, unit) is evaluated and kept once."""

    def __init__(self, zone, stats):
        self.zone = zone
        self.z = T.zone(zone)
        self.stats = stats
        self.sections = []
        self.cur = None
        self.seen = set()
        self.flags = {}  # case line -> java flags
        self.style_rng = random.Random("difference-style:" + zone)

    def section(self, key, comment):
        self.cur = []
        self.sections.append((key, len(self.sections), comment, self.cur))

    def inst(self, u):
        """An INSTANT input: with the zone's offset, now and then with Z."""
        if self.style_rng.random() < 0.05:
            return T.fmt_local(u) + "Z"
        return fmt_instant(u, self.z.offset_at(u))

    def add(self, u1, u2, unit):
        key = (u1, u2, unit)
        if key in self.seen or not (utc(1800) <= min(u1, u2) and max(u1, u2) < utc(2200)):
            return
        self.seen.add(key)
        z = self.z
        line = "difference %s %s %s %s" % (self.zone, self.inst(u1), self.inst(u2), unit)
        lu = U.FORMAT_UNITS[unit]
        results = {}
        trace, rtrace = {}, {}
        for rounded in (True, False):
            try:
                results[rounded] = U.until(z, u1, u2, lu, rounded, rtrace if rounded else trace)
            except U.SpecAssertion as e:
                results[rounded] = e
        why = None
        r, r0 = results[True], results[False]
        if isinstance(r0, U.SpecAssertion) or isinstance(r, U.SpecAssertion):
            msg = str(r0 if isinstance(r0, U.SpecAssertion) else r)
            why = ("combine-assert" if "CombineDateAndTimeDuration" in msg else
                   "dayspan-assert" if "NudgeToZonedTime" in msg else "step12-assert")
        elif U.add(z, u1, r0) != u2:
            why = "no-round-trip"
        elif U.add(z, u1, r) != u2:
            why = "no-round-trip-bubble" if rtrace.get("bubbled") else "no-round-trip-nudge"
        elif r != r0 and ROUNDING_DEPENDENT == "exclude":
            why = "rounding-dependent"
        if why is not None:
            self.stats.exclude(why, self.zone, line, r, r0)
            return
        kept = r0 if ROUNDING_DEPENDENT == "unrounded" else r
        if U.add(z, u1, kept) != u2:  # the format: the first instant plus the result is the second
            raise AssertionError("round trip fails: %s => %s" % (line, U.fmt_duration(kept)))
        line += " => " + U.fmt_duration(kept)
        self.cur.append(line)
        self.flags[line] = java_flags(z, u1, u2, unit, trace) + (["rounded"] if r != r0 else [])

    def lines(self):
        out = []
        seen = set()
        for key, seq, comment, cases in sorted(self.sections, key=lambda s: (s[0], s[1])):
            body = [c for c in cases if c not in seen]
            seen.update(body)
            if not body:
                continue
            out.append("")
            out.append("# " + comment)
            out.extend(body)
        return out


class Stats:
    def __init__(self):
        self.excluded = collections.Counter()
        self.examples = collections.defaultdict(list)
        self.excluded_zones = collections.defaultdict(collections.Counter)
        self.excluded_units = collections.defaultdict(collections.Counter)

    def exclude(self, why, zone, line, r, r0):
        self.excluded[why] += 1
        self.excluded_zones[why][zone] += 1
        self.excluded_units[why][line.split()[4]] += 1

        def show(x):
            return "spec asserts" if isinstance(x, U.SpecAssertion) else U.fmt_duration(x)
        if len(self.examples[why]) < 200:
            self.examples[why].append((zone, "%s   (smallestUnit seconds: %s; default until(): %s)"
                                       % (line, show(r), show(r0))))


# ---------------------------------------------------------------- case builders

def transition_cases(c, i, rng, sizes):
    """Cases around the i-th transition of c.z: ends near it (both edges,
    inside the repeated range at both occurrences, the start of its local
    days), starts whose wall-clock time of day is in or next to the gap or
    overlap, 1..2 days, weeks, months and years away (both directions), and
    pairs of the near instants."""
    z = c.z
    t = z.trans[i]
    o1, o2 = z.offset_before(i), z.offs[i]
    delta = o2 - o1
    kind = "gap" if delta > 0 else "overlap"
    a, b = t + min(o1, o2), t + max(o1, o2)  # wall-clock range skipped or repeated
    w = b - a
    mid = a + w // 2
    if w >= 120:
        mid -= mid % 60
    c.section(t, "%s %s -> %s (%s of %ds)" % (fmt_instant(t, o2), fmt_offset(o1), fmt_offset(o2), kind, w))
    near = {t - 1, t, t - w // 2, t + w // 2, t - w, t + w, t - w - 1, t + w - 1}
    if kind == "overlap":
        near |= {mid - o1, mid - o2}  # both occurrences of the middle of the repeated range
    for d in sorted({(t - 1 + o1) // DAY, (t + o2) // DAY, (t - w + o1) // DAY, (t + w + o2) // DAY}):
        for dd in (d, d + 1):
            s = z.start_of_day(dd)
            if s is not None:
                near |= {s, s - 1}
    near = sorted(near)
    tods = sorted({(z.local_of(n)) % DAY for n in near} | {a % DAY, mid % DAY, (b - 1) % DAY, (a - 1) % DAY,
                                                          b % DAY, 0, 43200, DAY - 1})
    n_far, n_pairs = sizes
    for _ in range(n_far):
        n = rng.choice(near)
        local = z.local_of(n)
        r = rng.random()
        if r < 0.35:
            k = rng.choice((1, 1, 2, 2, 3, 7, 8, 30, 31, rng.randrange(1, 1500)))
            days_shift, months_shift = k, 0
        elif r < 0.75:
            days_shift, months_shift = 0, rng.choice((1, 1, 2, 6, 11, 12, 13, rng.randrange(1, 240)))
        else:
            days_shift, months_shift = 0, 12 * rng.choice((1, 2, 4, rng.randrange(1, 80)))
        sign = -1 if rng.random() < 0.7 else 1
        if rng.random() < 0.6:
            tod = rng.choice(tods)
        else:
            tod = (local % DAY + rng.choice((0, 1, -1, 60, -60, 1800, -1800, 3600, -3600))) % DAY
        day_local = (local // DAY) * DAY + sign * days_shift * DAY
        if months_shift:
            day_local = T.add_months_local(day_local, sign * months_shift)
        far_local = day_local + tod
        cands = z.candidates(far_local)
        if len(cands) > 1 and rng.random() < 0.4:
            far = cands[-1]
        else:
            far = z.resolve(far_local, "compatible")
        pair = (far, n) if rng.random() < 0.6 else (n, far)
        c.add(pair[0], pair[1], unit_choice(rng))
    for _ in range(n_pairs):
        x, y = rng.sample(near, 2)
        if rng.random() < 0.2:
            for unit in UNITS:
                c.add(x, y, unit)
        else:
            c.add(x, y, unit_choice(rng))
    if rng.random() < 0.3:
        n = rng.choice(near)
        c.add(n, n, unit_choice(rng))


def month_end_cases(c, rng, n):
    """Starts on the 28th..31st (or at a month's end), ends at month ends,
    the same day of other months, 28/29 February, both directions."""
    z = c.z
    c.section(utc(9990), "month ends (seeded)")
    for _ in range(n):
        y, m = rng.randrange(1950, 2040), rng.randrange(1, 13)
        d = min(rng.choice((28, 29, 30, 31, 31)), T.days_in_month(y, m))
        tod = rng.choice((0, 43200, DAY - 1, rng.randrange(DAY), rng.randrange(DAY)))
        start = z.resolve(T.days_from_civil(y, m, d) * DAY + tod, "compatible")
        k = rng.choice((1, 1, 1, 2, 3, 11, 12, 13, rng.randrange(1, 60)))
        k = k if rng.random() < 0.6 else -k
        ey, em = U.balance_iso_year_month(y, m + k)
        r = rng.random()
        if r < 0.4:
            ed = T.days_in_month(ey, em)
        elif r < 0.7:
            ed = min(d, T.days_in_month(ey, em))
        elif r < 0.85:
            ed = rng.choice((1, 27, 28, 29, 30, 31))
            ed = min(ed, T.days_in_month(ey, em))
        else:
            ey, em = ey, 2
            ed = rng.choice((28, 29)) if T.is_leap(ey) else 28
        etod = (tod + rng.choice((0, 0, 0, 1, -1, 3600, -3600, rng.randrange(-DAY, DAY)))) % DAY
        end = z.resolve(T.days_from_civil(ey, em, ed) * DAY + etod, "compatible")
        unit = rng.choice(("years", "years", "months", "months", "months", "days", "weeks", "hours"))
        if rng.random() < 0.5:
            c.add(start, end, unit)
        else:
            c.add(end, start, unit)


def leap_day_cases(c, rng, n):
    """29 February to and from 28/29 February and 1 March of other years."""
    z = c.z
    c.section(utc(9991), "leap days (seeded)")
    for _ in range(n):
        y = rng.choice([yy for yy in range(1952, 2040, 4)])
        tod = rng.choice((0, 43200, rng.randrange(DAY)))
        leap = z.resolve(T.days_from_civil(y, 2, 29) * DAY + tod, "compatible")
        k = rng.choice((1, 1, 2, 3, 4, 5, 8, -1, -1, -3, -4, -7))
        oy = y + k
        om, od = rng.choice(((2, 28), (2, 29), (3, 1), (2, 27)))
        if od == 29 and not T.is_leap(oy):
            od = 28
        other = z.resolve(T.days_from_civil(oy, om, od) * DAY + (tod + rng.choice((0, 0, 1, -1, 3600))) % DAY,
                          "compatible")
        unit = rng.choice(("years", "years", "months", "days", "weeks"))
        if rng.random() < 0.5:
            c.add(leap, other, unit)
        else:
            c.add(other, leap, unit)


def random_cases(c, rng, n):
    """Spans up to a century, any unit, either direction, and equal instants."""
    c.section(utc(9999), "random spans (seeded)")
    for _ in range(n):
        u1 = rng.randrange(utc(1890), utc(2110))
        span = rng.choice((rng.randrange(DAY), rng.randrange(40 * DAY), rng.randrange(800 * DAY),
                           rng.randrange(100 * 366 * DAY)))
        u2 = u1 + (span if rng.random() < 0.5 else -span)
        c.add(u1, u2, unit_choice(rng))
    for unit in UNITS:
        u = rng.randrange(utc(1890), utc(2110))
        c.add(u, u, unit)


def example_cases(c):
    ex = [e for e in U.EXAMPLES if e[0] == c.zone]
    if not ex:
        return
    c.section(-10 ** 15, "examples: the format, Temporal's docs, test262, hand-checked (temporal_until.EXAMPLES)")
    for zone, start, end, unit, *_ in ex:
        c.add(T.parse_instant(start)[0], T.parse_instant(end)[0], unit)


def utc_cases(c, rng):
    """UTC: every start day 27..31 of every month of two years (one leap) to
    month ends and same days 1..14 months away, both directions, calendar
    units; then the seeded sets, larger."""
    c.section(utc(1990), "month-end grid, 2019 and 2020 (leap), both directions")
    for y in (2019, 2020):
        for m in range(1, 13):
            for d in range(27, T.days_in_month(y, m) + 1):
                start = utc(y, m, d, 12)
                for k in (1, 2, 3, 11, 12, 13, 14):
                    ey, em = U.balance_iso_year_month(y, m + k)
                    for ed in sorted({T.days_in_month(ey, em), min(d, T.days_in_month(ey, em)), 1}):
                        end = utc(ey, em, ed, rng.choice((12, 12, 11, 13)))
                        c.add(start, end, rng.choice(("years", "months")))
                        c.add(end, start, rng.choice(("years", "months")))
    month_end_cases(c, rng, 1500)
    leap_day_cases(c, rng, 400)
    random_cases(c, rng, 300)


def zone_cases(zone, stats):
    c = DiffCases(zone, stats)
    z = c.z
    example_cases(c)
    rng = random.Random("difference:" + zone)
    if zone == "UTC":
        utc_cases(c, rng)
        return c
    lo, hi = utc(SWEEP_FROM), utc(SWEEP_TO + 1)
    for i, t in enumerate(z.trans):
        if not lo <= t < hi:
            continue
        trng = random.Random("difference:%s:%d" % (zone, t))
        o1, o2 = z.offset_before(i), z.offs[i]
        a, b = t + min(o1, o2), t + max(o1, o2)
        modern = year_of(t) >= MODERN
        if (zone, T.fmt_date((t + o2) // DAY)) in FORCED or a // DAY != (b - 1) // DAY or abs(o2 - o1) >= 3 * 3600:
            p, sizes = 1.0, (16, 10)  # the skipped or repeated range crosses midnight, or is long
        elif a % DAY == 0 or b % DAY == 0 or abs(o2 - o1) != 3600:
            # starts or ends at midnight, or not one hour
            p = 1.0 if year_of(t) >= 2000 else P_MIDNIGHT_MODERN if modern else P_MIDNIGHT_OLD
            sizes = (9, 6)
        else:
            p, sizes = (P_ORDINARY_MODERN if modern else P_ORDINARY_OLD), (7, 5)
        if trng.random() < p:
            transition_cases(c, i, trng, sizes)
    month_end_cases(c, rng, 60)
    leap_day_cases(c, rng, 12)
    random_cases(c, rng, 40)
    return c


def generate():
    """All zones' cases: ({file: (head, lines)}, {file: {line: flags}}, Stats)."""
    stats = Stats()
    files, flags = {}, {}
    for zone, why in DIFF_ZONES:
        c = zone_cases(zone, stats)
        fn = file_name(zone)
        files[fn] = ("# zone %s: %s\n# difference: Temporal's until(), largestUnit UNIT, smallestUnit seconds, "
                     "trunc (Fixtures/generator/temporal_until.py)\n" % (zone, why), c.lines())
        flags[fn] = c.flags
    return files, flags, stats


def write(files):
    shutil.rmtree(OUT, ignore_errors=True)
    os.makedirs(OUT)
    for fn, (head, body) in sorted(files.items()):
        with open(os.path.join(OUT, fn), "w") as f:
            f.write(HEADER + head + "\n".join(body) + "\n")


# ---------------------------------------------------------------- java.time

NEAR = 2 * DAY


def release_explains(line, java_diffs, java_names):
    """As generate.release_explains, for a difference case: the zone is not in
    java.time's release, or its offsets differ from the pinned release's
    within NEAR of the start, or within NEAR + 4 days of the end (the
    intermediate instants Temporal and java.time resolve lie within 3 days
    of the end).  Returns the zone or None."""
    tokens = line.split(" # ")[0].split()
    zone = tokens[1]
    if zone not in java_names:
        return zone
    ivs = java_diffs.get(zone)
    if not ivs:
        return None
    u1, u2 = T.parse_instant(tokens[2])[0], T.parse_instant(tokens[3])[0]
    for lo, hi in ((u1 - NEAR, u1 + NEAR), (u2 - NEAR - 4 * DAY, u2 + NEAR + 4 * DAY)):
        if any(first <= hi and lo <= last for first, last, _ in ivs):
            return zone
    return None


def run_java(java_cmd):
    """Runs CrossCheck.java over OUT; returns ({path: {line: java}}, summary)."""
    out = os.path.join(BUILD, "difference-java.tsv")
    links = os.path.join(BUILD, "links.tsv")
    with open(links, "w") as f:
        for name, target in sorted(T.PRIMARY.links().items()):
            f.write("%s\t%s\n" % (name, target))
    proc = subprocess.run(java_cmd + [out, "--links=" + links, OUT], check=True, stdout=subprocess.PIPE, text=True)
    bad = collections.defaultdict(dict)
    with open(out) as f:
        for line in f:
            path, lineno, java = line.rstrip("\n").split("\t")
            bad[os.path.basename(path)][int(lineno)] = java
    return bad, proc.stdout.splitlines()[0] if proc.stdout else "?"


def cross_check(files, flags, bad, java_diffs, java_names):
    """Sorts every case by the java.time cross-check.  Returns a dict of
    counters and examples; 'unexplained' lists the must-agree cases java.time
    contradicts with no tz-release explanation (the caller aborts)."""
    res = {
        "must_agree": 0, "agreed": 0, "release": collections.Counter(), "release_examples": [],
        "unexplained": [], "flag_cases": collections.Counter(), "flag_disagree": collections.Counter(),
        "flag_examples": collections.defaultdict(list), "flagged": 0, "flagged_disagree": 0,
        "combos": collections.Counter(), "flag_units": collections.defaultdict(collections.Counter),
    }
    for fn in sorted(files):
        path = os.path.join(OUT, fn)
        with open(path) as f:
            lines = f.read().split("\n")
        for k, line in enumerate(lines, 1):
            if not line or line.startswith("#"):
                continue
            java = bad.get(fn, {}).get(k)
            fl = flags[fn][line]
            if fl:
                res["flagged"] += 1
                res["combos"][" + ".join(fl)] += 1
                res["flagged_disagree"] += java is not None
                for flag in fl:
                    res["flag_cases"][flag] += 1
                    res["flag_units"][flag][line.split()[4]] += 1
                    if java is not None:
                        res["flag_disagree"][flag] += 1
                        if len(fl) == 1:
                            res["flag_examples"][flag].append("%s   (java.time: %s)" % (line, java))
                continue
            res["must_agree"] += 1
            res["flag_units"]["none"][line.split()[4]] += 1
            if java is None:
                res["agreed"] += 1
                continue
            zone = release_explains(line, java_diffs, java_names)
            if zone is None:
                res["unexplained"].append("%s:%d: %s   (java.time: %s)" % (fn, k, line, java))
            else:
                res["release"][zone] += 1
                if len(res["release_examples"]) < 6:
                    res["release_examples"].append("%s   (java.time: %s)" % (line, java))
    return res


def pick(examples, n, rng_key):
    """n examples spread over the list (deterministic)."""
    if len(examples) <= n:
        return list(examples)
    rng = random.Random(rng_key)
    return [examples[k] for k in sorted(rng.sample(range(len(examples)), n))]


def report_lines(files, stats, res, java_summary, jv):
    pv = T.PRIMARY.version
    per_unit = collections.Counter()
    per_zone = collections.Counter()
    total = 0
    for fn, (_, body) in files.items():
        for line in body:
            if line and not line.startswith("#"):
                total += 1
                per_unit[line.split()[4]] += 1
                per_zone[fn[:-len(".tzcases")].replace("__", "/")] += 1
    out = []
    out.append("## difference (tzcases 2): Fixtures/tzcases/difference/")
    out.append("")
    out.append("`difference ZONE INSTANT INSTANT UNIT => DURATION`: Temporal's `until()` with largestUnit UNIT, "
               "smallestUnit seconds, roundingMode trunc, computed by temporal_until.py (the Temporal spec's "
               "DifferenceTemporalZonedDateTime → DifferenceZonedDateTimeWithRounding → DifferenceZonedDateTime "
               "(day correction, CalendarDateUntil with ISODateSurpasses) → RoundRelativeDuration "
               "(NudgeToZonedTime, BubbleRelativeDuration) → TemporalDurationFromInternal; hours: "
               "DifferenceInstant) over the %s offset table.  Every kept case round-trips: start + result, by "
               "AddZonedDateTime, is the end.  Files are headed `# tzcases 2` / `# tzdata %s`.  DateMath "
               "runs them with `Zone.until(from:to:largestUnit:smallestUnit: .seconds)` (truncating).  "
               "ROUNDING_DEPENDENT = \"%s\": where smallestUnit seconds and the default until() differ, %s."
               % (pv, pv, ROUNDING_DEPENDENT,
                  {"rounded": "the smallestUnit-seconds result is kept (java.time flag `rounded`)",
                   "unrounded": "the default until()'s result is kept",
                   "exclude": "the case is left out"}[ROUNDING_DEPENDENT]))
    out.append("")
    out.append("- cases kept: %d in %d files (one per zone)" % (total, len(files)))
    out.append("- per unit: %s" % ", ".join("%s %d" % (u, per_unit[u]) for u in UNITS))
    out.append("- per zone: %s" % ", ".join("%s %d" % kv for kv in sorted(per_zone.items())))
    out.append("- result text: the sign once in front, zero parts left out, weeks as `W` (`P6W3DT23H`), "
               "hours not folded into days (`P21Y5M25DT24H17S` is a valid result), `PT0S` for zero")
    out.append("- cases generated but left out (no defined or no unambiguous answer): %d"
               % sum(stats.excluded.values()))
    out.append("- the spec text implemented: tc39/proposal-temporal spec/*.html at commit 171f1c3b6 (2026-04-03). "
               "ISODateSurpasses step 5 there (\"If months = 0, return false\", editorial refactor 196a31919 of "
               "2026-01) would never end CalendarDateUntil's days loop when months = 0; implemented as the text "
               "before it and the polyfill: return false only when weeks and days are 0 as well")
    out.append("- Temporal's docs example \"2:30AM on the day before DST starts to 3:30AM on the day DST starts => "
               "P1DT1H\" is stale: the current spec gives P1D (America/New_York, kept as an example case), which "
               "round-trips")
    for zone, start, end, unit, want, want_default, source in U.EXAMPLES:
        if want_default and ROUNDING_DEPENDENT == "exclude":
            out.append("- example left out as rounding-dependent (%s): `difference %s %s %s %s`: smallestUnit "
                       "seconds %s, default until() %s; both round-trip" % (source, zone, start, end, unit, want,
                                                                          want_default))
    out.append("")
    out.append("### difference: cases left out")
    out.append("")
    out.append("Each generated case whose answer the spec does not define, or defines in a way the format's "
               "\"the first instant plus the result is the second\" contradicts%s, is left out "
               "(ROUNDING_DEPENDENT = \"%s\" in difference.py).  Per reason: count, zones, examples."
               % (", or that depends on whether rounding is asked for" if ROUNDING_DEPENDENT == "exclude" else "",
                  ROUNDING_DEPENDENT))
    out.append("")
    for why, text in EXCLUDED.items():
        k = stats.excluded[why]
        out.append("- **%s**: %d. %s." % (why, k, text))
        if k:
            out.append("    - units: %s" % ", ".join("%s %d" % (u, stats.excluded_units[why][u])
                                                     for u in UNITS if stats.excluded_units[why][u]))
            out.append("    - zones: %s" % ", ".join("%s %d" % kv for kv in sorted(stats.excluded_zones[why].items())))
            for zone, ex in pick(stats.examples[why], 4, "examples:" + why):
                out.append("    - `%s`" % ex)
    out.append("")
    out.append("### difference: where Temporal and java.time differ by definition")
    out.append("")
    out.append("java.time has no Temporal-style difference.  CrossCheck.java computes it the way java.time "
               "programs typically do: the date part from `Period.between` (years, months) or "
               "`ChronoUnit.DAYS.between` (weeks, days) of the local dates, the end date moved by a day when the "
               "end's time of day is on the wrong side of the start's (as `LocalDateTime.until` does), then "
               "`Duration.between(start.plus(datePart), end)`; hours: `Duration.between(start, end)`.  The two "
               "definitions differ in these categories (a case may be in several); cases in none must agree.")
    out.append("")
    out.append("%s (difference cases)" % java_summary)
    out.append("")
    def units(flag):
        return ", ".join("%s %d" % (u, res["flag_units"][flag][u]) for u in UNITS if res["flag_units"][flag][u])
    out.append("| category | cases | java.time differs | java.time agrees anyway | cases per unit |")
    out.append("|---|---|---|---|---|")
    for flag in JAVA_FLAGS:
        n, d = res["flag_cases"][flag], res["flag_disagree"][flag]
        out.append("| %s | %d | %d | %d | %s |" % (flag, n, d, n - d, units(flag)))
    out.append("| any of them (not cross-checked) | %d | %d | %d | |" % (
        res["flagged"], res["flagged_disagree"], res["flagged"] - res["flagged_disagree"]))
    out.append("| none: must agree | %d | %d (tz release) | %d | %s |" % (
        res["must_agree"], sum(res["release"].values()), res["agreed"], units("none")))
    out.append("")
    for flag, text in JAVA_FLAGS.items():
        out.append("- **%s**: %s." % (flag, text))
        for ex in pick(res["flag_examples"][flag], 3, "java:" + flag):
            out.append("    - `%s`" % ex)
    out.append("- combinations: %s" % ", ".join("%s %d" % kv for kv in sorted(res["combos"].items())))
    out.append("- must-agree cases java.time contradicts where its tz data %s differs from %s near the case "
               "(not cross-checked, as in the v1 corpus): %d%s" % (
                   jv, pv, sum(res["release"].values()),
                   " (%s)" % ", ".join("%s %d" % kv for kv in sorted(res["release"].items()))
                   if res["release"] else ""))
    for ex in res["release_examples"][:3]:
        out.append("    - `%s`" % ex)
    out.append("- must-agree cases java.time contradicts otherwise: %d (any aborts the run)" % len(res["unexplained"]))
    out.append("")
    return out


def run(java_cmd, java_rel, java_diffs):
    """Generates Fixtures/tzcases/difference/, cross-checks it with java.time; returns
    the report lines (exits on an unexplained disagreement)."""
    U.self_test()
    files, flags, stats = generate()
    write(files)
    bad, summary = run_java(java_cmd)
    res = cross_check(files, flags, bad, java_diffs, java_rel.names())
    if res["unexplained"]:
        print("difference: java.time CONTRADICTS %d must-agree cases (no definitional or tz-release reason):"
              % len(res["unexplained"]), file=sys.stderr)
        for line in res["unexplained"][:60]:
            print("  " + line, file=sys.stderr)
        sys.exit(1)
    return report_lines(files, stats, res, summary, java_rel.version)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--java", default="java", metavar="PATH")
    ap.add_argument("--java-tzdata", required=True, metavar="DIR")
    args = ap.parse_args()
    java_rel = T.Release(args.java_tzdata)
    java_diffs, _, _ = D.release_differences(java_rel, T.PRIMARY, hi=utc(2300 + 1))
    lines = run([args.java, os.path.join(HERE, "CrossCheck.java")], java_rel, java_diffs)
    text = "\n".join(lines)
    with open(os.path.join(BUILD, "difference-report.md"), "w") as f:
        f.write(text + "\n")
    print(text)


if __name__ == "__main__":
    main()
