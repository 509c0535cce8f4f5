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
