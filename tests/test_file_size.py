"""proj2.py's DATA: under a budget, its size said in the table of
contents and true."""

import re

from helpers import read_proj2_source

SOURCE, _ = read_proj2_source()
# DATA's budget: its size when the budget was set (331,117 bytes). DATA
# is what no reader reads (encoded tables and book), so it alone has a
# budget: a table or a book that grows must earn its bytes by what it
# wins. Code and prose have none: a feature is written as it needs, and
# a docstring says what a reader needs, never cut to fit a count.
MOST_DATA_BYTES = 331_117
# The table of contents gives DATA's size as "about N KB", N a multiple
# of ten thousand bytes' worth (a kilobyte being 1000 bytes).
DATA_SIZE_WORDS = re.compile(r"about (\d+) KB")
KILOBYTE = 1000
DATA_SIZE_ROUNDING = 10 * KILOBYTE
DATA_BANNER = "\n# " + "=" * 70 + "\n# DATA ("


def find_data_size():
    """Returns: the bytes of the DATA section, its banner to the end of
    the file."""
    return len(SOURCE[SOURCE.index(DATA_BANNER) + 1:].encode("utf-8"))


def find_stated_data_size():
    """Returns: the DATA size the table of contents gives, in bytes."""
    contents = SOURCE[SOURCE.index("\n# PART 2"):SOURCE.index("\nimport ")]
    entry = contents[contents.index("#   DATA ..."):]
    found = DATA_SIZE_WORDS.search(" ".join(
        line.lstrip("# ") for line in entry.splitlines()))
    assert found is not None, "the contents do not give DATA's size"
    return int(found.group(1)) * KILOBYTE


def test_data_stays_within_its_budget():
    assert find_data_size() <= MOST_DATA_BYTES


def test_the_contents_give_the_data_sections_size():
    size = find_data_size()
    rounded = round(size / DATA_SIZE_ROUNDING) * DATA_SIZE_ROUNDING
    assert find_stated_data_size() == rounded
