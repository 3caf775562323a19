"""Practice: after a review, the position before each marked move of the
chosen side is set up again and the player asked for a better move; a
move losing less than an inaccuracy (4 discs) against the best counts as
found, otherwise one more try, then the best move, the value of each and
the teacher's first reason. Missed positions are kept in the library
and come back on a spaced schedule; puzzles have exactly one move that
keeps the best result, proved by the solver."""

import signal

import pytest

import proj2
from helpers import (AMPLE_NODES, FakeCalendar, TypedLines, board_from,
                     check_usage_error, interrupt, make_library,
                     practice_run, real_game_moves, start_interactive,
                     state_after_moves, unlimited_search)

X, O = proj2.PLAYER_PIECE, proj2.COMPUTER_PIECE
STANDARD = proj2.STANDARD_RULES
# The first 40 moves of a 1990 tournament game, judged in a budget of
# positions that keeps each analysis quick and the same on any machine.
GAME = real_game_moves(1, 40)
NODES = 500


def settings():
    """Returns: the Settings every practice here judges with."""
    return proj2.create_settings(1, node_limit=NODES, jobs=1)


def game_history():
    """Returns: [start, history] of GAME."""
    start = proj2.create_start_board(rules=STANDARD)
    return [start, proj2.replay_move_string(GAME, start, X,
                                            STANDARD).history]


def study():
    """Returns: the GameStudy that judges GAME (a fresh session)."""
    chosen = settings()
    return proj2.GameStudy(STANDARD, proj2.format_square_name,
                           settings=chosen,
                           session=proj2.create_session_state(chosen))


def marked_positions(side=X):
    """Returns: GAME's practice items for side's marked moves."""
    start, history = game_history()
    return proj2.list_marked_positions(start, history, study(), {side},
                                       "the game")


def name(item, opinion):
    """Returns: the name of an opinion's square."""
    return proj2.format_square_name(item.board, opinion.move)


def move_losing(item, least, most):
    """Returns: the name of a move of the item losing from least to most
    discs (inclusive) against its best, by its opinions."""
    best = item.opinions[0].key
    return next(name(item, opinion) for opinion in item.opinions
                if least <= best - opinion.key <= most)


def test_each_position_is_the_one_before_a_marked_move_of_the_side():
    start, history = game_history()
    lines = []
    proj2.review_game(start, history, study(), {X: "X", O: "O"},
                      lines.append)
    # The review's lines of X's moves that earned a mark (each move's
    # first line: its why follows).
    firsts = [line.split("\n")[0] for line in lines]
    marked = [int(line.split(".")[0]) for line in firsts
              if line[3:6] == ". X" and any(
                  line.endswith(phrase) for phrase in proj2.MARK_PHRASES)]
    items = marked_positions(X)
    assert [item.number for item in items] == marked
    for item in items:
        before = proj2.replay_moves(start, X, history[:item.number - 1],
                                    STANDARD)
        assert item.board == before.board and item.piece == X
        assert item.played == history[item.number - 1][1]


def test_a_scripted_practice_counts_within_the_threshold_and_adds_up(
        tmp_path, capsys):
    items = marked_positions(X)
    assert len(items) == 3
    first, second, third = items
    typed = [move_losing(first, 1, 3),           # within: found
             move_losing(second, 4, 4),          # just outside: not
             name(second, second.opinions[0]),   # the best: found
             move_losing(third, 4, 99), move_losing(third, 4, 99)]
    run, read = practice_run(typed, str(tmp_path / "lib.sqlite3"),
                             settings())
    tally = proj2.run_practice(items, run)
    out = capsys.readouterr().out
    assert tally.counts == {proj2.PRACTICE_FIRST: 1,
                            proj2.PRACTICE_SECOND: 1,
                            proj2.PRACTICE_MISSED: 1}
    assert out.count("Your move (or quit): ") == len(typed)
    assert ("Practice: 3 of 3 answered: 1 found at the first try, 1 at "
            "the second, 1 missed.") in out
    assert "Not {}: it loses 4 discs".format(typed[1]) in out.replace(
        "about ", "")
    assert "1 missed position kept" in out


