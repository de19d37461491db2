"""python-dateutil's rrule on the rules of the benchmark's recurrence rows
(RecurrenceRows.swift): the first 100 occurrences from DTSTART
2024-01-26T09:00 in America/New_York (zoneinfo over PyPI tzdata), timed as
ns per occurrence (median of rounds).  Prints `name<TAB>ns` lines.
Run by Benchmarks/run.sh in its own virtualenv."""
import datetime
import itertools
import sys
import time
import zoneinfo

from dateutil import rrule

zoneinfo.reset_tzpath([])
RULES = [
    ("recur.daily", "FREQ=DAILY"),
    ("recur.monthlyLastFriday", "FREQ=MONTHLY;BYDAY=-1FR"),
    ("recur.yearlySetPos", "FREQ=YEARLY;BYMONTH=3;BYDAY=SU;BYSETPOS=-1"),
]
PER_CALL = 100
quick = "--quick" in sys.argv
start = datetime.datetime(2024, 1, 26, 9, 0, tzinfo=zoneinfo.ZoneInfo("America/New_York"))
print("# python-dateutil %s, Python %s" % (__import__("dateutil").__version__, sys.version.split()[0]))
for name, text in RULES:
    rule = rrule.rrulestr(text, dtstart=start, cache=False)
    def once():
        total = 0
        for occurrence in itertools.islice(rule, PER_CALL):
            total += int(occurrence.timestamp())
        return total
    calls = 1
    while True:
        t0 = time.perf_counter_ns()
        for _ in range(calls):
            once()
        if time.perf_counter_ns() - t0 > (5e6 if quick else 2e7):
            break
        calls *= 2
    samples = []
    for _ in range(5 if quick else 11):
        t0 = time.perf_counter_ns()
        for _ in range(calls):
            once()
        samples.append((time.perf_counter_ns() - t0) / calls / PER_CALL)
    samples.sort()
    print("%s\t%.1f" % (name, samples[len(samples) // 2]))

# From any point: the first occurrence after 2026-11-23T12:00Z of a daily
# rule since 1970-01-01T09:00, ns per call (rrule.after walks from DTSTART).
ny = zoneinfo.ZoneInfo("America/New_York")
daily = rrule.rrulestr("FREQ=DAILY", dtstart=datetime.datetime(1970, 1, 1, 9, 0, tzinfo=ny), cache=False)
query = datetime.datetime(2026, 11, 23, 12, 0, tzinfo=datetime.timezone.utc)
samples = []
for _ in range(3 if quick else 7):
    t0 = time.perf_counter_ns()
    daily.after(query)
    samples.append(time.perf_counter_ns() - t0)
samples.sort()
print("recur.next2026From1970\t%.1f" % samples[len(samples) // 2])
