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
#   SEARCH ............... alpha-beta, ProbCut, iterative deepening, exact
#                          solver
#   OPENING BOOK ......... Othello's first moves, with their values
#   COMPUTER PLAYERS ..... naive to level5, each (board, piece) -> move
#   SQUARES .............. typed moves, square names and numbers, --position
#   OPENING NAMES ........ Othello's named openings, by position
#   ANALYSIS ............. every move's value, labelled (analyze)
#   GAME RECORDS ......... records, move strings, save
#   GAME FORMATS ......... transcripts, board strings, GGF, WTHOR; --load
#   REVIEW ............... every move of a game judged (review)
#   GAME SESSION ......... Game, GameState, the loop, words, undo, input
#                          (its words save and review use the two above)
#   RICH DISPLAY ......... --style rich
#   MATCH ................ --match: computers against each other
#   ICS 32 PROTOCOL ...... --protocol ics32, exactly as UCI ICS 32 says
#   GO TEXT PROTOCOL ..... --protocol gtp: proj2 as an engine
#   NBOARD PROTOCOL ...... --protocol nboard: proj2 as NBoard's engine
#   WINDOW ............... --gui: the game in a tkinter window
#   COMMAND LINE ......... the options, the modes, run_program
#   DATA ................. the pattern tables and the opening book, encoded
#                          (EVALUATION and OPENING BOOK read them): no code
import argparse
import array
import base64
import builtins
import dataclasses
import functools
import math
import multiprocessing
import multiprocessing.resource_tracker
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
import zlib


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
# How many positions a second the search does with each evaluation, at
# about the speed of CPython 3.11 on an ordinary machine: the patterns
# cost more a position than the features (measured by
# tests/bench/bench_evaluation.py, in proportion).
FEATURE_NODES_PER_SECOND = 50000
PATTERN_NODES_PER_SECOND = 29000
# ProbCut's calibration for the pattern evaluation (see try_probcut in
# the SEARCH section): for each depth from the first, None or [slope,
# offset, error]: the deep search's value as slope times the shallow
# one's plus offset, with a residual of that standard deviation in
# discs, measured by tests/bench/fit_probcut.py on the self-play games'
# positions (300 a depth). Below depth 3 the shallow search would be no
# search at all. The fits of depths 8 and 9 serve the deeper searches
# of their parity, which the fitting did not reach.
PROBCUT_FIT = (None, None, None,
               None, [1.027, 0.09, 3.63],
               [1.032, -0.18, 3.41], [1.060, 0.53, 4.53],
               [1.048, -0.15, 4.34]) + ([1.046, 0.65, 4.26],
                                        [1.040, 0.01, 3.99]) * 7


@dataclasses.dataclass(frozen=True, slots=True)
class Evaluation:
    """How the searching computers judge a position."""
    function: object              # function (own, opponent, own_moves,
    # ... engine, evaluation, sign) -> value (see evaluate_position)
    stage_weights: list           # the feature weights of each stage (the
    # ... pattern evaluation: its tables of each stage)
    square_order: dict            # {square class: its order weight}
    nodes_per_second: int = 0     # positions the search does a second
    # ... with it (see the SEARCH section's budget)
    reading: object = None        # the pattern evaluation's PatternReading
    othello: object = None        # a function () -> the Evaluation used
    # ... instead on Othello's 8x8 board with the most discs winning
    probcut: tuple = ()           # by depth: None, or ProbCut's
    # ... [slope, offset, error] for that depth (see search_node)


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

# The order weights of the classes of squares (see Evaluation).
SQUARE_ORDER = {SQUARE_CORNER: 8, SQUARE_EDGE: 2, SQUARE_MIDDLE: 0,
                SQUARE_NEAR_CORNER: -4}

# On the 8x8 board under Othello's rules (the most discs winning), the
# pattern evaluation values a position as Logistello, Edax and Egaroucid
# do: as a sum of table lookups, one per pattern, a line or block of
# squares. A pattern's state is a base-3 number: its i-th square gives
# the digit 3 ** i times 0 when empty, 1 when it holds a disc of the
# side to move, 2 when it holds one of the other side's. Each pattern
# type is written as its instance at the top-left corner (squares as
# (row, col), in digit order); its other instances are its images under
# the board's 8 symmetries, and they share its table, so a position and
# its mirror images are valued alike. The tables, one set per stage
# (PATTERN_STAGE_EMPTIES empty squares to a stage), were fitted by
# tests/bench/fit_patterns.py to self-play positions labelled by the
# exact solver and by searches; they are decoded from PATTERN_WEIGHTS (in the last
# section) on the first search that uses them (load_pattern_evaluation).
@dataclasses.dataclass(frozen=True, slots=True)
class PatternType:
    """A kind of pattern: its squares at the top-left corner."""
    name: str                     # what it is, for the reader
    squares: tuple                # its (row, col) squares in digit order


PATTERN_TYPES = (
    PatternType("edge with its X-squares",
                ((0, 0), (0, 1), (0, 2), (0, 3), (0, 4), (0, 5), (0, 6),
                 (0, 7), (1, 1), (1, 6))),
    PatternType("corner 3x3", ((0, 0), (0, 1), (0, 2), (1, 0), (1, 1),
                               (1, 2), (2, 0), (2, 1), (2, 2))),
    PatternType("corner 2x5", ((0, 0), (0, 1), (0, 2), (0, 3), (0, 4),
                               (1, 0), (1, 1), (1, 2), (1, 3), (1, 4))),
    PatternType("second row", tuple((1, col) for col in range(8))),
    PatternType("third row", tuple((2, col) for col in range(8))),
    PatternType("fourth row", tuple((3, col) for col in range(8))),
    PatternType("diagonal of 8", tuple((step, step) for step in range(8))),
    PatternType("diagonal of 7",
                tuple((step, step + 1) for step in range(7))),
    PatternType("diagonal of 6",
                tuple((step, step + 2) for step in range(6))),
    PatternType("diagonal of 5",
                tuple((step, step + 3) for step in range(5))),
    PatternType("diagonal of 4",
                tuple((step, step + 4) for step in range(4))))
PATTERN_SIDE = 8
# The board's 8 symmetries: (swap rows and columns, mirror the rows,
# mirror the columns), applied in that order.
BOARD_SYMMETRIES = ((False, False, False), (False, False, True),
                    (False, True, False), (False, True, True),
                    (True, False, False), (True, False, True),
                    (True, True, False), (True, True, True))
PATTERN_DIGIT_BASE = 3
# A pattern square's digit for the side to move's disc and the other's.
OWN_DIGIT = 1
OPPONENT_DIGIT = 2
# The tables' stages (PATTERN_STAGE_EMPTIES empty squares each) and how
# far into the game they judge (PATTERN_MOST_EMPTIES) are the block's,
# given beside it in DATA.
PATTERN_SQUARES = PATTERN_SIDE * PATTERN_SIDE
# The place of the first diagonal type in PATTERN_TYPES (the diagonals
# come last; see list_diagonal_gathers).
FIRST_DIAGONAL_SLOT = 6
# Besides the patterns, a stage's tables weigh each side's number of
# moves (MOBILITY_TABLE_SIZE - 1 standing for that many or more) and
# add a constant; a stage's tables are in PATTERN_TYPES' order, then
# these (their places: MOBILITY_SLOT, the next, CONSTANT_SLOT).
MOBILITY_TABLE_SIZE = 32
MOBILITY_SLOT = 11
CONSTANT_SLOT = 13
# The tables' weights are in 1 / PATTERN_UNITS_PER_DISC discs.
PATTERN_UNITS_PER_DISC = 8


def map_square(square, symmetry, side=PATTERN_SIDE):
    """Maps a (row, col) square by one of BOARD_SYMMETRIES.

    Parameters: square -- (row, col); symmetry -- (swap, mirror rows,
        mirror columns); side -- the board's side.
    Returns: the (row, col) square it maps to.
    """
    row, col = square
    swap, mirror_rows, mirror_cols = symmetry
    if swap:
        row, col = col, row
    if mirror_rows:
        row = side - 1 - row
    if mirror_cols:
        col = side - 1 - col
    return row, col


def list_pattern_instances(pattern):
    """Lists a pattern type's instances: its images under the board's
    symmetries, one for each set of squares, in the symmetries' order.

    Parameters: pattern -- a PatternType.
    Returns: a list of tuples of (row, col) squares in digit order.
    """
    instances = {}
    for symmetry in BOARD_SYMMETRIES:
        image = tuple(map_square(square, symmetry)
                      for square in pattern.squares)
        instances.setdefault(frozenset(image), image)
    return list(instances.values())


def list_pattern_self_maps(pattern):
    """Lists the orders in which a pattern's own squares can be read when
    the board's symmetries map the pattern onto itself (a row read from
    either end; a corner block across its diagonal).

    Parameters: pattern -- a PatternType.
    Returns: a list of permutations: entry i is the digit position that
        the i-th square maps to (the identity first).
    """
    squares = list(pattern.squares)
    maps = []
    for symmetry in BOARD_SYMMETRIES:
        image = [map_square(square, symmetry) for square in squares]
        if set(image) == set(squares):
            order = [squares.index(square) for square in image]
            if order not in maps:
                maps.append(order)
    return maps


def read_square_digit(own, opponent, square, engine):
    """Reads one square's pattern digit.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; square -- (row, col); engine -- the Engine.
    Returns: 0 (empty), OWN_DIGIT or OPPONENT_DIGIT.
    """
    bit = get_square_bit(square[0], square[1], engine)
    return OWN_DIGIT if own & bit else OPPONENT_DIGIT if opponent & bit else 0


def get_canonical_index(digits, self_maps):
    """Finds the index under which a pattern's table keeps a state: the
    least of the indexes it has when read in each of the pattern's own
    orders (see list_pattern_self_maps), so states that are mirror
    images share one entry.

    Parameters: digits -- the pattern's digits in order; self_maps -- the
        pattern's permutations.
    Returns: the index, an int.
    """
    indexes = []
    for order in self_maps:
        index = 0
        for position, digit in enumerate(digits):
            index += digit * PATTERN_DIGIT_BASE ** order[position]
        indexes.append(index)
    return min(indexes)


def read_pattern_indexes(own, opponent, engine):
    """Reads every pattern of a position square by square: the slow,
    plain reading that the fast evaluation (evaluate_patterns) is
    tested against, and that the fitting script uses.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; engine -- the Engine of the 8x8 board.
    Returns: a list, for each of PATTERN_TYPES, of its instances'
        canonical indexes (see get_canonical_index).
    """
    indexes = []
    for pattern in PATTERN_TYPES:
        self_maps = list_pattern_self_maps(pattern)
        indexes.append([get_canonical_index(
            [read_square_digit(own, opponent, square, engine)
             for square in instance], self_maps)
            for instance in list_pattern_instances(pattern)])
    return indexes


# The fast reading of the patterns (evaluate_patterns) takes each row of
# a side's discs as a byte (bit c for column c) with a shift and a mask,
# each column as a byte (bit r for row r) with one multiplication that
# gathers its squares (PatternReading), and each diagonal likewise
# (get_line_gather). Every pattern is then one of a few layouts of
# those bytes' bits, and a digit table per layout turns its bits into
# the base-3 digits of its squares: the "line" layout (a row, column or
# diagonal read from its first square), the "edge" layout (an edge's 8
# squares, then in bits 9 and 14 the X-squares from the next line's
# bits 1 and 6), the corner blocks read from their corner ("block"), and
# the same blocks read toward their corner ("reversed block"). A table
# is kept for each side: the other side's entries are doubled (its
# digit is OPPONENT_DIGIT). Since a table gives mirror-image states
# (see list_pattern_self_maps) the same weight, it does not matter from
# which end an instance is read.
PATTERN_BYTE_MASK = 255
EDGE_X_SQUARES = 0b1000010
EDGE_X_SHIFT = 8
CORNER_3_MASK = 0b111
CORNER_3_SHIFT = 5
CORNER_5_MASK = 0b11111
CORNER_5_SHIFT = 3
# The layouts, as the digit position of each bit of the gathered int
# (None: a bit no square of the pattern is read into).
LINE_LAYOUT = tuple(range(8))
EDGE_LAYOUT = (0, 1, 2, 3, 4, 5, 6, 7, None, 8, None, None, None, None, 9)
CORNER_3_LAYOUT = tuple(range(9))
CORNER_3_REVERSED_LAYOUT = (2, 1, 0, 5, 4, 3, 8, 7, 6)
CORNER_5_LAYOUT = tuple(range(10))
CORNER_5_REVERSED_LAYOUT = (4, 3, 2, 1, 0, 9, 8, 7, 6, 5)
PATTERN_LAYOUTS = (EDGE_LAYOUT, CORNER_3_LAYOUT, CORNER_3_REVERSED_LAYOUT,
                   CORNER_5_LAYOUT, CORNER_5_REVERSED_LAYOUT, LINE_LAYOUT)


def build_digit_table(layout, digit):
    """Builds a layout's digit table for one side: for every int of the
    layout's bits, the sum of digit * 3 ** position over its set bits.

    Parameters: layout -- the digit position of each bit (see
        EDGE_LAYOUT); digit -- OWN_DIGIT or OPPONENT_DIGIT.
    Returns: a list of 2 ** len(layout) ints.
    """
    table = [0]
    for position in layout:
        if position is None:
            table += table
        else:
            step = digit * PATTERN_DIGIT_BASE ** position
            table += [index + step for index in table]
    return table


@dataclasses.dataclass(frozen=True, slots=True)
class PatternReading:
    """What evaluate_patterns reads a position's patterns with."""
    digit_tables: tuple           # each layout's digit tables (see
    # ... PATTERN_LAYOUTS), for the side to move, then for the other
    column_mask: int              # the squares of the first column
    column_multiplier: int        # gathers them into bits 56-63 (see
    # ... get_line_gather)
    column_top: int               # the lowest of those bits
    diagonals: tuple              # (shift, mask, multiplier, top, length
    # ... mask, table) of each diagonal instance (list_diagonal_gathers)


def get_line_gather(places):
    """Works out how evaluate_patterns gathers a line of squares (a
    column or a diagonal: bit places a constant stride apart) into the
    low bits of an int: shift the side's bits down to the line's lowest
    square, keep its squares with a mask, and multiply by a number with
    one bit per square, which moves square k (k strides along the line)
    to bit top + k. No two terms of the product land on the same bit (so
    none carries into another), and those of other squares land below
    top or above the line's bits, which a mask of its length drops.

    Parameters: places -- the squares' bit places, lowest first.
    Returns: (shift, mask, multiplier, top).
    """
    stride = places[1] - places[0]
    top = (stride - 1) * (len(places) - 1)
    mask = sum(1 << (place - places[0]) for place in places)
    multiplier = sum(1 << (top - (stride - 1) * step)
                     for step in range(len(places)))
    return places[0], mask, multiplier, top


def list_diagonal_gathers(engine):
    """Works out how evaluate_patterns gathers each diagonal instance of
    the patterns (see get_line_gather).

    Parameters: engine -- the Engine of the 8x8 board.
    Returns: a list of (shift, mask, multiplier, top, length mask, the
        type's place in PATTERN_TYPES) for each diagonal instance.
    """
    gathers = []
    for slot in range(FIRST_DIAGONAL_SLOT, len(PATTERN_TYPES)):
        for instance in list_pattern_instances(PATTERN_TYPES[slot]):
            places = sorted(row * engine.width + col for row, col in instance)
            gathers.append(get_line_gather(places)
                           + ((1 << len(places)) - 1, slot))
    return gathers


def evaluate_patterns(own, opponent, own_moves, engine, evaluation, sign):
    """Judges a position of Othello's 8x8 board as evaluate_position
    does, by its patterns: the sum of the weights its pattern instances
    read in its stage's tables (see PATTERN_TYPES), of the weights of
    each side's number of moves, and of the stage's constant.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; own_moves -- the bits of the side to move's moves;
        engine -- the Engine of the 8x8 board; evaluation -- the pattern
        Evaluation (see load_pattern_evaluation); sign -- 1 (the most
        discs win).
    Returns: the value in discs, an int (positive is good for the side
        to move).
    """
    tables = evaluation.stage_weights[
        PATTERN_SQUARES - (own | opponent).bit_count()]
    (edge, corner_3, corner_5, row_2, row_3, row_4) = tables[:6]
    reading = evaluation.reading
    (edge_own, edge_other, corner_own, corner_other, toward_own,
     toward_other, block_own, block_other, back_own, back_other,
     line_own, line_other) = reading.digit_tables
    width = engine.width
    byte = PATTERN_BYTE_MASK
    column = reading.column_mask
    gather = reading.column_multiplier
    top = reading.column_top
    places = range(0, PATTERN_SIDE * width, width)
    a0, a1, a2, a3, a4, a5, a6, a7 = [own >> place & byte
                                      for place in places]
    b0, b1, b2, b3, b4, b5, b6, b7 = [opponent >> place & byte
                                      for place in places]
    c0, c1, c2, c3, c4, c5, c6, c7 = [
        (own >> col & column) * gather >> top & byte
        for col in range(PATTERN_SIDE)]
    d0, d1, d2, d3, d4, d5, d6, d7 = [
        (opponent >> col & column) * gather >> top & byte
        for col in range(PATTERN_SIDE)]
    x_squares = EDGE_X_SQUARES
    x_shift = EDGE_X_SHIFT
    three = CORNER_3_MASK
    five = CORNER_5_MASK
    # The rows a and b, the columns c and d, with the first and last in
    # the edges, the blocks and the lines.
    total = (
        edge[edge_own[a0 | (a1 & x_squares) << x_shift]
             + edge_other[b0 | (b1 & x_squares) << x_shift]]
        + edge[edge_own[a7 | (a6 & x_squares) << x_shift]
               + edge_other[b7 | (b6 & x_squares) << x_shift]]
        + edge[edge_own[c0 | (c1 & x_squares) << x_shift]
               + edge_other[d0 | (d1 & x_squares) << x_shift]]
        + edge[edge_own[c7 | (c6 & x_squares) << x_shift]
               + edge_other[d7 | (d6 & x_squares) << x_shift]]
        + corner_3[corner_own[(a0 & three) | (a1 & three) << 3
                              | (a2 & three) << 6]
                   + corner_other[(b0 & three) | (b1 & three) << 3
                                  | (b2 & three) << 6]]
        + corner_3[corner_own[(a7 & three) | (a6 & three) << 3
                              | (a5 & three) << 6]
                   + corner_other[(b7 & three) | (b6 & three) << 3
                                  | (b5 & three) << 6]]
        + corner_3[corner_own[(c7 & three) | (c6 & three) << 3
                              | (c5 & three) << 6]
                   + corner_other[(d7 & three) | (d6 & three) << 3
                                  | (d5 & three) << 6]]
        + corner_3[toward_own[c7 >> 5 | (c6 >> 5) << 3 | (c5 >> 5) << 6]
                   + toward_other[d7 >> 5 | (d6 >> 5) << 3
                                  | (d5 >> 5) << 6]]
        + corner_5[block_own[(a0 & five) | (a1 & five) << 5]
                   + block_other[(b0 & five) | (b1 & five) << 5]]
        + corner_5[back_own[a0 >> 3 | (a1 >> 3) << 5]
                   + back_other[b0 >> 3 | (b1 >> 3) << 5]]
        + corner_5[block_own[(a7 & five) | (a6 & five) << 5]
                   + block_other[(b7 & five) | (b6 & five) << 5]]
        + corner_5[back_own[a7 >> 3 | (a6 >> 3) << 5]
                   + back_other[b7 >> 3 | (b6 >> 3) << 5]]
        + corner_5[block_own[(c0 & five) | (c1 & five) << 5]
                   + block_other[(d0 & five) | (d1 & five) << 5]]
        + corner_5[back_own[c0 >> 3 | (c1 >> 3) << 5]
                   + back_other[d0 >> 3 | (d1 >> 3) << 5]]
        + corner_5[block_own[(c7 & five) | (c6 & five) << 5]
                   + block_other[(d7 & five) | (d6 & five) << 5]]
        + corner_5[back_own[c7 >> 3 | (c6 >> 3) << 5]
                   + back_other[d7 >> 3 | (d6 >> 3) << 5]]
        + row_2[line_own[a1] + line_other[b1]]
        + row_2[line_own[a6] + line_other[b6]]
        + row_2[line_own[c1] + line_other[d1]]
        + row_2[line_own[c6] + line_other[d6]]
        + row_3[line_own[a2] + line_other[b2]]
        + row_3[line_own[a5] + line_other[b5]]
        + row_3[line_own[c2] + line_other[d2]]
        + row_3[line_own[c5] + line_other[d5]]
        + row_4[line_own[a3] + line_other[b3]]
        + row_4[line_own[a4] + line_other[b4]]
        + row_4[line_own[c3] + line_other[d3]]
        + row_4[line_own[c4] + line_other[d4]])
    for shift, mask, multiplier, low, keep, slot in reading.diagonals:
        total += tables[slot][
            line_own[(own >> shift & mask) * multiplier >> low & keep]
            + line_other[(opponent >> shift & mask) * multiplier >> low
                         & keep]]
    mobility_top = MOBILITY_TABLE_SIZE - 1
    total += (tables[MOBILITY_SLOT][min(own_moves.bit_count(), mobility_top)]
              + tables[MOBILITY_SLOT + 1][min(engine.find_moves(
                  opponent, own, engine).bit_count(), mobility_top)]
              + tables[CONSTANT_SLOT])
    value = (2 * total + PATTERN_UNITS_PER_DISC) // (
        2 * PATTERN_UNITS_PER_DISC)
    return max(-PATTERN_SQUARES, min(PATTERN_SQUARES, value))



def is_othello_board(engine):
    """Tells whether an Engine is Othello's on the 8x8 board, the board
    and rules the pattern tables were fitted for.

    Parameters: engine -- the Engine.
    Returns: True or False.
    """
    rules = engine.rules
    return (engine.rows == engine.cols == PATTERN_SIDE
            and rules.directions == ALL_DIRECTIONS
            and rules.capture == CAPTURE_LINES and rules.needs_flip
            and rules.can_pass)


@functools.lru_cache(maxsize=None)
def load_pattern_evaluation():
    """Decodes the pattern tables (PATTERN_WEIGHTS, the module's last
    section) on the first search that needs them, once a process.

    The block is base64 text of zlib-compressed bytes, checked against
    PATTERN_WEIGHTS_CRC (zlib.crc32). The bytes are signed weights in
    1 / PATTERN_UNITS_PER_DISC discs, stage after stage (stage s holds
    the positions with PATTERN_STAGE_EMPTIES * s to PATTERN_STAGE_EMPTIES
    * (s + 1) - 1 empty squares, and the last stage every position with
    more); in each stage, the table of each of
    PATTERN_TYPES in order, 3 ** (its squares) weights indexed by the
    pattern's base-3 state (mirror-image states carry the same weight),
    then MOBILITY_TABLE_SIZE weights for the side to move's number of
    moves (the last for that many or more), as many for the other
    side's, and one constant.

    Parameters: none.
    Returns: the pattern Evaluation (evaluate_patterns), its stage_weights
        the stage's tables by the number of empty squares, 0 to
        PATTERN_SQUARES.
    Raises: ValueError when the block is damaged.
    """
    data = zlib.decompress(base64.b64decode(PATTERN_WEIGHTS))
    if zlib.crc32(data) != PATTERN_WEIGHTS_CRC:
        raise ValueError("the pattern weights are damaged")
    weights = array.array("b", data)
    sizes = ([PATTERN_DIGIT_BASE ** len(pattern.squares)
              for pattern in PATTERN_TYPES]
             + [MOBILITY_TABLE_SIZE, MOBILITY_TABLE_SIZE, 1])
    stages = []
    start = 0
    while start < len(weights):
        tables = []
        for size in sizes:
            tables.append(weights[start:start + size])
            start += size
        tables[CONSTANT_SLOT] = tables[CONSTANT_SLOT][0]
        stages.append(tuple(tables))
    by_empties = tuple(stages[min(empties // PATTERN_STAGE_EMPTIES,
                                  len(stages) - 1)]
                       for empties in range(PATTERN_SQUARES + 1))
    engine = build_engine(STANDARD_RULES, PATTERN_SIDE, PATTERN_SIDE)
    digit_tables = []
    for layout in PATTERN_LAYOUTS:
        digit_tables.append(build_digit_table(layout, OWN_DIGIT))
        digit_tables.append(build_digit_table(layout, OPPONENT_DIGIT))
    # The first column; the others are shifted down onto it.
    _, column_mask, multiplier, top = get_line_gather(
        [row * engine.width for row in range(PATTERN_SIDE)])
    reading = PatternReading(tuple(digit_tables), column_mask, multiplier,
                             top, tuple(list_diagonal_gathers(engine)))
    return Evaluation(evaluate_patterns, by_empties, SQUARE_ORDER,
                      PATTERN_NODES_PER_SECOND, reading, None,
                      PROBCUT_FIT)


def choose_board_evaluation(engine, evaluation, sign, empties):
    """Chooses the evaluation a search uses: the given one, or the one it
    names for Othello's 8x8 board (see Evaluation) when it names one,
    the board is that, the most discs win and the search starts from
    PATTERN_MOST_EMPTIES empty squares or fewer.

    Parameters: engine -- the Engine; evaluation -- the Evaluation;
        sign -- 1 when the most discs win, -1 when the fewest do;
        empties -- the empty squares of the position searched.
    Returns: the Evaluation.
    """
    if (evaluation.othello is not None and sign == 1
            and empties <= PATTERN_MOST_EMPTIES
            and is_othello_board(engine)):
        return evaluation.othello()
    return evaluation


# The features alone, on every board.
FEATURE_EVALUATION = Evaluation(evaluate_position, FITTED_STAGE_WEIGHTS,
                                SQUARE_ORDER, FEATURE_NODES_PER_SECOND)
# The evaluation every searching computer uses unless given another: the
# features, but the patterns on Othello's 8x8 board in the later game
# (choose_board_evaluation), where they play better (README, "The
# evaluation").
DEFAULT_EVALUATION = dataclasses.replace(FEATURE_EVALUATION,
                                         othello=load_pattern_evaluation)


def evaluate_board(board, piece):
    """Judges an 8x8 Othello board (PLAYER_PIECE Black, COMPUTER_PIECE
    White) as a search judges its leaves: with the evaluation that
    choose_board_evaluation picks from DEFAULT_EVALUATION for that many
    empty squares, the most discs winning.

    Parameters: board -- the 2D list of pieces; piece -- the side to
        move.
    Returns: the value in discs, an int (positive is good for piece).
    """
    engine = build_engine(STANDARD_RULES, len(board), len(board[0]))
    own, opponent = get_engine_bits(board, piece, engine)
    empties = (engine.squares & ~(own | opponent)).bit_count()
    evaluation = choose_board_evaluation(engine, DEFAULT_EVALUATION, 1,
                                         empties)
    return evaluation.function(own, opponent,
                               engine.find_moves(own, opponent, engine),
                               engine, evaluation, 1)




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
# ProbCut (see try_probcut): the shallow search is about a quarter of
# the deep one (get_probcut_depth); a position is cut when the shallow
# search puts the prediction PROBCUT_SPREADS residual spreads outside
# the window, and only windows inside +-PROBCUT_LARGEST_WINDOW discs
# (the evaluation's range) are tried.
PROBCUT_DEPTH_DIVISOR = 4
PROBCUT_SPREADS = 2.0
PROBCUT_LARGEST_WINDOW = 64

# The budget of a search is counted in positions searched, so that a
# search does the same work, and a game with the same seed repeats
# exactly, however busy the machine is: the evaluation's nodes_per_second
# (for the evaluating search) and SOLVER_NODES_PER_SECOND (for the exact
# solver, which does not evaluate) turn the think time into positions at
# about the speed of CPython 3.11 on an ordinary machine. The clock is only a
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
    depth: int = 0                # the plies that search looked ahead,
    # ... this move included (0 before its first ply)


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
    evaluation = state.evaluation
    if depth <= 0:
        return evaluation.function(own, opponent, moves, engine,
                                   evaluation, state.sign)
    probcut = evaluation.probcut
    if depth < len(probcut) and probcut[depth] is not None:
        cut = try_probcut(own, opponent, depth, alpha, beta, state,
                          probcut[depth])
        if cut is not None:
            return cut
    return _search_moves(own, opponent, moves, depth, alpha, beta, state,
                        search_node)


def get_probcut_depth(depth):
    """The depth of ProbCut's shallow search for a search depth plies
    deep: about a quarter of it, of the same parity (as Edax chooses).

    Parameters: depth -- the plies of the deep search.
    Returns: the plies of the shallow search.
    """
    return depth // PROBCUT_DEPTH_DIVISOR * 2 + depth % 2


def try_probcut(own, opponent, depth, alpha, beta, state, fit):
    """ProbCut (Buro): a shallow search predicts the deep search's value
    as slope * shallow + offset, give or take an error of known spread.
    When the shallow search shows the prediction above beta (or below
    alpha) by PROBCUT_SPREADS spreads, the deep search is skipped and
    the bound returned. Only windows inside the range of the evaluation
    are tried, so a cut never looks like a proven win or loss; the exact
    solver never calls it.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; depth -- plies left; alpha, beta -- the window;
        state -- the SearchState; fit -- [slope, offset, error] for this
        depth (see PROBCUT_FIT).
    Returns: beta or alpha when the position is cut, else None.
    Raises: SearchBudgetSpent when the budget runs out.
    """
    slope, offset, error = fit
    shallow = get_probcut_depth(depth)
    margin = PROBCUT_SPREADS * error
    if beta < PROBCUT_LARGEST_WINDOW:
        bound = math.ceil((beta + margin - offset) / slope)
        if search_node(own, opponent, shallow, bound - 1, bound,
                       state) >= bound:
            return beta
    if alpha > -PROBCUT_LARGEST_WINDOW:
        bound = math.floor((alpha - margin - offset) / slope)
        if search_node(own, opponent, shallow, bound, bound + 1,
                       state) <= bound:
            return alpha
    return None


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


def play_out_best_line(own, opponent, value, state, line=None):
    """Plays a solved position to its end with best play on both sides:
    at each turn, a move whose exact value is the position's.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; value -- the position's exact value for the side to
        move; state -- the solver's SearchState (its table makes each
        step quick); line -- None, or a list that each move is added to
        as it is found (its bit; 0 for a pass).
    Returns: a pair [own, opponent] of the final position's bits, for the
        same sides as given.
    Raises: SearchBudgetSpent when the budget runs out (line then holds
        the moves found).
    """
    if line is None:
        line = []
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
            line.append(move)
        else:
            own, opponent = opponent, own
            line.append(0)
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


def search_every_move(own, opponent, max_depth, state, moves=None):
    """The evaluating search of every move of a position, one ply deeper
    at a time until the budget is spent, each move with the full window,
    so each gets its own value (not only a bound). A value the search
    proved by reaching the end of the game on every line (see
    get_won_score) is kept as a bound of the final value.

    Parameters: own, opponent -- the bits of the side to move (which has
        a move) and of the other side; max_depth -- the deepest search to
        start; state -- the SearchState; moves -- the bits of the moves
        to value (None: every legal move).
    Returns: the Valuations, best first, from the deepest ply every move
        finished (the square weights alone order them when no ply did).
    """
    engine = state.engine
    if moves is None:
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
                deeper[-1].depth = depth
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
# OPENING BOOK (Othello's first moves, with their values)
# ======================================================================

# On Othello's 8x8 board, with the most discs winning, the first moves
# come from a book: positions with their values in discs, found by the
# program's own searches (tests/bench/build_book.py) along the openings
# good play reaches, to about the fourteenth move. A book position is
# known by its discs alone, with the board's 8 symmetries folded: the
# key is the least of the 8 images (get_book_key), so every first move
# of the four meets the same entries, and so does a game from the other
# start layout. A position is "expanded" when every one of its moves
# leads to a book position, which is what lets a computer play from it;
# the values the book gives its moves are labelled "book" in the
# analysis. The data is the last section's block (see load_opening_book).
BOOK_SIDE = 8
BOOK_BITS_PER_ROW = 8
BOOK_ROW_MASK = 0xFF
BOOK_KEY_SHIFT = 64
# The computers choose at random (with the game's random numbers, so a
# --seed repeats the game) among the book moves worth no more than
# BOOK_VARIETY discs less than the best.
BOOK_VARIETY = 1
# The encoded tree (see load_opening_book): the flags of a node's first
# byte, and the offset of its value byte.
BOOK_SQUARE_MASK = 0x3F
BOOK_HAS_CHILDREN = 0x40
BOOK_LAST_CHILD = 0x80
BOOK_VALUE_OFFSET = 128
# Delta swaps that transpose a 64-bit board (row r, column c to row c,
# column r): [mask, shift], read by unpacking.
BOOK_TRANSPOSE_SWAPS = [[0x0F0F0F0F00000000, 28], [0x3333000033330000, 14],
                        [0x5500550055005500, 7]]
# Each byte's bits in reverse order: a row mirrored, left to right.
BOOK_MIRROR_BYTES = bytes(int(format(value, "08b")[::-1], 2)
                          for value in range(256))
BOOK_BYTES = 8
BOOK_CHECKSUM_ERROR = "the opening book is damaged"


@dataclasses.dataclass(frozen=True)
class BookEntry:
    """What the opening book knows of a position."""
    value: int                    # its value in discs for the side to move
    expanded: bool                # whether each of its moves leads to a
    # ... book position


def pack_book_bits(bits, engine):
    """Packs an 8x8 engine's bits (rows engine.width bits apart) into 64
    bits, 8 to a row, top row lowest.

    Parameters: bits -- an int of square bits; engine -- the 8x8 Engine.
    Returns: the packed int.
    """
    packed = 0
    width = engine.width
    for row in range(BOOK_SIDE):
        packed |= (((bits >> (row * width)) & BOOK_ROW_MASK)
                   << (row * BOOK_BITS_PER_ROW))
    return packed


def transpose_book_bits(bits):
    """Mirrors packed bits in the board's main diagonal: the square of
    row r, column c goes to row c, column r.

    Parameters: bits -- packed bits (see pack_book_bits).
    Returns: the mirrored bits.
    """
    for mask, shift in BOOK_TRANSPOSE_SWAPS:
        swapped = mask & (bits ^ (bits << shift))
        bits ^= swapped ^ (swapped >> shift)
    return bits


def mirror_book_bits(bits):
    """Mirrors packed bits left to right (each row's bits reversed).

    Parameters: bits -- packed bits (see pack_book_bits).
    Returns: the mirrored bits.
    """
    return int.from_bytes(bits.to_bytes(BOOK_BYTES, "little").translate(
        BOOK_MIRROR_BYTES), "little")


def flip_book_bits(bits):
    """Mirrors packed bits top to bottom (the order of the rows
    reversed).

    Parameters: bits -- packed bits (see pack_book_bits).
    Returns: the mirrored bits.
    """
    return int.from_bytes(bits.to_bytes(BOOK_BYTES, "little"), "big")


def get_book_key(own, opponent, engine):
    """The book's key of a position: the least of its 8 symmetric images
    (the 4 rotations, each mirrored), as one int of the side to move's
    packed bits above the other side's.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; engine -- the 8x8 Engine.
    Returns: the key, an int.
    """
    images = []
    pair = [pack_book_bits(own, engine), pack_book_bits(opponent, engine)]
    for transposed in [False, True]:
        if transposed:
            pair = [transpose_book_bits(bits) for bits in pair]
        for mirrored in [False, True]:
            for flipped in [False, True]:
                own_image, opponent_image = pair
                if mirrored:
                    own_image = mirror_book_bits(own_image)
                    opponent_image = mirror_book_bits(opponent_image)
                if flipped:
                    own_image = flip_book_bits(own_image)
                    opponent_image = flip_book_bits(opponent_image)
                images.append(own_image << BOOK_KEY_SHIFT | opponent_image)
    return min(images)


def is_book_game(engine, sign):
    """Tells whether the book's values hold for a game: Othello's 8x8
    board with the most discs winning.

    Parameters: engine -- the Engine; sign -- 1 when the most discs win,
        -1 when the fewest do.
    Returns: True or False.
    """
    return sign == 1 and is_othello_board(engine)


@functools.lru_cache(maxsize=None)
def load_opening_book():
    """Decodes the book (OPENING_BOOK in the last section) once, when it
    is first asked.

    The format: OPENING_BOOK is base64 text (line breaks ignored) of the
    zlib compression of a byte string whose crc32 is OPENING_BOOK_CRC.
    The bytes are the book's tree of moves from Othello's start (X, the
    side that starts, on d5 and e4), in preorder. The first byte is the
    start's value plus BOOK_VALUE_OFFSET, and its moves follow. Each
    move is two bytes: its square (row times 8 plus column, a8 being
    row 7) with BOOK_HAS_CHILDREN set when the position after it has
    its own moves listed next, and BOOK_LAST_CHILD set on the last move
    of its parent; then the value of the position after the move, for
    the side to move there, plus BOOK_VALUE_OFFSET. A position whose
    moves are listed has every legal move listed (it is expanded). No
    line of the book passes.

    Parameters: none.
    Returns: {book key (see get_book_key): BookEntry}.
    Raises: ValueError when the block does not match its checksum.
    """
    data = zlib.decompress(base64.b64decode(OPENING_BOOK))
    if zlib.crc32(data) != OPENING_BOOK_CRC:
        raise ValueError(BOOK_CHECKSUM_ERROR)
    engine = build_engine(STANDARD_RULES, BOOK_SIDE, BOOK_SIDE)
    board = create_start_board(BOOK_SIDE, BOOK_SIDE, rules=STANDARD_RULES)
    own, opponent = get_engine_bits(board, PLAYER_PIECE, engine)
    book = {}
    # The positions whose moves are still being read, innermost last,
    # each as [own, opponent] for its side to move.
    parents = [[own, opponent]]
    book[get_book_key(own, opponent, engine)] = BookEntry(
        data[0] - BOOK_VALUE_OFFSET, len(data) > 1)
    index = 1
    while index < len(data):
        flags = data[index]
        value = data[index + 1] - BOOK_VALUE_OFFSET
        index += 2
        row, col = divmod(flags & BOOK_SQUARE_MASK, BOOK_SIDE)
        parent_own, parent_opponent = parents[-1]
        child_own, child_opponent = play_engine_move(
            parent_own, parent_opponent, get_square_bit(row, col, engine),
            engine)
        key = get_book_key(child_own, child_opponent, engine)
        expanded = bool(flags & BOOK_HAS_CHILDREN)
        known = book.get(key)
        if known is None or expanded:
            book[key] = BookEntry(value, expanded)
        if flags & BOOK_LAST_CHILD:
            parents.pop()
        if expanded:
            parents.append([child_own, child_opponent])
    return book


def find_book_moves(own, opponent, engine, sign):
    """Looks a position up in the book.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; engine -- the Engine; sign -- 1 when the most discs
        win, -1 when the fewest do.
    Returns: [[move bit, value for the side to move], ...] of every legal
        move, best first, when the book has the position expanded;
        otherwise [].
    """
    if not is_book_game(engine, sign):
        return []
    book = load_opening_book()
    entry = book.get(get_book_key(own, opponent, engine))
    if entry is None or not entry.expanded:
        return []
    valued = []
    for move in list_bits(engine.find_moves(own, opponent, engine)):
        after_own, after_opponent = play_engine_move(own, opponent, move,
                                                     engine)
        child = book.get(get_book_key(after_own, after_opponent, engine))
        if child is None:
            return []
        valued.append([move, -child.value])
    valued.sort(key=lambda pair: pair[1], reverse=True)
    return valued


def choose_book_move(valued, random_numbers):
    """Chooses a book move at random among those worth no more than
    BOOK_VARIETY discs less than the best.

    Parameters: valued -- from find_book_moves (not empty);
        random_numbers -- the game's random.Random.
    Returns: the move's bit.
    """
    best = valued[0][1]
    good = [pair[0] for pair in valued if pair[1] >= best - BOOK_VARIETY]
    return random_numbers.choice(good)


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
    memory: dict = dataclasses.field(default_factory=dict)
    # ... what the analysis of every move has learned of the positions of
    # ... the game's session (see analyse_moves)
    depth_limit: int = None       # None: each level's own depth; else
    # ... the most plies any search looks ahead, and the most empty
    # ... squares the solver tries (NBoard's set depth)


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
    opinion: object = None        # the move's Opinion, when the analysis
    # ... of every move (analyse_moves) found it (see analyse_hint)


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
    sign = get_win_sign(settings)
    empties = (engine.squares & ~(own | opponent)).bit_count()
    evaluation = choose_board_evaluation(engine, settings.evaluation, sign,
                                         empties)
    midgame_nodes = think * evaluation.nodes_per_second
    deadline = time.perf_counter() + think * CLOCK_SLACK
    if node_limit is not None:
        midgame_nodes = node_limit
        deadline = math.inf
    depth_limit, level_solve_empties = LEVELS[level]
    if solve_empties is None:
        solve_empties = level_solve_empties
    if settings.depth_limit is not None:
        # No deeper than asked, and solved only where that reaches the
        # end of the game.
        solve_empties = min(solve_empties, settings.depth_limit)
        if (depth_limit is NO_DEPTH_LIMIT
                or settings.depth_limit < depth_limit):
            depth_limit = settings.depth_limit
    solving = empties <= solve_empties
    if solving:
        midgame_nodes = midgame_nodes * MIDGAME_SHARE_BEFORE_SOLVING
    # Searching deeper than the squares left to fill tells nothing more.
    max_depth = empties
    if depth_limit is not NO_DEPTH_LIMIT:
        max_depth = min(depth_limit, empties)
    if solving:
        max_depth = min(max_depth, MIDGAME_DEPTH_BEFORE_SOLVING)
    state = create_search_state(engine, evaluation, sign,
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
        rate = state.evaluation.nodes_per_second
        seconds_left = think - state.nodes / rate
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
    function with their level given). The strongest plays Othello's
    first moves from the opening book (see choose_book_move).

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
    if level == STRONGEST_PLAYER:
        engine = build_engine(rules, len(board), len(board[0]))
        own, opponent = get_engine_bits(board, piece, engine)
        valued = find_book_moves(own, opponent, engine,
                                 get_win_sign(settings))
        if valued:
            return get_bit_square(choose_book_move(
                valued, settings.random_numbers), engine)
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
# Othello programs also write black *, and either case (see GGF).
POSITION_ALIASES = {"*": PLAYER_PIECE, "x": PLAYER_PIECE,
                    "o": COMPUTER_PIECE}
POSITION_SEPARATOR = " "
POSITION_PART_COUNT = 2
POSITION_LENGTH_ERROR = ("--position needs {} squares (the board is {} x "
                         "{}); got {}")
POSITION_CHARACTER_ERROR = ("--position: square {} is {}; a square is X "
                            "or *, O, or - . _ for empty")
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

    Parameters: text -- the squares, one character each, row by row (X
        or * for black, O for white, either case, or - . _ for empty),
        then a space and the side to move (X, * or O); rows, cols -- the
        board's size.
    Returns: the Position: its board, its side to move and '' when the
        text is good; otherwise no board, EMPTY and the reason.
    """
    parts = [POSITION_ALIASES.get(character, character)
             for character in text]
    parts = "".join(parts).split(POSITION_SEPARATOR)
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
# OPENING NAMES (Othello's named openings, by position)
# ======================================================================

# Othello's named openings, as players call them (from Robert
# Gatliff's catalogue of openings, which NBoard and other programs use):
# each the moves from the start, black first from f5 as the catalogue
# writes them, then its names, the usual one first. A game is named by
# the last named position it has reached, however the board is turned
# or mirrored (the book's keys fold the 8 symmetries), so that a game
# opened d3 c3 c4 ... is a Tiger as well. Only Othello on the 8x8 board
# is named.
OPENING_NAMES = [
    ["f5d6", "Perpendicular"],
    ["f5d6c3d3c4", "Tiger"],
    ["f5d6c3d3c4b3", "Aubrey", "Tanaka"],
    ["f5d6c3d3c4f4c5b3c2", "Rose-Bill"],
    ["f5d6c3d3c4f4c5b3c2e3", "Nicolet"],
    ["f5d6c3d3c4f4c5b3c2b4", "Central Rose-Bill"],
    ["f5d6c3d3c4f4c5b3c2e6", "Tamenori"],
    ["f5d6c3d3c4f4c5b4b5c6f3e6e3", "Ishii"],
    ["f5d6c3d3c4f4c5b4b5c6f3e6e3g6f6g5d7g3", "Mainline Tiger"],
    ["f5d6c3d3c4f4e3", "Brightwell"],
    ["f5d6c3d3c4f4e6", "Leader's Tiger"],
    ["f5d6c3d3c4f4f6", "Stephenson"],
    ["f5d6c3d3c4f4f6b4", "Kung"],
    ["f5d6c3d3c4f4f6f3", "Comp'Oth"],
    ["f5d6c3d3c4f4f6g5", "No-Kung"],
    ["f5d6c3d3c4f4f6g5e3f3g4h3g3f2", "No-Kung (Continuation)"],
    ["f5d6c3g5", "Ganglion"],
    ["f5d6c4d3c5", "Cat"],
    ["f5d6c4d3c5f4e3f3c2b4b3", "Berner"],
    ["f5d6c4d3c5f4e3f3c2c6", "Sakaguchi"],
    ["f5d6c4d3e6", "Italian"],
    ["f5d6c4g5", "No-Cat"],
    ["f5d6c4g5c6", "Swallow"],
    ["f5d6c4g5c6c5d7d3b4c3e3f3", "No-Cat (Continuation)"],
    ["f5d6c5f4d3", "Horse"],
    ["f5d6c5f4e3c6d3f3", "Ralle"],
    ["f5d6c5f4e3c6d3f6e6d7", "Rose"],
    ["f5d6c5f4e3c6d3f6e6d7e7", "Greenberg", "Dawg"],
    ["f5d6c5f4e3c6d3f6e6d7g3c4", "Rose-Birth"],
    ["f5d6c5f4e3c6d3f6e6d7g3c4b4", "Rose-Birdie", "Rose-Tamenori"],
    ["f5d6c5f4e3c6d3f6e6d7g3c4b4c3", "Rose-Tamenori-Kling"],
    ["f5d6c5f4e3c6d3f6e6d7g3c4g5c3b4e2", "Brightstein"],
    ["f5d6c5f4e3c6d3f6e6d7g4", "Flat"],
    ["f5d6c5f4e3c6d3f6e6d7g4c4", "Rotating Flat"],
    ["f5d6c5f4e3c6d3f6e6d7g4c4g5c3f7d2e7f2",
     "Rotating Flat (Kling Continuation)"],
    ["f5d6c5f4e3c6d3f6e6d7g4c4g6", "Murakami Variation"],
    ["f5d6c5f4e3c6d7", "Bhagat"],
    ["f5d6c5f4e3c6e6", "Inoue"],
    ["f5d6c5f4e3c6e6f6", "Iago"],
    ["f5d6c5f4e3c6f3", "Shaman", "Danish"],
    ["f5d6c5f4e3d3", "Mimura"],
    ["f5f4", "Parallel"],
    ["f5f6", "Diagonal"],
    ["f5f6c4f4", "Semi-Wing Variation"],
    ["f5f6d3f4", "Wing Variation"],
    ["f5f6e6d6c3", "Buffalo", "Kenichi Variation"],
    ["f5f6e6d6c3d3", "Hokuriku Buffalo"],
    ["f5f6e6d6c3f4c6d3e3d2", "Tanida Buffalo"],
    ["f5f6e6d6c3g4c6", "Maruoka Buffalo"],
    ["f5f6e6d6c5", "Cow"],
    ["f5f6e6d6c5e3d3", "Rose-v-Toth"],
    ["f5f6e6d6c5e3d3c4c3", "Landau"],
    ["f5f6e6d6c5e3d3c4c6b5", "Maruoka"],
    ["f5f6e6d6c5e3d3g5", "Tanida"],
    ["f5f6e6d6c5e3d3g5d7", "Aircraft", "Feldborg"],
    ["f5f6e6d6c5e3d3g5e2b5", "Sailboat"],
    ["f5f6e6d6c5e3e7", "Bat", "Cow Bat", "Cambridge"],
    ["f5f6e6d6c5e3e7c6d7f7c7f4g6e8d8c8g5", "Bat (Kling Continuation)"],
    ["f5f6e6d6c5e3e7c7d7c6d3", "Melnikov", "Bat (Piau Continuation 1)"],
    ["f5f6e6d6c5e3e7c7d7c6f7", "Bat (Piau Continuation 2)"],
    ["f5f6e6d6c5e3e7f4f7", "Bat (Kling Alternative)"],
    ["f5f6e6d6c5f4", "Chimney"],
    ["f5f6e6d6c7c6d7", "Hamilton"],
    ["f5f6e6d6c7f4", "Lollipop"],
    ["f5f6e6d6d7", "Raccoon Dog"],
    ["f5f6e6d6e7", "Heath", "Tobidashi"],
    ["f5f6e6d6e7f4", "Heath-Chimney", "Mass-Turning"],
    ["f5f6e6d6e7g5c5", "Heath-Bat"],
    ["f5f6e6d6e7g5g4", "Iwasaki Variation"],
    ["f5f6e6d6e7g5g6e3c5c6d3c4b3", "Mimura Variation II"],
    ["f5f6e6d6f7", "Snake", "Peasant"],
    ["f5f6e6d6f7e3d7e7c6c5d3", "Checkerboarding Peasant", "Pyramid"],
    ["f5f6e6d6g7", "X-Square Opening"],
]
OPENING_MOVE_PATTERN = r"[a-h][1-8]"
# How a name is written with the others the same position has.
OPENING_OTHER_NAMES = "{} (also {})"
OPENING_NAME_SEPARATOR = ", "
OPENING_STATUS = " Opening: {}."
OPENING_REVIEW_LINE = "Opening: {}, from move {}."


@dataclasses.dataclass
class OpeningNames:
    """The named openings by position (see OPENING_NAMES)."""
    names: dict          # {book key (get_book_key): the names}
    plies: int           # the longest named line's moves


@functools.lru_cache(maxsize=None)
def load_opening_names():
    """Plays each named opening from the start, once, when a name is
    first asked for.

    Parameters: none.
    Returns: the OpeningNames.
    """
    engine = build_engine(STANDARD_RULES, BOARD_SIZE, BOARD_SIZE)
    start = create_start_board(rules=STANDARD_RULES)
    names = {}
    plies = 0
    for entry in OPENING_NAMES:
        own, opponent = get_engine_bits(start, PLAYER_PIECE, engine)
        moves = re.findall(OPENING_MOVE_PATTERN, entry[0])
        for word in moves:
            square = parse_square_name(word, start)[0]
            bit = get_square_bit(square[0], square[1], engine)
            own, opponent = play_engine_move(own, opponent, bit, engine)
        names[get_book_key(own, opponent, engine)] = entry[1:]
        plies = max(plies, len(moves))
    return OpeningNames(names, plies)


def find_opening_name(start, history, rules):
    """Names a game's opening: the last named position its moves reach.

    Parameters: start -- the 2D list of pieces it started from; history
        -- its [piece, move] entries; rules -- the rule set.
    Returns: [the names, the move that reached it (from 1)], or [[], 0]
        when the game is not Othello's on the 8x8 board or has reached
        no named position.
    """
    engine = build_engine(rules, len(start), len(start[0]))
    found = [[], 0]
    if not is_othello_board(engine):
        return found
    opening = load_opening_names()
    if len(history) > 0:
        own, opponent = get_engine_bits(start, history[0][0], engine)
    for number in range(1, min(len(history), opening.plies) + 1):
        move = history[number - 1][1]
        if len(move) > 0:
            own, opponent = play_engine_move(own, opponent, get_square_bit(
                move[0], move[1], engine), engine)
        else:
            own, opponent = opponent, own
        names = opening.names.get(get_book_key(own, opponent, engine))
        if names is not None:
            found = [names, number]
    return found


def format_opening_name(names):
    """Writes an opening's names: the usual one, the others after it.

    Parameters: names -- the names (see OPENING_NAMES).
    Returns: the text, such as 'Heath (also Tobidashi)'.
    """
    if len(names) == 1:
        return names[0]
    return OPENING_OTHER_NAMES.format(
        names[0], OPENING_NAME_SEPARATOR.join(names[1:]))


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
# With ANALYSIS_EXACT_EMPTIES or fewer, it solves every move exactly
# whatever its think time (a few seconds at most here), so the hint,
# analyze, review, the window and NBoard give the same exact values.
ANALYSIS_EXACT_EMPTIES = 16
# The analysis may take ANALYSIS_THINKS_PER_MOVE times the think time for
# each legal move (solving every move exactly costs several searches),
# and ANALYSIS_LEAST_THINKS times it however few the moves are (a hard
# position with few moves needs as much as an easy one with many).
ANALYSIS_THINKS_PER_MOVE = 3
ANALYSIS_LEAST_THINKS = 15
# How worker processes are started (see analyse_moves_together), and
# the least searching a piece of work must need for them to repay their
# start (see choose_jobs).
WORKER_START = "spawn"
WORKERS_LEAST_SECONDS = 2.0
# Ctrl-C and a hang-up (WORKER_IGNORED_SIGNALS, where the platform has
# them) reach every process of a terminal's job: the workers leave them
# to the program, which then stops every worker. The program ignores and
# holds them back while it starts its workers, which inherit them
# ignored from birth, as does multiprocessing's resource tracker,
# started with them, which must outlive the program's ending; a signal
# held back reaches the program once they are started. A worker looks
# every PARENT_WATCH_SECONDS whether the program still runs: when it has
# gone without stopping its workers (killed by SIGKILL), the worker ends
# at once, with ORPHAN_EXIT_STATUS.
WORKER_IGNORED_SIGNALS = ["SIGINT", "SIGHUP"]
# A stop signal waits while the workers start, so that each is started
# whole and can be stopped (a worker half started when its program ends
# writes a traceback); a worker takes it again once ready. The resource
# tracker that "spawn" needs is started first: starting, it lets SIGTERM
# through again.
WORKER_HELD_SIGNALS = ["SIGTERM"]
PARENT_WATCH_SECONDS = 0.25
ORPHAN_EXIT_STATUS = 1
ANALYSIS_HEADING = ("{} to move: every move's value, the final disc "
                    "difference for {}, best first")
ANALYSIS_LINE = "{:>4}  {:<16}{}"
# The expected line of play after each move (Opinion.line): at most
# BEST_LINE_MOVES moves the searches found best. Where a move's value is
# exact, the solver plays the game on with best play (play_out_best_line,
# at most BEST_LINE_NODES positions a line): those moves are exact. The
# evaluating search's table then gives its best move in each position it
# kept, and the opening book its best moves: a guess, written after
# BEST_LINE_GUESS. Squares written with a space (2 4) are separated by
# commas.
BEST_LINE_MOVES = 12
BEST_LINE_NODES = 20000
BEST_LINE_GUESS = "~"
BEST_LINE_SEPARATORS = [SPACE, NAME_LIST_SEPARATOR]
BEST_LINE_MESSAGE = "Expected line: {}"
ANALYSIS_NO_MOVE = "{} has no legal move."
ANALYSIS_PASS = "{} has no legal move and passes."
ANALYSIS_OVER = "The game is over: X {}, O {}."
VALUE_EXACT = "{} exact"
VALUE_BETWEEN = "{} to {}"
VALUE_AT_LEAST = "at least {}"
VALUE_AT_MOST = "at most {}"
VALUE_ABOUT = "about {}"
VALUE_BOOK = "book {}"
VALUE_SIGNED = "{:+d}"
# What is known of a value (see get_value_kind).
VALUE_KIND_EXACT = "exact"
VALUE_KIND_BETWEEN = "between"
VALUE_KIND_AT_LEAST = "at least"
VALUE_KIND_AT_MOST = "at most"
VALUE_KIND_ABOUT = "about"
VALUE_KIND_BOOK = "book"
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
    book: bool = False            # whether the estimate is the opening
    # ... book's (see create_book_opinions)
    line: list = dataclasses.field(default_factory=list)
    # ... the expected play, this move first: [row, col] squares, []
    # ... for a pass (see BEST_LINE_MOVES)
    exact_moves: int = 0          # how many of the line's moves are
    # ... best play proven by the solver (the rest are a guess)
    depth: int = 0                # the plies the evaluating search
    # ... looked ahead, this move included (0 for the book's values)


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
    return Opinion(move, lower, upper, sign * key, key,
                   depth=valuation.depth)


def create_book_opinions(own, opponent, engine, sign):
    """The opinions of a position's moves by the opening book (see
    find_book_moves), labelled as the book's.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; engine -- the Engine; sign -- 1 when the most discs
        win, -1 when the fewest do.
    Returns: the opinions, best first, or [] when the book has not the
        position.
    """
    return [Opinion(get_bit_square(move, engine), -INFINITE_SCORE,
                    INFINITE_SCORE, value, value, True)
            for move, value in find_book_moves(own, opponent, engine, sign)]


# The session's memory of analysed positions starts again when it holds
# ANALYSIS_MEMORY_LIMIT of them (a few megabytes).
ANALYSIS_MEMORY_LIMIT = 10000


@dataclasses.dataclass(slots=True)
class Knowledge:
    """What the session's analysis knows of a position (Settings.memory,
    keyed by get_memory_key)."""
    reach: float                  # the think time (or node limit) of the
    # ... longest analysis of it
    opinions: list                # that analysis's opinions, best first
    hint_move: list = None        # the move a hint recommended in it


def get_memory_key(rules, board, own, opponent):
    """Names a position in Settings.memory (side to move's bits first)."""
    return (rules.name, len(board), len(board[0]), own, opponent)


def get_analysis_think(settings, move_count):
    """Finds how long --analyze and the word analyze may take:
    ANALYSIS_THINKS_PER_MOVE think times a move, ANALYSIS_LEAST_THINKS
    at least.

    Parameters: settings -- the Settings; move_count -- the moves valued.
    Returns: the seconds.
    """
    return settings.think * max(ANALYSIS_THINKS_PER_MOVE * move_count,
                                ANALYSIS_LEAST_THINKS)


def get_analysis_reach(settings, think):
    """Measures how deep an analysis goes: its node limit, or its time."""
    return think if settings.node_limit is None else settings.node_limit


def is_known_deep_enough(known, reach):
    """Tells whether the memory's Knowledge (or None) reaches as deep."""
    return known is not None and known.reach >= reach


def _keep_opinions(settings, key, reach, opinions, known):
    """Keeps an analysis in the session's memory, which starts again when
    it holds ANALYSIS_MEMORY_LIMIT positions, with the hint's move noted
    before.

    Parameters: settings -- the Settings; key -- the position's key
        (get_memory_key); reach -- the analysis's reach; opinions -- its
        opinions; known -- the Knowledge it replaces, or None.
    Returns: None.
    """
    if len(settings.memory) >= ANALYSIS_MEMORY_LIMIT:
        settings.memory.clear()
    hint_move = None if known is None else known.hint_move
    settings.memory[key] = Knowledge(reach, list(opinions), hint_move)


def get_platform_signals(names):
    """Finds the signals of these names that the platform has (Windows
    has no SIGHUP).

    Parameters: names -- the signals' names, such as 'SIGHUP'.
    Returns: their numbers.
    """
    return [getattr(signal, name) for name in names if hasattr(signal, name)]


def prepare_worker(parent):
    """Readies a worker process (start_workers' initializer): it leaves
    Ctrl-C and a hang-up to the program, and a thread of its own watches
    the program (see PARENT_WATCH_SECONDS).

    Parameters: parent -- the program's process id.
    Returns: None.
    """
    for number in get_platform_signals(WORKER_IGNORED_SIGNALS):
        signal.signal(number, signal.SIG_IGN)
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, get_platform_signals(
            WORKER_HELD_SIGNALS))
    threading.Thread(target=_watch_parent, args=(parent,),
                     daemon=True).start()


def _watch_parent(parent):
    """Ends this worker process at once when the program that started it
    has gone (run on a thread of its own by prepare_worker).

    Parameters: parent -- the program's process id.
    Returns: never: it ends the process.
    """
    while os.getppid() == parent:
        time.sleep(PARENT_WATCH_SECONDS)
    os._exit(ORPHAN_EXIT_STATUS)


def count_cores():
    """Counts the machine's cores (1 when it cannot tell)."""
    return os.cpu_count() or 1


def start_workers(count):
    """Starts a pool of count worker processes (WORKER_START) that leave
    Ctrl-C and a hang-up to the program and end when it ends (see
    WORKER_IGNORED_SIGNALS); leaving its with block stops them all.

    Parameters: count -- how many.
    Returns: the multiprocessing Pool.
    """
    context = multiprocessing.get_context(WORKER_START)
    numbers = get_platform_signals(WORKER_IGNORED_SIGNALS)
    held = None
    handlers = {}
    pool = None
    try:
        if threading.current_thread() is threading.main_thread():
            for number in numbers:
                handlers[number] = signal.signal(number, signal.SIG_IGN)
        if hasattr(signal, "pthread_sigmask"):
            multiprocessing.resource_tracker.ensure_running()
            held = signal.pthread_sigmask(signal.SIG_BLOCK, numbers
                                          + get_platform_signals(
                                              WORKER_HELD_SIGNALS))
        pool = context.Pool(count, prepare_worker, (os.getpid(),))
    finally:
        try:
            for number, handler in handlers.items():
                signal.signal(number, handler)
            if held is not None:
                signal.pthread_sigmask(signal.SIG_SETMASK, held)
        except BaseException:
            # A stop signal held meanwhile: the workers end with it.
            if pool is not None:
                pool.terminate()
            raise
    return pool


def _find_knowledge(board, piece, rules, settings):
    """Finds what the session's analysis knows of a position.

    Parameters: board -- the 2D list of pieces; piece -- the side to
        move; rules -- the rule set; settings -- the Settings.
    Returns: the Knowledge, or None.
    """
    engine = build_engine(rules, len(board), len(board[0]))
    own, opponent = get_engine_bits(board, piece, engine)
    return settings.memory.get(get_memory_key(rules, board, own, opponent))


def remember_hint(board, piece, rules, settings, move):
    """Notes the move a hint recommended in a position analysed before.

    Parameters: board, piece, rules, settings -- as analyse_moves';
        move -- the [row, col] move.
    Returns: None.
    """
    knowledge = _find_knowledge(board, piece, rules, settings)
    if knowledge is not None:
        knowledge.hint_move = move


def recall_hint(board, piece, rules, settings):
    """Finds the move a hint recommended in a position (None if none).

    Parameters: board, piece, rules, settings -- as analyse_moves'.
    Returns: the [row, col] move, or None.
    """
    knowledge = _find_knowledge(board, piece, rules, settings)
    if knowledge is None:
        return None
    return knowledge.hint_move


def replay_line_bits(own, opponent, line, engine):
    """Plays a line of move bits (0 for a pass) from a position.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; line -- the moves; engine -- the Engine.
    Returns: the pair [own, opponent] after them, own the side to move.
    """
    for move in line:
        if move:
            own, opponent = play_engine_move(own, opponent, move, engine)
        else:
            own, opponent = opponent, own
    return [own, opponent]


def walk_table_line(own, opponent, table, engine, line):
    """Adds to a line the best move a search's table kept for each
    position (a pass where the side has none), until the table has no
    move for one or the line is BEST_LINE_MOVES long.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side, at the line's end; table -- the transposition table;
        engine -- the Engine; line -- the move bits so far (changed).
    Returns: None.
    """
    while len(line) < BEST_LINE_MOVES:
        turn, moves = get_engine_turn(own, opponent, engine)
        if turn == TURN_GAME_OVER:
            return
        if turn == TURN_OPPONENT:
            line.append(0)
            own, opponent = opponent, own
            continue
        entry = table.get((own, opponent))
        if entry is None or not entry[-1] & moves:
            return
        line.append(entry[-1])
        own, opponent = play_engine_move(own, opponent, entry[-1], engine)


def walk_book_line(own, opponent, engine, sign, line):
    """Adds to a line the opening book's best move in each position it
    has expanded (see walk_table_line).

    Parameters: own, opponent -- the bits of the side to move and of the
        other side, at the line's end; engine -- the Engine; sign -- 1
        when the most discs win, -1 when the fewest do; line -- the move
        bits so far (changed).
    Returns: None.
    """
    while len(line) < BEST_LINE_MOVES:
        valued = find_book_moves(own, opponent, engine, sign)
        if not valued:
            return
        line.append(valued[0][0])
        own, opponent = play_engine_move(own, opponent, valued[0][0],
                                         engine)


def find_best_line(own, opponent, valuation, state, solver_state):
    """Finds the expected line of play after a move (see BEST_LINE_MOVES):
    exact as far as the solver can play it out, then a guess.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; valuation -- the move's Valuation; state -- the
        evaluating search's SearchState; solver_state -- the solver's, or
        None when it did not run.
    Returns: a pair [line, exact]: the move bits, this move first (0 for
        a pass), and how many of them are exact.
    """
    engine = state.engine
    line = [valuation.move]
    after = play_engine_move(own, opponent, valuation.move, engine)
    # A solver stopped from another thread (stop_search) is left so.
    if (solver_state is None or solver_state.node_limit == 0
            or valuation.lower != valuation.upper):
        walk_table_line(after[0], after[1], state.table, engine, line)
        return [line[:BEST_LINE_MOVES], 0]
    solver_state.node_limit = solver_state.nodes + BEST_LINE_NODES
    solver_state.deadline = math.inf
    try:
        play_out_best_line(after[0], after[1], -valuation.lower,
                           solver_state, line)
        return [line[:BEST_LINE_MOVES], len(line[:BEST_LINE_MOVES])]
    except SearchBudgetSpent:
        exact = len(line)
    end = replay_line_bits(after[0], after[1], line[1:], engine)
    walk_table_line(end[0], end[1], state.table, engine, line)
    return [line[:BEST_LINE_MOVES], min(exact, BEST_LINE_MOVES)]


def set_opinion_line(opinion, line, exact, engine):
    """Gives an Opinion its expected line (see find_best_line).

    Parameters: opinion -- the Opinion (changed); line -- the move bits
        (0 for a pass); exact -- how many are exact; engine -- the
        Engine.
    Returns: the Opinion.
    """
    opinion.line = [get_bit_square(move, engine) if move else []
                    for move in line]
    opinion.exact_moves = exact
    return opinion


@dataclasses.dataclass
class MoveStudy:
    """What the analysis found of one move, searched on its own (see
    study_move): the same whichever process searched it."""
    deepening: list               # the move's Valuation at each depth the
    # ... evaluating search finished, the first at depth 1
    lower: int                    # the lowest value proven (search values)
    upper: int                    # the highest value proven
    line: list                    # the expected line's move bits (see
    # ... find_best_line)
    exact_moves: int              # how many of them are exact


def _deepen_move(own, opponent, move, max_depth, state):
    """The evaluating search of one move, one ply deeper at a time until
    the budget is spent or max_depth is reached.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; move -- the move's bit; max_depth -- the deepest
        search to start; state -- the SearchState.
    Returns: the move's Valuation at each depth finished, the first at
        depth 1.
    """
    found = []
    try:
        for depth in range(1, max_depth + 1):
            value = search_child(own, opponent, move, depth,
                                 -INFINITE_SCORE, INFINITE_SCORE, True,
                                 state, search_node)
            found.append(get_search_valuation(move, value))
            found[-1].depth = depth
    except SearchBudgetSpent:
        pass
    return found


def study_move(own, opponent, move, engine, settings, think,
               watch_search):
    """Values one move on its own, with its own tables: the evaluating
    search, then with ANALYSIS_SOLVE_EMPTIES or fewer empty squares the
    exact solver in the budget left (with ANALYSIS_EXACT_EMPTIES or
    fewer, until the value is exact), then the expected line. Nothing
    another move's search did changes it, so any process finds the same.

    Parameters: own, opponent -- the bits of the side to move and of the
        other side; move -- the move's bit; engine -- the Engine;
        settings -- the Settings, its node_limit (when set) the move's
        share; think -- the move's share of the think time;
        watch_search -- called with each search state started.
    Returns: the MoveStudy.
    """
    budget = create_search_budget(engine, own, opponent, STRONGEST_PLAYER,
                                  settings, think, ANALYSIS_SOLVE_EMPTIES)
    state = budget.state
    watch_search(state)
    deepening = _deepen_move(own, opponent, move, budget.max_depth, state)
    valuation = Valuation(move, -INFINITE_SCORE, INFINITE_SCORE, 0)
    if deepening:
        valuation = dataclasses.replace(deepening[-1])
    for found in deepening:
        valuation.lower = max(valuation.lower, found.lower)
        valuation.upper = min(valuation.upper, found.upper)
    solver_state = None
    if budget.solving:
        solver_state = create_solver_state(budget, think)
        empties = (engine.squares & ~(own | opponent)).bit_count()
        if empties <= ANALYSIS_EXACT_EMPTIES:
            solver_state.node_limit = NO_NODE_LIMIT
            solver_state.deadline = math.inf
        watch_search(solver_state)
        child = play_engine_move(own, opponent, move, engine)
        try:
            refine_valuation(child, empties, valuation, solver_state)
        except SearchBudgetSpent:
            pass
    line, exact = find_best_line(own, opponent, valuation, state,
                                 solver_state)
    return MoveStudy(deepening, valuation.lower, valuation.upper, line,
                     exact)


def study_moves(board, piece, rules, settings, think, watch_search=None,
                only=None):
    """Studies each legal move on its own (see study_move), each with an
    equal share of the think time (of the Settings' node_limit when it
    is set).

    Parameters: board, piece, rules, settings -- as analyse_moves';
        think -- the seconds the whole analysis may take; watch_search
        -- as analyse_moves'; only -- None, or the [row, col] moves to
        study (a worker's share), each still given the share it has
        among all the moves.
    Returns: the MoveStudies, in the order of the board's squares.
    """
    engine = build_engine(rules, len(board), len(board[0]))
    own, opponent = get_engine_bits(board, piece, engine)
    moves = list_bits(engine.find_moves(own, opponent, engine))
    share = dataclasses.replace(settings)
    if settings.node_limit is not None:
        share.node_limit = max(1, settings.node_limit // len(moves))
    studies = []
    for move in moves:
        if only is None or get_bit_square(move, engine) in only:
            studies.append(study_move(own, opponent, move, engine, share,
                                      think / len(moves),
                                      watch_search or ignore_search))
    return studies


def gather_studies(studies, sign, engine):
    """Turns the moves' studies into the analysis's opinions. Each
    estimate is taken at the deepest ply every move's search finished,
    so that no move is favoured by looking deeper than the others; what
    any depth proved is kept.

    Parameters: studies -- the MoveStudies of every legal move; sign --
        1 when the most discs win, -1 when the fewest do; engine -- the
        Engine.
    Returns: the Opinions, best first (equal ones in the order of the
        board's squares).
    """
    depth = min(len(study.deepening) for study in studies)
    opinions = []
    for study in sorted(studies, key=lambda study: get_bit_square(
            study.line[0], engine)):
        if depth == 0:
            valuation = Valuation(study.line[0], -INFINITE_SCORE,
                                  INFINITE_SCORE, 0)
        else:
            valuation = dataclasses.replace(study.deepening[depth - 1])
        valuation.lower = study.lower
        valuation.upper = study.upper
        opinion = create_opinion(valuation, sign, engine)
        opinions.append(set_opinion_line(opinion, study.line,
                                         study.exact_moves, engine))
    opinions.sort(key=lambda opinion: opinion.key, reverse=True)
    return opinions


def analyse_moves(board, piece, rules, settings, think=None,
                  watch_search=None):
    """Finds the strongest computer's opinion of every legal move: each
    move studied on its own (see study_move: an evaluating search, then
    near the end the exact solver), so the values are the same however
    many processes share the work. --analyze may take
    ANALYSIS_THINKS_PER_MOVE times the think time for each move
    (ANALYSIS_LEAST_THINKS times it at least). The Settings remember the
    answer for the session (not when watched: another thread may cut it
    short), and a position asked again with no more time than before
    gets it back, so hint, analyze and review agree.

    Parameters: board -- the 2D list of pieces; piece -- the side to
        move; rules -- the rule set; settings -- the Settings;
        think -- the seconds the whole analysis may take (None: as
        --analyze; the Settings' node_limit, when set, bounds the whole
        analysis instead); watch_search -- None, or a function called
        with each search state the analysis starts, so that another
        thread can end the search early (see stop_search).
    Returns: the opinions (see create_opinion), best first; [] when the
        side has no legal move.
    """
    return _analyse_moves_by(board, piece, rules, settings, think,
                             watch_search, 1)


def _analyse_moves_by(board, piece, rules, settings, think, watch_search,
                      jobs):
    """Does the work of analyse_moves, the moves shared among jobs
    worker processes when jobs > 1 (see analyse_moves_together).

    Parameters: board, piece, rules, settings, think, watch_search -- as
        analyse_moves'; jobs -- how many processes may work at once.
    Returns: the opinions, best first.
    """
    engine = build_engine(rules, len(board), len(board[0]))
    own, opponent = get_engine_bits(board, piece, engine)
    moves = get_rule_moves(board, piece, rules)
    if len(moves) == 0:
        return []
    sign = get_win_sign(settings)
    book = create_book_opinions(own, opponent, engine, sign)
    if book:
        for opinion in book:
            line = [get_square_bit(opinion.move[0], opinion.move[1],
                                   engine)]
            after = play_engine_move(own, opponent, line[0], engine)
            walk_book_line(after[0], after[1], engine, sign, line)
            set_opinion_line(opinion, line, 0, engine)
        return book
    if think is None:
        think = get_analysis_think(settings, len(moves))
    key = get_memory_key(rules, board, own, opponent)
    reach = get_analysis_reach(settings, think)
    known = settings.memory.get(key)
    if is_known_deep_enough(known, reach):
        return list(known.opinions)
    if jobs <= 1 or len(moves) <= 1:
        studies = study_moves(board, piece, rules, settings, think,
                              watch_search)
    else:
        groups = [moves[first::jobs]
                  for first in range(min(jobs, len(moves)))]
        lent = dataclasses.replace(settings, memory={})
        with start_workers(len(groups)) as pool:
            parts = pool.map(_study_in_worker, [
                (board, piece, rules, lent, think, None, group)
                for group in groups])
        studies = [study for part in parts for study in part]
    opinions = gather_studies(studies, sign, engine)
    # Work another thread may have cut short is not remembered.
    if watch_search is None:
        _keep_opinions(settings, key, reach, opinions, known)
    return opinions


def _study_in_worker(work):
    """Studies some moves in a worker (work: study_moves' arguments)."""
    return study_moves(*work)


def analyse_moves_together(board, piece, rules, settings, jobs):
    """Analyses every legal move as analyse_moves does, the moves shared
    among jobs worker processes (started by WORKER_START, safe beside
    threads). Each move is studied on its own, with the share of the
    think time it has in one process, so the values are the same and the
    analysis ends sooner. Leaving early (Ctrl-C) stops every worker at
    once.

    Parameters: board, piece, rules, settings -- as analyse_moves';
        jobs -- how many processes may work at once (1: this one).
    Returns: the opinions, best first ([] when the side has no move).
    """
    return _analyse_moves_by(board, piece, rules, settings, None, None,
                             jobs)


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
        VALUE_KIND_AT_MOST, VALUE_KIND_BOOK (the opening book's value) or
        VALUE_KIND_ABOUT.
    """
    if opinion.book:
        return VALUE_KIND_BOOK
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
    estimate = format_disc_value(round(opinion.estimate))
    if kind == VALUE_KIND_BOOK:
        return VALUE_BOOK.format(estimate)
    return VALUE_ABOUT.format(estimate)


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
            format_opinion_value(opinion),
            format_best_line(board, opinion, write_square)).rstrip())
    return "\n".join(lines)


def format_best_line(board, opinion, write_square):
    """Writes an opinion's expected line: its exact moves, then
    BEST_LINE_GUESS and the guessed ones.

    Parameters: board -- the 2D list of pieces (for its shape); opinion
        -- the Opinion; write_square -- the function (board, move) -> the
        square as the game writes it.
    Returns: the line, such as 'e2 f1 e1 ~ d1 c1' ('' when it has no
        moves).
    """
    words = [write_square(board, move) if len(move) > 0 else PASS_WORD
             for move in opinion.line]
    separator = BEST_LINE_SEPARATORS[any(SPACE in word for word in words)]
    exact = separator.join(words[:opinion.exact_moves])
    guess = separator.join(words[opinion.exact_moves:])
    if guess == "":
        return exact
    return (exact + SPACE + BEST_LINE_GUESS + SPACE + guess).lstrip()


def format_position_analysis(board, piece_due, rules, settings, jobs=1):
    """Writes what --analyze prints for a position: the opinions of the
    moves of the side that moves next (saying so when the side due must
    pass first), or the score when the game is over.

    Parameters: board -- the 2D list of pieces; piece_due -- the side
        whose turn it is; rules -- the rule set; settings -- the settings
        table; jobs -- how many processes may analyse at once.
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
    lines.append(format_analysis(board, side, analyse_moves_together(
        board, side, rules, settings, jobs)))
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
MAX_RECORD_BYTES = 1 << 25
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
# planted link or file is written through) and locked while it is
# written (os.lockf); it is flushed to the disk and then renamed over
# NAME. Every save first removes the temporary files in its folder
# that no save holds locked: those left by saves that were cut off
# (the program killed), whatever file they were saving; another
# program's save under way keeps its own. RANDOM is tempfile's 8
# characters. A new file gets the permissions the umask leaves of
# NEW_FILE_MODE; a file saved again keeps its own.
TEMPORARY_PREFIX = "."
TEMPORARY_SEPARATOR = "."
TEMPORARY_SUFFIX = ".part"
TEMPORARY_PATTERN = r"\..+\.[a-z0-9_]{8}\.part"
# How many times a save makes a new temporary file when another save's
# clearing took the last one before it was locked.
TEMPORARY_TRIES = 3
TEMPORARY_LOST_ERROR = "another program removed its temporary file"
# Where the system locks files (os.lockf), the temporary file is renamed
# while still locked; elsewhere (Windows) an open file can be neither
# renamed nor removed, so it is renamed once closed.
LOCKS_FILES = hasattr(os, "lockf")
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
    side_names: dict = dataclasses.field(default_factory=dict)
    # ... {piece: name} a review calls the sides, when its players do not
    # ... name them (a move string: UNNAMED_SIDES; see GAME FORMATS)


# A move string names no players: a review calls its sides by colour,
# Othello's black moving first.
UNNAMED_SIDES = {PLAYER_PIECE: "Black (X)", COMPUTER_PIECE: "White (O)"}

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
# A game has at most twice as many turns as squares (a pass is followed
# by a move or by the end), so a string is read no further than that:
# a longer one is refused at a move within it.
TURNS_PER_SQUARE = 2
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
    temporary file beside it (see TEMPORARY_PREFIX), locked, flushed to
    the disk, then renamed over it. The temporary files that saves cut
    off left in the folder are removed first.

    Parameters: path -- the file's name; text -- the record.
    Returns: '' when it was written, otherwise the reason it was not.
    """
    # Renaming over a link or a device would replace it, not write to it.
    if is_not_a_file(path):
        return NOT_A_FILE_ERROR
    folder, name = os.path.split(os.path.abspath(path))
    _remove_stale_temporaries(folder)
    temporary = None
    try:
        mode = NEW_FILE_MODE & ~_get_umask()
        if os.path.isfile(path):
            mode = os.stat(path).st_mode & PERMISSION_BITS
        handle, temporary = _create_temporary(folder, name)
        with os.fdopen(handle, "w", encoding=RECORD_ENCODING) as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
            os.chmod(temporary, mode)
            if LOCKS_FILES:
                os.replace(temporary, path)
        if not LOCKS_FILES:
            os.replace(temporary, path)
    except (OSError, ValueError) as problem:
        if temporary is not None and os.path.lexists(temporary):
            os.remove(temporary)
        return str(getattr(problem, "strerror", None) or problem)
    return ""


def is_not_a_file(path):
    """Tells whether a name is a link, folder or device (not saved to)."""
    return os.path.lexists(path) and (os.path.islink(path)
                                      or not os.path.isfile(path))


def _create_temporary(folder, name):
    """Makes a save's temporary file for a file (see TEMPORARY_PREFIX),
    locked for as long as it is open.

    Parameters: folder -- the folder the file is in; name -- its name.
    Returns: a pair [handle, path]: the open file's descriptor and name.
    Raises: OSError when none can be made.
    """
    for _ in range(TEMPORARY_TRIES):
        handle, temporary = tempfile.mkstemp(
            prefix=TEMPORARY_PREFIX + name + TEMPORARY_SEPARATOR,
            suffix=TEMPORARY_SUFFIX, dir=folder)
        _lock_file(handle, True)
        # Another save's clearing may have found it in the moment before
        # it was locked, and removed it.
        if _is_still_named(handle, temporary):
            return [handle, temporary]
        os.close(handle)
    raise OSError(TEMPORARY_LOST_ERROR)


def _lock_file(handle, wait):
    """Locks an open file against other processes (os.lockf, where the
    system has it; elsewhere an open file cannot be removed anyway).

    Parameters: handle -- the file's descriptor, open for writing; wait
        -- whether to wait for a lock another process holds.
    Returns: True when it is locked (or cannot be), False when another
        process holds it and wait is False.
    """
    if not LOCKS_FILES:
        return True
    try:
        os.lockf(handle, os.F_LOCK if wait else os.F_TLOCK, 0)
    except OSError:
        return False
    return True


def _is_still_named(handle, path):
    """Tells whether an open file is still the one a name gives.

    Parameters: handle -- the open file's descriptor; path -- the name.
    Returns: True when the name is that file's (not removed, not
        another file's).
    """
    try:
        return os.path.samestat(os.fstat(handle), os.lstat(path))
    except OSError:
        return False


def _get_umask():
    """Reads the process's umask, which can only be read by setting it.

    Parameters: none.
    Returns: the umask (the permission bits a new file does not get).
    """
    umask = os.umask(0)
    os.umask(umask)
    return umask


def _remove_stale_temporaries(folder):
    """Removes the temporary files that cut-off saves left in a folder
    (see TEMPORARY_PREFIX): those no save holds locked. What is not a
    plain file of that pattern, or cannot be opened for writing, is left
    alone.

    Parameters: folder -- the folder.
    Returns: None.
    """
    try:
        entries = os.listdir(folder)
    except OSError:
        return
    for entry in entries:
        if re.fullmatch(TEMPORARY_PATTERN, entry) is None:
            continue
        found = os.path.join(folder, entry)
        try:
            handle = os.open(found, os.O_WRONLY | getattr(os, "O_NOFOLLOW", 0)
                             | getattr(os, "O_NONBLOCK", 0))
        except OSError:
            continue
        stale = False
        try:
            stale = (stat.S_ISREG(os.fstat(handle).st_mode)
                     and _lock_file(handle, False)
                     and _is_still_named(handle, found))
            if stale and LOCKS_FILES:
                # Removed while locked: a save that made it a moment ago
                # waits for the lock, finds it gone and makes another.
                os.remove(found)
        except OSError:
            stale = False
        finally:
            os.close(handle)
        if stale and not LOCKS_FILES:
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


def parse_record_text(text, path):
    """Reads a record's text into its tags and moves, checking its form
    (not yet its moves).

    Parameters: text -- the record's text; path -- the file's name (for
        messages).
    Returns: a pair [record, error]: the RecordFile and '' when the
        text is a record; otherwise None and the message to print (naming
        the file, and the line where there is one).
    """
    shown = show_path(path)
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


def _split_move_string(text, most=None):
    """Splits a move string into its moves: squares' names (either case)
    and passes, run together or spaced.

    Parameters: text -- the move string; most -- None, or the most moves
        to split off (the text after them is not read).
    Returns: a pair [words, rest]: the moves in lower case, and '' when
        the text read is all moves; otherwise the moves before the first
        text that is not one, and that text (at most MOVE_STRING_SHOWN
        characters of it).
    """
    squeezed = "".join(text.split()).lower()
    token = re.compile(MOVE_STRING_TOKEN)
    words = []
    position = 0
    # Each move is matched where the last one ended, never on a copy of
    # the rest, so a long string takes time in proportion to its length.
    while position < len(squeezed) and (most is None or len(words) < most):
        found = token.match(squeezed, position)
        if found is None:
            return [words, squeezed[position:position + MOVE_STRING_SHOWN]]
        words.append(found.group(0))
        position = found.end()
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
    split = _split_move_string(text, TURNS_PER_SQUARE * len(start)
                               * len(start[0]))
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


def read_record_text(text, path):
    """Reads a record of this program: checks its tags and replays its
    moves.

    Parameters: text -- the record's text; path -- the file's name (for
        messages).
    Returns: the LoadedGame, whose error is '' when the record can be
        used, and otherwise the message to print (the other fields then
        left at their defaults).
    """
    read = parse_record_text(text, path)
    if read[1] != "":
        return LoadedGame(error=read[1])
    record = read[0]
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
# GAME FORMATS (transcripts, board strings, GGF, WTHOR; GGF written)
# ======================================================================

# Othello players keep games in a few formats besides this program's
# record and the move string. load_game (for --load and --review) and
# the window's Open and Paste tell them apart by their content alone
# (see read_game_data), trying each in this order:
# - WTHOR, the French federation's database of tournament games (.wtb
#   files): binary (see WTHOR_HEADER_BYTES); its players' and
#   tournaments' names are in the files WTHOR.JOU and WTHOR.TRN beside
#   it, when they are there;
# - GGF, the Generic Game Format of the GGS servers and of NBoard:
#   (;GM[Othello]PB[black]PW[white]RE[+2.000]TY[8]BO[8 squares side]
#   B[f5]W[d6]...;), any number of games to a file;
# - a record of this program (its tags all RECORD_TAGS), or a numbered
#   transcript as PlayOK and most sites write it, PGN's way: tags such
#   as [Black "name"], then 1. f5 d6 2. c3 d3 ... (tags optional);
# - a board string: the squares row by row from a1 (X or * for black,
#   O for white, - . _ for empty), then the side to move: what
#   --position reads and the window's Copy position writes;
# - a move string, its moves numbered or not.
# A file that holds several games (GGF, WTHOR) is listed, and one of
# them is chosen by its number (--game N; a list in the window). Every
# format but this program's record is an Othello game (STANDARD_RULES).

# WTHOR: a header of 16 bytes, little-endian: the century, year, month
# and day the file was made; the number of games (4 bytes); the number
# of names (2 bytes, for the name files); the year of the games (2
# bytes); the board's side (0 or 8 for 8x8); the kind of games; the
# depth of the theoretical scores; a spare byte. Then 68 bytes a game:
# the tournament's number, black's and white's numbers (2 bytes each);
# black's discs at the end (the empty squares going to the winner) and
# its theoretical score; then 60 bytes, a move each, 10 x row + column
# (a1 is 11, h1 18, h8 88) up to a 0. Passes are not written. The name
# files have the same header, then one name a record, padded with zero
# bytes: 20 bytes a player, 26 a tournament.
WTHOR_HEADER_BYTES = 16
WTHOR_GAME_BYTES = 68
WTHOR_COUNT_OFFSET = 4
WTHOR_COUNT_BYTES = 4
WTHOR_YEAR_OFFSET = 10
WTHOR_YEAR_BYTES = 2
WTHOR_SIDE_OFFSET = 12
WTHOR_SIDES = [0, BOARD_SIZE]
WTHOR_NUMBER_BYTES = 2
WTHOR_BLACK_OFFSET = 2
WTHOR_WHITE_OFFSET = 4
WTHOR_SCORE_OFFSET = 6
WTHOR_MOVES_OFFSET = 8
WTHOR_BYTE_ORDER = "little"
WTHOR_SQUARE_BASE = 10
WTHOR_END_OF_MOVES = 0
WTHOR_PLAYERS_FILE = "wthor.jou"
WTHOR_PLAYER_BYTES = 20
WTHOR_TOURNAMENTS_FILE = "wthor.trn"
WTHOR_TOURNAMENT_BYTES = 26
WTHOR_NAME_ENCODING = "latin-1"
WTHOR_NAME_END = b"\0"
WTHOR_EXTENSION = ".wtb"
WTHOR_UNKNOWN_NAME = "#{}"
WTHOR_TITLE = "{} - {}, {} {}: {}-{}"
WTHOR_SIZE_ERROR = ("not a WTHOR file: {} bytes, where a header and "
                    "games of 68 bytes make {}")
WTHOR_SHORT_ERROR = "not a WTHOR file: {} bytes, less than its {}-byte header"
WTHOR_BOARD_ERROR = "a WTHOR file of {}x{} games, not Othello's 8x8"
WTHOR_MOVE_ERROR = "game {}: move {} is the byte {}, which is no square"

# GGF: a game is (; properties ;), a property NAME[value]. GM names the
# game, PB and PW the players, RE the result (black's discs less
# white's, then :r for a resignation or :t for time), TY the type (the
# board's side, with letters: a for the game the fewest discs win, s
# for synchro games, which this program cannot play), BO the board (its
# side, then its squares row by row, - for empty, * for black, O for
# white, then the side to move), B and W the moves in order
# (move/evaluation/time, PA for a pass).
# (A value is matched a run of characters at a time, from escape to
# escape, so a long name or comment takes little time and memory.)
GGF_PROPERTY_PATTERN = r"\s*([A-Za-z]+)\[([^\]\\]*(?:\\.[^\]\\]*)*)\]"
GGF_CLOSE_PATTERN = r"\s*;\)"
GGF_ESCAPED_CLOSE = "\\]"
GGF_VALUE_CLOSE = "]"
GGF_UNCLOSED_ERROR = "game {} is not closed by ;)"
GGF_PROPERTY_ERROR = "game {}: {} is not a property NAME[value]"
GGF_OPEN = "(;"
GGF_GAME = "GM"
GGF_OTHELLO = "othello"
GGF_BLACK = "PB"
GGF_WHITE = "PW"
GGF_RESULT = "RE"
GGF_TYPE = "TY"
GGF_BOARD = "BO"
GGF_DATE = "DT"
GGF_PLACE = "PC"
GGF_MOVES = {"B": PLAYER_PIECE, "W": COMPUTER_PIECE}
GGF_MOVE_NAMES = {PLAYER_PIECE: "B", COMPUTER_PIECE: "W"}
GGF_PASSES = ["pa", PASS_WORD]
GGF_MOVE_SEPARATOR = "/"
GGF_TYPE_SIZE = r"[0-9]+"
GGF_ANTI = "a"
GGF_SYNCHRO = "s"
GGF_PIECES = {"*": PLAYER_PIECE, "O": COMPUTER_PIECE, "-": EMPTY}
GGF_PIECE_CHARACTERS = {PLAYER_PIECE: "*", COMPUTER_PIECE: "O",
                        EMPTY: "-"}
GGF_UNKNOWN = "?"
GGF_TITLE = "{} - {}: {}"
GGF_NO_GAME_ERROR = "not a GGF game: no (; ... ;) in it"
GGF_GAME_ERROR = "game {}: {}"
GGF_NOT_OTHELLO_ERROR = "a game of {}, not Othello"
GGF_SYNCHRO_ERROR = "a synchro game (type {}), which is not played here"
GGF_TYPE_ERROR = "the type {} gives no board size this program plays"
GGF_BOARD_ERROR = "the board {} is not a side, its squares and a side to move"
GGF_TURN_ERROR = "move {} ({}) is {}'s, but {} is to move"
GGF_MOVE_ERROR = "move {} ({}): {}"
GGF_NOT_A_MOVE = "not a square's name or PA"
# How GGF is written (see format_ggf): the place, the date (year.month.
# day_hour:minute:second.zone), the result (GGF_RESULT_FORMAT: black's
# discs less white's; GGF_UNKNOWN while the game goes on), the parts of
# a property and of the board, and a pass.
GGF_PROGRAM_PLACE = "proj2"
GGF_DATE_FORMAT = "%Y.%m.%d_%H:%M:%S.UTC"
GGF_RESULT_FORMAT = "{:+.3f}"
GGF_PROPERTY_FORMAT = "{}[{}]"
GGF_CLOSE = ";)"
GGF_BOARD_FORMAT = "{} {} {}"
GGF_SIZE_FORMAT = "{}"
GGF_PASS = "PA"
GGF_EXTENSION = ".ggf"
GGF_RULES_ERROR = ("GGF keeps Othello games on square boards; save FILE "
                   "(a record) keeps this one")

# The numbered transcript: the move numbers (12. or 12...), the tags it
# may have (any, PGN's way; Black and White name the players), and its
# result at the end (1-0, 0-1, 1/2-1/2, *, or a score such as 33-31).
# PlayOK writes a pass as --.
TRANSCRIPT_NUMBER_PATTERN = r"(?<![A-Za-z0-9])[0-9]+\.+"
TRANSCRIPT_TAG_PATTERN = r'\[([A-Za-z][A-Za-z0-9_]*)\s+"([^"]*)"\]'
TRANSCRIPT_BLACK = "black"
TRANSCRIPT_WHITE = "white"
# The tags that make a text a transcript (PGN's; a record of this
# program has none of them).
TRANSCRIPT_TAGS = ["Event", "Site", "Date", "Round", "Black", "White"]
TRANSCRIPT_RESULT_PATTERN = r"(?:[0-9]+-[0-9]+|1/2-1/2|\*)\s*$"
TRANSCRIPT_PASSES = ["--", GGF_PASS.lower()]
TRANSCRIPT_COMMENT_PATTERN = r"\{[^}]*\}"
TRANSCRIPT_ERROR = "{}"

# The board string (see read_board_string): its squares' characters,
# and the side to move's.
BOARD_STRING_PATTERN = r"[XxOo*\-._]{64}[XxOo*]"
BOARD_SQUARES_PATTERN = r"[XxOo*\-._]{64}"
BOARD_STRING_SIDE_ERROR = ("a board string ends with the side to move, X "
                           "or O, after its 64 squares")
BOARD_STRING_PIECES = {"x": PLAYER_PIECE, "*": PLAYER_PIECE,
                       "o": COMPUTER_PIECE}
# What a single game is called (the window says what was pasted).
BOARD_STRING_TITLE = "a position, {} to move"
RECORD_TITLE = "a game record"
TRANSCRIPT_TITLE = "a transcript"

# A file of several games, and the choice of one.
MANY_GAMES_HEADING = "{} holds {} games:"
MANY_GAMES_LINE = "{:>6}. {}"
MANY_GAMES_CHOICE = "{} holds {} games: choose one with --game N"
GAME_NUMBER_ERROR = "{} holds {} games: there is no game {}"
ONE_GAME_ERROR = "{} holds one game: --game does not apply"
NO_GAMES_ERROR = "{} holds no game"


# How a review names the players a format names (see UNNAMED_SIDES).
PERSON_WITH_PIECE = "{} ({})"


@dataclasses.dataclass
class FiledGame:
    """One game of a file, before it is replayed (a WTHOR file may hold
    thousands): its title for the list, and how to read it."""
    title: str            # a line naming it: players, event, result
    read: object          # a function of no arguments: the LoadedGame


@dataclasses.dataclass
class GameFile:
    """What a file or a pasted text holds (see read_game_data)."""
    games: list = dataclasses.field(default_factory=list)
    # ... the FiledGame entries, one or more
    moves_only: bool = False      # only moves (a move string or a
    # ... transcript without tags), which a paste plays from the start
    error: str = ""               # why it cannot be read ('' when it can)


def create_othello_game(start, first, people):
    """Starts the LoadedGame of an Othello game from another format.

    Parameters: start -- the 2D list of pieces it starts from; first --
        the side to move there; people -- {piece: name} of the players
        the format names ({} when it names none).
    Returns: the LoadedGame, no moves yet: its players those of a new
        Othello game, its sides named for a review by the people, or by
        colour (UNNAMED_SIDES).
    """
    rules = STANDARD_RULES
    names = dict(UNNAMED_SIDES)
    for piece in people:
        if people[piece] != "":
            names[piece] = PERSON_WITH_PIECE.format(
                escape_text(people[piece]), piece)
    return LoadedGame(rules=rules, first=first, top_left=rules.top_left,
                      player_names={PLAYER_PIECE: HUMAN,
                                    COMPUTER_PIECE: rules.o_player},
                      start=start, board=copy_board(start),
                      side_names=names)


def play_loaded_moves(loaded, text, source, prefix=TRANSCRIPT_ERROR):
    """Plays a move string on a LoadedGame from its start.

    Parameters: loaded -- the LoadedGame (its board, history and error
        are set); text -- the moves; source -- the file's name (or what
        the text came from), for the message; prefix -- how the message
        names the game in a file of several (see GGF_GAME_ERROR).
    Returns: the LoadedGame.
    """
    replayed = replay_move_string(text, loaded.start, loaded.first,
                                  loaded.rules)
    loaded.board = replayed.board
    loaded.history = replayed.history
    if replayed.error != "":
        loaded.error = RECORD_ERROR.format(show_path(source),
                                           prefix.format(replayed.error))
    return loaded


def read_file_bytes(path, limit=MAX_RECORD_BYTES):
    """Reads a whole regular file, without waiting on a pipe or a device.

    Parameters: path -- the file's name; limit -- the most bytes read.
    Returns: a pair [data, error]: the bytes and '' when the file was
        read; otherwise None and the message (naming the file).
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
            data = file.read(limit + 1)
    except OSError as problem:
        return [None, RECORD_ERROR.format(shown, RECORD_READ_ERROR.format(
            problem.strerror or problem))]
    if len(data) > limit:
        return [None, RECORD_ERROR.format(
            shown, RECORD_SIZE_ERROR.format(limit))]
    return [data, ""]


# ----------------------------------------------------------------------
# WTHOR
# ----------------------------------------------------------------------

def read_wthor_names(folder, name, record_bytes):
    """Reads a WTHOR name file (the players or the tournaments) from a
    folder, whatever the case of its name.

    Parameters: folder -- the folder of the games file; name -- the name
        file's name in lower case; record_bytes -- the bytes a name.
    Returns: the names in order ([] when there is no such file).
    """
    try:
        found = [entry for entry in os.listdir(folder or os.curdir)
                 if entry.lower() == name]
    except OSError:
        return []
    if len(found) == 0:
        return []
    data = read_file_bytes(os.path.join(folder, found[0]))[0] or b""
    names = []
    for start in range(WTHOR_HEADER_BYTES, len(data) - record_bytes + 1,
                       record_bytes):
        raw = data[start:start + record_bytes].split(WTHOR_NAME_END)[0]
        names.append(raw.decode(WTHOR_NAME_ENCODING).strip())
    return names


def get_wthor_name(names, number):
    """Names a WTHOR player or tournament by its number.

    Parameters: names -- the names a name file gives; number -- the
        number a game gives.
    Returns: the name, or #N when no name file names it.
    """
    if number < len(names):
        return names[number]
    return WTHOR_UNKNOWN_NAME.format(number)


def read_wthor_number(data, offset, size=WTHOR_NUMBER_BYTES):
    """Reads a little-endian number of a WTHOR file."""
    return int.from_bytes(data[offset:offset + size], WTHOR_BYTE_ORDER)


def is_wthor_data(data):
    """Tells whether a file's bytes are a WTHOR games file.

    Parameters: data -- the bytes.
    Returns: True when a header's count of games gives exactly their
        length.
    """
    if len(data) < WTHOR_HEADER_BYTES:
        return False
    count = read_wthor_number(data, WTHOR_COUNT_OFFSET, WTHOR_COUNT_BYTES)
    return len(data) == WTHOR_HEADER_BYTES + count * WTHOR_GAME_BYTES


def read_wthor_game(record, number, source, people):
    """Replays one game of a WTHOR file (see FiledGame).

    Parameters: record -- its 68 bytes; number -- its number in the file
        (from 1), for messages; source -- the file's name; people --
        {piece: name} of its players.
    Returns: the LoadedGame (passes put in where a side had no move).
    """
    loaded = create_othello_game(create_start_board(rules=STANDARD_RULES),
                                 PLAYER_PIECE, people)
    words = []
    for value in record[WTHOR_MOVES_OFFSET:]:
        if value == WTHOR_END_OF_MOVES:
            break
        row = value // WTHOR_SQUARE_BASE
        col = value % WTHOR_SQUARE_BASE
        if not (1 <= row <= BOARD_SIZE and 1 <= col <= BOARD_SIZE):
            loaded.error = RECORD_ERROR.format(
                show_path(source), WTHOR_MOVE_ERROR.format(
                    number, len(words) + 1, value))
            return loaded
        words.append(format_square_name(loaded.start, [row - 1, col - 1]))
    return play_loaded_moves(loaded, "".join(words), source,
                             GGF_GAME_ERROR.format(number, TRANSCRIPT_ERROR))


def read_wthor_file(data, path):
    """Reads a WTHOR games file, naming its players and tournaments from
    the name files beside it.

    Parameters: data -- the file's bytes (see is_wthor_data); path --
        its name.
    Returns: the GameFile (each game replayed only when it is read).
    """
    side = data[WTHOR_SIDE_OFFSET]
    if side not in WTHOR_SIDES:
        return GameFile(error=RECORD_ERROR.format(
            show_path(path), WTHOR_BOARD_ERROR.format(side, side)))
    year = read_wthor_number(data, WTHOR_YEAR_OFFSET, WTHOR_YEAR_BYTES)
    folder = os.path.dirname(path)
    players = read_wthor_names(folder, WTHOR_PLAYERS_FILE,
                               WTHOR_PLAYER_BYTES)
    tournaments = read_wthor_names(folder, WTHOR_TOURNAMENTS_FILE,
                                   WTHOR_TOURNAMENT_BYTES)
    games = []
    for start in range(WTHOR_HEADER_BYTES, len(data), WTHOR_GAME_BYTES):
        record = data[start:start + WTHOR_GAME_BYTES]
        people = {PLAYER_PIECE: get_wthor_name(players, read_wthor_number(
                      record, WTHOR_BLACK_OFFSET)),
                  COMPUTER_PIECE: get_wthor_name(players, read_wthor_number(
                      record, WTHOR_WHITE_OFFSET))}
        event = get_wthor_name(tournaments, read_wthor_number(record, 0))
        score = record[WTHOR_SCORE_OFFSET]
        title = WTHOR_TITLE.format(people[PLAYER_PIECE],
                                   people[COMPUTER_PIECE], event, year,
                                   score, BOARD_SIZE * BOARD_SIZE - score)
        games.append(FiledGame(escape_text(title, SHOWN_PATH_LENGTH),
                               functools.partial(read_wthor_game, record,
                                                 len(games) + 1, path,
                                                 people)))
    return GameFile(games)


# ----------------------------------------------------------------------
# GGF
# ----------------------------------------------------------------------

def read_ggf_board(value):
    """Reads a GGF board (BO): its side, its squares, the side to move.

    Parameters: value -- the property's value.
    Returns: a pair [board, side]: the 2D list of pieces and the side to
        move, or [[], EMPTY] when the value is not such a board.
    """
    parts = value.split()
    if len(parts) <= POSITION_PART_COUNT:
        return [[], EMPTY]
    side = parse_whole_number(parts[0])
    squares = "".join(parts[1:-1])
    if (side is None or not is_valid_board_side(side)
            or len(squares) != side * side
            or GGF_PIECES.get(parts[-1], EMPTY) == EMPTY
            or any(square not in GGF_PIECES for square in squares)):
        return [[], EMPTY]
    board = create_empty_board(side, side)
    for index in range(len(squares)):
        board[index // side][index % side] = GGF_PIECES[squares[index]]
    return [board, GGF_PIECES[parts[-1]]]


def replay_ggf_moves(loaded, moves, source, prefix):
    """Plays a GGF game's moves, each by the colour it names: a side
    with no legal move passes by itself when the game leaves it out.

    Parameters: loaded -- the LoadedGame from its start (its board,
        history and error are set); moves -- the [piece, word] moves in
        order; source -- the file's name; prefix -- how a message names
        the game (see GGF_GAME_ERROR), a format of the reason.
    Returns: the LoadedGame.
    """
    rules = loaded.rules
    board = copy_board(loaded.start)
    due = loaded.first
    for number in range(1, len(moves) + 1):
        piece, word = moves[number - 1]
        side = get_side_to_move(board, due, rules)
        if piece != due and side == piece:
            loaded.history.append([due, []])
            due = piece
        # After the end, check_recorded_word says the game is over.
        if piece != due and side != EMPTY:
            loaded.error = RECORD_ERROR.format(show_path(source),
                prefix.format(GGF_TURN_ERROR.format(
                    number, escape_text(word), piece, due)))
            return loaded
        checked = [[], GGF_NOT_A_MOVE]
        if re.fullmatch(MOVE_STRING_TOKEN, word) is not None:
            checked = check_recorded_word(board, due, word, rules,
                                          MOVE_STRING_SQUARE_ERROR)
        if checked[1] != "":
            loaded.error = RECORD_ERROR.format(show_path(source),
                prefix.format(GGF_MOVE_ERROR.format(
                    number, escape_text(word), checked[1])))
            return loaded
        if len(checked[0]) > 0:
            apply_rule_move(board, checked[0][0], checked[0][1], due,
                            rules)
        loaded.history.append([due, checked[0]])
        due = get_opponent(due)
    loaded.board = board
    return loaded


def get_ggf_values(properties):
    """Finds each GGF property's value: its first, spaces trimmed.

    Parameters: properties -- the game's [name, value] pairs in order.
    Returns: {NAME in capitals: value}.
    """
    found = {}
    for name, value in properties:
        found.setdefault(name.upper(), value.strip())
    return found


def read_ggf_game(properties, source, prefix):
    """Reads one GGF game from its properties (see FiledGame).

    Parameters: properties -- its [name, value] pairs in order; source
        -- the file's name; prefix -- how a message names the game.
    Returns: the LoadedGame.
    """
    found = get_ggf_values(properties)
    moves = []
    for name, value in properties:
        name = name.upper()
        if name in GGF_MOVES:
            word = value.split(GGF_MOVE_SEPARATOR)[0].strip().lower()
            if word in GGF_PASSES:
                word = PASS_WORD
            moves.append([GGF_MOVES[name], word])
    problem = ""
    kind = found.get(GGF_TYPE, "")
    sizes = re.findall(GGF_TYPE_SIZE, kind)
    size = BOARD_SIZE
    if len(sizes) > 0:
        size = parse_whole_number(sizes[0])
    board = [[], EMPTY]
    if GGF_BOARD in found:
        board = read_ggf_board(found[GGF_BOARD])
    elif size is not None and is_valid_board_side(size):
        board = [create_start_board(size, size, STANDARD_RULES.top_left,
                                    STANDARD_RULES), PLAYER_PIECE]
    if found.get(GGF_GAME, GGF_OTHELLO).lower() != GGF_OTHELLO:
        problem = GGF_NOT_OTHELLO_ERROR.format(escape_text(found[GGF_GAME]))
    elif GGF_SYNCHRO in kind.lower():
        problem = GGF_SYNCHRO_ERROR.format(escape_text(kind))
    elif size is None or not is_valid_board_side(size):
        problem = GGF_TYPE_ERROR.format(escape_text(kind))
    elif len(board[0]) == 0:
        problem = GGF_BOARD_ERROR.format(escape_text(found[GGF_BOARD]))
    people = {PLAYER_PIECE: found.get(GGF_BLACK, ""),
              COMPUTER_PIECE: found.get(GGF_WHITE, "")}
    if problem != "":
        return LoadedGame(error=RECORD_ERROR.format(show_path(source),
                                                    prefix.format(problem)))
    loaded = create_othello_game(board[0], board[1], people)
    if GGF_ANTI in re.sub(GGF_TYPE_SIZE, "", kind.lower()):
        loaded.win = WIN_FEWEST
    return replay_ggf_moves(loaded, moves, source, prefix)


def split_ggf_games(text):
    """Splits a GGF text into its games, each a list of properties: from
    (; to ;), each property NAME[value], where a value may hold any
    character but ] (written \\] inside it); text between games is
    left out.

    Parameters: text -- the text.
    Returns: a pair [games, error]: the games, each its [name, value]
        pairs in order, and '' when every game is whole; otherwise the
        games before and the reason.
    """
    games = []
    position = text.find(GGF_OPEN)
    while position >= 0:
        position += len(GGF_OPEN)
        properties = []
        while True:
            closed = re.compile(GGF_CLOSE_PATTERN).match(text, position)
            if closed is not None:
                position = closed.end()
                break
            found = re.compile(GGF_PROPERTY_PATTERN).match(text, position)
            if found is None:
                rest = text[position:].strip()
                problem = GGF_PROPERTY_ERROR.format(len(games) + 1,
                                                    quote_text(rest))
                if rest == "":
                    problem = GGF_UNCLOSED_ERROR.format(len(games) + 1)
                return [games, problem]
            properties.append([found.group(1), found.group(2).replace(
                GGF_ESCAPED_CLOSE, GGF_VALUE_CLOSE)])
            position = found.end()
        games.append(properties)
        position = text.find(GGF_OPEN, position)
    return [games, ""]


def read_ggf_text(text, source):
    """Reads the games of a GGF text, each replayed only when it is read.

    Parameters: text -- the text; source -- the file's name.
    Returns: the GameFile.
    """
    split = split_ggf_games(text)
    bodies = split[0]
    if split[1] != "":
        return GameFile(error=RECORD_ERROR.format(show_path(source),
                                                  split[1]))
    if len(bodies) == 0:
        return GameFile(error=RECORD_ERROR.format(show_path(source),
                                                  GGF_NO_GAME_ERROR))
    games = []
    for properties in bodies:
        found = get_ggf_values(properties)
        prefix = TRANSCRIPT_ERROR
        if len(bodies) > 1:
            prefix = GGF_GAME_ERROR.format(len(games) + 1, TRANSCRIPT_ERROR)
        title = GGF_TITLE.format(found.get(GGF_BLACK, GGF_UNKNOWN),
                                 found.get(GGF_WHITE, GGF_UNKNOWN),
                                 found.get(GGF_RESULT, GGF_UNKNOWN))
        games.append(FiledGame(escape_text(title, SHOWN_PATH_LENGTH),
                               functools.partial(read_ggf_game, properties,
                                                 source, prefix)))
    return GameFile(games)


def can_write_ggf(game, start):
    """Tells whether GGF can keep a game (Othello on a square board)."""
    return game.rules == STANDARD_RULES and len(start) == len(start[0])


def format_ggf(game, start, history, finished):
    """Writes a game as GGF (see can_write_ggf): its players by their
    names here, the date, the result (black's discs less white's, by
    the WOF's count), the type (the board's side, a when the fewest
    discs win), the start and the moves.

    Parameters: game -- the Game; start -- the 2D list of pieces it
        started from; history -- the [piece, move] entries played;
        finished -- the final board when the game is over, or [].
    Returns: the text, one line ending in a newline.
    """
    size = len(start)
    kind = GGF_SIZE_FORMAT.format(size)
    if game.win == WIN_FEWEST:
        kind += GGF_ANTI
    result = GGF_UNKNOWN
    if len(finished) > 0:
        scores = get_final_scores(finished, game.rules, game.win)
        result = GGF_RESULT_FORMAT.format(scores[PLAYER_PIECE]
                                          - scores[COMPUTER_PIECE])
    squares = "".join([GGF_PIECE_CHARACTERS[cell]
                       for row in start for cell in row])
    parts = [GGF_OPEN]
    for name, value in [
            [GGF_GAME, GGF_OTHELLO.capitalize()],
            [GGF_PLACE, GGF_PROGRAM_PLACE],
            [GGF_DATE, time.strftime(GGF_DATE_FORMAT, time.gmtime())],
            [GGF_BLACK, game.player_names[PLAYER_PIECE]],
            [GGF_WHITE, game.player_names[COMPUTER_PIECE]],
            [GGF_RESULT, result], [GGF_TYPE, kind],
            [GGF_BOARD, GGF_BOARD_FORMAT.format(
                size, squares, GGF_PIECE_CHARACTERS[game.first])]]:
        parts.append(GGF_PROPERTY_FORMAT.format(name, value))
    for piece, move in history:
        word = GGF_PASS
        if len(move) > 0:
            word = format_square_name(start, move)
        parts.append(GGF_PROPERTY_FORMAT.format(GGF_MOVE_NAMES[piece], word))
    parts.append(GGF_CLOSE)
    return "".join(parts) + NEWLINE


# ----------------------------------------------------------------------
# Transcripts, board strings, and telling the formats apart
# ----------------------------------------------------------------------

def read_board_string(text):
    """Reads a board string: 64 squares and the side to move, spaces
    anywhere (see BOARD_STRING_PATTERN).

    Parameters: text -- the text.
    Returns: the Position, or None when the text is not a board string.
    """
    squeezed = "".join(text.split())
    if re.fullmatch(BOARD_STRING_PATTERN, squeezed) is None:
        return None
    characters = [BOARD_STRING_PIECES.get(character.lower(), POSITION_EMPTY)
                  for character in squeezed]
    return parse_position("".join(characters[:-1]) + POSITION_SEPARATOR
                          + characters[-1], BOARD_SIZE, BOARD_SIZE)


def has_transcript_tags(text):
    """Tells whether a text's tags are a transcript's rather than this
    program's record's: whether one of them is PGN's own (see
    TRANSCRIPT_TAGS).

    Parameters: text -- the text.
    Returns: True for a transcript.
    """
    return any(found.group(1) in TRANSCRIPT_TAGS for found in
               re.finditer(TRANSCRIPT_TAG_PATTERN, text))


def clean_transcript(text):
    """Takes a numbered transcript's moves out of it: its tags, comments,
    move numbers and result left out, -- or PA written pass.

    Parameters: text -- the transcript (or a move string).
    Returns: the moves, as a move string spaced.
    """
    moves = re.sub(TRANSCRIPT_TAG_PATTERN, SPACE, text)
    moves = re.sub(TRANSCRIPT_COMMENT_PATTERN, SPACE, moves)
    moves = re.sub(TRANSCRIPT_NUMBER_PATTERN, SPACE, moves)
    moves = re.sub(TRANSCRIPT_RESULT_PATTERN, "", moves)
    return SPACE.join([PASS_WORD if word.lower() in TRANSCRIPT_PASSES
                       else word for word in moves.split()])


def read_transcript(text, source):
    """Reads a numbered transcript or a move string (see
    clean_transcript): its tags Black and White name the players.

    Parameters: text -- the text; source -- the file's name.
    Returns: the LoadedGame.
    """
    people = {}
    for found in re.finditer(TRANSCRIPT_TAG_PATTERN, text):
        name = found.group(1).lower()
        if name == TRANSCRIPT_BLACK:
            people[PLAYER_PIECE] = found.group(2).strip()
        elif name == TRANSCRIPT_WHITE:
            people[COMPUTER_PIECE] = found.group(2).strip()
    loaded = create_othello_game(create_start_board(rules=STANDARD_RULES),
                                 PLAYER_PIECE, people)
    return play_loaded_moves(loaded, clean_transcript(text), source)


def read_game_text(text, source):
    """Reads a game from text in any of the formats (see the top of this
    section): GGF, a record, a transcript, a board string, moves.

    Parameters: text -- the text; source -- the file's name.
    Returns: the GameFile.
    """
    if text.lstrip().startswith(GGF_OPEN):
        return read_ggf_text(text, source)
    tagged = any(line.strip().startswith(TAG_OPEN)
                 for line in re.split(RECORD_LINE_ENDS, text))
    if tagged and not has_transcript_tags(text):
        return GameFile([FiledGame(RECORD_TITLE, functools.partial(
            read_record_text, text, source))])
    if re.fullmatch(BOARD_SQUARES_PATTERN, "".join(text.split())):
        return GameFile(error=RECORD_ERROR.format(show_path(source),
                                                  BOARD_STRING_SIDE_ERROR))
    position = read_board_string(text)
    if position is not None:
        return GameFile([FiledGame(
            BOARD_STRING_TITLE.format(position.side), functools.partial(
                create_othello_game, position.board, position.side, {}))])
    return GameFile([FiledGame(TRANSCRIPT_TITLE, functools.partial(
        read_transcript, text, source))], moves_only=not tagged)


def read_game_data(data, source):
    """Reads a game file's bytes: WTHOR, or text in another format (a
    file named .wtb that is neither says why it is no WTHOR file).

    Parameters: data -- the bytes; source -- the file's name.
    Returns: the GameFile.
    """
    if is_wthor_data(data):
        return read_wthor_file(data, source)
    # A .wtb file with a zero byte is a broken database, not text.
    binary = WTHOR_NAME_END in data
    if not (binary and source.lower().endswith(WTHOR_EXTENSION)):
        try:
            return read_game_text(data.decode(RECORD_TEXT_ENCODING), source)
        except UnicodeDecodeError:
            pass
    if source.lower().endswith(WTHOR_EXTENSION):
        problem = WTHOR_SHORT_ERROR.format(len(data), WTHOR_HEADER_BYTES)
        if len(data) >= WTHOR_HEADER_BYTES:
            problem = WTHOR_SIZE_ERROR.format(
                len(data), WTHOR_HEADER_BYTES + WTHOR_GAME_BYTES
                * read_wthor_number(data, WTHOR_COUNT_OFFSET,
                                    WTHOR_COUNT_BYTES))
        return GameFile(error=RECORD_ERROR.format(show_path(source),
                                                  problem))
    return GameFile(error=RECORD_ERROR.format(show_path(source),
                                              RECORD_TEXT_ERROR))


def read_game_file(path):
    """Reads a game file of any format (see read_game_data).

    Parameters: path -- the file's name.
    Returns: the GameFile.
    """
    read = read_file_bytes(path)
    if read[1] != "":
        return GameFile(error=read[1])
    return read_game_data(read[0], path)


def choose_filed_game(game_file, number, source):
    """Reads the game of a GameFile that is asked for.

    Parameters: game_file -- the GameFile; number -- the game's number
        (from 1), or None for the only one; source -- the file's name.
    Returns: the LoadedGame (its error says why there is none: the file
        could not be read, holds many games and none was chosen, or not
        the one asked for).
    """
    if game_file.error != "":
        return LoadedGame(error=game_file.error)
    count = len(game_file.games)
    shown = show_path(source)
    if count == 0:
        return LoadedGame(error=NO_GAMES_ERROR.format(shown))
    if number is None:
        if count > 1:
            return LoadedGame(error=MANY_GAMES_CHOICE.format(shown, count))
        number = 1
    elif count == 1:
        return LoadedGame(error=ONE_GAME_ERROR.format(shown))
    if not 1 <= number <= count:
        return LoadedGame(error=GAME_NUMBER_ERROR.format(shown, count,
                                                         number))
    return game_file.games[number - 1].read()


def list_filed_games(game_file, source):
    """Lists the games of a file that holds several, one line each.

    Parameters: game_file -- the GameFile; source -- the file's name.
    Returns: the lines: a heading, then each game by its number.
    """
    lines = [MANY_GAMES_HEADING.format(show_path(source),
                                       len(game_file.games))]
    for number in range(1, len(game_file.games) + 1):
        lines.append(MANY_GAMES_LINE.format(
            number, game_file.games[number - 1].title))
    return lines


def write_saved_game(state, path):
    """Writes a game under way to its file: GGF when the name ends in
    .ggf, this program's record otherwise (see write_record_file).

    Parameters: state -- the GameState; path -- the file's name.
    Returns: '' when it was written, otherwise the reason it was not.
    """
    if not path.lower().endswith(GGF_EXTENSION):
        return write_record_file(path, format_state_record(state))
    if not can_write_ggf(state.game, state.start):
        return GGF_RULES_ERROR
    finished = []
    if is_rule_game_over(state.board, state.due, state.game.rules):
        finished = state.board
    return write_record_file(path, format_ggf(state.game, state.start,
                                              state.history, finished))


def keep_record(state):
    """Rewrites the --record file after a turn (the after-turn step of a
    game that keeps a record).

    Parameters: state -- the GameState (its game's record_path).
    Returns: '' when it was written, otherwise the line to show the
        player.
    """
    path = state.game.record_path
    reason = write_saved_game(state, path)
    if reason == "":
        state.saved_history = list(state.history)
        return ""
    return NOT_SAVED_MESSAGE.format(show_path(path), reason)


def is_game_text(text):
    """Tells whether a command line's text is a game itself rather than a
    file's name.

    Parameters: text -- the text.
    Returns: True for GGF, a board string, or moves (numbered or not).
    """
    if (text.lstrip().startswith(GGF_OPEN)
            or read_board_string(text) is not None):
        return True
    return _split_move_string(clean_transcript(text))[1] == ""


def read_named_game(text, option):
    """Reads the games that --load, --review or the word load names: the
    file of that name, or, when there is none and the text is a game
    itself (see is_game_text), the text.

    Parameters: text -- the name, or the game; option -- what messages
        call a game given as text (the option or the word).
    Returns: a pair [game_file, source]: the GameFile and what messages
        call it (the file's name, or option).
    """
    if not os.path.lexists(text) and is_game_text(text):
        return [read_game_text(text, option), option]
    return [read_game_file(text), text]


def load_game(path, number=None):
    """Reads a --load or --review game from a file of any format (see
    read_game_data).

    Parameters: path -- the file's name; number -- which of its games
        (from 1), or None when it holds one.
    Returns: the LoadedGame, whose error is '' when the game can be
        used, and otherwise the message to print.
    """
    return choose_filed_game(read_game_file(path), number, path)


def check_file_to_replace(path, state):
    """Tells whether save may write a file: when no file is there yet
    (a link, folder or device is left to the write, which refuses it at
    once, as save! would), when it is empty, or when it is this game's
    own (one it saved, its --record file or the record it was loaded
    from). Any other file, even a record of a game with the same moves
    so far, is another game's.

    Parameters: path -- the file's name; state -- the GameState.
    Returns: '' when the file may be written; otherwise why not
        (OTHER_GAME_ERROR or NOT_A_RECORD_ERROR).
    """
    if (not os.path.isfile(path) or is_not_a_file(path)
            or os.path.getsize(path) == 0
            or os.path.realpath(path) in state.own_files):
        return ""
    game_file = read_game_file(path)
    if game_file.error != "" or (len(game_file.games) == 1 and
                                 game_file.games[0].read().error != ""):
        return NOT_A_RECORD_ERROR
    return OTHER_GAME_ERROR


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
REVIEW_HEADING = ("Review: each move against the best one; values in "
                  "discs for {}.")
REVIEW_MOVE = "{:>3}. {} {:<4} {}"
REVIEW_PASS = "pass"
REVIEW_ONLY_MOVE = "the only move"
REVIEW_BEST = "{}, the best move"
# A move whose exact value beats the best other move's estimate.
REVIEW_NO_BETTER = "{}; no move known better ({} {})"
REVIEW_WORSE = "{}; best {} {}: {} lost"
# A move a hint recommended, that a deeper analysis (analyze's, for one)
# finds worse than another.
REVIEW_HINT_OVERRULED = ("{}, the hint's move; a deeper search finds {} "
                         "{} better: {} lost")
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
    hinted: bool = False  # whether a hint recommended it (its loss then
    # ... comes from a deeper analysis than the hint's: see Knowledge)


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
    hinted = recall_hint(board, piece, rules, settings) == move
    return JudgedMove(played, best, best.key - played.key, exact, hinted)


def get_opinion_for(opinion, piece, viewer):
    """Turns an opinion of a move of piece's into viewer's values (the
    same when viewer is piece; the disc difference the other way round
    otherwise).

    Parameters: opinion -- the Opinion, for piece; piece -- the side
        moving; viewer -- the side the values are for.
    Returns: the Opinion for viewer.
    """
    if viewer == piece:
        return opinion
    return dataclasses.replace(opinion, lower=-opinion.upper,
                               upper=-opinion.lower,
                               estimate=-opinion.estimate,
                               key=-opinion.key)


def format_review_move(number, piece, move, judged, board, write_square,
                       viewer=None):
    """Writes one move's line of a review.

    Parameters: number -- the move's number in the game (passes count);
        piece -- the side moving; move -- the move ([] for a pass);
        judged -- the JudgedMove (None for an only move; unused
        for a pass); board -- the position (for its shape); write_square
        -- the function (board, move) -> the square as the game writes
        it; viewer -- the side the values are for (None: the side
        moving); the discs lost are the mover's whoever the values are
        for.
    Returns: the line.
    """
    if len(move) == 0:
        return REVIEW_MOVE.format(number, piece, REVIEW_PASS, "").rstrip()
    square = write_square(board, move)
    if judged is None:
        return REVIEW_MOVE.format(number, piece, square, REVIEW_ONLY_MOVE)
    viewer = viewer or piece
    played = get_opinion_for(judged.played, piece, viewer)
    best = get_opinion_for(judged.best, piece, viewer)
    lost = judged.lost
    if judged.played.key > judged.best.key:
        return REVIEW_MOVE.format(number, piece, square,
                                  REVIEW_NO_BETTER.format(
                                      format_opinion_value(played),
                                      write_square(board, best.move),
                                      format_opinion_value(best)))
    if lost == 0:
        return REVIEW_MOVE.format(number, piece, square, REVIEW_BEST.format(
            format_opinion_value(played)))
    loss = count_discs(lost)
    if not judged.exact:
        loss = VALUE_ABOUT.format(loss)
    form = REVIEW_HINT_OVERRULED if judged.hinted else REVIEW_WORSE
    text = form.format(format_opinion_value(played),
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


def _judge_in_worker(work):
    """Judges a move in a worker process (work: _judge_move's arguments)."""
    return _judge_move(*work)


def _judge_game_moves(start, history, rules, settings, jobs):
    """Judges every move of a game, in order, as review_game shows them.
    With more than one job, the positions the session's analysis does
    not know yet (see Knowledge) are judged by that many worker
    processes at once, started afresh ("spawn", safe beside the window's
    threads) with a copy of the settings, and each a transposition table
    of at most TABLE_LIMIT positions. Each position's analysis is the
    one a single process makes, so the judgements are the same. Leaving
    early (Ctrl-C, a closed output) stops every worker at once.

    Parameters: start -- the position the game started from; history --
        its [piece, move] entries; rules -- the rule set; settings -- the
        Settings; jobs -- how many processes may judge at once.
    Returns: a generator of each entry's JudgedMove (None for a pass or
        an only move).
    """
    boards = []
    board = copy_board(start)
    for piece, move in history:
        boards.append(copy_board(board))
        if len(move) > 0:
            apply_rule_move(board, move[0], move[1], piece, rules)
    sent = []
    for number, (piece, move) in enumerate(history):
        board = boards[number]
        known = _find_knowledge(board, piece, rules, settings)
        if (len(move) > 0 and len(get_rule_moves(board, piece, rules)) > 1
                and (known is None or known.reach < settings.think)):
            sent.append(number)
    if jobs <= 1 or len(sent) <= 1:
        for number, (piece, move) in enumerate(history):
            if len(move) == 0:
                yield None
            else:
                yield _judge_move(boards[number], piece, move, rules,
                                  settings)
        return
    lent = dataclasses.replace(settings, memory={})
    works = [(boards[number], history[number][0], history[number][1],
              rules, lent) for number in sent]
    with start_workers(min(jobs, len(sent))) as pool:
        judged_there = pool.imap(_judge_in_worker, works)
        for number, (piece, move) in enumerate(history):
            if len(move) == 0:
                yield None
            elif number in sent:
                judged = next(judged_there)
                if judged is not None:
                    judged.hinted = recall_hint(boards[number], piece,
                                                rules, settings) == move
                yield judged
            else:
                yield _judge_move(boards[number], piece, move, rules,
                                  settings)


def list_with_hindsight(judgements, history, sign):
    """Passes on each move's JudgedMove, the played move's value made
    exact where the analysis of the next position found that exactly
    (near the end it always does: see ANALYSIS_EXACT_EMPTIES), so a move
    just before that is never marked from an estimate the next line's
    exact value refutes. The best move is then the better of the two.

    Parameters: judgements -- _judge_game_moves' generator, an entry a
        history entry; history -- the game's [piece, move] entries;
        sign -- 1 when the most discs win, -1 when the fewest do.
    Returns: a generator of the JudgedMoves (None for a pass or an
        only move), one history entry behind the judgements.
    """
    ahead = []
    for number in range(len(history)):
        # The judgements of this entry and of the two after it.
        while len(ahead) < 3 and number + len(ahead) < len(history):
            ahead.append(next(judgements))
        judged = ahead.pop(0)
        following = [number + 1 + index for index in range(len(ahead))
                     if len(history[number + 1 + index][1]) > 0]
        if judged is None or len(following) == 0:
            yield judged
            continue
        # The next move's side (after a pass, the same side again).
        later = ahead[following[0] - number - 1]
        if later is None or not is_exact_opinion(later.best):
            yield judged
            continue
        value = later.best.lower
        if history[following[0]][0] != history[number][0]:
            value = -value
        yield _judge_with_value(judged, value, sign)


def _judge_with_value(judged, value, sign):
    """Gives a JudgedMove the exact value of the move played (see
    list_with_hindsight).

    Parameters: judged -- the JudgedMove; value -- the move's exact
        value, the final disc difference for its side; sign -- as
        list_with_hindsight's.
    Returns: the JudgedMove.
    """
    played = dataclasses.replace(judged.played, lower=value, upper=value,
                                 estimate=value, key=sign * value)
    best = judged.best
    if best.move == played.move:
        best = played
    return dataclasses.replace(
        judged, played=played, best=best,
        lost=max(0, best.key - played.key),
        exact=is_exact_opinion(best) and best.key >= played.key)


def review_game(start, history, rules, settings, write_square, names,
                show_line, note_judged=None, jobs=1):
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
        (judged a JudgedMove, None for a pass or an only move); jobs --
        how many processes may judge moves at once (1: this one).
    Returns: {piece: its ReviewTally}.
    """
    board = copy_board(start)
    tally = {piece: ReviewTally([0] * len(MARK_NAMES), 0) for piece in names}
    # Every value is for the side that moved first, as the graph's are.
    first = history[0][0]
    show_line(REVIEW_HEADING.format(first))
    opening, reached = find_opening_name(start, history, rules)
    if len(opening) > 0:
        show_line(OPENING_REVIEW_LINE.format(format_opening_name(opening),
                                             reached))
    judgements = list_with_hindsight(
        _judge_game_moves(start, history, rules, settings, jobs), history,
        get_win_sign(settings))
    for number in range(1, len(history) + 1):
        piece, move = history[number - 1]
        judged = next(judgements)
        show_line(format_review_move(number, piece, move, judged, board,
                                     write_square, first))
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
# A line is echoed with a space for a character that separates words
# (a tab) and any other character that is not printable as its escape,
# so no line typed can drive the terminal; a carriage return ending it
# (a file from Windows) is not echoed.
CARRIAGE_RETURN = "\r"
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
# The side to play in a status line, when the side due must pass.
STATUS_PASSING_SIDE = "{} must pass: {}"
STATUS_SEPARATOR = " "
SENTENCE_ENDS = ".!?"
FULL_STOP = "."
# Work that may take more than about half a second shows that it is
# going on, on standard error when that is a terminal (so piped output
# never carries it): a line such as 'thinking... 2 s', written again in
# place every PROGRESS_SECONDS once the work has run that long, and
# wiped when it ends. Meanwhile a terminal at standard input does not
# show what is typed (the ECHO flag of its local modes, the entry
# TERMINAL_LOCAL_MODES of its termios settings), so a line typed ahead
# does not run into the progress line: it waits, unshown, for the next
# prompt, which shows it.
PROGRESS_SECONDS = 0.5
PROGRESS_LINE = "\r{} {:.0f} s"
PROGRESS_WIPE = "\r{}\r"
TERMINAL_LOCAL_MODES = 3
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
# What the prompt says when Ctrl-C stops a word's work (at a terminal).
INTERRUPTED_WORD_MESSAGE = "Stopped. The game goes on."
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
    side_names: dict = dataclasses.field(default_factory=dict)
    # ... {piece: name} the final line calls the sides of a game that
    # ... was over when it was loaded: the people its file names, or
    # ... their colours ({}: as get_side_name does)


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


def describe_side(piece, game, label=None):
    """Names a side with its piece, such as 'you (X)' or 'the computer
    (O)'; a side named by its piece is just the piece.

    Parameters: piece -- the side; game -- the Game; label -- what to
        call the piece instead (None: the piece; the window says its
        disc's colour).
    Returns: the description as a string.
    """
    name = get_side_name(piece, game)
    label = label or piece
    if name == piece:
        return label
    return NAME_WITH_PIECE.format(name, label)


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
        At a terminal, Ctrl-C during a word's work stops the work, and
        Ctrl-C at the prompt is quit (asking first when moves are
        unsaved).
    Raises: EOFError when the input ends; KeyboardInterrupt for Ctrl-C
        from piped input, or at the quit question.
    """
    prompt = _format_move_prompt(state)
    # Ctrl-C's handler, put back after a Ctrl-C the prompt takes (the
    # program's handler ignores Ctrl-C once it has raised).
    handler = signal.getsignal(signal.SIGINT)
    at_terminal = reads_a_terminal()
    while True:
        try:
            text = read_line(prompt)
        except KeyboardInterrupt:
            if not at_terminal:
                raise
            # Ctrl-C at the prompt is quit, which asks first when moves
            # are unsaved; a second Ctrl-C there ends the game.
            signal.signal(signal.SIGINT, handler)
            print()
            text = QUIT_WORDS[0]
        word = find_word(state.game.words, text.split())
        if word is not None:
            try:
                reply = answer_word(state, word, text)
            except KeyboardInterrupt:
                if not at_terminal or text == QUIT_WORDS[0]:
                    raise
                # Ctrl-C during a word's work stops the work only.
                signal.signal(signal.SIGINT, handler)
                reply = [ACTION_ASK, INTERRUPTED_WORD_MESSAGE]
                print()
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
    shown_modes = _hide_typing()
    thread.start()
    try:
        return work()
    finally:
        done.set()
        thread.join()
        if shown_modes is not None:
            _set_terminal_modes(shown_modes)


def _hide_typing():
    """Stops the terminal at standard input showing what is typed (see
    TERMINAL_LOCAL_MODES), when it is the program's terminal and the
    program is its foreground job.

    Parameters: none.
    Returns: the terminal's modes before, or None when they are as they
        were (no terminal, a background job, or no termios: Windows).
    """
    try:
        import termios
    except ImportError:
        return None
    if not reads_a_terminal():
        return None
    try:
        descriptor = sys.stdin.fileno()
        if os.tcgetpgrp(descriptor) != os.getpgrp():
            return None
        shown_modes = termios.tcgetattr(descriptor)
        hidden_modes = list(shown_modes)
        hidden_modes[TERMINAL_LOCAL_MODES] &= ~termios.ECHO
        termios.tcsetattr(descriptor, termios.TCSANOW, hidden_modes)
    except (OSError, ValueError, termios.error):
        return None
    return shown_modes


def _set_terminal_modes(modes):
    """Sets the modes of the terminal at standard input (those
    _hide_typing found), unless it has gone (hung up).

    Parameters: modes -- the termios settings.
    Returns: None.
    """
    import termios
    try:
        termios.tcsetattr(sys.stdin.fileno(), termios.TCSANOW, modes)
    except (OSError, ValueError, termios.error):
        pass


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


def read_raw_line_start(limit=MAX_LINE_BYTES):
    """Reads one line of standard input as bytes, so no byte can make
    decoding fail, and at most limit bytes of it at a time, so no line
    can fill the memory.

    Parameters: limit -- the longest line read (MAX_LINE_BYTES, or more
        for a protocol whose lines carry whole games).
    Returns: a pair [line, start]: the line's bytes without the newline
        and those bytes again; for a line longer than limit (read to its
        end and dropped), None and its first limit bytes.
    Raises: EOFError at the end of input, or when standard input is
        closed or cannot be read.
    """
    if sys.stdin is None:
        raise EOFError
    try:
        raw_line = sys.stdin.buffer.readline(limit + 1)
    except OSError:
        # Input that cannot be read (say, not open for reading) ends the
        # game as the end of input does.
        raise EOFError
    if not raw_line:
        raise EOFError
    if len(raw_line) > limit and not raw_line.endswith(NEWLINE_BYTES):
        rest = raw_line
        while rest and not rest.endswith(NEWLINE_BYTES):
            try:
                rest = sys.stdin.buffer.readline(MAX_LINE_BYTES)
            except OSError:
                raise EOFError
        return [None, raw_line[:limit]]
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
        print(format_echo(raw_line.decode(ECHO_ENCODING, INPUT_ERRORS)))
        sys.stdout.flush()
    return decode_line(raw_line)


def format_echo(text):
    """Writes a line read as its echo shows it (see CARRIAGE_RETURN): its
    words stay as they are, so the echo reads as the same move.

    Parameters: text -- the line, decoded.
    Returns: the line to show.
    """
    return "".join(SPACE if character.isspace() else escape_text(character)
                   for character in text.removesuffix(CARRIAGE_RETURN))


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
    """Finds the hint's move by the same analysis a review makes of the
    position (analyse_moves in the think time), so that a review never
    says the hint's move lost discs against a search of the same depth:
    its best move and what is known of its value. When that value is
    exact, the strongest computer also plays the game out, for the
    final score with best play (its move, when two are equally good).

    Parameters: board -- the 2D list of pieces; piece -- the side to
        move; game -- the Game (its rules and settings).
    Returns: the Analysis, or None when the side has no legal move.
    """
    settings = get_game_settings(game)
    opinions = analyse_moves(board, piece, game.rules, settings,
                             settings.think)
    if len(opinions) == 0:
        return None
    best = opinions[0]
    remember_hint(board, piece, game.rules, settings, best.move)
    if is_exact_opinion(best):
        played_out = analyse_position(board, piece, game.rules,
                                      STRONGEST_PLAYER, settings, True)
        if played_out.exact and played_out.value * get_win_sign(
                settings) == best.lower:
            played_out.opinion = best
            return played_out
    return Analysis(piece, best.move, best.key, is_exact_opinion(best), [],
                    best)


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
    if len(final) == 0 and analysis.opinion is not None:
        return line + BEST_MOVE_VALUE.format(format_opinion_value(
            analysis.opinion), analysis.piece)
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


def list_best_line(board, analysis, game):
    """Writes the hint's expected line, when its analysis has one.

    Parameters: board -- the 2D list of pieces (for its shape); analysis
        -- the hint's Analysis (see analyse_hint); game -- the Game (how
        it writes squares).
    Returns: [] or [the line] (see BEST_LINE_MESSAGE).
    """
    opinion = analysis.opinion
    if opinion is None or len(opinion.line) == 0:
        return []
    return [BEST_LINE_MESSAGE.format(format_best_line(board, opinion,
                                                      game.write_square))]


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


def find_last_flips(start, first_piece, history, rules):
    """Finds the pieces the last move of a game flipped, for a display
    to mark as it marks them after any move.

    Parameters: start, first_piece, history, rules -- as replay_moves.
    Returns: the [row, col] squares ([] with no move yet, or after a
        pass).
    """
    if len(history) == 0 or len(history[-1][1]) == 0:
        return []
    piece, move = history[-1]
    board = replay_moves(start, first_piece, history[:-1], rules)[0]
    return apply_rule_move(board, move[0], move[1], piece, rules)


def name_loaded_sides(state, side_names):
    """Has the final line of a game that was over when it was loaded
    name its sides as its file names the people who played them, not as
    this program's players.

    Parameters: state -- the GameState (changed); side_names -- the
        LoadedGame's side_names ({} for a record of this program, whose
        players are the game's own).
    Returns: None.
    """
    state.side_names = {}
    if is_state_over(state):
        state.side_names = dict(side_names)


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


def format_status(state, form=STATUS_MESSAGE, labels=None):
    """Writes the status line of a game under way: the move number, each
    side's count, whose turn it is and the opening's name (Othello);
    once the game is over, why it ended, the score and the winner.

    Parameters: state -- the GameState; form -- the line's form, with
        the move number, X's and O's counts and the side to move;
        labels -- None, or {piece: what to call it} (see describe_side).
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
    line = form.format(
        len(state.history) + 1, count_pieces(board, PLAYER_PIECE),
        count_pieces(board, COMPUTER_PIECE), describe_turn(state, labels))
    names = find_opening_name(state.start, state.history,
                              state.game.rules)[0]
    if len(names) > 0:
        line += OPENING_STATUS.format(names[0])
    return line


def describe_turn(state, labels=None):
    """Names the side to play in a game that goes on, as a sentence
    starts: the side due, or, when it must pass, it and the side that
    plays instead ('You (X) must pass: the computer (O)').

    Parameters: state -- the GameState; labels -- None, or {piece: what
        to call it} (see describe_side).
    Returns: the phrase.
    """
    labels = labels or {}
    due = state.due
    side = capitalize_first(describe_side(due, state.game, labels.get(due)))
    if not must_pass(state):
        return side
    other = get_opponent(due)
    return STATUS_PASSING_SIDE.format(side, describe_side(
        other, state.game, labels.get(other)))


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


def can_take_back(state):
    """Tells whether undo has a move to take back (see take_back)."""
    return _find_undo_point(state.history, state.game) >= 0


def can_play_again(state):
    """Tells whether redo has moves to play again (see play_again):
    undo took some back, and no move was made since.

    Parameters: state -- the GameState.
    Returns: True or False.
    """
    taken_back = state.taken_back
    return len(taken_back) > 0 and taken_back[-1][0] == state.history


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
    if not can_play_again(state):
        # A move made since undo starts a new line: forget the old one.
        taken_back.clear()
        return [False, [NOTHING_TO_REDO_MESSAGE]]
    entries = taken_back.pop()[1]
    history.extend(entries)
    lines = [format_taken_back(state, entries, REDONE_MESSAGE)]
    return [True, lines + set_history(state)]


def set_history(state):
    """Brings the board, the side due and the last move's flips in line
    with the game's history after undo or redo changed it, and runs the
    after-turn steps.

    Parameters: state -- the GameState (changed).
    Returns: the lines the after-turn steps said.
    """
    game = state.game
    replayed = replay_moves(state.start, game.first,
                            state.history, game.rules)
    # The board is changed in place: the caller's board is the game's.
    state.board[:] = replayed[0]
    state.due = replayed[1]
    state.flips = find_last_flips(state.start, game.first, state.history,
                                  game.rules)
    # The game's own players play on from here.
    state.side_names = {}
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
    elif winner in state.side_names:
        # Nobody here played the loaded game: its people won or lost it.
        winner_line = SIDE_WINS_MESSAGE.format(state.side_names[winner])
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
# load plays on from another game: a file of any format (see GAME
# FORMATS; load FILE N: the game N of a file of several) or a move
# string, under the same rules, with the same players.
LOAD_WORD = "load"
HELP_LOAD = "play on from a game file (FILE N: its game N)"
HELP_LOAD_MOVES = "play on from a game file (FILE N: its game N) or moves"
LOAD_USAGE_MESSAGE = ("Type load and a game file's name or a move string "
                      "(for example: load f5d6c3).")
LOADED_MESSAGE = "Loaded {}: the game goes on from turn {}."
LOADED_OVER_MESSAGE = "Loaded {}: the game is over."
NOT_LOADED_MESSAGE = "Not loaded: {}."
# What messages call a game typed after load rather than a file.
LOAD_TEXT_SOURCE = "the game typed"
LOAD_CHOICE_MESSAGE = "Type load {} N to play on from game N."
LOAD_RULES_ERROR = "{}: a game of {} rules, not {}"
LOAD_WIN_ERROR = "{}: a game the {} discs win, not the {}"
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
HELP_REVIEW = "judge the game so far (review all: every move)"
# At a terminal the word review leads with what a player reads first,
# so it fits a 24-line screen: the summary, then the marked moves;
# review all (and piped input) lists every move as it is judged.
REVIEW_ALL_WORD = "all"
REVIEWING_TEXT = "reviewing the game..."
REVIEW_MARKED_HEADING = "Marked moves:"
REVIEW_NONE_MARKED = "No move earned a mark."
REVIEW_ALL_NOTE = "Type review all to see every move."
REVIEW_USAGE_MESSAGE = "Type review, or review all for every move."
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
        lines += list_best_line(board, analysis, game)
    return [ACTION_ASK, "\n".join(lines)]


def get_terminal_jobs():
    """Chooses how many processes the words analyze and review use: the
    machine's cores when a player types at a terminal, and one (no
    worker) when the input is piped, so a transcript never depends on
    them.

    Parameters: none.
    Returns: the number of processes.
    """
    stream = sys.stdin
    if stream is None or not stream.isatty():
        return 1
    return count_cores()


def answer_analyze(state, argument):
    """Answers the word analyze: every legal move of the side due with
    its value, best first, as --analyze gives it (see analyse_moves).

    Parameters: state -- the GameState; argument -- not used.
    Returns: [ACTION_ASK, the lines].
    """
    game = state.game
    board = state.board
    opinions = run_with_progress(ANALYSING_TEXT, functools.partial(
        analyse_moves_together, board, state.due, game.rules,
        get_game_settings(game), get_terminal_jobs()))
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
    against the best one (see review_game). With all, or from piped
    input, each move's line is shown as soon as it is judged, then the
    summary; otherwise (at a terminal) the summary comes first, then
    only the marked moves (see lead_review).

    Parameters: state -- the GameState; argument -- '' or
        REVIEW_ALL_WORD.
    Returns: [ACTION_ASK, ''] (the lines are shown as they come), or
        [ACTION_ASK, the led review, REVIEW_NO_MOVES before the first
        move, or REVIEW_USAGE_MESSAGE for another argument].
    """
    game = state.game
    if argument.lower() not in ["", REVIEW_ALL_WORD]:
        return [ACTION_ASK, REVIEW_USAGE_MESSAGE]
    if len(state.history) == 0:
        return [ACTION_ASK, REVIEW_NO_MOVES]
    names = get_review_names(game.player_names)
    review = functools.partial(review_game, state.start, state.history,
                               game.rules, get_game_settings(game),
                               game.write_square, names,
                               jobs=get_terminal_jobs())
    if argument != "" or not reads_a_terminal():
        review(show)
        return [ACTION_ASK, ""]
    lines = []
    marked = []

    def note_judged(number, piece, judged):
        # The move's line has just been shown: it is the last one.
        if judged is not None and get_review_mark(judged.lost) >= 0:
            marked.append(lines[-1])
    run_with_progress(REVIEWING_TEXT, functools.partial(
        review, lines.append, note_judged))
    return [ACTION_ASK, lead_review(lines, marked, len(state.history),
                                    len(names))]


def lead_review(lines, marked, move_count, summaries):
    """Orders a review's lines for a screen: the heading lines and the
    summary, then the marked moves' lines, then how to see every move.

    Parameters: lines -- review_game's lines (the heading and the
        opening's name, a line a move, the summary); marked -- the
        marked moves' lines; move_count -- the moves reviewed;
        summaries -- how many summary lines end it.
    Returns: the lines as one string, joined by newlines.
    """
    led = lines[:len(lines) - move_count - summaries] + lines[-summaries:]
    if len(marked) == 0:
        led.append(REVIEW_NONE_MARKED)
    else:
        led.append(REVIEW_MARKED_HEADING)
        led += marked
    led.append(REVIEW_ALL_NOTE)
    return "\n".join(led)


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
    """Writes a game's record to a file (GGF when its name ends in .ggf),
    and notes that the game is saved and the file is its own (see
    check_file_to_replace).

    Parameters: state -- the GameState (changed when it is saved); path
        -- the file's name.
    Returns: '' when it was written, otherwise the reason it was not.
    """
    reason = write_saved_game(state, path)
    if reason == "":
        state.saved_history = list(state.history)
        state.own_files.add(os.path.realpath(path))
    return reason


def answer_load(state, argument):
    """Answers the word load: the game named (a file, or a move string)
    replaces the one under way, if it is played under the same rules and
    won the same way; the players stay. A file of several games is
    listed unless a number follows its name.

    Parameters: state -- the GameState (changed when a game is loaded);
        argument -- the file's name (and a game's number), or the moves.
    Returns: [ACTION_RESTART, what was loaded] or [ACTION_ASK, why not,
        or the list of a file's games].
    """
    if argument == "":
        return [ACTION_ASK, LOAD_USAGE_MESSAGE]
    text, number = _split_load_argument(argument)
    game_file, source = read_named_game(text, LOAD_TEXT_SOURCE)
    shown = show_path(source)
    if number is None and len(game_file.games) > 1:
        return [ACTION_ASK, "\n".join(list_filed_games(game_file, source)
                                      + [LOAD_CHOICE_MESSAGE.format(shown)])]
    loaded = choose_filed_game(game_file, number, source)
    game = state.game
    if loaded.error == "" and loaded.rules != game.rules:
        loaded.error = LOAD_RULES_ERROR.format(shown, loaded.rules.name,
                                               game.rules.name)
    elif loaded.error == "" and loaded.win != game.win:
        loaded.error = LOAD_WIN_ERROR.format(shown, loaded.win, game.win)
    if loaded.error != "":
        # A rule's reason ends with its own full stop.
        return [ACTION_ASK, NOT_LOADED_MESSAGE.format(
            loaded.error.rstrip(FULL_STOP))]
    # The game's start is the loaded one's; its players and rules stay.
    game.first = loaded.first
    game.top_left = loaded.top_left
    state.board[:] = copy_board(loaded.board)
    state.start = loaded.start
    state.history = list(loaded.history)
    state.due = replay_moves(loaded.start, game.first, state.history,
                             game.rules)[1]
    state.flips = []
    state.taken_back = []
    state.saved_history = list(state.history)
    if source != LOAD_TEXT_SOURCE:
        state.own_files.add(os.path.realpath(source))
    name_loaded_sides(state, loaded.side_names)
    lines = [LOADED_MESSAGE.format(shown, len(state.history) + 1)]
    if is_state_over(state):
        lines = [LOADED_OVER_MESSAGE.format(shown)]
    return [ACTION_RESTART, "\n".join(lines + run_after_turn(state))]


def _split_load_argument(argument):
    """Splits what follows load into the game's name (or moves) and the
    number of a game of a file of several: FILE N, when FILE names a
    file and N is a whole number.

    Parameters: argument -- the text after the word.
    Returns: a pair [text, number]: the name or the moves, and the
        number (None when none is given).
    """
    parts = argument.rsplit(None, 1)
    if (not os.path.lexists(argument) and len(parts) == 2
            and os.path.lexists(parts[0]) and parts[1].isdigit()):
        return [parts[0], int(parts[1])]
    return [argument, None]


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
    move), undo, redo, save, save!, load and moves.

    Parameters: rules -- the rule set.
    Returns: the Words.
    """
    words = [Word([HINT_WORD], HINT_WORD, HELP_HINT, answer_hint),
             Word(ANALYZE_WORDS, ANALYZE_WORDS[0], HELP_ANALYZE,
                  answer_analyze),
             Word([REVIEW_WORD], REVIEW_WORD, HELP_REVIEW, answer_review,
                  True)]
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
    load_help = HELP_LOAD
    moves_help = HELP_MOVE_LIST
    if rules.square_names:
        load_help = HELP_LOAD_MOVES
        moves_help = HELP_MOVES
    words.append(Word([LOAD_WORD], LOAD_WORD + FILE_ARGUMENT, load_help,
                      answer_load, True))
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


def _create_gtp_session(rules, player, settings):
    """Starts a GtpSession at the start position.

    Parameters: rules -- the rule set; player -- the computer genmove
        plays as; settings -- the Settings.
    Returns: the GtpSession.
    """
    return GtpSession(rules, create_start_board(rules=rules), [],
                      player, settings)


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


def play_gtp(rules, read_line, player=LEVEL5_PLAYER, settings=None):
    """Runs the engine: reads GTP commands until quit or the end of the
    input, answering each with exactly one answer (a line too long to
    read gets GTP_TOO_LONG, with its id).

    Parameters: rules -- the rule set (standard or simple); read_line --
        a function of no arguments returning the next input line as
        read_gtp_line does; player -- the computer genmove plays as
        (--level); settings -- the Settings (--think and --seed; None:
        the defaults).
    Returns: EXIT_OK.
    """
    session = _create_gtp_session(rules, player,
                                  settings or create_settings())
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
# NBOARD PROTOCOL (--protocol nboard: proj2 as NBoard's engine)
# ======================================================================

# The NBoard protocol (version 2), which the NBoard GUI speaks to Edax,
# Ntest and other Othello engines: one command a line from the GUI, and
# only some of them answered. The engine keeps the position at the end
# of the game the GUI last set (set game, a GGF game) and the moves it
# played since (move F5/eval/time, PA for a pass); a side with no move
# passes by itself. hint N sends the N best moves of the shared analysis
# (the terminal's hint's), each "search MOVE EVAL 0 DEPTH KIND" or, from
# the opening book, "book MOVE EVAL 0 DEPTH KIND", between two status
# lines (MOVE is the move and its expected line, run together, as the
# protocol's principal variation: F5D6C3). DEPTH is as NBoard reads it:
# 100% for an exact value (solved), 100%W for a value whose result alone
# is proven (a win: at least +1; a loss: at most -1), otherwise the
# plies the search looked ahead (0 for the book's values). go sends the
# move of the computer --level names (level5 by default, from the book
# where it has the position) as "=== MOVE/EVAL/TIME" and does not play
# it (NBoard sends it back with move). EVAL is in discs for the side to
# move. set depth N is the GUI's choice of strength: hint's and go's
# searches look at most N plies ahead, and the endgame is solved exactly
# only from N empty squares or fewer (and no earlier than without it);
# the think time (--think) still bounds every search. ping N is answered
# pong N, learn learned; set contempt is accepted; a command the engine
# does not know is ignored, as the protocol asks. A set game that cannot
# be read (not a GGF Othello game, or a line over NBOARD_MAX_LINE_BYTES)
# is answered with a status line saying why, and the engine then has no
# game: move, hint and go are refused, each with a status line, until a
# game is set.
NBOARD_NAME_LINE = "set myname " + GTP_NAME
NBOARD_STATUS = "status"
NBOARD_THINKING = "status " + GTP_NAME + " is thinking"
NBOARD_ANALYZING = "status " + GTP_NAME + " is analyzing"
NBOARD_ERROR = "status {}"
NBOARD_SEARCH_LINE = "{} {} {:.2f} 0 {} {}"
NBOARD_EXACT_DEPTH = "100%"
NBOARD_PROVEN_DEPTH = "100%W"
NBOARD_SEARCH = "search"
NBOARD_BOOK = "book"
NBOARD_MOVE_LINE = "=== {}/{:.2f}/{:.1f}"
NBOARD_FORCED_LINE = "=== {}"
NBOARD_PONG = "pong {}"
NBOARD_LEARNED = "learned"
NBOARD_PASS = "PA"
NBOARD_MOVE_SEPARATOR = "/"
NBOARD_SET = "set"
NBOARD_GAME = "game"
NBOARD_DEPTH = "depth"
NBOARD_QUIT = "quit"
NBOARD_SOURCE = "set game"
NBOARD_BAD_MOVE = "{} is not a legal move here"
NBOARD_BAD_NUMBER = "{} is not a whole number"
NBOARD_BAD_DEPTH = "a depth of {} plies: set depth takes 1 or more"
NBOARD_NOT_OTHELLO = ("this engine plays Othello on the 8x8 board, the "
                      "most discs winning")
NBOARD_GAME_OVER = "the game is over: there is no move to play"
NBOARD_NOT_A_PASS = "PA is not a move here: the side to move has a move"
NBOARD_NO_GAME = "no game is set (the last set game could not be read)"
# A set game line holds a whole game, with its players' names and any
# comments: it is read up to NBOARD_MAX_LINE_BYTES, as much as a game
# file may hold (other lines are short). A line is cut into its
# command, the command's first word and the rest (set game's GGF), kept
# whole.
NBOARD_MAX_LINE_BYTES = MAX_RECORD_BYTES
NBOARD_SPLITS = 2
NBOARD_TOO_LONG = "set game: the line is over {} bytes, more than is read"
PROTOCOL_NBOARD = "nboard"


@dataclasses.dataclass
class NboardSession:
    """What the engine keeps from one NBoard command to the next."""
    board: list          # the 2D list of pieces, changed in place
    due: str             # the side to move (EMPTY when the game is over)
    settings: Settings   # the searches' settings (think time, seed,
    # ... memory, and set depth's depth_limit)
    player: str = STRONGEST_PLAYER  # the computer go plays as (--level)
    passed: bool = False  # whether the side to move came by a pass the
    # ... GUI may still send (move PA)
    game_error: str = ""  # why the last set game could not be read ('':
    # ... it was, and the session has its game)


def set_nboard_position(session, board, due):
    """Puts a position in the session, passing for a side with no move.

    Parameters: session -- the NboardSession (changed); board -- the 2D
        list of pieces; due -- the side whose turn it is.
    Returns: None.
    """
    session.board = board
    session.due = get_side_to_move(board, due, STANDARD_RULES)
    session.passed = session.due not in (due, EMPTY)


def answer_nboard_set(session, words):
    """set game GGF: the position at its end; set depth N: the searches'
    depth limit (see Settings); any other set is accepted and ignored.

    Parameters: session -- the NboardSession (changed); words -- the
        words after set.
    Returns: the lines to send: [] or one status line saying why the
        game or the depth was refused.
    """
    if len(words) == 0:
        return []
    if words[0] == NBOARD_DEPTH and len(words) > 1:
        depth = parse_whole_number(words[1])
        if depth is None:
            return [NBOARD_ERROR.format(NBOARD_BAD_NUMBER.format(
                quote_text(words[1])))]
        if depth < 1:
            return [NBOARD_ERROR.format(NBOARD_BAD_DEPTH.format(depth))]
        if depth != session.settings.depth_limit:
            # What was analysed at another depth is not this depth's.
            session.settings.depth_limit = depth
            session.settings.memory.clear()
        return []
    if words[0] != NBOARD_GAME:
        return []
    loaded = choose_filed_game(read_ggf_text(SPACE.join(words[1:]),
                                             NBOARD_SOURCE), None, NBOARD_SOURCE)
    if loaded.error == "" and (loaded.win != WIN_MOST or not is_book_game(
            build_engine(loaded.rules, len(loaded.start),
                         len(loaded.start[0])), 1)):
        loaded.error = NBOARD_NOT_OTHELLO
    session.game_error = loaded.error
    if loaded.error != "":
        return [NBOARD_ERROR.format(loaded.error)]
    due = loaded.first
    if len(loaded.history) > 0:
        due = get_opponent(loaded.history[-1][0])
    set_nboard_position(session, loaded.board, due)
    return []


def answer_nboard_long_line(session, start):
    """Answers a line too long to read: a set game is refused (the
    session then has no game until one is set); any other line is
    ignored, as an unknown command is.

    Parameters: session -- the NboardSession (changed); start -- the
        text of the line's start.
    Returns: the lines to send: [] or the status line saying why.
    """
    if start.split()[:NBOARD_SPLITS] != [NBOARD_SET, NBOARD_GAME]:
        return []
    session.game_error = NBOARD_TOO_LONG.format(NBOARD_MAX_LINE_BYTES)
    return [NBOARD_ERROR.format(session.game_error)]


def refuse_without_game(answer):
    """Wraps a command that needs the game (move, hint, go) so that it
    is refused, with a status line, while the last set game could not be
    read.

    Parameters: answer -- the command's function (session, words).
    Returns: the function that answers in its place.
    """
    def answer_with_game(session, words):
        if session.game_error != "":
            return [NBOARD_ERROR.format(NBOARD_NO_GAME)]
        return answer(session, words)
    return answer_with_game


def answer_nboard_move(session, words):
    """move MOVE/EVAL/TIME: plays the move (PA: a pass) for the side to
    move, when it is legal.

    Parameters: session -- the NboardSession (changed); words -- [the
        move with its evaluation and time].
    Returns: the lines to send: [], or a status line when the move is
        not legal here.
    """
    word = words[0].split(NBOARD_MOVE_SEPARATOR)[0] if words else ""
    board = session.board
    if word.upper() == NBOARD_PASS:
        # A stuck side has passed already (see set_nboard_position).
        if not session.passed:
            return [NBOARD_ERROR.format(NBOARD_NOT_A_PASS)]
        session.passed = False
        return []
    move = _parse_gtp_vertex(word, board)
    if (move is None or len(move) == 0 or session.due == EMPTY
            or move not in get_rule_moves(board, session.due,
                                          STANDARD_RULES)):
        return [NBOARD_ERROR.format(NBOARD_BAD_MOVE.format(
            quote_text(word)))]
    apply_rule_move(board, move[0], move[1], session.due, STANDARD_RULES)
    set_nboard_position(session, board, get_opponent(session.due))
    return []


def format_nboard_opinion(board, opinion):
    """Writes one of hint's lines (see NBOARD_SEARCH_LINE), the move's
    expected line as its principal variation.

    Parameters: board -- the 2D list of pieces; opinion -- the move's
        Opinion.
    Returns: the line.
    """
    kind = NBOARD_SEARCH
    if opinion.book:
        kind = NBOARD_BOOK
    depth = opinion.depth
    if is_exact_opinion(opinion):
        depth = NBOARD_EXACT_DEPTH
    elif opinion.lower > 0 or opinion.upper < 0:
        depth = NBOARD_PROVEN_DEPTH
    line = opinion.line or [opinion.move]
    return NBOARD_SEARCH_LINE.format(
        kind, "".join([format_square_name(board, move).upper()
                       if len(move) > 0 else NBOARD_PASS for move in line]),
        opinion.key, depth, get_value_kind(opinion))


def answer_nboard_hint(session, words):
    """hint N: the N best moves, as the terminal's hint values them.

    Parameters: session -- the NboardSession; words -- [N].
    Returns: the lines to send.
    """
    count = parse_whole_number(words[0]) if words else 1
    if session.due == EMPTY:
        return [NBOARD_ERROR.format(NBOARD_GAME_OVER)]
    opinions = analyse_moves(session.board, session.due, STANDARD_RULES,
                             session.settings, session.settings.think)
    lines = [NBOARD_ANALYZING]
    for opinion in opinions[:max(1, count or 1)]:
        lines.append(format_nboard_opinion(session.board, opinion))
    return lines + [NBOARD_STATUS]


def answer_nboard_go(session, words):
    """go: the move the session's computer would play and its value (not
    played).

    Parameters: session -- the NboardSession; words -- not used.
    Returns: the lines to send: the status, the move, the status
        cleared.
    """
    board = session.board
    piece = session.due
    if piece == EMPTY:
        return [NBOARD_ERROR.format(NBOARD_GAME_OVER)]
    started = time.perf_counter()
    moves = get_rule_moves(board, piece, STANDARD_RULES)
    if len(moves) == 1:
        return [NBOARD_FORCED_LINE.format(
            format_square_name(board, moves[0]).upper())]
    engine = build_engine(STANDARD_RULES, len(board), len(board[0]))
    own, opponent = get_engine_bits(board, piece, engine)
    valued = []
    # The strongest alone plays from the book (see choose_search_move).
    if session.player == STRONGEST_PLAYER:
        valued = find_book_moves(own, opponent, engine, 1)
    if valued:
        bit = choose_book_move(valued, session.settings.random_numbers)
        move = get_bit_square(bit, engine)
        value = dict(valued)[bit]
    else:
        analysis = analyse_position(board, piece, STANDARD_RULES,
                                    session.player, session.settings,
                                    False)
        move = analysis.move
        value = _get_unwon_score(analysis.value)
    return [NBOARD_THINKING, NBOARD_MOVE_LINE.format(
        format_square_name(board, move).upper(), value,
        time.perf_counter() - started), NBOARD_STATUS]


def answer_nboard_ping(session, words):
    """ping N: pong N (the engine thinks only while it answers)."""
    return [NBOARD_PONG.format(SPACE.join(words)).rstrip()]


def answer_nboard_learn(session, words):
    """learn: learned (the book is the program's own, not learned)."""
    return [NBOARD_LEARNED]


def answer_nboard_version(session, words):
    """nboard VERSION: the engine's name, as Edax and Ntest send it."""
    return [NBOARD_NAME_LINE]


# Every command the engine answers, by its first word.
NBOARD_COMMANDS = {"nboard": answer_nboard_version,
                   NBOARD_SET: answer_nboard_set,
                   "move": refuse_without_game(answer_nboard_move),
                   "hint": refuse_without_game(answer_nboard_hint),
                   "go": refuse_without_game(answer_nboard_go),
                   "ping": answer_nboard_ping,
                   "learn": answer_nboard_learn}


def play_nboard(read_line, settings=None, player=STRONGEST_PLAYER):
    """Runs the engine: reads NBoard commands until quit or the end of
    the input, sending each answer's lines at once.

    Parameters: read_line -- a function of no arguments returning the
        next input line as read_nboard_line does; settings -- the
        Settings (--think and --seed; None: the defaults); player --
        the computer go plays as (--level).
    Returns: EXIT_OK.
    """
    settings = settings or create_settings()
    session = NboardSession(create_start_board(rules=STANDARD_RULES),
                            PLAYER_PIECE, settings, player)
    while True:
        try:
            line, start = read_line()
        except EOFError:
            return EXIT_OK
        answers = []
        if line is None:
            answers = answer_nboard_long_line(session, start)
        else:
            words = line.split(None, NBOARD_SPLITS)
            if len(words) > 0 and words[0] == NBOARD_QUIT:
                return EXIT_OK
            if len(words) > 0 and words[0] in NBOARD_COMMANDS:
                answers = NBOARD_COMMANDS[words[0]](session, words[1:])
        for answer in answers:
            print(answer, flush=True)


def read_nboard_line():
    """Reads one NBoard command as read_gtp_line does, but up to
    NBOARD_MAX_LINE_BYTES (set game's line holds a whole game).

    Parameters: none.
    Returns: a pair [line, start]: the line as text and the same again;
        for a line too long to read, None and the text of its start.
    Raises: EOFError at the end of input.
    """
    raw_line, start = read_raw_line_start(NBOARD_MAX_LINE_BYTES)
    if raw_line is None:
        return [None, decode_line(start[:MAX_LINE_BYTES])]
    line = decode_line(raw_line)
    return [line, line]


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
class Control:
    """A menu item or a button greyed when it may not be used."""
    may_use: object               # function (GameState) -> whether it may
    widget: object                # the button, or the menu of the item
    index: int = None             # the item's index in the menu (None: a
    # ... button)


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
class Editor:
    """The board editor, while a position is set up in it (see
    on_set_up): the board shows its position, and a click changes a
    square."""
    board: list                   # the 2D list of pieces set up so far
    due: str                      # the side to move in it
    top: object = None            # its tkinter Toplevel (None in tests)
    side: object = None           # its tkinter StringVar of the side


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
    review_judged: dict           # {move number: its JudgedMove, None
    # ... for a pass or an only move}, from the last review
    review_lines: list            # the review's lines so far
    controls: list                # the Controls: the menu items and
    # ... buttons greyed when they may not be used (undo, redo)
    side_names: dict              # {piece: name} a review calls the
    # ... sides when the game's players did not play its moves (after a
    # ... paste, or a game opened from a move string or another format:
    # ... see LoadedGame), or {}
    path: object                  # the game's file (open, save), or None
    entries: list                 # the move list's entries, as last filled
    dialog: object                # the NewGameDialog open, or None
    editor: object                # the Editor open, or None
    text_window: object           # the help's Toplevel open, or None
    ask: object                   # function (question) -> True for yes
    choose_open: object           # function () -> a file to open, or ''
    choose_save: object           # function () -> a file to save, or ''
    choose_game: object           # function (titles) -> the index of
    # ... the game chosen of a file's several, or None

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
# The sides by the colours of their discs, as the window names them.
DISC_COLOUR_NAMES = {PLAYER_PIECE: "black", COMPUTER_PIECE: "white"}
# The board editor (see on_set_up): its dialog, what a click puts on a
# square in turn, and what it says.
SET_UP_TITLE = "Set up a position"
EDITOR_PLACE = "+{}+{}"
EDITOR_CYCLE = [EMPTY, PLAYER_PIECE, COMPUTER_PIECE]
EDITOR_SIDE_LABEL = "{} to move"
EDITOR_CLEAR = "Clear"
EDITOR_START = "Start position"
EDITOR_ROTATE = "Rotate"
EDITOR_MIRROR = "Mirror"
EDITOR_PLAY = "Play from here"
EDITOR_STATUS = ("Setting up a position: {} to move. A click puts black, "
                 "white, then nothing.")
EDITOR_HELP = ("Play from here (Enter) starts the game from this "
               "position; Cancel (Escape) keeps the game.")
ROTATE_REFUSAL = "Only a square board can be turned."
EDITOR_OPEN_REFUSAL = ("The board editor is open: Play from here or Cancel "
                       "first.")
SET_UP_QUESTION = UNSAVED_MESSAGE + " Play from the position set up anyway?"
SET_UP_MESSAGE = "A game from the position set up: {} to move."
SET_UP_PASS_MESSAGE = ("{} has no legal move in the position set up: {} "
                       "moves first.")
SET_UP_OVER_MESSAGE = ("Neither side can move in the position set up: the "
                       "game is over as it stands.")
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
PASTE_ERROR_MESSAGE = "Not pasted: {}"
PASTE_SOURCE = "the pasted text"
PASTED_GAME_MESSAGE = "Pasted: {}."
# Values on the board: an exact value underlined, the others labelled.
VALUE_AT_LEAST_MARK = "\u2265"
VALUE_AT_MOST_MARK = "\u2264"
# The graph's margin in pixels. A margin, or a padding, is on both
# sides of the board or a line. Under the graph's values, above its
# bottom margin, is the band its move numbers are written in.
GRAPH_MARGIN = 8
MARGINS_PER_AXIS = 2
GRAPH_NUMBERS_HEIGHT = 12
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


def cycle_piece(piece):
    """The editor's next piece for a clicked square: black, white, empty.

    Parameters: piece -- the square's piece.
    Returns: the piece after it in EDITOR_CYCLE.
    """
    return EDITOR_CYCLE[(EDITOR_CYCLE.index(piece) + 1) % len(EDITOR_CYCLE)]


def rotate_board(board):
    """Turns a board a quarter turn clockwise (a square board).

    Parameters: board -- the 2D list of pieces.
    Returns: the turned board, a new list.
    """
    side = len(board)
    return [[board[side - 1 - col][row] for col in range(side)]
            for row in range(side)]


def mirror_board(board):
    """Mirrors a board left to right.

    Parameters: board -- the 2D list of pieces.
    Returns: the mirrored board, a new list.
    """
    return [list(reversed(row)) for row in board]


def choose_set_up_turn(board, due, rules):
    """Decides who moves in a position set up in the editor, as Othello
    programs do: the side chosen if it can move; the other side if only
    it can (where the rules let a stuck side pass); and otherwise the
    game is over as it stands (as when a side has no discs).

    Parameters: board -- the 2D list of pieces; due -- the side chosen
        to move; rules -- the rule set.
    Returns: a pair [side, line]: the side the game starts with, and
        what to tell the player about it.
    """
    side = get_side_to_move(board, due, rules)
    if side == due:
        return [due, SET_UP_MESSAGE.format(describe_piece_colour(due))]
    if side == EMPTY:
        return [due, SET_UP_OVER_MESSAGE]
    return [side, SET_UP_PASS_MESSAGE.format(describe_piece_colour(due),
                                             describe_piece_colour(side))]


def describe_piece_colour(piece):
    """Names a side by its colour, as a sentence starts (Black)."""
    return capitalize_first(DISC_COLOUR_NAMES[piece])


def get_editor_state(state, editor):
    """Makes the GameState the window shows while the editor is open: the
    position set up, no moves.

    Parameters: state -- the window's GameState; editor -- the Editor.
    Returns: a copy of the state with the editor's board and side.
    """
    return dataclasses.replace(state, board=editor.board, due=editor.due,
                               history=[], flips=[])


def get_view_state(state, view):
    """Finds the game as it stood after some of its moves, to show it.

    Parameters: state -- the GameState; view -- how many of its moves
        have been played in the position shown.
    Returns: the GameState itself when the view is its present;
        otherwise a copy at that point (its own board, history and last
        move's flips).
    """
    history = state.history
    if view >= len(history):
        return state
    game = state.game
    replayed = replay_moves(state.start, game.first,
                            history[:view], game.rules)
    return dataclasses.replace(
        state, board=replayed[0], due=replayed[1], history=history[:view],
        flips=find_last_flips(state.start, game.first, history[:view],
                              game.rules))


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
    """Makes the Game of a LoadedGame, keeping game's think time, and its
    players unless the LoadedGame is a record that names its own.

    Parameters: loaded -- the LoadedGame; game -- the window's Game.
    Returns: the Game.
    """
    names = loaded.player_names
    if len(loaded.side_names) > 0:
        names = game.player_names
    return remake_game(game, loaded.rules, names, loaded.first,
                       loaded.top_left, loaded.win, loaded.seed)


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
    """Reads a pasted move string or numbered transcript (see
    clean_transcript) as the moves of a game in the window: from the
    game's start when they are legal there; otherwise, in a game that
    started elsewhere (set up in the editor, or opened from a
    position), from the start position of its board, black first, where
    a move string starts.

    Parameters: state -- the GameState; text -- the pasted text.
    Returns: a pair [played, error]: [the start position, the side to
        move there, the [piece, move] entries] and '' when every move is
        legal; otherwise [] and the line to show (why the moves are not
        legal from the start position).
    """
    game = state.game
    rules = game.rules
    if not rules.square_names:
        return [[], PASTE_RULES_MESSAGE]
    moves = clean_transcript(text)
    board = state.start
    starts = [[board, game.first]]
    standard = create_start_board(len(board), len(board[0]), game.top_left,
                                  rules)
    if [standard, PLAYER_PIECE] != starts[0]:
        starts.append([standard, PLAYER_PIECE])
    for start, first in starts:
        replayed = replay_move_string(moves, start, first, rules)
        if replayed.error == "":
            return [[start, first, replayed.history], ""]
    return [[], format_paste_error(replayed.error)]


def format_paste_error(reason):
    """Writes why a paste was refused, with one full stop at its end.

    Parameters: reason -- why, ending in a full stop or not.
    Returns: the line.
    """
    if reason[-1:] not in SENTENCE_ENDS:
        reason += FULL_STOP
    return PASTE_ERROR_MESSAGE.format(reason)


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
    right, the value up for the side that moves first (the band of the
    move numbers is below the lowest value).

    Parameters: index -- the position (moves played); value -- its value;
        count -- the game's moves; size -- the graph's [width, height] in
        pixels; largest -- the scale's end (see _get_graph_range).
    Returns: [x, y], in pixels.
    """
    width = size[0] - GRAPH_MARGIN * MARGINS_PER_AXIS
    height = (size[1] - GRAPH_MARGIN * MARGINS_PER_AXIS
              - GRAPH_NUMBERS_HEIGHT)
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
# The best move's value (every move as good as the best): yellow, as the
# hint's ring.
BEST_VALUE_COLOUR = HINT_COLOUR


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


def _draw_value(canvas, layout, square, opinion, best):
    """Writes a move's value on its square (see format_square_value):
    the best move's in BEST_VALUE_COLOUR, an exact value underlined.

    Parameters: canvas -- the tkinter canvas; layout -- the BoardLayout;
        square -- the [row, col]; opinion -- the move's opinion; best --
        whether it is the best move's (or as good).
    Returns: None.
    """
    text, exact = format_square_value(opinion)
    style = FONT_WEIGHT
    colour = VALUE_COLOUR
    if exact:
        style = FONT_WEIGHT + SPACE + FONT_UNDERLINE
        colour = EXACT_VALUE_COLOUR
    if best:
        colour = BEST_VALUE_COLOUR
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
        best = max(shown.key for shown in marks.values.values())
        _draw_value(canvas, layout, square, opinion, opinion.key == best)
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
# The window's status names the sides by the colours of their discs.
WINDOW_STATUS = "Move {}. Black {}, White {}. {} to play."
VIEW_STATUS = ("After move {} of {}: black {}, white {}. {} to play here; "
               "End returns to the game.")
VIEW_OVER_STATUS = ("After move {} of {}: black {}, white {}. End returns to "
                    "the game.")
# How long a flip's animation lasts.
ANIMATION_SECONDS = 0.25
# The canvas's least size; the disc of the side to move, beside the
# status.
MIN_CANVAS_SIDE = 100
# A menu item's or button's state when it may be used, and when not.
CONTROL_STATES = {True: "normal", False: "disabled"}
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
GRAPH_LABEL_COLOUR = "#37474f"
GRAPH_LINE_COLOUR = "#37474f"
# The axis is marked every GRAPH_TICK_MOVES moves, on ticks
# GRAPH_TICK_LENGTH long, and the move's number is written under the
# lowest value (GRAPH_TICK_ANCHOR), clear of the line.
GRAPH_TICK_MOVES = 10
GRAPH_TICK_LENGTH = 3
GRAPH_TICK_ANCHOR = "n"
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
    """Finds the GameState the Window shows: the editor's position while
    it is open, otherwise the view's (see get_view_state).

    Parameters: window -- the Window.
    Returns: the GameState.
    """
    if window.editor is not None:
        return get_editor_state(window.state, window.editor)
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
    if show.values and window.editor is None:
        values = window.values
    marks = SquareMarks(get_last_move(shown), shown.flips, legal,
                        window.hint, values, get_animation(window))
    for row in range(len(board)):
        for col in range(len(board[row])):
            draw_square(canvas, layout, board, [row, col], marks)
    window.message_label.configure(text=window.message)
    window.refusal_label.configure(text=window.refusal)
    status = format_status(state, WINDOW_STATUS, DISC_COLOUR_NAMES)
    if window.editor is not None:
        status = EDITOR_STATUS.format(describe_piece_colour(shown.due))
    elif shown is not state:
        status = _format_view_status(state, window.view)
    window.status_label.configure(text=status)
    _draw_side_disc(window, shown)
    _fill_move_list(window)
    _draw_graph(window)
    for control in window.controls:
        set_control_state(control, control.may_use(state))


def set_control_state(control, usable):
    """Greys a menu item or a button, or makes it usable again.

    Parameters: control -- the Control; usable -- whether it may be used.
    Returns: None.
    """
    if control.index is None:
        control.widget.configure(state=CONTROL_STATES[usable])
    else:
        control.widget.entryconfigure(control.index,
                                      state=CONTROL_STATES[usable])


def get_control_state(control):
    """Reads whether a menu item or a button is greyed.

    Parameters: control -- the Control.
    Returns: its state, CONTROL_STATES[True] or CONTROL_STATES[False].
    """
    if control.index is None:
        return str(control.widget.cget("state"))
    return str(control.widget.entrycget(control.index, "state"))


def _format_view_status(state, view):
    """Writes the status line of a position before the game's present.

    Parameters: state -- the GameState; view -- the moves played in the
        position shown (fewer than the game's).
    Returns: the line, such as 'After move 4 of 9: black 3, white 4.
        You (black) to play here; End returns to the game.'
    """
    shown = get_view_state(state, view)
    board = shown.board
    numbers = [view, len(state.history),
               count_pieces(board, PLAYER_PIECE),
               count_pieces(board, COMPUTER_PIECE)]
    if is_state_over(shown):
        return VIEW_OVER_STATUS.format(*numbers)
    return VIEW_STATUS.format(*numbers, describe_turn(shown,
                                                      DISC_COLOUR_NAMES))


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
            max(canvas.winfo_height(), GRAPH_MARGIN * MARGINS_PER_AXIS
                + GRAPH_NUMBERS_HEIGHT + 1)]
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
                           fill=GRAPH_LABEL_COLOUR,
                           text=GRAPH_SCALE.format(piece, largest))
    lowest = get_graph_point(0, -largest, count, size, largest)[1]
    for index in range(GRAPH_TICK_MOVES, count + 1, GRAPH_TICK_MOVES):
        tick = get_graph_point(index, 0, count, size, largest)
        canvas.create_line(tick[0], tick[1] - GRAPH_TICK_LENGTH, tick[0],
                           tick[1] + GRAPH_TICK_LENGTH,
                           fill=GRAPH_LABEL_COLOUR, tags=("tick",))
        number = canvas.create_text(tick[0], lowest,
                                    anchor=GRAPH_TICK_ANCHOR,
                                    text=str(index),
                                    fill=GRAPH_LABEL_COLOUR, tags=("tick",))
        # The last number is kept whole at the graph's right edge.
        overflow = canvas.bbox(number)[2] - size[0]
        if overflow > 0:
            canvas.move(number, -overflow, 0)
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
    # Values of another position must not stay on the board.
    if window.values:
        window.values = {}
        draw_window(window)
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


def work_out_review(start, history, game, names, task):
    """Reviews a game (see review_game) on a task's thread: each line and
    each judged move is a result.

    Parameters: start -- the position the game started from (a copy);
        history -- its moves (a copy); game -- the Game; names --
        {piece: how the summary names the side}; task -- the
        AnalysisTask.
    Returns: None.
    Raises: AnalysisCancelled when the window no longer wants them.
    """
    review_game(start, history, game.rules, get_game_settings(game),
                game.write_square, names,
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
        show_lines(window, [NEWLINE.join(window.review_lines[-len(names):])])
        refresh_values(window)
        return
    kind, data = result
    if kind == RESULT_LINE:
        window.review_lines.append(data)
        return
    number, piece, judged = data
    window.review_judged[number] = judged
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
    window.review_judged = {
        number: judged for number, judged in window.review_judged.items()
        if number <= count}
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
    left = format_viewed_review(window, window.view)
    window.view = view
    window.hint = []
    window.animation = None
    window.refusal = ""
    window.values = {}
    # The review's line of the move shown (none for a move not
    # reviewed: the line of the move left goes), its better move ringed.
    line = format_viewed_review(window, view)
    if line != "" or window.message == left:
        window.message = line
    judged = window.review_judged.get(view)
    if judged is not None and judged.lost > 0:
        window.hint = judged.best.move
    draw_window(window)
    refresh_values(window)


def format_viewed_review(window, view):
    """Writes the review's line of the move that led to a view.

    Parameters: window -- the Window; view -- the moves played in the
        position shown.
    Returns: the line, or '' when that move was not reviewed (the start,
        or a review not there yet).
    """
    if view not in window.review_judged:
        return ""
    state = window.state
    piece, move = state.history[view - 1]
    return format_review_move(
        view, piece, move, window.review_judged[view], state.board,
        state.game.write_square, state.history[0][0]).strip()


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
    agrees to lose the later moves), or the reason it is not played;
    while the editor is open, the square's next piece (see cycle_piece).
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
    if window.editor is not None:
        row, col = square
        board[row][col] = cycle_piece(board[row][col])
        draw_window(window)
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
COPY_POSITION_ITEM = "Copy position"
SET_UP_ITEM = "Set up position\u2026"
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
COPIED_POSITION_MESSAGE = "Copied the position, {} to move, as a board string."
COPIED_SHOWN = 40
COPIED_MORE = "..."
PASTED_MESSAGE = "Pasted the moves: the game goes on after move {}."
PASTED_FINISHED_MESSAGE = ("Pasted a finished game of {} moves (Analyze > "
                           "Review game judges them).")
PASTED_NEW_GAME_MESSAGE = ("Not moves from this game's start: a new game "
                           "from the start position.")
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
# What the new-game dialog says of its choices, under them.
DIALOG_EXPLANATION = (
    "Players: human is you, at the mouse; naive is the course's computer "
    "(the topmost, then leftmost move); random; greedy flips the most; "
    "corner takes a corner when it can. level1 to level5 search: level1 "
    "looks 1 move ahead, level3 3, level4 5, and level5 as deep as its "
    "think time allows ({:g} s a move; --think sets it), with Othello's "
    "openings from its book and the last 14 moves played perfectly.")
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
                      ["<Control-v>"]),
        WindowCommand(MENU_EDIT, COPY_POSITION_ITEM, on_copy_position,
                      "Ctrl+Shift+C", ["<Control-C>"]),
        WindowCommand(MENU_EDIT, SET_UP_ITEM, on_set_up, "Ctrl+E",
                      ["<Control-e>"])]
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
    window.review_judged = {}
    window.graph_values = {}
    window.values = {}
    window.side_names = {}
    window.root.title(WINDOW_TITLE.format(
        game.rules.name))
    show_lines(window, lines)
    advance_window(window)


def add_dialog_buttons(tkinter, top, frame, confirm, cancel):
    """Gives a dialog its two buttons, the one that does its work (the
    default, also Return) and Cancel (also Escape and the window's
    close button).

    Parameters: tkinter -- the tkinter module; top -- the dialog's
        Toplevel; frame -- the frame the buttons go in, side by side;
        confirm -- [its label, its function (event=None)]; cancel --
        Cancel's function (event=None).
    Returns: None.
    """
    label, action = confirm
    tkinter.Button(frame, text=label, command=action,
                   default=tkinter.ACTIVE).pack(side=tkinter.LEFT,
                                                padx=STATUS_PADDING)
    tkinter.Button(frame, text=CANCEL_BUTTON, command=cancel).pack(
        side=tkinter.LEFT, padx=STATUS_PADDING)
    top.bind(KEY_EVENT.format(RETURN_KEY), action)
    top.bind(KEY_EVENT.format(ESCAPE_KEY), cancel)
    top.protocol(DELETE_WINDOW_PROTOCOL, cancel)


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
    tkinter.Message(top, text=DIALOG_EXPLANATION.format(
        get_game_settings(state.game).think), width=HELP_WIDTH).grid(
        row=len(rows), column=0, columnspan=DIALOG_COLUMNS,
        sticky=tkinter.W, padx=STATUS_PADDING)
    buttons = tkinter.Frame(top)
    buttons.grid(row=len(rows) + 1, column=0, columnspan=DIALOG_COLUMNS,
                 pady=STATUS_PADDING)
    add_dialog_buttons(tkinter, top, buttons, [START_BUTTON, start],
                       cancel)
    window.dialog = dialog
    # The board behind waits while the dialog is open.
    top.wait_visibility()
    top.grab_set()


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
    open_game_file(window, read_game_file(path), path,
                   OPENED_MESSAGE.format(show_path(path)))


def open_game_file(window, game_file, path, said):
    """Puts a game read from a file or pasted in the window, asking which
    one when the file holds several.

    Parameters: window -- the Window; game_file -- the GameFile; path --
        the file's name, or None for a paste; said -- the line that says
        what was opened (None: the game's title, as a paste says it).
    Returns: None.
    """
    number = None
    if game_file.error == "" and len(game_file.games) > 1:
        index = window.choose_game([filed.title
                                    for filed in game_file.games])
        if index is None:
            return
        number = index + 1
    loaded = choose_filed_game(game_file, number, path or PASTE_SOURCE)
    if loaded.error != "":
        show_refusal(window, loaded.error)
        return
    if said is None:
        said = PASTED_GAME_MESSAGE.format(
            game_file.games[(number or 1) - 1].title)
    game = create_opened_game(loaded, window.state.game)
    replace_game(window, game, loaded.board,
                 [loaded.start, loaded.history], path, [said])
    window.side_names = loaded.side_names
    name_loaded_sides(window.state, loaded.side_names)
    draw_window(window)


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


# The commands greyed when they may not be used, with the test of
# whether they may (see Window.controls).
CONTROL_CHECKS = {on_undo: can_take_back, on_redo: can_play_again}


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


def on_copy_position(window, event=None):
    """Copies the position shown to the clipboard as a board string (what
    --position and Paste read).

    Parameters: window -- the Window; event -- the key's event
        (not used).
    Returns: None.
    """
    shown = get_shown_state(window)
    side = shown.due
    if side == EMPTY:
        side = window.state.game.first
    text = format_position(shown.board, side)
    window.root.clipboard_clear()
    window.root.clipboard_append(text)
    show_lines(window, [COPIED_POSITION_MESSAGE.format(
        DISC_COLOUR_NAMES[side])])


def on_set_up(window, event=None):
    """Opens the board editor on the position shown: a click on a square
    puts a black disc, then a white one, then none; its dialog chooses
    the side to move, clears the board, puts the start position back,
    turns and mirrors the board, and plays from the position set up.

    Parameters: window -- the Window; event -- the key's event
        (not used).
    Returns: None.
    """
    if window.editor is not None:
        window.editor.top.lift()
        return
    cancel_task(window)
    tkinter = window.tkinter
    shown = get_shown_state(window)
    due = shown.due
    if due == EMPTY:
        due = window.state.game.first
    editor = Editor(copy_board(shown.board), due)
    window.hint = []
    top = tkinter.Toplevel(window.root)
    top.title(SET_UP_TITLE)
    top.transient(window.root)
    # Beside the board, over the move list, so that the board stays in
    # view while it is clicked.
    top.geometry(EDITOR_PLACE.format(
        window.root.winfo_rootx() + window.canvas.winfo_width(),
        window.root.winfo_rooty()))
    editor.top = top
    editor.side = tkinter.StringVar(top, value=due)
    for piece in POSITION_PIECES:
        tkinter.Radiobutton(
            top, text=EDITOR_SIDE_LABEL.format(describe_piece_colour(piece)),
            variable=editor.side, value=piece,
            command=functools.partial(on_editor_side, window)).pack(
            anchor=tkinter.W, padx=STATUS_PADDING)
    for label, change in [[EDITOR_CLEAR, clear_editor_board],
                          [EDITOR_START, functools.partial(
                              start_editor_board, window.state.game)],
                          [EDITOR_ROTATE, rotate_board],
                          [EDITOR_MIRROR, mirror_board]]:
        tkinter.Button(top, text=label, command=functools.partial(
            change_editor_board, window, change)).pack(
            fill=tkinter.X, padx=STATUS_PADDING, pady=BUTTON_PADDING)
    buttons = tkinter.Frame(top)
    buttons.pack(pady=STATUS_PADDING)
    add_dialog_buttons(tkinter, top, buttons,
                       [EDITOR_PLAY, functools.partial(on_editor_play,
                                                       window)],
                       functools.partial(close_editor, window))
    window.editor = editor
    show_lines(window, [EDITOR_HELP])
    draw_window(window)


def clear_editor_board(board):
    """Empties a board (the editor's Clear).

    Parameters: board -- the 2D list of pieces.
    Returns: an empty board of its size.
    """
    return create_empty_board(len(board), len(board[0]))


def start_editor_board(game, board):
    """The editor's Start position: the start of the window's game.

    Parameters: game -- the window's Game (its rules and layout);
        board -- the 2D list of pieces (for its size).
    Returns: a start board of its size.
    """
    return create_start_board(len(board), len(board[0]), game.top_left,
                              game.rules)


def change_editor_board(window, change):
    """Changes the whole board in the editor (Clear, Start position,
    Rotate, Mirror) and shows it. A board of unequal sides is not
    turned.

    Parameters: window -- the Window; change -- the function (board) ->
        the new board.
    Returns: None.
    """
    board = window.editor.board
    if change is rotate_board and len(board) != len(board[0]):
        show_refusal(window, ROTATE_REFUSAL)
        return
    window.editor.board = change(board)
    draw_window(window)


def on_editor_side(window):
    """Takes the side to move the editor's dialog chose.

    Parameters: window -- the Window.
    Returns: None.
    """
    window.editor.due = window.editor.side.get()
    draw_window(window)


def close_editor(window, event=None):
    """Closes the board editor, leaving the game as it was.

    Parameters: window -- the Window; event -- the key's event
        (not used).
    Returns: None.
    """
    editor = window.editor
    window.editor = None
    if editor is not None and editor.top is not None:
        editor.top.destroy()
    show_lines(window, [])
    draw_window(window)


def on_editor_play(window, event=None):
    """Starts a game from the position set up in the editor, with the
    window's rules and players, once the player agrees to leave a game
    with moves not saved (see choose_set_up_turn for who moves).

    Parameters: window -- the Window; event -- the key's event
        (not used).
    Returns: None.
    """
    editor = window.editor
    if not may_leave_game(window, SET_UP_QUESTION):
        return
    game = window.state.game
    rules = game.rules
    side, said = choose_set_up_turn(editor.board, editor.due, rules)
    board = copy_board(editor.board)
    close_editor(window)
    replace_game(window, remake_game(game, rules, game.player_names, side,
                                     game.top_left, game.win, None),
                 board, [copy_board(board), []], None, [said])


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
    game_file = read_game_text(text, PASTE_SOURCE)
    if game_file.error != "":
        show_refusal(window, format_paste_error(game_file.error))
        return
    if not game_file.moves_only:
        if may_leave_game(window, PASTE_QUESTION):
            open_game_file(window, game_file, None, None)
        return
    pasted = read_pasted_moves(state, text)
    if pasted[1] != "":
        show_refusal(window, pasted[1])
        return
    if not may_leave_game(window, PASTE_QUESTION):
        return
    start, first, history = pasted[0]
    if start is not state.start:
        # Not moves of this game's start: a new game from the start
        # position.
        game = state.game
        rules = game.rules
        replace_game(window, remake_game(game, rules, game.player_names,
                                         first, game.top_left, game.win,
                                         None),
                     replay_moves(start, first, history, rules)[0],
                     [start, history], None, [])
        window.side_names = UNNAMED_SIDES
        show_lines(window, [format_pasted_moves(window.state),
                            PASTED_NEW_GAME_MESSAGE])
        return
    cancel_task(window)
    state.history[:] = history
    lines = set_history(state)
    start_over(window)
    window.review_marks = {}
    window.review_judged = {}
    window.graph_values = {}
    window.side_names = UNNAMED_SIDES
    change_history(window, [format_pasted_moves(state)] + lines)


def format_pasted_moves(state):
    """Says what a paste of moves did: where the game goes on, or that
    it is a finished game, of how many moves (see on_paste).

    Parameters: state -- the GameState, its moves the pasted ones.
    Returns: the line.
    """
    history = state.history
    if is_state_over(state):
        return PASTED_FINISHED_MESSAGE.format(len(
            [entry for entry in history if len(entry[1]) > 0]))
    return PASTED_MESSAGE.format(len(history))


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
    show_lines(window, [NEWLINE.join(
        [format_best_move(state.board, analysis, state.game)]
        + list_best_line(state.board, analysis, state.game))])


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
    window.review_judged = {}
    window.review_lines = []
    window.values = {}
    names = (window.side_names
             or get_review_names(state.game.player_names))
    work = functools.partial(work_out_review, copy_board(state.start),
                             [list(entry) for entry in state.history],
                             state.game, names)
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
              ["GGF games", "*.ggf"], ["WTHOR databases", "*.wtb"],
              ["All files", "*"]]
# The dialog that lists a file's games (see choose_listed_game).
CHOOSE_GAME_TITLE = "Open one of {} games"
OPEN_BUTTON = "Open"
GAME_LIST_WIDTH = 70
GAME_LIST_HEIGHT = 20
DOUBLE_CLICK_EVENT = "<Double-Button-1>"
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
# The least size is measured (tests/test_window.py holds it): at it, a
# review's two summaries, a line each, fit the message's three lines;
# lower, the values on the squares fall under 11 pixels.
MIN_WINDOW_WIDTH = 560
MIN_WINDOW_HEIGHT = 560
# The share of the screen the window may take as it opens (the rest is
# left to the title bar and the desktop's panels), and how Tk writes a
# window's size.
SCREEN_SHARE = 0.9
WINDOW_SIZE_FORMAT = "{}x{}"
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
# The lines under the board wrap inside the window less four paddings;
# the status, beside the side's disc, less the disc too.
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
        wrap = event.width - STATUS_PADDING * WRAP_PADDINGS
        window.status_label.configure(wraplength=max(
            MIN_CANVAS_SIDE, wrap - SIDE_DISC_SIZE))
        for label in [window.message_label, window.refusal_label]:
            label.configure(wraplength=max(MIN_CANVAS_SIDE, wrap))
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


def run_window_command(window, handler, extra, event=None):
    """Runs a menu command, a button or a key, unless the board editor
    is open and the command would act on the game behind it (only the
    commands of EDITOR_FREE_COMMANDS work then).

    Parameters: window -- the Window; handler -- the command's function
        (window, *extra, event=None); extra -- its other arguments;
        event -- the key's event, when a key was pressed.
    Returns: None.
    """
    if window.editor is not None and handler not in EDITOR_FREE_COMMANDS:
        show_refusal(window, EDITOR_OPEN_REFUSAL)
        return
    if event is None:
        handler(window, *extra)
    else:
        handler(window, *extra, event)


# What works while the board editor is open: the editor itself, copying
# its position, the help and quitting.
EDITOR_FREE_COMMANDS = [on_set_up, on_copy_position, on_how_to_play,
                        on_keys, on_quit]


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
            action = functools.partial(run_window_command, window, handler,
                                       [])
            menu.add_command(label=label, command=action,
                             accelerator=command.shortcut)
            if handler in CONTROL_CHECKS:
                window.controls.append(Control(
                    CONTROL_CHECKS[handler], menu, menu.index(tkinter.END)))
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
    buttons = [[NEW_BUTTON, on_new_game, []], [UNDO_ITEM, on_undo, []],
               [HINT_ITEM, on_hint, []]]
    for where, text in GO_BUTTONS:
        buttons.append([text, on_go, [where]])
        window.root.bind(KEY_EVENT.format(where), functools.partial(
            run_window_command, window, on_go, [where]))
    for text, handler, extra in buttons:
        button = tkinter.Button(parent, text=text, command=functools.partial(
            run_window_command, window, handler, extra),
                                padx=BUTTON_PADDING, pady=0)
        button.pack(side=tkinter.LEFT, padx=BUTTON_PADDING,
                    pady=BUTTON_PADDING)
        if handler in CONTROL_CHECKS:
            window.controls.append(Control(CONTROL_CHECKS[handler],
                                           button))


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


def choose_listed_game(root, titles):
    """Asks which game of a file's several to open, in a dialog that
    lists them (Window's choose_game): a double click, or Open, opens
    the game selected; Escape or Cancel opens none.

    Parameters: root -- the window's root; titles -- the games' titles.
    Returns: the index of the game chosen, or None.
    """
    import tkinter
    top = tkinter.Toplevel(root)
    top.title(CHOOSE_GAME_TITLE.format(len(titles)))
    top.transient(root)
    chosen = []
    frame = tkinter.Frame(top)
    frame.pack(fill=tkinter.BOTH, expand=True, padx=STATUS_PADDING,
               pady=STATUS_PADDING)
    scroll = tkinter.Scrollbar(frame)
    scroll.pack(side=tkinter.RIGHT, fill=tkinter.Y)
    listing = tkinter.Listbox(frame, width=GAME_LIST_WIDTH,
                              height=min(GAME_LIST_HEIGHT, len(titles)),
                              yscrollcommand=scroll.set,
                              activestyle=tkinter.NONE)
    listing.pack(side=tkinter.LEFT, fill=tkinter.BOTH, expand=True)
    scroll.config(command=listing.yview)
    for number in range(1, len(titles) + 1):
        listing.insert(tkinter.END, MANY_GAMES_LINE.format(
            number, titles[number - 1]))
    listing.selection_set(0)
    listing.focus_set()

    def finish(choose, event=None):
        selected = listing.curselection()
        if choose and len(selected) > 0:
            chosen.append(selected[0])
        top.destroy()

    buttons = tkinter.Frame(top)
    buttons.pack(pady=(0, STATUS_PADDING))
    add_dialog_buttons(tkinter, top, buttons,
                       [OPEN_BUTTON, functools.partial(finish, True)],
                       functools.partial(finish, False))
    listing.bind(DOUBLE_CLICK_EVENT, functools.partial(finish, True))
    top.wait_visibility()
    top.grab_set()
    top.wait_window()
    if len(chosen) == 0:
        return None
    return chosen[0]


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
        graph_values={}, review_marks={}, review_judged={},
        review_lines=[], controls=[], side_names={}, path=None,
        entries=[], dialog=None, editor=None, text_window=None,
        ask=functools.partial(ask_question, root),
        choose_open=functools.partial(choose_file, root, False),
        choose_save=functools.partial(choose_file, root, True),
        choose_game=functools.partial(choose_listed_game, root))


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


def fit_window_to_screen(window):
    """Sizes the window as it opens to fit the screen: at most
    SCREEN_SHARE of its height (and width), the board as large as that
    leaves room for, at most its size at the start. On a screen wider
    than high the window is landscape, the move list and graph beside
    the board; otherwise they go under it.

    Parameters: window -- the Window (its widgets built and placed).
    Returns: None.
    """
    root = window.root
    canvas = window.canvas
    screen_width = root.winfo_screenwidth()
    screen_height = root.winfo_screenheight()
    wide = screen_width > screen_height
    place_panel(window, wide)
    root.update_idletasks()
    # What the window needs besides the board, in each direction.
    other_width = root.winfo_reqwidth() - canvas.winfo_reqwidth()
    other_height = root.winfo_reqheight() - canvas.winfo_reqheight()
    one_row = len(window.state.board) == 1
    side = min(START_CANVAS_WIDTH,
               round(screen_width * SCREEN_SHARE) - other_width,
               round(screen_height * SCREEN_SHARE) - other_height)
    side = max(MIN_CANVAS_SIDE, side)
    height = side
    if one_row:
        height = min(side, ONE_ROW_CANVAS_HEIGHT)
    canvas.configure(width=side, height=height)
    window_height = height + other_height
    window_width = side + other_width
    if wide:
        # Wide enough that the layout (see on_resize) keeps the panel
        # beside the board.
        window_width = max(window_width,
                           math.ceil(window_height * WIDE_RATIO))
    root.geometry(WINDOW_SIZE_FORMAT.format(window_width, window_height))
    window.layout = get_board_layout(side, height, len(window.state.board),
                                     len(window.state.board[0]))


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
    fit_window_to_screen(window)
    _bind_events(window)
    draw_window(window)
    keep_signals_alive(window)
    advance_window(window)
    return window


def run_window(board, game, played, side_names=None):
    """Plays the game in a window until it is closed.

    Parameters: board, game, played -- as open_window; side_names --
        {piece: name} a review calls the sides (a loaded game's, see
        LoadedGame), or None: by their players.
    Returns: '' once the window is closed, or the one-line reason no
        window could be opened.
    Raises: KeyboardInterrupt on Ctrl-C in the terminal that started it.
    """
    window = open_window(board, game, played)
    if isinstance(window, str):
        return window
    window.side_names = side_names or {}
    name_loaded_sides(window.state, window.side_names)
    draw_window(window)
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
                       "move as 'row col'. With --rules standard (or "
                       "othello) it is Othello, moves typed as squares "
                       "(f5). At the prompt of a game with options, these "
                       "words work too: hint (your moves and the best "
                       "one), analyze (every move's value), review (judge "
                       "the game so far), pass, undo, redo, save FILE, "
                       "save! FILE, moves (the game as a move string), "
                       "quit or exit, help or ?. The course game itself "
                       "takes moves only.")
# The version --version prints (the engine's, as GTP's version says).
VERSION_FORMAT = "{} {}"
# Other names --rules takes for a rule set.
RULES_ALIASES = {"othello": STANDARD_RULES_NAME}
# The help line of each option, by the option's name.
OPTION_HELP = {
    "rules": ("the rule set (default: umbc, the project's; othello is "
              "another name for standard)"),
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
                 "move) or NBoard's protocol (nboard)".format(GTP_MAX_THINK)),
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
    "jobs": ("how many processes --review and --analyze share their "
             "work among (default: the machine's cores; 1: this one)"),
    "position": ("start from this position: one character a square, row "
                 "by row (X or * black, O white, or - . _ for empty), a "
                 "space, and the side to move (X or O): the board string "
                 "the window's Copy position writes"),
    "analyze": ("print every legal move with the strongest computer's "
                "opinion of it, best first, and exit"),
    "review": ("judge every move of a game, in FILE (any format --load "
               "reads) or a move string given here, then exit (each move "
               "may take --think)"),
    "record": "keep the game's record in FILE, written after every move",
    "load": ("go on with the game in FILE (or show how it ended): a "
             "record, a move string, a numbered transcript (1. f5 d6), a "
             "board string, GGF or WTHOR, told apart by their content"),
    "game": ("which game of --load's or --review's FILE, when it holds "
             "several (GGF, WTHOR): N from 1; without it they are listed"),
    "moves": ("start from the position after these moves, a move string "
              "such as f5d6c3 (Othello unless --rules simple)"),
    "level": ("with --protocol gtp or nboard: play as levelN, 1 to 5 "
              "(default: 5; GTP's level command changes it)"),
    "version": "print the program's name and version, and exit",
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
                     "review", "game"]
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
LOAD_SOURCE = "--load"
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
# What --protocol gtp's engine takes from the command line, as GUIs
# configure an engine: its think time, its seed and its level.
GTP_ENGINE_OPTIONS = ["think", "seed"]
ENGINE_PROTOCOLS = [PROTOCOL_GTP, PROTOCOL_NBOARD]
NBOARD_RULES_ERROR = "--protocol nboard plays only Othello (--rules standard)"
LEVEL_WITHOUT_GTP_ERROR = "--level goes with --protocol gtp or nboard"
LEVEL_ERROR = "--level takes a whole number from 1 to {}; got {}"
PROTOCOL_OPTIONS_ERROR = ("--protocol {} reads the game's options from "
                          "standard input: {} does not apply")
PERFT_DEPTH_ERROR = "--perft takes a depth of 0 or more; got {}"
THINK_ERROR = ("--think takes a number of seconds above 0 and at most "
               "{}; got {}")
GAMES_ERROR = "--games takes a whole number of games above 0; got {}"
GAMES_WITHOUT_MATCH_ERROR = "--games goes with --match"
JOBS_ERROR = "--jobs takes a whole number from 1 to {}; got {}"
JOBS_WITHOUT_REVIEW_ERROR = "--jobs goes with --review or --analyze"
GAME_WITHOUT_FILE_ERROR = "--game chooses a game of --load's or --review's file"
MAX_JOBS = 64
MATCH_OPTIONS_ERROR = "--match plays its own games: {} does not apply"
ANALYZE_OPTIONS_ERROR = "--analyze plays no game: {} does not apply"
POSITION_OPTIONS_ERROR = ("--position gives every square and the side to "
                          "move: {} does not apply")
PERFT_OPTIONS_ERROR = "--perft plays no game: {} does not apply"
GUI_OPTIONS_ERROR = "--gui shows the game in a window: {} does not apply"
# Besides Ctrl-C (SIGINT), the signals that stop the program: SIGTERM,
# as kill sends, and SIGHUP, as a closed terminal sends. The program
# stops at once and quietly (its terminal may be gone), its workers with
# it, with 128 plus the signal's number as its exit status, as a shell
# reports a program a signal ended: 143 for SIGTERM, 129 for SIGHUP.
STOP_SIGNALS = ["SIGTERM", "SIGHUP"]
EXIT_SIGNALLED_BASE = 128
# What Ctrl-C says when it stops work that is not a game, by the option
# that asks for the work.
MODE_INTERRUPTED_MESSAGES = {
    "analyze": "Interrupted: the analysis stopped.",
    "review": "Interrupted: the review stopped.",
    "perft": "Interrupted: the count stopped.",
    "match": "Interrupted: the match ends unfinished."}


def build_argument_parser():
    """Builds the parser of the command line.

    Parameters: none.
    Returns: an argparse.ArgumentParser for the program's options. Options
        left out stay None, so the checks can tell them from defaults.
    """
    parser = argparse.ArgumentParser(prog=PROGRAM_NAME,
                                     description=PROGRAM_DESCRIPTION)
    parser.add_argument("--rules", choices=list(RULE_SETS),
                        type=get_rules_name, help=OPTION_HELP["rules"])
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
    parser.add_argument("--protocol", choices=[PROTOCOL_ICS32, PROTOCOL_GTP,
                                               PROTOCOL_NBOARD],
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
    parser.add_argument("--jobs", type=int, metavar="N",
                        help=OPTION_HELP["jobs"])
    parser.add_argument("--record", metavar="FILE",
                        help=OPTION_HELP["record"])
    parser.add_argument("--load", metavar="FILE", help=OPTION_HELP["load"])
    parser.add_argument("--game", type=int, metavar="N",
                        help=OPTION_HELP["game"])
    parser.add_argument("--moves", metavar="STRING",
                        help=OPTION_HELP["moves"])
    parser.add_argument("--style", choices=STYLE_CHOICES,
                        help=OPTION_HELP["style"])
    parser.add_argument("--gui", action="store_true", default=None,
                        help=OPTION_HELP["gui"])
    parser.add_argument("--level", type=int, metavar="N",
                        help=OPTION_HELP["level"])
    parser.add_argument("--version", action="version",
                        version=VERSION_FORMAT.format(PROGRAM_NAME,
                                                      GTP_PROGRAM_VERSION),
                        help=OPTION_HELP["version"])
    return parser


def get_rules_name(word):
    """Reads --rules' word: a rule set's name, or another name for one
    (RULES_ALIASES).

    Parameters: word -- the word given.
    Returns: the rule set's name (argparse then checks it is one).
    """
    return RULES_ALIASES.get(word, word)


def add_implied_options(args):
    """Fills in what an option implies: a move string (--moves) is
    Othello's unless --rules says otherwise.

    Parameters: args -- the parsed command line (changed).
    Returns: None.
    """
    if args.moves is not None and args.rules is None:
        args.rules = STANDARD_RULES_NAME


def _get_engine_option_error(args):
    """Checks the options of an engine (--protocol gtp or nboard): its
    level and think time.

    Parameters: args -- the parsed command line.
    Returns: '' when they are good, otherwise the reason.
    """
    if args.level is not None and args.protocol not in ENGINE_PROTOCOLS:
        return LEVEL_WITHOUT_GTP_ERROR
    if (args.level is not None
            and not 1 <= args.level <= len(GTP_LEVEL_PLAYERS)):
        return LEVEL_ERROR.format(len(GTP_LEVEL_PLAYERS), args.level)
    if args.think is not None and not 0 < args.think <= MAX_THINK_SECONDS:
        return THINK_ERROR.format(MAX_THINK_SECONDS, args.think)
    return ""


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
        if (args.protocol == PROTOCOL_NBOARD
                and args.rules not in [None, STANDARD_RULES_NAME]):
            return NBOARD_RULES_ERROR
        if args.rules not in [None] + list(PROTOCOL_RULE_LABELS):
            return PROTOCOL_RULES_ERROR.format(args.protocol)
        game_options = list(size_options)
        for name in GAME_ONLY_OPTIONS:
            if (getattr(args, name) is not None
                    and not (args.protocol in ENGINE_PROTOCOLS
                             and name in GTP_ENGINE_OPTIONS)):
                game_options.append(OPTION_PREFIX + name)
        if len(game_options) > 0:
            return PROTOCOL_OPTIONS_ERROR.format(
                args.protocol, OPTION_LIST_SEPARATOR.join(game_options))
        return _get_engine_option_error(args)
    if args.level is not None:
        return LEVEL_WITHOUT_GTP_ERROR
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
    if args.jobs is not None and args.review is None and args.analyze is None:
        return JOBS_WITHOUT_REVIEW_ERROR
    if args.game is not None and args.review is None and args.load is None:
        return GAME_WITHOUT_FILE_ERROR
    if args.jobs is not None and not 1 <= args.jobs <= MAX_JOBS:
        return JOBS_ERROR.format(MAX_JOBS, args.jobs)
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


def _get_load_conflict(args, loaded, source):
    """Checks the options that repeat what a loaded record fixes (its
    rules, size, who moves first, the start, how the game is won): each
    may agree with the record, none may contradict it.

    Parameters: args -- the parsed command line; loaded -- the loaded
        game (see load_game); source -- what messages call it.
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
            return LOAD_CONFLICT_ERROR.format(show_path(source), tag,
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


def choose_jobs(args, settings, searches):
    """Chooses how many processes --review or --analyze uses: --jobs, or
    else the machine's cores, unless the work is too short to repay
    starting them (less than WORKERS_LEAST_SECONDS of searching).

    Parameters: args -- the parsed command line; settings -- the
        Settings (the think time, or the node limit, a search may take);
        searches -- how many think times the work may take.
    Returns: the number of processes.
    """
    if args.jobs is not None:
        return args.jobs
    seconds = settings.think
    if settings.node_limit is not None:
        seconds = settings.node_limit / settings.evaluation.nodes_per_second
    if searches * seconds < WORKERS_LEAST_SECONDS:
        return 1
    return count_cores()


def load_listed_game(text, number, option):
    """Reads --load's or --review's game: from a file of any format, or
    the option's text when that is a game itself (see read_named_game);
    when the file holds several games and --game chose none, lists them.

    Parameters: text -- the option's value; number -- --game's number,
        or None; option -- the option, which messages call a game given
        as text.
    Returns: a pair [loaded, source]: the LoadedGame (see
        choose_filed_game) and what messages call it.
    """
    game_file, source = read_named_game(text, option)
    if number is None and len(game_file.games) > 1:
        for line in list_filed_games(game_file, source):
            print(line)
    return [choose_filed_game(game_file, number, source), source]


def _run_review(args):
    """Runs --review: reads the game (a record or a move string in a
    file, or a move string given on the command line) and judges every
    move of it (see review_game), printing each line as it comes.

    Parameters: args -- the parsed command line (already checked).
    Returns: EXIT_OK, or EXIT_USAGE when the game cannot be read.
    """
    loaded = load_listed_game(args.review, args.game, REVIEW_SOURCE)[0]
    if loaded.error != "":
        report_problem(PROBLEM_FORMAT.format(PROGRAM_NAME,
                                             loaded.error))
        return EXIT_USAGE
    if len(loaded.history) == 0:
        print(REVIEW_NO_MOVES)
        return EXIT_OK
    game = build_game(args, loaded)
    jobs = choose_jobs(args, game.settings, len(loaded.history))
    names = loaded.side_names or get_review_names(game.player_names)
    review_game(loaded.start, loaded.history,
                game.rules, game.settings,
                game.write_square, names, show, jobs=jobs)
    return EXIT_OK


def silence_output():
    """Points standard output at nothing, once it cannot be written (or
    the program is told to stop), so the interpreter's last flush of
    what is still buffered cannot fail.

    Parameters: none.
    Returns: None.
    """
    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except (OSError, ValueError):
        pass


def stop_on_signal(signal_number, frame):
    """Handles SIGTERM and SIGHUP (see STOP_SIGNALS): ends the program
    quietly, dropping what is still buffered for standard output (its
    reader or terminal may be gone); the program stops its workers as it
    ends. Meanwhile Ctrl-C is ignored, and a second stop signal ends the
    program as the system does.

    Parameters: signal_number -- the signal's number; frame -- the frame
        it arrived in (both given by the signal module).
    Returns: nothing: it always raises.
    Raises: SystemExit with EXIT_SIGNALLED_BASE plus the signal's number.
    """
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    for number in get_platform_signals(STOP_SIGNALS):
        signal.signal(number, signal.SIG_DFL)
    silence_output()
    raise SystemExit(EXIT_SIGNALLED_BASE + signal_number)


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
    add_implied_options(args)
    error = _get_option_error(args)
    if error != "":
        parser.error(error)
    handlers = {signal.SIGINT: stop_on_interrupt}
    handlers.update(dict.fromkeys(get_platform_signals(STOP_SIGNALS),
                                  stop_on_signal))
    previous_handlers = {}
    try:
        for number, handler in handlers.items():
            previous_handlers[number] = signal.signal(number, handler)
    except ValueError:
        # Not the main thread: signals stay as Python handles them.
        pass
    try:
        if len(argv) == 0:
            return _run_course_game()
        return _run_mode(args)
    finally:
        # After Ctrl-C or a stop signal, the handlers it left stay while
        # the program ends; otherwise the caller gets its own back.
        for number, previous_handler in previous_handlers.items():
            if signal.getsignal(number) == handlers[number]:
                signal.signal(number, previous_handler)


def _run_course_game():
    """Runs PART 1's main(), the course game, which is what the program
    is with no options. Piped input is read by _read_course_line in
    input()'s place, so no line can stop the game or fill the memory.

    Parameters: none.
    Returns: the exit status: EXIT_OK, or EXIT_INTERRUPTED after Ctrl-C.
    """
    if sys.stdin is None:
        # Closed: the game starts, and its first prompt meets the end.
        sys.stdin = open(os.devnull, encoding=ECHO_ENCODING)
    course_input = builtins.input
    if reads_a_terminal():
        enable_line_editing()
    else:
        builtins.input = _read_course_line
    try:
        main()
    except SystemExit as stop:
        return stop.code
    finally:
        builtins.input = course_input
    return EXIT_OK


def _read_course_line(prompt):
    """Reads a line of piped input for PART 1's game, in input()'s place:
    as read_player_line does, MAX_LINE_BYTES at a time, refusing a line
    too long to read with one line and asking again. The line is read as
    text whatever its bytes (a byte that is not text becomes a
    replacement character, which no move has); PART 1 echoes the line it
    gets, so it gets the line as format_echo writes it, whose words are
    the same.

    Parameters: prompt -- the text to show before reading.
    Returns: the line (see format_echo).
    Raises: EOFError at the end of input.
    """
    sys.stdout.write(prompt)
    sys.stdout.flush()
    raw_line = read_raw_line()
    while raw_line is None:
        print()
        print(LINE_TOO_LONG_MESSAGE)
        sys.stdout.write(prompt)
        sys.stdout.flush()
        raw_line = read_raw_line()
    return format_echo(raw_line.decode(ECHO_ENCODING, INPUT_ERRORS))


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
            level = args.level or len(GTP_LEVEL_PLAYERS)
            if args.protocol == PROTOCOL_GTP:
                return play_gtp(rules, read_gtp_line,
                                GTP_LEVEL_PLAYERS[level - 1],
                                create_settings(args.seed, args.think
                                                or DEFAULT_THINK_SECONDS))
            if args.protocol == PROTOCOL_NBOARD:
                return play_nboard(read_nboard_line, create_settings(
                    args.seed, args.think or DEFAULT_THINK_SECONDS),
                    GTP_LEVEL_PLAYERS[level - 1])
            return play_protocol(rules, read_protocol_line)
        if args.review is not None:
            return _run_review(args)
        loaded = None
        if args.load is not None:
            loaded, source = load_listed_game(args.load, args.game,
                                              LOAD_SOURCE)
            if loaded.error == "":
                loaded.error = _get_load_conflict(args, loaded, source)
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
        if loaded is not None:
            name_loaded_sides(state, loaded.side_names)
            if source != LOAD_SOURCE:
                state.own_files.add(os.path.realpath(source))
        if args.record is not None:
            reason = write_saved_game(state, args.record)
            if reason != "":
                report_problem(RECORD_WRITE_ERROR.format(
                    show_path(args.record), reason))
                return EXIT_USAGE
        due = state.due
        if args.analyze is not None:
            jobs = choose_jobs(args, game.settings, ANALYSIS_THINKS_PER_MOVE
                               * len(get_rule_moves(board, due, game.rules)))
            print(run_with_progress(ANALYSING_TEXT, functools.partial(
                format_position_analysis, board, due, game.rules,
                game.settings, jobs)))
        elif args.perft is not None:
            _run_perft(board, game.first, args.perft, game.rules)
        elif args.match is not None:
            play_match(args.match, args.games or DEFAULT_MATCH_GAMES, game,
                       size)
        elif args.gui is not None:
            reason = run_window(board, game, played,
                                loaded and loaded.side_names)
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
            print(_get_interrupted_message(args))
        return EXIT_INTERRUPTED
    return EXIT_OK


def _get_interrupted_message(args):
    """Says what Ctrl-C stopped: the work the command line asks for (see
    MODE_INTERRUPTED_MESSAGES), or else the game.

    Parameters: args -- the parsed command line.
    Returns: the line to print.
    """
    for option, message in MODE_INTERRUPTED_MESSAGES.items():
        if getattr(args, option) is not None:
            return message
    return INTERRUPTED_MESSAGE




# ======================================================================
# DATA (no code: the pattern weights and the opening book, encoded)
# ======================================================================

# Written by tests/bench/fit_patterns.py; the format is described at
# load_pattern_evaluation. Each stage holds PATTERN_STAGE_EMPTIES counts
# of empty squares. The patterns judge the positions of a search that
# starts with at most PATTERN_MOST_EMPTIES empty squares; earlier in the
# game, where the games they were fitted to are more noise than signal,
# the features judge.
PATTERN_STAGE_EMPTIES = 8
PATTERN_MOST_EMPTIES = 39
PATTERN_WEIGHTS_CRC = 2578194614
PATTERN_WEIGHTS = """
eNrkvXePLElyJ+jmHiIzSz/Zumemh8cdLkjcLgYEFvvh7y/uYQ9L4MChGE6PaP1eP1UqVUS4u52b
iwgPlRlZVS2Wlxx2V2eGcGFu9jOteSU4Q6ZPGGpgDFiFqJgSiLlExhjPWcZ4wa+YYALM74wnWmum
WGX+LgG1MLezE/MFY4tjnZsHMvMk851g9MGCnsoWTCH9Gyum1+n2mt9yBvZ59KHX2j+2DEv7R2XG
QD+gTpV53ArYjDHJkDOmtHkMS8yPQDeZ/88EW9k/Zu5pnGXIUnMpTc3cZYctpBmiTuQJ0FgT+2VF
lzA7WvNxX7v/cKNg3F7M7JPdWB+jv3pm712ybWaWwQ05fAr/z3ING7NU54CP9fbJxdXiVLJkXdGo
iozprX3XqRmgMFNi53YEOduUQI8yFzwOD1wybacmtkgvT+kudj3zS+w+CCDsIIEVSzvEhVjRc/J3
FZOSRks7zOw25Aw07ZAqmF/DgukX9jmpnahgXN36uS85uD9o9e1dQmvmVtWMWdIvZkiau7eHz5Eu
TmgiCaeLBYcZIGt/bhjb2Cmf5G4j2MyQAqcJhkuhXtZzQ6XHdM2N/U9hhpirl/SHXmSQC3rCm/yV
+emb9/9cr4wKf0giBDd+R3L0vw1rDUmz7oeHi6d8zO16o+S0K+uBQXhR/Q2Gb7aBlupPGsYoHLEy
9tKdF94MvhqaSOfTLEtvbm7BE84KzjfR9+bCFwXab66vUZpX3DJ88mT20d+++kysC07nMkc6iW7M
1+ElJ3SrSqJRYW8Y5fhQpfAzXYZvcvuALLq9v4OQNF9uRjZ31v5PjDZajY+HllezyR8cIyQRXqTa
46zfnrSeQ3w0h7JeuqRNooNUWn+zCrPP2j8ZDsM5QntT0C+Xriy30ZY13YroTfYa7gmyS1Swm+49
sxq9BKL1SWjACzZhpv0veWu8fqjg1o2PvtwwfHd+FzP2mdIDG8kargu9nw76wAi3iV/RoRYrSf2m
FGFBoUcSbPzJbPwVZrdzPjzB/l0LtgVLP0s1T1KWWHiA4Sbtz6lf7bzef4EVVBltK2T2Xd/IVZ5m
/3L6jxz3LAuPtrXemDRcDeH05g3DH/gk3fOusf1G4H5Z+3uqobt3t+Pr26cNCKuXj6z/nT+wj2XF
59RM7UllWJ8+En54YseZwu4s+J1GmB14UooRrt6fOOzkCX7TDTbQdx/8lLtEuKre1hzplRI1fyDm
8HP78Ambwibsu9z3itQDz9FrNnbZL6r0b/NSAZxoIhg+JOiP6/2CKXu6T6iHa/hdlw5/mC34ET4p
0+yhCTv/eZyLHbLyYd8uJkgBTroeCPjJ6AEf+oHJIe/lEzbleHwFYOcweJvq3req8SnbVr23yQb8
aze2MtxeQ1oV3la1Z7ElYKU7c7evajQOtExMthcbd20BjInFqic0sSdJGzWHK3uBxjuxwbHP3Dy4
p9nV49l60ApmZWYpN5BLj2+UHl+EPsSS4yioaN8FFtrIHkLr/4n7BjaFWdV/rJm3pUy5XU37Cbq0
qoLS5wf/SkNh/3OCZvbwfEMdwjWrBx1D9QMwvauRX509RPlr+KuSvnmo6Ry0O4r9B/moaUcsY0pP
4BvV+N7qO+0FMsAffU30nagX70f79QGWmq9/Os2kbzbs/KGtuLkekfuiKwLM9bgXQRWHYL/6gVsz
ImyNEHtWvk3DsbW1qLB34SV/1qzU6h+3txolQqYSVlSoZq+Y5AqYSrYsvQU0GiY5adbrm/IMyaYm
yDFDhv6zcmMtI+KmZCdmSfAU2eZoWeQvOV1YGfiu0MENWRqJpC0tg5+uFDo9+3d2qtBN27ySnoZm
BbeV1hf0tZKKiVziteRb816VIaEc8mHwhLNFlppbUNCpM7r/5ZZVj67TEywd+SbAGYoMzVA/lpwd
m5XgaaL1s68++E9vgcy7W/PekmsQV0xLMkOaAZu9FeEEKKXXGNtxDJhgJ2ZJGOrS6ouVMN8f8Qxf
G4xD1uAKSNxXdDt5UzhZRHiOrETDGUrxzeuP/mdy/M2VGdVjBkebhTbLW5GBXK2hekLvObYG7vym
WtDugHV5qFnBBK7JLCXofBxJxs3XmKAu5icxduJaO/J6VqJcZJxlKmO6guP1tTYISAnzvpR2cEku
DglMVmxxyxPzLBo5PfT9yq4AbQTTkAY0iSmS4ZIB7bSYCU4OG+6cUltPgII8WPSY4gN7Qgz5JZX+
KGX5epnQtpOhgkgAsvaRMbTHk5RU6tSshirMQifoT08GLJc6teA3YVqx5afkxrl1OwPLd+8rMjad
sGwh5cfm7fJavZC/vH3xN1/V54E2hPNhDQG1zsLRqcbZAU4V9VpPczk0mF/bR3sIQ5Z/0TIN0uEQ
LTcCgGciYGjYbr8g88StiPgHiY16JOUhHB8aZWRDJi20PkKoH52nZBI1rEGeGpIw15hz88XZL/+h
+ufvxMecmwlsq3nhLbPErKxPJT0CvFkZXA6x/yMNWkqfi+LwCGlCRGPW8mWGWZaMR4cUcdT2I+Sw
iDKvT3XXhrhPDkKiq+UBQqXtAsRi6Bpl7cIqMpV3hALnqEXBr3QVpoz1QqG9s+PzUHy33r6lkwTC
rHfXC6FXwr0Z6zFww+4MmzuDsNTtRwbDuLowXKeaZkFAxyF3XJaTFx4BFq2XxbNE3KMa6QElExH2
mQ/otnkGjw0WiU1pODQR3mMv97ZdJKAyGD+lUAMBscn1JDQLxxPt3XkV2eslH+cYHE4QhYCUmE+5
ILdWZSBJkjTxDkDxG0LRFcKzXH78AS8zaXjS05TNj+bmpzJX6We/+vLXf/KuAvQxEwF8Y+/kqpgM
uIyuD4CClkfjRFC63/YFQxAsPdxuGJyaNDJtMI98AHtfGpvF9fDgefsIIJNzZLKmYZyq3NYesvQQ
BcDdZQ8dKA0ikkp6/B6YsKQ4MuXBXa4DEcTIaGu2qncag0bmDSk2QTwpeqk502KxnKoJTeQiP6Hn
ZrJLBh7Y3At7zq8960Y5+G+PnhvGbXaQFl+272+pZ7NR/S0aoFA9T+GoKSGdNt6dm3f88zCL7Iid
4JHknS71kqkX4h0W7UFMJDhtNfAncomlbPszoY0fddbZAxMzDG85D+LJwBkC4sU7lOhDX7aNRmfj
VRXnjZhYimB+doSh9NiLYZR5NkYcbZCOjBw2O82Welx8Nt4KD1n1iM5nYRzhcFRGs+ds3YWQ2IeL
OMlciHLnBCrm9QgjJz9/LLybSvUejPEbcOph1eMkEHt0wMJUXT9Rd96BI3q8mRuIwaHoScyB25jI
tucG+piO9xxjYoftuq2cYHd3ZhwrOGVV+fODFHcyyv80DzsAIJVS//EX82grfv7hNj/Hj5y2m+kg
nx9yu+JhVC/3IobNDv8xToBDh6OXcvC+h4AlesLoEaA4++kIArt8q2qNvuxy7P4kuI4YKgzMXXXJ
jCzcWkyhGe62gazAoEtrjFCk6DsyUuG5V2Aj76GJ5AeNLi9FbZHMKAzebZYgV797I9PklIkEl4Ls
dI8reIZZWhmdJz1VuSYx+5TrG1aJ0xdMvZZJafNoNmDj55OUcy44LzUT58cnoqyezd/OM7tCuqJQ
E61kUVCsAuZsfskSEsOKlxxXycXn4snlZQLkcuY3Mt06ASfMlGxQh7lnw9bXpzc2M2CdHKmPjDiH
EpBn2ZylStDF7yzBb1KRZI+UTq5n1m3A+Zdo3VOQI+lvgoy62eNlUnx7+uuV4EAoSwBZl2cb5CI1
izgjg0lig6yNepcajcsMA6uFJQEFOuU6mI6Fx3NcmBkl5+9SFxOxrRJvuywh4XQM82WSvWTscj57
M//gzemzP1yc/l6dXprLs/wLhCXt3wJmfM6e0l7lcMt0caq+ZbC2riCyi7JE8lTOzdw5wKkSqqCQ
+zloflQWBY+pCV4RytMXsyS11KCOk6VZE1i/0DZgZKYxt/5mzjelNU3z91YVKV0cko3ZFyZuBDns
FgQo1a2brVloYV1hFsEmtOGUa0UZTyDwhN2ytU4qllGMBiTZiglnnTAjV+I9DVvxJ+ubO7r+PuGv
O0hDprfmWdn1WhsCJNxjSG5tVp+vuM2SQOBnhnpFao6IebMsPrhl+fWNjXnCV+t0dg1JdXpy8mkq
2dMNZ1/nf1uKv/tm9vdfeAMTWh83/YMn4RTWS2YfI3X9RWPyNno5RNIVrZtnPzMlzKda2TFj7Flv
zCGxxkxlY6w0Z7Iklx12LO3ajDKJ+IfF+mY3ra5sJ1dlN4yt3s7aBjU+HrnbRcJKsDJwePuiytE8
U/K2wIphkZgh8AqVul3cGCJYHW23xZdm9PK3LyX86fTDPzz6w5+/SbZk1l5f0gvIiWD4j3RsBxOn
gWyvB8UY7/G5ckx88MhV7hw1uvldj7LyauXuw13CzGye4EMiqTtmykapDpasfDc2MEwBV2FnpOrd
mhNhFRXcQLCSQOrFTIZOMijevcmnBJKliXhU5G4wR14I6+dd+dhv0jhJcUggned0lOfgMxUMUR6x
9J+SJHsWche46s/LPX1R6ilolBIik+HNCOGLieakPqYiO0SZUJEg5m045LdMHHUfJuKpeJOvmDF+
oU5DHMTIi8Edtd5ew3SjVGenbdYqO+skXpHTBhfMq4Z+vEYBSDJs3pTiOKIRrU1yLITzAc3PCDEa
vNVepRF56fD6IgkFIjnxVqff5onSi7mdtxnhaVhJCilgacbFnGNi35nO5Ff5TPOTRWamAwtlwMdH
H/IPf3P9m997R4nzCnFnUz1vFnTY0AEI0mAIB7vMz2SaRWJXeTeO1T216uxkRSEHOMKwvZJMQCNe
I4FtQNY+WPYQdZQCGyxbu5Ewc1x+DlH2ZIfAeB85wj5MPzHSNUGZsxJeVG5VYZfer6eq80P+xHaA
a+VAnZNZC9GnUx0/hft0I/+NxhFzEMBexhDCmsHGA6Rhljgyg3rOurcZsGP5uc0aF6z2GotCCrPp
vyq+6437h9DW1T00tsnj2WOe8z/PBO7Q/2Dsfhgd+mJoNk2+MGZ+B7L3Pjs7y56av2wiPF+wJt3Y
P/3YSU1+Uj/naXj9oA4m9wTmwIljEVqwH+Oj73bkD6MMmPKzQZfZvtFNmkKbfqZNCLAZ5o9k+oK9
v0NnLhMQYjp5x5bJqI3nZ/OBh31QwuCgh+JO41Kf5WcOuIHbOvrzRBngqz98+ZJVLnpM+0DBKCvF
4S1BirfL5QXYU2XB6LCFRwGcRVFPzlagaumPbuQUW4pjXF13mRX6+Crs70Lzvd610t4tDZ3VAQjx
c9DNnGe7NalO1kg/0gJcYCoDuWH5++KKsVI75KuLKVJnhxQ2eJKNoGAZEp7Q7cWWtxcGI9tnzPQ1
HCBK+di4eKNGkJ5pt5gHNoH9tcRhbjm+kxhioDDehIB7wRZNSYqHPvI45Vf903koqodODNJ7yNHb
XN+w9ONPkqljfOA5a/b/o4+zguM4B8ah/9STBdY+v4szF3ijQTUdn9/xSB1+Xfvz+g4PRM+dPG1T
HsGEl8PD5+RB68WAY4yRK7zTyR77SO/N37W7Ptef96SeDigAYrG4KaNXujpeHLgqyYCcGKHwJbzA
YvM/Xhc6pAfUYMjV8chI2EDbgNpU+JBMy/BoaFM8DNhb+4CzksKZwbtwNrK3OpJWmncFf9peLG6T
g+a9l0L77e+s9fyYQWGrZjl5DG2cHJXD8j+FalG6Ftu6seH7ka7HN1tadxqnd6XpeTlnVCHKPnl7
GYpLGSAqRHNXya76ARr1H9uI/nWbwXwcNuhZmEhm3/WUKzUKYn1Qxcq+vVN6JQlTXkeLX+yTevUr
rphHS3UIad/ufksODXOZPAU/OxEYQdnelNyakINNOg0mSbIB5qxUdvxmwNcwo9UW76KlW4+NEMKa
90m0bF+PQwcYdyYD7v1sJtq52vqfGLm4DNm1h4IhPSJCSio2uAyOkBqXl3bkZSqcq3LzWn5+9t/+
+HhbaEHUkluaUa0DwqwnUoqdaF5PGLyM/wA68orJw1mxWoywY5z8NA5332UcktzY3gIdDmDESQh4
pSFB/lBRPUYbMHS77F1T9SaSTbD3TBnY3ijJkv00n6SHt9L7mMXuajPbDexu7/3qwVIJUzauQL8U
GTOKdmxcE3J0gvwDcgcrI4qPwS/yC3IQpl/y36GNW+VUx48u55xx4bwaWKNq1UVE7l+2vGoEiWzN
VUIuibdm1AVGnEmmkZy5YKdAl31Qby74xx619x1BnQXH6TbUOEzCWYkLiBW9dKsaI7m73k9pRh8w
XfFtLYC8WT9Mtr8F2+7uJLxdVFCwch1cGapHWiK4HgS9QWYpJHZ9gKltbHZR/naXN3zT489pBI3G
SFSG0i314V3YB6RsCx5UIva4Te0tnXk/Sp3n0LieeTuyVFHxn/28OOPwsW4ZNvUIs0oi29MAYwyv
Oq7Jo94MGxKENuXLj816QHOxAdE/dLW3gtfc5nH7DIr+yvsTpweZVWc3ymAtuu4ZAvr1tdLw1Unz
xgEml/dYN28/8MnMfV/OwC0gTd1aOan+KbYdXFUPh5ynfvoz7gkgscMwR/uMiYxTtnUN5t4HZrEf
OwPp0vo/mj/+5aNfrI/PPpLSQI4q1Y9szIVZhzn6zNVPrYVMwfYkaPWYejMlN39SngK/CBbUiuFS
tJjzMSf+YKT/gnuy+zilO4+wSjJ/etJA9rK3gzzMC6I1dIUG63TSLDBGig9rb1NtlQVbCNocosdM
Vfb6Qgx5CdqfI+2dxUd1Mhl6+euebCaeV+zG7l1i521G/kxz4ffLD+SXMzA3fqZk0otd0GVXVvZt
FtmIdEmnAgncazFN6lGNe7XF8PEZFscn0GVWvSgsmCJkRTu8XbIBU0KoFEqVzRhRPjuW+M9zGlUe
UsFO9jg3HvKTYkvVQdbUnIXxF6e9/cub5bXyPTjXoaeDGNlguOvWpmFoyzXkkE+qEeLBt4+e7Xh8
XoPbzL59yxxh+53/T7YGCBj9UEFp82D+ZlFdcfbr4o2MY/XGDbM4IqA7uhVOA1Q7CubIAVSs91LA
jgE3C+6dA00RNj1gxNgFGtXQItwydROeoNpGGRG+N5zhG8a+IDAGVc9Z0vf9lz2NoD+d9VBa6nbQ
ht66EDtLd1Dmhd4HKjrfPEgS3o4SZ7oXU/bCwi0FyyyMcRseILqMekAF1lp3trLy92o5pL9TIRVW
BvUf3VnS04wPOyrW9pHDDlKvwmReBfR41ZgjNA4T28D5K9qvAObtLLw9Hjtl9u9hLv8TxT88pwCs
1DG5TFxbNJtGrJtbQUZoIUTk8q5hqhnnkwHDQlO0XNaom7E5UBh+Z/2qziyggfEy4ti6TRIwJBwf
5LMMz68dl7MGZKp6eTtF+b4CvA0Bb27Yt/rU6KG/gtVE+z7sO55ql13kgM/dbj7ImMV7d900uGLU
5cCHrKCBtkcdG7WaaTj2d5nntOE5urfOzjaodhzYKfPKwsCkJ0twPTfAiQCLSW7bxthYd9a9Ccr2
iu2uk1//sUGf8snbnoU+PRtF4yWVD6MT9FpTGgO4wlakMMJ1WIobo4nPbCEKL3z5W1na2vXsWkNJ
tbzYV8tSc/and9Jm5ZImkiTaZtjqMFWsg8K4cqgmDubU2NlmFyOfNs0ZePxzu9YnKMNMKg/nJfN2
VlEvC3oLDJ0oCtRV9iRz2ZFtTYEkoQ2slYPF+OtQzsoGLCwZTTSC5rxndw0b3c1IaCUG+2usZ82s
jyhg8Ejbel60pNlMrd/7X+zChpfPbOgxNo9iwkXqIqlnZwQWlVW2+q0uQKgmMuGkRWXmYq9JmbGI
hR/hskxL3axC0uBFb69REcxBPpYGHhVIgajgelt0OfhUA26j+T6bE3Vxt5gDplbpxzAL7wiFaaJh
kHvJImb+hslZzhYYXLlJlaKiXAZrijgxX794+T7Xi83b375hEB9E3Tp1s2ZOsm3eUcMIjU/lnTpY
nGF/PCFCSLgbLH1bBWKbl4McREBknaTNT8bhz+FSJadVSspehxrfw8Nm0AEll6xTvf2rv6TfJBSa
asZcSVF59UwHiCG9u7sHe2EkjHkHhJUYLKDaUEa/jNFEyQh9h9BPWM99NOkEWqjbwGGopgTcwAG7
DxMVEkh0c9KHCtr8YNnc6b1Az6GfSEKnj38qgkgHlhF6MQcTiZYfMve6Bcu+ndS+kGLiBWXeyYEI
n3k0gIQtUWgbNZqab0/ph7eGD/7qg//rv3ylnT3XkLmRhga75LbqZmItYYlykSLmX+UVNnOiVnmU
yGlPNIbydHQlcKqrNuNtUEEhC5pHnojMwIH5OzgP1qK5FdkQJJ6Y+wsT83BKZrQsK/VZdU2MjJDh
LhSsKm30UOxKt7yatFmaDlLt0KzCeZmILuENa0MnXTeBtflrQmjWtm4TXKm7n4o5f7vCvgp5mDMz
gOeX8BVLrU/L4CYdl5W0j3jDURcU2mCTFLEBAI7himSPRiKbQCIP8IRFGunSVoeN87pqVwU0zlqz
p+dmLSyo8p3GYIRx4i41LBisYUF7Zi2D3uzMRsMFUtXCPMgGc3S4j1dq4G7S+NhYRhLq/TPJTlN8
fjXwrpazhNtKWggtmyZAHXDta7Ry1lKMRiS4aoYKC8naqL0a1Ac3zWroqB2RBZ8YFwBMk3FjsL3R
YjHGjwWGuVDS/Jzb7FSHOHlDZLytJKi2ynDEGxviUcqubBE5oyudeLiH50TKnCc4h2whk+P8vef4
V3jxOE+eIaXKAc6gZHPbxuyEeAmNaaYTQ/7zK/AtKLgttHnk0uQY5HNigMJjfUGOtHlbCNpKw5yc
0NKethNSI9Xpi5WP+K9Pg48gNCoFxiAqmfWIWYdI9jzx65glkAwRfNZsnLb0NwNVUUevemdhvyCw
GD9XwVqYCT4XdcO+rKiosvWWe0GAwQ8HbKlcq0m2OBX65vJX/1p0HSdswhmFdiO5OuR8co8odDGc
U7rC8BFDLHSPcjdMpCVhRcPEzWHIozNcyxXoGFdwQNsHr3m5dXXiJvfR+UkM15vmieeJO4EXX+E3
+bNm7fQAuFtYqyv/ARw0U2HXYIo4tNdhzryNnrUbp9Ucfu4XR0nDTM4bvU2ODIxkPtT+ZepCexQb
FhNazI3NSTaM82ptbQ+h4uccmCWk0miRL16bn377/Bj+9fv/8i+vx/ER3kHDwqYryL5VNTNPpqT/
DKS24v6dT0c215BYqUU767caXwM9hTi4H5MeMuQlDWvXWHWj09iguMQ9KVL79qS9PBXH6dbQh85x
4Nl+Xsed6Nh/2giRJf3WpvFCAZdmj0/huGm701PBY5hg35ts46fotr4uvA6tmrK93R3U8V8oh3dn
oAIfTqAu3H/0Ak1R1FcIguoW60A8hM0Fi6ewzbp1y1zhKaR6B7afBP6vy+ovF79kzz402IRS9c6P
DAYo66S2ua2JQQn/nK2x8ffwlq5E186bBceUD9C5IM6PZMatpEGd6Ya/zltr0zLI6t6y8Y5PyL96
PkhND3oI1rbeQbBGAgv9SqO6Naw9ZazQGTJLrLSiiNFNeiov2QffbyYJKb2fI4a4u/0Js0FVwYNF
7v0yS7h3bMHAJutDJHY3vtzJlHaUQeENAjpKoEiSD20phFGPhtfPAbudICdSVORTKOzJeuFkG3BU
kTeVW2MgRMIw/IFJm8OJXgtVsEmwiWA45qeBOMRREqqw9muvpHfpxkd9CKmFlOSvsEebyl7Z+hzW
kSF06OhizisVlcKZa6ALMinLxOhMAHop1SpPGX9zBVWx+ep1butmolCuwbtr5GD3X9SzMpSA5vZo
AxxcAt/TjtfaFS6i4FntcaSa2zu3TVc9Ix2T1aLKZQoOUfI6rACg1RSwFD79hwXVRQdj5vM2xvaa
N7TyP+Idl8dGuRBlmiinmyH3hU0gQQgw0d1eee+Pk2bLtoOuUaNdDa6FSJTbL+zRPufUhMPAP86W
uDl7/K+zTz+f87lRsgV/g8ETv6WGvQ4HkGakZl/XR2fj+BTyVrtvF1hFimersILULjEIFNmYiKKW
vGQbebJETz/KPseVf6DOJpml6couljVbYTe+jdcqVYuM61JQjbKlevLAbC3Jl1VS2XC8RTLQFABB
b9eOITrS37KB9IQkZGYlmNG+BHdfCvoG2A1kMzBHeUYEfHxRVXyd/ffXSVPMpMu1MJ4fDBemhCGM
PEmXMYeitS1j3LJUTdyy9ERMX5y1jUL2gEIr6sctelmbWIgvYRJiiylHjiUVa5V/2aEczAbEueMk
qrShvti4QRDxhrE3xRGvbCrY2zl/m3z/0cf/lv/jXyozIrNJcjkL/upWCBYd26s9qHn0oyIdRDWA
WWk5onFMeIseWpefzkmjYx1ftTVbCBhZa7lsjX/3+mkcMlLs0xS7fnC3+oWEy8Hg13n3eUc/gIUA
73X3nbxvlterHzk1P+I+PSbYwWnkB21nUT7EUCenhmHpEgPg2hlfWYj37nqXtI5UIzhlep5q5QqU
WpvoOtcJ/+vPf/vvLjXAMk9nuOdcL4zM0riQ1N3KMB8lmKSanDOufGZAStKg6TREeTxgC3QmrmCq
N715FY1zF7srKkvUZndPxYtk/iq9yDJriYbTtfJsM6P/ueXlpEokWZX6iRpFwQa2UFc3W7qtjukG
QqU2Gh7ymubS+hw5li/PLHEdn/CcMlQoLGHbxA6zqPCIs1uGzJeGOjCkAfEgahuDh4dszdn1f0sL
bhNIxOLy/PyPYnUpc8tMVmKrPDNphBysSaJfrxl37FytHXQHPdO1TbNJ0+5Yh7jX5M1+LIw2RRNM
SZRkm8K+RMUHOvHlzDz2pq59hmhKzU5tuAPhEslr8odWPgHq3Tq2qHeAWqYFcIliIAg/CzYlCG3Q
IAgTHoOhOg8iafwm2uAYTBNhCwdC4vxn53nOxFa/d4U+45PVnj9ozFzgnDEGIR2nNn0CdMTzg+U3
rXceUs553wTT0+LMkqlU6RBPB1TZeNORetJGSKUslPiD4FehKMZkIIuo75cPtm7hzc7S6A2zPBfO
kUTh73xrFzI7x7iMqos4dXTic5xBn4ZFSvxjrXHcaFFQzMzpxwS5JHMeSK2QqibOgD+iTQUusgyf
L54/w+cFn885GPV9s0RtU8QSkVBZQRss9Uw8KtbVyYqUKVL3t4r7SDAuDB2ecDLbgveQ3cCirFr5
T8jP6H2pWBu1QVGG64eGlEo8+zrYs7iPrfI2Z8HKKHTL3EBeUd4CHKu2RV+4ukkiayfXtihcEyPS
Rue64ad2gFxZvSTfLVw4aO1eAeRQzM3Wp6SZZeSJdaeYGFHKz4NfDrcs1xTwxTNGZbBtsPAvhcGo
q9PPV+jMKbGSi9gSXv3iT+A8+92wLnMjV3osajquMnTkoupgt4vgIjAWHIaFepdwbfeFEJ7KaXF1
nUbkCrEmOeso/y8as58cEu6tA2VGqMF6dmWpGuZu9yJJ7ToJnqSV/ug7/iRnuXfoaJ33Mv+1q8Sv
0wfHJMJxpIhl+k55kZliCLBA7CJvTGJDZYRdzCR1jg1OzWsj+WZHrMxukfiTyDR4ARS/wDYQhe3C
6kfcl12vjQ8QEvrpOFELW27+URcINorWs/fmKVvwV5WqJNWQ+MWTj/Tr6+e/e9t1sPHGRD2kEu7t
WMZxV/su1TzFcKoN7szJcGuqYk1tB9LteVChx78NuW2kC831+QEdOr3uzykElAUbimadptyyrocz
NIsaaFyzYstLds2RSYZji7kjWqjq6Qn77ewbRxJFuQMxqwMV/0M8me0jsaOTF9/9RBhmYQD98miK
G9F/lMy+tWdWi0jBjDh1g6x0k2fGWFQ1Dtu6ZcaKqjGgoA/l4Z23a9+HAWs9TumWbOi39tQjwqMa
mT6OmZ81NUqo8ymd+xpDl0GE+ES0wm10X/t0vg3lHfMiOoM6IHSu0MXP8D/K5Isnv+GPP744ekxN
ix49llS+L7W+HO2UkjK9AC1midA28sR8LSNzZhhGaWnEMLgcKVI5i/SqGzsQAzwkJ9Mfe8NmZj9P
vzstPG+o2uu6VSjCxLbohBo0p1kMsXCb2Lt4cJkizbzMaNS2YN+7ytgaXMjxjAdT7JYlol1eMDm+
kebiRZqGlMq/PH7PENPzbw9xoU7QcHfGOcTEVtq0gSkv5Q/ARazyKrtaNo8Y1V3sJFrzXWzWdniU
wctaUcn/C6OJp8xXp7AG5SR2dmV8TpJYpJEsOmCDdEAOKmSrcNe3HFPfthvrCvuEZzVrqWs23gDb
OiBE6xRDFXHqzfpyl9XR8EMLhws/Rdl3MjljCGyrgmqOykovKRIno9qSiUNORi/w1bNwgwUBcVaU
FrSLKvtLZQB4AcLwCKN+rAWrvvnq7WZT/cv3aSpqvQA6vGkeppcGjToKNhdlW35rXxaBWocon0rs
gW1/bxKjsFcNzYnI4t8LjGrkTdp1FDbLWus/Se1u7jk2Uxt/O8u8LSCurJqHoVS1l5C5BiE+t938
9FEYGt31tDkx5uIbUHnbH6vCAvLKIEJtdIp5spH6jeM+tgd3U+tAt7NNhaXLYsTrKMJ7Z2ygaJSb
wiwszKfuvECZ2elk0QjL8HawJrm5/ftWe8uUW5/M42VLCcI21QmCo25vvOjVELgMuqmRy99YjPEn
8F6WWZQz5D43NjbavOe81yyvbtkKtqS4Q9toe2VKH/WvsszXoDs2F57YIgAFpwb1J18OaW0Dn2LQ
mXwPY2eyD/I1pUuirsXiHvIFgif/Ya3EeTSqtAFNlMFHtXHs6/6JsdP8/dPPPr5Y+i5F5rcspjHZ
LPKg+VfcA+k+CFzeu+n9NOqDaEP0iLD+ezMgm7BDRbr7nAEv52yxf0ZjZGlUo6dhE/pJRXW/n3md
jQbdJVC9oSb8Lt7NyP/vH3UqPFiCiMl0LBMymp2rspX0HlinpsZARI8zWJcGdwHsUdZ6jg4P5z2u
q/X9+Aa2hqoYpiPWJ9GWzja1uwkY6YcVQ4/D7NiLDNgcnREMx5hnbVd7lvugp8Toewvt4BgGSKAt
rD8NcLfmCafA3s6owrtLKiFB9itWcXX94f9IoGKdiudQG8+bL+QI8XRqQ4Ftk7D3OGS2Vhs0cdK7
CBuBdUeIHSfMcEJe59DMdAu9pAfKnXRkU1K2y2hZ840P0O9H0iubycf/2DHCHUFSnf5IFBMnWgeZ
9Vp65vauRbStPMp2TycI3GiXPbWecm8D3JEumYdhHIeEId6U8hgQAYnVbuvxPA6pBvV4/tbClI8U
9Jd3SrFsNi53HkrUp3jYE/eXlrInxEDTx7xJVnZaVsZavsNYt1xHE9StjasLnblkO8fDfSlXo7yv
6LHqwtqbEoBnTHx49olKjt+ryDZRMXgEmFOMvVF+sLR7+YGr74GbHZ7oeppPe1nfoh34X6sCQJUb
a2QOnXNa88ykB3jSyK7Ke0x7jLCjRG8cPESDnzLpFi1pbDKCjWGAgJCbu/7OWrg+ZMVSAnYwbfMc
n/61jRLL3GOPxIDnyXnTeY/Ekt6mmOX97Qgzn/dEQKob4yO3Xl6huw9cNHf57+qo2Ho1XArjCfBn
wYJZu3t5e6EgapRY1RaOEK9fK32r8OqulR8p3MH1DnxiR2HeePqC/eEp7fUWnRqO/fyq3CLDHyLe
+bQjd4C9Vy84eKd1Hko+ZhHUx/btPJKiWNMeNMuV1lCNvGF6bf/jWnlZ2Wc+r8KazRl3sYnnjsDs
O0R4+8aeYopdsNrodVjtX8/ZzDaXW5t1tRbOvy9oXX/z8vUpSysXGResD4Bah44haD3HiiquNK66
GB+uG5p3redBhrSo2mjFG6ModzEYL1n1ZSZ1pI2+a5NW7IOR0rvVXak93qqC7mlqGUzhry3ZpE7j
sN+8CpR9bYfxFee6x7UaqOypjibipnHbWOn1tm2Ac8z8W6paxjvMqi7LtnJIgLE3Mv/Te6klACcX
ZGLB/4w20duEZI9Z9cVxXQJ1rro1HyAYcNLgC5F2OgvA6tyHeEO7Tg8lFldYZ3ne2PcUdpO4ZTJ1
UAq2N6X0scSNG3cBNfN3WR/6EvjWJUeknA2VXYpZ30lSo3eo2rwOvXJk9oKspdGmcKOL31gCW1YU
7kTV4QS1OP0wf5H0unVgszswZk5d9+SL6KkSfWSlGouQbO/kzo9qnlYOOepYKMA7KBx140D3YqgK
1X420HE0Ycx7q/Yr6mjyfp/6F95IjrUB98bTA35OpAUJ6j+UV384S07JyCNshlMTkF+f5Vv7tIyV
Zezi6rxOdE2dkY+jyTxTwZ5A7R4i4dCoruEI26jyxkzKh0AF9HDLg3+q4K7rk826t1D151v0cvM6
3PcNzwvNfqM3gntzGvAuYQdiNpgQig7fwK45xUUVv7UOI78aumuuKX30FHvD5EuLW6rGpKNHjA/A
J8Bp6KnndU2jizYUWZBAq3gd8OXfXrrNLQInL3sP5HEBXs8bbZ0eZK+t07EOgFYR1V0q52Rgv6/K
P7e9tte9UpbXTKwsnxQwrIHusYVYxpq4QtD2CV8LF+uEyjtJUQb4vtKuHIO+9JXxcMlg66WMaguB
Jk/3DBw2gI39RWnQ6BKFXt8GYXrjb6m+YMXlgu77PmTufdkb89quVcqqtxV1jVmhld0WAmvwvWxv
fFye+laz7QnZrUPyXLoCSg7LGL5AroU+Y/DFd8VNhr9/WWiBCRLbBjLIUnCBOd5yW1AOP8V9VK4y
XTmrPOZ2M0tjjK29HwVkuSjqUAho3NLB11wfFQkVVz4vYEfCF0E0JWusDDg7rZUZEVbcQqAtm2nJ
8hDKGjXqkR7+0B6wPDk9+0tzLrYqgYgcPZxpznNM3KKyVjNkm3VwY5JbqwAX8xtbVM2ylbYoCrDq
FFEqgzaW4vrt8z9iVZFL2uz9NdbJ/RRPeyP9idpuycNGORMeU7VaaYfgizk3Y2c2+SWNhUfp2Q7D
9dYWQTcoLeWvCnoZ+Iq7LgyeW1FN9V24x17ogqTqIhkJsSbvqpxFhuZUVzqJ/A3dKiO1MW4usZpf
sDyt3PLeFpAPSBnCLrxUgaORD0joqA461PKJoveeGZSX+a6wUB6bk2YTnZbbDfvwjTkKx+cKf/mX
9S++eQA7ftVDBne28o/9ji3ZSLu82i8POwZMAs0g5++1x749wGM9bApOOeXhHIe6fi6+2PZB0YYD
EwMFmbCz8+1Hz76A72zSY2UrLmKEg8q6MqS4l6gXkcRqJgkHzGrSOybHORzWhgz3CGczjwJYUHYG
fVeWGFVioAj6HqE7E0s6yAOTwUGZ5/CqxkmVO2gvXFyoHWJoSKES9jYLfE+1h6992Q76Bw6lnMCB
vsxYrHJQUVEFGL4RD9lz2L3LeerjoYzynhd80PEp4t05H98GuAe5D86lpMD2bSTjilgzT+76RmiK
evEN/bXAtoM2XmtfjV0sKBw8M1rvwujEqFzxTLQ2a6qAldJ4KFDvZNYUbUFIj2Vi/RMnVMyTxHmm
E336/PPn/zKybnqgcPBg9BwJjmDj4RaQTDnNyoq+toIEY8zaMTPY1XvMhqe0KwkEEa1DTUvSGPXx
xLpEh8msHVIjsDdcsGQhB7uvJZ3BdNSXVmG3XaG6LcqqwZhoWvr5688t1XFW71odUdriX3EbZB0H
ncKeBazzkAwx86MGFuLOwzDcCM7nzjT/ZYkNoqVx/jvube5wYaCMeJw/+WrirukdHpp6NbTa12Y9
IrrpaYN3rroAkUE2CPl0jv3tSdgBsQ4Q6w/c1uECm7sOPuOInlHazkYAi7mQqZE+/PE5/xifpBzn
YDt/zwT1sQKbeE04n4RZljCdgua2sUodhAitHPV6NXQMZ+sD4ci19OrCrK7krqIaj3xYiHssPZb+
cbJPcnDWSVZYG6LbyOaFU+q0dHwqTTlapxIZvVHHdhLSxG2zn4129Yud7qX5643SPmwz1A20sIjH
DaboUCgO3QJg9QRsDy4rHgya1E3kHG8FfkWxcfTLPGvHYbTSAgInsTTQxPHb3CEMmWmxvYS7ehcd
ptJ0PBWeCLKFWgjvSbI+RDrzuepYKmWN6OOMAxu56J0Tta0zt6Q8Y5iJWMhlp3768sIsOZHup6vr
f+SPzfBXkeGyW3vYIgH+A5SBFYPPhFYdAmrZ9oixqCkRxIXg52H7Mt5UtYO2Z9FV7jj1UpGvjFL3
yBzvxNnpsyHqthlfDCqhvVdM1PhOh6gU29IJOcyuqZiD2YnEaRCwTU6QW3S33BTq6+/M8v7392by
829/+7vvjZROJflSkhst1gkiCKugkrFOeFaRGuJH8HRojwEXGq3tGGe+IQThdCiFFGRMcAlRjtFz
21HSXlJ3iF2i2tCx0yGepvHyrUq/64mtqQ7VxhcRteumY7crUJ4cWmOi0ojUFz4cla2oQzLI/3B2
Y66+MZyzutHP1nao1lqlgKox8KgrsWZNXX/UbROnGQh3biH7b6dNfI8JoFTccoqGGWhb+8UoIy/o
PwpWbi6L758n7COk74nsRQSdkC1yPy1FPvYIeWjW0X8yP9aZBZR9g789vuZZ5OgryE0rhZrDQjsw
oByuRZxBSGnlDdy9qWs7+zZ16IPHQ5FDz0TNtl6js5ItzUqu64HZqFRDOpYk5ktZwmPGEx90ng6l
lHkelhIbALf66AsGiSizpCS7LbHrRxdG6Pp4pEykiNoW/ylVRRnQLKvyjT57T3/0trbX8bp0qQqy
Lov2lYr/wDBE0DEfl4PlR/oqA1GXGMimgiGdr+4nNQBPmo7U6YACGSHzG0coabFjgDp+thyaLXYz
HoMFImnhMmcBZVi9MjqPvGTyX/9Y/tvz36gnF944e+S6KoYsHQjZDpxr1OOZnRAOedv5HX6VlqEc
Uc2UyqYJmrOciNW6DZDREoX5V9ck9Ka9Gs8ZO+sHZm1/EA8Nqsbq2NmdMq5zX7XwUwmbppmIpY/1
9kiv2F9fVzbHQdlyA6hs8wDuneetLFMyxpYhdsRldbW9XHaNttd6CardXt27cLdVtI0UqYzcO90H
koWbxiWxEO0XtokxphyxitgTlFjAafi9YRrkUsCQEgatpmlaRV5SRN3zyIJjohARCrpIAWChCqK2
tYACe8tQWCff55f8L/OPDexJuI+c0y1wZ5kITyh3AIpW5N9kZUTKAGg0VrW0MfJOV2Lh8+AU9XRC
L1yAKqKXwoV3oQWPVF5MN6/mWPeia4pLzNLc6RQCHYbVcdykoGQ4K5rfCCOaHxvkgA45aNm3vaXg
6CUz0lDxAg1uUVKRyLK3GdnDRVWpEvkR8K/XQGWvU99xE7eV4tJAEdQpFqUmv276+urb5ar697dp
xoUBj0BRBVRiCUuoeGFjlgUL/Vwl7eTSyhd/PsAh9Sad3SCCmXW8QG31qInC1YmLA1ytw+eaJZWn
9KjxtQq2eQIgVJFVeawnKRYgbeSkotQPFTETW85BOKadKt9mlpNGZs/WgkzHIp9n19hENrU6JPkW
PL63qW4DdS1cV9CIgQqqIG/0GS65R1IOH/puPYAp+OJQepa/r797/PzzM/WtnG2YgbLLGxvTQZFE
1PlRudiWE7a+ym9sictWIABlkbip1itFFVTeiphrZ95xagu5ZFvyxIiCiGb1rtIOg9TRY+rIrpoU
S3SSI6FCdjJN465vGCwjtZTgVmKIY1/FKCkjxRXruBJbCyARVItPF3pm25gqxtdLkdinR2XNN4J2
DZN/2thcSo0pFZqw5frrNEPpfaOCHFKfvGabcuMYy9uSuJTRkzj9z56mpVysef7n5K//PDWWbKSM
th7wJE20WMjJV9YMG/coSLhr9JatypNcdTtC7RpJMz8Ko+WqXxUs5xWhytLRoHBwUtrjK0DNbjPD
JKqkfDz77q8eXZ29KQP0b+eFNEdbHtYCbXSLYNzS3gSD/MCFqfA+t8Bug2YoxwG9XbZMbu1bE2Ss
CXCzVVV6ZRUMWanE32t457qDH5wpWuA68jk5Rg21R0T4ZHBiHBVQqULtJUKtRYlIqyCGgZl+oOXl
6KLaQeG+ZXfW35TvMTVqPbSDKqxGuzDhGeKZ5PwstCxDNQKbsN34855V8ooREEf5ksDNcovacplS
IVLB5KZWVUbtncFFwsfJLnS7z6y9xXaPzsT49mh5NLfFUYnt5IKCBaPMYh0kAZJuEowi5plzTE9g
boQjmWqEgSLHCXtPHX2mPvwnHrBO8w6mO3tFvC7t1CLHeB4BCYqjLE4JxrHdoT6DhvvppvCxGmP7
oWCgC6TcVfIddeNFrAs7RGtJRX6SFertXf16MOzuzUa5C2+5ONJZWqJW3Vo+vq979Aqupxr1oeU4
SFrWUu8xo39SfTrJWpGMECwCrNuMDQaEc5fjS96NXhki8ZlZGkOjNUnMho3f5NOLUgR9n3Ttniy6
qy7AJl75Hu86VNMW3nqZL6jWWc6efbdzK5tg1XLEQzNUtHOSADpcCOod/ItPeLyH0nlC9ccsLTVR
xuhK9cq2NSU6buTc5w31RNVcRSZ4mtC5Q59eSYFC1CzG/MQqKukPcDJ7nj55VD2X+ULnT6hS1/WZ
QldPDt+aHbE68ieGfXJ9JDU0McHC2VwCMYKWIW7G6MJiOKogC+mYDmqI11XtO+p0o+TRWhF/Es42
lg6sYeN7iZMzqq7HEbxyYl7yyJZOYKGBTzaloS8ZpVPo2oFccCCs6UmkB+lgehKJSwtL6mZ1uS1F
dfSHrbSsOJO131Z4W4ACrw0YiIhApeQ0hgr8ILVsJofB1p8XKrwzNv67MxjzmhklyBv5EXaCAx8m
SADN0R1H7qoAY3OaoO3RAvBRL3YRuegcMqdvpHBkNJ40oGYd0jQxNoWF0GbFmmCiVdOBphYs1ltv
ZKZ0jEfX9SG0dK6lNElIQGCS5Up/+iY/OWNns8z6XROuG9NS0KRc2MjNlj34x2K8oMuirenOAyJK
QgyFICtTWi8F8H7tRYdRIfWHHqtI0IcCb66uOGdLuKiuLzBZrWcLysrnOkWbmBLZst4i4dGsWEFG
qrtRb3Vm+3sAO3b+EeAJVV9gmYYbLqXM8MYWUiOcdZXpT3Ojex8dr6ote/3WbNNfP/vP+g9ffPjP
r1x8DLdZd0glzLmSBUXmirX1QVgjhdm0RFC1Fe7dQ8Bt9LFo4KCzQczxlIz5VV0unwyDKVhvSaIb
bRtllr1j21VuDyTQfMtGTDirh327eW9pXUFrWQE4CnLeTaeG+xBpawDaGir09S7W2wCdsKAallsb
B3GF/E36acGbaJhWpX/zhBCXQQfbxk7W9TNK9J3J7V5SQaIS+CVLK2QvIRCA7VSibTVSSYhCQOml
wPq79PffPfkYP1UqS+mwXDSlt4i5W89TZVkcyqongmrjuG7sJIY2sdOiyRnDXRhIYoHbjK7fLgqq
OuXdes7azoPUAW7bGfIt4W5aP7u8wpnsul1bvJ0Mr7yo03WOvs2NoGJATX/kjaH/J6cEs53KtJgn
PeXN8x9+NmtO4GV0mjgLlWkMYDmh2q2PhDj140lSjVeEySnozzzgvGDH6yRn/K/e+89vekE1TXMJ
1Ql7gk7CSquEXYCZZbsyEvbBQehKLxprr9yNQOognlC0qVtVou7+LMaVaU4Bo4meO+24B1ugNvt6
H8tIUUFkbRhMSgsVCzE4RAfdhDocSKtj82v1TjJRQfF5+fHV87/lJ78ubBWl7OKp1raqGMxECAN/
DY/IypldsMaLCazVt0NE7N2pwXEUyRa9CyVxNgGF56jg9K2A2BcTupzZXdw2xeq9ztPYZVWDNMN8
Bce7Acn9IsXScGEZWp0462rNestEdmU7HWO0CPnqDVke0rmNzaVR/Tn/K/PPz77YIpTBVmn3NmW+
I3fI1FFOYTNEmFpVhVKsS/Mv0C36SW1omNLvgoEEIISIg88G5mGNdM7W5axgeV1+oewTt3AFJGAR
vQYHidZsGxk/cdYObfIkyD08sTwxmeOxBFe6w35NXFgr5YvHYqRZ6SBdykANcd2pVqy3PSlakWSR
jRmewYYg3MpR5rdKlYtfJ2dHyknilXsIoexM+/ikkp9SIASTUSRGOV0tWbh0Z04ZJW4Qy5wKJx2v
5sIFMFBZ863z0i1d5IGqGRElfpBITiAULsvA5bZymysUA3rurlDUgo1q7pnpOEFuppO5coUayhum
NmdPFTfvsqWktKGlra+hUOtu1nzNrjIbZ1Cu9TvOXlaCtMMjfkX29ZRK+tl6cgutK6Yv2Fb+E5zR
K1bZ9bZQiVaJfAcLXhlCmP/5uzfr7fafXjUadBrwpPAMQbH/oJ+4qsBKNDI+Hepif7BhUUVSadwA
d4eYRe225S4f3zvY1Yep8uZB2YNUy+BN6N+drZOxUmvTzRkcYougbTzp7nJ9fxU1Qgem6ySMCiby
jP9tPmXPrNOpLAl3nqocXah2XWacfgx3W3v45IckUeyq9oOFOgZTdAqi86kEOUoYVAdnqDvanlPS
uVy1HshruLdn5nGtKmhBsF2fTdM9WrMJ1//cPqq3O5qx3Z7NKlpdZwGQPQ6Pd+JZ0G55OsjMQ4JC
difDqdf1chflHZnXd7ckbEUU+lXCAS6qhwzE+0//pK05VLSBF5t6rNJX1arDMPbS/y0/RVBAte+/
3ZQaOqRr1K79gsFNSYbpUU1kYQ9xkDsM9miIdORDL/jBcIe3per4dFRkn+0ch1axu7bffSWGR6Z3
bgWOeUbiAcnYnNPhV3eEzQeCVf/yRVts1dUbF63M4Un03MndFH16zsalAhy26XcjraQ3vG7Clo7s
MXsxbc3JeSxTYjQz7OqZ6LYTA391pq93LJLuEWRIJyr7Bi/dEFI5KALcc4rDATlEj2/jT93f1Q5Q
HIVLrWtrOX7VqjXNxxnsfpmo+9sx1ixdDMxYs+FcZRxnF3gniga4CxeFyH4+cLrS+x3Q+/D78X1K
6kJHKmJ6HGL0Nelk1Uwg/8GQAxw050PkMnbNFxM6sg9oE3qcegeYbZ8est3jFAdPHMYlWtUwLvd9
ddDSTZCs1SjDmi6R0qaAKuySWs0y5N0tqKLwW68Xp2G1q7y7UHs15W5DI2zL6/j249ZKncR3wbDs
CzETUanhKrqZP8BJ2bGLcL+n20Z1d7Cv7IQiU6ecVPEzoaE/PVocYKoNBHYvQjqVAfFAnzU9N9UL
e3qgGzxPR5NcWWQY1e22u3rnaGr7pwxJczipWOw05Aitkw8jQroDV9UoV1NxdycVNS0WAU9OGfTR
8FZCdOCYvpMw7hdwrgusie45qyYfSB0ZP3z2gI6Kx7rnb/doLlX8RAjXJ51zf8CeVzvkIA/Vgqpo
QyfIJnQJY7zV0D55Fq55SlkPDf87/3HAxE/xeT+y624f03xPvI/m3d0eqAN/UZx9a/+eW03yM1G1
Nz8++9vWmcRhYrdxhypqWTWpcpfqrbkK/JBGd1w3hTUTvyMjwlqOJq1vSn4nnBg1J15avwlSTI4t
SbEbyDTp0EzPmu80qqfRkXFDufBHa6mT7hDLQ1trFjFdl53v7/G5Vw3p+syuKOzJux1dN7XaSPRa
1lFvjtB2bROlldugIqVtrjxTLlns2EXVuUecZJZl6MNJ6MHKMbjobRtPF+gwkhcdcSOnjzRudw/t
8T6yjxItbLB7srhbn4gxhzvwdU24k+iEAK/B7UWgWzHBnHneiJZlFxLe101Z7qfn+4mA55Fc/N72
dbvwK6B27l6dp65uUyepU2erxKjuPD5tUNO6rMaZnY5SztGGGupgUdH1TG0MfrMgS357IL5xY35R
i/WK+TbeOIFBxMtht/nWVWHo8HmMMDGfzqATNlhNLiyEDohnYqU5ZI9kfXoLrd+PaNXxq+dhH+/W
+bguI2z4mMv0CvsOrRrBehirDB1Y/rAc+wMLRURwMRs1+bUHY66cqu1wx9jvjprXVLbPQ2jV4a3f
RVBG8DEDW2CKC/b9OQWHljOmz6U4v6Xvbejy7YZdf1wwvZltKeZZ5DcN7kR2eUyvuvT8oclStK+o
NG/XkNhnIrL1t+MleuX+9Sxo9LbVgmNylWMlYN8lbHzYpaX/ecDDsXW0RlGemF1xu1Nh/rh9Rjsu
RYkd6LyyFZU2Tfq7G2JbIkB84K1K4PnkAm9bTI/0hFBSV6vW5M+ptV5lyx9p3CSRXH4tG3xv+JLB
n+6zBS+Xv7dVfA2/OulZDuKS+86paeQyyd9mafDb0PmZ5LV9hONvulW6rVMnTWMTW1S/q4agKhzX
OtugdAdnRyvVxNJHYhn19Tn9s7LruLAFaAw9L+z3r5fsQ87evGVLCv3+f7IwD3P9h5FLImUbQ8+G
bg19fjWHk+8Q4PbNnJVX1WzzuaFzQ8+Gbs33+u9mR89OdFJtfnV89vzMZrNv7JhvzfeEXMzYj55l
R0018luGl3YvN8xVFfY1xQ3d0vcfzNkH1usjeJYfRfRf2e/tf1P+ORehy4yhyeURge1bbwS4KezO
bnMzDbZQrDxha9dZY77hPZi6CDL/zZJiAQtFIYzitVxe3r6b21j1r69fpoTm9Yez6jn838+1mqvi
F4a58dnptubW1I5YJDyzbzjJ54mqLFRJmDozbzmnLfb4UHyt2UvKeXhWboQ6e1xWpzPx2EAc9Vl2
Q4VXSb6p4yOVrLZcrmR+zmbzx9e3MYnqCGOnvvfLMCip9awk4M8LHyut56H0i+Qtu99gHEW9E1bP
2tZWQObluFa7QOluIdXVs4Icf/E6MEPzAkO3OjStq9qmtmUUli2ZfErbRsV/Df0bOjf0bI+DmeU/
GP5s+LBhdIaeDd0a+jTfZjeUPGr4ts1JkYbODT0T3ZrvZ7PNxdzwc8u3wdC/oXNDz+Z6+r5ls0KX
jOShZdbW6QUPebWGUip7Xs21rwz9Gzo39EzXVyRt6kaE5o/Chvu/9urktmVQTWPnsLplV+aP99jb
DXujKX+Klz4tsTq170w4CbkvbxBSNrM66fracDab5WQwFHU5qthimxm1LpWbs9s52+QnWIJM+Sa9
uF3gdv3kFzhXsLgMpEIZR5DaQNm5LZCjqm5zCZHAyTFR3sxsxe+pnBf7NksWZ0JCUqwuTthx/lgu
VQ+XqWHrWeuTDzk7BrDEdL1HjF2tOlQMU3VKaClfI7bxImkaA7l9LEfe8ixkryeWv9UjMvteQ1bD
x15aAHdKkgvnlA0QRqPsqgW/u9nf2jxr+J7hb8yWlTL0UEKTeFtRtcWXTfeb7Pdd23hYFhWVUjB8
z/A3RrXqtLV1fXsZlnJp8wdkiAXivk9RawG3bZOgh882gfaRZ3o2pNvWs1iaoy4MqGVPKIe8+gRX
GJfmOrMh53Y2N0dFC4s2hcqNuEFfU/IUX5DGLfjVS+uAVtubP0S9wyo3aLc6R+eVud4WFKgupTp6
KrJncJkcARdHFzfQ49iNATlwT6xLJadej8BRKHI7Kc7vyK8RjjjzYsJchudjVzNGF0/r7TzUHzoo
YI9kz5igYg94EbDihrveFrQ8hi9ReoZ9ppHXC7uyRPkppY/WhlZDnuVJs/Vlne6BJJeN/DXc0/Ax
w68MXyL8mRCeNPLayGXDbQx/M3zM8CtaTNtAxchxI6+NXCZKWGwNH7MDJbB6RiVlSM46YjN8Sbui
Puckr41cNvLX9hVnhl8Rl60ovY8aUZzOjFzmNt/V8LFlmLih4+XMR3LaLIJSKF/70Xz/tSHOuUeJ
4hGvrf1kj5w3nOOacUPPkPpaLXBJuVYbSzcbVRGdnxHd0ve24+CbX2p2jNu8tDg+Mv9j6GVbiheW
9Ax9GrRTHbHXv5qVLDHLs/lkbeic6i48Feb7JGPz7c3qvxJPvyjfGfqnUIlnYK4333O+WX5m5NXy
+dV3Yyy32skaa724DHYhEb6P6UmKqUaMspYW4MpMNmp9FUuPuCilGkck2ts/felM7gp/0TdGX35i
9SOLYAlPLoJcdnK2Gp1yNbcNEAwuNfjzxMpxSUUkK6M3OVo0ONPgSfMxctnIX5KzRbBzYWVwpsGT
FitLI3+NnmX1KTC41OBPgzONHDfy2sll6uOZU86YwZOEG+fcyF+Ssy18aChn7hfkODd6ltGnSG8S
Xxv8aXAmyfHZwshlh/MeMW/UEKGjXMbWY7WPOGlL11ZBlET/j/g1ZdmuOfV32hr+7PiwoWei27kt
I2ezY0KhLWfxxEYbzt8Zfm74tuHPhv6JzktB2TT5u1v+VlnKMfyW6Pm/poY+Xy5Apcn13/zaG+Y5
NehxqXjmeyZlxjaGnxu+bfizoX9D54aezfXm+2z159dhIpcBVa73m91+5E8NKra6hTnuGNAp4v5l
GD/uzR29FVGIPhZhZND13vrOKa1gjf1+EM1taqSvl33bm0rLDj22JE4jWjsUfur73K0JMn1xxz2J
A+OOvBQ2q5ouBjQgPqHbmEvBA6ZWDN8uiImf2l16PMxpoOsOgSBoAjK7jHzrziMTYvPUsrYyJrUn
fb/ONo6w7xjniwOOXxzl1UeThgXhWhf3FeIT6t6tTSNOh5jPpoWiAxk7Rc9XHuJfTqOdTcQ+I7Sr
FJi3a/0X0c/m/846bxj7fBUeS22dFg0BvMeuyuCWLoDgNwumrGc7vfciWo902dAa57I1jU9IfPmM
0p0alwiMdMt0llID6m98lswL8CiAjLG5LU+krYkHOipV3GZVqLiJXhYdg31qXxkep/RENXGqIil7
10dx4S26zaa4KPrX6+i5rkbrsYd71RQWVf8Xjxs/1r6jrHk3tHUHXjccTViv94mIdkiFKgmEooo6
0plg1dspS2zQQt7SW6qvoytc4d2FdxHt4jZV+NWANG2Nxs/sYIysV2Pvvrub1O2OygJFlbbg05xn
OzaXN8EvWp/lJN8kZYELKONkAhHtoB7qX3mQXB5DFK3/PMTT0qtBgNEPMLkhBGl/deD9VeaNGPax
s3oRVlFfY/u5ijdAsraLdtaQt/qEdLkjyfAEJVqFjribFGsmL64ZbjLb9RdXL1qnOC+Zb6zkiu1v
XNGJS7ad4QsjSTKyymQMVpEScBk8Bm6M3zf+f7ZMUjdBtyibWjUxMz069kYeTUtR3YY+y9QIK2mc
JavAu2YD/CXq7W0W/lN6UP4RQ11VT4tmu2y1ZORsbcGfgret7Wm6HBh1T9faGHVhRC2EnFls8YyV
7UOjbeUOW2tSv4yNA6vMVZ/Wtq7CKpbhaXv8lzXhBKoJNaj1FPKDxgkZ+SIz95NwctnwN8vHxBRO
X8tl9HW1lS3zImK57Phb7posjiBO6w2jpaHuhcJTknUHrA2dX9stNt9XGVWdMbq/oFo5WTxBnnTl
qPCSb33xuz9SQSrNVvorLP/N0DnRc16a75ef5eyEry++Kp/NX8wdAtj4pTrxRf3ZseCWni3dLpfs
NkFDgxdHdLLwKcsNnRt6NnRrvl882rLTd0tDWMXseVpGSOrCfG9HemSn+9bVsXpicejp940X0/De
t457A1UXkx8QHWLCvpwzeaTr49+p/k7liZSVR2iUv1X+tTkEl88yVlyW+vsXMGPKvPZ9s8mpOhLs
arX69cXbY/5NetPaT1rS0ghLuF0ZIrhk35iVLqFE9i1s0q1hA+xre/JX6cUbzRbXs1kCs/nJ1Vn2
Lvv0VLFtyi9zbgNdxSIjY33FRfX0fA6bb8V6I6Ltdp/j5rxFn9MWjdV6lqFehz+DHJe8x5w528n6
fawRNiHbFn9aOY62BHa66/R0Ht7U27sNB7DufOHkODkX6gb3zlZ25B1zyxhqCIxNi2aHZpZvS0P/
js7N9eb7Z2xm+LPhTOe2PJyhW1flIJeXRuc3fJv4M+OGzg09G7o131MFkCQz/NzybTD0b+icE10m
5vuSlYY/K6IvbuiZ6JYdJXaXMfkoAmBo6NkvH1qnNfFzQ7UbQ/9E51Q/7CPL/JcxP1rkfh+t+1fp
yBKKNozkKEAf6dNDVcrKbTpT1OzwrTWWzkIhRC91tGvkwg3rsU2bKWUnI8a5lqyyou80LYq3VoIY
RpZqjmsyYW6pRTDDm+SlZsL1LM4t0zZPuhDnImGVqrt/nxCMIovoJn16onjBj69l+drWOFl+DPMK
XszmX8jZo0xu/s/8m3eRfuH0iK/b+Grws44oDEfAaK1fTE4B1jv0ZadfQFNhv8ZXY7hH9bi+dzjU
xoWVpfU6lNruYxN7vGi5iMiOnVgm/yTsY7D8qzjVH2bB6o5EmXWIuzmnxMe8twgCCAlB0+9DoJMM
bC8odyXxsYs3hi/ZKkaV2cdGZaNjtHA9VOyDZBPODaXhb4aPBXpYfmlpyK3XC0tehd1EZJtaM5/5
Vh/ePPmaQRUkuFluFzn0sf3m/2Dv6kpmVeJPgkG4VNFNt/ORfuEr4dvCijiARUOvsZy9sJl65hjk
AF+cpcsbovHVB/pNnWotma4eG3GY5fa2D4z+wW2VsFxcM64+yTiqZ2yBx9mnJ+9uovCaIkoNM/oC
BjXT6NGOSp3eYfSI+Q6tUI8rcEeRHv3JDqpsFZxdBdfh1q+uwS/eRWztQrR1Ro8mffk0KAikR5TR
6GJRoU8DVZ3Y6p5RyaDS4E+HM428NnLZ87fUiL1ZjDORNz4j5cJSXClWwzNFWusahi8Ru80sK/t6
RXIZM3r1WhK/ykPFy/LSyGuqaEtB9oa/baUPkzXc6lsjfzOqnUXLb/iSbSCiDZ408trIZSN/6eKU
GX5lcKnLbjRy3MhrI5fNaw1/M3zMrWlmw6GOS38qJSHYxMzX0LNZWfP97Sfs+Rkt3NKApl/pOFbE
fA9WCzD//HtWVElTdtziMLRd02ZyUdEu/8LhTaNX2FZbj2ZUrrG4atlu3V9OY1Ha0LMZxTUJKa2O
YQ0Xj1ixZaI6nhk6N/Rs6NZ8L7U+Xl1v3k9LcQnvvjT0b+jc0LO53nzPlqvzxUJ8/25x9efYRODs
PAvvQdbrcZZa2z/fY1fPfN0e6fRldsTqKp3Qzk/Zwbqt/dN1qwxOQ6zfpVwZ1W+oKX3Ql+lC0YU0
vDFJW/tnwZQiexF51pTTrw1XeRYXEgz61RExtLd1oLI55l/OY+Mn6Vkr6w00czT40+DMExvwZeSy
0ZvWVp8xONPgSXZc47qV0afstFODPw3OtHiS5LKRv0bPIn1KaINLCX9yaeS4kddGLhu9SVDbOW1w
psGTBjcauWzkr5GzfiXRJf1vCU8aWcALI3+NnmX1qRXhUn5pcKaR40ZeG7ns3EQfh/KR55aBF3SW
b9ZxeEzeuGVfERvbGL5t+LOhf0Pnhp7N9eb79xkSf2a+f4ahWzP5TFG19nmuzQqDL1pM9GzDy4AO
wOq15ec2jmhREZ0rba4332v2jeHPhg8bfmvo2dCtoc9Pkur6VFSLp04TNHzY0LmhZ0O35ntWILv8
1vBzw7cNfyb6f/eloWe6/vLbo7f/7w/lTdmpVx7k+7mbG0aODIwYzNEDT3lHOfq7JZTcLeD8aJcp
bfmjudPwjnc9TNGabWvJ8R4j+pku1K4H6oiAjmISxDu+WO+kSTicXPGBeQoX0x79869hhxO4ngfv
sgV8GD5I6aEH/+i9SubkLUoccxAsdjreZ2g7eY2aoiAP799Dkpno1A6EmsPd5bOjtzjerUc4jHJs
PWGfo3vrtvAHrvjuk6+ngYcfgTGkvTNd+81r9jXmPrtzsyu1c8r8bsf4nuTsNYko9hMOpeHB6e5f
pOROFR3FoQdimKIUC3PmO9cd0/vS/M/nA5n2vaCwgxPaUUuVvueidz/TU5j5OJHvFl2dEbpNRZFl
PhfL9hQsoykPhSftpXx4eOyadGNJ1PBQcC+hO4fIKvLD7q6DpcWEOYsDGfMPiXpg8G1RIg/0IiX4
vc8nOh/AjzvT/fwf2Vl0ErBVRTEauWrNnN9V6uLIxfqhaWFHmahE7hODMJk5712Ofj0i9YNxexjn
ajrZt6ZRGLmesBB4Z71ybPD83muBjcyxDcJVZ7ZTyIjvevzYj9jqA38g6OR3m2f0kTWl6YGt0NNB
Hx7GOn4GRhHGb6zEyj0W941r0n1rHVcS395pHjhhZQbLQOLhhxn3rCTilOdWI9hZ/ICketDtoEdU
Au264yZxzAUfDETVU9i4YOsfiGL7ouHO/SSVsGC38FYhWDN0+dzp+NhgB7/VerA5TtqznMC08n33
Nen2NvuYcZ/4XgUtWlHTMVu2hI2aR5DVP7cqJyD5jvYzKUWoXk9cRBjXVQ+3llp16fh+nBF6azHl
9fqBzCM7Co7gDvx/cl8Yd8eFEuyH/fAduk+9Hqu9CrF4IJak2U/wwWHG8hBTmjjt+U+nTCUPZ+j4
wcxYdzlXfPTGNIl/xvuT35Ag/NlZvx76Ws1+3h/x87BV/Jgf7j2sfYmqhzqGl/cgBRg/zOrHUKYA
9m4tn/DKfo2DbJxoonBun5YO+16BUzdudH2r3jU75lVGmz1mdS4OP8Y2HiukPP2IAEgH9Jy6TuI0
kqQ34riY9dW0B6sJ+2JUD9ho+YDUi70dHNtl0ekqpgdW1Wk9Eh907V3JjAcUMmL/iUhqX0SGdXIP
1Tcq68uxDmdCzjGHLo3UbdWgvUIYDYBOhRwcGHyoWygIx1en/klAGyu278njzRP9E15ay08yo/QY
76dIJOPXrLFlauvDsbxUrSGvhnopd9vSYHTBjqh9Ua3E1L6UqlkpPsowbFzgaq9BiLE14LKOaR8r
RGwXRIppukrGVBk4nx4YWJ0nB+lDwICDmnyFudf0ikmKvUOBbVuXxju8adC+wPQmj6SxmPSs5zvN
MXvf7qhuBWZfLqAJ8ADOea/dCkZiHIbsJK1jHkk9OXIspU3BEBHtb6dMYzYgd3iQp7aDM8bzw0Ex
lfpSIq28th1CDfZhUxw/TTyi9G04pT8+xk0mTPNQJWEKJOV86jl9wEAaJ2dtY3XN2l0d9VBnqA4h
7UBWva1esh4qgB6hTNnuO/WB6vb/Kn50uhotFiN+JJrG0CveDwd3jhUPIfQpLmg4cJsP+pwMvxTr
KjKwY+LohsQnUdWkw6d+iG3dF/Wg/auTDiezAgnvZ7HCvYsArXqKgd6GV/CBt99I2wxa6rPP2vUj
3zSrAc5BAXvoF9jUghPc1kfdO8KHF2OZVwxEKA+U1JUja6hQBFqsD37stGvtjqp7k3SaAtWwy6kp
VP4BeaoDQi/4aGMIOIiuAmIqW22G7egLBwdUoae9A0egiJy2rGNPTiawvdWd7Il6XJVe3U/Yq2S/
rHwo2tQPxt5ue0zqge3O9xyqeqB4i+CKUvxnHmPKmtJvD/Z519t7GN8c2Mlg9rZKw/G7JgpcMZm3
xbH17csQfu7OhXafw/vbCDke2MLyQd76wOuxw+I0/KUa5qqwW+7gdH1nOAVmsFAFP1SX2vdJezfr
lnLnvgo0tNseJw9jQN154iGbVdPhHRwF2IH2LCoMAtOYzZh8P2gb+J3WS/cwtx4n4H5mUGJBkYtF
ntJDsIs08S6bHfFMD8n4hEXgdzrJuPNU8NEN0ocOY6IIze7E9WD8rpTtyB/rOByjsYtdHSnxnhax
ezJ66M55ceCt9UlWXOuw4trohiIsydy2FowVimPeXdasZw/je4+pH/FMsCiUrqVdaNazpfMoS41j
/CuibvDPyC6QNmwtJImrTc9RTRUHMIHqD9m6SXa32vlVNMVaWGin1nkj16OMo76UxJEcaVU/lSzv
SuAAh/ck2+zUEWEfUlAdWMz7UzooSx0nXBe3CJy+yHrHF0lsetDTNooOrBoZJx8z1A3xleRAA+hB
BCUdKn7qCLvlOHkzGZdgYH9LOfTbmHkQx5egTjoRE0jBlRLD4GbiEyDBIALZLbIH8UZq68m17q0b
0neeB+4Eji6p85zz42Fy2UyW7DgFoekBHK35nne4yKdzrvqpLMkQpEq6/9l9Aw+XTTmlBrEct2M2
cB+OXxx4Hvpx4Y6i3nc1tPs8odjJiKCRg50W8zj9LMP+MbtxcejBaLjL4/PwQLQZNBSe4yU+SnIM
a5buzDKP4+NszC0t3Qw5DFQ0L/phOqjLRXupa6akfQxJItD3KNA9um+CEUYnifWX2s/2DWv3b4ju
sgoL7gvMwg5/8d17uRiVp9BCRPM9IQSdmchDNWYMSj1Eo6P+OaFwJCSNTOdDc8sHhgJtGesy+6cw
bKIivr8eAY3taqjZMx9aLAVjb+Us6oqitcFtW+BMLZl3MhsUwy0WPC/jIYG3m/lyfdoFTkFdpis8
clYMqTS+dAlEg0ieUqljwPjpzgcIrRV6nHn+EL0l6cwYBqlFdxZbPuFkA0oWHr660vMuc8jgbp5x
sW2ZSdzRc7UpXalbHRiZHTfa7nxpx7cQYz1osoPnrJSWrnQzPNWxglAkEsHmMrRCqK1JSD1YOafj
4ZdMQSxBa+HvOSqipVykNxahQN3wZ0cIxHyC1ab/2UYbMN0wclA69F4TgdpZSuJurhuJD2wMxdld
HtifVhGwxaNdSA/uYJzR46J51vTmrvhkipJ3Squtej+e+6OIUXASPsQm7xrHzySsH5KHpev2xPjk
hz94HEWPNIJbRvGHLlG0I2Wf32l+dxug2K+3tygT9r2xFTPL9z0wfNaRxHqgILZpT5HxtsNhxHE/
06Xen0txpynDxIH5hOV8QMbmE+bLx5+sRvK7VS20YSAffHsntoHTKd97nkCdtnqTDs/qoYw7PJgX
+yqFmnD01DhR9alH9GZR7bUC7DThibudOfTITXAqfMsO9O/AIQev/9OGd/GG2OPG6ayZGEeVo1EI
WTAg29rBevJM93ulcDJnQ1YaDWE5BSJMJ25dT3CAOHRb9xQTOd/D9pxcAKtL3PMWD8S7SUcYv6M2
cZwc8lgZ+aRgCEnDmLY9+CkqYZRf+7PeUXMRe12Ddm0y6GFGylW3N8vEh+JDQliEYLdGL63EPRHx
Dpex6v80u5egPxT/Rs/DoZ+yHwLoNsJh9nBn88AIE02dhaQFwHFnnU5urxw04I28tZNlWEYYOwmP
k3egIeytJu4znQ3K8MEf9sasPR3fz+X4KuuA7cqA8MQ4TqjNtztKqOzIF64CpUJ0hly8dd8wCHBH
RuH9cL1oGxnCKTZdC1yDMsX4Gt4N+8mhGQhrT+Z+5VvFGHWwEvUmVed2ub+S8bVpOslGoYveQJ96
rQqmkbEaIdlDi8NuWLdZarXzQenE06anRc39hCXG1dQ0lqo9XDiAbXTACfbxOozy2rslR3WmAkMa
yO45/of6IIsLv0fLoCcbUXpsB8cXXLN2RWPcv3l4B7yP48YhIP7aLp/Jdz/AqjUAh+l4UDOvmrbA
+YfCCo5WMBgu0n+PQl05vcrlBDWZQcIzoGxAl2n5xPTQMxMtoiALHfF5wCY9q3mC7ygwhE6d3Ej6
+8b3K/RDSw+JppgveD6un/WqD3SLqLOhbruPerxgO2TfWFrAeTNqn2guPtlHPi01qSdgOoElb9hb
MU6kdzMtL8eP/TZ8dcP346hNb+nUIQDpEnvLYufzTcqej8McOQD/9p+io3Aito07prvdZ9RrTrLI
tiuHzYbupzLMXe7dZdGFPfHRLC3sXAKOY4Oc3YECLGrHwYtrQK8LVuFkSnogvw7OAyDm935w+049
nvquNs1Jcy0gp+AKfYhw2LU7ITTtBEerKso68lYc8Ipa3tS6aM0ueAhAQ6qBoHqSEO8HifSwZA1v
f6MqaoipD4tZTSaIY+w9sD468zCqlyx0w+2d9wP3cVRO9R+4cXBiBTs4NtxJE1DYpfj6vivfkdKc
J0lFNs4CP0p2NHHBbgOwo0lwuxjQi+jy+SyZOXUfBk9m2mwu391HGSJKUKGLeyvwE4hLryjKAA0H
eU2whht4onsKXYemzFVqjMZVw8P1sGCPzouyKGCLxbPw1Qe+8V8txCmKFy3bNqL2FTQdAJktKd0A
GGhiRE9sIIZDI+vwZcAb1BH5xg5uaduInkQGsLEysomt9usW+60Vc3GGRRrdVc5afV7yIBO3lhdl
9mLbkfbrbbhoDV2T1vcBM5rBf2tD7fq9bHpGMV6FA1+EkVVhga621AySmiufsZUtfpVGIVw4jOua
tPlC0+tifnIjvAliZsvJGeBer2EimGuTfhueVV2TbWKdV89ZKv0RwU6bjXlQZV+z6gWp/nXJYD3r
Ad1QSUfPm8CERFnaWPkfNy/Z1ow6oUbVavG++aNygSWKrWuYwbs6brEI3xUsX9vrq/DWeUA357T4
itpahm3JqQM4HYRPzS+2KfhTGn82Y68XmRciZjUzkqmN0zM/8jHHfGvGag7cuvFI8WHrjKGT9Rvf
QBdDcBCn+j3SkEr1AYNbc5pYVb7dfqxVph8l1kZhS3K7oJUMESuvzxp5kglXrpueVElZ2XCwwh9d
7ZsqI1tvGKq0LjBARJsR6ZjJvEzZ1panmj1imdo+EZv0lDNOQ1xrJR9XrFSCQsgotE/ONJuVFMtX
SDyVvi4aWGlTcfLsOMqe2+01dyWbd8lbXpb5UyLZyhynV5qadp+u7JKom49S9k1ZsvXN+rvNJxfZ
++/RBBYMHz9miScN4gMJ9xj7JIf8BA1Qo/JlQicVqoI0sqXVy4Cp3J5GzlavlP74mD1+NAtJX/KY
r1eagSxvFTs3KzTPlq/U84V8UnAqvGVrK6g1m98wLWepo53sZm5WnNanKDdXR2uWl32OSlG9dYNo
pm8YPPrWULZZEfHKaJrSFv6aE981+7l6XuLmGzS79/1r9t5x+mR2mS7MlCE9pmvtVq4ZwuxjS6vZ
1syIz4U2e3tBp7MqkfziVU1gmTnDpTLMVBe8PH/C2DGCQ/izW8BSb8zY5tVbN7+jd1fLR9lTYWh1
7srDlYZFJy4w0aFQs9PV/8fem/VYkmTpYbb7cteIyLWqa6rZ7BlKQ4IYAgMM+SK96kV611/Sr9BP
4QMxIAeUAFHioMWZZndXV2XlFttdfLNN55i5+3W/S8SNrOpMAVJ0oTor415fzI6d853tO0GvwC0L
a+HYGd5NQqAjA7GT7MmuxF7iSFqvg8TGtbpfY5rANsnNlnxUf5Z8/XwxkwnoHJ+YUO8qdhkErHbG
k0h5YduzJn20DHyIJU13zDmIQYaM5FGBwQXTOC3coabHacgOX2GinsERjeXSioP0UDdQkC7wgHlN
+Qaf05Kk5jGwYewpYJhEpiVcw9CBBTdcmejsw0NQjeqTpdTTav6CyIn0Ej0e/owOuJiWnVoMYC0x
nc2FE74dl8m2b5+IQP+RrpniLPpCfua7KvkVmYerwQu+grf7M3mXkqtoHhsiamUoi+yh6xAWycJ8
oaYm2zJ9R3Bce6woBctGwafr8rK6Yy10itxckAzu61BI/uAsnOI1te1E35zBIXzH/LWT8pfP3XQJ
ygIDAMh2hneMekp0poMFy5sGvBVpBHW4m9WtHNa63UH4r2dELKlPSJaF+Acs+Brtv7VbOBQcdjab
ARQQzXK2qjubrjvTINr67R2+853HXXSfORznEdvV1scm0fCuL+GPgwTQROHbRt2bdVebDIIzeTvs
Ow4e6MzxbATUPnbP08PL6xaKta1xPP6K7iLEGfmdGUceHdv1O8WkBUt3UO+BOF/8wD92U7joQYYD
7VcQxN97ZJf9w1dEviSRLbEUuzigGyOrvqFnVzfP9zG2GsTCWThzgqJr3ozHJkwv43O6ZtxqRaP2
DzeqgkbKwtuYzt89FfLtMGEbwaNhBnf4XHHfvrKtwq9+JGtO7HIiXhOah4/g4QkfZYP6qHW45Otu
Axfdw/vBEIURYJNRNpKwuSzwA4LJMz2j30UwflmnK47mEcyeM+ofdOg79/hITqCzYqZj8ZOcZBee
L2/jbXj3NdUuJm5aQuPpbc5NUvhRADmaENi/Bq+IwCBJwf6xV7Lad83sgEhobxZSpdvAPB13eQ5j
doeUHS5wH8XRsDFHm0kwntUluAHlNg2XBP3mB8MhWfwTGq5l0vLCEiZOem8vBoH5SIYE5pbHqfbo
r8VuoM0vwBrN1ujEDZZQ+MOAULvXRbcCD/aL9JnyA6vt+yIr0PYU4MULk4qyEwDra0/7k1/jPTx8
Ix/6YSf5m3t63JHebItk+7S+ScAgalHIO9kqn27jmOgmo4EZYuF0tJEim1Supx8+OM3BfsBJabGE
7ab3CGujSrtBBeaDmgUoL+5e0fLXUgaUMbm8ba/saV9eGcLsZEGf7wdb3DBo6cK/u7ZzRuN1GN6S
m4CZOvUlrV8RL2xSxsVFixZXWC3tDorgzx/StFUOat36FZvO9aB7TSywP+23Pb1uG2wZGGtcPPfC
1dE7+G9lwliTm2lz/3/MUeIX1aataZWqN45pivK63Halc/5jB70Ozs40aSkf66SjInU2MgLzZZ/q
f54FTFm/FWEyL0fdSdFACtdbRoq12j5NNim8GkC5+YZG2ii5JYPsyzDUfpVYKsGU0Wlzi78rMS5g
ATJwij3VDoNeItNitiymZF5tCvkCfMhZYdron3JuR9f8FU3EZfO269ODZbmPLulOd4SkFnUiwQJc
sAO+CbvgbMXoikbpxoZ83LUlWKmafHXzsTkSez8ZWzmkMuIHH3anL9groDswZ2qHJYYhc34Q8die
DtP6MyKTbJcviA/THDabWf542PSBwrf1YQag5yyWuyWLZ3Z7RgTzIfoL9nhwvd9TE1ZBGl0fbIsY
BzrG2pueTA911zkmG/tDcl3gtGgtUTy5nxS+fnDB7MF7xRNvf/7BiuSM83D4aXbiF098PHf6e84/
nCL4qUs8+kxPDCKHD0RPvtpeK777FMH27IS404dZZT9pJR5o9R7Uydi9LDo/vaTsU7YgOXyvfv7w
z/3jT2Y5nBtoJDn8MB+f5f0eEf8Jknf4apSkpzXiT/qxR/7GjbaLITLzATt3gbMxscpgYinlj+et
TjsZfhj13rKeQuJ8Ro3O3CFiM6dvZY9rbG8P5//yGIT1jrVN+MMLRahDT9LE9QXk9ohqMS2Tx/Ax
VOdH7CsJQY6MLawG/LBDe7e3Lmk4lPoAMISP1UMjda9ab7GL5OzKUfoMQriFZt2lROf1H+6TOjBt
/QomAyUaGPDfn1bAI513N5I7O7yXfww57Im8CANoinCMAfbGeCgos6jPki7e5A9yIfZwOvoBVNvx
vHWVE/PuQzfBh6hCJIY+ljt2IYlAxu1I+pg2jZwke+234uDBaoBCof2fHcyASTs3zbYlr4YegFJ7
bJt8y5u10xuud/pDfDgnRUPYC3LtH8mPd3/wZ+EDdt5UtFVC+HIb5ZC7dvNsv01ieI9dvloMXnuf
kIi1JSA7we5mgVBYVoE3aHJis2bubnbanA3nVIz3zxKrhsSSNE6AGMRetAsjGSw7YmQ5XDZ6dYFc
ZoNJyebtxRw+JnkbYup7d0J0IGmfApwjE+jXWXQt9e7QggodKzaTkBG3QXeYVdkquuuismpJ2Z0/
EJKjbWpO+IcqMx79XfBelGvFpTZk82JGuvD0Pn1g778m+4fWjLTsTtqsiYnbIY8HzXm3hqEnfmqN
E9OK3g1UzsPcmJ/e+HhoZTbkj3rGmfQsdOPJlnntnH4nf9oKi3CJYZuO6TCJDCWbE5/KhftwNmB2
Y13+VDZKNbyLJfffXMwGQRV2cm2ZOg+G8OMEVjv1aR21HvX4u+MvfKR0hB1csA/y8oOg6ikPtq2F
1iT5ZmqJlu0go1FTyyCp7uxjtUI7o+Ta0HWPGvr51zycpqDY8jTX7w4V7F13+g/32IRv0jZnPhK7
qkURzWEUMqT4EaU0beofP7k2Xeor8PrGHKeIK6JIXyogiC52RmdfuG134vnuyLQ/rzuE82P3+SZc
c0rexTDsUJjs6RFGmwh+xJG1N0Gn3h7b7TvWhoNYFySpOHlziYUOGcVRValA4BlH//QqWQason0L
KcRACkzQwfRB9bL0AcnTNvPfOo5w1CfrAycLDlhtD86UaPPdrrNgSWcBW1rLPBjQOW6KOzhmdQQV
3V40jFTFUqWEXnWaMyWmaMXJdN+ylhhFvGp1+rAnE7UAH5Klkv1+lyURTVhAEVNFeAWM5k+OYS5/
WjcycgD86GhtkkOyx/gwwdL2pMxMEKE8ZwYwAoM3177nkKq6SVAala+3vLvXUHj8cQU29glaz913
le/sF1iIUMXCkdFFAg+WoHQv1UIHURQZ2gQE2aUwY7WqIg5Q0MEr4yRvFUpqXPjWFMOFJvfk1oo5
JStCN9dddnz38IZzPH43sh6+S4gSyqgOMkEOdrl7aMN8i3xYd9lrdeEN2RZvTqtXf8r37n7vgrly
A01SnszfoAwOpnrlRM5K3IB5SCS7SLTVJX5V56Hq+94a7rNyiEOjnY2jhS56pnjjwCVFYc11Ych3
PfF7LzhLT4eXG3p8IuRhaKClPUpJvdghm13c14TgIqgoG2YJCDz++vrrVfNnwskK6zNmZBvju1T2
Fbzeb29B/PNr1x5G4zsUOWOEj/NEeScbfuCDgI1Q1vV0IrVrSlG76T1WUbEBXE3BJw8rqvKDkwKP
GvwawQbJ2c42e/Qjs3nHHDDoo1AAsiXhuYogCxB0qSxWD63XhTQgbLRaewGmg4uEYLlMuDNbpmVd
kjfbOqY761juFGQ1Bt/5sncUfdcQ0GrDjX9JJS71gvYmQF3NbUHkx991Y2BC97tC0694iumYti2y
HVSpJQsrs2mFwof1TnBoTeSHk6H0nIEjQEo9drs83eLHxYULNVEkWdyn6Sy5Y2tZpIwtCb//wZtY
hSKxXg1r44jOZ3a1zdR7osIppQ2juBuwuNLGSTmvRvSgOECItrkAb6XeiAlcLKtTkDAEnHeXE9F8
mN1894Bpe2g25SPI8nGwLd2590qeEmcbqexj5gYLLPnjMdjDn/yBvhv5+AUl3e9RWp9++PT0E5rT
j1GfKKAOrur2wSDhKYXuTu/yye/p05IgT3/r6jRuv35KbPlJOYejX7LnZ2OOnoufIZb8yPycU9TP
pt+u8injvv0nLeHpzMp5jH8H0O7MRMYoAvGJa+1+UqaKHOGQPPm9WOGvfx4J8BHjJLvVOr9d69hr
/Mmm0UjyxHlER8P5O+5SXe9i1vthzJ+5e34XL2Vsr9PdEX9CUCmND7fjxjmRsrWPLESsjPV7fEz7
/+E/QZk/sFBu2NbEzwynPbzy9tQ2+zOejz4IRfiJVz4VaSInaC5096CCnwty8jNQyuH6yYMG5LQr
UeSd1T7Om+5OLPEg1EBeHKmWad/dnFB6ycmFOotZaLjyJ2Kjh8QXRfjQL1oYTU8o4TNGTx48BT19
tkb18vRcRdHTb7PThkMc3C45Idpi/HX2dE3kP+FIH11e9/hCP2IRxJmeALjt3PdDO+0w/DFOpomD
24cnK+u9xGPaP7Q9Y/POeR8+zGa744NeGRnUWvXBdjH+WOwiowvPjyVI/ZNMv93fXXp8n3cWBquO
+bkywcjxLvZoW08D3/gSzo84zMwxzP8kayyOoIbzsxdnHQexeyt/ICm7IMWZUNSf8Rz+YcE7PdeK
PqwOKd1fsE+p/OmH6IlHX6+bU8P4rjXED8LSQ3H1T9DZ7gF6SHd63Jw/F8n6h2H+HuHR8RDw5uD7
e/GE8tgVzbGdeRSh9hIowgCOIX4wB++0R4w2fML6jGN03Z274ci8+ITJAf7W9EHUOi4X6pOH/hxV
MIR6Yl+/nvpscoY5OhIVOdT8MUbIyfbIjMn4N9o9rqM9f8qL9m7r/EhN6ckQykHPQr+5zJ3mQjEh
TSFGABjfa06uzUlQ4B5+i5/iZdEn2IZPvI/YnRQzfC8RG5Rpt22gy3bDM/y53ml/LRryQO5BjdL/
3dhdpSfhCttdvw9o+WM8q/S03ARZlDxWs9AjB4CdESxxe0Cof/efMq7aPKi/3RkxmaHp2E9H+7Zl
rp0JORvsvntiAG38O9716h1lEd69jE/PF1F5dGnc47syCij4zu0xoQyM9wtMqYuz5umnHTC6D4ZO
2E8vzrsybavsdkJFT3cF7JnaI/WkxCWC+DpAd9sbbmGbkK4pRxctDp/L7ScncTTN7bh6bLTAg5bN
kHgaTZk0JwqTCHV7ZbTO7pOd+5O4UO1+FeoG4SF3yTbxFGeNneEUHw5B6wnN7glZq5FNeUBKr07f
yx7YpvrgD30KNnbQLEnxgKeuDtz+p4YZ97/VF0HxJxgfx09irR4ostOjP+x4VatBjfahWWdn6ZbD
F+SnpIXuVt4bxskBeePRn2y3cSef8DAWZzosw8f0e8g98qmTUB61YyeYiyM1hz/rcuPiosOPnMMH
T58klJ+GZR+Yf0AH38rOfroHlD8/HV2iA93WlenR/U8dgO1Pw3pnnIfEmScLzVGu2ZN0/K6fwXIw
ut5+asTup6ArEEhKnzDLj542vvvePT0437435L7zV+gnH4YnL4iLhRtYtUYtO8EnenKdnhIvHcnN
eE+xQYs/8iL0qWXJJ6ea+90IPXkQO7enD8rY+6TnaFN3GNXpJmXwvtN2enCx3mOdnH6gaafn5ODJ
zVj5sUGkwnUB81WCl80ONvggHeN6ErbpMZ+67zjQu5gyPkbedQHDw2ws3iJpwUbR6yh7IFmCtoCk
oV2+/cBeTMfawYawQ0yOHGZ4tW61rHWkKvHK5kCwDq3Eovu14Pvuyp1oX7wJNAhsEAxtuhLYtWmb
TOBNsWDYrGhXzzLZV2u7gjpxek4gH/c705AZ6XgaaK9NOj7byDUC8L3I5g09nin3Bzqq3Yx5x0zS
/2x3dtJ3wbdeVfmWnonQWEUswt2mZA2SxDq/u3/4iDAnwZOPNdja7seuWrEThO4KZv0kxExZWKxy
zFYPH1rlKDBhKCitZ5QlHZRlDxhh7VR3iBusBh7mLsAD9SGS5TOynuFf204I9KL1hIo5aSZIL8dA
1u0qSb/H/Eco7/YgHODZ+LJ9HfBBZtS7JozDJHzBWsa0qGlZ6A+LH8W+kASNTuZtajAipfwx15Wb
KYV3Bsi0uL7/4/NcXC1aw0l37xzIX3blN+BG0bZHgVE2WPdQq+8SH/kJ+MrY12uepevuDHiwzCss
DWU3lFyBzng3LUoiZlW+on09PjK13LVmi+73teNfcH9cCoObGdlfYF2kbOfzehDwTd/2hHq/NlHN
kEZfu1+ARCTV8XRHTvZKDKJ+90UfqY89F47aJhwjWxkyXUqZdRVdBc5FDiuUUkMEHEwuYfty5ueb
g8Dm8HV26r0ma3aGIfYYbBio6tElTTBSIJsgSPeJzDxP2a7EeXCNdHh67CDWfThaJenutEEmSDcR
u5haGpeXo8+aWVhmckMFK0da1Yw5hzqigFh5BMJtqIuY6TDq1bMhBaDn3XGwQFt+RTDQc3apyPLa
h13lo1TZGBSsxgtCTzkWgd9v0mcoyoGvOY8lqQY+wTyf3vEdBaaBfWB+OwCwUf8he2RHXVQdu7Ef
b2WsUIDrlkGch5XU2xBS1c6z18/MVLu6fVM9UF9snHov+j5fSn6P7QrDtj98tcg+B5bnghhQwNNu
KUA1bgMD3TPyAjQxSNQloReX+tYdmKVsvKLswYCLHYVdcB0P0ys9MVo9+ArY0Hm3gvJ0Xqb/vIzP
II88Rta1Q/LBr3rasfvuol3/zveH/dV7tRms5+nnx2LYfuTGmWMlZqsepXTrVlDywxK7o+JBsckR
wEzHwT3RNcwwsQ/HWxsbqP5iQYjnZBizbMFbWK46bw6mDAwJYXyMxPaJ61Pjsfr/fLbz54aUTI6M
Em1+SoR+Dq+br/ppuQeHpN5pgNFq8ANI7CJyxCPBdDsbS9Vd56TpdFlkSEp6+HbGmE3nH/xAx4MX
V8c+7HWU5H6psI1sb+DQgc7z5mzPbRxCGY6SjGF89hr5NTNWH0iJO+7y+wH8tSfTP575kwiS0m6n
E9jmj5eMNZsIPuheEZUaOFHsjBKOvg6TpqO/EV2KB/9t5znCp9+b+ycH+A5F0A724cwrgJZdAo6w
dKgZx5KWnHIq9WEkNnyzYiccbR8FVGagBdxb/d6TB8I/u1827DDYNEJOHXMyH2XuXevWkRbVR0Yy
+OfezpUxa+Yi5OwDt7tJ3DSkUXwk/B2dZnuw9sF149EP7xVIexlkG8N/7JVdw0Wb7L5HrKwXPzKK
Dicd86PrOk+O1mi1eyX6pEM92BQf9yKSY6645Ypd5kTcVW3HpT86Wyd4NduDeG108YcHO/qCuAFt
rx+RIrjIhLPQIuXCTWZT+INcv22H0dCu8YAY0x5n1/beIeEfR0jLQ2Oo2GW32EgSeLeVAYaFLhjQ
3wB1qWzaRYh4WJBEzZZT8/r+3gYOFVmzcRlO4E+J1sgWHQNPEXh/ia+GQZLorod9x47BxkZFAK/u
yovwZibmZeDRluD/6Ivy3fvTIa3DETuHjOvN+MNqwFp2aPUuBydinhzPOyTjx2i7Zcc3PeRgV6cD
0un4DwkxqwNt4PkZcVa/f+n+vQp2MsybDjQDnY7QeuL213A3B6Hnnuj+atZdUPjTMfiDAM7vY6yR
g5/SHGoDcjoG0uXR2ImIK7hpm1OB7cWuQbL+WttxFLLZ8778AR40eyp68DzZwVvzTij657sI6kWM
QIB/QjbGn/gVOyOob4OK5kNhpNSevLE/WSD2oBjSge5mw0cryqbjNR4eZvvYBYdAPB8mBtw5HIL4
PHM2+Bvm2UF7TdvDyG2n+6nZi2qz0RneG4UzGxwZ2UVIwQJzRv05CTb/k+L5Yj9gC/ahpOmZ4kG7
Wh338O3GV1iETk3Yu14fijYYq8WBZXdnhNPdTxsC7UkEXkesAzviRfLuv3vGaPro8ouDt5DINcoA
3v4QrLBv9gDIfjTTH3WTR1zKkbbXTw+QJx/9Hyq85ypPxRxbH7sz7MieR9VdQO6aa2z3IIL2d+en
3pzG6EQ+KMLMAirIlD9SIPd46tjvkqz7ZZjJEdkoB1GEuGK6i5bYzpcxB6igjzbc7Z2wtq3bWXZk
jfpdnnV/q7qQbQhSsVR10NAcrBYdfGdM4tPVTqHmb/8Q730VwB89DmnuL7p2aKSLfTEibM87UUSO
CDNEF8jv08dVVt3kgy6M3R4wnG4TqHL7XX/efUt0bu+2zeO812oH8vYSV0MKyb3zsnAxfhycELFT
+TJ8et3Zyn77e4K1KjzD9Zbcy1HQaTizudHDBddz2sY6JhJZWdrAFO6hYC1/KSrzt3xkqV8xUoYX
eFcj8hFBNMH92Pj3PfVKc9ocq0DGsqccwlSLw3HuGP1vyN7JdF0s3MeluCPXsJfiWH12s4uKtHAs
DxGjIAm98xyzXrQzAb4gzUTujlDIN5lfBdQBCNM6+Dy4VI3BfMp7OA+9u0j9OII9yE7vNTn7jtrL
8UGeXuIYnYdSs6KTeem1xHx41b2kVG3fOvUtiMCkWyBJTrpgVyXJTLYFEbUgrZfnUYZXjFRhxNFu
xTISh7Og3pkg8Pcr0Gkfr/gPpOyKwnZWgVq/oSC5rhuy7vmPk3EUfuvimSy9pheoGzFBdtnwNofS
JeB6jrzI8MwtCaTU21X1ZhYYD+IH4GpVyGKyMCYp5MYMZXFeEJ3bu8TCImfw199Y/ASsrJwHWhrw
nDxljH/n0XEy5Q6qcS0uPOV8ujJGYOjL3zd2yRS/t1250MjYr/WeQl5IPRR22Nx5kAkJX087+Vo0
LW3LYcYULR8T6NrhSmy9FS+6YXvs4CiZzsfFqQ+bhmvr15hhk86JTgjxHqyRbZ5g+86vxcjYZoSZ
8Fx/6QuXhpicZU1W1eSG7szsA5W+YMuKYwntEQBkhO0mCz6IzSy5u8kYTTonIhu2J47Kdnyb4+h8
DeoG92L9o1ekbkSYONvaL5CsVIQIc9N+nVN34y43hK8Gq+tGTW506FU6Ltjeg9MR4rCdfpofeeNR
nDB0Pfn7SSpp/6LHxxXSmG9sgwDSB74ONYhPm6gjLRUYy4U99VU38kgN/LyOgJNsLW8m9g0qucN8
y36Loafs0J9x7WvSbnxZzwysT4AZf99lJYvZ0tKtbbU6H1JT+l2LZhh7tEXJqYISriQ4CT4EQwIp
PWUmXM8Jm9XmJjRHtFxInvwBSaQoeKwl0i4R3XjDZnZmf1x3K91DnJuwKNM4C6p7t9tuu4KkoZKq
u2qy+KKzIOgzYr8/2K2rsL1pl51rkyAv2zhOmJqHFGe2S+L0fG0GL1jGW2/Grbt5MJ2rDgxsQ/HJ
UKwm7fOEo5e3H7vHi//4sW6XuScn2NTtOI5dt864QkOEgpMen8RFey5xvS9p61f25Si4mJpsGZlS
tDLRwFUlMd+ggHBG7rGJyG1lyy7UbTw6fTqMo9va9i5RFsCspw0qF3iMMO2rhXNRV287ZTmdh1cQ
pBCR5BI/d5eQStyZzjf2uwByHD0zcn3zcLvlLorVlkVsupM6CYvzF2Rr2jd1gzQZ9e2wFbzyNxge
mafPLWzuso3uuG7Wq0dF1EI1WaLxr6uAL/Qo4tGEJaV1OywDr+zaYh7WQRGc2SfQUNuIIxOyykiT
kVURZX+QccjbV7fDe9yOQXvatUvLbgKqEkSnVFKrDiMovt0hatotmHC6onBnwwMGtW4Q+3LtfmHe
TTNHTYu0JOnhdUNDRQPb6RffJaj78DAYgXSCS7DlxhtctGxGmk2pm982N0FhNH63JbC4xqtss7Oo
nKyfdxIEy5YBVglQxFKAcT7UiHMw7y9U8nyLAm27+VJZl8wCEQzj39BhzEmZJmW2cr6W8PIYUC9z
1o3VBHUVJgB6wNb3ghXVfRZ2bhNKfH5JvBRiirLCnrVRZ8o9Rqs3PhYkdYqw1v8NIS8l461vZ4Wv
9I//pfqRuP3uOxctoXJ77uLQQv2ZhwMfsAjzdIoHHVFTUbAkTEQ5LEpDg6Ra3Ix0heYPaQW7nnQi
C0dmqzoKwqBJ04y4reb5re4iT3C/JIuWwdH8Ejvxhj5bLobEMBPl6plQjFW+YUEFbhczV9xum999
DGpP16jHS46TX7Ys8wDl6zKCeYnSxHHqWu+dJk0R3B0tXWDSxOITylOXuJSVsWjKSS+DB6+wiA69
Ne7pCoMw8PawXdvVxdRQKsKyJV4GxKnhd6yrhdcMNcfE2wl5jqiOVmuS5IHciwfuBuQMCyDMMjTb
60sufGvHqU80uQWIoJLJFs4B8nR4+et5JeFZ/riiaJcN6AiKsQEQWSUbkrFkWUSjwgKvxzzxrbOB
9tC+xiGuMXJGIyaYXqY8LZ5P10WIWdDvWzUpBRFZSPG/klNuDTzS17y4kAXb5vcfby7B4yGqoFLd
4m2msuqKFFdO+Q8k+d2HH8Ur2Lz0dvWcXtsp7uavWcNmJP9z1U6f4vYPoOpLnad1W4b7vX7l37I5
W/76xYYIX8L23a9nF7r4obl5I9wagwyFcXAa05JMi4upstLm7g8xlUNdKXn5PK/JbIvHGd5Elxmt
XWSFZJxfoidwOZ0niXk+WWmv/BZQ3iZ4e6h9FxNYw626nNGi4om8WGYmlYn4sHj/R3J1CThAbt4r
fY1OhVI/AopwKMsCJPv9B3H92+1rTqp1Y38nFt+lF5ZJOoH7Jt+y7Je0MIHIIdHLhLhbur7+exEe
urp+Vn337GUqr35lkpds9daRD/lkmr/7/Wz1my4zGwyzqYOcUnQbYiIp+pOVI5fXqIulrLxkLb8z
ON7GO++erVTjhUmwwWpyswNsSP3pU887Vv8kDGFDCM2axog3U6nvKDVSTWTVZ8Q3vjbJam5ga5y9
YHrGekAIakO39UaAoeO80i5yK0rK17bZCJVoatlExmJ72M2lTwsqkmLbZJK4Mlm6XXESmjoQOx/1
PN3lIQStwHpqpSoNx5EyiUNP4QPgmVmsqwbxMJY7Cr/J5q02KdEL907gkCNOG2SsZJLp0grLLpne
UJPdT5hld37Ni1qqxHsjhWS2ur8hKc9eK9VMnaH5hPfEvbSLxEunYHXhBG8QfgoK31p7M7e5z6q7
qi69VGoJW4LFdH57M88ycvmBkbd5xWQq2ngpvCfsCgffy8XxsMw5E2Lc6LDwLXfJO/I62FbBolL3
Fs+2FNTQwtmGMl+IG5bc9pUyGhZFxdJUGnACv9MUHWvAYiv2Vl4nupnTiSzTDayEit8qqq+Xym2e
1y6xyw/Vvd/WsGwUHG3hOBfE1mFME1YreFEhnKB2mzh1Pb2hFexzomZF+b6qt00N2hEECw9jubqZ
6MY0uiAbPimPta3FGdKjcN24BpmPY7uuhXu442pUnER2xm5Ubi6Im/pSbGKxLGj7cUnhbqYHpXWP
y/uajkO+BXg9fyKkz9r8NSxVBQpXjhpgIlbtuog4jYi17WHFWL/oHR8dftEdUt/m7nzImFgXc5cU
7OYsKJNI287CTHH4Fwelkzb5bc7rt9f0Jd0W1lKjPWgeZ02SNFbO8uxGc6upThI3oaPaMnxBLI4F
YGZiV2lKyTU4QUKbVJVmlgAOnBSNwMeudLa5J3N2Ycry+lvwvIpEt/haH2QrdkQKAY3iqGzm9sP3
tK9vjVMYnK2qg1RlrxNM9FsZWeeblyCXgsjsP8EOf/ViodvOKVrr9azhcKjAHaCpv7MXjkVmbdrn
EIqQbyc2tx2Icqm2aqaU+JAldFojDLYrwALS+6oyVJT1lBVZmU2rG9bhIc86+u0gIY61iQDWhQ21
7gtI/V6SRLT/gUAgHb2kOxEhAZXj1/CQYff9rRdiIJEaXUnvQH/AuyW71n8/ml/iquHGSxDClMaY
G2Z06KAyKVQiUekTzyRWceoOYQXUsouNINZKuylHYT85TftChR1PDetSmZzFGLa3U9eNrAVLQNEa
gIQj5befUlPays71ZEFy5QCqJ3JS0XvdNLaNZri8rkHTXAgNwEYVFfxZkUEEdh0FMK65nke140lm
mtmmuSgBC0lT0R/XSYJzFChI4eWz9cXdd75eTaio7Y9ss42Osacdn57HmC9eCZVsfDev0OAUA1F3
Eh4xGDOmaPQx/TwnNXa9498HaCoZ25XHhYDMpJxQBHNJ/ZEWkugLsqHpV8xXjOGyejQZckJ1YX/c
kqq5kFvHa5BvzBLA2c0Qt1Ye/WzE0owzreCGKmEsTxJtrGYWtPmduUGownIpKctZ6lRhKXMVb+iN
ollWkWGckbb/wzz9oi+yDdFBVQMmjoX+baMFbWNlExAiu3XGMyXa5FebmuiSSq2Tp3recl07fw/n
lumiIeDa8VXX8+lR5wR9CFjDKK/2Zj1jdCsc6sTZFhCHBQf9xzViB45KzbLAshsbHnzaMNBEmxre
QmrGXTcvrWPfp4GAIdzThxkx4RVCS4QRNAgAc9tdeAyFDP654pwT9lxNm7ZDzeFhix7CFhQ8KmPS
1DjUXrh6870GOV/Uq9VvyvxKfawATDmqmCj5+s5eT7jZymtlU2UTvvPorGsDjCLkDRSvfSTcduz+
7m1SVrUiX3/ndcYm9MqHyi+64Dcfbja/qJ81NXlPqnTqdNrGuiPrv901syM7cVfQTUHYGwARTRcp
sW3ALUBPwIw+hjYB2IhC2r4WcdemECOvFAfbG+rd3W/YNVcSnCt1kYFDs0kVhqIEFeLuO/BzXkw5
VVsPhp3eYvA+2GrqOHNeMHAI5xmr+bxpSlDZ1gAuaxQBbZjOHOASMc0axTMwq5nwgr99v762ks5U
czvLUsB0mrMQYqCWRiXd4cyObSMKt+XM9aw7DM9/GSKLIQAGqw/4yAenWrS2hO1lx8VOvkNoH+9o
A+gOOlD2H2ZgnYO+BZ8uTtiIMQqKQJjGQBzsseXe610ptFREtEjSBEXkWVd9MQF8ivlVSjPwjKlM
cAnjFoMOD/O8cCY3hjuM7WfXwnvMPEq8ahjSt4uuYNDf4eMJ0KPa+leor83kUilQahrB2xTOBpUs
aRT4yXA4xf3FFKyTyzOe5UKCIZXg4wL4hv/HII9PczovYSHYRlFYEqWoSfkzUG2Wgi+MRdYAwz38
bolhbWETBDnwHjSdSEtVw8EgFw3YdGy3ETgzgNTZL8xcg/9SrKwWRlvwhBTmslwkVbFdCSnYLhOC
rB1fAmyM9m24HjCMSNoWM7RREv03XzPsU0mNp7PWk+qqJIVvNxqAAWbBATNdaaoWdMnB+0iFZlN4
NxG9mzLTCVtUlpfTu6kowM2kSlgApYDi4bB57EgS4iNsby31hdJwUQBzRlGteMF5BchLsG0inZyB
05Nwz1J4XmZBi6TTKUMdSlu3gvbpEDD5GtaU2REgs8NCT1hcHcuVW0JgRwUowkbud/efaPq+BLTg
xNyhI4TRd7tD5gCJUqq9DZX4BuUc8LgNaoqztrbAR1Xrd9laVgqXg7ZviQY87n47IjhZ5BUB4aJh
iMIy95MWyA/Gj/UjIPsh8qxNlu/mqfpdjRuNyAUbuBR40EyFkL+lTmH+BOCke10ViMGpl7UXIOVw
0OqazxZ0AqrEiuXkQmZN4J+i4AAobXheyul6JhW34Kk2lsZuOtNPa+70amwtgZP4estzBWflouZr
MM5bzosQ+5PefWhAY8qaTPXMTy1ACikXeHBxBFXocWIBbDq4ltuwtnAXNnwLq81p9M1D/42noUA1
HDARmFEaaqXFakEZt5ZJ57iIyixkiEFJcdCWTthSVmur5o0U5WbzYgqAIQPfGZ4GRFDROiVizWmt
KpcY8IwnFJEU+FrzaaIMrKpLhLYp6Dc+MxNET0JMuE5S3ki5vbU2tbWCQ4ORYkA3QpegsTaymExB
VVeZ82RUPncbOf58HLnRVuRaajOnvGs4Mt7MwFB05SHYFQV6BodcgMZnQt23w+ei3LBtAMYRudNd
/xQrLfEXFThWtDTgWU10h9HCRzHagEObYVUTFkMEZZfnYkHntC5IT+LgvJOagC8i4bygvFvT5YEA
2UkhAFIURvDVjOSun3yAFp6zDh2aoHVaRQ8PsuJTRAHBRWTMGTpscaHotItYSww61GbBsivbrKJN
44hKDN1ynOTuAwu//ibN7hCgsnSjP9A1L6lEjSKYf5saqRuup4RpahId2rVQwCxDv4X1fVeU5DU8
m/Pa6hubJgmrNVnSb9ege2uaphKbWnMxv3H3Zr4GeVxfGmpVyemusCtyVwXIFFeyLVKyja6c0uDm
BjGFB+v9Cq0sMUs4bA327HxMjS6lj7vlVrD4CLi3XXLL0Qb2ZQOb7MuUCjWxbnLxF//JwWtvEhon
6bHKf2sKK9erWfLLRFPUY7EKE0QJ5PsVlbH3kvkcEJKkgQk5nVqswC2kXvpfkjtyUWk4ZHAwmKpz
cvmtXgqv9ex5OU0ob7p9ZV2dbbftdEwWoDzt0jL7ldq4ANq2XRvsoHaXtUVqlPc+JZhc43XVuMpg
jqFD69EI+DhF3QbfWsHmuj0aJDeYNN959KB/fFCjUWNLMX4KThNwsRNwKqlLa3IbvhstQKwwQTwW
xLjNI7uw8ZTHrKDFVH7VxxEYCRCzBhcYcDVz1zW2b4ANw1wvxbP8LsQXCkffkMpbrUV57+9uZeoW
AKSVWEgyT9YApeCmXtoKVIJsclYpN+OF5WIF9wtFNwbzI4h1C8AMYTwH/orBFQ3nWjJpcr95YfkC
zIAV2njFQU+Tes60+05ubuSyZOC/tn0cLPYj0ShDpuuf9Qfl7QOE75Fvp1v0KoibDn0OfclTbJrq
a/DAbIECBNRMC/Vhy+T9RKYlww5IKm3vErMgDz5/n5Ga+RuAukKxQOMmnwdQz/QNmD6pLWgCHzs/
QIXCoSsqOwP/zBdocUqNCIwsuZxao6c/kmqjkgpUShXyevBdbKRmYa/j5oKVqnzLUiscuvuwh6WJ
rnVwbsP/TNf/Cu41DeEAWHsbBE+I4H0zrAmwIXLnMVoWvEtWkyIvtW+2DguSktL1ZRsWlBZmKJnD
Ul6AjdS0Kjq4kXcxhRasuNd9jA8WBuAzyHaBkBx0RhkLrLD2G8xUrZljW/C8PGco3LFijeEDCeJ2
Sfw0hNLgCi601qF8awwA2vCChvQJPEyvgqbi+AzgxcIegV9OygqUOABM7lxjwmCiSjO/wcs0dgWm
U1pweTCDKYnINypEZjx6TylgyAvQRlrwmZXEb0EMYB28BY8wxBkbPHxV8AdUrOVUUmeU6SnYtxXl
OSzVdlMAkMACqZqWxWY1BW9LM1EBLGocxim4rXBbENYASkaPm25oomK8E7NsYJy9r0AJwqow2AiH
nb8EIEGdG4udhqCLcs0YfAKjtIhX51uDlW8AgGxowTW6WmHSVSgQGm5l0mS5TTcLJVmmJDVo6Fyp
rijAkoTDpujgSbEbnLbEsMe5YWQCa2tvi7IClxE0h+W1wKwBVx7wisGIrb0AX4UywEG1SfUE8B/X
HqsUSg0+s6n8z0GJQ/cmIpxXnQ7iU5m2jteMqylntqWKArEXxbmPkWr8J/aUTcYDXiaYxW8fgetP
esNPXpqBwzF/h1QEWF8Fu1mPq+xZjB+7JfXJ5Nyq9szHMgX7UpA8Hd+X17G44SJj36w+3xvvpdjz
H0n5AfseHByAUYmoA0Rflgj9aM3VKbr8/R+zgvN+HwDpNalHRWtUrcDXDyHIwi0q8qV+BNnxg6/c
QfVjO327rVQ+5wdgVWQ/4cl+i0RPdYBOQfmJvRE/pa8i+L6glnwGJtKm26ZydiQAKgV8D1rRNGlW
5o9JWAvtnEh8PoELGprSpRpuMnelyzgY0dss64hf/OfdYIwkpMn0WQUq1vjtpcvnHc6Hl2emptHw
J/C0Z1DLhQQFNQ1oZxSJZCVkOoi5EXbbNB+yFV68SgW3j56RP9UP69jufX3QCuJImJsGtodkZwv2
JPAi4YrK/cZzpnYDoJn+pMc1P0G7tQQwXjYc7LTlz1L3dVkPmxl8sd7eXgCioabm2pHztlk4v10p
AbDAA+ae9F5KDZ5EVbAipVJ90IleXf8Mepg/6ejHogtaJfzrwsOBdaahg0YFRJr12qBddnK7pfqs
TfGUZsbyDaAQghEGu2OaYYCmyxWsAqAo+F8z0+e+8gMTU1g/Tdg/YelSN7j1YbddzB9Uu6aWR6/M
TUtNLPWQZ6kNT7ZR7oa6s7mdH7jj7BMUICMXBLw9dFVtxprtcGEBTTuXo/9yTXe7/OgrJ5zkYX2q
jG1nI8Fi98HKJziluZbnP+NZJursVwePxt5WMR9kr0ZqGZwSV4TXvzdisjjT9NliCvscUu2WLOsR
mlMzSV9iXOtCCnvfSeb5r3yUvrYLajyJsyKqMjdoWG37qbrGPoAi7mw22MzSWSivywccNvFhJfg5
aRt0dJOzzzI9EgXqh7uGlBUmOyL9COuWUXQvEibzstQK4llSzS+eM3D4BMs5OPmAlljKKc/IZMKy
pBLGggZaFbZZOYN1PaG+K9SjhxB27AGj3KsZXo1RwB4+V4YWWm3TVe1F7dwEHESp2Ryjhq5S1VYr
Ba6UK88HX+MG6/1dzsWupy3GRSk/IhYUi6y833L7futZKiX4lVueILeedODmSsVeVg3F6digzMXK
IKlbG+VipG/17OAoOL4YAOXELK/zZmXAoaX39w7QDQYswN3kIvMXPM9qrbWVF6zaWBx/HfCsY7sG
jqOv1aWfxw2N8fOmKwJkTzF2CR1wOrjR6sDp093p7vNE9ESXTy9Ok44vTRnJxoydcyKCGAoANkn+
FLvMHlNSDysv8BWx3g7RsPSZkBVV5e2ikrKQaZpmesaY8DTnufYr70Nczm1E0jUX9/Qb4THykLJB
v1Aa7ZhLPGW3XpZFgWlCRyYCsIxNGAgOz7ZNURlPy0yDCPCzrd5wjtF45Ye1aewhGwdqZRUr6Jt7
R5JSpu5K5k6STGFtF8P4XL71Swe4gddLmjpqmWxDEHQ4bLiNUQoUbpExnuhNabgWiZrAOjkMz2DU
zbGEflN7XuqVNwsree1n7HxB7Pks/D4i76liPXnCDErrI+slwWqgsU7xXVxblyMqqMdccKToI7EH
dPwtSlvUzT1mjZ7uD5wEKYyca6VYw59vib+H8+zea3o/HeAwz0EZJsG05DndJOcBJU+rLeFluHY6
GFoR9I0uKQblKFgI5idPARD+0RufO6qjcdYnPAQoDNVMitElVpoUYRHu63NDVVQyS6nLQ+qidlQN
9SRAOFVOMUjLJkSuDl4q9Nkd4c32gya4vTENdkCOe9bkkJDZKl0S8wWw/tvhryycHdmRPol6fPdT
6jRYjp60iI2FrSeZAG+0JXt70i67g1ilH08T8uPRMl1cHMP22MChqXlHtjdKNVL+SJMpIzzJtHGN
NaDAPN8mVAM41FM6MbbjvLXH0mHCBjPvSMWsSK1eg9Z2mpJsbTjWQ1OhAB7dl6Wqi4auZrrRZKVZ
d8FDugt6sDXu+K/ogW8Y6BQwtefdcMhHCfDXVDWxOtMNaFaZbom+TJJGzrRmsOfSUJGlKZhPxq5t
LTw8Ofd+cA/eVeYEeS+r0jmrSEVpnjpbY+y6BhCypZJg8YAi2meOZ5hd54WcpJYLz08fS3/KRxsz
LuzlALdnSHVsXjAkdMvKrfW0Hl0wrdpmd1MR3pxzTNogoQ+1eozua+ypJTE21CaCjwr24dnp97LY
/9WugrYfytotgvcdbHNhFBYNdKysMveGyZXKP1SVkakHHEKwIAbsrJHlRFElk3ufg18vkxnm/GJa
yg9mcoSglsf0l9MCfU0w6hc+KckUCQQ5/DiSgqOcelJxTVNj1cvpynJu6MEL+r1DSHo6s2QvDtKp
CCXaPzdxQKTrB4piML1t1aBwqhpQWWZLXV1vp5ZldZpthZiDt6CSNTPWM8dMOnPK8Qlo6lqBHjZY
AByvuY3uSihSieTTugDkxWttm4lOcnj5ZGYWGmCXllLbbTlpdO5XcgJ65JrT6n5lHbz9pw7q+Hni
2L7XbGN9aDrGPvsEpn1uO25nR9jYVorY8R17hcov9sp83fZ26oPw0aphUemx6RMclakPHbyA5jTs
9+hX1axdujTHJrov9ENZQWJXLVgOP861aari8NENeBZnp+EyTLSiZEwbUs3Hr+xIjCmKhszzL7bL
D5A5sZ7n1Jwzt+Ig1uoehI72i51kW5P3HKsOi62y69Hr3/Lbj+vQmV09OGR7/FOTHGtSwLI3e4Tt
tBQyLAeAAs3qL7XJ/gKgFvaXO17xZHf0Guy0mZBcWEOaK+X0mQFJT9YTn2JgE8vlDR1nGpQJMN5t
Fb/7cupLDsMap/q6mocJePZDVbLPpdjzPcHP95NfRf5KVm+TZuTd5A5QYo1tKje1NGftMlzoFix9
sQlZ5NvRLA3G5LaiCVKym9U917df6o0VNwlLA4AVzMrRHoMfBNbEE6ds3kzPCziAAeIyXXIAXIzn
fEgyjgwefD7DDvLpcpJ+OSiS7frujpDnf0KOjNOW8UYfTi33u0j7T2Md/Gk/piM4ACdirEUxuLGJ
sR3wjs6O1vh2yI04ZOxhzAZp4YVL6Jd6YSwNi6V58KhrO1JdtSBZ2AuzJvTsqZ+LLCJXA65EMibZ
FZJm4U1z8DiKL7bJ9LwPubOhCDgckh6/sjiRg/gM+CPDIkeJJb3UZjRXoMDEBXWcS/gHtJbCIMmi
FtxKni0ma+Qzcw8raoa9y2TFt7fCOqt0zYynjMfmY+TfqcSmrN3WNJVIkDap0V9ApLEXhRaU1eBO
4jAfaqiMLJXGMysUcnxoP3UT7EZ/ZCZfW0zNaNNYd2PIxogr75VreEd3n/JlpfXKEJGLbaWn2y/m
VgymKNF95ECHwPjsTaFDemixb8JaOfvsPgUKaRUGuFfvVVZIXiSKWs6Y4DjKCzabTrXRFnvMVyRP
jU/pI8e3//kosfvDZzbXNLVedrEsarHrIkEWu1QaM2++wMbGJmHLs4alfm0TbAkSrKPiwNZGTq31
VbIwTnNLH9RutB1KUa/h2Brs56Ha+SZS9qKmoiqZsEbrxs95cretU+e+mGDvoiKnuZslI+fPg5SD
2Owhjqb8kTDmZ3hjGjz3ELrfd4q3m3YQQlOS9ftzj/KiidSORK2oG5dbbCZMB+O0LOzk/svt8pqo
NYkcJbYZB0y6WdTCMXquXcZSr0jENknJYqy+EuEiARz4zQn5kj/ViYGbO++P7mZunKMpKD0OdPxp
pvrPFR5YG1LT+VU2K9yascxkExsJeijzviFWAS50GZk4yR+MwZqW3cc15YZz5SecCjbJGaO0Jyib
sQkIS8Wok0JpS/RnVV/OtaUXvqq2LttyqT2tsOOLui56q8mqoeyWyiZNiVf8wfwy1rhS2ng3dWVF
sIvUrZ3yyuquhiMneVHUzt4b0jCptFnW5suJ9d5Yuj373dVjk7MrxhNG6ImwxzARQe3nfcn2UIEt
5cmM8dT7dQaefSoxiBtO4lwbrviGYxJxRsSS04fhZkij0mKj15zXwusGJxzmPjB2RP9zqnhDS+Yp
xfjXzH9eu0xDd7iFk2zWcrISsrBNAqBLzGIdOY6nIQuPBIRkrgRtADWZB9EcNYY5XVH3PnfgmdAi
NZIa5GxpkKmb4RyB+1q7W+LygpTWcPdlBNsBSnIlcipi/Z5C8oDdj1ZsS0Iu0jo41utzFXbuRBa2
MBF2ygaQx/sJIyvMXRNu5OeNirg2Dclf/esPL779j/88/1sl735M3iwmv4nN8SCo71xxn25Ydr20
lVo0s9dvHrlm6MB+Z97ezavy1Vq/onZRmnkpSDv2uPn6B8NNvSxfy1UzLRe/vP7sOxx6m+fvFl/9
Q8Jv2LdvCnHv6TbW2ikitHiLDYHqbvIrq5ZvnokPj18OUJXS8uUbIz9Ovv64fmYvk6JnrXrtb2//
afHqcv37F//u/q9L/W8+fMHQ17DSceRsBfG2Ifluz2uBiP5iy29Nj3GSdze64u7zai9LONly++IX
f3f1zZtf33+38G+v1/d58UPvZN35ZjN3G/KDZGVd39VH5lPtB3U0cffuw+ZqS5KC8o1YNBltdk25
1BbWaFGF+HUjyrsvYo9/pOvrxUT7pohlaHYxEFQvpCMZQHALmkbwx6U6vLuuQU0teZzXK3YcwYEF
HZxxwe9xrmvl+ZdpDUNGcrqbG7kXtta0GYwtPcumyDjRIZC7En4Ao3fVUlQx+UXe959n/NezDaXb
BJvZrdK0jz2XgQPQ1DgC3dvf5fSsTWHEbxpjMnS9SFOy3jXDyTFcr0Al6FcTwuXbF/VnzTz2c6IW
SEom1LTyVFBaPwvOIrWhtiSlWW7Z/O4ydYJspnL1cGA4SsOMkjrRec6fkbmYr6bcS+qvGFHMLjIr
lurFYqr/6o/+66v3v/5y/vJZIW72hEShjF+gRyLVPFJIBroO+lmzFb0q+tfM/WLJMy7m8H5zx/gO
6oNn5Hwg3omRMFufszoOvrQsndQCGVdcOhgc+TVFThacV2MZyWlW3X3mU9xtiPeJAbH7FhRqU9PB
a70Ct8JvwG3+GgW9OLOdBFnpptiu8KvA6pPS3TBIaSmZ0olkL+BKSv7VxeZLCS9np5fl00RP7OYz
2fHsecxyxr9JP3dCHav04LAJ/+1y9s1iPrvkXyVysZTJnObSCEHyhMyX7OpSNnP5coo9EcmUPRLH
Dvw5qZfzy0t/heRl0vs8d9iIn2F/J/LTz/xq3vzTqaCJXTLzeV+58+bnZL3M3JSJxlCe00meKKTP
gq1fEA7eYzOnz7Dpkc4Tc84FF6Ss5xP7Ml36rJEVmVn0s1NkZZrmDhCInJK/VjKZbr6WXyy/zMXP
fcWeBZOR4XhzFkS9Z5z+zIK96Zn4eX1/uaCvJ1xd+mkyvcwzwCSBt+2VzJKrPJtzSS+WL0m+ZOdY
M8AgYJDruVLeZnM2z2errkh8KdAwOFFeSi6m9UJ+1ghn/4QTzot5oi8ntOZ2gpR80xjMZ2TuKUBH
m7OEUj9zXD2ObdBDtJ5MJV0a4RRPhFRFpEiHD/yyykqW1bL5NxeCy/Wv3ZcpgmKBXOmYf9CvS48z
63O1hHk4WN1XS3+ZnNQHR/9utuL1+h0SA9eM76I9SMQvMT6ksfEF3KOHAkF9IrYAZM2QTfitUZ5r
Stf9O/9gnCUZ58kt0hwRm9VfRGMDAHorhb+s3zQ4I0zwQczVqw04PJZ9dJpkbq5W51yzwppjRS6I
tRoLmulucPcKlgJuwMt/R4yX4o/id18UTPcd4+bEubc/Uz7FH1v4z/FTdo1z/5Gv3szlZsH/wYhJ
JkUi++eoSmTdMMK+ccpP1lo+hA+3bRBAbxgYccfyVbmBMwFQte77h4zOjAcQvy0oJ9Wdyj4rxu60
r3/j6nspbVLd14bkdc2a3kqXTjeelqzBHuZKr8RDr9yEyRSSsMbVd2T9O/LxTQFvrDfuLvBm4hKX
WJR+97YuSimqzf3V+ubL4JB2jk/fidMMRRBVV6uZWDeh6wlAO5wKc0q2LfnMCZoo1/Zvxfo7zreT
+obVDauqyc7ZW2tTqJVQ+qMkPP3IzUNyWJNKoxjra0Z+kHbN9R2O7mjuWM+e50uWVM1Wl2bNSk6K
abP+nK9coIsD3mvzG7v+gUqaY1fVIm88PFdbY2lKvwYpbWa2qJywd7546JXXrA4NRes39foj21Ts
7gNfEbNZkbuGIsmiJPb6rr4zd7Vff9j8rmpu7svHBHs3tqBx3QhMzzbDffO5bZ1/bE1iZ+y0FtxX
i9/dyjtK3Pc3td/ugjO1tyuGs/skITcKXN2zIu1YhbH8cElvM2xSv3/u607IqWTUqOJZ6iw3qWzs
q49nbhC42CS4XYFjeYzZlA/El3G6xyN+yiQsYuU++qTi222VN81drXFqRSuHK/ex5qwW1hi3Wdfk
sbLVQJlIv3ek4ROTzBWl0o4mSN+8ExsqHTUpsVs4yezsGs5Jbyr5fvlZhu3I0X1lsjgHitymhMsy
rfWlu8RKp7IdoM1gf0ta201V2Wf8yhUr9aF5RGRiIloq7Tmn6fNlTnzNq5jJjA41+syKTiwOjchY
8nPYZeUHgWJzpsZ2V3WKjTzMOSf5CBy7pS6JZpy8Q2qCcxVsfmHc88CbNpNL+nqH5jkxC8bjhKGJ
zy7oOefYj10CuoeI0jh3DzldH07RizCDe0LZ4ooks0Tms+XFgqfMZ0muqEpJRj1bvucqt9OJWuQ0
EzyjD++yDyyfN47dpdxNczMTNuVeoCzyUP+lRLXOSCG9nGB4Ozm/C2n4/nT/V7vBF9Q/6kPBt2Wj
tnlaTyR97pNpThOBM9fCdEFFajFNqolKU4ZHUNDHnUdKtlzoTJQJ87TyglaMpIGKR4L+y3EW8wch
Xl0kDNvkzn5lPjyRo/fy1D0xQIfMVh/JNVGhL5g5JW6HbuTH9ymtMdwsqjeKnBWQdLCBC30ZUlFU
iLyqd7gEfpvnV6zBm7ElTa6fsskBshJ2APXdoIH9oV1uOln4XX1dJapMxQejJ5xygYMjW09WpywX
m0QVLJeBkvfhd6XIjspr52pGdc7upTC8rnF0XRiBgzw0b0D/r5xp/BIeITuvcELji9JufCvfm7wb
Z9F0a2Iedm+D/XB31GxnQsvprRDznEVjLjE4x4imdqKsok40xpuJMA9GlnyJpLP63t+aBEtN6tc1
sbUN3bEN8YU3H+zGUdtQ85FeF2D5zNhfdk1ksbGCtgwGgcIB5zVcfJiEcVDmtswjFKGtgnbpNsx1
caUpyWIPztl2BnQ7Ab5No7jGvVHlqmqcY7X3xnG7i23IOnVNqkrv1s6WdGwQ4U2o61QxbQl+qIdn
W2U6oYZL3+gyC1CkrfzyznCT4Z6nJZdfi+bgkIX+6DxOTt0NEGsmxoC+w/6F0i/zoQZxr6iU6CR5
NXGvuhFSzOc4NCTMPUFDRqky2JeHg+zExeRSzZIMdNQrkoLZlFygyqZsOruVFqCXzoVRzIkuV8EG
oesYiJ7ywEqBjfaUOWNdBcpwoZy0ac5IhhzhVFkuGVsC7gSjwBavOI4CGDZE8zDNJBpWNXDfo5N7
eUfcxzBWyTpyO2BicAxHo1tkDGbPUj7mIkC+6CYcORyj0nhjPTWs+WDuQLtqKbZ0CzjWMFSBOFiB
4xRKT3TJbDl5Zl0p/W7QO2bRROPjfNkZgAFAMcbaBo4paT42ClaJw2sqYeN8QOT7d2aT33Lua0HW
bgtHoAkkG/yicQz1mPbeIU0BHKiaGo1kxX5NcqopvAlNeIrU4Rt5g2wZcPcNmSqX4iSZtE5oDcbR
XIV6Zye0L3EaKc1oihbSscrWRF8AtlZefJ3DmofJR1RXzQY2yQpW0vzrZuqUtDPYjBolmCMHsw1F
RDylVBDHOeN2lsMXPChgbhudrv120yB5P7J+waGwSAMF8n2tBc3XSm1SnqdUJizT2lIBvrUypQgz
QLypsnvrfCZEJTwrFkyUIC0pq0Bxpsxyy1LlcpGlkk0nwpmMaSEoY9pZU4DqkcjiISaS/C//67/9
r/rVv/rv/8f/+RfHVM7/9D/89a9m1R//89/97X85iiVnfl5XzHi+aXxVYrcNmldYx+cgIxxRcpai
b9OI6wkH8ILVyzzTeOD4FqSzAL2QxgHgBhRLfdHYrJahg+MumC3ejVy/DDgGFnRCnJFF47cch62y
MJDDe2ajNtZwrzgYzePkLkE34QJISw4Sfh0kkDcIiHDkLbJQBXQpwICQPqgHEnwfRsfyUHYZycwr
tUFGBXEHghrisx7kNUyN9IFJHUHeXTckBQCFCrMuyzDfSeLYwTiKFJ2BGDGDX+HAJ6TIL8Pw5tCt
H/yXUkSaXW0ENtRc0XJGq2fPV89mIA9FjSoXBB9bEiZxBHfgNpDEgDeakxJWtcb/RE68yDK3xenZ
8IRai3aQeWLJdUpGvZwco/U4LIM222DylEBS96X6AG5B6FrEyX8mDFgqCCLtnNgKSf3Rjytp80NQ
rprjRvDQ2hfVzpYj+MKp7DTS6pksrKFrv4gKVweDDpKT0Za6S07M7AqVxF3QPZLCQdrv3bkhPgyi
1TzFvtT4GPcMn7BuAQmPk+4xEsfdszDo8ib8QnJSTcu/lyShgLz8MkOB+4HdLIj/7vV3VYc+zM6e
W7KzcAGxhin34TOUjCsNatJmI2WL691h7Zg/lqA2tR1G/w8drmr8dRfuZcf4u+vOCsvI9m7aZium
XR/I30fLQHfO+G13BfNQ0LT9ufbeju1ZDDskHMugbsIzqG7FfqjxnK7JCoCBIfaGuGeLxZ//y3f/
zIGEWxvYK3RYNNjy627BnwXaJzlYDHuwGg+4umAO5CAui+my8H5q0LHOBlduX4fvYK0f74XdXWe0
4H2vypCZzRykO2pC7NmO9Lqb6Trv1nBPNoZ8Spvxr9QoRYwl2anXXo6emQ5cmuHQWDd4fdA32rcN
UH1msQyrN4UDy/oBeDvZCE/lJq4NtIJ1vQl+vxvcIrol+WAL3Cg4PRoF1y5m9/0J3d9xfvCtJFwq
IRk/eFN58C1PjlTY771XJDtQgbpx78H6kUGctTv+TJF/VvvhMT+8+/DbdKwTPrnUI373+S700AU8
ul9dBmMRDd86MqUdPGF6zO9lZKfQ9pauPReeTOnoBQ/fov9VnWKqAfPDLk1kmBzWHmcmBs8sQwlX
3l1Oo63VsLNLylSwKd8VN6mS/37xH+auvb7bezBPMroLMwwlbfTurt37tFsBfowSdzgANvA4WTcm
Eo1ulTs27K2fTdSrlGL8raH4icNT2fHnTvsRWQfa75xiB3YijuMeDPHIgaAuGiywmHQTtnqpswey
wd2+peOnjN8x00gPBFuedwr26OKbM2JY7DDE02sS3g2oPS99eUp9+Qejonv7Hpv+Ck+/HNXJ04Ni
TyydOHpAjhZtnm59fUhVsvayTgzO7+F16qDVnzf2X0rwH+mVa7u08u4K6S5e3142ZYSeeB324EHb
6+TNzj62jween/7zs9eynl/1rYjnP/czp1/ilc9XsH+KG/EzPjOLnAif9OQ/Qxb6J8rowdez8z7r
xytPT2gt+PuL06qMPmhl6Bivvg7O+wJ8uC7NY4b+YPuHSKpMy87gdvMpTHXgX9iuPmHbvZkczKYc
eis+eDd7Ftwc/KFfm7Kz+Oa0d+MOPJeh+nIt1G+9kOqhhXqC+DfDhNn44XsjXnRE8hWhC9sGjU/t
1+F7PaBFH0g6NOMPhzBg++EuPjzksqPk9H1PP8/J5oL+YBadaJ1Tx2tOy/BQNvZcj02nLe66v7yx
GKW/IdKckaB+0o897yyfXzaz/Vl1l/5UG/KAzrs+oYgig2s88itC3ulxbdJP+7FPecIvR3XyM/+4
M7Yp+BRuc7As7ilXc08REreLkzzOZOv+ZGtiz4DWP9dj7JxZz8ovRve2U3r+xCK4cORXY575QzvY
0zvrjqjkgfPVPAUENl1Az5A2KW52atkPw2vD57nrmnk+dHRO31GpvfsPpl6R93/Mts3c/OP242b2
I7PrUlrzzT3J178XvDErotzq5vrti5IqUyIFCWGqrOab+0vrUrEyxr3CJIb0tL5avX/9Y6VNXdWU
k7rSyOtJzTsHD1s7Wt5kxBSILN42TfHyH8m3hY4uAWu09AYJm0gBSOjXuH4lc/6itLO7YlHccWPT
ppa3ZumF4H5B0klKRCq+wWRhAi/I/JtXt/K1bcPOiiVZWS5w+PEvLSPPP1Jimknlvrox/+pjYwpH
AYLRW270xR3ABJzOMgnE0VUYnUTCgOQwCzRG6CxyZTdmgYNnPdNhnLtZJMRPkkTcVRuvOfYroejW
qJftJSYWAAOsE0/XruF0Y/7x+1/9b2rx3fdzR5Zwp21qylDcZ70uSYXptRS+lW+IXW1m4NdjOUVN
nZvUhLm7FAm2cFlkQ4xj3mfCV/nFEI56al3AmrMbZtKcErmVxN9nF/p2K3XDwnB6wxhZE/bht/CY
ckVf3OjnOKLBSLijt99sA9+Px1G1jKmk7U33maVXYSwmLESSpamylLKUUOa2tzHTbuUiDrfx/GtM
yaBkLhr3SxC7xobhW95hfRgXdOgDrr0vOeFJs02wDwlWriLbjcKNEwxnG5FMF3NCG4sVEdTf/7kl
Kv+hfe13Ny9Z87Igz6zIS/sXGNR55763v1799m9+h4mxkMzamjjre4Byu2YgbH6G+8YWaHugx8RA
F1rrz1DApTumDsaqpHcHtnU7DmgD3ws0S7YhLoxt8YM5BEykIyzaTTdipokOrYLr8FvP7C5Y6wPW
tOcNevHdNCTacpvFJy2ZX6+Yu7DDQOeFJCZla0bvM08zsk1Iw34r/vLfkv/99+6fUA44u9Y4jDIJ
SW6KG4yaZ+b9dksqy/rJPTYcfH/EP2Wn0YltvxlJXYwvrBtO4PB01BYznH8yta0A+LG/Q0kc9NFm
ItmRfT2kRtLCm7Pn1+7LTRz+vhdR9XCmBaE7M6G7TkwUh5ANmuJXa3Zb6o5Tub8OUpTi1GoxmgaZ
8p2TRNHC8p2ZwaKxLZJLMcaSvtKTts9k79sj6vvEHGjG7bwhz2hvBUfOUbh0Cs9/wYgy54RXNPck
lQ8HGrIWGOQjmWAPwo69qJ8/QBix9JAPX3kcUg6MK5i6EvTPsADSHwc9u3xSP27sZ4uPcawZ2sME
HcsZMwJjwQ3m23jiJruiwgedoHy0A/4k+JOpa9ebhvHyJ3WeyC5BJ+fwoIK+q2Youxrn9qGgMd6G
PyjghTlOxBNtgJ6Vr8mN1BtCv/mWTL+aw6/gu/Jv/sXf/4u/bzNwcYAw7cC3OJwd4kcrY0PGmgVh
d4PNMjik5nFQ5ffI4o+JEx28OPW79PmptfEPuhNRJzgf5r38TIHa4TXoCZWqOgMCVlaQyPn60E99
+gg/KTLLumMy1Cn24VlNdDi776S38JSF4zV7yHnb20L3xDVHveFwhf1ulzFYM+d0qs6NAnw5x+en
/uw/+TgnxT9lv8bfokeOW3clnpJ4hiec/NWrb8kko30skh27IHWEnNVszt2ZTbngXvBPW6kvuk1n
f+zomOHzjR5/8mn6f+8q0i/wGGguJuT/cz+c/2nln+3Esw3a86C1my0VO2ZrT9sqnYDkDY6siXE5
79aCRkLeqGpcRwLtSVsdEmM7lBpzRtANnGsTikUeCyQ60gYG7akz06YAXBe/OO21osvEkBQINOJm
fOedN+V/+okdO1C0Bd/S0x8uw8iufrH6ZpTBfI29ex3J7J9xKkfz/WK7lRvMgPWOjH/vxzhoFwm0
gwqkvbWgZ6xPqBrfe3R6CHD4I2rzYLSrPwJgug8pAT7v1JwklKX7V/xyNP2fHEr25+U1fi6FfBzq
dnOawWX/4TJ72Fh68v//PLK29rzdlIT4Qw3gj6y9fxqKeLwhrPoEDCB+khA0DzhZfxqp3vuMlV9M
Nu7cvoLwuwjtLtbZ9EMruqo8d1y/0CNuu9vXQBUofOnOWRkW/ZAQd/AN5gqi4xvlVnc7hwXwa8QW
vTw3tu3zr2sfQIBbbUp/s/0/P94nXzVG2F8tdEZW7vmdffX+8iUTC7L4euPsj9T6b55tHDUvXnzn
2AfJCoyU87dXk4/wLJOvhWBcviwlafKvZlRVL6/eC1WEuZdViQmXxt+tZaq9EM03t1phioDyIhd3
+cVv5PIem4E8kYuPJPkR3uCCB3gSbKUgH0t+Y5dv86Sm9EbN0iu1JZmRU5urJc2NyLV0t4Sspty+
5CJ/ec9kwcP8Pcn+85xdw6XZZMa5IWIryPrFs62gv5n+5TvLMUuRp80lYW56Sxb1nDuXU5L6ioU0
BJaUO8Eq7Bwiq9ZV4zfcw4vYC4zwYfEYTv+QLvnmvaIrD1+xZQUnmmMHWDpRRJqlKrj7jvD15Yt3
l7+8ef7t/zWf/ZZcXFNNuPq/J/QHhqNwyIxK8lWUl1tS3V2Qfwjzoh03q0swqdKw3ExICu6/fLYq
3QrbNLDZbK43JhkoLc9/H/gXFUb7K4Yh9vkPjl7T5g1P8UuzrLjwW6wdgUWDvZhX8qtrx5FSVYnr
iq1dvqZ8azMcDEDMPaMYvHVUZNTHID3DvkLpJ35OGs9syhtFbkhd8spkOO+XqbRiosIedKpfpiT7
ypIy+TFBLJTc3C+QtyYlYqehblllYeGv71Jsu2JKls5/z1LPNJ+HT6XqYpnWQnL4Xkq9+aqg89si
R+zCPt5niw80t+kv8n/CS/LtlpOP6pdb8TffL/+7/xryUZjqQOiJ70NF24Dri67lBO8JIu67qP0g
vF93GA0/yi01/hwFhoc7UCm500Ygdnu7UusYyjEA62+Nxy4HN47Ftqc+cYJoLtrSp4BtedvgHgY1
WHEHa1FPP/Yppia8rWf0OOAZ/01FSh5yo73C8wWqkpI2K71tisIWOkHdY6i2HxYVUdxf3vw/3L13
syTJcScYKjNLPdW6e3oGM0MAu4cjzcgzI2m2x+UXv3/O7MzOuIK3IHEUQwIczkwPWj5Vr1SKiDj3
UBmpqrJeNwC7LSMHr7OyMkN4uPafp+TVFHjJX92Rk1+//PLv5r/62+/4K3jydP196TILTN8Hs+Tb
xPKt9XJUbJ+2gkpRhljIncfCuKqhibZ6uquG+2TtGx7v0diwI1XVe711AdPhyvGSVXnHpD6gjKhN
iETJjoMjpTDdfKdePTfhAIollc5TPXOOaNpI/UVMl9KBXYgVwxJYRiLLIGEJ0hK7Sbz33oKacJpi
NTIcdSY1tZErYHfpr6dCfAFPMdPhMjyJ1p2NTVfwVR0ycOmCLG7046yOFWJ+sl7NovCl3FOG9bxi
wp/Y6fl6mKj8hQcERh938INh3j0nargp1yp70qYSX2yE9wu33cmcVKfZAx5y+/oSww1X1EzTru/q
KLjJ8NyJlelYCukMRm+lwbhQ4U/4LaXOgMtg7Tk33jPj0Bb7GpayFj/C6An1W6LrvaGnhLlHmh0U
A8eVcXIGZzCb/hNN3mSsUAtgRtgEBlFE7ahpksCzplPGgGVYohUz/V2WbukChMAJEQtEGfryOf3F
f179+d8pc/oohqipoRmqk6lbHJ+ZKKJAg/1vqSXXVSLdGhiQZGzH2wTVCLGLqul6wCByiX5Y2cev
XciWeprLatJyfLqb99m94gkxFPjqEwMAnCW6WeNFuxShehjWoK44rschK7ROQcIuK9q2ZOIQ8YBz
pDPCgaiQ6lyr/JHBV0xZKzFbNzudUn+kads1NeR0o4P2lkecZvVSl/vMEVWDm/dZP7r/6GpTT+Bq
kvCepKwE0eJp+ePvJRIjfwcW2z2dKSlvFmKwQfsvaZMQ7R16VjurYpPK1aFVOrNySIjnPzs9oQ+m
3BTcaBBwmrV8Z4skMaQwD4N/4MvuW6+w7L46kN9i2KWxx/4g3qv7uLA/kdubdUWcGjkFNjyyI8Qm
PeIwHXfi7nc+6fFfjZwt0PeK3eeHv98P/bR38rG36nZAYZyrNok1e9uqEJGr1MmHNwY9hXroMG3R
nrzsF0YNgwPPjKeedgq122OjNNe1MhcLTG3yzaIMBloSGoHxDpkrtT6tuE/JC+p4Y1lMlpo+5C7k
mLKhmooP9YETygYDD7Rvwq6Xj6rR0VvbyipmIMdIsSHpM7YjMtgM5V5voT7IalQ/b7GGgcv7ceuy
1bphZ+qBiiV9TMuNoVtV3a6GWiAoQg8zTRoFkPb7UBFvX3Q2IYK+Q9gAxT95R+hRddR/0EjEJ56y
OsCUnIvpjiTPLkYK2k/dBaL6n6aAZvweq7ZxO0ii+phYBBlRqKQiRn1kjc7vI6LS+tx9xGukd6J9
lHXwcRPWA7xW9nDN9leq7deTbMxiYiXMIRkgfRIkjY1+HYV+dO18RD2gsN44d2K16Qln6hCUQQtQ
3+s3ZLX+5feXS0LXFljMy9K1tqBGNzttvNIa4+5mX3WY6oaotfOzubdYD+iU6H8PBnF9fFyL+Ssv
Ku5IectZnIkZ8mS30SuMC6TcYR0OERGrTR0AoC6DcPK2XuZ1gqxzwK7Q7yu3pPi1mbI0SFCtvcn9
A7f+j7VzHKjcAxDlPlq7cyPXyw7HDsgnb0i+Nd+uaFLM5ULryk1kd6MKC5g89XBMXum5Xeq2aNPN
J5sNVy3t7UvvgzjxOyXMUnzOYQz43sxkvttH/cYtlH7rg3rSl4onfqm1J+4bb70Kc6UkbNtD1q4V
rOeW5BUiDdYnhJlVbS3Uj4ZqBUZlC0tFZ/7+PKrCTs0WT4iamhfeeQOlkDTFBSzsNmHnUpouMDy1
/KE+livv+G3sMnHImTpWIm86Oxj5jfUQu6gi3kAPWQbhhlvt1PqqrXfXUK6q9iG73239mFU9MEPe
UQ1deYyXpmqn27j1gnP3xpx7TXRUSpSbO4uNSf9ek90r+aP40x+/UFIZZLyEsN/694Z8nVt8iwGc
/DhbuIrXlCJSUNVZXn1YB1KTGp2gJWulHicFxzs58uHn6Ig+mtzPLbho1HJWhsJ7PEFlZzG7OWby
GGunal6lDqWhEanKhmlMHaNAHEzHWN3X2Sg+zkGQDg91VNnXMeYcHeFYoJ3lPaqFBxugBNkcDx29
ce88LGSmHWOfDBObXzGwzJVVVC58rcxvaMVI8o/kV4QKU1dHK1O7iMjFqTKOEhWq2IAYlsJa2m49
zhQcMWWlnn1LZizgB0gAjOHrMNPC3vzYYdzJkNyWpXQ6QT/LZ/7K534dAhrJqQOUK049suHGhxey
JmymOTtCscY2hTaEAVLjqUDZ/ZzJNXdCk3tZUlGtm8wz7Pt1TYeuhoe2t6+48qyjdQZhZQotXfG1
1sy4sM9M1zpgejZp17lHfSapjStV3s0TUODCdHL/9m4tDrDRilqp5FZ+hjjo5CckT5xnqm4oXDY1
xgR95ojEaNBm7HTUWcBOoQ16BtU5HeFAOaXkK6caHfAHisj3lHXomfmyuwf+UeGkzLVj9QGSVJlA
6glfTTkRTd0gZEnv/AM5xRMRHyJO24GizGEA6qpJTjGv2/gnA2ew0JA3HUJqYc7Abx/478488p7o
Y59Z811nrdosIOxUwfgSUp5Qi25OL7BVIGKAE+92VB3JGLSpc+FeMfcHKvW79oSKjMoJr8/F5xSr
SueEPTXonaeUfi0e/OLZAz5PvswV6OQTnjzTSGYTLCCk9n0/M87WU3r3TLmWjYmJKMHfD4V76U+9
YoaGD29w+8eUTJoIaT83Qc0XpPpc2DYCOPiyyRNqGEbm9jdw47n7W4fi4rmvUeNejY+9bNbmS5zu
Ss5JUdGxcu2hP8vzaEPtTy78f2c5WVMLvcXtZr1Qbmi3fiA/PcW//pJenXaQDB1cfiQiqwhQwn5C
fgTrCNwhmasa55RmhxwWAc4x9BZSe9UDfkhzeKRrzkaap491vNVd7UtEUjiGL5YexjY29DLPE35i
VugRHLRS/j9z/MdUOyCm533qCj1aoR71mem2svjEz4UOq0DdNZzWQ7VpD3WErQUqaGk7NyJA+VqR
dFiJel65OIeIIA1ZxPBT84SdeWzmd/vPOA2v25g8nL9ckGtG/rj48M6PbdPRsWOUFdbc5c2AJiyj
Ip09xoXupIJ1UVYirVgNfRV+1e0Zuu1KNBcaUR/8FKvOhpbDRs21f2Y4X9Yv9JboS1/PXKsiRiRk
fsywHb8m9DfevtBNr6ju+Em7WNOyZ4Kqq/cWzekEI0sOG3lHOc3VsBXQm494bCBTH/J+tjxduw7C
7Cv3r+3aKw95XW3unpdHU28tbKVlC/HPSuEZATlLW3th1cKClNt4qLq/h04Xr0kOL6aMCKAaYLkt
Fxzc+donvN7UTmpFmx72cnjjWvY7xTY1VDX9NtadCCfp1/5I/i0h/+dPTCWvyYxTHFPJrZfyop4O
KojAmuwDaVNMWL03CKaXnTmGnnQzj3liPWanRBmM+kYV8zKaTkhKZM1VnfhXtEz730UywNL2q4/e
NW0eYWZsvXWz6dSVdkbQlDj7YskXMKM/putqhArEOsglxQCN0RHYZaQndXffwR9TNzOm4MuPsLb9
g0r8vskqZd+T+TADMbZ5/9g2/qXfE/Lv0wZ2n+z8YuZQVWTwYlWRCTzey5c0NStO1J35UkQwIFdu
vg47S0e7rCPCVn0eM94nIlmHNkx8xOYSO49HlzW99b99rStpqPrGyDtsQGfsHjikN+bnlSV+UQsm
QfiHSkqKet01Ma3rCPk23cHY/nF9W+yoLZilqaRMmZRUC6SoQVO0zmuqcsE5qWStUVVRdDzxFEAJ
ZrIqn6gcLxIetDqgYJpRIxxS5eSldM6aCDBHM+Zy6qjBSmIkKQZ7xMFrWQNaJ3UbLYyFbxukodOn
XPNgZJsFN9UctGmA9+olprmUpwsRTClMUqBS8arpJvAEoabuGDNSlX/038gFpyk1IRmW6MLm6Rht
VZCQKrxQbsFoXbhXKznC1gkg+1VnDR1Z+/QRXC6Di2USRauZNrUZ1vEiZNB+vMFcP1tlrOkw1fXb
A7w4jimjonn4I2ylysd1wI6iX6SI6WQIhogetAgZ/FuMNHoLRP3QUJEy9MbgfJ5MwEpxPxJpCbZ/
iScG/4PdJn98c0H1mf7w11e+Fzxp1P9Sv3H+hCpG49MrB6O/clTgWEXG4SEWj/5EKweo7jGxSz+e
tIxTpoI9HgKcNlKba0bvF8LuzTFBdDsNO6aa4hnPMIZmtDQ+WS5JudGrX7wR32YIXQe8rCowemfc
EMrDcxn+rPp4+fGObqW90oStsboMQY/zx9P7hYiOXNqxH03o4S7FlJRS81KNeDUd62X3S1YeXgVM
fdf9+9R0JNLjFI4DakvkKP29Z2KJF+QP9El7joJn9rQF+HZwWcZHj46J0FSprXoQ1HadzOhgLDOi
CJC/uSl/nKGQwpF9UDv9xen/8Wff7hLMMEDqTjmZKozHa+RCKKImyhr4klT5UtXZ2xS94NyBlBlv
rMtSUCnj2YTMReM4WAjQOKN/Ok+283fY1CpInBmzCTMmU3bqqBjXOa+E/RmiWZWNXH6O3S2p4+rb
HSOysex2yzDubs01dICWfFKlqWptU7811OzNgAWSEo0yZLkh8V9XlZXllNTlhpGwU3PPtGS1+WJN
ftCZ6fVCbWvt8NmZFAiuda6dqW9PcVI2Az6to9vgSqqKFPKtttocCHsq1qh1hPLDtOakqIyl9VDl
I5Tq1JqLhe5n0xoXfh+z907AVJAkpaGUz2LisX6+Sb2P2a5cnL8RnTzu2FKtMATlxWvwF7OKTCdq
dt19kypjsw37MFZUC6Z6zqLTpngn62E/EzXxkcTvnrdzyuYRrULU06d2axmtoXJxokCeE7aHsTCv
YysuGJu6p+ARxw5ABjVXNx/tV6yOQcfwi6LmhfBEvgSVGTNTSm9uZY+IqcJk0zlNEk0X4o++uPsF
O3vBNWqdO6zFS3fYG4tgsZ8ChoUO20wwPuEfdol/vvCeEQMdiieN+z5tdAdnZdbYOOYDeVuHhXDB
TCjuw6UUbcBMYymwlibIJ3t0CVTpXBfM3rBjFpwYTJnQ5TRX652OrFp20N2HpwBsu9SbAKY6MFA2
2mS8wGaTnrEwT3pIG4a5nk1B67v+4te76LliWGjo1hesV0sxxM/GKWNyMS5FhvY4wfvv4nuCC2yA
FVfNCfToOm3clU76J2jZFYq8Rggr8ZYzPTerytXFD/pbfmFQov0sZF/4I/+d1OaNVbvY2J/1kHbR
CK254jXT09S1q+/TJP028RATR9nMY63D2EYr5PsLoNYPRRQOAjZgFQawqbX+gJ6/v56l/Ne3f/Y3
P9ABPZ+F+gvSApjfv4Bl19+nhijW1kGzjlNOH1hc3WnGVvSoYr0UK5kuJXfn2BF1dbh6xypUesCK
zKtmoCV2EngnA6gs+q5qN9EZ8tmNJEQ1bk/0+LPyKYGy6ijqfrWcH7ihgbIhDpxZVNHJk12qaBza
aLDHMsCyOuLmUYqQduGcpqOMKrulrLcYqFl9PYAuq7uz0hGX0M0H0gGIjH3rg9kbPibeRlQ/rruW
93hyVVFFdEOi+n7H7xxKx39bV2/O/ohcfIbpQ7hIpxVzqcso6ND4MZKkWJAid9utm2KINuIWYAap
tJX/Ky2jnLgMWsNW2YZds/6TwtqLVg0dHN6yOH4HUkWZ5CTsgNF6B4vDH2qyaHiqSmmpoJJaUwwa
6MkTeU1Ob+/LGQaKgMW4Y+xuPaqBzUfzD9aQRJFX7FivlG4PWHbtC8/Vc0/hYG9l+rOWTkebnE0H
66W3WpqP3CY8OFaj+dHThsnyKxsjdtyKxggLmnXf2IGERAtQ9yA9dKQjRlLYKbFuR2YtEt7115hb
QYyW0lfOgF6BCQna8TJbR2tXRe4M0peLPJWsKhnTGajYa1pcspSwq2tV7si3P6Q7apycVKZI+uj6
UAj9yvTcuRgSAyNDBY/OLFN+AaMZIW89m8jAugyqGkroiTXT3T/RPthSfjXP53lG7UOS0lvSVLKo
VBdGTqWR3zpx1nZwEj6LtXlKEgNYK8PZUnVjc3fhBChabDDSZJQ0KajxBlGaBkgqGAbjjgIMI0Bk
q9KHMSoXGfGPTI3ueMK56uQuuVFSSfUSEwoF3egPz55/N/n5v8wIoqYxtlKYs4Ct6nYupcjoRBVN
1Q8hpLlzugSLtKIdRndg3+Ht55pHhKdKKZwNIWzq0C27U5v8ZF1IyjzharMwmoOFlqQKUyMqs8vY
uBm4HkgCWy2NtdzanbUOTGrSlgEVnTT1RNO8gep5RnYZugUSMkkyj11Vnx9FWY6tY9JTSx6zbUXW
rNEmQduicoZPFhhCEs79o4EO1RtG3vFkzmhpMs+EOFuWYjP5q7fOh5fvNxhYh3MPASfIsRIAxGaT
dw4p7UXgJ/bhzJrEp+1HMgT7kbQ96DL4AMzrMqZ8BrQSxKIF0TGseeqAGtuNpjl2XjOntq4d0nL2
gZIbORUS68bIu4R+AML+6h9P/+Z1YZR7Vqwyc2A5HpnSs3np22B2tXk9QrjJOkiBf1cufRX7uejD
sqdfWvb0L9GEkz/YJ06Irrrj35g1rOhSh+Txg3qAJn2drts39dTPsO5KFVJv6nYdqobx66hyi08d
zko+Ykk/6sMzOe4p9BMSQWfj+leBYYMtXalPDGXERk/llpp6SvaBuCiujpyEzUZBNZQde67lSUKV
TJhH2b58OBf08+//0zdzjk1sGGZbmNQE458hiC45q0yxLNMyIyBJOcm4RCGKW4TcL1jbSJ+MIQRZ
NecwPqpC1rl1iDHj/mSsNC5ykCMv6Hsp3tBH6dSkutGHt9p5JmeSZDbVDgVQqblQ1NXoCLAT8Bum
NA++S7d/wJEkwzPqOicpLVyqvsHJNVbSuamMXJwKxC00aQLOl1IFJPRGopOOog01bKWqe2z4VLfK
iZKa88ugSmuU/gqx5ibvHy/+mV0vWWIS625E7t9f+JcptsN9u9wyZs83KCsWHU4LlwOaWdVI9TNx
6amJGxGstwyLjcROeeU1qI8q4Q6r0F5JTdNPCeJxZv6FG6hEP5g7EQfcrzycHdw7n5CoRS/0KPd+
EU5c+pOmJIJNYXXOfFIfUHsLtiZiBuOPOdhF8nhyRvQ6e/bKFLRHSDGpU8Sc68Ts7JSwSYIhqsR2
eNI6hGhUbDFqJnjzjOo+VzQjOShAolJaOVg/bEiwaRf/myM7sZFP84DEIxvKjijc3zk9tA6AYzQV
ZO5yTnClc2OTTBbKbbKRGNJtj3U9bm2w9cKU2mDiB40ei5sF2rsFoDSUyqUsS6VSBFUUgu+2sIDz
hHz+8OVn+XNgDYzzqiT5tzuK+L1Yd1DJVJtNeyanxU7Odzqh2DeZFl61tl1uaMPnfkUWZdFsgGZ6
McL4VjolOyxkeaawB9nFq0T6o6mtl9MnqubREzFjNm2CYVK2Jo3kBkubnImegHcAUDAwuhLLCYXa
ceO/scbaPnGQMm2Ve4GvFcYUcEEyi/qLeI/w5ZydRMoAzzE3CRjnLTNdVUnxRXkOv7j4+50iIg6D
Rj6vffkmFdM9OgHoXqXSnfHrDvFh3zKtD4ncUxfzjSXquMBCk7BZnWGA0THl27KB2YyRLVEHplwd
4fd9LTKGvbBW59SkKFrtbjVlhe3lRsVWPd+kc47Hwix4qTLZZbiZEYCfHtqQO+cHi1QRY3dE3UTp
kJbG2quaWDSPeE8wCmNVBG4FaWVAEpTIqlLcGR9lIiraEw2x2ZW7ifWz4G8nvuRK+eirCzlLFesh
RsCzs/MEpIu4lqLEhDP5pfhKv97+7L++UbWPsHZR28WQPSZhtZc16pDzO2CkVN4Fa8LhAcpkMMkv
bq/VzYPuSRSNcFe6XF1iN1RtPfe4DVV7qMuureGGjlDolW8L0KjZbVayqNZ6Uf/AW1JV8ICKRmHc
IVwsPhy5qStwRxga2hU65XrPIZWfynbp3b57tvLab3SIPVawYkBV04T9GzOAGTziUXUKtdduFP5f
VDiKXZdU64nKqJoJIoA2oia6x6cCB0/RppBQ++JSNMp0aVmR+Xj7S3lVa1nnFofMrCBVdB8yQf9C
WrW3RNwe4RqMt1eaK28IfFMtlid/Is5/cjG/QJ3i0QOlCysupQ/IY5U/GDRgwQhlIX59KIlFxG44
Gwc1MdFVY5e36p1RFJI1qk8ofW5N5rd4/azSXZ8VN5jzYbvLSLrpEDCMSmasUiQaUaJP98F2SOjI
KStT2EQN2A53JoMkruBRtMAV0zkc2lNKU+ZZ2b8uvoYF+vK7Yw7NiIqg0UVDhe0i/XvsiUcjMG7a
OSb3yWH1+SFquLzP+tmEqYyjki5AbZnYbCFqM9VYTLUJS9F64nEo/4iWAN1KwMzlbQgn+3QoEFGG
WSm3Gv1uPx5hVtOoeATvmLvoca8Er4J6Io1aVVATU5BVVxhVFhU+r1boItCFXlfGlqjjaAq0KGtl
a4x2yR2o0BsLKp+Lb+QKBBKnsiRzkuxgnt9e35D31796LTKFQvk5nggBDPcJqfNRrfGbmBS2ZeQ7
hvtnGSv9ptrquYlNtzNR9Y25Z2d3jUZNI3TQEqq0smzOGcVBuws1R+d+ux6WNRXuSCuDwyXEzG0G
gEDUBTvmU+3cGSGJY2qcF7NET7W2gZwHPsnkwmMa2LfPzYsyM7tgTj00LUMt/ob5fwsEZ8SJKJKo
tIr6MGSGXh7E1IcnPyg2RNzNM/IUs4hRM39qxraqXVjO1ZlIajJb8TkXPjw3bYpz+OqE6lZRB/f1
vMrn/H7lkmLkA43PnEXe/0XQq41Nem7e/l7V7JhinN+VXs7N0+EJpw5MXyWR6mnXN4a/U3Y7qPrO
pOW8NsNIkAPrVmLIxpx6MHVmXskPJB1uE7QuhNwucJrXjvbkkxMLrGdE7SlOIS1NAGr+fTVCAdK+
4cUem0od6YQdEmZdNJJwykM/QD3CeOxecsl4us7SUveFDovfkBkoAxrGnLiwpfXfz8yp/DUhj9Nn
L3/27HSlp34ysziEVDWen9BRavd4nVjsCbcc709nfUWve5ArxqvRtG/K2xFEoppX4DlfU7e/s8AK
poPBnkkrxB+93V7JKPmcuBZouc9rTiNdmXhIH2cL0QYDIbZirkmT84R09Hn3uRjenTqS5EXGhPu5
dDp6NIG23VBps7Vm0oRSYZFNq9rJfVFrHs/WgNfNaYM+Q2eZrPkrFr3rqAifGHAow96dsf4wVeJJ
NEGmbUW1TjsPDPJ0EruUDwXAuJGS8QSTgW2CiT/NHC1kKdlmyjj8XOa49KWEFyYpgEV0uMh4njqH
RWVE+flTtWPl6uSXL4yuq6I1DHhWabTgZduv3j5fYcyyk5UVYO3T2gPCiG6o7arzRxj8XLfdHLQ5
DBIVXyfRirVA6s904wiIZpD44Ccd4HVJH2sKdVfCf/elJie2v1tQYbtncDhgR/uf38/Vs/qKy7N/
mrgD2GJE2q/zzOgbZ9G5Zn1TFsMictp0JFq2w1VjPN0uUTOfuP6C1rbrZuBQo66SNMB5HlFntwcV
60vj6vpS6z1DjVd+M7AF3ZUfkyxSd77ec/AD1xrRDro7pO7NNigJm/XYm9YLIDzmVFMZ2fyx2pNH
G+cpWTXZl36SsuCXtNx7xhCpGHTRC+NBht/+ZMK+PL3IGHmhtHGX06cGDgvhMigpDeN44V5UPB2m
+TCvFx3VKHhaQ6LhT8zdQqmzoDZ7fIzTJq0yZ0y1Vqz/UFNXON5ecNksxSib+LT7NZOUuwOVdKbj
g4o9yIrU71248pfGW/0LsjpT1O7IxN85ZSHAzAOtukPks9hOmJtXjGUBt08Rzou3nA6ic1JAKf2r
ZkIc7zDqMJ7PZH3YhcnZCloyJ21NJrxr7h8eDtpLT8zP7JMVMCjWUkJuIsO+jBYTriyYtvmOM9Jw
kC18znhcCMuNi8rIdxzFF7BiS/mrB/jYbSAk2hORUgN1gR/5+ayzvC/8An5OadAYH7DGPTPfAONR
m8I19yoW9+Z85df/jLoVgJvX5oFX5SDz/OCvP/RWyec+AOyRAyWs4dZa2crxjUv/818kZGHSTguC
EODw1V+bdnR//uH7onLtGyvfhFE6FAp0biDzEXpJ2No56Rw55n4T1yDGbdYmQ1sYOMNrL36Dy9Ek
0VvkdmZd1t+T6lWGw9j5moNrv84xQpFRP6RtOFoyxHjZmjXMPGG/dgjQmHi8NQSx0u5dl55T/Lu/
+b1h/d9RuqQO3jOs8zqAMGsdCJu5yLXbSpjpdfB4mBm9Mr96gymCrIW2ekfdc2688+RKp79+npjd
d5kbPsUU6JnFYTyQIXwYSzBAqSeyDQZQ1bzCMbmtmc4JUWzKPJizS/QrvRgqK3f4U1NSrCwIm9nT
c091LeQclODaVW0t6xBWiAFYWHJ5SekrM0nBG3va1QrggSeJc8HBNhZN1v2Bu+24tunLNetmayXs
Cv9YmegKbKVAfJnn4o2M7NEWyreMYtmbJve76mBDBQO/axTzzu7cuSfJOOY3pAjZNC8b/2jpOWVH
6k1IO/SoSCM4sUVkIVf1dl1jpWjvXq+3oGqa5AGUqWpOp8Bzaovc9K6eoONa/6xKw9nU/6t3f3fC
H2BxGhL9KUZPXD1BVfu+qHVebfuQ/XxkbZAtr2s6cTLNXllEim3tkKzrkh1GUeUdhmw4zHwPd8fI
z67TtcXjWVHPW4w8VY0F+WeFPJ8iH6OWGF6JOezdf1brklFrGxY8LK97uN8mvXU1+fW+T7TDHFj6
12xN7ss/aR36BYTku8t642yPX/WWFXcMDp+MQBf1kIktmpj2kb6hukQetvCEt/VDr0IU76iyFnju
vTJLjwB2538SDlHcHaAMVyxb9CUv7038rvTrI6OM6lvp7NrfVKu/nTYsqY2ffpjXNZlszNsLOtYj
F3/uvPm89aHDD4lzO69M/1eKyYau7vlSYYbALZHXPq4Hu3Pl9l35JXWq2tIbq9YNBXL5jUm5XCmb
cAnvu7t1c5Ef3B/qG11+bzKfbv0D/6Ezl1tXHFK9qxCZ9YYjArzF7dTUMmr2xjEu9a+wsHOQS+rG
lUKkbzW8roSh/BaETKFALfy3H8tXQv3dm8vdXDHOtJWX8yWOTBMpK1wOVGcxqwn+b3VSus5j6AjD
pxdN5xS67tPqdrIilYwUEWaElO/eHYqTNJWgChV+1yMkrShZH9YaI6tOZmNHcD01K4tpS8wgC/he
HConGXCpzFMqtYP3uRoIumSqo3j6fPZNKrX9ihUVPqoINk+jvRY2e5CNyKU2TASLkwxHrFDvr/B/
gVinjVOWJc742b7QKlfAoDfk9sPn35BtgQ9ZIhU62FyGebrkyhwXzMjbEZkbE8AnI/DAJE38XTrB
tCu0qppAKtIt8AQoeLXGTixIVYxdl8jntM8DMBjQBkmBJImaZG76EpRQo8JOAvvQmDCkrFEdjMwU
jgTGumyQRlNNmu4m6kDq6YyRgl1QOnEtee8K0Eplf2hgEwowEZJC+FwYYSqWfEU/bE/5DKyXRDnu
UJ2cM9PcUN5uN+zZLdYVPVabL/718stvxzbs2mPQlP2chY/xyB8bxA463JodjFfUeQ7Mo5xqfXLe
XNj8iJe33ADMnA6RUKwinahYAdIGDLpKyBXyIzjF5Nnj6tlnS76R2ro7leQy0oPK0C7nGMtRj8tp
KMfOih7RlXRkTOuobR4R2ylsbL29zaoxVyUcyKYtF2SjI1k66ZKoSygoEi+2SivhvieJR4KyBgzG
W0HizL3Pu+k5Mjaop0PLnsZJYn4oMQcNKkZVtC+0nxj0EY7Lhle15zOnblknjJxy0QDTjwklPOPk
07ICN0PdUZdRV88lzH0bAZrL2LNz8ISJxqhYZ5y43rlVXI2G1BfU8dlv9AzoQSSEixOx5aAvm2xf
bZItGMe6WXhcapMnuE+uoVQs8mxqsIZgMBc4oEmWVBdffv+zX9E47EGDCqEP+IXj6VMPQs9Maobe
07W1DojonSZD0DE972pkeetOCBZPA9ft5LVwhKlPNs3nmn1K6IzDdO8JH7ZGP6x6i/nFMBPtVNE2
yU0eYH7U++h57I40vtGsER9yuvRM6QYxNCqK+LgDFqXyACXzOdk3m56Jic5hZpHDyGbBxM4i941H
7joDDlIuHorrkWygHCNBtBwpOI8rO9TjNKJxIjTx7bfjJhNpr2eNH2CYId1NOCzlWpJjDAbL/slc
cCnQZnu+qL7KT7KUzkEX2SE6IvcOa1SOCmSpmeVITOpGR3rdeLkne6Y7Q2SRT2cXGaoyIbI9r6RX
p+DDwoKS4QMWrPRGQtESFHDjdEjGb7TuIW7bPppaE2iH0Zg85gkGLH4jvVZuN/f1e7g/Z774KMSX
UXmv8YNgwwrRl/ji1B7lndUVkzFwBu3hS44SaJK0kQyj/+XxP+q6cOXG5JaPNZd5j8ZioBkSExSR
YI0oh8SYWmBP0eaTVXSYQwomZikkfjxhSOalaH+lPEB54QS9CyZ/VGhNOSU/v67+Rp6jS1D5h7P+
BHr2OxAccz3ALWq0MBOba5aJsMEUnLhg33mFQ1pC8hBJBT2ZN6T49hEpqYMiFLLfoMMlzic21ls2
zxZrxIPVJRA2Zgj6Meb8VDPz7XqXq1evQa7/1TNG//67//RfXxclEUUF39KqEqA7m8I+zApWVFsU
KIYOgS3ixysXTaEa2I2SBhRk4gQ9+lz0TihuUCxt2qRC7YqavCbDdXTpyGTJ1HJrBKRT8KoQvt75
WlUsr6OSSQQ1oFSZChasoo6omlGulGlFlgP5zODgZb67DE99VAD0dPnwHUEPFfwjl2crVeNUUZyu
Ke6y+Zdlj9rkD5kiDp2jslternEYN2pixsmasErGC4amJDZLUAUpPryvPrxckOemqAqdDCLRdayZ
LhJH2EKYesGgp7bbPYeuVOiTTFWDyfqqV5g6TdERZDDRNRdz7j1OygaItE6t2w8s4CTUHZMPaZOo
mPbQ4lVcsmqSlSubbFv6NsYm59psM3NhabHUgl8QkTn/zjQVrE9VMzEppoMn1WeicU/TtrXDKeZi
y+kDkqWuVRgsoZJWS79DhxhYWcnyrJDnX8+/ugm1TiycA+WtwbSpTOsWYKfqcgA5CqrCJ4yaasMO
ZmCfxO8gdKvmX8xWte/ldu9M1JqmuaKDg9PDGqzsvUd4geBtFdPX0bhicYNJ/gYONt1o+d0/q398
/idyvsgsa8pYsGMa9gqat7uBdrCsXWyV9I2fowEqDf4wHpmS8+2O0baxm6IXvmyt/k3zac9i9JYR
dUUf88F4OOtvH1zqWm1EyITos3Gdzy3YFE5ss57qDfl8ey0xZUFbrCsF4pZaO0I2Uh+oARcuolig
cBEgdC2yEKErP5A1lkrSyAXjoJSQWVPqcM1cUbwYIsRIVYu7GLQtWk1n0QCb8Ie0QQ6JcVDAo9JE
GJwJ+4pAWm6zovZS0rFv2vY1WgEddB/jxuVNHcYxHbyapfhw+Oe/LOlr8hMQUpnVn0Wt9nqPLfxh
Iphscz91xGH4IzagrkqPn2u88XLG7QRKvrTJmg6POqGlFzXomAReH2CMOKUhUzOL66kZExR5pmZu
VRr5BLy8pbZv5kqQ1e4BUTyz+S+Iy9n2LDAXhRGSCskQCINXSqFMUSBJuJjCdKTSpeYLSn7Y8rWG
d1MnWHYVF1jYkihawBsTOIji7at/W+7IN29AGZwAmSWpAUsGBaOgOQxEswTUZYUFwsrUE7HZEsE6
fJhRyhwOmIPAMpsskxn8PHf1gzGStWuW6hNq0KLJSHGSvEXAC0sEtA7Fo4dPWs3dMqhSMrTpaYX4
FEZsugp504UlIj4OU1QTV58H59U5GSdgu+EvTsFcg9/Ps1thomaUmr1GKBUTZXD7WzkVpdUMBRQ7
iywR9eTgKFm3WquKGXethZuhgSWA1Sgz0+9dz9LHyXePHv7ybPuOJFvgg/z61hSOKCe3ypUhrTnZ
3ma3mLKhmtCujNqinxrTCQMTbxqZ0ROv9CMKW2aAxXFDGN++MW2UtdY+FYap1BzmgtxZ/yfFZNO1
BvsjtLhQTc+fdocGNZTZQtRmnQ/++872yqSWSJGgRki2im42yDQJW8mJ6SyvI40k53jCKf0fMsXo
l6IZR4sE1bFwAAruugdjFf/La7JNcgtHc62EzBgQFuLlSKMAb3YnOUu+T37+K3oMkGRXZHdwn1Sf
k3+4wGWEU8axVS3apvnB2uXWG02bpknS1S/kmPhFgqq+JJ1WsxkrGK2ARBBdwOHJEFOJJfm0Olmj
jVJR/Sj77R8//tXsVz867l5t+11NWt0by3d0dWSdYkwPb/XvzzPamgTbM6dIjvZ5a7TUy8Rq0inx
6A1S27Anb/o0TF6ez47Q1EDSxctgUQYYaD3ubJfecqbUtUaSFq0OWBymAfAc1BdPWHFlT+RKNe0x
xNBq66Ouce3SRirVboPZH3QRh/QB3wWtp19l7ff1rzoDvQkE/Wyq9vktmc3n+OieRu0JdcFqCtwY
YnBOEr/FCvvcYlInP/Tu/Te4sBtSEOo2pqokcx7RAQrV+fyhEcbYEB67mZxLn04Qwvk8M/wFGL6D
vEnSuTqf6BkayKAbgd5CzhL9VKZ/kT7/pVt6EQf865wNWmupDVhz1owi+OoYNk99rrTaFyEF0loH
ZAJFmo9zHIvXznGnD/NWf4HWY1UURVA1UHUI8SB7ojulS/ZRLIUcClz2CCqThMmzSaFXuvMs1vSq
NwFdOp/Gd1zGF/xAaFS7ZHztOTF4X5JG1ov2zMsioNLIoFGtM9meuSSSRSPugXb3uDqZxUtw5n/a
v0RGDaRJOF82vyhAxrNmnYLxhvlKAQYctpn8z07wNZk+lWzftqgoRK+HuaY+ThLeU9Bqsre8dARd
YuGRxrB24k08HSxA71SKdqvphdG0v885aEizxKDK2YoNbfFzJ7hbjCaIY8b56fTh5OXj9XMB7EU8
QESAu1OuuBVGb7iwLtOX+EuSFMyxJE1CEVgYi5QRLn8TrItp5zzKvGveIgKJ10lIVGI93qbGIeP0
sFbH6yUvO07n0IwEOwLbY2fMITBA2aFnWq6edLZWWyN4a4Ir2DDUzrSyJfbcr4NtRwnWAku/2aQC
D1JKY6+aiUbIWr2obBmCqvsfgfmqdUzXxrBKKtMkXdXOfQe21/DWaVOgRE8N3nFNSAO1YpJ4HAWT
RHIIWUiEY99GDeGJMQoZnxWOdzDl2R2r8/qjDFk3InvPuqsSSxc3dPknWqUNDwpOidtE7S0V29XX
v9IzNNWNY5AlPYxga+nwZvnJuQKCo7dFgQWkpA4X0LCNadOpxNpdd0K6NjW5j9ytgcOOdx4DQ2UY
+romk+puwZJqlaKmmzDJ1LYl464RigPMwjVJbSsDLFa0zsmZDNLNmLeS3II6WWBuqxMT8i7TLzH6
w6fbXJLXuEc/P/1Kf/Pt81++negK7Os0NenYidKpUMUWVB6WbW23c63g4OsqkZpLZxUXYLhusF8u
as8G4ZsoU2WpH9IHaK0r5n1fQJealyiPEqF9hxldwZezLcabbAAIwzKlp8EAbI9/CK5zhaU8S1Uy
ahKoy6DBSOdKhFdgozti0qzMum+3qddCELDdZPhm+lrRq/OXd9RpOIgYIxuZKtvIuahMzCCKv/ry
x9I5/bec3cCKVeS1rvNubb6lWhuUeDCkC5t+RKvv+G9++/IJ/ZpVmYmWTGSocg56U0Y82u1go2nl
19BmFrYKEYzPwTFdq+hO0YaVDzNDUVL7WKKmFnrVuu5MBjDG1cQE9b7KcvZImHf8yzsnR0ISBawj
hl6t0k79OeXkwRnhqW2FrtOZ6FQhM3s7PZ05TgK0ctMRx+7IzNGT+ZDRuTO7+IzDyWA6VTqnU0JB
S5/l6Ywkf/H0q9sWEp1FCfe2EetXMl1/OtVntZUH28o65sijPhD7GjdFwiNCNm/FJyzsV19Og733
hFiKwc6QWxZSynrmJnvDT6RhcERVl2anltYJp6oIgNN2yU7fIkWBnax+WTz51fP/nc9+sWVYWcsX
D71NsMA8BGbZ10Pz9gcR6BofioisSLd9T2GzA1c+DCPhgYpO1xmzp5LpmmFaMFka6Tgu1yf23Ku2
GcGI/t04TwwMNdY9bkOfEtnamuTWrTuPTtiVhAPFMua18u+zvwCK+Ytvq5ACwq02w+xxrVlBaRg3
Bc6TapfLLgvQSoQj7cBtTA92vY5aodgFC0Vd0lfD6RR0makCyyKp/QttS9MoMAmPCunEkPrBbMfC
RWxERPjWvN4TlumpDWmryNO3U7WvSXttPIATBuxZOWDNbU1aoW2vpKJgBd2QYuf4PHun2Y+zX0wn
k41VhCrb+dxocF7mJmyOgoIHdY70ocUMfk5Nlg/ndeuYDQIskbMykab7Iuq/8AeGyvSdWSKO/V1s
w00gbFrRFBsputoGk0th0H9bnVIFVtdazb9wQ19T38CGlSYBCwTuLZHb04dGOBqEAKlkXcrsz44Z
YXoHovsBENWGrhV5XSBw33bBdgakkJY4L+QdOzRbH7Al/R8UI6J6Pbkt72CJqhl5A0cYW4Ekv5K3
y031y7c1ZG3wq+Y+44D8T/rJ/EwxBGcitAtzZdYRgkd9LI+YqrppG29+aw/GhpCO2XXQUgui5/Ze
Q7OqLeoloL5vZq7C0Uy8/BTcFmEHDlrx+wW5ipCILNRS6QBtyr1vdh8Eqv+svpJEHCF4Y31OoO5W
xiR/aCf+J/kENAnhg+g6KK8h+YgdG/VoLBbtMzNpb+Dn0Cc9FEAZ4xGau9CkDxL6AUjfK4o22xx7
Jf2+ntDwedh/ExtxkGlXwdeDYZuuMptHfyTRStIDZ7TOcqX/f6P2okb0r0HATBH6dj9zqPNnXXJF
1bO5x3vJeRRFGjpM3pcrjiCq+vN+5ne28mdWxl7oQS6qan4Y46j2Ds6v7SgRslfwxTFIfoi1dOxA
myZYJ0sFflX4+wPH3rSX99N/qr387dN+lv4VMNPbRf0uZbIN5AiO2rvWZQRJ5I1Y2aVgf6luWV+N
2LmPXI3gSw3I4HYYZ776Pu7FlXek/HFc+kglpHVP8KOvhg/BprN0HcpUcUNRxmquobz+SaKkN948
yEP8sBrgS1PVaNgWLZ++X3SHH1r8/Ryb+RLDcLotnWtzvfROmTG6jV3kpIkLp6Mm75w06hnvn/t5
r7hp6aepGueuHkkULx5Fh6eRhhPDrTS6JNJx4n/gsCSHp7xvFRfRkYnhOyT2Jmj/PlBssLOinhTb
cEA2/bPhh0i07Buu7u6q6mbM9Hxum/cGOf4+xrS0dCtGLJTqOa+1/0e2Qy3tnWL9B0L1eE57cpPI
/fS9kHjeNWbHWXk68gs1tuua3LvXoz7yhOohTtJLY9KtqtpG9oWL+Ixgy6EifOIfnpLf1UcNLwO7
F1cLMZmy3Slb7/FWMM+BskhFb+17SMu/7l35Rtmbbll23b2sOpOhx/M9+3nkGdcSI1X1lB+Raz38
EH0UAQ5r2dVo+ct9+jyNPEt8cIK6ATCb1r/KiIzDt5zWw0iNX6h9yLxNygeEAR2mMdVao4eN3z85
9ITUx4WqaKGsX8j6ecbrosk4RXqotIfey0FAW4efHX5G//AEOf79fBmTXYRdJD2dx7t8FBT8gdUQ
Y5XsgKI/aeIWJq5MxHQPIg6otwxfxWPQ/acpOBLliFMW/J/SQ0DTj7Nv4nod0oRTKyOGGadb0Vau
X1urLL2eJklkX1emlCHvMKWDa382SIy8wWOPX4buL1ZenUua8lceSB1XHa3ZRZNFtJg6aiay2Ttc
4OctxNpNbdtFFKI/ip8HZYl66OAyulWNcChlWIdPksb9DZiZt7xWM87um61XRda1zVlSH6em6B5k
hI/6nEckujozbXfMNi0cdN/Rn3xFcootjN5NyX83zuLZHb7jBd/EWQBaxOdy2yDJaVequBNPEVVx
5aO8H8aMR3b4ejAec0PlmT/aJzXm9HGfdQSVKI2dVqamBnzbJfdWDHfoPDsL79aFVPLC/XB1QK30
mQ7y1D0V/R5JES/lXaQVbMn6rVc4wn5nY0g0bx9Ql1Qoizo3rziStI+xQw9+HnvCvsMW3g44VyJh
F6ee4t8qsktrEcn2NgX3OUEYNM62aEpWwrKI9Y77soZnwmWC0D5NRN3P6Tv2s/GEjWZF4mo4SOTG
SXltXDjDXI7em5MaMpG2+tIaQLnczLYsDost3eMV0INWtM1XDQGGk1q2UM0Cq3ji6TYdofIHfr6t
gUWdHA78md4voV8Wh917Hxftv4iY5tXcoo4j9Tzeq/hOPATBguw2iTVqbJdGCuZf6dGuy6f1flzn
ZQ88QhnxUQ/ToaKcayxT9BybkoxT0+fVPGbN1qPdwVHNCPkQuopsTSGi9rubjTAylEk9MuxqeWdo
aOGT051GKOr2A6kao6DI+mzT1uowHwby+TuVHKXGwYF6hiFVa0/u5O484mOWX134fWQdQ2dMRUG+
coMEPrazZZi2mxopc9o2uUuPEcPEfmuvpZAnR/P46PPAbJNteZAT171LYsuDZe69B+8J+YepK1Qz
zgQ5D231fJcWL3Xl7muipkh+6xX54WyFpxt4+KJIH9/idYk91t9+UO9/siN0O2XVjmuaroPg2jBy
dc48X5UK+8m64/AOeZgMRVXTfdksDXdOFmn+jLxWpPZ35VM00BLHULFZgFVHdoZvE+M5qaIkDdrZ
ho2B2cfnz0yW4CN0odFfEHVLxXS59bRd2SyNHaINg3TEHN6YuNOoHzMmqW+tHZQbok7JrWEe5JF+
17YIS2kL43lZRZh5RD8jXNIiU1hqMK21yjsjf4PyB3xpdeY9wtTJ5SvjmdoktROjBfwOQwE90yHa
K4nyl4QcBQX6J+qZU4Ly2nBJ5G+yVZApO5KIkaajOPT9s12rY3QSy9+AX/Fh3cwgWiN9wrhuTtAV
psy2MrOqQM/cXL9ckf8INPEaV6Zg38w8W4L7/2OUsTAlBdAz0C3Q5w/5dvYa6PjubkrktTzd/CvQ
OdAz0C1cl38+n7x4oORK/68XJ08emfIJXGy4H64biQ7rfpHM9Tu/AktCV7hr5drYhgjuYypSgW4R
h/yLBflqiuI7JUI8InV7tRKuO+8t8np2Q2qFNb/A96zNXDKyfWObi07JNSPZhvBTt3CU5MHhJjyS
38QZlfK96em7KhDqOXsvq9vLa4PUVnz3+noOx5zsvhDsz9j/9ZQks2r3J0DG5+psGzaKwXonKTPo
ZORims7YinxjvixewOvwUTOBzLoSk28pew8jePpyA3zy2RPJnqTpkyekVD9Pl9rWy7JqviiTckng
VJ2ekpOT+eWGR2ovi/xw3EA/t/zhqvaK3Pk/Cqt/PnbkR9Fusv6HGC+r7Pdx1a2C0M7aWr3U3mXk
uJWAHXxgflj57NpZXo5/sD6Qrfk90K32zZ6uDKyH9uzrruFSVsDPl8YzAfQPdA70fIVLBM/4G+DP
wIdhAkDPQLcO/Oqy4moDfHuH6BES6BzoGegWrpN0vj2fAj8Hvg3MDugf6BzoGe6H65zUtYlrjPpG
8HfpaUNTSP1aUDjQyvDzEs4i0D/SOeaDn8J1opNLL2uwcbMBeLt1LrTLhsMtIVUUX5bktzCKPyFL
ZUDl4bxsTECPk+rMZHwngqgJ+bcrzU+wQgkxsFdkc2rCOswExP5oS7ICIeB4VZzBvVV2KhVVguvp
+c2c5OXZVyrT8gwOim2BonKTfwWLzBcmy0OuvWQ7c54+kSFOOtx0xsXkHzXCPdyciNmJuCFyu5ud
k2nysLyLE0LiFJz9FksW/ZHyWk6BRFqXbRVoFOqy6FUgdM3AvV1BA/+m+8N7zeh91DBZeakEdPAm
9Q1r8Ae/JV4ud6avZ9GrpOHq1jyBfQe5vDU2ImzPtRFqsO+wv5PITsEc62ntVIX91T5MAHwP+Buu
IUKgUNh3K5cVMthvgF8hEj+Oq4B9bC9aEMYq5AvBnwXwN4JoJ9gXCPb9nV9HOK2THalq4/GDjMS8
jVCufeBA+z9gNGyCU/YxdNc9hSkk+q1G8KrHE6yoeLi9shPkwujeF6ZMzzzojm/hfm5egYDAnwVq
Y4yDVFphhsNiewlHZCrm+RuFXE2yq79325aa3kcG38/hjJxVcD9ef7y5TIqT83k2LzbpAyI4W7zN
I55aRn4oFXk/lZdxFXfWTdZV3okXnl09NyQghj7HJ85e1g0cRtU4Bf7tt0MBOO0qYYyfR9vHOkp6
BguVdwwWFUh25+XytclTlK50+Q70T3tOQV5nxmm7o65z4SQKCoC85j5ZThsgRaftbSjIX5CzwJvg
ucCXUP/UqE+CvAa5DPIX+BvwMeBXVgFCW+n2EuQ1/Az4HvA34GNm6Mj1XyAKowI5a65o4EsuneMZ
ymuQyyB/hfH8Ar8CvRT0T44B+RnIa3PgNPA34GN3xDUswz4H5ixbR86U5BOEfkW6hevfTog6ARFi
1vuB68dkVRG4rusWgQroGfYutU6JV3jjxrg283WJdH5h6PZVZSuk/+ULRR5Lybf4VhEdJO3jMYpd
YngwB/qE77eJ/u6PpCaIPyheEKBzxG07n8P1jJGH683qLxJ4zovNe6B/mDvQM9wP11O12/70jMib
P3n3L3mkisTZLHd7XffB/5l4v1DmNBNdRi7BnDVcNJoOxiTY1vk5qdbWLxTs6yIu1Im8PSGeOiBc
UFU0/kwEbqCaWfsa7OXEH7+1uWlizo7pm7kgrWSehuOKliiLUS+FLXiE1HppDL0K7KaVSUEAPRP0
SdSAE4RgRTkL9onT2grQM0GfNOGzCuQv2FlgT6FN9d1r0D9BzwQ5DvIa5HKCu6zADgI9E/RJ0BtB
LoP8RTnr1x2TZksF+qRhAhTkL9hZYE+B3QR6KeifoGeiHD/jIJcLM1nbI16ZU+k59mrIrwwHNjEo
lcCfgf6BznPkcCu4PiUb4M/MaCdAz0i38E8cGp2eMayEc55l0FClq0lCd8Et8HPk21wD/SOdK4b3
69tbDeYthpGB3wI9A90Cfb6eK8mn1z//2glfwbeW3ckbuI64W9Ud8HPg28Cfgf6BzoGe4X64/tnt
P22j9Ia1iJ3594xW9LhiPi7nMvOJWgn6D+ySZeYQ3dPBW/g5wn9vuGtxeIe0fXvvmdpTlpg/lPUs
JdgrsKFfncWlDOWeaEXqtcIMCIdtfZ4UiPGbpp7WiViHtKemp//aOxLhWXePUVrabonn9y0aKrxT
VmdOmAmg/ozQs0GJrffSwQyxddQMTwW7mYPqVT7DsdGXJB+mrbchsIWC/tSrxAxri68jHduqWNeO
DVZrEcU7SaxIj4wQt5Lm7lmFlPj0W7ZfpyaRS+sQYYfutIrUwVaQ2RdRI+k4JjPfP+moL6Okk7Cr
tJFaLrHtq3PG8/1e/rghXemEIav9pEFzo2OzT773P0bfV1a7bc/IXej7tqJGSmokd3jWy70O5KRO
/awmaxPPsZAVrGycvC9q7VJztneXbQqEzAmdZ5mh2jvjUXtNF9qwfFSN7TOUMa95CxtioeqV4HW6
+7WnWxcoO8BF7/ziOu3yWfjtEN7s2Hh42bqf1c69QLeHMwr7+Hkaflz5Q3AnnL1tvt63lTt0tEn7
FNFI6ap0HDNKo6MnGquARmE7cEq7wQGKaJY6rEHBLAIWNR6Bd3vt71C9X6WN8uTVm4gv3Rro04U5
4JO9Ybi1jxBfE1YaOn9qqpVPjGe6xcr0kGU1ln3ZXVYZvGJuhQ56N9N93JOeT+t4fTFNDCDEChGR
2LKI+NhF9Jud7whJonLIyrGeg8EgHW9fQDPQjcJUGjH1PYugvVyuy91E9N/612xskGZulLbUjOlm
6jycxgyaSm9Irr2rZOJo5ib1b5h5HGkezNITIjPExc5nRP4En/gANMd5XrItXCdii0F2YBwXOZgg
06wkYr69XSrvusGBprgP5w42SEnsEpGDaH5FNgmiDoiEPMe+H2ynnGiGzbk1Lb5hp+zmb40SZPFP
t5nZvYlvspr7yBRscfnYme9LnPh6E+k03zCnsZi2lRsSrYCdb4jR7IK2tCDyKwOJ8qekpKW+2Cnq
UaaoSTgryDqjumJv+KvGrohw1jgoIFOTrTMl+pKoXKkpWT00d1xgAXzAcTV9ZTVYuqdmw7/P684M
ap1xC3JrYENq59ypH3aoj7uJrDMrl+8cwPye9rBRi3DaiqsYwj6TTl5buZxaPqbVPumwidoe1JiA
wJeM/ikoN/LayGXD32xmrh6KRypDtzPLLr2OrfBFK6DzS0O3cH07JakJFmsdw2aa+5txUqBnoFuM
U+tt9s23GDBhZHv7W1r9F6RzoOe0gOvF11NyOr1Lfixenl7ZRwQM7tOpk7InCJLwCqd8C/R5Q3aC
PNXksUXY+5osgM6BnoFu4frJxZpMbnL6FSmmF3QTVEa4H677Q8yIem+TqJ4YRn125QjlCr8uLiu8
CCIhmRD1BLEsqjl5fUrWC2fri4iehef8G43ZpNhvhG/I6w1ZXWcJKV6VxY+/rma6fJKTl2IySYsZ
I5vb5f/Cfpynvz67bTAcXhJV0ieEFdegFK/IPxk3+4aSa3a7KEn+gLwTGP6+XD15oyi/ucgmZDZ9
9H6hrhefPyPFbpYuz9kJwm/wCdAk3ayJKE8uTsndj2K1Dqx+WueBuO2726dU3nqqk1b/9HK8uojz
Y3mTHSd9iR82C8IyCauX0rqshTo3XSPnndZylndo11V0RXZW6LNi5TiwAuRC1l9n3zJzYbhVnD2u
G7CcU4YdWuCZEm6zdG7un35OUuDPwIfPDT0D3do5TadXXE2AbwN/xnjQ7W+BnoFu4To2pkhT4OfA
t1FhrP4L0DnanXB/mq6xP+Rz4MMTJLcS6RZ4NfkNniDx00ZdQjENuLnAgAUCccBJL4D+kc7Ve3M/
Ii5wz7tgumnmwogbzCKoyijhtca1xM2At18axP4dcI6tACVEpeSNSXllrsWc6Rhb5E4XkQzRjcrU
ptwZGFP4erdEfOXpjOw+YOyJbo2GkW9RG99ofaenxTv6GubFiZxg+1NWylyQ4kyk8I9C3XjtdI5t
X+HNp+vki4cgCunJalb9yMgyI9XXbLEUv02yf1gnzybb9f82fXUd2RfWjnjT1K/2Z/B1EwmCvRzs
i/HtI3vVmhlxqXLAIdCO0E4fA/2Kt1vHxUZkgDmULcz93Ge7rTA86HbZFLRexvGpRcNWKB+YbZ8Y
vmdRB08dUvwO5LLNCgA+BvzKEUYKXN84Jyy2PYz+Se6L+qkNpttB4zq9NP2vDE4uw1xioIUK5Czw
MeBXhi/Btpawj2FcGO3BxwsL6QT7O627xm+AvwEfQwQ5Mod9f22yCEoz91cLly1jsq3W7/2UJz6M
uTWn5caXGwvzw6nxfp8bh+EfkzelTyqtOFmd4ixOz4lOlqTQMbKY+plJAMCOjbysm30Ze7IOYVBj
o30H6hub3lyRiVTfnmrgnCeaFC/EG9skJiHYbkg/hDXNzgnQAflKf4D7EZIxZat0vf48kar6XLxQ
Z9tfPHi9jXJFVjR2ELG7xz6HM3Ne5Vubf1jJ85gWdTNRKqvt5TapenUN7egvhpTrdjeH3E4ew07U
F/5YhUTfzKXlRGBHoyRfOLsD7Ag56ITRF7WBifI3qauQStA/rZ4J8lqZhBjgb9jlUyifKYlyXETV
OtjhZOFRHPkG5K8drdGcc9A/pU2Pfr1BucxL5G+UIr/KvDd5dQ3y2tHRDhnsJdpouQHyu55g1gTo
nChCgS/laL1VoE+CvAa5DPIX+BvwMeBXoJfa5g0gx0Feg1wGvof8LfuH3Kx9aXSwbOtGbjj2HOgc
6BnoFq6XPyXPUrQ8r2bk9IvigSdsuP+ZUe9susWfEmpTBBFhG3SSAoMaM2lQ9LIC6BzpWZjreQna
RDnjiJyXN3O/QcuwXUywqfn2CvvIK6DPM/jNkyRPHp+jrVEWF2C9fAv0DHQL1yvKHqwvN8/Pquy2
/PA90D/QOdAz3A/XySo/yx6Ld68X777RpJ09aznCU9N8rJGHFBU1BP/nGbmzfiFrX4O9jG1DiFPi
W8m1+XCWJD3zfWFY6fxC/mfWn5kY/48lL7SXCUX7N05uthoHd/Rn/J9vJXYGf41+IW7TaSnYyycR
iArokyLkJJM3S/9a0D9fn3ovKLF7urb2FOiloH8mTo5rlMt/ivZRYlqogz5Jn5gSNoRwv0N7CtMk
OeifoGeCPgnyGuQyyF+ws9Ce4jnopaB/MsxCkSCvQS6D3WTsIwl6JuiToDeCXAb5u06eeZ7MQP9E
BLW7H0Feg1wG+XuBaTbfm27cl6B/gp4JchzkNchl68G27Ajo9qGZ1wr3em34NvJhuHI185EtvD8H
fg58G/gz0D/QOdAz3A/XPyca+HNmmlkBPSPdapIuCT9jWijg29q0mwI6N0Sr4Tou9+oH4OeWbwP9
I52rLdwP15X+AWgH+DDwW6BnoFugz89Ok7sLVjx8ZoHUgA/Dq4CegW7hOuL/vv0e+DnwbeDPQP9A
50DPcD9cF8v/+5N3FSxGeLiP8mhn9xpGPvB2VHfPPvGU9ZiM22OiSfN7FVLsmdaUrD/tlDfDX63u
+cj7hNu6hLT1usPOOFD61IJDbeqO/1Sfmmz2LdPwOq0q4BgVHJgKlNpn8QSre660Gowh9geWDk5Z
733g4dBYh9tgXs2G+P4FH70nn/6T3I8ahslyYn34k/CP0K/qfi1+JN0XUGP3Jmx9JMXt4XkTiv7D
5EkIMQYH+/1Or96DjEapvgdf0vdiX3tG/wAfeEuTAOKqUnfy3943W2KoMoSyew2eDop6NeIwR7Tq
URd5EyUjoiVZRs9lI6QA8fA0daYS6z9t7F7sMDmGmU87+be+b60SUzfZ1UAj5gO9hVjP8PQhXsCO
OTYhmp3cS2KFF0nnzNWntV5XdCijjYpDD9EVc/JQHuRI2fFjZkcfsV7OL3lGptLWBbRI1XfNYrWH
c+Qa72vHpY+XsJ+oFaz089CP77RpOJjRCBbIgkrHQcyiGicv9YHTfk91Tt1HM2u+QjogGHEqdpXZ
ZcaLGtKK0rjtTr+BRPeMTrfHM8Aoxmw1V2pfX+TmE+k+Qjf1Gah3uc1IXWJU+ymeI0ne09a+zepZ
lMSlR0yIfswxOfJmm5IkCEuYbcNJT2MNkx37KjX4/r49EX8IQFqPjEhOsaCNElRFNsZDWfi9lXG6
hM37oYOpu7qxz4dWhpJ1Ey1Sf8JjP0w+rs96Q9PAhG6Tshvdl0Y2RhC7uo+H2XIX3nml7PCz0nc4
0Z0l6/ZiX3UeSI8xfHRbFSHLk/Z5/MCbzNjCZZgRVgFOizmgv+Nyu+J8ltFYVbzDMvS9DrX3V+vU
dfYo7RJQW1zfuZO3tU296Xu27qPDqkNt9BgzrQvkO27KujMMF/Na8iglz3SPyIXdQb3HgtMeMFfp
nlP3SRvjuX6qx/L5PQrJ5hbLP6ups5cp1xWQ9YSRvqyqOpA2jcp7ynrCGJcYyWz4aKLU91LL4rzK
Jm6qdPw5CHK50WR/4qyB6yh5v/BZj2YpHymm2LGnOfcmw5n5bY1wQdQkKVXjLAw1sgztWmqaSVHS
Hd5mil10Ci3uObdxB2dIv5PvTlCVlLcuuENzVs5Nt7iJv3ku2++iJFT40Mb7Gfa1YX0WSNJ4gA17
j8TuVG2mOOrkdPOFXdu/uZo9wsQfmpa2ngg4cVkZT/88DGgbvcdlcVLqJsbjJDXKbHuzAbINm6qY
bCGb0v1pnOaOKMvXPep+R6OkNakTcryLc0/ThKKjihQdnWSMKXkybE7IYXdol9Wkfgzr4WKE9PhV
rOgo61YHcMVjVlUdpXgOdEZXWDsZ8oM3HUKkBwVLp2psFBRXcU835kcJ/BAc58ng8+66FDMGNnPk
uGbkD/UpPVNhsTv2YzqOjPkV+91PrItu4Qc2ZbEFxwaUmyOCNWrEJXqvdeq5kR6+T/eYVHzcG8dr
TPn4YdzH0XFf759XIdSWynZxAusjDfbpKe0P9fkS00NMFU7LjvDqeBPsfUzblz1eftVRS/Z68A4T
hd4jBttk4WrumKwbSLVgCXUZ9QO41mMP8qxDgLTDEWDCb1n/V92zkA5TNB8+sOHJIXVh4n6ilrRG
xWmfSerCCjHU8P5zG7ccGlLMcjMMrsZuZCCI3f57eIws0hMLZH4FEpJsAsh9XDWBGXQ5cY7QhPLr
3rNYEd8H1Av86WH+rrCQgLW6XB8mo3SEbsM6WnvVzChHj+Wpe13lUkEjMOTCKSTY2lm1jUfetz1F
9Fbd2Ubti153uS5eqnpw/FAfqTo6FtssssZz4IMSogHTCKZfQlRmoAVg8olW1Q7BbvxkdpXTzDhT
5Sw6TcyQGKX1gBuvcWB7uXufrGed1X6J/AsdwwXzJqREY8Uir8uBFKua2rj2Xetr2jKvS2YCUUQx
WKPppJQipG0u4U1YIssKK8rINI/yVCJC1rqhHmtd1v4hFQ2xQexM3oixzYWUiTCYX7HKQvH1EAIQ
oVwOMYFIKpSM3i3wcROzzmDEZk1a3JrF42D5T10DOLZf9UmI3HosT9UjiUMwk6cN1yAdN3lNB0QU
G6HDmRwGSXHzbISZToVqchHt0A4xw0NplUcv4eOUof6gRmUYZSFKHws0ZDji8+KgQqP38X7r1F0x
vSAvzdQ0xbOpKBUBQYi6kSBASqonFpG7T3NoVNtxEsrQis46uwcuEYCFRA3ulsNDrd+VdWZs/O5L
L78s2Ssv0DoPpHhXpnepJ4ywJZsmtVhav2xmO7Ama1ERC9gMWhUquG+wkqSqeyiQvd1k9mjmbK+/
uvWxOsncI4XG1HnTHGocJ5uMcDkXI2wrxQ4rjh/ZbbD7Ut/LmmS+2Xdox3EZWkR3jCzqanEHR9KX
mHqnO9JGGpfRsRm49BjvHOsspgXC/UC05E1+HpGvosPOmmHTge5d8eCAMuXZVewcvc9H75PSvaSl
lAfqoCREjzWPt7Q5Vn2oVx8dOzBdkkajl483LVujPen3imB7dTsRSuh+5T4o0qEdu7q3G8ic90Qe
WBXa/0AxbrUHmAOVPHlgDQfvYwVJuW3GBSKzk+987aAe4JkCJVrL4qHanblGkrFR+GK/v+41Imjr
DXRYvzm8+BYqrRJUeZ+1+SPzsElTYUXejHloAOrv4cN4GTQK4vijIOwTM9ow4AURJQ0wEmJg4pTT
Iw4wHXPus3PE3KA8MUYOjEq8E5mRMyxhZncYVuAZ5l2ACln6laa97YYVD+wvRuRtGu66SjGQw5gq
PGdYmYAPbWCtOAZfDXPoHlqrwlcNhoiPWhv8jFStd8dwINV5WVcKr4ftXN75IxvQbeIr3RFmI1SR
tDMd7p//YzHCK9tB3M/9nAs+QgeggxKEDotR1pH1PU1KjtFUonBV2+Y66c9HbXDLKnS+uK9H+ohM
XT8eebTTu3Fz6tYsz2IFQ+wTUuNckkN5E2L/uuyT9tmou8Z7uy9XYUa6Jt8hIe3ns2PDoJp8eLnL
0YrEyK/YvUiK646/9/AzdvfxOd/zo9kgVdF7FS7IFtb0OII5GXoczT/9lEeqt/TgcXRp1szq9ml9
TfExlKKHGCI9SF20zsUJiZTa59rttXyPNyVFZ+nw+N4184iVcgbO/nSmzfCK7+Hiup7i6OOgaw2k
uheNtI3XrafVeecm2hFPie+0oH2cQjb1k0lrekm/cEmGa9e66zWNd6ypY8cxoKrDbVRzmeaGlinZ
VLw/S7M1mEVzQFJ6IXcM81LRH581J5gdpIzhY0738nLaPCCm/ZHzBDzveaka4gShe3jRsSrUCOUk
OeZY8ggOVA9wp9PhLMhg9ntXD732sSvBZTgw3XIwKaJnCZO2Kmq7O3rL3g6bqt5lJcZKWJZEgNie
60ybvyrEIA2EB2MNP9dlWkqvgSjYsdRHfJ5SjMJERSHsIYkD0Dhg81adaLvWypgpCOs/QrnMmCnV
CFvN62fL7sC9YxSnLHSkWFNj3PX7D93qUPyFQ0YEwwCWTxfKH3HULqoaD6MrcRv/nGMozZu+cY3d
qO6Qmo7se+iCd7e2LSENiP4uabiK0wCo3K+0mWelUpcGD131LbDuOm/6+hPS0SaF3sSmv+AjzRFW
Owl5i3CqEeCeQQBjtEIw5iSSMgRZNX+7h2XqBgMRsR9gz1mW0YPpaGWxGYdqRuGE5wy8NwLWHrM9
tiVFe1Q77aKRqi0OyZlYQIhxYkqHhWJsrH6cktJqI0+dBzYoe9JXHFMSwAfo0LJpdKoKOPTboilr
tJcFvI8DrZvLy5s+Gm2ERTms6KpIT7AgQIu277y+p1uRofpUmqFzqDxVtVwoFwSj6DgqXj9tPrFa
Cu+Oe+f+1Klou/U25lzpi55dviMeSTOW7BaS0P88hAm6yR7dftO8AV3b36KcdsIBM2qlW2mRFeMs
iEXfedTNFeOklBH0IXG6HDnvI6tJj7dHzxt4y669YItyDMFI3VHPerkM7/gVRHPpTAcm8tBgVcVe
Nm2pbtf2K7R4SF6ZlB7aPOQMi4l6TDzWHp62x4v3mUs6toUxgYUPR93H2JXah0IsYCys4NL0E0Nt
yio5TNNEIUBTpuNKoRqUEimGyoXyCSvUGiTIshe6Smh3HBvq1dfaUFHbhTFB/brm1OWBIeDF1FK+
OVta1aK4z3M3tM0WRxi3tnRa08q2GKecVm0mtSnNilR6z/JtqLZZyNRfURZtbjbv/qLrNeCMzMLp
rWlAtRmm9l+31IwRheuhNxA+I/PgEpSeszIzHQzmrJwYus+xPg7RdIpq6ylWBzeIj8xUJyTJAs3a
SpQ5biLj3J2eyAvMLLuJErUzUFQps83XhimzNB5dZtOyaOSnUrVPVwy5jlnDI44x/IzjdqT6g5K3
8JDJTWHTEpJZXilUc5IHLqtKxzzIMixNmTDLnpiqOGdOaKSNs213GrlNB+aSRkw5fazprN2L9iJS
55gN9pymwm6x8rxj4vl86HJlD47oUyFihecRqitlRgVfYxFnRbnP98FOizRlMx+gUGaRM9xhap/A
qmkqDSulBsKs8mJUz5K8R4cxhf9YyBe2RwH/K5oa/MYOknsvCO4g/ITtWOV1Bych9AzXg+EKuwCP
YkR34nVL/4fUrqEfLOfdXH4/HSatN8NfTe/j/Kz3/7pua+s+tyN9egNRmDHD4E5J0Pm9OlbvkQ6v
hoe4lYM/36OaVyf38c9301o2SRDQp/d44B4n6Plw1r32TsKyLuloeuL6f6WHDZXBr/LO8B97AZAU
Qz/bu/3DuyLVGA/rMR827NS/V8IQmwzt2X3zj/a0gqH3optPlDnjYaiklkOkLPa6pofP17AhfD/o
m/stfU8Vmw6HiLduYFXAjdJDb4wlbMunUMa/YI2vct/kgLbSjUakZh67HnzoGGLK5iete987rnRE
9OY+55weMw7MQz0l7aq9pOnc7f0xHd6SvG2FeeeT7vEEhH9u77GV9BjasD2eiK4mXkBM23frJBpQ
K1UlxGVUn76hB6yJwmgItlRndRBIy1/fDZsnSSdUoSPpUPT5Kymp+0lx04XiSecE2OYKuiNGh8RU
qftOE62t/ZmxpPLmGu5HnJEDxM+Hz0XXZ3zHapHtG+hIcrikMEAe8SHJu/bity+Tp/CdT2kxupCP
1+g+g7TbkznTGbx2zLMqOLlJ4sKXqr2I1hzeDbyvozYFqKq0b/Tav4QZu0qMPJqmS1VPknM1yPiU
HlqNyrRXy4lthshjHnjPFAjG1aBiQX0uzrNOxGg/H2oksXT0OTrg4hw4eXlWKEP4udKqapQ90hhD
RtPDOrizLCWt+jeF5azlAP/Y/Fx2j33RAUKEkgfNUVD6MXXGfdOZ+IVhsSPy8CYHBqLG6yikx63a
noJLHq819UnXILjPpvTlIOO7EvLJPkfqTsK1SgvJb2FucQyhaqLsXO+N7DfjDDVwkpr4B5bGDX68
odDeqIhF0RHGnmMforNga3+Uu6LfY7HJ/+AXRnW8EJvOOd/6AW29zlNEqco6+lXXHKB9OTFy2Bqt
msOIiwJPPSMsnFBuu517j4TaKxB1VJuVNmwr34hOtfnrrq2U9szrfoX4vVj3wnQ5emIeOY2KMamz
8lU3uct7IWSIzPPmM7n1qg2wdRW5S1fNQ6iG859VZ5/9v8WeIu5uDrBtXc0bXpZyr1UztsSnoKOd
IXQ02z3+o4aPQ9GGVaftlGjW8U7RmhB1d35ykKPSQdt7wHj+CDOWDfN1ddgFq3rHqQ/ou3Qc//yD
fHBGszrqSU31LmZW9OnqKWn0fWlOqbdwHZ1yjQV2KDWcBljPvTvar/btV7v08FXEx7YJDCG8wYLv
htrkE956ACV7Ib2Fpnp4JG5hnNaslE9PGXSL0r4ZjKJ30b922HzICChTOmSRZjHcap4bZJp08Kh1
rJ/S2hPQYrqCupQ56a7FoTK3qx7HVOs9GryTX1XW3Tc26mjQtu5ATVpbIU5J12hs+INI1Hx80mbu
bT6eRuP4rf/jN/6PD9FoTOu3upP72dCUo8yED8P3qEhZsp/bSBFqLsSrbtlp+HRcQ53Cz75T9tbf
U6i2g+KD52E3wr0u6VPonROjsxddDsjpIId91bEiCkMcHxLy2L+26CgsN9FW2mNYdNwsosPlT/wD
b3qYuhvaY9BzqEWjYENjVj6ZZOe3Tg0f6u4f287NS/OcOblT1TCHW4SzI8f3/tiEktWOKkw9Iaol
uTWqU41LqfrOZwvj9RhDTnfhuTPn7tPz+FSyAx1k6GGpT8XgvfmmPvM0HSuci2FuNYp186bOw8hp
5f7RZV858/PhLro2QoHpEeeCxk4MC1KzVqORhCtxpMrbWh/v23mrXHau8EYP27eGdPxLWQcpJzCS
zD9sSbSaYXoGT/XBNTyqc82eTdmaBIt5WfMs3Vl2Ssae34G72l0+bvw4pJZYynpy2EIMSVa9gmTP
sdh0RpyZ8SQJT+omUrKzTi53JLFRyH1oTSzitNK7QtplAaaLU6W1EhZ6l7m5muZGbEh/4rUVXnWM
4qrjYgqTkf5ycCTfYZ6ulrMo9fXK/NeXMKg78w6QmD9gYx7TCtbTw8w7AZQnZcuZLkxq/NTrCbvM
9RC0w7k2r2Dm5uQcQfbPzUIn2MyyTmi0iz53fA7RtCZeFbnSDT/JyvuAcmxbi0+eRWrGMsh3kzTH
nJF+mXgmXZbtHJV/Z27v31Hyjcn3n9eadEDTarrYCbub+JXxiAVLTzhvKlIyRGXJvyDqvHZ1qsg0
69Q480D8PyhcvagogVyahpowuznQVoJe6PgQfK8b7hH5zhTPTFlC5kun7WfN8bO1c/nCQm3eszjp
Us3jXY7d4jaP15IrmUgXsnGR52/JBkT8CdamlE+f6ynJJ85y2YWcqEUtxyy6WnXqesnjMX5vnlzW
ObqFb7OiJZZrqMwrQilKZlQR/gOsCkfCO0GvSHpGLj/zOl+SKIk0HXwGFfy+UiicthW5ArtDrzwY
kGTcJMzF/FBbzbb68Q3ZJdrkByqXLIdeQom1WqeE5hT+VS3fqZdCPZBnnBgw7iyTxC4UJi2beZwb
jpByiUzdQMDpW1lw9Af7cjbFz1yO7xVsxkQDtwg+6aszrCuHl67msJr48+QBSWf64XTFcXhzI/HL
8hloeXcSzEmE+aqqk8qime1WsjpRZGG0J2ok5Ua4bahssuPujmOb29vJZvJ6Oz9FDybipF9R8qNm
2dpkYRY/vhTkN7sd2W3u3uufP0lffHECigvs6+MHmOFtPo+U07zxXRcZPZ2yncIjmnAptthWQ9oz
iauq5tQywuqd1j+fk7PPTpz9NM1TdnOFUWL5Cp6PPrlZ8Vq+eKgfFjTRbIJrlpelvtgQWsydG2B2
9QisOzzfW355vVBkGpzP3NGjPc1BuafAoLInP4L1AVqMuIIVN4tUIexlApT27kxV26UkO/Hme3Jx
IhaTu8TQnKBTokqjxBQov39mnK58h/HjM5GXRvflTG0ppraocLoxcVSjfM8Klp89JxQ2yVLtZCNc
3cRny0vjn04XO11Opw/FOke7jRvOoytMTSy8mpTc4FlIgR//QC5zPaVMSodfXlIMRcqmi7A01EhL
g78I9LdCClhTzGW1OBW3dzieYp1dLcl78eXsycuHjyfYGZfyyoDfZaZY2WavAIfkOiETXvmX8NxC
kNku5Lw+74Yk8Axk5GTibE1YiIU1HAVaqNgFfYUuiUV2kRBbpMVnBSy3UmQeanT0Nfr12YbwG1KU
55zM4U6TOpMXgaeqpkMpw/KwxKDD6Q1KL01el5VTMktJESiPp5TK/MlTyhYCc6+BTC5kFONYeEGL
IWLKtQ+NFZXDY69aUjgVwKoFYTmZJ4590anymQ53WNoIT5iu5U8J18/ozZycMCyxw6SR3QKO/87I
IpgUkOLMFP4Bo9uVZ9ekuPRBsy3DkE3pThSxUV5pSp+XCzLlqHXA4b1UfAm0LR2S2buCbVGIiaut
4F8/1EkCKqjp8o0nZulnOrVqukFIg50GIRUWIbU2UuVmuy79rxh5AcyY0wWZ2JuB667xmVLdsTPD
mmChQRHgz87vpLfQb4iDuwqZTdL7K2AVvjNJwxtXlOTpuANquuqUkFELa4nysbz2Zjh2ET8llt0q
fAXITG++RKZeYdo6U+9vSY2CEgFYqiv/VUiA2LrncHtEJ1Hox+b5npBvb/27KtoIUSjvA4ETIrxA
v/TJKMqEKGlDCcHPv3rXvYw09Z130djQz78Dx6Lkh5+Qp0+daAOR53NXavfIxE8n5DIktOGPDIrQ
LPJUZNqpqjavhkeWySNTu7sqqsxsl0AZ6Bz3tyaWDu96bx45Mx43U62vfCfvQQSsK1wJYX5lUi0Q
f0Rfm23ZEHlp/rgid1NSTmb6S8JPCLI2QeTG+0B4PR2c9NeYbkMtsc07PqtGu0ZhaSM1yjMK11dY
LwPDoN69dsJQGX7k879GeJCrZlJfn9lFC4xzNWKf2tnL2qugwASnnE5n+aOzS21yIah0Rnvi7sEf
ZBQ1Kk3XPVYTb4Y/eMfQ487fClwBfbem2jIBTVjRZ0lOZ959ba0Zr9zJUJ0QwjTLyrmvUt1n8dia
eaVb+RtaKqNMg1oDJ9MQYgpjXD1Ok2L1IcHtp8UdFWszcllPQTKUzRfe5bCnBcJZCDL7w6YS34/B
ZApM8Rn5Z0xXi61jG34J027ln6+w2VGX0TXdW5XNbG2EhWB1/jmZWC9XLVlSoeSLPBNFiD2wna/k
0OZdlq1gEOUq8rZsBgxX2uMf0zFBKMQ3njCdz2+zJXWuS81chnZqy0hKXDLc5hMGWrAE8irSu9Jw
QkFFN8HbZqumSJhWHVTaFIpxjUC9Rj6uM8MclhyU99mbL7LyC5EVyArPLsCCLiynTWtjDWuWX2ZP
pPMn+3oppaP2Isz8F7R4c+IZtyw3U6ChoXVQ1Aka8AAYGNs+1ne2JiuZuMTM5FGo4LL/83fJ1K3W
fFOwpkOZtZ2p76nhfZhPdevWvFApR51QPtelcaBd/3E2o0ydVY/Wl9+cYRPR8+2dq0RmWSDfhD+B
pz669v5sduV8wB2Xt5j/f9y9145lWZIltvVRV7gKlZlVXdXVAzbYPQAfagACw2c+8JkgyK/gL8yH
8DP4Qr7wD3rQnGEPuqamOqsyo0K5uPKILWm2j7jnyvDM6Ykg6KjO9nC/fsTets2WqWWiU+4b2R/L
0OWJ2HyI7r4Sd/ge27eSwiWEpLEJMveANC2jPHZRxTGINk9MAToEkNgtCNwStk4AIqPkMPdU4t1+
U2jG0dxNTOwr14Q98dpgtw7DtUDjr7OmniSbaXix2m7EBGBIYiiP3GgBcNQA2OW3YHKy5vctm6vg
VRdZ35GJsw5uW9gwijOwGGsD4642jH2ilHrqGW/jDfzV5BVY4m8+3B+PHFanUjZhP9lxTIg8ZIAe
zkdVr0ZplIXYKxG5OsoKzftDuD2KxV2dj5jZo/RHtv/NC7jgkYll9GyU2B19c1yf8OHogkMlzFTs
CjnaBxjurs5nYZrnBDSPE2pHM81aNjbp9OaoprXYV3b7rzz09Z+tIT0uSJvvwMDuytP9ORjHGTF9
9Fr2aJfDpUCrPUpW8FHm56d/0bMxzhOpOn4kbT0RGuWHAk3Ds3n/L5aIaHoYRw97ya7PVZaczHqw
M2vBz0d85Tij0cO+c+3J/LysP6cvRZ06sHSAbP50dunCBal7foLmWEvg1HK2x2t66eH5zxFDdVRa
EcslWnxWn3+wswJNzxG4shMbNqJfGHddtwXQXedvMk4ZsD7dufPb9uSPn82g8NGDHi4iY7FeQoQT
5bjsZ52iAyWz17MfDgQAkT4Lcagn6yMgZzJBgpztaXhO3nGU/+4g7RDLOfF+zVlmOGy8a85n/A51
wWji5+HEWt6xi3hxokh/OOT0M9nFU8rHRJXvjxLMjoXjFZz2wepxs4ZhQ1K6i7javcRVZ1NU/Ge1
r577v2pnX+ALwAeWk106ho0mMidkR8zcREaypF+pmx6WqFHtCjtjyPIe54iewKEl7JLkbXMkAv0T
djzZ7VJ+7N/UtaVTRxxcQ75GnRVAP3ymttgtQWO9WfsAPTiOSr05DXLkkSYTo1+F/VdWfX7qrv/7
hcUIgKEfJ/3FxdF1+GhPr/whzoyTOA4LySXxqrd8x+JY7KJGRsaw0PURtVjWB8BcV0K1W950nMM6
LBGhba8lG03PNPE6vveAc1I3GCf5kfT7TscvKffkBNBBekTOQk/b5HChtWd4sSYF3x8RHLoBusMm
O+6fvWYelI12QCznRCTddQ7gBWUhGD/GbEMptoP7SLyq17B3uqjf47rwHgjtqGdisHbQsOBOi9Dd
dVC9xbhCwCD7Co/O4bFBTDAo0J2ZmGNeWP9hjns+5V1RIw8dRkCHK8m7p1AMAwUsLjo6tv1oWTWa
Wj0UBEzpgUJrhSGrQ0sY8uP6gahvglyc3pQjPEHZgZ7z/jQKoez4l6zLo6U9RdajCfffXo2KVNiO
QoSMaP/xD9xIPrzb6/Ab2XJLPM/2bSXLWtnAUkQTSyZckFef6Gb3luNZLEdDfdjh4PiDgkZ2Aa0e
1+xa8q6WgiYD8yihO+UR9l0Yv2+wTqOFvKdO4XujpXpCElp0pGoJuXL35/HedO8tQj3qpeQX+RLC
Wcg7HJSw+e7uDnMRLSZ34ZSH2r6loJ9DIGl7wvhoYHI4AfpD8EFyUv3pTPvJuRuw8y/3ObTG6dCx
vSHsl7C1VjEyasE7LKoJo9l0/tgDOFDegfnRu+je2rd5UswQc2ZpRjLz7uHUS1r8nB0v+uDPVqiE
nO7rNMLIkKUIFfzmaHXa3MF1/zKtWdwwHD3YxAumPRHerA1oyrFwNI9HIZqkv3jd7/IwfOOhv2PR
L9+qfwXXHYHNIzsUJtPNsw/maAu3bahbdJxJY/lokwrNAC9H0rGND/QKno138fYlJd+/wsz8HUeQ
VzAmWHeid2VRoD5knE1FO5vjRpLaHrYLpfxZ/4QDNIrJRlIlK3GocMBCNm7sxo+WaNHF11xF5LZ/
BNftPh7IOXGbKBHjh/mWbGJawLaZeEGqDPZnxiWR0065h3lPbrqIMf64lc4RmyMDSdkGW0ZxLRra
4qy9Q7/3ypzwuiuWdr2woehfner/CsnZwq4WNjuKGQk2WPxR91MCFvRIE/IuEut9n61ETqZAcREE
4SlhZYCD3hYjVP1pcRLkjfsHu8fneqHpZu++1XDqTI/5xHdEOO3K2hzS/TAEHQndFbDKXarS9YlP
PhTT9zVJGsO8GHsNxzMOZphbJClt9wZjlwpgUCCfnP/OwmGji0W8Ws9VEK8AkBSP6MrVu4xP9/Yq
b+/Jj4tsux8EY3U/bo93wr1JE1OpP2/fnw9tXCSVYZ1lGTqtsO2K1GeZitqpoYPflRF5s8CHbHPM
xDjWNUsiXZTow4Z2PQpw0hPBgOZs9AQAaHRVUFm7iII95t3ggve8F/Uukx7cTceF4s0+r0jkq6xj
uKExpCWZHvIpodVbkzgTMl7IDJ1UijFKqVK0irSZaaSeeHjt3Hepc/cgT83EOlTVlGHBg+lbXR5X
JBHF2sRUS4itpm3raTFMQ+qeENMPURp33N4FmWAJord9dC8YHQJt9HVJGab8qA9dp0zuu1jOdG/8
dqscfOsA8n63/A4OYS0LD5NbOKJ+LyZrSZpiBUead3RdVMn1NSzcCt6pkgih6WMpcLAhlyj7ApU7
qpS8qhv6n8qmDavUutqRB7Z9lVf9TBzkBRuTHpN1uAnKxHXo3fYgbl4CIOB//gfQN+0j4r0VsjPO
1WuieFu/NLgazRyeiCakJW2ztg3uKMBwbagMgADWL7ActM3S2PE7+8AMegQ59xo/RJKJuZlPxQN9
Sp+UBc9fvP8+eCzjJCKLnGSxdUve+u1TQf9IZFRAdE1pB0ulyWNQZ96FyaKSiJ6L77k7tqp6JzGp
K7AgQCWYJPvulpl3rxbfX2AwuUB2Pzn/q+wZQeZwNBNBXQrC/5wnpGey0LLNk//09Ic4jy6z8xRX
Q6aG08NcwtP5p3Dn3/kC4fTmiAXV90Us/Hzj6YXlTc/H97PztIvNUa5t5AqdvdurS7t8gUtHnovl
syFefFq4wjnb7356oD3sx0mfGZ/157MEl1wZe+4ZfDLU4pjDIxp+xkDvS4RJ+wuznyG4IL2BHqGv
U2HqS1vC9rNm4Sflop7xys9M4lH2vL+LTuEuhPzz84Sj/Z+SoZPOjnty6UGwZf+C7PwZcM9SB88W
juTEsNYTS88OQ/fkiPy4/yaKVNeLZA8OwwXl4M/nKz/PYxaoPBqbeXZ1fIzAUnXi2ux8wvR4dN0o
lz2aMmwPVuVCJ3I4v97hs3aZ7OI2n10o8Nqq89fT5wM24YI63DUV79920T/KEIXgR+qQk72Ush8l
ccIJEd0VtTJ2er8mp/7qHIVSejRTZ8wbX+67QWnP1bYcKsvOLOTYSrlRHGH3Xre7pRIjjgVORnPd
9hcqUYc2Lj1v+xT7vGI4zrHbo4qXT/G7X8YYUcsOVB9Z1XCCDGJ35ZMGm2L7zOcfLOzaoT7/pXoK
MXnigmGQBP85HMX7TQHz2NZkg0vN2HNtklfHNu4nmIlwDFku1B6oIftgL9wjsM+goh0Np++I4pwf
pQ/bwfTj+D07qlqJFywxzDd+udkgGp8xov50fPjEgw+HyJEdUzwNYzWftL4g3a/h5HuS0GuEWbCh
DRTa8bP7vbFl7GchjnDhQ8cbdv6zbDc55XAVKb2UQ2iH6oZxjjaOhYsP1pZF9zr7p7zhoTwmz6pl
CaMc+mfvNKjAcAJ+nIUi7MwwSXowFvtwsKj//H6eTROd+sPLYIw9TyvIk6b+OazMLYBi2HbXlWG1
6dwh7eXGWvm5HGzhWUU1P5EdLpx698ORM+ZQ8umZq7BmX7fR0VjY9m82+3/le5QS+taAcRamOOWC
HsygmcSQSDuVgu87++FUmWg4OsbuKNpKjmhX28TKeCLbpIuNmDZtMV6RT2oUiN1Pdpp+QjI7qlul
58/A8cwn1zsy9NyejVZj6g8FN/8Mmo2xe3p47Nr2iJR33dx0L7rSGtuncQ0JPYow8C6zEY7iWocq
0O8/qjg1/FeeD/I0J5jWzgOGnZxj1b7YmwDYNsyurD8l95gRvUQVQyl5Nmy5oI9G9YzhbNgjhOcb
v71b9MkcO0ZN6DLo6P322RYPlsu3Yetw4inZKSic7/CYGE1v664wNp3s6FXDRYXGD9zA0MXu2Snh
2x/gaujhgG3BT7FXDD1p4XOkH35UELL3js+eMXqCMKw55/Ue3MY/wyptqT8ZcRtKzGbJ0J4CjhV2
fzB+suqDj7xs1sWlRq4dx2qptqJodnxO+agVMkwOrsuOl6+NJqijCKJ5VlSoo/Py+8gVq93iOBXR
+8O+h2JcHG3Hrl58mBsl9p6wbQ0L/sBrOv1A9MApOEMeG4gS8cyw3WQi8Vkj0TYxhZPBw0TH9lAp
bB9/CsLWsT233rHyk4PEAMUWMOLHsYcOzGGukB6G1ek+0G9Numrrj8cjVU8Wo9PQMra7IUrj7XNA
DYthF7kro03pBq/t028G83c+0h76F0iOjKY82prkSMMNT/h+pDM+tWUMR8GQY8abl+dltxxd0O8/
8+LoOrK70SYRZwVwyC5R9lz/iY9k/bgfZPjdhp0dM3/iCIizO9r4kUu1f6/q6GS19S06tF3iXRj/
+UiYjwJTByojP9Klx9z7M/DO9xsN6Hkn8FX/d49H22L7vzouE930wiX7n3UcQeO2An8ZOrgLcOMk
1vLnQDa6skeEb+58xoGOQpMHOiocHTBxHgN0BnunhgM7Cs7k55nkd7JFj/3bw6/juuf6UD7oxZxf
99dHjPI+nN0GGg5ZW33kdur52c/k2n7eHB96Aez3EP3n0GN/1lXdwy1+7zPjlXJD3uHzlv15Csed
h9TD0bNtldco9PRzMn4oLEfNK2KgfD2attGXK6qzkwXC5+I/lHxO6g9Fvu00Z7u+oNG5Y2cWyrPP
vf1Jx8jT039FLeOHvWr0cMfoT+0ecmee0I/6pATtSjzCZxeKHzQW0OfIgg8nrsxbly3f70Zh+4Y+
ROvM4uMexCX6Aq4uQ9kX7Lshm9MyrYwfZd26I/F/pYzkQEerfDvScPFXzYv+A9OO63bEdB2DNqoN
3fi2Pqp7wLwXZHiMsuni0x7t43pIZCyOVm/GOy3LKSpmfkRQj9DI7UUMEX1N+umo7jChuCo7YTKc
bMoYZ3CEHI27PfjKez1fS9y8Md77JDos3ATs14BnFSPD6aOq/xQ6rk0f2bW0fpgRJTuxpgdwrx1A
ELncqdkH8WKE0PzeuBe4sHUj1D3OxER2G2cQFlaztGFkb+LmecGmPSSuP+6fsir6QFFPuf1EYTDE
6N6/aAc9zqPgvCBPOJ2VdoHudpxS6OUR21Uc9tuAxV8VfWlGP7Cli1aBsct3yeqCkizHsClrccKI
8xau8+cUW8xQMil1qacJY2N647Yu87DFrcKhh+30Z9u92K4IfEZ8ia+9uSarDHlPfG/u1YyU8XPb
F9Rd20iwBGv9lCU/eEHboJj7FCNidtk959yzIoSAAwK9Dskb3lU+8ehqsg6hYs3uNOZjW55uaZGx
aRqj6k17nPzA8tK85uCNgwwUD4uPb67JN3NB9nvvW9yRss6kgJwZg+qGwhcL3OxR6nDnC9/6KvqD
d7/QvEg6YC8VgyV/wo0OmpM3sBAf1Ic1YVeLfEXFiM3eLUhbDs2G4TtNNN7U8vJw4HtcGWxOwqGl
w+gGIbEylnephM0utIgNfa77IN88yv/qBo5Fc1QxIfrQ0sAQ40Rn02qyauiQaor9n8K1nYm6dG76
Roqkb9N9B7vlI6zl4E4EcLnd3G3INNHzckDdrJtWdxhO6pMpG3YKaPhj93Y82GqP7NjVneLUG7Kw
qSSJTDqjug8ck8OQ0y5EGfbske/vxcG88ITRyUj7TVrnEtnM6QyJE/09FYmn9DDyNcL3tiuPoQr2
1yFfj++4ZI6ZQvuj6N1xb/2utDUeDRMzfgJsz/xDq9GRtKxX1WF/wSOF234T5+iRE1ruAAWIRqo6
oeG6uyAzqLFEv3VwIueLae9eI+eiBd+i6g2a812ayyhiUtbGUtcj1TI4q2PnyWdkoM6tRy0w7V7o
Nm42ofy/fmGUT10XJBhzZbFdX3iUPbpjAfh9TB+E0QVbVOkk8jxNSF0nHedRFbH0h1g0OyOv7/Ab
Nyfsm2t9r8YxEEqO3almNIo9HLmD9tBssWb/k76vzxT9i/E2gz1Hig/d/6ru4UdzFJN57JX6UKCl
9z/Tgh+a7WpRIiVVd7un/vi15rJABtPDHMrBjDnez5Qf3Myx/R6auvIu/MLqI/g4SMZQx1RRsniD
May2DiTwU7gz7OFX1fs/lB8qlC5EH5FGGxoKYjdBb9iUeXzEemrzrp7RHYRMh7snZ+DvAdVW+4Cv
d/2KbEDIrdLpyR/xmzlJstfgY+hVn8/1JzIs3QRqf3RHvy9jLJattf2g/cOruq/M3/QROdURXWWH
i2pOZMT2nFN3Keni+wVy5xOwoCNsTX6YKQpmU7a90GGvJ5WOpFcf5WWOM+XuBAGGHRPIRO/ZIWdx
Q1V11PgdTqcV6AhlHuR7xwibX3Amh8CyAEXy8IJRt+5OMt0XGrG7PmXmOBJ9mr48JXulHm3ksQUI
GOmz8xtGNPuP9fJEGuCZARF/pMLomOSdXJgjjabkFkQ+UrzIbrl2Mc8oFsmJjE84mZftNLD2+8h8
pGsRiesZRyaPH5oPdi9nQCJMHP7hu5wyaTuk/PBGtr/XqCYw2rCdwRorh1ZdmLbzrkHqy6R6leuw
lH0ZiOjlaVfcHp9kIAEBUNAlW5gf0RTEBugQ80Rth1b3O9e/F2NdkjlJ0YjLhj/2lI/8BJ29GE2f
5L2zEY7gwkj8NfXhIIxtO5SS0NC6DKXwIpEvUs8eq66ziJpTQhTfY+2bXah6KPHZP3VtYgIluUsF
cMXL1g0U8aDGGF+aYnZCrn5sT37kkcNYsmO+96Bdx/XBAcZycI4oUu3lKHA0nCodUpHWd9uvYNPx
RVGnkmHIbeQx4TS5nr6+2f7ij09lFGvRutbRM/G8O9ieymgxyx4hblrq3FDtKM5G5EoUKVtN05Au
C8L8MiYC04ayCJbgjTHGcLN+t35eWD7ZT4gkR4Ah6/+7OLrg7Ogb+PPm1V5ept5LVu+unI0O8/To
OtvRX4kzNz3QtZ40n44qf506jAOQHTF09/WiF+iaH+owc55Y5M047Rn2Yq/yaGDN0AFT9r8aSKnn
vXgVoynAB+FztZ+Xga8PaXs+7HHnzckwL98XgIejWJztti8kPbXvcX75VyPE8W2s2Bgx6DYH8jMa
sRkOtiDf4ZzuRYsjG/O6v5Lc3aKO/9WiOUJ49MQun82n9Hnh0GdKP1/Iih6l5Fx+LvzdJz3PDjkN
F0irBnDiBu5S1iqS0pR9qdA4v3OhrM/vy3HojrEdukXtWe3AxvCd0r1Y1bjybL/qY5iKTc0oQd3G
pNjZ3Eq46n6S9MHEZtKiUlbQ56QHjmqNfhL9nThUTfR4mDq9kIUZSceFDNL+FfKeskTuRRMD6dvh
9/aEjYIaZ4tLV0dC1jleR3GSXSJV7ajEKs9P52EPBx6ivU37f+ujqA3tY8KhB6O9Zuvj/Lu7iyv4
161w79oPl+NMethdjpyeSNctuBz/3LTrNe3bjw+R6agD6ZVKeNt62IIQfsj5M/bEeF95Y4/M6Lgm
42ClU9bddFfimMeGK8UcOWxUNzsX4Jy0OXbk7Q2Nm+IIWod+QemuFJDyuGy9dfD0qHgz7LTdw5E6
aavwPT0JBDv9PD9YHhURLOgv27vwG9LVkV7vJ195BAwH49HTvsxD7sP8b+MpP2DS6a3gKusDBfCT
xe3erl735in0oey+iEVf96uAHGUKMYbYRxDtLT6yfqJF/LrpcY7tuwvr+DFFPi1Vtz2T3vNxYa9J
J4ycwmHJ5p6865KJ+L8w8prAJjz1trKDK71mLeJ9QYl93OBYOjrKQF33t8sDTsMZpIeRhvvuRb6L
D8mGFnwMz3fFvRtNfqB7ztsvFFnGRVyGDuk2Fqf7VOL+9kgtjzyFMIRHXxz60MHEpZrvny+BURGv
99enPwW0rRbLcWbQg8RO/hNoZ9Pfv8cLpuh3edqD6iEmNNx9ScIM45c7CDoh4a/j3yXYU48G4QlR
eLglf6BpD8nMQP9NnHRddpp2Toze1+w2JVvecqaFJj5IxolMNG+DYeEEuMWfpP17VV75JTxR059d
5eP7oDz4FkXcIVoAAbFZ1r1qBoIxCe2xaiRrBz7Awt8RzMXc2zj4ZohQT4mMMXqdkrr46GOWgbLH
wn8ftqGRfblePEUM8IoNjG9bvRz1fvKP+6zU9SK0wWyXGzLBKtI1bAbOLNJDkJvt2WVHGPhUrvUN
Piz0+ymyjYTBPQD8OcdnxnwDJmxJLSkCFPAd527DXZBhHpz7hceHRPKLKQq4tkThSWUfQvmaErnz
siiv/ZWnghRLZlE9crIty1QVNZIGhapHFwM3y8qP5kHFoyH2ilS99R22B7+Phc5Zn606l4gfwcf4
mTgND+/xUDX+lexwwnG6Px7mGJ5AKnzLtEOdb5yorOhHklHY4ExJuH90Y9+Rh8SNeY2E4z7yif3W
bUgOfjnbaG6SxrIndnrmbBhBJJzvYPd55k1f8ef2JJeHSzwKZCjwB7vzKcmpoF3sQvn9KLIbpYca
0dOpYbYMy/3bEErLzde4TsEbnng62Ae8wIzG8IQD1BRXtvZvw3STy/GIhFFkKezHFkHCEn/E8+ZH
IDeCMexNmZ+otchG5QzxNDekmieMVrRLK5mTwHEok4iFAzIojIRytstYb9t8ikMGJJz9FGdltJFW
OUqU8N6/WDjd8OTPccRQ2MOwOM/H7G99oI4fBT5dl2BmuuNIYX3lRXMGgptlZEOCs3Q/nxu26t1m
5vZoWsMec2eMdWNg8AYsDAg2Yu6O/YzDyedwXJx2ty4sIsV46B27/0DMt9FAtzyptYY1u7av6J/L
PuDwRLq63yqqk1sMNnfZHR7H4Q3xV9ApefxMS1bWYvK7uNMT4p/6KIcflX+EyHIz1L7CgtpX3Tib
Ms4nanPuvh+F0wpuhYEC2/QXHCog23FQYDT6kXl4kWqyE1LeR0XeRKDVxDmyScz1aPKhXPc2ol+d
bWTySn03Mmbsucs2tSuJinXhNBrIlrDlOk6ju2Wu7o/3QCfbaNyka9oRSWGauyLNXbSJAReT87Bl
Xex5qF0BTALfo3qOQORjf4gE/HDbzt9wvPdNfI/SN/1NXxUIukARvAeslXU/3EzJKiyGuKzfdwCu
8cT5QZEV/VaGDiyBUGLAddFL4csohf+SbJIeqwwn4ddxEwvEhyH+kybkJp2VMbnR9ODWtpU/i77G
AySuwQ/oOAsNn7LYpcId7TI1tN2ODfFuvxV/QrZ3aO00iH1PAvohx6t9WsUns3KXW1ImPi7ckPe4
mpM/sr5wJ6qxmzYXLohwnXq4K4jB8g9Lj/hCeI5TCTEKb7tAwW0gfzTbUFuMTW5Rc7CePb8ynTYD
bEMbgBeum7un8NQi/RosdA4LHSdktCNsaNcngyvWD67gknAcUQc4z3qDZri4JmWl6+b/WS3aSH9f
IieJgCVLfVqUrVZj8ciV7UmhcbCVAH1hI97lDb4OFkIlDbUvcn/11HHgNkNQIAAAtiw+VhPlMiNC
qWW2JE0trjiARRp0TPO72JuxaYM4+or4BefVdhnRi1uStGRYjw43BRm6I2w+MMQE1vbh010YImOb
5m8JnzITuv7n4J1hzR+2H9B0WacPMlgejAINo5COdXtQ+L9pAFtGZAH4IkWL8ALrFBZMLAg5GhPO
2irbmIiN0pJT8yF3sHBJmxIOSKG85v3ZalNVU1jeJZeLWFkUgRKYqHhlST1Jb3f+ZRs7Qu6x3Rj6
pLDrDLOCVlulQW/xKin8ZvGx+o8fo0lVMT3UYM7SVTQPGcvrdYijHjI8F6xIMGTQgoAgAQ4hOy/j
yCxFOawjvZFzkI0b8sDRZYFDGJJocyU4GvigLvVhHZ2b3CeGLFfX3G1BhOLEOuTR2KJWZhZ78Xwb
s1IgTrkt78hL+KHjT3UMaLGUpAL5F1Pm1zHNahh9JHxVoLvQtibKkApSTsksldM1li1gF5f4zXXD
tyz8pzIODSSuruCmS8IqP1MgtDTJH7uAFAvw1ndYH0U7FRGqX4CvRnFwjezKVsjNN4Km9YvkQykZ
nrM/dUIncLonbofI+SyOArQvWZ2TijXTpw8fX8J32PMhWhcqlVp30YJHj7P7it+929Bv4EAUtU3Z
D00Ed3/BsWZ//kq2kxo4sw+w8g82SX3VatO31a/9++SKTP7ybk1TbxpOFsvb17Z+2tx/kKbGVFuj
sXK4+EQmVT7lLuMT8memU4Yar7lltpAlSdcxUA2i+FTQNVK/ZnQqKH9DJbG3s0mavb2VH4xVOKcO
66kKgqVT4Q5wkVjL65yvFzRNvrm6qotkph7nf/pez38B6yw//rlwP7QFar/33pd4zhp44n+6lx//
sfzVjOhPVfjdZPpjMndM8BwUQvprnvzCRxBEqdzO7wIv5ebDf4jY1bvlr8L3Vy+lePUXD9krsnlg
5FM2vebv/2ly//fkaUZnK5o0q+XE8oWXjTJZeFHaO+caZJ8MVbH44CvxPmi7NXZt88mvyNxmvlbg
84ZcbWf/UDytM3vdiCy5tq6590F56p+aurT6miQsTEFypyrbrq80HDnDN4/r9/xJMbJ5qrUXGgTc
BSoxefRWeZt/EsyaOth5wybZnF6D+vONcE8GXCpKnUy8lQYsi5c4ehIh56YxYZM6U4hZlZjiKk/D
t+CQU6oVnWpr8mabq1kV9PWtWC1mlHpnJZx82DXFhHPahCbh0ydvAvyPiOrBGLniV1qH94wpl06w
Wsg1jFO4M81WHkRkA1qTv5mKRQ2iXIO/UNlqoazjIKiGC30n6WajV6BFbtjqyYLGzsA9NHyVlTrN
yKZ2iYKDoytfZmT6SjqjtDfiOglbCdZJKitx5DxssJhYKuE63L/dYB2r4EE/Wj4VMpmZZSiFv85v
1PpKzCSoJLstwErerEV4lDotEpmqj4mSDjQy3E6UWiY4BskA7vFP8HLgNwvY6W2yEO/U61WlFdYs
wl8E4UswuM3khlu1sc54dV2yty9Tvd1S9BJl0PDMjLnQVHUKelAIu1klmpcJ2JuteLBL6g01E11K
q13hUsrhqJQmn67K+6LU3M/uF6U3daZVJRx4287OjXZUgLXJScJVUhmXsqxZ541b0A1Z8YZyVyzI
ksO2Zqlj7oV6G0xeblewlirMTFMXGYIBcDI9UsWbAHYJ/HiE7YFigUXSpSUsghP4CGvZN4LoAHH0
ZCimMk0FqhLQtlChbBGQDG2tRhqsbF0/qQe/i3l9BdtR602NM7dp6tgoeoymxmOEg4M7U/lYMooe
S1fZGHws81OjCmEHtw6waayLeVI21CQI4tGSEuVgXyjL2cLexhwdZpVbMh4h4sgjXPHIgqxBE7lg
0kpQpW1EpsJstrZNYsPlsPoPwyzMMxoSXm1MwEQ/LKQwr5EqdQGGFrRCVr9n95pqx5qlTXy+TZV7
qJtEgpalpoz12WCLfjFpYIFTvhFNs5FaFdupbSkY8b/RybUK/wKOlm27YhJZfmyaCaihYuU0S3wz
vdVV4Zlj24brRk39VJbl4xVYylVicKgyyK7xGAvjZAgsBGy85GRXloXlfbqvCrI8RIBLpYgjLnHY
GNgK8JXqtWjbr33saAxkoD8RXLMYZuN0lbEkn24U0/n3IKBXL6+raBBhb8rtmlnZwDpvHPPBOFgB
eDL4tbEWDjfuXuktQ5ZhZbtkG9Vp1cyuVZjeF4LxLQhNFRpvGNNM0wYkXBcgtg7+fS8MBUscGOMM
wbdmiE2pF8gxypGONCbLQDKpMbSduQ0/p9JXFMdui+hbYXgWjLGkYJCFD1VbsRNwiWhs/2Zd5YkK
Q2oscy4AqMAcmS5BtQ6FUgK2zyLB6ppbUsERAr+tLYTE1lJOEZVzuDDACzqkD4PDyBscAyESxPA4
GFh2eJHJKewK4M4XoWAZvQ3wvtxS0A5MdRk6L3FwIXzIXXdoAnSzEiC1E9GS08KRj+c38przrjMK
dBbDH9pwU8LbU/TnhGBYbqJECqLDBFF2U7qaTViWmLQgMxxDLDYKbKFN26rw4ORs0XABIIfPlmpd
BtMUoWVLwLbqtkwVNxdnHHgRbPvSU2+5ZVKHorhqvF+Waa5icxhlN7P1dPUnpz3VjTbvxHprmY1u
L0AXWEGHmWMZBzvDdXjS+jd3HnbPMMSbJopfUCZX3gCETTKGjocIqpiC3i+YnsCf4+wFj3EUjwMf
bWS1gL/Sa8CQsBdSL2hQjN46myRXALJUwFFlLnBaXwfdrMol41wk6YOnjUkoFjVTVr4B65HiJL6X
1GtPimLNkoxyKQTsLtPGBKx0ATW+AE/8+uqbvKC3MyzLWRkjyLoI/J6YXDRPPIH1YSxfhAAOPkjb
x0xvEsG+VY2fYLSBm5qaTeJuttVWIwyXyZTWRsyxon1r5TStA1/qbdzrSYh4FvtIfD8xRIXWAXVr
2rqndPO+hDNmTbJaaIDZ6zS29mJhhAFL6+HVsGvZ0YQljtpa2ykFFAGqchtwhjUsKU+C4QD14XnB
uviNT0q4GxyIYNBdEAKWDzSDdGz9Ia+moGFXmZoGaq+UW4KFxf5p5mN0ECv6A1qJNKQNnAMU9VcW
VC4oHmtMHEEOlv/J1wILBuhScwAyhF5ZLi39G1aED9EDk8w8EOloaAjdWtcGBx/fN8ihTNZP/wTS
pZLHp+3v6mymFhqeecJTVmjyeK8/FjNv5GLJUuYEy3KLg0BhPYwG/wNOErtp0EPNkkbB/5eoMqr7
j78ABZaW+Q9hq0AcM/qhIZrKmdw+vtOvqxngq7egbTIwKiYDFI3F5ZhmcDjlCce1I6ZRATAPqA+X
O9AngBMaXVs0SnC2E2YInuhgG6ZYjZNmZ8EniiZ6CGqE1FuDKhpMWwT79dPiYQNax1jzu1mdc7BE
5urbPK+TRS6QoYQnQix/YM78ouDUbX2RUvtg7FbEYvCw4dJLDhhbzV4Cqiu0rXE6N9hkYZZeWD5L
tN/ebNICpESpGwdQV6nHt4+P4BPOQ1jPYcWCcjOrDeI5PNHYn4ONSKBpAk51ieQMDH/mEVtiGKJr
1bNTCx/SAc4qxZMf4uhzMGwZHbq9+s690NPE78guUe/BYU9wPjo6WUzthtzgbfDemUUye+5YPc88
7jNCjRCDMCV98IgwtOwGlpIkxfHiGD4AOymQA1z2gaiZRnuEhjQBOxcKbjiIGnwOkHJMKDEqSqcj
4YSPVg/cFFDm/DUNrarHd0kUD5Kh1d2AlxBw1q/V8hVsfGozkYDqkYYKaSVoRHCcBc9QsIPmenoF
b0qLjM1ykhZ5YnOWC6skbEsDJ6wo+LSiEy9xkL11M8TgdJZqij4HzbAMjjOA22yGJpz6HAAto6Ae
swLDrjxPS7O1lVg5Yadorait8tf1dLNZ6eU2NKwqTRNeJA08swfJwtg1ahAL5w/nEkUEEk2qQIWJ
oszbEk1uAIq34QK4E4WlZaBnWAKIEA5BzOvCMu5yUm3hDg/eI6QApZPNmBQv1SQpc67qjcjSRKew
O3B7oWwCwKkUJF1xQBEEnH2wuJwhfRxIncHAebJGNu3UzhMBOKICFMHohvq1Dos09zR/ULCGcCpC
Jj2g8LQiZqUbXrC1JVonzFHkL0fKCdC1YFzhvJq8zTKN2vPa4RGsJQfhTVsFFUhvzWOPggHDw6uO
8Gg3ZmGomDK7fDfcR0x0cAbHw1O/q2/gOiSAuhzJGW3rZHmwHg9OzMTE2E8e+0MTRA99ghi8kAKU
EubdMPAKotSGM7zPZ3xrC+qYUkTLfMZScMxAbEC8+zGI3Tjydgpt2pdIxkB2X6sNu01HDQnx5URs
9YQTqreqZd+4snDOxYS410076Qa0uBWJTXWQj1bld0IWPlVqMrnNJ22/E40FtSpXmmYN6DPtXJ49
9SSltq2bQiCLUZHItYgvDT7zK5OmCvb1ruQVKQFY+Qb79IhxYe2CBGRvMzKvixVAO3r3rcamPIba
Bz2VOKYruku16kNpkqyzAKbCgc4QsbrZ8DyW/oCSbefI8wTcj9QVgf4qmbS4Mg1aJLg2IPOxJpqB
KMLKSg/OZEXlVYBXWzy8zITKsiuBah22NxceME3JtjZUTjU2K68nE5EBjPPTIknAr2E+hV3JwbiE
iZuC+QZIe83AsWLgMZoH8BXqJjO34LlytOAy2KTRa/uUKSd0KcCWJYBgeeXCTNSKPvLwKdGgSwDC
m3uF7bYUi4pzw0ypUtQeE00n9bUGg0m53QD0sRor/ZWYuULWk0AnWSIdd5Vh9QYPjXQB1B1G/64Q
K2O0Vzf2fqo31iYPhQUsB4oSE2HIqQRrCjDV0iQFcyJkNqWZQV8V3GVSgx9qPUUnCJyePI9DYKIf
WE8mZQMbptJkRlPwtcy3FGuJHG2umqIgCyo26c2kSfk32k1CbTCXho18CW8rLxRWFARR0xqrjBmr
ZCVkI0BV+jjgWIMY9u6RAGsAgm7mMtPSi8SgIvB4+My6CtyAekgMxmromq9LCxgnA1S4fZXMKmOJ
mCnG1rSSTTLBJCJ39mPewH9T2FVVUfTQoz7HrKniYDxQysEHYug6Z+j4EPCurNf5hMoFBRfiDaoo
r6Y5OI+ImYt3SVO/WAeaP942mQsWbBPKk/ewAWqLEXywK5o06D5PlYrMz+BXunXm03uTUtT7Emki
vXtgOhhQFAFZQkL+Utp1Ct6ebXgc9Obfo/8MUATONihrcKh1rYsaE52E16phQigy+fY36D0+LGdm
FrN0IoQ3eru9qtbFzXciJ5XR13QGcF2CcZUZewXvwa8DIJIwJQCqQXzhdCaKqcbRJXEz/51b0aQq
Z9OJARhOGilvr5rrpq5m81+6IufOrVhri1w8miDH4NX56DC5gfi2hm2ToIiToXWJ7Xq3fVR0SCGB
BXvoK3d8Q6brPO6o5cG08p6luaKp9g1guRiFACHhri8vkV2iKbSzf6QDM9LlmJtdnR1rGwn7xwg4
obUtLmjJ5ujQyol9NHFmKICaIqI4tnCPobNCgJ4wnagxso24Wfs24+9tAM/CC7FlFttEAZy7re3b
R3g76duBe21CSe17hwYcDPsqNBUO4XHvKCpY0NZPeG2AHHapqm16Q+4mSy6mLwW7yjce7ErgGhwd
KXNQcgys8rVfGCb+oQ4eV8SvHFVo2MOmhjvAXdknAU5t7AmagV6mgJHvf7GVhS1JY+gCnCVSVKR6
4TfuT3S7IteACIy2pbBxT3XTd2rQrlChD7tgXtgdFDSaeJQBxFT4Pdy95jyWUgSeR3+eI4c3i0l6
K3uuVIEuP7q8pVpXVjSTVNYq2YBsTYfxLRj2Eta762VBt7lb1ADdJO6OIvxvPMU4hXur0iC0db5h
so0RGNSTi9JNSory4RurLebaac6LzPkye2fqmubark0Zmjx460BHythVAQgBqUbgguCsgd6CF8c4
kwjC4S6iYgJVYgX6behlY8AfWf4COLvw69K7wnSMy+IVahmMlORwUpBDhHfNwZStfVNYQATLWCwi
6+BiVWArQjKW4DcCQyZU6KA3MVMVzXLkWWhCXCHQWmbHGup47rBXBaBiqEOp2+ZL2AyZNFUF6vYt
6A88e65JPzniQCjgFMP/IXaLyMnhFBMZEFnTqDgxRt505UroSMQmdS/QJYlmnMeyFq9tBcg6AXWl
jVRkC57rShuEDGBlEotFHbCGT8QlE1LMDGC5JHXqxuBwHkzWzUpZgAt8p6h20zBhGV8vQS0YrJC9
asvr4IXhucBJdzbAjVAwpBTg9ZMMMMzaiWu+5dvVBuQCbJnQtFxufQYIqKK6XsOtFRg50Ih6inYB
7KN6UgnGtWoBEiHBX4NXZrzW4Jk68NZB+aLy0AZ9QgCnoPcxKOUqa5T167Ai0xpAi+R2ArZMWTDq
sLoulhCxTzRV2OCfeVjj3E5uXL68Tqchy3IBdk8SV95k6lY0qeeGliB7xODBUyDP3IlgeGbBIGlt
asc1eP2UVujo6yQLBXi3Ga+NnoBPCpvtHCiCKnVpQsGKbSmG6o0OTbPPk2X73joAvm6/nEmVHXEk
UxGPD+l6+Pei60SDm0+W47L4vmh6N+vLd5UJLNwwNlmhAlWbhVqNXBCQ7E84QwfOF2zaq2q/bC7s
qmnpqDMCyb01m5Zok13D/0J3yB+r7K1SKz9rMPiRbC29MMXlgBWLneBpaysg6ahl9kS3w2guYV+S
xfxyww3IPEgmdaB7ev+Fo7JojL8HTFuZD4Gp/PyIga7qPebdWFiBFsiEacg6T9lkxywFcNqaRuSG
O7mVCcju2S6OA4rMIeo6BezYU0+w3hRGpxKrk6i60K6wS9BbVrIq1A3GNP0SvFvLuroww1RdrVJT
Ix++bvLmsOukC+XKdr4JEuOgxpYJuMO38Gg+vHB1mqBj0BYVcAx01TmozpnZUpelfr/c+/yj+vNt
DCNm04vU8WGvzRdMmy/jzGBP3u63oIBUsybWDlCn6/Pid/BVdskZnvq9QwlWXceiFhIWdZDLk296
PKnWnl4Nul8pT0moRoXxwe7NZZehZWQM1Wazqu2WgZ8namcAiUWmc7R1fkWNAfwm2HZNVyhS6mSr
WeuTR7sFFhBAhTCJ9PmkxqDgFAyjgpcEccfSZNjnxGUZrcVTOgtuj2PgEukWO0tqQ4dfVYGES601
rK9nB2TuVKFArQZj3LS6hh1v/X3Q+QpewFvygk28TvQBodfgy8dN87R7/Q8kWdlbgLROwhMUXKSh
amuP2ZbmT9av5nQLfiYrfNKXMrJTfaqHTT30M+vCxkwGl9ugA0nAsYggXJRU7bF8Br0GeBQhixBp
2GsAGDfYHDzkSyyZ823VXdabonY6blaQ5BpjCi9ZaLLzR++oNzwMhGnbo8Jj0o/kOlX0O2pH81hz
B8iYMmlktQV0oMTTG9opAazuQxFY6EV6C6CZaSxt9ack2+32Bh7tvtIWXPwVSS2A5lpyxN6Rosuj
o+StKnnOxQqg3NbtVflfYDNTp/ese9s+tqcECcdqq1/CBZkSeAcnXKLAT33TUNeQSnvAttwC2MBY
GSY5tJWNSb3n9batzWaiL9s1O0Osou/nYhRDiUnQlIItYl6j3rcWvJScwckVsPeVhktmv56BQzgT
fdSZXVLQ+y1b7rjZzbd8kSGc4bk+tVTwYTXvu+HF+CTQGLDDkwqe+zBtlPERsyLZTckcnhjU/BT3
1ufWCsrG/BQU3EysV67c1plnN/Id9K35HWUyef2sk0F2jAGAWfnmJfcZ4PXgl2kiqk4KeKwXqEXl
UyRbWipR+wtqYYSWPJ17riSWEZjMP8y79tPoKlvQYSDh4BGtG55Mznax8v2RTJiqMqf7NxPSVlRQ
vT+o5MQTspaJDjZQcF+tHXwT6rK5HUhfSIOjz4OtLIBqWQFKZie63cIgD93aVo1YEzBATPEUnHp/
HbdEBhEoeIC1kDykMy4dzX/dcr2xNpLRplX62nsXTsMR+ADr4NyOoKxjOLg0DHFPDnVcwna0AEa2
ZnufmQQUY9C+lSNVwo4Wjo+hzZAPmnpyHcuEC9AKvSJtQR34GAnHsV3gYdrIjk0d9YftlYfl/rgm
rFNxPVs4G8rjGTaQBMsM4YrFeksax2EILO1riUAUMzeAqalJhOEvc5tOJBPwZgo8TQfmKAHc8XJK
wxzgg7TYXONtw7QOQcSuR9rQ1z6GlRhGkmtwohQYYTXRmuSmxhpzZ5PKVo3MtPaKroIw2VQaJrHs
oQFDUcMhr7DBFIES4+zwFDJ5uLgtzAZnjmIcZIdSa+Im2IDtvAkcR9LG6FQsMIlJuWlb18i5AuAh
wEJVbvnegJZNqa8rl81AezuA/QW75jKHT0hOeXAWnPIEfuMBxCUxSt+2esIhAtsFkvu0UOC3Vmgt
wlKThjPAp9W9DrQOgLeqhUteFku5Nin4Vw4cKcMM9aXDombRN1P7niWGY1XG6Oz4HfvZeIAgG6pk
ey5ScQKFnALeHlNaYdve1JHNWG9g8lfzPZaAYXJMO1+ID80pHZMmGKIw1aTN6vJamoRFxizFsNY/
mQZmdQ7bUFinXjJyQMp1EjmFHZ3B4FbtTZ+xbUEPcQd8wJ3Riv9PTRRYEXAZmchMxXgFD7d+LVLe
KDGd5uGacsszpXIcQ+2DWwAWaajQPum4q7qGTQzSsAlGJxVWqOQe9tUXgmFfhqkawNRNo2dwFhOf
WJqzLGt02VSwKnOnrY911q5r1N+xqbBWNw1NQb4tvu51Bxa9tbURoW04aceJP8EpdmJMvokfjr1t
cUWU5289updUfPJOYfXkLbv2XBP/F0IoxjPjJg8YAuKNS64FZkM9nTDMxQDgYK12dCCjGHcSRL4y
QVdFStK8XoC3VMESVRgrNL6hxktLGqWz5IWr9NbXqedJ6URHj+MPOxSP29O96zVZGJHq9OQX7UAE
O7jVYZ85KPRMBMPPKagaMs0wB27UlO83SvmKsYgYmAmt8A+3vvAFqj2PtUMGjJMb4ymx6j2fCuRh
sY8bwkVCADGyVmGXPh1x1lLB9uAbHVPb0lbDB++W3K5yQzGfH9x7qj4NLAwUs1KS6YImIk30bLLg
nxttGvEsQ9VJFYg6gN4EzrDt9i2WL8jGZYB6eA4felFceFO617o9QPlwiiGGdj5duEyx0XWyJSHU
cCRfY7moAeTFJnr0IVMVrClC6sN9g5XLe0adHSIF31IggvYv5AJzRRNXeqQdaJXeRAYu6pUI1wZc
S8NmoGmRyCi0Hj3pDnZo+1HCbpTBgY6T+8qr7euKSdeuH0OPZiKNOSSti0+JdanGOWHwLoJVdAj3
OcTWek3AIyDxuQp7FD8cd2X2X4vICxltYmB7Njeej0jDimBJsR25RTgYGxF240J8vExvGxCTqDCe
L8TIiHSZl50L6dCqoA3PYoOPAmvKQgL2tiHKcLOdcMMlmNdCAZ5INGEl5gLBdeQyMRaQx6y45Rhy
XXQtaIEdBq34J1qJsF4HEAYmpFkQtgoF4RMwRStsiKVFMM22SaSxGlzKFWhXranr5t7yA+d24B0d
eY++614dWMnGzVDtVHcelBtdAzd9if9Gj59vwOELrCS1SWmahCcul2WYzkCVpo2VqSeyFmmWTLNJ
LUhty4KKAFYvtK8p2qOJNYAgh5g5IVobeAFBSqZmUzC9zDWmSRKx9Xy7DTUgQWuTJswERr9czgoK
ODtubk/JFVjYMWixtt2qW9ToHtqeNt71MLdtoQ8dJQfWKrgDRH40Pa6tqnCVUSJiFF7VB1NZdd5g
kVGM4NG0GcXfTFs7upuIshu1QH3MoeM3UpC9CV/ghhuMM4G5W1qhY7ot9AzfA40YaZur26dtb5P1
1NTLNqpPxwU/tKfYdD4yZwC6g2MLoINj25CJ1cU+rOZZKQ027iCpiNyiJlUilviWsKSJwOJfGSbo
SagAmgaOOyBk5zEzGGLQHA6pjXlhHktHsTeGId9vShmnqVe1xWpQ42zjmePJtQb7bDOs2rE0vcau
n9ph9jayxbUhf9LSssmoinrmZqy7Npq2AAxegsWAFAYk8YxTxbvRiYt2mA34fzJSyYFSVFtsGVog
FZtPV8LY2Wq7qVwF5ikJglo94T713sMJg9PfAM6aM+GV0PDXVyDx8OhLVBwWiyAIqziHtVMIfUDZ
iirb1onFBC74ylizJsG+wQcN1rUulspnL4ObFMIDDHA+hb0Nonn2+Kd/3i9kYIe1aXqwuo9tBO14
gThsVfnMS/J51sJej377fnQurSPxOSOZdOr913llkIHJxhdRsrxvRrRoaCEsByUH2pUKQfJnxW0w
IZFkTTqBQ6Yt63vY+jSS4m1nbikzl5iv9MrgWpi0Nm1nfDraZRbbNRKs5hZ16adu+6xX5qABTRzQ
EEQWDjhouQb9gGkEgQWcDflaX2pgXDziCGO9HXQ1sdtnC47vGuZdOCTnsi1rdEurUX+Nt6Xg7GxC
45aGkcmWVHyreY9na6N1ExZNU3mxsLS0n9M2bagHIIaRQguw+3UNWq9uDwkoRQvnhiYeaRvCtmSa
2a8l11vw6gGOgG1iG6F2jKWgemo39yEVLi+51M/bFErcAlCFuMIqI0QKYkD78M8tE5tCCJqWRqrq
6wl20hPb8b2pc/EnohukFFYjNv/PfaVJBxz4UaI05R13A5gCyb/oa/ZUoZ6UTk0AJ6bg7YPjVA8D
eUgjkB4eIAzWPDf6laUXEwC98/hEFmCYDTjhMcU3El4wCx6gfuEnhGzqeua/qMamHZ8ja7A2WBch
SWFHLWNmt/IU+wi5knPOJg1AoCDJ5bxfu31eADZ9xZIpV1pwyUXn6MICaKu5mGWSJ0xl+TdF/tUE
O+9n3Xp76AXTnv/PIEB87nqir2w6aHM8kLXtrweznX1RjT0+YL5ZEdPmDUHR3I/jEk5unloaV2v9
onrmxc2WiE/tfEbwGs1+ODWlOhJXcK3t+mtBEcIA59ceoxgVWebj2EnwEtA0lvL4ij97dJnPJctN
LFAvWL6fcHoxJdOUwTlvimT69TQ29ecCUDspd7Gl4plIBPBVFv80JQe5MSwhpX3AUNEv+ZazHCww
KFU/aWhIvJJCsIJzw4SYzyYuIWlgyTYAKEQnIMc4CNWXpsgJ1F4bwBhWlg03gWfMFy7CjjRmWFOs
dH2i2liAOC8mIDcg2l/YgcLgiAk45QReFSzoxIA9srD0YKZAfTMKALP2iWtCFvPW4iJW4iaLU1Os
sA3SFXjwRrADgngDPrKPxaWSvyptU4Ov0lBjbLb15Kt/GXpEItzTcNFwOOvnknroqZEw2JKP08HI
ON5liRJK0y/5co2zkaKSFGa9lHmZyDq1KVGBA+rmIJUysPRTo3lmGmbzG+Edu/jGkTwMK+YZ0Y10
vGHYg99waa0SKfiQjFGmG16rAnD21BW+zmr6FfQWSDOpt2JW85wsiSLCWImF1qhhmANPAlbAepK/
DL7h9tI7O8ksRkNFvqitDtYrLCwDd9tSbIVRTFKW2AnT1teeTa+qLSC98NXkWeieeEizw/oE39NQ
Csqe7TxOSD80mh2aAmxhSqNU0K/kPCLFjqO+XKdYUGMXtN6DB7pckEhO4ZqFqO+faec1aPqG+XaA
VDlO+obm6abjFXtV2cnyKwERMilqCl4tvLwBP2ePepoVOcgjVjnlqaLyeWsI+j3jN1IwlYsweVmw
USw+TBLisLIopYJdTb/SG8egeD2asTP+2oBCKrtHtj9F27B+CtBBmQ7tqYT96QT/f7kv243yMJsV
2ND5JJ8CROB8qmdZFt2LhMuMGGkywNlGAq6QaRAXERxczgvP+GYRWIboS+bzJOGU1jE2z5Gi5CYx
SH0QpolowNC7L/rKVrcJAh8WlZlWoFWrdMMlE4nGPExkidFbzxPHs4ATGhLO/cXApqg5XYVagEIg
Ujvhq1T6hDZE0phfTFimK+Z9XQdTCGmbvNJfR6oja39XUwjGdWIPwkRdvaitqXi2R88k0p+RUxWt
CGm27ZX9l419NZi/8Vguz1Ijpkxmpq4TniW5pEYwPInppGEiY8iBYeQVbL8Kl2MOkpSO8LJmsLGc
MVclacjmnkiSGqwp2YKuZoZ55C7JhA3Sf1HA2TDADYY7q+7XWmSWyiZfUQUnON+ilFKfE3j3Onan
OVHADgt6aVPKersNyNrmq3vrwMkIWypr4qW37+u6poynFoCe1c5Q3zTTxus8uC8v01hLyMPVtUvN
I3rHIk/cx0GzUuxQs0w9EB6eeK3V4jnhNEv83SRMsyYA/Cw8tyvSp/MBpDffSlYCutPsNf/oFl8U
cGEvIRZEyt9+n7/5d7++/X14/fRu+vH25R9s5DaEo/hULdaTOlzdM7FZz1zx5v1FwdY1NiE2T9W7
h9m6frNqXvOnm1K8WGIbvcO5BtX0T01h7ZtmUvxucbe9+av7L/nKmIVFttcQvnvHXv57kb0P36zK
5J3kT2CLUgmYUTTkg83WJH1KflPS+fsX+eUnRN4qBkZ3tiYvfxD5U/I3D0/Xq7t07SMbbCLIRP7u
07/Y/Orlkv7V363+ekF/++mroC8de0v60RhsPD28R8DWYDaFOvLMuI0NKRKkxwFxgYb13mhtJPoI
LSn5THzRs3xFtBTkPdf5L/9++ubdt8vfM/rwffXjzf3byNaLD/zAt8t5U5YPhJYf9WPZH/Mz2KaJ
Gx3W9sNyVrm8snzZzEGRPYxGZFqNJX/mEzKpbOhm/eXVF6zyO774HjMSNc4upxZp7PvPPIEXgAX5
FEsFTcXd5sIFn/qo6ZrYj4zaaSwK9jSNw0layVkQbilnSq0IaMVlIF9UfY0GYYT3KSYIM1yBEHrp
DbE60uBM78gvDkdf6IvKofsrEI90ikZ60qqMYIeJFCjq6I53fNeUf1HBTvsn/LXi304Im1YC68B8
ZrshaPCWtaMOO6DxV5Y+XlPz2TVsvSUcLnYVS+mcySwqh5bA3MIub+EUu1+lkk2a3/gv6lYMI1du
BbtReTZz4EXIRL/KFLKUxJEeIqGAyzLV3OUkDf42ry6rwXbPCunLGb++cy/YlM/f306yj6mfweYm
zU3u6a36zeuc/u3H8OZ29ZuvF8cWn5PXHpv8hAsiwY7EyCjdv5ho52ZEPhz5RWNfQ7Ltt9T9cp6o
NHxHKS8AjA1biWSHSP9I6QzdqgCw6aJgd0e2ogErj5mJ7WDI/Ds03kxRUWh4YQm6rXC5/jq7/Bqr
4zGb/g360D5rsH613dLXznCPI07+BumoNLskDbu5wHhsc5wa8ptIDZpLTXsBQR90ylLu/grVhv/b
9KvFsfcRQTjxHQk/TX6itkKxTUaN4y2bVRELpynSx35ZuSbXAlmtUhHezPmbq3RyhUMBxN21urET
4VNBppLMEjp7kfo79jJn7KWZ3Vx6xC7RRMKEF/MXmflWZB7rZKdT/60gSYGN3QVo/9f19k34F1NF
c36r+FfRWNNCVnecvGBIwaTyJFMFEpehK3/D+DxjToVr7/1VMr+mnxVsrJtjRr9U9I2bO2muXMjX
r5F/HwuL7gr4p5tMxF/7XE02b75eRp2Lf+4rylGTmuykmtKeNZDGBZck+aJmGeOY7Z7dpvXyKpl+
l2Ykdy/U7GoKAsmRppa8YSr/llwVLCcvpm/I3e2lEz0MZ7+iobyztBBgypUSSmQYK4nUZG8Y4W8Y
49VLbtVk+/qu+pKvPGisl5zf3zB7JXmThIxmCdaaY4e0JC8Ip1NvRUjBA8nZJP38K8P2wXu5G6Rv
zcFLvk7ztHIykuAx8ldabpT0d/K3qSZ5/RtRfhWpxgYGP3Qt0vGMWd0B7jZ1lBPyvIJGcq7b61D/
+y+boBm6U7537O+54bV9F+hCNow737/2u8A+FEh6ukaf2XpiPvOm0YlcELYFW6/CB4MEnJTvtvJP
TbBY+KV+RwJ32kv9VXb5idIHX5D8aYUCvSWJ8HJQwnKJ9dThgTRMmikPl9ew7QLcMFKC6/WClKZB
vjbBdT+s6Xc0GKWl3fydtzbfftQ/fhW57nfH2YPt2gmD6E+/+Uki9NlfUkK/rPoK7X//XWLegROf
uH8Pe81tHolTOme/DFUGfuP2B8eouucXMbbtDIGtQ2jQAW/W2gQWmF/Jtl2UBKvTBidNbjdMcwea
7PFLvnJO2l5J+5E0P15br/Q7v7W51vTjUB5UYnFxMGKzYsgd8z699IQ1zeOUKuqCfTT3j+TH99pU
ifbsjz15J9k6veGbZvu08Nvl5uNt/fFraOs4tQ7Dbzp0e2VHGQ0bQjv4h+wx9j1PrMWhPTxsfvrC
ftRjpF/zRP8+2N8TV6X2PXuqmXbSN/1jrUyoRMPFpyekVfvRuUsx2AdSWzS//p7KB7at2KcnrBbc
NKEeehEbqkzYumqzBKkWT7l8+pKv/DEyTMA+/qFyb21Dpv5Jibn6qPh6FUcqWeKWoXzwK5/Va83T
9R+z6pKCXdBtg1PGmvel+UhLEz7di7Chj1X4cYHpVuxlum/0mj+y6umT/3FBPjbl5145CgrzZDN7
aPgKu4tcY++Gx0AuPH37QaUW8J381mS3lwKSLHbFgYdsvX1SjytYeuY/bRvdlLyXwbdu8+SQvDoQ
/9jY8mKCZugR2zDq5psJZ7cZHN5NjtMxkARTgKfCbT01SZbOFHepnc+fJdoW6xx8ZCfxWvsyjGFq
qFMkhpXYy5TZ+pKCheWYUIAZ7in8sCBWr40r7telb+paE+x1LYJ/Mvelpxssqqge762pPxPh1DhO
ln3aZmufW5duGa1r4zZY02zJRAj/+Ifs0efYkCOzx0ZoVz/zlcNtImLvCUD2hDdjj7VIiUSGNi6q
YIrVhes06Ls7QdxKMK1cYvmE3Fni0xIHACDrekJ1s9kYByA7ka/KskkfLgUxAJyVAX1EnScNJymb
58UtWDg4vRnWxWJLazkHnAe/yua/TDVDdpHnqkMc3dTNM/UHVn8yGut5MZU5nswdXm8jlxsARZuH
HSc8go9k2gTscf0Dqedy+9k4dmsCiu80Qb51wrAA4aZ7nLZheh4kRUIAWbhf/iV/jkcfxj3x7Kgr
O0EPqO+xvLR0My+KwG4JU68Z+IdKTebf3fiC8Sy7ndA04amgLll7PjVZMZ3DaaGcs8uumWZBBbql
dVkIkqUuCzWm5v23sWGjQtEy9xLgKE+LSWMY8+7Z1jSMt3zvV4Ik3nfT4C/SBfC+z9nZfK2ww4CL
zGU5oOOU4Qhq4+NQtSy1sF+08Dh54tIF7yKfL07QDqzOQokJuHpDnPHmNiS1JwUNSrKa0wcp53+Z
O++5ds99YzFw1yPb7t7vIq9IbISnLBHPyUqBcviBvWW5BkCY1TqJqHIYx3m/vt4Q7AjJzCNnHz7v
NkaGxvsbf5dhlAfe8raOES7ezkIiVUheFThAO5tcpfmfn7vLTMSpdwCYxEH9Ie2LdiZdcdV55IAM
xSIJ7HH71ha5E3yjfY686uJDP/AwTK/pVLl0akKSE3/ZCWiQW0YInIEJIJPDtTYBW+AtdlnQLI6F
t/Wjpdj7at2VYD71zyqP0cQ5xmK+rCWucXtdEth+FA3YuMf91NcK38A1JFRWmwkc0yvG8zQV8wB7
iu4VDvfRyhZTwVVKBeE+k5fk8EeiKwLuoit5WWciEKVvFA5OMHzjMPyxCmSx/aBxhIRr+J9rHAhn
OjWJZJU+0EeZec5omWk7z2kQYQ4weIsN/35NjQmpLLUBiMgtJzPK1SLUTicGa4KTZuEcl7Z1DhF0
WGuarSM1rkMWLI4p8kay4Nx6S96asqmtFtul9t5QHInr1ozTshJLZjXNFuBIB1vGTQkyDgOCpb2R
gIW4SFjCE1kg56O3NBO0tg23AscUCK1NjnX4ARRC4gGSYot6LlKeZCWTtwPjY6t3vA2+suChXxGJ
yU7eThoSwW0noS6amuJ8RjtPWWTyE1gVScTVhOZFAuIti+Q6RRmgUgacZyl57nmYxXZrYR04/g0P
NwC+JokBgU5lcuVxoIaS2RXH8TDsVsP7cq9T7rCyD6QnzmcKkSocTKBOMqIVdqtzUEUZqF+k8iam
0HUq6Uz6XFKQj1TOGXcWwPuazZ1RWJYhrz22e0cxjUcQ6RI9ICC3jQcfcJqJwRka4ZIjCQhjA1Ze
gEy6bUyB0hgntltvhHSNxx7GzMcROxKzXsgoDyfIb0Dw1wGe4ObR1tvcA95Yh6oU3EppJgZgNwVk
gmYQe+BMoz1yI1NXJDZU0sNzMgu75/0WXtkiLT9gUHpLydr4aluDE6G9aRq4GpecFS7jFN4vZya4
m4IbnW4piJaUNgUc4LG90oepr03irZWfPFNpSjRsdl1QNt1YvXoPN/1UrZ+0A5tim0Y7auHBBJey
Sq4LlQorHAu8gPMo3CRNPXinshKkBLmuPLb4aa8av0HyV3m7AlR1RdtOfMFoQNZmJphMiPRX4dqG
FJ4PCahFnKYBl08Cn9nbhMsEMN7aCyETr2wTGkV5XSXvk1AFzXBWI45FqDcNBbWjlC8TTzUg2JQm
OHNGSIYsZyqFyzR8WWnJxfLJ/Lgq4RNSzkCv3xXzRtOnQGUxrYJdmZIkkhcM/qS4u+N0ZqyZsUTj
ILu6gr+fJoDj53dz8m/+zf/2f/zfH/31X/32v/8f/5f/9b8tDtDO//w//Q//3b/8dmIXb//x3/5f
/+f//kM4iPRMLIdzCXK1dKSCI16ATYup/zkop2SDWFkiYXUTXMqqhKLFyxLtU215k2A9HQk5xu5B
d1gw9dTrYhvpc+gT6XidWlrSLJr0EGdNo+6pYJGJAvUf/wmC1SY2KjLM/QZBgw+sPMf8vcBx56H1
y7LWnMFp57alJGNgMa7wFn6kvBvSUXWEOKFwy0uA31u2dsG1syTg/1q0ybF5gqQ4tLyd+oxFB3ks
E2tJwhV4kEGv46Nlfd6movixSNVgp/FNpz2mamSb5iyDXMahFTVAvesXqxfCTgX2xVOcaoN1zNNo
iFpLVBDrFF6wEXXd3wthLLaW4/j0BAxIHEGcRzjwqS8i6E1b+KZl4+lJdvIIcObyLVJodjy0xEUd
uYgDTuAFK4EBzy2iSP1jxEaWd/HrLMZRsPKC0SYOQdjGzvSCNAmrVAwbwv+07NioTCwpVVFtV5iO
tS++Qefho9ddep4edouvImPwBCcz4qbEfzbtVPHeEUAqvCccj+NBuF/GB2v9LHCGty/r9xJnvOfU
z+d4ix+I+46GH4sPDemSzeHIe7A99p/iXcKQr+A9sU/Xdz9iwlW43o4cMrYdfuP6/HzYv9deKLq/
V8sytY7/a0tP3C68h19pXPwp27tO0z/DN73L8r7/+eBxb/uD4C5Wi/Sh8Q4fqZF3HpPNcM1qGy+b
k67H9UeKtUhPyM6Nb/qBmGsZfvWvtv862BcRE6WxWGkar/+p97Be9ssTjsoimmfEmENfzzH8an6U
uWKjn7gjrzHrM3sHf3V7tDX26Bn80aNuT7EBX44lh7gmdP8xtv31Xf8K1f4TjiH5d927bF0k0B3+
6oBla+CNbZtkTMeChazX6/1rrjpmUgzYiH1veNuxK/rr/uFBNj7E0c3VaMHTkaxGJ7mjyEhGZPjk
6EW6FPpIAg9EYvj5rGdkKvbP7/hRxyOsxBn5OQh6pCM2g/QotjDc5QUh/5rvXTAbvenw4bZNQJ6P
VVyK/J0JSLCRhB88Kjp/olNEtFcmx4coOfpJ1rPJqaMnHGvIdH95z6V2UbRmVnWy4ZNoSorueZBx
ng8fZq1/2UnoFuB2HAw479/0R7IGZPpv07/jXU7KHyvP4mjFRlyQdLd0dCcSs1OLII7eTvateTv+
tP5wHy9COg4XndlKevSNP/rm5VE+zv0UsaE/M0E3fKbrQWPnI3b8vIiyZ93i7GrQzz1q6MkD6an1
ec5q8PNxPv+zHv45X/yIrngXZHnGyn2FhtyLK0Z+1r7LfrUvbMpYANyRfman9BjrN0XsK3wyuAxR
1bwg/l9FHP5N/6urM4+N/eBHSWp16hnE0R+GfdU0/89bsS/59Zzgvzp/dr6ArEry/+kv9mWvyUdb
EMj/f76Sf6br0P88gWRHUlf0Vt6O+k4ODNC2/972mqeHxH7wv+r9v7LtcLVTFnZs15ZnHNVTZito
ukPLbv8zxxkqe8rGtZ+qeyf35xUchhN5zu5h2HmXc4gCxJE/e09If5YA/CT840/5DgeSedIB/OyX
O7/gdPSZsL8a/y97b/ojSXLlB9rl7nFkZGZlVlZVH0U2OaRGnB1AI0iCVl8E6Jug/1gQoE8LLCAB
Gog7Gs00OWSzrzqz8ojTDzNbe3a5uZu7h0dkFrtHnADZnR3hhx3P3v1+b+/y4i6iFdG7/Jg30YKb
gS0H9ajjPvxYOum7IP/Rsy8eTScoNrIn6z6w7h/lI48i9f/jP/6A3In+bl1HrfOY5d1FmZOyn9ug
H+jojb99jAioupjbH+2T7ltVoblfS3bLiB96FPdCP6kzAzYUvmIc2YjgfzFDu3eeYel4iH+sd819
5755A0A36H8gfoPufjv5rrhYLddf3V59i9PvN6xaf15U5/k3DO92H+SpXH/YfnV1i7J8OYe8ZsJX
xdn7t1er7TN2kxX85TcAo42l+PT265+92harVbFVOmV+jyGDgcj3VcXn95Js3mZys4X2FO/ubn//
/Dv02Vtu7PB0s5oLTndQGC0E+gyWdpWi6sk79PR1NZd3YiMn6wq9LqfVZMLRU1TOYa/mn0JTTZyg
Yiq//8UNuqi21kGJxWJ1txAAWV4I8rMPagfy+bb6yZv3f/WHG+guAcXnK7TOzyTKioohPIVwvnhr
UpMAIbxKgo52ElBqq6nGilbq8oWu056rvzGbyjIX2wm4O3emUbREWJltWaWGtks4eSv4VOzyr373
y7+miw9fq9mpvd8UrNzpULIALCodk5irwfB7AEa8QiUGxPMiKVFSQZB1hqqJeild8xLp3ClRot2k
gc0jJ+p/UA+XfBASHHIkT3STlN3fLpNykxXFAlV5guHJt99CSsmGnuf5C4HkUvue5O5lATEzA4Iv
MUkQ1U0LJBPoJVAX4OrO6fTFFqWyOuFqnVfrHKitKiHNTHeiSa6g8AA2dsE3fyHSaX461aqPLDMC
4aHw8wHhtUSMLtcnah93JQDobZepVONJFFVBs03Ez3WsTqPy3/6lRMni2njK8N39gt+freVpidMC
/UIdTfJmeif+4v2X//pL6Cum2xFj503j2KZkaLgd/ZMQrZ5s3sUN2R26yK80Zz3vS1Kq2tqp7Mn7
EG0v3/LOdtXZcGk9mFa14hUNhItGdqkFB0GlgXopkWnpI6GR831CKj0WCyNtYg9ipEwyTcGt9xZ7
qffmHokFR3UpA7pmqJjgMkVv5nDxZoaub+/e/erLk+/u1p9U+hlC0XXF7Eq4mIzU8dWmDKUDBsSw
2HPPXAdM2OlGtf8nbbqnDceWkYolg4XqkuUxVFx+iHTk/RLRJ9JxVPdFtC8NpYtwMcQqReuCEB86
xMaimOs2l9YR6KfwBIXtX5hEtDHHRHcqoZJmkNXY9MJUU2hMry71oJxS5veKOz1xgmQnwqhQ/dIp
QUFlP458ELWdQjRdkyHb2eBw7a/Rdj9T3E/xweQx7fEhmpcmdlJqaU+vgurgFrSSt+rxY7pt2j4H
3F5ETjmDJk6QtoNpWp1pOJqHWbUhj8r0A4k7lwOe2/mUowWVCZ1efMgy60gymNA0tWxujhG9bJDA
8rL6cKIMdHL2S4ReQFet6qpA//Hf/vV/+i3EVPAIlRqjHnbQdfaOi5N95I84zh4Y6XXqm7I94xJ3
rjB+bAOgb5HpMYT5qGfro+/qP77PR12bZMwB6HdPN22zDsSDU/sKSAD75KcoZcQnUdHOB4o/kV19
tF1O0D99fgCOEpA6/hNc3o+NvtEn9wWWDDszqJC+paUuRMC+ryQRrSfEvKyw3xdjuIgIWjo+8FON
Z10kSOr641O31Ci/IhjuAJeWjzpC2fWfpOPd/CNoQx+DymXsxQg8yYqJr5JB2HMZEe4/fQ5VChot
lvFhXo1/+jxA4fqnxfwx785jfVYc9SCdVcMAaKJLcNg8V7lnbiBMJ2VbX6D7vBBwdSPsw507rmwP
UXq4haqEho6Q7FHi6u3m1fXN4izHJ/lPP92maMPP79js+9PnaXJRPP9n7xB9O5f86S/fC4o+u/oH
PvkS05uCI3z5m2eLW5ptT34+m+Iy+Qxl6CZ7cSKerz5//oqQJWKcppsc5Sir6GaDz3NEC/qzNc3A
AZ3QTZrezJ/9ZnbxgeMNtJ2/+q6k32FUXEBlXoV0kd+U3aDkZrb4+8UZxmQ5m6MkXcoZzl4sT+gl
VI6fVdAghtwsKH5G+PSLd2m2krojVka+ndAluJsmZwQLNBMJun16xfHF3z39V18nEAnaPsmqKcIV
25B0mWLEU47meK27bu2gUAij7B3CRaFlVUIFJ6/UVWKKnkITXUKQTBbQL/bJ829S9FbSEtPtRqfV
0BxNM6buPZ/IBF1jgq4+vXv6k9sXX/w6nX+LTwodoPmbCfqWqNcC+n6OtiYWsEGr9bT6XwTQXSVL
vv5M4z3jqZwJ6OzNsvW9TlImiRrhlAP8fiAFyHfQbRrh9zjTXWjuxdnrityg3W9YspGyWlyWJ2iL
hKTy+myxQ09u0/lrpj21hFxv0XI9QSy5l3MNz1BtJDmD4gVdLqhrGCo1FkLT6bwEzyUtMppzNR6l
sxZFmullmXKGlzDmNP80pZeA0LleLi5hHu9X5/NcpynVrvMb7TqfXb85YZIjeZ6+leR34Jhlcs4A
YG2WnS6yLWDyzNETdeNiS6Zim4DFSKXITt+Xcywuzl8kJbrIKSqTT7fs599/+h/+roKNI0KK0hS1
SJesg4Qu6ZLqHBTQaooj06e02SFMeDR9/X8uRqks3PfY7tchicXGrQDmW7+Lo7uyOYLgLpqk6uKS
0rDfuEXWgI7FukUFwq8pfbdzXKYKuyHui35s0dpgHtV5IBto973F6xWtyF0uijVDpgUxf7v4LWJo
l60xecUEEi8/8PO/+fnn/3X6X/5zTm/hZIi3pY0z6d7WeiZrPQguj8RIkx0rqgZb5fWKuZbVoocl
Y9nOfO2yt+W47ABxQBcnr9oLQMprAhXgxsyw5tP2Ft42oriGiaqq6punmowF3VFXAk4NriZPvIxg
moTregKyolA7afCWvb8Wkr4F3RCd0Q9wII7uFkQ/AN2aESdqwxFjVIgnYufqG2vwCdI0ebd129/E
XExr4sLO17Op28v3mV3kxMQnmHxuyd3+jGsZSXFoV4lu6RykRuO9qoebF1NC4SRJWf1CiqMBJzWF
PshY9DdnNcWbjXOvsC3AEaGvNYCN+rkiZnIUma4rw0YkGeGd0HOfm7rXvSZwll6qbZymX87RW8WK
0WzFkOkAwqAvmR4TwUqi6N6sdgnJafL1lBacVTSjem548pefoz/7N9N//z+JblWBTdszM9vEM8x6
wXEjmChNC6rGd4SON99ly/iWY/yUcuA62fsUEhCkL9vEo178mKa+OtuYsipoUCQfRrMfR8fHsdD8
UTpeSR8RaB6qmBb+4/YK/nF4mhs9S8nAgcJjCEJoTLJohYXjWTqPAMtpOj2/uEizBbPMU2JMWhOE
6j79TmJfi/t2lLjkkuHFcZxng/5kPqQlrR7NM87+8RD440x45OdPNT522K4NJ6qQEUq6LfuVU+yO
M46kq+MaIZqT2OcvlHLEND1Swv5YAJaH1A+JvUvCoMRe9N14EPXuc3fpMDppXi//aOc0eD4vuzQf
/PHdvQf5OMtxt+AmGEDLUqHSdFAjuz89BvJRAmtkD/lDOUcp0Q8TNxDoT/Ajf4B1FKOJ8B/PpEf5
sn6Eu1z1bw3v3S9Bx2yiPIwxiNZ9AZJG1SAKD0MLI7zVJgyAJ2rhztdyi7ZF+eUfbnQ3SGX/3rj7
ljbzdLXVqdtSC4k30XKYqhwPSGsqf+dIfuN6EwfQQML4DN9a7wQE9N/oyYTFxRUyIFr1oLVdxgsD
J9lE1zGLvnILwZwky5wOIKKQ1r0ddr50cbNVMB0L7+2+2bk7V25ZKm2D4SC5wNwyRcbB3UElGFCe
LBj5DqNrqoYnHO56Vei/eVibbNewvJE1o28Rif++iignccNImqzhDFUbjeStF9n6lr91v753I8eA
gG5fUbVJFLcshWUHG+LcVm/ZcX2tVkaT4KndNbKNxnztQOs5Kkrj2gtAJEzXkZVTPuZuATxWf67j
KMRtHBR9oF0K925+Gy2dN6H9vm81jYUbd9dUjMLzNaDcbIYEd9XH1t/qZaXBFa6ZQAOjuGpymTs3
tpCw9ZrIW/ddfohsiIv7lu4ofdUcA4VF4Po/5e/1H+rVv1NELtGpM2nUXd+7pfArdutuP46/E/fP
mFWuozJw2SVLip4pV80/xEfQbkS/OK+6pmMmUUV75/vJxJHCYoROIHv23aCc7dU/uCZyMc4s3D5M
k2iVplajVZyWE2/yUB+jLWtLP74HBo2gDY+JIYOXlgceokfUJr92tjVzhT7TLi0ON11v752c8uP5
UvPjv0av0CmzdeqSmukndkd54fwnOUH3KTzNwyAroXCn33Hl7H7TvnUKLy1NnN23Ynmhb8w0Cp8Z
W8LQ/BQQ6q7cNZ9G8CPn+u8UyTNHlr7rSwsdRR8rCJ2G0ceF+3vi7lpoDn9J0NrHaGWtgcgAxjM8
O+vojCQBtahvLhD5AHm93cR8556Wg6SAvxbumE8jcvKlw5kbD4u20nNLER3wwj3KS2qDhvdLVDKd
WSiD5+C6YMsqVGe64s/cZV7x1AnZWXOELFj5mIb9H58h9MnUPryPzifRT/NI9HtWEANbzRExeLCJ
23jzritUTjBugbZ5z7ZBqjGw3AYD04EBShHsQqh9Ldx4sGunhiO8L0PzadIYPInkxdpN3BP/1L0u
i5jqBNstc9/QhVu0Sb0sEIE/gQdiQzxqoS4T4zOSLeSBCHEUwFFP3ExpsODqOVeQW1A8qVshopeO
VJ7r6J3645e4+tUnUs3lL/Qzz+jkFw6Kc+Lk2V/a8mL50g37Qr1F9xB46ZbxM/eKFVQsNtzjP4vE
wS/0g18g/rmrJZ2iBgF4Qkr0RCbNvZhH5JdEf+Daj9rQdiBJBQmhuc2YWMmngbnUevsTN2DumkN5
ivpJlI7yF/qo/kf09iJ6xcINL2wekrQIKZhOSGOJsxSGhfg0YAKthYpZ37NRjv39QvA04gBZcLtJ
DCERx66aswiFwqT5HBnAbvj+kJ85SHAlL77TiRhT99NFJNM/XhDnPFqTc7dr4QD2qkmkR8EL/0gd
v92gBh1WXekHODiVBs986gb2wv36NCAw2aTDv3JD2kHTQ/j8awQddv6TuL5zz95GzCoGK9tbBcub
Byq8XXQZLCJi1JGaJ993aQWt22OLNe60xR3C2FcWHL1+YNJ/HLyB+dqNv2wKoA/whxBd65M6ezDX
BuZdD0mgEWZOl20l9l7jnjPUMOU4GJ8xAWZ+yMPlCOVcRibwNqKoOztx/J3LUi3dgrjVaHQraxUN
xahBO3eUPrSfY70H5ZBjdOiz6p/sLvgp37fLa7eP3/Z7Bqp+v3MV/eFuL28DL5z5y8/9O7cdf43k
lz/ViSB2GuWN4/mL4IGG/3wTVY/FQ80iYvgQeCDDbUp15ybZdJhsml5Q3mVWp4E4rroM6kf83Oox
0AaytP28c8LiHpoPN0TMG2cWeXb6HiVq2P8WbVaH2Lk4Yp4yMpfkiNuFPJI5iB5iE/0sjjRlAXF+
tpD8bvsdZTG8f9HD1Tvn9DagujvWEAFVjxLof0oOdCyERqhsWKMi1+sRKh65yU0GF7d9C+4P0tBI
IVn1b+7GPcQ3+ytbIDTBx/mN5Stt0mVdFtlrN5Iy8qL/wa3V39ZeEXD0/RbfbHcS64YlfCGMcc8t
MBEWCbGZvHgnlcFcCo9AIktcexUC1VDISnBZrw/uJjbQ+GfKLt/FhOJzh90e5D4llfCholc5aee1
cjM2pwMpdQGDP0TwIHm0b4TxFyRugXDiBinbdROeanHm2Tp/96vXkE6cOApTO+BBiXhD3A6UaPn2
jbo5bjfVw4ZwV2HFSMZzXnfmGGxrOWnq2Th4exqSOGn3YuHNA+a16qtAkDLcr7TL9uHBXWdbIj45
qSOPOBHQ+UzPVO0sZFLvPiQSnZ/e/Go9VOQgjnEfyyN/e+izrRzDXbqErWYwLrRjxWmvk1fKqFYa
sNcMhpUzMN5t0fqLNbonNoppmkCzxsy4t0UeKeYvH6RHfxwH+gM/+wqv7EuF88o92gfrcC/ePzZx
+Ob9wAkXDzaunv94xvejq+EWyTFDky5M6x1cN5MNmtFfX17viBCG5SjenYBIdYVkmIP0oZqD7MRO
WnYYN86ta8ZkQpTuTkXWPFG4PmnGUs0oEvNSPaZ0ogEatRq263iqPRtF5Tgl9DE1GhBGTecp1iyQ
tE60aDlYTY0ZJWyBx52QsnFeTYw8RkyUjfm1GYsrQhC3VbV9TtFKq315xEsKt6VFq5VU1WZP/TxD
sGAYlb9WKV/QvKzhce4CQFQLSOfBieRygHuN0fyTViNlvKeaDjn9rmU8Npa26SYW0ZpAh1KWTPC9
lG1OyJuhmkrDOWKe97Lf8TiKov13ExNM7pFl1ZAWwvCAgCCohg4QJAm2tBnYw7ifteEuEQhBI8x2
jgzcWZjMrX44mwPtixT96vn6i3L+fD67UsfwPRgMExJ0EtS2/WSGiGQo3yTOlvO9q2oHhdtvSA67
J02VyNIANOPEAfnmPbIu2rfeNvA48rTLAV+l41G5munB2QEkdOu09qJwnDHaB+Yk+jlTWl4+e3fT
pI5j1Y9DnmI1kXSE4/IBUjMZGCY54E1jOmeVuH1rXfBrPdwVW6H7+eQQ/fGPoIkcnRgcWK04Winh
566kAEEDPCdoG9iAB27x4cIqt0DULf7q0K3Br5DDCH6ldOF39PL/fetPQCyfnQHegEbey5QP2B0x
ajvxCFIo9li+QRsTWYg2wtiouQlPvZHg2I0o1wAuukb/9PnY1oKm5+kGVVUv1ZYNumqq1nJAK6VH
DegYshYHMXQSqsWPu7ZS9HXKMfiH6oWvKVrPv0CTaW4iJQTXuCco6MspUjslMpKhksaCEPcVc3+A
o69fXW7CdPMfmEDLvVxGsJakt34K35fgVOMPUVoeOYwH+lFEr8788Ut2RR91yAc9sdu75Hk5FOPN
pq2dHFUt/4BPHZnF6JCk1BE7LUZxKsnx8J4mtUCr4x5G0XHuBpQHdCI3gTGGuWAF1QufS2vZr+8r
dFNev6WFFpCECshjhAANhXwysBzXWK+HkcC8obZyapaKYA89YcyvCbRgEW4lRdMgs2FPDE0z0C3m
SaVzAIFzVbYzL66JHUBb4OmVlCa1Q3CXMxg05PWrmVA9WGevKx7FgoNCnSOSByyKEMOwqLdcReyo
c89BnilXzV2Z+G4/uC3t9ALqjjZztCU3J+c3dJ5DqcFOTYYJaWPIwdrCnyc3O/fqMrBcam3UzAds
tKzBZXElDarGDKZoIG/u0a7C/DYnReCNNQ4s8DBwKYzFSXVzGFz/rj3+YsBe9/VJwkx4VpuwIf8n
+jG6wXySJvaokeApxoM2uzRxnazgUVRTBv+GHafqFanRlbcA+PYBowmxtDGlAK6TpYt3hbmvGsUz
+V73ROMkF3u1jHHNmstxDi+sQ5q9dlGi9zqrMzKO4pKSthY8QXynmEMRYiYKkd5pahFSh6zvMX6H
rtkv3l+8ueFmaFXumFNd7qe7LknRsJqO0Tej9s0DJS/ycGYtP6pvHB8guf286lfnhg9D8vvjJrbg
/rCZaDpPRCixulcRd6/Xw1TB9NgbH6otjFro5COoY2MpzicBypHU94ifrY3IAkZkpBj2vu452ibN
Cz5M4YsteTXDSsTzlDAQOxgwN6QsISgPURTggSlwFVoKG81XyocgOLOpE1rNwEY9AKl0MlFyR+iG
cHU+1MxZMrrHE1x8KZjEuZiYdl6IZgWzD0yCutFEx2R80llWeNpiDcNBr4IUpLJM2ZCvIC1ntZZ5
lFGKazRcqeVkOweFRyuJ3Xmi0ZmbDB41nOriJDBuPizoG3xfMcPZYYXLWm+RhtsAG09KFHVDki1f
Wg/cW+lOoL0905NmpQysCJ+HmFpFob4YC8LrxvBOL8miuMp03FFRd2V01GnWOIY+DUW09HLez12k
jh+AFkrs1BYJ9Cx8SX9H3X2kLQYIdYmrM2h2VnkISMYEdi2UWhSASRMwR3bz6wqiZKLpbG+LUb/A
NHiCUSLlCA7Sx17VrM50tSV2rlP1F7UMFQcZdm7I1IH80Hb4hlh6UHeCq4OR2gAwhqEkCS+WehbJ
p1/89Hz37DSXkymYkNlXkukEKcU+lDYorVeEqqUhoItQgeq9RqT9UiUXc9QG11PWkbUrbFZDYY7w
pJS2EExgqDTC/eKDtno+48NZtr8Lv6IcCgCQA2yTw0ROcHiWRXvK0CkQptioW6lK6WdsepInVYJw
fv6NYsTJmMGPlT28LtUfkNzZwV3XjhCNffEYgnrZSHmE/MVdR7fuEU8sl3yNEjzRVGYYAunUYdlH
8wvhMV+PDK4FR0oGc7dnjtaLAQe0gHpE1v9W7/I0Bj4APTUQJR3D7SQXOkk1QiwtnMp9SV6qV/7l
f3/dr4iRLjhUfpQTUHb5eIxB/RDFlfRvlOjayrWOUJHKYVl0ZcGKfrO522TudGBX3UvzcJo9dP3Z
YzhnH0u5J3+EA+sW6JsotBC31nUxSTy0wibPiOxB+n3cDz1iwzSaykgCE6M3j/Rf7yvvKEr+RYJf
lEg3rs6YjEruZlYR8sgiASgO6SLx5gsLt5WuPQbBJh99fREj+lR1NTZu6iIdbJs1HacfozpTGncf
hJh627OLKGkyxYoG5rqY235eo5+pkT69Jo9zTpoM4hEN9Y/zwR/dyO/SiGRqbDHSJK1YBUjww1aq
cDdldUdJ2S+b8OHiYSB4K6O63qHH+apMXvtyWyBYXvj6EsZi6xQY7s6ysH7s9L0gaLf8cisWGvn9
aSYTxHYUUoYdcUriRHaKxEo/6coxj4VFLfCpczbbUHsehEGyWjv1iIValK15l+Z7Vhvalnd4ZI+F
nY94JmoutjXqHal1YvOcic5EwkE59iSijUyLnlPAmIVAtymINrzA4yqYZZrr+ibW3I1E/504AATk
oE4gfS+BciQWMMStW6hUgkanluUpQ3wKoBOf6g1QJsYzPayNuUv/bVtwExiYR/bQ6992bUs9eNll
zGKHWoZ1obdeOnLq6LuF0eH59UI/8G2THE/cNT5XdG7ZF26MRzSomes125lCVGZB8/zpom0vnx1h
5rYy0SEeElw5dVNTu7YWsAU+de9palFBTGgtA8gaqfSGCV2PQXmSDghwoOcCb859LxdjeCy/o6T9
UrnPPhywDKdBtld1CK+WkW1J3Gn9LJTfidXmm5SAXlD58/PyBGBDLNFOnUTnnc7sI7Si/nVIjgoB
9D2t+gjdEcW+t5NBcVhFOsNPsY3fPHFXLiJ7Fbv3+gKCWfQcwyqnTDEZbICzfPSUuKclbpGvUBuy
fxGOnwQ+R3UenYYXy86LbpnXGCprLh0PzhRpihLU/AP3PLDvUOMulWzmvcYYTdOGqpYGHAnhxt5l
R5lb8XHw03lOOmwNFDBGATtIdz0vZdG+4/6XptEAaDSveISfO3zOJ9S0UNMiqfnSqVvqWc2xGW1a
8Z8SADSbpuUZrqVqa6ik3xF0FjF25iYVFz4k7j+zek1IC0iK91PmopYa7SfT6PTOo5/8xacPM3vS
fpZCR9z1E0U5Wm6m+4gWD8oRPIJ9tahOreTzxC5gzEnOg91ZNFeeRuyU9U95Hr39xF22CMbTNicc
E3tB6oFtBgy35jZcNTUr5BCl/hLJk35VJJzFXQ+1VEeZhSTCzSD923RcM5GYvc+dNnWOrU7ItJ6D
g5yDLBoAjphVOGbznCtmZ5S5V09cdPOZ44pfMPT5BWQe/Zm7/Qu3S7JJbEot/Sx6V8whtxH9z9z1
XmW60I9OOL5oOIVqfb71CtbDYNMuIdXpvKBN2uCj9ajn7kQn0cD8N6tIXl5EJ/3n+p9/hrafUsuu
M3fBpTd8AkldNN81j16aun/+MiKJmLOpY/WyVfEUPXDeHCoJsPvICJ4ZF6tcOLKZBUhNoY8AB7wi
Rw3oG1IbYnXdEnPkNIm0kcQJwQtHRXMs/0vWODUx4s204Tx8zM8/c9Q4by4v1dhifsUy5lSjJhvM
oj8um5pMyOKupF2BjSs7ed/Pvjxk2XO9BdRReEAAYqFd0NvA+3ntbv9XpirQ4jaDr+Y/YGii9+/l
l3m1MfWjO2zSyuRG2MTIpeU54m2bM0MOh9nxpXO1SFwClqm+uAUS5b0iGxdCUgN7pdNElk1VJDR4
jWslQ9WtXo6SoFfOKDtzBPGdu/hb9XBSA4CbJ8vmNe/1279GtxvHbL3LftvU03BgV/rxLCW+a4Z1
fqcf8tan9QaE7ed140TDLUZ/MzUiQ/hUFeoObMgcwMMTgWSiiH7igmARgXaWlmxEqn3+OGCfO5cR
kbs9Uv/7rYZB5xH1ZpFWeeMQeGLQoY37Q/10qzNRLt01u55YHegtLq2BOqA83FxD9cUmwIa1ZCPt
Tr12p2araw4+R9u8/qad/h9Cj+YNr2O9ca3Ujk0Tcnn856b/p62jGd50aIbj6fTJ0C4XShGg1m+i
WbT8dagL2T7Wef7BGT7vgus0tpj4DZSEwU+/rtB/vQDStR5FDDjwsolyudVuNDroChgEv/K9Nq07
zm2ubC0UdXQYrmHR/1JylDF70GcVqZFpwFvMBsWldX8HJA2TvXEr8z1m6o9/A75uza6DFfMgfptg
l9cBQzPbZgoevnZb+VYDM34pFWMULWK7djuyscdW3BH0QQqGeNxTgDf5FNWyvhV6d8p/jbWYOAqs
/bSRk/DcDqP43n25bI4QNc0WHp3lMjrLQu/Il8GpMR/vjf/gdkrJlP+8kOHurJAomyMUaJLr/7zp
P3EDH88z/dtLQjU34O/0fiVB+PC1TkF7jaq1u1e6scVIhmtXnnHq1v83ro+JaC4dR9yLyL+R+K3O
CV0FgjWWMhrgmr/CcPo2DHAL17Z2wQyA/r3uXKAu+1/qAu0zd41jyNdqajrB7zeoLPUI/o7u1BP+
5/QPxQxBdY1EEKg5s6AXNk3TgBLpKexCG0On8EnaaKN+qfMGt4hjtZZNZ5mM9DBsqmgq9wQaVNw4
Ipbc/kEz+wqfaENtnQenrA5cadTyqoZdSS0shG6oDBS3hd/T55RjWzUCaWfEX4MjDtXcA160fZSc
QNdtbmMYDa2BOuHNL/WsM/V28e7TraIkyDZ+5ahWS9xC2gprfTb0LJ0krhpDgtlWLhYCPe6Kbnt7
RpCOQRXEqI2F0KlpOh1L2GwjrW7qpswzz9AqA5LSgHmXWmXqcn/zpMdXkDpMVMW5JiUqM99rEFPc
gy62ZaT+r0bFutIwk7pFED+ZBXcVOHOxgAyyNCFZcsHz5PWHy/dDLns+ztnRdEDgTi/NAz44yjKs
0D79oMXemZ+COD7LgbRAbKUhS0WEvGwHe8z+VRTdag1bHcCTBWLn6khKr7DGmS4HR/YfPTEBP/qV
f/S2s05bJWmwc7h/TKz7J9lSvDBUJrTOReyzUmznnnV3AKWy+XTZ5Uzv8gDifW7BOhmS/XEWXvel
d4VeSspcnAZt4YseEp18HLqI2BdvVLdL6/4af1IEahSVhiOlwVOzsVOYnJhcXjaZ5Ekmw+4L0m3Z
SaLdLIEdgpnINAVjZpcufYn4+dPtX37Zfi8dZSDI437mtbSqim5TZM8y0G67SaL+9lHhlyV+aJOk
Y/3pxHiu90Z0Hve9boXTaEeSMUEohgYN2Z7pyKYHE432ZfcPbPwnS2DLp2Ts+wr04/g8BgfzGmxj
R+JMlIHQcmtb42JZ5+H1etQ5Rb/YJWiSmm55YFaQQP6YjQiDB3sJQEYjDO+qSCexySjedLxi1rM4
MnDuPYpSSsJc9qqb8nct5bXYURKprB5OIJAyJdlz6LJDjuV8eOtk7xIONXSg4w5FcBnl+0mo7GQ4
LiHA6NLQZ61ZNubTOivXtGx+j97keJg3fTxGnvWtcRMwZ6w7z/goWVMM44bhbEDWq68gSzex7+ND
Wz0JGtP2cLObMsoxonbVwMwp1+ppC4rkN9fkv2/XymLmOaARYkmUBU11+17F1LA0UGBSI3qs89Bq
hWq6GihK28wlBBtKZfbCDm8dNSwch9SGlp+FesVmiW3apQ7a9HS3qdTjgLNpBNhc+4QJrkMRgljH
I8xLGd+i7g3PbLUxkqWQKXh6bsAdQrdpTrxzRgZ0yOwfrca7oWWMmxuygt9KPpEduqmPhdi+TfLm
A7r+KYXcCKwdDThNOmsItKNHDogqHB4f2XEaiMeo92mtmJadfTg0t2L12+56TCfcr1a2itmkh6NC
aFMiPJ0iTPylMeBG6gm0mwJgdh4qk+fKHl+Y9FTzo0BrM//7TD0dUlHwFMnkZ8lL0jgj+Hij2/Qd
qIbF6NElSvv4Kh0x2A9GVqR1Q19yyHjE8OTrwIl28HNrrPIcDp46Lzdv8Ptn/wLOokunw1Xfepc9
Lxtjf7g/sDuwBXKtn/6IGv4xRoHoKcuKGEp4upwjsnJblFmH9VI4BYiEIUNcRSsgQo7tEbDBW6rd
oTanAmMp246/oA1FUjtgkj3b5blpKORpj6WBg4bLVkmIHj8BEQGFotSDabVjmY3MfdFHWLI1TjFA
aNg26wacrhv5QglcimwXeVwjG7em/BgGTeHgeCEmmq4z29/CeLTN0ZGB/97IQJEE7FpJlopEfWXt
2nCMqp4UatPsmWtmnmtYgdQV3PNorahTe0tAF7JdVnm9HIlawKqqFWlQKVAy805VCjGVlKBbpV/I
C/W8d7/75laQV6/FHJ+px7FLwqhO/8eK2ZyqHc6Q6dle6fXnFLwx3gooMMyKhGismRoCppx0RNRl
E3ZZN4KvErRBxK+NiFukCK7zDPgG20ALELgJh9SNS8KCTRgcD3LDWL3YsHkpximaLKd0x2xMQtaw
lrjhXqy6FE5cA0KEnzyBJSpaFE88AwElCaWsPEvvnjz5e/JaGZBQ2JRttn7KhXp2acpoQDegr+xP
zQRvaVLzGukE6xZZMafbKioprKavyJO/5QJHDNIUTVbSYcQTEOtVSMMe94CFZ1tHfViLAwWICa5K
iyi1i5yWqNrcmAfl80SWrZWVGqSEiCrzsCKtcIgDzxfg2plrpcUrTynWkAyIEEkKzY05T1OE1xd/
9r8tDs5eq2GsWsIPu3mUlwN3aXNHazVHPoN0AqlYr6poqomm6oejhCe6b7cyvZ8s/vDnZ1v5Zkl6
fdn7Pj9OFeIH+IxB19yyGnB2yJ9D2+QpmhKfWNEA7MsmpkXxQW4DgBpSEIThrtPLFjQdK0wrNXzU
IRsAexl4wBEAaGLcuZBSCTWetKtlRrnSHuqby6LVEB1TfmSUhgzF4doBhmjyUJQ2tAKRrAufNW36
0itGjRxmPpTIprZrt5I0TFdGsQtxhfDni9Nfe3xTj9klOv2OpMExcJeyNGL82LP1IizZIkP8aWzj
KT5M89wz3R+E86WILbR6TTqJ6DgxQsb/vmv1JxTNdW4muj/0ZOHmCMY8Lok86/3VVSS6hgTrDL4R
kZ0OYlX9mITfg9kJNTOi1qjq6Ho7SDC852KoynTAbiR2aJmmUZg9oedny7MkfXqqjxehknE7gjVJ
wn4SbJuNiWmUUQlZQLQNNsNKJnupXo5evaY1M7AfInDhhfkzkuw9C3EmmhfYRSyyuWLWpLUt2PR0
ev/uUuuDpB28COIxffBhYnBiAQuInVqs1Q90Dw+q/Sz4AWk/7tE0hLLcu7G4v1E2doIc014MLiM0
d4i8RsmbVBlszMCJdG6ytU5324/AF5IxnDM5gMRFN5iWfQ3EYjfK6qMpITS39sduoM0PwbSPALhT
rF+pxdxKXRLjzUqLh8YBaAdK0/4sy9D77emvr88qMDoZJYAWDhYqxjtwF+Akt+hsQrtCZVE7hoRS
gtY64qIZDdPOBJAk4pQmzM3dlV9Zf22KakypEkkO2Iu1ey3vOEUF9F5FOyHWzn7XUWTRnrLUIaJC
I/KVDp2UWXcI9v2kCrRCpCKTW4ya6oDskQp6tLJt/vuWsdzo6it0HRvMa4cjX1kfN75j1R/OTyQ0
+tZ4LV0Numy5VvfpbYF9asaQ9JOeRrUsDJAnQacRz+bILIMaB3Z+DdknG2Ub/I2ilmeSBxzWbeQW
vjqre8pRGkU6/a575IAyJn7q3kKcU81loExSsgo2U0m6kzTJUPLvrjJ+jNAnQ66TcSpx1XiVeIgi
2ZSQqFX+bpbJ5+LgidLuR7J92TkQ2jXAouW09LHNjW3hQf4enWzP/m8sXpSmlDBFrlwvQS0XpZwF
giTp25WqQ/vkZqaFu7jSBhyuptYmIgOT7AqQ9FrUj6+jas9SR1uwcDdjMlkqrklxOJE1/Xfq8s+3
K9eYmsl+Q0/WYYjCeSor1t5dcMII0hfsF6GWBHyVkboptkBxwXpa+2+xI9y4YXToYWhJW9wyPZzZ
Novab4ZR9IOBcwXa9Ts9c19LsSPp8umLhLGN28h4pRjJNDY2DWLaByDcpNwPibhhnGhvgnpsrhUH
7PZRVqAeyEBdLSwbB8qyBmVf/Q41vveedfLkt0WJsT3mxr7ZiSAk5o8M+DSYSMA3qjvEVlDPpMT5
TrhEkI1dYbmFXh4zsqWVZWLJDmpJC0Rnb7WPhKDsf5/y7bvVr6/rU7DzfU7tXBj6P/STBP4oUxn0
XJcvzeqaqiO9q2przpIaU3LX7LMm7Xab/8xHu1PCk3V9nOFtXj3RRVXFDJ7JrfLzoGbnnvJ/3m+I
43EKfBUgomfEThV6FQ16+8OH40/rM5ggsQv2JZTiIqBz0hT2/9gDBR4TIwnK0vX30lfA4cd+40cp
aBitpXlwjETvIg+8y60/UACJMMatt+eyZ8cPXHSypNPg+IjGxQOtiViwCHzP+fK9tLqTCX7MnyKA
xyGB6SrRUCPSOWrD/sY5tMdRL+5TZIK3FP22yAiL4WbqdjZ3VFU6Hj7wyYMXiv6JP0Zgh/dp8OTI
B8kQrtDwqyKw0D0zD2fwMWDEy2hsH69m6y4g7C+zUL0uvAHFBwVoJy1tAtAG0fw3D57lV37TgYL9
cT9Evyvcvon+pmpy7HKP5Tj+QOmkpXF3haiSxoN307aAOowi1C5MrD8hFkoLbsXL5bz5ELnvyLSg
PPw/z5Lee49Tb9JIvI1Z7SzA5yGBioUcnZvalHL0+dq6rSGdXozEICdbMSrGU8Vjf2YRgeFmDVlY
xTg8wit3Pe9UGPDBB0FGPJOOuFP209DziNqdXI4aSTaW6N6RsU9l3XnCPiLAsAMDJ98rpPyBHZGA
cN1aKvfXjefDLNpEOcR7igFtsBXFKfZrjMYzLKP3yoFKk0OlmG9cMunhHmwPtfS+8PaosynD8mzS
ENd4n4ZWjdPHufvPEH3e/D2N9Kv4MwnuwoMC61D7GvcIKXy0NBwUfKIxHTywgCbRJNV8r8+jfeXO
zK3bx4ZS2mhbKQeoqwonKDu8kGS02WUy8E+cebU01Wruml+ge9F/KHw4etv/3na7ka49EePO4MQV
tRtVJHNB6kn06hCuoN6LrKaTFMk3gQCRTcWjiFGwXZ5xOsBPm28nw/ayqP1Fw+0/EjfKcJWMX8j4
eZSgx+NUmgGdVuzjZgeYQMNsjwwpYAOvxnSPDtf5tqVTmUTz7FSOzg9lF2PtrNEqpj9EpoMrjqfs
eh74vOOwdwCO8pHD8g0Z2A7Ds5sHOYE0YHpHs1DZ6+fkHiFNNJ/PB4+V8X8mHl2qPmIynCMevZuT
YA3lsZTfYy63334Twdvi/a4ngQaVJW88huxrOLNZ8fNWT6Yy4IHiyH3upussAtuv3MgHtsb58aSn
czeqXYhmvJa1iTE92ufgohxlZVFkqyYQwQPWQjTNtSM/U0cBXIPFXemdWgEo6Oq4B644yjfAWJT4
+51W3JO35ixsvADUSy+RLbhsEiFpL3eACA2xQgaOnFzv4xqNY6esbcLYY7LRT/HYmNmxMam7lU7b
SUB9F+cQ1X3PoLKu3MWb5VNytoOaO9YrAV2WCKQ0VRqlT014OcpVqpbpSVBPSNehOrcMSLp0dG4E
mVVdRngVy6pb7ELB25F5vmLUwSdjZd/EUY6iElPQktiDX/mcQ0VJpqPadIw3tfBl6XlCdH9pmwa2
LO3wBfCLtDa4WUuX5/0KBX4Eq+LGCfNS57vSwJ4yU0tZ3YN0jFdEhOmgAENREeuVEg1fGKtz9/Fu
vM7SeDnu6wqAI6xSzzbKRoOPNOj/Ndw5dxoJVOaSSys6zsJpjXSgaUfNny3BPLDa9TRA/l/rLIZz
/drzwREzgwGhCzY3GIjUO0Bkhkpmz8z6osUnST34VmKxzO2xlQ3YJm530nTjSVJWd74me9e0Wz+4
c8254CwLaTGZnWHa+/G9n0RzuwWySZPYQKUF4oGKMWq47DfodaqomaspdZR8mGO7clUBjXZKTUng
q72dBnzM8CsHFcuLSDKOCTKuuNPgCqfKmhohmeeb4MQZqFjWaROFaxLCSOIRJ4bstW1SrXiY2MSG
2L45BQD4f79yi65UiZu6eFldLycBk9By2EOmi/wUbSeF+uvNEn24uFNzkXeI0GIyX8L3Al60uuGb
ZwJNZTbbbnAl2Mpz7Y26/qQGrlCXL1x2ww3iNMP01DKtaY38EbO5GhazICIDaFMfHF/7zAHI7z1D
rObY+QeXWl06ndXs733kigz903dCX3ihzZhLqPMjv0Byiek839oUGQEgr5C+IG4SxNWXaSGadhoy
QEx2GW/01oiNLt2boPtMv/kSLbGrF7ZUnFkFn3Ipgky3yYxaskoQOVl6Kl07vJTS8yW3r0peG7ls
0EkUv7rqUQRSnWZjUtOg5+/M212KNwjQPxnUJYO81ok4dc9YX7pA2n2KV1FZA3FHTTpMGr/ilr/B
l3cDXpG3zn13fwISilvUsdeKzhU9r/T3itRfqjW5Aaa0m7xJTX2ElmgvnWQ3E1f0DHRL0fX1jn6t
znNxTwCX6Hz7RtG5omdFt+r7238vk58QxLfoX35WfKYz5Kd6smUB35uc9icAjHtjEsiJ2DpgeE0s
SmRkis6hyN2wczWUF0wwvR7sCdXlUJZFvGC69kQnpMvkg4M9V1PbTmDkjofLt0YJmUBDjfsdzHGt
9z2lVej9TvV8U0uSq20CtRJAtpKid4gsb9enSKyq9bdv7qcQ2tv8lJL/S377HOE53/0CV0+y352U
tdsU5JI+XuqJTxiaK2L9EiiNLi8tfBF+Ak7TMp28oexO/fezeU4xuXiGyBzPL14ixl4uNhk1effQ
YgNlS7KU2ekZpGlXNaB04hSMc8c0V/3uLG9npQ4kzshxRQzKbuI1P+G1FtrixrKl927MRUovNZxs
5+RyR4ou3W+IBnaWdMfBjPSOOrcA13SbOXt55fqPmLfzpmDQ/FwyqNp4rehc822sbe1vFH9WfBiO
CYBWbdVXS4mqvDihK8W3NxqkBfC3/uVnim7V96CuPV8ofq74tuLPiv4VnasNUNer79U++AivomcB
mFY46UAb5JqHesg8pvm5evRa0b+ic50uAWAFanW37iQKLeh9xDBtdegiLdH2nkLDIJBjkinRmevV
UudJnJnSIAbg5znW/Uf1iO8UE7jgtu2wWtZLgbiAMaplu0zUmymQrRAoxT9RBwcXbKIGeE3WLvsX
8L8p6OliQguQ88mNm/WJRetWj2OnMPcTkomvEC4TIgidkOy1WnSKPlFPnVbLXWBfkECjTca5JzNt
d4Rayt0qsC9MQRfbr3VrhUNY72ENLCFqn5w2ebBlYNVwHA63Km2a7uHcNRpQ/1T8auKmnOouQL6x
cSu8i13JteFvvh2V2ncll438VXzsXnOHM72/hoJsDJ3oFAVbX13B/l7Yt4Fz5qfUZqFZ1A4lN0DO
Kj6m+JXiS3rfKexja0J+SXGZWsONK76n+Jut4EEnat+N/5CZAA21XYb1vFYeEqVycCE792zmQiTQ
8CJt9HFTclVi0NCFOhs6eXEGDVm3F7ul1HncTLMAKKowxXWpRfBj+hVK7CgCRI57FFSdjw8gDS9W
G5Rkl/KZ/KBHiE/f/G0rQR/lTqXBQl0PNVpPCnpa0fMJJtvZdI6SIjl9twnsAuF0EuRx58xPzvz0
WItxt6+6kjRy+HvWJ86Dq1nDF0xsoRzY16jtacctDu+UP1vWAH4e8x1zWE7PicXarAtEuE9r82mr
K9fQyksRpX+aISl5reRyagwZxTeY8HGizGL++MhRrv5v1lrJZSV/AbJGtxhRfEnpn9I063qHvoWG
WAyQKS+F4lfaeNeuiOWtktdA+5DFotYPb8AEwloyCiV/sc35l4ovmRkpfVL9W8llJX+pjugrfqWG
rPRPE8RQ8lrJZXBIKLZS5UtNtzu9ube0boFENZ2ruSm6Vd9vCZhYRhXZOoXPbv6ptbJhddXSp0C3
ij43SrvWcVZ+BsuqtGmg8zOgW/h+Bl/+Xo11LnPTvQs3DVHTAE8q1RrepuhTjbBI0c0nW6o1iOnL
TNE5gOefT9T3qUCzFb79lKpF+eT2RtG/onNFz+p69X26lfJnz9Bqlb75//KAWsIowLDr3vs/p3Uq
o63yex/QarsvQz+PLXfWz6l4gPEL0TpDTnYEqDo946IWDcb/Keja3lU6+7q8lS5Beqv1SZ91fzPY
UlLZWcaeUtJd6Z9KzzRyXMllZTcp+0jZQUrPVPqkOfaKoEDOLjHX01H6p9IzQZ8Epk+V/FV2lrKn
gJN8+wb0z3l2B80IEyWXtd0kdLvkW6VPKr0R5DI7pYbNWYFaAvubpDb1ChfKzlL2lLKblF6q9E+l
Z4IcPyFKLnPHhzd6yuc14EdvXooAyl2ZI0w1nT/XeSwCpGuu+DPXLEvR8+816aRn8NDJS6z4tmV8
JdCzTzWT5Ubx80TzZ0X/QOdSqOvV9/fnfzC+F8VvFT0rulX0uTtVql9y91MXlE5grcC/sVrZpNTp
K8XPFStU/FnRv6JzRc9w/fTVy/XvwnZmm8AoFqPwdvb4zENX3tHJrp+5ZpsZ2plHPtEUeHpsDriv
UQSvSGYLkJbae3D0lIX3889g3k8137wnDd1Lnsi94Xdnwiidq9Aqz3arZekcSJLN2hnjLFjoBiIA
yTocpqUm77cXkM4gtSZ2cuwub1yqnLi0/GomUXFSd7Q5JOxoDNI0R3KOZluUrE/U6oCrCUEv17L/
UbegzknH6rQbl+iVF5j4tmi5W6Z7N2TvFWm1I6/GRgpPmt8cWYWUud3EjV5zjVcdFNXkAThE2Jtb
MaFpQCUHQKP7YjDKRQ16W09ZmsW7xG412bgsTrNqmXsHCZKCJT0kWPMhcPdtZO1wzVDhdWzhWgPn
CYzv08GjVyea81L7sbgpBubK+gtBeZ6GVgAd3BSu9xrQ/TL76qVu/XSDMhsCwNJXPBENniI7UqOs
o5T70d+70Sao9mb3z6v0DrcquF6ECsIhUTLRdtTXvzypNYQWIZPBKAzvcUkCxbqaRMujmW2WOjTi
ylW8TuoTa0clXXMBQeMuCTK2XoPEdhK1exUhuwVPsP8vioeZg8efTtw2Uzvw1dq5XUHTBkcgaP1a
9y/3EpvUtFG6XZZGx8YBr2lUUA80hBgCmE7qNRFkAa4CQKpIK9Gd52BffzYz70uh6V0CQxHkg64U
vyUBH5sG7KsKXHS4ufp8OPKH24alNMmXLsDW2EbSsQgtmN7LqNlS5vbRyOuuBZMD/znRZqPpKr6e
1KcyRXLl6gWkSz11/c3z1I1yHndGmquNycEHMUXlJyeKsSwoqiZbQlfqeySAzezWFaAgZKRUFk7C
8/K+kfCZhY3rlUlJhMa5fYXyZbKkLJXav5DIUljaLjxMYmk735p+CYX+Rj7RAB2uFL7k1uiDLd6d
6fZ9OmxxjvJb91b1rHeT2jXLG2ge9kHTZlRSEITVI57DzeWfo3UqxHRVmJbqmCsOLXR3z+qqkjx5
Pb1p7EQSUkN5AvOanyD2WjFtjlK6NCLpBK0NAAKB2W4l5t57kZHbXOtBBsaCkASlpfbBEBpkdvgW
sTu3+5usfvEscJicDGZk1Pkk1AZjhb96ZvVMkNdGLlPDx7gcSu3YBtJGenMyAdWx1KAFXl4jx9/o
gFJvMtwMfVYuE1jCPwtF57fu+5W2K0nwXn9wW8nnip4V3YJllRS7394aVGBxvWTy14rONT0z9X31
kqErvspX6J9fbTMGno7MKcZX7qgz9Uf+CkRuVUL5WJkp7RW6zcJKvUSXis6xplv1/cmL9wnAPX+i
FpTk94r+LSPBLMk8k1FDqYzTPjX55KRO41TK7DK1iRBViu5TdKozsm7O0eqkarWqx8j7STjXGXUF
EBvPv8nRfSEztHld3r99LU6kvNqJc8rOsLzAqNou/7x4N2fvZk3eO90qu4/MEc0KUvICfT+BthiQ
djNFE/X3HF0rizxB35Tpd+qVq4UaPL88Kab3N+nTT1BRvcTrKdboDUD1mGyUhKmSZIJ2d0n5NiC6
trxc9vNBb2dNHfN1clw+xV2yt/WfvCWXhbazmiWALn6u7aaOymnaIdx97KbSdhZpigdziFenjg9P
3BWGCp4Fcll2BOIl0yqeon9D5+b6GaoUf1Z82CSAAd1qd5eYLiteKr4tATCDKjpX9KzoVn2vkwxm
ip8rvg1pBfLXW+DYeQVg2rMdHPMzxYcpgGxQoFuY0zvNc/55hBztOVOh0afVCEtF/4rOFT3r6xWp
2PjywrRv0vB2TP/w0y7lxvXYVde813NSNrvSiKCZ5al+lEAs0eot1m1BxBaM5wQ879CntVgEZV4T
giquZclcCrD9b7TPizCBptjiPiX31+iNTm2QMx3Q4OD1eE8ZFRkS7BsnQzLdV1mdrpx8eqJT2Yq5
fGuk7oxIwr5C6A1WcqncvUDfbQP7ogjYMh+0HcpIS/H52Ju8VhaNHSHGmHYy0lKwJde5YZAXekiZ
1AF1+F7pV7ntENLW4DRDnjVPnL8u5U7NUCNdptYkq+w+tg1MP+Pnzn5LXaLXwp6WHfixNX0oPia0
SFL7rvZXBmIG/ne18ydQ7a9uWahD54ouzqlLYxNaJipuWebQA/17xa8UX9L7bvZxjqyUKZstFtYn
uvGOVvOLFbRqITNtIE6M+1qPX0359SW6dBpXhta3jranTj0gVne2oJkmOHVpr4dHfaGUdmn1b6Wx
3wOJoskpEpM3XK7DDH/+FJ49SaVI8B3JG46yxG0avKY6QzdqyvPZ9QrRJbpnUu3MTKLNi5P3RhVJ
CFevZqdqkuUpOpXAUr5S16vvwdc8e128TJT18Gx6yS+WX0ze7YKtDJ0e99ovZI+wtJu4Y5aqn/XH
IsWlf2LZ6vHk7WWwo5/22X+89eXWuO71e3GIKEHw+sSaNJlpy04R0QNVdgQ3BnQD+tiazdMaVxDk
L61tOan0T6Vnci2v7/V5Sk1PD1KGiv4pqeUy6Lrn1uJXu63kL3LpZIovKf0T9MwEKXkNcnm6Bf6m
6HSqFWTDHO8LJa8BQgnUdFA4X4NdsjUJdCmABJrGJpXiS0r/VHqm0ieVvFZyWclf2NdCvesrpZfq
EZeK5pW8BrmsjqpS8tGbXNMtNrxLWINvDeQ6UXSuhnepv99+iuZKdzgHRYe95JeopvN5I0FO7AxE
l+6bxrUimQJgkCQ8V3QO9Jzo77VWB2raird61iHTw4GbKHqp6HkNLPv1KSruP2Ors3QOZ3GNFwjo
XH37MlHfK7V+9uG75ZML9eLi/ntF/4rOFT2r69X3KCcJe46Wr+e/+2+hoyFPfNYVTOFDYKizgJvK
wP+ZocL4hYx9/VwDz9m7IiW3OOl14mLXIpurCWPq7GtwSml/ptSkssQ64yPRAJdg/yLvQPOuZBtt
1/7PW4EV17rReLZc29dY2cszvb9Tp0sZubyBKS/vApF0cx5aUmBnGXtK6aVK/1QM7aeWGzBlNyn7
yOQxKn1SKU9KLmv5K5U9JQHsnSv9U+mZSp/UJrS64l7ZWdqeAr1U6Z9Kz1RyXMlrJZc1j1dHiis9
U+mTSm9UclnJX1zXXitLqQQ5sbuDfkATCHEpO0vZU1TrpUr/VHomyPGkUHLZ8WddRHMOm5trylqg
14Zu1/p/ZVZztpnm52oMij8r+ld0rqhKXT8D4blT/FnxYazpGeiWozmYO3gFQZc3ij9rF6imZ/Ur
08kF5XvFz4FvK3kEfGin6VmZne+l/KD4s+LDit8qelZ0q+jz7MllfsHEJ59I7aFUfBjGqA7S8rX6
Hpan+lbxc8W3FX9W9K/oXNGzul59f07/n0fHARgoeMg70y33fU6PGsYAFExx8shTHujUfFwf4CdH
VRulQ57AzeNOed3vGs2PemB+5DD6Q0hUnRyu07ppU+PN+xzNw59iMDLykEjmQR/e/7Ibpespgw6y
HSY16lzsQh8/XPnYE3hsXK0t3zCdjYhrzTy0FH/wATYqcx9lGMxAPRu/AAhfuasOj68Euyj7+TE9
ChfnuObaA4G5dAYHnf3EThnjhzbwHghyUPzIgz/uAD3RaciEFc6ukbQwr/j6ODIk/aXM9EjKKR+w
A7LTqdvj1jPJO5ZVU9SLvdvk602oftH9+uSQ1BHcL9ZF/9xwFNJb2leLPEMZ7ZZCZXBLL50Q1M/l
H+fDQ+3icDLxA/T1KZO6xV+r0R6mNj4qOufXU8Ql9wln8/MBBdyPhZvnvdZKl690yzYZBAa1VZ8Q
497XqpusHuPtoQsWH77ND/tU3BC25Nk709xwwnK0clunO5YIqt2cRrBUsk3cfYnlchzXyf7Y0l7Y
ttayEpUrrt2iMgzXlg231U60qRnv469y6BgYL9ao4lfXwRIfcnJ7SGzdXMCF9aS6yIhJaa50Y2ZB
hPNUtIfP2puMH6LKfAS256dc6dHiKdZjpORpnRnmWJHO8D71ePLy0QjvB8Fe9gTw1Ii7BFnUnMo4
d3XeUqJDGbq98k6aLqo8kEVh5D/MA5F7d5mAkBSjjY3HRSGVDchrLZY6ZeuumXpaBqVw/jPvGRxv
Dt0E96tmozTRvzW7Xvk4RFpVj90NYc5FW47eNlXGMlCP68ARhtyL+Ml8HNEelIhIcJtlyENe4T9T
txQzbSRWLjkBw6ri+AjYkHywGyurv7UxIGTENavoNMlDeNtx8kn2f3M7s5U7hrwwEqXNkOADz+HS
dr4QzeQ1MjyXo3BFMH+Ux9QLqHe3FKk0IggzUVITDBONF5BAZVL/nBb6FhTGZhSHJ0rejmTH8wco
FYfuf7N+qDLEiB0klqw24AerBnwKcBXmJoM0Yjv3Y7bhMUT2wXATHiX1zBRlEhvg5ILP227ZMniN
LZOhJvsvcegPbtFJA0l3QC6TilSSjVoNcuQ6yZ5vCxMNvt1Y+Dys5nwKNgc5sUowvhAdctJMnlZ1
RY+OI0k6j42kqlPZZGOxO/HDrBnRtKQwFaeXWsfMKsuPZVFJbUwvSGPIjb49ktAcWpgR3OhdCDH7
DcayR/ywwJ31IPwXfLT6BvPf+XHcHU0rwWcZiPgiOhj3gVbQAo8ZwMGb9msXEdRn/ZwkknGFG8yS
9zp2MjxC2OH2BpQj9EVRd3c6YJ3FwxRPj+l07hYm7fBd7B88PsoxV3aIS773OKYP4/RFrWuF+9V4
bxluxGQsrQ+5eHAwCz7WcsDHedZk78Ny9xxCwvqOlugTBxPQ0Yz1o33q9K800HxbXtJ68LvHV4nl
Y+iQeL+mEiOcp3Xf2zbCcVANcZAhUO4doDyEFETrYnE0+7IZre8xbiP9kUfR3x/HpnjUj126z01z
SSmx30niN6tEXRgAD1d8yZHnPN7gbMQJ463xVwEWQdN9YdKJbF/h73uGyrp0S9I8/3HPZu5CuXLf
WoVZ/VWUUZBFSo6oD2zDGYIcdMAJEit3UG5i548exxOX/IYGoc79yAewX30Xj220VgMHlEWDb5Gd
RV2mNYRgOFTe1OJynfR8Z3H+KW0wKXmt+/iZeFaZdOu1BtorWApwLO32uTE5EhnBhx70tJ8fVtHZ
C6DORXj7BAlxhkodminBcISBbuwIcLGEcq611klw1uaytEtM7HQbaRlJCKHtcekGvd7g3XNe3ztc
21rZBwkoNwrJoa67wXFzd4cj4ue+AT4tSSblhCAOBasAF7bjaCep255qySy8Ca42E1LD7pAi8tkF
JXA2c7mGv3PbIzywqTJZt582NDrSK2llQ9Ln3UcLFpm1SuraPX6YSZMklJxQrKvPaLrKMWSjF0qA
YahKKMAJZt8nk7wZqAukXfC1FJITn0AsmoQWqrJbkx92EEo8NdWlXZQNebBsMyxFTGd1igsKycHn
mrcUgHVbeXQhod0AkiLCICvYzGJPuLUE5xzuswhxoP9UGksX17/gEeoVx726TYveOjdHI3qgbGP8
boSemfuqWkEzB/CEaBfINEcJaZY4H+qfqTd9qgbPdGbnUD+ZdoshPuqNsv/1Qs+PnKCfGV1sY6ob
JLbVyajEUAOrTslWnfYM8J4qJ2dYvyoicbdUqcKJbdGSSR7MqOyncd7yvEXyC3wbDIYtSOMciSix
At4ykfe+AXkV2JUmeMICcb8KOkzh1okijXyMD9G2+ZRmjzUNsC2i9gyOEcqdlw3YDvHFRl05BeTD
9gV3TY4TjmqyTxVhXUZtX3hohO/5eA9w7ELxrqfUNjCqww5vHPKccHWnrQli1Ou63XYdSxmB8YL6
Lg/22d2Pt9m6zh7W3E+xTVMZUis2xA9FtheK71/winU5izzfcfcrtgVsUla9p/Ro1wfpd7hRM6mq
gRhCwoTEpuu0CpwILeOq5dfF+z0eUpcE2iUY7j9xnPuWtvLPnNsH6XxxES0P7nJvyHAMIwGu5ZBd
R6px7uL2LyPz2EWfSCFiro0A44OHIgulmFDrn6cWe1xvi1Y8l0bRkkXVA1VNIFSeu82xmoE07CII
tEhQ8ZSOh0XDfGwMM2kg49felBhtEo+bsnOiSqqDCyJzIog5Spqqr/Tgk9RLJntXJvtfJ4lx87Dg
GyPnJg1XJQb0L8fYuGOGuEIdCtVYZWPYHjOBb/W8xQTqhBjRiyzVwr9LjV1B0okeN9QVUmKwH4SW
sSRIG2q9haSeBfiaU45NOmygiAOOmyKHjYtayE6JJAIju5NDCzTke5ctTrTWFVHn7LuRvhXWfMeA
YN3068ksOI+y+S4WzYpFs9hFhvOAN/UkOvuZe/71CM0B1eglfqMik7X/s+piw61sWNpPpMtHcpmz
esXa8vys/0m0zQo6htr1jXyIv5P20/GYKcdgNrMyGFDWzx6aM+H9sZJkjDYUNa4bCLEFkXc5fs6y
f/K3wqOoCBd1jlGbIi4x6f85UvX43uyuYQqg/RMc2OZd+xq/Swvq42a8eY04XNA/QFEc8A0SdESg
iwydlDIagojv8e4LWzJb27+NwWC8kUMbT46aOH4U9uU06YqZJiQ0ICG8X7kl8dvG10565d07TROD
Z9z9mfSvkTyGsqitJggVBVn0yJZ6ntiIDtxJSfvtioPaBQqEHzJF3P4CMFZ45BgPY1Phnrv0NABP
WTkeHzoiaCv3gNnvRWTntuJMrJ8/nLpXPOlPWhBRPHgb1NSbuxYWjqNYusZRs56lNNdftjyKoltj
4YMsPOzj87TnWODoj70ZFdh12u0krNOmisWRmDpP6WkPGVv/CaEBxwOk892QK30/kxlvBydO15t2
wCxJPy+8j3U7xotvqT3IRWpzbE1YkPus4GDYvr+L5BDigJFPXZmEVNIESyz6easI8VLaqX24lyOD
W8oEYFjtxjDWq9+HgqC+7lJ1PghgQErOqorb9GuJS9vyRj3nAsMjwpy1U+mcYfoVztcOME4WxFDo
Rj5Vx0RoKyCG1Opun3Qym4p2Ou40mzDt3VAi3JNrrGCJHGRP+ETptEFdHAt9yTIAkpeODQChVmWf
qdTuV5givnVuHBKafuNSRfAg127F05R4gFeUGG8l9cuD7bgdk5Wyn59jl+2EU+1bXle1/3xgjDZP
HzcJEbdLJAbkiAx7FdD2nEm/Aw+7BtlJ82p7xjX9iVbuXNPFja3hnVBaU4buZHG4b40ClAgKQppj
crOI9XuKsRThCBy3OqnTkIj3DF4KVwqEaxpeo0bHusZ6k0buu/ANLEl7Z9gYJxzxR3LEZ+7uOvFu
cnsuuKYxoRkUJlz066DAeojU7Q9cMDi0+AzK7qSLu9wFfgnRRH504lv0aYw0ODl3zj9MAs2hRdhe
yfENI8rIbyOCW3i0uIbFLtzbfckP1g9ik5AzGTAZGlPXxgnKJxJalshgzKSfc9277afBlVA0RGsX
YIG7nMf6cxO5p3iDLXVLuTh8awodN1IswpFWtaLV2t+yqZTOEKCKSbNowSuyQbuABPKANo9B1nE8
zSZWZVRrRroURRa9lDUvPnGJNDZiUNR8gEALBdZMpw+CcTAUJc2VPqC7/7jwRMXAn5t3qiKyLXkk
bsJS6lQK35nYnldh94B2nUwzEjHg8Q9Uf4M/VsGGFeqWD9funGALTEmwBu5trpr0zF173ncnpUjc
+dTLUSjNZSF3siOYkLfITouy7cI5xfRPW2p3QwhpiEktKjCaire1FSUksi77u7k0hXHxn9bQXfhE
d5k6pYBz1uQ5HwqDxE4GZIZ64FoDRbEwUULtepZ134Hbso12UIJoGyNSdhsbpGvKuF9I6DWslG7J
FevapFrtOhNVpu/acKWAboEAXNWwofATncgsbDFvlWjVjTCl5EpNNoLMAX0uSVxjhGBsWKvCSVCY
c4FwJYkW6i2WH/535VQf0wy58JsZlNelqKetKdHzktbxBk/IKGARLvAbUQKOUfZ+Z2AY0yRnGcCr
TJ/QMFdDLszfJdLVXynT0pzIINlMPYXI0w4Vbm3Gk1S+yEyNBirLJjX+oNnmizAfwJxAWtpIrD+3
U8eoSdOP173LvD6gGSxalXBcrCELbIuhs5ioMIYkL8gASlmDm0iXx6eVapbMAagO6xOYcO85mEH2
VNKpbdEggAZu8EmYeK/0/rXB+6Q47FGou9kI47nZIbI1ho93jBMLlodJYPK4BVg7rHu7FmeA2a1Y
yJsBT+C7Aa9j/08Dmrp3EXwTgVMdh84x4O6rehxDS4RW/XpfIY+Z8l3/Im5FzZrk6Afy6THDiMfu
7dI5Ou+767hg0KIfQqpw+rw8xCsy2srcQ2xTd8tt2Xfj4KD6CbHoHwfh/XtwTBGKpOSAXfGcklWD
EZAjxjEd66t9hG0+6uSTwufCipYuII6qhuCPja5x3ONiMvS7vNXeXNJBfkK2UYNGvqvq8ufXYQrZ
pY/Rw87lSDdE326Lx1nWgbfh2iz9MXxW2hbHXUhgA4XDcmgN1z1TFl25lmPOtjiK5mU0CqPF1diN
rM3AShpsW9GUgyvH80R0gnb9vHDjjpi65roJVOLy8duuVRl809lqV/bM3WeTtgA90mZvHfXi55Gy
JAO0cByozbxnPzayV8jtjtK1qn6Vg/Qz9aL/7cxCRNcZBJ1PxuMoSm8WwT0vlc77jgZri/oIVB5C
2KTn4koXQwmx054Trp3wvL4hrVdB5D3aXtV+jbI/jJmLcb9iUB2CkFJa0oknWOx6WbMo+nUlsGh8
AlurjdoxbBynwmQ3y04fnLVqDhF+ZKjApneEA1fS0vVd0v1A6utP9sGcis4vaF4ZQSq6BezhaSYS
RR2YnX/sKGUpR1NZZ9/iUCmgHceI7N1zGW4J7lbsySFwhUEOgThKaRWNf+EBhTZcQWtnU3y4Li46
ie8HrOxVpDE10BI2X16G5a11fQBvzLQYJEOLeCYjmzZwBfLd4buMotzxNumPe1wc2XbiA4clJObv
O/sHtOOQTXC7rQu4VJHxXjTFsYHWN17i3GVclW6J43ypst9kiNUh/947N52wtb0a7ZXLOw0Nvtsm
FeJBL0TrtItmh6bW4H1cI660jYPDY8TxQazQOxtP7Amuw+J4hMvL0zlrUoh2f7c0tY4mQrQraiZ7
Zip6Z9YBqz+Q8asDEjp0KJtQS7IOjHfnfewT0HG68kBYVR5tuOFDuKYzhs2/Ny0XLA4KZ0jPw3Fd
ASdjjo8fPHgydl4HOReGkmfHpA3GhqXfMNEj/9s78INBk5rXL2jd/pVpPYHDSTF5AvXxMgER0jWt
QjEgENsC26hgrUFg3AJg0LE6CtKC17TVZwVKfKDTY3jXMUoTG4VltaC2J5CawC49zCRnHHXlqVj+
oMNMXQ5y3k/2ZLABa+8n7X1FpQECqEk0ICH/SV1FmeZoRXiXMg+3PfRCsohu3Zgrl8IiXG6c70a0
iyfiGjwnD/NTBSRpdrOQAw7dEBgk7HkXKgNxPqpXPF67P75xf7yK1tz7jC6jJ2/cqJ50sYPWxUkk
pNbRXYWdwso7MWINMGmnVOy3cdUKfCBtrcm/3VfrQJsisoclxz16+ms62xi26vO2g9vYhyycNlFE
mvPSvdaXOG8iAkg6zsvW3d6e0NZtS4aqtFk3TXpOt8523vXRYRERm+wniQ/68icOzheFIAT+pcSP
p+2skv2u5bVPOxFt60y4lRI53zLRSaMiZg+egwzWS6BuXhAwQuO3EEKExbyUNGj3qMgRYb1CpSyD
7RnNhQp6jGLScbHbC53rVmhKaLEiwTs5xb5DncZczed08fA8NK4hAxVPpF8Wj10FeLFpvF3BsUrd
3bGvO/FSppmqIAdd9012HqTlEWeOQAqCmj9FeDIGPxxH/paDfRNAwvdw+wnC9/3PkR2McP/aDkRh
asMZS0zGqlEHKqbYvQtHITHdHBTWXZvOPkLTyFfJ3CqPh6qq4+ZdHvqd49ilWwLh6A6P8EmXe3U2
3HGpJyRs5keaMQjkst7UYFaa1ROdNHIv0LQ2aSHlf+E9eLiWgyb3rXK6REnhbPhWva/cA9VP7Arq
cc71xWeoOHN3+cU9sYsDCjl163UtEQuWYKV3RRj4Vp2dFxaPrAKvqu/KmqDfKwKzqVHcOk/80l27
17+h6BudzeydJxzHMSyrnt1O7Mn3fhJfcPVb6FsJC7h7ifALeEIMA5s0JVv4/N+7vfOEuNZoT4We
OG+ena3zBXn/zFZrFTxVVzLffaZJiImE/pUw5jto/C1pLf3U8ggSUEsoHlO0nVkTAstm5dR3OiXw
HIa3+STJM8Qv9SOTwBid1x5gbn6a1FxCLNvS2AoB7o7bIhA3ZmQv3MUz4Nl4il4/y1ChffQzyKvk
AALmDuUHaHsMnSbfI3mXgd+lTpEVpudqTWSm0uIOVe8+oNUM8PLzHEYJUaqd3a88QbsVEGH+4T7/
jJmWGAA9JdPUJY2CVqYFwpUJ9OBSb3xlps9xQ0cqZnZF1hTR860y4/y5uD9BBqOPzZW6oXMEl4ic
okX2be5MVb6T6IRq+FX9elIJLkyByfRWlPMKfVKZw0533MA3WqqAPEEJ1MukskXT2y30jpyQbWGQ
8jhNjHepulHTeA0bsn51f/9XZ/TF5JlaMqUCnlPpQyPC0qI0W54JXOlE1kRt6QZ+KgPKPrfZRYna
lS9OktOn1Fm+vMhKWGrBFJeZ6rxH8g5dfFJelJBarSHQSyUrzzFE4mzaJIX/xJA/vmH362yDJsIk
U0J5UtX29uttgLbxdIPWmdBYKdwQ9ercOtKWp1Rw9X0+e319dXFO0mpniXKbudJG/YqJZlYmC35O
cltBKPAu0Ah0nisTpT78C4Hk4sK2FTFjSu/NxZ+shYSeI+SMVXL+hAhlXmTGjN0pwpUceyAolK2c
K16dwSKTuhesyfIAytgaSF538A1K9CmoUTuiNSZoHymLE2yQatTVq1t4uFr74j36nl5kZ0+TJ+mJ
2jgicloryrn5d6YOeqLO5knieNsudLQzPWODvQ40r3aaYjRLLbtKtYQxSd+6gAtNBS6QnM7wOdfI
ZYgmAJ1jm407+wsAQQCJDJhGWumsTssXDToWbTRYIJrD5Or4Ch2NgmbhakvvkEubL7laec3TOBaf
fV5mZV6qgQE0V9lVhaTzWmldzijb5rt3H8NIYBGmiUn3RDzM+J06ifYr3dO4VBSRAjkoInjOIe8p
d81JyFQRGNBGXgCofY7w0pKf3KI2qo7JU4AU/ARSSyutrd5rziVLYYoGyjfpPaZykhYbmry8IiTP
p0Yo7Uw34KTJs3dOMSfeTeMmWtcjYl0tR9V+pTPGFEPMAsmsj4NNFjjLmeIas2e48Pgety7aJqzA
sqbemd7l99yKda2TSVM8G4Y/llbuG6B807anVhgE6DnFtbtSvW73DL10IR6mW9WjQI3x7v1PnCw+
CziH1208IlnlVHBXeg7VfoW2jm+DG6ENOnq/dSqE78iy89EcbF/tgwtvA80BN0OpO2uGtxv0hKbY
zqlAT5U4O0VXif3mhJom2vDA02bMbh4UOLNIq6wirZ4FOrHwdT2aET4jdpxTzVRprVTIaxtnUacQ
mzVUh6HUHTo+BI5W2tRruUtGNc9ZGGatQ8LXetQUfF9w0xVanimOdcG/gEbWVpe4b+Yv6PdClGPh
bMckKJgStaPDjiBuZrTRv4b+5zMlRGENMaaBFxKiiXVVSqPedo0Ylsxuf4fFZ63LAs1IE0y7slnB
ik2YGFI5QWyGhSx+ju+hhTrT+kYE8ER1RJ/h7X4vNrXpTPUvuAYqqTGpFAFVOZ3mFmGTaGgi9bPD
upW+msEru/fSJga0AjcseDeTMgt+lU3n+9z9U53PZ5ih3Vvr0FUm7Lo1EaYWSG3JJcYD3vowqau5
AZKw2tqm1qcrBd0WTZ/ccE6sOzlRoE3UWi7hAQyLFThQ3K2EQgACA8t8pXQ812KPyUY710IiX5yM
82BW/JCYXCja4F4K+lvybm7K+Azwm26yBKU1zEwh09ZkQpXSye9BQ64qdAL9whjeRKsjTBE4nMpb
iIxjiyiOabnVrHELxwu0mzxZn6L05hmVZyVRUkwpQ8/UDmyQVcntbKew/fyTbC7cbnGHlIXrDIVE
q9zy3uyXRRaDyhqsH8jr4C81I16fJR9M9myCHOgzo6623Pg8X+uwrGHc9qckZT2+gi3RJpa6DttG
kurNNNHRzKdqHPDE+58p8S8vztD89o1IJ2phUlE53YEEXSLhJYsPeXsn08hhlTgWn8uA3RuSmDsv
OmPkhY4RfAN4q8oMx87kolxiAu5TTCA7HYpu1IhvQBYyrTAoaxOvgCZwE6wYTmz6dFZSjW+R8q09
CTna6ewRpZtgovc9u99OJ3RKzt4UFT3XINxlOsO25NYLqQw00cTir6PUw6ThKLsOZXAumPRwaqgQ
xJ4I6eiGPZ09VefucvXuup8driKxu4l+SpuOZNIVJvCk8CzgGUUzMJtEb5+glrOw3uer2gTudRV5
GbqoDXD4PAWg0fZnIve7sWn0rs6Fav00k/XAJk1+ySIezCIPWtyVmA+4giNlqLA6ktIq22M8ca/N
hryOsl9ytPnqRbTLqXv41O1z1SE0ZGt5cRSzG3B+smgYW3fL5rhilt6XyQ70MxpYRpbWsRHW2B0M
wUa5T8ePNMftBzIbhhOyGh/eHowBDfwU5350pvLQsSQ6qqYmuoaQcBCia7R4IM+S44eBnEG2fwO5
DB+3lwNvoKiVhYitgqP+vYrWm+59Vddp8Inc7TbDtMY2DBVEihqtbWIYJAviiKM+I6R3IPUSkoho
iEaRZRRjwXroUAwSrRwbCuq5xuh8ZMTlAvE9QYyRB596LXjXmoHL6ChxPz6gi7V1wMWQaIROs5K2
pwdBzd4s5kFsRFyvZwPwgEkQzM3OmeMIsn/hoB58K1uq6xFwEw6UOSYxaeYVbJ0+4PUEj1Fm0Kuw
jiN80Dlxc3cMztwDT90RpNY/Uzfsu3Bv8Y6RJGBGrMmKnjtHTeqMXazvStH3vgdN0nRHtBbvzk2H
O2VAdOkkRZceJZuq2k734LvXzz+JtC8UBWjSSAOJo5wENaJCRts5bV5zz80e3ywiSIMkUjMKeF0D
CtgHRGhEapNIylXRCFeoohQ8Rpfds5CtZ2I3ZdzLywmh7RhnWW+KcMannKA7EXZy90BS2rsvfaKm
QGmr2wmpUaXrF2sJgH1ubQgIoy+euQTfIkE73aCaCttBQUpbH8rcgibm39qJV2U20yCJ9THpZG5V
obDzWWZb3kCyu3YX8Ftl6G3T/HUl7crOQuxarD2UodywpOAOFuX2ABAb2weVBuvkX9bubCaZsJSb
2srRXVXdPwGX/DxxDgaLsSTAdaYNT2kccCbNtxWGnEZnRl01a/dTMzoMkdac+n5zg8jiPbuti0xJ
K92hIXEiIVd2CCvsvRkxtlsDB2bN5fufXTauEJ0Eyx20j2gY06KDvkQfWKrTrykvEJu+w1U/anAL
hj1sCGZyKsJCKNpUNmSP/JTOU7GhWEpGK/sQ4jlWjcvSmIJArg1y8GXpH5rYIFEjyTaACpuC+zCp
EJlNbeJAp+CbNpWLYkzSBhn+tt4lOZ8znZFTRbLd1/j0lOvgDo43mE9NnT5G4NBtfq9/rnpU2+BO
kgejJ13+N9y7evbwYOSwA+5R9WRSQlOBALSkZQ9gqxN5eJNeF6elsEpGUoKguiW0pKTQfcDfrCIt
8USTvuLWG1QHZZY2KGjypoAx3Oq7vNzZ6OeuEfGlK6HVPwWtYx1GXlZXoFpU+sbUoo7BN/fBXRu4
q/TAgrTpGw5nOHfRk3sn5eduAGWQ8v4EJN3mlrdv39k1EmVEKVu3/v7EpmFMKoFIWVxDtUxs9Hvh
tIUUo3cabP00cd4e91Nd8EvQDp4u7xO7UEUzc6arsXxjm6XWcf0DiVYHd3NO24qDnHV5RbaWIE2J
t+J9eGu5hz1ab3QkZeYiaSHZ/ETHqZRBlFnJyydqTyaWDep6KzUMMdeEuHQZbTo8LFJUplq7DLur
XgZKIIpCM4612VzvndvuzN7b1Qw76zKJmOWJWq+TVt8O1UFjhKQoxqlgFu5N2EUiKJ0joWvJ8NRq
Ywy3NUZI3ZEJeltJ0lTC6pF11YV4D7fzOVRnNp7IpopwS5nvqpM2H6TE2bKhmqjTrYSZqlI5ElwP
g7ojAyiHi5jLWNcvdYhHGWRAgUJ1jVaf5XAkSlElgdjVFKw2GJ0q0ihsdIkE/UEE6oiK8aYLQlG9
719lnvBE5uvsH9696/Fj4l6/ikmRS6UmHOwbcpRqk3BPBbUIgGNqKL2VZaW6+kTQUAAb8S0h/UEd
kwG7uOi11BNZ6Yybum9AqcwMdi+rG2Z6/rg6MCzExALGkip0Ztou97pFC1Hq7MbkaLiDb4JKdAfK
0k6goK5MyksM2TIJ2xpvKkU5Rcn15VN5hVjxBp6SbClk4lOKFpUTyKnmvpgBZrBWZNU/tWNfHXs7
D+7LPkXokNHDvURTvckFczxnjSdq37bzHIZJTUGYvh6SebQTZUJic9wZ8tK6EQJiI/AInM429kwE
mHsznWGfLAjR55ySFJ2xqVrR6202BYFDf6dUI1KTpz5KBUnIDuHfuIoT3bimdhl4/lBHxBq7nxIr
1blvEDN9Af1+lv+DVIXJiYB4UwJCeJJ+qrOEKmPBWOk2LxWLYebZohIy16odTQzuK9ItDFFBkx2Y
UVArU4OJQgCMcd1lhynFVTJMri6f8Qrd4HKyUWyXVX+YYr1WJMsB/wzGP4XUjpxtv2W2R+EdNaoa
cfm0vrLQ1HJjEuhsWy6/8hzX4g1/8hzxrxbF7we6yQyUGM/7f8oGXV7+QM+aPy2O8h8vD1F9Xzgt
Zd0/sfJQXTrmKD1ae4x2N5DFjZM9Ee/uu066vbIcXn1+xPIm/R5fFgPmdMiEtpyY9a/i5KiVr6L7
PPlNawtpMt5vLcgBDVn2O4L7aivkcKxtyLTDvLdu8MIkJtP4RA0FCQaKK+RI9zJttjXpXyiR9e8r
GYiH9EY9CJYjTsZ4iiKPXqRLyt6wAD4qUvjCZEvgIDBQh6uS/omxfrYsGiZ191mOC+V6h38yFHWT
/by3N+6w1Tiq/z97b9YkSZalCd1Vd1t8i4iMrKysZboamkIEmYcRHhAQEOGRFwQe+DfzM/gh8yNA
GBiGkenqpjszO9fYfLNFt7tyztXF1MzcPTyiMj2b7jSpzvZwNzNVvffcc76zfacn3NvbZ/NxxGgP
fCo5TIg8SnCEtB+Tjrn/T3aoDr1LcPwHLK+/E9/ff9nHPjJ4U9v7bZT+cAHwZtqIsb80Y3wjmRRS
jvarmUTo+M54ueJ+GycnyaDqHrsc34Vt7uE9CPyzg6HX+0vp93tPRrpyF3ituz+pY+LKiQPr785s
3T3N+r7tdEeYZCe9/t7tjweNyB8BSNj9P6jJDopHGNUjfuu75WbK/c4+Quncbee9uydvJe+XqGMO
nTFuCMt7EyrE9BQP7BPHiI7gfbIBdohhm0dOqKMfgFgOPxqmapKDNC49CpEf/IZPMmdu6jJYVMxs
P4irJqdofKLkKF+/GxBi9k7eI9lyPX8syrW74R6TMgF3CCbV3iNT21dbczKlpwtOn/U+bJX1+4f/
wO7QQ/Xq6J87E++xgj1CPT8BkQFBxfR+0WJ91PT4PPBhU5O+J45OpIXfjzfYXe/Yayb9oJ7yB+3Z
QRHNoybE+XssI5tM2+C7wbIHmaA/U/38+a/9osL4w8HH/iYkYCF7Y1Td79Pf+eAfMqVu34f4WE43
9sC3q2ObSe/epz2Mgf3jO6LRdBJ5GMnE3MQUir3aA/zlbKgpdXeFGsYq/uXARnBc+emODPpxLrPc
n5nCJ+uYHZkFPwEDDmtIdC0OQxlXdG8CYBdN1HTP6NOj0lY6eP7yflmZJhTE/sf90S7umFSPJm1G
d23jIZPC0VCbbjWWB5rEj5oRFz6bfD879G4OJ7yYfe/rTmahePiTvF87HLuy/uiUVneY5TsWwe7L
WNdIyAkT5Q5b7i5Qkz3NfXSePZ/GuD9Ote2n3e9Ru/4uNeLvR7vTNx2S4g7lEUUAJdz7sfECS21Z
9B7rYvZGOJOuZpJiMYj7gFtzj1mpQ/tPh5q1B7W0OfbZw9mL77wF//4IyV411N5ZfTRj+X60i+5a
FB/5eo9tb+4dT0O7iLRIdwNFbzl6gzwaNfeUAW6s76y7+jK202ch9D6k5dxETvhRWJeGflM3dlAh
dVq8bxOmtyuDQnZ3CQR9TxB1gssp7woAmZNuh0P6JsnwGzokRPgU3w+BaHt4vIfKBnc0av4O/XNv
+OgOVUqcDLQWk3C22H9keq83cqclTywvQ1jS9AvjPWbR3LQSqr3LJxjP6W7yVXBM6F0s0u9VbPSh
P9Ggbow7+ir3gNc+xEx3qXhOr8IdssWR73nnLap9135c59mRA5vuInjkYMnGmD48wy3b+83s6OFH
gTw5MsdTazW+2e0v9DhAZ7OPiBJ4Y3zvSo0li+x+VXtcAn4QhdjTdXx3dfq+3d2hJkrukzZl7hWg
66Ol6wzxBmsn2Htd9mMgH92Deh1m6Px9sQs6mXbF6PtCprtddgdCMrFE99JHV8O1RhMy1hH5B47a
Hpp8CLFPJ2zb++3JLoOgHjLRBwXBo1Xw7v4PyWE7j2qj6QERnqZsinTE0e7eN3DtfpLfh8a4iHtj
uvR+M0uTibSwo/jsPbtA7eE2OTpdKXfnzT+uq+WQD3gfGd0jG8fNVB/VJvMYcHvcpFPsE1bc8xk/
ZBj8HbdID+6B3v84ejiVWoRatMd4zuKOvsPx3/bwCvLOWG+3zi3p2bnZPfDNP8gb/TFrP8Ev9DAa
+Sib/QH3c8e9dyrbscnExehBnfL4yIW798QSfoTm/SO+8L0ZnzsudJeTJ0fUKwY5oKGS3+9LYdE1
54XOHzNxt3djLuiOFr9jOylGM+r31PPb4Tlx+EYWmA8mAZZdB83kMVgo1xqIUrEmckrSVQf721XV
Gn8YpRHDewJNYI/DZuT7cQnWR6tS8P5mCt+PSzyuMzhhEz7Brgg47v+5PYLXV4N0Vpa88wGq+cOI
zXGbMB/0fMn7myf72AYWpAnQnu+HLDqOrJvhV90/W9ouh36JYyiS7pbLB+RT84mATu9wIq8uJbrd
26bdU28Djg/SohfJ5s4H9PfDniVpy6M7ZEMpLNtnEdkMoHw9CEXes62+A0fKBh9h68hI4dIP2z3r
Z4B5T9cnwwkc2+i6WtAp4UuIbvCiH8tExxm7IcsAwvxNUJd4gpSj3DExNDR473fFgGQ/uqxN1p+d
jcVa1j1bJ3oEdjsnbj+awOJ+HcszJ0JIK8YtrCJ9ZXgPA927rlftur9WYajoYxxGET7DNe3/JMJH
HMd5trBkp6wHjJLwzJIWOcTwWcq+Ttn3+NLZX/djzC/f2NvfR+RfJPJYu9D+/PStTZFH1cA0rKBj
gZIhn+QjEtu5DWv47wtG5MD+QpmAu61xwgwWPX+GXFyrVyWJ6NtUhwBiyMCYUIM3Na180Fj45dXo
J/Y31EkC/D2ajuEKA8joMOygo6TpxzYTNfDo8k3J/ionk3Hs+xYumpwW6uJudoHfkFp1OnXXvd/T
RAGU9f4TnAvb/2HlDBGBXK+B1XDgL+oFHCx5WiatHE4bMidzsiuVnBw0pCAh3ZcfkpEGW0AnTkEV
DZOT2K5zyw+uUO/n3sK2xJTFedI9Attzj/dba+k47oQeJWjcSPODM1tzinXQbBJL0cONLrDY0r8N
gD2ffIPcufx0p38ocjOaodrcTiMgd8GDh2yo6AML1pN3Ecjh3B0rMP9QbsIfOPayOycCHiTG0+QH
HC3EEGBTw1L5YDwpmW1S9LN9//G+jckeRLoi4qTuMo3VZP3dJHA3hilMOjy1P2QkA9nrDKyaxeS/
WlLqxl5VR44czInCHunUXh9kykV3P9JF4AQvGCqdvv3ehP9dD14/TrfTqFzOZ2RlBis/RkHr/VXu
aOjVPqFZOinSmJoSOVCK6Yn9UqOhnBg4c4IEFGNnWTs8+WoSOelKdsYiEDp83OxHPLppfeBw8Z13
jPx7TfjUNemTl1lPgb6iR8hP7k/z7sx2tZ88Ow7XdJJ0M8iBOcpJ0SFFEuhJSbUkUgzBh7sCBENW
uZeM6CgqdedrO3xh6w/fvOhaE4XLDmfXD4I+kDN3znfsD+M/u/FxfLcIs2Hfpx5Xs//sNYIKARKW
TEJ49uiHoT/ajXD8+D1sDGcNCZTxT7dD+mGzA8mJ7zHa/s7pXSiX3pnq3B+q4w4U2AHZ3NA8fJC1
Xkfk64Swm4F3eNIkcDhRbpKaGsgXzO6MjR147mCYmgMLHQ1faNQus7CNzKTDcjI1673JgckT7Snp
0Ubzu5xJP4kjPEPZdRPF7MldwVZG7+jT5veEXNxhWKS/vUBBSU/Aa9TXI03cSMf8SM+U3kMhFN/R
eXq3C/yZ6PEhP6pY2u3X8bDQx2ZsxJRtKFQ8hZJvd8NXfn8QWeh/Ga0nXqKmbkC+fqxIU0N/pdlJ
PX6Ppdb1wm4nRqeLQznaUxi2MTnbnsoikbJvxHd0mEJmdyGkfp5Ydy3GhrrsiNHdaLtevlvSFRmO
Vb2q7PPSXYUtxe5DJJejXt4cTs2lbudci0l4gd5dunWw1cpON4oOiUO/c63RBHifyjMwDJvmAab7
MYPc7DbRHsXNOtYO1sNarv1gZXrrKUZuA/ccnpGRT3/4m64eO9QFuUFndVdreafz2Db4vZbjRM+y
I7OdEsRPw/YFrWhonw3tlaq7XMTd1I+E/1te5KfPKnq77i1IvQvIejbCsK4pSu/Y67tM3KQdifUd
M6FEEVsKqelMKfXcdRY+wX3HQFsUo2vEz6o36v6oynRbk33jWBxlYZLhsN0efeGYAzqd6Ccz34XT
pxfd7NuHabVndvTDdnI/B+f8/J7ECiDJmyMd4+Rxgq9XouN7i+FWykHfjqjJR8c5hcPE06/ZIZw4
pncb32zSw6RJckcK8hDcn9DDvFXHoCKJkUeOwP3x9d2+t3tMrrvVSO8KEY6q9Nc7dGqWYdWj3QOa
+0xFNPwpPYqTjFw68kgf/Jawozh2x8Lhk6P2qpE8XT4QUqwOrdWYpLij4WUMcOzqufNeH9FpwPXu
gKqa3elb+Ydj/2PiwA554Y7dn3HT8+D7Cc4WD5pme2DBh9ETw9D5O3y+YXv4ftnG3kX4vbHkvVYb
tm8qHoAP2eFa6LzbRpq5R0SF7whws0dE2h8CC+LRgX96/Dd6v0s9/mUv+zZWpYWOzQ6TTyCrHCqi
xN2V3Z3MNwe/YWzEoPzoM0P8ZzgrGGKkB6tzb+IzCuoq5B/H+VaHz0yPqjOyAQyMoCiLkW30JDKm
0wCTRU9lHxhh701JxHcu7j1T3mgXW+lUrm+mudnowVRE31dPjgf77jmdh1P4+FHMqveX/M68TOMS
9MFpQoFo/U75w5SBuk9Uh7J1fGgeAld3CO0dWfK3H5E2Ert1PBigilqnGRapE8q8t6Rm9K5mw7tP
J87+zbCDmu3AyXlHjj+xnmzipOdDwRBYiatiT7iSwRCXQ3DgxZADnk/4JVqBFxqe2XYUZ2m4xNV+
SOd8sDh1SOuwcFe3+CXfbIa02WzADHp/dfgktjA0wdrZgHzc8Cc12e3NvqCNlmg8B5eaXKk99PV7
QuS+ZOZjJpz2X/jpcG+D9WQF64/F1pLLIEPjzT9n5K3Yg3ONRpJzLlf5wIywPNKQwxb4YkKLOkZX
mv1PRaMaucv7mPpfDElITAe8p03cbH/pdo2oE3qWZN/yj3Jog0vMJxBUDmXSGIQIFaKvQu3DgnwT
xT1OV2qYJw2ALMQR4qEWjAO4T/eKrTRypoR7bmwdBBEWXLQm6eKadm/tsKYssDCPx+vNlY1004eh
QySR14THA0IIT3iCVDKGETMb+O5nKeH426BHQge1WoYN4xjp+tbbiTpz9DlJA+EHIBnNN0jcTUkL
wMutYbfacHrR7wuLiHSVkhORTOopojcZnbbB961zlEhQ70v8yYCss8p1Qufv1vJGuu6cXL1z18tk
R7DvQz4iCd04ug8savDNGfaPuCQk2+ANRtslHWi8MaGF09bC8rbwKC8xQLGLC9DN5jTkjF7bkIWJ
m2tdti+oKwOFydBQNAoKOrlOTXyCiB7wSdmEDw6yaXplHFejVjx63iHk03E9rNU3Z35wF8khaHDT
sZaGSu/D/bTgZGIovmMORciaCxDRwO5RklW612O3sdZFSIuVOuXjEtm90WtlFbJ5jOmPga6haxgL
v2B9eJUdRWT4DtLs5i9aN4m0H79iMgZVXjcRcmH1obdJs5UfwlaDBeuiDj2FvhiCrgOKLbsAAbjn
mejOuB4ukfh+nMgmRORcSf4OvOcTjKAEvi+6H23yY9xw+BVvds/dvZlPY6vlPvb1dxUsgJyO3I/s
zDZEh2QWvzOQOlWmrFuAqHucaCQRMWbqx8VT3RlNAs8dF5xyogldde/g6A9p2TGgxAM4avaDe3xf
Z49DLQIPS5e8o9FeNutYdQ+lxyuyPUsoksrsqEP9HondNMMTKjQpO64bpJw3Xbi3pbE1W9Kze3Yn
4pJgAghUtCfzOnAACpOAcvhhtPJ2EoTfBFxW9jHwvRL7rl4lD5Z93o23C5+6CJ+aDdNG6okBygfK
KDtJBjWf4m+6gSkR6TkcDd7orlxIh7GMY5whaK0QR+r3oRLDjsLT2nQPmZ2G93czaLYhqpgFWXTk
hy4ZUE+WuzFYhcCHjMy0Djjl/ZkUYdwCbG85SOJ58MBPuFkPwhRPoAibKLUuVN+8DImMgQJ0NeDo
ZjC3yxHNhz9dDWlUXHHXzRZz2+E41YOnMaKv5YyUIZr7t0NFES2ISsnNrGT99k6bbDAYvcTVUzv/
mHf75YZwVqmCtVwP2/oiAM/fEZ8fuYq/7aef+Ys+TgUHgMcJgEf4pRqW1BcdK+lEAYQksY+Cc2+I
n+3UYK9nR7C0HTZlhCJnpLkIdRZueLScvAmg+nvTsavxXWkqAD+c8Jfa7q1JqH6sOu3Me4a4pKtC
7qbdhe08wZOmWaJ2PXW052eL8r7owg/dUDby32yMr3wThJI2SNjUKdxygLDYmaIasL0r3FNrOIll
N4WdZDmp+C7t09151eIPN3yoFZojtIZnXifOhvB78YLUvtna1204JE1iekPFUDe7wnvppxPCfbcT
naJSXluNJ5lR7NpYou6agdk7k/V8u6uPHFTmG4eMsrtDIklyRq8BHty0uLWhWFzCkWMNyGg68GHD
IpjSkuamyruz7BIf8gPC34DPmR2VTO03aOXpVr/0gvk6GRGBJnb+nbgKITDbTJQsJnRFBVrJ6x1K
r/1EXh35vMEKIhwRBKgI+aPcIg+YRLy7O1AiunKhfhFOiGFMYK4sGthd2aQ6IYzGMrDmILBsFbSN
76nm4gFa83iPiJT1Se/dqKm4xG8A4ffcRWFmUZw4RX+wf38TNFAWt13OFS5dUw5mvKBbFvoTWPj1
GRplTXs46U9Qxn0ShYmJqEXtr0VBhXtBYE/qLrbCemjoPb8JsV7fkk0giIaj02xftqRR65Aw99zQ
XsfrFVZEBXXhsXTH8qsZWYB8pbNLTmq8fuLmrFBYAuc3YU/AQ/oKBJD7DAGGCmeTZtjyAvtwtoHl
VT4llfzNhU42TH8VO0RAkjVYOHGNn5cC6xojfWnDcsLdIOsXgFWqHev60yoOxoQisSFOi0N2PT2b
UZL7ZX41lMib3Xy7QAzCBGdR0C4xtTn2xieXN98x5F+kkaMh7SJjWGTRAbHO4sZflDGZgQXJmG7J
D1jOJ6wIbIDpzDfBHaPUqj5KNEz/Vu6cfy9mcN6k413iS1fFZ57a9fVV2lQenjrxCis4QSxbZwuS
+VitqE5ZIBuYg2KKYEXXmOzBltR3ua8FczKZ40DOM0zkULng4sucvHNSwPaFW3adYxoXFrlFqROb
EqRznhTm89kiqpKvy7fJEhMv5Vvpvwg3ndbwkRafoPJn+s2GX/6tWS6Jvozo/xvxH+gMi7uWMic5
5/LMCx3SicLwJRNa0LeuSxSym9/nX4MGo/nzP6U5SeFm1slvPrP+h+c3/9bfxu1JK2Nb1XwNK3ne
xE7w8+sI1rD1N94aSrc3ZkXfkvxWO7uZUfG5zWzqjRC550Lq4u+KsoptZop6/sI1m2ZlXM38jTZb
Zy3LQcFr6bKMbstUW8Fa0dT1D/Idi7S69ZrCkRbuVigO92/h8Lh87UitDeWFA2HNbMGcWHDubs1W
wlKDdeU6ojMKjtuy8UrklGnZxLciX4sqKReCnZLUnPqMZcYxu7SuYlpFMtWRXjwj1XpmKSAC0yjr
ow1S8HnnVZvI5Y2prLYU/JBNvS1qOTdqu+KGuTR2zoGYe+qZTyUDX9dxx1qtlo5va6N9w1hdtuY2
4jNhjOJGVLOYg4Uo3bZgm8263eQrkWragjNQ61gyRbXgGnC7FyYj3jCvpdKlzARvIu79PN6yMm48
6BQmTcp8A6dAb3DMiZQGlGkkqcsluE964fO0YCZnsGbLrQNrEbEU/lqD9nEkZvE2SYX1CZhGatY6
noFNljib6PTGC/ARnUQXn4EJjW1rdZgEWYg0Ts2GxhHIdlZFK2aljOeWvj2RTmvnMk2ZVKVcORxj
aisBsCOKVmrFalcrUGKaawv/bZnKnGs97JS3DLaKgvUT22rt9RbcU1+CJYEjlprEkBhWNVGa40VJ
1AhzKhtdRyDbLWjS2jVszWVETNTg8EgTsVmZkhx0SxsrQAAJi1mmaJXlqg35TNh+C5vjwUF3qQez
QEGJrvDYh9mUGk8ls7wbHYPOmkEfFv7BkfOcgWQYjjWf1oubhofAKXxjqG1kPUEH3LseTEipVJh3
WdcNXBS0e9uwznPF7w/lFB6L/nGELGwH9whZKe1HrVoTZptI3keWsMCbM485dxZ8/y4y3zuH+BuM
OiUl3I91MWnX5w7rZLX2lHVlA4YHI0wZnESPesffOlA9OEl2hdVwjtJme+s6b7oZclHghytYAU9X
usZKVee3VrgCwK+pyA2qbal+IFeABiwTG9CxM1DFVpvS+FvBRaON5+CguOjTXMHCA1SALd0KZmGh
fFd0OObIKiy6xVPqLAv9Gdxoo2ZWzdk2W5XCqkxagDIC9hAWJxaZE0mtKqskW9cV940DLIdDCF3g
D/WKh20G5TLEAcDPoJKORZjw1F0ADScA4Fw19AIblcJyaqE3UUce5rjpChJooGUFS+S1wDVELntW
mOezWM5c1LAyKrgp49590rUrNY7PbUDg1irRxoBrCO6t02BoVYOpYOuNh28DsROd/8kUCHkMhyT1
+QyOkrhMNQ7dBdSnfWwV5/ARBWtXlzdRI5MST2/sfc5QvwLo4iYGMZMclKPv5gdKz5Dr1IdRnzh3
d1F7XN+czNMQdUVPWZCWGu5NlQz12kwHT1wGhn1KNRv6Aws7synYaaY4UjAzqsfgAkCYLuTaUksN
yDioM9hzUEUgjYgLQntCM7Rq9dESHVvOGVxSii6HQTPpOwgNigfMsXEyp5lakmfMtCmDRWWgluAx
cRox7SY9MgoHhtIQ8pqVEbew7dSZMHCAAXqzXRdRmBGLFREx8xK9Fli+Ngzi85JK0MQMi8HTsOsO
roa6nUoB93jCsyWofBcnUSZ5N4QPNsjN1srPKzheucoMNXZb0PWQYuEdnINLoV4EaXf9rG+wmCSP
KpF5duYEHIGYRSBcOCwwJY3wrdEzUIb2upXrVVSUKM5MJXF/PGmCNdWw2BmLQiaWzqyXAnQXB2lC
lULEzAgZ8Cs8l0txKvepZJrTjHmRhN2Es6Y1DaMAW4bywcD2tVbiNAzASFSkLItRWxVG3eY1ZvF8
4MBXpVpXMhcygsdIPFdzdIWokdXSCp7itp4IkB+SZZc+yWBBQamCoWQlyBig3W0C8jCji5Mijskz
QNdxu26NTE0W+xu+LZLmtgS0GCXRbK3FuTOpSLa68akozoqNyhtwG2ldwyHlqWxL3TYR6D6RWeWS
JWyBbVJBC0W5UoDaGpXM21bFAa0bg4IY+GeUCMUudYlnAGvXtpdgg1LT0tVWCdu2AMKHmA9YWhv2
ryZbIWD5W6sacw5+jXKE31JARi6mBr7FUAAyPkzkdsrFGhOlFepk0IOARBBhMICb5iZW8zgCSU7P
uPInQgEOMM7kninG4fQwKpVHyApoV/c1hBdtDaaipb4qJRJHwQrfEofMY5aWLevGvDok7D2znt5Y
0P4E4MGmBujMym7wNPZ7iPqyVXCuyHr9bovS3b7Tb2+ZKkDfaAfwisawGg2Ya2GYrV8TmRlWRQAC
AEWmIAWtcOAwEJ6oUMvFwE5GePis983lpxTw2JXe6Fo6lXF7AwoZ/BKq1A0Dx5CK9noG9xxfpE5j
WSHHTKPnXVrAGABBCUOzl2D1WKRAE8xQBVXOwqMxpcBhCXMerVEyFiGcYwAVUFBJru09uK10bSjS
0o52s0Jut+sGtadu3ybmFKSdquyTiBQ0P63sPDh41G3iDHWjMhuZp7r20rahPYU7J6SXHJ45NoUy
VAKUCHEiyrh+7RLGcqXs5kybKFpTmV6AXqI0qq/rim5KsWHNTGcijv2JxpNlJdiScOLAP8IWOfgi
cDZ4V57mg9WKkQa/d3/dOeuK9nyXaMCJ7xJ0HVjYsfNurEkeOrV9N1gqjF3ph5U41QXDpU/6AlhP
RZemEaHiDxSMWRbhF14HB9kLQG9dgM2MtbWCe97PqjIBCPFsHPqqfJeaTmkCGjkGowRaGFBJwiNL
w9Rzv+4DXdT1HwJVzQvq5cDTCSpX0hhb7OB/Mg6ZCgqOA2w2AH7KUxa4ywvfCPhmOMczCcpcaC1t
jo1UzOZyPnPpiZjbU/HcstTRWDC4FQz2UDVj8xyABqOwIyWjRYGtvrQrVKC4C2D5McfqSA57D3LN
edZKw7QvkqrWuhJrwNpwfkMIIxLrrNYeH7PiFaZyzlOFdTI4eXqYOwO6CQ2Ck0OGR4ihTjDwj8Nz
RFSwPtLcQz4B6EBiTGHm+qilYUPNnxhmdSAEBTsMAr3wNk7SE0c0PBT4rgsfJsJyspACTp5wIgUM
pgivadGcwdIBEAdXnnY1nsKCWIKIFyIB0cSzk0XbGFAwL9NzMHKkvo4UIF6yjOGESlmR66ai2Vn9
ZsvfrGP4m0RlhdG6BGm/E8ppihENNjSPMDlhGOkaYQMOho0eeNV8DM4domWcNhck0+9qBPRYLbaL
hMO3470O3O1jXFTaPn7FWU+5loe4Y+5D3qZLCgrEC2KvNbbPd6KaDrwmBs8iJiWWzhkwm87n1AHi
ikR0HnQfw1sdawb8WOWwK9be4/JgOEplv6YnGj6et/Ourmru+2I228dH46gN/QrGpa0hIluKC02F
TGG/4ZF7trycpnOklBVSbQGq8ywNuGGvCtsGBBSKSfukjAF/AoMZhQZgCU+niGa4DA5nL+gEPF2v
E/G9b0x66WZnoPzCpHLaj4w/hefhqMeyIWsSs1ZqVEKR8yHZA5ow6cLAALo62ysRrPqM0s9F0ol8
SlFlwpMUqt8dcIi7MpTYZhyc2wSQBwp0HvnTwTCnGc/A/wUnd80vaz8TmxdziR4HADUEuXg1AGsC
DAd1GUh1gLTgwVoATuBNeK5rCkr0GRxGuCPh4wtZg767fJvHNnqTJa9vYlREvlR0hva5ZuR14rNG
mVI1TYw2KgGcqEUNwGEeAQwS4GAmVdEUvBCA+6MYg79rAFN60Z4xBzA+TyIOdnVdYQEu7JDEM+qx
LjGlqqNgsG1zlW/aqmVr8LItWPKlD/4mCHok4PFAkUcsdwnJqEldgYgNICZg1tgA3EZObzjtCSJz
10W/FjPDYBWEnc9R13l2SqMwSZzkbiHiteN+dnEGwKXwGy6MRhAIuygYOj2G+ghNFHYE1xSDhd5E
CXh38GwywCkNBpHzbqpELGTI2zksJ5cekCCIrAMPgLjagFbAfAHz4MgAkGD1FtaSzKxttws7b7Wx
PGHFQgNOlfGMAcIHy38ZGzkD5QiasolEHSkpehr/lMmA3lEM4PLg60iMDiKWEDTOlVinRsQIikqe
LOMFIJQUbPlNFq91o11cL6xct5KIJgPHEx7B2ahu4HmZBKgI54GyBGdGoF8BrsCN5GnlBJWodtEx
JHYtGgTtsHeAs1lUpMZKWGYLKD5w3KxQSwEQg99JWG04TV7NNeggJ8QtK8WlEy77ZN6E2eaJm4cY
JweXdaU3Z6aJztLZOd+CAXILA/cJfhc4fCHROo/S1Ic42TYHGGBxvjgIxgu1JYlMQVsanqRnZxQc
Fjjss4Wt4uZ7lc1+Rc8uAFq2UfdYugFMDAiOKaxFsCEwOqS5m5BVJyFMOa1LYTsKHoy2u+CuW8w6
dHlxSfs39MVqoq/EoVu4TwBytK25DaFwvisoQlCGuQndZ2I5GJEhGRwN7Tui89b1SC9JO5UyGgc6
5vl53yUh+jHAINCmNkH9bxBuBZCDLhceERsIM1ywF7XHYUfe6s4JrY0Z6hgHm8LxmMJBewu7jUxV
om4BLuJXNSH0ACD2XboJ/e5mJdoyfc6zTzf0chZnLE9uQz0Hg8+D0dUs8sWavVBsSyPzdwrdZPiG
uifxo6uGBk+Tr3ccuDM9Z3MSr/0G7qgy2ype89CZzirtdIMewibmAICpuRaGhukaLekHew6FYGxI
SbmK7DXyjpWEbhg+5UKE3/dVxl0rIZ30jA9VvANnVl3oW5ZFVrYFahnFMzFk7DE+KEJCBicNAQqO
asWCjffqrMuMkbcha0J939XpMVEAenULW9toEBjwv8C1CRAWpw+uQfTAYa7ERblV26y1M9hiDZ4v
ADaA7+DAY7YPu6m8N/BmbC+pDdgHgegySKnxFrwwGtJ0OzJJB4DPV57RmnXVJ/GF74qXQotGsKRD
TfJmbcEjkU5sNGJHcGhCRUGo4fAdsrdhiC1e0tt+ktiI3p3tC1ys7UsxLK3AtYPPaNqzn4yULlsq
ujddRXAwBRzeJnntiIIDQ8Eawr9xP3vuwHwIsBmMAwLihsXpvQnl+s4rhvdHJ/Ot1G0ZcVwPbyqc
gQvWvvUuVJGCX9/WBLxNod9ZO//UX3zSUjc7gat8uq66EUxcXhmWxFlRRIqknOUyrRQoZRdYAV1X
YCq7IyxQ1MPC22DeCiOKrWrAbAjJQAEDlgQrA5qgNn6mGdsoU2nzlvuioU5x5pdo3PFxbjiLANTD
ntQmxhQIaBCmNHrIK6K7p6vg31161uPaooSHKP+l0zarOkgZE9vI0KekHOwLbLG40a3kGp4L7grB
zKfqlJgEnMUILBAJWLXgibTbmDBDk/Rao/S2GoBHQCOwh7DUcLYtNurDprXGYlSViEjF1GxBkUtu
aKQ2OF8HFtfAscF2ZbNyIJiqWbfNDaVgwqnTJ6il2pbT/C1KdM5i02WIsQunBbSgSoylE8Fkqr2l
LcWJWDGLsQStBMgTU+mVTGivSx2pYFNAshFrs3hwHkOhLDXNdnXLjUm1gieIW7XU6L5i9pXCnlp3
W8dggbiJG1lQhBYJWjYPnpALYeoYExC1V8GjAPGzSY1kdLRwIBgZsxz7wOCDNAY0Cztut21aFWdn
VmyiGBaJY9zOTXLeLkQcOvVlevoEwBWATHDGmxGNMH1fAg21kC3sQRmjHwefSdoQ3bRwJwoONgZs
ULjB5NSsMaxxb5xzldO3WFlpEfqA3rAq8dgSnhi2BbvpfIORTwvOkI8wVIIODIOnpQ1uLw3YGC7h
KwqHFz2JrY2xi49hBlADKoGHRbsF9iExACodiLWyjVNgN6PQxQ1S7HyvhmFTOyYRu2PHxoyFZ/jC
vC81PQErtUIiJMOaNUxdCCwUScPhasHWNdgrLOCLUTWUeI9YrekwnOJSh/YLnAuAHrSCa6UgDSac
EJ/BgQBpFqAPwWxqj7EsvMk87qYsggX0gmZwTTh0vmYAGkET5c4pPDs8in2TClNwAjc3fzmzHrEk
826+ICBMM1CaaFVMxz3a58+HIshdWTluuqCTom46HXCqhzpAHBU1Vg/ZodO3G53p/a6VEguBLMKm
hjawF7m6WU9KGGDNDDNlbeAiVv1wzXd9/n6vC9QMtiLUqjWoF7FugFlA/CEJ0SkbUGyuBQUOAJXV
usAisSCh++QV4b2mLxYJpiY4UgxjNAyrzipvhnZs2g+/xEcXGPkKg4U1a2vMcNGWZODPoRtE5reg
5EAN+NvbdgOnkmlSp4qJgknEroBYHJs1gGN8DL9zl2B6hOfBVcOKnbGXxKEexiVMux6EhugW85Fc
cUkwUxqDZAGsdBXIJcBYcIxiChqrlFqCseami3iEFfNmUglFd7aQBgDHKRsKpwfukVCuApvhu/mr
CjSvZlNe155fhA7c4+huoD7Q4NN4sAeaA8ydtzNwA0M0CQUZNDCoWhvbvGqylndDD0MADk6L9VhI
DkoPaxLhG0KngAOADYYjgRMKElfxAvw/21pwzDlvFTh5oMUl0xUgDqGF01jGjLm5IARNX7uK4/G4
G7hPbejq8kMAzdNoisV6o+9xWGNmKD3s7hl7YkNUI6Rs4HS1OewhqCdwBbcWXbmAbMN7GwNmCds9
eW3B20G4GvmuSYaGr+/jh8x22cow2pu75SKhCgvOF4lPizjQ++M2UXBDJRx/dLsXEVtHQyGlOKRh
COyifS+RZS3i3MBCiwKv9+ZQir5tCnwlZ02oMIXraYP4DLY1x0SSw6NkuMBKFIHJHDRvuFPUJDcR
CAlvu3IyH0tQ4LIWmGYRiIG8tWTwT/qeXdZtjq8F7+oemwber6VFeSdRCbfehuABOLsMQz7Mb1FH
w/kKpS8hzdQNUA81yb7bTzytJ2P8CvSxtKwv6qdJzWk3st12bCiYJ0OPMXYJJozR8IUqbYzvBSZm
VGbgki6UMJgkdxwc6wiEtW1a48AegTcqQr5GtRgV5Vql8NUazEuTMFDKNkvBBAEqYI6LPOJRRWPm
pI0UPBBWM2BAEJWoAVWlwA2LIlY8s/AWCjIJqh8A2ExoDUarZ871XdFmoEsRkRPe79UIN5gI9H3L
GAIwjCu1wfMP4TXMEWJey7H5+3rb+s4DrBPl8gL3rHTOp8PID7xG8PuR2wu8Y6vSFiO5mGzBVbO+
1yPOo4s/lEKj38EFz2G9uZ+BdYz6kmEJHpxvQYmD/gXdynVkOTnUNvS4hryLXe3q7j2rplXUs529
EmGvMZbm5XE3IfZ+r1yA8VG7MD6JUsBtOnNC1QjN1sHFhIWXDcupULB/iN5C5m9KMTGUfVK1K1+2
NmljOPOw4wjluQw5EziSeNIsbL/y2oibGjBZ124MLtxhB/HgZHdzjU2F52BkwIi7uu3QXuczz0In
GUhMtNcywPYXEF1BjDZgyQVP0drBisN21m2AVz3s8cE/4gZlxzXmuuqK0KckoZ3B7UI2xiMkqMX8
Ep4RmzeYBSfD6TNw/WaY2m60K4Uic71IWWXErMWRyMZ3/kR3hC0LeWq6ppOK8G7AaW+3OOVdY0WE
isHBd4PQizC7kdHZeFvmQL5p3z2A0eUVILdasmWoSCXCFXoYoBRUMCbSGXxB41gTg2Jze6XWjtFu
THjXdtw70aARMYgV1icGAekAJcgJQftMsljOpPH02Va2iIwBPneWtfs4bBdY2u48hxoBtJngjWEp
DDw6nKeOKhbMIYoPqI4QLgdAJXUGEDlEakoMtsDbBUDhQFHmNtwyeJQcDtjCuiyJmUQQzFINW8VZ
K+UyTVwCwASDNi7k+fD2uMVEarIC861BhQFuz0AKGE5xBezDS+OwOtCDfhWJtTHlqd2CRK8dS/Kz
rYMrgMw4TjEbK7UjuXddT8jYPN3VMDAupn2aoSIt1OFnGO/B/oa+ahRH2DQCO0nB4aow9cE6XwoV
tctB9hbYMYiR8bjE9oqU1AQLX3ySeOTycWDMGZthtHaRyFjHMbdRBj4HaKIULqpUZTIihKGdOcEq
HsRzze272KWk0TXmHgG+CcGpc9sGUB8Dpb+uvVwUb8iNAq8KnEpqwNtgAGZOgq4GLO4ChwgavtAJ
L6Ndl5Qewht9/gnFjnQFToxSm8ggEDWgojQVA19jINegPQEM2e+VQ0lBD7oJdhRWbb2n2l2fuXAB
c8W2x3wdERt+kOOteMNHzA0SxdKKIiEgOOAgmSKVoe0jBb+XszPLGvWScV5snJvnxB8wgA43Rv10
5IqYPjIdY1q076m3nZKBxR7rg303y5xgEQqaZ8DEMrPo9hCftODOtZFo6WmcLEkkixxccbhVgBYc
rI1tJDUgu9qtwEBFpGdy6dviMCOMBw8LwQxOwYVjURS0qRsBUNBkAIloqgnPwKmCbQG8brem8vNI
ygqcYAP+x9q5iI+8AgAfwLn2E+q4OlTr94SzLOwRD/0dpncpwHNEqHUL/l7jO2CIhSSY5+/GZXff
tfTsBlw30ASikoaC8bQUvHlbEzoDCVEuBZhbx2TLweETbgarAm43nYMoaZNG+DvAx00AYYo6LQvF
fmg46P8I0DpA7hXR1zEYZu3aGNTwlqxdG+E8YUwogdoS1hnZBEOiLS4U6DMdJhOANHUTlk0INvFQ
22K7mCf4JqiMezOOsRvQMzYCexUTUFMMT1oIlbZBQrsx0T6wXgQl4VUwCqxhRmRlSN0UCza2YANu
Y5S1nJRhILGKmKYjxQz3ZmKZ+1EHXScfVvaJNsg7Znmpob2lQSGM1qHeALyRdc1Yg9uFO5qP2dTx
5LlJw1JgqBSmH3FssAgrrNXoH3dhIyGQM7EPcaJS9GwXl6QrvBkAqa2OyMbGsk1Bj/ptzSuUDPSJ
KPY7EVuKguRzOICSagyQj9xWI6Vdx7kn8Bnx8gppYyKJVeiUx5zGhgUAEnH0WhMwDoUCAJSCSynC
r8ZG1Am/kwe8N6HcVgMHUrjoWzltgQzGVmBtJejYgSiwiw/QKT86x6ycC9LOqQKTdpqDh2Ra3nDJ
BioMBYcifgm+UQS4fCtc7GTomNnWhE82pTt3iNVwP5lV8FMOVhmASO6tm83O4EKAAfkSLIcEUBsh
aGhUK1zA7hhWcijPxg31d7CweccB7MMEZIu9hzaww0keMOW+3+W6pjiru2ZC5XYRCz8spw9fgg7O
G0x5waluFCKxyAis1Q/VB6GSptyCs4S1IhrO+vaIjeh4iBAFrMpl/5eQyRhlC9t4sFAqDpFnfJCE
U3DqXRPie4E3dNRjIJ+daBv8A+KYWGAbHoIT24P7UNgvupa00CziXQnACovuqgSMiQINPEeMRuGz
kWGG1rC8hTYxAARwjUyIgBp0JAQc6EXFSBsBPtYNwJw8ASH0tAzYsmdS3VEN4jG6JeCHbbGUTpax
sIr7xr5kVoKDsbW2ZURapV0cGw6OhVOloViRgMmPwD/JyB2jTkbDF4Y9eNpT5Ak2iQH48A/eBRZo
m4Iu9KH0D/cYxKruzjtIXuvAFkVbcm2yukjJzZJXNZ9nIGusSwokDtwJHqey9LRhtjAzNUMK26CF
eOe26M5zCn2QDYiNA3faYfmhwJYf04gsnZlWbnQNiibagOvdJtK6ylrRClaCzsZos3VwBiXNtcC0
dCi5BvNoK9LacDGQh7asNKk1zv3DCgUxdFGh4K5w0XMRsAECGN5X8eK9mSkBoWH9aDvn2ltZxLgM
lNTXsdN20sWqI5DuLWYS4OTzlvV9a8i3THrxHMIzWMwa8miczhLWpXZCbxuWnICmhHUEabJbBTZ2
5pftGyVb/TYQ07oe3HDf0UjT4JEGnR+mLdFMz3PGA3iubUish5pjNwQ3bRfYwtw+1rdaxuoahEHE
KQPrh/ILV9YXZbNsWGNtlGJNrYgMKBsMv3hAz1JSBTAk8hKAqMDSeYbgHnw+Hvz4AHd5KG3vGeSc
5WWJErfFWpMI605akwDaUVRXcEcxOKCAVxUAUVZFTmeMY1gJK/toDt42GjNwD2AXmQ2NOy7w1mGW
Cv4030Rwz/ABhglgjuoJMCMeNZsaAB0OPAH/DuQB1g8Ud4OqOLiqYUzEW4+In+uUrYsrv9ZKwVcL
gkBVOqSoc3DQwV4VIGvgMNAcI396llhJW4Nt2jNMLYFyaDNncDmEZm3SAHwB6LG1rqXhxjA0XWGB
Fxh9yxsrk2gOICzsvaFuZkFCadOQn+GlUZCzS0EqkBS92TJ1M2XXUXPtOGJAp7V01WO+EZbewHrJ
GgP7nPm47hv3MHVKQClES5CZBHxltnjSRw6FnHgm3tlmFbVeti1zja8Y3Y1+bV1jZDhsVhv0+B4i
aRobjVvPa0kBCNHIAqzjduwGN/MVQHiRc5qhxopE5p/2kYfn4m0jamp064VyrYv1iPApUzYwasIh
0dZJ1j7whTvyaA4WEEtxwNOgOPEOw48kBMwymznQDwVZFkkUmzz3P4dg+wBQ+sgdsVapPQ578JwD
YAH/3Djz1eO+M1TyVWgQWYqlu3vLAvvLO/4ekIL6aR8WG0wAQ6/0+opUvm0bX6y9M2UQZjQbvq4a
OM2tUUYnZeO1eujoKVC5WAfuDVZZKaq89UndEt8qG5JWUvNINxY9MSyHaFqBNT5PqbaGEwgwY02R
3l+hJVQRR6TLesIBV9NUOLDNMw1OtakfVg4dkDJeldxwLbRBFQD4urVd/gVgrmsIeowR9esKk+jk
Z3qZFHyAwJgAMNHG0/NuJSDsEtNX+Z5jcrfUjMHxZxkpsFDeSB/tTz6QzwWJYmwuIzET4ikfU9Cu
GRiAifKSFk5STLobsLIDKTcTVGAJqUjAy+PYW2Ee3OW+BYZcklYksHrg0wvjcmujgYwlBzADTk+E
vQ+NsYVwT/nITDNEfoAIW28kFwabiyMHpsV3PVAAYPgW47A5BaSUOMcj8dAuS187jMBQumGaRomI
ZJYxSaOIssBxBqobVoCIuEhFfprxSJ4Wyc8l2IiAfSgZwwqI6YAnuvMOdY2O1KOMAJFLbA7BrYWv
26Okg3/B82NMzuZMLMXPoL7Q00ACByz1wIqredve7IaHg43i7jI0OwC83mwfhb5gI6vK0h8sUgRv
9NbqUXxXxGlw+lVpPTbDmFX5lI+8IzQDICwti7H1xs1KAN9jHCDCUIJicRTTxEidReK96AsLAmF5
pBMRD+em4Pkk1QKbPItlQouMUTs7leJnE2y2q49z+/OuxDizRGEA8rHrmdi+7SHGfNEwKqdrzMNA
cKix8OSYaPGnfGUAkFid+iqyjiQeu08khgAk58VyQRPyjHlZYQpAWAtKnEt45IcU7Bz2l2pkBsYu
KsciIULhK6j8wjPn2HNsdduA9+QqFc1yYpUw5ikfeYMVHURZA1DSS0ZF7GYtw5C95JqmMZYtwelt
KQAQeF5ptJPmoV3WmpfK57SG49pILcABk0IjxZ6f5SlpwJE14HS2tjEY2SYVtVFrfzbB9j3VJ9ZF
+KMz6gfe8cePg2Mx6SyatJjVm5CHaQYGHFPy3gA+y572MU2IIlJZXbegw3hiYiVEbDhsc1LFrAD3
7weqIiw6JdFSO2yGfOD7ONIgYlpEEECaLVbWxbkDy7bVyyjlzESOc4V98pE1RQKPbtKnjRAogPvo
QZ3R1pR8oXkWa85pQZs4xgJlAm4u7HnLid1SkWeUtJF5yNcD/Wy0opSLLcEmdC1ZVBgjheGLJagz
LjTJVo6CeDckl1HbmmLzMwk1RvxqZkIwhJWsnY4ZCo/eJct5VPtHm9GFJklXpkXdATsuYyRFBMpT
SpIntcuj4gCncO2EumatcbasvKnpwLjLBfMOuX8AfCq1ZaR9cJf7khUsiK0NaHpwJ922wZGXY4bU
+WYD7kaZIb+lcu5pt9nt3IFiFlNFMYbccsnbHcmjpwkrXJ4ASrTiJCvih6MifsB1iV/wZSoTMZN1
kolkeGYshc2XRrMEGwfiLFr8bFGRepzXkNGDcQRYsVD3UTz1yLgNmyTvjzjgMXrbTeVhIZHzdK9L
X+PIE4oFi5VPKEtqGzuW8kUksDKQZHFMrVEuS1pm3cJocIke4s7WFGPRoQRmo7BeWRJVpAxLdAzi
EWyCFn5GG6zb8PFSNix+UiRCtraEx+I2qeaVc6mJ47bkikkB8NdjfSYWReiGiBnSIRU1xtjlg1Ck
Bo0ORrzmZut9hONE9AnDYlVHMeDOYnAphRKKWWPMLCbWSPPUgSA/HDFbGdZ1JZhEnpl968364e91
Tbl67GnxMRvHr1A2CrgJaWvCg0dmqCVPus0VWCWQYy8AUrY0kUmiG0riWGZRDeCb0hmgZCu8wNZV
wlPBwae3D5sAx+qSCIsJOZagX5xEPsswORollMesomVJFQvcqKD+jSBPGtS98Uj+EQPwvakbHjEa
6bQ1MvOxqL3XcL+cOY39CBZOKUVzRflDj1yV5VdY2Kxs1TYuAovXihhrorxtRFlnUmTGlxttQmBQ
LFqrE/KkgSA68Px6afivrheffQ+qZ3N2nRRvxt5wnbg3sysiXzteXy5e0eKbh9V0V4liZ9peNIuX
l9g9+aI5W66QAqRT0t5Uz6qz5TvHLunzrTl/9bSga1uRSpNbf/LaX3z92eev6MXq1aevZ5+9smGX
z4mvyPZ6ueYXr2mxerOslp+9fkg5OF0hx3dZmXev8nfF85Vd2Lenm/mnW7DvYJFzSlR2ebu8jZ6v
WfzF5uzt6R/ePukuB6SJpeAvavXsS7+8pMuqmn0xW+J4ovOI5Akcz3JVXEbJpXxe3S5fP3929XCE
84oFoqpidfviXXq6kr9Ztc8vzy82bsbFjJy8IKz4bvPy+9+ev4r++O3NZ98lf3n1s2DsCgM+rq9x
IZxMiBSqjuGM2KsQIvOkfJwtcD4Cx8Se00AKS9d2Oig5RoZJEUrjY/6kGpuDZ0T8K6+9fSXF9uT7
b5QwXzdXp1/+0JU1JYS8ovo1nL+qvSX+SwxcXT/whW9IG/ho7bWzr7Eo26yI2WLa+qYacNhtn/03
GyT15/JpMfamr7ckr5j9GmFgHZjiTcR2lS9vAycwwebi0DJotg/BuaEd6w2xX0rvuL0NDQE0kP7y
/qKg9Jnn/gYn131f0m+fPqiLvT+w10j6WoU8FGxKM5Knr4lVEmApErCCo0v4Q2Bp7IE5BwmZ40SC
PARSWJfjwGqSwM4deEhOAro39Ekzj6MP8xklJ5lnvwo9oKDQvF+ETRHdlBNsnmNhGpc+4+wx3jcG
vVOsoIvCQsCxPusatLoWPrTv9Lck9hH5HeVP+cjJcIczgaO5mSUzriKK9QJnoZwHXKs5bEiEE9zO
sU1Wfkr9Y5zHJYCql7OzhXiOVBTs02xhcoB11CTq1BF5Hv3uV0Vysi4vcvZ5/LRG6gPC++QDIn3j
hKeugn7S/cNCsVpYmln4vpzRp3zk0VM9CRlVOKwvQvmvoPVu+B22+OMPKOFYEqoeFJsdHKV+V5kH
iHPIBrAsUJXDIUfafKkdf9JHHk/RBQbtcf2XpO/Ewda/UAa6gIcOovebvrmPv/cLabc+AkX6eeiX
k6FxuhtgiQV1GDN0f8RndydPm2y9SxaPxHknkh+wHSNxU8T76VldKSrtiCxC08EsNAnET7rJ5Feh
LjZi5EJS8at59pl7Jgl9uWAvowuktCJzQXKwL+dZOtMvRCxP9Mv4IY3dHQfJ/BI29VybC17EBjRg
VPBnFNv3YeeXgMzmxj/PXhqwYcl5+qQa+2z44VPHmpecPKMzbLDBZuQXpC9LO4UDN6dC2+dO+PNI
zrL3Wj2cZMGDgpjDSbH+HMuen4foMCj/M9jiHEtPPtOxlf7iEVbvp5Jr9p7Q3Qe/As9qEopKWRch
5hgV6DvSKHnBh9F6T/j6bBiP8DkR33+W/WpBlnBPz4iNopfh3uCGn3tiL3CS0alkfM4WiX2fCXBB
H/oKqdloEoKAhCKbluSoIZ/njjzHHT8P+/4r8aQVQcUOfdEvX0Y+okts5GSasuWAKz5FTjQkO7gI
e5XJ5r1fyHF+NfUx4Ql9BmZuRqiMz1nfAP4H0GBpS0X8lwJpST73N08u0bgpW6y6dBNOhp1Dp61t
h1j3OBvnw9Q/6SzWIaDhhzmTp3iZLjBD6Gt0ErFcoKaB7IbidOzOUL0LhdbwxKvgZHVDGe5fPhto
Cs02tHcT5EfqeBS02QXPSTfJ5jtktlLkacN947SkVXCgCEPnEU4hZiSHJlWcQobIway84jhi9iF9
Uw/1uCvkiES6lYoi+WzCwsSisJ9fUGcSA4DkW09tTNZaPL1UE2TT6vpRrDuC00P5iNgTjR85GPV0
r+uhiehrTrZz6jP/Jfa4GRJtm0Hg3hGHpDikeoeeZTkjD/nLV8PhXMOn0ICzy76mb7OLiiChLA4U
+d4b5lTUbp72kYNjS9xrYq8WcPb8F6QKEn7dDBNoNl2jDvUomcja8lAg6FWYHGBwrodxGgnjXxNu
IyrJ1XbgqHirFVItk8vvHPnelzn9+uk1tsd4VCgR9tYdAeySGNuVkHyIgvV35DHuBjbqaZ/2+8Cl
Awf5laPfhEz/JaadsAbxcrhL1GzYGnK7Cj16gq4e+MLXfTezf01cqytmby9B+WF1zGqceLSm1GSK
ku0rJKi4LOKvnvKR36A3jHyVr2r2Q7T1kb4lrfDXht2uiFiHLNnW6xu+4Xq1AfTYXC3ih6Jz3xBb
4jBM+1qpa6aZXV3xZJtd++bbVzjIB7PUb6nfwBe2X1058S37Or559x4FGyJHjWHrxaVeXG6p1umG
nH07TKyznLvyWekvDBepfs7k8/UDX9cojKzCnm6a6lao2pSkcBusGV/z0CANV6s3b2+JaeFsRs2q
tq2/feALt4E2An1C2fqlyWQqls+00Ak3PI0aSWZR5NqtmdtkJtJZYXO2yB5lAjagD2VdIh0dKVvQ
k2ai8+kGqW1sg9m11NYPxQ/XpLG8Is32dvX6xhC1UT4x29aY9bYkbkP8KbW368sS++4ak9nba6K3
DwV1NdIjWPAeNtd8S5hRVEu/rit/ozT2as5TOBhfmFvHW6xZPblR1NrqcSLZkOWCY1Ea4YzJSSk8
OGWnic9aMSMitZY+6IEDxi2N5VbXFVMpcpdl7HPDVIKsp0Q6kkW0tdsavzVOipetoVH9YBDDkivr
JVY5tyaViZwli3OMFjIOG47p1oy1stZpFIl48dsTK5Kzx9VwopZD9tPQ5snCPIs9fwa7+9KgN9MH
i+TNbgXp6kJVCmdGX8N9N3YM6YCRWvOldawl7gt7Ix/MVtCdf8GSzyiTyRJvJ1603XjBsCmEZAUr
KJsBKsj1by8eck2nVRqcjg/j7cFkWYaT6sK4W2STfsijdxwkZEmJuEjMPEmZWH52TuY8ldEzyQRj
ScoJzzT8V8bzAtn30+ShO0wZb5HhlVo4cHO4ASE8rV0UReCEchOoXWtrrikzbZznqaLYU/n+PQ6e
bEMHQ4lDAPZsJU173mwhSObdw0GMnvZRJRsG55BKOVe+kdxdMAloukV/AiuriREzuvDtUjwYtzkb
9hpHK8k1WDfeqpuoYq157pPa0RgL8Ok2ieu0yC4yG7EJlH0opIzzRnlHsU88pvXN9D0Yg5WBwhC7
QMSDi9dz0laUvE7escS14NWW8N+N2+WkyGVWbD3bon9ha/rVezM+3W2Yc/L53D4LxILnKkuHSEmD
BczRy0VcOHKS5ifZ60c6fRXWFQeGN5xnpO4M6cyJTx6MH15qWnu28EypdySBHWAGAzZOrnU5TJM0
ywJkO3KJZRFnSRQ/JIcbrPLFbnptneFONZGOeQVbWSFRRBognL2xeF9LwnROuUwYewyK0+jUI80P
7QokOyrzUWvyfgotNt/5h3b5EmnskE6ztE4h2blIE0tFNGOZCQ1tyOLGWBMnsVgKFruYxMVDj/wt
RS5vat3abraRRu6dNlMA34xdG1EjmZO4vf5qC4vCwal4XXmWCbBdYHtEwXxjyyprmqyOz+q2kDKx
gEBW/Ib5m7ra3NhaWWV8VAFyoCaWUs9JvGiM4yqyOD4ppVrQRML1bYPz5eyqJFv4P9tqA8AoyT2p
1mrrTd3om3X9pq1V0yilK2XACMMp1mqjU1M1TQVbppC+ETZRaVMwnMiVYHGnryOd2CgWiS6y57O8
wbEFbZJGStSK+1hIGSNNbAyWNJ/lWfJceINF2PDrNCkyJaJllM2RlxOzkwatA3UtzplxOcHpUmF6
L+ZErV/HXmTaadZo5meoN0yC3GtIbX66iPM4zSsS50UuQ70dZzZC+ik/o4LOE6IqklVRxktw/KPt
ysaiBdsZi+hUIjtULIo8YxUpAH9opzAZyUQMEkBwggfIhu2YvX2zpanTC+9TQ4SJspZagZQKNuNN
DLY3ZnmkGIu5AAH2lZ+ZDZ2V8CfGhcyxFh1+8qjhkZ0Hh8uXraNhYmYmZ6wsSdd/ojawNaKtwYAg
XU1lyrIOE8ETjMNbLU0cSVpldSKybvY35gjYDfFG+ZZuAn7DAaENbcuZ1/Sk9m3NpI+4RRcykhGX
RCah00OzCmSJsJjmSBgAtsAD8o6YAOxNlF6dRDRB/he40obUZQ3fDzsPYKsRXMaw0xKeOBWxdSWJ
ihwpnkojOKwglThXMOPY8lm3ZRHLcoODIiL48ljCvWWU1qvy680NMX57W10CkrSmaUxp0VMp5IzQ
7OxkGSWAdWgeiUwuwFE9L2aAoVe0lbLZNOpWuYTpWC8aWEkvW5pvopg645StCaZZKYVddhGP4KTA
GTmRFHQPTuuKIuyQ46yIc0rjMtczaZVKK8sjwuXCGUkWnpetvolVhgMeeK2QbaGtQUYpMsk0FtZq
SRnTHG5JwKaALYyiWR7Bhd6U5SxJ31xuv76+NdLNsqUhzYvlM6f4Zeuy+LRs2+t6TSKRxBx2ZPn8
Bef5trVLPi8doOJVA07F6dwJ8ezFGfnX//p//Tf/xz/ckuKTv/iX/81//z/9L//zfkb3f/gf/7t/
9Z98uhCmvP7+iz/9+3//v/9f7/Y0VGbnmxp7FJUlVRWFwd1JiMqD1GQ4+DcROC+vREIJFYepurCX
tthuBKID5CCKwlR37j2SjxnDyzrEvG+HSGcdVPOsn2qCPyBRhyAxx1BbR/gF6zgPKnl0lIaKYmcT
FaKwFq51O6C2rrSYi44pCNCoT0IOcdT0JesHa+MbksBkD9uIg92NpUoNpQFd/QPc2Du8+qr7/jhY
+IXHH7rhwZQo0Ntln8jtrUYb3pmFCUUp6ee3+OFPXR+WBWEIv8yYLz7RGXfnOAITLWcawjMiHMru
Y896qIJjOOvwhSf9+GvXhJ/hfruZblH41HeGxPsW8GV4/5b0LagXXT85XVmJqDXu2Fki/Ko183UY
AFP3gRO4Z/dNz8vVP0U0zH5Hc3HeeQYYepmFYV9dXYYeUHRNesKTbq67CsUmLxZ9sGqA1YcF/02Y
TTELfecdHoM3qAhXTw3ALUPCHxzr/gwHj3efGsKxUq+CugKUL2J8nO+Z+jUl7+g39QAI1BFAqAfJ
TI/KT1rS0+HWR7Eg/4iaBDsEjMz70KgMO9ihyHL43qE4zc8H0OeHmxzXbQzvvNz/DQ11cCPoc4+N
dcE57R8xnvh/HaV1SdvuoRYdKMZoCj5gE4rpWIgnFdw/+6P91PdbE04b3jO857sh0/HiaDHF/ffz
mHsWR294NyxCfRdaZ/vLUk+KMqabsiV3hIU9mQ5N3/v444OLtDt9e2B/5zsPQ0V2gn0caPz1IKHd
mCY3uZ94N4V9GIw2LDXfO2t7S9cxwLXhwPJRANhODkFLz4ZHgP+95oenSez70MNp8tH94kcnO3hf
AnGUw2xYnNnRe06Gr+L3S8XxRdnwEXp0rTuv/qm8u7AlPvxy/3EpHnrXspCe6/reP83Y7ig1j45y
R0df+Gdm8Vkwvm1YqI45etYPLdFkUvc0Le6AhWqRuAq54NzwOO+QMZx+S/40H3JHdC9z3hno3R3S
/VtNRuLxIxWRPeIx5R26xd+3O8W9a0gfs6p+/6L+QZH46V6MkD+nbIZ+7EWH/fpxakd+unvmH/U9
8p7nmky9+9kqd977Eh+1hvT+BYzu1T/sQBUfRGHp+7SWv18xfkLIH8NUwMXRVpoHQ7/d6/wIcfgj
YUiObiO+fzX+se33x3VN8ifUUYL8o379FNWG7BGX409cNvPP7HVs6DfDgqujHMK0gag9zpvth/PH
do3tI7yb5miX/f1e0HbHDz5Q9I9v/BBZ0UfO4we9/If8yR394B9+5Hv+9KOfBf8jXcIdCcAD7/m4
5aWPEGN79Bv1aDfh53rZn2xzyU8mLQ8fK0t+eT2dAlf+Y/DWA3tkPkoY/M8hhx+Hx44VkfqoTz3p
0RsedXUPcnJ3PYWnR6XdYfX05DfqHstIJqE2/4gdMUe7c2D1Rjn1+4UJu+cKr28CuvgTIW/F27+P
/rb9bH2t/2394juSvC6LevP7a/t8/YptzapuFmSzaf7mk4pkbZ06zNCI7Wr27dcvN9WSX80b/xev
kQ5y5s1/uvruD9/f2LoWGqC2LpGqF0uYI2fPS5xrRH2g5affrOt/d9GQxab3GVxbzY0V1guLjGNz
XJuNdC5W5OJNmXiV3vrCmKh2p1ghIxbEnWBNuZ6ZjrTc5KT8qw0pvBse3iyawKmLXUT0j9ewBtvT
pv2Lt3/7X371RngfRmZ6XXpMgeAzdUMm6BoHtXW745KBpw47WYkVRjHXdUT5eRCUFAnojXCm8U0y
7IEZQjkFZmZaYvn3YS73dvXlX16RdFv+KmQsTOD1xvGlYWRSiQKCQ0nLMAHtNDTxMRy9TaUl3MLN
BAJ4nL/c7asyxOz3GuI8C+HCmF/TDXXy0mFdzOXfVYK4uPE5cZbjpExe4yTltCLcq3OHA9qx8WS7
+pTtJl93I80SfOKwKeH5LPE54xdbm3pTaMKRWAt9Xeel7DxAb15249G8S+nlX1UxG0ZmOcsE9g1O
vTBDGQ4NJ42ZwfdsHXdGtRbvEJl6ut2MF6QjsXfGVP95CNf1rou5SjcqK/Grnfe/QYR7dbJ2/9n1
f/iv/3pH4TQZJNgzYZvhuPgJmh3nA43tzNHwa/rBuOox8To74Htnh3iBu0sJh5bTnTbmpJ+DanuX
G8sYWGlIV4XjP9gbd4e6zveztUi5Isg3K/svhVW/ZJgNRd5+joe7lfb1q/ar35NoXauBg9xWxHM3
1UGOHDYJ+D0Fa35Mc3Wnt38U3/F/pk11H35f9v0OywMegus3NTC6dROC+8E6IevKpo9J+8effO+u
rJBN3H/Geh3H9+8DPitdp+LGuzfZMImHdwN47oywsG7u9H1BcDrJjnB+L7boPj0ZtPWoQKF4pCfz
MJCLh6AqfN3pUT7g6aNv++FdN700I63/UcNGNGQ1HvloM0sig0VFL92wYYPsdrYgcHGLvTQJ1bNq
+wmeBJH2Ss+/pORfXPzHf/k9iT4wnkKeJJ/xy+uX1y+vHyUA+hP5sfmQdAfleIoWi8Y/kmbwP8E7
/8m82C+S/Y8pJvjL68dTVsqTw6jMGE/RHww/3DBy8kPV5BOdYvqzitgvEO6nX1XVORL+0VmDX7IL
f/7L/GIgf3n9U3v9LAka/7BeOjZd/ENg1KNyw/7hS/hHqFE/jVMdsLiNE9x9X+zpvXWt3W6+f75o
ZfHdb37TRPKGLq6y8y+f/RcJ+/X27F+9Y7ONIPq3F2+8386f/YnH/3cWXZKGmLM/nZxWnFfZRX4u
NuxMSWJPzhfkxc0fzr+RdEVoI5K1JRuw/rFoeUKJVGnxlkYlNnAwHyXrT2Z/nSy/pfhm4s++5/wN
I6Wkrnami/5loiZsxbP/87TAgdBFWp/za8IdX7zJ5Sk+ZNwWgcNGSrJgRv7uSgi44bAKyargFTII
kIRxRzJLSf3iJSP5F394/s0CJxy3UWbTfjL4FmPgTJNkjVNVsbcYa3qpWONg3B7FWIENAdSLrpoX
rxItHGHsNH5NyBq7W5O6D+bh8HmJswMLG89wlHS8WJ09v/70d/9hGf+DEC1urnrlsFncCeyQ9l0t
joZbba1cv8kCfSmPbrM+Qt9yHyjyRGlIU4VhZaULswQm2yz8G3gXY77B3hcUDyZuGtG4+k+fULiI
kmlckDAcna35zBO5YfQfBDNw5ZiphKyV1EJayrAum3rt6SyMW6dhS7CdPsZkFTybTkITUMS9JBVJ
4KJGSFyNMLsKH5lGailV8QdGfKtF6FT4fiOkCTFaOsERGL+b+3XMMMycs9eEfhWmaZuhXDHzYfI1
DljHyXuGukh3dYsultGlFdawzzMW3kii7DNGXrz63X/7/wQkzQb6K5R41h+CMIK7M6HhKQLTkL8j
S7qbn8XcvUUx9nFAye/7td1tdN/psa+Lkkn/zT6C5qFRs/+maXMPYb10wqdWfFLbNSlMMo/Qfrr7
f3TvoRxOsxcVttbJXf1XRf86TP+ERUNeHpp+SekXv/nkf8u//o84lzhwPLu+GmtCRdbXmrm78KP7
WJ3tBirk94NU9jit634Sb8E92tkeZcn2GuEwDw/CvOnzh9QOpf7U9h0G4/CR7ntcSDWHP/mmb1lg
YwtCn9ThmH2lw2LRwfh0F+kLCRlrMxJmXkaDmLDdIbKDEuo7lbR9jN9A798Vdug9/mgEsOzOLaB3
3yP28e+V+0/S4eKnjlENOTM6Wdz+thvWt2s0jHj6Z6/FR/vKKV2ChCTsKqKBy4GDOWK6xy4R7emM
RfeL4WpsyW/TGESHs142WfHJX5Dis9+//OL4Jhh9zH2xH9Pz908cS/gZwhM/r9/4zy8e888zAkUf
f9r8+4XT3/uLQCjdGS9QjPPnuYzivhLHuz1zs9ekTO+/z/EWtH/E0/U/effPZ2vHBYp/OSm/vP4J
ynf8Y9SM+cc7ib8Ypp/l9f+HtKf9qDtl/5gQ3y8i9svrl9cvr6c0VQ+wU9Afwf7Rj7vDBxo0b7ru
jrEchNFAx3Xz7i1Wi9gw8K3vOah2n+nfbnakN/2rPMIcZrjqqwljT/cau4dGTpt2iDKPMGjstNUT
8N9V4a8m0diDtagmv7H7psgMbxvX4mq40PVAY3XchaSPVtNOvtANb542THU0vccf717fDDdbIh8U
ftodrdi0jTowpIrjSZEj+a65f4/p4Zv7mxfD9vHJHa6H5Zq2Nl+G/44F7+JofcblrR+USzo8stov
znH3Wyw98OSM7x8vuiG7Am23vxrbPsmyq3O6Iipcxf/90UK5o5tvhiV6oNPtaAvueKlJtIC+T1OM
W/D1XRf1R4De73/KTgRv+vEt8fVHwQJ3tJXj1f9mfy/E0IIH5/ffDWvyJSFfTYSHTITN7J9T8bEt
5GMTw/HHN/d/lb1/F9z9svGjx1nM/drZ3S8b7dFvhje79qNQ4AOEA83jhKS95+P/H3lv3iNJkt2J
2TMzd48jrzp6ei4OuUORxIoSsJAgYfWPAH16LRYSIGhBrhbCcHaG0+zp7qrKqsyMw93N7MluN3dz
9/CIzOoaDQNkT1aEH3Y8e+/37vyTV0sopofBpwd2LrG8eAWS8rOYoc5QzMjpxTnf/PBCI/xD4uY+
uf7xpf8lY6T/yf73H8iTK83Ok9yvQBtSBj5wDCwopnatAmXGbKfr8F9qWy2ldVPfhkqkkDyEbc0W
x4qR12EukZ3eehqGWPGPZyDnJpnpvk/Yt2Fl4iKsXWtT08N2CHtkKKy0SyDBgCTKrIBhY7/5+Rg/
XIVXx0XQQvNbZepzr8Pbtymzwh62uQlJ2SwTE5AhmfTEyjFetyZ4FXqO5se2DOt2FdaqSNZQJdNJ
hcJ6muri7b8kpgLq/CmIdYSu+9uUrnyRoNPBIrwm1BFb2tSUmE3BMrSJE9nt3HfoNPNy0w9l9OQ6
jJP216dMEuF9M8CEViO1fENMIUHIZgoZRRWWcnj/dauMP6+GZMww2TL32dgR/SwUNS3sIhQ2AmA9
DVND5hy+Dn8X4S1xEX5mui9LngzsF35V2Vf+1eTvCPz1a6Ef8t/aOW7sH87VHRfhv/cX49+Ed90k
Rxj73+yy9OL/LktN/is/BfjrkN24TejHzettmNRV+HJAJMkiJP6hjMnQ/kFjrnowdAxt/vNvQ1hG
fPu2T5A8qeAUX/Q3BAaH8e/tf/8bqP8ie8V2TKwX/WN+lc000tXtAr2XW4piY8c8Fzp309fwaQQy
81llR5hNsxTV39yiX7UsHBl/ZV6y79buwtbSzAPpzjINa/jj5JJ+PQ206CyQm/rwftRaKg4iwYtp
rJ5//rYPGKgp7u0/XwVWk+/Ov0/VXvv0/9X0iCP/A3n8fvqlh2k8P6OJPE3TBmbyHad1h/j552m1
dEZRPY4pUA6x/x+hmMQu2+UZzHnIXhpD8XK14ql/l7SCrD5FveIcPeUsReywQCk+67PwruXuOlz2
LtU/jMfsmge/yPK/hEfKGO81bbyK33zMHvgUlvQwtMk81xn5OL2Y6QGZinoclCKUrtD6qYtnVj47
lSOd0fKVNxa8NU10YXwM3Ckn9T9O8/B22jD1YfLt8GFaJY9qhZx+l3rxnqfZ51My8gH1NtNa6vfJ
+MMimOjtr4h8uMi+LiaOlVpg3kzJY4mFgi1gCDhNh5AR7R+nDZtqAc3nBFAvOJVPmekel8GDF7GY
PSzgkDN2tjq78il7CGaCrF3A2YK+rL7JlKwo9b7rq8Ypu/ht+PL/Dd/8o/3mG/JN8xi7uabVf5St
sTW9ECH0bfA145OAKo3QR+Wq9i8vevcCnmiMKwfLBaK60LAVCmzFZrjYksNt8nhUk9BaLKoiC9O4
ZlgqBtXo+uHoE/pfVAunjxPQs4AXsBYm9anQVmSK8djGliX8S5XNDjia5uqrj+vPGrxwsQn5xKe6
CKuxs4DdRccmV4Zj1w3NruUbZUkWp7Q1/OwbQNK68X++H03hQl2uQJBTcOPyS04gjz/9GK5RK8+r
P53x4ec7TZd9LnSHKRiI/Y+2a/z79cdHKkxBUotziP0DYwYNpNJxnD67LMM4PmcWn6BeF+ugoY/L
OFajS67C46H3Zjp6NHBKtiVlJ7H7aXCQ8UyntVxIDmGEITTEe4VMa0CYrAKPUWGbXsC5NxfDI6+C
EohDq+IIa9DXFLx/ImGCiyzMXIBsFnS+EOk064OJA5BZycGmHUtyRJjWwVJICO30GBYzUHEOhIDp
P8Y+/BSMExBUbMjSY5YLEToyQsSxLlPp/wK5JfhmX70qwaDOT1kdzkOya2NUTUcR7GF6DdNanupF
LX1niYVPL4oC2tPXcucXxOazYIYlw4QzludCDe4zYOeFSwP5/Qfr5SU//no/V3U7U2yQnjSEpWWa
OZt+iUj+d+LNGFyha3vN+sPTiH/oz+MzSZEK1dzllyyDeEFy+NewCZ/zEwx8Ei/ZTfwysu1llNfP
stzt6XeqatUNsJjDXB03xcWTmuPI05iYfkF58QL0k4955YyA/4pO8mkKwM+wMU1fO/tSp5zCaQ3m
s5CpWnj0xgYTPBhq7hWqz6eN80Y05ONTq6xXqkgUdV83ySb4WzVLYXg8nNolCGFfdFwXhf7+i9z/
gsNJ+1o6kMyPjpwQ2lfCBwoYt1dAeBqMnC48iTvlhJ1KTVG49QbZuzamShYvGiKVqQMKU02F7X1H
hSNthFW282ziXOV31Z3NYJbAFx/tmeyE5N9Z+OaYtSPGi9GZRe4fBkRPX0V0XQZ3VdmSLYFrJO+a
cxgVzm5xNsfjCzHo/PbylHVk1L7j6h89k0WxwUPBGC+HAQKdEcn+ggx2pKZV0yk5PexCydJNvWzh
cHoLcCH5/thiGC6ba5ipSRp78a456jz6OHULjtSO+1GX7KXsDot8EAX5Qh/4sroShPSOM7fniENd
R9iHfH+FmrGjlY2mex341A3zFpo6SSz7t1cSQZETV8iIBqeHjfemWHLlS25zHumShy3FEOTCjRRB
QInBawIZJvGRb0IwElN5BpJNLiZfFaCInieN1QhDGorKgDGMUWMvmThmqc4H0iPz+RaSSK5a47Cx
mhxiF7OisiOPid8bxoBfO8YjAeox7oG8RTpEWJhLPTOMIr3M16rik0b6Bed6CO5h+ojjxecxfQkt
1laF/Agp/LZ0F2vTRvTIB/o5d1g6hWcBn4/RST7u2HDvdKXPfnieWux55RPckxK1tolBMeMDGAxL
C4zWNWPDpYe4lp4CgQ7eTsMaUv76q9dr+eZmVZW8Mo2wNI1b0gLakS+355uFzJguxwiGL6XKnr4M
wQ6OsyuqzCMDSS5ho8cRZhS7KdGfP8I/5SNJmyyefCAs+qGfn8KBdtqMPe6GfQEW7dP0A9Xw4XD+
WVqsDv+Ihj+4aDan7wCYOo7mn990cwbypXuGvBx+x2mQSZVf6oXMKGnBCNPkOIyggIBjPJMsDRyA
q/uH6THD518Z/DykO/UxUsaG9S46yy9s+sIXes7lv/5ZfoYMMtT6/ICnCQZfQGP+LFtAX/SUfe7b
NRy4pZLORIQUw/U5N22FThQG4dMbIC9iFi/P9HCums4k0eAIaDdJ2yAb8q/xAz+6oQRfQkKdfcxO
5aj+CAYitfiyQdPi3Osx2kXD19KQQdGrpWEP90S4/GWt0NyGG34GmDKQ9H0xv/t10LdiB2AX/L9O
PCWir0ml1oM8UyCmbOf5Ta/CmeQZsGPhXcrKIEh401WmRbrw1TvX095+H9MsrsLT8ipqkYu+DXxh
0yeIsl+8giQLRYPpQd/yhho9MSbdA+kWfBemFFMg3/YnmPLumB1cZ4QZ89+PHfPyGv1P7KvlmO2R
Jcs7qM2ynTBU0mTfGRmm4kTvFw/WnHZao2/DAwelHmhCJJtQeUNf3O56hPTTdO4Qpkz1htLinFNH
FzBBPs0lYAG32Ge3sGn0Qc9hXzIcPXg5COI+N6nmg85g6Nf/Z2FNfkHIX92Yt18lR2bgbKPT81rI
+OjzQNtCDt6SL/CZn0Ke1/9XYX/LjEfxzIhUZvyQ9U+35lT/JrurGjuMMMEY6TRzyIkwL5/Iph8Y
cuPIZnp9qmkaY9O7z7LveZ91E8uot8W4QZJNi4ln6tLxyW+m6WSdjGe55iOy58DYNi3Pi/nbUJTy
dVIryWWc5Ht6k9zF+gf/1/bvv07q2+RB96M7NSBsyIw119N2nHgurrMs9Wp6U16TKQNydw0O5w75
T2W45TKyYROEBLNsPxL218EemJ+4ATnxWQ9IfvHMCOMr/h0Muc11NsLoiCkyQloS00DHZDed0l2z
T0RfecElPj3Bn2evcAWgfkbgalp2p4TdnC+zluAWWHAxex77GmCkauwsT2EASPY9rxAb//mTMTyf
0g+3nORnX5un/W3CW1i/TBxPGCycmleOsTf9MrwRY+svf5VNMKfefC/4NNs5Th9nuGjjfpqVE8n/
yMtc5FXLfhoY71+Fs7zpy6Z0T1dZibN1dnKj5vLVNIXHa27DE8ppUBH/+CrcFZVHds65yNfnbWap
p8krSB8tp2MeDCxamqpQtTgTHF5VLO01vyt7VMcnyva+eJVX/fmfM/4MmfC9Cu8uM3rOWe6bjJPH
v9+EdWvCt99kb88F0NvpQ7QJwP4he9fXqU5tv/3fHCen9zURThdog6CqA9r5FFbgYayWb5so6XZJ
THGSO1siZlA8RwQhuAuj0uf9Hfg6roOhHvu0URLch3iUP4SXRjH6XXjRBzLsBroPY/sufPOO0Nr4
ee/vwxvzgjCPmTyKE/9Ahs0yXb3rPyalXeKND+HKWF9d3/4b6Mk+MYHwuS0SRSbK+olA/DOVnMsx
RITB9CGSWUSbGrcL/o/957xOYKTqW3vehQfm6lskmzqksbxKZgETSs1teHKsSQV9QxBJqk8HJgw0
iLz7YJtxA/4bQv8QBl9nqOOY2BNkf8pPE5zhcbYw2lnmTpWRVq6e7LKLZzBSMD6o99Po6zKD7H8O
lYcfhlPGfwzf/CdC/sO2JzjeZ8w5qauPE4AK1NwEYWpeT1lh/Mdku2XCf0bF349g777P2hbw5KTk
df7d5zcuMdrSqrvrW3vxX5i+1754lMwO0UNyZAYlrQ7h749h2n+0X7wPHDJ9YNNHZbUdzD/BCHT3
g29HrKl0JOgKVAJOBv0LVunm2m//0jMZ8U+BUz1lM62n1f/vwozq5Ce3dP9Xv3lHugWxouZ/JeQf
KhxIB8w0Mpncfq5Z8pC9vbTlvCjBH8BHVj0k43Gb8n0YjMySGeqUgdAeaP/P4XaZsa9vAh/QNFab
mLruEH3K+EMVOoj/HmRrKwn80TpQkXRhdv9nYOPfBY95nMXv7djceKSNFvm/wbzuN9UP6oo0ziMD
sqv4bOuLpGqk6psSgPkQvX5dDlszg07DxHCxQt84GEfVjAGf4iNqmxxcqZJqJPGn3F7JsSdZyUSd
LzjDmgyuWAqfuDIMXkmyex12/WP2qKZ/5zTTxPTCE+Qegl2VpMNn2l+YSjmISupWparHaJA04MTe
kX6pvFOJ+Thma8DpMFnJi55ylMZecjODlpqz1Jb1i7t5lyh05z3w+Q4VeInCR3QsPSt9JowN0zIE
Rk18Ol27dt/kz+HzJ985s1c1sB80PzziMDEtNsomZktO4jSBtf0Xj2JKftFS07Er4TPvffr8G3r6
dLEvQT94/qvEMnZSLA6rKv0GMRru4GMGRDZgeoi0Z/1HY8IDuLofN9mcuSZnf9il0YHn28LUgIy/
EMM0+QRffTFWx5YdFrh0buMPwjNbTbzI2z2n/tPsEP35xSi83LGCCWd//xWFIpU0oUiUjhWpp7NP
eyYhwnP50OUSC59xOiaMU8XJlwKceC9/9nmeeP7GpWZdYFl7zsqk4SlqglbxPFKB9NUwtwJaZ8eV
fJG9/fG43/yV/MT2AS6qIzQHL/uw5zhzZttEaW0luScPaOuCm9hs8KoaJQ63KNlVJJHYS+XXP7nw
YnN8bIV4E+MOSlHo2RxgXA2UkPScO5UlZZJfW+P9kbkVTKWRKJAG73cVAmt/kTBho3CEFtUYUAzD
OC6hdLr4OKCvw6RXrH6dhGRDP7zqpAf9UjJEF9Grt4f1/QBl5zrF1GTX345ynNPAVD1YlwQez7Kq
hrmVfHwKc0KlF1QDffQN7cB0s11rYt4IXlwYjDW9ivNy5E9CB1dn8ueTz8PpasaBITQtad7cdjkf
oGB+hOdPmauxaLGWzFZT+pOxbuAlu6EyM+g18V6KaMSIRNlluvIxW4fj2L0KuqID60BVpmZHCJB0
p1DAEyscnZ0wnT55eBoG92K6ov19QD943hYshy9CeqJSirRVbyYw82B49qFTnt96h6PbsKTomH2D
nBw9RMnqQvjV8OmYqWeqV/8rVAXqbTFOdn7QI/S/GdFMo/pnxqFEMieVbrIyJUKUQQK1Phem0yZ5
9/HD01Pz/YNgNk4HKojDt7UgXGWAbiMakOmY2MiG2KWiCjozF86RBpWjZZkybirTkCfA5Vx9aDhj
el6FXgQx7dLz/9iP4qgJAmLjIMFfjtJj+huOm7s9+83R8VDWdKDQFFLAJHZDkok8ekjXpxmxueG4
ZotHOmfRUwnpnZKpZ5mVzIZRPmv39dVkug4mkI8B08L91uOlwiB6i2+8b3a56eH16rdL4dqzGMhZ
N8sX0qzgZWcyI7ObGaSlXF01uuHf/d1GPUvw/3l4dl7gI5btF718a+lQV0t3dD+L3/CzYzy4iESK
z/R2g4HWhvb5F6BSmF2Ez7UF7JJBIptr30oD8UCwRsjuF/vda6qlcrkqfjvWYYA9h2PQBSssHezH
55PoWVIDvmCNGh7aNP/42hpNOdAXOkULPsUFz6ETREfplxNvX64MUrTx4wuNFzqACCMrb3+7g2JT
3a1hnZcYE4NdXAZYcMHe+ygwoM8/T/RLnMcFh4FldzltV1aDJ3T6HMLsm+iPO0X64twOyUuVTnJm
f6Bj/Cach99YqldfzLzGPs9j51xORvVgQJdRCl0wTknSCu89IG1bm5pA15X9oqh3dwAdWC5sKCmY
sn6EKeiZKFRv10D1MbYtwm1fRPt1U4tgbISeAVAF80+TmVZUXxfGEKCJWfQSJO04oe//g1ByhPfN
hUxSMdQLsuZ4AZyN5RB3sYbo5nU0RpSZ/D8XSmye/F1REkjz24DMWlSmBI6clNR06ggDG4/EtQVI
3TwxwtZz4Iacomjwtr7VvFUl7BmFOQwyaLoaQQuD3l5SHyZFf128cN8oPAEBlp3054E7egqgvfir
qcyMlF3j9TCQPSnV3Vs7vlU4NUOEEPwGDC/dgOwauxotLU9fjjMEDJ8fmOACITqyqcgGoz+YJGmT
YQEj0fw0RY79BEYZ/oMTOu0UwWM/Rh5PLg1dNDM4BTDzJ/6opdWjP+2ox7NO8Mr49AoxJKcz9IDc
yC+dZIcyiHDAXhktkrhTcKTb6Nzywsl9a4epmTAWf+YCCrjqukntEwqkdhYJ9AAnYrxNWxBhPUXF
kTgHTPlbDRkk/e2uTIbhA5Oo5zB/ts3baLCEav2isSf1lU1fWg0bgi79HIMOqFdzxcx/6yiSs40U
ywRHnr8Pblsusk04Itai4gc9gNIEoblhrJ/HeyOO/OUCRkNnKYqHQfKQ2PudTXZ7XCZhzaOve8va
Jj/JhNNhEoAnv7wl4yU/TeLlFz2hgoJ+xtP0xS1rIuHLIoxqIito6YBPXFY9x3iVfbZJtYhsJSbC
q7oyF0tiw/dDPP//pw+bqFB0MoZXJrhqlOc+2+RxyO1/aZrwpUXz6iqBm5BAHHYRjP8Mm65eihXk
hRAb01ymmyxPuNkAfMsFcvlcHiMumkV5EWk9hJjZG0J+l5QD5WSfr28xs/T9vW6TchBB/NFIljIh
oyZQqUgALjkV/fp8uqFJLr9M9agx2liibfLpjWMTdsYlh4XTDnUhUXUf9pB+NP3U0lUZSUQo0shx
qsPFxDawUKzYGSS65FOkQ1+sa91kRBs/v7so2WSX1C4YKMxu9fFzqq1LLNQQMHZOTjBhUYIFEENl
dcl6BPTZ+fzcQryaZumP00OKehZmmKSePMWHU2qIXMjLxSL+PNSzghyv24zElqw5n1bcZvitDKwG
p/EpzrIv9gJU4ZwMPfJbAkVgQkxdjLgmYq7VEgAszgRNLOPw1YKVXCWvg8XIfIl+vcBsdx6zGl1H
TMxPpCtxr5ZoSavpuiNVf7iYRKPO2AEUGekSXPdnt1AdaMbpATcBOehDzVee/xBT+07igpVvF2Ba
nAbNah5MJ1Lbiwx7AKpMmg/CtmCgK7Gu5Lgezg/ZwLoYhnL4TXT0bF5aX/7lqeXFoBen7MIXinS1
/K6WHq6FeJ4uZlNiGQ6fOpj0HFzN6SVnuw3/HTQzw0Dn5zJkOXHxZS1thgvej7mBzFUb269h4Esw
vSniHLkc7Z+xCu4zJSZM2jlVrJmmMh12BtzM2D9lti+4bISDQo7sWXJZzdDw/qIolpkEsDp5K/QJ
e+bzdVin0aY2z4mzkWN8DpLyfeS8FPw8jUKK5FCnduzVpWN+CKaBBkJS8PGZtrDcsSuesaiGIA9h
ux+YqSlaWIXiFfmXyx64K0ljo8/v9+R7yxzFR5MI2eIhsxJJ6Q8WzsivTZjrgciD2efaaqi0WuZC
yp2IhzDxe/3fMu1Tc7xsysImgjFua9+VhLVkZ/qykt1ukngxvmtcyphyv4XD4Yilud1lYR1OcnmA
YathhGObnUHetwilx3wJbTbTuXxIn0HWJ7+jSy0PEVrHpOzYRiqGdjgaIFm1hkm12F9nTnPSlW4X
dhg7R3HI+++tj5yGIfACpoWHxFAj+uVAsS/WIwHMG3WxUzPshbWkLBzcqMAIJ9FxCVCjw3KwyYim
mklgWsAQzWWt9IspmrTQOngYe/qzmqYwdbxoE2AJKAZPgofnMGwTssECx67LzgC4nh2ETAKcjklz
rqMt52mqWttIarntpgMD458bPKI7WqBkhiB8c3YZxDK1gR4m3o/R8wv/Rc5dp+4ekTylXQB6aWYP
rBMqVQOsswh9nchctQxQEWb3XZ7wSgENJF5Qe2htKKs6pKmyjl+twz4eMqJboqnY8JNjSn7g8o2V
bNJS17KneEPGr0K4F26ywtjywrSv7ikRiuxWvsCGMnDgfVoeec87faXuL/1TwtNMh2Np666U5PGJ
fLg66hWsuFa9dwU/uHosmr+pB4XXSh8hob9Tdc0eTFH7ABAVjeX/lTJb4GXIjgi2Qq3fcV9Mth9T
RAe41S+LoGgSpBKI3SZg+8A7ktaP3SWrltoAmzHyi2VGGmFjj68MU8AbG5r8tV4XfFwzocJYNc81
qhF+vzaZ5odi39tpa4CQXRz2e5JE5RWkWdkx3sIReonvjkBtmoV+ujsCditWjIXsDf39Q50cXpZs
orL4My6hk8uOvx1trfspqrqP1KsaF6qswPMlhz81AYELqJSWvxV9VDbsLmtw5uCQ0+6n0N8vxuWW
ucIU7/ICzPY18KLy0UkwK5oZOWo61/T8ZL/f/NIY+VsLJhU5lklLxFf9w6jp2dCtXrHvW2nMTOrp
aOoTXMmDpnNNz5pu9fe/+1+guDsKEOTv2YevC7NB3lek9Pdm+prkfq45j9hZM6qmz8ZwL0Y6QMM1
nZsskcKGUr+yPTMKSwtF6ewbflRvUtVqGwu/6z9qbnrzBeu6IWxjXdyaw/7Bru2h8Iu8zqwvG0/e
GnlYFLAh4sbetmvbN3rD8fHYPNyY0bdvWXNNhFVg2r/Qd8K320fPyhw3Y2iKJpiH6lOhofoHozWz
h7WhG3OCXlkAxeh7vjJV2MvSYInNhtAjuTJ1Jei23Fdsa/kCN1F/iIC4Xm0IY8Ce0iY7bk1ugoR9
nGZ6Uc+KiQFrH3Vv9CbZg+fOoGArIuEYdnNObYzM0vnxPLnSiFR76h/tGzJHzF+JnjXooVRDkBit
pdvYf+eQ9AtoMt6v+Xlt+bOmf2VF0sHzltrw54MxCGt6NnTLyT0l9ar5KRGab6PxCSsTXfn3TNOt
/t6kG1xXmp9rvq3faOhf03kh9PX6+0/m5y6g21ZZjDE+5Th+cyLONYo35MI1nWt6HrRX5YnMvfL/
xRlxx0lt42raNsSI7+zWXOkzG64wcqIyS7naOP0Qbdlt5Tt0ViZpxZbdBlIV+iki8t+fcUIb0HPl
7N4wkkgwyk4YuQllVYzXQbWGzvynqbxAwyHRtjLQ+B5LKt+bimX0lZYTlLw7JPoFZmjqpGdkkHlH
nb4c9Yu+DJl5KOPEhw/TXF1q3b3UKQhqGphjh7uKzvDeDlSOGNTxZP9IGh3WfUw8aXCutx2M0vuu
5bKbtV7Qh5tANnp/mcEgKvh+RAe9lN5fI8cdpNwY/uZZGbi2C++dUNN8TPMrzZfsYCq7j328mgS5
l6GFi+Z7ZWn5mNP7KTtYir+zhsR90ZkuqVG3kimzntH7LuFdjHXl+q5saQ/FNIskRUGkPT1GXtCn
kqFi2BmCy/BAe6gwZUXWCaGCi4WTvTm9bzTwqNgNvpHvHBSp8PtQIDGUqYewobTR15vvqViVSH6F
vNiX+vjQhq3f3Wdb2UWiB/YQk6nEJKNMCqyl0EL0teFykjmwDgVKj0bqzn/X38GkkBNi77EsGF4K
Wg5EQxsM4QIi+T4ldjC3/gce+olwIxpZGGqaP/GLfPo3Hi1rudzEqGB7s8afBmdujLw2clmTemUo
1PAr5YqjGTluzqFmtK0Lom+ig0LLZXOGIJxn9FPVeLKxctnIXzdG+V7jUmJqy9tS00fDKSGw8X0w
IeiD/C10q0stnWt61nT7rfO8luTBTu/TgMWV5p+RdRZFV2EHLA2Vtt24pMrQeWno1ny/NssqasPm
6te9mksdv6GOC5pnG/p0PYtv28KOsbo5aDo39PwrExigOZXWTvTVVKMPUWv613Su6Vlfr78n94r/
pVZIHsvmPx4T4cvP0MGOA3tlG9WxYJKlbJErzaucu2DnlEmiVT9YGFxqo+FoYtySIlPj0cHZM4Mt
oPH6tTo4baK0U9Z4chPk8m7WxMUN9kNrXlKWFdVOjmu5rPUmrR9pdq1xZms7aGq5rOWvkbNP6Cp0
afypcabBk07Icab1LKdPaVxq8CcoI8erQsvlVSgeqnGmxpMaNxq5XJZGzqZTNQCcGZZVmApfRs8y
+tSDxqUaf2qcaeR4pRfjnRN73JnuKalCPxY2mm7VraIBIVf24k++/bfPkOV2iHohND2L2k/Z/PyV
Hs9TFGaWBIPTsNhpfu5al2n6N3Suf9bXF7v91b84/qz5raZnfZOmT1odjKD4xV9F/mz+Y+Tao+ca
2yfNzx1/1vSv6VzTs7l++7R5/W0aD3BM2NflmYFJWb80QOpiR9XroGKVhLlR3dkxlpcadaskMMmF
DVR+H5oLh1gEj4ue8lU41JosTIqq6rx15VL75o2hKGE5dSvQ1NmpzD9Z0Wn2k8fPy65qhFadmvzx
l+Rv7N/vDNFeGOK9j5X1rq1nRZjQzXY1XoMuAFI1yzeMUr8ia32Oj1vJjKha2aWY8UzUhjTs0zlN
+h2wnkCIMW8qY8pRr5QLjJ9Ju6WqzwKaywixTKyMU5EJZ3k10+DANjPY5rb6RcfcPbQQvixO/3He
VH0dakjAydI9dOwIrNIqridEaj9gaJ+YihywdJHMG9JUAehVwYVR2X9ezY4QokRFV3jSWAdR9qlD
OTgeiG2WtbVeFnRJFswDukOof2hUp9q/nY21XoauXAF0JR9VP8IcFvv624GHDi9x0CSTHrBNdXdR
EN8MP79KPFcInZAqZ5cewrxlPy4LnBpPgyqE056nNQtuk+jcG29DWgXvKGqt1OrV1sJQnZJ70G/8
SyzoEJGlpMNeZR1Ip9l/l0Pn7v0qKYI9TSt4jhPOR/PRUCXWkK5GJaWwxUunDhYNYXnMCDdfYsJi
fXqsMj52Fe5sJkcm5+XyYP2VNzTLbiPFgLFgvxOOGsjlwdVV8PBbea36UX0wFi6Bgys+hTavddEx
Zw2KPyXkte8Rg0z73tL+Q6W+Xx6NknZF6q1xXWjd7bixuqk8mshQDUsOgrxWeugKasWPRP0zpnw1
8nkjU7Wup0GMMYzt9RzhiVa+AEgBe/BrJxMm4Ow6Owi+eWl4r0xczi2GnTVoJEy5tp6gjyHGwKT5
VN1DZX+XVZi7tzBUxCmupi1GbaR7/UvS6FO4fWxcECGYyRpTnH7uXUsOdMePZKL/nX7btU1FXRP4
YCq0aijeumIjnDzIEPsAXVCW0UEo7J3m5ZzmxqvFXRi1FmcCR22izt9edjx5lUQI8JOOPRLkMklM
OsTgT48z9T5eh5I56xMMmSXSLVCUf7LFnw5P+oopnr8RTmZD3ZTdoxiixD37UprO98FdnlYa28wK
ME3Phm71Lasj+f0H/XRjHj+qChpD55qe9Xx//0H9vCUbCdCQ/2klOHRWBj2ajfSrcaP39+jqeVpL
+25jxe/OWig52Wo616Sn6VZ/v/76E2eNosYSV4odrboN4KxJbF0gQyaaUSG5xyGtIQZx5D6A6AnI
PbdivCKPGjmzmcxmJVg06kr8QRIhdjfk+NR8lLWmUa0FqRLk2oUj17u/q8WqPW7rnqXYdZlUtvwv
ar7xgZqDddyRvWVcwnkF1/Q3GxtbvS1JQeFnN4QdntbVjb7kV9cfADbEBWLrQ6BZCzZUT08/AZ+q
7AAtCUCNehYNvKMM3RJ6xpDBaaHJy7oiPoYIrZ4Fowy2ymP5GAlylvUQMTh5bUi+6IzStM91mlWg
ZJ5Ej+jPz8hMO0g9SkCP+pSjc3u98Xhp/qysEdHQM3hftFo3mulpvm34M6eazjU9a7rV31uD3I05
WOqfDZuExtA5OVomeWOtLswOSml6NnRrJJo73b/uRdrSdKSrwnAwTf+tpn9N5/bKX9uV+UQTDLlO
oMjtNM40py3kHQaYKvQ3tj+L5DJZJZv9vjakgKaneeHkrwwjNM5bYlpnVLIzPSnyBrzobuoHk267
s5xWBjBeU6g1jawtlApTLr0euNmQipliZajv+ojm5EpQf9R0RMhPCdSM/DGuy94Yw7vR8mUOmvz6
vRwStVoQuQNjaNszH/cGg0gg6BGV877UAyqEVPVbB7IW4Q8VXLm2U7Zd+iPvQsrdPsbAP5xA5mLo
/0MtlxsXrcqMTDVjlmZ//ebHMLW7YNy2+4vQtUbX/C3MQ1pLQ+Pkr+Zjml9pvmT3vbH76ICdoYH+
DnxcW2bBzeoct0blLqivrmZ6TjgHnn7opyszEIc91uT7OlByv4CJsYJWyXZvgle6Ne76wwGt+qrZ
pKZym4UDd5rJP6hi11NrbewFckSmybRfcj/SUGUDSgyLrjdEPpDmU3XcVFporIDs3q7vwfIoypQr
CcKgcQVzCvikr6eG84stYPErKMpyVW3JzdMNPKXhMVWf0j7+snPQbJMV1AvyNzM0eh3Xux3AgTZl
yVd9UhSJ8ggDNXBNQuZIr/AjsONWetXBeRw033M0xzQjVf0TiBD+wZJqBk/Q41Eaf2pxqKy8vudp
SFhvQ/onVUAAFVouy3VPZGPte1gYef1LK39ddJ3mV0eLP80DhHeYoNfFP9jKz2Dof6/lr5azduil
5kvUds3WeFLLay2Xtfx1/NDwK+flMjhTaHmt5bJ/rGqdycuZ+5xFjnmezD5deTLW3x9XHZPCFdxl
exsmh8dwDFChO8Ct54q1ofPX1lnmPFOaZHc2+IbDtHKJD1bD1fS5JeId1SS+t3zmsH5z0HSu6VnT
rf5eD40+fvy0WhEU1+Re07+mc03P+nr9vaEdLbLl90z+xzRNvkrMXGjtnFNOyWj/3JDG2YVY0JdX
bLLmSBssaGbKgxarGO2c6XEwisA2GN6Y2WsW/F7QLTNLHKKlrwRj7Z+1sxfZX6XVr42+vLKyzelB
UPkp203Y14kX//G6mwRaWnL6lBaOrfEQqVtLG/ooaL3J6EeaDm+IxpP62zX1PnStT2m9ydhOnxqN
Mw2elDZ+tam1nmX1KalxqcGfKI0cJ9WDYSTUuSE1ztR4UuNGLZeto/GnkG6I+cfeHiu9LLXWs7Q+
pSWUxqUaf2qcaeQ4U1ouO5x345bK1lqztj79xy6ecdULu3MI/PuN5c+a/jWd65vWxkuqH/qdJnq0
R6x1dGt5qeu5pvm25s+WDxMXAxL8GD9ofm74tuHPtbPOWR1HQ+iPmj9rPqz5rd4FTbeaPtfbr8im
IG9egYuAuLHKOApNt+b7NQr+QfNzzbc1f9b0r+lc07O+Xn//M/kfXrys7XGBTe+sl15fNIwZjbRd
vfCUDxcNY+azveguMWepal52yu20bn5ZWjd96Sl/knrOwkPQ3tN3S93hwym/8IdfNudpi+/Hrg4v
65ef6E+yeYlTdNnnpWtwFMeG+nLOdZ+tXEjwzUvP+LLMwRm7sw20D1a4q7Sc3WX0xOvpIV4mHYqL
tnmmEYhcG2lI7zxzZJ2XUb34dl1G8uVLD+ONw9ddWC4RnibeXfS86jOUInxhjngMCXHZpqqHhBpH
m+LmtLoeMJuXoBT+QizlKRzXB2rsBZ7q6AioOCv5GF/0spf9qI45HEPRGDwLA+AcCcqTU14+a/HS
nEQrLMIqEEom4zTWBxSuryAP172ssIUf+yhH72YrH7wKjG23oMbWSQWoQeuG8YFcxoh//D4uZUjV
Ba05P9o/jibQ0Xt3DenZJADPvdRySlSfa8jPrLyUmNmEG6UgSTBQaQIbnfdWURwwwB+d+cDz2NWQ
wFfeykZLF7JOo7NDufjBKx91qc5nZi87h5daaXWnIZdpLSKN38rlMWEw//Amsl9jkMZBNdkToT8v
SgwveFoO6xTUWWBKxxIMj31Awvp1ciIypGMyJY/BK84Pi4UzF1PO8Mvt8IGfxiysvH9X9DtgJk/Y
AjI+i7ABnnGgxyZ+62NIVAbVMB9kDDeOxVQHgfqKLOoS9WXRV+N84XFvWhlwmJoZHvKu11Aa1sKI
+hMqmY0TQsp1/S6C6ZsZP59KSlT0MEOUYrT2tR3TunKAZ4jO9Zczk7hyeBBkE0rr8lHzfETRtgvY
7K2JWHru4Itt/q89wCzDaWwZ52kkVRqLCkGArWw5bcJzZnW1FIDCl5m0icRorR8m1h9kslrZUW+r
aCrKR+vdpiyp4ujzKkfIo37uLuNLkggl68ruL2N+D7E9FPYVRRPOXK5aSE53NlVtsFVadh2XvVZ8
OabWxoO4u4hLDDZ1l3gr6LQWGP/YL3hXMY0uYMHABhUjNYM97DqL0HAv+Nk0h5+htUE7vSwXFIe3
afjt1DUXqOb1Mjv2mWhTDbZ72fmH0ZVnvsaCVRJBDSOQ4CJUP13iLPkJh8UdFpACnuUVkFODQ6V+
RCD4+boUnCURShWIcT9cGrzE5AYLp6PIl/ps8+moyHJp/ztcNmW6YMrwQht2wcarR4LTz2fkT+tD
X+T2ypkH0O6OtXKpTmqpiw6ZvOhUX4AC5jdlErPFaNfd8KLimIiGDxMN7gc+skNPuR6+O/p0VJaE
slqwgiLDrqz/3vTDs9uv/UGWT2Ea32R3xex3PuaTmlpZnN6S2JxL2opNz7d/qWnSz4dRdt8g9x2b
1YBKPoaobujavpw8XViMNukYYkhc7kLF6QODs6sxMEqGxn9qz0hdGpx1oEJZW8GRWRs2oVpko5DK
FIsgapXNIZoLkv2SFBSGdqnJOFTp9XHXWrhtydP6bN6A/ayWESKCMSII1quDNQ4wjqyyAYgMS/3k
e1N5o2v892jcFGj7Ojc+FSGrvUwH51CRunFnlZJQaoAmTapclZQ9kb8y5wrPZXQqW3YVgCKFE6hP
eVsVXStlM1YEa4TZbtEas7aNo678dcZwsmr7L8SJP3307MQ5DgY35RH82eJgqua+2bUme6DMmLqJ
7pYmkpLb6diqhqoKxCqZjcmnhppMrTZrx4B5/KRML3UZzo6aHrg0jiE2WS139FsYcQfnTb2juKBj
vE7PZc3c+oPiPgU3WvnAOmXMEphicCtnH3tOKxKv3HC3jMXJpItB5ayuAPOFgI36lruUvAVre0YA
6qvoEJv92rprGDnYMpOuu/3pJma8W3CZjFmkY7kiBw7NMqSTlpKhU3bayDn6Kzaw55hvGPEB40Ui
eYPHwVsIimTE9Smd4KEr4znEJ+n0Gnsln7V4YCYQxBKtNHw2E4xfJngjZzRNNviTRoNRZ5O8CFw+
U5uc0tqlwdi14wxFYo9Ki06UY2lxOIE02gn0TE8BJ1ww+E/PW4TGJmiAzWbyci0mPsXSvoMuUwsq
sAs+VjE7+uwSUIFqWOhhgQK9QGGh09tsXRKSuQqB0KUNAsZSZj2dISa1+Mqb0O1OWnyZYy49R6oq
rCYOCZyjKp2rYdOEjQ04gS/Aq3ovhYVnDJNxqlMHdYllRJIX+kBHdAeHw1wuEi2AQc+64RpuGFsg
MF+MzzA2mqwc5uRPk5Pg5B4wDD0ENAYQvj6KmxHg2AoM/cpwShHuf6Uy/OddrJVzq0GXlOkvBe4m
Da44cZvE0/M5AEhduReWo01MBm19lGUEFyoHHhfZfzpanWrzoJeCsVX3fMPE6ivw3eEYrBIF1wzM
J4fOVA4BVzNVJf180Ep4Kw/DjcaA3JhcoYSjTRHw/lLBNe5D2MAPOG1PyEnntsfMRqwiagwwqDF4
MEgg5QtGnLd/4rMIYXDNTbj3sF7EL1b9LT2Lp7QZRcgFT3gmXMFp3l9m0Gw9TSXJmCeHXI1QyCVI
aslWXmbtZfwSTUVKMlLJFs85cP0qXzNRrKieN+dsPCLlrrfhktWJoeM5CQ8KnrkrM9xyziw0HHNs
X0jHAAGcmvIzQf85t8uX1j2cCooJxIJC5RI3K5p3xssAipHH0KVuqZku0HDWYvh9uvWRaazTtHG7
BNziabZFXmYrixdTKPvsELO1o83Mgvt4IXgeQf8oQXH5GKPfH4aX9c6rk8tfJdYDd9d27IGY4Tzs
AykZMEyk7lUmB2lCPu6nV9mT08oaMsM/gxwf7jm0eqRDvqj685eJsGYJO2xgQHVBEc4WocxGWGTn
oFpwPOd77dAJsHSbWQ+jv2ne2tiyntCo+oUZF5LqgjL/czNlIwwGl2vVMdi4qXzX4b3rC2O/bUpr
vk+tzCoZM3Q1YfHav8+6AgBnubAayIllW4hhC1uKLiiaqxF9CXOuF+LunHmn8SZPgXvPinYykKlW
bC0U6cEe34A8lDtSOLTdGuuKnGRaGYRofjI6ZTm+UNbRA611MqyUbwcwIJfXE2YI8IM3jqeySAMQ
rVG5nVrzMbiienNGkviNz8RUhIy7QUIBeVtNS1IuY1mhHC2pqSGHRkS2WisIU5/vyHoZEykCxuTf
wqn2wSiIYVALGmXTkVnyAvogIxqkJkMFyjRkerijmHnhGBmDTzR+H5vc0IlTRefA21KpDOmz1Fn0
QI2dCubUN7aQEQ5Mq5EYhqCcgezv5jFpXZW6QlaLxQsuFEAhGVOWseMES83OjqUhoJp9DvAQrFGm
oM6u45XrOTKmRH9MVrVOOitFW+/N2JxjW6B48cGUZutN+ylc2Uyo7ZCYGlZ9IxGOMb4IbLaJgFNJ
nxFZ9ZbjpITd4hDbtJb4+Ihj2z+qSvKMGtMSq9dCAKehdR7Nu8Qmkw/DNVatO3DSZZC8mqbCsrNi
YXS7xpxuOjGYIutepPr99UhWRTE1lD1mpna6ANLQfn1j0lWoQ/d9UnbfzqVOmtKx5OFBmhvMwRCd
88WZhW3XQoSR0EcYaxRmligZsVBdi1gC/a3MJSYNnZtOOgeSPryq8tWAxbvECWcjJWrR+naPOaEE
DaHhrVrZ+YYyVsYoq0FCOaJDCux36bMDEkVn+DbX0CFuEWFCKts/RRd49dNOgnaEYmMtAxszHhX7
6Nh3maz1/EQOLQZYe+ntFW5TK5miXB6viafBzgSuIGSRGB1axpGaKoCKHDcutETJwqEAbLcGue4r
6GXQ2Mg0QQMg4TaigBXGKG/pU9nIEFnREQDmj23iabnTS+QIDrCvgXUg1yP3koSuLZ5hM1pTt8cQ
qWcyIEcYEeajR0oo9Rl7Q54E2EZ2DVJXTQ5VtZJaDLDbQ8/NXLgRRNlnRSTHXqeCAui6ntzPIgA2
GthX0cEu8HpJGr3m7FHtsKtF3nWazlu64l/OzsWpaAgcTQcYo2Yb35RhZWAbyblxOIWqcAjdjXBP
6a0FatRQi4mhsvUPqSjH7YBA+qHOlNpSijIF+NL73nuHTJBW0pJbaCRtm0GtWbToeUqEY2D+4r0F
Bl//h9JwGTf+pl1Jfjsj4z4tcECQMfE39YkU8DFjP2dF3JLEOHOuMc00VIJLTHAzP+3ZSUMboWcV
2YAFCvgpRS19TjXNBA8XrTydvk90zbBOjzCZ1yVmwZlN2YmptVJ4kc28XuIbWxDy+1wHwHQiDz0s
02eWv+1LZSecVEbD7KxrQoX4kBcwM4svlxqzcAGe8jg4Fc1sl4SmQM7OoW/wH6dinH6guIjacoNi
bMVOLzoqZ52iP63PYZIE5gwvs8QrLmQ4n3lt4y7HeKYsYaQR4UueYY/dxPta4tqnj4uJyCk/ZLnD
LNzVTi/vWccMs6WPXQwOagiNnomIZlKS64s2u71o42eidCCgkjxI/gLnv7KGKbVALLdnbtkLcnLV
EuV3+kB4oB0avOptT5HvDSLvLhabAbQTP+HsNszwhomL22laV2qKAjopGltOjUsRdvbCY04fWdTH
ou1jL7TNsTVfizLmAvSevO2Rw2KAARLnsuIvY7cvKvf2plkst6zbzgrozGsTGywussi8ROHVhQaA
5Y8cCwAfq2xEE+L/cT8v/U7TK84ZNrFXZNSyp17MMC4+yGoKrsCFPFi97OzzPrwBnCiXzJtGb6ps
xJAMa2pRBkzaldZX1gx36P/Exp4wbb6V8tS78jNwZzpHTx4PMb0fMM2l1amDB2Mpt2cJZVzw08xz
rrJiTs1k34k0cECNNv3E2eofdNoQNDP4mZCKs0I4ncpg+nWJ5EcIXnOYVh5ObUzedPjHLK3RI8RB
zid6Fzrw4U5AeYqU6axB6k+0jh3pb+2ZBrMzvCSjT/uCU+4YXleCDoxTMe2azLvoF0zEhkgPCPEF
D6WtBDYMXEHw4VUhq4VRkhQ4tS+Nb4STBHqxPPfbwZEOIt3CSWZFLl5nWQqeYNOz9DM5K/6iFO25
TeyLhRMvE9ldLPGD9BbWOn5xYjoqpj5lfsTD9KQztnzxsQA4adLZZ7QV4zceJzbsKTF3fBv++C78
8X2i9dfORdvJyuEDY1Jw7F1VnAJUKbEeM+jW+ofggQ+v6Z6DiwDGABo+wSTnimvYZF2NZ55fkMkR
zpy4ZoJc2qSPT5EdMfRxOkuYeLeSTTY0ldEGZhoKnZ7FTIS/mr6LjjBr80qNdWvp1yb3drVwkWSd
3rDm0f+MtcRBFv007In+W8oWUHbc7ibbeDkcHkAW03O8SIVjE+glfV19zgNfqkR8eKMNObPzlAML
XD9CgJw/5d7dtvR2c9YpeUFdujNK0aTDC2T1TxWJ2dtqkFgLi8ah/L+iETH8tdGE7MQAqJNzgpHk
g9MHbiQW1YbRM6RqkHwACzYCTtgjF0hICFV0XryxAcz/oqFD6aQuhHbEkIbGVxeAADZXiqOv6dZB
WqqFs3iJDhaqMy1LW+sDE4l2DJkpRxuTT5NjegzgLH7zMQwuQpF74oKYOlr5zjdGNHPlr81PQUTi
bZh3xCRV+O9VYqw42DfWifAtQ5dw8sn3aY6r89BfaTfUa/I7LaBdZF2TcfGodejpPPU7oLYThd83
FlbRoWD1nz+Er4Rer39nnlackqdpKPynab0orzNR4xAxOqOTAKUCa2qGkRJak1YBRuKnJDGHGPOR
HD05zh7P+xg9XvPB1z0wQXWvK0Olr7JrWH+XU/S1HbM88nHFwMSm9lkubC0vLEldrknLzUlWO7v4
1B0YM6OPemKNSbfYKxvkWcSVVRo5SLBym/bkt35O/UAemSlHIK3wZaFLpb5wz82vJkL4YXf4eel7
7jJfQKpDudxPEJ0do/JwRKx90YLYs8p8zfxK0dvGRDuHJdOKoA9YY94MQj+SFuUNfjJlrWy0IzzZ
lXXV21aUrKCVPnQGNObTm3IjfN0etGpX65up++OnLDwq9fdKXJmyDs3B8QV7np0SfSf9mf+2/u2/
Z+SXR396N02Oqn34X9EYfsODar4hrkZXt8SW+ITp/VwWKSSovUWqOLgsI0R1JCV/d0NUQYXlDqbP
+VoGM0lr6U+4wGK1Q6F/ksLvlg2mK3PZxMEUDTvaSimOHGzxNLuX5qFyje624qEt7l6R6jFQXhut
DTRATOpLInVV6EzwbVcC1cd81r1j3AEHGUSPVJYobXtZpF8/wb19cmXH3AqUjBbow8mZ/cMouTvS
liaeHnkSo6z8O9yhXrk/ClNbXFK7Ysr+t4JoZFFtiDh+R969qW5WtxrgFaaamOoiFkT/XHIT+ukz
GhuP+jEB5n6epgI9LVjHCVi2J2xtYHcp4CroKRz98MvEuusnJbz7QnkTj7eK4hDh2Aja2CDT2ApY
At1i4oeZQPuX//bIPx0wssNRB35BFhZOQZ/+U2bJnZ1/l5kjVJBWa7fS0GMINABwbgS01d1ddTuh
SCHNcA/g47qbWDRC9c0daPJTuPClg4Rz/pi8QLdN7MnCLnii7S++3kM0H6s6sejzPnSRiQSsc++E
JSI0e4qpEb1IrnCPrbjhiCtKvZll6yAE+Nk6B80h/PRoI8xdC0gbZW/iz9sxlfwQMEkbHkgCJNCs
+oP/w4rvV+R/DBYlTkTMoNn1PT53IRVik3hzmr5Eo6EzVCJGTdskW9qru6vyUKdtO8v0uIh0vVdo
Is3JrO2ombDYxQ3Ta3gHFkeFSORNYuGSGSaJNeqnPBqjRXYOGep1SE8y/Qf2bGEE7sONH71RV7kc
pcRrJnqRFOGEon1sbNMT3/6+vzsFUT/TorIylE+TtaJ99tVnAObXPLomnxdPNPLsJ2atIhC6jQRy
lElFxJ6YIwWP2b44ocyZOHCkfYeAss8BomJ6pJZZG80k5M8PLVRdO5iBJ0zaJ9A85mM+WDWDnlF2
ba5Mgs89r8M1vgynmQ7rSwK3/2qBm1c/a5NYezEDkaEAoiHjt1BgXTs7jJYFqeIMiXOLn12WIplP
3wxlZ3rPmzOMDGxgw45HT5FYJp1OG3N4f6NuYpKWl6OZ9QxP2T7Psdd7wsbHwrRdt/OoPKhQpT/V
HCSJJVtdpVYtfQwPaLk+AUVvQ8wDa4s42wPZ2xp4MuQZN8pUxNL/2LvURso/bTUgKpC91VcaLk5v
RCg6xFQ4L84guaEs1OkKeb6YegdMtBbQ1P3uNqaEIEMDVONXNvtLbVeeefHu7AWRJhqMfAl7Pik2
6TZZMc8dANqe3Qgsa3PD+brVR329Iqv3f6AOsCDiSJafbYNdn/Zf4Ljp05FHyNsxzbrNqFn1AYwi
gaXDlmajQlNPQCqOdrgFcxTLG29UNjzFwg+W0PGVQQLrSp/KB7tFxyTK2WfHABoWy9g7+cpkyL/6
7omxV1Z6SVq6hKFu8GvQbE7xjt9HY5oa0Vn9F63nRCaDe1g7ZFUY7fOn5bunacfXY49h9zDALrEJ
pAZgkbhjcnfD18krOPQYW5mxkyr8U2Ti5utEgx7woVysr/py+YoMm4SQsSTTfDWO06UD99NW3jJ7
FM9euiTrolwgrxocH4atO1dPbQqffjvvZNHQBSmygfCOJLqLB6VcV11xg8mXsmkTyph4Ge5YpOeD
mPJJkjlf0KToQJVZgpF26k54Bw5WakFWbi5M8axKUNxzY5A5QsVnxZThjLYHufdg1s2RD35xz0cc
d/QYWUfbSxxP8rxdyX7CyVV5qTgSnLN714M3hYRJGOvCCZkDdDhYmtpp/BUqbGNaGpSRGIgy7rmM
O5qz4ZN745/fh8Pgm6+etayUvORusGl4cZ6zcxm50RhcepxeKJiWF3J67lOt0oKBi5GTXX37N4sT
GwBkGn2NM5tBLckrfwakTFSihwAPHNU+JRaJInEl8MRKUAQjflSib0Mhd/20B/vTTRjZdZjAOhy1
TaiCUQbAc5eM++iNzSRapnhoDew+vwwrUabKj7ngg4RF9DRAb7EAMM9WNveMisyI8cmCGUig0S8m
jqsr46QmCCIXBcXES42vxKfDtzfZxaOp/Q8TmaKDEdJ+SZkpUtN6YzUwp04vuBoDb/nF1cRdrO+2
VMaa7SVpWvXJltGh6YHrQj1trIfxg/BOb+yeDsZOoCCUpwouXW+xlz5FQVH50Aa/lvAeULQDEaRz
xXvtM9wOdL6zY78U1orQomfCaY9EVFrf+dRoxcSWk1iRrsmTtbbScVzrZyf9SoHHVOiM/Ubnw6yi
XzAduJa4VmrVX5vbisIXCgN/8E3wo4fAzHWykRhJkGWtr+fyU1S3F5YCHtujWMHOtMYSM+KjnXoi
4FQBEZgWEJjEhn6/4cm7BjXLe4keEOULDM0mVTLevFlLMmRh2VFDNsWDrxU0yvp7zyh6lXBiIsa4
s3VwL8suVOTpiu2T+mgA3iuEJFNY4mBYKiQLP5F2GOc2rNEI8aQYc8MNm8zIzHdQLgnrYCcATIKw
WdvZzNQor1sARWBc+ZqwbTv3w7uI6MaC5WVvyj3GPGU1VxMjg85oaZOmNxtbJMQbweUYJ54q4jhF
liqRPJ1qRLsBu9Dcb1oypMUbaxLfBNOHCLET0U7ijv+TfUeZaKPWoaD2vUl62b0yLKSJJlL9f0+v
zOBa7woxvUnB4pC0Yc3Bwg+ZSfx1IKcqO7gyAVRlP3aFeed508CEgtbvrRYTIlUfEfNE6gEbL+X3
KXkjCU74B4uoVtCzpaSExTxjVflPS/rKOWCGrOPAKgwmtx7c+QEIntm+juEBsksBDtjGrsOGtGWm
DIeAEFwlQsPVzwkaWSOtjGKJeY36s6RH3dgHytScZW8TxTTbKIKPV3aV9KjdfUVheHoKhxcGcXex
mXrim0xTnsAaYdvCCuh+ox3Y+I1xQSMmouPKxki1sr2yR0J2foEo/Frn6JEh/CPxUw+b4o3y1cIX
yosW3+LawIGdEIIOhTv4slTyBJzlgcLA07qZLC8JLIDCpf2/JyVfoWETgIqH6twR0LPAcpb0gB3R
A2VHgg40vTbe/nt8GFGuxmqM9MWPsxZn6AHaaWzd73OLzu7dIdjeQq3C1xsymuKzSFenQw1HGSVt
L8k9deZPiHJHo2kXf0MDc3eI0PgPS1eIkSnwnLXzE1ieoEE0+HDUZEEqW/idQUN9sEfDCXsqC/JK
cLi3YU61DYM0hapi1xfb+Qwp1K6O48qGIfl8Nj9UoQLQEKTX+8heKTlx0UtuOmRHC0MyvPX1Exnp
9c6DgWOsL+UghGklqJM6t0y593aApKSwc+yaals2MkffW1TkKz3Fo4DCMBX2joZUM0jq6VJjl3vP
csCh3IbwaVOIiQ2TjPVcg8xuc0O/tQrI0RcstA8p9GQL1y9GFhF96uUH6zoQ1tgHT9SThF8OMM4a
rXx/MDuhVYGy82lSUy3NCA2Qttg5hdVmY0K9hEK+suvxQOlHSxjK8HC7MooX1jXZ+BplTLBOb/Zm
eNrDvTJFIAh/tH+W4EW6Ypu3hH4qyn+6rOr4ZvqnJXkuLHvCq+m7ZqRwfY4trAoyq5mujDbj2Z1J
2JrJyODT/GemGfHMIs7oBtfT5r/1tJfjnOyNdF64hJsuf+Bmeu1n6HCXG3WjZanNrdSnP+qSTM/Z
a+ikXRbYNN2d05ClK+5cRprDAb3OeXxg2TBmNlwtHjyfpgY4x08Up6zOMCl/mc9Lj8sVxWe0T+6n
FvH0GThB3mcEvWTcBpc8B+bKMPIJSYCXya+TYuLcT3nR2+DEfqixFtLyUpJactfyXQa4MA5qyrsJ
JE2qpuO0Scf2qxmTjCphG0V2Z5v8NIADV+Ha0RBQMSHIZNKqXmUjHNSaRg/OsFFZNEO8puiWh06s
Rl5kQy0gL3oOZexO0Uq7LGj7Kny/6iK054YBi5kTPO+gzRRiraaXbkFQTXeJUbFs0S/JJgUiZ95W
0hP0MH4m4QX5XTwPNpGFzvelx74VPhwea6WxSaY0kKEGUlV/FTA4hFJ9LW9zwCZs1C8tRjH0y+yZ
pk6dDVBJn5M+ShcVdhumpuHayE7h5Jcv+8nK4McX9ead1QDGyRoYg96zqbvj3KqkSBYl/AK/MAUc
lq/qbAk2DFNeVmCfPI9zPUu+sqVqy4k1bILF7Tg6B5xkVKMrigtW49ylednCxMj7wGTTRR35nsTN
2CjLzF7h8i9iOiCdVuRpEgsh+/YNOjZPni2l6Bd0Tc1yVf92lrzitb3rDVFiGKVlTOlT5bTZhGQ4
a+cg8VjNCNY41GYaCZwV0AjBhJU/ajsUcSMrv07zXHtvxyUlzqYrlI/8USy4OBPLiU0wm/j64LF7
b2Qi2dOxuFgFmRAGY9dU8waThRy2/wQmp2wyeOKBY2Zp3xeeBsjvOCIugMUM+o0hR9XtF1L+s1pS
z5AM4CmzN9RF8AnSEPQe6Ug85+1fxMhi80pIQX3Wit51tXGBDTChfg04YsqTiA27c7Eh5djRo52+
VfQWt+hiqlTGQKyHhY5KgJnasJiN2Q2ydClUVCV9UJg6vRsq4+MsHng+YBv4vHJ+CLQ3ioVFz2Dy
kZS7ZkttAGJq78pXA45Ufzitt8ksg3h6irCIyOlI10sc4dwTDbjzenbraYgTqXYz2MmkcgXLOA3r
y9PUGBKzGz6Fv4/Zc+JSvsn+yD/7BMkMjCrvwh+P/TUw+dhscspAzxCj8SEKh3d1hUroAo0le/LN
dLZOjZMjPOJAonlqOdr4n6kHrmMnqOwaPkEbOPakJO606ymwXMms5pYFTyKZQTtg40teBfXhnCqp
MyHkyCZBWwzvQjErsjD/SZF+Na6RjzyligT5k4ww41f0tG6DGf+US9xV+OOUOJsQPXDKiHACR6ip
t8CMtj/dcPZZOK1nCJr8qSCTBA0h4BTmjaZw4iznnzrLqJ6xpdDx0njZ/sPgiqxZok1ao8HdSF8O
/Z1+Unke5MQXw6hwSkG80BYxXfFPwSCFdNlRgjmtGvqSn0zghWRoSWS6KWLEesophjSCFUlyAoJO
HfNTXBEZ946VveYqclDoeqcSW39VBuQgt74NvQzYZlCC/iaMMr7dtANe9R54tD+1rp4J9kK92rBn
NfFhfqH81w+DQhzXY7t+HQREl9kajneVVRC9CnbDQ1jsuDefQqN5PYwdG8fLeQJOTKA/DCMlSUG7
raHYdVNJocg+AAufgo10G8RdmcH/xDPiSv03NNOpVHY8Zoq67xI99W0hF8of6EgLM97r1VUHcnjy
wDoQw6D2yIbsymtTCYu4YFnZy3zBkLilGGlXfSOUMhxPOQyZZjgASmYe5a+k4cjamK2GeaugbNSB
KwaxFgemiTgD3qtsUJqJOftknSbpvNuAKzakWBu0G0sFiNhJdYukNI5j44Eqdit1tJn96EqdmGGt
n9BdzJQqfR0IA5u3/XYO1phiy10huaFxlFpLkRha9sikqzO1T3+DPsb6I5F/i+S2H7bHx2RPRXCl
iGkp3qIrdpUcBrFWHa7TDy9DKI1+7ydFDmaAppqZyaMTnx5rUh13b6tQ6yjRMWP4P8quKWo5bGCS
UJ4c2L1DZfUhm1XcBbBK1Sj51bh2ByPGQX1Kbc9ZqRBl+shogjHluGrDAqMQMB1VHc0KV95c0+OR
0KsfaBlD0IVJ+OoZQPoBy23C+KF/piHBKg0NKnP8MsmeFWGAD6wSwCkZVnMcEcvKPwrAc6DU+OCc
Dq4kUYyrdga8MhlGaUNqH2yq+t3wdTRRt90+UVu6hI5UPRirhL5QmjfslZYEaZv6kzfiWMKMtxVQ
DxUfY2BtLywCiI/0B6T0HQS464uH9PwAaJdRGFAqbFve0UTdXhyNTOrdDIS55gn+mwPb/TUTCeOb
yWqj0ZIEWSVOcE20mG1WpmkGCtbZ0GQ/k9ASAN1EswQPBW5ZKLIa1eTGirY2wJLA6v180q5ijsAe
g2gINZBs2VX72DrcYuDE1oj7sIIs7ndabd5mi2E0pTVB2wumD/khDL4NBo3YsbMm3tn2lMAnC5ZU
V0QLRuyYxIYZeC8VnROjOK3OD5JMqcVaNT/hoMG+bk2XdZzp6q5kBpMS/A5yP5sO7+67/oN0YOQe
zz9nPWzQnJqyBZNgW0GP2Fua3HyUWXtVf4J87F1NoMC2s+B1zbOHC0cX6Ejg36X610s6prWELNh4
pdgoUx78XUZhS8weaeGSiHaGRSAS5SEwFVMQFcjjug9kYXqObExTyR1dsd42zJo19I0/DxEMkMgb
0k97G70XFlgRUieK8En1VPM3phr+dJ49/OSnWHzlV6wn7WDK5JIWzZtNRz3Zo9B6lUR1cLVvkNFQ
+22XVNFrA1nYgr5d1ak4xEhQoS6al2vdoaS9Yk61nVBTktt9pVYrplKXTWRWqWPRVW31cMjVuZap
7c1Vhg8HljF/5DRbhq5GqM0ON0nrjJcbDBgrmphjfUAcSv7MWMMyHk47FKmGVVaoFwWo0WOJ1xqK
1O1JGwFgV6IFpmx0NEL5rqp+CPuB2FvAEfIvxe9WDDtM2Gsn1AJ1+TFHWzxb2pvrwEjGeRw34tcl
MzXJ5rYB0vrTVZTFegVVlJDod5l1LQVy+myDCgDZbzZZ1ipHiQLsypZXypfDoao0IrRYf6DT9uD0
XN7a/75OXDakr42yMLfdtK3rNrHGD2wOcXUeslfw7JubxCoSXzFIqL7L3EPBLEA+ZXM+sJHzT/uL
QK+G18TufhIm5XL85WsyLI+bF35X2ZIV2TViAj4ZT1ZWTqH2iyw3ma1spvbfoJZgXxD6e5tpVppk
Bilnx1hNGxkx0Zhn9OkpBv02+57Fc5uJFSWGpzoXH6aOcOwQ4zhjGJCcbt0gykirhWOj/cCSfuJz
LKu8yRYv6OVqOppCBRUp+lNqf2LlONM8JaalJL2ggG6EY/5zfqbBu79oMuvnO5dVNWotZxFolSRL
U0751xwKnO7eCst8KWqxK2bugUsCu3s+SGeuW3eyzolxPKkwkZji34lN2j/mPa+NDH909VzoHLrt
MR6aHWDo4rOSJjK9Wvfkyrn9E8xW8LUzW7l8vV63xxIu2aMF9tk0TuWYHgI2r02IgYEbRpYhH8DQ
DxSgFSSmg/ReOmGOilh0PT0tuYAMcbkzkXUFV/GUoWzkbbSDbzKae48Jj6FJJY3IKdfh16/DsypC
PgTiq2lnar21T2v7YnSfCCkVqpR8WvXMaa+D1WIXaCjEVRqGvQ+eFBd+UCUb6RrWtyECJErcr8Kc
NVhqKzOYnbeQfPcUssDfptA/WU0HbHb+gHi6vkJvMxcB6MR4KJmRfb8KgrngAORdn7jeBLYaxfp1
gtvbIGoHwUauN4frvLPvk+oV+JKw+/DtR6vaN0ZUUiTz7iG0tSXU4NyIvuWHJhdP805PY49Z5zTa
r9mS/vR6+I3KGV89jeIO4aR9sPbhayJWhWmhQbqK0LYKidVxipAmIwrysA7VydCvvDOvmSp+jfD3
P1kbCSbqSxRo1rMhA796f5D7RvoXBiMgFoG/NkFU2gdXb3xdelgRZmG6qU+2tq9Y+5Z2R+V3M9ry
8TVpLPnJWy3ZDZE+1aS5Mj0esUEfT6wF1SoafdEckS7H7Ekfh1RhQK7cvJRE6xWwYKqQXRWiPtQL
GN1/VT+Rh1fYK0sRKnuASuu02LLelanpgSv9LmveKTqDG9rmscaVeRCmQGGvREMrX9n//SCI8eNQ
ta9F+eoorK0P5RB8GiOrMy16FedpkDAUirlZlS+QVdme7q2mgvP35yr16PS5vkjv0juCzILgO3S9
DFlMfgjnQZNMbaNGE9wh6lU4TCyk27zBo+GvIkjyRCsyTpzS3ugIWQReiAkYAH9Xh0Kk3cixYrG0
ZyJ9JPvVahASnHiwsA9yvLvSdPRwBWYAIu+pQ5kJSb1RAhKQ686YcNF/gn5PeEkBxvSkzO7kNfS+
YKXYZ2Z4Utp2Lb0I3FwdFkvmyNyVtygmP2E0TPEpddDH1wBH49GoPtEu3CvtOq4yLRATmsW+WoyJ
y2IOSDEWuejutuSnEDMmo8d+WFJsuOWLgTEQxv7R1/vd84x3ibne0CC4vv67aJctgsXKVUzdEBE7
ObGAE+LGXwV/TfSMXFnquSIQE2+vk5mkJswrJ+h/bp6ZFnV3Zv9Pic1BGZlfFQHzxAo3XwWuE8up
vQ9F2Jq+BeaVfaArlbv20PD3hA/RrwRvYd7QjugHUjhu+FNY8q312laJx2cQhaKSDBQD+dbmmJX9
BzYhmkV/ftqn0brf4ueYTJBlVjaDGEvXypL81867bUZwv5IsuB2DMwZjjbIqMZi0fbxaWr6RBue8
tv7tV0lF0vh5Fezxr4K2szXACUd9WMe+18yJGxJ8agPrSijchZjFLN0kbsRgR3q0xPYPMtjpwElh
SZhWru4RV6CCFqh4wq8bzxDBFUcCbxZem6BtoeFcG3EVeM8F3wT3vMcs5JFhc2+333XTscVOVQjv
cS/T4zGypJZ7a63V46S2zZfhNFvSUtVLA0Hfxi2GD/GtKUunnykLvzRXd6QtH97h3pnK28L0/LCl
hxFMgq+eCKTpush8H0yXACs1H1gTyixPsQbHUh/9W1rzT7n16kMxDGHHrd2Do33Oo4+LQqa8NzdG
15gjIWqv8IR+xZV3jw9V137uqLppkdvidIK4loGiMhP7dvMNMrdaqmfwgDZJJerRm5tLieRAg9G8
pJ0pf6qWNYeUFm3v5yIpZyC6qHSaBDGb0KI26Wgg+m7VpvuCDa0nigrf2AXdwAA2Jdmqb/n/82C7
fK/5oXTFPgtZwtrUxmL6XVD5pG59shqCR+pzxuQ1KQxpcw3DJbE10W40+KHCFmX1bR2PwUDC4I+u
tp+DcPqvG3Lc/QSuWXv0EK6R3psq9775jKtVrgr4I7fRHa82H9dEKcN7tSq0tT6bMtAd/cHik9KA
ISeoxR05tgalvt0ZlAKcPFZ3r/TsOPmDtNRTKawc1AApqHXssH3oW6lcV0pWiECfQjohWFoeZNZR
gD6xa7bin3yc0zpJpnMkySj34TegX1m8lfR75aKA6cGfddOyirAYUWU2QYC0TA6w0cN2hb+CTeSo
PFgz/Tddrb8IVUsntSgGN7bar27JVX38KDdH6yYrrfULH4h6BLolckdwr5mOZXF6YkC278lxb4KR
DF/6eL1WJjuIVlQPtpK2wtnW9G2EA9OAQ2GvDkTpQOgRjHJi+gSuX29+ujrSj58EWCEA9+CjM9Bc
2rhQPRRKkcPvRHGjR1WSfyH0W1fLaAUbc5poiZxb3UePgpthQAyPeVxVv7ci8FWtz9SdPkKP8t/8
Bfn597+i/zseysNawHWLjV7EQ/3VPSBjbw+rW1YLeI87FHW7U7vrD+LrDwqx+WVD3hzKlqvXfP1G
UEXr29/RYscR5Ov7zU+P9Q4fQB1gf2jhiQtBtrLgaou8lMcDKiEVx/YgP7J7WTyJB6Gu23Yl1RPu
5EGgYG3JX7fY7tujLH7C1dWhlBt9wO4KfTpZWwjFdhUrNXd9jfeKbTgougauKnL9IKr3pC7ozbp9
s69ww7ZyqxRX11gcJD0WdIV37eYnAg9bCvrpohH1Pd03plkpB4kV5YdGCtVq3t0+1e+MIsDb3ZEd
NMOrKRRHhkppOVBhodgtpYqheISiaY/KfEjd7umu5Df6YrUSKEuq2j2+V/sren/cN7v1A6l2qlWg
heJKc27DO0qoC01aqPX1WskCZKv1AFqXJqRRNhzXsrIFy8WtBNTcRJ8w1KKmPBYlLbZUqpJcVWLD
VKMfWjSk2awfC1GRaguabg9cbyZUALs1chQ3WqmCY9swzQAKUIr+elNLCarVvBYo06uAQh9FPV1N
J/oo05JRTcz6f67rWyH5NaOrRtxfrxqlR6RHCFX7JB8UghYuLQMqGTTigR9VbSfPG/GRNTvQ0wEb
Do+C0tawhrqum7oWDQpRCSrEkR8501cVQBvWgCgLwlrWrOR11bZtdeBKn22111hrL4tCP0azRaRa
Fdw0d2Sz0byKNrxhACUtj9tjedUeBFdorRnGZGarCqoDmsru8iGgB4W+waP+3YVhgQUPxjbCfRQI
k747+vva3daKYB1XQSWMUTrvG6X3XZhaAIbpKL0EQTlG73Mlh8a8RQMExb34OaLzsyILka479AC+
VVJZLZqalqOYNqYyrzJBTVrTNlxdM+pHYwbSglDcg3CDOjLbm5jIJ3QNLclOmXrsVIkH1Vi9Q7bG
GIOJrwMaxYXSvFXs6N4aN/CdclhJ8GA/+aj2Zh0o3VW7+1d7SduGHHktcFU544aea1Hyhsq2ZS3f
4lGqqjT8B11dW3R/1MaOgy0y7mEy6E1rtqoQtBbC4Ci+19NDL8GEaAs9oOag9BnbiyNb7c1xsBGQ
TkNTri8XYypIdxE2Cjrt3cc9yqCvNlosmYfIxnUMRWQSVS8dUY8LnCVDEwv/iq3UFdj1XjemhilY
e5poiWo1q25Nxzepz/NekhZs9VokhTDtCLQUF7ZroCqC6QE0+DN0xioLm4VmSIraaehNZLUhU71/
Ej7W+1pC2erxFyuQnMlCz11TL7MAjB2YjWU1YlXfrqx8c0081J2rZFKaIqKu7y9oyKpHXuq1de2W
u5hZDq4sqeYQ3vZ+BcZap0BPvdByD7ClXaUmwzxMGCV44LPW/IAzyjzgBQN+fQFVEfTo0tUBBWCh
cd42KPEb09BVj59uykorJKsC6yu0DR41ySqUmpEUrqQ8M+DU7/NNE0oL24YDFDp7sgFVtsGKYUP2
9VYNN+uz0kzLdqI1pYrNNulTAKaVuRY5iLK4ptUbRtiK4HXBhU+wNKVHNaNSaFph6x2SuHJ9v1Vn
YdC7ZSS9I3VlvA9Yq01b6WlBTbgyBVy5LXVrqdcY2ozCYCTcoSWPh9WqtV37sELTlFc/9dfMGBD0
cHntLXKlNIH36CZn4dJrqsC3DsHWRjxqlq3MPfqge9sCqzUgRRqae6KJMT3qnTXkfyXxqrzmShV0
3RiabS0/tEZjjjeS6sXCVtCyKJ82lT4kBrLoWy3ow2utzxhKBFUyW6+XcHEwMd7VSgjD2gsOm1uN
J9VK37Np94YnrcoK9+vDV8cnPW+h5QasDmgUqCtru10ValVsd9IpduSoBYgoOC3cadQLqPkXt5p2
fUO4jZg+6vUqjYlAuJ6Qhmw8bUtrKNePOrQGXBn4atigOTEPpiYamhXFAI4NISkbgGUCKkvQksgs
g8XXPoqH+rh+eAralZR6gHbnbAdE1IJEukROS15eYbnVL73VfMw00dKASJ8LQ4bGXuEN77QN2tVe
X6FMKoSr3l0ba0+FiQOC6XPsVSS5E14WPZkiyFKLBisBiAR6UHtb017ujw9VwzS8aNWTRHpVvFWS
29uglPpNhoz3kpWciEKpG006zpgA0WvmuGIbooNQai5iDrNGMK1h1VtTCMrWmBMVGqZI6aEp9Z2b
cmU0Skks3XhZVthYKwayCJZFQ41omF6s5MxU2BQrIH2SiAvyVt4SuAsSOWwgeVDOnowacxF+rf+q
cdVSrgmoRi/grzSutBF2or3Th0IDVg1ltFwoDAfSO4LgjDPGnA9aWWuMYq93GfWSUWxEq6lNbzHR
KMkouRr0N83BOGQO9GmLotEgal27+thJdXOJg/iqvOVrxTtTstOCHENhSRePyOLaTsVV6QMh2E2A
dOXnuxRpdM3ZyWs2DJegmQku7RUcDCdx9F7U3qE7EFpC1MKWfKHo6+23ru63NfakzmkIdpHCSCRP
UFVSBd/aJOFauArpmq37KmPuoDDDAl0VfVw39NWhLVavBKdfcbiq2XWxtvY3tgXcgtHTmaKMadxZ
3aL3DcdGNLf2iVqRee0bHev/0XJIK/680UdfFjetyRpz3sPK8kZ9LDn5qOn5KMlbY+dVAN2KBViI
2zE7Nemn1UdKcM1fmeldhVEpTqNjDFcPng+N2Wvj1dLnu9aL0NAuem0DBtKVlF2b/okabuDr0qxf
E8y8jlqcvPgJ9c2JJOdazdFag6BSmj4q9Z2vTKi/03qD0DrcVoiPCOvm/bW9edW5yOCGOsMv5P2B
I+G5Y57WWSpM7C8hBJKKSYr0XT9J4Jak9iiVidd+EO6Q1mGAftISzfqXQBLq6gU8+iIx64D/Np7m
+Vf2fyFJ56XT7SRpEmkwFpVs7vs6jHUFXRt094TCptsZc3FxS1eGehvNkUy8iqq6s6MXzfieCosD
Kiiib/A2a1UWI7jaEOIptBpBjbCJdlbpwZL1Sxh9id4WNNCqNzJvQFrvKJQxg9J0REAaLGqQ7CAP
0USVXzT6ps9YICnPtSIeda+0ul7zQnNKrhpzX/Em0JTJfbAT0OqmhoK8oD+1hpjSrypg6HjAbaiA
O0+lVla1QAcpRKMXsSzYT2zSl76lKg9CwiNjV/RQN+rYmigCc+aJ1rBJq5UaaNdQGKOM6V2lGZhB
zFrA7Zk+IkILTevJUxtVumShkjueDLy9ajW/UlXwhxkl+OhjlJWz5RmTt7L8a68VXKnFILciRmuF
m8DntISjVqpVlNom55rtlO5sFK41QojlUCrxYGvRvTabIvzxYhsX5KRXzURk2M4p5dbIUO/G0nwP
ai0Eja0Y3Qi1FuBjoZWPboaugL6xLqAd4Rq8CNAA0PZGoJqkhDS5WrUdu0FELsbbaFlKL8RaQvNw
vdPC9VbrlSXlWrnQGpBGxaajOqUMS7qx2ExwdoDuoFVBbF6HY1uGFA+qtCJpdrm2AJcTqkGpsCdc
3yXQEniz1dphe9DaUnFAE6yucSPYnBnnLdcQjrd+6Vfos0ZYUMljHfFby/dK+5OwwdRoG9W2Lowb
fc2hoIRStzLqqTzSVsuNcmVArV6mgnofaiUNFOGNNGsnARqtR10ZCuHUDtL3DVzb4DrZUtvnCgqm
tmayKO4ME28ZW91ujSVS03C5VR81rIJyW0jR4kHvSOvO11Ehui3Uw1eDJB0c+puDSMJ+WIs+kTsH
yUI2WS/lKukr5MJd69Aze+DiED7u1EXhRW874NDBB/0xdrBnUAcviS6gB3S93ckeUIWkM+i7tLip
19ZrgikyN7AIne4+FNL5Fveh0wqGTuz34Npl4gPTuJ1ew+rjdcvUquT0IeYVaR7e6N0le9TcRFMe
/V3EvYEjRmN1G/KG9UQ0a6BC2UxtfVzZIdQm3QpVuJZVSqI+ulAc1FDG0Qz7xaZisu8yJp1eH465
ip4+yCsZtsFvxqlWnFdaF6Dc2FX0KVzHyDFjsDDkw1y6HOB9mOtjeO594oYKQopZndVIJKlIWVhL
ikdrmpNQrcMdm7YGPKi6XRVBlIAjp2MIWtkr5ezvNbGqvoGXYAM1MOacNJ0nywdA131IQIa92cxP
9xp2oXka7aXFe+eXN3OFBq8i8UIB9hC1CGtYg9e/EmRN4kK50UpjeTAPvbfkz4C4MKwi2cptGHyN
npbSqgJJaAik+QIfChdaiF0p7zCvJ1W4NOOd5iOvVm/Iekf4lWZUfPUeQs01YxczilbRaK4qV7Ld
QdB3A/O8HoZKYm3hRq3lLcrWOFf4MQDjHZWuZxAcjFVwpQHoVprQLX2RNScblqJlBpKIupXdesPQ
IFZwwvskgchaykxTEpeSdAAnhVFTkYTuOOhnSGWMXEbNfMsqpme2si5q1JS858yFbbAt3Wsxq/S/
TfchYO1RQzP3dn1YXdCjHZs+HYfWB2Npdl9WdFW0R4J7xCfaCndyNWxYHY5aKlHWlkS+r5/Eysrj
h/prLnZa4/505H9UWN28KVaq3cvNURm6eNg3j9jCWosPZpokleJ2r0UAltclaPDECyjVNf1atE83
lO5lc0eeBH46wLFWTJCnVXlNy1Zrvg8Hc9Bq07tr/0kJwY5arImilaVBnftSCbrhrGVlI/GIx0Js
dori7aakGk7dgHwCw+Gxur7hhfF9Go6lntq1XsV7Awpw3Ra8NIaxQnxVlMZKtJbG36LPcbFb3d0J
etCTEGJPpR7PxpjW9hpMrYzsk2sOer/0Ch8YSo74ww4Psv1G2bZAcNQraNLoNMjAujUnQhONJh5Z
HelDqxGuXuId19yKaYm9kwUIytnjvpb7x+Y7uftBg0L9XE1LrdQzZK1WAfbIheL6Oo2fNMAtAWtj
alX6/4/SeEaYMaEfoBEAbzRmYcbJwfVNmnaAc7HV0BQFU0p/txZgDHGaF+nFKxuqNUtVKY0f9YWK
UXV1VbZMvC441dxMIXCNVvV5h49bYyszuEajXSIOpTGLakWM8wLZ9RrbEq7v+BtC17wCWmq5UCn6
inAhlLEn0eYb6yjXcqY0IoRpYlWkOCqpj1rLzG6jaGulNdpa/6+xSLfKmD5EgRqPiloci6aFVrTX
ev5bWWoIqfXRDV+hOe30tTFdYrsyEFkzf60PS41ahKB61gekzaosyp9U12/fMGNY1+KuqbalIHJF
xf/H3pv1So5kZ4K2cXO/S2wZkUtlZqk2SS2gAS2t1oswwAz6ZYD5VYP5I/MrBt1PDbQeBKELamCm
VaguVWVmdWVGZqz3Xl+42DLnmNFII+mk0/163IjMCqpUdcOdTtpy7OznO3WaxXcuN5DajbFdxyN5
r4neRq8NUK9ZGIwEYADCcRK0UNHxCqzDRhMUmO1ArM4Ha3Jk8/AfOH8oP4C6LK9A9gmnpYL1YDKv
WF6CeXfj8citGiPB5oW5ouApv10Zj8mPwsYCV1XWGWokxoOdhizQuxqTeInKsFlEMUddFKSLoiDf
cc6cxSaKNsWTDRBVYXOrJc5FoXtxS2xcR4kC1SWDMwHmVghrZaCub7D7KbavAv0aNBktpa+4Qz/G
jQINtFCxfKZLoasS1g7IXuJTrrbrqtiuyYutLgsgVSCnpOQJ0A0FC5whtSyFTlIRZTCrl0C7oG0C
DWNju4I72B+aoRBHYwDMMCAYMFVKCnqnTkUiwUwBfp3EQPamKOkNk6jWGowZrCjdKKsTmguh8fdA
5wr9ptbJaVgB7FzZvsIoOlEgUtBvuVOzQauNYgf3YWy5qbYucPSCClu/7PsTO1s+Yx7vQ1KZ22rq
Cs4wnAC5JgnOR2WlrezBFxp8s4AbdSnzQuRFKS0qIZjaHP2EQAYyIRhj4JYlc7fREo64BKlWKpLH
qU4NPD2Cm9kG5KuBYw8HfXUNdlXBdAFTZ4+AZ6B/BlkEdZVhGMFGIkTJA5sNtK+YzdtECznB1pwC
PTYg3Wy/OmCTNwbkYl6SQI9C2w8WmdlSYSOLOoUC9E6xhr2IM66BsRTA9TGxGv0UBqP2sqxUUQGf
KapyK2OBfMDWHmPE1DqULDlHHqYABmXgvH8Ecgv1qjQz5jyyKSfArWKdyAxdxuecgWlGZZQjLcOJ
BBvOVs6ikUpxT4F90qrWizQt0RyKrOfd5khbt6HLgs1QY2SpPbQMqIUhwSuhLBNHpgBsHmRoDNuQ
RVSAIZtwmGxk09UZIqrY7AntnBFGgFwzaVEZkRjgdgYtShD9GE9THlQFo1hgRtm9MOjNozTJIpWa
GJgtTZFfl7G2stvYoYJ8wQ1TLALmmtpcL4vHYTDeZeM4uC9AGtaHp21sC/h7jKTlOt/xyLf1hEeK
FMYCM8XwsymzEoZioxzXst5UYHx2sApzJrgsNa8q0ENAtoBFDPLOriI1EWbpcaBHEN7wWIOcLi91
eYFnSgGnTkjEz8DKFPcpF8AchdIlL9EKr4BwgREB46xKBopHWZHsfPHkI0ajGM+RKqQs04wVKo8q
XTBuk3DRoEKGTOhZBDoLixnoTjXmHzpKc2RcGNGwWVmINKzgnaAxWF3O6eAgIZdMhYXrNNSfG58n
TFFvKc9Yisd+AxshlA6qiSL0iFeY9QJEzjdIey7agrSA0E3oFwLqjJX3xm4QltiGXjGuBosYuV6O
iiN5wIGKOcavZCrPt9GatrVkNu6AVKb8mKm3fLUPn6PlaOjKhnKkN7RU48akalM530ttGGiX1RT5
gqCNwXgxMBQQKSLmjFUChA57pW2GIjIQDJlSutRRCcoe7F6JTmfiUocM7ZhyTbEqsh1tMHkElEIJ
UqSqNG4D6gfwvI1NtgbGp7CnrIlqj57xdXW1s1HXcM8OjR+YE3e4YHYdLrxNgasuPYaSDT+49XE2
LEZbg46fcFdFnVOGJshEMXfSKttENOUxcDZzw+MaPatEz45rcuxr1Js8QUPzOmmZFtHyZaVB2OVE
lnCiGbvHuYlRyVBSb6xKtRR8tVWZXMB4FZz5vOkLDMq0dfvIEPdB23c1jl/uchgxAYli+gIMfYlf
AjdoELiM3pE9XxsB5YYWdC1I5vxr3GSrti4S99rWqFhHB8hd5ZxOrbmGEjKzqUE+kCSxUQ4eusr2
vGWS16E6zB3B7SImexwnulIfFbGxajOn1QaZDLo/gD9q5GRwMlEj45Z9ISwrRnnBnKba1jFg9YV0
NTvIoxc4Una2jeB4204+xRo9fgJ11RtQka3/DtRJCgoI6EZbmiQRyC7NheDoBERyFkuagTAVSRUZ
sBpRcwPmJggo0wTzOFAQo0DBrBTg6nA4QHu3uTtA/iIBIy0xOawQA85j0M3Dsvgm3oDmEZEVulsw
F4PTh76xrKodfRgaK4AQpG4DBxGW19U4bbT2MYIOZNC/B4xHA7k+QKQ4jaaRteBrHJ4cuCAVNVgU
jTZgz5KEbrgoExCRGuUXOt1ARHNc5hRURwmcuUgXoHRUsajIGasUZq8WlsFYmB0UO5hlJm8WoG8b
9BfyCr8BtgfKVQHEF1UsLYGrCPJKKASvQQcqGJEGmcMTQr6DfYlrQA/YiQcY87IqaBsmJTGudOvo
aEJI1saBbcK5w46knIawIIa2XsHQp7e2lC9sGoavljIkwKgy1PhCF3OubJ9d9y3qxZjGin1tddvE
T6KOXbI6doM/z7gtqkHkCwZGD9z/KAYxWEaS1xCS9VsN63i9uiXBzgFj+oUJAaiKAaU2swki6INS
daDRuuIxUYTbuFVsUiOqBE5bDgwWbHn4VGRoFbieaApEJ5ieFEgANI4VGMCugS1pgsLMSUBkBHgk
QCzGFEzVbbHmEozuBTMph1PD0YHOEkJXK0VKlBJMGLQrQVxLBxZX1xq9BhKT1MkLx5ZvapHV4A2A
godUEek66FNpVlmDTICRWVcn4UZZueZ9+wQ5KfwXpr0YE8FoWAKiJIs5mNlg7Mawg5hdBMZYpNOU
sSiNTJUJtkRcuRxYLEXHJSZAacwZKmXBpPkW7SD4N0ftZQVGJy3OFjozbEs3hTUmQSaB1klBpYbz
HFWpwnttMeKGqoIjgzmz5gVsDlYN2GXFYwKrQK17m2GOWVxXZACvUHiYQfnlaYFu9nKBKXMYsUWH
D4NjXkfMU9LoE+izWus8Eq8j0AAFVi8xU9ujGLLB3StTdC2CcR15+E1UlrRPBHJCQdjAs9WTKSqm
NHZ1hLAhTatEdBIjB6MRHP9SLiiltXQSypelGl8vmQee29I6I2Wd3sOo6ZR/kxoKlUYY1KavdScq
3QiXjc09E6SAAZTbLKvOQcFTJewwhumtr48sQacodQIseomGEkNuqFxMoUETRa0F8+hU5aH3MHYJ
Nq2CrUERC/qjsaIOk6cpRjpwPbREjTGKEhQdPtPFq1tWf9bnFgvS6pNky0wAygcS2VBfF4Nnwx5D
BQOkoFlQ661HZsxswQn3IWBOIgsDC4ca7BSaVCLGRFia0zhmrYsbTiHYBRzZJ/wrfWJb9t040DAb
NuEekCPSqGHCA0H/gJObaIptquGMReIeKO1gf0eJQjDLnOkUFM7rXLOVvIbDwc0jI6zL2nBfpQ58
vUG90+hrlJhIY5NoClpFdS1Ao63WOqoi4saX6m1dDpLNeqJt/j2O9VuDvq+Fh3eVcVn5oK2yapXL
irWiszRBn/leSokOgFATUd/DrHrj+aqtlLWRtqQ+AeYKfbCmRNXMJqTYHBKXddPkumAZOKy39YrY
CJwjBxxT6avhhHGEbSom0ZBVYNcDg0Rva4wzB+l8JnlO1iaG/yMZT0C1qQpFJWypBv6M5/AjPD80
AYt+G5WaSszT5ZHjgFafdjUGCTwWNcQI2DAq4eg50cjntdmAMliUOkpzG7dTCr4HpmWk2ioKGgAB
5StitMVTMG2wBjStKkj2cEY07xSgupU0QbYmusVomxpsrDw1YdA/sxDoQOECJVZaABnDfPkl/Gih
TcbQ+o4ZzJxvQZiBMrY4w0Jwg3uHuVrMYYIybTd4bZSruaVgAEjQ+4AZCFFl8MdWygKs3VIJmxES
mQj4bMQXOZ5z2HqwpNF0B8uF2RpwR6VXntjWWK0EGwLEoC0Qn/XjGR+gscS6QOI2uPxBlMoakpVX
GKSD2oPPnlXFizhO8IxSsdEw68pTqXA1tJh3AZIUxJ+OjU2ybunZNFjCC+t6MZZ0lxl1+S2oEypb
1WmspQ8i5gYD3g9JsnmlYlY9BcqysYnUJg473Evr0VIrG6gCabNGf2dsTXf0thGbpNQgHpv6oGqJ
pV1o5C7scapQ1RcRUwvU4zEFLk9fy8xkyJrPwahiXFRUrKNUJ2BPxkvH2TgVqIULiTZkbCuo3dG2
pT42wh7bxHHF4pyXFUd/JQVJlkaVEAUwQwxmghCkLDN1J0u2BdOt1KlRUSlAeQebiTFbmwUmP+jG
S7AbQA9BOQkGFiarbHBPzyiGGmzKNYw+RvmKznqihAbdNkY3wQ2c4EKC0cqrBJ26VuZbjs1cBFCQ
G/TsCRsgxPKqgsQlvUQ1LELj5xzTKAV6lTgpgRNUsc1YL3kmSjAKlAA2gSEsLNyV2bYwPFqZUqIX
G80SLFQE3ZqdlaBlRZTDsUXlO7J+UAVWIyrnakPu9II3rhX/1tzcvNLPCX1dqOpabqR5yeuzAER+
XS2vVYzVNFiY0gAq7kZZsXacraKKLjYZGA0PwKYoaVag2+2MZvejaMHkpUyWjN+7EOf6/N6d9rGC
ww7/B/MqitU1yaVZI9i42VSgHVaoQIFqyMAaE7gdjFYV0BOVU1M2tCQ3wBXZGlkV8DAw+vC3qoos
lDjosNkG9RkwYiMbk+DRnfZPL4BpKnTkaaNKEO+6kinYdoUG8sMIJlskQNjojsYEVXEGSpJzqI5d
ksbKKo+YR8KBAzBMZMRcfmBQIKgZz0BTFzyl8RlPzy9EShZLdpdT1j4bQ4FFUspKrpATgy1VrUgQ
o19j3heWR5Sg9Kinc8ANUA7EQhcWCyfRsej0fwPBGaEOi2x8IdVdTvkVpuKwguTXq5trLaksyi2V
WgPTQw+JsTCGRaFNpaqSbhlIVlXkEw8Eyl+DaYO+6hzTPSugcaGwukohF1UYcWLbdaFKta5Q9QFC
L8u7nPK1t/Ir2EUmYtCykEFhMNcWIBAshIMPwcxFQ0qYgmH6+/iVW/UPc66MxqQ15+gsjIXUFRZw
AeujKhNhYhXIJdBey+oup6zabChaLCKYsmYcTFpatbkXFZo7YNJiTYJapNSoyQfWpA3qU3IR8+Rs
AQI3oQtQTGp0gRTzeJ+gVow0fxGn9OxOZRT6LrDKWHJBhbjgERVRjFoxz6xuj0wIs85SzFCLOPBz
Psm+lK0lQAdyLhUw5VXMIjCPMZiSYMkgUo7gXMkoojJOcqACwfVdzlhW1HofWHUDelAEHFXTBRqw
CQMKBLNiURKWgzVBIzA7MzSqhJ6SKVqCdY7JMHoLKhHscgxKHPxICCx8XMQshQ+lAI0FJr64fwmy
4FzE5G1cimDAE/QHhYiyuqrCtEHUa3Ud8oJ92e6VAsYm53CMaFkXG+iLtK6p8tYP1plibkRGeXqn
U77x/kOwvlcgmde2+4ZhN5utV9TBhIF9U7mxflGZb8v1PiQdl42P1dagWGPsp5CY+uul1IbIrSp4
AcKZlCWVanW3m6trVB2jt3COLYKXjrZwgB+oesrofChltDwDcw/MtlhMaQ61n8raYFueRCwWWMIo
spjd0zX6CJYkUp5csPM4YlLcN/KOOXabMsdcToaLQ9Fe/y/j0H8U6JuzNAdvV8Yebx74Mm1KENAc
cnWX0sRTHQXfgPZlqpKVC5ClKtJgqoPgiC4Zos3yCwJnjF6A8QUyS4CsJhxTRYhQU1NeamkLwUCy
FwZ4MfyqNDTKaUQuLYT5EzCyVKXKXILpiMXNoIff6S5Lzir0zYIyAraDMKBgR1j3GsU8kmiDJ8B+
ixVYiGWFXr9CYb7p9FkGPrgALUxeFxi6w1gQ6FqgeZ1nCfCxC1WxEmuDiVapXJa04vmdTpn3AF+s
T9s7AIKQesib5ts9FJMyUWWl2C3hfvhAOO0VtmpF7AfN73LKNrfExmvWiF7CxRIsfZaCaEk5jwow
CAQzazAl+Aponi3ApkqKqQfGHhQLfTfwSLagy4sS7NA1A4MJVABWUV5ka5DeWp5d0Aq0veJOzQpT
ycqAZczZRhd0UeBMjYmTRC8yX4UC8lpGBV2zKM40Z2ISuFYQpax/kZaqUHAS4AfJpsJ0wnspqJow
UxqBiYKV6mZpkjKvxNWdEnYbFKekqraCrLFDFFPUh+9d6ZbBGBm1MaCoVHTmkxmwp0g3aQZNBFHb
hBGsK0mNSLhJ79RFcFMQl6axkuomEphpC4csXxudl765oeLKprfZsMQ1J5Mc+9rDH+eVKkBzpxjk
16s1xSBwjZAJHBoMcJ5tBNaZaFHdKWFX2tRMDGunMQIHqq82bGHqnhR2iJhGSC8SzO4xi2WSTokA
70NH4Cqa8UV2FgEPq1TGLlrlHA5SllNzAYr7MrpMsruc8jrQSRj2xnPIrCkNulfeEFca1tSsz2Kw
2vnHab+6weWm1SWO9gNW3akj6DnZIsQnY3kppHkogEtTMHtotIg2mBOCkXHQgjVfchmbBEzeLOZT
GPTXNsiPloQqK71MueESyOaSFlK62ngbTitzFlWgiGIiSkTu9CxvtJIkZYZv2Fqjl14UW2BeYD1m
ZZ1aZoxcs/wSlAoFtnUJxt8U+9I5mMcyJdLkXFm8La0WjGA4XtuMaawDptqUNvIqIoP57ndqL38b
aE15iQldFseWs67ZrhsuXUkx2Wqn06mKCVeQYxUc7uqC0rqUidc0XyGew11O+XW5XhmmDViNFJh3
tARNAfRpwVJMcVzF5AydXzEopfFCsDgDuRvzqbMMNqfkxoWJSyw5FfosSRmWKsATk9ps21RgncjI
pUtwc6eE/dLQFbISvd3mBY94ytDpxTO2iAqOHtcl4RWWnmKuqETwhWjaj73a0qdY86vkWuUIfcgV
S0HbQVkfG5WwM3geWOYg6JVhMgNtO5Z3qorYvEGw+Y262Lz4/Nn9z36t4vIPn/6KP/4X5bvpVYvi
d4+fscUXxfn1bx7/66fJf5s2wOsfPlk9/9Pi8z/7gsUr+pPNp598k2KBLCYBmkVe/OIPf/4X/4Od
vdA/fZH9/Hd3ay9v4RBfkyu92Nx8/Jsf/+nvKb/+5rNf88++BsUyR/xSIGz53eNrce8Lsrz5/Ydf
ffDZF1NraNSGmKfwv9n224+eiiffgqpRfPL18rNnrjCTWyjvZ4+/WZ59raPV5uHXHzz+6m6nbGwB
Opi05umnK/PhM8NM/vjm3pPv4Jxhr8sYpIp6+eD54w++0mK9/eDpB598PRXx0eqKWrdDdvW7z188
/NlTvZTFpy8e/eg7sCsuLhF3QJ/nNx999fFnX8Q/erX50W8ufvHNW9Gx3fSBwKsm7NAIMmKLpYn2
eML5nAe65CVmEPgcoXqNilsNzVmWCCtBOF3QO1U4X6DGbK4QLTEHxglG3VPCn2GG/uvnPvfgW2NW
WN6sf0foC2S5U1P+nc3rL4n+jpKV9XW+rNPGazRjzFioS6HpTS3W7jS+/Ae7MzC1bzR5ZsItbPvL
FnVQo+0oNvHA3/g/fk/UC/v7rf+RbsnGdQnSdqpqC/e+BR3bXGOTcbByq6rOu2htgKdEl7Z9LBIk
Y9Ptaxtl9AGs2MKitdTYGZR6W5Tb5G1X+oMikd6pXG6cMz8GfvPQ1J3C0bPOPvcAKcLtuTEOrCOb
7HfUdE4Qfv6PvT3258YVE9iSZPuMj23hxCMa3eWUefiHRT/2HdzMp9arQ90I7X2PMGuPPpqc8qf+
jw9s8QOsD/5RsUdgQsQIF8Mp+UAj8PqjWFxEepsuz+42WkEP4eoHa//dHoY88LPYPPO6Av2OI1It
9pHvpxbVx1g/8V9lPps5s+eQTrKvRbA+pktICxqcdyuozutMyzv1cMYhYXf7ZsbeBdpwJEfh04Rx
Ht6sW4bGbBMBi7poy5Xsuf6R/SMijLyrFyW3ylZi4VGy/7h8G7P43G/xx2Cx34sfXlafgqFxnyQP
2J+amlA/gmO34IJsP8fCXX0xeaYf1wVi5LEhmwXosSCt8NByyn9hpRUck8dglqWEss1HmJZQnYk7
zfv61K/8Z4YU9zEt+3FN5ec/MU5jJJ9YMmV4M4URVzyenrLbww85Cl9YAOz3i1Wy4qfOpY+pm1iv
SBn9kV3VlF6QH9YV28o8RDajXqvz6/wB77TkvJvrMw8k9aegiV0iz/nQ7jIT9M88y31iWwvB9bP6
ENB9HBsp/54PZn3gJdZf6DoCe+bP8mf2j5jeKft6HM79AZaOeNkkP/FT/swznR/Vme5Thk8SPND5
bD+pT4r5uZfJj0ndZeMXzht2p96+tiKraV5mumFG5+hoWsiRjhzbz5/HDNUDHnRyp249OQp/5E0v
ErupTQJHkw1zVc96yiFZ2PVxYAKmC9yUD7S4fIZpdvKr9K+7dn3Jgga2zZQrVwHiLKl917U/BTe1
FDdrUscsmt6QqzoqZyx+VNPe/s6mXIfJ87b1VX/R+4R+1yz2xNczz1d/Y1VMU9Mz1gYVrb1cF0O9
mPfAdrutdvrck/Mf/Ffe1aW/wuC1CTpW3cX1K//Hr2sBom/8eDaexXzdeo3cB1NH7189X/rKEYZt
/WIpA1fMvQMeqDHhRP/G9q5bkhd3OWXfoxoWmnb4deinJVQf+eR38fq19+v+Hs617en3zHEUI7/w
zNbHreRTW5FI6VR23xce9wD/2AJ/kF/VeOGb/+G5wNcoIRAr4gtbJi/aBvV3cf2LB6/4WpPXTDEq
vyOSniOuzDeuTN45JLFiffMdseAvZmqE/w0doEgVX5gqxyDj+muEKjBUXf/Owwl+xc2GXkXs+htG
f3/xIiZ/mHjgFawc0c8prJ/Oz6+0eFll5c3ZdRX/fsnJGSeXVBm+IZ/QZLHNllQ/zpIHNxMP3JYv
bgiWT+er1XVkpLkhUbRG/+Nrw5SFOqd5fr2KVKUKs6Q3spJmittUiIHp4shrcmmyVIizhyojqaiy
R6KIzdmD2KhcXdAkIdmjVF2YCzEl/bYOxpbRGyJfl+ZFVa5BXCq2UTdnTWGawQq4lPAiQbg2Mek/
zE31WpWVvLp+fn1VleXqhohopbSCPxjsrD6jdHXzalXq6matcn690frFVJbpjc2qQjDA58mKlGqF
JY6vy9KsgMp1QUH31jcvX1/rtVKlKsWVoVpNnZTnrRJYVIuEIw6AxV43wprbCMufaHK25EnBzxi7
dz+6bLvY7VI4KXuBlXFabk2ZxQvDsvSRWpA0RW05NQigX9GqimkkksR8oPgimcy4rIy2jUaMgus8
S+kivffQZEkaR0mixIJfLhJpSn2eJFF8cf8DDe+Ll/NUCGK8d921Wggx2G2nbvnINYNWsyLgsHPP
z+i2wmSn54i8VfIamAXVwhsEQcaM1pcYw5nalCbTJbKt0dP4zPp/+D2JS+86yC2xwSIiujwiumTk
/myfrmImRJ4MXWa2VYqFN0FbnE+7qkqmF6SMzuIqTTIpL8kFWZ6dZ+wT6ko1eZTQUsg4Ob/IEh2J
82TKRXCG8GeIn4QI4Eu1kCYjvBQiY+qxZWv3EThju4kkZ9kFi00msoRO+2CZt0CCM29oVwvEGC6h
D6z+szB0OrhQObjsiq4kNYylMVtJTYvcgUUXtuD+JqkEApMiBkhEN9P+Q8eWiaKrLE8LLiQmQ8Yk
e2AxCjBDVOkXSZxQxDNUCY2ZmUOHL+o+kM5B3FEVVF2Ei2AUetq4tQ90XXKBsK9jzHpYU4TyVnSz
8eoEyKRXlFUa8X9eb/NSy+kT57BEIkqjC/3Iun0oJw859YnZNhiSRB/wFCxlEUcfTMb1wqNXat/r
17RN5zx+dgtnP+0jvrINjyxK7bZMRIzQL7pUMstz1xmXW0ADDftegRYSrSVJ4snsPlcib7CiQp/V
/ZlKESfkZVafcdisHPZjgTjTERUynUwka2r/sXts6XtMIIBJjZJSL4Lv4Y6AAJPa4ktMYsFTcGPk
DUg7psUZ5qkuON9K7MmCsHiGrs9Ngl3G0zIT8XJqhL/H1DjMGnpdbm5g+3IO1LhVL6OM3lgEHFAW
rtZyBeu24ZLka4o4FnDUN+UWjvaKf1fwCpSOxUcokuJIrYrt1eY5GJqrfPNK5mVRKCEKrZSWi+zC
PBTpowuldRUpanS0iGUssjja0OrKSg1419VNsZXXZi2vqyRds+JaXplKlvLV61cvt+tiva3W+ibP
5bqqKna9MloURfHtDXbDA4KWq0KhHoEQy+QebFWcSZpdqLNUx/p+enF+rlW1pdWFOSvjHLN0maAX
i4pFCRcxOU8Zv0g4Dhcr4pPs4lIl6f10mSHIC2J3wvJeMwISO0OwBdgs7NS2RvVN5Ya/Jpu4qrQ0
Rc5VvPkI1B1BEPFPsvVCXFABMyZxfLFISlsPzwjbEOwwRTl/KMhqy9iWc1belFjqCCS4jQznUbSI
KmZizhciqbbmPuiaeZUjGIiI47RgIgFGjnRr8VEMsfms5pGJYYAJSzQwdyweM0VF1zxmFcIObahI
tQCxtd6ac+AKcQFfcS3ihciJTE3EMEEawcZA15Ildkq60Jwl0Tktv0PMUFgBteHrV7rIqdQs/haE
aZEXBOiExohSEYMoWZizWHKZXlyKeOsRoJ8bhUWrzDYJsFUACNNEdEYu8k2xNoLFoC4Ab17GmJId
JQwz0xQ3uVlG4kzEF0pcpJLHGpH5hNGvlJLFxZmJLxjCQvIqyhW5BtXXxEUlt1GCOFriDP6TiERV
JeMg4yK5ySvE+kwi4AuMw6PhhF5V28soer3Kr0ocLxygnFVngl+t5FfXL7SSV6/XL1avVA4MtFyX
BcjAS3FPR+mH988pj1QESk18tryvs+SDy3tEyBUwjJSuyvJ1nnNmRHlecrPkosqLa0NBSJZ5tZIr
BJXjaQmLwFNsWyb5fQRf0TnRaRQJHgMdXC4usNSrWN+jIi/FuoK3mfg8K1N6P862ev2CmpSn21y9
WiE+LrC9QvMEeDSwKp6eswSIY2tMjMSeqTS5B5Sv2DdXN+fp8puvV189e1FScp49KGX10aPHStOv
r7dZeu/qevvs+pWMWZouaBw9+vBjRpPVVj1YPLzZqhevrquILe89hPE+/vgR+T//r//7//nll691
9sFnf/5Xf/e//m//+3/4NAyK/If/4+//8idPllxtr599/eW//ubX/9//+13I8zj9xX8vIpJhudB2
9RidBPQcsZfukRc6fQnSY8GxeGKV1vG3VyiLSvJwvRIYd8KGSJFtRcLwPwm50rBk2NDVOlFsdr8T
bpmXMA+tvgBWAkc2XDdyjrwAvPLRvTaoxeosDOX9lEkNhS5tl0DlemtENHRkYW3mS1rDY+isbpRd
4hg2yjYzzex7St+lwZrRN8+8JESYRl079u16FaoeBnnkJfzW/nAJYtA3VNGBPKf2k8o3P46pjh6h
HgWGiBXBWFnm7vnGu1mbgLD0YO2P/KJt6tipubK6SWZ/9TQnUdepnNnFadwyHzsFjW4pR76ycEub
4BbkFow8Jsb5C13T9d+yTmA5sd5N6jzHj2vNscJf8SXFp2XEI+H4X9FAfbsHPzpzgrTVPXtakJvp
WdtY2WFB1e9yw7j0v33iIyf+IUJaYCfOycesTu54RvQjpJNvC+/43PiQ67b1W9cOrabR8yLwkZvG
XS1C9dCsdrlJzUAH6UYMus0NgiuyxGz88trme03ijw5T4KPOlHExddcYahK1VgH5zb9W/oE8GLPr
37WyENTcvYvjzv7Wz8X1vntuz93yp4jW8ziYmtXdSAOG8EHgaz/C5TahpPnQjT2/Nv5fBsehhyLW
QHIVg1QF49ft1eClZjCAg9J3aWAn0c4i7FiDfOcOWl39kf9H5hX2LAgwmu50uGsW3t7jwBYJHdCw
Dn7OPRFE9Wvzh8E6P+8O2gyM8ubJl91/0g70RTvCauQoJcE9/le0N+yHHrtLdA3HYZyN7toLMnjF
8JMmIj38dbQ7xrt73ycuPuKNZqTJBdsxuyxwUajZ7zp5yDGhzmhGraDyIyw9gfeW6CyYMvXHwY1q
ZZdhTb78xYBa+PjY6b550brj1sEXHd/Bh6MvpQet/NsNt9E3PwA2/sn5O7Yad3BSohnE9nYvcbuT
Mrwe+y5BNODqzh4Nu3ryAd8e84Wmfmv0YJsaeQEi8qdW0zsbjDDftSmiP+ZmNUxPXRl6oMlAzXh3
Ew7fGGGfnHr5u7p0b31ghry/3qBA7F3/PVzwbitCOWn9jfuSDzBq5lDAepedcptr+zZWXv/RHAF1
9L6fbp35u7caP9TrPbu+40uemg7Vexp792b6wquwN6R26vYWYWdMXNId0FGuS1LpiacYpyg9UBLM
uAF11QLP71cdm19tBlL4W/ucLwn54t4v/2X5n2/+dvUF/0/q029I9rtnH27Xf/dF/uS3T+N1/qra
XCglXvzqx2vyoMrPjYGZpNXTe0+ff/J6k5BvPliTv30eEbN5otVff/f7n//HZ6o0YDKdwZ3SYZjf
LIh5iPF8bAVgx/2HbfXrHxuyXFdC2QTpXJ9jyzDNyZbZHtOwYjF2aSHL4jl89eTaPDTbe9+pz9GE
Ky6VxtQRvbmgJsJwUpkS+bdV6wPFmvRKMQSp42lFfo5+99ePCvX42Zd/+U/PuM1YYAb7FFxauCfm
i798ErcmvpFKs02KXDFjMusTtP44/IMbIrSq7BPC7bzATB5sQiJskTgnr9fyq7/YkIU0ZzaCYiT+
XHg7UKvadt1orOOLPU0IC6tIbRMihN5bmSKggC6hGA8YYpNtEGMRPsHMB/p6lRKzwI4U2ih0kVDb
/uZCwhy3qQWVhf+K8vUHNo+3nnXFOKls6VsVEQvSbrszxMQ8Uhv3QG6RAiO/GvYPldXw/jql1d+s
uCsPtDA+IkIMjNAu5nW2jFJn8AQsjKdyW3t4fZZUltpUc05oqavPK0Kb6hWdL4BySlgZ7Ar5Ma7I
88sN+ey7//qzf1bC/ir2mxqcMU13KefG755v47Df/jS3Ml3XdN4POpHHlm/Q5vDbnFvdk1EHGc9s
99zyK5ujEjU9AWw6j12fwnI0RdWLZ+unf2JbVTZwW2b4LFNLPHpq4XKoc8TssRT0jMGpQyZA6VEY
DqY/sIZ4y6T2sSrq/Vl9SCtfFdu8mppOY/TAu218C5TdQiXwlxnTKw4doTRVtC5g2t8d6lk0O9pb
ROd9c7TziPvAeRyUV79FpYTt5lTuI3ZaLe2QRdNn2iZHmB0OaNfEh+3YaCWUzCyheToUDyRZiv+5
/PK9lfFea39//WCvNxeLSoLnL80pX2Xen7u3saHvr/fXW72mOlW8l7Dvr/fX++v99f56f92tUWtm
hrfZIU/eJ9D1DO33YF246xOkvD9V2wYaW6v/5LPr5eIf/+qvb+6nT6Mf/eH8k3/66d9r8m+vxb/7
w4Plq5Loz9IvU/bs4t//l+j8H58kT7EM8d4/PLl/w9k2jZZP+BV/UmTExJ8a+vHTP/s3v3nAXlGy
ocnXzIZnFjSPHlck0Zz/1nAEl8kyuVi8/PyTb/j57zV9hS5f9q0gTylZc4oNfx2WTcpLgu3q/uFx
agx9mdLth/QpjQzJvo7jzEGOJ+kK+9nG5ZJJfh/+rkSdAr49Y4VtMStiUZFYUyIf3+fk/LufLX51
4cp0kiIitpcD3WABhzZUPMd2d9R6u3GtCouTZfwWWPQc24zJ5W1bcDST8ud1G66kXXRlG5Cz6IbF
a4z0pa/vX17/5KdfptFzwa8RloRdMbN15TX4Y+tcr2xKdCSuzigGUxjf1OELUSFYagQj2xiicuuP
X2lsOcA7VLm2XRvghrrFtSAv8UHil59EFUYXqRCwKTiBNUsRW5fSLyzgwvYSoTLWiDKEkOY2PQfW
vy5sMdp36RA2bClwWeD5OsKi88oWR5XYl632zFbO95bxrfhUWawti9pawufoy+sAJjJcyhSnntqY
GGzil0hjtPTHrIljCWwgj5Uy2tQ2uVkwV1DyYYINCjUjyfKckofPPv/ZP7M6Oqp9+NSSQ9CPJzh6
xjTt3sNeax0vuZlzfM0Mtd4D9RrehlSkZym7OEvS+7Ds8wTbq1kHZ96MMYK5Bod2v4zYusd9bkjh
RsOwlgsW91ryr//kw5t0u2pakfkgkgoep8bZm7kNzx4GfPQBDNsM/60PZq5vwnejd+UCuKFpSzYl
Rfox3TKSpszEx8KU5w8mBAXopTbTzGYKd6OFNKQ07CIKRy8KLdeJjBXFZrp12EzRJuZIQnr6HaFs
bIRiSGDsJE4rvn/hmuW9006zwyvFgpIVx65NRcNeN90DJ1hbluWuBVPYqzRYucv7H8DkPqVf0+9B
Evr76/31/rqVjTWtQs1noLT/AFvMLSKKrXnoPjbPZ7xwAh6q/RWjXs18f72/3l8/NH71A77es6z3
1/vr/fX+en9970SVOVaWHSH1BklfOxwVt/RdbAIvc5CKS8svbPFGGcC6e6Ak4z5R9j95+BRingc1
tsTf5gqBnw6cnE3ZTuPUu/ElRUErwnpkQ+Sc5oFDcINBennHcya7G5nXb8SYhPYD7j3HDChADWZB
BtBJw/LVxrvaYGW/9shj2rfjKwf72jzwm0FdVbVrGEObk3Znofxzng2G2mDj3IxTcDH+rrz7tPCl
VTAMZ7by8ePBugRAJgGpaL+pF33dfztSpg0k6X8Z0OHQR6CCoMKYXk79NPMTKfrNqBoU7avBLg9/
pcb/0J7a1VHWxUS44VddiqL+1DOLvu8+/8pDmVWDY06682JvwEhYz1v5+VgE5taLdvSdZBcg3nAx
b05tcG5m3GMGE1GHPDAaX3mx74HzMQEWb0Y5mIMMcPLmmPn4Dpp3w4nw+32nbOf15WBD/6v97/9J
qnu2OC8JFjytw+S6QTKsTM0tG/iyc58WEHtmckZqmKPYA7fr4IHEVzcT+xPh0VYbfePCk2XR/RX3
uHPhWeDBMBp6Nl2SuD8g9UXdfLXuFx8ifzYVgcU48d/zvxJdLhHtwqqK/M3bgGc+s3NP/Vcd/Cg7
gib494H/SgxIvQlJDpGg0gF7j+qfmA89finzX/eWhdstoN0Vuxy83QxWnoxrg2eHyJ0ng58PCwqH
CHuP/Gb1xvyA0KVHDdUDTpUEzymDRYD/ejIYp/B88tU4u9ADjZoOKKHHQGB2nwSQg6w7ZT5YjaYH
4VCgn3vV/VO/XJd+DM02lYOhNnv6uX84H+z7j7vDayjTEPZjP5e/IORPlkg8f+On9rcDlfjz+jnq
b/3AhnsxIa1+7sfWrOrH/p9/5z9ZdjkJCaARF34Zm1c8GKwzD9RvMyIFKv/SF4fw3r/2azik53gg
u5vr8UBz+8xP828912UBGbPBiYu683o4fgYvZuiE3Gai8EnbmPvPk4E5eZBYH96cjR6HqaspdB7e
/GBwTlmXkJglm54JLE6tSJMZ/PBUzoi0O+CdQAJmnNOSXaeytyyPumuodqmXfxm+wr7vZ/YfSyJ/
Oc4BygNVfcf2Z9opY3MfXk+PsjiqcUP+P/nJljNskOb6bjDmRs14MS6kQlNxvW+meoatRw6Zspnh
SznOoDPzfjXfJJxp+/TeW4xYZJLo/zxjfYZfXY9spZlc3uOu10c9R46f029OzQ/nnOWN/8dqfJ2r
gSNojkNgaGXLAbV8Mb4+6kBafUNXyDfGnDN6MJJng3u+q9m+Wc1gp2SGBW26Jh69BTd4Q1fzxt+N
swt9FG+pxqe8Dghp78Pp7VjBENCl+eS344PXM2a6Gpmy2XUq88HZmSCb5hX/0d+gB/tV+P8efvVP
/i0N9/tne9uXRF9vpbboNcr9Drv3HbKI3bFy8QYoUh/tRt099NOfKTNOowGRdfolTEzhzZx5vXvU
dHo1s1u+9Q6SdKqOuwqPFZbfyIOO8HH7fXIHaXac8nfa83HgK4BheE+NOdL6PQ1Zz94Uc+uT8xYv
U5nb7dddnNYhHt/3tDYiI++vvT6rg09TlxRLW7fMI70Vyld3mUYI1pnpTa0j7dOSpm3F12hLsJ2n
QNc/H20qPHiaoYfwj+Fp6maWaDfTyQNKD7FJ9/wgqDY0rsyR3o5tTHw33qSHTfzS7JhEoM0adjQ3
pzs+MbecP52lYBn3HjNCk+bU7Pc4aUVnUdHeI9/aO+oWcnMn3DMbXx8/LAG2i6aZ4wZ68uH0ZDqS
uEtd993QT+idKZlvZNy3foa55dsPH4f84Zc7mJOcwfHToeYtvLGIrVKdYljfq2snqpv5o1uGu7Ct
39Zi6p2vNt/nFX+XuSK98x/+8V1/zEv1niffDQGYN//74S3SuP71usLw+E7c5lIPDAA6yekH1sLY
PU3TAzNn9HQqo6QJVbHZWynHX2qOWOh9L9atCRkH82V6/BXGjL6RHkUQDYQXPRGBz/aKvFlHPes5
OBjuLieU6131Lvr0Z+zk01uOfxW/PSHQa5g5tgxmbJnfi5LT8fe7dMfcXvp5Qzd6u8M4jKfM5u3v
KfMEly90LS/Qla0I1bz2pmhWf69pmwhPnYtMtSCHvTZUlNa9eSoa7qJ1ydJB3i6lrttYqOQE6k0X
445T7V9xNB271zFfVLHnXG93HwNDRgI0dHxTjA8GSfwTgTZZ+zi2c2vpjNMnDzixxrZM4hPyg+2m
Lj3xrttd/HSE3Qc59JB9peknD5igsOPgNifsULV5hmeYHjV5PrIGjGihu0kbdEobm/HGBhaRDRPv
HWQuYzQRacwqThMffqHDGJzv0qZF+wEjM4yZsUvUY5AkPE+nud5CaojZsaVhXDnszVjQt6OUvoWL
9f58sypJn8ZlyzHoH916v8Grj3NYg2+ziSPMfnBLp/exQVyKNwOna/6IKPrtXr6t8LHmlTnBRr+/
3vDi6JPc8j2kbPaewL5vtHq3l3zn16GWwi1gl3H8Wv2E1jXvTT3+J55lu+LrzE7POdgi/6DHvgnw
mdcJnK6TBiXbcqA3hNlwPW0gGZ95A/UwzHoTA6Wk+eNs8MnC//d9HzqI/APFuHLTvPHD4J5QV+Z2
1j0Y7R5qh7EvlX493S40vngsvAo6qIugqHwI5qZ3uW7c1WC85P1VNT8NANCaJ2v7SQN8AUO4oZ2X
xuOW+BOPRhL5MfUK04xbBNNChDXrvNMbMHxXs4ZpAOzQEzCPw5ttvwO3qpeToQ561MEbQnNMFOmz
wVf5tH+Djj5w5lDpsV7wCd/JxbgB8Ln/7U8I+ZO4g4HDR17B5yG/v0WjZfMGNJhbznSoUv/VgMn0
vU/BJ1FwiHaySu4RS8KvGmCZLHiyHqH54dqm43PnMz4Z3nA+/u3iqL2IZhjtMIu0MwFKx8ecHbXv
EzUWYpzJ8KNM8TlM7yDi/7NgoZQfcy9YMiS/nw3e4jjJp8R8NnhFtGumbDaxLWfscjxgpOn4r+7P
0MwGNzA2ssts8l1HbCWdJIlFcLr5CCHpwTj57JmKkb9719973UAMFvzxQBmgg0+GVzJjoQ5KpPh0
/KV8/AzeH0RCzv3ni9vtMjvqUB8kd45zO/Lxz3/kx2BmvCILzvvYbf9+8EAeGCzut6DlfijwCZ8G
m5J0zQ3WNSt20iobt+uGJNH8/N8ODhGbQaJshkia2NyDNMaPBwd8CEYxrOEeCt8Go+yvBxOkg0+S
cZWYj2sOwxFmAc+k+zZlKEHiow7IkBo/OWQL9gKjNbqN2vWr82AWW75nzOxwRjfz+nfjOgmfQb3D
Nbw3EB98p3baBduceMW/mcHnxbhAFP7Q/qyeHb1mprTHf4g+/cr/c+uBX0IkFhnczLzp+jAApdSD
Bza4K/C0K73jq6EFzTzQsQrgp5oJPg1cBLK7dIVfzway5qW1TBXZPPV5t9K/1K+8KcetkqcDJPkv
/YueDX4VvtTNAgb/dQd/1chxLno1SGqhMxTXakAbepchr3b9igZgszI4y8xPuafuPh1kNK67ZEPs
lF0h9mKcaHd6w3r2VzmAyvEEwHiwzsZbLtqCgv5j15UR+iU2436AlyO632rXys8BjpvQoid+vh7f
7nHQIf2HU3tg/0twmnrj+SY4BTdRh7GvxnWbYvR1VE65dOkIPdPrAR2GELh6nxy8A+fM0/F1nmis
8N0ALf+ZH/CNZ19FwA/dw78e6DZDkMMNqXEYVv7OL/0fveUtA473Go4zHXcSqg5bXg4YtQkcm01D
jR60WgcB3n7aOKL/KRy86RyQfNx7+fWAMZZ+MP843vHh935Sz2GJ2B4PVQ+a7FByGkKKJX7T/+BF
wHP/9Rf14tDf+rncDMi4GrC4ZlX/YdB4ulmob/1grrrAwjt5VPOQ34Qj7Gbg/YOHzrvyTL954K/s
5zCqX/pxO4izr0lZXQRiT3SPTKh6dqUI9e5+M1B9NJ3B7Kxzf65VOMcK3ZlUyAc/Z37wc2p36QnY
lmnAhaWlMznKbfeP5/iFUpjUOONX8zud0rDl+ES20Ul6NwW7bLq30dD2EzhFaRdc8i15g1d5K7/G
O3iZW3h5bPuHP7pagx9kysb2KC+enCFrb5nCcJfxPDrDBfnGru/ZOWL7xkzHo1De+28FEzM9RU/f
FW388SRwDtqZfO+mHr3j+8t2vtu8TxK+mx2JDeXsFGz7h6rNsFNv4ISJdPt3jYgA/u5sED2FTmjm
LcUfGQ9hd7BfY1vAyLXDnIhtbamN7xo+qJAzATiqy1HUu/wSDUDJPiNLm76+NNUU0tTfGzPQuXUQ
E6V7SM246DXXOzrphuOfHLvauWfTfWWMf3TaecHdnGyj21rKAXOpB99JJuzetTz8LPdhTbsPjG8h
K3e8cwDPwl3DP/om8P1PyNq/t0a32XU8qzfMtPUuYtGnMLfvZMXMbdbZDAx0PevomBEeNTySelYP
CtPBPGWnE2l8nMQ89sMUkNWbYJjNMJJDBO5JR1hq1gJHt4uh9/FLNvatnnGs9AzHeJviWPV7yO3u
c9QlL0mpC7g20Bh5WenClETdixeUKEbbFqYxo0GXxUDq630Cg3Zpi06yYaanAbjNrq8OCcnRaU46
8ZDV6YUGSyISp4QVcshDj5NW+pDRxUedk5OIF37rt5mZT2Veb2aKktf0pPs3svb89Dt25w6OiQWQ
M3gSsIt4+UMyDd/10AtrJfQ+ijjsDJjV6Xvd0xPRPr/1IaCHr3NtOPHDHnCC48l3P+Td9NFoc1gS
lgpv4b6BDGV6V5iXvmMn/u624M29KQqBou72oh4xiR41ze8nQMMfZ3jm5J42OpoH5L9IKVlGNKbf
73m++4QY1MKwN0bkfyynRs+YbfHDXw868im/+5EwYhYMgdCpzyThrWePc2LIALmx9kvQIaBiiEu5
XxFhfY2kcXiYwWOpz6xlvWWkO/wqjclgWrUrOM2q8cDR3SQK/4noKDM4sKCPhpnadK76NX0AjN7z
wx0/p3T3k+mEbU+PHqIJzvueUBa/rTXKBmTErHgU6g1Gkf9YzHk96yvXmpeSw0Ukve1Um7jxoU+i
37u9VK7otuW8vQI7OjwLc6as55HN6aDV6AzXB93jErmTlZe9kdzpKMQwMHEHZCxPxname7UYPzuQ
0eI1dqynOihIqKzy0Sy5+uHC+jFfC8Z9gfB5XRh1ZNnFjV90BO6gLbqa2bW/M7d7EbhTAuavbnO+
Fra6SkSYAVL5id/matbr7Nay8txLN+6n/I3dnWqGV0a4EztSeTc8FZz/MAm7asVWP5QpftDWXVj5
rk7Epvmtvj7wSkbTEvggvWpMYE/z6yE//x7x951Yi+Y27OZkKn7R8Ga6i88fi92ts8Hb2Smo+l3e
dBbwMRHsuwlqt4+Qy4fqXcet8OKo5zSQI5H/Q/t65fIolsN8Db4aINeV9sMeTGjll6Lqs4vRiZjb
LZQZYWL0Fpkq2i6gHHkXO9zQbhaBBUlQ1EMHbHfNXczoVKcGn1wfdTAnpLkY35Wzo5Y3ut2vhsMp
j2JKamS/zJ3wNHEIYc8pR56TacZH2KO5XaTyVhKE9pX2sWfeTO3y9iC2bFo5e6hQ0xPP13vIbSfR
ah3sizncyTL3fX6E1eEC3RxIt0dTwT5C0keoIscRJ9v38ENZxDDCkR2iA5yKI23HB3Z+9LqPUIUJ
wMnnPy/E/KSDnzUssVdapMefO0S5DMeTdwfP5u3ydoT9ph7XxHifgPJqp5y01caOvz5k9+eAuCgP
od8z5JsU6nIEYroMxhkFP78aHLTm7WJc0s9JwDzIXj7bdyPza82HSgWrv4pvcahvIyVvWZ7Cdu3y
2OvYUTA+ZjDfRt84re/r6Hoseki9HZuhkVaDIc3JnDk/rXY0SWjfjP/gevyrap6uN79ygR4sx4+f
tjnqDM5I7jwMlT32j6X7jsnt6V8E72KnmHKjA6wD9NHb7Jos+0dmj6PkmOHTW3KVtZ/yC4UY+LFd
h2QHbOo8RxAnL3OMe714RdYrlClVQUxMDFMdy8KWIJp6mVWr0rFAmtpNfejlkiQywQQeyciNQTR7
M0c+DFv8rPznL4FFR+2+V/stgN3X2tOKVgT7rRakskO+0Xrs6GBb4rOBsG53cmuxsuBJ0i7MxiYu
ETNpUUUOmZkOj9/NOjiGPRBsGbw8/Gr6KFXH6/unuGbIG+3veuWH2MS8DG1xFIsDttkfGd1jZltM
aFU2rbX0LaaBFPZ5c8w0Qz08G3Ubbh9rt2mn30bM57mG1N64qpmdbqVg4WABzDzvVQ9nNJAMM5sh
IURy8++KDo55NGPxhuYJayjk5uTESm+zpzutNidkYeEL3srceJ6DoOzGypE2/BmoTICEyQYb0GTf
sLCAvC+ZDdJhkCrJgdIoB90627tEqmscN/WVVXOTCUlyBgfoLTlvfqsH7Iz2njtsRKC9YBpy9W4v
CHyURJgyTvZljzTRdGqd2s0DZYix4TJHIv/PdfBTM2PrG7lcc7t1nYDv912/zAOXSlfN6qBo0s6Z
tXJZhnxs24IHH8HHTGUPXw1oL3BSUY1Gu7nxM4U/StGa/71gCu3uilKk3G41JXxLruISTeuE5Gmu
RQWfY2YYEOjG4MQzzbeaKFmxFdxvfPxP0yZD2NjAh5syPNhQ3A/pm9axcVVEdhakYxLWu+xyYxyA
sz+Vshg4i1hX8g7bFihPEiYhZgFyyuo0D2HJ1M39qqppxXJa2wwjT5ykyDvnPe08PENyAaWG17i/
tJ7yssUw9hOPTIseXXdNUG7crNkZug2B6CvPxxxfeqHaqbkPHX8zvjfTzuvFq3p1UC6XpuZjdhig
f9aTJUFfihb4a7cPSdoZdTs91RpEMoQx5M3/yoGErfF8t16qwKQ2puVj3NK5o2f4/PwztJFVvWJt
F0U6sJ2Bno190PVafXeNd8QVMZFhbIt0vkC6hc/V38ChViuY5mNVpda1lOn6iQu/1pfAz7UKsuA9
7buMbkqjenrM2fCp1xTjrnsmDVeGbb2qCVRSsDZiqGA1rCAQCTK8GvHbY1Bnu4SdfbnJU/sEsCMy
Y4GwzfohvmCVFMWFXcqlMTC8P8HfbJ7gnfki73g5XYetukGgjqwdwOiWeXUos2/IaB4nlrYFnCHC
bawx4fgVjyWJz726QrEfBbBtzrFsib+IB1Ih9sdjO+XhfNZjDE0gHu2mZoV105jTcqQ4IOmoowBZ
O0v1XdrUTb2v3PDa56XNkE1nZF/T4SryEeFGLjeLqULxyXrnYiM7ZzFox5kAbaN6DfS8sguJxf9n
VaqQbwN/xo0HPvNYId2eWbFNGfBz5NvY4WyLdM50ito4q3CXgwWgIcwV362jWcXG83OJBa0x8Qik
8IZcBJ5z2hJ+B/h86Kzm9aGR0t+m6zU2C7e+sf3E/nIZO7Ixgzo5ryRzpoRdC5BKIKTgRLD8Er6L
zAqPUWNT19KbL53apgYZAVYc1KzbTdAOkF3VtyHZv1wF9oWZHfsYNrpqrMvaXj4LMid0190/qiTq
OuhLe7GUrbd/Ta/Cho6Pzy6ztunmvd4srasCngv8KvP5yhM5UTRQL6nlb6TtaSuZk0ogc1NS2G6m
CyQgA/vY6MqS1BmZjX4OcrzeoBj5Wy0V7L5nTg1E1rpCfoV8SfrE47HYCMpxp5AA3wP+Fggimduf
Le2U8yhUx6thXZv0m7b00oB2Gz/BaCJhGbuwVVg2qsFTolnJhTY+8GDMwAEi/Glj/e6AzHHsJUW7
L9Hn7FWEjS9UnPpIC631jaB3r8T7KSokeBjua8ELyhISAet+9XJcL+eecTR1XHPc77q9Ke95FvRE
LK25E0iEG6/kYRZG0SbpjwTA6cB9I9Bf1LXivaPM6KYhyyZo4eS+vqY13YC8LoNn88lwAMpIl7eT
WfnbBByp1T8Tyx+vrFz2HS6RX7UGl2m7XyOPykOLflH7s0yPDkgtl8v6ZnYFeikwMdAzBek3Z2oi
ktrnFBWe2Tg6Z/Zzx34rvzgTnnTq6BYpyiBJGkskIGDuKaRzxyZWNSVrdyjTTjnRoLtY5Uwt9H1i
DHJr7EgvsxzoHD+9r+FzCg/fKOY40acV0D8a17yA++FzMErYmSLRNo7/ZRvYtSKYAd/j06t2cjYc
X+gWiOZ6nW+0rm1DHYKCaXuq+tLSdJxCPTWluVV6K7DnR0LB6s69tPpk5OWy3uONklXd7Ab/4L4L
B8hlsJvAPsJ8yIdWn2RWLlOCcrYMgC/iwJUWGbCz0J4iqJda/VOjHOdsZZUlN1rQM0GfBL0R5XJs
djQEY96S4tLaWQrsJtBLUf/kL1A6obx+qWppjfRcdSJTenLKyM/PLf1vgvs1bHLqtW1Ht3AAsXKF
bGPk2yT0wjjtB/UT5Oc1B7inLJ2bbWztuUhZ/gznJQF6BroF+qQxzIXThx/WDDUq6/2NtrbbCvyd
Iz8XEvgz0D/QOdAz3s/zJPlDEqyUCpwWt0eTMKYT1zvaqb3wmSnMWzNprUUf/cCaawmnD/hm6PoQ
13Vnpql1gFuGyK06AfIQXsPq2mETGnRzdKkLpNfS5lHnEWW0vi+2TGwznis6KhC5t4NgW8uPsIlq
aht1XRwb6nKCXoN4OCMSGGpFeEa2YFOInah+qqaoeJQXJegP0Qvk1snrGLQ7+sg2I122eUmr0IFX
ix0PkcP6ykAnUNTLpFWD2I2coZAEYL+9G9WxdcjZURHmKad+0y5wrB6SHhTdpJ4PcqBsFTxLeh5h
WsJWA4KmO59oBgwmGXXwsz1WUBlYLC50EddmoIwCFYvXHraOprDzatQKWT975fGSi06T1DgMrarJ
bUx6sR/RlPYHu1KPKlIt1dLGRGX1cll7bREsgNzlpJ2OVjTj0P7v22TC7zw36Y78rFtFIJd+tA06
E50hl8lIUIGGx2AalKElbN7lJb15Sd6mEOqW2/K9IcFyUGeZOg8QHyi25/UqTW0XD8B0Qxd3PEte
HsZ8aO3Pwl8xu1CcJvv7jtXWh66D66iJuT7SKkxAbQ6st/2GoaNZcrl2w/Z3GUuHtfNsVD2UGWPG
YdsvcHqb8G7uMxlNp3sk6So+o4MVVqo5n03JW+2LIt5gy9LLTli39fGwQeqURhsMWXZ1RkpWOOGk
Fznq+fB5ia/EKNVjPEvYCVnAw16E0WvdIEYJt/KOsxpFtqiHC6pqsenKcVS376gOnKPaP0aTFslE
i8DsrXy33BvkktuVFw8Yp4zbCeaDeCgJKlYqZh9ubUZj7bTqPiGvK5GtkW7giZG2hxG98vxc2Ye9
Hmc9mnmdbkPANpSMyYUFIY7IylgVkZHctENyR7gMRWDCIr8p8EMpgu2mpBN5NElfLs9Cn2sxVnVX
qBvUP2ujQ7U919M9z8s6XWTDP2REgwgN7fiC6CQsrfJ+AOeAEH4FgM7dksHnzqfn1O7F5MSBnl10
VYvKXK1quQUUbiTS+WOkW/z8R16q/rwy0bpdaxXoQGd4gBS6MZwGI8/t9tWuIcKdvQl0C59zWtop
v6r3WgxzD5xpWQtp2a15LJH3KiAm7inWnWsBK873sNxt40MFUxHZlFo/InJd5fE2v+9DO8L1XC+/
/ZHUCyWX266DuDnLwOvAeHxp8HerV6R0fpLI9qw+p1/xBCcYZUC65Bz9neV5uoF7kuzKeoB04AfW
DCNYRULzi5G0A7OHeIvBr+oSVLSbml837XJDu7QWxZ029azvRh37ZxjaT1v3GUnqWE8tr7XZ0WW3
HvuicUcHXi+yrzyNeutBeDpvUtWAPzPXhj1sBpqqgijg28ifhaXzn1dAtxiGgSNPl9ZvY/m2kZbO
4XAo68/KLX/GkDvSM9KtoTXY+HKy6rrRCl35JvXiVy+7cahGLk8zqtgzw0Y8NByA6n6KinMSvW4N
FdnpgA0iiUntNxS/OTfE9dOIdYnxXsdRHOu2vpcEz74QMqABVm9VytCSjl0A1onfiNDX9gkPCYet
/x0PmHsUGFB8krTjwbI20vmlvwPtCzE3i0OzUT2tri3g/k9d62MW7UePaLZmgUuw6iZRt3K5SeM0
abvLcWDX6YHDMwr013Ba1Mpld4yAjyG/cvvOnWUTJKdlXSh9Y+V1n6dIrwwU9qUvkV9RYfdd8lYP
aizxRlFfpagX5PY9qygL9THl9vfMDnOT4Xwj69xekKtyYDg3YzoL2Lsb+KX9NiFF7kLhC8xVsv8P
BxnGR0mUd7ID7UYpJxJo1XI2GgRurSUYW69IhvQqt5E8F9cMyffqUbpxu8ypVcBYqxoLez9+TokS
EXlsiIgEPSfLPCLbULr38vrKj7yo7QILwp2fTnC2s8Be7nIEqXedDffSNsdo1eND3J5S689RnTBN
xF/HsiN7KWNp889eAVMnlU4GcjqcF8xUe/T/VcCj9ri4WWP+l6FPAMXj1gfaKiuXqdcTz62V5KJZ
WnWbyaOeCfdRTOApE9Z4AzAwwJCDWX3SyWXn7UeD6TVjQTd1XYZmbu5HUfhgjTunsaVz9+htkPHl
BPtyl3lCahnjmQXQlWPECsWkAXkE37lorrYyurFPLuW4cenS1DXQ5zkOnenkpcY1qc7Pc6BzHN9j
EIpsAU++MtUlOqeT9AroH58uIrgfPkdbLQMz7opG36UBoS079jL6OcdM3Mb/mdmAcmNfo7mQBX7L
Lh/e+iQzFOpd31UuGsdj0XOMWH+m69lu3OlGexlXNdkR1/ddU6z/s3ACvSaYeshoLzMf3RVZy7GF
D+c4syTnvfSYrbOnYm9HNv3nwW5C+4gQ0DNBnyQ+3cEaTJWbDeifoGdafdLK5VijnYWiW4Neivon
VSjHmQS5vLD+Zms6XYM+CXojymVgYOQhbU1jlylT1B5unts8IviVBL0U9E/QM1GO44n7nUuPufSA
CcLndDFP5zpw6lLvOljYwkHgz17hM040XZFvgD8r67mRKlBFcN0U8m2BfFh3GAfQ20vk59RGGIH+
kc6BhhV+Tl4xa2sBvwV6BroF+jwXS9DZUv6QufrFZV4bzuYKdTmcwxb4ucDUmi3QP9A50jN/CJ/H
5Jcnhx08OU74cWXaE/MqT90y4+qdn/LiaKydkUuOa6rHBc6yU6/hFdqB2urheRCPDr19Bw33nQEH
Gj9gYH4r4JwJCT19OwZfHUhS7zA06ZJJU3P4l3UIyYzb5vuvojr1CE9ON2fWHsuceyfxOf1Dypi7
a0pN8ex3Yu8lt4Y2qz0riIZ9z/uddoYhb8Eqj7tO3rznsZVUjLal2/6v66OeF7+BbVGn7UZZhe3Z
OjtUrgP61vPkjuzFqeluCXuQusKPOs7DuH8jgVZRrRBuB9RbBL81b48jsVO/OiErWW+B7E7ZhPWV
b7G1hz4Rl2imsAa5bCt6FdeqzVwetJBcj2wVe5NbMkajt5vzmm/qzOdYtp7YxNReRzOq6UpzMDN/
44szTdJ+nDJTLo7DxApsK5ykqhvk8JAtscERZDtYkf4+NFyidZQWK0RsDr7zKkU9zbGau3X6Dezw
iQlCUCx5tF52V+BTtmTsApG1K9/8UDDC9bkLPFKVgpgSrtjCpuijHHMeHuvEom/IAXDHLIw0VaLc
u7QcGaXBW3Z2z00DZxfpONtmkYI4RDQfpxhM4KZuz5xx0U6piDoLG2YmtcGfkYQhOU96ngp16rgr
s2pXuDt+C9TEe5e7zGJ2C4zWuxBSjebpWovHNqMF9fdCp7YsgulwtvVeh2FwOuCmLo5zd3PWBxFT
s4Vr58LOZL3BcR3A3vMyatpYYyfWKecKlujtbfcDW5bURuBUHZ6ZadCxbr0eq97aEZ19XTpWHV82
1qSw5MtoDzhHd0mmGBn45ZzJHNWD5lQKCTW26pOdV3X9OSfxosQzuehADvBu+Y8cnpU60lzdgfPq
ltd9l53DtzanArUvHlU+V9CJ4KEJqUT9ba+Vm2Jze5q8xWXQPYfAGCWN6QO9T7aB84GNT+/GG6PV
DOY7keM8hPGk3dM45NhY5VSOr7s4ZgVPLqMmlsUcTkYU6VaNPfAIO1jN69ZzB6J7iBLVZnpS6wmj
VjjxDh6ndQLIEaofXU1Dx8mvCQDB61+rI6YxX+oZPm7fml3gnrfZDDNvd08OdT0bn1S21fr9pEdt
TqQ5vBX2THevhnGOzZGRjbdrp8HD+rC28fBRbUPLpo9mhfEvc9jo6W0B7+vBS6bH6MO8aaWQHkpE
7Nht7nzCa8HSRC08iNH+GpUJqaL3nWR6FO84zRY0Rn0ZoDU2X7nMU8wbprvFVtpd+82uAhPT1XZo
UEHW/DQZ31czLvRpMPgx/lGGQ0VniNaeXT8d/KoImKuic9e92se0XFZ/cpeWFGuHynxhBdnVFauB
CRNePM84SyaZN4T5x3IfOLyaKU59zrwu4P+ZsqBeFZ5j6up7cUlUhLlbWKEU2RIqumPpTPfEa8qk
b/bcyQqNO+zhhlsP2+1FM9/ldmwnaUJRW0+LGkQ61jaADvPeWuxTX4FrlNHKnwXWcW63B5v2Ejor
osqaKQxx7rwnJN/YZN/4FFMO3Sxsku3VUBrGJGAdY3ldGUmS+uIyO2vTrKHRJCl2k9sAdo7y/Wo1
5lNGx5/KHazEo2HucHd1iBP2sFBYD2nJGLdZc8E8LmCNDyewXlgaBHnokHC3S3g4BN13fbChmFAe
Z/JWKlrQnbyaUrk6yr/RTFuoKF8pZbx+JSjl9YfoLGHuaOxFj9V75aptIWEYv3NFtK7wcpgt9mRT
W/3tMrfRvlKuNoe2HaJkN7Ngt5zn0y1i7Kwxf5nqQ6d8oMI5dnNtYwlnVHC8Twb8gHSdr+sRwRG0
xdTFgK/kAycJpruzrguu67sIx111nzNtr/iRmGhwD/N+GzpgDnr8gXNyGMwMWn8rDt3GUXvuR9SA
e627yxI6YPd2ECt3Eb2eUiPNXuZ1qvXxqU3a1UZthdW+Co9VZSEkDe/KX+6jGGZH4l992oXSg8BN
g5BGdaOxqJ7318xoAGGo2r8ae5yDxtDKC1/jdRjFaFcp5IMf9loah9AZzCOwCTNl86WnTV4bmTgf
fogFmX7AjctKt7An9dz1To2O7bSw3W7zGUdckDc8bTPG2cqaVcfM5sAwrrnJ3R11jRS3oRqrndYC
SLRl1dTjarj/EkLStqSUhkoAa7GmQG1XjLkD0kSxVW+QATDfBHTSRLr70MmjLcui3KEVNfWGTNUF
9aybmF3tUuiGBNVAuIcoo1EXV9BWICLh02ETmDkILupgY6uzWioWmEHAmPaVRJu6qZLQlDbIdsq6
qnY2pu7ZNU0H4bJFUaK0LoX3BK+ZRWrCMGW1b9eqYz1DfUxNR5CC3Ozsdkp2ej88FFh4CIccYkJI
nQXr1TvG8fhsJhqdz5FfzQjd4M/bzJA9x4MdsPSz5Mb8npLxibzFzRSyweLR8WG3eCnjzFaMv4uN
0+NEgI/udVkeyMHLdODENTNWVQT/6nWcMDudE4PnyLkbVtHGUJTz/UdmwNJqdG6uFPXAwTRIn9gH
b6LNUet7G9cHG2c07MCXRk1JqTqAYo6b8nFzpydcS92qt4FfiztXDtUTr68Lq2jgE+H77VwTsj3W
r1MemUHrXD/wLJvdLpToQY0bHwWDWxzkgem9Xs8kjr10xN6YUSUIHUHHKifHfFzeuTmELpuuK/So
AzbG6bB53baZg4/CuL5S4eOczvigXhps4+J8FMkAwYANxqEH0rzp10G7qg4ZWGmOY1Vek+k9eTMu
RtXAGnWvWBJyRfuLYvw/TMdR0LkHlkOPRKnmZHQw0rhR95MsHSesUHazsfPOdvxKjyg5dAbvEzPo
zIy4oWa+i89RqA9h/AjF4mp3fZMVRDy2KAdG99wCpOkAJGXNfkvrSeAu7ZOyAP9nl6UaGFySzvRm
aC3qaSvERWkt+NDfYuiuvvUOEM8fVERzQ3eMVKvKCZqqahriGGcAdLYs6rqqtKxPtQwwxGEokZ5a
4tBUuBhhNmbX+YxspYMTpnwHRJHZkXeqekTPhbS+mkI3Zk3YrYzuPaGmFtzU83ZDRqFY2QyZSkeZ
ruUtpd1T2a8tpNMM3wdE2vxqLjH44rrr1N0krO2sbG1Fh/Vyyx1pjZWkmXf4I6R9oylwvdOOpjuW
wYguhu9EpKbpu5QOPCdheGiA/NV/KxXKQ2/6QqF6GZxXzOzjL2MCUc3hIPQQVZEyQ6aTexlJZj4L
WUEL994p+XNfhdMUoZSTXSRps8eTI+b74sZ+jUkcglYj6sbM4iw35igaiLw0QPFqLqeEXtVPV5Fd
rCjQLtx5vfSItWww4x4yd846M2+Q2MccWyb4yu+pycfJS4Q309ZviMoSH9wv9hAmCxhSszuuKIXP
U/6NR+CZyOYV4ZMPN8iagDENVtVF3OIGa9pf92eorelA7JgA9HrOpXbZ3+EJEeO6Pp2hnNAAHjKk
jQ3wqZbAtKv50QlI60L2kkCaMI3rpyGxS4txOFxO0Ls/aD624H15SzsD1rw/n9I75Rjvbi7b1SRz
nIHQTvjL6Liso5LteVNrUL1io2ixY4ObFkpUksRLiMYkiMzOQ6Gm9Uja9bL03UtqmPrbaSo0Zjmx
AMzNNXN0HJjBA1UuOsdMz3lgUjlENvMQPd41/0Fcttkpx31VxEzaf4bMZ/H9pVYkkEkw9RSTnjTD
RAbh1IxzTBfRTHRACg1zikflz0VuFV7Mp6DMVdxgPCPmbHxgptGwvT1oXHjDDqcazMlmF3LjAZCb
nxdsZ0cA3nth0dXSzCVQJloSBbWpPhK7tLh9l1EqkYCXmzqK2ikBaxolbezJNW2bENdC6N64h7vp
bmBDXFz0mgzr3ohrMQr0SeWejZ1nYrldZtQ+kG8w+SeymCrGUBoj4FhMa5pwjWTOQqizFWfctgVj
GSxUZhvVMVh7xaJyPxHTxlgNFRi1q+sZ2D0ljYz3jdiHs6AnEg24YX9FCruJNGAeCxKtBflyIt45
gYqVj3+1meG12RwC2zBxaldzhWDLL4vJJukzKwZ61w2dNfhDlOzTeIKbIxePx5eOLa0wp33gcddE
IU/ZZujSwxyQI1ch51hSh2zlcUX5wwf6gZliwsR8N65TJQHSrpLCyMkgDsy7vk52a3eWaGtz1OGL
hkpn6+7TR6wKP5K1DUxySt/QnrzDoH3NWmDdrui4C2/pNr4zyj5yhFWXL9KuKtLzz5t9TNSlpJpG
k+nqRDf+nld1X+RZJCH93HYWoqp9xBZqeC5+tNb9uU8soplB1XMqkQ+ig5NL82gcg/IIAtWTuHPm
HTgn2hGH1RGpCRzjrHaT1A0fyHh+1k6JX40MVe9JHBud8+GZj2qCyJQKTLpBW+TjWAWbsTts9g6y
o4h7IjRm9C6PhJ7Hrm4xjLep6dVVtabX6qu/CYbMzaaj4fzYrvOgiXeHzJDmdOYi0vnnRHeRzskd
VPG+Vd3GxDBfYUJtMNiOxkloAsm29wieXBV5I0ZnucsxuBpMoIlg63E+We36kPaN9Dou64Nbqmkj
OMxXTnbxMwfPJcd1CRF67LzeYsGQjB73V0ztKDuG/Oibp4yJIE7zyWJANqvxUQSroXfOwtiuO3t1
YnqaKZs5+ndvEbgrMiWk09ul0SnMEe/bzRLMbQjguOWguxJonZBn8wxUuuMsvcsugqPWVx+zJewd
n63y/NkIH7Bh1FDWZBTg/3LKRky6nbvrU47CM0RpiAZQB7e1y4w13YUaJr0wdSQljcXVKA1LojoP
7LpNui3H7m4zT/kmPxUX2aVN+odirapIBwr2nkg+77Yun33JuzzDE2haxcBz0tDKi5GHvg6CJk1n
lufBt63zhPWVk94wSv/GRVe72Gkh8sE928Esmj5X2xmy+6BrY/bbsHReA80xn9UttZSmdikdWIhs
UIa/N0HFRhDlGOufwHi5AyHgDmxiW6+1r+8FaI56WTVsBe8/KQo/y80hcsUcpbSpnQzDkF0gbG/Y
gnnDT57DK1vPhz7Ik3TMSVLhguu3paex8cTw4yDFdFftIJ1anAByhHfdEuNnmB3gDDYTh7KgplWE
pnTrW5neey7xdnZZ9GEkwroec4TUolMHtcvyDbl1I45jqh4b8KvS89Emi7/wMRr4Y6NbYCQSxG4a
Ra3wZ3Tjj+zKvoS3iSX0hadlbPj5EL96ENChG9BFdzKxFaPKKxWqq2aoUNSUncO58SpdUxnkvloG
ikM5WLjKP7b0ZWzRPmHJrOCju7wroSKEdQ2fzqUbGaRE7xXrYbLaTq8OD5Ltqx0Z7apRFKvuA+k4
y5GDmTbLc+PXcEH0A7GHLoeziHYtER8ResN0QF5rXGhFIKwGGFSV1RkYKWXNZMsCu02i2xeomoVP
R2B47RLyMMBRkSBCW+WIE4RH2qZrLQK3RtVQeVFtnsg6W95qn4yNDrd16fj9zrwHkIbuvIUKFsi0
VpFHCymxu6cWqqjyOhkTBxN7oDDGERxKqta5y00b1PCEW6f2hXXuETXa91CuBiVYonYJ6TVR/0tF
PvLGMi3HNQAT5JT6HoVq4Dylda/ZNkYOWiD3/mgcuamw8k+XyUqzOmWUyXpstdJQg2CYVpTpNufQ
cMKHW8K8I7AH81JzPd02tjG6iGhdYURJGNxuQiZNk5xOac/gUOsQdn7nQfE/L3GasWQvaF135JJs
NWOp8SzQAVRxzLEGkmSMKtbuuunqCcJHcKh7jk3K9PZpfYyAMJ3WBXbl6qO4tIHeGitxXO2hzPsQ
W69hFLIL79hDqPq20QL1C+0TyZlCnwCV9L5fQB8INGbQG037t/lNicxuIhwGE7lHCByofBf3gpbZ
Wh/iPNSTd+n+Nyx078DUc+7v4W5baGjqad1MCxdrxWiTMqXHIVUD/TCyMosan5haNO9aZDfBhsld
FYDM+1KbOolqZK5hZeHE2jmKyqln3ZXXqv1zjeMpC8tlc482pr05qHa9u/QsOfWCntpWggh6SdSV
l4aXtgLxZ95ab+ogWKBmJD4noQF3vBqcZRb+k4fmvysX7AjNzDXoAK5MdyxuOAu2z8Md3qzHU2RD
H2gW6Dm9lx6E7j5hiQ7xoJX//J6nDRYQNA18Vjxgiv455ViI3neg7giufDDls3Hc3XKwULdMqlHt
MHCK515NUMKfzsonUhDJwtR97bE4hgIi6D9koiBLn/RdXbV/I7GlZTDx3BfbiuAQmn0Gw3TAZgII
BhUY81LkA2d1r/Wht5rpDtJnPaLEenu5Y6GHqDECLQpmtGGNOjFWBXy0d8LskHYYUK8OML/YhLvE
TNnKOwH/LzrT5IdIqeOuqN5RXdr9ZgjeLOvOK+5Yc85IbtVkHyenlaLWqcwqVxAVeZlHkTAR2CbD
rL0bUuPJ1/UpmipLIyAdkKgEfQ0KjGA6XdwQtvb8VXuVtNPOKfYIaqzlJSOAIfXi1pmArA9OwAWF
46SX7GzI9thQlXOqiJGDXeu/XTReGyr7HujIDyJVqDUDp7spfemz0QcwJDIuE5px7RhijbgTV8L+
WZdFo56lGyXQVUVFsH1OI0hUncVQA9DRjkCLapcIrf0HLZEzWquEtD6Yki45VSaT2o9J0ZqBBVXo
NEaY2x2QthMuMznw6QVV5wxNiEhcl+MeqfBl26642YzYwhp7dY8e5ceBVrCgzkfRf2k2HrJp/liS
nq4dHtj+H6IbpICHrOms6AAdiTscF9Yxg4gsGw+I8JPwa59mYzsZVGMHg47z7AlMuSnQqcH9dJBz
chD2ETvqK7ntP5fuH/3UTmrWf6UZnpkhGMEogHlQ8kYPGMbQwDA7U7hO4ck2c1GD6TEO2tlaxI7A
k/d10ruJZr9bVz9biM8qNNmd92WdXmYsBjQ8ubyjA2iyKw+V7mYGe+V1nydRNzHK9KnyznqHks5k
ArR30I6NRBzEcA6gbH7kstB96tNdXmboTT33KkcWfP3CqwcOfaEISM2hFuWB0tLW3bAwkV+fec1p
hXFA/OiR/9V9f1vp9Z7UL/LCE/S5356LrgfAle24+FFDGR+Eyq6uYyXWgbU1A/t0p4jUA8+JGTnL
E8qJClS1HhzH40nS0rPVngkQhdLv0UwkED2bgqeXrll53qLHzSVEPn7a6SCHmXZct11XFR80l8bf
mz4QUU8/oaTgg6FgaX/XE0+9VhC12BkO3mOzlfWjqlqMtrCJ3dA3bRIGuZlwIJsuHKppolD+aClb
GFaaXMsdNbwox3vqSzTmkGkWSk9h5vLOvUYRfa+/hoOefdZYp6bTAZm1q9RXsYaoHd1sMF0ai7Zg
zUA6ICQ+5v04VpJ1cfAsYIe+vdKVTv+EdaRSDlpXxIoAR6EJkexE1qJMkk593zQvGZO/xnP1bczy
7mHUPV9e42yOhjM3zaY0tQZmoMDovjrPXmOUqTVPj/R9HS8Zm7AIO5F/y8xjt3Qz0atlstPIELrp
ALrEgxtVQYDRHKI+0UmpEo/rq86Qe10N+P/CsofEu1PdV86Nf1VHlaSqBU37gqtawdbFYMTOnx8T
k3lTHT6pkhp9qwz8LZHHDSMeLnXp7Z4QuCjzFJcMlAEazIJ0I2cuxFURWbI+HXDaWbWdWUFiRCLv
3ICqtTjaK/cKVaj1mm6tUAN72VtDcRS9u2Fct3BWHYeJ9bQWZqCIB2kbknVll89TkMMTnw22IGq9
Isa7FvvtC3taEw1yOf2RU/sQ/zrv3dS/VTracYcBzil2BEIM9aHgJpnJb63tQ2Ej9Xr09caP3sQG
j0pVYb/Aq4DsWCvIKK8j2z4g30WaDiUAG2W2HZ0Z27zLHMQzG6hulHQ46k4Oou1Oxx03lnXa7DBG
DR1zkGkS2/wqOjJ2dbg7bPyy+oftkkaP0DH0CCs3e7xJZp7TqUlZGWl+NwtYnAU3Nu443CpQPJVV
Qmld4Ea1B5MSOmCGrutMwl1FKHr1XfQlQL21Cd5MCZsnQY1pEkkQkgzd96XTEG3kTVzFhCbSOAkQ
5cw6/HndgtF58zHEw2hus1lcflove66iHgJGDswjbrMLOWPG+7yEzQB6AIKoRjYb6E5iarcHTgzP
UbjZjfca8GPGiIjIBXfJPjTUmfu7pEbSoqP9DUEZttnsCCNmuY0xoA+khJYC16v2pnPYCuEVpKaP
kAkNIcVY0Q6MeW6D+/K8fky46vAdDWteRZLGyf9f3pf1SJIcZ7r5ERF5VFVfc4BDcigSFLg6IQwI
Pe3+gH3cn7Uv+1v2F+yjCGElQuICAg9IgxE1Q/b0VUdmXO5ua+ZHZERGZnZWT09Rq01OE1lVcfhh
bsdnV+85CilNupcpKCMOK/ZnjETSyTQMnLlvT8QR0cI24Y8mEykWNFMmm39725F6Owj/ViP9oJ60
10Pg6vjFi3eCeOHImPuHylASI2XpIK7+AKHJI/sLvsl+vdtd9xI7F+/kNcHjDoPOpWZa97KV4Dhl
e3jPu2LtUfvoRJiXP1G5M5b5NmJX4ux+HcX9e4DMzjda34sB++8+3Rjfd07pIsohuN9awCkOcE7J
AbgPtznRKcKfP0I3ydXF+6If70Ya+h3J8L2nDhdHZmC/TaK/VxnO91RMZRa6qfYFDMAIKYSZWI+/
aWdU4aYPhBlWELdbzvQNeQRKNbNo6X0VNuKQ0/AaOQVs1ahA/zYbbuVs8AOwzHbh4p2QPzjMv+8l
x7rj59bdh2jkDiOC4z3nTzCHb4vmT7h+1f2eczivjQnDCBdiHZwZ8Qk1XQU5q73rRhES8+bR77XP
GviZC0mMIoqOFeiSY8wkN+GVLnUvNPlxfgomyuM6FR5pChLxmvdavKmH8zogniDSvQNbTN1boyXD
dyFE//4LZ505TcSzlYoimlO76EvYp9X5OVKnShKeVR0HziZ5NT1vcpdXBO9QZylUOTmz0ii+C+v5
tljaN1RE/HG5N5os/AF18ff8ajWTUCYxPxh7K+x0UYYQkb00EJ9xgIPnqthhg7u+1OPb1SFGdTA2
NerJcER7GbCUcSnUD9JMfXufYmXqbRfB2VsybyN2jN32J87dOzX61OfhWnvBzfJ9m3p4Bnx0zl1w
zlLvV0VClOJwlMj4XTsU3Y1lN56u2vEuc0ZvD7zdvxWAgAO9I4I4CRPkv/YDHuLVGSSkDglNOJO/
3pMdnfvYt415aKYu98Iq7vk0+a1gP9/qJ6S60AxWg0Yr9eBLh+Pcd+jC4iZTBzN1dx9cJ5zxhhME
MEQcmdk1eEYhVhwZFMl+cnuecxDHx3MSglPvEY87MGu4N7ZybPxWFtG07gbuZWOm6WHdAybwwSEj
YBb8eETjh3OPpzxaBP00s8Yj3Bf18TM4kObljGmZI0dZHtIlxq1n4uc6S1t/3BZ+mr88Pi46Bou2
mR3CIZHn5dS45EZp6igdnADhj8ER/jwKu1fejTmuDJy4q5+dQZztIB54F97XnjtYsNwdgibO/8h7
QB9v/7ghpAIOlUQ9p0AtHtVSditi9yfvHe7n5J4411aIA7W7R+86FCo9JPLsoq/dW+zet2wG7EOC
hy31b8US+sYCAB9wZBOOhvekx3t+/NFtNDuceCb839FsP1FOYHCR3KNlxCjy+px4YZwzsPTu3eFQ
71eBgG/l0vf5kQciUYfNer9jQtgL6cEzF+atGYn3IfuQbT4gHu3UdRKdGipEWrYzQyq+pgpgRzGq
/uEy+lHPcImvcxUO7vxbTJRHPdMurjJVr/ITFqHUhZzS7rBPPe4ST+Jz4gC6TE55wL2b1hG4GM2r
y1diVkvkDP2Yr/sS0sUYZgIzZSlm8srifDrcqVgnrtkzMftx3yS9mzKNrcqRlUocdiEdq6h27NON
xelcwObPk7NPM5zBrfzU9ht2Sszq7i44/k04xNgfHftsMsS4ryItICkO3WLyvpg7YuMsCtw9FJgx
Is5AgxjFmx+ybcRzjQCjwkgzAGrcHSn10m0xZVMk8nVkIURtBLRQC57FEFntLPfkZM9JKeQqRJTR
ZqhmZVrlvQuxZGmcRZ9cNlK0xu/KSz0bJW+E9qy76ZQzzMFPChrteJZO0qklGv3RKLTyLXuM4dS6
lFIhRzVLZYx2DP6x9fjgIXeNakUM2Qwj9P2tF9r3VzG5xh8kpl2c8SFDr3/78bMHHxuj+vzibHHg
M3nO0JsdJoyzUcL+ix3vlGzEymTcQPJmuqy3uvFB4Vcpd6i2xsFGDy4neLmZTprWqRK3j7iKyzlF
o3GkQ8dqVX40k6Ftbkwihin+7UfXLLlUmyTCvdp/HeBJfGtSmt6fq1HMl8iHslZ4/jbv7lUHJDJM
LAcxLSA2nIEIBW1lFjgQhzFhgXTIu1Caa/DRnOP1dNOh+kNIBcr7R4tAElP+0MuGHsxDHUk/tb90
CE9Wc8RKjeR7maXhuPB7kK1Yjil1VOd3lQu/j1M/bjMn6/MtxAilmayXy0Q5yLgqc8Eyj/Auf8nq
SnczvXc0kbLLq3EzKAyplpVvDm3SBNNUZ1nrJ6A4PMTb1P0t8m9YJd5PIILJ8/YqksGB43R07ngo
r1keQtX8TKHf4/J4BjDuTi5+N71mINrdEOXky36hxUNYr8pcQGZfFDy1/YmR7Q5AUAzGNWjeVrsW
D9kWieXLA9gizHAADCHgm/WUPR/2aBwCYeRJtPat6JUMoNtBz4s7G/k6U0r4cX9571X3TQ1EeKuZ
f6TPUHnPoX8jk37kH1FdlNReyqw7uJG7NIYt22SXmHGH92iFICaOnWZe7LrAN6OHTFreA5fucwWp
BgZnzGlepbTPmpIbmTiDsHNTNAsSzq/GzqAohbXm18nlcnUkHUuMSsge5ZRWzqB7eWLHd0UTlUS9
Pllk9QAReXg7d3cjSY5ZtZiQCVS9kfK4SIkH3KXFRHEGE+3inuoDVuMOZqE5K7WzwAaDahZHepBz
+8NnZi+PNJUnHKmgmlUBLd/o40s2hguejoxcMUqu2c7QkvY4wx6XLzMwkeN+9sDV7NCXs4G5kT69
t1SrIzKXXt3MgOhOHSWwYYT9xT1k5bwv8KBlndWQRR1Sro/psrO75h8zG6M5NIw9Uh6lgr/d56IO
6WZ4NipSzeTVeU1FD+8Fg1rlTAR0x2cwcJDsNHGzcbjjhrTLcy7Rn0L19/CoXXvZe7i0Bj3Zyz1U
1R3WB94WB9yPk4zwKIxwD3T/RPrPqeIhx18xrkmwc1DD4bvuU/DjAT7vrTgXDpbf5d7RSq3TTs4Y
Uv3V0dvlYJeqY1oZHNiD8TV+tvQxa20oIaamE8ZZIeoxB6j21kyllhpezolY3qtY0XAWzuku/A3D
hXDPe3Ee/j0eE5lAoObDOCvmV7+HwZ9rP8yrft7L8bWvRuKoEJbIldJj7NxidPojIT4b0eVNtsRt
dppgQB4GOKI8oNMnFfyWVI5i0vLiWU7vfZWVNZ2o0ZX5XY/o9mLyZJ3pZjtbsqd5XW4yLHCToOG2
zpy2nOEJY43fTndiiUkK2KyZjev+vxWpGMCceTjuQXANs/K2J17azIDdFJON0tzB5Cxtsu5bnMEG
5XG2OS927k9EXM1uP4f3Xh7qN7mn6clZdQrIr3PTi4sIZgQE1I/SXzGWbMkxXK0Sr7Qbk6hVQgc2
AlufVk2PKrXBNEogOyZ9fn3Tihe3qdtLLDTP0f8yl0fbMyifpPosshSxPnc4acHmNTvZ3ReTiDhc
in4VCmsvBIba7HUr/JNOQu23WYMaqkQPJsmuBUKz5zEiunY6wMLtqJKYshNWZGc44DCXVuCTM3Y5
IL92HVzCZUa/YySP2T2Q+UPvxMd7wFHGqLnMdWgQqzsspI+VWQZxJ4/KGXdKRcjHReOs7exR5csv
j1+Ik6Xj3TduYonh4OvZOym7JbSAVk8EKLerKFQfKjXGrh9ElZAakPch309PHRYTfLrL32EcbMCF
2syRRuSToEQv8KLwYycdTjTCkfOAvY44MKekJu/AglhV3KudI0ZmspLZBvcRSAG4ywjloTSfIzWy
5RQyfGdNkAtn6f5+QhzEu3btSB14Uj0QfT3SPHB6iPwEyAA3QSMmuf5vi9E/MIc+dVa6z0fOQz7l
iNNVx+TDsK09MlKSUBE3zeptWDGQg3dK5bjHnF+EVbh+FSh8hzYwXiGbTCbl9N1yatzcPUkOpFim
Z4ipuBvdFTzDqsg/Dhz0w3SXavKrr3N46oDJLFOFtACzyJ2y1IjnUZ8xcAAkn0MEcmZdDrrgQh62
DQYoBqa2ZvQamON0+dGM2Y/Br25GXofa3k0WoQlTuzl0dkd80YmpC0nulCUfi/R0I6wJRxgUHLJc
x+XU4sG4mjls+xnSdZNjAY/V0JITxHj3rr2yXtuA/fbiS4yif7vzbyst/E2AglVWylUCxGwOfoKg
dSji9Tr1jDNL4TU79dzOm5MWmARBTK4Zor1QOuQSZ7GBWdYqp919VKwV5HwsAML6bWTPAJCT5E+1
o6mS65WVnLB8iwuBuv/dB3XushNERsGKU06PsJOtVZnwUrsgVg+U3IUY8YpdiV7W81htroS2Fxai
YiNkki5+x10gy6Hp3AckByH16EGVGyWdAKQXuCuNF8hrU7Ky5IqXOPZ/DSSo/B4C4OcseYfpu4Q1
meNypJwcIY/5JAxdnsZ+wMFlsY/t73V1706JSL0Pkhsm2n6jXgJD3KhVL6MpptqSFVlu/+iDDgsh
GQGIp7oOImc1m0JUwcCRNqx9wdcYAV2osZUU/NsMrLmk1UgXM8alf0w20GO5BHqgDRe0ub2ib3Nr
31iB1sjrRQj0M3BrSMqEKmBGFNt0XiPdyYDv+BB8nRZuKZpAQE9aDiUiEdPZasFxWPr3PnowwPrd
ykaDoU/uqrjDhdgFYQId2BQYtnNPF5g9QamcnTourJdSLD92IeLQjyCePY+IjGqBy9VZIbZi3AWE
9JPtV3u9bEZhG8FccSWNqS9cp2kBJCljOnVm87SSQd5yIdbIgKIZ8zr8FLXETWlKHAwP41M/zoKO
f6OSQuhyaUXBXYzS0VOxhrFZrZYXvYxSnZe3GTQ6GHxrIjLGF5whxdTVS3gZz7JkigoWbUqeAs+1
cjG0wcz4nfpd5GIyHVgriidi+eVV8b/Z42Q27rIGa3v9qsEbdhddXehn3nm3KTYO3mAD9cVzCy/R
Inyq5NMbAwqf+OrRVolFd/XKu+fKgX2E5pPGNd5L73DjatPqfss9NNFrXKDzDW7sBlTnG38rblD8
3nXWLVwPHRnwnniL77Qru2Vdu41oOvFx6a5aIwuo6AneKPpHpN6XXve6WJE6j4WiCRgnVaWWvbW/
g774gCZ41ZdiLdedWUgtqm4leuiN1P5jt7i00EjttkrZO9vVri+IDQMZGkob7axqEQ14t/W3nScD
2Yr2lk2xLb25rhxZogq9LXpdeemKDlxJ0qcTnSOy8c62rSYpL7VVNdImoG/cC6wL2zvZ35lbrRuE
vn4kpZMS+egu0ZlVKfs+9IQtOlr+XiinlEfT08axOqDY/F04ibwMQI+kk9iZtSyWYo1AXLSswFmt
O32HfgHWSGEvSKPvsK36EEYs/cqV3tPIbmXretqexdq0Vn4QujI2HkvgOESgjZDIwZzSYLste9XS
kVD0V3oAlHKhvW5lXxhNm9lZomlla/GaxCk453pHJxGka8qam+Ia7IumaZaidP3Ch52gZSYKrOjh
vaqtcJbWp9t43OpOOWMlrZiSrWo0KEmXF7f0j3iVUw2vl/d32oEs7JLoZ0vDLYyRpV3JdWGw6zZK
a3etrbzVqE0vLPepRSYc5lxcVcZZOihFkJA+sIgOROyN2KW2rACYekSRwuAcszXro2j1G5dEa5tN
D3pBFxjUJtu0L+h9ga/UzO99R/SU+VaDXPKS/tg4iKHdZAtELanOAqdNx3xn2/islQz1X6NhxKFT
LP0D02HGjMZD3/ee1RxXZwOpRQgaWd96G5/TJvcyvvbeJ1tAwTQupMEkIWrvo0VwG8VYkGKO40Hh
Fl1ko3e+70o+PrRHPXMso7i/MS04FsSAFI3HuBCtjszj0OV4+OiuieUmWTBjVB4xdGPjsdXR5ay6
jlU7vs6qIJNQbRBr4lu0cuiATwDpUzKoFL51KYzPh1BtH5bXZVkQY1/73LQvV/KF22zmRz2Clu42
Q39dxhHiytH/1xL6S1B04CGq8fKDoL+xUsbClegEt0zpnJ4W4yRoiDT3KITaVK+F9zbqy50K34G4
IK+wpIOEGLeEhlrza/xtgWV4stNMArjk0+e4cS3zDSIzRVpdysWkh8ioJKtA7QpSIVYSOUbRnvCf
FsCOwVKgywb9YCWVkOghVvTgWtkQumoQz6KXEiV4C6N+kqEyL1NmGDUpPTrWEl6E39MrKpkC/4ZQ
2iVIG2q6VikqHE2KIghMgHg94FoHeSVlI42NFIXxdZqbLxKTGDn0F6HTL9fRQQjh6snYLMNZ3kUY
hYHZ0LWZ5qHjYmW0F1KPAd4fTezXs4qxJA7MV2ib66useRgyLEuoakvcWiS+oeVEew2nG3zCMcJh
ZNuvD2gU62OsVUIQ46lEkHOez49WpvDchEd77sVJJPFBWGcitkWfYmkXRIEYOhtiAtJXKjUirGIF
XeYzvAy0WpIPLAa7gdY3XR+DnnshuxBAxBnEGe6jN1YiPj0QP715GTQMWmRFclcbpYCbMgL9JwNs
WUDS8Intxh4xikiMhBmoLUlVR9sHC5MbkRTeIM0UtFO+F6umcSQ2La1ASRpEXBkfWkVEbIRzE1l1
JmZOU5MuRetKCcnWdGkNwQXbT0EqQcsQWw5hb8OB7SOLC3c1mNpRNDMnzq5wcbKx6E2I09DyXKye
m0TuemDDEBITaSoZJ53PZTpIOBL7oiPgZVKy8723iXdBPVh/IAYxkQMxVLYCMTtcEmWSKE9Vx4eo
rJxm3qBNpcQlkIrWh4yFABAZlRXMde7LcEdvwaiPJqtx7Lof/BeYAYoA9YQHMmlVIlulctfQhyda
EK8GZjiwq0Eh1pDD+iFtihWD68fDFBfahXrL4eJJsNTYB9eNI0YxNuNLlsg4/nmMFEXqzQw/bdxg
QTfEijPlxGuanEcjIXXWbVOGpbfSF8zhwaR+eKOIVkxPkDs7xe+BhhXgnh2dMQBb4OGALTwUhTu3
tXZuptzw5Un+XbUzhXGXuzh94kAD61kwcE4x8zpXZ8sWa/piRi3P9CguMM7OiP0p68w8L5Jok11G
MnbpE5hi7cj24vhkL+lQX2pSreUypZ7JZcx5CWI3YE3yChMBF7vB4wBjDk1plI/po3x2lhZXGbS4
yIdLBUMLUV4B7hUQsCNcYVyoYhz/ojP8vdf5kX78dIog4uiaRf7NI0HK7s6/7EbTqeTkgUS3j3K9
NchJwMOjP84PvMm5Kx6T6fwx7M47BDmuWXGgw+4vg3a6nDTCQHGk/4WY9a3op3EbMApBmH9RM1T9
RLmnYaEehav0oXilXYYqwt5de50jYOZWHqfuuCxJ7fETJw+mD+DhmcrpL2RMhfTxrEJUy+z4sYGx
20xX7njM27wKhJ2ixDBKFXHZqHmWbzG75+A8imD6nEOVXPIPT/OV4yRTv+P5KbkVAv6R905djQhA
2XRyXVBJP4H9unMxt0uOaqf3WXBqFk5siF4GUEhGvSUEyZkwikaVpO02NT2azFCOujacBKAdf+E2
XMPkfbQlMTm9i6CXaIiiM6igxDBctk0y+Vk8HDPgrHes7fgyt5MuRgsVH6iSQi4VJOFEwlvlNhF7
HdlksOxGrfdI1MLOVY5RTVU48lYqFpo4OIdlYstZfZqBp1rs2w4KYMfi/F7QSGIOnvVWvrcH1vQ8
t1iWwFQuqzAeCenGMFQXpo+LHGTspwH4kLDwMB03OeZy1EBw8A11eUkVaht3LeDHcqiXi6mxQMDp
cY9Z6ewpWGTvX5F92gipQ3U7OC79QLQAKRWLNGsR2ll5Nw99s2QbsPFLA0DSdGEVVbMipcIm6Wni
LMJyFjLqDlGHD+zCqEjYlY/mBtlrTN/Kw2ZXSWaXCIfTw4jTeNK5Pjz+bPLKzFnBJn+pRzFRe1nG
fsaa/Clm9fZYsaHhyMAKXk11dXHoy4G4hBHz3KuC9HyqmI1ddTc5ZulWprToJhfl7Cf+Rx8NhNgP
79U4yXP6rnrCln1o5jZx2KlpaHTgZPJiKuzU6KTgEZerGNXUxpmzfB7kO5IFu3WAkfQ8GIqbni/3
EyfgkHdSzu5yM1csYrS2ZF2quPU2pvKOLtyMZyqzSTLtcjLy6ycO+QYOuIP3iK2fcr+x8O125wuy
k1SK2cnae6DLuWnzGkp2tvI3WQ6pkTrtpxmXcnbi+umhHr/ipTwcz0YP/H12XTYQYBeRYmfp87tM
84P2tgyPJEH2HCbZtuMwv82EliLT9TgdYZeThq/jgWEcF6OuqIcDBZN4uWF5AUb0I2cqX3b/3Mgk
Dbdy8GWnx3a5fIE09D9+Y1SYabn7TBu6Et1IcABn8EpvUz75NHQTWpC7/KoQgtuJJAcZCvNJJ6wZ
xPI9iVEyZEpVSL1ofb/Q7gbbYuv8ayMW+rEsoUZvevGSHry9azsa6YVzquzFdbe8KzmY1MtnSm1a
LEEt5Np8x/vrsnAIthLswHLO25W/Vq80GLNQomnstmnR3wB0/Xbr6WkN9owi95pOFWlMNGBtUBrt
DNnBTSdUR6K8LLVQunmCeitNUWFfrKry4sO+KhrGYtqWrpG1ISuNgV1Gv10v2/WiWCHNRAVuWnvV
Vwuy2JoSnKuvve+2PUlX2LDwpzUgetMV0Jjs12JTgCWaueYRNDf0dOivsdYN3dGXwhSOW601tjXe
oW2L1m871yG9tDGMF6tOXItC2YIMxrrr76Ct7eYr75otA+r0euVV6Wj1nSIbXLnKWCQbXtGONSRG
l57WwsqFF711BdKEuq2HJRRGOiO98bqnWfrS+EttFtgpbBZ0Od0J0EjZIw2yU1KTcGcvD92KDk21
LrsS10aCvZUMf1taaCS9SOui6Gl9SZWjp9vCeW0VDYwoA1alpkl+ciWWUlWrQq6I7PwS1JVybksU
q0jTuOltbTZWOqIxhuwMabWIpkHDThp6PxFO0zvnOi97Xyrs0NCxbbX3LTbeXauuKfpNv9am0LS4
pNNuijVpxnwyqiugLUUsRQstmcFOg+1kB07zJnjsqoWpPlwUl49UB0Amo3XmoqD1KWTPK0Kq8+s6
hNaxPlsGZYxU0SqEeCBgJ19ISddpHaBAx27CcJo98u0cuK+K4G5A53sGpfkMfp2i+n2fmHnTZgON
kdKWDlhLa+5uyQrArBEz0o4W2D9i0Xdk/qoYYqdp3ECqYijs4+ncstmQw75c5bCiVUXNjji50sqs
ImJq2ZMsGN9zFRp3a5ct0jlmYB79hvEeRfrBbTA8wBU24ejCAcqWNcM6RZtrA8E3yOpE30GIjmQz
HBbKdRal78g0uUYn6SbJq0BPbKXfbuhFditebGXXSWUW7K0gPioNL1fFeZiaDj7IRtYANVkfPdt1
QTPnzQ9wZclYnrThwexupT/TAGQLpvSi8J4oqUJsmCvf0G+tREu32VtN69h1uveN1hi7z5XIMw3K
NipLPNKP4/ATYh+avtEML4rU3MvwbrBXoRLBJwKuJ4Ms7DjRTqh6oqtkFNDf+2A2Cp6p6n3f0YHk
ldKdy7qQdXSVtEhzsky53jKdJzWYnXekLy9phxRNGYPHBtlxw4TLHoeOfm2BgeCezgzp6r2nifqO
KLu/q7dt2dIfiEj0YzoKW7pOBULIBh7btDx2Gdg7BGaDQRZzWJ1WSfy1ZKcRm2VjE3qGKpNkLLpY
2cJqjKnC7U0O4rFObU2li8vAZ8Dqygfy5WVkN3TvLLa0EBLq3kZ/Bv2t3JL9wELpE6TLiIrp7IYz
xK4HzfgZEXSEnLl8DoZ4KQ7pILYDuCyk6ZkWic0jDBUBOQ6cPcEFG+9wDSH0G3gZg+ljQ0++ZCdG
N8w2deRmnxqqsNGKmb8IURGOm/9ap5KC4UqSRIVGpdTKGKmJkWnlrTLEJMLwICAHxH1K9lVEoUpP
lioBthhjMZL67dlBEvkDXSMLKKFE0LZA5StvooeFlsZbaTmiC2yviSsXJPQwmFtV0EA1xyJIC5rJ
JsTDBIQfQ70gDL06USs6LSK4pxhJoKE5YD1AlsQViLRIanBg+nXHkCJHzAFXcGVVh15MdIcLp4xU
xE0KzwbhUnObXtShogFaRUunNIknHSJEfMl9RV2voUC9MIbMyquAsdN7+bA44jDEo1fBq0ZiiYQc
G99luVg+I1Fh6Az0jp1XxUK19BgSIDI6n7GWyWysAj4T8wh8UmU7yyN326xplYHFkiJnQ4cACKoU
7U6AdnGnNsMYZ4PtTl+Fjee8ARVi2yypAMlNgH4EZrIhEFyZ0WEwlFQtA7zDEmqAMZOHRpU5/Duj
qcAoG9GD4t/0hu4tb+S+/TIUhXIj1T3QSILOukDPMJjYuPPC0NbfzQqOsfZrsonH20J8hRYaWFTz
gSCzXdfBio/9NYl5QUgUZ+ESXOE4dccM+CHmF9vcI7ENLm/L/ASil6qLS4ck9rn8p/e7sms6RF8N
1k0+fwl5C92Wd/1dq1zzfAx6QI7gypEG4XyOSnT00SUaGzSGALheRP8gDNHRDW80E04MjyOub0AP
ZoUMERu5hig0CQiFBmQtPXGOaxG5llqEIymDpGh7RpgunLjrSJEo26B9x5rRcrStEsfeD/QjI9oH
ljI1K5ikx8b5obrLu9+1PgQvDC3pOGow5+zzyyBFaPsd3KpGHXIMpCo9MLK+dci67GaYM/32hm0n
+JD1NfFMqyLhUSQH+RiGOldBF5G4Aj88kOMuyMyA5IUpgrVS5D8Rda7Z7SUNH6ourC0G+ItNHRsm
a4h+PZJaxSUsiHNcFKaqWAs3tSJRGpgxJ46Q8rzwhb+0pEJjw5EJAUxbCzTBC02/WQXzj/RBHaJ3
aa8NCb+FjDBs74XiaGO2Eg1HnEEnK+Kr0HMUi/Py8WjxMXvMg3d110KqMOmMDxv/IYQw3aC3uCCr
r2JEAQxRpzjeggTqe3XLhOlVCESw7AdUnAqiU60OyUKSo4UKhjUsafuw0D7oH0ElxwHRpaeXJI7p
hAYLkViEDeKlIZlkSGCwonDrSdqyYtlZ0g1IL+zbEDZF83rNxwozqg/rXSIDQoZ5NbuwdlzuSdST
Y3nJGMIZ6DDgSx6mTkA1+nGEtzAdmNxlYIjX9qMg5XjXM9xPDrqaIVDOi3Gx9GQyD9V0MGbVsYlg
3KSxtMvwHY7QMJz4UveRQJ8fKHPi0kUCtOUAmuQmx5FIZBHS3hYV0b4KVVrI1MzRINnxzYXGZHgy
R8IlCrQ5i2e1W0NwIRiA1rlmHTlkE7DEJFsxN3pC2u6ICLkgtFR8WWSYboThRPhxCE8fOqenyBBM
DmuZYrpEDJCXwi5xd0wG/1cKHve8Mjr0uqbV1j2rkppzvElNi+KCZ0ZLwzQb42kURyC6sIwtG9TB
bRq8fZ6hFJZ3faBG5iLebej3C9Pz3brVwHGoZOMT+bHtSk82ThrNfJ8dHNcMlXDk0TqdQ7qCOY9n
SUpnJgAtHLLMmvzgWiUe4gN7MaQr0b4Rz4nqBPLi070ca5R9dHkN4Y5tEMkoAM/bZy4COfWQfyoD
5XtHamSSjtucrq3HGGOONIoaq9oJ1kQ5DTO8wDxC6+WFLjHnoEGOW7PJGeT9KIPB5U4mA1NS0wiB
TbiO2GPb4YtpJIbMYcfbLKYbiV2tV+JRlM9GFiYT9qXANngWSP8kjrTioPSdKtIPJ46J1slRzxEW
Fp70dr5acWhOjI0PrrHgkqMt7zgqsViMpe90nCYcUBnjfKb1s8os+4rccUBGARvST6P+NjTKGsLL
fcqKJLsCghuOcyQkny0YJymTtk4ypkAGZ4hIvpMMIpGD6Ia9CPF+fHHkfXyIScBay0S4FIyxGLIH
SJsli9pJ2ve6lyrGpUnxWKgub1nGw/H1iK0FH5ZSIUS83ZHWrEkowMtc1nAzY4MDbl8zL5IkiRqR
yjm1I88jpP9JnKbA9aNI+hxyuVMRzdjhBzsZ0WcyW0TuB6Tqx9Iy4DPe63aMP4XicKoQx1eoDQx+
PdiB56P8HUNmdtTCvG/YkCU+4IskgDiMWIKs2EwgHYjRGR+63SEYH5BtYn2cbSw576GjXeMubhWM
GqvFgOEixc4AQyYMbLEPPqRSkJUtZbC9a1YcotRDX7FMJ62zs1DTqRoHe+BuqfUuT2C3emrkItlz
8Q/7fR2TBaZuFEy+yCjcifi1r3mFY4W1ZaDwVVjbRVDgOYyT2KrXldHXmLauzbaDyjhGl+X4UkLf
BAnI6hlNxTRBeNF1oTAjo5e0hHToyJgitYReHt2sAagbenLt9N4Q5ueT6GX2iDgKNvPTAlSR28gc
AIaj6i9DbOpXTrxg2xmi92zB4isJyjLdiDKfX5XTd+fxJDo7B6ts7cafg5mWjwOIECuOj4QiXdR4
9Trq1ZA8ayMr0r8KhE0C/jpM2QawK+hXUMw218ZKucRGHSm4HPTbhMRiuivxLJYXDHJe0gE0j8iO
N0x6ikzRQnH8pU6OQtJVyBImrkCsR8ZEo2hTtHnVIKXUQzTJOX6TSOKSU2xICJNgXSoiYxZAS06F
IKaGjJlLaTk7A2vBOITl3CFiknQV51D4IPob4P9iOXEfMt9ktHKEb8rsaWU0GWJKDwaKvxO44SNA
T07rkzmMtwF1qlB7zQ4BDYrUro71A2hlzJckcYKNlhVgxz+QLKUxcbh8wNTAhdhnF2ApxVYxh0bb
lMtWgRE9KRwMK6ErS1oIYBy4aGRT0CKUSMRvzfl50+/h4+Rd072+qZ/Xm81de+fc68BcOuuvDfSk
cxlj3fYa9NarLdakA5GVuT3xQBKjvUk5InLtSN5VjysorVjY9QrMsrz83lqhUSsntb9aLtSlXFXq
IadcW6ybxoGtX2+37JDYkFLX+6a326LfEkEZlqKN19Y5xues7cm+P7WGnrjgTUO21l3jC5IqDjgd
h1vO8+kKljiQRgukjHTsdmGs3ooH3ea7zjsG/DrvOXLbS2bBDOtWmpnYE2K4TY9KK+mUvCJ+AydL
zqNaiC4go94hyb1KKlPSXkvtrsqiMKpYr0m71qXSC1gt2bm4KB+0wFWTRVcNpnaisbcdbQyDvnVv
k95LWkprexcQCyJr504dvaH2JKvhrLJxoXHS7JZyaXLXO95b0vwtqfroFljZB53yne1r4Vrot/Vd
g0yVvmHUxHW1DPA+c85uS3aRbTp279DUtyf6GDCza1nhtF52CNI2LZngZKr42nIcW8i2Ed22b0lW
bDVoa4k5Ng85ZbK6aPNCXiXjQSWDNVBrWn0y52TMTWCe3GF3B3Qmmy3Sv1MP9KQ8kH3kLSdlKVdz
VEJTE+WQhKF30YZLUdNPtt/QEpSsf9sHPcs3u9gn0gxLo7Z0lmt2bbsh74b0Rv0GPKfsiL7wfX+q
sAZnxsSYE5JFShXaPJGy1LDUxWVK0F1I0sLWpM06Imy4lMZXDyuksGF9WnqvOHWmpK2tSq81+w9k
7IsMNES24leFqhznHp46erSRLuhLru3tWnBKopYdqTZ0mgUYiNC0BFcsCqTX9I5jDR5yypb1QFaP
+5YWfaFVCabEhSmWpEO4JXDouGjBK5KdtFvO6UrXb58yJ/r01tIDiwKqpdQFyaMVGST0eJJVbYGl
AQ2L9RWJ6IV4ULk8CkzqrKX9DLls0X2bzUyfo/5Uiuk91VIHck3hXobOpAHwDz6CYpXNVU4MZc0W
S06m5ATDh/xssvL5Wjhi1p4Tf9mF3DqXCx6Lu5SPw5hli67HzYkHbvO8XHAbSXal065jm2KfI6SP
XRe0VYDa0jMfVOH0QWwEnwIbHexiDI4ekiuPMwAbERbN6JAINQRO0WG9q/ZNKg4QM2M3KKP9eolV
DiHm+es1LhXpc7jW9UNOuctGdDPz+5hZYGQqNnUfbjOEtAOXX9jVcPeYnUH+UKHXb/PDahXjGI4z
7iTZS1xVgDTEAuWag02YwZLlCMauie9ITyRanKxjqdkLLN4w4urBSNnSqXWdbMmWXCn2Iq/pTR22
HM/F1RN8a0vxsITNORSkQXLNPCwrr5Zk3GmnFmVX5gh5EiQho1QqxHqDenNqhC4ceVoW0tr73gLz
bthunMbukkSyF5ckAmxvW1Lj2tKSQCDb8UFVkXrEaSF49NyB876vsZ00HndhxjD4iQIb/94YxAjx
EWuOfwH1sB0YHe8yu92cW/hKl0UZgsbIbloEkcQxLkTXDSmRkkSyqknYnDx6MX0jhJtiQ4TNoGko
nxWKhtgINXvZkE2BfrGGjRVauwclbJu7LjnfcQIL53m7UiyhXKRkIk5GqDnSzGtg16SSpzUHzynz
jNP7rSij8dRsoJayYuSfrAiGjDjwVdtSL21PV7cPakkNxAqi75mP3gW5BdJntzjvteemdLAQoSbC
Sf7a76qtgix0kHEYs9dHpaU4uoCsy6KKMd4PqotsugSfbp24A2JbsQjOVobEeAxQbSMsZxwje/xJ
UFl/qnjv9Q6DtVv2KnJyunOhPlao7GQDCrol4uZ8dNZsigdvp5pcVBxwQLQXMBFFFKmrnAfNjiHO
VC/LwOKWoE7qNrujLr2oVHEVsGsHYuFyqiaQCNO0z4/pRUt1tdQPOd/XI3gkFJgJ2HXoDdKPDEw5
joM6Wf9wlHAnJ7rItGHduNcU2Acl7DuWS1CCahqykrzSIRm3cguyE8m2C6qICznsgng4w7YkstVJ
HRv6wbiwYLgGBik5pGsCxz8HQJlkROOI83PQI7Ev87BmRYexOIpo/NZKp0PVC6GkEQs7VIlEoVt2
SfMuO12cRKpakZITSatzSKdX92yY6QqXMgR9yFA7yzPn5oBLa8lQf1BV5HlmHRwv4bgchU2V2ybF
ai0m7YG0tNMNoidp75B8lTFTcp29jZBKmIWmiLjLQ3+gs4xwy5GBsEGoxZIsWK/AL2W5MBwIwYXh
kE42acpVsZBQlEIXcnmasIMcQ+ugU4uVXjhdcsCrL2MUltNcVGdrgItCIUdtw8MinNfgQ+0d2Dqs
iWEvDMfHdgtTKlsQc2ang2UNhL6XNFrfLUGeUpa2HHHNZWvajW7C8lmltr0A5RQRtSfDBW2PTc8B
GFBra61qu4fFse2G3VzoL15/8SfPL370t31586vPfv7o07+JpiWrnev+lz+5Xl3+3fbi9T/+6T/9
+Opnp3VYDNRbfrj58rPbn/zF34vytvnz1z959g+rgqXA1Uqoi+2Lz778y7/+mfzoZvPTX3z82c8f
GCIgW34rOm/6V5/+qvz41ySovvyjXxQffFFKiNUwaG9+98nL6vKfsBRff/rLDx/95rSQ2obqslKL
3//gTbH63EN/94M3y0efE6dIkS1KvPjkebX+jdVu+/Hvv7/654eccs+B2Smq9rff6xYXr0iC9D/a
PProtxzwHCr3Ep32H99erf61RWu/e/fk6b+cImyfarOQiv38+y+/88MvWuWaH9999ztfcLw3HeSC
X7f5/tc//Ktfy1W7/eN/efZnnz8s9rWzgKIz3CZu7XAEZ02zaPE0zLKTVuHi3FEH+hFXjxWlTHir
xgcVUl/kJMRXDEcxDvTbkBQioP0yX/N7OvIhhuN5Cr07BRH8MpP37zK4lK/2L/JivUjFTQbc8EEd
NL/K6t+XCDGSsM872exbW2eN7B/zA78egtZmFBXIhqHibaKoBzUeR0WMfcd1yzixLUZAL3bG0S4H
HN4mQicdaMIaXuZ7r8YvDbk5MXgJHlYVuRjr/AHtirFYNKSf5D8VeZjfyWjtiQcO3dAGP9Mw07/M
wUJVXpIfJuzoQZXsR+N5mfybENbzkxy5vRQpkO67Ud8+uSk/zl8+DA9UqTUEV6v4OFf1+T6HwXFd
u2dhsuuHNStOkLp4K+53nusHJ9Qy+ZP6Q0zwYoZMDkkQH+6g6b0pnzrP69nSDbkdFwdn6gU+LGGX
xzd3/id1X+Yw3eWPcsNRnXd6Jf6/++g/xEv/JL/6U0YwsdTb74UO40ZsP8t0/oM0uPb7ofyAOels
/Une1k9C9D4R7sehTYIW8rOMs32S6hLa74ewFLPLknmIz2c5JvaPArALIH+UFsH8eb7mB/mo/zhp
KqcI/E/zWfg0s6nvhruI0/80A2gfJ9BB/nHSAR7/RyXj+ckt4G3c8Fv4/ChvyscpfS7wnxCb9Rez
of5wX8gc+FzOvuTb4a9HXD1O86/OEAHv/ZPL+okPos6lmK9Gs+nZTF35zhkPvJrd9XR0iIYSnXGW
f5ZWsHjIKduZmjFrnHzg4m+o0ghxhhX67cF9eb79vvJwICJkew7mcHwNt/8+WMrNaIQSJ0O9Hc8C
D+/7sTUcA7tDv7GbGf20b2UN3wrc9y768//Tn+d5N36VowOGBJxhl9/kLy/PeOD19GIYPefL2Uu/
DukJ+LAce4BTfzHFLnCUk/VmHx45xXX+aYwIuQmo8osRshT/9C9/CBKblyb7D//526z3/lownC1C
Xb4Y3Pb3eUE+T/tQfJGccqcUzr8bbTenSoriX7OI+1le5N8kIFX+OvZPFA8aK/I3OUX6Cxog56nK
34rQJhGLf8hi63OI+WP2ixDkdzqG82d5oX4DonfcuoSpl0vcuJ/n8M5/lqJZgARHi9k+9qJ4c0pz
8KKmoVV1KzZ3i9tOfCVK3JQ3ffvlEmxR2MtVq/xGfGTKyq6vgHSp5eUpedjal63kNLXmrrsxjfUv
wOIW6MtzJTn9vpLQt7Yu6N8Wjd5wmtHrk6vIOfgIDvwGL7qqUgYuca3Lols/LVH6aiU5DO6Jqiq3
uirxib4sT61hHcwYw+Ug/GuH23bbhiZPd/iyyCGXHHWqaKNUSKkmDfAUHd7J/rUjBtXc3OGbvm2v
bxDVtff99muhDLHTC04+7a5dZ29f+6a4bhq4uz3xwA0X7mLZt31TXNOs+xZ9/6qrvL3jfjmMdOGm
aa5FY7FFJ9/0XjR3Jx64DVVQIuW8Aa9CpaeGCxu5y1Diw3H3Q7hYg+ENkusPl5f+1JQ7obbhcNoe
21W1FqYqLnGpl8aXkksTm5inthQXTlf9hS3kujylO/S9uwvIDlFDf3WxrKpSV/7RxapQS4lXJVxy
8KCCZ2ZtxGV5Ka6WH5SndGw/UnfHeFo/LQStQq760+BvkudhD3ccRCF6rmUFbzynzQ4FENpctkWH
DggK6nOQJRvg+SKH/mphr3ISruFqycELGWLtStDnyBSZi9UM/xUjZR5H5dDLkwrdIjS7obkakD1X
v3MXfuUrf2Wqj0IU8VqFGtENLEX5RCmh5TMv3zplK0L6YuWWCGvg7muPhPsoDI+bYKJtNNcrfgKq
l3DlzIkHVjnTfF7lezWGTFX6jdxrj3ZoFWNtYY9wHZ5VIcfmVSKUlgqPr1mD8o5rpsVE7FP+lHao
Uwpia/h8Faxm0wTN0H6UduSOq2mZErBx4vQui50653vkWoOxsJ2bmoEmJ+G+1UDb5OjqLlaODa6x
kFHrN2LXMKLLsaqNFadjRXAo1QJCrfBSqMvg0q1ySe0YJFkof0FTDkUALk8GhQ7J8k3W2Yb2TbFe
767aKuwXEz74uQ23kDCiB7YhVIlmt3HiAsxQabYV2IUDqYRv4Fhv48E022VYcyUN5gA834tcwmgZ
1rCRsR8NV29b7hjAYSGV+9iJps9NGf1uNYYa4JhB+NP+lK+C+49baHm8cdzlTinV0qagtrklD7H0
10R8XjphWkY/T4XHfBkokEb1HP3XFYk53Vlx56QyxTZ03lQKX9fIhZrbpdP+zpSFphdiY2+rhW7g
uvEbB5vqscCSpLlvtvWmeOXbetveXvfbrmuwcB32JEirci0vyvWHCmVHYgVAlJdcO25ZlA2SdlG7
drPp+ptmu4XXsms3rits11h7I7vO99f1i5ebm+5ua2u7qW/tpqNHbCwRe98115vG9TXpQe226Whw
lQZXyUsS3NWiU4XWhjO9nqiLJyvn7JZr+JlO1Z1UUht4tOg1XVSUWBYIF6X3IC39vKyWV5dYlFfL
C0y7A1vPIfEObRmamSD0XLUm9B1upayLG2U7ia7h2oWbx1y9NpaRkbXCRyguOS5TXukLG3JGqlDM
RHKtAXkRi0FpbhNEkyCe0Bf9puyk0UqRNkbiV5VcO5+daMhV51CvCiMXTecKy37YNvDINianA/Fh
lhglF93kdHz619mOdlDLJe1gvZJLsShAWU3aFnjsN1xdntZhSWu+lFxrkOu/BDJmNUCLtedElFJ5
Yqo9+0OBCONFb+sOO6mvHQkYUkd0i0oV0jltZbFAU3lsF+ZyaW45q5Hp/BWKjqs2Qhm0XkDYkArH
BSjc9sbedBtVlkh0g5ecb+tl6B+HtKK39lLR4GnvXFVantEmMMlaQI8kY1CFIjke9MaK16zDIK3k
VpdmWXAdLNpRtfS97ySsUPcb2xGhL5blhbGS9p0Hc9tt1qrYbPrXmw1NvjJV691FUd3e4fM3X4rO
vX69/frlC1c3LS3mtvbereVK6PKDpyTrjFNuaZYX65UvF88eP6XJ3VlPNLbB7vXNraKhu8pqtV6W
na3feEuz29y0L+sbUlJpdbeuK1WhtO48POXyhbLGzoiiWC69Kh+vHnGvuLpe6aLv3LbtjKyrSpPw
XS1XG19/abmizua2e3HzmrtGku7SmUW5KEzhpHhSVELWREjLYlGVK1csnj66so18/uruwqye/9vt
518978FeLJ/1zn3ywUdNL/7tpl7qy1c3d1+9+doVpOkvoJAffPKJFBe3d+7Z4uld7Z5//cLRel4+
tQgfffJU/Pf/8T//1/95vhXLp5/88D/95U//+qf/5UfVKB7gv/63//zZJ48q2W/fvPjqt5//829+
9cvP65Gq3/5fhvLsBQ==
"""

# Written by tests/bench/build_book.py; the format is described at
# load_opening_book.
OPENING_BOOK_CRC = 4201327272
OPENING_BOOK = """
eNpcvOtvHEeWLzhkFQnWU1WEqsQiwCKLQBVVD5bN50XbfYGLtj3AShTW0opuiwDVlgC5xxKllmVZ
popZWZGRkZFRWVnJUomiKVrW2H3b6rYlslviw2i/sP/EYnEXuLiYAWZ2dqY9s5j2YD/s/bC/k/Lc
D/vBFisjMuLEiRPn/H4RJ9L4XxpnxGn1P93tebB0NfHh0buZjb/d+IsbPR+dWxm4f3KjZzt4PXwt
ev3sysCDE5s9D3pvBG4H37tweeCj6Pap+z1bvSuBm8GV6JXFXw5sL9zvudt7OXAreLnv6sgv87dL
t8rXn1yPf5bYTm8PPRh5MHY/v/35Z/n3Szfw/FpiO/VgaHtke2z70ibeuxa4FlxZuBx8OPAw9uvE
g9T20MPlzR6v90rg3eDKwGbqcnaloJeulq9XVndvjD38/HfLKwMPo1unNno2et8L3Ahej66kVgq1
0vXyjcr1yRu7NxIfp36dRg9jf114eHzz80eFWvEavf/kxue/KV4vvVt+/8lNvL/1F1d61tH3NYzh
rzDG+z3bvb8KfBC81net/0bul37NW0/ejd7HOO4PbY18NLb96celm+jl5s61xNbixl+s9Kz70l9P
X1++OvDxibv/6drAbxe6vTfx7Easnr6Ofq+XVyvv7lyPbSX+Or019DCLVvIbjx5Af9dJ9tjNeD19
I3cVNd9FzRs716Nbsc3Eb9JbYw9yD/Objz7KUyu/Kt+q3N65/ubmf7rc85uB34UfRu/Hthc3IS/k
T19/6/LAb8KfRH8T2078ryNb/7DZ+27gV8Eb6fdGLueu5a8Vb0Hqm5X6zo0LVO9j9LCV2F/eQp1f
pdeyN/K3Sn9Vvla5vvOrsa1/3MSILgevpK+PrOSvH79cvEZ6n7z27Hp+pbhSulZeqazu/Orjj3q6
qHc1eG3s3dxNX/ZrpJWRLeho25/l9xJbR+8v3oM9bZy40vPr3gcDDyOfJB6cvfcX13q8AS99c/lK
7/bAg8iHiftv3PuL6z3ugBu9HrsW1469l73+zpWBj07ew/x4sDL04pfcPnYz+27+V6WVyq2dq4mt
oe3cwz9sQiKS/Fruo/zm31M73kAreo3aSV/Pvvs/2ln/sR0qqaVvZK/nr6Gd93dW0M5Hfju/Kv+q
8quda/mbsBTY0c6Noa1P/zpyDfO6dfJuz73gjRNXezcGPk48PLqBebyb3X5rA9bz7sBm9FbsRlx/
c6V3a+Cz1zcCKwMentyK15/b+tHN9P3sdm7rs+3cLayKG09u5B58thG9EXs3rp29NrB9oguru46V
RJbQSN+8cB2rqdNDNnQ7eL3vZuxGehUyXS/Xntw4dQcWfwsW+qu+W9FfxVdRQm3eenId62xjaDsL
7ee3C1uwct+antxY6ELbrm+jsGq09f6lawMP0efd3tXAKtp/F/pAO7mbkPYm2nmI9eq3k/tN4cHO
A2i3Vrn2/XWsjg5020XvN4JrsZuw2JvF5288GNrKbo5t5bbzm4Wtyubhb2G9v05vDm1msb5zD2Dr
H9GaeXIT9nAv/eHYJo0fNnkVbdNKends69MHuetFkuAGZhbW+OTWSRZwgirMj/JhfomFvIRxjge8
0EZYndVD3VM8wIM8ai7qobvL/t99akF/hfcaQbvP7r8XX0+bw3qWjbEcv4j6CTksiu5lKhd93f5O
Qk/LrD7WyLECL+vPeHlrhQetvnZ/J+6gTM82xvQcm9RnjAOxYz3ioc2EXZJld6cd99LOGPtUlK0d
NczHxKdyhJfljhxWn0pI4gXlCT3kZsQVHlBBFVUpMWxkJWToQH491I6KFE/zJb1XhD4+yyGxCIrQ
5uv6QDekojwl02pIZdWYleMFr2RO23uq0KzwnXaQRe2USDeG9KwB2WSJTbM9o+DuNLM8Z02LPVFU
O6IkK2xS7HnfmwG0G7WWWI8buneWQUMsap5iPSq0scADJvTFFvUe2adCm/E7GXWe9+oBFlR9LK7S
+qgsWBVWFXPeYTcnxsVjJ+sUmlVxuJGRF1kvtWZEeVYUeJGXeJmvsB67V/QrjBu//sx6qQcRFdCx
wDiaRVbiVTHL5/hhp6oOuyXx2ErxrCwov832OH+ssuLtesjLmKPyihWwSXNnG6FulMdEyk5b58TP
tIB8VQQaUX1YzxnjWklUtGlrRsyKAx66uyD6tFgduuZjKueOt6e9GW+2deDErNfFkBjGTP/4hpix
Z/mBkXLT1nmRYmnrmDnM8A4ftyvajDNrHZij4rcqYCzovRbZE3qzxiXeZdP2rDwQQWgsJhI8pdLi
PEcL8pg13EALFlrQZ1qz9oGgFoYN0pz/nphReNM6b/QKf1bsxQbNQ1TEVLyTFhizNeGsGNCrAZvm
sFw2ysdbE6wkqo1pjpGoOQXNNX9voTc2rioGJFVz8vDuqJiwfu9i3CJrXlwLeeesAA91ovLs2s+s
Hgf21h1ey8kin67P6LNsjh02Qw9i8nXZWwtoITOqDTGMT0O5jnIT8+OknLSblaNqokPtprH6sizX
hBTmrJizDr1Rt+j83i3ZK0bo7mLDX4U8Jo/ytDHMx3nJrHLUdW4aPTzknmsEFObQja0flWkXGmmO
t0tq2tlbn5BV+YKck/PuT41v5Zw49DIcffIX1AHenm3NNQ/v/h62DGvZOIpVsWmVzUnzn1nACvKz
LLR+gveqQCsosP7XMRtOWg6pjDnMl3mvGXCDYkHvE6FOzEm00vZQKyOXeI8D/crQdpplsPLJK7zG
e5q9LlYpJE3rGT2rF4xJ9iUbUDE3IfCelbtTEuVWReyIgpg0vpTjLjyAnWYFscPxt9qR4+yRiGEG
RzArZTxdNEN3Ek6GLdfhvcRR8YYZ8mJ6fD2hMkaWwR5kWa7UScKzZqgdZlEWs+LtIyLDhxtZfdx6
u/6K2auHVFg/VQ+acTVhl8Wk+YI9J76U8eYRlrCOYUbGjZL+mAWtiWbZmrTn5JfNkvGYD1sFgdry
wN7RC+aOCYnkjnjEIb99dnURqzOyFl2Nacur4618q+CuqJCMaLG1cu371SUHpbWFW4F2sNPXjrnn
nZBMMEQF7eIHgQ6eeSebgdUBPSTCRmyVfMS5DzCKFuo6Q+0xJ7dedEte2ak2DzdHeU6bQKuztYPb
JfeKE7LDeoK9cQv1231uxI214ttH1o+tZ5ych7ecavtwM7d26QP4zg7Km7Fmxik6JbfambtzuFnQ
J2olbd+srh/ef/sW6qxTn5ecUPMUtbje5/bfjW+k3Qmn2j3chO9mufo4m9DL+r5WvXv48YRW1vZr
+Rbe345pGW1cK6/ur9L4/PFSe+uR1jC1qE7e6vUC3WA33IE+VExHa6uZGnRwq7cNzXT7OmEn50Iy
bw4yF1bRi3GN3tmA5Osxp+C8sA6fubnPqs6ce/hhTCMdDq+Orr5Nsjp9btqhlk9Rv15fp38jfu+5
5HOdw/uoC/lG9Zw+jjFD6tUJFyXe4RbGwPb1slf1Dh/E1tK3R7Xx1TLfr423IbUV+SDGzt96AyMK
r0ZWaYbjTmm1rF+7dcwbbv3CCZnhWmQVY+1Cgm7EHe5ATuh2fvvLO7FaXBxbHa9dvjXcGodNlJ0X
vKmtufX5D79cL7OZ2r427hY6E20aF+p3Z7T9+jFv3HvbgSXcitSiGqxbjN66fCvdOdYZdkfd8c5E
p7x+zQmxE6s9HazSdtqDHM6oN+5MeE+3oWMn2Ao76XWSbrQ97k60n26hndU4n1ibuT1bm6vPd76s
TW3BC7iHW2Wtugo5ahMd2EPncPvx7bfJblcXVqHRO31exF1SITvBEbO1UQ1ztfqjvarAbdirDLNT
q4F1RLZO/AEstFn1Zt3De3GZ1s5RC26fF3OHWv/DgltVNesc3suyUcx7eXW29m+38bZfq2iXoJ9Z
d/7+d91SC7aOvw8/LNdfgH2R9URuxeqQ49YSza4b9iKtjHcReoqtJurp1XNkAXfCbdi/k3CH3DE3
16m2Zz3M74fZD35xy7f+btiNODEH8956wUXJdq5WxExWb70ADUDydWjgoyzmv8zQK4dFuJDhQex2
+nZ2dRRjhy5EeDVaO7Xa50ScBRVco9UXYenaudW+Vr8b/3BIYazdfBMrrOVrA2sM797O18q1/ds5
N9/0n6/Pwo7T0Gj59r5W9DDyNkl7+ACWuIq19HBnfZw9Znlnx1lupJxLBlYPIR4jrJO/TlvD/KFZ
Nr5vIDLJtzm0w0f1Mv8XHR7SiegxebYeNdNqyYSXZgn1Rj1qnTKD9T4WakaMhIG29fjdI84xJyt/
KUIb5FNh9fWSUeZP6oiG3Qwfl/hbPy9CzkkddgbkFTaj5rD5Sx5qxmTCgqfXR0WZV/RdxBFEy07M
TKi0HIUfLht/0iLOkhiA38MqVWl+jP2aTcA7V90ZB35ne8Il68tyoB+eFkuIqhk5Lv5JX0S0iIgY
P9pIs7/Vc86EAAYSFT4tZyTi452smJAVMdOcs/2/BfWLWNkO84i46GujJK4YoW7YPMqX2Fk2IEJu
WEYsQjolCawgZ61/Y2mesc+zAR7yUGb4KMj4uZER8K2q0ACekpgNNu/9R/c7d9S6zDIGnrOirFpT
69OdGXdWzK+jrD0j9k2UkIwS9mrNd76jqG5nTCAzWRAlq9o53CoZN1jWyhGeA66syvcY5BNHjSWG
ucTozyEmhtbDIoJYPyRzgvqfdef4S87XMitzJtoxq95Ud/7eH2WJzzpfmYfue0BGiLQKvUjI5dyk
NmWkddT0WxV+q5LGB6QvgvyoQWgs2wYmNKetee8l8TX1Zl1gR0XazK4X5HFeFJDOnTbnu1RK2HMa
+n1ZfEM4UxQckmJazt99iX+NOZk254yX+bdqjs93vzZ/aGRNSIq3qsAy7wtfGnUUyOk9LbWOUZCW
ZFVNr8+3Xxb//d/L5TCbX1/TUh+m7ayXcwrKj0xqWs17X4lv2XwX/3nfGFX3cPMKG4ZWS9R+E6Ol
mQPKneFz7GXxrXm48ecGkJ2dNQt21b5poNz80SKapD/fJgR65EuNH/VjQD/tsDjZ+FE/WFVZjzAz
xth5yYJ+GDAKw2wA/8+p/58exPyGrwfm64H9lH0rfLk3vrIgKcua42YBtliV0/b83a/d91maQRZR
MKti3n2J/ZR/J79mQITdqnO4tdO8CM4CK+hARnEWVrGsY+10wvyk6FVBKwxZFjWUe2GwjpiI34H8
EohLf7MGVi9P2eAE9SB/7Xb/1oAX7wCxeedt4F0RrsH3GBMGZlOVnSdirPnIDgPllyz8MuIbWJt3
xtQj6B7jNMryCSzukUJdUZE7PCEXsa5i0Myl5/LICIc3IUxqx71j8vy/PzUTzYIzwb+HnKd0xEG7
3xvwQnfJS4MP8T74yHj3GBtlkMMsswq0POccdhKdYzyjRnlB/JajnBcb4DusIqvQiy+RKOvAV6yg
dixYp1XG2t8BSn8k89yvyXfMe2YJKK5i7oh/qi+Z6LUTsY6y/60+Ii6ZA27Ii5hn6zFwpREx7qwA
L8JT8EQzwzA/7HI9KjE6e5k8VQej8NLionZSBDh8QyvMFjTgCBW7k6b41Z4U05/sEW6x0vWMBjxb
n2Sz+oGONprASJ5fx5rqTt/bA8ObVOBOYtzEM3NPTepVfd+YbO4pIEY5Kfeckl1Rk2rPWdLOCvSl
R+pRPaan9GUt7VwgrwWdRfVTWtRapF8swhe0QPNVEWpHeNw5rfVZ/ZuYP5luZ5pZOa4ugaOF1Amt
x3lN9N+LaECRdpYVrONssrHL+x+GNvzZdjIO+Jb1WGFGWmmFUYjj9R0FW1WPnYyeZ2W2w/qcdCur
xp1LVsg9udbbRORx+zonrBD4e1J/Q+uVWDOqz4l/ihhiX4R8yToQvlbQ4EVYSS83K/qO9G1MZupZ
Du+irxBn2gisQQ43SR5Yz7oFDumcXR2xW6K1h+MO7QJMOjP2QXvHG4cdPlGobf3IH+RxiRkn62w+
sfEcT/N1WIG+w8GFMa68VVZPrCQiU76ByMR32LiVBw9+bOXZjv5rcYmf1AMitBmW/we/oL9CPLtx
Vg9thVXUjImkzLj/FYwrBW99RQ9tnBC9ehA28KrVo/eyPnZqDWz+w7TKrI93jit4heaem9LgNYi/
sF0DsVadFr1kOxux+qIGDXmxFjQusp1xdbxZcfCGk+bQh6o0doyUhZjnXBY9jV4GlrRxSgvaoW58
K2mn5JCT8cZlRU2LPSsF1J3l72hBC2zHTlopkVHj9lRnWu6JSh2Wxfd0/O3GGHw8+Rh7hyfB18bt
yzxoxXjKhHbsorGik39JqiFxjkcbSSNl+LLo7+iI7GDTx/nUrxFnHbBpWTWm1J4+LmDz5oy3Lyd5
Ve4ZkMahHZBdOcIrxk4DmhRJcV+MA3tM8l0JXd4lHxH19Ru6A28m4Sv4af66PrCJGOdFBFYL/wfz
Yn3grylK43f7v4gxWXCL6oqGOhvhJp7BDlbEm9rAf0YPyv9N2nZGLNQUxdakqLZmOwd8Wu07FQfy
WJht+pd2grywhTdEyj3HQ/cS8q3nT3jUhia8If5XHBwS8he8IhBOxZu0qt7/rfteTEabMSvVGRLv
0I7Uf17W/ShDEqsET32xKQsdeCRVaaJ/NeU+M78Qxe4XvOBeaWCFCiAJmVJjzeMmfBUHKvkwod5s
oGV10vgZCwClgY/Ct4/J46yoKILumbTXM7BBfn2BBSWt85iTgnRjTeBlSftOrzNoxcObRoqPsDH3
uCha0Ibck8sNjJI04h43gCw4vI6cFLP2gUk7XWNOsYV6ao9ag4edtKtqH3FrX1VsmqtPFEZv0l/3
ESf96AgrSCIuJtiYkYPPvdLwtWJF7Ryn8STEkD0ixsSFBslLOk4aY4RpEDGBhDAz0CX1Ifebz1v+
1IJnBsPetZZ5aCupzuoReQr6jxpJkWJv6Cd5rwjIV/W/lORRYDuNhVrfZsrLNkdt9I8IB5uR8Q5W
tBzWLtb6OkfupdyM9wvZqwe0kBO24t4RntQyalib1sBj1gqtojfp7rZKa8/YpNp1M8427aSJK7xX
wrZElGecYTGuLuv94ohLJe+Y6Bv4E96+3if6Vbx7pLNoomdaK1hpw0a2Pi6eiSwkgq9q05NxMWVP
8z+zfrHIelsBF5IzjGkdZTzHxr3fIYoWsHonZbX5svwGngg6UM/8J7s25GBRe5uf50GgNrzHgT4b
pNEj90eblw3/KSMNDfOL9Fwe2Rrmo05RXjGCRr88zWAniGJHNhNexlpiQZHiGZ5zaWVOb+yJUZWz
CmaRViRfbDy34PjGke2MWjKCvI/3o0fU94qi0kC0au6hbeAzVbQxPmvYmHYI164YQatfkBRL7Mhm
Ui2yoIm4rhCrfKSa5FjzQD8ziHKjMtcs2J+zK42wHVHD5qiLVarIZ/wZPfY3gek5xslSjWG8McuB
L03yXzPyAHa5az3mFNmhG/kInKIgyWp2rGH2kKVE2d5ppqxNQnCdJPDkxUaEHxUZuYxRnG1AD27U
xPghN2Hhy8D0Sb6on+A9MtSBt3de5T2dn+kBFW3HO2kvA67RI1BHJ435GrhDUd3fSZW7IqBC7aQg
TeJ5Z8bah+8B2oIPXxI9YFOntVdEjyR/ndGA1HnFmmRT3Wd3CLtFm6f8sgDrwwrJ6LlmRZs0pjzg
ARHvprF6YG9q1wabIN0b0L2Dnk1gSmvXTMqK4fd6h3qNqCiHvOsZMQwfjRpilyOaG6hjTduYH9IW
5p3+KlqItSZFg+/NpFqqH7WWzefWC+/OV+ph+6xJFnOy3muBxVH0cMvyPf8ZYY4k7bPCIihOV9nN
OhCnCku/lngffDKsL9R73eDdsEp6KRtxyfsnesqwKnm2XuBVc955mf+08Z2JthiiVSPDIKuqsnnn
pQaec2BnNdc4RByhaOBHnTowHlbnuFMWfzbhfVTSfkMPO8nm0eYi8TIebyXFUf28jhL3LPcZHsPb
BhAIuMQVPekeA/Ihyx13wICdsBHRUc5Q7k5wMHcdzMR9SX3NJpwv3Dk13/lKHsOYJtQXFmQ2Zhtz
7ND7tYsRGFU2y+b0w/WqOOyOi78nzcBaJyR0p84S+jJOaj+TAR1/+SgtqaeA/yb4tdo4vBT5jqiR
NUeNi7WMs0zepBk2fDTXyIrRNdphm2H7Wq4Dr69ecGa9+a0vvQlW4s/YrDrcOHSB8OGTytaM2lfR
RqyRZROiCumgHXNP0C5+pX6g/sTBVaSPXowLDR/HYI7/i5FsjPGLdJ7jEKtKIpoWm//EknyIwfOz
vLz8vAy+PGm+xVJ8iI+YefFXjE5Q4F87SVl0rjOgDvEmCzwI/nXoYfhB9OMES24VfzP18NnHI3Ze
TXZnnAM+1XkmJjtY8bzoPl2ftLF+m3mzbO3w8UbeKIsdAwhgw0cAwkcAFOHlgugTi5rP+KxTImD2
mcta6F5Exu8kW+nmeRGs96l+E4jVS9dHgclDm3huZdrj8pL5ah0jplacZAcWKZ7egf+ysDLUKDwW
4rCc5QdYP8fbTzfK1qQOzN28KANWUPQ5J2t4927YjXeTwPjn5Cs1MBMJ/+ViRdMpkMy3jsvPVVDv
k/08vkEaG9PyoqiDCdWvasC4FqLPhl+zeVwW1a7ct7IOfqnftfM2sZNJc1YdqDzw8+9a+UaJdojF
gR3fPG0F9FfX+hQsxjtp9Von1nq2fwb8nBAZdnEtQMjQg09oj3TH1HHrCwu4V+y3AnRi5MQclKjf
yYQxjrg7aew7MRqx8w/q9dU+Z2Dbb1P11k+s9mz0OoFWn8IzIM14Z9MZB2ea5LPugRdT3p1xlidW
xyb5frOPJdi47v9GZNhXQKXO75ojPE9+nB8gLi/q/hzJKPglIoT5sRgReYFS4MEkv2/6c2xOAkEs
g03D+/KIjFl0Rhg2EcnNIDgsnbtAkwqsROasSxy8VAb5gh6kCMtj7biHuRAZ5zwi7CvwNK+affqp
eq+JcW+FHWBfzOz9B4gBgtYHJG9Woc/Qh2EB1ttOWvdVkIUbo0aBTTRKrAyPWRXAq84jiV9AGrCG
5iNnHPgLvxT8jaQzoCV+DlgODArS9ElEBUgDdG8FWNB6TXtV9AjgEOuU1r8B/L2ZdNNyaBPz3Mq5
4+4jka8TH8a8Yn3FYA8YgTW0jnJ4HvQroBMJjdvAKVbaHELs/xsesF5FL33wWyd4qHua/pbgmA9i
FIXsIfdh87gqNktOWU1a+y7e5On2EH8oYvyi8Uqjl+K0GMPcAK260BlPt4Z02KH7yCqa4FV80qJR
wytKlLbTLt4FPvDlBPqKGXlBfH/SOXDo7U2eM8GODDwzoBXvIbSzI4H/xWeNKyKE+UJc1SLiLK01
Tqs3Zi7VMnJEXpA+embwSnqyfq6WcJJ4ihXgviNDCj6XRc0xdlwv1RHPtff88jclvArxWZaQp2uY
O/d1OdCFh+YRLcrGnOP6F7URlQfPm9382vtEoT0738Kvu1+7+2YJKGvfG9NK2jSbaeyzS9Jnxwwo
HLFluZaSaTejcl5BvaMgAY80oiyr52oFyHB1Nd081/yxvpbUh+pArmvT2p8/ON+kUx/030isJeup
tfTqsdVPPyh0aYd2rjN/72sn2wYGalU3Z93Dzao+re/VS+6kes8O2eDewLoxvaBfvX3a9sfBF27D
l6hFG62akXqsnlnL3s6B+U5rs/WX2NcNIIZmtglUpC7bPpe/nZBADPAhU840n9VfMr5m1fXDe7Fa
hka65j9ZI3aOtyAHIoVbvXO4UW2gRT6nfW3se8Sv0YOOWMJorqGnto+95b7MiBGrKHaa+C32JHAA
H67n67v8rDwlTxgRPmgsgi2c4T2tCLjhkr6A9fqK/qrVa7621r9F/iZjX7R6NpMi18jTnpe8stb/
MZ7bYGJWTzekkmCrI2s5kSeGb8DKnGl3333Cv0BEgnd24Enkjuoz+zfgx4ExcpzOdR+LPlp5wArk
acDTrQu8h/ZaEJ8yLK+vNNKCvAmkstPmxUafA90aveqVRlD2ef3rcTct8s47Rmg90oBvAHfKs+Pr
f/BKNnkt8r3gzJ0IWC0QDMtizXzGaDT5JmwdnmvWgXcWWMMSqxS1/R0B8diGZ5RPVNoeV3njsTVi
5E0gTrnA+vxdxWXWL+PdQZH20TXtGybtjLzkP83KiyzogJUCh5xh/fYJ1mOCuXXx2zzHEEe8BPjW
BdZD0bUT8U4zYOZuvJOQbzKgQ4HIRPu9XsQds8AUHdIR+JnrszEw2DFVdB+LgkO7W8ShcuJzik0m
MJNHO2e7MmPnELUKtPcONOljZXOcxqh2xJl6Ui6a/Q5WhZ5Wy/WkGrfzwMV/QtTtFxGWZmX9ezxd
MjFSMB7CAH2C8j5oDrPmJdOPhe20nmU5drEewNheM4OsfwPo0Qw0gTncJKwUWMb2T+E20yzbAGK3
EHlJC3YSGDvXLoIhz9mH3YJeZvu8qlDPyljjsmzs096ogkxiV43zxwLzYT+RS7WkTMmcfVESljpT
Qy9uyr4g+0VYO1nrVQEVVlE76aTsZRnVsH71MXWp1msHHMSN5oJEVNDjG3jOM/WsNmYW6iXzn2rA
bHXYEetvJNdS9fRaRj9fAwpSGWfUKWxU1Mz6vgvvxYr6F1rYA668s6L6av1rcXdxFS1vhjdgS262
W3BKrcluVU27M+5+h84RswxzVj+uF2ul+uTaXm1STXv7DuFjzKSqqB2P9rZK7HE933ziRhsp7Vzt
hOwR/SykImvRGnizeZm8pTPkjCCS5LtXJEWhkITfXBuqvVVLqDcl7IX3i1CTOPjrtZGNvAsU0qm0
J91nQCsVfVrM8H1jZD2vEE1kxZlUz5wiW1lLSGhTvWn1OL3wPhFtYa3PirRSzREnvz7pgHeoGXe2
ddBK8OTaJ/qI/ZZETXj6H2s6Kcev2fyxZvPASRjw5N2EHIL3pzbAEb39+1sq76HWBv2avXvgTGv7
vLKB0tae+1hL2KSPfPuJC0TKSuZjLe8+cXNGyXiiY/XJi8YIv9Tod+FdDfgnnnZGBOxKlpsrOlCe
PCl6JXiAN8jS5rBY1voJF0lwKOeq7DXCbNAYZuRRS+xKrW+jvx3fSDtZVXBLqmrPuDftXi2sDcIP
5lhRlOpVxJP3b/d3FvA8cDvsooQTgyvVp7UZ/eta/MN0B297VWd++zt3Xn2jHYANHRjXRK8xKIYx
4zn5tt7vwnMyYDu9T8A7bbzBe/WwiLtHxCCdPuijJJEoGfOdL4EwJ8D3X1AHVrgzKNEbGDZK7nwJ
hAT86U44KG3Bh9kk3079ACy6KL7gg8CzB3zHeiSK8vnO9j/Ce15ixLoHGfSEORgXZbmiv8b77wFP
mMP8on4GfyNWs5M6fAxfMvu3Qm7UALIQaZkxlutBMyrPm/2dkIoDzaXFMZap56yCXmRPW4U2kIIL
ya2nXlGSb6c3p5xn+hLv78bbp6n1TZ9D6uCQYkAuAO31f+jztE8QO6yROt62nwLf0s7apCAEGiVP
7GRIy+ZT75FLHBNzIZ/e+7xZZk83EJW4P1LxiPteTCyyBRZw+9wYPPCgRd6XzmYIZZxi8c1Bynhq
jkMTASPI4JOhjYxRkFfgteObb7BXUbuPn4ee4q0j4EGD/JgcFTk5zt82gL9Ev7hM+wVO/D5mSxwD
Ah61qHTC+twAj+dVjtipJizECFmivVdYMWo7RxQ8hhqFF92x4LvsEmLFnqqwHVFuPhFJe9DI2Pnn
IwCzHce85c0dfobiLKMsrb9loXXaVztp9PKgHTYWGsEW4ciEOG38jLLrvD5Ct92ElXaG+LIeuvc6
PTX7BFCTfYLQ6kbWy/G85Z80flRWTzoxHne2BLACzwva6wEKxYoak58yRE7VZ/ntW0CNHNF14/UG
2UQfH7gbUieM0CZaY3k6kWsgSkq0JtCalZV+a9w/o5FPxJj9qRGkkzqRYDmK+rxsP4HlDIE1fCKT
tKpgn0+c6HPp+ekGkABPWBeMk9SfPUA7erDZhKQIDl5wFyucj3l587h5udFL59k2fKy5YEAfdpyk
BHMb2CAmMGTkm2XyaAK4ku8Z0AwbscfkcfNF8fR+ws4DOSNemlN39/jTjzB644mCHEa8+zof2Ax9
Ejbe1OE1HehhM+2+xQceApOy43S2qq7oURWT6eYyH9hOt/JN8tRF/UmjAuy0L+nc63Pg2yKdKyHC
ArM0x+zPFe1zlm2U4s1PuO9TWJmyf7D2/DMug3Klkpi/dHOJg1mYz0+XY42kyPBLetqE55LvPC+h
3WKebGUaf6NjdZrwO/KvaM4JbdP5dyPpnNOTJt5pvUXPRZ/p74BwyppJYgb+sFnoQvtWpTlpAzPw
P9y7TFmBss+lM03gofY5nTAHuIEasrLNMcS749LPmpQ+K1URK9ms6FObwI/Wvl4Bv9ltTm3u0U5c
i3biKJcKreMv/ySFZ62cUxCfu0B5Vlp9ijl9ov6WtAD+WDG+ZxEGm+z+HXw6ngGVrNBaoxnxZvi/
GTn+diNiR13M8+Yg8FZW/oLnWr/UI260Aya8OQgWkHX+hXYlHdikPdO6qUfMmIp3R/h7fLhBWXbQ
N3tJf5n/lP9H/h3/WsxvfOv6GZJixpi157vfyt+azzMmq+asPOzuiuXaGeCJiBllw9ql2nnSbj1i
RNliLareoF86fGo9psfVEXZsbbj232qF9gTiR3l9RaKmuVDDWoIMP5ek+SN60hquF+xf1oKtvhZY
+ifD3rhXoLwW71/Am+OdI5tJe9gs1Aibzljw7MTUiJ+KYTneLBAmlbuK9rCOdIfXymsz2oE26e42
gfYcOg3cddJrH9YKqkx79M1dVa4/qb+hKAsopZ9fPaMgE482aM97eO3S6i/oPFiL6FFIlqr976v/
M50fswittM3F1beVPz4dPMhYWl2gXQ5gD5SvYrzN3+ox95wKScpditaS7Le1nDP+YdmtuJBH/VYv
exWP9s+36/74fo1fm7seEKgHm1C7rfLak7Vx9cjJGxV9R7+o0E99cTXiLDgBva8RqUHft+A7Pxx0
0+5w67zTtxpbfeNW2Ik4p5yg1qf9/Fa4FXGObA26w85ot+D90gmu9Wmwklth76RD+ZPBWh/Fb234
Vk48Xj3ycNBbcgJreFqDzLcG67T/+lgb3Zj0qp3fu4+Nq05Ae/VWn9vfCnsRL/7gyG8GW8Ot0Xv/
p9N3K3KrsFpkZaNiVz840Ptqw6vlRqW2u/rPTqD26q3X0G7/LTyTFfal6KfconX//fZwe3Tjt62+
1eEakHftS5YzC6uPefwhZs8puFgnrd3WsdUce1x71C41Hgv/HFg9VMPgaWX+hP29IutKsfOrgyrt
/G2TMroWP4h48EvN+Hb6zn9zoKVO1Iu58e03WsduD6/mzIkaYRL0p/3L+6jZjrXi9wa7Ex305v6z
e2QVtT7IiQm9aKAPVlmdrP0/NyPtqHfK7aO5vBnfQJ1VaM2AJd8usyer8a3BjYp3uPXEmdDg/7Sy
VtF/Xxuu+b3oVeP3el6v1Hf0S/yMHrp7AviG8qmj4Dcpd4n38tP6QDPUobOaV/QeMEY6KycPmrBT
1jn+M9bzMKgGgP2jZsx6nQ2ZQMbtK6xnO6iiLMXBwGXFnJb7rQrYDTA+8NFlPsYu6KghBprg9V6i
nZJDYE2/Q5SBTM2qfAZWtKD3NBFHXMRBGboT4wmRkhfEW1rPeq8KdvsUouNGTCRkSmzRiZrne6L2
Lnlq+zFi1gWfbw3YobsLwAZA1w4k30jYQ9aYCRwtvmCIu25KjYhCF+vP2nXRmkiJIQtRygE34/8I
dBc0onKEFTqQzKm41da0uWejvqp0diXwql2UX8igWXAqzvdswImakEcOqXMMnMUJeQkxxEeggwLG
9ScGSXivQZn3fTyE3l7XhzpjHBqRpWaZz8hZRTnAKT5kjPgnEo9EwoI8cpn52bVNyv2AhjtjJrCk
QjxiMwrvCLzjpMWbRsIYUyQRShoosVGynnVz4hHql5wyZWeruebhxojEb7NiHihYoj2kSIIv4IWe
mJ+68PUN2gFq84siqs5oSeDtP4kYtLyshbaSzbRcAo+MGjG+qNH+E1A6A/vSMgw9M2LdV7UToof1
aq9owXXYpehZ79ND6/BDjM5EKIqCtXAfrbsFWXUPuyEXZVhdRR0+vjGj7WvR5inVWw9qr632Pwxt
nlA9nd61kBNdTZpArQIRplauzej74HzJFvCnm3UK7Wr7cCPciK7BMxAe0mbqfrmNcpm1C+u7rRlj
3/YxAfEI9Uiiz5aPnYxJBpn83BdqHd6bH/CUGtY/df5EZ7YCeNQkPEq7ozE6b7NzatykiHSVRYCA
zvg5XRRbTgHDwg+bETsjLhr9iHeQzcZsOVca/i5oJ9LKqBK/YfwlA/6heM8yinhcHOzlQiNIWUky
4mTUmFVEZNs3niOyqpzhh238llXvcLPM91hKZFsFq+oc3suIcbCqsqKdoBTPOuOiAFRAZ7LnTUQ/
HhOL9bDEmhWD8g3z53U6E1ww+yjyuaM64o1+Vaed7iMfgad0xl1CFtc4Iob+Yw0+Y99shM34+pH7
qCHHFSG/9/zTRIrwlMEzbc415uV/4F/ZL/Nv1Bybb33JDqyqPtM6aMSsePfIA7Ao8WuBunyCE9oG
rxTDjv9EL+uTjaoxKw7McflIQv/ugfu9PEH6ljG5yN7A+oXMPsIHE4KuBtkxOWwsswB7jfc44AOE
Qr0j1hn9tNnDXq2/YvboYM56rB6XR1iCfUi22ak25+4c3gcnbsQa8dY6G6ZV5FR4VR44H3LS4TWg
rFM6Vqgbv0Nnb+Nt+JV2Rf4bj7Aj1iD/uQ40th4Ho1vitIs1SJZrj+uFxrz7rZ+JQ4jkCR82MS4D
zwTYiAIXsYbBTWhf9xTrs/tlxIpvHjEHrWPGsCrwFYwMPsoJwDP0r1O21BH7Bf6l0YdRD4PFjJPW
CJN9SDtav7fi68cEejDHVQHMmnDpgXibeJHRZ1A/PSpCM9M5Yp9hr7AeeHFIDTvAE3msNcom+Avi
S+BNjAAReNwh/lDxz1KOOcN8VEx4VI6nbkUciN+LAyfLH/GSQowTXovOFSi+fcxh9xuYIytmLbI0
G2eXwFUiagH8/Q1/xx+okMXdJR2j433MPwPQ405SHDNH9LdZTlxk8ISdeDfpHHPPYZbeYkC6rbCP
G5PymDNkgnnwL1BzooU4Yh12Pm3iX/uw88///nYXHLfpv23gbYNOJoFEXfQBNvXvbxccvCXwtiop
tLJO520lseKfK0JClTSPiREd8yPB5r2ke8w8x0JuvJ3kx9gIuwDtYUWb+C2OccyFQ+j/CmWNcPTu
HBND5ggv3a16Mw7mR1alv/clgESVn0/Dx2UBHrfqe1//uQnr5/DP7REzywpiV4DR8zmg1phMdkbE
I3jrCjvc+K/o7ZIOnTbJ7yxiBtPmeAvRBOw/dBdoivfJBcppuhNxks23eT+dGutktxd1ytEK3QPS
h3aX/FOzpEjrxPImWld0ukPURyetdsROOv6uRWcaHoT28arsBXlIOYEtxAwHOLYJTyerjRegwbJ5
IOPttKSbK+M+Jq/SzZV2slWA3R/IOXW4+UgUDOLDh5tLtahM2mdsOg9Nsou3o63Ttp+Dt5YQ525H
26nWmJ3z8vY/2qH1E7fpNAsj3Yy5CZXqvmmHrEQtVyuyK7d7mwEHTMFJdUecFTtkvn67txNwENu3
I+vR7ZhKOR87ubUio7yMGX2WH7am1Q/2gB5SCT2n5+tFfeU2ZWpEVPTjWCu1OYI+D5qozWbqh15F
m3KnxWFrxB1Tn6qIltCLOlBSbco7dPMaEFOtwg83Uk7OzdtfuCX9iUE45jP7oh6Vgz6m+TtwnUFj
GUwwop9C1BlUlGM6LM7Di0b4oD5q0Kyv6JFm/O4gYvoSPbeSjUGWbhwz3tb7nfjdRR5sgLkZZ3Ta
qw21MV+tDB81c+4EL5qwGfGCmBFYoxLvALfNkr20KGd5gtAAOFeV5k/R/B26OTBkYID2gTy886lT
MH3rWh8EZkvLT1WBsn8wpssGZb5RZhHsDL0PikWDLC0tlxsROSguipNaQJ0SfWJBC7TDrTP4K3Tn
hObf7JGhh4htnRV61sWq0dPwhcNGVkPfLiKaTvvD8a5/+4blwGqeblAGxJx3uAH/aUI/9JQ/7Q76
WWuo3V2oB+DxqL+IBk0ZVIduSKHWxqB5XsRMvMePiVzzbS1gB20gDX5KC7jw13Z/K+6l1YSzIgZ1
rIHGqAbNaUVR1qfW91lVHt4dbKTtY+CCo3rOnhCf85NWL4OvqQ/ytHlMX1oLWDH3tNWrBdbgFbS4
RE96RhutY8UYwH/aU2+wmYG2K1a1+YJz4PxCe0X0GkGdvBrk0obR7ufWq3SaKKmFQfT1KcYSs4Hf
ZVW9oOZah5s5a4J/LigWTzgV4efO35uwi85jXpBzzuHdGO15irS/Y1g2nnaBLY2D1rj5mKKAemI+
5n/SMWdymaMWX9Kf59gt0rmdim8Aw28mRQY2eZF263wPgN8ib13mNNfpJnmASzpWgwpthr1kJ+MU
nCvglWDb7bQ4r/dSFsydMLwCxm8XxG/FBdqZobNBN+kM2UBT8nPYM1abM23OyJt6rx1ootRJuhlZ
EHP8ZflT+1s5xw4d2jumXCDYpphWh+2yAgKje3ktyqUuwXccdmC5zn4zLbJ21Th0SXLKstuXGK2o
8sP1vIBfUX9rvCNP8jA7q0dNWnPLPCDCOmXUZWWeTuyxulLWEuUmG6cbGZGzYNvgWWcaA25YvW4E
2EAnpE40wAk6dFPtnDHghcxoM9ZI8yE6BWfPYI15eRwc/UVntgVsTLkqLAss/a/sHBv4kE7+sDZY
ytjk8ASKzm5fdKY2Zjtz7ledjJUz8wJvmy8KvC0JYZbNZ3TDTLzo7KtBfZPlZJ5a9+jcage4/zNY
d56V+JPGGSMpzwLtLDCKkjGRtFLGshGRiw3aVzpJt+6MMOxxqf6qCPDXtH4rjFX5itarwptJhdE2
8y3S2hOnf4NyBbKc9gtL/A9uEpJg9ltl54mK6ZR7k2PQF/+DE1YxWAbdkCSpngjKM/qM0R5W2spT
3hVPO8NmThacP7h5q8x2zJT8FGs5j0gGhCPOroEVyBF5yTqzFvrwhNWrr6yBkSnijcNyGb/TjaU1
wgPQMrFJlWnmmpex5hbWgt3Q/QiYX9LLeFesnkavnlUF87i4uhZ0IkATtONabcObyQOvKl40p9le
fZLOIjoHLubEzGkF+SJ/xjEHiLD7Ho2qIP+gJptAjs6k9gcRsaOttl3R/mCXrR17sTYi8/YVO6yf
uR3fQgyywtrJ2wHn1WZAo7t4Fz446mZay83AGv06/8HZZq8eAONcWk13Mt0xzHbBPd594l36IL6V
7ma6o+tjbmGz1PT3S9pTzWltj05vvU+c/GpFm9RfNKc6xGN2WiX9RTa9tleL3z/qjqhLdogntMza
5dt0Ry3sHHX/9fkTLQeUXalfvR24h+dufOtoa6T5Pspe1wJe6AHlRhx1PhZgUKywdo1qNeMPjnoj
lHevfm+/yKf4TGOe/5EdflzVXhRTbI9Bjhr+Znv6TuuCdhQaXaZcJi1Sz4pLz7PO4eOjjURzScMo
nbcErRD/7Jyd0vq9dKfgVRSdSSbkcb2kvcin9T290D2u/L0hhZip79XBrlqTzV3E0En2opy6Qxlp
dG8J4zagFeOoGrE/c+EZWUl7pu3Yf9PIUOYMXzEi1lEjhaiTAY7Pqss8LAY5VrdD0XzIzPAlTqcZ
AZMYG+0PZDg8nn/7qSCv6L1AauAGFp6bdO5b4Mf5VX4afm1AhGkv2B7kQ1amPeZM832Tcp0zDbDA
5nFRXYd+7s48j5+wrmn+A0/yFH8DfYVN2tk44gzJjJ11xmy0KndVhsM6GxjdBvCCmGPfiBfbUx/N
uPtulnY7zN9x4ACeAR9Hy/ScQyIFDtbE784NI2NljTGr0CkbVxuYc/juMdg62uvQ3mgGvnCsWbCv
NMLrg3QnxvZ3upsvulOb7xkZ8VYDHNEbdI5iBQ2BdWR0sL7mlDPbmO/8xH3Z+YYvGxiZXe1MNfHM
fanxsvop/+7OP1A+n/2iPnVn1pr3fiJfIr8sv3NRU021Zjk9e1l9Z+0DWUx15tdflt9R3rf7Ndjv
PmboqkG512cblP88CMRD+aOUQXumgehAeUIqZp/mCcLBd8JOtIV5W8/YI/DjY0C7xwXdfvlXPoD1
lGLn9NA6WmtiLt1EJ+UNyRGV9cacglviu+7y8/xrh0pT27AoB2WtgnPc+oLDsr0ZPmvRHW1o7C58
gH/bLCNHDOjNLJi78A9T5CvsAz6C2IRWJe0F7cqUIP3PmAf4+0U11T3g3xsRcZSlTFidM4K+wXoM
lBlPvcvmGZa0gUjgxeHb6il7CfEF6IfYjVgUlF+wDCy0IBDvGe3hDtbTWqZBJyNXUIv8MfHhsB3f
ToozGmKiCDdPy1eBTvpE+A6ilFt57q3sPtmv0Q2TE7VeLyCB0u9nvfzdQqvy4WRrHysd/lwvmk8V
3nEKquJSXmCG7iKJp17Wzq9XnBl7Xz69GwNCyzqfOTmR14vssb5M/ToBi87KY9YlcU4HTqNzbCeq
TvGUTkyjrK80CGeHNsLthJVsD6krlLdOFq6K4mqjV2EsbkIk3SG76swQJ3eqbFrOsH1JshNzf8YS
Kim3mll2oY4RuGjLRQ9mivI+u1fqvXSuc4ewwjkzwZN0L4G/VUevTcyzG7USJvV73KpY0zQ2l3qe
ZFXM9HRjT4yB303Di1D+Q9WcFnssKYfkOTPJxvTCepGj/XbQIzQCCzSHmmPOcacITDYt9ymLmJCG
tcc+obNNfgVIlUYK6URST+lp45zm6+QuyZH0htQFsaj9KBk4VryLkTWHVAVohbSeJnZmHq8XFcn3
zCw6FTnt7NnwwnaR092LKfeZqCi/bz5poI6F2IhIjYisF8yieGz8ncgYNHfwebAfmgv4M3tZJIEJ
gHpkroXxW5C0GaZIqSYdaNue9f4NbA1YiyMyiGIDfVk/+JKGaQ9LXaXSph/3UFqV0/w9jAytuzGg
x+nOS+pl8dPmt81DOsO/81P1rdqlfE0b4xDA0vArdC5b1p/ezZmfyX+FdVFMiIpBLSWXtDMUKRoR
wleNZP2clqCbDTZ4tHuF4gajHcAcW9HA0+SQM9Icgx790wUWbST1MVaUU+57eItuq7z5/P6SjkiD
ORgDt5py/6jhHVnwJpvV1uzm89t1s+KPYAeTsurur0+tz8qfuF81/ROoNlaD/tRNqULricqpp52U
80gV+craUejx7yw6my82ytrVtbAXcc5aUXZmDR7TSq4vSpI/LZZqlN1xTkaNuHu6FtpGqUq4V4Cb
03JIG6nBOwObFdBKVZ/Rf2J8pWbaQHXe4XZajNT9L4I0CnoVePcr+n5C56A1QvkAVqEOVqDvshnK
M+qk2LA+wvxsbV6GZZCcMzaxsafepPbUvdI4YxESX1o7a/knMyylZ/QR4qf6P66do2eNGEvoSS3F
RvS/W4NNN69aYUF7KAmGp/ryWkpl1dtWqBk2IxqdLSS000BYCZXbKNorFrS8RnnHCS3lpPWhtaye
0ya0amNGOwD/mdqevjPj7UPOtDaxNrd2qIrNisLzzWlvZn2/e6Bfk2hZ9/Oo0UZyLdX4+1rWhc23
riLaQjrdl46P1G7Wsuu5JninuyLDDmbdgox0Q6X2Avj3XG1+/Uvut9uZ737bxW/3S33qHn03ZL+N
f92Z1r6bw9tTW9PeXovu8YwwOn1+ws8adJthmU4PTXg3lRcFMBe6wwDUb2YsIFLrEjj1GdO/X9Sk
Gx1L9aSZEhdM/16KFW2cqvcjxlIuyMrzc1OWNDONMVEUU+1pY8b4of6Xpp87yKL1pJFRYxIlzWfg
D0DOws8rVnPmtwK2aPvZdXyMchicAp2KCcKl+36uxlMXrMuAjQnia5hZcLHTZkQnFtunaEfyObOt
WFfNuEqzc3Va/5H2YGeolfNWzIF6SMWbwLNGwUDkbU6LGX2WeJM73dwjhqSTD6tivRw61GfMjruI
jg14E/tp5wz31xVb0AOyzzrF+3R/rI34Roaf14PiNR7Qg5SLSeNvZmyKVE+diIyvv8H7Gv76Rt0j
dBNCFhtPKSeK8F67KsnzYXZgt9AhPB6e+d6Qsg5Qu4GRtwrtijXpIiK0c9bndN/FpXuNJOXnVsWY
pDsK4JmfiRsqp11axbpUUX2QpepLq5HWYHMEff0J7aXY8upJ1auFa9G1HLu8elr1NsJatBbTz6yC
uW4uql49qA3cplv3iLk8sZrmk/WZ1dnVudpP9K9Wgbnd7L1cu9At3ql6TzczwN4z2iz/CfuqNuj5
pZs5p9B5p9VbC9w+8X5oO+kNri+2KAcoqsVq6Ubufdjr7Z80vjLTbqaT3X7UjdYufJC8M4jVm+4O
rWfuZj96q9m7Fv4gWjuuTRkza7O1udWfaF9pQMIbu90phv5uv7862EL9NpBLB/2tT7rVOz+o3nqg
Bsm1XA21Gj9pvKR/Qz1pux7mGavkjyzpkJRZ51EnR3djgaHho3nOmtH/qEbUI6eoV/TJxl7jBwta
XIs4R+1lK1XHuoY9rqxF3KNqWBWa31vptSwxCK2oV/Uba+H2YPMs3RtcA1/Q39Zgc81BtURrg5+p
I3J6lFGW9LJytDnhlOQ1uodnxep4A9aQbfgnMeIFNr/+H+TL/Kf6t/wFNSP/6GJ9NBDLzKo2Y8zp
8w4ijP6t7rfSLKmq87xWVZ9b+7Yx7JTsPzoz2pw273yDWdkzMZoGRqPvsRVGTH6QAW2Jf9Qpy/wK
D5v4bVzQzwmsESNp4Zc+zf6sjYgxK28VrasCkc9ABOHDxrIGfCguiYADdCHOarFmqpV1CXUWO3Sv
6KboZWhFTxqDjWG6OYr4ASShzal5+xs2p15yvlYpPkz3Y1iVHfBiZ1rMWl+rS9qIMyaolSpi8E0J
JMWSbFAbhu+/UTvqjHTfkgEehhcc1IYaw2BXc2zegg5qBafoAH8/eKn5/9phLYny4dtVNifn1Uva
N/qcgA70r+WuMY0o9zWw7yUeUIMMTMDHXWAVxg/6GNq4ygPOUSsll/UUcQhZtKfWZ/jL5n9H/bOU
tSsCMmakMKKqMcfnnW9pL0SkrYwzLLMWId9ii7L29lTKHOZ0z2VOfCuyYEy75tTGjP2NLPId+YxN
ymemH+1ZyqJvMJX4P1HM74JxaT8Tr2ivihDl9fCksajFZJqY4yZwSzvpvaH9XIQk1o4WF0c6SQ5c
Kj4XdMv2qoyuJRsZfVjLafnaLiIlPKcLW3Xz9c+dvJgkH0IMVv+8kZeTar/p32tkhA/xtPF/aZPq
ReDBH0QA3gl9N+AdNHh3EaD7/nRX6XndxgUtKVLgs2NNRAdVsvCe82cRoC/7aLT/gxhllGA9cwzW
K781S2xSAAEZqCsn3RfX95y8Psnn9G/Zq7SHAuknnX061TbQA6eoDGnqvjTODyakcdCmnjKW6xl3
ie4L+p42imidxFxkgIJ9eezn8lw2e0kWl+Iz3qpnoG1/p5l9w0nSPfGjPPxHeTp77r/Lk6fsO5t2
mShXDnqy9puL1tm1k37GY7x1phZTSeI+6pLduxZYC+pxJ11fuu2jYaDCpHvOhtfRKLMj7iRr6foQ
kMqF2gkFmWqhZnQt7iCys3RjSFteXVAYixZkdHM8Vo8LRHc2xLBeGuXVHT3tgQF3ie8XOyWv7CJ2
Uw66sVOL0i2nxolajxvaPC0DtQEz1IV1QJbE2hDd7jJ39TGv2C6pMmXMulHaTX3eL/NPO7Qxl74H
c8XprcHz1+Iqqae1oRrdcHvnVtQ77dD30gY0YHKgnLidkEAzVKqXbk36eGZfG2mPtY93S86kN/Wb
GW92/cAr1XbrsDkHOO52qTaJXyOKviRDz7LwAJQvMant6geSdocR3/gXdTAoNy8PrGEgrpyVB0p/
LC7R9xso045fMcJgWGfpnq3KcPBN8wI/0YCvVDErpUYw0r83KBv+aqPHi7TAgD2sXGORRdqYQSe+
foaFOkm0NirGaA9flJwX+LQ10/yB9fKIQzdaoGOjKui09GX5LU9b59momqCsKnWNRYjfOH7+KxuW
Lziz4nAD74sZa9+sGrPGoZvlo37uX5W/IGf4D40eJ+LGyLNZVfGeQScQGYU68CMTdtG8/GP5MJ+G
V3gZfqEqXnCmna+tOfNl91tZ5XT+V/XvFEbYGT1ig43YdBv5PB+z3tZ99q5SYpluCn0YWYd0HmGJ
+OYx9Qs9tOk/obss3WN8Quy2xloTdBMazA6WA/80IXeBXo7JUbqbrEqNSQHbUKhpU25Xle6Syn3z
Efryvz2iZox9eLBd+jqa3BdXGaKYPAukeYbRV02CEivQTPElFhZAd1aOX2H0RUPMFVumG7IiaS+y
XhUUJ/D/0GYSnOwcg70zeDbunxCytBgyc2bJv2VPt/LBRYy5jcMOeb60m7NL8hmHDp9/Z8+perOc
zvWyCr94ya6az7h/OqaA+kXOLmBd75pJN2XOiFnzoJWSw3xEPM+bo1yNXfj1GeuA74p/4zmyG1Y2
fwCSPQuZz+gneZCf0ENbpznJ96ZOud90X2yRh9pReOBhoLRLeq8MdROYgQBlVMiYSDvD4HFlNu9+
xwrupDXjfNOZ977jyxy+VSJeU5az5b93N4FoQzv9AZ3ujWeUfypjldQMx9uNSWfG/cajd+GpzRn1
jYfoDC863/qOpaADRGkbM+Z8swHewmj9lNh85zuRbKVEvjnT/qadAv5NyjP+XeqTOt0HW+BBEeqc
QO9BHrq3zIN2H0YX828Vp8U52ov3AiK0TVF8CF74Mn1fsgHPT+Vm1smpPC/IMpt20BPd6IIlfKP8
8bivUNtuzEnSFx9lRoeeeUmS/MC8W4W7ZUSYGesbSV+28EflUE7eN23a88ZoCPMKkt/XFEtKkgic
2NdxQAWtBf4qrOUVo5duu8tkh77Uk2ljnu8U6E3ou4/TbX66uQHbZMlWRmRNzHWTvoFDLVf5nv9l
D9pRx9sWkBXZkYA0RqFTtqBlCfnU/J3vJPy+wC+yTObfzob/mV//DjrBTLiUrVPWqV7Kyos99T07
KcLaGT0pCCtk5N/53+g8izUYtilfIqOW6IuTerAxovu3MJsLxAX0Ph3MUhScy/BLWBUsyF5jr/Ie
0WsEWExPeUDlbplVxK4VculrlnSXOcj6OUrsgqIbKbsW3QwcU+BL69PrlF8UY/CEKH3Ck5BkjG4i
2FPdOXl4xz8fV8nWOR4w6ctTiQbdzA4L/+uiep+k7Khkc4iNGAVZ0XetdHvZBJMxQoTqLNrl3a0D
0wj/bgPtx7T9LzV2R0x4BYaenJKYdmY6sy7tB1bYLifLoptQb/Hnko+Yx1mRXfa/e0Gr5TQ9b7xK
d2fhH6LilNHvJBqYG5NyvgrOcVFu7MoUPDVQJBgXtUvlQ/S9iOZxfoV2MR0/Gpj+d1GNASfWSOgp
mZZDBt0/Ksjjxq5VMcF92zMefaVqxf8OBu0hptyMOSLfoTuRPMgGVIIPiUyDfEfBPE47BuIPjam7
6Ned6xxu7Jr+nS4J1KbmnMONsl5BVKUMgWKjZJQN+u7WiImSzRHEtseMvoj5hX7WjMoz9YiVhJ++
RJk/bLH+43c2zJiMd96nuMauaHRLd0EErD5xSqP7SWEnvj1snbeDDf9bPSqtZXQwctp50lduv2YH
a/0OfdXtWD1zO3cbPON2tT4vvqv1b4Q+Cnvxe8nu8N2SN9Pc9+gMD/OCqI+ISacV9E0odujF3Gl4
8Qqje9+H7RFEXz9/ke2yJ1jBlOFbMh/zRXm2BqwjTtRDmzEHHB8rIu4u1Xuc3iZ9QeKc+UoD3kSd
hpUsNH5m9AApxu8kSP+d/6+FK9ZJIAiihVBsIhugIGiyeBRncuQKjf6CjdHGQm1ItDT+ACGLt8fu
LcMCFwKYEAs7mjtiuX/kfzhDLDfZamZ33su8N9OxQdadRWnPllnFVk1N91MGdWTH7bQzDjTie3JO
s22mRJ7lNzXN87puQduINCAnHyJpiRU7tPHcb9kMUSDhi/a/9/19hP/BsI3Qr+YoZYQRitMLVs8S
61iGdTlr2BeMKVsfL8hpU8e3EMmCdr6Z2NLmMb8KzNvBlciWfYU3l4iwGm9mjbxlArUzpOLF7sJd
rq7m19Z/Fjp0PYjJRYKZ3n+QQrkHzLQSNgS/5a6ZIP8bkr72cNgIRQoP8anH4T15fums7gZV4Msn
YHA7wIo7reQ3UBkyy1eY5QFGPi8l+xbT0MW5/+JwQp0jU0gBZy50fou/atS1hUSkn4sJxQ4Z8jga
9WQpxaQLO+oWpMimoAk7K0jnlNGktL9K0FQqzUaoH3OahMk++QPe4Uiz
"""

if __name__ == "__main__":
    sys.exit(run_program())

