"""The library: games kept in SQLite (--library, --import), and the search
by position (--explore, the prompt's games)."""

import collections
import os
import signal
import sqlite3
import subprocess

import pytest

import proj2
from helpers import (PROGRAM_COMMAND, REPO_ROOT, RUN_TIMEOUT_SECONDS,
                     make_library, program_environment, wait_until)

SAMPLES = REPO_ROOT / "tests" / "data" / "samples"
# Forty games of the WTHOR database's 1990, as move strings with results.
GAMES_1990 = REPO_ROOT / "tests" / "data" / "library" / "1990.txt"
SIDE = 8
# (transpose, flip rows, flip columns) for each of the 8 symmetries.
SYMMETRIES = [(transpose, rows, cols) for transpose in (False, True)
              for rows in (False, True) for cols in (False, True)]


def turn_square(square, symmetry):
    """Returns: [row, col] turned by a symmetry of SYMMETRIES."""
    row, col = square
    transpose, rows, cols = symmetry
    if transpose:
        row, col = col, row
    if rows:
        row = SIDE - 1 - row
    if cols:
        col = SIDE - 1 - col
    return [row, col]


def turn_board(board, symmetry):
    """Returns: the board turned by a symmetry."""
    turned = [[proj2.EMPTY] * SIDE for _ in range(SIDE)]
    for row in range(SIDE):
        for col in range(SIDE):
            new_row, new_col = turn_square([row, col], symmetry)
            turned[new_row][new_col] = board[row][col]
    return turned


def square_name(square):
    """Returns: a square's name, f5 for [4, 5]."""
    return "abcdefgh"[square[1]] + str(square[0] + 1)


def parse_moves(text):
    """Returns: a move string's [row, col] squares."""
    return [[int(text[i + 1]) - 1, "abcdefgh".index(text[i])]
            for i in range(0, len(text), 2)]


def turn_game(text, symmetry):
    """Returns: a move string turned by a symmetry that keeps the start
    (so it is still a game from Othello's start)."""
    return "".join(square_name(turn_square(square, symmetry))
                   for square in parse_moves(text))


START = proj2.create_start_board(rules=proj2.STANDARD_RULES)
START_SYMMETRIES = [symmetry for symmetry in SYMMETRIES
                    if turn_board(START, symmetry) == START]


def plain_count(games, board, piece):
    """Counts, game by game on the rule functions, the moves played in a
    position or any of its images: {move name in the position's own
    orientation: games}. A game reaching the position as it is counts its
    move as played; else by the symmetry taking its board to it."""
    counts = collections.Counter()
    for text in games:
        replayed = proj2.replay_move_string(text, START, proj2.PLAYER_PIECE,
                                            proj2.STANDARD_RULES)
        current = proj2.copy_board(START)
        for due, move in replayed.history:
            if move == []:
                continue
            for symmetry in SYMMETRIES:
                if due == piece and turn_board(current, symmetry) == board:
                    counts[square_name(turn_square(move, symmetry))] += 1
                    break
            proj2.apply_rule_move(current, move[0], move[1], due,
                                  proj2.STANDARD_RULES)
    return dict(counts)


def library_count(library, board, piece):
    """Returns: the library's {move name: games} for a position."""
    answer = proj2.explore_library(library, board, piece)
    return {square_name(found.move): found.games for found in answer.moves}


def read_games(path):
    """Returns: the move strings of a text of games, one a line."""
    return [line.split()[0] for line in path.read_text().splitlines()
            if line.strip()]


def position_after(text):
    """Returns: (board, side to move) after a move string."""
    replayed = proj2.replay_move_string(text, START, proj2.PLAYER_PIECE,
                                        proj2.STANDARD_RULES)
    return replayed.board, proj2.get_opponent(replayed.history[-1][0])


def import_files(library, paths, jobs=1):
    """Imports files into an open library; returns (outcome, lines said)."""
    said = []
    outcome = proj2.import_library_files(
        library, [str(path) for path in paths], jobs,
        lambda line, problem: said.append(line))
    return outcome, said


