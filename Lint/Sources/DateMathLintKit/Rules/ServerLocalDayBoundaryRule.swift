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
    fix: """
      Decide the day in the user's zone: DateMath's \
      `try ZonedDateTime(date, in: Zone(identifier: userZone)).startOfDay()` (and \
      `.localDateTime.date` for the user's date), or in Foundation a \
      `Calendar(identifier: .gregorian)` whose `timeZone` is \
      `TimeZone(identifier: userZone)`.
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
    let visitor = Visitor(names: Context.machineCalendarNames(in: file.tree))
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

  /// Finds the calls.
  private final class Visitor: SyntaxVisitor {
    let names: Set<String>
    var hits: [RuleHit] = []

    init(names: Set<String>) {
      self.names = names
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
            + "use try ZonedDateTime(date, in: Zone(identifier: userZone)).startOfDay() or a calendar with the user's timeZone"))
      return .visitChildren
    }
  }
}
