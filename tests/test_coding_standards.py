"""The CMSC 201 coding standards and the project's own rules, checked
by reading proj2.py's source; and PART 1, cut out of it, run on its own
as the course submission it is."""

import ast
import bisect
import functools
import io
import os
import re
import signal
import stat
import subprocess
import sys
import tokenize

import pytest

from helpers import (REPO_ROOT, RUN_TIMEOUT_SECONDS, defined_names,
                     read_proj2_source)

SOURCE, MODULE = read_proj2_source()
FUNCTIONS = {node.name: node for node in MODULE.body
             if isinstance(node, ast.FunctionDef)}
UPPER_SNAKE = re.compile(r"[A-Z][A-Z0-9_]*\Z")
RULE_FUNCTIONS = ["create_empty_board", "create_board", "get_flips",
                  "get_valid_moves", "place_piece", "apply_move",
                  "choose_naive_move", "count_pieces", "get_winner",
                  "create_start_board",
                  "_get_adjacent_flips", "get_rule_flips", "is_rule_move",
                  "get_rule_moves", "apply_rule_move", "get_side_to_move",
                  "is_rule_game_over", "get_rule_winner", "get_hints",
                  "count_perft_leaves"]
PART_2_BANNER = "# PART 2"
# PART 1 ends at the line that opens PART 2.
PART_1 = SOURCE[:SOURCE.index("\n" + PART_2_BANNER) + 1]
PART_1_MODULE = ast.parse(PART_1)
COURSE_GUARD = '\n\nif __name__ == "__main__":\n    main()\n'
# A section's banner (its title in group 1), a sub-section's (in dashes:
# a section of its own for the order of definitions, not in the table of
# contents), or PART 2's.
SECTION_BANNER = re.compile(r"^# =+\n# (\S.*)\n# =+$|^# -+\n# \S.*\n# -+$"
                            r"|^# PART 2.*$", re.MULTILINE)
# The names of the last section, data that EVALUATION and OPENING BOOK
# decode lazily.
DATA_SECTION_NAMES = {"PATTERN_WEIGHTS", "PATTERN_WEIGHTS_CRC",
                      "PATTERN_STAGE_EMPTIES", "PATTERN_MOST_EMPTIES",
                      "PATTERN_FIRST_STAGE",
                      "OPENING_BOOK", "OPENING_BOOK_CRC"}
DATA_BANNER = "\n# DATA ("
HEADER_FIELDS = ["# File:", "# Author:", "# Date:", "# Section:",
                 "# E-mail:", "# Description:"]


def test_file_opens_with_the_course_header_comment():
    opening = [line.split()[:2] for line in SOURCE.splitlines()[:6]]
    assert [" ".join(words) for words in opening] == HEADER_FIELDS


# The widest line, as PEP 8 has it (the DATA blocks' lines too).
MOST_LINE_COLUMNS = 79


def test_every_line_fits_79_columns():
    assert [number for number, line in enumerate(SOURCE.splitlines(), 1)
            if len(line) > MOST_LINE_COLUMNS] == []


PART_1_FUNCTIONS = [node.name for node in PART_1_MODULE.body
                    if isinstance(node, ast.FunctionDef)]


def is_one_line_function(node):
    """Parameters: node -- a function's definition.
    Returns: True if its body is its docstring and one statement that
        fits on a line or two."""
    body = node.body[1:]
    return len(body) == 1 and body[0].end_lineno - body[0].lineno < 2


@pytest.mark.parametrize("name", PART_1_FUNCTIONS)
def test_part_1_function_header_gives_parameters_and_return_value(name):
    docstring = ast.get_docstring(FUNCTIONS[name]) or ""
    assert "Parameters:" in docstring
    assert "Returns:" in docstring


# What a Part 2 docstring never says: the signature says it.
DOCSTRING_FILLER = ["Parameters: none", "Returns: None.", "not applicable"]
# Part 2's docstrings in proportion: the largest share of its lines
# (above DATA) they may take.
PART_2_DOCSTRING_SHARE = 0.16


@pytest.mark.parametrize("name", sorted(set(FUNCTIONS) -
                                        set(PART_1_FUNCTIONS)))
def test_part_2_function_has_a_docstring_without_filler(name):
    docstring = ast.get_docstring(FUNCTIONS[name]) or ""
    assert docstring != ""
    assert "\n" in docstring or docstring.endswith(".")
    assert [filler for filler in DOCSTRING_FILLER
            if filler in docstring] == []


