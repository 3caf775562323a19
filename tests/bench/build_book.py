"""Builds the opening book (not a test: pytest does not collect it).

proj2.py's computers play Othello's first moves from a book of
positions and their values (see load_opening_book). This script makes
it with the program's own searches:

1. Expand (`expand SECONDS`). A position is expanded by valuing every
   one of its moves with a DEPTH-ply search of the evaluation the
   program uses there (the position after the move searched
   DEPTH - 1 plies; the values of that depth and one ply less are
   averaged, which cancels most of the swing between odd and even
   depths). Every position of the first FULL_PLIES moves is expanded;
   after that, the position whose line loses the fewest discs against
   the best moves along it is expanded next (best-first, as drop-out
   expansion does), up to MAX_PLY moves and LOSS_LIMIT discs lost.
   Positions are known by the book's key (8 symmetries folded). Each
   expansion is written to DATA_DIR/expanded.txt as it finishes, so a
   stopped run resumes where it stopped; with 2 processes, two
   positions are expanded at once.
2. Write (`write`). The values are backed up from the leaves (negamax):
   a position's value is its best move's, the move's value being the
   expanded position's after it or else the search's. The tree is
   encoded in the format load_opening_book describes and written into
   proj2.py's last section. It prints the start's value and the book's
   size.

Run from the project root:
    python3 tests/bench/build_book.py expand 3600 [--processes 2]
    python3 tests/bench/build_book.py write
"""

import heapq
import multiprocessing
import pathlib
import re
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "bench"))
import proj2  # noqa: E402
import data_block  # noqa: E402

DATA_DIR = pathlib.Path("/tmp/proj2_book")
EXPANDED = DATA_DIR / "expanded.txt"
ENGINE = proj2.build_engine(proj2.STANDARD_RULES, 8, 8)
DEPTH = 8
FULL_PLIES = 4
MAX_PLY = 14
# lzma's lc, lp and pb for the book's bytes, two to a move (see
# data_block.py).
BOOK_LZMA_BITS = (0, 1, 1)
LOSS_LIMIT = 4
BATCH = 8
FAR = 10 ** 9


def start():
    """Returns: (own, opponent) of Othello's start, X to move."""
    board = proj2.create_start_board(rules=proj2.STANDARD_RULES)
    return tuple(proj2.get_engine_bits(board, proj2.PLAYER_PIECE, ENGINE))


def name(move):
    """Returns: the square name of a move bit."""
    row, col = proj2.get_bit_square(move, ENGINE)
    return "abcdefgh"[col] + str(row + 1)


def bit(square):
    """Returns: the move bit of a square name."""
    return proj2.get_square_bit(int(square[1]) - 1, "abcdefgh".index(
        square[0]), ENGINE)


def replay(line):
    """Returns: (own, opponent) after the moves of a move string."""
    own, opponent = start()
    for index in range(0, len(line), 2):
        move = bit(line[index:index + 2])
        if not ENGINE.find_moves(own, opponent, ENGINE) & move:
            raise ValueError("an illegal move in the book's line " + line)
        own, opponent = proj2.play_engine_move(own, opponent, move, ENGINE)
        if not ENGINE.find_moves(own, opponent, ENGINE):
            raise ValueError("a pass in the book's line " + line)
    return own, opponent


def key_of(own, opponent):
    """Returns: the book key of a position."""
    return proj2.get_book_key(own, opponent, ENGINE)


def search(own, opponent, depth):
    """Returns: {move bit: value for the side to move} of every move,
    each searched depth plies (the position after it depth - 1)."""
    empties = 64 - (own | opponent).bit_count()
    evaluation = proj2.choose_board_evaluation(
        ENGINE, proj2.DEFAULT_EVALUATION, 1, empties)
    state = proj2.create_search_state(ENGINE, evaluation, 1,
                                      proj2.NO_NODE_LIMIT, FAR)
    values = {}
    for move in proj2.list_bits(ENGINE.find_moves(own, opponent, ENGINE)):
        value = proj2.search_child(own, opponent, move, depth,
                                   -proj2.INFINITE_SCORE,
                                   proj2.INFINITE_SCORE, True, state,
                                   proj2.search_node)
        values[move] = proj2.get_unwon_score(value)
    return values


def expand(line):
    """Returns: the line 'LINE move:value ...' of an expanded position."""
    own, opponent = replay(line)
    deep = search(own, opponent, DEPTH)
    shallow = search(own, opponent, DEPTH - 1)
    return (line or "-") + " " + " ".join(
        "%s:%.1f" % (name(move), (deep[move] + shallow[move]) / 2)
        for move in sorted(deep)) + "\n"


def parse_expansion(text):
    """Returns: (key, (line, {move name: value})) of an expansion's line
    of text."""
    words = text.split()
    line = "" if words[0] == "-" else words[0]
    values = {}
    for word in words[1:]:
        square, value = word.split(":")
        values[square] = float(value)
    return key_of(*replay(line)), (line, values)


