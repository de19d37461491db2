"""The oracles: each maps a day (JDN) of one calendar to (year, monthCode, day) in
Temporal's conventions (arithmetic year, month codes of the Intl Era and Month Code
proposal), or to None where the source does not reach that day.  Eras
(era, eraYear) come with the sources that have eras of their own: ICU, java.time
and arith.py.  Nothing here is the library under test.
"""
import datetime
import os
import subprocess
from importlib import metadata

import arith
from arith import mc, iso_from_jdn, jdn_from_iso

HERE = os.path.dirname(os.path.abspath(__file__))
BUILD = os.path.join(HERE, "build")
EPOCH_JDN = 2440588  # 1970-01-01

ICU_NAME = {
    "gregory": "gregorian", "buddhist": "buddhist", "roc": "roc", "japanese": "japanese",
    "persian": "persian", "hebrew": "hebrew", "islamic-civil": "islamic-civil",
    "islamic-tbla": "islamic-tbla", "islamic-umalqura": "islamic-umalqura", "indian": "indian",
    "coptic": "coptic", "ethiopic": "ethiopic", "ethioaa": "ethiopic-amete-alem",
    "chinese": "chinese", "dangi": "dangi",
}


def versions():
    v = {}
    for p in ("convertdate", "pyluach", "hijridate", "jdatetime", "jalali_core", "lunardate",
              "korean_lunar_calendar", "sxtwl", "ethiopian_date", "PyMeeus"):
        try:
            v[p] = metadata.version(p)
        except metadata.PackageNotFoundError:
            v[p] = "?"
    out = subprocess.run(["pkg-config", "--modversion", "icu-i18n"], capture_output=True, text=True)
    v["ICU4C"] = out.stdout.strip()
    out = subprocess.run(["java", "JavaDump.java", "--version"], capture_output=True, text=True, cwd=HERE)
    v["java"] = out.stdout.strip()
    return v


# ------------------------------------------------------------------- ICU4C
def icu_raw(cal, jdns=None, lo=None, hi=None):
    exe = os.path.join(BUILD, "icudump")
    if jdns is not None:
        out = subprocess.run([exe, ICU_NAME[cal], "-"], input="\n".join(map(str, jdns)) + "\n",
                             capture_output=True, text=True, check=True).stdout
    else:
        out = subprocess.run([exe, ICU_NAME[cal], str(lo), str(hi)], capture_output=True,
                             text=True, check=True).stdout
    res = {}
    for line in out.splitlines():
        f = line.split()
        if f[1] == "error":
            continue
        res[int(f[0])] = tuple(int(x) for x in f[1:])
    return res


ICU_JP_ERA = {236: "reiwa", 235: "heisei", 234: "showa", 233: "taisho", 232: "meiji"}
JP_1873 = jdn_from_iso(1873, 1, 1)


def icu_map(cal, j, rec):
    """ICU fields -> (year, monthCode, day, era, eraYear); era None where ICU's
    convention is not Temporal's (Japanese before 1873)."""
    era, ext, year, month, leap, date = rec
    if cal in ("chinese", "dangi"):
        y = ext - (2637 if cal == "chinese" else 2333)
        return (y, mc(month + 1, leap == 1), date, "-", "-")
    if cal == "hebrew":
        code = mc(month + 1) if month < 5 else ("M05L" if month == 5 else mc(month))
        return (ext, code, date) + arith.era_of(cal, ext, j)
    if cal == "gregory":
        return (ext, mc(month + 1), date, ["bce", "ce"][era], year)
    if cal == "buddhist":
        return (year, mc(month + 1), date, "be", year)
    if cal == "roc":
        y = year if era == 1 else 1 - year
        return (y, mc(month + 1), date, ["broc", "roc"][era], year)
    if cal == "japanese":
        if j >= JP_1873:
            return (ext, mc(month + 1), date, ICU_JP_ERA.get(era, "?%d" % era), year)
        return (ext, mc(month + 1), date, None, None)
    if cal == "ethiopic":
        return (ext, mc(month + 1), date, ["aa", "am"][era], year)
    if cal == "ethioaa":
        return (year, mc(month + 1), date, "aa", year)
    # one-era calendars and the islamic ones: the year is ICU's extended year; era by
    # Temporal's table (ICU's islamic calendars have one era; coptic's ERA 0/1 split
    # is not Temporal's single "am").
    return (ext, mc(month + 1), date) + arith.era_of(cal, ext, j)


