"""How the board and the end of the game are written."""

import pytest

import positions
import proj2
from helpers import board_from

X = proj2.PLAYER_PIECE
O = proj2.COMPUTER_PIECE


def test_start_board_is_drawn_exactly_as_the_sample_output_shows_it():
    assert proj2.format_board(proj2.create_board(),
                              "Current board state:") == (
        "Current board state:\n"
        "\n"
        "_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7\n"
        "0 | _ | _ | _ | _ | _ | _ | _ | _\n"
        "1 | _ | _ | _ | _ | _ | _ | _ | _\n"
        "2 | _ | _ | _ | _ | _ | _ | _ | _\n"
        "3 | _ | _ | _ | X | O | _ | _ | _\n"
        "4 | _ | _ | _ | O | X | _ | _ | _\n"
        "5 | _ | _ | _ | _ | _ | _ | _ | _\n"
        "6 | _ | _ | _ | _ | _ | _ | _ | _\n"
        "7 | _ | _ | _ | _ | _ | _ | _ | _")


def test_board_drawing_shows_the_position_given():
    board = board_from(positions.SPEC_FLIP_EXAMPLE_AFTER)
    drawing = proj2.format_board(board, "Final board state:")
    diagram_lines = positions.SPEC_FLIP_EXAMPLE_AFTER.strip().splitlines()
    assert drawing.splitlines() == ["Final board state:", ""] + diagram_lines


@pytest.mark.parametrize("diagram", [positions.START,
                                     positions.SPEC_FLIP_EXAMPLE_BEFORE,
                                     positions.SAMPLE_FINAL],
                         ids=["start", "spec example", "sample final"])
def test_a_drawn_board_reads_back_as_the_same_board(diagram):
    board = board_from(diagram)
    drawing = proj2.format_board(board, proj2.CURRENT_BOARD_HEADING)
    assert proj2.parse_board(drawing) == board


def test_reading_a_board_skips_the_heading_and_column_numbers():
    rows_only = "\n".join(positions.START.strip().splitlines()[1:])
    assert proj2.parse_board("Current board state:\n\n" + positions.START) \
        == proj2.parse_board(rows_only)


@pytest.mark.parametrize("diagram, stuck, lines", [
    (positions.SAMPLE_FINAL, O,
     ["No legal move for the computer (O): the game is over.",
      "Final score: X 49, O 2",
      "You win!"]),
    (positions.SPEC_FLIP_EXAMPLE_BEFORE, X,
     ["No legal move for you (X): the game is over.",
      "Final score: X 6, O 10",
      "The computer wins!"]),
    (positions.START, X,
     ["No legal move for you (X): the game is over.",
      "Final score: X 2, O 2",
      "It's a tie!"]),
], ids=["X wins", "O wins", "tie"])
def test_final_result_says_who_was_stuck_the_score_and_the_winner(
        diagram, stuck, lines):
    state = proj2.create_play_state(board_from(diagram),
                                    proj2.create_game())
    state.due = stuck
    assert proj2.format_final_result(state) == "\n".join(lines)
