"""The engine on a GTP clock: time_settings and time_left set the clocks,
genmove thinks as the clock allows and takes its time off, an only move
costs less than a hard one, and a whole game ends with time left. The
clock is a FakeClock that moves at each reading, as on a slow machine:
no test depends on the wall clock."""

import pytest

import proj2
from helpers import FakeClock, board_from

X = proj2.PLAYER_PIECE
O = proj2.COMPUTER_PIECE
STANDARD = proj2.STANDARD_RULES
# Each reading of the FakeClock STEP seconds later: a search reads it
# every CLOCK_CHECK_NODES positions, so it searches some 64,000 positions
# a second, about what its budget counts on. A busy machine is
# BUSY_READINGS readings a move: its positions never run out first.
STEP = 0.004
BUSY_READINGS = 20
# The readings a move takes outside its plan: genmove's first and last,
# the search budget's start, and the search's last (a move in doubt may
# try its extra once more before it sees the time is up).
LATE_READINGS = 4


@pytest.fixture(autouse=True)
def slow_clock(monkeypatch):
    """The FakeClock proj2 reads in every test here (STEP a reading)."""
    clock = FakeClock(STEP)
    monkeypatch.setattr(proj2, "read_clock", clock)
    return clock

# Black (X) to move has one legal move, 0 7.
ONLY_MOVE = """
    _ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
    0 | _ | _ | _ | _ | _ | _ | _ | _
    1 | _ | _ | _ | _ | X | _ | _ | X
    2 | _ | X | X | X | X | X | X | X
    3 | _ | _ | _ | X | X | X | O | X
    4 | _ | _ | _ | X | X | O | O | X
    5 | _ | _ | X | X | X | O | O | _
    6 | _ | _ | X | X | O | X | O | O
    7 | O | O | O | O | O | O | O | O
"""

# Black (X) to move has eleven legal moves.
MANY_MOVES = """
    _ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
    0 | X | O | O | O | O | _ | _ | _
    1 | O | X | O | O | _ | _ | _ | _
    2 | _ | O | X | O | O | _ | _ | _
    3 | O | _ | O | X | O | _ | O | _
    4 | _ | O | O | O | X | O | _ | _
    5 | _ | X | O | O | O | X | _ | _
    6 | O | X | X | X | X | X | X | _
    7 | O | X | _ | X | O | O | _ | _
"""


def session_on(board, rules=STANDARD):
    """Returns: a GTP engine's session on board, level5 on one process."""
    settings = proj2.create_settings(1)
    return proj2.GtpSession(rules, board, [], proj2.LEVEL5_PLAYER, settings,
                            proj2.create_session_state(settings))


def answer(session, line):
    """Returns: the GtpReply of one command line to the session."""
    name, *words = line.split()
    return proj2.GTP_COMMANDS[name].answer(session, words)


def test_time_settings_gives_both_colours_the_main_time():
    session = session_on(proj2.create_start_board(rules=STANDARD))
    assert answer(session, "time_settings 60 0 0").succeeded
    assert session.clocks == {X: proj2.SideClock(60, 0),
                              O: proj2.SideClock(60, 0)}


def test_time_settings_with_only_byo_yomi_starts_in_a_period():
    session = session_on(proj2.create_start_board(rules=STANDARD))
    answer(session, "time_settings 0 10 5")
    assert session.clocks[X] == proj2.SideClock(10, 5)


def test_byo_yomi_time_with_no_stones_means_no_clock():
    session = session_on(proj2.create_start_board(rules=STANDARD))
    answer(session, "time_settings 60 0 0")
    answer(session, "time_settings 0 1 0")
    assert session.clocks == {}


def test_time_left_sets_one_colours_clock():
    session = session_on(proj2.create_start_board(rules=STANDARD))
    answer(session, "time_settings 60 0 0")
    assert answer(session, "time_left white 7 0").succeeded
    assert session.clocks == {X: proj2.SideClock(60, 0),
                              O: proj2.SideClock(7, 0)}


def test_time_left_refuses_a_bad_number():
    session = session_on(proj2.create_start_board(rules=STANDARD))
    assert not answer(session, "time_left white seven 0").succeeded


