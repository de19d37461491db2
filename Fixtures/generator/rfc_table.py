"""The RFC 3339 / RFC 9557 parse table (issue 13): writes
Tests/DateMathTests/Interchange/RFCTableTests+Rows.swift, which RFCTableTests.swift runs
against `Date(rfc3339:extensions:)` and
`ZonedDateTime(rfc9557:offsetConflict:extensions:)`.

    cd Fixtures/generator
    PYTHONTZPATH= .venv/bin/python rfc_table.py          # rewrite the Swift file
    PYTHONTZPATH= .venv/bin/python rfc_table.py --check  # fail if it is stale

Every row is a string, the reader it is given to, the extensions asked for,
a verdict and the section of the RFC that decides it:

  valid     the text is in the grammar (RFC 3339 §5.6 date-time, or RFC 9557
            §4.1 date-time-ext) and meets the restrictions (RFC 3339 §5.7),
            or is valid only with the DateMath extension the row asks for
            (RFC3339Extensions: expandedYears, offsetSeconds, missingOffset).
            The expected value is computed HERE, never by DateMath: with
            `datetime`, and `zoneinfo` over the PyPI `tzdata` pinned in
            requirements.txt (IANA 2026f, the release DateMath bundles; the
            system tz path is disabled).  For RFC 3339 rows it is the UTC
            instant (text, and the `Date` nearest the exact decimal value,
            computed with `fractions.Fraction`, which a `Date` must equal);
            for RFC 9557 rows the canonical RFC 9557 text (the zone's offset
            at that instant, then `[zone]`, fraction without trailing zeros)
            with its epoch seconds and nanosecond.
  invalid   the RFC makes the text invalid; the row names the error kind
            that section implies (grammar: invalidFormat; a field out of its
            §5.6/§5.7 range: invalidDate).
  conflict  valid syntax, but the offset is not one the zone has at that
            wall-clock time (RFC 9557 §3.4): offsetConflict, with the zone's
            offsets there.
  refused   valid syntax that DateMath refuses by a documented rule: a zone
            name the grammar allows but tz data does not know (unknownZone),
            an unknown critical tag (RFC 9557 §3.3: MUST reject), no zone
            annotation (a ZonedDateTime needs one), a value outside years
            -9999...9999 or more precision than DateMath keeps.

The verdicts are written by hand below, each with its section, and then
checked against an independent reading of the grammars in this file
(`oracle`): a row whose verdict or error kind disagrees with it stops the
script.  Rows where DateMath itself disagrees with the RFC are not in the
passing table: they are in DEVIATIONS, emitted as `knownDeviations` and run
under `withKnownIssue`, each with its section and why.

RFC 5234 Appendix B.1: DIGIT = %x30-39 and ALPHA = %x41-5A / %x61-7A, so
every pattern here is ASCII only (`[0-9]`, never `\\d`).
"""

import argparse
import datetime as dt
import os
import re
import sys
import zoneinfo
from fractions import Fraction

import tzdata

zoneinfo.reset_tzpath([])  # the pinned PyPI tzdata only, never /usr/share/zoneinfo
assert tzdata.IANA_VERSION == "2026f", tzdata.IANA_VERSION

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "..", "Tests", "DateMathTests", "Interchange", "RFCTableTests+Rows.swift")

EXPANDED, SECONDS, MISSING = "expandedYears", "offsetSeconds", "missingOffset"
WRITTEN = (EXPANDED, SECONDS)

# RFC 3339 Appendix D and the IERS bulletins since: the end of each month in
# which a positive leap second was inserted (23:59:60 UTC).
LEAP_SECOND_DAYS = {
    (1972, 6, 30), (1972, 12, 31), (1973, 12, 31), (1974, 12, 31), (1975, 12, 31),
    (1976, 12, 31), (1977, 12, 31), (1978, 12, 31), (1979, 12, 31), (1981, 6, 30),
    (1982, 6, 30), (1983, 6, 30), (1985, 6, 30), (1987, 12, 31), (1989, 12, 31),
    (1990, 12, 31), (1992, 6, 30), (1993, 6, 30), (1994, 6, 30), (1995, 12, 31),
    (1997, 6, 30), (1998, 12, 31), (2005, 12, 31), (2008, 12, 31), (2012, 6, 30),
    (2015, 6, 30), (2016, 12, 31),
}
assert len(LEAP_SECOND_DAYS) == 27

# ------------------------------------------------------------------ sections

S56 = "RFC 3339 §5.6 date-time"
S56_NOTE_T = "RFC 3339 §5.6 NOTE: 't' and 'z' may be lower case"
S56_NOTE_SP = "RFC 3339 §5.6 NOTE: a space may separate full-date and full-time"
S56_DIGIT = "RFC 3339 §5.6 / RFC 5234 B.1: DIGIT is %x30-39 (ASCII only)"
S56_YEAR = "RFC 3339 §5.6 date-fullyear = 4DIGIT"
S56_FRAC = "RFC 3339 §5.6 time-secfrac = \".\" 1*DIGIT"
S56_OFF = "RFC 3339 §5.6 time-numoffset = (\"+\" / \"-\") time-hour \":\" time-minute"
S56_RANGE = "RFC 3339 §5.6 field ranges (time-hour 00-23, time-minute 00-59, date-month 01-12)"
S57_MDAY = "RFC 3339 §5.7 date-mday maximum by month and year"
S57_LEAPYEAR = "RFC 3339 §5.7 + Appendix C leap years"
S57_LEAPSEC = "RFC 3339 §5.7 time-second 60 only at a leap second (23:59:60 UTC, shifted by the offset)"
S43 = "RFC 3339 §4.3 unknown local offset -00:00"
S58 = "RFC 3339 §5.8 example"
S41 = "RFC 9557 §4.1 date-time-ext"
S41_TZ = "RFC 9557 §4.1 time-zone / time-zone-name"
S41_NUM = "RFC 9557 §4.1 time-zone = \"[\" critical-flag time-numoffset \"]\""
S41_KEY = "RFC 9557 §4.1 suffix-key = key-initial *key-char (lcalpha / \"_\")"
S41_VAL = "RFC 9557 §4.1 suffix-values = suffix-value *(\"-\" suffix-value), 1*alphanum"
S41_ORDER = "RFC 9557 §4.1 suffix = [time-zone] *suffix-tag (one zone, first)"
S41_CRIT = "RFC 9557 §4.1 critical-flag = [ \"!\" ]"
S2 = "RFC 9557 §2 (updates RFC 3339 §4.3): Z / -00:00 give the instant, the local offset unknown"
S33 = "RFC 9557 §3.3 a critical tag the reader does not support MUST be rejected"
S33_ELECTIVE = "RFC 9557 §3.3 an elective tag may be ignored"
S34 = "RFC 9557 §3.4 inconsistent offset and time zone"
UNKNOWN_ZONE = "RFC 9557 §4.1 time-zone-name allows it; no such IANA tz name (unknownZone)"
EXT_Y = "DateMath RFC3339Extensions.expandedYears (ISO 8601 expanded year; RFC 3339 §5.6 has 4DIGIT)"
EXT_S = "DateMath RFC3339Extensions.offsetSeconds (RFC 3339 §5.6 offset is HH:MM)"
EXT_M = "DateMath RFC3339Extensions.missingOffset (RFC 9557 §4.1 requires the offset; Temporal's form)"
LIMIT_RANGE = "DateMath range: years -9999...9999"
LIMIT_NS = "DateMath ZonedDateTime keeps nanoseconds: more non-zero digits are refused"
LIMIT_400 = ("DateMath reads at most 400 fraction digits (its error says so; the doc comment says any number; "
             "RFC 3339 §5.6 has 1*DIGIT)")
NO_ZONE = "RFC 9557 §4.1 allows no time-zone; a ZonedDateTime needs one"

# ---------------------------------------------------------------- the rows


class Row:
    def __init__(self, reader, text, verdict, section, ext=(), kind=None):
        self.reader, self.text, self.verdict, self.section = reader, text, verdict, section
        self.ext, self.kind = tuple(ext), kind


R3339, R9557 = "rfc3339", "rfc9557"
ROWS = []
DEVIATIONS = []


def add(reader, verdict, text, section, ext=(), kind=None, to=None):
    (ROWS if to is None else to).append(Row(reader, text, verdict, section, ext, kind))


def v3(text, section, ext=()):
    add(R3339, "valid", text, section, ext)


def x3(text, kind, section, ext=()):
    add(R3339, "invalid", text, section, ext, kind)


def r3(text, kind, section, ext=()):
    add(R3339, "refused", text, section, ext, kind)


def v9(text, section, ext=()):
    add(R9557, "valid", text, section, ext)


def x9(text, kind, section, ext=()):
    add(R9557, "invalid", text, section, ext, kind)


