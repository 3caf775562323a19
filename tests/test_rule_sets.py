"""The rule sets other than the project's (--rules standard, simple, 1d):
one set of rule functions reads each rule set as data."""

import functools

import pytest

import proj2
from helpers import TypedLines, board_from, run_in_process
import positions_more

STANDARD = proj2.STANDARD_RULES
SIMPLE = proj2.SIMPLE_RULES
ONE_ROW = proj2.ONE_ROW_RULES
X = proj2.PLAYER_PIECE
O = proj2.COMPUTER_PIECE

# Spec 000's get_all_capturing_cells() answer for black on Figure 1.
SPEC_000_CAPTURING_CELLS = {
    (1, 2): [(2, 2), (3, 2), (4, 2)], (7, 4): [(6, 3)], (5, 4): [(5, 3)],
    (2, 6): [(2, 4), (2, 5)], (1, 4): [(2, 5)], (3, 3): [(1, 1), (2, 2),
    (3, 1), (3, 2), (3, 4), (3, 5), (4, 4)], (4, 3): [(5, 3), (6, 3)], (4,
    5): [(3, 4)], (4, 1): [(3, 2)], (0, 7): [(0, 4), (0, 5), (0, 6), (1,
    7), (2, 7)], (2, 1): [(2, 2)]}

# Spec 000's get_hint() answer for black on Figure 1.
SPEC_000_HINT = ['d4', 'a8', 'b3', 'e4', 'c7', 'h5', 'f5', 'e6', 'e2', 'c2',
                 'b5']

SPEC_000_ROW_LETTERS = "abcdefgh"


def game_with(rules, x_player=proj2.HUMAN, o_player=proj2.NAIVE,
              win=proj2.WIN_MOST):
    """Parameters: rules -- a rule set; x_player, o_player -- player kinds;
        win -- WIN_MOST or WIN_FEWEST.
    Returns: a game table for play_game, X moving first, with a quick
        hint."""
    return proj2.create_game(
        proj2.NewGame(rules, {X: x_player, O: o_player}, win=win),
        settings=proj2.create_settings(win=win, node_limit=1000))


def play(board, lines, game):
    """Plays a game on the board from its first turn with the typed lines.
    Parameters: board -- the position (changed); lines -- what is typed;
        game -- the game table. Returns: the winner play_game returns."""
    return proj2.play_session(proj2.create_play_state(board, game, None),
                           TypedLines(lines))


def one_row(cells):
    """Parameters: cells -- spec 001's row between its walls, such as
        ' |O|X|X| | | | |X| | |O'.
    Returns: the one-row board it shows."""
    pieces = [proj2.EMPTY if cell == " " else cell for cell in cells.split("|")]
    return [pieces]


def test_rule_sets_are_found_by_name():
    assert set(proj2.RULE_SETS) == {"umbc", "standard", "simple", "1d"}
    assert proj2.RULE_SETS["umbc"] is proj2.UMBC_RULES


def test_spec_000_figure_1_capturing_cells_for_black():
    board = board_from(positions_more.SPEC_000_FIGURE_1)
    captures = {}
    for row in range(len(board)):
        for col in range(len(board[row])):
            flips = proj2.get_rule_flips(board, row, col, X, STANDARD)
            if flips:
                captures[(row, col)] = sorted(tuple(square) for square in flips)
    assert captures == SPEC_000_CAPTURING_CELLS


def test_spec_000_figure_1_hint_order_for_black():
    board = board_from(positions_more.SPEC_000_FIGURE_1)
    hints = proj2.get_hints(board, X, STANDARD)
    names = [SPEC_000_ROW_LETTERS[row] + str(col + 1) for row, col, _ in hints]
    assert names == SPEC_000_HINT


