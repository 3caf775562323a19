"""Comfort at the prompt: help and ? list what can be typed, every
message fits 79 columns, and at a terminal a line can be edited."""

import contextlib
import fcntl
import io
import os
import re
import select
import subprocess
import sys
import termios
import time

import pytest

import proj2
from helpers import (PROGRAM_COMMAND, REPO_ROOT, TypedLines, children_of,
                     program_environment, wait_until)

WIDEST = 79
# How long the terminal test waits for the game to answer.
ANSWER_SECONDS = 10
LEFT_ARROW = b"\x1b[D"


def help_for(rules, size):
    """Parameters: rules -- a rule set; size -- the board's (rows, cols).
    Returns: the lines help prints in that game."""
    board = proj2.create_start_board(*size, rules=rules)
    state = proj2.create_play_state(board, proj2.create_game(
        proj2.NewGame(rules)), None)
    return proj2.format_help(state).splitlines()


def test_help_in_the_umbc_game_lists_numbers_and_the_words():
    assert help_for(proj2.UMBC_RULES, (8, 8)) == [
        "Type your move as the row, a space and the column, such as 2 4.",
        "Or type one of these words:",
        "  hint        your legal moves, and the best one",
        "  analyze     every legal move's value, best first",
        "  review      judge the game so far (review all: every move)",
        "  practice    find better moves where yours were marked (due, "
        "puzzles [THEME])",
        "  why [MOVE]  why your last move (or MOVE, here) is worse than the "
        "best",
        "  line [N]    the board at the end of the last why's reason N's "
        "line",
        "  undo        take back your last move",
        "  redo        play again what undo took back",
        "  save FILE   write the game's record to FILE",
        "  save! FILE  the same, replacing whatever FILE holds",
        "  load FILE   play on from a game file (FILE N: its game N)",
        "  moves       the game so far, move by move",
        "  quit, exit  end the game",
        "  help, ?     show this list"]


def test_help_in_othello_adds_names_and_pass():
    lines = help_for(proj2.STANDARD_RULES, (8, 8))
    assert lines[0] == ("Type your move as the square's name, a column "
                        "letter and a row number (f5).")
    assert "  pass        pass, when you have no legal move" in lines


def test_help_in_the_one_row_game_gives_the_square_numbers():
    assert help_for(proj2.ONE_ROW_RULES, (1, 12))[0] == \
        "Type your move as the square's number, 1 to 12."


def test_help_in_the_one_row_game_offers_no_pass():
    # Every empty square is a move there, so no side is ever stuck.
    lines = help_for(proj2.ONE_ROW_RULES, (1, 12))
    assert not any(line.split()[0] == "pass" for line in lines[2:])


@pytest.mark.parametrize("word", ["help", "?", " HELP "])
def test_help_and_question_mark_work_at_the_prompt(word, capsys):
    state = proj2.create_play_state(proj2.create_board(),
                                    proj2.create_game())
    proj2.play_session(state, TypedLines([word, "quit"]))
    out = capsys.readouterr().out
    assert ("Enter your move (row col): {}\nType your move as the row, a "
            "space and the column, such as 2 4.\n".format(word)) in out


