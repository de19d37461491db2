#!/usr/bin/env python3
"""Turns every ```swift block of README.md and docs/*.md, and of the doc
comments of Sources/DateMath, into a Swift Testing test that compiles the
block, runs it, and checks the results its comments claim; and compiles the
code written in prose and in comments too (see "Code in prose and comments").

Usage (from anywhere):
    python3 Scripts/generate-doc-snippets.py              # regenerate
    python3 Scripts/generate-doc-snippets.py --self-test  # check this script

It rewrites Tests/DateMathTests/DocSnippets/*.generated.swift: one file per
block, Snippet_<doc>_<n>.generated.swift for a markdown file and
Snippet_Sources_<Folder>_<File>_<n>.generated.swift for a source file, and
Snippets.generated.swift, which holds every block's text and its number of
claims, and ProseCode.generated.swift, the code of prose and comments.
Commit them with the docs. At test time `DocSnippetTests`
(Tests/DateMathTests/Package/DocSnippetTests.swift) reads the markdown and the
sources again, without Python, and fails naming the file, the block (or
the line) and this command when a block or the code of prose differs from
what was generated, so the docs cannot drift from the checked code.

The comment convention
----------------------

In a ```swift block:

- A comment on a line of its own is prose.

- A comment after code on the same line (a trailing comment) is a claim
  about the statement it ends, and is checked. Its text is `CLAIM — PROSE`:
  the claim, then optionally " — " (an em dash between spaces) and prose
  that is not checked. A trailing comment that begins with "— " is prose
  only. A claim can only end a statement of the block's top level (not a
  line inside a declaration, a closure, a loop or a longer statement); the
  generator refuses any other trailing comment that is not prose only.

- The claims:

  `// VALUE`            the statement's value, rendered, equals VALUE:
                        a String as a Swift literal with its quotes
                        ("11.03.2017, 12:00"); an Optional as its value or
                        nil; an array as [a, b, c]; anything else as its
                        description (2017-03-12T12:00:00-04:00[America/New_York],
                        PT23H, 82800, 23.0, -05:00). A `Date` is compared
                        as an instant with VALUE read as RFC 3339, so
                        2017-03-12T00:00:00-05:00 and 2017-03-12T05:00:00Z
                        are the same claim (the offset is the reader's help).
  `// == EXPRESSION`    the value == EXPRESSION (Swift, in the block's scope).
  `// throws`           the statement throws;
  `// throws: TEXT`     ... and the error's description contains TEXT;
  `// throws KIND`      ... a DateMathError of that kind (skippedDay,
  `// throws KIND: TEXT`    nonexistentLocalTime, invalidDate, ...).

  A claim on `let NAME = ...` or `var NAME = ...` checks NAME; a claim on
  any other statement checks the statement's value (a `throws` claim cannot
  be on a `let`, since later lines could not use the name).

- `import` lines are the block's imports: a block that has some is compiled
  with exactly those (so a tour that uses `Locale` must import Foundation);
  a block without is a fragment, compiled with `import DateMath` and
  `import Foundation`. Every block is the body of its own test function,
  runs top to bottom, and sees nothing of any other block.

- A block that cannot be a test (Package.swift text, say) is skipped by an
  HTML comment on the line just before its fence, with a reason:
      <!-- doc-snippet skip: Package.swift, not library code -->
  Its text is still compared with the generated list, so it is recorded,
  but it is not compiled. Keep these few.

Only fences that are exactly ```swift count; any other fence a renderer
would show as Swift (indented, ````swift, ~~~swift, ``` swift, ```Swift)
is refused, by this script and by the test, since it would silently not
be checked. A string claim ends at its closing quote, so it may contain
" — ".

Examples in doc comments
------------------------

The `///` doc comments of Sources/DateMath/**/*.swift (files in sorted
order) hold blocks too. A doc comment is a run of consecutive `///` lines;
the text of each line is what follows `///` and one space. In that text, a
block is exactly as in markdown: a line ```swift, the block, a line ```,
all within the one doc comment, the skip marker on the doc line just
before the fence:

    /// Some prose.
    ///
    /// <!-- doc-snippet skip: reason -->   (only to skip it)
    /// ```swift
    /// let newYork = try Zone(identifier: "America/New_York")
    /// try ZonedDateTime(CivilDateTime(parsing: "2017-03-11T12:00"), in: newYork).adding(.days(1))  // 2017-03-12T12:00:00-04:00[America/New_York]
    /// ```

The same comment convention applies, each block is self-contained (a
fragment gets `import DateMath` and `import Foundation`), and a claim's
place is the source file's line. Its test is titled like
"Sources/DateMath/Civil/CivilDate.swift block 2 (line 40)".

DocC also shows an indented code block (`///     code` after a blank
`///` line, outside a list item) as code, unchecked, so one is refused,
naming file:line: write a ```swift fence (or ```text for output that is not
Swift). So are `/**` doc comments, which this script does not read. Files
not converted yet are excused by the allow-list Scripts/doc-comment-allowlist.txt
(its header says how); an entry that excuses nothing is refused too, so the
list only shrinks.

Code in prose and comments
--------------------------

Code written outside a block's statements is compiled too, never run:
a newcomer copies `ZonedDateTime.now(in: .current)` from a sentence as
readily as from a block. Read are the prose of README.md, docs/*.md, the
DocC articles (Sources/DateMath/DateMath.docc/*.md) and the `///` doc
comments of Sources/DateMath, and the comment lines (`//` after any
indentation) of their ```swift blocks; other fences are not read.

An expression starts with a type name, not after a letter, digit, `_` or
`.`, followed by `(` or `.`: DateMath's public top-level types (each
`public struct|enum|final class|protocol NAME` at the start of a line of
Sources/DateMath) and Foundation's Calendar, Date, DateComponents,
DateFormatter, DateInterval, ISO8601DateFormatter, JSONDecoder,
JSONEncoder, Locale and TimeZone. It goes on through `.member`, `(...)`,
`[...]` (strings skipped) and `!` or `?` before a `.`, and takes the
`try `, `try? ` or `try! ` just before it.

- In prose, an inline code span counts when it is exactly one expression:
  `try Zone(identifier: "Europe/Paris")`. A paragraph is read as one text,
  so a span may continue on the next line.
- In a comment line, every expression of its text counts, code spans or
  not (`// In an app, now is ZonedDateTime.now(in: .current).`), except one
  inside the parentheses of a call (`f(` — prose parentheses do not
  count): it is an argument of code that is not compiled.

It is skipped, as a name or a sketch rather than code, when it calls
nothing (`Zone.current`, `ZonedDateTime.FormatStyle`); is `Type.member()`
(a method's name: `ZonedDateTime.lengthOfDay()`); holds `…`, `...`, `:)`
(a selector: `Zone(identifier:)`), `{`, `$`, `\\(` or `<#`; writes a date
or time bare (`DayClamp(requestedDay: 31, day: 2017-02-28)`, a value's
description); or names anything but those types (each followed by `(` or
`.`: `Calendar.date(from: DateComponents)` is a sketch), members, argument
labels and try/true/false/nil: `noon.adding(.days(1))` and
`try ZonedDateTime(date, in: zone)` use the text's variables.

Each expression becomes a closure `_ = { () throws in _ = EXPRESSION }` in
a function that is never called, with `// FILE:LINE` after it, in
ProseCode.generated.swift. So a throwing call written without `try` (as in
`ZonedDateTime(Date(), in: .current)`) fails the build on that line, and a
needless `try` is a warning, which CI refuses. Write the `try` in the doc,
or, for text that is not meant as code, write it so that a rule above
skips it. The file also lists the expressions with their places; the test
finds them again by the same rule (DocSnippets.allProseCode) and fails naming
the doc's line when they differ.
"""

