"""The computer players: each plays only legal moves under every rule
set; greedy and the corner player choose as their descriptions say; the
searching levels' exact solver finds the same result as a brute-force
minimax over the rule functions."""

import pytest

import proj2
from helpers import (UMBC_ENDING, ample_settings, best_difference, board_from,
                     position_after, quick_settings)
import positions_more

X, O = proj2.PLAYER_PIECE, proj2.COMPUTER_PIECE
UMBC = proj2.UMBC_RULES
STANDARD = proj2.STANDARD_RULES

# Seeds enough for a random tie-break to have shown both of two moves.
TIE_BREAK_SEEDS = range(20)

# (rules, rows, cols): every rule set, on boards small enough for whole
# games in a test.
SMALL_GAMES = [(proj2.UMBC_RULES, 4, 4), (proj2.STANDARD_RULES, 4, 4),
               (proj2.SIMPLE_RULES, 4, 4), (proj2.ONE_ROW_RULES, 1, 12)]

# Greedy and naive disagree: 0 2 is topmost, but 4 4 flips two pieces.
GREEDY_TAKES_MOST_FLIPS = """
_ | 0 | 1 | 2 | 3 | 4 | 5
0 | _ | _ | _ | _ | _ | _
1 | _ | _ | O | _ | _ | _
2 | _ | _ | X | _ | _ | _
3 | _ | _ | _ | _ | _ | _
4 | _ | X | O | O | _ | _
5 | _ | _ | _ | _ | _ | _
"""

# Under standard rules the corner 0 0 flips one piece and 3 5 flips three.
CORNER_BEFORE_FLIPS = """
_ | 0 | 1 | 2 | 3 | 4 | 5
0 | _ | O | X | _ | _ | _
1 | _ | _ | _ | _ | _ | _
2 | _ | _ | _ | _ | _ | _
3 | _ | X | O | O | O | _
4 | _ | _ | _ | _ | _ | _
5 | _ | _ | _ | _ | _ | _
"""

# No corner is legal; 1 3 and 3 2 each leave X with four pieces.
TWO_EQUAL_MOVES = """
_ | 0 | 1 | 2 | 3 | 4 | 5
0 | _ | _ | _ | _ | _ | _
1 | _ | X | O | _ | _ | _
2 | _ | _ | _ | _ | _ | _
3 | _ | _ | _ | O | X | _
4 | _ | _ | _ | _ | _ | _
5 | _ | _ | _ | _ | _ | _
"""


@pytest.mark.parametrize("rules, rows, cols", SMALL_GAMES,
                         ids=lambda value: value.name
                         if isinstance(value, proj2.Rules) else str(value))
@pytest.mark.parametrize("name", list(proj2.COMPUTER_PLAYERS))
def test_computer_plays_only_legal_moves_in_a_whole_game(name, rules, rows,
                                                         cols):
    settings = quick_settings()
    session = proj2.create_session_state(settings)
    board = proj2.create_start_board(rows, cols, rules=rules)
    players = {X: name, O: proj2.RANDOM_PLAYER}
    side = proj2.get_side_to_move(board, X, rules)
    while side != proj2.EMPTY:
        move = proj2.COMPUTER_PLAYERS[players[side]](board, side, rules,
                                                     settings, session)
        assert move in proj2.get_rule_moves(board, side, rules)
        proj2.apply_rule_move(board, *move, side, rules)
        side = proj2.get_side_to_move(board, proj2.get_opponent(side), rules)
    assert proj2.count_pieces(board, X) + proj2.count_pieces(board, O) > 4


@pytest.mark.parametrize("name", list(proj2.COMPUTER_PLAYERS))
def test_computer_with_no_legal_move_returns_no_move(name):
    board = board_from(positions_more.X_MUST_PASS)
    assert proj2.COMPUTER_PLAYERS[name](board, X, STANDARD,
                                        quick_settings()) == []


@pytest.mark.parametrize("name", list(proj2.COMPUTER_PLAYERS))
def test_computer_can_be_called_with_board_piece_and_rules_only(name):
    # Two legal moves, 1 3 and 3 1, so the searching levels really search
    # (with their default settings); the end is near, so they are quick.
    board = board_from("""
        0 | X | X | X | X
        1 | X | O | O | _
        2 | X | O | X | X
        3 | X | _ | X | X
    """)
    assert proj2.COMPUTER_PLAYERS[name](board, X, STANDARD) in [[1, 3],
                                                                 [3, 1]]


def test_greedy_takes_the_move_that_flips_the_most():
    board = board_from(GREEDY_TAKES_MOST_FLIPS)
    assert proj2.choose_naive_move(board, X) == [0, 2]
    assert proj2.choose_greedy_move(board, X) == [4, 4]


def test_greedy_breaks_a_tie_topmost_then_leftmost():
    board = board_from(TWO_EQUAL_MOVES)
    assert proj2.choose_greedy_move(board, X, STANDARD) == [1, 3]


def test_corner_player_takes_a_legal_corner_first():
    board = board_from(CORNER_BEFORE_FLIPS)
    for seed in TIE_BREAK_SEEDS:
        assert proj2.choose_corner_move(board, X, STANDARD,
                                        quick_settings(seed)) == [0, 0]


