"""Game records: --record writes one as the game goes, save writes one at
a prompt, --load replays one (checking every move) and goes on; a record
that cannot be used gets one message naming the file and the line."""

import pytest

import proj2
from helpers import check_usage_error, load_game

X, O = proj2.PLAYER_PIECE, proj2.COMPUTER_PIECE

# X (human) plays f5 and e3 against the naive computer (f4, d2), then
# quits: the record as --record leaves it.
SHORT_GAME = """[Rules "standard"]
[Size "8x8"]
[First "X"]
[Start "O"]
[Win "most"]
[X "human"]
[O "naive"]
[Seed "5"]
[Moves "f5f4e3d2"]
[Result "*"]

f5 f4 e3 d2
"""


def run_main(args, capsys):
    """Runs proj2.main in this process (for games between computers, and
    records that stop the program before any game).

    Parameters: args -- the command line; capsys -- pytest's capture.
    Returns: a pair [exit status, what was printed (out, err)]."""
    status = proj2.run_program(list(args))
    return [status, capsys.readouterr()]


def test_record_is_written_as_the_game_goes(tmp_path, program):
    record = tmp_path / "game.txt"
    program(b"4 5\n2 4\nquit\n", args=(
        "--rules", "standard", "--seed", "5", "--record", str(record)))
    assert record.read_text() == SHORT_GAME
    assert not (tmp_path / "game.txt.part").exists()


def test_save_writes_the_record_so_far(tmp_path, program):
    saved = tmp_path / "saved.txt"
    result = program(
        b"4 5\n2 4\nsave " + str(saved).encode() + b"\nquit\n",
        args=("--rules", "standard", "--seed", "5"))
    assert ("Enter your move (such as f5): save {}\nSaved the game to {}.\n"
            "Enter your move (such as f5): quit".format(saved, saved)
            in result.stdout.decode())
    assert saved.read_text() == SHORT_GAME


def test_save_will_not_replace_another_games_record(tmp_path, program):
    # game1.txt holds a game of 4 moves; a new game is saved over it.
    other = tmp_path / "game1.txt"
    other.write_text(SHORT_GAME)
    result = program("save {}\nquit\n".format(other).encode(),
                     args=("--rules", "standard"))
    assert ("Not saved: {} holds another game (save! {} replaces it).\n"
            .format(other, other)) in result.stdout.decode()
    assert other.read_text() == SHORT_GAME


def test_save_will_not_replace_a_file_that_is_not_a_record(tmp_path,
                                                          program):
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes\n")
    result = program("save {}\nquit\n".format(notes).encode(),
                     args=("--rules", "standard"))
    assert "Not saved: {} is not a game record (save! {} replaces it)."\
        .format(notes, notes) in result.stdout.decode()
    assert notes.read_text() == "my notes\n"


def test_save_writes_an_empty_file(tmp_path, program):
    empty = tmp_path / "empty.txt"
    empty.write_text("")
    result = program("save {}\nquit\n".format(empty).encode(),
                     args=("--rules", "standard"))
    assert "Saved the game to {}.".format(empty) in result.stdout.decode()
    assert empty.read_text().startswith('[Rules "standard"]')


def test_save_bang_replaces_whatever_the_file_holds(tmp_path, program):
    other = tmp_path / "game1.txt"
    other.write_text(SHORT_GAME)
    result = program("save! {}\nquit\n".format(other).encode(),
                     args=("--rules", "standard"))
    assert "Saved the game to {}.".format(other) in result.stdout.decode()
    assert "f5" not in other.read_text()


def test_save_again_writes_over_the_games_own_file(tmp_path, program):
    saved = tmp_path / "saved.txt"
    result = program("f5\nsave {}\ne3\nsave {}\nquit\n".format(
        saved, saved).encode(), args=("--rules", "standard", "--seed", "5"))
    assert result.stdout.decode().count("Saved the game to") == 2
    assert "f5 f4 e3 d2" in saved.read_text()


def test_a_loaded_record_can_be_saved_over(tmp_path, program):
    record = tmp_path / "game.txt"
    record.write_text(SHORT_GAME)
    result = program("save {}\nquit\n".format(record).encode(),
                     args=("--load", str(record)))
    assert "Saved the game to {}.".format(record) in result.stdout.decode()


