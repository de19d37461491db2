"""Hand-written edge files of the issue 23 corpus (Fixtures/ics/edge/).

Each is typed here as text (one content line per line, unfolded);
{VTZ:zone:style} stands for that zone's VTIMEZONE as the app writes it.  A
VEVENT or VTODO is typed with the lines that make it what it is, in the order
its app writes them (the app is named in @edge); expand_text puts in the lines
the app writes in every component (STAMPS, SEQUENCE and the app's BOILERPLATE)
where the app writes them, unless the component types its own.  The writer
folds long lines at 75 octets and ends lines with CRLF."""
import re
from datetime import datetime, timezone

from icsfmt import Lines, vtimezone
from zones import US_1987, ZONES, Obs, dst_pair

UTC = timezone.utc


class EdgeCtx:
    def __init__(self, app, zone, win_from, win_to, note, nonstandard=(), not_iana=()):
        self.app = app  # whose VEVENT/VTODO shape the file's components take
        self.zone = ZONES[zone] if zone else ZONES["America/New_York"]
        self.win_from = datetime.fromisoformat(win_from).replace(tzinfo=UTC)
        self.win_to = datetime.fromisoformat(win_to).replace(tzinfo=UTC)
        self.note = note
        self.nonstandard = nonstandard
        self.not_iana = list(not_iana)  # TZIDs named like IANA zones whose VTIMEZONE differs


# US rules of 1987-2006 (first Sunday of April, last Sunday of October) only
US_2006 = dst_pair("EST", "EDT", "-0500", "-0400", datetime(1987, 4, 5, 2), datetime(1967, 10, 29, 2), US_1987)

SAO_PAULO_GOOGLE = [Obs("STANDARD", "-03", "-0300", "-0300", datetime(1970, 1, 1, 0))]

DUBLIN_NEGATIVE = [  # IANA's own model: IST is standard time, winter GMT is negative DST
    Obs("DAYLIGHT", "GMT", "+0100", "+0000", datetime(1996, 10, 27, 2), "BYMONTH=10;BYDAY=-1SU"),
    Obs("STANDARD", "IST", "+0000", "+0100", datetime(1981, 3, 29, 1), "BYMONTH=3;BYDAY=-1SU"),
]

QUOTED_BERLIN = "(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna"

GOOGLE_HEAD = """BEGIN:VCALENDAR
PRODID:-//Google Inc//Google Calendar 70.9054//EN
VERSION:2.0
CALSCALE:GREGORIAN
METHOD:PUBLISH
X-WR-CALNAME:{name}
X-WR-TIMEZONE:{zone}"""

APPLE_HEAD = """BEGIN:VCALENDAR
METHOD:PUBLISH
VERSION:2.0
X-WR-CALNAME:{name}
PRODID:-//Apple Inc.//macOS 14.4.1//EN
X-WR-TIMEZONE:{zone}
CALSCALE:GREGORIAN"""

NEXTCLOUD_HEAD = """BEGIN:VCALENDAR
VERSION:2.0
CALSCALE:GREGORIAN
PRODID:-//SabreDAV//SabreDAV//EN
X-WR-CALNAME:{name}
X-APPLE-CALENDAR-COLOR:#0082c9
REFRESH-INTERVAL;VALUE=DURATION:PT4H
X-PUBLISHED-TTL:PT4H"""

OUTLOOK_HEAD = """BEGIN:VCALENDAR
PRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN
VERSION:2.0
METHOD:PUBLISH
X-WR-CALNAME:Calendar"""

