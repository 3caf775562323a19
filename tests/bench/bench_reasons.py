"""Benchmark, not a test (pytest does not collect it): the review's why
lines on real tournament games.

It picks games that fill the board from a year's WTHOR file of the
shared data folder (the seed picks which), reviews each as `review`
does, and for every marked move (inaccuracy, mistake, blunder) asks
find_reasons for its reasons. It prints:
- how many marked moves of each mark have at least one concrete reason,
  and the share of mistakes and blunders that do (the goal: 90% or
  more), with a tally of the reasons by kind;
- a check of every reason's claim against its line, replayed on the
  board by this file's own rules (Othello's, written here apart from
  proj2's; the goal: none false), the false ones listed;
- the teacher's order: the share of mistakes and blunders whose first
  reason rests on evidence within the move and the four after it (the
  goal: 80% or more), and the share of marked moves whose first reason
  is mobility (the goal: 15% or less);
- with --agree N, for every marked move of the first N games: why MOVE
  asked in a fresh session (judge_game_move, as the prompt's why) against
  the review, on value, verdict and first reason (the goal: all agree);
- the time of each game's review with the why lines and without them
  (explain_review_move returning ''), in alternating order, and the
  ratio (the goal: 1.15 or less), beside the time spent in the why
  lines themselves;
- up to SAMPLE_MOST mistakes and blunders with no reason: the review
  line and both lines, for finding what the finders miss.

Run from the project root:
    python3 tests/bench/bench_reasons.py [--games N] [--think T]
        [--seed S] [--jobs J] [--year Y] [--data DIR] [--sample M]
        [--agree N] [--show N]
(defaults: 20 games of 2020, 0.2 s a position, seed 1, one process,
the data folder beside the repository's: ../shared/data, 10 shown).
"""

import argparse
import collections
import importlib
import pathlib
import pickle
import random
import re
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
# --module PATH measures another copy of proj2.py (one from before a
# change): only its order and coverage figures compare, its texts being
# its own.
MODULE = ROOT / "proj2.py"
if "--module" in sys.argv:
    AT = sys.argv.index("--module")
    MODULE = pathlib.Path(sys.argv[AT + 1])
    del sys.argv[AT:AT + 2]
sys.path.insert(0, str(MODULE.parent))
proj2 = importlib.import_module(MODULE.stem)

RULES = proj2.STANDARD_RULES
X = proj2.PLAYER_PIECE
O = proj2.COMPUTER_PIECE
NAMES = {X: "Black", O: "White"}
DATA_DIR = ROOT.parent / "shared" / "data"
DEFAULT_YEAR = 2020
DEFAULT_GAMES = 20
DEFAULT_THINK = 0.2
FULL_GAME_MOVES = 60
SAMPLE_MOST = 10
# The share of mistakes and blunders with a reason, and the time ratio,
# the issue asks for.
COVERAGE_GOAL = 0.9
RATIO_GOAL = 1.15
NEAR_GOAL = 0.8
MOBILITY_GOAL = 0.15
DEEP_PATTERN = re.compile(r"in the expected line, (\d+) moves on, (.+)$")

CORNER_KINDS = [proj2.REASON_CORNER, proj2.REASON_X_SQUARE,
                proj2.REASON_C_SQUARE]
CORNER_NAMES = {(0, 0), (0, 7), (7, 0), (7, 7)}
# The corner a corner reason speaks of, and the one traded for it.
CORNER_PATTERNS = [
    re.compile(r"gives ([XO]) the corner ([a-h][1-8]) for ([a-h][1-8]): "),
    re.compile(r"gives ([XO]) the corner ([a-h][1-8]): "),
    re.compile(r"\S+ is an? [XC]-square beside the empty corner "
               r"([a-h][1-8]), and gives ([XO]) that corner for "
               r"([a-h][1-8]): "),
    re.compile(r"\S+ is an? [XC]-square beside the empty corner "
               r"([a-h][1-8]), which ([XO]) (?:may take after|takes:) "),
    re.compile(r"lets ([XO]) take the corner ([a-h][1-8]) after "),
    re.compile(r"passes up the corner ([a-h][1-8])"),
]
# The kinds whose text ends with their line, after ': '.
LINE_KINDS = CORNER_KINDS + [proj2.REASON_PARITY, proj2.REASON_WEDGE,
                             proj2.REASON_TEMPO, proj2.REASON_GAME_END,
                             proj2.REASON_EDGE, proj2.REASON_UNBALANCED_EDGE,
                             proj2.REASON_RETAKEN, proj2.REASON_NEW_REPLY,
                             proj2.REASON_KEY_REPLY]
# (A benchmark of an older program may know no shared reply.)
if hasattr(proj2, "REASON_SHARED_REPLY"):
    LINE_KINDS.append(proj2.REASON_SHARED_REPLY)
RETAKEN_PATTERN = re.compile(
    r"([XO]) takes (\S+) back at once with (\S+): (.+)$")
NEW_REPLY_PATTERN = re.compile(
    r"(lets|leaves|gives) ([XO]) (?:(?:a way )?onto the edge at|the move) "
    r"(\S+), which (\S+) (?:does not allow|takes away): (.+)$")
TAKES_BEST_PATTERN = re.compile(
    r"lets ([XO]) take (\S+), the best move's square, first(?:, where "
    r"([XO])'s \S+ turns (\d+) discs and ([XO])'s (\d+))?: (.+)$")
# How far above the rest the reply stands is the program's search's word
# (no rules can check it); what the rules check is the rest.
KEY_REPLY_PATTERN = re.compile(
    r"(sets up|leaves) ([XO])'s (\S+)(?: open)?, by far its best answer"
    r"(?:, which (\S+) does not allow|; after (\S+) it is a weaker one): "
    r"(.+)$")
# The same reply left open by the best move too, with the mover's answer
# to it after the best move.
FOLLOW_UP_PATTERN = re.compile(
    r"leaves ([XO])'s (\S+) open, by far its best answer; after (\S+), "
    r"([XO]) meets it with (\S+), (?:which (\S+) does not allow|a weaker "
    r"answer after (\S+)): (.+)$")
LEAVES_BEST_PATTERN = re.compile(
    r"leaves ([XO]) the edge square (\S+), the best move's, among its best "
    r"answers: (.+)$")
FEW_MOVES_PATTERN = re.compile(
    r"leaves ([XO]) only (.+?) after (.+?); after (.+?), (\d+) moves$")
SPARE_PATTERN = re.compile(
    r"(\S+) can wait: ([XO]) cannot play there, and (\S+) keeps it for "
    r"later(?:, playing it (\d+) moves on)?: (.+)$")
# A spare move the best line plays at the mover's next move: the order
# is wrong, perhaps with the answer the move opens at once.
SOON_PATTERN = re.compile(
    r"(\S+) comes a move too soon(?:, (?:letting ([XO]) onto the edge at|"
    r"giving ([XO]) the move) (\S+) at once \((.+?)\);|:) (\S+) first, "
    r"then (\S+), which ([XO]) cannot play: (.+)$")
COUNT_PATTERN = re.compile(
    r"counted to the end, (.+?) leaves ([XO]) (\d+) and ([XO]) (\d+); "
    r"(.+?), (\d+) and (\d+)$")
UNBALANCED_PATTERN = re.compile(
    r"leaves ([XO]) the unbalanced edge ([a-h1-8 ]+) \((\d+) and (\d+) "
    r"discs either side of its middle\), open to wedges: (.+)$")
