"""Reliability: every GTP line gets its one answer, a save never writes
through a planted link and leaves no temporary file behind, pieces of a
bad file are shown escaped and short, a pipe is refused at once, and a
seeded sweep of hostile input to every front end ends cleanly."""

import os
import random
import signal
import subprocess
import sys
import time

import pytest

import proj2
from helpers import PROGRAM_COMMAND, REPO_ROOT, program_environment

GTP = ("--protocol", "gtp")
# A GTP line longer than the engine reads.
LONG_VERTEX = "0" * (proj2.MAX_LINE_BYTES + 1000)
SHORT_GAME = "f5d6c3d3c4"
# The most a message about a bad file may be, in characters.
# The widest message about a bad file, beside the file's own name.
WIDEST_FILE_MESSAGE = 160
CONTROL_CHARACTERS = [chr(code) for code in range(32)] + ["\x7f"]


def answers(output):
    """Parameters: output -- the engine's standard output.
    Returns: its answers (each ends with a blank line)."""
    return output.split("\n\n")[:-1]


def saved_in(folder):
    """Parameters: folder -- a folder. Returns: the names in it."""
    return sorted(os.listdir(folder))


# ----------------------------------------------------------------------
# GTP: one answer a command
# ----------------------------------------------------------------------

def test_a_gtp_line_too_long_is_answered_and_the_next_in_step(program):
    typed = "play black {}\nname\n".format(LONG_VERTEX)
    result = program(typed.encode(), args=GTP)
    assert answers(result.stdout.decode()) == ["? line too long", "= proj2"]


def test_a_gtp_line_too_long_is_answered_with_its_id(program):
    typed = "7 play black {}\n8 name\n".format(LONG_VERTEX)
    result = program(typed.encode(), args=GTP)
    assert answers(result.stdout.decode()) == ["?7 line too long",
                                               "=8 proj2"]


@pytest.mark.parametrize("komi, answer", [
    ("abc", "? syntax error"), ("6.5", "="), ("-7", "="), ("1e2", "=")])
def test_komi_takes_a_number(program, komi, answer):
    result = program("komi {}\n".format(komi).encode(), args=GTP)
    assert answers(result.stdout.decode()) == [answer]


def test_a_huge_clock_gives_a_move_at_most_the_cap():
    session = proj2.GtpSession(proj2.STANDARD_RULES,
                               proj2.create_start_board(
                                   rules=proj2.STANDARD_RULES),
                               [], proj2.LEVEL5_PLAYER,
                               proj2.create_settings(),
                               proj2.create_session_state(
                                   proj2.create_settings()))
    command = proj2.GTP_COMMANDS["time_settings"]
    assert command.answer(session, ["99999999", "0", "0"]) == (
        proj2.GtpReply(True, ""))
    clock = session.clocks[proj2.PLAYER_PIECE]
    assert proj2.plan_gtp_move(session, clock).most == proj2.GTP_MAX_THINK


def test_help_says_the_cap_on_a_gtp_clock(program):
    result = program(b"", args=("--help",))
    assert "at most {:g} s a move".format(proj2.GTP_MAX_THINK) in \
        " ".join(result.stdout.decode().split())


# ----------------------------------------------------------------------
# Saving: no write through a planted link, no temporary file left
# ----------------------------------------------------------------------

def save(folder, name, program, word="save"):
    """Saves a short game as NAME in the folder, at the prompt.

    Parameters: folder -- where; name -- the file's name; program -- the
        in-process runner; word -- save, or save! to write over another
        game. Returns: what the program printed."""
    old = os.getcwd()
    os.chdir(folder)
    try:
        return program("{} {}\nquit\n".format(word, name).encode(),
                       args=("--rules", "standard", "--o", "human",
                             "--moves", SHORT_GAME)).stdout.decode()
    finally:
        os.chdir(old)


@pytest.mark.parametrize("planted", ["g.txt.part", ".g.txt.abcdefgh.part"],
                         ids=["the old temporary name", "one of ours"])
