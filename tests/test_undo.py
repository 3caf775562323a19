"""undo: a human takes back their last move and everything after it (a
computer's reply), back to the start of the game if they like; with
nothing played at the keyboard it is refused with one line."""

import pytest

import proj2
from helpers import TypedLines, run_in_process

X, O = proj2.PLAYER_PIECE, proj2.COMPUTER_PIECE
NOTHING = proj2.NOTHING_TO_UNDO_MESSAGE


def game_with(rules, x_player=proj2.HUMAN, o_player=proj2.NAIVE,
              first=X):
    """Parameters: rules -- a rule set; x_player, o_player -- player
        kinds; first -- the side that moves first.
    Returns: a game table for play_game."""
    return proj2.create_game(proj2.NewGame(rules, {X: x_player, O: o_player},
                                           first))


def play_from(board, game, lines):
    """Plays a game on the board from its first turn with the typed lines.
    Parameters: board -- the position (changed); game -- the game table;
        lines -- what is typed. Returns: None."""
    proj2.play_session(proj2.create_play_state(board, game, None),
                    TypedLines(lines))


def play(rules, lines, size=(8, 8), **players):
    """Plays a game from the start with the typed lines, to quit.

    Parameters: rules -- the rule set; lines -- what is typed; size --
        the board's (rows, cols); players -- game_with's keywords.
    Returns: the board at the end (what was printed is left to capsys)."""
    board = proj2.create_start_board(*size, rules=rules)
    play_from(board, game_with(rules, **players), lines)
    return board


def boards_printed(out):
    """Parameters: out -- a transcript. Returns: the boards it shows, as
        lists of their row lines."""
    blocks = out.split("Current board state:\n\n")[1:]
    return [block.split("\n\n")[0] for block in blocks]


@pytest.mark.parametrize("rules, move, form", [
    (proj2.UMBC_RULES, "2 4", "row col"),
    (proj2.STANDARD_RULES, "f5", "such as f5"),
    (proj2.SIMPLE_RULES, "f5", "such as f5")],
    ids=["umbc", "standard", "simple"])
def test_undo_takes_back_the_move_and_the_computers_reply(rules, move, form,
                                                          capsys):
    board = play(rules, [move, "undo", "quit"])
    out = capsys.readouterr().out
    assert "Enter your move ({}): undo\nTaken back: {}, ".format(
        form, move) in out
    shown = boards_printed(out)
    assert len(shown) == 3
    assert shown[2] == shown[0]
    assert board == proj2.create_start_board(rules=rules)


def test_undo_again_goes_back_to_the_start_then_is_refused(capsys):
    play(proj2.UMBC_RULES, ["2 4", "2 2", "undo", "undo", "undo", "quit"])
    out = capsys.readouterr().out
    assert out.count("Taken back: ") == 2
    assert ("Enter your move (row col): undo\nTaken back: 2 2, "
            in out)
    assert ("Enter your move (row col): undo\n" + NOTHING + "\n"
            "Enter your move (row col): quit") in out
    shown = boards_printed(out)
    assert shown[-1] == shown[0]


def test_undo_is_refused_at_the_start(capsys):
    board = play(proj2.STANDARD_RULES, ["undo", "quit"])
    out = capsys.readouterr().out
    assert "Enter your move (such as f5): undo\n" + NOTHING + "\n" in out
    assert board == proj2.create_start_board(rules=proj2.STANDARD_RULES)


def test_undo_keeps_a_computers_first_move(capsys):
    # The computer moved first: nothing was played at the keyboard.
    play(proj2.UMBC_RULES, ["undo", "quit"], first=O)
    out = capsys.readouterr().out
    assert out.startswith("The computer played 2 3\n")
    assert NOTHING in out


def test_two_humans_take_back_one_move_at_a_time(capsys):
    rules = proj2.ONE_ROW_RULES
    board = play(rules, ["5", "7", "undo", "undo", "undo", "quit"],
                 size=(1, 12), o_player=proj2.HUMAN)
    out = capsys.readouterr().out
    # After 5 and 7 it is X's turn: X's undo takes back O's 7, and O's
    # undo then takes back X's 5.
    assert ("Enter X's move (square 1-12): undo\nTaken back: 7.\n"
            in out)
    assert ("Enter O's move (square 1-12): undo\nTaken back: 5.\n"
            in out)
    assert "Enter X's move (square 1-12): undo\n" + NOTHING in out
    assert board == proj2.create_start_board(1, 12, rules=rules)