import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT_DIR = os.path.join(ROOT, "Tests", "DateMathTests", "DocSnippets")
# Any fence a markdown renderer would show as Swift: indented, with more
# backticks or tildes, a space before the language, or `Swift`.
SWIFT_FENCE_RE = re.compile(r"^\s*(```+|~~~+)\s*swift", re.IGNORECASE)
SKIP_RE = re.compile(r"^<!-- doc-snippet skip: (\S.*?) -->$")
SEPARATOR = " — "
DEFAULT_IMPORTS = ["DateMath", "Foundation"]
SOURCES = "Sources/DateMath"
ALLOW_LIST = "Scripts/doc-comment-allowlist.txt"
DOC_LINE_RE = re.compile(r"^[ \t]*///(?!/)(.*)$")
LIST_ITEM_RE = re.compile(r"^( *)([-*+]|[0-9]{1,9}[.)])( +|$)")
BLOCK_DOC_RE = re.compile(r"^[ \t]*/\*\*(?![*/])")


class DocError(Exception):
    pass


def markdown_files():
    """README.md, then docs/*.md sorted by name: paths relative to ROOT."""
    files = ["README.md"]
    docs = os.path.join(ROOT, "docs")
    files += sorted("docs/" + name for name in os.listdir(docs) if name.endswith(".md"))
    return files


def extract_blocks(relative_path):
    """The ```swift blocks of one markdown file: dicts with the 1-based
    index among its swift blocks, the line of the opening fence, the skip
    reason (or None) and the text (lines joined by newlines, no final
    newline). Mirrors DocSnippets.extract in the Swift test."""
    with open(os.path.join(ROOT, relative_path), encoding="utf-8") as f:
        lines = f.read().split("\n")
    blocks = find_blocks(relative_path, lines, list(range(1, len(lines) + 1)), "at the start of a line", "")
    for index, block in enumerate(blocks, 1):
        block["index"] = index
    return blocks


def find_blocks(path, lines, numbers, fence_place, scope):
    """The ```swift blocks of `lines` (a markdown file, or the text of one
    doc comment), `numbers` being each line's line in the file: dicts with
    the line of the opening fence, the skip reason (or None) and the text."""
    blocks = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if SWIFT_FENCE_RE.match(line) and line != "```swift":
            raise DocError(f"{path}:{numbers[i]}: a swift fence must be exactly ```swift {fence_place}")
        if line == "```swift":
            skip = None
            if i > 0:
                match = SKIP_RE.match(lines[i - 1])
                if match:
                    skip = match.group(1)
            end = i + 1
            while end < len(lines) and lines[end] != "```":
                end += 1
            if end == len(lines):
                raise DocError(f"{path}:{numbers[i]}: the swift block is not closed{scope}")
            blocks.append({
                "line": numbers[i],
                "skip": skip,
                "text": "\n".join(lines[i + 1:end]),
            })
            i = end
        i += 1
    return blocks


def source_files():
    """The Swift files of Sources/DateMath, sorted: paths relative to ROOT."""
    found = []
    for directory, _, names in os.walk(os.path.join(ROOT, SOURCES)):
        for name in names:
            if name.endswith(".swift"):
                found.append(os.path.relpath(os.path.join(directory, name), ROOT).replace(os.sep, "/"))
    return sorted(found)


def doc_comments(lines):
    """The doc comments of Swift source lines: runs of consecutive `///`
    lines, as lists of (line index, text after `///` and one space)."""
    comments = []
    current = []
    for i, line in enumerate(lines):
        match = DOC_LINE_RE.match(line)
        if match:
            text = match.group(1)
            current.append((i, text[1:] if text.startswith(" ") else text))
        elif current:
            comments.append(current)
            current = []
    if current:
        comments.append(current)
    return comments


def indented_code_starts(texts):
    """Indexes of the doc comment lines that start an indented code block,
    as CommonMark reads one: indented 4 or more beyond the content of the
    list item it is in (if any), after a blank line or at the comment's
    start (it cannot interrupt a paragraph), outside a fence. Mirrors
    DocSnippets.indentedCodeStarts in the Swift test."""
    starts = []
    items = []  # content columns of the open list items, innermost last
    fence = None
    after_blank = True
    in_code = False
    for i, raw in enumerate(texts):
        text = raw.expandtabs(4)
        stripped = text.lstrip(" ")
        indent = len(text) - len(stripped)
        if fence is not None:
            if stripped.startswith(fence):
                fence = None
            after_blank = False
            continue
        if not stripped:
            after_blank = True
            continue
        item = LIST_ITEM_RE.match(text)
        # A line left of an item's content ends the item after a blank line
        # or when it is another item; otherwise it continues its paragraph.
        while items and indent < items[-1] and (after_blank or item):
            items.pop()
        base = items[-1] if items else 0
        if indent >= base + 4 and (after_blank or in_code):
            if not in_code:
                starts.append(i)
            in_code = True
        elif indent < base + 4:
            in_code = False
            if stripped.startswith(("```", "~~~")):
                fence = stripped[:3]
            elif item:
                items.append(item.end())
        after_blank = False
    return starts


