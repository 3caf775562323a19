"""--jobs: a review judged by several processes at once is the same
review; Ctrl-C, kill, a hang-up and a reader gone stop every worker, and
workers whose program was killed outright end by themselves."""

import ast
import dataclasses
import io
import os
import signal
import subprocess
import sys
import time

import pytest

import proj2
from helpers import (PROGRAM_COMMAND, REPO_ROOT, WAIT_SECONDS, Terminal,
                     are_all_gone, board_from, make_default_library,
                     program_environment, signal_job, read_proj2_source,
                     start_process_group, wait_for_workers)

STANDARD = proj2.STANDARD_RULES
GAME = "f5d6c3d3c4f4f6f3e6e7d7c5b6"
# X to move, with 10 empty squares and 6 legal moves.
ENDGAME = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | O | O | X | _ | _ | _ | O | _
1 | X | X | O | X | _ | O | _ | _
2 | X | X | X | O | O | O | O | O
3 | X | X | X | O | O | X | X | O
4 | X | X | X | X | X | O | O | O
5 | X | X | X | X | O | O | O | O
6 | O | _ | X | O | O | O | O | O
7 | _ | _ | O | O | O | O | O | O
"""
# A longer game (30 random legal moves), whose review at the default
# think time outlasts the test's Ctrl-C.
LONG_GAME = "f5f6e6f4g6d7c3c5d3g4c6c4e8g7f3c7h4b2g5h3b4f2e7e3g8a4c2c8b5d6"
LONG_REVIEW = ["--review", LONG_GAME, "--jobs", "2"]
# A middle game out of the book, whose analysis by two workers at 20 s a
# think time outlasts every test that stops it.
LONG_ANALYSIS = ["--rules", "standard", "--analyze", "--think", "20",
                 "--jobs", "2", "--moves",
                 "c4e3f3g3e2d1e1f1f5e6f4g4d6d3f2d7g5b3g2h1"]


def review_lines(jobs):
    """Returns: the lines of GAME's review by jobs processes, each move's
    analysis bounded to 600 positions."""
    loaded = proj2.read_transcript(GAME, "test")
    settings = proj2.create_settings(1, node_limit=600)
    lines = []
    study = proj2.GameStudy(STANDARD, proj2.format_square_name,
                            settings=settings, jobs=jobs)
    proj2.review_game(loaded.start, loaded.history, study,
                      {"X": "Black", "O": "White"}, lines.append)
    return lines


def test_two_processes_review_a_game_as_one_does():
    assert review_lines(2) == review_lines(1)


def options(*args):
    """Returns: the parsed command line args (the options choose_jobs
    reads)."""
    return proj2.build_argument_parser().parse_args(args)


def test_a_short_piece_of_work_starts_no_worker():
    # 60 searches of 0.01 s: 0.6 s in all, less than workers' start repays.
    assert proj2.choose_jobs(options("--review", GAME, "--think", "0.01"),
                             60) == 1


def test_a_review_at_the_think_time_uses_every_core():
    assert proj2.choose_jobs(options("--review", GAME), 60) == (
        os.cpu_count() or 1)


def test_jobs_says_how_many_processes():
    assert proj2.choose_jobs(options("--review", GAME, "--think", "0.01",
                                     "--jobs", "3"), 60) == 3


def exact_values(jobs):
    """Returns: {move: exact value} of a 10-empty endgame's analysis by
    jobs processes (every move solved within the node limit)."""
    board = board_from(ENDGAME)
    settings = proj2.create_settings(1, node_limit=200000)
    opinions = proj2.analyse_moves_together(
        board, "X", STANDARD, settings, proj2.create_session_state(settings),
        jobs)
    assert all(proj2.is_exact_opinion(opinion) for opinion in opinions)
    return {tuple(opinion.move): opinion.lower for opinion in opinions}


def test_two_processes_find_the_exact_values_one_finds():
    assert exact_values(2) == exact_values(1)


# X to move, 39 empty squares: one process and two valued b6, b8 and
# b4 differently before each move was studied on its own.
MIDGAME = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | O | _ | _ | _ | _ | _ | _ | X
1 | _ | _ | O | _ | _ | _ | _ | _
2 | _ | _ | O | O | X | X | _ | _
3 | _ | _ | O | O | O | X | X | _
4 | _ | _ | O | O | X | X | X | _
5 | _ | _ | _ | O | X | X | X | _
6 | _ | _ | O | _ | X | _ | _ | _
7 | X | _ | _ | _ | X | _ | _ | _
"""


