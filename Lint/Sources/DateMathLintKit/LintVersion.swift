/// The tool's version, printed by `--version` and written into JSON and
/// SARIF output.
public enum LintVersion {
  /// The version.
  public static let current = "0.1.0"
}
