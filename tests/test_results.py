"""How a finished game's result is decided and said: a game lost on time
is scored by the WOF's rule (the winner at least 33-31) alike at the
terminal, in the window's status, the record and GGF; where no clock
may run, --clock is refused; GTP scores a game under way; --help lists
every word of the prompt; a loaded game between named people is two
people's. The clock is a FakeClock: no test waits for time to pass."""

import pytest

import proj2
from helpers import (FakeClock, TimedLines, board_from, check_usage_error,
                     run_in_process)

X = proj2.PLAYER_PIECE
O = proj2.COMPUTER_PIECE
STANDARD = proj2.STANDARD_RULES

# X 3, O 20 (O ahead by the discs on the board), 41 empty squares.
O_AHEAD = """\
_ | a | b | c | d | e | f | g | h
1 | O | O | O | O | O | O | O | O
2 | O | O | O | O | O | O | O | O
3 | O | O | O | O | _ | _ | _ | _
4 | _ | _ | _ | X | X | X | _ | _
5 | _ | _ | _ | _ | _ | _ | _ | _
6 | _ | _ | _ | _ | _ | _ | _ | _
7 | _ | _ | _ | _ | _ | _ | _ | _
8 | _ | _ | _ | _ | _ | _ | _ | _"""


@pytest.fixture
def fake_clock(monkeypatch):
    """The FakeClock proj2 reads for the test."""
    clock = FakeClock()
    monkeypatch.setattr(proj2, "read_clock", clock)
    return clock


def lost_on_time(fake_clock, display=proj2.CLASSIC_DISPLAY, win="most",
                 record_path=None):
    """Returns: the GameState of an Othello game on a one-minute clock in
    which X, at the keyboard against the naive computer, lets its time
    run out before its first move (the board 2-2); record_path: its
    --record file, or None."""
    game = proj2.create_game(
        proj2.NewGame(STANDARD, win=win,
                      clock=proj2.parse_clock_setting("1")),
        settings=proj2.create_settings(1, node_limit=250),
        record_path=record_path, display=display)
    board = proj2.create_start_board(rules=STANDARD)
    state = proj2.create_play_state(board, game, None)
    proj2.play_session(state, TimedLines([(61, "f5")], fake_clock))
    return state


# --- the score of a game lost on time ---------------------------------

def test_a_level_board_lost_on_time_scores_33_31_to_the_winner():
    board = proj2.create_start_board(rules=STANDARD)
    assert proj2.get_time_out_scores(board, X, STANDARD) == {X: 31, O: 33}


def test_a_board_the_winner_leads_is_counted_as_a_finished_game():
    # O's 20 discs and the 41 empty squares, as the WOF counts an end.
    assert proj2.get_time_out_scores(board_from(O_AHEAD), X, STANDARD) == {
        X: 3, O: 61}


def test_a_board_the_loser_leads_scores_the_narrowest_win():
    assert proj2.get_time_out_scores(board_from(O_AHEAD), O, STANDARD) == {
        X: 33, O: 31}


def test_a_smaller_board_lost_on_time_has_its_own_narrowest_win():
    board = proj2.create_start_board(6, 6, rules=STANDARD)
    assert proj2.get_time_out_scores(board, O, STANDARD) == {X: 19, O: 17}


def test_where_the_fewest_win_the_winner_on_time_has_the_fewer():
    board = proj2.create_start_board(rules=STANDARD)
    assert proj2.get_time_out_scores(board, X, STANDARD, "fewest") == {
        X: 33, O: 31}


def test_a_disc_counting_game_keeps_a_lead_of_two_on_the_board():
    assert proj2.get_time_out_scores(board_from(O_AHEAD), X,
                                     proj2.SIMPLE_RULES) == {X: 3, O: 20}


# --- the same result everywhere ---------------------------------------

def test_the_terminal_says_who_lost_on_time_and_a_score_that_agrees(
        fake_clock, capsys):
    lost_on_time(fake_clock)
    out = capsys.readouterr().out
    assert ("X's time ran out: the game is over.\n"
            "Final score: X 31, O 33 (X lost on time: scored as the "
            "narrowest win, 33-31)\n"
            "The computer wins!") in out


def test_the_rich_style_says_the_same_result(fake_clock, capsys):
    lost_on_time(fake_clock, proj2.create_rich_display(False))
    out = capsys.readouterr().out
    assert "Final score: X 31, O 33 (X lost on time" in out
    assert "The computer wins!" in out


def test_the_windows_status_says_the_same_result(fake_clock, capsys):
    state = lost_on_time(fake_clock)
    status = proj2.format_status(state, proj2.WINDOW_STATUS,
                                 proj2.DISC_COLOUR_NAMES)
    assert ("Final score: X 31, O 33 (X lost on time: scored as the "
            "narrowest win, 33-31). The computer wins!") in status


def test_the_record_keeps_the_same_result(fake_clock, capsys):
    text = proj2.format_record(lost_on_time(fake_clock))
    assert '[Flag "X"]' in text
    assert '[Result "31-33"]' in text


def test_the_record_file_is_written_when_the_flag_falls(tmp_path,
                                                       fake_clock, capsys):
    path = tmp_path / "game.txt"
    lost_on_time(fake_clock, record_path=str(path))
    assert '[Result "31-33"]' in path.read_text()