def extract_doc_blocks(relative_path, allow_indented, source=None):
    """The ```swift blocks of the doc comments of one Swift file (indexed
    from 1 across the file), the problems found (messages naming
    file:line), and the lines where indented code blocks start (problems
    too, unless `allow_indented`). Mirrors DocSnippets.extract(swiftSource:)."""
    if source is None:
        with open(os.path.join(ROOT, relative_path), encoding="utf-8") as f:
            source = f.read()
    lines = source.split("\n")
    blocks = []
    problems = []
    indented = []
    for i, line in enumerate(lines):
        if BLOCK_DOC_RE.match(line):
            problems.append(f"{relative_path}:{i + 1}: a /** doc comment is not read for examples: write /// lines")
    for comment in doc_comments(lines):
        numbers = [i + 1 for i, _ in comment]
        texts = [text for _, text in comment]
        try:
            found = find_blocks(relative_path, texts, numbers, "after `/// `", " within its doc comment")
        except DocError as error:
            problems.append(str(error))
            continue
        for block in found:
            block["index"] = len(blocks) + 1
            blocks.append(block)
        indented += [numbers[k] for k in indented_code_starts(texts)]
    if not allow_indented:
        problems += [
            f"{relative_path}:{line}: an indented code block in a doc comment is shown as code but never "
            "checked: write it in a ```swift fence (```text for output that is not Swift)"
            for line in indented]
    return blocks, problems, indented