BALANCED_PATTERN = re.compile(
    r"lets ([XO]) build the balanced edge ([a-h1-8 ]+): (.+)$")
MOBILITY_PATTERN = re.compile(
    r"leaves ([XO]) (\d+) moves and ([XO]) (\d+) after (.+?); "
    r"after (.+?), (\d+) and (\d+)$")
REPLIES_PATTERN = re.compile(
    r"leaves ([XO]) (\d+) moves to reply with; (\S+) leaves (\d+)$")
FRONTIER_REPLY_PATTERN = re.compile(
    r"leaves ([XO]) (\d+) discs on the frontier and ([XO]) (\d+) after "
    r"(.+?); after (.+?), (\d+) and (\d+)$")
LOUD_PATTERN = re.compile(
    r"(\S+) turns (\d+) discs, (\d+) of them on the frontier; (\S+) turns "
    r"(\d+), a quieter move$")
FRONTIER_PATTERN = re.compile(
    r"puts (\d+) discs on the frontier, a wall ([XO]) can play behind; "
    r"(\S+) puts (\d+)$")
PARITY_PATTERN = re.compile(
    r"leaves the odd region (.+) to ([XO]), who plays its last square: "
    r"(.+)$")
# An even region's last square, which the best line keeps for the side.
PARITY_EVEN_PATTERN = re.compile(
    r"gives ([XO]) the last square of the region (.+), which (\S+) keeps "
    r"for ([XO]): (.+)$")
WEDGE_PATTERN = re.compile(
    r"lets ([XO]) wedge in at (\S+) between ([XO])'s discs: (.+)$")
STABLE_PATTERN = re.compile(
    r"after (.+?), ([XO]) has (\d+) stable discs? and ([XO]) (\d+); "
    r"after (.+?), (\d+) and (\d+)$")
PASS_PATTERN = re.compile(r"([XO]) must pass: (.+)$")
FORCES_PASS_PATTERN = re.compile(r"(\S+) makes ([XO]) pass: (.+)$")
GAME_END_PATTERN = re.compile(
    r"the game ends with (\d+) squares? empty, (neither side having a "
    r"move|([XO]) having no move), ([XO]) (\d+) to ([XO]) (\d+) \(final\): "
    r"(.+)$")


def read_games(data, year, count, seed):
    """Returns: [(line number, move string)] of count games of the year
    that fill the board, picked by the seed, in file order."""
    path = pathlib.Path(data) / "wthor" / "{}.txt".format(year)
    full = []
    with open(path, encoding="ascii") as lines:
        for number, line in enumerate(lines, 1):
            moves = line.split()[0] if line.strip() else ""
            if len(moves) == 2 * FULL_GAME_MOVES:
                full.append((number, moves))
    return sorted(random.Random(seed).sample(full, min(count, len(full))))


# The players of the games played here, and the random moves each game
# opens with (so that no two are alike).
PLAYED_BY = ["level2", "level3"]
PLAYED_OPENING = 6


def play_games(count, seed):
    """Returns: [(number, move string)] of count games played here between
    PLAYED_BY's computers, colours alternating, each from PLAYED_OPENING
    random moves (seeded), in a small budget."""
    rng = random.Random(seed)
    settings = proj2.create_settings(seed, node_limit=3000, jobs=1)
    games = []
    for number in range(1, count + 1):
        board = proj2.create_start_board(rules=RULES)
        names = PLAYED_BY if number % 2 else PLAYED_BY[::-1]
        players = {X: names[0], O: names[1]}
        moves = []
        side = X
        while True:
            side = proj2.get_side_to_move(board, side, RULES)
            if side == proj2.EMPTY:
                break
            legal = proj2.get_rule_moves(board, side, RULES)
            if len(moves) < PLAYED_OPENING:
                move = rng.choice(legal)
            else:
                move = proj2.COMPUTER_PLAYERS[players[side]](
                    board, side, RULES, settings,
                    proj2.create_session_state(settings))
            proj2.apply_rule_move(board, *move, side, RULES)
            moves.append(proj2.format_square_name(board, move))
            side = proj2.get_opponent(side)
        games.append((number, "".join(moves)))
    return games


def name_line(board, line):
    """Returns: a line of moves as square names ('pass' for [])."""
    return " ".join(proj2.format_square_name(board, move) if move
                    else proj2.PASS_WORD for move in line)


def boards_before(start, history):
    """Returns: the board before each move of history."""
    board = proj2.copy_board(start)
    boards = []
    for piece, move in history:
        boards.append(proj2.copy_board(board))
        if move:
            proj2.apply_rule_move(board, *move, piece, RULES)
    return boards


class Claims:
    """The truth check of the reasons' claims: how many, the false ones."""

    def __init__(self):
        self.checked = 0
        self.false = []

    def check(self, where, board, piece, judged, reason):
        """Checks one reason against its line; a false one is kept with
        what is wrong with it."""
        self.checked += 1
        problems = find_problems(board, piece, judged, reason)
        if problems:
            self.false.append("{} [{}] {}: {}".format(
                where, reason.kind, reason.text, "; ".join(problems)))


# ---------------------------------------------------------------------
# Othello's rules, written here apart from proj2's, so that a claim is
# checked by a replay proj2 had no hand in.
STEPS = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0),
         (1, 1)]
SIZE = 8


def other(piece):
    """Returns: the other side."""
    return O if piece == X else X


def own_flips(board, square, piece):
    """Returns: the squares a disc of piece's on the empty square turns."""
    row, col = square
    if board[row][col] != proj2.EMPTY:
        return []
    turned = []
    for step_row, step_col in STEPS:
        run = []
        near_row, near_col = row + step_row, col + step_col
        while (0 <= near_row < SIZE and 0 <= near_col < SIZE
               and board[near_row][near_col] == other(piece)):
            run.append([near_row, near_col])
            near_row, near_col = near_row + step_row, near_col + step_col
        if (run and 0 <= near_row < SIZE and 0 <= near_col < SIZE
                and board[near_row][near_col] == piece):
            turned += run
    return turned


def own_moves(board, piece):
    """Returns: piece's legal squares on board."""
    return [[row, col] for row in range(SIZE) for col in range(SIZE)
            if own_flips(board, (row, col), piece)]


class OwnLine:
    """A line replayed by these rules: moves, boards (before each move and
    after the last), movers and flips, as far as it is legal."""

    def __init__(self, board, piece, line):
        self.moves, self.movers, self.flips = [], [], []
        self.boards = [[list(row) for row in board]]
        side = piece
        for move in line:
            move = list(move)
            now = self.boards[-1]
            if move:
                turned = own_flips(now, move, side)
                if not turned:
                    break
            elif own_moves(now, side):
                break
            else:
                turned = []
            after = [list(row) for row in now]
            if move:
                after[move[0]][move[1]] = side
                for row, col in turned:
                    after[row][col] = side
            self.moves.append(move)
            self.movers.append(side)
            self.flips.append(turned)
            self.boards.append(after)
            side = other(side)


def replay(board, piece, line):
    """Returns: the OwnLine of a line of moves from board."""
    return OwnLine(board, piece, line)


def lead(board, piece):
    """Returns: piece's discs less the opponent's."""
    return (sum(row.count(piece) for row in board)
            - sum(row.count(other(piece)) for row in board))


