"""Times the two evaluations of Othello's 8x8 board (not a test: pytest
does not collect it): microseconds a call of the features
(evaluate_position) and of the patterns (evaluate_patterns, with the
tables' decoding timed once), and positions a second of the same
fixed-depth searches with each, on positions of seeded random games.

With `match NODES GAMES SEED` it plays instead level5 with the
patterns (proj2.DEFAULT_EVALUATION) against level5 with the features
alone (FEATURE_EVALUATION), both searching NODES positions a move, from GAMES
random 6-ply openings (from SEED), each played with both colours, and
prints the patterns' score. With `--probcut` after it, the match is
the patterns with ProbCut (as the program plays) against the patterns
without it (PROBCUT_FIT left out), at the same positions a move.

With `heldout` it measures instead the
static value a search gives its leaves (what proj2.evaluate_board
returns) against Edax's level-10 value of every position of the
held-out games, ../shared/data/edax10/2002.txt (see that folder's
README.md), and prints the mean absolute error in discs by stage of
empty squares, beside the error of always saying 0. --module PATH
measures a candidate copy of proj2.py instead of the project's;
--limit N reads only the first N games; --data FILE reads another
file of that format. The games are replayed on the engine's bitboards
and each position judged by the evaluation evaluate_board picks for its empty squares (choose_board_evaluation of
DEFAULT_EVALUATION); every HELD_OUT_CHECK_EVERY-th position is also
judged through evaluate_board itself, which must agree. Edax's values
are Black's; after each move the other side is to move unless it must
pass; finished positions are skipped. A malformed line stops it with
its file and line number (exit status 2).

Run from the project root:
    python3 tests/bench/bench_evaluation.py [POSITIONS] [DEPTH]
    python3 tests/bench/bench_evaluation.py match 20000 5 1
    python3 tests/bench/bench_evaluation.py match 20000 5 1 --probcut
    python3 tests/bench/bench_evaluation.py heldout [--module PATH] \
        [--limit N] [--data FILE]
"""

import dataclasses
import importlib.util
import pathlib
import random
import re
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
import proj2  # noqa: E402
from helpers import random_engine_positions  # noqa: E402

ENGINE = proj2.build_engine(proj2.STANDARD_RULES, 8, 8)
FAR = 10 ** 9
OPENING_PLIES = 6
# The empty squares of the positions the evaluations are timed on.
FEWEST_EMPTIES = 20
MOST_EMPTIES = 50


def positions(count, seed=1):
    """Returns: count (own, opponent, moves) positions with 20 to 50
    empty squares from random games."""
    return random_engine_positions(count, seed, MOST_EMPTIES, FEWEST_EMPTIES)


def play(black, white, rng, nodes):
    """Plays one game, black's and white's evaluations given, the first
    OPENING_PLIES moves at random. Returns: black's discs less white's."""
    rules = proj2.STANDARD_RULES
    board = proj2.create_start_board(rules=rules)
    piece = proj2.PLAYER_PIECE
    ply = 0
    while True:
        piece = proj2.get_side_to_move(board, piece, rules)
        if piece == proj2.EMPTY:
            break
        moves = proj2.get_rule_moves(board, piece, rules)
        if ply < OPENING_PLIES:
            move = rng.choice(moves)
        else:
            evaluation = black if piece == proj2.PLAYER_PIECE else white
            settings = proj2.create_settings(0, evaluation=evaluation,
                                             node_limit=nodes)
            move = proj2.choose_search_move(board, piece, rules, settings,
                                            level=proj2.LEVEL5_PLAYER)
        proj2.apply_rule_move(board, move[0], move[1], piece, rules)
        piece = proj2.get_opponent(piece)
        ply += 1
    return (proj2.count_pieces(board, proj2.PLAYER_PIECE)
            - proj2.count_pieces(board, proj2.COMPUTER_PIECE))


def without_probcut():
    """Returns: the pattern evaluation with ProbCut off."""
    return dataclasses.replace(proj2.load_pattern_evaluation(), probcut=())


