"""Labels the endgames of real games with their exact values (not a
test: pytest does not collect it), for fitting the evaluation on
positions that human play labels badly.

For each game of ../shared/data/wthor/YEAR.txt (see that folder's
README), the position with EMPTIES empty squares (default 12) of the
game's line, and each later position of the line, is solved exactly by
proj2's solver. The game's line is left when it ends early or passes
through a finished game. One line a game is written to
LABELS/exact_YEAR.txt, the game's number in its year's file first:

    17 12 -6,-6,-6,-4,-4,-4,-4,-2,-2,-2,-2,-2,-2

the number of empty squares of the first position solved, then the
exact final disc difference, for Black, of that position and of each
position after it along the game (one a move, passes not counted). A
game whose line never reaches the position is written with `-` for its
values. The value of the first position is also the game's result with
a perfect ending, a label for its earlier positions.

The years 2001 (Edax's values stand for it) and 2002 (the held-out set
of the evaluation's fit) are never labelled.

Each year's file is appended to one game at a time, and a run resumes
after the last game written, so it can be stopped at any moment and
run again. It prints its progress and the time left now and then.

Run from the project root (nice keeps it out of the way):
    nice -n 19 python3 tests/bench/label_endgames.py [--empties E]
        [--labels DIR] [YEAR ...]
(default: every year but 2001 and 2002, newest first).
"""

import pathlib
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
import proj2  # noqa: E402

DATA = ROOT.parent / "shared" / "data" / "wthor"
LABELS = pathlib.Path(__file__).resolve().parent / "labels"
LEFT_OUT_YEARS = {"2001", "2002"}
DEFAULT_EMPTIES = 12
ENGINE = proj2.build_engine(proj2.STANDARD_RULES, 8, 8)
SQUARES = 64
REPORT_SECONDS = 60
COLUMNS = "abcdefgh"


class DataError(Exception):
    """A line of the games' data that cannot be read."""


def read_line_moves(path, number, line):
    """Parameters: path, number -- where the line is (for messages);
        line -- a game's line (its move string, then its result).
    Returns: the moves' bits, in order.
    Raises: DataError when the line is malformed."""
    words = line.split()
    if len(words) < 1 or len(words[0]) % 2:
        raise DataError("%s: line %d: no move string" % (path, number))
    moves = []
    text = words[0].lower()
    for place in range(0, len(text), 2):
        col = COLUMNS.find(text[place])
        row = text[place + 1:place + 2]
        if col < 0 or not row.isdigit() or not 1 <= int(row) <= 8:
            raise DataError("%s: line %d: %r is not a square"
                            % (path, number, text[place:place + 2]))
        moves.append(proj2.get_square_bit(int(row) - 1, col, ENGINE))
    return moves


def solve(own, opponent):
    """Returns: the exact final disc difference for the side to move."""
    state = proj2.create_search_state(
        ENGINE, proj2.FEATURE_EVALUATION, 1, proj2.NO_NODE_LIMIT,
        float("inf"))
    empties = (ENGINE.squares & ~(own | opponent)).bit_count()
    return proj2.solve_node(own, opponent, empties, -SQUARES - 1,
                            SQUARES + 1, state)


def label_game(moves, empties):
    """Parameters: moves -- a game's move bits; empties -- the empty
        squares of the first position to solve.
    Returns: [the empties of the first position solved, its value and
        those after it along the line, for Black], or [] when the line
        does not reach that position."""
    start = proj2.create_start_board(rules=proj2.STANDARD_RULES)
    own, opponent = proj2.get_engine_bits(start, proj2.PLAYER_PIECE, ENGINE)
    black = True
    values = []
    for move in moves:
        turn, legal = proj2.get_engine_turn(own, opponent, ENGINE)
        if turn == proj2.TURN_OPPONENT:
            own, opponent = opponent, own
            black = not black
            legal = ENGINE.find_moves(own, opponent, ENGINE)
        if turn == proj2.TURN_GAME_OVER or not move & legal:
            return []
        own, opponent = proj2.play_engine_move(own, opponent, move, ENGINE)
        black = not black
        left = (ENGINE.squares & ~(own | opponent)).bit_count()
        if left <= empties:
            turn, _ = proj2.get_engine_turn(own, opponent, ENGINE)
            if turn == proj2.TURN_GAME_OVER:
                value = own.bit_count() - opponent.bit_count()
                empty = SQUARES - own.bit_count() - opponent.bit_count()
                value += empty if value > 0 else -empty if value < 0 else 0
            elif turn == proj2.TURN_OPPONENT:
                value = -solve(opponent, own)
            else:
                value = solve(own, opponent)
            values.append(value if black else -value)
    if not values:
        return []
    # A move fills one square: the first position solved has empties.
    return [empties, values]


def label_year(year, empties, labels, started, done_before):
    """Labels one year's games, resuming after the last one written.

    Returns: how many games it labelled."""
    source = DATA / ("%s.txt" % year)
    target = labels / ("exact_%s.txt" % year)
    written = 0
    if target.exists():
        with open(target, encoding="ascii") as kept:
            written = sum(1 for line in kept if line.endswith("\n"))
    with open(source, encoding="ascii") as games:
        lines = games.read().splitlines()
    labelled = 0
    last_report = time.monotonic()
    with open(target, "a", encoding="ascii") as out:
        for number in range(written + 1, len(lines) + 1):
            found = label_game(read_line_moves(source, number,
                                               lines[number - 1]), empties)
            if found:
                text = "%d %d %s" % (number, found[0],
                                     ",".join(map(str, found[1])))
            else:
                text = "%d %d -" % (number, empties)
            out.write(text + "\n")
            out.flush()
            labelled += 1
            if time.monotonic() - last_report > REPORT_SECONDS:
                last_report = time.monotonic()
                rate = (done_before + labelled) / (time.monotonic() - started)
                left = (len(lines) - number) / rate
                print("%s: game %d of %d, %.1f games a second, %.0f min "
                      "left in this year" % (year, number, len(lines), rate,
                                             left / 60), flush=True)
    return labelled


def main():
    """Reads the command line (see the module's comment) and labels."""
    words = sys.argv[1:]
    empties = DEFAULT_EMPTIES
    labels = LABELS
    if "--empties" in words:
        at = words.index("--empties")
        empties = int(words[at + 1])
        del words[at:at + 2]
    if "--labels" in words:
        at = words.index("--labels")
        labels = pathlib.Path(words[at + 1])
        del words[at:at + 2]
    years = words or sorted((path.stem for path in DATA.glob("*.txt")),
                            reverse=True)
    years = [year for year in years if year not in LEFT_OUT_YEARS]
    labels.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()
    done = 0
    try:
        for year in years:
            done += label_year(year, empties, labels, started, done)
            print("%s: done (%d games labelled this run)" % (year, done),
                  flush=True)
    except DataError as error:
        sys.exit("label_endgames.py: %s" % error)


if __name__ == "__main__":
    main()
