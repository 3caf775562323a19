"""The rules of the UMBC Reversi project: the board, legal moves,
flipping, the end of the game, the winner and the computer's choice."""

import pytest

import positions
import proj2
from helpers import board_from, squares_that_differ

X = proj2.PLAYER_PIECE
O = proj2.COMPUTER_PIECE
EMPTY = proj2.EMPTY


# ----------------------------------------------------------------------
# The board
# ----------------------------------------------------------------------

def test_new_board_has_the_four_start_pieces_in_the_centre():
    assert proj2.create_board() == board_from(positions.START)


def test_each_new_board_is_independent():
    first = proj2.create_board()
    second = proj2.create_board()
    first[0][0] = X
    assert second == board_from(positions.START)


def test_copy_holds_the_same_pieces():
    board = board_from(positions.SPEC_FLIP_EXAMPLE_BEFORE)
    assert proj2.copy_board(board) == board


def test_changing_a_copy_leaves_the_original_alone():
    board = board_from(positions.SPEC_FLIP_EXAMPLE_BEFORE)
    copy = proj2.copy_board(board)
    for row in copy:
        row[0] = X
    assert board == board_from(positions.SPEC_FLIP_EXAMPLE_BEFORE)


@pytest.mark.parametrize("row, col", [(0, 0), (0, 7), (7, 0), (7, 7),
                                      (3, 4)])
def test_squares_0_to_7_are_on_the_board(row, col):
    assert proj2.is_on_board(proj2.create_board(), row, col)


@pytest.mark.parametrize("row, col", [(-1, 0), (0, -1), (8, 0), (0, 8),
                                      (-1, -1), (8, 8), (10 ** 30, 0)])
def test_squares_outside_0_to_7_are_off_the_board(row, col):
    assert not proj2.is_on_board(proj2.create_board(), row, col)


def test_on_board_follows_the_size_of_the_board_given():
    three_by_five = [[EMPTY] * 5 for _ in range(3)]
    assert proj2.is_on_board(three_by_five, 2, 4)
    assert not proj2.is_on_board(three_by_five, 3, 0)
    assert not proj2.is_on_board(three_by_five, 0, 5)


@pytest.mark.parametrize("piece, opponent", [(X, O), (O, X)])
def test_opponent_is_the_other_side(piece, opponent):
    assert proj2.get_opponent(piece) == opponent


@pytest.mark.parametrize("piece, count", [(X, 6), (O, 10), (EMPTY, 48)])
def test_count_pieces_counts_every_square_holding_the_piece(piece, count):
    board = board_from(positions.SPEC_FLIP_EXAMPLE_BEFORE)
    assert proj2.count_pieces(board, piece) == count


# ----------------------------------------------------------------------
# Valid moves: the spec's worked example, and the start position
# ----------------------------------------------------------------------

def test_spec_example_valid_moves_for_x_are_3_2_and_4_2():
    board = board_from(positions.SPEC_VALID_MOVES_EXAMPLE)
    assert proj2.get_valid_moves(board, X) == [[3, 2], [4, 2]]


def test_valid_moves_for_x_at_the_start():
    assert proj2.get_valid_moves(proj2.create_board(), X) == \
        [[2, 4], [3, 5], [4, 2], [5, 3]]


def test_valid_moves_for_o_at_the_start():
    assert proj2.get_valid_moves(proj2.create_board(), O) == \
        [[2, 3], [3, 2], [4, 5], [5, 4]]


def test_valid_moves_are_listed_top_row_first_then_left_to_right():
    board = board_from(positions.COMPUTER_CHOICES)
    assert proj2.get_valid_moves(board, O) == [[2, 3], [2, 7], [5, 0]]


def test_no_valid_moves_is_an_empty_list():
    board = board_from(positions.PLAYER_HAS_NO_MOVE)
    assert proj2.get_valid_moves(board, X) == []


def test_a_move_that_sandwiches_a_line_is_legal():
    board = board_from(positions.SPEC_VALID_MOVES_EXAMPLE)
    assert [3, 2] in proj2.get_valid_moves(board, X)


