"""design2.txt agrees with proj2.py, as the course compares a design with
its program. PART 1 (the course program) is there in full: every
constant as `NAME = value` under its group's comment, every function as
a full header (`def NAME(PARAMS):` with the code's parameters, then its
description, parameters and return value), and pseudocode for main()
and play_game(). PART 2 is there in a few pages: each of its sections
and records is named, and every option that picks a mode is in the
table of modes. No name in the design is missing from the code."""

import ast
import bisect
import re

import pytest

from helpers import REPO_ROOT, defined_names, read_proj2_source

DESIGN_PATH = REPO_ROOT / "design2.txt"
SOURCE, MODULE = read_proj2_source()
PART_2_LINE = SOURCE[:SOURCE.index("\n# PART 2")].count("\n") + 2
PART_1_FUNCTIONS = [node for node in MODULE.body
                    if isinstance(node, ast.FunctionDef)
                    and node.lineno < PART_2_LINE]
CODE_FUNCTIONS = sorted(node.name for node in MODULE.body
                        if isinstance(node, ast.FunctionDef))
CODE_CONSTANTS = sorted(target.id for node in MODULE.body
                        if isinstance(node, ast.Assign)
                        for target in node.targets
                        if isinstance(target, ast.Name))
PART_1_CONSTANTS = sorted(target.id for node in MODULE.body
                          if isinstance(node, ast.Assign)
                          and node.lineno < PART_2_LINE
                          for target in node.targets
                          if isinstance(target, ast.Name))
PART_2_RECORDS = sorted(node.name for node in MODULE.body
                        if isinstance(node, ast.ClassDef)
                        and node.decorator_list)
PART_2_SECTIONS = [title.split(" (")[0] for title in re.findall(
    r"^# =+\n# (.+)\n# =+$", SOURCE[SOURCE.index("\n# PART 2"):],
    re.MULTILINE)]
DESIGN_FUNCTION_HEADER = re.compile(r"^def\s+(\w+)\s*\(", re.MULTILINE)
DESIGN_CONSTANT = re.compile(r"^([A-Z][A-Z0-9_]*)\s*=", re.MULTILINE)
# A name the design writes, bare or in backticks (`load_game`): a word
# with an underscore; a file's name (fit_real.py, tests/bench/...) is none.
DESIGN_NAME = re.compile(r"(?<![\w./-])(_?[a-z][a-z0-9]*_\w+)(?![\w/-]|\.py)")
HEADER_FIELDS = ["Description:", "Parameters:", "Returns:"]
# The options that choose what the program does, each a row of the
# table of modes.
MODE_OPTIONS = ["--position", "--moves", "--load", "--record", "--analyze",
                "--review", "--perft", "--match", "--protocol", "--gui",
                "--style"]
# A design a grader compares with the course program in a sitting.
MAX_DESIGN_LINES = 900


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


def header_of(design, name):
    """Parameters: design -- the text; name -- a function's name.
    Returns: the lines of its full header: the def line and the indented
        lines after it ([] when there is no such header)."""
    lines = design.splitlines()
    for index, line in enumerate(lines):
        if re.match(r"def\s+" + re.escape(name) + r"\s*\(", line):
            header = [line]
            for following in lines[index + 1:]:
                if not following.startswith(" "):
                    break
                header.append(following)
            return header
    return []


@pytest.mark.parametrize("node", PART_1_FUNCTIONS,
                         ids=[node.name for node in PART_1_FUNCTIONS])
def test_every_part_1_function_has_a_full_header(design, node):
    header = header_of(design, node.name)
    assert header, f"no 'def {node.name}(...):' header"
    assert header[0] == f"def {node.name}({ast.unparse(node.args)}):"
    fields = [line.split()[0] for line in header[1:]
              if line.split() and line.split()[0].endswith(":")]
    assert [field for field in HEADER_FIELDS if field not in fields] == []


def test_every_constant_of_part_1_is_in_the_design(design):
    assert sorted(set(PART_1_CONSTANTS)
                  - set(DESIGN_CONSTANT.findall(design))) == []


def test_the_design_has_pseudocode_for_main_and_play_game(design):
    assert re.search(r"^main\(\):\n    ", design, re.MULTILINE)
    assert re.search(r"^play_game\(board\):\n    ", design, re.MULTILINE)


def test_every_section_of_part_2_is_in_the_map(design):
    assert len(PART_2_SECTIONS) > 10, "the section banners were not found"
    assert sorted(set(PART_2_SECTIONS) - set(map_of_sections(design))) == []


