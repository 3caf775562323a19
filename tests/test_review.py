"""Review: every move of a game judged against the best one, in discs
for the side moving, marked by what it loses (4 discs an inaccuracy, 8 a
mistake, 16 a blunder), with a summary for each side; at the prompt
(review), from a file or a move string (--review), and offered at a
terminal once the game is over."""

import dataclasses
import io

import pytest

import proj2
from helpers import (AMPLE_NODES, REPO_ROOT, TypedLines, ample_settings,
                     position_after, random_game, small_game, value_after)

X, O = proj2.PLAYER_PIECE, proj2.COMPUTER_PIECE
STANDARD = proj2.STANDARD_RULES
NAMES = {X: "X (random)", O: "O (random)"}
# Othello's rules, squares written by name.
NAMED_SQUARES = proj2.GameStudy(STANDARD, proj2.format_square_name)


def review_lines(start, history, rules, node_limit=AMPLE_NODES):
    """Returns: [the review's lines, its tally], each move's analysis
    bounded by the node budget."""
    lines = []
    study = proj2.GameStudy(rules, proj2.format_square_name,
                            settings=proj2.create_settings(
                                1, node_limit=node_limit))
    tally = proj2.review_game(start, history, study, NAMES, lines.append)
    return [lines, tally]


@pytest.mark.parametrize("seed", [1, 2])
def test_review_of_a_small_board_game_is_brute_force_move_by_move(seed):
    start, history = small_game(seed)
    lines, tally = review_lines(start, history, STANDARD)
    # Every value is for the side that moves.
    assert lines[0] == proj2.REVIEW_HEADING
    board = proj2.copy_board(start)
    lost = {X: 0, O: 0}
    for number, (piece, move) in enumerate(history, 1):
        line = lines[number]
        assert line.startswith("{:>3}. {} ".format(number, piece))
        if not move:
            assert line.endswith(" pass")
            continue
        moves = proj2.get_rule_moves(board, piece, STANDARD)
        if len(moves) == 1:
            assert line.endswith("the only move")
        else:
            values = {tuple(m): value_after(board, piece, m, STANDARD)
                      for m in moves}
            played = values[tuple(move)]
            cost = max(values.values()) - played
            lost[piece] += cost
            assert "{} exact".format(proj2.format_disc_value(played)) in line
            if cost == 0:
                assert line.endswith(", the best move")
            else:
                assert ": {} lost".format(proj2.count_discs(cost)) in line
        proj2.apply_rule_move(board, *move, piece, STANDARD)
    assert {piece: tally[piece].lost for piece in tally} == lost


def test_a_review_ends_with_each_sides_marks_and_losses():
    start, history = small_game(1)
    lines, tally = review_lines(start, history, STANDARD)
    for piece, line in zip([X, O], lines[-2:]):
        marks, total = tally[piece].marks, tally[piece].lost
        assert line.startswith(NAMES[piece] + ": ")
        assert line.endswith("; {} lost in all.".format(
            proj2.count_discs(total)))
        assert "{} inaccurac".format(marks[0]) in line


@pytest.mark.parametrize("lost, mark", [
    (0, None), (3, None), (4, 0), (7, 0), (8, 1), (15, 1), (16, 2), (40, 2)])
def test_marks_by_discs_lost(lost, mark):
    assert proj2.get_review_mark(lost) == mark


def test_a_marked_move_is_written_with_its_mark_and_the_best_move():
    board = proj2.create_start_board(rules=STANDARD)
    played = proj2.Opinion(move=[2, 3], lower=-10, upper=-10, estimate=-10,
                           key=-10)
    best = proj2.Opinion(move=[4, 5], lower=0, upper=0, estimate=0, key=0)
    judged = proj2.JudgedMove(played, best, 10, True)
    line = proj2.format_review_move(7, [X, [2, 3]], judged, board,
                                    NAMED_SQUARES)
    assert line == ("  7. X d3   -10 exact; best f5 0 exact: 10 discs lost, "
                    "a mistake")


