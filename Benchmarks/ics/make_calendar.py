"""Writes the iCalendar inputs of the benchmark's ics rows (issue 23).
Python 3 standard library only; seeded, so every run writes the same bytes.

    make_calendar.py year [OUT]          the 500-event calendar (default: calendar-500.ics
                                         beside this script, which is committed)
    make_calendar.py large BYTES OUT     a file of at least BYTES bytes (10 MiB for
                                         icsParse10MB, 40 MiB for the memory check); written
                                         at bench time by run.sh into a temporary folder

The year calendar is one VCALENDAR in the shapes real exports have, a merged calendar as
a sync tool writes one: Google's header lines, VTIMEZONEs for America/New_York,
Europe/Berlin and Australia/Sydney as Google writes them (1970 observances with RRULEs)
and Outlook's "W. Europe Standard Time" (1601 observances, no TZNAME), and 500 events,
each a series or a one-off: weekly with BYDAY lists (some INTERVAL=2), monthly by
BYMONTHDAY and by BYDAY=2TU/-1FR/1MO/3WE, daily with COUNT or UNTIL, yearly all-day
birthdays, weekly all-day days, one-off timed events (Google writes them in UTC) and
all-day ones; DTEND or DURATION; EXDATEs; RECURRENCE-ID overrides (moved, a quarter
cancelled with STATUS:CANCELLED), written after their master as Google does; VALARMs,
ORGANIZER and ATTENDEE lines, descriptions; lines folded at 75 octets, CRLF.  About a
fifth of the series are in Outlook's shape (its property order, X-MICROSOFT lines and
UIDs, RRULEs with INTERVAL and WKST=SU, TZID=W. Europe Standard Time).

There is no X-WR-TIMEZONE.  Google's exports carry IANA TZIDs only, and with
X-WR-TIMEZONE:America/New_York recurring-ical-events moved every Outlook-shaped
occurrence by six hours: x-wr-timezone 2.0.1 (which recurring_ical_events.of() applies)
takes a date-time whose tzname() is None for a floating time and puts it in the
X-WR-TIMEZONE zone, and icalendar's zone made from a VTIMEZONE without TZNAME has no name.

It is expanded between 2026-01-01T00:07:00Z and 2027-01-01T00:07:00Z.  The window's ends
are at minute 7, which no event starts or ends at (times are on quarter hours), and no
all-day instance falls between 30 December and 2 January, so that no occurrence touching
an end decides the count: the tools read those edges differently (libical ends an all-day
event at 23:59:59 of its DTEND date; DateMath reads dates in its floating zone, which the
benchmark sets to UTC as the other two read them).  Times of day are 07:00-21:45 on the
wall clock, away from every DST change (the zones change at 01:00Z, 02:00 and 03:00).
"""
import base64
import datetime as dt
import os
import random
import sys

ONE_DAY = dt.timedelta(days=1)
YEAR_FROM = dt.datetime(2026, 1, 1, 0, 7)
YEAR_TO = dt.datetime(2027, 1, 1, 0, 7)

# ---------------------------------------------------------------------------
# Zones: the offset of a wall-clock time far from any change, by the rules in
# force since 2008 (US), 1996 (EU) and 2008 (New South Wales).


def nth_weekday(year, month, weekday, n):
    """The n-th (1-based; -1 the last) weekday (0 = Monday) of a month."""
    if n > 0:
        first = dt.date(year, month, 1)
        return first + dt.timedelta(days=(weekday - first.weekday()) % 7 + 7 * (n - 1))
    last = dt.date(year + (month == 12), month % 12 + 1, 1) - ONE_DAY
    return last - dt.timedelta(days=(last.weekday() - weekday) % 7)


def utc_offset(zone, day):
    """Hours east of UTC on `day` at a time of day between 07:00 and 22:00."""
    y = day.year
    if zone == "America/New_York":
        return -4 if nth_weekday(y, 3, 6, 2) <= day < nth_weekday(y, 11, 6, 1) else -5
    if zone in ("Europe/Berlin", "W. Europe Standard Time"):
        return 2 if nth_weekday(y, 3, 6, -1) <= day < nth_weekday(y, 10, 6, -1) else 1
    if zone == "Australia/Sydney":
        return 10 if nth_weekday(y, 4, 6, 1) <= day < nth_weekday(y, 10, 6, 1) else 11
    raise ValueError(zone)


