"""Othello's game formats: --load, --review, the window's Open and Paste
read a numbered transcript (PlayOK's), a board string, GGF and WTHOR as
well as a record or a move string, telling them apart by their content;
save FILE.ggf writes GGF. Each file here is built from the format's
published description; the sample files of tests/data/samples/ are read
as the README's examples read them."""

import re
import shlex
import struct
import tracemalloc

import pytest

import proj2
from helpers import REPO_ROOT, check_usage_error, load_game

X, O = proj2.PLAYER_PIECE, proj2.COMPUTER_PIECE
STANDARD = proj2.STANDARD_RULES

# The Tiger, and the position after it as a board string (a1 first).
TIGER = "f5d6c3d3c4f4f6f3e6e7"
TIGER_BOARD = ("--------"
               "--------"
               "--XO-O--"
               "--XXOO--"
               "---XOX--"
               "---OOX--"
               "----O---"
               "--------")

# A game black wins by taking every disc, at move 9.
WIPE_OUT = "d3c3b3d2e1d6d7e3f4"

# The exchange in the NBoard protocol's description sets this game.
NBOARD_EXAMPLE_GGF = (
    "(;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[./mEdax]"
    "PW[chris]RE[?]TI[15:00]TY[8]BO[8 -------------------------"
    "--O*------*O--------------------------- *]B[F5]W[F6]B[D3]W[C5]"
    "B[E6]W[F7]B[E7]W[F4];)")

# A PlayOK transcript: PGN's tags, then numbered moves, in capitals.
PLAYOK_TRANSCRIPT = """[Event "Reversi"]
[Site "PlayOK"]
[Date "2026.11.20"]
[Black "anna"]
[White "boris"]
[Result "*"]

1. F5 D6 2. C3 D3 3. C4 F4 4. F6 F3 5. E6 E7 *
"""


def moves_of(loaded):
    """Returns: a LoadedGame's moves as a move string."""
    return proj2.format_move_string(loaded.start, loaded.history)


def read(text):
    """Returns: the one game a text holds, replayed (see read_game_text)."""
    return proj2.choose_filed_game(proj2.read_game_text(text, "test"),
                                   None, "test")


def run_main(args, capsys):
    """Returns: [exit status, (out, err)] of proj2.run_program(args)."""
    status = proj2.run_program(list(args))
    return [status, capsys.readouterr()]


# --- transcripts ------------------------------------------------------

def test_a_playok_transcript_is_read_with_its_players():
    loaded = read(PLAYOK_TRANSCRIPT)
    assert loaded.error == ""
    assert moves_of(loaded) == TIGER
    assert loaded.side_names == {X: "anna (X)", O: "boris (O)"}


@pytest.mark.parametrize("text", [
    "1. f5 d6 2. c3 d3 3. c4 f4 4. f6 f3 5. e6 e7",
    "1.f5 d6 2.c3 d3 3.c4 f4 4.f6 f3 5.e6 e7 1-0",
    "1. F5 D6\n2. C3 D3\n3. C4 F4\n4. F6 F3\n5. E6 E7\n",
    "F5D6C3D3C4F4F6F3E6E7",
])
def test_numbered_moves_either_case_are_the_move_string(text):
    loaded = read(text)
    assert (loaded.error, moves_of(loaded)) == ("", TIGER)
    assert proj2.read_game_text(text, "test").moves_only


def test_a_transcripts_illegal_move_is_named_by_its_place():
    loaded = read("1. f5 d6 2. c3 c3")
    assert loaded.error == "test: move 4 (c3): " + proj2.OCCUPIED_MESSAGE


def test_a_record_with_an_unknown_tag_is_still_a_bad_record():
    loaded = read('[Rules "standard"]\n[Colour "X"]\n\nf5\n')
    assert loaded.error == "test: line 2: unknown tag 'Colour'"


# --- long texts: read only as far as a game can go -----------------------

# How many times a text game's size its reading may hold at most: the
# file's bytes, its text, and a little more.
MEMORY_PER_FILE_SIZE = 4