def test_an_estimated_loss_is_said_to_be_about_so_much():
    board = proj2.create_start_board(rules=STANDARD)
    played = proj2.Opinion(move=[2, 3], lower=-proj2.INFINITE_SCORE,
                           upper=proj2.INFINITE_SCORE, estimate=-5, key=-5)
    best = dataclasses.replace(played, move=[4, 5], estimate=0, key=0)
    judged = proj2.JudgedMove(played, best, 5, False)
    line = proj2.format_review_move(12, [O, [2, 3]], judged, board,
                                    NAMED_SQUARES)
    assert line == (" 12. O d3   about -5; best f5 about 0: about 5 discs "
                    "lost, an inaccuracy")


def test_review_at_the_prompt_judges_the_game_so_far(capsys):
    board = proj2.create_start_board(4, 4, rules=STANDARD)
    game = proj2.create_game(
        proj2.NewGame(STANDARD, {X: proj2.HUMAN, O: proj2.NAIVE}),
        settings=ample_settings())
    proj2.play_session(proj2.create_play_state(board, game, None),
                    TypedLines(["review", "d3", "review", "quit"]))
    out = capsys.readouterr().out
    assert "(such as f5): review\nThere is no move to review yet.\n" in out
    review = out.split("(such as f5): review\n")[2]
    # X's moves are valued by the best game against the naive computer.
    assert review.startswith(proj2.REVIEW_HEADING.format(X) + "\n"
                             + proj2.REVIEW_NAIVE_NOTE.format(X)
                             + "\n  1. X d3   ")
    assert "\n  2. O " in review
    assert "X (human): " in review and "O (naive): " in review


def test_review_option_judges_a_move_string(program):
    result = program(b"", args=("--review", "f5d6"), node_limit=1000)
    lines = result.stdout.decode().splitlines()
    assert lines[0] == proj2.REVIEW_HEADING.format(X)
    # f5 d6 is the Perpendicular opening.
    assert lines[1] == "Opening: Perpendicular, from move 2."
    # Both moves are the opening book's.
    assert lines[2].startswith("  1. X f5   book ")
    assert lines[3].startswith("  2. O d6   book ")
    # A move string names no players: the sides are named by colour.
    assert lines[4].startswith("Black (X): ")
    assert lines[5].startswith("White (O): ")
    assert result.returncode == 0


def test_review_option_reads_a_record(tmp_path, program):
    record = tmp_path / "game.txt"
    program(b"f5\nquit\n", args=("--rules", "standard", "--seed", "5",
                                 "--record", str(record)))
    result = program(b"", args=("--review", str(record)), node_limit=1000)
    lines = result.stdout.decode().splitlines()
    assert lines[1] == "Opening: Parallel, from move 2."
    assert lines[2].startswith("  1. X f5   ")
    assert lines[3].startswith("  2. O f4   ")


def test_review_of_no_moves_says_so(program):
    result = program(b"", args=("--review", ""))
    assert result.stdout.decode() == proj2.REVIEW_NO_MOVES + "\n"
    assert result.returncode == 0


def test_review_of_a_missing_file_says_there_is_no_such_file(program):
    result = program(b"", args=("--review", "missing/game.txt"))
    assert result.returncode == 2
    assert result.stdout == b""
    assert result.stderr == (b"proj2.py: missing/game.txt: cannot be read: "
                             b"No such file or directory\n")


def test_review_of_moves_with_a_bad_one_names_the_move(program):
    result = program(b"", args=("--review", "f5 d6 c9"))
    assert result.returncode == 2
    assert result.stderr.startswith(b"proj2.py: --review: move 3 (c9): ")