def r9(text, kind, section, ext=()):
    add(R9557, "refused", text, section, ext, kind)


def c9(text, section, ext=()):
    add(R9557, "conflict", text, section, ext, "offsetConflict")


F, D = "invalidFormat", "invalidDate"

# ---- RFC 3339: Date(rfc3339:extensions:)
# §5.8's examples
v3("1985-04-12T23:20:50.52Z", S58)
v3("1996-12-19T16:39:57-08:00", S58)
v3("1990-12-31T23:59:60Z", S58 + "; " + S57_LEAPSEC)
v3("1990-12-31T15:59:60-08:00", S58 + "; " + S57_LEAPSEC)
v3("1937-01-01T12:00:27.87+00:20", S58)
# separators and case (§5.6 NOTEs)
v3("2017-01-31T19:00:00Z", S56)
v3("2017-01-31t19:00:00Z", S56_NOTE_T)
v3("2017-01-31T19:00:00z", S56_NOTE_T)
v3("2017-01-31t19:00:00z", S56_NOTE_T)
v3("2017-01-31 19:00:00Z", S56_NOTE_SP)
v3("2017-01-31 19:00:00-05:00", S56_NOTE_SP)
x3("2017-01-31_19:00:00Z", F, S56 + " (separator T, t or space)")
x3("2017-01-31X19:00:00Z", F, S56 + " (separator T, t or space)")
x3("2017-01-3119:00:00Z", F, S56 + " (separator required)")
x3("2017-01-31  19:00:00Z", F, S56_NOTE_SP + " (one character)")
x3("2017-01-31\t19:00:00Z", F, S56_NOTE_SP + " (a space, not a tab)")
x3("2017-01-31\u00a019:00:00Z", F, S56_NOTE_SP + " (U+0020, not NO-BREAK SPACE)")
x3("2017-01-31\uff3419:00:00Z", F, S56 + " (fullwidth T is not T)")
x3("2017-01-31T19:00:00UTC", F, S56 + " time-offset = \"Z\" / time-numoffset")
x3("2017-01-31T19:00:00GMT", F, S56 + " time-offset = \"Z\" / time-numoffset")
x3("2017-01-31T19:00:00ZZ", F, S56)
x3("2017-01-31T19:00:00 Z", F, S56)
# whitespace and control characters
x3(" 2017-01-31T19:00:00Z", F, S56 + " (no leading whitespace)")
x3("2017-01-31T19:00:00Z ", F, S56 + " (no trailing whitespace)")
x3("2017-01-31T19:00:00Z\n", F, S56 + " (no trailing newline)")
x3("2017-01-31T19:00:00Z\r\n", F, S56 + " (no trailing CR LF)")
x3("\n2017-01-31T19:00:00Z", F, S56)
x3("2017-01-31T19:00:00Z\u0000", F, S56 + " (NUL)")
x3("\u00002017-01-31T19:00:00Z", F, S56 + " (NUL)")
x3("2017-01-31T19:00\u0000:00Z", F, S56 + " (NUL)")
x3("2017-01-31T19:00:00\u007fZ", F, S56 + " (DEL)")
x3("\ufeff2017-01-31T19:00:00Z", F, S56 + " (byte order mark)")
x3("2017-01-31T19:00:00Z\u200b", F, S56 + " (zero-width space)")
x3("2017-01-31T19:00:00Z\u0301", F, S56 + " (a combining mark after Z)")
x3("2017-01-31T19:00:00\u0301Z", F, S56 + " (a combining mark)")
x3("2017-01-31T1\u03019:00:00Z", F, S56_DIGIT + " (a combining mark inside a number)")
x3("", F, S56)
x3("2017-01-31", F, S56 + " (full-date alone)")
x3("19:00:00Z", F, S56 + " (full-time alone)")
x3("2017-01-31T19:00:00", F, S56 + " full-time requires time-offset (§4.4 unqualified local time)")
x3("2017-01-31T19:00:00", F, S56 + " (.missingOffset is for RFC 9557 only)", ext=(MISSING,))
x3("2017-01-31T19:00Z", F, S56 + " partial-time requires time-second")
x3("2017-01-31T19Z", F, S56)
x3("2017-01-31T19:00:00-05:00[America/New_York]", F, S56 + " (an RFC 9557 suffix is not date-time)")
x3("2017-01-31T19:00:00Z[UTC]", F, S56 + " (an RFC 9557 suffix is not date-time)")
# field widths
x3("17-01-31T19:00:00Z", F, S56_YEAR + "; §3 no two-digit years")
x3("217-01-31T19:00:00Z", F, S56_YEAR)
x3("02017-01-31T19:00:00Z", F, S56_YEAR)
x3("2017-1-31T19:00:00Z", F, S56 + " date-month = 2DIGIT")
x3("2017-01-1T19:00:00Z", F, S56 + " date-mday = 2DIGIT")
x3("2017-01-31T9:00:00Z", F, S56 + " time-hour = 2DIGIT")
x3("2017-01-31T19:0:00Z", F, S56 + " time-minute = 2DIGIT")
x3("2017-01-31T19:00:0Z", F, S56 + " time-second = 2DIGIT")
x3("2017-01-31T19:00:000Z", F, S56 + " time-second = 2DIGIT")
x3("20170131T190000Z", F, S56 + " (ISO 8601 basic format is not RFC 3339)")
x3("2017/01/31T19:00:00Z", F, S56 + " full-date separators are \"-\"")
x3("2017-01-31T19.00.00Z", F, S56 + " partial-time separators are \":\"")
x3("2017-W05-2T19:00:00Z", F, S56 + " (ISO 8601 week date)")
x3("2017-031T19:00:00Z", F, S56 + " (ISO 8601 ordinal date)")
# field ranges
v3("2024-01-31T00:00:00Z", S57_MDAY)
v3("2024-04-30T00:00:00Z", S57_MDAY)
v3("2024-12-31T23:59:59Z", S56_RANGE)
v3("2024-01-01T00:00:00Z", S56_RANGE)
x3("2024-00-10T00:00:00Z", D, S56_RANGE)
x3("2024-13-10T00:00:00Z", D, S56_RANGE)
x3("2024-01-00T00:00:00Z", D, S57_MDAY)
x3("2024-01-32T00:00:00Z", D, S57_MDAY)
x3("2024-04-31T00:00:00Z", D, S57_MDAY)
x3("2024-06-31T00:00:00Z", D, S57_MDAY)
x3("2024-09-31T00:00:00Z", D, S57_MDAY)
x3("2024-11-31T00:00:00Z", D, S57_MDAY)
x3("2024-01-31T24:00:00Z", D, S56_RANGE + " (no 24:00)")
x3("2024-01-31T25:00:00Z", D, S56_RANGE)
x3("2024-01-31T23:60:00Z", D, S56_RANGE)
x3("2024-01-31T23:99:00Z", D, S56_RANGE)
x3("2024-01-31T23:59:61Z", D, S57_LEAPSEC + " (at most 60)")
x3("2024-01-31T23:59:99Z", D, S57_LEAPSEC)
# leap years (§5.7 / Appendix C)
v3("2000-02-29T12:00:00Z", S57_LEAPYEAR + " (2000 divisible by 400)")
x3("1900-02-29T12:00:00Z", D, S57_LEAPYEAR + " (1900 divisible by 100, not 400)")
v3("1900-02-28T12:00:00Z", S57_LEAPYEAR)
v3("2024-02-29T12:00:00Z", S57_LEAPYEAR)
x3("2023-02-29T12:00:00Z", D, S57_LEAPYEAR)
v3("2023-02-28T23:59:59Z", S57_LEAPYEAR)
x3("2024-02-30T12:00:00Z", D, S57_LEAPYEAR)
x3("2000-02-30T12:00:00Z", D, S57_LEAPYEAR)
x3("2100-02-29T12:00:00Z", D, S57_LEAPYEAR)
v3("1600-02-29T12:00:00Z", S57_LEAPYEAR)
v3("0000-02-29T12:00:00Z", S57_LEAPYEAR + " (year 0000 is divisible by 400)")
# year limits
v3("0000-01-01T00:00:00Z", S56_YEAR + " (0000 is 4DIGIT)")
v3("0000-01-01T00:00:00+00:01", S56_YEAR + " (UTC instant in year -1)")
v3("0000-01-01T00:00:00-23:59", S56_YEAR)
v3("9999-12-31T23:59:59Z", S56_YEAR)
v3("9999-12-31T23:59:59.999Z", S56_YEAR)
v3("9999-12-31T23:59:59+00:01", S56_YEAR)
r3("9999-12-31T23:59:59-00:01", "outOfRange", LIMIT_RANGE + " (UTC instant in year 10000)")
r3("9999-12-31T23:59:59.999999999Z", "outOfRange",
   LIMIT_RANGE + " (a Date keeps about 30 us there and rounds to year 10000)")
