"""The window (--gui): the decisions it drives, tested without a display,
and the real window under Xvfb, clicked with event_generate: one window,
put back as it opened before each test, serves them all."""

import dataclasses
import fnmatch
import functools
import gc
import os
import shutil
import sqlite3
import subprocess
import sys
import time

import pytest

import proj2
from helpers import (PROGRAM_COMMAND, REPO_ROOT, FakeClock, board_from,
                     check_usage_error,
                     get_control_state, load_game, make_library,
                     position_after, program_environment, small_game,
                     state_after_moves, value_after)

X, O = proj2.PLAYER_PIECE, proj2.COMPUTER_PIECE
STANDARD = proj2.STANDARD_RULES

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
              think=0.05, record_path=None, node_limit=None):
    """Parameters: rules -- a rule set; x, o -- the players; think -- the
        searching computers' think time (quick by default); record_path
        -- the file to keep the record in, or None; node_limit -- None,
        or the node budget of every search (Settings.node_limit).
    Returns: a game table, X moving first."""
    return proj2.create_game(
        proj2.NewGame(rules, {proj2.PLAYER_PIECE: x, proj2.COMPUTER_PIECE: o}),
        settings=proj2.create_settings(seed=1, think=think,
                                       node_limit=node_limit),
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
    assert proj2.click_square(state, [0, 2]) == proj2.HistoryChange(
        True, ["You played c1"])
    assert state.board[1][2] == proj2.PLAYER_PIECE
    assert state.due == proj2.COMPUTER_PIECE


def test_a_click_on_an_illegal_square_gives_the_reason_and_changes_nothing():
    state = state_of(HUMAN_X_TO_PLAY_4X4)
    before = proj2.copy_board(state.board)
    assert proj2.click_square(state, [0, 0]) == proj2.HistoryChange(
        False, [proj2.NO_FLIPS_MESSAGE])
    assert proj2.click_square(state, [1, 1]) == proj2.HistoryChange(
        False, [proj2.OCCUPIED_MESSAGE])
    assert state.board == before
    assert state.history == []


def test_a_click_off_the_board_does_nothing():
    state = state_of(HUMAN_X_TO_PLAY_4X4)
    assert proj2.click_square(state, []) == proj2.HistoryChange(False, [])


def test_a_click_while_the_computer_is_to_move_asks_to_wait():
    game = game_with(x=proj2.NAIVE, o=proj2.HUMAN)
    assert proj2.click_square(state_of(HUMAN_X_TO_PLAY_4X4, game),
                              [0, 2]) == proj2.HistoryChange(
        False, ["Please wait: the computer (X) is thinking."])


def test_a_click_after_the_end_says_how_to_start_again():
    assert proj2.click_square(state_of(NOBODY_CAN_MOVE), [3, 3]) == (
        proj2.HistoryChange(False, [proj2.GAME_OVER_CLICK_MESSAGE]))


def test_the_status_of_an_ended_game_is_the_terminal_games_result():
    assert proj2.format_status(state_of(NOBODY_CAN_MOVE)) == (
        "Neither side has a legal move: the game is over. "
        "Final score: X 16, O 0 (X's 15 discs and the empty square). "
        "You win!")


def test_a_click_is_found_on_the_square_under_it():
    layout = proj2.get_board_layout(560, 560, 8, 8)
    cell = layout.cell
    x = layout.left + 3.5 * cell
    y = layout.top + 2.5 * cell
    assert proj2.find_clicked_square(layout, 8, 8, x, y) == [2, 3]


def test_a_click_in_the_margin_is_off_the_board():
    layout = proj2.get_board_layout(560, 560, 8, 8)
    assert proj2.find_clicked_square(layout, 8, 8, 2, 2) == []
    assert proj2.find_clicked_square(layout, 8, 8, 559, 300) == []


def test_the_board_grows_with_the_canvas_and_stays_centred():
    small = proj2.get_board_layout(400, 400, 8, 8)
    big = proj2.get_board_layout(800, 600, 8, 8)
    assert big.cell > small.cell
    board_width = 8 * big.cell
    assert big.left == pytest.approx((800 - board_width) / 2)


def test_the_one_row_board_leaves_room_for_its_bar():
    layout = proj2.get_board_layout(560, 220, 1, 12)
    cell = layout.cell
    assert layout.top >= (proj2.ONE_ROW_BAR_CELLS
                          + proj2.ONE_ROW_GAP_CELLS) * cell
    x = layout.left + 4.5 * cell
    y = layout.top + cell / 2
    assert proj2.find_clicked_square(layout, 1, 12, x, y) == [0, 4]


def test_the_hint_is_a_legal_move_of_the_side_to_move():
    state = state_of(HUMAN_X_TO_PLAY_4X4)
    analysis = proj2.analyse_hint(state.board,
                                  proj2.PLAYER_PIECE, state.game)
    assert analysis.move in proj2.get_rule_moves(
        state.board, proj2.PLAYER_PIECE, proj2.STANDARD_RULES)


@pytest.mark.parametrize("args", [
    ["--gui", "--protocol", "ics32"], ["--gui", "--perft", "2"],
    ["--gui", "--match", "naive", "random"], ["--gui", "--analyze"],
    ["--gui", "--style", "rich"]])
def test_gui_is_refused_with_what_shows_no_game_in_it(args, capsys):
    check_usage_error(args, "--gui", capsys)


def test_without_tkinter_the_window_says_so_in_one_line(monkeypatch, capsys):
    # A module set to None in sys.modules cannot be imported.
    monkeypatch.setitem(sys.modules, "tkinter", None)
    assert proj2.run_program(["--gui"]) == 2
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
    result = subprocess.run([*PROGRAM_COMMAND, "--gui"],
                            capture_output=True, cwd=REPO_ROOT, env=env,
                            timeout=WAIT_SECONDS, check=False)
    assert result.returncode == 2
    assert result.stdout == b""
    assert result.stderr.startswith(b"proj2.py: cannot open a window: ")
    assert result.stderr.count(b"\n") == 1


# ---------------------------------------------------------------------
# The analysis board's logic, without a display.
# ---------------------------------------------------------------------

def played_state(moves, game=None):
    """Parameters: moves -- a move string of a standard game; game -- its
    game table. Returns: the game state after the moves."""
    return state_after_moves(moves, game or game_with())


def test_the_view_shows_the_game_as_it_stood_after_a_move():
    state = played_state("f5d6c3")
    shown = proj2.get_view_state(state, 1)
    after_f5 = proj2.create_start_board(rules=STANDARD)
    proj2.apply_rule_move(after_f5, 4, 5, X, STANDARD)
    assert shown.board == after_f5
    assert shown.due == O
    assert len(state.history) == 3


def test_the_view_of_the_present_is_the_game_itself():
    state = played_state("f5d6c3")
    assert proj2.get_view_state(state, 3) is state


@pytest.mark.parametrize("where, view", [
    (proj2.GO_FIRST, 0), (proj2.GO_BACK, 1), (proj2.GO_FORWARD, 3),
    (proj2.GO_LAST, 3)])
def test_the_keys_move_the_view(where, view):
    assert proj2.get_new_view(2, where, 3) == view


def test_the_view_stops_at_the_start_and_at_the_present():
    assert proj2.get_new_view(0, proj2.GO_BACK, 3) == 0
    assert proj2.get_new_view(3, proj2.GO_FORWARD, 3) == 3


def test_a_new_line_from_an_earlier_point_drops_the_later_moves():
    state = played_state("f5d6c3d3")
    proj2.start_line_at(state, 2)
    assert proj2.format_move_string(state.board,
                                    state.history) == "f5d6"
    assert state.board == played_state("f5d6").board
    assert proj2.click_square(state, [3, 2]).changed  # c4 after f5 d6


def test_losing_later_moves_is_asked_with_their_number():
    assert proj2.format_later_moves_question(1) == (
        "Playing here starts a new line: the game's last move will be "
        "lost. Play here?")
    assert "the game's last 3 moves" in proj2.format_later_moves_question(3)


def test_the_move_list_numbers_each_move_and_shows_its_mark():
    state = played_state("f5d6c3")
    assert proj2.list_move_entries(state, {2: 1}) == [
        "  0. start", "  1. X f5", "  2. O d6 ?", "  3. X c3"]


def test_the_move_list_writes_squares_as_the_rule_set_does():
    state = proj2.create_play_state(proj2.create_board(),
                                    game_with(proj2.UMBC_RULES), None)
    proj2.click_square(state, [2, 4])
    assert proj2.list_move_entries(state, {})[1] == "  1. X 2 4"


def test_the_new_game_dialog_starts_from_the_games_own_values():
    game = game_with(o="level3")
    board = proj2.create_start_board(6, 6, rules=STANDARD)
    assert proj2.get_game_choices(game, board) == proj2.GameChoices(
        rules="standard", size="6x6", x="human", o="level3", clock="",
        increment="0", think="0.05")


def test_the_new_game_dialog_starts_from_the_games_clock():
    game = dataclasses.replace(game_with(o="level3"),
                               clock=proj2.parse_clock_setting("1.5+2"))
    choices = proj2.get_game_choices(game, proj2.create_board())
    assert [choices.clock, choices.increment] == ["1.5", "2"]


CLOCK_REFUSAL = ("The clock is minutes (above 0, at most 600) and seconds "
                 "back after each move (at most 600); no minutes, no clock.")
THINK_REFUSAL = "The think time is seconds a move, above 0 and at most 3600."


def dialog_choices(**changes):
    """Returns: the new-game dialog's choices for an Othello game between
    a human and level3, with no clock, changed as asked."""
    return dataclasses.replace(proj2.GameChoices(
        "standard", "8x8", "human", "level3", "", "0", "1"), **changes)


@pytest.mark.parametrize("changes, refusal", [
    ({}, ""),
    ({"clock": "5", "increment": "3"}, ""),
    ({"clock": "0"}, CLOCK_REFUSAL),
    ({"clock": "5", "increment": "-1"}, CLOCK_REFUSAL),
    ({"think": "0"}, THINK_REFUSAL),
    ({"think": "nan"}, THINK_REFUSAL),
    ({"x": "best"}, "best plays only against the naive computer; O is "
     "level3."),
    ({"x": "best", "o": "naive", "rules": "umbc"}, ""),
    ({"x": "best", "o": "naive", "clock": "1"},
     "Best plays the whole game against the naive computer with no clock; "
     "X is best. Clear the clock's minutes."),
    ({"rules": "umbc", "clock": "1"},
     "The course's rules (umbc) play with no clock. Clear the clock's "
     "minutes.")])
def test_the_new_game_dialogs_choices_are_checked(changes, refusal):
    assert proj2.get_choices_refusal(dialog_choices(**changes),
                                     game_with()) == refusal


def test_a_chosen_game_has_the_clock_and_think_time_chosen():
    chosen = proj2.create_chosen_game(
        dialog_choices(clock="2", increment="1", think="0.5"),
        game_with(think=3))
    assert chosen.game.clock == proj2.ClockSetting(120, 1)
    assert chosen.game.settings.think == 0.5


def test_a_chosen_game_without_minutes_has_no_clock():
    game = dataclasses.replace(game_with(),
                               clock=proj2.parse_clock_setting("1+2"))
    assert proj2.create_chosen_game(dialog_choices(), game).game.clock is None


def test_the_dialog_describes_every_player_best_too():
    lines = proj2.list_player_lines()
    assert len(lines) == len(proj2.PLAYER_KINDS)
    assert "best: the best whole game against the naive computer; no " \
        "clock" in lines
    assert "level1: looks 1 move ahead; perfect from 4 empty squares" in lines
    assert "level4: looks 5 moves ahead; perfect from 12 empty squares" \
        in lines


def test_the_new_game_dialog_offers_every_even_size():
    assert proj2.list_size_choices(proj2.create_board()) == [
        "4x4", "6x6", "8x8", "10x10", "12x12", "14x14", "16x16"]
    assert proj2.list_size_choices(proj2.create_start_board(6, 8))[-1] == "6x8"


def test_a_chosen_game_has_the_rules_size_and_players_chosen():
    chosen = proj2.create_chosen_game(
        proj2.GameChoices(rules="umbc", size="10x10", x="level1",
                          o="human"),
        game_with(think=0.3))
    game, board = chosen.game, chosen.board
    assert game.rules is proj2.UMBC_RULES
    assert board == proj2.create_start_board(10, 10)
    assert game.player_names == {X: "level1", O: "human"}
    assert game.settings.think == 0.3
    assert game.record_path is None


def test_the_one_row_game_keeps_its_row_whatever_size_is_chosen():
    board = proj2.create_chosen_game(
        proj2.GameChoices(rules="1d", size="8x8", x="human", o="human"),
        game_with()).board
    assert board == [[proj2.EMPTY] * 12]


def test_an_opened_game_has_the_records_rules_and_players(tmp_path):
    record = tmp_path / "game.txt"
    state = played_state("f5d6c3", game_with(o="level2"))
    assert proj2.save_state(state, str(record)) == ""
    loaded = load_game(str(record))
    game = proj2.create_opened_game(loaded, game_with())
    assert game.player_names == {X: "human", O: "level2"}
    assert loaded.history == state.history


def test_an_opened_game_of_another_format_keeps_the_windows_players(
        tmp_path):
    path = tmp_path / "game.ggf"
    path.write_text("(;GM[Othello]PB[ann]PW[bob]TY[8]B[f5];)\n")
    game = proj2.create_opened_game(load_game(str(path)),
                                    game_with(o="level3"))
    assert game.player_names == {X: "human", O: "level3"}


def test_saving_notes_the_game_saved_and_the_file_its_own(tmp_path):
    state = played_state("f5", game_with(o=proj2.HUMAN))
    assert not proj2.is_unsaved(state)
    proj2.click_square(state, [5, 3])
    assert proj2.is_unsaved(state)
    path = str(tmp_path / "game.txt")
    assert proj2.save_state(state, path) == ""
    assert not proj2.is_unsaved(state)
    assert proj2.check_file_to_replace(path, state) == ""
    assert '[Moves "f5d6"]' in (tmp_path / "game.txt").read_text()


def test_copied_moves_are_a_move_string_in_othello():
    assert proj2.get_moves_text(played_state("f5d6c3")) == "f5d6c3"


def test_copied_moves_are_written_as_typed_elsewhere():
    state = proj2.create_play_state(proj2.create_board(),
                                    game_with(proj2.UMBC_RULES, o="human"),
                                    None)
    proj2.click_square(state, [2, 4])
    reply = proj2.get_legal_moves(state)[0]
    proj2.click_square(state, reply)
    assert proj2.get_moves_text(state) == "2 4, {} {}".format(*reply)


def test_pasted_moves_are_played_from_the_games_start():
    state = played_state("")
    pasted = proj2.read_pasted_moves(state, " F5 d6\nc3 ")
    assert pasted.error == ""
    assert pasted.start is state.start and pasted.first == X
    assert [entry[1] for entry in pasted.history] == [[4, 5], [5, 3],
                                                      [2, 2]]


def test_a_pasted_illegal_move_is_named_in_one_sentence():
    assert proj2.read_pasted_moves(played_state(""), "f5f5").error == (
        "Not pasted: move 2 (f5): " + proj2.OCCUPIED_MESSAGE)


def test_pasting_needs_named_squares():
    state = proj2.create_play_state(proj2.create_board(),
                                    game_with(proj2.UMBC_RULES), None)
    assert proj2.read_pasted_moves(state, "f5").error == (
        proj2.PASTE_RULES_MESSAGE)


def opinion(lower, upper, estimate):
    """Returns: an opinion of the move a1 with these values."""
    return proj2.Opinion(move=[0, 0], lower=lower, upper=upper,
                         estimate=estimate, key=estimate)


INFINITE = proj2.INFINITE_SCORE


@pytest.mark.parametrize("values, shown", [
    ((6, 6, 6), ("+6", True)), ((0, 0, 0), ("0", True)),
    ((10, INFINITE, 12), ("\u2265+10", False)),
    ((-INFINITE, -2, -5), ("\u2264-2", False)),
    ((-INFINITE, INFINITE, -3.4), ("-3", False)),
    ((-8, 4, 1), ("+1", False))])
def test_a_value_on_the_board_is_marked_exact_or_labelled(values, shown):
    assert proj2.format_square_value(opinion(*values)) == (
        proj2.SquareValue(*shown))


def test_the_graph_shows_values_for_the_side_that_moves_first():
    assert proj2.get_graph_value(opinion(4, 4, 4), X, X) == (
        proj2.GraphValue(4, True))
    assert proj2.get_graph_value(opinion(-8, INFINITE, 2), O, X) == (
        proj2.GraphValue(-2, False))


def test_a_click_on_the_graph_finds_the_nearest_move():
    size = [200, 100]
    for index in range(11):
        x = proj2.get_graph_point(index, 0, 10, size, 16).x
        assert proj2.find_graph_index(x + 3, 10, 200) == index
    assert proj2.find_graph_index(-50, 10, 200) == 0
    assert proj2.find_graph_index(500, 10, 200) == 10


def test_the_graph_puts_the_first_sides_gains_up():
    top = proj2.get_graph_point(0, 16, 10, [200, 100], 16).y
    middle = proj2.get_graph_point(0, 0, 10, [200, 100], 16).y
    bottom = proj2.get_graph_point(0, -16, 10, [200, 100], 16).y
    assert top < middle < bottom
    assert middle == pytest.approx((top + bottom) / 2)


def test_a_flip_narrows_on_the_old_side_and_widens_on_the_new():
    assert proj2.get_flip_frame(0) == proj2.FlipFrame(False, 1)
    assert proj2.get_flip_frame(0.25).new_side is False
    assert 0 < proj2.get_flip_frame(0.25).width < 1
    assert proj2.get_flip_frame(0.5).new_side is True
    assert proj2.get_flip_frame(0.5).width == pytest.approx(0, abs=1e-9)
    assert proj2.get_flip_frame(1) == proj2.FlipFrame(True, 1)


def test_the_window_says_which_colour_you_play():
    assert proj2.format_sides(game_with(), proj2.WINDOW_PIECE_NAMES,
                              proj2.MOUSE_PLACE) == (
        "You play black (X); the computer (naive) plays white (O).")
    assert "keyboard" not in proj2.format_sides(
        game_with(o=proj2.HUMAN), proj2.WINDOW_PIECE_NAMES,
        proj2.MOUSE_PLACE)


def test_the_keys_help_lists_every_menu_command_with_its_shortcut():
    commands = proj2.get_window_commands()
    keys = proj2.format_keys_help(commands)
    for command in commands:
        assert "{} > {}".format(command.menu, command.label) in keys
        assert command.shortcut in keys
    assert [command.menu for command in commands].count("View") == 5


def test_the_open_dialog_shows_every_format_it_reads_at_first(monkeypatch):
    filedialog = pytest.importorskip("tkinter.filedialog")
    offered = []
    monkeypatch.setattr(filedialog, "askopenfilename",
                        lambda **options: offered.append(options) or "")
    assert proj2.choose_file(None, False) == ""
    patterns = offered[0]["filetypes"][0][1]
    if isinstance(patterns, str):
        patterns = patterns.split()
    for name in ["game.txt", "games.ggf", "WTH_2026.wtb", "WTH_1999.WTB"]:
        assert any(fnmatch.fnmatchcase(name, pattern)
                   for pattern in patterns), name


def test_the_values_shown_are_the_terminals_analysis():
    board, side = position_after(STANDARD, 4, 4, 7, 3)
    game = game_with(think=5)
    task = proj2.AnalysisTask(proj2.TASK_VALUES)
    proj2.work_out_values(board, side, game, task)
    opinions = task.results[-1][1]
    assert opinions == proj2.analyse_moves(
        board, side, STANDARD, game.settings, None, proj2.AnalysisRun(5))
    for shown in opinions:
        assert shown.lower == shown.upper == \
            value_after(board, side, shown.move, STANDARD)


def test_a_cancelled_task_stops_its_searches():
    task = proj2.AnalysisTask(proj2.TASK_VALUES, cancelled=True)
    search = proj2.create_search_state(
        proj2.build_engine(STANDARD, 8, 8), proj2.DEFAULT_EVALUATION, 1,
        10 ** 6, time.perf_counter() + 10 ** 6)
    proj2.watch_task_search(task, search)
    assert search.node_limit == 0
    with pytest.raises(proj2.AnalysisCancelled):
        proj2.put_result(task, "values")


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
    """The real window the window tests share, with ways to put it back
    as it opened, click it and wait.

    Parameters: board -- the position it opens on; game -- the Game."""

    def __init__(self, board, game):
        self.table = proj2.open_window(board, game, None, TEST_PAUSE_MS)
        assert not isinstance(self.table, str), self.table
        self.root = self.table.root
        self.wait_until(lambda: self.root.winfo_ismapped())
        self.root.update()
        # What reset puts back: the window's size as it opened, and the
        # questions and file dialogs a test may replace.
        self.size = self.current_size()
        table = self.table
        self.dialogs = [table.ask, table.choose_open, table.choose_save,
                        table.choose_game]

    def current_size(self):
        """Returns: the window's [width, height], in pixels."""
        return [self.root.winfo_width(), self.root.winfo_height()]

    def reset(self, board, game):
        """Puts the window back as open_window leaves it, on a game of its
        own: no dialog or help open, its first size, the view options at
        their defaults but animation, which is off unless a test turns it
        on (it takes a quarter of a second a move).

        Parameters: board, game -- as open_window. Returns: None."""
        table = self.table
        if table.dialog is not None:
            proj2.on_dialog_close(table, table.dialog)
        if table.editor is not None:
            proj2.close_editor(table)
        if table.explorer is not None:
            proj2.close_explorer(table)
        if table.text_window is not None:
            table.text_window.destroy()
            table.text_window = None
        (table.ask, table.choose_open, table.choose_save,
         table.choose_game) = self.dialogs
        table.show = proj2.ViewOptions(animation=False)
        for option, variable in table.checks.items():
            variable.set(getattr(table.show, option))
        proj2.place_panel(table, table.wide)
        self.root.clipboard_clear()
        if self.current_size() != self.size:
            self.root.geometry("{}x{}".format(*self.size))
            self.wait_until(lambda: self.current_size() == self.size)
        proj2.replace_game(table, game, board, None, None, [
            proj2.format_sides(game, proj2.WINDOW_PIECE_NAMES,
                               proj2.MOUSE_PLACE)])
        self.root.update()

    def state(self):
        """Returns: the game state the window plays."""
        return self.table.state

    def wait_until(self, condition):
        """Lets the window run until a condition holds.

        Parameters: condition -- a function of no arguments.
        Returns: None (fails the test when the wait is too long)."""
        deadline = time.monotonic() + WAIT_SECONDS
        while not condition():
            assert time.monotonic() < deadline, "the window did not get there"
            self.root.update()
            time.sleep(0.001)

    def click(self, square, button="<Button-1>"):
        """Clicks the middle of a square, as a player does.

        Parameters: square -- the [row, col]; button -- the click's event
        (a right click: '<Button-3>'). Returns: None."""
        layout = self.table.layout
        cell = layout.cell
        x = layout.left + (square[1] + 0.5) * cell
        y = layout.top + (square[0] + 0.5) * cell
        self.table.canvas.event_generate(
            button, x=round(x), y=round(y))
        self.root.update()

    def press(self, key):
        """Presses a key in the window, as the bindings name it.

        Parameters: key -- such as 'h', 'Left' or 'Control-z'."""
        self.root.focus_force()
        self.root.update()
        self.root.event_generate("<{}>".format(key))
        self.root.update()

    def answer(self, yes):
        """Makes every question the window asks be answered so; the
        questions are kept. Parameters: yes -- the answer.
        Returns: the list the questions go in."""
        asked = []

        def ask(question):
            asked.append(question)
            return yes
        self.table.ask = ask
        return asked

    def texts(self):
        """Returns: the texts written on the board's canvas."""
        canvas = self.table.canvas
        return [canvas.itemcget(item, "text") for item in canvas.find_all()
                if canvas.type(item) == "text"]

    def discs(self, piece):
        """Returns: how many discs of a piece the canvas shows."""
        return len(self.table.canvas.find_withtag(piece))

    def message(self):
        """Returns: the window's message line."""
        return self.table.message_label.cget("text")

    def refusal(self):
        """Returns: the window's refusal line."""
        return self.table.refusal_label.cget("text")

    def status(self):
        """Returns: the window's status line."""
        return self.table.status_label.cget("text")

    def humans_turn(self):
        """Returns: whether the window waits for a human's click."""
        return (not self.table.busy
                and proj2.get_animation(self.table) is None
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


@pytest.fixture(scope="module")
def shared_window(display):
    """Returns: the one real Window the window tests share (opening a
    window for each test took most of their time); closed after them."""
    window = Window(proj2.create_board(), game_with(o=proj2.HUMAN))
    yield window
    window.close()


@pytest.fixture
def opened(shared_window):
    """Returns: a function that puts the shared Window back as it opened,
    on a position and a game (see Window.reset), and returns it."""

    def open_one(board, game):
        """Parameters: board, game -- as Window. Returns: the Window."""
        shared_window.reset(board, game)
        return shared_window
    return open_one


def test_the_window_opens_within_a_1024_by_768_screen(shared_window):
    # The virtual screen is 1024 x 768, wider than high: the window opens
    # landscape, the move list beside the board, within the screen.
    root = shared_window.root
    assert [root.winfo_screenwidth(), root.winfo_screenheight()] == [
        1024, 768]
    width, height = shared_window.size
    assert height <= 768 * proj2.SCREEN_SHARE
    assert width <= 1024 * proj2.SCREEN_SHARE
    assert width > height
    assert shared_window.table.wide


def test_the_board_fills_the_room_the_screen_leaves(shared_window):
    canvas = shared_window.table.canvas
    side = min(canvas.winfo_width(), canvas.winfo_height())
    assert proj2.MIN_CANVAS_SIDE < side <= proj2.START_CANVAS_WIDTH
    assert side >= 768 * proj2.SCREEN_SHARE - 250


def test_a_click_plays_the_move_and_the_computer_replies(opened):
    window = opened(proj2.create_board(), game_with(proj2.UMBC_RULES))
    assert window.status() == "Move 1. Black 2, White 2. You (black) to play."
    window.click([2, 4])
    assert window.state().board[3][4] == proj2.PLAYER_PIECE
    window.wait_until(window.humans_turn)
    assert window.message() == "The computer played 2 3"
    assert window.status() == "Move 3. Black 3, White 3. You (black) to play."


def test_a_refused_click_keeps_the_last_message_and_shows_why_apart(opened):
    window = opened(proj2.create_board(), game_with(proj2.UMBC_RULES))
    window.click([2, 4])
    window.wait_until(window.humans_turn)
    window.click([0, 0])
    assert window.message() == "The computer played 2 3"
    assert window.refusal() == proj2.NO_FLIPS_MESSAGE
    assert window.status() == "Move 3. Black 3, White 3. You (black) to play."


def test_a_game_against_the_computer_reaches_its_end(opened, tmp_path):
    rules = proj2.STANDARD_RULES
    record = tmp_path / "game.txt"
    game = game_with(rules, o=proj2.GREEDY_PLAYER, record_path=str(record))
    window = opened(proj2.create_start_board(4, 4, rules=rules), game)
    while proj2.get_window_step(window.state()) != proj2.STEP_OVER:
        window.wait_until(window.humans_turn)
        state = window.state()
        moves = proj2.get_rule_moves(state.board,
                                     state.due, rules)
        if len(moves) > 0:
            window.click(moves[0])
    assert "the game is over." in window.status()
    assert "Final score: X " in window.status()
    # The record of a finished game has its result, as at the terminal.
    board = window.state().board
    assert '[Result "{}-{}"]'.format(
        proj2.count_pieces(board, proj2.PLAYER_PIECE),
        proj2.count_pieces(board, proj2.COMPUTER_PIECE)) in record.read_text()


def test_resizing_the_window_scales_the_board(opened):
    window = opened(proj2.create_board(), game_with(proj2.UMBC_RULES))
    before = window.table.layout.cell
    window.root.geometry("900x1000")
    window.wait_until(lambda: window.table.layout.cell > before * 1.3)
    # A click still lands on the square under it at the new size.
    window.click([2, 4])
    assert window.state().board[2][4] == proj2.PLAYER_PIECE


def test_hint_marks_the_strongest_computers_move(opened):
    window = opened(proj2.create_board(), game_with(proj2.UMBC_RULES))
    window.press("h")
    window.wait_until(lambda: window.table.hint != [])
    hint = window.table.hint
    assert hint in proj2.get_valid_moves(proj2.create_board(),
                                         proj2.PLAYER_PIECE)
    assert window.message().startswith("Best move: {} {}".format(*hint))


def test_the_window_answers_while_the_computer_thinks(opened):
    # (On the 6x6 board: on the 8x8 one, level5 answers the first moves
    # from its opening book at once.)
    game = game_with(proj2.STANDARD_RULES, o="level5", think=0.2)
    window = opened(proj2.create_start_board(6, 6,
                                             rules=proj2.STANDARD_RULES), game)
    window.click([3, 4])
    updates = 0
    slowest = 0
    while not window.humans_turn():
        started = time.monotonic()
        window.root.update()
        updates += 1
        slowest = max(slowest, time.monotonic() - started)
        time.sleep(0.005)
    # The window kept answering, every update quick, while the computer
    # thought on another thread; then it replied.
    assert updates > 1
    assert len(window.state().history) == 2
    assert slowest < 0.25


def test_a_stuck_human_passes_with_the_terminal_games_line(opened):
    window = opened(board_from(X_MUST_PASS), game_with())
    window.wait_until(lambda: len(window.state().history) > 1)
    assert window.state().history[0] == [proj2.PLAYER_PIECE, []]


def test_a_position_where_you_must_pass_says_so_in_the_status(opened):
    window = opened(board_from(X_MUST_PASS), game_with())
    window.wait_until(lambda: len(window.state().history) > 1)
    window.press("Home")
    assert window.status() == (
        "After move 0 of 2: black 8, white 4. You (black) must pass: the "
        "computer (white) to play here; End returns to the game.")


def test_the_one_row_game_is_drawn_under_a_bar_with_reversi(opened):
    rules = proj2.ONE_ROW_RULES
    window = opened(proj2.create_start_board(1, 12, rules=rules),
                    game_with(rules, o=proj2.HUMAN))
    canvas = window.table.canvas
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
    canvas = window.table.canvas
    texts = [canvas.itemcget(item, "text")
             for item in canvas.find_all()
             if canvas.type(item) == "text"]
    assert texts[:16] == list("abcdefgh") + [str(row) for row in
                                             range(1, 9)]
    window.click([4, 5])
    assert window.message() == "X played f5"


# ---------------------------------------------------------------------
# The analysis board, under Xvfb: every menu command by its shortcut.
# ---------------------------------------------------------------------

def othello_window(opened, moves="", o=proj2.HUMAN):
    """Parameters: opened -- the fixture; moves -- a move string played
    first; o -- who plays O. Returns: a Window on a standard game."""
    start = proj2.create_start_board(rules=STANDARD)
    replayed = proj2.replay_move_string(moves, start, X, STANDARD)
    window = opened(replayed.board, game_with(o=o))
    proj2.replace_game(window.table, game_with(o=o),
                       replayed.board,
                       [start, replayed.history], None, [])
    window.wait_until(window.humans_turn)
    return window


def start_dialog_game(window):
    """Presses Return in the new-game dialog of a Window."""
    top = window.table.dialog.top
    top.focus_force()
    window.root.update()
    top.event_generate("<Return>")
    window.root.update()


def test_every_menu_item_shows_its_shortcut(opened):
    window = othello_window(opened)
    root = window.root
    bar = root.nametowidget(root.cget("menu"))
    shown = []
    for index in range(bar.index("end") + 1):
        menu = root.nametowidget(bar.entrycget(index, "menu"))
        for item in range(menu.index("end") + 1):
            shown.append([bar.entrycget(index, "label"),
                          menu.entrycget(item, "label"),
                          menu.entrycget(item, "accelerator")])
    assert shown == [[command.menu, command.label, command.shortcut]
                     for command in proj2.get_window_commands()]


def test_ctrl_n_opens_the_new_game_dialog_and_starts_the_choice(opened):
    window = othello_window(opened, "f5")
    window.press("Control-n")
    dialog = window.table.dialog
    assert dialog.rules.get() == "standard"
    assert dialog.size.get() == "8x8"
    dialog.rules.set("umbc")
    dialog.size.set("6x6")
    dialog.o.set("human")
    start_dialog_game(window)
    assert window.table.dialog is None
    assert window.state().board == proj2.create_start_board(6, 6)
    assert window.root.title() == "proj2 Reversi (umbc)"


def test_the_new_game_dialog_holds_the_board_and_explains_its_choices(
        opened):
    window = othello_window(opened)
    window.press("Control-n")
    top = window.table.dialog.top
    assert window.root.grab_current() is top
    texts = [child.cget("text") for child in top.winfo_children()
             if child.winfo_class() == "Message"]
    assert texts == [proj2.format_dialog_explanation()]
    proj2.on_dialog_close(window.table, window.table.dialog)
    window.root.update()
    assert window.root.grab_current() is None


def test_the_new_game_dialog_shows_the_clock_that_carries_over(opened):
    # The issue's case: --rules othello --o level3 --clock 1+2, then New
    # game with umbc, best and naive: the clock is seen, and refused.
    game = dataclasses.replace(game_with(o="level3"),
                               clock=proj2.parse_clock_setting("1+2"))
    window = opened(proj2.create_start_board(rules=STANDARD), game)
    window.press("Control-n")
    dialog = window.table.dialog
    assert [dialog.clock.get(), dialog.increment.get(),
            dialog.think.get()] == ["1", "2", "0.05"]
    dialog.rules.set("umbc")
    dialog.x.set("best")
    dialog.o.set("naive")
    start_dialog_game(window)
    assert window.table.dialog is dialog
    assert dialog.refusal.cget("text") == (
        "The course's rules (umbc) play with no clock. Clear the clock's "
        "minutes.")
    dialog.clock.set("")
    dialog.think.set("2")
    start_dialog_game(window)
    assert window.table.dialog is None
    game = window.state().game
    assert game.clock is None and game.settings.think == 2
    assert "Clocks" not in window.status()


def test_the_new_game_dialog_refuses_in_itself_before_asking(opened):
    window = othello_window(opened, "f5")
    window.click([5, 3])
    asked = window.answer(True)
    window.press("Control-n")
    dialog = window.table.dialog
    dialog.x.set("best")
    start_dialog_game(window)
    refusal = "best plays only against the naive computer; O is human."
    assert dialog.refusal.cget("text") == refusal
    assert window.refusal() == ""
    assert asked == []
    dialog.clock.set("0")
    assert dialog.refusal.cget("text") == refusal
    dialog.o.set("naive")
    assert dialog.refusal.cget("text") == CLOCK_REFUSAL
    dialog.clock.set("")
    assert dialog.refusal.cget("text") == ""
    start_dialog_game(window)
    assert asked == [proj2.NEW_GAME_QUESTION]
    assert window.state().game.player_names == {X: "best", O: "naive"}


def thinking_best_game(opened, clock_text=None):
    """Returns: a Window whose X, best, has started searching its game
    against the naive computer (on the 8x8 board: about 2 minutes)."""
    game = game_with(proj2.UMBC_RULES, x=proj2.BEST_PLAYER)
    if clock_text is not None:
        # (best refuses a clock; the window's flag must stop it anyway.)
        game = dataclasses.replace(
            game, clock=proj2.parse_clock_setting(clock_text))
    window = opened(proj2.create_board(), game)
    thinking = window.table.thinking
    window.wait_until(lambda: len(thinking.searches) > 0)
    return window, thinking


def check_stopped(window, thinking):
    """Checks that a Window's thinking was cancelled and its thread ends."""
    assert thinking.cancelled
    assert all(search.stopped for search in thinking.searches)
    thinking.thread.join(WAIT_SECONDS)
    assert not thinking.thread.is_alive()
    assert window.table.thinking is None


def test_a_new_game_stops_the_search_of_the_game_left(opened):
    window, thinking = thinking_best_game(opened)
    proj2.replace_game(window.table, game_with(), proj2.create_board(),
                       None, None, [])
    check_stopped(window, thinking)


def test_a_fallen_flag_stops_the_search_of_the_side_that_thinks(
        opened, monkeypatch):
    fake = FakeClock()
    monkeypatch.setattr(proj2, "read_clock", fake)
    window, thinking = thinking_best_game(opened, "1")
    fake.now += 61
    window.wait_until(lambda: window.state().flagged == X)
    check_stopped(window, thinking)


def test_a_fallen_flag_stops_the_move_values(clock_window):
    window, fake = clock_window

    def value_forever(task):
        # Values on until cancelled (put_result raises then).
        while True:
            proj2.put_result(task, [proj2.RESULT_OPINIONS, []])
            time.sleep(0.01)
    proj2.start_task(window.table, proj2.TASK_VALUES, value_forever,
                     lambda table, result: None)
    task = window.table.analysis
    fake.now += 61
    window.wait_until(lambda: window.state().flagged == X)
    assert task.cancelled and window.table.analysis is None
    task.thread.join(WAIT_SECONDS)
    assert not task.thread.is_alive()


def test_a_new_game_asks_before_dropping_moves_not_saved(opened):
    window = othello_window(opened, "f5")
    window.click([5, 3])
    asked = window.answer(False)
    window.press("Control-n")
    start_dialog_game(window)
    assert asked == [proj2.NEW_GAME_QUESTION]
    assert len(window.state().history) == 2


def test_save_and_open_round_trip_the_record(opened, tmp_path):
    window = othello_window(opened, "f5d6c3")
    path = str(tmp_path / "game.txt")
    window.table.choose_save = lambda: path
    window.press("Control-S")
    assert window.message() == "Saved the game to {}.".format(path)
    window.click([2, 3])
    window.press("Control-s")
    assert load_game(path).history == \
        window.state().history
    window.press("Control-n")
    start_dialog_game(window)
    assert window.state().history == []
    window.table.choose_open = lambda: path
    window.press("Control-o")
    assert proj2.get_moves_text(window.state()) == "f5d6c3d3"
    assert window.message() == "Opened {}.".format(path)


@pytest.mark.parametrize("name, text, reason", [
    ("bad.txt", b"f5f5\n", "move 2 (f5): " + proj2.OCCUPIED_MESSAGE),
    ("bad.ggf", b"(;GM[Othello]TY[8]B[f5]W[f5];)\n",
     "move 2 (f5): " + proj2.OCCUPIED_MESSAGE),
    ("bad.wtb", b"\x14\x1a\x0b\x18\x00\x00", "not a WTHOR file: 6 bytes, "
     "less than its 16-byte header"),
])
def test_opening_a_bad_file_says_why_and_keeps_the_game(opened, tmp_path,
                                                        name, text, reason):
    window = othello_window(opened, "f5")
    bad = tmp_path / name
    bad.write_bytes(text)
    window.table.choose_open = lambda: str(bad)
    window.press("Control-o")
    assert window.refusal().endswith(reason)
    assert proj2.get_moves_text(window.state()) == "f5"


def test_opening_a_file_of_several_games_asks_which(opened, tmp_path):
    window = othello_window(opened, "f5")
    path = tmp_path / "two.ggf"
    path.write_text("(;GM[Othello]PB[ann]PW[bob]TY[8]B[f5]W[d6];)\n"
                    "(;GM[Othello]PB[cy]PW[di]TY[8]B[f5]W[f6]B[e6];)\n")
    window.table.choose_open = lambda: str(path)
    offered = []
    window.table.choose_game = lambda titles: offered.append(titles)
    window.press("Control-o")
    assert offered == [["ann - bob: ?", "cy - di: ?"]]
    assert proj2.get_moves_text(window.state()) == "f5"
    window.table.choose_game = lambda titles: 1
    window.press("Control-o")
    assert proj2.get_moves_text(window.state()) == "f5f6e6"
    assert proj2.get_state_review_names(window.state()) == {
        X: "cy (X)", O: "di (O)"}


def test_an_opened_finished_game_names_the_person_who_won_it(opened,
                                                            tmp_path):
    window = othello_window(opened, "f5")
    path = tmp_path / "won.ggf"
    # White's one disc, and no move for either side: white won.
    path.write_text("(;GM[Othello]PB[Ada Example]PW[Ben Example]TY[8]"
                    "BO[8 O{} *];)\n".format("-" * 63))
    window.table.choose_open = lambda: str(path)
    window.press("Control-o")
    assert window.status().endswith("Ben Example (O) wins!")


@pytest.mark.parametrize("text, moves, said", [
    ("--------" * 3 + "---OX---" + "---XXX--" + "--------" * 3 + " O", "",
     "Pasted: a position, O to move."),
    ("(;GM[Othello]TY[8]B[f5]W[d6]B[c3];)", "f5d6c3",
     "Pasted: ? - ?: ?."),
])
def test_pasting_a_position_or_a_ggf_game_opens_it(opened, text, moves,
                                                   said):
    window = othello_window(opened, "f5d6")
    window.root.clipboard_append(text)
    window.answer(True)
    window.press("Control-v")
    assert window.message() == said
    assert proj2.get_moves_text(window.state()) == moves


def editor_button(window, label):
    """Presses a button of the board editor's dialog by its label."""
    for widget in window.table.editor.top.winfo_children():
        if widget.winfo_class() == "Frame":
            continue
        if widget.cget("text") == label:
            widget.invoke()
            window.root.update()
            return
    for frame in window.table.editor.top.winfo_children():
        for widget in frame.winfo_children():
            if widget.cget("text") == label:
                widget.invoke()
                window.root.update()
                return
    raise AssertionError("no button " + label)


def test_a_position_set_up_turned_and_mirrored_is_played_and_analysed(
        opened):
    window = othello_window(opened, "f5d6", o="level1")
    window.press("Control-e")
    assert window.status().startswith("Setting up a position: Black to")
    editor_button(window, "Clear")
    # a1 black (one click), b1 white (two), c1 black; then c2 white.
    for square, clicks in [[[0, 0], 1], [[0, 1], 2], [[0, 2], 1],
                           [[1, 2], 2], [[1, 1], 1]]:
        for _ in range(clicks):
            window.click(square)
    set_up = proj2.parse_position("XOX-----" + "-XO-----" + "-" * 48
                                  + " X", 8, 8).board
    assert window.table.editor.board == set_up
    editor_button(window, "Rotate")
    editor_button(window, "Mirror")
    turned = proj2.mirror_board(proj2.rotate_board(set_up))
    assert window.table.editor.board == turned
    # A quarter turn clockwise takes a1 to h1; with the mirror, the
    # board is reflected in its a1-h8 diagonal: the a file is row 1.
    assert proj2.rotate_board(set_up)[0][7] == X
    assert proj2.format_position(turned, "X")[:24] == ("X-------"
                                                       "OX------"
                                                       "XO------")
    editor_button(window, "White to move")
    window.answer(True)
    editor_button(window, "Play from here")
    assert window.table.editor is None
    assert window.state().start == turned and window.state().history == []
    assert window.message() == ("A game from the position set up: White "
                                "to move.")
    # level1 plays O's move; then the hint analyses it for X.
    window.wait_until(window.humans_turn)
    assert len(window.state().history) == 1
    window.press("h")
    window.wait_until(lambda: window.table.hint != [])
    assert window.table.hint in proj2.get_rule_moves(
        window.state().board, X, STANDARD)


def test_a_side_with_no_move_passes_and_no_move_at_all_ends_it(opened):
    window = othello_window(opened)
    window.press("Control-e")
    editor_button(window, "Clear")
    for square in [[0, 0], [0, 0], [0, 1]]:
        window.click(square)
    # Black to move has no move on a1 O, b1 X; white has c1.
    window.answer(True)
    editor_button(window, "Play from here")
    assert window.message() == ("Black has no legal move in the position "
                                "set up: White moves first.")
    assert window.state().due == O
    window.press("Control-e")
    editor_button(window, "Clear")
    window.click([3, 3])
    editor_button(window, "Play from here")
    assert window.message() == proj2.SET_UP_OVER_MESSAGE
    assert proj2.is_state_over(window.state())


def test_escape_leaves_the_editor_and_keeps_the_game(opened):
    window = othello_window(opened, "f5d6")
    window.press("Control-e")
    window.click([0, 0])
    proj2.close_editor(window.table)
    assert proj2.get_moves_text(window.state()) == "f5d6"
    assert window.state().board[0][0] == proj2.EMPTY


def test_copy_position_gives_the_board_string_paste_and_position_read(
        opened):
    window = othello_window(opened, "f5d6")
    window.press("Control-C")
    text = window.root.clipboard_get()
    assert text == proj2.format_position(window.state().board, X)
    assert proj2.parse_position(text, 8, 8).board == window.state().board
    window.answer(True)
    window.press("Control-v")
    assert window.state().start == proj2.parse_position(text, 8, 8).board


def test_a_pasted_numbered_transcript_is_played_from_the_start(opened):
    window = othello_window(opened, "f5")
    window.root.clipboard_append("1. f5 d6 2. c3 {a good move} d3 *")
    window.answer(True)
    window.press("Control-v")
    assert proj2.get_moves_text(window.state()) == "f5d6c3d3"


def test_a_pasted_game_of_several_is_named_by_the_one_chosen(opened):
    window = othello_window(opened)
    window.root.clipboard_append("(;GM[Othello]PB[ann]B[f5];)"
                                 "(;GM[Othello]PB[bee]B[f5]W[d6];)")
    window.table.choose_game = lambda titles: 1
    window.press("Control-v")
    assert window.message() == "Pasted: bee - ?: ?."
    assert proj2.get_moves_text(window.state()) == "f5d6"


def test_moves_pasted_after_the_editor_start_from_the_start_position(
        opened):
    window = othello_window(opened, "f5d6")
    window.press("Control-e")
    editor_button(window, "Clear")
    for square in [[0, 0], [0, 1], [0, 1]]:
        window.click(square)
    window.answer(True)
    editor_button(window, "Play from here")
    # f5 is no move on a board of a1 black and b1 white alone.
    paste(window, "f5d6c3")
    assert window.refusal() == ""
    assert window.state().start == proj2.create_start_board(rules=STANDARD)
    assert proj2.get_moves_text(window.state()) == "f5d6c3"
    assert window.message() == (proj2.PASTED_MESSAGE.format(3) + " "
                                + proj2.PASTED_NEW_GAME_MESSAGE)
    paste(window, "f5f5")
    assert window.refusal() == ("Not pasted: move 2 (f5): "
                                + proj2.OCCUPIED_MESSAGE)


def test_the_editor_keeps_the_game_behind_it_out_of_reach(opened):
    window = othello_window(opened, "f5d6")
    window.press("Control-e")
    window.press("Control-z")
    assert window.refusal() == proj2.EDITOR_OPEN_REFUSAL
    assert proj2.get_moves_text(window.state()) == "f5d6"
    proj2.close_editor(window.table)
    window.press("Control-z")
    assert proj2.get_moves_text(window.state()) == "f5"


def test_the_editors_start_position_has_black_to_move(opened):
    window = othello_window(opened, "f5")
    window.press("Control-e")
    assert window.status().startswith("Setting up a position: White to")
    editor_button(window, "Start position")
    assert window.table.editor.board == proj2.create_start_board(
        rules=STANDARD)
    assert window.table.editor.due == X
    assert window.table.editor.side.get() == X
    assert window.status().startswith("Setting up a position: Black to")


def test_the_editors_start_position_is_the_games_own():
    umbc = game_with(rules=proj2.UMBC_RULES)
    board = proj2.create_empty_board(8, 8)
    assert proj2.start_editor_board(umbc, board) == proj2.create_board()


def test_ctrl_q_asks_before_quitting_with_moves_not_saved(opened):
    window = othello_window(opened, "f5")
    window.click([5, 3])
    asked = window.answer(False)
    window.press("Control-q")
    assert asked == [proj2.WINDOW_QUIT_QUESTION]
    assert window.root.winfo_exists()


def test_ctrl_z_undoes_and_ctrl_y_redoes(opened):
    window = othello_window(opened, "", o=proj2.NAIVE)
    window.click([4, 5])
    window.wait_until(window.humans_turn)
    window.press("Control-z")
    assert window.state().history == []
    window.press("Control-y")
    assert len(window.state().history) == 2
    window.press("Control-y")
    assert window.refusal() == proj2.NOTHING_TO_REDO_MESSAGE


def ringed_squares(window):
    """Returns: the squares ringed as flipped on the board, sorted."""
    canvas = window.table.canvas
    layout = window.table.layout
    squares = []
    for item in canvas.find_all():
        if (canvas.type(item) == "oval" and canvas.itemcget(
                item, "outline") == proj2.FLIPPED_COLOUR):
            left, top, right, bottom = canvas.coords(item)
            squares.append(proj2.find_clicked_square(
                layout, 8, 8, (left + right) / 2, (top + bottom) / 2))
    return sorted(squares)


def test_the_flips_of_a_move_redone_or_gone_back_to_are_ringed(opened):
    window = othello_window(opened, "", o=proj2.NAIVE)
    window.click([4, 5])
    window.wait_until(window.humans_turn)
    flips = sorted(window.state().flips)
    window.press("Control-z")
    window.press("Control-y")
    assert flips != [] and ringed_squares(window) == flips
    window.press("Left")
    # f5 flipped e5.
    assert ringed_squares(window) == [[4, 4]]


def test_ctrl_c_copies_the_moves_and_ctrl_v_pastes_them(opened):
    window = othello_window(opened, "f5d6c3")
    window.press("Control-c")
    assert window.root.clipboard_get() == "f5d6c3"
    window.root.clipboard_clear()
    window.root.clipboard_append("f5f6e6f4")
    window.answer(True)
    window.press("Control-v")
    assert proj2.get_moves_text(window.state()) == "f5f6e6f4"
    assert window.table.view == 4


def finished_game_string():
    """Returns: the move string of a whole Othello game, greedy against
    greedy."""
    board = proj2.create_start_board(rules=STANDARD)
    history = []
    piece = X
    while True:
        piece = proj2.get_side_to_move(board, piece, STANDARD)
        if piece == proj2.EMPTY:
            return proj2.format_move_string(board, history)
        move = proj2.choose_greedy_move(board, piece, STANDARD)
        history.append([piece, move])
        proj2.apply_rule_move(board, move[0], move[1], piece, STANDARD)
        piece = proj2.get_opponent(piece)


def values_belong(window):
    """Returns: whether every value on the board is of a legal move of
    the position shown."""
    state = window.state()
    side = proj2.get_side_to_move(state.board, state.due, STANDARD)
    legal = [tuple(move) for move in
             proj2.get_rule_moves(state.board, side, STANDARD)]
    return all(tuple(square) in legal for square in window.table.values)


def window_with_values(opened, moves=""):
    """Returns: an Othello Window after the moves, its move values shown
    (and there)."""
    window = othello_window(opened, moves)
    window.press("v")
    window.wait_until(lambda: len(window.table.values) > 0)
    return window


def paste(window, text):
    """Pastes text in a Window, agreeing to leave its game."""
    window.root.clipboard_clear()
    window.root.clipboard_append(text)
    window.answer(True)
    window.press("Control-v")


def control_states(window):
    """Returns: {'undo': [states], 'redo': [states]} of the menu items and
    buttons greyed by what the game allows."""
    states = {}
    for control in window.table.controls:
        name = "undo" if control.may_use is proj2.can_take_back else "redo"
        states.setdefault(name, []).append(get_control_state(control))
    return states


def test_undo_and_redo_are_greyed_until_there_is_something_to_do(opened):
    window = othello_window(opened)
    assert control_states(window) == {"undo": ["disabled", "disabled"],
                                      "redo": ["disabled"]}
    window.click([4, 5])
    window.wait_until(window.humans_turn)
    assert control_states(window)["undo"] == ["normal", "normal"]
    window.press("Control-z")
    assert control_states(window) == {"undo": ["disabled", "disabled"],
                                      "redo": ["normal"]}


def test_a_pasted_finished_game_clears_the_values_and_says_it_is_over(
        opened):
    window = window_with_values(opened)
    window.press("c")
    paste(window, finished_game_string())
    assert window.table.values == {}
    assert window.texts() == []
    assert window.message() == proj2.PASTED_FINISHED_MESSAGE.format(60)


def test_the_best_moves_value_is_drawn_in_the_best_colour(opened):
    window = window_with_values(opened, "f5d6c3")
    window.press("c")
    values = window.table.values
    best = max(opinion.key for opinion in values.values())
    canvas = window.table.canvas
    coloured = sorted(canvas.itemcget(item, "text")
                      for item in canvas.find_all()
                      if canvas.type(item) == "text"
                      and canvas.itemcget(item, "fill")
                      == proj2.BEST_VALUE_COLOUR)
    assert coloured == sorted(
        proj2.format_square_value(opinion).text
        for opinion in values.values() if opinion.key == best)
    assert len(coloured) < len(values)


def test_the_graph_numbers_every_tenth_move(opened):
    window = othello_window(opened)
    paste(window, finished_game_string())
    graph = window.table.graph
    numbers = [graph.itemcget(item, "text")
               for item in graph.find_withtag("tick")
               if graph.type(item) == "text"]
    count = len(window.state().history)
    assert numbers == [str(number) for number in range(10, count + 1, 10)]


def test_the_graphs_scale_is_drawn_over_its_curve(opened):
    window = othello_window(opened, "f5d6c3d3")
    window.table.graph_values = {
        index: proj2.GraphValue(value, False)
        for index, value in enumerate([0, 16, -16, 16, -16])}
    proj2.draw_window(window.table)
    graph = window.table.graph
    stacked = graph.find_all()
    scale = graph.find_withtag(proj2.GRAPH_SCALE_TAG)
    assert [graph.itemcget(item, "text") for item in scale] == [
        "X +16", "O +16"]
    assert min(stacked.index(item) for item in scale) > max(
        stacked.index(item) for item in graph.find_withtag("line")
        + graph.find_withtag("point"))


def test_the_graphs_move_numbers_are_under_its_values_and_whole(opened):
    window = othello_window(opened)
    paste(window, finished_game_string())
    graph = window.table.graph
    size = [graph.winfo_width(), graph.winfo_height()]
    count = len(window.state().history)
    # The lowest value the graph can show, at any scale.
    lowest = proj2.get_graph_point(0, -16, count, size, 16).y
    numbers = [item for item in graph.find_withtag("tick")
               if graph.type(item) == "text"]
    assert len(numbers) == count // 10
    for item in numbers:
        left, top, right, bottom = graph.bbox(item)
        assert lowest <= top and bottom <= size[1]
        assert 0 <= left and right <= size[0]


def test_no_move_number_is_under_the_line_of_the_move_shown(opened):
    # The 60 moves end on a tenth: the last number is where the line is.
    window = othello_window(opened)
    paste(window, finished_game_string())
    graph = window.table.graph
    width = graph.winfo_width()
    line = graph.coords(graph.find_withtag("current")[0])
    numbers = [graph.bbox(item) for item in graph.find_withtag("tick")
               if graph.type(item) == "text"]
    assert len(window.state().history) == 60
    for left, top, right, bottom in numbers:
        assert right <= width - proj2.GRAPH_LABEL_PAD
        assert max(line[1], line[3]) <= top or not left <= line[0] <= right


def test_values_after_a_paste_are_the_new_positions(opened):
    window = window_with_values(opened)
    paste(window, "f5f6e6f4")
    assert values_belong(window)


def test_values_after_undo_are_the_positions_before(opened):
    window = window_with_values(opened, "f5d6c3")
    window.press("Control-z")
    assert values_belong(window)


def test_values_after_opening_another_game_are_its_own(opened):
    window = window_with_values(opened, "f5d6c3")
    start = proj2.create_start_board(rules=STANDARD)
    replayed = proj2.replay_move_string("f5f4", start, X, STANDARD)
    proj2.replace_game(window.table, game_with(o=proj2.HUMAN),
                       replayed.board, [start, replayed.history], None, [])
    assert values_belong(window)


def test_the_review_of_pasted_moves_names_the_sides_by_colour(opened):
    window = othello_window(opened, o="level3")
    paste(window, "f5d6c3")
    # The computer (O) replies first.
    window.wait_until(window.humans_turn)
    window.press("Control-r")
    window.wait_until(lambda: window.table.analysis is None)
    assert window.message().startswith("Black (X): ")
    assert window.table.review_lines[-2].startswith("Black (X): ")
    assert window.table.review_lines[-1].startswith("White (O): ")


@pytest.mark.parametrize("name", ["pasted.txt", "pasted.ggf"])
def test_a_saved_paste_is_reviewed_by_colour_when_opened_again(
        opened, tmp_path, name):
    window = othello_window(opened, o="level3")
    paste(window, "f5d6c3")
    window.wait_until(window.humans_turn)
    path = str(tmp_path / name)
    window.table.choose_save = lambda: path
    window.press("Control-S")
    if name.endswith(".ggf"):
        assert "PB[" not in open(path).read()
    window.press("Control-n")
    start_dialog_game(window)
    window.table.choose_open = lambda: path
    window.press("Control-o")
    assert proj2.get_moves_text(window.state()).startswith("f5d6c3")
    assert proj2.get_state_review_names(window.state()) == {
        X: "Black (X)", O: "White (O)"}


def test_an_opened_game_saved_keeps_its_people(opened, tmp_path):
    window = othello_window(opened)
    source = tmp_path / "ann.ggf"
    source.write_text("(;GM[Othello]PB[ann]PW[bob]TY[8]B[f5]W[d6];)\n")
    window.table.choose_open = lambda: str(source)
    window.press("Control-o")
    path = str(tmp_path / "saved.ggf")
    window.table.choose_save = lambda: path
    window.press("Control-S")
    assert "PB[ann]PW[bob]" in open(path).read()


def test_the_review_of_a_game_played_names_its_players(opened):
    window = othello_window(opened, "f5d6c3")
    window.press("Control-r")
    window.wait_until(lambda: window.table.analysis is None)
    assert window.table.review_lines[-2].startswith("X (human): ")


def test_a_reviewed_move_selected_says_why_and_rings_the_better_move(
        opened):
    window = reviewed_window(opened)
    state = window.state()
    judged = window.table.review_judged
    number = [number for number in sorted(judged)
              if judged[number] is not None and judged[number].lost > 0][0]
    window.table.move_list.selection_clear(0, "end")
    window.table.move_list.selection_set(number)
    window.table.move_list.event_generate("<<ListboxSelect>>")
    window.root.update()
    assert window.message() == proj2.format_review_move(
        number, state.history[number - 1], judged[number], state.board,
        proj2.get_game_study(state.game)).strip() + ". " + (
            proj2.REVIEW_BETTER_NOTE)
    assert "; best " in window.message()
    assert window.table.better == judged[number].best.move
    assert window.table.hint == []


def test_a_reviewed_moves_better_move_is_framed_apart_from_the_hint(
        opened):
    # Yellow is the hint's frame and the best value's colour: the better
    # move of a move reviewed is framed in another colour.
    window = reviewed_window(opened)
    judged = window.table.review_judged
    number = [number for number in sorted(judged)
              if judged[number] is not None and judged[number].lost > 0][0]
    proj2.set_view(window.table, number)
    canvas = window.table.canvas
    outlines = [canvas.itemcget(item, "outline")
                for item in canvas.find_all()
                if canvas.type(item) == "rectangle"]
    assert proj2.BETTER_MOVE_COLOUR not in [proj2.HINT_COLOUR,
                                            proj2.BEST_VALUE_COLOUR]
    assert outlines.count(proj2.BETTER_MOVE_COLOUR) == 1
    assert proj2.HINT_COLOUR not in outlines
    assert "blue" in proj2.REVIEW_BETTER_NOTE


def test_a_reviewed_best_move_selected_rings_nothing(opened):
    window = reviewed_window(opened)
    judged = window.table.review_judged
    number = [number for number in sorted(judged)
              if judged[number] is not None and judged[number].lost == 0][0]
    proj2.set_view(window.table, number)
    assert "the best move" in window.message()
    assert window.table.better == [] and window.table.hint == []


def test_a_reviewed_only_move_stepped_to_says_so_in_place_of_the_last(
        opened):
    window = reviewed_window(opened)
    judged = window.table.review_judged
    # Move 1 of the small game is judged; move 2, O's, is its only move.
    assert judged[1] is not None and judged[2] is None
    proj2.set_view(window.table, 1)
    window.press("Right")
    assert window.message() == "2. O a1   the only move"
    window.press("Home")
    assert window.message() == ""


@pytest.mark.parametrize("option, key", [
    (option, shortcut) for option, label, shortcut, events in
    proj2.VIEW_OPTIONS])
def test_each_view_option_turns_on_and_off_by_its_key(opened, option, key):
    window = othello_window(opened)
    before = getattr(window.table.show, option)
    window.press(key.lower())
    assert getattr(window.table.show, option) is not before
    assert window.table.checks[option].get() is not before


def test_without_coordinates_the_board_has_no_labels(opened):
    window = othello_window(opened)
    window.press("c")
    assert window.texts() == []


def reviewed_window(opened, seed=1, node_limit=None):
    """Parameters: seed -- the small game's (see small_game); node_limit
        -- as game_with's. Returns: a Window on a small game (4x4, random
        moves), reviewed with Ctrl-R to its end."""
    start, history = small_game(seed)
    game = game_with(o=proj2.HUMAN, think=0.2, node_limit=node_limit)
    window = opened(proj2.copy_board(start), game)
    board = proj2.replay_moves(start, history[0][0], history,
                               STANDARD).board
    proj2.replace_game(window.table,
                       dataclasses.replace(game, first=history[0][0]),
                       board, [start, history], None, [])
    window.press("Control-r")
    window.wait_until(lambda: window.table.analysis is None)
    return window


def test_ctrl_r_reviews_marking_the_list_and_filling_the_graph(opened):
    window = reviewed_window(opened)
    history = window.state().history
    assert window.message().startswith("X (human): ")
    assert len(window.table.graph_values) >= len(history) - 2
    graph = window.table.graph
    assert len(graph.find_withtag("point")) >= len(history) - 2
    assert len(graph.find_withtag("line")) == 1


def test_the_review_ends_with_each_sides_summary_on_its_own_line(opened):
    window = reviewed_window(opened)
    summaries = window.table.review_lines[-2:]
    assert summaries[0].startswith("X (human): ")
    assert summaries[1].startswith("O (human): ")
    assert window.message() == summaries[0] + "\n" + summaries[1]


# Small game 8, reviewed within a node budget: X's first move, b1, is a
# C-square beside the empty corner a1, which O takes at once (a blunder).
CORNER_GIVEN_SEED = 8
REVIEW_NODES = 20000


def corner_given_window(opened):
    """Returns: a Window on small game 8, reviewed, its first move (b1,
    marked) selected in the move list."""
    window = reviewed_window(opened, CORNER_GIVEN_SEED, REVIEW_NODES)
    assert proj2.get_judged_mark(window.table.review_judged[1]) is not None
    listbox = window.table.move_list
    listbox.selection_clear(0, "end")
    listbox.selection_set(1)
    listbox.event_generate("<<ListboxSelect>>")
    window.root.update()
    return window


def reason_marked_squares(window):
    """Returns: the squares the board marks as named by a reason, sorted
    (each mark is in its square's top left corner)."""
    canvas = window.table.canvas
    layout = window.table.layout
    squares = []
    for item in canvas.find_withtag(proj2.REASON_MARK_TAG):
        assert canvas.itemcget(item, "fill") == proj2.REASON_COLOUR
        left, top = canvas.coords(item)[:2]
        squares.append(proj2.find_clicked_square(layout, 4, 4, left + 1,
                                                 top + 1))
    return sorted(squares)


def test_a_marked_move_selected_shows_why_under_its_review_line(opened):
    window = corner_given_window(opened)
    state = window.state()
    lines = window.message().split("\n")
    assert lines[0] == proj2.format_review_move(
        1, state.history[0], window.table.review_judged[1], state.board,
        proj2.get_game_study(state.game)).strip() + ". " + (
            proj2.REVIEW_BETTER_NOTE)
    assert lines[1].startswith("why: b1 is a C-square beside the empty "
                               "corner a1, and gives O that corner for d1: "
                               "b1 a1 d1")
    assert lines[1].endswith(" " + proj2.REASON_SQUARES_NOTE)


def test_the_squares_a_marked_moves_reasons_name_are_marked(opened):
    window = corner_given_window(opened)
    reasons = proj2.get_viewed_reasons(window.table, 1)
    # b1, the corner a1 and the corner d1 it gets for it, as the why line
    # says.
    assert reason_marked_squares(window) == [[0, 0], [0, 1], [0, 3]]
    assert reason_marked_squares(window) == sorted(
        proj2.list_reason_squares(reasons))


def test_stepping_to_another_view_removes_the_reasons_marks(opened):
    window = corner_given_window(opened)
    window.press("Left")
    assert window.table.view == 0
    assert reason_marked_squares(window) == []
    assert "why:" not in window.message()


def test_a_marked_moves_reasons_are_worked_out_once(opened):
    window = corner_given_window(opened)
    reasons = proj2.get_viewed_reasons(window.table, 1)
    window.press("Left")
    window.press("Right")
    assert proj2.get_viewed_reasons(window.table, 1) is reasons


def test_a_new_line_from_a_reviewed_move_forgets_the_move_replaced(
        opened):
    window = corner_given_window(opened)
    state = window.state()
    assert 2 in window.table.review_judged
    proj2.set_view(window.table, 2)
    board = proj2.replay_moves(state.start, X, state.history[:1],
                               STANDARD).board
    other = [move for move in proj2.get_rule_moves(board, O, STANDARD)
             if move != state.history[1][1]][0]
    window.answer(True)
    window.click(other)
    assert state.history[1] == [O, other]
    assert 2 not in window.table.review_judged
    assert 2 not in window.table.review_marks


def test_a_reviewed_move_that_lost_discs_is_shown_as_its_choice(opened):
    # Move 1 of small game 8, b1, gave O the corner: the window shows
    # the position before it, b1 framed in red, the better move in blue,
    # and the values of that position (the better move's on its square).
    window = corner_given_window(opened)
    table = window.table
    state = window.state()
    judged = table.review_judged[1]
    assert window.status().startswith("Before move 1 of ")
    assert window.state().history[0][1] == [0, 1]
    shown = proj2.get_shown_state(table)
    assert shown.board == state.start and shown.due == X
    canvas = table.canvas
    framed = {canvas.itemcget(item, "outline"): item
              for item in canvas.find_all()
              if canvas.type(item) == "rectangle"}
    assert proj2.LAST_MOVE_COLOUR in framed
    assert proj2.BETTER_MOVE_COLOUR in framed
    assert table.better == judged.best.move
    window.press("v")
    window.wait_until(lambda: len(table.values) > 0)
    assert sorted(table.values) == sorted(
        tuple(move) for move in proj2.get_rule_moves(state.start, X,
                                                     STANDARD))
    assert judged.best.move in [list(move) for move in table.values]


def test_a_click_on_a_choice_shown_plays_there_in_place_of_the_move(
        opened):
    window = corner_given_window(opened)
    state = window.state()
    better = window.table.better
    asked = window.answer(True)
    window.click(better)
    assert asked == [proj2.format_later_moves_question(
        len(small_game(CORNER_GIVEN_SEED)[1]))]
    assert state.history == [[X, better]]


def test_f1_and_shift_f1_show_the_help(opened):
    window = othello_window(opened)
    window.press("F1")
    help_window = window.table.text_window
    assert help_window.title() == "How to play"
    window.press("Shift-F1")
    assert window.table.text_window.title() == "Keys"


def test_the_keys_help_is_in_even_columns(opened):
    # Each command starts at the same pixel on its line.
    import tkinter.font
    window = othello_window(opened)
    window.press("Shift-F1")
    message = [widget for widget in window.table.text_window.winfo_children()
               if widget.winfo_class() == "Message"][0]
    font = tkinter.font.Font(font=message.cget("font"))
    lines = message.cget("text").splitlines()
    column = len(proj2.KEYS_LINE.format("", ""))
    starts = {font.measure(line[:column]) for line in lines}
    assert len(lines) > 20 and len(starts) == 1


def test_h_marks_the_hint(opened):
    window = othello_window(opened)
    window.press("h")
    window.wait_until(lambda: window.table.hint != [])
    assert window.message().startswith("Best move: ")


def test_the_arrow_keys_go_through_the_game(opened):
    window = othello_window(opened, "f5d6c3")
    window.press("Left")
    assert window.table.view == 2
    assert window.discs(X) + window.discs(O) == 6
    assert window.status().startswith("After move 2 of 3: black 3, white 3.")
    window.press("Home")
    assert window.discs(X) + window.discs(O) == 4
    window.press("Right")
    assert window.table.view == 1
    window.press("End")
    assert window.table.view == 3
    assert window.status() == ("Move 4. Black 5, White 2. White to play. "
                               "Opening: Perpendicular.")


def test_a_click_in_the_move_list_shows_that_move(opened):
    window = othello_window(opened, "f5d6c3")
    listbox = window.table.move_list
    listbox.selection_clear(0, "end")
    listbox.selection_set(1)
    listbox.event_generate("<<ListboxSelect>>")
    window.root.update()
    assert window.table.view == 1


def test_playing_at_an_earlier_point_asks_then_starts_a_new_line(opened):
    window = othello_window(opened, "f5d6c3")
    window.press("Left")
    window.press("Left")
    asked = window.answer(False)
    window.click([2, 2])  # c3 again, as O... O is to move: d6's point
    window.press("Home")
    window.press("Right")
    window.click([5, 3])
    assert asked == [proj2.format_later_moves_question(2)]
    assert proj2.get_moves_text(window.state()) == "f5d6c3"
    window.answer(True)
    window.click([5, 5])  # f6 for O after f5
    assert proj2.get_moves_text(window.state()) == "f5f6"
    assert window.table.view == 2


def test_values_on_a_small_endgame_are_the_exact_ones(opened):
    board, side = position_after(STANDARD, 4, 4, 7, 3)
    game = dataclasses.replace(game_with(o=proj2.HUMAN, think=0.2),
                               first=side)
    window = opened(board, game)
    window.press("v")
    moves = proj2.get_rule_moves(board, side, STANDARD)
    expected = {tuple(move): value_after(board, side, move, STANDARD)
                for move in moves}

    def exact_everywhere():
        values = window.table.values
        return len(values) == len(moves) and all(
            shown.lower == shown.upper
            for shown in values.values())
    window.wait_until(exact_everywhere)
    shown = {square: opinion.lower for square, opinion in
             window.table.values.items()}
    assert shown == expected
    texts = window.texts()
    for value in expected.values():
        assert proj2.format_disc_value(value) in texts


def test_an_animated_flip_ends_with_the_right_board(opened):
    window = othello_window(opened)
    window.press("a")
    assert window.table.show.animation
    window.click([4, 5])
    assert proj2.get_animation(window.table) is not None
    # Half way, the flipped disc is narrower than a whole one.
    window.wait_until(lambda: proj2.get_animation(window.table) is None)
    board = window.state().board
    assert window.discs(X) == proj2.count_pieces(board, X) == 4
    assert window.discs(O) == proj2.count_pieces(board, O) == 1


def at_least_size(opened):
    """Returns: an Othello Window at the window's least size."""
    window = othello_window(opened)
    window.root.geometry("{}x{}".format(proj2.MIN_WINDOW_WIDTH,
                                        proj2.MIN_WINDOW_HEIGHT))
    window.wait_until(
        lambda: window.root.winfo_width() == proj2.MIN_WINDOW_WIDTH)
    window.root.update()
    return window


def test_the_board_stays_put_when_the_messages_change(opened):
    window = at_least_size(opened)
    before = dataclasses.replace(window.table.layout)
    window.click([0, 0])
    proj2.show_lines(window.table, ["A long message " * 12])
    window.root.update()
    assert window.table.layout == before


def test_no_control_is_cut_off_at_the_least_size(opened):
    window = at_least_size(opened)
    widgets = [window.root]
    while widgets:
        widget = widgets.pop()
        widgets.extend(widget.winfo_children())
        if widget.winfo_class() == "Button" and widget.winfo_ismapped():
            right = widget.winfo_rootx() + widget.winfo_width()
            assert right <= (window.root.winfo_rootx()
                             + proj2.MIN_WINDOW_WIDTH), widget.cget("text")
    refusal = window.table.refusal_label
    assert (refusal.winfo_rooty() + refusal.winfo_height()
            <= window.root.winfo_rooty() + window.root.winfo_height())


def count_wrapped_lines(text, font, wrap):
    """Returns: how many lines Tk's label wraps text into, breaking
    between words at wrap pixels, and at each newline."""
    lines = 0
    for paragraph in text.split("\n"):
        lines += 1
        line = ""
        for word in paragraph.split():
            longer = (line + " " + word).strip()
            if font.measure(longer) > wrap and line:
                lines += 1
                longer = word
            line = longer
    return lines


def test_a_review_summary_is_whole_at_the_least_size(opened):
    import tkinter.font
    window = at_least_size(opened)
    label = window.table.message_label
    font = tkinter.font.Font(font=label.cget("font"))
    wrap = float(str(label.cget("wraplength")))
    summaries = [side + ": 10 inaccuracies, 10 mistakes, 10 blunders; 100 "
                 "discs lost in all." for side in ["Black (X)", "White (O)"]]
    text = proj2.NEWLINE.join(summaries)
    assert count_wrapped_lines(text, font, wrap) <= proj2.MESSAGE_LINES


# A marked move's review line and its why line (see REASONS), as long as
# they come on an 8x8 board with two reasons, and with a third.
MARKED_REVIEW_LINE = ("12. O d7   about +11; best g5 about 0: about 11 "
                      "discs lost, a mistake. " + proj2.REVIEW_BETTER_NOTE)
TWO_REASONS = ("why: gives X the corner a8: d7 c8 b7 a8; after d7 c8 X has "
               "11 moves and O 3; after g5 f4, 6 and 7")
THIRD_REASON = ("; puts 6 discs on the frontier, a wall X can play behind; "
                "g5 puts 1")


@pytest.mark.parametrize("sizer, why", [
    (at_least_size, TWO_REASONS),
    (othello_window, TWO_REASONS + THIRD_REASON)])
def test_a_marked_moves_review_and_why_lines_are_whole(opened, sizer, why):
    import tkinter.font
    window = sizer(opened)
    label = window.table.message_label
    font = tkinter.font.Font(font=label.cget("font"))
    wrap = float(str(label.cget("wraplength")))
    text = (MARKED_REVIEW_LINE + proj2.NEWLINE + why + " "
            + proj2.REASON_SQUARES_NOTE)
    assert count_wrapped_lines(text, font, wrap) <= proj2.MESSAGE_LINES


def test_the_values_are_readable_at_the_least_size(opened):
    window = at_least_size(opened)
    cell = window.table.layout.cell
    assert round(cell * proj2.VALUE_FONT_CELLS) >= 11


@pytest.mark.parametrize("command", ["on_open", "on_save_as"])
def test_ctrl_c_ends_a_file_dialog_and_then_the_window(opened, command):
    window = opened(proj2.create_board(), game_with(o=proj2.HUMAN))
    table = window.table
    table.choose_open = functools.partial(proj2.choose_file, window.root,
                                          False)
    table.choose_save = functools.partial(proj2.choose_file, window.root,
                                          True)
    # What stop_on_interrupt raises in whatever callback runs while the
    # dialog is open, as Tk hands it on.
    window.root.after(50, proj2.report_callback_problem, table,
                      KeyboardInterrupt, KeyboardInterrupt(), None)
    # Should the dialog stay open, it is closed later, so the test fails
    # instead of waiting for ever.
    for name in proj2.TK_DIALOG_ANSWERS:
        window.root.after(6000, window.root.setvar, name, "")
    started = time.monotonic()
    getattr(proj2, command)(table)
    assert time.monotonic() - started < 5
    assert table.interrupted
    table.interrupted = False


# ---------------------------------------------------------------------
# A game on a clock in the window (the clock is a FakeClock).
# ---------------------------------------------------------------------

def clock_game_with(clock_text, x=proj2.HUMAN, o=proj2.HUMAN):
    """Returns: a game of Othello on the clock clock_text (--clock's)."""
    return dataclasses.replace(game_with(x=x, o=o),
                               clock=proj2.parse_clock_setting(clock_text))


@pytest.fixture
def clock_window(opened, monkeypatch):
    """Returns: (the shared Window on Othello's start, both humans on a
    one-minute clock, and the FakeClock it reads)."""
    fake = FakeClock()
    monkeypatch.setattr(proj2, "read_clock", fake)
    return opened(proj2.create_start_board(rules=STANDARD),
                  clock_game_with("1")), fake


def test_the_status_shows_both_clocks(clock_window):
    window, fake = clock_window
    fake.now += 15
    window.wait_until(lambda: "Black 0:45" in window.status())
    assert window.status() == ("Move 1. Black 2, White 2. Black to play. "
                               "Clocks: Black 0:45, White 1:00.")


def test_the_flag_falls_in_the_window_when_the_time_runs_out(clock_window):
    window, fake = clock_window
    fake.now += 61
    window.wait_until(lambda: window.state().flagged == X)
    # Said once: in the status, with the result.
    assert proj2.TIME_OUT_MESSAGE.format(X) in window.status()
    assert "time ran out" not in window.message()
    window.click([2, 3])
    assert window.state().history == []


def test_a_flag_that_falls_in_the_window_is_kept_in_the_record(
        opened, monkeypatch, tmp_path):
    fake = FakeClock()
    monkeypatch.setattr(proj2, "read_clock", fake)
    path = tmp_path / "r.txt"
    game = dataclasses.replace(
        game_with(x=proj2.HUMAN, o=proj2.HUMAN, record_path=str(path)),
        clock=proj2.parse_clock_setting("1"))
    window = opened(proj2.create_start_board(rules=STANDARD), game)
    fake.now += 61
    window.wait_until(lambda: window.state().flagged == X)
    assert '[Flag "X"]' in path.read_text()


def test_a_click_takes_its_time_off_the_movers_clock(clock_window):
    window, fake = clock_window
    fake.now += 20
    window.click([2, 3])
    assert window.state().times == [20]
    window.wait_until(lambda: "White 1:00" in window.status())
    assert "Black 0:40" in window.status()


# ---------------------------------------------------------------------
# A line played out on the board (Analyze > Play out line).
# ---------------------------------------------------------------------

def discs_shown(window):
    """Returns: [black discs, white discs] on the canvas."""
    return [window.discs(X), window.discs(O)]


def discs_on(board):
    """Returns: [black discs, white discs] of a board."""
    return [proj2.count_pieces(board, X), proj2.count_pieces(board, O)]


def test_p_plays_out_a_marked_moves_reason_from_its_first_move(opened):
    window = corner_given_window(opened)
    window.press("p")
    line_view = window.table.line_view
    # b1, then O's a1 (the corner the why line names) and X's d1 for it,
    # from the choice.
    assert [list(move) for move in line_view.played.moves] == [
        [0, 1], [0, 0], [0, 3]]
    assert line_view.step == 1
    assert window.status().startswith("Line: b1 a1 d1 (move 1 of 3). ")
    assert discs_shown(window) == discs_on(line_view.played.boards[1])
    # Its squares are marked where the corner is taken, not before.
    assert reason_marked_squares(window) == []


def test_right_steps_to_the_move_that_matters_where_the_squares_are_marked(
        opened):
    window = corner_given_window(opened)
    window.press("p")
    window.press("Right")
    line_view = window.table.line_view
    assert line_view.step == 2
    assert reason_marked_squares(window) == []
    window.press("Right")
    assert line_view.step == 3
    assert window.status().startswith(proj2.LINE_MARKED_STATUS.format(
        "b1 a1 d1", 3, 3))
    assert discs_shown(window) == discs_on(line_view.played.boards[3])
    assert reason_marked_squares(window) == [[0, 0], [0, 1], [0, 3]]
    # The line ends there; Left steps back, and back to its start.
    window.press("Right")
    assert line_view.step == 3
    for press in range(3):
        window.press("Left")
    assert line_view.step == 0
    assert reason_marked_squares(window) == []
    assert discs_shown(window) == discs_on(line_view.played.boards[0])


def test_escape_returns_to_the_game_exactly_as_it_was_shown(opened):
    window = corner_given_window(opened)
    before = [window.status(), window.message(), discs_shown(window),
              reason_marked_squares(window), window.table.view]
    window.press("p")
    window.press("Right")
    window.press("Escape")
    assert window.table.line_view is None
    assert [window.status(), window.message(), discs_shown(window),
            reason_marked_squares(window), window.table.view] == before


def test_the_back_to_the_game_button_is_there_only_while_a_line_is(opened):
    window = corner_given_window(opened)
    button = window.table.back_button
    assert button.winfo_manager() == ""
    window.press("p")
    assert button.winfo_manager() == "pack"
    button.invoke()
    window.root.update()
    assert window.table.line_view is None
    assert button.winfo_manager() == ""


def test_a_click_on_the_board_plays_nothing_while_a_line_is_shown(opened):
    window = corner_given_window(opened)
    history = [list(turn) for turn in window.state().history]
    window.press("p")
    asked = window.answer(True)
    window.click([0, 0])
    assert window.state().history == history
    assert asked == []
    assert window.refusal() == proj2.LINE_CLICK_REFUSAL
    assert window.table.line_view is not None


def test_a_click_on_the_why_line_plays_out_its_reasons_in_turn(opened):
    window = corner_given_window(opened)
    count = len(proj2.get_viewed_reasons(window.table, 1))
    window.table.message_label.event_generate("<Button-1>", x=2, y=2)
    window.root.update()
    assert window.table.line_view.reason == 0
    window.table.message_label.event_generate("<Button-1>", x=2, y=2)
    window.root.update()
    assert window.table.line_view.reason == 1 % count


def test_p_plays_out_the_hints_expected_line(opened):
    window = othello_window(opened)
    window.press("h")
    window.wait_until(lambda: window.table.hint != [])
    window.press("p")
    line_view = window.table.line_view
    assert list(line_view.played.moves[0]) == window.table.hint
    assert window.status().startswith("Line: ")


def test_p_with_no_line_to_play_out_says_where_lines_are(opened):
    window = othello_window(opened)
    window.press("p")
    assert window.table.line_view is None
    assert window.refusal() == proj2.NO_LINE_REFUSAL


def test_a_right_click_on_a_moves_value_plays_out_its_line(opened):
    window = window_with_values(opened)
    square = list(next(iter(window.table.values)))
    window.click(square, "<Button-3>")
    line_view = window.table.line_view
    assert list(line_view.played.moves[0]) == square
    assert line_view.step == 1
    # The values of the game's position are not written on the line's.
    assert not any(text.startswith(("+", "-")) for text in window.texts())


def test_undo_ends_a_line_played_out(opened):
    window = othello_window(opened, "f5d6")
    window.press("h")
    window.wait_until(lambda: window.table.hint != [])
    window.press("p")
    window.press("Control-z")
    assert window.table.line_view is None
    assert len(window.state().history) == 1


def test_a_move_played_by_the_game_ends_a_line_played_out(opened):
    window = othello_window(opened)
    window.press("h")
    window.wait_until(lambda: window.table.hint != [])
    window.press("p")
    # As a computer's move arrives (see finish_turn).
    proj2.finish_turn(window.table, [3, 2])
    assert window.table.line_view is None
    assert len(window.state().history) == 1


def test_the_status_says_whose_the_values_on_the_board_are(opened):
    window = window_with_values(opened)
    assert window.status().endswith(" " + proj2.WINDOW_VALUES_NOTE)
    window.press("v")
    window.wait_until(lambda: len(window.table.values) == 0)
    assert proj2.WINDOW_VALUES_NOTE not in window.status()


def test_the_last_values_shown_are_the_reviews_at_the_think_time():
    # One story: the window's last pass values a position in the think
    # time, as the hint, analyze and the review do.
    board, side = position_after(STANDARD, 8, 8, 30, 5)
    game = game_with(think=0.2)
    task = proj2.AnalysisTask(proj2.TASK_VALUES)
    proj2.work_out_values(board, side, game, task)
    assert task.results[-1][1] == proj2.analyse_moves(
        board, side, STANDARD, game.settings, None, proj2.AnalysisRun(0.2))


# ---------------------------------------------------------------------
# The library's games (Analyze > Library games), from a library of the
# 1990 games made in the test's folder, never the user's.
# ---------------------------------------------------------------------

# A position the 1990 games reached once, beyond the opening book: the
# game went on with g4, Black winning 33-31.
ONCE_REACHED = "f5f6e6f4g5e7f7h5d3c6d7c4e3d6g6h6h4h3"
# The same game turned about the a1-h8 diagonal (rows and columns
# swapped), which keeps the start.
ONCE_REACHED_TURNED = "e6f6f5d6e7g5g6e8c4f3g4d3c5f4f7f8d8c8"


def othello_board_after(moves):
    """Returns: (board, side to move) after an Othello move string."""
    start = proj2.create_start_board(rules=STANDARD)
    replayed = proj2.replay_move_string(moves, start, X, STANDARD)
    due = X
    if replayed.history:
        due = proj2.get_opponent(replayed.history[-1][0])
    return replayed.board, due


def library_game(path, rules=STANDARD):
    """Returns: a Game of two people at the mouse whose library is path."""
    game = game_with(rules, o=proj2.HUMAN)
    game.library = str(path)
    return game


def explorer_after(path, moves):
    """Returns: an Explorer that searched the library at path for the
    position after the moves."""
    explorer = proj2.Explorer()
    board, due = othello_board_after(moves)
    proj2.search_explorer(explorer, library_game(path), board, due)
    return explorer


def test_the_library_games_list_a_positions_moves_and_games(tmp_path):
    explorer = explorer_after(make_library(tmp_path / "l.sqlite3"),
                              ONCE_REACHED)
    assert explorer.heading == ("1 of the library's 40 games reached this "
                                "position (Black to move).")
    listing = proj2.list_explorer_lines(explorer.answer, {})
    assert listing.entries == ["g4        1     +2.0  100%",
                               "The games:",
                               "  ? - ? 1990: 33-31 (then g4)"]
    assert listing.rows[0] == proj2.ExplorerRow([3, 6])
    assert listing.rows[1] == proj2.ExplorerRow([])
    assert listing.rows[2].game.result == "33-31"


def test_the_engines_value_stands_beside_the_books_for_black(tmp_path):
    explorer = explorer_after(make_library(tmp_path / "l.sqlite3"), "")
    engine = proj2.Opinion([4, 5], 3, 3, 3, 0)
    listing = proj2.list_explorer_lines(explorer.answer, {(4, 5): engine})
    assert proj2.EXPLORER_LINE.format(*proj2.EXPLORER_HEADINGS) == (
        "move  games  average  wins   book  engine")
    assert listing.entries == ["f5       40     -3.9   52%     +1      +3"]


def test_an_engines_value_for_white_is_written_for_black():
    at_least = proj2.Opinion([0, 0], 4, proj2.INFINITE_SCORE, 6, 0)
    assert proj2.format_black_value(at_least, X) == "\u2265+4"
    assert proj2.format_black_value(at_least, O) == "\u2264-4"


def test_the_engines_value_from_the_book_is_left_to_the_books_column():
    book = proj2.Opinion([4, 5], -proj2.INFINITE_SCORE,
                         proj2.INFINITE_SCORE, 1, 0, book=True)
    assert proj2.format_black_value(book, X) == ""


def test_without_a_library_the_games_say_so_and_make_none(tmp_path):
    path = tmp_path / "none.sqlite3"
    explorer = explorer_after(path, "")
    assert explorer.heading == proj2.EXPLORER_NO_LIBRARY.format(path)
    assert explorer.answer is None
    assert os.listdir(tmp_path) == []


def test_an_empty_library_says_how_to_import(tmp_path):
    path = tmp_path / "l.sqlite3"
    proj2.open_library(str(path)).connection.close()
    assert explorer_after(path, "").heading == (
        "The library " + str(path) + " holds no games yet: --import FILE "
        "adds them (WTHOR, GGF, records, move strings).")


def test_a_game_of_other_rules_says_what_the_library_holds(tmp_path):
    explorer = proj2.Explorer()
    game = library_game(make_library(tmp_path / "l.sqlite3"),
                        proj2.UMBC_RULES)
    proj2.search_explorer(explorer, game, proj2.create_board(), X)
    assert explorer.heading == proj2.EXPLORER_RULES_LINE
    assert explorer.answer is None


def test_the_library_is_searched_again_only_for_another_position(
        tmp_path, monkeypatch):
    searched = []
    explore = proj2.explore_library
    monkeypatch.setattr(proj2, "explore_library", lambda *args: (
        searched.append(args[2]) or explore(*args)))
    explorer = proj2.Explorer()
    game = library_game(make_library(tmp_path / "l.sqlite3"))
    start, due = othello_board_after("")
    after, other = othello_board_after("f5")
    for board, piece in [[start, due], [start, due], [after, other]]:
        proj2.search_explorer(explorer, game, board, piece)
    assert len(searched) == 2


def test_a_locked_library_is_said_and_tried_again_at_the_next_position(
        tmp_path):
    path = make_library(tmp_path / "l.sqlite3")
    explorer = proj2.Explorer()
    game = library_game(path)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("PRAGMA locking_mode=EXCLUSIVE")
    holder.execute("BEGIN EXCLUSIVE")
    proj2.search_explorer(explorer, game, *othello_board_after(""))
    holder.close()
    assert explorer.heading.endswith("database is locked")
    proj2.search_explorer(explorer, game, *othello_board_after("f5"))
    assert explorer.answer.reached == 40


def test_a_library_game_is_turned_to_pass_through_the_position_shown(
        tmp_path):
    explorer = explorer_after(make_library(tmp_path / "l.sqlite3"),
                              ONCE_REACHED_TURNED)
    moves = proj2.read_library_moves(explorer.library,
                                     explorer.answer.games[0].game)
    through = proj2.find_game_through(
        moves, *othello_board_after(ONCE_REACHED_TURNED))
    assert through.view == 18
    assert through.moves.startswith(ONCE_REACHED_TURNED)


def test_a_new_game_in_the_window_keeps_the_games_library(tmp_path):
    game = library_game(tmp_path / "l.sqlite3")
    chosen = proj2.NewGame(proj2.SIMPLE_RULES)
    assert proj2.remake_game(game, chosen).library == game.library


def library_window(opened, path, moves=""):
    """Returns: a Window on an Othello game after the moves, between two
    people, its library at path, the library's games open (Ctrl+L)."""
    game = library_game(path)
    board, _ = othello_board_after(moves)
    window = opened(board, game)
    start = proj2.create_start_board(rules=STANDARD)
    history = proj2.replay_move_string(moves, start, X, STANDARD).history
    proj2.replace_game(window.table, game, board, [start, history], None,
                       [])
    window.wait_until(window.humans_turn)
    window.press("Control-l")
    window.wait_until(lambda: window.table.explorer.top.winfo_ismapped())
    return window


def double_click_line(window, index):
    """Double-clicks the line of that index in the library's games."""
    listing = window.table.explorer.listing
    listing.see(index)
    window.root.update()
    left, top, _, height = listing.bbox(index)
    # Tk takes two presses in a row on one spot for a double click.
    for _ in range(2):
        for event in ["<ButtonPress-1>", "<ButtonRelease-1>"]:
            listing.event_generate(event, x=left + 1, y=top + height // 2)
    window.root.update()


def explorer_heading(window):
    """Returns: the heading the library's games dialog shows."""
    return window.table.explorer.heading_label.cget("text")


def test_ctrl_l_lists_the_library_games_and_follows_the_board(opened,
                                                              tmp_path):
    window = library_window(opened, make_library(tmp_path / "l.sqlite3"))
    assert explorer_heading(window) == (
        "40 of the library's 40 games reached this position (Black to "
        "move).")
    listing = window.table.explorer.listing
    assert listing.get(0, "end") == (
        "f5       40     -3.9   52%     +1",)
    window.click([4, 5])
    assert explorer_heading(window) == (
        "40 of the library's 40 games reached this position (White to "
        "move).")
    # Best first for White: the fewest discs for Black.
    assert listing.get(0) == "d6       15     -9.2   43%     +1"


def test_a_double_click_on_a_listed_move_plays_it(opened, tmp_path):
    window = library_window(opened, make_library(tmp_path / "l.sqlite3"))
    double_click_line(window, 0)
    assert window.state().history == [[X, [4, 5]]]


def test_a_double_click_on_a_listed_game_opens_it_where_it_was_shown(
        opened, tmp_path):
    window = library_window(opened, make_library(tmp_path / "l.sqlite3"),
                            ONCE_REACHED_TURNED)
    shown = proj2.copy_board(window.state().board)
    double_click_line(window, 2)
    table = window.table
    assert len([entry for entry in table.state.history if entry[1]]) == 60
    assert proj2.is_state_over(table.state)
    assert table.view == 18
    assert proj2.get_shown_state(table).board == shown
    assert window.message() == (
        "Opened from the library: ? - ? 1990: 33-31. Shown after move 18, "
        "where it reached the position searched.")
    assert explorer_heading(window).startswith("1 of the library's 40")


def test_the_library_games_show_the_engines_values_not_the_board(
        opened, tmp_path):
    window = library_window(opened, make_library(tmp_path / "l.sqlite3"),
                            ONCE_REACHED)
    window.wait_until(lambda: len(window.table.values) > 0)
    engine = proj2.format_black_value(window.table.values[(3, 6)], X)
    window.wait_until(lambda: window.table.explorer.listing.get(0)
                      .endswith(" " + engine))
    window.press("c")
    assert window.texts() == []
    assert proj2.WINDOW_VALUES_NOTE not in window.status()


def test_closing_the_library_games_stops_the_engines_values(opened,
                                                            tmp_path):
    window = library_window(opened, make_library(tmp_path / "l.sqlite3"),
                            ONCE_REACHED)
    top = window.table.explorer.top
    top.focus_force()
    window.root.update()
    top.event_generate("<Escape>")
    window.root.update()
    assert window.table.explorer is None
    assert window.table.analysis is None
    assert window.table.values == {}


def test_a_move_double_clicked_while_the_editor_is_open_is_refused(
        opened, tmp_path):
    window = library_window(opened, make_library(tmp_path / "l.sqlite3"))
    window.press("Control-e")
    double_click_line(window, 0)
    assert window.refusal() == proj2.EDITOR_OPEN_REFUSAL
    assert window.state().history == []


def practised_window(opened, tmp_path):
    """Returns: a reviewed Window (see reviewed_window: a game of seed 3,
    with marked moves of both sides) whose library is a file of tmp_path,
    its marked moves put back (Practice > Your marked moves, Ctrl+P)."""
    window = reviewed_window(opened, seed=3)
    window.state().game.library = str(tmp_path / "lib.sqlite3")
    window.press("Control-p")
    return window


def test_practice_without_a_review_says_to_review_first(opened):
    window = othello_window(opened, "f5d6c3")
    window.press("Control-p")
    assert window.refusal() == proj2.PRACTICE_NEEDS_REVIEW
    assert window.table.practice is None


def test_practice_sets_up_each_marked_move_and_a_click_answers(
        opened, tmp_path):
    window = practised_window(opened, tmp_path)
    walk = window.table.practice
    items = proj2.list_reviewed_positions(window.state(),
                                          window.table.review_judged)
    assert [item.number for item in walk.items] == [
        item.number for item in items] != []
    assert window.status() == proj2.PRACTICE_ASK_STATUS.format(
        1, len(items), items[0].piece)
    assert proj2.get_line_state(window.state(), window.table.line_view
                                ).board == items[0].board
    window.click(walk.items[0].opinions[0].move)
    assert window.message().startswith("Found: ")
    assert window.status() == proj2.PRACTICE_NEXT_STATUS.format(
        1, len(items), items[0].piece)


def test_a_missed_practice_position_plays_out_its_reasons_line(
        opened, tmp_path):
    window = practised_window(opened, tmp_path)
    item = window.table.practice.items[0]
    worst = item.opinions[-1].move
    window.click(worst)
    window.click(worst)
    assert window.message().startswith("Missed. The best move: ")
    assert window.message().endswith(proj2.PRACTICE_LINE_NOTE)
    line_view = window.table.line_view
    assert line_view.played.boards[0] == item.board
    assert len(line_view.played.moves) > 0
    window.press("Right")
    assert line_view.step == 2


def test_escape_ends_the_practice_with_its_summary(opened, tmp_path):
    window = practised_window(opened, tmp_path)
    count = len(window.table.practice.items)
    window.press("Escape")
    assert window.table.practice is None
    assert window.table.line_view is None
    assert window.message().startswith(
        "Practice: 0 of {} answered: ".format(count))