def test_a_link_planted_beside_the_file_is_not_written_through(
        tmp_path, program, planted):
    victim = tmp_path / "victim.txt"
    victim.write_text("IMPORTANT DATA\n")
    (tmp_path / planted).symlink_to(victim)
    printed = save(tmp_path, "g.txt", program)
    assert "Saved the game to g.txt." in printed
    assert victim.read_text() == "IMPORTANT DATA\n"
    assert not (tmp_path / "g.txt").is_symlink()
    assert SHORT_GAME in (tmp_path / "g.txt").read_text()


def test_a_directory_at_the_old_temporary_name_does_not_stop_a_save(
        tmp_path, program):
    (tmp_path / "g.txt.part").mkdir()
    assert "Saved the game to g.txt." in save(tmp_path, "g.txt", program)
    assert SHORT_GAME in (tmp_path / "g.txt").read_text()


def test_a_save_leaves_only_the_file(tmp_path, program):
    save(tmp_path, "g.txt", program)
    assert saved_in(tmp_path) == ["g.txt"]


def saved_game_texts():
    """Returns: [a record, a GGF game] as a save writes them (of f5)."""
    rules = proj2.STANDARD_RULES
    state = proj2.create_play_state(
        proj2.create_start_board(rules=rules),
        proj2.create_game(proj2.NewGame(rules)))
    proj2.play_turn(state, [4, 5])
    return [proj2.format_record(state), proj2.format_ggf(state)]


# What a save cut off (the program killed) leaves in its temporary file
# that the next save removes: nothing yet, or the whole of what it wrote.
CUT_OFF_WRITES = [""] + saved_game_texts()
# What stays: a text that only begins as a save's does.
HALF_WRITES = ['[Rules "standard"]\n[Si', "[Ru", "(;GM[Othello]PB[",
               CUT_OFF_WRITES[1] + "my thesis, chapter 1\n"]


@pytest.mark.parametrize("left", CUT_OFF_WRITES,
                         ids=["nothing", "a record", "a GGF game"])
def test_a_temporary_file_a_cut_off_save_left_goes_at_the_next_save(
        tmp_path, program, left):
    (tmp_path / ".g.txt.k3j_x9q1.part").write_text(left)
    save(tmp_path, "g.txt", program)
    assert saved_in(tmp_path) == ["g.txt"]


@pytest.mark.parametrize("left", HALF_WRITES,
                         ids=["half a record", "half a tag",
                              "half a GGF game", "a record and more"])
def test_a_temporary_file_not_wholly_a_saved_game_stays(tmp_path, program,
                                                       left):
    name = ".g.txt.k3j_x9q1.part"
    (tmp_path / name).write_text(left)
    save(tmp_path, "g.txt", program)
    assert saved_in(tmp_path) == [name, "g.txt"]
    assert (tmp_path / name).read_text() == left


def test_a_hard_link_at_a_temporary_name_stays(tmp_path, program):
    kept = tmp_path / "kept.txt"
    kept.write_text(CUT_OFF_WRITES[1])
    os.link(kept, tmp_path / ".g.txt.k3j_x9q1.part")
    save(tmp_path, "g.txt", program)
    assert saved_in(tmp_path) == [".g.txt.k3j_x9q1.part", "g.txt",
                                  "kept.txt"]
    assert kept.read_text() == CUT_OFF_WRITES[1]


@pytest.mark.parametrize("mode", [0o000, 0o400, 0o755],
                         ids=["mode 000", "read-only", "executable"])
def test_a_temporary_file_a_save_could_not_have_made_stays(tmp_path,
                                                          program, mode):
    name = ".g.txt.k3j_x9q1.part"
    (tmp_path / name).write_text(CUT_OFF_WRITES[1])
    (tmp_path / name).chmod(mode)
    save(tmp_path, "g.txt", program)
    assert saved_in(tmp_path) == [name, "g.txt"]


def test_every_save_begins_as_a_cut_off_save_is_recognised(tmp_path):
    state = proj2.create_play_state(
        proj2.create_start_board(rules=proj2.STANDARD_RULES),
        proj2.create_game(proj2.NewGame(proj2.STANDARD_RULES)))
    for name in ["g.txt", "g.ggf"]:
        assert proj2.write_saved_game(state, str(tmp_path / name)) == ""
        written = (tmp_path / name).read_text()
        assert any(written.startswith(opening)
                   for opening in proj2.SAVED_OPENINGS)


