import Foundation
import Yams

/// The settings of `.datemath-lint.yml` (or `.yaml`, or `.json`: YAML
/// reads JSON too):
///
/// ```yaml
/// rules:                      # each rule: on, off, note, warning or error
///   formatter-in-hot-path: off
///   fixed-day-length: error
/// excluded:                   # paths or fnmatch patterns, relative to this file
///   - Sources/Generated
///   - "*/Fixtures/*"
/// max_file_size: 4194304      # bytes; larger files are skipped
/// test_code: note             # findings in test code: note, same or off
/// ```
public struct Configuration: Sendable, Equatable {
  /// What happens to findings in test code (see ``isTestCode(_:)``).
  public enum TestCode: String, Sendable, CaseIterable {
    /// Every finding in test code is a note, whatever the rule's severity
    /// (the default): a fixed day length in a test fixture is rarely a bug.
    case note
    /// Test code gets the same severities as any other code.
    case same
    /// Test code is not linted.
    case off
  }


  /// Rules turned off.
  public var disabled: Set<String> = []
  /// Severities that replace a rule's default.
  public var severities: [String: Severity] = [:]
  /// Excluded paths and patterns, made absolute against ``baseDirectory``.
  public var excluded: [String] = []
  /// Files larger than this many bytes are skipped.
  public var maxFileSize: Int = 4 << 20
  /// What happens to findings in test code.
  public var testCode: TestCode = .note
  /// The directory relative paths in the file are read against.
  public var baseDirectory: String

  /// The names looked for in the current directory when no `--config` is given.
  public static let defaultNames = [".datemath-lint.yml", ".datemath-lint.yaml", ".datemath-lint.json"]

  /// No rule off, nothing excluded, relative to `baseDirectory`.
  public init(baseDirectory: String) {
    self.baseDirectory = baseDirectory
  }

  /// A problem in a configuration file, reported with exit status 64.
  public struct Error: Swift.Error, CustomStringConvertible {
    /// What is wrong, naming the file.
    public let description: String
  }

  /// Reads the file at `path`.
  ///
  /// - Throws: ``Configuration/Error`` for a file that cannot be read, is
  ///   not YAML/JSON, has an unknown key, an unknown rule or a bad value.
  public static func load(path: String) throws(Error) -> Configuration {
    guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
      throw Error(description: "\(path): cannot read the configuration file")
    }
    let base = URL(fileURLWithPath: path).deletingLastPathComponent().path
    return try parse(text, path: path, baseDirectory: base)
  }

  /// Reads configuration text; `path` names it in errors.
  public static func parse(_ text: String, path: String, baseDirectory: String) throws(Error) -> Configuration {
    var configuration = Configuration(baseDirectory: baseDirectory)
    let loaded: Any?
    do {
      loaded = try Yams.load(yaml: text)
    } catch {
      throw Error(description: "\(path): not YAML or JSON: \(error)")
    }
    guard let loaded else { return configuration }
    guard let root = loaded as? [String: Any] else { throw Error(description: "\(path): expected a mapping at the top") }
    let known = RuleRegistry.descriptors.map(\.id) + [Finding.skippedFileRule]
    for (key, value) in root {
      switch key {
      case "rules":
        guard let rules = value as? [String: Any] else { throw Error(description: "\(path): rules must be a mapping") }
        for (rule, setting) in rules {
          guard known.contains(rule) else {
            throw Error(description: "\(path): unknown rule '\(rule)' (known: \(known.joined(separator: ", ")))")
          }
          let word = (setting as? Bool).map { $0 ? "on" : "off" } ?? "\(setting)"
          switch word {
          case "off", "false": configuration.disabled.insert(rule)
          case "on", "true": break
          default:
            guard let severity = Severity(rawValue: word) else {
              throw Error(description: "\(path): rule '\(rule)': expected on, off, note, warning or error, got '\(word)'")
            }
            configuration.severities[rule] = severity
          }
        }
      case "excluded", "exclude":
        guard let list = value as? [Any] else { throw Error(description: "\(path): excluded must be a list of paths") }
        configuration.excluded = list.map { item in
          let text = "\(item)"
          return text.hasPrefix("/") ? text : (baseDirectory as NSString).appendingPathComponent(text)
        }
      case "max_file_size":
        guard let size = value as? Int, size > 0 else { throw Error(description: "\(path): max_file_size must be a positive integer") }
        configuration.maxFileSize = size
      case "test_code":
        // YAML 1.1 reads a bare `off` as false.
        let word = (value as? Bool).map { $0 ? "on" : "off" } ?? "\(value)"
        guard let policy = TestCode(rawValue: word) else {
          throw Error(description: "\(path): test_code must be note, same or off, not '\(word)'")
        }
        configuration.testCode = policy
      default:
        throw Error(description: "\(path): unknown key '\(key)' (expected rules, excluded, max_file_size, test_code)")
      }
    }
    return configuration
  }

  /// Whether `path` (absolute, standardized) is excluded: it is an excluded
  /// path or lies below one, or matches an excluded pattern.
  public func isExcluded(_ path: String) -> Bool {
    excluded.contains { entry in
      if path == entry || path.hasPrefix(entry.hasSuffix("/") ? entry : entry + "/") { return true }
      guard entry.contains("*") || entry.contains("?") || entry.contains("[") else { return false }
      return fnmatch(entry, path, 0) == 0
    }
  }

  /// The severity a rule's findings get outside test code.
  public func severity(of descriptor: RuleDescriptor) -> Severity {
    severities[descriptor.id] ?? descriptor.severity
  }

  /// Whether `path` is test code: a file named `*Tests.swift`,
  /// `*Test.swift` or `*.test.swift` (with something before the suffix),
  /// or a file below a directory named `Tests` or `*Tests` (SwiftPM's
  /// `Tests/AppTests`, Xcode's `AppTests` and `AppUITests`). Only the part
  /// of the path below ``baseDirectory`` is looked at when the file lies
  /// there, so a checkout that happens to sit in a `Tests` folder is not
  /// all tests.
  public func isTestCode(_ path: String) -> Bool {
    let base = baseDirectory.hasSuffix("/") ? baseDirectory : baseDirectory + "/"
    let relative = path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    let components = relative.split(separator: "/")
    guard let name = components.last else { return false }
    if components.dropLast().contains(where: { $0.hasSuffix("Tests") }) { return true }
    return ["Tests.swift", "Test.swift", ".test.swift"].contains { suffix in
      name.count > suffix.count && name.hasSuffix(suffix)
    }
  }

}
