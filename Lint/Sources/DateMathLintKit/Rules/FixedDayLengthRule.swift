import SwiftSyntax

/// `addingTimeInterval(86400)` and its relatives: a fixed day length added
/// to a date where a calendar day is meant.
public struct FixedDayLengthRule: Rule {
  /// Creates the rule.
  public init() {}

  /// See ``Rule/descriptor``.
  public static let descriptor = RuleDescriptor(
    id: "fixed-day-length",
    summary: "A day is added to a date as 86,400 seconds",
    severity: .warning,
    rationale: """
      A calendar day is not 86,400 seconds: across a DST change it is 23 or 25 hours. \
      In America/New_York, 2024-03-09T12:00-05:00 plus 86,400 s is 2024-03-10T13:00-04:00, \
      not the next day at noon (2024-03-10T12:00-04:00), because 2024-03-10 had 23 hours; \
      a reminder set for "tomorrow, same time" fires an hour late, and in the autumn \
      2024-11-02T23:30-04:00 plus 86,400 s is 2024-11-03T22:30-05:00, an hour early. \
      The rule fires on 86400, 86_400, 24*60*60, 60*60*24, multiples such as 7*86400, \
      TimeInterval(86400), `.days(1)` or `1.days` used as seconds, and names like \
      `secondsPerDay` bound to one of them, when added with `addingTimeInterval`, \
      `advanced(by:)`, `Date(timeInterval:since:)`, `Date(timeIntervalSinceNow:)`, \
      `date(byAdding: .second, …)` or `+`/`-` on a date. It stays quiet on a day length \
      kept for elapsed time (a cache TTL, a timeout, an expiry) and on \
      `Date(timeIntervalSince1970: n * 86400)`, which is a UTC day number, and in a function \
      that names UTC (`TimeZone(identifier: "UTC")`, `.gmt`, `Zone.utc`), where every day has 86,400 s.
      """,
    foundationFix: """
      Add a calendar day with a calendar whose `timeZone` is the user's: \
      `calendar.date(byAdding: .day, value: 1, to: date)!` (value n for `n * 86400`, \
      negative when subtracting), and for the end of a day \
      `calendar.dateInterval(of: .day, for: date)!.end` rather than the start plus 86,400 s. \
      If 24 hours of elapsed time is really meant, keep the seconds and name the value so \
      (`let cacheTTL: TimeInterval = 86_400`).
      """,
    dateMathFix: """
      Add a calendar day in a zone: `try ZonedDateTime(date, in: zone).adding(.days(1)).date`, \
      or `try zoned.adding(.days(1))` on a `ZonedDateTime` you keep; for the end of a day, \
      `try ZonedDateTime(date, in: zone).startOfNextDay().date`. If 24 hours of elapsed \
      time is really meant, say so: `try zoned.adding(exactly: .seconds(86_400))`.
      """)

  /// See ``Rule/check(_:)``.
  public func check(_ file: LintedFile) -> [RuleHit] {
    let visitor = Visitor(file: file)
    visitor.walk(file.tree)
    return visitor.hits
  }

  /// A day length read as a count of days: the count as `Int` code
  /// (`1`, `-7`, `Int(n)`), and any seconds added beside it (`3600` in
  /// `86400 + 3600`).
  struct Days {
    var count: String
    var rest: String?

    mutating func negate() {
      count = FixText.negated(count)
      if let rest { self.rest = FixText.negated(rest) }
    }
  }

  /// How the moved date is used where the rule fires: as a value, as an
  /// optional (`calendar.date(byAdding: .second, …)`, whose calendar is
  /// given), or assigned back to the name (`startDate += 86400`).
  enum Form {
    case value
    case optional(String)
    case assigned(String)
  }