def test_genmove_takes_its_time_off_the_clock():
    session = session_on(board_from(MANY_MOVES))
    answer(session, "time_settings 1 0 0")
    answer(session, "genmove black")
    assert 0 < session.clocks[X].seconds < 1
    assert session.clocks[O].seconds == 1


def test_a_period_whose_moves_are_made_starts_again():
    session = session_on(board_from(ONLY_MOVE))
    answer(session, "time_settings 0 10 1")
    answer(session, "genmove black")
    assert session.clocks[X] == proj2.SideClock(10, 1)


def test_an_only_move_costs_less_than_a_hard_one():
    spent = {}
    for name, diagram in [("only", ONLY_MOVE), ("many", MANY_MOVES)]:
        session = session_on(board_from(diagram))
        answer(session, "time_settings 1 0 0")
        answer(session, "genmove black")
        spent[name] = 1 - session.clocks[X].seconds
    assert spent["only"] < spent["many"]


def test_no_move_is_planned_past_a_share_of_the_time_left():
    for seconds in [0.5, 3, 60, 900]:
        for moves in [1, 5, 30]:
            plan = proj2.plan_clock_move(seconds, 0, moves)
            assert plan.most <= max(seconds * proj2.CLOCK_MOST_SHARE,
                                    proj2.CLOCK_LEAST_THINK
                                    * proj2.CLOCK_OVERRUN)


def test_a_whole_game_on_a_clock_ends_with_time_left():
    session = session_on(proj2.create_start_board(6, 6, rules=STANDARD))
    answer(session, "time_settings 1 0 0")
    side = X
    while side != proj2.EMPTY:
        colour = {X: "black", O: "white"}[side]
        assert answer(session, "genmove " + colour).succeeded
        side = proj2.get_side_to_move(session.board, proj2.get_opponent(side),
                                      STANDARD)
    assert session.clocks[X].seconds > 0
    assert session.clocks[O].seconds > 0


@pytest.mark.parametrize("main", [300, 3600])
def test_a_move_on_a_busy_machine_ends_within_its_plans_most(main,
                                                             slow_clock):
    session = session_on(board_from(MANY_MOVES))
    answer(session, "time_settings %d 0 0" % main)
    plan = proj2.plan_gtp_move(session, session.clocks[X])
    slow_clock.step = plan.most / BUSY_READINGS
    answer(session, "genmove black")
    spent = main - session.clocks[X].seconds
    assert plan.most <= min(plan.think * proj2.CLOCK_OVERRUN,
                            proj2.GTP_MAX_THINK)
    assert plan.think < spent <= plan.most + LATE_READINGS * slow_clock.step


def test_no_clock_after_a_clock_thinks_the_engines_own_think_time(
        monkeypatch):
    thinks = []
    chosen = proj2.COMPUTER_PLAYERS[proj2.LEVEL5_PLAYER]

    def spy(board, piece, rules, settings, state):
        thinks.append((settings.think, settings.move_deadline))
        return chosen(board, piece, rules, settings, state)
    monkeypatch.setitem(proj2.COMPUTER_PLAYERS, proj2.LEVEL5_PLAYER, spy)
    session = session_on(board_from(MANY_MOVES))
    session.settings = proj2.create_settings(1, think=0.25, node_limit=500)
    answer(session, "time_settings 300 0 0")
    answer(session, "genmove black")
    answer(session, "undo")
    answer(session, "time_settings 0 1 0")
    answer(session, "genmove black")
    assert thinks[0][0] != 0.25
    assert thinks[1] == (0.25, None)


@pytest.mark.parametrize("line", ["time_settings 60 10 -1",
                                  "time_settings 60 -10 5",
                                  "time_settings -60 0 0",
                                  "time_left black 10 -1",
                                  "time_left white -10 0"])
def test_a_negative_time_or_count_is_a_syntax_error(line):
    session = session_on(proj2.create_start_board(rules=STANDARD))
    assert answer(session, line) == proj2.GtpReply(False,
                                                   proj2.GTP_SYNTAX_ERROR)
    assert session.clocks == {}