def to_utc(zone, local):
    return local - dt.timedelta(hours=utc_offset(zone, local.date()))


VTIMEZONES = {
    "America/New_York": """BEGIN:VTIMEZONE
TZID:America/New_York
X-LIC-LOCATION:America/New_York
BEGIN:DAYLIGHT
TZOFFSETFROM:-0500
TZOFFSETTO:-0400
TZNAME:EDT
DTSTART:19700308T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:-0400
TZOFFSETTO:-0500
TZNAME:EST
DTSTART:19701101T020000
RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU
END:STANDARD
END:VTIMEZONE""",
    "Europe/Berlin": """BEGIN:VTIMEZONE
TZID:Europe/Berlin
X-LIC-LOCATION:Europe/Berlin
BEGIN:DAYLIGHT
TZOFFSETFROM:+0100
TZOFFSETTO:+0200
TZNAME:CEST
DTSTART:19700329T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
TZNAME:CET
DTSTART:19701025T030000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE""",
    "Australia/Sydney": """BEGIN:VTIMEZONE
TZID:Australia/Sydney
X-LIC-LOCATION:Australia/Sydney
BEGIN:STANDARD
TZOFFSETFROM:+1100
TZOFFSETTO:+1000
TZNAME:AEST
DTSTART:19700405T030000
RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU
END:STANDARD
BEGIN:DAYLIGHT
TZOFFSETFROM:+1000
TZOFFSETTO:+1100
TZNAME:AEDT
DTSTART:19701004T020000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=1SU
END:DAYLIGHT
END:VTIMEZONE""",
    "W. Europe Standard Time": """BEGIN:VTIMEZONE
TZID:W. Europe Standard Time
BEGIN:STANDARD
DTSTART:16010101T030000
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10
END:STANDARD
BEGIN:DAYLIGHT
DTSTART:16010101T020000
TZOFFSETFROM:+0100
TZOFFSETTO:+0200
RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3
END:DAYLIGHT
END:VTIMEZONE""",
}

# ---------------------------------------------------------------------------
# Text


def fold(line, width=75):
    """RFC 5545 3.1: lines longer than 75 octets split, the next one starting
    with a space; never inside a UTF-8 sequence."""
    data = line.encode("utf-8")
    out = []
    limit = width
    while len(data) > limit:
        cut = limit
        while cut > 0 and (data[cut] & 0xC0) == 0x80:
            cut -= 1
        out.append(data[:cut])
        data = data[cut:]
        limit = width - 1
    out.append(data)
    return b"\r\n ".join(out) + b"\r\n"


def escape(text):
    return text.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def stamp(t):
    return t.strftime("%Y%m%dT%H%M%SZ")


def local(t):
    return t.strftime("%Y%m%dT%H%M%S")


def day(d):
    return d.strftime("%Y%m%d")


SUMMARIES = [
    "Standup", "1:1 with Dana", "Project review", "Design sync", "Sprint planning", "Retro",
    "Office hours", "Customer call", "Budget check-in", "Hiring panel", "Yoga", "Piano lesson",
    "Book club", "Team lunch", "Release go/no-go", "Architecture forum", "Security review",
    "Board prep", "Mentoring", "Language class", "Football training", "Dentist", "Rent",
    "Payroll run", "All hands", "Quarterly business review", "Vendor demo", "Support rotation",
]
NAMES = ["Dana Whitfield", "Jonas Becker", "Mia Nguyen", "Lucas Moreau", "Aisha Khan",
         "Tom O'Neill", "Sofia Rossi", "Kenji Watanabe", "Ana Lima", "Ole Hansen",
         "Zoë Müller", "Chloé Dubois"]
LOCATIONS = ["", "", "Zoom", "Room 4.12, 4th floor", "Google Meet", "Microsoft Teams Meeting",
             "Café Central, Herrengasse 14, 1010 Wien", "Gym", "", "Conference room B"]
