"""The computers from the command line: --seed repeats a game, --think
and --match and their errors, a game between computers shown move by
move, and the best-move line of hint."""

import re
import select
import subprocess

import pytest

import proj2
from helpers import (PROGRAM_COMMAND, REPO_ROOT, UMBC_ENDING, TypedLines,
                     board_from, check_usage_error, program_environment,
                     run_program)
import positions_more

X, O = proj2.PLAYER_PIECE, proj2.COMPUTER_PIECE

# X's first move must show long before the whole game could end (O
# thinks a fifth of a second on each of some thirty moves).
FIRST_MOVE_SECONDS = 5

MATCH_GAME_LINE = re.compile(
    r"game (\d+) of 4: (greedy|naive) \(X\) (\d+)-(\d+) (greedy|naive) "
    r"\(O\), (greedy \([XO]\) wins|naive \([XO]\) wins|a draw)")
MATCH_SUMMARY = re.compile(
    r"greedy against naive, 4 games: (\d) won, (\d) drawn, (\d) lost;\n"
    r"score (\d+\.\d)%; mean disc difference ([+-]\d+\.\d)")
MATCH_TIMES = re.compile(
    r"mean seconds a move: greedy \d+\.\d{3}, naive \d+\.\d{3}")


def swap_colours(diagram):
    """Parameters: diagram -- a board diagram.
    Returns: the same diagram with X and O swapped."""
    return diagram.replace("X", "x").replace("O", "X").replace("x", "O")


# The hint's node budget (Settings.node_limit) needs no more than this
# here: the tests check the hint's lines, not the strength of its move.
HINT_NODES = 1000


def play_words(board, lines, rules=proj2.UMBC_RULES, names=None):
    """Plays the default game's words on a board, X to move, with a quick
    hint. Parameters: board -- the position; lines -- what X types;
    rules -- the rule set; names -- {piece: player name} (None: the
    rule set's own players, against the naive computer). Returns: None
    (the game prints)."""
    game = proj2.create_game(
        proj2.NewGame(rules, names),
        settings=proj2.create_settings(node_limit=HINT_NODES))
    proj2.play_session(proj2.create_play_state(board, game, None),
                    TypedLines(lines))


def test_hint_ends_with_the_best_games_move_against_the_naive_computer(
        capsys):
    # Its value and line are the best game's, and the game it names
    # starts with the same move.
    play_words(proj2.create_board(), ["hint", "quit"])
    out = capsys.readouterr().out
    assert re.search(r"Hint \(square: pieces it flips\): 2 4: 1, 3 5: 1, "
                     r"4 2: 1, 5 3: 1\nBest move: (2 4|3 5|4 2|5 3) \("
                     r"(at least [+-]?\d+|[+-]?\d+ exact) for X against "
                     r"the course's computer\)\n"
                     r"Expected line: \1(, (\d \d|pass))*\n"
                     r"Best game against the naive computer: \1, "
                     r"ending with \d+ \((proved best|the best found)\)\.\n"
                     r"Enter your move \(row col\): quit\n", out)


def test_hint_against_another_computer_ends_with_the_strongest_move(
        capsys):
    # The four first moves are one move turned round the centre, so any
    # of them is the best; which one the search names is its own affair.
    play_words(proj2.create_board(), ["hint", "quit"],
               names={X: proj2.HUMAN, O: proj2.LEVEL1_PLAYER})
    out = capsys.readouterr().out
    assert re.search(r"Hint \(square: pieces it flips\): 2 4: 1, 3 5: 1, "
                     r"4 2: 1, 5 3: 1\nBest move: (2 4|3 5|4 2|5 3) \("
                     r"(about|at least|at most) [+-]?\d+ for X\)\n"
                     r"Expected line: ~ \d \d(, (\d \d|pass))*\n"
                     r"Enter your move \(row col\): quit\n", out)


def test_hint_gives_the_result_of_best_play_when_the_end_is_in_reach(capsys):
    play_words(board_from(swap_colours(UMBC_ENDING)), ["hint", "quit"],
               names={X: proj2.HUMAN, O: proj2.LEVEL1_PLAYER})
    lines = capsys.readouterr().out.splitlines()
    hint_at = lines.index("Enter your move (row col): hint")
    assert lines[hint_at + 1:hint_at + 3] == [
        "Hint (square: pieces it flips): 0 5: 1, 5 0: 1, 5 5: 1",
        "Best move: 5 5 (X wins 25-9 with best play)"]


