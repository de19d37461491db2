import DateMath

/// Reads a calc expression into the arguments of another command, in one
/// pass over its tokens. Amounts are read and added here, so the command
/// gets one amount however many the expression has.
package struct CalcTranslator {
  package var tokens: [String]
  /// The zone of `--zone`, if given: where times without a zone are read.
  package var zone: String?
  private var index = 0

  package init(tokens: [String], zone: String?) {
    self.tokens = tokens
    self.zone = zone
  }

  /// The expression's words, split at whitespace (the command line's words
  /// joined by spaces, so `calc today + 1d` reads as `calc "today + 1d"`).
  package init(expression: String, zone: String?) {
    self.init(tokens: expression.split(whereSeparator: \.isWhitespace).map(String.init), zone: zone)
  }

  package mutating func translate() throws(CommandFailure) -> CalcCommand {
    guard !tokens.isEmpty else { throw syntax("an expression, such as \"today + 2 weeks\"") }
    if let option = tokens.first(where: { $0.hasPrefix("--") }) {
      throw syntax("no options inside the expression (\(DateMathError.quoted(option))): put them after it")
    }
    if accept("start") {
      guard accept("of"), accept("day") else { throw syntax("\"start of day TIME\"") }
      let (time, zone) = try readTime()
      try expectEnd()
      return CalcCommand(name: "start-of-day", options: try zoneArguments(zone), values: [time])
    }
    let (time, zone) = try readTime()
    if accept("in") {
      guard let target = next() else { throw syntax("a zone after \"in\"") }
      try expectEnd()
      return CalcCommand(name: "convert", options: [try zoneOption("--into", target)] + (try zoneArguments(zone)), values: [time])
    }
    if index == tokens.count {
      // The system zone's name needs no check, and may be no IANA name
      // (TZ=EST5EDT,M3.2.0,M11.1.0 names a rule zone by its rule).
      let named = zone ?? self.zone
      let to = try named.map { name throws(CommandFailure) in try zoneOption("--into", name) }
        ?? "--into=" + Zone.current.identifier
      return CalcCommand(name: "convert", options: [to] + (try zoneArguments(zone)), values: [time])
    }
    guard peek == "+" || peek == "-" || peek?.first == "+" || peek?.first == "-" else {
      throw syntax("\"+\", \"-\" or \"in\" after the time, not \(DateMathError.quoted(peek ?? ""))")
    }
    // TIME - TIME is a difference; otherwise a list of signed amounts.
    if peek == "-", index + 1 < tokens.count, !looksLikeAmount(at: index + 1) {
      index += 1
      let (other, otherZone) = try readTime()
      try expectEnd()
      if zone == otherZone {
        return CalcCommand(name: "diff", options: try zoneArguments(zone), values: [other, time])
      }
      // Each time is read in its own zone: a wall-clock time carries it as
      // an RFC 9557 annotation; a bare date cannot.
      return CalcCommand(
        name: "diff", options: try zoneArguments(nil), values: [try located(other, otherZone), try located(time, zone)])
    }
    var amounts: [Amount] = []
    while let token = next() {
      var sign = ""
      var text = token
      if token == "+" || token == "-" {
        sign = token == "-" ? "-" : "+"
        guard let value = next() else { throw syntax("an amount after \(DateMathError.quoted(token))") }
        text = value
      } else if token.first == "+" || token.first == "-" {
        sign = token.hasPrefix("-") ? "-" : "+"
        text = String(token.dropFirst())
      } else {
        throw syntax("\"+\" or \"-\" before \(DateMathError.quoted(token))")
      }
      // "1 month": a number, then a unit word.
      if text.allSatisfy(\.isNumber), let unit = peek, unit.first?.isLetter == true {
        text += unit
        index += 1
      }
      do {
        amounts.append(try Amount.parse(sign + text))
      } catch {
        throw syntax("an amount such as 1d, 2 weeks or PT36H after \(DateMathError.quoted(sign)), not \(error.message)")
      }
    }
    let total = try Amount.total(amounts)
    return CalcCommand(
      name: "add", options: try zoneArguments(zone) + ["--shown-as=" + total.text], values: [time, total.isoText])
  }

  var peek: String? { index < tokens.count ? tokens[index] : nil }

  mutating func next() -> String? {
    defer { index += 1 }
    return peek
  }

  mutating func accept(_ word: String) -> Bool {
    guard peek?.lowercased() == word else { return false }
    index += 1
    return true
  }

  func expectEnd() throws(CommandFailure) {
    if let extra = peek { throw syntax("the end of the expression, not \(DateMathError.quoted(extra))") }
  }

  /// A moment, with a clock time after a date or a relative day joined to
  /// it, then an optional zone. A relative day (`next monday 9:00`) comes
  /// out as the date or wall-clock time it names (`2024-01-08T09:00:00`).
  mutating func readTime() throws(CommandFailure) -> (String, String?) {
    let relative: (RelativeDay, Int)?
    do {
      relative = try RelativeDay.read(tokens[index...])
    } catch {
      throw syntax(error.message)
    }
    if let (phrase, used) = relative {
      index += used
      let clock = try readClock(after: phrase.text)
      let zone = readZone()
      return (try place(phrase, at: clock, in: zone ?? self.zone), zone)
    }
    guard var time = next() else { throw syntax("a time") }
    if let day = CivilDate(time), let clock = try readClock(after: time) {
      time = day.at(clock).description
    }
    return (time, readZone())
  }

  /// A time of day, `H:MM` or `HH:MM[:SS]`, when the next token looks like
  /// one (a digit first, a colon in it); an error when it looks like one
  /// but is not.
  mutating func readClock(after time: String) throws(CommandFailure) -> CivilTime? {
    guard let token = peek, token.first?.isNumber == true, token.contains(":") else { return nil }
    // One-digit hours (9:00) are how people write them; ISO wants two.
    let text = token.firstIndex(of: ":") == token.index(after: token.startIndex) ? "0" + token : token
    guard let clock = CivilTime(text) else {
      throw syntax(
        "a time of day H:MM or HH:MM[:SS] (hours 0 to 23, minutes and seconds 0 to 59) after "
          + "\(DateMathError.quoted(time)), not \(DateMathError.quoted(token))")
    }
    index += 1
    return clock
  }

  /// An IANA identifier (with a "/") or UTC, when the next token is one.
  mutating func readZone() -> String? {
    guard let candidate = peek, candidate.contains("/") || candidate == "UTC" else { return nil }
    index += 1
    return candidate
  }

  /// The date a relative day names, counted on the calendar of `zoneName`
  /// (else the system zone), at `clock` when given: a date or a wall-clock
  /// time for the command to resolve by --policy. A day that never happened
  /// in the zone is an error (exit status 1), not a move to another day.
  func place(_ phrase: RelativeDay, at clock: CivilTime?, in zoneName: String?) throws(CommandFailure)
    -> String
  {
    let zone = try zoneName.map { name throws(CommandFailure) in
      try input { () throws(DateMathError) in try Zone(identifier: name) }
    } ?? .current
    let now = try CalcClock.now()
    let day = try answer { () throws(DateMathError) in
      try phrase.date(from: CivilDate.today(in: zone, now: now))
    }
    do {
      _ = try ZonedDateTime(startOf: day, in: zone)
    } catch where error.kind == .skippedDay {
      var failure = CommandFailure(error)
      let rest = error.message.hasPrefix("\(day) ") ? String(error.message.dropFirst("\(day) ".count)) : ""
      failure.message = rest.isEmpty ? error.message : "\(phrase) is \(day), which \(rest)"
      throw failure
    } catch {
      throw CommandFailure(error)
    }
    return clock.map { day.at($0).description } ?? day.description
  }

  func looksLikeAmount(at position: Int) -> Bool {
    let token = tokens[position]
    if (try? Amount.parse(token)) != nil { return true }
    return token.allSatisfy(\.isNumber) && position + 1 < tokens.count
      && tokens[position + 1].first?.isLetter == true
      && CivilDate(tokens[position]) == nil
  }

  /// A time as one argument that carries its zone: `2024-01-01T12:00[Asia/Tokyo]`.
  func located(_ time: String, _ zone: String?) throws(CommandFailure) -> String {
    guard let zone else { return time }
    if let local = CivilDateTime(time) { return "\(local)[\(zone)]" }
    if time.contains("Z") || time.contains("z") || time.dropFirst(10).contains("+")
      || time.dropFirst(10).contains("-")
    {
      return time  // an instant is the same instant in any zone
    }
    throw syntax("times, not dates, when two sides are in different zones (\(DateMathError.quoted(time + " " + zone)))")
  }

  /// `--zone=ZONE`, one word: a zone word that starts with "-" (`-h/x`, or
  /// `--zone=-h` on the command line) stays the option's value, and is then
  /// an unknown zone, rather than a separate word read as an option.
  func zoneArguments(_ zone: String?) throws(CommandFailure) -> [String] {
    guard let chosen = zone ?? self.zone else { return [] }
    return [try zoneOption("--zone", chosen)]
  }

  /// `NAME=ZONE` for a zone that is an identifier at all (an IANA-style
  /// name, or a fixed offset such as `+05:30`). Anything else is refused
  /// here, with DateMath's unknown-zone error: a word that starts with a
  /// combining mark would join the `=` into one character, and the option
  /// parser would no longer see `--zone` (a fuzzer found
  /// `--zone=\u{5A5}a`, read as an unknown option).
  func zoneOption(_ name: String, _ zone: String) throws(CommandFailure) -> String {
    if !TZDataSource.isValidIdentifier(zone) {
      do {
        _ = try Zone(identifier: zone)
      } catch {
        throw .usage(error)
      }
    }
    return name + "=" + zone
  }

  func syntax(_ expected: String) -> CommandFailure {
    .usage("calc expected \(expected) in \(DateMathError.quoted(tokens.joined(separator: " "))) (grammar: datecalc calc --help)")
  }
}
