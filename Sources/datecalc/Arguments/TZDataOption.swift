import DateCalcGrammar
import DateMath
import Foundation

/// `--tzdata bundled|system|foundation|PATH` (a zoneinfo directory or a
/// bundle file), accepted anywhere before a `--`, by every command: the tz
/// data every zone of the run is read from.
///
/// It is taken out of the arguments before they are parsed, so that it
/// works in front of the subcommand (`datecalc --tzdata foundation zone
/// America/Vancouver`) as well as after it.
enum TZDataOption {
  static let name = "--tzdata"

  /// The arguments without `--tzdata VALUE` / `--tzdata=VALUE`; makes the
  /// named source the default.
  static func apply(_ arguments: [String]) throws(CommandFailure) -> [String] {
    var rest: [String] = []
    var chosen: String?
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" {
        rest += arguments[index...]
        break
      }
      if argument == name {
        guard index + 1 < arguments.count else {
          throw .usage("--tzdata needs a value: bundled, system, foundation, or a path")
        }
        chosen = arguments[index + 1]
        index += 2
        continue
      }
      if argument.hasPrefix(name + "=") {
        chosen = String(argument.dropFirst(name.count + 1))
        index += 1
        continue
      }
      rest.append(argument)
      index += 1
    }
    if chosen == nil, let problem = TZDataSource.defaultProblem {
      FileHandle.standardError.write(Data("warning: \(problem)\n".utf8))
    }
    if let chosen {
      do {
        TZDataSource.setDefault(try TZDataSource(named: chosen), reason: "\(name) \(chosen)")
      } catch {
        throw .usage("--tzdata: \(error.message)")
      }
    }
    return rest
  }

  /// Whether `--tzdata` chose the tz data of this run.
  static var givenOnCommandLine: Bool { TZDataSource.defaultReason.hasPrefix(name + " ") }

  /// How to name `source` to `--tzdata`: its kind, or its path.
  static func argument(for source: TZDataSource) -> String {
    switch source.kind {
    case .bundled, .system, .foundation: return source.kind.rawValue
    case .directory, .bundleFile, .file: return source.path ?? source.kind.rawValue
    }
  }

  /// "2026f (bundled)", for --version and the zone command.
  static var inUse: String {
    let source = TZDataSource.default
    return "\(source.version) (\(source.kind.rawValue)\(source.path.map { " \($0)" } ?? ""))"
  }

  /// The newest release on this machine when the one in use is older: a
  /// note for every answer that older rules could change. None when the
  /// source in use names no release (a directory without `tzdata.zi` or
  /// `+VERSION`): it is not known to be older. Only sources that could be
  /// the default (with the common zones) count as newer.
  static let staleNote: String? = {
    let inUse = TZDataSource.default
    guard TZDataSource.isRelease(inUse.version),
      let newest = TZDataSource.available.first(where: {
        $0.hasCommonZones && TZDataSource.isVersion($0.version, newerThan: inUse.version)
      })
    else { return nil }
    return "tz data \(inUse) is older than \(newest) on this machine: this answer follows "
      + "the older rules (datecalc tzdata diff \(argument(for: inUse)) \(argument(for: newest)) "
      + "shows where they differ)"
  }()
}
