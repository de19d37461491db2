"""Writes the iCalendar corpus of issue 23: Fixtures/ics/<app>/<name>.ics in
the shapes Google Calendar, Outlook, Apple Calendar and Nextcloud export, a
few hand-shaped edge files under Fixtures/ics/edge/, and
Fixtures/ics/manifest.json (file -> expansion window).

Everything here is invented (seeded random choices); nothing is copied from
a real calendar.  zoneinfo is used only to place events near DST changes and
to check that each VTIMEZONE written agrees with IANA over its file's window;
the expected occurrences come from the oracles (oracle_rie.py, libical_ics.c).
"""
import functools
import json
import os
import random
import sys
from datetime import date, datetime, time, timedelta, timezone
from zoneinfo import ZoneInfo

from dateutil.rrule import rrulestr

from icsfmt import Lines, fmt_local, vtimezone
from model import Alarm, Override, Series, When, render, to_utc
from zones import ZONES, Zone

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", "ics"))
UTC = timezone.utc

SUMMARIES = {
    "google": ["Team sync", "1:1 with Dana", "Sprint planning", "Yoga", "Standup", "Office hours",
               "Dentist", "Book club", "Piano lesson", "Lunch & learn"],
    "outlook": ["Weekly status meeting", "Project review", "Budget call", "All hands", "Training: Excel",
                "Vendor sync", "Quarterly planning", "Customer check-in", "Interview loop", "Team lunch"],
    "apple": ["Gym", "Kids pickup", "Family dinner", "Swimming", "Guitar", "Call Mom",
              "Farmers market", "Running club", "Choir", "Date night"],
    "nextcloud": ["Besprechung für Q2 – Planung", "Plenum", "Réunion d'équipe", "Vereinssitzung",
                  "Sprechstunde", "Chorprobe", "Mittagessen", "Retro", "Spieleabend", "Hausaufgaben"],
}

LONG_DESC = ("Agenda: review the open items from last week, the roadmap for the next quarter, "
             "and anything else that comes up. Dial-in details are in the invitation; "
             "please join five minutes early.")


@functools.lru_cache(maxsize=None)
def transitions(iana, year):
    """DST changes of a zone in a year: (wall-clock time before, old offset, new offset)."""
    tz = ZoneInfo(iana)
    t = datetime(year, 1, 1, tzinfo=UTC)
    prev = t.astimezone(tz).utcoffset()
    out = []
    while t.year == year:
        nxt = t + timedelta(hours=1)
        off = nxt.astimezone(tz).utcoffset()
        if off != prev:
            lo, hi = t, nxt  # the change is in (lo, hi]: find its minute
            while hi - lo > timedelta(minutes=1):
                mid = lo + (hi - lo) / 2
                mid = mid.replace(second=0, microsecond=0)
                if mid == lo:
                    break
                if mid.astimezone(tz).utcoffset() == prev:
                    lo = mid
                else:
                    hi = mid
            out.append(((hi + prev).replace(tzinfo=None), prev, off))
            prev = off
        t = nxt
    return tuple(out)


