#!/usr/bin/env python3
"""Writes Sources/DateMath/CalendarRules/CalendarTables.swift: the month
tables of DateMath's observational calendars, read day by day from the
published tables as PyPI packages carry them (pinned in
Scripts/calendar-tables-requirements.txt):

- islamic-umalqura: hijridate, Umm al-Qura tables of the King Abdulaziz City
  for Science and Technology, 1343-1500 AH (1924-08-01 .. 2077-11-16);
- chinese: sxtwl, astronomical new moons and solar terms at UTC+8 by the
  rules of GB/T 33661-2017 (China's standard, which the Hong Kong
  Observatory's tables follow), years 1900-2100; lunardate's table, from the
  'lunar' program, is wrong in 1933, 1954 and 1978 (Fixtures/generator/
  calendars/REPORT.md);
- dangi: korean-lunar-calendar, the Korea Astronomy and Space Science
  Institute's tables, years 1900-2049 (its data ends in 2050-11).

Each table is walked one day at a time through the package's own
conversion, and months are grouped from consecutive days, so nothing here
depends on how a package encodes its data. Deterministic: run it twice, get
the same file.

    python3 -m venv /tmp/tables && /tmp/tables/bin/pip install -r Scripts/calendar-tables-requirements.txt
    /tmp/tables/bin/python Scripts/generate-calendar-tables.py
"""
import datetime
import os
import sys
from importlib.metadata import version

EPOCH = datetime.date(1970, 1, 1)


def walk(first, last, convert):
    """Months as [year, code_number, is_leap, start_day, length] from a
    day-by-day conversion (year, month, day, is_leap) of first..last."""
    months = []
    day = first
    while day <= last:
        y, m, d, leap = convert(day)
        n = (day - EPOCH).days
        if d == 1:
            months.append([y, m, leap, n, 1])
        elif months and months[-1][:3] == [y, m, leap] and months[-1][3] + months[-1][4] == n:
            months[-1][4] += 1
        day += datetime.timedelta(days=1)
    return months


def table(months, first_year, last_year):
    """Per year: first day, month lengths (2 bits a month: length - 28), leap
    ordinal; plus the end day."""
    by_year = {}
    for y, m, leap, start, length in months:
        if first_year <= y <= last_year:
            by_year.setdefault(y, []).append((m, leap, start, length))
    new_years, long_bits, leap_ordinals = [], [], []
    end = None
    for y in range(first_year, last_year + 1):
        ms = by_year[y]
        assert ms[0][0] == 1 and not ms[0][1], (y, ms[0])
        assert len(ms) in (12, 13), (y, len(ms))
        for a, b in zip(ms, ms[1:]):
            assert a[2] + a[3] == b[2], (y, a, b)
        if end is not None:
            assert end == ms[0][2], (y, end, ms[0][2])
        bits, leap = 0, 0
        for k, (m, is_leap, start, length) in enumerate(ms):
            # The early Umm al-Qura tables have months of 28 and 31 days.
            assert 28 <= length <= 31, (y, m, length)
            bits |= (length - 28) << (2 * k)
            if is_leap:
                assert leap == 0 and k > 0 and ms[k - 1][0] == m, (y, ms)
                leap = k + 1
        new_years.append(ms[0][2])
        long_bits.append(bits)
        leap_ordinals.append(leap)
        end = ms[-1][2] + ms[-1][3]
    new_years.append(end)
    return new_years, long_bits, leap_ordinals


def umalqura():
    from hijridate import Gregorian
    def convert(day):
        h = Gregorian.fromdate(day).to_hijri()
        return h.year, h.month, h.day, False
    months = walk(datetime.date(1924, 8, 1), datetime.date(2077, 11, 16), convert)
    return table(months, 1343, 1500)


def chinese():
    import sxtwl
    def convert(day):
        x = sxtwl.fromSolar(day.year, day.month, day.day)
        return x.getLunarYear(), x.getLunarMonth(), x.getLunarDay(), bool(x.isLunarLeap())
    months = walk(datetime.date(1900, 1, 31), datetime.date(2101, 1, 28), convert)
    return table(months, 1900, 2100)


def dangi():
    from korean_lunar_calendar import KoreanLunarCalendar
    calendar = KoreanLunarCalendar()
    def convert(day):
        assert calendar.setSolarDate(day.year, day.month, day.day)
        return calendar.lunarYear, calendar.lunarMonth, calendar.lunarDay, bool(calendar.isIntercalation)
    months = walk(datetime.date(1900, 1, 1), datetime.date(2050, 12, 31), convert)
    return table(months, 1900, 2049)


def swift_array(values, per_line=12):
    lines = []
    for i in range(0, len(values), per_line):
        lines.append("      " + ", ".join(str(v) for v in values[i:i + per_line]) + ",")
    return "\n".join(lines)


def entry(name, source, first_year, data):
    new_years, long_bits, leaps = data
    return f"""  /// {source}
  static let {name} = _MonthTable(
    firstYear: {first_year},
    newYears: [
{swift_array(new_years)}
    ],
    monthLengths: [
{swift_array([f"0x{b:07X}" for b in long_bits], 8)}
    ],
    leapMonths: [
{swift_array(leaps, 20)}
    ])
"""


def main():
    out = os.path.join(os.path.dirname(__file__), "..", "Sources", "DateMath", "CalendarRules", "CalendarTables.swift")
    text = f"""// Generated by Scripts/generate-calendar-tables.py from hijridate {version('hijridate')},
// sxtwl {version('sxtwl')} and korean-lunar-calendar {version('korean-lunar-calendar')}. Do not edit.

/// The published month tables DateMath's observational calendars read.
enum _CalendarTables {{
{entry("ummAlQura", "Umm al-Qura (KACST), 1343-1500 AH, through hijridate.", 1343, umalqura())}
{entry("chinese", "The Chinese calendar by GB/T 33661-2017 (astronomical, UTC+8), 1900-2100, through sxtwl.", 1900, chinese())}
{entry("dangi", "The Korea Astronomy and Space Science Institute's lunar calendar, 1900-2049, through korean-lunar-calendar.", 1900, dangi())}}}
"""
    with open(out, "w") as f:
        f.write(text)
    print("wrote", os.path.normpath(out), file=sys.stderr)


if __name__ == "__main__":
    main()