def every_message():
    """Returns: every message the game can print at its widest: the
    message constants, formatted for a 16x16 board and the longest
    names of sides."""
    side = "the computer (O)"
    # A file name is the player's own: these use a short one.
    formats = {
        "NAME_OUT_OF_RANGE_MESSAGE": ("p", 16),
        "SQUARE_OUT_OF_RANGE_MESSAGE": (1, 12),
        "PASS_MESSAGE": (side, side),
        "STUCK_END_MESSAGE": (side,),
        "UNDONE_MESSAGE": ("15 15, pass",),
        "REDONE_MESSAGE": ("15 15, pass",),
        "BEST_MOVE_MESSAGE": ("15 15",),
        "LEAD_MESSAGE": (side,),
        "MOVE_MESSAGE": ("The computer", "15 15"),
        "NOT_SAVED_MESSAGE": ("game.txt", "No such file or directory"),
        "SAVED_MESSAGE": ("game.txt",),
        "LOADED_MESSAGE": ("game.txt", 61),
        "LOADED_OVER_MESSAGE": ("game.txt",),
        "NOT_LOADED_MESSAGE": ("game.txt: a game the most discs win, not "
                               "the fewest",),
        "LOAD_CHOICE_MESSAGE": ("games.ggf",),
        "NOT_REPLACED_MESSAGE": ("game.txt", "is not a game record",
                                 "game.txt"),
        "PERFT_RATE_MESSAGE": (10 ** 9,),
        "PERFT_TIME_MESSAGE": (1000.0,),
        "SCORE_MESSAGE": (256, 256),
        "OUT_OF_RANGE_MESSAGE": (15, 15),
        "COMPUTER_MOVE_MESSAGE": (15, 15),
        "SIDE_WINS_MESSAGE": ("The computer",),
        "WRITE_ERROR_MESSAGE": ("No space left on device",),
        "STATUS_MESSAGE": (513, 256, 256, "The computer (O)"),
        "WAIT_MESSAGE": (side,),
        "NO_DISPLAY_MESSAGE": ("couldn't connect to display \":0\"",),
        "VIEW_COMPUTER_MESSAGE": (side,),
        "OPENED_MESSAGE": ("game.txt",),
        "COPIED_MESSAGE": ("f5d6c3d3" * 5 + "...",),
        "PASTED_MESSAGE": (60,),
        "PASTED_FINISHED_MESSAGE": (60,),
        "PASTE_ERROR_MESSAGE": ("move 60 (h8): That square is taken",),
        "PASTED_GAME_MESSAGE": ("Tastet Marc - Shaman Tamenori: -2.000",),
        "SET_UP_MESSAGE": ("White",),
        "SET_UP_PASS_MESSAGE": ("White", "Black"),
        "COPIED_POSITION_MESSAGE": ("white",),
        "BEST_LINE_MESSAGE": ("d6 h5 h1 b8 g1 h2 ~ c8 d8 e8 h7 a1 a2",),
        "WORKER_LOST_MESSAGE": ("exit status -9",),
        "BEST_GAME_MESSAGE": ("O", 256, "at least 256"),
        "CLOCKS_MESSAGE": ("599:59", "599:59"),
        "TIME_OUT_MESSAGE": ("O",),
        "STEPPED_BACK_MESSAGE": (60,),
        "BEST_GAME_HINT_MESSAGE": ("15 15", 256, "at least 256"),
        "LIBRARY_CREATED_MESSAGE": ("/home/ada/.local/share/proj2/"
                                    "library.sqlite3",),
        "IMPORT_FILE_MESSAGE": ("WTH_2001.wtb", 5000, 5000),
        "IMPORT_REFUSED_MESSAGE": (1, "game 12: move 31 (a1) is not "
                                   "legal there"),
        "IMPORT_TOTAL_MESSAGE": ("library.sqlite3", 132197),
        "ANALYSES_UNKEPT_MESSAGE": ("library.sqlite3: not a library of this "
                                    "program's games",),
        "ANALYSES_READ_ONLY_MESSAGE": ("library.sqlite3",),
    }
    messages = []
    for name in dir(proj2):
        value = getattr(proj2, name)
        if name.endswith("_MESSAGE") and isinstance(value, str):
            messages.append(value.format(*formats.get(name, ())))
    return messages


@pytest.mark.parametrize("message", every_message())
def test_every_message_fits_79_columns(message):
    assert len(message) <= WIDEST


def test_general_rejection_points_to_help():
    assert "help" in proj2.MALFORMED_HELP_MESSAGE
    assert "help" in proj2.MALFORMED_OR_NAME_MESSAGE
    assert "help" in proj2.MALFORMED_SQUARE_MESSAGE


def read_answer(terminal, marker):
    """Reads from a terminal until some text appears.

    Parameters: terminal -- the controlling side of a pty; marker -- the
        bytes awaited. Returns: what was read."""
    received = b""
    deadline = time.monotonic() + ANSWER_SECONDS
    while marker not in received and time.monotonic() < deadline:
        if select.select([terminal], [], [], 0.1)[0]:
            try:
                received += os.read(terminal, 65536)
            except OSError:
                break
    return received


@pytest.mark.skipif(sys.platform == "win32", reason="needs a pty")
def test_a_line_can_be_edited_at_a_terminal():
    pytest.importorskip("readline")
    terminal, program_side = os.openpty()
    process = subprocess.Popen(
        PROGRAM_COMMAND, cwd=REPO_ROOT,
        stdin=program_side, stdout=program_side, stderr=program_side,
        env=program_environment((("TERM", "dumb"),)))
    os.close(program_side)
    try:
        assert b"Enter your move (row col): " in read_answer(
            terminal, b"(row col): ")
        # Typed: 4, the left arrow, then "2 " before it: the line is 2 4.
        os.write(terminal, b"4" + LEFT_ARROW + b"2 \r")
        answer = read_answer(terminal, b"The computer played")
        assert b"The computer played 2 3" in answer
        assert b"^[[D" not in answer
    finally:
        process.kill()
        process.wait()
        os.close(terminal)