# Each app's VEVENT/VTODO property order: model.render's without its X-
# properties, with Nextcloud Tasks' COMPLETED and PERCENT-COMPLETE (Outlook's is
# alphabetical).  Then the lines an app writes in every component besides
# STAMPS and SEQUENCE (0 in a master, 1 in an override, a component with
# RECURRENCE-ID): expand_text adds them where a component does not type them.
ORDER = {
    "google": ["DTSTART", "DTEND", "DURATION", "DUE", "RRULE", "EXRULE", "EXDATE", "RDATE", "DTSTAMP", "UID",
               "RECURRENCE-ID", "CREATED", "DESCRIPTION", "LAST-MODIFIED", "LOCATION", "SEQUENCE", "STATUS",
               "SUMMARY", "TRANSP"],
    "apple": ["CREATED", "UID", "DTEND", "DURATION", "RRULE", "EXRULE", "TRANSP", "STATUS", "SUMMARY",
              "LAST-MODIFIED", "DTSTAMP", "DTSTART", "DUE", "SEQUENCE", "EXDATE", "RDATE", "RECURRENCE-ID",
              "DESCRIPTION"],
    "nextcloud": ["CREATED", "DTSTAMP", "LAST-MODIFIED", "SEQUENCE", "UID", "DTSTART", "DTEND", "DURATION", "DUE",
                  "STATUS", "COMPLETED", "PERCENT-COMPLETE", "SUMMARY", "LOCATION", "DESCRIPTION", "RRULE",
                  "EXRULE", "EXDATE", "RDATE", "RECURRENCE-ID"],
    "outlook": sorted(["CLASS", "CREATED", "DESCRIPTION", "DTEND", "DTSTAMP", "DTSTART", "DURATION", "DUE",
                       "EXDATE", "EXRULE", "LAST-MODIFIED", "LOCATION", "PRIORITY", "RDATE", "RECURRENCE-ID",
                       "RRULE", "SEQUENCE", "STATUS", "SUMMARY", "TRANSP", "UID"]),
}
STAMPS = {"DTSTAMP": "20240115T120000Z", "CREATED": "20231226T120000Z", "LAST-MODIFIED": "20240114T090000Z"}
BOILERPLATE = {
    "google": {"DESCRIPTION": "", "LOCATION": "", "STATUS": "CONFIRMED", "TRANSP": "OPAQUE"},
    "apple": {"TRANSP": "OPAQUE"},
    "nextcloud": {"STATUS": "CONFIRMED"},  # NEEDS-ACTION in a VTODO
    "outlook": {"CLASS": "PUBLIC", "DESCRIPTION": "\\n", "PRIORITY": "5", "TRANSP": "OPAQUE"},
}

EDGE = {}


def edge(name, app, zone, win_from, win_to, note, nonstandard=(), not_iana=()):
    def deco(fn):
        EDGE[name] = (fn, EdgeCtx(app, zone, win_from, win_to, note, nonstandard, not_iana))
        return fn
    return deco


@edge("thisandfuture", "apple", "America/New_York", "2024-02-01T05:07:00", "2024-04-20T05:07:00",
      "RANGE=THISANDFUTURE: from 19 March the weekly meeting is an hour later and 30 minutes longer")
def _():
    return f"""{APPLE_HEAD.format(name="Work", zone="America/New_York")}
{{VTZ:America/New_York:apple}}
BEGIN:VEVENT
UID:6F1C0B7E-2D41-4B8A-9C55-1E0F7A2B3C01
DTEND;TZID=America/New_York:20240206T103000
RRULE:FREQ=WEEKLY;COUNT=10
SUMMARY:Design review
DTSTART;TZID=America/New_York:20240206T100000
END:VEVENT
BEGIN:VEVENT
UID:6F1C0B7E-2D41-4B8A-9C55-1E0F7A2B3C01
DTEND;TZID=America/New_York:20240319T120000
SUMMARY:Design review (new time)
DTSTART;TZID=America/New_York:20240319T110000
RECURRENCE-ID;RANGE=THISANDFUTURE;TZID=America/New_York:20240319T100000
END:VEVENT
BEGIN:VEVENT
UID:6F1C0B7E-2D41-4B8A-9C55-1E0F7A2B3C02
DTEND;TZID=America/New_York:20240301T090000
RRULE:FREQ=DAILY;COUNT=20
SUMMARY:Morning check
DTSTART;TZID=America/New_York:20240301T083000
END:VEVENT
BEGIN:VEVENT
UID:6F1C0B7E-2D41-4B8A-9C55-1E0F7A2B3C02
DTEND;TZID=America/New_York:20240308T071500
SUMMARY:Morning check (earlier from now on)
DTSTART;TZID=America/New_York:20240308T070000
RECURRENCE-ID;TZID=America/New_York;RANGE=THISANDFUTURE:20240308T083000
END:VEVENT
END:VCALENDAR"""


@edge("exrule", "nextcloud", "Europe/Berlin", "2024-03-04T05:07:00", "2024-04-22T05:07:00",
      "EXRULE (RFC 2445, deprecated in RFC 5545) takes weekends and every second Wednesday out of a daily series")
def _():
    return f"""{NEXTCLOUD_HEAD.format(name="Arbeit")}
{{VTZ:Europe/Berlin:nextcloud}}
BEGIN:VEVENT
UID:4c2a1f30-6e7b-4f0a-9d0e-2b7c1a9e5f01
DTSTART;TZID=Europe/Berlin:20240311T080000
DTEND;TZID=Europe/Berlin:20240311T083000
SUMMARY:Frühdienst
RRULE:FREQ=DAILY;UNTIL=20240419T060000Z
EXRULE:FREQ=WEEKLY;BYDAY=SA,SU
EXRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=WE
END:VEVENT
END:VCALENDAR"""


@edge("rdate-period", "apple", "Australia/Sydney", "2024-03-18T05:07:00", "2024-04-29T05:07:00",
      "RDATE with PERIOD values (explicit end and duration) and plain RDATEs, over Sydney's April change")
