# Sourced by Harnesses/run-all.sh and the Scripts/ that run every harness: which harnesses there
# are, and the command that starts each. Bash; paths are relative to the repository root.
#
# A harness is a folder Harnesses/NAME with an install.sh and a one-line `command` file, the
# command the runner starts from the repository root. A Python harness's command names
# Harnesses/.venv; when PATHWAYS_HARNESS_VENV names another place, that place is used instead.

harness_names() {  # every harness, in folder order
    local folder
    for folder in Harnesses/*/; do
        folder=${folder%/}
        [ -f "$folder/command" ] && [ -f "$folder/install.sh" ] && basename "$folder"
    done
    return 0
}

harness_command() {  # NAME
    local command
    command=$(head -n 1 "Harnesses/$1/command")
    if [ -n "${PATHWAYS_HARNESS_VENV:-}" ]; then
        command=${command//Harnesses\/.venv\//$PATHWAYS_HARNESS_VENV/}
    fi
    printf '%s\n' "$command"
}

harness_jobs() {  # how many harnesses to run at once: PATHWAYS_HARNESS_JOBS, else one per core
    printf '%s\n' "${PATHWAYS_HARNESS_JOBS:-$(nproc 2>/dev/null || echo 1)}"
}

# each_harness JOBS FUNCTION NAME...: calls `FUNCTION NAME` for every NAME, up to JOBS at a time,
# each in the background with its output kept aside, then prints each one's output in NAME order
# (its standard error to standard error). Sets the array each_harness_failed to the NAMEs whose
# FUNCTION failed. A run is the runner and one harness answering it in turn, about one core: with
# JOBS at the number of cores, the runs keep every core busy instead of one.
each_harness() {
    local limit=$1 function=$2 outputs name
    shift 2
    outputs=$(mktemp -d)
    for name in "$@"; do
        while (($(jobs -rp | wc -l) >= limit)); do wait -n || true; done
        { "$function" "$name" && echo 0 >"$outputs/$name.status" || echo 1 >"$outputs/$name.status"; } \
            >"$outputs/$name.out" 2>"$outputs/$name.err" &
    done
    wait
    each_harness_failed=()
    for name in "$@"; do
        cat "$outputs/$name.out"
        cat "$outputs/$name.err" >&2
        [ "$(cat "$outputs/$name.status" 2>/dev/null)" = 0 ] || each_harness_failed+=("$name")
    done
    rm -rf "$outputs"
}
