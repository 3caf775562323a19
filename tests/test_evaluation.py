"""The evaluation: its features, its stages, and its value in discs."""

import random

import pytest

import proj2
from helpers import board_from

X, O = proj2.PLAYER_PIECE, proj2.COMPUTER_PIECE
STANDARD = proj2.STANDARD_RULES

# X holds the corner 0 0 and the edge square 0 1; O holds the edge
# square 3 1.
CORNER_POSITION = """
_ | 0 | 1 | 2 | 3
0 | X | X | _ | _
1 | _ | O | O | _
2 | _ | X | O | _
3 | _ | O | _ | _
"""

# Every corner is empty. O holds 1 1, 1 2 and 2 2, each next to a
# corner; X holds 2 1, next to the corner 3 0.
NEAR_CORNERS = """
_ | 0 | 1 | 2 | 3
0 | _ | _ | _ | _
1 | _ | O | O | _
2 | _ | X | O | _
3 | _ | _ | _ | _
"""


def features_of(diagram, piece, sign=1):
    """Returns: the evaluation's features of a position, piece to move,
        under the standard rules."""
    board = board_from(diagram)
    engine = proj2.build_engine(STANDARD, len(board), len(board[0]))
    own, opponent = proj2.get_engine_bits(board, piece, engine)
    moves = engine.find_moves(own, opponent, engine)
    return proj2.find_position_features(own, opponent, moves, engine, sign)


def test_a_corner_counts_for_its_owner():
    assert features_of(CORNER_POSITION, X)[proj2.FEATURE_CORNER] == 1
    assert features_of(CORNER_POSITION, O)[proj2.FEATURE_CORNER] == -1


def test_pieces_next_to_an_empty_corner_count_against_their_owner():
    # O's three such pieces less X's one, in X's favour.
    assert features_of(NEAR_CORNERS, X)[proj2.FEATURE_NEAR_CORNER] == 2


def test_when_the_fewest_discs_win_owning_counts_against_a_side():
    most = features_of(CORNER_POSITION, X)
    fewest = features_of(CORNER_POSITION, X, sign=-1)
    assert fewest[proj2.FEATURE_CORNER] == -most[proj2.FEATURE_CORNER]
    assert fewest[proj2.FEATURE_DISC] == -most[proj2.FEATURE_DISC]
    assert fewest[proj2.FEATURE_MOBILITY] == most[proj2.FEATURE_MOBILITY]


@pytest.mark.parametrize("empties, squares, stage", [
    (60, 64, 15), (14, 64, 3), (3, 64, 0), (0, 64, 0),
    (12, 16, 12), (96, 100, 15), (5, 8, 10)])
def test_a_position_is_in_the_stage_of_its_share_of_empty_squares(
        empties, squares, stage):
    assert proj2.get_evaluation_stage(empties, squares, 16) == stage


def test_the_fitted_weights_cover_every_stage_and_feature():
    table = proj2.FITTED_STAGE_WEIGHTS
    assert len(table) == proj2.STANDARD_SQUARES // proj2.STAGE_EMPTIES
    for weights in table:
        assert len(weights) == proj2.FEATURE_COUNT
        assert all(isinstance(weight, int) for weight in weights)


@pytest.mark.parametrize("name, rows, cols", [
    ("standard", 8, 8), ("standard", 6, 10), ("umbc", 8, 8),
    ("simple", 4, 4), ("1d", 1, 12)])
def test_the_evaluation_is_a_whole_number_of_discs_the_board_allows(
        name, rows, cols):
    rules = proj2.RULE_SETS[name]
    engine = proj2.build_engine(rules, rows, cols)
    board = proj2.create_start_board(rows, cols, rules=rules)
    own, opponent = proj2.get_engine_bits(board, X, engine)
    randomness = random.Random(7)
    for _ in range(rows * cols):
        moves = engine.find_moves(own, opponent, engine)
        if not moves:
            break
        for sign in (1, -1):
            value = proj2.evaluate_position(own, opponent, moves, engine,
                                            proj2.DEFAULT_EVALUATION, sign)
            assert isinstance(value, int)
            assert abs(value) <= rows * cols
        move = randomness.choice(proj2.list_bits(moves))
        own, opponent = proj2.play_engine_move(own, opponent, move, engine)


def test_a_side_with_every_corner_and_more_discs_is_ahead():
    board = board_from("""
        _ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
        0 | X | X | X | X | X | X | X | X
        1 | X | X | X | X | _ | _ | _ | X
        2 | X | X | O | O | O | _ | _ | X
        3 | X | _ | O | O | X | _ | _ | X
        4 | X | _ | O | X | O | _ | _ | X
        5 | X | _ | _ | _ | _ | _ | _ | X
        6 | X | _ | _ | _ | _ | _ | X | X
        7 | X | X | X | X | X | X | X | X
    """)
    engine = proj2.build_engine(STANDARD, 8, 8)
    for piece, sign in ((X, 1), (O, -1)):
        own, opponent = proj2.get_engine_bits(board, piece, engine)
        moves = engine.find_moves(own, opponent, engine)
        value = proj2.evaluate_position(own, opponent, moves, engine,
                                        proj2.DEFAULT_EVALUATION, 1)
        assert sign * value > 0