v3("1970-01-01T00:00:00Z", S56)
v3("1969-12-31T23:59:59.999999999Z", S56)
v3("2001-01-01T00:00:00Z", S56)
v3("2000-12-31T23:59:59.999999999Z", S56)
v3("2000-12-31T23:59:59.0000000000000000Z", S56 + " (16 zero digits: the second before 2001)")
# expanded years (ISO 8601; DateMath extension)
x3("+002024-01-01T00:00:00Z", F, S56_YEAR)
x3("-000050-03-01T00:00:00Z", F, S56_YEAR)
v3("+002024-01-01T00:00:00Z", EXT_Y, ext=(EXPANDED,))
v3("+000000-01-01T00:00:00Z", EXT_Y, ext=(EXPANDED,))
v3("-000001-12-31T23:59:59Z", EXT_Y, ext=(EXPANDED,))
v3("-000050-03-01T00:00:00Z", EXT_Y, ext=(EXPANDED,))
v3("-009999-01-01T00:00:00Z", EXT_Y, ext=(EXPANDED,))
v3("+002024-02-29T00:00:00-05:30:15", EXT_Y + "; " + EXT_S, ext=WRITTEN)
x3("-000000-01-01T00:00:00Z", F, EXT_Y + " (ISO 8601 forbids -000000)", ext=(EXPANDED,))
x3("+02024-01-01T00:00:00Z", F, EXT_Y + " (six digits)", ext=(EXPANDED,))
x3("+0002024-01-01T00:00:00Z", F, EXT_Y + " (six digits)", ext=(EXPANDED,))
r3("+010000-01-01T00:00:00Z", "outOfRange", LIMIT_RANGE, ext=(EXPANDED,))
r3("-010000-01-01T00:00:00Z", "outOfRange", LIMIT_RANGE, ext=(EXPANDED,))
# offsets
v3("2017-01-31T19:00:00+00:00", S56_OFF)
v3("2017-01-31T19:00:00-00:00", S43)
v3("2017-01-31T19:00:00+05:30", S56_OFF)
v3("2017-01-31T19:00:00+05:45", S56_OFF)
v3("2017-01-31T19:00:00-03:30", S56_OFF)
v3("2017-01-31T19:00:00+14:00", S56_OFF)
v3("2017-01-31T19:00:00-12:00", S56_OFF)
v3("2017-01-31T19:00:00+23:59", S56_OFF + " (time-hour 23, time-minute 59)")
v3("2017-01-31T19:00:00-23:59", S56_OFF + " (time-hour 23, time-minute 59)")
x3("2017-01-31T19:00:00+24:00", F, S56_OFF + " (time-hour 00-23)")
x3("2017-01-31T19:00:00-24:00", F, S56_OFF + " (time-hour 00-23)")
x3("2017-01-31T19:00:00+05:60", F, S56_OFF + " (time-minute 00-59)")
x3("2017-01-31T19:00:00+0500", F, S56_OFF + " (\":\" required)")
x3("2017-01-31T19:00:00+05", F, S56_OFF + " (minutes required)")
x3("2017-01-31T19:00:00+5:00", F, S56_OFF + " (time-hour = 2DIGIT)")
x3("2017-01-31T19:00:00+05:0", F, S56_OFF + " (time-minute = 2DIGIT)")
x3("2017-01-31T19:00:00\u221205:00", F, S56_OFF + " (U+2212 MINUS SIGN is not \"-\")")
x3("2017-01-31T19:00:00 +05:00", F, S56)
x3("2017-01-31T19:00:00+05:30:00", F, S56_OFF + " (no seconds)")
x3("1900-01-01T00:00:00+00:09:21", F, S56_OFF + " (no seconds)")
v3("2017-01-31T19:00:00+05:30:00", EXT_S, ext=(SECONDS,))
v3("1900-01-01T00:00:00+00:09:21", EXT_S, ext=(SECONDS,))
v3("1900-01-01T00:00:00-00:17:02", EXT_S, ext=WRITTEN)
x3("2017-01-31T19:00:00+05:30:60", F, EXT_S + " (seconds 00-59)", ext=(SECONDS,))
x3("2017-01-31T19:00:00+05:30:0", F, EXT_S + " (two digits)", ext=(SECONDS,))
x3("2017-01-31T19:00:00+05:30:00.5", F, EXT_S, ext=(SECONDS,))
# fractions
v3("2017-01-31T19:00:00.5Z", S56_FRAC + " (1 digit)")
v3("2017-01-31T19:00:00.123456789Z", S56_FRAC + " (9 digits)")
v3("2017-01-31T19:00:00.1234567891Z", S56_FRAC + " (10 digits, read to the nearest Date)")
v3("2017-01-31T19:00:00." + "1234567890" * 4 + "Z", S56_FRAC + " (40 digits)")
v3("2017-01-31T19:00:00." + "0" * 40 + "Z", S56_FRAC + " (40 zero digits)")
v3("2017-01-31T19:00:00.000000001Z", S56_FRAC)
v3("2017-01-31T19:00:00.999999999-05:00", S56_FRAC)
v3("1970-01-01T00:00:00.000000001Z", S56_FRAC)
v3("2017-01-31T19:00:00." + "9" * 400 + "Z", S56_FRAC + " (400 digits)")
r3("2017-01-31T19:00:00." + "0" * 401 + "Z", F, LIMIT_400)
x3("2017-01-31T19:00:00.Z", F, S56_FRAC + " (at least one digit)")
x3("2017-01-31T19:00:00,5Z", F, S56_FRAC + " (decimal sign is \".\")")
x3("2017-01-31T19:00:00,5Z", F, S56_FRAC + " (decimal sign is \".\", also with extensions)", ext=WRITTEN)
x3("2017-01-31T19:00.5Z", F, S56 + " (fraction of a minute)")
x3("2017-01-31T19:00:00..5Z", F, S56_FRAC)
x3("2017-01-31T19:00:00.5.5Z", F, S56_FRAC)
x3("2017-01-31T19:00:00.-5Z", F, S56_FRAC)
x3("2017-01-31T19:00:00.5e3Z", F, S56_FRAC)
# non-ASCII digits (RFC 5234 DIGIT)
x3("\u0662\u0660\u0661\u0667-01-31T19:00:00Z", F, S56_DIGIT + " (Arabic-Indic year)")
x3("2017-\u0660\u0661-31T19:00:00Z", F, S56_DIGIT + " (Arabic-Indic month)")
x3("\uff12\uff10\uff11\uff17-01-31T19:00:00Z", F, S56_DIGIT + " (fullwidth year)")
x3("2017-01-31T\uff11\uff19:00:00Z", F, S56_DIGIT + " (fullwidth hour)")
x3("2017-01-31T19:00:00.\uff15Z", F, S56_DIGIT + " (fullwidth fraction)")
x3("2017-01-31T19:00:00.5\u0665Z", F, S56_DIGIT + " (Arabic-Indic fraction digit)")
x3("2017-01-31T19:00:00+\u0660\u0665:00", F, S56_DIGIT + " (Arabic-Indic offset)")
x3("2017-01-31T19:00:\u06f0\u06f0Z", F, S56_DIGIT + " (Extended Arabic-Indic seconds)")
x3("2017-01-31T19:00:00.\U0001d7ceZ", F, S56_DIGIT + " (MATHEMATICAL BOLD DIGIT ZERO)")
# leap seconds (§5.7)
v3("2016-12-31T23:59:60Z", S57_LEAPSEC)
v3("2015-06-30T23:59:60Z", S57_LEAPSEC)
v3("1972-06-30T23:59:60.5Z", S57_LEAPSEC + " (with a fraction)")
v3("2017-01-01T08:59:60+09:00", S57_LEAPSEC + " (2016-12-31T23:59:60Z)")
v3("2016-12-31T18:59:60-05:00", S57_LEAPSEC)
v3("2016-12-31t23:59:60z", S57_LEAPSEC + "; " + S56_NOTE_T)
v3("2016-12-31T23:59:60-00:00", S57_LEAPSEC + "; " + S43)
x3("2016-12-31T12:00:60Z", D, S57_LEAPSEC)
x3("2016-12-31T23:58:60Z", D, S57_LEAPSEC)
x3("2016-12-31T23:59:60+01:00", D, S57_LEAPSEC + " (22:59:60 UTC)")
x3("2017-01-01T08:59:60+08:00", D, S57_LEAPSEC + " (00:59:60 UTC)")