def midgame_opinions(jobs):
    """Returns: MIDGAME's analysis by jobs processes, 4,000 positions."""
    settings = proj2.create_settings(1, node_limit=4000)
    return proj2.analyse_moves_together(
        board_from(MIDGAME), "X", STANDARD, settings,
        proj2.create_session_state(settings), jobs)


def test_two_processes_estimate_every_move_as_one_does():
    assert midgame_opinions(2) == midgame_opinions(1)


def test_ctrl_c_during_a_review_stops_every_worker():
    process, children = start_with_workers(LONG_REVIEW)
    # Ctrl-C at a terminal signals the whole process group: the program
    # and its workers.
    out, errors = signal_job(process, signal.SIGINT)
    assert process.returncode == 130
    assert b"Traceback" not in errors
    assert are_all_gone(children)


def start_with_workers(args):
    """Starts proj2 in a process group of its own, as a terminal's job,
    and waits until it has started its two workers (and multiprocessing's
    resource tracker).

    Parameters: args -- the command line.
    Returns: [the running program, the pids of its children]."""
    make_default_library()
    process = subprocess.Popen(
        [*PROGRAM_COMMAND, *args], cwd=REPO_ROOT,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        env=program_environment(), preexec_fn=start_process_group)
    children = wait_for_workers(process)
    assert len(children) == 3
    return [process, children]


def kill(process):
    """kill's SIGTERM, to the program alone. Returns: [out, errors]."""
    process.terminate()
    return list(process.communicate(timeout=WAIT_SECONDS))


def hang_up(process):
    """A terminal that closes hangs up on its whole job.
    Returns: [out, errors]."""
    return signal_job(process, signal.SIGHUP)


@pytest.mark.parametrize("args, stop, status", [
    (LONG_ANALYSIS, kill, 143), (LONG_REVIEW, hang_up, 129)],
    ids=["kill during an analysis", "hang-up during a review"])
def test_a_stop_signal_ends_the_program_and_its_workers_with_its_status(
        args, stop, status):
    process, children = start_with_workers(args)
    out, errors = stop(process)
    assert process.returncode == status
    assert errors == b""
    assert are_all_gone(children)


def test_a_reader_gone_during_a_review_ends_it_and_its_workers_quietly():
    process, children = start_with_workers(LONG_REVIEW)
    try:
        # The reader goes, as head does after its lines: the next line
        # the review writes finds no one to read it.
        process.stdout.close()
        process.wait(timeout=WAIT_SECONDS)
        assert are_all_gone(children)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert process.returncode == 1
    assert process.stderr.read() == b""


def test_workers_end_by_themselves_when_their_program_is_killed():
    process, children = start_with_workers(LONG_ANALYSIS)
    started = time.monotonic()
    process.kill()
    # The workers hold the program's output open: it ends when they do.
    process.communicate(timeout=WAIT_SECONDS)
    assert are_all_gone(children)
    assert time.monotonic() - started < 5


def test_a_killed_reviews_workers_end_without_a_word():
    process, children = start_with_workers(LONG_REVIEW)
    process.kill()
    # The workers and the resource tracker hold its standard error open.
    errors = process.communicate(timeout=WAIT_SECONDS)[1]
    assert are_all_gone(children)
    assert errors == b""


def test_a_game_at_a_terminal_searches_on_every_core(monkeypatch):
    monkeypatch.setattr(sys, "stdin", Terminal())
    assert proj2.choose_jobs(options("--rules", "standard")) == (
        os.cpu_count() or 1)


def test_a_game_with_its_moves_piped_in_searches_in_one_process(
        monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO("3 2\n"))
    assert proj2.choose_jobs(options("--rules", "standard")) == 1


def test_a_game_with_no_input_at_all_searches_in_one_process(monkeypatch):
    monkeypatch.setattr(sys, "stdin", None)
    assert proj2.choose_jobs(options("--rules", "standard")) == 1


