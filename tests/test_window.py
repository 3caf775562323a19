"""The window (--gui): the decisions it drives, tested without a display,
and the real window under Xvfb, clicked with event_generate."""

import gc
import os
import shutil
import subprocess
import sys
import time

import pytest

import proj2
from helpers import (PROJ2_PATH, REPO_ROOT, board_from, check_usage_error,
                     program_environment)

# How long a window test waits for the window to do something.
WAIT_SECONDS = 10
# A computer's move is shown after this pause in the real-window tests.
TEST_PAUSE_MS = 20

HUMAN_X_TO_PLAY_4X4 = """\
_ | 0 | 1 | 2 | 3
0 | _ | _ | _ | _
1 | _ | X | O | _
2 | _ | O | X | _
3 | _ | _ | _ | _"""

# Othello: X has no legal move, but O has one (2 1).
X_MUST_PASS = """\
_ | 0 | 1 | 2 | 3
0 | X | O | X | X
1 | X | X | _ | X
2 | X | _ | _ | _
3 | O | O | O | X"""

NOBODY_CAN_MOVE = """\
_ | 0 | 1 | 2 | 3
0 | X | X | X | X
1 | X | X | X | X
2 | X | X | X | X
3 | X | X | X | _"""


def game_with(rules=proj2.STANDARD_RULES, x=proj2.HUMAN, o=proj2.NAIVE,
              think=0.05, record_path=None):
    """Parameters: rules -- a rule set; x, o -- the players; think -- the
        searching computers' think time (quick by default); record_path
        -- the file to keep the record in, or None.
    Returns: a game table, X moving first."""
    return proj2.create_game(
        rules, {proj2.PLAYER_PIECE: x, proj2.COMPUTER_PIECE: o},
        settings=proj2.create_settings(seed=1, think=think),
        record_path=record_path)


def state_of(diagram, game=None):
    """Parameters: diagram -- a position; game -- its game table (X at
    the keyboard against the naive computer under Othello's rules by
    default). Returns: a game state with X to move."""
    return proj2.create_play_state(board_from(diagram), game or game_with(),
                                   None)


# ---------------------------------------------------------------------
# The decisions, without a display.
# ---------------------------------------------------------------------

def test_a_human_with_a_move_is_waited_for():
    assert proj2.get_window_step(state_of(HUMAN_X_TO_PLAY_4X4)) == \
        proj2.STEP_HUMAN


def test_a_computer_to_move_is_asked():
    game = game_with(x=proj2.NAIVE, o=proj2.HUMAN)
    assert proj2.get_window_step(state_of(HUMAN_X_TO_PLAY_4X4, game)) == \
        proj2.STEP_COMPUTER


def test_a_stuck_human_passes_where_the_rules_allow_it():
    assert proj2.get_window_step(state_of(X_MUST_PASS)) == proj2.STEP_PASS


def test_a_stuck_human_ends_the_umbc_game():
    assert proj2.get_window_step(state_of(
        X_MUST_PASS, game_with(proj2.UMBC_RULES))) == proj2.STEP_OVER


def test_a_click_on_a_legal_square_plays_it():
    state = state_of(HUMAN_X_TO_PLAY_4X4)
    assert proj2.click_square(state, [0, 2]) == [True,
                                                 ["You played c1"]]
    assert state[proj2.STATE_BOARD][1][2] == proj2.PLAYER_PIECE
    assert state[proj2.STATE_DUE] == proj2.COMPUTER_PIECE


def test_a_click_on_an_illegal_square_gives_the_reason_and_changes_nothing():
    state = state_of(HUMAN_X_TO_PLAY_4X4)
    before = proj2.copy_board(state[proj2.STATE_BOARD])
    assert proj2.click_square(state, [0, 0]) == [
        False, [proj2.NO_FLIPS_MESSAGE]]
    assert proj2.click_square(state, [1, 1]) == [
        False, [proj2.OCCUPIED_MESSAGE]]
    assert state[proj2.STATE_BOARD] == before
    assert state[proj2.STATE_HISTORY] == []


def test_a_click_off_the_board_does_nothing():
    state = state_of(HUMAN_X_TO_PLAY_4X4)
    assert proj2.click_square(state, []) == [False, []]


def test_a_click_while_the_computer_is_to_move_asks_to_wait():
    game = game_with(x=proj2.NAIVE, o=proj2.HUMAN)
    assert proj2.click_square(state_of(HUMAN_X_TO_PLAY_4X4, game),
                              [0, 2]) == [
        False, ["Please wait: the computer (X) is thinking."]]


def test_a_click_after_the_end_says_how_to_start_again():
    assert proj2.click_square(state_of(NOBODY_CAN_MOVE), [3, 3]) == [
        False, [proj2.GAME_OVER_CLICK_MESSAGE]]


