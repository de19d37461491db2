"""Calendar month tables for oracle 2 of the RSCALE corpus, from PyPI packages only
(never ICU, never DateMath).

For each RSCALE calendar, months(cal) is {year: [(code, first_jdn, length), ...]} in
the calendar's own order, code = (n, leap) with RFC 7529's BYMONTH numbering: Hebrew
Tishri = 1 .. Shevat = 5, Adar I = (5, True) (5L), Adar / Adar II = 6, Nisan = 7 ..
Elul = 12; Chinese/Dangi leap month after month n = (n, True); Coptic/Ethiopic 1..13.
Tables are built by finding each month's first day with the package's converter (a
month starts 28..32 days after the previous one, or 5..6 days after for month 13).
Where a second package exists (hebrew: pyluach, chinese: sxtwl, ethiopic:
ethiopian-date), the first and last day of every month are checked with it, and a year
whose months differ between the two is left out of the table: a case that reaches such a
year (or the end of a table) is not generated.
"""
import datetime
import functools

from convertdate import coptic, hebrew, indian_civil, islamic

EPOCH_JDN = 2440588  # 1970-01-01


def jdn(y, m, d):
    return datetime.date(y, m, d).toordinal() + 1721425


def greg(j):
    d = datetime.date.fromordinal(j - 1721425)
    return d.year, d.month, d.day


# ---------------------------------------------------------------- converters: jdn -> (year, code, day) or None

def c_gregorian(j):
    y, m, d = greg(j)
    return y, (m, False), d


def _heb_code(y, m, leap):
    # convertdate/pyluach numbering: Nisan = 1 .. Elul = 6, Tishri = 7 .. Shevat = 11, 12 Adar (I), 13 Adar II
    if 7 <= m <= 11:
        return (m - 6, False)
    if m == 12:
        return (5, True) if leap else (6, False)
    if m == 13:
        return (6, False)
    return (m + 6, False)


def c_hebrew(j):
    y, m, d = hebrew.from_jd(j - 0.5)
    return y, _heb_code(y, m, hebrew.leap(y)), d


def c_hebrew_pyluach(j):
    from pyluach import dates, utils
    h = dates.GregorianDate(*greg(j)).to_heb()
    return h.year, _heb_code(h.year, h.month, utils._is_leap(h.year)), h.day


LUNARDATE_FIRST, LUNARDATE_LAST = jdn(1900, 1, 31), jdn(2100, 2, 8)


def c_chinese(j):
    import lunardate
    if not LUNARDATE_FIRST <= j <= LUNARDATE_LAST:
        return None
    l = lunardate.LunarDate.from_solar_date(*greg(j))
    return l.year, (l.month, bool(l.isLeapMonth)), l.day


def c_chinese_sxtwl(j):
    import sxtwl
    x = sxtwl.fromSolar(*greg(j))
    return x.getLunarYear(), (x.getLunarMonth(), bool(x.isLunarLeap())), x.getLunarDay()


def c_dangi(j):
    from korean_lunar_calendar import KoreanLunarCalendar
    c = KoreanLunarCalendar()
    if not c.setSolarDate(*greg(j)):
        return None
    return c.lunarYear, (c.lunarMonth, bool(c.isIntercalation)), c.lunarDay


def c_islamic_civil(j):
    y, m, d = islamic.from_jd(j - 0.5)
    return y, (m, False), d


def c_umalqura(j):
    import hijridate
    try:
        h = hijridate.Gregorian(*greg(j)).to_hijri()
    except (OverflowError, ValueError):
        return None
    return h.year, (h.month, False), h.day


def c_persian(j):
    import jdatetime
    p = jdatetime.date.fromgregorian(date=datetime.date(*greg(j)))
    return p.year, (p.month, False), p.day


def c_indian(j):
    y, m, d = indian_civil.from_jd(j - 0.5)
    return y, (m, False), d