def peak_memory_of_loading(path):
    """Parameters: path -- a game file. Returns: [its game as loaded, the
    most memory (bytes) Python held at once while loading it]."""
    tracemalloc.start()
    try:
        loaded = proj2.choose_filed_game(proj2.read_game_file(str(path)),
                                         None, str(path))
        return [loaded, tracemalloc.get_traced_memory()[1]]
    finally:
        tracemalloc.stop()


@pytest.mark.parametrize("text", [
    "f5 d6 c3 d3 c4 f4 " * 20_000,
    "1. f5 d6\n2. c3 d3\n3. c4 f4\n" * 10_000,
    '[Rules "standard"]\n\n' + "f5 d6 c3 d3 c4 f4\n" * 20_000,
], ids=["a spaced move string", "a transcript", "a record"])
def test_a_long_text_game_is_read_word_by_word_in_little_memory(
        tmp_path, text):
    path = tmp_path / "long.txt"
    path.write_text(text)
    loaded, peak = peak_memory_of_loading(path)
    # The moves are read no further than the game can go.
    assert proj2.OCCUPIED_MESSAGE in loaded.error
    assert peak < MEMORY_PER_FILE_SIZE * len(text)


# --- board strings ----------------------------------------------------

def test_a_board_string_is_the_position_and_the_side_to_move():
    loaded = read(TIGER_BOARD + " X")
    tiger = proj2.replay_move_string(TIGER, proj2.create_start_board(
        rules=STANDARD), X, STANDARD)
    assert loaded.error == ""
    assert loaded.start == tiger.board and loaded.history == []
    assert loaded.first == X


@pytest.mark.parametrize("text", [
    TIGER_BOARD.replace("X", "*") + " X",
    TIGER_BOARD.replace("-", ".").lower() + "x",
    "\n".join(TIGER_BOARD[row:row + 8] for row in range(0, 64, 8)) + "\nX",
])
def test_a_board_string_may_use_stars_dots_lines_or_lower_case(text):
    assert read(text).start == read(TIGER_BOARD + " X").start


def test_the_window_copy_of_a_position_is_a_board_string():
    loaded = read(TIGER_BOARD + " O")
    assert proj2.format_position(loaded.start, loaded.first) == \
        TIGER_BOARD + " O"


# --- GGF ---------------------------------------------------------------

def test_the_nboard_example_game_is_read():
    loaded = read(NBOARD_EXAMPLE_GGF)
    assert loaded.error == ""
    assert moves_of(loaded) == "f5f6d3c5e6f7e7f4"
    assert loaded.side_names == {X: "./mEdax (X)", O: "chris (O)"}


def test_ggf_passes_written_or_left_out_are_both_read():
    # Black (X) has no move on this board; white takes c1 and wins all.
    board = "O*" + "-" * 62
    for moves in ["B[PA]W[C1]", "W[c1//1.5]"]:
        loaded = read("(;GM[Othello]TY[8]BO[8 {} *]{};)".format(board,
                                                                 moves))
        assert loaded.error == ""
        assert loaded.history == [[X, []], [O, [0, 2]]]


def test_ggf_written_by_save_is_read_back(tmp_path, program):
    path = tmp_path / "game.ggf"
    program(("f5\nd6\nc3\nsave {}\nquit\n".format(path)).encode(),
            args=("--rules", "standard", "--o", "human", "--seed", "1"))
    text = path.read_text()
    assert text.startswith("(;GM[Othello]PC[proj2]DT[")
    assert ("PB[human]PW[human]RE[?]TY[8]BO[8 " + "-" * 27 + "O*------*O"
            + "-" * 27 + " *]B[f5]W[d6]B[c3];)\n") in text
    loaded = load_game(str(path))
    assert (loaded.error, moves_of(loaded)) == ("", "f5d6c3")