  /// The days in `amount`: its day-length term as a count, its other terms
  /// as seconds.
  static func days(in amount: ExprSyntax, names: Set<String>, file: LintedFile, at node: some SyntaxProtocol) -> Days {
    let amount = amount.unwrapped
    guard let sequence = OperatorSequence(amount) else {
      return days(factors: [amount], names: names, file: file, at: node)
    }
    let terms = sequence.additiveTerms
    // The operator before each term (`+` for the first).
    var signs = ["+"]
    signs += sequence.operators.filter { !["*", "/", "&*"].contains($0) }
    guard let index = terms.firstIndex(where: { DayLength.isDayTerm($0.operands, $0.operators, names: names) }) else {
      return Days(count: "1")
    }
    var result = days(factors: terms[index].operands, names: names, file: file, at: node)
    if signs[index] == "-" { result.negate() }
    var rest: [String] = []
    for (k, term) in terms.enumerated() where k != index {
      var text = term.operands[0].trimmedDescription
      for (m, op) in term.operators.enumerated() { text += " \(op) \(term.operands[m + 1].trimmedDescription)" }
      if rest.isEmpty {
        rest.append(signs[k] == "-" ? FixText.negated(text) : text)
      } else {
        rest.append("\(signs[k]) \(text)")
      }
    }
    if let own = result.rest { rest.insert(own, at: 0) }  // 12 h of `1.5 * 86400`
    result.rest = rest.isEmpty ? nil : rest.joined(separator: " ")
    return result
  }

  /// The days in a product of `factors` that is a day length.
  static func days(factors: [ExprSyntax], names: Set<String>, file: LintedFile, at node: some SyntaxProtocol) -> Days {
    var product = 1
    // A fraction written as a factor (`1.5 * 86400`).
    var fraction = 1.0
    var variables: [String] = []
    for factor in factors {
      let factor = factor.unwrapped
      if let float = factor.as(FloatLiteralExprSyntax.self), DayLength.constant(factor) == nil,
        let value = Double(float.literal.text.filter { $0 != "_" })
      {
        fraction *= value
      } else if let value = DayLength.constant(factor) {
        product &*= value
      } else if let ref = factor.as(DeclReferenceExprSyntax.self), names.contains(ref.baseName.text) {
        product &*= namedValue(ref.baseName.text, in: file) ?? 86_400
      } else if let member = factor.as(MemberAccessExprSyntax.self), names.contains(member.declName.baseName.text) {
        product &*= namedValue(member.declName.baseName.text, in: file) ?? 86_400
      } else if let member = factor.as(MemberAccessExprSyntax.self), let base = member.base,
        ["day", "days"].contains(member.declName.baseName.text), let value = DayLength.constant(base)
      {
        product &*= value &* 86_400  // `2.days`
      } else if let call = factor.as(FunctionCallExprSyntax.self), ["day", "days"].contains(call.calleeName ?? ""),
        let argument = call.firstArgument
      {
        // `.days(1)`, `.days(n)`
        if let value = DayLength.constant(argument) {
          product &*= value &* 86_400
        } else {
          product &*= 86_400
          variables.append(FixText.intText(argument, at: node))
        }
      } else if let call = factor.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
        call.arguments.first?.label == nil, let only = call.firstArgument,
        ["TimeInterval", "Double", "Float", "CGFloat"].contains(call.calleeName ?? "")
      {
        variables.append(FixText.intText(only, at: node))  // `TimeInterval(n)`
      } else {
        variables.append(FixText.intText(factor, at: node))
      }
    }
    if fraction != 1, variables.isEmpty {
      // 1.5 days: a calendar day and 12 hours of elapsed time.
      let seconds = Double(product) * fraction
      let days = (seconds / 86_400).rounded(.towardZero)
      let rest = seconds - days * 86_400
      let restText = rest == rest.rounded() ? "\(Int(rest))" : "\(rest)"
      return Days(count: "\(Int(days))", rest: rest == 0 ? nil : restText)
    }
    let count = product % 86_400 == 0 ? product / 86_400 : 1
    guard !variables.isEmpty else { return Days(count: "\(count)") }
    return Days(count: FixText.times(count, variables.joined(separator: " * ")))
  }