def test_a_miss_shows_the_best_move_each_value_and_the_first_reason(
        tmp_path, capsys):
    item = marked_positions(X)[2]
    wrong = [name(item, opinion) for opinion in item.opinions[-2:]]
    run, read = practice_run(wrong, str(tmp_path / "lib.sqlite3"),
                             settings())
    proj2.run_practice([item], run)
    out = capsys.readouterr().out
    best = item.opinions[0]
    assert "Missed. The best move: {} ({}).".format(
        name(item, best), proj2.format_opinion_value(best)) in out
    for opinion in item.opinions[-2:]:
        assert "  {:<4}  {}: ".format(
            name(item, opinion), proj2.format_opinion_value(opinion)) in out
    assert "            why: " in out


def test_bad_input_gets_one_line_and_another_chance(tmp_path, capsys):
    item = marked_positions(X)[0]
    run, read = practice_run(["zz", "a1", name(item, item.opinions[0])],
                             str(tmp_path / "lib.sqlite3"), settings())
    tally = proj2.run_practice([item], run)
    out = capsys.readouterr().out
    assert tally.counts[proj2.PRACTICE_FIRST] == 1
    assert (": zz\n" + proj2.MALFORMED_OR_NAME_MESSAGE + "\n") in out
    assert ": a1\nThat move flips nothing" in out


def test_quit_ends_the_practice_keeping_what_was_answered(tmp_path, capsys):
    items = marked_positions(X)
    missed = [move_losing(items[0], 4, 99)] * 2
    library = str(tmp_path / "lib.sqlite3")
    run, read = practice_run(missed + ["quit"], library, settings())
    tally = proj2.run_practice(items, run)
    out = capsys.readouterr().out
    assert sum(tally.counts.values()) == 1
    assert ("Practice: 1 of 3 answered: 0 found at the first "
            "try, 0 at the second, 1 missed.") in out
    assert count_kept(library) == 1


def test_the_end_of_input_ends_the_practice_keeping_what_was_answered(
        tmp_path, capsys):
    items = marked_positions(X)
    library = str(tmp_path / "lib.sqlite3")
    run, read = practice_run([move_losing(items[0], 4, 99)] * 2, library,
                             settings())
    tally = proj2.run_practice(items, run)
    out = capsys.readouterr().out
    assert proj2.PRACTICE_STOPPED in out
    assert tally.counts[proj2.PRACTICE_MISSED] == 1
    assert count_kept(library) == 1


def test_ctrl_c_ends_the_practice_and_puts_its_handler_back(tmp_path,
                                                            capsys):
    items = marked_positions(X)
    library = str(tmp_path / "lib.sqlite3")
    typed = [move_losing(items[0], 4, 99)] * 2

    def read(prompt):
        if not typed:
            # As the program's handler does: a second press is ignored.
            signal.signal(signal.SIGINT, signal.SIG_IGN)
            raise KeyboardInterrupt
        return typed.pop(0)
    before = signal.getsignal(signal.SIGINT)
    run = practice_run([], library, settings())[0]
    try:
        tally = proj2.run_practice(items, proj2.dataclasses.replace(
            run, read_line=read))
        assert signal.getsignal(signal.SIGINT) == before
    finally:
        signal.signal(signal.SIGINT, before)
    assert tally.interrupted
    assert tally.counts[proj2.PRACTICE_MISSED] == 1
    assert count_kept(library) == 1


def test_ctrl_c_at_the_practice_prompt_ends_it_keeping_the_library(
        tmp_path, capsys):
    library = str(tmp_path / "lib.sqlite3")
    item = marked_positions(X)[0]
    proj2.run_practice([item], practice_run(
        [move_losing(item, 4, 99)] * 2, library, settings())[0])
    process = start_interactive(["--practice", "--library", library,
                                 "--jobs", "1"])
    before, after, errors = interrupt(process, b"Your move (or quit): ", 1)
    assert process.returncode == proj2.EXIT_INTERRUPTED
    assert after.decode().endswith(
        "\n" + proj2.PRACTICE_STOPPED + "\nPractice: 0 of 1 answered: 0 "
        "found at the first try, 0 at the second, 0 missed.\n")
    assert count_kept(library) == 1


