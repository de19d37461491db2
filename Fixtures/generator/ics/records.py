"""The record format shared by both oracle drivers and compare.py (issue 23).

A time is written as
  - an instant: YYYY-MM-DDTHH:MM:SSZ (UTC), for a DATE-TIME with TZID or Z;
  - a date: YYYY-MM-DD, for a DATE (all-day);
  - a floating time: YYYY-MM-DDTHH:MM:SS (no Z).
Records are sorted by start (a date or floating time counted as UTC, a date at
00:00), then component, uid, recurrence-id, end.
"""
import datetime


def fmt_time(t):
    if isinstance(t, datetime.datetime):
        if t.tzinfo is None:
            return t.strftime("%Y-%m-%dT%H:%M:%S")
        return t.astimezone(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    return t.strftime("%Y-%m-%d")


def time_key(s):
    """A string time as a comparable UTC-ish value (dates and floating read as UTC)."""
    if len(s) == 10:
        return s + "T00:00:00"
    return s.rstrip("Z")


def quote_param(v):
    return '"' + v + '"' if any(c in v for c in ':;,') else v


def rid_text(tzid, range_, value):
    """RECURRENCE-ID as written: TZID and RANGE parameters (if any), then ':' and the value."""
    params = []
    if tzid:
        params.append("TZID=" + quote_param(str(tzid)))
    if range_:
        params.append("RANGE=" + str(range_).upper())
    return (";".join(params) + ":" + value) if params else value


def sort_key(row):
    comp, uid, rid, start, end = row[:5]
    return (time_key(start), comp, uid, rid, time_key(end), end)
