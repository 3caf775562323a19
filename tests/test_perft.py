"""perft: the number of leaves of the legal-move tree, checked against
published values and against a second counter written here from the
rules alone."""

import re

import pytest

import proj2

# Standard Othello from the start position (Aart Bik's perft table; also
# magpie's and Egaroucid's): depths 1 to 5 (the engine's count reaches
# depth 7 in tests/test_engine.py). Depths 6 (8200) and 7 (55092) of the
# rule functions' count are in tests/bench/bench_sweeps.py, and 8
# (390216) is a benchmark: `python3 proj2.py --rules standard --perft 8`.
STANDARD_PERFT = {1: 4, 2: 12, 3: 56, 4: 244, 5: 1396}
SLOW_STANDARD_PERFT = {6: 8200, 7: 55092}

ORTHOGONAL = [(-1, 0), (1, 0), (0, -1), (0, 1)]
DIAGONAL = [(-1, -1), (-1, 1), (1, -1), (1, 1)]


def independent_perft(discs, size, mover, depth, directions, can_pass):
    """A second perft, sharing no code with proj2: the position is a dict
    {(row, col): 'X' or 'O'} of the occupied squares.

    Parameters: discs -- the position; size -- the board's side; mover --
        the side to move; depth -- plies to go; directions -- (row step,
        col step) pairs; can_pass -- whether a stuck side passes.
    Returns: the number of leaves (a pass is a ply; a finished game is a
        leaf at every later depth)."""
    if depth == 0:
        return 1
    other = "O" if mover == "X" else "X"
    children = []
    for row in range(size):
        for col in range(size):
            if (row, col) in discs:
                continue
            flipped = []
            for d_row, d_col in directions:
                run = []
                r, c = row + d_row, col + d_col
                while discs.get((r, c)) == other:
                    run.append((r, c))
                    r, c = r + d_row, c + d_col
                if run and discs.get((r, c)) == mover:
                    flipped += run
            if flipped:
                child = dict(discs)
                child[(row, col)] = mover
                child.update({square: mover for square in flipped})
                children.append(child)
    if children:
        return sum(independent_perft(child, size, other, depth - 1,
                                     directions, can_pass)
                   for child in children)
    if can_pass and has_move(discs, size, other, directions):
        return independent_perft(discs, size, other, depth - 1, directions,
                                 can_pass)
    return 1


def has_move(discs, size, mover, directions):
    """Parameters: as independent_perft.
    Returns: True if mover has a capturing move."""
    other = "O" if mover == "X" else "X"
    for row in range(size):
        for col in range(size):
            if (row, col) in discs:
                continue
            for d_row, d_col in directions:
                r, c, seen = row + d_row, col + d_col, 0
                while discs.get((r, c)) == other:
                    r, c, seen = r + d_row, c + d_col, seen + 1
                if seen and discs.get((r, c)) == mover:
                    return True
    return False


def start_discs(size):
    """Parameters: size -- the board's side. Returns: the start position,
    X on the top-left and bottom-right squares of the centre four."""
    top = size // 2 - 1
    return {(top, top): "X", (top + 1, top + 1): "X",
            (top, top + 1): "O", (top + 1, top): "O"}


@pytest.mark.parametrize("depth, leaves", STANDARD_PERFT.items())
def test_standard_perft_matches_the_published_table(depth, leaves):
    board = proj2.create_start_board(rules=proj2.STANDARD_RULES)
    assert proj2.count_perft_leaves(board, proj2.PLAYER_PIECE, depth,
                                    proj2.STANDARD_RULES) == leaves


def test_perft_of_depth_zero_is_the_position_itself():
    assert proj2.count_perft_leaves(proj2.create_board(), "X", 0) == 1


@pytest.mark.parametrize("depth", [1, 2, 3, 4, 5])
def test_umbc_perft_agrees_with_an_independent_counter(depth):
    expected = independent_perft(start_discs(8), 8, "X", depth, ORTHOGONAL,
                                 False)
    assert proj2.count_perft_leaves(proj2.create_board(), "X", depth,
                                    proj2.UMBC_RULES) == expected


@pytest.mark.parametrize("depth", [1, 2, 3, 4, 5])
def test_six_by_six_standard_perft_agrees_with_an_independent_counter(depth):
    expected = independent_perft(start_discs(6), 6, "X", depth,
                                 ORTHOGONAL + DIAGONAL, True)
    board = proj2.create_start_board(6, 6, rules=proj2.STANDARD_RULES)
    assert proj2.count_perft_leaves(board, "X", depth,
                                    proj2.STANDARD_RULES) == expected


def test_umbc_first_plies_by_hand():
    # Depth 1: X's four moves 2 4, 3 5, 4 2, 5 3. After 2 4 (flipping
    # 3 4) O, with its one disc on 4 3, can sandwich X only at 2 3 (down
    # through 3 3) and 4 5 (left through 4 4): two replies, and the four
    # openings are symmetric, so depth 2 has 8 leaves. (Standard rules
    # add the diagonal reply 2 5, giving 12.)
    board = proj2.create_board()
    assert proj2.count_perft_leaves(board, "X", 1) == 4
    proj2.apply_move(board, 2, 4, "X")
    assert proj2.get_valid_moves(board, "O") == [[2, 3], [4, 5]]
    assert proj2.count_perft_leaves(proj2.create_board(), "X", 2) == 8


def test_perft_command_prints_leaves_time_and_rate(program):
    result = program(b"", args=("--perft", "3", "--rules", "standard"))
    assert result.returncode == 0
    lines = result.stdout.decode().splitlines()
    assert lines[0] == "56"
    assert re.fullmatch(r"time: \d+\.\d{3} s", lines[1])
    assert re.fullmatch(r"leaves per second: \d+", lines[2])
    assert len(lines) == 3
