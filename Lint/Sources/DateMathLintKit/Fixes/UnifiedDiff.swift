/// A unified diff (`diff -u`'s form, three lines of context) between two
/// texts, as `--fix --dry-run` prints it. Lines are cut at `\n` bytes only,
/// as `patch` and `git apply` cut them: a `\r` stays part of its line (so a
/// CRLF, CR-only or mixed file's diff applies to it byte for byte), and a
/// last line without `\n` is marked `\ No newline at end of file`.
enum UnifiedDiff {
  /// The diff of `old` and `new`, headed `--- a/path` and `+++ b/path`
  /// (quoted as git quotes names); empty when the texts are equal.
  static func render(old: String, new: String, path: String, context: Int = 3) -> String {
    let a = lines(old)
    let b = lines(new)
    let script = editScript(a, b)
    guard script.contains(where: { $0 != .same }) else { return "" }
    var output = Array("--- \(header("a/" + path))\n+++ \(header("b/" + path))\n".utf8)
    func emit(_ prefix: Character, _ line: [UInt8]) {
      output.append(prefix.asciiValue ?? 32)
      output += line
      if line.last != 10 { output += Array("\n\\ No newline at end of file\n".utf8) }
    }
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
      var oldCount = 0
      var newCount = 0
      for step in script[start..<end] {
        if step != .insert { oldCount += 1 }
        if step != .delete { newCount += 1 }
      }
      output += Array("@@ -\(range(oldLine, oldCount)) +\(range(newLine, newCount)) @@\n".utf8)
      oldCount = 0
      newCount = 0
      for step in script[start..<end] {
        switch step {
        case .same:
          emit(" ", a[oldLine + oldCount])
          oldCount += 1
          newCount += 1
        case .delete:
          emit("-", a[oldLine + oldCount])
          oldCount += 1
        case .insert:
          emit("+", b[newLine + newCount])
          newCount += 1
        }
      }
      i = end
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// `name` as git writes it after `---` and `+++`: in double quotes with C
  /// escapes when it holds a `"`, a `\\`, a control character or a
  /// non-ASCII byte (octal, as `core.quotePath` does); followed by a tab
  /// when it holds a space, so that `patch` reads the whole name.
  static func header(_ name: String) -> String {
    let bytes = Array(name.utf8)
    var quoted = name
    if bytes.contains(where: { $0 == 34 || $0 == 92 || $0 < 32 || $0 >= 127 }) {
      let named: [UInt8: String] = [7: "\\a", 8: "\\b", 9: "\\t", 10: "\\n", 11: "\\v", 12: "\\f", 13: "\\r", 34: "\\\"", 92: "\\\\"]
      quoted = "\""
      for byte in bytes {
        if let escape = named[byte] {
          quoted += escape
        } else if byte < 32 || byte >= 127 {
          let octal = String(byte, radix: 8)
          quoted += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
        } else {
          quoted += String(UnicodeScalar(byte))
        }
      }
      quoted += "\""
    }
    return bytes.contains(32) ? quoted + "\t" : quoted
  }

  /// `start,count` as a hunk header writes it (1-based; an empty side
  /// names the line before).
  static func range(_ start: Int, _ count: Int) -> String {
    count == 0 ? "\(start),0" : count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
  }

  /// The text's lines, each with its `\n` (the last one may have none).
  static func lines(_ text: String) -> [[UInt8]] {
    var result: [[UInt8]] = []
    var line: [UInt8] = []
    for byte in text.utf8 {
      line.append(byte)
      if byte == 10 {
        result.append(line)
        line = []
      }
    }
    if !line.isEmpty { result.append(line) }
    return result
  }

  /// One step of an edit script.
  enum Step: Equatable { case same, delete, insert }

  /// A shortest edit script from `a` to `b` (Myers' algorithm, after the
  /// common head and tail are set aside).
  static func editScript<Line: Equatable>(_ a: [Line], _ b: [Line]) -> [Step] {
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
