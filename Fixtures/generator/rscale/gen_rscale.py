#!/usr/bin/env python3
"""RFC 7529 (RSCALE, SKIP) cases of the tzcases v2 operation

    recur ZONE LOCAL RULE N => INSTANT... [end]

written to Fixtures/tzcases/recur/rscale-<calendar>.tzcases, rscale-rfc7529-examples.tzcases
and rscale-invalid.tzcases, with the counts in build/counts.md (copied into REPORT.md by
hand).  Every case's wall-clock sequence comes from two independent oracles that must agree:

1. libical (Debian libical-dev 3.0.16, built with ICU 72: its RSCALE calendars are ICU's),
   icalrecur_iterator over a floating DTSTART (../libical_recur.c);
2. rrule7529.py, RFC 7529 written here over the calendar tables of rcal.py (PyPI
   packages: convertdate, pyluach, lunardate, sxtwl, korean-lunar-calendar, hijridate,
   jdatetime, ethiopian-date), never ICU, never DateMath.

A case is kept only when both give the same wall-clock occurrences (and end at the same
place); every disagreement is counted by class into build/disagreements.md.  The
wall-clock occurrences become instants exactly as ../recur.py does (steps 2-4 of its
docstring: fold=0 / gap -> offset before the gap, checked against tzoracle's resolve;
a day that never happened dropped; instants sorted, duplicates dropped; the expansion
runs until W - MAXOFF > the N-th instant; `end` when the rule ended with fewer than N
instants), with ../tzoracle.py over the pinned tzdata (2026.6 = IANA 2026f).

    PYTHONTZPATH= .venv/bin/python gen_rscale.py
"""
import collections
import datetime
import os
import random
import subprocess
import sys
import zoneinfo

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))  # ../tzoracle.py
import tzoracle as T  # noqa: E402
from tzoracle import DAY  # noqa: E402

import rcal  # noqa: E402
import rrule7529 as R  # noqa: E402

zoneinfo.reset_tzpath([])
OUT = os.path.join(os.path.dirname(os.path.dirname(HERE)), "tzcases", "recur")
BUILD = os.path.join(HERE, "build")
BINARY = os.path.join(BUILD, "libical_recur")
SEED = "DateMath RSCALE corpus v1"
EPOCH_JDN = rcal.EPOCH_JDN

CALS = ["hebrew", "chinese", "dangi", "islamic-civil", "islamic-umalqura", "persian", "indian",
        "coptic", "ethiopic", "gregorian"]
RSCALE = {v: k for k, v in R.CAL_NAMES.items()}
# calendar -> (cases wanted, zones with weights)
PLAN = {
    "hebrew": (370, [("Asia/Jerusalem", 5), ("America/New_York", 3), ("UTC", 2)]),
    "chinese": (320, [("Asia/Shanghai", 5), ("UTC", 2), ("America/New_York", 2)]),
    "dangi": (230, [("Asia/Seoul", 6), ("UTC", 2)]),
    "islamic-civil": (160, [("Asia/Riyadh", 4), ("UTC", 2), ("America/New_York", 2)]),
    "islamic-umalqura": (220, [("Asia/Riyadh", 6), ("UTC", 2)]),
    "persian": (190, [("Asia/Tehran", 7), ("UTC", 2)]),
    "indian": (130, [("Asia/Kolkata", 4), ("UTC", 2), ("America/New_York", 1)]),
    "coptic": (140, [("Africa/Cairo", 3), ("Africa/Addis_Ababa", 2), ("UTC", 2)]),
    "ethiopic": (170, [("Africa/Addis_Ababa", 5), ("UTC", 2), ("America/New_York", 1)]),
    "gregorian": (170, [("America/New_York", 4), ("UTC", 3), ("Asia/Jerusalem", 1)]),
}
TIMES = [9 * 3600] * 6 + [0, 12 * 3600 + 30 * 60, 23 * 3600 + 30 * 60, 2 * 3600 + 30 * 60, 18 * 3600 + 15 * 60]


def fmt_local(w):
    return T.fmt_local(w)


