import Foundation

/// The zone names of a zoneinfo directory that has no `tzdata.zi`, found
/// by looking at its files: what suggestions for a mistyped name and
/// ``TZDataSource/identifiers`` list for such a directory.
///
/// The walk is bounded, since the directory may be anything a user names
/// (`--tzdata /usr`, `DATEMATH_TZDATA=/`): it goes breadth first, at most
/// ``depthLimit`` levels down (`America/Argentina/Buenos_Aires`, the
/// deepest IANA name, is 3), and stops after ``entryLimit`` directory
/// entries, about 15 times the entries of a full zoneinfo directory. It
/// leaves out the `posix/` and `right/` copies, `posixrules` and
/// `localtime`, names that are not IANA names, and anything but regular
/// files of at least a TZif header's 44 bytes that start with "TZif"
/// (FIFOs, devices and `/proc` files are never opened for reading).
package struct _ZoneinfoScan: Sendable {
  /// The most directory entries a scan looks at.
  package static let entryLimit = 10_000
  /// The most levels below the directory a scan descends to.
  package static let depthLimit = 3

  /// The zone names found, sorted.
  package let names: [String]
  /// The directory entries looked at: at most the limit given.
  package let visited: Int
  /// Whether the limit stopped the walk before it had seen everything.
  package let isTruncated: Bool

  /// Scans `root`, looking at `entryLimit` entries at most.
  package init(_ root: String, entryLimit: Int = Self.entryLimit) {
    var names: [String] = []
    var visited = 0
    var truncated = false
    // Directories to read, relative to root ("" is root), breadth first.
    var queue = [""]
    var next = 0
    walk: while next < queue.count {
      let relative = queue[next]
      next += 1
      let depth = relative.isEmpty ? 1 : relative.split(separator: "/").count + 1
      guard let directory = opendir(relative.isEmpty ? root : root + "/" + relative) else { continue }
      defer { closedir(directory) }
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name == "." || name == ".." { continue }
        guard visited < entryLimit else {
          truncated = true
          break walk
        }
        visited += 1
        let path = relative.isEmpty ? name : relative + "/" + name
        if depth == 1, ["posix", "right", "posixrules", "localtime"].contains(name) { continue }
        guard TZDataSource.isValidIdentifier(name) else { continue }
        var info = stat()
        guard stat(root + "/" + path, &info) == 0 else { continue }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
          if depth < Self.depthLimit { queue.append(path) }
        case S_IFREG:
          if info.st_size >= 44, Self.startsWithTZif(root + "/" + path) { names.append(path) }
        default:
          continue
        }
      }
    }
    self.names = names.sorted()
    self.visited = visited
    self.isTruncated = truncated
  }

  /// Whether the regular file at `path` starts with "TZif". Opened without
  /// blocking, so a file that turned into a FIFO since it was looked at
  /// cannot hang the scan.
  static func startsWithTZif(_ path: String) -> Bool {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
    var magic = [UInt8](repeating: 0, count: 4)
    let count = magic.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 4) }
    return count == 4 && magic == Array("TZif".utf8)
  }
}
