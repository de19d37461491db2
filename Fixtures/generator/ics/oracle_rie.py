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
import os
import warnings

import icalendar
import recurring_ical_events

from records import HERE, ROOT, error_text, expand_all, fmt_time, records_text, rid_text, sort_key

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


def expand_text(path, window):
    """expand's records as .tsv text, or the error line of a file it refuses."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return records_text(expand(path, window))
    except Exception as e:  # an oracle that refuses a file says so
        return error_text(f"{type(e).__name__}: {e}")


def main():
    n = expand_all(OUT, expand_text)
    print(f"recurring-ical-events: {n} files expanded into {os.path.relpath(OUT, HERE)}/")


if __name__ == "__main__":
    main()
