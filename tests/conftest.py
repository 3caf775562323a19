"""Shared set-up of the proj2 test suite: makes proj2.py (at the repo
root) and the tests' helpers module importable however pytest is run.

The suite needs pytest alone and runs in one process; with pytest-xdist
installed, `pytest -n auto` spreads it over every core (each worker a
process of its own, with its own virtual screen for the window's
tests)."""

import atexit
import os
import pathlib
import shutil
import sys
import tempfile

import pytest

REPO_ROOT = pathlib.Path(__file__).resolve().parent.parent

if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

# pytest keeps the test modules it compiles (their assertions rewritten)
# in tests/__pycache__ even where PYTHONDONTWRITEBYTECODE is set, so that
# every later run, and each of its processes, collects in a quarter of
# the time.
sys.dont_write_bytecode = False

# The program keeps its library (games and analyses) in the user's data
# folder, $XDG_DATA_HOME/proj2 (else ~/.local/share/proj2). No test may
# touch the user's: from the start, every process of the suite, and
# every program it runs, sees a folder of the suite's own; each test
# then gets an empty one (data_folder), so no test reads what another
# kept.
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="proj2-suite-data-")
atexit.register(shutil.rmtree, os.environ["XDG_DATA_HOME"], True)


@pytest.fixture(autouse=True)
def data_folder(tmp_path_factory, monkeypatch):
    """Returns: the empty data folder ($XDG_DATA_HOME) of the test, where
    the program's default library is made."""
    folder = tmp_path_factory.mktemp("data")
    monkeypatch.setenv("XDG_DATA_HOME", str(folder))
    return folder


@pytest.fixture
def program(monkeypatch, capsys):
    """Returns: run_program's stand-in that runs the program in this
    process (see helpers.run_in_process), with the same parameters:
    stdin_bytes, extra_env and args, and node_limit: None, or the node
    budget (Settings.node_limit) that bounds the run's searches in place
    of the think time."""
    from helpers import run_in_process

    def run(stdin_bytes, extra_env=(), args=(), node_limit=None):
        return run_in_process(args, stdin_bytes, monkeypatch, capsys,
                              extra_env, node_limit)
    return run
