/// Notes as a lenient reader or expansion collects them, bounded: the
/// first ``kept`` notes of each kind in full, then one note per kind with
/// how many more there were. A file of a million blank lines gives eleven
/// notes, not a million (issue 37: one note per line took 1.5 GB for 10 MB
/// of blank lines).
struct _ICalendarNoteLog: Sendable {
  typealias Note = ICalendarDocument.Note

  /// The notes of one kind kept in full.
  static let kept = 10

  private var notes: [Note] = []
  /// Per kind: how many notes it had, and of those past ``kept``, the
  /// first's and the last's lines.
  private var kinds: [String: (count: Int, first: Int, last: Int)] = [:]
  /// Kinds that went past ``kept``, in the order they did.
  private var overflowing: [String] = []

  /// Adds a note of `kind`, a plural phrase for the notes of its kind
  /// ("blank lines") that the count of those not kept is written with;
  /// `message` is made only for a note that is kept.
  mutating func add(_ kind: String, line: Int, _ message: @autoclosure () -> String) {
    var entry = kinds[kind] ?? (0, line, line)
    entry.count += 1
    if entry.count <= Self.kept {
      notes.append(Note(line: line, message: message()))
    } else {
      if entry.count == Self.kept + 1 {
        entry.first = line
        overflowing.append(kind)
      }
      entry.last = Swift.max(entry.last, line)
    }
    kinds[kind] = entry
  }

  /// Adds notes already made, each as its own kind's.
  mutating func add(_ kind: String, _ more: [Note]) {
    for note in more { add(kind, line: note.line, note.message) }
  }

  /// The notes in the order added, then one for each kind past ``kept``:
  /// `12 more blank lines through line 40, not listed one by one`.
  var all: [Note] {
    notes
      + overflowing.compactMap { kind in
        guard let entry = kinds[kind] else { return nil }
        let more = entry.count - Self.kept
        let span = entry.last > entry.first ? " through line \(entry.last)" : ""
        return Note(line: entry.first, message: "\(more) more \(kind)\(span), not listed one by one")
      }
  }
}