def test_every_review_line_fits_79_columns():
    # Estimates, bounds and their losses, before the last 16 empty
    # squares, where every value is exact (and short).
    start, history = random_game(
        STANDARD, proj2.create_start_board(rules=STANDARD), X, 3)
    lines = review_lines(start, history[:44], STANDARD, node_limit=100)[0]
    assert max(len(line) for line in "\n".join(lines).splitlines()) <= 79


class TerminalInput:
    """Standard input that says it is a terminal."""

    def isatty(self):
        """Returns: True."""
        return True


def finished_state(rules=STANDARD):
    """Returns: the state of a finished 4x4 game between two humans."""
    start, history = small_game(1)
    game = proj2.create_game(
        proj2.NewGame(rules, {X: proj2.HUMAN, O: proj2.HUMAN}, history[0][0]),
        settings=ample_settings())
    board = proj2.replay_moves(start, history[0][0], history, rules).board
    return proj2.create_play_state(board, game, [start, history])


def test_a_finished_game_at_a_terminal_offers_review_moves_and_save(
        monkeypatch, capsys):
    monkeypatch.setattr("sys.stdin", TerminalInput())
    state = finished_state()
    read = TypedLines(["moves", "d3", "review", ""])
    proj2.ask_after_game(state, read)
    out = capsys.readouterr().out
    assert read.prompts == [proj2.GAME_OVER_QUESTION] * 4
    assert "Enter to leave: moves\n" + proj2.format_move_string(
        state.start, state.history) in out
    assert "Enter to leave: d3\n" + proj2.GAME_OVER_REFUSAL + "\n" in out
    assert ("Enter to leave: review\n"
            + proj2.REVIEW_HEADING.format(state.history[0][0]) + "\n") in out


def test_piped_input_is_not_asked_after_the_game(monkeypatch, capsys):
    monkeypatch.setattr("sys.stdin", io.StringIO("review\n"))
    read = TypedLines(["review"])
    proj2.ask_after_game(finished_state(), read)
    assert read.prompts == []
    assert capsys.readouterr().out == ""


def full_review(state, capsys):
    """Returns: the lines of review all for a state's game."""
    capsys.readouterr()
    assert proj2.answer_review(state, "all") == proj2.WordAnswer(
        proj2.ACTION_ASK, "")
    return capsys.readouterr().out.splitlines()


def test_review_at_a_terminal_leads_with_the_summary_then_marked_moves(
        monkeypatch, capsys):
    monkeypatch.setattr("sys.stdin", TerminalInput())
    state = finished_state()
    every = full_review(state, capsys)
    marked = [line for line in every[1:-2]
              if line.endswith(tuple(proj2.MARK_PHRASES))]
    answer = proj2.answer_review(state, "")
    assert answer.action == proj2.ACTION_ASK
    led = answer.text.splitlines()
    assert led[:3] == [every[0]] + every[-2:]
    if marked:
        assert led[3:] == ([proj2.REVIEW_MARKED_HEADING] + marked
                           + [proj2.REVIEW_ALL_NOTE])
    else:
        assert led[3:] == [proj2.REVIEW_NONE_MARKED, proj2.REVIEW_ALL_NOTE]


def test_review_all_lists_every_move(monkeypatch, capsys):
    monkeypatch.setattr("sys.stdin", TerminalInput())
    state = finished_state()
    lines = full_review(state, capsys)
    assert len(lines) == 1 + len(state.history) + 2


def test_review_with_another_word_after_it_is_refused():
    assert proj2.answer_review(finished_state(), "everything") == (
        proj2.WordAnswer(proj2.ACTION_ASK, proj2.REVIEW_USAGE_MESSAGE))