def _():
    return f"""{APPLE_HEAD.format(name="Uni", zone="Australia/Sydney")}
{{VTZ:Australia/Sydney:apple}}
BEGIN:VEVENT
UID:0A7D9E52-3B11-4E6C-8F20-7C5D4B3A2E01
DTEND;TZID=Australia/Sydney:20240320T110000
SUMMARY:Tutorial
DTSTART;TZID=Australia/Sydney:20240320T100000
RDATE;VALUE=PERIOD;TZID=Australia/Sydney:20240403T100000/20240403T120000,20240410T100000/PT3H
RDATE;VALUE=PERIOD:20240417T000000Z/20240417T013000Z
RDATE;TZID=Australia/Sydney:20240327T100000,20240407T023000
END:VEVENT
BEGIN:VEVENT
UID:0A7D9E52-3B11-4E6C-8F20-7C5D4B3A2E02
DTEND;TZID=Australia/Sydney:20240325T190000
RRULE:FREQ=WEEKLY;COUNT=4
SUMMARY:Lab
DTSTART;TZID=Australia/Sydney:20240325T180000
RDATE;VALUE=PERIOD;TZID=Australia/Sydney:20240406T180000/20240406T200000
END:VEVENT
END:VCALENDAR"""


@edge("allday-multiday", "google", "Europe/Dublin", "2024-03-11T00:00:00", "2024-04-15T00:00:00",
      "all-day events: multi-day with DTEND, with DURATION, without DTEND, a recurring weekend, a window edge at midnight UTC")
def _():
    return f"""{GOOGLE_HEAD.format(name="Holidays", zone="Europe/Dublin")}
BEGIN:VEVENT
DTSTART;VALUE=DATE:20240329
DTEND;VALUE=DATE:20240402
UID:1q2w3e4r5t6y7u8i9o0p1a2s3d@google.com
LOCATION:Galway
SUMMARY:Easter break
TRANSP:TRANSPARENT
END:VEVENT
BEGIN:VEVENT
DTSTART;VALUE=DATE:20240315
DURATION:P3D
UID:1q2w3e4r5t6y7u8i9o0p1a2s3e@google.com
SUMMARY:St Patrick's weekend
TRANSP:TRANSPARENT
END:VEVENT
BEGIN:VEVENT
DTSTART;VALUE=DATE:20240331
UID:1q2w3e4r5t6y7u8i9o0p1a2s3f@google.com
SUMMARY:Clocks go forward
TRANSP:TRANSPARENT
END:VEVENT
BEGIN:VEVENT
DTSTART;VALUE=DATE:20240309
DTEND;VALUE=DATE:20240311
RRULE:FREQ=WEEKLY;COUNT=6
EXDATE;VALUE=DATE:20240323
UID:1q2w3e4r5t6y7u8i9o0p1a2s3g@google.com
SUMMARY:Weekend away
TRANSP:TRANSPARENT
END:VEVENT
BEGIN:VEVENT
DTSTART;VALUE=DATE:20240330
DTEND;VALUE=DATE:20240401
UID:1q2w3e4r5t6y7u8i9o0p1a2s3g@google.com
RECURRENCE-ID;VALUE=DATE:20240330
SUMMARY:Weekend away (starts Saturday)
TRANSP:TRANSPARENT
END:VEVENT
END:VCALENDAR"""


@edge("floating", "nextcloud", None, "2024-02-26T05:07:00", "2024-04-08T05:07:00",
      "floating times (no TZID, no Z): the same wall clock wherever read; the window compares them as UTC")
def _():
    return f"""{NEXTCLOUD_HEAD.format(name="Persönlich")}
BEGIN:VEVENT
UID:9b1e3c5d-7f90-4a2b-8c4d-6e8f0a1b2c01
DTSTART:20240301T090000
DTEND:20240301T093000
SUMMARY:Vitamins
RRULE:FREQ=DAILY;COUNT=30
EXDATE:20240310T090000
END:VEVENT
BEGIN:VEVENT
UID:9b1e3c5d-7f90-4a2b-8c4d-6e8f0a1b2c01
DTSTART:20240317T110000
DTEND:20240317T113000
SUMMARY:Vitamins (late)
RECURRENCE-ID:20240317T090000
END:VEVENT
BEGIN:VEVENT
UID:9b1e3c5d-7f90-4a2b-8c4d-6e8f0a1b2c02
DTSTART:20240310T023000
DURATION:PT1H
SUMMARY:Floating at 02:30
RRULE:FREQ=WEEKLY;COUNT=3
END:VEVENT
END:VCALENDAR"""


@edge("override-across-dst", "google", "America/New_York", "2024-02-19T05:07:00", "2024-04-01T05:07:00",
      "overrides that move an occurrence across the 10 March change, one into the skipped hour, one to a UTC time")