def count_kept(library):
    """Returns: how many positions the library keeps for practice."""
    opened = proj2.open_library(library)
    try:
        return opened.connection.execute(
            "SELECT count(*) FROM practice").fetchone()[0]
    finally:
        opened.connection.close()


# The schedule: a missed position is due at once, found at the first try
# it waits 1, then 3, 7, 16 and 35 days; at the second try, a day.
@pytest.mark.parametrize("stage, outcome, due", [
    (0, proj2.PRACTICE_MISSED, proj2.PracticeDue(0, 100)),
    (3, proj2.PRACTICE_MISSED, proj2.PracticeDue(0, 100)),
    (0, proj2.PRACTICE_FIRST, proj2.PracticeDue(1, 101)),
    (1, proj2.PRACTICE_FIRST, proj2.PracticeDue(2, 103)),
    (2, proj2.PRACTICE_FIRST, proj2.PracticeDue(3, 107)),
    (4, proj2.PRACTICE_FIRST, proj2.PracticeDue(5, 135)),
    (9, proj2.PRACTICE_FIRST, proj2.PracticeDue(10, 135)),
    (2, proj2.PRACTICE_SECOND, proj2.PracticeDue(2, 101))])
def test_the_schedule_spaces_the_positions(stage, outcome, due):
    assert proj2.schedule_answer(stage, outcome, 100) == due


def due_positions(library, today):
    """Returns: the practice items a library (a path) has due today."""
    opened = proj2.open_library(library)
    try:
        return proj2.list_due_positions(opened, today)
    finally:
        opened.connection.close()


def answer_due(library, today, answers):
    """Practises the positions due on a simulated day, each answered as
    answers says in turn ('best' or 'wrong'). Returns: the numbers of the
    game's moves the positions were set up for, in order."""
    items = due_positions(library, today)
    typed = []
    for item, answer in zip(items, answers):
        item.opinions = proj2.analyse_moves(item.board, item.piece,
                                            STANDARD, settings())
        if answer == "best":
            typed.append(name(item, item.opinions[0]))
        else:
            typed += [move_losing(item, 4, 99)] * 2
    run = practice_run(typed, library, settings())[0]
    proj2.run_practice(items[:len(answers)], run)
    return [item.number for item in items]


def test_a_missed_position_comes_back_first_and_one_found_twice_later(
        tmp_path, monkeypatch, capsys):
    calendar = FakeCalendar()
    monkeypatch.setattr(proj2, "read_today", calendar)
    library = str(tmp_path / "lib.sqlite3")
    first, second = marked_positions(X)[:2]
    typed = [move_losing(first, 4, 99)] * 2 + [move_losing(second, 4, 99)] * 2
    proj2.run_practice([first, second], practice_run(
        typed, library, settings())[0])
    day = calendar.today
    # The next session (a day later): both due, the first now found.
    calendar.today = day + 1
    assert answer_due(library, day + 1, ["best", "wrong"]) == [
        first.number, second.number]
    # Two days on: the one missed again comes first.
    calendar.today = day + 2
    assert answer_due(library, day + 2, ["wrong", "best"]) == [
        second.number, first.number]
    # Found twice in a row, the first waits 3 days; missed, the second not.
    for later in range(day + 2, day + 5):
        assert answer_due(library, later, []) == [second.number]
    assert answer_due(library, day + 5, []) == [second.number, first.number]


def test_a_position_found_that_was_never_kept_stays_out(tmp_path, capsys):
    items = marked_positions(X)
    library = str(tmp_path / "lib.sqlite3")
    run = practice_run([name(items[0], items[0].opinions[0])], library,
                       settings())[0]
    proj2.run_practice(items[:1], run)
    assert count_kept(library) == 0