# ---- RFC 9557: ZonedDateTime(rfc9557:offsetConflict:extensions:)
NY = "America/New_York"
v9("2024-03-10T03:30:00-04:00[America/New_York]", S41)
v9("2024-03-10T01:30:00-05:00[America/New_York]", S41)
v9("1996-12-19T16:39:57-08:00[America/Los_Angeles]", S41 + " (as in §4.2)")
v9("1996-12-19T16:39:57-08:00[America/Los_Angeles][u-ca=hebrew]", S33_ELECTIVE)
v9("1996-12-19T16:39:57-08:00[America/Los_Angeles][x-foo=bar][x-baz=bat]", S33_ELECTIVE)
v9("2022-07-08T00:14:07+01:00[Europe/London]", S41)
v9("2022-07-08T00:14:07Z[Europe/London]", S2)
v9("2024-01-15T12:00:00+00:00[Europe/London]", S41 + " (+00:00 is London's offset in winter)")
# Z, z and -00:00 with a zone (RFC 9557 §2)
v9("2024-03-10T07:30:00Z[America/New_York]", S2)
v9("2024-03-10T07:30:00z[America/New_York]", S2 + "; " + S56_NOTE_T)
v9("2024-03-10T07:30:00-00:00[America/New_York]", S2)
v9("2024-03-10T07:30:00Z[-04:00]", S2)
v9("2024-03-10T07:30:00Z[!America/New_York]", S2 + "; " + S41_CRIT)
v9("2017-11-05T05:30:00Z[America/New_York]", S2 + " (first 01:30)")
v9("2017-11-05T06:30:00Z[America/New_York]", S2 + " (second 01:30)")
v9("2017-03-12T07:30:00Z[America/New_York]", S2 + " (the instant after the gap)")
v9("2024-06-01T00:00:00Z[UTC]", S2)
v9("2024-06-01T00:00:00+00:00[UTC]", S41)
v9("2024-06-01T00:00:00-00:00[UTC]", S2)
v9("2024-06-01T00:00:00Z[Etc/UTC]", S2)
c9("2024-03-10T07:30:00+00:00[America/New_York]", S34 + " (+00:00 is not -00:00: it states the offset)")
c9("2024-06-01T12:00:00+00:00[Europe/London]", S34 + " (London is +01:00 in summer)")
c9("2024-06-01T12:00:00+00:00[Asia/Kolkata]", S34)
# New York's repeated 01:30 and skipped 02:30
v9("2017-11-05T01:30:00-04:00[America/New_York]", S41 + "; " + S34 + " (first reading of the repeated hour)")
v9("2017-11-05T01:30:00-05:00[America/New_York]", S41 + "; " + S34 + " (second reading)")
v9("2017-11-05T01:59:59.999999999-04:00[America/New_York]", S41)
v9("2017-11-05T01:00:00-05:00[America/New_York]", S41)
c9("2017-11-05T01:30:00-06:00[America/New_York]", S34)
c9("2017-03-12T02:30:00-05:00[America/New_York]", S34 + " (02:30 does not exist: a gap)")
c9("2017-03-12T02:30:00-04:00[America/New_York]", S34 + " (02:30 does not exist: a gap)")
c9("2017-03-12T02:30:00-05:00[!America/New_York]", S34 + " (critical zone: must not be resolved silently)")
c9("2024-03-10T03:30:00-05:00[America/New_York]", S34)
v9("2017-03-12T01:59:59-05:00[America/New_York]", S41)
v9("2017-03-12T03:00:00-04:00[America/New_York]", S41)
# missing offset (DateMath / Temporal extension)
x9("2024-03-10T03:30:00[America/New_York]", F, S41 + " (time-offset required)")
x9("2017-11-05T01:30:00[America/New_York]", F, S41 + " (time-offset required)")
v9("2024-03-10T03:30:00[America/New_York]", EXT_M, ext=(MISSING,))
v9("2017-11-05T01:30:00[America/New_York]", EXT_M + " (repeated: compatible is the earlier)", ext=(MISSING,))
v9("2017-03-12T02:30:00[America/New_York]", EXT_M + " (gap: compatible moves forward)", ext=(MISSING,))
v9("2024-03-10T03:30:00[!America/New_York][u-ca=iso8601]", EXT_M, ext=(MISSING,))
x9("2024-03-10T03:30:00", F, EXT_M + " (still needs the zone)", ext=(MISSING,))
x9("2024-03-10T03:30[America/New_York]", F, S41 + " (time-second required)", ext=(MISSING,))
# other zones and offsets
v9("2024-07-01T12:00:00+05:30[Asia/Kolkata]", S41)
v9("2024-07-01T12:00:00+05:45[Asia/Kathmandu]", S41)
v9("2024-07-01T12:00:00-02:30[America/St_Johns]", S41)
v9("2024-01-01T12:00:00+11:00[Australia/Lord_Howe]", S41 + " (half-hour DST)")
v9("2024-07-01T12:00:00+10:30[Australia/Lord_Howe]", S41)
v9("2024-01-01T12:00:00+13:45[Pacific/Chatham]", S41)
v9("2024-01-01T12:00:00+14:00[Pacific/Kiritimati]", S41)
v9("2024-01-01T12:00:00-11:00[Pacific/Pago_Pago]", S41)
v9("2024-01-01T12:00:00-03:00[America/Argentina/Buenos_Aires]", S41_TZ + " (three parts)")
v9("2024-01-01T12:00:00-05:00[Etc/GMT+5]", S41_TZ + " (\"+\" and digits in a part)")
v9("2024-01-01T12:00:00+14:00[Etc/GMT-14]", S41_TZ + " (\"-\" and digits in a part)")
v9("2024-01-01T12:00:00-05:00[America/Port-au-Prince]", S41_TZ + " (\"-\" in a part)")
v9("2024-01-01T12:00:00-05:00[EST5EDT]", S41_TZ + " (digits in a part)")
v9("2024-01-01T12:00:00-05:00[US/Eastern]", S41_TZ + " (a link name)")
v9("2024-01-01T12:00:00-06:00[America/Indiana/Knox]", S41_TZ)
v9("1850-01-01T00:00:00-04:56:02[America/New_York]", EXT_S + " (local mean time)", ext=(SECONDS,))
x9("1850-01-01T00:00:00-04:56:02[America/New_York]", F, S56_OFF + " (no seconds)")
v9("1850-01-01T04:56:02Z[America/New_York]", S2 + " (the zone's offset has seconds; the text has none)")
v9("1900-01-01T00:00:00+00:09:21[Europe/Paris]", EXT_S, ext=(SECONDS,))
c9("1850-01-01T00:00:00-04:56:00[America/New_York]", S34 + " (LMT is -04:56:02)", ext=(SECONDS,))
# offset annotations
v9("2024-01-01T12:00:00+05:30[+05:30]", S41_NUM)
v9("2024-01-01T12:00:00-08:00[-08:00]", S41_NUM)
v9("2024-01-01T12:00:00Z[+05:30]", S2 + "; " + S41_NUM)
v9("2024-01-01T12:00:00+05:30[!+05:30]", S41_NUM + "; " + S41_CRIT)
v9("2024-01-01T12:00:00+14:00[+14:00]", S41_NUM)
v9("2024-01-01T12:00:00+05:30:00[+05:30:00]", EXT_S, ext=(SECONDS,))
c9("2024-01-01T12:00:00+05:00[+05:30]", S34)
x9("2024-01-01T12:00:00+05:30[+0530]", F, S41_NUM + " (\":\" required)")
x9("2024-01-01T12:00:00+05:00[+05]", F, S41_NUM + " (minutes required)")
x9("2024-01-01T12:00:00+05:30[+05:30:00]", F, S41_NUM + " (no seconds)")
x9("2024-01-01T12:00:00+05:30[+24:00]", F, S41_NUM + " (time-hour 00-23)")
x9("2024-01-01T12:00:00+05:30[+05:60]", F, S41_NUM + " (time-minute 00-59)")
x9("2024-01-01T12:00:00+05:30[+5:30]", F, S41_NUM)
r9("2024-01-01T12:00:00Z[Z]", "unknownZone", UNKNOWN_ZONE + " (\"Z\" is a time-zone-name, not a zone)")
v9("2024-01-01T12:00:00+18:00[+18:00]", S41_NUM)
# time-zone-name shapes
x9("2024-01-01T12:00:00Z[]", F, S41_TZ + " (empty)")
x9("2024-01-01T12:00:00Z[!]", F, S41_TZ + " (empty)")
x9("2024-01-01T12:00:00Z[America//New_York]", F, S41_TZ + " (empty part)")
x9("2024-01-01T12:00:00Z[/America/New_York]", F, S41_TZ + " (empty part)")
x9("2024-01-01T12:00:00Z[America/New_York/]", F, S41_TZ + " (empty part)")
x9("2024-01-01T12:00:00Z[1America]", F, S41_TZ + " (time-zone-initial is ALPHA / \".\" / \"_\")")
x9("2024-01-01T12:00:00Z[America/1New_York]", F, S41_TZ + " (time-zone-initial)")
x9("2024-01-01T12:00:00Z[-America]", F, S41_TZ + " (time-zone-initial)")
x9("2024-01-01T12:00:00Z[+America]", F, S41_TZ + " (time-zone-initial)")
x9("2024-01-01T12:00:00Z[America/New York]", F, S41_TZ + " (no space)")
x9("2024-01-01T12:00:00Z[America/.]", F, S41_TZ + " (a part is not \".\")")
x9("2024-01-01T12:00:00Z[America/..]", F, S41_TZ + " (a part is not \"..\")")
x9("2024-01-01T12:00:00Z[..]", F, S41_TZ + " (a part is not \"..\")")
x9("2024-01-01T12:00:00Z[Am\u00e9rica/X]", F, S41_TZ + " (ALPHA is ASCII)")
x9("2024-01-01T12:00:00Z[America/New_York\u0000]", F, S41_TZ + " (NUL)")
x9("2024-01-01T12:00:00Z[America\\New_York]", F, S41_TZ + " (backslash)")
x9("2024-01-01T12:00:00Z[America:New_York]", F, S41_TZ)
x9("2024-01-01T12:00:00Z[!!America/New_York]", F, S41_CRIT + " (one \"!\")")
x9("2024-01-01T12:00:00Z[! America/New_York]", F, S41_TZ)
x9("2024-01-01T12:00:00Z[ America/New_York]", F, S41_TZ)
x9("2024-01-01T12:00:00Z[America/New_York ]", F, S41_TZ)
r9("2024-01-01T12:00:00Z[Mars/Olympus_Mons]", "unknownZone", UNKNOWN_ZONE)
r9("2024-01-01T12:00:00Z[_]", "unknownZone", UNKNOWN_ZONE + " (\"_\" is a time-zone-part)")
r9("2024-01-01T12:00:00Z[.a]", "unknownZone", UNKNOWN_ZONE + " (\".a\" is a time-zone-part)")
r9("2024-01-01T12:00:00Z[a.b/c_d+e-f]", "unknownZone", UNKNOWN_ZONE)
r9("2024-01-01T12:00:00Z[u-ca]", "unknownZone", UNKNOWN_ZONE + " (no \"=\": a time-zone-name, not a tag)")
r9("2024-01-01T12:00:00Z[GMT+3]", "unknownZone", UNKNOWN_ZONE + " (not an IANA name)")
r9("2024-01-01T12:00:00Z[America/Sao_Paolo]", "unknownZone", UNKNOWN_ZONE)
r9("2024-01-01T12:00:00Z[utc]", "unknownZone", UNKNOWN_ZONE + " (tz names are case-sensitive)")
r9("2024-01-01T12:00:00Z[america/new_york]", "unknownZone", UNKNOWN_ZONE + " (tz names are case-sensitive)")
x9("2024-01-01T12:00:00Z[Ame\u0327rica/New_York]", F, S41_TZ + " (a combining mark is not ALPHA)")
# brackets and order
x9("2024-01-01T12:00:00Z[America/New_York", F, S41_TZ + " (unterminated)")
x9("2024-01-01T12:00:00Z[UTC][u-ca=iso8601", F, S41 + " suffix-tag (unterminated)")
x9("2024-01-01T12:00:00Z[UTC", F, S41_TZ + " (unterminated)")
x9("2024-01-01T12:00:00Z[", F, S41_TZ + " (unterminated)")
x9("2024-01-01T12:00:00ZAmerica/New_York]", F, S41)
x9("2024-01-01T12:00:00Z[[America/New_York]]", F, S41_TZ)
x9("2024-01-01T12:00:00Z[America/New_York]]", F, S41 + " (text after the suffix)")
x9("2024-01-01T12:00:00Z[America/New_York] ", F, S41 + " (text after the suffix)")
x9("2024-01-01T12:00:00Z [America/New_York]", F, S41 + " (nothing between time-offset and suffix)")
x9("2024-01-01T12:00:00Z[America/New_York]\n", F, S41 + " (text after the suffix)")
x9("2024-01-01T12:00:00Z[America/New_York]x", F, S41 + " (text after the suffix)")
x9("2024-01-01T12:00:00Z(America/New_York)", F, S41)
x9("2024-01-01T12:00:00Z{America/New_York}", F, S41)
x9("2024-01-01T12:00:00Z[America/New_York][America/Chicago]", F, S41_ORDER + " (a second zone)")
x9("2024-01-01T12:00:00Z[America/New_York][+05:00]", F, S41_ORDER + " (a second zone)")
x9("2024-01-01T12:00:00Z[America/New_York][u-ca]", F, S41_ORDER + " (a second zone, or a tag without \"=\")")
x9("2024-01-01T12:00:00Z[u-ca=iso8601][America/New_York]", F, S41_ORDER + " (the zone comes first)")
r9("2024-01-01T12:00:00Z[u-ca=iso8601]", F, NO_ZONE)
r9("2024-01-01T12:00:00Z", F, NO_ZONE + " (an empty suffix)")
r9("2024-01-01T12:00:00-05:00", F, NO_ZONE + " (an empty suffix)")
# tags (suffix-tag)
v9("2024-01-01T12:00:00Z[UTC][u-ca=iso8601]", S41)
v9("2024-01-01T12:00:00Z[UTC][!u-ca=iso8601]", S33 + " (the ISO 8601 calendar is DateMath's, so supported)")
v9("2024-01-01T12:00:00Z[!UTC][!u-ca=iso8601]", S33 + "; " + S41_CRIT)
v9("2024-01-01T12:00:00Z[UTC][u-ca=hebrew]", S33_ELECTIVE)
v9("2024-01-01T12:00:00Z[UTC][x-foo=bar]", S33_ELECTIVE)
v9("2024-01-01T12:00:00Z[UTC][_foo=bar]", S41_KEY + " (key-initial \"_\")")
v9("2024-01-01T12:00:00Z[UTC][_=x]", S41_KEY)
v9("2024-01-01T12:00:00Z[UTC][a=b]", S41_KEY)
v9("2024-01-01T12:00:00Z[UTC][k9-_x=v]", S41_KEY + " (key-char: lcalpha / DIGIT / \"-\" / \"_\")")
v9("2024-01-01T12:00:00Z[UTC][foo=ABC123]", S41_VAL + " (alphanum is either case)")
v9("2024-01-01T12:00:00Z[UTC][foo=a-b-c]", S41_VAL)
v9("2024-01-01T12:00:00Z[UTC][foo=1]", S41_VAL)
v9("2024-01-01T12:00:00Z[UTC][u-ca=iso8601][x-foo=bar][_baz=qux-1]", S41 + " (several tags)")
v9("2024-01-01T12:00:00Z[America/New_York][u-ca=iso8601][foo=bar]", S41 + " (several tags)")
v9("2024-01-01T12:00:00Z[UTC][!u-ca=hebrew]", S33 + " (the Hebrew calendar is one DateMath computes in, so supported)")
r9("2024-01-01T12:00:00Z[UTC][!u-ca=klingon]", F, S33)
r9("2024-01-01T12:00:00Z[UTC][!x-foo=bar]", F, S33)
r9("2024-01-01T12:00:00Z[UTC][u-ca=iso8601][!foo=bar]", F, S33)
x9("2024-01-01T12:00:00Z[UTC][U-CA=iso8601]", F, S41_KEY + " (lcalpha: no upper case)")
x9("2024-01-01T12:00:00Z[UTC][u-Ca=iso8601]", F, S41_KEY + " (lcalpha: no upper case)")
x9("2024-01-01T12:00:00Z[UTC][9ca=x]", F, S41_KEY + " (key-initial)")
x9("2024-01-01T12:00:00Z[UTC][-ca=x]", F, S41_KEY + " (key-initial)")
x9("2024-01-01T12:00:00Z[UTC][=iso8601]", F, S41_KEY + " (empty key)")
x9("2024-01-01T12:00:00Z[UTC][u-ca=]", F, S41_VAL + " (empty value)")
x9("2024-01-01T12:00:00Z[UTC][u-ca=iso 8601]", F, S41_VAL + " (no space)")
x9("2024-01-01T12:00:00Z[UTC][u-ca=iso_8601]", F, S41_VAL + " (no \"_\")")
x9("2024-01-01T12:00:00Z[UTC][u-ca=-iso]", F, S41_VAL + " (no leading \"-\")")
x9("2024-01-01T12:00:00Z[UTC][u-ca=iso-]", F, S41_VAL + " (no trailing \"-\")")
x9("2024-01-01T12:00:00Z[UTC][u-ca=a--b]", F, S41_VAL + " (no empty suffix-value)")
x9("2024-01-01T12:00:00Z[UTC][u-ca==x]", F, S41_VAL)
x9("2024-01-01T12:00:00Z[UTC][u-ca=a=b]", F, S41_VAL)
x9("2024-01-01T12:00:00Z[UTC][u-ca=\u00efso]", F, S41_VAL + " (alphanum is ASCII)")
x9("2024-01-01T12:00:00Z[UTC][u-ca=\uff11]", F, S41_VAL + " (DIGIT is ASCII)")
x9("2024-01-01T12:00:00Z[UTC][\u00fc=x]", F, S41_KEY + " (lcalpha is ASCII)")
x9("2024-01-01T12:00:00Z[UTC][u ca=x]", F, S41_KEY)
x9("2024-01-01T12:00:00Z[UTC][_\u0301=x]", F, S41_KEY + " (a combining mark is not key-char)")
x9("2024-01-01T12:00:00Z[UTC][u-ca=is\u0327o]", F, S41_VAL + " (a combining mark is not alphanum)")
x9("2024-01-01T12:00:00Z[UTC][!x\u0327=y]", F, S41_KEY + " (a combining mark is not lcalpha; DateMath refuses it"
   " as an unsupported critical tag: the kind is right, the reason is the deviation below)")