def test_corner_player_otherwise_keeps_the_most_pieces():
    board = board_from(CORNER_BEFORE_FLIPS)
    board[0][0] = O
    assert proj2.choose_corner_move(board, X, STANDARD,
                                    quick_settings()) == [3, 5]


def test_corner_player_breaks_ties_at_random():
    board = board_from(TWO_EQUAL_MOVES)
    chosen = {tuple(proj2.choose_corner_move(board, X, STANDARD,
                                             quick_settings(seed)))
              for seed in TIE_BREAK_SEEDS}
    assert chosen == {(1, 3), (3, 2)}


def test_random_player_can_choose_every_legal_move():
    board = proj2.create_start_board(rules=STANDARD)
    settings = quick_settings()
    session = proj2.create_session_state(settings)
    chosen = {tuple(proj2.choose_random_move(board, X, STANDARD, settings,
                                             session))
              for draw in range(60)}
    # Othello's first moves: d3, c4, f5 and e6.
    assert chosen == {(2, 3), (3, 2), (4, 5), (5, 4)}


def test_same_seed_gives_the_same_random_choices():
    board = proj2.create_start_board(rules=STANDARD)
    first = [proj2.choose_random_move(board, X, STANDARD, settings)
             for settings in [quick_settings(seed) for seed in range(8)]]
    again = [proj2.choose_random_move(board, X, STANDARD, settings)
             for settings in [quick_settings(seed) for seed in range(8)]]
    assert first == again


def check_solver(board, piece, rules, win=proj2.WIN_MOST):
    """Solves a position with the strongest computer and checks its value
    and its move against the brute-force minimax.

    Parameters: board -- the position; piece -- the side to move; rules
        -- the rule set; win -- how the game is won."""
    sign = 1 if win == proj2.WIN_MOST else -1
    expected = best_difference(board, piece, rules, sign)
    settings = ample_settings(win)
    analysis = proj2.analyse_position(board, piece, rules, "level5",
                                      settings, False)
    assert analysis.exact
    assert analysis.value == expected
    child = proj2.copy_board(board)
    proj2.apply_rule_move(child, *analysis.move, piece, rules)
    opponent = proj2.get_opponent(piece)
    side = proj2.get_side_to_move(child, opponent, rules)
    if side == proj2.EMPTY:
        scores = proj2.get_final_scores(child, rules, win)
        after = sign * (scores[piece] - scores[opponent])
    elif side == piece:
        after = best_difference(child, piece, rules, sign)
    else:
        after = -best_difference(child, opponent, rules, sign)
    assert after == expected, "the chosen move does not keep the best result"


def test_solver_plays_the_umbc_game_on_4x4_perfectly_from_the_start():
    check_solver(proj2.create_start_board(4, 4, rules=UMBC), X, UMBC)


@pytest.mark.parametrize("rules, empties", [(proj2.STANDARD_RULES, 9),
                                            (proj2.SIMPLE_RULES, 8)],
                         ids=["standard", "simple"])
def test_solver_agrees_with_brute_force_on_4x4(rules, empties):
    board, side = position_after(rules, 4, 4, empties, 3)
    check_solver(board, side, rules)


# Longer 6x6 endings are in tests/bench/bench_sweeps.py.
@pytest.mark.parametrize("seed", [3, 5, 6])
def test_solver_agrees_with_brute_force_on_6x6_endings(seed):
    board, side = position_after(STANDARD, 6, 6, 7, seed)
    check_solver(board, side, STANDARD)


def test_solver_plays_for_the_fewest_discs_when_they_win():
    board, side = position_after(STANDARD, 6, 6, 7, 8)
    check_solver(board, side, STANDARD, proj2.WIN_FEWEST)


def test_solver_ends_the_umbc_game_by_leaving_the_opponent_stuck():
    board = board_from(UMBC_ENDING)
    assert proj2.choose_greedy_move(board, O, UMBC) == [0, 5]
    analysis = proj2.analyse_position(board, O, UMBC, "level5",
                                      ample_settings(), False)
    assert [analysis.move, analysis.value, analysis.exact] == \
        [[5, 5], 16, True]
    check_solver(board, O, UMBC)


def test_analysis_of_the_last_empty_square_names_it():
    board = board_from("""
        0 | X | X | X | X
        1 | X | O | O | _
        2 | X | X | X | X
        3 | X | X | X | X
    """)
    analysis = proj2.analyse_position(board, X, STANDARD, "level5",
                                      quick_settings(), True)
    assert [analysis.move, analysis.value, analysis.exact] == \
        [[1, 3], 16, True]
    assert proj2.count_pieces(analysis.final_board,
                              X) == 16


def test_searching_levels_beat_random_in_the_one_row_game():
    rules = proj2.ONE_ROW_RULES
    for seed in range(2):
        settings = quick_settings(seed)
        board = proj2.create_start_board(1, 12, rules=rules)
        game = proj2.create_game(
            proj2.NewGame(rules, {X: "level3", O: proj2.RANDOM_PLAYER}),
            settings=settings)
        proj2.play_computer_game(board, X, game)
        assert proj2.get_winner(board) == X