def test_a_save_leaves_the_temporaries_of_other_names_alone(tmp_path,
                                                            program):
    kept = [".old.txt.k3j_x9q1.part", ".game.ggf.a0b1c2d3.part",
            ".g.txt.old.k3j_x9q1.part"]
    for name in kept:
        (tmp_path / name).write_text(CUT_OFF_WRITES[1])
    save(tmp_path, "g.txt", program)
    assert saved_in(tmp_path) == sorted(kept + ["g.txt"])


@pytest.mark.parametrize("text", ["my thesis, chapter 1\n", "\0\1\2"],
                         ids=["text", "bytes"])
def test_a_file_of_a_temporarys_name_holding_anything_else_stays(
        tmp_path, program, text):
    name = ".g.txt.backup01.part"
    (tmp_path / name).write_text(text)
    save(tmp_path, "g.txt", program)
    assert saved_in(tmp_path) == [name, "g.txt"]
    assert (tmp_path / name).read_text() == text


# Who owns another person's file, when the tests run as root.
NOBODY = 65534


@pytest.mark.skipif(not hasattr(os, "geteuid"), reason="needs users")
def test_another_users_temporary_file_stays(tmp_path, program,
                                            monkeypatch):
    theirs = tmp_path / ".thesis.txt.backup01.part"
    theirs.write_text(CUT_OFF_WRITES[1])
    theirs.chmod(0o600)
    if os.geteuid() == 0:
        os.chown(theirs, NOBODY, NOBODY)
    else:
        # The file is this user's: the save is made to think it is not.
        user = os.geteuid()
        monkeypatch.setattr(os, "geteuid", lambda: user + 1)
    save(tmp_path, "thesis.txt", program)
    assert saved_in(tmp_path) == [theirs.name, "thesis.txt"]


def test_a_save_to_the_name_of_a_temporary_file_is_refused(tmp_path,
                                                          program):
    printed = save(tmp_path, ".x.txt.abcdefgh.part", program)
    assert ("Could not save the game to .x.txt.abcdefgh.part: a name kept "
            "for a save's temporary file.") in printed
    assert saved_in(tmp_path) == []


def test_a_recorded_game_clears_cut_off_saves_before_it_starts(tmp_path,
                                                              program):
    (tmp_path / ".g.txt.k3j_x9q1.part").write_text(CUT_OFF_WRITES[1])
    program(b"quit\n", args=("--rules", "standard", "--record",
                             str(tmp_path / "g.txt")))
    assert saved_in(tmp_path) == ["g.txt"]


def test_files_that_only_look_like_temporaries_are_left_alone(tmp_path,
                                                              program):
    kept = [".notes.txt.part", ".photo.jpg.abc.part", "x.txt.abcdefgh.part"]
    for name in kept:
        (tmp_path / name).write_text("someone else's")
    save(tmp_path, "g.txt", program)
    assert saved_in(tmp_path) == sorted(kept + ["g.txt"])


# A child that holds a temporary file locked, as a save under way in
# another program does, until its standard input closes.
LOCKING_CHILD = """
import os, sys
handle = os.open({path!r}, os.O_WRONLY)
os.lockf(handle, os.F_LOCK, 0)
print("locked", flush=True)
sys.stdin.read()
"""


def test_another_programs_save_under_way_keeps_its_temporary_file(
        tmp_path, program):
    temporary = tmp_path / ".g.txt.k3j_x9q1.part"
    temporary.write_text(CUT_OFF_WRITES[1])
    child = subprocess.Popen(
        [sys.executable, "-c", LOCKING_CHILD.format(path=str(temporary))],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        env=program_environment())
    try:
        assert child.stdout.readline() == b"locked\n"
        save(tmp_path, "g.txt", program)
        assert temporary.read_text() == CUT_OFF_WRITES[1]
    finally:
        child.stdin.close()
        child.wait()
        child.stdout.close()
    # Its program gone (killed), the file is stale: the next save clears it.
    save(tmp_path, "g.txt", program, "save!")
    assert saved_in(tmp_path) == ["g.txt"]