class Ctx:
    def __init__(self, app, name, rng, zone, year, spring, tzid=None, quote=False):
        self.app, self.name, self.rng, self.zone = app, name, rng, zone
        self.tzid = tzid or (zone.windows if app == "outlook" else zone.iana)
        self.quote = quote
        trs = transitions(zone.iana, year)
        pick = [t for t in trs if (t[2] > t[1]) == spring] or trs
        self.change, self.old, self.new = pick[0]
        self.spring = self.new > self.old
        self.delta = abs(self.new - self.old)
        day = self.change.date()
        self.win_from = datetime.combine(day - timedelta(days=rng.randint(24, 32)), time(5, 7), UTC)
        self.win_to = datetime.combine(day + timedelta(days=rng.randint(18, 27)), time(5, 7), UTC)
        self.series = []
        self.extra_zones = []
        self.n = 0

    def w(self, dt, mode="tz"):
        if mode == "tz":
            return When(dt, "tz", self.tzid, self.quote)
        return When(dt, mode)

    def uid(self):
        self.n += 1
        r = self.rng
        if self.app == "google":
            a = "".join(r.choice("0123456789abcdefghijklmnopqrstuv") for _ in range(26))
            return f"{a}@google.com"
        if self.app == "outlook":
            h = "".join(r.choice("0123456789ABCDEF") for _ in range(32))
            return "040000008200E00074C5B7101A82E00800000000" + h + "0000000000000000100000000" + h[:8]
        u = "%08x-%04x-4%03x-%04x-%012x" % (r.getrandbits(32), r.getrandbits(16), r.getrandbits(12),
                                           0x8000 | r.getrandbits(14), r.getrandbits(48))
        return u.upper() if self.app == "apple" else u

    def summary(self):
        return self.rng.choice(SUMMARIES.get(self.app, SUMMARIES["google"]))

    def until_utc(self, local):
        """UNTIL as a UTC instant, the way each app writes it."""
        u = to_utc(local, self.zone)
        return u.strftime("%Y%m%dT%H%M%SZ")


def occurrences(s: Series, limit=400):
    """Wall-clock occurrences (for choosing overrides and EXDATEs only)."""
    rule = s.rrule
    parts = [p for p in rule.split(";") if not p.startswith("UNTIL=")]
    until = [p[6:] for p in rule.split(";") if p.startswith("UNTIL=")]
    start = s.start.value
    r = rrulestr(";".join(parts), dtstart=start if isinstance(start, datetime) else datetime.combine(start, time()))
    out = []
    for i, d in enumerate(r):
        if i >= limit:
            break
        if until:
            u = until[0]
            if len(u) == 8:
                if d.date() > datetime.strptime(u, "%Y%m%d").date():
                    break
            elif d > datetime.strptime(u[:15], "%Y%m%dT%H%M%S") + timedelta(hours=14):
                break
        out.append(d if isinstance(start, datetime) else d.date())
    return out


def near(occ, target, after=True):
    """The first occurrence after (or last before) a wall-clock time."""
    if after:
        c = [o for o in occ if o >= target]
        return c[0] if c else occ[-1]
    c = [o for o in occ if o < target]
    return c[-1] if c else occ[0]


def cday(ctx):
    return datetime.combine(ctx.change.date(), time())


# --- series templates -------------------------------------------------------

def t_weekly(ctx, cancel_style="exdate"):
    r = ctx.rng
    days = r.choice([["MO"], ["TU"], ["WE", "FR"], ["TH"], ["MO", "WE"], ["TU", "TH"], ["SU"]])
    hh, mm = r.choice([(8, 0), (9, 30), (12, 0), (16, 30), (18, 0), (7, 45)])
    names = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]
    d = cday(ctx) - timedelta(days=r.randint(28, 40))
    while names[d.weekday()] not in days:
        d += timedelta(days=1)
    start = d.replace(hour=hh, minute=mm)
    length = timedelta(minutes=r.choice([30, 45, 60, 90]))
    end_style = r.choice(["count", "until", "none"])
    if ctx.app == "outlook":
        rule = "FREQ=WEEKLY;"
        if end_style == "count":
            rule += f"COUNT={r.randint(8, 14)};"
        elif end_style == "until":
            rule += f"UNTIL={ctx.until_utc(cday(ctx).replace(hour=hh, minute=mm) + timedelta(days=r.randint(10, 30)))};"
        rule += f"INTERVAL=1;BYDAY={','.join(days)};WKST=SU"
    else:
        rule = "FREQ=WEEKLY;"
        if ctx.app == "google" or len(days) > 1 or r.random() < 0.5:
            rule += f"BYDAY={','.join(days)};"
        if end_style == "count":
            rule += f"COUNT={r.randint(8, 14)}"
        elif end_style == "until":
            u = cday(ctx) + timedelta(days=r.randint(10, 30))
            if ctx.app == "google":
                u = u.replace(hour=23, minute=59, second=59)
            else:
                u = u.replace(hour=hh, minute=mm)
            rule += f"UNTIL={ctx.until_utc(u)}"
        rule = rule.rstrip(";")
    s = Series(ctx.uid(), ctx.summary(), ctx.w(start), ctx.w(start + length), rrule=rule,
               description=LONG_DESC if r.random() < 0.3 else "", location=r.choice(["", "Room 4.12", "Zoom"]))
    occ = occurrences(s)
    after = near(occ, ctx.change)
    before = near(occ, ctx.change, after=False)
    if after != before:
        shift = timedelta(hours=r.choice([1, 2, -1]))
        s.overrides.append(Override(ctx.w(after), ctx.w(after + shift), ctx.w(after + shift + length),
                                    summary=s.summary + " (moved)"))
    early = [o for o in occ if o < before]
    if early:
        x = r.choice(early)
        if cancel_style == "status":
            s.overrides.append(Override(ctx.w(x), ctx.w(x), ctx.w(x + length), status="CANCELLED"))
        else:
            s.exdates.append(ctx.w(x))
    ctx.series.append(s)