def test_an_occupied_square_is_not_a_legal_move():
    board = board_from(positions.SPEC_VALID_MOVES_EXAMPLE)
    assert not [3, 3] in proj2.get_valid_moves(board, X)
    assert proj2.get_flips(board, 3, 3, X) == []


@pytest.mark.parametrize("row, col", [(8, 2), (3, -1), (-1, 3), (3, 8)])
def test_a_square_off_the_board_is_not_a_legal_move(row, col):
    board = board_from(positions.SPEC_VALID_MOVES_EXAMPLE)
    assert not [row, col] in proj2.get_valid_moves(board, X)
    assert proj2.get_flips(board, row, col, X) == []


# ----------------------------------------------------------------------
# Diagonals never count
# ----------------------------------------------------------------------

@pytest.mark.parametrize("row, col", [(2, 2), (5, 2)])
def test_a_diagonal_sandwich_does_not_make_a_move_legal(row, col):
    # In the spec's example, 2 2 would sandwich 3 3 against 4 4 and 5 2
    # would sandwich 4 3 against 3 4, both diagonally.
    board = board_from(positions.SPEC_VALID_MOVES_EXAMPLE)
    assert not [row, col] in proj2.get_valid_moves(board, X)
    assert proj2.get_flips(board, row, col, X) == []


def test_a_diagonal_sandwich_does_not_flip():
    # 2 2 sandwiches 3 3 diagonally against 4 4; it must stay O.
    board = board_from(positions.SPEC_FLIP_EXAMPLE_BEFORE)
    proj2.apply_move(board, 2, 2, X)
    assert board[3][3] == O


# ----------------------------------------------------------------------
# Flipping
# ----------------------------------------------------------------------

def test_spec_example_x_playing_2_2_flips_exactly_3_2_and_2_3():
    board = board_from(positions.SPEC_FLIP_EXAMPLE_BEFORE)
    assert proj2.get_flips(board, 2, 2, X) == [[3, 2], [2, 3]]


def test_spec_example_x_playing_2_2_gives_the_specs_board():
    board = board_from(positions.SPEC_FLIP_EXAMPLE_BEFORE)
    proj2.apply_move(board, 2, 2, X)
    assert board == board_from(positions.SPEC_FLIP_EXAMPLE_AFTER)


def test_every_sandwiched_line_flips_in_one_move():
    board = board_from(positions.FOUR_WAY_CROSS)
    proj2.apply_move(board, 3, 3, X)
    for row, col in [(2, 3), (1, 3), (4, 3), (3, 2), (3, 1)]:
        assert board[row][col] == X, f"{row} {col} should have flipped"


def test_flips_are_listed_up_down_left_right_nearest_first():
    board = board_from(positions.FOUR_WAY_CROSS)
    assert proj2.get_flips(board, 3, 3, X) == \
        [[2, 3], [1, 3], [4, 3], [3, 2], [3, 1]]


def test_a_line_ending_at_an_empty_square_does_not_flip():
    board = board_from(positions.LINE_ENDING_AT_EMPTY_SQUARE)
    assert proj2.get_flips(board, 3, 0, X) == []
    assert not [3, 0] in proj2.get_valid_moves(board, X)


@pytest.mark.parametrize("diagram, row, col", [
    (positions.LINE_ENDING_AT_LEFT_EDGE, 0, 3),
    (positions.LINE_ENDING_AT_BOTTOM_EDGE, 4, 6),
], ids=["left edge", "bottom edge"])
def test_a_line_ending_at_the_edge_does_not_flip(diagram, row, col):
    board = board_from(diagram)
    assert proj2.get_flips(board, row, col, X) == []
    assert not [row, col] in proj2.get_valid_moves(board, X)


def test_apply_move_changes_only_the_played_square_and_the_flips():
    before = board_from(positions.FOUR_WAY_CROSS)
    after = proj2.copy_board(before)
    proj2.apply_move(after, 3, 3, X)
    assert squares_that_differ(before, after) == \
        {(3, 3), (2, 3), (1, 3), (4, 3), (3, 2), (3, 1)}
    assert after[3][3] == X


