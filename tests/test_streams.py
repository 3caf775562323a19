"""Faults of the standard streams end the program cleanly: a reader that
goes away, an output that cannot be written, closed streams, a line that
never ends, Ctrl-C twice, the protocol's notices, another encoding."""

import os
import shlex
import signal
import subprocess

import pytest

import proj2
from helpers import (PROGRAM_COMMAND, PROMPT, REPO_ROOT,
                     RUN_TIMEOUT_SECONDS, interrupt, program_environment,
                     start_interactive)

INTERRUPTED = proj2.INTERRUPTED_MESSAGE.encode()
END_OF_INPUT = proj2.END_OF_INPUT_MESSAGE.encode()
# Lines whose answers (about 160 KB) are more than a pipe holds (64 KB),
# so the program meets the closed end while it plays.
LONG_INPUT = b"2 4\n" * 2000


def buffered_environment(extra_env=()):
    """Parameters: extra_env -- more (name, value) settings.
    Returns: the environment for a run whose output is block-buffered,
        as it is for most users (PYTHONUNBUFFERED would let a write fail
        inside argparse, which hides the failure)."""
    env = program_environment(extra_env)
    env.pop("PYTHONUNBUFFERED", None)
    return env


def run_with(args, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
             extra_env=()):
    """Runs proj2 with the given streams.

    Parameters: args -- the command line; stdin, stdout -- as for
        subprocess.run (bytes for stdin are typed); extra_env -- more
        environment settings.
    Returns: the finished run (stdout and stderr as bytes, where piped)."""
    typed = None
    if isinstance(stdin, bytes):
        typed, stdin = stdin, None
    return subprocess.run([*PROGRAM_COMMAND, *args],
                          input=typed, stdin=stdin, stdout=stdout,
                          stderr=subprocess.PIPE, cwd=REPO_ROOT,
                          env=buffered_environment(extra_env),
                          timeout=RUN_TIMEOUT_SECONDS, check=False)


def run_in_shell(redirection, typed=b"", args=""):
    """Runs proj2 from bash with a redirection such as '<&-'.

    Parameters: redirection -- what follows the command; typed -- the
        input; args -- the command line, as one string.
    Returns: the finished run."""
    command = "exec {} {} {}".format(shlex.join(PROGRAM_COMMAND), args,
                                     redirection)
    return subprocess.run(["bash", "-c", command], input=typed,
                          capture_output=True, cwd=REPO_ROOT,
                          env=buffered_environment(),
                          timeout=RUN_TIMEOUT_SECONDS, check=False)


@pytest.mark.parametrize("args, typed", [
    (("--x", "naive", "--o", "naive"), b""),
    (("--help",), b""),
    (("--perft", "3"), b""),
    ((), LONG_INPUT),
    (("--protocol", "ics32"), b"8\n8\nB\nB\n>\n"),
], ids=["computers", "help", "perft", "game", "protocol"])
def test_reader_gone_ends_quietly_with_status_1(args, typed):
    reading_end, writing_end = os.pipe()
    os.close(reading_end)
    try:
        result = run_with(args, stdin=typed, stdout=writing_end)
    finally:
        os.close(writing_end)
    assert result.returncode == 1
    assert result.stderr == b""


def test_full_disk_is_reported_once_with_status_1():
    with open("/dev/full", "wb") as full:
        result = run_with(("--perft", "3"), stdout=full)
    assert result.returncode == 1
    assert result.stderr == (b"proj2.py: cannot write the output: No space "
                             b"left on device\n")


def test_read_only_output_is_reported_once_with_status_1(tmp_path):
    target = tmp_path / "read-only.txt"
    target.write_bytes(b"")
    with open(target, "rb") as read_only:
        result = run_with(("--perft", "3"), stdout=read_only)
    assert result.returncode == 1
    assert result.stderr == (b"proj2.py: cannot write the output: Bad file "
                             b"descriptor\n")


def test_a_closed_terminal_ends_the_program_quietly_as_its_hang_up_does():
    # The terminal closes before its hang-up signal comes (here none
    # does): every write to it fails with EIO.
    terminal, program_side = os.openpty()
    os.close(terminal)
    try:
        result = run_with(("--protocol", "gtp"), stdin=b"name\n",
                          stdout=program_side)
    finally:
        os.close(program_side)
    assert result.returncode == 128 + signal.SIGHUP
    assert result.stderr == b""


def test_closed_input_is_the_end_of_input():
    result = run_in_shell("<&-")
    assert result.returncode == 0
    assert result.stdout.endswith(PROMPT + b"\n" + END_OF_INPUT + b"\n")
    assert result.stderr == b""


