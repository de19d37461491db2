"""Authoritative month tables for the arithmetic fixtures.

Each calendar is a sequence of years; a year is (first day as a Julian Day Number,
[(monthCode, length), ...] in ordinal order).  The year number is Temporal's
arithmetic year.  Sources (none of them is ICU or the library under test):

- gregory, buddhist, roc, japanese: proleptic Gregorian (year offsets 0, +543, -1911, 0).
- coptic, ethiopic, ethioaa, islamic-civil, islamic-tbla, indian: the published fixed
  arithmetic rules (Reingold & Dershowitz, Calendrical Calculations; Indian national
  calendar of 1957), written out here; cross-checked against convertdate in selfcheck().
- hebrew: convertdate.hebrew (the fixed arithmetic Hebrew calendar), cross-checked
  against pyluach.
- persian: jdatetime (1206-1498 AP), cross-checked against the Iranian calendar
  authority's Nowruz list where ../persian_nowruz.txt is present.
- islamic-umalqura: hijridate (KACST Umm al-Qura tables, 1343-1500 AH).
- chinese: lunardate (Hong Kong Observatory data, lunar years 1900-2099).
- dangi: korean-lunar-calendar (KASI data; used for lunar years 1900-2049).
"""
import datetime
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def greg_leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def jdn_from_iso(y, m, d):
    a = (14 - m) // 12
    yy = y + 4800 - a
    mm = m + 12 * a - 3
    return d + (153 * mm + 2) // 5 + 365 * yy + yy // 4 - yy // 100 + yy // 400 - 32045


def iso_from_jdn(j):
    a = j + 32044
    b = (4 * a + 3) // 146097
    c = a - 146097 * b // 4
    d = (4 * c + 3) // 1461
    e = c - 1461 * d // 4
    m = (5 * e + 2) // 153
    day = e - (153 * m + 2) // 5 + 1
    month = m + 3 - 12 * (m // 10)
    year = 100 * b + d - 4800 + m // 10
    return year, month, day


def iso_str(j):
    y, m, d = iso_from_jdn(j)
    if 0 <= y <= 9999:
        return "%04d-%02d-%02d" % (y, m, d)
    return "%s%06d-%02d-%02d" % ("-" if y < 0 else "+", abs(y), m, d)


def mc(n, leap=False):
    return "M%02d%s" % (n, "L" if leap else "")


class OutOfTable(Exception):
    pass


GREG_LEN = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]


class Calendar:
    """A calendar as a table of years.  Subclasses define _year(y) -> (start, months)
    or None, and lo/hi (the arithmetic years the source covers)."""
    lo = None
    hi = None
    leap_codes = ()        # additional month codes
    skip = None            # "backward" (chinese/dangi), "forward" (hebrew)
    max_codes = 12

    def __init__(self, name):
        self.name = name
        self._cache = {}
        self._starts = None

    def year(self, y):
        if y in self._cache:
            return self._cache[y]
        if (self.lo is not None and y < self.lo) or (self.hi is not None and y > self.hi):
            raise OutOfTable((self.name, y))
        r = self._year(y)
        if r is None:
            raise OutOfTable((self.name, y))
        self._cache[y] = r
        return r

    def _prefix(self):
        """cumulative month counts: base[y - lo] = months from year lo to the start of y"""
        if self._starts is None:
            base = [0]
            for y in range(self.lo, self.hi + 1):
                base.append(base[-1] + len(self.year(y)[1]))
            self._starts = base
        return self._starts

    def month_index(self, y, m):
        """absolute month number of (y, m), m may be out of range"""
        self.year(y)
        return self._prefix()[y - self.lo] + m - 1

    def from_month_index(self, k):
        import bisect
        base = self._prefix()
        i = bisect.bisect_right(base, k) - 1
        if i < 0 or i >= len(base) - 1:
            raise OutOfTable((self.name, "month index", k))
        return self.lo + i, k - base[i] + 1

    def valid_codes(self):
        return [mc(i) for i in range(1, self.max_codes + 1)] + list(self.leap_codes)

    def months(self, y):
        return self.year(y)[1]

    def months_in_year(self, y):
        return len(self.year(y)[1])

    def days_in_month(self, y, m):
        return self.year(y)[1][m - 1][1]

    def contains_code(self, y, code):
        return any(c == code for c, _ in self.months(y))

    def ordinal(self, y, code):
        for i, (c, _) in enumerate(self.months(y)):
            if c == code:
                return i + 1
        raise KeyError((y, code))

    def code(self, y, m):
        return self.months(y)[m - 1][0]

    def to_jdn(self, y, m, d):
        start, months = self.year(y)
        if not (1 <= m <= len(months)) or not (1 <= d <= months[m - 1][1]):
            raise ValueError((y, m, d))
        return start + sum(l for _, l in months[:m - 1]) + d - 1

    def guess_year(self, j):
        raise NotImplementedError

    def from_jdn(self, j):
        """-> (year, ordinal month, monthCode, day)"""
        y = self.guess_year(j)
        for _ in range(4):
            start, months = self.year(y)
            if j < start:
                y -= 1
                continue
            k = j - start
            for i, (c, l) in enumerate(months):
                if k < l:
                    return (y, i + 1, c, k + 1)
                k -= l
            y += 1
        raise AssertionError((self.name, j))


