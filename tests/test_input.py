"""Reading the player's moves: whole numbers, the two parts of a move,
why a move is refused, and asking again until a legal move is typed."""

import pytest

import positions
import proj2
from helpers import TypedLines, board_from

X = proj2.PLAYER_PIECE
PROMPT = "Enter your move (row col): "
MALFORMED = proj2.MALFORMED_MESSAGE
OUT_OF_RANGE = proj2.OUT_OF_RANGE_MESSAGE.format(7, 7)
OCCUPIED = proj2.OCCUPIED_MESSAGE
NO_FLIPS = proj2.NO_FLIPS_MESSAGE
THIRTY_DIGITS = "123456789012345678901234567890"
MILLION_DIGITS = "9" * 1_000_000


def x_moves(board):
    """Parameters: board -- a position. Returns: X's legal moves."""
    return proj2.get_valid_moves(board, X)


def ask_move(board, read_line, monkeypatch):
    """Asks X for a move in the course game on the board.
    Parameters: board -- the position; read_line -- the typed lines;
        monkeypatch -- pytest's fixture (the lines stand in for input).
    Returns: the legal [row, col] move read_player_move accepted."""
    monkeypatch.setattr(proj2, "read_typed_line", read_line)
    return proj2.read_player_move(board, x_moves(board))


def refusal(line, board=None):
    """Parameters: line -- a typed line; board -- the position (the start
        when None). Returns: why PART 1 refuses the line ('' for none)."""
    if board is None:
        board = proj2.create_board()
    move = proj2.parse_move(line)
    if move == []:
        return MALFORMED
    return proj2.get_move_error(board, move, x_moves(board))


# ----------------------------------------------------------------------
# Whole numbers
# ----------------------------------------------------------------------

@pytest.mark.parametrize("token, number", [
    ("4", 4), ("0", 0), ("7", 7), ("-1", -1), ("+07", 7), ("-0", 0),
    ("0000000000000000000000000000003", 3),
])
def test_whole_numbers_are_read(token, number):
    assert proj2.parse_whole_number(token) == number


@pytest.mark.parametrize("token", [
    "", "-", "+", "--1", "+-1", "2.5", "2,4", "two", "1_0", "0x1", "1e3",
    "\u0663",             # ARABIC-INDIC DIGIT THREE
    "\uff13",             # FULLWIDTH DIGIT THREE
    "\ufffd",             # what a byte that is not ASCII becomes
])
def test_anything_else_is_not_a_whole_number(token):
    assert proj2.parse_whole_number(token) is None


@pytest.mark.parametrize("token", [THIRTY_DIGITS, MILLION_DIGITS],
                         ids=["thirty digits", "a million digits"])
def test_a_huge_number_is_read_as_a_number_past_the_board(token):
    assert proj2.parse_whole_number(token) > 7


@pytest.mark.parametrize("token", ["-" + THIRTY_DIGITS, "-" + MILLION_DIGITS],
                         ids=["thirty digits", "a million digits"])
def test_a_huge_negative_number_is_read_as_a_number_below_the_board(token):
    assert proj2.parse_whole_number(token) < 0


# ----------------------------------------------------------------------
# The two parts of a move
# ----------------------------------------------------------------------

@pytest.mark.parametrize("line", ["2 4", "  2   4 ", "02 4", "+2 +4"])
def test_a_move_is_two_whole_numbers_separated_by_spaces(line):
    assert proj2.parse_move(line) == [2, 4]


@pytest.mark.parametrize("line", [
    "", "   ", "2", "2 4 6", "two four", "2,4", "2.5", "2.5 4", "2 4.0",
    "24", "2-4", "\u0662 \u0664",
    "2\x004", "\x00", "\x1b[A",
])
def test_a_line_that_is_not_two_whole_numbers_is_malformed(line):
    assert proj2.parse_move(line) == []
    assert refusal(line) == MALFORMED


@pytest.mark.parametrize("line", [
    "8 2", "2 8", "-1 0", "0 -1", "8 8",
    "2 " + THIRTY_DIGITS, THIRTY_DIGITS + " 2", "-" + THIRTY_DIGITS + " 2",
    "2 " + MILLION_DIGITS,
], ids=["8 2", "2 8", "-1 0", "0 -1", "8 8", "column of thirty digits",
        "row of thirty digits", "row of minus thirty digits",
        "column of a million digits"])