def _():
    return f"""{GOOGLE_HEAD.format(name="Work", zone="America/New_York")}
{{VTZ:America/New_York:google}}
BEGIN:VEVENT
DTSTART;TZID=America/New_York:20240223T170000
DTEND;TZID=America/New_York:20240223T180000
RRULE:FREQ=WEEKLY;BYDAY=FR
UID:a1b2c3d4e5f6g7h8i9j0k1l2m3@google.com
SUMMARY:Friday wrap-up
END:VEVENT
BEGIN:VEVENT
DTSTART;TZID=America/New_York:20240310T090000
DTEND;TZID=America/New_York:20240310T100000
UID:a1b2c3d4e5f6g7h8i9j0k1l2m3@google.com
RECURRENCE-ID;TZID=America/New_York:20240308T170000
SUMMARY:Friday wrap-up (Sunday morning\\, after the change)
END:VEVENT
BEGIN:VEVENT
DTSTART;TZID=America/New_York:20240310T023000
DTEND;TZID=America/New_York:20240310T040000
UID:a1b2c3d4e5f6g7h8i9j0k1l2m3@google.com
RECURRENCE-ID;TZID=America/New_York:20240315T170000
SUMMARY:Friday wrap-up (moved into the skipped hour)
END:VEVENT
BEGIN:VEVENT
DTSTART:20240321T200000Z
DTEND:20240321T210000Z
UID:a1b2c3d4e5f6g7h8i9j0k1l2m3@google.com
RECURRENCE-ID:20240322T210000Z
SUMMARY:Friday wrap-up (Thursday\\, written in UTC)
END:VEVENT
BEGIN:VEVENT
DTSTART;TZID=America/New_York:20240301T170000
DTEND;TZID=America/New_York:20240301T180000
UID:a1b2c3d4e5f6g7h8i9j0k1l2m3@google.com
RECURRENCE-ID;TZID=America/New_York:20240301T170000
DESCRIPTION:Same time\\, new room
LOCATION:Room 2
SUMMARY:Friday wrap-up
END:VEVENT
END:VCALENDAR"""


@edge("cancelled", "nextcloud", "Europe/Berlin", "2024-09-30T05:07:00", "2024-11-18T05:07:00",
      "cancelled occurrences: STATUS:CANCELLED overrides, EXDATE lists, an EXDATE in UTC for a zoned series, an EXDATE that matches nothing")
def _():
    return f"""{NEXTCLOUD_HEAD.format(name="Verein")}
{{VTZ:Europe/Berlin:nextcloud}}
BEGIN:VEVENT
UID:5d0c9e8b-1a2f-4e3d-9b7c-0f1e2d3c4b01
DTSTART;TZID=Europe/Berlin:20241002T190000
DTEND;TZID=Europe/Berlin:20241002T210000
SUMMARY:Chorprobe
RRULE:FREQ=WEEKLY;BYDAY=WE,SA
EXDATE;TZID=Europe/Berlin:20241009T190000,20241012T190000
EXDATE:20241030T180000Z
EXDATE;TZID=Europe/Berlin:20241106T180000
END:VEVENT
BEGIN:VEVENT
UID:5d0c9e8b-1a2f-4e3d-9b7c-0f1e2d3c4b01
DTSTART;TZID=Europe/Berlin:20241026T190000
DTEND;TZID=Europe/Berlin:20241026T210000
STATUS:CANCELLED
SUMMARY:Chorprobe (fällt aus)
RECURRENCE-ID;TZID=Europe/Berlin:20241026T190000
END:VEVENT
BEGIN:VEVENT
UID:5d0c9e8b-1a2f-4e3d-9b7c-0f1e2d3c4b02
DTSTART;TZID=Europe/Berlin:20241027T020000
DTEND;TZID=Europe/Berlin:20241027T023000
STATUS:CANCELLED
SUMMARY:Einmaliger Termin (abgesagt)
END:VEVENT
END:VCALENDAR"""


@edge("vtimezone-us-2006-rules", "outlook", "America/New_York", "2024-03-01T05:07:00", "2024-04-15T05:07:00",
      "TZID America/New_York whose VTIMEZONE has the US rules of 1987-2006 (April to October), not IANA's",
      nonstandard=("America/New_York",), not_iana=("America/New_York",))
def _():
    return f"""{OUTLOOK_HEAD}
{{VTZ-CUSTOM:America/New_York:outlook:US_2006}}
BEGIN:VEVENT
DTEND;TZID=America/New_York:20240304T100000
DTSTART;TZID=America/New_York:20240304T090000
RRULE:FREQ=DAILY;COUNT=40
SUMMARY;LANGUAGE=en-us:Old server's daily report
UID:040000008200E00074C5B7101A82E00800000000A1B2C3D4E5F60718293A4B5C6D7E8F90
END:VEVENT
END:VCALENDAR"""