def t_standup(ctx):
    r = ctx.rng
    hh, mm = r.choice([(9, 0), (9, 30), (10, 0), (8, 45)])
    start = (cday(ctx) - timedelta(days=r.randint(20, 30))).replace(hour=hh, minute=mm)
    while start.weekday() > 4:
        start += timedelta(days=1)
    rule = "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR" if ctx.app != "outlook" else "FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR;WKST=SU"
    if r.random() < 0.5:
        rule = "FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR" if ctx.app != "outlook" else rule
    s = Series(ctx.uid(), "Standup", ctx.w(start), ctx.w(start + timedelta(minutes=15)), rrule=rule)
    occ = occurrences(s, 80)
    # the last working day before the change moves to the first one after it (across the change)
    before = near(occ, cday(ctx), after=False)
    after = near(occ, cday(ctx) + timedelta(days=1))
    s.overrides.append(Override(ctx.w(before), ctx.w(after.replace(hour=hh + 2)),
                                ctx.w(after.replace(hour=hh + 2) + timedelta(minutes=15)),
                                summary="Standup (moved across the clock change)"))
    ex = [o for o in occ if o < before][-r.randint(3, 8)]
    if ctx.app == "google" and r.random() < 0.5:
        s.overrides.append(Override(ctx.w(ex), ctx.w(ex), ctx.w(ex + timedelta(minutes=15)), status="CANCELLED"))
    else:
        s.exdates.append(ctx.w(ex))
    ctx.series.append(s)


def t_gap(ctx):
    """A daily series at a wall-clock time that the change skips or repeats."""
    r = ctx.rng
    if ctx.spring:
        t = ctx.change + ctx.delta / 2
    else:
        t = ctx.change - ctx.delta / 2
    start = t - timedelta(days=r.randint(2, 4))
    count = r.randint(6, 9)
    s = Series(ctx.uid(), r.choice(["Backup job", "Night shift handover", "Medication", "Server maintenance"]),
               ctx.w(start), ctx.w(start + timedelta(minutes=r.choice([15, 30]))),
               rrule=("FREQ=DAILY;COUNT=%d" % count) if ctx.app != "outlook" else "FREQ=DAILY;COUNT=%d;INTERVAL=1" % count)
    ctx.series.append(s)


def t_overnight(ctx):
    """An overnight event (DTEND next morning) repeated over the night of the change."""
    r = ctx.rng
    start = (cday(ctx) - timedelta(days=r.randint(2, 3))).replace(hour=r.choice([21, 22, 23]))
    end = start + timedelta(hours=r.choice([8, 9]))
    s = Series(ctx.uid(), r.choice(["On call", "Sleep study", "Night train"]), ctx.w(start), ctx.w(end),
               rrule="FREQ=DAILY;COUNT=5")
    ctx.series.append(s)


