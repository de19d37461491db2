import Foundation

/// Expands the command line's paths into the Swift files to lint: a file
/// is taken as given, a directory is walked for `*.swift` files (hidden
/// directories such as `.build` and `.git` left out), symbolic links are
/// followed but no directory is entered twice, so a link loop ends.
struct FileCollector {
  /// The configuration whose `excluded` entries prune the walk.
  let configuration: Configuration
  /// The directory relative paths are read against.
  let baseDirectory: String

  /// The files under `paths`, absolute, in a stable order, each once, with
  /// the paths that do not exist.
  func collect(_ paths: [String]) -> (files: [String], missing: [String]) {
    var files: [String] = []
    var missing: [String] = []
    var seenDirectories: Set<FileIdentity> = []
    var seenFiles: Set<FileIdentity> = []
    for given in paths {
      let path = absolute(given)
      var info = stat()
      guard stat(path, &info) == 0 else {
        missing.append(given)
        continue
      }
      if (info.st_mode & S_IFMT) == S_IFDIR {
        walk(path, &files, &seenDirectories, &seenFiles)
      } else if seenFiles.insert(FileIdentity(info)).inserted, !skips(path) {
        files.append(path)
      }
    }
    return (files, missing)
  }

  /// The device and inode of a file: what makes two paths the same file.
  struct FileIdentity: Hashable {
    let device: UInt64
    let inode: UInt64

    init(_ info: stat) {
      device = UInt64(info.st_dev)
      inode = UInt64(info.st_ino)
    }
  }

  /// Whether the file at `path` is left out: excluded, or test code with
  /// `test_code: off`.
  func skips(_ path: String) -> Bool {
    configuration.isExcluded(path) || (configuration.testCode == .off && configuration.isTestCode(path))
  }

  /// `path` made absolute and standardized, for matching exclusions.
  func absolute(_ path: String) -> String {
    let full = path.hasPrefix("/") ? path : (baseDirectory as NSString).appendingPathComponent(path)
    return (full as NSString).standardizingPath
  }

  private func walk(
    _ directory: String, _ files: inout [String], _ seenDirectories: inout Set<FileIdentity>,
    _ seenFiles: inout Set<FileIdentity>
  ) {
    var info = stat()
    guard stat(directory, &info) == 0, seenDirectories.insert(FileIdentity(info)).inserted,
      !configuration.isExcluded(directory)
    else { return }
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
    for name in names.sorted() where !name.hasPrefix(".") {
      let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
      var entry = stat()
      // stat follows links: a link to a directory is walked (once).
      guard stat(path, &entry) == 0 else { continue }
      if (entry.st_mode & S_IFMT) == S_IFDIR {
        walk(path, &files, &seenDirectories, &seenFiles)
      } else if name.hasSuffix(".swift"), (entry.st_mode & S_IFMT) == S_IFREG,
        seenFiles.insert(FileIdentity(entry)).inserted, !skips(path)
      {
        files.append(path)
      }
    }
  }
}