# ------------------------------------------------------------ Gregorian family
class GregorianFamily(Calendar):
    def __init__(self, name, offset, lo=-3000, hi=4000):
        super().__init__(name)
        self.offset = offset       # arithmetic year = ISO year + offset
        self.lo, self.hi = lo + offset, hi + offset

    def _year(self, y):
        iy = y - self.offset
        ls = list(GREG_LEN)
        if greg_leap(iy):
            ls[1] = 29
        return jdn_from_iso(iy, 1, 1), [(mc(i + 1), l) for i, l in enumerate(ls)]

    def guess_year(self, j):
        return iso_from_jdn(j)[0] + self.offset


# ------------------------------------------------------ Coptic and Ethiopic
class CopticFamily(Calendar):
    max_codes = 13

    def __init__(self, name, epoch_jdn, year_offset=0, lo=-3000, hi=4000):
        super().__init__(name)
        self.epoch = epoch_jdn       # JDN of 1 Thout (M01-01) of year 1 (of the base reckoning)
        self.year_offset = year_offset
        self.lo, self.hi = lo, hi

    def _year(self, y):
        b = y - self.year_offset
        start = self.epoch + 365 * (b - 1) + b // 4
        leap = b % 4 == 3
        return start, [(mc(i), 30) for i in range(1, 13)] + [("M13", 6 if leap else 5)]

    def guess_year(self, j):
        return (4 * (j - self.epoch) + 1463) // 1461 + self.year_offset


# ---------------------------------------------------------- Islamic arithmetic
class IslamicArith(Calendar):
    def __init__(self, name, epoch_jdn, lo=-1000, hi=3000):
        super().__init__(name)
        self.epoch = epoch_jdn   # JDN of 1 Muharram 1 AH
        self.lo, self.hi = lo, hi

    def _year(self, y):
        start = self.epoch + (y - 1) * 354 + (3 + 11 * y) // 30
        leap = (14 + 11 * y) % 30 < 11
        ls = [30 if i % 2 == 1 else 29 for i in range(1, 13)]
        if leap:
            ls[11] = 30
        return start, [(mc(i + 1), l) for i, l in enumerate(ls)]

    def guess_year(self, j):
        return (30 * (j - self.epoch) + 10646) // 10631


# ----------------------------------------------------------------------- Indian
class Indian(Calendar):
    def __init__(self, lo=-2000, hi=3500):
        super().__init__("indian")
        self.lo, self.hi = lo, hi

    def _year(self, y):
        g = y + 78
        leap = greg_leap(g)
        start = jdn_from_iso(g, 3, 21 if leap else 22)
        ls = [31 if leap else 30] + [31] * 5 + [30] * 6
        return start, [(mc(i + 1), l) for i, l in enumerate(ls)]

    def guess_year(self, j):
        return iso_from_jdn(j)[0] - 78


# ----------------------------------------------------------------------- Hebrew
class Hebrew(Calendar):
    leap_codes = ("M05L",)
    skip = "forward"

    def __init__(self, lo=4000, hi=7000):
        super().__init__("hebrew")
        self.lo, self.hi = lo, hi

    def _year(self, y):
        from convertdate import hebrew
        start = int(hebrew.to_jd(y, 7, 1) + 0.5)
        leap = hebrew.leap(y)
        seq = [(7, "M01"), (8, "M02"), (9, "M03"), (10, "M04"), (11, "M05")]
        seq += [(12, "M05L"), (13, "M06")] if leap else [(12, "M06")]
        seq += [(1, "M07"), (2, "M08"), (3, "M09"), (4, "M10"), (5, "M11"), (6, "M12")]
        months = []
        for cm, code in seq:
            months.append((code, hebrew.month_days(y if cm >= 7 else y, cm)))
        # convertdate's year number is that of Tishri; months 1..6 belong to the same year
        nxt = int(hebrew.to_jd(y + 1, 7, 1) + 0.5)
        assert start + sum(l for _, l in months) == nxt, y
        return start, months

    def guess_year(self, j):
        return iso_from_jdn(j)[0] + 3761 if iso_from_jdn(j)[1] < 9 else iso_from_jdn(j)[0] + 3761