def match(nodes, games, seed, probcut=False):
    """Plays the match of the module's comment and prints its score."""
    patterns = proj2.DEFAULT_EVALUATION
    features = proj2.FEATURE_EVALUATION
    if probcut:
        features = dataclasses.replace(patterns, othello=without_probcut)
    score = 0
    total = 0
    for game in range(games):
        first = play(patterns, features, random.Random(seed * 1000 + game),
                     nodes)
        second = -play(features, patterns,
                       random.Random(seed * 1000 + game), nodes)
        for difference in (first, second):
            total += difference
            score += (difference > 0) + 0.5 * (difference == 0)
        print("opening %d: patterns %+d as black, %+d as white"
              % (game, first, second), flush=True)
    print("patterns: %.1f of %d (%.0f%%), mean disc difference %+.1f"
          % (score, 2 * games, 50 * score / games, total / (2 * games)))


# The held-out games (`heldout`): Edax's level-10 values of every
# position, and the stages of empty squares their errors are shown by.
DATA_DIR = ROOT.parent / "shared" / "data"
HELD_OUT = DATA_DIR / "edax10" / "2002.txt"
HELD_OUT_STAGES = ((0, 7), (8, 15), (16, 23), (24, 31), (32, 39),
                   (40, 47), (48, 55), (56, 59))
HELD_OUT_CHECK_EVERY = 997
COLUMNS = "abcdefgh"
ROWS = "12345678"
RESULT = re.compile(r"\d{1,2}-\d{1,2}")


class DataError(Exception):
    """A malformed line of a data file (its message says where)."""


