"""The command line: options reach the other rule sets, sizes and
players, and a bad value stops the program with a clear message and exit
status 2 before any game starts."""

import ast
import re

import pytest

import proj2
from helpers import check_usage_error, read_proj2_source

QUIT = b"quit\n"


@pytest.fixture
def run(program):
    """Returns: a function that runs the program in this process. Its
    parameters: args -- the command-line arguments (a tuple); stdin --
    what is typed; node_limit -- None, or the node budget of its
    searches. It returns the finished run."""
    def run_args(args, stdin=QUIT, node_limit=None):
        return program(stdin, args=args, node_limit=node_limit)
    return run_args


@pytest.mark.parametrize("args, message", [
    (("--size", "5"), "board sides must be even whole numbers from 4 to 16; got 5 x 5"),
    (("--size", "18"), "got 18 x 18"),
    (("--size", "2"), "got 2 x 2"),
    (("--rows", "6", "--cols", "7"), "got 6 x 7"),
    (("--size", "6", "--rows", "6"), "give either --size or --rows and --cols"),
    (("--size", "six"), "invalid int value"),
    (("--rules", "chess"), "invalid choice"),
    (("--x", "robot"), "invalid choice"),
    (("--o", "genius"), "invalid choice"),
    (("--first", "b"), "invalid choice"),
    (("--start", "w"), "invalid choice"),
    (("--win", "least"), "invalid choice"),
    (("--protocol", "ics33"), "invalid choice"),
    (("--perft", "-1"), "--perft takes a depth of 0 or more; got -1"),
    (("--rules", "1d", "--size", "8"), "--rules 1d plays on its own 12-square row"),
    (("--rules", "1d", "--start", "o"), "--start does not apply"),
    (("--protocol", "ics32", "--rules", "umbc"), "plays only --rules standard or simple"),
    (("--protocol", "ics32", "--size", "8"), "--size does not apply"),
    (("--protocol", "ics32", "--x", "naive"), "--x does not apply"),
    (("--colour", "x"), "unrecognized arguments"),
])
def test_bad_option_value_exits_2_with_a_message(args, message, capsys):
    check_usage_error(args, message, capsys)


def test_size_option_sets_the_board(run):
    out = run(("--size", "6")).stdout.decode().splitlines()
    assert out[2:9] == ["_ | 0 | 1 | 2 | 3 | 4 | 5",
                        "0 | _ | _ | _ | _ | _ | _",
                        "1 | _ | _ | _ | _ | _ | _",
                        "2 | _ | _ | X | O | _ | _",
                        "3 | _ | _ | O | X | _ | _",
                        "4 | _ | _ | _ | _ | _ | _",
                        "5 | _ | _ | _ | _ | _ | _"]


def test_rows_and_cols_make_a_rectangle(run):
    out = run(("--rows", "4", "--cols", "10", "--rules", "standard"))
    lines = out.stdout.decode().splitlines()
    assert lines[2] == "_ | a | b | c | d | e | f | g | h | i | j"
    # Othello's start: O (white) top-left of the centre four.
    assert lines[4] == "2 | _ | _ | _ | _ | O | X | _ | _ | _ | _"
    assert len(lines[3:7]) == 4


def test_start_option_puts_o_top_left_of_the_centre(run):
    lines = run(("--start", "o")).stdout.decode().splitlines()
    assert lines[6:8] == ["3 | _ | _ | _ | O | X | _ | _ | _",
                          "4 | _ | _ | _ | X | O | _ | _ | _"]


def test_first_option_lets_the_computer_move_first(run):
    lines = run(("--first", "o")).stdout.decode().splitlines()
    assert lines[0] == "The computer played 2 3"
    assert lines[1:3] == ["", "Current board state:"]


def test_two_computers_play_without_input(run):
    result = run(("--x", "naive", "--o", "naive", "--rules", "standard"),
                 stdin=b"")
    assert result.returncode == 0
    lines = result.stdout.decode().splitlines()
    assert lines[0] == "X played d3"
    assert lines[-1] in ("X wins!", "O wins!", "It's a tie!")
    assert "Enter" not in result.stdout.decode()