def test_the_status_of_an_ended_game_is_the_terminal_games_result():
    assert proj2.format_status(state_of(NOBODY_CAN_MOVE)) == (
        "Neither side has a legal move: the game is over. "
        "Final score: X 16, O 0 (X's 15 discs and the empty square). "
        "You win!")


def test_a_click_is_found_on_the_square_under_it():
    layout = proj2.get_board_layout(560, 560, 8, 8)
    cell = layout[proj2.LAYOUT_CELL]
    x = layout[proj2.LAYOUT_LEFT] + 3.5 * cell
    y = layout[proj2.LAYOUT_TOP] + 2.5 * cell
    assert proj2.find_clicked_square(layout, 8, 8, x, y) == [2, 3]


def test_a_click_in_the_margin_is_off_the_board():
    layout = proj2.get_board_layout(560, 560, 8, 8)
    assert proj2.find_clicked_square(layout, 8, 8, 2, 2) == []
    assert proj2.find_clicked_square(layout, 8, 8, 559, 300) == []


def test_the_board_grows_with_the_canvas_and_stays_centred():
    small = proj2.get_board_layout(400, 400, 8, 8)
    big = proj2.get_board_layout(800, 600, 8, 8)
    assert big[proj2.LAYOUT_CELL] > small[proj2.LAYOUT_CELL]
    board_width = 8 * big[proj2.LAYOUT_CELL]
    assert big[proj2.LAYOUT_LEFT] == pytest.approx((800 - board_width) / 2)


def test_the_one_row_board_leaves_room_for_its_bar():
    layout = proj2.get_board_layout(560, 220, 1, 12)
    cell = layout[proj2.LAYOUT_CELL]
    assert layout[proj2.LAYOUT_TOP] >= (proj2.ONE_ROW_BAR_CELLS
                                        + proj2.ONE_ROW_GAP_CELLS) * cell
    x = layout[proj2.LAYOUT_LEFT] + 4.5 * cell
    y = layout[proj2.LAYOUT_TOP] + cell / 2
    assert proj2.find_clicked_square(layout, 1, 12, x, y) == [0, 4]


def test_the_hint_is_a_legal_move_of_the_side_to_move():
    state = state_of(HUMAN_X_TO_PLAY_4X4)
    analysis = proj2.analyse_hint(state[proj2.STATE_BOARD],
                                  proj2.PLAYER_PIECE, state[proj2.STATE_GAME])
    assert analysis[proj2.ANALYSIS_MOVE] in proj2.get_rule_moves(
        state[proj2.STATE_BOARD], proj2.PLAYER_PIECE, proj2.STANDARD_RULES)


@pytest.mark.parametrize("args", [
    ["--gui", "--protocol", "ics32"], ["--gui", "--perft", "2"],
    ["--gui", "--match", "naive", "random"], ["--gui", "--analyze"],
    ["--gui", "--style", "rich"]])
def test_gui_is_refused_with_what_shows_no_game_in_it(args, capsys):
    check_usage_error(args, "--gui", capsys)


def test_without_tkinter_the_window_says_so_in_one_line(monkeypatch, capsys):
    # A module set to None in sys.modules cannot be imported.
    monkeypatch.setitem(sys.modules, "tkinter", None)
    assert proj2.main(["--gui"]) == 2
    written = capsys.readouterr()
    assert written.out == ""
    assert written.err == "proj2.py: " + proj2.NO_TKINTER_MESSAGE + "\n"


def test_importing_proj2_does_not_import_tkinter():
    result = subprocess.run(
        [sys.executable, "-c",
         "import sys, proj2; print('tkinter' in sys.modules)"],
        capture_output=True, cwd=REPO_ROOT, check=True,
        env=program_environment())
    assert result.stdout == b"False\n"


def test_without_a_display_the_window_says_so_in_one_line():
    pytest.importorskip("tkinter")
    env = program_environment()
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    result = subprocess.run([sys.executable, str(PROJ2_PATH), "--gui"],
                            capture_output=True, cwd=REPO_ROOT, env=env,
                            timeout=WAIT_SECONDS, check=False)
    assert result.returncode == 2
    assert result.stdout == b""
    assert result.stderr.startswith(b"proj2.py: cannot open a window: ")
    assert result.stderr.count(b"\n") == 1


# ---------------------------------------------------------------------
# The real window, under Xvfb.
# ---------------------------------------------------------------------

