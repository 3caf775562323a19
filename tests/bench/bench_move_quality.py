"""Benchmark, not a test (pytest does not collect it): how good level5's
moves are on positions of real games, by a strong engine's values.

The positions are those of WTHOR games (one a game, the empty squares
in a range, the side to move with two moves or more); level5 picks its
move in each with repeatable Settings (one process, its budget counted
in positions, so the machine's load changes nothing), and Egaroucid
(the shared benchmark engine, ../shared/bench/egaroucid) values the
position after each legal move: the move's loss is the best move's
value less its own, in discs. Egaroucid solves positions with
--solve-empties empty squares or fewer exactly and values the others at
--level. With --vs the two modules pick in each position in turn (the
other one with --vs-think seconds, if given); the figures are the discs
lost in all, how many moves lost nothing, and the seconds and positions
level5 took.

Run from the project root:
    python3 tests/bench/bench_move_quality.py [--year 2002]
        [--empties 18-26] [--positions 60] [--level 12]
        [--solve-empties 22] [--think 1] [--vs PATH] [--vs-think T]
"""

import argparse
import importlib.util
import pathlib
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
import proj2  # noqa: E402

SHARED = ROOT.parent / "shared"
GAMES = SHARED / "data" / "wthor"
EGAROUCID_BUILD = SHARED / "bench" / "egaroucid" / "build.sh"
COLUMNS = "abcdefgh"
SIDE = 8
OBF_PIECES = {proj2.PLAYER_PIECE: "X", proj2.COMPUTER_PIECE: "O"}