def test_standard_rules_capture_diagonally_and_umbc_rules_do_not():
    board = board_from(positions_more.SPEC_000_FIGURE_1)
    assert proj2.get_rule_flips(board, 3, 3, X, STANDARD) == [
        [3, 2], [3, 1], [3, 4], [3, 5], [2, 2], [1, 1], [4, 4]]
    assert proj2.get_rule_flips(board, 3, 3, X, proj2.UMBC_RULES) == [
        [3, 2], [3, 1], [3, 4], [3, 5]]


def test_simple_rules_allow_any_square_next_to_an_opponent_piece():
    board = board_from(positions_more.SIMPLE_RULES_POSITION)
    assert proj2.get_rule_moves(board, X, SIMPLE) == [
        [1, 1], [1, 2], [1, 3], [1, 4], [2, 1], [2, 4], [3, 1], [3, 4],
        [4, 1], [4, 2], [4, 3]]


def test_simple_rules_flip_exactly_the_adjacent_opponent_pieces():
    board = board_from(positions_more.SIMPLE_RULES_POSITION)
    flipped = proj2.apply_rule_move(board, 1, 2, X, SIMPLE)
    assert sorted(flipped) == [[2, 2], [2, 3]]
    assert board == board_from("""
    0 | _ | _ | _ | _ | _ | _
    1 | _ | _ | X | _ | _ | _
    2 | _ | _ | X | X | _ | _
    3 | _ | _ | O | X | _ | _
    4 | _ | _ | _ | _ | _ | _
    5 | _ | _ | _ | _ | _ | _
    """)


def test_spec_001_white_at_5_flips_3_and_4():
    board = one_row(" |O|X|X| | | | |X| | |O")
    flipped = proj2.apply_rule_move(board, 0, 4, O, ONE_ROW)
    assert flipped == [[0, 3], [0, 2]]
    assert board == one_row(" |O|O|O|O| | | |X| | |O")


def test_spec_001_white_at_6_flips_nothing_but_is_legal():
    board = one_row(" |O|X|X| | | | |X| | |O")
    assert proj2.is_rule_move(board, 0, 5, O, ONE_ROW)
    assert proj2.apply_rule_move(board, 0, 5, O, ONE_ROW) == []
    assert board == one_row(" |O|X|X| |O| | |X| | |O")


def test_spec_001_board_drawing():
    board = one_row(" |O|X|X| | | | |X| | |O")
    drawing = proj2.draw_classic_board(board, "Current board state:")
    assert drawing.splitlines()[2:] == [
        "+-----------------------+",
        "| |O|X|X| | | | |X| | |O|",
        "+-----------------------+"]


def test_one_row_game_starts_empty_and_ends_when_the_row_is_full(capsys):
    board = proj2.create_start_board(1, proj2.ONE_ROW_LENGTH, rules=ONE_ROW)
    assert board == [[proj2.EMPTY] * 12]
    # X 3 flips O's 2; X 5 flips O's 4; O 10 flips X's 11; X 8 flips
    # O's 7; O 9, the last square, flips nothing (X's run reaches the edge).
    squares = ["1", "2", "3", "4", "5", "12", "6", "7", "11", "10", "8", "9"]
    winner = play(board, squares, game_with(ONE_ROW, o_player=proj2.HUMAN))
    lines = capsys.readouterr().out.splitlines()
    assert "Enter X's move (square 1-12): 1" in lines
    assert "Enter O's move (square 1-12): 2" in lines
    assert lines[-11:] == ["Final board state:", "",
                           "+-----------------------+",
                           "|X|X|X|X|X|X|X|X|O|O|O|O|",
                           "+-----------------------+",
                           "                   1 1 1",
                           " 1 2 3 4 5 6 7 8 9 0 1 2", "",
                          "The board is full: the game is over.",
                          "Final score: X 8, O 4", "X wins!"]
    assert winner == X


def test_one_row_sandwich_flips_the_run_between():
    board = one_row("X|O|O| | | | | | | | | ")
    assert proj2.get_rule_flips(board, 0, 3, X, ONE_ROW) == [[0, 2], [0, 1]]