def t_monthly(ctx):
    r = ctx.rng
    rule, start = r.choice([
        ("FREQ=MONTHLY;BYDAY=2TU", None), ("FREQ=MONTHLY;BYDAY=-1FR", None),
        ("FREQ=MONTHLY;BYMONTHDAY=1", None), ("FREQ=MONTHLY;BYMONTHDAY=15", None)])
    base = cday(ctx) - timedelta(days=100)
    s = Series(ctx.uid(), r.choice(["Monthly review", "Rent", "Board meeting", "Book club"]),
               ctx.w(base), None, rrule=rule)
    first = occurrences(Series("", "", When(base.replace(hour=10), "float"), rrule=rule), 3)[0]
    start = first.replace(hour=r.choice([10, 14, 19]))
    s.start = ctx.w(start)
    s.end = ctx.w(start + timedelta(hours=1))
    ctx.series.append(s)


def t_allday(ctx):
    r = ctx.rng
    kind = r.choice(["weekly", "multiday", "birthday"])
    d = ctx.change.date()
    if kind == "weekly":
        start = d - timedelta(days=r.randint(14, 21))
        s = Series(ctx.uid(), r.choice(["Remote day", "Trash day", "Gym day"]), When(start, "date"),
                   When(start + timedelta(days=1), "date"), rrule="FREQ=WEEKLY" + (";COUNT=8" if r.random() < 0.5 else ""),
                   transp="TRANSPARENT")
        occ = occurrences(s, 10)
        s.exdates.append(When(occ[2], "date"))
    elif kind == "multiday":
        start = d - timedelta(days=r.randint(1, 2))
        s = Series(ctx.uid(), r.choice(["Conference", "Ski trip", "Offsite"]), When(start, "date"),
                   When(start + timedelta(days=r.randint(3, 5)), "date"), transp="TRANSPARENT")
    else:
        bd = d + timedelta(days=r.randint(-10, 10))
        start = bd.replace(year=r.randint(1975, 2000))
        s = Series(ctx.uid(), r.choice(["Alex's birthday", "Anniversary", "Sam's birthday"]), When(start, "date"),
                   When(start + timedelta(days=1), "date"), rrule="FREQ=YEARLY", transp="TRANSPARENT")
    ctx.series.append(s)


def t_single(ctx, utc=False):
    r = ctx.rng
    start = (cday(ctx) + timedelta(days=r.randint(-6, 6))).replace(hour=r.choice([8, 11, 15, 19]),
                                                                 minute=r.choice([0, 30]))
    end = start + timedelta(hours=r.choice([1, 2]))
    if utc:
        s = Series(ctx.uid(), ctx.summary(), When(to_utc(start, ctx.zone), "utc"), When(to_utc(end, ctx.zone), "utc"))
    else:
        s = Series(ctx.uid(), ctx.summary(), ctx.w(start), ctx.w(end))
    ctx.series.append(s)


def t_rdate(ctx):
    """A weekly series with extra dates (RDATE) and one taken out (EXDATE)."""
    r = ctx.rng
    start = (cday(ctx) - timedelta(days=21)).replace(hour=17, minute=30)
    s = Series(ctx.uid(), "Course", ctx.w(start), ctx.w(start + timedelta(hours=2)), rrule="FREQ=WEEKLY;COUNT=7")
    extra = [start + timedelta(days=k * 7 + 2) for k in (1, 3)]
    s.rdates.append(({"TZID": ctx.tzid}, ",".join(fmt_local(e) for e in extra)))
    occ = occurrences(s, 10)
    s.exdates.append(ctx.w(occ[4]))
    ctx.series.append(s)


def t_duration(ctx):
    r = ctx.rng
    start = (cday(ctx) - timedelta(days=r.randint(8, 15))).replace(hour=r.choice([9, 13, 20]))
    s = Series(ctx.uid(), ctx.summary(), ctx.w(start), None, duration=r.choice(["PT1H", "PT45M", "PT2H30M"]),
               rrule="FREQ=WEEKLY;COUNT=5")
    ctx.series.append(s)