def read_allow_list(text=None):
    """The allow-list: the set of files whose indented code blocks are
    excused, and {(file, fence line): reason} of the blocks skipped.
    Mirrors DocSnippets.AllowList."""
    if text is None:
        with open(os.path.join(ROOT, ALLOW_LIST), encoding="utf-8") as f:
            text = f.read()
    indented = set()
    skips = {}
    for number, raw in enumerate(text.split("\n"), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        match = re.match(r"^indented (\S+\.swift)$", line)
        if match:
            indented.add(match.group(1))
            continue
        match = re.match(r"^skip (\S+\.swift):([0-9]+) (\S.*)$", line)
        if match:
            skips[(match.group(1), int(match.group(2)))] = match.group(3)
            continue
        raise DocError(f"{ALLOW_LIST}:{number}: not `indented PATH` or `skip PATH:LINE REASON`")
    return indented, skips


def all_blocks():
    """Every block, in order: (file, block) for README.md, docs/*.md, then
    the doc comments of Sources/DateMath. Raises DocError listing every
    problem of the doc comments and the allow-list."""
    result = [(doc, block) for doc in markdown_files() for block in extract_blocks(doc)]
    allowed_indented, skips = read_allow_list()
    problems = []
    used = set()
    sources = source_files()
    for path in sources:
        blocks, found, indented = extract_doc_blocks(path, path in allowed_indented)
        problems += found
        if path in allowed_indented and not indented:
            problems.append(f"{ALLOW_LIST}: `indented {path}` excuses nothing: delete the line")
        for block in blocks:
            reason = skips.get((path, block["line"]))
            if reason is not None:
                used.add((path, block["line"]))
                block["skip"] = block["skip"] or reason
            result.append((path, block))
    for path in sorted(allowed_indented - set(sources)):
        problems.append(f"{ALLOW_LIST}: `indented {path}` names no file of {SOURCES}: delete the line")
    for path, line in sorted(set(skips) - used):
        problems.append(f"{ALLOW_LIST}: `skip {path}:{line}` names no ```swift fence: fix or delete the line")
    if problems:
        raise DocError("\n".join(problems))
    return result


# Code in prose and in comments
# -----------------------------
# Mirrored by the DocSnippets extension of Tests/DateMathTests/Package/DocSnippetTests.swift
# (allProseCode and the functions it calls): change both together.
# DocSnippetTests.proseCodeExtractor and --self-test check the same case.

DOCC = SOURCES + "/DateMath.docc"
PROSE_OUT = "ProseCode.generated.swift"
# The Foundation types whose calls count as code (DateMath's are read from
# the sources: the `public struct|enum|final class|protocol` at the start
# of a line).
FOUNDATION_TYPES = ["Calendar", "Date", "DateComponents", "DateFormatter", "DateInterval",
                    "ISO8601DateFormatter", "JSONDecoder", "JSONEncoder", "Locale", "TimeZone"]
PROSE_KEYWORDS = {"try", "true", "false", "nil"}
# Text that marks a span as a name or a sketch, not code: an elision, a
# selector such as `Zone(identifier:)`, a closure, an interpolation, a placeholder.
NOT_CODE = ["…", "...", ":)", "{", "$", "\\(", "<#"]
PUBLIC_TYPE_RE = re.compile(r"^public (?:struct|enum|final class|protocol) ([A-Za-z_][A-Za-z0-9_]*)")


def prose_files():
    """Every file whose prose is read for code: README.md, docs/*.md, the
    DocC articles, then the Swift files of Sources/DateMath (their `///`
    doc comments)."""
    docc = os.path.join(ROOT, DOCC)
    articles = sorted(DOCC + "/" + name for name in os.listdir(docc) if name.endswith(".md"))
    return markdown_files() + articles + source_files()


def public_types():
    """The names of DateMath's public top-level types, and Foundation's few."""
    names = set(FOUNDATION_TYPES)
    for path in source_files():
        with open(os.path.join(ROOT, path), encoding="utf-8") as f:
            for line in f.read().split("\n"):
                match = PUBLIC_TYPE_RE.match(line)
                if match:
                    names.add(match.group(1))
    return names


def is_ident_start(ch):
    return ch == "_" or ("a" <= ch <= "z") or ("A" <= ch <= "Z")


def is_ident(ch):
    return is_ident_start(ch) or "0" <= ch <= "9"


def ident_end(text, i):
    while i < len(text) and is_ident(text[i]):
        i += 1
    return i


def string_end(text, i):
    """The index after the string literal that opens at text[i] (a quote),
    or len(text) if it is not closed."""
    i += 1
    while i < len(text) and text[i] != '"':
        i += 2 if text[i] == "\\" else 1
    return min(i + 1, len(text))


def closing(text, i):
    """The index of the bracket that closes the one at text[i], or None."""
    pairs = {"(": ")", "[": "]"}
    stack = []
    while i < len(text):
        ch = text[i]
        if ch == '"':
            i = string_end(text, i)
            continue
        if ch in pairs:
            stack.append(pairs[ch])
        elif ch in ")]":
            if stack.pop() != ch:
                return None
            if not stack:
                return i
        i += 1
    return None


def expression_end(text, i):
    """Where the expression that starts with the type name at text[i] ends:
    the name, then any `.member`, `(...)`, `[...]`, and `!` or `?` before a
    `.`. None if a bracket is not closed."""
    i = ident_end(text, i)
    while i < len(text):
        if text[i] == "." and i + 1 < len(text) and is_ident_start(text[i + 1]):
            i = ident_end(text, i + 1)
        elif text[i] in "([":
            end = closing(text, i)
            if end is None:
                return None
            i = end + 1
        elif text[i] in "!?" and text[i + 1:i + 2] == ".":
            i += 1
        else:
            break
    return i


def expressions(text, types):
    """The expressions in a text: each type name of `types` followed by `(`
    or `.`, not after a letter, digit, `_` or `.`, and not inside the
    parentheses of a call (`f(` — prose parentheses do not count), taken
    with its members, calls and subscripts, and the `try `, `try? ` or
    `try! ` just before it. Strings are skipped."""
    found = []
    calls = []  # for each open parenthesis: whether it is a call's
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == '"':
            i = string_end(text, i)
            continue
        if is_ident_start(ch) and (i == 0 or not (is_ident(text[i - 1]) or text[i - 1] == ".")):
            end = ident_end(text, i)
            if text[i:end] in types and text[end:end + 1] in ("(", ".") and not any(calls):
                stop = expression_end(text, i)
                if stop is None:
                    break
                start = i
                for word in ("try ", "try? ", "try! "):
                    before = i - len(word)
                    if text[before:i] == word and (before == 0 or not is_ident(text[before - 1])):
                        start = before
                found.append(text[start:stop])
                i = stop
                continue
            i = end
            continue
        if ch == "(":
            calls.append(i > 0 and (is_ident(text[i - 1]) or text[i - 1] in ")]"))
        elif ch == ")" and calls:
            calls.pop()
        i += 1
    return found


def is_code(expression, types):
    """Whether an expression is checked: it calls something, is not a
    method's name (`Type.member()`), holds none of NOT_CODE, no bare date or
    time (`day: 2017-02-28`, as a value's description writes it), and names
    only `types` (each followed by `(` or `.`: a bare one stands for a value,
    as in `Calendar.date(from: DateComponents)`), members, argument labels
    and try/true/false/nil (any other name is a variable of the surrounding
    text)."""
    if "(" not in expression or any(mark in expression for mark in NOT_CODE):
        return False
    if re.match(r"^(try[?!]? )?[A-Za-z_][A-Za-z0-9_]*\.[A-Za-z_][A-Za-z0-9_]*\(\)$", expression):
        return False
    i = 0
    while i < len(expression):
        ch = expression[i]
        if ch == '"':
            i = string_end(expression, i)
        elif "0" <= ch <= "9":
            while i < len(expression) and (is_ident(expression[i]) or expression[i] == "."):
                i += 1
            if expression[i:i + 1] in ("-", ":") and "0" <= expression[i + 1:i + 2] <= "9":
                return False
        elif is_ident_start(ch):
            end = ident_end(expression, i)
            name = expression[i:end]
            member = i > 0 and expression[i - 1] == "."
            label = expression[end:end + 1] == ":"
            if not (member or label or name in types or name in PROSE_KEYWORDS):
                return False
            if not member and name in types and expression[end:end + 1] not in ("(", "."):
                return False
            i = end
        else:
            i += 1
    return True


def code_spans(text):
    """The inline code spans of markdown text: (offset of the opening
    backticks, content). A run of n backticks opens a span that the next
    run of exactly n closes; a run with no closer, and a backslash-escaped
    character, are text."""
    spans = []
    i = 0
    while i < len(text):
        if text[i] == "\\":
            i += 2
            continue
        if text[i] != "`":
            i += 1
            continue
        run = i
        while run < len(text) and text[run] == "`":
            run += 1
        width = run - i
        j = run
        close = None
        while j < len(text):
            if text[j] != "`":
                j += 1
                continue
            k = j
            while k < len(text) and text[k] == "`":
                k += 1
            if k - j == width:
                close = j
                break
            j = k
        if close is None:
            i = run
            continue
        spans.append((i, text[run:close]))
        i = close + width
    return spans


def prose_code(texts, numbers, types):
    """The code of markdown text (a file's lines, or the texts of one doc
    comment's lines, `numbers` being their lines in the file): [(line,
    expression)] in order. In prose (outside fences) each inline code span
    that is exactly an expression (`expressions` and `is_code`); a
    paragraph (lines up to a blank line or a fence) is read as one text, so
    a span may continue on the next line, a line break and the indentation
    after it read as one space. In a ```swift block, each line whose code is
    a comment (`//` after any indentation): every expression of the
    comment's text that `is_code`. Other fences are not read."""
    found = []
    paragraph = []

    def flush():
        text = "\n".join(texts[k] for k in paragraph)
        for offset, content in code_spans(text):
            code = re.sub(r"\n[ \t]*", " ", content).strip(" \t")
            candidates = expressions(code, types)
            if candidates and candidates[0] == code and is_code(code, types):
                found.append((numbers[paragraph[text.count("\n", 0, offset)]], code))
        paragraph.clear()

    fence = None
    swift = False
    for k, text in enumerate(texts):
        stripped = text.lstrip(" \t")
        if fence is not None:
            if stripped.startswith(fence):
                fence = None
            elif swift and stripped.startswith("//"):
                found += [(numbers[k], code) for code in expressions(stripped.lstrip("/"), types)
                          if is_code(code, types)]
            continue
        if stripped.startswith(("```", "~~~")):
            flush()
            fence = stripped[:3]
            swift = text == "```swift"
        elif stripped.strip(" \t"):
            paragraph.append(k)
        else:
            flush()
    flush()
    return found


def all_prose_code(types=None):
    """[(file, line, expression)] of every file of prose_files()."""
    types = public_types() if types is None else types
    result = []
    for path in prose_files():
        with open(os.path.join(ROOT, path), encoding="utf-8") as f:
            lines = f.read().split("\n")
        if path.endswith(".swift"):
            for comment in doc_comments(lines):
                result += [(path, line, code) for line, code in
                           prose_code([text for _, text in comment], [i + 1 for i, _ in comment], types)]
        else:
            result += [(path, line, code) for line, code in prose_code(lines, list(range(1, len(lines) + 1)), types)]
    return result


def generate_prose_code(found):
    """ProseCode.generated.swift: the list the drift check compares, and one
    never-called closure per expression, so that the compiler checks it
    (a missing `try` is an error, a needless one a warning)."""
    files = {}
    for path, _, _ in found:
        files[path] = files.get(path, 0) + 1
    summary = f"{len(found)} expressions in the prose and comments of {len(files)} files"
    entries = [f"    .init(file: {swift_string(path)}, line: {line}, code: {swift_string(code)}),"
               for path, line, code in found]
    checks = []
    for path, line, code in found:
        checks.append(f"  _ = {{ () throws in _ = {code} }}  // {path}:{line}")
    return "\n".join([
        "// Generated by Scripts/generate-doc-snippets.py: the code written in the",
        "// prose of README.md, docs/*.md, the DocC articles and the doc comments of",
        "// Sources/DateMath, and in the comments of their ```swift blocks (the rule is",
        "// at the top of the script). Each expression is compiled, never run: an",
        "// error or warning on a line below is in the doc FILE:LINE its comment names.",
        "// Do not edit: edit the docs and run `python3 Scripts/generate-doc-snippets.py`.",
        "",
        "import DateMath",
        "import Foundation",
        "",
        "extension DocSnippets {",
        f"  /// {summary}.",
        "  static let proseCode: [ProseCode] = [",
        *entries,
        "  ]",
        "}",
        "",
        "/// Never called: each closure makes the compiler check one expression.",
        "private func compileProseCode() {",
        *checks,
        "}",
        "",
    ]), summary


def scan(text):
    """Per line of Swift source: (bracket depth at the line's start, code
    without its trailing comment, the comment's text or None, whether the
    comment is on a line of its own). Strings (with interpolation), line and
    block comments are understood well enough for documentation."""
    result = []
    depth = 0
    # Stack of contexts: "code" (with its own paren depth for an
    # interpolation), "string", "multistring", "block".
    stack = [["code", 0]]
    for line in text.split("\n"):
        start_depth = depth
        code = []
        comment = None
        i = 0
        while i < len(line):
            ch = line[i]
            top = stack[-1]
            if top[0] == "block":
                if line.startswith("*/", i):
                    stack.pop()
                    i += 2
                    continue
                i += 1
                continue
            if top[0] in ("string", "multistring"):
                code.append(ch)
                if ch == "\\" and line.startswith("\\(", i):
                    code.append("(")
                    stack.append(["code", 1])
                    i += 2
                    continue
                if ch == "\\":
                    if i + 1 < len(line):
                        code.append(line[i + 1])
                    i += 2
                    continue
                if top[0] == "multistring" and line.startswith('"""', i):
                    code.append('""')
                    stack.pop()
                    i += 3
                    continue
                if top[0] == "string" and ch == '"':
                    stack.pop()
                i += 1
                continue
            # Code.
            if line.startswith("//", i):
                comment = line[i + 2:].strip()
                break
            if line.startswith("/*", i):
                stack.append(["block"])
                i += 2
                continue
            if line.startswith('"""', i):
                code.append('"""')
                stack.append(["multistring"])
                i += 3
                continue
            if ch == '"':
                code.append(ch)
                stack.append(["string"])
                i += 1
                continue
            if ch in "([{":
                if len(stack) > 1:
                    top[1] += 1
                else:
                    depth += 1
            elif ch in ")]}":
                if len(stack) > 1:
                    top[1] -= 1
                    if top[1] == 0:
                        stack.pop()
                else:
                    depth -= 1
            code.append(ch)
            i += 1
        if stack[-1][0] == "string":
            raise DocError("a string literal is not closed on its line")
        code_text = "".join(code).rstrip()
        result.append((start_depth, code_text, comment, comment is not None and code_text.strip() == ""))
    return result


CONTINUES_AFTER = ("=", "(", "[", ",", ".", "+", "-", "*", "&&", "||", "??", "->")
CONTINUES_BEFORE = (".", "?", ":", "+ ", "- ", "* ", "/ ", "&&", "||", "??", "==", "!=", "->")


def statements(scanned):
    """Groups line indexes into top-level statements: lists of line
    indexes (blank and comment-only lines belong to no statement)."""
    groups = []
    previous_code = None
    for index, (depth, code, _, _) in enumerate(scanned):
        stripped = code.strip()
        if not stripped:
            continue
        continues = groups and (
            depth > 0
            or stripped.startswith(CONTINUES_BEFORE)
            or (previous_code is not None and previous_code.endswith(CONTINUES_AFTER)))
        if continues:
            groups[-1].append(index)
        else:
            groups.append([index])
        previous_code = stripped
    return groups


def parse_claim(comment):
    """(claim, prose) of a trailing comment: claim is None for prose only."""
    if comment.startswith("—"):
        return None, comment[1:].strip()
    if comment.startswith('"'):
        # A string claim ends at its closing quote, whatever it contains.
        i = 1
        while i < len(comment) and comment[i] != '"':
            i += 2 if comment[i] == "\\" else 1
        rest = comment[i + 1:]
        if rest.strip() and not rest.startswith(SEPARATOR):
            raise DocError(f"after the string claim {comment[:i + 1]}, only ` — prose` may follow")
        return comment[:i + 1], rest[len(SEPARATOR):].strip()
    claim, _, prose = comment.partition(SEPARATOR)
    claim = claim.strip()
    return (claim or None), prose.strip()


def swift_string(text):
    """A raw Swift string literal holding text exactly."""
    hashes = "#"
    while '"' + hashes in text:
        hashes += "#"
    return f'{hashes}"{text}"{hashes}'


def swift_multiline(text):
    hashes = "#"
    while '"""' + hashes in text or '"' + hashes in text:
        hashes += "#"
    return f'{hashes}"""\n{text}\n"""{hashes}'


THROWS_RE = re.compile(r"^throws(?: ([A-Za-z]+))?(?:: (.+))?$")
DECLARATION_RE = re.compile(r"^(?:let|var)\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?::[^=]*)?=(?!=)")


def function_name(doc, index):
    """README_1 for README.md's first block, pitfalls_2 for docs/pitfalls.md's
    second, Sources_Civil_CivilDate_Difference_1 for the first of
    Sources/DateMath/Civil/CivilDate+Difference.swift."""
    if doc.endswith(".swift"):
        base = "Sources/" + os.path.splitext(os.path.relpath(doc, SOURCES))[0]
    else:
        base = os.path.splitext(os.path.basename(doc))[0]
    return re.sub(r"[^A-Za-z0-9]", "_", base) + f"_{index}"


def generate_block(doc, block):
    """The Swift test file of one block, and its number of claims."""
    text = block["text"]
    lines = text.split("\n")
    first = block["line"] + 1  # the file's line of the block's first line
    try:
        scanned = scan(text)
    except DocError as error:
        raise DocError(f"{doc} block {block['index']} (line {block['line']}): {error}")

    def place(i):
        return f"{doc}:{first + i}"

    imports = []
    body_lines = set()
    for i, (depth, code, _, _) in enumerate(scanned):
        match = re.match(r"^import ([A-Za-z_][A-Za-z0-9_]*)$", code.strip())
        if match and depth == 0:
            imports.append(match.group(1))
        else:
            body_lines.add(i)
    groups = statements([s if i in body_lines else (0, "", None, False) for i, s in enumerate(scanned)])
    last_line_of = {group[-1]: group for group in groups}
    in_group = {i: group for group in groups for i in group}

    checks = {}  # last line index -> (kind, ...)
    claims = 0
    for i, (depth, code, comment, own_line) in enumerate(scanned):
        if comment is None or own_line:
            continue
        try:
            claim, _ = parse_claim(comment)
        except DocError as error:
            raise DocError(f"{place(i)}: {error}")
        if claim is None:
            continue
        group = in_group.get(i)
        if group is None or group[-1] != i or scanned[group[0]][0] != 0:
            raise DocError(
                f"{place(i)}: the claim `{comment}` does not end a top-level statement; "
                "move it to the statement's last line, or make it prose (`// — ...`)")
        head = scanned[group[0]][1].strip()
        declared = DECLARATION_RE.match(head)
        throws = THROWS_RE.match(claim)
        if claim.startswith("throws") and not throws:
            raise DocError(f"{place(i)}: `{claim}` is not `throws`, `throws: TEXT`, `throws KIND` or `throws KIND: TEXT`")
        if throws and declared:
            raise DocError(f"{place(i)}: a `throws` claim cannot be on a declaration (`{head}`)")
        checks[i] = (claim, throws, declared)
        claims += 1

    names = []
    out = []
    indent = "    "
    skip_until = -1
    for i, line in enumerate(lines):
        if i not in body_lines or i <= skip_until:
            continue
        if i in in_group and in_group[i][0] == i and in_group[i][-1] in checks:
            group = in_group[i]
            claim, throws, declared = checks[group[-1]]
            statement = lines[group[0]:group[-1] + 1]
            where = swift_string(place(group[-1]))
            if throws:
                kind = swift_string(throws.group(1)) if throws.group(1) else "nil"
                fragment = swift_string(throws.group(2)) if throws.group(2) else "nil"
                out.append(f"{indent}DocSnippets.expectThrows(kind: {kind}, containing: {fragment}, at: {where}) {{")
                out.append(f"{indent}  _ = {statement[0]}")
                out += [f"{indent}  {l}" for l in statement[1:]]
                out.append(f"{indent}}}")
            else:
                if declared:
                    name = declared.group(1)
                    out += [f"{indent}{l}" for l in statement]
                else:
                    name = f"claim{first + group[-1]}"
                    out.append(f"{indent}let {name} = {statement[0]}")
                    out += [f"{indent}{l}" for l in statement[1:]]
                if claim.startswith("=="):
                    expression = claim[2:].strip()
                    out.append(
                        f"{indent}#expect({name} == ({expression}), {swift_string(place(group[-1]) + ': ' + claim)})")
                else:
                    out.append(f"{indent}DocSnippets.check({name}, {swift_string(claim)}, at: {where})")
            skip_until = group[-1]
            continue
        out.append(f"{indent}{line}" if line else "")
        if scanned[i][0] == 0:
            declared = DECLARATION_RE.match(scanned[i][1].strip())
            if declared and in_group.get(i, [None])[0] == i:
                names.append((declared.group(1), in_group[i][-1], scanned[i][1].strip().startswith("var")))
    # Names only declared for the reader would warn as unused.
    # (A var is only written to, perhaps, so it is always read once.)
    later = {name: None if is_var else "\n".join(code for _, code, _, _ in scanned[i + 1:]) for name, i, is_var in names}
    out += [f"{indent}_ = {name}" for name, rest in later.items()
            if rest is None or not re.search(r"\b" + re.escape(name) + r"\b", rest)]
    while out and not out[0]:
        out.pop(0)

    title = f"{doc} block {block['index']} (line {block['line']})"
    header = [
        f"// Generated by Scripts/generate-doc-snippets.py from {title}.",
        f"// Do not edit: edit the {'doc comment' if doc.endswith('.swift') else 'markdown'}"
        " and run `python3 Scripts/generate-doc-snippets.py`.",
        "",
    ]
    header += [f"import {name}" for name in dict.fromkeys(imports or DEFAULT_IMPORTS)]
    header += ["import Testing", "", "extension DocSnippetTests {"]
    header.append(f"  @Test({swift_string(title)})")
    header.append(f"  func {function_name(doc, block['index'])}() throws {{")
    footer = ["  }", "}", ""]
    return "\n".join(header + out + footer), claims


def main():
    os.makedirs(OUT_DIR, exist_ok=True)
    written = {}
    manifest = []
    total_blocks = total_claims = skipped = in_sources = 0
    for doc, block in all_blocks():
        claims = 0
        in_sources += doc.endswith(".swift")
        if block["skip"] is not None:
            skipped += 1
        else:
            source, claims = generate_block(doc, block)
            name = f"Snippet_{function_name(doc, block['index'])}.generated.swift"
            if name in written:
                raise DocError(f"{doc} block {block['index']}: its test {name} is also another block's: rename a file")
            written[name] = source
            total_blocks += 1
            total_claims += claims
        manifest.append((doc, block, claims))

    summary = (f"{len(manifest)} blocks ({in_sources} in doc comments): {total_blocks} tested with"
               f" {total_claims} claims, {skipped} skipped")
    entries = []
    for doc, block, claims in manifest:
        skip = swift_string(block["skip"]) if block["skip"] is not None else "nil"
        entries.append(
            f"    .init(\n      file: {swift_string(doc)}, index: {block['index']}, line: {block['line']},"
            f" skip: {skip}, claims: {claims},\n      text: {swift_multiline(block['text'])}),")
    written["Snippets.generated.swift"] = "\n".join([
        "// Generated by Scripts/generate-doc-snippets.py: the ```swift blocks of",
        "// README.md, docs/*.md and the doc comments of Sources/DateMath that the",
        "// Snippet_*.generated.swift tests were made from, with their numbers of claims.",
        "// Do not edit: edit the docs and run `python3 Scripts/generate-doc-snippets.py`.",
        "",
        "extension DocSnippets {",
        f"  /// {summary}.",
        "  static let generated: [Recorded] = [",
        *entries,
        "  ]",
        "}",
        "",
    ])

    written[PROSE_OUT], prose_summary = generate_prose_code(all_prose_code())

    for name in os.listdir(OUT_DIR):
        if name.endswith(".generated.swift") and name not in written:
            os.remove(os.path.join(OUT_DIR, name))
    for name, source in written.items():
        path = os.path.join(OUT_DIR, name)
        old = None
        if os.path.exists(path):
            with open(path, encoding="utf-8") as f:
                old = f.read()
        if old != source:
            with open(path, "w", encoding="utf-8") as f:
                f.write(source)
    print(f"{summary}; {prose_summary} -> {os.path.relpath(OUT_DIR, ROOT)}")


def self_test():
    """The parsing rules on small cases (run with --self-test)."""
    scanned = scan('let url = "http://a" // "x"\nlet s = "\\(f(")"))" // 1\nfoo(a,\n  b)  // 2\n// prose')
    assert scanned[0][1] == 'let url = "http://a"' and scanned[0][2] == '"x"', scanned[0]
    assert scanned[1][2] == "1" and scanned[1][0] == 0, scanned[1]
    assert scanned[4][3] and scanned[3][2] == "2", scanned[3:]
    assert statements(scanned) == [[0], [1], [2, 3]], statements(scanned)
    chained = scan("try a\n  .b()  // 1\nlet x = 1")
    assert statements(chained) == [[0, 1], [2]]
    assert parse_claim("82800 — seconds") == ("82800", "seconds")
    assert parse_claim("— prose only") == (None, "prose only")
    assert parse_claim('"a — b" — c') == ('"a — b"', "c")
    assert parse_claim("== paid — exactly") == ("== paid", "exactly")
    for text, fragment in [
        ("for x in [1] {\n  f(x)  // 1\n}", "does not end a top-level statement"),
        ("foo(1,  // 1\n  2)", "does not end a top-level statement"),
        ("let x = try f()  // throws", "cannot be on a declaration"),
        ("f()  // throwsX", "is not `throws`"),
    ]:
        try:
            generate_block("x.md", {"index": 1, "line": 1, "skip": None, "text": text})
        except DocError as error:
            assert fragment in str(error), (text, error)
        else:
            raise AssertionError(f"accepted {text!r}")
    source, claims = generate_block("x.md", {"index": 1, "line": 1, "skip": None, "text": (
        "import Foundation\nlet a = f()  // 1 — prose\ng(a)  // throws invalidDate: bad\nh()  // == a\nk()  // — prose")})
    assert claims == 3, claims
    assert "import Foundation\nimport Testing" in source and "import DateMath" not in source, source
    assert 'DocSnippets.check(a, #"1"#, at: #"x.md:3"#)' in source, source
    assert 'expectThrows(kind: #"invalidDate"#, containing: #"bad"#' in source, source
    assert "#expect(claim5 == (a)" in source, source
    assert SWIFT_FENCE_RE.match("  ```Swift") and SWIFT_FENCE_RE.match("~~~ swift") and not SWIFT_FENCE_RE.match("```sh")

    # Doc comments: the same cases as DocSnippetTests.docCommentExtractor,
    # indentedCodeStarts and allowList.
    source = "\n".join([
        "/// A type.", "///", "/// ```swift", "/// let a = 1  // 1", "/// ```", "struct A {",
        "  /// <!-- doc-snippet skip: not library code -->", "  /// ```swift", "  /// import Foundation",
        "  /// ```", "  //// ```swift (four slashes: not a doc comment)", "  ///", "  /// ```swift",
        "  ///   let b = 2", "  ///", "  ///     indented inside a fence: not an indented block", "  /// ```",
        "  func f() {}", "}"])
    blocks, problems, indented = extract_doc_blocks("S.swift", False, source)
    assert problems == [] and indented == [], (problems, indented)
    assert [(b["index"], b["line"], b["skip"], b["text"]) for b in blocks] == [
        (1, 3, None, "let a = 1  // 1"), (2, 8, "not library code", "import Foundation"),
        (3, 13, None, "  let b = 2\n\n    indented inside a fence: not an indented block")], blocks
    assert function_name("Sources/DateMath/Civil/CivilDate+Difference.swift", 2) == "Sources_Civil_CivilDate_Difference_2"
    assert function_name("Sources/DateMath/DateMathError.swift", 1) == "Sources_DateMathError_1"
    assert function_name("docs/pitfalls.md", 3) == "pitfalls_3"
    for bad, line in [
        ("/// ```swift\n/// let a = 1\nlet x = 1\n/// ```", 1), ("///  ```swift\n/// ```", 1),
        ("/// x\n/// ```Swift\n/// ```", 2), ("/** A type. */", 1),
    ]:
        _, problems, _ = extract_doc_blocks("S.swift", False, bad)
        assert len(problems) == 1 and problems[0].startswith(f"S.swift:{line}: "), (bad, problems)
    indented_source = "/// Text.\n///\n///     let a = 1\n///     a  // 1\n///\n///     let b = 2\nstruct A {}"
    _, problems, indented = extract_doc_blocks("S.swift", False, indented_source)
    assert indented == [3] and len(problems) == 1 and problems[0].startswith("S.swift:3: an indented code block"), problems
    assert "```swift fence" in problems[0]
    _, problems, indented = extract_doc_blocks("S.swift", True, indented_source)
    assert indented == [3] and problems == []
    for texts, starts in [
        (["    code"], [0]),
        (["Text", "    more text, not code"], []),
        (["Text", "", "    code", "    code", "", "    code", "Text", "", "    code"], [2, 8]),
        (["- Parameters:", "  - a: the first,", "    continued.", "", "    A paragraph of the item."], []),
        (["- Parameters:", "  - a: the first.", "", "        code in the item"], [3]),
        (["- Item.", "", "Out of the list.", "", "    code"], [4]),
        (["1. Step.", "", "      A paragraph of the step.", "", "       code in the step"], [4]),
        (["```text", "", "    inside a fence", "```", "", "    code"], [5]),
        (["\tcode"], [0]),
    ]:
        assert indented_code_starts(texts) == starts, (texts, indented_code_starts(texts))
    allowed, skips = read_allow_list(
        "# comment\n\nindented Sources/DateMath/A.swift\nskip Sources/DateMath/B.swift:12 a reason — here\n")
    assert allowed == {"Sources/DateMath/A.swift"} and skips == {("Sources/DateMath/B.swift", 12): "a reason — here"}
    for bad in ["indented A.txt", "indented a b.swift", "skip B.swift:x reason", "skip B.swift:12",
                "skip B.swift 12 r", "ignore A.swift"]:
        try:
            read_allow_list(bad)
        except DocError:
            pass
        else:
            raise AssertionError(f"allow-list accepted {bad!r}")
    source, _ = generate_block("Sources/DateMath/Civil/CivilDate.swift", {
        "index": 2, "line": 40, "skip": None, "text": "let a = f()  // 1"})
    assert '@Test(#"Sources/DateMath/Civil/CivilDate.swift block 2 (line 40)"#)' in source, source
    assert "func Sources_Civil_CivilDate_2()" in source and "edit the doc comment" in source, source
    assert 'at: #"Sources/DateMath/Civil/CivilDate.swift:41"#' in source, source

    # Code in prose and comments: the same case as DocSnippetTests.proseCodeExtractor.
    markdown = "\n".join([
        "Prose: `ZonedDateTime(Date(), in: .current)` lacks a try; `try ZonedDateTime(Date(),",
        "  in: .current)` has one; `noon.adding(.days(1))` and `try ZonedDateTime(date, in: zone)`",
        "use variables; `Zone(identifier:)`, `Zone.instant(moving:…)`, `Calendar.current`,",
        "`ZonedDateTime.lengthOfDay()`, `Calendar.date(from: DateComponents)`, `Period.days(1) + x`,",
        "`DayClamp(requestedDay: 31, day: 2017-02-28)` and ``ZonedDateTime/now(in:)`` are names.",
        "",
        "```swift",
        '// In an app, now is ZonedDateTime(Date(), in: .current); or try? Zone(identifier: "Europe/Paris").',
        '  // (today is CivilDate.today(in: .current)). Not: try zoned.converted(to: Zone(identifier: "X"))',
        "let zone = Zone.current  // CivilDate.today(in: .current) is not read: a trailing comment",
        "```",
        "```text",
        "// Period.hours(2)",
        "```",
        "`Period.hours(2)` \\`Period.days(3)`",
    ])
    lines = markdown.split("\n")
    types = {"ZonedDateTime", "Date", "Zone", "CivilDate", "Calendar", "DateComponents", "Period", "DayClamp"}
    found = [f"{line}: {code}" for line, code in prose_code(lines, list(range(1, len(lines) + 1)), types)]
    assert found == [
        "1: ZonedDateTime(Date(), in: .current)",
        "1: try ZonedDateTime(Date(), in: .current)",
        "8: ZonedDateTime(Date(), in: .current)",
        '8: try? Zone(identifier: "Europe/Paris")',
        "9: CivilDate.today(in: .current)",
        "15: Period.hours(2)",
    ], found
    # In a doc comment, and in the generated file: a missing try is a
    # compile error on a line that names the doc's file and line.
    comment = doc_comments(["  /// Throws for `Zone(identifier: \"EST\")`.", "  ///", "  /// ```swift",
                            "  /// // or CivilDate.today(in: .current)", "  /// ```", "  func f() {}"])[0]
    found = prose_code([text for _, text in comment], [i + 1 for i, _ in comment], types)
    assert found == [(1, 'Zone(identifier: "EST")'), (4, "CivilDate.today(in: .current)")], found
    source, summary = generate_prose_code([("S.swift", 1, 'Zone(identifier: "EST")')])
    assert '  _ = { () throws in _ = Zone(identifier: "EST") }  // S.swift:1\n' in source, source
    assert '.init(file: #"S.swift"#, line: 1, code: #"Zone(identifier: "EST")"#),' in source, source
    assert summary == "1 expressions in the prose and comments of 1 files", summary
    print("self-test passed")


if __name__ == "__main__":
    try:
        if sys.argv[1:] == ["--self-test"]:
            self_test()
            sys.exit(0)
        main()
    except DocError as error:
        print(f"generate-doc-snippets: {error}", file=sys.stderr)
        sys.exit(1)
