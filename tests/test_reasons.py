"""Why a move is worse than the best (proj2's REASONS): each reason is
said only when the lines show it, with its evidence, and the review
puts them under every marked move."""

import dataclasses
import functools

import pytest

import proj2
from helpers import (REPO_ROOT, board_from, load_game, random_game,
                     state_after_moves)

STANDARD = proj2.STANDARD_RULES
X, O = proj2.PLAYER_PIECE, proj2.COMPUTER_PIECE
# Othello's rules, squares written by name.
NAMED_SQUARES = proj2.GameStudy(STANDARD, proj2.format_square_name)
SEARCH_DEPTH = 6
# The moves of a random game reviewed: none near the exact endgame.
REVIEWED_PLIES = 36

# X to move. b7 (an X-square: a8 is empty) takes c7, and then O takes
# the corner a8 through b7 and c6; e4 (taking f4) gives no corner.
X_SQUARE = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | _ | _ | _ | _ | _ | _ | _
1 | _ | _ | _ | _ | _ | _ | _ | _
2 | _ | _ | _ | _ | _ | _ | _ | _
3 | _ | _ | _ | _ | _ | O | X | _
4 | _ | _ | _ | _ | _ | _ | _ | _
5 | _ | _ | O | _ | _ | _ | _ | _
6 | _ | _ | O | X | _ | _ | _ | _
7 | _ | _ | _ | _ | _ | _ | _ | _
"""

# X to move. a8 takes b7 through c6; e4 takes f4.
CORNER_NOW = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | _ | _ | _ | _ | _ | _ | _
1 | _ | _ | _ | _ | _ | _ | _ | _
2 | _ | _ | _ | _ | _ | _ | _ | _
3 | _ | _ | _ | _ | _ | O | X | _
4 | _ | _ | _ | _ | _ | _ | _ | _
5 | _ | _ | X | _ | _ | _ | _ | _
6 | _ | O | _ | _ | _ | _ | _ | _
7 | _ | _ | _ | _ | _ | _ | _ | _
"""

# X to move. a4 takes four discs in the open (b4 to e4): a wall of five
# frontier discs; h7 takes the one disc h6.
WALL = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | _ | _ | _ | _ | _ | _ | _
1 | _ | _ | _ | _ | _ | _ | _ | _
2 | _ | _ | _ | _ | _ | _ | _ | _
3 | _ | O | O | O | O | X | _ | _
4 | _ | _ | _ | _ | _ | _ | _ | X
5 | _ | _ | _ | _ | _ | _ | _ | O
6 | _ | _ | _ | _ | _ | _ | _ | _
7 | _ | _ | _ | _ | _ | _ | _ | _
"""


# X to move. e4 (taking f4) leaves d7 to O's d8, a wedge between X's
# c8 and e8; d5 takes d6, O's only way to the edge.
WEDGE = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | _ | _ | _ | _ | _ | _ | _
1 | _ | _ | _ | _ | _ | _ | _ | _
2 | _ | _ | _ | _ | _ | _ | _ | _
3 | _ | _ | _ | _ | _ | O | X | _
4 | _ | _ | _ | _ | _ | _ | _ | _
5 | _ | _ | _ | O | _ | _ | _ | _
6 | _ | _ | _ | X | _ | _ | _ | _
7 | _ | _ | X | _ | X | _ | _ | _
"""


def square(name, board=None):
    """Returns: the [row, col] of a square's name (such as a8) on a board
    (Othello's 8x8 when None), or [] for pass."""
    if name == "pass":
        return []
    return proj2.parse_square_name(name, board or
                                   proj2.create_start_board())


def opinion(board, line, value, exact=False):
    """Returns: an Opinion of the line's first move with the line (square
    names, pass for a pass), its value for the side moving, exact or
    estimated."""
    moves = [square(name, board) for name in line.split()]
    low, high = ((value, value) if exact
                 else (-proj2.INFINITE_SCORE, proj2.INFINITE_SCORE))
    return proj2.Opinion(moves[0], low, high, value, value, line=moves,
                         exact_moves=len(moves) if exact else 0,
                         depth=SEARCH_DEPTH)


def reasons_for(diagram, played, best, lost, exact=False, piece=X,
                rules=STANDARD, naive=frozenset()):
    """Returns: find_reasons' Reasons for piece's played line against the
    best line (square names), the move losing lost discs, naive the sides
    the course's computer plays."""
    board = board_from(diagram)
    judged = proj2.JudgedMove(opinion(board, played, -lost, exact),
                              opinion(board, best, 0, exact), lost, exact)
    return proj2.find_reasons(board, piece, judged, proj2.GameStudy(
        rules, proj2.format_square_name, naive))


def whole_comparison(diagram, played, best, piece=X, rules=STANDARD):
    """Returns: the Comparison of two whole lines (square names) from a
    diagram, as a finder sees them when it looks past NEAR_PLIES."""
    board = board_from(diagram)
    lines = [proj2.play_reason_line(board, piece, [
        square(name, board) for name in line.split()], rules)
        for line in (played, best)]
    study = proj2.GameStudy(rules, proj2.format_square_name)
    return proj2.Comparison(piece, study, lines[0], lines[1], False,
                            lines[1])


def of_kind(reasons, kind):
    """Returns: the reasons of one kind."""
    return [reason for reason in reasons if reason.kind == kind]


def test_an_x_square_whose_corner_falls_in_the_line_is_said_first():
    reasons = reasons_for(X_SQUARE, "b7 a8", "e4 e7", 12)
    first = reasons[0]
    assert first.kind == proj2.REASON_X_SQUARE
    assert first.text == ("b7 is an X-square beside the empty corner a8, "
                          "which O takes: b7 a8")
    assert first.squares == ((6, 1), (7, 0))
    assert first.line == ((6, 1), (7, 0))


def test_an_x_square_that_lets_the_opponent_reach_its_corner_says_so():
    reasons = reasons_for(X_SQUARE, "b7", "e4 e7", 12)
    assert reasons[0].kind == proj2.REASON_X_SQUARE
    assert reasons[0].text == ("b7 is an X-square beside the empty corner "
                               "a8, which O may take after b7")
    assert reasons[0].squares == ((6, 1), (7, 0))
    assert reasons[0].line == ((6, 1),)


def test_a_corner_the_best_line_takes_is_passed_up():
    # The same position seen from the best line: e4 is played and b7
    # would have been the better; here the corner is O's, so X's line
    # taking nothing names no corner.
    reasons = reasons_for(X_SQUARE, "e4 e7", "b7 a8", 12)
    assert of_kind(reasons, proj2.REASON_CORNER) == []
    assert of_kind(reasons, proj2.REASON_X_SQUARE) == []


def test_a_corner_the_best_move_takes_at_once_is_passed_up():
    reasons = reasons_for(CORNER_NOW, "e4", "a8", 10)
    corner = of_kind(reasons, proj2.REASON_CORNER)
    assert [reason.text for reason in corner] == ["passes up the corner a8"]
    assert corner[0].squares == ((7, 0),)
    assert corner[0].line == ((7, 0),)


def test_no_corner_is_said_when_both_lines_give_it():
    reasons = reasons_for(X_SQUARE, "b7 a8", "b7 a8", 12)
    assert reasons == []


def test_a_wall_of_frontier_discs_against_a_quiet_move():
    reasons = reasons_for(WALL, "a4", "h7", 6)
    wall = of_kind(reasons, proj2.REASON_FRONTIER)
    assert len(wall) == 1
    assert wall[0].text == ("puts 5 discs on the frontier, a wall O can "
                            "play behind; h7 puts 2")
    assert set(wall[0].squares) == {(3, 0), (3, 1), (3, 2), (3, 3), (3, 4)}


def test_a_frontier_difference_under_the_margin_is_not_said():
    reasons = reasons_for(WALL, "h7", "a4", 6)
    assert of_kind(reasons, proj2.REASON_FRONTIER) == []


def test_a_wedge_on_the_edge_the_line_shows_is_said():
    wedge = of_kind(reasons_for(WEDGE, "e4 d8", "d5 h4", 8),
                    proj2.REASON_WEDGE)
    assert [reason.text for reason in wedge] == [
        "lets O wedge in at d8 between X's discs: e4 d8"]
    assert wedge[0].squares == ((7, 3),)
    assert wedge[0].line == ((3, 4), (7, 3))


def test_an_edge_move_beside_empty_squares_is_no_wedge():
    assert of_kind(reasons_for(WEDGE, "d5 h4", "e4 d8", 8),
                   proj2.REASON_WEDGE) == []


def test_a_move_with_no_simple_reason_says_so_and_how_deep():
    played = opinion(board_from(WALL), "g4", -5)
    best = opinion(board_from(WALL), "h7", 0)
    reasons = proj2.find_reasons(board_from(WALL), X,
                                 proj2.JudgedMove(played, best, 5, False),
                                 NAMED_SQUARES)
    assert reasons == []
    assert proj2.format_why(reasons, played, best) == (
        "why: no simple reason: the difference shows 6 moves deep")


def test_a_move_as_good_as_the_best_has_no_reasons():
    assert reasons_for(X_SQUARE, "b7 a8", "e4 e7", 0) == []


def test_a_line_is_replayed_only_while_its_moves_are_legal():
    played = proj2.play_reason_line(board_from(X_SQUARE), X,
                                    [square("b7"), square("h1"),
                                     square("a8")], STANDARD)
    assert played.moves == [square("b7")]
    assert played.movers == [X]


def random_history(start, seed):
    """Returns: the [piece, move] history of the first REVIEWED_PLIES of a
    random Othello game from start (passes as [piece, []]), short of the
    exact endgame, so its review stays quick."""
    return random_game(STANDARD, proj2.copy_board(start), X,
                       seed)[1][:REVIEWED_PLIES]


# The tournament games of the samples, the first REVIEWED_PLIES moves of
# each reviewed.
SAMPLE_GAMES = [(REPO_ROOT / "tests" / "data" / "samples" / "WTH_2026.wtb",
                 number) for number in (1, 2)]


def sample_history(path, number):
    """Returns: [start, the first REVIEWED_PLIES turns] of a sample game."""
    loaded = load_game(path, number)
    return [loaded.start, loaded.history[:REVIEWED_PLIES]]