SENTENCES = [
    "Agenda: review the open items from last week, the roadmap for the next quarter, and anything else that comes up.",
    "Dial-in details are in the invitation; please join five minutes early.",
    "Bring the numbers for Q3; we will decide on the budget split.",
    "Notes from the last meeting are in the shared folder.",
    "Join with Google Meet: https://meet.google.com/abc-defg-hij\nOr dial: +1 555-0100 PIN: 123 456 789#",
    "Microsoft Teams meeting\nJoin on your computer, mobile app or room device\nMeeting ID: 123 456 789 0\nPasscode: a1b2c3",
    "Please read the design document before the meeting; comments welcome.",
    "Kaffee und Kuchen gibt es im Anschluss. Grüße aus München!",
]


def description(rng):
    if rng.random() < 0.45:
        return ""
    return " ".join(rng.sample(SENTENCES, rng.randint(1, 3)))


def email(name):
    return name.split()[0].lower().replace("ë", "e").replace("é", "e").replace("'", "") + "@example.com"


# ---------------------------------------------------------------------------
# The year calendar

WEEKDAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]


class Series:
    """What the writer needs of a rule to pick EXDATEs and overrides: its local instances."""

    def __init__(self, start, rule, freq, interval=1, byday=(), bymonthday=None, nth=None,
                 count=None, until_local=None, wkst=0):
        self.start, self.rule, self.freq, self.interval = start, rule, freq, interval
        self.byday, self.bymonthday, self.nth = byday, bymonthday, nth
        self.count, self.until_local, self.wkst = count, until_local, wkst

    def matches(self, d):
        s = self.start.date()
        if self.freq == "DAILY":
            return (d - s).days % self.interval == 0
        if self.freq == "WEEKLY":
            week_start = lambda x: x - dt.timedelta(days=(x.weekday() - self.wkst) % 7)
            weeks = (week_start(d) - week_start(s)).days // 7
            return weeks % self.interval == 0 and d.weekday() in self.byday
        if self.freq == "MONTHLY":
            if self.bymonthday:
                return d.day == self.bymonthday
            weekday, n = self.nth
            return d == nth_weekday(d.year, d.month, weekday, n)
        if self.freq == "YEARLY":
            return (d.month, d.day) == (s.month, s.day)
        raise ValueError(self.freq)

    def instances(self, through):
        """Local start times from DTSTART until `through` (a date), COUNT and UNTIL applied."""
        out = []
        d = self.start.date()
        while d <= through:
            if self.matches(d):
                t = dt.datetime.combine(d, self.start.time())
                if self.until_local and t > self.until_local:
                    break
                out.append(t)
                if self.count and len(out) == self.count:
                    break
            d += ONE_DAY
        return out


