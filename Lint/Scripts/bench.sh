#!/usr/bin/env bash
# Times datemath-lint (release build) over a generated corpus of Swift:
# LINES lines (default 100000) in files of about 100 lines, mixing ordinary
# code with the date code the rules look at (about one finding in 20
# lines). Prints the lines, files, findings and the best wall-clock time of
# RUNS runs (default 3). The target (issue 12): under 5 s for 100,000 lines.
#
#   Lint/Scripts/bench.sh [LINES] [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."

lines=${1:-100000}
runs=${2:-3}
corpus=$(mktemp -d "${TMPDIR:-/tmp}/datemath-lint-bench.XXXXXX")
trap 'rm -rf "$corpus"' EXIT

swift build -c release --product datemath-lint >/dev/null
binary="$(swift build -c release --show-bin-path)/datemath-lint"

python3 - "$corpus" "$lines" <<'PY'
import os, sys
root, target = sys.argv[1], int(sys.argv[2])
template = '''import Foundation

/// Invoices for account {n}.
struct Invoice{n}: Codable, Hashable {{
  var id: Int
  var amount: Decimal
  var issued: Date
  var due: Date?
  var notes: [String] = []

  /// Total with tax, rounded to cents.
  func total(rate: Decimal) -> Decimal {{
    var value = amount * (1 + rate)
    var rounded = Decimal()
    NSDecimalRound(&rounded, &value, 2, .plain)
    return rounded
  }}
}}

final class Scheduler{n} {{
  private var invoices: [Invoice{n}] = []
  private let calendar: Calendar
  static let formatter: DateFormatter = {{
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssXXXXX"
    return formatter
  }}()

  init(zone: TimeZone) {{
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    self.calendar = calendar
  }}

  func add(_ invoice: Invoice{n}) {{
    invoices.append(invoice)
    invoices.sort {{ $0.issued < $1.issued }}
  }}

  func overdue(at now: Date) -> [Invoice{n}] {{
    invoices.filter {{ invoice in
      guard let due = invoice.due else {{ return false }}
      return due < now && invoice.amount > 0
    }}
  }}

  func reminder(for invoice: Invoice{n}) -> Date {{
    invoice.issued.addingTimeInterval(86400 * 7)
  }}

  func daysLate(_ invoice: Invoice{n}, now: Date) -> Int {{
    guard let due = invoice.due else {{ return 0 }}
    return Int(now.timeIntervalSince(due) / 86400)
  }}

  func schedule(from start: Date, months: Int) -> [Date] {{
    var dates: [Date] = []
    var date = start
    for _ in 0..<months {{
      date = calendar.date(byAdding: .month, value: 1, to: date)!
      dates.append(date)
    }}
    return dates
  }}

  func anchored(from start: Date, months: Int) -> [Date] {{
    (0..<months).compactMap {{ calendar.date(byAdding: .month, value: $0, to: start) }}
  }}

  func labels() -> [String] {{
    invoices.map {{ Self.formatter.string(from: $0.issued) }}
  }}

  func summary() -> String {{
    let total = invoices.reduce(Decimal(0)) {{ $0 + $1.amount }}
    let count = invoices.count
    let text = "\\(count) invoices, total \\(total)"
    switch count {{
    case 0: return "none"
    case 1: return "one: " + text
    default: return text
    }}
  }}

  func startOfMonth(for date: Date) -> Date? {{
    let parts = calendar.dateComponents([.year, .month], from: date)
    return calendar.date(from: parts)
  }}

  func grouped() -> [Int: [Invoice{n}]] {{
    Dictionary(grouping: invoices) {{ calendar.component(.month, from: $0.issued) }}
  }}
}}
'''
written = n = 0
while written < target:
    text = template.format(n=n)
    with open(os.path.join(root, f"File{n:05d}.swift"), "w") as f:
        f.write(text)
    written += text.count("\n")
    n += 1
PY

total=$(cat "$corpus"/*.swift | wc -l)
files=$(ls "$corpus" | wc -l)
best=""
for _ in $(seq "$runs"); do
  start=$(date +%s.%N)
  "$binary" --fail-on never --format json "$corpus" > "$corpus.json" 2>/dev/null
  end=$(date +%s.%N)
  elapsed=$(python3 -c "print(f'{$end - $start:.2f}')")
  if [ -z "$best" ] || python3 -c "import sys; sys.exit(0 if $elapsed < $best else 1)"; then best=$elapsed; fi
done
findings=$(python3 -c "import json,sys; print(len(json.load(open(sys.argv[1]))['findings']))" "$corpus.json")
rm -f "$corpus.json"
echo "datemath-lint: $total lines in $files files, $findings findings, best of $runs runs: $best s ($(nproc) cores)"