@edge("vtimezone-custom-tzid", "outlook", None, "2024-10-14T05:07:00", "2024-11-25T05:07:00",
      "a TZID no zone database knows, its VTIMEZONE with the US rules of 1987-2006: only the file says when the clocks change",
      nonstandard=("US-Eastern-Legacy",))
def _():
    return f"""{OUTLOOK_HEAD}
{{VTZ-CUSTOM:America/New_York:outlook:US_2006:US-Eastern-Legacy}}
BEGIN:VEVENT
DTEND;TZID=US-Eastern-Legacy:20241014T150000
DTSTART;TZID=US-Eastern-Legacy:20241014T140000
RRULE:FREQ=WEEKLY;BYDAY=MO,TH;COUNT=12
SUMMARY;LANGUAGE=en-us:Legacy system sync
UID:040000008200E00074C5B7101A82E00800000000B1B2C3D4E5F60718293A4B5C6D7E8F91
END:VEVENT
END:VCALENDAR"""


@edge("tzid-quoted", "outlook", "Europe/Berlin", "2025-03-03T05:07:00", "2025-04-21T05:07:00",
      "quoted TZID parameters: a display name with ':' and ',' (must be quoted) and a plain IANA name quoted anyway")
def _():
    return f"""{OUTLOOK_HEAD}
{{VTZ-CUSTOM:Europe/Berlin:outlook:CURRENT:{QUOTED_BERLIN}}}
{{VTZ:Europe/Berlin:google}}
BEGIN:VEVENT
DTEND;TZID="{QUOTED_BERLIN}":20250303T093000
DTSTART;TZID="{QUOTED_BERLIN}":20250303T090000
EXDATE;TZID="{QUOTED_BERLIN}":20250317T090000
RRULE:FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20250416T070000Z
SUMMARY;LANGUAGE=de-de:Jour fixe
UID:040000008200E00074C5B7101A82E00800000000C1B2C3D4E5F60718293A4B5C6D7E8F92
END:VEVENT
BEGIN:VEVENT
DTEND;TZID="{QUOTED_BERLIN}":20250402T103000
DTSTART;TZID="{QUOTED_BERLIN}":20250402T100000
RECURRENCE-ID;TZID="{QUOTED_BERLIN}":20250402T090000
SUMMARY;LANGUAGE=de-de:Jour fixe (später)
UID:040000008200E00074C5B7101A82E00800000000C1B2C3D4E5F60718293A4B5C6D7E8F92
END:VEVENT
BEGIN:VEVENT
DTEND;TZID="Europe/Berlin":20250329T230000
DTSTART;TZID="Europe/Berlin":20250329T220000
RRULE:FREQ=DAILY;COUNT=4
SUMMARY;LANGUAGE=de-de:Spätschicht
UID:040000008200E00074C5B7101A82E00800000000D1B2C3D4E5F60718293A4B5C6D7E8F93
END:VEVENT
END:VCALENDAR"""


@edge("vtodo-due-rrule", "nextcloud", "Europe/Berlin", "2026-03-02T05:07:00", "2026-04-20T05:07:00",
      "recurring VTODOs (Nextcloud Tasks): DTSTART with DUE, DUE alone, and one COMPLETED instance")
def _():
    return f"""{NEXTCLOUD_HEAD.format(name="Aufgaben")}
{{VTZ:Europe/Berlin:nextcloud}}
BEGIN:VTODO
UID:7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2901
DTSTART;TZID=Europe/Berlin:20260302T090000
DUE;TZID=Europe/Berlin:20260302T170000
SUMMARY:Wochenbericht
RRULE:FREQ=WEEKLY;COUNT=8
END:VTODO
BEGIN:VTODO
UID:7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2901
DTSTART;TZID=Europe/Berlin:20260316T090000
DUE;TZID=Europe/Berlin:20260316T170000
STATUS:COMPLETED
COMPLETED:20260316T150000Z
PERCENT-COMPLETE:100
SUMMARY:Wochenbericht
RECURRENCE-ID;TZID=Europe/Berlin:20260316T090000
END:VTODO
BEGIN:VTODO
UID:7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2902
DUE;TZID=Europe/Berlin:20260327T120000
SUMMARY:Blumen gießen
RRULE:FREQ=DAILY;INTERVAL=3;COUNT=6
END:VTODO
END:VCALENDAR"""


@edge("valarm", "apple", "America/New_York", "2025-10-20T05:07:00", "2025-11-17T05:07:00",
      "VALARMs: relative to start and to end, absolute (DATE-TIME), with REPEAT and DURATION; the events are expanded, the alarms do not add occurrences")