def test_closed_output_is_said_on_standard_error():
    result = run_in_shell(">&-")
    assert result.returncode == 1
    assert result.stderr == (b"proj2.py: standard output is closed: "
                             b"nothing can be shown\n")


def test_line_that_never_ends_is_refused_as_too_long(program):
    result = program(b"7" * 10_000_000, args=("--rules", "umbc"))
    lines = result.stdout.splitlines()
    assert lines[-4:] == [PROMPT, proj2.LINE_TOO_LONG_MESSAGE.encode(),
                          PROMPT, END_OF_INPUT]
    assert result.returncode == 0


def test_line_that_never_ends_in_the_course_game_is_refused_as_too_long(
        program):
    result = program(b"\0" * 10_000_000)
    lines = result.stdout.split(b"\n")
    assert lines[-5:] == [PROMPT, proj2.LINE_TOO_LONG_MESSAGE.encode(),
                          PROMPT, END_OF_INPUT, b""]
    assert result.returncode == 0


def interrupt_at_once(*args, **options):
    """Stands in for work that Ctrl-C interrupts.

    Parameters: args, options -- the work's (unused).
    Raises: KeyboardInterrupt."""
    raise KeyboardInterrupt


@pytest.mark.parametrize("args, stopped, message", [
    (("--rules", "standard", "--analyze"), "run_with_progress",
     b"Interrupted: the analysis stopped."),
    (("--review", "f5d6"), "review_game", b"Interrupted: the review stopped."),
], ids=["analyze", "review"])
def test_ctrl_c_says_which_work_it_stopped(args, stopped, message, program,
                                           monkeypatch):
    monkeypatch.setattr(proj2, stopped, interrupt_at_once)
    result = program(b"", args=args)
    assert result.stdout.split(b"\n")[-2:] == [message, b""]
    assert result.returncode == 130


def test_two_quick_ctrl_c_end_as_cleanly_as_one():
    process = start_interactive(())
    before, after, errors = interrupt(process, PROMPT, 2)
    assert process.returncode == 130
    assert (before + after).endswith(PROMPT + b"\n" + INTERRUPTED + b"\n")
    assert errors == b""


def test_protocol_says_its_interruption_on_standard_error():
    process = start_interactive(("--protocol", "ics32"))
    before, after, errors = interrupt(process, b"FULL\n", 1)
    assert process.returncode == 130
    assert before + after == b"FULL\n"
    assert errors == INTERRUPTED + b"\n"


def test_protocol_with_standard_error_closed_keeps_its_output_clean():
    result = run_in_shell("2>&-", typed=b"8\n8\nB\nB\n>\n",
                          args="--protocol ics32")
    assert END_OF_INPUT not in result.stdout
    assert result.stdout.endswith(b"TURN: B\n")


def test_input_that_cannot_be_read_is_the_end_of_input(tmp_path):
    result = run_in_shell("0>{}".format(tmp_path / "input.txt"))
    assert result.returncode == 0
    assert result.stdout.endswith(PROMPT + b"\n" + END_OF_INPUT + b"\n")
    assert result.stderr == b""


def test_errors_stay_off_standard_output_when_standard_error_is_closed():
    result = run_in_shell("2>&-", args="--load /nonexistent.txt")
    assert result.returncode == 2
    assert result.stdout == b""


def test_main_gives_the_callers_ctrl_c_handler_back(capsys):
    before = signal.getsignal(signal.SIGINT)
    assert proj2.run_program(["--load", "/nonexistent.txt"]) == 2
    proj2.run_program(["--perft", "1"])
    assert signal.getsignal(signal.SIGINT) == before
    capsys.readouterr()


def test_main_gives_the_callers_kill_and_hang_up_handlers_back(capsys):
    before = [signal.getsignal(signal.SIGTERM),
              signal.getsignal(signal.SIGHUP)]
    proj2.run_program(["--perft", "1"])
    assert [signal.getsignal(signal.SIGTERM),
            signal.getsignal(signal.SIGHUP)] == before
    capsys.readouterr()


def test_echo_uses_the_output_encoding():
    result = run_with((), stdin="2 4\n\u00e9\nquit\n".encode(),
                      extra_env=(("PYTHONIOENCODING", "utf-16"),))
    out = result.stdout.decode("utf-16")
    assert "Enter your move (row col): 2 4\nThe computer played 2 3\n" in out
    assert "Enter your move (row col): \u00e9\nPlease type" in out