@functools.lru_cache(maxsize=None)
def review_of(seed):
    """Returns: [start, history, the review's lines, its [number, piece,
    JudgedMove] notes] of a random game (see random_history) or, for a
    seed of SAMPLE_GAMES', that sample game; reviewed once a run for the
    tests that read it."""
    if isinstance(seed, tuple):
        start, history = sample_history(*seed)
    else:
        start = proj2.create_start_board(rules=STANDARD)
        history = random_history(start, seed)
    lines = []
    notes = []
    study = dataclasses.replace(
        NAMED_SQUARES, settings=proj2.create_settings(1, node_limit=300))
    proj2.review_game(start, history, study, {X: "X", O: "O"}, lines.append,
                      lambda *note: notes.append(list(note)))
    return [start, history, lines, notes]


# Random games and sample tournament games, reviewed.
REVIEWED_GAMES = [1, 2, 3, 9, 10, 16] + SAMPLE_GAMES


@pytest.mark.parametrize("seed", REVIEWED_GAMES)
def test_every_marked_move_of_a_review_has_a_why_line(seed):
    lines = review_of(seed)[2]
    marked = [line for line in lines
              if line.split("\n")[0].endswith(tuple(proj2.MARK_PHRASES))]
    assert marked
    # A book move with no reason says so once a review, then nothing.
    book_said = False
    for line in marked:
        parts = line.split("\n")
        if len(parts) == 1:
            assert book_said and " book " in parts[0]
            continue
        assert parts[1].startswith(" " * proj2.WHY_INDENT + proj2.WHY_HEAD)
        book_said = book_said or proj2.NO_SIMPLE_REASON_BOOK in line


def reviewed_reasons(seed, kinds):
    """Returns: [board, piece, Reason] for every reason of the given kinds
    find_reasons gives a move that lost discs in a game of
    REVIEWED_GAMES, board being the position before it."""
    start, history, _, notes = review_of(seed)
    found = []
    for number, piece, judged in notes:
        if judged is None or judged.lost <= 0:
            continue
        board = proj2.replay_moves(start, X, history[:number - 1],
                                   STANDARD).board
        found.extend([board, piece, reason] for reason in proj2.find_reasons(
            board, piece, judged, NAMED_SQUARES) if reason.kind in kinds)
    assert found, "no such reason in this game: pick another seed"
    return found


def replay_evidence(board, piece, reason):
    """Returns: the PlayedLine of a reason's evidence, from board."""
    return proj2.play_reason_line(board, piece,
                                  [list(move) for move in reason.line],
                                  STANDARD)


# Games whose reviews give corners, X-squares and C-squares as reasons.
@pytest.mark.parametrize("seed", [9, 10, 16, REVIEWED_GAMES[-1]])
def test_every_corner_said_falls_in_its_line_to_the_side_named(seed):
    for board, piece, reason in reviewed_reasons(seed, [
            proj2.REASON_CORNER, proj2.REASON_X_SQUARE,
            proj2.REASON_C_SQUARE]):
        replayed = replay_evidence(board, piece, reason)
        corner = list(reason.squares[-1])
        assert proj2.format_square_name(board, corner) in reason.text
        if tuple(corner) not in reason.line:
            # The corner is the opponent's move at the line's end.
            assert proj2.is_rule_move(replayed.boards[-1], *corner,
                                      proj2.get_opponent(piece), STANDARD)
        else:
            taker = replayed.movers[replayed.moves.index(corner)]
            assert (taker == piece) == reason.text.startswith("passes up")


@pytest.mark.parametrize("seed", [2, 3, REVIEWED_GAMES[-2]])
def test_every_mobility_count_said_is_the_count_on_its_lines_board(seed):
    for board, piece, reason in reviewed_reasons(seed,
                                                 [proj2.REASON_MOBILITY]):
        after = replay_evidence(board, piece, reason).boards[-1]
        opponent = proj2.get_opponent(piece)
        replies = len(proj2.get_rule_moves(after, opponent, STANDARD))
        counts = "leaves {} {} moves and {} {} after ".format(
            opponent, replies, piece,
            len(proj2.get_rule_moves(after, piece, STANDARD)))
        if len(reason.line) == 1:
            counts = "leaves {} {} moves to reply with; ".format(opponent,
                                                                replies)
        if " only " in reason.text:
            # The few moves left, each named (see the test of E1 below).
            counts = "leaves {} only ".format(piece)
            assert list(reason.squares) == [tuple(move) for move in
                                            proj2.get_rule_moves(
                                                after, piece, STANDARD)]
        assert counts in reason.text


def state_at(diagram):
    """Returns: a GameState of two humans at a position, X to move, its
    searches on a small budget."""
    board = board_from(diagram)
    game = proj2.create_game(
        proj2.NewGame(STANDARD, {X: proj2.HUMAN, O: proj2.HUMAN}, X),
        settings=proj2.create_settings(1, node_limit=2000, jobs=1))
    return proj2.create_play_state(board, game, [board, []])


def test_why_before_any_move_says_there_is_none():
    answer = proj2.answer_why(state_at(X_SQUARE), "")
    assert answer == proj2.WordAnswer(proj2.ACTION_ASK, proj2.WHY_NO_MOVE)


def test_why_an_illegal_move_says_what_is_wrong_with_it():
    answer = proj2.answer_why(state_at(X_SQUARE), "h1")
    assert answer.text == proj2.NO_FLIPS_MESSAGE


def test_why_a_move_worse_than_the_best_gives_its_line_and_reasons():
    lines = proj2.answer_why(state_at(X_SQUARE), "b7").text.splitlines()
    assert lines[0] == proj2.WHY_HEADING.format(X)
    assert lines[1].startswith("  1. X b7 ")
    assert "; best " in lines[1]
    assert lines[2].startswith(" " * proj2.WHY_INDENT + proj2.WHY_HEAD)


def test_analyze_why_explains_every_move_worse_than_the_best(program):
    result = program(b"", args=("--analyze", "--why", "--moves",
                                "f5d6c3d3c4f4f6f3e6e7c6"), node_limit=1500)
    lines = result.stdout.decode().splitlines()
    heading = [line for line in lines
               if line.startswith("Why each other move is worse than ")]
    assert len(heading) == 1
    explained = lines[lines.index(heading[0]) + 1:]
    indent = " " * proj2.WHY_INDENT
    moves = [line for line in explained if line.endswith(" lost")]
    whys = [line for line in explained
            if line.startswith(indent + proj2.WHY_HEAD)]
    # The moves with no simple reason are named together once, at the end.
    quiet = [line for line in explained
             if line.startswith(proj2.WHY_ANALYSIS_INDENT + "why, for ")]
    assert len(moves) > len(whys) > 0
    assert len(quiet) == 1
    named = quiet[0].split(": ")[0].split("for ")[1].split(", ")
    assert len(named) + len(whys) == len(moves)


def test_why_without_analyze_is_refused(program):
    result = program(b"", args=("--why",))
    assert result.returncode == 2
    assert proj2.WHY_WITHOUT_ANALYZE_ERROR in result.stderr.decode()


# Othello on 6x6 boards, for the reasons of the end of a game.
SMALL_PARITY = """
0 | X | X | X | X | _ | _
1 | X | X | _ | X | _ | X
2 | X | X | O | X | X | _
3 | _ | X | O | X | _ | O
4 | X | X | O | X | O | O
5 | _ | _ | O | O | O | O
"""
SMALL_STABLE = """
0 | _ | _ | _ | _ | O | X
1 | _ | X | O | _ | O | _
2 | X | X | X | X | O | _
3 | O | X | X | X | X | _
4 | O | X | X | X | _ | _
5 | _ | X | O | _ | _ | _
"""
SMALL_TEMPO = """
0 | O | _ | _ | X | _ | _
1 | _ | O | X | X | X | _
2 | _ | X | O | X | _ | _
3 | _ | _ | X | X | X | X
4 | _ | _ | _ | O | _ | O
5 | _ | _ | _ | _ | _ | _
"""
SMALL_END = """
0 | _ | _ | X | X | X | X
1 | _ | _ | X | X | X | X
2 | O | O | O | X | O | X
3 | O | O | X | O | O | _
4 | O | _ | X | O | O | _
5 | O | O | O | O | O | O
"""
SMALL_MOBILITY = """
0 | _ | _ | _ | _ | _ | _
1 | _ | O | _ | _ | _ | _
2 | _ | O | X | X | _ | _
3 | _ | O | X | X | _ | _
4 | _ | _ | _ | X | _ | _
5 | _ | _ | _ | _ | _ | _
"""


def test_an_odd_region_left_to_the_opponent_near_the_end():
    reasons = reasons_for(SMALL_PARITY, "f3 e2 e4 c2 e1 f1",
                          "e1 f1 a4 b6 c2 e2", 10, piece=O)
    # Near the move (within NEAR_PLIES) X plays c2, a region of one.
    parity = of_kind(reasons, proj2.REASON_PARITY)
    assert [reason.text for reason in parity] == [
        "leaves the odd region c2 to X, who plays its last square: "
        "f3 e2 e4 c2"]
    assert parity[0].squares == ((1, 2),)


def test_an_even_region_is_no_parity_reason():
    # The same lines seen the other way round: the best line leaves X
    # the odd region.
    assert of_kind(reasons_for(SMALL_PARITY, "e1 f1 a4 b6 c2 e2",
                               "f3 e2 e4 c2 e1 f1", 10, piece=O),
                   proj2.REASON_PARITY) == []


def test_fewer_stable_discs_at_the_end_of_the_line():
    # Counted where both lines are NEAR_PLIES long, each line quoted.
    reasons = reasons_for(SMALL_STABLE, "d2 b1 e5 f5 a1 a2",
                          "f4 c1 a6 d1 a2 f2", 10, piece=O)
    assert [reason.text for reason in of_kind(
        reasons, proj2.REASON_STABLE)] == [
        "after d2 b1 e5 f5 a1, X has 1 stable disc and O 1; after f4 c1 "
        "a6 d1 a2, 4 and 11"]


