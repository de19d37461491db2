#!/usr/bin/env python3
"""Packs the IANA tz database of one PyPI `tzdata` release into DateMath's
bundle format, as C source for the CDateMathTZData target (the data
compiled into DateMath) or as a bundle file (`--binary`).

Usage:
    make_tzdata_bundle.py TZDATA_PACKAGE_DIR OUTPUT.c
    make_tzdata_bundle.py --binary TZDATA_PACKAGE_DIR OUTPUT.dmtz

TZDATA_PACKAGE_DIR is the `tzdata` directory of an unpacked PyPI wheel
(it holds zoneinfo/ with one TZif file per name and zoneinfo/tzdata.zi).
Scripts/update-tzdata.sh downloads the wheel and calls this script.

The tz database is in the public domain (https://www.iana.org/time-zones:
"This database is in the public domain"); so is the data this script
writes. The PyPI package `tzdata` republishes IANA's releases, compiled by
zic with IANA's default options (no backzone data, "slim" TZif files).

Format (all integers big-endian), read by Sources/DateMath/Zones/TZData/
TZDataBundle.swift:
    "DMTZ", format version (u8, 1)
    IANA version: length (u8), ASCII bytes ("2026f")
    name count (u32), file count (u32)
    per name, sorted by UTF-8 bytes: length (u8), bytes, kind (u8: 0 zone,
        1 link), u32 (zone: file index; link: index of the target name)
    per file: length (u32), TZif bytes
Identical TZif files are stored once; links (tzdata.zi's `L` lines) are
stored as links to their target's name, never as copies.
"""

import os
import struct
import sys

FORMAT_VERSION = 1


def read_names(package_dir):
    """Zones (`Z` lines) and links (`L TARGET LINK` lines) of tzdata.zi,
    and the release named by its `# version` line."""
    zones, links, version = [], {}, None
    with open(os.path.join(package_dir, "zoneinfo", "tzdata.zi"), encoding="ascii") as f:
        for line in f:
            if line.startswith("# version "):
                version = line.split()[2]
            elif line.startswith("Z "):
                zones.append(line.split()[1])
            elif line.startswith("L "):
                _, target, link = line.split()
                links[link] = target
    if version is None:
        sys.exit("tzdata.zi has no '# version' line")
    return version, zones, links


def bundle(package_dir):
    """The bundle's bytes, the IANA version, and counts for the log."""
    version, zones, links = read_names(package_dir)
    files, file_index, entries = [], {}, {}
    for zone in zones:
        with open(os.path.join(package_dir, "zoneinfo", zone), "rb") as f:
            data = f.read()
        if not data.startswith(b"TZif"):
            sys.exit("%s is not a TZif file" % zone)
        if data not in file_index:
            file_index[data] = len(files)
            files.append(data)
        entries[zone] = (0, file_index[data])
    names = sorted(set(zones) | set(links), key=lambda n: n.encode())
    position = {name: i for i, name in enumerate(names)}
    for link, target in links.items():
        while target in links:  # a link to a link: point at the zone
            target = links[target]
        if target not in entries:
            sys.exit("link %s points at %s, which is not a zone" % (link, target))
        entries[link] = (1, position[target])
    out = bytearray(b"DMTZ")
    out += struct.pack(">B", FORMAT_VERSION)
    out += struct.pack(">B", len(version)) + version.encode("ascii")
    out += struct.pack(">II", len(names), len(files))
    for name in names:
        encoded = name.encode("ascii")
        if len(encoded) > 255:
            sys.exit("name too long: %s" % name)
        kind, value = entries[name]
        out += struct.pack(">B", len(encoded)) + encoded + struct.pack(">BI", kind, value)
    for data in files:
        out += struct.pack(">I", len(data)) + data
    return bytes(out), version, len(zones), len(links), len(files)


C_TEMPLATE = """\
// IANA tz database %(version)s, packed by Scripts/make_tzdata_bundle.py from
// PyPI tzdata %(package)s. Generated: do not edit; run
// Scripts/update-tzdata.sh to replace it.
//
// The tz database is in the public domain, and so is this file.
// %(zones)d zones, %(links)d links, %(files)d TZif files, %(size)d bytes.

#include "CDateMathTZData.h"

static const unsigned char bundle[%(size)d] = {
%(body)s
};

const unsigned char *datemath_tzdata_bundle(void) { return bundle; }
size_t datemath_tzdata_bundle_size(void) { return sizeof bundle; }
"""


def c_source(data, version, package, zones, links, files):
    rows = []
    for start in range(0, len(data), 24):
        rows.append("  " + ",".join(str(b) for b in data[start:start + 24]) + ",")
    return C_TEMPLATE % dict(
        version=version, package=package, zones=zones, links=links, files=files,
        size=len(data), body="\n".join(rows))


def package_version(package_dir):
    """The PyPI release of the unpacked package (tzdata/__init__.py)."""
    with open(os.path.join(package_dir, "__init__.py"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("__version__"):
                return line.split("=")[1].strip().strip("\"'")
    return "unknown"


def main(argv):
    binary = argv[:1] == ["--binary"]
    if binary:
        argv = argv[1:]
    if len(argv) != 2:
        sys.exit(__doc__)
    package_dir, output = argv
    data, version, zones, links, files = bundle(package_dir)
    if binary:
        with open(output, "wb") as f:
            f.write(data)
    else:
        with open(output, "w", encoding="ascii") as f:
            f.write(c_source(data, version, package_version(package_dir), zones, links, files))
    print("%s: tz %s, %d zones, %d links, %d files, %d bytes" % (
        output, version, zones, links, files, len(data)))


if __name__ == "__main__":
    main(sys.argv[1:])
