"""The search's parts: which pieces it counts as stable, how it scores a
finished game, and what it plays when its budget runs out mid-search."""

import dataclasses

import pytest

import proj2
from helpers import board_from, unlimited_search

X, O = proj2.PLAYER_PIECE, proj2.COMPUTER_PIECE

# X's corner, and the two pieces leaning on it along the edges, can
# never be flipped; O's piece on the top edge can (from 0 3, say).
CORNER_AND_EDGES = """
_ | 0 | 1 | 2 | 3
0 | X | X | O | _
1 | X | _ | _ | _
2 | _ | _ | O | _
3 | _ | _ | _ | _
"""

# Under the simplified rules a piece flips only when a piece is played
# next to it: O's 1 1 has no empty neighbour left, nor have X's 0 0, 0 1
# and 1 0; X's 0 2 has 0 3.
CROWDED = """
_ | 0 | 1 | 2 | 3
0 | X | X | X | _
1 | X | O | X | _
2 | X | X | X | _
3 | _ | _ | _ | _
"""


def stable_squares(diagram, piece, rules):
    """Parameters: diagram -- a position; piece -- a side; rules -- the
        rule set. Returns: the squares of piece's stable pieces."""
    board = board_from(diagram)
    engine = proj2.build_engine(rules, len(board), len(board[0]))
    own, opponent = proj2.get_engine_bits(board, piece, engine)
    empty = engine.squares & ~(own | opponent)
    return proj2.list_bit_squares(
        proj2.find_stable_pieces(own, empty, engine), engine)


def test_stable_pieces_grow_from_a_corner_along_the_edges():
    assert stable_squares(CORNER_AND_EDGES, X, proj2.STANDARD_RULES) == [
        [0, 0], [0, 1], [1, 0]]
    assert stable_squares(CORNER_AND_EDGES, O, proj2.STANDARD_RULES) == []


def test_stable_pieces_under_the_simplified_rules_have_no_empty_neighbour():
    assert stable_squares(CROWDED, O, proj2.SIMPLE_RULES) == [[1, 1]]
    assert stable_squares(CROWDED, X, proj2.SIMPLE_RULES) == [[0, 0],
                                                                [0, 1],
                                                                [1, 0]]


def test_exact_solver_scores_a_finished_game_by_its_disc_difference():
    board = board_from("""
        0 | X | X | X | X
        1 | X | O | O | X
        2 | X | O | X | X
        3 | O | O | X | X
    """)
    own, opponent, state = unlimited_search(board, O)
    assert proj2.solve_node(own, opponent, 0, -proj2.INFINITE_SCORE,
                            proj2.INFINITE_SCORE, state) == 5 - 11


def test_the_evaluating_search_solves_the_last_few_empty_squares():
    # Three empty squares: even at depth 0 the search gives the exact
    # value (as a won score), not the evaluation's.
    board = board_from("""
        0 | X | X | X | _
        1 | X | O | O | _
        2 | X | O | X | _
        3 | O | O | X | X
    """)
    own, opponent, state = unlimited_search(board, O)
    exact = proj2.solve_node(own, opponent, 3, -proj2.INFINITE_SCORE,
                             proj2.INFINITE_SCORE, state)
    assert proj2.search_node(own, opponent, 0, -proj2.INFINITE_SCORE,
                             proj2.INFINITE_SCORE, state) == (
        proj2.get_won_score(exact))
    assert exact != 0


def count_discs(own, opponent, own_moves, engine, evaluation, sign):
    """An evaluation function that only counts discs (see
    proj2.evaluate_position for the parameters).
    Returns: the side to move's discs less the other side's."""
    return own.bit_count() - opponent.bit_count()


