#!/usr/bin/env bash
# Builds a client package (Tests/BuildPluginClient, which depends on this
# package by path and applies DateMathLintBuildToolPlugin to its target) the
# way an app would: `swift build`. The plugin's command runs when one of its
# inputs (the target's Swift files, the configuration, the tool) changed,
# so the source file is touched first, as an edit would. Checks that the
# build succeeds, that its output shows the client's one finding as a
# compiler-style warning with the file's absolute path, line and column,
# once (the suppressed line is not reported); then that a build with
# nothing changed still succeeds, and after another touch shows the warning
# again. Fails (non-zero) otherwise.
set -euo pipefail
cd "$(dirname "$0")/../Tests/BuildPluginClient"

out=$(mktemp)
trap 'rm -f "$out"' EXIT
file="$PWD/Sources/Client/Reminder.swift"
expected="$file:6:3: warning: [fixed-day-length] "

build() {  # $1: which build
  if ! swift build > "$out" 2>&1; then
    cat "$out"
    echo "build-plugin-test: FAIL: the $1 swift build failed"
    exit 1
  fi
}

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

touch "$file"
build first
check first
shown=$(grep -F "$expected" "$out" | cut -c1-140)
build unchanged
if grep -qF "$expected" "$out"; then rerun="printed it again"; else rerun="printed nothing new"; fi
touch "$file"
build touched
check touched
echo "build-plugin-test: passed (swift build succeeded and printed: $shown...;" \
  "a build with nothing changed $rerun; after a touch it printed it again)"