def count_moves(board, piece):
    """Returns: [the opponent's moves, piece's moves] on board."""
    return [len(own_moves(board, other(piece))), len(own_moves(board, piece))]


def has_empty_neighbour(board, row, col):
    """Returns: whether a square has an empty square beside it."""
    return any(0 <= row + step_row < SIZE and 0 <= col + step_col < SIZE
               and board[row + step_row][col + step_col] == proj2.EMPTY
               for step_row, step_col in STEPS)


def move_frontier(played):
    """Returns: the frontier discs a line's first move placed or turned."""
    return [square for square in [played.moves[0]] + played.flips[0]
            if has_empty_neighbour(played.boards[1], *square)]


def turned_frontier(played):
    """Returns: the frontier discs a line's first move turned (its own
    disc, placed, apart)."""
    return [square for square in played.flips[0]
            if has_empty_neighbour(played.boards[1], *square)]


def own_stable(board):
    """Returns: the set of squares of discs no move can ever turn: along
    each of the four lines through it, the line is full, or a neighbour
    on it is off the board or a stable disc of the same side."""
    stable = set()
    changed = True
    while changed:
        changed = False
        for row in range(SIZE):
            for col in range(SIZE):
                piece = board[row][col]
                if piece == proj2.EMPTY or (row, col) in stable:
                    continue
                held = True
                for step_row, step_col in ((0, 1), (1, 0), (1, 1), (1, -1)):
                    ends = []
                    full = True
                    for sign in (1, -1):
                        near = (row + sign * step_row, col + sign * step_col)
                        ends.append(near)
                        while 0 <= near[0] < SIZE and 0 <= near[1] < SIZE:
                            if board[near[0]][near[1]] == proj2.EMPTY:
                                full = False
                            near = (near[0] + sign * step_row,
                                    near[1] + sign * step_col)
                    anchored = any(
                        not (0 <= end[0] < SIZE and 0 <= end[1] < SIZE)
                        or (end in stable and board[end[0]][end[1]] == piece)
                        for end in ends)
                    if not (full or anchored):
                        held = False
                        break
                if held:
                    stable.add((row, col))
                    changed = True
    return stable


def stable_counts(board, piece):
    """Returns: [the opponent's stable discs, piece's] on board."""
    stable = own_stable(board)
    return [len([1 for row, col in stable if board[row][col] == other(piece)]),
            len([1 for row, col in stable if board[row][col] == piece])]


def region_of(board, square):
    """Returns: the set of empty squares joined to square on board (its
    empty region, by the eight directions)."""
    found = {tuple(square)}
    waiting = [tuple(square)]
    while waiting:
        row, col = waiting.pop()
        for step_row in (-1, 0, 1):
            for step_col in (-1, 0, 1):
                near = (row + step_row, col + step_col)
                if (near not in found and 0 <= near[0] < len(board)
                        and 0 <= near[1] < len(board[0])
                        and board[near[0]][near[1]] == proj2.EMPTY):
                    found.add(near)
                    waiting.append(near)
    return found


def edge_neighbours(board, square):
    """Returns: the two squares beside an edge square along its edge
    ([] for a corner or a square off the edges)."""
    row, col = square
    last_row, last_col = len(board) - 1, len(board[0]) - 1
    if row in (0, last_row) and col in (0, last_col):
        return []
    if row in (0, last_row):
        return [(row, col - 1), (row, col + 1)]
    if col in (0, last_col):
        return [(row - 1, col), (row + 1, col)]
    return []


def side_frontiers(board, piece):
    """Returns: [piece's discs next to an empty square, the opponent's]."""
    return [sum(1 for row in range(SIZE) for col in range(SIZE)
                if board[row][col] == side
                and has_empty_neighbour(board, row, col))
            for side in (piece, other(piece))]


def check_edge(board, side, names, halves):
    """Returns: what is false in an edge's claim: the squares named
    (names), side's discs in an unbroken row on one side of board between
    its two empty corners, the only discs on that side, halves [before,
    after] its middle (the board is 8 squares a side)."""
    squares = [proj2.parse_square_name(name, board) for name in names]
    for fixed, moving in ((0, 1), (1, 0)):
        lines = {square[fixed] for square in squares}
        if len(lines) == 1 and lines.pop() in (0, 7):
            edge_line = squares[0][fixed]
            break
    else:
        return ["the squares are not on one edge"]
    edge = [[edge_line, index] if fixed == 0 else [index, edge_line]
            for index in range(8)]
    places = [index for index, (row, col) in enumerate(edge)
              if board[row][col] != proj2.EMPTY]
    problems = []
    if [edge[index] for index in places] != squares:
        problems.append("the edge's discs are not the squares named")
    if any(board[row][col] != side for row, col in squares):
        problems.append("the edge's discs are not all {}'s".format(side))
    if places and places[-1] - places[0] + 1 != len(places):
        problems.append("the edge's discs are broken")
    if 0 in places or 7 in places:
        problems.append("a corner of the edge is taken")
    if [len([index for index in places if index < 4]),
            len([index for index in places if index >= 4])] != halves:
        problems.append("the halves are not {} and {}".format(*halves))
    return problems


def read_corner_claim(text, piece):
    """Returns: [the corner named, who takes it, the corner traded for it
    (None), whether it is only open at the line's end], read from a
    corner reason's text, or None when it cannot be read."""
    for number, pattern in enumerate(CORNER_PATTERNS):
        found = pattern.search(text)
        if found is None:
            continue
        if number == 0:
            return [found.group(2), found.group(1), found.group(3), False]
        if number == 1:
            return [found.group(2), found.group(1), None, False]
        if number == 2:
            return [found.group(1), found.group(2), found.group(3), False]
        if number == 3:
            return [found.group(1), found.group(2), None,
                    "may take after" in text]
        if number == 4:
            return [found.group(2), found.group(1), None, True]
        traded = re.search(r"takes for ([a-h][1-8]): ", text)
        return [found.group(1), piece, traded and traded.group(1), False]
    return None


def takes(played, side, corner, end):
    """Returns: whether side plays corner in the line's first end moves."""
    return any(move == corner and mover == side for move, mover
               in zip(played.moves[:end], played.movers[:end]))


def check_corner(board, piece, judged, reason, text, played, best,
                 from_best):
    """Returns: what is false in a corner reason (text without its depth)
    on the lines replayed: the corner empty now, taken (or open) as said,
    by the side said, on the line said, the trade as said, and not done
    alike by the other line."""
    opponent = other(piece)
    name = lambda move: proj2.format_square_name(board, move)  # noqa: E731
    claim = read_corner_claim(text, piece)
    if claim is None:
        return ["cannot read the corner: " + text]
    corner_name, taker, traded, opened = claim
    corner = proj2.parse_square_name(corner_name, board)
    problems = []
    end = len(played.moves)
    if tuple(corner) not in CORNER_NAMES or board[corner[0]][corner[1]] != (
            proj2.EMPTY):
        problems.append("{} is no empty corner".format(corner_name))
    if opened:
        if not own_flips(played.boards[-1], corner, taker):
            problems.append("{} may not take {} after the line".format(
                taker, corner_name))
    elif not takes(played, taker, corner, end):
        problems.append("{} does not take {} in the line".format(
            taker, corner_name))
    if from_best != (taker == piece):
        problems.append("the line is not the one the text speaks of")
    if traded is not None:
        # The other side of the trade is taken on the reason's own line.
        square = proj2.parse_square_name(traded, board)
        trader = opponent if from_best else piece
        if not takes(played, trader, square, end):
            problems.append("{} does not take {} in the line".format(
                trader, traded))
    # Not something both lines do: the other line does not give (or
    # take) the same corner as soon.
    if not from_best and not opened and takes(
            best, taker, corner, min(end, len(best.moves))):
        problems.append("both lines give {} the corner {}".format(
            taker, corner_name))
    if reason.kind != proj2.REASON_CORNER:
        square = list(reason.squares[0])
        rows = abs(square[0] - corner[0])
        cols = abs(square[1] - corner[1])
        near = (rows == 1 and cols == 1 if reason.kind
                == proj2.REASON_X_SQUARE else rows + cols == 1)
        if square != judged.played.move or not near:
            problems.append("{} is not {} of {} played".format(
                name(square), reason.kind, corner_name))
    return problems


