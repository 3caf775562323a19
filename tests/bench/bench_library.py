"""Times the library (not a test: pytest does not collect it): imports
the WTHOR database's games as move strings, ../shared/data/wthor/*.txt
(132,197 games in 48 files: see that folder's README.md), into a new
library in a temporary folder with `proj2.py --library FILE --import
...` (every core), and prints the time and the library's size; then
times searches by position (the start, and ten positions ten moves
deep, drawn from the games with a seed), each the best of QUERY_RUNS,
and checks each position's counts against a plain count over the same
games: every game replayed on the rule functions, its position after
ten moves (or at the start, its first move) compared with each of the
eight images of the position asked for.

Run from the project root:
    python3 tests/bench/bench_library.py [--seed S] [--keep FILE]
(--keep FILE imports into FILE and keeps it; FILE must not exist.)
"""

import argparse
import collections
import os
import pathlib
import random
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
import proj2  # noqa: E402

DATA = ROOT.parent / "shared" / "data" / "wthor"
QUERY_RUNS = 5
DEEP_POSITIONS = 10
DEPTH = 10
SIDE = 8


def turn(square, symmetry):
    """Returns: [row, col] turned by symmetry (transpose, rows, cols)."""
    row, col = square
    if symmetry[0]:
        row, col = col, row
    if symmetry[1]:
        row = SIDE - 1 - row
    if symmetry[2]:
        col = SIDE - 1 - col
    return [row, col]


SYMMETRIES = [(a, b, c) for a in (0, 1) for b in (0, 1) for c in (0, 1)]


def turn_board(board, symmetry):
    """Returns: the board turned by a symmetry, as a string."""
    turned = [[proj2.EMPTY] * SIDE for _ in range(SIDE)]
    for row in range(SIDE):
        for col in range(SIDE):
            new = turn([row, col], symmetry)
            turned[new[0]][new[1]] = board[row][col]
    return "".join("".join(row) for row in turned)


def name(square):
    """Returns: a square's name."""
    return "abcdefgh"[square[1]] + str(square[0] + 1)


def read_games():
    """Returns: every game's move string, in file order."""
    games = []
    for path in sorted(DATA.glob("*.txt")):
        games += [line.split()[0] for line in path.read_text().splitlines()
                  if line.strip()]
    return games


def squares_of(text, count):
    """Returns: the first count moves of a move string as [row, col]."""
    return [[int(text[i + 1]) - 1, "abcdefgh".index(text[i])]
            for i in range(0, min(len(text), 2 * count), 2)]


def board_after(text, start):
    """Returns: the board after a move string's first DEPTH moves from
    start, replayed on the rule functions (no game passes that early)."""
    board = proj2.copy_board(start)
    piece = proj2.PLAYER_PIECE
    for move in squares_of(text, DEPTH):
        proj2.apply_rule_move(board, move[0], move[1], piece,
                              proj2.STANDARD_RULES)
        piece = proj2.get_opponent(piece)
    return board


def plain_counts(games, wanted):
    """Counts, for each position wanted (board string of the position
    after DEPTH moves, Black to move), the moves played there by any
    game reaching one of its images: {position: Counter of move names in
    its own orientation}."""
    images = {}
    for position in wanted:
        board = [list(position[row * SIDE:(row + 1) * SIDE])
                 for row in range(SIDE)]
        for symmetry in SYMMETRIES:
            images.setdefault(turn_board(board, symmetry),
                              (position, symmetry))
    counts = {position: collections.Counter() for position in wanted}
    start = proj2.create_start_board(rules=proj2.STANDARD_RULES)
    for text in games:
        if len(text) < 2 * (DEPTH + 1):
            continue
        board = board_after(text, start)
        found = images.get("".join("".join(row) for row in board))
        if found is None:
            continue
        position, symmetry = found
        # The symmetry takes the position asked for to this game's: its
        # inverse takes the game's move back.
        move = squares_of(text, DEPTH + 1)[DEPTH]
        back = next(other for other in SYMMETRIES
                    if turn(turn([1, 2], symmetry), other) == [1, 2]
                    and turn(turn([0, 5], symmetry), other) == [0, 5])
        counts[position][name(turn(move, back))] += 1
    return counts


def time_query(library, board, piece):
    """Returns: (best seconds of QUERY_RUNS, the LibraryAnswer)."""
    best = None
    for _ in range(QUERY_RUNS):
        started = time.perf_counter()
        answer = proj2.explore_library(library, board, piece)
        spent = time.perf_counter() - started
        best = spent if best is None else min(best, spent)
    return best, answer


def import_all(path):
    """Imports every file of DATA into path; prints time and size."""
    files = [str(found) for found in sorted(DATA.glob("*.txt"))]
    started = time.perf_counter()
    done = subprocess.run([sys.executable, str(ROOT / "proj2.py"),
                           "--library", str(path), "--import", *files],
                          capture_output=True, text=True, check=False)
    spent = time.perf_counter() - started
    if done.returncode != 0:
        sys.exit(done.stderr)
    print(done.stdout.splitlines()[-1])
    size = sum(os.path.getsize(found) for found in
               [path, str(path) + "-wal"] if os.path.exists(found))
    print("import: %.1f s, %d files, library %.1f MB"
          % (spent, len(files), size / 1e6))


def main():
    """Imports, times the searches and checks their counts."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--keep")
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        path = options.keep or os.path.join(folder, "library.sqlite3")
        import_all(path)
        library = proj2.open_library(path)
        games = read_games()
        start = proj2.create_start_board(rules=proj2.STANDARD_RULES)
        seconds, answer = time_query(library, start, proj2.PLAYER_PIECE)
        counted = {name(found.move): found.games for found in answer.moves}
        plain = dict(collections.Counter(text[:2] for text in games))
        print("start: %.1f ms, %s; plain count %s: %s"
              % (1000 * seconds, counted, plain,
                 "equal" if counted == plain else "DIFFERENT"))
        chosen = random.Random(options.seed).sample(
            [text for text in games if len(text) >= 2 * (DEPTH + 1)],
            DEEP_POSITIONS)
        wanted = {}
        for text in chosen:
            board = board_after(text, start)
            wanted["".join("".join(row) for row in board)] = (board, text)
        plain = plain_counts(games, wanted)
        equal = 0
        for position, (board, text) in wanted.items():
            seconds, answer = time_query(library, board, proj2.PLAYER_PIECE)
            counted = {name(found.move): found.games
                       for found in answer.moves}
            same = counted == dict(plain[position])
            equal += same
            print("%s: %.1f ms, %d games, %d moves; plain count %s"
                  % (text[:2 * DEPTH], 1000 * seconds, answer.reached,
                     len(counted), "equal" if same else "DIFFERENT"))
        print("%d of %d positions ten moves deep count as a plain count"
              % (equal, len(wanted)))
        library.connection.close()


if __name__ == "__main__":
    main()