def t_todo(ctx):
    r = ctx.rng
    start = (cday(ctx) - timedelta(days=r.randint(10, 20))).replace(hour=9)
    due = start + timedelta(hours=r.choice([2, 8]))
    s = Series(ctx.uid(), r.choice(["Water the plants", "Submit timesheet", "Take out recycling"]), ctx.w(start),
               kind="VTODO", due=ctx.w(due), rrule="FREQ=WEEKLY;COUNT=6")
    ctx.series.append(s)


def t_flight(ctx):
    """A flight: DTSTART in one zone, DTEND in another."""
    other = "Europe/Berlin" if ctx.zone.iana != "Europe/Berlin" else "America/New_York"
    oz = ZONES[other]
    start = (cday(ctx) + timedelta(days=ctx.rng.randint(-3, 3))).replace(hour=18, minute=15)
    land = (to_utc(start, ctx.zone) + timedelta(hours=8, minutes=40)).replace(tzinfo=UTC).astimezone(ZoneInfo(other))
    tz_o = oz.windows if ctx.app == "outlook" else other
    s = Series(ctx.uid(), "Flight LH 401", ctx.w(start), When(land.replace(tzinfo=None), "tz", tz_o))
    ctx.series.append(s)
    if other not in ctx.extra_zones:
        ctx.extra_zones.append(other)


def t_alarm(ctx):
    r = ctx.rng
    t_weekly(ctx)
    ctx.series[-1].alarms.append(Alarm(r.choice(["-PT15M", "-PT10M", "-PT30M"])))


# --- calendars ---------------------------------------------------------------

def calendar(ctx: Ctx, historic=False, xwr=True, calname=None):
    app = ctx.app
    L = Lines()
    L.add("BEGIN", "VCALENDAR")
    calname = calname or ctx.rng.choice(["Work", "Personal", "Family", "Team", "Kalender"])
    if app == "google":
        L.add("PRODID", "-//Google Inc//Google Calendar 70.9054//EN")
        L.add("VERSION", "2.0")
        L.add("CALSCALE", "GREGORIAN")
        L.add("METHOD", "PUBLISH")
        L.add("X-WR-CALNAME", calname)
        if xwr:
            L.add("X-WR-TIMEZONE", ctx.zone.iana)
        L.add("X-WR-CALDESC", "")
    elif app == "outlook":
        L.add("PRODID", "-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN")
        L.add("VERSION", "2.0")
        L.add("METHOD", "PUBLISH")
        L.add("X-CALSTART", ctx.win_from.strftime("%Y%m%dT%H%M%SZ"))
        L.add("X-CALEND", ctx.win_to.strftime("%Y%m%dT%H%M%SZ"))
        L.add("X-CLIPSTART", ctx.win_from.strftime("%Y%m%dT000000Z"))
        L.add("X-CLIPEND", ctx.win_to.strftime("%Y%m%dT000000Z"))
        L.add("X-MS-OLK-WKHRDAYS", "MO,TU,WE,TH,FR")
        L.add("X-MS-OLK-WKHREND", "170000", TZID='"' + ctx.zone.windows + '"')
        L.add("X-MS-OLK-WKHRSTART", "080000", TZID='"' + ctx.zone.windows + '"')
        L.add("X-PRIMARY-CALENDAR", "TRUE")
        L.add("X-WR-CALNAME", "Calendar")
        L.add("X-WR-RELCALID", "{0000002E-%04X-%04X-%04X-%012X}" % (
            ctx.rng.getrandbits(16), ctx.rng.getrandbits(16), ctx.rng.getrandbits(16), ctx.rng.getrandbits(48)))
    elif app == "apple":
        L.add("METHOD", "PUBLISH")
        L.add("VERSION", "2.0")
        L.add("X-WR-CALNAME", calname)
        L.add("PRODID", "-//Apple Inc.//macOS 14.4.1//EN")
        L.add("X-APPLE-CALENDAR-COLOR", ctx.rng.choice(["#1BADF8", "#63DA38", "#FF2968", "#CC73E1"]))
        if xwr:
            L.add("X-WR-TIMEZONE", ctx.zone.iana)
        L.add("CALSCALE", "GREGORIAN")
    else:
        L.add("VERSION", "2.0")
        L.add("CALSCALE", "GREGORIAN")
        L.add("PRODID", "-//SabreDAV//SabreDAV//EN")
        L.add("X-WR-CALNAME", calname)
        L.add("X-APPLE-CALENDAR-COLOR", "#0082c9")
        L.add("REFRESH-INTERVAL;VALUE=DURATION", "PT4H")
        L.add("X-PUBLISHED-TTL", "PT4H")
    zones = [ctx.zone] + [ZONES[z] for z in ctx.extra_zones]
    uses_tz = any(s.start and s.start.mode == "tz" for s in ctx.series)
    if uses_tz or ctx.extra_zones:
        for z in zones:
            style = app if app != "nextcloud" else "nextcloud"
            if ctx.tzid_override and z is ctx.zone:
                L.extend(vtimezone(z, style, historic, tzid=ctx.tzid, observances=ctx.observances))
            else:
                L.extend(vtimezone(z, style, historic))
    for s in ctx.series:
        L.extend(render(s, app))
        for ov in s.overrides:
            L.extend(render(s, app, ov))
    L.add("END", "VCALENDAR")
    return L


