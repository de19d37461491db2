"""Oracle 2 of the RSCALE corpus: RFC 7529 (RSCALE, SKIP) over RFC 5545 recurrence
expansion, written from the RFC's rules and examples, on the calendar month tables of
rcal.py (PyPI packages).  Wall clock only (floating); gen_rscale.py turns wall-clock
occurrences into instants exactly as ../recur.py does.

Supported subset: FREQ=YEARLY, MONTHLY, DAILY; INTERVAL, COUNT, UNTIL (a local
date-time, compared on the wall clock; a UTC UNTIL is applied by the caller to
instants); BYMONTH (month numbers with the `L` leap suffix, RFC 7529 section 4.2: `5L` is
the leap month after month 5; a plain number is never a leap month); BYMONTHDAY (+/-);
SKIP=OMIT|BACKWARD|FORWARD; RSCALE.

Semantics (see README.md for the evidence):
- DTSTART is converted into the RSCALE calendar: (year, month code, day).
- YEARLY: every INTERVAL-th year of that calendar; BYMONTH (default: DTSTART's month)
  x BYMONTHDAY (default: DTSTART's day) are expanded in each year.
- MONTHLY: every INTERVAL-th actual month of that calendar (leap months count);
  BYMONTH limits; BYMONTHDAY (default: DTSTART's day) expands.
- DAILY: every INTERVAL-th day; BYMONTH and BYMONTHDAY limit (no SKIP involved).
- An expanded (year, month, day) that does not exist is handled by SKIP, month first,
  then day: a missing leap month nL: OMIT drops it, BACKWARD takes month n, FORWARD the
  month after n; then a day past the end of the month (d > length, or -d > length):
  OMIT drops it, BACKWARD takes the last valid day before it (the month's last day for
  d > 0, the previous month's last day for d < 0), FORWARD the first valid day after it
  (the next month's first day for d > 0, the month's first day for d < 0).
- The instances are sorted; a date produced twice counts once; those before DTSTART are
  dropped (DTSTART counts only when it is produced, as in ../recur.py); COUNT counts the
  remaining instances (an omitted date is not an instance).
"""
import bisect

import rcal

EPOCH_JDN = rcal.EPOCH_JDN
DAY = 86400
CAL_NAMES = {"GREGORIAN": "gregorian", "HEBREW": "hebrew", "CHINESE": "chinese", "DANGI": "dangi",
             "ISLAMIC-CIVIL": "islamic-civil", "ISLAMIC-UMALQURA": "islamic-umalqura", "PERSIAN": "persian",
             "INDIAN": "indian", "COPTIC": "coptic", "ETHIOPIC": "ethiopic"}
MAX_MDAY = {"gregorian": 31, "persian": 31, "indian": 31}  # others: 30


class OutOfTable(Exception):
    """The expansion needs a month the tables do not hold (range end or a disputed year)."""


class InvalidRule(Exception):
    pass


class Calendar:
    def __init__(self, name):
        self.name = name
        self.table, self.disputed = rcal.months(name)
        self.flat = []  # (year, code, first, length), contiguous runs only
        for y in sorted(self.table):
            for c, s, ln in self.table[y]:
                self.flat.append((y, c, s, ln))
        self.starts = [r[2] for r in self.flat]
        self.index = {(r[0], r[1]): i for i, r in enumerate(self.flat)}

    def contiguous(self, i):
        """flat[i] is directly followed by flat[i + 1]."""
        return i + 1 < len(self.flat) and self.flat[i][2] + self.flat[i][3] == self.flat[i + 1][2]

    def locate(self, j):
        i = bisect.bisect_right(self.starts, j) - 1
        if i < 0 or not (self.flat[i][2] <= j < self.flat[i][2] + self.flat[i][3]):
            raise OutOfTable(j)
        y, c, s, ln = self.flat[i]
        return y, c, j - s + 1, i

    def valid_codes(self):
        if self.name == "hebrew":
            return {(n, False) for n in range(1, 13)} | {(5, True)}
        if self.name in ("chinese", "dangi"):
            return {(n, False) for n in range(1, 13)} | {(n, True) for n in range(1, 13)}
        if self.name in ("coptic", "ethiopic"):
            return {(n, False) for n in range(1, 14)}
        return {(n, False) for n in range(1, 13)}

    def month(self, y, code, skip):
        """flat index of (y, code), after SKIP for a missing month; None when omitted."""
        if y not in self.table:
            raise OutOfTable(y)
        i = self.index.get((y, code))
        if i is not None:
            return i
        assert code[1], (self.name, y, code)  # only a leap month can be missing
        if skip == "OMIT":
            return None
        i = self.index[(y, (code[0], False))]
        if skip == "BACKWARD":
            return i
        if not self.contiguous(i):
            raise OutOfTable(y)
        return i + 1

    def day(self, i, d, skip):
        y, c, s, ln = self.flat[i]
        if d > 0:
            if d <= ln:
                return s + d - 1
            return None if skip == "OMIT" else (s + ln - 1 if skip == "BACKWARD" else s + ln)
        if -d <= ln:
            return s + ln + d
        return None if skip == "OMIT" else (s - 1 if skip == "BACKWARD" else s)


def parse_month(v):
    leap = v.endswith("L")
    return (int(v[:-1] if leap else v), leap)


