"""The review made while a person thinks: one thread analyses the game so
far into the library while a person is to move, rests while the computer
is, ends with the game, and the review at the end reads what it kept."""

import functools
import sqlite3
import sys
import threading

import pytest

import proj2
from helpers import Terminal, random_game, wait_until

STANDARD = proj2.STANDARD_RULES
HUMAN = proj2.HUMAN
# Out of the book, X to move.
MIDDLE_GAME = "c4c5b6d3c2a7d6e7d7e3b5d2"
# More positions than any test's analysis can search: the thread is
# still at work whenever a test looks.
ENDLESS_NODES = 10 ** 9
# Each search's positions in the game played at a terminal.
NODES = 400
# A 4x4 game's random moves (seeded), both sides people at a terminal.
SMALL_SIDE = 4
SMALL_GAME_SEED = 3


def ahead_game(tmp_path, computer):
    """Returns: a GameState after MIDDLE_GAME, X a person and O the given
    computer function, whose game keeps its analyses in a library and
    prepares its review while the person thinks (as build_game makes a
    game at a terminal)."""
    settings = proj2.create_settings(1, node_limit=ENDLESS_NODES)
    game = proj2.create_game(proj2.NewGame(STANDARD, {"X": HUMAN,
                                                      "O": "level1"}),
                             settings)
    game.players["O"] = computer
    game.session.store = proj2.open_analysis_store(
        str(tmp_path / "l.sqlite3"), lambda line, problem: None)
    game.ahead = proj2.ReviewAhead()
    game.after_turn.append(proj2.follow_turn)
    start = proj2.create_start_board(rules=STANDARD)
    replayed = proj2.replay_move_string(MIDDLE_GAME, start, "X", STANDARD)
    return proj2.create_play_state(replayed.board, game,
                                   [start, replayed.history])


def first_move(board, piece):
    """A computer that plays its first legal move."""
    return proj2.get_rule_moves(board, piece, STANDARD)[0]


def is_working(ahead):
    """Returns: whether the review's thread is at work (not resting)."""
    with ahead.condition:
        return not ahead.resting


def start_working(state):
    """Starts the game's review ahead. Returns: whether its thread got to
    work."""
    proj2.run_review_ahead(state)
    return wait_until(lambda: is_working(state.game.ahead))


def test_it_works_while_the_person_thinks(tmp_path):
    state = ahead_game(tmp_path, first_move)
    try:
        assert start_working(state)
    finally:
        proj2.close_game(state.game)


def test_it_rests_while_the_computer_searches(tmp_path):
    seen = []

    def computer(board, piece):
        seen.append(state.game.ahead.resting)
        return first_move(board, piece)
    state = ahead_game(tmp_path, computer)
    ahead = state.game.ahead
    try:
        assert start_working(state)
        # The person's move: the computer is to move next.
        proj2.play_turn(state, proj2.get_legal_moves(state)[0])
        assert ahead.resting and not ahead.running
        proj2.play_turn(state, proj2.prepare_computer_move(state)())
        assert seen == [True]
        # The person is to move again: it works on.
        assert wait_until(lambda: is_working(ahead))
    finally:
        proj2.close_game(state.game)


def test_it_ends_with_the_game(tmp_path):
    state = ahead_game(tmp_path, first_move)
    ahead = state.game.ahead
    assert start_working(state)
    thread = ahead.thread
    while not proj2.is_state_over(state):
        moves = proj2.get_legal_moves(state)
        proj2.play_turn(state, moves[0] if moves else [])
    try:
        assert ahead.thread is None
        assert not thread.is_alive()
    finally:
        proj2.close_game(state.game)


def count_book_positions():
    """Returns: how many positions of MIDDLE_GAME the opening book values
    (each with more than one move, as a review judges them)."""
    board = proj2.create_start_board(rules=STANDARD)
    engine = proj2.build_engine(STANDARD, 8, 8)
    counted = 0
    for piece, move in proj2.replay_move_string(MIDDLE_GAME, board, "X",
                                                STANDARD).history:
        own, opponent = proj2.get_engine_bits(board, piece, engine)
        if (len(proj2.get_rule_moves(board, piece, STANDARD)) > 1
                and proj2.find_book_moves(own, opponent, engine, 1)):
            counted += 1
        proj2.apply_rule_move(board, *move, piece, STANDARD)
    return counted


def read_kept(library):
    """Returns: the KeptAnalysis records a library file holds."""
    connection = sqlite3.connect(library)
    try:
        return [proj2.read_kept_analysis(row[0]) for row in
                connection.execute("SELECT answer FROM analyses")]
    finally:
        connection.close()


def test_work_it_was_doing_when_ended_is_not_kept(tmp_path):
    state = ahead_game(tmp_path, first_move)
    library = tmp_path / "l.sqlite3"
    proj2.run_review_ahead(state)
    # The book's positions kept, it works on the first out of the book.
    booked = count_book_positions()
    assert wait_until(lambda: len(read_kept(library)) == booked)
    proj2.close_game(state.game)
    kept = read_kept(library)
    assert len(kept) == booked
    assert all(answer.opinions[0].book for answer in kept)


