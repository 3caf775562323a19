"""Playing a game: the turn flow, and the three ways a game can end."""

import pytest

import positions
import proj2
from helpers import TypedLines, board_from

X = proj2.PLAYER_PIECE
O = proj2.COMPUTER_PIECE
PROMPT = "Enter your move (row col): "
COMPUTER_STUCK = "No legal move for the computer (O): the game is over."
PLAYER_STUCK = "No legal move for you (X): the game is over."


@pytest.fixture
def play(monkeypatch):
    """Returns: a function that plays PART 1's game from a position with
    the given typed lines (standing in for input), returning [board
    after the game, the winner play_game returned]."""
    def play_from(diagram, lines):
        board = board_from(diagram)
        monkeypatch.setattr(proj2, "read_typed_line", TypedLines(lines))
        return [board, proj2.play_game(board)]
    return play_from


def test_a_game_prints_board_valid_moves_prompt_and_then_the_result(
        capsys, play):
    play(positions.COMPUTER_WILL_BE_STUCK, ["0 2"])
    assert capsys.readouterr().out == (
        "Current board state:\n"
        "\n"
        + positions.COMPUTER_WILL_BE_STUCK.strip() + "\n"
        "\n"
        "Valid moves are: [[0, 2], [7, 3]]\n"
        + PROMPT + "0 2\n"
        "\n"
        "Final board state:\n"
        "\n"
        + positions.COMPUTER_STUCK_FINAL.strip() + "\n"
        "\n"
        + COMPUTER_STUCK + "\n"
        "Final score: X 4, O 2\n"
        "You win!\n")


def test_the_computers_move_is_printed_without_a_board_before_it(
        capsys, play):
    play(positions.PLAYER_WILL_BE_STUCK, ["0 2"])
    lines = capsys.readouterr().out.splitlines()
    played_at = lines.index("The computer played 5 4")
    assert lines[played_at - 1] == PROMPT + "0 2"
    assert lines[played_at + 1:played_at + 3] == ["", "Final board state:"]


def test_game_ends_when_the_computer_has_no_legal_move(capsys, play):
    board, winner = play(positions.COMPUTER_WILL_BE_STUCK, ["0 2"])
    assert capsys.readouterr().out.splitlines()[-3:] == [
        COMPUTER_STUCK, "Final score: X 4, O 2", "You win!"]
    assert winner == X
    assert board == board_from(positions.COMPUTER_STUCK_FINAL)


def test_game_ends_when_the_computer_is_stuck_though_the_player_is_not(
        play):
    board = play(positions.COMPUTER_WILL_BE_STUCK, ["0 2"])[0]
    assert proj2.get_valid_moves(board, X) == [[7, 3]]


def test_game_ends_when_the_player_has_no_legal_move_though_squares_remain(
        capsys, play):
    board, winner = play(positions.PLAYER_WILL_BE_STUCK, ["0 2"])
    assert capsys.readouterr().out.splitlines()[-3:] == [
        PLAYER_STUCK, "Final score: X 4, O 5", "The computer wins!"]
    assert winner == O
    assert proj2.count_pieces(board, proj2.EMPTY) == 55


def test_game_ends_when_the_player_is_stuck_though_the_computer_is_not(
        play):
    board = play(positions.PLAYER_WILL_BE_STUCK, ["0 2"])[0]
    assert proj2.get_valid_moves(board, O) == [[7, 2]]


def test_game_ends_in_a_tie_when_the_pieces_are_equal(capsys, play):
    board, winner = play(positions.PLAYER_WILL_BE_STUCK_EVENLY, ["0 2"])
    assert capsys.readouterr().out.splitlines()[-3:] == [
        PLAYER_STUCK, "Final score: X 4, O 4", "It's a tie!"]
    assert winner == proj2.EMPTY


def test_game_is_over_at_once_when_the_player_cannot_move_first(
        capsys, play):
    board, winner = play(positions.PLAYER_HAS_NO_MOVE, [])
    assert capsys.readouterr().out == (
        "Final board state:\n"
        "\n"
        + positions.PLAYER_HAS_NO_MOVE.strip() + "\n"
        "\n"
        + PLAYER_STUCK + "\n"
        "Final score: X 2, O 2\n"
        "It's a tie!\n")
    assert board == board_from(positions.PLAYER_HAS_NO_MOVE)


def test_a_rejected_line_does_not_end_the_players_turn(capsys, play):
    play(positions.COMPUTER_WILL_BE_STUCK, ["0 3", "0 2"])
    lines = capsys.readouterr().out.splitlines()
    assert lines.count(PROMPT + "0 3") == 1
    assert lines[lines.index(PROMPT + "0 3") + 1:][:2] == [
        proj2.NO_FLIPS_MESSAGE, PROMPT + "0 2"]
    assert lines[-1] == "You win!"


def test_the_opening_moves_of_the_sample_game(capsys, play):
    with pytest.raises(EOFError):
        play(positions.START, ["2 4", "2 2", "3 2"])
    printed = capsys.readouterr().out.splitlines()
    assert [line for line in printed if line.startswith("The computer")] == [
        "The computer played 2 3", "The computer played 1 3",
        "The computer played 2 1"]
    assert [line for line in printed if line.startswith("Valid")] == [
        "Valid moves are: [[2, 4], [3, 5], [4, 2], [5, 3]]",
        "Valid moves are: [[2, 2], [3, 2], [4, 2]]",
        "Valid moves are: [[3, 2], [4, 2]]",
        "Valid moves are: [[0, 3], [1, 2], [2, 0], [4, 2], [5, 3]]"]


def test_end_of_input_before_the_game_ends_raises_eof_error(play):
    with pytest.raises(EOFError):
        play(positions.START, ["2 4"])
