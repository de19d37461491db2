"""The record format shared by both oracle drivers and compare.py (issue 23),
and the loop both drivers run over Fixtures/ics/manifest.json.

A time is written as
  - an instant: YYYY-MM-DDTHH:MM:SSZ (UTC), for a DATE-TIME with TZID or Z;
  - a date: YYYY-MM-DD, for a DATE (all-day);
  - a floating time: YYYY-MM-DDTHH:MM:SS (no Z).
Records are sorted by start (a date or floating time counted as UTC, a date at
00:00), then component, uid, recurrence-id, end.
"""
import datetime
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", "ics"))  # Fixtures/ics


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


def read_manifest():
    """Fixtures/ics/manifest.json: "<app>/<name>.ics" -> its window (and notes)."""
    with open(os.path.join(ROOT, "manifest.json")) as f:
        return json.load(f)


def records_text(rows):
    """Records as a driver writes them: one a line, fields joined by tabs."""
    return "".join("\t".join(r) + "\n" for r in rows)


def error_text(message):
    """The one line a driver writes for a file its oracle refuses."""
    return f"error\t{message}\n"


def expand_all(out_dir, expand):
    """Writes expand(path, window), the text of one file's records, to
    out_dir/<app>/<name>.tsv for every file of the manifest (or only the paths
    named on the command line); returns how many files were written."""
    only = sys.argv[1:]
    n = 0
    for path, window in read_manifest().items():
        if only and path not in only:
            continue
        text = expand(path, window)
        out = os.path.join(out_dir, path[:-4] + ".tsv")
        os.makedirs(os.path.dirname(out), exist_ok=True)
        with open(out, "w") as f:
            f.write(text)
        n += 1
    return n
