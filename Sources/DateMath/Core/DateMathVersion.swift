/// The version of the DateMath library.
public let dateMathVersion = "0.4.0"
