"""Series and overrides, rendered into VEVENT/VTODO blocks in each app's
property order (issue 23)."""
import zlib
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta, timezone
from zoneinfo import ZoneInfo

from icsfmt import Lines, escape_text, fmt_date, fmt_local, param_value
from zones import Zone

UTC = timezone.utc


@dataclass
class When:
    """A DTSTART-like value: mode tz (TZID), utc (Z), float, date."""
    value: datetime | date
    mode: str
    tzid: str | None = None
    quote: bool = False  # write TZID="..." even when not needed

    def params(self):
        if self.mode == "date":
            return {"VALUE": "DATE"}
        if self.mode == "tz":
            return {"TZID": param_value(self.tzid, self.quote)}
        return {}

    def text(self):
        if self.mode == "date":
            return fmt_date(self.value)
        if self.mode == "utc":
            return fmt_local(self.value) + "Z"
        return fmt_local(self.value)


@dataclass
class Alarm:
    trigger: str  # e.g. -PT15M, or 20240310T080000Z (absolute)
    related: str | None = None  # END
    repeat: int | None = None
    duration: str | None = None
    action: str = "DISPLAY"


@dataclass
class Override:
    rid: When
    start: When
    end: When | None = None
    duration: str | None = None
    status: str | None = None
    summary: str | None = None
    range_: str | None = None  # THISANDFUTURE
    sequence: int = 1


@dataclass
class Series:
    uid: str
    summary: str
    start: When | None
    end: When | None = None
    duration: str | None = None
    rrule: str | None = None
    exrule: str | None = None
    rdates: list = field(default_factory=list)  # list of (params dict, text) already formatted
    exdates: list = field(default_factory=list)  # list of When (each its own line) or a list of When (one line)
    overrides: list = field(default_factory=list)
    kind: str = "VEVENT"
    due: When | None = None
    status: str | None = None
    alarms: list = field(default_factory=list)
    description: str = ""
    location: str = ""
    transp: str = "OPAQUE"
    stamp: datetime = datetime(2024, 1, 15, 12, 0, 0)


def to_utc(local: datetime, zone: Zone | str):
    """The instant of a wall-clock time (for writing UTC values, as Google does)."""
    name = zone.iana if isinstance(zone, Zone) else zone
    return local.replace(tzinfo=ZoneInfo(name)).astimezone(UTC).replace(tzinfo=None)


def _dt(L, name, w: When, extra=None):
    params = dict(w.params())
    if extra:
        params.update(extra)
    L.add(name, w.text(), **params)


def _exdates(L, s: Series):
    for e in s.exdates:
        if isinstance(e, list):
            p = e[0].params()
            L.add("EXDATE", ",".join(x.text() for x in e), **p)
        else:
            _dt(L, "EXDATE", e)


def _rdates(L, s: Series):
    for params, text in s.rdates:
        L.add("RDATE", text, **params)


def _times(L, start, end, duration, due):
    """DTSTART, DTEND, DURATION and DUE, those given, in that order."""
    if start:
        _dt(L, "DTSTART", start)
    if end:
        _dt(L, "DTEND", end)
    if duration:
        L.add("DURATION", duration)
    if due:
        _dt(L, "DUE", due)


def _rules(L, s: Series):
    """The master's RRULE and EXRULE, those it has."""
    if s.rrule:
        L.add("RRULE", s.rrule)
    if s.exrule:
        L.add("EXRULE", s.exrule)


def _recurrence(L, s: Series):
    """The master's RRULE, EXRULE, EXDATEs and RDATEs (Google, Nextcloud)."""
    _rules(L, s)
    _exdates(L, s)
    _rdates(L, s)


def _alarms(L, s: Series, app):
    for a in s.alarms:
        L.add("BEGIN", "VALARM")
        if app == "apple":
            L.add("X-WR-ALARMUID", a_uid(s, a))
            L.add("UID", a_uid(s, a))
        if "T" in a.trigger and a.trigger[0].isdigit():
            L.add("TRIGGER", a.trigger, VALUE="DATE-TIME")
        else:
            L.add("TRIGGER", a.trigger, RELATED=a.related)
        if a.repeat is not None:
            L.add("REPEAT", str(a.repeat))
            L.add("DURATION", a.duration)
        L.add("ACTION", a.action)
        L.add("DESCRIPTION", "Reminder" if app == "outlook" else "This is an event reminder")
        L.add("END", "VALARM")


def a_uid(s, a):
    h = zlib.crc32(f"{s.uid}|{a.trigger}".encode())
    return f"{h:08X}-5A1D-4C2B-9E7F-0123456789AB"