def take_the_terminal():
    """Makes the pty on standard input the program's controlling
    terminal (in the child, before it runs), so that Ctrl-C typed there
    sends SIGINT, as at a real terminal."""
    os.setsid()
    fcntl.ioctl(0, termios.TIOCSCTTY, 0)


@contextlib.contextmanager
def othello_at_a_terminal(*extra):
    """Runs `proj2.py --rules standard` and the extra options on a pty
    (no colour), the pty its controlling terminal, and kills it after.
    Yields: [the controlling side of the pty, the process]."""
    terminal, program_side = os.openpty()
    process = subprocess.Popen(
        [*PROGRAM_COMMAND, "--rules", "standard"]
        + list(extra),
        cwd=REPO_ROOT, stdin=program_side, stdout=program_side,
        stderr=program_side, preexec_fn=take_the_terminal,
        env=program_environment((("TERM", "dumb"), ("NO_COLOR", "1"))))
    os.close(program_side)
    try:
        yield [terminal, process]
    finally:
        process.kill()
        process.wait()
        os.close(terminal)


@pytest.mark.skipif(sys.platform == "win32", reason="needs a pty")
def test_an_othello_game_at_a_terminal_is_shown_rich():
    with othello_at_a_terminal() as (terminal, process):
        shown = read_answer(terminal, b"(such as f5): ")
        assert shown.startswith(b"You play X; the computer (naive) plays O")
        assert b"Legal moves: d3, c4, f5, e6." in shown


def refuse_to_quit(terminal, keys):
    """Types keys that ask to quit (the word, or Ctrl-C) and answers n.
    Returns: what the terminal showed, from the question to the prompt
    after."""
    os.write(terminal, keys)
    asked = read_answer(terminal, b"(y/n) ")
    os.write(terminal, b"n\r")
    return asked + read_answer(terminal, b"(such as f5): ")


@pytest.mark.skipif(sys.platform == "win32", reason="needs a pty")
def test_quit_with_unsaved_moves_asks_once_at_a_terminal():
    with othello_at_a_terminal() as (terminal, process):
        read_answer(terminal, b"(such as f5): ")
        os.write(terminal, b"f5\r")
        read_answer(terminal, b"(such as f5): ")
        shown = refuse_to_quit(terminal, b"quit\r")
        assert b"The game has moves not saved. Quit anyway? (y/n) " in shown
        assert b"The game goes on (save FILE keeps it)." in shown
        os.write(terminal, b"quit\r")
        read_answer(terminal, b"(y/n) ")
        os.write(terminal, b"y\r")
        assert b"The game was ended with quit." in read_answer(
            terminal, b"level.")


CTRL_C = b"\x03"
PROMPT_SETTLE_SECONDS = 0.3


def small_othello_at_a_terminal(*extra):
    """Runs Othello on the 6x6 board (out of the opening book, so the
    analysis searches) on a pty, as othello_at_a_terminal does.
    Returns: its context manager."""
    return othello_at_a_terminal("--size", "6", *extra)


def is_a_worker(pid):
    """Returns: whether a process is a live worker of the analysis (a
    multiprocessing spawned process; the resource tracker that
    multiprocessing keeps for the program's life is not one)."""
    try:
        with open("/proc/%d/cmdline" % pid, "rb") as command:
            words = command.read().split(b"\0")
        with open("/proc/%d/stat" % pid) as stat:
            state = stat.read().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z" and any(b"spawn_main" in word for word in words)


@pytest.mark.skipif(not os.path.isdir("/proc"),
                    reason="needs a pty and /proc")
def test_ctrl_c_during_analyze_stops_it_and_the_game_goes_on():
    # (Two people play: against the naive computer the analysis is its
    # best game's, searched in this process.)
    with small_othello_at_a_terminal("--think", "2", "--o", "human") as (
            terminal, process):
        read_answer(terminal, b"(such as f5): ")
        os.write(terminal, b"analyze\r")
        # The analysis would take 30 s. At a terminal it shares its work
        # among workers: Ctrl-C once they are at work.
        if (os.cpu_count() or 1) > 1:
            assert wait_until(lambda: [pid for pid in children_of(process.pid)
                                       if is_a_worker(pid)] != [])
        os.write(terminal, CTRL_C)
        answer = read_answer(terminal, b"(such as f5): ")
        assert b"Stopped. The game goes on." in answer
        assert process.poll() is None
        assert wait_until(lambda: [pid for pid in children_of(process.pid)
                                   if is_a_worker(pid)] == [])
        os.write(terminal, b"quit\r")
        assert b"The game was ended with quit." in read_answer(
            terminal, b"quit.")


