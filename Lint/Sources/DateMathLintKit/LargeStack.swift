import Foundation
import SwiftSyntax

/// Parsing and walking a syntax tree recurse once per nesting level, and
/// the threads `DispatchQueue.concurrentPerform` lends have small stacks
/// (512 KiB on Linux): 1,000 nested `[` in a 2 KB file overflowed one and
/// ended the whole run. Each file is therefore linted on a thread of its
/// own with a stack of known size, and a tree deeper than that stack
/// safely holds is skipped with a note (``Linter/maximumDepth``).
enum LargeStack {
  /// The stack of a linting thread: 64 MiB of address space, of which only
  /// the pages a deep file touches are ever used.
  static let size = 64 << 20

  /// `body`'s result, computed on a new thread with a ``size`` stack while
  /// the caller waits.
  static func run<T>(_ body: () -> T) -> T {
    withoutActuallyEscaping(body) { body in
      let box = Box(body)
      let thread = Thread { box.run() }
      thread.stackSize = size
      thread.start()
      box.done.wait()
      guard let result = box.result else { fatalError("the linting thread ended without a result") }
      return result
    }
  }

  /// The work and its result, handed between the two threads: the caller
  /// reads `result` only after `done` is signalled, so no access overlaps.
  /// The body is dropped before `done` is signalled: it must not outlive
  /// `withoutActuallyEscaping`, and the thread may still hold the box.
  private final class Box<T>: @unchecked Sendable {
    var body: (() -> T)?
    var result: T?
    let done = DispatchSemaphore(value: 0)
    init(_ body: @escaping () -> T) { self.body = body }
    func run() {
      result = body?()
      body = nil
      done.signal()
    }
  }

  /// The depth of `tree`'s deepest node above the tokens, counted without
  /// recursion; stops early and returns a value above
  /// `limit` as soon as one is found.
  static func depth(of tree: some SyntaxProtocol, limit: Int) -> Int {
    var deepest = 0
    var pending: [(node: Syntax, depth: Int)] = [(Syntax(tree), 1)]
    while let (node, depth) = pending.popLast() {
      deepest = max(deepest, depth)
      if deepest > limit { return deepest }
      for child in node.children(viewMode: .sourceAccurate) where !child.is(TokenSyntax.self) {
        pending.append((child, depth + 1))
      }
    }
    return deepest
  }
}
