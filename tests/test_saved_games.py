"""Saved games keep what they held: every clock is written as it reads
back or refused with the reason, a file that contradicts itself (a flag
with time left, a result the board does not give) is refused with its
line, and undo never rewrites the --record file with less."""

import functools
import io
import signal

import pytest

import proj2
from helpers import FakeClock, TimedLines, TypedLines, load_game

X, O = proj2.PLAYER_PIECE, proj2.COMPUTER_PIECE
STANDARD = proj2.STANDARD_RULES

# The head of a record of f5 d6 between two humans; the test adds tags.
F5_D6 = """[Rules "standard"]
[Size "8x8"]
[First "X"]
[Start "O"]
[Win "most"]
[X "human"]
[O "human"]
[Moves "f5d6"]
{}
f5 d6
"""
# Its first added tag's line.
ADDED_LINE = 9


def record_with(*tags):
    """Returns: the record of f5 d6 with the given tag lines added."""
    return F5_D6.format("\n".join(tags) + "\n")


def read_record(text):
    """Returns: the LoadedGame of a record's text, named g.txt."""
    return proj2.read_record_text(text, "g.txt")


def read_ggf(text):
    """Returns: the LoadedGame of a GGF text's one game, named g.ggf."""
    return proj2.choose_filed_game(proj2.read_ggf_text(text, "g.ggf"), None,
                                   "g.ggf")


def loaded_state(loaded):
    """Returns: a GameState of a LoadedGame as --load makes it (two
    humans)."""
    game = proj2.create_game(proj2.NewGame(
        loaded.rules, {X: proj2.HUMAN, O: proj2.HUMAN}, loaded.first,
        clock=loaded.clock))
    state = proj2.create_play_state(loaded.board, game,
                                    [loaded.start, loaded.history])
    proj2.name_loaded_sides(state, loaded)
    return state


# ---- every clock written as it reads back, or refused with the reason

@pytest.mark.parametrize("text", ["0.016667", "0.05+0.00001", "600+600",
                                  "0.5+0.3", "599.999999+0.000001"])
def test_every_clock_accepted_is_written_as_it_reads_back(text):
    clock = proj2.parse_clock_setting(text)
    if clock is None:
        pytest.skip("not a clock --clock takes")
    written = proj2.format_clock_setting(clock)
    assert "e" not in written
    assert proj2.parse_clock_setting(written) == clock


@pytest.mark.parametrize("value", ["0", "601", "999999", "5+999999", "0.0"])
def test_a_record_clock_beyond_what_clock_takes_is_refused(value):
    loaded = read_record(record_with(f'[Clock "{value}"]',
                                     '[Times "1.0 1.0"]'))
    assert loaded.error == (
        f"g.txt: line {ADDED_LINE}: Clock cannot be '{value}': a clock is "
        "at least 1 s and at most 600 minutes, its increment at most 600 "
        "seconds")


@pytest.mark.parametrize("value", ["1000000:00", "0:00", "600:00/600:01"])
def test_a_ggf_clock_a_record_cannot_keep_is_refused(value):
    loaded = read_ggf(f"(;GM[Othello]TI[{value}]TY[8]B[f5]W[d6];)")
    assert loaded.error == (
        f"g.ggf: the clock TI[{value}] cannot be kept: a clock is at least "
        "1 s and at most 600 minutes, its increment at most 600 seconds")


def test_a_ggf_clock_that_is_not_one_is_refused():
    loaded = read_ggf("(;GM[Othello]TI[soon]TY[8]B[f5]W[d6];)")
    assert loaded.error == ("g.ggf: the clock TI[soon] cannot be kept: it "
                            "is not [[h:]m:]s/[[h:]m:]s")


@pytest.mark.parametrize("ti, clock", [
    ("600:00/10:00/", proj2.ClockSetting(36000, 600)),
    ("0:30/0:00.3/", proj2.ClockSetting(30, 0.3)),
    ("0:07", proj2.parse_clock_setting("0.116667"))])
def test_a_ggf_clock_goes_through_a_record_and_back(ti, clock):
    from_ggf = read_ggf(f"(;GM[Othello]TI[{ti}]TY[8]B[f5]W[d6];)")
    assert from_ggf.error == "" and from_ggf.clock == clock
    record = proj2.format_record(loaded_state(from_ggf))
    from_record = read_record(record)
    assert from_record.error == "" and from_record.clock == clock
    again = read_ggf(proj2.format_ggf(loaded_state(from_record)))
    assert again.error == "" and again.clock == clock


def test_a_clock_of_a_fraction_of_a_second_goes_through_ggf():
    loaded = read_record(record_with('[Clock "0.5+0.3"]',
                                     '[Times "1.0 1.0"]'))
    text = proj2.format_ggf(loaded_state(loaded))
    assert "TI[0:30/0:00.3/]" in text
    assert read_ggf(text).clock == proj2.ClockSetting(30, 0.3)


# ---- files that contradict themselves are refused with the line and why