def test_a_pass_the_best_move_forces_is_said():
    # Found on the whole lines, as the finder sees them.
    reasons = proj2.find_tempo_reasons(whole_comparison(
        SMALL_TEMPO, "e5 d6 c5 b1 a2 a4", "c1 b1 f3 d6 e1 pass", O))
    assert [reason.text for reason in reasons] == [
        "c1 makes X pass: c1 b1 f3 d6 e1 pass"]
    assert reasons[0].line[-1] == ()


def test_a_pass_deeper_than_the_near_moves_is_not_said():
    # The pass comes five moves after the move: past NEAR_PLIES, and a
    # pass that far is a symptom, not a reason.
    reasons = reasons_for(SMALL_TEMPO, "e5 d6 c5 b1 a2 a4",
                          "c1 b1 f3 d6 e1 pass", 10, piece=O)
    assert of_kind(reasons, proj2.REASON_TEMPO) == []


def test_a_pass_the_opponent_makes_in_the_moves_own_line_is_no_reason():
    reasons = reasons_for(SMALL_TEMPO, "c1 b1 f3 d6 e1 pass",
                          "e5 d6 c5 b1 a2 a4", 10, piece=O)
    assert of_kind(reasons, proj2.REASON_TEMPO) == []


# Othello on a 4x4 board: after c1 d1 a1 a3, O must pass.
TINY_PASS = """
0 | _ | X | _ | _
1 | _ | X | X | _
2 | _ | X | O | _
3 | _ | _ | _ | _
"""


def test_a_pass_the_move_brings_on_its_own_side_is_said():
    reasons = reasons_for(TINY_PASS, "c1 d1 a1 a3 pass d3",
                          "a3 a4 c1 d1 d2 d3", 10, piece=O)
    assert [reason.text for reason in of_kind(
        reasons, proj2.REASON_TEMPO)] == ["O must pass: c1 d1 a1 a3 pass"]


def test_a_line_that_ends_the_game_early_is_said():
    reasons = reasons_for(SMALL_END, "b5 a2 a1 f4 b2",
                          "b1 a2 a1 b5 b2 f4", 10, piece=O)
    # The discs at the end are said as the final counts they are.
    assert reasons[0].text == (
        "the game ends with 2 squares empty, neither side having a move, "
        "O 19 to X 15 (final): b5 a2 a1 f4 b2")


def test_fewer_moves_than_the_opponent_after_the_reply(monkeypatch):
    # A gap of 4 moves (0 against 4), said with a margin of 4.
    monkeypatch.setattr(proj2, "MOBILITY_MARGIN", 4)
    reasons = of_kind(reasons_for(SMALL_MOBILITY, "a1 b1 c1 d2 d1 e4",
                                  "a3 e5 c1 a1 b5 d2", 10, piece=X),
                      proj2.REASON_MOBILITY)
    assert [reason.text for reason in reasons] == [
        "leaves O 5 moves and X 5 after a1 b1; after a3 e5, 4 and 8"]
    assert reasons[0].line == ((0, 0), (0, 1))


def test_a_mobility_gap_under_the_margin_is_not_said():
    reasons = reasons_for(SMALL_MOBILITY, "a1 b1 c1 d2 d1 e4",
                          "a3 e5 c1 a1 b5 d2", 10, piece=X)
    assert of_kind(reasons, proj2.REASON_MOBILITY) == []


# The course's rules (lines up, down, left and right; the game ends when
# the side to move has no move), on a 6x6 board.
UMBC = proj2.UMBC_RULES
UMBC_END = """
0 | _ | _ | _ | _ | _ | _
1 | _ | _ | _ | _ | _ | _
2 | _ | _ | X | O | _ | _
3 | _ | _ | O | X | _ | _
4 | _ | _ | _ | _ | _ | _
5 | _ | _ | _ | _ | _ | _
"""
UMBC_C_SQUARE = """
0 | _ | _ | X | O | _ | _
1 | _ | X | X | X | X | _
2 | O | O | O | O | X | X
3 | O | O | O | O | O | X
4 | _ | O | _ | O | _ | X
5 | _ | O | _ | _ | _ | _
"""


def test_under_the_course_rules_a_line_ending_the_game_names_who_is_stuck():
    # Found on the whole lines, as the finder sees them.
    reasons = proj2.find_game_end_reasons(whole_comparison(
        UMBC_END, "b4 b3 d2 c5 b2 a3", "c5 b3 c2 d5 e5 b4", X, UMBC))
    assert [reason.text for reason in reasons] == [
        "the game ends with 26 squares empty, X having no move, X 5 to O 5 "
        "(final): b4 b3 d2 c5 b2 a3"]


def test_under_the_course_rules_a_c_square_gives_its_corner():
    reasons = reasons_for(UMBC_C_SQUARE, "e1 b1 e5 f1 a2 a1",
                          "d6 b1 a2 e1 f2 a1", 10, piece=X, rules=UMBC)
    assert reasons[0].text == ("e1 is a C-square beside the empty corner "
                               "f1, which O takes: e1 b1 e5 f1")


# X to move. b1 takes c1, and the course's computer, which plays its
# first legal square, answers a1 through b1 to d1; c4 takes d4, and it
# answers b4.
UMBC_NAIVE_CORNER = """
0 | _ | _ | O | X | O | _
1 | _ | _ | _ | _ | _ | _
2 | _ | _ | _ | _ | _ | _
3 | _ | _ | _ | O | X | O
4 | _ | _ | _ | _ | _ | _
5 | _ | _ | _ | _ | _ | _
"""

# X to move. After d2 the course's computer answers a3 and X has no move
# left; after e3 it answers and X still has one.
UMBC_NAIVE_END = """
0 | _ | _ | _ | _ | _ | _
1 | _ | X | _ | _ | _ | _
2 | _ | X | O | O | _ | _
3 | _ | X | O | X | _ | _
4 | _ | _ | O | _ | _ | _
5 | _ | _ | _ | _ | _ | _
"""


def test_the_course_computers_known_reply_taking_a_corner_is_said():
    reasons = reasons_for(UMBC_NAIVE_CORNER, "b1", "c4", 10, rules=UMBC,
                          naive=frozenset(O))
    reply = of_kind(reasons, proj2.REASON_REPLY)
    assert [reason.text for reason in reply] == [
        "the course's computer answers b1 with the corner a1; after c4 it "
        "answers b4"]
    assert reply[0].squares == ((0, 0),)
    assert reply[0].line == ((0, 1), (0, 0))


def test_the_course_computers_reply_is_said_only_when_it_is_the_opponent():
    reasons = reasons_for(UMBC_NAIVE_CORNER, "b1", "c4", 10, rules=UMBC)
    assert of_kind(reasons, proj2.REASON_REPLY) == []


def test_the_course_computers_reply_that_ends_the_game_is_said():
    reasons = reasons_for(UMBC_NAIVE_END, "d2", "e3", 10, rules=UMBC,
                          naive=frozenset(O))
    assert [reason.text for reason in of_kind(
        reasons, proj2.REASON_REPLY)] == [
        "the course's computer answers d2 with a3, and X has no move: the "
        "game ends with 26 squares empty"]


def test_an_x_square_is_named_only_where_lines_run_diagonally():
    board = board_from(X_SQUARE)
    assert proj2.get_near_corner(board, square("b7"), STANDARD) == (
        proj2.NearCorner(proj2.REASON_X_SQUARE, [7, 0]))
    assert proj2.get_near_corner(board, square("b7"), UMBC) is None


# X to move. g1 turns g2 and makes the top edge X's from c1 to g1: two
# discs before its middle and three after, an unbalanced edge; e4 takes
# f4 and leaves the edge balanced.
UNBALANCED_EDGE = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | _ | X | X | X | X | _ | _
1 | _ | _ | _ | _ | _ | _ | O | _
2 | _ | _ | _ | _ | _ | _ | X | _
3 | _ | _ | _ | _ | _ | O | X | _
4 | _ | _ | _ | _ | _ | _ | _ | _
5 | _ | _ | _ | _ | _ | _ | _ | _
6 | _ | _ | _ | _ | _ | _ | _ | _
7 | _ | _ | _ | _ | _ | _ | _ | _
"""

# X to move. After e4, O's b1 turns b2 and makes the top edge O's from
# b1 to g1, both corners empty: balanced, six discs; b4 turns b3 first,
# and b1 turns nothing.
BALANCED_EDGE = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | _ | O | O | O | O | O | _
1 | _ | X | _ | _ | _ | _ | _ | _
2 | _ | O | _ | _ | _ | _ | _ | _
3 | _ | _ | _ | _ | _ | O | X | _
4 | _ | _ | _ | _ | _ | _ | _ | _
5 | _ | _ | _ | X | O | _ | _ | _
6 | _ | _ | _ | O | X | _ | _ | _
7 | _ | _ | _ | _ | _ | _ | _ | _
"""