def check_reply(board, piece, text, played, best, from_best):
    """Returns: what is false in a reason about the opponent's reply (the
    line's second move): taken back at once, the best move's square taken
    first, or an edge move or X-square the best move does not allow."""
    opponent = other(piece)
    name = lambda move: proj2.format_square_name(board, move)  # noqa: E731
    if from_best or len(played.moves) != 2 or played.movers[1] != opponent:
        return ["the line is not the move and the opponent's reply"]
    move, reply = played.moves
    found = RETAKEN_PATTERN.match(text)
    if found is not None:
        problems = []
        if [found.group(1), found.group(2), found.group(3)] != [
                opponent, name(move), name(reply)]:
            problems.append("the side or squares named are not these")
        if move not in played.flips[1]:
            problems.append("the reply does not turn the move's disc")
        if len(best.moves) > 1 and best.moves[0] in best.flips[1]:
            problems.append("the best move is taken back too")
        return problems
    found = TAKES_BEST_PATTERN.match(text)
    if found is not None:
        if [found.group(1), found.group(2)] != [opponent, name(reply)] or (
                reply != best.moves[0]):
            return ["the reply is not the best move's square"]
        if found.group(3) is not None and [
                found.group(3), int(found.group(4)), found.group(5),
                int(found.group(6))] != [
                piece, len(own_flips(board, reply, piece)), opponent,
                len(own_flips(played.boards[1], reply, opponent))]:
            return ["the discs the square turns are not these"]
        return []
    found = KEY_REPLY_PATTERN.match(text)
    if found is not None:
        return check_key_reply(found, name, piece, played, best)
    found = LEAVES_BEST_PATTERN.match(text)
    if found is not None:
        edge = reply[0] in (0, SIZE - 1) or reply[1] in (0, SIZE - 1)
        if [found.group(1), found.group(2)] != [opponent, name(reply)] or (
                reply != best.moves[0] or not edge):
            return ["the reply is not the best move's edge square"]
        return []
    found = NEW_REPLY_PATTERN.match(text)
    if found is None:
        return ["cannot read: " + text]
    problems = []
    if [found.group(2), found.group(3), found.group(4)] \
            != [opponent, name(reply), name(best.moves[0])]:
        problems.append("the side or squares named are not these")
    if own_flips(best.boards[1], reply, opponent):
        problems.append("the best move allows {} too".format(name(reply)))
    edge = reply[0] in (0, SIZE - 1) or reply[1] in (0, SIZE - 1)
    if ("onto the edge" in text) != edge:
        problems.append("{} is said to be on the edge, or not, wrongly"
                        .format(name(reply)))
    left = is_left_open(played, opponent)
    if left != (found.group(1) == "leaves"):
        problems.append("{} is {}left open by the move".format(
            name(reply), "" if left else "not "))
    return problems


def is_left_open(played, opponent):
    """Returns: whether the line's reply was open to the opponent before
    the move and turns none of the move's discs (left open, not set up
    or given, by the move)."""
    reply = played.moves[1]
    mine = [list(played.moves[0])] + [list(square)
                                      for square in played.flips[0]]
    return bool(own_flips(played.boards[0], reply, opponent)) and not any(
        list(square) in mine for square in played.flips[1])


def check_key_reply(found, name, piece, played, best):
    """Returns: what is false in a reason that the move sets up the
    opponent's reply, by what the rules can check: the side and squares
    named, and whether the best move allows the reply."""
    opponent = other(piece)
    reply = played.moves[1]
    problems = []
    if [found.group(2), found.group(3), found.group(4) or found.group(5)] \
            != [opponent, name(reply), name(best.moves[0])]:
        problems.append("the side or squares named are not these")
    allowed = bool(own_flips(best.boards[1], reply, opponent))
    if allowed != (found.group(5) is not None):
        problems.append("the best move {} {}".format(
            "allows" if allowed else "does not allow", name(reply)))
    left = is_left_open(played, opponent)
    if left != (found.group(1) == "leaves"):
        problems.append("{} is {}left open by the move".format(
            name(reply), "" if left else "not "))
    return problems


def check_follow_up(board, piece, judged, reason, text):
    """Returns: what is false in a reason that the move leaves the
    opponent's reply open, as the best move does, and that the best move
    gives the mover an answer to it the move does not allow (or makes
    weaker, the search's word): the squares named, the reply left open
    by the move and allowed by the best, and the line quoted: the best
    move, the reply, the answer."""
    found = FOLLOW_UP_PATTERN.match(text)
    opponent = other(piece)
    name = lambda move: proj2.format_square_name(board, move)  # noqa: E731
    played = replay(board, piece, proj2.get_reason_line(judged.played)[:2])
    line = replay(board, piece, reason.line)
    if len(played.moves) != 2 or len(line.moves) != 3 or line.movers != [
            piece, opponent, piece] or line.moves[1] != played.moves[1]:
        return ["the lines are not the move's and the best move's, with "
                "the same reply"]
    move, reply = played.moves
    problems = []
    if [found.group(1), found.group(2), found.group(3), found.group(4),
            found.group(5), found.group(6) or found.group(7)] != [
            opponent, name(reply), name(judged.best.move), piece,
            name(line.moves[2]), name(move)]:
        problems.append("the side or squares named are not these")
    if line.moves[0] != judged.best.move:
        problems.append("the line does not start with the best move")
    if line.moves[2] == move:
        problems.append("the answer is the move itself")
    if not own_flips(board, reply, opponent) or any(
            square in [move] + played.flips[0]
            for square in played.flips[1]):
        problems.append("{} is not left open by the move".format(
            name(reply)))
    allowed = bool(own_flips(played.boards[2], line.moves[2], piece))
    if allowed != (found.group(7) is not None):
        problems.append("{} is {}open after the move and {}".format(
            name(line.moves[2]), "" if allowed else "not ", name(reply)))
    return problems


