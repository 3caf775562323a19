"""proj2 as NBoard's engine (--protocol nboard): the NBoard protocol's
commands as its description gives them (nboard, set depth, set game
with a GGF game, move, hint, go, ping, learn), its answers, and the
lines it ignores."""

import re

import pytest

import proj2
from helpers import FIFTEEN_EMPTIES, check_usage_error

NBOARD = ("--protocol", "nboard")

# The game the protocol's description sends in its example session.
EXAMPLE_GAME = (
    "set game (;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]"
    "PB[./mEdax]PW[chris]RE[?]TI[15:00]TY[8]BO[8 ---------------------"
    "------O*------*O--------------------------- *]B[F5]W[F6]B[D3]W[C5]"
    "B[E6]W[F7]B[E7]W[F4];)")


@pytest.fixture
def nboard(program):
    """Returns: a function that sends lines to the engine (in this
    process, its searches on a small node budget and on one process:
    test_parallel_search.py tests the workers) and returns its output
    lines."""
    def run(lines):
        return program(("\n".join(lines) + "\n").encode(),
                       args=NBOARD + ("--jobs", "1"),
                       node_limit=2000).stdout.decode().splitlines()
    return run


def black_moves_after_example():
    """Returns: black's legal moves after the example game, by the rules."""
    loaded = proj2.choose_filed_game(proj2.read_ggf_text(
        EXAMPLE_GAME[len("set game "):], "test"), None, "test")
    return {proj2.format_square_name(loaded.board, move).upper()
            for move in proj2.get_rule_moves(loaded.board, "X",
                                             proj2.STANDARD_RULES)}


# Black's legal moves there, to move after W[F4].
EXAMPLE_MOVES = black_moves_after_example()


def test_edaxs_answer_in_the_example_session_is_legal_here():
    assert "D6" in EXAMPLE_MOVES


def test_the_example_session_is_answered_as_the_protocol_says(nboard):
    lines = nboard(["nboard 2", EXAMPLE_GAME, "set depth 6", "ping 1",
                    "go"])
    assert lines[:3] == ["set myname proj2", "pong 1",
                         "status proj2 is thinking"]
    found = re.fullmatch(r"=== ([A-H][1-8])/(-?[0-9]+\.[0-9]{2})/"
                         r"([0-9]+\.[0-9])", lines[3])
    assert found and found.group(1) in EXAMPLE_MOVES
    assert lines[4:] == ["status"]


def test_go_does_not_play_its_move(nboard):
    lines = nboard(["nboard 2", EXAMPLE_GAME, "go", "go"])
    assert lines[2] == lines[5] or lines[2][:6] == lines[5][:6]
    assert lines[1] == lines[4] == "status proj2 is thinking"


def test_hint_sends_the_best_moves_between_status_lines(nboard):
    lines = nboard(["nboard 2", EXAMPLE_GAME, "hint 3"])
    assert lines[1] == "status proj2 is analyzing"
    assert lines[-1] == "status"
    hints = lines[2:-1]
    assert len(hints) == 3
    values = []
    for line in hints:
        found = re.fullmatch(r"search ([A-H][1-8])(?:[A-H][1-8]|PA)* "
                             r"(-?[0-9]+\.[0-9]{2}) 0 "
                             r"[1-9][0-9]* (about|at least|at most)", line)
        assert found and found.group(1) in EXAMPLE_MOVES
        values.append(float(found.group(2)))
    assert values == sorted(values, reverse=True)


def test_hint_at_the_start_comes_from_the_book(nboard):
    lines = nboard(["nboard 2", "hint 4"])
    # Each move comes with the book's best line after it.
    assert [line.split()[0] for line in lines[2:6]] == ["book"] * 4
    assert [line.split()[1][:2] for line in lines[2:6]] == ["D3", "C4",
                                                           "F5", "E6"]
    assert [line.split(None, 2)[2] for line in lines[2:6]] == \
        ["1.00 0 0 book"] * 4


# Two squares left (g8 and h8), black to move.
TWO_EMPTIES_GAME = "set game (;GM[Othello]TY[8]BO[8 {} *];)".format(
    "*" * 30 + "O" * 32 + "--")


def test_an_exact_hint_gives_100_percent_as_its_depth(nboard):
    # NBoard reads a depth of 100% as solved.
    lines = nboard(["nboard 2", TWO_EMPTIES_GAME, "hint 1"])
    assert re.fullmatch(r"search ([GH]8|PA){2} -?[0-9]+\.00 0 100% exact",
                        lines[2])