Ctx.tzid_override = False
Ctx.observances = None


APP_ZONES = {
    "google": ["America/New_York", "America/Los_Angeles", "Europe/Berlin", "Europe/Dublin", "Australia/Sydney",
               "Australia/Lord_Howe", "America/Santiago"],
    "outlook": ["America/Los_Angeles", "America/New_York", "Europe/Berlin", "Europe/Dublin", "Australia/Sydney",
                "Australia/Lord_Howe", "America/Santiago"],
    "apple": ["Europe/Berlin", "America/New_York", "Australia/Sydney", "Europe/Dublin", "America/Santiago",
              "Australia/Lord_Howe", "America/Los_Angeles"],
    "nextcloud": ["Europe/Berlin", "Europe/Dublin", "America/New_York", "Australia/Sydney", "America/Santiago",
                  "Australia/Lord_Howe"],
}

TEMPLATES = {
    "google": [t_weekly, t_standup, t_gap, t_overnight, t_monthly, t_allday, lambda c: t_single(c, utc=True),
               t_flight, t_alarm, lambda c: t_weekly(c, "status")],
    "outlook": [t_weekly, t_standup, t_gap, t_overnight, t_monthly, t_allday, t_single, t_alarm, t_rdate],
    "apple": [t_weekly, t_standup, t_gap, t_overnight, t_monthly, t_allday, t_single, t_flight, t_rdate, t_alarm],
    "nextcloud": [t_weekly, t_standup, t_gap, t_overnight, t_monthly, t_allday, t_single, t_duration, t_todo,
                  lambda c: t_weekly(c, "status")],
}

FILES_PER_APP = 27


