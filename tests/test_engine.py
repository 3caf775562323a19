"""The bitboard engine against the rule functions: they are the
definition of the rules, so the engine must count the same move trees
and agree at every ply of whole games, on every rule set and size."""

import random

import pytest

import proj2
from helpers import board_from

X, O = proj2.PLAYER_PIECE, proj2.COMPUTER_PIECE
GRID_RULES = [proj2.UMBC_RULES, proj2.STANDARD_RULES, proj2.SIMPLE_RULES]

# Sizes and how deep the 2D-list perft (the slow reference) is taken.
PERFT_SIZES = [(4, 4, 5), (6, 6, 4), (8, 8, 3), (6, 10, 3), (16, 16, 2)]
# The one-row game has every empty square legal: 12 * 11 * 10 * 9 leaves.
ONE_ROW_PERFT_DEPTH = 4


def engine_for(rules, board):
    """Parameters: rules -- a rule set; board -- a 2D board.
    Returns: the engine table for that rule set and the board's size."""
    return proj2.build_engine(rules, len(board), len(board[0]))


def engine_perft(board, piece, depth, rules):
    """Parameters: as proj2.count_perft_leaves.
    Returns: the engine's count of the same leaves."""
    engine = engine_for(rules, board)
    own, opponent = proj2.get_engine_bits(board, piece, engine)
    return proj2.count_engine_leaves(own, opponent, depth, engine)


@pytest.mark.parametrize("rules", GRID_RULES, ids=lambda r: r.name)
@pytest.mark.parametrize("rows, cols, depth", PERFT_SIZES)
def test_engine_perft_equals_the_rule_functions_perft(rules, rows, cols,
                                                      depth):
    board = proj2.create_start_board(rows, cols, rules=rules)
    assert engine_perft(board, X, depth, rules) == \
        proj2.count_perft_leaves(board, X, depth, rules)


def test_engine_perft_of_the_one_row_game():
    rules = proj2.ONE_ROW_RULES
    board = proj2.create_start_board(1, 12, rules=rules)
    expected = proj2.count_perft_leaves(board, X, ONE_ROW_PERFT_DEPTH, rules)
    assert expected == 12 * 11 * 10 * 9
    assert engine_perft(board, X, ONE_ROW_PERFT_DEPTH, rules) == expected


def test_engine_perft_reaches_the_published_standard_depth_seven():
    board = proj2.create_start_board(rules=proj2.STANDARD_RULES)
    assert engine_perft(board, X, 7, proj2.STANDARD_RULES) == 55092


def test_engine_perft_counts_transpositions_once_and_stays_right():
    # perft(6) is 8,200 leaves. There are 244 lines of four plies
    # (perft(4)), but fewer positions after them: some are reached by
    # more than one order of moves, and each is counted once.
    board = proj2.create_start_board(rules=proj2.STANDARD_RULES)
    engine = engine_for(proj2.STANDARD_RULES, board)
    own, opponent = proj2.get_engine_bits(board, X, engine)
    counted = {}
    assert proj2.count_engine_leaves(own, opponent, 6, engine,
                                     counted) == 8200
    ply_four = [key for key in counted if key[2] == 2]
    assert 0 < len(ply_four) < 244


def test_engine_perft_with_a_full_table_stays_right(monkeypatch):
    monkeypatch.setattr(proj2, "PERFT_TABLE_SIZE", 3)
    board = proj2.create_start_board(rules=proj2.STANDARD_RULES)
    assert engine_perft(board, X, 6, proj2.STANDARD_RULES) == 8200


def engine_view(board, piece, rules):
    """Parameters: board -- a 2D board; piece -- the side to move; rules --
        the rule set.
    Returns: what the engine says of the position: the legal moves as
        [row, col] lists; for each move, the flipped squares and the
        board after it; who moves next (X, O or EMPTY, as
        get_side_to_move says it) and that side's moves."""
    engine = engine_for(rules, board)
    own, opponent = proj2.get_engine_bits(board, piece, engine)
    moves = engine.find_moves(own, opponent, engine)
    outcomes = {}
    for move in proj2.list_bits(moves):
        flipped = engine.find_flips(own, opponent, move, engine)
        after_opponent, after_own = proj2.play_engine_move(own, opponent,
                                                           move, engine)
        square = tuple(proj2.get_bit_square(move, engine))
        outcomes[square] = [
            sorted(proj2.list_bit_squares(flipped, engine)),
            proj2.get_bits_board(after_own, after_opponent, piece, engine)]
    turn, next_moves = proj2.get_engine_turn(own, opponent, engine)
    next_side = {proj2.TURN_OWN: piece,
                 proj2.TURN_OPPONENT: proj2.get_opponent(piece),
                 proj2.TURN_GAME_OVER: proj2.EMPTY}[turn]
    return [proj2.list_bit_squares(moves, engine), outcomes, next_side,
            proj2.list_bit_squares(next_moves, engine)]