def test_practice_on_piped_input_from_the_command_line(program, tmp_path):
    items = marked_positions(X)
    typed = [name(items[0], items[0].opinions[0]), "quit"]
    result = program("\n".join(typed).encode() + b"\n", args=(
        "--practice", GAME, "--side", "x", "--jobs", "1", "--library",
        str(tmp_path / "lib.sqlite3")), node_limit=NODES)
    out = result.stdout.decode()
    assert result.returncode == 0
    # Made by the review's first analysis, kept there (on standard error).
    assert result.stderr.decode().startswith("Made a new library: ")
    assert "Position 1 of 3: X to move (move {} of the moves given).".format(
        items[0].number) in out
    assert "Found: {} (".format(typed[0]) in out
    assert ("Practice: 1 of 3 answered: 1 found at the first "
            "try, 0 at the second, 0 missed.") in out


def test_practice_alone_takes_the_positions_due(program, tmp_path, capsys):
    library = str(tmp_path / "lib.sqlite3")
    item = marked_positions(X)[0]
    proj2.run_practice([item], practice_run(
        [move_losing(item, 4, 99)] * 2, library, settings())[0])
    capsys.readouterr()
    result = program(b"", args=("--practice", "--library", library),
                     node_limit=NODES)
    out = result.stdout.decode()
    assert "Position 1 of 1: X to move (move {} of the game).".format(
        item.number) in out
    assert out.endswith("Practice: 0 of 1 answered: 0 found at "
                        "the first try, 0 at the second, 0 missed.\n")


def test_nothing_kept_is_said(program, tmp_path, capsys):
    library = str(tmp_path / "lib.sqlite3")
    item = marked_positions(X)[0]
    proj2.run_practice([item], practice_run(
        [name(item, item.opinions[0])], library, settings())[0])
    capsys.readouterr()
    result = program(b"", args=("--practice", "--library", library))
    assert result.stdout.decode() == proj2.PRACTICE_NONE_KEPT + "\n"


def test_nothing_due_says_when_the_next_is(program, tmp_path, monkeypatch,
                                           capsys):
    calendar = FakeCalendar()
    monkeypatch.setattr(proj2, "read_today", calendar)
    library = str(tmp_path / "lib.sqlite3")
    item = marked_positions(X)[0]
    proj2.run_practice([item], practice_run(
        [move_losing(item, 4, 99)] * 2, library, settings())[0])
    calendar.today += 1
    proj2.run_practice(due_positions(library, calendar.today), practice_run(
        [name(item, item.opinions[0])], library, settings())[0])
    capsys.readouterr()
    result = program(b"", args=("--practice", "--library", library))
    assert result.stdout.decode() == (
        "No position is due for practice; the next is due in 1 day.\n")


@pytest.mark.parametrize("args, message", [
    (["--practice", "--side", "x"], proj2.PRACTICE_GAME_ERROR),
    (["--practice", "puzzles", "--game", "2"], proj2.PRACTICE_GAME_ERROR),
    (["--practice", "a.txt", "b.txt"],
     proj2.PRACTICE_WORDS_ERROR.format("a.txt b.txt"))])
def test_practice_refuses_words_it_cannot_use(program, args, message):
    result = program(b"", args=tuple(args))
    assert result.returncode == proj2.EXIT_USAGE
    assert message in result.stderr.decode()


def test_side_goes_with_practice(capsys):
    check_usage_error(["--side", "x"], proj2.SIDE_WITHOUT_PRACTICE_ERROR,
                      capsys)


def test_the_word_practice_puts_back_the_game_so_far(tmp_path, monkeypatch,
                                                    capsys):
    game = proj2.create_game(proj2.NewGame(STANDARD, {X: proj2.HUMAN,
                                                      O: proj2.HUMAN}),
                             settings=settings())
    game.library = str(tmp_path / "lib.sqlite3")
    state = state_after_moves(GAME, game)
    # The practice reads its lines as the prompt does.
    monkeypatch.setattr(proj2, "read_input_line", TypedLines(["quit"]))
    proj2.play_session(state, TypedLines(["practice", "quit"]))
    out = capsys.readouterr().out
    assert "): practice\n" in out
    assert "Position 1 of {}: ".format(
        len(marked_positions(X)) + len(marked_positions(O))) in out
    assert "Your move (or quit): quit\nPractice: 0 of " in out