def load_module(path):
    """Returns: the module of a copy of proj2.py."""
    spec = importlib.util.spec_from_file_location("proj2_vs", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def parse_moves(text):
    """Returns: a move string's moves as [row, column] lists."""
    return [[int(text[i + 1]) - 1, COLUMNS.index(text[i])]
            for i in range(0, len(text), 2)]


def play(board, piece, move):
    """Returns: the board and side to move after piece plays move."""
    rules = proj2.STANDARD_RULES
    board = [row[:] for row in board]
    proj2.apply_rule_move(board, move[0], move[1], piece, rules)
    return board, proj2.get_side_to_move(board, proj2.get_opponent(piece),
                                         rules)


def find_positions(year, low, high, count):
    """Returns: up to count (board, piece) positions, one from each of
    the year's games spread over its file, with low to high empties and
    two moves or more for the side to move."""
    lines = (GAMES / f"{year}.txt").read_text().split("\n")
    lines = [line for line in lines if line.strip()]
    step = max(1, len(lines) // (count * 2))
    positions = []
    for number, line in enumerate(lines[::step]):
        board = proj2.create_start_board(
            SIDE, SIDE, rules=proj2.STANDARD_RULES)
        piece = proj2.PLAYER_PIECE
        moves = parse_moves(line.split()[0])
        # Each game stops at a different depth in the range.
        target = high - number % (high - low + 1)
        for move in moves:
            empties = sum(row.count(proj2.EMPTY) for row in board)
            if empties == target:
                if len(proj2.get_rule_moves(board, piece,
                                            proj2.STANDARD_RULES)) > 1:
                    positions.append((board, piece))
                break
            board, piece = play(board, piece, move)
        if len(positions) == count:
            break
    return positions


def to_obf(board, piece):
    """Returns: a position as an .obf line (a1..h8, then the side)."""
    squares = "".join(OBF_PIECES.get(board[row][column], "-")
                      for row in range(SIDE) for column in range(SIDE))
    return f"{squares} {OBF_PIECES[piece]}"


def value_positions(binary, lines, arguments):
    """Returns: Egaroucid's value of each .obf line, for its side."""
    with tempfile.NamedTemporaryFile("w", suffix=".obf") as file:
        file.write("\n".join(lines) + "\n")
        file.flush()
        output = subprocess.run([binary, *arguments, file.name],
                                capture_output=True, text=True,
                                check=True).stdout
    values = []
    for line in output.split("\n"):
        words = line.split()
        if "value" in words:
            values.append(float(words[words.index("value") + 1]))
    assert len(values) == len(lines), output
    return values


def value_children(binary, positions, options):
    """Returns: for each position, {move: Egaroucid's value of the move
    for its mover}; each move is valued by the position after it, at
    the same depth for all, so the moves compare fairly."""
    children = []
    for board, piece in positions:
        for move in proj2.get_rule_moves(board, piece,
                                         proj2.STANDARD_RULES):
            after, side = play(board, piece, move)
            empties = sum(row.count(proj2.EMPTY) for row in after)
            children.append((len(children), tuple(move),
                             to_obf(after, side),
                             1 if side == piece else -1, empties))
    values = {}
    for solve in (True, False):
        chosen = [child for child in children
                  if (child[4] <= options.solve_empties) == solve]
        if not chosen:
            continue
        arguments = ["--solve"] if solve else ["--level",
                                                str(options.level),
                                                "--value"]
        found = value_positions(binary, [child[2] for child in chosen],
                                arguments)
        for child, value in zip(chosen, found):
            values[child[0]] = child[3] * value
    valued = []
    index = 0
    for board, piece in positions:
        moves = {}
        for move in proj2.get_rule_moves(board, piece,
                                         proj2.STANDARD_RULES):
            moves[tuple(move)] = values[index]
            index += 1
        valued.append(moves)
    return valued


def judge(valued, picks):
    """Returns: each pick's loss in discs (the best move's value less the
    pick's)."""
    return [max(moves.values()) - moves[tuple(move)]
            for moves, move in zip(valued, picks)]


def pick(module, board, piece, think):
    """Returns: level5's move, the seconds and positions it took."""
    settings = module.create_settings(seed=1, think=think,
                                      repeatable=True)
    counted = [0]
    original = module.count_search_node

    def count(state):
        counted[0] += 1
        original(state)
    module.count_search_node = count
    try:
        start = time.perf_counter()
        move = module.choose_search_move(board, piece,
                                         module.STANDARD_RULES, settings,
                                         level=module.LEVEL5_PLAYER)
        return move, time.perf_counter() - start, counted[0]
    finally:
        module.count_search_node = original


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--year", default="2002")
    parser.add_argument("--empties", default="18-26")
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--level", type=int, default=12)
    parser.add_argument("--solve-empties", type=int, default=22)
    parser.add_argument("--think", type=float, default=1.0)
    parser.add_argument("--vs")
    parser.add_argument("--vs-think", type=float)
    options = parser.parse_args()
    low, high = (int(part) for part in options.empties.split("-"))
    binary = subprocess.run([str(EGAROUCID_BUILD)], capture_output=True,
                            text=True, check=True).stdout.strip()
    positions = find_positions(options.year, low, high, options.positions)
    modules = {"this": proj2}
    if options.vs:
        modules[options.vs] = load_module(options.vs)
    picks = {name: [] for name in modules}
    seconds = {name: 0.0 for name in modules}
    nodes = {name: 0 for name in modules}
    for number, (board, piece) in enumerate(positions):
        names = list(modules)
        if number % 2:
            names.reverse()
        for name in names:
            think = options.think
            if name != "this" and options.vs_think is not None:
                think = options.vs_think
            move, took, counted = pick(modules[name], board, piece, think)
            picks[name].append(move)
            seconds[name] += took
            nodes[name] += counted
        print(f"position {number + 1} of {len(positions)}: "
              + ", ".join(f"{name} {COLUMNS[picks[name][-1][1]]}"
                          f"{picks[name][-1][0] + 1}" for name in modules),
              flush=True)
    valued = value_children(binary, positions, options)
    for name in modules:
        losses = judge(valued, picks[name])
        kept = sum(1 for loss in losses if loss <= 0)
        print(f"{name}: {sum(losses):g} discs lost in {len(losses)} "
              f"moves, {kept} lost nothing; {seconds[name]:.1f} s, "
              f"{nodes[name] / len(losses):,.0f} positions a move")


if __name__ == "__main__":
    main()