def test_a_finished_games_ggf_gives_blacks_discs_less_whites():
    game = proj2.create_game(proj2.NewGame(STANDARD,
                                           {X: "level1", O: "level2"}, X, O,
                                           proj2.WIN_MOST, 1),
                             proj2.create_settings(1))
    start = proj2.create_start_board(rules=STANDARD)
    # Black wipes white out after 9 moves, 13-0: 64-0 by the WOF's count.
    finished = proj2.replay_move_string(WIPE_OUT, start, X, STANDARD)
    assert finished.error == ""
    assert proj2.is_rule_game_over(finished.board, O, STANDARD)
    state = proj2.create_play_state(finished.board, game,
                                    [start, finished.history])
    text = proj2.format_ggf(state)
    assert "RE[+64.000]" in text
    assert moves_of(read(text)) == WIPE_OUT


def test_ggf_is_refused_for_rules_it_cannot_hold(tmp_path, program):
    path = tmp_path / "game.ggf"
    result = program(("save {}\nquit\n".format(path)).encode(),
                     args=("--rules", "simple"))
    assert (proj2.NOT_SAVED_MESSAGE.format(path, proj2.GGF_RULES_ERROR)
            in result.stdout.decode())
    assert not path.exists()


@pytest.mark.parametrize("text, reason", [
    ("(;GM[Chess]BO[8 " + "-" * 64 + " *];)", "a game of Chess, not Othello"),
    ("(;GM[Othello]TY[s8r18];)",
     "a synchro game (type s8r18), which is not played here"),
    ("(;GM[Othello]BO[8 ---- *];)",
     "the board 8 ---- * is not a side, its squares and a side to move"),
    ("(;GM[Othello]TY[8]B[f5]B[d6];)",
     "move 2 (d6) is X's, but O is to move"),
    ("(;GM[Othello]TY[8]B[f5]W[f5];)",
     "move 2 (f5): " + proj2.OCCUPIED_MESSAGE),
    ("(;GM[Othello]", "game 1 is not closed by ;)"),
    ("(;GM[Othello]TY[8]B[f5]C[a ;) in a comment]W[d6]junk;)",
     "game 1: 'junk;)' is not a property NAME[value]"),
])
def test_a_bad_ggf_game_says_why(text, reason):
    assert read(text).error == "test: " + reason


# --- files of several games ---------------------------------------------

def two_ggf_games(tmp_path):
    """Returns: the name of a GGF file of two games, one a line."""
    path = tmp_path / "two.ggf"
    path.write_text(NBOARD_EXAMPLE_GGF + "\n" +
                    "(;GM[Othello]PB[ann]PW[bob]RE[+2.000]TY[8]B[f5]W[d6];)"
                    "\n")
    return str(path)


def test_a_file_of_several_games_is_listed_and_one_chosen(tmp_path,
                                                          capsys):
    path = two_ggf_games(tmp_path)
    status, printed = run_main(("--review", path, "--think", "0.01"), capsys)
    assert status == 2
    assert printed.out == ("{} holds 2 games:\n"
                           "     1. ./mEdax - chris: ?\n"
                           "     2. ann - bob: 33-31\n".format(path))
    assert printed.err == ("proj2.py: {} holds 2 games: choose one with "
                           "--game N\n".format(path))
    assert moves_of(load_game(path, 2)) == "f5d6"


@pytest.mark.parametrize("result, kind, title", [
    ("+42.000", "8", "53-11"),
    ("-2.000", "8", "31-33"),
    ("+64.00:r", "8", "64-0 (resigned)"),
    ("-6:t", "8", "29-35 (time out)"),
    ("+10.000", "10", "55-45"),
    ("+2.5", "8", "+2.5"),
])
def test_a_ggf_result_is_listed_as_discs_as_wthor_lists_them(result, kind,
                                                             title):
    # RE is black's discs less white's: on 64 squares +42 is 53 to 11.
    text = "(;GM[Othello]PB[ann]PW[bob]RE[{}]TY[{}];)\n".format(result, kind)
    listed = proj2.list_filed_games(proj2.read_ggf_text(text, "g.ggf"),
                                    "g.ggf")
    assert listed[1] == "     1. ann - bob: " + title


def test_game_numbers_are_checked(tmp_path, capsys):
    path = two_ggf_games(tmp_path)
    assert load_game(path, 3).error == \
        "{} holds 2 games: there is no game 3".format(path)
    check_usage_error(["--game", "1"], proj2.GAME_WITHOUT_FILE_ERROR, capsys)


