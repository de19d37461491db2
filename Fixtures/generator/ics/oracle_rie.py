"""Oracle (a): recurring-ical-events 3.8.2 over icalendar (issue 23).

For every file of Fixtures/ics/manifest.json, expands VEVENT and VTODO
between the file's window and writes build/rie/<app>/<name>.tsv, one record a
line (the format of README.md, without the decided column):

    component  uid  recurrence-id  start  end  origin  status

recurring_ical_events.of() is used as documented (it applies X-WR-TIMEZONE
through x-wr-timezone first); the occurrences come from the query's
_occurrences_between so that an override can be told from an occurrence of
the master.  icalendar's time zone cache is reset before each file (it is
global: a VTIMEZONE of one file would otherwise serve the next file's TZID).
"""
import datetime
import json
import os
import sys
import warnings

import icalendar
import recurring_ical_events

from records import fmt_time, rid_text, sort_key

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", "ics"))
OUT = os.path.join(HERE, "build", "rie")


def parse_instant(s):
    return datetime.datetime.strptime(s, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=datetime.timezone.utc)


def original_rids(cal):
    """(uid, instant or date of RECURRENCE-ID) -> RECURRENCE-ID text, read before X-WR-TIMEZONE is applied."""
    out = {}
    for comp in cal.walk():
        if comp.name in ("VEVENT", "VTODO") and "RECURRENCE-ID" in comp:
            prop = comp["RECURRENCE-ID"]
            out[(str(comp["UID"]), key_of(prop.dt))] = rid_text(
                prop.params.get("TZID"), prop.params.get("RANGE"), prop.to_ical().decode())
    return out


def key_of(t):
    if isinstance(t, datetime.datetime):
        if t.tzinfo is None:
            return ("floating", t)
        return ("instant", t.astimezone(datetime.timezone.utc))
    return ("date", t)


def expand(path, window):
    icalendar.use_zoneinfo()  # a fresh time zone cache for every file
    with open(os.path.join(ROOT, path), "rb") as f:
        data = f.read()
    cal = icalendar.Calendar.from_ical(data)
    rids = original_rids(icalendar.Calendar.from_ical(data))
    query = recurring_ical_events.of(cal, components=["VEVENT", "VTODO"])
    start, stop = parse_instant(window["from"]), parse_instant(window["to"])
    rows = []
    for occ in query._occurrences_between(start, stop):
        comp = occ._adapter._component if hasattr(occ._adapter, "_component") else occ._adapter.component
        uid = str(comp.get("UID", ""))
        rid = ""
        origin = "master"
        if "RECURRENCE-ID" in comp:
            own = occ.start == occ._adapter.start and occ.end == occ._adapter.end
            if own:
                origin = "override"
                rid = rids.get((uid, key_of(comp["RECURRENCE-ID"].dt)), "?")
            else:
                origin = "range"
        status = str(comp.get("STATUS", "")).upper()
        rows.append((comp.name, uid, rid, fmt_time(occ.start), fmt_time(occ.end), origin, status))
    rows.sort(key=sort_key)
    return rows


def main():
    with open(os.path.join(ROOT, "manifest.json")) as f:
        manifest = json.load(f)
    only = sys.argv[1:]
    n = 0
    for path, window in manifest.items():
        if only and path not in only:
            continue
        out = os.path.join(OUT, path[:-4] + ".tsv")
        os.makedirs(os.path.dirname(out), exist_ok=True)
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                rows = expand(path, window)
            text = "".join("\t".join(r) + "\n" for r in rows)
        except Exception as e:  # an oracle that refuses a file says so
            text = f"error\t{type(e).__name__}: {e}\n"
        with open(out, "w") as f:
            f.write(text)
        n += 1
    print(f"recurring-ical-events: {n} files expanded into {os.path.relpath(OUT, HERE)}/")


if __name__ == "__main__":
    main()
