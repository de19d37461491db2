"""Time zone definitions for the .ics writer (issue 23).

Each zone's observances are written here by hand from the IANA rules
(tzdata 2026f) for the years the corpus uses; writer.py checks every
VTIMEZONE it writes against zoneinfo over the file's window (unless the file
means to differ from IANA, as edge/vtimezone-us-2006-rules does).

An observance is (kind, tzname, offset_from, offset_to, dtstart, rule) with
dtstart a naive local datetime (wall clock before the change) and rule the
RRULE text without FREQ=YEARLY (or None with rdates, or a one-off).
"""
from dataclasses import dataclass, field
from datetime import datetime


@dataclass
class Obs:
    kind: str  # STANDARD or DAYLIGHT
    tzname: str
    frm: str  # +HHMM
    to: str
    dtstart: datetime
    rule: str | None = None  # e.g. "BYMONTH=3;BYDAY=2SU" (FREQ=YEARLY added)
    until: str | None = None  # UTC UNTIL, e.g. "20061029T060000Z"
    rdates: list = field(default_factory=list)  # naive local datetimes
    last_year: int | None = None  # a historic rule's last year (its UNTIL is that year's onset)


@dataclass
class Zone:
    iana: str
    windows: str  # Windows zone name (Outlook's TZID)
    current: list  # observances valid 2024-2027 (and since the last rule change)
    historic: list = field(default_factory=list)  # older observances (Apple/Outlook historic shapes)
    outlook: list | None = None  # Outlook's own reading of the current rules, when it differs


US_2007 = ("BYMONTH=3;BYDAY=2SU", "BYMONTH=11;BYDAY=1SU")
US_1987 = ("BYMONTH=4;BYDAY=1SU", "BYMONTH=10;BYDAY=-1SU")
EU = ("BYMONTH=3;BYDAY=-1SU", "BYMONTH=10;BYDAY=-1SU")
AU = ("BYMONTH=10;BYDAY=1SU", "BYMONTH=4;BYDAY=1SU")
CHILE = ("BYMONTH=9;BYMONTHDAY=2,3,4,5,6,7,8;BYDAY=SU", "BYMONTH=4;BYMONTHDAY=2,3,4,5,6,7,8;BYDAY=SU")


def dst_pair(std, dst, so, do, dst_start, std_start, rules, last_year=None):
    """A yearly DST rule's two observances: DAYLIGHT (named dst, so -> do) from
    dst_start by rules[0], STANDARD (named std, do -> so) from std_start by rules[1]."""
    return [
        Obs("DAYLIGHT", dst, so, do, dst_start, rules[0], last_year=last_year),
        Obs("STANDARD", std, do, so, std_start, rules[1], last_year=last_year),
    ]


def us_zone(iana, windows, std, dst, so, do):
    return Zone(
        iana, windows,
        current=dst_pair(std, dst, so, do, datetime(2007, 3, 11, 2), datetime(2007, 11, 4, 2), US_2007),
        historic=dst_pair(std, dst, so, do, datetime(1987, 4, 5, 2), datetime(1967, 10, 29, 2), US_1987, last_year=2006),
    )


ZONES = {z.iana: z for z in [
    us_zone("America/New_York", "Eastern Standard Time", "EST", "EDT", "-0500", "-0400"),
    us_zone("America/Los_Angeles", "Pacific Standard Time", "PST", "PDT", "-0800", "-0700"),
    Zone("Europe/Berlin", "W. Europe Standard Time",
         current=dst_pair("CET", "CEST", "+0100", "+0200", datetime(1981, 3, 29, 2), datetime(1996, 10, 27, 3), EU),
         historic=[Obs("STANDARD", "CET", "+0200", "+0100", datetime(1981, 9, 27, 3), "BYMONTH=9;BYDAY=-1SU", last_year=1995)]),
    Zone("Europe/Dublin", "GMT Standard Time",
         current=dst_pair("GMT", "IST", "+0000", "+0100", datetime(1981, 3, 29, 1), datetime(1996, 10, 27, 2), EU)),
    Zone("Australia/Sydney", "AUS Eastern Standard Time",
         current=dst_pair("AEST", "AEDT", "+1000", "+1100", datetime(2008, 10, 5, 2), datetime(2008, 4, 6, 3), AU)),
    Zone("Australia/Lord_Howe", "Lord Howe Standard Time",
         current=dst_pair("+1030", "+11", "+1030", "+1100", datetime(2008, 10, 5, 2), datetime(2008, 4, 6, 2), AU)),
    Zone("America/Santiago", "Pacific SA Standard Time",
         current=dst_pair("-04", "-03", "-0400", "-0300", datetime(2023, 9, 3, 0), datetime(2024, 4, 7, 0), CHILE),
         # Windows writes Chile's change as "Saturday of the first week, 23:59:59".
         outlook=[
             Obs("STANDARD", "-04", "-0300", "-0400", datetime(1601, 4, 1, 23, 59, 59), "BYDAY=1SA;BYMONTH=4"),
             Obs("DAYLIGHT", "-03", "-0400", "-0300", datetime(1601, 9, 1, 23, 59, 59), "BYDAY=1SA;BYMONTH=9"),
         ]),
    Zone("America/Sao_Paulo", "E. South America Standard Time",
         current=[Obs("STANDARD", "-03", "-0300", "-0300", datetime(1970, 1, 1, 0))],
         # Brazil's last DST seasons (IANA), as the one-off observances Apple writes.
         historic=[
             Obs("DAYLIGHT", "-02", "-0300", "-0200", datetime(2016, 10, 16, 0),
                 rdates=[datetime(2017, 10, 15, 0), datetime(2018, 11, 4, 0)]),
             Obs("STANDARD", "-03", "-0200", "-0300", datetime(2017, 2, 19, 0),
                 rdates=[datetime(2018, 2, 18, 0), datetime(2019, 2, 17, 0)]),
         ]),
]}  # IANA name -> Zone, in this order

# The Windows names each oracle may see, Windows -> IANA (CLDR windowsZones, territory 001).
WINDOWS = {z.windows: z.iana for z in ZONES.values()}