def test_review_of_a_chosen_game_names_its_players(tmp_path, capsys):
    path = two_ggf_games(tmp_path)
    status, printed = run_main(("--review", path, "--game", "2",
                                "--think", "0.01"), capsys)
    assert status == 0
    assert "ann (X)" in printed.out and "bob (O)" in printed.out


# --- WTHOR ---------------------------------------------------------------

def wthor_header(count, names=0, year=2001):
    """Returns: a WTHOR header: made 2026-11-24; count games; names
    names; games of year; an 8x8 board; depth 22."""
    return struct.pack("<4BIHH4B", 20, 26, 11, 24, count, names, year, 8, 0,
                       22, 0)


def wthor_game(tournament, black, white, score, moves):
    """Returns: a WTHOR game record of 68 bytes: its numbers, black's
    score (its theoretical score the same), and its moves as 10 x row +
    column, then zeros."""
    coded = [10 * int(move[1]) + "abcdefgh".index(move[0]) + 1
             for move in moves]
    return (struct.pack("<3H2B", tournament, black, white, score, score)
            + bytes(coded + [0] * (60 - len(coded))))


def wthor_names(names, size):
    """Returns: a WTHOR name file: its header, then each name padded to
    size bytes with zeros."""
    return wthor_header(0, len(names), 0) + b"".join(
        name.encode("latin-1").ljust(size, b"\0") for name in names)


def wthor_file(folder, games):
    """Writes WTH_2001.wtb of games, with WTHOR.JOU and WTHOR.TRN.
    Returns: its name."""
    (folder / "WTHOR.JOU").write_bytes(wthor_names(
        ["Nobody", "Tastet Marc", "Shaman Tamenori"], 20))
    (folder / "WTHOR.TRN").write_bytes(wthor_names(
        ["Autres tournois", "Championnat de France"], 26))
    path = folder / "WTH_2001.wtb"
    path.write_bytes(wthor_header(len(games)) + b"".join(games))
    return str(path)


def split_moves(text):
    """Returns: a move string's moves, two characters each."""
    return [text[index:index + 2] for index in range(0, len(text), 2)]


def test_a_wthor_file_is_listed_with_its_names_and_its_games_read(tmp_path):
    path = wthor_file(tmp_path, [
        wthor_game(1, 1, 2, 36, split_moves(TIGER)),
        wthor_game(0, 2, 7, 13, split_moves(WIPE_OUT))])
    game_file = proj2.read_game_file(path)
    assert proj2.list_filed_games(game_file, path) == [
        "{} holds 2 games:".format(path),
        "     1. Tastet Marc - Shaman Tamenori, Championnat de France "
        "2001: 36-28",
        "     2. Shaman Tamenori - #7, Autres tournois 2001: 13-51"]
    first = load_game(path, 1)
    assert (first.error, moves_of(first)) == ("", TIGER)
    assert first.side_names == {X: "Tastet Marc (X)",
                                O: "Shaman Tamenori (O)"}
    assert load_game(path, 2).board == proj2.replay_move_string(
        WIPE_OUT, proj2.create_start_board(rules=STANDARD),
        X, STANDARD).board


def test_a_wthor_game_is_played_on_from_the_command_line(tmp_path,
                                                         program):
    path = wthor_file(tmp_path, [wthor_game(1, 1, 2, 36, ["f5", "d6"]),
                                 wthor_game(1, 2, 1, 30, ["f5", "f6"])])
    result = program(b"quit\n", args=("--load", path, "--game", "2",
                                      "--style", "classic"))
    assert (result.returncode, result.stderr) == (0, b"")
    # White's f6 took e5 back.
    assert load_game(path, 2).board[4][4] == O