def test_a_terminal_review_lists_the_moves_it_marks_after_an_opening_name(
        monkeypatch, capsys):
    monkeypatch.setattr("sys.stdin", TerminalInput())
    start = proj2.create_start_board(8, 8, O)
    loaded = proj2.replay_move_string("f5d6c3d3c4f4f6f3e6e7c6d7", start, X,
                                      STANDARD)
    game = proj2.create_game(
        proj2.NewGame(STANDARD, {X: proj2.HUMAN, O: proj2.HUMAN}, X),
        settings=proj2.create_settings(1, node_limit=2000))
    state = proj2.create_play_state(loaded.board, game,
                                    [start, loaded.history])
    every = full_review(state, capsys)
    assert every[1].startswith("Opening: ")
    marked = [line for line in every
              if line.endswith(tuple(proj2.MARK_PHRASES))]
    assert marked
    led = proj2.answer_review(state, "").text.splitlines()
    start_of_marks = led.index(proj2.REVIEW_MARKED_HEADING) + 1
    # Each marked move's line, then its why lines, indented under it.
    why_indent = " " * proj2.WHY_INDENT
    assert [line for line in led[start_of_marks:-1]
            if not line.startswith(why_indent)] == marked
    assert led[start_of_marks + 1].startswith(why_indent + proj2.WHY_HEAD)


def estimated(move, value):
    """Returns: an Opinion of a move whose value is only estimated."""
    return proj2.Opinion(move, -proj2.INFINITE_SCORE, proj2.INFINITE_SCORE,
                         value, value)


def exactly(move, value):
    """Returns: an Opinion of a move whose value is exact."""
    return proj2.Opinion(move, value, value, value, value)


def test_a_move_into_the_exact_endgame_is_judged_by_its_exact_value():
    # X's c4 was estimated 13 discs worse than d3; O's best reply after
    # it is exact, -2 for O: c4 is worth +2 for X, better than d3's +1.
    x_move = proj2.JudgedMove(estimated([3, 2], -11), estimated([2, 3], 1),
                              12, False)
    o_move = proj2.JudgedMove(exactly([5, 5], -6), exactly([4, 4], -2), 4,
                              True)
    history = [[X, [3, 2]], [O, [5, 5]]]
    judged = list(proj2.list_with_hindsight(iter([x_move, o_move]),
                                            history, 1))
    assert [judged[0].played.lower, judged[0].played.upper] == [2, 2]
    assert judged[0].lost == 0
    assert judged[1] == o_move
    assert proj2.format_review_move(
        1, [X, [3, 2]], judged[0], proj2.create_start_board(8, 8, O),
        NAMED_SQUARES) == (
            "  1. X c4   +2 exact; no move known better (d3 about +1)")


def test_after_a_pass_the_same_sides_next_move_gives_the_value():
    x_move = proj2.JudgedMove(estimated([3, 2], -11), estimated([2, 3], 1),
                              12, False)
    x_again = proj2.JudgedMove(exactly([5, 5], -6), exactly([4, 4], -4), 2,
                               True)
    history = [[X, [3, 2]], [O, []], [X, [5, 5]]]
    judged = list(proj2.list_with_hindsight(iter([x_move, None, x_again]),
                                            history, 1))
    assert [judged[0].played.lower, judged[0].lost] == [-4, 5]
    assert not judged[0].exact


def test_a_forced_reply_passes_the_next_exact_value_back():
    # X's c4 is estimated 12 discs worse than d3; O's reply is its only
    # move (no judgement), and X's next position is solved: +2 for X.
    x_move = proj2.JudgedMove(estimated([3, 2], -11), estimated([2, 3], 1),
                              12, False)
    x_next = proj2.JudgedMove(exactly([5, 5], 2), exactly([5, 5], 2), 0,
                              True)
    history = [[X, [3, 2]], [O, [2, 2]], [X, [5, 5]]]
    judged = list(proj2.list_with_hindsight(iter([x_move, None, x_next]),
                                            history, 1))
    assert [judged[0].played.lower, judged[0].played.upper] == [2, 2]
    assert judged[0].lost == 0