def test_hint_and_quit_work_in_the_default_game(run):
    # Any option leaves the course's game; the hint's small node budget
    # replaces --think's: the hint's lines are checked, not its strength.
    result = run(("--think", "0.1"), stdin=b"hint\nquit\n",
                 node_limit=1000)
    assert result.returncode == 0
    out = result.stdout.decode()
    assert re.search(r"Enter your move \(row col\): hint\n"
                     r"Hint \(square: pieces it flips\): 2 4: 1, 3 5: 1, "
                     r"4 2: 1, 5 3: 1\n"
                     r"Best move: (2 4|3 5|4 2|5 3) \("
                     r"(at least [+-]?\d+|[+-]?\d+ exact) for X against "
                     r"the course's computer\)\n"
                     r"Expected line: \1(, (\d \d|pass))*\n"
                     r"Best game against the naive computer: \1, "
                     r"ending with \d+ \((proved best|the best found)\)\.\n"
                     r"Enter your move \(row col\): quit\n\n"
                     r"Final board state:\n", out)
    assert out.endswith("The game was ended with quit.\n"
                        "Final score: X 2, O 2\n"
                        "Nobody leads: the score is level.\n")


def test_one_row_game_from_the_command_line(run):
    result = run(("--rules", "1d"), stdin=b"13\n0\n5\nquit\n")
    out = result.stdout.decode()
    assert ("Enter X's move (square 1-12): 13\n"
            "That square is off the board: squares are numbered 1 to 12.\n"
            "Enter X's move (square 1-12): 0\n"
            "That square is off the board: squares are numbered 1 to 12.\n"
            "Enter X's move (square 1-12): 5\n") in out
    assert "| | | | |X| | | | | | | |" in out


# A value of every option that takes one, which no check before the
# options' conflicts refuses (--position and --load's are read after).
SAMPLE_VALUES = {"rules": ["standard"], "size": ["6"], "rows": ["6"],
                 "cols": ["6"], "x": ["human"], "o": ["human"],
                 "first": ["x"], "start": ["x"], "win": ["most"],
                 "protocol": ["ics32"], "perft": ["1"], "seed": ["1"],
                 "think": ["1"], "clock": ["5"],
                 "match": ["naive", "greedy"],
                 "games": ["2"], "position": ["X"], "analyze": [],
                 "review": ["f5d6"], "jobs": ["1"], "record": ["x.txt"],
                 "load": ["y.txt"], "game": ["1"], "moves": ["f5"],
                 "style": ["classic"], "gui": [], "level": ["1"],
                 "why": [], "library": ["lib.sqlite3"],
                 "import": ["games.txt"], "explore": ["f5d6"],
                 "practice": ["f5d6"], "side": ["x"]}
# Pairs whose own rule is said first: --games needs --match, and --moves
# means --rules standard (see add_implied_options), which --review,
# --import and --explore refuse too.
CONFLICTS_SAID_OTHERWISE = [("review", "games"), ("review", "moves"),
                            ("import", "moves"), ("explore", "moves")]


def given(name):
    """Returns: the command line that gives the option name with its
    sample value."""
    return ["--" + name] + SAMPLE_VALUES[name]


@pytest.mark.parametrize("option", proj2.OPTIONS,
                         ids=[option.name for option in proj2.OPTIONS])
def test_help_gives_every_rows_option_and_its_help(option, capsys):
    with pytest.raises(SystemExit):
        proj2.run_program(["--help"])
    out = capsys.readouterr().out
    assert "--" + option.name in out.split()
    assert "".join(option.help.split()) in "".join(out.split())


@pytest.mark.parametrize("option, excluded", [
    (option, excluded) for option in proj2.OPTIONS
    for excluded in option.excludes
    if (option.name, excluded) not in CONFLICTS_SAID_OTHERWISE],
    ids=lambda value: getattr(value, "name", value))
