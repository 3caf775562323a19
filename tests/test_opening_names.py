"""Othello's named openings: every catalogued line is legal, is found
however the board is turned or mirrored, names one position once, and
shows in the status line and the review."""

import pytest

import proj2

X, O = proj2.PLAYER_PIECE, proj2.COMPUTER_PIECE
STANDARD = proj2.STANDARD_RULES
LINES = [entry[0] for entry in proj2.OPENING_NAMES]


def symmetric_line(line, symmetry):
    """Returns: a move string turned by one of the board's 8 symmetries:
    symmetry's bits say whether to swap rows and columns, then mirror
    the rows, then mirror the columns."""
    board = proj2.create_start_board(rules=STANDARD)
    words = []
    for index in range(0, len(line), 2):
        row, col = proj2.parse_square_name(line[index:index + 2], board)
        if symmetry & 1:
            row, col = col, row
        if symmetry & 2:
            row = 7 - row
        if symmetry & 4:
            col = 7 - col
        words.append(proj2.format_square_name(board, [row, col]))
    return "".join(words)


def history_of(line):
    """Returns: the [piece, move] entries of a legal move string."""
    replayed = proj2.replay_move_string(
        line, proj2.create_start_board(rules=STANDARD), X, STANDARD)
    assert replayed.error == "", line
    return replayed.history


@pytest.mark.parametrize("line", LINES)
def test_every_named_line_is_legal(line):
    assert len(history_of(line)) == len(line) // 2


def test_there_are_about_seventy_to_a_hundred_names():
    assert 70 <= len(proj2.OPENING_NAMES) <= 100


def test_no_position_has_two_entries():
    assert len(proj2.load_opening_names().names) == len(LINES)


@pytest.mark.parametrize("symmetry", range(8))
def test_every_opening_is_found_however_the_board_is_turned(symmetry):
    # Four of the symmetries keep the start position; the other four
    # turn it into the other start (d4 black), which --start x gives.
    top_left = O if symmetry in (0, 1, 6, 7) else X
    start = proj2.create_start_board(top_left=top_left, rules=STANDARD)
    for entry in proj2.OPENING_NAMES:
        turned = symmetric_line(entry[0], symmetry)
        history = [[X if index % 4 == 0 else O,
                    proj2.parse_square_name(turned[index:index + 2],
                                            start)]
                   for index in range(0, len(turned), 2)]
        assert proj2.find_opening_name(start, history, STANDARD) == (
            proj2.ReachedOpening(entry[1:], len(entry[0]) // 2))


def test_the_tiger_is_named_after_each_of_the_four_first_moves():
    start = proj2.create_start_board(rules=STANDARD)
    first_moves = set()
    for symmetry in range(8):
        line = symmetric_line("f5d6c3d3c4", symmetry)
        replayed = proj2.replay_move_string(line, start, X, STANDARD)
        if replayed.error == "":
            first_moves.add(line[:2])
            assert proj2.find_opening_name(start, replayed.history,
                                           STANDARD) == (
                proj2.ReachedOpening(["Tiger"], 5))
    assert first_moves == {"f5", "d3", "c4", "e6"}


def test_a_game_keeps_the_last_name_it_reached():
    # After the Stephenson (move 7), O's moves b4, f3 and g5 are named;
    # any other keeps the Stephenson's name.
    start = proj2.create_start_board(rules=STANDARD)
    history = history_of("f5d6c3d3c4f4f6")
    board = proj2.replay_move_string("f5d6c3d3c4f4f6", start, X,
                                     STANDARD).board
    other = [move for move in proj2.get_rule_moves(board, O, STANDARD)
             if proj2.format_square_name(board, move) not in
             ("b4", "f3", "g5")][0]
    assert proj2.find_opening_name(start, history + [[O, other]],
                                   STANDARD) == (
        proj2.ReachedOpening(["Stephenson"], 7))


def test_other_games_are_not_named():
    board = proj2.create_board()
    assert proj2.find_opening_name(board, [[X, [2, 4]]],
                                   proj2.UMBC_RULES) == (
        proj2.ReachedOpening([], 0))


def test_the_status_line_names_the_opening(program):
    result = program(b"quit\n", args=("--moves", "f5d6c3d3c4", "--style",
                                      "rich", "--o", "human"))
    assert "Move 6. X 6, O 3. O to play. Opening: Tiger." in \
        result.stdout.decode()


def test_the_review_names_the_opening_and_its_move(program):
    result = program(b"", args=("--review", "f5f6e6d6e7g5c5"),
                     node_limit=500)
    assert "Opening: Heath-Bat, from move 7." in result.stdout.decode()
    result = program(b"", args=("--review", "f5f6e6d6e7"), node_limit=500)
    assert "Opening: Heath (also Tobidashi), from move 5." in \
        result.stdout.decode()
