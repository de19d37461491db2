import SwiftSyntax

/// `Calendar.current` or `TimeZone.current` deciding where a day begins
/// or ends in server code, where the machine's zone is not the user's.
public struct ServerLocalDayBoundaryRule: Rule {
  /// Creates the rule.
  public init() {}

  /// See ``Rule/descriptor``.
  public static let descriptor = RuleDescriptor(
    id: "server-local-day-boundary",
    summary: "A day boundary decided in the server's zone",
    severity: .warning,
    rationale: """
      On a server, `Calendar.current` and `TimeZone.current` are the zone of the machine \
      (usually UTC), not of the user the request is for, so a day boundary computed with \
      them is the server's day. For a user in America/Los_Angeles, 2024-03-10T05:00Z is \
      still 2024-03-09 (21:00 PST), but on a UTC server \
      `Calendar.current.startOfDay(for: date)` answers 2024-03-10T00:00Z where the user's \
      day began at 2024-03-09T08:00Z, and `Calendar.current.dateComponents([.day], from: date).day` \
      is 10 where the user's day is the 9th, so the evening's orders count toward the wrong \
      day. The rule reads only files that import Vapor, \
      Hummingbird, NIO, NIOCore or NIOHTTP1 (not a file's path or target), and fires \
      there when `Calendar.current`, `Calendar.autoupdatingCurrent`, or a calendar bound \
      to one or given `timeZone = .current` in the file, calls `startOfDay(for:)`, \
      `dateInterval(of:for:)`, `isDateInToday(_:)` (or Yesterday, Tomorrow, Weekend), \
      `isDate(_:inSameDayAs:)`, `date(bySettingHour:…)`, or `dateComponents(_:from:)` / \
      `component(_:from:)` with a day, weekday, week, month or year, and when any \
      calendar's `dateComponents(in: .current, from:)` is used; it stays quiet on a \
      calendar whose `timeZone` is set to another zone in the file, on hours and minutes, \
      and on a result stored in a property, which calendar-current-stored reports.
      """,
    foundationFix: """
      Decide the day in the user's zone, with a calendar whose `timeZone` is theirs: \
      `var calendar = Calendar(identifier: .gregorian)` with \
      `calendar.timeZone = userZone` (a `TimeZone` kept with the user), then the same call \
      on it, `calendar.startOfDay(for: date)`; and \
      `calendar.dateComponents(in: userZone, from: date)` rather than `in: .current`.
      """,
    dateMathFix: """
      Decide the day in the user's zone: `try ZonedDateTime(date, in: zone).startOfDay().date`, \
      `try ZonedDateTime(date, in: zone).localDateTime.date` for the user's date (a `CivilDate`, \
      compared with `==` for the same day), `try ZonedDateTime(date, in: zone).dayInterval()` \
      for the day's bounds; where DateMath has no call for it, a `Calendar` whose `timeZone` \
      is the user's.
      """)

  /// The modules whose import marks a file as server code.
  static let serverModules: Set<String> = ["Vapor", "Hummingbird", "NIO", "NIOCore", "NIOHTTP1"]

  /// Components that depend on where a day begins.
  static let dayUnits: Set<String> = [
    "day", "weekday", "weekdayOrdinal", "weekOfYear", "weekOfMonth", "yearForWeekOfYear", "month", "year",
    "quarter", "dayOfYear", "era",
  ]

  /// See ``Rule/check(_:)``.
  public func check(_ file: LintedFile) -> [RuleHit] {
    guard Self.isServerFile(file.tree) else { return [] }
    let visitor = Visitor(names: Context.machineCalendarNames(in: file.tree), file: file)
    visitor.walk(file.tree)
    return visitor.hits
  }

  /// Whether the file imports a server framework.
  static func isServerFile(_ tree: SourceFileSyntax) -> Bool {
    tree.statements.contains { item in
      guard let decl = item.item.as(ImportDeclSyntax.self), let module = decl.path.first?.name.text else {
        return false
      }
      return serverModules.contains(module)
    }
  }

  /// Whether `call` decides a day boundary: its method and arguments
  /// (the receiver is checked apart).
  static func decidesDay(_ call: FunctionCallExprSyntax) -> Bool {
    let labels = call.labels
    func namesDayUnit(_ expr: ExprSyntax?) -> Bool {
      guard let expr else { return false }
      return expr.tokens(viewMode: .sourceAccurate).contains { dayUnits.contains($0.text) }
    }
    switch call.calleeName {
    case "startOfDay": return labels == ["for"]
    case "isDateInToday", "isDateInYesterday", "isDateInTomorrow", "isDateInWeekend": return labels == ["_"]
    case "isDate":
      if labels == ["_", "inSameDayAs"] { return true }
      return labels == ["_", "equalTo", "toGranularity"] && namesDayUnit(call.argument("toGranularity"))
    case "dateInterval": return labels.first == "of" && namesDayUnit(call.firstArgument)
    case "date": return labels.first == "bySettingHour"
    case "dateComponents", "component":
      return labels.first == "_" && labels.dropFirst().first == "from" && namesDayUnit(call.firstArgument)
    default: return false
    }
  }