def test_a_match_searches_on_every_core_even_when_piped(monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    assert proj2.choose_jobs(options("--match", "level5", "level4")) == (
        os.cpu_count() or 1)


def test_a_window_searches_on_every_core_even_when_piped(monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    assert proj2.choose_jobs(options("--gui")) == (os.cpu_count() or 1)


def test_an_engine_searches_on_every_core_though_its_input_is_piped(
        monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO("genmove b\n"))
    assert proj2.choose_jobs(options("--protocol", "gtp")) == (
        os.cpu_count() or 1)


def test_an_engines_short_think_time_still_uses_every_core(monkeypatch):
    # The short-work rule is --analyze's and --review's alone.
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    assert proj2.choose_jobs(options("--protocol", "gtp", "--think",
                                     "0.01")) == (os.cpu_count() or 1)


def test_jobs_says_how_many_processes_a_game_searches_with(monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    assert proj2.choose_jobs(options("--rules", "standard", "--jobs",
                                     "3")) == 3


def test_a_seeded_game_leaves_its_computers_one_process(monkeypatch):
    # Its hint and words keep --jobs; its computers' searches are
    # repeatable, which no worker shares.
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    settings = proj2.build_game(options("--rules", "standard", "--seed", "3",
                                        "--jobs", "2"), None).settings
    assert [settings.jobs, settings.repeatable] == [2, True]


def test_settings_carry_their_jobs_from_their_construction():
    settings = proj2.create_settings(1, jobs=3, repeatable=True)
    assert [settings.jobs, settings.repeatable] == [3, True]


def test_a_reviews_settings_carry_the_jobs_its_work_repays():
    loaded = proj2.read_transcript(GAME, "test")
    game = proj2.build_game(options("--review", GAME, "--think", "0.01"),
                            loaded, len(loaded.history))
    assert game.settings.jobs == 1


def test_an_analysis_settings_carry_the_jobs_its_work_repays(monkeypatch):
    # 3 thinks of 0.01 s for each of the start's 4 moves: too short for
    # workers, though a game at a terminal searches on every core.
    monkeypatch.setattr(sys, "stdin", Terminal())
    asked = []

    def analyse(board, piece, rules, settings, session, explain):
        asked.append(settings.jobs)
        return ""
    monkeypatch.setattr(proj2, "format_position_analysis", analyse)
    proj2.run_program(["--rules", "standard", "--analyze", "--think",
                       "0.01"])
    assert asked == [1]


def functions_that(predicate):
    """Returns: the names of proj2's functions holding a node for which
    predicate (an ast node -> bool) is true."""
    module = read_proj2_source()[1]
    return sorted({function.name for function in ast.walk(module)
                   if isinstance(function, ast.FunctionDef)
                   and any(predicate(node) for node in ast.walk(function))})


def is_count_cores_call(node):
    """Returns: whether node calls count_cores."""
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
            and node.func.id == "count_cores")


def is_jobs_assignment(node):
    """Returns: whether node sets an attribute named jobs or repeatable."""
    targets = []
    if isinstance(node, ast.Assign):
        targets = node.targets
    elif isinstance(node, ast.AugAssign):
        targets = [node.target]
    return any(isinstance(target, ast.Attribute)
               and target.attr in ["jobs", "repeatable"]
               for target in targets)


def test_one_function_decides_on_the_machines_cores():
    assert functions_that(is_count_cores_call) == ["choose_jobs"]


def test_no_settings_have_their_jobs_set_after_they_are_built():
    assert functions_that(is_jobs_assignment) == []


def test_analyze_and_review_at_the_prompt_share_the_games_jobs(monkeypatch):
    # As --jobs 3 sets them; each search here runs in this process.
    monkeypatch.setattr(sys, "stdin", Terminal())
    asked = []
    analyse = proj2.analyse_moves
    review = proj2.review_game

    def analyse_here(board, piece, rules, settings, session=None, run=None):
        # The word analyze's run takes --analyze's think time (None); the
        # review's moves take the settings' think time each.
        if run.think is None:
            asked.append(["analyze", run.jobs])
        return analyse(board, piece, rules, settings, session,
                       dataclasses.replace(run, jobs=1))

    def review_here(start, history, study, *args, **kwargs):
        asked.append(["review", study.jobs])
        return review(start, history, dataclasses.replace(study, jobs=1),
                      *args, **kwargs)
    monkeypatch.setattr(proj2, "analyse_moves", analyse_here)
    monkeypatch.setattr(proj2, "review_game", review_here)
    settings = proj2.create_settings(1, node_limit=600, jobs=3)
    game = proj2.create_game(
        proj2.NewGame(STANDARD, {"X": proj2.HUMAN, "O": proj2.HUMAN}),
        settings=settings)
    loaded = proj2.read_transcript(GAME, "test")
    board = proj2.replay_moves(loaded.start, "X", loaded.history,
                               STANDARD).board
    state = proj2.create_play_state(board, game,
                                    [loaded.start, loaded.history])
    assert proj2.answer_analyze(state, "").action == proj2.ACTION_ASK
    assert proj2.answer_review(state, "").action == proj2.ACTION_ASK
    assert asked == [["analyze", 3], ["review", 3]]