@pytest.mark.parametrize("tags, line, reason", [
    (['[Flag "X"]'], ADDED_LINE, "Flag needs a Clock"),
    (['[Times "1.0 1.0"]'], ADDED_LINE, "Times needs a Clock"),
    (['[Clock "1"]', '[Times "50.0 61.0"]'], ADDED_LINE + 1,
     "O's times add up to more than its clock"),
    (['[Clock "1"]', '[Times "50.0 1.0 3.0"]', '[Flag "X"]'],
     ADDED_LINE + 2, "X's flag fell with time left"),
    (['[Clock "1"]', '[Times "50.0 1.0"]', '[Flag "O"]'], ADDED_LINE + 2,
     "O's flag cannot fall: it is not its turn"),
    (['[Clock "1"]', '[Times "50.0 1.0 10.0"]', '[Flag "X"]',
      '[Result "33-31"]'], ADDED_LINE + 3,
     "Result '33-31' does not give the game to O"),
    (['[Result "99-99"]'], ADDED_LINE,
     "Result '99-99' is not what the board gives (*)"),
])
def test_a_record_that_contradicts_itself_is_refused(tags, line, reason):
    assert read_record(record_with(*tags)).error == (
        f"g.txt: line {line}: {reason}")


def test_a_finished_records_result_must_be_the_final_score():
    # Black takes every disc at move 9.
    text = """[Rules "standard"]\n[Result "{}"]\n
d3 c3 b3 d2 e1 d6 d7 e3 f4
"""
    assert read_record(text.format("64-0")).error == ""
    assert read_record(text.format("13-0")).error == (
        "g.txt: line 2: Result '13-0' is not what the board gives (64-0)")


def test_a_record_lost_on_time_keeps_its_flag_and_result():
    loaded = read_record(record_with(
        '[Clock "1"]', '[Times "50.0 1.0 10.0"]', '[Flag "X"]',
        '[Result "31-33"]'))
    assert loaded.error == "" and loaded.flagged == X
    assert loaded.times == [50.0, 1.0]


def test_a_record_of_an_older_version_lost_on_time_loads():
    # Older versions wrote no time for the flagged turn, and the discs.
    loaded = read_record(record_with('[Clock "1"]', '[Times "50.0 1.0"]',
                                     '[Flag "X"]', '[Result "3-3"]'))
    assert loaded.error == "" and loaded.flagged == X


def two_people_on_a_one_minute_clock():
    """Returns: the state of a new Othello game between two people, each
    with a minute on the clock."""
    game = proj2.create_game(proj2.NewGame(
        STANDARD, {X: proj2.HUMAN, O: proj2.HUMAN},
        clock=proj2.parse_clock_setting("1")))
    return proj2.create_play_state(proj2.create_start_board(rules=STANDARD),
                                   game)


def test_a_game_lost_on_time_is_saved_with_the_flagged_turns_time(
        monkeypatch, capsys):
    clock = FakeClock()
    monkeypatch.setattr(proj2, "read_clock", clock)
    state = two_people_on_a_one_minute_clock()
    proj2.play_session(state, TimedLines([(10, "f5"), (70, "d6")], clock))
    text = proj2.format_record(state)
    assert '[Times "10.0 60.0"]' in text and '[Flag "O"]' in text
    assert read_record(text).error == ""


def test_a_ggf_game_lost_on_time_needs_a_clock():
    assert read_ggf("(;GM[Othello]RE[+2.000:t]TY[8]B[f5]W[d6];)").error == (
        "g.ggf: RE[+2.000:t] says a flag fell, but there is no clock (TI)")


def test_a_ggf_flag_on_the_side_not_to_move_is_refused():
    assert read_ggf("(;GM[Othello]RE[+2.000:t]TI[1:00]TY[8]B[f5]W[d6];)"
                    ).error == "g.ggf: O's flag cannot fall: it is not its turn"


def test_ggf_times_beyond_the_clock_are_refused():
    assert read_ggf("(;GM[Othello]TI[1:00]TY[8]B[f5//70.00]W[d6//1.00];)"
                    ).error == "g.ggf: X's times add up to more than its clock"


# ---- stepping back through a finished game keeps its record

# An Othello game to its last 8 moves (g3 g2 h4 f1 g1 h1 h2 h3 end it).
OTHELLO_57 = ("f5d6c5f4f3e3c4d3c3g4c6f6g6e6d7c7h5e7d8c8f7e8f8g8b8a8b7a7a6b5"
              "a5b6b4g5h6g7h8a3a4h7a2b3c2a1b2c1b1d1e1d2e2f2")
LAST_MOVES = ["g3", "g2", "h4", "f1", "g1", "h1", "h2", "h3"]


class Terminal(io.StringIO):
    """Standard input that says it is a terminal."""

    def isatty(self):
        """Returns: True."""
        return True


