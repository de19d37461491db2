"""recurring-ical-events' column of the benchmark's ics rows (issue 23), run by
Benchmarks/run.sh in the benchmark's virtualenv with the pins of
Fixtures/generator/ics/requirements.txt (recurring-ical-events 3.8.2 over
icalendar 7.3.2, tzdata 2026.6; PYTHONTZPATH empty, so zoneinfo reads only the
pinned tzdata).

    ics_peers.py [--quick] CALENDAR FROM TO [LARGE...]     (FROM, TO: RFC 3339 UTC)

Prints tab-separated lines that datemath-bench reads (--ics FILE):
    #version  rie  <versions>
    rie  icsExpandYear    <median ms> <min ms> <max ms> <occurrences>
    rie  icsParse:<file>  <median ms> <min ms> <max ms> <VEVENTs>        (the first LARGE file)
    rie  memory:<file>    <bytes> <peak RSS KiB> <RSS KiB before parsing>  (the first LARGE file, in a
                                                                          fresh process)

icsExpandYear: each round parses CALENDAR (already read into memory) with
icalendar.Calendar.from_ical and expands it with
recurring_ical_events.of(calendar).between(FROM, TO), as the library's README
shows, and counts what it returns; after one warm-up round.  icsParse: rounds of
icalendar.Calendar.from_ical alone.
"""
import datetime
import os
import resource
import subprocess
import sys
import time


def instant(text):
    return datetime.datetime.strptime(text, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=datetime.timezone.utc)


def timed(row, rounds, body, warm_up=True):
    count = body() if warm_up else None
    samples = []
    for _ in range(rounds):
        t0 = time.perf_counter_ns()
        got = body()
        samples.append((time.perf_counter_ns() - t0) / 1e6)
        if count is None:
            count = got
        elif got != count:
            count = -1
    samples.sort()
    print("rie\t%s\t%.3f\t%.3f\t%.3f\t%d" % (row, samples[len(samples) // 2], samples[0], samples[-1], count),
          flush=True)


def status_kib(field):
    """/proc/self/status's field in KiB (Linux): VmRSS now, VmHWM the peak
    since this process was exec'd (ru_maxrss would also count the parent's
    memory at the fork)."""
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith(field + ":"):
                    return int(line.split()[1])
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def memory(path):
    """In this process, started for this alone: the peak of parsing one file."""
    import icalendar
    with open(path, "rb") as f:
        data = f.read()
    before = status_kib("VmRSS")
    calendar = icalendar.Calendar.from_ical(data)
    peak = status_kib("VmHWM")
    print("rie\tmemory:%s\t%d\t%d\t%d" % (os.path.basename(path), len(data), peak, before), flush=True)
    del calendar


def main(argv):
    if len(argv) == 2 and argv[0] == "--memory":
        memory(argv[1])
        return 0
    quick = bool(argv) and argv[0] == "--quick"
    if quick:
        argv = argv[1:]
    if len(argv) < 3:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 64
    import icalendar
    import recurring_ical_events
    import x_wr_timezone
    from importlib.metadata import version

    print("#version\trie\trecurring-ical-events %s (icalendar %s, x-wr-timezone %s, tzdata %s), Python %s"
          % (version("recurring-ical-events"), version("icalendar"), version("x-wr-timezone"), version("tzdata"),
             sys.version.split()[0]), flush=True)
    with open(argv[0], "rb") as f:
        calendar = f.read()
    start, stop = instant(argv[1]), instant(argv[2])

    def expand():
        return len(recurring_ical_events.of(icalendar.Calendar.from_ical(calendar)).between(start, stop))

    timed("icsExpandYear", 3 if quick else 5, expand)
    if len(argv) > 3:
        with open(argv[3], "rb") as f:
            large = f.read()

        def parse():
            return sum(1 for c in icalendar.Calendar.from_ical(large).subcomponents if c.name == "VEVENT")

        # The calendar's rounds above warmed the parser up.
        timed("icsParse:" + os.path.basename(argv[3]), 2 if quick else 3, parse, warm_up=False)
        del large
    for path in argv[3:4]:  # the 10 MiB file only: parsing 40 MiB takes icalendar a minute
        subprocess.run([sys.executable, os.path.abspath(__file__), "--memory", path], check=False)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