def reference_view(board, piece, rules):
    """Parameters: as engine_view.
    Returns: the same four things, from the 2D-list rule functions."""
    moves = proj2.get_rule_moves(board, piece, rules)
    outcomes = {}
    for move in moves:
        after = proj2.copy_board(board)
        flipped = proj2.apply_rule_move(after, *move, piece, rules)
        outcomes[tuple(move)] = [sorted(flipped), after]
    next_side = proj2.get_side_to_move(board, piece, rules)
    next_moves = []
    if next_side != proj2.EMPTY:
        next_moves = proj2.get_rule_moves(board, next_side, rules)
    return [moves, outcomes, next_side, next_moves]


# (rules, rows, cols, seed): two whole games on each usual size. The
# largest board's first LARGEST_BOARD_PLIES plies are a case of their
# own; tests/bench/bench_sweeps.py plays whole games on it.
GAME_SETUPS = [(rules, rows, cols, seed)
               for rules, rows, cols in [(proj2.UMBC_RULES, 8, 8),
                                         (proj2.STANDARD_RULES, 8, 8),
                                         (proj2.SIMPLE_RULES, 6, 6),
                                         (proj2.STANDARD_RULES, 6, 10),
                                         (proj2.UMBC_RULES, 4, 4),
                                         (proj2.ONE_ROW_RULES, 1, 12)]
               for seed in range(2)]
LARGEST_BOARD_PLIES = 20


def disagreements_in_a_random_game(rules, rows, cols, seed, plies):
    """Plays random moves from the start, comparing the engine with the
    2D-list rules at every ply.

    Parameters: rules -- the rule set; rows, cols -- the board's size;
        seed -- the seed of the moves; plies -- how many plies to play
        (None: to the end of the game).
    Returns: the plies at which the two disagree ([] when they agree)."""
    rng = random.Random(seed)
    board = proj2.create_start_board(rows, cols, rules=rules)
    piece = X
    problems = []
    ply = 0
    while plies is None or ply < plies:
        expected = reference_view(board, piece, rules)
        if engine_view(board, piece, rules) != expected:
            problems.append("ply {}: {}".format(
                ply, proj2.format_position(board, piece)))
        side = expected[2]
        if side == proj2.EMPTY:
            break
        move = rng.choice(proj2.get_rule_moves(board, side, rules))
        proj2.apply_rule_move(board, *move, side, rules)
        piece = proj2.get_opponent(side)
        ply += 1
    return problems


@pytest.mark.parametrize("rules, rows, cols, seed", GAME_SETUPS,
                         ids=lambda value: value.name
                         if isinstance(value, proj2.Rules) else str(value))
def test_engine_agrees_at_every_ply_of_a_random_game(rules, rows, cols,
                                                     seed):
    assert disagreements_in_a_random_game(rules, rows, cols, seed,
                                          None) == []


def test_engine_agrees_on_the_largest_board():
    assert disagreements_in_a_random_game(
        proj2.STANDARD_RULES, proj2.MAX_BOARD_SIZE, proj2.MAX_BOARD_SIZE, 0,
        LARGEST_BOARD_PLIES) == []


def test_guard_column_stops_lines_at_the_edges():
    # X has no legal move. Without the always-empty guard column, the last
    # square of a row would sit next to the first of the following row:
    # 2 1 would then flip O's run on row 2 against X on 3 0, and 1 2 the
    # run on row 1 (read leftward) against X on 0 3.
    board = board_from("""
        0 | _ | _ | _ | X
        1 | O | O | _ | _
        2 | _ | _ | O | O
        3 | X | _ | _ | _
    """)
    rules = proj2.STANDARD_RULES
    assert proj2.get_rule_moves(board, X, rules) == []
    assert engine_view(board, X, rules) == reference_view(board, X, rules)
    assert engine_view(board, O, rules) == reference_view(board, O, rules)


def test_bits_and_board_convert_both_ways():
    board = board_from("""
        0 | X | _ | _ | O
        1 | _ | O | X | _
        2 | _ | _ | O | _
        3 | X | _ | _ | O
    """)
    engine = engine_for(proj2.STANDARD_RULES, board)
    own, opponent = proj2.get_engine_bits(board, O, engine)
    assert proj2.get_bits_board(own, opponent, O, engine) == board
    assert proj2.list_bit_squares(own, engine) == [[0, 3], [1, 1], [2, 2],
                                                   [3, 3]]
