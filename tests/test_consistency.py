"""One analysis, told once: the hint, analyze and the review of the same
position never contradict each other."""

import random

import pytest

import proj2

X, O = proj2.PLAYER_PIECE, proj2.COMPUTER_PIECE
STANDARD = proj2.STANDARD_RULES
# Each search of these tests looks at this many positions at most.
NODES = 1500
POSITIONS = 20


def seeded_position(seed):
    """Returns: (board, side to move) after 4 to 40 random legal moves of
    an Othello game from seed, with at least two moves to choose from."""
    rng = random.Random(seed)
    while True:
        board = proj2.create_start_board(rules=STANDARD)
        piece = X
        for _ in range(rng.randint(4, 40)):
            piece = proj2.get_side_to_move(board, piece, STANDARD)
            if piece == proj2.EMPTY:
                break
            row, col = rng.choice(proj2.get_rule_moves(board, piece,
                                                       STANDARD))
            proj2.apply_rule_move(board, row, col, piece, STANDARD)
            piece = proj2.get_opponent(piece)
        if piece != proj2.EMPTY and len(
                proj2.get_rule_moves(board, piece, STANDARD)) > 1:
            return board, piece


@pytest.mark.parametrize("seed", range(POSITIONS))
def test_a_review_never_says_the_hints_move_lost_discs(seed):
    board, piece = seeded_position(seed)
    settings = proj2.create_settings(seed, node_limit=NODES)
    game = proj2.create_game(STANDARD, settings=settings)
    hint = proj2.analyse_hint(board, piece, game)
    judged = proj2._judge_move(board, piece, hint.move, STANDARD, settings)
    assert judged.lost == 0
    assert (proj2.format_opinion_value(judged.played)
            == proj2.format_opinion_value(hint.opinion))


@pytest.mark.parametrize("seed", range(0, POSITIONS, 4))
def test_analyze_values_the_hints_move_as_the_hint_does(seed):
    board, piece = seeded_position(seed)
    settings = proj2.create_settings(seed, node_limit=NODES)
    game = proj2.create_game(STANDARD, settings=settings)
    hint = proj2.analyse_hint(board, piece, game)
    opinions = proj2.analyse_moves(board, piece, STANDARD, settings)
    assert opinions[0].move == hint.move
    assert opinions[0] == hint.opinion