# ----------------------------------------------------------------------
# Puzzles
# ----------------------------------------------------------------------

def exact_values(board, piece, rules=STANDARD):
    """Returns: {move: its exact value for piece}, each move's position
    solved by the exact solver with no budget."""
    values = {}
    for move in proj2.get_rule_moves(board, piece, rules):
        after = proj2.copy_board(board)
        proj2.apply_rule_move(after, *move, piece, rules)
        side = proj2.get_side_to_move(after, proj2.get_opponent(piece),
                                      rules)
        if side == proj2.EMPTY:
            scores = proj2.get_final_scores(after, rules, proj2.WIN_MOST)
            values[tuple(move)] = scores[piece] - scores[
                proj2.get_opponent(piece)]
            continue
        own, opponent, state = unlimited_search(after, side, rules)
        value = proj2.solve_position(own, opponent, state)
        values[tuple(move)] = value if side == piece else -value
    return values


def is_one_answer(values, move):
    """Returns: whether move alone keeps the best value, every other at
    least 4 discs below it."""
    best = values[tuple(move)]
    return all(value <= best - proj2.PUZZLE_MARGIN
               for other, value in values.items() if other != tuple(move))


@pytest.fixture
def puzzle_library(tmp_path, monkeypatch):
    """Returns: a library of the 1990 games, its puzzles drawn from 10
    to 12 empty squares (where the checks here are quick)."""
    monkeypatch.setattr(proj2, "PUZZLE_MOST_EMPTIES", 12)
    return make_library(tmp_path / "lib.sqlite3")


def make_some_puzzles(library, rules=STANDARD, theme=""):
    """Returns: the puzzles made from a library (a path), seeded."""
    chosen = proj2.create_settings(7, node_limit=AMPLE_NODES)
    found = proj2.GameStudy(rules, proj2.get_square_writer(rules),
                            settings=chosen,
                            session=proj2.create_session_state(chosen))
    if rules is proj2.UMBC_RULES:
        found = proj2.dataclasses.replace(found, naive=frozenset([O]))
    opened = proj2.open_library(library)
    try:
        return proj2.make_puzzles(opened, theme, found,
                                  proj2.PuzzleProgress())
    finally:
        opened.connection.close()


def test_every_puzzle_made_has_one_answer_by_the_solver(puzzle_library):
    puzzles = make_some_puzzles(puzzle_library)
    assert len(puzzles) == proj2.PUZZLES_ASKED
    for puzzle in puzzles:
        values = exact_values(puzzle.board, puzzle.piece)
        assert is_one_answer(values, puzzle.proof.move)
        assert values[tuple(puzzle.proof.move)] == puzzle.proof.value
        assert puzzle.theme in proj2.PUZZLE_THEMES.values()


def test_a_position_is_a_puzzle_exactly_when_one_move_keeps_the_best(
        puzzle_library):
    opened = proj2.open_library(puzzle_library)
    chosen = proj2.create_settings(3)
    numbers = proj2.create_session_state(chosen).random_numbers
    positions = []
    try:
        while len(positions) < 8:
            found = proj2.draw_library_position(opened, numbers)
            if found is not None:
                positions.append(found)
    finally:
        opened.connection.close()
    verdicts = []
    for position in positions:
        proof = proj2.prove_one_answer(position.board, position.piece,
                                       STANDARD, chosen, AMPLE_NODES)
        values = exact_values(position.board, position.piece)
        best = max(values, key=values.get)
        assert (proof is not None) == is_one_answer(values, best)
        verdicts.append(proof is not None)
    assert True in verdicts and False in verdicts


