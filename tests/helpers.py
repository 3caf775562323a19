"""Helpers shared by the proj2 tests: positions written as diagrams, a
stand-in for the player's keyboard, and a way to run the real program."""

import functools
import io
import os
import pathlib
import signal
import subprocess
import sys
import time

import proj2

REPO_ROOT = pathlib.Path(__file__).resolve().parent.parent
PROJ2_PATH = REPO_ROOT / "proj2.py"
PIECES = {proj2.EMPTY, proj2.PLAYER_PIECE, proj2.COMPUTER_PIECE}

# The column-number row the game prints above every board.
COLUMN_HEADINGS = "_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7"

# How long a run of the real program may take before the test gives up.
RUN_TIMEOUT_SECONDS = 20
# How long a test waits for processes to start or to end.
WAIT_SECONDS = 20


def board_from(diagram):
    """The one way a test turns a position into a board.

    Parameters: diagram -- the position in the exact format the game
        prints ('3 | _ | _ | _ | X | O | _ | _ | _'), one line per row,
        optionally with the heading and column-number lines.
    Returns: the board (a 2D list of pieces), read by proj2.parse_board.
    """
    board = proj2.parse_board(diagram)
    # Catch a mistyped diagram here rather than as a puzzling failure.
    assert len(board) > 0, "diagram has no rows"
    for row in board:
        assert len(row) == len(board[0]), f"diagram row {row} is not as long as the first"
        assert set(row) <= PIECES, f"diagram row {row} has a strange piece"
    return board


def squares_that_differ(before, after):
    """Parameters: before, after -- two boards of the same size.
    Returns: the set of (row, col) squares whose pieces differ."""
    return {(row, col)
            for row in range(len(before))
            for col in range(len(before[row]))
            if before[row][col] != after[row][col]}


class TypedLines:
    """A stand-in for proj2.read_input_line: it prints the prompt and
    the line, as the game does when its input is piped, and returns the
    next of the given lines; at the end it raises EOFError.

    Parameters: lines -- the lines the player types, in order.
    """

    def __init__(self, lines):
        self.lines = list(lines)
        self.prompts = []

    def __call__(self, prompt):
        self.prompts.append(prompt)
        if not self.lines:
            print(prompt, end="")
            raise EOFError
        line = self.lines.pop(0)
        print(prompt + line)
        return line


def program_environment(extra=()):
    """Parameters: extra -- (name, value) pairs to add.
    Returns: the environment for a run of the program: this one, without
        settings that change how Python encodes its streams, plus extra."""
    env = dict(os.environ)
    for name in ("PYTHONIOENCODING", "PYTHONUTF8", "PYTHONWARNINGS"):
        env.pop(name, None)
    env.update(dict(extra))
    return env


@functools.lru_cache(maxsize=None)
def run_program(stdin_bytes, extra_env=(), args=()):
    """Runs `python3 proj2.py` from the repo root with the given bytes as
    standard input (cached, so tests sharing a run start it once).

    Parameters: stdin_bytes -- everything the player types; extra_env --
        a tuple of (name, value) environment settings; args -- a tuple of
        command-line arguments.
    Returns: the subprocess.CompletedProcess, stdout and stderr as bytes.
    """
    return subprocess.run([sys.executable, str(PROJ2_PATH), *args],
                          input=stdin_bytes, capture_output=True,
                          cwd=REPO_ROOT, env=program_environment(extra_env),
                          timeout=RUN_TIMEOUT_SECONDS, check=False)


def rejection_lines():
    """Returns: every line the game prints to reject a typed move, with
    the board size filled in (as bytes, for checking program output)."""
    messages = [proj2.MALFORMED_MESSAGE,
                proj2.OUT_OF_RANGE_MESSAGE.format(7, 7),
                proj2.OCCUPIED_MESSAGE, proj2.NO_FLIPS_MESSAGE]
    return [message.encode() for message in messages]


def check_usage_error(args, message, capsys):
    """Runs proj2.main in this process with a bad command line, which
    stops before any game, and checks that it exits with status 2,
    prints nothing on standard output, and says why on standard error.

    Parameters: args -- the command line; message -- text the reason must
        contain; capsys -- pytest's capture of the streams."""
    try:
        proj2.run_program(list(args))
    except SystemExit as stopped:
        assert stopped.code == 2
    else:
        raise AssertionError("the command line was accepted")
    written = capsys.readouterr()
    assert written.out == ""
    assert message in written.err


def run_in_process(args, stdin_bytes, monkeypatch, capsys, extra_env=(),
                   node_limit=None):
    """Runs proj2.main in this process, as `python3 proj2.py ARGS` runs
    with the given standard input, for tests where a separate process
    adds nothing (it saves compiling proj2.py again for every run).

    Parameters: args -- the command line; stdin_bytes -- everything on
        standard input; monkeypatch, capsys -- pytest's fixtures (standard
        input and the environment are replaced for the run, and the
        output is captured); extra_env -- (name, value) settings;
        node_limit -- None, or the node budget of every search in the
        run (Settings.node_limit, which the program itself never sets:
        the run's settings are made with it), so that the run's searches
        are tiny and the same on any machine.
    Returns: a subprocess.CompletedProcess, as run_program's: the exit
        status, and standard output and error as bytes.
    """
    for name, value in extra_env:
        monkeypatch.setenv(name, value)
    monkeypatch.setattr(sys, "stdin",
                        io.TextIOWrapper(io.BytesIO(stdin_bytes)))
    if node_limit is not None:
        monkeypatch.setattr(proj2, "create_settings", functools.partial(
            proj2.create_settings, node_limit=node_limit))
    try:
        status = proj2.run_program(list(args))
    except SystemExit as stop:
        status = stop.code
    written = capsys.readouterr()
    return subprocess.CompletedProcess(list(args), status,
                                       written.out.encode(),
                                       written.err.encode())


def children_of(pid):
    """Returns: the pids of a process's children (from /proc)."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open("/proc/%s/stat" % entry) as stat:
                    fields = stat.read().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                found.append(int(entry))
    return found


def is_running(pid):
    """Returns: whether a process still runs (not a zombie)."""
    try:
        with open("/proc/%d/stat" % pid) as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def start_process_group():
    """Runs in the child before proj2 starts: its own process group (as a
    terminal's foreground job), and Ctrl-C's default handling."""
    os.setpgrp()
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def are_all_gone(pids):
    """Returns: whether every one of the processes has ended, waiting at
    most WAIT_SECONDS for them."""
    deadline = time.monotonic() + WAIT_SECONDS
    while (any(is_running(pid) for pid in pids)
           and time.monotonic() < deadline):
        time.sleep(0.05)
    return not any(is_running(pid) for pid in pids)


def load_game(path, number=None):
    """Reads a game from a file of any format, as --load and --review do.

    Parameters: path -- the file's name; number -- which of its games
        (from 1), or None when it holds one.
    Returns: the LoadedGame (its error '' when the game can be used).
    """
    return proj2.choose_filed_game(proj2.read_game_file(str(path)), number,
                                   str(path))


def get_control_state(control):
    """Reads whether a window's menu item or button is greyed.

    Parameters: control -- the window's Control.
    Returns: its state, proj2.CONTROL_STATES[True] or [False].
    """
    if control.index is None:
        return str(control.widget.cget("state"))
    return str(control.widget.entrycget(control.index, "state"))