def check_parity(board, piece, judged, reason, text, played, best):
    """Returns: what is false in a reason that the move leaves the
    opponent the last square of a small region: the squares a whole
    empty region after the move, odd (or even, its last square the
    side's in the best line), and the line ending with the opponent
    filling it."""
    opponent = other(piece)
    name = lambda move: proj2.format_square_name(board, move)  # noqa: E731
    squares = " ".join(name(square) for square in reason.squares)
    region = {tuple(square) for square in reason.squares}
    after = played.boards[1]
    odd, even = PARITY_PATTERN.match(text), PARITY_EVEN_PATTERN.match(text)
    if odd is not None and [odd.group(1), odd.group(2)] == [squares,
                                                             opponent]:
        odd_said = True
    elif even is not None and [even.group(1), even.group(2), even.group(3),
                               even.group(4)] == [
            opponent, squares, name(judged.best.move), piece]:
        odd_said = False
    else:
        return ["cannot read, or other squares or side: " + text]
    problems = []
    if any(after[row][col] != proj2.EMPTY for row, col in region):
        problems.append("the region is not empty after the move")
    elif region_of(after, next(iter(region))) != region:
        problems.append("the squares are not a whole region")
    if (len(region) % 2 == 1) != odd_said:
        problems.append("the region is {}odd".format(
            "not " if odd_said else ""))
    filled = [index for index in range(1, len(played.moves))
              if all(played.boards[index + 1][row][col] != proj2.EMPTY
                     for row, col in region)]
    if not filled or filled[0] != len(played.moves) - 1 or (
            played.movers[filled[0]] != opponent):
        problems.append("the line does not end with {} filling it"
                        .format(opponent))
    kept = [index for index in range(len(best.moves))
            if all(best.boards[index + 1][row][col] != proj2.EMPTY
                   for row, col in region)]
    if not odd_said and (not kept or best.movers[kept[0]] != piece):
        problems.append("the best line does not keep it for {}".format(
            piece))
    return problems


def check_few_moves(board, piece, text, reason, played, best):
    """Returns: what is false in a reason that the move leaves its side
    only a few moves after the reply: the squares named are all its
    moves there, and the best line leaves more."""
    found = FEW_MOVES_PATTERN.match(text)
    plies = len(reason.line)
    if found is None or len(best.moves) < plies:
        return ["cannot read or replay: " + text]
    left = found.group(2).replace(" and ", ", ").split(", ")
    after = played.boards[plies]
    moves = sorted(proj2.format_square_name(board, [row, col])
                   for row in range(SIZE) for col in range(SIZE)
                   if own_flips(after, [row, col], piece))
    problems = []
    if sorted(left) != moves or found.group(1) != piece:
        problems.append("{}'s moves are {}, not these".format(piece, moves))
    best_moves = count_moves(best.boards[plies], piece)[1]
    if int(found.group(5)) != best_moves or best_moves <= len(moves):
        problems.append("the best line leaves {} moves".format(best_moves))
    if (found.group(3) != name_line(board, played.moves[:plies])
            or found.group(4) != name_line(board, best.moves[:plies])):
        problems.append("the lines named are not these")
    return problems


def check_count(board, piece, text, played, best):
    """Returns: what is false in a count to the end: both lines end the
    game, with the counts said."""
    found = COUNT_PATTERN.match(text)
    if found is None:
        return ["cannot read: " + text]
    problems = []
    ends = [played.boards[-1], best.boards[-1]]
    if any(own_moves(end, X) or own_moves(end, O) for end in ends):
        problems.append("a line does not end the game")
    counts = [sum(row.count(side) for row in end) for end in ends
              for side in (piece, other(piece))]
    said = [int(found.group(number)) for number in (3, 5, 7, 8)]
    if said != counts or [found.group(2), found.group(4)] != [piece,
                                                               other(piece)]:
        problems.append("counts {} on the boards, {} said".format(counts,
                                                                   said))
    if [found.group(1), found.group(6)] != [name_line(board, played.moves),
                                            name_line(board, best.moves)]:
        problems.append("the lines quoted are not the lines")
    return problems


def check_too_soon(board, piece, judged, text, played, best):
    """Returns: what is false in a spare move said to come a move too
    soon: the opponent cannot play its square, the best line (played
    here, the line quoted) plays it at the mover's next move, and the
    answer said opened at once is the move's reply, new then, on the edge
    or an X-square, and not open after the best move."""
    opponent = proj2.get_opponent(piece)
    name = lambda move: proj2.format_square_name(board, move)  # noqa: E731
    found = SOON_PATTERN.match(text)
    if found is None:
        return ["cannot read: " + text]
    square, problems = judged.played.move, []
    if [found.group(1), found.group(6), found.group(7), found.group(8)] != [
            name(square), name(judged.best.move), name(square), opponent]:
        problems.append("the squares or side named are not these")
    if own_flips(board, square, opponent):
        problems.append("{} can play {}".format(opponent, name(square)))
    if len(played.moves) != 3 or played.moves[-1] != square or (
            played.movers[-1] != piece) or played.moves[0] != best.moves[0]:
        problems.append("the best line does not play the move next")
    if found.group(9) != name_line(board, played.moves):
        problems.append("the moves written are not the line's")
    if found.group(4) is not None:
        problems += check_opened_at_once(board, piece, judged, found)
    return problems


def is_x_square_of_empty_corner(board, square):
    """Returns: whether a square stands diagonally beside an empty
    corner."""
    row, col = square
    for corner_row in (0, SIZE - 1):
        for corner_col in (0, SIZE - 1):
            if (abs(row - corner_row), abs(col - corner_col)) == (1, 1):
                return board[corner_row][corner_col] == proj2.EMPTY
    return False


def check_opened_at_once(board, piece, judged, said):
    """Returns: what is false in the answer a move too soon opens at
    once (see check_too_soon)."""
    opponent = proj2.get_opponent(piece)
    name = lambda move: proj2.format_square_name(board, move)  # noqa: E731
    line = replay(board, piece, proj2.get_reason_line(judged.played)[:2])
    best = replay(board, piece, [judged.best.move])
    if len(line.moves) < 2 or not line.moves[1]:
        return ["the move has no reply to name"]
    reply, problems = line.moves[1], []
    side = said.group(2) or said.group(3)
    edge = reply[0] in (0, SIZE - 1) or reply[1] in (0, SIZE - 1)
    if side != opponent or said.group(4) != name(reply) or (
            said.group(5) != name_line(board, line.moves)):
        problems.append("the answer named is not the line's reply")
    if (said.group(2) is not None) != edge:
        problems.append("{} is said to be on the edge, or not, wrongly"
                        .format(name(reply)))
    if not edge and not is_x_square_of_empty_corner(board, reply):
        problems.append("{} is no X-square of an empty corner".format(
            name(reply)))
    if own_flips(board, reply, opponent):
        problems.append("{} was open before the move".format(name(reply)))
    if own_flips(best.boards[1], reply, opponent):
        problems.append("{} is open after the best move".format(
            name(reply)))
    return problems