def test_side_with_no_move_passes_under_standard_rules():
    board = board_from(positions_more.X_MUST_PASS)
    assert proj2.get_rule_moves(board, X, STANDARD) == []
    assert proj2.get_side_to_move(board, X, STANDARD) == O


def test_side_with_no_move_ends_the_umbc_game():
    board = board_from(positions_more.X_MUST_PASS)
    assert proj2.get_side_to_move(board, X, proj2.UMBC_RULES) == proj2.EMPTY


def test_both_sides_stuck_with_empty_squares_ends_the_game():
    board = board_from(positions_more.BOTH_STUCK)
    assert proj2.count_pieces(board, proj2.EMPTY) == 8
    assert proj2.is_rule_game_over(board, X, STANDARD)


def test_all_discs_one_colour_ends_the_game():
    board = board_from(positions_more.ALL_X)
    assert proj2.is_rule_game_over(board, O, STANDARD)
    assert proj2.get_winner(board) == X


def test_full_board_with_equal_counts_is_a_draw():
    board = board_from(positions_more.FULL_DRAW)
    assert proj2.is_rule_game_over(board, X, STANDARD)
    assert proj2.get_winner(board) == proj2.EMPTY
    assert proj2.get_rule_winner(board, proj2.WIN_FEWEST) == proj2.EMPTY


def test_fewest_pieces_win_when_asked():
    board = board_from(positions_more.ALL_X)
    assert proj2.get_rule_winner(board, proj2.WIN_FEWEST) == O


def play_passing_by_itself(board, lines, game):
    """Plays as the program does: a human with no legal move passes
    without being asked (see proj2.read_line_or_pass).
    Parameters: as play. Returns: the winner play_game returns."""
    state = proj2.create_play_state(board, game, None)
    return proj2.play_session(state, functools.partial(
        proj2.read_line_or_pass, state, TypedLines(lines)))


def test_a_human_with_no_legal_move_passes_without_being_asked(capsys):
    board = board_from(positions_more.X_MUST_PASS)
    play_passing_by_itself(board, ["quit"], game_with(STANDARD))
    out = capsys.readouterr().out
    assert ("Valid moves are: none\n"
            "No legal move for you (X): the turn passes to the computer (O).\n"
            "The computer played a1\n") in out
    assert "Valid moves are: c1, b3\nEnter your move (such as f5): quit" in out
    assert out.count("Enter your move") == 1


def test_the_program_passes_for_a_stuck_human(monkeypatch, capsys):
    done = run_in_process(["--rules", "standard", "--size", "4",
                           "--position", "-X---X--X-O----X X"], b"quit\n",
                          monkeypatch, capsys)
    out = done.stdout.decode()
    assert ("Valid moves are: none\n"
            "No legal move for you (X): the turn passes to the computer (O).\n"
            "The computer played a1\n") in out


def test_a_stuck_human_who_types_a_move_is_told_to_pass(capsys):
    # Without the program's reader (another front end), the rule stands.
    board = board_from(positions_more.X_MUST_PASS)
    play(board, ["b3", "pass", "quit"], game_with(STANDARD))
    out = capsys.readouterr().out
    assert ("Enter your move (such as f5): b3\n"
            "You have no legal move: type pass.\n"
            "Enter your move (such as f5): pass\n"
            "No legal move for you (X): the turn passes to the computer (O).\n"
            ) in out


def test_pass_is_refused_while_a_move_exists(capsys):
    board = proj2.create_start_board(rules=STANDARD)
    play(board, ["pass", "quit"], game_with(STANDARD))
    assert ("Enter your move (such as f5): pass\n"
            "You cannot pass while you have a legal move (type hint to see "
            "them).\n") in capsys.readouterr().out


