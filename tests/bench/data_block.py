"""Writes a block of proj2.py's DATA section (not a test: pytest does
not collect it), for fit_patterns.py (the pattern tables) and
build_book.py (the opening book).

A block is NAME_CRC, the zlib.crc32 of its bytes, then NAME, a string
of the bytes compressed by lzma (an xz stream, which carries its own
settings, so proj2.decode_data_block needs none) and encoded in base85
(base64.b85encode, whose alphabet has no quote and no backslash), in
lines of BLOCK_LINE characters. The filters are chosen for the bytes:
lc (literal context bits), lp and pb (the position bits of literals and
matches) suit data made of records of 2 ** lp, 2 ** pb bytes.
"""

import base64
import lzma
import zlib

# The widest line proj2.py allows.
BLOCK_LINE = 79
# lzma's strongest preset, tuned by the caller's lc, lp and pb.
STRONGEST_PRESET = 9 | lzma.PRESET_EXTREME


def encode_block(data, lc, lp, pb):
    """Returns: the text of a DATA block's string, lines joined by
    newlines (see the module's comment)."""
    compressed = lzma.compress(data, format=lzma.FORMAT_XZ,
                               check=lzma.CHECK_NONE, filters=[{
                                   "id": lzma.FILTER_LZMA2,
                                   "preset": STRONGEST_PRESET,
                                   "lc": lc, "lp": lp, "pb": pb}])
    encoded = base64.b85encode(compressed).decode("ascii")
    return "\n".join(encoded[start:start + BLOCK_LINE]
                     for start in range(0, len(encoded), BLOCK_LINE))


def format_block(name, data, lc, lp, pb):
    """Returns: the DATA block NAME_CRC = ..., NAME = \"\"\"...\"\"\" of
    the bytes, with no newline at its end."""
    return '%s_CRC = %d\n%s = """\n%s\n"""' % (
        name, zlib.crc32(data), name, encode_block(data, lc, lp, pb))
