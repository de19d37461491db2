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
