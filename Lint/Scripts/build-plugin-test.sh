#!/usr/bin/env bash
# Builds a client package (Tests/BuildPluginClient, which depends on this
# package by path and applies DateMathLintBuildToolPlugin to its target) the
# way an app would: `swift build`. Checks that the build succeeds, that its
# output shows the client's one finding as a compiler-style warning with the
# file's absolute path, line and column, that the suppressed line is not
# reported, and that a second build, with nothing changed, shows it again
# (the command has no outputs, so SwiftPM's native build system runs it on
# every build). Fails (non-zero) otherwise.
set -euo pipefail
cd "$(dirname "$0")/../Tests/BuildPluginClient"

out=$(mktemp)
trap 'rm -f "$out"' EXIT
file="$PWD/Sources/Client/Reminder.swift"
expected="$file:6:3: warning: [fixed-day-length] "

check() {  # $1: which build
  grep -qF "$expected" "$out" || {
    cat "$out"
    echo "build-plugin-test: FAIL: the $1 build's output lacks '$expected...'"
    exit 1
  }
  if [ "$(grep -c '\[fixed-day-length\]' "$out")" != 1 ]; then
    cat "$out"
    echo "build-plugin-test: FAIL: the $1 build reported the finding more than once, or the suppressed line"
    exit 1
  fi
}

for build in first second; do
  if ! swift build > "$out" 2>&1; then
    cat "$out"
    echo "build-plugin-test: FAIL: the $build swift build failed"
    exit 1
  fi
  check "$build"
done
echo "build-plugin-test: passed (swift build succeeded and printed: $(grep -F "$expected" "$out" | cut -c1-120)...)"
