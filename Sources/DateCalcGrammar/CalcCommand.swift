/// A command a calc expression stands for: its name, its options, and the
/// values from the expression, which go after "--". Each option is one
/// word, `--NAME=VALUE`, so no word of the expression is read as an option.
package struct CalcCommand: Equatable {
  package var name: String
  package var options: [String] = []
  package var values: [String]

  package init(name: String, options: [String] = [], values: [String]) {
    self.name = name
    self.options = options
    self.values = values
  }
}