def test_hint_with_no_legal_move_names_no_best_move(capsys):
    play_words(board_from(positions_more.X_MUST_PASS), ["hint", "quit"],
               proj2.STANDARD_RULES)
    lines = capsys.readouterr().out.splitlines()
    hint_at = lines.index("Enter your move (such as f5): hint")
    assert lines[hint_at + 1:hint_at + 3] == [
        "Hint: no legal move, so type pass.",
        "Enter your move (such as f5): quit"]


@pytest.mark.parametrize("players", [("level2", "corner"),
                                     ("random", "level1")])
def test_same_seed_repeats_a_game_between_computers(players, program):
    args = ("--x", players[0], "--o", players[1], "--rules", "standard",
            "--size", "6", "--seed", "11")
    first = program(b"", args=args)
    # run_program keeps its results: run the program again for real.
    again = run_program.__wrapped__(b"", args=args)
    assert first.returncode == 0
    assert first.stdout == again.stdout


def test_another_seed_plays_another_game(program):
    args = ("--x", "random", "--o", "random", "--rules", "standard")
    games = {program(b"", args=args + ("--seed", str(seed))).stdout
             for seed in range(3)}
    assert len(games) == 3


def test_game_between_computers_shows_each_move_as_it_is_made():
    process = subprocess.Popen(
        [*PROGRAM_COMMAND, "--x", "greedy", "--o", "level5",
         "--rules", "standard", "--think", "0.2", "--seed", "1"],
        stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, cwd=REPO_ROOT,
        env=program_environment())
    try:
        readable = select.select([process.stdout], [], [],
                                 FIRST_MOVE_SECONDS)[0]
        assert readable, "no move was shown while the game went on"
        assert re.fullmatch(rb"X played [a-h][1-8]\n",
                            process.stdout.readline())
        assert process.poll() is None, "the game ended before its first move"
    finally:
        process.kill()
        process.wait()


def test_match_prints_each_game_then_the_summary(program):
    args = ("--match", "greedy", "naive", "--games", "4", "--rules",
            "standard", "--size", "6", "--seed", "1")
    result = program(b"", args=args)
    assert result.returncode == 0
    lines = result.stdout.decode().splitlines()
    assert len(lines) == 7
    assert max(len(line) for line in lines) <= 80
    games = [MATCH_GAME_LINE.fullmatch(line) for line in lines[:4]]
    assert all(games)
    assert [game.group(1) for game in games] == ["1", "2", "3", "4"]
    # Colours alternate: greedy is X in games 1 and 3, O in 2 and 4.
    assert [game.group(2) for game in games] == ["greedy", "naive"] * 2
    summary = MATCH_SUMMARY.fullmatch("\n".join(lines[4:6]))
    assert summary
    won, drawn, lost = (int(summary.group(number)) for number in (1, 2, 3))
    assert won + drawn + lost == 4
    assert float(summary.group(4)) == pytest.approx(100 * (won + drawn / 2)
                                                    / 4)
    # Greedy's discs minus naive's, game by game.
    margins = [int(game.group(3)) - int(game.group(4))
               if game.group(2) == "greedy"
               else int(game.group(4)) - int(game.group(3))
               for game in games]
    assert won == len([margin for margin in margins if margin > 0])
    assert lost == len([margin for margin in margins if margin < 0])
    assert float(summary.group(5)) == pytest.approx(sum(margins) / 4,
                                                    abs=0.05)
    assert MATCH_TIMES.fullmatch(lines[6])


def test_match_counts_wins_by_the_fewest_discs_under_win_fewest(program):
    args = ("--match", "greedy", "naive", "--games", "4", "--rules",
            "standard", "--size", "6", "--seed", "3", "--win", "fewest")
    lines = program(b"", args=args).stdout.decode().splitlines()
    games = [MATCH_GAME_LINE.fullmatch(line) for line in lines[:4]]
    greedy_won = 0
    for game in games:
        x_discs, o_discs = int(game.group(3)), int(game.group(4))
        if x_discs != o_discs:
            winner = game.group(2) if x_discs < o_discs else game.group(5)
            assert game.group(6).startswith(winner)
            greedy_won += winner == "greedy"
    assert MATCH_SUMMARY.fullmatch("\n".join(lines[4:6])).group(1) == \
        str(greedy_won)