def test_save_without_a_name_or_where_it_cannot_write_is_refused(tmp_path,
                                                                program):
    result = program(
        b"save\nsave " + str(tmp_path).encode() + b"\n4 5\nquit\n",
        args=("--rules", "standard"))
    out = result.stdout.decode()
    assert ("Enter your move (such as f5): save\nType save and a file name "
            "(for example: save game.txt).\n") in out
    assert "Could not save the game to {}: ".format(tmp_path) in out
    # The game goes on: 2 4 is played after both refusals.
    assert "Enter your move (such as f5): 4 5\nThe computer played" in out


@pytest.mark.parametrize("args", [
    ("--rules", "umbc", "--x", "level1", "--o", "random"),
    ("--rules", "standard", "--x", "level1", "--o", "random"),
    ("--rules", "simple", "--size", "6", "--x", "greedy", "--o", "random"),
    ("--rules", "standard", "--rows", "4", "--cols", "6", "--x", "corner",
     "--o", "random", "--win", "fewest", "--start", "o", "--first", "o"),
    ("--rules", "1d", "--x", "level1", "--o", "random"),
], ids=["umbc", "standard", "simple", "rectangle", "1d"])
def test_record_round_trips(args, tmp_path, capsys):
    record = tmp_path / "game.txt"
    status, printed = run_main(args + ("--seed", "3", "--record",
                                       str(record)), capsys)
    assert status == 0
    written = record.read_text()
    assert '[Result "*"]' not in written
    loaded = load_game(str(record))
    assert loaded.error == ""
    game = proj2.build_game(proj2.build_argument_parser().parse_args(
        ["--load", str(record)]), loaded)
    board = loaded.board
    # Loading replays the moves to the same end, which writes the same
    # record again.
    state = proj2.create_play_state(board, game,
                                    [loaded.start, loaded.history])
    assert proj2.format_record(state) == written
    final_score = printed.out.splitlines()[-2]
    assert final_score == "Final score: X {}, O {}".format(
        proj2.count_pieces(board, X), proj2.count_pieces(board, O))


def test_loading_a_finished_game_shows_its_result(tmp_path, program):
    record = tmp_path / "game.txt"
    program(b"", args=("--rules", "standard", "--x", "greedy", "--o",
                           "naive", "--record", str(record)))
    result = program(b"", args=("--load", str(record)))
    assert result.returncode == 0
    lines = result.stdout.decode().splitlines()
    assert lines[0] == "Final board state:"
    assert lines[-2].startswith("Final score: X ")


def test_loaded_game_goes_on_and_undo_reaches_into_it(tmp_path, program):
    record = tmp_path / "game.txt"
    record.write_text(SHORT_GAME)
    result = program(b"undo\nquit\n", args=("--load", str(record)))
    out = result.stdout.decode()
    assert "Enter your move (such as f5): undo\nTaken back: e3, d2.\n" in out


def test_command_line_players_replace_the_records(tmp_path, program):
    record = tmp_path / "game.txt"
    record.write_text(SHORT_GAME)
    result = program(b"", args=("--load", str(record), "--x", "naive"))
    assert result.stdout.decode().startswith("X played ")


def test_analyze_studies_where_the_record_ends(tmp_path, program):
    record = tmp_path / "game.txt"
    record.write_text('[Rules "standard"]\n[Size "4x4"]\n'
                      '[Position "XXX-XXXXXO-XXXXX O"]\n\nd1\n')
    # After O's d1 (flipping c2), X's only move is c3, which ends the game
    # 15 to 1: an exact +14.
    result = program(b"", args=("--load", str(record), "--analyze"))
    assert result.stdout.decode().splitlines()[1:] == [
        "  c3  +14 exact       c3"]


def test_position_tag_starts_the_game_there(tmp_path):
    record = tmp_path / "game.txt"
    record.write_text('[Rules "standard"]\n[Size "4x4"]\n'
                      '[Position "XXX-XXXXXOXXXXXX O"]\n\nd1\n')
    loaded = load_game(str(record))
    assert loaded.error == ""
    assert loaded.board[0] == [X, X, X, O]
    assert loaded.first == O


