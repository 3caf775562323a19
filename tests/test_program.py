"""The whole program, run as `python3 proj2.py` with bytes on standard
input: the sample transcript, hostile input, end of input and Ctrl-C."""

import subprocess
import sys

import pytest

import proj2
from helpers import (PROMPT, REPO_ROOT, RUN_TIMEOUT_SECONDS, interrupt,
                     program_environment, rejection_lines, run_program,
                     start_interactive)

MALFORMED = proj2.MALFORMED_MESSAGE.encode()
OUT_OF_RANGE = proj2.OUT_OF_RANGE_MESSAGE.format(7, 7).encode()
END_OF_INPUT = b"End of input: the game ends unfinished."
TOO_LONG = proj2.LINE_TOO_LONG_MESSAGE.encode()
INTERRUPTED = b"Interrupted: the game ends unfinished.\n"
SAMPLE_INPUT = REPO_ROOT / "tests" / "data" / "sample2.in"
SAMPLE_OUTPUT = REPO_ROOT / "sample2.txt"


def output_lines(result):
    """Parameters: result -- a finished run of the program.
    Returns: its standard output split at newlines only (a hostile line
        may hold other line-breaking bytes)."""
    return result.stdout.split(b"\n")


# ----------------------------------------------------------------------
# The sample transcript
# ----------------------------------------------------------------------

def test_sample_input_reproduces_sample2_txt_byte_for_byte():
    result = run_program(SAMPLE_INPUT.read_bytes(), course=True)
    assert result.stdout == SAMPLE_OUTPUT.read_bytes()
    assert result.stderr == b""
    assert result.returncode == 0


@pytest.mark.parametrize("rejection", rejection_lines(),
                         ids=["malformed", "out of range", "occupied",
                              "flips nothing"])
def test_sample2_txt_shows_each_kind_of_rejection(rejection):
    assert rejection in SAMPLE_OUTPUT.read_bytes().split(b"\n")


# ----------------------------------------------------------------------
# Piped input: echo and end of input
# ----------------------------------------------------------------------

# X types a bad square, then 2 4; the computer answers 2 3; then the input
# ends while X is being asked for the next move.
TWO_LINES_THEN_END = b"9 9\n2 4\n"


def test_each_line_read_is_echoed_right_after_its_prompt(program):
    lines = output_lines(program(TWO_LINES_THEN_END))
    first = lines.index(PROMPT + b"9 9")
    assert lines[first + 1:first + 4] == [
        OUT_OF_RANGE, PROMPT + b"2 4", b"The computer played 2 3"]


@pytest.mark.parametrize("args, prompt", [
    ((), PROMPT),
    (("--rules", "othello"), b"Enter your move (such as f5): "),
], ids=["course game", "othello"])
def test_a_line_that_would_drive_the_terminal_is_echoed_escaped(args, prompt,
                                                                program):
    # It would set the terminal's title and clear its screen.
    result = program(b"\x1b]0;PWN\x07\x1b[2J 3 4\n", args=args)
    assert prompt + rb"\x1b]0;PWN\x07\x1b[2J 3 4" in output_lines(result)
    assert b"\x1b" not in result.stdout
    assert b"\x07" not in result.stdout


def test_a_tab_is_echoed_as_a_space(program):
    lines = output_lines(program(b"2\t4\n"))
    assert lines[lines.index(PROMPT + b"2 4") + 1] == b"The computer played 2 3"


def test_a_line_from_a_windows_file_is_echoed_as_typed(program):
    lines = output_lines(program(b"2 4\r\n"))
    assert lines[lines.index(PROMPT + b"2 4") + 1] == b"The computer played 2 3"


def test_end_of_input_mid_game_ends_cleanly_with_a_message(program):
    result = program(TWO_LINES_THEN_END)
    assert result.returncode == 0
    assert result.stderr == b""
    assert output_lines(result)[-3:] == [PROMPT, END_OF_INPUT, b""]


# ----------------------------------------------------------------------
# Hostile lines: each is one rejected line, then the game goes on
# ----------------------------------------------------------------------