def find_problems(board, piece, judged, reason):
    """Returns: what is false in a reason's claim, checked on its line
    replayed from board (piece to move), [] when all holds."""
    opponent = proj2.get_opponent(piece)
    played = replay(board, piece, reason.line)
    best_line = proj2.get_reason_line(judged.best)
    best = replay(board, piece, best_line)
    name = lambda move: proj2.format_square_name(board, move)  # noqa: E731
    problems = []
    if len(played.moves) != len(reason.line):
        return ["the line stops at an illegal move after {} moves".format(
            len(played.moves))]
    if not reason.line or list(reason.line[0]) not in [judged.played.move,
                                                       judged.best.move]:
        return ["the line starts with neither the move nor the best"]
    from_best = list(reason.line[0]) == judged.best.move
    text = reason.text
    deep = DEEP_PATTERN.match(text)
    if deep is not None:
        text = deep.group(2)
        if int(deep.group(1)) != len(reason.line) - 1 or not reason.deep:
            problems.append("the depth said is not the line's")
        if len(reason.line) <= proj2.NEAR_PLIES:
            problems.append("a near reason is said to be deep")
    elif (len(reason.line) > proj2.NEAR_PLIES or reason.deep) and (
            reason.kind not in getattr(proj2, "SAYS_OWN_DEPTH", [])):
        # (A spare move says how far on in its own words, checked below.)
        problems.append("a deep reason is not said to be deep")
    written = None
    if ": " in text:
        written = text.rsplit(": ", 1)[1]
    elif " after " in text and reason.kind in CORNER_KINDS:
        written = text.rsplit(" after ", 1)[1]
    if reason.kind in LINE_KINDS and written is not None and written != (
            name_line(board, reason.line)):
        problems.append("the moves written are not the line's")
    if reason.kind in CORNER_KINDS:
        problems += check_corner(board, piece, judged, reason, text, played,
                                 best, from_best)
    elif reason.kind == proj2.REASON_MOBILITY and " to reply " in text:
        found = REPLIES_PATTERN.match(text)
        if found is None:
            return ["cannot read: " + text]
        said = [int(found.group(2)), int(found.group(4))]
        counts = [count_moves(played.boards[1], piece)[0],
                  count_moves(best.boards[1], piece)[0]]
        if said != counts:
            problems.append("replies {} on the boards, {} said".format(
                counts, said))
        if [found.group(1), found.group(3)] != [opponent,
                                                name(judged.best.move)]:
            problems.append("the side or the best move named is not this")
        if counts[0] <= counts[1]:
            problems.append("the move leaves no more replies")
    elif reason.kind == proj2.REASON_MOBILITY and " only " in text:
        problems += check_few_moves(board, piece, text, reason, played,
                                    best)
    elif reason.kind == proj2.REASON_MOBILITY:
        found = MOBILITY_PATTERN.match(text)
        plies = len(reason.line)
        if found is None or len(best.moves) < plies:
            return ["cannot read or replay: " + text]
        said = [int(found.group(number)) for number in (2, 4, 7, 8)]
        counts = (count_moves(played.boards[plies], piece)
                  + count_moves(best.boards[plies], piece))
        if said != counts:
            problems.append("counts {} on the boards, {} said".format(
                counts, said))
        if (found.group(5) != name_line(board, played.moves[:plies])
                or found.group(6) != name_line(board, best.moves[:plies])
                or [found.group(1), found.group(3)] != [opponent, piece]):
            problems.append("the lines or sides named are not these")
        if counts[3] - counts[2] <= counts[1] - counts[0]:
            problems.append("the best move's mobility is not better")
    elif reason.kind == proj2.REASON_FRONTIER and " turns " in text:
        found = LOUD_PATTERN.match(text)
        if found is None or len(best.moves) < 1:
            return ["cannot read or replay: " + text]
        said = [int(found.group(number)) for number in (2, 3, 5)]
        counts = [len(played.flips[0]), len(turned_frontier(played)),
                  len(best.flips[0])]
        if said != counts:
            problems.append("turned {} on the boards, {} said".format(
                counts, said))
        if [found.group(1), found.group(4)] != [name(judged.played.move),
                                                name(judged.best.move)]:
            problems.append("the moves named are not these")
        if counts[0] - counts[2] < 3 or counts[1] <= len(
                turned_frontier(best)):
            problems.append("the move is not the louder")
    elif reason.kind == proj2.REASON_FRONTIER and " after " in text:
        found = FRONTIER_REPLY_PATTERN.match(text)
        plies = len(reason.line)
        if found is None or len(best.moves) < plies:
            return ["cannot read or replay: " + text]
        said = [int(found.group(number)) for number in (2, 4, 7, 8)]
        counts = (side_frontiers(played.boards[plies], piece)
                  + side_frontiers(best.boards[plies], piece))
        if said != counts:
            problems.append("frontier {} on the boards, {} said".format(
                counts, said))
        if [found.group(5), found.group(6)] != [
                name_line(board, played.moves),
                name_line(board, best.moves[:plies])]:
            problems.append("the lines quoted are not the lines")
        if [found.group(1), found.group(3)] != [piece, opponent]:
            problems.append("the sides named are not these")
        if counts[0] - counts[1] <= counts[2] - counts[3]:
            problems.append("the move's line's frontier is not the longer")
    elif reason.kind == proj2.REASON_FRONTIER:
        found = FRONTIER_PATTERN.match(text)
        if found is None:
            return ["cannot read: " + text]
        said = [int(found.group(1)), int(found.group(4))]
        counts = [len(move_frontier(played)), len(move_frontier(best))]
        if said != counts:
            problems.append("frontier {} on the boards, {} said".format(
                counts, said))
        if [found.group(2), found.group(3)] != [opponent,
                                                name(judged.best.move)]:
            problems.append("the side or the best move named is not this")
        if counts[0] <= counts[1]:
            problems.append("the move's frontier is not the larger")
    elif reason.kind == proj2.REASON_WEDGE:
        found = WEDGE_PATTERN.match(text)
        square = list(reason.squares[0])
        if found is None or [found.group(1), found.group(2),
                             found.group(3)] != [opponent, name(square),
                                                 piece]:
            return ["cannot read, or another square or side: " + text]
        index = len(played.moves) - 1
        before = played.boards[index]
        beside = edge_neighbours(before, square)
        if played.moves[index] != square or played.movers[index] != (
                opponent):
            problems.append("{} is not played by {} at the line's end"
                            .format(name(square), opponent))
        if not beside or any(before[row][col] != piece
                             for row, col in beside):
            problems.append("{} is not between two of {}'s edge discs"
                            .format(name(square), piece))
    elif reason.kind == proj2.REASON_PARITY:
        problems += check_parity(board, piece, judged, reason, text, played,
                                 best)
    elif reason.kind == proj2.REASON_STABLE:
        found = STABLE_PATTERN.match(text)
        horizon = len(played.moves)
        if found is None or len(best.moves) < horizon:
            return ["cannot read or replay: " + text]
        said = [int(found.group(number)) for number in (3, 5, 7, 8)]
        counts = (stable_counts(played.boards[horizon], piece)
                  + stable_counts(best.boards[horizon], piece))
        if said != counts:
            problems.append("stable {} on the boards, {} said".format(
                counts, said))
        if [found.group(1), found.group(6)] != [
                name_line(board, played.moves),
                name_line(board, best.moves[:horizon])]:
            problems.append("the lines quoted are not the lines")
        if [found.group(2), found.group(4)] != [opponent, piece]:
            problems.append("the sides named are not these")
        if counts[3] - counts[2] <= counts[1] - counts[0]:
            problems.append("the best line's stable discs are not better")
    elif reason.kind == proj2.REASON_TEMPO:
        found = PASS_PATTERN.match(text)
        side = piece
        if found is None:
            found = FORCES_PASS_PATTERN.match(text)
            side = opponent
            if found is None or found.group(1) != name(judged.best.move):
                return ["cannot read: " + text]
        if found.group(1 if side == piece else 2) != side or (
                from_best != (side == opponent)):
            problems.append("the side or the line is not the one named")
        if not any(move == [] and mover == side for move, mover
                   in zip(played.moves, played.movers)):
            problems.append("{} does not pass in the line".format(side))
    elif FOLLOW_UP_PATTERN.match(text) is not None:
        problems += check_follow_up(board, piece, judged, reason, text)
    elif reason.kind in (proj2.REASON_RETAKEN, proj2.REASON_NEW_REPLY,
                         proj2.REASON_KEY_REPLY,
                         getattr(proj2, "REASON_SHARED_REPLY", None)):
        problems += check_reply(board, piece, text, played, best, from_best)
    elif reason.kind == proj2.REASON_SPARE and " too soon" in text:
        problems += check_too_soon(board, piece, judged, text, played, best)
    elif reason.kind == proj2.REASON_SPARE:
        found = SPARE_PATTERN.match(text)
        if found is None:
            return ["cannot read: " + text]
        square = judged.played.move
        if [found.group(1), found.group(2), found.group(3)] != [
                name(square), opponent, name(judged.best.move)]:
            problems.append("the squares or side named are not these")
        if own_flips(board, square, opponent):
            problems.append("{} can play {}".format(opponent, name(square)))
        if not from_best or played.moves[-1] != square or (
                played.movers[-1] != piece):
            problems.append("the best line does not end with the move")
        if found.group(5) != name_line(board, played.moves):
            problems.append("the moves written are not the line's")
        # Said how far on where beyond the near moves, and only there.
        later = len(played.moves) - 1
        if found.group(4) != (str(later) if later >= proj2.NEAR_PLIES
                              else None):
            problems.append("how far on it is played is not said rightly")
    elif reason.kind == proj2.REASON_COUNT:
        problems += check_count(board, piece, text, played, best)
    elif reason.kind in (proj2.REASON_EDGE, proj2.REASON_UNBALANCED_EDGE):
        found = UNBALANCED_PATTERN.match(text)
        if found is not None:
            side = found.group(1)
            halves = [int(found.group(3)), int(found.group(4))]
            if halves[0] == halves[1]:
                problems.append("the edge said unbalanced is balanced")
        else:
            found = BALANCED_PATTERN.match(text)
            if found is None:
                return ["cannot read: " + text]
            side = found.group(1)
            count = len(found.group(2).split())
            halves = [count // 2, count - count // 2]
        if side != (piece if text.startswith("leaves") else opponent) or (
                from_best):
            problems.append("the side or the line is not the one named")
        problems += check_edge(played.boards[-1], side,
                               found.group(2).split(), halves)
    elif reason.kind == proj2.REASON_GAME_END:
        found = GAME_END_PATTERN.match(text)
        if found is None:
            return ["cannot read: " + text]
        end = played.boards[-1]
        if own_moves(end, X) or own_moves(end, O):
            problems.append("the game does not end at the line's end")
        if int(found.group(1)) != sum(row.count(proj2.EMPTY)
                                      for row in end):
            problems.append("another number of empty squares")
        said = {found.group(4): int(found.group(5)),
                found.group(6): int(found.group(7))}
        if said != {side: sum(row.count(side) for row in end)
                    for side in (X, O)} or found.group(4) != piece:
            problems.append("the final counts are not the board's")
    else:
        problems.append("a kind the benchmark does not know")
    return problems


class Tally:
    """What the with-reasons reviews count."""

    def __init__(self):
        self.marked = [0] * len(proj2.MARK_NAMES)
        self.explained = [0] * len(proj2.MARK_NAMES)
        self.kinds = collections.Counter()
        self.unexplained = []
        self.claims = Claims()
        # Mistakes and blunders whose first reason is near; marked moves
        # whose first reason is mobility; first reasons by kind.
        self.near_first = 0
        self.mobility_first = 0
        self.first_kinds = collections.Counter()
        # [where, review line, first reason or None] of mistakes and
        # blunders, for reading as a strong player would.
        self.serious = []
        # {game: [(number, piece, judged, reasons)]} of marked moves.
        self.marked_moves = collections.defaultdict(list)
        # For each marked move checked (--agree): None where why agrees
        # with the review, else what differs.
        self.agreement = []
        # [where, board, piece, judged] of every marked move (--save).
        self.kept = []


def is_deep(reason):
    """Returns: whether a reason's evidence lies past the move and the
    four after it (by its line, for a copy of proj2 from before the
    teacher's order)."""
    return len(reason.line) > getattr(proj2, "NEAR_PLIES", 5)


def make_note(tally, game, start, history, shown):
    """Returns: a note_judged for review_game that counts the marked moves
    of game with find_reasons' reasons and checks each claim."""
    boards = boards_before(start, history)

    def note(number, piece, judged):
        if judged is None or proj2.get_judged_mark(judged) is None:
            return
        mark = proj2.get_judged_mark(judged)
        board = boards[number - 1]
        reasons = proj2.find_reasons(board, piece, judged, proj2.GameStudy(
            RULES, proj2.format_square_name))
        tally.marked[mark] += 1
        where = "game {} move {}".format(game, number)
        tally.marked_moves[game].append((number, piece, judged, reasons))
        tally.kept.append([where, board, piece, judged])
        if reasons:
            tally.first_kinds[reasons[0].kind] += 1
            if reasons[0].kind == proj2.REASON_MOBILITY:
                tally.mobility_first += 1
            if mark >= 1 and not is_deep(reasons[0]):
                tally.near_first += 1
        if mark >= 1:
            tally.serious.append([where, shown[-1], judged])
        if reasons:
            tally.explained[mark] += 1
        elif mark >= 1:
            tally.unexplained.append([where, shown[-1], name_line(
                board, judged.played.line), name_line(
                board, judged.best.line), judged.played.depth,
                judged.best.depth])
        for reason in reasons:
            tally.kinds[reason.kind] += 1
            # A copy from before the teacher's order writes its own
            # texts: only its order and coverage are measured.
            if hasattr(proj2, "NEAR_PLIES"):
                tally.claims.check(where, board, piece, judged, reason)
    return note


def review(start, history, seed, think, jobs, note, shown, explain):
    """Reviews a game with fresh Settings; explain False makes the why
    lines '' (find_reasons never called). Returns: [seconds of the review
    without the note's own time, seconds in explain_review_move]."""
    spent = [0.0, 0.0]
    original = proj2.explain_review_move

    def timed_explain(*arguments):
        began = time.perf_counter()
        text = original(*arguments)
        spent[1] += time.perf_counter() - began
        return text

    def timed_note(*arguments):
        began = time.perf_counter()
        note(*arguments)
        spent[0] += time.perf_counter() - began

    proj2.explain_review_move = (timed_explain if explain
                                 else lambda *arguments: "")
    try:
        began = time.perf_counter()
        proj2.review_game(start, history, proj2.GameStudy(
            RULES, proj2.format_square_name,
            settings=proj2.create_settings(seed, think=think), jobs=jobs),
                          NAMES, shown.append, timed_note)
        total = time.perf_counter() - began
    finally:
        proj2.explain_review_move = original
    return [total - spent[0], spent[1]]


class Shown(list):
    """The lines a review shows (only the last few kept)."""

    def append(self, line):
        """Keeps line as the last shown."""
        super().append(line)
        del self[:-2]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=DEFAULT_GAMES)
    parser.add_argument("--think", type=float, default=DEFAULT_THINK)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--year", type=int, default=DEFAULT_YEAR)
    parser.add_argument("--data", default=str(DATA_DIR))
    parser.add_argument("--sample", type=int, default=SAMPLE_MOST,
                        help="the most no-reason moves shown")
    parser.add_argument("--played", type=int, default=0,
                        help="games played here (level2 against level3, "
                        "from seeded random openings) reviewed instead")
    parser.add_argument("--agree", type=int, default=0,
                        help="games whose marked moves why checks")
    parser.add_argument("--show", type=int, default=0,
                        help="mistakes and blunders shown with reasons")
    parser.add_argument("--save", default=None,
                        help="a file to keep every marked move in (pickle: "
                        "[where, board, piece, judged]), to try the "
                        "finders on again without reviewing")
    args = parser.parse_args()
    if args.played:
        games = play_games(args.played, args.seed)
        print("{} games played here (seed {}), think {} s a position, "
              "{} process(es)".format(len(games), args.seed, args.think,
                                      args.jobs))
    else:
        games = read_games(args.data, args.year, args.games, args.seed)
        print("{} WTHOR games of {} (seed {}), think {} s a position, "
              "{} process(es)".format(len(games), args.year, args.seed,
                                      args.think, args.jobs))
    tally = Tally()
    times = {True: 0.0, False: 0.0}
    explaining = 0.0
    for index, (number, moves) in enumerate(games):
        start = proj2.create_start_board(rules=RULES)
        loaded = proj2.replay_move_string(moves, start, X, RULES)
        if loaded.error:
            print("game {}: {}".format(number, loaded.error))
            continue
        history = loaded.history
        game = "{}:{}".format("played" if args.played else args.year,
                              number)
        seconds = {}
        # Alternate which review goes first, so drift in the machine's
        # load falls on both alike.
        for explain in ([True, False] if index % 2 == 0
                        else [False, True]):
            shown = Shown()
            note = (make_note(tally, game, start, history, shown) if explain
                    else lambda *arguments: None)
            seconds[explain], spent = review(start, history, args.seed,
                                             args.think, args.jobs, note,
                                             shown, explain)
            times[explain] += seconds[explain]
            if explain:
                explaining += spent
        print("game {}: {:6.1f} s with why lines, {:6.1f} s without"
              .format(game, seconds[True], seconds[False]), flush=True)
        if index < args.agree:
            check_agreement(tally, game, start, history, args)
    report(tally, times, explaining, args.sample)
    if args.save:
        with open(args.save, "wb") as kept:
            pickle.dump(tally.kept, kept)
    for where, line, judged in spread(tally.serious, args.show):
        print("  " + where)
        for part in line.split("\n"):
            print("    " + part.strip())
        print("    played line: {}".format(" ".join(
            proj2.format_square_name(proj2.create_start_board(rules=RULES),
                                     move) if move else "pass"
            for move in judged.played.line)))
        print("    best line:   {}".format(" ".join(
            proj2.format_square_name(proj2.create_start_board(rules=RULES),
                                     move) if move else "pass"
            for move in judged.best.line)))
    if tally.agreement:
        agreed = sum(1 for problem in tally.agreement if problem is None)
        print("why MOVE against the review, marked moves: {} / {} agree on "
              "value, verdict and first reason".format(
                  agreed, len(tally.agreement)))
        for problem in tally.agreement:
            if problem is not None:
                print("  DIFFERS " + problem)