  /// The value of a day-length name bound in the file
  /// (`let secondsPerWeek = 7 * 86400`), in seconds.
  static func namedValue(_ name: String, in file: LintedFile) -> Int? {
    for token in file.tree.tokens(viewMode: .sourceAccurate) where token.text == name {
      if let binding = token.parent?.as(IdentifierPatternSyntax.self)?.parent?.as(PatternBindingSyntax.self),
        let value = binding.initializer?.value
      {
        return DayLength.constant(value)
      }
    }
    return nil
  }

  /// The fix at `node` in the file's terms: the calendar day added to
  /// `base` (the end of the day for `startOfDay(for: d)` plus one day).
  /// `base` is the date moved (`Date()` when none is written, as in
  /// `Date(timeIntervalSinceNow:)`).
  static func fix(at node: some SyntaxProtocol, days: Days, base: ExprSyntax?, form: Form, file: LintedFile) -> String {
    let text = base?.trimmedDescription ?? "Date()"
    let moved = days.rest.map { "\(text).addingTimeInterval(\($0))" } ?? text
    // `calendar.startOfDay(for: d) + 86400`: the end of d's day.
    var endOf: (calendar: String, day: String)?
    if days.count == "1", days.rest == nil, let call = base?.unwrapped.as(FunctionCallExprSyntax.self),
      call.calleeName == "startOfDay", call.labels == ["for"], let day = call.firstArgument
    {
      endOf = (call.receiver?.trimmedDescription ?? FixText.calendarName(at: node), day.trimmedDescription)
    }
    let value: String
    if file.importsDateMath {
      let zone = FixText.zoneName(at: node)
      if let endOf {
        value = "try ZonedDateTime(\(endOf.day), in: \(zone)).startOfNextDay().date"
      } else {
        value = "try ZonedDateTime(\(moved), in: \(zone)).adding(.days(\(days.count))).date"
      }
    } else {
      var calendar = FixText.calendarName(at: node)
      if case .optional(let receiver) = form { calendar = receiver }
      if let endOf {
        value = "\(endOf.calendar).dateInterval(of: .day, for: \(endOf.day))!.end"
      } else {
        let call = "\(calendar).date(byAdding: .day, value: \(days.count), to: \(moved))"
        if case .optional = form { value = call } else { value = call + "!" }
      }
    }
    if case .assigned(let name) = form { return "\(name) = \(value)" }
    return value
  }

  /// `expr`'s text without whitespace, comments or newlines, to compare
  /// two spellings of one receiver.
  static func squeezed(_ expr: some SyntaxProtocol) -> String {
    expr.tokens(viewMode: .sourceAccurate).map(\.text).joined()
  }

  /// Finds the additions.
  private final class Visitor: SyntaxVisitor {
    let names: Set<String>
    let file: LintedFile
    var hits: [RuleHit] = []

    init(file: LintedFile) {
      self.names = file.dayLengthNames
      self.file = file
      super.init(viewMode: .sourceAccurate)
    }

    /// A hit at `node` for `amount` (the day-length text as written)
    /// moving `base`; `fix` says how the result is used.
    func report(
      _ node: some SyntaxProtocol, _ amount: String, _ how: String, days: FixedDayLengthRule.Days, base: ExprSyntax?,
      form: FixedDayLengthRule.Form
    ) {
      guard !Self.meantAsElapsed(Syntax(node)), !worksInUTC(Syntax(node)),
        !Self.isOffsetFromNow(Syntax(node), base: base), !isTemplateDay(base)
      else { return }
      let fix = FixedDayLengthRule.fix(at: node, days: days, base: base, form: form, file: file)
      let what: String
      switch Int(days.count).map(abs) {
      case 1?: what = "a calendar day"
      case let count?: what = "\(count) calendar days"
      case nil: what = "\(days.count) calendar days"
      }
      hits.append(
        RuleHit(
          node,
          "\(FixText.code(amount)) seconds \(how) is not \(what) across DST (23 or 25 h); use \(FixText.code(fix))"))
    }

