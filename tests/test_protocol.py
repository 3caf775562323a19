"""Spec 002's console protocol (python3 proj2.py --protocol ics32)."""

import pytest

from helpers import REPO_ROOT, run_program

DATA = REPO_ROOT / "tests" / "data"
ICS32 = ("--protocol", "ics32")
SIMPLE = ("--protocol", "ics32", "--rules", "simple")
FOUR_BY_FOUR_BLACK_FIRST = "4\n4\nB\nB\n>\n"


@pytest.fixture
def protocol(program):
    """Returns: a function that runs the protocol in this process.
    Its parameters: stdin_text -- the lines the grader sends; args -- the
        command line. It returns [exit status, stdout, stderr] as text."""
    def run(stdin_text, args=ICS32):
        result = program(stdin_text.encode(), args=args)
        return [result.returncode, result.stdout.decode(),
                result.stderr.decode()]
    return run


def test_spec_002_example_game_byte_for_byte():
    # The spec's example with its lost fifth option line restored as '>'.
    stdin = (DATA / "ics32_spec_example.in").read_bytes()
    result = run_program(stdin, args=ICS32)
    assert result.returncode == 0
    assert result.stderr == b""
    assert result.stdout == (DATA / "ics32_spec_example.out").read_bytes()


def test_spec_002_example_output_starts_as_the_spec_shows():
    expected = (DATA / "ics32_spec_example.out").read_text().splitlines()
    assert expected[:7] == ["FULL", "B: 2  W: 2", ". . . .", ". B W .",
                            ". W B .", ". . . .", "TURN: B"]
    assert expected[-6:] == ["B: 8  W: 8", "B B B W", "B B W W", "B B W W",
                             "W W W B", "WINNER: NONE"]


def test_simple_rules_game_flips_only_adjacent_discs(protocol):
    out = protocol(FOUR_BY_FOUR_BLACK_FIRST + "1 1\n1 3\n1 2\n", SIMPLE)[1]
    assert out == (
        "SIMPLE\n"
        "B: 2  W: 2\n. . . .\n. B W .\n. W B .\n. . . .\nTURN: B\n"
        "INVALID\n"          # 1 1 touches no white disc
        "VALID\n"            # 1 3 touches white's 2 3 and flips it
        "B: 4  W: 1\n. . B .\n. B B .\n. W B .\n. . . .\nTURN: W\n"
        "VALID\n"            # 1 2 flips the three black discs next to it
        "B: 1  W: 5\n. W W .\n. W W .\n. W B .\n. . . .\nTURN: B\n")


def test_turn_reverts_to_the_mover_when_the_opponent_cannot_move(protocol):
    moves = "1 3\n1 2\n1 1\n1 4\n2 4\n3 4\n4 1\n2 1\n3 1\n4 3\n4 2\n4 4\n"
    lines = protocol(FOUR_BY_FOUR_BLACK_FIRST + moves)[1]
    turns = [line for line in lines.splitlines() if line.startswith("TURN")]
    # After black's 3 1 white has no move, so black moves again.
    assert turns[8:10] == ["TURN: B", "TURN: B"]
    assert lines.endswith("B: 12  W: 4\nB B B W\nB B B W\nB B B W\nB W B B\n"
                          "WINNER: B\n")


def test_fewest_discs_win_with_less_than(protocol):
    moves = "1 3\n1 2\n1 1\n1 4\n2 4\n3 4\n4 1\n2 1\n3 1\n4 3\n4 2\n4 4\n"
    lines = protocol("4\n4\nB\nB\n<\n" + moves)[1]
    assert lines.endswith("WINNER: W\n")


@pytest.mark.parametrize("line", ["", "2", "2 4 1", "two four", "0 1",
                                  "5 1", "2,4", "\x00"])
def test_malformed_or_illegal_move_line_answers_invalid(line, protocol):
    out = protocol(FOUR_BY_FOUR_BLACK_FIRST + line + "\n2 4\n")[1]
    out = out.splitlines()
    assert out[7:9] == ["INVALID", "VALID"]


@pytest.mark.parametrize("options, line_number", [
    ("5\n4\nB\nB\n>\n", 1), ("four\n4\nB\nB\n>\n", 1),
    ("4\n18\nB\nB\n>\n", 2), ("4\n2\nB\nB\n>\n", 2),
    ("4\n4\nX\nB\n>\n", 3), ("4\n4\nB\nb\n>\n", 4),
    ("4\n4\nB\nB\n=\n", 5), ("4\n4\nB\n", 4)])
def test_malformed_option_line_ends_with_a_message_and_status_2(
        options, line_number, protocol):
    status, out, message = protocol(options)
    assert status == 2
    assert out == "FULL\n"
    assert message.startswith(f"proj2.py: protocol option line {line_number} (")
    assert message.count("\n") == 1
    assert "Traceback" not in message


def test_end_of_input_mid_game_says_so_on_standard_error(protocol):
    status, out, err = protocol(FOUR_BY_FOUR_BLACK_FIRST + "2 4\n")
    assert status == 0
    assert out.endswith("TURN: W\n")
    assert err == "End of input: the game ends unfinished.\n"