def test_apply_move_turns_exactly_the_squares_get_flips_lists():
    before = board_from(positions.SPEC_FLIP_EXAMPLE_BEFORE)
    after = proj2.copy_board(before)
    proj2.apply_move(after, 2, 2, X)
    assert squares_that_differ(before, after) == {(2, 2), (3, 2), (2, 3)}


def test_the_computer_flips_by_the_same_rules():
    board = proj2.create_board()
    proj2.apply_move(board, 2, 3, O)
    assert board[2][3] == O and board[3][3] == O
    assert proj2.count_pieces(board, O) == 4
    assert proj2.count_pieces(board, X) == 1


# Every check, called on a position where X has a legal move at 2 2.
CHECKS = {
    "get_flips": lambda board: proj2.get_flips(board, 2, 2, X),
    "get_valid_moves": lambda board: proj2.get_valid_moves(board, X),
    "choose_naive_move": lambda board: proj2.choose_naive_move(board, X),
    "count_pieces": lambda board: proj2.count_pieces(board, X),
    "get_winner": proj2.get_winner,
    "get_move_error": lambda board: proj2.get_move_error(
        board, [2, 2], proj2.get_valid_moves(board, X)),
    "parse_move": lambda board: proj2.parse_move("2 2"),
    "format_board": lambda board: proj2.format_board(board, "heading"),
    "format_final_result": lambda board: proj2.format_final_result(
        proj2.create_play_state(board, proj2.create_game())),
    "get_hints": lambda board: proj2.get_hints(board, X),
    "get_side_to_move": lambda board: proj2.get_side_to_move(
        board, X, proj2.STANDARD_RULES),
    "count_perft_leaves": lambda board: proj2.count_perft_leaves(
        board, X, 2, proj2.STANDARD_RULES),
}


@pytest.mark.parametrize("check", CHECKS.values(), ids=list(CHECKS))
def test_checks_never_change_the_board(check):
    board = board_from(positions.SPEC_FLIP_EXAMPLE_BEFORE)
    before = proj2.copy_board(board)
    check(board)
    assert board == before


# ----------------------------------------------------------------------
# End of the game and the winner
# ----------------------------------------------------------------------

def test_game_is_not_over_while_the_side_to_move_has_a_move():
    assert not proj2.get_valid_moves(proj2.create_board(), X) == []


def test_game_is_over_when_the_side_to_move_has_no_move_and_squares_remain():
    board = board_from(positions.PLAYER_HAS_NO_MOVE)
    assert proj2.count_pieces(board, EMPTY) > 0
    assert proj2.get_valid_moves(board, X) == []


def test_game_is_over_on_a_full_board():
    board = board_from(positions.FULL_BOARD)
    assert proj2.get_valid_moves(board, X) == []
    assert proj2.get_valid_moves(board, O) == []


def test_game_over_looks_only_at_the_side_to_move():
    # X cannot move here, but O could play 7 2.
    board = board_from(positions.PLAYER_HAS_NO_MOVE)
    assert proj2.get_valid_moves(board, X) == []
    assert not proj2.get_valid_moves(board, O) == []


@pytest.mark.parametrize("diagram, winner", [
    (positions.SAMPLE_FINAL, X),
    (positions.PLAYER_HAS_NO_MOVE, EMPTY),
    (positions.SPEC_FLIP_EXAMPLE_BEFORE, O),
], ids=["more X wins", "equal is a tie", "more O wins"])
def test_the_side_with_more_pieces_wins(diagram, winner):
    assert proj2.get_winner(board_from(diagram)) == winner


# ----------------------------------------------------------------------
# Artificial unintelligence
# ----------------------------------------------------------------------

def test_computer_plays_the_topmost_move_and_the_leftmost_in_that_row():
    board = board_from(positions.COMPUTER_CHOICES)
    assert proj2.choose_naive_move(board, O) == [2, 3]


def test_computer_opens_with_2_3():
    assert proj2.choose_naive_move(proj2.create_board(), O) == [2, 3]
