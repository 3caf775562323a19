"""Analyses kept in the library: a study made once is read, not computed,
by any later run of the same engine at the same budget, and says the same;
a library that cannot be used costs one line, never an analysis."""

import os
import sqlite3
import subprocess

import pytest

import proj2
from helpers import (PROGRAM_COMMAND, REPO_ROOT, RUN_TIMEOUT_SECONDS,
                     program_environment, random_game, run_program)

STANDARD = proj2.STANDARD_RULES
# Fourteen random moves: out of the book at move 6, four moves marked.
SHORT_GAME = "c4c5b6d3c2a7d6e7d7e3b5d2f7b1"
# Each search's positions (the program's fixture sets it in place of the
# think time), so that a review takes a second.
NODES = 2000
# A random game's first 44 moves, the last at 17 empty squares: marked
# near the end, and checked by the exact solver (see proj2's REVIEW).
CHECKED_MOVES = 44
CHECK_NODES = 300


def review(program, library, game=SHORT_GAME):
    """Returns: the CompletedProcess of --review of a game (a move string)
    on one process with a library."""
    return program(b"", args=["--review", game, "--jobs", "1", "--library",
                              str(library)], node_limit=NODES)


def compute_nothing(monkeypatch):
    """Makes every study, check and reason fail, so that only what a
    store holds can answer."""
    def refuse(*arguments):
        raise AssertionError("computed again")
    for name in ["study_move", "_check_by_solving", "find_reasons",
                 "search_best_game"]:
        monkeypatch.setattr(proj2, name, refuse)


def count_analyses(library):
    """Returns: the rows of a library's analyses."""
    connection = sqlite3.connect(library)
    try:
        return connection.execute(
            "SELECT count(*) FROM analyses").fetchone()[0]
    finally:
        connection.close()


def review_with_store(start, history, store):
    """Returns: the lines of a review (in this process) whose session
    keeps its analyses in store, each search CHECK_NODES positions."""
    settings = proj2.create_settings(1, node_limit=CHECK_NODES)
    session = proj2.create_session_state(settings)
    session.store = store
    study = proj2.GameStudy(STANDARD, proj2.format_square_name,
                            settings=settings, session=session)
    lines = []
    proj2.review_game(start, history, study, {"X": "X", "O": "O"},
                      lines.append)
    return lines


def open_store(path):
    """Returns: an AnalysisStore on the library at path, and the lines it
    says, as a list that fills."""
    said = []
    return proj2.open_analysis_store(
        str(path), lambda line, problem: said.append(line)), said


# --- a study made once -------------------------------------------------

def test_a_second_review_from_the_library_is_the_first_byte_for_byte(
        program, tmp_path, monkeypatch):
    library = tmp_path / "l.sqlite3"
    first = review(program, library)
    compute_nothing(monkeypatch)
    second = review(program, library)
    assert second.returncode == 0
    assert second.stdout == first.stdout
    assert b"about 11 discs lost, a mistake" in second.stdout


def test_the_reviews_check_near_the_end_is_kept_with_what_it_read(
        tmp_path, monkeypatch):
    start, history = random_game(
        STANDARD, proj2.create_start_board(rules=STANDARD),
        proj2.PLAYER_PIECE, 1)
    store = open_store(tmp_path / "l.sqlite3")[0]
    checks = []
    check = proj2._check_by_solving
    monkeypatch.setattr(proj2, "_check_by_solving", lambda *arguments: (
        checks.append(1) or check(*arguments)))
    first = review_with_store(start, history[:CHECKED_MOVES], store)
    assert len(checks) >= 1
    compute_nothing(monkeypatch)
    assert review_with_store(start, history[:CHECKED_MOVES],
                             store) == first
    store.close()


def test_a_changed_engine_reuses_nothing_kept(program, tmp_path,
                                               monkeypatch):
    library = tmp_path / "l.sqlite3"
    first = review(program, library)
    kept = count_analyses(library)
    monkeypatch.setattr(proj2, "get_engine_identity", lambda: "another")
    studied = []
    study = proj2.study_move
    monkeypatch.setattr(proj2, "study_move", lambda *arguments: (
        studied.append(1) or study(*arguments)))
    second = review(program, library)
    assert second.stdout == first.stdout
    assert studied != []
    # Each engine's answers stand apart: none replaced the other's.
    assert count_analyses(library) == 2 * kept


def test_an_analysis_at_another_budget_is_not_reused(program, tmp_path,
                                                     monkeypatch):
    library = tmp_path / "l.sqlite3"
    review(program, library)
    studied = []
    study = proj2.study_move
    monkeypatch.setattr(proj2, "study_move", lambda *arguments: (
        studied.append(1) or study(*arguments)))
    program(b"", args=["--review", SHORT_GAME, "--jobs", "1", "--library",
                       str(library)], node_limit=NODES + 1)
    assert studied != []


