import Foundation

extension Zone {
  /// The system's current time zone, read when you call this, as the C
  /// library (glibc) finds it: from the `TZ` environment variable when it
  /// is set, else from `/etc/localtime`, with the offsets of the default tz
  /// data (``TZDataSource/default``).
  ///
  /// Its identifier is the name the configuration gives, never
  /// Foundation's `GMT` for UTC:
  ///
  /// - `TZ=America/New_York` or `TZ=:America/New_York`: `America/New_York`;
  ///   `TZ=UTC`: `UTC`. A name the tz data lacks is read from the system's
  ///   zoneinfo directory when it has such a file (`TZ=right/UTC`).
  /// - `TZ=/usr/share/zoneinfo/Asia/Tokyo` (or `:/usr/…`): the name after
  ///   `zoneinfo/`, `Asia/Tokyo`; a TZif file elsewhere is read as it is,
  ///   named by its path.
  /// - A POSIX TZ rule (`TZ=EST5EDT,M3.2.0,M11.1.0`, `TZ=<+0330>-3:30`,
  ///   `TZ=JST-9`): a zone of that rule, named by it. Like a zone of TZif
  ///   data (``init(identifier:tzif:version:)``), ``init(identifier:)``
  ///   does not read such a name back.
  /// - `TZ=` or `TZ=:` (empty): `UTC`, as in glibc.
  /// - Anything else (`TZ=Nope`): `UTC`, as glibc computes, though glibc
  ///   would call it `Nope`.
  /// - No `TZ`: the name `/etc/localtime` links to after `zoneinfo/`
  ///   (`Etc/UTC` on a Debian machine set to UTC: the name differs from
  ///   `TZ=UTC`'s, since the configuration says it differently); `UTC` when
  ///   there is no `/etc/localtime`; Foundation's `TimeZone.current`
  ///   (``init(timeZone:)``) when it is a copy rather than a link.
  ///
  /// ```swift
  /// // With TZ=:America/New_York, or /etc/localtime linked to
  /// // /usr/share/zoneinfo/America/New_York and no TZ, this is
  /// // America/New_York.
  /// let here = Zone.current
  /// here == Zone.current  // true
  /// ```
  public static var current: Zone { current(environment: ProcessInfo.processInfo.environment).zone }

  /// The system's zone as ``current`` finds it from `environment` (its
  /// `TZ`, and `TZDIR` for names the tz data lacks) and the file
  /// `localtime`, and why `TZ` was not understood when it was not
  /// (`TZ="Nope" not understood, using UTC`); nil otherwise.
  package static func current(
    environment: [String: String], localtime: String = "/etc/localtime"
  ) -> (zone: Zone, problem: String?) {
    guard let tz = environment["TZ"] else { return (fromLocaltime(localtime), nil) }
    let text = tz.hasPrefix(":") ? String(tz.dropFirst()) : tz
    if text.isEmpty { return (.utc, nil) }
    if text.hasPrefix("/") {
      if let zone = fromFile(text) { return (zone, nil) }
    } else if let zone = named(text, environment: environment) {
      return (zone, nil)
    }
    // glibc reads a POSIX rule with or without the ':'.
    if text.utf8.count <= 255, let rule = try? _POSIXTimeZoneRule(text),
      let zone = try? Zone(identifier: text, tzif: rule.footerOnlyTZif(text))
    {
      return (zone, nil)
    }
    return (.utc, "TZ=\(DateMathError.quoted(tz)) not understood, using UTC")
  }

  /// The zone of an IANA name: from the default tz data, else from the
  /// system's zoneinfo file of that name (`right/UTC`), as glibc reads it.
  static func named(_ name: String, environment: [String: String]) -> Zone? {
    guard TZDataSource.isValidIdentifier(name) else { return nil }
    if let zone = try? Zone(identifier: name) { return zone }
    let directory = environment["TZDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/zoneinfo"
    guard let data = _TZProvider.read(directory + "/" + name, limit: _TZif.maximumSize + 1) else { return nil }
    return try? Zone(identifier: name, tzif: data)
  }

  /// The zone of a TZif file given by absolute path: named by what follows
  /// `zoneinfo/` when the tz data knows that name, else the file itself,
  /// named by its path; nil when there is no such file.
  static func fromFile(_ path: String) -> Zone? {
    guard let data = _TZProvider.read(path, limit: _TZif.maximumSize + 1) else { return nil }
    if let name = nameAfterZoneinfo(path), let zone = try? Zone(identifier: name) { return zone }
    return try? Zone(identifier: path, tzif: data)
  }

  /// `Asia/Tokyo` for `/usr/share/zoneinfo/Asia/Tokyo`: the valid IANA name
  /// after the last `/zoneinfo/`, or nil.
  static func nameAfterZoneinfo(_ path: String) -> String? {
    guard let range = path.range(of: "/zoneinfo/", options: .backwards) else { return nil }
    let name = String(path[range.upperBound...])
    return TZDataSource.isValidIdentifier(name) ? name : nil
  }

  /// The zone `/etc/localtime` (or `path`) sets when `TZ` is not set.
  static func fromLocaltime(_ path: String) -> Zone {
    guard FileManager.default.fileExists(atPath: path) else { return .utc }
    let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    if target != path, let name = nameAfterZoneinfo(target), let zone = try? Zone(identifier: name) {
      return zone
    }
    return Zone(timeZone: .current)
  }
}