def two_humans_from(position, typed, monkeypatch, capsys):
    """Runs the program for two humans under standard rules from a
    --position with the typed bytes. Returns: what it printed."""
    return run_in_process(["--rules", "standard", "--x", "human", "--o",
                           "human", "--position", position], typed,
                          monkeypatch, capsys).stdout.decode()


def test_undo_takes_a_pass_back_with_the_move_before_it(monkeypatch,
                                                      capsys):
    # Two humans under standard rules: X's c1 leaves O stuck, and O
    # passes by itself. X's undo takes back c1 with O's pass after it (a
    # pass is not a move made at the keyboard), so undo never stops at a
    # stuck side's turn, which would pass again at once.
    out = two_humans_from("XO" + "-" * 54 + "XO------ X",
                          b"c1\nundo\nundo\nquit\n", monkeypatch, capsys)
    assert "No legal move for O: the turn passes to X." in out
    assert "(such as f5): undo\nTaken back: c1, pass.\n" in out
    assert "(such as f5): undo\n" + NOTHING in out


REDO_NOTHING = proj2.NOTHING_TO_REDO_MESSAGE


@pytest.mark.parametrize("rules, size, moves", [
    (proj2.UMBC_RULES, (8, 8), ["2 4", "2 2"]),
    (proj2.STANDARD_RULES, (8, 8), ["f5", "d3"]),
    (proj2.SIMPLE_RULES, (8, 8), ["f5", "c4"]),
    (proj2.ONE_ROW_RULES, (1, 12), ["5", "7"])],
    ids=["umbc", "standard", "simple", "1d"])
def test_redo_plays_again_what_undo_took_back(rules, size, moves, capsys):
    after_moves = play(rules, moves + ["quit"], size=size)
    capsys.readouterr()
    board = play(rules, moves + ["undo", "undo", "redo", "redo", "quit"],
                 size=size)
    out = capsys.readouterr().out
    assert out.count("Played again: ") == 2
    assert "Played again: {}, ".format(moves[0]) in out
    assert board == after_moves


def test_redo_with_nothing_taken_back_is_refused(capsys):
    board = play(proj2.STANDARD_RULES, ["f5", "redo", "quit"])
    out = capsys.readouterr().out
    assert "Enter your move (such as f5): redo\n" + REDO_NOTHING + "\n" in out
    assert board[4][5] == X


def test_a_new_move_after_undo_forgets_what_redo_would_play(capsys):
    board = play(proj2.STANDARD_RULES, ["f5", "undo", "d3", "redo", "quit"])
    out = capsys.readouterr().out
    assert "Enter your move (such as f5): redo\n" + REDO_NOTHING + "\n" in out
    # d3 stands; f5 was never played again.
    assert board[2][3] == X and board[4][5] == proj2.EMPTY


def test_redo_rewrites_the_record(tmp_path):
    path = tmp_path / "game.txt"
    rules = proj2.STANDARD_RULES
    board = proj2.create_start_board(rules=rules)
    game = proj2.create_game(
        proj2.NewGame(rules, {X: proj2.HUMAN, O: proj2.NAIVE}),
        record_path=str(path))
    play_from(board, game, ["f5", "undo", "redo", "quit"])
    assert "f5 " in path.read_text()


def test_moves_lists_the_umbc_game_as_its_squares_are_typed(capsys):
    play(proj2.UMBC_RULES, ["moves", "2 4", "moves", "quit"])
    out = capsys.readouterr().out
    assert "(row col): moves\nNo move has been played yet.\n" in out
    assert "(row col): moves\nMoves so far: 2 4, 2 3\n" in out


def test_moves_lists_the_one_row_game_by_square_numbers(capsys):
    play(proj2.ONE_ROW_RULES, ["5", "7", "moves", "quit"], size=(1, 12),
         o_player=proj2.HUMAN)
    assert "(square 1-12): moves\nMoves so far: 5, 7\n" in \
        capsys.readouterr().out


def test_moves_after_passes_only_says_no_move_is_played(monkeypatch,
                                                        capsys):
    # X is stuck at once and passes by itself; O asks for the moves.
    out = two_humans_from("OX" + "-" * 62 + " X", b"moves\nquit\n",
                          monkeypatch, capsys)
    assert "(such as f5): moves\nNo move has been played yet.\n" in out