def test_a_move_followed_only_by_forced_moves_takes_the_games_end():
    x_move = proj2.JudgedMove(estimated([3, 2], -11), estimated([2, 3], 1),
                              12, False)
    history = [[X, [3, 2]], [O, [2, 2]]]
    judged = list(proj2.list_with_hindsight(iter([x_move, None]), history,
                                            1, {X: 6, O: -6}))
    assert [judged[0].played.lower, judged[0].lost] == [6, 0]


def test_an_exact_best_move_beaten_by_an_unproven_one_gives_no_value():
    # O's a1 is exact at -2, but b1's estimate (+5) is not proven lower.
    x_move = proj2.JudgedMove(estimated([3, 2], -11), estimated([2, 3], 1),
                              12, False)
    solved = exactly([0, 0], -2)
    o_move = proj2.JudgedMove(solved, solved, 0, True,
                              opinions=[solved, estimated([0, 1], 5)])
    history = [[X, [3, 2]], [O, [0, 0]]]
    judged = list(proj2.list_with_hindsight(iter([x_move, o_move]),
                                            history, 1))
    assert judged[0] == x_move


def test_an_estimate_at_the_limit_of_the_scale_earns_no_blunder():
    judged = proj2.JudgedMove(exactly([2, 3], 46), estimated([6, 6], 64),
                              18, False, limit=64)
    assert proj2.get_judged_mark(judged) == proj2.MARK_NAMES.index(
        "mistake")
    below = dataclasses.replace(judged, best=estimated([6, 6], 63),
                                lost=17)
    assert proj2.get_judged_mark(below) == proj2.MARK_NAMES.index(
        "blunder")


class BusyClock:
    """A stand-in for proj2.read_clock on a busy machine: every reading
    is a minute later."""

    def __init__(self):
        self.now = 0.0

    def __call__(self):
        self.now += 60
        return self.now


def test_an_analysis_is_the_same_however_busy_the_machine(monkeypatch):
    board, side = position_after(STANDARD, 8, 8, 36, 3)

    def analyse():
        settings = proj2.create_settings(1, think=0.5)
        return proj2.analyse_moves(board, side, STANDARD, settings, None,
                                   proj2.AnalysisRun(0.5))
    quiet = analyse()
    monkeypatch.setattr(proj2, "read_clock", BusyClock())
    assert analyse() == quiet


def check_worst_move(seed, monkeypatch):
    """Has the review's check near the end look at the worst move of a
    random 6x6 position 8 squares from the end (the exact boundary
    lowered so brute force can tell), every move's estimate wrong: the
    worst move 36 discs down, the others 36 up.

    Returns: [board, side, {move: its brute-force value}, the worst
        move, the checked JudgedMove]."""
    monkeypatch.setattr(proj2, "ANALYSIS_EXACT_EMPTIES", 7)
    board, side = position_after(STANDARD, 6, 6, 8, seed)
    settings = proj2.create_settings(1, node_limit=AMPLE_NODES)
    moves = proj2.get_rule_moves(board, side, STANDARD)
    values = {tuple(move): value_after(board, side, move, STANDARD)
              for move in moves}
    worst = min(moves, key=lambda move: values[tuple(move)])
    guesses = [estimated(move, 36 if move != worst else -36)
               for move in moves]
    guesses.sort(key=lambda opinion: opinion.key, reverse=True)
    judged = proj2.JudgedMove(guesses[-1], guesses[0], 72, False,
                              limit=36, opinions=guesses)
    study = proj2.GameStudy(STANDARD, proj2.format_square_name,
                            settings=settings,
                            session=proj2.create_session_state(settings))
    return [board, side, values, worst,
            proj2._check_near_end(board, side, judged, study)]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_marked_move_near_the_exact_boundary_holds_against_the_solver(
        seed, monkeypatch):
    # Just above the exact boundary the check solves the move played,
    # then tests each move whose estimate claims the mark: what it
    # proves stands.
    board, side, values, worst, checked = check_worst_move(seed,
                                                           monkeypatch)
    assert checked.played.lower == checked.played.upper == values[
        tuple(worst)]
    best = max(values.values())
    assert checked.best.lower <= best <= checked.best.upper
    lost = best - values[tuple(worst)]
    if lost >= proj2.REVIEW_INACCURACY:
        assert checked.exact and checked.lost == lost
    else:
        assert proj2.get_judged_mark(checked) is None


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_move_the_check_solves_gets_the_solvers_line(seed, monkeypatch):
    # The estimate guessed no line; the solver's is best play on both
    # sides, so played out it ends with the move's exact value.
    board, side, values, worst, checked = check_worst_move(seed,
                                                           monkeypatch)
    played = checked.played
    assert played.line[0] == worst
    assert played.exact_moves == len(played.line)
    line = proj2.play_reason_line(board, side, played.line, STANDARD)
    assert line.ended and len(line.moves) == len(played.line)
    scores = proj2.get_final_scores(line.boards[-1], STANDARD)
    assert (scores[side] - scores[proj2.get_opponent(side)]
            == played.lower == played.upper == values[tuple(worst)])


