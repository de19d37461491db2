#!/usr/bin/env bash
# libFuzzer targets for DateMath. See Fuzz/README.md.
#
#   Fuzz/run.sh TARGET [SECONDS]     build if needed, fuzz TARGET for SECONDS
#                                    (default 60) on a copy of Fuzz/Seeds/TARGET
#   Fuzz/run.sh all [SECONDS]        every target in turn, SECONDS each (default
#                                    20), building DateMath once; fails if any fails
#   Fuzz/run.sh build [TARGET...]    build only (all targets by default)
#   Fuzz/run.sh repro TARGET FILE... run the target once on each FILE
#                                    (FUZZ_VERBOSE=1: says what each input did)
#   Fuzz/run.sh minimize TARGET FILE minimise a crashing input
#   Fuzz/run.sh list                 list the targets
#
# A target is a harness Fuzz/Targets/NAME.swift (defining
# LLVMFuzzerTestOneInput with @_cdecl, importing DateMath, and TZCases or
# DateCalcGrammar from Sources/ if it needs them) and a seed
# directory Fuzz/Seeds/NAME/; an optional Fuzz/Targets/NAME.options holds
# extra libFuzzer flags, one or more per line ('#' starts a comment; paths
# relative to Fuzz/), such as -dict=Targets/NAME.dict.
#
# Environment:
#   FUZZ_JOBS=N        parallel fuzzing processes (default 1; the machine is shared)
#   FUZZ_NICE=N        nice level for build and fuzzing (default 10)
#   FUZZ_RSS_MB=N      libFuzzer -rss_limit_mb (default 4096)
#   FUZZ_MAX_LEN=N     libFuzzer -max_len (default 8192)
#   FUZZ_TIMEOUT=S     seconds one input may take before it counts as a hang (default 10)
#   FUZZ_CORPUS=DIR    grow this corpus directory instead of a fresh copy of the seeds
#                      (with 'all': DIR/TARGET for each target)
#   FUZZ_ARGS="..."    further libFuzzer flags
#   FUZZ_OPT=-O        Swift optimisation level for DateMath and the harness
#   FUZZ_FORK=0|1      libFuzzer fork mode (default: on for FUZZ_JOBS>1 or runs over 20 min)
#   FUZZ_ROOT=DIR      the DateMath checkout to fuzz (default: the one holding Fuzz/)
#   FUZZ_BUILD=DIR     build folder (default Fuzz/.build-fuzz)
#   FUZZ_TZIF_CHECKS, FUZZ_TZIF_GLIBC, FUZZ_VERBOSE: see Fuzz/Targets/tzif.swift
#   FUZZ_KNOWN=1       also run inputs of known open crashes (civil; Fuzz/README.md)
#   FUZZ_MESSAGES=1    trap on error messages with control characters (rfc3339, rfc9557)
#   FUZZ_ZONEID_FOUNDATION=0  zoneid: leave out TZDataSource.foundation
#
# Exit status: 0 when the run ended with no crash, ASan report, timeout or
# OOM; 1 otherwise, and the last line says which and where the input is.

set -uo pipefail

FUZZ_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# FUZZ_ROOT: fuzz another checkout's DateMath (say, `git archive HEAD`
# unpacked elsewhere) with these harnesses; FUZZ_BUILD: its build folder.
ROOT="${FUZZ_ROOT:-$(dirname "$FUZZ_DIR")}"
BUILD="${FUZZ_BUILD:-$FUZZ_DIR/.build-fuzz}"
NICE="${FUZZ_NICE:-10}"
OPT="${FUZZ_OPT:--O}"
SWIFTC="${SWIFTC:-swiftc}"
CLANG="${CLANG:-clang}"

die() { echo "FUZZ: error: $*" >&2; exit 2; }