@pytest.fixture
def library(tmp_path):
    """An open library in a temporary folder, the 1990 games in it and the
    same games turned by the start's symmetries (as another file)."""
    games = read_games(GAMES_1990)
    turned = tmp_path / "turned.txt"
    turned.write_text("".join(
        turn_game(text, START_SYMMETRIES[number % len(START_SYMMETRIES)])
        + "\n" for number, text in enumerate(games)))
    opened = proj2.open_library(str(tmp_path / "library.sqlite3"))
    import_files(opened, [GAMES_1990, turned])
    yield opened
    opened.connection.close()


def all_games(tmp_path):
    """Returns: the move strings of the library fixture's two files."""
    return read_games(GAMES_1990) + read_games(tmp_path / "turned.txt")


# --- the counts: a plain count over the same games --------------------

def test_the_start_positions_moves_are_counted_as_played(library, tmp_path):
    games = all_games(tmp_path)
    counted = library_count(library, START, proj2.PLAYER_PIECE)
    assert counted == plain_count(games, START, proj2.PLAYER_PIECE)
    assert sum(counted.values()) == len(games) == 80


@pytest.mark.parametrize("moves", [
    "f5d6c5f4e3c6d3f6e6d7", "f5f6e6f4e3c5c4e7b5e2", "f5f6e6f4",
    "f5d6c5f4e3c6d3f6e6", "e6f6f5d6"])
def test_a_positions_moves_count_the_games_of_every_image(library, tmp_path,
                                                          moves):
    board, piece = position_after(moves)
    counted = library_count(library, board, piece)
    assert counted == plain_count(all_games(tmp_path), board, piece)
    assert sum(counted.values()) > 0


def test_a_turned_position_finds_the_same_games_turned(library):
    board, piece = position_after("f5d6c5f4e3c6d3f6e6d7")
    turned = turn_board(board, SYMMETRIES[5])
    here = library_count(library, board, piece)
    there = library_count(library, turned, piece)
    assert there == {square_name(turn_square(parse_moves(name)[0],
                                             SYMMETRIES[5])): games
                     for name, games in here.items()}


def test_a_moves_figures_are_blacks_average_and_share_of_wins(tmp_path):
    games = tmp_path / "three.txt"
    games.write_text("f5d6c3d3c4f4f6f3e6e7 40-24\n"
                     "f5d6c3d3c4f4f6f3e6e7 32-32\n"
                     "f5d6c3d3c4f4c5b3c2 10-54\n")
    opened = proj2.open_library(str(tmp_path / "l.sqlite3"))
    import_files(opened, [games])
    board, piece = position_after("f5d6c3d3c4f4")
    answer = proj2.explore_library(opened, board, piece)
    # Black to move: f6 (a win and a draw) scores better than c5 (a loss).
    assert [(square_name(found.move), found.games, found.average,
             found.share) for found in answer.moves] == [
        ("f6", 2, 8.0, 0.75), ("c5", 1, -44.0, 0.0)]


def test_a_position_few_games_reached_lists_them(tmp_path):
    opened = proj2.open_library(str(tmp_path / "l.sqlite3"))
    import_files(opened, [SAMPLES / "WTH_2026.wtb"])
    answer = proj2.explore_library(opened, START, proj2.PLAYER_PIECE)
    lines = proj2.format_library_answer(answer, opened)
    assert answer.reached == 2
    assert ("  Example Ada - Example Ben, Example Club Evening 2026: 59-5 "
            "(then c4)") in lines


def test_the_books_value_stands_beside_a_move_labelled_the_books(library):
    lines = proj2.format_library_answer(proj2.explore_library(
        library, START, proj2.PLAYER_PIECE), library)
    assert lines[1].split()[-1] == "book"
    # Each first move is worth the same: the book's +1 (for Black).
    assert sorted(line.split()[0] for line in lines[2:]) == [
        "c4", "d3", "e6", "f5"]
    assert all(line.endswith(" book +1") for line in lines[2:])


# --- import: every format, bad files among good ones, no game twice ---