@pytest.mark.parametrize("change, reason", [
    (lambda data: data[:-1], "not a WTHOR file: 151 bytes, where a header "
     "and games of 68 bytes make 152"),
    (lambda data: data[:12] + b"\x0a" + data[13:],
     "a WTHOR file of 10x10 games, not Othello's 8x8"),
])
def test_a_bad_wthor_file_says_why(change, reason, tmp_path):
    path = wthor_file(tmp_path, [wthor_game(1, 1, 2, 36, ["f5"]),
                                 wthor_game(1, 1, 2, 36, ["f5"])])
    data = (tmp_path / "WTH_2001.wtb").read_bytes()
    (tmp_path / "WTH_2001.wtb").write_bytes(change(data))
    assert load_game(path, 1).error == "{}: {}".format(path, reason)


def test_a_wthor_move_that_is_no_square_is_named(tmp_path):
    path = wthor_file(tmp_path, [wthor_game(1, 1, 2, 36, ["f5"]),
                                 wthor_game(1, 1, 2, 36, ["f5"])])
    data = bytearray((tmp_path / "WTH_2001.wtb").read_bytes())
    data[16 + 68 + 8 + 1] = 90
    (tmp_path / "WTH_2001.wtb").write_bytes(bytes(data))
    assert load_game(path, 2).error == (
        "{}: game 2: move 2 is the byte 90, which is no square".format(path))


@pytest.mark.parametrize("name, content, reason", [
    ("bad.ggf", b"(;GM[Chess];)\n", "a game of Chess, not Othello"),
    ("bad.txt", b'[Black "anna"]\n\n1. f5 f5\n',
     "move 2 (f5): " + proj2.OCCUPIED_MESSAGE),
    ("bad.wtb", b"\x14\x1a\x0b\x18" + b"\x01\x00\x00\x00" + b"\x00" * 8,
     "not a WTHOR file: 16 bytes, where a header and games of 68 bytes "
     "make 84"),
    ("board.txt", b"-" * 63 + b" X\n",
     "a board string ends with the side to move, X or O, after its 64 "
     "squares"),
])
def test_a_malformed_file_of_each_format_is_one_line_and_status_2(
        name, content, reason, tmp_path, capsys):
    path = tmp_path / name
    path.write_bytes(content)
    status, printed = run_main(("--load", str(path)), capsys)
    assert status == 2
    assert printed.err == "proj2.py: {}: {}\n".format(path, reason)


def test_a_wthor_games_illegal_move_names_the_game(tmp_path):
    path = wthor_file(tmp_path, [wthor_game(1, 1, 2, 36, ["f5"]),
                                 wthor_game(1, 1, 2, 36, ["f5", "f5"])])
    assert load_game(path, 2).error == (
        "{}: game 2: move 2 (f5): {}".format(path, proj2.OCCUPIED_MESSAGE))


def test_a_wthor_file_of_no_games_says_so(tmp_path):
    path = wthor_file(tmp_path, [])
    assert load_game(path).error == "{} holds no game".format(path)


def test_a_text_file_named_wtb_is_read_as_text(tmp_path):
    path = tmp_path / "game.wtb"
    path.write_text("f5d6c3\n")
    assert moves_of(load_game(str(path))) == "f5d6c3"


def test_record_ggf_keeps_the_game_as_ggf(tmp_path, program):
    path = tmp_path / "game.ggf"
    program(b"f5\nd6\nquit\n", args=("--rules", "standard", "--o", "human",
                                      "--record", str(path)))
    assert path.read_text().startswith("(;GM[Othello]")
    assert moves_of(load_game(str(path))) == "f5d6"


def test_review_takes_a_numbered_transcript_with_its_result(program):
    result = program(b"", args=("--review", "1. f5 d6 2. c3 1-0"),
                     node_limit=500)
    assert result.returncode == 0
    assert "  3. X c3 " in result.stdout.decode()


# --- who won a finished game that was loaded ---------------------------

# Over as it stands: white's one disc, and no move for either side; by
# the WOF's count white wins 64-0.
WHITE_WON_BOARD = "O" + "-" * 63


