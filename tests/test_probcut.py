"""ProbCut: a shallow search decides whether the deep one is needed. It
cuts only windows it can predict, never the exact solver's."""

import dataclasses

import proj2
from helpers import board_from

X = proj2.PLAYER_PIECE
STANDARD = proj2.STANDARD_RULES
ENGINE = proj2.build_engine(STANDARD, 8, 8)
INFINITE = proj2.INFINITE_SCORE
# A fit that predicts the deep value as the shallow one, give or take one
# disc.
EXACT_FIT = [1.0, 0.0, 1.0]

# 30 empty squares (the patterns judge it), X to move.
MIDGAME = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | _ | _ | _ | _ | _ | _ | _
1 | _ | O | X | _ | _ | O | _ | _
2 | _ | _ | O | X | O | O | _ | O
3 | O | O | X | O | X | O | O | X
4 | _ | X | O | O | O | O | X | _
5 | _ | _ | X | O | O | X | X | _
6 | _ | _ | O | X | X | _ | X | _
7 | _ | _ | O | _ | X | _ | X | _
"""

# 10 empty squares, X to move.
ENDGAME = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | O | X | X | X | O | O | O | O
1 | O | X | X | X | _ | X | O | O
2 | X | O | O | X | X | O | O | _
3 | O | O | X | O | O | X | X | X
4 | _ | O | O | O | O | X | X | X
5 | X | O | O | O | X | O | X | X
6 | _ | _ | X | _ | X | X | O | _
7 | _ | X | _ | X | X | X | _ | O
"""


def state_for(evaluation):
    """Returns: a fresh search state with an evaluation and no limit."""
    return proj2.create_search_state(ENGINE, evaluation, 1,
                                     proj2.NO_NODE_LIMIT, float("inf"))


def exact_fit_state():
    """Returns: a fresh search state whose evaluation predicts a search
    4 plies deep by EXACT_FIT (the shallow value, one disc of error)."""
    evaluation = proj2.load_pattern_evaluation()
    probcut = list(evaluation.probcut)
    probcut[4] = EXACT_FIT
    return state_for(dataclasses.replace(evaluation, probcut=tuple(probcut)))


def shallow_value(own, opponent, depth):
    """Returns: the full-window value of ProbCut's shallow search for a
    deep search of depth plies."""
    return proj2.search_node(own, opponent, proj2.get_probcut_depth(depth),
                             -INFINITE, INFINITE,
                             state_for(proj2.load_pattern_evaluation()))


def test_the_shallow_search_is_a_quarter_as_deep_with_the_same_parity():
    assert [proj2.get_probcut_depth(depth) for depth in range(4, 11)] == [
        2, 3, 2, 3, 4, 5, 4]


def test_the_pattern_evaluation_carries_its_probcut_calibration():
    assert proj2.load_pattern_evaluation().probcut == proj2.PROBCUT_FIT
    assert proj2.FEATURE_EVALUATION.probcut == ()


def test_probcut_never_cuts_the_full_window():
    own, opponent = proj2.get_engine_bits(board_from(MIDGAME), X, ENGINE)
    state = exact_fit_state()
    assert proj2.try_probcut(own, opponent, 4, -INFINITE, INFINITE,
                             state) is None


def test_probcut_returns_beta_when_the_shallow_search_is_far_above_it():
    own, opponent = proj2.get_engine_bits(board_from(MIDGAME), X, ENGINE)
    value = shallow_value(own, opponent, 4)
    state = exact_fit_state()
    beta = value - 10
    assert proj2.try_probcut(own, opponent, 4, beta - 1, beta, state) == beta


def test_probcut_returns_alpha_when_the_shallow_search_is_far_below_it():
    own, opponent = proj2.get_engine_bits(board_from(MIDGAME), X, ENGINE)
    value = shallow_value(own, opponent, 4)
    state = exact_fit_state()
    alpha = value + 10
    assert proj2.try_probcut(own, opponent, 4, alpha, alpha + 1,
                             state) == alpha


def test_probcut_searches_on_when_the_window_is_near_the_prediction():
    own, opponent = proj2.get_engine_bits(board_from(MIDGAME), X, ENGINE)
    value = shallow_value(own, opponent, 4)
    state = exact_fit_state()
    assert proj2.try_probcut(own, opponent, 4, value - 1, value + 1,
                             state) is None


def test_the_exact_solver_never_tries_probcut(monkeypatch):
    def refuse(*arguments):
        raise AssertionError("ProbCut tried by the exact solver")
    own, opponent = proj2.get_engine_bits(board_from(ENDGAME), X, ENGINE)
    plain = state_for(dataclasses.replace(proj2.load_pattern_evaluation(),
                                          probcut=()))
    expected = proj2.solve_position(own, opponent, plain)
    monkeypatch.setattr(proj2, "try_probcut", refuse)
    state = state_for(proj2.load_pattern_evaluation())
    assert proj2.solve_position(own, opponent, state) == expected


def test_the_evaluating_search_does_try_probcut(monkeypatch):
    tried = []

    def count(*arguments):
        tried.append(arguments[2])
    own, opponent = proj2.get_engine_bits(board_from(MIDGAME), X, ENGINE)
    monkeypatch.setattr(proj2, "try_probcut", count)
    proj2.deepen_search(own, opponent, 5, state_for(
        proj2.load_pattern_evaluation()), 0)
    assert tried and min(tried) == 4


def test_probcut_never_cuts_a_window_of_lost_scores():
    # "Is X lost by three or more?" is a question about the game's end;
    # the evaluation's prediction must not answer "no" for the search.
    own, opponent = proj2.get_engine_bits(board_from(MIDGAME), X, ENGINE)
    state = exact_fit_state()
    beta = proj2.get_won_score(-2)
    assert proj2.try_probcut(own, opponent, 4, beta - 1, beta, state) is None


def test_probcut_never_cuts_a_window_of_won_scores():
    own, opponent = proj2.get_engine_bits(board_from(MIDGAME), X, ENGINE)
    state = exact_fit_state()
    alpha = proj2.get_won_score(2)
    assert proj2.try_probcut(own, opponent, 4, alpha, alpha + 1, state) is None