def test_analyze_is_kept_and_read_again(program, tmp_path, monkeypatch):
    args = ["--rules", "standard", "--analyze", "--moves", SHORT_GAME[:20],
            "--jobs", "1", "--library", str(tmp_path / "l.sqlite3")]
    first = program(b"", args=args, node_limit=NODES)
    compute_nothing(monkeypatch)
    assert program(b"", args=args, node_limit=NODES).stdout == first.stdout


def test_the_hint_at_the_prompt_is_kept(program, tmp_path, monkeypatch):
    args = ["--rules", "standard", "--moves", SHORT_GAME[:20], "--library",
            str(tmp_path / "l.sqlite3")]
    first = program(b"hint\nquit\n", args=args, node_limit=NODES)
    compute_nothing(monkeypatch)
    second = program(b"hint\nquit\n", args=args, node_limit=NODES)
    assert second.stdout == first.stdout
    assert b"Best move: " in second.stdout


def test_a_kept_analysis_reads_back_as_it_was_written():
    opinion = proj2.Opinion([2, 3], -4, 6, 1, 1, line=[[2, 3], [], [4, 5]],
                            exact_moves=1, depth=7)
    kept = proj2.KeptAnalysis([opinion], False, "why: d3")
    assert proj2.read_kept_analysis(proj2.write_kept_analysis(kept)) == kept


# --- where the library is, and when it is not there --------------------

def test_analyses_go_to_the_default_library_made_on_first_use(
        program, data_folder):
    done = program(b"", args=["--review", SHORT_GAME, "--jobs", "1"],
                   node_limit=NODES)
    made = data_folder / "proj2" / "library.sqlite3"
    assert done.stderr.decode() == "Made a new library: {}\n".format(made)
    assert count_analyses(made) > 0


def test_the_course_game_opens_no_library(data_folder):
    done = run_program(b"2 3\n", (("XDG_DATA_HOME", str(data_folder)),),
                       course=True)
    assert done.returncode == 0
    assert os.listdir(data_folder) == []


def test_a_game_that_analyses_nothing_leaves_the_library_alone(
        program, data_folder):
    done = program(b"f5\nquit\n", args=["--rules", "standard"],
                   node_limit=NODES)
    assert done.returncode == 0
    assert os.listdir(data_folder) == []


def test_a_read_only_library_still_reviews_and_says_so_once(
        program, tmp_path, monkeypatch):
    library = tmp_path / "l.sqlite3"
    proj2.open_library(str(library)).connection.close()
    unkept = review(program, tmp_path / "other.sqlite3")
    monkeypatch.setattr(proj2.os, "access", lambda *args, **kwargs: False)
    done = review(program, library)
    assert done.returncode == 0
    assert done.stdout == unkept.stdout
    assert done.stderr.decode() == (
        "proj2.py: {}: the library is read-only: no analysis is kept\n"
        .format(library))


def test_a_read_only_library_still_gives_what_it_holds(program, tmp_path,
                                                       monkeypatch):
    library = tmp_path / "l.sqlite3"
    first = review(program, library)
    monkeypatch.setattr(proj2.os, "access", lambda *args, **kwargs: False)
    compute_nothing(monkeypatch)
    assert review(program, library).stdout == first.stdout


@pytest.mark.parametrize("content", [b"not a database at all\n"])
def test_a_file_that_is_no_library_leaves_the_review_unkept(
        program, tmp_path, content):
    path = tmp_path / "other.sqlite3"
    path.write_bytes(content)
    unkept = review(program, tmp_path / "l.sqlite3")
    done = review(program, path)
    assert done.stdout == unkept.stdout
    assert done.stderr.decode() == (
        "proj2.py: {}: not a library of this program's games: no analysis "
        "is kept\n".format(path))
    assert path.read_bytes() == content


# --- two programs at once ----------------------------------------------

def test_two_reviews_keeping_to_one_library_at_once_both_finish(tmp_path):
    def command(library):
        return [*PROGRAM_COMMAND, "--review", SHORT_GAME, "--think", "0.05",
                "--jobs", "1", "--library", str(library)]
    alone = subprocess.run(command(tmp_path / "alone.sqlite3"),
                           capture_output=True, cwd=REPO_ROOT,
                           env=program_environment(),
                           timeout=RUN_TIMEOUT_SECONDS, check=True)
    library = tmp_path / "l.sqlite3"
    runs = [subprocess.Popen(command(library), stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, cwd=REPO_ROOT,
                             env=program_environment())
            for _ in range(2)]
    outputs = [run.communicate(timeout=RUN_TIMEOUT_SECONDS)[0]
               for run in runs]
    assert [run.returncode for run in runs] == [0, 0]
    assert outputs == [alone.stdout, alone.stdout]
    # Each answer kept once: as many as one review alone keeps.
    assert count_analyses(library) == count_analyses(
        tmp_path / "alone.sqlite3")
