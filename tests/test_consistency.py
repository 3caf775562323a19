"""One analysis, told once: the hint, analyze and the review of the same
position never contradict each other."""

import dataclasses
import random

import pytest

import proj2
from helpers import board_from

X, O = proj2.PLAYER_PIECE, proj2.COMPUTER_PIECE
STANDARD = proj2.STANDARD_RULES
# Two people at the keyboard: every study is best play's (against the
# naive computer it is the best game's: see test_naive_study.py).
BEST_PLAY_GAME = proj2.NewGame(STANDARD, {X: proj2.HUMAN, O: proj2.HUMAN})
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
    game = proj2.create_game(BEST_PLAY_GAME, settings=settings)
    hint = proj2.analyse_hint(board, piece, game)
    judged = proj2._judge_move(board, [piece, hint.move], STANDARD,
                               settings, game.session)
    assert judged.lost == 0
    assert (proj2.format_opinion_value(judged.played)
            == proj2.format_opinion_value(hint.opinion))


@pytest.mark.parametrize("seed", range(0, POSITIONS, 4))
def test_analyze_values_the_hints_move_as_the_hint_does(seed):
    board, piece = seeded_position(seed)
    settings = proj2.create_settings(seed, node_limit=NODES)
    game = proj2.create_game(BEST_PLAY_GAME, settings=settings)
    hint = proj2.analyse_hint(board, piece, game)
    opinions = proj2.analyse_moves(board, piece, STANDARD, settings,
                                   game.session)
    assert opinions[0].move == hint.move
    assert opinions[0] == hint.opinion


def counting_settings(seed, nodes):
    """Returns: (settings whose evaluation counts its calls, the list
    that counts them)."""
    calls = []
    features = proj2.FEATURE_EVALUATION

    def count(own, opponent, moves, engine, evaluation, sign):
        calls.append(1)
        return features.function(own, opponent, moves, engine, evaluation,
                                  sign)

    evaluation = dataclasses.replace(features, function=count)
    return proj2.create_settings(seed, evaluation=evaluation,
                                 node_limit=nodes), calls


def test_a_position_asked_again_gets_its_answer_without_a_search():
    board, piece = seeded_position(1)
    settings, calls = counting_settings(1, NODES)
    session = proj2.create_session_state(settings)
    first = proj2.analyse_moves(board, piece, STANDARD, settings, session)
    searched = len(calls)
    assert proj2.analyse_moves(board, piece, STANDARD, settings,
                               session) == first
    assert searched > 0 and len(calls) == searched


def test_a_shorter_ask_gets_the_deeper_answer_already_found():
    board, piece = seeded_position(2)
    settings, calls = counting_settings(2, 4 * NODES)
    session = proj2.create_session_state(settings)
    deeper = proj2.analyse_moves(board, piece, STANDARD, settings, session)
    shorter = dataclasses.replace(settings, node_limit=NODES)
    searched = len(calls)
    assert proj2.analyse_moves(board, piece, STANDARD, shorter,
                               session) == deeper
    assert len(calls) == searched


def test_a_longer_ask_searches_again():
    board, piece = seeded_position(3)
    settings, calls = counting_settings(3, NODES)
    session = proj2.create_session_state(settings)
    proj2.analyse_moves(board, piece, STANDARD, settings, session)
    longer = dataclasses.replace(settings, node_limit=4 * NODES)
    searched = len(calls)
    proj2.analyse_moves(board, piece, STANDARD, longer, session)
    assert len(calls) > searched


def test_an_analysis_another_thread_may_stop_is_not_remembered():
    board, piece = seeded_position(4)
    settings, calls = counting_settings(4, NODES)
    session = proj2.create_session_state(settings)
    proj2.analyse_moves(board, piece, STANDARD, settings, session,
                        proj2.AnalysisRun(watch_search=proj2.ignore_search))
    assert session.memory == {}


def test_a_review_says_when_a_deeper_search_overrules_the_hint():
    # In seeded position 7 the hint (NODES positions) recommends b2; the
    # analysis of 8 * NODES positions that follows finds e7 3 discs
    # better, and the review, given that deeper answer, says so.
    board, piece = seeded_position(7)
    settings = proj2.create_settings(1, node_limit=NODES)
    game = proj2.create_game(BEST_PLAY_GAME, settings=settings)
    hint = proj2.analyse_hint(board, piece, game)
    proj2.analyse_moves(board, piece, STANDARD,
                        dataclasses.replace(settings, node_limit=8 * NODES),
                        game.session)
    judged = proj2._judge_move(board, [piece, hint.move], STANDARD,
                               settings, game.session)
    line = proj2.format_review_move(9, [piece, hint.move], judged, board,
                                    proj2.get_game_study(game))
    assert line == ("  9. X b2   about +4, the hint's move; a deeper search "
                    "finds e7 about +7 better: about 3 discs lost")


# X to move with 12 empty squares (a 2001 tournament game after move 48).
NEAR_THE_END = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | O | _ | X | X | X | X | _ | _
1 | O | _ | X | O | X | X | _ | O
2 | O | X | O | O | O | O | O | O
3 | O | X | O | O | O | O | O | O
4 | O | X | O | X | O | X | O | O
5 | O | O | X | X | X | X | O | O
6 | O | X | X | X | X | X | _ | _
7 | X | _ | X | _ | _ | X | _ | _
"""


def test_near_the_end_hint_review_and_analyze_tell_one_exact_story():
    # However small their budgets, the hint and the review give the
    # exact values --analyze gives, and the review's loss is exact.
    board = board_from(NEAR_THE_END)
    game = proj2.create_game(BEST_PLAY_GAME,
                             settings=proj2.create_settings(1, node_limit=50))
    hint = proj2.analyse_hint(board, X, game)
    judged = proj2._judge_move(board, [X, [6, 7]], STANDARD, game.settings,
                               proj2.create_session_state(game.settings))
    analysed = proj2.analyse_moves(board, X, STANDARD,
                                   proj2.create_settings(1, node_limit=10**6))
    assert [hint.opinion.lower, hint.opinion.upper] == [-40, -40]
    assert hint.opinion.move == analysed[0].move == [1, 6]
    assert proj2.format_review_move(49, [X, [6, 7]], judged, board,
                                    proj2.get_game_study(game)) == (
        " 49. X h7   -48 exact; best g2 -40 exact: 8 discs lost, a mistake")
