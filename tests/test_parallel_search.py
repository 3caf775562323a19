"""--jobs for a searching computer: one position's search shared among
worker processes that live as long as the program. The solver finds the
same exact value, a budget of positions bounds the whole search, a
worker that dies is reported in one line while the search goes on, and
the workers end with the program (end of input, Ctrl-C, SIGTERM), and
a Ctrl-C while they start waits for them."""

import signal
import subprocess
import threading
import time

import pytest

import proj2
from helpers import (PROGRAM_COMMAND, REPO_ROOT, WAIT_SECONDS, are_all_gone,
                     board_from, program_environment, signal_job,
                     start_process_group, wait_for_search, wait_for_workers)

STANDARD = proj2.STANDARD_RULES
ENGINE = proj2.build_engine(STANDARD, 8, 8)
# X to move, 12 empty squares (a 2002 tournament game).
ENDGAME = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | O | _ | O | O | O | O | O | _
1 | _ | O | X | X | X | O | _ | _
2 | X | X | O | X | O | X | X | _
3 | X | X | X | O | X | O | O | O
4 | X | X | O | X | O | O | O | _
5 | X | O | X | O | X | O | _ | _
6 | O | O | O | O | O | X | _ | _
7 | X | X | X | X | X | X | X | _
"""
# X to move, 31 empty squares (the same year's games).
MIDGAME = """
_ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
0 | _ | _ | _ | _ | _ | _ | _ | _
1 | _ | _ | _ | _ | X | _ | _ | _
2 | _ | X | X | X | X | X | X | _
3 | O | O | O | O | O | O | O | O
4 | X | O | X | O | X | O | O | _
5 | _ | O | X | X | O | O | _ | _
6 | _ | _ | X | X | X | O | _ | _
7 | _ | _ | X | _ | X | O | _ | _
"""
# Moves that leave the opening book, then a GTP engine's move.
GTP_GAME = ["play b f5", "play w f6", "play b e6", "play w f4",
            "play b g6", "play w d7", "genmove b"]


def search_state(diagram, node_limit=proj2.NO_NODE_LIMIT):
    """Returns: [own bits, opponent bits, a fresh SearchState of the
    default evaluation] for X to move in the diagram."""
    own, opponent = proj2.get_engine_bits(board_from(diagram), "X", ENGINE)
    empties = (ENGINE.squares & ~(own | opponent)).bit_count()
    evaluation = proj2.choose_board_evaluation(
        ENGINE, proj2.DEFAULT_EVALUATION, 1, empties)
    state = proj2.create_search_state(ENGINE, evaluation, 1, node_limit,
                                      float("inf"))
    return [own, opponent, state]


def ready_workers(workers, diagram):
    """Configures the workers for the diagram's position (new tables)."""
    own, opponent, state = search_state(diagram)
    empties = (ENGINE.squares & ~(own | opponent)).bit_count()
    proj2.configure_workers(workers, ENGINE, proj2.DEFAULT_EVALUATION, 1,
                            empties)
    return workers


def test_two_processes_solve_an_endgame_to_its_exact_value():
    own, opponent, alone = search_state(ENDGAME)
    expected = proj2.solve_position(own, opponent, alone)
    workers = ready_workers(proj2.find_search_workers(2), ENDGAME)
    own, opponent, state = search_state(ENDGAME)
    assert proj2.solve_together(own, opponent, state, workers) == expected
    assert state.best_move & ENGINE.find_moves(own, opponent, ENGINE)


def test_the_workers_solver_is_not_misled_by_their_evaluating_search():
    own, opponent, alone = search_state(ENDGAME)
    expected = proj2.solve_position(own, opponent, alone)
    workers = ready_workers(proj2.find_search_workers(2), ENDGAME)
    own, opponent, state = search_state(ENDGAME)
    proj2.deepen_search_together(own, opponent, 8, state, 0, workers)
    own, opponent, state = search_state(ENDGAME)
    assert proj2.solve_together(own, opponent, state, workers) == expected