def quarter_time(rng, latest_end_minutes, length):
    """A start on a quarter hour between 07:00 and the latest start that ends in time."""
    last = (latest_end_minutes - length) // 15
    minutes = 15 * rng.randint(7 * 4, last)
    return dt.time(minutes // 60, minutes % 60)


def safe_all_day(d):
    """Not between 30 December and 2 January (see the module's docstring)."""
    return not ((d.month == 12 and d.day >= 30) or (d.month == 1 and d.day <= 2))


def write_year(path):
    rng = random.Random(23_500)
    created = dt.datetime(2023, 11, 2, 9, 0)
    out = [fold(l) for l in [
        "BEGIN:VCALENDAR",
        "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
        "VERSION:2.0",
        "CALSCALE:GREGORIAN",
        "METHOD:PUBLISH",
        "X-WR-CALNAME:Work and home",
        "X-WR-CALDESC:Benchmark calendar of DateMath (issue 23)\\, invented",
    ]]
    for block in VTIMEZONES.values():
        out += [fold(l) for l in block.split("\n")]

    kinds = (["weekly"] * 34 + ["monthly-day"] * 7 + ["monthly-nth"] * 8 + ["daily"] * 10
             + ["yearly-allday"] * 8 + ["weekly-allday"] * 3 + ["single"] * 25 + ["single-allday"] * 5)
    stats = {"events": 0, "overrides": 0, "cancelled": 0, "exdates": 0, "alarms": 0}
    for n in range(500):
        kind = rng.choice(kinds)
        outlook = kind not in ("yearly-allday", "single") and rng.random() < 0.22
        zone = "W. Europe Standard Time" if outlook else rng.choices(
            ["America/New_York", "Europe/Berlin", "Australia/Sydney"], [55, 30, 15])[0]
        uid = (("040000008200E00074C5B7101A82E008000000%032X" % rng.getrandbits(128)) if outlook
               else "%026x@google.com" % rng.getrandbits(100))
        summary = rng.choice(SUMMARIES)
        length = rng.choice([15, 30, 30, 45, 60, 60, 60, 90, 120])
        use_duration = rng.random() < 0.2
        modified = created + dt.timedelta(days=rng.randint(0, 700), minutes=15 * rng.randint(0, 90))
        series = None
        all_day = kind.endswith("allday")
        if all_day:
            if kind == "yearly-allday":
                while True:
                    first = dt.date(rng.randint(1950, 2005), rng.randint(1, 12), rng.randint(1, 28))
                    if safe_all_day(first):
                        break
                series = Series(dt.datetime.combine(first, dt.time()), "FREQ=YEARLY", "YEARLY")
            elif kind == "weekly-allday":
                first = dt.date(2026, 1, 5) + dt.timedelta(days=rng.randint(0, 240))
                count = rng.randint(4, 12)
                series = Series(dt.datetime.combine(first, dt.time()), "FREQ=WEEKLY;COUNT=%d" % count,
                                "WEEKLY", byday=(first.weekday(),), count=count)
            else:
                first = dt.date(2025, 11, 1) + dt.timedelta(days=rng.randint(0, 420))
                while not safe_all_day(first) or not safe_all_day(first + dt.timedelta(days=4)):
                    first += dt.timedelta(days=5)
            days = 1 if kind != "single-allday" else rng.choice([1, 1, 2, 3, 5])
            start_line = "DTSTART;VALUE=DATE:" + day(first)
            end_line = "DTEND;VALUE=DATE:" + day(first + dt.timedelta(days=days))
        else:
            begin = quarter_time(rng, 22 * 60, length)
            if kind == "single":
                when = dt.datetime.combine(dt.date(2025, 10, 1) + dt.timedelta(days=rng.randint(0, 500)), begin)
                # Google writes one-off events in UTC.
                utc = to_utc(zone, when)
                start_line = "DTSTART:" + stamp(utc)
                end_line = ("DURATION:PT%dM" % length if use_duration
                            else "DTEND:" + stamp(utc + dt.timedelta(minutes=length)))
            else:
                first_day = dt.date(2023, 1, 2) + dt.timedelta(days=rng.randint(0, 1400))
                if kind == "daily":
                    first_day = dt.date(2025, 6, 1) + dt.timedelta(days=rng.randint(0, 560))
                first = dt.datetime.combine(first_day, begin)
                parts, args = [], {}
                if kind == "weekly":
                    days = sorted(rng.sample(range(5), rng.choice([1, 1, 2, 2, 3, 5]))) if rng.random() < 0.9 \
                        else [rng.choice([5, 6])]
                    interval = 2 if rng.random() < 0.2 else 1
                    while first.weekday() not in days:
                        first += ONE_DAY
                    parts.append("FREQ=WEEKLY")
                    args.update(freq="WEEKLY", byday=tuple(days), interval=interval, wkst=6 if outlook else 0)
                elif kind == "monthly-day":
                    monthday = rng.randint(1, 28)
                    while first.day != monthday:
                        first += ONE_DAY
                    parts.append("FREQ=MONTHLY")
                    args.update(freq="MONTHLY", bymonthday=monthday)
                elif kind == "monthly-nth":
                    weekday, nth = rng.choice([(1, 2), (4, -1), (0, 1), (2, 3)])
                    while first.date() != nth_weekday(first.year, first.month, weekday, nth):
                        first += ONE_DAY
                    parts.append("FREQ=MONTHLY")
                    args.update(freq="MONTHLY", nth=(weekday, nth))
                else:
                    parts.append("FREQ=DAILY")
                    args.update(freq="DAILY", interval=rng.choice([1, 1, 1, 2]))
                end = rng.random()
                if kind == "daily":
                    end = 0.5 + 0.5 * end  # daily series always end
                if end < 0.45:
                    pass
                elif end < 0.75:
                    until = first.date() + dt.timedelta(days=rng.randint(10 if kind == "daily" else 60, 900))
                    args["until_local"] = dt.datetime.combine(until, dt.time(23, 59, 59))
                else:
                    args["count"] = rng.randint(3, 60)
                if outlook:
                    # Outlook's order: FREQ;COUNT|UNTIL;INTERVAL;BY...;WKST
                    if "count" in args:
                        parts.append("COUNT=%d" % args["count"])
                    if "until_local" in args:
                        parts.append("UNTIL=" + stamp(to_utc(zone, dt.datetime.combine(until, first.time()))))
                        args["until_local"] = dt.datetime.combine(until, first.time())
                    parts.append("INTERVAL=%d" % args.get("interval", 1))
                if "byday" in args:
                    parts.append("BYDAY=" + ",".join(WEEKDAYS[d] for d in args["byday"]))
                if "bymonthday" in args:
                    parts.append("BYMONTHDAY=%d" % args["bymonthday"])
                if "nth" in args:
                    parts.append("BYDAY=%d%s" % (args["nth"][1], WEEKDAYS[args["nth"][0]]))
                if outlook:
                    if args.get("freq") == "WEEKLY":
                        parts.append("WKST=SU")
                else:
                    if args.get("interval", 1) > 1:
                        parts.append("INTERVAL=%d" % args["interval"])
                    if "until_local" in args:
                        # Google: the end of the last local day, in UTC.
                        parts.append("UNTIL=" + stamp(to_utc(zone, args["until_local"])))
                    if "count" in args:
                        parts.append("COUNT=%d" % args["count"])
                series = Series(first, ";".join(parts), **args)
                begin = first
            if series is not None:
                start_line = "DTSTART;TZID=%s:%s" % (zone, local(series.start))
                end_line = ("DURATION:PT%dM" % length if use_duration
                            else "DTEND;TZID=%s:%s" % (zone, local(series.start + dt.timedelta(minutes=length))))

        # EXDATEs and overrides, from the series' instances in and near the year.
        exdates, overrides = [], []
        if series is not None and kind != "yearly-allday":
            instances = [t for t in series.instances(dt.date(2027, 3, 1)) if t.year >= 2025]
            if instances and rng.random() < 0.3:
                exdates = sorted(rng.sample(instances, min(len(instances), rng.randint(1, 3))))
            rest = [t for t in instances if t not in exdates and not all_day]
            if rest and rng.random() < 0.25:
                for original in sorted(rng.sample(rest, min(len(rest), rng.randint(1, 3)))):
                    cancelled = rng.random() < 0.25
                    move = rng.choice([60, 120, -60, 24 * 60, 30])
                    moved = original + dt.timedelta(minutes=0 if cancelled else move)
                    if moved.hour < 7 or moved.hour * 60 + moved.minute + length > 22 * 60:
                        moved = original
                    overrides.append((original, moved, cancelled))

        def body(start_line, end_line, extra, sequence, status, summary_text):
            desc = description(rng)
            location = rng.choice(LOCATIONS)
            lines = []
            if outlook:
                lines += ["CLASS:PUBLIC", "CREATED:" + stamp(created), "DESCRIPTION:" + escape(desc or "\n"),
                          end_line, "DTSTAMP:20260101T090000Z", start_line] + extra + [
                    "LAST-MODIFIED:" + stamp(modified), "LOCATION:" + escape(location), "PRIORITY:5",
                    "SEQUENCE:%d" % sequence, "SUMMARY;LANGUAGE=en-us:" + escape(summary_text),
                    "TRANSP:OPAQUE", "UID:" + uid, "X-MICROSOFT-CDO-BUSYSTATUS:BUSY",
                    "X-MICROSOFT-CDO-IMPORTANCE:1", "X-MICROSOFT-DISALLOW-COUNTER:FALSE",
                    "X-MS-OLK-AUTOFILLLOCATION:FALSE", "X-MS-OLK-CONFTYPE:0"]
                if status == "CANCELLED":
                    lines.append("STATUS:CANCELLED")
            else:
                lines += [start_line, end_line] + extra + [
                    "DTSTAMP:20260101T090000Z", "UID:" + uid]
                if rng.random() < 0.35 and not all_day:
                    organizer = rng.choice(NAMES)
                    lines.append("ORGANIZER;CN=%s:mailto:%s" % (organizer, email(organizer)))
                    for guest in rng.sample(NAMES, rng.randint(1, 4)):
                        lines.append(
                            "ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=%s;CN=%s;X-NUM-GUESTS=0:mailto:%s"
                            % (rng.choice(["ACCEPTED", "NEEDS-ACTION", "TENTATIVE"]), guest, email(guest)))
                lines += ["CREATED:" + stamp(created), "DESCRIPTION:" + escape(desc),
                          "LAST-MODIFIED:" + stamp(modified), "LOCATION:" + escape(location),
                          "SEQUENCE:%d" % sequence, "STATUS:" + status, "SUMMARY:" + escape(summary_text),
                          "TRANSP:" + ("TRANSPARENT" if all_day else "OPAQUE")]
            if rng.random() < 0.4 and status != "CANCELLED":
                stats["alarms"] += 1
                if outlook:
                    lines += ["BEGIN:VALARM", "TRIGGER:-PT15M", "ACTION:DISPLAY", "DESCRIPTION:Reminder", "END:VALARM"]
                else:
                    trigger = rng.choice(["-P0DT0H10M0S", "-P0DT0H30M0S", "-P1DT0H0M0S"] if not all_day
                                         else ["-P0DT15H0M0S"])
                    lines += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:This is an event reminder",
                              "TRIGGER:" + trigger, "END:VALARM"]
            return ["BEGIN:VEVENT"] + lines + ["END:VEVENT"]

        extra = []
        if series is not None:
            extra.append("RRULE:" + series.rule)
            stats["exdates"] += len(exdates)
            for t in exdates:
                extra.append(("EXDATE;VALUE=DATE:" + day(t)) if all_day else "EXDATE;TZID=%s:%s" % (zone, local(t)))
        lines = body(start_line, end_line, extra, 0, "CONFIRMED", summary)
        for original, moved, cancelled in overrides:
            stats["overrides"] += 1
            stats["cancelled"] += cancelled
            rid = "RECURRENCE-ID;TZID=%s:%s" % (zone, local(original))
            o_end = ("DURATION:PT%dM" % length if use_duration
                     else "DTEND;TZID=%s:%s" % (zone, local(moved + dt.timedelta(minutes=length))))
            lines += body("DTSTART;TZID=%s:%s" % (zone, local(moved)), o_end, [rid], 1,
                          "CANCELLED" if cancelled else "CONFIRMED",
                          summary + ("" if cancelled or moved == original else " (moved)"))
        out += [fold(l) for l in lines]
        stats["events"] += 1
    out.append(fold("END:VCALENDAR"))
    data = b"".join(out)
    with open(path, "wb") as f:
        f.write(data)
    print("%s: %d bytes, %d events, %d overrides (%d cancelled), %d EXDATEs, %d alarms"
          % (path, len(data), stats["events"], stats["overrides"], stats["cancelled"], stats["exdates"],
             stats["alarms"]), file=sys.stderr)