x9("2024-01-01T12:00:00Z[UTC][!!u-ca=iso8601]", F, S41_CRIT + " (one \"!\")")
x9("2024-01-01T12:00:00Z[UTC][]", F, S41 + " (empty annotation)")
x9("2024-01-01T12:00:00Z[UTC]u-ca=iso8601", F, S41 + " (text after the suffix)")
# RFC 3339 part inside RFC 9557
v9("2024-03-10t03:30:00-04:00[America/New_York]", S56_NOTE_T)
v9("2024-03-10 03:30:00-04:00[America/New_York]", S56_NOTE_SP)
v9("2024-03-10T03:30:00.123456789-04:00[America/New_York]", S56_FRAC + " (9 digits)")
v9("2024-03-10T03:30:00.5-04:00[America/New_York]", S56_FRAC)
v9("2024-03-10T03:30:00.1000000000000000000000000-04:00[America/New_York]", S56_FRAC + " (trailing zeros)")
r9("2024-03-10T03:30:00.1234567891-04:00[America/New_York]", F, LIMIT_NS)
v9("2024-03-10T03:30:00.123456789" + "0" * 31 + "-04:00[America/New_York]", S56_FRAC + " (40 digits, trailing zeros)")
r9("2024-03-10T03:30:00." + "1234567890" * 4 + "-04:00[America/New_York]", F, LIMIT_NS + " (40 digits)")
x9("2024-03-10T03:30:00,5-04:00[America/New_York]", F, S56_FRAC + " (decimal sign is \".\")")
x9("2024-03-10T03:30:00.-04:00[America/New_York]", F, S56_FRAC)
x9("2024-03-10T03:30-04:00[America/New_York]", F, S56 + " (time-second required)")
x9("2024-03-10T03:30:00-0400[America/New_York]", F, S56_OFF)
x9("2024-03-10T03:30:00-04[America/New_York]", F, S56_OFF)
x9("2024-03-10T03:30:00+24:00[America/New_York]", F, S56_OFF + " (time-hour 00-23)")
x9("2023-02-29T12:00:00Z[UTC]", D, S57_LEAPYEAR)
v9("2024-02-29T12:00:00-05:00[America/New_York]", S57_LEAPYEAR)
x9("2024-04-31T12:00:00Z[UTC]", D, S57_MDAY)
x9("2024-01-01T24:00:00Z[UTC]", D, S56_RANGE)
x9("\u0662\u0660\u0662\u0664-01-01T12:00:00Z[UTC]", F, S56_DIGIT)
x9("2024-01-01T12:00:00Z[Etc/GMT+\uff15]", F, S41_TZ + " (DIGIT is ASCII)")
x9("+002024-01-01T12:00:00Z[UTC]", F, S56_YEAR)
v9("+002024-01-01T12:00:00Z[UTC]", EXT_Y, ext=(EXPANDED,))
v9("-000001-06-01T12:00:00+00:00[UTC]", EXT_Y, ext=(EXPANDED,))
v9("0000-01-01T00:00:00Z[UTC]", S56_YEAR)
v9("9999-12-31T23:59:59.999999999Z[UTC]", S56_YEAR + " (nanoseconds are kept)")
v9("9999-12-31T23:59:59+00:01[+00:01]", S56_YEAR)
r9("9999-12-31T23:59:59Z[+00:01]", "outOfRange", LIMIT_RANGE + " (local year 10000 in the zone)")
r9("+010000-01-01T00:00:00Z[UTC]", "outOfRange", LIMIT_RANGE, ext=(EXPANDED,))
# leap seconds in RFC 9557
v9("2016-12-31T23:59:60Z[UTC]", S57_LEAPSEC)
v9("2016-12-31T18:59:60-05:00[America/New_York]", S57_LEAPSEC)
v9("2017-01-01T08:59:60+09:00[Asia/Tokyo]", S57_LEAPSEC)
v9("2016-12-31T23:59:60.5Z[UTC]", S57_LEAPSEC + " (with a fraction)")
x9("2016-12-31T12:00:60Z[UTC]", D, S57_LEAPSEC)
x9("2016-12-31T23:59:60+01:00[+01:00]", D, S57_LEAPSEC)
# control characters
x9("2024-01-01T12:00:00Z[UTC]\u0000", F, S41 + " (NUL)")
x9("2024-01-01T12:00:00Z[UTC\u0000x]", F, S41_TZ + " (NUL)")
x9("2024-01-01T12:00:00Z[UTC][u-ca=iso8601\u0000]", F, S41_VAL + " (NUL)")
x9("2024-01-01T12:00:00Z[\tUTC]", F, S41_TZ + " (tab)")
x9(" 2024-01-01T12:00:00Z[UTC]", F, S41 + " (leading space)")

