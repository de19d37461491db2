import Foundation

/// The package's folder (the one holding Package.swift), found from the
/// path of the test file that asks (`#filePath`), wherever under Tests/
/// that file is.
func packageRoot(_ filePath: String = #filePath) -> URL {
  var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
  while folder.path != "/"
    && !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
  {
    folder.deleteLastPathComponent()
  }
  return folder
}