def test_a_new_file_gets_the_permissions_the_umask_allows(tmp_path,
                                                          program):
    umask = os.umask(0o022)
    try:
        save(tmp_path, "g.txt", program)
    finally:
        os.umask(umask)
    assert (tmp_path / "g.txt").stat().st_mode & 0o777 == 0o644


# A child that saves two different records over one file, again and
# again, until it is killed.
SAVING_CHILD = """
import sys
sys.path.insert(0, {root!r})
import proj2
texts = [{first!r}, {second!r}]
print("ready", flush=True)
number = 0
while True:
    proj2.write_record_file({path!r}, texts[number % 2])
    number += 1
"""


def test_a_save_killed_at_any_moment_leaves_the_old_or_the_new_file(
        tmp_path, program):
    path = tmp_path / "g.txt"
    # Two long records: a person's long name in each.
    texts = [CUT_OFF_WRITES[1].replace("[Result", '[XName "{}"]\n[Result'
                                       .format(name * count))
             for name, count in [["Ada", 8000], ["Bob", 12000]]]
    path.write_text(texts[0])
    child = SAVING_CHILD.format(root=str(REPO_ROOT), first=texts[0],
                                second=texts[1], path=str(path))
    for delay in [0.05, 0.12]:
        process = subprocess.Popen([sys.executable, "-c", child],
                                   stdout=subprocess.PIPE,
                                   env=program_environment())
        process.stdout.readline()
        time.sleep(delay)
        process.send_signal(signal.SIGKILL)
        process.wait()
        process.stdout.close()
        assert path.read_text() in texts
    save(tmp_path, "g.txt", program, "save!")
    # A write cut off in the middle is not a whole record: it stays.
    for name in saved_in(tmp_path):
        if name != "g.txt":
            left = (tmp_path / name).read_text()
            assert any(text.startswith(left) and text != left
                       for text in texts)


@pytest.mark.parametrize("stop", [KeyboardInterrupt, SystemExit],
                         ids=["Ctrl-C", "a stop signal"])
def test_a_save_stopped_as_it_writes_leaves_no_temporary_file(
        tmp_path, monkeypatch, stop):
    def stopped(handle):
        raise stop
    with monkeypatch.context() as patched:
        patched.setattr(os, "fsync", stopped)
        with pytest.raises(stop):
            proj2.write_record_file(str(tmp_path / "g.txt"),
                                    CUT_OFF_WRITES[1])
    assert saved_in(tmp_path) == []


# A child that saves a long record over one file, again and again, with
# the program's handlers of Ctrl-C and the stop signals, until one comes.
STOPPED_SAVING_CHILD = """
import signal, sys
sys.path.insert(0, {root!r})
import proj2
signal.signal(signal.SIGINT, proj2.stop_on_interrupt)
for number in proj2.get_platform_signals(proj2.STOP_SIGNALS):
    signal.signal(number, proj2.stop_on_signal)
text = {opening!r} + "f5 d6\\n" * 100_000
print("ready", flush=True)
while True:
    proj2.write_record_file({path!r}, text)
"""
SAVING_SECONDS = 0.1


@pytest.mark.skipif(sys.platform == "win32", reason="needs SIGHUP")
@pytest.mark.parametrize("number", [signal.SIGTERM, signal.SIGHUP,
                                    signal.SIGINT],
                         ids=["SIGTERM", "SIGHUP", "Ctrl-C"])
def test_a_signal_during_saves_leaves_no_temporary_file(tmp_path, number):
    child = STOPPED_SAVING_CHILD.format(
        root=str(REPO_ROOT), opening=CUT_OFF_WRITES[1],
        path=str(tmp_path / "g.txt"))
    process = subprocess.Popen([sys.executable, "-c", child],
                               stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL,
                               env=program_environment())
    assert process.stdout.readline() == b"ready\n"
    time.sleep(SAVING_SECONDS)
    process.send_signal(number)
    process.wait()
    process.stdout.close()
    assert process.returncode != 0
    assert [name for name in saved_in(tmp_path)
            if name.endswith(".part")] == []


