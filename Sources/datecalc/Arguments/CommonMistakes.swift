import DateCalcGrammar
import DateMath
import Foundation

/// What a person most likely meant when ArgumentParser refuses a command
/// line: an option before the command (`datecalc --zone X add …`), a
/// mistyped command (`datecalc ad …`), no command at all (`datecalc
/// 2017-01-31 + 1d`), or the amount before the time (`datecalc add 1d
/// 2017-03-11T12:00`). Each gives a message that says what to type instead.
enum CommonMistakes {
  /// The commands and their aliases, as typed after `datecalc`.
  static var commandNames: [String] {
    DateCalc.configuration.subcommands.flatMap { command in
      [command._commandName] + command.configuration.aliases
    } + ["help"]
  }

  /// Options every command reads before its own arguments are known.
  static let rootOptions: Set<String> = ["-h", "--help", "--version", "--"]

  /// The index of the command's name in `arguments`: the first argument
  /// that is a command's name, nil when there is none.
  static func commandIndex(_ arguments: [String]) -> Int? {
    let names = Set(commandNames)
    return arguments.firstIndex { names.contains($0) }
  }

  /// Whether `--json` was given to the command (after its name), so that
  /// an error is printed as JSON. Before the name, ArgumentParser refuses
  /// it, and the refusal is plain text.
  static func wantsJSON(_ arguments: [String]) -> Bool {
    guard let command = commandIndex(arguments) else { return false }
    return arguments[(command + 1)...].prefix { $0 != "--" }.contains("--json")
  }

  /// A message for `arguments` that ArgumentParser refused with `message`,
  /// or nil to keep ArgumentParser's.
  static func message(for message: String, _ arguments: [String]) -> String? {
    guard commandIndex(arguments) != nil else { return unknownCommand(arguments) }
    if message.hasPrefix("Unknown option"), let moved = optionBeforeCommand(arguments) { return moved }
    if message.hasPrefix("Unknown option"), let renamed = renamedOption(message, arguments) { return renamed }
    return amountFirst(message, arguments)
  }

  /// Options renamed so that each flag has one meaning (issue 33):
  /// `convert --to ZONE` is `--into ZONE` (`--to` is a bound everywhere),
  /// and `--overflow constrain|reject` is `--month-end clamp|reject`.
  static func renamedOption(_ message: String, _ arguments: [String]) -> String? {
    if message.contains("'--to'"), arguments.contains("convert") {
      return "convert shows a time in another zone with --into ZONE (--to is a bound, as in recur and ics): "
        + "datecalc \(shellWords(arguments.map { $0 == "--to" ? "--into" : $0 }))"
    }
    if message.contains("'--overflow'") {
      let renamed = arguments.map { $0 == "--overflow" ? "--month-end" : $0 == "constrain" ? "clamp" : $0 }
      return "a day or month the calendar lacks is chosen with --month-end clamp|last-day|reject (--overflow is gone; "
        + "constrain is clamp): datecalc \(shellWords(renamed))"
    }
    return nil
  }

  /// `datecalc --zone America/New_York add …`: the options belong to the
  /// command, after its name.
  static func optionBeforeCommand(_ arguments: [String]) -> String? {
    guard let command = commandIndex(arguments), command > 0 else { return nil }
    let before = Array(arguments[..<command])
    guard let first = before.first(where: { $0.hasPrefix("-") && !rootOptions.contains($0) }) else { return nil }
    let moved = [arguments[command]] + arguments[(command + 1)...] + before
    return "\(first) goes after the command's name, with the command's other options: "
      + "datecalc \(shellWords(moved))"
  }

  /// Options that take no value.
  static let flags: Set<String> = [
    "--json", "-h", "--help", "--version", "--strict", "--iana-zones", "--floating-unknown-zones",
  ]

  /// `datecalc ad 2017-01-31 1d`, `datecalc 2017-01-31 + 1d`, `datecalc
  /// --zone UTC`: no word is a command.
  static func unknownCommand(_ arguments: [String]) -> String? {
    // The words that are not options or an option's value.
    var words: [String] = []
    var previous: String?
    for argument in arguments {
      defer { previous = argument }
      if argument.hasPrefix("-") && !isNumberLike(argument) { continue }
      if let previous, previous.hasPrefix("--"), !previous.contains("="), !flags.contains(previous) { continue }
      words.append(argument)
    }
    let names = commandNames.filter { $0 != "help" }
    guard let first = words.first else {
      guard arguments.contains(where: { $0.hasPrefix("--") && !flags.contains($0) }) else { return nil }
      return "name a command first, then its options: datecalc COMMAND … \(shellWords(arguments)) "
        + "(the commands are \(names.joined(separator: ", ")))"
    }
    let typed = first.lowercased()
    let close = names.filter { name in
      (typed.count >= 2 && name.hasPrefix(typed))
        || _ZoneSuggestions.editDistance(Array(typed.utf8), Array(name.utf8)) <= (name.count <= 3 ? 1 : 2)
    }
    if !close.isEmpty {
      return "\(DateMathError.quoted(first)) is not a datecalc command; did you mean "
        + close.joined(separator: " or ") + "? (datecalc --help lists them)"
    }
    if let digit = first.first, digit.isNumber || typed == "now" || typed == "today" {
      return "a command comes first, such as add, diff or convert; to work out an expression, "
        + "use calc: datecalc calc \(shellWords([arguments.joined(separator: " ")]))"
    }
    return "\(DateMathError.quoted(first)) is not a datecalc command: the commands are "
      + names.joined(separator: ", ")
  }

  /// `datecalc add 1d 2017-03-11T12:00`: the time comes first.
  static func amountFirst(_ message: String, _ arguments: [String]) -> String? {
    guard let command = commandIndex(arguments), arguments[command] == "add",
      message.contains("is an amount, not a time")
    else { return nil }
    let rest = Array(arguments[(command + 1)...])
    guard let timeIndex = rest.firstIndex(where: { (try? TimeInput(parsing: $0)) != nil }), timeIndex > 0
    else { return nil }
    var swapped = rest
    let time = swapped.remove(at: timeIndex)
    swapped.insert(time, at: 0)
    return "the time comes first, then the amount: datecalc add \(shellWords(swapped))"
  }

  /// `-3`, `-1d`: a word that starts with "-" but is no option.
  static func isNumberLike(_ word: String) -> Bool {
    word.count > 1 && word.dropFirst().first?.isNumber == true
  }

  /// Words as a shell reads them back: quoted when they hold a space or a
  /// character the shell would read.
  static func shellWords(_ words: [String]) -> String {
    words.map { word in
      let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "-_+:./=,@%".contains($0) }
      return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }.joined(separator: " ")
  }
}