def test_two_moves_keeping_the_best_make_no_puzzle():
    # X to move: a1 and h8 each take a corner and win the same count.
    board = board_from("""
    1 | _ | O | O | O | O | O | O | X
    2 | O | O | O | O | O | O | O | X
    3 | X | X | X | X | X | X | X | X
    4 | X | X | X | X | X | X | X | X
    5 | X | X | X | X | X | X | X | X
    6 | X | X | X | X | X | X | X | X
    7 | X | O | O | O | O | O | O | O
    8 | X | O | O | O | O | O | O | _
    """)
    values = exact_values(board, X)
    assert values[(0, 0)] == values[(7, 7)]
    assert proj2.prove_one_answer(board, X, STANDARD, settings(),
                                  AMPLE_NODES) is None


def test_puzzles_are_kept_and_asked_with_their_theme(puzzle_library,
                                                     capsys):
    puzzles = make_some_puzzles(puzzle_library)
    theme = puzzles[0].theme
    run = practice_run(["quit"], puzzle_library, settings())[0]
    chosen = proj2.GameStudy(STANDARD, proj2.format_square_name,
                             settings=settings(), session=run.session)
    proj2.practise_puzzles(theme, chosen, run)
    out = capsys.readouterr().out
    assert "X to move (a puzzle: {}).".format(theme) in out or (
        "O to move (a puzzle: {}).".format(theme) in out)
    assert "One move alone keeps" in out


def test_a_puzzle_is_found_by_its_answer_alone(puzzle_library, capsys):
    puzzle = make_some_puzzles(puzzle_library)[0]
    other = next(opinion for opinion in puzzle.opinions
                 if opinion.move != puzzle.proof.move)
    typed = [name(puzzle, other), name(puzzle, puzzle.opinions[0])]
    run = practice_run(typed, puzzle_library, settings())[0]
    tally = proj2.run_practice([puzzle], run)
    assert puzzle.opinions[0].move == puzzle.proof.move
    assert tally.counts[proj2.PRACTICE_SECOND] == 1


def best_game_against_naive(board, rules=proj2.UMBC_RULES):
    """A brute-force best game for X against the course's computer (O
    plays its first legal square), on the rule functions.
    Returns: {move: X's final disc difference after it, best play}."""
    def value(position, side):
        if proj2.get_side_to_move(position, side, rules) == proj2.EMPTY:
            scores = proj2.get_final_scores(position, rules, proj2.WIN_MOST)
            return scores[X] - scores[O]
        side = proj2.get_side_to_move(position, side, rules)
        moves = proj2.get_rule_moves(position, side, rules)
        if side == O:
            moves = moves[:1]
        results = []
        for move in moves:
            after = proj2.copy_board(position)
            proj2.apply_rule_move(after, *move, side, rules)
            results.append(value(after, proj2.get_opponent(side)))
        return max(results) if side == X else results[0]
    values = {}
    for move in proj2.get_rule_moves(board, X, rules):
        after = proj2.copy_board(board)
        proj2.apply_rule_move(after, *move, X, rules)
        values[tuple(move)] = value(after, O)
    return values


def test_the_course_puzzles_have_one_best_game_against_its_computer(
        tmp_path, monkeypatch):
    monkeypatch.setattr(proj2, "PUZZLE_MOST_EMPTIES", 12)
    puzzles = make_some_puzzles(str(tmp_path / "lib.sqlite3"),
                                proj2.UMBC_RULES)
    assert len(puzzles) == proj2.PUZZLES_ASKED
    for puzzle in puzzles:
        assert puzzle.piece == X
        values = best_game_against_naive(puzzle.board)
        assert is_one_answer(values, puzzle.proof.move)
        assert puzzle.theme in proj2.PUZZLE_THEMES.values()


def test_every_kind_of_reason_names_a_puzzles_theme():
    # A puzzle is named by the teacher's first reason against its other
    # moves, of any kind the reasons have.
    assert set(proj2.PUZZLE_THEMES) == set(proj2.REASON_ORDER)
