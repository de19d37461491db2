/// Every rule datemath-lint knows, in the order `--explain` and SARIF list
/// them.
public enum RuleRegistry {
  /// The rules.
  public static let all: [any Rule] = [
    FixedDayLengthRule(),
    DayCountDivisionRule(),
    StartOfDayHourZeroRule(),
    CumulativeCalendarStepRule(),
    DateFormatPatternRule(),
    FixedFormatLocaleRule(),
    TimeZoneAbbreviationRule(),
    TimeZoneIdentifierRule(),
    FormatterInHotPathRule(),
    CalendarCurrentStoredRule(),
    ServerLocalDayBoundaryRule(),
    WallClockWithoutZoneRule(),
    DateEqualityAfterArithmeticRule(),
  ]

  /// The rules' descriptors, in order.
  public static var descriptors: [RuleDescriptor] { all.map { type(of: $0).descriptor } }

  /// The descriptor of the rule `id`, if there is one.
  public static func descriptor(_ id: String) -> RuleDescriptor? {
    descriptors.first { $0.id == id }
  }

  /// The descriptor of the pseudo-rule for skipped files.
  public static let skippedFile = RuleDescriptor(
    id: Finding.skippedFileRule,
    summary: "A file that could not be linted",
    severity: .warning,
    rationale: """
      A file that is not valid UTF-8, that does not parse as Swift, or that is larger than \
      --max-file-size (default 4 MiB) is reported under this identifier and skipped; the \
      run goes on with the other files. A file that does not parse is skipped rather than \
      linted because findings on a broken tree would be guesses.
      """,
    fix: "Fix the file's encoding or syntax, raise --max-file-size, or exclude the path in .datemath-lint.yml.")
}