def test_hint_lists_moves_with_their_flips_most_first(capsys):
    board = board_from(positions_more.SPEC_000_FIGURE_1)
    play(board, ["hint", "quit"], game_with(STANDARD))
    # Too long for one line, the list goes on, indented, between entries.
    # Among equal counts, in reading order: top row first, then left.
    assert ("Hint (square: pieces it flips): d4: 7, h1: 5, c2: 3, g3: 2, "
            "d5: 2, e2: 1,\n"
            "  b3: 1, b5: 1, f5: 1, e6: 1, e8: 1\n"
            ) in capsys.readouterr().out


def test_quit_shows_the_board_the_score_and_who_leads(capsys):
    board = board_from(positions_more.SPEC_000_FIGURE_1)
    play(board, ["exit"], game_with(STANDARD))
    out = capsys.readouterr().out
    assert out.endswith("8 | _ | X | O | X | _ | _ | _ | X\n\n"
                        "The game was ended with quit.\n"
                        "Final score: X 14, O 23\n"
                        "In the lead: the computer (O).\n")
    assert "\nFinal board state:\n" in out


def test_two_humans_are_prompted_by_side(capsys):
    board = proj2.create_start_board(rules=STANDARD)
    play(board, ["f5", "f4", "quit"],
         game_with(STANDARD, o_player=proj2.HUMAN))
    out = capsys.readouterr().out
    assert "Enter X's move (such as f5): f5\n" in out
    assert "Enter O's move (such as f5): f4\n" in out
    assert out.endswith("Final score: X 3, O 3\n"
                        "Nobody leads: the score is level.\n")


def test_two_computers_play_a_whole_game(capsys):
    board = proj2.create_start_board(4, 4, X, STANDARD)
    play(board, [], game_with(STANDARD, proj2.NAIVE, proj2.NAIVE))
    out = capsys.readouterr().out
    assert out.startswith("X played c1\nO played b1\n")
    # O has no move after X's a3, so X moves twice in a row.
    assert ("X played a3\nNo legal move for O: the turn passes to X.\n"
            "X played c4\n") in out
    assert out.endswith("The board is full: the game is over.\n"
                        "Final score: X 12, O 4\nX wins!\n")


def test_game_ends_when_neither_side_can_move(capsys):
    board = board_from(positions_more.ALL_X)
    play(board, [], game_with(STANDARD))
    assert capsys.readouterr().out.endswith(
        "Neither side has a legal move: the game is over.\n"
        "Final score: X 16, O 0 (X's 4 discs and the 12 empty squares)\n"
        "You win!\n")


def test_fewest_wins_game_names_the_side_with_fewer_pieces(capsys):
    board = board_from(positions_more.ALL_X)
    play(board, [], game_with(STANDARD, win=proj2.WIN_FEWEST))
    assert capsys.readouterr().out.endswith("The computer wins!\n")


@pytest.mark.parametrize("rows, cols", [(4, 4), (6, 10), (16, 16), (10, 4)])
def test_start_pieces_sit_on_the_centre_four(rows, cols):
    board = proj2.create_start_board(rows, cols, O, STANDARD)
    top, left = rows // 2 - 1, cols // 2 - 1
    assert [board[top][left], board[top][left + 1],
            board[top + 1][left], board[top + 1][left + 1]] == [O, X, X, O]
    assert proj2.count_pieces(board, proj2.EMPTY) == rows * cols - 4


def test_wide_board_labels_stay_aligned():
    board = proj2.create_start_board(12, 12, X, STANDARD)
    lines = proj2.draw_classic_board(board,
                                     "Current board state:").splitlines()
    assert lines[2] == (" _ |  0 |  1 |  2 |  3 |  4 |  5 |  6 |  7 |  8 |  9 "
                        "| 10 | 11")
    assert lines[8] == " 5 |  _ |  _ |  _ |  _ |  _ |  X |  O |  _ |  _ |  _ |  _ |  _"
    assert len({len(line) for line in lines[2:]}) == 1
    assert proj2.parse_board("\n".join(lines)) == board
