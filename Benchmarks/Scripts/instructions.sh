#!/usr/bin/env bash
# Instructions per operation, counted by valgrind's callgrind: unlike wall-clock time, the count
# does not move when other work shares the machine, so it compares two builds on a busy machine.
# Each workload runs N+1 times and once; the difference divided by N is the cost of one call,
# without start-up and table building. A call of match, typed and linear handles the 142 GitHub
# URLs (linear is the naive scan, tuned the tuned one); a call of table10000 handles 256 URLs.
# typed-declared is typed with a declared type for every pattern, where typed decodes 45 of the
# 144 patterns through AnyCaptures and its allKeys.
# decode-pattern and handwritten decode the issue route; the -contents and -user workloads the
# other two paths of the timed decode comparison (c); -search and -files the route model's (g).
# destination handles the 142 GitHub URLs with destination(for:) over destination routes of the
# typed router's types (i); destination-issue and backstack-issue the issue URL, whose back stack
# has three levels, to compare with allocation-typed (a typed handle of the same URL).
#
# Usage: Benchmarks/Scripts/instructions.sh [path/to/pathways-benchmark]
set -euo pipefail
binary=${1:-"$(dirname "$0")/../.build/release/pathways-benchmark"}

refs() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" --profile="$1" --calls="$2" 2>&1 |
        grep -o 'refs: *[0-9,]*' | tr -dc '0-9'
}

per_call() {
    local workload=$1 calls=$2 divisor=$3
    local one many
    one=$(refs "$workload" 1)
    many=$(refs "$workload" $((calls + 1)))
    echo "$workload $(( (many - one) / calls / divisor ))"
}

per_call match 20 142
per_call typed 20 142
per_call typed-declared 20 142
per_call linear 20 142
per_call tuned 20 142
per_call table10000 20 256
per_call decode-pattern 2000 1
per_call handwritten 2000 1
per_call decode-contents 2000 1
per_call handwritten-contents 2000 1
per_call decode-user 2000 1
per_call handwritten-user 2000 1
per_call encode 2000 1
per_call handencode 2000 1
per_call decode-search 2000 1
per_call handwritten-search 2000 1
per_call decode-files 2000 1
per_call handwritten-files 2000 1
per_call encode-search 2000 1
per_call handencode-search 2000 1
per_call encode-files 2000 1
per_call handencode-files 2000 1
per_call allocation-path 2000 1
per_call allocation-typed 2000 1
per_call destination 20 142
per_call destination-issue 2000 1
per_call backstack-issue 2000 1