@pytest.fixture(scope="module")
def display():
    """Starts a virtual screen (Xvfb) for the window tests, or skips them
    with the reason. Returns: the display's name, such as ':5'."""
    pytest.importorskip("tkinter", reason="this Python has no tkinter")
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        pytest.skip("Xvfb is not installed (Debian: apt install xvfb)")
    reader, writer = os.pipe()
    server = subprocess.Popen([xvfb, "-displayfd", str(writer), "-screen",
                               "0", "1024x768x24", "-nolisten", "tcp"],
                              pass_fds=[writer], stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    os.close(writer)
    with os.fdopen(reader) as numbers:
        number = numbers.readline().strip()
    if number == "":
        server.kill()
        pytest.skip("Xvfb did not start")
    name = ":" + number
    saved = os.environ.get("DISPLAY")
    os.environ["DISPLAY"] = name
    yield name
    if saved is None:
        del os.environ["DISPLAY"]
    else:
        os.environ["DISPLAY"] = saved
    server.terminate()
    server.wait()


class Window:
    """A window opened for a test, with ways to click it and wait.

    Parameters: board -- the position; game -- the game table."""

    def __init__(self, board, game):
        self.table = proj2.open_window(board, game, None, TEST_PAUSE_MS)
        assert not isinstance(self.table, str), self.table
        self.root = self.table[proj2.WINDOW_ROOT]
        self.wait_until(lambda: self.root.winfo_ismapped())

    def state(self):
        """Returns: the game state the window plays."""
        return self.table[proj2.WINDOW_STATE]

    def wait_until(self, condition):
        """Lets the window run until a condition holds.

        Parameters: condition -- a function of no arguments.
        Returns: None (fails the test when the wait is too long)."""
        deadline = time.monotonic() + WAIT_SECONDS
        while not condition():
            assert time.monotonic() < deadline, "the window did not get there"
            self.root.update()
            time.sleep(0.005)

    def click(self, square):
        """Clicks the middle of a square, as a player does.

        Parameters: square -- the [row, col]. Returns: None."""
        layout = self.table[proj2.WINDOW_LAYOUT]
        cell = layout[proj2.LAYOUT_CELL]
        x = layout[proj2.LAYOUT_LEFT] + (square[1] + 0.5) * cell
        y = layout[proj2.LAYOUT_TOP] + (square[0] + 0.5) * cell
        self.table[proj2.WINDOW_CANVAS].event_generate(
            "<Button-1>", x=round(x), y=round(y))
        self.root.update()

    def press(self, key):
        """Presses a key in the window. Parameters: key -- its keysym."""
        self.root.focus_force()
        self.root.update()
        self.root.event_generate("<KeyPress-{}>".format(key))
        self.root.update()

    def message(self):
        """Returns: the window's message line."""
        return self.table[proj2.WINDOW_MESSAGE_LABEL].cget("text")

    def status(self):
        """Returns: the window's status line."""
        return self.table[proj2.WINDOW_STATUS_LABEL].cget("text")

    def humans_turn(self):
        """Returns: whether the window waits for a human's click."""
        return (not self.table[proj2.WINDOW_BUSY]
                and proj2.get_window_step(self.state()) in
                [proj2.STEP_HUMAN, proj2.STEP_OVER])

    def close(self):
        """Closes the window, and frees it at once on this thread: Tk
        aborts the program when a window is freed on another thread, as
        a computer's search thread may do when it collects garbage."""
        self.root.destroy()
        del self.root
        del self.table
        gc.collect()


@pytest.fixture
def opened(display):
    """Returns: a function that opens a Window (closed after the test)."""
    windows = []

    def open_one(board, game):
        """Parameters: board, game -- as Window. Returns: the Window."""
        windows.append(Window(board, game))
        return windows[-1]
    yield open_one
    for window in windows:
        window.close()


def test_a_click_plays_the_move_and_the_computer_replies(opened):
    window = opened(proj2.create_board(), game_with(proj2.UMBC_RULES))
    assert window.status() == "Move 1. X 2, O 2. You (X) to play."
    window.click([2, 4])
    assert window.state()[proj2.STATE_BOARD][3][4] == proj2.PLAYER_PIECE
    window.wait_until(window.humans_turn)
    assert window.message() == "The computer played 2 3"
    assert window.status() == "Move 3. X 3, O 3. You (X) to play."


def test_a_click_on_an_illegal_square_shows_why_in_the_status(opened):
    window = opened(proj2.create_board(), game_with(proj2.UMBC_RULES))
    window.click([0, 0])
    assert window.message() == proj2.NO_FLIPS_MESSAGE
    assert window.state()[proj2.STATE_BOARD] == proj2.create_board()
    assert window.status() == "Move 1. X 2, O 2. You (X) to play."


def test_a_game_against_the_computer_reaches_its_end(opened, tmp_path):
    rules = proj2.STANDARD_RULES
    record = tmp_path / "game.txt"
    game = game_with(rules, o=proj2.GREEDY_PLAYER, record_path=str(record))
    window = opened(proj2.create_start_board(6, 6, rules=rules), game)
    while proj2.get_window_step(window.state()) != proj2.STEP_OVER:
        window.wait_until(window.humans_turn)
        state = window.state()
        moves = proj2.get_rule_moves(state[proj2.STATE_BOARD],
                                     state[proj2.STATE_DUE], rules)
        if len(moves) > 0:
            window.click(moves[0])
    assert "the game is over." in window.status()
    assert "Final score: X " in window.status()
    # The record of a finished game has its result, as at the terminal.
    board = window.state()[proj2.STATE_BOARD]
    assert '[Result "{}-{}"]'.format(
        proj2.count_pieces(board, proj2.PLAYER_PIECE),
        proj2.count_pieces(board, proj2.COMPUTER_PIECE)) in record.read_text()


def test_resizing_the_window_scales_the_board(opened):
    window = opened(proj2.create_board(), game_with(proj2.UMBC_RULES))
    before = window.table[proj2.WINDOW_LAYOUT][proj2.LAYOUT_CELL]
    window.root.geometry("900x1000")
    window.wait_until(lambda: window.table[proj2.WINDOW_LAYOUT][
        proj2.LAYOUT_CELL] > before * 1.3)
    # A click still lands on the square under it at the new size.
    window.click([2, 4])
    assert window.state()[proj2.STATE_BOARD][2][4] == proj2.PLAYER_PIECE


def test_undo_takes_back_the_move_and_the_reply(opened):
    window = opened(proj2.create_board(), game_with(proj2.UMBC_RULES))
    window.click([2, 4])
    window.wait_until(window.humans_turn)
    window.press("u")
    assert window.message() == "Taken back: 2 4, 2 3."
    assert window.state()[proj2.STATE_BOARD] == proj2.create_board()


def test_new_game_starts_again(opened):
    window = opened(proj2.create_board(), game_with(proj2.UMBC_RULES))
    window.click([2, 4])
    window.wait_until(window.humans_turn)
    window.press("n")
    assert window.state()[proj2.STATE_BOARD] == proj2.create_board()
    assert window.status() == "Move 1. X 2, O 2. You (X) to play."


def test_hint_marks_the_strongest_computers_move(opened):
    window = opened(proj2.create_board(), game_with(proj2.UMBC_RULES))
    window.press("h")
    window.wait_until(lambda: window.table[proj2.WINDOW_HINT] != [])
    hint = window.table[proj2.WINDOW_HINT]
    assert hint in proj2.get_valid_moves(proj2.create_board(),
                                         proj2.PLAYER_PIECE)
    assert window.message().startswith("Best move: {} {}".format(*hint))


def test_the_window_answers_while_the_computer_thinks(opened):
    game = game_with(proj2.STANDARD_RULES, o="level5", think=1.0)
    window = opened(proj2.create_start_board(rules=proj2.STANDARD_RULES), game)
    window.click([4, 5])
    thinking_started = time.monotonic()
    slowest = 0
    while not window.humans_turn():
        started = time.monotonic()
        window.root.update()
        slowest = max(slowest, time.monotonic() - started)
        time.sleep(0.005)
    # The computer thought for a good part of a second, and replied.
    assert time.monotonic() - thinking_started > 0.3
    assert len(window.state()[proj2.STATE_HISTORY]) == 2
    assert slowest < 0.25


def test_a_stuck_human_passes_with_the_terminal_games_line(opened):
    window = opened(board_from(X_MUST_PASS), game_with())
    window.wait_until(lambda: len(window.state()[proj2.STATE_HISTORY]) > 1)
    assert window.state()[proj2.STATE_HISTORY][0] == [proj2.PLAYER_PIECE, []]


def test_the_one_row_game_is_drawn_under_a_bar_with_reversi(opened):
    rules = proj2.ONE_ROW_RULES
    window = opened(proj2.create_start_board(1, 12, rules=rules),
                    game_with(rules, o=proj2.HUMAN))
    canvas = window.table[proj2.WINDOW_CANVAS]
    texts = [canvas.itemcget(item, "text")
             for item in canvas.find_all()
             if canvas.type(item) == "text"]
    assert "REVERSI" in texts
    assert [str(number) for number in range(1, 13)] == [
        text for text in texts if text.isdigit()]
    window.click([0, 4])
    assert window.message() == "X played 5"


def test_an_othello_board_is_labelled_a_to_h_and_1_to_8(opened):
    window = opened(proj2.create_start_board(rules=proj2.STANDARD_RULES),
                    game_with(proj2.STANDARD_RULES, o=proj2.HUMAN))
    canvas = window.table[proj2.WINDOW_CANVAS]
    texts = [canvas.itemcget(item, "text")
             for item in canvas.find_all()
             if canvas.type(item) == "text"]
    assert texts[:16] == list("abcdefgh") + [str(row) for row in
                                             range(1, 9)]
    window.click([4, 5])
    assert window.message() == "X played f5"
