"""Helpers shared by the proj2 tests: positions written as diagrams, a
stand-in for the player's keyboard, and a way to run the real program."""

import ast
import functools
import importlib.util
import io
import os
import pathlib
import py_compile
import random
import selectors
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
# How many polls in a row (see wait_until) must find both of a program's
# workers busy before a search is taken to be shared between them.
SEARCH_POLLS = 3


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


class FakeClock:
    """A stand-in for proj2.read_clock: it reads `now`, which moves only
    when a test moves it (see TimedLines), and by `step` seconds at each
    reading (0: not at all), as the program's work takes time the same
    on any machine, so no test waits for time or depends on its machine."""

    def __init__(self, step=0.0):
        self.now = 1000.0
        self.step = step

    def __call__(self):
        self.now += self.step
        return self.now


class TimedLines:
    """A stand-in for proj2.read_input_line that takes time: each typed
    line comes after its seconds on the FakeClock.

    Parameters: timed -- (seconds, line) pairs in order; clock -- the
        FakeClock moved forward before each line is returned.
    """

    def __init__(self, timed, clock):
        self.timed = list(timed)
        self.clock = clock
        self.prompts = []

    def __call__(self, prompt):
        self.prompts.append(prompt)
        if not self.timed:
            raise EOFError
        seconds, line = self.timed.pop(0)
        self.clock.now += seconds
        print(prompt + line)
        return line


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


class Terminal(io.StringIO):
    """Standard input that says it is a terminal."""

    def isatty(self):
        """Returns: True."""
        return True


def program_environment(extra=()):
    """Parameters: extra -- (name, value) pairs to add.
    Returns: the environment for a run of the program: this one, without
        settings that change how Python encodes its streams, plus extra."""
    env = dict(os.environ)
    for name in ("PYTHONIOENCODING", "PYTHONUTF8", "PYTHONWARNINGS"):
        env.pop(name, None)
    env.update(dict(extra))
    return env


# How a test starts the program when it is not about the literal
# `python3 proj2.py` start (the course transcript and PART 1's cut-out
# keep that): as proj2.py's own __main__ guard does, but through import,
# from the bytecode Python keeps of it, not compiling the whole file
# again in every child.
PROGRAM_COMMAND = [sys.executable, "-c",
                   "import sys; sys.path.insert(0, {!r}); import proj2; "
                   "sys.exit(proj2.run_program())".format(str(REPO_ROOT))]
COURSE_COMMAND = [sys.executable, str(PROJ2_PATH)]


def keep_proj2_bytecode():
    """Writes proj2's bytecode where the import in PROGRAM_COMMAND finds
    it, unless it is there and up to date: where PYTHONDONTWRITEBYTECODE
    is set, Python reads bytecode but never writes it.
    """
    cached = pathlib.Path(importlib.util.cache_from_source(str(PROJ2_PATH)))
    if (not cached.exists()
            or cached.stat().st_mtime < PROJ2_PATH.stat().st_mtime):
        py_compile.compile(str(PROJ2_PATH), cfile=str(cached), doraise=True)


keep_proj2_bytecode()


