"""Games on a clock (--clock MINUTES[+SECONDS]): both clocks are shown
and count, a side whose time runs out loses, undo gives the time back,
a computer plans its think time from its clock. The clock is a
FakeClock: no test waits for time to pass."""

import threading

import pytest

import proj2
from helpers import FakeClock, TimedLines, check_usage_error, run_in_process

X = proj2.PLAYER_PIECE
O = proj2.COMPUTER_PIECE
STANDARD = proj2.STANDARD_RULES


def clock_game(clock_text, names=None):
    """Returns: a GameState of Othello from the start, X at the keyboard
    against the naive computer unless names says, on the clock
    clock_text (as --clock takes it)."""
    game = proj2.create_game(
        proj2.NewGame(STANDARD, names,
                      clock=proj2.parse_clock_setting(clock_text)),
        settings=proj2.create_settings(1, node_limit=250))
    board = proj2.create_start_board(rules=STANDARD)
    return proj2.create_play_state(board, game, None)


def f5_in_ten_seconds(clock_text, fake_clock):
    """Returns: the GameState of clock_game(clock_text) after X plays f5
    in 10 seconds of the FakeClock, the naive computer replies and X
    quits."""
    state = clock_game(clock_text)
    proj2.play_session(state, TimedLines([(10, "f5"), (0, "quit")],
                                         fake_clock))
    return state


@pytest.fixture
def fake_clock(monkeypatch):
    """The FakeClock proj2 reads for the test."""
    clock = FakeClock()
    monkeypatch.setattr(proj2, "read_clock", clock)
    return clock


@pytest.mark.parametrize("text, main, increment", [
    ("30", 1800, 0), ("1+1", 60, 1), ("0.5+2.5", 30, 2.5), (" 5 ", 300, 0)])
def test_clock_option_reads_minutes_and_increment(text, main, increment):
    assert proj2.parse_clock_setting(text) == proj2.ClockSetting(main,
                                                                 increment)


@pytest.mark.parametrize("text", ["0", "abc", "1+", "+1", "-1", "1+-1",
                                  "601", "1+601", "1e3"])
def test_clock_option_refuses_what_is_not_a_clock(text):
    assert proj2.parse_clock_setting(text) is None


def test_a_bad_clock_stops_the_program(capsys):
    check_usage_error(["--clock", "soon"], "--clock takes MINUTES[+SECONDS]",
                      capsys)


def test_a_clock_goes_with_no_protocol(capsys):
    check_usage_error(["--protocol", "gtp", "--clock", "5"], "--clock",
                      capsys)


def test_both_clocks_are_shown_before_a_move(monkeypatch, capsys):
    ran = run_in_process(["--rules", "standard", "--clock", "1+1"],
                         b"quit\n", monkeypatch, capsys, node_limit=250)
    assert b"Clocks: X 1:00, O 1:00." in ran.stdout


def test_the_course_game_shows_no_clock(monkeypatch, capsys):
    ran = run_in_process(["--rules", "umbc"], b"quit\n", monkeypatch, capsys)
    assert b"Clocks:" not in ran.stdout


def test_a_move_takes_its_time_off_the_clock(fake_clock, capsys):
    f5_in_ten_seconds("1", fake_clock)
    out = capsys.readouterr().out
    assert "Clocks: X 0:50, O 1:00." in out


def test_the_increment_comes_back_after_a_move(fake_clock, capsys):
    state = clock_game("1+5")
    proj2.play_session(state, TimedLines([(10, "f5"), (0, "quit")],
                                         fake_clock))
    assert "Clocks: X 0:55, O 1:05." in capsys.readouterr().out


def test_time_running_out_loses_the_game(fake_clock, capsys):
    state = clock_game("1")
    winner = proj2.play_session(state, TimedLines([(61, "f5")], fake_clock))
    out = capsys.readouterr().out
    assert winner == O
    assert proj2.TIME_OUT_MESSAGE.format(X) in out
    assert state.history == []


def test_a_game_lost_on_time_is_over(fake_clock, capsys):
    state = clock_game("1")
    proj2.play_session(state, TimedLines([(61, "f5")], fake_clock))
    assert proj2.is_state_over(state)


def test_undo_gives_back_the_time_of_the_moves_taken_back(fake_clock,
                                                          capsys):
    state = clock_game("1")
    proj2.play_session(state, TimedLines(
        [(10, "f5"), (5, "undo"), (0, "quit")], fake_clock))
    out = capsys.readouterr().out
    after_undo = out[out.rindex("undo"):]
    assert "Clocks: X 1:00, O 1:00." in after_undo


def test_redo_takes_the_time_again(fake_clock, capsys):
    state = clock_game("1")
    proj2.play_session(state, TimedLines(
        [(10, "f5"), (0, "undo"), (0, "redo"), (0, "quit")], fake_clock))
    out = capsys.readouterr().out
    assert "Clocks: X 0:50, O 1:00." in out[out.rindex("redo"):]