def app_files(app):
    out = []
    zones = APP_ZONES[app]
    for i in range(FILES_PER_APP):
        zname = zones[i % len(zones)]
        rng = random.Random(f"{app}-{i}")
        year = 2024 + (i // len(zones) + i) % 4
        spring = (i // len(zones)) % 2 == 0
        z = ZONES[zname]
        city = zname.split("/")[1].lower()
        name = f"{city}-{year}-{'spring' if spring else 'autumn'}-{i:02d}"
        ctx = Ctx(app, name, rng, z, year, spring)
        temps = TEMPLATES[app]
        # the first three templates in turn, plus two or three others
        picks = [temps[i % 3], temps[3 + i % (len(temps) - 3)]]
        picks += rng.sample(temps, rng.randint(2, 3))
        for t in picks:
            t(ctx)
        historic = app == "outlook" and i % 2 == 1
        out.append((f"{app}/{name}.ics", calendar(ctx, historic=historic), ctx))
    if app in ("apple", "outlook"):  # Brazil's last DST seasons, VTIMEZONE with the historic onsets
        for j, spring in enumerate((False, True)):
            i = FILES_PER_APP + j
            rng = random.Random(f"{app}-{i}")
            name = f"sao_paulo-2018-{'spring' if spring else 'autumn'}-{i:02d}"
            ctx = Ctx(app, name, rng, ZONES["America/Sao_Paulo"], 2018, spring)
            temps = TEMPLATES[app]
            for t in [temps[j], temps[2], temps[3]] + rng.sample(temps, 2):
                t(ctx)
            out.append((f"{app}/{name}.ics", calendar(ctx, historic=True), ctx))
    return out


_TZ_CACHE = {}


def check_vtimezones(path, data, ctx, skip=()):
    """Every VTIMEZONE written agrees with zoneinfo over the window (writer's own check).

    Returns {TZID: IANA zone} for the VTIMEZONEs checked (the manifest's
    vtimezone-checked): compare.py reads those TZIDs with zoneinfo.
    """
    import icalendar
    cal = icalendar.Calendar.from_ical(data)
    checked = {}
    for vtz in cal.walk("VTIMEZONE"):
        tzid = str(vtz["TZID"])
        if tzid in skip:
            continue
        iana = ZONES[tzid].iana if tzid in ZONES else {z.windows: z.iana for z in ZONES.values()}.get(tzid)
        if iana is None:
            iana = ctx.zone.iana
        key = vtz.to_ical()
        if key not in _TZ_CACHE:
            _TZ_CACHE[key] = vtz.to_tz(lookup_tzid=False)
        mine = _TZ_CACHE[key]
        ref = ZoneInfo(iana)
        # every 6 hours, and around each of zoneinfo's changes in the window
        points = []
        t = ctx.win_from - timedelta(days=2)
        while t < ctx.win_to + timedelta(days=2):
            points.append(t)
            t += timedelta(hours=6)
        for year in range(ctx.win_from.year, ctx.win_to.year + 1):
            for wall, old, new in transitions(iana, year):
                at = (wall - old).replace(tzinfo=UTC)
                points += [at + timedelta(minutes=m) for m in (-61, -1, 0, 1, 59, 61)]
        for t in points:
            a = t.astimezone(mine).utcoffset()
            b = t.astimezone(ref).utcoffset()
            if a != b:
                raise SystemExit(f"{path}: VTIMEZONE {tzid} gives {a} at {t}, zoneinfo {iana} {b}")
        checked[tzid] = iana
    return checked


def main():
    import edge
    files = []
    for app in ("google", "outlook", "apple", "nextcloud"):
        files += app_files(app)
    files += edge.edge_files()
    manifest = {}
    for path, L, ctx in files:
        data = L.to_bytes()
        checked = check_vtimezones(path, data, ctx, skip=getattr(ctx, "nonstandard", ()))
        full = os.path.join(ROOT, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "wb") as f:
            f.write(data)
        manifest[path] = {"from": ctx.win_from.strftime("%Y-%m-%dT%H:%M:%SZ"),
                          "to": ctx.win_to.strftime("%Y-%m-%dT%H:%M:%SZ")}
        if getattr(ctx, "note", None):
            manifest[path]["note"] = ctx.note
        if getattr(ctx, "not_iana", None):
            manifest[path]["vtimezone-not-iana"] = ctx.not_iana
        if checked:
            manifest[path]["vtimezone-checked"] = dict(sorted(checked.items()))
    with open(os.path.join(ROOT, "manifest.json"), "w") as f:
        json.dump(dict(sorted(manifest.items())), f, indent=1, ensure_ascii=False)
        f.write("\n")
    print(f"writer: {len(manifest)} files")


if __name__ == "__main__":
    main()