def check_agreement(tally, game, start, history, args):
    """Asks why MOVE of every marked move of a game, in the position before
    it, as the prompt's why does (judge_game_move in a fresh session on
    the game so far and the move, then find_reasons), and notes in
    tally.agreement None where its review line and first reason are the
    review's, else what differs."""
    boards = boards_before(start, history)
    for number, piece, judged, reasons in tally.marked_moves[game]:
        study = proj2.GameStudy(
            RULES, proj2.format_square_name,
            settings=proj2.create_settings(args.seed, think=args.think))
        # why MOVE, asked before the move: the game so far and the move.
        fresh = proj2.judge_game_move(start, history[:number], number - 1,
                                      study)
        board = boards[number - 1]
        asked = proj2.find_reasons(board, piece, fresh, study)
        said = [proj2.format_review_move(number, history[number - 1], found,
                                         board, study)
                for found in (judged, fresh)]
        firsts = [found[0].text if found else None
                  for found in (reasons, asked)]
        if said[0] != said[1] or firsts[0] != firsts[1]:
            tally.agreement.append("game {} move {}: review {!r} {!r}; why "
                                   "{!r} {!r}".format(game, number, said[0],
                                                      firsts[0], said[1],
                                                      firsts[1]))
        else:
            tally.agreement.append(None)


