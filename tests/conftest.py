"""Shared set-up of the proj2 test suite: makes proj2.py (at the repo
root) and the tests' helpers module importable however pytest is run."""

import pathlib
import sys

REPO_ROOT = pathlib.Path(__file__).resolve().parent.parent

if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))