def read_expanded():
    """Returns: {key: (line, {move name: value})} of every expansion."""
    expanded = {}
    if EXPANDED.exists():
        for text in EXPANDED.read_text().splitlines():
            key, expansion = parse_expansion(text)
            expanded[key] = expansion
    return expanded


def frontier(expanded):
    """Returns: the lines to expand next, best first: every position of
    the first FULL_PLIES moves, then by the discs the line loses."""
    queue = []
    seen = set()
    heap = [(0.0, "")]
    while heap and len(queue) < BATCH:
        loss, line = heapq.heappop(heap)
        own, opponent = replay(line)
        key = key_of(own, opponent)
        if key in seen:
            continue
        seen.add(key)
        ply = len(line) // 2
        if key not in expanded:
            if ply <= FULL_PLIES or loss <= LOSS_LIMIT:
                queue.append(line)
            continue
        # The moves were valued on the position as its own line reaches
        # it, which may be a mirror image of this one.
        line, values = expanded[key]
        own, opponent = replay(line)
        best = max(values.values())
        for square, value in values.items():
            child_loss = loss + best - value
            if ply + 1 > MAX_PLY:
                continue
            if ply + 1 > FULL_PLIES and child_loss > LOSS_LIMIT:
                continue
            after = proj2.play_engine_move(own, opponent, bit(square),
                                           ENGINE)
            if not ENGINE.find_moves(after[0], after[1], ENGINE):
                continue
            heapq.heappush(heap, (child_loss if ply + 1 > FULL_PLIES
                                  else 0.0, line + square))
    return queue


def run_expansions(seconds, processes):
    """Expands positions for about seconds, writing each as it ends."""
    DATA_DIR.mkdir(exist_ok=True)
    started = time.perf_counter()
    expanded = read_expanded()
    with multiprocessing.Pool(processes) as pool:
        while time.perf_counter() - started < seconds:
            lines = frontier(expanded)[:BATCH]
            if not lines:
                print("nothing left to expand")
                return
            with open(EXPANDED, "a") as out:
                for text in pool.imap_unordered(expand, lines):
                    out.write(text)
                    out.flush()
                    key, expansion = parse_expansion(text)
                    expanded[key] = expansion
            print("%d expanded, %.0f s, last %s" % (
                len(expanded), time.perf_counter() - started,
                lines[-1] or "the start"), flush=True)


def back_up(expanded):
    """Returns: {key: value for the side to move} of every position the
    book holds (expanded or a leaf), by negamax from the leaves."""
    values = {}

    def value_of(key):
        if key in values:
            return values[key]
        own, opponent = replay(expanded[key][0])
        best = -FAR
        for square, leaf in expanded[key][1].items():
            after = proj2.play_engine_move(own, opponent, bit(square),
                                           ENGINE)
            child = key_of(*after)
            if child in expanded:
                value = -value_of(child)
            else:
                value = leaf
                values.setdefault(child, -leaf)
            best = max(best, value)
        values[key] = best
        return best

    value_of(key_of(*start()))
    return values


def encode(expanded, values):
    """Returns: the book's bytes (see proj2.load_opening_book)."""
    out = bytearray()
    written = set()

    def put_value(value):
        out.append(max(-64, min(64, round(value))) + proj2.BOOK_VALUE_OFFSET)

    def put_moves(own, opponent, key):
        written.add(key)
        moves = proj2.list_bits(ENGINE.find_moves(own, opponent, ENGINE))
        for index, move in enumerate(moves):
            after = proj2.play_engine_move(own, opponent, move, ENGINE)
            child = key_of(*after)
            row, col = proj2.get_bit_square(move, ENGINE)
            flags = row * 8 + col
            opens = child in expanded and child not in written
            if opens:
                flags |= proj2.BOOK_HAS_CHILDREN
            if index == len(moves) - 1:
                flags |= proj2.BOOK_LAST_CHILD
            out.append(flags)
            put_value(values[child])
            if opens:
                put_moves(after[0], after[1], child)

    own, opponent = start()
    key = key_of(own, opponent)
    put_value(values[key])
    put_moves(own, opponent, key)
    return bytes(out)


def write_book():
    """Backs the values up, encodes the book and writes it into
    proj2.py."""
    expanded = read_expanded()
    values = back_up(expanded)
    data = encode(expanded, values)
    block = data_block.format_block("OPENING_BOOK", data, *BOOK_LZMA_BITS)
    block += "\n"
    path = ROOT / "proj2.py"
    source = path.read_text()
    source = re.sub(r'OPENING_BOOK_CRC = \d+\nOPENING_BOOK = """\n.*?"""\n',
                    lambda match: block, source, flags=re.S)
    path.write_text(source)
    own, opponent = start()
    print("start %+.1f; %d positions expanded, %d in all; %d bytes, %d "
          "encoded" % (values[key_of(own, opponent)], len(expanded),
                       len(values), len(data), len(block)))


def main():
    if sys.argv[1:2] == ["expand"]:
        processes = 2
        if "--processes" in sys.argv:
            processes = int(sys.argv[sys.argv.index("--processes") + 1])
        run_expansions(float(sys.argv[2]), processes)
    elif sys.argv[1:2] == ["write"]:
        write_book()
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