def test_a_computer_thinks_as_its_clock_allows(fake_clock):
    thinks = []

    def spy(board, piece, settings):
        thinks.append(settings.think)
        return proj2.choose_naive_rule_move(board, piece, STANDARD)
    state = clock_game("2", {X: "level1", O: "level1"})
    state.game.players[X] = spy
    before = state.game.settings.think
    proj2.start_turn_clock(state)
    proj2.prepare_computer_move(state)()
    assert thinks == [proj2.plan_clock_move(120, 0, 60 // 2).think]
    assert state.game.settings.think == before


def test_the_alarm_ends_a_wait_when_the_time_runs_out(fake_clock):
    state = clock_game("1")
    proj2.start_turn_clock(state)
    fake_clock.now += 61
    with pytest.raises(proj2.TimeRanOut):
        proj2.run_on_clock(state, lambda: threading.Event().wait(5))


def test_a_saved_game_keeps_its_clock_and_times(fake_clock, capsys):
    state = f5_in_ten_seconds("1+2", fake_clock)
    text = proj2.format_record(state)
    assert '[Clock "1+2"]' in text
    assert '[Times "10.0 0.0"]' in text


def test_a_record_read_gives_back_its_clock_and_times(fake_clock, capsys):
    state = f5_in_ten_seconds("1+2", fake_clock)
    loaded = proj2.read_record_text(proj2.format_record(state),
                                    "game.txt")
    assert loaded.error == ""
    assert loaded.clock == proj2.ClockSetting(60, 2)
    assert loaded.times == [10.0, 0.0]


def test_a_game_resumes_with_its_times(tmp_path, fake_clock, monkeypatch,
                                       capsys):
    state = f5_in_ten_seconds("1", fake_clock)
    path = tmp_path / "game.txt"
    path.write_text(proj2.format_record(state))
    capsys.readouterr()
    ran = run_in_process(["--load", str(path)], b"quit\n", monkeypatch,
                         capsys, node_limit=250)
    assert b"Clocks: X 0:50, O 1:00." in ran.stdout


def test_a_game_lost_on_time_loads_as_over(fake_clock, capsys):
    state = clock_game("1")
    proj2.play_session(state, TimedLines([(61, "f5")], fake_clock))
    text = proj2.format_record(state)
    assert '[Flag "X"]' in text
    loaded = proj2.read_record_text(text, "game.txt")
    again = proj2.create_play_state(loaded.board, state.game,
                                    [loaded.start, loaded.history])
    proj2.name_loaded_sides(again, loaded)
    assert proj2.is_state_over(again)
    assert proj2.get_state_winner(again) == O


def test_times_that_do_not_match_the_moves_are_refused(fake_clock, capsys):
    state = f5_in_ten_seconds("1", fake_clock)
    text = proj2.format_record(state).replace('"10.0 0.0"', '"10.0"')
    loaded = proj2.read_record_text(text, "game.txt")
    assert proj2.TIMES_TAG_ERROR in loaded.error


def read_ggf(text):
    """Returns: the LoadedGame of a GGF text's one game."""
    return proj2.choose_filed_game(proj2.read_ggf_text(text, "g.ggf"), None,
                                   "g.ggf")


def test_ggf_keeps_the_clock_and_each_moves_time(fake_clock, capsys):
    state = f5_in_ten_seconds("1+2", fake_clock)
    text = proj2.format_ggf(state)
    assert "TI[1:00/0:02/]" in text
    assert "B[f5//10.00]W[" in text


def test_ggf_times_read_back(fake_clock, capsys):
    state = f5_in_ten_seconds("1+2", fake_clock)
    loaded = read_ggf(proj2.format_ggf(state))
    assert loaded.clock == proj2.ClockSetting(60, 2)
    assert loaded.times == [10.0, 0.0]


def test_ggf_clock_in_hours_minutes_and_seconds_is_read():
    assert proj2.read_ggf_clock("1:00:00/00:05/02:00") == (
        proj2.ClockSetting(3600, 5))


def test_a_ggf_game_lost_on_time_says_so(fake_clock, capsys):
    state = clock_game("1")
    proj2.play_session(state, TimedLines([(61, "f5")], fake_clock))
    text = proj2.format_ggf(state)
    assert "RE[-2.000:t]" in text
    assert read_ggf(text).flagged == X


def test_ggf_without_times_loads_with_none():
    loaded = read_ggf("(;GM[Othello]TI[5:00//]TY[8]B[f5]W[d6];)")
    assert loaded.clock == proj2.ClockSetting(300, 0)
    assert loaded.times == []


def test_computers_on_a_short_clock_play_a_whole_game_in_time(fake_clock,
                                                              capsys):
    # Each computer plans its moves from what is left, its work taking
    # time: every reading of the clock (each CLOCK_CHECK_NODES positions
    # searched) is 4 ms later, about the speed its budget counts on.
    fake_clock.step = 0.004
    game = proj2.create_game(
        proj2.NewGame(STANDARD, {X: "level3", O: "level5"},
                      clock=proj2.parse_clock_setting("0.02")),
        settings=proj2.create_settings(1))
    board = proj2.create_start_board(6, 6, rules=STANDARD)
    state = proj2.create_play_state(board, game, None)
    proj2.play_session(state, TimedLines([], fake_clock))
    assert state.flagged == proj2.EMPTY
    assert proj2.is_rule_game_over(state.board, state.due, STANDARD)
