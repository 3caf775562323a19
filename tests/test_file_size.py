"""proj2.py's size: under a budget, with the share its encoded DATA
takes said in the table of contents and true."""

import re

from helpers import PROJ2_PATH, read_proj2_source

SOURCE, _ = read_proj2_source()
# The budget: proj2.py stays under a million bytes.
MOST_FILE_BYTES = 1_000_000
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


def test_proj2_stays_under_its_budget():
    assert PROJ2_PATH.stat().st_size < MOST_FILE_BYTES


def test_the_contents_give_the_data_sections_size():
    size = find_data_size()
    rounded = round(size / DATA_SIZE_ROUNDING) * DATA_SIZE_ROUNDING
    assert find_stated_data_size() == rounded
