#!/usr/bin/env python3
"""Writes the seed corpora of the text targets (rfc3339, rfc9557, civil,
zoneid, tzcases, rrule, calc) into Fuzz/Seeds/NAME/, one small file per input.

    python3 Fuzz/Tools/make_text_seeds.py          # rewrite all of them
    python3 Fuzz/Tools/make_text_seeds.py civil    # only some

The inputs are valid examples from the docs and tests (RFC3339Tests,
ZonedDateTimeTests, docs/tzcases.md, Fixtures/tzcases/curated) and edge
cases: range limits, leap seconds, expanded years, offsets with seconds,
the strictness cases of issue 13, NUL bytes and other control characters.
A target's directory is emptied first, so removing an input here removes
its seed. Inputs that currently crash DateMath are kept out of the seeds
(CI must stay green until the fix lands) and listed in KNOWN_CRASHES,
which Fuzz/README.md repeats.
"""

import hashlib
import pathlib
import sys

SEEDS = {
    "rfc3339": [
        # Valid RFC 3339 (§5.6, §5.8 examples and DateMath's tests).
        "2017-01-31T19:00:00Z",
        "2017-01-31T14:00:00-05:00",
        "2017-02-01T00:30:00+05:30",
        "2017-01-31t19:00:00z",
        "2017-01-31 19:00:00Z",
        "2017-01-31T19:00:00.250Z",
        "2017-01-31T19:00:00.999999Z",
        "1970-01-01T00:00:00.000000001Z",
        "1969-12-31T23:59:59.5Z",
        "1985-04-12T23:20:50.52Z",
        "1996-12-19T16:39:57-08:00",
        "1937-01-01T12:00:27.87+00:20",
        "2017-01-31T19:00:00-00:00",
        # Leap seconds: 23:59:60 UTC reads as 23:59:59 (plus any fraction).
        "2016-12-31T23:59:60Z",
        "2016-12-31T23:59:60.5Z",
        "2017-01-01T08:59:60+09:00",
        "2017-01-31T12:34:60Z",
        # Range limits, rounding near them, the second before 2001.
        "9999-12-31T23:59:59Z",
        "9999-12-31T23:59:59.999999999Z",
        "0000-01-01T00:00:00Z",
        "0000-01-01T00:00:00+23:59",
        "2000-12-31T23:59:59.0000000000000000Z",
        "2000-12-31T23:59:59.99999999999999999999Z",
        "2001-01-01T00:00:00.000000000000000001Z",
        # Extensions: expanded years, offsets with seconds, a missing offset.
        "+002024-01-01T00:00:00Z",
        "-000050-03-01T00:00:00Z",
        "-009999-01-01T00:00:00Z",
        "+010000-01-01T00:00:00Z",
        "1900-01-01T00:00:00+00:09:21",
        "2017-01-31T19:00:00",
        # Refused: comma decimal, trailing text, annotations, bad fields.
        "2017-01-31T19:00:00,5Z",
        "2017-01-31T19:00:00Zjunk",
        "2017-01-31T19:00:00-05:00[America/New_York]",
        "2017-01-31T19:00:00.Z",
        "2017-01-31T24:00:00Z",
        "2017-02-30T00:00:00Z",
        "2017-01-31T19:00:00+24:00",
        "2017-01-31T19:00Z",
        "2017-01-31",
    ],
    "rfc9557": [
        # RFC 9557 §4.1 and DateMath's tests.
        "2024-03-10T03:30:00-04:00[America/New_York]",
        "2024-03-10T03:30:00-04:00[!America/New_York]",
        "2024-03-10T07:30:00Z[America/New_York]",
        "2024-03-10T07:30:00z[America/New_York]",
        "2024-03-10T07:30:00-00:00[America/New_York]",
        "2024-03-10T07:30:00Z[-04:00]",
        "2024-01-01T12:00:00+05:30[+05:30]",
        "2024-01-01T12:00:00.5+05:45[Asia/Kathmandu]",
        "2024-03-10T03:30:00-04:00[America/New_York][u-ca=iso8601]",
        "2024-03-10T03:30:00-04:00[America/New_York][!u-ca=iso8601]",
        "2024-03-10T03:30:00-04:00[America/New_York][foo=bar-baz][_x=1]",
        "1996-12-19T16:39:57-08:00[America/Los_Angeles]",
        "2022-07-08T00:14:07+01:00[Europe/London]",
        # Gaps, overlaps and conflicts (each policy differs here).
        "2017-03-12T02:30:00-05:00[America/New_York]",
        "2017-11-05T01:30:00-04:00[America/New_York]",
        "2017-11-05T01:30:00-05:00[America/New_York]",
        "2030-07-01T12:00:00+01:00[Europe/Berlin]",
        "2026-12-01T12:00:00-08:00[America/Vancouver]",
        "2018-11-04T00:30:00-03:00[America/Sao_Paulo]",
        "2011-12-30T12:00:00-10:00[Pacific/Apia]",
        # Extensions: missing offset, offsets with seconds, expanded years.
        "2017-03-12T02:30:00[America/New_York]",
        "1900-01-01T00:00:00+00:09:21[Europe/Paris]",
        "1867-10-17T20:00:00+15:02:19[America/Juneau]",
        "2024-01-01T00:00:00+01:00:07[+01:00:07]",
        "2024-01-01T00:00:00-00:00:07[-00:00:07]",
        "2024-01-01T00:00:00Z[+00:00:29]",
        "2024-01-01T00:00:00Z[-00:00:30]",
        "-000050-03-01T00:00:00+00:00[UTC]",
        "+010000-01-01T00:00:00+00:00[UTC]",
        # Range limits.
        "9999-12-31T23:59:59.999999999+00:00[UTC]",
        "9999-12-31T23:59:59+14:00[Pacific/Kiritimati]",
        "0000-01-01T00:00:00-11:00[Pacific/Niue]",
        # Refused (issue 13, part 2) and near misses.
        "2024-03-10T03:30:00-04:00[U-CA=iso8601]",
        "2024-03-10T03:30:00-04:00[America/New_York][u-ca=]",
        "2024-03-10T03:30:00-04:00[America/New_York][=iso8601]",
        "2024-03-10T03:30:00-04:00[America/New_York][u-ca]",
        "2024-03-10T03:30:00-04:00[America/New_York][u-ca=iso 8601]",
        "2024-03-10T03:30:00-04:00[America/New_York][America/Chicago]",
        "2024-03-10T03:30:00-04:00[America/New_York][!u-ca=hebrew]",
        "2024-03-10T03:30:00-04:00[u-ca=iso8601]",
        "2024-03-10T03:30:00-04:00[America/New_York",
        "2024-03-10T03:30:00-04:00[America/New_York]x",
        "2024-03-10T03:30:00-04:00[Mars/Olympus_Mons]",
        "2024-03-10T03:30:00-04:00[Z]",
        "2024-03-10T03:30:00,5-04:00[America/New_York]",
        "2024-03-10T03:30:00-04:00[GMT+03:)4]",
        "2024-03-10T03:30:00+00:00[EST\x00x]",
        "2024-03-10T03:30:00+00:00[UTC+03:-1]",
        "2024-03-10T03:30:00+00:00[Etc/GMT-14]",
        "2024-03-10T03:30:00+00:00[../etc/passwd]",
    ],
    "civil": [
        # CivilDate
        "2024-02-29", "2023-02-29", "0000-01-01", "9999-12-31",
        "+010000-01-01", "-000001-12-31", "-009999-01-01", "+002024-01-01", "2024-1-1",
        # CivilTime
        "00:00", "23:59:59", "12:34:56.789", "12:34:56.000000001", "23:59:60", "24:00:00",
        "12:34:56.1234567890", "9:00",
        # CivilDateTime
        "2024-03-10T02:30", "2024-03-10t02:30:00", "2024-03-10 02:30:00.5",
        "9999-12-31T23:59:59.999999999", "-000050-03-01T00:00:00", "2024-03-10T02:30:00Z",
        "2024-03-10T02:30:00-04:00",
        # Period (ISO 8601 durations as Temporal writes them)
        "P1Y2M3W4DT5H6M7.5S", "-P28D", "PT36H", "PT0S", "P1M-1D", "P1Y-12M", "PT1.5H",
        "PT0.000000001S", "PT1,5S", "p1y", "P", "PT", "-P1M-1D", "P2W", "PT-0.5S",
        "P9223372036854775807D", "-P9223372036854775808Y", "PT9223372036854775807S",
        "PT9223372036854775807.999999999S", "PT9223372037S", "-PT9223372036.854775809S",
        "PT2562047788015216H", "PT153722867280912931M",
        "PT9223372036S", "-PT9223372036.854775808S", "PT9223372036.854775807S",
        "-PT9223372036.854775807S", "PT2562047788015215H",
    ],
    "zoneid": [
        "America/New_York", "UTC", "GMT", "Etc/GMT-14", "Etc/GMT+12", "US/Eastern",
        "America/Argentina/Buenos_Aires", "Asia/Kathmandu", "EST", "EST5EDT", "Factory",
        "America/Sao_Paolo", "america/new_york", "Europe/Kyiv", "Europe/Kiev",
        # Issue 13's crashes and wrong answers: Foundation's TimeZone(identifier:)
        # traps on the first two; NUL-suffixed names were accepted as +00:00.
        "GMT+03:)4", "UTC+03:-1", "EST\x00x", "CET\x00x", "UTC\x00x", "\x00",
        "UTC+05:30", "GMT+3", "UTC-0", "GMT+99", "UT+01",
        # Fixed offsets as identifiers (a fixed zone's own), and near misses.
        "+05:30", "-00:00:10", "-19:00", "+23:59:59", "+5:30", "-00:00", "+24:00", "+05:30:00",
        # Not names: control characters, paths, spaces, BST (ICU's Asia/Dhaka).
        "America/New_York\n", "America\tNew_York", "America/New York", "/etc/localtime",
        "../../etc/passwd", "America//New_York", "America/./New_York", "BST", "IST",
        "A" * 300, "\u00e9t\u00e9/Paris",
    ],
    "tzcases": [
        "# tzcases 1\n# tzdata 2026f\n"
        "startOfDay America/Sao_Paulo 2018-11-04 => 2018-11-04T01:00:00-02:00  # gap at midnight\n"
        "dayLength America/Sao_Paulo 2018-11-04 => 82800\n"
        "resolve America/Sao_Paulo 2018-11-04T00:00:00 reject => error:nonexistent\n"
        "resolve America/Sao_Paulo 2018-11-04T00:30:00 earlier => 2018-11-03T23:30:00-03:00\n",
        "# tzcases 1\n"
        "offset Europe/London 1941-06-15T12:00:00Z => +02:00  # double summer time\n"
        "resolve Europe/London 1941-05-04T02:30:00 later => 1941-05-04T03:30:00+02:00\n"
        "resolve Europe/London 1945-07-15T02:30:00 reject => error:ambiguous\n"
        "nextTransition Europe/London 1940-03-01T00:00:00Z => 1941-05-04T03:00:00+02:00 +01:00 +02:00\n",
        "# tzcases 1\n"
        "addDays Australia/Lord_Howe 2024-10-05T02:15:00+10:30 1 => 2024-10-06T02:45:00+11:00\n"
        "addMonths UTC 2000-01-30T00:00:00+00:00 1 => 2000-02-29T00:00:00+00:00\n"
        "addYears UTC 2000-02-29T00:00:00+00:00 1 => 2001-02-28T00:00:00+00:00\n"
        "daysBetween America/New_York 2017-03-11T12:00:00-05:00 2017-03-12T12:00:00-04:00 => 1\n"
        "isoWeek 1800-12-27 => 1800-W52-6\n"
        "addDays America/Juneau 1867-10-17T20:00:00+15:02:19 1 => 1867-10-18T20:00:00+15:02:19\n",
        "# tzcases 2\n# tzdata 2026f\n"
        "difference Africa/Cairo 1940-07-15T02:00:00+03:00 1940-07-07T01:30:00+02:00 days => -P8DT30M\n"
        "difference Africa/Cairo 1941-07-15T02:00:00+03:00 1940-07-15T23:59:59+03:00 hours => -PT8738H1S\n"
        "difference UTC 0000-01-01T00:00:00+00:00 9999-12-31T23:59:59+00:00 years => P9999Y11M30DT23H59M59S\n",
        # Malformed: version 1 with version 2 operations, bad headers, odd lines.
        "# tzcases 1\ndifference UTC 2024-01-01T00:00:00Z 2024-02-01T00:00:00Z days => P31D\n"
        "recur UTC x => y\n=> x\noffset =>\noffset UTC => x => y\n",
        "# tzcases 3\n# tzcases 1\n# tzdata\n\r\n\x0c\u2028\u0085offset UTC 2024-01-01T00:00:00Z => +00:00\n",
        "offset EST\x00x 2024-01-01T00:00:00Z => +00:00\n"
        "offset GMT+03:)4 2024-01-01T00:00:00Z => +03:00\n"
        "startOfDay UTC +010000-01-01 => x\n"
        "addYears UTC 9999-12-31T00:00:00+00:00 9223372036854775807 => error:outOfRange\n"
        "nextTransition Pacific/Apia 9999-12-31T23:59:59Z => none\n",
    ],
    "rrule": [
        # RFC 5545 §3.3.10 and §3.8.5.3, the corner cases of DateMath's tests.
        "FREQ=DAILY;COUNT=10", "FREQ=MONTHLY;BYDAY=-1FR;COUNT=12", "FREQ=YEARLY;BYMONTH=3;BYDAY=SU;BYSETPOS=-1",
        "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;WKST=SU;UNTIL=19971224T000000Z",
        "FREQ=YEARLY;BYWEEKNO=20,53,-1;BYDAY=MO", "FREQ=YEARLY;BYYEARDAY=1,100,-1;INTERVAL=3",
        "FREQ=MONTHLY;BYMONTHDAY=31", "FREQ=MONTHLY;BYMONTHDAY=-1,15;BYHOUR=0,12",
        "FREQ=HOURLY;BYMINUTE=0,45", "FREQ=MINUTELY;INTERVAL=15;BYHOUR=1,2,3",
        "FREQ=SECONDLY;COUNT=999999999", "FREQ=SECONDLY;INTERVAL=60;BYSECOND=30",
        "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30", "FREQ=DAILY;UNTIL=20240310", "FREQ=DAILY;UNTIL=20240310T023000",
        "FREQ=MONTHLY;BYDAY=TU,WE,TH;BYSETPOS=3;COUNT=3", "COUNT=3;FREQ=DAILY", "rrule:freq=daily;byday=mo",
        "FREQ=DAILY;INTERVAL=0", "FREQ=MONTHLY;BYSETPOS=400;BYDAY=MO", "FREQ=DAILY;BYDAY=2MO", "FREQ=DAILY;;",
        "FREQ=YEARLY;INTERVAL=999999999999", "FREQ=DAILY;BYSECOND=60",
        "DTSTART;TZID=America/New_York:20240131T090000\nRRULE:FREQ=MONTHLY;COUNT=6\nEXDATE;TZID=America/New_York:20240331T090000",
        "DTSTART:20240101T090000Z\nRRULE:FREQ=DAILY;COUNT=3\nRDATE:20240105T090000Z,20240106T090000Z",
        "DTSTART;VALUE=DATE:20181103\nRRULE:FREQ=DAILY;COUNT=3",
        "DTSTART;TZID=Pacific/Apia:20111228T090000\nRRULE:FREQ=DAILY;COUNT=4\nEXRULE:FREQ=WEEKLY;BYDAY=SA",
        # Issue 22: an EXRULE that takes out every occurrence (read to the
        # end of the range, 31 million seconds a year, before the fix); a
        # yearly rule against a minutely exception rule; a byte-order mark.
        "DTSTART;TZID=America/New_York:20240101T090000\nRRULE:FREQ=MINUTELY\nEXRULE:FREQ=MINUTELY",
        "DTSTART;TZID=America/New_York:20240101T090000\nRRULE:FREQ=SECONDLY\nEXRULE:FREQ=SECONDLY",
        "DTSTART;TZID=America/New_York:20240101T090000\nRRULE:FREQ=SECONDLY;INTERVAL=7\nEXRULE:FREQ=SECONDLY",
        "DTSTART;TZID=America/New_York:20240101T090000\nRRULE:FREQ=DAILY;BYHOUR=9,17\nEXRULE:FREQ=SECONDLY;BYSECOND=0",
        "DTSTART;TZID=America/New_York:20240101T090000\nRRULE:FREQ=YEARLY\nEXRULE:FREQ=SECONDLY;BYHOUR=9",
        "\ufeffDTSTART;TZID=America/New_York:20240101T090000\nRRULE:FREQ=DAILY;COUNT=3",
    ],
    "calc": [
        # docs/datecalc.md, `datecalc calc --help` and DateCalcTests.
        "2017-01-31T12:00 America/Denver + 1 month", "today + 2 weeks",
        "tomorrow 09:00 Europe/London in America/New_York", "next monday 9:00 + 2w",
        "2024-03-10 - 2024-01-01", "now in Asia/Kathmandu", "start of day 2018-11-04 America/Sao_Paulo",
        "2024-01-05 09:00 Europe/Paris in America/New_York", "2017-03-11T12:00 America/New_York + 1 day - 2 h",
        "Next MON 9:00:30", "start of day last monday", "next monday 9:00 - today 9:00", "yesterday",
        "tomorrow 1:30 America/New_York", "tomorrow 09:00 Pacific/Apia", "start of day today Pacific/Apia",
        "2024-01-31 + 1 month - 3d + 36h + 500ms", "2024-01-31 - 1 month + 3d - 36h - 500ms",
        "-000593-06-16 + 1d", "2024-01-01 +1y2mo3d -P1M2D +PT36H", "2024-01-01" + " + 1d" * 40,
        # Two sides in different zones (diff of located times), an instant.
        "2024-01-01T12:00 Asia/Tokyo - 2024-01-01T12:00 Europe/London",
        "2024-01-01 Asia/Tokyo - 2024-01-01 UTC", "2024-01-01T12:00:00Z - 2024-01-01T00:00 UTC",
        "2024-01-01T12:00:00-05:00[America/New_York] + 1d",
        # --zone before a NUL byte (`calc EXPR --zone=ZONE`).
        "Asia/Tokyo\x00today + 1d", "UTC\x00now", "-h\x00now", "Europe/Londn\x00tomorrow 9:00",
        # A zone that starts with a combining mark: "--zone=" + it is not an
        # option once "=" and the mark are one character (CI's calc run).
        "\u05a5a2ay \x00# - -PKKKKKKK+", "\u0301x\x00now in UTC",
        # Refused: option-like words, bad phrases, clocks, amounts, zones.
        "now -h", "now --help", "today + -h", "2024-01-01 -version", "now in -h", "now in",
        "2024-01-01 -h/x + 1d", "2017-01-31 * 2", "next blursday", "last", "tomorrow 25:00",
        "next monday 9:7", "tomorrow 09:00 Europe/Londn", "next monday 9:00 soon", "start of",
        "today + 1x", "today + 1m", "today +", "today + P", "today + 9223372036854775807d + 1d",
        "today + PT400000000000S", "today - -P1D", "9999-12-31 + 1d", "next monday Pacific/Kiritimati",
        "", " ", "now\nin\tUTC", "now in UTC\x07", "tomorrow\u2028+ 1d", "\xe9t\xe9 + 1d",
    ],
}