def test_every_record_of_part_2_is_named(design):
    assert PART_2_RECORDS, "PART 2 has no records"
    assert names_missing_from(design, PART_2_RECORDS) == []


def test_every_option_that_picks_a_mode_is_in_the_table_of_modes(design):
    table = design[design.index("Modes: which option runs which function"):]
    assert names_missing_from(table, MODE_OPTIONS) == []


def test_every_function_named_in_the_design_is_in_proj2(design):
    named = set(re.findall(r"(?<![\w.])([a-z]\w*_\w+)\(", design))
    named |= set(DESIGN_FUNCTION_HEADER.findall(design))
    assert sorted(named - set(CODE_FUNCTIONS)) == []


def names_in_proj2():
    """Returns: every name proj2.py defines or uses (functions, records,
    variables, fields, parameters) and every word its strings hold
    alone, such as a protocol's command (list_commands)."""
    names = set()
    for node in ast.walk(MODULE):
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.Name):
            names.add(node.id)
        elif isinstance(node, ast.Attribute):
            names.add(node.attr)
        elif isinstance(node, ast.arg):
            names.add(node.arg)
        elif (isinstance(node, ast.Constant) and isinstance(node.value, str)
              and node.value.isidentifier()):
            names.add(node.value)
    return names


def test_every_name_written_in_the_design_is_in_proj2(design):
    named = set(DESIGN_NAME.findall(design))
    assert sorted(named - names_in_proj2()) == []


def test_a_name_in_backticks_is_read_as_a_name():
    assert DESIGN_NAME.findall("`load_game` reads fit_real.py's table.") \
        == ["load_game"]


def test_every_constant_named_in_the_design_is_in_proj2(design):
    named = re.findall(r"(?<!\w)[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+(?!\w)", design)
    assert sorted(set(named) - set(CODE_CONSTANTS)) == []


def test_every_constant_of_the_design_is_in_proj2(design):
    constants = DESIGN_CONSTANT.findall(design)
    assert constants, "design2.txt defines no 'NAME = value' constants"
    assert sorted(set(constants) - set(CODE_CONSTANTS)) == []


def test_the_design_is_a_few_pages_not_a_catalogue(design):
    assert len(design.splitlines()) <= MAX_DESIGN_LINES


def section_uses():
    """Returns: {PART 2 section title: the titles of the other PART 2
        sections whose names its definitions use}, titles cut at ' (' (a
        banner's summary)."""
    banners = list(re.finditer(r"^# =+\n# (\S.*)\n# =+$", SOURCE,
                               re.MULTILINE))
    starts = [SOURCE[:found.start()].count("\n") + 1 for found in banners]
    titles = [found.group(1).split(" (")[0] for found in banners]

    def section(line):
        if line < PART_2_LINE:
            return None
        return titles[bisect.bisect_right(starts, line) - 1]
    defined = defined_names(MODULE)
    uses = {title: set() for title in PART_2_SECTIONS}
    for node in MODULE.body:
        user = section(node.lineno)
        for name in ast.walk(node):
            if (user is not None and isinstance(name, ast.Name)
                    and name.id in defined):
                used = section(defined[name.id])
                if used not in (None, user):
                    uses[user].add(used)
    return uses


def map_of_sections(design):
    """Parameters: design -- the text.
    Returns: {section title: the titles its arrow points to}, read from
        the map of the sections."""
    text = design[design.index("4.1 Map of the sections"):
                  design.index("4.2 The sections")]
    arrows = {}
    title = None
    for line in text.splitlines():
        found = re.match(r"  (\S[A-Z0-9 ,]*?) \.+ (.*)", line)
        if found:
            title, rest = found.group(1), found.group(2)
            arrows[title] = rest
        elif title is not None and line.startswith(" " * 30):
            arrows[title] += " " + line.strip()
    return {title: set() if not rest.startswith("->") else
            set(split_titles(rest[2:].split(";")[0]))
            for title, rest in arrows.items()}


def split_titles(text):
    """Returns: the section titles a list of them, text, names, split at
    its commas but those within a title (should a title hold one)."""
    for title in PART_2_SECTIONS:
        text = text.replace(title, title.replace(",", "\0"))
    return [name.strip().replace("\0", ",") for name in text.split(",")]


def test_the_map_of_the_sections_says_what_each_section_uses(design):
    uses = section_uses()
    arrows = map_of_sections(design)
    assert set(arrows) == set(uses)
    for title, used in uses.items():
        if title == "COMMAND LINE":
            continue
        assert arrows[title] == used, title