# ---- rows where DateMath once disagreed with the RFC or its own
# documentation (leap seconds on any day; offset annotations beyond +-18:00
# and [+00:00] through Foundation's TimeZone; tag keys compared as
# Characters).  Fixed; they stay as ordinary rows, with what they caught.
# DEVIATIONS holds rows where DateMath still deviates: none at present.


def deviation(reader, verdict, text, section, why, ext=(), kind=None):
    add(reader, verdict, text, f"{section} (once a DateMath deviation: {why})", ext, kind)


LEAP_WHY = "DateMath accepts 23:59:60 UTC on any day"
deviation(R3339, "invalid", "2024-01-15T23:59:60Z", S57_LEAPSEC + " (not the end of a month)", LEAP_WHY, kind=D)
deviation(R3339, "invalid", "2023-12-31T23:59:60Z", S57_LEAPSEC + " (no leap second at the end of 2023)",
          LEAP_WHY, kind=D)
deviation(R3339, "invalid", "2024-01-15T08:59:60+09:00", S57_LEAPSEC + " (2024-01-14T23:59:60Z)", LEAP_WHY, kind=D)
deviation(R9557, "invalid", "2024-01-15T23:59:60Z[UTC]", S57_LEAPSEC + " (not the end of a month)", LEAP_WHY, kind=D)
BIG_WHY = ("an offset annotation beyond Foundation's TimeZone(secondsFromGMT:) range (+-18:00) is refused "
           "as invalidFormat, though time-hour allows 00-23")
deviation(R9557, "valid", "2024-01-01T12:00:00+23:59[+23:59]", S41_NUM + " (time-hour 23, time-minute 59)", BIG_WHY)
deviation(R9557, "valid", "2024-01-01T12:00:00-23:59[-23:59]", S41_NUM + " (time-hour 23, time-minute 59)", BIG_WHY)
deviation(R9557, "valid", "2024-01-01T12:00:00Z[+23:59]", S2 + "; " + S41_NUM, BIG_WHY)
deviation(R9557, "valid", "2024-01-01T12:00:00+18:01[+18:01]", S41_NUM, BIG_WHY)
KEY_WHY = ("suffix-key characters are compared as Swift Characters in \"a\"...\"z\", so a letter followed by "
           "a combining mark that has no precomposed form (q + U+0327) passes as lcalpha")
deviation(R9557, "invalid", "2024-01-01T12:00:00Z[UTC][q\u0327=x]", S41_KEY + " (lcalpha is %x61-7A)", KEY_WHY,
          kind=F)
deviation(R9557, "invalid", "2024-01-01T12:00:00Z[UTC][u-ca\u0327=x]", S41_KEY + " (key-char)", KEY_WHY, kind=F)
GMT_WHY = ("DateMath's own documentation (rfc9557String: a fixed-offset zone is written as its offset); "
           "TimeZone(secondsFromGMT: 0) is written [GMT], not the RFC; the instant is right")
deviation(R9557, "valid", "2024-01-01T12:00:00+00:00[+00:00]", S41_NUM, GMT_WHY)
deviation(R9557, "valid", "2024-01-01T12:00:00+00:00[-00:00]", S41_NUM, GMT_WHY)
deviation(R9557, "valid", "2024-01-01T00:00:00Z[+00:00]", S2 + "; " + S41_NUM, GMT_WHY)
deviation(R9557, "valid", "2024-01-01T00:00:10+00:00:10[+00:00:10]", EXT_S,
          "DateMath's own documentation (offsetSeconds reads offset annotations with seconds): a fixed zone "
          "of +00:00:10 becomes GMT (+00:00), so the text conflicts with itself", ext=(SECONDS,))