HOSTILE_LINES = {
    "not UTF-8": (b"2 \xff\xfe", MALFORMED, ()),
    "not UTF-8, PYTHONIOENCODING=utf-8": (
        b"2 \xff\xfe", MALFORMED, (("PYTHONIOENCODING", "utf-8"),)),
    "UTF-8 but not ASCII": ("\u0662 \u0664".encode(), MALFORMED, ()),
    "NUL": (b"2\x004", MALFORMED, ()),
    "control characters": (b"\x1b[A\x07\x08", MALFORMED, ()),
    "a million characters": (b"x" * 1_000_000, TOO_LONG, ()),
    "a million digits": (b"7" * 1_000_000, TOO_LONG, ()),
    "a column of a million digits": (b"2 " + b"7" * 1_000_000, TOO_LONG,
                                     ()),
    "the longest line read": (b"2 " + b"0" * 4093 + b"9", OUT_OF_RANGE, ()),
}


def echo_of(line):
    """Parameters: line -- the bytes typed.
    Returns: how the game echoes them: nothing for a line too long to read
        (over 4096 bytes); otherwise as UTF-8 text (a byte that is not
        UTF-8 becomes a replacement character), a control character
        written as its escape."""
    if len(line) > 4096:
        return b""
    text = line.decode("utf-8", "replace")
    return "".join(character if character.isprintable()
                   else character.encode("unicode_escape").decode()
                   for character in text).encode("utf-8")


# The run of the hostile lines in this process, once made.
HOSTILE_RUN_IN_PROCESS = []


def run_hostile_lines(extra_env, program):
    """Runs one game in which X types, at the first prompt, every hostile
    line run in this environment, then 2 4: in this process, except where
    the environment sets how Python encodes its streams, which takes a
    process of its own (cached: the tests share it).

    Parameters: extra_env -- the environment settings of the run;
        program -- the program fixture.
    Returns: the finished run."""
    typed = b"".join(line + b"\n" for line, rejection, env
                     in HOSTILE_LINES.values() if env == extra_env)
    if extra_env:
        return run_program(typed + b"2 4\n", extra_env)
    if not HOSTILE_RUN_IN_PROCESS:
        HOSTILE_RUN_IN_PROCESS.append(program(typed + b"2 4\n"))
    return HOSTILE_RUN_IN_PROCESS[0]


@pytest.mark.parametrize("line, rejection, extra_env", HOSTILE_LINES.values(),
                         ids=list(HOSTILE_LINES))
def test_a_hostile_line_is_one_rejected_line(line, rejection, extra_env,
                                             program):
    result = run_hostile_lines(extra_env, program)
    lines = output_lines(result)
    hostile_at = lines.index(PROMPT + echo_of(line))
    assert lines[hostile_at + 1] == rejection
    assert lines[hostile_at + 2].startswith(PROMPT)
    assert lines.count(b"The computer played 2 3") == 1
    assert result.stderr == b""
    assert result.returncode == 0
    assert lines[-2] == END_OF_INPUT
    assert result.stderr == b""
    assert result.returncode == 0
    assert lines[-2] == END_OF_INPUT


# ----------------------------------------------------------------------
# Ctrl-C
# ----------------------------------------------------------------------


def test_ctrl_c_at_the_prompt_ends_cleanly_with_status_130():
    process = start_interactive(())
    before, after, errors = interrupt(process, PROMPT, 1)
    assert process.returncode == 130
    assert (before + after).endswith(PROMPT + b"\n" + INTERRUPTED)
    assert b"Traceback" not in errors
    assert errors == b""


# ----------------------------------------------------------------------
# Importing
# ----------------------------------------------------------------------

def test_importing_proj2_prints_nothing_and_starts_no_game():
    result = subprocess.run([sys.executable, "-c", "import proj2"],
                            cwd=REPO_ROOT, input=b"2 4\n",
                            capture_output=True, env=program_environment(),
                            timeout=RUN_TIMEOUT_SECONDS, check=False)
    assert (result.returncode, result.stdout, result.stderr) == (0, b"", b"")