targets() {
  for file in "$FUZZ_DIR"/Targets/*.swift; do
    [ -e "$file" ] && basename "$file" .swift
  done
}

check_target() {
  local target="$1"
  [ -f "$FUZZ_DIR/Targets/$target.swift" ] \
    || die "no target '$target' (have: $(targets | tr '\n' ' '))"
}

# True when $1 is missing or any later argument (file or directory tree)
# holds a file newer than it.
stale() {
  local output="$1"; shift
  [ -e "$output" ] || return 0
  [ -n "$(find "$@" -newer "$output" -type f -print -quit 2>/dev/null)" ]
}

# DateMath and its C module, instrumented for libFuzzer and ASan:
# $BUILD/lib/DateMath.o, bundle.o and DateMath.swiftmodule.
build_library() {
  local lib="$BUILD/lib"
  local flags="$OPT -g -sanitize=fuzzer,address $($SWIFTC --version 2>&1 | head -1)"
  mkdir -p "$lib/module" "$lib/cmodule"
  if [ "$(cat "$lib/flags" 2>/dev/null)" != "$flags" ]; then rm -f "$lib/DateMath.o"; fi
  if ! stale "$lib/DateMath.o" "$ROOT/Sources/DateMath" "$ROOT/Sources/CDateMathTZData" "$ROOT/Sources/CDateMathAtomics"; then
    return 0
  fi
  echo "FUZZ: building DateMath (instrumented, $OPT) ..." >&2
  local start=$SECONDS
  # SwiftPM makes the C targets' module maps itself; without SwiftPM, name
  # the umbrella headers here (CDateMathAtomics is header-only: static
  # inline functions, nothing to compile).
  cat > "$lib/cmodule/module.modulemap" <<EOF
module CDateMathTZData {
  header "$ROOT/Sources/CDateMathTZData/include/CDateMathTZData.h"
  export *
}
module CDateMathAtomics {
  header "$ROOT/Sources/CDateMathAtomics/include/CDateMathAtomics.h"
  export *
}
EOF
  nice -n "$NICE" "$CLANG" -O1 -g -fsanitize=address \
    -I "$ROOT/Sources/CDateMathTZData/include" \
    -c "$ROOT/Sources/CDateMathTZData/bundle.c" -o "$lib/bundle.o" \
    > "$lib/build.log" 2>&1 || { cat "$lib/build.log" >&2; die "clang failed"; }
  local sources
  mapfile -t sources < <(find "$ROOT/Sources/DateMath" -name '*.swift' | sort)
  # One whole-module object: the harness links it like a static library.
  nice -n "$NICE" "$SWIFTC" $OPT -g -wmo -num-threads 0 -parse-as-library \
    -swift-version 6 -module-name DateMath -package-name DateMath -sanitize=fuzzer,address \
    -Xcc -fmodule-map-file="$lib/cmodule/module.modulemap" \
    -emit-module -emit-module-path "$lib/module/DateMath.swiftmodule" \
    -c "${sources[@]}" -o "$lib/DateMath.o.tmp" \
    >> "$lib/build.log" 2>&1 || { grep -v warning "$lib/build.log" >&2; die "swiftc failed on DateMath"; }
  mv "$lib/DateMath.o.tmp" "$lib/DateMath.o"
  echo "$flags" > "$lib/flags"
  echo "FUZZ: built DateMath in $((SECONDS - start)) s" >&2
}

# A library module of Sources/ that harnesses import, instrumented like
# DateMath: $BUILD/lib/NAME.o and NAME.swiftmodule. The modules are
# TZCases (the tzcases reader and evaluator, for `import TZCases`) and
# DateCalcGrammar (datecalc's calc grammar, for `import DateCalcGrammar`).
# They use DateMath's package-level symbols, so they are compiled with the
# same -package-name.
MODULES=(TZCases DateCalcGrammar)

build_module() {
  local module="$1" lib="$BUILD/lib"
  build_library
  if ! stale "$lib/$module.o" "$ROOT/Sources/$module" "$lib/DateMath.o"; then
    return 0
  fi
  echo "FUZZ: building $module (instrumented, $OPT) ..." >&2
  local start=$SECONDS sources
  mapfile -t sources < <(find "$ROOT/Sources/$module" -name '*.swift' | sort)
  nice -n "$NICE" "$SWIFTC" $OPT -g -wmo -num-threads 0 -parse-as-library \
    -swift-version 6 -module-name "$module" -package-name DateMath -sanitize=fuzzer,address \
    -I "$lib/module" -Xcc -fmodule-map-file="$lib/cmodule/module.modulemap" \
    -emit-module -emit-module-path "$lib/module/$module.swiftmodule" \
    -c "${sources[@]}" -o "$lib/$module.o.tmp" \
    > "$lib/$module.build.log" 2>&1 || { grep -v warning "$lib/$module.build.log" >&2; die "swiftc failed on $module"; }
  mv "$lib/$module.o.tmp" "$lib/$module.o"
  echo "FUZZ: built $module in $((SECONDS - start)) s" >&2
}

# The fuzzer executable of one target: $BUILD/bin/fuzz-TARGET.
build_target() {
  local target="$1" lib="$BUILD/lib" bin="$BUILD/bin/fuzz-$1"
  check_target "$target"
  build_library
  local objects=("$lib/DateMath.o" "$lib/bundle.o") module
  for module in "${MODULES[@]}"; do
    if grep -q "^import $module\$" "$FUZZ_DIR/Targets/$target.swift"; then
      build_module "$module" || return $?
      objects+=("$lib/$module.o")
    fi
  done
  mkdir -p "$BUILD/bin"
  if ! stale "$bin" "$FUZZ_DIR/Targets/$target.swift" "${objects[@]}"; then
    return 0
  fi
  echo "FUZZ: building fuzz-$target ..." >&2
  local start=$SECONDS
  # The harness's module name must differ from DateMath's. It is in
  # package DateMath, so it sees the package-level API of the modules
  # (DateCalcGrammar's is package, not public: only datecalc uses it).
  nice -n "$NICE" "$SWIFTC" $OPT -g -parse-as-library -swift-version 6 \
    -module-name "Fuzz_$target" -package-name DateMath -sanitize=fuzzer,address \
    -I "$lib/module" -Xcc -fmodule-map-file="$lib/cmodule/module.modulemap" \
    "$FUZZ_DIR/Targets/$target.swift" "${objects[@]}" \
    -o "$bin.tmp" > "$BUILD/bin/$target.build.log" 2>&1 \
    || { grep -v -e warning -e '^ *[0-9]* |' "$BUILD/bin/$target.build.log" >&2; die "swiftc failed on $target"; }
  mv "$bin.tmp" "$bin"
  echo "FUZZ: built fuzz-$target in $((SECONDS - start)) s" >&2
}

# The target's extra flags from Fuzz/Targets/NAME.options.
target_options() {
  local file="$FUZZ_DIR/Targets/$1.options"
  [ -f "$file" ] && sed -e 's/#.*//' "$file" | tr -s ' \n' ' '
}