# ------------------------------------------------------------------ oracle

class Refusal(Exception):
    """The oracle's verdict for a row that is not valid: (verdict, kind)."""

    def __init__(self, verdict, kind, why):
        super().__init__(f"{verdict} {kind}: {why}")
        self.verdict, self.kind, self.why = verdict, kind, why


def invalid(kind, why):
    return Refusal("invalid", kind, why)


DATE_TIME = re.compile(
    r"(?P<year>[0-9]{4}|[+-][0-9]{6})-(?P<mo>[0-9]{2})-(?P<d>[0-9]{2})"
    r"[Tt ](?P<h>[0-9]{2}):(?P<mi>[0-9]{2}):(?P<s>[0-9]{2})"
    r"(?:\.(?P<frac>[0-9]+))?"
    r"(?P<off>[Zz]|(?P<sign>[+-])(?P<oh>[0-9]{2}):(?P<om>[0-9]{2})(?::(?P<os>[0-9]{2}))?)?",
    re.ASCII)
TZ_PART = r"[A-Za-z._][A-Za-z._0-9+-]*"
TZ_NAME = re.compile(rf"{TZ_PART}(?:/{TZ_PART})*", re.ASCII)
NUMOFFSET = re.compile(r"(?P<sign>[+-])(?P<h>[0-9]{2}):(?P<m>[0-9]{2})(?::(?P<s>[0-9]{2}))?", re.ASCII)
KEY = re.compile(r"[a-z_][a-z_0-9-]*", re.ASCII)
VALUES = re.compile(r"[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*", re.ASCII)


def is_leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def days_in_month(y, m):
    return [31, 29 if is_leap(y) else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]


EPOCH = dt.date(1970, 1, 1)
ERA = 146097  # days in 400 Gregorian years


def epoch_days(y, m, d):
    """Days since 1970-01-01 of a proleptic Gregorian date, any year: by
    `datetime.date` after shifting the year by whole 400-year eras."""
    k = 0
    while y + 400 * k < 1:
        k += 1
    while y + 400 * k > 9999:
        k -= 1
    return (dt.date(y + 400 * k, m, d) - EPOCH).days - k * ERA


def civil(days):
    k = 0
    while True:
        try:
            date = EPOCH + dt.timedelta(days=days + k * ERA)
            break
        except OverflowError:
            k += 1 if days < 0 else -1
    return date.year - 400 * k, date.month, date.day


