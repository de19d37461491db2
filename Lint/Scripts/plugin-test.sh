#!/usr/bin/env bash
# Runs the command plugin from a client package (Tests/PluginClient, which
# depends on this package by path) the way an app would:
# `swift package datemath-lint`. Checks that it reports the one finding the
# client has, fails the command for it, and passes with --fail-on error.
# Fails (non-zero) otherwise.
set -euo pipefail
cd "$(dirname "$0")/../Tests/PluginClient"

out=$(mktemp)
trap 'rm -f "$out"' EXIT

if swift package --disable-sandbox datemath-lint > "$out" 2>&1; then
  cat "$out"
  echo "plugin-test: FAIL: the plugin passed although the client has a finding"
  exit 1
fi
grep -q 'Sources/Client/Reminder.swift:6:3: warning: \[fixed-day-length\]' "$out" || {
  cat "$out"
  echo "plugin-test: FAIL: the expected finding is missing"
  exit 1
}
if [ "$(grep -c '\[fixed-day-length\]' "$out")" != 1 ]; then
  cat "$out"
  echo "plugin-test: FAIL: the suppressed line was reported"
  exit 1
fi
swift package --disable-sandbox datemath-lint --fail-on error > "$out" 2>&1 || {
  cat "$out"
  echo "plugin-test: FAIL: --fail-on error still failed"
  exit 1
}
echo "plugin-test: passed (1 finding reported, command failed on it, --fail-on error passed)"