def test_a_square_off_the_board_is_out_of_range(line):
    assert refusal(line) == OUT_OF_RANGE


def test_the_out_of_range_message_gives_the_board_size():
    four_by_six = [[proj2.EMPTY] * 6 for _ in range(4)]
    assert refusal("4 0", four_by_six) == (
        "That square is off the board: the row must be 0 to 3 and the "
        "column 0 to 5.")


# ----------------------------------------------------------------------
# Why a move on the board is refused
# ----------------------------------------------------------------------

def test_a_legal_move_has_no_error():
    board = board_from(positions.SPEC_VALID_MOVES_EXAMPLE)
    assert proj2.get_move_error(board, [4, 2], x_moves(board)) == ""


@pytest.mark.parametrize("move", [[3, 4], [3, 3]],
                         ids=["own piece", "opponent piece"])
def test_a_taken_square_is_occupied(move):
    board = board_from(positions.SPEC_VALID_MOVES_EXAMPLE)
    assert proj2.get_move_error(board, move, x_moves(board)) == OCCUPIED


@pytest.mark.parametrize("move", [[0, 0], [1, 3], [2, 2]],
                         ids=["far away", "line ends empty", "diagonal"])
def test_an_empty_square_that_sandwiches_nothing_flips_nothing(move):
    board = board_from(positions.SPEC_VALID_MOVES_EXAMPLE)
    assert proj2.get_move_error(board, move, x_moves(board)) == NO_FLIPS


# ----------------------------------------------------------------------
# Asking until a legal move is typed (start position; 2 4 is legal)
# ----------------------------------------------------------------------

@pytest.mark.parametrize("line, rejection", [
    ("", MALFORMED),
    ("2", MALFORMED),
    ("2 4 6", MALFORMED),
    ("two four", MALFORMED),
    ("2,4", MALFORMED),
    ("2.5", MALFORMED),
    ("8 2", OUT_OF_RANGE),
    ("2 8", OUT_OF_RANGE),
    ("-1 0", OUT_OF_RANGE),
    ("2 " + THIRTY_DIGITS, OUT_OF_RANGE),
    ("3 3", OCCUPIED),
    ("3 4", OCCUPIED),
    ("0 0", NO_FLIPS),
    ("2 3", NO_FLIPS),
], ids=["empty line", "one number", "three numbers", "letters", "comma",
        "decimal", "row 8", "column 8", "row -1", "thirty digits",
        "own piece", "opponent piece", "far away", "next to own piece"])
def test_a_bad_line_gets_one_rejection_line_and_the_prompt_again(
        line, rejection, capsys, monkeypatch):
    read_line = TypedLines([line, "2 4"])
    move = ask_move(proj2.create_board(), read_line, monkeypatch)
    assert move == [2, 4]
    assert capsys.readouterr().out == (
        PROMPT + line + "\n"
        + rejection + "\n"
        + PROMPT + "2 4\n")


def test_a_move_with_surrounding_and_repeated_spaces_is_accepted(
        capsys, monkeypatch):
    move = ask_move(proj2.create_board(), TypedLines(["  2   4 "]),
                    monkeypatch)
    assert move == [2, 4]
    assert capsys.readouterr().out == PROMPT + "  2   4 \n"


def test_rejections_go_on_until_a_legal_move_is_typed(capsys, monkeypatch):
    lines = ["", "9 9", "3 3", "0 0", "5 3"]
    move = ask_move(proj2.create_board(), TypedLines(lines), monkeypatch)
    assert move == [5, 3]
    printed = capsys.readouterr().out.splitlines()
    assert printed[1::2] == [MALFORMED, OUT_OF_RANGE, OCCUPIED, NO_FLIPS]


def test_asking_for_a_move_does_not_change_the_board(monkeypatch):
    board = proj2.create_board()
    ask_move(board, TypedLines(["3 3", "2 4"]), monkeypatch)
    assert board == board_from(positions.START)


def test_end_of_input_while_asking_for_a_move_ends_the_asking(monkeypatch):
    with pytest.raises(EOFError):
        ask_move(proj2.create_board(), TypedLines(["0 0"]), monkeypatch)