def test_part_2_docstrings_are_in_proportion():
    part_2_start = PART_1.count("\n")
    lines = sum(node.body[0].end_lineno - node.body[0].lineno + 1
                for node in ast.walk(MODULE)
                if isinstance(node, (ast.FunctionDef, ast.ClassDef))
                and ast.get_docstring(node) is not None
                and node.lineno > part_2_start)
    part_2_lines = SOURCE[:SOURCE.index(DATA_BANNER)].count("\n") - (
        part_2_start)
    assert lines <= PART_2_DOCSTRING_SHARE * part_2_lines


# The longest a function may be, but the search's hot loops, written out
# for speed.
MOST_FUNCTION_LINES = 60
SPEED_KERNELS = {"read_pattern_instances", "_search_moves", "solve_node"}


# An import statement (its modules in group 1 or 2), at the start of a
# line as every statement is.
IMPORT_LINE = re.compile(r"^[ \t]*(?:from[ \t]+([\w.]+)[ \t]+import\b"
                         r"|import[ \t]+([\w. \t,]+))", re.MULTILINE)


def test_test_modules_share_set_ups_only_through_helpers():
    imports = []
    for path in sorted((REPO_ROOT / "tests").glob("test_*.py")):
        for found in IMPORT_LINE.finditer(path.read_text()):
            modules = (found.group(1) or found.group(2)).split(",")
            imports += [[path.name, module.split()[0]]
                        for module in modules if module.strip()]
    assert [pair for pair in imports if pair[1].startswith("test_")] == []


def test_no_function_but_the_speed_kernels_is_long():
    long_functions = [node.name for node in ast.walk(MODULE)
                      if isinstance(node, ast.FunctionDef)
                      and node.end_lineno - node.lineno >= MOST_FUNCTION_LINES
                      and node.name not in SPEED_KERNELS]
    assert long_functions == []


# The Part 2 functions that may return a two-element list literal: each
# returns a move, [row, col], the program's move type since Part 1 (or,
# for _list_edge_neighbours, a list of two such squares), not a pair of
# values of two kinds.
MOVE_FUNCTIONS = {"parse_square_name", "_parse_numbered_square",
                  "parse_typed_square", "find_clicked_square",
                  "_list_edge_neighbours"}


def list_part_2_returns():
    """Returns: (function name, return statement) of every return with a
    value in a Part 2 function (nested ones too)."""
    part_2_start = PART_1.count("\n")
    return [(function.name, node) for function in ast.walk(MODULE)
            if isinstance(function, ast.FunctionDef)
            and function.lineno > part_2_start
            for node in ast.walk(function)
            if isinstance(node, ast.Return) and node.value is not None]


def test_no_part_2_function_returns_a_pair_as_a_list_but_a_move():
    # A failure is an exception raised, two values a record.
    pairs = sorted({f"{name} (line {node.lineno})"
                    for name, node in list_part_2_returns()
                    if isinstance(node.value, ast.List)
                    and len(node.value.elts) == 2
                    and name not in MOVE_FUNCTIONS})
    assert pairs == []


def test_no_part_2_function_returns_minus_one_for_none():
    minus_ones = sorted({f"{name} (line {node.lineno})"
                         for name, node in list_part_2_returns()
                         if ast.unparse(node.value) == "-1"})
    assert minus_ones == []


# The most parameters a function of PART 2 takes, but the search's
# kernels: a function that needs more takes a record (the Game, a
# GameStudy, a SearchState...). The kernels run for every position
# searched, where a record's attribute reads would cost time.
MOST_PARAMETERS = 6
MANY_PARAMETER_KERNELS = {"search_child", "_search_moves",
                          "store_table_entry", "solve_node",
                          "_solve_few_moves"}
MOST_MANY_PARAMETER_KERNELS = 5


def count_parameters(node):
    """Parameters: node -- a function's definition.
    Returns: its positional and keyword-only parameters."""
    return len(node.args.posonlyargs + node.args.args
               + node.args.kwonlyargs)


def test_only_the_named_kernels_take_more_than_six_parameters():
    part_2_start = PART_1.count("\n")
    many = {node.name for node in ast.walk(MODULE)
            if isinstance(node, ast.FunctionDef)
            and node.lineno > part_2_start
            and count_parameters(node) > MOST_PARAMETERS}
    assert many <= MANY_PARAMETER_KERNELS
    assert len(MANY_PARAMETER_KERNELS) <= MOST_MANY_PARAMETER_KERNELS