# X to move. After e4, O's c1 turns c2 and makes the top edge O's from
# c1 to f1, two discs either side of its middle, but four: a block, not
# the books' balanced edge of six.
FOUR_DISC_BLOCK = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | _ | _ | O | O | O | _ | _
1 | _ | _ | X | _ | _ | _ | _ | _
2 | _ | _ | O | _ | _ | _ | _ | _
3 | _ | _ | _ | _ | _ | O | X | _
4 | _ | _ | _ | _ | _ | _ | _ | _
5 | _ | _ | _ | X | O | _ | _ | _
6 | _ | _ | _ | O | X | _ | _ | _
7 | _ | _ | _ | _ | _ | _ | _ | _
"""


def test_a_move_that_leaves_its_side_an_unbalanced_edge_says_so():
    reasons = of_kind(reasons_for(UNBALANCED_EDGE, "g1", "e4", 8),
                      proj2.REASON_UNBALANCED_EDGE)
    assert [reason.text for reason in reasons] == [
        "leaves X the unbalanced edge c1 d1 e1 f1 g1 (2 and 3 discs either "
        "side of its middle), open to wedges: g1"]
    assert reasons[0].squares == ((0, 2), (0, 3), (0, 4), (0, 5), (0, 6))


def test_a_balanced_edge_is_no_reason_against_its_own_side():
    # The best move, e4, keeps X's balanced edge: said of e4 against
    # g1, no edge reason is found.
    reasons = reasons_for(UNBALANCED_EDGE, "e4", "g1", 8)
    assert of_kind(reasons, proj2.REASON_EDGE) == []
    assert of_kind(reasons, proj2.REASON_UNBALANCED_EDGE) == []


def test_a_line_that_lets_the_opponent_build_a_balanced_edge_says_so():
    reasons = of_kind(reasons_for(BALANCED_EDGE, "e4 b1", "b4 c6", 8),
                      proj2.REASON_EDGE)
    assert [reason.text for reason in reasons] == [
        "lets O build the balanced edge b1 c1 d1 e1 f1 g1: e4 b1"]
    assert reasons[0].line == ((3, 4), (0, 1))


def test_four_discs_either_side_of_the_middle_are_no_balanced_edge():
    reasons = reasons_for(FOUR_DISC_BLOCK, "e4 c1", "c4 c6", 8)
    assert "balanced edge" not in " ".join(reason.text
                                            for reason in reasons)


def test_an_edge_shape_counts_the_discs_either_side_of_the_middle():
    board = board_from(UNBALANCED_EDGE)
    top = proj2.list_board_edges(board)[0]
    assert proj2.get_edge_shape(board, top) == proj2.EdgeShape(
        X, ((0, 2), (0, 3), (0, 4), (0, 5)), 2, 2)
    assert proj2.get_edge_shape(board, proj2.list_board_edges(board)[1]) \
        is None


def test_mobility_is_not_compared_past_the_reply():
    # The gap shows only a turn later: too deep to be mobility's.
    reasons = of_kind(reasons_for(SMALL_STABLE, "d2 b1 e5 f5 a1 a2",
                                  "f4 c1 a6 d1 a2 f2", 10, piece=O),
                      proj2.REASON_MOBILITY)
    assert reasons == []


SMALL_FRONTIER = """
0 | _ | _ | _ | _ | _ | _
1 | _ | _ | _ | _ | _ | _
2 | _ | _ | O | X | _ | _
3 | _ | _ | X | X | X | _
4 | _ | _ | _ | _ | _ | _
5 | _ | _ | _ | _ | _ | _
"""


def test_no_frontier_is_counted_at_the_end_of_a_line():
    # Only the discs the move itself turns make a frontier reason.
    reasons = of_kind(reasons_for(SMALL_FRONTIER, "c5 b2 f4 b5 a1 c2",
                                  "e5 e6 d2 b2 b3 b4", 10, piece=O),
                      proj2.REASON_FRONTIER)
    assert reasons == []


def test_a_move_leaving_the_opponent_more_replies_is_said():
    # SMALL_STABLE's position: e5 leaves X 12 moves, f5 8.
    reasons = of_kind(reasons_for(SMALL_STABLE, "e5", "f5", 10, piece=O),
                      proj2.REASON_MOBILITY)
    assert [reason.text for reason in reasons] == [
        "leaves X 12 moves to reply with; f5 leaves 8"]
    assert reasons[0].line == ((4, 4),)


def state_against_the_computer(moves):
    """Returns: the GameState of Othello, you (X) against level1, after a
    move string, its searches on a small budget."""
    return state_after_moves(moves, proj2.create_game(
        proj2.NewGame(STANDARD, {X: proj2.HUMAN, O: proj2.LEVEL1_PLAYER}),
        settings=proj2.create_settings(1, node_limit=2000, jobs=1)))


def test_why_against_the_computer_explains_the_players_own_move():
    # X played c3 (move 3), the computer replied d3 (move 4).
    state = state_against_the_computer("f5d6c3d3")
    assert len(state.history) == 4
    lines = proj2.answer_why(state, "").text.splitlines()
    assert lines[0] == proj2.WHY_OWN_MOVE.format("c3")
    assert lines[1] == proj2.WHY_HEADING.format(X)
    assert lines[2].startswith("  3. X c3 ")


def test_why_between_two_people_explains_the_last_move():
    state = state_at(X_SQUARE)
    state.history.append([X, [6, 1]])
    lines = proj2.answer_why(state, "").text.splitlines()
    assert lines[1].startswith("  1. X b7 ")


def state_between_people(moves):
    """Returns: the GameState of Othello between two people after a move
    string, its analyses on a small budget."""
    return state_after_moves(moves, proj2.create_game(
        proj2.NewGame(STANDARD, {X: proj2.HUMAN, O: proj2.HUMAN}),
        settings=proj2.create_settings(1, node_limit=1500, jobs=1)))


def test_why_and_the_review_give_a_move_the_same_line_and_reasons():
    # One story: why of the last move, asked in a fresh session, is the
    # review's line of that move, word for word, and so are its reasons
    # (g2, an X-square, is a blunder).
    moves = "f5d6c3d3c4f4f6f3e6e7g2"
    state = state_between_people(moves)
    why = proj2.answer_why(state, "").text.splitlines()
    fresh = state_between_people(moves)
    shown = []
    proj2.review_game(fresh.start, fresh.history,
                      proj2.get_game_study(fresh.game),
                      {X: "X", O: "O"}, shown.append)
    review = "\n".join(shown).splitlines()
    number = "{:>3}. ".format(len(moves) // 2)
    at = [index for index, line in enumerate(review)
          if line.startswith(number)][0]
    assert why[0] == proj2.WHY_HEADING.format(X)
    assert "a blunder" in why[1]
    assert why[1:] == review[at:at + len(why) - 1]


def test_why_move_is_judged_as_the_review_judges_it_once_played():
    # why MOVE before the move and why after it tell the same story.
    before = state_between_people("f5d6c3d3c4f4f6f3e6e7c6")
    asked = proj2.answer_why(before, "g5").text
    after = state_between_people("f5d6c3d3c4f4f6f3e6e7c6g5")
    assert proj2.answer_why(after, "").text == asked


# ---------------------------------------------------------------------
# The word line: the board at the end of a reason's line of the last why.
# ---------------------------------------------------------------------

# The board after WEDGE's e4 and O's d8, the wedge, its square marked.
WEDGE_LINE_END = """\
After e4 d8 (the line of: lets O wedge in at d8 between X's discs: e4 d8):

_ | a | b | c | d | e | f | g | h
1 | _ | _ | _ | _ | _ | _ | _ | _
2 | _ | _ | _ | _ | _ | _ | _ | _
3 | _ | _ | _ | _ | _ | _ | _ | _
4 | _ | _ | _ | _ | X | X | X | _
5 | _ | _ | _ | _ | _ | _ | _ | _
6 | _ | _ | _ | O | _ | _ | _ | _
7 | _ | _ | _ | O | _ | _ | _ | _
8 | _ | _ | X |[O]| X | _ | _ | _
The squares the reason names are in [ ]."""


def test_line_before_any_why_says_to_ask_why_first():
    answer = proj2.answer_line(state_at(WEDGE), "")
    assert answer == proj2.WordAnswer(proj2.ACTION_ASK, proj2.LINE_NO_WHY)


def test_line_shows_the_board_at_the_end_of_the_first_reasons_line():
    state = state_at(WEDGE)
    before = proj2.copy_board(state.board)
    proj2.answer_why(state, "e4")
    answer = proj2.answer_line(state, "")
    assert answer == proj2.WordAnswer(proj2.ACTION_ASK, WEDGE_LINE_END)
    assert proj2.answer_line(state, "1") == answer
    # The game itself is where it was.
    assert state.board == before


def test_line_with_a_number_past_the_reasons_says_which_there_are():
    state = state_at(WEDGE)
    proj2.answer_why(state, "e4")
    count = len(state.last_why.reasons)
    for argument in [str(count + 1), "0", "two"]:
        assert proj2.answer_line(state, argument).text == (
            proj2.LINE_BAD_NUMBER.format("'{}'".format(argument), count))


def test_line_after_a_why_with_no_reason_says_there_is_no_line():
    state = state_at(X_SQUARE)
    proj2.answer_why(state, "b5")
    assert proj2.answer_line(state, "").text == proj2.LINE_NO_REASONS


def test_line_in_the_rich_style_marks_the_squares_with_angle_brackets():
    state = state_at(WEDGE)
    state.game.display = proj2.create_rich_display(False)
    proj2.answer_why(state, "e4")
    lines = proj2.answer_line(state, "").text.splitlines()
    assert lines[0] == WEDGE_LINE_END.splitlines()[0]
    # d8 is the reason's square and the line's last move, which flipped d7.
    assert lines[-3:-1] == ["7  .  .  . (O) .  .  .  .",
                            "8  .  .  X <O> X  .  .  ."]
    assert lines[-1] == ("Marks: <X> named by the reason, [X] the last "
                         "move, (X) a piece it flipped.")


def test_a_long_lines_heading_is_wrapped_within_the_terminals_width():
    state = state_at(X_SQUARE)
    proj2.answer_why(state, "e4")
    lines = proj2.answer_line(state, "").text.splitlines()
    assert lines[:2] == [
        "After e4 e8 (the line of: the game ends with 57 squares empty, "
        "neither side", "having a move, X 3 to O 4 (final): e4 e8):"]
    # A reason naming no square has no marks to explain.
    assert "[" not in proj2.answer_line(state, "").text


def test_a_marked_square_at_a_rows_end_is_bracketed_too():
    drawing = proj2.draw_classic_board(
        [["X", "O"], ["_", "X"]], "heading", marked=[[1, 1]])
    assert drawing.splitlines()[-1] == "1 | _ |[X]"


def test_a_one_row_boards_marked_squares_have_a_pointer_under_them():
    drawing = proj2.draw_classic_board([["X", "O", "_"]], "heading",
                                       marked=[[0, 1]])
    assert drawing.splitlines()[-3:] == ["|X|O| |", "+-----+", "   ^"]


# ---------------------------------------------------------------------
# What a teacher says first: near evidence, nothing both lines do, no
# blame for a later move.

# X to move. b7 (an X-square) takes c7 and a7 (a C-square) takes b6:
# after either, O takes the corner a8 at once.
BOTH_GIVE_A8 = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | _ | _ | _ | _ | _ | _ | _
1 | _ | _ | _ | _ | _ | _ | _ | _
2 | _ | _ | _ | _ | _ | _ | _ | _
3 | _ | _ | _ | _ | _ | O | X | _
4 | _ | _ | X | _ | _ | _ | _ | _
5 | O | O | O | _ | _ | _ | _ | _
6 | _ | _ | O | X | _ | _ | _ | _
7 | _ | _ | _ | _ | _ | _ | _ | _
"""

# X to move. e4 is quiet; after O's c2, X's own b7 (an X-square) lets O
# take a8. e1 starts a line that gives no corner.
LATER_X_SQUARE = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | _ | _ | _ | _ | O | X | _
1 | _ | _ | _ | X | O | _ | _ | _
2 | _ | _ | _ | _ | _ | _ | _ | _
3 | _ | _ | _ | _ | _ | O | X | _
4 | _ | _ | _ | _ | _ | _ | _ | _
5 | _ | _ | O | _ | _ | _ | _ | _
6 | _ | _ | O | X | _ | _ | _ | _
7 | _ | _ | _ | _ | _ | _ | _ | _
"""

CORNER_KINDS = (proj2.REASON_CORNER, proj2.REASON_X_SQUARE,
                proj2.REASON_C_SQUARE)


def test_a_corner_both_lines_give_at_once_is_no_reason():
    reasons = reasons_for(BOTH_GIVE_A8, "b7 a8", "a7 a8", 8)
    assert [reason for reason in reasons
            if reason.kind in CORNER_KINDS] == []


def test_a_corner_given_by_the_movers_later_x_square_is_not_the_moves():
    reasons = reasons_for(LATER_X_SQUARE, "e4 c2 b7 a8", "e1 c2 c3 c4", 8)
    assert [reason for reason in reasons
            if reason.kind in CORNER_KINDS] == []


def test_an_x_square_giving_the_corner_is_said_where_the_best_does_not():
    reasons = reasons_for(LATER_X_SQUARE, "b7 a8 e4 c2", "e1 c2 c3 c4", 8)
    assert reasons[0].text == ("b7 is an X-square beside the empty corner "
                               "a8, which O takes: b7 a8")
    assert not reasons[0].deep


def test_near_reasons_leave_out_deeper_ones():
    # The X-square's corner at the first reply is near, so nothing deeper
    # is looked for beside it.
    reasons = reasons_for(X_SQUARE, "b7 a8", "e4 e7", 12)
    assert reasons and all(not reason.deep for reason in reasons)
    assert all(len(reason.line) <= proj2.NEAR_PLIES for reason in reasons)


# The top edge full of both sides' discs, alternating, the rest empty.
FULL_TOP_EDGE = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | X | O | X | O | X | O | X | O
1 | _ | _ | _ | _ | _ | _ | _ | _
2 | _ | _ | _ | _ | _ | _ | _ | _
3 | _ | _ | _ | _ | _ | _ | _ | _
4 | _ | _ | _ | _ | _ | _ | _ | _
5 | _ | _ | _ | _ | _ | _ | _ | _
6 | _ | _ | _ | _ | _ | _ | _ | _
7 | _ | _ | _ | _ | _ | _ | _ | _
"""


def test_every_disc_of_a_full_edge_is_stable():
    # No move can close a full line, whoever owns its discs.
    board = board_from(FULL_TOP_EDGE)
    assert proj2.count_stable_discs(board, X, STANDARD) == proj2.SideCounts(
        4, 4)


def test_every_disc_of_a_full_board_is_stable():
    board = [[X if (row + col) % 2 else O for col in range(8)]
             for row in range(8)]
    assert len(proj2.list_stable_squares(board, STANDARD)) == 64


def test_a_review_says_once_that_the_books_moves_are_the_books():
    board = proj2.create_start_board(rules=STANDARD)
    book = proj2.Opinion([2, 3], -proj2.INFINITE_SCORE, proj2.INFINITE_SCORE,
                         -8, -8, True, [[2, 3]])
    best = dataclasses.replace(book, move=[3, 2], estimate=0, key=0,
                               line=[[3, 2]])
    judged = proj2.JudgedMove(book, best, 8, False)
    first = proj2.explain_review_move(board, X, judged, NAMED_SQUARES)
    assert proj2.NO_SIMPLE_REASON_BOOK_ONCE in first.replace(
        "\n" + " " * (proj2.WHY_INDENT + len(proj2.WHY_HEAD)), " ")
    assert proj2.explain_review_move(board, X, judged, NAMED_SQUARES,
                                     True) == ""


# X to move (after f5 d6 c3 d3 c4 f4 f6 f3 e6 e7). After c2 and O's b2,
# X has 7 frontier discs and O 8; after d2 and O's d1, 4 and 11.
FRONTIER_AFTER_REPLY = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | _ | _ | _ | _ | _ | _ | _
1 | _ | _ | _ | _ | _ | _ | _ | _
2 | _ | _ | X | O | _ | O | _ | _
3 | _ | _ | X | X | O | O | _ | _
4 | _ | _ | _ | X | O | X | _ | _
5 | _ | _ | _ | O | O | X | _ | _
6 | _ | _ | _ | _ | O | _ | _ | _
7 | _ | _ | _ | _ | _ | _ | _ | _
"""


def test_a_longer_frontier_after_the_reply_is_said_with_both_lines():
    reasons = reasons_for(FRONTIER_AFTER_REPLY, "c2 b2", "d2 d1", 10)
    assert [reason.text for reason in reasons] == [
        "leaves X 7 discs on the frontier and O 8 after c2 b2; after d2 "
        "d1, 4 and 11"]
    assert reasons[0].line == ((1, 2), (1, 1))


def test_no_frontier_reason_where_both_values_are_exact():
    assert of_kind(reasons_for(FRONTIER_AFTER_REPLY, "c2 b2", "d2 d1", 10,
                               exact=True), proj2.REASON_FRONTIER) == []


def test_a_reply_taking_the_move_back_at_once_is_said_first():
    # After d2, O's d1 turns d2 back; after c2, O's b2 turns nothing of c2.
    reasons = reasons_for(FRONTIER_AFTER_REPLY, "d2 d1", "c2 b2", 10)
    assert reasons[0].kind == proj2.REASON_RETAKEN
    assert reasons[0].text == "O takes d2 back at once with d1: d2 d1"
    assert reasons[0].line == ((1, 3), (0, 3))


def play_out(diagram, moves, piece=X):
    """Returns: the board of a diagram after moves (square names) played
    from it, piece first."""
    board = board_from(diagram)
    for name in moves.split():
        proj2.apply_rule_move(board, *square(name, board), piece, STANDARD)
        piece = proj2.get_opponent(piece)
    return board


def test_the_best_moves_square_taken_first_must_stand_out():
    # After c2, O's d2 is no better than O's other answers by the
    # answers' own search: the square is not what c2 loses by.
    values = proj2.value_answers(
        play_out(FRONTIER_AFTER_REPLY, "c2"), O, STANDARD, 1)
    assert values[(1, 3)] - max(value for square, value in values.items()
                                if square != (1, 3)) < proj2.KEY_REPLY_MARGIN
    reasons = reasons_for(FRONTIER_AFTER_REPLY, "c2 d2", "d2 b2", 10)
    assert "the best move's square" not in " ".join(reason.text
                                                    for reason in reasons)


def test_a_reply_the_best_move_does_not_allow_is_said():
    # g2, an X-square, is O's only after f2: after c2 it is not legal.
    reasons = reasons_for(FRONTIER_AFTER_REPLY, "f2 g2", "c2 b2", 10)
    assert reasons[0].kind == proj2.REASON_NEW_REPLY
    assert reasons[0].text == ("gives O the move g2, which c2 does not "
                               "allow: f2 g2")


# O to move, five squares empty (2020 game 128, move 58). X can never
# play b7; f8 then g7 g8 h8 leaves O b7 for the last move.
SPARE_B7 = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | O | O | O | O | O | O | O | X
1 | O | X | O | O | O | O | O | X
2 | O | O | X | O | O | X | O | X
3 | O | O | O | X | X | O | O | X
4 | O | O | O | O | O | O | O | X
5 | O | X | X | X | X | X | X | X
6 | O | _ | X | X | X | X | _ | X
7 | O | X | X | X | X | _ | _ | _
"""


def test_a_square_only_the_mover_can_play_can_wait():
    reasons = reasons_for(SPARE_B7, "b7 pass f8 g8 h8 g7",
                          "f8 g7 g8 h8 b7", 8, exact=True, piece=O)
    spare = of_kind(reasons, proj2.REASON_SPARE)
    assert [reason.text for reason in spare] == [
        "b7 can wait: X cannot play there, and f8 keeps it for later: f8 "
        "g7 g8 h8 b7"]
    assert spare[0].line[-1] == (6, 1)


# X to move, ten squares empty (2020 game 616, move 51). O can never
# play a2; the best line plays a5, O's a4, then a2.
A2_TOO_SOON = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | X | X | X | X | X | X | X
1 | _ | _ | O | O | O | O | O | X
2 | O | O | O | O | O | O | O | X
3 | _ | O | O | O | O | X | O | X
4 | _ | O | O | O | O | X | O | X
5 | X | X | X | O | X | O | O | X
6 | _ | _ | X | O | O | O | O | X
7 | _ | X | X | X | X | X | _ | _
"""


def test_a_spare_move_the_best_line_plays_next_comes_a_move_too_soon():
    # No tempo is saved where the best line plays the square at once:
    # the order is wrong, and the reason says so, not "can wait".
    reasons = reasons_for(A2_TOO_SOON, "a2 a4 b2 a1 g8 h8 pass a8",
                          "a5 a4 a2 b7 a8 a7 b2 a1 g8 h8", 12, exact=True)
    assert [reason.text for reason in reasons] == [
        "a2 comes a move too soon: a5 first, then a2, which O cannot "
        "play: a5 a4 a2"]


# X to move, twelve squares empty (2020 game 829, move 45). O can never
# play d8; after it, O's b8 turns it at once, which after b5 O cannot
# play.
D8_OPENS_B8 = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | O | O | O | O | O | O | _
1 | _ | _ | O | O | O | O | _ | _
2 | X | X | X | X | X | O | O | O
3 | O | O | O | X | O | O | X | O
4 | _ | _ | O | O | X | O | X | O
5 | X | X | O | O | O | X | X | O
6 | _ | O | O | O | O | O | X | _
7 | _ | _ | _ | _ | O | O | _ | _
"""


def test_a_move_too_soon_names_the_edge_it_opens_at_once():
    reasons = reasons_for(D8_OPENS_B8, "d8 b8 a8 h8 b5 c8 a5 a7",
                          "b5 a2 d8 b8 a8 h8 c8 b2", 8, exact=True)
    assert [reason.text for reason in reasons] == [
        "d8 comes a move too soon, letting O onto the edge at b8 at once "
        "(d8 b8); b5 first, then d8, which O cannot play: b5 a2 d8"]


# X to move, fourteen squares empty (2020 game 128, move 45). O can
# never play h1; after it, O's g1 wedges in between X's discs, and the
# best line plays b2 first and h1 a move later.
H1_TOO_SOON = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | X | X | X | X | X | _ | _
1 | _ | _ | X | O | O | O | O | X
2 | O | O | O | X | O | O | O | X
3 | _ | O | O | O | X | O | O | X
4 | X | _ | O | X | X | X | O | X
5 | _ | _ | X | X | X | X | X | X
6 | _ | _ | X | X | X | X | _ | X
7 | _ | X | X | X | X | _ | _ | _
"""


def test_a_move_too_soon_comes_before_the_wedge_it_lets_in():
    # The wedge is what the wrong order lets in: the order is said first.
    reasons = reasons_for(H1_TOO_SOON, "h1 g1 b2 a1 b6 a2 b5 a6 a7 g7",
                          "b2 f8 h1 a1 g8 g1 a4 a6 b6 b7", 22, exact=True)
    assert [reason.kind for reason in reasons[:2]] == [
        proj2.REASON_SPARE, proj2.REASON_WEDGE]
    assert reasons[0].text.startswith(
        "h1 comes a move too soon, letting O onto the edge at g1 at once "
        "(h1 g1)")
    assert reasons[0].squares == ((0, 7), (0, 6))


def test_a_spare_move_is_no_reason_where_the_values_are_estimates():
    reasons = reasons_for(SPARE_B7, "b7 pass f8 g8 h8 g7",
                          "f8 g7 g8 h8 b7", 8, piece=O)
    assert of_kind(reasons, proj2.REASON_SPARE) == []


# X to move (2020 game 128, move 25). e2 turns six discs, d3 and the
# e-file, three of them (d3, e3, e7) next to empty squares; c2 turns
# two.
LOUD_E2 = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | _ | _ | _ | _ | X | _ | _
1 | _ | _ | _ | _ | _ | X | _ | _
2 | _ | _ | X | O | O | X | _ | X
3 | _ | _ | X | O | O | X | X | X
4 | _ | _ | O | O | O | X | X | X
5 | _ | _ | _ | O | O | X | X | _
6 | _ | _ | _ | O | O | X | _ | _
7 | _ | _ | O | _ | X | _ | _ | _
"""


def test_a_loud_move_against_a_quiet_one_is_said():
    reasons = reasons_for(LOUD_E2, "e2 g8 b6 g3 c7", "c2 d2 e1 d1 b5", 9)
    frontier = of_kind(reasons, proj2.REASON_FRONTIER)
    assert [reason.text for reason in frontier] == [
        "e2 turns 6 discs, 3 of them on the frontier; c2 turns 2, a "
        "quieter move"]
    assert len(frontier[0].squares) == 6


# X to move, 28 squares empty (2020 game 535, move 33). After f7, O's h7
# turns f5 and f6 along the diagonal to d3 and stands far above O's other
# answers; after h3 it is a weaker one.
F7_SETS_UP_H7 = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | _ | O | O | _ | X | _ | _
1 | _ | _ | O | O | X | X | _ | _
2 | O | O | O | X | O | X | O | _
3 | O | O | O | O | X | O | O | O
4 | _ | X | X | O | O | O | O | _
5 | X | _ | X | X | O | O | X | _
6 | _ | _ | X | _ | X | _ | _ | _
7 | _ | _ | _ | _ | _ | _ | _ | _
"""


def test_a_reply_the_move_sets_up_is_said_when_it_stands_out():
    reasons = reasons_for(F7_SETS_UP_H7, "f7 h7 h3 h2 h5 h6",
                          "h3 h2 h5 h6 f7 g7", 8)
    assert reasons[0].kind == proj2.REASON_KEY_REPLY
    assert reasons[0].text == ("sets up O's h7, by far its best answer; "
                               "after h3 it is a weaker one: f7 h7")
    assert reasons[0].squares == ((6, 7),)


def test_a_reply_the_best_line_plays_too_is_said_where_it_is_weaker_there():
    # The best line plays h7 as well, three moves on, but after h3 it is
    # a weaker answer by the answers' own search.
    reasons = reasons_for(F7_SETS_UP_H7, "f7 h7 h3 h2 h5 h6",
                          "h3 h2 h5 h7 f7 g7", 8)
    assert reasons[0].kind == proj2.REASON_SHARED_REPLY
    assert reasons[0].text == ("sets up O's h7, by far its best answer; "
                               "after h3 it is a weaker one: f7 h7")


# X to move (2020 game 834, move 27). f1 turns e2, f2 and f3 into a wall
# facing the empty north-east; O's h5 is its best answer after f1 and
# after d2 too, a weaker one there.
F1_WALL = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | _ | _ | _ | O | _ | _ | _
1 | _ | _ | _ | _ | O | O | _ | _
2 | _ | _ | _ | X | O | O | _ | O
3 | _ | _ | X | X | O | X | O | O
4 | _ | _ | X | X | O | O | X | _
5 | _ | _ | X | X | O | O | _ | X
6 | _ | _ | _ | X | O | _ | _ | _
7 | _ | _ | O | O | O | O | O | _
"""


def test_a_reply_both_lines_meet_comes_first_where_the_answer_differs():
    # X's h2 meets h5 after d2, not after f1: a difference a teacher
    # shows on the board, said before the move's shape.
    reasons = reasons_for(F1_WALL, "f1 h5 h2 g1 g6 f7 g3 c7 g7 b4",
                          "d2 g3 f7 h5 h2 g6 d1 c7 h7", 10)
    assert [reason.kind for reason in reasons] == [
        proj2.REASON_KEY_REPLY, proj2.REASON_FRONTIER]
    assert reasons[0].text == ("leaves O's h5 open, by far its best "
                               "answer; after d2, X meets it with h2, a "
                               "weaker answer after f1: d2 h5 h2")


def test_a_reply_not_open_after_the_best_move_but_played_soon_is_shared():
    # After g2, X's g6 turns nothing, but the best line opens it again
    # and X plays it three moves on: g2 allows it too, a move later.
    reasons = reasons_for(B6_LEAVES_G6, "b6 g6 b5 a5", "g2 h1 b5 g6", 9,
                          piece=O)
    assert [reason for reason in reasons
            if reason.kind in proj2.ANSWER_KINDS] == []


# O to move (2020 game 616, move 42). After a3, X's b2 turns c3, d4 and
# e5 along the diagonal and stands far above X's other answers; after
# g2 (which turns g3) X still plays b2, but it is a weaker answer.
A3_LEAVES_B2 = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | X | _ | O | O | O | O | _
1 | _ | _ | X | O | O | O | _ | O
2 | _ | X | O | O | O | X | X | O
3 | _ | O | O | O | O | X | O | O
4 | _ | O | O | X | O | X | X | O
5 | _ | O | X | X | X | X | O | O
6 | _ | _ | X | X | X | X | _ | _
7 | _ | _ | O | _ | X | X | _ | _
"""


def test_the_best_lines_own_reply_is_said_where_the_move_makes_it_stand_out():
    reasons = reasons_for(A3_LEAVES_B2, "a3 b2 b8 c1 a1 a4",
                          "g2 b2 b7 a3 c1 h1", 10, piece=O)
    assert reasons[0].text == ("leaves X's b2 open, by far its best "
                               "answer; after g2, O meets it with b7, a "
                               "weaker answer after a3: g2 b2 b7")


# X to move, 18 squares empty (2020 game 616, move 43). O's g7 is legal
# before a6 and after it (through f6 to e5); b2 turns c3, d4 and e5 and
# takes it away. The line after a6 goes on to give O the last square of
# d8.
A6_GIVES_G7 = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | X | _ | O | O | O | O | _
1 | _ | _ | X | O | O | O | _ | O
2 | O | O | O | O | O | X | X | O
3 | _ | O | O | O | O | X | O | O
4 | _ | O | O | X | O | X | X | O
5 | _ | O | X | X | X | X | O | O
6 | _ | _ | X | X | X | X | _ | _
7 | _ | _ | O | _ | X | X | _ | _
"""


def test_an_answer_the_opponent_had_before_the_move_is_said_as_left():
    reasons = reasons_for(A6_GIVES_G7, "a6 g7 a5 d8", "b2 b8 c1 a1", 10,
                          exact=True)
    assert of_kind(reasons, proj2.REASON_NEW_REPLY)[0].text == (
        "leaves O the move g7, which b2 takes away: a6 g7")


def test_the_answer_a_parity_line_goes_through_is_said_before_the_parity():
    reasons = reasons_for(A6_GIVES_G7, "a6 g7 a5 d8 c1 a1 b8 b2 a4 g8 h8 h7",
                          "b2 b8 c1 a1 a6 b7 a8 a7 d8 g8 a5 g7", 10,
                          exact=True)
    assert [(reason.kind, reason.text) for reason in reasons[:2]] == [
        (proj2.REASON_NEW_REPLY,
         "leaves O the move g7, which b2 takes away: a6 g7"),
        (proj2.REASON_PARITY,
         "leaves the odd region d8 to O, who plays its last square: "
         "a6 g7 a5 d8")]


# X to move, 25 squares empty (2020 game 535, move 35). After h2, O's g7
# stands out among O's answers only in a search six moves deep; after
# h3 it is a weaker one.
H2_LEAVES_G7 = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | _ | O | O | _ | X | _ | _
1 | _ | _ | O | O | X | X | _ | _
2 | O | O | O | O | O | X | O | _
3 | O | O | O | O | O | X | O | O
4 | _ | X | X | O | O | O | O | _
5 | X | _ | X | X | O | X | O | _
6 | _ | _ | X | _ | X | X | _ | O
7 | _ | _ | _ | _ | _ | _ | _ | _
"""
H2_PLAYED = "h2 g7 h5 h3 b1 a1 a2 b8 g2"
H3_BEST = "h3 h2 h5 h6 d7 a5 a2 e1 b1 g2"


def test_a_large_loss_nothing_near_explains_looks_deeper_at_the_answers():
    reasons = reasons_for(H2_LEAVES_G7, H2_PLAYED, H3_BEST,
                          proj2.DEEPER_ANSWERS_LOSS)
    assert reasons[0].text == ("leaves O's g7 open, by far its best "
                               "answer; after h3, X meets it with d7, "
                               "which h2 does not allow: h3 g7 d7")


def test_a_smaller_loss_keeps_the_answers_short_search():
    reasons = reasons_for(H2_LEAVES_G7, H2_PLAYED, H3_BEST,
                          proj2.DEEPER_ANSWERS_LOSS - 1)
    assert of_kind(reasons, proj2.REASON_KEY_REPLY) == []


# O to move (2020 game 535, move 42). g2 turns five discs, g1 one; what
# decides is X's b2, by far X's best answer after g2 in a search six
# moves deep, and far weaker after g1, though the line's reply is b1.
G2_LEAVES_B2 = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | _ | O | O | _ | X | _ | O
1 | _ | _ | O | O | X | X | _ | O
2 | O | O | O | O | O | X | X | O
3 | O | O | O | O | O | X | X | O
4 | _ | X | X | O | O | X | O | O
5 | X | _ | X | X | X | X | X | O
6 | _ | _ | X | _ | X | X | X | O
7 | _ | _ | _ | _ | _ | _ | _ | X
"""
G2_PLAYED = "g2 b1 a1 g1 e1"
G1_BEST = "g1 e1 a5 a2 g2 b2"


def test_a_large_loss_said_by_its_shape_first_names_the_answer_that_decides():
    reasons = reasons_for(G2_LEAVES_B2, G2_PLAYED, G1_BEST,
                          proj2.DEEPER_ANSWERS_LOSS, piece=O)
    assert reasons[0].text == ("leaves X's b2 open, by far its best "
                               "answer; after g1 it is a weaker one: g2 b2")
    assert reasons[1].kind == proj2.REASON_FRONTIER


def test_a_smaller_loss_said_by_its_shape_keeps_its_shape_first():
    reasons = reasons_for(G2_LEAVES_B2, G2_PLAYED, G1_BEST,
                          proj2.DEEPER_ANSWERS_LOSS - 1, piece=O)
    assert reasons[0].kind == proj2.REASON_FRONTIER


# O to move (2020 game 225, move 30). Every answer of X's is at the
# evaluation's limit, after b3 and after b4: none stands out.
B3_ALL_AT_THE_LIMIT = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | _ | _ | O | _ | X | _ | O
1 | _ | _ | _ | X | X | X | X | O
2 | _ | _ | X | X | X | X | X | O
3 | _ | _ | X | X | X | X | X | O
4 | _ | _ | X | X | X | X | X | O
5 | _ | _ | X | X | X | X | _ | O
6 | _ | _ | _ | X | X | _ | _ | _
7 | _ | _ | _ | _ | _ | _ | _ | _
"""


def test_an_answer_off_the_line_that_does_not_stand_out_is_not_said():
    # X's a2 would take b3 back at once, but it only ties X's others.
    comparison = dataclasses.replace(
        whole_comparison(B3_ALL_AT_THE_LIMIT, "b3 b4", "b4 b5", piece=O),
        answer_depth=proj2.REPLY_DEEPER_DEPTH)
    assert proj2.find_standout_answer_reasons(comparison) == []


def test_a_reply_both_moves_leave_open_is_said_with_the_best_moves_answer():
    # h3 puts a disc at the end of the diagonal d7-h3: after h3 g7, X's
    # d7 turns e6, f5 and g4; after h2 g7 it turns nothing.
    d7 = square("d7", board_from(H2_LEAVES_G7))
    assert proj2.is_rule_move(play_out(H2_LEAVES_G7, "h3 g7"), *d7, X,
                              STANDARD)
    assert not proj2.is_rule_move(play_out(H2_LEAVES_G7, "h2 g7"), *d7, X,
                                  STANDARD)
    reasons = reasons_for(H2_LEAVES_G7, H2_PLAYED, H3_BEST,
                          proj2.DEEPER_ANSWERS_LOSS)
    assert reasons[0].squares == ((6, 6), (6, 3))
    assert reasons[0].line == ((2, 7), (6, 6), (6, 3))


# O to move (2020 game 146, move 42). X's g2 stands out after c2, and
# after g8 O's best answer to it is c2 itself: the order of two moves.
C2_BEFORE_G8 = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | _ | X | O | O | X | _ | _
1 | _ | _ | _ | X | O | O | _ | X
2 | _ | _ | X | X | X | O | X | X
3 | _ | X | X | O | O | X | O | X
4 | _ | X | X | O | O | O | X | X
5 | X | X | X | X | O | O | O | X
6 | _ | _ | X | O | O | O | O | _
7 | _ | _ | X | O | O | X | _ | _
"""


def test_the_move_itself_is_no_answer_the_best_move_makes():
    reasons = reasons_for(C2_BEFORE_G8, "c2 g2 g8 h8", "g8 h8 h7 g2", 8,
                          piece=O)
    assert [reason.text for reason in reasons
            if "meets it with" in reason.text] == []


# X to move, ten squares empty (2020 game 487, move 51). After h6, O's h8
# takes the long diagonal and wins by 2; O's next answer, g2, loses by
# 10 (by an exact solve).
H6_LEAVES_H8 = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | X | O | O | O | O | O | O | _
1 | O | O | O | X | X | O | _ | O
2 | O | O | X | O | O | X | O | O
3 | O | O | X | X | O | O | O | O
4 | O | O | O | X | X | O | O | O
5 | X | O | O | O | O | X | O | _
6 | _ | _ | O | X | X | X | X | _
7 | _ | _ | O | O | O | O | _ | _
"""


def test_answers_are_solved_where_few_squares_are_empty():
    board = play_out(H6_LEAVES_H8, "h6")
    values = proj2.value_answers(board, O, STANDARD, 1)
    assert values == {(7, 7): 2, (1, 6): -10, (6, 7): -18, (7, 6): -18,
                      (6, 0): -22}


def test_a_reply_that_keeps_the_tempo_is_said_though_the_best_line_plays_it():
    reasons = reasons_for(H6_LEAVES_H8, "h6 h8 h1 g2 a7 a8 b8 b7 g8 h7",
                          "h1 h8 g2 g8 b7 a8 a7 b8 h6 h7", 10, exact=True)
    assert [reason.text for reason in reasons
            if reason.kind == proj2.REASON_KEY_REPLY] == [
        "leaves O's h8 open, by far its best answer; after h1, X meets it "
        "with g2, a weaker answer after h6: h1 h8 g2"]


def test_an_even_region_whose_last_square_the_best_line_keeps_is_said():
    # After h6, h1 and g2 are a region of two: O plays its last square
    # after h6 h8 h1, where after h1 h8 X plays g2 itself.
    reasons = reasons_for(H6_LEAVES_H8, "h6 h8 h1 g2 a7 a8 b8 b7 g8 h7",
                          "h1 h8 g2 g8 b7 a8 a7 b8 h6 h7", 10, exact=True)
    parity = of_kind(reasons, proj2.REASON_PARITY)
    assert [reason.text for reason in parity] == [
        "gives O the last square of the region h1 g2, which h1 keeps for "
        "X: h6 h8 h1 g2"]
    assert parity[0].squares == ((0, 7), (1, 6))


def test_the_answer_a_parity_line_plays_first_is_said_before_it():
    # The region's line goes through O's h8, which the answer reason
    # names: h8 is played first.
    reasons = reasons_for(H6_LEAVES_H8, "h6 h8 h1 g2 a7 a8 b8 b7 g8 h7",
                          "h1 h8 g2 g8 b7 a8 a7 b8 h6 h7", 10, exact=True)
    assert [reason.kind for reason in reasons[:2]] == [
        proj2.REASON_KEY_REPLY, proj2.REASON_PARITY]


def test_an_even_region_the_best_line_leaves_the_opponent_is_no_reason():
    # In the best line, too, O plays g2 after X's h1.
    reasons = reasons_for(H6_LEAVES_H8, "h6 h8 h1 g2 a7 a8 b8 b7 g8 h7",
                          "h1 g2", 10, exact=True)
    assert of_kind(reasons, proj2.REASON_PARITY) == []


# O to move, fourteen squares empty (2020 game 834, move 46). X can never
# play a8; the best line keeps it for O's last moves.
A8_CAN_WAIT = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | _ | X | X | X | X | _ | _
1 | _ | _ | _ | X | X | X | _ | X
2 | _ | _ | X | X | X | O | X | X
3 | _ | O | X | O | O | X | X | X
4 | O | X | X | O | O | X | X | X
5 | X | X | X | X | X | O | X | X
6 | X | X | O | O | O | O | O | _
7 | _ | _ | O | O | O | O | O | _
"""


def test_a_spare_move_kept_beyond_the_near_moves_says_how_far():
    # X's a4, the best move's square, is its best answer after a8, but
    # not far above the others: the spare move explains the loss.
    reasons = reasons_for(A8_CAN_WAIT, "a8 a4 h7 h8 g2 g1 h1 b8 a3 b3 b1",
                          "a4 b3 b2 a3 c2 g2 a1 b1 a2 h7 a8 b8", 8,
                          exact=True, piece=O)
    assert [reason.text for reason in reasons] == [
        "a8 can wait: X cannot play there, and a4 keeps it for later, "
        "playing it 10 moves on: a4 b3 b2 a3 c2 g2 a1 b1 a2 h7 a8"]
    assert reasons[0].deep


def test_answers_are_valued_by_the_discs_they_leave_near_the_end():
    # O to move with three squares empty: the search reaches the end, so
    # each answer's value is the game's final difference for O.
    board = board_from(A7_TURNS_TEN)
    values = proj2.value_answers(board, O, STANDARD, 1)
    assert values == {(6, 0): 32, (7, 0): 24, (7, 1): 20}


# O to move, three squares empty (2020 game 146, move 60). O's a7 turns
# ten discs (b7 to g7, a4 to a6 and b6); X's a7, after O's a8, one.
A7_TURNS_TEN = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | O | O | O | O | O | X | X | O
1 | O | O | O | O | O | O | O | O
2 | O | O | O | O | O | O | O | O
3 | X | O | X | X | X | X | O | O
4 | X | X | O | O | O | O | O | O
5 | X | X | X | X | X | X | X | O
6 | _ | X | X | X | X | X | X | O
7 | _ | _ | X | O | O | X | X | X
"""


def test_a_square_taken_first_says_what_it_turns_for_each():
    reasons = reasons_for(A7_TURNS_TEN, "a8 a7 b8", "a7 a8 b8", 8,
                          exact=True, piece=O)
    assert reasons[0].text == (
        "lets X take a7, the best move's square, first, where O's a7 turns "
        "10 discs and X's 1: a8 a7")


# O to move (2020 game 711, move 10). After h5, X's d6 (the best move's
# square) is its best answer, not far above the others; nothing else
# explains the loss.
H5_LETS_X_TAKE_D6 = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | _ | _ | _ | _ | _ | _ | _
1 | _ | _ | _ | _ | _ | _ | _ | _
2 | _ | _ | _ | O | X | X | _ | _
3 | _ | _ | _ | O | X | X | _ | _
4 | _ | _ | O | O | O | O | X | _
5 | _ | _ | _ | _ | X | O | _ | _
6 | _ | _ | _ | _ | _ | _ | _ | _
7 | _ | _ | _ | _ | _ | _ | _ | _
"""


def test_the_best_moves_square_taken_by_the_best_answer_is_said_last():
    board = play_out(H5_LETS_X_TAKE_D6, "h5", piece=O)
    values = proj2.value_answers(board, X, STANDARD, 1)
    d6 = tuple(square("d6", board))
    others = [value for move, value in values.items() if move != d6]
    assert 0 <= values[d6] - max(others) < proj2.KEY_REPLY_MARGIN
    reasons = reasons_for(H5_LETS_X_TAKE_D6, "h5 d6 g4 g3 f7",
                          "d6 g6 g4 h5 h3", 8, piece=O)
    assert [reason.text for reason in reasons] == [
        "lets X take d6, the best move's square, first: h5 d6"]


# O to move (2020 game 616, move 26). e7 turns five discs, h5 two; after
# e7, X's h5 (the best move's square) and g6 are its best answers, equal
# by their own search.
E7_LOUD = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | _ | _ | O | O | O | O | _
1 | _ | _ | O | O | O | O | _ | _
2 | _ | _ | X | X | X | X | X | X
3 | _ | _ | X | X | X | O | X | X
4 | _ | _ | X | X | X | X | O | _
5 | _ | _ | _ | O | X | X | _ | O
6 | _ | _ | _ | _ | _ | _ | _ | _
7 | _ | _ | _ | _ | _ | _ | _ | _
"""


def test_the_best_moves_square_taken_by_the_best_answer_comes_before_shape():
    # A loss of a mistake's size: X's best answer by the deeper search
    # takes h5, which says more than e7's loud shape.
    reasons = reasons_for(E7_LOUD, "e7 h5 h2 g7 f7 g6 h8 b1",
                          "h5 h7 g6 f7 e7 c7 d7 c8",
                          proj2.DEEPER_ANSWERS_LOSS, piece=O)
    assert [reason.text for reason in reasons] == [
        "lets X take h5, the best move's square, first: e7 h5",
        "e7 turns 5 discs, 2 of them on the frontier; h5 turns 2, a "
        "quieter move"]


def test_the_best_moves_square_taken_is_said_after_a_smaller_loss_shape():
    reasons = reasons_for(E7_LOUD, "e7 h5 h2 g7 f7 g6 h8 b1",
                          "h5 h7 g6 f7 e7 c7 d7 c8",
                          proj2.DEEPER_ANSWERS_LOSS - 1, piece=O)
    assert [reason.kind for reason in reasons] == [proj2.REASON_FRONTIER]


# X to move, twenty squares empty (2020 game 616, move 41). f8 turns
# f5 f6 f7, which opens g7 to O; after a3, O cannot play g7. The line's
# reply is g2, but O's best answer by the deeper search is g7, a little
# ahead of c1.
F8_GIVES_G7 = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | X | _ | O | O | O | O | _
1 | _ | _ | X | O | O | O | _ | O
2 | _ | X | O | O | O | X | X | O
3 | _ | O | O | O | O | X | O | O
4 | _ | O | O | X | O | O | X | O
5 | _ | O | X | X | X | O | O | O
6 | _ | _ | X | X | O | O | _ | _
7 | _ | _ | O | _ | X | _ | _ | _
"""


def test_a_best_answer_the_best_move_does_not_allow_comes_before_shape():
    # An edge square or X-square the best move does not allow need only
    # be the opponent's best answer, not far above the rest.
    reasons = reasons_for(F8_GIVES_G7, "f8 g2 b2 c1 h1", "a3 a5 a6 a4 d8 f8",
                          proj2.DEEPER_ANSWERS_LOSS + 1)
    assert reasons[0].text == ("gives O the move g7, which a3 does not "
                               "allow: f8 g7")


# X to move, sixteen squares empty (2020 game 31, move 45). After h7,
# O's h6 takes the best move's square, but O has a better answer.
H7_LETS_O_TAKE_H6 = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | _ | O | O | O | O | O | _
1 | O | _ | _ | X | X | O | _ | O
2 | O | O | X | X | O | X | O | _
3 | O | X | O | O | O | O | X | _
4 | O | O | X | X | O | O | O | O
5 | O | O | O | O | O | X | O | _
6 | _ | _ | O | O | O | O | _ | _
7 | _ | O | O | O | O | O | _ | _
"""


def test_the_best_moves_square_taken_by_a_weaker_answer_is_no_reason():
    board = play_out(H7_LETS_O_TAKE_H6, "h7")
    values = proj2.value_answers(board, O, STANDARD, 1)
    assert values[tuple(square("h6", board))] < max(values.values())
    reasons = reasons_for(H7_LETS_O_TAKE_H6, "h7 h6 h4 h3 h1 c2 b2 a1",
                          "h6 h3 h4 h7 g7 h8 g8 g2", 8, exact=True)
    assert of_kind(reasons, proj2.REASON_NEW_REPLY) == []


# X to move (2020 game 875, move 39). After e1 and O's a2, X has only b2,
# a5 and b7; after c1 and O's g8, six moves.
E1_LEAVES_THREE = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | _ | _ | _ | _ | _ | _ | _
1 | _ | _ | X | O | O | _ | _ | _
2 | O | X | X | X | O | X | _ | X
3 | O | O | O | O | O | X | X | X
4 | _ | O | O | X | O | X | X | X
5 | X | X | O | X | X | X | X | X
6 | _ | _ | O | O | O | X | _ | _
7 | _ | O | O | O | O | O | _ | _
"""


def test_a_move_leaving_its_side_few_moves_names_them():
    reasons = of_kind(reasons_for(E1_LEAVES_THREE, "e1 a2 a5", "c1 g8 f1",
                                  14), proj2.REASON_MOBILITY)
    assert [reason.text for reason in reasons] == [
        "leaves X only b2, a5 and b7 after e1 a2; after c1 g8, 6 moves"]
    assert reasons[0].squares == ((1, 1), (4, 0), (6, 1))



# O to move (2020 game 834, move 36). X's g6 was open before b6, and b6
# turns none of the discs g6 then takes: b6 leaves it open, sets up
# nothing; g2 takes it away.
B6_LEAVES_G6 = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | _ | X | X | X | X | _ | _
1 | _ | _ | _ | X | X | X | _ | X
2 | _ | _ | _ | X | X | O | X | X
3 | _ | _ | X | X | O | X | O | X
4 | _ | _ | X | X | O | X | O | X
5 | _ | _ | X | O | X | X | _ | X
6 | _ | _ | O | O | O | X | _ | _
7 | _ | _ | O | O | O | O | O | _
"""


def test_a_reply_open_before_the_move_is_left_open_not_set_up():
    reasons = reasons_for(B6_LEAVES_G6, "b6 g6 b5 a5", "g2 b7 a8 b5", 9,
                          piece=O)
    assert reasons[0].kind == proj2.REASON_KEY_REPLY
    assert reasons[0].text == ("leaves X's g6 open, by far its best answer, "
                               "which g2 does not allow: b6 g6")


# O to move, eighteen squares empty (2020 game 67, move 44). a8 turns b7,
# and X's b8 then wedges in between a8 and O's c8 to g8; the line goes on
# to open h8 to X.
A8_OPENS_B8 = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | O | O | O | O | O | _ | _
1 | _ | _ | X | X | O | X | _ | _
2 | O | O | X | X | X | O | _ | _
3 | O | O | X | X | X | O | O | _
4 | X | O | X | X | X | O | X | X
5 | X | X | X | X | X | X | X | _
6 | _ | X | X | O | X | O | _ | _
7 | _ | _ | O | O | O | O | O | _
"""


def test_a_wedge_is_said_before_the_corner_of_its_edge_it_leads_to():
    reasons = reasons_for(A8_OPENS_B8, "a8 b8 h4 h8 a7 h6",
                          "h4 h3 h6 g2 g3 a2", 8, exact=True, piece=O)
    assert [reason.text for reason in reasons[:2]] == [
        "lets X wedge in at b8 between O's discs: a8 b8",
        "lets X take the corner h8 after a8 b8 h4"]