def test_ggf_keeps_the_same_result(fake_clock, capsys):
    text = proj2.format_ggf(lost_on_time(fake_clock))
    assert "RE[-2.000:t]" in text


def test_a_game_the_fewest_win_lost_on_time_reads_back_its_loser(
        fake_clock, capsys):
    state = lost_on_time(fake_clock, win="fewest")
    text = proj2.format_ggf(state)
    assert "RE[+2.000:t]" in text
    loaded = proj2.choose_filed_game(proj2.read_ggf_text(text, "g.ggf"),
                                     None, "g.ggf")
    assert loaded.flagged == X


def test_a_game_finished_by_play_keeps_its_score_line():
    board = board_from(O_AHEAD)
    assert proj2.format_rule_score(board, STANDARD) == (
        "Final score: X 3, O 61 (O's 20 discs and the 41 empty squares)")


# --- where no clock may run -------------------------------------------

def test_the_course_game_refuses_a_clock(capsys):
    check_usage_error(["--clock", "1"], "--clock does not apply: the "
                      "course's rules (umbc) play with no clock.", capsys)


@pytest.mark.parametrize("players", [["--x", "best"],
                                     ["--o", "best", "--x", "naive"]])
def test_best_refuses_a_clock(players, capsys):
    check_usage_error(["--rules", "othello", "--clock", "1"] + players,
                      "--clock does not apply: best plays the whole game "
                      "against the naive computer with no clock", capsys)


def test_a_clock_below_a_second_is_refused(capsys):
    check_usage_error(["--rules", "othello", "--clock", "0.000001"],
                      proj2.CLOCK_ERROR.format(
                          most=proj2.MOST_CLOCK_MINUTES, value="0.000001"),
                      capsys)


def test_a_clock_of_a_second_is_taken():
    assert proj2.parse_clock_setting("0.0167") is not None


def record_with(tags):
    """Returns: a record of an Othello game of no moves with these extra
    [name, value] tags after its players, on a one-minute clock."""
    lines = ['[Rules "standard"]', '[Size "8x8"]']
    lines += ['[{} "{}"]'.format(name, value) for name, value in tags]
    lines += ['[Clock "1+0"]', '[Times ""]', '[Result "*"]', ""]
    return "\n".join(lines) + "\n"


def test_a_record_asking_best_to_play_on_a_clock_is_refused():
    loaded = proj2.read_record_text(record_with([["X", "best"],
                                                 ["O", "naive"]]), "r.txt")
    assert loaded.error == (
        "r.txt: line 5: Clock cannot be '1+0': best plays the whole game "
        "against the naive computer with no clock; X is best.")


def test_a_course_record_on_a_clock_is_refused():
    text = record_with([]).replace("standard", "umbc")
    loaded = proj2.read_record_text(text, "r.txt")
    assert "line 3: Clock cannot be" in loaded.error
    assert "the course's rules (umbc) play with no clock" in loaded.error


def test_best_for_a_loaded_game_on_a_clock_is_refused(tmp_path,
                                                      monkeypatch, capsys):
    path = tmp_path / "r.txt"
    path.write_text(record_with([]))
    ran = run_in_process(["--load", str(path), "--x", "best"], b"",
                         monkeypatch, capsys)
    assert ran.returncode == 2
    assert b"the game has a clock, but best plays" in ran.stderr


# --- GTP's final_score ------------------------------------------------

def test_gtp_scores_a_game_under_way_by_its_discs(program):
    out = program(b"play black f5\nfinal_score\n",
                  args=("--protocol", "gtp")).stdout.decode()
    assert out == "=\n\n= B+3\n\n"


# --- --help's words ---------------------------------------------------

def test_help_lists_every_word_the_prompt_takes():
    description = proj2.describe_prompt_words()
    for word in proj2.get_game_words(STANDARD):
        for name in word.names:
            assert name in description.split(": ", 2)[-1]
    assert "why [MOVE]" in description
    assert "load FILE" in description


# --- the players of a loaded game -------------------------------------

GGF_GAME = "(;GM[Othello]PB[Ada]PW[Bob]TY[8]B[f5]W[d6];)"


def test_a_game_between_named_people_loads_as_two_people():
    loaded = proj2.choose_filed_game(proj2.read_ggf_text(GGF_GAME, "g.ggf"),
                                     None, "g.ggf")
    assert loaded.player_names == {X: proj2.HUMAN, O: proj2.HUMAN}


def test_a_loaded_game_between_named_people_names_no_computer(
        tmp_path, monkeypatch, capsys):
    path = tmp_path / "g.ggf"
    path.write_text(GGF_GAME)
    ran = run_in_process(["--load", str(path), "--style", "rich"],
                         b"quit\n", monkeypatch, capsys)
    assert b"the computer" not in ran.stdout


def test_options_still_choose_a_loaded_games_players():
    loaded = proj2.choose_filed_game(proj2.read_ggf_text(GGF_GAME, "g.ggf"),
                                     None, "g.ggf")
    args = proj2.build_argument_parser().parse_args(["--o", "level1"])
    assert proj2.choose_player_names(args, loaded.player_names) == {
        X: proj2.HUMAN, O: "level1"}


def test_a_move_string_loads_with_a_new_othello_games_players():
    loaded = proj2.choose_filed_game(proj2.read_game_text("f5d6", "t"),
                                     None, "t")
    assert loaded.player_names == {X: proj2.HUMAN, O: proj2.NAIVE}