@pytest.mark.skipif(sys.platform == "win32", reason="needs a pty")
def test_a_move_typed_ahead_waits_unshown_for_the_next_prompt():
    with small_othello_at_a_terminal("--think", "4", "--jobs", "1") as (
            terminal, process):
        read_answer(terminal, b"(such as f5): ")
        os.write(terminal, b"analyze\r")
        # The analysis (about a second, on one process) shows its progress
        # line first.
        shown = read_answer(terminal, b"analysing")
        assert b"analysing" in shown
        os.write(terminal, b"c2\r")
        shown += read_answer(terminal, b"(such as f5): c2")
    assert re.search(rb"analysing[^\n]*c2", shown) is None
    assert b"(such as f5): c2" in shown


@pytest.mark.skipif(sys.platform == "win32", reason="needs a pty")
def test_ctrl_c_at_the_prompt_asks_as_quit_does():
    with small_othello_at_a_terminal() as (terminal, process):
        read_answer(terminal, b"(such as f5): ")
        os.write(terminal, b"c2\r")
        read_answer(terminal, b"(such as f5): ")
        # Ctrl-C once the prompt waits for a line.
        time.sleep(PROMPT_SETTLE_SECONDS)
        shown = refuse_to_quit(terminal, CTRL_C)
        assert b"Quit anyway? (y/n) " in shown
        assert b"The game goes on" in shown
        assert process.poll() is None


def test_quit_from_piped_input_ends_at_once(program):
    out = program(b"f5\nquit\n", args=("--rules", "standard")).stdout
    assert b"Quit anyway" not in out
    assert out.count(b"(such as f5): ") == 2
    assert b"The game was ended with quit." in out


class FakeTerminal(io.StringIO):
    """A text stream that says it is a terminal."""

    def isatty(self):
        """Returns: True."""
        return True


def slow_answer():
    """Returns: 7, after a little while (a few times PROGRESS_SECONDS, as
    the tests set it)."""
    time.sleep(0.06)
    return 7


def answer_once_shown(stream):
    """Parameters: stream -- where the progress goes.
    Returns: work that returns 7 once something is shown on the stream
        (or after ANSWER_SECONDS): work that lasts until then."""
    def work():
        deadline = time.monotonic() + ANSWER_SECONDS
        while not stream.getvalue() and time.monotonic() < deadline:
            time.sleep(0.005)
        return 7
    return work


def test_long_work_shows_progress_on_a_terminal(monkeypatch):
    stream = FakeTerminal()
    monkeypatch.setattr(sys, "stderr", stream)
    monkeypatch.setattr(proj2, "PROGRESS_SECONDS", 0.03)
    assert proj2.run_with_progress(proj2.THINKING_TEXT,
                                   answer_once_shown(stream)) == 7
    shown = stream.getvalue()
    assert "\rthinking... 0 s" in shown
    # The line is wiped at the end, so the next output starts clean.
    assert shown.endswith("\r" + " " * len("\rthinking... 0 s") + "\r")


def test_no_progress_when_standard_error_is_not_a_terminal(monkeypatch):
    stream = io.StringIO()
    monkeypatch.setattr(sys, "stderr", stream)
    monkeypatch.setattr(proj2, "PROGRESS_SECONDS", 0.02)
    assert proj2.run_with_progress(proj2.THINKING_TEXT, slow_answer) == 7
    assert stream.getvalue() == ""


def test_quick_work_shows_no_progress(monkeypatch):
    stream = FakeTerminal()
    monkeypatch.setattr(sys, "stderr", stream)
    assert proj2.run_with_progress(proj2.THINKING_TEXT, lambda: 3) == 3
    assert stream.getvalue() == ""


def test_a_line_typed_at_a_terminal_reads_as_the_same_bytes_piped(
        monkeypatch):
    # 'save café.txt': not an ASCII name, refused by save as it is piped
    # (not 'caf?.txt', another file).
    monkeypatch.setattr(sys, "stdin", FakeTerminal())
    monkeypatch.setattr(proj2, "enable_line_editing", lambda: None)
    monkeypatch.setattr("builtins.input", lambda prompt: "save café.txt")
    line = proj2.read_input_line("(such as f5): ")
    assert line == proj2.decode_line("save café.txt".encode())
    assert not line.isascii()


# ----------------------------------------------------------------------
# load asks as quit does; a finished game can be stepped through
# ----------------------------------------------------------------------

# A game black wins by taking every disc, at move 9 (f4).
WIPE_OUT = "d3c3b3d2e1d6d7e3f4"