def test_search_judges_positions_by_the_evaluation_it_is_given():
    # X's 2 0 flips three pieces, every other move one: a search one ply
    # deep that counts discs plays it, where the usual evaluation plays
    # 1 3.
    board = board_from("""
        _ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
        0 | _ | _ | _ | _ | _ | _ | _ | _
        1 | _ | _ | _ | _ | _ | _ | _ | _
        2 | _ | O | O | O | X | _ | _ | _
        3 | _ | _ | _ | O | X | _ | _ | _
        4 | _ | _ | _ | X | O | _ | _ | _
        5 | _ | _ | _ | _ | _ | _ | _ | _
        6 | _ | _ | _ | _ | _ | _ | _ | _
        7 | _ | _ | _ | _ | _ | _ | _ | _
    """)
    rules = proj2.STANDARD_RULES
    counting = dataclasses.replace(proj2.FEATURE_EVALUATION,
                                   function=count_discs)
    settings = proj2.create_settings(0, evaluation=counting,
                                     node_limit=1000)
    assert proj2.choose_search_move(board, X, rules, settings,
                                    level="level1") == [2, 0]
    usual = proj2.create_settings(0, node_limit=1000)
    assert proj2.choose_search_move(board, X, rules, usual,
                                    level="level1") == [1, 3]


def test_evaluating_search_puts_any_win_above_any_evaluation():
    assert proj2.get_won_score(1) > proj2.WIN_SCORE
    assert proj2.get_won_score(-1) < -proj2.WIN_SCORE
    assert proj2.get_won_score(0) == 0


@pytest.mark.parametrize("node_limit", range(0, 400, 23))
def test_search_stopped_at_any_point_still_names_a_legal_move(node_limit):
    board = proj2.create_start_board(6, 6, rules=proj2.STANDARD_RULES)
    engine = proj2.build_engine(proj2.STANDARD_RULES, 6, 6)
    own, opponent = proj2.get_engine_bits(board, X, engine)
    moves = engine.find_moves(own, opponent, engine)
    state = proj2.create_search_state(engine, proj2.DEFAULT_EVALUATION, 1,
                                      node_limit, proj2.INFINITE_SCORE)
    fallback = proj2.list_bits(moves)[-1]
    move = proj2.deepen_search(own, opponent, 32, state, fallback).move
    assert move & moves and not move & (move - 1)
    if node_limit == 0:
        assert move == fallback


# Othello on 6x6 with 18 empty squares, X to move (4 moves): the
# analysis tries the solver here, within its budget.
SOLVABLE_WITHIN_BUDGET = """\
0 | O | X | _ | _ | _ | _
1 | _ | O | _ | _ | _ | _
2 | _ | X | O | O | O | _
3 | X | X | O | X | O | O
4 | _ | _ | _ | X | X | O
5 | _ | _ | _ | X | _ | O
"""