# ----------------------------------------------------------------------- Persian
class Persian(Calendar):
    def __init__(self, lo=1206, hi=1498):
        super().__init__("persian")
        self.lo, self.hi = lo, hi
        self._nowruz = {}

    def nowruz(self, y):
        if y not in self._nowruz:
            import jdatetime
            g = jdatetime.date(y, 1, 1).togregorian()
            self._nowruz[y] = jdn_from_iso(g.year, g.month, g.day)
        return self._nowruz[y]

    def _year(self, y):
        s, e = self.nowruz(y), self.nowruz(y + 1)
        ls = [31] * 6 + [30] * 5
        esf = e - s - sum(ls)
        assert esf in (29, 30), (y, esf)
        return s, [(mc(i + 1), l) for i, l in enumerate(ls + [esf])]

    def guess_year(self, j):
        return iso_from_jdn(j)[0] - 621


# -------------------------------------------------------------- Umm al-Qura
class UmmAlQura(Calendar):
    def __init__(self, lo=1343, hi=1500):
        super().__init__("islamic-umalqura")
        self.lo, self.hi = lo, hi

    def _year(self, y):
        import hijridate
        g = hijridate.Hijri(y, 1, 1).to_gregorian()
        start = jdn_from_iso(g.year, g.month, g.day)
        return start, [(mc(m), hijridate.Hijri(y, m, 1).month_length()) for m in range(1, 13)]

    def guess_year(self, j):
        return (30 * (j - 1948440) + 10646) // 10631


# ---------------------------------------------------------- Chinese and Dangi
class ChineseLunardate(Calendar):
    leap_codes = tuple(mc(i, True) for i in range(1, 13))
    skip = "backward"

    def __init__(self, lo=1900, hi=2099):
        super().__init__("chinese")
        self.lo, self.hi = lo, hi

    def _year(self, y):
        import lunardate
        L = lunardate.LunarDate
        s = L(y, 1, 1).toSolarDate()
        start = jdn_from_iso(s.year, s.month, s.day)
        leap = L.leapMonthForYear(y)
        seq = []
        for m in range(1, 13):
            seq.append((m, False))
            if leap == m:
                seq.append((m, True))
        months = []
        for m, lp in seq:
            a = L(y, m, 1, lp).toSolarDate()
            try:
                L(y, m, 30, lp).toSolarDate()
                n = 30
            except ValueError:
                n = 29
            months.append((mc(m, lp), n))
            assert jdn_from_iso(a.year, a.month, a.day) == start + sum(l for _, l in months[:-1])
        return start, months

    def guess_year(self, j):
        y, m, d = iso_from_jdn(j)
        return y if m >= 3 else y - 1


class DangiKasi(Calendar):
    leap_codes = tuple(mc(i, True) for i in range(1, 13))
    skip = "backward"

    def __init__(self, lo=1900, hi=2049):
        super().__init__("dangi")
        self.lo, self.hi = lo, hi

    def _first(self, y, m, lp):
        from korean_lunar_calendar import KoreanLunarCalendar
        c = KoreanLunarCalendar()
        if not c.setLunarDate(y, m, 1, lp):
            return None
        return jdn_from_iso(c.solarYear, c.solarMonth, c.solarDay)

    def _year(self, y):
        seq = []
        for m in range(1, 13):
            seq.append((m, False))
            j = self._first(y, m, True)
            if j is not None and j != self._first(y, m, False):
                seq.append((m, True))
        starts = [self._first(y, m, lp) for m, lp in seq] + [self._first(y + 1, 1, False)]
        months = [(mc(m, lp), starts[i + 1] - starts[i]) for i, (m, lp) in enumerate(seq)]
        for _, l in months:
            assert l in (29, 30), (y, months)
        return starts[0], months

    def guess_year(self, j):
        y, m, d = iso_from_jdn(j)
        return y if m >= 3 else y - 1


COPTIC_EPOCH = 1825030      # 0284-08-29 Julian = 1 Thout 1 AM (R&D coptic-epoch)
ETHIOPIC_EPOCH = 1724221    # 0008-08-29 Julian = 1 Maskaram 1 (R&D ethiopic-epoch)
ISLAMIC_CIVIL_EPOCH = 1948440   # 0622-07-16 Julian (Friday epoch)
ISLAMIC_TBLA_EPOCH = 1948439    # 0622-07-15 Julian (Thursday epoch)