@pytest.mark.parametrize("name", sorted(MANY_PARAMETER_KERNELS))
def test_a_kernel_with_many_parameters_says_it_is_one(name):
    assert "A speed kernel" in " ".join(
        ast.get_docstring(FUNCTIONS[name]).split())


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


def is_record_class(node):
    """Parameters: node -- a top-level statement of proj2.py.
    Returns: True if it declares a record: a dataclass with a docstring
        whose body is fields alone, each annotated."""
    return (isinstance(node, ast.ClassDef)
            and any(ast.unparse(decorator).startswith("dataclasses.dataclass")
                    for decorator in node.decorator_list)
            and ast.get_docstring(node) is not None
            and all(isinstance(statement, ast.AnnAssign)
                    for statement in node.body[1:]))


def test_other_top_level_statements_are_imports_constants_or_functions():
    allowed = (ast.Import, ast.ImportFrom, ast.FunctionDef)
    strays = [f"line {node.lineno}: {ast.unparse(node).splitlines()[0]}"
              for node in MODULE.body[:-1]
              if not isinstance(node, allowed)
              and not is_constant_assignment(node)
              and not is_exception_class(node)
              and not is_record_class(node)]
    assert strays == []


RECORDS = [node for node in MODULE.body if is_record_class(node)]
# How a field comment's continuation on the next line began.
CONTINUATION = "# ..."


def read_annotation(field):
    """Parameters: field -- a record's field (an ast.AnnAssign).
    Returns: its annotation as an expression, a string one (a forward
        reference, or a module imported later) read as Python."""
    annotation = field.annotation
    if isinstance(annotation, ast.Constant) and isinstance(
            annotation.value, str):
        return ast.parse(annotation.value, mode="eval").body
    return annotation


def list_union_members(annotation):
    """Parameters: annotation -- an expression.
    Returns: the types of its `|` union (the annotation alone if none)."""
    if isinstance(annotation, ast.BinOp) and isinstance(annotation.op,
                                                        ast.BitOr):
        return (list_union_members(annotation.left)
                + list_union_members(annotation.right))
    return [annotation]


def list_record_fields():
    """Returns: [record, field] for each field of every record."""
    return [[record, field] for record in RECORDS
            for field in record.body[1:]]


def test_no_record_field_is_annotated_object():
    assert [f"{record.name}.{field.target.id}"
            for record, field in list_record_fields()
            if ast.unparse(read_annotation(field)) == "object"] == []


def test_a_field_defaulting_to_none_allows_none():
    assert [f"{record.name}.{field.target.id}"
            for record, field in list_record_fields()
            if isinstance(field.value, ast.Constant)
            and field.value.value is None
            and not any(isinstance(member, ast.Constant)
                        and member.value is None
                        for member in list_union_members(
                            read_annotation(field)))] == []


def test_no_field_comment_runs_on_to_a_continuation_line():
    # A record's comments are the indented ones from its class line to
    # the next top-level statement (a last field's comment lines too).
    ends = {record.lineno: MODULE.body[MODULE.body.index(record) + 1].lineno
            for record in RECORDS}
    continued = [token.start[0] for token in
                 tokenize.generate_tokens(io.StringIO(SOURCE).readline)
                 if token.type == tokenize.COMMENT and token.start[1] > 0
                 and token.string.startswith(CONTINUATION)
                 and any(start < token.start[0] < end
                         for start, end in ends.items())]
    assert continued == []


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


def test_part_1_imports_nothing():
    imports = [node.lineno for node in ast.walk(PART_1_MODULE)
               if isinstance(node, (ast.Import, ast.ImportFrom))]
    assert imports == []


def test_part_1_uses_nothing_defined_in_part_2():
    part_1_names = defined_names(PART_1_MODULE)
    used = {node.id for node in ast.walk(PART_1_MODULE)
            if isinstance(node, ast.Name)}
    later = set(defined_names(MODULE)) - set(part_1_names)
    assert used & later == set()


def test_every_constant_of_part_1_is_used_in_part_1():
    constants = [target.id for node in PART_1_MODULE.body
                 if isinstance(node, ast.Assign)
                 for target in node.targets]
    used = {node.id for node in ast.walk(PART_1_MODULE)
            if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load)}
    assert [name for name in constants if name not in used] == []


def test_no_top_level_name_is_defined_twice():
    lines = {}
    for node in MODULE.body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            lines.setdefault(node.name, []).append(node.lineno)
        elif isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    lines.setdefault(target.id, []).append(node.lineno)
    assert {name: at for name, at in lines.items() if len(at) > 1} == {}


