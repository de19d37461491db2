#!/usr/bin/env python3
"""Fills the DocC articles (Sources/DateMath/DateMath.docc/*.md) with the
sections of README.md and docs/*.md they show, so that the project has one
prose tree: docs/ (and the README) is written, the articles are copied
from it, and the two cannot drift.

Usage (from anywhere):
    python3 Scripts/generate-docc-articles.py

An article names each section it shows with a pair of lines:

    <!-- from docs/pitfalls.md: ## 1. "Tomorrow" is not 24 hours from now -->
    ...the section, as this script writes it...
    <!-- end from docs/pitfalls.md -->

After the colon comes the section's heading line exactly as the page
writes it, or `intro` for the text between the page's title and its first
`##` heading. A section runs to the next heading of its level or higher
(headings inside code fences do not count). The script replaces what is
between the two lines with the section, changed only as DocC needs:

- every heading one level deeper (an article's sections sit under its
  `## Overview`);
- a link to a file of the repository, `[text](tzdata.md)` or
  `[text](#anchor)`, becomes its text (DocC cannot resolve it); links with
  a scheme (`https://`) are kept;
- a code span that is exactly one of DateMath's public top-level types,
  `ZonedDateTime`, becomes a symbol link, ``ZonedDateTime``.

Code fences are copied unchanged. Everything outside the marked regions
(the title, the abstract, a short overview, `## Topics`) is the article's
own. `DocCArticleTests` (Tests/DateMathTests/DocCArticleTests.swift)
applies the same rules without Python and fails, naming this command,
when a region is not its section as generated, or when an article has a
section of its own outside `## Topics`.
"""

import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CATALOG = "Sources/DateMath/DateMath.docc"
START_RE = re.compile(r"^<!-- from (\S+\.md): (.+) -->$")
END_RE = re.compile(r"^<!-- end from (\S+\.md) -->$")
HEADING_RE = re.compile(r"^(#{1,6}) ")
LINK_RE = re.compile(r"\[([^\]]*)\]\(([^)\s]*)\)")
SPAN_RE = re.compile(r"(?<!`)`([A-Za-z_][A-Za-z0-9_]*)`(?!`)")
TYPE_RE = re.compile(r"^public (?:struct|enum|final class|protocol) ([A-Za-z_][A-Za-z0-9_]*)")


class ArticleError(Exception):
    pass


def is_fence(line):
    stripped = line.lstrip()
    return stripped.startswith("```") or stripped.startswith("~~~")


def public_types():
    """DateMath's public top-level types: `public struct|enum|final class|
    protocol NAME` at the start of a line of Sources/DateMath."""
    names = set()
    for folder, _, files in os.walk(os.path.join(ROOT, "Sources", "DateMath")):
        for name in files:
            if name.endswith(".swift"):
                with open(os.path.join(folder, name), encoding="utf-8") as f:
                    for line in f:
                        m = TYPE_RE.match(line)
                        if m:
                            names.add(m.group(1))
    return names


def section(page, heading):
    """The lines of `heading`'s section of `page` (a path relative to
    ROOT), heading included; for `intro`, the lines after the title up to
    the first `##` heading. Trailing and leading blank lines dropped."""
    path = os.path.join(ROOT, page)
    if not os.path.isfile(path):
        raise ArticleError(f"no such page {page}")
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    fenced = False
    start = None
    level = None
    out = None
    for i, line in enumerate(lines):
        if is_fence(line):
            fenced = not fenced
            continue
        if fenced:
            continue
        m = HEADING_RE.match(line)
        if not m:
            continue
        n = len(m.group(1))
        if start is None:
            if heading == "intro" and n == 1:
                start, level = i + 1, 1
            elif line == heading:
                start, level = i, n
        elif n <= max(level, 2 if level == 1 else level):
            out = lines[start:i]
            break
    if start is None:
        raise ArticleError(f"{page} has no section {heading!r}")
    if out is None:
        out = lines[start:]
    while out and not out[0].strip():
        out = out[1:]
    while out and not out[-1].strip():
        out = out[:-1]
    return out


def for_docc(lines, types):
    """The section's lines as an article shows them (see the header)."""
    result = []
    fenced = False
    for line in lines:
        if is_fence(line):
            fenced = not fenced
            result.append(line)
            continue
        if fenced:
            result.append(line)
            continue
        if HEADING_RE.match(line):
            line = "#" + line

        def link(m):
            return m.group(0) if "://" in m.group(2) or m.group(2).startswith("mailto:") else m.group(1)

        line = LINK_RE.sub(link, line)
        line = SPAN_RE.sub(lambda m: f"``{m.group(1)}``" if m.group(1) in types else m.group(0), line)
        result.append(line)
    return result


def generate(article, types):
    """The article's text with every region filled; raises ArticleError on
    an unclosed or mismatched region."""
    path = os.path.join(ROOT, article)
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    out = []
    i = 0
    while i < len(lines):
        m = START_RE.match(lines[i])
        if not m:
            if END_RE.match(lines[i]):
                raise ArticleError(f"{article}:{i + 1}: an end marker without its start")
            out.append(lines[i])
            i += 1
            continue
        page, heading = m.group(1), m.group(2)
        j = i + 1
        while j < len(lines) and not END_RE.match(lines[j]):
            if START_RE.match(lines[j]):
                raise ArticleError(f"{article}:{j + 1}: a region starts inside the region of line {i + 1}")
            j += 1
        if j == len(lines) or END_RE.match(lines[j]).group(1) != page:
            raise ArticleError(f"{article}:{i + 1}: no `<!-- end from {page} -->` closes this region")
        out.append(lines[i])
        out.append("")
        out.extend(for_docc(section(page, heading), types))
        out.append("")
        out.append(lines[j])
        i = j + 1
    return "\n".join(out)


def main():
    types = public_types()
    catalog = os.path.join(ROOT, CATALOG)
    changed = 0
    for name in sorted(os.listdir(catalog)):
        if not name.endswith(".md"):
            continue
        article = f"{CATALOG}/{name}"
        try:
            text = generate(article, types)
        except ArticleError as error:
            sys.exit(f"error: {error}")
        path = os.path.join(ROOT, article)
        with open(path, encoding="utf-8") as f:
            if f.read() == text:
                continue
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        changed += 1
        print(f"wrote {article}")
    print(f"{changed} article(s) changed")


if __name__ == "__main__":
    main()