def scan(text, ext, reader):
    """The RFC 3339 part: fields, the offset as written, and where it ends."""
    m = DATE_TIME.match(text)
    if not m:
        raise invalid("invalidFormat", "not date-time")
    year = m["year"]
    if len(year) != 4:
        if EXPANDED not in ext or year == "-000000":
            raise invalid("invalidFormat", "expanded year")
    y, mo, d = int(year), int(m["mo"]), int(m["d"])
    h, mi, s = int(m["h"]), int(m["mi"]), int(m["s"])
    frac = m["frac"] or ""
    off = m["off"]
    offset = None  # seconds, and whether the local offset is unknown
    if off is not None:
        if off in "Zz":
            offset = (0, True)
        else:
            if m["os"] is not None and SECONDS not in ext:
                raise invalid("invalidFormat", "offset with seconds")
            oh, om, os_ = int(m["oh"]), int(m["om"]), int(m["os"] or 0)
            if oh > 23 or om > 59 or os_ > 59:
                raise invalid("invalidFormat", "offset out of range")
            seconds = (oh * 3600 + om * 60 + os_) * (-1 if m["sign"] == "-" else 1)
            offset = (seconds, seconds == 0 and m["sign"] == "-")
    end = m.end()
    # what follows must be the end (RFC 3339) or a suffix (RFC 9557)
    rest = text[end:]
    if reader == R3339 and rest:
        raise invalid("invalidFormat", "text after date-time")
    if reader == R9557 and rest and not rest.startswith("["):
        raise invalid("invalidFormat", "text after time-offset")
    if offset is None:
        if reader == R3339 or MISSING not in ext:
            raise invalid("invalidFormat", "no time-offset")
    # §5.6 ranges and §5.7 restrictions
    if not (1 <= mo <= 12 and 1 <= d <= days_in_month(y, mo) and h <= 23 and mi <= 59 and s <= 60):
        raise invalid("invalidDate", "field out of range")
    if s == 60:
        if offset is None:
            raise invalid("invalidDate", "leap second without an offset")
        utc = epoch_days(y, mo, d) * 86400 + h * 3600 + mi * 60 + 59 - offset[0]
        uy, um, ud = civil(utc // 86400)
        if utc % 86400 != 86399 or (uy, um, ud) not in LEAP_SECOND_DAYS:
            raise invalid("invalidDate", "no leap second then")
        s = 59  # a Date / ZonedDateTime has no leap seconds: 23:59:60 reads as 23:59:59
    return (y, mo, d, h, mi, s), frac, offset, rest


def suffix(rest, ext):
    """RFC 9557 §4.1 suffix = [time-zone] *suffix-tag: the zone annotation
    (or None) and the tags as (critical, key, value)."""
    annotations = []
    while rest:
        if not rest.startswith("["):
            raise invalid("invalidFormat", "text after the suffix")
        close = rest.find("]")
        if close < 0:
            raise invalid("invalidFormat", "unterminated annotation")
        annotations.append(rest[1:close])
        rest = rest[close + 1:]
    zone, tags = None, []
    for index, body in enumerate(annotations):
        critical = body.startswith("!")
        if critical:
            body = body[1:]
        if "=" in body:
            key, _, value = body.partition("=")
            if not KEY.fullmatch(key) or not VALUES.fullmatch(value):
                raise invalid("invalidFormat", "malformed suffix-tag")
            tags.append((critical, key, value))
            continue
        if index != 0:
            raise invalid("invalidFormat", "a time zone after the first annotation")
        n = NUMOFFSET.fullmatch(body)
        if n:
            if n["s"] is not None and SECONDS not in ext:
                raise invalid("invalidFormat", "offset annotation with seconds")
            h, m_, s = int(n["h"]), int(n["m"]), int(n["s"] or 0)
            if h > 23 or m_ > 59 or s > 59:
                raise invalid("invalidFormat", "offset annotation out of range")
            zone = ("offset", (h * 3600 + m_ * 60 + s) * (-1 if n["sign"] == "-" else 1))
            continue
        if not TZ_NAME.fullmatch(body) or any(p in (".", "..") for p in body.split("/")):
            raise invalid("invalidFormat", "malformed time-zone")
        zone = ("name", body)
    return zone, tags


def exact_reference_seconds(utc_seconds, frac):
    """The Double nearest the exact instant, in seconds since 2001 (what a
    Date stores): Fraction is exact and float() of it correctly rounded."""
    value = Fraction(utc_seconds - 978307200)
    if frac:
        value += Fraction(int(frac), 10 ** len(frac))
    return float(value)


DATE_LIMIT = float(epoch_days(10000, 1, 1) * 86400 - 978307200)
DATE_FLOOR = float(epoch_days(-9999, 1, 1) * 86400 - 978307200)


def fmt_year(y):
    return f"{y:04d}" if 0 <= y <= 9999 else ("-" if y < 0 else "+") + f"{abs(y):06d}"


def fmt_offset(seconds):
    sign = "-" if seconds < 0 else "+"
    a = abs(seconds)
    text = f"{sign}{a // 3600:02d}:{a // 60 % 60:02d}"
    return text + (f":{a % 60:02d}" if a % 60 else "")


def fmt_local(local_seconds, nanos):
    y, mo, d = civil(local_seconds // 86400)
    sod = local_seconds % 86400
    text = f"{fmt_year(y)}-{mo:02d}-{d:02d}T{sod // 3600:02d}:{sod // 60 % 60:02d}:{sod % 60:02d}"
    if nanos:
        text += "." + f"{nanos:09d}".rstrip("0")
    return text


def rfc3339(row):
    fields, frac, offset, _ = scan(row.text, row.ext, R3339)
    if len(frac) > 400:
        raise Refusal("refused", "invalidFormat", "more than 400 fraction digits")
    y, mo, d, h, mi, s = fields
    utc = epoch_days(y, mo, d) * 86400 + h * 3600 + mi * 60 + s - offset[0]
    reference = exact_reference_seconds(utc, frac)
    if not DATE_FLOOR <= reference < DATE_LIMIT:
        raise Refusal("refused", "outOfRange", "outside years -9999...9999 as a Date")
    text = fmt_local(utc, 0)
    if frac.rstrip("0"):
        text += "." + frac.rstrip("0")
    return {"reference": reference, "utc": text + "Z"}


UTC = dt.timezone.utc


def era_shift(seconds):
    """Seconds to add (whole 400-year eras) to bring an instant or a local
    time into `datetime`'s years 1...9999. zoneinfo's offsets repeat over
    such a shift: before a zone's first transition (all after 1800) it has
    one offset, and after its last the POSIX rule repeats every 400 years."""
    y = civil(seconds // 86400)[0]
    k = 0
    while y + 400 * k < 1:
        k += 1
    while y + 400 * k > 9999:
        k -= 1
    return k * ERA * 86400


def zone_offset_at(zone, utc_seconds):
    kind, value = zone[:2]
    if kind == "offset":
        return value
    utc_seconds += era_shift(utc_seconds)
    when = dt.datetime(1970, 1, 1, tzinfo=UTC) + dt.timedelta(seconds=utc_seconds)
    return int(when.astimezone(value).utcoffset().total_seconds())


def wall_offsets(zone, local_seconds):
    """The offsets o the zone has at this wall-clock time: those for which
    the instant local - o shows this wall-clock time (none in a gap, two in
    an overlap)."""
    kind, value = zone[:2]
    if kind == "offset":
        return [value]
    local_seconds += era_shift(local_seconds)
    wall = dt.datetime(1970, 1, 1) + dt.timedelta(seconds=local_seconds)
    found = set()
    for fold in (0, 1):
        o = int(wall.replace(tzinfo=value, fold=fold).utcoffset().total_seconds())
        if zone_offset_at(zone, local_seconds - o) == o:
            found.add(o)
    return sorted(found, reverse=True)  # earlier instant first


TEMPORAL_CALENDARS = {
    "iso8601", "gregory", "buddhist", "roc", "japanese", "persian", "hebrew", "islamic-civil", "islamicc",
    "islamic-tbla", "islamic-umalqura", "indian", "coptic", "ethiopic", "ethioaa", "ethiopic-amete-alem",
    "chinese", "dangi",
}


def rfc9557(row):
    fields, frac, offset, rest = scan(row.text, row.ext, R9557)
    zone, tags = suffix(rest, row.ext)
    if zone is None and offset is None:
        raise invalid("invalidFormat", "no time-offset and no time-zone")
    if zone is None:
        raise Refusal("refused", "invalidFormat", "no time-zone annotation")
    if zone[0] == "name":
        try:
            zone = ("name", zoneinfo.ZoneInfo(zone[1]), zone[1])
        except (zoneinfo.ZoneInfoNotFoundError, ValueError):
            raise Refusal("refused", "unknownZone", "unknown zone")
    for critical, key, value in tags:
        # DateMath computes in Temporal's calendars (issue 20): a critical
        # u-ca tag naming one of them is supported.
        if critical and not (key == "u-ca" and value.lower() in TEMPORAL_CALENDARS):
            raise Refusal("refused", "invalidFormat", "unsupported critical tag")
    if frac.rstrip("0") and len(frac.rstrip("0")) > 9:
        raise Refusal("refused", "invalidFormat", "finer than a nanosecond")
    nanos = int((frac + "0" * 9)[:9])
    y, mo, d, h, mi, s = fields
    local = epoch_days(y, mo, d) * 86400 + h * 3600 + mi * 60 + s
    zone2 = zone
    if offset is None:  # missingOffset: compatible (zoneinfo's fold=0)
        wall = dt.datetime(1970, 1, 1) + dt.timedelta(seconds=local + era_shift(local))
        o = int(wall.replace(tzinfo=zone[1], fold=0).utcoffset().total_seconds())
        utc = local - o
    elif offset[1]:  # Z, z, -00:00
        utc = local - offset[0]
    else:
        utc = local - offset[0]
        offsets = wall_offsets(zone2, local)
        if offset[0] not in offsets:
            raise Refusal("conflict", "offsetConflict",
                          {"written": fmt_offset(offset[0]), "zone": [fmt_offset(o) for o in offsets]})
    zoffset = zone_offset_at(zone2, utc)
    local_out = utc + zoffset
    ly = civil(local_out // 86400)[0]
    if not -9999 <= ly <= 9999:
        raise Refusal("refused", "outOfRange", "local year outside -9999...9999")
    name = fmt_offset(zone[1]) if zone[0] == "offset" else zone[2]
    text = fmt_local(local_out, nanos) + fmt_offset(zoffset) + f"[{name}]"
    return {"text": text, "epoch": utc, "nanos": nanos}


def oracle(row):
    try:
        return "valid", None, (rfc3339 if row.reader == R3339 else rfc9557)(row)
    except Refusal as refusal:
        return refusal.verdict, refusal.kind, refusal.why


# ------------------------------------------------------------------- output

def swift_string(text, ascii_only=True):
    """A Swift string literal; with ascii_only, every other character is
    written as \\u{...}, so invisible and look-alike ones show."""
    out = []
    for ch in text:
        c = ord(ch)
        if ch == "\\":
            out.append("\\\\")
        elif ch == '"':
            out.append('\\"')
        elif 0x20 <= c < 0x7F or (not ascii_only and ch.isprintable()):
            out.append(ch)
        else:
            out.append(f"\\u{{{c:X}}}")
    return '"' + "".join(out) + '"'


def swift_ext(ext):
    return "[" + ", ".join("." + e for e in ext) + "]"


def swift_row(row):
    verdict, kind, value = oracle(row)
    expected_kind = row.kind if row.verdict != "valid" else None
    if (verdict, kind) != (row.verdict, expected_kind):
        sys.exit(f"row {row.text!r} is marked {row.verdict} {row.kind}, the oracle says {verdict} {kind}"
                 f" ({value})")
    if verdict == "valid" and row.reader == R3339:
        expected = f".instant(reference: {value['reference'].hex()}, utc: {swift_string(value['utc'])})"
    elif verdict == "valid":
        expected = (f".zoned({swift_string(value['text'])}, epochSeconds: {value['epoch']}, "
                    f"nanosecond: {value['nanos']})")
    elif verdict == "conflict":
        zone = ", ".join(swift_string(o) for o in value["zone"])
        expected = f".conflict(written: {swift_string(value['written'])}, zoneOffsets: [{zone}])"
    else:
        expected = f".{verdict}(.{kind})"
    return (f"    Row(.{row.reader}, {swift_string(row.text)}, {swift_ext(row.ext)}, {expected},\n"
            f"        {swift_string(row.section, ascii_only=False)}),")


def swift_file():
    def rows(reader, source):
        return "\n".join(swift_row(r) for r in source if r.reader == reader)

    counts = {}
    for r in ROWS:
        counts[(r.reader, r.verdict)] = counts.get((r.reader, r.verdict), 0) + 1
    summary = "\n".join(
        f"//   {reader}: " + ", ".join(f"{counts.get((reader, v), 0)} {v}"
                                     for v in ("valid", "invalid", "conflict", "refused"))
        for reader in (R3339, R9557))
    return f"""// GENERATED by Fixtures/generator/rfc_table.py (tz data {tzdata.IANA_VERSION}): do not edit.
// Regenerate: cd Fixtures/generator && PYTHONTZPATH= .venv/bin/python rfc_table.py
// {len(ROWS)} rows:
{summary}
// Expected values come from Python's datetime and zoneinfo, never from DateMath.
import DateMath

extension RFCTable {{
  /// `Date(rfc3339:extensions:)`.
  static let rfc3339Rows: [Row] = [
{rows(R3339, ROWS)}
  ]

  /// `ZonedDateTime(rfc9557:offsetConflict:extensions:)` with `.reject`.
  static let rfc9557Rows: [Row] = [
{rows(R9557, ROWS)}
  ]

  /// Where DateMath disagrees with the RFC: each row expects what the RFC
  /// says, and is run under `withKnownIssue`.
  static let knownDeviations: [Row] = [
{chr(10).join(swift_row(r) for r in DEVIATIONS)}
  ]
}}
"""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--check", action="store_true", help="fail if the Swift file is stale")
    args = parser.parse_args()
    seen = set()
    for r in ROWS + DEVIATIONS:
        key = (r.reader, r.text, r.ext)
        assert key not in seen, f"duplicate row {key}"
        seen.add(key)
    text = swift_file()
    if args.check:
        with open(OUT, encoding="utf-8") as f:
            if f.read() != text:
                sys.exit(f"{OUT} is stale: run rfc_table.py")
        return
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(text)
    counts = {}
    for r in ROWS:
        counts[(r.reader, r.verdict)] = counts.get((r.reader, r.verdict), 0) + 1
    print(f"{len(ROWS)} rows, {len(DEVIATIONS)} known deviations: {counts}")


if __name__ == "__main__":
    main()