def test_a_budget_of_positions_bounds_the_whole_shared_search():
    workers = ready_workers(proj2.find_search_workers(2), MIDGAME)
    own, opponent, state = search_state(MIDGAME, node_limit=3000)
    move = proj2.deepen_search_together(own, opponent, 20, state, 0,
                                        workers).move
    assert move & ENGINE.find_moves(own, opponent, ENGINE)
    # Each task may take what is left; the leader stops them all once
    # together they have spent it.
    assert state.nodes <= 3000 * len(workers.connections)


def test_a_dead_worker_is_reported_in_one_line_and_the_search_goes_on(
        capsys):
    workers = proj2.start_search_workers.__wrapped__(2)
    try:
        ready_workers(workers, MIDGAME)
        workers.processes[1].kill()
        workers.processes[1].join(WAIT_SECONDS)
        own, opponent, state = search_state(MIDGAME, node_limit=5000)
        move = proj2.deepen_search_together(own, opponent, 20, state, 0,
                                            workers).move
    finally:
        proj2.close_search_workers(workers)
    assert move & ENGINE.find_moves(own, opponent, ENGINE)
    assert workers.lost
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 1
    assert lines[0].startswith("proj2: a search process stopped")


def start_gtp_engine(think, commands=GTP_GAME):
    """Starts proj2 as a GTP engine on two processes, in a process group
    of its own, and sends it the commands. Returns: the running program."""
    process = subprocess.Popen(
        [*PROGRAM_COMMAND, "--protocol", "gtp", "--jobs",
         "2", "--think", str(think)], cwd=REPO_ROOT, stdin=subprocess.PIPE,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        env=program_environment(), preexec_fn=start_process_group)
    process.stdin.write("".join(command + "\n" for command in commands)
                        .encode())
    process.stdin.flush()
    return process


def test_a_gtp_engine_on_two_processes_answers_and_its_workers_end_with_it():
    process = start_gtp_engine(0.05)
    try:
        answers = [process.stdout.readline() for _ in range(2 * len(GTP_GAME))]
        children = wait_for_workers(process)
        process.stdin.close()
        process.wait(WAIT_SECONDS)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert answers[-2].startswith(b"= ")
    assert len(children) == 3
    assert process.returncode == 0
    assert are_all_gone(children)


def test_ctrl_c_while_a_gtp_engine_thinks_stops_it_and_every_worker():
    process = start_gtp_engine(20)
    children = wait_for_workers(process)
    out, errors = signal_job(process, signal.SIGINT)
    assert len(children) == 3
    assert process.returncode == 130
    assert b"Traceback" not in errors
    assert are_all_gone(children)


# GTP_GAME with a quick first move, which starts the workers and readies
# them for the game, then a long one.
GTP_QUICK_THEN_LONG = [*GTP_GAME[:-1], "time_settings 0 1 4", "genmove b",
                       "time_settings 0 20 1", "genmove w"]


def test_sigterm_to_the_job_during_a_shared_search_ends_it_at_once():
    # What timeout, kill %1 and service managers send: the workers die
    # with it, and stopping them must not take the program's place.
    process = start_gtp_engine(20, GTP_QUICK_THEN_LONG)
    for line in range(2 * (len(GTP_QUICK_THEN_LONG) - 1)):
        process.stdout.readline()
    children = wait_for_search(process)
    signalled = time.monotonic()
    out, errors = signal_job(process, signal.SIGTERM)
    assert time.monotonic() - signalled < 1
    assert process.returncode == 128 + signal.SIGTERM
    assert errors == b""
    assert are_all_gone(children)


def test_ctrl_c_while_the_workers_start_waits_for_them_and_then_stops():
    # Ctrl-C comes to whichever thread does not block it: here, as it
    # may to the progress line's, to another thread than the one that
    # starts the workers.
    starting = threading.Event()
    pressed = threading.Event()

    def press_ctrl_c():
        starting.wait(WAIT_SECONDS)
        signal.pthread_kill(threading.get_ident(), signal.SIGINT)
        pressed.set()

    def start(context):
        starting.set()
        pressed.wait(WAIT_SECONDS)
        return "the workers"
    stopped = []
    handler = signal.signal(signal.SIGINT, proj2.stop_on_interrupt)
    presser = threading.Thread(target=press_ctrl_c)
    presser.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            proj2._start_unbothered(start, stopped.append)
    finally:
        presser.join()
        signal.signal(signal.SIGINT, handler)
    assert stopped == ["the workers"]