def names_reviewed(monkeypatch):
    """Makes review_game note the names it is given, and judge nothing.

    Returns: the list each review's {piece: name} goes in."""
    names = []

    def review_game(start, history, study, named, *rest, **options):
        names.append(named)
    monkeypatch.setattr(proj2, "review_game", review_game)
    return names


def test_a_game_loaded_with_the_word_load_is_reviewed_under_its_names(
        tmp_path, monkeypatch, capsys):
    path = tmp_path / "ann.ggf"
    path.write_text("(;GM[Othello]PB[ann]PW[bob]TY[8]B[f5]W[d6];)\n")
    names = names_reviewed(monkeypatch)
    game = proj2.create_game(
        proj2.NewGame(STANDARD, {X: proj2.HUMAN, O: proj2.NAIVE}),
        settings=ample_settings())
    state = proj2.create_play_state(proj2.create_start_board(rules=STANDARD),
                                    game, None)
    proj2.play_session(state, TypedLines(["load " + str(path), "review",
                                          "quit"]))
    assert names == [{X: "ann (X)", O: "bob (O)"}]


def test_a_finished_game_loaded_is_reviewed_under_its_names_at_the_end(
        monkeypatch, capsys):
    # --load of a game over; review, offered at a terminal once it ends.
    monkeypatch.setattr("sys.stdin", TerminalInput())
    monkeypatch.setattr(proj2, "read_player_line",
                        TypedLines(["review", ""]))
    names = names_reviewed(monkeypatch)
    samples = REPO_ROOT / "tests" / "data" / "samples" / "games.ggf"
    assert proj2.run_program(["--load", str(samples), "--game", "2"]) == 0
    assert "Example Ada (O) wins!" in capsys.readouterr().out
    assert names == [{X: "Example Cleo (X)", O: "Example Ada (O)"}]


def test_a_move_string_loaded_is_reviewed_by_colour(monkeypatch, capsys):
    names = names_reviewed(monkeypatch)
    game = proj2.create_game(
        proj2.NewGame(STANDARD, {X: proj2.HUMAN, O: proj2.NAIVE}),
        settings=ample_settings())
    state = proj2.create_play_state(proj2.create_start_board(rules=STANDARD),
                                    game, None)
    proj2.play_session(state, TypedLines(["load f5d6", "review", "quit"]))
    assert names == [{X: "Black (X)", O: "White (O)"}]


def test_why_is_answered_once_the_game_is_over(monkeypatch, capsys):
    monkeypatch.setattr("sys.stdin", TerminalInput())
    state = finished_state()
    read = TypedLines(["why", ""])
    proj2.ask_after_game(state, read)
    out = capsys.readouterr().out
    piece, move = state.history[-1]
    assert "Enter to leave: why\n{}\n{:>3}. {} {}".format(
        proj2.WHY_HEADING.format(piece), len(state.history), piece,
        proj2.format_square_name(state.board, move)) in out