def parse(rule):
    p = {}
    for item in rule.split(";"):
        k, v = item.split("=", 1)
        if k in p:
            raise InvalidRule("%s twice" % k)
        p[k] = v
    return p


def check(p):
    """RFC 7529's constraints on the subset (raises InvalidRule)."""
    if "SKIP" in p and "RSCALE" not in p:
        raise InvalidRule("SKIP without RSCALE")
    if "SKIP" in p and p["SKIP"] not in ("OMIT", "BACKWARD", "FORWARD"):
        raise InvalidRule("bad SKIP")
    cal = CAL_NAMES.get(p.get("RSCALE", "GREGORIAN").upper())
    if cal is None:
        raise InvalidRule("unsupported RSCALE")
    if "BYMONTH" in p:
        for v in p["BYMONTH"].split(","):
            if "RSCALE" not in p and (v.endswith("L") or not v.isdigit() or not 1 <= int(v) <= 12):
                raise InvalidRule("BYMONTH %s without RSCALE" % v)
    return cal


_CALS = {}


def calendar(name):
    if name not in _CALS:
        _CALS[name] = Calendar(name)
    return _CALS[name]


def expand(rule, start_local):
    """Wall-clock occurrences (local seconds, tzoracle's convention) in order.  UNTIL
    must be a local date-time (a UTC UNTIL is removed and applied by the caller)."""
    p = parse(rule)
    calname = check(p)
    if "UNTIL" in p and "COUNT" in p:
        raise InvalidRule("UNTIL and COUNT")
    until_local = None
    if "UNTIL" in p:
        u = p["UNTIL"]
        assert len(u) == 15 and u[8] == "T", u  # YYYYMMDDTHHMMSS, floating
        until_local = ((rcal.jdn(int(u[:4]), int(u[4:6]), int(u[6:8])) - EPOCH_JDN) * DAY
                       + int(u[9:11]) * 3600 + int(u[11:13]) * 60 + int(u[13:15]))
    cal = calendar(calname)
    skip = p.get("SKIP", "OMIT")
    freq = p["FREQ"]
    interval = int(p.get("INTERVAL", "1"))
    count = int(p["COUNT"]) if "COUNT" in p else None
    tod = start_local % DAY
    j0 = start_local // DAY + EPOCH_JDN
    y0, c0, d0, i0 = cal.locate(j0)
    bymonth = [parse_month(v) for v in p["BYMONTH"].split(",")] if "BYMONTH" in p else None
    if bymonth is not None:
        for c in bymonth:
            if c not in cal.valid_codes():
                raise InvalidRule("BYMONTH %r in %s" % (c, calname))
    bymday = [int(v) for v in p["BYMONTHDAY"].split(",")] if "BYMONTHDAY" in p else None
    if bymday is not None:
        for d in bymday:
            if d == 0 or abs(d) > MAX_MDAY.get(calname, 30):
                raise InvalidRule("BYMONTHDAY %d in %s" % (d, calname))

    def periods():
        """(lowest date any of the period's instances can have, set of dates)."""
        if freq == "YEARLY":
            if bymday is not None and bymonth is None:
                raise InvalidRule("YEARLY with BYMONTHDAY and no BYMONTH: not generated")
            y = y0
            while True:
                if y not in cal.table:
                    raise OutOfTable(y)
                out = set()
                for c in (bymonth or [c0]):
                    i = cal.month(y, c, skip)
                    if i is None:
                        continue
                    for d in (bymday or [d0]):
                        j = cal.day(i, d, skip)
                        if j is not None:
                            if (j < cal.flat[i][2] and i == 0) or (j >= cal.flat[i][2] + cal.flat[i][3] and not cal.contiguous(i)):
                                raise OutOfTable(j)
                            out.add(j)
                yield cal.table[y][0][1] - 31, out
                y += interval
        elif freq == "MONTHLY":
            i = i0
            while True:
                y, c, s, ln = cal.flat[i]
                out = set()
                if bymonth is None or c in bymonth:
                    for d in (bymday or [d0]):
                        j = cal.day(i, d, skip)
                        if j is not None:
                            out.add(j)
                yield s - 31, out
                for _ in range(interval):
                    if not cal.contiguous(i):
                        raise OutOfTable(i)
                    i += 1
        elif freq == "DAILY":
            j = j0
            while True:
                y, c, d, i = cal.locate(j)
                ln = cal.flat[i][3]
                ok = (bymonth is None or c in bymonth) and (bymday is None or any(
                    d == (m if m > 0 else ln + m + 1) for m in bymday))
                yield j, ({j} if ok else set())
                j += interval
        else:
            raise InvalidRule("FREQ=%s not in the generated subset" % freq)

    pending, seen, n = [], set(), 0
    gen = periods()
    lo, dates = next(gen)
    while True:
        pending.extend(dates)
        nlo, ndates = next(gen)
        pending.sort()
        keep = []
        for j in pending:
            if j >= nlo:  # a later period may still produce an earlier date
                keep.append(j)
                continue
            if j in seen or j < j0:
                continue
            seen.add(j)
            w = (j - EPOCH_JDN) * DAY + tod
            if until_local is not None and w > until_local:
                return
            yield w
            n += 1
            if count is not None and n >= count:
                return
        pending, dates = keep, ndates


def describe(calname, j):
    """'5774-5L-08' for a JDN."""
    y, c, d, _ = calendar(calname).locate(j)
    return "%d-%s-%02d" % (y, rcal.code_text(c), d)
