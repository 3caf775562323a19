"""Benchmark, not a test (pytest does not collect it): how fast and how
exactly `--analyze` values every move of standard 8x8 endgames.

Our own positions are in tests/data/solver_positions.txt, one a line:
the position as --position reads it, then every legal move with its
exact value (the final disc difference for the side to move with best
play, by the WOF's score), found by solving the position after each
move with no budget at all. They come from games between two level3
computers after a random opening of six plies, stopped when the given
number of squares is empty and the side to move has a move (see
bench_endgame.py); seeds 1, 2, 3, ... make them the same every run of
the same proj2.py (the file keeps those earlier versions made). The
published FFO problems of tests/data/ffo_positions.txt whose every
move's value was published are timed too.

Run from the project root:
    python3 tests/bench/bench_solver.py make EMPTIES COUNT   (adds positions)
    python3 tests/bench/bench_solver.py [EMPTIES] [THINK]    (times --analyze)
    python3 tests/bench/bench_solver.py ffo FIRST-LAST [THINK]
    python3 tests/bench/bench_solver.py rate FIRST-LAST
Either timing form takes --module PATH last to time a copy of proj2.py
(such as one kept from before a change) instead of the project's.
The second form runs `--analyze` on every position with EMPTIES empty
squares (all of them when left out) at the given think time (default:
the program's own) and prints, per position, the time and whether every
move got its exact value, then the mean and the slowest time. The third
runs it on the published problems numbered FIRST to LAST (ffo 1-19:
the first 19, with 14 to 16 empty squares) whose values were published
for every move. The fourth solves each of those problems whole in this
process (the exact solver with no budget, as the searching computers
call it) and prints the positions it searched a second, the figure
SOLVER_NODES_PER_SECOND is set from.
"""

import pathlib
import statistics
import subprocess
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2]))
import proj2  # noqa: E402
from bench_endgame import endgame_position  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data" / "solver_positions.txt"
PUBLISHED = ROOT / "tests" / "data" / "ffo_positions.txt"
# The copy of proj2.py timed (see --module).
MODULE = ROOT / "proj2.py"
RULES = proj2.STANDARD_RULES
BUILDER_THINK = 0.2
# A time no position here needs: the solver always finishes.
UNLIMITED_SECONDS = 10 ** 6


def exact_move_values(board, piece):
    """Parameters: board -- a position; piece -- the side to move (which
        has a move).
    Returns: {square name: exact value for piece} for every legal move,
        each from the exact solver with no budget."""
    engine = proj2.build_engine(RULES, len(board), len(board[0]))
    own, opponent = proj2.get_engine_bits(board, piece, engine)
    empties = proj2.count_pieces(board, proj2.EMPTY)
    values = {}
    for move in proj2.get_rule_moves(board, piece, RULES):
        bit = proj2.get_square_bit(move[0], move[1], engine)
        after = proj2.play_engine_move(own, opponent, bit, engine)
        state = proj2.create_search_state(
            engine, proj2.DEFAULT_EVALUATION, 1, proj2.NO_NODE_LIMIT,
            time.perf_counter() + UNLIMITED_SECONDS)
        values[proj2.format_square_name(board, move)] = -proj2.solve_node(
            after[0], after[1], empties - 1, -proj2.INFINITE_SCORE,
            proj2.INFINITE_SCORE, state)
    return values


def read_values(text):
    """Returns: {square name: value} from 'square:value ...'."""
    values = {}
    for entry in text.split():
        name, value = entry.split(":")
        values[name] = int(value)
    return values


def read_positions():
    """Returns: a list of [position text, {square name: value}] of our
        own positions."""
    positions = []
    if not DATA.exists():
        return positions
    for line in DATA.read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            position, values = line.split(" | ")
            positions.append([position, read_values(values)])
    return positions


def read_published():
    """Returns: a list of [name, position text, {square name: value}] of
        the published problems."""
    problems = []
    for line in PUBLISHED.read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            name, position, values = line.split(" | ")
            problems.append([name, position, read_values(values)])
    return problems


def count_moves(position):
    """Returns: the number of legal moves of a position's side to move."""
    parsed = proj2.parse_position(position, 8, 8)
    board = parsed.board
    return len(proj2.get_rule_moves(board, parsed.side,
                                    RULES))