def recorded_game_to_its_end(tmp_path, monkeypatch, typed=()):
    """Plays OTHELLO_57 then LAST_MOVES at a (pretended) terminal between
    two humans, recorded in r.txt, then the lines typed after the game.
    Returns: [the GameState, the record's path, its text at the end]."""
    monkeypatch.setattr("sys.stdin", Terminal())
    monkeypatch.setattr(proj2, "read_player_line",
                        TypedLines(LAST_MOVES + list(typed)))
    path = tmp_path / "r.txt"
    loaded = proj2.choose_filed_game(proj2.read_game_text(
        OTHELLO_57, "--moves"), None, "--moves")
    game = proj2.create_game(
        proj2.NewGame(STANDARD, {X: proj2.HUMAN, O: proj2.HUMAN}),
        record_path=str(path))
    state = proj2.create_play_state(loaded.board, game,
                                    [loaded.start, loaded.history])
    read_line = functools.partial(proj2.read_line_or_pass, state,
                                  proj2.read_player_line)
    proj2.play_session(state, read_line)
    finished = path.read_text()
    # As the program does: undo after the end takes the game back.
    while proj2.ask_after_game(state, proj2.read_player_line):
        proj2.play_session(state, read_line, resumed=True)
    return [state, path, finished]


def test_undo_after_a_finished_game_keeps_its_record(tmp_path, monkeypatch,
                                                     capsys):
    state, path, finished = recorded_game_to_its_end(
        tmp_path, monkeypatch, ["undo", "undo", "quit", "y"])
    assert '[Result "1-63"]' in finished
    assert path.read_text() == finished
    assert proj2.read_player_line.prompts[-1] == (
        "The game saved has 2 moves more (redo plays them). Quit anyway? "
        "(y/n) ")


def test_a_different_move_after_undo_rewrites_the_record(tmp_path,
                                                        monkeypatch, capsys):
    state, path, finished = recorded_game_to_its_end(tmp_path, monkeypatch)
    for _ in range(3):
        proj2.take_back(state)
    assert path.read_text() == finished
    # O plays h1 again, as the record has it: the record stays.
    proj2.play_turn(state, proj2.parse_square_name("h1", state.board))
    assert path.read_text() == finished
    # X plays h3 where the record has h2: the record is the new line.
    proj2.play_turn(state, proj2.parse_square_name("h3", state.board))
    text = path.read_text()
    assert '[Result "*"]' in text and text.endswith(" h1 h3\n")
    assert not proj2.is_unsaved(state)


# ---- a save typed as the flag falls is written and said, then the flag

def test_a_save_as_the_flag_falls_is_written_and_said_first(
        tmp_path, monkeypatch, capsys):
    clock = FakeClock()
    monkeypatch.setattr(proj2, "read_clock", clock)
    written = proj2.format_record

    def alarm_while_saving(state):
        # The time runs out, and the alarm rings, as the save is written.
        clock.now += 60
        signal.raise_signal(signal.SIGALRM)
        return written(state)
    monkeypatch.setattr(proj2, "format_record", alarm_while_saving)
    state = two_people_on_a_one_minute_clock()
    path = tmp_path / "g.txt"
    proj2.play_session(state, TimedLines([(30, f"save {path}")], clock))
    out = capsys.readouterr().out
    assert (f"save {path}\nSaved the game to {path}.\n" in out
            and "X's time ran out: the game is over." in out)
    assert out.index("Saved the game") < out.index("time ran out")
    assert state.flagged == X
    assert read_record(path.read_text()).error == ""


# ---- a course game's record writes its moves as its player types them

UMBC = proj2.RULE_SETS["umbc"]


def umbc_game_after(*moves):
    """Returns: the GameState of a course game between two humans after
    the given [row, col] moves."""
    game = proj2.create_game(proj2.NewGame(
        UMBC, {X: proj2.HUMAN, O: proj2.HUMAN}))
    state = proj2.create_play_state(proj2.create_start_board(rules=UMBC),
                                    game)
    for move in moves:
        proj2.play_turn(state, list(move))
    return state


def test_a_course_games_record_writes_row_and_column_numbers():
    state = umbc_game_after([2, 4], [2, 3])
    assert proj2.format_record(state).endswith("\n\n2 4, 2 3\n")
    loaded = read_record(proj2.format_record(state))
    assert loaded.error == "" and loaded.history == state.history


def test_a_course_games_record_of_square_names_still_loads():
    # As older versions wrote it: e3 is row 2, column 4.
    text = '[Rules "umbc"]\n\ne3 d3\n'
    loaded = read_record(text)
    assert loaded.error == ""
    assert loaded.history == umbc_game_after([2, 4], [2, 3]).history


def test_a_course_record_move_that_is_not_legal_is_named_as_typed():
    assert read_record('[Rules "umbc"]\n\n2 4, 0 0\n').error.startswith(
        "g.txt: line 3: 0 0 is not a move here: ")


def test_redo_after_undo_brings_a_fallen_flag_back(monkeypatch, capsys):
    clock = FakeClock()
    monkeypatch.setattr(proj2, "read_clock", clock)
    state = two_people_on_a_one_minute_clock()
    proj2.play_session(state, TimedLines([(10, "f5"), (70, "d6")], clock))
    assert state.flagged == O
    proj2.take_back(state)
    assert state.flagged == proj2.EMPTY
    proj2.play_again(state)
    assert state.flagged == O
