import ArgumentParser
import DateCalcGrammar
import DateMath
import Foundation

extension DateCalc {
  /// `datecalc format TIME [--locale L] [--style …|--template …]`.
  struct Format: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Show a time in a locale's own format.",
      discussion: """
        --style takes short, medium, long or full, for date and time alike, or \
        DATE,TIME such as long,none. --template takes an ICU skeleton such as \
        yMMMd or jm (the locale picks order and 12/24-hour clock). The calendar \
        is Gregorian unless --calendar locale (the locale's own, Buddhist for \
        th_TH) or a calendar name (japanese, buddhist, islamic-umalqura, …). \
        A date is shown as a date, with no zone shift. --explain also prints the \
        locale's ICU pattern and whether DateMath's compiled engine wrote the \
        text or ICU did (other calendars), and why.

        Examples:
          datecalc format 2024-01-05T12:00:00Z --zone America/New_York --locale de_DE
          datecalc format 2024-01-05 --locale th_TH --style long,none --calendar locale
          datecalc format now --locale ja_JP --template yMMMdjm
        """)

    @Argument(
      help: ArgumentHelp("The time or date to show.", valueName: "time"), transform: TimeInput.init(parsing:))
    var time: TimeInput

    @Option(help: ArgumentHelp("A locale identifier such as en_GB.", valueName: "locale"))
    var locale: String = "en_US_POSIX"

    @Option(help: ArgumentHelp("short|medium|long|full, or DATE,TIME (default: medium).", valueName: "style"))
    var style: String?

    @Option(help: ArgumentHelp("An ICU skeleton such as yMMMd or jm.", valueName: "template"))
    var template: String?

    @Option(help: ArgumentHelp("gregorian, locale, or a calendar name such as japanese.", valueName: "calendar"))
    var calendar: String = "gregorian"

    @Flag(help: "Also print the ICU pattern, and whether DateMath's engine or ICU wrote the text.")
    var explain = false

    @OptionGroup var common: CommonOptions
    @OptionGroup var policy: PolicyOption

    static let calendars: [String: Calendar.Identifier] = [
      "gregorian": .gregorian, "buddhist": .buddhist, "japanese": .japanese, "chinese": .chinese,
      "hebrew": .hebrew, "islamic": .islamic, "islamic-civil": .islamicCivil,
      "islamic-umalqura": .islamicUmmAlQura, "persian": .persian, "indian": .indian,
      "coptic": .coptic, "ethiopic": .ethiopicAmeteMihret, "republic-of-china": .republicOfChina,
      "iso8601": .iso8601,
    ]

    func validate() throws {
      if style != nil && template != nil { throw ValidationError("give --style or --template, not both") }
      if calendar != "locale" && Self.calendars[calendar] == nil {
        throw ValidationError("unknown calendar \(DateMathError.quoted(calendar)): use gregorian, locale, or one of \(Self.calendars.keys.sorted().joined(separator: ", "))")
      }
      if let template, template.isEmpty || !template.allSatisfy(\.isLetter) {
        throw ValidationError("--template takes skeleton letters only, such as yMMMd or jm (got \(DateMathError.quoted(template)))")
      }
      if Self.canonicalLocale(locale) == nil {
        throw ValidationError(
          "unknown locale \(DateMathError.quoted(locale)): use an identifier such as en_US, de_DE, zh_CN or pt-BR")
      }
    }

    /// `identifier` as ICU and Foundation write it (`en-US` → `en_US`,
    /// keywords such as `@calendar=japanese` kept), or nil when no locale
    /// data stands behind it: its language and region (or its likely
    /// script, `zh_CN` → `zh_Hans_CN`) must name one of Foundation's
    /// locales, or its language must be one and its region a real region.
    static func canonicalLocale(_ identifier: String) -> String? {
      let icu = Locale.identifier(.icu, from: identifier)
      let base = String(icu.split(separator: "@", maxSplits: 1).first ?? "")
      guard !base.isEmpty else { return nil }
      let available = Set(Locale.availableIdentifiers)
      if available.contains(base) || base == "en_US_POSIX" { return icu }
      let maximal = Locale.Language(identifier: base).maximalIdentifier.replacingOccurrences(of: "-", with: "_")
      if available.contains(maximal) { return icu }
      let parsed = Locale(identifier: base)
      guard let language = parsed.language.languageCode?.identifier, available.contains(language) else { return nil }
      guard let region = parsed.region?.identifier else { return icu }
      return Locale.Region.isoRegions.contains { $0.identifier == region } ? icu : nil
    }

    func run() throws {
      let base = try common.chosenZone()
      let typed = try time.placed(in: base)
      let zone = typed.zone(or: base)
      let system: LocalizedFormat.CalendarSystem =
        calendar == "locale" ? .localeDefault : .specific(Self.calendars[calendar] ?? .gregorian)
      let isDate: Bool
      if case .date = typed { isDate = true } else { isDate = false }
      let pattern = try self.pattern(dateOnly: isDate)
      let format = LocalizedFormat(
        pattern: pattern, locale: Locale(identifier: Self.canonicalLocale(locale) ?? locale), calendarSystem: system)
      let text: String
      var shown: InstantJSON?
      switch typed {
      case .date(let day):
        text = try answer { () throws(DateMathError) in try day.formatted(as: format) }
      default:
        let zoned = try typed.zoned(in: zone, policy: policy.policy)
        text = try answer { () throws(DateMathError) in try zoned.formatted(as: format) }
        shown = InstantJSON(zoned)
      }
      let compilation = format.compilation(wallClock: isDate)
      if common.json {
        Output.jsonAnswer(
          FormatJSON(
            text: text, locale: locale, calendar: calendar, pattern: describe(pattern), time: shown,
            icuPattern: compilation.pattern, writtenBy: compilation.isCompiled ? "engine" : "icu",
            icuReason: compilation.icuReason))
      } else {
        print(text)
        if explain {
          print("pattern: \(compilation.pattern)")
          print(
            compilation.icuReason.map { "written by ICU: \($0)" }
              ?? "written by DateMath's compiled engine (checked against ICU's text when compiled)")
        }
      }
    }

    func pattern(dateOnly: Bool) throws(CommandFailure) -> LocalizedFormat.Pattern {
      if let template { return .template(template) }
      let parts = (style ?? (dateOnly ? "medium,none" : "medium")).split(separator: ",").map(String.init)
      let styles = parts.compactMap { LocalizedFormat.Style(rawValue: $0) }
      guard (1...2).contains(parts.count), styles.count == parts.count, let first = styles.first,
        let last = styles.last
      else {
        throw .usage("--style takes short, medium, long, full (or none for one part), or DATE,TIME (got \(DateMathError.quoted(style ?? "")))")
      }
      guard first != .none || last != .none else {
        throw .usage("--style none,none shows nothing: give a date or a time style")
      }
      return .styles(date: first, time: last)
    }

    func describe(_ pattern: LocalizedFormat.Pattern) -> String {
      switch pattern {
      case .styles(let date, let time): "\(date.rawValue),\(time.rawValue)"
      case .template(let template), .fields(let template): template
      }
    }
  }
}

struct FormatJSON: Encodable {
  let text: String
  let locale: String
  let calendar: String
  let pattern: String
  let time: InstantJSON?
  /// The locale's ICU pattern for the format.
  let icuPattern: String
  /// "engine" or "icu".
  let writtenBy: String
  /// Why ICU wrote it, if it did.
  let icuReason: String?
}