def _():
    return f"""{APPLE_HEAD.format(name="Home", zone="America/New_York")}
{{VTZ:America/New_York:apple}}
BEGIN:VEVENT
UID:3C2B1A09-8F7E-4D6C-5B4A-392817060501
DTEND;TZID=America/New_York:20251027T073000
RRULE:FREQ=DAILY;COUNT=10
SUMMARY:Take medication
DTSTART;TZID=America/New_York:20251027T071500
BEGIN:VALARM
X-WR-ALARMUID:3C2B1A09-8F7E-4D6C-5B4A-3928170605A1
UID:3C2B1A09-8F7E-4D6C-5B4A-3928170605A1
TRIGGER:-PT10M
REPEAT:2
DURATION:PT5M
ACTION:DISPLAY
DESCRIPTION:Reminder
END:VALARM
BEGIN:VALARM
X-WR-ALARMUID:3C2B1A09-8F7E-4D6C-5B4A-3928170605A2
UID:3C2B1A09-8F7E-4D6C-5B4A-3928170605A2
TRIGGER;RELATED=END:PT0S
ACTION:AUDIO
ATTACH;VALUE=URI:Chord
END:VALARM
END:VEVENT
BEGIN:VEVENT
UID:3C2B1A09-8F7E-4D6C-5B4A-392817060502
DTEND;TZID=America/New_York:20251102T020000
SUMMARY:Flight check-in opens
DTSTART;TZID=America/New_York:20251102T013000
BEGIN:VALARM
X-WR-ALARMUID:3C2B1A09-8F7E-4D6C-5B4A-3928170605A3
UID:3C2B1A09-8F7E-4D6C-5B4A-3928170605A3
TRIGGER;VALUE=DATE-TIME:20251101T230000Z
ACTION:DISPLAY
DESCRIPTION:Check in tomorrow
END:VALARM
END:VEVENT
END:VCALENDAR"""


@edge("duration-across-dst", "nextcloud", "Europe/Berlin", "2027-10-18T05:07:00", "2027-11-08T05:07:00",
      "DURATION across the 31 October change: P1D (nominal, 25 hours that day) and PT24H (exact), timed and all-day")
def _():
    return f"""{NEXTCLOUD_HEAD.format(name="Reisen")}
{{VTZ:Europe/Berlin:nextcloud}}
BEGIN:VEVENT
UID:2f3e4d5c-6b7a-4891-a0b1-c2d3e4f50601
DTSTART;TZID=Europe/Berlin:20271028T120000
DURATION:P1D
SUMMARY:Ein Tag (P1D)
RRULE:FREQ=DAILY;COUNT=5
END:VEVENT
BEGIN:VEVENT
UID:2f3e4d5c-6b7a-4891-a0b1-c2d3e4f50602
DTSTART;TZID=Europe/Berlin:20271028T120000
DURATION:PT24H
SUMMARY:24 Stunden (PT24H)
RRULE:FREQ=DAILY;COUNT=5
END:VEVENT
BEGIN:VEVENT
UID:2f3e4d5c-6b7a-4891-a0b1-c2d3e4f50603
DTSTART;TZID=Europe/Berlin:20271030T220000
DURATION:P1DT2H
SUMMARY:Wochenende (P1DT2H)
END:VEVENT
BEGIN:VEVENT
UID:2f3e4d5c-6b7a-4891-a0b1-c2d3e4f50604
DTSTART;VALUE=DATE:20271029
DURATION:P2D
SUMMARY:Kurzurlaub
RRULE:FREQ=WEEKLY;COUNT=2
END:VEVENT
END:VCALENDAR"""


@edge("sao-paulo-google-2018", "google", "America/Sao_Paulo", "2018-10-15T05:07:00", "2018-11-26T05:07:00",
      "Google's VTIMEZONE for America/Sao_Paulo (today's rules: -03 all year) on events of 2018, when Brazil still changed clocks on 4 November",
      nonstandard=("America/Sao_Paulo",), not_iana=("America/Sao_Paulo",))
def _():
    return f"""{GOOGLE_HEAD.format(name="Trabalho", zone="America/Sao_Paulo")}
{{VTZ-CUSTOM:America/Sao_Paulo:google:SAO_PAULO_GOOGLE}}
BEGIN:VEVENT
DTSTART;TZID=America/Sao_Paulo:20181015T090000
DTEND;TZID=America/Sao_Paulo:20181015T100000
RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=18
DTSTAMP:20180915T120000Z
UID:s4o9p4ul0g00gl3c4l3nd4r001@google.com
CREATED:20180901T120000Z
LAST-MODIFIED:20180914T090000Z
SUMMARY:Reunião de equipe
END:VEVENT
END:VCALENDAR"""