# Inputs that crash DateMath today: not seeds (CI would fail at once), but
# reproducers for Fuzz/README.md. Empty when nothing is known.
KNOWN_CRASHES = {
    "civil": {
        # Known issue 1: Period.description overflows (Period+Text.swift:12).
        "PT9223372036854775807S",
        "PT9223372036854775807.999999999S",
        "PT9223372037S",
        "-PT9223372036.854775809S",
        "-PT9223372036.854775808S",  # prints, but its negation does not
        # Known issue 2: Period.timePart overflows (Period.swift:80).
        "PT2562047788015216H",
        "PT153722867280912931M",
    },
    "rfc9557": {
        # Known issue 3: an offset annotation of 1 to 29 seconds reads as GMT.
        "2024-01-01T00:00:00-00:00:07[-00:00:07]",
        "2024-01-01T00:00:00Z[+00:00:29]",
    },
}


def name_for(text: str) -> str:
    """A readable file name: the input's printable prefix plus a short hash."""
    safe = "".join(c if c.isascii() and (c.isalnum() or c in "+-._") else "_" for c in text[:40])
    digest = hashlib.sha1(text.encode("utf-8")).hexdigest()[:8]
    return f"{safe.strip('_') or 'x'}-{digest}"


def main(argv):
    root = pathlib.Path(__file__).resolve().parent.parent / "Seeds"
    wanted = argv or list(SEEDS)
    for target in wanted:
        folder = root / target
        folder.mkdir(parents=True, exist_ok=True)
        for old in folder.iterdir():
            old.unlink()
        for text in SEEDS[target]:
            if text in KNOWN_CRASHES.get(target, ()):
                continue
            (folder / name_for(text)).write_bytes(text.encode("utf-8"))
        print(f"{target}: {len(list(folder.iterdir()))} seeds in {folder}")


if __name__ == "__main__":
    main(sys.argv[1:])