# ---------------------------------------------------------------- java.time
def java_raw(jdns=None, lo=None, hi=None):
    if jdns is not None:
        out = subprocess.run(["java", "JavaDump.java", "-"], cwd=HERE, capture_output=True, text=True,
                             check=True, input="\n".join(str(j - EPOCH_JDN) for j in jdns) + "\n").stdout
    else:
        out = subprocess.run(["java", "JavaDump.java", str(lo - EPOCH_JDN), str(hi - EPOCH_JDN)], cwd=HERE,
                             capture_output=True, text=True, check=True).stdout
    res = {}
    for line in out.splitlines():
        f = line.split()
        res[int(f[0]) + EPOCH_JDN] = f[1:]
    return res


JAVA_CALS = ("gregory", "buddhist", "roc", "japanese", "islamic-umalqura")


def java_map(cal, j, f):
    isoY, isoM, isoD, isoEra, isoYoe, jpEra, jpYoe, jpM, jpD, mgEra, mgYoe, mgPro, thEra, thPro, hY, hM, hD = f
    if cal == "gregory":
        return (int(isoY), mc(int(isoM)), int(isoD), isoEra, int(isoYoe))
    if cal == "buddhist":
        # Java's BEFORE_BE era (proleptic year <= 0) is Temporal's "be" with eraYear = the proleptic year
        return (int(thPro), mc(int(isoM)), int(isoD), {"BE": "be", "BEFORE_BE": "be"}[thEra], int(thPro))
    if cal == "roc":
        return (int(mgPro), mc(int(isoM)), int(isoD), {"ROC": "roc", "BEFORE_ROC": "broc"}[mgEra], int(mgYoe))
    if cal == "japanese":
        if jpEra == "-":
            return None  # JapaneseDate starts at 1873-01-01
        return (int(isoY), mc(int(jpM)), int(jpD), jpEra, int(jpYoe))
    if cal == "islamic-umalqura":
        if hY == "-":
            return None
        y = int(hY)
        return (y, mc(int(hM)), int(hD)) + arith.era_of(cal, y, j)
    raise KeyError(cal)


# ------------------------------------------------------------- PyPI oracles
def _greg(j):
    y, m, d = iso_from_jdn(j)
    if y < 1 or y > 9999:
        return None
    return y, m, d


def nisan_month_code(m, leap):
    """The month code of month m counted from Nisan, as convertdate and
    pyluach number them: 1 Nisan .. 6 Elul, 7 Tishri .. 11 Shevat, 12 Adar
    (Adar I in a leap year), 13 Adar II."""
    if 7 <= m <= 11:
        return mc(m - 6)
    if m == 12:
        return "M05L" if leap else "M06"
    if m == 13:
        return "M06"
    return mc(m + 6)


def conv_hebrew(j):
    from convertdate import hebrew
    y, m, d = hebrew.from_jd(j - 0.5)
    return (y, nisan_month_code(m, hebrew.leap(y)), d)


def pyluach_hebrew(j):
    from pyluach import dates, utils
    g = _greg(j)
    if g is None:
        return None
    h = dates.GregorianDate(*g).to_heb()
    return (h.year, nisan_month_code(h.month, utils._is_leap(h.year)), h.day)


def conv_simple(module):
    def f(j):
        y, m, d = module.from_jd(j - 0.5)
        return (y, mc(m), d)
    return f


def jdatetime_persian(j):
    import jdatetime
    g = _greg(j)
    if g is None:
        return None
    p = jdatetime.date.fromgregorian(date=datetime.date(*g))
    return (p.year, mc(p.month), p.day)


def hijridate_umalqura(j):
    import hijridate
    g = _greg(j)
    if g is None:
        return None
    try:
        h = hijridate.Gregorian(*g).to_hijri()
    except (OverflowError, ValueError):
        return None
    return (h.year, mc(h.month), h.day)


def ethiopian_date_ethiopic(j):
    from ethiopian_date import EthiopianDateConverter as E
    g = _greg(j)
    if g is None:
        return None
    try:
        e = E.to_ethiopian(*g)
    except ValueError:
        return None  # month 13 (Pagume) cannot be represented by its datetime.date result
    return (e.year, mc(e.month), e.day)


LUNARDATE_FIRST, LUNARDATE_LAST = jdn_from_iso(1900, 1, 31), jdn_from_iso(2100, 2, 8)