# ASan: no leak checking. DateMath's zone cache keeps every table for the
# process's life by design, and Swift stores object pointers inside enum
# payloads with spare bits set, where LeakSanitizer cannot see them: it
# reports that cache as leaked at exit (a false positive, not a finding).
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=0:symbolize=1}"
# No Swift backtracer: its SIGILL handler, installed before libFuzzer's,
# would catch Swift traps (fatalError, overflow, bounds) and run
# swift-backtrace, which can stall for minutes; libFuzzer's handler prints
# the stack (symbolised by ASan) and writes the crash input at once.
export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}"

run_target() {
  local target="$1" seconds="${2:-60}"
  [[ "$seconds" =~ ^[0-9]+$ ]] || die "SECONDS must be a whole number, not '$seconds'"
  build_target "$target"
  local seeds="$FUZZ_DIR/Seeds/$target"
  [ -d "$seeds" ] || die "no seed directory $seeds"
  local run="$BUILD/runs/$target-$(date +%Y%m%d-%H%M%S)"
  mkdir -p "$run/artifacts"
  local corpus
  if [ -n "${FUZZ_CORPUS:-}" ]; then
    corpus="$FUZZ_CORPUS"
    mkdir -p "$corpus"
    cp -n "$seeds"/* "$corpus"/ 2>/dev/null
  else
    corpus="$run/corpus"
    mkdir -p "$corpus"
    cp "$seeds"/* "$corpus"/
  fi
  local jobs="${FUZZ_JOBS:-1}"
  local args=(
    -max_total_time="$seconds" -timeout="${FUZZ_TIMEOUT:-10}"
    -rss_limit_mb="${FUZZ_RSS_MB:-4096}" -max_len="${FUZZ_MAX_LEN:-8192}"
    -detect_leaks=0 -print_final_stats=1 -artifact_prefix="$run/artifacts/"
  )
  # Fork mode (child processes of at most 300 s each, corpus merged by the
  # parent) bounds DateMath's never-evicting zone cache, which otherwise
  # grows with every new accepted input: used for several jobs, for
  # FUZZ_FORK=1, and for runs longer than 20 minutes.
  local fork="${FUZZ_FORK:-}"
  if [ -z "$fork" ]; then
    if [ "$jobs" -gt 1 ] || [ "$seconds" -gt 1200 ]; then fork=1; else fork=0; fi
  fi
  if [ "$fork" = 1 ]; then
    args+=(-fork="$jobs" -ignore_crashes=0 -ignore_timeouts=0 -ignore_ooms=0)
  fi
  # shellcheck disable=SC2206
  args+=($(target_options "$target") ${FUZZ_ARGS:-})
  echo "FUZZ: $target for ${seconds}s, $jobs job(s), corpus $corpus ($(ls "$corpus" | wc -l) files), log $run/fuzz.log" >&2
  # The whole log goes to the file; the terminal gets everything but the
  # stream of NEW/REDUCE lines.
  # Run from Fuzz/, so that paths in NAME.options (-dict=...) are relative to it.
  (cd "$FUZZ_DIR" && exec nice -n "$NICE" "$BUILD/bin/fuzz-$target" "${args[@]}" "$corpus") \
    > "$run/fuzz.log" 2>&1 &
  local pid=$!
  tail -n +1 --pid=$pid -f "$run/fuzz.log" 2>/dev/null \
    | grep --line-buffered -v -E '^#[0-9]+[[:space:]]+(NEW|REDUCE) ' >&2
  wait $pid
  local status=$?

  local done_line execs stats features cov corp peak
  # "#N DONE cov: .. ft: .. corp: 346/146Kb" or, in fork mode, "#N: cov: .. corp: 217".
  done_line="$(grep -E '^#[0-9]+(:|[[:space:]]+(DONE|pulse|INITED|NEW|REDUCE))' "$run/fuzz.log" | tail -1)"
  execs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$run/fuzz.log" | tail -1)"
  [ -n "$execs" ] || execs="$(echo "$done_line" | sed -n 's/^#\([0-9]*\).*/\1/p')"
  [ "$fork" = 1 ] && execs="${execs} (fork mode: execs of merged jobs)"
  cov="$(echo "$done_line" | sed -n 's/.* cov: \([0-9]*\).*/\1/p')"
  features="$(echo "$done_line" | sed -n 's/.* ft: \([0-9]*\).*/\1/p')"
  corp="$(echo "$done_line" | sed -n 's/.* corp: \([0-9/]*[a-zA-Z]*\).*/\1/p')"
  peak="$(sed -n 's/^stat::peak_rss_mb: *//p' "$run/fuzz.log" | tail -1)"
  stats="execs ${execs:-?}, cov ${cov:-?}, ft ${features:-?}, corpus ${corp:-?} ($(ls "$corpus" | wc -l) files), peak RSS ${peak:-?} MB"

  local found=()
  for artifact in "$run"/artifacts/{crash,timeout,oom,leak}-*; do
    [ -e "$artifact" ] && found+=("$artifact")
  done
  local kind=""
  if grep -q 'ERROR: AddressSanitizer' "$run/fuzz.log"; then kind="ASan report"
  elif grep -q 'ERROR: libFuzzer: timeout' "$run/fuzz.log"; then kind="timeout"
  elif grep -q -E 'ERROR: libFuzzer: (out-of-memory|malloc limit)' "$run/fuzz.log"; then kind="out of memory"
  elif grep -q -E 'ERROR: libFuzzer: deadly signal|Fatal error|ERROR: libFuzzer' "$run/fuzz.log"; then kind="crash"
  fi
  echo "FUZZ: $target: $stats" >&2
  if [ "$status" -ne 0 ] || [ ${#found[@]} -gt 0 ] || [ -n "$kind" ]; then
    echo "FUZZ $target FAILED: ${kind:-libFuzzer exit $status}; input ${found[*]:-(none written)}; log $run/fuzz.log"
    return 1
  fi
  echo "FUZZ $target OK: no crash, ASan report, timeout or OOM in ${seconds}s ($stats)"
}

case "${1:-}" in
  list)
    targets ;;
  all)
    # Every target in turn, SECONDS each (default 20): DateMath is built
    # once, then each harness; a failing target does not stop the others.
    seconds="${2:-20}"
    mapfile -t list < <(targets)
    start=$SECONDS
    for target in "${list[@]}"; do build_target "$target" || exit $?; done
    echo "FUZZ: built ${#list[@]} targets in $((SECONDS - start)) s" >&2
    failed=()
    # FUZZ_CORPUS=DIR here means one corpus per target, DIR/TARGET.
    corpora="${FUZZ_CORPUS:-}"
    for target in "${list[@]}"; do
      FUZZ_CORPUS="${corpora:+$corpora/$target}" run_target "$target" "$seconds" || failed+=("$target")
    done
    if [ ${#failed[@]} -gt 0 ]; then
      echo "FUZZ all FAILED: ${failed[*]} (of ${#list[@]} targets, ${seconds}s each; see the FAILED lines above), $((SECONDS - start)) s in all"
      exit 1
    fi
    echo "FUZZ all OK: ${#list[@]} targets (${list[*]}), ${seconds}s each, no crash, ASan report, timeout or OOM; $((SECONDS - start)) s in all" ;;
  build)
    shift
    if [ $# -eq 0 ]; then mapfile -t list < <(targets); set -- "${list[@]}"; fi
    for target in "$@"; do build_target "$target" || exit $?; done ;;
  repro)
    [ $# -ge 3 ] || die "usage: Fuzz/run.sh repro TARGET FILE..."
    build_target "$2"
    target="$2"; shift 2
    FUZZ_VERBOSE="${FUZZ_VERBOSE:-1}" "$BUILD/bin/fuzz-$target" -detect_leaks=0 "$@" ;;
  minimize)
    [ $# -eq 3 ] || die "usage: Fuzz/run.sh minimize TARGET FILE"
    build_target "$2"
    out="$3.min"
    nice -n "$NICE" "$BUILD/bin/fuzz-$2" -minimize_crash=1 -max_total_time=120 -detect_leaks=0 \
      -exact_artifact_path="$out" "$3"
    echo "FUZZ: minimised input in $out" >&2 ;;
  ""|-h|--help|help)
    sed -n '2,40p' "$0" | sed 's/^# \{0,1\}//' ;;
  *)
    run_target "$1" "${2:-60}" ;;
esac