def test_it_rests_while_the_persons_line_is_answered(tmp_path,
                                                     monkeypatch):
    state = ahead_game(tmp_path, first_move)
    ahead = state.game.ahead
    monkeypatch.setattr(proj2, "read_player_line", lambda prompt: (
        wait_until(lambda: is_working(ahead)) and "hint"))
    try:
        assert proj2.read_while_reviewing(state, "") == "hint"
        assert ahead.resting and not ahead.running
    finally:
        proj2.close_game(state.game)


def test_a_library_that_cannot_keep_has_nothing_prepared(tmp_path):
    state = ahead_game(tmp_path, first_move)
    (tmp_path / "l.sqlite3").write_bytes(b"not a library\n")
    proj2.run_review_ahead(state)
    assert state.game.ahead.thread is None
    proj2.close_game(state.game)


def test_a_person_who_stops_the_game_stops_it(tmp_path):
    state = ahead_game(tmp_path, first_move)
    proj2.run_review_ahead(state)
    thread = state.game.ahead.thread
    proj2.close_game(state.game)
    assert not thread.is_alive()


# --- a whole game at a terminal -----------------------------------------

def play_at_a_terminal(monkeypatch, read, node_limit, args):
    """Runs the program in this process as at a terminal, each search
    bounded to node_limit positions, read(prompt, ahead) typing each of
    the person's lines (ahead: the game's ReviewAhead). Returns: the
    exit status."""
    made = []

    class Recorded(proj2.ReviewAhead):
        """A ReviewAhead the test can find."""

        def __init__(self):
            super().__init__()
            made.append(self)
    monkeypatch.setattr(proj2, "ReviewAhead", Recorded)
    monkeypatch.setattr(proj2, "read_player_line",
                        lambda prompt: read(prompt, made[0]))
    monkeypatch.setattr(proj2, "create_settings", functools.partial(
        proj2.create_settings, node_limit=node_limit))
    monkeypatch.setattr(sys, "stdin", Terminal())
    return proj2.run_program(list(args) + ["--jobs", "1"])


def small_game():
    """Returns: [start, history] of a 4x4 game of random moves."""
    start = proj2.create_start_board(SMALL_SIDE, SMALL_SIDE, rules=STANDARD)
    return random_game(STANDARD, proj2.copy_board(start), "X",
                       SMALL_GAME_SEED)


def review_afresh(start, history):
    """Returns: a game's review computed afresh (no library), its lines up
    to the summaries."""
    settings = proj2.create_settings(1, node_limit=NODES)
    study = proj2.GameStudy(STANDARD, proj2.format_square_name,
                            settings=settings)
    shown = []
    proj2.review_game(start, history, study, {"X": "X", "O": "O"},
                      shown.append)
    return "\n".join(shown[:-2]).splitlines()


def refuse(*arguments):
    """Fails: nothing may be computed again."""
    raise AssertionError("computed again")


def test_after_a_game_at_a_persons_pace_review_reads_what_was_kept(
        tmp_path, monkeypatch, capsys):
    start, history = small_game()
    lines = [proj2.format_square_name(start, move)
             for piece, move in history if move] + ["review all", ""]

    def think(prompt, ahead):
        # A person who thinks until the review is ready (passes are the
        # program's).
        assert wait_until(lambda: not ahead.running or (
            ahead.resting and ahead.done == ahead.job))
        line = lines.pop(0)
        if line == "review all":
            for name in ["study_move", "_check_by_solving"]:
                monkeypatch.setattr(proj2, name, refuse)
        print(prompt + line)
        return line
    assert play_at_a_terminal(monkeypatch, think, NODES, [
        "--rules", "standard", "--size", str(SMALL_SIDE), "--o", HUMAN,
        "--library", str(tmp_path / "l.sqlite3")]) == 0
    shown = capsys.readouterr().out
    review = shown[shown.index(proj2.REVIEW_HEADING):].splitlines()
    monkeypatch.undo()
    expected = review_afresh(start, history)
    assert review[:len(expected)] == expected


def test_the_end_of_input_ends_it(tmp_path, monkeypatch):
    made = []

    def leave(prompt, ahead):
        # The person leaves while the review is at work.
        made.append(ahead)
        assert wait_until(lambda: is_working(ahead))
        raise EOFError
    assert play_at_a_terminal(monkeypatch, leave, ENDLESS_NODES, [
        "--rules", "standard", "--moves", MIDDLE_GAME,
        "--library", str(tmp_path / "l.sqlite3")]) == 0
    assert made[0].thread is None


@pytest.fixture(autouse=True)
def no_thread_left():
    """Checks that no test leaves a review's thread running."""
    yield
    assert not [thread for thread in threading.enumerate()
                if thread.name == proj2.AHEAD_THREAD_NAME
                and thread.is_alive()]


def test_a_new_game_in_the_window_prepares_its_review_too(tmp_path):
    state = ahead_game(tmp_path, first_move)
    ahead = state.game.ahead
    assert start_working(state)
    thread = ahead.thread
    made = proj2.remake_game(state.game, proj2.NewGame(
        STANDARD, {"X": HUMAN, "O": HUMAN}, "X"))
    try:
        # The old game's work is ended; the new game keeps its analyses
        # in the same library and prepares its review in the same way.
        assert not thread.is_alive()
        assert made.session.store is state.game.session.store
        assert made.ahead is ahead and proj2.follow_turn in made.after_turn
    finally:
        proj2.close_game(state.game)
