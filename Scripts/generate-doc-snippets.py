#!/usr/bin/env python3
"""Turns every ```swift block of README.md and docs/*.md into a Swift
Testing test that compiles the block, runs it, and checks the results its
comments claim.

Usage (from anywhere):
    python3 Scripts/generate-doc-snippets.py              # regenerate
    python3 Scripts/generate-doc-snippets.py --self-test  # check this script

It rewrites Tests/DateMathTests/DocSnippets/*.generated.swift: one file per
block, Snippet_<doc>_<n>.generated.swift, and Snippets.generated.swift,
which holds every block's text. Commit them with the docs. At test time
`DocSnippetTests` (Tests/DateMathTests/DocSnippetTests.swift) reads the
markdown again, without Python, and fails naming the file, the block and
this command when a block differs from what was generated, so the docs
cannot drift from the checked code.

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
    blocks = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if SWIFT_FENCE_RE.match(line) and line != "```swift":
            raise DocError(f"{relative_path}:{i + 1}: a swift fence must be exactly ```swift at the start of a line")
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
                raise DocError(f"{relative_path}:{i + 1}: the swift block is not closed")
            blocks.append({
                "index": len(blocks) + 1,
                "line": i + 1,
                "skip": skip,
                "text": "\n".join(lines[i + 1:end]),
            })
            i = end
        i += 1
    return blocks


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
    base = os.path.splitext(os.path.basename(doc))[0]
    return re.sub(r"[^A-Za-z0-9]", "_", base) + f"_{index}"


def generate_block(doc, block):
    """The Swift test file of one block, and its number of claims."""
    text = block["text"]
    lines = text.split("\n")
    first = block["line"] + 1  # markdown line of the block's first line
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
        "// Do not edit: edit the markdown and run `python3 Scripts/generate-doc-snippets.py`.",
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
    total_blocks = total_claims = skipped = 0
    for doc in markdown_files():
        for block in extract_blocks(doc):
            manifest.append((doc, block))
            if block["skip"] is not None:
                skipped += 1
                continue
            source, claims = generate_block(doc, block)
            name = f"Snippet_{function_name(doc, block['index'])}.generated.swift"
            written[name] = source
            total_blocks += 1
            total_claims += claims

    entries = []
    for doc, block in manifest:
        skip = swift_string(block["skip"]) if block["skip"] is not None else "nil"
        entries.append(
            f"    .init(\n      file: {swift_string(doc)}, index: {block['index']}, line: {block['line']},"
            f" skip: {skip},\n      text: {swift_multiline(block['text'])}),")
    written["Snippets.generated.swift"] = "\n".join([
        "// Generated by Scripts/generate-doc-snippets.py: the ```swift blocks of",
        "// README.md and docs/*.md that the Snippet_*.generated.swift tests were made from.",
        "// Do not edit: edit the markdown and run `python3 Scripts/generate-doc-snippets.py`.",
        "",
        "extension DocSnippets {",
        f"  /// {len(manifest)} blocks: {total_blocks} tested with {total_claims} claims, {skipped} skipped.",
        "  static let generated: [Block] = [",
        *entries,
        "  ]",
        "}",
        "",
    ])

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
    print(f"{len(manifest)} blocks: {total_blocks} tested with {total_claims} claims, {skipped} skipped"
          f" -> {os.path.relpath(OUT_DIR, ROOT)}")


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