def lunardate_chinese(j):
    import lunardate
    # lunardate answers garbage (day -29, year 2099 month 1 again) outside its table
    # (lunar 1900-01-01 = 1900-01-31 .. lunar 2099-12-30 = 2100-02-08) instead of failing
    if not LUNARDATE_FIRST <= j <= LUNARDATE_LAST:
        return None
    g = _greg(j)
    try:
        l = lunardate.LunarDate.from_solar_date(*g)
    except ValueError:
        return None
    return (l.year, mc(l.month, bool(l.isLeapMonth)), l.day)


def sxtwl_chinese(j):
    import sxtwl
    y, m, d = iso_from_jdn(j)
    x = sxtwl.fromSolar(y, m, d)
    return (x.getLunarYear(), mc(x.getLunarMonth(), bool(x.isLunarLeap())), x.getLunarDay())


def kasi_dangi(j):
    from korean_lunar_calendar import KoreanLunarCalendar
    g = _greg(j)
    if g is None:
        return None
    c = KoreanLunarCalendar()
    if not c.setSolarDate(*g):
        return None
    return (c.lunarYear, mc(c.lunarMonth, bool(c.isIntercalation)), c.lunarDay)


def own(cal):
    def f(j):
        return arith.from_jdn(cal, j)
    return f


class ConvertdatePersian:
    """convertdate.persian (astronomical: March equinox at the 52.5 E meridian, PyMeeus).
    Its from_jd costs ~27 ms a day, so it is asked only about the first day of each
    year (found by asking from_jd about the days around 21 March until it answers
    1 Farvardin); the days in between follow from convertdate's own fixed month
    structure (Farvardin..Shahrivar 31 days, Mehr..Bahman 30, Esfand to the next
    Nowruz), which is what its from_jd computes from the same Nowruz."""

    def __init__(self):
        self.cache = {}

    def nowruz(self, y):
        if y not in self.cache:
            from convertdate import persian
            j = jdn_from_iso(y + 621, 3, 19)
            for k in range(8):
                py, pm, pd = persian.from_jd(j + k - 0.5)
                if (py, pm) == (y, 1):
                    self.cache[y] = j + k - (pd - 1)
                    break
            else:
                raise AssertionError(("no Nowruz near", y))
        return self.cache[y]

    def __call__(self, j):
        y = iso_from_jdn(j)[0] - 621
        if j < self.nowruz(y):
            y -= 1
        s, e = self.nowruz(y), self.nowruz(y + 1)
        k = j - s
        if k < 186:
            return (y, mc(k // 31 + 1), k % 31 + 1)
        k -= 186
        if k < 150:
            return (y, mc(k // 30 + 7), k % 30 + 1)
        return (y, "M12", k - 150 + 1)


conv_persian = ConvertdatePersian()


# ICU4X's baked East Asian calendar data (unicode-org/icu4x,
# components/calendar/src/cal/east_asian_traditional/{china,korea}_data.rs @0f04973a,
# "Data obtained from calendrical_calculations": computed with Reingold & Dershowitz's
# astronomical algorithms, not with ICU4C or the KASI/HKO tables).  Only the rows of the
# years whose months the runnable sources dispute are transcribed here, to adjudicate
# them: (related ISO year) -> (month lengths, l = 30 days, s = 29, in order; 1-based
# position of the leap month or None; ISO date of the new year).
_l, _s = 30, 29
ICU4X_ROWS = {
    "chinese": {
        1933: ([_s, _l, _l, _s, _l, _l, _s, _l, _s, _l, _s, _s, _l], 6, (1933, 1, 26)),
        1954: ([_l, _s, _l, _s, _s, _l, _s, _l, _l, _s, _l, _l, _s], None, (1954, 2, 3)),
        1978: ([_l, _s, _l, _l, _s, _l, _l, _s, _l, _s, _l, _s, _s], None, (1978, 2, 7)),
    },
    "dangi": {
        2017: ([_s, _l, _s, _l, _s, _s, _l, _s, _l, _s, _l, _l, _l], 6, (2017, 1, 28)),
    },
}


def _icu4x_months(cal):
    out = []
    for y, (lens, leap, ny) in sorted(ICU4X_ROWS[cal].items()):
        s = jdn_from_iso(*ny)
        n = 0
        for i, ln in enumerate(lens if leap is not None else lens[:12]):  # 13th entry unused without a leap month
            pos = i + 1
            if leap is not None and pos == leap:
                code = mc(n, True)
            else:
                n += 1
                code = mc(n)
            out.append((y, code, s, ln))
            s += ln
    return out


def icu4x_data(cal):
    months = _icu4x_months(cal)

    def f(j):
        for y, code, s, ln in months:
            if s <= j < s + ln:
                return (y, code, j - s + 1)
        return None
    return f