def make(name):
    if name == "gregory":
        return GregorianFamily(name, 0)
    if name == "buddhist":
        return GregorianFamily(name, 543)
    if name == "roc":
        return GregorianFamily(name, -1911)
    if name == "japanese":
        return GregorianFamily(name, 0)
    if name == "coptic":
        return CopticFamily(name, COPTIC_EPOCH)
    if name == "ethiopic":
        return CopticFamily(name, ETHIOPIC_EPOCH)
    if name == "ethioaa":
        return CopticFamily(name, ETHIOPIC_EPOCH, 5500, lo=2500, hi=9500)
    if name == "islamic-civil":
        return IslamicArith(name, ISLAMIC_CIVIL_EPOCH)
    if name == "islamic-tbla":
        return IslamicArith(name, ISLAMIC_TBLA_EPOCH)
    if name == "indian":
        return Indian()
    if name == "hebrew":
        return Hebrew()
    if name == "persian":
        return Persian()
    if name == "islamic-umalqura":
        return UmmAlQura()
    if name == "chinese":
        return ChineseLunardate()
    if name == "dangi":
        return DangiKasi()
    raise KeyError(name)


CALENDARS = ["gregory", "buddhist", "roc", "japanese", "persian", "hebrew", "islamic-civil",
             "islamic-tbla", "islamic-umalqura", "indian", "coptic", "ethiopic", "ethioaa",
             "chinese", "dangi"]


def selfcheck(log=print):
    """Cross-checks of the tables against a second package where one exists.
    Returns {calendar: [note, ...]} and a set of (calendar, year) to exclude."""
    import random
    notes = {}
    exclude = set()
    r = random.Random(7)
    from convertdate import coptic, islamic, indian_civil
    # coptic / ethiopic (convertdate.coptic only)
    c = make("coptic")
    bad = 0
    for _ in range(3000):
        j = r.randint(jdn_from_iso(1000, 1, 1), jdn_from_iso(3000, 1, 1))
        y, m, code, d = c.from_jdn(j)
        cy, cm, cd = coptic.from_jd(j - 0.5)
        bad += (cy, cm, cd) != (y, m, d)
    notes["coptic"] = ["3000 random days 1000-3000 CE vs convertdate.coptic: %d differ" % bad]
    c = make("islamic-civil")
    bad = 0
    for _ in range(3000):
        j = r.randint(jdn_from_iso(1000, 1, 1), jdn_from_iso(3000, 1, 1))
        y, m, code, d = c.from_jdn(j)
        bad += tuple(islamic.from_jd(j - 0.5)) != (y, m, d)
    notes["islamic-civil"] = ["3000 random days 1000-3000 CE vs convertdate.islamic: %d differ" % bad]
    c = make("indian")
    bad = 0
    for _ in range(3000):
        j = r.randint(jdn_from_iso(1000, 1, 1), jdn_from_iso(3000, 1, 1))
        y, m, code, d = c.from_jdn(j)
        bad += tuple(indian_civil.from_jd(j - 0.5)) != (y, m, d)
    notes["indian"] = ["3000 random days 1000-3000 CE vs convertdate.indian_civil: %d differ" % bad]
    # hebrew vs pyluach
    from pyluach import dates
    c = make("hebrew")
    bad = 0
    for _ in range(3000):
        j = r.randint(jdn_from_iso(1000, 1, 1), jdn_from_iso(3000, 1, 1))
        y, m, code, d = c.from_jdn(j)
        h = dates.GregorianDate(*iso_from_jdn(j)).to_heb()
        bad += (h.year, h.day) != (y, d)
    notes["hebrew"] = ["3000 random days 1000-3000 CE vs pyluach: %d differ" % bad]
    # persian vs the Iranian authority's Nowruz list (the other helper's transcription)
    p = make("persian")
    path = os.path.join(HERE, "..", "persian_nowruz.txt")
    if os.path.exists(path):
        bad = []
        for line in open(path):
            if line.startswith("#") or not line.strip():
                continue
            ys, iso = line.split()[:2]
            y = int(ys.rstrip("*"))
            a = jdn_from_iso(*map(int, iso.split("-")))
            if p.nowruz(y) != a:
                bad.append(y)
                exclude.add(("persian", y))
                exclude.add(("persian", y - 1))
        notes["persian"] = ["jdatetime Nowruz vs the Iranian calendar authority list 1206-1498: "
                            "%d years differ %s (excluded with the year before)" % (len(bad), bad)]
    else:
        notes["persian"] = ["persian_nowruz.txt absent: jdatetime only"]
    return notes, exclude


if __name__ == "__main__":
    n, e = selfcheck()
    for k, v in n.items():
        print(k, v)
    for name in CALENDARS:
        c = make(name)
        lo = max(c.lo, c.lo)
        y = c.lo + 1
        print(name, y, c.year(y)[0], iso_str(c.year(y)[0]), c.months(y))