def test_each_conflict_of_a_row_gives_its_error(option, excluded, capsys):
    value = (SAMPLE_VALUES[option.name] or [True])[0]
    check_usage_error(given(option.name) + given(excluded),
                      option.conflict_error.format("--" + excluded,
                                                   value=value), capsys)


@pytest.mark.parametrize("option", [
    option for option in proj2.OPTIONS if option.companions],
    ids=lambda option: option.name)
def test_a_row_without_its_companions_gives_its_error(option, capsys):
    check_usage_error(given(option.name), option.companion_error, capsys)


# A value each checked option refuses, with what else it needs.
REFUSED_VALUES = {"perft": ["--perft", "-1"], "think": ["--think", "0"],
                  "clock": ["--clock", "0"],
                  "games": ["--match", "naive", "greedy", "--games", "0"],
                  "jobs": ["--jobs", "0"],
                  "level": ["--protocol", "gtp", "--level", "6"]}


@pytest.mark.parametrize("option", [
    option for option in proj2.OPTIONS if option.allows is not None],
    ids=lambda option: option.name)
def test_a_value_a_row_refuses_gives_its_error(option, capsys):
    args = REFUSED_VALUES[option.name]
    check_usage_error(args, option.value_error.format(
        value=args[-1], most=option.most), capsys)


def test_of_two_conflicts_the_wider_is_said(capsys):
    # --review refuses both others; --perft only --gui.
    check_usage_error(["--review", "f5d6", "--perft", "1", "--gui"],
                      "--review judges the game it is given: --perft, --gui "
                      "does not apply", capsys)


def parsed(*words):
    """Returns: the command line words, parsed as the program parses it
    (with what --moves implies)."""
    args = proj2.build_argument_parser().parse_args(list(words))
    proj2.add_implied_options(args)
    return args


def test_an_option_given_is_read_as_given():
    assert proj2.read_option(parsed("--think", "0.5"), "think") == 0.5


def test_an_option_not_given_takes_its_rows_default():
    assert proj2.read_option(parsed(), "think") == proj2.DEFAULT_THINK_SECONDS


def test_the_course_game_is_the_default_rule_set():
    assert proj2.read_option(parsed(), "rules") == proj2.UMBC_RULES_NAME


def test_an_engine_plays_othello_by_default():
    assert proj2.read_option(parsed("--protocol", "gtp"), "rules") == (
        proj2.STANDARD_RULES_NAME)


def test_the_one_row_game_has_two_people_by_default():
    assert proj2.read_option(parsed("--rules", "1d"), "o") == proj2.HUMAN


def test_othello_starts_with_o_top_left_by_default():
    assert proj2.read_option(parsed("--rules", "standard"), "start") == "o"


# --jobs has no default of its row: choose_jobs decides it by the work
# the command line asks for (its help says how).
DEFAULTS_DECIDED_BY_THE_WORK = {"jobs"}


@pytest.mark.parametrize("option", [option for option in proj2.OPTIONS
                                    if "(default:" in option.help])
def test_an_option_whose_help_gives_a_default_has_it_in_its_row(option):
    assert (option.default is not None
            or option.name in DEFAULTS_DECIDED_BY_THE_WORK)


def is_default_decided_in_place(node):
    """Returns: whether node is `args.NAME or DEFAULT`, an option's
    default decided where it is read (a constant, a named constant or a
    call after the `or`) instead of in its row."""
    if not (isinstance(node, ast.BoolOp) and isinstance(node.op, ast.Or)):
        return False
    first = node.values[0]
    reads_an_option = (isinstance(first, ast.Attribute)
                       and ast.unparse(first.value).endswith("args")
                       and first.attr in {option.name
                                          for option in proj2.OPTIONS})
    fallback = node.values[-1]
    return reads_an_option and (
        isinstance(fallback, (ast.Constant, ast.Call))
        or isinstance(fallback, ast.Name) and fallback.id.isupper())


def test_no_option_has_a_default_decided_outside_its_row():
    module = read_proj2_source()[1]
    assert [ast.unparse(node) for node in ast.walk(module)
            if is_default_decided_in_place(node)] == []