def c_coptic(j):
    y, m, d = coptic.from_jd(j - 0.5)
    return y, (m, False), d


def c_ethiopic(j):
    y, c, d = c_coptic(j)
    return y + 276, c, d


def c_ethiopic_ed(j):
    from ethiopian_date import EthiopianDateConverter as E
    try:
        e = E.to_ethiopian(*greg(j))
    except ValueError:
        return None  # its datetime.date result cannot hold day 29/30 of month 2 or month 13
    return e.year, (e.month, False), e.day


CONVERTERS = {
    "gregorian": (c_gregorian, None, "datetime (proleptic Gregorian)"),
    "hebrew": (c_hebrew, c_hebrew_pyluach, "convertdate.hebrew, checked with pyluach"),
    "chinese": (c_chinese, c_chinese_sxtwl, "lunardate (HKO-derived table 1900-2099), checked with sxtwl"),
    "dangi": (c_dangi, None, "korean-lunar-calendar (KASI table)"),
    "islamic-civil": (c_islamic_civil, None, "convertdate.islamic (tabular, civil epoch)"),
    "islamic-umalqura": (c_umalqura, None, "hijridate (Umm al-Qura table 1343-1500 AH)"),
    "persian": (c_persian, None, "jdatetime (jalali_core)"),
    "indian": (c_indian, None, "convertdate.indian_civil"),
    "coptic": (c_coptic, None, "convertdate.coptic"),
    "ethiopic": (c_ethiopic, c_ethiopic_ed, "convertdate.coptic + 276 years, checked with ethiopian-date where it answers"),
}

FIRST_JDN, LAST_JDN = jdn(1920, 1, 1), jdn(2101, 1, 1)


def _scan(conv, lo, hi):
    """[(year, code, first_jdn, length)] of the whole months inside [lo, hi)."""
    out = []
    j = lo
    r = conv(j)
    while r is None or r[2] != 1:  # first whole month
        j += 1
        if j >= hi:
            return out
        r = conv(j)
    while True:
        y, c, _ = r
        nxt = None
        for k in [5, 6] + list(range(27, 33)):  # Coptic/Ethiopic month 13 has 5 or 6 days
            if j + k >= hi:
                break
            rk = conv(j + k)
            if rk is None:
                break
            if rk[2] == 1:
                nxt = (j + k, rk)
                break
            if rk[:2] != (y, c):
                raise AssertionError(("month without a first day", j, k, r, rk))
        if nxt is None:
            return out
        # the day before the next month's first is this month's last day
        last = conv(nxt[0] - 1)
        assert last[:2] == (y, c) and last[2] == nxt[0] - j, (r, last, nxt)
        out.append((y, c, j, nxt[0] - j))
        j, r = nxt
    return out


@functools.lru_cache(maxsize=None)
def months(cal):
    conv, check, _ = CONVERTERS[cal]
    rows = _scan(conv, FIRST_JDN, LAST_JDN)
    bad_years = set()
    if check is not None:  # the first and last day of every month, where the second package answers
        for y, c, s, ln in rows:
            for day, want in ((s, 1), (s + ln - 1, ln)):
                got = check(day)
                if got is not None and got != (y, c, want):
                    bad_years.add(y)
    table = {}
    for y, c, s, ln in rows:
        table.setdefault(y, []).append((c, s, ln))
    # only whole years: drop the first and last (partial) years and the disputed ones
    years = sorted(table)
    for y in years[:1] + years[-1:]:
        table.pop(y, None)
    for y in bad_years:
        table.pop(y, None)
    return table, sorted(bad_years)


def code_text(c):
    return "%d%s" % (c[0], "L" if c[1] else "")


if __name__ == "__main__":
    import sys
    import time
    for cal in (sys.argv[1:] or CONVERTERS):
        t = time.time()
        tab, bad = months(cal)
        ys = sorted(tab)
        print(cal, ys[0], ys[-1], len(ys), "disputed:", bad, "%.1fs" % (time.time() - t))