def test_every_format_is_imported_and_bad_files_are_said_apart(tmp_path):
    record = tmp_path / "game.txt"
    record.write_text('[Rules "standard"]\n\nf5 d6 c3 d3 c4\n')
    broken = tmp_path / "broken.wtb"
    broken.write_bytes(b"\0" * 20)
    opened = proj2.open_library(str(tmp_path / "l.sqlite3"))
    outcome, said = import_files(opened, [
        SAMPLES / "WTH_2026.wtb", broken, SAMPLES / "games.ggf", record,
        tmp_path / "missing.txt", GAMES_1990])
    assert (outcome.files_read, outcome.files_refused) == (4, 2)
    assert proj2.count_library_games(opened) == 2 + 2 + 1 + 40
    assert sum("broken.wtb: not a WTHOR file" in line for line in said) == 1
    assert sum("missing.txt: cannot be read" in line for line in said) == 1


def test_wthor_games_keep_their_players_tournament_and_year(tmp_path):
    opened = proj2.open_library(str(tmp_path / "l.sqlite3"))
    import_files(opened, [SAMPLES / "WTH_2026.wtb"])
    rows = opened.connection.execute(
        "SELECT black, white, tournament, year FROM games").fetchall()
    assert ("Example Ada", "Example Ben", "Example Club Evening",
            2026) in rows


def test_a_game_with_an_illegal_move_is_refused_and_counted(tmp_path):
    games = tmp_path / "games.txt"
    games.write_text("f5d6c3\nf5f5\n")
    opened = proj2.open_library(str(tmp_path / "l.sqlite3"))
    _, said = import_files(opened, [games])
    assert said == [str(games) + ": 1 games added, 0 already in the "
                    "library; 1 refused (game 2: move 2 (f5) is not legal "
                    "there)"]


def test_a_game_already_there_is_not_added_twice(tmp_path):
    opened = proj2.open_library(str(tmp_path / "l.sqlite3"))
    import_files(opened, [GAMES_1990, SAMPLES / "games.ggf"])
    positions = opened.connection.execute(
        "SELECT count(*) FROM positions").fetchone()
    _, said = import_files(opened, [SAMPLES / "games.ggf", GAMES_1990])
    assert proj2.count_library_games(opened) == 42
    assert said[1].endswith(": 0 games added, 40 already in the library")
    assert opened.connection.execute(
        "SELECT count(*) FROM positions").fetchone() == positions


def test_workers_import_as_one_process_does(tmp_path, monkeypatch):
    monkeypatch.setattr(proj2, "LIBRARY_LEAST_WORKER_GAMES", 1)
    monkeypatch.setattr(proj2, "LIBRARY_CHUNK_GAMES", 7)
    alone = proj2.open_library(str(tmp_path / "alone.sqlite3"))
    shared = proj2.open_library(str(tmp_path / "shared.sqlite3"))
    import_files(alone, [GAMES_1990])
    import_files(shared, [GAMES_1990], jobs=2)
    query = "SELECT * FROM positions ORDER BY key, move, game"
    assert (alone.connection.execute(query).fetchall()
            == shared.connection.execute(query).fetchall())


# --- the file: made once, refused, read-only --------------------------

def run(args, extra_env=()):
    """Runs the program in a child; returns the CompletedProcess."""
    return subprocess.run([*PROGRAM_COMMAND, *args], capture_output=True,
                          cwd=REPO_ROOT, env=program_environment(extra_env),
                          timeout=RUN_TIMEOUT_SECONDS, check=False)


def test_the_default_library_is_made_on_first_use_and_said_once(tmp_path):
    env = (("XDG_DATA_HOME", str(tmp_path)),)
    first = run(["--import", str(GAMES_1990)], env)
    second = run(["--explore", "f5d6"], env)
    made = str(tmp_path / "proj2" / "library.sqlite3")
    assert first.returncode == second.returncode == 0
    assert first.stderr.decode() == "Made a new library: " + made + "\n"
    assert second.stderr == b""
    assert first.stdout.decode().endswith(
        "The library " + made + " holds 40 games.\n")


@pytest.mark.parametrize("content", [b"", b"not a database at all\n"])
def test_a_file_that_is_not_a_library_is_refused_and_left_alone(tmp_path,
                                                                 content):
    path = tmp_path / "other.sqlite3"
    if content == b"":
        other = sqlite3.connect(path)
        other.execute("CREATE TABLE notes (text)")
        other.commit()
        other.close()
    else:
        path.write_bytes(content)
    before = path.read_bytes()
    done = run(["--library", str(path), "--import", str(GAMES_1990)])
    assert done.returncode == 2
    assert done.stderr.decode() == (
        "proj2.py: {}: not a library of this program's games\n".format(path))
    assert path.read_bytes() == before
    assert sorted(os.listdir(tmp_path)) == ["other.sqlite3"]