@edge("google-utc-rrule", "google", "Europe/Berlin", "2025-03-03T05:07:00", "2025-04-21T05:07:00",
      "a Google calendar whose recurring event is written in UTC (DTSTART ...Z) under X-WR-TIMEZONE:Europe/Berlin")
def _():
    return f"""{GOOGLE_HEAD.format(name="Imported", zone="Europe/Berlin")}
X-WR-CALDESC:
BEGIN:VEVENT
DTSTART:20250303T080000Z
DTEND:20250303T090000Z
RRULE:FREQ=WEEKLY;BYDAY=MO,TH;UNTIL=20250417T080000Z
EXDATE:20250320T080000Z
UID:u7c0rrul3g00gl3c4l3nd4r001@google.com
SUMMARY:Imported weekly call
END:VEVENT
BEGIN:VEVENT
DTSTART:20250327T090000Z
DTEND:20250327T100000Z
UID:u7c0rrul3g00gl3c4l3nd4r001@google.com
RECURRENCE-ID:20250327T080000Z
SUMMARY:Imported weekly call (an hour later)
END:VEVENT
END:VCALENDAR"""


@edge("santiago-midnight", "google", "America/Santiago", "2025-08-25T05:07:00", "2025-09-22T05:07:00",
      "Chile changes at midnight: a daily 00:00 event (00:00 does not exist on 7 September 2025) and all-day events around it")
def _():
    return f"""{GOOGLE_HEAD.format(name="Casa", zone="America/Santiago")}
{{VTZ:America/Santiago:google}}
BEGIN:VEVENT
DTSTART;TZID=America/Santiago:20250901T000000
DTEND;TZID=America/Santiago:20250901T003000
RRULE:FREQ=DAILY;COUNT=12
UID:s4nt14g0m1dn1ghtc4l3nd4r01@google.com
SUMMARY:Respaldo nocturno
END:VEVENT
BEGIN:VEVENT
DTSTART;VALUE=DATE:20250905
DTEND;VALUE=DATE:20250906
RRULE:FREQ=DAILY;COUNT=5
UID:s4nt14g0m1dn1ghtc4l3nd4r02@google.com
SUMMARY:Fiestas
TRANSP:TRANSPARENT
END:VEVENT
BEGIN:VEVENT
DTSTART;TZID=America/Santiago:20250906T230000
DTEND;TZID=America/Santiago:20250907T020000
UID:s4nt14g0m1dn1ghtc4l3nd4r03@google.com
SUMMARY:Fiesta (across midnight)
END:VEVENT
END:VCALENDAR"""


@edge("dublin-negative-dst", "apple", "Europe/Dublin", "2026-10-05T05:07:00", "2026-11-16T05:07:00",
      "Europe/Dublin as IANA models it: IST (+01) is standard time, winter GMT is a DAYLIGHT observance with a negative save",
      nonstandard=("Europe/Dublin",))  # the writer's check reads VTIMEZONEs with icalendar, which misreads this one
def _():
    return f"""{APPLE_HEAD.format(name="Home", zone="Europe/Dublin")}
{{VTZ-CUSTOM:Europe/Dublin:apple:DUBLIN_NEGATIVE}}
BEGIN:VEVENT
UID:D0B11A4E-6A11-4E9A-8B0C-1D2E3F405061
DTEND;TZID=Europe/Dublin:20261005T190000
RRULE:FREQ=WEEKLY;BYDAY=MO,TH;COUNT=12
SUMMARY:Five-a-side
DTSTART;TZID=Europe/Dublin:20261005T180000
END:VEVENT
BEGIN:VEVENT
UID:D0B11A4E-6A11-4E9A-8B0C-1D2E3F405062
DTEND;TZID=Europe/Dublin:20261024T233000
RRULE:FREQ=DAILY;COUNT=4
SUMMARY:Late shift
DTSTART;TZID=Europe/Dublin:20261024T223000
END:VEVENT
END:VCALENDAR"""


@edge("lord-howe-half-hour", "outlook", "Australia/Lord_Howe", "2027-09-20T05:07:00", "2027-10-25T05:07:00",
      "Lord Howe Island's 30-minute change (3 October 2027, 02:00 -> 02:30): daily at 02:15, an overnight event, an EXDATE in the gap")
