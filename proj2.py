# File:      proj2.py
# Author:    The proj2 developers (reference solution; no student author)
# Date:      2026-11-24
# Section:   none (reference solution, not tied to a discussion section)
# E-mail:    none (reference solution; no personal address)
# Description:
#           A console game of Reversi for UMBC CMSC 201 Project 2. The
#           player (X) plays against the computer (O) on an 8x8 board.
#           A move must sandwich a line of the opponent's pieces between
#           the new piece and one of the mover's own pieces, looking only
#           up, down, left and right (never diagonally); every sandwiched
#           piece flips. The computer plays the legal move closest to the
#           top, and the leftmost one within a row. The game ends as soon
#           as the side whose turn it is has no legal move; then the final
#           board, the score and the winner are shown.
#
#           PART 1, up to the '# PART 2' banner, is the course program:
#           it imports nothing and uses nothing below it, and it is what
#           'python3 proj2.py' runs with no options. PART 2 builds on it.


# ======================================================================
# CONSTANTS
# ======================================================================

# What a square of the board can hold.
EMPTY = "_"
PLAYER_PIECE = "X"
COMPUTER_PIECE = "O"

# The board's size, and what a side is divided by to find its centre.
BOARD_SIZE = 8
CENTRE_DIVISOR = 2

# The directions a line of pieces may run in, as [row step, column step]:
# the course looks up, down, left and right, never diagonally.
ORTHOGONAL_DIRECTIONS = [[-1, 0], [1, 0], [0, -1], [0, 1]]

# A move is two whole numbers, each with an optional sign; past
# MAX_NUMBER_DIGITS significant digits a number is not converted.
MOVE_PART_COUNT = 2
SIGNS = "+-"
MINUS_SIGN = "-"
DIGITS = "0123456789"
ZERO_DIGIT = "0"
MAX_NUMBER_DIGITS = 6

# The corner label of the board's heading row, and what separates cells.
CORNER_LABEL = "_"
CELL_SEPARATOR = " | "

# Headings and messages of the transcript.
CURRENT_BOARD_HEADING = "Current board state:"
FINAL_BOARD_HEADING = "Final board state:"
VALID_MOVES_LABEL = "Valid moves are: "
MOVE_PROMPT = "Enter your move (row col): "
COMPUTER_MOVE_MESSAGE = "The computer played {} {}"
PLAYER_STUCK_MESSAGE = "No legal move for you (X): the game is over."
COMPUTER_STUCK_MESSAGE = ("No legal move for the computer (O): the game is "
                          "over.")
SCORE_MESSAGE = "Final score: X {}, O {}"
YOU_WIN_MESSAGE = "You win!"
COMPUTER_WINS_MESSAGE = "The computer wins!"
TIE_MESSAGE = "It's a tie!"

# Why a typed move is refused: one line each, then the prompt again.
MALFORMED_MESSAGE = "Please type the row and then the column, such as 2 4."
OUT_OF_RANGE_MESSAGE = ("That square is off the board: the row must be 0 "
                        "to {} and the column 0 to {}.")
OCCUPIED_MESSAGE = "That square is already taken; choose an empty one."
NO_FLIPS_MESSAGE = ("That move flips nothing: it must trap opponent pieces "
                    "in a line against yours.")

# A game that cannot finish, and the exit status after Ctrl-C.
END_OF_INPUT_MESSAGE = "End of input: the game ends unfinished."
INTERRUPTED_MESSAGE = "Interrupted: the game ends unfinished."
EXIT_INTERRUPTED = 130


# ======================================================================
# BOARD
# ======================================================================

def create_board():
    """Creates the board of a new game: empty but for the four start
    pieces in the centre, X on the top-left and bottom-right of them.

    Parameters: none.
    Returns: a BOARD_SIZE x BOARD_SIZE 2D list of pieces.
    """
    board = [[EMPTY] * BOARD_SIZE for row in range(BOARD_SIZE)]
    centre = BOARD_SIZE // CENTRE_DIVISOR
    board[centre - 1][centre - 1] = PLAYER_PIECE
    board[centre - 1][centre] = COMPUTER_PIECE
    board[centre][centre - 1] = COMPUTER_PIECE
    board[centre][centre] = PLAYER_PIECE
    return board


def is_on_board(board, row, col):
    """Tells whether a square lies on the board.

    Parameters: board -- the 2D list of pieces; row, col -- any integers.
    Returns: True if board[row][col] exists, False otherwise.
    """
    return 0 <= row < len(board) and 0 <= col < len(board[0])


def get_opponent(piece):
    """Names the other side.

    Parameters: piece -- PLAYER_PIECE or COMPUTER_PIECE.
    Returns: the other of the two pieces.
    """
    if piece == PLAYER_PIECE:
        return COMPUTER_PIECE
    return PLAYER_PIECE


def count_pieces(board, piece):
    """Counts the squares holding one kind of piece.

    Parameters: board -- the 2D list of pieces; piece -- the piece to count
        (EMPTY counts the empty squares).
    Returns: the number of squares holding that piece.
    """
    return sum([row.count(piece) for row in board])


# ======================================================================
# RULES
# ======================================================================

def get_flips(board, row, col, piece, directions=ORTHOGONAL_DIRECTIONS):
    """Lists the opponent pieces a move would flip, without changing the
    board: in each direction, a line of opponent pieces closed by one of
    the mover's own pieces is sandwiched, and flips.

    Parameters: board -- the 2D list of pieces; row, col -- the square
        played; piece -- the side moving; directions -- the [row step,
        column step] directions to look in (the course's four).
    Returns: the [row, col] squares that would flip; empty when the
        square is off the board or taken, or nothing is sandwiched.
    """
    flips = []
    if not is_on_board(board, row, col) or board[row][col] != EMPTY:
        return flips
    opponent = get_opponent(piece)
    for row_step, col_step in directions:
        line = []
        next_row = row + row_step
        next_col = col + col_step
        while (is_on_board(board, next_row, next_col)
               and board[next_row][next_col] == opponent):
            line.append([next_row, next_col])
            next_row += row_step
            next_col += col_step
        # A line counts only if it is closed by one of the mover's pieces.
        if (is_on_board(board, next_row, next_col)
                and board[next_row][next_col] == piece):
            flips.extend(line)
    return flips


def get_valid_moves(board, piece):
    """Lists every legal move of one side: the squares where a move
    flips at least one piece, top row first, left to right within a row.

    Parameters: board -- the 2D list of pieces; piece -- the side moving.
    Returns: the [row, col] moves; empty if the side cannot move.
    """
    moves = []
    for row in range(len(board)):
        for col in range(len(board[row])):
            if len(get_flips(board, row, col, piece)) > 0:
                moves.append([row, col])
    return moves


def place_piece(board, row, col, piece, flips):
    """Puts a piece on a square and turns the pieces it captures.

    Parameters: board -- the 2D list of pieces (changed); row, col -- the
        square; piece -- the side moving; flips -- the squares captured.
    Returns: None.
    """
    board[row][col] = piece
    for flip_row, flip_col in flips:
        board[flip_row][flip_col] = piece


def apply_move(board, row, col, piece):
    """Plays a legal move: places the piece and flips every sandwiched
    opponent piece, changing the board in place.

    Parameters: board -- the 2D list of pieces (changed); row, col -- a
        legal move's square; piece -- the side moving.
    Returns: None.
    """
    place_piece(board, row, col, piece, get_flips(board, row, col, piece))


def get_winner(board):
    """Decides the winner: the side with more pieces.

    Parameters: board -- the 2D list of pieces.
    Returns: PLAYER_PIECE or COMPUTER_PIECE for the winning side, or EMPTY
        for a tie.
    """
    player_count = count_pieces(board, PLAYER_PIECE)
    computer_count = count_pieces(board, COMPUTER_PIECE)
    if player_count > computer_count:
        return PLAYER_PIECE
    if computer_count > player_count:
        return COMPUTER_PIECE
    return EMPTY


# ======================================================================
# COMPUTER PLAYER
# ======================================================================

def choose_naive_move(board, piece):
    """Chooses the course computer's move: the legal move closest to the
    top, and the leftmost one within a row.

    Parameters: board -- the 2D list of pieces; piece -- the side moving.
    Returns: the [row, col] move, or [] when the side has no legal move.
    """
    # get_valid_moves lists the topmost, leftmost move first.
    moves = get_valid_moves(board, piece)
    if len(moves) == 0:
        return []
    return moves[0]


# ======================================================================
# PRINTING
# ======================================================================

def format_board(board, heading):
    """Draws the board as the transcript shows it: a heading, a blank line,
    the column numbers, then one line per row, cells separated by ' | '.

    Parameters: board -- the 2D list of pieces; heading -- its title line.
    Returns: the drawing, its lines joined by newlines (none at the end).
    """
    lines = [heading, ""]
    labels = [CORNER_LABEL] + [str(col) for col in range(len(board[0]))]
    lines.append(CELL_SEPARATOR.join(labels))
    for row in range(len(board)):
        lines.append(CELL_SEPARATOR.join([str(row)] + board[row]))
    return "\n".join(lines)


def format_result(board, stuck_piece):
    """Writes the lines that close a game: who had no legal move, the
    score, and the winner.

    Parameters: board -- the 2D list of pieces of the finished game;
        stuck_piece -- the side whose turn it was, with no legal move.
    Returns: the three lines joined by newlines (none at the end).
    """
    lines = [COMPUTER_STUCK_MESSAGE]
    if stuck_piece == PLAYER_PIECE:
        lines = [PLAYER_STUCK_MESSAGE]
    lines.append(SCORE_MESSAGE.format(count_pieces(board, PLAYER_PIECE),
                                      count_pieces(board, COMPUTER_PIECE)))
    winner = get_winner(board)
    if winner == PLAYER_PIECE:
        lines.append(YOU_WIN_MESSAGE)
    elif winner == COMPUTER_PIECE:
        lines.append(COMPUTER_WINS_MESSAGE)
    else:
        lines.append(TIE_MESSAGE)
    return "\n".join(lines)


# ======================================================================
# INPUT
# ======================================================================

def read_typed_line(prompt):
    """Shows a prompt and reads one line, echoing it when standard input
    is not a terminal, so a piped game prints what a person would see.

    Parameters: prompt -- the text to show before reading.
    Returns: the line without its newline ('' for a line that is not
        text, which no move is).
    Raises: EOFError at the end of input.
    """
    try:
        line = input(prompt)
    except UnicodeError:
        line = ""
    except (RuntimeError, OSError):
        # Standard input is closed (input() says it is lost) or unreadable.
        raise EOFError
    # open(0) looks at standard input without taking it over.
    try:
        typed_at_terminal = open(0, closefd=False).isatty()
    except (OSError, ValueError):
        typed_at_terminal = False
    if not typed_at_terminal:
        print(line)
    return line


def parse_whole_number(token):
    """Reads one whole number typed by the player, such as '4', '-1' or
    '+07', made of the digits 0 to 9.

    Parameters: token -- a word of the typed line.
    Returns: the number, or None if the token is not a whole number (past
        MAX_NUMBER_DIGITS significant digits, only those are read).
    """
    digits = token
    if len(digits) > 0 and digits[0] in SIGNS:
        digits = digits[1:]
    if len(digits) == 0:
        return None
    for character in digits:
        if character not in DIGITS:
            return None
    significant = digits.lstrip(ZERO_DIGIT)[:MAX_NUMBER_DIGITS]
    number = int(significant or ZERO_DIGIT)
    if token[0] == MINUS_SIGN:
        number = -number
    return number


def parse_move(text):
    """Reads a typed move: two whole numbers, the row and the column,
    separated by spaces.

    Parameters: text -- the line typed.
    Returns: the [row, col] numbers, or [] when the line is not two whole
        numbers.
    """
    words = text.split()
    if len(words) != MOVE_PART_COUNT:
        return []
    move = []
    for word in words:
        number = parse_whole_number(word)
        if number is None:
            return []
        move.append(number)
    return move


def get_move_error(board, move, moves):
    """Explains why a typed move cannot be played, if it cannot.

    Parameters: board -- the 2D list of pieces; move -- the [row, col]
        numbers typed; moves -- the side's legal moves.
    Returns: '' if the move is legal, otherwise the one-line reason.
    """
    row, col = move
    if not is_on_board(board, row, col):
        return OUT_OF_RANGE_MESSAGE.format(len(board) - 1, len(board[0]) - 1)
    if move in moves:
        return ""
    if board[row][col] != EMPTY:
        return OCCUPIED_MESSAGE
    return NO_FLIPS_MESSAGE


def read_player_move(board, moves):
    """Asks for the player's move until a legal one is typed, saying in
    one line why each refused line was refused.

    Parameters: board -- the 2D list of pieces; moves -- the player's
        legal moves.
    Returns: the legal [row, col] move.
    Raises: EOFError when the input ends.
    """
    while True:
        move = parse_move(read_typed_line(MOVE_PROMPT))
        error = MALFORMED_MESSAGE
        if len(move) > 0:
            error = get_move_error(board, move, moves)
        if error == "":
            return move
        print(error)


# ======================================================================
# PLAYING THE GAME
# ======================================================================

def play_game(board):
    """Plays one game, X first: before each of the player's moves the
    board and the valid moves are shown; each of the computer's moves is
    printed on one line. It ends when the side to move has no move.

    Parameters: board -- the 2D list of pieces to play on (changed as
        the game is played).
    Returns: the winner: PLAYER_PIECE, COMPUTER_PIECE, or EMPTY for a tie.
    Raises: EOFError when the input ends before the game does.
    """
    piece = PLAYER_PIECE
    boards_shown = 0
    moves = get_valid_moves(board, piece)
    while len(moves) > 0:
        if piece == PLAYER_PIECE:
            # Every board but the first is set apart by a blank line.
            if boards_shown > 0:
                print()
            print(format_board(board, CURRENT_BOARD_HEADING))
            print()
            print(VALID_MOVES_LABEL + str(moves))
            boards_shown += 1
            row, col = read_player_move(board, moves)
        else:
            row, col = choose_naive_move(board, piece)
            print(COMPUTER_MOVE_MESSAGE.format(row, col))
        apply_move(board, row, col, piece)
        piece = get_opponent(piece)
        moves = get_valid_moves(board, piece)
    if boards_shown > 0:
        print()
    print(format_board(board, FINAL_BOARD_HEADING))
    print()
    print(format_result(board, piece))
    return get_winner(board)


def main():
    """Runs the course game at the keyboard. The end of the input, or
    Ctrl-C, ends the game unfinished with a line saying so.

    Parameters: none.
    Returns: None.
    Raises: SystemExit with EXIT_INTERRUPTED after Ctrl-C.
    """
    try:
        play_game(create_board())
    except EOFError:
        # The prompt is still on its line: end it before saying why.
        print()
        print(END_OF_INPUT_MESSAGE)
    except KeyboardInterrupt:
        print()
        print(INTERRUPTED_MESSAGE)
        raise SystemExit(EXIT_INTERRUPTED)


# PART 2: THE PRODUCT ==================================================
#
# Everything below builds on PART 1 and on the sections above it; any
# command-line option leads here. Its records are dataclasses. The
# imports open PART 2, not the file, because PART 1 imports nothing.
#
# Contents:
#   RULE SETS ............ the rules as data (Rules), 2D-list rules for all
#   ENGINE ............... the same rules on bitboards, and perft
#   EVALUATION ........... what a position is worth, in discs
#   SEARCH ............... alpha-beta, iterative deepening, exact solver
#   COMPUTER PLAYERS ..... naive to level5, each (board, piece) -> move
#   SQUARES .............. typed moves, square names and numbers, --position
#   ANALYSIS ............. every move's value, labelled (analyze)
#   GAME RECORDS ......... records, move strings, save and --load
#   REVIEW ............... every move of a game judged (review)
#   GAME SESSION ......... Game, GameState, the loop, words, undo, input
#                          (its words save and review use the two above)
#   RICH DISPLAY ......... --style rich
#   MATCH ................ --match: computers against each other
#   ICS 32 PROTOCOL ...... --protocol ics32, exactly as UCI ICS 32 says
#   GO TEXT PROTOCOL ..... --protocol gtp: proj2 as an engine
#   WINDOW ............... --gui: the game in a tkinter window
#   COMMAND LINE ......... the options, the modes, run_program
import argparse
import dataclasses
import functools
import math
import operator
import os
import random
import re
import signal
import stat
import sys
import tempfile
import threading
import time


# ======================================================================
# RULE SETS (the course's rules as data, Othello, the simpler rules, one row)
# ======================================================================

# The related Reversi programs play by other rules. A rule set is data,
# a table keyed by the RULE_ constants; the functions of this section
# read any rule set, using PART 1's rule functions for line captures, so
# no rule is written twice and no variant needs code of its own.
CAPTURE_LINES = "lines"
CAPTURE_ADJACENT = "adjacent"
START_CENTRE = "centre"
START_EMPTY = "empty"
SCORE_DISCS = "discs on the board"
SCORE_EMPTIES_TO_WINNER = "empty squares to the winner"


@dataclasses.dataclass(frozen=True)
class Rules:
    """A rule set: everything in which the related games differ."""
    name: str            # as --rules names it
    directions: list     # the [row step, column step] lines run in
    capture: str         # CAPTURE_LINES or CAPTURE_ADJACENT
    needs_flip: bool     # whether a move must flip at least one piece
    can_pass: bool       # whether a stuck side passes (else the game ends)
    start: str           # START_CENTRE (four pieces) or START_EMPTY
    top_left: str        # the top-left piece of the centre four
    scoring: str         # SCORE_DISCS or SCORE_EMPTIES_TO_WINNER
    rows: int            # the board's rows and columns by default
    cols: int
    size_fixed: bool     # whether the board is always the rule set's own
    first_number: int    # the number of the first row, column or square
    o_player: str        # who plays O when the command line does not say
    square_names: bool   # whether squares are named (f5) and may be typed so

# The diagonal directions, for the games that look in all eight, and
# the two of a one-row game.
UP_LEFT = [-1, -1]
UP_RIGHT = [-1, 1]
DOWN_LEFT = [1, -1]
DOWN_RIGHT = [1, 1]
ALL_DIRECTIONS = ORTHOGONAL_DIRECTIONS + [UP_LEFT, UP_RIGHT, DOWN_LEFT,
                                          DOWN_RIGHT]
LEFT = [0, -1]
RIGHT = [0, 1]
ROW_DIRECTIONS = [LEFT, RIGHT]

# The sizes the options allow: sides must be even (divisible by
# SIDE_DIVISOR), so the start pieces sit exactly in the centre.
MIN_BOARD_SIZE = 4
MAX_BOARD_SIZE = 16
SIDE_DIVISOR = 2

# Who plays a side, as --x, --o and the records name them: HUMAN at
# the keyboard, or a computer, such as the course's NAIVE one.
HUMAN = "human"
NAIVE = "naive"

# The rule sets, by the name --rules takes. Each variant names only what
# differs from the rule set it builds on.
UMBC_RULES_NAME = "umbc"
STANDARD_RULES_NAME = "standard"
SIMPLE_RULES_NAME = "simple"
ONE_ROW_RULES_NAME = "1d"
ONE_ROW_LENGTH = 12
# UMBC CMSC 201 (PART 1's game): lines up, down, left and right only;
# the game ends as soon as the side to move has no legal move.
UMBC_RULES = Rules(name=UMBC_RULES_NAME, directions=ORTHOGONAL_DIRECTIONS,
                   capture=CAPTURE_LINES, needs_flip=True, can_pass=False,
                   start=START_CENTRE, top_left=PLAYER_PIECE,
                   scoring=SCORE_DISCS, rows=BOARD_SIZE, cols=BOARD_SIZE,
                   size_fixed=False, first_number=0, o_player=NAIVE,
                   square_names=False)
# Othello (the World Othello Federation's rules; MSU CSE 231's Project
# 10, UCI ICS 32's FULL rules, the blog tutorial's corner-loving
# computer): lines in all eight directions; a stuck side passes; the
# game ends when neither side can move. X is black and moves first, and
# starts on d5 and e4 (O, white, on d4 and e5: O top-left of the centre
# four, a1 being the top-left square); a square may also be typed by its
# Othello name (f5). A game that ends with empty squares gives them to
# the winner (half each on a tie), as the WOF's rules score it.
STANDARD_RULES = dataclasses.replace(UMBC_RULES, name=STANDARD_RULES_NAME,
                  directions=ALL_DIRECTIONS, can_pass=True,
                  top_left=COMPUTER_PIECE,
                  scoring=SCORE_EMPTIES_TO_WINNER,
                  square_names=True)
# UCI ICS 32's SIMPLE rules: any empty square next to an opponent
# piece, flipping exactly the adjacent opponent pieces. It starts as
# Othello does, so the two differ only in how pieces are captured; its
# score counts the pieces on the board, as its specification says.
SIMPLE_RULES = dataclasses.replace(STANDARD_RULES, name=SIMPLE_RULES_NAME,
                capture=CAPTURE_ADJACENT, scoring=SCORE_DISCS)
# The one-row game of the "1D Reversi" assignment: 12 squares, empty at
# the start, any empty square legal, two players at the keyboard,
# squares typed 1 to 12.
ONE_ROW_RULES = dataclasses.replace(STANDARD_RULES, name=ONE_ROW_RULES_NAME,
                 directions=ROW_DIRECTIONS, needs_flip=False,
                 start=START_EMPTY, rows=1,
                 cols=ONE_ROW_LENGTH, size_fixed=True,
                 first_number=1, o_player=HUMAN,
                 scoring=SCORE_DISCS, square_names=False)
RULE_SETS = {UMBC_RULES_NAME: UMBC_RULES,
             STANDARD_RULES_NAME: STANDARD_RULES,
             SIMPLE_RULES_NAME: SIMPLE_RULES,
             ONE_ROW_RULES_NAME: ONE_ROW_RULES}

# The word for a pass, in the records and at the prompt.
PASS_WORD = "pass"

# How a game is won: by the most pieces, or (UCI ICS 32's '<') the fewest.
WIN_MOST = "most"
WIN_FEWEST = "fewest"
WIN_CHOICES = [WIN_MOST, WIN_FEWEST]

# How many ways the empty squares are shared when a game scored by the
# WOF's rule ends in a tie, and how the score line says where the score
# came from.
TIE_SHARES = 2
EMPTY_SQUARE_SCORE = " ({}'s {} discs and the empty square)"
EMPTY_SQUARES_SCORE = " ({}'s {} discs and the {} empty squares)"
SHARED_SQUARES_SCORE = " ({} discs each and half the {} empty squares)"


def create_empty_board(rows, cols):
    """Creates a rows x cols board with nothing on it."""
    return [[EMPTY] * cols for row in range(rows)]


def copy_board(board):
    """Makes an independent copy of a board (a new 2D list)."""
    return [list(row) for row in board]


def create_start_board(rows=BOARD_SIZE, cols=BOARD_SIZE, top_left=None,
                       rules=UMBC_RULES):
    """Creates the board of a new game under a rule set: the centre four
    filled, top_left on the top-left and bottom-right squares of them
    and the other side on the other two, or an empty board.

    Parameters: rows, cols -- the board's size; top_left -- the piece on
        the top-left square of the centre four (the rule set's own when
        None); rules -- the rule set (its start and top_left).
    Returns: the board, a 2D list of pieces.
    """
    board = create_empty_board(rows, cols)
    if rules.start == START_EMPTY:
        return board
    if top_left is None:
        top_left = rules.top_left
    top = rows // CENTRE_DIVISOR - 1
    left = cols // CENTRE_DIVISOR - 1
    board[top][left] = board[top + 1][left + 1] = top_left
    board[top][left + 1] = board[top + 1][left] = get_opponent(top_left)
    return board


def is_valid_board_side(side):
    """Tells whether a board may have that many rows (or columns)."""
    return (side is not None and MIN_BOARD_SIZE <= side <= MAX_BOARD_SIZE
            and side % SIDE_DIVISOR == 0)


def _get_adjacent_flips(board, row, col, piece, directions):
    """Lists what a move flips under the simplified rules: the opponent
    piece next to the square in each direction.

    Parameters: board -- the 2D list of pieces; row, col -- the square
        played; piece -- the side moving; directions -- the directions.
    Returns: a list of [row, col] squares, in the directions' order;
        empty when the square is off the board or taken.
    """
    flips = []
    if not is_on_board(board, row, col) or board[row][col] != EMPTY:
        return flips
    for direction in directions:
        near_row = row + direction[0]
        near_col = col + direction[1]
        if (is_on_board(board, near_row, near_col)
                and board[near_row][near_col] == get_opponent(piece)):
            flips.append([near_row, near_col])
    return flips


def get_rule_flips(board, row, col, piece, rules=UMBC_RULES):
    """Lists the pieces a move would flip under a rule set, without
    changing the board: sandwiched lines (get_flips), or the adjacent
    opponent pieces under CAPTURE_ADJACENT.

    Parameters: board -- the 2D list of pieces; row, col -- the square;
        piece -- the side moving; rules -- the rule set.
    Returns: a list of [row, col] squares (see get_flips).
    """
    if rules.capture == CAPTURE_ADJACENT:
        return _get_adjacent_flips(board, row, col, piece,
                                  rules.directions)
    return get_flips(board, row, col, piece, rules.directions)


def is_rule_move(board, row, col, piece, rules=UMBC_RULES):
    """Tells whether a side may play on a square under a rule set: an
    empty square on the board that, when RULE_NEEDS_FLIP is set, flips
    at least one piece.

    Parameters: board -- the 2D list of pieces; row, col -- the square;
        piece -- the side moving; rules -- the rule set.
    Returns: True if the move is legal, False otherwise.
    """
    if not is_on_board(board, row, col) or board[row][col] != EMPTY:
        return False
    if not rules.needs_flip:
        return True
    return len(get_rule_flips(board, row, col, piece, rules)) > 0


def get_rule_moves(board, piece, rules=UMBC_RULES):
    """Lists every legal move of one side under a rule set.

    Parameters: board -- the 2D list of pieces; piece -- the side moving;
        rules -- the rule set.
    Returns: a list of [row, col] moves in row-major order; empty if the
        side cannot move.
    """
    return [[row, col] for row in range(len(board))
            for col in range(len(board[row]))
            if is_rule_move(board, row, col, piece, rules)]


def apply_rule_move(board, row, col, piece, rules=UMBC_RULES):
    """Plays a legal move under a rule set, changing the board in place.

    Parameters: board -- the 2D list of pieces (changed); row, col -- the
        square played; piece -- the side moving; rules -- the rule set.
    Returns: the list of [row, col] squares that flipped.
    """
    flips = get_rule_flips(board, row, col, piece, rules)
    place_piece(board, row, col, piece, flips)
    return flips


def get_side_to_move(board, piece_due, rules=UMBC_RULES):
    """Decides who plays next, which is also where passing and the end of
    the game are decided. The side whose turn is due plays if it can.
    If it cannot: under rules without passing the game is over; under
    rules with passing, the other side plays if it can, and otherwise
    the game is over.

    Parameters: board -- the 2D list of pieces; piece_due -- the side whose
        turn it is; rules -- the rule set.
    Returns: the piece of the side that places the next piece (the other
        side when piece_due must pass), or EMPTY when the game is over.
    """
    if len(get_rule_moves(board, piece_due, rules)) > 0:
        return piece_due
    opponent = get_opponent(piece_due)
    if rules.can_pass and len(get_rule_moves(board, opponent,
                                                   rules)) > 0:
        return opponent
    return EMPTY


def is_rule_game_over(board, piece_to_move, rules=UMBC_RULES):
    """Tells whether the game is over (see get_side_to_move)."""
    return get_side_to_move(board, piece_to_move, rules) == EMPTY


def get_rule_winner(board, win=WIN_MOST):
    """Decides the winner by counting pieces, the most or the fewest.

    Parameters: board -- the 2D list of pieces; win -- WIN_MOST (more
        pieces win, as in get_winner) or WIN_FEWEST (fewer pieces win).
    Returns: PLAYER_PIECE or COMPUTER_PIECE for the winning side, or EMPTY
        for a tie.
    """
    winner = get_winner(board)
    if win == WIN_FEWEST and winner != EMPTY:
        return get_opponent(winner)
    return winner


def get_final_scores(board, rules=UMBC_RULES, win=WIN_MOST):
    """Scores a finished game: each side's pieces on the board; under
    rules that give the empty squares to the winner (the WOF's rule, for
    the game that the most discs win), the winner's score takes them too,
    and on a tie each side takes half.

    Parameters: board -- the 2D list of pieces; rules -- the rule set
        (its RULE_SCORING); win -- WIN_MOST or WIN_FEWEST.
    Returns: a table {PLAYER_PIECE: X's score, COMPUTER_PIECE: O's}.
    """
    scores = {PLAYER_PIECE: count_pieces(board, PLAYER_PIECE),
              COMPUTER_PIECE: count_pieces(board, COMPUTER_PIECE)}
    empties = count_pieces(board, EMPTY)
    if rules.scoring != SCORE_EMPTIES_TO_WINNER or win != WIN_MOST:
        return scores
    winner = get_rule_winner(board, win)
    if winner == EMPTY:
        for piece in scores:
            scores[piece] += empties // TIE_SHARES
    else:
        scores[winner] += empties
    return scores


def format_rule_score(board, rules=UMBC_RULES, win=WIN_MOST):
    """Writes the final score line of a game under a rule set (a game
    game's score), saying where the empty squares went when
    they count, such as 'Final score: X 37, O 27 (X's 36 discs and the
    empty square)'.

    Parameters: board -- the 2D list of pieces of a finished game; rules
        -- the rule set; win -- WIN_MOST or WIN_FEWEST.
    Returns: the line as a string.
    """
    scores = get_final_scores(board, rules, win)
    line = SCORE_MESSAGE.format(scores[PLAYER_PIECE], scores[COMPUTER_PIECE])
    empties = count_pieces(board, EMPTY)
    if scores[PLAYER_PIECE] == count_pieces(board, PLAYER_PIECE) and \
            scores[COMPUTER_PIECE] == count_pieces(board, COMPUTER_PIECE):
        return line
    winner = get_rule_winner(board, win)
    if winner == EMPTY:
        return line + SHARED_SQUARES_SCORE.format(
            count_pieces(board, PLAYER_PIECE), empties)
    if empties == 1:
        return line + EMPTY_SQUARE_SCORE.format(
            winner, count_pieces(board, winner))
    return line + EMPTY_SQUARES_SCORE.format(
        winner, count_pieces(board, winner), empties)


def get_hints(board, piece, rules=UMBC_RULES):
    """Lists a side's legal moves with how many pieces each flips, in
    MSU CSE 231's get_hint order: most flips first, and among equal counts
    the later square (by row, then column) first.

    Parameters: board -- the 2D list of pieces; piece -- the side moving;
        rules -- the rule set.
    Returns: a list of [row, col, flip count] entries in that order; empty
        if the side cannot move.
    """
    ordered = []
    for move in get_rule_moves(board, piece, rules):
        flips = get_rule_flips(board, move[0], move[1],
                               piece, rules)
        ordered.append([len(flips), move[0], move[1]])
    ordered.sort(reverse=True)
    return [[row, col, flip_count] for flip_count, row, col in ordered]


def count_perft_leaves(board, piece, depth, rules=UMBC_RULES):
    """Counts the leaves of the move tree on the 2D list (perft). By the
    convention of Aart Bik's perft (also magpie's and Egaroucid's), a
    pass is a ply, and a finished game is a leaf at every later depth.
    The board is not changed. This is the slow, readable counter:
    --perft uses count_engine_leaves, and the tests hold the two to the
    same counts.

    Parameters: board -- the 2D list of pieces; piece -- the side to move;
        depth -- how many plies to look ahead (0 or more); rules -- the
        rule set.
    Returns: the number of leaves.
    """
    if depth == 0:
        return 1
    moves = get_rule_moves(board, piece, rules)
    if len(moves) == 0:
        if get_side_to_move(board, piece, rules) == EMPTY:
            return 1
        return count_perft_leaves(board, get_opponent(piece), depth - 1,
                                  rules)
    if depth == 1:
        return len(moves)
    leaves = 0
    for move in moves:
        child = copy_board(board)
        apply_rule_move(child, move[0], move[1], piece,
                        rules)
        leaves += count_perft_leaves(child, get_opponent(piece), depth - 1,
                                     rules)
    return leaves


# ======================================================================
# ENGINE (bitboards for search)
# ======================================================================

# The search looks at hundreds of thousands of positions, too many for
# the 2D list, so it uses a second representation of the same rules:
# each side's pieces are one Python int, bit (row * width + col) set for
# every square the side holds. Each row has one extra, always-empty
# guard column, so a line that runs off the left or right edge walks
# into an empty square and stops there, and a line that runs off the
# top or bottom leaves the board's bits: every direction is then a plain
# shift by (row step * width + column step), with no masks for wrapping.
# The engine is held to the rule functions above by the tests (perft
# counts and whole random games must agree); where they differ, the
# engine is wrong.
GUARD_COLUMNS = 1

# The exact solver's parity regions: each side of the board is cut in
# REGIONS_PER_SIDE parts.
REGIONS_PER_SIDE = 2

# Who moves next, as the engine says it (see get_engine_turn).
TURN_OWN = 0
TURN_OPPONENT = 1
TURN_GAME_OVER = 2

# The classes of squares, worked out from the board's shape (see
# _add_evaluation_squares); the evaluation gives each class its weight.
SQUARE_CORNER = "corner"
SQUARE_NEAR_CORNER = "next to a corner"
SQUARE_EDGE = "edge"
SQUARE_MIDDLE = "middle"

# perft, the move-tree counter: what it prints.
PERFT_TIME_MESSAGE = "time: {:.3f} s"
PERFT_RATE_MESSAGE = "leaves per second: {}"
# The most positions whose counts perft keeps (about 50 MB).
PERFT_TABLE_SIZE = 250000
# The depth at which perft counts each child's leaves in its own loop,
# as depth 1 counts them, to save a call for each of the most numerous
# nodes.
PERFT_INLINE_DEPTH = 2


@dataclasses.dataclass(slots=True)
class Engine:
    """A rule set on bitboards for one board size: built once per
    search (build_engine), then only read."""
    rules: Rules                  # the rule set
    rows: int                     # the board's rows
    cols: int                     # the board's columns
    width: int                    # bits per row (with the guard column)
    left_shifts: list             # shifts of directions toward higher bits
    right_shifts: list            # shifts of directions toward lower bits
    find_moves: object            # function (own, opponent, engine) -> moves
    find_flips: object            # function (own, opponent, move, engine)
    # ... -> the bits of the pieces the move flips
    can_pass: bool                # whether a stuck side passes
    # Worked out from the fields above (build_engine and
    # _add_evaluation_squares):
    squares: int = 0              # every square's bit
    square_count: int = 0         # the number of squares
    square_rays: list = None      # from each square (by bit position), the
    # ... rays with room for a capture: [toward higher bits, toward lower
    # bits], each a list of (shift, the ray's bits)
    corners: int = 0              # the corners' bits
    near_empty_corners: dict = None
    # ... {empty corners' bits: the squares next to them}
    x_empty_corners: dict = None
    # ... {empty corners' bits: the squares diagonally in from them}
    edges: int = 0                # the other edge squares' bits
    axes: list = None             # the board's axes (shift, left edge,
    # ... right edge) each: squares with no neighbour toward higher bits,
    # and toward lower
    square_classes: list = None   # each square's class (see SQUARE_CORNER)
    regions: list = None          # the parity regions' bits


def get_square_bit(row, col, engine):
    """Finds the bit of the Engine that stands for the square row, col."""
    return 1 << (row * engine.width + col)


def get_bit_square(bit, engine):
    """Finds the [row, col] square a bit stands for (see get_square_bit)."""
    return list(divmod(bit.bit_length() - 1, engine.width))


def list_bits(bits):
    """Splits a set of squares into its single squares, lowest bit first,
    which on the board is row-major order (top row first, left to right).

    Parameters: bits -- an int holding any number of square bits.
    Returns: a list of ints with one bit set each.
    """
    singles = []
    while bits:
        lowest = bits & -bits
        singles.append(lowest)
        bits ^= lowest
    return singles


def list_bit_squares(bits, engine):
    """Lists the [row, col] squares of the bits, in row-major order."""
    return [get_bit_square(bit, engine) for bit in list_bits(bits)]


def get_engine_bits(board, piece, engine):
    """Converts a 2D board to the engine's pair of ints, once at the start
    of a search (never once per position searched).

    Parameters: board -- the 2D list of pieces; piece -- the side the
        first int is for; engine -- the Engine for the board's size.
    Returns: a pair [own, opponent]: the bits of piece's pieces and of the
        other side's.
    """
    own = 0
    opponent = 0
    opponent_piece = get_opponent(piece)
    for row in range(len(board)):
        for col in range(len(board[row])):
            if board[row][col] == piece:
                own |= get_square_bit(row, col, engine)
            elif board[row][col] == opponent_piece:
                opponent |= get_square_bit(row, col, engine)
    return [own, opponent]


def find_line_moves(own, opponent, engine):
    """Finds the moves that sandwich a line (the rule of every grid game
    but the simplified one): an empty square from which, in one of the
    directions, one or more opponent pieces run up to one of the mover's.
    Each direction grows the runs of opponent pieces out from the
    mover's pieces one step at a time, stopping as soon as none is left.

    Parameters: own, opponent -- the bits of the mover's and the other
        side's pieces; engine -- the Engine.
    Returns: the bits of the squares the mover may play.
    """
    # Every square a run reaches is gathered; only the empty ones among
    # them are moves, and they are picked out once at the end.
    reached = 0
    for shift in engine.left_shifts:
        run = (own << shift) & opponent
        while run:
            run <<= shift
            reached |= run
            run &= opponent
    for shift in engine.right_shifts:
        run = (own >> shift) & opponent
        while run:
            run >>= shift
            reached |= run
            run &= opponent
    return reached & engine.squares & ~(own | opponent)


def find_adjacent_moves(own, opponent, engine):
    """Finds the moves of the simplified rules: every empty square next
    to an opponent piece in one of the directions.

    Parameters: own, opponent -- the bits of the mover's and the other
        side's pieces; engine -- the Engine.
    Returns: the bits of the squares the mover may play.
    """
    near = 0
    # A square is next to an opponent piece when stepping from the square
    # in one of the directions reaches it: step back from the pieces.
    for shift in engine.left_shifts:
        near |= opponent >> shift
    for shift in engine.right_shifts:
        near |= opponent << shift
    return near & engine.squares & ~(own | opponent)


def find_any_moves(own, opponent, engine):
    """Finds the one-row game's moves (they need no flip): the empties."""
    return engine.squares & ~(own | opponent)


def find_line_flips(own, opponent, move, engine):
    """Finds the pieces a move flips under line captures: in each
    direction, the run of opponent pieces from the move up to the
    nearest of the mover's own pieces on the ray that way. Only the rays
    with room for a capture are looked at, and only when the square next
    to the move is the opponent's (see Engine.square_rays).

    Parameters: own, opponent -- the bits of the mover's and the other
        side's pieces; move -- the bit of the square played; engine -- the
        Engine.
    Returns: the bits of the pieces that flip (0 when none does).
    """
    flips = 0
    higher_rays, lower_rays = engine.square_rays[move.bit_length() - 1]
    # Toward higher bits the nearest own piece is the lowest on the ray,
    # and the squares between are the ray's bits below it.
    for shift, ray in higher_rays:
        if (move << shift) & opponent:
            mine = own & ray
            if mine:
                between = ray & ((mine & -mine) - 1)
                if between & opponent == between:
                    flips |= between
    # Toward lower bits it is the highest, and between are those above.
    for shift, ray in lower_rays:
        if (move >> shift) & opponent:
            mine = own & ray
            if mine:
                above = mine.bit_length()
                between = ray >> above << above
                if between & opponent == between:
                    flips |= between
    return flips


def find_neighbours(bits, engine):
    """Finds every square next to a set of squares in the rule set's
    directions.

    Parameters: bits -- the squares; engine -- the Engine.
    Returns: the bits of the squares one step from any of them.
    """
    near = 0
    for shift in engine.left_shifts:
        near |= bits << shift
    for shift in engine.right_shifts:
        near |= bits >> shift
    return near & engine.squares


def find_adjacent_flips(own, opponent, move, engine):
    """Finds the bits a move flips under the simpler rules: its neighbours."""
    return find_neighbours(move, engine) & opponent


def get_edge_bits(squares, shift, toward_higher):
    """Finds the squares that have no neighbour in one direction.

    Parameters: squares -- every square's bit; shift -- the direction's
        shift; toward_higher -- True for a direction toward higher bits.
    Returns: the bits of the squares whose next square that way is off
        the board (a guard column, or beyond the first or last row).
    """
    if toward_higher:
        return squares & ~(squares >> shift)
    return squares & ~(squares << shift)


def get_ray_bits(move, shift, toward_higher, squares):
    """Finds the squares from a square to the board's edge in one
    direction, the square itself left out.

    Parameters: move -- the square's bit; shift -- the direction's
        shift; toward_higher -- True for a direction toward higher bits;
        squares -- every square's bit.
    Returns: the bits of the ray.
    """
    ray = 0
    square = move << shift if toward_higher else move >> shift
    while square & squares:
        ray |= square
        square = square << shift if toward_higher else square >> shift
    return ray


def build_engine(rules, rows, cols):
    """Builds the Engine for a rule set and a board size: the bit
    layout, the shifts of the rule set's directions, the move and flip
    finders its capture rule needs, and the squares the evaluation cares
    about (corners, their neighbours, edges, axes).

    Parameters: rules -- the rule set; rows, cols -- the board's size.
    Returns: the Engine.
    """
    width = cols + GUARD_COLUMNS
    left_shifts = []
    right_shifts = []
    for direction in rules.directions:
        shift = direction[0] * width + direction[1]
        if shift > 0:
            left_shifts.append(shift)
        else:
            right_shifts.append(-shift)
    find_moves = find_line_moves
    if not rules.needs_flip:
        find_moves = find_any_moves
    elif rules.capture == CAPTURE_ADJACENT:
        find_moves = find_adjacent_moves
    find_flips = find_line_flips
    if rules.capture == CAPTURE_ADJACENT:
        find_flips = find_adjacent_flips
    engine = Engine(rules, rows, cols, width, left_shifts, right_shifts,
                    find_moves, find_flips, rules.can_pass)
    squares = 0
    for row in range(rows):
        for col in range(cols):
            squares |= get_square_bit(row, col, engine)
    engine.squares = squares
    engine.square_count = rows * cols
    # From each square, the rays (a direction's shift and the squares
    # out to the board's edge that way) that hold at least two squares:
    # a piece to flip and one to close the line.
    square_rays = []
    for index in range(squares.bit_length()):
        move = 1 << index
        higher_rays = []
        for shift in left_shifts:
            ray = get_ray_bits(move, shift, True, squares)
            if ray.bit_count() > 1:
                higher_rays.append((shift, ray))
        lower_rays = []
        for shift in right_shifts:
            ray = get_ray_bits(move, shift, False, squares)
            if ray.bit_count() > 1:
                lower_rays.append((shift, ray))
        square_rays.append([higher_rays, lower_rays])
    engine.square_rays = square_rays
    _add_evaluation_squares(engine)
    return engine


def _add_evaluation_squares(engine):
    """Adds the evaluation's squares to an Engine. They are worked
    out from the board's shape and the rule set's directions (so nothing
    is written for 8x8 only): the corners, the squares next to each set
    of empty corners, the other edge squares, the axes along which
    pieces can be flipped, the class of each square (see SQUARE_CORNER)
    and the parity regions (see solve_few_empties).

    Parameters: engine -- the Engine (changed).
    Returns: None.
    """
    squares = engine.squares
    last_row = engine.rows - 1
    last_col = engine.cols - 1
    corners = 0
    for row in sorted({0, last_row}):
        for col in [0, last_col]:
            corners |= get_square_bit(row, col, engine)
    near_corners = find_neighbours(corners, engine) & ~corners
    # For every set of empty corners (its bits), the squares next to them
    # and the squares diagonally in from them (the X-squares).
    near_empty_corners = {0: 0}
    x_empty_corners = {0: 0}
    for corner in list_bits(corners):
        neighbours = find_neighbours(corner, engine) & ~corners
        row, col = get_bit_square(corner, engine)
        inward_row = row + (1 if row == 0 else -1)
        inward_col = col + (1 if col == 0 else -1)
        x_square = 0
        if 0 <= inward_row <= last_row and 0 <= inward_col <= last_col:
            x_square = get_square_bit(inward_row, inward_col, engine)
        for empty_corners, near in list(near_empty_corners.items()):
            near_empty_corners[empty_corners | corner] = near | neighbours
            x_empty_corners[empty_corners | corner] = (
                x_empty_corners[empty_corners] | x_square)
    axes = []
    edges = 0
    for shift in sorted(set(engine.left_shifts + engine.right_shifts)):
        left_edge = get_edge_bits(squares, shift, True)
        right_edge = get_edge_bits(squares, shift, False)
        axes.append((shift, left_edge, right_edge))
        edges |= left_edge | right_edge
    engine.corners = corners
    engine.near_empty_corners = near_empty_corners
    engine.x_empty_corners = x_empty_corners
    engine.edges = edges & ~corners & ~near_corners
    engine.axes = axes
    classes = [SQUARE_MIDDLE] * squares.bit_length()
    for bit in list_bits(squares):
        index = bit.bit_length() - 1
        if bit & corners:
            classes[index] = SQUARE_CORNER
        elif bit & near_corners:
            classes[index] = SQUARE_NEAR_CORNER
        elif bit & edges:
            classes[index] = SQUARE_EDGE
    engine.square_classes = classes
    # The parity regions: the four quarters of the board (the two halves
    # of a one-row board).
    regions = {}
    for bit in list_bits(squares):
        row, col = get_bit_square(bit, engine)
        region = (row * REGIONS_PER_SIDE // engine.rows,
                  col * REGIONS_PER_SIDE // engine.cols)
        regions[region] = regions.get(region, 0) | bit
    engine.regions = list(regions.values())


def play_engine_move(own, opponent, move, engine):
    """Plays a move on the engine's bits. (The innermost loops of perft
    and of the exact solver do the same in place, to save a call.)

    Parameters: own, opponent -- the bits of the side moving and of the
        other side; move -- the bit of a legal square; engine -- the
        Engine.
    Returns: a pair (own, opponent) for the position after the move, seen
        from the side that moves next: the other side's pieces less those
        flipped, then the mover's with the flipped pieces and the move.
    """
    flips = engine.find_flips(own, opponent, move, engine)
    return opponent ^ flips, own | flips | move


def get_engine_turn(own, opponent, engine):
    """Decides who plays next, as get_side_to_move does on the 2D list:
    the side to move if it can; otherwise, under rules with passing, the
    other side if it can; otherwise nobody, because the game is over.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; engine -- the Engine.
    Returns: a pair (turn, moves): TURN_OWN with own's moves,
        TURN_OPPONENT (own must pass) with the other side's moves, or
        TURN_GAME_OVER with 0.
    """
    find_moves = engine.find_moves
    moves = find_moves(own, opponent, engine)
    if moves:
        return TURN_OWN, moves
    if engine.can_pass:
        moves = find_moves(opponent, own, engine)
        if moves:
            return TURN_OPPONENT, moves
    return TURN_GAME_OVER, 0


def count_engine_leaves(own, opponent, depth, engine, counted=None):
    """Counts the same leaves as count_perft_leaves, on the engine's bits:
    the last ply is counted without being played, and a position reached
    again by another order of moves (a transposition) is counted once,
    its count kept in a table (of at most PERFT_TABLE_SIZE positions).

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; depth -- how many plies to look ahead (0 or more);
        engine -- the Engine; counted -- the table of counts,
        {(own, opponent, depth): leaves} (None: a new one).
    Returns: the number of leaves.
    """
    if depth == 0:
        return 1
    find_moves = engine.find_moves
    if depth == 1:
        # The last ply: a leaf for each move, or a single leaf when the
        # side to move passes or the game is over.
        return find_moves(own, opponent, engine).bit_count() or 1
    if counted is None:
        counted = {}
    key = (own, opponent, depth)
    if key in counted:
        return counted[key]
    turn, moves = get_engine_turn(own, opponent, engine)
    if turn == TURN_GAME_OVER:
        return 1
    if turn == TURN_OPPONENT:
        return count_engine_leaves(opponent, own, depth - 1, engine, counted)
    leaves = 0
    find_flips = engine.find_flips
    while moves:
        move = moves & -moves
        moves ^= move
        flips = find_flips(own, opponent, move, engine)
        child_own, child_opponent = opponent ^ flips, own | flips | move
        if depth == PERFT_INLINE_DEPTH:
            leaves += find_moves(child_own, child_opponent,
                                 engine).bit_count() or 1
        else:
            leaves += count_engine_leaves(child_own, child_opponent,
                                          depth - 1, engine, counted)
    if len(counted) < PERFT_TABLE_SIZE:
        counted[key] = leaves
    return leaves




# ======================================================================
# EVALUATION
# ======================================================================

# The evaluation predicts the final disc difference (by the WOF's score,
# most discs winning) for the side to move, from features of the
# position. Each feature is a difference between the two sides that
# favours the side to move when positive: mobility (moves now), the
# frontier (pieces next to empty squares give the opponent moves),
# corners (never flipped), the squares next to an empty corner (they
# can give it away) and among them the X-squares (diagonally in from
# the corner, the likeliest to), the other edge squares, stable pieces
# (never to be flipped again), discs, parity (the side to move moves
# last when an odd number of squares is empty) and the tempo (a
# constant: being the side to move). FEATURE_ names their places in a
# list of features.
FEATURE_MOBILITY = 0
FEATURE_FRONTIER = 1
FEATURE_CORNER = 2
FEATURE_NEAR_CORNER = 3
FEATURE_X_SQUARE = 4
FEATURE_EDGE = 5
FEATURE_STABLE = 6
FEATURE_DISC = 7
FEATURE_PARITY = 8
FEATURE_TEMPO = 9
FEATURE_COUNT = 10
# An odd number of empty squares left (the side to move moves last).
PARITY_DIVISOR = 2
# An evaluation is one record (Evaluation): the function, the weights of
# the features in each stage of the game, and the weight of each class
# of square when moves are put in order (a corner is the best square to
# take, a square next to an empty corner the worst, an edge better than
# the middle). The search is given the record (through the settings),
# so two evaluations can play each other.
# The stages: the game on the standard 8x8 board is cut by its empty
# squares, STAGE_EMPTIES to a stage (0-3 empty squares, 4-7, ... 60).
# A board of another size is in the stage of the same share of empty
# squares, and its value is scaled by its squares over
# STANDARD_SQUARES. Weights are in hundredths of a disc
# (WEIGHT_UNITS_PER_DISC).
STAGE_EMPTIES = 4
STANDARD_SQUARES = 64
WEIGHT_UNITS_PER_DISC = 100


@dataclasses.dataclass(frozen=True, slots=True)
class Evaluation:
    """How the searching computers judge a position."""
    function: object              # function (own, opponent, own_moves,
    # ... engine, evaluation, sign) -> value (see evaluate_position)
    stage_weights: list           # the feature weights of each stage
    square_order: dict            # {square class: its order weight}


def find_stable_pieces(own, empty, engine):
    """Finds pieces that can never be flipped again. Under the simplified
    rules, a piece with no empty neighbour. Under line captures, a piece
    is stable when, along every axis, the square on one side is off the
    board or holds a stable piece of the same side: no line through it
    can then be closed at both ends. Starting from none, the stable set
    grows from the corners until it stops changing.

    Parameters: own -- the bits of one side's pieces; empty -- the bits
        of the empty squares; engine -- the Engine.
    Returns: the bits of that side's stable pieces.
    """
    if engine.rules.capture == CAPTURE_ADJACENT:
        return own & ~find_neighbours(empty, engine)
    if not own & engine.corners:
        return 0
    stable = 0
    while True:
        grown = own
        for shift, left_edge, right_edge in engine.axes:
            grown &= (left_edge | right_edge | (stable >> shift)
                      | (stable << shift))
        if grown == stable:
            return stable
        stable = grown


def find_position_features(own, opponent, own_moves, engine, sign):
    """Finds the evaluation's features of a position (see
    FEATURE_MOBILITY). When the fewest discs win, what a side owns
    (corners, the squares next to empty corners, edges, stable pieces,
    discs) counts against it, while mobility, the frontier, parity and
    the tempo still count as they do.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; own_moves -- the bits of the side to move's moves;
        engine -- the Engine; sign -- 1 when the most discs win, -1
        when the fewest do.
    Returns: the list of FEATURE_COUNT features.
    """
    empty = engine.squares & ~(own | opponent)
    opponent_moves = engine.find_moves(opponent, own, engine)
    frontier = find_neighbours(empty, engine)
    corners = engine.corners
    near = engine.near_empty_corners[corners & empty]
    x_squares = engine.x_empty_corners[corners & empty]
    edges = engine.edges
    stable = (find_stable_pieces(own, empty, engine).bit_count()
              - find_stable_pieces(opponent, empty, engine).bit_count())
    return [own_moves.bit_count() - opponent_moves.bit_count(),
            (opponent & frontier).bit_count() - (own & frontier).bit_count(),
            sign * ((own & corners).bit_count()
                    - (opponent & corners).bit_count()),
            sign * ((opponent & near).bit_count() - (own & near).bit_count()),
            sign * ((opponent & x_squares).bit_count()
                    - (own & x_squares).bit_count()),
            sign * ((own & edges).bit_count()
                    - (opponent & edges).bit_count()),
            sign * stable,
            sign * (own.bit_count() - opponent.bit_count()),
            empty.bit_count() % PARITY_DIVISOR,
            1]


def get_evaluation_stage(empties, squares, stage_count):
    """Finds a position's stage: 0 at the end (see STAGE_EMPTIES)."""
    return min(empties * STANDARD_SQUARES // (squares * STAGE_EMPTIES),
               stage_count - 1)


def evaluate_position(own, opponent, own_moves, engine, evaluation, sign):
    """Judges a position that is not over from the side to move's point
    of view: the final disc difference the evaluation's weights predict
    for it, kept within what the board allows.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; own_moves -- the bits of the side to move's moves;
        engine -- the Engine; evaluation -- the Evaluation;
        sign -- 1 when the most discs win, -1 when the fewest do.
    Returns: the value in discs, an int (positive is good for the side
        to move).
    """
    squares = engine.square_count
    empties = squares - (own | opponent).bit_count()
    stages = evaluation.stage_weights
    weights = stages[get_evaluation_stage(empties, squares, len(stages))]
    total = sum(map(operator.mul, weights, find_position_features(
        own, opponent, own_moves, engine, sign)))
    # Rounded to the nearest disc, on this board's scale.
    scale = STANDARD_SQUARES * WEIGHT_UNITS_PER_DISC
    value = (PARITY_DIVISOR * total * squares + scale) // (
        PARITY_DIVISOR * scale)
    return max(-squares, min(squares, value))


def get_square_order_weights(engine, evaluation):
    """Gives each square the order weight of its class.

    Parameters: engine -- the Engine (each square's class);
        evaluation -- the Evaluation.
    Returns: a list of weights indexed by square bit position.
    """
    order = evaluation.square_order
    return [order[square_class]
            for square_class in engine.square_classes]


# The weights of the features in each stage (see FEATURE_MOBILITY and
# STAGE_EMPTIES), fitted to the final disc differences of games by
# tests/bench/fit_evaluation.py, which writes this table.
FITTED_STAGE_WEIGHTS = [
    [330, 62, 63, 72, 200, -62, 62, 70, 391, -183],  # 0-3 empty squares
    [301, 66, 82, 76, 224, -58, 70, 61, 333, -159],  # 4-7 empty squares
    [255, 75, 155, 52, 300, -48, 83, 44, 203, -162],  # 8-11 empty squares
    [199, 90, 242, 7, 418, -31, 99, 25, 77, -181],  # 12-15 empty squares
    [160, 99, 356, -31, 574, -11, 111, 6, -32, -227],  # 16-19 empty squares
    [134, 106, 450, -41, 726, 7, 123, -4, -103, -243],  # 20-23 empty squares
    [117, 118, 564, -43, 859, 25, 141, -10, -121, -241],  # 24-27 empty squares
    [106, 136, 709, -48, 960, 45, 163, -10, -128, -238],  # 28-31 empty squares
    [99, 148, 864, -49, 1002, 65, 194, -12, -130, -233],  # 32-35 empty squares
    [102, 158, 1038, -29, 977, 81, 222, -7, -113, -223],  # 36-39 empty squares
    [101, 164, 1131, 74, 1040, 99, 273, 1, -103, -210],  # 40-43 empty squares
    [93, 175, 1121, 173, 1008, 101, 366, 15, -99, -215],  # 44-47 empty squares
    [75, 176, 1082, 321, 874, 83, 477, 24, -137, -212],  # 48-51 empty squares
    [66, 112, 940, 407, 762, -8, 682, -27, -166, -183],  # 52-55 empty squares
    [66, -83, 931, 621, 497, -234, 931, -197, -143, -138],  # 56-59 empty squares
    [94, 15, 0, 651, 651, 0, 0, -15, 116, -101]]  # 60-63 empty squares

# The evaluation every searching computer uses unless given another.
DEFAULT_EVALUATION = Evaluation(
    evaluate_position, FITTED_STAGE_WEIGHTS,
    {SQUARE_CORNER: 8, SQUARE_EDGE: 2, SQUARE_MIDDLE: 0,
     SQUARE_NEAR_CORNER: -4})




# ======================================================================
# SEARCH (alpha-beta, iterative deepening, the exact solver)
# ======================================================================

# The searching computers look ahead with negamax alpha-beta: each side
# is assumed to pick the move best for itself, and a line of play that
# cannot change the choice is cut off. Every node uses a principal-
# variation window: the first move is searched with the full window, the
# others only to prove they are no better (and searched again when one
# is). Iterative deepening searches one ply deeper at a time until the
# budget is spent; a transposition table remembers positions already
# searched (reached again by another order of moves) and the best move
# found in each, which is tried first next time. Close to the end the
# exact solver searches every line to the last move and counts the final
# disc difference. The two node searches (search_node, solve_node) share
# the move loop (_search_moves); the first ply (search_root) is its own
# function, because it must name its move.

# To the evaluating search a finished game is worth its disc difference
# plus WIN_SCORE when won (minus it when lost), far beyond any
# evaluation, so a proven win is always preferred to an unfinished game
# and anything to a proven loss.
WIN_SCORE = 10 ** 6
# A score beyond every real one, for the edges of the search window.
INFINITE_SCORE = 10 ** 9

# The transposition table: an entry per position, a tuple (depth
# searched (for the solver, the empty squares left), lowest possible
# value, highest possible value, best move), read by unpacking it; the
# table starts again when it holds TABLE_LIMIT positions, so memory
# stays small.
TABLE_LIMIT = 300000

# Move ordering: with at least ORDER_BY_REPLIES_DEPTH plies left and
# more than ORDER_BY_REPLIES_EMPTIES empty squares, moves are tried in
# order of how few replies they leave the opponent (then by square
# weight), which costs a move search per move but cuts far more lines
# off; nearer the leaves the square weights alone order them. Positions
# with fewer than TABLE_EMPTIES empty squares are cheaper to search
# again than to remember.
ORDER_BY_REPLIES_DEPTH = 3
ORDER_BY_REPLIES_EMPTIES = 5
REPLY_ORDER_WEIGHT = 4
TABLE_EMPTIES = 5
# The exact solver hands positions with SOLVE_FEW_EMPTIES or fewer empty
# squares to solve_few_empties, which needs no move generation; above
# that it orders moves by the opponent's replies.
SOLVE_FEW_EMPTIES = 5
# Each stable disc of the opponent is one the side to move can neither
# take nor keep the opponent from, so it takes STABLE_DISC_SWING off the
# best disc difference the side to move can reach.
STABLE_DISC_SWING = 2

# The budget of a search is counted in positions searched, so that a
# search does the same work, and a game with the same seed repeats
# exactly, however busy the machine is: NODES_PER_SECOND (for the
# evaluating search) and SOLVER_NODES_PER_SECOND (for the exact solver,
# which does not evaluate) turn the think time into positions at about
# the speed of CPython 3.11 on an ordinary machine. The clock is only a
# safety net for a machine much slower than that: a search still running
# at CLOCK_SLACK times its think time stops there (checked every
# CLOCK_CHECK_NODES positions). Iterative deepening goes on until the
# budget is spent: the ply it stops in has searched the last ply's best
# move first, so any move it has proved better since is the better
# choice. A search that will try to solve the endgame exactly first
# spends MIDGAME_SHARE_BEFORE_SOLVING of its think time, and no more
# than MIDGAME_DEPTH_BEFORE_SOLVING plies, on an ordinary search, so
# that it has a good move (and estimates to aim the solver's windows)
# even if the solver runs out of budget. A hint that plays a solved game
# out to its end may take PLAYOUT_SHARE of the think time more, however
# many positions that is (NO_NODE_LIMIT).
NODES_PER_SECOND = 50000
SOLVER_NODES_PER_SECOND = 200000
CLOCK_SLACK = 2
CLOCK_CHECK_NODES = 256
MIDGAME_SHARE_BEFORE_SOLVING = 0.25
MIDGAME_DEPTH_BEFORE_SOLVING = 6
PLAYOUT_SHARE = 0.5
NO_NODE_LIMIT = float("inf")


@dataclasses.dataclass(slots=True)
class SearchState:
    """What a search keeps while it runs."""
    engine: Engine                # the engine
    evaluation: Evaluation        # the evaluation
    square_weights: list          # the order weight of each square (by
    # ... bit position)
    sign: int                     # 1 when the most discs win, -1 when the
    # ... fewest do
    node_limit: float             # how many positions it may search
    deadline: float               # the time.perf_counter() reading at
    # ... which it must stop
    empties_to_winner: bool       # whether the empty squares go to the
    # ... winner (the WOF's score, the most discs winning)
    table: dict = dataclasses.field(default_factory=dict)
    # ... the transposition table, {(own, opponent): entry}
    nodes: int = 0                # the positions searched so far
    best_move: int = 0            # the best move at the first ply so far


# Every move's value, for the analysis: a Valuation per move. The proven
# values are the final value's bounds (the search's sign times the disc
# difference; -INFINITE_SCORE and INFINITE_SCORE when nothing is proven)
# and are equal once the move is solved exactly; the estimate is the
# evaluating search's value. The exact solver first proves each move
# after the best no better than the best (a null window), then solves
# each move exactly with tests of the narrowest window around a guess
# (see refine_valuation).
@dataclasses.dataclass(slots=True)
class Valuation:
    """What the search found out about a move's value, changed as more is
    proven."""
    move: int                     # the move's bit
    lower: int                    # the lowest value proven
    upper: int                    # the highest value proven
    estimate: int                 # the evaluating search's value


class SearchBudgetSpent(Exception):
    """Raised inside a search when its budget of positions or time is
    spent, so that the whole search unwinds at once to the last complete
    answer.

    Parameters: none.
    Returns: not applicable (an exception class).
    """


def create_search_state(engine, evaluation, sign, node_limit, deadline):
    """Starts the bookkeeping of one search.

    Parameters: engine -- the Engine; evaluation -- the evaluation
        table; sign -- 1 when the most discs win, -1 when the fewest do
        (the search maximises sign times the disc difference); node_limit
        -- how many positions it may search; deadline -- the
        time.perf_counter() reading at which it must stop.
    Returns: the SearchState.
    """
    scoring = engine.rules.scoring
    return SearchState(engine, evaluation,
                       get_square_order_weights(engine, evaluation), sign,
                       node_limit, deadline,
                       scoring == SCORE_EMPTIES_TO_WINNER and sign == 1)


def count_search_node(state):
    """Counts one position searched and stops the search when the budget
    is spent.

    Parameters: state -- the SearchState (changed).
    Returns: None.
    Raises: SearchBudgetSpent when the positions or the time run out.
    """
    state.nodes += 1
    nodes = state.nodes
    if nodes > state.node_limit:
        raise SearchBudgetSpent()
    if (nodes % CLOCK_CHECK_NODES == 0
            and time.perf_counter() > state.deadline):
        raise SearchBudgetSpent()


def get_final_value(own, opponent, state):
    """Scores a finished game for the side to move as the game's score
    does (see get_final_scores): the disc difference, with the empty
    squares added to the winner's side under the WOF's rule, turned round
    when the fewest discs win.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; state -- the SearchState.
    Returns: the sign times (own score - opponent score).
    """
    difference = own.bit_count() - opponent.bit_count()
    if state.empties_to_winner and difference != 0:
        engine = state.engine
        empties = (engine.squares & ~(own | opponent)).bit_count()
        if difference > 0:
            difference += empties
        else:
            difference -= empties
    return state.sign * difference


def get_won_score(difference):
    """Turns the final value of a game into what the evaluating search
    compares: the value with WIN_SCORE added for a win (taken off for a
    loss).

    Parameters: difference -- the final value (see get_final_value).
    Returns: the score.
    """
    if difference > 0:
        return difference + WIN_SCORE
    if difference < 0:
        return difference - WIN_SCORE
    return difference


def _get_unwon_score(score):
    """Takes the win bonus off a score of the evaluating search. This
    undoes get_won_score for a finished game and leaves an evaluation as
    it is.

    Parameters: score -- a value from the evaluating search.
    Returns: the final value it stands for, or the evaluation.
    """
    if score > WIN_SCORE:
        return score - WIN_SCORE
    if score < -WIN_SCORE:
        return score + WIN_SCORE
    return score


def get_last_square_value(own, opponent, square, state):
    """Scores a position with one empty square left, without searching
    for moves: the side to move plays there if the move is legal; if not,
    the other side does when the rules let a stuck side pass; otherwise
    the game ends with the square empty.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; square -- the bit of the one empty square; state --
        the SearchState.
    Returns: the final value for the side to move (see get_final_value).
    """
    engine = state.engine
    find_flips = engine.find_flips
    flips = find_flips(own, opponent, square, engine)
    if flips or not engine.rules.needs_flip:
        return get_final_value(own | flips | square, opponent ^ flips, state)
    if engine.can_pass:
        flips = find_flips(opponent, own, square, engine)
        if flips:
            return -get_final_value(opponent | flips | square, own ^ flips,
                                    state)
    return get_final_value(own, opponent, state)


def order_moves(own, opponent, moves, first_move, by_replies, state):
    """Puts moves in the order to search them: the remembered best move
    first, then (when by_replies) the moves that leave the opponent the
    fewest replies, then by the square weights.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; moves -- the bits of the legal moves; first_move --
        the bit of the move to try first (0 for none); by_replies --
        whether to count the opponent's replies; state -- the search
        SearchState (its engine and square weights).
    Returns: a list of move bits, best first.
    """
    engine = state.engine
    weights = state.square_weights
    find_moves = engine.find_moves
    keyed = []
    for move in list_bits(moves & ~first_move):
        key = -weights[move.bit_length() - 1]
        if by_replies:
            after = play_engine_move(own, opponent, move, engine)
            key += (REPLY_ORDER_WEIGHT
                    * find_moves(after[0], after[1], engine).bit_count())
        keyed.append([key, move])
    keyed.sort()
    ordered = [entry[1] for entry in keyed]
    if moves & first_move:
        ordered.insert(0, first_move)
    return ordered


def get_table_cutoff(lower, upper, alpha, beta):
    """Decides whether what the table remembers of a position settles it
    for the window being searched.

    Parameters: lower, upper -- the bounds of the table's entry (deep
        enough for the search); alpha, beta -- the window.
    Returns: the value to return (a bound at or outside the window, or
        the exact value), or None when the position must be searched.
    """
    if lower >= beta or lower == upper:
        return lower
    if upper <= alpha:
        return upper
    return None


def store_table_entry(table, key, depth, value, alpha, beta, move):
    """Remembers what a search found out about a position: an exact value
    when it fell inside the window, otherwise the bound it proved. What
    an earlier search as deep proved of the same position is kept too
    (the two bounds together), so searches with different windows add
    up.

    Parameters: table -- the transposition table (changed); key -- the
        position; depth -- plies searched; value -- the value found;
        alpha, beta -- the window it was searched with; move -- the best
        move found.
    Returns: None.
    """
    if len(table) >= TABLE_LIMIT:
        table.clear()
    lower = -INFINITE_SCORE
    upper = INFINITE_SCORE
    if value > alpha:
        lower = value
    if value < beta:
        upper = value
    entry = table.get(key)
    if entry is not None:
        entry_depth, entry_lower, entry_upper, entry_move = entry
        if entry_depth == depth:
            kept_lower = max(lower, entry_lower)
            kept_upper = min(upper, entry_upper)
            # Bounds that cross (an evaluating search may disagree with
            # itself through the table) are not kept.
            if kept_lower <= kept_upper:
                lower, upper = kept_lower, kept_upper
    table[key] = (depth, lower, upper, move)


def search_child(own, opponent, move, depth, alpha, beta, first, state,
                 node):
    """Plays one move and searches the position after it with the
    principal-variation window: the full window for the first move,
    otherwise a null window just above alpha, searched again with the
    full window only when the move turns out better.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; move -- the bit of a legal move; depth -- plies left
        before the move; alpha, beta -- the window; first -- whether this
        is the first move searched here; state -- the SearchState;
        node -- the node search to use (search_node or solve_node).
    Returns: the move's value for the side to move (exact inside the
        window).
    Raises: SearchBudgetSpent when the budget runs out.
    """
    child_own, child_opponent = play_engine_move(own, opponent, move,
                                                 state.engine)
    if first:
        return -node(child_own, child_opponent, depth - 1, -beta, -alpha,
                     state)
    value = -node(child_own, child_opponent, depth - 1, -alpha - 1, -alpha,
                  state)
    if alpha < value < beta:
        value = -node(child_own, child_opponent, depth - 1, -beta, -value,
                      state)
    return value


def _search_moves(own, opponent, moves, depth, alpha, beta, state, node):
    """Searches every move of a position below the first ply, as both
    node searches do: asks the transposition table first, then tries the
    moves best first, stopping at a cut-off, and remembers the result.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; moves -- the bits of its legal moves; depth -- plies
        left (for the solver, the empty squares left); alpha, beta -- the
        window; state -- the SearchState; node -- the node search
        the moves lead to (search_node or solve_node).
    Returns: the value for the side to move (exact inside the window).
    Raises: SearchBudgetSpent when the budget runs out.
    """
    engine = state.engine
    empties = (engine.squares & ~(own | opponent)).bit_count()
    table = state.table
    key = (own, opponent)
    first_move = 0
    remembered = empties >= TABLE_EMPTIES
    if remembered and key in table:
        entry_depth, lower, upper, first_move = table[key]
        if entry_depth >= depth:
            proven = get_table_cutoff(lower, upper, alpha, beta)
            if proven is not None:
                return proven
    by_replies = (depth >= ORDER_BY_REPLIES_DEPTH
                  and empties > ORDER_BY_REPLIES_EMPTIES)
    window_bottom = alpha
    best = -INFINITE_SCORE
    best_move = 0
    for move in order_moves(own, opponent, moves, first_move, by_replies,
                            state):
        value = search_child(own, opponent, move, depth, alpha, beta,
                             best_move == 0, state, node)
        if value > best:
            best = value
            best_move = move
            if value > alpha:
                alpha = value
                if alpha >= beta:
                    break
    if remembered:
        store_table_entry(table, key, depth, best, window_bottom, beta,
                          best_move)
    return best


def search_node(own, opponent, depth, alpha, beta, state):
    """The evaluating search below the first ply: the value of a position
    depth plies deep. A side with no move passes (the ply still counts)
    or, when it may not, the game is over; at depth 0 the evaluation
    judges the position.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; depth -- plies left; alpha, beta -- the window: values
        at or below alpha, or at or above beta, need not be exact; state
        -- the SearchState.
    Returns: the value for the side to move (exact inside the window).
    Raises: SearchBudgetSpent when the budget runs out.
    """
    count_search_node(state)
    engine = state.engine
    empty = engine.squares & ~(own | opponent)
    # One empty square left: the game's end is in plain sight.
    if empty and not empty & (empty - 1):
        return get_won_score(get_last_square_value(own, opponent, empty,
                                                   state))
    turn, moves = get_engine_turn(own, opponent, engine)
    if turn == TURN_OPPONENT:
        return -search_node(opponent, own, depth - 1, -beta, -alpha, state)
    if turn == TURN_GAME_OVER:
        return get_won_score(get_final_value(own, opponent, state))
    if depth <= 0:
        evaluation = state.evaluation
        return evaluation.function(own, opponent, moves, engine,
                                   evaluation, state.sign)
    return _search_moves(own, opponent, moves, depth, alpha, beta, state,
                        search_node)


def solve_few_empties(own, opponent, empty, alpha, beta, state, passed):
    """The exact solver for the last few empty squares: each empty square
    is tried in turn as a move (no move generation), those in a region
    with an odd number of empty squares first (parity ordering: the side
    that moves last in a region tends to gain there).

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; empty -- the bits of the empty squares (at most
        SOLVE_FEW_EMPTIES of them); alpha, beta -- the window; state --
        the SearchState; passed -- whether the other side has just
        passed (so a second pass ends the game).
    Returns: the final value for the side to move (exact inside the
        window).
    Raises: SearchBudgetSpent when the budget runs out.
    """
    count_search_node(state)
    if not empty & (empty - 1):
        if empty:
            return get_last_square_value(own, opponent, empty, state)
        return get_final_value(own, opponent, state)
    engine = state.engine
    find_flips = engine.find_flips
    needs_flip = engine.rules.needs_flip
    odd = 0
    for region in engine.regions:
        part = empty & region
        if part.bit_count() % PARITY_DIVISOR == 1:
            odd |= part
    best = -INFINITE_SCORE
    for part in (empty & odd, empty & ~odd):
        while part:
            square = part & -part
            part ^= square
            flips = find_flips(own, opponent, square, engine)
            if flips or not needs_flip:
                value = -solve_few_empties(
                    opponent ^ flips, own | flips | square, empty ^ square,
                    -beta, -alpha, state, False)
                if value > best:
                    best = value
                    if value > alpha:
                        alpha = value
                        if alpha >= beta:
                            return best
    if best > -INFINITE_SCORE:
        return best
    if passed or not engine.can_pass:
        return get_final_value(own, opponent, state)
    return -solve_few_empties(opponent, own, empty, -beta, -alpha, state,
                              True)


def solve_node(own, opponent, empties, alpha, beta, state, moves=None):
    """The exact solver below the first ply: the final disc difference
    with best play, searching every line to the end of the game. With
    SOLVE_FEW_EMPTIES or fewer empty squares it hands over to
    solve_few_empties. Otherwise it first tries to cut the position off
    at once: by the opponent's stable pieces (they bound what the side to
    move can win), by the transposition table, and by the table's entries
    for the positions after each move (enhanced transposition cut-offs).
    Then it tries the moves that leave the opponent the fewest replies
    first, with a principal-variation window.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; empties -- the number of empty squares; alpha, beta --
        the window; state -- the SearchState; moves -- the bits of
        own's legal moves when the caller knows them (None otherwise).
    Returns: the value for the side to move (exact inside the window).
    Raises: SearchBudgetSpent when the budget runs out.
    """
    engine = state.engine
    squares = engine.squares
    if empties <= SOLVE_FEW_EMPTIES:
        return solve_few_empties(own, opponent, squares & ~(own | opponent),
                                 alpha, beta, state, False)
    count_search_node(state)
    find_moves = engine.find_moves
    if moves is None:
        moves = find_moves(own, opponent, engine)
    if not moves:
        if engine.can_pass:
            moves = find_moves(opponent, own, engine)
            if moves:
                return -solve_node(opponent, own, empties, -beta, -alpha,
                                   state, moves)
        return get_final_value(own, opponent, state)
    square_count = squares.bit_count()
    if (state.sign == 1 and alpha >= square_count
            - STABLE_DISC_SWING * opponent.bit_count()):
        stable = find_stable_pieces(opponent, squares & ~(own | opponent),
                                    engine)
        bound = square_count - STABLE_DISC_SWING * stable.bit_count()
        if bound <= alpha:
            return bound
    table = state.table
    key = (own, opponent)
    first_move = 0
    entry = table.get(key)
    if entry is not None:
        entry_depth, lower, upper, first_move = entry
        proven = get_table_cutoff(lower, upper, alpha, beta)
        if proven is not None:
            return proven
    weights = state.square_weights
    children = []
    for move in list_bits(moves):
        child_own, child_opponent = play_engine_move(own, opponent, move,
                                                     engine)
        child_moves = None
        if empties - 1 > SOLVE_FEW_EMPTIES:
            child_moves = find_moves(child_own, child_opponent, engine)
        child = table.get((child_own, child_opponent))
        if child is not None:
            child_depth, child_lower, child_upper, child_move = child
            if -child_upper >= beta:
                return -child_upper
        order = -weights[move.bit_length() - 1]
        if child_moves is not None:
            order += REPLY_ORDER_WEIGHT * child_moves.bit_count()
        if move == first_move:
            order = -INFINITE_SCORE
        children.append((order, move, child_own, child_opponent,
                         child_moves))
    children.sort()
    window_bottom = alpha
    best = -INFINITE_SCORE
    best_move = 0
    for order, move, child_own, child_opponent, child_moves in children:
        if best_move == 0:
            value = -solve_node(child_own, child_opponent, empties - 1,
                                -beta, -alpha, state, child_moves)
        else:
            value = -solve_node(child_own, child_opponent, empties - 1,
                                -alpha - 1, -alpha, state, child_moves)
            if alpha < value < beta:
                value = -solve_node(child_own, child_opponent, empties - 1,
                                    -beta, -value, state, child_moves)
        if value > best:
            best = value
            best_move = move
            if value > alpha:
                alpha = value
                if alpha >= beta:
                    break
    store_table_entry(table, key, empties, best, window_bottom, beta,
                      best_move)
    return best


def search_root(own, opponent, depth, state, node):
    """Searches the first ply of a position whose side to move has a
    move, with the full window, keeping the best move so far in the
    state at once (for a search stopped before the ply is done). The
    best move of the last search of this state is tried first.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; depth -- plies to search (for the solver, the empty
        squares left); state -- the SearchState (changed); node --
        the node search below the first ply (search_node or solve_node).
    Returns: the position's value for the side to move.
    Raises: SearchBudgetSpent when the budget runs out.
    """
    count_search_node(state)
    engine = state.engine
    empties = (engine.squares & ~(own | opponent)).bit_count()
    moves = engine.find_moves(own, opponent, engine)
    by_replies = (depth >= ORDER_BY_REPLIES_DEPTH
                  and empties > ORDER_BY_REPLIES_EMPTIES)
    best = -INFINITE_SCORE
    for move in order_moves(own, opponent, moves, state.best_move,
                            by_replies, state):
        value = search_child(own, opponent, move, depth, best,
                             INFINITE_SCORE, best == -INFINITE_SCORE, state,
                             node)
        if value > best:
            best = value
            state.best_move = move
    return best


def deepen_search(own, opponent, max_depth, state, best_move):
    """Searches one ply deeper at a time, up to max_depth, until the
    budget is spent; each ply tries the last one's best move first.

    Parameters: own, opponent -- the bits of the side to move (which has
        a legal move) and of the other side; max_depth -- the deepest
        search to start; state -- the SearchState; best_move --
        the move to play if not even one ply is finished.
    Returns: a pair [move bit, value]: the best move found (in the ply
        the budget stopped, if it found one), and the value the deepest
        finished ply gave.
    """
    result = [best_move, 0]
    depth = 1
    try:
        while depth <= max_depth:
            value = search_root(own, opponent, depth, state, search_node)
            result = [state.best_move, value]
            depth += 1
    except SearchBudgetSpent:
        if state.best_move:
            result[0] = state.best_move
    return result


def solve_position(own, opponent, state):
    """The exact solver: the final disc difference with best play from a
    position whose side to move has a move; the best move is left in the
    state.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; state -- a fresh SearchState (changed).
    Returns: the exact value for the side to move.
    Raises: SearchBudgetSpent when the budget runs out.
    """
    empty = state.engine.squares & ~(own | opponent)
    return search_root(own, opponent, empty.bit_count(), state, solve_node)


def play_out_best_line(own, opponent, value, state):
    """Plays a solved position to its end with best play on both sides:
    at each turn, a move whose exact value is the position's.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; value -- the position's exact value for the side to
        move; state -- the solver's SearchState (its table makes each
        step quick).
    Returns: a pair [own, opponent] of the final position's bits, for the
        same sides as given.
    Raises: SearchBudgetSpent when the budget runs out.
    """
    engine = state.engine
    turned = False
    turn, moves = get_engine_turn(own, opponent, engine)
    while turn != TURN_GAME_OVER:
        if turn == TURN_OWN:
            # The move the solver found best here, if it kept the
            # position, is tried first: it is almost always the one.
            entry = state.table.get((own, opponent))
            first_move = 0
            if entry is not None:
                entry_depth, lower, upper, first_move = entry
            empties = (engine.squares & ~(own | opponent)).bit_count()
            for move in order_moves(own, opponent, moves, first_move, False,
                                    state):
                after = play_engine_move(own, opponent, move, engine)
                # The window around -value returns exactly -value only
                # for a move that keeps the position's value.
                if -solve_node(after[0], after[1], empties - 1, -value - 1,
                               -value + 1, state) == value:
                    break
            # Some move always keeps the value of a solved position, so
            # the loop has stopped at one.
            own, opponent = after
        else:
            own, opponent = opponent, own
        value = -value
        turned = not turned
        turn, moves = get_engine_turn(own, opponent, engine)
    if turned:
        return [opponent, own]
    return [own, opponent]


def get_search_valuation(move, value):
    """Turns the evaluating search's value of a move into a valuation. A
    value the search proved by reaching the end of the game on every line
    (see get_won_score) is a bound of the final value, and its estimate.

    Parameters: move -- the move's bit; value -- the search's value.
    Returns: the Valuation.
    """
    lower = -INFINITE_SCORE
    upper = INFINITE_SCORE
    estimate = _get_unwon_score(value)
    if value > WIN_SCORE:
        lower = estimate
    elif value < -WIN_SCORE:
        upper = estimate
    return Valuation(move, lower, upper, estimate)


def search_every_move(own, opponent, max_depth, state):
    """The evaluating search of every move of a position, one ply deeper
    at a time until the budget is spent, each move with the full window,
    so each gets its own value (not only a bound). A value the search
    proved by reaching the end of the game on every line (see
    get_won_score) is kept as a bound of the final value.

    Parameters: own, opponent -- the bits of the side to move (which has
        a move) and of the other side; max_depth -- the deepest search to
        start; state -- the SearchState.
    Returns: the Valuations, best first, from the deepest ply every move
        finished (the square weights alone order them when no ply did).
    """
    engine = state.engine
    moves = engine.find_moves(own, opponent, engine)
    valuations = [Valuation(move, -INFINITE_SCORE, INFINITE_SCORE, 0)
                  for move in order_moves(own, opponent, moves, 0, False,
                                          state)]
    depth = 1
    try:
        while depth <= max_depth:
            deeper = []
            for valuation in valuations:
                value = search_child(own, opponent, valuation.move, depth,
                                     -INFINITE_SCORE, INFINITE_SCORE, True,
                                     state, search_node)
                deeper.append(get_search_valuation(valuation.move, value))
            deeper.sort(key=lambda entry: entry.estimate, reverse=True)
            valuations = deeper
            depth += 1
    except SearchBudgetSpent:
        pass
    return valuations


def solve_every_move(own, opponent, valuations, state):
    """Narrows every move's bounds to its exact value with the exact
    solver, best estimate first, sharing one transposition table, until
    the budget is spent (the bounds proven so far are kept).

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; valuations -- from search_every_move (changed: each
        bound is updated as it is proven); state -- the solver's
        SearchState.
    Returns: None.
    """
    engine = state.engine
    empties = (engine.squares & ~(own | opponent)).bit_count()
    children = [play_engine_move(own, opponent, valuation.move, engine)
                for valuation in valuations]
    best = None
    try:
        # The best move's value, then a null window above each other
        # move's bound proves most of them no better.
        for index, valuation in enumerate(valuations):
            if best is not None:
                narrow_valuation(children[index], empties, valuation,
                                 best, best + 1, state)
            else:
                refine_valuation(children[index], empties, valuation, state)
                best = valuation.lower
        for index, valuation in enumerate(valuations):
            refine_valuation(children[index], empties, valuation, state)
    except SearchBudgetSpent:
        pass


def narrow_valuation(child, empties, valuation, alpha, beta, state):
    """Solves the position after a move with a window and keeps what that
    proves about the move's value.

    Parameters: child -- the position after the move, [own, opponent]
        for the side then to move; empties -- the empty squares before the
        move; valuation -- the move's valuation (changed); alpha, beta --
        the window, for the side that made the move; state -- the solver's
        SearchState.
    Returns: None.
    Raises: SearchBudgetSpent when the budget runs out.
    """
    value = -solve_node(child[0], child[1], empties - 1, -beta, -alpha,
                        state)
    if value < beta:
        valuation.upper = min(valuation.upper, value)
    if value > alpha:
        valuation.lower = max(valuation.lower, value)


def refine_valuation(child, empties, valuation, state):
    """Solves a move's value exactly by a series of tests with the
    narrowest window, each asking whether the value is a guess (as
    MTD(f) does): the first guess is the move's estimate, kept inside its
    proven bounds, and each next guess the bound the last test proved
    (the solver's bounds are close, and its table keeps what each test
    learnt for the next).

    Parameters: child -- the position after the move; empties -- the
        empty squares before the move; valuation -- the move's valuation
        (changed); state -- the solver's SearchState.
    Returns: None.
    Raises: SearchBudgetSpent when the budget runs out.
    """
    guess = round(valuation.estimate)
    while valuation.lower < valuation.upper:
        guess = min(max(guess, valuation.lower), valuation.upper)
        narrow_valuation(child, empties, valuation, guess - 1, guess + 1,
                         state)


# ======================================================================
# COMPUTER PLAYERS (naive, random, greedy, corner, level1 to level5)
# ======================================================================

# The names --x, --o and --match take for the computers beyond the
# UMBC one.
RANDOM_PLAYER = "random"
GREEDY_PLAYER = "greedy"
CORNER_PLAYER = "corner"
LEVEL1_PLAYER = "level1"
LEVEL2_PLAYER = "level2"
LEVEL3_PLAYER = "level3"
LEVEL4_PLAYER = "level4"
LEVEL5_PLAYER = "level5"
STRONGEST_PLAYER = LEVEL5_PLAYER

# What a computer may use besides the board (see Settings), and the
# think time it has when --think does not say.
DEFAULT_THINK_SECONDS = 1.0
MAX_THINK_SECONDS = 3600

# The searching computers' strengths: [the most plies a level looks
# ahead, the number of empty squares from which it solves the endgame
# exactly], read by unpacking. Every level also stops when its think
# time is spent; level5 alone has no depth limit (NO_DEPTH_LIMIT) and
# looks as deep as the think time allows.
NO_DEPTH_LIMIT = None
LEVELS = {LEVEL1_PLAYER: [1, 4],
          LEVEL2_PLAYER: [2, 6],
          LEVEL3_PLAYER: [3, 8],
          LEVEL4_PLAYER: [5, 12],
          LEVEL5_PLAYER: [NO_DEPTH_LIMIT, 14]}


@dataclasses.dataclass
class Settings:
    """What the computers of a game may use besides the board."""
    random_numbers: random.Random  # the game's one random-number
    # ... generator (seeded by --seed)
    think: float                  # the searching computers' think time
    # ... in seconds (--think)
    win: str                      # WIN_MOST or WIN_FEWEST (a searching
    # ... computer plays for fewest discs when that wins)
    evaluation: Evaluation        # the searching computers' evaluation
    node_limit: int = None        # None: the think time bounds each
    # ... search; otherwise the positions each search (a move chosen,
    # ... one analysis) may visit in all, whatever the think time, and
    # ... no clock stops it, so that a test's searches are tiny and the
    # ... same on any machine (the program never sets it)


@dataclasses.dataclass
class SearchBudget:
    """How a searching computer plans its work on a position (see
    create_search_budget)."""
    state: SearchState            # the evaluating search's state
    max_depth: int                # the deepest it may look
    solving: bool                 # whether the exact solver will try the
    # ... position
    deadline: float               # the time.perf_counter() reading that
    # ... stops both
    node_limit: int               # the Settings' node_limit: the
    # ... positions both may visit (None: as the think time allows)


@dataclasses.dataclass
class Analysis:
    """A searching computer's analysis of a position."""
    piece: str                    # the side moving
    move: list                    # its move as [row, col]
    value: int                    # the move's value (the evaluating
    # ... search's, see get_won_score, or the solver's)
    exact: bool                   # whether the value is exact (the solver
    # ... reached the end of every line)
    final_board: list             # when it is, the board at the end of
    # ... the game with best play (otherwise [])


def create_settings(seed=None, think=DEFAULT_THINK_SECONDS, win=WIN_MOST,
                    evaluation=DEFAULT_EVALUATION, node_limit=None):
    """Makes the Settings the computers of a game share.

    Parameters: seed -- the seed of the game's random-number generator
        (None seeds it from the operating system or the time); think --
        the searching computers' think time in seconds; win -- WIN_MOST
        or WIN_FEWEST; evaluation -- the searching computers' Evaluation;
        node_limit -- None, or the positions each search may visit in
        place of the think time (see Settings).
    Returns: the Settings.
    """
    return Settings(random.Random(seed), think, win, evaluation, node_limit)


def get_win_sign(settings):
    """Says which way the disc difference counts for the searching
    computers.

    Parameters: settings -- the Settings (how the game is won).
    Returns: 1 when the most discs win, -1 when the fewest do.
    """
    sign = 1
    if settings.win == WIN_FEWEST:
        sign = -sign
    return sign


def choose_naive_rule_move(board, piece, rules=UMBC_RULES, settings=None):
    """Chooses as PART 1's naive computer does (see choose_naive_move),
    under any rule set: the topmost, then leftmost legal move.

    Parameters: board -- the 2D list of pieces; piece -- the side moving;
        rules -- the rule set; settings -- not needed (every computer
        takes it).
    Returns: the move as [row, col], or [] when there is no legal move.
    """
    moves = get_rule_moves(board, piece, rules)
    if len(moves) == 0:
        return []
    return moves[0]


def choose_random_move(board, piece, rules=UMBC_RULES, settings=None):
    """Chooses a legal move uniformly at random.

    Parameters: board -- the 2D list of pieces; piece -- the side moving;
        rules -- the rule set; settings -- the Settings (its random
        numbers; fresh settings when None).
    Returns: the move as [row, col], or [] when there is no legal move.
    """
    settings = settings or create_settings()
    moves = get_rule_moves(board, piece, rules)
    if len(moves) == 0:
        return []
    return settings.random_numbers.choice(moves)


def choose_greedy_move(board, piece, rules=UMBC_RULES, settings=None):
    """Chooses the move that flips the most pieces; among equals, the
    topmost, then leftmost.

    Parameters: board -- the 2D list of pieces; piece -- the side moving;
        rules -- the rule set; settings -- not needed (every computer
        takes it).
    Returns: the move as [row, col], or [] when there is no legal move.
    """
    best_move = []
    best_count = 0
    # Moves come in row-major order, and only a strictly larger count
    # replaces the best, so the first of equals (topmost, leftmost) stays.
    for move in get_rule_moves(board, piece, rules):
        count = len(get_rule_flips(board, move[0], move[1],
                                   piece, rules))
        if len(best_move) == 0 or count > best_count:
            best_move = move
            best_count = count
    return best_move


def _is_corner(board, row, col):
    """Tells whether row, col is a corner (a one-row board's end)."""
    return row in [0, len(board) - 1] and col in [0, len(board[0]) - 1]


def choose_corner_move(board, piece, rules=UMBC_RULES, settings=None):
    """Chooses as the computer of the blog tutorial on Reversi does: a
    corner if one is legal; otherwise the move that leaves it the most
    pieces. Moves are shuffled first, so ties are broken at random.

    Parameters: board -- the 2D list of pieces; piece -- the side moving;
        rules -- the rule set; settings -- the Settings (its random
        numbers; fresh settings when None).
    Returns: the move as [row, col], or [] when there is no legal move.
    """
    settings = settings or create_settings()
    moves = get_rule_moves(board, piece, rules)
    settings.random_numbers.shuffle(moves)
    for move in moves:
        if _is_corner(board, move[0], move[1]):
            return move
    best_move = []
    best_count = 0
    for move in moves:
        after = copy_board(board)
        apply_rule_move(after, move[0], move[1], piece, rules)
        count = count_pieces(after, piece)
        if len(best_move) == 0 or count > best_count:
            best_move = move
            best_count = count
    return best_move


def get_bits_board(own, opponent, piece, engine):
    """Converts the engine's bits back to a 2D board (the inverse of
    get_engine_bits).

    Parameters: own, opponent -- the bits of piece's pieces and of the
        other side's; piece -- the side own is for; engine -- the engine
        table.
    Returns: a new 2D list of pieces.
    """
    board = []
    for row in range(engine.rows):
        board.append([EMPTY] * engine.cols)
    for square in list_bit_squares(own, engine):
        board[square[0]][square[1]] = piece
    for square in list_bit_squares(opponent, engine):
        board[square[0]][square[1]] = get_opponent(piece)
    return board


def create_search_budget(engine, own, opponent, level, settings, think,
                         solve_empties=None):
    """Plans a searching computer's work on a position: whether the exact
    solver will try it (few enough empty squares for the level), how deep
    the evaluating search may go, and that search's state with its share
    of the think time (of the Settings' node_limit when it is set, with
    no clock).

    Parameters: engine -- the Engine; own, opponent -- the bits of
        the side to move and of the other side; level -- a name from
        LEVELS; settings -- the Settings (how the game is won and
        the evaluation); think -- the seconds the whole work may take;
        solve_empties -- the most empty squares the solver tries (None
        for the level's own).
    Returns: the plan, a SearchBudget.
    """
    node_limit = settings.node_limit
    midgame_nodes = think * NODES_PER_SECOND
    deadline = time.perf_counter() + think * CLOCK_SLACK
    if node_limit is not None:
        midgame_nodes = node_limit
        deadline = math.inf
    empties = (engine.squares & ~(own | opponent)).bit_count()
    depth_limit, level_solve_empties = LEVELS[level]
    if solve_empties is None:
        solve_empties = level_solve_empties
    solving = empties <= solve_empties
    if solving:
        midgame_nodes = midgame_nodes * MIDGAME_SHARE_BEFORE_SOLVING
    # Searching deeper than the squares left to fill tells nothing more.
    max_depth = empties
    if depth_limit is not NO_DEPTH_LIMIT:
        max_depth = min(depth_limit, empties)
    if solving:
        max_depth = min(max_depth, MIDGAME_DEPTH_BEFORE_SOLVING)
    state = create_search_state(
        engine, settings.evaluation, get_win_sign(settings),
        max(1, round(midgame_nodes)), deadline)
    return SearchBudget(state, max_depth, solving, deadline, node_limit)


def create_solver_state(budget, think):
    """Starts the exact solver's search with the think time (or the
    positions of the node limit) the evaluating search left.

    Parameters: budget -- the plan (see create_search_budget), after its
        evaluating search; think -- the seconds the whole work may take.
    Returns: the solver's SearchState.
    """
    state = budget.state
    if budget.node_limit is None:
        seconds_left = think - state.nodes / NODES_PER_SECOND
        solver_nodes = seconds_left * SOLVER_NODES_PER_SECOND
    else:
        solver_nodes = budget.node_limit - state.nodes
    return create_search_state(
        state.engine, state.evaluation, state.sign,
        max(1, round(solver_nodes)), budget.deadline)


def analyse_position(board, piece, rules, level, settings, want_final):
    """Finds a searching computer's move in a position, and what it is
    worth. The level's depth and the think time bound an ordinary
    search; when few enough squares are empty, the exact solver then
    tries to reach the end of every line with the budget left.

    Parameters: board -- the 2D list of pieces; piece -- the side moving;
        rules -- the rule set; level -- a name from LEVELS; settings --
        the Settings (its think time, how the game is won and the
        evaluation); want_final -- whether to play an exactly solved
        position out to its end (for the hint's final score).
    Returns: the Analysis, or None when the side has no legal move.
    """
    engine = build_engine(rules, len(board), len(board[0]))
    own, opponent = get_engine_bits(board, piece, engine)
    moves = engine.find_moves(own, opponent, engine)
    if not moves:
        return None
    think = settings.think
    budget = create_search_budget(engine, own, opponent, level, settings,
                                  think)
    state = budget.state
    first_guess = order_moves(own, opponent, moves, 0, False, state)[0]
    result = deepen_search(own, opponent, budget.max_depth, state,
                           first_guess)
    analysis = Analysis(piece, get_bit_square(result[0], engine), result[1],
                        False, [])
    if not budget.solving:
        return analysis
    exact_state = create_solver_state(budget, think)
    try:
        value = solve_position(own, opponent, exact_state)
    except SearchBudgetSpent:
        return analysis
    analysis = Analysis(piece, get_bit_square(exact_state.best_move, engine),
                        value, True, [])
    if want_final:
        # Playing the game out re-searches a little of what the solver
        # did; it gets a share of the think time more.
        exact_state.node_limit = NO_NODE_LIMIT
        exact_state.deadline = (budget.deadline
                                + think * PLAYOUT_SHARE * CLOCK_SLACK)
        try:
            final = play_out_best_line(own, opponent, value, exact_state)
            analysis.final_board = get_bits_board(final[0], final[1],
                                                  piece, engine)
        except SearchBudgetSpent:
            pass
    return analysis


def choose_search_move(board, piece, rules=UMBC_RULES, settings=None,
                       level=STRONGEST_PLAYER):
    """Chooses a searching computer's move (level1 to level5 are this
    function with their level given).

    Parameters: board -- the 2D list of pieces; piece -- the side moving;
        rules -- the rule set; settings -- the Settings (fresh
        settings when None); level -- a name from LEVELS.
    Returns: the move as [row, col], or [] when there is no legal move.
    """
    settings = settings or create_settings()
    moves = get_rule_moves(board, piece, rules)
    if len(moves) == 0:
        return []
    if len(moves) == 1:
        return moves[0]
    analysis = analyse_position(board, piece, rules, level, settings, False)
    return analysis.move


# Every computer player, by the name --x, --o and --match take. Each is a
# function (board, piece, rules, settings) -> move, so they are
# interchangeable; the last two arguments may be left out.
COMPUTER_PLAYERS = {
    NAIVE: choose_naive_rule_move,
    RANDOM_PLAYER: choose_random_move,
    GREEDY_PLAYER: choose_greedy_move,
    CORNER_PLAYER: choose_corner_move,
    LEVEL1_PLAYER: functools.partial(choose_search_move, level=LEVEL1_PLAYER),
    LEVEL2_PLAYER: functools.partial(choose_search_move, level=LEVEL2_PLAYER),
    LEVEL3_PLAYER: functools.partial(choose_search_move, level=LEVEL3_PLAYER),
    LEVEL4_PLAYER: functools.partial(choose_search_move, level=LEVEL4_PLAYER),
    LEVEL5_PLAYER: functools.partial(choose_search_move, level=LEVEL5_PLAYER),
}
PLAYER_KINDS = [HUMAN] + list(COMPUTER_PLAYERS)




# ======================================================================
# SQUARES, TYPED MOVES AND POSITIONS
# ======================================================================

# How the other games' squares are typed and written: numbered from the
# rule set's first square number (1 in the one-row game, where a square
# is one number), or, where RULE_SQUARE_NAMES allows it, by Othello's
# names: a column letter from the left, then a row number from the top
# (d3 is row 2, column 3).
SQUARE_PART_COUNT = 1
SQUARE_FORMAT = "{} {}"
SPACE = " "
# The refusal of a line that is not a move in every game but PART 1's
# own: it points to help, which only those games have.
MALFORMED_HELP_MESSAGE = ("Please type the row and then the column, such "
                          "as 2 4 (help lists more).")
COLUMN_LETTERS = "abcdefghijklmnop"
SQUARE_NAME_FORMAT = "{}{}"
MALFORMED_SQUARE_MESSAGE = ("Please type the square's number, such as 5 "
                            "(help lists more).")
SQUARE_OUT_OF_RANGE_MESSAGE = ("That square is off the board: squares are "
                               "numbered {} to {}.")
MALFORMED_OR_NAME_MESSAGE = ("Please type the row and column (2 4) or the "
                             "square's name (e3); see help.")
NAME_OUT_OF_RANGE_MESSAGE = ("That square is off the board: the columns "
                             "are a to {} and the rows 1 to {}.")
MUST_PASS_MESSAGE = "You have no legal move: type pass."
# The form of a move the prompt names where squares are named, and how a
# list of named moves is written.
NAME_NOTATION = "such as f5"
NAME_LIST_SEPARATOR = ", "
NO_NAMED_MOVES = "none"

# How a piece of a file, a command line or a protocol line is shown in
# a message (see escape_text): its characters that are not printable
# written as Python escapes them, cut after QUOTED_LENGTH characters
# (a file's name after SHOWN_PATH_LENGTH).
QUOTED_LENGTH = 40
SHOWN_PATH_LENGTH = 120
QUOTE_MORE = "..."
QUOTE_MARK = "'"
ESCAPE_ENCODING = "unicode_escape"
ESCAPED_TEXT_ENCODING = "ascii"

# --position: one character a square, row by row (the layout of the OBF
# positions Othello engines use), then a space and the side to move.
# parse_position's answer is a Position record.
POSITION_EMPTY_CHARACTERS = "-._"
POSITION_EMPTY = "-"
POSITION_PIECES = [PLAYER_PIECE, COMPUTER_PIECE]
POSITION_SEPARATOR = " "
POSITION_PART_COUNT = 2
POSITION_LENGTH_ERROR = ("--position needs {} squares (the board is {} x "
                         "{}); got {}")
POSITION_CHARACTER_ERROR = ("--position: square {} is {}; a square is X, "
                            "O, or - . _ for empty")
POSITION_SIDE_ERROR = ("--position must end with a space and the side to "
                       "move, X or O")


@dataclasses.dataclass
class Position:
    """A position read from --position's text (or a record's Position
    tag)."""
    board: list          # the 2D list of pieces ([] when there is an error)
    side: str            # the side to move (EMPTY when there is an error)
    error: str           # why the text cannot be used ('' when it can)


def escape_text(text, length=QUOTED_LENGTH):
    """Writes a piece of a file, a command line or a protocol line for a
    message: a character that is not printable as its escape (\\x1b),
    and at most length characters of the text, then QUOTE_MORE.

    Parameters: text -- the piece, as read; length -- the most
        characters shown (QUOTED_LENGTH; SHOWN_PATH_LENGTH for a file's
        name).
    Returns: the text to show: one line, no control character.
    """
    shown = text[:length]
    escaped = "".join(character if character.isprintable() else
                      character.encode(ESCAPE_ENCODING).decode(
                          ESCAPED_TEXT_ENCODING)
                      for character in shown)
    if len(text) > length:
        escaped += QUOTE_MORE
    return escaped


def show_path(path):
    """Writes a file's name for a message (see escape_text)."""
    return escape_text(path, SHOWN_PATH_LENGTH)


def quote_text(text):
    """Writes a piece of input for a message in quotes (see escape_text)."""
    return QUOTE_MARK + escape_text(text) + QUOTE_MARK


def parse_square_name(word, board):
    """Reads a square typed by its name: a column letter (either case)
    and a row number counted from 1.

    Parameters: word -- one typed word; board -- the 2D list of pieces
        (for its size).
    Returns: [] when the word is not shaped like a name (a letter, then
        digits); otherwise a pair [move, error] as parse_move gives it.
    """
    letter = word[:1].lower()
    digits = word[1:]
    if not (letter.isascii() and letter.isalpha()) or len(digits) == 0:
        return []
    for character in digits:
        if character not in DIGITS:
            return []
    col = ord(letter) - ord(COLUMN_LETTERS[0])
    # A huge row number is simply off the board (see parse_whole_number).
    row = parse_whole_number(digits) - 1
    if not is_on_board(board, row, col):
        return [[], NAME_OUT_OF_RANGE_MESSAGE.format(
            COLUMN_LETTERS[len(board[0]) - 1], len(board))]
    return [[row, col], ""]


def format_numbered_square(board, move, first_number=0):
    """Writes a square the way a player types it by numbers: 'row col'
    counted from first_number, or just the square's number on a one-row
    board.

    Parameters: board -- the 2D list of pieces (for its shape); move -- the
        [row, col] square; first_number -- the number of the first row
        and column.
    Returns: the square as a string, such as '2 4' or '5'.
    """
    if len(board) == 1:
        return str(move[1] + first_number)
    return SQUARE_FORMAT.format(move[0] + first_number,
                                move[1] + first_number)


def format_square_name(board, move):
    """Writes a square's standard name: its Othello name on a grid (d3),
    its number (1 to 12) on a one-row board.

    Parameters: board -- the 2D list of pieces (for its shape); move --
        the [row, col] square.
    Returns: the name as a string.
    """
    if len(board) == 1:
        return format_numbered_square(board, move,
                                      ONE_ROW_RULES.first_number)
    return SQUARE_NAME_FORMAT.format(COLUMN_LETTERS[move[1]],
                                     move[0] + 1)


def get_board_labels(board, names, first_number):
    """Labels the columns and rows of a board as its squares are written:
    letters across and numbers down from 1 where squares are named (a1
    top left), otherwise numbers from first_number.

    Parameters: board -- the 2D list of pieces (for its shape); names --
        whether squares are named; first_number -- the number of the
        first row and column where they are not.
    Returns: a pair (column labels, row labels), lists of strings.
    """
    if names:
        return ([COLUMN_LETTERS[col] for col in range(len(board[0]))],
                [str(row + 1) for row in range(len(board))])
    return ([str(col + first_number) for col in range(len(board[0]))],
            [str(row + first_number) for row in range(len(board))])


def _parse_numbered_square(text, board, first_number):
    """Reads the square number typed on a one-row board.

    Parameters: text -- the line typed; board -- the one-row board;
        first_number -- the number of the first square.
    Returns: a pair [move, error], as parse_move gives it.
    """
    tokens = text.split()
    number = None
    if len(tokens) == SQUARE_PART_COUNT:
        number = parse_whole_number(tokens[0])
    if number is None:
        return [[], MALFORMED_SQUARE_MESSAGE]
    if not is_on_board(board, 0, number - first_number):
        return [[], SQUARE_OUT_OF_RANGE_MESSAGE.format(
            first_number, len(board[0]) - 1 + first_number)]
    return [[0, number - first_number], ""]


def parse_typed_square(text, board, first_number=0, square_names=False):
    """Reads a typed move of any game: 'row col' on a grid (see PART 1's
    parse_move), one square number on a one-row board, or, where the
    rule set allows it, the square's Othello name. A square number or a
    name is checked to be on the board; a grid's 'row col' is checked
    with the move (see check_rule_move).

    Parameters: text -- the line typed; board -- the 2D list of pieces
        (for its size); first_number -- the number of the first row and
        column; square_names -- whether a square may be typed by its name.
    Returns: a pair [move, error]: the [row, col] square and '', or []
        and the one-line reason the line was refused.
    """
    if len(board) == 1:
        return _parse_numbered_square(text, board, first_number)
    tokens = text.split()
    if square_names and len(tokens) == 1:
        named = parse_square_name(tokens[0], board)
        if len(named) > 0:
            return named
    move = parse_move(text)
    if len(move) == 0 and square_names:
        return [[], MALFORMED_OR_NAME_MESSAGE]
    if len(move) == 0:
        return [[], MALFORMED_HELP_MESSAGE]
    return [[move[0] - first_number, move[1] - first_number], ""]


def check_rule_move(text, board, piece, rules, first_number,
                    square_names=False):
    """Checks a typed line as a move under a rule set: that it names a
    square on the board, then that the move there is legal.

    Parameters: text -- the line typed; board -- the 2D list of pieces;
        piece -- the side moving; rules -- the rule set; first_number --
        the number of the first row and column; square_names -- whether a
        square may be typed by its name (not by default: the ICS 32
        protocol reads numbers only).
    Returns: a pair [move, error]: the legal [row, col] move and '', or []
        and the one-line reason the line was refused.
    """
    parsed = parse_typed_square(text, board, first_number, square_names)
    if parsed[1] != "":
        return parsed
    error = get_move_error(board, parsed[0],
                           get_rule_moves(board, piece, rules))
    if error != "":
        return [[], error]
    return parsed


def parse_position(text, rows, cols):
    """Reads a start position given with --position.

    Parameters: text -- the squares, one character each, row by row (X,
        O, or - . _ for empty), then a space and the side to move (X or
        O); rows, cols -- the board's size.
    Returns: the Position: its board, its side to move and '' when the
        text is good; otherwise no board, EMPTY and the reason.
    """
    parts = text.split(POSITION_SEPARATOR)
    if len(parts) != POSITION_PART_COUNT or parts[1] not in POSITION_PIECES:
        return Position([], EMPTY, POSITION_SIDE_ERROR)
    squares = parts[0]
    if len(squares) != rows * cols:
        return Position([], EMPTY, POSITION_LENGTH_ERROR.format(
            rows * cols, rows, cols, len(squares)))
    board = create_empty_board(rows, cols)
    for index in range(len(squares)):
        character = squares[index]
        if character in POSITION_PIECES:
            board[index // cols][index % cols] = character
        elif character not in POSITION_EMPTY_CHARACTERS:
            return Position([], EMPTY, POSITION_CHARACTER_ERROR.format(
                index + 1, quote_text(character)))
    return Position(board, parts[1], "")


def format_position(board, side):
    """Writes a position as --position reads it.

    Parameters: board -- the 2D list of pieces; side -- the side to move.
    Returns: the text: one character a square, then a space and the side.
    """
    squares = []
    for row in board:
        for cell in row:
            squares.append(cell.replace(EMPTY, POSITION_EMPTY))
    return "".join(squares) + POSITION_SEPARATOR + side


# ======================================================================
# ANALYSIS (--analyze)
# ======================================================================

# --analyze: what it prints. Every value is the final disc difference
# for the side to move (by the game's score): exact when the solver
# reached the end of every line, a bound when only that much is proven
# (the solver ran out of budget, or the evaluating search found a forced
# end of the game), and otherwise the evaluation's estimate, which is
# in discs too.
# The analysis tries the exact solver from ANALYSIS_SOLVE_EMPTIES empty
# squares on (level5 does from fewer, as it has less time); where the
# budget runs out first, the bounds it proved are shown.
ANALYSIS_SOLVE_EMPTIES = 20
# The analysis may take ANALYSIS_THINKS_PER_MOVE times the think time for
# each legal move (solving every move exactly costs several searches),
# and ANALYSIS_LEAST_THINKS times it however few the moves are (a hard
# position with few moves needs as much as an easy one with many).
ANALYSIS_THINKS_PER_MOVE = 3
ANALYSIS_LEAST_THINKS = 15
ANALYSIS_HEADING = ("{} to move: every move's value, the final disc "
                    "difference for {}, best first")
ANALYSIS_LINE = "{:>4}  {}"
ANALYSIS_NO_MOVE = "{} has no legal move."
ANALYSIS_PASS = "{} has no legal move and passes."
ANALYSIS_OVER = "The game is over: X {}, O {}."
VALUE_EXACT = "{} exact"
VALUE_BETWEEN = "{} to {}"
VALUE_AT_LEAST = "at least {}"
VALUE_AT_MOST = "at most {}"
VALUE_ABOUT = "about {}"
VALUE_SIGNED = "{:+d}"
# What is known of a value (see get_value_kind).
VALUE_KIND_EXACT = "exact"
VALUE_KIND_BETWEEN = "between"
VALUE_KIND_AT_LEAST = "at least"
VALUE_KIND_AT_MOST = "at most"
VALUE_KIND_ABOUT = "about"
VALUE_EVEN = "0"


@dataclasses.dataclass
class Opinion:
    """What the analysis thinks of a move: values as final disc
    differences for the side moving."""
    move: list                    # the move as [row, col] (None when not
    # ... wanted)
    lower: int                    # the lowest value proven
    # ... (-INFINITE_SCORE when nothing is)
    upper: int                    # the highest value proven
    # ... (INFINITE_SCORE when nothing is)
    estimate: int                 # the estimate
    key: int                      # what it is sorted by, best first


def create_opinion(valuation, sign, engine):
    """Turns the search's valuation of a move into an opinion: values in
    disc differences for the side moving, whichever way the game is won.

    Parameters: valuation -- from search_every_move (search values, sign
        times the disc difference); sign -- 1 when the most discs win, -1
        when the fewest do; engine -- the Engine (None when the
        move is not wanted).
    Returns: the Opinion (its move is None without an engine).
    """
    lower = valuation.lower
    upper = valuation.upper
    estimate = valuation.estimate
    # The search's best guess of the value, kept inside what is proven.
    key = min(max(estimate, lower), upper)
    if sign < 0:
        lower, upper = -upper, -lower
    move = None
    if engine is not None:
        move = get_bit_square(valuation.move, engine)
    return Opinion(move, lower, upper, sign * key, key)


def analyse_moves(board, piece, rules, settings, think=None,
                  watch_search=None):
    """Finds the strongest computer's opinion of every legal move: an
    evaluating search of every move, then, with ANALYSIS_SOLVE_EMPTIES or
    fewer empty squares, the exact solver. --analyze may take
    ANALYSIS_THINKS_PER_MOVE times the think time for each move
    (ANALYSIS_LEAST_THINKS times it at least).

    Parameters: board -- the 2D list of pieces; piece -- the side to
        move; rules -- the rule set; settings -- the Settings;
        think -- the seconds the whole analysis may take (None: as
        --analyze; the Settings' node_limit, when set, bounds the whole
        analysis instead); watch_search -- None, or a function called with each
        search state the analysis starts, so that another thread can end
        the search early (see stop_search).
    Returns: the opinions (see create_opinion), best first; [] when the
        side has no legal move.
    """
    engine = build_engine(rules, len(board), len(board[0]))
    own, opponent = get_engine_bits(board, piece, engine)
    moves = engine.find_moves(own, opponent, engine)
    if think is None:
        think = settings.think * max(
            ANALYSIS_THINKS_PER_MOVE * moves.bit_count(),
            ANALYSIS_LEAST_THINKS)
    budget = create_search_budget(engine, own, opponent, STRONGEST_PLAYER,
                                  settings, think, ANALYSIS_SOLVE_EMPTIES)
    state = budget.state
    if watch_search is None:
        watch_search = ignore_search
    watch_search(state)
    valuations = search_every_move(own, opponent, budget.max_depth,
                                   state)
    if budget.solving:
        solver_state = create_solver_state(budget, think)
        watch_search(solver_state)
        solve_every_move(own, opponent, valuations, solver_state)
    opinions = [create_opinion(valuation, state.sign, engine)
                for valuation in valuations]
    opinions.sort(key=lambda opinion: opinion.key, reverse=True)
    return opinions


def ignore_search(state):
    """Watches a search by doing nothing (analyse_moves' default).

    Parameters: state -- the SearchState.
    Returns: None.
    """


def stop_search(state):
    """Makes a search under way stop at its next position (any thread)."""
    state.node_limit = 0


def format_disc_value(value):
    """Writes a disc difference with its sign, or 0 for an even game.

    Parameters: value -- the difference, an int.
    Returns: the text, such as '+6', '-2' or '0'.
    """
    if value == 0:
        return VALUE_EVEN
    return VALUE_SIGNED.format(value)


def is_exact_opinion(opinion):
    """Tells whether an Opinion's value is known exactly."""
    return opinion.lower == opinion.upper


def get_value_kind(opinion):
    """Finds what is known of a move's value: exact, between two proven
    bounds, at least or at most a proven bound, or only an estimate.

    Parameters: opinion -- the opinion (see create_opinion).
    Returns: VALUE_KIND_EXACT, VALUE_KIND_BETWEEN, VALUE_KIND_AT_LEAST,
        VALUE_KIND_AT_MOST or VALUE_KIND_ABOUT.
    """
    lower = opinion.lower
    upper = opinion.upper
    if lower == upper:
        return VALUE_KIND_EXACT
    if lower > -INFINITE_SCORE and upper < INFINITE_SCORE:
        return VALUE_KIND_BETWEEN
    if lower > -INFINITE_SCORE:
        return VALUE_KIND_AT_LEAST
    if upper < INFINITE_SCORE:
        return VALUE_KIND_AT_MOST
    return VALUE_KIND_ABOUT


def format_opinion_value(opinion):
    """Writes what is known of a move's value, labelled by its kind (see
    get_value_kind; a bound is never written as the value itself).

    Parameters: opinion -- the opinion (see create_opinion).
    Returns: the text, such as '+6 exact', 'at least +10' or 'about -2'.
    """
    kind = get_value_kind(opinion)
    lower = format_disc_value(opinion.lower)
    upper = format_disc_value(opinion.upper)
    if kind == VALUE_KIND_EXACT:
        return VALUE_EXACT.format(lower)
    if kind == VALUE_KIND_BETWEEN:
        return VALUE_BETWEEN.format(lower, upper)
    if kind == VALUE_KIND_AT_LEAST:
        return VALUE_AT_LEAST.format(lower)
    if kind == VALUE_KIND_AT_MOST:
        return VALUE_AT_MOST.format(upper)
    return VALUE_ABOUT.format(format_disc_value(
        round(opinion.estimate)))


def format_search_value(value, exact, sign):
    """Writes the value of an analysis's best move, with its label (as
    format_opinion_value labels it; see analyse_position).

    Parameters: value -- the analysis's value (the solver's, or the
        evaluating search's); exact -- whether the solver found it; sign
        -- 1 when the most discs win, -1 when the fewest do.
    Returns: the text, such as '+6 exact', 'at least +10' or 'about -2'.
    """
    valuation = get_search_valuation(0, value)
    if exact:
        valuation = Valuation(0, value, value, value)
    return format_opinion_value(create_opinion(valuation, sign, None))


def format_analysis(board, piece, opinions, write_square=None):
    """Writes what --analyze prints (and the word analyze).

    Parameters: board -- the 2D list of pieces (for its shape); piece --
        the side to move; opinions -- from analyse_moves; write_square --
        the function (board, move) -> the square as the game writes it
        (None: the square's name).
    Returns: the lines as one string, joined by newlines (none at the end).
    """
    if write_square is None:
        write_square = format_square_name
    if len(opinions) == 0:
        return ANALYSIS_NO_MOVE.format(piece)
    lines = [ANALYSIS_HEADING.format(piece, piece)]
    for opinion in opinions:
        lines.append(ANALYSIS_LINE.format(
            write_square(board, opinion.move),
            format_opinion_value(opinion)))
    return "\n".join(lines)


def format_position_analysis(board, piece_due, rules, settings):
    """Writes what --analyze prints for a position: the opinions of the
    moves of the side that moves next (saying so when the side due must
    pass first), or the score when the game is over.

    Parameters: board -- the 2D list of pieces; piece_due -- the side
        whose turn it is; rules -- the rule set; settings -- the settings
        table.
    Returns: the lines as one string, joined by newlines (none at the end).
    """
    side = get_side_to_move(board, piece_due, rules)
    if side == EMPTY:
        scores = get_final_scores(board, rules, settings.win)
        return ANALYSIS_OVER.format(scores[PLAYER_PIECE],
                                    scores[COMPUTER_PIECE])
    lines = []
    if side != piece_due:
        lines.append(ANALYSIS_PASS.format(piece_due))
    lines.append(format_analysis(board, side, analyse_moves(
        board, side, rules, settings)))
    return "\n".join(lines)




# ======================================================================
# GAME RECORDS (--record, save, --load)
# ======================================================================

# A game record is a small text file in the style of a chess PGN: tag
# lines [Name "value"], a blank line, then the moves by their standard
# names (pass for a pass), MOVES_PER_LINE to a line. Result is the final
# score, X's count first, or * while the game is unfinished. Position is
# written only for a game that did not start from the usual position.
TAG_RULES = "Rules"
TAG_SIZE = "Size"
TAG_FIRST = "First"
TAG_START = "Start"
TAG_WIN = "Win"
TAG_SEED = "Seed"
TAG_POSITION = "Position"
TAG_RESULT = "Result"
# The moves again as one move string, for programs that read those; on
# loading it must agree with the moves.
TAG_MOVE_STRING = "Moves"
MOVE_STRING_TAG_ERROR = "the Moves tag does not match the moves"
RECORD_TAGS = [TAG_RULES, TAG_SIZE, TAG_FIRST, TAG_START, TAG_WIN,
               PLAYER_PIECE, COMPUTER_PIECE, TAG_SEED, TAG_POSITION,
               TAG_MOVE_STRING, TAG_RESULT]
TAG_FORMAT = "[{} \"{}\"]"
TAG_OPEN = "["
TAG_PATTERN = r'\[([A-Za-z]+) "([^"]*)"\]'
TAG_NAME_GROUP = 1
TAG_VALUE_GROUP = 2
# A record is read whole, so only a regular file of at most this many
# bytes is read; its lines end at \n, \r\n or \r (and nowhere else).
MAX_RECORD_BYTES = 1 << 20
RECORD_LINE_ENDS = r"\r\n|\r|\n"
RECORD_TEXT_ENCODING = "utf-8-sig"
SIZE_FORMAT = "{}x{}"
SIZE_SEPARATOR = "x"
SIZE_PART_COUNT = 2
RESULT_FORMAT = "{}-{}"
UNFINISHED_RESULT = "*"
MOVES_PER_LINE = 10
RECORD_ENCODING = "utf-8"
# A save first writes a new file of a random name beside the file it
# saves, .NAME.RANDOM.part, created only if no such name exists (so no
# planted link or file is written through); it is flushed to the disk
# and then renamed over NAME. One left behind by a save that was cut
# off (the program killed) is removed when NAME is saved again. A new
# file gets the permissions the umask leaves of NEW_FILE_MODE; a file
# saved again keeps its own.
TEMPORARY_PREFIX = "."
TEMPORARY_SEPARATOR = "."
TEMPORARY_SUFFIX = ".part"
TEMPORARY_RANDOM_PATTERN = r"[A-Za-z0-9_]+"
NEW_FILE_MODE = 0o666
PERMISSION_BITS = 0o7777

# What a record's tags may look like (see check_record_tags).
SEED_PATTERN = r"[+-]?[0-9]{1,40}"
RESULT_PATTERN = r"[0-9]{1,3}-[0-9]{1,3}"


@dataclasses.dataclass
class RecordFile:
    """A record file as _read_record_file reads it: its form checked, not
    yet its tags' values or its moves."""
    tags: dict           # {name: [value, line number]}
    moves: list          # the moves as [word, line number] pairs


@dataclasses.dataclass
class LoadedGame:
    """A game read from a record or a move string (see load_game), or
    the moves a move string plays (see replay_move_string). While error
    is not '', the other fields may be left at their defaults."""
    rules: object = None          # the Rules (None when not read)
    first: str = EMPTY            # the side that moves first
    top_left: str = EMPTY         # the top-left piece of the centre four
    win: str = WIN_MOST           # WIN_MOST or WIN_FEWEST
    player_names: dict = dataclasses.field(default_factory=dict)
    # ... {piece: HUMAN or a computer's name}
    seed: object = None           # the seed (a whole number) or None
    start: list = dataclasses.field(default_factory=list)
    # ... the position the game starts from (it gives the size)
    history: list = dataclasses.field(default_factory=list)
    # ... the [piece, move] entries played (move [] for a pass)
    board: list = dataclasses.field(default_factory=list)
    # ... the position the moves lead to
    error: str = ""               # why it cannot be used ('' when it can)


# What the player is told, and why a record cannot be used.
SAVE_USAGE_MESSAGE = "Type save and a file name (for example: save game.txt)."
SAVED_MESSAGE = "Saved the game to {}."
NOT_SAVED_MESSAGE = "Could not save the game to {}: {}."
# save writes over a file only when it is the game's own (see
# check_file_to_replace); save! writes over anything.
OTHER_GAME_ERROR = "holds another game"
NOT_A_RECORD_ERROR = "is not a game record"
NOT_REPLACED_MESSAGE = "Not saved: {} {} (save! {} replaces it)."
RECORD_WRITE_ERROR = "--record {}: cannot be written: {}"
RECORD_ERROR = "{}: {}"
RECORD_LINE_ERROR = "{}: line {}: {}"
RECORD_READ_ERROR = "cannot be read: {}"
RECORD_TEXT_ERROR = "not a game record (it is not text)"
RECORD_SIZE_ERROR = "not a game record (it is over {} bytes)"
NOT_A_FILE_ERROR = "not a regular file"
NOT_ASCII_NAME_ERROR = "give a file name of plain ASCII characters"
RECORD_TAG_ERROR = "a tag is written [Name \"value\"]"
RECORD_UNKNOWN_TAG = "unknown tag {}"
RECORD_REPEATED_TAG = "the tag {} is given twice"
RECORD_VALUE_ERROR = "{} cannot be {}"
RECORD_TAG_AFTER_MOVES = "a tag after the moves"
RECORD_MOVE_ERROR = "{} is not a move here: {}"
RECORD_PASS_ERROR = "{} may not pass: it has a legal move"
RECORD_MUST_PASS = "{} has no legal move here: the record must say pass"
RECORD_OVER_ERROR = "the game is already over at {}"

# Move strings: an Othello game's moves run together (f5d6c3d3c4), as
# Othello sites, Edax, Egaroucid and WZebra read and write them: either
# case, spaces allowed, passes written pass or left out (a side with no
# move passes by itself). A file with no tags is one; --moves gives one.
# A refused move is named by its place in the string and the rules'
# reason (the format skips the word, which the place already names).
MOVE_STRING_TOKEN = r"pass|[a-p](?:1[0-6]|[1-9])"
MOVE_STRING_SHOWN = 10
MOVE_STRING_ERROR = "move {} ({}): {}"
MOVE_STRING_SQUARE_ERROR = "{1}"
MOVE_STRING_TEXT_ERROR = "move {}: {} is not a square's name or pass"
NEWLINE = "\n"
LOAD_OPTIONS_ERROR = ("--load takes the game from the record: {} does not "
                      "apply")


def format_move_string(board, history):
    """Writes [piece, move] entries as a move string, passes left out."""
    return "".join([format_square_name(board, entry[1])
                    for entry in history if len(entry[1]) > 0])


def format_record(game, start, history, finished):
    """Writes a game's record.

    Parameters: game -- the Game; start -- the 2D list of pieces the
        game started from; history -- the [piece, move] entries played;
        finished -- the final 2D board when the game is over, or [] while
        it is not.
    Returns: the record's text, ending in a newline.
    """
    rules = game.rules
    rows = len(start)
    cols = len(start[0])
    tags = [[TAG_RULES, rules.name],
            [TAG_SIZE, SIZE_FORMAT.format(rows, cols)],
            [TAG_FIRST, game.first], [TAG_START, game.top_left],
            [TAG_WIN, game.win],
            [PLAYER_PIECE, game.player_names[PLAYER_PIECE]],
            [COMPUTER_PIECE, game.player_names[COMPUTER_PIECE]]]
    if game.seed is not None:
        tags.append([TAG_SEED, game.seed])
    if start != create_start_board(rows, cols, game.top_left,
                                    rules):
        tags.append([TAG_POSITION, format_position(start, game.first)])
    if rules.square_names:
        tags.append([TAG_MOVE_STRING, format_move_string(start, history)])
    result = UNFINISHED_RESULT
    if len(finished) > 0:
        scores = get_final_scores(finished, rules, game.win)
        result = RESULT_FORMAT.format(scores[PLAYER_PIECE],
                                      scores[COMPUTER_PIECE])
    tags.append([TAG_RESULT, result])
    lines = [TAG_FORMAT.format(tag[0], tag[1]) for tag in tags]
    lines.append("")
    words = []
    for entry in history:
        if len(entry[1]) == 0:
            words.append(PASS_WORD)
        else:
            words.append(format_square_name(start, entry[1]))
    for first in range(0, len(words), MOVES_PER_LINE):
        lines.append(POSITION_SEPARATOR.join(
            words[first:first + MOVES_PER_LINE]))
    return "\n".join(lines) + "\n"


def write_record_file(path, text):
    """Writes a record to a file so that the file is never left
    half-written and nothing else is written through it: into a new
    temporary file beside it (see TEMPORARY_PREFIX), flushed to the disk,
    then renamed over it. The temporary files that saves of the same file
    left behind when they were cut off are removed first.

    Parameters: path -- the file's name; text -- the record.
    Returns: '' when it was written, otherwise the reason it was not.
    """
    # Renaming over a link or a device would replace it, not write to it.
    if os.path.lexists(path) and (os.path.islink(path)
                                  or not os.path.isfile(path)):
        return NOT_A_FILE_ERROR
    folder, name = os.path.split(os.path.abspath(path))
    _remove_stale_temporaries(folder, name)
    temporary = None
    try:
        mode = NEW_FILE_MODE & ~_get_umask()
        if os.path.isfile(path):
            mode = os.stat(path).st_mode & PERMISSION_BITS
        handle, temporary = tempfile.mkstemp(
            prefix=TEMPORARY_PREFIX + name + TEMPORARY_SEPARATOR,
            suffix=TEMPORARY_SUFFIX, dir=folder)
        with os.fdopen(handle, "w", encoding=RECORD_ENCODING) as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.chmod(temporary, mode)
        os.replace(temporary, path)
    except (OSError, ValueError) as problem:
        if temporary is not None and os.path.lexists(temporary):
            os.remove(temporary)
        return str(getattr(problem, "strerror", None) or problem)
    return ""


def _get_umask():
    """Reads the process's umask, which can only be read by setting it.

    Parameters: none.
    Returns: the umask (the permission bits a new file does not get).
    """
    umask = os.umask(0)
    os.umask(umask)
    return umask


def _remove_stale_temporaries(folder, name):
    """Removes the temporary files that saves of a file left behind when
    they were cut off (see TEMPORARY_PREFIX); what is not a plain file of
    that name's pattern is left alone.

    Parameters: folder -- the folder the file is in; name -- its name.
    Returns: None.
    """
    pattern = (re.escape(TEMPORARY_PREFIX + name + TEMPORARY_SEPARATOR)
               + TEMPORARY_RANDOM_PATTERN + re.escape(TEMPORARY_SUFFIX))
    try:
        entries = os.listdir(folder)
    except OSError:
        return
    for entry in entries:
        found = os.path.join(folder, entry)
        if re.fullmatch(pattern, entry) and os.path.isfile(found) and not \
                os.path.islink(found):
            try:
                os.remove(found)
            except OSError:
                pass


def format_state_record(state):
    """Writes the record of a game under way, with its result once it is
    over.

    Parameters: state -- the GameState.
    Returns: the record's text (see format_record).
    """
    finished = []
    if is_rule_game_over(state.board, state.due, state.game.rules):
        finished = state.board
    return format_record(state.game, state.start,
                         state.history, finished)


def keep_record(state):
    """Rewrites the --record file after a turn (the after-turn step of a
    game that keeps a record).

    Parameters: state -- the GameState (its game's record_path).
    Returns: '' when it was written, otherwise the line to show the
        player.
    """
    path = state.game.record_path
    reason = write_record_file(path, format_state_record(state))
    if reason == "":
        state.saved_history = list(state.history)
        return ""
    return NOT_SAVED_MESSAGE.format(show_path(path), reason)


def _read_record_file(path):
    """Reads a record file into its tags and moves, checking its form
    (not yet its moves).

    Parameters: path -- the file's name.
    Returns: a pair [record, error]: the RecordFile and '' when the
        file is a record; otherwise None and the message to print (naming
        the file, and the line where there is one).
    """
    shown = show_path(path)
    try:
        # Opened without waiting (a pipe with no writer would wait for
        # ever), then read only if it is a regular file.
        handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        if not stat.S_ISREG(os.fstat(handle).st_mode):
            os.close(handle)
            return [None, RECORD_ERROR.format(shown, NOT_A_FILE_ERROR)]
        with os.fdopen(handle, "rb") as file:
            data = file.read(MAX_RECORD_BYTES + 1)
        if len(data) > MAX_RECORD_BYTES:
            return [None, RECORD_ERROR.format(
                shown, RECORD_SIZE_ERROR.format(MAX_RECORD_BYTES))]
        text = data.decode(RECORD_TEXT_ENCODING)
    except OSError as problem:
        return [None, RECORD_ERROR.format(shown, RECORD_READ_ERROR.format(
            problem.strerror or problem))]
    except UnicodeDecodeError:
        return [None, RECORD_ERROR.format(shown, RECORD_TEXT_ERROR)]
    tags = {}
    moves = []
    lines = re.split(RECORD_LINE_ENDS, text)
    for number in range(1, len(lines) + 1):
        line = lines[number - 1].strip()
        if line.startswith(TAG_OPEN):
            found = re.fullmatch(TAG_PATTERN, line)
            problem = ""
            if found is None:
                problem = RECORD_TAG_ERROR
            elif len(moves) > 0:
                problem = RECORD_TAG_AFTER_MOVES
            elif found.group(TAG_NAME_GROUP) not in RECORD_TAGS:
                problem = RECORD_UNKNOWN_TAG.format(
                    quote_text(found.group(TAG_NAME_GROUP)))
            elif found.group(TAG_NAME_GROUP) in tags:
                problem = RECORD_REPEATED_TAG.format(
                    found.group(TAG_NAME_GROUP))
            if problem != "":
                return [None, RECORD_LINE_ERROR.format(shown, number,
                                                       problem)]
            tags[found.group(TAG_NAME_GROUP)] = [
                found.group(TAG_VALUE_GROUP), number]
        else:
            for word in line.split():
                moves.append([word, number])
    return [RecordFile(tags, moves), ""]


def get_tag(record, tag, default):
    """Finds a tag's value in a loaded record.

    Parameters: record -- the RecordFile; tag -- the tag's name;
        default -- the value when the record does not give it.
    Returns: the value (a string), or default.
    """
    found = record.tags.get(tag)
    if found is None:
        return default
    return found[0]


def check_record_tags(record, path):
    """Checks a record's tags and reads the game from them.

    Parameters: record -- the RecordFile; path -- the file's name (for
        messages).
    Returns: the LoadedGame of the tags (its rules, first, top_left,
        win, player_names, seed and start; no moves yet), with error ''
        when every tag is good; otherwise only the error: the message
        naming the file, the tag's line and the reason.
    """
    tags = record.tags
    problems = []
    rules_name = get_tag(record, TAG_RULES, UMBC_RULES_NAME)
    if rules_name not in RULE_SETS:
        problems.append(TAG_RULES)
        rules = UMBC_RULES
    else:
        rules = RULE_SETS[rules_name]
    size = get_tag(record, TAG_SIZE, SIZE_FORMAT.format(rules.rows,
                                                        rules.cols))
    sides = [parse_whole_number(part) for part in size.split(SIZE_SEPARATOR)]
    if rules.size_fixed:
        good_size = sides == [rules.rows, rules.cols]
    else:
        good_size = (len(sides) == SIZE_PART_COUNT
                     and is_valid_board_side(sides[0])
                     and is_valid_board_side(sides[1]))
    if not good_size:
        problems.append(TAG_SIZE)
        sides = [rules.rows, rules.cols]
    pieces = []
    for tag, default in [[TAG_FIRST, PLAYER_PIECE],
                         [TAG_START, rules.top_left]]:
        piece = get_tag(record, tag, default)
        if piece not in POSITION_PIECES:
            problems.append(tag)
        pieces.append(piece)
    win = get_tag(record, TAG_WIN, WIN_MOST)
    if win not in WIN_CHOICES:
        problems.append(TAG_WIN)
    players = []
    for piece in POSITION_PIECES:
        default = HUMAN
        if piece == COMPUTER_PIECE:
            default = rules.o_player
        player = get_tag(record, piece, default)
        if player not in PLAYER_KINDS:
            problems.append(piece)
        players.append(player)
    seed = get_tag(record, TAG_SEED, None)
    if seed is not None and re.fullmatch(SEED_PATTERN, seed) is None:
        problems.append(TAG_SEED)
    start = create_start_board(sides[0], sides[1], pieces[1], rules)
    position = get_tag(record, TAG_POSITION, None)
    if position is not None:
        parsed = parse_position(position, sides[0], sides[1])
        if parsed.error != "":
            problems.append(TAG_POSITION)
        elif TAG_FIRST not in tags:
            pieces[0] = parsed.side
        elif parsed.side != pieces[0]:
            problems.append(TAG_FIRST)
        start = parsed.board
    result = get_tag(record, TAG_RESULT, UNFINISHED_RESULT)
    if result != UNFINISHED_RESULT and re.fullmatch(RESULT_PATTERN,
                                                     result) is None:
        problems.append(TAG_RESULT)
    if len(problems) > 0:
        tag = problems[0]
        return LoadedGame(error=RECORD_LINE_ERROR.format(
            show_path(path), tags[tag][1], RECORD_VALUE_ERROR.format(
                tag, quote_text(tags[tag][0]))))
    if seed is not None:
        seed = int(seed)
    return LoadedGame(rules, pieces[0], pieces[1], win,
                      {PLAYER_PIECE: players[0], COMPUTER_PIECE: players[1]},
                      seed, start)


def check_recorded_word(board, due, word, rules, square_error):
    """Checks one move of a record or a move string, a square's name or
    pass, for the side due.

    Parameters: board -- the 2D list of pieces (not changed); due -- the
        side whose turn it is; word -- the move as written; rules -- the
        rule set; square_error -- how to say that a square is refused,
        a format of the word and the rules' reason.
    Returns: a pair [move, problem]: the [row, col] move ([] for a pass)
        and '' when it is legal; otherwise [] and the reason.
    """
    side = get_side_to_move(board, due, rules)
    if side == EMPTY:
        return [[], RECORD_OVER_ERROR.format(escape_text(word))]
    if word.lower() == PASS_WORD:
        if side == due:
            return [[], RECORD_PASS_ERROR.format(due)]
        return [[], ""]
    if side != due:
        return [[], RECORD_MUST_PASS.format(due)]
    checked = check_rule_move(word, board, due, rules,
                              rules.first_number, True)
    if checked[1] != "":
        return [[], square_error.format(escape_text(word), checked[1])]
    return checked


def _replay_record(record, path, start, first, rules):
    """Plays a loaded record's moves, checking each against the rules.

    Parameters: record -- the RecordFile; path -- the file's name (for
        messages); start -- the 2D board the game starts from; first --
        the side that moves first; rules -- the rule set.
    Returns: a LoadedGame of the moves alone: its board (the position
        after the moves), its history (the [piece, move] entries played)
        and error '' when every move is legal; otherwise only the error:
        the message naming the file, the line and the reason.
    """
    board = copy_board(start)
    history = []
    due = first
    for word, number in record.moves:
        checked = check_recorded_word(board, due, word, rules,
                                      RECORD_MOVE_ERROR)
        move = checked[0]
        if checked[1] != "":
            return LoadedGame(error=RECORD_LINE_ERROR.format(
                show_path(path), number, checked[1]))
        if len(move) > 0:
            apply_rule_move(board, move[0], move[1], due, rules)
        history.append([due, move])
        due = get_opponent(due)
    return LoadedGame(board=board, history=history)


def _split_move_string(text):
    """Splits a move string into its moves: squares' names (either case)
    and passes, run together or spaced.

    Parameters: text -- the move string.
    Returns: a pair [words, rest]: the moves in lower case, and '' when
        the whole text is moves; otherwise the moves before the first
        text that is not one, and that text (at most MOVE_STRING_SHOWN
        characters of it).
    """
    squeezed = "".join(text.split())
    squeezed = squeezed.lower()
    words = []
    position = 0
    while position < len(squeezed):
        found = re.match(MOVE_STRING_TOKEN, squeezed[position:])
        if found is None:
            return [words, squeezed[position:position + MOVE_STRING_SHOWN]]
        words.append(found.group(0))
        position += len(found.group(0))
    return [words, ""]


def replay_move_string(text, start, first, rules):
    """Plays a move string from a position, checking every move; a side
    with no legal move passes by itself when the string leaves its pass
    out.

    Parameters: text -- the move string; start -- the 2D list of pieces
        (not changed); first -- the side to move there; rules -- the rule
        set.
    Returns: a LoadedGame of the moves alone: its board (the position
        after the moves), its history (the [piece, move] entries played)
        and error '' when every move is legal; otherwise only the error,
        'move N (word): reason', N counting the string's moves from 1.
    """
    split = _split_move_string(text)
    words = split[0]
    board = copy_board(start)
    history = []
    due = first
    for number in range(1, len(words) + 1):
        word = words[number - 1]
        side = get_side_to_move(board, due, rules)
        if word != PASS_WORD and side not in [due, EMPTY]:
            history.append([due, []])
            due = side
        checked = check_recorded_word(board, due, word, rules,
                                      MOVE_STRING_SQUARE_ERROR)
        if checked[1] != "":
            return LoadedGame(error=MOVE_STRING_ERROR.format(
                number, word, checked[1]))
        move = checked[0]
        if len(move) > 0:
            apply_rule_move(board, move[0], move[1], due,
                            rules)
        history.append([due, move])
        due = get_opponent(due)
    if split[1] != "":
        return LoadedGame(error=MOVE_STRING_TEXT_ERROR.format(
            len(words) + 1, quote_text(split[1])))
    return LoadedGame(board=board, history=history)


def check_file_to_replace(path, state):
    """Tells whether save may write a file: when no file is there yet
    (a folder or device is left to the write, which says why it
    cannot), when it is empty, or when it is this game's own (one it
    saved, its --record file or the record it was loaded from). Any
    other file, even a record of a game with the same moves so far, is
    another game's.

    Parameters: path -- the file's name; state -- the GameState.
    Returns: '' when the file may be written; otherwise why not
        (OTHER_GAME_ERROR or NOT_A_RECORD_ERROR).
    """
    if (not os.path.isfile(path) or os.path.getsize(path) == 0
            or os.path.realpath(path) in state.own_files):
        return ""
    if load_game(path).error != "":
        return NOT_A_RECORD_ERROR
    return OTHER_GAME_ERROR


def load_move_string(text, source):
    """Reads a move string as a standard game from the usual start.

    Parameters: text -- the move string; source -- where it came from
        (a file's name), for the message.
    Returns: the LoadedGame, as load_game's.
    """
    standard = RecordFile({TAG_RULES: [STANDARD_RULES_NAME, 0]}, [])
    loaded = check_record_tags(standard, source)
    replayed = replay_move_string(text, loaded.start, loaded.first,
                                  loaded.rules)
    loaded.board = replayed.board
    loaded.history = replayed.history
    if replayed.error != "":
        loaded.error = RECORD_ERROR.format(show_path(source),
                                           replayed.error)
    return loaded


def load_game(path):
    """Reads a --load record, checks its tags and replays its moves. A
    file with no tags is read as a move string of a standard game.

    Parameters: path -- the record file's name.
    Returns: the LoadedGame, whose error is '' when the record can be
        used, and otherwise the message to print (the other fields then
        left at their defaults).
    """
    read = _read_record_file(path)
    if read[1] != "":
        return LoadedGame(error=read[1])
    record = read[0]
    if len(record.tags) == 0:
        return load_move_string(SPACE.join(
            [entry[0] for entry in record.moves]), path)
    loaded = check_record_tags(record, path)
    if loaded.error != "":
        return loaded
    replayed = _replay_record(record, path, loaded.start, loaded.first,
                             loaded.rules)
    loaded.error = replayed.error
    loaded.board = replayed.board
    loaded.history = replayed.history
    tag = record.tags.get(TAG_MOVE_STRING)
    if (loaded.error == "" and tag is not None
            and tag[0] != format_move_string(loaded.start, loaded.history)):
        loaded.error = RECORD_LINE_ERROR.format(
            show_path(path), tag[1], MOVE_STRING_TAG_ERROR)
    return loaded



# ======================================================================
# REVIEW (review, --review: every move of a game judged)
# ======================================================================

# A review goes through a game move by move, for both sides. Each move
# is valued with every other legal move of its position by the analysis
# (analyse_moves, in the think time), and what the move played loses
# against the best one, in discs, marks it: REVIEW_INACCURACY discs or
# more is an inaccuracy, REVIEW_MISTAKE a mistake, REVIEW_BLUNDER a
# blunder. (An estimate is often a few discs off, so smaller losses are
# not marked.) Values are exact where the solver reached the end; a
# loss is then exact too, and otherwise said to be about so much.
REVIEW_INACCURACY = 4
REVIEW_MISTAKE = 8
REVIEW_BLUNDER = 16
MARK_NAMES = ["inaccuracy", "mistake", "blunder"]
MARK_PHRASES = ["an inaccuracy", "a mistake", "a blunder"]
MARK_PLURALS = ["inaccuracies", "mistakes", "blunders"]
REVIEW_HEADING = ("Review: each move against the best one, values in discs "
                  "for the side moving.")
REVIEW_MOVE = "{:>3}. {} {:<4} {}"
REVIEW_PASS = "pass"
REVIEW_ONLY_MOVE = "the only move"
REVIEW_BEST = "{}, the best move"
REVIEW_WORSE = "{}; best {} {}: {} lost"
REVIEW_LOSS = "{} {}"
DISC_WORD = "disc"
DISCS_WORD = "discs"
REVIEW_MARKED = "{}, {}"
REVIEW_SUMMARY = "{}: {}; {} lost in all."
REVIEW_COUNT = "{} {}"
REVIEW_COUNT_SEPARATOR = ", "
REVIEW_NO_MOVES = "There is no move to review yet."


@dataclasses.dataclass
class JudgedMove:
    """What _judge_move finds of a move (opinions as create_opinion's)."""
    played: Opinion      # the opinion of the move played
    best: Opinion        # the opinion of the best move
    lost: int            # the discs the move loses against the best one
    exact: bool          # whether the loss is exact


@dataclasses.dataclass
class ReviewTally:
    """What review_game counts of a side."""
    marks: list          # moves earning each mark, in MARK_NAMES' order
    lost: int            # the discs lost in all


def get_review_mark(lost):
    """Finds the mark a move earns by what it loses.

    Parameters: lost -- the discs the move loses against the best one.
    Returns: the index of its mark in MARK_NAMES, or -1 for none.
    """
    marks = -1
    for threshold in [REVIEW_INACCURACY, REVIEW_MISTAKE, REVIEW_BLUNDER]:
        if lost >= threshold:
            marks += 1
    return marks


def count_discs(number):
    """Writes a number of discs, such as '1 disc' or '6 discs'."""
    return REVIEW_LOSS.format(number, DISC_WORD if number == 1
                              else DISCS_WORD)


def _judge_move(board, piece, move, rules, settings):
    """Judges one move: its value and the best move's, in discs for the
    side moving, and what it loses.

    Parameters: board -- the position before the move; piece -- the side
        moving; move -- the [row, col] move played (legal); rules -- the
        rule set; settings -- the Settings (its think time bounds
        the analysis).
    Returns: None when the move was the only one; otherwise the
        JudgedMove.
    """
    if len(get_rule_moves(board, piece, rules)) == 1:
        return None
    opinions = analyse_moves(board, piece, rules, settings,
                             settings.think)
    best = opinions[0]
    played = [opinion for opinion in opinions
              if opinion.move == move][0]
    exact = is_exact_opinion(best) and is_exact_opinion(played)
    return JudgedMove(played, best, best.key - played.key, exact)


def format_review_move(number, piece, move, judged, board, write_square):
    """Writes one move's line of a review.

    Parameters: number -- the move's number in the game (passes count);
        piece -- the side moving; move -- the move ([] for a pass);
        judged -- the JudgedMove (None for an only move; unused
        for a pass); board -- the position (for its shape); write_square
        -- the function (board, move) -> the square as the game writes it.
    Returns: the line.
    """
    if len(move) == 0:
        return REVIEW_MOVE.format(number, piece, REVIEW_PASS, "").rstrip()
    square = write_square(board, move)
    if judged is None:
        return REVIEW_MOVE.format(number, piece, square, REVIEW_ONLY_MOVE)
    played = judged.played
    best = judged.best
    lost = judged.lost
    if lost == 0:
        return REVIEW_MOVE.format(number, piece, square, REVIEW_BEST.format(
            format_opinion_value(played)))
    loss = count_discs(lost)
    if not judged.exact:
        loss = VALUE_ABOUT.format(loss)
    text = REVIEW_WORSE.format(format_opinion_value(played),
                               write_square(board, best.move),
                               format_opinion_value(best), loss)
    mark = get_review_mark(lost)
    if mark >= 0:
        text = REVIEW_MARKED.format(text, MARK_PHRASES[mark])
    return REVIEW_MOVE.format(number, piece, square, text)


def _format_review_summary(name, marks, lost):
    """Writes a side's summary line at the end of a review.

    Parameters: name -- how the side is named (such as 'X (human)');
        marks -- how many moves earned each
        mark, in MARK_NAMES' order; lost -- the discs lost in all.
    Returns: the line.
    """
    counts = []
    for index in range(len(MARK_NAMES)):
        word = MARK_NAMES[index] if marks[index] == 1 else MARK_PLURALS[index]
        counts.append(REVIEW_COUNT.format(marks[index], word))
    return REVIEW_SUMMARY.format(name, REVIEW_COUNT_SEPARATOR.join(counts),
                                 count_discs(lost))


def review_game(start, history, rules, settings, write_square, names,
                show_line, note_judged=None):
    """Reviews a game: judges every move in turn and shows its line as
    soon as it is judged, then a summary for each side.

    Parameters: start -- the position the game started from; history --
        its [piece, move] entries (move [] for a pass); rules -- the rule
        set; settings -- the Settings (the think time bounds each
        move's analysis); write_square -- the function (board, move) ->
        the square as the game writes it; names -- {piece: how the side
        is named in the summary}; show_line -- the function that shows
        a line; note_judged -- None, or a function called as
        note_judged(number, piece, judged) after each move is judged
        (judged a JudgedMove, None for a pass or an only move).
    Returns: {piece: its ReviewTally}.
    """
    board = copy_board(start)
    tally = {piece: ReviewTally([0] * len(MARK_NAMES), 0) for piece in names}
    show_line(REVIEW_HEADING)
    for number in range(1, len(history) + 1):
        piece, move = history[number - 1]
        judged = None
        if len(move) > 0:
            judged = _judge_move(board, piece, move, rules, settings)
        show_line(format_review_move(number, piece, move, judged, board,
                                     write_square))
        if note_judged is not None:
            note_judged(number, piece, judged)
        if judged is not None:
            tally[piece].lost += judged.lost
            mark = get_review_mark(judged.lost)
            if mark >= 0:
                tally[piece].marks[mark] += 1
        if len(move) > 0:
            apply_rule_move(board, move[0], move[1], piece,
                            rules)
    for piece in names:
        show_line(_format_review_summary(
            names[piece], tally[piece].marks, tally[piece].lost))
    return tally




# ======================================================================
# GAME SESSION (a game under way, and the loop every front end shares)
# ======================================================================

# Every game of PART 2 is a Game (who plays, the rules, how squares are
# typed and written, the words, the display, the steps after each turn)
# and a GameState (the board, the moves played, whose turn it is). The
# terminal plays it with play_session; the window, the protocols, the
# matches and the review use the same records and rule functions. The
# words save and review answer through GAME RECORDS and REVIEW, the two
# sections above, which read and write these records' fields.

# The program's name in messages, its exit statuses (2 is argparse's
# status for a bad command line, used also for bad protocol options and
# unusable records; 1 when the output cannot be written, said once on
# standard error), and how a problem is said there.
PROGRAM_NAME = "proj2.py"
EXIT_OK = 0
EXIT_OUTPUT_CLOSED = 1
EXIT_USAGE = 2
PROBLEM_FORMAT = "{}: {}"
OUTPUT_CLOSED_MESSAGE = "standard output is closed: nothing can be shown"
WRITE_ERROR_MESSAGE = "cannot write the output: {}"

# How standard input is turned into text: only ASCII matters to a move,
# so any other byte becomes a replacement character and the line is
# rejected instead of crashing the game. A line is read MAX_LINE_BYTES
# at a time at most, so a line that never ends cannot fill the memory:
# a longer one is dropped and refused as too long. A line is echoed as
# UTF-8 text, through the same text layer as all the output, whose
# characters it cannot write become replacement characters too.
INPUT_ENCODING = "ascii"
INPUT_ERRORS = "replace"
ECHO_ENCODING = "utf-8"
OUTPUT_ERRORS = "replace"
NEWLINE_BYTES = b"\n"
MAX_LINE_BYTES = 4096
LINE_TOO_LONG_MESSAGE = ("That line is too long: lines over {} characters "
                         "are not read.".format(MAX_LINE_BYTES))

# The classic display of the other games: the course's transcript, with
# a one-row board drawn as the 1D Reversi assignment draws it, and a
# grid wider than MAX_BOARD_WIDTH columns with CELL_SEPARATOR (16
# columns of two-digit numbers) drawn with NARROW_CELL_SEPARATOR, which
# looks the same between one-character cells and still parses.
NARROW_CELL_SEPARATOR = " |"
MAX_BOARD_WIDTH = 80
ROW_BOARD_EDGE = "+"
ROW_BOARD_RULE = "-"
ROW_BOARD_WALL = "|"
ROW_BOARD_EMPTY = " "
ROW_BOARD_EDGES = 2
# Under a one-row board, each square's number stands under it, its
# digits one above the other (tens over units).
ROW_BOARD_NUMBER_GAP = " "

# The widest a message may be, and how a list too long for one line
# (the hints, the rich style's legal moves) goes on: on more lines, each
# indented by LIST_INDENT, breaking only between the list's entries.
MAX_MESSAGE_WIDTH = 79
LIST_INDENT = "  "

# The other games' messages.
BOARD_FULL_END_MESSAGE = "The board is full: the game is over."
BOTH_STUCK_END_MESSAGE = "Neither side has a legal move: the game is over."
PASS_MESSAGE = "No legal move for {}: the turn passes to {}."
HINT_LABEL = "Hint (square: pieces it flips): "
HINT_ENTRY = "{}: {}"
HINT_SEPARATOR = ", "
NO_HINT_MESSAGE = "Hint: no legal move, so type pass."
BEST_MOVE_MESSAGE = "Best move: {}"
# What the best move is worth when the game's end with best play is not
# known: the value, labelled (see format_opinion_value), and for whom.
BEST_MOVE_VALUE = " ({} for {})"
BEST_PLAY_WIN = " ({} wins {}-{} with best play)"
BEST_PLAY_TIE = " (a {}-{} tie with best play)"
NOTHING_TO_UNDO_MESSAGE = ("There is nothing to undo: you have not played "
                           "a move yet.")
UNDONE_MESSAGE = "Taken back: {}."
UNDONE_SEPARATOR = ", "
NOTHING_TO_REDO_MESSAGE = ("There is nothing to redo: undo has taken "
                           "nothing back since the last move.")
REDONE_MESSAGE = "Played again: {}."
STATUS_MESSAGE = "Move {}. X {}, O {}. {} to play."
STATUS_SEPARATOR = " "
SENTENCE_ENDS = ".!?"
FULL_STOP = "."
# Work that may take more than about half a second shows that it is
# going on, on standard error when that is a terminal (so piped output
# never carries it): a line such as 'thinking... 2 s', written again in
# place every PROGRESS_SECONDS once the work has run that long, and
# wiped when it ends.
PROGRESS_SECONDS = 0.5
PROGRESS_LINE = "\r{} {:.0f} s"
PROGRESS_WIPE = "\r{}\r"
THINKING_TEXT = "thinking..."
ANALYSING_TEXT = "analysing every move..."

# How the game names its sides: "you" and "the computer" when one human
# plays a computer, the pieces themselves otherwise.
YOU_NAME = "you"
COMPUTER_NAME = "the computer"
YOUR_POSSESSIVE = "your"
SIDE_POSSESSIVE = "{}'s"
NAME_WITH_PIECE = "{} ({})"
SIDE_MOVE_PROMPT = "Enter {} move ({}): "
ROW_COL_NOTATION = "row col"
MOVE_MESSAGE = "{} played {}"
STUCK_END_MESSAGE = "No legal move for {}: the game is over."
SIDE_WINS_MESSAGE = "{} wins!"
QUIT_MESSAGE = "The game was ended with quit."
LEAD_MESSAGE = "In the lead: {}."
LEVEL_MESSAGE = "Nobody leads: the score is level."

# The words every game knows (in any letter case), and what help says.
QUIT_WORDS = ["quit", "exit"]
HELP_WORDS = ["help", "?"]
WORD_SEPARATOR = ", "
HELP_NUMBERS = ("Type your move as the row, a space and the column, such "
                "as 2 4.")
HELP_WORDS_HEADING = "Or type one of these words:"
HELP_ENTRY = "  {:<12}{}"

# What a word's answer tells the loop to do next: ask for the move
# again, play a pass (the one move a word can make), start the turn
# again (undo or redo changed the position), or end the game.
ACTION_ASK = "ask again"
ACTION_MOVE = "move"
ACTION_RESTART = "restart the turn"
ACTION_QUIT = "quit"

# What comes next in a game (see get_next_step).
STEP_HUMAN = "human"
STEP_COMPUTER = "computer"
STEP_OVER = "over"


@dataclasses.dataclass
class Word:
    """A word a prompt takes instead of a move."""
    names: list          # its spellings, in lower case
    usage: str           # how help writes it, such as 'save FILE'
    meaning: str         # what help says it does
    answer: object       # function (state, argument) -> [action, text]
    takes_argument: bool = False   # whether more may follow it


@dataclasses.dataclass
class Display:
    """How a game is shown at the terminal: each field a function
    (state) -> text to show ('' for nothing)."""
    start: object        # when the game starts
    human_turn: object   # before a human's move
    turn: object         # after each turn
    restart: object      # after undo or redo changed the position
    end: object          # when the game is over
    quit: object         # after quit


@dataclasses.dataclass
class Game:
    """Everything about a game that does not change as it is played."""
    rules: Rules                  # the rule set
    player_names: dict            # {piece: HUMAN or a computer's name}
    players: dict                 # {piece: HUMAN or its function}
    first: str                    # the side that moves first
    top_left: str                 # the top-left piece of the centre four
    win: str                      # WIN_MOST or WIN_FEWEST
    settings: Settings            # the computers' settings
    write_square: object          # function (board, move) -> its name
    draw_board: object            # function (board, heading) -> drawing
    move_form: str                # the prompt's word for a move
    move_help: str                # help's line on typing a move
    words: list                   # the Words a prompt takes
    display: Display              # how the terminal shows the game
    after_turn: list = dataclasses.field(default_factory=list)
    # ... functions (state) -> text, run after every turn
    seed: object = None           # the settings' seed, for the record
    record_path: object = None    # the --record file, or None


@dataclasses.dataclass
class GameState:
    """A game under way: what the loop and every front end read and
    change as it is played."""
    game: Game                    # the game being played
    board: list                   # the 2D list of pieces, changed in place
    start: list                   # the position the game started from
    due: str                      # the side whose turn it is
    history: list = dataclasses.field(default_factory=list)
    # ... the turns played, [piece, move] each (move [] for a pass)
    flips: list = dataclasses.field(default_factory=list)
    # ... the squares the last move flipped
    turns_shown: int = 0          # how many turns have been shown
    taken_back: list = dataclasses.field(default_factory=list)
    # ... what undo took back, for redo: [moves kept, moves taken back]
    saved_history: list = dataclasses.field(default_factory=list)
    # ... the moves as they stood when the game was last saved
    own_files: set = dataclasses.field(default_factory=set)
    # ... real paths of the files the game read or wrote (save may
    # write over them)


def get_side_name(piece, game):
    """Names a side in messages: 'you' and 'the computer' when one human
    plays a computer, otherwise the piece itself.

    Parameters: piece -- the side; game -- the Game (its players).
    Returns: the name as a string, in lower case where it is a phrase.
    """
    if list(game.players.values()).count(HUMAN) != 1:
        return piece
    if game.players[piece] == HUMAN:
        return YOU_NAME
    return COMPUTER_NAME


def describe_side(piece, game):
    """Names a side with its piece, such as 'you (X)' or 'the computer
    (O)'; a side named by its piece is just the piece.

    Parameters: piece -- the side; game -- the Game.
    Returns: the description as a string.
    """
    name = get_side_name(piece, game)
    if name == piece:
        return name
    return NAME_WITH_PIECE.format(name, piece)


def capitalize_first(text):
    """Capitalizes a phrase's first letter and leaves the rest alone."""
    return text[:1].upper() + text[1:]


def get_legal_moves(state):
    """Lists the legal moves of the side due, by the game's rules."""
    return get_rule_moves(state.board, state.due, state.game.rules)


def get_next_step(state):
    """Decides what comes next in a game: nothing, the game being over;
    a human's move; or a computer's.

    Parameters: state -- the GameState.
    Returns: STEP_OVER, STEP_HUMAN or STEP_COMPUTER.
    """
    if is_rule_game_over(state.board, state.due, state.game.rules):
        return STEP_OVER
    if state.game.players[state.due] == HUMAN:
        return STEP_HUMAN
    return STEP_COMPUTER


def is_state_over(state):
    """Tells whether a game under way has ended."""
    return get_next_step(state) == STEP_OVER


def run_after_turn(state):
    """Runs the game's after-turn steps (such as rewriting the record).

    Parameters: state -- the GameState.
    Returns: what the steps said, as a list of lines.
    """
    lines = []
    for step in state.game.after_turn:
        said = step(state)
        if said != "":
            lines.append(said)
    return lines


def play_turn(state, move):
    """Plays the turn of the side due: its move (flipping what it
    captures) or, where the rules allow it, its pass; keeps it in the
    history, and runs the game's after-turn steps.

    Parameters: state -- the GameState (changed); move -- a legal
        [row, col] move of the side due, or [] for a pass.
    Returns: what the after-turn steps have to say ('' for nothing).
    """
    piece = state.due
    state.flips = []
    if len(move) > 0:
        state.flips = apply_rule_move(state.board, move[0], move[1], piece,
                                      state.game.rules)
    state.history.append([piece, move])
    state.due = get_opponent(piece)
    return "\n".join(run_after_turn(state))


def find_word(words, tokens):
    """Finds the word a typed line starts with, if the game knows it.

    Parameters: words -- the game's Words; tokens -- the typed line's
        words.
    Returns: the Word, or None when the line is not one of the words (or
        a word that takes no argument is followed by more).
    """
    if len(tokens) == 0:
        return None
    for word in words:
        if tokens[0].lower() in word.names and (len(tokens) == 1
                                                or word.takes_argument):
            return word
    return None


def answer_word(state, word, text):
    """Answers a typed line that starts with one of the game's words.

    Parameters: state -- the GameState; word -- the Word; text -- the
        whole line typed (what follows the word is its argument).
    Returns: the word's answer, [action, text to show].
    """
    argument = text.strip()[len(text.split()[0]):].strip()
    return word.answer(state, argument)


def _format_move_prompt(state):
    """Writes the prompt for a human's move: 'Enter your move (row col): '
    when one human plays, 'Enter X's move (row col): ' when two do.

    Parameters: state -- the GameState (the side due and its game).
    Returns: the prompt as a string.
    """
    name = get_side_name(state.due, state.game)
    whose = SIDE_POSSESSIVE.format(name)
    if name == YOU_NAME:
        whose = YOUR_POSSESSIVE
    return SIDE_MOVE_PROMPT.format(whose, state.game.move_form)


def _read_human_move(state, read_line):
    """Asks the human due for a move until an acceptable line is typed,
    printing one line saying why each rejected line was refused. A line
    may also be one of the game's words, which is answered.

    Parameters: state -- the GameState (a word may change it);
        read_line -- a function that shows a prompt and returns the line
        typed (read_player_line, or a stand-in in tests).
    Returns: a pair [action, move]: ACTION_MOVE and the legal [row, col]
        move ([] for a pass), or ACTION_RESTART or ACTION_QUIT and [].
    Raises: EOFError when the input ends.
    """
    prompt = _format_move_prompt(state)
    while True:
        text = read_line(prompt)
        word = find_word(state.game.words, text.split())
        if word is not None:
            reply = answer_word(state, word, text)
            show(reply[1])
            if reply[0] != ACTION_ASK:
                return [reply[0], []]
        else:
            checked = _check_game_move(text, state)
            if checked[1] == "":
                return [ACTION_MOVE, checked[0]]
            print(checked[1])


def show(text):
    """Prints the text, unless it is '', flushed at once."""
    if text != "":
        print(text, flush=True)


def play_session(state, read_line):
    """Plays a game from its state to the end: the loop every terminal
    game of PART 2 runs. Each turn, the side due moves: a human types a
    move (or a word), a computer's function chooses one; the game's
    display shows each step, and its rules decide when the game is over.

    Parameters: state -- the GameState (changed as the game is played);
        read_line -- the function that reads a human's line.
    Returns: the winner (or the leader after quit): PLAYER_PIECE,
        COMPUTER_PIECE, or EMPTY for a tie.
    Raises: EOFError when the input ends before the game does.
    """
    game = state.game
    show(game.display.start(state))
    step = get_next_step(state)
    while step != STEP_OVER:
        action = ACTION_MOVE
        if step == STEP_COMPUTER:
            move = game.players[state.due](copy_board(state.board),
                                           state.due)
        else:
            show(game.display.human_turn(state))
            action, move = _read_human_move(state, read_line)
        if action == ACTION_QUIT:
            show(game.display.quit(state))
            return get_rule_winner(state.board, game.win)
        if action == ACTION_RESTART:
            show(game.display.restart(state))
        else:
            said = play_turn(state, move)
            show(game.display.turn(state))
            show(said)
        state.turns_shown += 1
        step = get_next_step(state)
    show(game.display.end(state))
    return get_rule_winner(state.board, game.win)


def format_help(state):
    """Writes what help prints: how a move is typed in this game, and
    the words that can be typed instead.

    Parameters: state -- the GameState (its game's words).
    Returns: the lines as one string, joined by newlines (none at the end).
    """
    lines = [state.game.move_help, HELP_WORDS_HEADING]
    for word in state.game.words:
        lines.append(HELP_ENTRY.format(word.usage, word.meaning))
    return "\n".join(lines)


def answer_help(state, argument):
    """Answers the word help (or ?): the list of what can be typed."""
    return [ACTION_ASK, format_help(state)]


def report_problem(message):
    """Says on standard error, in one line, why the program stops, when
    standard error is there to say it on (never on standard output).

    Parameters: message -- the reason.
    Returns: None.
    """
    if sys.stderr is None:
        return
    try:
        print(message, file=sys.stderr)
    except OSError:
        pass


def run_with_progress(text, work):
    """Runs some work, showing on standard error, when that is a
    terminal, that it is going on (see PROGRESS_SECONDS).

    Parameters: text -- what the work is, such as THINKING_TEXT; work --
        the function to run, with no arguments.
    Returns: what work returns.
    """
    stream = sys.stderr
    if stream is None or not stream.isatty():
        return work()
    done = threading.Event()
    thread = threading.Thread(target=show_progress,
                              args=(stream, text, done), daemon=True)
    thread.start()
    try:
        return work()
    finally:
        done.set()
        thread.join()


def show_progress(stream, text, done):
    """Writes the progress line until the work is done, then wipes it
    (run on a thread of its own by run_with_progress).

    Parameters: stream -- the terminal's stream; text -- what the work
        is; done -- the threading.Event set when the work ends.
    Returns: None.
    """
    started = time.monotonic()
    width = 0
    try:
        while not done.wait(PROGRESS_SECONDS):
            line = PROGRESS_LINE.format(text, time.monotonic() - started)
            width = max(width, len(line))
            stream.write(line)
            stream.flush()
        if width > 0:
            stream.write(PROGRESS_WIPE.format(SPACE * width))
            stream.flush()
    except (OSError, ValueError):
        pass


def read_raw_line():
    """Reads one line of standard input as bytes (see read_raw_line_start).

    Parameters: none.
    Returns: the line's bytes without the newline, or None for a line
        longer than MAX_LINE_BYTES (which is read to its end and dropped).
    Raises: EOFError at the end of input, or when standard input is
        closed or cannot be read.
    """
    return read_raw_line_start()[0]


def read_raw_line_start():
    """Reads one line of standard input as bytes, so no byte can make
    decoding fail, and at most MAX_LINE_BYTES of it at a time, so no line
    can fill the memory.

    Parameters: none.
    Returns: a pair [line, start]: the line's bytes without the newline
        and those bytes again; for a line longer than MAX_LINE_BYTES (read
        to its end and dropped), None and its first MAX_LINE_BYTES bytes.
    Raises: EOFError at the end of input, or when standard input is
        closed or cannot be read.
    """
    if sys.stdin is None:
        raise EOFError
    try:
        raw_line = sys.stdin.buffer.readline(MAX_LINE_BYTES + 1)
    except OSError:
        # Input that cannot be read (say, not open for reading) ends the
        # game as the end of input does.
        raise EOFError
    if not raw_line:
        raise EOFError
    if len(raw_line) > MAX_LINE_BYTES and not raw_line.endswith(
            NEWLINE_BYTES):
        rest = raw_line
        while rest and not rest.endswith(NEWLINE_BYTES):
            try:
                rest = sys.stdin.buffer.readline(MAX_LINE_BYTES)
            except OSError:
                raise EOFError
        return [None, raw_line[:MAX_LINE_BYTES]]
    line = raw_line.rstrip(NEWLINE_BYTES)
    return [line, line]


def decode_line(raw_line):
    """Turns input bytes into text (a byte not ASCII: a replacement)."""
    return raw_line.decode(INPUT_ENCODING, INPUT_ERRORS)


def reads_a_terminal():
    """Tells whether standard input is a person typing, not piped input."""
    return sys.stdin is not None and sys.stdin.isatty()


def read_input_line(prompt):
    """Shows a prompt and reads one line of standard input, as PART 1's
    read_typed_line does, but safe from any byte and any length: when
    standard input is not a terminal the line is echoed after the
    prompt, so a game piped from a file prints what a person at a
    terminal would see.

    Parameters: prompt -- the text to show before reading.
    Returns: the line as text, without its newline (see decode_line), or
        None for a line too long to read (see read_raw_line).
    Raises: EOFError at the end of input.
    """
    if reads_a_terminal():
        return _read_terminal_line(prompt)
    sys.stdout.write(prompt)
    sys.stdout.flush()
    raw_line = read_raw_line()
    if raw_line is None:
        if not sys.stdin.isatty():
            print()
        return None
    if not sys.stdin.isatty():
        print(raw_line.decode(ECHO_ENCODING, INPUT_ERRORS))
        sys.stdout.flush()
    return decode_line(raw_line)


def enable_line_editing():
    """Gives input() line editing and history (the arrow keys), where
    the platform's Python has the readline module.

    Parameters: none.
    Returns: None.
    """
    try:
        # Importing readline is what gives input() its line editing.
        import readline  # noqa: F401
    except ImportError:
        pass


def _read_terminal_line(prompt):
    """Reads one line typed at a terminal, after a prompt. Line editing
    and history (the arrow keys) work where the platform's Python has the
    readline module.

    Parameters: prompt -- the text to show before reading.
    Returns: the line as text, characters that are not ASCII replaced
        (as decode_line does), or None for a line too long to read.
    Raises: EOFError at the end of input.
    """
    enable_line_editing()
    text = input(prompt)
    if len(text) > MAX_LINE_BYTES:
        return None
    return text.encode(INPUT_ENCODING, INPUT_ERRORS).decode(INPUT_ENCODING)


def read_player_line(prompt):
    """Reads a human's line for play_session (see read_input_line),
    refusing a line too long to read with one line and asking again.

    Parameters: prompt -- the text to show before reading.
    Returns: the line as text.
    Raises: EOFError at the end of input.
    """
    text = read_input_line(prompt)
    while text is None:
        print(LINE_TOO_LONG_MESSAGE)
        text = read_input_line(prompt)
    return text


def must_pass(state):
    """Tells whether the side due has no legal move in a game that goes on."""
    return not is_state_over(state) and len(get_legal_moves(state)) == 0


def read_line_or_pass(state, read_line, prompt):
    """Reads a human's line for play_session, or passes for them: under
    rules with passing, a human with no legal move passes by themselves
    (there is nothing else to do), and nothing is read.

    Parameters: state -- the GameState; read_line -- the function that
        reads a line (read_player_line); prompt -- the text to show
        before reading.
    Returns: the line typed, or PASS_WORD for a human who must pass.
    Raises: EOFError at the end of input.
    """
    if must_pass(state):
        return PASS_WORD
    return read_line(prompt)


def wrap_list(label, entries, separator):
    """Writes a labelled list, going on to more lines (each indented by
    LIST_INDENT) where one line would be wider than MAX_MESSAGE_WIDTH,
    and breaking only between entries.

    Parameters: label -- the text before the first entry; entries -- the
        entries, as strings; separator -- what goes between two entries
        (its trailing spaces are left off at the end of a line).
    Returns: the lines as one string, joined by newlines (none at the end).
    """
    lines = []
    line = label
    for index in range(len(entries)):
        entry = entries[index]
        if index < len(entries) - 1:
            entry += separator
        if (len(line + entry.rstrip()) > MAX_MESSAGE_WIDTH
                and line.strip() != ""):
            lines.append(line.rstrip())
            line = LIST_INDENT
        line += entry
    lines.append(line.rstrip())
    return "\n".join(lines)


def _format_hints(board, hints, write_square):
    """Writes the answer to 'hint': each legal move and how many pieces it
    flips, most flips first and, among equal counts, in reading order
    (top row first, then left to right), which a player finds easier to
    scan than get_hints' MSU CSE 231 order.

    Parameters: board -- the 2D list of pieces (for its shape); hints --
        the [row, col, flip count] entries; write_square -- the game's
        function (board, move) -> the square as the game writes it.
    Returns: the line as a string (NO_HINT_MESSAGE when there is no move),
        on more lines where it is too wide for one (see wrap_list).
    """
    if len(hints) == 0:
        return NO_HINT_MESSAGE
    entries = []
    # Most flips first (the negated count sorts lowest), then by square.
    for minus_count, row, col in sorted([-flip_count, row, col]
                                        for row, col, flip_count in hints):
        entries.append(HINT_ENTRY.format(write_square(board, [row, col]),
                                         -minus_count))
    return wrap_list(HINT_LABEL, entries, HINT_SEPARATOR)


def get_game_settings(game):
    """Finds the settings the computers of a game use.

    Parameters: game -- the Game.
    Returns: its Settings, or fresh settings for how the game is
        won when the table has none.
    """
    settings = game.settings
    if settings is None:
        settings = create_settings(win=game.win)
    return settings


def analyse_hint(board, piece, game):
    """Asks the strongest computer for the hint's Analysis (None: no move)."""
    return analyse_position(board, piece, game.rules,
                            STRONGEST_PLAYER, get_game_settings(game), True)


def format_best_move(board, analysis, game):
    """Writes the hint's last line: the move the strongest computer would
    play, typed as the player types it, and, when the endgame solver
    reached the end of every line, how the game ends with best play on
    both sides.

    Parameters: board -- the 2D list of pieces (for its shape); analysis
        -- the strongest computer's analysis (see analyse_position); game
        -- the Game (its rules and how the game is won).
    Returns: the line as a string, such as 'Best move: 2 4' or
        'Best move: 2 4 (X wins 36-28 with best play)'.
    """
    line = BEST_MOVE_MESSAGE.format(game.write_square(
        board, analysis.move))
    final = analysis.final_board
    if len(final) == 0:
        return line + BEST_MOVE_VALUE.format(format_search_value(
            analysis.value, analysis.exact,
            get_win_sign(get_game_settings(game))), analysis.piece)
    winner = get_rule_winner(final, game.win)
    scores = get_final_scores(final, game.rules, game.win)
    if winner == EMPTY:
        return line + BEST_PLAY_TIE.format(scores[PLAYER_PIECE],
                                           scores[COMPUTER_PIECE])
    return line + BEST_PLAY_WIN.format(winner, scores[winner],
                                       scores[get_opponent(winner)])


def _check_game_move(text, state):
    """Checks a typed line as a move in any game: a side with no legal
    move is told to pass; otherwise the line must name a legal move, as
    the rule set types squares (see check_rule_move).

    Parameters: text -- the line typed; state -- the GameState.
    Returns: a pair [move, error]: the legal [row, col] move and '', or []
        and the one-line reason the line was refused.
    """
    if len(get_legal_moves(state)) == 0:
        return [[], MUST_PASS_MESSAGE]
    rules = state.game.rules
    return check_rule_move(text, state.board, state.due,
                           rules, rules.first_number,
                           rules.square_names)


def _format_rule_end(state):
    """Writes why a game ended: who had no legal move under rules without
    passing; otherwise a full board, or neither side able to move.

    Parameters: state -- the GameState of a finished game.
    Returns: the line as a string.
    """
    if not state.game.rules.can_pass:
        return STUCK_END_MESSAGE.format(describe_side(state.due, state.game))
    if count_pieces(state.board, EMPTY) == 0:
        return BOARD_FULL_END_MESSAGE
    return BOTH_STUCK_END_MESSAGE


def replay_moves(start, first_piece, history, rules):
    """Plays a list of moves from a position, on a copy of it.

    Parameters: start -- the 2D list of pieces to start from (not
        changed); first_piece -- the side to move there; history -- the
        [piece, move] entries to play (move [] for a pass), all legal;
        rules -- the rule set.
    Returns: a pair [board, piece due]: the position after the moves and
        the side whose turn it is.
    """
    board = copy_board(start)
    piece_due = first_piece
    for entry in history:
        move = entry[1]
        if len(move) > 0:
            apply_rule_move(board, move[0], move[1],
                            entry[0], rules)
        piece_due = get_opponent(entry[0])
    return [board, piece_due]


def create_play_state(board, game, played=None):
    """Sets up the state of a game, with the position it started from
    and, for a game that goes on from a record, the moves played so far.

    Parameters: board -- the 2D list of pieces (changed as the game is
        played); game -- the Game; played -- [start position, moves
        played] for a game that goes on from a record (the board is where
        they lead), or None for a new game.
    Returns: the GameState.
    """
    state = GameState(game=game, board=board, start=copy_board(board),
                      due=game.first)
    if played is not None:
        state.start = played[0]
        state.history = played[1]
        state.due = replay_moves(played[0], game.first, played[1],
                                 game.rules)[1]
    state.saved_history = list(state.history)
    if game.record_path is not None:
        state.own_files.add(os.path.realpath(game.record_path))
    return state


def get_last_move(state):
    """Finds the square of the last move, for a display to mark.

    Parameters: state -- the GameState.
    Returns: the [row, col] square, or [] when no move has been played
        yet or the last turn was a pass.
    """
    if len(state.history) == 0:
        return []
    return state.history[-1][1]


def get_marked_moves(state):
    """Lists the moves a display marks on the board: the legal moves of
    the side due, when a human plays it and the game goes on.

    Parameters: state -- the GameState.
    Returns: a list of [row, col] moves (empty for a computer's turn).
    """
    if get_next_step(state) != STEP_HUMAN:
        return []
    return get_legal_moves(state)


def format_last_turn(state):
    """Writes what the last turn did: 'The computer played 2 4', or that
    a side with no legal move passed.

    Parameters: state -- the GameState, with at least one turn played.
    Returns: the line as a string.
    """
    game = state.game
    piece, move = state.history[-1]
    if len(move) > 0:
        return MOVE_MESSAGE.format(capitalize_first(get_side_name(piece,
                                                                  game)),
                                   game.write_square(state.board, move))
    return PASS_MESSAGE.format(describe_side(piece, game),
                               describe_side(get_opponent(piece), game))


def format_status(state):
    """Writes the status line of a game under way: the move number, each
    side's count and whose turn it is; once the game is over, why it
    ended, the score and the winner.

    Parameters: state -- the GameState.
    Returns: the line as a string, such as 'Move 3. X 4, O 1. The
        computer (O) to play.'
    """
    board = state.board
    if is_state_over(state):
        sentences = []
        for line in format_final_result(state).splitlines():
            if line[-1] not in SENTENCE_ENDS:
                line += FULL_STOP
            sentences.append(line)
        return STATUS_SEPARATOR.join(sentences)
    return STATUS_MESSAGE.format(
        len(state.history) + 1, count_pieces(board, PLAYER_PIECE),
        count_pieces(board, COMPUTER_PIECE),
        capitalize_first(describe_side(state.due,
                                       state.game)))


def _find_undo_point(history, game):
    """Finds how far 'undo' takes a game back: to just before the last
    move made at the keyboard, so a human playing a computer takes back
    their move and the computer's reply, and two humans take back one
    move at a time. A human's pass is not a move made at the keyboard
    (the program passes for a stuck human): it goes with the move before.

    Parameters: history -- the moves played, as [piece, move] entries
        (move [] for a pass); game -- the Game (who is human).
    Returns: how many entries of the history stay, or -1 when no move
        has been made at the keyboard.
    """
    for index in range(len(history) - 1, -1, -1):
        if (game.players[history[index][0]] == HUMAN
                and len(history[index][1]) > 0):
            return index
    return -1


def format_taken_back(state, entries, message=UNDONE_MESSAGE):
    """Writes what undo took back (or, with REDONE_MESSAGE, redo played)."""
    return message.format(UNDONE_SEPARATOR.join(
        list_written_moves(state, entries)))


def list_written_moves(state, entries):
    """Writes moves of a game as the game writes squares.

    Parameters: state -- the GameState (its board's shape and how its
        game writes squares); entries -- [piece, move] entries.
    Returns: the moves as strings, PASS_WORD for a pass.
    """
    moves = []
    for entry in entries:
        if len(entry[1]) == 0:
            moves.append(PASS_WORD)
        else:
            moves.append(state.game.write_square(
                state.board, entry[1]))
    return moves


def take_back(state):
    """Undo: takes the game back to before the last move made at the
    keyboard (see _find_undo_point), keeps what it took back for redo,
    and runs the game's after-turn steps (the record is rewritten).

    Parameters: state -- the GameState (changed, unless there is nothing
        to take back).
    Returns: a pair [taken back, lines]: whether anything was taken back,
        and the lines to show: NOTHING_TO_UNDO_MESSAGE when nothing has
        been played at the keyboard; otherwise what was taken back, then
        what the after-turn steps said.
    """
    history = state.history
    kept = _find_undo_point(history, state.game)
    if kept < 0:
        return [False, [NOTHING_TO_UNDO_MESSAGE]]
    lines = [format_taken_back(state, history[kept:])]
    state.taken_back.append([history[:kept], history[kept:]])
    del history[kept:]
    return [True, lines + set_history(state)]


def play_again(state):
    """Redo: plays again the moves the last undo took back, as long as no
    other move has been made since (a new move forgets them).

    Parameters: state -- the GameState (changed, unless there is nothing
        to play again).
    Returns: a pair [played again, lines]: whether anything was, and the
        lines to show: NOTHING_TO_REDO_MESSAGE, or what was played again,
        then what the after-turn steps said.
    """
    history = state.history
    taken_back = state.taken_back
    if len(taken_back) == 0 or taken_back[-1][0] != history:
        # A move made since undo starts a new line: forget the old one.
        taken_back.clear()
        return [False, [NOTHING_TO_REDO_MESSAGE]]
    entries = taken_back.pop()[1]
    history.extend(entries)
    lines = [format_taken_back(state, entries, REDONE_MESSAGE)]
    return [True, lines + set_history(state)]


def set_history(state):
    """Brings the board and the side due in line with the game's history
    after undo or redo changed it, and runs the after-turn steps.

    Parameters: state -- the GameState (changed).
    Returns: the lines the after-turn steps said.
    """
    game = state.game
    replayed = replay_moves(state.start, game.first,
                            state.history, game.rules)
    # The board is changed in place: the caller's board is the game's.
    state.board[:] = replayed[0]
    state.due = replayed[1]
    state.flips = []
    return run_after_turn(state)


def format_board_block(state, heading, draw):
    """Draws the board as its own block of the transcript: a blank line
    before it once a turn has been shown, and one after it.

    Parameters: state -- the GameState; heading -- the line above the
        board; draw -- the function (board, heading) -> drawing.
    Returns: the block as one string.
    """
    block = draw(state.board, heading) + "\n"
    if state.turns_shown > 0:
        block = "\n" + block
    return block


def format_final_result(state):
    """Writes the lines that close a game: why it ended, the score, and
    the winner.

    Parameters: state -- the GameState of a finished game.
    Returns: the three lines as one string, joined by newlines (none at
        the end).
    """
    game = state.game
    winner = get_rule_winner(state.board, game.win)
    if winner == EMPTY:
        winner_line = TIE_MESSAGE
    elif get_side_name(winner, game) == YOU_NAME:
        winner_line = YOU_WIN_MESSAGE
    else:
        winner_line = SIDE_WINS_MESSAGE.format(
            capitalize_first(get_side_name(winner, game)))
    return "\n".join([_format_rule_end(state),
                      format_rule_score(state.board, game.rules, game.win),
                      winner_line])


def format_quit_result(state):
    """Writes the lines that close a game ended with quit: that it was
    quit, the score, and who leads.

    Parameters: state -- the GameState when the game was quit.
    Returns: the three lines as one string, joined by newlines (none at
        the end).
    """
    leader = get_rule_winner(state.board, state.game.win)
    lead_line = LEVEL_MESSAGE
    if leader != EMPTY:
        lead_line = LEAD_MESSAGE.format(describe_side(leader, state.game))
    return "\n".join([QUIT_MESSAGE,
                      SCORE_MESSAGE.format(
                          count_pieces(state.board, PLAYER_PIECE),
                          count_pieces(state.board, COMPUTER_PIECE)),
                      lead_line])


def format_nothing(state):
    """Shows nothing (the classic display's start and restart)."""
    return ""


def _format_row_numbers(count, first_number):
    """Writes the square numbers under a one-row board: each number's
    digits stacked under its square, tens above units.

    Parameters: count -- the number of squares; first_number -- the
        number of the leftmost square.
    Returns: the lines, top first.
    """
    numbers = [str(first_number + index) for index in range(count)]
    width = max(len(number) for number in numbers)
    lines = []
    for digit in range(width):
        line = ""
        for number in numbers:
            line += ROW_BOARD_NUMBER_GAP + number.rjust(width)[digit]
        lines.append(line.rstrip())
    return lines


def _draw_grid(board, heading, separator, column_labels, row_labels):
    """Draws a grid board as PART 1's format_board does, with any labels
    and separator: a heading, a blank line, the column labels, then one
    line per row; every cell is widened to the longest label.

    Parameters: board -- the 2D list of pieces; heading -- the line above
        the board; separator -- what stands between two cells;
        column_labels, row_labels -- the labels, as strings.
    Returns: the drawing, its lines joined by newlines (none at the end).
    """
    width = max(len(label) for label in column_labels + row_labels)
    rows = [[CORNER_LABEL] + column_labels]
    for row in range(len(board)):
        rows.append([row_labels[row]] + board[row])
    lines = [heading, ""]
    for cells in rows:
        lines.append(separator.join([cell.rjust(width) for cell in cells]))
    return "\n".join(lines)


def draw_classic_board(board, heading, names=False, first_number=None):
    """Draws a board in the classic style (see _draw_grid): a one-row
    board as the 1D Reversi assignment draws it (with its square numbers
    under it when they are given), a grid too wide for CELL_SEPARATOR
    with NARROW_CELL_SEPARATOR, and, where squares are named, a grid
    labelled a, b, c... across and 1, 2, 3... down.

    Parameters: board -- the 2D list of pieces; heading -- the line above
        the board; names -- whether the game names its squares;
        first_number -- the one-row board's first square number (None:
        no numbers).
    Returns: the drawing as one string (no newline at the end).
    """
    if len(board) == 1:
        cells = [cell.replace(EMPTY, ROW_BOARD_EMPTY) for cell in board[0]]
        middle = ROW_BOARD_WALL + ROW_BOARD_WALL.join(cells) + ROW_BOARD_WALL
        edge = (ROW_BOARD_EDGE + ROW_BOARD_RULE * (len(middle)
                                                   - ROW_BOARD_EDGES)
                + ROW_BOARD_EDGE)
        lines = [heading, "", edge, middle, edge]
        if first_number is not None:
            lines += _format_row_numbers(len(cells), first_number)
        return "\n".join(lines)
    width = len(str(max(len(board), len(board[0])) - 1))
    separator = CELL_SEPARATOR
    if (len(board[0]) + 1) * width + len(board[0]) * len(
            CELL_SEPARATOR) > MAX_BOARD_WIDTH:
        separator = NARROW_CELL_SEPARATOR
    labels = get_board_labels(board, names, 0)
    return _draw_grid(board, heading, separator, labels[0], labels[1])


def parse_board(text):
    """Reads a board back from the grid drawing _draw_grid makes, so a
    position can be written as a diagram (the heading lines and blank
    lines are skipped).

    Parameters: text -- lines such as '3 | _ | X | O', one per row,
        optionally preceded by a heading and the column-number row.
    Returns: the 2D list of pieces the diagram shows.
    """
    board = []
    for line in text.splitlines():
        cells = [cell.strip() for cell in line.split(CELL_SEPARATOR.strip())]
        # Board rows start with a row number; the heading row starts with
        # CORNER_LABEL and headings have no separator at all.
        if len(cells) > 1 and cells[0] != CORNER_LABEL:
            board.append(cells[1:])
    return board


def _format_classic_moves(state):
    """Writes the 'Valid moves are:' line of any game: [row, col] pairs
    counted from the rule set's first number, or square numbers on a
    one-row board.

    Parameters: state -- the GameState.
    Returns: the line as a string.
    """
    board = state.board
    game = state.game
    if game.rules.square_names:
        names = [game.write_square(board, move)
                 for move in get_legal_moves(state)]
        return VALID_MOVES_LABEL + (NAME_LIST_SEPARATOR.join(names)
                                    or NO_NAMED_MOVES)
    first_number = game.rules.first_number
    shown = []
    for move in get_legal_moves(state):
        if len(board) == 1:
            shown.append(move[1] + first_number)
        else:
            shown.append([move[0] + first_number,
                          move[1] + first_number])
    return VALID_MOVES_LABEL + str(shown)


def format_classic_human_turn(state):
    """Shows what comes before a human's move in the classic style: the
    board and the valid moves ('none' before a human's pass, which the
    turn's line then tells).

    Parameters: state -- the GameState.
    Returns: the lines as one string.
    """
    return "\n".join([format_board_block(state, CURRENT_BOARD_HEADING,
                                         state.game.draw_board),
                      _format_classic_moves(state)])


def format_classic_turn(state):
    """Shows a turn in the classic style: a computer's move, or any pass,
    on one line (a human's move shows itself).

    Parameters: state -- the GameState, just after the turn.
    Returns: the line, or '' after a human's move.
    """
    piece, move = state.history[-1]
    if len(move) > 0 and state.game.players[piece] == HUMAN:
        return ""
    return format_last_turn(state)


def format_classic_end(state):
    """Shows the end of a game in the classic style: the final board, why
    the game ended, the score and the winner.

    Parameters: state -- the GameState of a finished game.
    Returns: the lines as one string.
    """
    return (format_board_block(state, FINAL_BOARD_HEADING,
                               state.game.draw_board) + "\n"
            + format_final_result(state))


def format_classic_quit(state):
    """Shows a game ended with quit: the final board, the score, who leads."""
    # Quit is typed at a prompt, so a board has been shown already.
    return ("\n" + state.game.draw_board(state.board, FINAL_BOARD_HEADING)
            + "\n\n" + format_quit_result(state))


# The classic display: the course's transcript, for any game.
CLASSIC_DISPLAY = Display(start=format_nothing,
                          human_turn=format_classic_human_turn,
                          turn=format_classic_turn, restart=format_nothing,
                          end=format_classic_end, quit=format_classic_quit)


# The extra words a human may type instead of a move, and what help
# says of them (pass only where a stuck side passes).
HINT_WORD = "hint"
UNDO_WORD = "undo"
SAVE_WORD = "save"
REPLACE_WORD = "save!"
HELP_NAMES = ("Type your move as the square's name, a column letter and "
              "a row number (f5).")
HELP_SQUARE = "Type your move as the square's number, {} to {}."
HELP_HINT = "your legal moves, and the best one"
HELP_PASS = "pass, when you have no legal move"
HELP_UNDO = "take back your last move"
REDO_WORD = "redo"
HELP_REDO = "play again what undo took back"
FILE_ARGUMENT = " FILE"
HELP_SAVE = "write the game's record to FILE"
HELP_REPLACE = "the same, replacing whatever FILE holds"
HELP_QUIT = "end the game"
HELP_HELP = "show this list"
UNSAVED_MESSAGE = "The game has moves not saved."
QUIT_QUESTION = UNSAVED_MESSAGE + " Quit anyway? (y/n) "
YES_WORDS = ["y", "yes"]
QUIT_CANCELLED_MESSAGE = "The game goes on (save FILE keeps it)."
MOVES_WORD = "moves"
HELP_MOVES = "the game so far as a move string"
HELP_MOVE_LIST = "the game so far, move by move"
MOVE_LIST_LABEL = "Moves so far: "
MOVE_LIST_SEPARATOR = ", "
ANALYZE_WORDS = ["analyze", "analyse"]
HELP_ANALYZE = "every legal move's value, best first"
REVIEW_WORD = "review"
HELP_REVIEW = "judge every move of the game so far"
# What a terminal is asked once a game is over (piped input is not).
GAME_OVER_QUESTION = ("Type review to go through the game, moves, save "
                      "FILE, or Enter to leave: ")
GAME_OVER_WORDS = [REVIEW_WORD, MOVES_WORD, SAVE_WORD, REPLACE_WORD]
GAME_OVER_REFUSAL = ("The game is over: only review, moves, save and save! "
                     "work now.")
NO_MOVES_YET_MESSAGE = "No move has been played yet."
SQUARE_NOTATION = "square {}-{}"

CANNOT_PASS_MESSAGE = ("You cannot pass while you have a legal move "
                       "(type hint to see them).")


def answer_hint(state, argument):
    """Answers the word hint: the legal moves with their flip counts, and
    the move the strongest computer would play.

    Parameters: state -- the GameState; argument -- not used.
    Returns: [ACTION_ASK, the lines].
    """
    game = state.game
    board = state.board
    rules = game.rules
    lines = [_format_hints(board, get_hints(board, state.due, rules),
                          game.write_square)]
    if len(get_legal_moves(state)) > 0:
        analysis = run_with_progress(THINKING_TEXT, functools.partial(
            analyse_hint, board, state.due, game))
        lines.append(format_best_move(board, analysis, game))
    return [ACTION_ASK, "\n".join(lines)]


def answer_analyze(state, argument):
    """Answers the word analyze: every legal move of the side due with
    its value, best first, as --analyze gives it (see analyse_moves).

    Parameters: state -- the GameState; argument -- not used.
    Returns: [ACTION_ASK, the lines].
    """
    game = state.game
    board = state.board
    opinions = run_with_progress(ANALYSING_TEXT, functools.partial(
        analyse_moves, board, state.due, game.rules,
        get_game_settings(game)))
    return [ACTION_ASK, format_analysis(board, state.due, opinions,
                                        game.write_square)]


def ask_after_game(state, read_line):
    """At a terminal, once a game is over, offers what can still be done
    with it (review, moves, save, save!) until Enter, quit, the end of
    input or Ctrl-C. Piped input is not asked, so transcripts stay as
    they are.

    Parameters: state -- the GameState; read_line -- the function that
        reads a line after a prompt.
    Returns: None.
    """
    if not reads_a_terminal() or not is_state_over(state):
        return
    words = [word for word in state.game.words
             if word.names[0] in GAME_OVER_WORDS]
    try:
        while True:
            text = read_line(GAME_OVER_QUESTION)
            tokens = text.split()
            if len(tokens) == 0 or tokens[0].lower() in QUIT_WORDS:
                return
            word = find_word(words, tokens)
            if word is None:
                print(GAME_OVER_REFUSAL)
                continue
            show(answer_word(state, word, text)[1])
    except (EOFError, KeyboardInterrupt):
        # The game is over and kept as it was: leaving is all that is left.
        print()


def get_review_names(player_names):
    """Names the sides for a review's summary, such as 'X (human)'."""
    return {piece: NAME_WITH_PIECE.format(piece, player_names[piece])
            for piece in [PLAYER_PIECE, COMPUTER_PIECE]}


def answer_review(state, argument):
    """Answers the word review: every move of the game so far judged
    against the best one (see review_game), each line shown as soon as
    its move is judged.

    Parameters: state -- the GameState; argument -- not used.
    Returns: [ACTION_ASK, ''] (the lines are shown as they come), or
        [ACTION_ASK, REVIEW_NO_MOVES] before the first move.
    """
    game = state.game
    if len(state.history) == 0:
        return [ACTION_ASK, REVIEW_NO_MOVES]
    review_game(state.start, state.history, game.rules,
                get_game_settings(game), game.write_square,
                get_review_names(game.player_names), show)
    return [ACTION_ASK, ""]


def answer_pass(state, argument):
    """Answers the word pass: a side with no legal move passes.

    Parameters: state -- the GameState; argument -- not used.
    Returns: [ACTION_MOVE, ''] (a pass), or [ACTION_ASK, the reason] when
        the side has a legal move.
    """
    if len(get_legal_moves(state)) > 0:
        return [ACTION_ASK, CANNOT_PASS_MESSAGE]
    return [ACTION_MOVE, ""]


def answer_undo(state, argument):
    """Answers the word undo (see take_back)."""
    return answer_changed_history(take_back(state))


def answer_redo(state, argument):
    """Answers the word redo (see play_again)."""
    return answer_changed_history(play_again(state))


def answer_changed_history(done):
    """Turns what undo or redo did into a word's answer.

    Parameters: done -- [whether the position changed, the lines to show].
    Returns: [ACTION_RESTART (the turn starts again) or ACTION_ASK, the
        lines as one string].
    """
    if done[0]:
        return [ACTION_RESTART, "\n".join(done[1])]
    return [ACTION_ASK, "\n".join(done[1])]


def answer_save(state, argument, replace=False):
    """Answers the word save: writes the game's record to the file named,
    unless the file holds something other than this game (see
    check_file_to_replace); save! (replace) writes over anything.

    Parameters: state -- the GameState (what was saved is noted);
        argument -- the file's name; replace -- True for save!.
    Returns: [ACTION_ASK, whether the game was saved].
    """
    if argument == "":
        return [ACTION_ASK, SAVE_USAGE_MESSAGE]
    # The typed line was decoded as ASCII: other characters are
    # replacement characters, which would name another file.
    reason = NOT_ASCII_NAME_ERROR
    if argument.isascii():
        if not replace:
            other = check_file_to_replace(argument, state)
            if other != "":
                return [ACTION_ASK, NOT_REPLACED_MESSAGE.format(
                    show_path(argument), other, show_path(argument))]
        reason = save_state(state, argument)
    if reason != "":
        return [ACTION_ASK, NOT_SAVED_MESSAGE.format(show_path(argument),
                                                     reason)]
    return [ACTION_ASK, SAVED_MESSAGE.format(show_path(argument))]


def save_state(state, path):
    """Writes a game's record to a file, and notes that the game is saved
    and the file is its own (see check_file_to_replace).

    Parameters: state -- the GameState (changed when it is saved); path
        -- the file's name.
    Returns: '' when it was written, otherwise the reason it was not.
    """
    reason = write_record_file(path, format_state_record(state))
    if reason == "":
        state.saved_history = list(state.history)
        state.own_files.add(os.path.realpath(path))
    return reason


def is_unsaved(state):
    """Tells whether the game has moves played since it was last saved."""
    return state.history != state.saved_history


def answer_quit_checked(state, argument):
    """Answers quit (or exit) as PART 1 does, but at a terminal, with
    moves played since the game was last saved, first asks once whether
    to quit. Piped input quits at once, so transcripts stay as they are.

    Parameters: state -- the GameState; argument -- not used.
    Returns: [ACTION_QUIT, ''], or [ACTION_ASK, that the game goes on].
    Raises: EOFError when the input ends at the question.
    """
    if is_unsaved(state) and reads_a_terminal():
        answer = read_player_line(QUIT_QUESTION).strip().lower()
        if answer not in YES_WORDS:
            return [ACTION_ASK, QUIT_CANCELLED_MESSAGE]
    return [ACTION_QUIT, ""]


def get_moves_text(state):
    """Writes a game's moves to hand to another program (the word moves,
    the window's Copy moves): a move string where squares are named,
    otherwise the moves as the game writes them.

    Parameters: state -- the GameState.
    Returns: the text ('' for no move).
    """
    history = state.history
    if state.game.rules.square_names:
        return format_move_string(state.board, history)
    return MOVE_LIST_SEPARATOR.join(list_written_moves(state, history))


def answer_moves(state, argument):
    """Answers the word moves: the game so far. Where squares are named,
    that is a move string, to paste into another Othello program (or
    back into --moves); elsewhere, the moves as the game writes them.

    Parameters: state -- the GameState; argument -- not used.
    Returns: [ACTION_ASK, the moves, or that no move is played].
    """
    history = state.history
    if len(history) == 0:
        return [ACTION_ASK, NO_MOVES_YET_MESSAGE]
    if state.game.rules.square_names:
        # A game of passes only has an empty move string.
        return [ACTION_ASK, get_moves_text(state) or NO_MOVES_YET_MESSAGE]
    return [ACTION_ASK, wrap_list(MOVE_LIST_LABEL,
                                  list_written_moves(state, history),
                                  MOVE_LIST_SEPARATOR)]


def _get_game_words(rules):
    """Lists the extra words of a game under a rule set, in help's order:
    hint, analyze, review, pass (where a side can be stuck and then
    passes: not in the one-row game, where every empty square is a
    move), undo, redo, save, save! and moves.

    Parameters: rules -- the rule set.
    Returns: the Words.
    """
    words = [Word([HINT_WORD], HINT_WORD, HELP_HINT, answer_hint),
             Word(ANALYZE_WORDS, ANALYZE_WORDS[0], HELP_ANALYZE,
                  answer_analyze),
             Word([REVIEW_WORD], REVIEW_WORD, HELP_REVIEW, answer_review)]
    # Only where a side can be left with no legal move: not in the
    # one-row game, where every empty square is a move.
    if rules.can_pass and rules.needs_flip:
        words.append(Word([PASS_WORD], PASS_WORD, HELP_PASS, answer_pass))
    words.append(Word([UNDO_WORD], UNDO_WORD, HELP_UNDO, answer_undo))
    words.append(Word([REDO_WORD], REDO_WORD, HELP_REDO, answer_redo))
    words.append(Word([SAVE_WORD], SAVE_WORD + FILE_ARGUMENT, HELP_SAVE,
                      answer_save, True))
    words.append(Word([REPLACE_WORD], REPLACE_WORD + FILE_ARGUMENT,
                      HELP_REPLACE,
                      functools.partial(answer_save, replace=True), True))
    moves_help = HELP_MOVE_LIST
    if rules.square_names:
        moves_help = HELP_MOVES
    words.append(Word([MOVES_WORD], MOVES_WORD, moves_help, answer_moves))
    words.append(Word(QUIT_WORDS, WORD_SEPARATOR.join(QUIT_WORDS), HELP_QUIT,
                      answer_quit_checked))
    words.append(Word(HELP_WORDS, WORD_SEPARATOR.join(HELP_WORDS), HELP_HELP,
                      answer_help))
    return words


def bind_player(name, rules, settings):
    """Turns a player's name into what a Game holds for it: HUMAN,
    or the computer's function with the rules and settings filled in.

    Parameters: name -- HUMAN or a name from COMPUTER_PLAYERS; rules --
        the rule set; settings -- the Settings.
    Returns: HUMAN, or a function (board, piece) -> move.
    """
    if name == HUMAN:
        return HUMAN
    return functools.partial(COMPUTER_PLAYERS[name], rules=rules,
                             settings=settings)


def create_game(rules=UMBC_RULES, names=None, first=PLAYER_PIECE,
                top_left=None, win=WIN_MOST, settings=None,
                seed=None, record_path=None, display=CLASSIC_DISPLAY):
    """Makes the Game of any game: its rules, players, words, display and
    after-turn steps.

    Parameters: rules -- the rule set; names -- the players' names by
        piece ({X: 'human', O: rules' default} when None); first -- who
        moves first; top_left -- the top-left piece of the centre four
        (the rule set's own when None); win -- WIN_MOST or WIN_FEWEST;
        settings -- the computers' settings (fresh ones for how the game
        is won when None); seed -- the seed the settings were made with,
        for the record; record_path -- the --record file, or None;
        display -- the Display (CLASSIC_DISPLAY, or the rich one).
    Returns: the Game.
    """
    if names is None:
        names = {PLAYER_PIECE: HUMAN, COMPUTER_PIECE: rules.o_player}
    if settings is None:
        settings = create_settings(win=win)
    if top_left is None:
        top_left = rules.top_left
    first_number = rules.first_number
    form = ROW_COL_NOTATION
    help_line = HELP_NUMBERS
    if rules.rows == 1:
        last = rules.cols - 1 + first_number
        form = SQUARE_NOTATION.format(first_number, last)
        help_line = HELP_SQUARE.format(first_number, last)
    write_square = functools.partial(format_numbered_square,
                                     first_number=first_number)
    if rules.square_names:
        form = NAME_NOTATION
        help_line = HELP_NAMES
        write_square = format_square_name
    after_turn = []
    if record_path is not None:
        after_turn.append(keep_record)
    return Game(rules=rules, player_names=dict(names),
                players={piece: bind_player(names[piece], rules, settings)
                         for piece in names},
                first=first, top_left=top_left, win=win, settings=settings,
                write_square=write_square,
                draw_board=functools.partial(draw_classic_board,
                                             first_number=first_number,
                                             names=rules.square_names),
                move_form=form, move_help=help_line,
                words=_get_game_words(rules), display=display,
                after_turn=after_turn, seed=seed, record_path=record_path)


# ======================================================================
# RICH DISPLAY (--style rich)
# ======================================================================

# The rich style, for a person at a terminal: who plays which side, the
# board after every turn with the move and what it flipped marked, the
# legal moves of a human marked, and a status line. Each square is three
# characters wide: what it holds, between two marks. Every mark is a
# character, so the board reads the same without colour, piped, or to a
# screen reader.
RICH_EMPTY = "."
RICH_LEGAL = "*"
RICH_PLAIN_MARKS = "  "
RICH_LAST_MOVE_MARKS = "[]"
RICH_FLIPPED_MARKS = "()"
RICH_CELL_WIDTH = 3
RICH_NUMBER_WIDTH = 2
RICH_LABEL_GAP = " "
RICH_ONE_HUMAN_SIDES = "You play {}; the computer ({}) plays {}."
RICH_TWO_HUMANS_SIDES = "{} and {} both play {}."
# Where two humans play, at the terminal.
KEYBOARD_PLACE = "at the keyboard"
RICH_NO_HUMAN_SIDES = "{} plays {}; {} plays {}."
RICH_HELP_POINTER = " Type help or ? for help."
RICH_LEGEND = "Marks: [X] the last move, (X) a piece it flipped{}."
RICH_LEGAL_LEGEND = ", * a legal move"
LEGAL_MOVES_LABEL = "Legal moves: "
LEGAL_MOVES_SEPARATOR = ", "
LEGAL_MOVES_END = "."
# Colour is added to the marks, never instead of them, and only when
# standard output is a terminal and NO_COLOR is not set (or is empty),
# as https://no-color.org asks. The codes are ANSI select graphic
# rendition: bold cyan X, bold yellow O, green legal moves; the last
# move in reverse video and the flipped pieces underlined.
NO_COLOR_VARIABLE = "NO_COLOR"
COLOUR_START = "\033[{}m"
COLOUR_RESET = "\033[0m"
COLOUR_JOIN = ";"
PIECE_COLOURS = {PLAYER_PIECE: "1;36", COMPUTER_PIECE: "1;33",
                 RICH_LEGAL: "32"}
MARK_COLOURS = {RICH_LAST_MOVE_MARKS: "7", RICH_FLIPPED_MARKS: "4"}


def wants_colour(stream):
    """Tells whether the rich style may colour a stream: only a terminal,
    and only when NO_COLOR is not set.

    Parameters: stream -- the output stream (standard output).
    Returns: True if colour codes may be written, False otherwise.
    """
    if os.environ.get(NO_COLOR_VARIABLE, "") != "":
        return False
    try:
        return stream.isatty()
    except (AttributeError, ValueError, OSError):
        return False


def format_sides(game, piece_names=None, place=KEYBOARD_PLACE):
    """Says who plays which side, such as 'You play X; the computer
    (level3) plays O.'

    Parameters: game -- the Game (its players); piece_names --
        {piece: how the side is called} (None: by its piece, X or O);
        place -- where two humans play (KEYBOARD_PLACE at the terminal).
    Returns: the sentence as a string.
    """
    if piece_names is None:
        piece_names = {PLAYER_PIECE: PLAYER_PIECE,
                       COMPUTER_PIECE: COMPUTER_PIECE}
    players = game.player_names
    humans = list(players.values()).count(HUMAN)
    if humans == len(players):
        return RICH_TWO_HUMANS_SIDES.format(piece_names[PLAYER_PIECE],
                                            piece_names[COMPUTER_PIECE],
                                            place)
    if humans == 0:
        return RICH_NO_HUMAN_SIDES.format(players[PLAYER_PIECE],
                                          piece_names[PLAYER_PIECE],
                                          players[COMPUTER_PIECE],
                                          piece_names[COMPUTER_PIECE])
    human_piece = PLAYER_PIECE
    if players[PLAYER_PIECE] != HUMAN:
        human_piece = COMPUTER_PIECE
    computer_piece = get_opponent(human_piece)
    return RICH_ONE_HUMAN_SIDES.format(piece_names[human_piece],
                                       players[computer_piece],
                                       piece_names[computer_piece])


def format_rich_intro(game):
    """Writes the rich style's opening lines: who plays which side, how
    to get help (when a human plays), and what the board's marks mean.

    Parameters: game -- the Game.
    Returns: the two lines as one string, joined by a newline.
    """
    first_line = format_sides(game)
    legal_legend = ""
    if HUMAN in game.player_names.values():
        first_line += RICH_HELP_POINTER
        legal_legend = RICH_LEGAL_LEGEND
    return first_line + "\n" + RICH_LEGEND.format(legal_legend)


def format_rich_cell(piece, marks, colour):
    """Draws one square of the rich board: what it holds between two
    marks, coloured when colour is on.

    Parameters: piece -- what the square shows: a piece, RICH_EMPTY or
        RICH_LEGAL; marks -- the two marks (RICH_PLAIN_MARKS,
        RICH_LAST_MOVE_MARKS or RICH_FLIPPED_MARKS); colour -- whether to
        add colour codes.
    Returns: the square as a string, RICH_CELL_WIDTH characters wide
        (not counting colour codes).
    """
    shown = piece
    if colour and piece in PIECE_COLOURS:
        codes = [PIECE_COLOURS[piece]]
        if marks in MARK_COLOURS:
            codes.append(MARK_COLOURS[marks])
        shown = (COLOUR_START.format(COLOUR_JOIN.join(codes)) + piece
                 + COLOUR_RESET)
    return marks[0] + shown + marks[1]


def format_rich_board(state, colour):
    """Draws the board in the rich style: column labels above, row
    labels on the left (none on a one-row board, whose squares are
    numbered above), the last move in [ ], the pieces it flipped in ( ),
    and a human's legal moves as RICH_LEGAL. The labels are those of the
    squares' names where squares are named (a1 top left); otherwise
    numbers from the rule set's first square number, as moves are typed.

    Parameters: state -- the GameState; colour -- whether to add colour
        codes.
    Returns: the drawing as one string, its lines joined by newlines
        (none at the end).
    """
    board = state.board
    rules = state.game.rules
    column_labels, row_labels = get_board_labels(
        board, rules.square_names, rules.first_number)
    last_move = get_last_move(state)
    flips = state.flips
    legal = get_marked_moves(state)
    label = ""
    if len(board) > 1:
        label = " " * len(row_labels[-1]) + RICH_LABEL_GAP
    header = label
    for column_label in column_labels:
        # The label's last character stands above the square's piece.
        header += column_label.rjust(RICH_NUMBER_WIDTH).ljust(
            RICH_CELL_WIDTH)
    lines = [header.rstrip()]
    for row in range(len(board)):
        line = ""
        if len(board) > 1:
            line = row_labels[row].rjust(
                len(label) - len(RICH_LABEL_GAP)) + RICH_LABEL_GAP
        for col in range(len(board[row])):
            square = [row, col]
            piece = board[row][col]
            marks = RICH_PLAIN_MARKS
            if square == last_move:
                marks = RICH_LAST_MOVE_MARKS
            elif square in flips:
                marks = RICH_FLIPPED_MARKS
            if square in legal:
                piece = RICH_LEGAL
            elif piece == EMPTY:
                piece = RICH_EMPTY
            line += format_rich_cell(piece, marks, colour)
        lines.append(line.rstrip())
    return "\n".join(lines)


def format_legal_moves(board, moves, write_square):
    """Writes the rich style's list of legal moves, typed as a player
    types them, on more lines where one is too narrow.

    Parameters: board -- the 2D list of pieces (for its shape); moves --
        the [row, col] moves; write_square -- the game's function
        (board, move) -> the square as the game writes it.
    Returns: the lines as one string, such as 'Legal moves: d3, c4.'
    """
    squares = []
    for move in moves:
        squares.append(write_square(board, move))
    return wrap_list(LEGAL_MOVES_LABEL, squares,
                     LEGAL_MOVES_SEPARATOR) + LEGAL_MOVES_END


def format_rich_turn(state, colour):
    """Shows a turn in the rich style: what it did, then the position."""
    return "\n".join(["", format_last_turn(state),
                      format_rich_position(state, colour)])


def format_rich_position(state, colour):
    """Draws the rich board and, while the game goes on, the status line.

    Parameters: state -- the GameState; colour -- whether to add colour
        codes.
    Returns: the lines as one string.
    """
    lines = [format_rich_board(state, colour)]
    if not is_state_over(state):
        lines.append(format_status(state))
    return "\n".join(lines)


def format_rich_start(state, colour):
    """Shows a game's start in the rich style: who plays, then the position."""
    return "\n".join([format_rich_intro(state.game), "",
                      format_rich_position(state, colour)])


def format_rich_restart(state, colour):
    """Shows the position again in the rich style, after undo or redo."""
    return "\n" + format_rich_position(state, colour)


def format_rich_human_turn(state):
    """Shows what comes before a human's move in the rich style: the
    legal moves (nothing before a human's pass, which the turn's lines
    then tell).

    Parameters: state -- the GameState.
    Returns: the lines as one string ('' when there is no legal move).
    """
    moves = get_legal_moves(state)
    if len(moves) == 0:
        return ""
    return format_legal_moves(state.board, moves,
                              state.game.write_square)


def format_rich_end(state):
    """Shows a game's end in the rich style: why, the score, the winner."""
    return "\n" + format_final_result(state)


def create_rich_display(colour):
    """Makes the rich style's display table.

    Parameters: colour -- whether to add colour codes.
    Returns: the display table (keyed by the DISPLAY_ constants).
    """
    return Display(start=functools.partial(format_rich_start, colour=colour),
                   human_turn=format_rich_human_turn,
                   turn=functools.partial(format_rich_turn, colour=colour),
                   restart=functools.partial(format_rich_restart,
                                             colour=colour),
                   end=format_rich_end, quit=format_quit_result)


# ======================================================================
# MATCH (computer against computer)
# ======================================================================

# --match plays games between two computer players and sums them up.
# Each pair of games starts from the same random opening of
# OPENING_PLIES plies (from the game's seeded random numbers), the
# players swapping colours between the two, so neither gains from the
# opening or from moving first.
DEFAULT_MATCH_GAMES = 10
MATCH_PLAYER_COUNT = 2
OPENING_PLIES = 4
GAMES_PER_OPENING = 2
PERCENT = 100
DRAW_POINTS = 0.5
MATCH_GAME_LINE = "game {} of {}: {} (X) {}-{} {} (O), {}"
MATCH_WINNER = "{} ({}) wins"
MATCH_DRAW = "a draw"
MATCH_SUMMARY = ("{} against {}, {} {}: {} won, {} drawn, {} lost;\n"
                 "score {:.1f}%; mean disc difference {:+.1f}")
MATCH_PROGRESS = "game {} of {}..."
ONE_GAME_WORD = "game"
GAMES_WORD = "games"
MATCH_TIMES = "mean seconds a move: {} {:.3f}, {} {:.3f}"


def play_opening(board, piece_due, rules, plies, rng):
    """Plays random legal moves from a position, to start the games of a
    match somewhere other than the usual first position.

    Parameters: board -- the 2D list of pieces (changed); piece_due --
        the side whose turn it is; rules -- the rule set; plies -- how
        many moves to play (fewer when the game ends first); rng -- the
        random-number generator.
    Returns: the side whose turn it is after the opening.
    """
    for ply in range(plies):
        side = get_side_to_move(board, piece_due, rules)
        if side == EMPTY:
            return piece_due
        move = rng.choice(get_rule_moves(board, side, rules))
        apply_rule_move(board, move[0], move[1], side, rules)
        piece_due = get_opponent(side)
    return piece_due


def play_computer_game(board, piece_due, game):
    """Plays a game between two computers to its end, without printing,
    timing every move.

    Parameters: board -- the 2D list of pieces (changed); piece_due -- the
        side whose turn it is; game -- the Game (its rules, and its
        players, which must both be computers).
    Returns: a table of the seconds each move took, by piece: {piece:
        [seconds, ...]}.
    """
    rules = game.rules
    seconds = {PLAYER_PIECE: [], COMPUTER_PIECE: []}
    side = get_side_to_move(board, piece_due, rules)
    while side != EMPTY:
        started = time.perf_counter()
        move = game.players[side](board, side)
        seconds[side].append(time.perf_counter() - started)
        apply_rule_move(board, move[0], move[1], side, rules)
        side = get_side_to_move(board, get_opponent(side), rules)
    return seconds


def get_mean(numbers):
    """Averages a list of numbers.

    Parameters: numbers -- the list (may be empty).
    Returns: the mean, or 0.0 for an empty list.
    """
    if len(numbers) == 0:
        return 0.0
    return sum(numbers) / len(numbers)


def play_match(names, games, game, size):
    """Plays a match between two computers. It prints a line as each game
    ends, then the summary: the first player's wins, draws and losses,
    its score (a win is a point, a draw half), the mean of its discs
    minus the second player's at the end of a game, and each player's
    mean seconds a move.

    Parameters: names -- the two players' names from COMPUTER_PLAYERS;
        games -- how many games; game -- the Game (rules, who moves
        first, the start layout, how it is won, the settings); size -- the
        board's [rows, cols].
    Returns: the first player's [wins, draws, losses].
    """
    rules = game.rules
    rng = game.settings.random_numbers
    wins = 0
    draws = 0
    losses = 0
    disc_difference = 0
    seconds = {names[0]: [], names[1]: []}
    for number in range(games):
        if number % GAMES_PER_OPENING == 0:
            opening = create_start_board(size[0], size[1],
                                         game.top_left, rules)
            opening_due = play_opening(opening, game.first, rules,
                                       OPENING_PLIES, rng)
        # The first player takes X in the first game of each pair, O in
        # the second.
        first_piece = PLAYER_PIECE
        if number % GAMES_PER_OPENING != 0:
            first_piece = COMPUTER_PIECE
        second_piece = get_opponent(first_piece)
        players = {first_piece: names[0], second_piece: names[1]}
        bound = {piece: bind_player(players[piece], rules,
                                    game.settings)
                 for piece in players}
        board = copy_board(opening)
        spent = run_with_progress(
            MATCH_PROGRESS.format(number + 1, games),
            functools.partial(play_computer_game, board, opening_due,
                              dataclasses.replace(game, players=bound)))
        seconds[names[0]].extend(spent[first_piece])
        seconds[names[1]].extend(spent[second_piece])
        winner = get_rule_winner(board, game.win)
        outcome = MATCH_DRAW
        if winner == EMPTY:
            draws += 1
        else:
            outcome = MATCH_WINNER.format(players[winner], winner)
            if winner == first_piece:
                wins += 1
            else:
                losses += 1
        scores = get_final_scores(board, rules, game.win)
        disc_difference += scores[first_piece] - scores[second_piece]
        print(MATCH_GAME_LINE.format(number + 1, games,
                                     players[PLAYER_PIECE],
                                     scores[PLAYER_PIECE],
                                     scores[COMPUTER_PIECE],
                                     players[COMPUTER_PIECE], outcome),
              flush=True)
    score = PERCENT * (wins + DRAW_POINTS * draws) / games
    games_word = GAMES_WORD
    if games == 1:
        games_word = ONE_GAME_WORD
    print(MATCH_SUMMARY.format(names[0], names[1], games, games_word, wins,
                               draws, losses, score, disc_difference / games))
    print(MATCH_TIMES.format(names[0], get_mean(seconds[names[0]]),
                             names[1], get_mean(seconds[names[1]])))
    return [wins, draws, losses]



# ======================================================================
# ICS 32 PROTOCOL (UCI ICS 32's Othello project)
# ======================================================================

# UCI ICS 32's console protocol: what it prints, the pieces as it
# names them (black moves as X, white as O), the five option lines it
# reads, and its messages on standard error.
PROTOCOL_ICS32 = "ics32"
PROTOCOL_RULE_LABELS = {STANDARD_RULES_NAME: "FULL",
                        SIMPLE_RULES_NAME: "SIMPLE"}
PROTOCOL_PIECE_LABELS = {PLAYER_PIECE: "B", COMPUTER_PIECE: "W",
                         EMPTY: "."}
PROTOCOL_WIN_LABELS = {">": WIN_MOST, "<": WIN_FEWEST}
PROTOCOL_NO_WINNER = "NONE"
PROTOCOL_COUNTS = "B: {}  W: {}"
PROTOCOL_CELL_SEPARATOR = " "
PROTOCOL_TURN = "TURN: {}"
PROTOCOL_VALID = "VALID"
PROTOCOL_INVALID = "INVALID"
PROTOCOL_WINNER = "WINNER: {}"
# The five option lines, in order: the field of ProtocolOptions each
# gives, and what it is.
PROTOCOL_OPTIONS = [["rows", "the number of rows"],
                    ["cols", "the number of columns"],
                    ["first", "who moves first"],
                    ["top_left", "the top-left piece of the centre four"],
                    ["win", "how the game is won"]]
PROTOCOL_OPTION_ERROR = "{}: protocol option line {} ({}): {}"
PROTOCOL_SIZE_ERROR = "expected an even whole number from {} to {}"
PROTOCOL_PIECE_ERROR = "expected B or W"
PROTOCOL_WIN_ERROR = "expected > (most discs win) or < (fewest win)"
PROTOCOL_MISSING_OPTION = "missing: the input ended"
PROTOCOL_TOO_LONG_ERROR = "the line is too long"


@dataclasses.dataclass
class ProtocolOptions:
    """The game the ICS 32 protocol's five option lines ask for."""
    rows: int            # the board's rows
    cols: int            # and columns
    first: str           # the side that moves first
    top_left: str        # the top-left piece of the centre four
    win: str             # WIN_MOST or WIN_FEWEST


def format_protocol_state(board):
    """Writes the board as the ICS 32 protocol prints it: the disc counts
    ('B: 2  W: 2'), then one line per row, cells '.', 'B' or 'W'
    separated by single spaces.

    Parameters: board -- the 2D list of pieces.
    Returns: the lines as one string, joined by newlines (none at the end).
    """
    lines = [PROTOCOL_COUNTS.format(count_pieces(board, PLAYER_PIECE),
                                    count_pieces(board, COMPUTER_PIECE))]
    for row in board:
        lines.append(PROTOCOL_CELL_SEPARATOR.join(
            [PROTOCOL_PIECE_LABELS[cell] for cell in row]))
    return "\n".join(lines)


def _parse_protocol_option(key, text):
    """Reads one of the ICS 32 protocol's option lines.

    Parameters: key -- which option the line gives (a field name of
        ProtocolOptions); text -- the line read.
    Returns: a pair [value, error]: the option's value (a side length, a
        piece, or WIN_MOST / WIN_FEWEST) and '' when the line is good;
        otherwise None and the reason.
    """
    if text is None:
        return [None, PROTOCOL_TOO_LONG_ERROR]
    word = text.strip()
    if key in ["rows", "cols"]:
        side = None
        if len(word.split()) == 1:
            side = parse_whole_number(word)
        if is_valid_board_side(side):
            return [side, ""]
        return [None, PROTOCOL_SIZE_ERROR.format(MIN_BOARD_SIZE,
                                                 MAX_BOARD_SIZE)]
    if key == "win":
        if word in PROTOCOL_WIN_LABELS:
            return [PROTOCOL_WIN_LABELS[word], ""]
        return [None, PROTOCOL_WIN_ERROR]
    for piece in [PLAYER_PIECE, COMPUTER_PIECE]:
        if word == PROTOCOL_PIECE_LABELS[piece]:
            return [piece, ""]
    return [None, PROTOCOL_PIECE_ERROR]


def _parse_protocol_options(lines):
    """Reads the ICS 32 protocol's five option lines: rows, columns, who
    moves first (B or W), the top-left piece of the centre four (B or W),
    and how the game is won (> for most discs, < for fewest).

    Parameters: lines -- the option lines read, as text (fewer than five
        when the input ended early).
    Returns: a pair [options, error]: the ProtocolOptions and '' when
        every line is good; otherwise None and which line is wrong and
        why.
    """
    options = {}
    for index in range(len(PROTOCOL_OPTIONS)):
        key = PROTOCOL_OPTIONS[index][0]
        if index < len(lines):
            parsed = _parse_protocol_option(key, lines[index])
        else:
            parsed = [None, PROTOCOL_MISSING_OPTION]
        if parsed[1] != "":
            return [None, PROTOCOL_OPTION_ERROR.format(
                PROGRAM_NAME, index + 1, PROTOCOL_OPTIONS[index][1],
                parsed[1])]
        options[key] = parsed[0]
    return [ProtocolOptions(**options), ""]


def read_protocol_line():
    """Reads one line of the protocol's input, with no prompt and no echo.

    Parameters: none.
    Returns: the line as text, without its newline (see decode_line), or
        None for a line too long to read.
    Raises: EOFError at the end of input.
    """
    raw_line = read_raw_line()
    if raw_line is None:
        return None
    return decode_line(raw_line)


def check_protocol_move(line, board, side, rules):
    """Checks a line of the protocol as a move: 'row col', counted from 1.

    Parameters: line -- the line read (None for one too long to read);
        board -- the 2D list of pieces; side -- the side moving; rules --
        the rule set.
    Returns: a pair [move, error], as check_typed_move.
    """
    if line is None:
        return [[], PROTOCOL_TOO_LONG_ERROR]
    return check_rule_move(line, board, side, rules, 1)


def play_protocol(rules, read_line):
    """Runs UCI ICS 32's console protocol, exactly: prints FULL or SIMPLE,
    reads the five option lines, then before each turn prints the counts,
    the board and 'TURN: B' or 'TURN: W', reads 'row col' (counted from
    1) and answers VALID or INVALID; a side with no move passes without a
    word (the turn reverts to the mover). At the end it prints the counts,
    the board and 'WINNER: B', 'WINNER: W' or 'WINNER: NONE'.

    Parameters: rules -- STANDARD_RULES or SIMPLE_RULES; read_line -- a
        function of no arguments returning the next input line.
    Returns: EXIT_OK, or EXIT_USAGE when an option line is malformed (the
        reason is printed on standard error).
    Raises: EOFError when the input ends during the game.
    """
    print(PROTOCOL_RULE_LABELS[rules.name])
    sys.stdout.flush()
    lines = []
    try:
        while len(lines) < len(PROTOCOL_OPTIONS):
            lines.append(read_line())
    except EOFError:
        pass
    parsed = _parse_protocol_options(lines)
    if parsed[1] != "":
        report_problem(parsed[1])
        return EXIT_USAGE
    options = parsed[0]
    board = create_start_board(options.rows, options.cols,
                               options.top_left, rules)
    side = get_side_to_move(board, options.first, rules)
    while side != EMPTY:
        print(format_protocol_state(board))
        print(PROTOCOL_TURN.format(PROTOCOL_PIECE_LABELS[side]))
        sys.stdout.flush()
        checked = check_protocol_move(read_line(), board, side, rules)
        while checked[1] != "":
            print(PROTOCOL_INVALID)
            sys.stdout.flush()
            checked = check_protocol_move(read_line(), board, side, rules)
        move = checked[0]
        print(PROTOCOL_VALID)
        apply_rule_move(board, move[0], move[1], side, rules)
        side = get_side_to_move(board, get_opponent(side), rules)
    winner = get_rule_winner(board, options.win)
    winner_label = PROTOCOL_NO_WINNER
    if winner != EMPTY:
        winner_label = PROTOCOL_PIECE_LABELS[winner]
    print(format_protocol_state(board))
    print(PROTOCOL_WINNER.format(winner_label))
    return EXIT_OK



# ======================================================================
# GO TEXT PROTOCOL (--protocol gtp: proj2 as an Othello engine)
# ======================================================================

# The Go Text Protocol, version 2, as Othello engines speak it (GRhino's
# gtp-rhino, Egaroucid for Console) and GUIs such as Quarry drive them:
# one command a line, optionally after a numeric id; each answer starts
# '=' (success) or '?' (failure), followed by the id when there was one,
# and ends with a blank line. Colours are black (X, who moves first) and
# white (O); vertices are square names (f5, either case) or pass, and
# the engine writes them in capitals, as gtp-rhino does. Before a line
# is read, control characters are dropped, tabs become spaces, and a '#'
# starts a comment to the end of the line.
GTP_VERSION = "2"
GTP_NAME = "proj2"
GTP_PROGRAM_VERSION = "1.0"
GTP_SUCCESS = "="
GTP_FAILURE = "?"
GTP_COMMENT = "#"
GTP_TAB = "\t"
GTP_COLOURS = {"black": PLAYER_PIECE, "b": PLAYER_PIECE,
               "white": COMPUTER_PIECE, "w": COMPUTER_PIECE}
GTP_SCORE_LABELS = {PLAYER_PIECE: "B", COMPUTER_PIECE: "W"}
GTP_SCORE = "{}+{}"
GTP_DRAW = "0"
GTP_TRUE = "true"
GTP_FALSE = "false"
GTP_PASS = "pass"
GTP_UNKNOWN_COMMAND = "unknown command"
GTP_SYNTAX_ERROR = "syntax error"
GTP_TOO_LONG = "line too long"
# komi's argument: GTP's float.
GTP_FLOAT_PATTERN = r"[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?"
GTP_ILLEGAL_MOVE = "illegal move"
GTP_BAD_SIZE = "unacceptable size"
GTP_CANNOT_UNDO = "cannot undo"
GTP_CANNOT_SCORE = "cannot score"
GTP_BAD_LEVEL = "level must be 1 to 5"
# The game a GUI such as Quarry asks for (list_games, set_game), as
# gtp-rhino names it.
GTP_GAME = "Othello"
GTP_UNSUPPORTED_GAME = "unsupported game"
# showboard: the side to move, then the board with its labels, X for
# black and O for white.
GTP_NEXT_MOVE = "Next move: {}"
GTP_COLOUR_NAMES = {PLAYER_PIECE: "Black", COMPUTER_PIECE: "White",
                    EMPTY: "nobody (the game is over)"}
GTP_EMPTY = "."
GTP_CELL_SEPARATOR = " "
# Thinking time: the engine plays as level5 (or the level a 'level N'
# command chose), with DEFAULT_THINK_SECONDS a move until the GUI gives
# a clock. time_settings gives the byo-yomi's time a stone, or the main
# time spread over GTP_MOVES_TO_PLAN moves; time_left spreads what is
# left over the engine's moves still to come (half the empty squares),
# keeping GTP_TIME_RESERVE of it; never less than GTP_MIN_THINK nor
# more than GTP_MAX_THINK seconds a move (what a player would choose).
GTP_MOVES_TO_PLAN = 30
GTP_TIME_RESERVE = 0.8
GTP_MIN_THINK = 0.05
GTP_MAX_THINK = 60
GTP_LEVEL_PLAYERS = [LEVEL1_PLAYER, LEVEL2_PLAYER, LEVEL3_PLAYER,
                     LEVEL4_PLAYER, LEVEL5_PLAYER]
# Each command is answered by its handler in GTP_COMMANDS (the table
# stands after the handlers), in list_commands's order.
GTP_QUIT = "quit"
PROTOCOL_GTP = "gtp"


@dataclasses.dataclass
class GtpSession:
    """What the engine keeps from one GTP command to the next."""
    rules: Rules         # the rule set (standard or simple)
    board: list          # the 2D list of pieces, changed in place
    past: list           # [board, piece] before each move (for undo)
    player: str          # the computer that answers genmove (its name)
    settings: Settings   # its settings (the clock sets the think time)


@dataclasses.dataclass(frozen=True)
class GtpCommand:
    """A GTP command the engine knows."""
    answer: object       # function (session, words) -> [succeeded, text]
    word_count: int      # how many words follow the command's name


def _clean_gtp_line(line):
    """Prepares a line as GTP says: control characters dropped (a tab
    becomes a space), a comment cut off, spaces at the ends removed.

    Parameters: line -- the line read.
    Returns: the cleaned line ('' for nothing to do).
    """
    line = line.replace(GTP_TAB, SPACE).split(GTP_COMMENT)[0]
    return "".join(character for character in line
                   if character.isprintable()).strip()


def _create_gtp_session(rules):
    """Starts a GtpSession: the start position, level5, default think time."""
    return GtpSession(rules, create_start_board(rules=rules), [],
                      LEVEL5_PLAYER, create_settings())


def _parse_gtp_vertex(word, board):
    """Reads a GTP vertex: a square's name in either case, or pass.

    Parameters: word -- the vertex; board -- the board (for its size).
    Returns: the [row, col] square, [] for pass, or None when the word
        is not a square on the board.
    """
    if word.lower() == GTP_PASS:
        return []
    named = parse_square_name(word.lower(), board)
    if len(named) == 0 or named[1] != "":
        return None
    return named[0]


def _format_gtp_board(session):
    """Writes what showboard shows: whose move it is, then the board.

    Parameters: session -- the GtpSession.
    Returns: the lines as one string.
    """
    board = session.board
    rules = session.rules
    columns, rows = get_board_labels(board, True, 0)
    width = len(rows[-1])
    lines = [GTP_NEXT_MOVE.format(GTP_COLOUR_NAMES[get_side_to_move(
                 board, _get_gtp_due(session), rules)]),
             SPACE * (width + 1) + GTP_CELL_SEPARATOR.join(columns)]
    for row in range(len(board)):
        cells = [cell.replace(EMPTY, GTP_EMPTY) for cell in board[row]]
        lines.append(rows[row].rjust(width) + SPACE
                     + GTP_CELL_SEPARATOR.join(cells))
    return NEWLINE.join(lines)


def _get_gtp_due(session):
    """Says whose turn it is by the moves played (black first).

    Parameters: session -- the GtpSession.
    Returns: PLAYER_PIECE or COMPUTER_PIECE.
    """
    past = session.past
    if len(past) == 0:
        return PLAYER_PIECE
    return get_opponent(past[-1][1])


def play_gtp_move(session, piece, move):
    """Plays a move for a colour, if it is legal: a square that flips, or
    a pass when the colour has no legal move.

    Parameters: session -- the GtpSession (changed); piece -- the
        colour; move -- the [row, col] square, or [] for a pass.
    Returns: True when the move was played, False when it is illegal.
    """
    board = session.board
    rules = session.rules
    moves = get_rule_moves(board, piece, rules)
    if (len(move) == 0 and len(moves) > 0) or (len(move) > 0
                                                 and move not in moves):
        return False
    session.past.append([copy_board(board), piece])
    if len(move) > 0:
        apply_rule_move(board, move[0], move[1], piece,
                        rules)
    return True


def set_gtp_think(session, seconds, moves):
    """Sets the think time a move from a clock.

    Parameters: session -- the GtpSession (changed); seconds -- the time
        to spread; moves -- over how many moves.
    Returns: None.
    """
    think = seconds * GTP_TIME_RESERVE / max(1, moves)
    session.settings.think = min(GTP_MAX_THINK, max(GTP_MIN_THINK, think))


def start_gtp_game(session, rows, cols):
    """Starts a new game on a board of the given size, forgetting the
    moves played (boardsize and clear_board).

    Parameters: session -- the GtpSession (changed); rows, cols -- the
        board's size.
    Returns: [True, ''], the commands' answer.
    """
    session.board = create_start_board(rows, cols, rules=session.rules)
    session.past = []
    return [True, ""]


# The handlers of GTP_COMMANDS: each is called as handler(session,
# words), words the command's arguments (as many as its word_count
# says), and returns a pair [succeeded, text]: whether to answer '=' or
# '?', and the answer's text.
def answer_gtp_protocol_version(session, words):
    """protocol_version: the version of GTP spoken."""
    return [True, GTP_VERSION]


def answer_gtp_name(session, words):
    """name: the engine's name."""
    return [True, GTP_NAME]


def answer_gtp_version(session, words):
    """version: the engine's version."""
    return [True, GTP_PROGRAM_VERSION]


def answer_gtp_known_command(session, words):
    """known_command NAME: whether the engine knows the command."""
    return [True, GTP_TRUE if words[0] in GTP_COMMANDS else GTP_FALSE]


def answer_gtp_list_commands(session, words):
    """list_commands: the commands, one a line."""
    return [True, NEWLINE.join(GTP_COMMANDS)]


def answer_gtp_quit(session, words):
    """quit: an empty success (play_gtp then stops)."""
    return [True, ""]


def answer_gtp_komi(session, words):
    """komi NUMBER, which Othello has no use for: an empty success when
    the number is one, as GTP's komi is a float.

    Parameters: session -- the GtpSession; words -- the komi.
    Returns: [succeeded, text] (see _answer_gtp).
    """
    if re.fullmatch(GTP_FLOAT_PATTERN, words[0]) is None:
        return [False, GTP_SYNTAX_ERROR]
    return [True, ""]


def answer_gtp_list_games(session, words):
    """list_games: the one game the engine plays."""
    return [True, GTP_GAME]


def answer_gtp_set_game(session, words):
    """set_game NAME: accepts Othello (in any case), and only it.

    Parameters: session -- the GtpSession; words -- [the game's name].
    Returns: [succeeded, text] (see _answer_gtp).
    """
    if words[0].lower() != GTP_GAME.lower():
        return [False, GTP_UNSUPPORTED_GAME]
    return [True, ""]


def answer_gtp_boardsize(session, words):
    """boardsize N: a new game on an N x N board, when N is a size the
    options allow.

    Parameters: session -- the GtpSession (changed); words -- [N].
    Returns: [succeeded, text] (see _answer_gtp).
    """
    size = parse_whole_number(words[0])
    if not is_valid_board_side(size):
        return [False, GTP_BAD_SIZE]
    return start_gtp_game(session, size, size)


def answer_gtp_clear_board(session, words):
    """clear_board: a new game on a board of the same size."""
    return start_gtp_game(session, len(session.board), len(session.board[0]))


def answer_gtp_undo(session, words):
    """undo: takes back the last move played, if there is one.

    Parameters: session -- the GtpSession (changed); words -- [].
    Returns: [succeeded, text] (see _answer_gtp).
    """
    if len(session.past) == 0:
        return [False, GTP_CANNOT_UNDO]
    session.board = session.past.pop()[0]
    return [True, ""]


def answer_gtp_showboard(session, words):
    """showboard: whose move it is, and the board."""
    return [True, _format_gtp_board(session)]


def answer_gtp_final_score(session, words):
    """final_score: the winner's colour and margin ('B+4'), or '0' for a
    draw, once the game is over.

    Parameters: session -- the GtpSession; words -- [].
    Returns: [succeeded, text] (see _answer_gtp).
    """
    board = session.board
    rules = session.rules
    if get_side_to_move(board, PLAYER_PIECE, rules) != EMPTY:
        return [False, GTP_CANNOT_SCORE]
    scores = get_final_scores(board, rules)
    winner = get_rule_winner(board)
    if winner == EMPTY:
        return [True, GTP_DRAW]
    return [True, GTP_SCORE.format(
        GTP_SCORE_LABELS[winner],
        scores[winner] - scores[get_opponent(winner)])]


def answer_gtp_level(session, words):
    """level N: genmove plays as the computer levelN (1 to 5).

    Parameters: session -- the GtpSession (changed); words -- [N].
    Returns: [succeeded, text] (see _answer_gtp).
    """
    level = parse_whole_number(words[0])
    if level is None or not 1 <= level <= len(GTP_LEVEL_PLAYERS):
        return [False, GTP_BAD_LEVEL]
    session.player = GTP_LEVEL_PLAYERS[level - 1]
    return [True, ""]


def answer_gtp_time_settings(session, words):
    """time_settings MAIN BYO_YOMI STONES: the think time a move, from
    the byo-yomi's time a stone when there is a byo-yomi, otherwise from
    the main time spread over GTP_MOVES_TO_PLAN moves.

    Parameters: session -- the GtpSession (changed); words -- the main
        time, the byo-yomi's time and its stones (whole seconds, count).
    Returns: [succeeded, text] (see _answer_gtp).
    """
    numbers = [parse_whole_number(word) for word in words]
    if None in numbers:
        return [False, GTP_SYNTAX_ERROR]
    main_time, byo_yomi_time, byo_yomi_stones = numbers
    if byo_yomi_time > 0 and byo_yomi_stones > 0:
        set_gtp_think(session, byo_yomi_time, byo_yomi_stones)
    else:
        set_gtp_think(session, main_time, GTP_MOVES_TO_PLAN)
    return [True, ""]


def answer_gtp_time_left(session, words):
    """time_left COLOUR SECONDS STONES: the think time a move, from the
    time left spread over the engine's moves still to come.

    Parameters: session -- the GtpSession (changed); words -- the
        colour, the seconds left and the stones (not used).
    Returns: [succeeded, text] (see _answer_gtp).
    """
    if GTP_COLOURS.get(words[0].lower()) is None:
        return [False, GTP_SYNTAX_ERROR]
    seconds = parse_whole_number(words[1])
    if seconds is None:
        return [False, GTP_SYNTAX_ERROR]
    empties = count_pieces(session.board, EMPTY)
    set_gtp_think(session, seconds, empties // PARITY_DIVISOR)
    return [True, ""]


def answer_gtp_play(session, words):
    """play COLOUR VERTEX: plays a move for the colour, if it is legal.

    Parameters: session -- the GtpSession (changed); words -- the colour
        and the vertex (a square's name or pass).
    Returns: [succeeded, text] (see _answer_gtp).
    """
    piece = GTP_COLOURS.get(words[0].lower())
    if piece is None:
        return [False, GTP_SYNTAX_ERROR]
    move = _parse_gtp_vertex(words[1], session.board)
    if move is None:
        return [False, GTP_SYNTAX_ERROR]
    if not play_gtp_move(session, piece, move):
        return [False, GTP_ILLEGAL_MOVE]
    return [True, ""]


def answer_gtp_genmove(session, words):
    """genmove COLOUR: the engine's move for the colour, played at once.

    Parameters: session -- the GtpSession (changed); words -- [the
        colour].
    Returns: [succeeded, text] (see _answer_gtp): the move in capitals
        (F5), or pass.
    """
    piece = GTP_COLOURS.get(words[0].lower())
    if piece is None:
        return [False, GTP_SYNTAX_ERROR]
    board = session.board
    move = COMPUTER_PLAYERS[session.player](
        copy_board(board), piece, session.rules, session.settings)
    play_gtp_move(session, piece, move)
    if len(move) == 0:
        return [True, GTP_PASS]
    return [True, format_square_name(board, move).upper()]


# Every command the engine knows, in list_commands's order: its
# handler, and how many words follow its name.
GTP_COMMANDS = {"protocol_version": GtpCommand(answer_gtp_protocol_version, 0),
                "name": GtpCommand(answer_gtp_name, 0),
                "version": GtpCommand(answer_gtp_version, 0),
                "known_command": GtpCommand(answer_gtp_known_command, 1),
                "list_commands": GtpCommand(answer_gtp_list_commands, 0),
                "quit": GtpCommand(answer_gtp_quit, 0),
                "boardsize": GtpCommand(answer_gtp_boardsize, 1),
                "clear_board": GtpCommand(answer_gtp_clear_board, 0),
                "komi": GtpCommand(answer_gtp_komi, 1),
                "play": GtpCommand(answer_gtp_play, 2),
                "genmove": GtpCommand(answer_gtp_genmove, 1),
                "undo": GtpCommand(answer_gtp_undo, 0),
                "showboard": GtpCommand(answer_gtp_showboard, 0),
                "final_score": GtpCommand(answer_gtp_final_score, 0),
                "time_settings": GtpCommand(answer_gtp_time_settings, 3),
                "time_left": GtpCommand(answer_gtp_time_left, 3),
                "level": GtpCommand(answer_gtp_level, 1),
                "list_games": GtpCommand(answer_gtp_list_games, 0),
                "set_game": GtpCommand(answer_gtp_set_game, 1)}


def _answer_gtp(session, command, words):
    """Answers a known GTP command by its handler (see GTP_COMMANDS)."""
    return GTP_COMMANDS[command].answer(session, words)


def read_gtp_line():
    """Reads one line of GTP commands, with no prompt and no echo.

    Parameters: none.
    Returns: a pair [line, start]: the line as text (see decode_line) and
        the same again; for a line too long to read, None and the text of
        its start (where its id is).
    Raises: EOFError at the end of input.
    """
    raw_line, start = read_raw_line_start()
    if raw_line is None:
        return [None, decode_line(start)]
    return [decode_line(raw_line), decode_line(raw_line)]


def play_gtp(rules, read_line):
    """Runs the engine: reads GTP commands until quit or the end of the
    input, answering each with exactly one answer (a line too long to
    read gets GTP_TOO_LONG, with its id).

    Parameters: rules -- the rule set (standard or simple); read_line --
        a function of no arguments returning the next input line as
        read_gtp_line does.
    Returns: EXIT_OK.
    """
    session = _create_gtp_session(rules)
    while True:
        try:
            line, start = read_line()
        except EOFError:
            return EXIT_OK
        words = _clean_gtp_line(line or start).split()
        if len(words) == 0 and line is not None:
            continue
        command_id = ""
        # The start of a line too long to read holds an id only if a word
        # follows it there (else the id itself may be cut).
        if len(words) > int(line is None) and words[0].isdigit():
            command_id = words.pop(0)
        succeeded = False
        text = GTP_UNKNOWN_COMMAND
        if line is None:
            text = GTP_TOO_LONG
        elif len(words) > 0 and words[0] in GTP_COMMANDS:
            command = words[0]
            if len(words) - 1 != GTP_COMMANDS[command].word_count:
                text = GTP_SYNTAX_ERROR
            else:
                succeeded, text = _answer_gtp(session, command, words[1:])
        status = GTP_SUCCESS if succeeded else GTP_FAILURE
        print((status + command_id + SPACE + text).rstrip() + NEWLINE,
              flush=True)
        if succeeded and words[0] == GTP_QUIT:
            return EXIT_OK




# ======================================================================
# WINDOW (--gui: the game in a tkinter window)
# ======================================================================

# The window is one more front end on the GameState of the game session:
# the same rules, players, turns, undo, records, analysis, review and
# messages. tkinter is imported only when a window is opened, so the
# terminal game never needs it. What comes next after each change is
# decided by the game session (get_next_step), as for the terminal. The
# window adds a view: the game may be shown as it stood after any of
# its moves (the move list and the graph go there), while the game
# itself stays at its present, where the players move.
#
# Its sub-sections, each with its constants and texts at its top
# (every message not there is the terminal game's), go the way a click
# is handled, lower layers first: on_click (6) asks the game's flow (2)
# whether the move is played, draws the board (3) and the window (4),
# and starts what comes next (a computer's move, the move values) on
# another thread (5); the menu commands (7) do the rest, and building
# the window (8) ties each click and key to its handler:
#   1. the window and its records      5. work on other threads
#   2. the game's flow, without Tk     6. clicks, turns and animation
#   3. drawing the board               7. the menu commands
#   4. drawing the window              8. building the window (run_window)

# ----------------------------------------------------------------------
# WINDOW 1: THE WINDOW AND ITS RECORDS
# ----------------------------------------------------------------------

# The Window, which every function of the window shares, and the records
# it holds; the other records (GameChoices, SquareMarks, WindowCommand)
# sit with the code that makes them.


@dataclasses.dataclass
class BoardLayout:
    """Where the board sits on the canvas, in pixels."""
    left: float                   # the x of the board's left edge
    top: float                    # the y of the board's top edge
    cell: float                   # a square's side


@dataclasses.dataclass
class ViewOptions:
    """Which view options are on (see VIEW_OPTIONS), as at first."""
    legal: bool = True            # a dot on each legal move
    values: bool = False          # each legal move's value on its square
    graph: bool = True            # the evaluation graph
    coordinates: bool = True      # the row and column labels
    animation: bool = True        # flipped discs turn over


@dataclasses.dataclass
class Animation:
    """The flips of the move just played, turning over."""
    squares: list                 # the [row, col] squares flipped
    started: float                # the time.monotonic() it started at


@dataclasses.dataclass
class AnalysisTask:
    """Work on another thread (the move values, or a review) whose
    results the window takes one by one."""
    kind: str                     # TASK_VALUES or TASK_REVIEW
    cancelled: bool = False       # whether the window no longer wants it
    searches: list = dataclasses.field(default_factory=list)
    # ... the search states of its searches, to stop them
    results: list = dataclasses.field(default_factory=list)
    # ... its results so far, [kind, data] each, then TASK_DONE
    taken: int = 0                # how many results the window has taken


@dataclasses.dataclass
class NewGameDialog:
    """The new-game dialog, while it is open: a tkinter StringVar for
    each of its choices (see GameChoices)."""
    top: object                   # its tkinter Toplevel
    rules: object                 # the rule set's name
    size: object                  # the board's size, such as '8x8'
    x: object                     # who plays X
    o: object                     # who plays O


@dataclasses.dataclass
class Window:
    """The window: its widgets, the game it plays and what it shows,
    shared by every function of the window."""
    tkinter: object               # the tkinter module
    root: object                  # the Tk root window
    canvas: object                # the board's canvas
    side_disc: object             # the canvas of the side to move's disc
    status_label: object          # the status lines' label
    message_label: object         # the message's label
    refusal_label: object         # the refusal's label
    main_frame: object            # the frame of the board and the panel
    panel: object                 # the frame of the move list and graph
    move_list: object             # the move list's Listbox
    graph: object                 # the evaluation graph's canvas
    wide: bool                    # whether the panel is beside the board
    state: GameState              # the game in the window
    view: int                     # the moves played in the position shown
    show: ViewOptions             # which view options are on
    checks: dict                  # {view option: its menu's BooleanVar}
    message: str                  # the message: what the last change did
    refusal: str                  # why the last request was not done
    hint: list                    # the hint's move, or [] for none
    busy: bool                    # whether a computer or the hint thinks
    generation: int               # start_over's count: older answers go
    pause_ms: int                 # the least wait for a computer's move
    layout: BoardLayout           # where the board was last drawn
    interrupted: bool             # whether Ctrl-C stopped the window
    animation: object             # the Animation under way, or None
    analysis: object              # the AnalysisTask under way, or None
    values: dict                  # {(row, col): opinion}, position shown
    graph_values: dict            # {position: [value, exact]}, the graph's
    review_marks: dict            # {move number: index in MARK_NAMES}
    review_lines: list            # the review's lines so far
    path: object                  # the game's file (open, save), or None
    entries: list                 # the move list's entries, as last filled
    dialog: object                # the NewGameDialog open, or None
    text_window: object           # the help's Toplevel open, or None
    ask: object                   # function (question) -> True for yes
    choose_open: object           # function () -> a file to open, or ''
    choose_save: object           # function () -> a file to save, or ''

# ----------------------------------------------------------------------
# WINDOW 2: THE GAME'S FLOW, WITHOUT TK
# ----------------------------------------------------------------------

# What the window decides needs no display: what comes next, whether a
# click is played, the view, the new-game dialog's choices, pasted
# moves, and what the board, the graph and the help show.
#
# A human with no legal move, under rules that pass: the window passes
# by itself (see get_window_step).
STEP_PASS = "pass"
# Why a click is not played, besides the terminal game's reasons.
GAME_OVER_CLICK_MESSAGE = ("The game is over: Game > New game (Ctrl+N) "
                           "starts another.")
WAIT_MESSAGE = "Please wait: {} is thinking."
# Playing at an earlier point starts a new line.
LATER_MOVES_QUESTION = ("Playing here starts a new line: the game's last {} "
                        "will be lost. Play here?")
ONE_LATER_MOVE = "move"
LATER_MOVES = "{} moves"
# Going through the game: the view's moves (the names of their keys).
GO_FIRST = "Home"
GO_BACK = "Left"
GO_FORWARD = "Right"
GO_LAST = "End"
# The move list's entries; the review's marks, as chess and Othello
# annotators write them (in MARK_NAMES' order).
REVIEW_SYMBOLS = ["?!", "?", "??"]
MOVE_ENTRY = "{:>3}. {} {}"
MARKED_ENTRY = "{} {}"
START_ENTRY = "  0. start"
# Pasted moves that are not played.
PASTE_RULES_MESSAGE = ("Paste reads a move string (f5d6c3): standard and "
                       "simple games only.")
PASTE_ERROR_MESSAGE = "Not pasted: {}."
# Values on the board: an exact value underlined, the others labelled.
VALUE_AT_LEAST_MARK = "\u2265"
VALUE_AT_MOST_MARK = "\u2264"
# The graph's margin in pixels. A margin, or a padding, is on both
# sides of the board or a line.
GRAPH_MARGIN = 8
MARGINS_PER_AXIS = 2
# The Keys help: a line a command, then the keys that go through the
# game, which are not menu items.
GO_KEYS_HELP = ("Home, Left, Right, End: the start, a move back, a move "
                "forward, the game's present (or click a move or the graph)")
KEYS_LINE = "{:<14} {}"
MENU_PATH = "{} > {}"


@dataclasses.dataclass
class GameChoices:
    """What the new-game dialog chooses, as its menus write it."""
    rules: str                    # the rule set's name
    size: str                     # the board's size, such as '8x8'
    x: str                        # who plays X: HUMAN or a computer
    o: str                        # who plays O


def get_window_step(state):
    """Decides what the window does next (see get_next_step): a human
    with no legal move passes by itself, under rules that pass.

    Parameters: state -- the GameState.
    Returns: STEP_OVER, STEP_HUMAN, STEP_PASS or STEP_COMPUTER.
    """
    step = get_next_step(state)
    if step == STEP_HUMAN and must_pass(state):
        return STEP_PASS
    return step


def get_click_refusal(state, square):
    """Finds why a click on a square would not be played.

    Parameters: state -- the GameState (not changed); square -- the
        [row, col] clicked.
    Returns: '' when the click is a legal move of a human due; otherwise
        the reason (the terminal game's reason for an illegal move).
    """
    step = get_window_step(state)
    if step == STEP_OVER:
        return GAME_OVER_CLICK_MESSAGE
    if step != STEP_HUMAN:
        return WAIT_MESSAGE.format(describe_side(state.due,
                                                 state.game))
    return get_move_error(state.board, square, get_legal_moves(state))


def click_square(state, square):
    """Plays a human's click on a square, when it is a legal move.

    Parameters: state -- the GameState (changed when the move is
        played); square -- the [row, col] clicked, or [] for a click off
        the board.
    Returns: a pair [played, lines]: whether the move was played, and the
        lines to show: what the move did, or why nothing happened.
    """
    if len(square) == 0:
        return [False, []]
    refusal = get_click_refusal(state, square)
    if refusal != "":
        return [False, [refusal]]
    return [True, play_turn_lines(state, square)]


def play_turn_lines(state, move):
    """Plays a turn (see play_turn) and says what it did.

    Parameters: state -- the GameState (changed); move -- a legal move
        of the side due, or [] for a pass.
    Returns: the lines to show: what the turn did, then the record's
        problem, if it could not be written.
    """
    problem = play_turn(state, move)
    lines = [format_last_turn(state)]
    if problem != "":
        lines.append(problem)
    return lines


def get_view_state(state, view):
    """Finds the game as it stood after some of its moves, to show it.

    Parameters: state -- the GameState; view -- how many of its moves
        have been played in the position shown.
    Returns: the GameState itself when the view is its present;
        otherwise a copy at that point (its own board and history).
    """
    history = state.history
    if view >= len(history):
        return state
    game = state.game
    replayed = replay_moves(state.start, game.first,
                            history[:view], game.rules)
    return dataclasses.replace(state, board=replayed[0], due=replayed[1],
                               history=history[:view], flips=[])


def get_new_view(view, where, count):
    """Moves the view through a game.

    Parameters: view -- the moves played in the position shown; where --
        GO_FIRST, GO_BACK, GO_FORWARD or GO_LAST; count -- the moves of
        the game.
    Returns: the new view, from 0 (the start) to count (the present).
    """
    if where == GO_FIRST:
        return 0
    if where == GO_LAST:
        return count
    if where == GO_BACK:
        return max(0, view - 1)
    return min(count, view + 1)


def format_later_moves_question(count):
    """Asks whether to start a new line at an earlier point.

    Parameters: count -- how many later moves would be lost (1 or more).
    Returns: the question.
    """
    moves = ONE_LATER_MOVE
    if count != 1:
        moves = LATER_MOVES.format(count)
    return LATER_MOVES_QUESTION.format(moves)


def start_line_at(state, view):
    """Takes the game back to an earlier point, to play on from there:
    the later moves are dropped (see set_history).

    Parameters: state -- the GameState (changed); view -- the moves
        kept.
    Returns: the lines the after-turn steps said.
    """
    del state.history[view:]
    return set_history(state)


def list_move_entries(state, marks):
    """Writes the move list: the start, then every move of the game with
    its number, its side and its square as the rule set writes it, and
    the review's mark.

    Parameters: state -- the GameState; marks -- {move number: index of
        its mark in MARK_NAMES} (moves without a mark left out).
    Returns: the entries, the start's first.
    """
    history = state.history
    written = list_written_moves(state, history)
    entries = [START_ENTRY]
    for number in range(1, len(history) + 1):
        entry = MOVE_ENTRY.format(number, history[number - 1][0],
                                  written[number - 1])
        if number in marks:
            entry = MARKED_ENTRY.format(entry, REVIEW_SYMBOLS[marks[number]])
        entries.append(entry)
    return entries


def get_game_choices(game, board):
    """Finds the new-game dialog's first values: those of a game.

    Parameters: game -- the Game; board -- its board (for its size).
    Returns: the GameChoices.
    """
    names = game.player_names
    return GameChoices(game.rules.name,
                       SIZE_FORMAT.format(len(board), len(board[0])),
                       names[PLAYER_PIECE], names[COMPUTER_PIECE])


def list_size_choices(board):
    """Lists the board sizes the new-game dialog offers: the square
    boards, and the present board's size when it is not square.

    Parameters: board -- the present board.
    Returns: the sizes as strings, such as '8x8'.
    """
    sizes = [SIZE_FORMAT.format(side, side)
             for side in range(MIN_BOARD_SIZE, MAX_BOARD_SIZE + 1)
             if is_valid_board_side(side)]
    present = SIZE_FORMAT.format(len(board), len(board[0]))
    if present not in sizes:
        sizes.append(present)
    return sizes


def create_chosen_game(choices, game):
    """Makes the game the new-game dialog asks for, keeping how the game
    in the window is won and its think time; a new seed is drawn. A rule
    set of a fixed size (the one-row game) keeps its own.

    Parameters: choices -- the GameChoices (see get_game_choices);
        game -- the Game in the window.
    Returns: a pair [Game, the board of its start].
    """
    rules = RULE_SETS[choices.rules]
    sides = [rules.rows, rules.cols]
    if not rules.size_fixed:
        sides = [int(side) for side in choices.size.split(SIZE_SEPARATOR)]
    names = {PLAYER_PIECE: choices.x, COMPUTER_PIECE: choices.o}
    new_game = remake_game(game, rules, names, PLAYER_PIECE,
                           rules.top_left, game.win, None)
    return [new_game, create_start_board(sides[0], sides[1],
                                         rules.top_left, rules)]


def create_opened_game(loaded, game):
    """Makes the Game of a LoadedGame, keeping game's think time."""
    return remake_game(game, loaded.rules, loaded.player_names,
                       loaded.first, loaded.top_left, loaded.win, loaded.seed)


def remake_game(game, rules, names, first, top_left, win, seed):
    """Makes another game in the window, with the window's think time
    and its own settings (a game in the window keeps no --record file:
    Save writes it).

    Parameters: game -- the Game in the window; rules, names, first,
        top_left, win -- as create_game; seed -- the seed of its
        computers (None: a new one).
    Returns: the Game.
    """
    if seed is None:
        seed = time.time_ns()
    think = game.settings.think
    return create_game(rules, names, first, top_left, win,
                       create_settings(seed, think, win), seed)


def read_pasted_moves(state, text):
    """Reads a pasted move string as the moves of the game in the window,
    from its start.

    Parameters: state -- the GameState; text -- the pasted text.
    Returns: a pair [history, error]: the [piece, move] entries and ''
        when every move is legal; otherwise [] and the line to show.
    """
    game = state.game
    rules = game.rules
    if not rules.square_names:
        return [[], PASTE_RULES_MESSAGE]
    replayed = replay_move_string(text, state.start, game.first,
                                  rules)
    if replayed.error != "":
        return [[], PASTE_ERROR_MESSAGE.format(replayed.error)]
    return [replayed.history, ""]


def format_square_value(opinion):
    """Writes a move's value as the board shows it on its square: an
    exact value or an estimate alone (the board underlines an exact one),
    a bound after its sign (at least, at most).

    Parameters: opinion -- the move's opinion (see create_opinion).
    Returns: a pair [text, exact], such as ['+4', True] or ['-2', False].
    """
    kind = get_value_kind(opinion)
    if kind == VALUE_KIND_EXACT:
        return [format_disc_value(opinion.lower), True]
    if kind == VALUE_KIND_AT_LEAST:
        return [VALUE_AT_LEAST_MARK + format_disc_value(
            opinion.lower), False]
    if kind == VALUE_KIND_AT_MOST:
        return [VALUE_AT_MOST_MARK + format_disc_value(
            opinion.upper), False]
    return [format_disc_value(round(opinion.estimate)), False]


def get_graph_value(opinion, piece, first):
    """Turns the value of a position for the side to move into the
    graph's: for the side that moves first.

    Parameters: opinion -- the best move's opinion; piece -- the side to
        move; first -- the side that moves first in the game.
    Returns: [value, exact]: the value, and whether it is exact.
    """
    sign = 1
    if piece != first:
        sign = -1
    return [sign * opinion.estimate, is_exact_opinion(opinion)]


def get_graph_point(index, value, count, size, largest):
    """Works out where a value goes on the graph: positions from left to
    right, the value up for the side that moves first.

    Parameters: index -- the position (moves played); value -- its value;
        count -- the game's moves; size -- the graph's [width, height] in
        pixels; largest -- the scale's end (see _get_graph_range).
    Returns: [x, y], in pixels.
    """
    width = size[0] - GRAPH_MARGIN * MARGINS_PER_AXIS
    height = size[1] - GRAPH_MARGIN * MARGINS_PER_AXIS
    x = GRAPH_MARGIN + width * index / max(count, 1)
    y = (GRAPH_MARGIN
         + height * (largest - value) / (largest * MARGINS_PER_AXIS))
    return [x, y]


def find_graph_index(x, count, width):
    """Finds the position under a point of the graph.

    Parameters: x -- the point's x, in pixels; count -- the game's moves;
        width -- the graph's width in pixels.
    Returns: the nearest position, from 0 to count.
    """
    inner = max(1, width - GRAPH_MARGIN * MARGINS_PER_AXIS)
    index = round((x - GRAPH_MARGIN) * max(count, 1) / inner)
    return min(count, max(0, index))


def get_flip_frame(progress):
    """Works out a flipping disc part of the way through its turn: it
    narrows to an edge showing its old side, then widens showing its new
    one.

    Parameters: progress -- the share of the animation's time gone, 0 to
        1.
    Returns: [the new side shows, the disc's width as a share of its
        full width].
    """
    progress = min(1.0, max(0.0, progress))
    return [progress >= 1 / CENTRE_DIVISOR,
            abs(math.cos(math.pi * progress))]


def format_keys_help(commands):
    """Writes the Keys help: every menu command with its shortcut, and
    the keys that go through the game.

    Parameters: commands -- the window's WindowCommands (see
        get_window_commands).
    Returns: the text, a line a command.
    """
    lines = [KEYS_LINE.format(command.shortcut,
                              MENU_PATH.format(command.menu, command.label))
             for command in commands]
    lines.append(GO_KEYS_HELP)
    return "\n".join(lines)

# ----------------------------------------------------------------------
# WINDOW 3: DRAWING THE BOARD
# ----------------------------------------------------------------------

# The drawing, in cells: the margin for the row and column numbers, the
# inset of a disc, the marks (a dot on a legal move, a square frame
# round the last move and round the hint's move, a ring round a flipped
# disc; none covers a disc's middle, where a letter may be), the line
# width of a frame or ring, and the size of the numbers and the values;
# under the one-row game, the bar with REVERSI above the row (as the 1D
# Reversi assignment draws it) and the gap below it.
LABEL_MARGIN_CELLS = 0.6
DISC_INSET = 0.1
LEGAL_DOT_RADIUS = 0.13
FRAME_INSET = 0.05
FLIPPED_RING_INSET = 0.04
MARK_LINE_CELLS = 0.06
LABEL_FONT_CELLS = 0.28
VALUE_FONT_CELLS = 0.34
ONE_ROW_BAR_CELLS = 1.0
ONE_ROW_GAP_CELLS = 0.3
ONE_ROW_BAR_TEXT = "REVERSI"
BAR_FONT_CELLS = 0.5
PIECE_FONT_CELLS = 0.4
FONT_FAMILY = "Helvetica"
FONT_WEIGHT = "bold"
FONT_UNDERLINE = "underline"
MIN_FONT_SIZE = 6
# Colours: a green board, X dark and O light, the marks in colours that
# stand out on both (the marks differ in shape too).
BOARD_COLOUR = "#2e7d32"
GRID_COLOUR = "#1b5e20"
LABEL_COLOUR = "#37474f"
BAR_COLOUR = "#37474f"
BAR_TEXT_COLOUR = "#ffffff"
DISC_COLOURS = {PLAYER_PIECE: "#212121", COMPUTER_PIECE: "#fafafa"}
DISC_OUTLINES = {PLAYER_PIECE: "#000000", COMPUTER_PIECE: "#9e9e9e"}
PIECE_TEXT_COLOURS = {PLAYER_PIECE: "#fafafa", COMPUTER_PIECE: "#212121"}
LEGAL_COLOUR = "#c8e6c9"
LAST_MOVE_COLOUR = "#e53935"
FLIPPED_COLOUR = "#ff9800"
HINT_COLOUR = "#ffeb3b"
EXACT_VALUE_COLOUR = "#ffffff"
VALUE_COLOUR = "#c8e6c9"


@dataclasses.dataclass
class SquareMarks:
    """What the board's squares are marked with as it is drawn."""
    last_move: list               # the last move's square, or []
    flips: list                   # the squares the last move flipped
    legal: list                   # the legal moves to mark with a dot
    hint: list                    # the hint's move, or []
    values: dict                  # {(row, col): opinion} to write
    animation: list               # [] or [flipped squares, the share of


def get_board_layout(width, height, rows, cols):
    """Works out where the board sits on a canvas of a given size: as
    big as fits, centred, with a margin for the numbers (and, on a
    one-row board, room for the bar above it).

    Parameters: width, height -- the canvas's size in pixels; rows, cols
        -- the board's size.
    Returns: the BoardLayout.
    """
    rows_needed = rows + LABEL_MARGIN_CELLS * MARGINS_PER_AXIS
    if rows == 1:
        rows_needed += ONE_ROW_BAR_CELLS + ONE_ROW_GAP_CELLS
    cols_needed = cols + LABEL_MARGIN_CELLS * MARGINS_PER_AXIS
    cell = min(width / cols_needed, height / rows_needed)
    top = ((height - rows_needed * cell) / CENTRE_DIVISOR
           + LABEL_MARGIN_CELLS * cell)
    if rows == 1:
        top += (ONE_ROW_BAR_CELLS + ONE_ROW_GAP_CELLS) * cell
    return BoardLayout((width - cols * cell) / CENTRE_DIVISOR, top, cell)


def find_clicked_square(layout, rows, cols, x, y):
    """Finds the square under a point of the canvas.

    Parameters: layout -- the BoardLayout (see get_board_layout); rows,
        cols -- the board's size; x, y -- the point, in pixels.
    Returns: the [row, col] square, or [] when the point is off the board.
    """
    cell = layout.cell
    col = int((x - layout.left) // cell)
    row = int((y - layout.top) // cell)
    if 0 <= row < rows and 0 <= col < cols:
        return [row, col]
    return []


def get_square_box(layout, square, inset):
    """Works out the box a drawing of a square fills.

    Parameters: layout -- the BoardLayout; square -- the [row, col];
        inset -- how far in from the square's edges, in cells.
    Returns: [x0, y0, x1, y1], in pixels.
    """
    cell = layout.cell
    left = layout.left + square[1] * cell
    top = layout.top + square[0] * cell
    return [left + inset * cell, top + inset * cell,
            left + (1 - inset) * cell, top + (1 - inset) * cell]


def _get_centre_box(layout, square, radius):
    """Finds the [x0, y0, x1, y1] box of a mark in a square's centre."""
    return get_square_box(layout, square, 1 / CENTRE_DIVISOR - radius)


def get_font(layout, cells, style=FONT_WEIGHT):
    """Makes a tkinter font of the given size in cells of the board."""
    return (FONT_FAMILY, max(MIN_FONT_SIZE, round(layout.cell
                                                  * cells)), style)


def draw_numbers(canvas, layout, board, rules):
    """Draws the labels a player refers to squares by: the column labels
    above a grid and the row labels on its left (a to h and 1 to 8 where
    squares are named), or, on a one-row board, each square's number
    below it.

    Parameters: canvas -- the tkinter canvas; layout -- the BoardLayout;
        board -- the 2D list of pieces (for its shape); rules -- the rule
        set (whether squares are named, and the first square number).
    Returns: None.
    """
    column_labels, row_labels = get_board_labels(
        board, rules.square_names, rules.first_number)
    cell = layout.cell
    font = get_font(layout, LABEL_FONT_CELLS)
    left = layout.left
    top = layout.top
    label_offset = LABEL_MARGIN_CELLS * cell / CENTRE_DIVISOR
    col_label_y = top - label_offset
    if len(board) == 1:
        col_label_y = top + cell + label_offset
    for col in range(len(board[0])):
        canvas.create_text(left + (col + 1 / CENTRE_DIVISOR) * cell,
                           col_label_y, text=column_labels[col], font=font,
                           fill=LABEL_COLOUR)
    if len(board) == 1:
        return
    for row in range(len(board)):
        canvas.create_text(left - label_offset,
                           top + (row + 1 / CENTRE_DIVISOR) * cell,
                           text=row_labels[row], font=font,
                           fill=LABEL_COLOUR)


def draw_one_row_bar(canvas, layout, cols):
    """Draws the bar with REVERSI in it above a one-row board, as the 1D
    Reversi assignment's canvas shows it.

    Parameters: canvas -- the tkinter canvas; layout -- the BoardLayout;
        cols -- the row's length.
    Returns: None.
    """
    cell = layout.cell
    bottom = layout.top - ONE_ROW_GAP_CELLS * cell
    top = bottom - ONE_ROW_BAR_CELLS * cell
    left = layout.left
    right = left + cols * cell
    canvas.create_rectangle(left, top, right, bottom, fill=BAR_COLOUR,
                            outline=BAR_COLOUR)
    canvas.create_text((left + right) / CENTRE_DIVISOR,
                       (top + bottom) / CENTRE_DIVISOR,
                       text=ONE_ROW_BAR_TEXT, fill=BAR_TEXT_COLOUR,
                       font=get_font(layout, BAR_FONT_CELLS))


def _draw_disc(canvas, layout, square, piece, width_share, lettered):
    """Draws a disc on a square, narrowed while it turns over.

    Parameters: canvas -- the tkinter canvas; layout -- the BoardLayout;
        square -- the [row, col]; piece -- the side it shows; width_share
        -- its width as a share of a whole disc's; lettered -- whether
        its letter is written on it (the one-row game's discs).
    Returns: None.
    """
    left, top, right, bottom = get_square_box(layout, square, DISC_INSET)
    middle = (left + right) / CENTRE_DIVISOR
    half = (right - left) / CENTRE_DIVISOR
    canvas.create_oval(middle - half * width_share, top,
                       middle + half * width_share, bottom,
                       fill=DISC_COLOURS[piece], outline=DISC_OUTLINES[piece],
                       tags=(piece,))
    if lettered and width_share == 1:
        canvas.create_text(middle, (top + bottom) / CENTRE_DIVISOR,
                           text=piece, fill=PIECE_TEXT_COLOURS[piece],
                           font=get_font(layout, PIECE_FONT_CELLS))


def _draw_value(canvas, layout, square, opinion):
    """Writes a move's value on its square (see format_square_value).

    Parameters: canvas -- the tkinter canvas; layout -- the BoardLayout;
        square -- the [row, col]; opinion -- the move's opinion.
    Returns: None.
    """
    text, exact = format_square_value(opinion)
    style = FONT_WEIGHT
    colour = VALUE_COLOUR
    if exact:
        style = FONT_WEIGHT + SPACE + FONT_UNDERLINE
        colour = EXACT_VALUE_COLOUR
    left, top, right, bottom = get_square_box(layout, square, 0)
    canvas.create_text((left + right) / CENTRE_DIVISOR,
                       (top + bottom) / CENTRE_DIVISOR, text=text,
                       fill=colour,
                       font=get_font(layout, VALUE_FONT_CELLS, style))


def draw_square(canvas, layout, board, square, marks):
    """Draws one square: its cell, its disc (X dark, O light; lettered
    on a one-row board, as the 1D Reversi assignment shows its pieces;
    turning while its flip is animated), and its marks: a legal move's
    dot, or its value when values are shown.

    Parameters: canvas -- the tkinter canvas; layout -- the BoardLayout;
        board -- the 2D list of pieces; square -- the [row, col]; marks --
        the SquareMarks.
    Returns: None.
    """
    canvas.create_rectangle(*get_square_box(layout, square, 0),
                            fill=BOARD_COLOUR, outline=GRID_COLOUR)
    piece = board[square[0]][square[1]]
    flipping, share = [[], 0]
    if len(marks.animation) > 0:
        flipping, share = marks.animation
    if piece != EMPTY:
        width_share = 1
        if square in flipping:
            new_side, width_share = get_flip_frame(share)
            if not new_side:
                piece = get_opponent(piece)
        _draw_disc(canvas, layout, square, piece, width_share,
                  len(board) == 1)
    line_width = max(1, layout.cell * MARK_LINE_CELLS)
    if square == marks.last_move:
        canvas.create_rectangle(*get_square_box(layout, square, FRAME_INSET),
                                outline=LAST_MOVE_COLOUR, width=line_width)
    elif square in marks.flips and len(marks.animation) == 0:
        canvas.create_oval(*get_square_box(layout, square,
                                           FLIPPED_RING_INSET),
                           outline=FLIPPED_COLOUR, width=line_width)
    opinion = marks.values.get(tuple(square))
    if opinion is not None:
        _draw_value(canvas, layout, square, opinion)
    elif square in marks.legal:
        canvas.create_oval(*_get_centre_box(layout, square,
                                           LEGAL_DOT_RADIUS),
                           fill=LEGAL_COLOUR, outline="")
    if square == marks.hint:
        canvas.create_rectangle(*get_square_box(layout, square, FRAME_INSET),
                                outline=HINT_COLOUR, width=line_width)

# ----------------------------------------------------------------------
# WINDOW 4: DRAWING THE WINDOW
# ----------------------------------------------------------------------

# The status line of a position before the game's present.
VIEW_STATUS = ("After move {} of {}: X {}, O {}. {} to play here; End "
               "returns to the game.")
VIEW_OVER_STATUS = "After move {} of {}: X {}, O {}. End returns to the game."
# How long a flip's animation lasts.
ANIMATION_SECONDS = 0.25
# The canvas's least size; the disc of the side to move, beside the
# status.
MIN_CANVAS_SIDE = 100
SIDE_DISC_SIZE = 22
# The colours of the review's marks in the move list (as REVIEW_SYMBOLS).
REVIEW_COLOURS = ["#e65100", "#d84315", "#b71c1c"]
# The graph: the least range of values it shows (in discs, either way),
# the radius of a point, and its line widths.
GRAPH_LEAST_RANGE = 16
GRAPH_POINT_RADIUS = 2
GRAPH_LINE_WIDTH = 2
# Each end of the scale says whose gain it is: 'X +16' at the top.
GRAPH_SCALE = "{} +{:.0f}"
GRAPH_TOP_ANCHOR = "nw"
GRAPH_BOTTOM_ANCHOR = "sw"
# The graph's colours: the position shown is marked in red.
GRAPH_BACKGROUND = "#ffffff"
GRAPH_AXIS_COLOUR = "#b0bec5"
GRAPH_LINE_COLOUR = "#37474f"
GRAPH_CURRENT_COLOUR = "#e53935"
# The panel of the move list and the graph: the graph's size beside the
# board and under it; the panel's grid is two cells each way at most;
# the padding round the graph (and round a button).
PANEL_WIDTH = 220
GRAPH_HEIGHT = 180
NARROW_PANEL_HEIGHT = 72
PANEL_GRID_CELLS = 2
BUTTON_PADDING = 2


def get_shown_state(window):
    """Finds the GameState the Window shows (see get_view_state)."""
    return get_view_state(window.state, window.view)


def get_animation(window):
    """Finds how far the animation of the last move's flips has gone.

    Parameters: window -- the Window.
    Returns: [] when nothing is animated; otherwise [flipped squares, the
        share of the animation's time gone].
    """
    animation = window.animation
    if animation is None:
        return []
    share = (time.monotonic() - animation.started) / ANIMATION_SECONDS
    if share >= 1:
        return []
    return [animation.squares, share]


def draw_window(window):
    """Draws the whole board again at the canvas's present size, with
    the marks the view options ask for, and shows the status, the side
    to move, the message, the refusal, the move list and the graph.

    Parameters: window -- the Window.
    Returns: None.
    """
    canvas = window.canvas
    state = window.state
    shown = get_shown_state(window)
    show = window.show
    board = shown.board
    canvas.delete("all")
    layout = get_board_layout(max(canvas.winfo_width(), MIN_CANVAS_SIDE),
                              max(canvas.winfo_height(), MIN_CANVAS_SIDE),
                              len(board), len(board[0]))
    window.layout = layout
    if len(board) == 1:
        draw_one_row_bar(canvas, layout, len(board[0]))
    if show.coordinates:
        draw_numbers(canvas, layout, board, state.game.rules)
    legal = []
    if show.legal:
        legal = get_marked_moves(shown)
    values = {}
    if show.values:
        values = window.values
    marks = SquareMarks(get_last_move(shown), shown.flips, legal,
                        window.hint, values, get_animation(window))
    for row in range(len(board)):
        for col in range(len(board[row])):
            draw_square(canvas, layout, board, [row, col], marks)
    window.message_label.configure(text=window.message)
    window.refusal_label.configure(text=window.refusal)
    status = format_status(state)
    if shown is not state:
        status = _format_view_status(state, window.view)
    window.status_label.configure(text=status)
    _draw_side_disc(window, shown)
    _fill_move_list(window)
    _draw_graph(window)


def _format_view_status(state, view):
    """Writes the status line of a position before the game's present.

    Parameters: state -- the GameState; view -- the moves played in the
        position shown (fewer than the game's).
    Returns: the line, such as 'After move 4 of 9: X 3, O 4. You (X) to
        play here; End returns to the game.'
    """
    shown = get_view_state(state, view)
    board = shown.board
    numbers = [view, len(state.history),
               count_pieces(board, PLAYER_PIECE),
               count_pieces(board, COMPUTER_PIECE)]
    if is_state_over(shown):
        return VIEW_OVER_STATUS.format(*numbers)
    return VIEW_STATUS.format(*numbers, capitalize_first(describe_side(
        shown.due, state.game)))


def _draw_side_disc(window, shown):
    """Draws the disc of the side to move beside the status (nothing once
    the game shown is over).

    Parameters: window -- the Window; shown -- the GameState shown.
    Returns: None.
    """
    canvas = window.side_disc
    canvas.delete("all")
    if is_state_over(shown):
        return
    piece = shown.due
    inset = SIDE_DISC_SIZE * DISC_INSET
    canvas.create_oval(inset, inset, SIDE_DISC_SIZE - inset,
                       SIDE_DISC_SIZE - inset, fill=DISC_COLOURS[piece],
                       outline=DISC_OUTLINES[piece], tags=(piece,))


def _fill_move_list(window):
    """Fills the move list again, the move shown selected and in sight,
    review marks coloured.

    Parameters: window -- the Window.
    Returns: None.
    """
    listbox = window.move_list
    marks = window.review_marks
    entries = list_move_entries(window.state, marks)
    if entries != window.entries:
        window.entries = entries
        listbox.delete(0, "end")
        listbox.insert("end", *entries)
        for number in marks:
            if number < len(entries):
                listbox.itemconfigure(
                    number, foreground=REVIEW_COLOURS[marks[number]])
    view = window.view
    listbox.selection_clear(0, "end")
    listbox.selection_set(view)
    listbox.see(view)


def _get_graph_range(values):
    """Finds how far the graph's scale goes either way.

    Parameters: values -- {position: [value, exact]}.
    Returns: the largest value drawn, at least GRAPH_LEAST_RANGE.
    """
    largest = GRAPH_LEAST_RANGE
    for value, _ in values.values():
        largest = max(largest, abs(value))
    return largest


def _draw_graph(window):
    """Draws the evaluation graph: the value after each move for the side
    that moves first, the points known so far (exact ones filled), with
    the position shown marked.

    Parameters: window -- the Window.
    Returns: None.
    """
    canvas = window.graph
    canvas.delete("all")
    if not window.show.graph:
        return
    size = [max(canvas.winfo_width(), GRAPH_MARGIN * MARGINS_PER_AXIS + 1),
            max(canvas.winfo_height(), GRAPH_MARGIN * MARGINS_PER_AXIS + 1)]
    count = len(window.state.history)
    values = {index: value for index, value in
              window.graph_values.items() if index <= count}
    largest = _get_graph_range(values)
    left = get_graph_point(0, 0, count, size, largest)
    right = get_graph_point(count, 0, count, size, largest)
    canvas.create_line(*left, *right, fill=GRAPH_AXIS_COLOUR)
    first = window.state.game.first
    for value, piece, anchor in [[largest, first, GRAPH_TOP_ANCHOR],
                                 [-largest, get_opponent(first),
                                  GRAPH_BOTTOM_ANCHOR]]:
        end = get_graph_point(0, value, count, size, largest)
        canvas.create_text(end[0], end[1], anchor=anchor,
                           fill=GRAPH_AXIS_COLOUR,
                           text=GRAPH_SCALE.format(piece, largest))
    shown = get_graph_point(window.view, 0, count, size, largest)
    canvas.create_line(shown[0], 0, shown[0], size[1],
                       fill=GRAPH_CURRENT_COLOUR, tags=("current",))
    points = []
    for index in sorted(values):
        value, exact = values[index]
        point = get_graph_point(index, value, count, size, largest)
        points.append(point)
        fill = GRAPH_BACKGROUND
        if exact:
            fill = GRAPH_LINE_COLOUR
        canvas.create_oval(point[0] - GRAPH_POINT_RADIUS,
                           point[1] - GRAPH_POINT_RADIUS,
                           point[0] + GRAPH_POINT_RADIUS,
                           point[1] + GRAPH_POINT_RADIUS, fill=fill,
                           outline=GRAPH_LINE_COLOUR, tags=("point",))
    if len(points) > 1:
        canvas.create_line(*[number for point in points for number in point],
                           fill=GRAPH_LINE_COLOUR, width=GRAPH_LINE_WIDTH,
                           tags=("line",))
        canvas.tag_raise("point")


def show_lines(window, lines):
    """Shows some lines as the window's message, clears the refusal, and
    redraws it all.

    Parameters: window -- the Window; lines -- the lines (an empty
        list leaves the message as it was).
    Returns: None.
    """
    if len(lines) > 0:
        window.message = STATUS_SEPARATOR.join(lines)
    window.refusal = ""
    draw_window(window)


def show_refusal(window, text):
    """Shows why something was not done, on its own line, leaving the
    message (such as the computer's last move) as it was.

    Parameters: window -- the Window; text -- the reason.
    Returns: None.
    """
    window.refusal = text
    draw_window(window)


def place_panel(window, wide):
    """Puts the move list and the graph beside the board (a wide window)
    or under it, and the graph only when it is shown.

    Parameters: window -- the Window; wide -- whether beside.
    Returns: None.
    """
    tkinter = window.tkinter
    window.wide = wide
    panel = window.panel
    moves = window.move_list
    graph = window.graph
    panel.grid_forget()
    moves.grid_forget()
    graph.grid_forget()
    for index in range(PANEL_GRID_CELLS):
        panel.rowconfigure(index, weight=0)
        panel.columnconfigure(index, weight=0)
    show_graph = window.show.graph
    if wide:
        panel.grid(row=0, column=1, sticky=tkinter.NSEW)
        panel.columnconfigure(0, weight=1)
        panel.rowconfigure(0, weight=1)
        moves.grid(row=0, column=0, sticky=tkinter.NSEW)
        graph.configure(width=PANEL_WIDTH, height=GRAPH_HEIGHT)
        if show_graph:
            graph.grid(row=1, column=0, sticky=tkinter.EW,
                       pady=BUTTON_PADDING)
        return
    panel.grid(row=1, column=0, sticky=tkinter.EW)
    panel.rowconfigure(0, weight=1)
    panel.columnconfigure(0, weight=1)
    graph.configure(width=PANEL_WIDTH, height=NARROW_PANEL_HEIGHT)
    if show_graph:
        graph.grid(row=0, column=0, sticky=tkinter.NSEW,
                   padx=BUTTON_PADDING)
    moves.grid(row=0, column=1, sticky=tkinter.NS)

# ----------------------------------------------------------------------
# WINDOW 5: WORK ON OTHER THREADS
# ----------------------------------------------------------------------

# Slow work (a computer's move, the hint, the move values, a review)
# runs on another thread; Tk's thread looks for its answers this often.
POLL_MS = 25
MILLISECONDS_PER_SECOND = 1000
# What an analysis task (see AnalysisTask) works out, and its results:
# pairs [kind, data], such as [RESULT_OPINIONS, the opinions],
# [RESULT_LINE, a review's line] or [RESULT_JUDGED, [number, piece,
# judged]], then TASK_DONE.
TASK_VALUES = "values"
TASK_REVIEW = "review"
TASK_DONE = "done"
RESULT_LINE = "line"
RESULT_JUDGED = "judged"
RESULT_OPINIONS = "opinions"
# Values on the board are worked out again and again, each time with
# more think time, so they are refined while the player looks; the last
# time is --analyze's (see analyse_moves). The seconds of the first
# analyses:
VALUE_THINK_STEPS = [0.3, 1.0, 3.0]


class AnalysisCancelled(Exception):
    """Raised on an analysis task's thread when the window no longer
    wants its answers, so the work stops.

    Parameters: none.
    Returns: not applicable (an exception class).
    """


def run_in_background(window, work, finish, pause_ms):
    """Runs slow work (a computer's search) on another thread, so the
    window never freezes, and hands its answer to a function on Tk's
    thread, the only one that touches the widgets. An answer that comes
    after a new game or an undo is dropped.

    Parameters: window -- the Window; work -- a function of no
        arguments that returns the answer; finish -- called as
        finish(window, answer) on Tk's thread; pause_ms -- the least time
        before finish is called, in milliseconds.
    Returns: None.
    """
    answer = []
    window.busy = True
    thread = threading.Thread(target=put_answer, args=(work, answer),
                              daemon=True)
    thread.start()
    poll_answer(window, window.generation, answer, finish,
                time.monotonic() + pause_ms / MILLISECONDS_PER_SECOND)


def put_answer(work, answer):
    """Does work on a background thread, appending its answer."""
    answer.append(work())


def poll_answer(window, generation, answer, finish, not_before):
    """Looks, on Tk's thread, for the answer of a background thread, and
    looks again a little later until it is there and the pause is over.

    Parameters: window -- the Window; generation -- the window's
        generation when the work started; answer -- the box the answer
        is put in; finish -- called as finish(window, answer); not_before
        -- the time.monotonic() before which the answer is not shown.
    Returns: None.
    """
    if generation != window.generation:
        return
    if len(answer) == 0 or time.monotonic() < not_before:
        window.root.after(POLL_MS, poll_answer, window, generation,
                                  answer, finish, not_before)
        return
    window.busy = False
    finish(window, answer[0])


def start_task(window, kind, work, receive):
    """Starts an analysis (the move values, or a review) on another
    thread, in place of any analysis under way; its results are handed
    one by one to a function on Tk's thread.

    Parameters: window -- the Window; kind -- TASK_VALUES or
        TASK_REVIEW; work -- called as work(task) on the thread, handing
        each result to put_result; receive -- called as receive(window,
        result) on Tk's thread, for each result and then TASK_DONE.
    Returns: None.
    """
    cancel_task(window)
    task = AnalysisTask(kind)
    window.analysis = task
    threading.Thread(target=run_task, args=(task, work), daemon=True).start()
    window.root.after(POLL_MS, poll_task, window, task, receive)


def run_task(task, work):
    """Does an analysis task's work on its thread, and says when it is
    done (unless it was cancelled).

    Parameters: task -- the AnalysisTask; work -- as start_task.
    Returns: None.
    """
    try:
        work(task)
        put_result(task, TASK_DONE)
    except AnalysisCancelled:
        pass


def put_result(task, result):
    """Hands one result of a task to the window, or stops the task when
    the window no longer wants it.

    Parameters: task -- the AnalysisTask; result -- the result.
    Returns: None.
    Raises: AnalysisCancelled when the task was cancelled.
    """
    if task.cancelled:
        raise AnalysisCancelled()
    task.results.append(result)


def watch_task_search(task, state):
    """Keeps a search of a task (see analyse_moves' watch_search), so
    cancelling the task ends it; a search started after the task was
    cancelled ends at once.

    Parameters: task -- the AnalysisTask; state -- the SearchState.
    Returns: None.
    """
    task.searches.append(state)
    if task.cancelled:
        stop_search(state)


def cancel_task(window):
    """Cancels the analysis under way, if any: its searches end and its
    results are dropped.

    Parameters: window -- the Window.
    Returns: None.
    """
    task = window.analysis
    window.analysis = None
    if task is None:
        return
    task.cancelled = True
    for state in list(task.searches):
        stop_search(state)


def poll_task(window, task, receive):
    """Hands, on Tk's thread, the new results of an analysis task to the
    window, and looks again a little later until the task is done.

    Parameters: window -- the Window; task -- the AnalysisTask;
        receive -- as start_task.
    Returns: None.
    """
    if window.analysis is not task:
        return
    results = task.results
    while task.taken < len(results):
        result = results[task.taken]
        task.taken += 1
        if result == TASK_DONE:
            window.analysis = None
        receive(window, result)
        if window.analysis is not task:
            return
    window.root.after(POLL_MS, poll_task, window, task, receive)


def work_out_values(board, piece, game, task):
    """Values every legal move of a position again and again, with more
    think time each time (VALUE_THINK_STEPS, then --analyze's), until
    every value is exact; each set of opinions is a result.

    Parameters: board -- the position (a copy); piece -- the side to
        move; game -- the Game; task -- the AnalysisTask.
    Returns: None.
    Raises: AnalysisCancelled when the window no longer wants them.
    """
    rules = game.rules
    settings = get_game_settings(game)
    watch = functools.partial(watch_task_search, task)
    for think in VALUE_THINK_STEPS + [None]:
        opinions = analyse_moves(board, piece, rules, settings, think, watch)
        put_result(task, [RESULT_OPINIONS, opinions])
        if all(is_exact_opinion(opinion) for opinion in opinions):
            return


def refresh_values(window):
    """Starts valuing the moves of the position shown, when values are
    shown and no review is under way; a computer about to move in it is
    left to think alone.

    Parameters: window -- the Window.
    Returns: None.
    """
    task = window.analysis
    if task is not None and task.kind == TASK_REVIEW:
        return
    cancel_task(window)
    window.values = {}
    shown = get_shown_state(window)
    if not window.show.values:
        return
    step = get_window_step(shown)
    if step == STEP_OVER or (shown is window.state
                             and step != STEP_HUMAN):
        return
    game = shown.game
    piece = get_side_to_move(shown.board, shown.due,
                             game.rules)
    work = functools.partial(work_out_values,
                             copy_board(shown.board), piece, game)
    start_task(window, TASK_VALUES, work,
               functools.partial(receive_values, piece=piece))


def receive_values(window, result, piece):
    """Shows a set of move values on the board, and the position's value
    on the graph.

    Parameters: window -- the Window; result -- [RESULT_OPINIONS,
        the opinions], or TASK_DONE; piece -- the side to move.
    Returns: None.
    """
    if result == TASK_DONE:
        return
    _, opinions = result
    window.values = {tuple(opinion.move): opinion
                             for opinion in opinions}
    if len(opinions) > 0:
        window.graph_values[window.view] = get_graph_value(
            opinions[0], piece, window.state.game.first)
    draw_window(window)


def work_out_review(start, history, game, task):
    """Reviews a game (see review_game) on a task's thread: each line and
    each judged move is a result.

    Parameters: start -- the position the game started from (a copy);
        history -- its moves (a copy); game -- the Game; task -- the
        AnalysisTask.
    Returns: None.
    Raises: AnalysisCancelled when the window no longer wants them.
    """
    review_game(start, history, game.rules, get_game_settings(game),
                game.write_square,
                get_review_names(game.player_names),
                functools.partial(put_review_line, task),
                functools.partial(put_judged_move, task))


def put_review_line(task, line):
    """Hands a review's line to the window (review_game's show_line)."""
    put_result(task, [RESULT_LINE, line])


def put_judged_move(task, number, piece, judged):
    """Hands a review's JudgedMove to the window (its note_judged)."""
    put_result(task, [RESULT_JUDGED, [number, piece, judged]])


def receive_review(window, result):
    """Marks a judged move in the move list and puts its values on the
    graph; at the end, shows each side's summary.

    Parameters: window -- the Window; result -- a review's result
        (see work_out_review), or TASK_DONE.
    Returns: None.
    """
    if result == TASK_DONE:
        names = window.state.game.player_names
        show_lines(window, window.review_lines[-len(names):])
        refresh_values(window)
        return
    kind, data = result
    if kind == RESULT_LINE:
        window.review_lines.append(data)
        return
    number, piece, judged = data
    if judged is not None:
        first = window.state.game.first
        graph = window.graph_values
        graph[number - 1] = get_graph_value(judged.best, piece, first)
        graph[number] = get_graph_value(judged.played, piece, first)
        mark = get_review_mark(judged.lost)
        if mark >= 0:
            window.review_marks[number] = mark
    draw_window(window)

# ----------------------------------------------------------------------
# WINDOW 6: CLICKS, TURNS AND ANIMATION
# ----------------------------------------------------------------------

# A flip's animation draws a frame this often.
ANIMATION_FRAME_MS = 20
# A click where a computer is to move, in a position before the
# game's present; a review stopped because the game's moves changed.
VIEW_COMPUTER_MESSAGE = ("Here {} is to move: go to a point where you are, "
                         "or press End.")
REVIEW_CANCELLED_MESSAGE = "The review stopped: the game changed."


def start_animation(window):
    """Animates the flips of the move just played, when animation is on.

    Parameters: window -- the Window.
    Returns: None.
    """
    state = window.state
    window.animation = None
    if not window.show.animation or len(state.flips) == 0:
        return
    window.animation = Animation([list(square) for square in state.flips],
                                 time.monotonic())
    animate(window, window.animation)


def animate(window, animation):
    """Draws the next frame of an animation, until its time is up.

    Parameters: window -- the Window; animation -- the Animation this
        frame belongs to (a newer one replaces it).
    Returns: None.
    """
    if window.animation is not animation:
        return
    draw_window(window)
    if len(get_animation(window)) == 0:
        window.animation = None
        return
    window.root.after(ANIMATION_FRAME_MS, animate, window, animation)


def advance_window(window):
    """Starts what comes next in the game, once a flip's animation is
    over (so the computer thinks while the window is still): a
    computer's search, or a human's pass; the move values when a human
    is to click.

    Parameters: window -- the Window.
    Returns: None.
    """
    if len(get_animation(window)) > 0:
        window.root.after(ANIMATION_FRAME_MS, resume_advance, window,
                                  window.generation)
        return
    state = window.state
    step = get_window_step(state)
    if step == STEP_COMPUTER:
        piece = state.due
        work = functools.partial(state.game.players[piece],
                                 copy_board(state.board), piece)
        run_in_background(window, work, finish_turn,
                          window.pause_ms)
    elif step == STEP_PASS:
        run_in_background(window, choose_pass, finish_turn,
                          window.pause_ms)
    refresh_values(window)


def resume_advance(window, generation):
    """Goes on after an animation, unless the game changed since."""
    if generation == window.generation:
        advance_window(window)


def choose_pass():
    """Plays the pass of a human with no legal move in the window."""
    return []


def finish_turn(window, move):
    """Plays a computer's move (or a pass) once it is ready, shows it
    (the view goes on with the game when it showed its present), and
    goes on with the game.

    Parameters: window -- the Window; move -- the [row, col] move,
        or [] for a pass.
    Returns: None.
    """
    state = window.state
    at_present = window.view == len(state.history)
    window.hint = []
    lines = play_turn_lines(state, move)
    if at_present:
        window.view = len(state.history)
        start_animation(window)
    show_lines(window, lines)
    advance_window(window)


def start_over(window):
    """Forgets any thinking under way, so its answer is dropped, and
    the marks of the position left.

    Parameters: window -- the Window.
    Returns: None.
    """
    window.generation += 1
    window.busy = False
    window.hint = []
    window.animation = None


def change_history(window, lines):
    """Goes on after the game's moves changed other than by a move at
    its end (undo, redo, a new line): the review stops, marks and graph
    values past the game's moves go, and the view goes to the present.

    Parameters: window -- the Window; lines -- the lines to show.
    Returns: None.
    """
    task = window.analysis
    if task is not None and task.kind == TASK_REVIEW:
        cancel_task(window)
        lines = lines + [REVIEW_CANCELLED_MESSAGE]
    count = len(window.state.history)
    window.review_marks = {number: mark for number, mark in
                            window.review_marks.items() if number <= count}
    window.graph_values = {
        index: value for index, value in window.graph_values.items()
        if index <= count}
    window.view = count
    show_lines(window, lines)
    advance_window(window)


def set_view(window, view):
    """Shows the game as it stood after some of its moves.

    Parameters: window -- the Window; view -- how many moves (0 to
        the game's count).
    Returns: None.
    """
    if view == window.view:
        return
    window.view = view
    window.hint = []
    window.animation = None
    window.refusal = ""
    window.values = {}
    draw_window(window)
    refresh_values(window)


def on_go(window, where, event=None):
    """Moves the view: to the start, back a move, forward a move, or to
    the game's present.

    Parameters: window -- the Window; where -- GO_FIRST, GO_BACK,
        GO_FORWARD or GO_LAST; event -- the key's event (not used).
    Returns: None.
    """
    count = len(window.state.history)
    set_view(window, get_new_view(window.view, where, count))


def on_list_select(window, event):
    """Shows the position after the move selected in the move list.

    Parameters: window -- the Window; event -- the tkinter event.
    Returns: None.
    """
    selected = window.move_list.curselection()
    if len(selected) > 0:
        set_view(window, selected[0])


def on_graph_click(window, event):
    """Shows the position after the move under a click on the graph.

    Parameters: window -- the Window; event -- the tkinter event
        (its x).
    Returns: None.
    """
    count = len(window.state.history)
    set_view(window, find_graph_index(event.x, count,
                                      window.graph.winfo_width()))


def on_click(window, event):
    """Handles a click on the canvas: a human's move on the square
    clicked (at an earlier point, a new line from there, once the player
    agrees to lose the later moves), or the reason it is not played.
    Clicks while a flip is animated are ignored.

    Parameters: window -- the Window; event -- the tkinter event
        (its x and y).
    Returns: None.
    """
    if len(get_animation(window)) > 0:
        return
    state = window.state
    shown = get_shown_state(window)
    board = shown.board
    square = find_clicked_square(window.layout, len(board),
                                 len(board[0]), event.x, event.y)
    if len(square) == 0:
        return
    refusal = get_click_refusal(shown, square)
    if refusal != "" and shown is not state and get_window_step(shown) in [
            STEP_COMPUTER, STEP_PASS]:
        refusal = VIEW_COMPUTER_MESSAGE.format(describe_side(
            shown.due, state.game))
    if refusal != "":
        show_refusal(window, refusal)
        return
    lines = []
    if shown is not state:
        later = len(state.history) - window.view
        if not window.ask(format_later_moves_question(later)):
            return
        cancel_task(window)
        lines = start_line_at(state, window.view)
    start_over(window)
    lines = click_square(state, square)[1] + lines
    window.view = len(state.history)
    start_animation(window)
    change_history(window, lines)

# ----------------------------------------------------------------------
# WINDOW 7: THE MENU COMMANDS
# ----------------------------------------------------------------------

# The menus: each command is a WindowCommand; a view option is a check
# item (see VIEW_OPTIONS). The Keys help lists them all, with the keys
# that move through the game, which are not menu items.
MENU_GAME = "Game"
MENU_EDIT = "Edit"
MENU_VIEW = "View"
MENU_ANALYZE = "Analyze"
MENU_HELP = "Help"
# The view options: [the field of ViewOptions it turns on and off (which
# says whether it is on at first), its label, its shortcut, its key
# events].
VIEW_OPTIONS = [["legal", "Legal moves", "L", ["<l>"]],
                ["values", "Move values", "V", ["<v>"]],
                ["graph", "Evaluation graph", "G", ["<g>"]],
                ["coordinates", "Coordinates", "C", ["<c>"]],
                ["animation", "Animation", "A", ["<a>"]]]
# The menu items that are not view options.
NEW_GAME_ITEM = "New game\u2026"
OPEN_ITEM = "Open\u2026"
SAVE_ITEM = "Save"
SAVE_AS_ITEM = "Save As\u2026"
QUIT_ITEM = "Quit"
UNDO_ITEM = "Undo"
REDO_ITEM = "Redo"
COPY_ITEM = "Copy moves"
PASTE_ITEM = "Paste moves"
HINT_ITEM = "Hint"
REVIEW_ITEM = "Review game"
KEYS_HELP_TITLE = "Keys"
HOW_TO_PLAY_TITLE = "How to play"
# What the commands say.
WINDOW_TITLE = "proj2 Reversi ({})"
WINDOW_PIECE_NAMES = {PLAYER_PIECE: "black (X)", COMPUTER_PIECE: "white (O)"}
MOUSE_PLACE = "here, with the mouse"
NEW_GAME_MESSAGE = "A new game."
NEW_GAME_QUESTION = UNSAVED_MESSAGE + " Start a new game anyway?"
OPEN_QUESTION = UNSAVED_MESSAGE + " Open another game anyway?"
PASTE_QUESTION = UNSAVED_MESSAGE + " Replace it with the pasted moves?"
WINDOW_QUIT_QUESTION = UNSAVED_MESSAGE + " Quit anyway?"
OPENED_MESSAGE = "Opened {}."
COPIED_MESSAGE = "Copied the moves: {}"
COPIED_SHOWN = 40
COPIED_MORE = "..."
PASTED_MESSAGE = "Pasted the moves: the game goes on after move {}."
NO_CLIPBOARD_MESSAGE = "Nothing to paste: the clipboard holds no text."
THINKING_HINT_MESSAGE = "Thinking about the best move..."
NO_HINT_WINDOW_MESSAGE = "No hint: it is not your turn to move."
REVIEWING_MESSAGE = ("Reviewing the game: each move is marked in the list "
                     "as it is judged.")
# The new-game dialog: its title, its buttons, and the labels of its
# choices (see GameChoices), whose first values are those of the game
# in the window (see get_game_choices); each choice is a row, its label
# and its menu side by side, the buttons under them.
NEW_GAME_TITLE = "New game"
START_BUTTON = "Start"
CANCEL_BUTTON = "Cancel"
CLOSE_BUTTON = "Close"
CHOICE_RULES = "Rules"
CHOICE_SIZE = "Board"
CHOICE_X = "Black (X)"
CHOICE_O = "White (O)"
DIALOG_COLUMNS = 2
# Tk's names of keys and of the window manager's close request, and the
# event of a key.
RETURN_KEY = "Return"
ESCAPE_KEY = "Escape"
DELETE_WINDOW_PROTOCOL = "WM_DELETE_WINDOW"
KEY_EVENT = "<{}>"
# The help's width, and the padding of the dialog and the help.
HELP_WIDTH = 440
STATUS_PADDING = 6
# The How to play help: how the window is used, the rules of the game in
# it, and the review's marks.
HOW_TO_PLAY = (
    "Click a square to play there; a legal move has a dot. {}\n\n"
    "The move list and the graph go through the game: click a move or a "
    "point of the graph, or press Left, Right, Home and End. Playing a "
    "move at an earlier point starts a new line from there.\n\n"
    "View > Move values writes on each legal move its value: the disc "
    "difference at the end of the game for the side to move, with best "
    "play. An exact value is white and underlined; the others are "
    "estimates, except \u2265+4 (at least) and \u2264+4 (at most).\n\n"
    "Analyze > Review game judges every move against the best one: ?! "
    "an inaccuracy ({} discs lost), ? a mistake ({}), ?? a blunder "
    "({}). The graph shows the value after each move for {}.")
RULES_TEXTS = {
    UMBC_RULES_NAME: ("UMBC's rules: a move must flip discs of the other "
                      "side in a line up, down, left or right; the game "
                      "ends when the side to move has no legal move."),
    STANDARD_RULES_NAME: ("Othello's rules: a move must flip discs of the "
                          "other side in a line in any of the eight "
                          "directions; a side with no legal move passes; "
                          "the game ends when neither side can move."),
    SIMPLE_RULES_NAME: ("The simple rules: a move goes next to a disc of "
                        "the other side and flips the discs next to it; "
                        "a side with no legal move passes."),
    ONE_ROW_RULES_NAME: ("The one-row game: any empty square is a move, "
                         "and it flips the other side's discs it closes "
                         "in along the row; the game ends when the row "
                         "is full.")}


@dataclasses.dataclass
class WindowCommand:
    """A command of the window's menus, with its shortcut and keys."""
    menu: str                     # its menu, such as MENU_GAME
    label: str                    # its menu item's label
    handler: object               # function (window, event=None), or
    # ... None for a view option, which on_toggle turns on and off
    shortcut: str                 # the shortcut its menu item shows
    events: list                  # the key events bound to it
    option: str = ""              # a view option's field of ViewOptions


def get_window_commands():
    """Lists the window's commands, menu by menu: what the menus show
    and the keys do. A view option's handler is None: it is turned on
    and off by on_toggle.

    Parameters: none.
    Returns: the WindowCommands.
    """
    commands = [
        WindowCommand(MENU_GAME, NEW_GAME_ITEM, on_new_game, "Ctrl+N",
                      ["<Control-n>"]),
        WindowCommand(MENU_GAME, OPEN_ITEM, on_open, "Ctrl+O",
                      ["<Control-o>"]),
        WindowCommand(MENU_GAME, SAVE_ITEM, on_save, "Ctrl+S",
                      ["<Control-s>"]),
        WindowCommand(MENU_GAME, SAVE_AS_ITEM, on_save_as, "Ctrl+Shift+S",
                      ["<Control-S>"]),
        WindowCommand(MENU_GAME, QUIT_ITEM, on_quit, "Ctrl+Q",
                      ["<Control-q>"]),
        WindowCommand(MENU_EDIT, UNDO_ITEM, on_undo, "Ctrl+Z",
                      ["<Control-z>"]),
        WindowCommand(MENU_EDIT, REDO_ITEM, on_redo, "Ctrl+Y",
                      ["<Control-y>", "<Control-Z>"]),
        WindowCommand(MENU_EDIT, COPY_ITEM, on_copy, "Ctrl+C",
                      ["<Control-c>"]),
        WindowCommand(MENU_EDIT, PASTE_ITEM, on_paste, "Ctrl+V",
                      ["<Control-v>"])]
    for option, label, shortcut, events in VIEW_OPTIONS:
        commands.append(WindowCommand(MENU_VIEW, label, None, shortcut,
                                      events, option))
    commands += [
        WindowCommand(MENU_ANALYZE, HINT_ITEM, on_hint, "H", ["<h>"]),
        WindowCommand(MENU_ANALYZE, REVIEW_ITEM, on_review, "Ctrl+R",
                      ["<Control-r>"]),
        WindowCommand(MENU_HELP, HOW_TO_PLAY_TITLE, on_how_to_play, "F1",
                      ["<F1>"]),
        WindowCommand(MENU_HELP, KEYS_HELP_TITLE, on_keys, "Shift+F1",
                      ["<Shift-F1>"])]
    return commands


def may_leave_game(window, question):
    """Tells whether the game may be left: saved, or the player agrees."""
    return (not is_unsaved(window.state)
            or window.ask(question))


def replace_game(window, game, board, played, path, lines):
    """Puts another game in the window (a new one, or one opened or
    pasted) and starts it.

    Parameters: window -- the Window; game -- its Game;
        board -- its present position; played -- [start position, moves
        played] (see create_play_state); path -- the file it was read
        from, or None; lines -- what to say.
    Returns: None.
    """
    cancel_task(window)
    start_over(window)
    state = create_play_state(board, game, played)
    if path is not None:
        state.own_files.add(os.path.realpath(path))
    window.state = state
    window.path = path
    window.view = len(state.history)
    window.review_marks = {}
    window.graph_values = {}
    window.values = {}
    window.root.title(WINDOW_TITLE.format(
        game.rules.name))
    show_lines(window, lines)
    advance_window(window)


def on_new_game(window, event=None):
    """Opens the new-game dialog: the rules, the board's size and who
    plays each side, first as the game in the window has them.

    Parameters: window -- the Window; event -- the key's event,
        when a key was pressed (not used).
    Returns: None.
    """
    if window.dialog is not None:
        window.dialog.top.lift()
        return
    tkinter = window.tkinter
    state = window.state
    top = tkinter.Toplevel(window.root)
    top.title(NEW_GAME_TITLE)
    top.transient(window.root)
    choices = get_game_choices(state.game, state.board)
    rows = [[CHOICE_RULES, choices.rules, list(RULE_SETS)],
            [CHOICE_SIZE, choices.size, list_size_choices(state.board)],
            [CHOICE_X, choices.x, PLAYER_KINDS],
            [CHOICE_O, choices.o, PLAYER_KINDS]]
    variables = []
    for row in range(len(rows)):
        label, value, offered = rows[row]
        tkinter.Label(top, text=label).grid(row=row, column=0,
                                            sticky=tkinter.W,
                                            padx=STATUS_PADDING,
                                            pady=BUTTON_PADDING)
        variables.append(tkinter.StringVar(top, value=value))
        tkinter.OptionMenu(top, variables[-1], *offered).grid(
            row=row, column=1, sticky=tkinter.EW, padx=STATUS_PADDING,
            pady=BUTTON_PADDING)
    dialog = NewGameDialog(top, *variables)
    start = functools.partial(on_dialog_start, window, dialog)
    cancel = functools.partial(on_dialog_close, window, dialog)
    buttons = tkinter.Frame(top)
    buttons.grid(row=len(rows), column=0, columnspan=DIALOG_COLUMNS,
                 pady=STATUS_PADDING)
    tkinter.Button(buttons, text=START_BUTTON, command=start,
                   default=tkinter.ACTIVE).pack(side=tkinter.LEFT,
                                                padx=STATUS_PADDING)
    tkinter.Button(buttons, text=CANCEL_BUTTON, command=cancel).pack(
        side=tkinter.LEFT, padx=STATUS_PADDING)
    top.bind(KEY_EVENT.format(RETURN_KEY), start)
    top.bind(KEY_EVENT.format(ESCAPE_KEY), cancel)
    top.protocol(DELETE_WINDOW_PROTOCOL, cancel)
    window.dialog = dialog


def on_dialog_start(window, dialog, event=None):
    """Starts the game the new-game dialog shows, once the player agrees
    to leave a game with moves not saved, and closes the dialog.

    Parameters: window -- the Window; dialog -- the NewGameDialog;
        event -- the key's event (not used).
    Returns: None.
    """
    if not may_leave_game(window, NEW_GAME_QUESTION):
        return
    choices = GameChoices(dialog.rules.get(), dialog.size.get(),
                          dialog.x.get(), dialog.o.get())
    on_dialog_close(window, dialog)
    game, board = create_chosen_game(choices, window.state.game)
    replace_game(window, game, board, None, None,
                 [NEW_GAME_MESSAGE, format_sides(game, WINDOW_PIECE_NAMES,
                                                 MOUSE_PLACE)])


def on_dialog_close(window, dialog, event=None):
    """Closes the new-game dialog.

    Parameters: window -- the Window; dialog -- the NewGameDialog;
        event -- the key's event (not used).
    Returns: None.
    """
    window.dialog = None
    dialog.top.destroy()


def on_open(window, event=None):
    """Opens a game from a file (a record or a move string, as --load
    reads them) chosen in the file dialog, once the player agrees to
    leave a game with moves not saved.

    Parameters: window -- the Window; event -- the key's event
        (not used).
    Returns: None.
    """
    if not may_leave_game(window, OPEN_QUESTION):
        return
    path = window.choose_open()
    if not path:
        return
    loaded = load_game(path)
    if loaded.error != "":
        show_refusal(window, loaded.error)
        return
    game = create_opened_game(loaded, window.state.game)
    replace_game(window, game, loaded.board,
                 [loaded.start, loaded.history], path,
                 [OPENED_MESSAGE.format(show_path(path))])


def on_save(window, event=None):
    """Saves the game's record to its file (the one it was opened from or
    last saved to, or its --record file), or asks for one.

    Parameters: window -- the Window; event -- the key's event
        (not used).
    Returns: None.
    """
    path = window.path
    if path is None:
        path = window.state.game.record_path
    if path is None:
        on_save_as(window)
        return
    save_to(window, path)


def on_save_as(window, event=None):
    """Saves the game's record to a file chosen in the file dialog (which
    asks before replacing a file).

    Parameters: window -- the Window; event -- the key's event
        (not used).
    Returns: None.
    """
    path = window.choose_save()
    if path:
        save_to(window, path)


def save_to(window, path):
    """Writes the game's record to a file and says how it went.

    Parameters: window -- the Window; path -- the file's name.
    Returns: None.
    """
    reason = save_state(window.state, path)
    if reason != "":
        show_refusal(window, NOT_SAVED_MESSAGE.format(show_path(path),
                                                      reason))
        return
    window.path = path
    show_lines(window, [SAVED_MESSAGE.format(show_path(path))])


def on_quit(window, event=None):
    """Closes the window, which ends the program, once the player agrees
    to leave a game with moves not saved.

    Parameters: window -- the Window; event -- the key's event
        (not used).
    Returns: None.
    """
    if not may_leave_game(window, WINDOW_QUIT_QUESTION):
        return
    cancel_task(window)
    start_over(window)
    window.root.destroy()


def on_undo(window, event=None):
    """Takes back the last human move, as undo does at the terminal."""
    changed_by(window, take_back(window.state))


def on_redo(window, event=None):
    """Plays again what undo took back, as redo does at the terminal."""
    changed_by(window, play_again(window.state))


def changed_by(window, done):
    """Shows what undo or redo did, and goes on from there.

    Parameters: window -- the Window; done -- [whether the moves
        changed, the lines to show] (see take_back).
    Returns: None.
    """
    if not done[0]:
        show_refusal(window, STATUS_SEPARATOR.join(done[1]))
        return
    start_over(window)
    change_history(window, done[1])


def on_copy(window, event=None):
    """Copies the game's moves to the clipboard (a move string where
    squares are named).

    Parameters: window -- the Window; event -- the key's event
        (not used).
    Returns: None.
    """
    text = get_moves_text(window.state)
    if text == "":
        show_refusal(window, NO_MOVES_YET_MESSAGE)
        return
    root = window.root
    root.clipboard_clear()
    root.clipboard_append(text)
    shown = text
    if len(text) > COPIED_SHOWN:
        shown = text[:COPIED_SHOWN] + COPIED_MORE
    show_lines(window, [COPIED_MESSAGE.format(shown)])


def on_paste(window, event=None):
    """Plays the move string on the clipboard from the game's start, in
    place of its moves, once the player agrees to leave a game with
    moves not saved.

    Parameters: window -- the Window; event -- the key's event
        (not used).
    Returns: None.
    """
    state = window.state
    try:
        text = window.root.clipboard_get()
    except window.tkinter.TclError:
        show_refusal(window, NO_CLIPBOARD_MESSAGE)
        return
    pasted = read_pasted_moves(state, text)
    if pasted[1] != "":
        show_refusal(window, pasted[1])
        return
    if not may_leave_game(window, PASTE_QUESTION):
        return
    cancel_task(window)
    state.history[:] = pasted[0]
    lines = set_history(state)
    start_over(window)
    window.review_marks = {}
    window.graph_values = {}
    change_history(window, [PASTED_MESSAGE.format(len(pasted[0]))] + lines)


def on_toggle(window, option, event=None):
    """Turns a view option on or off (from its menu item or its key).

    Parameters: window -- the Window; option -- the option's field of
        ViewOptions (see VIEW_OPTIONS); event -- the key's event: a key
        turns the menu's check mark over too (the menu item has already).
    Returns: None.
    """
    variable = window.checks[option]
    if event is not None:
        variable.set(not variable.get())
    before = dataclasses.replace(window.show)
    setattr(window.show, option, bool(variable.get()))
    if window.show.graph != before.graph:
        place_panel(window, window.wide)
    draw_window(window)
    if window.show.values != before.values:
        refresh_values(window)


def on_hint(window, event=None):
    """Asks the strongest computer, off Tk's thread, for the best move of
    the human to move in the game (the view goes to its present), to
    mark it on the board.

    Parameters: window -- the Window; event -- the key's event,
        when a key was pressed (not used).
    Returns: None.
    """
    state = window.state
    if get_window_step(state) != STEP_HUMAN:
        show_refusal(window, NO_HINT_WINDOW_MESSAGE)
        return
    if window.busy:
        # The hint is being worked out already.
        return
    set_view(window, len(state.history))
    work = functools.partial(analyse_hint, copy_board(state.board),
                             state.due, state.game)
    show_lines(window, [THINKING_HINT_MESSAGE])
    run_in_background(window, work, finish_hint, 0)


def finish_hint(window, analysis):
    """Marks the hint's move and says what it is worth.

    Parameters: window -- the Window; analysis -- the strongest
        computer's analysis (see analyse_position).
    Returns: None.
    """
    state = window.state
    window.hint = analysis.move
    show_lines(window, [format_best_move(state.board, analysis,
                                         state.game)])


def on_review(window, event=None):
    """Reviews the game so far on another thread: each move is marked in
    the list as it is judged, and the graph fills in.

    Parameters: window -- the Window; event -- the key's event
        (not used).
    Returns: None.
    """
    state = window.state
    if len(state.history) == 0:
        show_refusal(window, REVIEW_NO_MOVES)
        return
    window.review_marks = {}
    window.review_lines = []
    window.values = {}
    work = functools.partial(work_out_review, copy_board(state.start),
                             [list(entry) for entry in state.history],
                             state.game)
    start_task(window, TASK_REVIEW, work, receive_review)
    show_lines(window, [REVIEWING_MESSAGE])


def show_text_window(window, title, text):
    """Shows a help text in a window of its own, which does not stop the
    game.

    Parameters: window -- the Window; title -- its title; text --
        the text.
    Returns: None.
    """
    tkinter = window.tkinter
    if window.text_window is not None:
        window.text_window.destroy()
    top = tkinter.Toplevel(window.root)
    top.title(title)
    top.transient(window.root)
    tkinter.Message(top, text=text, width=HELP_WIDTH).pack(
        padx=STATUS_PADDING, pady=STATUS_PADDING)
    tkinter.Button(top, text=CLOSE_BUTTON, command=top.destroy).pack(
        pady=STATUS_PADDING)
    top.bind(KEY_EVENT.format(ESCAPE_KEY), functools.partial(
        close_toplevel, top))
    window.text_window = top


def close_toplevel(top, event=None):
    """Closes a window of the game's own, such as a help text's."""
    top.destroy()


def _format_how_to_play(game):
    """Writes the How to play help for a game's rules.

    Parameters: game -- the Game.
    Returns: the text.
    """
    return HOW_TO_PLAY.format(RULES_TEXTS[game.rules.name],
                              REVIEW_INACCURACY, REVIEW_MISTAKE,
                              REVIEW_BLUNDER,
                              WINDOW_PIECE_NAMES[game.first])


def on_how_to_play(window, event=None):
    """Shows how to play the game (Help > How to play)."""
    show_text_window(window, HOW_TO_PLAY_TITLE, _format_how_to_play(
        window.state.game))


def on_keys(window, event=None):
    """Shows every key of the window (Help > Keys)."""
    show_text_window(window, KEYS_HELP_TITLE,
                     format_keys_help(get_window_commands()))

# ----------------------------------------------------------------------
# WINDOW 8: BUILDING THE WINDOW
# ----------------------------------------------------------------------

# The window's name (its questions' title), and why it could not open.
WINDOW_NAME = "proj2 Reversi"
NO_TKINTER_MESSAGE = ("the window needs tkinter (on Debian: apt install "
                      "python3-tk)")
NO_DISPLAY_MESSAGE = "cannot open a window: {}"
# The file dialogs: what they offer to open and save.
FILE_TYPES = [["Game records and move strings", "*.txt"],
              ["All files", "*"]]
RECORD_EXTENSION = ".txt"
# The menu bar, and the buttons over the board: a new game, then those
# that go through the game.
MENUS = [MENU_GAME, MENU_EDIT, MENU_VIEW, MENU_ANALYZE, MENU_HELP]
NEW_BUTTON = "New\u2026"
GO_BUTTONS = [[GO_FIRST, "|<"], [GO_BACK, "<"], [GO_FORWARD, ">"],
              [GO_LAST, ">|"]]
# The window's size and timing: the canvas's size at the start; the
# window's least size; when the move list and graph go beside the board
# (the window at least this much wider than high) or under it; how long
# a computer's move (or a pass) waits before it is shown, so a player
# sees it happen; and how often Python gets a turn to notice Ctrl-C.
START_CANVAS_WIDTH = 560
START_CANVAS_HEIGHT = 560
ONE_ROW_CANVAS_HEIGHT = 220
MIN_WINDOW_WIDTH = 360
MIN_WINDOW_HEIGHT = 420
WIDE_RATIO = 1.15
MOVE_LIST_CHARACTERS = 14
MOVE_LIST_LINES = 4
STATUS_LINES = 3
MESSAGE_LINES = 3
REFUSAL_LINES = 1
MOVE_LIST_FONT = "TkFixedFont"
COMPUTER_PAUSE_MS = 500
SIGNAL_CHECK_MS = 200
# The Tcl variables Tk's own file dialogs and message boxes wait on: set,
# they end the dialog as if it were cancelled.
TK_DIALOG_ANSWERS = ["::tk::Priv(selectFilePath)", "::tk::Priv(button)"]
# How long a thread may run before Python lets another one have its
# turn, while a window is open (Python's default is 0.005 s).
WINDOW_SWITCH_SECONDS = 0.0005
# The status lines wrap inside the window less the side disc and four
# paddings.
WRAP_PADDINGS = 4
# The window's colours, besides the board's (see WINDOW 3).
BACKGROUND_COLOUR = "#eceff1"
REFUSAL_COLOUR = "#b71c1c"
CURRENT_ENTRY_COLOUR = "#c8e6c9"
# The window's rows, top to bottom: the buttons, the board and its
# panel, the status, the message and the refusal.
TOOLBAR_ROW = 0
MAIN_ROW = 1
STATUS_ROW = 2
MESSAGE_ROW = 3
REFUSAL_ROW = 4
# Events the window binds.
CLICK_EVENT = "<Button-1>"
RESIZE_EVENT = "<Configure>"
LIST_SELECT_EVENT = "<<ListboxSelect>>"


def on_resize(window, event):
    """Lays the window out again at its new size: the panel beside or
    under the board, the status lines wrapped at the window's width, the
    board and the graph drawn again.

    Parameters: window -- the Window; event -- the tkinter event
        (of the whole window, or of one of its parts).
    Returns: None.
    """
    root = window.root
    if event.widget is root:
        wide = event.width >= event.height * WIDE_RATIO
        if wide != window.wide:
            place_panel(window, wide)
        wrap = max(MIN_CANVAS_SIDE, event.width - SIDE_DISC_SIZE
                   - STATUS_PADDING * WRAP_PADDINGS)
        for label in [window.message_label, window.status_label,
                      window.refusal_label]:
            label.configure(wraplength=wrap)
    if event.widget in [window.canvas, window.graph]:
        draw_window(window)


def report_callback_problem(window, kind, problem, trace):
    """Handles an exception raised in a window callback. Ctrl-C (raised
    by stop_on_interrupt in whatever callback runs) stops the window, so
    the program can end as it does at the terminal; any other problem is
    reported as tkinter reports it.

    Parameters: window -- the Window; kind, problem, trace -- the
        exception's class, value and traceback (as tkinter passes them).
    Returns: None.
    """
    if issubclass(kind, KeyboardInterrupt):
        window.interrupted = True
        # A standard dialog open (Open, Save As, a question) runs its own
        # loop until it is answered: answer it as cancelled, so the
        # window can stop.
        for name in TK_DIALOG_ANSWERS:
            window.root.setvar(name, "")
        window.root.quit()
        return
    sys.excepthook(kind, problem, trace)


def keep_signals_alive(window):
    """Lets Python run now and then, so Ctrl-C at the terminal works."""
    window.root.after(SIGNAL_CHECK_MS, keep_signals_alive, window)


def _build_menus(window):
    """Builds the menu bar from the window's commands, each with its
    shortcut shown and its keys bound; a view option is a check item.

    Parameters: window -- the Window.
    Returns: None.
    """
    tkinter = window.tkinter
    root = window.root
    bar = tkinter.Menu(root, tearoff=False)
    menus = {}
    for name in MENUS:
        menus[name] = tkinter.Menu(bar, tearoff=False)
        bar.add_cascade(label=name, menu=menus[name])
    for command in get_window_commands():
        handler = command.handler
        label = command.label
        option = command.option
        menu = menus[command.menu]
        if handler is None:
            action = functools.partial(on_toggle, window, option)
            window.checks[option] = tkinter.BooleanVar(
                root, value=getattr(window.show, option))
            menu.add_checkbutton(label=label,
                                 variable=window.checks[option],
                                 command=action,
                                 accelerator=command.shortcut)
        else:
            action = functools.partial(handler, window)
            menu.add_command(label=label, command=action,
                             accelerator=command.shortcut)
        for event in command.events:
            if handler is None:
                root.bind(event, functools.partial(on_toggle, window,
                                                   option))
            else:
                root.bind(event, action)
    root.configure(menu=bar)


def _build_toolbar(window):
    """Builds the row of buttons over the board: a new game, undo and the
    hint, and the buttons that go through the game (their keys bound).

    Parameters: window -- the Window.
    Returns: None.
    """
    tkinter = window.tkinter
    parent = tkinter.Frame(window.root, background=BACKGROUND_COLOUR)
    parent.grid(row=TOOLBAR_ROW, column=0, sticky=tkinter.EW)
    buttons = [[NEW_BUTTON, functools.partial(on_new_game, window)],
               [UNDO_ITEM, functools.partial(on_undo, window)],
               [HINT_ITEM, functools.partial(on_hint, window)]]
    for where, text in GO_BUTTONS:
        buttons.append([text, functools.partial(on_go, window, where)])
        window.root.bind(KEY_EVENT.format(where), buttons[-1][1])
    for text, action in buttons:
        tkinter.Button(parent, text=text, command=action,
                       padx=BUTTON_PADDING, pady=0).pack(
            side=tkinter.LEFT, padx=BUTTON_PADDING, pady=BUTTON_PADDING)


def ask_question(root, question):
    """Asks the player a yes-or-no question in a dialog (Window's ask).

    Parameters: root -- the window's root; question -- the question.
    Returns: True for yes.
    """
    from tkinter import messagebox
    return bool(messagebox.askyesno(WINDOW_NAME, question, parent=root))


def choose_file(root, saving):
    """Asks for a file in the standard file dialog (Window's choose_open
    and choose_save).

    Parameters: root -- the window's root; saving -- True to save (the
        dialog then asks before replacing a file), False to open.
    Returns: the file's name, or '' when the player cancels.
    """
    from tkinter import filedialog
    if saving:
        path = filedialog.asksaveasfilename(
            parent=root, filetypes=FILE_TYPES,
            defaultextension=RECORD_EXTENSION)
    else:
        path = filedialog.askopenfilename(parent=root, filetypes=FILE_TYPES)
    if not isinstance(path, str):
        return ""
    return path


def _create_board_area(tkinter, root, height):
    """Makes the window's middle row: the board's canvas, and the panel
    of the move list and the graph (which place_panel places).

    Parameters: tkinter -- the tkinter module; root -- the Tk root
        window; height -- the canvas's height at the start, in pixels.
    Returns: [the row's frame, the canvas, the panel, the move list, the
        graph].
    """
    main_frame = tkinter.Frame(root, background=BACKGROUND_COLOUR)
    main_frame.grid(row=MAIN_ROW, column=0, sticky=tkinter.NSEW)
    main_frame.columnconfigure(0, weight=1)
    main_frame.rowconfigure(0, weight=1)
    canvas = tkinter.Canvas(main_frame, width=START_CANVAS_WIDTH,
                            height=height, background=BACKGROUND_COLOUR,
                            highlightthickness=0)
    canvas.grid(row=0, column=0, sticky=tkinter.NSEW)
    panel = tkinter.Frame(main_frame, background=BACKGROUND_COLOUR)
    move_list = tkinter.Listbox(panel, width=MOVE_LIST_CHARACTERS,
                                height=MOVE_LIST_LINES,
                                font=MOVE_LIST_FONT, exportselection=False,
                                activestyle=tkinter.NONE,
                                selectbackground=CURRENT_ENTRY_COLOUR,
                                selectforeground=LABEL_COLOUR)
    graph = tkinter.Canvas(panel, background=GRAPH_BACKGROUND,
                           highlightthickness=0)
    return [main_frame, canvas, panel, move_list, graph]


def _create_status_lines(tkinter, root):
    """Makes the window's lines under the board, each in its row: the
    status beside the disc of the side to move, the message and the
    refusal.

    Parameters: tkinter -- the tkinter module; root -- the Tk root
        window.
    Returns: [the side's disc's canvas, the status label, the message
        label, the refusal label].
    """
    status_row = tkinter.Frame(root, background=BACKGROUND_COLOUR)
    status_row.grid(row=STATUS_ROW, column=0, sticky=tkinter.EW,
                    padx=STATUS_PADDING)
    side_disc = tkinter.Canvas(status_row, width=SIDE_DISC_SIZE,
                               height=SIDE_DISC_SIZE,
                               background=BACKGROUND_COLOUR,
                               highlightthickness=0)
    side_disc.pack(side=tkinter.LEFT, anchor=tkinter.N, pady=BUTTON_PADDING)
    status_label, message_label, refusal_label = [
        tkinter.Label(parent, anchor=tkinter.NW, justify=tkinter.LEFT,
                      height=lines, foreground=colour,
                      background=BACKGROUND_COLOUR)
        for lines, colour, parent in [
            [STATUS_LINES, LABEL_COLOUR, status_row],
            [MESSAGE_LINES, LABEL_COLOUR, root],
            [REFUSAL_LINES, REFUSAL_COLOUR, root]]]
    status_label.pack(side=tkinter.LEFT, fill=tkinter.X, expand=True,
                      padx=STATUS_PADDING)
    message_label.grid(row=MESSAGE_ROW, column=0, sticky=tkinter.EW,
                       padx=STATUS_PADDING)
    refusal_label.grid(row=REFUSAL_ROW, column=0, sticky=tkinter.EW,
                       padx=STATUS_PADDING, pady=(0, STATUS_PADDING))
    return [side_disc, status_label, message_label, refusal_label]


def _create_window(tkinter, root, state, pause_ms):
    """Sets up the root window, makes the board's row and the lines under
    it, and the Window that holds them and the game.

    Parameters: tkinter -- the tkinter module; root -- the Tk root
        window; state -- the GameState to play; pause_ms -- as
        open_window.
    Returns: the Window.
    """
    board = state.board
    game = state.game
    root.title(WINDOW_TITLE.format(game.rules.name))
    root.configure(background=BACKGROUND_COLOUR)
    root.minsize(MIN_WINDOW_WIDTH, MIN_WINDOW_HEIGHT)
    root.columnconfigure(0, weight=1)
    root.rowconfigure(MAIN_ROW, weight=1)
    height = START_CANVAS_HEIGHT
    if len(board) == 1:
        height = ONE_ROW_CANVAS_HEIGHT
    main_frame, canvas, panel, move_list, graph = _create_board_area(
        tkinter, root, height)
    side_disc, status_label, message_label, refusal_label = (
        _create_status_lines(tkinter, root))
    return Window(
        tkinter=tkinter, root=root, canvas=canvas, side_disc=side_disc,
        status_label=status_label, message_label=message_label,
        refusal_label=refusal_label, main_frame=main_frame, panel=panel,
        move_list=move_list, graph=graph, wide=True, state=state,
        view=len(state.history), show=ViewOptions(), checks={},
        message=format_sides(game, WINDOW_PIECE_NAMES, MOUSE_PLACE),
        refusal="", hint=[], busy=False, generation=0, pause_ms=pause_ms,
        layout=get_board_layout(START_CANVAS_WIDTH, height, len(board),
                                len(board[0])),
        interrupted=False, animation=None, analysis=None, values={},
        graph_values={}, review_marks={}, review_lines=[], path=None,
        entries=[], dialog=None, text_window=None,
        ask=functools.partial(ask_question, root),
        choose_open=functools.partial(choose_file, root, False),
        choose_save=functools.partial(choose_file, root, True))


def _bind_events(window):
    """Hands the window's clicks, its resizing, its close button and its
    callbacks' problems to their handlers (the menus and the toolbar
    bind the keys).

    Parameters: window -- the Window.
    Returns: None.
    """
    root = window.root
    root.protocol(DELETE_WINDOW_PROTOCOL, functools.partial(on_quit, window))
    root.report_callback_exception = functools.partial(
        report_callback_problem, window)
    window.canvas.bind(CLICK_EVENT, functools.partial(on_click, window))
    window.graph.bind(CLICK_EVENT, functools.partial(on_graph_click,
                                                     window))
    window.move_list.bind(LIST_SELECT_EVENT, functools.partial(
        on_list_select, window))
    root.bind(RESIZE_EVENT, functools.partial(on_resize, window))


def open_window(board, game, played, pause_ms=COMPUTER_PAUSE_MS):
    """Opens the game's window: the menus, the buttons, the board, the
    move list and graph, and the status lines, with their keys; then
    starts the game (a computer that moves first starts thinking). It
    does not wait for the window to close (see run_window).

    Parameters: board -- the 2D list of pieces to play on; game -- the
        Game; played -- [start position, moves played], as for
        create_play_state; pause_ms -- how long a computer's move waits
        before it is shown, in milliseconds.
    Returns: the Window, or the one-line reason no window could be
        opened (a string: no tkinter, or no display).
    """
    try:
        import tkinter
    except ImportError:
        return NO_TKINTER_MESSAGE
    try:
        root = tkinter.Tk()
    except tkinter.TclError as problem:
        return NO_DISPLAY_MESSAGE.format(problem)
    # Each call into Tk lets a searching thread run until Python hands
    # the lock back; a short interval keeps a redraw quick meanwhile.
    sys.setswitchinterval(WINDOW_SWITCH_SECONDS)
    window = _create_window(tkinter, root,
                            create_play_state(board, game, played), pause_ms)
    _build_menus(window)
    _build_toolbar(window)
    place_panel(window, True)
    _bind_events(window)
    draw_window(window)
    keep_signals_alive(window)
    advance_window(window)
    return window


def run_window(board, game, played):
    """Plays the game in a window until it is closed.

    Parameters: board, game, played -- as open_window.
    Returns: '' once the window is closed, or the one-line reason no
        window could be opened.
    Raises: KeyboardInterrupt on Ctrl-C in the terminal that started it.
    """
    window = open_window(board, game, played)
    if isinstance(window, str):
        return window
    window.root.mainloop()
    if window.interrupted:
        raise KeyboardInterrupt
    return ""


# ======================================================================
# COMMAND LINE
# ======================================================================

# The command line: the program's description, and the choices and
# messages of its options.
PROGRAM_DESCRIPTION = ("Play Reversi against the computer. With no options "
                       "this is UMBC CMSC 201 Project 2 exactly: type each "
                       "move as 'row col'. At any prompt, 'hint' lists "
                       "your moves and the best one, 'pass' passes when "
                       "you have none "
                       "(rules that allow it), 'quit' or 'exit' ends the "
                       "game.")
# The help line of each option, by the option's name.
OPTION_HELP = {
    "rules": "the rule set (default: umbc, the project's)",
    "size": "an N x N board (even, 4 to 16)",
    "rows": "the number of rows (even, 4 to 16)",
    "cols": "the number of columns (even, 4 to 16)",
    "x": "who plays X (default: human)",
    "o": "who plays O (default: naive; human in 1d)",
    "first": "which side moves first (default: x)",
    "start": ("which piece sits top-left of the centre four (default: x "
              "for umbc; o for standard and simple, as Othello starts)"),
    "win": "whether the most or the fewest pieces win (default: most)",
    "protocol": ("instead of playing interactively, speak the console "
                 "protocol of UCI ICS 32's Othello project (ics32), or be "
                 "an Othello engine speaking the Go Text Protocol (gtp; "
                 "a GUI's clock sets its think time, at most {:g} s a "
                 "move)".format(GTP_MAX_THINK)),
    "perft": ("count the leaves of the move tree D plies deep from the "
              "start position, and time it"),
    "seed": ("seed the computers' random numbers, so a game between "
             "computers repeats exactly (default: from the clock)"),
    "think": ("the searching computers' (level1 to level5) think time "
              "a move, in seconds (default: {:g})".format(
                  DEFAULT_THINK_SECONDS)),
    "match": "play a match between two computer players and sum it up",
    "games": "how many games --match plays (default: {})".format(
        DEFAULT_MATCH_GAMES),
    "position": ("start from this position: one character a square, row "
                 "by row (X, O, or - . _ for empty), a space, and the side "
                 "to move (X or O)"),
    "analyze": ("print every legal move with the strongest computer's "
                "opinion of it, best first, and exit"),
    "review": ("judge every move of a game, a record or move string in "
               "FILE or a move string given here, then exit (each move "
               "may take --think)"),
    "record": "keep the game's record in FILE, written after every move",
    "load": ("go on with the game recorded in FILE, a record or a move "
             "string (or show how it ended)"),
    "moves": ("start from the position after these moves, a move string "
              "such as f5d6c3 (standard and simple rules)"),
    "gui": ("play in a window (tkinter) with the mouse, with the same "
            "game options"),
    "style": ("how the game is shown: classic, the course's transcript "
              "(default; but rich for standard and simple at a terminal), "
              "or rich: the board after every move with it marked, a "
              "status line, and colour at a terminal"),
}
# How a game is shown: the course's transcript (the default), or the
# rich style of the RICH DISPLAY section, for a person at a terminal.
STYLE_CLASSIC = "classic"
STYLE_RICH = "rich"
STYLE_CHOICES = [STYLE_CLASSIC, STYLE_RICH]
SIDE_CHOICES = {"x": PLAYER_PIECE, "o": COMPUTER_PIECE}
DEFAULT_SIDE_CHOICE = "x"
# Which options set the board's size, which set up a game (and so do not
# apply to the protocol, which reads its own), and how messages list them.
OPTION_PREFIX = "--"
SIZE_OPTIONS = ["size", "rows", "cols"]
START_OPTION = "start"
GAME_ONLY_OPTIONS = ["x", "o", "first", START_OPTION, "win", "perft",
                     "seed", "think", "match", "games", "position",
                     "moves", "analyze", "record", "load", "style", "gui",
                     "review"]
# What --match replaces: it names both players and plays its own games
# from the usual start. What --analyze replaces: it plays no game. What
# --position gives itself: every square and the side to move.
NOT_WITH_MATCH_OPTIONS = ["x", "o", "perft", "position", "moves",
                          "analyze", "record", "load", "style", "gui"]
NOT_WITH_ANALYZE_OPTIONS = ["x", "o", "perft", "record", "style", "gui"]
# What --review takes from the game it judges: all but the think time
# and the seed.
NOT_WITH_REVIEW_OPTIONS = ["rules", "size", "rows", "cols", "x", "o",
                           "first", START_OPTION, "win", "perft", "match",
                           "games", "position", "moves", "analyze",
                           "record", "load", "style", "gui"]
REVIEW_OPTIONS_ERROR = ("--review judges the game it is given: {} does "
                        "not apply")
REVIEW_SOURCE = "--review"
NOT_WITH_PERFT_OPTIONS = ["record", "style", "gui"]
# The window has its own look: --style is the terminal's.
NOT_WITH_GUI_OPTIONS = ["style"]
# What --load takes from the record.
NOT_WITH_LOAD_OPTIONS = ["position", "moves", "perft"]
# What a record fixes, which an option may repeat but not contradict.
LOAD_CONFLICT_ERROR = "{}: the record says {} {}, but --{} says {}"
NOT_WITH_POSITION_OPTIONS = ["first", START_OPTION]
# --moves names its squares, as only some rule sets do; a move it
# refuses is said as a record's is.
MOVES_OPTION_ERROR = PROGRAM_NAME + ": --moves: {}"
MOVES_RULES_ERROR = ("--moves writes squares by their names: it needs "
                     "--rules standard or simple")
OPTION_LIST_SEPARATOR = ", "
SIZE_ERROR = ("board sides must be even whole numbers from {} to {}; "
              "got {} x {}")
SIZE_CONFLICT_ERROR = "give either --size or --rows and --cols, not both"
FIXED_SIZE_ERROR = ("--rules {} plays on its own {}-square row: {} does "
                    "not apply")
PROTOCOL_RULES_ERROR = "--protocol {} plays only --rules standard or simple"
PROTOCOL_OPTIONS_ERROR = ("--protocol {} reads the game's options from "
                          "standard input: {} does not apply")
PERFT_DEPTH_ERROR = "--perft takes a depth of 0 or more; got {}"
THINK_ERROR = ("--think takes a number of seconds above 0 and at most "
               "{}; got {}")
GAMES_ERROR = "--games takes a whole number of games above 0; got {}"
GAMES_WITHOUT_MATCH_ERROR = "--games goes with --match"
MATCH_OPTIONS_ERROR = "--match plays its own games: {} does not apply"
ANALYZE_OPTIONS_ERROR = "--analyze plays no game: {} does not apply"
POSITION_OPTIONS_ERROR = ("--position gives every square and the side to "
                          "move: {} does not apply")
PERFT_OPTIONS_ERROR = "--perft plays no game: {} does not apply"
GUI_OPTIONS_ERROR = "--gui shows the game in a window: {} does not apply"


def build_argument_parser():
    """Builds the parser of the command line.

    Parameters: none.
    Returns: an argparse.ArgumentParser for the program's options. Options
        left out stay None, so the checks can tell them from defaults.
    """
    parser = argparse.ArgumentParser(prog=PROGRAM_NAME,
                                     description=PROGRAM_DESCRIPTION)
    parser.add_argument("--rules", choices=list(RULE_SETS),
                        help=OPTION_HELP["rules"])
    parser.add_argument("--size", type=int, metavar="N",
                        help=OPTION_HELP["size"])
    parser.add_argument("--rows", type=int, metavar="R",
                        help=OPTION_HELP["rows"])
    parser.add_argument("--cols", type=int, metavar="C",
                        help=OPTION_HELP["cols"])
    parser.add_argument("--x", choices=PLAYER_KINDS,
                        help=OPTION_HELP["x"])
    parser.add_argument("--o", choices=PLAYER_KINDS,
                        help=OPTION_HELP["o"])
    parser.add_argument("--first", choices=list(SIDE_CHOICES),
                        help=OPTION_HELP["first"])
    parser.add_argument("--start", choices=list(SIDE_CHOICES),
                        help=OPTION_HELP["start"])
    parser.add_argument("--win", choices=WIN_CHOICES,
                        help=OPTION_HELP["win"])
    parser.add_argument("--protocol", choices=[PROTOCOL_ICS32, PROTOCOL_GTP],
                        help=OPTION_HELP["protocol"])
    parser.add_argument("--perft", type=int, metavar="D",
                        help=OPTION_HELP["perft"])
    parser.add_argument("--seed", type=int, metavar="N",
                        help=OPTION_HELP["seed"])
    parser.add_argument("--think", type=float, metavar="SECONDS",
                        help=OPTION_HELP["think"])
    parser.add_argument("--match", nargs=MATCH_PLAYER_COUNT,
                        metavar=("A", "B"),
                        choices=list(COMPUTER_PLAYERS),
                        help=OPTION_HELP["match"])
    parser.add_argument("--games", type=int, metavar="N",
                        help=OPTION_HELP["games"])
    parser.add_argument("--position", metavar="TEXT",
                        help=OPTION_HELP["position"])
    parser.add_argument("--analyze", action="store_true", default=None,
                        help=OPTION_HELP["analyze"])
    parser.add_argument("--review", metavar="FILE",
                        help=OPTION_HELP["review"])
    parser.add_argument("--record", metavar="FILE",
                        help=OPTION_HELP["record"])
    parser.add_argument("--load", metavar="FILE", help=OPTION_HELP["load"])
    parser.add_argument("--moves", metavar="STRING",
                        help=OPTION_HELP["moves"])
    parser.add_argument("--style", choices=STYLE_CHOICES,
                        help=OPTION_HELP["style"])
    parser.add_argument("--gui", action="store_true", default=None,
                        help=OPTION_HELP["gui"])
    return parser


def get_board_size(args, rules):
    """Works out the board's size from the options and the rule set.

    Parameters: args -- the parsed command line; rules -- the rule set
        (its default size).
    Returns: a pair [rows, cols].
    """
    rows = rules.rows
    cols = rules.cols
    if args.size is not None:
        rows = args.size
        cols = args.size
    if args.rows is not None:
        rows = args.rows
    if args.cols is not None:
        cols = args.cols
    return [rows, cols]


def _get_option_error(args):
    """Checks the options against each other, before any game starts.

    Parameters: args -- the parsed command line.
    Returns: '' when the options make sense together, otherwise the reason
        (for argparse's error, which exits with EXIT_USAGE).
    """
    size_options = []
    for name in SIZE_OPTIONS:
        if getattr(args, name) is not None:
            size_options.append(OPTION_PREFIX + name)
    if args.size is not None and (args.rows is not None
                                  or args.cols is not None):
        return SIZE_CONFLICT_ERROR
    if args.protocol is not None:
        if args.rules not in [None] + list(PROTOCOL_RULE_LABELS):
            return PROTOCOL_RULES_ERROR.format(args.protocol)
        game_options = list(size_options)
        for name in GAME_ONLY_OPTIONS:
            if getattr(args, name) is not None:
                game_options.append(OPTION_PREFIX + name)
        if len(game_options) > 0:
            return PROTOCOL_OPTIONS_ERROR.format(
                args.protocol, OPTION_LIST_SEPARATOR.join(game_options))
        return ""
    rules = RULE_SETS[args.rules or UMBC_RULES_NAME]
    if rules.size_fixed:
        if args.start is not None:
            size_options.append(OPTION_PREFIX + START_OPTION)
        if len(size_options) > 0:
            return FIXED_SIZE_ERROR.format(
                rules.name, rules.cols,
                OPTION_LIST_SEPARATOR.join(size_options))
    else:
        size = get_board_size(args, rules)
        if not (is_valid_board_side(size[0])
                and is_valid_board_side(size[1])):
            return SIZE_ERROR.format(MIN_BOARD_SIZE, MAX_BOARD_SIZE,
                                     size[0], size[1])
    if args.perft is not None and args.perft < 0:
        return PERFT_DEPTH_ERROR.format(args.perft)
    if args.think is not None and not 0 < args.think <= MAX_THINK_SECONDS:
        return THINK_ERROR.format(MAX_THINK_SECONDS, args.think)
    if args.games is not None and args.match is None:
        return GAMES_WITHOUT_MATCH_ERROR
    if args.games is not None and args.games < 1:
        return GAMES_ERROR.format(args.games)
    conflicts = [[args.review, NOT_WITH_REVIEW_OPTIONS,
                  REVIEW_OPTIONS_ERROR],
                 [args.match, NOT_WITH_MATCH_OPTIONS, MATCH_OPTIONS_ERROR],
                 [args.analyze, NOT_WITH_ANALYZE_OPTIONS,
                  ANALYZE_OPTIONS_ERROR],
                 [args.perft, NOT_WITH_PERFT_OPTIONS, PERFT_OPTIONS_ERROR],
                 [args.gui, NOT_WITH_GUI_OPTIONS, GUI_OPTIONS_ERROR],
                 [args.position, NOT_WITH_POSITION_OPTIONS,
                  POSITION_OPTIONS_ERROR],
                 [args.load, NOT_WITH_LOAD_OPTIONS, LOAD_OPTIONS_ERROR]]
    for option, excluded, message in conflicts:
        given = [OPTION_PREFIX + name for name in excluded
                 if getattr(args, name) is not None]
        if option is not None and len(given) > 0:
            return message.format(OPTION_LIST_SEPARATOR.join(given))
    if args.moves is not None and not rules.square_names:
        return MOVES_RULES_ERROR
    if args.position is not None:
        size = get_board_size(args, rules)
        parsed = parse_position(args.position, size[0],
                                size[1])
        return parsed.error
    return ""


def _get_load_conflict(args, loaded):
    """Checks the options that repeat what a loaded record fixes (its
    rules, size, who moves first, the start, how the game is won): each
    may agree with the record, none may contradict it.

    Parameters: args -- the parsed command line; loaded -- the loaded
        game (see load_game).
    Returns: '' when nothing contradicts the record, otherwise the line
        that says what does, naming both values.
    """
    board = loaded.start
    rows = len(board)
    cols = len(board[0])
    size = SIZE_FORMAT.format(rows, cols)
    # [option, its value, what the record has for it, the record's tag
    # and value as the message shows them]
    given = [["rules", args.rules, loaded.rules.name,
              TAG_RULES, loaded.rules.name],
             ["first", args.first and SIDE_CHOICES[args.first],
              loaded.first, TAG_FIRST, loaded.first],
             [START_OPTION, args.start and SIDE_CHOICES[args.start],
              loaded.top_left, TAG_START, loaded.top_left],
             ["win", args.win, loaded.win, TAG_WIN, loaded.win],
             ["size", args.size and SIZE_FORMAT.format(args.size, args.size),
              size, TAG_SIZE, size],
             ["rows", args.rows, rows, TAG_SIZE, size],
             ["cols", args.cols, cols, TAG_SIZE, size]]
    for option, value, recorded, tag, shown in given:
        if value is not None and value != recorded:
            return LOAD_CONFLICT_ERROR.format(show_path(args.load), tag,
                                              shown, option, value)
    return ""


def _get_display(args, rules):
    """Turns --style into the display table of a game at the terminal.
    Without --style, an Othello game (squares named) shown at a terminal
    is rich, with who plays black, the last move marked and the score;
    output to a file or a pipe stays classic, so it is stable to diff.

    Parameters: args -- the parsed command line; rules -- the rule set.
    Returns: CLASSIC_DISPLAY, or the rich display (with colour only where
        wants_colour allows it).
    """
    style = args.style
    if style is None and rules.square_names and sys.stdout.isatty():
        style = STYLE_RICH
    if style == STYLE_RICH:
        return create_rich_display(wants_colour(sys.stdout))
    return CLASSIC_DISPLAY


def build_game(args, loaded):
    """Builds the Game the options ask for: from the options, or
    from a loaded record, whose players the options may replace.

    Parameters: args -- the parsed command line (already checked);
        loaded -- the loaded game (see load_game), or None.
    Returns: the Game (see create_game).
    """
    rules = RULE_SETS[args.rules or UMBC_RULES_NAME]
    names = {PLAYER_PIECE: HUMAN, COMPUTER_PIECE: rules.o_player}
    first = SIDE_CHOICES[args.first or DEFAULT_SIDE_CHOICE]
    top_left = rules.top_left
    if args.start is not None:
        top_left = SIDE_CHOICES[args.start]
    win = args.win or WIN_MOST
    seed = args.seed
    if loaded is not None:
        rules = loaded.rules
        names = loaded.player_names
        first = loaded.first
        top_left = loaded.top_left
        win = loaded.win
        if seed is None:
            seed = loaded.seed
    names = {PLAYER_PIECE: args.x or names[PLAYER_PIECE],
             COMPUTER_PIECE: args.o or names[COMPUTER_PIECE]}
    if seed is None:
        seed = time.time_ns()
    settings = create_settings(seed, args.think or DEFAULT_THINK_SECONDS,
                               win)
    return create_game(rules, names, first, top_left, win, settings, seed,
                       args.record, _get_display(args, rules))


def _run_perft(board, piece, depth, rules):
    """Counts the move tree from a position and prints the count, the
    time it took and the leaves counted per second.

    Parameters: board -- the start position; piece -- the side to move;
        depth -- the number of plies; rules -- the rule set.
    Returns: the number of leaves.
    """
    started = time.perf_counter()
    engine = build_engine(rules, len(board), len(board[0]))
    bits = get_engine_bits(board, piece, engine)
    leaves = count_engine_leaves(bits[0], bits[1], depth, engine)
    seconds = time.perf_counter() - started
    print(leaves)
    print(PERFT_TIME_MESSAGE.format(seconds))
    rate = leaves
    if seconds > 0:
        rate = round(leaves / seconds)
    print(PERFT_RATE_MESSAGE.format(rate))
    return leaves


def _run_review(args):
    """Runs --review: reads the game (a record or a move string in a
    file, or a move string given on the command line) and judges every
    move of it (see review_game), printing each line as it comes.

    Parameters: args -- the parsed command line (already checked).
    Returns: EXIT_OK, or EXIT_USAGE when the game cannot be read.
    """
    # A name that is not only squares' names and passes names a file,
    # even when there is no such file (which load_game then says).
    if (not os.path.lexists(args.review)
            and _split_move_string(args.review)[1] == ""):
        loaded = load_move_string(args.review, REVIEW_SOURCE)
    else:
        loaded = load_game(args.review)
    if loaded.error != "":
        report_problem(PROBLEM_FORMAT.format(PROGRAM_NAME,
                                             loaded.error))
        return EXIT_USAGE
    if len(loaded.history) == 0:
        print(REVIEW_NO_MOVES)
        return EXIT_OK
    game = build_game(args, loaded)
    review_game(loaded.start, loaded.history,
                game.rules, game.settings,
                game.write_square,
                get_review_names(game.player_names), show)
    return EXIT_OK


def silence_output():
    """Points standard output at nothing, once it cannot be written, so
    the interpreter's last flush of what is still buffered cannot fail.

    Parameters: none.
    Returns: None.
    """
    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except (OSError, ValueError):
        pass


def stop_on_interrupt(signal_number, frame):
    """Handles Ctrl-C: ends the game as KeyboardInterrupt does, and first
    ignores any further Ctrl-C, so a second press while the game ends
    cannot interrupt the ending.

    Parameters: signal_number -- the signal's number; frame -- the frame
        it arrived in (both given by the signal module).
    Returns: nothing: it always raises.
    Raises: KeyboardInterrupt.
    """
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    raise KeyboardInterrupt


def run_program(argv=None):
    """Runs the program (see _run_command_line) and guards its output to
    the very end: when the reader of standard output has gone away it
    stops quietly; when standard output cannot be written for another
    reason, or is closed, it says so once on standard error.

    Parameters: argv -- the command-line arguments after the program name,
        or None to use sys.argv.
    Returns: the exit status: as _run_command_line, or EXIT_OUTPUT_CLOSED
        when the output cannot be written.
    Raises: SystemExit for --help and a bad command line, as argparse
        does (after the output is flushed).
    """
    if sys.stdout is None:
        report_problem(PROBLEM_FORMAT.format(PROGRAM_NAME,
                                             OUTPUT_CLOSED_MESSAGE))
        return EXIT_OUTPUT_CLOSED
    if hasattr(sys.stdout, "reconfigure"):
        sys.stdout.reconfigure(errors=OUTPUT_ERRORS)
    stop = None
    status = EXIT_OK
    try:
        try:
            status = _run_command_line(argv)
        except SystemExit as request:
            stop = request
        sys.stdout.flush()
    except BrokenPipeError:
        # The reader went away (as 'head' does): nothing more to say.
        silence_output()
        return EXIT_OUTPUT_CLOSED
    except OSError as problem:
        silence_output()
        report_problem(PROBLEM_FORMAT.format(
            PROGRAM_NAME, WRITE_ERROR_MESSAGE.format(problem.strerror
                                                     or problem)))
        return EXIT_OUTPUT_CLOSED
    if stop is not None:
        raise stop
    return status


def _run_command_line(argv):
    """Runs the program: reads the command line, then plays one game with
    the humans at standard input (or speaks the ICS 32 protocol, counts
    the move tree, or plays a match between computers), and ends cleanly
    on end of input or Ctrl-C.

    Parameters: argv -- the command-line arguments after the program name,
        or None to use sys.argv.
    Returns: the exit status: EXIT_OK for a finished game or end of input,
        EXIT_USAGE for bad protocol options or an unusable record,
        EXIT_INTERRUPTED for Ctrl-C. A bad command line exits through
        argparse with EXIT_USAGE.
    """
    if argv is None:
        argv = sys.argv[1:]
    parser = build_argument_parser()
    args = parser.parse_args(argv)
    error = _get_option_error(args)
    if error != "":
        parser.error(error)
    previous_handler = None
    try:
        previous_handler = signal.signal(signal.SIGINT, stop_on_interrupt)
    except ValueError:
        # Not the main thread: Ctrl-C stays as Python handles it.
        pass
    try:
        if len(argv) == 0:
            return _run_course_game()
        return _run_mode(args)
    finally:
        # After Ctrl-C, Ctrl-C stays ignored while the program ends;
        # otherwise the caller gets its own handler back.
        if (previous_handler is not None
                and signal.getsignal(signal.SIGINT) == stop_on_interrupt):
            signal.signal(signal.SIGINT, previous_handler)


def _run_course_game():
    """Runs PART 1's main(), the course game, which is what the program
    is with no options. Its input is read as text whatever its bytes (a
    byte that is not text becomes a replacement character, which no move
    has), so no line can stop the game.

    Parameters: none.
    Returns: the exit status: EXIT_OK, or EXIT_INTERRUPTED after Ctrl-C.
    """
    if sys.stdin is None:
        # Closed: the game starts, and its first prompt meets the end.
        sys.stdin = open(os.devnull, encoding=ECHO_ENCODING)
    if reads_a_terminal():
        enable_line_editing()
    elif hasattr(sys.stdin, "reconfigure"):
        sys.stdin.reconfigure(encoding=ECHO_ENCODING, errors=INPUT_ERRORS)
    try:
        main()
    except SystemExit as stop:
        return stop.code
    return EXIT_OK


def _run_mode(args):
    """Runs what the command line asks for: the protocol, perft, a match,
    an analysis, or a game (new, from a position, or from a record), and
    ends cleanly on end of input or Ctrl-C.

    Parameters: args -- the parsed command line (already checked).
    Returns: the exit status (see _run_command_line).
    """
    try:
        if args.protocol is not None:
            rules = RULE_SETS[args.rules or STANDARD_RULES_NAME]
            if args.protocol == PROTOCOL_GTP:
                return play_gtp(rules, read_gtp_line)
            return play_protocol(rules, read_protocol_line)
        if args.review is not None:
            return _run_review(args)
        loaded = None
        if args.load is not None:
            loaded = load_game(args.load)
            if loaded.error == "":
                loaded.error = _get_load_conflict(args, loaded)
            if loaded.error != "":
                report_problem(PROBLEM_FORMAT.format(PROGRAM_NAME,
                                                     loaded.error))
                return EXIT_USAGE
        game = build_game(args, loaded)
        size = get_board_size(args, game.rules)
        board = create_start_board(size[0], size[1],
                                   game.top_left, game.rules)
        if args.position is not None:
            parsed = parse_position(args.position, size[0],
                                    size[1])
            board = parsed.board
            game.first = parsed.side
        played = [copy_board(board), []]
        if args.moves is not None:
            replayed = replay_move_string(args.moves, board,
                                          game.first, game.rules)
            if replayed.error != "":
                report_problem(MOVES_OPTION_ERROR.format(
                    replayed.error))
                return EXIT_USAGE
            played = [copy_board(board), replayed.history]
            board = replayed.board
        if loaded is not None:
            played = [loaded.start, loaded.history]
            board = loaded.board
        state = create_play_state(board, game, played)
        if args.load is not None:
            state.own_files.add(os.path.realpath(args.load))
        if args.record is not None:
            reason = write_record_file(args.record,
                                       format_state_record(state))
            if reason != "":
                report_problem(RECORD_WRITE_ERROR.format(
                    show_path(args.record), reason))
                return EXIT_USAGE
        due = state.due
        if args.analyze is not None:
            print(run_with_progress(ANALYSING_TEXT, functools.partial(
                format_position_analysis, board, due, game.rules,
                game.settings)))
        elif args.perft is not None:
            _run_perft(board, game.first, args.perft, game.rules)
        elif args.match is not None:
            play_match(args.match, args.games or DEFAULT_MATCH_GAMES, game,
                       size)
        elif args.gui is not None:
            reason = run_window(board, game, played)
            if reason != "":
                report_problem(PROBLEM_FORMAT.format(PROGRAM_NAME, reason))
                return EXIT_USAGE
        else:
            play_session(state, functools.partial(read_line_or_pass, state,
                                               read_player_line))
            ask_after_game(state, read_player_line)
    except EOFError:
        if args.protocol is not None:
            # The protocol's output is for a program: say it elsewhere.
            report_problem(END_OF_INPUT_MESSAGE)
        else:
            # The prompt is still on its line: end it before saying why.
            print()
            print(END_OF_INPUT_MESSAGE)
    except KeyboardInterrupt:
        if args.protocol is not None:
            report_problem(INTERRUPTED_MESSAGE)
        else:
            print()
            print(INTERRUPTED_MESSAGE)
        return EXIT_INTERRUPTED
    return EXIT_OK


if __name__ == "__main__":
    sys.exit(run_program())

