#!/usr/bin/env bash
# Builds the Pathways fuzz targets with libFuzzer and AddressSanitizer and runs them.
#
# Usage: Fuzzing/fuzz.sh [--seconds N] [--runs N] [--jobs N] [--parallel N] [--no-build] [--replay]
#                        [target...] [-- libFuzzer flags...]
#
#   --seconds N   Fuzz each target for N seconds (libFuzzer -max_total_time). Default 60.
#   --runs N      Stop each target after N executions (libFuzzer -runs); with --seconds,
#                 whichever comes first.
#   --jobs N      Run N fuzzing processes per target in parallel (-jobs=N -workers=N).
#   --parallel N  Fuzz up to N targets at once, each for the whole time (default 1: one after
#                 the other); their output is printed in order when they have all finished.
#   --no-build    Use the binaries of the last build.
#   --replay      Run every file in regressions/<target>/ and seeds/<target>/ once through the
#                 instrumented target instead of fuzzing; fails if any input fails.
#   target...     Some of FuzzURLReading FuzzDecoder FuzzHandle FuzzRoundTrip (default: all).
#   -- flags      Passed to libFuzzer as they are, e.g. -- -seed=1 -only_ascii=1.
#
# Corpora grow in corpus/<target>/ (seeded from seeds/<target>/, kept between runs, not
# committed); crash, timeout and out-of-memory inputs land in findings/<target>/. The script
# prints each target's executions and exits non-zero when a target finds anything.
set -uo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$here" || exit 2

all_targets=(FuzzURLReading FuzzDecoder FuzzHandle FuzzRoundTrip)
seconds=""
runs=""
jobs=""
parallel=1
build=1
replay=0
targets=()
extra=()

# Prints the comment above; exits with $1 (2 when the arguments were wrong).
usage() {
    sed -n '4,21p' "$here/$(basename "${BASH_SOURCE[0]}")" | sed 's/^# \{0,1\}//'
    exit "${1:-2}"
}

while (($#)); do
    case "$1" in
        --seconds) seconds="${2:?--seconds needs a value}"; shift 2 ;;
        --runs) runs="${2:?--runs needs a value}"; shift 2 ;;
        --jobs) jobs="${2:?--jobs needs a value}"; shift 2 ;;
        --parallel) parallel="${2:?--parallel needs a value}"; shift 2 ;;
        --no-build) build=0; shift ;;
        --replay) replay=1; shift ;;
        -h | --help) usage 0 ;;
        --) shift; extra=("$@"); break ;;
        -*) echo "fuzz.sh: unknown option $1" >&2; usage ;;
        *)
            if [[ " ${all_targets[*]} " != *" $1 "* ]]; then
                echo "fuzz.sh: unknown target $1 (one of ${all_targets[*]})" >&2
                exit 2
            fi
            targets+=("$1"); shift ;;
    esac