@pytest.mark.parametrize("text, line, reason", [
    ('[Rules "standard"]\n[Colour "X"]\n', 2, "unknown tag 'Colour'"),
    ('[Rules "chess"]\n', 1, "Rules cannot be 'chess'"),
    ('[Rules "standard"]\n[Size "9x9"]\n', 2, "Size cannot be '9x9'"),
    ('[Rules "1d"]\n[Size "8x8"]\n', 2, "Size cannot be '8x8'"),
    ('[Rules "standard"]\n[O "genius"]\n', 2, "O cannot be 'genius'"),
    ('[Rules "standard"]\n[Seed "soon"]\n', 2, "Seed cannot be 'soon'"),
    ('[Rules "standard"]\n[Win "least"]\n', 2, "Win cannot be 'least'"),
    ('[Rules "standard"]\n[Seed "*"]\n', 2, "Seed cannot be '*'"),
    ('[Rules "standard"]\n[Result "won"]\n[Win "least"]\n', 2,
     "Result cannot be 'won'"),
    ('[Rules "standard"]\n[Position "XO X"]\n', 2,
     "Position cannot be 'XO X'"),
    ('[Rules "stand', 1, 'a tag is written [Name "value"]'),
    ('[Rules "standard"]\n[Rules "simple"]\n', 2,
     "the tag Rules is given twice"),
    ('[Rules "standard"]\n\nf5\n[Result "*"]\n', 4, "a tag after the moves"),
    ('[Rules "standard"]\n\nf5 f5\n', 3,
     "f5 is not a move here: That square is already taken"),
    ('[Rules "standard"]\n\ne3\n', 3, "e3 is not a move here: That move "
                                      "flips nothing"),
    ('[Rules "standard"]\n\nf5 zz\n', 3, "zz is not a move here: Please "),
    ('[Rules "standard"]\n\nf5 z9\n', 3, "z9 is not a move here: That "
                                         "square is off the board"),
    ('[Rules "standard"]\n\npass\n', 3, "X may not pass: it has a legal "
                                        "move"),
    ('[Rules "standard"]\n[Size "4x4"]\n[Position "-X---X--X-O----X X"]'
     '\n\nd1\n', 5, "X has no legal move here: the record must say pass"),
    ('[Rules "standard"]\n[Size "4x4"]\n[Position "XXX-XXXXXOXXXXXX O"]'
     '\n\nd1 a1\n', 5, "the game is already over at a1"),
])
def test_bad_record_names_the_file_the_line_and_the_reason(text, line,
                                                           reason, tmp_path,
                                                           capsys):
    record = tmp_path / "bad.txt"
    record.write_text(text)
    status, printed = run_main(("--load", str(record)), capsys)
    assert status == 2
    assert printed.out == ""
    assert printed.err.startswith("proj2.py: {}: line {}: {}".format(
        record, line, reason))
    assert printed.err.count("\n") == 1


@pytest.mark.parametrize("make, reason", [
    (lambda folder: folder / "missing.txt",
     "cannot be read: No such file or directory"),
    (lambda folder: folder, "not a regular file"),
    (lambda folder: (folder / "junk.bin").write_bytes(bytes(range(256)))
     and folder / "junk.bin", "not a game record (it is not text)"),
])
def test_unreadable_record_says_why(make, reason, tmp_path, capsys):
    path = make(tmp_path)
    status, printed = run_main(("--load", str(path)), capsys)
    assert status == 2
    assert printed.err == "proj2.py: {}: {}\n".format(path, reason)


def test_record_with_a_byte_order_mark_and_odd_line_ends_loads(tmp_path,
                                                               capsys):
    record = tmp_path / "game.txt"
    record.write_bytes(b"\xef\xbb\xbf" + SHORT_GAME.replace(
        "\n", "\r\n").encode())
    assert load_game(str(record)).error == ""
    # A form feed is not a line end: zz is still on line 3.
    record.write_text('[Rules "standard"]\n\ne3\x0czz\n')
    status, printed = run_main(("--load", str(record)), capsys)
    assert printed.err.startswith("proj2.py: {}: line 3: ".format(record))


def test_record_that_is_not_a_regular_file_or_too_large_is_refused(
        tmp_path, capsys):
    status, printed = run_main(("--load", "/dev/zero"), capsys)
    assert (status, printed.err) == (
        2, "proj2.py: /dev/zero: not a regular file\n")
    large = tmp_path / "large.txt"
    with open(large, "wb") as sparse:   # its size, without the disk space
        sparse.truncate(proj2.MAX_RECORD_BYTES + 1)
    status, printed = run_main(("--load", str(large)), capsys)
    assert status == 2
    assert printed.err == ("proj2.py: {}: not a game record (it is over {} "
                           "bytes)\n".format(large, proj2.MAX_RECORD_BYTES))


