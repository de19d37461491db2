import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file as `--fix` read it, and the one way `--fix` writes it: in place.
///
/// The bytes go into the same inode (`open` without truncation, `pwrite`
/// from the first changed byte, `ftruncate` when the text got shorter), so
/// the owner, the mode, extended attributes, ACLs and hard links stay, and
/// no temporary file exists at any moment. Before writing, the file is
/// opened and checked again: the same device and inode, size and
/// modification time, and the same bytes (compared in full, which a hash
/// could only approximate). An editor saving in between makes the write a
/// refusal, never a lost edit. The check and the write are microseconds
/// apart; closing that window entirely would need every editor to take a
/// lock, which none does.
struct InPlaceFile {
  /// The path read (symbolic links resolved).
  let path: String
  /// The bytes read.
  let bytes: [UInt8]
  /// What `fstat` said when the bytes were read.
  let stamp: Stamp

  /// The identity and version of a file: what must not change between the
  /// read and the write.
  struct Stamp: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modifiedSeconds: Int
    var modifiedNanoseconds: Int
    /// The permission bits.
    var mode: UInt32

    init(_ info: stat) {
      device = UInt64(info.st_dev)
      inode = UInt64(info.st_ino)
      size = Int64(info.st_size)
      #if canImport(Darwin)
        modifiedSeconds = Int(info.st_mtimespec.tv_sec)
        modifiedNanoseconds = Int(info.st_mtimespec.tv_nsec)
      #else
        modifiedSeconds = Int(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int(info.st_mtim.tv_nsec)
      #endif
      mode = UInt32(info.st_mode) & 0o7777
    }

    /// Whether the version parts agree (the mode may change by itself
    /// without the text changing, and is checked separately).
    func sameVersion(as other: Stamp) -> Bool {
      device == other.device && inode == other.inode && size == other.size
        && modifiedSeconds == other.modifiedSeconds && modifiedNanoseconds == other.modifiedNanoseconds
    }
  }

  /// Why a file was not written.
  enum Refusal: Error, Equatable {
    /// The file changed after it was read; what differs.
    case changed(String)
    /// The file has no write permission (for anyone, or for this user).
    case readOnly
    /// A system call failed.
    case failed(String)

    /// The note's text after `path: not fixed: `.
    var message: String {
      switch self {
      case .changed(let what):
        return "the file changed since --fix read it (\(what)); nothing was written, so no edit is lost: run --fix again"
      case .readOnly:
        return "the file is read-only; nothing was written (make it writable to fix it)"
      case .failed(let why):
        return why
      }
    }
  }

  /// Reads `path` and its stamp.
  static func read(_ path: String) throws(Refusal) -> InPlaceFile {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw .failed("the file cannot be read again: \(String(cString: strerror(errno)))") }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw .failed("cannot stat the file: \(String(cString: strerror(errno)))") }
    let bytes = try readAll(fd, expected: Int(info.st_size))
    return InPlaceFile(path: path, bytes: bytes, stamp: Stamp(info))
  }

  /// Every byte of `fd` from its start.
  static func readAll(_ fd: Int32, expected: Int) throws(Refusal) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(max(expected, 0))
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    var offset: off_t = 0
    while true {
      let count = chunk.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, offset) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .failed("cannot read the file: \(String(cString: strerror(errno)))")
      }
      if count == 0 { return bytes }
      bytes += chunk[..<count]
      offset += off_t(count)
    }
  }

  /// Writes `new` over the file in place, after checking that it is still
  /// what was read. Throws a ``Refusal`` and writes nothing when it is not,
  /// or when the file is read-only.
  func write(_ new: [UInt8]) throws(Refusal) {
    // A read-only file stays read-only, even for root (who could open it).
    guard stamp.mode & 0o222 != 0, access(path, W_OK) == 0 else { throw .readOnly }
    let fd = open(path, O_RDWR | O_CLOEXEC)
    guard fd >= 0 else {
      if errno == EACCES || errno == EROFS || errno == EPERM { throw .readOnly }
      throw .failed("cannot open the file to write it: \(String(cString: strerror(errno)))")
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw .failed("cannot stat the file: \(String(cString: strerror(errno)))") }
    let now = Stamp(info)
    if now.device != stamp.device || now.inode != stamp.inode {
      throw .changed("it was replaced by another file")
    }
    if now.size != stamp.size { throw .changed("its size went from \(stamp.size) to \(now.size) bytes") }
    if !now.sameVersion(as: stamp) { throw .changed("its modification time changed") }
    guard try Self.readAll(fd, expected: bytes.count) == bytes else { throw .changed("its content changed") }
    // Only the bytes from the first difference on are written.
    var first = 0
    while first < bytes.count, first < new.count, bytes[first] == new[first] { first += 1 }
    var offset = first
    while offset < new.count {
      let written = new.withUnsafeBytes { buffer in
        buffer.baseAddress.map { pwrite(fd, $0 + offset, buffer.count - offset, off_t(offset)) } ?? 0
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw .failed("writing the file failed at byte \(offset): \(String(cString: strerror(errno)))")
      }
      offset += written
    }
    if new.count < bytes.count, ftruncate(fd, off_t(new.count)) != 0 {
      throw .failed("cannot shorten the file: \(String(cString: strerror(errno)))")
    }
    guard fsync(fd) == 0 else { throw .failed("cannot flush the file: \(String(cString: strerror(errno)))") }
  }
}