# ----------------------------------------------------------------------
# Pieces of a bad file: escaped, short, one line
# ----------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "\x1b[2J\x1b]0;TITLE\x07 f5 d6\n",
    "f5 d6\x00c3\n",
    "[" + "A" * 100_000 + ' "x"]\nf5\n',
    '[Rules "stand\x1bard"]\nf5\n',
    "[Rules \"standard\"]\n\nf5 \x1b[31mzz\n",
], ids=["escape sequences", "NUL", "a 100 KB tag name", "a tag value",
        "a move"])
def test_a_bad_file_is_one_short_line_with_no_control_byte(tmp_path,
                                                           program, text):
    record = tmp_path / "bad.txt"
    record.write_text(text)
    result = program(b"", args=("--load", str(record)))
    message = result.stderr.decode()
    assert result.returncode == 2
    assert message.count("\n") == 1
    assert len(message) - len(str(record)) <= WIDEST_FILE_MESSAGE
    assert not any(character in message[:-1]
                   for character in CONTROL_CHARACTERS)


def test_escape_text_escapes_and_shortens():
    shown = proj2.escape_text("\x1b]0;" + "x" * 100)
    assert shown.startswith("\\x1b]0;x")
    assert shown.endswith(proj2.QUOTE_MORE)
    assert len(shown) == (proj2.QUOTED_LENGTH + 3 + len(proj2.QUOTE_MORE))


def test_a_pipe_is_refused_at_once(tmp_path):
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    started = time.monotonic()
    result = subprocess.run([*PROGRAM_COMMAND, "--load",
                             str(pipe)], capture_output=True,
                            env=program_environment(), timeout=10,
                            check=False)
    assert time.monotonic() - started < 5
    assert result.returncode == 2
    assert result.stderr == "proj2.py: {}: not a regular file\n".format(
        pipe).encode()


# ----------------------------------------------------------------------
# A sweep of hostile input, kept small
# ----------------------------------------------------------------------

HOSTILE_WORDS = ["", "save", "save!", "hint", "undo", "redo", "moves",
                 "review", "pass", "help", "?", "f5", "d3", "z9", "a0",
                 "3 4", "99 99", "-1 -1", "\x1b[A", "\x00", "\u00e9",
                 "x" * 5000, "save /", "save " + "\x07" * 3, "quit",
                 "play black f5", "genmove white", "boardsize 6",
                 "boardsize abc", "undo", "showboard", "time_left b 5 0",
                 "list_commands", "1 known_command play", "final_score",
                 "set_game Go", "level 9", "komi x", "load", "load f5d6c3",
                 "load /", "load " + "\x1b[2J"]


def hostile_lines(seed, count):
    """Parameters: seed -- the generator's seed; count -- how many lines.
    Returns: lines made of the words above, one to three a line."""
    rng = random.Random(seed)
    return [" ".join(rng.choice(HOSTILE_WORDS)
                     for _ in range(rng.randrange(1, 4)))
            for _ in range(count)]


@pytest.mark.parametrize("args", [
    ("--rules", "standard", "--x", "human", "--o", "human"),
    ("--rules", "umbc"),
    ("--rules", "1d"),
], ids=["standard", "umbc", "1d"])
def test_hostile_lines_at_the_prompt_end_cleanly(args, program, tmp_path,
                                                 monkeypatch):
    monkeypatch.chdir(tmp_path)
    typed = "\n".join(hostile_lines(len(args), 150)) + "\n"
    result = program(typed.encode("utf-8"), args=args, node_limit=200)
    assert result.returncode == 0
    assert b"Traceback" not in result.stderr


def test_every_hostile_gtp_line_gets_one_answer(program):
    lines = [line for line in hostile_lines(7, 150)
             if line.strip() and not line.startswith("quit")
             and proj2._clean_gtp_line(line) != ""]
    typed = "\n".join(lines) + "\n"
    result = program(typed.encode("utf-8"), args=GTP, node_limit=200)
    assert len(answers(result.stdout.decode())) == len(lines)