def test_record_is_not_written_over_a_link(tmp_path, program):
    target = tmp_path / "target.txt"
    target.write_text("kept\n")
    link = tmp_path / "link.txt"
    link.symlink_to(target)
    result = program(b"", args=("--record", str(link)))
    assert result.returncode == 2
    assert result.stderr.decode() == \
        "--record {}: cannot be written: not a regular file\n".format(link)
    assert link.is_symlink() and target.read_text() == "kept\n"


def test_save_at_a_link_says_at_once_that_it_is_not_a_file(tmp_path,
                                                          program):
    target = tmp_path / "target.txt"
    target.write_text("kept\n")
    link = tmp_path / "link.txt"
    link.symlink_to(target)
    result = program("save {0}\nsave! {0}\nquit\n".format(link).encode(),
                     args=("--rules", "standard"))
    refusal = "Could not save the game to {}: not a regular file.".format(
        link)
    assert result.stdout.decode().count(refusal) == 2
    assert "replaces it" not in result.stdout.decode()
    assert link.is_symlink() and target.read_text() == "kept\n"


def test_save_refuses_a_name_that_is_not_plain_ascii(tmp_path, program):
    result = program("save {}/\u00e9.txt\nquit\n".format(
        tmp_path).encode(), args=("--rules", "standard"))
    assert "Could not save the game to " in result.stdout.decode()
    assert "plain ASCII" in result.stdout.decode()
    assert list(tmp_path.iterdir()) == []


def test_record_keeps_what_undo_took_back_until_another_move(tmp_path,
                                                             program):
    record = tmp_path / "game.txt"
    program(b"4 5\n2 4\nundo\nquit\n", args=(
        "--rules", "standard", "--seed", "5", "--record", str(record)))
    assert record.read_text() == SHORT_GAME
    program(b"4 5\n2 4\nundo\nf3\nquit\n", args=(
        "--rules", "standard", "--seed", "5", "--record", str(record)))
    assert record.read_text().endswith("\nf5 f4 f3 g4\n")


def test_record_file_that_cannot_be_written_stops_before_the_game(
        tmp_path, program):
    result = program(b"", args=("--record", str(tmp_path / "no" / "x")))
    assert result.returncode == 2
    assert result.stdout == b""
    assert result.stderr.decode().startswith(
        "--record {}: cannot be written: ".format(tmp_path / "no" / "x"))


def test_a_moves_tag_that_disagrees_with_the_moves_is_refused(tmp_path,
                                                               program):
    record = tmp_path / "game.txt"
    record.write_text(SHORT_GAME.replace('"f5f4e3d2"', '"f5f4e3"'))
    result = program(b"", args=("--load", str(record)))
    assert result.returncode == 2
    assert result.stderr.decode() == (
        "proj2.py: {}: line 9: the Moves tag does not match the moves\n"
        .format(record))


def test_load_takes_no_position_of_its_own(capsys):
    check_usage_error(["--load", "game.txt", "--moves", "f5"],
                      "--load takes the game from the record: --moves does "
                      "not apply", capsys)


@pytest.mark.parametrize("args", [
    ("--rules", "standard"), ("--size", "8"), ("--rows", "8", "--cols", "8"),
    ("--first", "x"), ("--start", "o"), ("--win", "most")])
def test_load_accepts_options_that_agree_with_the_record(tmp_path, program,
                                                         args):
    record = tmp_path / "game.txt"
    record.write_text(SHORT_GAME)
    result = program(b"quit\n", args=("--load", str(record)) + args)
    assert result.returncode == 0
    assert result.stderr == b""


@pytest.mark.parametrize("args, says", [
    (("--rules", "simple"), "the record says Rules standard, but --rules "
                            "says simple"),
    (("--size", "6"), "the record says Size 8x8, but --size says 6x6"),
    (("--cols", "10"), "the record says Size 8x8, but --cols says 10"),
    (("--start", "x"), "the record says Start O, but --start says X"),
    (("--win", "fewest"), "the record says Win most, but --win says fewest")])
def test_load_refuses_options_that_contradict_the_record(tmp_path, program,
                                                         args, says):
    record = tmp_path / "game.txt"
    record.write_text(SHORT_GAME)
    result = program(b"", args=("--load", str(record)) + args)
    assert result.returncode == 2
    assert result.stdout == b""
    assert result.stderr.decode() == "proj2.py: {}: {}\n".format(record,
                                                                 says)


