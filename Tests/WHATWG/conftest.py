"""Shared set-up for the WHATWG differential tests: the read-url binary, and a summary of the
seeded run printed at the end of pytest's output."""

from __future__ import annotations

import os
import subprocess

import differential
import pytest

SUMMARIES = pytest.StashKey[list]()


@pytest.fixture(scope="session")
def pathways_binary() -> str:
    """The pathways-conformance binary: $PATHWAYS_CONFORMANCE, else the debug (or release)
    build in the package's .build folder, built here when neither exists."""
    binary = os.environ.get("PATHWAYS_CONFORMANCE") or differential.default_pathways()
    if not os.path.exists(binary):
        subprocess.run(["swift", "build", "--product", "pathways-conformance"], cwd=differential.ROOT, check=True)
        binary = differential.default_pathways()
    assert os.path.exists(binary), f"{binary} is missing"
    return binary


@pytest.fixture(scope="session")
def differential_summaries(pytestconfig) -> list:
    """Text that the tests want printed at the end of the run."""
    return pytestconfig.stash.setdefault(SUMMARIES, [])


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    for summary in config.stash.get(SUMMARIES, []):
        terminalreporter.section("WHATWG differential")
        terminalreporter.write_line(summary)