# ---------------------------------------------------------------------------
# The large file: an archive of a busy shared calendar, with long
# descriptions (escapes, UTF-8 that folding must not split), HTML
# alternatives, inline base64 attachments (one logical line of tens of
# kilobytes, folded) and attachment URLs.

WORDS = ("the of and a to in is you that it he was for on are as with his they at be this have from or one had "
         "by word but not what all were we when your can said there use an each which she do how their if will "
         "up other about out many then them these so some her would make like him into time has look two more "
         "Straße über Größe naïve café résumé São Paulo Zürich Kraków Ångström 東京 会議 Привет 😀 🎉").split()


def paragraph(rng, words):
    text = " ".join(rng.choice(WORDS) for _ in range(words))
    return text[0].upper() + text[1:] + rng.choice([".", "!", "?", "; see below,", ": notes\n"])


def write_large(path, size):
    rng = random.Random(10_485_760)
    head = [fold(l) for l in [
        "BEGIN:VCALENDAR", "PRODID:-//DateMath benchmark//large file//EN", "VERSION:2.0",
        "CALSCALE:GREGORIAN", "X-WR-CALNAME:Archive", "X-WR-TIMEZONE:Europe/Berlin"]]
    for block in VTIMEZONES.values():
        head += [fold(l) for l in block.split("\n")]
    tail = fold("END:VCALENDAR")
    written = sum(map(len, head)) + len(tail)
    events = 0
    with open(path, "wb") as f:
        f.write(b"".join(head))
        while written < size:
            zone = rng.choice(list(VTIMEZONES))
            start = dt.datetime(2020, 1, 1, 8) + dt.timedelta(days=rng.randint(0, 2500), minutes=15 * rng.randint(0, 40))
            lines = ["BEGIN:VEVENT", "UID:%032x@archive.example.com" % rng.getrandbits(128),
                     "DTSTAMP:20260101T090000Z",
                     "DTSTART;TZID=%s:%s" % (zone, local(start)),
                     "DTEND;TZID=%s:%s" % (zone, local(start + dt.timedelta(minutes=rng.choice([30, 60, 90]))))]
            if rng.random() < 0.3:
                lines.append("RRULE:FREQ=WEEKLY;BYDAY=%s;COUNT=%d" % (WEEKDAYS[start.weekday()], rng.randint(2, 30)))
            lines.append("SUMMARY:" + escape(paragraph(rng, rng.randint(2, 8))))
            desc = "\n".join(paragraph(rng, rng.randint(15, 80)) for _ in range(rng.randint(1, 5)))
            lines.append("DESCRIPTION:" + escape(desc))
            if rng.random() < 0.3:
                lines.append("X-ALT-DESC;FMTTYPE=text/html:" + escape(
                    "<html><body>" + "".join("<p>%s</p>" % p for p in desc.split("\n")) + "</body></html>"))
            lines.append("LOCATION:" + escape(rng.choice(LOCATIONS)))
            for guest in rng.sample(NAMES, rng.randint(0, 6)):
                lines.append("ATTENDEE;CN=\"%s\";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=TRUE:mailto:%s"
                             % (guest, email(guest)))
            if rng.random() < 0.15:
                lines.append("ATTACH;FMTTYPE=application/pdf:https://drive.example.com/files/%x/agenda.pdf?"
                             "export=download&id=%032x" % (rng.getrandbits(64), rng.getrandbits(128)))
            if rng.random() < 0.006:
                octets = 3 * 1024 * rng.randint(4, 32)
                blob = base64.b64encode(rng.getrandbits(8 * octets).to_bytes(octets, "little")).decode()
                lines.append("ATTACH;FMTTYPE=application/octet-stream;ENCODING=BASE64;VALUE=BINARY;"
                             "X-FILENAME=notes-%d.bin:%s" % (events, blob))
            if rng.random() < 0.3:
                lines += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Reminder", "TRIGGER:-PT15M", "END:VALARM"]
            lines.append("END:VEVENT")
            chunk = b"".join(fold(l) for l in lines)
            f.write(chunk)
            written += len(chunk)
            events += 1
        f.write(tail)
    print("%s: %d bytes, %d events" % (path, written, events), file=sys.stderr)


def main(argv):
    here = os.path.dirname(os.path.abspath(__file__))
    if len(argv) >= 1 and argv[0] == "year" and len(argv) <= 2:
        write_year(argv[1] if len(argv) == 2 else os.path.join(here, "calendar-500.ics"))
    elif len(argv) == 3 and argv[0] == "large":
        write_large(argv[2], int(argv[1]))
    else:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 64
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
