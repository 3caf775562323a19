"""proj2 as an Othello engine over the Go Text Protocol (--protocol gtp):
GTP version 2's answers ('=' or '?', the id echoed, a blank line after
each), its errors, and a game against GRhino's gtp-rhino."""

import random
import shutil

import pytest

import proj2
from gtp_driver import Engine, play_game
from helpers import PROGRAM_COMMAND

GTP = ("--protocol", "gtp")
GTP_RHINO = "/usr/games/gtp-rhino"


@pytest.fixture
def gtp(program):
    """Returns: a function that sends GTP lines to the engine (in this
    process, its searches on a small node budget) and returns its whole
    output as text."""
    def run(lines):
        return program(("\n".join(lines) + "\n").encode(), args=GTP,
                       node_limit=1000).stdout.decode()
    return run


def test_an_exchange_answers_as_gtp_version_2_says(gtp):
    assert gtp(["protocol_version", "7 name", "version",
                "known_command genmove", "known_command castle",
                "boardsize 8", "clear_board", "komi 0",
                "play black f5", "play W f6", "showboard", "undo",
                "quit"]) == (
        "= 2\n\n"
        "=7 proj2\n\n"
        "= 1.0\n\n"
        "= true\n\n"
        "= false\n\n"
        "=\n\n=\n\n=\n\n=\n\n=\n\n"
        "= Next move: Black\n"
        "  a b c d e f g h\n"
        "1 . . . . . . . .\n"
        "2 . . . . . . . .\n"
        "3 . . . . . . . .\n"
        "4 . . . O X . . .\n"
        "5 . . . X O X . .\n"
        "6 . . . . . O . .\n"
        "7 . . . . . . . .\n"
        "8 . . . . . . . .\n\n"
        "=\n\n"
        "=\n\n")


def test_list_commands_names_every_command_gtp_rhino_plays_with(gtp):
    listed = gtp(["list_commands"])[2:].split("\n\n")[0].splitlines()
    for command in ["protocol_version", "name", "version", "known_command",
                    "list_commands", "quit", "boardsize", "clear_board",
                    "komi", "play", "genmove", "undo", "showboard",
                    "final_score", "time_settings", "time_left"]:
        assert command in listed


@pytest.mark.parametrize("line, answer", [
    ("castle", "? unknown command"),
    ("3 castle", "?3 unknown command"),
    ("play black", "? syntax error"),
    ("play purple f5", "? syntax error"),
    ("play black z9", "? syntax error"),
    ("play black e3", "? illegal move"),
    ("play black pass", "? illegal move"),
    ("boardsize 7", "? unacceptable size"),
    ("boardsize 18", "? unacceptable size"),
    ("undo", "? cannot undo"),
    ("level 9", "? level must be 1 to 5"),
    ("set_game Go", "? unsupported game"),
])
def test_an_error_is_one_answer_and_the_engine_goes_on(gtp, line, answer):
    assert gtp([line, "name"]) == answer + "\n\n= proj2\n\n"


def test_the_game_is_othello_for_a_gui_that_asks(gtp):
    assert gtp(["list_games", "set_game Othello"]) == "= Othello\n\n=\n\n"


def test_comments_tabs_and_blank_lines_are_ignored(gtp):
    assert gtp(["# a comment", "", "name\t# who?"]) == "= proj2\n\n"


def test_genmove_plays_a_legal_move_for_the_colour(gtp):
    out = gtp(["time_settings 0 1 20", "genmove black", "showboard"])
    move = out.split("\n\n")[1][2:].lower()
    assert move in ["d3", "c4", "f5", "e6"]


@pytest.mark.parametrize("white_pass", [["play white pass"], []],
                         ids=["pass written", "pass left out"])
def test_a_finished_game_is_scored_as_the_wof_scores_it(gtp, white_pass):
    # On 4x4: b1 (flips b2), c1 (c2), d1 (c1, c2), a1 (b2), a3 (b2); white
    # has no move and passes (gtp-rhino leaves the pass out); d4 (c3)
    # leaves white only a1, and nobody can move: black's 9 discs and the
    # 6 empty squares make 15 to 1.
    out = gtp(["boardsize 4", "play black b1", "play white c1",
               "play black d1", "play white a1", "play black a3"]
              + white_pass + ["play black d4", "final_score"])
    assert out.split("\n\n")[-2] == "= B+14"


def random_opening(plies, seed):
    """Parameters: plies -- how many moves; seed -- the random moves'
        seed. Returns: the names of random legal moves from the start,
        after which the game goes on (passes left out)."""
    rules = proj2.STANDARD_RULES
    choices = random.Random(seed)
    board = proj2.create_start_board(rules=rules)
    piece = proj2.PLAYER_PIECE
    names = []
    for ply in range(plies):
        piece = proj2.get_side_to_move(board, piece, rules)
        assert piece != proj2.EMPTY, "the game ended early: pick a seed"
        move = choices.choice(proj2.get_rule_moves(board, piece, rules))
        names.append(proj2.format_square_name(board, move))
        proj2.apply_rule_move(board, *move, piece, rules)
        piece = proj2.get_opponent(piece)
    assert proj2.get_side_to_move(board, piece, rules) != proj2.EMPTY
    return names


# A whole game from the start is the match, tests/bench/bench_gtp_match.py.
@pytest.mark.skipif(shutil.which(GTP_RHINO) is None,
                    reason="gtp-rhino (Debian's grhino) is not installed")
def test_a_game_against_gtp_rhino_is_legal_and_scored_alike():
    # Both engines take a random opening to 10 empty squares, then each
    # generates its moves to the end of the game (proj2 on one process:
    # test_parallel_search.py tests GTP's workers).
    proj2_engine = Engine(PROGRAM_COMMAND + list(GTP) + ["--jobs", "1"])
    rhino = Engine([GTP_RHINO, "--level=1"])
    try:
        proj2_engine.ask("time_settings 0 1 20")
        game = play_game(proj2_engine, rhino, random_opening(50, 1))
    finally:
        proj2_engine.close()
        rhino.close()
    assert game["illegal"] == ""
    scores = proj2.get_final_scores(game["board"], proj2.STANDARD_RULES)
    winner = proj2.get_rule_winner(game["board"])
    expected = "0"
    if winner != proj2.EMPTY:
        expected = "{}+{}".format(
            {"X": "B", "O": "W"}[winner],
            scores[winner] - scores[proj2.get_opponent(winner)])
    assert game["scores"] == [expected, expected]