def find_section(banner):
    """Parameters: banner -- the pattern of the banners that open a
        section.
    Returns: a function (line) -> the number of the section it is in."""
    starts = [SOURCE[:found.start()].count("\n") + 1
              for found in banner.finditer(SOURCE)]
    assert len(starts) > 10, "the section banners were not found"
    return functools.partial(bisect.bisect_right, starts)


def test_no_definition_uses_a_name_that_a_later_section_defines():
    section = find_section(SECTION_BANNER)
    defined = defined_names(MODULE)
    forward = [f"line {node.lineno} uses {name.id} (line {defined[name.id]})"
               for node in MODULE.body for name in ast.walk(node)
               if isinstance(name, ast.Name) and name.id in defined
               and name.id not in DATA_SECTION_NAMES
               and section(defined[name.id]) > section(node.lineno)]
    assert forward == []


# An UPPER_CASE name in a comment or docstring (a whole name, or the
# prefix of a family, such as "the WIN_ constants").
NAMED_CONSTANT = re.compile(r"\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b"
                            r"|\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_(?![\w])")
# Names a comment may give that neither proj2 nor the standard library
# defines: the environment's.
ENVIRONMENT_NAMES = {"NO_COLOR"}


def list_comment_texts():
    """Returns: (line, text) of every comment and docstring of proj2.py."""
    texts = [(token.start[0], token.string) for token in
             tokenize.generate_tokens(io.StringIO(SOURCE).readline)
             if token.type == tokenize.COMMENT]
    for node in ast.walk(MODULE):
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            docstring = ast.get_docstring(node)
            if docstring:
                texts.append((node.lineno, docstring))
    return texts


def test_every_upper_case_name_a_comment_gives_is_defined():
    known = set(defined_names(MODULE)) | ENVIRONMENT_NAMES
    for module in (os, signal, stat, sys):
        known |= set(dir(module))
    stale = [f"line {line}: {name}" for line, text in list_comment_texts()
             for name in NAMED_CONSTANT.findall(text)
             if name not in known and not (
                 name.endswith("_")
                 and any(each.startswith(name) for each in known))]
    assert stale == []


# The numbers the course's standard lets a function write bare (0.0 and
# 1.0 are the same numbers); -1 is a minus applied to 1.
BARE_NUMBERS = {0, 1}


def list_unnamed_numbers(module):
    """Returns: 'line N: number' for every int or float literal written
    inside a function or lambda of module (its body, default values,
    slice bounds) other than BARE_NUMBERS, each once.
    """
    found = set()
    for function in ast.walk(module):
        if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef,
                                     ast.Lambda)):
            continue
        for node in ast.walk(function):
            if (isinstance(node, ast.Constant)
                    and type(node.value) in (int, float)
                    and node.value not in BARE_NUMBERS):
                found.add((node.lineno, node.col_offset, node.value))
    return [f"line {line}: {value}" for line, column, value in sorted(found)]


def test_functions_write_no_unnamed_number():
    assert list_unnamed_numbers(MODULE) == []


def test_unnamed_numbers_are_found_in_defaults_slices_and_floats():
    module = ast.parse("LIMIT = 9\n"
                       "def f(size=8):\n"
                       "    return size[2:] + [0.0, 1.0, -1, True, 0.5]\n"
                       "g = lambda: 3\n")
    assert list_unnamed_numbers(module) == [
        "line 2: 8", "line 3: 2", "line 3: 0.5", "line 4: 3"]


# A section's banner (its title in group 1), without the sub-sections.
MAIN_BANNER = re.compile(r"^# =+\n# (\S.*)\n# =+$|^# PART 2.*$",
                         re.MULTILINE)


def test_a_private_name_is_used_only_in_its_own_section():
    section = find_section(MAIN_BANNER)
    defined = defined_names(MODULE)
    crossing = sorted({f"{name.id} (line {defined[name.id]}) at line "
                       f"{name.lineno}" for name in ast.walk(MODULE)
                       if isinstance(name, ast.Name)
                       and name.id.startswith("_") and name.id in defined
                       and section(name.lineno) != section(defined[name.id])})
    assert crossing == []


def test_the_last_section_is_the_encoded_data_and_holds_no_code():
    # The only names code may use before their section: the encoded
    # tables and book, kept last so that no reader scrolls through them.
    last = SOURCE[SOURCE.index("\n# DATA ("):
                  SOURCE.index('\nif __name__ == "__main__":')]
    assigned = [target.id for node in ast.parse(last).body
                for target in node.targets]
    assert sorted(assigned) == sorted(DATA_SECTION_NAMES)