def test_a_search_line_gives_the_plies_its_search_looked_ahead(nboard):
    lines = nboard(["nboard 2", EXAMPLE_GAME, "set depth 2", "hint 3"])
    depths = [int(line.split()[4]) for line in lines[2:-1]]
    assert len(depths) == 3 and all(1 <= depth <= 2 for depth in depths)


def test_a_value_whose_result_alone_is_proven_is_100_percent_w():
    # NBoard reads 100%W as a win, loss or draw proven, not the margin.
    board = proj2.create_start_board(rules=proj2.STANDARD_RULES)
    won = proj2.Opinion([5, 4], 2, proj2.INFINITE_SCORE, 6, 6, depth=4)
    lost = proj2.Opinion([5, 4], -proj2.INFINITE_SCORE, -2, -6, -6,
                         depth=4)
    assert proj2.format_nboard_opinion(board, won) == (
        "search E6 6.00 0 100%W at least")
    assert proj2.format_nboard_opinion(board, lost).split()[4] == "100%W"


def test_set_depth_solves_only_endgames_within_its_reach(nboard):
    lines = nboard(["nboard 2", TWO_EMPTIES_GAME, "set depth 1", "hint 1",
                    "set depth 2", "hint 1"])
    # One ply does not reach the end of the game: not solved.
    assert not lines[2].endswith(" 0 100% exact")
    assert lines[5].endswith(" 0 100% exact")


def test_set_depth_takes_a_depth_of_at_least_one_ply(nboard):
    assert nboard(["nboard 2", "set depth 0"])[1] == (
        "status a depth of 0 plies: set depth takes 1 or more")


# White to move with 15 empty squares (a 2001 tournament game after
# move 45), and the exact value of each of its moves, as --analyze
# gives them.
FIFTEEN_EMPTIES_GAME = "set game (;GM[Othello]TY[8]BO[8 {} O];)".format(
    FIFTEEN_EMPTIES)
FIFTEEN_EMPTIES_VALUES = {"A2": 48, "D8": 48, "H7": 42, "B6": 30, "E8": 24,
                          "B7": 20, "B2": 18, "B8": 12}


def test_a_hint_near_the_end_gives_the_exact_values_on_a_small_budget(
        nboard):
    lines = nboard(["nboard 2", FIFTEEN_EMPTIES_GAME, "hint 8"])
    found = [re.fullmatch(r"search ([A-H][1-8])\S* (-?[0-9]+)\.00 0 100% "
                          r"exact", line) for line in lines[2:-1]]
    assert all(found)
    assert {line.group(1): int(line.group(2)) for line in found} == (
        FIFTEEN_EMPTIES_VALUES)


def test_go_plays_as_the_level_the_command_line_names(program):
    lines = program("nboard 2\n{}\ngo\n".format(EXAMPLE_GAME).encode(),
                    args=NBOARD + ("--level", "1"),
                    node_limit=2000).stdout.decode().splitlines()
    found = re.fullmatch(r"=== ([A-H][1-8])/.*", lines[2])
    assert found and found.group(1) in EXAMPLE_MOVES


def test_moves_played_change_the_position_and_passes_come_by_themselves(
        nboard):
    # Black (X) has no move: white's c1 wins every disc; the game ends,
    # and go then has no move to send.
    board = "O*" + "-" * 62
    lines = nboard(["nboard 2", "set game (;GM[Othello]TY[8]BO[8 {} *];)"
                    .format(board), "go", "move C1/0.00/0.5", "go",
                    "ping 7"])
    assert lines[1:] == ["=== C1", "status the game is over: there is no "
                         "move to play", "pong 7"]


def test_illegal_moves_and_bad_games_are_one_status_line(nboard):
    lines = nboard(["nboard 2", "move A1", "set game (;GM[Chess];)",
                    "set depth deep", "ping 2"])
    assert lines == ["set myname proj2",
                     "status 'A1' is not a legal move here",
                     "status set game: a game of Chess, not Othello",
                     "status 'deep' is not a whole number", "pong 2"]


# The example game again, with a player's name and a comment far longer
# than the 4 KB line the other readers take.
LONG_NAME = "Player " * 1500
LONG_GAME = EXAMPLE_GAME.replace("PW[chris]", "PW[{}]C[{}]".format(
    LONG_NAME, "a comment \\] " * 1000))