def unsaved_game_at_a_terminal(monkeypatch, answers):
    """Starts a standard game at a (pretended) terminal, f5 played and
    not saved; the player answers a question with the given lines.
    Returns: [its state, the TypedLines that answer]."""
    monkeypatch.setattr(sys, "stdin", FakeTerminal())
    typed = TypedLines(answers)
    monkeypatch.setattr(proj2, "read_player_line", typed)
    rules = proj2.STANDARD_RULES
    game = proj2.create_game(proj2.NewGame(
        rules, {proj2.PLAYER_PIECE: proj2.HUMAN,
                proj2.COMPUTER_PIECE: proj2.HUMAN}))
    board = proj2.create_start_board(rules=rules)
    state = proj2.create_play_state(board, game, None)
    proj2.play_turn(state, [4, 5])
    return [state, typed]


def test_load_with_unsaved_moves_asks_first_at_a_terminal(monkeypatch):
    state, typed = unsaved_game_at_a_terminal(monkeypatch, ["n"])
    answer = proj2.answer_load(state, WIPE_OUT)
    assert typed.prompts == [
        "The game has moves not saved. Load anyway? (y/n) "]
    assert answer == proj2.WordAnswer(
        proj2.ACTION_ASK, "The game goes on (save FILE keeps it).")
    assert proj2.format_move_string(state.start, state.history) == "f5"


def test_load_answered_yes_replaces_the_unsaved_game(monkeypatch):
    state, typed = unsaved_game_at_a_terminal(monkeypatch, ["y"])
    assert proj2.answer_load(state, WIPE_OUT).action == proj2.ACTION_RESTART
    assert proj2.format_move_string(state.start, state.history) == WIPE_OUT


def test_load_from_piped_input_replaces_the_game_at_once(program):
    out = program(b"f5\nload f5d6c3\nmoves\nquit\n",
                  args=("--rules", "standard", "--o", "human")).stdout
    assert b"Load anyway" not in out
    assert b"Loaded the game typed: the game goes on from turn 4." in out
    assert b"moves\nf5d6c3\n" in out


def test_undo_after_a_finished_game_takes_it_back_into_play(monkeypatch):
    state, typed = unsaved_game_at_a_terminal(monkeypatch, ["y"])
    proj2.answer_load(state, WIPE_OUT)
    read = TypedLines(["undo", "undo", "redo", "redo"])
    assert proj2.ask_after_game(state, read) is True
    assert len(state.history) == 8 and not proj2.is_state_over(state)
    # Back in play: one more move back, then both forward to the end.
    proj2.play_session(state, read, resumed=True)
    assert proj2.format_move_string(state.start, state.history) == WIPE_OUT
    assert read.prompts[0] == proj2.GAME_OVER_QUESTION


@pytest.mark.skipif(sys.platform == "win32", reason="needs a pty")
def test_a_finished_loaded_game_is_stepped_through_at_a_terminal():
    with othello_at_a_terminal("--load", WIPE_OUT) as (terminal, process):
        read_answer(terminal, b"Enter to leave: ")
        os.write(terminal, b"undo\r")
        shown = read_answer(terminal, b"(such as f5): ")
        assert b"Taken back: f4." in shown
        os.write(terminal, b"redo\r")
        shown = read_answer(terminal, b"Enter to leave: ")
        assert b"Played again: f4." in shown
        os.write(terminal, b"\r")
        assert process.wait(ANSWER_SECONDS) == 0


def test_progress_says_how_far_the_work_has_come(monkeypatch):
    stream = FakeTerminal()
    monkeypatch.setattr(sys, "stderr", stream)
    monkeypatch.setattr(proj2, "PROGRESS_SECONDS", 0.03)
    assert proj2.run_with_progress(proj2.THINKING_TEXT,
                                   answer_once_shown(stream),
                                   lambda: "12 positions") == 7
    assert "\rthinking... 0 s: 12 positions" in stream.getvalue()


def test_a_yes_or_no_question_asks_again_after_another_answer(monkeypatch,
                                                              capsys):
    typed = TypedLines(["maybe", "n"])
    monkeypatch.setattr(proj2, "read_input_line", typed)
    assert proj2.ask_yes_or_no(proj2.LOAD_QUESTION) is False
    assert typed.prompts == [proj2.LOAD_QUESTION] * 2
    assert proj2.YES_OR_NO_MESSAGE in capsys.readouterr().out


def test_yes_to_a_yes_or_no_question_is_yes(monkeypatch):
    monkeypatch.setattr(proj2, "read_input_line", TypedLines(["Yes "]))
    assert proj2.ask_yes_or_no(proj2.LOAD_QUESTION) is True