def test_part_1_alone_plays_the_course_transcript(tmp_path):
    course_file = tmp_path / "proj2.py"
    course_file.write_text(PART_1 + COURSE_GUARD, encoding="utf-8")
    typed = (REPO_ROOT / "tests" / "data" / "sample2.in").read_bytes()
    finished = subprocess.run([sys.executable, str(course_file)],
                              input=typed, capture_output=True,
                              cwd=tmp_path, timeout=RUN_TIMEOUT_SECONDS,
                              check=False)
    assert finished.stderr == b""
    assert finished.returncode == 0
    assert finished.stdout == (REPO_ROOT / "sample2.txt").read_bytes()


def test_part_2_opens_with_a_table_of_contents_in_section_order():
    part_2 = SOURCE[SOURCE.index("\n" + PART_2_BANNER):]
    contents = part_2[:part_2.index("\nimport ")]
    titles = [found.group(1).split(" (")[0]
              for found in SECTION_BANNER.finditer(part_2)
              if found.group(1)]
    listed = [line[1:].strip().split(" ..")[0]
              for line in contents.splitlines()
              if " .." in line]
    assert listed == titles


# The one style of banners: a section's title between two rules of '=',
# in capitals, then maybe its summary in brackets; a room's between two
# rules of '-': its section's title, its number there (from 1) and its
# own title, in capitals. A section with rooms lists them, numbered, in
# its opening comment, before the first.
SECTION_RULE = "# " + "=" * 70
ROOM_RULE = "# " + "-" * 70
CAPITALS = r"[A-Z][A-Z0-9 ,'-]*[A-Z0-9]"
SECTION_TITLE = re.compile(rf"# ({CAPITALS})(?: \(.+\))?")
ROOM_TITLE = re.compile(rf"# ({CAPITALS}) ([1-9][0-9]*): {CAPITALS}")
LISTED_ROOM = re.compile(r"(?<=\s\s)([1-9][0-9]*)\. (?=\w)")


def list_part_2_banners():
    """Returns: [rule, title line, line index] of every banner of PART 2,
    in order: each rule line of '=' or '-' with the line after it (the
    rule that closes a banner is not listed)."""
    lines = SOURCE[SOURCE.index("\n" + PART_2_BANNER) + 1:].splitlines()
    banners = []
    index = 1
    while index < len(lines):
        if re.fullmatch(r"# (?:=+|-+)", lines[index]):
            banners.append([lines[index], lines[index + 1], index])
            assert lines[index + 2] == lines[index], lines[index + 1]
            index += 2
        index += 1
    return banners


def list_part_2_sections():
    """Returns: [section title line, opening comment, [room title lines]]
    of every section of PART 2, the opening being the lines between the
    section's banner and its first room's (or its first code)."""
    lines = SOURCE[SOURCE.index("\n" + PART_2_BANNER) + 1:].splitlines()
    sections = []
    for rule, title, index in list_part_2_banners():
        if rule == SECTION_RULE:
            opening = []
            for line in lines[index + 3:]:
                if line != "" and not line.startswith("#") or (
                        line == ROOM_RULE):
                    break
                opening.append(line)
            sections.append([title, "\n".join(opening), []])
        else:
            sections[-1][2].append(title)
    return sections


def test_every_banner_of_part_2_is_a_section_or_a_room():
    rules = [rule for rule, _, _ in list_part_2_banners()]
    assert sorted(set(rules)) == sorted({SECTION_RULE, ROOM_RULE})


def test_every_section_banner_has_the_one_style():
    titles = [title for title, _, _ in list_part_2_sections()]
    assert [title for title in titles
            if SECTION_TITLE.fullmatch(title) is None] == []


def test_every_room_banner_has_the_one_style():
    odd = []
    for title, _, rooms in list_part_2_sections():
        section = SECTION_TITLE.fullmatch(title).group(1)
        for number, room in enumerate(rooms, 1):
            found = ROOM_TITLE.fullmatch(room)
            if found is None or found.groups() != (section, str(number)):
                odd.append(room)
    assert odd == []


def test_a_section_with_rooms_lists_them_in_its_opening():
    unlisted = [title for title, opening, rooms in list_part_2_sections()
                if rooms and sorted(map(int, LISTED_ROOM.findall(opening)))
                != list(range(1, len(rooms) + 1))]
    assert unlisted == []
