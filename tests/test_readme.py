"""The README and the documents beside it tell the truth about the
repository to whoever reads a clone of it: the README's table of PART 2
names every section banner of proj2.py, in order, and nothing else; the
course's section comes early; and the README, design2.txt and
tests/bench/RESULTS.md point only into the repository: no path outside
it, no commit hash and no issue number, which such a reader cannot
follow."""

import re
import subprocess
import sys

import pytest

import proj2
from helpers import REPO_ROOT, RUN_TIMEOUT_SECONDS, read_proj2_source

SOURCE, MODULE = read_proj2_source()
README = (REPO_ROOT / "README.md").read_text(encoding="utf-8")
# The documents a reader of the repository reads, by their path in it.
DOCUMENTS = ["README.md", "design2.txt", "tests/bench/RESULTS.md"]
# A section banner: its title between two lines of '=' (a sub-section's
# lines are of '-').
SECTION_BANNER = re.compile(r"^# =+\n# (.+)\n# =+$", re.MULTILINE)
# The first cell of the header row of the README's table of sections.
SECTION_TABLE_HEADER = "| section |"
COURSE_HEADING = "## For the course: UMBC CMSC 201 Project 2"
# The course's section starts within this many lines of the README.
COURSE_SECTION_MOST_LINES = 150
# A path outside the repository: one that climbs out of it (../), or an
# absolute path or a home's (a '/' or '~/' that starts a word), such as
# /tmp/proj2_before.py.
OUTSIDE_PATH = re.compile(r"\.\./|(?:^|(?<=[\s`'\"(=@:]))~?/[\w.-]")
# A commit's hash, short (7 hex digits) or whole (40): letters and digits
# both, so that numbers and words are not taken for one.
COMMIT_HASH = re.compile(r"(?<![\w-])(?=[0-9a-f]*[a-f])(?=[0-9a-f]*[0-9])"
                         r"(?:[0-9a-f]{40}|[0-9a-f]{7})(?![\w-])")
# A move string (f5d6c3d3), which may look like a hash.
MOVE_STRING = re.compile(r"(?:[a-p](?:1[0-6]|[1-9]))+")
# An issue's number: "issue 41", "issues 40 and 41", "#41".
ISSUE_NUMBER = re.compile(r"\bissues?\s+(?:no\.?\s*)?#?\d+|(?<![\w&#])#\d+\b",
                          re.IGNORECASE)


def read_document(path):
    """Returns: the text of the document at path (relative to the
    repository; the test fails if it is missing)."""
    document = REPO_ROOT / path
    assert document.is_file(), path + " is missing"
    return document.read_text(encoding="utf-8")


def part_2_section_titles():
    """Returns: the titles of PART 2's section banners, in order, each cut
    before its ' (' (its summary)."""
    part_2 = SOURCE[SOURCE.index("\n# PART 2"):]
    return [title.split(" (")[0].strip()
            for title in SECTION_BANNER.findall(part_2)]


def readme_section_table():
    """Returns: the first cell of every row of the README's table of
    sections, in order ([] when it has no such table)."""
    lines = README.splitlines()
    starts = [index for index, line in enumerate(lines)
              if line.startswith(SECTION_TABLE_HEADER)]
    if not starts:
        return []
    rows = []
    for line in lines[starts[0] + 2:]:
        if not line.startswith("|"):
            break
        rows.append(line.split("|")[1].strip())
    return rows


def find_commit_hashes(text):
    """Returns: the words of text that are a commit's hash."""
    return [found for found in COMMIT_HASH.findall(text)
            if not MOVE_STRING.fullmatch(found)]


def test_the_readmes_table_names_every_section_of_part_2_in_order():
    titles = part_2_section_titles()
    assert len(titles) > 10, "the section banners were not found"
    assert readme_section_table() == titles


def test_the_course_section_is_within_the_readmes_first_lines():
    assert COURSE_HEADING in README.splitlines()[:COURSE_SECTION_MOST_LINES]


@pytest.mark.parametrize("path", DOCUMENTS)
def test_a_document_names_no_path_outside_the_repository(path):
    text = read_document(path)
    outside = [text[found.start():found.end() + 30].split("\n")[0]
               for found in OUTSIDE_PATH.finditer(text)]
    assert outside == []


@pytest.mark.parametrize("path", DOCUMENTS)
def test_a_document_names_no_commit_hash(path):
    assert find_commit_hashes(read_document(path)) == []


@pytest.mark.parametrize("path", DOCUMENTS)
def test_a_document_names_no_issue_number(path):
    assert ISSUE_NUMBER.findall(read_document(path)) == []


def test_a_commit_hash_is_told_from_a_move_string_and_a_number():
    assert find_commit_hashes(
        "at commit be15b42, f5d6c3d3c4f4 and 3005288 leaves") == ["be15b42"]


# The README's figures that the program or the suite gives, each read
# where the README says it.
PERFECT_MOVES = re.compile(r"plays the last (\d+) moves\s+perfectly")
OPENING_LINES = re.compile(r"from (\d+) lines of Robert Gatliff's")
TEST_COUNT = re.compile(r"the suite's ([\d,]+) or so tests")
TEST_COUNT_ROUNDING = 100
# The README's GTP example: the command after '$ ', then what it prints.
GTP_EXAMPLE = re.compile(r"```\n\$ printf '([^']*)' \| python3 proj2\.py "
                         r"(--protocol gtp[^\n]*)\n(.*?)```", re.DOTALL)


def read_readme_number(pattern):
    """Returns: the number the README gives where pattern finds it."""
    found = pattern.search(README)
    assert found is not None, pattern.pattern
    return int(found.group(1).replace(",", ""))


def test_the_readme_says_how_many_moves_level5_solves():
    assert read_readme_number(PERFECT_MOVES) == (
        proj2.LEVELS[proj2.LEVEL5_PLAYER][1])


def test_the_readme_says_how_many_opening_lines_are_named():
    assert read_readme_number(OPENING_LINES) == len(proj2.OPENING_NAMES)


def test_the_readme_says_how_many_tests_there_are():
    collected = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q",
         "-p", "no:cacheprovider", "-p", "no:xdist", "tests"],
        cwd=REPO_ROOT, capture_output=True, text=True,
        timeout=RUN_TIMEOUT_SECONDS, check=False).stdout
    count = int(re.search(r"(\d+) tests? collected", collected).group(1))
    assert read_readme_number(TEST_COUNT) == round(
        count / TEST_COUNT_ROUNDING) * TEST_COUNT_ROUNDING


def test_the_readme_s_gtp_example_is_what_the_engine_answers(program):
    found = GTP_EXAMPLE.search(README)
    assert found is not None
    typed = found.group(1).encode().decode("unicode_escape")
    finished = program(typed.encode(), args=found.group(2).split())
    assert finished.stdout.decode() == found.group(3)
