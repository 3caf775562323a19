"""design2.txt agrees with proj2.py: every function and constant of one
is in the other. In design2.txt a function header starts with a line
`def NAME(PARAMS):` and a constant is defined by a line `NAME = value`."""

import ast
import re

import pytest

from helpers import PROJ2_PATH, REPO_ROOT

DESIGN_PATH = REPO_ROOT / "design2.txt"
MODULE = ast.parse(PROJ2_PATH.read_text(encoding="utf-8"))
CODE_FUNCTIONS = sorted(node.name for node in MODULE.body
                        if isinstance(node, ast.FunctionDef))
CODE_CONSTANTS = sorted(target.id for node in MODULE.body
                        if isinstance(node, ast.Assign)
                        for target in node.targets
                        if isinstance(target, ast.Name))
DESIGN_FUNCTION_HEADER = re.compile(r"^def\s+(\w+)\s*\(", re.MULTILINE)
DESIGN_CONSTANT = re.compile(r"^([A-Z][A-Z0-9_]*)\s*=", re.MULTILINE)


@pytest.fixture(scope="module")
def design():
    """Returns: the text of design2.txt (the test fails if it is missing)."""
    assert DESIGN_PATH.is_file(), "design2.txt is missing"
    return DESIGN_PATH.read_text(encoding="utf-8")


def names_missing_from(text, names):
    """Parameters: text -- the design; names -- names to look for.
    Returns: the names that do not appear in text as whole words."""
    return [name for name in names
            if not re.search(r"(?<!\w)" + re.escape(name) + r"(?!\w)", text)]


def test_every_function_of_proj2_is_in_the_design(design):
    assert names_missing_from(design, CODE_FUNCTIONS) == []


def test_every_constant_of_proj2_is_in_the_design(design):
    assert names_missing_from(design, CODE_CONSTANTS) == []


def test_every_function_header_of_the_design_is_in_proj2(design):
    headers = DESIGN_FUNCTION_HEADER.findall(design)
    assert headers, "design2.txt has no 'def NAME(PARAMS):' headers"
    assert sorted(set(headers) - set(CODE_FUNCTIONS)) == []


def test_every_constant_of_the_design_is_in_proj2(design):
    constants = DESIGN_CONSTANT.findall(design)
    assert constants, "design2.txt defines no 'NAME = value' constants"
    assert sorted(set(constants) - set(CODE_CONSTANTS)) == []