def test_a_set_game_of_any_length_sets_its_game(nboard):
    assert len(LONG_GAME) > 4 * proj2.MAX_LINE_BYTES
    # The game before it: go's one move there, C1, is not legal after it.
    lines = nboard(["nboard 2", "set game (;GM[Othello]TY[8]BO[8 {} *];)"
                    .format("O*" + "-" * 62), LONG_GAME, "go"])
    found = re.fullmatch(r"=== ([A-H][1-8])/.*", lines[2])
    assert found and found.group(1) in EXAMPLE_MOVES


def test_a_set_game_too_long_to_read_leaves_no_game_until_one_is_set(
        nboard, monkeypatch):
    monkeypatch.setattr(proj2, "NBOARD_MAX_LINE_BYTES", 5000)
    no_game = "status " + proj2.NBOARD_NO_GAME
    lines = nboard(["nboard 2", LONG_GAME, "go", "hint 1", "move F5",
                    "ping 1", EXAMPLE_GAME, "go"])
    assert lines[1:6] == [
        "status set game: the line is over 5000 bytes, more than is read",
        no_game, no_game, no_game, "pong 1"]
    found = re.fullmatch(r"=== ([A-H][1-8])/.*", lines[7])
    assert found and found.group(1) in EXAMPLE_MOVES


def test_after_a_set_game_that_is_refused_go_and_hint_are_refused(nboard):
    lines = nboard(["nboard 2", EXAMPLE_GAME, "set game (;GM[Chess];)",
                    "go", "hint 2"])
    assert lines[1:] == ["status set game: a game of Chess, not Othello",
                         "status " + proj2.NBOARD_NO_GAME,
                         "status " + proj2.NBOARD_NO_GAME]


def test_a_long_line_that_is_not_a_set_game_is_ignored(nboard,
                                                      monkeypatch):
    monkeypatch.setattr(proj2, "NBOARD_MAX_LINE_BYTES", 5000)
    assert nboard(["nboard 2", "ping " + "1" * 6000, "ping 2"]) == [
        "set myname proj2", "pong 2"]


def test_unknown_commands_are_ignored_and_learn_is_answered(nboard):
    assert nboard(["nboard 2", "set contempt 0", "analyze", "learn",
                   "quit", "ping 3"]) == ["set myname proj2", "learned"]


def test_nboard_plays_only_othello(capsys):
    check_usage_error(["--protocol", "nboard", "--rules", "simple"],
                      proj2.NBOARD_RULES_ERROR, capsys)


def test_a_pass_is_taken_only_from_a_side_that_had_to_pass(nboard):
    # On this board black (X) must pass: NBoard's PA for it is taken;
    # a PA from white, who has c1, is refused.
    board = "O*" + "-" * 62
    lines = nboard(["nboard 2", "set game (;GM[Othello]TY[8]BO[8 {} *];)"
                    .format(board), "move PA", "move PA", "ping"])
    assert lines[1:] == ["status PA is not a move here: the side to move "
                         "has a move", "pong"]


def test_a_game_the_fewest_discs_win_is_refused(nboard):
    lines = nboard(["nboard 2", "set game (;GM[Othello]TY[8a]B[f5];)"])
    assert lines[1] == ("status this engine plays Othello on the 8x8 "
                        "board, the most discs winning")


def test_hint_after_the_end_says_the_game_is_over(nboard):
    board = "*" * 64
    lines = nboard(["nboard 2", "set game (;GM[Othello]TY[8]BO[8 {} *];)"
                    .format(board), "hint 3"])
    assert lines[1:] == ["status the game is over: there is no move to "
                         "play"]


def test_go_gives_the_value_hint_gave_its_move(nboard):
    lines = nboard(["nboard 2", FIFTEEN_EMPTIES_GAME, "hint 8", "go"])
    move, value = re.fullmatch(r"=== ([A-H][1-8])/(-?[0-9.]+)/\S+",
                               lines[-2]).groups()
    assert float(value) == FIFTEEN_EMPTIES_VALUES[move]


def test_an_exact_value_outlasts_a_shallower_depth(nboard):
    lines = nboard(["nboard 2", FIFTEEN_EMPTIES_GAME, "hint 1",
                    "set depth 2", "hint 1"])
    assert lines[2] == lines[5]
    assert lines[5].endswith(" 0 100% exact")
