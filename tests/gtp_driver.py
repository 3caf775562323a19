"""Plays Othello games between two Go Text Protocol engines, with proj2's
rule functions as the referee: every move an engine generates is checked
before it is passed to the other. Used by tests/test_gtp.py and by
tests/bench/bench_gtp_match.py (not a test module itself)."""

import subprocess

import proj2

RULES = proj2.STANDARD_RULES
COLOUR_NAMES = {proj2.PLAYER_PIECE: "black", proj2.COMPUTER_PIECE: "white"}
# Seconds an engine may take over one answer before the game is given up.
ANSWER_TIMEOUT_SECONDS = 60


class Engine:
    """A GTP engine in a process of its own.

    Parameters: command -- the command line that starts it."""

    def __init__(self, command):
        self.process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL, text=True, bufsize=1)

    def ask(self, line):
        """Parameters: line -- one GTP command.
        Returns: [succeeded, text]: whether the answer began with '=',
            and its text (the lines up to the blank line)."""
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()
        lines = []
        while True:
            answer = self.process.stdout.readline()
            if answer == "":
                raise EOFError("the engine stopped answering")
            answer = answer.rstrip("\n")
            if answer == "" and lines:
                break
            if answer != "" or lines:
                lines.append(answer)
        first = lines[0]
        text = "\n".join([first[1:].strip()] + lines[1:]).strip()
        return [first.startswith("="), text]

    def close(self):
        """Asks the engine to quit, and waits for it. Returns: None."""
        try:
            self.ask("quit")
        except (EOFError, OSError):
            pass
        self.process.wait(timeout=ANSWER_TIMEOUT_SECONDS)


def play_game(black, white, opening=()):
    """Plays one whole game, black first.

    Parameters: black, white -- the two Engine objects (cleared first);
        opening -- the first moves, by name ('f5'), given to both engines
        with 'play' before they generate the rest (a pass left out).
    Returns: a table: 'moves' (the move string), 'board' (the final
        position), 'scores' (each engine's final_score answer) and
        'illegal' (a description of the first illegal move, or '')."""
    engines = {proj2.PLAYER_PIECE: black, proj2.COMPUTER_PIECE: white}
    for engine in engines.values():
        engine.ask("boardsize 8")
        engine.ask("clear_board")
    board = proj2.create_start_board(rules=RULES)
    piece = proj2.PLAYER_PIECE
    names = []
    for vertex in opening:
        piece = proj2.get_side_to_move(board, piece, RULES)
        for engine in engines.values():
            if not engine.ask("play {} {}".format(COLOUR_NAMES[piece],
                                                  vertex))[0]:
                return {"illegal": "an engine refused the opening's "
                                   + vertex}
        proj2.apply_rule_move(board, *proj2.parse_square_name(
            vertex, board), piece, RULES)
        names.append(vertex)
        piece = proj2.get_opponent(piece)
    while proj2.get_side_to_move(board, piece, RULES) != proj2.EMPTY:
        colour = COLOUR_NAMES[piece]
        vertex = engines[piece].ask("genmove " + colour)[1].lower()
        legal = proj2.get_rule_moves(board, piece, RULES)
        if vertex == "pass":
            if legal:
                return {"illegal": colour + " passed with a legal move"}
        else:
            named = proj2.parse_gtp_vertex(vertex, board)
            if not named or named not in legal:
                return {"illegal": colour + " played " + vertex}
            proj2.apply_rule_move(board, *named, piece, RULES)
            names.append(vertex)
        # A pass is not passed on: gtp-rhino passes for a stuck side by
        # itself and refuses 'play COLOUR pass' (proj2 accepts either).
        other = engines[proj2.get_opponent(piece)]
        if vertex != "pass" and not other.ask(
                "play {} {}".format(colour, vertex))[0]:
            return {"illegal": "the other engine refused " + vertex}
        piece = proj2.get_opponent(piece)
    return {"moves": "".join(names), "board": board, "illegal": "",
            "scores": [engine.ask("final_score")[1]
                       for engine in [black, white]]}
