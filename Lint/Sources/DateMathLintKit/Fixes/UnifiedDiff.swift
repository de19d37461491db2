/// A unified diff (`diff -u`'s form, three lines of context) between two
/// texts, as `--fix --dry-run` prints it.
enum UnifiedDiff {
  /// The diff of `old` and `new`, headed `--- a/path` and `+++ b/path`;
  /// empty when the texts are equal.
  static func render(old: String, new: String, path: String, context: Int = 3) -> String {
    let a = lines(old)
    let b = lines(new)
    let script = editScript(a, b)
    guard script.contains(where: { $0 != .same }) else { return "" }
    var output = "--- a/\(path)\n+++ b/\(path)\n"
    // Walk the script, cutting it into hunks around the changes.
    var i = 0
    while i < script.count {
      guard script[i] != .same else {
        i += 1
        continue
      }
      var start = i
      var kept = 0
      while start > 0, kept < context, script[start - 1] == .same {
        start -= 1
        kept += 1
      }
      var end = i
      while end < script.count {
        if script[end] != .same {
          end += 1
          continue
        }
        var run = end
        while run < script.count, script[run] == .same { run += 1 }
        if run == script.count || run - end > 2 * context {
          end = min(end + context, script.count)
          break
        }
        end = run
      }
      // Line numbers where the hunk starts in each text.
      var oldLine = 0
      var newLine = 0
      for step in script[..<start] {
        if step != .insert { oldLine += 1 }
        if step != .delete { newLine += 1 }
      }
      var body = ""
      var oldCount = 0
      var newCount = 0
      for step in script[start..<end] {
        switch step {
        case .same:
          body += " \(a[oldLine + oldCount])\n"
          oldCount += 1
          newCount += 1
        case .delete:
          body += "-\(a[oldLine + oldCount])\n"
          oldCount += 1
        case .insert:
          body += "+\(b[newLine + newCount])\n"
          newCount += 1
        }
      }
      output += "@@ -\(range(oldLine, oldCount)) +\(range(newLine, newCount)) @@\n" + body
      i = end
    }
    return output
  }

  /// `start,count` as a hunk header writes it (1-based; an empty side
  /// names the line before).
  static func range(_ start: Int, _ count: Int) -> String {
    count == 0 ? "\(start),0" : count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
  }

  /// The text's lines without their newlines.
  static func lines(_ text: String) -> [Substring] {
    var result = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    if result.last == "" { result.removeLast() }
    return result
  }

  /// One step of an edit script.
  enum Step: Equatable { case same, delete, insert }

  /// A shortest edit script from `a` to `b` (Myers' algorithm, after the
  /// common head and tail are set aside).
  static func editScript(_ a: [Substring], _ b: [Substring]) -> [Step] {
    var head = 0
    while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
    var tail = 0
    while tail < a.count - head, tail < b.count - head, a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
    let x = Array(a[head..<(a.count - tail)])
    let y = Array(b[head..<(b.count - tail)])
    let n = x.count
    let m = y.count
    let offset = n + m + 1
    var v = [Int](repeating: 0, count: 2 * offset + 1)
    var trace: [[Int]] = []
    search: for d in 0...(n + m) {
      trace.append(v)
      for k in stride(from: -d, through: d, by: 2) {
        var i: Int
        if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
          i = v[offset + k + 1]
        } else {
          i = v[offset + k - 1] + 1
        }
        var j = i - k
        while i < n, j < m, x[i] == y[j] {
          i += 1
          j += 1
        }
        v[offset + k] = i
        if i >= n, j >= m { break search }
      }
    }
    // Walk back through the saved rounds.
    var middle: [Step] = []
    var i = n
    var j = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
      let saved = trace[d]
      let k = i - j
      let previousK = (k == -d || (k != d && saved[offset + k - 1] < saved[offset + k + 1])) ? k + 1 : k - 1
      let previousI = d == 0 ? 0 : saved[offset + previousK]
      let previousJ = d == 0 ? 0 : previousI - previousK
      while i > previousI, j > previousJ {
        middle.append(.same)
        i -= 1
        j -= 1
      }
      if d > 0 {
        if i == previousI {
          middle.append(.insert)
        } else {
          middle.append(.delete)
        }
        i = previousI
        j = previousJ
      }
    }
    return [Step](repeating: .same, count: head) + middle.reversed() + [Step](repeating: .same, count: tail)
  }
}