def test_a_library_of_a_later_version_is_refused_and_left_alone(tmp_path):
    path = tmp_path / "l.sqlite3"
    proj2.open_library(str(path)).connection.close()
    later = sqlite3.connect(path)
    later.execute("PRAGMA user_version={}".format(proj2.LIBRARY_VERSION + 1))
    later.close()
    before = path.read_bytes()
    done = run(["--library", str(path), "--explore", ""])
    assert done.returncode == 2
    assert "made by a later version of this program" in done.stderr.decode()
    assert path.read_bytes() == before


def test_a_read_only_library_answers_searches(tmp_path, monkeypatch):
    path = str(tmp_path / "l.sqlite3")
    opened = proj2.open_library(path)
    import_files(opened, [GAMES_1990])
    opened.connection.close()
    monkeypatch.setattr(proj2.os, "access", lambda *args, **kwargs: False)
    read_only = proj2.open_library(path)
    assert not read_only.writable
    with pytest.raises(sqlite3.OperationalError):
        read_only.connection.execute("DELETE FROM games")
    assert proj2.explore_library(read_only, START,
                                 proj2.PLAYER_PIECE).reached == 40


def test_a_read_only_library_adds_nothing_and_says_so(tmp_path, program,
                                                     monkeypatch):
    path = str(tmp_path / "l.sqlite3")
    proj2.open_library(path).connection.close()
    monkeypatch.setattr(proj2.os, "access", lambda *args, **kwargs: False)
    done = program(b"", args=["--library", path, "--import",
                              str(GAMES_1990)])
    assert done.returncode == 2
    assert b"the library is read-only: nothing was added" in done.stderr


def test_a_library_that_cannot_be_made_is_said_so(tmp_path, monkeypatch):
    monkeypatch.setattr(proj2.os, "access", lambda *args, **kwargs: False)
    with pytest.raises(proj2.LibraryRefused) as refused:
        proj2.open_library(str(tmp_path / "l.sqlite3"))
    assert refused.value.args[0].endswith(
        "there is no library there, and its folder cannot be written")
    assert os.listdir(tmp_path) == []


# --- the prompt's word and --explore -----------------------------------

def test_games_at_the_prompt_searches_the_position_on_the_board(tmp_path,
                                                               program):
    path = str(tmp_path / "l.sqlite3")
    opened = proj2.open_library(path)
    import_files(opened, [GAMES_1990])
    opened.connection.close()
    done = program(b"f5\ngames\nquit\n", args=[
        "--library", path, "--rules", "standard", "--o", "human"])
    assert b"40 of the library's 40 games reached this position" \
        in done.stdout


def test_explore_refuses_moves_that_are_not_a_game(tmp_path, program):
    done = program(b"", args=["--library", str(tmp_path / "l.sqlite3"),
                              "--explore", "f5f5"])
    assert done.returncode == 2
    assert done.stderr.startswith(b"proj2.py: --explore: move 2 (f5)")


# --- the window's reader: searches alone, never waiting long ----------

def test_a_reader_searches_and_writes_nothing(tmp_path):
    path = make_library(tmp_path / "l.sqlite3")
    reader = proj2.open_library_reader(path, 0.2)
    assert not reader.writable
    assert proj2.explore_library(reader, START,
                                 proj2.PLAYER_PIECE).reached == 40
    with pytest.raises(sqlite3.OperationalError):
        reader.connection.execute("DELETE FROM games")


def test_a_reader_waits_for_another_program_no_longer_than_it_is_told(
        tmp_path):
    path = make_library(tmp_path / "l.sqlite3")
    reader = proj2.open_library_reader(path, 0.2)
    assert reader.connection.execute(
        "PRAGMA busy_timeout").fetchone()[0] == 200


def test_a_reader_makes_no_library_where_there_is_none(tmp_path):
    with pytest.raises(proj2.LibraryRefused):
        proj2.open_library_reader(str(tmp_path / "l.sqlite3"), 0.2)
    assert os.listdir(tmp_path) == []