def test_a_finished_game_loaded_names_the_person_who_won_it(tmp_path,
                                                           program):
    path = tmp_path / "won.ggf"
    path.write_text("(;GM[Othello]PB[Ada Example]PW[Ben Example]TY[8]"
                    "BO[8 {} *];)\n".format(WHITE_WON_BOARD))
    result = program(b"", args=("--load", str(path)))
    assert result.returncode == 0
    assert result.stdout.decode().splitlines()[-1] == "Ben Example (O) wins!"


def test_a_finished_move_string_names_the_winner_by_colour(program):
    result = program(b"", args=("--load", WIPE_OUT))
    assert result.stdout.decode().splitlines()[-1] == "Black (X) wins!"


def test_a_finished_game_loaded_at_the_prompt_names_who_won_it(tmp_path,
                                                              program):
    path = tmp_path / "won.ggf"
    path.write_text("(;GM[Othello]PB[Ada Example]PW[Ben Example]TY[8]"
                    "BO[8 {} *];)\n".format(WHITE_WON_BOARD))
    result = program("load {}\n".format(path).encode(),
                     args=("--rules", "standard"))
    lines = result.stdout.decode().splitlines()
    assert "Loaded {}: the game is over.".format(path) in lines
    assert lines[-1] == "Ben Example (O) wins!"


def test_a_game_played_on_after_loading_names_its_own_players(program):
    # Not over when loaded: you (X) finish it, taking every disc.
    result = program(b"f4\n", args=("--load", WIPE_OUT[:-2]))
    assert result.stdout.decode().splitlines()[-1] == "You win!"


# --- the sample files and the README's examples of them ----------------

SAMPLES = REPO_ROOT / "tests" / "data" / "samples"
SAMPLE_GGF = SAMPLES / "games.ggf"
SAMPLE_WTHOR = SAMPLES / "WTH_2026.wtb"
# The README's examples: a fenced block that opens with the command
# line, then exactly what it prints.
README = (REPO_ROOT / "README.md").read_text(encoding="utf-8")
EXAMPLE_BLOCK = r"```\n(\$ python3 proj2\.py [^\n]*)\n(.*?)```"


def readme_examples(marker):
    """Returns: the README's examples whose command line holds marker,
    each a pair [the arguments, the lines shown under the command]."""
    return [[shlex.split(command)[3:], shown.splitlines()]
            for command, shown in re.findall(EXAMPLE_BLOCK, README, re.S)
            if marker in command]


SAMPLE_EXAMPLES = readme_examples("tests/data/samples/")


def test_the_readme_shows_the_sample_ggf_and_wthor_files_at_work():
    files = {args[1] for args, shown in SAMPLE_EXAMPLES}
    assert files == {"tests/data/samples/games.ggf",
                     "tests/data/samples/WTH_2026.wtb"}


@pytest.mark.parametrize("args, shown", SAMPLE_EXAMPLES,
                         ids=[" ".join(args) for args, shown in
                              SAMPLE_EXAMPLES])
def test_a_readme_example_prints_what_the_readme_shows(args, shown,
                                                       program,
                                                       monkeypatch):
    monkeypatch.chdir(REPO_ROOT)
    result = program(b"", args=tuple(args))
    printed = result.stdout.decode() + result.stderr.decode()
    assert printed.splitlines() == shown


@pytest.mark.parametrize("path", [SAMPLE_GGF, SAMPLE_WTHOR],
                         ids=["GGF", "WTHOR"])
def test_a_sample_file_holds_two_whole_games_of_made_up_people(path):
    game_file = proj2.read_game_file(str(path))
    assert len(game_file.games) == 2
    for number in [1, 2]:
        loaded = load_game(str(path), number)
        assert loaded.error == ""
        assert proj2.is_rule_game_over(loaded.board, X, STANDARD)
        assert all(name.startswith("Example ")
                   for name in loaded.side_names.values())


def test_the_sample_wthor_files_scores_are_its_games_scores():
    for number, filed in enumerate(
            proj2.read_game_file(str(SAMPLE_WTHOR)).games, 1):
        loaded = load_game(str(SAMPLE_WTHOR), number)
        scores = proj2.get_final_scores(loaded.board, STANDARD)
        assert filed.title.endswith(": {}-{}".format(scores[X], scores[O]))