    func report(
      _ node: some SyntaxProtocol, _ amount: ExprSyntax, _ how: String, base: ExprSyntax?, form: FixedDayLengthRule.Form
    ) {
      let days = FixedDayLengthRule.days(in: amount, names: names, file: file, at: node)
      report(node, amount.trimmedDescription, how, days: days, base: base, form: form)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      let name = node.calleeName
      switch name {
      case "addingTimeInterval", "addTimeInterval", "advanced":
        if node.receiver != nil || name == "advanced", let amount = node.firstArgument,
          node.arguments.count == 1, name != "advanced" || node.arguments.first?.label?.text == "by",
          DayLength.containsDayLength(amount, names: names)
        {
          // `advanced(by:)` inside a Date extension moves `self`.
          let base = node.receiver ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self)))
          report(
            node, amount, "added to a date", base: base,
            form: name == "addTimeInterval" ? .assigned(base.trimmedDescription) : .value)
        }
      case "Date":
        if let amount = node.argument("timeIntervalSinceNow") ?? node.argument("timeInterval"),
          node.argument("timeIntervalSinceNow") != nil || node.argument("since") != nil,
          DayLength.containsDayLength(amount, names: names)
        {
          report(node, amount, "from a date", base: node.argument("since"), form: .value)
        }
      case "date":
        if node.labels.first == "byAdding", node.firstArgument?.trailingName == "second",
          let amount = node.argument("value"), DayLength.containsDayLength(amount, names: names)
        {
          let base = node.argument("to")
          let calendar = node.receiver?.trimmedDescription ?? FixText.calendarName(at: node)
          report(node, amount, "added as .second", base: base, form: .optional(calendar))
        }
      default: break
      }
      return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      guard let sequence = OperatorSequence(ExprSyntax(node)) else { return .visitChildren }
      for (i, op) in sequence.operators.enumerated() where ["+", "-", "+=", "-="].contains(op) {
        let left = sequence.operands[i]
        let right = sequence.operands[i + 1]
        // The right operand's whole multiplicative term: `date + 7 * 86400`.
        var term = [right]
        var termOps: [String] = []
        var j = i + 1
        while j < sequence.operators.count, ["*", "/"].contains(sequence.operators[j]) {
          termOps.append(sequence.operators[j])
          term.append(sequence.operands[j + 1])
          j += 1
        }
        // Only a left operand that is plainly a date (the operand right
        // before the operator, after any multiplication).
        let leftIsWhole = i == 0 || !["*", "/"].contains(sequence.operators[i - 1])
        if leftIsWhole, DayLength.isDayTerm(term, termOps, names: names), isPlainlyDate(left)
        {
          // The term as written, from its first factor to its last.
          let elements = Array(node.elements)
          let first = elements[2 * (i + 1)]
          let last = elements[2 * j]
          let written = elements[(2 * (i + 1))...(2 * j)].map(\.description).joined().utf8
            .dropFirst(first.leadingTrivia.sourceLength.utf8Length).dropLast(last.trailingTrivia.sourceLength.utf8Length)
          let text = String(decoding: Array(written), as: UTF8.self)
          var days = FixedDayLengthRule.days(factors: term, names: names, file: file, at: right)
          if op.hasPrefix("-") { days.negate() }
          report(
            right, text, op.hasPrefix("+") ? "added to a date" : "subtracted from a date", days: days, base: left,
            form: op.hasSuffix("=") ? .assigned(left.trimmedDescription) : .value)
        }
      }
      return .visitChildren
    }

    /// The names holding a date in each function seen, found when first
    /// needed.
    var dateNames: [SyntaxIdentifier: Set<String>] = [:]

    /// Whether `expr`, at `node`, is plainly a date: see
    /// ``Context/isDate(_:names:)``, with the names bound to a date in the
    /// enclosing function.
    func isPlainlyDate(_ expr: ExprSyntax) -> Bool {
      if Context.isDate(expr) { return true }
      guard expr.unwrapped.is(DeclReferenceExprSyntax.self), let scope = Context.scope(of: Syntax(expr)) else {
        return false
      }
      if let names = dateNames[scope.id] { return Context.isDate(expr, names: names) }
      let names = Context.dateNames(in: scope)
      dateNames[scope.id] = names
      return Context.isDate(expr, names: names)
    }

    /// The file's types that work in UTC.
    let utcTypes = Context.UTCTypes()

    /// Whether the code around `node` works in UTC: see
    /// ``Context/worksInUTC(_:types:)``.
    func worksInUTC(_ node: Syntax) -> Bool { Context.worksInUTC(node, types: utcTypes) }

    /// The receivers (without whitespace) that the file moves by an amount
    /// other than a day length (`startOfDay.addingTimeInterval(entry.offset)`),
    /// found on first use.
    lazy var offsetBases: Set<String> = {
      final class Finder: SyntaxVisitor {
        let names: Set<String>
        var bases: Set<String> = []
        init(names: Set<String>) {
          self.names = names
          super.init(viewMode: .sourceAccurate)
        }
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
          if node.calleeName == "addingTimeInterval", let receiver = node.receiver, let amount = node.firstArgument,
            !DayLength.containsDayLength(amount, names: names), amount.as(IntegerLiteralExprSyntax.self) == nil,
            amount.as(PrefixOperatorExprSyntax.self)?.expression.is(IntegerLiteralExprSyntax.self) != true
          {
            bases.insert(FixedDayLengthRule.squeezed(receiver))
          }
          return .visitChildren
        }
      }
      let finder = Finder(names: names)
      finder.walk(file.tree)
      return finder.bases
    }()

    /// Whether `base` is a day the file lays out as offsets from its start
    /// (a basal profile, a chart of a typical day: `start + entry.offset`):
    /// there the day is 24 hours of offsets by construction, and its end is
    /// the start plus 86,400 s.
    func isTemplateDay(_ base: ExprSyntax?) -> Bool {
      guard let base else { return false }
      return offsetBases.contains(FixedDayLengthRule.squeezed(base))
    }

    /// Whether the sum is elapsed time measured from now: compared with
    /// now or measured from it (`lastSync.addingTimeInterval(3 * 86400) < Date()`,
    /// `expected < now.addingTimeInterval(-7 * 86400)`: an age check), or
    /// going to a name, label, callee or function that says elapsed time
    /// (`setSubscriptionExpiryDate(…)`, `func todayCutoffDate()`), or, for
    /// an offset from now (`Date()`, `Date.now`, `.now`, a `now`,
    /// `Date(timeIntervalSinceNow:)`), a cutoff word (`sixDaysAgo`,
    /// `maximumDateAllowed`, `recentLimit`).
    static func isOffsetFromNow(_ node: Syntax, base: ExprSyntax?) -> Bool {
      let fromNow =
        node.as(FunctionCallExprSyntax.self)?.argument("timeIntervalSinceNow") != nil || base.map(isNow) == true
      if let sequence = enclosingSequence(node), let parsed = OperatorSequence(ExprSyntax(sequence)),
        parsed.operators.contains(where: { ["<", ">", "<=", ">="].contains($0) }),
        fromNow || parsed.operands.contains(where: { isNow($0) })
      {
        return true
      }
      if fromNow, let call = enclosingCall(node) {
        // A query's bound (`NSPredicate(format: "date > %@", …)`,
        // `#Predicate`), or a window whose other end is now
        // (`predicateForEvents(withStart: Date(timeIntervalSinceNow: -86400), end: Date(), …)`).
        if (call.calleeName ?? "").lowercased().contains("predicate") { return true }
        if call.arguments.contains(where: { isNow($0.expression) }) { return true }
      }
      guard let name = destinationName(node) else { return false }
      if DayLength.saysElapsed(name) { return true }
      let lower = name.lowercased()
      return fromNow
        && [
          "ago", "max", "min", "limit", "threshold", "recent", "since", "until", "valid", "grace", "purge", "prune",
          "evict", "last", "past", "hour",
        ]
        .contains { lower.contains($0) }
    }

    /// The call `node` is an argument of, through `as`, `try`, `!` and
    /// parentheses.
    static func enclosingCall(_ node: Syntax) -> FunctionCallExprSyntax? {
      var current = node.parent
      while let here = current {
        if let argument = here.as(LabeledExprSyntax.self) {
          return argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        }
        guard here.is(AsExprSyntax.self) || here.is(ExprListSyntax.self) || here.is(SequenceExprSyntax.self)
          || here.is(TryExprSyntax.self) || here.is(ForceUnwrapExprSyntax.self) || here.is(TupleExprSyntax.self)
          || here.is(TypeExprSyntax.self) || here.is(UnresolvedAsExprSyntax.self)
        else { return nil }
        current = here.parent
      }
      return nil
    }

    /// The operator sequence `node` is an operand of, through parentheses,
    /// `try` and `!`.
    static func enclosingSequence(_ node: Syntax) -> SequenceExprSyntax? {
      var current = node.parent
      while let here = current {
        if let sequence = here.as(SequenceExprSyntax.self) { return sequence }
        guard here.is(ExprListSyntax.self) || here.is(TupleExprSyntax.self) || here.is(LabeledExprListSyntax.self)
          || here.is(LabeledExprSyntax.self) && here.parent?.parent?.is(TupleExprSyntax.self) == true
          || here.is(TryExprSyntax.self) || here.is(ForceUnwrapExprSyntax.self)
        else { return nil }
        current = here.parent
      }
      return nil
    }

    /// `Date()`, `Date.now`, `.now`, `Date.init()`, or a name `now`.
    static func isNow(_ expr: ExprSyntax) -> Bool {
      let expr = expr.unwrapped
      if let call = expr.as(FunctionCallExprSyntax.self) {
        return call.arguments.isEmpty && call.trailingClosure == nil && call.calleeName == "Date"
          && (call.receiver == nil || call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "init")
      }
      if let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "now" {
        return member.base == nil || member.base?.trailingName == "Date"
      }
      return expr.as(DeclReferenceExprSyntax.self)?.baseName.text == "now"
    }

    /// The name the sum goes to: the binding, the assignment's target, the
    /// argument's label (or the called function when unlabelled), or the
    /// function it is returned from.
    static func destinationName(_ node: Syntax) -> String? {
      var current: Syntax? = node
      while let here = current {
        if let binding = here.as(PatternBindingSyntax.self) {
          return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        if let argument = here.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) {
          return (argument.label?.text ?? "") + (call.calleeName ?? "")
        }
        if let sequence = here.as(SequenceExprSyntax.self), let parsed = OperatorSequence(ExprSyntax(sequence)),
          ["=", "+=", "-="].contains(parsed.operators.first)
        {
          return parsed.operands.first?.trailingName
        }
        if here.is(ReturnStmtSyntax.self) || here.is(CodeBlockItemSyntax.self) {
          var scope = here.parent
          while let outer = scope {
            if let function = outer.as(FunctionDeclSyntax.self) { return function.name.text }
            if let variable = outer.as(PatternBindingSyntax.self) {
              return variable.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            if outer.is(ClosureExprSyntax.self) || outer.is(MemberBlockItemSyntax.self) { return nil }
            scope = outer.parent
          }
          return nil
        }
        current = here.parent
      }
      return nil
    }

    /// Whether the sum is stored under a name, or passed under a label,
    /// that says elapsed time is meant (`let expiresAt = …`,
    /// `cache.set(…, expiry: …)`).
    static func meantAsElapsed(_ node: Syntax) -> Bool {
      var current: Syntax? = node
      var depth = 0
      while let here = current, depth < 8 {
        if let binding = here.as(PatternBindingSyntax.self) {
          return binding.pattern.as(IdentifierPatternSyntax.self).map { DayLength.saysElapsed($0.identifier.text) } ?? false
        }
        if let argument = here.as(LabeledExprSyntax.self), let label = argument.label?.text,
          DayLength.saysElapsed(label)
        {
          return true
        }
        if let sequence = here.as(SequenceExprSyntax.self),
          let parsed = OperatorSequence(ExprSyntax(sequence)), ["=", "+=", "-="].contains(parsed.operators.first),
          let target = parsed.operands.first?.trailingName
        {
          return DayLength.saysElapsed(target)
        }
        if here.is(CodeBlockItemSyntax.self) || here.is(MemberBlockItemSyntax.self) { return false }
        current = here.parent
        depth += 1
      }
      return false
    }
  }
}