def test_a_library_locked_by_another_program_is_said_locked(tmp_path):
    path = make_library(tmp_path / "l.sqlite3")
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("PRAGMA locking_mode=EXCLUSIVE")
    holder.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(proj2.LibraryRefused) as refused:
            proj2.open_library_reader(path, 0.2)
    finally:
        holder.close()
    assert refused.value.args[0].endswith(
        "the library cannot be opened: database is locked")


def test_a_listed_game_is_read_back_by_its_number(tmp_path):
    opened = proj2.open_library(make_library(tmp_path / "l.sqlite3"))
    board, piece = position_after("f5f6e6f4g5e7f7h5d3c6d7c4e3d6g6h6h4h3")
    answer = proj2.explore_library(opened, board, piece)
    assert len(answer.games) == 1
    moves = proj2.read_library_moves(opened, answer.games[0].game)
    assert moves.startswith("f5f6e6f4g5e7f7h5d3c6d7c4e3d6g6h6h4h3g4")
    assert moves in read_games(GAMES_1990)
    assert proj2.read_library_moves(opened, 1000) is None


def test_a_games_orientations_are_its_four_images_from_the_start():
    turned = proj2.list_library_orientations("f5d6c3")
    assert turned[0] == "f5d6c3"
    assert sorted(turned) == sorted(turn_game("f5d6c3", symmetry)
                                    for symmetry in START_SYMMETRIES)


# --- two programs at once, and a kill ---------------------------------

def test_two_importers_at_once_both_finish_and_nothing_doubles(tmp_path):
    path = str(tmp_path / "l.sqlite3")
    turned = tmp_path / "turned.txt"
    turned.write_text("".join(turn_game(text, START_SYMMETRIES[1]) + " 1-63\n"
                              for text in read_games(GAMES_1990)))
    command = [*PROGRAM_COMMAND, "--library", path, "--import"]
    first = subprocess.Popen(command + [str(GAMES_1990), str(turned)],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             cwd=REPO_ROOT, env=program_environment())
    second = subprocess.Popen(command + [str(turned), str(GAMES_1990)],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              cwd=REPO_ROOT, env=program_environment())
    first.communicate(timeout=RUN_TIMEOUT_SECONDS)
    second.communicate(timeout=RUN_TIMEOUT_SECONDS)
    assert first.returncode == second.returncode == 0
    opened = proj2.open_library(path)
    # The turned games differ by their result, so both files count.
    assert proj2.count_library_games(opened) == 80
    assert opened.connection.execute(
        "SELECT count(*) FROM positions WHERE key = ?",
        (proj2.find_library_key(START, proj2.PLAYER_PIECE)[0],)
    ).fetchone()[0] == 80


def test_a_kill_during_an_import_keeps_every_file_committed(tmp_path):
    games = read_games(GAMES_1990)
    paths = []
    for number in range(30):
        path = tmp_path / "games{}.txt".format(number)
        path.write_text("".join("{} {}-{}\n".format(text, number, 64 - number)
                                for text in games))
        paths.append(str(path))
    library = str(tmp_path / "l.sqlite3")
    process = subprocess.Popen(
        [*PROGRAM_COMMAND, "--library", library, "--jobs", "1", "--import",
         *paths], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        cwd=REPO_ROOT, env=program_environment())

    def some_committed():
        try:
            reader = sqlite3.connect("file:{}?mode=ro".format(library),
                                     uri=True)
            try:
                return reader.execute("SELECT count(*) FROM games"
                                      ).fetchone()[0] > 0
            finally:
                reader.close()
        except sqlite3.Error:
            return False
    wait_until(lambda: some_committed() or process.poll() is not None)
    process.send_signal(signal.SIGKILL)
    process.wait(timeout=RUN_TIMEOUT_SECONDS)
    opened = proj2.open_library(library)
    connection = opened.connection
    assert connection.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    by_file = dict(connection.execute(
        "SELECT source, count(*) FROM games GROUP BY source").fetchall())
    assert set(by_file.values()) == {40}
    positions = connection.execute(
        "SELECT count(DISTINCT game) FROM positions").fetchone()[0]
    assert positions == proj2.count_library_games(opened) > 0