def load_module(path):
    """Returns: proj2.py's module, or the candidate copy of it at path
    (imported under another name) when path is given."""
    if path is None:
        return proj2
    spec = importlib.util.spec_from_file_location("proj2_candidate", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def read_valued_positions(path, limit=None, module=proj2):
    """Replays the games of an Edax-valued file (one game a line: moves,
    result, Black's value after each move) on the engine's bitboards.

    Yields: (line number, own, opponent, label) for every position after
    a move that is not over and has a value: the bits of the side to
    move and of the other side, and Edax's value for the side to move.
    Raises: DataError naming the file and line of a malformed line."""
    engine = module.build_engine(module.STANDARD_RULES, 8, 8)
    start = module.create_start_board(rules=module.STANDARD_RULES)
    squares = {column + row: module.get_square_bit(ROWS.index(row),
                                                  COLUMNS.index(column),
                                                  engine)
               for column in COLUMNS for row in ROWS}
    with open(path, encoding="ascii") as lines:
        for number, line in enumerate(lines, 1):
            if limit is not None and number > limit:
                return
            where = "%s, line %d" % (path, number)
            words = line.split()
            if len(words) != 3 or not RESULT.fullmatch(words[1]):
                raise DataError(where + ": not MOVES RESULT VALUES")
            moves, values = words[0], words[2].split(",")
            if len(moves) % 2 or len(values) != len(moves) // 2:
                raise DataError(where + ": the values do not match the "
                                "moves")
            # The side to move's bits, the other's, and whether Black
            # is to move.
            own, opponent = module.get_engine_bits(
                start, module.PLAYER_PIECE, engine)
            black = True
            for place, value in enumerate(values):
                move = squares.get(moves[2 * place:2 * place + 2])
                legal = engine.find_moves(own, opponent, engine)
                if move is None or not legal & move:
                    raise DataError(where + ": move %d is not a legal "
                                    "move" % (place + 1))
                own, opponent = module.play_engine_move(own, opponent,
                                                        move, engine)
                black = not black
                # The mover plays again when the other side must pass.
                if not engine.find_moves(own, opponent, engine):
                    if not engine.find_moves(opponent, own, engine):
                        continue
                    own, opponent = opponent, own
                    black = not black
                if value == "?":
                    continue
                try:
                    label = int(value)
                except ValueError:
                    raise DataError(where + ": value %d is not a number"
                                    % (place + 1)) from None
                yield number, own, opponent, label if black else -label


def measure_held_out(module, limit=None, path=HELD_OUT):
    """Returns: {stage (low, high): (positions, the evaluation's mean
    absolute error, always 0's)} of the module's leaf evaluation
    (evaluate_board's) on the Edax-valued positions of path."""
    engine = module.build_engine(module.STANDARD_RULES, 8, 8)
    by_empties = [module.choose_board_evaluation(
        engine, module.DEFAULT_EVALUATION, 1, empties)
        for empties in range(65)]
    sums = [[0, 0, 0] for _ in range(65)]
    started = time.perf_counter()
    seen = 0
    for number, own, opponent, label in read_valued_positions(
            path, limit, module):
        empties = 64 - (own | opponent).bit_count()
        evaluation = by_empties[empties]
        value = evaluation.function(own, opponent,
                                    engine.find_moves(own, opponent, engine),
                                    engine, evaluation, 1)
        seen += 1
        if seen % HELD_OUT_CHECK_EVERY == 0:
            board = module.get_bits_board(own, opponent, module.PLAYER_PIECE,
                                          engine)
            if module.evaluate_board(board, module.PLAYER_PIECE) != value:
                sys.exit("line %d: evaluate_board disagrees" % number)
        total = sums[empties]
        total[0] += 1
        total[1] += abs(value - label)
        total[2] += abs(label)
        if seen % 50000 == 0:
            print("%d positions (game %d), %.0f s" % (
                seen, number, time.perf_counter() - started),
                file=sys.stderr, flush=True)
    table = {}
    for low, high in HELD_OUT_STAGES:
        count, error, zero = (sum(column) for column in zip(
            *sums[low:high + 1]))
        table[low, high] = (count, error / max(count, 1),
                            zero / max(count, 1))
    return table


def format_held_out(rows):
    """Returns: the held-out errors as a Markdown table, one row for each
    (name, table of measure_held_out) of rows, then always 0's and the
    positions."""
    stages = HELD_OUT_STAGES
    lines = ["| empties | " + " | ".join("%d-%d" % stage for stage in stages)
             + " |", "|---" * (len(stages) + 1) + "|"]
    for name, table in rows:
        lines.append("| %s | " % name + " | ".join(
            "%.2f" % table[stage][1] for stage in stages) + " |")
    table = rows[0][1]
    lines.append("| always 0 | " + " | ".join(
        "%.2f" % table[stage][2] for stage in stages) + " |")
    lines.append("| positions | " + " | ".join(
        "%d" % table[stage][0] for stage in stages) + " |")
    return "\n".join(lines)


def held_out(words):
    """Prints the held-out table (see the module's comment) for the
    module named by the command line's words."""
    path = None
    limit = None
    if "--module" in words:
        path = words[words.index("--module") + 1]
    if "--limit" in words:
        limit = int(words[words.index("--limit") + 1])
    data = HELD_OUT
    if "--data" in words:
        data = words[words.index("--data") + 1]
    module = load_module(path)
    started = time.perf_counter()
    try:
        table = measure_held_out(module, limit, data)
    except (DataError, OSError) as error:
        print(error, file=sys.stderr)
        sys.exit(2)
    print("Mean absolute error in discs against Edax level 10, %s" % data)
    print(format_held_out([(path or "proj2.py", table)]))
    print("(%.0f s)" % (time.perf_counter() - started))


def main():
    """Reads the command line (see the module's comment)."""
    if sys.argv[1:2] == ["heldout"]:
        held_out(sys.argv[2:])
        return
    if sys.argv[1:2] == ["match"]:
        match(*(int(word) for word in sys.argv[2:5]),
              probcut="--probcut" in sys.argv)
        return
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    depth = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    started = time.perf_counter()
    patterns = proj2.load_pattern_evaluation()
    print("decoding the pattern tables: %.3f s"
          % (time.perf_counter() - started))
    features = proj2.FEATURE_EVALUATION
    tested = positions(count)
    for name, evaluation in (("features", features),
                             ("patterns", patterns)):
        started = time.perf_counter()
        for own, opponent, moves in tested:
            evaluation.function(own, opponent, moves, ENGINE, evaluation, 1)
        each = (time.perf_counter() - started) / count * 1e6
        nodes = 0
        started = time.perf_counter()
        for own, opponent, moves in tested[:count // 20]:
            state = proj2.create_search_state(ENGINE, evaluation, 1,
                                              proj2.NO_NODE_LIMIT, FAR)
            proj2.deepen_search(own, opponent, depth, state,
                                proj2.list_bits(moves)[0])
            nodes += state.nodes
        rate = nodes / (time.perf_counter() - started)
        print("%s: %.1f us a call; depth %d searches: %d positions, "
              "%.0f a second" % (name, each, depth, nodes, rate))


if __name__ == "__main__":
    main()