  /// The fix for the day boundary `call` decides on the machine's
  /// calendar or zone (`receiver` is the calendar it is called on), in the
  /// file's terms: DateMath's call where it has one, else the same call on
  /// a calendar in the user's zone.
  static func fix(_ call: FunctionCallExprSyntax, receiver: ExprSyntax, _ file: LintedFile) -> String {
    let labels = call.labels
    if file.importsDateMath, let date = dateMathFix(call) {
      let zone = FixText.zoneName(at: call)
      func zoned(_ expr: ExprSyntax) -> String { "ZonedDateTime(\(expr.trimmedDescription), in: \(zone))" }
      switch date {
      case .startOfDay(let day): return FixText.code("try \(zoned(day)).startOfDay().date")
      case .localDate(let day): return FixText.code("try \(zoned(day)).localDateTime.date")
      case .localDateTime(let day): return FixText.code("try \(zoned(day)).localDateTime")
      case .dayInterval(let day): return FixText.code("try \(zoned(day)).dayInterval()")
      case .today(let day):
        return FixText.code("try \(zoned(day)).localDateTime.date == ZonedDateTime.now(in: \(zone)).localDateTime.date")
      case .sameDay(let a, let b):
        return FixText.code("try \(zoned(a)).localDateTime.date == \(zoned(b)).localDateTime.date")
      case .time(let day, let time): return FixText.code("try \(zoned(day)).with(time: CivilTime(\(time))).date")
      }
    }
    let rest = String(call.trimmedDescription.dropFirst(receiver.trimmedDescription.count))
    // `dateComponents(in: .current, from:)`: the user's zone in its place.
    if call.calleeName == "dateComponents", labels.first == "in", let from = call.argument("from") {
      return FixText.code("\(receiver.trimmedDescription).dateComponents(in: userZone, from: \(from.trimmedDescription))")
    }
    // A calendar made here (`var gregorian = Calendar(identifier: .gregorian)`)
    // and given the machine's zone: the user's instead.
    let calendar = FixText.calendarName(at: call, excludingCurrent: true)
    if let ref = receiver.unwrapped.as(DeclReferenceExprSyntax.self),
      ref.baseName.text == FixText.calendarName(at: call, excludingCurrent: true, fallback: "")
    {
      return "\(FixText.code("\(calendar).timeZone = userZone")) before \(FixText.code(calendar + rest))"
    }
    return "\(FixText.code("var \(calendar) = Calendar(identifier: .gregorian)")) with "
      + "\(FixText.code("\(calendar).timeZone = userZone")), then \(FixText.code(calendar + rest))"
  }

  /// DateMath's answer to a day boundary, by what the call asks.
  enum DateMathFix {
    case startOfDay(ExprSyntax)
    case localDate(ExprSyntax)
    case localDateTime(ExprSyntax)
    case dayInterval(ExprSyntax)
    case today(ExprSyntax)
    case sameDay(ExprSyntax, ExprSyntax)
    /// The date, and `CivilTime`'s arguments (`hour: 9, minute: 0, second: 0`).
    case time(ExprSyntax, String)
  }

  /// What DateMath answers `call` with, or nil when it has no call for it
  /// (`isDateInWeekend`, a month's interval).
  static func dateMathFix(_ call: FunctionCallExprSyntax) -> DateMathFix? {
    let labels = call.labels
    switch call.calleeName {
    case "startOfDay": return call.firstArgument.map { .startOfDay($0) }
    case "isDateInToday": return call.firstArgument.map { .today($0) }
    case "isDate":
      guard labels == ["_", "inSameDayAs"], let a = call.firstArgument, let b = call.argument("inSameDayAs") else {
        return nil
      }
      return .sameDay(a, b)
    case "dateInterval":
      guard call.firstArgument?.trailingName == "day", let day = call.argument("for") else { return nil }
      return .dayInterval(day)
    case "dateComponents":
      if labels.first == "in" { return call.argument("from").map { .localDateTime($0) } }
      return call.argument("from").map { .localDate($0) }
    case "component": return call.argument("from").map { .localDate($0) }
    case "date":
      guard labels.first == "bySettingHour", labels.contains("of"), let day = call.argument("of"),
        let hour = call.argument("bySettingHour")
      else { return nil }
      var fields = ["hour: \(hour.trimmedDescription)"]
      for label in ["minute", "second"] {
        if let value = call.argument(label) { fields.append("\(label): \(value.trimmedDescription)") }
      }
      return .time(day, fields.joined(separator: ", "))
    default: return nil
    }
  }

  /// Finds the calls.
  private final class Visitor: SyntaxVisitor {
    let names: Set<String>
    let file: LintedFile
    var hits: [RuleHit] = []

    init(names: Set<String>, file: LintedFile) {
      self.names = names
      self.file = file
      super.init(viewMode: .sourceAccurate)
    }

    func isMachineCalendar(_ receiver: ExprSyntax) -> Bool {
      if Context.isMachineCalendar(receiver) { return true }
      let unwrapped = receiver.unwrapped
      guard unwrapped.is(DeclReferenceExprSyntax.self)
        || unwrapped.as(MemberAccessExprSyntax.self)?.base?.trailingName == "self",
        let name = unwrapped.trailingName
      else { return false }
      return names.contains(name)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard let receiver = node.receiver else { return .visitChildren }
      var machine = false
      if node.calleeName == "dateComponents", node.labels.first == "in",
        let zone = node.argument("in"), Context.isMachineZone(zone)
      {
        machine = true
      } else if ServerLocalDayBoundaryRule.decidesDay(node), isMachineCalendar(receiver),
        CalendarCurrentStoredRule.storedPlace(of: node) == nil
          || !CalendarCurrentStoredRule.isMachineArithmetic(node, machineNames: { self.names })
      {
        machine = true
      }
      guard machine else { return .visitChildren }
      hits.append(
        RuleHit(
          node,
          "the server's zone decides this day boundary, not the user's; "
            + "decide it in the user's zone: \(ServerLocalDayBoundaryRule.fix(node, receiver: receiver, file))"))
      return .visitChildren
    }
  }
}
