"""DATE-TIME values read as RFC 5545 3.3.5 says, with zoneinfo (issue 23).

compare.py uses this, never an oracle's output, where the RFC's reading of a
local time is needed: an instance's exact duration (DTEND - DTSTART, 3.8.5.3),
a start both oracles read with the wrong offset (class gap-both), and the
EXRULE oracle (oracle_dateutil.py).

A TZID is read with zoneinfo only when the writer checked the file's VTIMEZONE
for it against that IANA zone over the file's window (manifest.json's
vtimezone-checked); any other TZID raises Unchecked.  zoneinfo reads the
pinned tzdata package (regenerate.sh sets PYTHONTZPATH=).

3.3.5: "If, based on the definition of the referenced time zone, the local
time described occurs more than once (when changing from daylight to standard
time), the DATE-TIME value refers to the first occurrence of the referenced
time. [...] If the local time described does not occur (when changing from
standard to daylight time), the DATE-TIME value is interpreted using the UTC
offset before the gap in local times."  zoneinfo's fold=0 is exactly that
(PEP 495: fold=0 takes the offset before the transition, for a repeated and
for a skipped time alike); instant() uses it.
"""
import re
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

UTC = timezone.utc


class Unchecked(Exception):
    """A TZID whose VTIMEZONE the writer did not check against an IANA zone."""


def local(t, z):
    """The wall-clock time of an instant (aware, any zone but z itself) in zone z (naive)."""
    return t.astimezone(z).replace(tzinfo=None)


def instant(w, z):
    """3.3.5's instant of a wall-clock time w (naive) in zone z: the first of a repeated time, the offset
    before the gap for a skipped one."""
    return w.replace(tzinfo=z, fold=0).astimezone(UTC)


def is_gap(w, z):
    """w does not occur in z: its fold=0 and fold=1 readings differ and it does not round-trip."""
    a, b = w.replace(tzinfo=z, fold=0), w.replace(tzinfo=z, fold=1)
    return a.utcoffset() != b.utcoffset() and local(a.astimezone(UTC), z) != w


def is_overlap(w, z):
    """w occurs twice in z: its fold=0 and fold=1 readings differ and both round-trip."""
    a, b = w.replace(tzinfo=z, fold=0), w.replace(tzinfo=z, fold=1)
    return a.utcoffset() != b.utcoffset() and local(a.astimezone(UTC), z) == w and local(b.astimezone(UTC), z) == w


def second_reading(w, z):
    """The other reading of a skipped or repeated w: fold=1 (the offset after the change)."""
    return w.replace(tzinfo=z, fold=1).astimezone(UTC)


class Zones:
    """TZID -> zoneinfo, for the TZIDs the writer checked in one file."""

    def __init__(self, checked):
        self.map = {tzid: ZoneInfo(iana) for tzid, iana in (checked or {}).items()}

    def get(self, tzid):
        z = self.map.get(str(tzid))
        if z is None:
            raise Unchecked(str(tzid))
        return z

    def known(self, tzid):
        return str(tzid) in self.map


def wall(prop):
    """(wall-clock value, zone key) of a DTSTART/DTEND/DUE/RECURRENCE-ID/RDATE/EXDATE value as written:
    zone key is a TZID, "Z" for UTC, None for floating; a DATE is returned as a date."""
    v = prop.dt if hasattr(prop, "dt") else prop
    tzid = prop.params.get("TZID") if hasattr(prop, "params") else None
    if not isinstance(v, datetime):
        return v, None
    if tzid:
        return v.replace(tzinfo=None), str(tzid)
    if v.tzinfo is not None:
        return v.astimezone(UTC).replace(tzinfo=None), "Z"
    return v, None


def zone_of(key, zones):
    """tzinfo for a zone key of wall(): zoneinfo for a checked TZID, UTC for "Z", None for floating."""
    if key is None:
        return None
    if key == "Z":
        return UTC
    return zones.get(key)


def read(prop, zones):
    """A value as 3.3.5 reads it: an aware UTC datetime (TZID or Z), a naive datetime (floating), a date."""
    w, key = wall(prop)
    if not isinstance(w, datetime):
        return w
    z = zone_of(key, zones)
    return w if z is None else instant(w, z)


def parse_duration(text):
    """DURATION text -> (nominal days, exact timedelta); weeks count as 7 nominal days (3.3.6)."""
    m = re.fullmatch(r"([+-])?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?", text.strip())
    if not m:
        raise ValueError(f"DURATION {text!r}")
    sign = -1 if m.group(1) == "-" else 1
    w, d, h, mi, s = (int(x or 0) for x in m.groups()[1:])
    return sign * (7 * w + d), sign * timedelta(hours=h, minutes=mi, seconds=s)


class Length:
    """How long each instance of a component lasts (3.8.5.3): an exact timedelta (DTEND or DUE minus
    DTSTART, both read per 3.3.5; or a DURATION without days), or a nominal DURATION (days added on the
    wall clock of the instance's zone, then the exact part)."""

    def __init__(self, comp, zones, duration_text=None):
        """duration_text: the component's DURATION as written in the file (FileInfo.raw_duration)."""
        self.days, self.exact = 0, timedelta(0)
        start = comp.get("DTSTART")
        end = comp.get("DTEND") if comp.name == "VEVENT" else comp.get("DUE")
        if start is None:  # a VTODO with DUE only: no length
            return
        if end is not None:
            a, b = read(start, zones), read(end, zones)
            if isinstance(a, datetime) and isinstance(b, datetime) and (a.tzinfo is None) != (b.tzinfo is None):
                raise ValueError("DTSTART and DTEND of different kinds")
            if isinstance(a, datetime):
                self.exact = b - a
            else:
                self.days = (b - a).days
            return
        if "DURATION" in comp:
            text = duration_text  # as written: icalendar writes PT24H back as P1D
            self.days, self.exact = parse_duration(text)
            if not isinstance(start.dt, datetime):  # a DATE start: all of it is nominal
                self.days += self.exact.days
                self.exact = timedelta(0)
            return
        if not isinstance(start.dt, datetime):
            self.days = 1  # a DATE DTSTART alone lasts one day (3.6.1)

    def end(self, start, w=None, z=None):
        """The end of an instance that starts at `start` (UTC instant, naive floating, or date); for a
        nominal length, w is the instance's wall-clock start in zone z (by default start's own)."""
        if isinstance(start, datetime) and start.tzinfo is not None:
            if not self.days:
                return start + self.exact
            if w is None:
                w = local(start, z)
            return instant(w + timedelta(days=self.days), z) + self.exact
        if isinstance(start, datetime):
            return start + timedelta(days=self.days) + self.exact
        return start + timedelta(days=self.days)