def test_a_node_limit_bounds_a_search_by_positions_not_by_the_clock():
    # A think time this short would stop the search at its first look at
    # the clock (after CLOCK_CHECK_NODES positions); the node limit of the
    # Settings replaces it, so each of the 4 moves' searches goes on to
    # its share of the limit exactly.
    limit = 8 * proj2.CLOCK_CHECK_NODES
    settings = proj2.create_settings(1, think=1e-9, node_limit=limit)
    # (Othello's 6x6 board: the 8x8 start is the opening book's.)
    board = proj2.create_start_board(6, 6, rules=proj2.STANDARD_RULES)
    searches = []
    proj2.analyse_moves(board, X, proj2.STANDARD_RULES, settings,
                        run=proj2.AnalysisRun(watch_search=searches.append))
    # The position over the share is the one that stops each search.
    assert [state.nodes for state in searches] == [limit // 4 + 1] * 4


def test_a_node_limit_is_shared_by_the_search_and_the_solver():
    # Above ANALYSIS_EXACT_EMPTIES the solver tries each move in what its
    # search left of the move's share, whatever the think time.
    board = board_from(SOLVABLE_WITHIN_BUDGET)
    for think in [1e-9, 100]:
        settings = proj2.create_settings(1, think=think, node_limit=400)
        searches = []
        proj2.analyse_moves(
            board, X, proj2.STANDARD_RULES, settings,
            run=proj2.AnalysisRun(watch_search=searches.append))
        assert len(searches) == 2 * 4
        assert sum(state.nodes for state in searches) <= 400 + 2 * 4


def test_every_value_is_exact_near_the_end_whatever_the_budget():
    board = proj2.create_start_board(4, 4, rules=proj2.STANDARD_RULES)
    settings = proj2.create_settings(1, think=1e-9, node_limit=4)
    opinions = proj2.analyse_moves(board, X, proj2.STANDARD_RULES, settings)
    assert all(proj2.is_exact_opinion(opinion) for opinion in opinions)


def finished_plies(*plies):
    """Returns: DeepenedSearch records, one a finished ply (move, value)."""
    return [proj2.DeepenedSearch(move, value) for move, value in plies]


def test_a_move_kept_at_the_same_value_is_settled():
    finished = finished_plies((4, 3), (4, 3))
    assert not proj2.is_search_unsettled(finished, 4)


def test_a_better_move_found_in_the_stopped_ply_is_in_doubt():
    finished = finished_plies((4, 3), (4, 3))
    assert proj2.is_search_unsettled(finished, 8)


def test_two_finished_plies_that_disagree_are_in_doubt():
    finished = finished_plies((8, 3), (4, 3))
    assert proj2.is_search_unsettled(finished, 4)


def test_a_value_falling_by_the_drop_is_in_doubt():
    finished = finished_plies((4, 3), (4, 3 - proj2.UNSETTLED_DROP))
    assert proj2.is_search_unsettled(finished, 4)
    risen = finished_plies((4, 3), (4, 3 + proj2.UNSETTLED_DROP))
    assert not proj2.is_search_unsettled(risen, 4)


def test_one_finished_ply_is_too_few_to_doubt():
    assert not proj2.is_search_unsettled(finished_plies((8, 3)), 4)


def spent_search_limit(monkeypatch, unsettled, extra):
    """Returns: the node limit a search of 500 positions ends with when
    is_search_unsettled always answers unsettled."""
    monkeypatch.setattr(proj2, "is_search_unsettled",
                        lambda finished, best_move: unsettled)
    board = proj2.create_start_board(6, 6, rules=proj2.STANDARD_RULES)
    engine = proj2.build_engine(proj2.STANDARD_RULES, 6, 6)
    own, opponent = proj2.get_engine_bits(board, X, engine)
    state = proj2.create_search_state(engine, proj2.DEFAULT_EVALUATION, 1,
                                      500, proj2.INFINITE_SCORE)
    state.extra = extra
    proj2.deepen_search(own, opponent, 32, state, 0)
    return state.node_limit


def test_a_search_in_doubt_grows_its_budget_once(monkeypatch):
    assert spent_search_limit(monkeypatch, True, 1) == 1000


def test_a_settled_search_keeps_its_budget(monkeypatch):
    assert spent_search_limit(monkeypatch, False, 1) == 500


def test_a_search_without_extra_keeps_its_budget_in_doubt(monkeypatch):
    assert spent_search_limit(monkeypatch, True, 0) == 500


def plies_searched(extra, node_limit=1000, max_depth=30):
    """Returns: how many plies deepen_search starts when each ply costs
    100 positions and keeps the same move at the same value."""
    engine = proj2.build_engine(proj2.STANDARD_RULES, 6, 6)
    state = proj2.create_search_state(engine, proj2.DEFAULT_EVALUATION, 1,
                                      node_limit, proj2.INFINITE_SCORE)
    started = []

    def search_ply(depth):
        started.append(depth)
        state.nodes += 100
        if state.nodes > state.node_limit:
            raise proj2.SearchBudgetSpent()
        state.best_move = 4
        return 3
    state.extra = extra
    proj2.deepen_search(0, 0, max_depth, state, 4, search_ply)
    return len(started)


def test_a_settled_move_stops_past_its_share_of_the_budget():
    settled = 1000 * proj2.SETTLED_SHARE
    assert plies_searched(1) == int(settled // 100) + 1


def test_a_study_spends_its_whole_budget_however_settled():
    assert plies_searched(0) == 11