# ----------------------------------------------------------------------
# --load and the word load take a file or a move string
# ----------------------------------------------------------------------

def test_load_takes_a_move_string_when_no_file_has_its_name(
        program, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = program(b"moves\nquit\n",
                     args=("--load", "f5d6c3", "--o", "human"))
    assert result.returncode == 0
    assert "Enter O's move (such as f5): moves\nf5d6c3\n" in \
        result.stdout.decode()


def test_load_reads_the_file_when_one_has_the_moves_name(
        program, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "f5d6").write_text("f5d6c3d3\n")
    result = program(b"moves\nquit\n",
                     args=("--load", "f5d6", "--o", "human"))
    assert "moves\nf5d6c3d3\n" in result.stdout.decode()


def test_a_move_string_load_refuses_is_named_by_the_option(
        program, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = program(b"", args=("--load", "f5f5"))
    assert result.returncode == 2
    assert result.stderr.decode() == "proj2.py: --load: move 2 (f5): {}\n" \
        .format(proj2.OCCUPIED_MESSAGE)


def test_load_at_the_prompt_plays_on_from_a_move_string(program):
    result = program(b"load f5d6c3\nmoves\nquit\n",
                     args=("--rules", "standard", "--o", "human"))
    out = result.stdout.decode()
    assert ("Enter X's move (such as f5): load f5d6c3\nLoaded the game "
            "typed: the game goes on from turn 4.\n") in out
    assert "Enter O's move (such as f5): moves\nf5d6c3\n" in out


def test_load_at_the_prompt_reads_a_record_and_may_save_over_it(
        tmp_path, program):
    record = tmp_path / "game.txt"
    record.write_text(SHORT_GAME)
    result = program("load {0}\nsave {0}\nquit\n".format(record).encode(),
                     args=("--rules", "standard", "--o", "human"))
    out = result.stdout.decode()
    assert "Loaded {}: the game goes on from turn 5.".format(record) in out
    assert "Saved the game to {}.".format(record) in out


def test_load_at_the_prompt_lists_a_file_of_several_games(tmp_path,
                                                          program):
    games = tmp_path / "two.ggf"
    games.write_text("(;GM[Othello]PB[ann]PW[bob]TY[8]B[f5];)\n"
                     "(;GM[Othello]PB[cy]PW[di]TY[8]B[f5]W[d6];)\n")
    result = program("load {0}\nload {0} 2\nmoves\nquit\n".format(
        games).encode(), args=("--rules", "standard", "--o", "human"))
    out = result.stdout.decode()
    assert ("{0} holds 2 games:\n     1. ann - bob: ?\n     2. cy - di: ?\n"
            "Type load {0} N to play on from game N.\n".format(games)) in out
    assert "Loaded {}: the game goes on from turn 3.".format(games) in out
    assert "moves\nf5d6\n" in out


@pytest.mark.parametrize("args, line, says", [
    (("--rules", "simple"), "load f5d6c3",
     "the game typed: a game of standard rules, not simple"),
    (("--rules", "standard", "--win", "fewest"), "load f5d6c3",
     "the game typed: a game the most discs win, not the fewest"),
    (("--rules", "standard"), "load f5f5",
     "the game typed: move 2 (f5): " + proj2.OCCUPIED_MESSAGE[:-1]),
    (("--rules", "standard"), "load no-such-file.txt",
     "no-such-file.txt: cannot be read: No such file or directory"),
], ids=["other rules", "won otherwise", "an illegal move", "no file"])
def test_load_at_the_prompt_says_in_one_line_why_it_did_not(
        program, tmp_path, monkeypatch, args, line, says):
    monkeypatch.chdir(tmp_path)
    result = program((line + "\nquit\n").encode(),
                     args=args + ("--o", "human"))
    assert "{}\nNot loaded: {}.\n".format(line, says) in \
        result.stdout.decode()


def test_load_of_a_name_not_ascii_says_what_save_says(tmp_path, program,
                                                     monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "café.txt").write_text("f5d6c3\n")
    typed = "save café.txt\nload café.txt\nquit\n".encode()
    out = program(typed, args=("--rules", "standard")).stdout.decode()
    shown = "caf\ufffd\ufffd.txt"
    reason = "give a file name of plain ASCII characters."
    assert "Could not save the game to {}: {}".format(shown, reason) in out
    assert "Not loaded: {}: {}".format(shown, reason) in out


@pytest.mark.parametrize("word", ["save", "save!", "load"])
@pytest.mark.parametrize("name", ["a\x01b.txt", "\x1b[31mred.txt",
                                  "tab\there.txt"],
                         ids=["SOH", "an escape sequence", "a tab"])
def test_a_file_name_with_control_characters_is_refused(
        tmp_path, program, monkeypatch, word, name):
    monkeypatch.chdir(tmp_path)
    (tmp_path / name).write_text("f5d6c3\n")
    out = program("{} {}\nquit\n".format(word, name).encode(),
                  args=("--rules", "standard")).stdout.decode()
    assert "{}: give a file name without control characters.".format(
        proj2.show_path(name)) in out
    assert (tmp_path / name).read_text() == "f5d6c3\n"


# ----------------------------------------------------------------------
# Memory running out in a load: one line, and the game goes on
# ----------------------------------------------------------------------

def run_out_of_memory(*args):
    """Stands in for a step of loading when the memory runs out."""
    raise MemoryError


@pytest.mark.parametrize("step", ["read_game_data", "replay_move_string"],
                         ids=["reading the file", "replaying its moves"])
def test_memory_running_out_in_a_load_at_the_prompt_is_one_line(
        tmp_path, program, monkeypatch, step):
    path = tmp_path / "moves.txt"
    path.write_text("f5d6c3\n")
    monkeypatch.setattr(proj2, step, run_out_of_memory)
    result = program("f5\nload {}\nmoves\nquit\n".format(path).encode(),
                     args=("--rules", "standard", "--o", "human"))
    out = result.stdout.decode()
    assert ("load {0}\nNot loaded: {0}: not enough memory to read it.\n"
            .format(path)) in out
    assert "moves\nf5\n" in out


def test_memory_running_out_in_load_option_is_one_line(tmp_path, program,
                                                       monkeypatch):
    path = tmp_path / "moves.txt"
    path.write_text("f5d6c3\n")
    monkeypatch.setattr(proj2, "read_game_data", run_out_of_memory)
    result = program(b"", args=("--load", str(path)))
    assert result.returncode == 2
    assert result.stderr.decode() == \
        "proj2.py: {}: not enough memory to read it\n".format(path)


def saved_after_load(game_text, tmp_path, name):
    """Loads a game of another format as --load does, and saves it.

    Parameters: game_text -- the game; tmp_path -- pytest's folder;
        name -- the saved file's name (.ggf for GGF).
    Returns: the saved file's path."""
    source = tmp_path / "source.txt"
    source.write_text(game_text)
    loaded = load_game(source)
    game = proj2.create_game(proj2.NewGame(proj2.STANDARD_RULES,
                                           {X: proj2.HUMAN, O: "level3"}))
    state = proj2.create_play_state(loaded.board, game,
                                    [loaded.start, loaded.history])
    proj2.name_loaded_sides(state, loaded)
    saved = tmp_path / name
    assert proj2.write_saved_game(state, str(saved)) == ""
    return saved


def test_a_record_keeps_the_people_who_played_a_game_loaded(tmp_path):
    saved = saved_after_load(
        "(;GM[Othello]PB[ann]PW[bob]TY[8]B[f5]W[d6];)", tmp_path, "g.txt")
    text = saved.read_text()
    assert '[X "human"]\n[O "level3"]\n' in text
    assert '[XName "ann"]\n[OName "bob"]\n' in text
    assert load_game(saved).people == {X: "ann", O: "bob"}


def test_a_review_of_a_saved_move_string_names_the_sides_by_colour(
        tmp_path, capsys):
    saved = saved_after_load("f5d6", tmp_path, "g.txt")
    assert '[XName "?"]\n[OName "?"]\n' in saved.read_text()
    status, printed = run_main(("--review", str(saved), "--think", "0.01"),
                               capsys)
    summaries = printed.out.splitlines()[-2:]
    assert summaries[0].startswith("Black (X): ")
    assert summaries[1].startswith("White (O): ")


def test_ggf_saved_names_the_people_who_played_a_game_loaded(tmp_path):
    saved = saved_after_load(
        '[Black "ann"]\n[White "bob"]\n1. f5 d6 *\n', tmp_path, "g.ggf")
    assert "PB[ann]PW[bob]" in saved.read_text()
    unnamed = saved_after_load("f5d6", tmp_path, "h.ggf").read_text()
    assert "PB[" not in unnamed and "PW[" not in unnamed
