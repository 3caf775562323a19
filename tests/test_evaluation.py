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


# 32 empty squares, X to move: the later game, where the patterns judge
# a search's leaves.
LATE_POSITION = """
    _ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
    0 | _ | _ | O | O | O | O | _ | _
    1 | _ | _ | O | O | X | _ | _ | _
    2 | O | O | O | X | X | X | X | _
    3 | _ | O | X | O | X | X | _ | _
    4 | X | X | X | O | O | X | _ | _
    5 | _ | X | O | O | O | _ | _ | _
    6 | _ | _ | _ | O | O | _ | _ | _
    7 | _ | _ | _ | O | _ | _ | _ | _
"""


def depth_0_value(board, piece):
    """Returns: the value a level5 search of the board gives a leaf at
    depth 0, piece to move, with the evaluation it plans to use."""
    engine = proj2.build_engine(STANDARD, 8, 8)
    own, opponent = proj2.get_engine_bits(board, piece, engine)
    budget = proj2.create_search_budget(engine, own, opponent,
                                        proj2.LEVEL5_PLAYER,
                                        proj2.create_settings(0))
    return proj2.search_node(own, opponent, 0, -proj2.INFINITE_SCORE,
                             proj2.INFINITE_SCORE, budget.state)


@pytest.mark.parametrize("diagram", [LATE_POSITION, None])
@pytest.mark.parametrize("piece", [X, O])
def test_evaluate_board_is_the_value_a_search_gives_its_leaves(diagram,
                                                              piece):
    board = (board_from(diagram) if diagram
             else proj2.create_start_board(rules=STANDARD))
    assert proj2.evaluate_board(board, piece) == depth_0_value(board, piece)


def test_evaluate_board_reads_the_patterns_in_the_later_game():
    board = board_from(LATE_POSITION)
    engine = proj2.build_engine(STANDARD, 8, 8)
    own, opponent = proj2.get_engine_bits(board, X, engine)
    moves = engine.find_moves(own, opponent, engine)
    patterns = proj2.load_pattern_evaluation()
    assert proj2.evaluate_board(board, X) == proj2.evaluate_patterns(
        own, opponent, moves, engine, patterns, 1)


def test_evaluate_board_values_mirror_images_alike():
    board = board_from(LATE_POSITION)
    value = proj2.evaluate_board(board, X)
    transposed = [list(column) for column in zip(*board)]
    mirrored = [row[::-1] for row in board]
    turned = [row[::-1] for row in board[::-1]]
    for image in (transposed, mirrored, turned):
        assert proj2.evaluate_board(image, X) == value