done
((${#targets[@]})) || targets=("${all_targets[@]}")
[[ -n "$seconds" || -n "$runs" ]] || seconds=60

# `--sanitize=fuzzer --sanitize=address` alone is not enough: SwiftPM passes the two as
# separate `-sanitize=` options and the Swift driver keeps only the last, so nothing would be
# instrumented for coverage. The combined `-sanitize=fuzzer,address` given last fixes that.
# Release, because ASan-instrumented debug code runs about ten times slower. Without
# `-parse-as-library` the executables would define a `main` of their own; libFuzzer brings one.
# FUZZING leaves out the replay `main` that the plain build uses.
scratch="$here/.build/fuzzer"
build_flags=(
    -c release --scratch-path "$scratch"
    --sanitize=fuzzer --sanitize=address
    -Xswiftc -sanitize=fuzzer,address
    -Xswiftc -parse-as-library
    -Xswiftc -DFUZZING
)
logs="$here/.build/fuzz-logs"
mkdir -p "$logs"

if ((build)); then
    echo "==> Building fuzz targets (release, libFuzzer + AddressSanitizer)"
    started=$(date +%s)
    if ! swift build "${build_flags[@]}" >"$logs/build.log" 2>&1; then
        grep -v 'Cannot export local symbol' "$logs/build.log" | tail -40
        echo "fuzz.sh: build failed (full log: $logs/build.log)" >&2
        exit 2
    fi
    echo "    built in $(($(date +%s) - started)) s"
fi
bin="$(swift build "${build_flags[@]}" --show-bin-path)"

export SWIFT_BACKTRACE=enable=no
# Swift's runtime keeps metadata caches alive for the process; leak checks only add noise.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:allocator_may_return_null=1}"

status=0

if ((replay)); then
    for target in "${targets[@]}"; do
        files=()
        for folder in regressions seeds; do
            while IFS= read -r -d '' file; do files+=("$file"); done \
                < <(find "$folder/$target" -maxdepth 1 -type f ! -name '.*' -print0 2>/dev/null | sort -z)
        done
        failed=0
        for file in "${files[@]}"; do
            if ! PATHWAYS_FUZZ_THOROUGH=1 "$bin/$target" "$file" >"$logs/replay.log" 2>&1; then
                failed=$((failed + 1))
                echo "FAIL $file"
                grep -E 'invariant violated|ERROR: AddressSanitizer|Fatal error|SUMMARY' "$logs/replay.log" | head -5 | sed 's/^/     /'
            fi
        done
        echo "==> $target: replayed ${#files[@]} inputs, $failed failed"
        ((failed == 0)) || status=1
    done
    exit $status
fi

# fuzz_target TARGET: fuzzes one target; prints its progress and its executions, writes its
# summary line to $logs/TARGET.summary, and fails when the target found anything.
fuzz_target() {
    local target=$1 found=0
    local corpus findings run_logs before args started rc elapsed after stat_logs executions rate result
    corpus="$here/corpus/$target"
    findings="$here/findings/$target"
    run_logs="$logs/$target"
    mkdir -p "$corpus" "$findings" "$run_logs"
    rm -f "$run_logs"/*.log
    cp -n "$here/seeds/$target"/* "$corpus"/ 2>/dev/null || true
    before=$(find "$findings" -type f | wc -l)

    args=(
        "$corpus"
        -dict="$here/dictionaries/$target.dict"
        -max_len=4096
        -timeout=10
        -rss_limit_mb=4096
        -print_final_stats=1
        -artifact_prefix="$findings/"
    )
    [[ -n "$seconds" ]] && args+=(-max_total_time="$seconds")
    [[ -n "$runs" ]] && args+=(-runs="$runs")
    [[ -n "$jobs" ]] && args+=(-jobs="$jobs" -workers="$jobs")

    echo "==> $target: fuzzing${seconds:+ for $seconds s}${runs:+ up to $runs runs}${jobs:+ with $jobs jobs}"
    started=$(date +%s)
    # libFuzzer writes the logs of -jobs workers (fuzz-N.log) to its working directory.
    (cd "$run_logs" && "$bin/$target" "${args[@]}" "${extra[@]}" >"$run_logs/main.log" 2>&1)
    rc=$?
    elapsed=$(($(date +%s) - started))
    after=$(find "$findings" -type f | wc -l)

    # With -jobs the parent also echoes each job's log, so count the job logs alone then.
    stat_logs=("$run_logs"/fuzz-*.log)
    [[ -e "${stat_logs[0]}" ]] || stat_logs=("$run_logs/main.log")
    executions=$(cat "${stat_logs[@]}" | awk '/^stat::number_of_executed_units:/ { sum += $2 } END { print sum + 0 }')
    rate=$((elapsed > 0 ? executions / elapsed : executions))
    result="ok"
    if ((rc != 0 || after > before)); then
        result="FINDING (exit $rc, $((after - before)) new file(s) in findings/$target/)"
        found=1
        grep -hE 'invariant violated|ERROR: AddressSanitizer|ERROR: libFuzzer|Fatal error|SUMMARY|Test unit written' \
            "$run_logs"/*.log | head -10 | sed 's/^/    /'
    fi
    echo "    $target: $executions executions in $elapsed s ($rate/s): $result"
    printf '%-16s %12s executions %6s s  %s\n' "$target" "$executions" "$elapsed" "$result" >"$logs/$target.summary"
    return $found
}

rm -f "$logs"/*.summary "$logs"/*.status "$logs"/*.out

if ((parallel <= 1)); then
    for target in "${targets[@]}"; do
        fuzz_target "$target" || status=1
    done
else
    # Up to N targets at once, each a libFuzzer process of its own (one core each); their output
    # is printed in target order once they have all finished.
    for target in "${targets[@]}"; do
        while (($(jobs -rp | wc -l) >= parallel)); do wait -n || true; done
        { fuzz_target "$target"; echo $? >"$logs/$target.status"; } >"$logs/$target.out" 2>&1 &
    done
    wait
    for target in "${targets[@]}"; do
        cat "$logs/$target.out"
        [ "$(cat "$logs/$target.status" 2>/dev/null)" = 0 ] || status=1
    done
fi

echo "==> Summary"
for target in "${targets[@]}"; do
    printf '    %s\n' "$(cat "$logs/$target.summary" 2>/dev/null || echo "$target: no result")"
done
exit $status