def compact(w):
    return T.fmt_local(w).replace("-", "").replace(":", "")


# ---------------------------------------------------------------- zone step, as recur.py

_ZI = {}


def instants(zone_name, walls, n, limit=None):
    """recur.py's evaluate() steps 2-4 over an iterator of wall-clock occurrences."""
    z = T.zone(zone_name)
    zi = _ZI.setdefault(zone_name, zoneinfo.ZoneInfo(zone_name))
    max_off = max(z.offs + [z.off0])
    occ, wall, insts = [], [], set()
    ended = exhausted = False
    flags = set()
    while True:
        wl = next(walls, None)
        if wl is None:
            ended = exhausted = True
            break
        if limit is not None and wl - max_off > limit:
            ended = True
            break
        if len(insts) >= n and wl - max_off > sorted(insts)[n - 1]:
            break
        wall.append(wl)
        if len(wall) > 5000:
            raise R.OutOfTable("too long")
        if z.start_of_day(wl // DAY) is None:
            flags.add("skipped-day")
            continue
        y, mo, d = T.civil_from_days(wl // DAY)
        s = wl % DAY
        aware = datetime.datetime(y, mo, d, s // 3600, s // 60 % 60, s % 60, tzinfo=zi, fold=0)
        u = int(aware.timestamp())
        assert u == z.resolve(wl, "compatible"), (zone_name, wl)
        if limit is not None and u > limit:
            continue
        k = z.kind(wl)
        if k in ("gap", "overlap"):
            flags.add(k)
        occ.append((u, wl))
        insts.add(u)
    out, seen = [], set()
    for u, wl in sorted(occ):
        if u not in seen:
            seen.add(u)
            out.append(u)
    tokens = [T.fmt_instant(u, z.offset_at(u)) for u in out[:n]]
    if ended and len(out) < n:
        tokens.append("end")
    return tokens, wall, exhausted, flags


# ---------------------------------------------------------------- libical

def build_libical():
    os.makedirs(BUILD, exist_ok=True)
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "libical"], check=True,
                           stdout=subprocess.PIPE, text=True).stdout.split()
    subprocess.run(["gcc", "-O2", "-Wall", os.path.join(HERE, "..", "libical_recur.c"), "-o", BINARY] + flags, check=True)
    ver = subprocess.run(["pkg-config", "--modversion", "libical"], check=True, stdout=subprocess.PIPE,
                         text=True).stdout.strip()
    cals = subprocess.run([BINARY, "--calendars"], check=True, stdout=subprocess.PIPE, text=True).stdout
    assert "rscale_is_supported 1" in cals, cals
    return ver, cals


def libical(lines):
    inp = "".join("%s %s %d\n" % x for x in lines)
    out = subprocess.run([BINARY], input=inp, check=True, stdout=subprocess.PIPE, text=True).stdout
    res = out.split("\n")[:len(lines)]
    assert len(res) == len(lines)
    return res


# ---------------------------------------------------------------- case generation

class Case:
    def __init__(self, cal, zone, local, rule, n, family, note=""):
        self.cal, self.zone, self.local, self.rule, self.n = cal, zone, local, rule, n
        self.family, self.note = family, note


def rule_text(cal, parts):
    order = ["RSCALE", "FREQ", "INTERVAL", "BYMONTH", "BYMONTHDAY", "SKIP", "COUNT", "UNTIL"]
    p = dict(parts)
    if cal is not None:
        p["RSCALE"] = RSCALE[cal]
    return ";".join("%s=%s" % (k, p[k]) for k in order if k in p)


def interesting_dates(cal, rng):
    """JDNs of DTSTART candidates: (kind, jdn)."""
    c = R.calendar(cal)
    out = []
    for y in sorted(c.table):
        if not (1950 <= rcal.greg(c.table[y][0][1])[0] <= 2085):
            continue
        ms = c.table[y]
        for code, s, ln in ms:
            if code[1]:
                out.append(("leap-month", s + rng.randrange(ln)))
                out.append(("leap-month-end", s + ln - 1))
            if ln in (30, 31):
                out.append(("day-%d" % ln, s + ln - 1))
            if cal in ("coptic", "ethiopic") and code[0] == 13:
                out.append(("month-13", s + rng.randrange(ln)))
                out.append(("month-13-end", s + ln - 1))
            if cal == "persian" and code[0] == 12:
                out.append(("esfand-end", s + ln - 1))
            if cal == "gregorian" and code[0] == 2 and ln == 29:
                out.append(("feb-29", s + 28))
            if cal == "hebrew" and code in ((2, False), (3, False)):  # Heshvan/Kislev: 29 or 30 days
                out.append(("heshvan-kislev-end", s + ln - 1))
        code, s, ln = ms[rng.randrange(len(ms))]
        out.append(("any", s + rng.randrange(ln)))
    return out


def month_choices(cal):
    if cal == "hebrew":
        return ["5L", "5L", "5L", "6", "5", "2", "3", "12", "5L,6", "5,5L,6"]
    if cal in ("chinese", "dangi"):
        return ["%dL" % n for n in range(1, 12)] + ["1", "12", "4L,5", "6,6L"]
    if cal in ("coptic", "ethiopic"):
        return ["13", "13", "12,13", "1", "13,1"]
    if cal == "persian":
        return ["12", "12", "1", "6", "7"]
    if cal == "indian":
        return ["1", "1", "6", "12", "2"]
    if cal == "gregorian":
        return ["2", "2", "4,6", "1,2", "9,11"]
    return ["12", "9", "2", "1", "11"]  # islamic


def mday_choices(cal):
    mx = R.MAX_MDAY.get(cal, 30)
    base = ["30", "-1", "29", "1,30", "-30", "30,-1", "-2", "1,-1"]
    if mx == 31:
        base += ["31", "31", "-31", "30,31"]
    if cal in ("coptic", "ethiopic"):
        base += ["6", "-6", "5,6"]
    return base


def gen_cases(rng, cal, count):
    c = R.calendar(cal)
    zones = [z for z, w in PLAN[cal][1] for _ in range(w)]
    dates = interesting_dates(cal, rng)
    cases = []
    for _ in range(count):
        kind, j = rng.choice(dates)
        zone = rng.choice(zones)
        tod = rng.choice(TIMES)
        local = (j - EPOCH_JDN) * DAY + tod
        fam = rng.random()
        parts = {}
        r = rng.random()
        parts["SKIP"] = None if r < 0.15 else ("OMIT" if r < 0.35 else ("BACKWARD" if r < 0.67 else "FORWARD"))
        interval = rng.choice([1] * 6 + [2, 2, 3])
        if fam < 0.3:
            family = "yearly-default"
            parts["FREQ"] = "YEARLY"
        elif fam < 0.55:
            family = "yearly-bymonth"
            parts["FREQ"] = "YEARLY"
            parts["BYMONTH"] = rng.choice(month_choices(cal))
            if rng.random() < 0.7:
                parts["BYMONTHDAY"] = rng.choice(mday_choices(cal) + ["8", "15"])
        elif fam < 0.8:
            family = "monthly-default" if rng.random() < 0.4 else "monthly-bymonthday"
            parts["FREQ"] = "MONTHLY"
            if family == "monthly-bymonthday":
                parts["BYMONTHDAY"] = rng.choice(mday_choices(cal))
            interval = rng.choice([1] * 5 + [2, 3, 5, 13])
        elif fam < 0.92:
            family = "monthly-bymonth"
            parts["FREQ"] = "MONTHLY"
            parts["BYMONTH"] = rng.choice(month_choices(cal))
            if rng.random() < 0.5:
                parts["BYMONTHDAY"] = rng.choice(mday_choices(cal))
        else:
            family = "daily-limits"
            parts["FREQ"] = "DAILY"
            parts["BYMONTH"] = rng.choice(month_choices(cal))
            if rng.random() < 0.6:
                parts["BYMONTHDAY"] = rng.choice(["1", "-1", "30", "29,30", "-1,1", "15"])
            interval = rng.choice([1, 1, 1, 2])
        if interval > 1:
            parts["INTERVAL"] = str(interval)
        if parts["SKIP"] is None:
            del parts["SKIP"]
        n = rng.randint(3, 12)
        t = rng.random()
        if t < 0.45:
            parts["COUNT"] = str(rng.randint(1, 12))
        elif t < 0.75:
            # UNTIL near one of the occurrences (computed below once the sequence is known)
            parts["UNTIL"] = "?"
        if "UNTIL" in parts:
            parts.pop("UNTIL")
            try:
                walls = []
                for w in R.expand(rule_text(cal, parts), local):
                    walls.append(w)
                    if len(walls) >= 14:
                        break
            except (R.OutOfTable, R.InvalidRule):
                walls = []
            if len(walls) >= 2:
                k = rng.randrange(1, len(walls))
                w = walls[k] + rng.choice([0, 0, -1, 1, -DAY, DAY])
                if rng.random() < 0.3:  # a UTC UNTIL, applied to instants
                    z = T.zone(zone)
                    u = z.resolve(w, "compatible") + rng.choice([0, -1])
                    parts["UNTIL"] = T.fmt_local(u).replace("-", "").replace(":", "") + "Z"
                else:
                    parts["UNTIL"] = compact(w)
        cases.append(Case(cal, zone, local, rule_text(cal, parts), n, family + "/" + kind))
    return cases


def gap_cases(rng, cal, count):
    """Occurrences aimed at the DST gaps and overlaps of the calendar's zones."""
    c = R.calendar(cal)
    out = []
    anchors = []
    for zone, _ in PLAN[cal][1]:
        z = T.zone(zone)
        for i, t in enumerate(z.trans):
            y = T.year_of(t)
            if not 1950 <= y <= 2085:
                continue
            o1, o2 = z.offset_before(i), z.offs[i]
            lo, hi = t + min(o1, o2), t + max(o1, o2)
            anchors.append((zone, "gap" if o2 > o1 else "overlap", lo, hi))
    zs = [z for z, _, _, _ in anchors]
    if not anchors:
        return out
    for _ in range(count):
        zone, kind, lo, hi = rng.choice(anchors)
        w = lo + ((hi - lo) // 2) // 60 * 60 if rng.random() < 0.7 else lo
        j = w // DAY + EPOCH_JDN
        try:
            y, code, d, i = c.locate(j)
        except R.OutOfTable:
            continue
        tod = w % DAY
        parts = {}
        r = rng.random()
        if r < 0.5:  # YEARLY on that month code and day, DTSTART some years before
            k = rng.randint(0, 6)
            interval = rng.choice([1, 1, 1, 2])
            y1 = y - k * interval
            try:
                i1 = c.month(y1, code, "BACKWARD")
            except (R.OutOfTable, KeyError):
                continue
            j1 = c.day(i1, d, "BACKWARD")
            parts["FREQ"] = "YEARLY"
            if interval > 1:
                parts["INTERVAL"] = str(interval)
            if c.locate(j1)[1] != code or c.locate(j1)[2] != d:
                parts["BYMONTH"] = rcal.code_text(code)
                parts["BYMONTHDAY"] = str(d)
            if rng.random() < 0.5:
                parts["SKIP"] = rng.choice(["OMIT", "BACKWARD", "FORWARD"])
        else:  # MONTHLY on that day of the month, DTSTART some months before
            k = rng.randint(0, 10)
            i1 = max(0, i - k)
            ln1 = c.flat[i1][3]
            j1 = c.flat[i1][2] + min(d, ln1) - 1
            parts["FREQ"] = "MONTHLY"
            parts["BYMONTHDAY"] = str(d) if rng.random() < 0.7 else str(d - c.flat[i][3] - 1)
            if rng.random() < 0.5:
                parts["SKIP"] = rng.choice(["OMIT", "BACKWARD", "FORWARD"])
        parts["COUNT"] = str(rng.randint(k + 1, k + 4)) if rng.random() < 0.5 else None
        if parts["COUNT"] is None:
            del parts["COUNT"]
        local = (j1 - EPOCH_JDN) * DAY + tod
        out.append(Case(cal, zone, local, rule_text(cal, parts), rng.randint(k + 1, min(k + 6, 14)) if k < 10 else 12,
                        "dst-%s" % kind))
    return out


RFC_EXAMPLES = [
    # (section / source, DTSTART date, rule, N)
    ("RFC 7529 4.3.1 Chinese New Year", "20130210", "RSCALE=CHINESE;FREQ=YEARLY;UNTIL=20250101T000000", 14),
    ("RFC 7529 4.3.2 Ethiopian 13th month", "20130906", "RSCALE=ETHIOPIC;FREQ=MONTHLY;BYMONTH=13;UNTIL=20140101T000000", 14),
    ("RFC 7529 4.3.3 Hebrew anniversary in a leap month", "20140208", "RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L;BYMONTHDAY=8;SKIP=FORWARD", 7),
    ("RFC 7529 4.3.4 Gregorian leap day, SKIP=FORWARD", "20120229", "RSCALE=GREGORIAN;FREQ=YEARLY;SKIP=FORWARD", 6),
    ("RFC 7529 4.3.4 Gregorian leap day, SKIP=BACKWARD", "20120229", "RSCALE=GREGORIAN;FREQ=YEARLY;SKIP=BACKWARD", 6),
    ("RFC 7529 4.3.4 Gregorian leap day, SKIP=OMIT", "20120229", "RSCALE=GREGORIAN;FREQ=YEARLY;SKIP=OMIT", 4),
    ("libical icalrecur_test.c", "20140205", "RSCALE=HEBREW;FREQ=YEARLY;COUNT=4", 6),
    ("libical icalrecur_test.c", "20140205", "RSCALE=HEBREW;FREQ=YEARLY;SKIP=FORWARD;COUNT=4", 6),
    ("libical icalrecur_test.c", "20140302", "RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L;BYMONTHDAY=30;SKIP=FORWARD;COUNT=5", 6),
    ("libical icalrecur_test.c", "20140302", "RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L;BYMONTHDAY=-1;SKIP=FORWARD;COUNT=5", 6),
    ("libical icalrecur_test.c", "20140302", "RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L;BYMONTHDAY=30;SKIP=BACKWARD;COUNT=5", 6),
    ("libical icalrecur_test.c", "20140302", "RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L;BYMONTHDAY=-1;SKIP=BACKWARD;COUNT=5", 6),
    ("libical icalrecur_test.c", "20131025", "RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=9L;BYMONTHDAY=10;SKIP=FORWARD;COUNT=3", 4),
    ("libical icalrecur_test.c", "20131025", "RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=9L;BYMONTHDAY=10;SKIP=BACKWARD;COUNT=3", 4),
    ("libical icalrecur_test.c", "20140920", "RSCALE=CHINESE;FREQ=MONTHLY;COUNT=4", 5),
    ("libical icalrecur_test.c", "20130709", "RSCALE=ISLAMIC-CIVIL;FREQ=YEARLY;BYMONTH=9;COUNT=5", 6),
    ("libical icalrecur_test.c", "20140910", "RSCALE=ETHIOPIC;FREQ=YEARLY;BYMONTH=13;BYMONTHDAY=-1;COUNT=6", 7),
    ("libical icalrecur_test.c", "20140131", "RSCALE=GREGORIAN;FREQ=MONTHLY;SKIP=BACKWARD;COUNT=4", 5),
    ("libical icalrecur_test.c", "20140131", "RSCALE=GREGORIAN;FREQ=MONTHLY;SKIP=FORWARD;COUNT=4", 5),
    ("libical icalrecur_test.c", "20140131", "RSCALE=GREGORIAN;FREQ=MONTHLY;INTERVAL=3;SKIP=FORWARD;COUNT=4", 5),
    ("libical icalrecur_test.c", "20150201", "RSCALE=GREGORIAN;FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;SKIP=FORWARD;COUNT=5", 6),
    ("RFC 7529 4.3.4 without RSCALE (RFC 5545: 29 February only)", "20120229", "FREQ=YEARLY", 4),
]

INVALID = [
    ("20120229T090000", "FREQ=YEARLY;SKIP=FORWARD;COUNT=3", "SKIP without RSCALE"),
    ("20120229T090000", "FREQ=YEARLY;SKIP=OMIT;COUNT=3", "SKIP without RSCALE (even the default OMIT)"),
    ("20140208T090000", "FREQ=MONTHLY;SKIP=BACKWARD;COUNT=3", "SKIP without RSCALE"),
    ("20140208T090000", "FREQ=YEARLY;BYMONTH=5L;BYMONTHDAY=8;COUNT=3", "a leap month (L suffix) without RSCALE"),
    ("20140208T090000", "FREQ=MONTHLY;BYMONTH=5L,6;COUNT=3", "a leap month (L suffix) without RSCALE"),
    ("20130906T090000", "FREQ=YEARLY;BYMONTH=13;COUNT=3", "BYMONTH=13 without RSCALE (RFC 5545: 1 to 12)"),
    ("20130906T090000", "FREQ=MONTHLY;BYMONTH=13;COUNT=3", "BYMONTH=13 without RSCALE (RFC 5545: 1 to 12)"),
    ("20130101T090000", "RSCALE=MARTIAN;FREQ=YEARLY;COUNT=3", "an unknown RSCALE calendar"),
    ("20130101T090000", "RSCALE=KLINGON;FREQ=MONTHLY;SKIP=FORWARD;COUNT=3", "an unknown RSCALE calendar"),
]


# ---------------------------------------------------------------- evaluation

def ours(case):
    """(tokens, walls examined, exhausted, flags, libical rule) or raises."""
    parts = R.parse(case.rule)
    limit = None
    text = case.rule
    if "UNTIL" in parts and parts["UNTIL"].endswith("Z"):
        u = parts["UNTIL"]
        limit = T.utc(int(u[:4]), int(u[4:6]), int(u[6:8]), int(u[9:11]), int(u[11:13]), int(u[13:15]))
        text = ";".join(s for s in case.rule.split(";") if not s.startswith("UNTIL="))
    walls = R.expand(text, case.local)
    tokens, wall, exhausted, flags = instants(case.zone, walls, case.n, limit)
    return tokens, wall, exhausted, flags, text


def classify(case, wall, exhausted, line):
    """The behaviour a disagreement shows, checked in this order."""
    cal = case.cal
    p = R.parse(case.rule)
    freq = p["FREQ"]
    if line.startswith("error: "):
        return "libical refuses the rule: %s" % line[7:].split(":")[1].strip()
    toks = line.split()
    theirs = [t for t in toks if t != "end"]
    mine = [fmt_local(w) for w in wall]
    i = next((k for k in range(min(len(mine), len(theirs))) if mine[k] != theirs[k]), min(len(mine), len(theirs)))
    if theirs and theirs[0] == fmt_local(case.local) and (not mine or mine[0] != theirs[0]):
        return "libical yields a DTSTART the rule does not produce (%s)" % freq
    if freq == "DAILY":
        neg = any(v.startswith("-") for v in p.get("BYMONTHDAY", "").split(","))
        return "DAILY with BYMONTH/BYMONTHDAY limits under RSCALE%s" % (" (negative BYMONTHDAY)" if neg else "")
    if freq == "MONTHLY" and "BYMONTH" in p and len(theirs) < len(mine) and theirs == mine[:len(theirs)]:
        return "MONTHLY with a BYMONTH limit under RSCALE: libical stops early (%s)" % cal
    if int(p.get("INTERVAL", "1")) > 1 and cal != "gregorian":
        return "%s with INTERVAL > 1 under a non-Gregorian RSCALE: libical's periods are not DTSTART's" % freq
    if i < len(theirs) and i < len(mine):
        a = T.parse_local(mine[i]) // DAY + EPOCH_JDN
        b = T.parse_local(theirs[i]) // DAY + EPOCH_JDN
        if 0 < abs(a - b) <= 2:
            return "%s: a month starts on a different day in ICU 72 and in %s" % (cal, rcal.CONVERTERS[cal][2].split(",")[0])
        return "%s: other (%s %s)" % (cal, freq, ",".join(sorted(set(p) - {"FREQ", "RSCALE", "COUNT", "UNTIL", "INTERVAL"})))
    if len(theirs) < len(mine):
        return "%s: libical ends early (%s)" % (cal, freq)
    return "%s: libical goes on where the oracle ends (%s)" % (cal, freq)


def main():
    rng = random.Random(SEED)
    ver, calinfo = build_libical()
    os.makedirs(BUILD, exist_ok=True)
    all_cases = {}
    for cal in CALS:
        want = PLAN[cal][0]
        cs = gen_cases(rng, cal, want)
        cs += gap_cases(rng, cal, max(10, want // 6))
        all_cases[cal] = cs
    examples = []
    for note, d, rule, n in RFC_EXAMPLES:
        cal = R.CAL_NAMES[R.parse(rule).get("RSCALE", "GREGORIAN")]
        local = T.parse_local("%s-%s-%sT00:00:00" % (d[:4], d[4:6], d[6:]))
        examples.append(Case(cal, "UTC", local, rule, n, "rfc-example", note))
    all_cases["rfc7529-examples"] = examples

    todo = []
    skipped = collections.Counter()
    for key, cs in all_cases.items():
        seen_rules = set()
        for c in cs:
            sig = (c.zone, c.local, c.rule, c.n)
            if sig in seen_rules:
                skipped["duplicate case"] += 1
                continue
            seen_rules.add(sig)
            try:
                tokens, wall, exhausted, flags, text = ours(c)
            except R.OutOfTable:
                skipped["beyond the tables (range end or disputed year)"] += 1
                continue
            except R.InvalidRule as e:
                skipped["not generated: %s" % e] += 1
                continue
            k = max(1, len(wall) + (1 if exhausted else 0))
            todo.append((key, c, tokens, wall, exhausted, flags, (compact(c.local), text, k)))
    lines = libical([t[6] for t in todo])
    kept = collections.defaultdict(list)
    agree = collections.Counter()
    total = collections.Counter()
    cats = collections.Counter()
    examples_by = collections.defaultdict(list)
    flagcount = collections.Counter()
    for (key, c, tokens, wall, exhausted, flags, lib_in), line in zip(todo, lines):
        total[c.cal] += 1
        error = line.startswith("error: ")
        toks = [] if error else line.split()
        their_end = "end" in toks
        theirs = [t for t in toks if t != "end"]
        mine = [fmt_local(w) for w in wall]
        if exhausted:
            same = not error and theirs == mine and their_end
        else:
            same = not error and theirs[:len(mine)] == mine and len(theirs) >= len(mine)
        if same:
            agree[c.cal] += 1
            kept[key].append((c, tokens, flags))
            for f in flags:
                flagcount[f] += 1
            continue
        cat = classify(c, wall, exhausted, line)
        cats[cat] += 1
        if len(examples_by[cat]) < 3:
            i = next((k for k in range(min(len(mine), len(theirs))) if mine[k] != theirs[k]), min(len(mine), len(theirs)))
            lo = max(0, i - 1)
            examples_by[cat].append("recur %s %s %s %d: from occurrence %d: oracle %s%s | libical %s" % (
                c.zone, fmt_local(c.local), c.rule, c.n, lo + 1,
                " ".join(m[:10] for m in mine[lo:i + 3]), " end" if exhausted and len(mine) <= i + 3 else "",
                line.strip() if error else " ".join(t[:10] for t in toks[lo:i + 3]) + (" end" if their_end and len(theirs) <= i + 3 else "")))

    # invalid rules: the oracle must refuse them; libical's answer is recorded
    inv = []
    lib_inv = libical([(d, r, 3) for d, r, _ in INVALID])
    for (d, r, why), lib in zip(INVALID, lib_inv):
        try:
            list(R.expand(r, T.parse_local("%s-%s-%sT%s:%s:%s" % (d[:4], d[4:6], d[6:8], d[9:11], d[11:13], d[13:]))))
            raise AssertionError("oracle accepts %s" % r)
        except R.InvalidRule:
            pass
        inv.append((d, r, why, lib))

    header = "# tzcases 2\n# tzdata %s\n" % T.PRIMARY.version
    gen_note = ("# recur with RFC 7529 RSCALE/SKIP: wall-clock occurrences on which libical %s (ICU %s)\n"
                "# and rrule7529.py over PyPI calendar tables agree, then the zone's instants as recur.py;\n"
                "# Fixtures/generator/rscale/gen_rscale.py (notes: the calendar date of DTSTART)\n")
    icu = subprocess.run(["pkg-config", "--modversion", "icu-i18n"], stdout=subprocess.PIPE, text=True).stdout.strip()
    written = {}
    for key, rows in kept.items():
        path = os.path.join(OUT, "rscale-%s.tzcases" % key)
        with open(path, "w") as f:
            f.write(header)
            if key == "rfc7529-examples":
                f.write("# RFC 7529 section 4.3's examples (DTSTART;VALUE=DATE read as 00:00 UTC) and the RSCALE\n"
                        "# cases of libical's src/test/icalrecur_test.c\n")
            else:
                f.write("# calendar %s (RSCALE=%s); month tables from %s\n" % (key, RSCALE[key], rcal.CONVERTERS[key][2]))
            f.write(gen_note % (ver, icu))
            f.write("\n")
            for c, tokens, flags in rows:
                j = c.local // DAY + EPOCH_JDN
                note = c.note or "DTSTART %s" % R.describe(c.cal, j)
                f.write("recur %s %s %s %d => %s  # %s\n" % (c.zone, fmt_local(c.local), c.rule, c.n, " ".join(tokens), note))
        written[key] = len(rows)
    path = os.path.join(OUT, "rscale-invalid.tzcases")
    with open(path, "w") as f:
        f.write(header)
        f.write("# Recurrence rules RFC 7529 makes invalid: SKIP without RSCALE, a leap month (L suffix) or\n"
                "# BYMONTH=13 without RSCALE (RFC 5545's BYMONTH is 1 to 12), an RSCALE calendar that is not\n"
                "# supported.  `recur` must fail with error:invalid-rule.  Generator:\n"
                "# Fixtures/generator/rscale/gen_rscale.py (rrule7529.check refuses each one; libical 3.0.16 accepts\n"
                "# SKIP and the L suffix without RSCALE, see Fixtures/generator/rscale/REPORT.md)\n\n")
        for d, r, why, lib in inv:
            f.write("recur UTC %s-%s-%sT%s:%s:%s %s 3 => error:invalid-rule  # %s\n" % (
                d[:4], d[4:6], d[6:8], d[9:11], d[11:13], d[13:], r, why))
    written["invalid"] = len(inv)

    L = ["libical %s, ICU %s; %s" % (ver, icu, " ".join(x.split()[1] for x in calinfo.splitlines() if x.startswith("calendar"))), "",
         "| calendar | cases compared | agree | kept in file |", "|---|---:|---:|---:|"]
    for cal in CALS:
        L.append("| %s | %d | %d | |" % (cal, total[cal], agree[cal]))
    L += ["", "| file | cases |", "|---|---:|"]
    for k, v in sorted(written.items()):
        L.append("| rscale-%s.tzcases | %d |" % (k, v))
    L += ["", "Not generated (before comparing):", ""]
    for k, v in skipped.most_common():
        L.append("- %s: %d" % (k, v))
    L += ["", "Zone features among kept cases: " + ", ".join("%s %d" % kv for kv in sorted(flagcount.items())), "",
          "| disagreement class | cases |", "|---|---:|"]
    for k, v in cats.most_common():
        L.append("| %s | %d |" % (k, v))
    L.append("")
    for k, v in cats.most_common():
        L.append("- %s:" % k)
        for e in examples_by[k]:
            L.append("      " + e)
    L += ["", "Invalid rules, libical's answer:", ""]
    for d, r, why, lib in inv:
        L.append("- `%s` (%s): %s" % (r, why, lib.strip()))
    text = "\n".join(L) + "\n"
    with open(os.path.join(BUILD, "counts.md"), "w") as f:
        f.write(text)
    print(text)


if __name__ == "__main__":
    main()