@functools.lru_cache(maxsize=None)
def run_program(stdin_bytes, extra_env=(), args=(), course=False):
    """Runs the program from the repo root with the given bytes as
    standard input (cached, so tests sharing a run start it once).

    Parameters: stdin_bytes -- everything the player types; extra_env --
        a tuple of (name, value) environment settings; args -- a tuple of
        command-line arguments; course -- whether to start it literally
        as `python3 proj2.py` (COURSE_COMMAND), else PROGRAM_COMMAND.
    Returns: the subprocess.CompletedProcess, stdout and stderr as bytes.
    """
    command = COURSE_COMMAND if course else PROGRAM_COMMAND
    return subprocess.run([*command, *args],
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


def make_default_library():
    """Makes the program's default library, in the test's own data folder
    (see conftest's data_folder), so that a run that keeps its analyses
    there has nothing to say of making it."""
    proj2.open_library(proj2.find_library_path()).connection.close()


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
    return wait_until(lambda: not any(is_running(pid) for pid in pids))


def has_read_its_start(pid):
    """Returns: whether a child is not a spawned worker still starting (a
    worker killed with its parent then would say so: multiprocessing's
    bootstrap, before any code of proj2's). A worker at work runs its
    thread that watches its parent (see prepare_worker): two threads."""
    try:
        with open("/proc/%d/cmdline" % pid, "rb") as command:
            spawned = b"spawn_main" in command.read()
        threads = len(os.listdir("/proc/%d/task" % pid))
    except OSError:
        return True
    return not spawned or threads >= 2


def wait_for_workers(process):
    """Returns: a program's children once it has started its two workers
    and multiprocessing's resource tracker, and the workers have read
    their start (at most WAIT_SECONDS on)."""
    children = []

    def started():
        children[:] = children_of(process.pid)
        return len(children) >= 3 and all(has_read_its_start(pid)
                                          for pid in children)
    wait_until(started)
    return children


def signals_listed(pid, field):
    """Returns: the numbers of the signals that a field of a process's
    status (SigBlk: blocked, SigIgn: ignored) lists."""
    with open("/proc/%d/status" % pid) as status:
        for line in status:
            name, _, value = line.partition(":")
            if name == field:
                bits = int(value, 16)
                return {number for number in range(1, bits.bit_length() + 1)
                        if bits >> (number - 1) & 1}
    return set()


def cpu_ticks(pid):
    """Returns: the processor time a process has used, in clock ticks."""
    with open("/proc/%d/stat" % pid) as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


def wait_for_search(process):
    """Returns: a program's children (see wait_for_workers) once its two
    workers share a search: each ready (SIGTERM, which the resource
    tracker ignores, no longer blocked), then both busy (their processor
    time grew) over SEARCH_POLLS polls in a row, at most WAIT_SECONDS."""
    children = wait_for_workers(process)
    ticks = {}
    busy_polls = [0]

    def searching():
        try:
            workers = [pid for pid in children
                       if signal.SIGTERM not in signals_listed(pid, "SigIgn")
                       | signals_listed(pid, "SigBlk")]
            now = {pid: cpu_ticks(pid) for pid in workers}
        except OSError:
            return False
        both = len(now) == 2 and all(
            pid in ticks and now[pid] > ticks[pid] for pid in now)
        busy_polls[0] = busy_polls[0] + 1 if both else 0
        ticks.update(now)
        return busy_polls[0] >= SEARCH_POLLS
    wait_until(searching)
    return children


def signal_job(process, number):
    """Sends a signal to a program's whole process group, as a terminal
    does to its job, and lets it end (killed after WAIT_SECONDS).
    Returns: [its standard output, its standard error], as bytes."""
    try:
        os.killpg(process.pid, number)
        return list(process.communicate(timeout=WAIT_SECONDS))
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


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


# A node budget (Settings.node_limit) that keeps every searching level
# quick in a test, whatever the machine.
QUICK_NODES = 250


# A node budget no small position needs: the solver always finishes.
AMPLE_NODES = 10 ** 7


# UMBC rules, O to move: each of 0 5, 5 0 and 5 5 flips one piece, but
# only 5 5 leaves X without a move, which ends the game at once with O
# 16 pieces ahead; after either of the others X plays on and O wins by
# 9 at best.
UMBC_ENDING = """
_ | 0 | 1 | 2 | 3 | 4 | 5
0 | O | O | O | O | O | _
1 | O | X | O | O | X | X
2 | O | X | X | O | O | O
3 | O | O | O | O | O | O
4 | X | X | X | O | X | O
5 | _ | O | O | O | X | _
"""


# White to move with 15 empty squares (a 2001 tournament game after
# move 45): beyond level5's exact endgame, within the analysis's.
FIFTEEN_EMPTIES = "".join(["-******-",
                           "--*OO**O",
                           "**O****O",
                           "OOOO*O*O",
                           "O***OO*O",
                           "O-***O*O",
                           "--***O--",
                           "--*--O--"])


def quick_settings(seed=1, win=proj2.WIN_MOST):
    """Parameters: seed -- the random numbers' seed; win -- how the game
        is won. Returns: settings that keep the searches short."""
    return proj2.create_settings(seed, win=win, node_limit=QUICK_NODES)


def ample_settings(win=proj2.WIN_MOST):
    """Parameters: win -- how the game is won. Returns: settings with a
        budget that lets the solver finish any small position."""
    return proj2.create_settings(1, win=win, node_limit=AMPLE_NODES)


def unlimited_search(board, piece, rules=proj2.STANDARD_RULES):
    """Parameters: board -- a position; piece -- the side to move; rules
        -- the rule set. Returns: [own, opponent, a search state with no
        budget] of the position, for the search's own functions."""
    engine = proj2.build_engine(rules, len(board), len(board[0]))
    own, opponent = proj2.get_engine_bits(board, piece, engine)
    return [own, opponent, proj2.create_search_state(
        engine, proj2.DEFAULT_EVALUATION, 1, proj2.NO_NODE_LIMIT,
        proj2.INFINITE_SCORE)]


def best_difference(board, piece, rules, sign=1):
    """A brute-force minimax over the rule functions, remembering each
    position it has valued (no pruning, no move ordering).

    Parameters: board -- the position; piece -- the side to move; rules
        -- the rule set; sign -- 1 when the most discs win, -1 when the
        fewest do.
    Returns: sign times the final score difference for piece with best
        play on both sides (the score as proj2.get_final_scores gives
        it: under standard rules the empty squares go to the winner)."""
    win = proj2.WIN_MOST if sign == 1 else proj2.WIN_FEWEST
    valued = {}

    def value(key, mover):
        if (key, mover) not in valued:
            position = [list(row) for row in key]
            side = proj2.get_side_to_move(position, mover, rules)
            if side == proj2.EMPTY:
                scores = proj2.get_final_scores(position, rules, win)
                result = sign * (scores[mover]
                                 - scores[proj2.get_opponent(mover)])
            elif side != mover:
                result = -value(key, side)
            else:
                results = []
                for move in proj2.get_rule_moves(position, mover, rules):
                    child = proj2.copy_board(position)
                    proj2.apply_rule_move(child, *move, mover, rules)
                    results.append(-value(tuple(map(tuple, child)),
                                          proj2.get_opponent(mover)))
                result = max(results)
            valued[(key, mover)] = result
        return valued[(key, mover)]

    return value(tuple(map(tuple, board)), piece)


def position_after(rules, rows, cols, empties, seed):
    """Parameters: rules, rows, cols -- the game; empties -- how many empty
        squares to leave; seed -- the random moves' seed.
    Returns: [board, side to move] after random moves from the start, the
        side to move having a legal move."""
    settings = quick_settings(seed)
    session = proj2.create_session_state(settings)
    board = proj2.create_start_board(rows, cols, rules=rules)
    side = proj2.get_side_to_move(board, proj2.PLAYER_PIECE, rules)
    while proj2.count_pieces(board, proj2.EMPTY) > empties:
        assert side != proj2.EMPTY, "the game ended early: pick another seed"
        move = proj2.choose_random_move(board, side, rules, settings,
                                        session)
        proj2.apply_rule_move(board, *move, side, rules)
        side = proj2.get_side_to_move(board, proj2.get_opponent(side), rules)
    assert side != proj2.EMPTY, "the game ended early: pick another seed"
    return [board, side]


def random_engine_positions(count, seed, most_empties=64, fewest_empties=0):
    """Parameters: count -- how many positions; seed -- the random moves'
        seed; most_empties, fewest_empties -- the empty squares allowed.
    Returns: count (own, opponent, own moves) positions of random legal
        Othello games on the engine's bitboards, the side to move first
        and with a move, in the order the games reach them."""
    engine = proj2.build_engine(proj2.STANDARD_RULES, 8, 8)
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        board = proj2.create_start_board(rules=proj2.STANDARD_RULES)
        own, opponent = proj2.get_engine_bits(board, proj2.PLAYER_PIECE,
                                              engine)
        while True:
            turn, moves = proj2.get_engine_turn(own, opponent, engine)
            if turn == proj2.TURN_GAME_OVER:
                break
            if turn == proj2.TURN_OPPONENT:
                own, opponent = opponent, own
            empties = engine.square_count - (own | opponent).bit_count()
            if fewest_empties <= empties <= most_empties:
                found.append((own, opponent, moves))
            own, opponent = proj2.play_engine_move(
                own, opponent, rng.choice(proj2.list_bits(moves)), engine)
    return found[:count]


def random_game(rules, board, piece, seed):
    """Parameters: rules -- the rule set; board -- the start (changed);
        piece -- the side to move first; seed -- the random moves' seed.
    Returns: [start position, history] of the rest of the game played
        with random moves, passes included as [piece, []]."""
    rng = random.Random(seed)
    start = proj2.copy_board(board)
    history = []
    while proj2.get_side_to_move(board, piece, rules) != proj2.EMPTY:
        moves = proj2.get_rule_moves(board, piece, rules)
        move = rng.choice(moves) if moves else []
        if move:
            proj2.apply_rule_move(board, *move, piece, rules)
        history.append([piece, move])
        piece = proj2.get_opponent(piece)
    return [start, history]


def value_after(board, piece, move, rules):
    """Returns: the brute-force final disc difference for piece after it
    plays move, with best play on both sides after it."""
    after = proj2.copy_board(board)
    proj2.apply_rule_move(after, *move, piece, rules)
    opponent = proj2.get_opponent(piece)
    if proj2.get_side_to_move(after, opponent, rules) == opponent:
        return -best_difference(after, opponent, rules)
    return best_difference(after, piece, rules)


def small_game(seed):
    """Returns: [start, history] of a 4x4 standard game from 8 empty
    squares on (where brute force is quick), with random moves (seed 1
    has passes)."""
    board, side = position_after(proj2.STANDARD_RULES, 4, 4, 8, seed)
    return random_game(proj2.STANDARD_RULES, board, side, seed)


def defined_names(module):
    """Parameters: module -- a parsed module.
    Returns: {name: line} of its top-level functions, classes and
        assignments (the first definition of each)."""
    names = {}
    for node in module.body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names.setdefault(node.name, node.lineno)
        elif isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    names.setdefault(target.id, node.lineno)
    return names


PROMPT = b"Enter your move (row col): "


def read_until(stream, marker, timeout):
    """Reads a pipe until some text appears in it.

    Parameters: stream -- the pipe; marker -- the bytes awaited;
        timeout -- the most seconds to wait.
    Returns: everything read (ending with marker unless time ran out).
    """
    received = b""
    deadline = time.monotonic() + timeout
    with selectors.DefaultSelector() as selector:
        selector.register(stream, selectors.EVENT_READ)
        while marker not in received and time.monotonic() < deadline:
            if selector.select(deadline - time.monotonic()):
                chunk = os.read(stream.fileno(), 65536)
                if not chunk:
                    break
                received += chunk
    return received


def restore_default_ctrl_c():
    """Runs in the child before proj2 starts: a test runner started in
    the background may ignore SIGINT, and Python only turns SIGINT into
    KeyboardInterrupt when it is not ignored."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@functools.lru_cache(maxsize=None)
def read_proj2_source():
    """Returns: (proj2.py's text, its syntax tree), read and parsed once a
    run for every test that reads the source."""
    source = PROJ2_PATH.read_text(encoding="utf-8")
    return source, ast.parse(source)


def wait_until(condition, seconds=WAIT_SECONDS):
    """Polls condition (a function of no arguments) every 0.05 s until it
    is true or seconds have passed. Returns: its last value."""
    deadline = time.monotonic() + seconds
    value = condition()
    while not value and time.monotonic() < deadline:
        time.sleep(0.05)
        value = condition()
    return value


def start_interactive(args):
    """Parameters: args -- the command line. Returns: the running proj2,
        its streams piped, Ctrl-C turning into KeyboardInterrupt."""
    return subprocess.Popen(
        [*PROGRAM_COMMAND, *args], cwd=REPO_ROOT,
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        env=program_environment(), preexec_fn=restore_default_ctrl_c)


def interrupt(process, waited_for, presses):
    """Waits for some output, presses Ctrl-C, and lets the program end.

    Parameters: process -- the running proj2; waited_for -- the bytes to
        wait for; presses -- how many Ctrl-C to send at once.
    Returns: [output before, output after, standard error]."""
    try:
        before = read_until(process.stdout, waited_for, RUN_TIMEOUT_SECONDS)
        for press in range(presses):
            process.send_signal(signal.SIGINT)
        after, errors = process.communicate(timeout=RUN_TIMEOUT_SECONDS)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    return [before, after, errors]


def state_after_moves(moves, game):
    """Parameters: moves -- a move string of Othello from its start;
        game -- the Game playing it.
    Returns: the GameState after the moves."""
    start = proj2.create_start_board(rules=proj2.STANDARD_RULES)
    replayed = proj2.replay_move_string(moves, start, proj2.PLAYER_PIECE,
                                        proj2.STANDARD_RULES)
    return proj2.create_play_state(replayed.board, game,
                                   [start, replayed.history])


# Forty games of the WTHOR database's 1990, as move strings with results.
GAMES_1990 = REPO_ROOT / "tests" / "data" / "library" / "1990.txt"


def make_library(path, files=(GAMES_1990,)):
    """Makes a library of the games of some files (never the user's own:
    path is the test's).

    Parameters: path -- the library's file; files -- the files whose
        games it holds (the 1990 games by default).
    Returns: path, as a string."""
    library = proj2.open_library(str(path))
    try:
        proj2.import_library_files(library, [str(name) for name in files],
                                   1, lambda line, problem: None)
    finally:
        library.connection.close()
    return str(path)


def real_game_moves(number=1, moves=None):
    """Parameters: number -- which game of GAMES_1990, from 1; moves --
        how many of its moves (None: all).
    Returns: the game's move string, cut after that many moves."""
    line = GAMES_1990.read_text().splitlines()[number - 1]
    text = line.split()[0]
    return text if moves is None else text[:2 * moves]


class FakeCalendar:
    """A stand-in for proj2.read_today: it reads `today`, a day number a
    test moves on by hand, so a schedule is tested over simulated days."""

    def __init__(self, today=700000):
        self.today = today

    def __call__(self):
        return self.today


def practice_run(lines, library, settings):
    """Parameters: lines -- what the player types; library -- the
        library's path (a tmp_path file); settings -- the Settings that
        judge the moves.
    Returns: [the PracticeRun reading the lines as TypedLines does and
        drawing boards as an Othello game does, the TypedLines]."""
    typed = TypedLines(lines)
    run = proj2.PracticeRun(
        settings, proj2.create_session_state(settings), library, typed,
        proj2.show, lambda board, heading, rules: proj2.draw_classic_board(
            board, heading, rules.square_names, rules.first_number))
    return [run, typed]