def _():
    return f"""{OUTLOOK_HEAD}
{{VTZ:Australia/Lord_Howe:outlook}}
BEGIN:VEVENT
DTEND;TZID=Lord Howe Standard Time:20270930T023000
DTSTART;TZID=Lord Howe Standard Time:20270930T021500
EXDATE;TZID=Lord Howe Standard Time:20271004T021500
RRULE:FREQ=DAILY;COUNT=8;INTERVAL=1
SUMMARY;LANGUAGE=en-us:Tide reading
UID:040000008200E00074C5B7101A82E00800000000E1B2C3D4E5F60718293A4B5C6D7E8F94
END:VEVENT
BEGIN:VEVENT
DTEND;TZID=Lord Howe Standard Time:20271001T060000
DTSTART;TZID=Lord Howe Standard Time:20270930T220000
RRULE:FREQ=DAILY;COUNT=6;INTERVAL=1
SUMMARY;LANGUAGE=en-us:Night watch
UID:040000008200E00074C5B7101A82E00800000000E1B2C3D4E5F60718293A4B5C6D7E8F95
END:VEVENT
END:VCALENDAR"""


US_2006_PACIFIC = [  # Outlook 2003 without the 2007 DST update: April to October
    Obs("STANDARD", "PST", "-0700", "-0800", datetime(1601, 10, 28, 2), "BYMONTH=10;BYDAY=-1SU"),
    Obs("DAYLIGHT", "PDT", "-0800", "-0700", datetime(1601, 4, 1, 2), "BYMONTH=4;BYDAY=1SU"),
]


@edge("outlook-2003-pacific", "outlook", "America/Los_Angeles", "2024-03-04T05:07:00", "2024-04-15T05:07:00",
      "an old Outlook's VTIMEZONE for the Windows name 'Pacific Standard Time' with the US rules of 1987-2006: "
      "does the Windows name or the file's VTIMEZONE decide?",
      nonstandard=("Pacific Standard Time",))
def _():
    return f"""{OUTLOOK_HEAD.replace("Outlook 16.0", "Outlook 11.0")}
{{VTZ-CUSTOM:America/Los_Angeles:outlook:US_2006_PACIFIC:Pacific Standard Time}}
BEGIN:VEVENT
DTEND;TZID="Pacific Standard Time":20240305T093000
DTSTART;TZID="Pacific Standard Time":20240305T090000
RRULE:FREQ=WEEKLY;BYDAY=TU,TH;COUNT=12
SUMMARY;LANGUAGE=en-us:Status call
UID:040000008200E00074C5B7101A82E00800000000F1B2C3D4E5F60718293A4B5C6D7E8F96
END:VEVENT
END:VCALENDAR"""


def prop_name(line):
    return re.split("[;:]", line, maxsplit=1)[0]


def component(app, kind, typed):
    """A VEVENT or VTODO, BEGIN to END: its typed lines (in the app's ORDER), the
    lines the app writes in every component put in their places unless typed,
    then the nested components (VALARMs) as typed."""
    order = ORDER[app]
    n = next((i for i, line in enumerate(typed) if line.startswith("BEGIN:")), len(typed))
    props, nested = typed[:n], typed[n:]
    names = [prop_name(line) for line in props]
    unknown = [name for name in names if name not in order]
    if unknown:
        raise ValueError(f"{app} {kind}: {app} writes no {', '.join(unknown)}")
    ranks = [order.index(name) for name in names]
    if ranks != sorted(ranks):
        raise ValueError(f"{app} {kind}: {', '.join(names)} is not in {app}'s order")
    implied = dict(STAMPS, SEQUENCE="1" if "RECURRENCE-ID" in names else "0", **BOILERPLATE[app])
    if kind == "VTODO" and "STATUS" in implied:
        implied["STATUS"] = "NEEDS-ACTION"
    props += [f"{name}:{value}" for name, value in implied.items() if name not in names]
    props.sort(key=lambda line: order.index(prop_name(line)))  # stable: repeated names keep their order
    return [f"BEGIN:{kind}"] + props + nested + [f"END:{kind}"]


def expand_text(text, app):
    L = Lines()
    lines = iter(text.split("\n"))
    for line in lines:
        if line in ("BEGIN:VEVENT", "BEGIN:VTODO"):
            kind = line[len("BEGIN:"):]
            typed = []
            for line in lines:
                if line == f"END:{kind}":
                    break
                typed.append(line)
            for line in component(app, kind, typed):
                L.raw(line)
        elif line.startswith("{VTZ:"):
            _, zone, style = line[1:-1].split(":")
            L.extend(vtimezone(ZONES[zone], style))
        elif line.startswith("{VTZ-CUSTOM:"):
            parts = line[len("{VTZ-CUSTOM:"):-1].split(":", 3)
            zone, style, obs = parts[0], parts[1], parts[2]
            tzid = parts[3] if len(parts) > 3 else zone
            observances = ZONES[zone].current if obs == "CURRENT" else globals()[obs]
            L.extend(vtimezone(ZONES[zone], style, tzid=tzid, observances=observances))
        else:
            L.raw(line)
    return L


def edge_files():
    out = []
    for name, (fn, ctx) in EDGE.items():
        out.append((f"edge/{name}.ics", expand_text(fn(), ctx.app), ctx))
    return out