def spread(items, most):
    """Returns: at most most of items, evenly spread over the list."""
    if len(items) <= most:
        return items
    return [items[index * len(items) // most] for index in range(most)]


def report(tally, times, explaining, sample):
    """Prints the figures of the with-reasons reviews and the times."""
    print()
    print("marked moves, with at least one reason / all:")
    for mark, name in enumerate(proj2.MARK_PLURALS):
        print("  {:<12} {:4d} / {:4d}".format(name, tally.explained[mark],
                                              tally.marked[mark]))
    serious = sum(tally.marked[1:])
    covered = sum(tally.explained[1:])
    share = covered / serious if serious else 1.0
    print("mistakes and blunders with a reason: {} / {} = {:.0%} "
          "(goal {:.0%})".format(covered, serious, share, COVERAGE_GOAL))
    print("reasons by kind: " + ", ".join(
        "{} {}".format(kind, count)
        for kind, count in tally.kinds.most_common()))
    print("first reason within the move and the {} after it, of mistakes "
          "and blunders: {} / {} = {:.0%} (goal {:.0%})".format(
              getattr(proj2, "NEAR_PLIES", 5) - 1, tally.near_first,
              serious,
              tally.near_first / serious if serious else 1.0, NEAR_GOAL))
    marked = sum(tally.marked)
    print("first reason mobility, of marked moves: {} / {} = {:.0%} (goal "
          "at most {:.0%})".format(tally.mobility_first, marked,
                                   tally.mobility_first / marked if marked
                                   else 0.0, MOBILITY_GOAL))
    print("first reasons by kind: " + ", ".join(
        "{} {}".format(kind, count)
        for kind, count in tally.first_kinds.most_common()))
    print("claims checked: {}, false: {}".format(tally.claims.checked,
                                                 len(tally.claims.false)))
    for line in tally.claims.false:
        print("  FALSE " + line)
    ratio = times[True] / times[False] if times[False] else float("nan")
    print("review time: {:.1f} s with why lines, {:.1f} s without, ratio "
          "{:.3f} (goal <= {}); {:.2f} s in the why lines ({:.1%} of the "
          "review without)".format(times[True], times[False], ratio,
                                   RATIO_GOAL, explaining, explaining
                                   / times[False] if times[False] else 0))
    print()
    print("mistakes and blunders with no reason ({} of {}, {} shown):"
          .format(len(tally.unexplained), serious,
                  min(sample, len(tally.unexplained))))
    for where, line, played, best, played_depth, best_depth in (
            spread(tally.unexplained, sample)):
        print("  " + where)
        for part in line.split("\n"):
            print("    " + part.strip())
        print("    played line (depth {}): {}".format(played_depth,
                                                       played))
        print("    best line   (depth {}): {}".format(best_depth, best))


if __name__ == "__main__":
    main()
