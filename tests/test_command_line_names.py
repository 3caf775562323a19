"""What a newcomer meets first on the command line: --version, --help's
words, Othello's other name, a move string meaning Othello, a move
string's players, and the GTP engine's think time and level."""

import pytest

import proj2
from helpers import check_usage_error

GTP = ("--protocol", "gtp")
# Every word the prompt of a game with options takes.
PROMPT_WORDS = ["hint", "analyze", "review", "pass", "undo", "redo",
                "save FILE", "save! FILE", "moves", "quit", "exit", "help",
                "?"]


def test_version_prints_the_name_and_version_and_exits_0(capsys):
    with pytest.raises(SystemExit) as stopped:
        proj2.run_program(["--version"])
    assert stopped.value.code == 0
    assert capsys.readouterr().out == "proj2.py 1.0\n"


def test_help_names_every_word_of_the_prompt(capsys):
    with pytest.raises(SystemExit):
        proj2.run_program(["--help"])
    text = " ".join(capsys.readouterr().out.split())
    for word in PROMPT_WORDS:
        assert word in text, word


def test_othello_is_another_name_for_the_standard_rules(program):
    args = ("--size", "6", "--analyze")
    othello = program(b"", args=("--rules", "othello") + args,
                      node_limit=500)
    standard = program(b"", args=("--rules", "standard") + args,
                       node_limit=500)
    assert othello.returncode == 0
    assert othello.stdout == standard.stdout


def test_a_move_string_means_othello_without_rules(program):
    alone = program(b"", args=("--moves", "f5d6c3", "--style", "classic"))
    told = program(b"", args=("--rules", "standard", "--moves", "f5d6c3",
                              "--style", "classic"))
    assert alone.returncode == 0
    assert alone.stdout == told.stdout


def test_a_move_string_with_the_course_rules_is_still_refused(capsys):
    check_usage_error(("--rules", "umbc", "--moves", "f5"),
                      "--moves writes squares by their names", capsys)


def test_the_review_of_a_move_string_calls_the_sides_by_colour(program):
    lines = program(b"", args=("--review", "f5d6"),
                    node_limit=500).stdout.decode().splitlines()
    assert lines[-2].startswith("Black (X): ")
    assert lines[-1].startswith("White (O): ")


def test_the_review_of_a_record_names_its_players(tmp_path, program):
    record = tmp_path / "game.txt"
    program(b"f5\nquit\n", args=("--rules", "standard", "--o", "greedy",
                                 "--record", str(record)))
    lines = program(b"", args=("--review", str(record)),
                    node_limit=500).stdout.decode().splitlines()
    assert lines[-2].startswith("X (human): ")
    assert lines[-1].startswith("O (greedy): ")


def test_the_gtp_engine_takes_its_think_time_and_level(monkeypatch):
    started = []
    monkeypatch.setattr(proj2, "play_gtp",
                        lambda rules, read, player, settings: started.append(
                            [player, settings.think]) or 0)
    assert proj2.run_program(list(GTP) + ["--think", "0.2", "--level",
                                          "3"]) == 0
    assert started == [["level3", 0.2]]


def test_the_gtp_engine_plays_level5_by_default(monkeypatch):
    started = []
    monkeypatch.setattr(proj2, "play_gtp",
                        lambda rules, read, player, settings: started.append(
                            [player, settings.think]) or 0)
    proj2.run_program(list(GTP))
    assert started == [["level5", proj2.DEFAULT_THINK_SECONDS]]


def test_the_gtp_engine_with_a_level_answers_genmove(program):
    result = program(b"genmove black\nquit\n",
                     args=GTP + ("--think", "0.2", "--level", "2"),
                     node_limit=500)
    assert result.stdout.decode().split("\n\n")[0] in [
        "= D3", "= C4", "= F5", "= E6"]


@pytest.mark.parametrize("args, message", [
    (("--level", "3"), "--level goes with --protocol gtp or nboard"),
    (("--protocol", "ics32", "--level", "3"),
     "--level goes with --protocol gtp or nboard"),
    (("--protocol", "nboard", "--level", "0"),
     "--level takes a whole number from 1 to 5; got 0"),
    (GTP + ("--level", "6"), "--level takes a whole number from 1 to 5; "
     "got 6"),
    (GTP + ("--think", "0"), "--think takes a number of seconds above 0"),
    (GTP + ("--jobs", "0"), "--jobs takes a whole number from 1 to 64; "
     "got 0"),
    (GTP + ("--o", "level3"), "--o does not apply"),
])
def test_bad_engine_options_exit_2_with_a_message(args, message, capsys):
    check_usage_error(args, message, capsys)
