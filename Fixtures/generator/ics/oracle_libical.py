"""Oracle (b): libical through libical_ics.c (issue 23).

Builds build/libical_ics (gcc, pkg-config libical) unless it is up to date,
runs it on every file of Fixtures/ics/manifest.json with the file's window,
and writes the records, sorted as records.py sorts, to
build/libical/<app>/<name>.tsv.
"""
import os
import subprocess

from records import HERE, ROOT, error_text, expand_all, records_text, sort_key

OUT = os.path.join(HERE, "build", "libical")
BIN = os.path.join(HERE, "build", "libical_ics")
SRC = os.path.join(HERE, "libical_ics.c")


def build():
    if os.path.exists(BIN) and os.path.getmtime(BIN) >= os.path.getmtime(SRC):
        return
    os.makedirs(os.path.dirname(BIN), exist_ok=True)
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "libical"], check=True,
                           capture_output=True, text=True).stdout.split()
    subprocess.run(["gcc", "-O2", "-Wall", SRC, "-o", BIN] + flags, check=True)


def version():
    return subprocess.run([BIN, "--version"], check=True, capture_output=True, text=True).stdout.strip()


def ical_instant(s):  # 2024-03-01T05:07:00Z -> 20240301T050700Z
    return s.replace("-", "").replace(":", "")


def expand(path, window):
    """One file's records from libical_ics, sorted, as .tsv text."""
    r = subprocess.run([BIN, os.path.join(ROOT, path), ical_instant(window["from"]), ical_instant(window["to"])],
                       capture_output=True, text=True, env=dict(os.environ, TZ="UTC"))
    if r.returncode != 0:
        return error_text(f"libical_ics exited {r.returncode}: {r.stderr.strip()}")
    rows = [tuple(l.split("\t")) for l in r.stdout.splitlines() if l]
    if rows and rows[0][0] == "error":
        return records_text(rows[:1])
    rows.sort(key=sort_key)
    return records_text(rows)


def main():
    build()
    n = expand_all(OUT, expand)
    print(f"libical {version()}: {n} files expanded into {os.path.relpath(OUT, HERE)}/")


if __name__ == "__main__":
    main()