def render(s: Series, app: str, ov: Override | None = None):
    """One component: the master (ov None) or an override of it."""
    L = Lines()
    kind = s.kind
    start = ov.start if ov else s.start
    end = (ov.end if ov else s.end)
    duration = (ov.duration if ov else s.duration)
    due = None if ov else s.due  # only the master writes DUE
    status = (ov.status if ov else s.status)
    summary = (ov.summary or s.summary) if ov else s.summary
    seq = ov.sequence if ov else 0
    stamp = fmt_local(s.stamp) + "Z"
    created = fmt_local(s.stamp - timedelta(days=20)) + "Z"
    modified = fmt_local(s.stamp - timedelta(days=1, hours=3)) + "Z"
    rid = None
    if ov:
        rid = (ov.rid, {"RANGE": ov.range_} if ov.range_ else None)
    L.add("BEGIN", kind)
    if app == "google":
        _times(L, start, end, duration, due)
        if not ov:
            _recurrence(L, s)
        L.add("DTSTAMP", stamp)
        L.add("UID", s.uid)
        if rid:
            _dt(L, "RECURRENCE-ID", *rid)
        L.add("CREATED", created)
        L.add("DESCRIPTION", escape_text(s.description))
        L.add("LAST-MODIFIED", modified)
        L.add("LOCATION", escape_text(s.location))
        L.add("SEQUENCE", str(seq))
        L.add("STATUS", status or "CONFIRMED")
        L.add("SUMMARY", escape_text(summary))
        L.add("TRANSP", s.transp)
        _alarms(L, s, app)
    elif app == "outlook":  # alphabetical, as Outlook's "Save as iCalendar"
        L.add("CLASS", "PUBLIC")
        L.add("CREATED", created)
        L.add("DESCRIPTION", escape_text(s.description) + "\\n")
        if end:
            _dt(L, "DTEND", end)
        L.add("DTSTAMP", stamp)
        _times(L, start, None, duration, due)  # DTEND came before DTSTAMP
        if not ov:
            _exdates(L, s)
            if s.exrule:
                L.add("EXRULE", s.exrule)
        L.add("LAST-MODIFIED", modified)
        L.add("LOCATION", escape_text(s.location))
        L.add("PRIORITY", "5")
        if not ov:
            _rdates(L, s)
        if rid:
            _dt(L, "RECURRENCE-ID", *rid)
        if not ov and s.rrule:
            L.add("RRULE", s.rrule)
        L.add("SEQUENCE", str(seq))
        if status:
            L.add("STATUS", status)
        L.add("SUMMARY", escape_text(summary), LANGUAGE="en-us")
        L.add("TRANSP", s.transp)
        L.add("UID", s.uid)
        if start and start.mode == "date":
            L.add("X-MICROSOFT-CDO-ALLDAYEVENT", "TRUE")
        L.add("X-MICROSOFT-CDO-BUSYSTATUS", "BUSY" if s.transp == "OPAQUE" else "FREE")
        L.add("X-MICROSOFT-CDO-IMPORTANCE", "1")
        L.add("X-MICROSOFT-CDO-INSTTYPE", "3" if ov else ("1" if s.rrule else "0"))
        L.add("X-MICROSOFT-DISALLOW-COUNTER", "FALSE")
        L.add("X-MS-OLK-AUTOFILLLOCATION", "FALSE")
        L.add("X-MS-OLK-CONFTYPE", "0")
        _alarms(L, s, app)
    elif app == "apple":
        L.add("CREATED", created)
        L.add("UID", s.uid)
        if end:
            _dt(L, "DTEND", end)
        if duration:
            L.add("DURATION", duration)
        if not ov:
            _rules(L, s)
        L.add("TRANSP", s.transp)
        L.add("X-APPLE-TRAVEL-ADVISORY-BEHAVIOR", "AUTOMATIC")
        if status:
            L.add("STATUS", status)
        L.add("SUMMARY", escape_text(summary))
        L.add("LAST-MODIFIED", modified)
        L.add("DTSTAMP", stamp)
        if start:
            _dt(L, "DTSTART", start)
        if due:
            _dt(L, "DUE", due)
        L.add("SEQUENCE", str(seq))
        if not ov:
            _exdates(L, s)
            _rdates(L, s)
        if rid:
            _dt(L, "RECURRENCE-ID", *rid)
        if s.description:
            L.add("DESCRIPTION", escape_text(s.description))
        _alarms(L, s, app)
    else:  # nextcloud (calendar-js / Tasks)
        L.add("CREATED", created)
        L.add("DTSTAMP", stamp)
        L.add("LAST-MODIFIED", modified)
        L.add("SEQUENCE", str(seq))
        L.add("UID", s.uid)
        _times(L, start, end, duration, due)
        L.add("STATUS", status or ("NEEDS-ACTION" if kind == "VTODO" else "CONFIRMED"))
        L.add("SUMMARY", escape_text(summary))
        if s.location:
            L.add("LOCATION", escape_text(s.location))
        if s.description:
            L.add("DESCRIPTION", escape_text(s.description))
        if not ov:
            _recurrence(L, s)
        if rid:
            _dt(L, "RECURRENCE-ID", *rid)
        _alarms(L, s, app)
    L.add("END", kind)
    return L
