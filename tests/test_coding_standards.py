"""The CMSC 201 coding standards and the project's own rules, checked
by reading proj2.py's source (it is never run here)."""

import ast
import re
import sys

import pytest

from helpers import PROJ2_PATH

SOURCE = PROJ2_PATH.read_text(encoding="utf-8")
MODULE = ast.parse(SOURCE)
FUNCTIONS = {node.name: node for node in MODULE.body
             if isinstance(node, ast.FunctionDef)}
UPPER_SNAKE = re.compile(r"[A-Z][A-Z0-9_]*\Z")
RULE_FUNCTIONS = ["create_board", "get_flips", "is_legal_move",
                  "get_valid_moves", "apply_move", "choose_naive_move",
                  "is_game_over", "count_pieces", "get_winner",
                  "get_side_to_move", "get_hints", "count_perft_leaves"]
HEADER_FIELDS = ["# File:", "# Author:", "# Date:", "# Section:",
                 "# E-mail:", "# Description:"]


def test_file_opens_with_the_course_header_comment():
    opening = [line.split()[:2] for line in SOURCE.splitlines()[:6]]
    assert [" ".join(words) for words in opening] == HEADER_FIELDS


@pytest.mark.parametrize("name", FUNCTIONS)
def test_function_header_gives_parameters_and_return_value(name):
    docstring = ast.get_docstring(FUNCTIONS[name]) or ""
    assert "Parameters:" in docstring
    assert "Returns:" in docstring


def test_at_least_eight_functions_besides_main():
    assert len(set(FUNCTIONS) - {"main"}) >= 8


def is_constant_assignment(node):
    """Parameters: node -- a top-level statement.
    Returns: True if it only assigns to UPPER_SNAKE names."""
    if isinstance(node, ast.Assign):
        targets = node.targets
    elif isinstance(node, ast.AnnAssign):
        targets = [node.target]
    else:
        return False
    return all(isinstance(target, ast.Name) and UPPER_SNAKE.match(target.id)
               for target in targets)


def is_main_guard(node):
    """Parameters: node -- a top-level statement.
    Returns: True if it is `if __name__ == "__main__":`."""
    return (isinstance(node, ast.If)
            and ast.unparse(node.test) in ('__name__ == "__main__"',
                                           "__name__ == '__main__'"))


def test_module_ends_with_the_main_guard():
    assert is_main_guard(MODULE.body[-1])


def is_exception_class(node):
    """Parameters: node -- a top-level statement of proj2.py.
    Returns: True if it declares an exception and nothing more: a class
        deriving from Exception whose body is its docstring alone."""
    return (isinstance(node, ast.ClassDef)
            and [ast.unparse(base) for base in node.bases] == ["Exception"]
            and len(node.body) == 1
            and ast.get_docstring(node) is not None)


def test_other_top_level_statements_are_imports_constants_or_functions():
    allowed = (ast.Import, ast.ImportFrom, ast.FunctionDef)
    strays = [f"line {node.lineno}: {ast.unparse(node).splitlines()[0]}"
              for node in MODULE.body[:-1]
              if not isinstance(node, allowed)
              and not is_constant_assignment(node)
              and not is_exception_class(node)]
    assert strays == []


@pytest.mark.parametrize("name", RULE_FUNCTIONS)
def test_rule_function_neither_prints_nor_reads(name):
    called = {node.func.id for node in ast.walk(FUNCTIONS[name])
              if isinstance(node, ast.Call)
              and isinstance(node.func, ast.Name)}
    named = {node.id for node in ast.walk(FUNCTIONS[name])
             if isinstance(node, ast.Name)}
    assert not called & {"print", "input", "open"}
    assert "sys" not in named


def test_imports_are_standard_library_only():
    imported = set()
    for node in ast.walk(MODULE):
        if isinstance(node, ast.Import):
            imported |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            assert node.level == 0, "relative import"
            imported.add(node.module.split(".")[0])
    assert imported - sys.stdlib_module_names == set()