def make(empties, count):
    """Adds count positions with the given empty squares to the data."""
    known = {entry[0] for entry in read_positions()}
    seed = 1
    added = 0
    with DATA.open("a") as data:
        while added < count:
            found = endgame_position(empties, seed, BUILDER_THINK)
            seed += 1
            if found is None:
                continue
            board, side = found
            position = proj2.format_position(board, side)
            if position in known:
                continue
            started = time.perf_counter()
            values = exact_move_values(board, side)
            entries = " ".join("%s:%d" % item for item in sorted(
                values.items(), key=lambda item: -item[1]))
            data.write("%s | %s\n" % (position, entries))
            data.flush()
            known.add(position)
            added += 1
            print("%d empties, seed %d: %s (%.1f s)" % (
                empties, seed - 1, entries, time.perf_counter() - started))


def time_analysis(empties, think, numbers=None):
    """Runs --analyze on the data's positions and reports: all of them,
    or the published problems whose numbers are in numbers."""
    seconds = []
    exact = 0
    every = [["own %d" % number, position, values] for number,
             (position, values) in enumerate(read_positions(), 1)]
    every += [problem for problem in read_published()
              if len(problem[2]) == count_moves(problem[1])]
    if numbers is not None:
        every = [problem for problem in every if problem[0].startswith(
            "ffo") and int(problem[0].split()[1]) in numbers]
    for name, position, values in every:
        if empties is not None and position.count("-") != empties:
            continue
        command = [sys.executable, str(MODULE), "--rules",
                   "standard", "--position", position, "--analyze"]
        if think is not None:
            command += ["--think", think]
        started = time.perf_counter()
        result = subprocess.run(command, capture_output=True, text=True,
                                check=False)
        seconds.append(time.perf_counter() - started)
        shown = {}
        # A move's line: its square, its value and label, then perhaps
        # the expected line of play.
        for line in result.stdout.splitlines()[1:]:
            words = line.split()
            if len(words) > 2 and words[2] == "exact":
                shown[words[0]] = int(words[1])
        same = shown == values
        exact += same
        print("%-7s %2d empties %5.1f s %s" % (
            name, position.count("-"), seconds[-1],
            "every move exact" if same else "NOT ALL EXACT:\n" + result.stdout))
    if seconds:
        print("%d positions, %d with every move's exact value; mean %.1f s, "
              "slowest %.1f s" % (len(seconds), exact,
                                  statistics.mean(seconds), max(seconds)))


def time_solver(numbers):
    """Solves the published problems whose numbers are in numbers, each
    in one search, and reports the positions searched a second."""
    engine = proj2.build_engine(RULES, 8, 8)
    nodes = 0
    seconds = 0.0
    for name, position, values in read_published():
        if int(name.split()[1]) not in numbers:
            continue
        parsed = proj2.parse_position(position, 8, 8)
        own, opponent = proj2.get_engine_bits(parsed.board, parsed.side,
                                              engine)
        state = proj2.create_search_state(
            engine, proj2.DEFAULT_EVALUATION, 1, proj2.NO_NODE_LIMIT,
            time.perf_counter() + UNLIMITED_SECONDS)
        started = time.perf_counter()
        value = proj2.solve_position(own, opponent, state)
        spent = time.perf_counter() - started
        nodes += state.nodes
        seconds += spent
        print("%-7s %2d empties  value %+3d  %8d positions %5.2f s  "
              "%6.0f a second" % (name, position.count("-"), value,
                                  state.nodes, spent, state.nodes / spent))
    print("%d positions in %.1f s: %.0f a second" % (nodes, seconds,
                                                    nodes / seconds))


def main():
    """Reads the command line (see the module's comment)."""
    global MODULE
    if len(sys.argv) > 2 and sys.argv[-2] == "--module":
        MODULE = pathlib.Path(sys.argv[-1])
        del sys.argv[-2:]
    if len(sys.argv) > 1 and sys.argv[1] == "make":
        make(int(sys.argv[2]), int(sys.argv[3]))
        return
    if len(sys.argv) > 2 and sys.argv[1] == "rate":
        first, last = sys.argv[2].split("-")
        time_solver(range(int(first), int(last) + 1))
        return
    if len(sys.argv) > 2 and sys.argv[1] == "ffo":
        first, last = sys.argv[2].split("-")
        think = sys.argv[3] if len(sys.argv) > 3 else None
        time_analysis(None, think, range(int(first), int(last) + 1))
        return
    empties = int(sys.argv[1]) if len(sys.argv) > 1 else None
    think = sys.argv[2] if len(sys.argv) > 2 else None
    time_analysis(empties, think)


if __name__ == "__main__":
    main()