def test_match_of_one_game_says_game(program):
    args = ("--match", "naive", "naive", "--games", "1", "--seed", "1")
    lines = program(b"", args=args).stdout.decode().splitlines()
    assert lines[1].startswith("naive against naive, 1 game: ")


def test_match_pairs_of_games_share_their_opening(program):
    # The naive computer always plays the same move in the same position,
    # so when it plays both sides, the two games of a pair, which start
    # from the same random opening, are the same game.
    args = ("--match", "naive", "naive", "--games", "2", "--rules",
            "standard", "--seed", "4")
    lines = program(b"", args=args).stdout.decode().splitlines()
    assert lines[0].startswith("game 1 of 2: naive (X) ")
    assert lines[0][len("game 1"):] == lines[1][len("game 2"):]


@pytest.mark.parametrize("args, message", [
    (("--think", "0"), "--think takes a number of seconds above 0 and at "
                       "most 3600; got 0.0"),
    (("--think", "-2"), "at most 3600; got -2.0"),
    (("--think", "nan"), "at most 3600; got nan"),
    (("--think", "inf"), "at most 3600; got inf"),
    (("--think", "1e305"), "at most 3600; got 1e+305"),
    (("--think", "soon"), "argument --think: invalid float value: 'soon'"),
    (("--seed", "lucky"), "argument --seed: invalid int value: 'lucky'"),
    (("--match", "naive"), "argument --match: expected 2 arguments"),
    (("--match", "human", "naive"), "argument --match: invalid choice"),
    (("--match", "naive", "genius"), "argument --match: invalid choice"),
    (("--match", "naive", "greedy", "--games", "0"),
     "--games takes a whole number of games above 0; got 0"),
    (("--match", "naive", "greedy", "--games", "-3"),
     "--games takes a whole number of games above 0; got -3"),
    (("--match", "naive", "greedy", "--games", "two"),
     "argument --games: invalid int value: 'two'"),
    (("--games", "3"), "--games goes with --match"),
    (("--review", "f5d6", "--jobs", "0"),
     "--jobs takes a whole number from 1 to 64; got 0"),
    (("--review", "f5d6", "--jobs", "65"),
     "--jobs takes a whole number from 1 to 64; got 65"),
    (("--review", "f5d6", "--jobs", "all"),
     "argument --jobs: invalid int value: 'all'"),
    (("--match", "naive", "greedy", "--x", "naive"),
     "--match plays its own games: --x does not apply"),
    (("--protocol", "ics32", "--seed", "3"), "--seed does not apply"),
    (("--protocol", "ics32", "--think", "1"), "--think does not apply"),
])
def test_bad_computer_option_exits_2_with_a_message(args, message, capsys):
    check_usage_error(args, message, capsys)


def seeded_settings(args):
    """Returns: the Settings of the game the command line builds."""
    return proj2.build_game(proj2.build_argument_parser().parse_args(args),
                            None).settings


def test_a_seed_makes_the_computers_searches_repeatable():
    settings = seeded_settings(["--rules", "standard", "--seed", "3",
                                "--jobs", "2"])
    assert settings.repeatable
    assert not seeded_settings(["--rules", "standard", "--jobs", "2"]
                               ).repeatable


def test_a_repeatable_search_has_no_clock_and_one_process():
    # --seed 3 --jobs 2: the budget is positions alone, in this process.
    settings = seeded_settings(["--rules", "standard", "--seed", "3",
                                "--jobs", "2"])
    board = proj2.create_start_board(rules=proj2.STANDARD_RULES)
    engine = proj2.build_engine(proj2.STANDARD_RULES, 8, 8)
    own, opponent = proj2.get_engine_bits(board, proj2.PLAYER_PIECE, engine)
    budget = proj2.create_search_budget(engine, own, opponent,
                                        proj2.LEVEL5_PLAYER, settings)
    assert budget.deadline == float("inf")
    assert proj2.get_search_workers(settings, budget, engine, 1, 60) is None
