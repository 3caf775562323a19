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
import dataclasses
import functools
import math
import multiprocessing
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
PATTERN_STAGE_EMPTIES = 8
# The patterns judge the positions of a search that starts with at most
# PATTERN_MOST_EMPTIES empty squares (so the tables of the stages up to
# there are kept); earlier in the game, where the games they were fitted
# to are more noise than signal, the features judge.
PATTERN_MOST_EMPTIES = 39
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


def ignore_interrupts():
    """Leaves Ctrl-C to the program in a worker process: the program
    then stops every worker at once (see start_workers).

    Parameters: none.
    Returns: None.
    """
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def count_cores():
    """Counts the machine's cores (1 when it cannot tell)."""
    return os.cpu_count() or 1


def start_workers(count):
    """Starts a pool of count worker processes (WORKER_START) that leave
    Ctrl-C to the program; leaving its with block stops them all.

    Parameters: count -- how many.
    Returns: the multiprocessing Pool.
    """
    context = multiprocessing.get_context(WORKER_START)
    return context.Pool(count, ignore_interrupts)


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


def analyse_moves(board, piece, rules, settings, think=None,
                  watch_search=None, only=None):
    """Finds the strongest computer's opinion of every legal move: an
    evaluating search of every move, then, with ANALYSIS_SOLVE_EMPTIES or
    fewer empty squares, the exact solver. --analyze may take
    ANALYSIS_THINKS_PER_MOVE times the think time for each move
    (ANALYSIS_LEAST_THINKS times it at least). The Settings remember the
    answer for the session (not when watched: another thread may cut it
    short), and a position asked again with no more time than before
    gets it back, so hint, analyze and review agree.

    Parameters: board -- the 2D list of pieces; piece -- the side to
        move; rules -- the rule set; settings -- the Settings;
        think -- the seconds the whole analysis may take (None: as
        --analyze; the Settings' node_limit, when set, bounds the whole
        analysis instead); watch_search -- None, or a function called with each
        search state the analysis starts, so that another thread can end
        the search early (see stop_search); only -- None, or the [row,
        col] moves to value, the others left out (a worker's share: see
        analyse_moves_together; it is not remembered).
    Returns: the opinions (see create_opinion), best first; [] when the
        side has no legal move.
    """
    engine = build_engine(rules, len(board), len(board[0]))
    own, opponent = get_engine_bits(board, piece, engine)
    moves = engine.find_moves(own, opponent, engine)
    if only is not None:
        moves &= sum(get_square_bit(row, col, engine) for row, col in only)
    if think is None:
        think = get_analysis_think(settings, moves.bit_count())
    book = create_book_opinions(own, opponent, engine,
                                get_win_sign(settings))
    if book:
        sign = get_win_sign(settings)
        for opinion in book:
            line = [get_square_bit(opinion.move[0], opinion.move[1],
                                   engine)]
            after = play_engine_move(own, opponent, line[0], engine)
            walk_book_line(after[0], after[1], engine, sign, line)
            set_opinion_line(opinion, line, 0, engine)
        return [opinion for opinion in book
                if only is None or opinion.move in only]
    key = get_memory_key(rules, board, own, opponent)
    reach = get_analysis_reach(settings, think)
    known = settings.memory.get(key)
    if only is None and is_known_deep_enough(known, reach):
        return list(known.opinions)
    remembered = watch_search is None and only is None
    budget = create_search_budget(engine, own, opponent, STRONGEST_PLAYER,
                                  settings, think, ANALYSIS_SOLVE_EMPTIES)
    state = budget.state
    if watch_search is None:
        watch_search = ignore_search
    watch_search(state)
    valuations = search_every_move(own, opponent, budget.max_depth,
                                   state, moves)
    solver_state = None
    if budget.solving:
        solver_state = create_solver_state(budget, think)
        watch_search(solver_state)
        solve_every_move(own, opponent, valuations, solver_state)
    opinions = [set_opinion_line(create_opinion(valuation, state.sign,
                                                engine),
                                 *find_best_line(own, opponent, valuation,
                                                 state, solver_state),
                                 engine)
                for valuation in valuations]
    opinions.sort(key=lambda opinion: opinion.key, reverse=True)
    # Work another thread may have cut short is not remembered.
    if remembered:
        _keep_opinions(settings, key, reach, opinions, known)
    return opinions


def _analyse_in_worker(work):
    """Analyses some moves in a worker (work: analyse_moves' arguments)."""
    return analyse_moves(*work)


def analyse_moves_together(board, piece, rules, settings, jobs):
    """Analyses every legal move as analyse_moves does, the moves shared
    among jobs worker processes (started by WORKER_START, safe beside
    threads; each with a copy of the settings and a transposition table
    of at most TABLE_LIMIT positions). Each move gets the time it would
    get in one process, so the analysis ends sooner, and exact values
    are the same; estimates may differ a little, as each process keeps
    its own table. Leaving early (Ctrl-C) stops every worker at once.

    Parameters: board, piece, rules, settings -- as analyse_moves';
        jobs -- how many processes may work at once (1: this one).
    Returns: the opinions, best first ([] when the side has no move).
    """
    moves = get_rule_moves(board, piece, rules)
    engine = build_engine(rules, len(board), len(board[0]))
    own, opponent = get_engine_bits(board, piece, engine)
    # The opening book answers at once.
    if (jobs <= 1 or len(moves) <= 1
            or find_book_moves(own, opponent, engine,
                               get_win_sign(settings))):
        return analyse_moves(board, piece, rules, settings)
    think = get_analysis_think(settings, len(moves))
    # The session's memory, as analyse_moves reads and keeps it.
    key = get_memory_key(rules, board, own, opponent)
    reach = get_analysis_reach(settings, think)
    known = settings.memory.get(key)
    if is_known_deep_enough(known, reach):
        return list(known.opinions)
    groups = [moves[first::jobs] for first in range(min(jobs, len(moves)))]
    lent = dataclasses.replace(settings, memory={})
    with start_workers(len(groups)) as pool:
        parts = pool.map(_analyse_in_worker, [
            (board, piece, rules, lent, think * len(group) / len(moves),
             None, group) for group in groups])
    opinions = [opinion for part in parts for opinion in part]
    opinions.sort(key=lambda opinion: opinion.key, reverse=True)
    _keep_opinions(settings, key, reach, opinions, known)
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
GGF_PROPERTY_PATTERN = r"\s*([A-Za-z]+)\[((?:[^\]\\]|\\.)*)\]"
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
    return Opinion(opinion.move, -opinion.upper, -opinion.lower,
                   -opinion.estimate, -opinion.key, opinion.book)


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
    judgements = _judge_game_moves(start, history, rules, settings, jobs)
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
    label = None
    if labels is not None:
        label = labels[state.due]
    line = form.format(
        len(state.history) + 1, count_pieces(board, PLAYER_PIECE),
        count_pieces(board, COMPUTER_PIECE),
        capitalize_first(describe_side(state.due, state.game, label)))
    names = find_opening_name(state.start, state.history,
                              state.game.rules)[0]
    if len(names) > 0:
        line += OPENING_STATUS.format(names[0])
    return line


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
        if judged is not None and get_review_mark(judged.lost) >= 0:
            marked.append(number)
    run_with_progress(REVIEWING_TEXT, functools.partial(
        review, lines.append, note_judged))
    return [ACTION_ASK, lead_review(lines, marked, len(names))]


def lead_review(lines, marked, summaries):
    """Orders a review's lines for a screen: the heading and the
    summary, then the marked moves' lines, then how to see every move.

    Parameters: lines -- review_game's lines (the heading, a line a
        move, the summary); marked -- the numbers of the marked moves;
        summaries -- how many summary lines end it.
    Returns: the lines as one string, joined by newlines.
    """
    moves = lines[1:-summaries]
    led = [lines[0]] + lines[-summaries:]
    if len(marked) == 0:
        led.append(REVIEW_NONE_MARKED)
    else:
        led.append(REVIEW_MARKED_HEADING)
        led += [moves[number - 1] for number in marked]
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
# protocol's principal variation: F5D6C3); DEPTH is the empty squares for an exact value (NBoard then
# shows it as solved) and 0 for an estimate. go sends level5's move as
# "=== MOVE/EVAL/TIME" and does not play it (NBoard sends it back with
# move). EVAL is in discs for the side to move. ping N is answered pong
# N, learn learned; set depth and set contempt are accepted (the engine
# thinks by its think time, --think, as level5 does); a command the
# engine does not know is ignored, as the protocol asks.
NBOARD_NAME_LINE = "set myname " + GTP_NAME
NBOARD_STATUS = "status"
NBOARD_THINKING = "status " + GTP_NAME + " is thinking"
NBOARD_ANALYZING = "status " + GTP_NAME + " is analyzing"
NBOARD_ERROR = "status {}"
NBOARD_SEARCH_LINE = "{} {} {:.2f} 0 {} {}"
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
NBOARD_NOT_OTHELLO = ("this engine plays Othello on the 8x8 board, the "
                      "most discs winning")
NBOARD_GAME_OVER = "the game is over: there is no move to play"
NBOARD_NOT_A_PASS = "PA is not a move here: the side to move has a move"
PROTOCOL_NBOARD = "nboard"


@dataclasses.dataclass
class NboardSession:
    """What the engine keeps from one NBoard command to the next."""
    board: list          # the 2D list of pieces, changed in place
    due: str             # the side to move (EMPTY when the game is over)
    depth: object        # the midgame depth set depth asked for, or None
    settings: Settings   # level5's settings (think time, seed, memory)
    passed: bool = False  # whether the side to move came by a pass the
    # ... GUI may still send (move PA)


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
    """set game GGF: the position at its end; set depth N: kept; any
    other set is accepted and ignored.

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
        session.depth = depth
        return []
    if words[0] != NBOARD_GAME:
        return []
    loaded = choose_filed_game(read_ggf_text(SPACE.join(words[1:]),
                                             NBOARD_SOURCE), None, NBOARD_SOURCE)
    if loaded.error == "" and (loaded.win != WIN_MOST or not is_book_game(
            build_engine(loaded.rules, len(loaded.start),
                         len(loaded.start[0])), 1)):
        loaded.error = NBOARD_NOT_OTHELLO
    if loaded.error != "":
        return [NBOARD_ERROR.format(loaded.error)]
    due = loaded.first
    if len(loaded.history) > 0:
        due = get_opponent(loaded.history[-1][0])
    set_nboard_position(session, loaded.board, due)
    return []


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
    depth = 0
    if is_exact_opinion(opinion):
        depth = count_pieces(board, EMPTY)
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
    """go: the move level5 would play and its value (not played).

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
    valued = find_book_moves(own, opponent, engine, 1)
    if valued:
        bit = choose_book_move(valued, session.settings.random_numbers)
        move = get_bit_square(bit, engine)
        value = dict(valued)[bit]
    else:
        analysis = analyse_position(board, piece, STANDARD_RULES,
                                    STRONGEST_PLAYER, session.settings,
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
                   "move": answer_nboard_move,
                   "hint": answer_nboard_hint,
                   "go": answer_nboard_go,
                   "ping": answer_nboard_ping,
                   "learn": answer_nboard_learn}


def play_nboard(read_line, settings=None):
    """Runs the engine: reads NBoard commands until quit or the end of
    the input, sending each answer's lines at once.

    Parameters: read_line -- a function of no arguments returning the
        next input line as read_gtp_line does; settings -- the Settings
        (--think and --seed; None: the defaults).
    Returns: EXIT_OK.
    """
    settings = settings or create_settings()
    session = NboardSession(create_start_board(rules=STANDARD_RULES),
                            PLAYER_PIECE, None, settings)
    while True:
        try:
            line = read_line()[0]
        except EOFError:
            return EXIT_OK
        words = (line or "").split()
        if len(words) == 0:
            continue
        if words[0] == NBOARD_QUIT:
            return EXIT_OK
        if words[0] in NBOARD_COMMANDS:
            for answer in NBOARD_COMMANDS[words[0]](session, words[1:]):
                print(answer, flush=True)


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
    review_judged: dict           # {move number: its JudgedMove}, from
    # ... the last review
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
PASTE_ERROR_MESSAGE = "Not pasted: {}."
PASTE_SOURCE = "the pasted text"
PASTED_GAME_MESSAGE = "Pasted: {}."
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
    clean_transcript) as the moves of the game in the window, from its
    start.

    Parameters: state -- the GameState; text -- the pasted text.
    Returns: a pair [history, error]: the [piece, move] entries and ''
        when every move is legal; otherwise [] and the line to show.
    """
    game = state.game
    rules = game.rules
    if not rules.square_names:
        return [[], PASTE_RULES_MESSAGE]
    replayed = replay_move_string(clean_transcript(text), state.start,
                                  game.first, rules)
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
# The axis is marked every GRAPH_TICK_MOVES moves with the move's number
# under it (GRAPH_TICK_ANCHOR), on ticks GRAPH_TICK_LENGTH long.
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
    return VIEW_STATUS.format(*numbers, capitalize_first(describe_side(
        shown.due, state.game, DISC_COLOUR_NAMES[shown.due])))


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
                           fill=GRAPH_LABEL_COLOUR,
                           text=GRAPH_SCALE.format(piece, largest))
    for index in range(GRAPH_TICK_MOVES, count + 1, GRAPH_TICK_MOVES):
        tick = get_graph_point(index, 0, count, size, largest)
        canvas.create_line(tick[0], tick[1] - GRAPH_TICK_LENGTH, tick[0],
                           tick[1] + GRAPH_TICK_LENGTH,
                           fill=GRAPH_LABEL_COLOUR, tags=("tick",))
        canvas.create_text(tick[0], tick[1] + GRAPH_TICK_LENGTH,
                           anchor=GRAPH_TICK_ANCHOR, text=str(index),
                           fill=GRAPH_LABEL_COLOUR, tags=("tick",))
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
        window.review_judged[number] = judged
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
    window.view = view
    window.hint = []
    window.animation = None
    window.refusal = ""
    window.values = {}
    judged = window.review_judged.get(view)
    if judged is not None:
        # The move shown was reviewed: why, and its better move ringed.
        state = window.state
        piece, move = state.history[view - 1]
        window.message = format_review_move(
            view, piece, move, judged, state.board,
            state.game.write_square, state.history[0][0]).strip()
        if judged.lost > 0:
            window.hint = judged.best.move
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
        show_refusal(window, PASTE_ERROR_MESSAGE.format(game_file.error))
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
    cancel_task(window)
    state.history[:] = pasted[0]
    lines = set_history(state)
    start_over(window)
    window.review_marks = {}
    window.review_judged = {}
    window.graph_values = {}
    window.side_names = UNNAMED_SIDES
    said = PASTED_MESSAGE.format(len(pasted[0]))
    if is_state_over(state):
        said = PASTED_FINISHED_MESSAGE.format(len(
            [entry for entry in pasted[0] if len(entry[1]) > 0]))
    change_history(window, [said] + lines)


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
# The least size is measured (tests/test_window.py holds it): narrower,
# a review's summary of two lines wraps past the message's three; lower,
# the values on the squares fall under 11 pixels.
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
    "level": ("with --protocol gtp: play as levelN, 1 to 5 (default: 5; "
              "GTP's level command changes it)"),
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
LEVEL_WITHOUT_GTP_ERROR = "--level goes with --protocol gtp"
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
    """Checks the options of --protocol gtp's engine: its level and think
    time.

    Parameters: args -- the parsed command line.
    Returns: '' when they are good, otherwise the reason.
    """
    if args.level is not None and args.protocol != PROTOCOL_GTP:
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


def load_listed_game(path, number):
    """Reads --load's or --review's game from a file of any format; when
    the file holds several games and --game chose none, lists them.

    Parameters: path -- the file's name; number -- --game's number, or
        None.
    Returns: the LoadedGame (see choose_filed_game).
    """
    game_file = read_game_file(path)
    if number is None and len(game_file.games) > 1:
        for line in list_filed_games(game_file, path):
            print(line)
    return choose_filed_game(game_file, number, path)


def _run_review(args):
    """Runs --review: reads the game (a record or a move string in a
    file, or a move string given on the command line) and judges every
    move of it (see review_game), printing each line as it comes.

    Parameters: args -- the parsed command line (already checked).
    Returns: EXIT_OK, or EXIT_USAGE when the game cannot be read.
    """
    # Text that is not a game (see is_game_text) names a file, even
    # when there is no such file (which load_game then says).
    if not os.path.lexists(args.review) and is_game_text(args.review):
        loaded = choose_filed_game(read_game_text(
            args.review, REVIEW_SOURCE), args.game, REVIEW_SOURCE)
    else:
        loaded = load_listed_game(args.review, args.game)
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
    add_implied_options(args)
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
                level = args.level or len(GTP_LEVEL_PLAYERS)
                return play_gtp(rules, read_gtp_line,
                                GTP_LEVEL_PLAYERS[level - 1],
                                create_settings(args.seed, args.think
                                                or DEFAULT_THINK_SECONDS))
            if args.protocol == PROTOCOL_NBOARD:
                return play_nboard(read_gtp_line, create_settings(
                    args.seed, args.think or DEFAULT_THINK_SECONDS))
            return play_protocol(rules, read_protocol_line)
        if args.review is not None:
            return _run_review(args)
        loaded = None
        if args.load is not None:
            loaded = load_listed_game(args.load, args.game)
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
            print(INTERRUPTED_MESSAGE)
        return EXIT_INTERRUPTED
    return EXIT_OK




# ======================================================================
# DATA (no code: the pattern weights and the opening book, encoded)
# ======================================================================

# Written by tests/bench/fit_patterns.py; the format is described at
# load_pattern_evaluation.
PATTERN_WEIGHTS_CRC = 2363091826
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
7srDlYZFJy4w0aFQs9PV/8fem+1IkmTtYXZs8S2WjMysqq7q7lk4HJISSRAURIjkhcBb3Uj3eiU9
hR6FFwQBLgJEivox+BfOTM90dW25xeaLbTrHzN3DPZbMyOr+uwRIOYOZ7swIX8yOnfOd7TtBr+At
t9bisTOim4QAIwOxk+zJrsRe0Uhar4PExrV6WFGawDbp7YZ9Sn6ZfvPyYqZS1Dk+NaHeVe4yCFTt
TCcRxNa2Z035aBnEEEua7pgLFIOcGMmjAsMLZnFauCNNT9OQHb3CJHmBRzSWSycCpQfcQEG6wAPm
NYg1PadlaS1iYMPYU8AwjUxLtIahAwtvuDTR2ceHAE3qk2fgoZq/YmqivCKPR7yAARfTolOLAayl
prO5eMI34zLZ9u1TGeg/shVPBI++kJ/5rkp+yebhaviCr/HtfqnuM3YdzWPDZJ0Y4JE9dBXCInmY
L9TUbFNm7xmNa48VpWjZAH26Li+rO9ZCl7DbS5bjfR0JyR+dxVO8AttO9C04HsL33N84pX790k0X
qCwoAEBsZ3THqKdkZzp4sLxZwFuRRlCHu1ndymGt2x3Ef3vB5AJ8yvI8xD9wwVdk/63d4KEQuLP5
DKGAbBazZd3ZdN2ZBtnWb+/wne887m33mcNxHrFdbXVsEo3o+hL+NEgATRJ626h78+5qk0FwpmiH
fcfBA505no2A2qfueXp4edNCsbY1TsQ/wS5CnLPfm3Hk0fFdv1NMWvBsB/UeifPFD/x1N4ULDjIc
ZL+CIP7BE7vsH79m6isW2RJLuYsDujGy6ht6dnXzYh9jJ4NYOA9nTgK55s14bML0Kj6na8atVhC1
f7hRFTRSHt7GdP7uqZBvhwnbCB6EGdzhc9uH9pVtFf70A1sJZhcT+YZBET5Chyd8lA/qo1bhkm+6
DbzoHt4PhiiMAJuKspGGzeWBHxBNnukZ/S6D8cs7XXE0j2D2nFH/qEPfucdHcgKdFTMdi58SLL/0
YnEXbyO6ryXtYtKmpRBPb3NuksKPAsjRhOD+NXRFAgZphvaPv1bVvmtmB0RCe7OQKt0G5mHc5TmM
2R1SdrjAfRRHw8Ycba7QeFZX6AaUmyxcEvWbHwyH5PGfyHAt0pYXlnF50nt7NQjMRzIkNLciTrUn
fy12A62/RWs0W5ETN1hC6Q8DQu1eb7sVeLRfpM+UH1ht3xdZobYHhBevTCbLTgCsrz30J7+me3j8
RjH0w07yN/f0uCO92RbJ9ml9k6JB1HKr7lWrfLqN47KbjIZmiIfT0UaKbFq5nn744DQH+4EnpcUS
tpveI62NKu2WFJgPahahvLx/DeVvlQooY3J1117ZQ19eGcLs7AJe7gdb3DBo6cL/dm3nHOJ1ON1S
mICZOvWlrF8yL21axsUlixZXOFnYHRShnz9mWascklXrV6w71wP2mlhwf9pve7hpG2w5GmtaPPfK
1dE7+G9VynlTmGnz8J/mJPEX1bqtaVVJbxyzjOR1selK5/ynDnodnJ1p2lI+1mlHRepsZAQWiz7V
/zIPmLJ+J8NkXkG6E8hAStdbRqBabZ+l6wxfDaHcfA2RNkpt2CD7Mgy1X6cWFJoymDZ39LeS4gIW
IYMA6ql2FPSSuZazxXbK5tV6q16hDznbmjb6lzi3o2v+GlJ51bzr+vRwWR6iS7rTHSGpBU6mVICL
dsA3YRecrTgsIUo3NeTTri3QStXs69tPzZHY+8nYyiGVkTj4sDt9wV4B3aM5S3ZYYhgyFwcRj83p
MK0/IzLJd/mC+DDNYbOZFU+HTR8pfFsdZgB6zmK1W7J4ZjdnRDAfo7/gTwfX+z01YRWU0fXBtshx
oGOsveFkeqi7zjHZ2B+S6wKnRWuJ4sn9rPD1owtmD94rnnj70w9WZGech8NP8xN/eObjudPfc/7x
FMGPXeLRZ3piEDV8IDj5anut+O5zBNvzE+IOj7PKftZKPNLqPaiTsXtZdHF6SfnnbEF6+F79/OGf
+sefzHI4N9BIavhhMT7L+z0i/jMk7/DVgGWnNeKP+rFHfuNG28UJmfmAnbvA2ZhYZTCxFMTTeavT
ToYfRr03vKeQOJ9RozN3hNjM6VvZ4xrb28P5vyIGYb3jbRP+8EIR6sBJmri+gNweUS2mZfIYPkbS
+RH7SkKyI2MLqwE/7NDe7a1LFg6lPgAM4WP10Eg9JK232EVyduUofQYh3ELz7lKy8/oP9yk5MG39
CqYDJRoY8D+cVsAjnXc/kjs7vJd/CjnsibwMA2i24Rgj7I3xUFRmUZ+lXbzJH+RC7OF09AOotuN5
6yon5t2HboMPUYVIDDyVO3YhicDG7Uj6mDaNnCR77bfy4MFqhEKh/Z8fzIDJOjfNtiWvBg5AqT22
Tb7lzdrpDdc7/SE+XLBtw/grduOfyI93/+DPwgf8vKloy5SJxSbKoXDt5tl+m+TwHrt8tRy89j4h
EW9LQHaC3c0CAVxWSTdoCmbzZu5ud9qcD+dUjPfPMpsMiSUhToAYxF60CyMZLD9iZAVeNnp1gVxm
TUnJ5t3lHD+mRBti6nt3QnQgbZ8CnSMT6Nd5dC317tCiCh0rNpOyEbdBd5iTslV0N9vKJgvg9/5A
SI62qTnpH6vMePJvwXtJXCsutWHrVzPWhaf36QN7/zXdP7RmpGV30mZNTNwOeTygEN0ahp74qTVO
Tiu4H6icx7kxP7/x8dDKrNmf9Exw5XnoxlMt89o5/U7+tBWW4RLDNh3TYRIVSjYnPlMX7uPZgNmN
dflz2SiT4V0se/jF5WwQVOEn15Yn58EQcZzAaqc+rQPrSY+/P/7CR0pH+MEF+yCvOAiqnvJg21po
zdJfTC3Tqh1kNGpqGSTVnX2qVmhnlFwbuu5RQz//WoTTFBRbkRX6/aGCve9O/+Eem/BNaHPmI7Gr
WhTRHEYhQ4qfUErTpv7pkyvTpb4Cr2/Mccq4IgnrSwUk09ud0dkXbtudeLE7Mu3Pmw7h/NB9vgnX
nLL3MQw7FCZ7eoTROoIfeWTtTdCpd8d2+5634SDeBUkqwd5eUaFDDjSqKpMEPOPon14lq4BVtG8h
hRxIgQk6GB5VLwsfkDy0mf/WccSjPlkdOFl4wGp7cKZkm+92nQVLOwvY0loWwYDOaVPcwTGrI6jo
9qLhrNoukozBdac5M2a2rTiZ7lvWMpMwn7Q6fdiTSVpADMlS2X6/y4LJJiygjKkiugJF8yfHMJc/
rRs5OwB+MFqb9JDsMT5MsLQ9KTOXTCZecIMYgeOba99zSFXdJChNytdb0d1rKDz+uAIb+wSt5+67
ynf+LRUiVLFwZHSRwIMlAfZSLTCIoqjQJiDZLoUZq1UT5hAFHbwyTfJOQkmNC9+aUrjQFJ7dWTkH
tmSwvumy47uHN0LQ8btV9fBdQpRQRXWQS3awy91DG+5b5MO7y94kl96wzfbtafXqT/ne3d9dMFdu
oEnKk/kbksHBVK+CqVlJGzAPiWQXiba6xG/Seaj6obeG+6wc8tBo5+NooYueKd04cEkBrrneGvZd
T/zeC87Cw/ByQ49PhjwMBFrao5TUFztks4v7mhBcRBVlwywBScdf33yzbH4pnaqoPmPGNjG+C6qv
4PV+c4fiX9y49jAa36HIGWdinCcqOtnwAx8EbURiXU8nUrumlLWbPlAVFR/A1Qx98rCiSXFwUvBR
g18j+SA529lmT35kPu+YAwZ9FAmCbMVEkUSQhQi6TCxVD61WW2VQ2KBaeYmmQ8iUUblMuDNfZGVd
srebOqY761juFGQ1Bt/FoncUfdcQ0GrDtf8KFC31BfQmILme2y1Tn37fjYEJ3e8Jmf5EZJSOadsi
20GVWvGwMutWKHxY75SG1kR+OBVKzzk6AqzUY7fLw4Y+Li9dqIli6cVDls3Se75S24zzBRMP33sT
q1AU1atRbRzTxcwuN3nygSXhlELDgXYDF1fZOCnn9YgelAYIQZsL8FbptZzgxfI6QwkjwHl/NZHN
x9ntd4+YtsdmUz6BLJ8G28qde6/0OXG2kco+Zm6owFI8HYM9/Cke6btRT19QwX6P0ur0w2enn9Cc
foz6RAF1cFU3jwYJTyl0d3qXT35Pn5YEdfpb16dx+81zYsvPyjkc/ZI9Pxtz9Fz8BLHkJ+bnnKJ+
Nv12lc8Z9+0/awlPZ1bOY/w7gHZnJjJGEYjPXGv3ozJV7AiH5MnvxQp//dNIgI8YJ92t1vntWsde
429tGo1iz5xHdDScv+Mu1fUuZr0fxvyJu+d38VLO9zrdHfMnBBUgPtyOG+dEytY+sRCxMtbv8THt
/4v/DGX+yEK5YVuTODOc9vjK21Pb7M94PngUiogTr3wq0sRO0Fzo7kGlOBfkFGeglMP1UwcNyFlX
oig6q32cN92dWOJBqIG9OlIt0767OaH00pMLdRaz0HDlT8RGD4kvtuFD37YwGk4o4TNGTx48BZw+
W6N6eThXUfT02/y04ZAHt0tPiLYcf50/XxP5zzjSR5fXPb3QT1gEeaYngG678P3QTjsMf4yTafLg
9uHJynov8Zj1D23P2Lxz3kcMs9nu+KBXzga1Vn2wXY4/FrvI4MKLYwlS/yzTb/d3F47v887CUNWx
OFcmODvexR5t62ngG1/C+RGHmTmG+Z9ljeUR1HB+9uKs4yB3b+UPJGUXpDgTivoznsM/Lnin51rB
4+oQYH/BPqfypx+iJ598vW5ODRe71hA/CEsPxdU/Q2e7R+gh3elxc/5cJOsfh/l7hEfHQ8Drg+/v
xRPKY1c0x3bmSYTaS6AMAziG+MEcvNMeMdrwCeszjtFNd+6GI/PiE6YH+FvDo6h1XC7UJw/9Oapg
CPXkvn499dn0DHN0JCpyqPljjFCwzZEZk/E32j2to714zov2buv8SE3pyRDKQc9Cv7ncneZCMSFN
IUcAmN5rzm7MSVDgHn+LH+NlwTNsw2feR+5Oihm+l4wNytBtG+qy3fAMf6532l8LQh7IPapR+t+N
3VU4CVf47vp9QMsf41mF03ITZFGJWM0CRw4APyNY4vaAUP/uP2ZctXlUf7szYjJD07GfjvZty1w7
E3I22H33zADa+G+i69U7yiK8exmfnS+i6ujSuKd3ZRRQ8J3bY0IZmOgXGMDFWfPweQcM9sHQCfvp
5XlXhrbKbidUcLorYM/UHqknZS6VzNcButvecEvbhHRNObro9vC53H5ykkbT3I2rx0YLPGjZDImn
0ZRJc6IwiYHbK6N1dp/s3J/EhcnuT6FuEB9yl2yTz3HW+BlO8eEQtJ7Q7IGxVTKyKY9I6fXpe9kD
21Qf/EOfgo0dNAu2fcRTTw7c/ueGGfe/1RdBiWcYHydOYq0eKPLToz/seFWrQY32oVnnZ+mWwxcU
p6QFdivvDRfsgLzx6E++27iTT3gYizMdlhFj+j3iHvncSShP2rETzMWRmsOfdblxcdHhR87hg4dn
CeXnYdlH5h/A4Fv52U/3iPIXp6NLMNBtXZke7H/qAGx/HtY74zykzjxbaI5yzZ6k43f9DJaD0fX2
cyN2PwZdoUACPGOWH5w2vvvePRycb98bct/5K/DZh+HZC+Ji4QZVrYHlJ/hET67Tc+KlI7kZ7yk1
aIknXgSeW5Z8cqq5343QUwexc3v6oIy9TzhHm7rDqE43KUP0nbbTg4v1Huvk9ANNOz2nBk9uxsqP
DyIVrguYL1O6bH6wwQfpGNeTsE2P+dR9x4HexZTpMYquCxgfZm3pFmkLNra9jrIHkiWhBSQNdPn2
A3sxHWsHG8IOMTlymOHVutWy1rGqpCubA8E6tBIX3Z+l2HdX7mX74k2gQeCDYGjTlcCuTNtkgm9K
BcNmCV09y2Rfre0K6uTpOYFi3O8MITPS8TRAr006PtvINYLwfZvPGzieKfcHOqrdjHnHTNL/bHZ2
0nfBt15V+ZaeiUGsIpbhblO2Qknind/dP3xEmJPgyccabG33Y1et2EkGu4JZPwkxUx4Wqxyz1eOH
lgUJTBgKCvUMeNpBWf6IEdYu6Q5xQ9XAw9wFeqA+RLJ8zlYz+rXthEBftJ7Qds6aCdHLcZR1u0yz
P1P+I5R3exQO9Gx82b4O+iAz8K4J4zCZuOAtY1rUtDz0h8WPUl9ISkYn9zYzFJFK/DHXVZgp4Dsj
ZLq4efjTy0JeX7SGE3bvHMhfduU36EZB26PAgQ/WPdTqu9RHfgKxNPbNSuTZqjsDHi3zkkpD+S2w
a9QZ76fbkslZVSyhr8cnppb71mzBfl87/UL441IY3MzI/oLrolQ7n9ejgK/7tifS+7WJaoY1+sZ9
ixKRVsfTHQXbKzGI+t1v+0h97LlwYJtwjGxl2HShVN5VdG1pLnJYoQwMk3gwhcLtK7ifrw8Cm8PX
2an3mq34GYbYU7BhoKpHlzTBSKFsoiA9pCr3IuO7EufBNbLh6bGDWPfhaJW0u9OamCDdRO5iallc
XkE+a25xmdktSF6OtKoZcw51RAGx8giF24CLmOkw6tWzIQWg591xsAAtvyIa6Dm/StjixoddFaNU
2RgULMcLAqcci8DvN+kzFOXA15zHklSDn+BeTO/FjgLT4D5wvxkA2Kj/iD2yoy6qjt3Yj7cyVijg
dcsgzsNK6k0IqWrn+ZsXZqpd3b6pHqgvPk69b/s+X2B/oHaFYdsfvVpkn0PLc8kMKuBptxSoGjeB
ge4Fe4WaGCXqisHllb5zB2YpH68ofzTgYkdhF1rHw/RKT4xWD76CNnTeraA6nZfpP6/iM6gjj5F3
7ZBi8Keeduyhu2jXv/Pnw/7qvdoM3vP0i2MxbD9y48yxErNlj1K6ddsC+35B3VHxoNj0CGCGcXBP
dg0zXO7D8dbGBqq/WBDiBRvGLFvwFparLpqDKQNDQhgfI7F94vrUeKz+X1/s/LkhJZNjo0SbnzKp
X+LrFst+Wu7BIal3GmC0GuIAEruIHOlIcN3OxkrqrnPSdLosMiSlPXw7Y8ym849+oOPBi6tjH/c6
SvawSKiNbG/g0IHO8+Zsz20cQhmOkoxhfP6G+DVzXh9IiTvu8vsB/LUn0z+e+5MIEqDb6RS3+dMV
5806gg/YK6JKBk4UP6OEo6/DhGz0G9mleOh/7bwg+PQH8/DsAN+hCNrBPpx5BdSyC8QRFoaacSxp
6SmnUh9GYsM3K37C0fZRQFWOWsC90x88eyT8s/tjww+DTSPk1DEni1Hm3rVuHWtRfWQkw/8+2Hli
zIq7CDn7wO1uEjeENIqPhL+j02wP1j64biL64b0CaS9DbGP0X3ttV3jRJn/oESvvxY+NosNpx/zo
us6TozVa7V7JPulQDzbFx72I5JhLYUXCrwom76u249Ifna0TvJrNQbw2uvjDgx19QdqAttePKRlc
ZCZ4aJFy4SazKf6DWr1rh9FA13jAjGmPs2t774jwTxCkFaExVO6yW3wkCaLbygDDQhcM6m+EuqCa
dhEiHpYsTWaLqXnz8GADh4qq+bgMJ/CnRGtktx0Dzzbw/jJfDYMk0V0P+04dg42NigBf3ZWX4c1M
zMvgoy3Q/9GX5fsPp0NahyN2DhnXm/GHkwFr2aHVuxqciHl6PO+Qjh+j7ZYd3/SQgz05HZDOxv+Q
MrM80AZenBFn9fuX7t9ry0+GebOBZoDpCK2nbn8Nd3MQeu6J7lez7oLSn47BHwRw/hBjjQL9lOZQ
G7DTMZAuj8ZPRFzRTVufCmxf7Bok62+0HUchmz3vyx/gQbOnogfPkx+8teiEon++y6Be5AgE+Gdk
Y/yJP/Ezgvo2qGgxFEYAe/LG/mSB2KNiCAPdzYePti2bjtd4eJjtUxccAvFimBhw53AI0vPM+eA3
3POD9pq2h1HYTveD2Ytq89EZ3huFMxscGdVFSNECCw7+nASb/1HxfLkfsEX7UEJ2pnhAV6vjHr/d
+AoXoVMT967Xh7INxmp5YNndGeF09+OGQHsWgdcR68CPeJGi+/eeMRqeXH558BaKuEY5wtvvgxX2
zR4A2Y9m+qNu8ohLOdL2+ukB8hSj/yOF9zIpMjmn1sfuDDu251F1F1C75hrbPYiE/u7i1JtDjE4U
gyLMPKCCPPFHCuSeTh37XZJ1vwwzPSIb5SCKEFdMd9ES2/ky5gAV9NGG+70T1rZ1O8uPrFG/y7Pu
t0kXsg1BKp4lHTQ0B6sFg++MSXy62inS/O0/xHtfB/AHxyHNw2XXDk10sa9GhO1FJ4rEEWGG6IL4
ffq4yrKbfNCFsdsDRtNtAlVuv+svu2/Jzu3dtHmcDzrZgby9xNWQQnLvvFy4GD8OTojcqXwVPr3q
bGW//T3BWhWe4WbDHtQo6DSc2dzo4YLrObSxjokiVpY2MEV7KHnLX0rK/J0YWerXnJXhBd7XhHxk
EE10P9b+Q0+90pw2x0kgY9lTDmGqxeE4d4r+N2zvZLouFu7jUtyzG9xLeaw+u9lFRVo4VoSIUZCE
3nmOWS/oTIDfsmaidkco5JvMbwLqQIRpHX4eXarGUD7lA56H3l0EP45gD7LTe03OvqP2cmKQp1c0
Ruex1KzsZF55rSgfXnUvqZK2bx18CyIo6RZIktMu2FUpNlNtQUQtWevleZLhJWdVGHG0W7GcxeEs
pHcmBPz9EnXap2vxPSu7orCdVQDr14CS67oh6178MBlH4TcunsnSa7gk3UgJsqtGtDmULgHXc+RF
hmdhWSCl3iyrt7PAeBA/gFerQhaThzFJITdmgMd5QTC396nFRc7x17+w9AlcWTUPtDToOXngXHzn
yXEy5Q6qCS0vPQgxXRojKfTlHxq74Il4sF250MjYr/SeQr5QeijsuLnzIBMKv5518nXRtLQthxlT
snxckmtHK7HxVr7qhu3xg6NkOh+Xpj6sG6GtX1GGTTknOyGke/BGtXmCzXu/kiNjmzNuwnP9Q791
WYjJWd7kVc1uYWdmH6n0RVu2PZbQHgFAzvhusuCj2Myy+9ucQ9o5EfmwPXFUtuPbHEfna4Ab3Iv3
j16xupFh4mxrv1CyMhkizE37dQHu1l2tmVgOVteNmtxg6FU6Ifneg8MIcdhOP82PvPEoThi6nvzD
JFPQv+jxcYUQ841tEED5wNeRDOLTJupIC5JiubinvupGHiUDP68j4GQbK5qJfUtK7jDfst9i6IEf
+jOufU3oxpf1zMD6BJjxD11WcjtbWNjYVquLITWl37VohrFHG5KcKijhSqGT4EMwJJDSAzfhek7a
vDa3oTmi5ULy7I9EIgXosZZEu8R04w2f2Zn9YdWtdA9xbsOiTOMsqO7d7rrtCpJGSqruqsnii86C
oM+Y/fPBbl2H7c267FybBPmqjeOEqXlEcWa7JE7P12bogmW89XrculsE07nswMAmFJ8MxWrSPk84
ekX7sQe6+A+f6naZe3KCdd2O49h164wrNGQoOOnxSVy0l4rW+wpav7IvR6HF1GzD2RTIykQDV5XM
/IIERHD2QE1EbqNadqFu48np02Ec3ca2d4mygGY9a0i54GOEaV8tnIu6etMpy+k8vIJkWxlJLulz
9ymr5L3pfGO/CyDH0TMj17cIt1vsolhtWcS6O6mTsDh/n21M+6ZukCYD3w5boSv/gsIj8+ylxc1d
tNEd18169aSIWqimSjL+dRXwhR5FPJqwpFC3wzLoyq4t5uEdFKGZfZIMtY04MmXLnDU5W26j7A8y
DkX76nZ4j7sxaM+6dmnVTUBNJNMZKLDJYQTFtzsEpt2CiYAl4J2NCBjUukHsy7X7RXk3zR2YFmkp
1sPrBkJFA9/pF98lqPvwMBqBbEJLsBHGG1q0fMaadambv2lug8Jo/G5LcHGNT/L1zqIKtnrZSRAu
W45YJUARCwjjfKgRF2jeXyXpyw0JtO3mS+VdMgtFMIx/I4exYGWWlvnS+Vrhy1NAvSx4N1YT1VWY
AOgRWz9Ivq0e8rBz61Di82vmlZRTkhX+oo06g/AUrV77WJDUKcJa/zeMfaW4aH07K32lf/jL6gfm
9rvvXLSEidtzF4cW6pceD3zAItzDlA46oabtlqdhIsphURoZpKTFzURXaP6YVbjraSeyeGQ2SUdB
GDRpljO30aK4013kCe+X5tEyOCiuqBNv6LMVckgMM0lcPZMJ55VveFCBm4uZ295tmt9/CmpP16TH
S0GTXzY89wjl6zKCeUXSJGjqWu+dps02uDtaucCkScUnIDKXuoyXsWjKKa+CB59QER15a8LDkoIw
+Pa4XZvl5dQAyLBsqVcBcWr8G+9q4TUnzTHxdsJeEqqDasXSIpB7icDdQJxhAYRZTmZ7dSWkb+04
+FSzO4QISTrZ4Dkgng6vfjuvFD7Ln5ZAdtmgjgCKDaDIJqphOU8X22hUeOD1mKe+dTbIHto3NMQ1
Rs4gYoLpVSay7cvpahtiFvDnVk0qyWQeUvyv1VRYg4/0jdheqi3fFA+fbq/Q42HJFlRyR7eZqqor
Uly6xH9k6e8//iBf4+Zld8uXcGOntJu/5Q2fseLvJe30KWH/iKq+1EVWt2W4f9av/Ts+54vfvloz
6UvcvofV7FJvv29u30q3oiDD1jg8jVnJptvLaWKVLdwfYyoHXKlE+bKo2WxDxxnfRJc51C6yQnIh
rsgTuJrO09S8nCy1T/wGUd46eHukfS8muIab5GoG20qk6nKRm0yl8uPFhz+x6yvEAWr9IdE35FQk
yQ+IIhzJskTJ/vBR3vzN5o1g1aqxv5cX32WXliuY4H3TX/H817A1gcgh1YuUuTtY3fyFDA9d3byo
vnvxVaauf2PSr/jynWMfi8m0eP+H2fJ3XWY2GGZTBzkFchtiIin6k5VjVzeki5WqvOItvzM63sY7
714sk8ZLk1KD1eR2B9iI+tNnXnSs/mkYwkYQmjeNkW+nSt8DGJVMVNVnxNe+NulybnBrnL3kesZ7
QIhqQ7f1Roih47zSLnIrSxAr26xlkmqwfKJisT3u5sJnW5DpdtPkirkyXbhdcRKZOhQ7H/U87PIQ
Eiq0njpJKo3HEbiioaf4AfTMLNVVo3gYKxzgX/J5q01K8sK9kzTkSEBDjJVccV1aafkV12sw+cOE
W37vV2JbqyT13iipuK0eblkm8jdJ0kydgWIieuJe6CLxyiW4uniC1wQ/JeC3Vt7MbeHz6r6qS6+S
ZIFbQsV0fnM7z3N29ZGzd0XFVSbbeCm+J+6KQN/LxfGw3DkTYtzksIiNcOl79ibYVsmjUveWzraS
YGDrbAPcb+UtT+/6ShmNi5LE0lQIOEHcayDHGrHYkr9TN6lu5jBRZbbGlUjit7bVN4vErV/WLrWL
j9WD39S4bICOtnRCSGbrMKaJqhW8rAhOgN2kLrmZ3kKF+5wms235oao3TY3aEQWLDmO5vJ3oxjR6
y9ZiUh5rW4szpEfhunENshjHdl0L92jHk1FxEtsZu1G5uWRu6ku5jsWyqO3HJYW7mR4AdY/L+5qO
Q74FfD1/IqTP2/w1LlWFCleNGmAiVu26iARExNr2sFKsX/aOjw5/6A6pb3N3PmRMrIu5S0C7OQvK
JNK28zBTHP9HoNLJmuKuEPW7G/gKNltrwWiPmsdZk6aNVbMiv9XCatBp6iYwqi2jF6TiWARmJnaV
ZsBu0AmS2mRJaWYp4sDJtpH02JXO1w9szi9NWd78Cj2vbapbfK0PshU7IoWARmlUNnf74Xvo61vj
FAZnq+ogVdnrBBP9Vs5WxforlEvJVP6fcYe/fnWh284pqPVq1gg8VOgOQObv7aXjkVkb+hzCNuTb
mS1sB6Jcpm0ySxL5MU9hWhMMtkvEAsr7qjIgy3rKt3mZT6tb3uEhzzv67SAhjreJAN6FDbXuC0j9
XpJEtv9CQCAbvaQ7ESFBleNX+JBh9/2dl3IgkZpcSe9Qf+C7pbvWfz+aX+Kq4cYrFMIMYsyNMjow
qEwKlUigfOq5oipO3SGsgFp2sRHCWlk35Sjsp4CsL1TY8dTwLpUpeIxhezt13chatARA1gAlnCi/
/RRMaSs715MLViQOoXqqJhU86KaxbTTDFXWNmuZSagQ2ybbCf07YIAK7igIY11zPo9rxLDfNbN1c
loiFlKngh1Wa0hwFQCm8erG6vP/O18sJyNr+wNeb6Bh76Pj0PMV86UqkZOO7+YQMznYg6k7hIwZj
xhOIPqafF6ymrnf6fYCmivNdeVwIyEzKCRCYS+tPsFVMX7I1ZF9zX3FOy+rJZKgJ6K39YcOq5lJt
nKhRvilLgGc3J9xaefKzCUtzwXWCN0xSzos01cZqblGb35tbgiq8UAp4wTOXbC1wV4kGbhPI84oN
44zQ/ofy9Bd9kW2IDiY1YuJY6N82WkAbK5ugENmNM54nsk1+tamJLqnUOnlJz1uua+cf8NxyvW0Y
unZi2fV8etI5QR8i1jCJT/ZmPVN0Kxzq1NkWEIcFR/0nNGEHQUrN8sCyGxsefNZw1ETrGt9CaS5c
Ny+tY9+HQMAQ7unDjJjwCqElwkgIAsDdZhceIyHD/14LIRh/mUybtkPN0WGLHsIGFTwpY9bUNNRe
unr9Z41yflEvl78ri+vkU4VgykHCZSlW9/ZmIsxG3SQ2S2wqdh6ddW2AUYa8QSJqHwm3HX+4f5eW
VZ2wb77zOucTuPah8gsuxO3H2/W39YumZh9YlU2dztpYd2T9t7tmdmIn7gq6AYW9QRDRdJES2wbc
AvREzOhjaBOBjdwq29ci7toUYuQVaLC9Ae/uf8dvRKLQuUouc3Ro1llCoSgJUt5/h37Oq6mAZOPR
sMMdBe+DrQYnuPOSo0M4z3kt5k1Tosq2BnFZkzDUhtnMIS6R07xJRI5mNZdeincfVjdWwSxp7mZ5
hphOCx5CDGAhKukOZ3ZsG1G4reCuZ93hdP7LEFkMATBcfcRHPjjVsrUlfC87LnfyHUL7dEcbQHfQ
gar/MEfrHPQt+nRxwkaMUQABYYiBONxjK7zXu1JolTDZIkkTFJHnXfXFBPEp5VcBcvSMQaW0hHGL
UYeHeV40k5vCHcb2s2vxPWaeJD5pONG3y65g0N/T40nUo9r616SvzeQqSVCpaQJvUzwboHjaJOgn
4+GUD5dTtE6uyEVeSIWGVKGPi+Ab/5+CPD4rYF7iQvB1ArgkSQImEy9QtVlAX5iKrBGGe/zbgsLa
0qYEcvA9IJsoC0kj0CBvG7Tp1G4jaWYAq/NvzVyj/7JdWi2NtugJJZTLcpFUxXYlpGi7TAiydnwJ
uDHat+F6xDAybVvMyEYp8t98zalPJTMeZq0n1VVJSt9uNAIDyoIjZrrWkFzAQqD3kUnNp/huMno3
Za5TflFZUU7vp3KLbiYk0iIoRRSPh81TR5KUn3B7a6UvE40XRTBnEtCJ2ApRIfKSfJMqp2bo9KTC
8wyfl1vUItl0ykmHQutWQJ8OQZOvcU25HQEyOyz0xMXVsVy5JQR2IFERNmq/u/9E0/cVogUn544c
IYq+2x0yR0iUgfY2VOIbknPE4zaoKcHb2gIfVa3fZWt5KV2B2r4lGvC0++2I4PSiqBgKF4QhCovC
T1ogPxg/1o+A7IfI8zZZvpun6nc1bhCRCzVwJehB8ySE/C24hPInCCfdm2pLGBy8qr1EKceDVtdi
dgETVCVWLiaXKm8C/xSgA5BoI4pSTVczlQiLnmpjIXbTmX5ac6dXY2sJnsQ3G1EkeFYua7FC47wR
Yhtif8q7jw1qTFWzqZ75qUVIodQFHVwaQRV6nHgAmw6v5da8LdzFDd/gaguIvnnov/EQClTDAZOB
GaUBqyxVC6q4tVw5J2RUZiFDjEpKoLZ00paqWtlk3ihZrtevpggYcvSd8WlQBBOoMyZXAuqkcqlB
z3gChKTQ15pP08TgqrpUapuhfhMzMyH0JOVE6DQTjVKbO2szWyd4aChSjOhG6hI11lptJ1NU1VXu
PBuVz91Fjj8fR260FbkWbO4S7xpBjDczNBRdeQh1RaGeoSEXqPG5TB7a4XNRbvgmAOOI3GHXP8VL
y/xlhY4VlAY9q4nuMFr4KEUbaGgzrmrKY4ig7PJcPOic1gXpSRycd0oz9EUUnheSd2u6PBAiOyUl
QoqtkWI5Y4XrJx+QhRe8Q4cmaJ1W0eODLMWUUEBwETl3BoYtLkBOu4y1xKhDbR4se2KbZbRpglCJ
gY2gSe4+sPDrX2T5PQFUnq31R1iJEhRpFMn9u8wo3Qg9ZVyDSXVo1yIBs5z8Ft73XQEranw257XV
tzZLU15rtoBfrVD31pBlippaCzm/dQ9mvkJ5XF0ZsEkpYFfYFbmrAmSKK9kWKdlGVy7R6OYGMcUH
6/0KnVhmFnjYGurZ+ZQZXSofd8stcfEJcG+65JaDBvdljZvsywxkMrFucvn3/7PD116nECfp8cr/
ymytWi1n6a9TDaTHYhUmihLK92tQsfeS+wIRkoLAhJxNLVXgbpVe+F+ze3ZZaTxkeDB4Uhfs6ld6
Ib3Ws5flNAXRdPvKuzrbbtthTBaQeOjSMvuV2rQA2rZdG/ygdpe3RWogep8STa7xumpcZSjH0KH1
aAR8nKJug2+d4Oa6PRokN5g033n0qH98UKNRYys5fgoBKbrYKTqV4LKa3YXvRgsQK0wIjwUxbvPI
Lmw8iJgVtJTKr/o4AmcBYtboAiOu5u6mpvYNtGGU6wU6y+9DfGHr4C2rvNValg/+/k5l7gKBdCIv
FJunK4RSeFOvbIUqQTUFrxI3E1sr5BLvF4puDOVHCOtuETOE8Rz0J45XNEJoxZUp/PqVFRdoBqzU
xicC9TSr51y779T6Vi1Kjv5r28fBYz8SRBkyXf+sPyhvHyB8T3w73aJXQdx06HPoS55i01Rfg4dm
CxUgombYJh83XD1MVFZy6oAEZXuXmAd58MWHnNXc3yLUlQkPNG7qZQD1XN+i6VPaoibwsfMDVSge
um1lZ+if+S1ZnFITAmMLoabW6OkPrFonaYUqpQp5PfwuNVLzsNdxc9FKVb5lqZWO3H3cw9JE1zo4
t+E/put/RfcaQjgA194GwZMyeN+cagJsiNx5ipYF75LXbFuU2jcbRwVJaen6sg2LSosylNxRKS/C
RjCtig5u5H1MoQUr7nUf48OFQfiMsr0lSI46o4wFVlT7jWaq1tzxDXpeXnAS7lixxumBJHO7JH4W
Qml4BRda60i+NQUAbXhBw/oEHqVXUVMJegb0YnGP0C9nZYVKHAGmcK4xYTBRpblf02Uau0TTqSy6
PJTBVEwW6yREZjx5TxliyEvURlqKmVXMb1AMcB28RY8wxBkbOnxV8AeSWMuZKJ0D11O0b0sQBS7V
Zr1FIEEFUjWU2/Vyit6W5rJCWNQ4ilMIW9G2EKxBlEweN6whTWK8k7JsaJy9r1AJ4qpw3AhHnb8M
IUFdGEudhqiLCs05foKitIRX5xtDlW8IgGxowTW6WlLSVSYoNMKqtMkLm60vEsXzRIEhQ+fK5BoQ
lqQCN0UHT4rf0rQlTj3ODWcTXFt7ty0rdBlRc1hRS8oaiMQjXjEUsbWX6KsARxxUm0xPEP8J7alK
odToM5vK/xSUOLA3EeG86nQUn8q0dbxmXE05sy1VFIq93J77GJmm/8aessl4wMuEsvjtIwj9WW/4
2UszcDjm74mKgOqrcDfrcZU9j/FjtwCfTs6tas99LFOwX0lWZOP7ijoWN1zm/BfLn++N91LsxQ+s
/Eh9Dw4PwKhE1CGiL0uCflCL5BRd/v6PWeJ5fwiA9IbVo6I1SJbo64cQ5NZdVOxL/Ui24wdfuoPq
x3b6dlupfM4PwqrIfiLS/RaJnuqAnILyM3sjfkxfRfB9US35HE2kzTZN5exIAJIM8T1qRdNkeVk8
JWEttHMy9cUEL2ggg0Uy3GThSpcLNKJ3ed4Rv/ifd4MpkpCl0xcVqljjN1eumHc4H1+emxqi4U/x
ac+glgsJCjANamcSiXQpVTaIuTF+1zQf8yVdvMqksE+ekb+tH96x3fv6oBXEsTA3DW0Py88W7Eng
RaIVVfuN5zzZDYDm+rMe1/wI7dYSwHjVCLTTVrzI3DdlPWxm8NvV5u4SEQ2YWmjHzttm6fxmmUiE
BR4x96T3Umr0JKot32agko861cubn0APi2cd/Vh0AVUqvtl6PLDONDBoVCCkWa8M2WWnNhvQZ22K
B8iNFWtEIYwiDHbHNMMRTZdLXAVEUfifZqbPfeVHJqbwfpqwf8bSZW5w68Nuu5g/qHZNLU9eWZiW
mljpIc9SG55so9wNuLO5nR+54+wzFCBnlwy9PXJVbc6bzXBhEU07V5D/cgO7XX7ylVPBirA+Vc43
s5Fg8Ydg5VOa0lyr85/xLBN19qujR2PvqpgPstcjtYxOiduG138wcnJxpumz2ynuc0i1W7aoR2gu
mSn4iuJal0rah04yz3/lo/S1XVDjWZwVUZW5QcNq20/VNfYhFHFns8HmFmahvK4YcNjEh1Xo52Rt
0NFNzj7LcCQK1A93DSkrSnZE+hHeLaPsXiRM5uWZlczztJpfvuTo8EleCHTyES3xTIDI2WTC87SS
xqIGWm5ts3SG6npCfVeoRw8h7NgDBsInM7oaB8QevkgMbHWyyZa1l7VzE3QQleZzihq6Kqk2OknQ
lXLl+eBr3GC9v8uF3PW0xbgoiCNiAVRk5f1G2A8bzzOl0K/ciJS49ZRDN1cl/KuqAZqOjcpcLg2R
urVRLs76Vs8OjqLjSwFQwczipmiWBh1aeHhwiG4oYIHuppC5vxRFXmutrbrk1drS+OuAZx3fNXAc
fa0u/TxuaIyfN10RIH+OsUthwOngRquDp093p7vPE8GJLp9enCYdX1piFB8zds6ZDGIoEdikxXPs
Mn9KST2uvNBXpHo7QsPK51JVkJR3F5VSW5VlWa5nnEsPhSi0X3of4nJuLdOuubin3wiPUYSUDfmF
ymjHXeqB33lVbreUJnRsIhHL2JSj4Ih802wr46HMNYqAONvqDecYjVd+WJvGH7NxqFaWsYK+eXAs
LVXmrlXhFMsTqu3iFJ8rNn7hEDeIegGZA8tVG4KA4bDhNkYpSbhlzkWq16URWqbJBNfJUXiGom6O
p/CL2otSL725sErUfsbPF8Sez8LvI/KeKtazZ8ygtD6yXjKqBhrrFN/FtXU5ooJ6ygUnij4We0DH
3wJoUbfwlDV6vj9wEqRwdq6V4o14uWH+Ac+z+6DhYTrAYV6gMkyDaSkKWKfnASUP1YaJMlw7Gwyt
CPpGl0BBOUALwf3kOQDCP3njc0d1NM76VIQAhQHNlRxdYqnZNizCQ31uqAoUtwCuCKmL2kEy1JMI
4ZJySkFaPmFqefBSoc/uCG+2HzTB7Y1psANy3LMmh4TMVunSmC/A9d8M/2Tx7KiO9EnW47ufUqfB
cvSkRXwsbD3JBHqjLdnbs3bZHcQq/XiakB+Pluni4hS2pwYODeY929wmSaPUD5BOORNpro1rrEEF
5sUmBY3gUE9hYmzHeWuPpcOkDWbesYpbmVm9Qq3tNLB8ZQTVQ4NMEB49lGVSbxtYznSj2VLz7oKH
dBdwsDXu+J/gwDcMdAqU2vNuOOSjRPhrqppZnesGNavKNkxfpWmjZlpz3HNlQOZZhuaT8xtbS49P
Lrwf3EN0lTlB3suqdM4mrAIoMmdril3XCEI2oBgVDyRM+9yJnLLrYqsmmRXSi9PH0p/y0caMC3s5
wM0ZUh2bFwwL3bJqYz3UowtmVdvsbiommnOOSRsk9KFWj8O+xp5aFmNDbSL4qGAfnp1+L7f7f9pV
0PZDWbtF8L6DbS6MwoJAx8or82C4WibFx6oyKvOIQxgVxKCdNaqcJJCo9MEX6NerdEY5v5iW8oOZ
HCGo5Sn95bQkXxON+qVPSzYlAkGBP45l6ChnnlVCQ2Zs8tV0aYUwcPCCfu8Qsp7OLN2Lg3QqIpHt
PzdxQKTrB4pSML1t1QA8VQ2qLLMBV9ebqeV5neUbKefoLSTpihvrueMmm7nEiQlq6jpBPWyoADhe
cxPdlVCkEsmn9RaRl6i1bSY6LfDl05m50Ai7tFLabspJowu/VBPUIzcCqoeldfj2nzuo46eJY/te
s431oekY++wzmPaF7bidHeNjWyljx3fsFSq/2CuLVdvbqQ/CR8uGR6XHp89wVKY+dPAimtO436M/
VbN26bKCmui+0A/wLYtdtWg5/DjXpiGJw0fX6FmcnYbLKdFKkjFtWDUfv7JjMaYoGzYvvtguP0Lm
xHueU3PO3IqDWKt7FDraL3aSbc0+CKo63G4Suxq9/p24+7QKndnVo0O2xz81K6gmBS17s0fYDqVU
YTkQFGhef6lN9pcItai/3IlKpLuj11CnzYQV0hrWXCdOnxmQ9Gw18RkFNqlc3sA405CYAOPdJhH3
X059qWFY41RfV/M4Ac9+qEr1uRR7vif48/0U15G/ktebtBl5N4VDlFhTm8ptrcxZu4wXukNLv12H
LPLdaJYG52pTQUqU7Gb5IPTdl3rjRJiUZwHASm7VaI/RD0Jr4plLbNFMzws4oAESKlsIBFxcFGJI
Mk4MHmI+ow7y6WKSfTkoku/67o6Q539GjkxAy3ijD6eW+12k/cexDv64H9MRHKATMdaiFNxYx9gO
ekdnR2t8O+RGHjL2cG6DtIitS+FLvTCVhsXSPHzUlR2prlqyPOyFWTE4e+rnRR6Rq0FXIh2T7EoF
eXjTAj2O7RfbZDjvQ+5sKIIOh4LjV5YnchA/A/7IqchRUUkv2ByKBBWYvAQnhML/otZKKEhyUUth
lcgvJiviM3OPK2pOvctsKTZ30jqb6JobD1zE5mPi36nkuqzdxjSVTIk2qdFfQKSpFwW2wGt0J2mY
DxhQkaXSeG5lQhwf2k/dhLrRn5jJ1xZTc2ga624NWxt57X3iGtHR3WdiUWm9NEwWclPp6eaLuRWD
KUqwjxxgCIzP3hQY0kPLfRPWytnP7lOQkFZhgHv1Icm3SmzTBKzgXAoa5YWbDVNttKUe8yUrMuMz
eOL49j+fFHV/+NwWGjLrVRfLAktdFymx2GXKmHnzBTY2NglbkTc88yubUkuQ5B0VB7U2CrDWV+mF
cVpYeFS7QTuUol7hsTXUzwPa+SZS9pKmgiSd8Ebrxs9Fer+pM+e+mGDvoiKnuZsVZ+fPg1SD2Owh
jgbxRBjzZ3hjCJ57CN3vO8WbdTsIoSnZ6sO5R/miidSOLFmCG5dbrCdcB+O02NrJw5fb5RVLVixy
lNhmHDDpZlFLx+Fcu0ylXpGIbZKxi7H6SqWLBHDoN6fsS/5UJwZu7rw/2M3cOEdTABwHOv40U/3P
FR5YGVbD/Dqfbd2K89zkExsJeoB73zCbIC50OZs4JR6NwZqW3cc15VqIxE8ESD4pOAfoCcpmfILC
UnFwSibaMv2zqi/n2tILX1Ubl2+E0h4q6vgC10VvNVs2wO9ANVnGfCIezS9TjStA493UlRWjLlK3
colPrO5qOApWbLe1sw+GNVwl2ixq8+XEem8s3Z797uqx2dkV4ylncCLsMUxEgP15X7I9VGhLRTrj
IvN+laNnnykK4oaTONdGJGItKIk4Y3Ih4HG4GdKosF3rlRC19LqhCYeFD4wd0f+cJqKBknsAin/N
/M9rlyF0h1s8yWalJkuptrZJEXTJWawjp/E07MITASGbJxIaRE3mUTQHxnCnK3AfCoeeCWwzo8AQ
Z0tDTN2c5gg81NrdMVdsWWmNcF9GsB2iJFcSpyLV7yVEHrD70QnfsJCLtA6P9epchV04mYctTKWd
8gHk8X7C2ZJy10wY9fNGRVybhhSv/8XHV7/6j/+o+LeJuv8hfXsx+V1sjkdBfe+2D9ma5zcLWyUX
zezN2yeuGTqw35t39/OqfL3Sr8FelGZeStaOPW6++d4IUy/KN2rZTMuLX9/87Dscepvn7y++/qtU
3PJfvd3KBw+bWGuXMKnlO2oITO4nv7HJ4u0L+fHpyyGqSrT66q1RnybffFq9sFfptmeteuPv7v7u
9vXV6g+v/s3DPyv1v/z4BUNfw0rHkbMVxNuG5Ls9rwUi+ostvzUc4yTvbnQt3M+rvSwTbCPsq2//
/fUv3v724bsL/+5m9VBsv++drHvfrOduzb5XvKzr+/rIfKr9oI5m7sF9XF9vWLoFsZYXTQ7NrikX
7NYaLasQv25kef9F7PEPsLq5mGjfbGMZmr0YCKqXyrEcIbhFTSPF01Id3l3XqKYWIs7rlTuO4MCC
js64FA8017Xy4su0hhEjOezmRu6FrTU0g7GlZ9kUFSc6BHJXJg5g9K5aChKuvsj7/qNc/Ha2Btik
1MxuEw197LkMHICmphHo3v6+gLM2hTO/bozJyfViTcl714wmxwi9RJWgX0+YUO9e1T9r5rGfE3VB
pGQymVYeJED9IjiLYENtSQZ5Yfn8/ipzkq2navl4YDhKwwxYneqiEC/YXM6XU+EV+GvOEm4vcisX
yauLqf6nf/LfXH/47Zfzl88KcfNnJApV/AIciVSLSCEZ6DrgZ81W9KroX3D37ULkQs7x/eaOix3U
R8/I+UC8EyNhtj5ndRx+aVE6pSUxrrhsMDjyGyBOFppXYzkrIK/uf+ZT3G2I96lBsfsVKtSmhsFr
vUa3wq/Rbf6GBH17ZjsJsdJNqV3hN4HVJ4PdMEhlgU1hovgrvFKi/unl+ksJr+Cnl+XzRE/u5jPZ
8ex5ynLG32Q/d0KdqvTwsEn/q8XsFxfz2ZX4OlUXC5XOoVBGSlakbL7g11eqmauvptQTkU75E3Hs
wJ+TeTW/uvLXRF6mvC8KR434OfV3Ej/9zC/nzd+dSkjtgpuf95U7b37OVovcTblsDIgCJkWaEH0W
bv0FE+g9NnN4QU2PME/NORe8YGU9n9ivsoXPG1WxmSU/OyNWpmnhEIGoKftniUqn62/UF8svC/lT
X7FnweRsON6cB1HvGad/ZsFe90z8on64uoA3E5Fc+Wk6vSpyxCSBt+21ytPrIp8LBZeLr1ix4OdY
M8QgaJDreZJ4m8/5vJgtuyLxhSTD4GR5pYSc1hfqZ41w9k84EWI7T/XVBGphJ0TJN43BfM7mHhA6
2oKnAH7mRPI0tiEP0Xo2VbAw0iUilSrZRop0/MCvq7zkea2af3kphVr91n2ZIigeyJWO+Qf9uvQ4
sz5XS5jHg9V9tfSXyUl9dPDvZ0tRr94TMXDNxS7aQ0T8iuJDmhpf0D16LBDUJ2K3iKw5sQm/M4kX
GmDVv/P3xlmWC5HeEc0Rs3n9RTQ2AqB3Svqr+m1DM8KkGMRcfbJGh8fyT06z3M2T5TnXrKjmOGGX
zFpNBc2wG9y9xKXAG4jy3zDjlfyT/P0XBdN9x7g5ce7tT5RP8ccW/uf4KbvGuf8olm/nan0h/srI
Sa5kqvrnqEpi3TDSvnWJn6y0egwfbtoggF5zNOKOF8tyjWcCoWrd9w8ZnRuPIH6zBcGq+yT/WTF2
p339W1c/KGXT6qE2rKhr3vRWunS68VDyhnqYK72Uj71yEyZTKMYbV9+z1e/Zp7dbfGO9dveBN5OW
uKSi9Pt39bZUslo/XK9uvwwOaef49J04zVAESXW1mol3E7qeAbTDqTCnZNuynzlBE+Xa/lu5+k6I
zaS+5XXDq2qyc/ZW2myTpUz0J8VE9kmYx+SwZpUmMdY3nH2v7Eroexrd0dzznj3Plzytmo0uzYqX
gm2nzernfOUtuTjovTa/s6vvQUFBXVUXRePxudoaS1P6FUppM7Pbykl777ePvfKK16GhaPW2Xn3i
64rffxRLZtZLdt8AkSwqZm/u63tzX/vVx/Xvq+b2oXxKsHdjCxrXjcD0fD3cN1/Y1vmn1iR+xk5r
KXx18fs7dQ/M/fm29ptdcKb2dslpdp9i7DZBV/esSDtVYSw+XsFdTk3qDy993Qk5KA4m2b7InBUm
U419/enMDUIXmwW3K3AsjzFb4gPxZZzu8YSfMgmLWLlPPq3EZlMVTXNfa5pa0crh0n2qBa+lNcat
VzV7qmw1UCbCnx1rxMSk8wRA2dEE6dv3cg3KgcmY3eBJ5mfXcE56Uyn2y89yakeO7itX23OgyF3G
hCqzWl+5K6p0KtsB2hz3t4TarqvKvhDXbrtMPjZPiExMRKtEeyEge7komK9FFTOZ0aEmnzmBiaWh
ETlPfwq7nPhBoNicqbHddZ1RIw93zikxAsduoUumuWDviZrgXAVbXBr3MvCmzdQC3uzQvGDmgos4
YWji80s45xz7sUsAe4goi3P3iNP18RS9DDO4J8Avrlk6S1UxW1xeiIz7PC0SSDKWg+eLDyIp7HSS
XBSQS5HD47vsA8vnreP3mXDTwsykzYSXJIsi1H8lslrlbKu8mlB4Oz2/C2n4/rD/p93gC/BP+lD4
bdUkmyKrJwpe+nRaQCpp5lqYLpiwWk7TapJkGacjKOFp5xHYRkidyzLlHiovoeIsC1Q8CvVfQbOY
P0r5+jLl1CZ39iuL4YkcvZcH98wAHTFbfWI3LAl9wdwl8m7oRn76kEFN4WZZvU3YWQFJhxt4oa9C
KgqkLKp6h0vwr0VxzRu6GV9AevOcTQ6QlfEDqO8GDeyP7XLTycLv65sqTcpMfjR6IkBIGhzZerI6
44Vcp8mWFypQ8j7+rkDsqKJ2ruagC/6gpBF1TaPrwggc4qF5i/p/6UzjF/gI+XmFE5peFLrxrWJv
8m6cRdOtiXncvQ32w92D2cykVtM7KecFj8ZcUXCOMw12ktgEnGyMNxNpHo0s+ZJIZ/WDvzMplZrU
b2pmaxu6Yxvmt958tGsHtgHzCW62aPnM2F92TWSxsRJaBoNA4UDzGi4/TsI4KHNXFhGKQKugXbYJ
c11caUp2sQfnbDsDup0A36ZRXOPeJuWyapzjtffGCbuLbag6c02WlN6tnC1hbBDxTcB1qhhagh/w
+GzLXKdghPKNLvMARdrKL++MMDnteVYK9Y1sDg5Z6I8u4uTU3QCxZmIM6jvqXyj9ohhqEPcalCIn
yScT97obIcV9QUNDwtwTMmQAiaG+PBpkJy8nV8kszVFHvWYZmk0lJKls4NPZnbIIvXQhTcKd7HIV
fBC6joHoqQisFNRoD9wZ6ypUhheJUzYrOMuJIxwSKxTnC8SdaBT4xWtBowCGDdEiTDOJhjUZuO/R
yb26Z+5TGKtkHbsbMDE4TqPRLTEG8xeZGHMREF90E44cjVFpvLEeDG8+mnvUrlrJDWwQxxpOKpAG
KwiaQumZLrktJy+sK5XfDXqnLJpsfJwvO0MwgCjGWNvgMWXNpybBVRL4mom0cT4g8f07sy7uhPC1
ZCu3wSPQBJINcdk4TnpMe++IpgAPVA1GE1mxX7ECNOCbQCoyog5fq1tiy8C7r9k0cRlNksnqFGo0
juY61Ds7qX1J00ghh4wspOOVrZm+RGydePlNgWseJh+Brpo1bpKVvITim2bqEmVnuBk1SbAgDmYb
iohEBiCZE4ILOyvwCx4VsLCNzlZ+s26IvJ9Yv/BQWKKBQvm+0RKKVZKsM1FkoFKea21Bom+dmFKG
GSDeVPmDdT6XspKeby+4LFFaMl6h4sy4FZZniStknik+nUhncq6lBM61s2aLqkcRi4ecKPa//e//
+r/q1//dv/qf/9dvj6mc/+V/+me/mVV/+r///b/9y6NYcuZmTS20FpvGNyVRjzpKGzL3gvgct4iS
E2qd8lrdTATLaTeZyDUdOLFJGZWiRNpCji4VugOX2uaVasffiiDNdNIFjcZFfUmhppw5ozbo3Qga
tsrDQA48FzZOXUIt2MTBaJ4mdynYhKlW1EGL+3EXqVt0nDnk0VracHFc8XrC+qAeSvB9GAULYTqT
CUMtqmRN15dLFP/AN+6bhoWpkT4wqRPIu++GpGTMqDDrsgxXQGtmvQlNOJEVK0ws54wGPhHPRRmG
N7uMtUWVlYz0c9pIaqi5gmoK5fXLh5czmvtZk8ptNKeWhDxk9SK3gWIGvdGCVZtQpYDLWHQZ8DWj
cpeU2Ua2g8wTyz5lo1S34xStDyXUzSbUiiTyAW+xSFFhUDEtvSaNSaRvVTRAGu8e5loGP66C5vvY
hC1YGF4PfOOi/l4LCnzxsAvhvUxubWCoIOKFbSB4McGgo/rJO+ouOTWzS1ISq6B7FOBB2u/dwQ1d
02M0NHwtkI1sKRpB29C0gIQY1AP6QL/BXYZBl3fhD7hB1bT8nWAZIPLy+CfEST+Iuznz3339Xd2h
j94im+43qlPfqhsdb/cUevRe22FvUSm7w9oxfyxBbWpjHu3f78mFfPeBfuj9njsi4zLyvZu22Ypp
1wfyuzjgA3bO+F13BfNYoKX7sPd7rx/DKQmnB1uyKP/tB76vad/XbFkbGrdzi37dYv6bf/L+H9hy
BvSnKZXV0JNrgsbt218G2ic1HAt4kFJ5xNU1wqlBXDZc0AfruHNM+ODKLZGT2MFaO76p3eVdRwte
D4KKju2HzfXgme3ZjvS6m+k674z43iIM+ZTWgyeMs5v6P81DD2DGdM8+4LoL8qMOt9y9PtAw+BZI
9JnFbVi9giqB2wYNsQuoxy/6OHcoaDB2G/x+N7hFdEuKwRa4Lq275172/9CvWw77fXxwsJVZWIG0
47eEwRMmB+6cH+SS967Z/yaSHSSBunHvpv3IIMHbHX+p2D+o/fCYH9798PkPBfIc9xv2I9DsxWAR
ukhT+6cFj8xD9OF1HAI+/vpwC4Yi0brpBx/eKSvPprDTkOxYwUr/pzIhNo+CmpqyRIXJYe1xptJB
38mGCgYs7y7XIBbkGh9vATwJTRHfbW/x+//h4t+Fab5MHepVz3LYhRnanO3Inwu/dO2iZ90e8WOU
uGKsK2QY8zPcrOhWuWPD3tRgrpofa6Td2N6D5e1/083DJSXJ2MgZb54jNvyEILlHZUx1/0oi1JD/
Ou0mbPVSZw9EXbh9SydOGb9jpvFQsM8pIomCBMdSzY+sBj8M8fTHQXQDas9LX+5dEE5/ZhAVhb19
F8Gubv0X5ON6flDsmaUTR6/Dj13wdOvrY0E33opuCwDkiSvX4by/bNw/Ueg/wqVru7Qm3RX2tCih
fc7gKUE6etD2Onnzs4/t04Hn5//85LWs51d9J8yLn/qZsy/xyucr2L+NG4kzPjNjzMJnPvlPkIX+
kTJ68PX8vM/6ExhpT9sAuQMnVwAetTIwBktf++gUoPfdpnnMgZ9StaTKO8rBLnBqqgP/wnWEFdvu
zdRgNmX8ZO9xbA4suD3wQfq1Kbvrm0EA//Due9ZzqL7iX8t2uLJrHrMOzxD/ZpgwGz98f4tAMgKB
thHmrg0an9ovd9qVPhSbR5IOzfjDPAC9gWMIY8kE9tR97REtAU8ezG0nWufU8ZrTMjwIa+y7HmvW
0sI8dL+8sxSlv6XZIk8nqJ/1Y886y+cTfrLNT6q79OfakEd03s0JRRQZXON5xJV/r8e1ST/uxz7n
Cb8c1clP/OPO2Kbg0u7mxPnT33Wnt989R0h2RYVnCLb7W1sTdwa0PkdazvnZEc57Xn4xured0juM
r/Z2LQYt4dj62LE25jFXPIgZHkXmzXNAoO4Ceoa1SXGz02y+E5v22forL8MvCgqZtkGL70Bp7/6d
rZb+03eTrZ6bv9rerGc/cLOspdXf3rNi/R2XjX1giXu4u/nwqsRvVIpTVjrZlvPNcmFdJlfWuK9K
HkZm1y+WH9+8q6xp6hokqypDWAbMe+Lbrh3UtwkzJRF+f9BN+dVfsW+3NsIj0dgkxM8lWzee/R0Z
kYO/rO3FXTXb3gtj86ZOH+yll0KwOcsnOZMpfENeMV7gXvq3rx/UG9uipgTSvKouKIvza8PZq4/A
rC5q9+bO/PefarN1CLgA7oTVV/dMVBTznATi6CqMTmJhQHLdDYJxIXO0aewFDZ71aOsUjelZ4I0n
iZL39dY3gvqVSHRr0stmQQFixABr6dnSNQLW7q/f/uY/Jhff/RkRyQKN9CbTVSjus96UrPmGVuIa
Nwmt62ozZxtPmKXG55g0jLtlynSg2CxVw4zj3ivpy3wxhPeSu0DoDNMbbrIJMEWsodv8ytytpTZx
eK4F4EvGP/4NPqZcwatbfU0z5YxiW+/tL9bBR/I+THZVWTsMj4YsXYexmJrhymZZ4hzwFD/iNncx
027VRRxu4/lXPob47UVjf+1Z1php5OiH1DIhYegD4k1LwUTSbFPqQ/LMVny7URTJkoJmG7Fcb2co
RDZEV/3937csyb9vX/vD7UvRvNqyF1ZMSvP36Ek+uD83v13+zT//PclWGFBP/xCCbro/ZF0zEFiH
4t3mDboKhN0x7JvvEVJZ489QwOUw2t4cN7F9dHdVt+OAVvi94CSYhrJsbJDI4IHQeKQ3OsIjburo
0CZ0nTvH7W70UIi8M3veoBffTUNq01GxeoFtuV+tuVtYNiBlWeA5zfmKs2VKs7U2JJZ/I//hv4b/
8w/u7wANMKgNrij1ZYrgVIZWjWzm/WbDKsvlbkVjKFac42Pawf/TN9sRBn5j3XACh4dRWwwffHNi
W1Xpx/4OsDjowx2kOnbezYGJ1dKbsxub7X5FlLeHEVXUGE4y2JkJ3TnkvTjM6P9rfrfVHaey7RaL
purS1Go5qrPLxGAWEJODwreY69gQuRTnPO0rPaF9Jrtst8knfVDX1Zt5w66hdwvhYM8yfP5LzhJz
TnhFC88y9XigIQvAwKMo8xPy4fwTUT9/gDBi6SEfvvI4pCzb604k/JLKoPxxiCMGAX33k8VF2jhk
R5k6fL5uKoaReMBYQ2dAKDbZFRU+Wg5XjHbg9PQvmXkqOm7j9Zyf1HkyvUKdnKOpFfx9OSPZ1TS3
T4aJdbHOiJjLxJwm4sk2QM/LV3AnmxWDX/6KTb+mAodyCup/+Me/+8d/0a6q7zIxvgvo788O8aOV
sSFjzUNEoGdhpBMRKBzhae0nnozaw+DFoasgV6ftgX/UnYg75XyY9/ITAejhNeCESk06A4LaJhZA
wKPuSH36CD8rMttSx8DI/tnHZzXBqF7hlLfwnIUTNX/MedvbQvfMNSe94ejV/G6XCWrPOUyTc6MA
X87x+bE/+08+njDLP+udxfhj8uTqEUF80NKFYP/0zS/ZNIM+FsmPXRDceXnCAACb897fiM9bqS+6
TWd/LDn2l/NfRTz7NP2/dxXhyzxGP7/2/0M/Qvztyj/fiWdr50WwU822HwIMRntoTXpA8gZ4l93w
biUhEvJGVeM6+EEfDE5TG2CHwC0MTwTdastMKDJxT8RpXRfxtqfOTJsCaJsuPHssVhnKroDYvNfj
O++8Kf/jT+zYgYIWfCsP3191Ka5mZNzdYL7G3r2OZPbPOJWj+X6x3coNZsB6x8Z/92MctIsEWsbl
ibWAM9YnVI3vPTocAhzxhNo8YLD3RwBMt3aKyohn+iSlGew/6pej6f/siLY/L6/xk/yckvp+TrN1
7Pur4vGohmf//88Ta2vP283kqAY4Vivpn4cinm4Iqz4DA6gfJQTNI07W345U733GJF9MNu7dWEHs
xqNG6oQ21tnwkTIZjvoeO+hwxG13+xqoRIWvHDujJpHHWEKIO3hNuYLoBka51d3OUXR87UP0udtT
2/b5V7UPIMA9bLb+fvNfPt6nb7RV5tdznbOle3nvXn+6fg1y7uffbJh9C85//QKvpa9ffef4O8U3
aPSl+OGyuOOCTb7lggv1qkT1X3wzBVW+uPog0ooC47wu8bnSxt2vVWq8VPW3d02iQ0CkzOX95PIv
1GK1lUQmLy8+8fQdPuYV1Wq4GGbh7FMp79zifaYagLtkmlwlW5YZNXW5msPEqEmTuDvGljNhvhJJ
8fqBq60UZE4V/MUUHtAk80lBUWO5lWz18rqU/C9n/+ijkwYVaZHpa+LzvoN5cyG9K/BXrqZ2Dag5
TWqVUDJKvIRQrPAg7gUuunCLEN+jQlzJWeLSX75PYOnxK3Zb44kWFYK6tFBM2Yuk5O57JlbXL99f
/fr25a/+y8Xsb9jVLdAw0b8s4HtOo3BgBoq9jkDuljUPl+yvLdVZOK5Xl6xiyvDCTBh1y6iXq9It
qU0jZ57P9cqkA6XlxB8D/2LqEs9qlL2tmP/Z0TXf8pS+NM22C78J0drlVBk2r5Kvb6zIaWy0/FTx
pZ8sQWxsHob9mQeANLRmyBx85AUEroRUfuLnrMYXTkWTsFtWl7ykHi9ckiQrQVbUgw76dcayrw3b
qHeZwF1Nb1YXakX5tAHD7RIqCyy7ecgSvBFPVOU9Pq3nWswDCsqSy0VWSyVoAcDpN1uY322L0Jz1
6SGb30Bhs2+L34iK/Z2NYJ+SX63lP//zxb/6ryLmRgleyxDTA+nbeb8t4w5Q5p2Da7mPxqxXdYfR
6KPCgvHnKDA63OFyjyTr06BiXaVN69qjuN/T5U2XChhMnKBTnzrJNJdtijhgW9k2uIdospX3DD5V
0xvTaRrKLCrnORwHPOPflL6i1ja1U9J+WwfTY5Z605RbW+qUhMYwbT/OK5ZId32bsreFZ83/uGbT
v/7m1/9p8n/9H3+Q/w95b/osOZLcicUFII931l19Tfdwm9fOSruSkWumpVb/uD7og8wkLiXbIWd2
OCd7prurus535J0AIkLuHhFA4MrEe1WcMUlpw2YWHhKIw8Nv//kLePJ0/V2BkEaGUKtzV/O8VY5v
rRdHR+PWpBhS3ERUOFKYhiba6uneEObl2ntFD2lsGPnqCcPZDn4AhsILe0e5Z9MjeQ0lrHsVidId
6ZsB1zD7nfn+KaVHwflSynuqT4zX0Bupv4jpUvhras0tFQrUloFVEnuUMbFUIYXQgZpInmI1MjB2
bDDmIldWsfS3U6V+hI1CiB9qESIcXDQSE5JVHTJQ3lMZN/rxX1bwUiF6NYs8lHJPBe6Xmsinjti5
N3CiYgVZ5UKEuEMYjAjuOVXDTflW2RPbIr5Qa4X3Kx+RUXNWnmYPVcGi5hftwZIVjryfdQJWd4Kb
rKNqTqZjKaQ3GAOvVNxioDaRS9ciyTX8FlJ69VT4ePRB06GRkMpDhYms0SoR3ZcJyvP0pTRq4LgK
xU/hDGbTX/PkzUQU5gRkJzaBQRTRANOjsHhmKkQqiadxqTL7bZpu+QnDzuLqBBtk/+g5/+u/W/3N
PxqUICj3LE0HRmCTmXd0c177UtLGsSqslrZMtHfqE0gytuPNGkykil2UTdcDBpELGWXQtF2Qwm+C
cKy7Ii3Pp0XnV7xjqgdCrAp87SnpjJPUNmu8eFfh7mNYgxbsOMWZ59ZmEysWJW9bMnGIeMA50hnh
QFTIdK6V4cjgK2ZtLA/b7nQqm64L5z8xw0dnOHs1IE5HZYLFIXXb1ODmIyIMovL/yPB0ZzZQ1otV
T4sXHzcSY8c4bO5osd3XV9BPiqlskqIYfEkSh4v54NCz2lkVm1Re/JU2c9qzUs+/Pjvlj1JJ2Q5W
JDyUNVUH8jRNiBTqBrsPQtl96xWO3ZdH8luIXaI99scBNjb3DX184G96XQLqXr41M0yb8k5ik9/h
MN3txN3vfPK7/2nkbCegL4n7/PCP+/nI8So59qG2HVAY56pN6gJ8B0vE5sjDzem7V4SewsMTXe6X
CLJfkRoGFqIgT32V1yWHxsZ9OxqnzNmmnqCrfF58Hy8Yj8B4h8wVXkXArQxjDMdBdJi6PsjeXTRA
q/j0cqd1ucAJFz0H1g67nb0yo1lDN4+2VZSidHApG5Y+F1um18FmKMaKJHtYdvfcrb1KYf1eYFFT
S0Us+xyz9i4tN4ZuNTLODrGxZmMOPs00Z2uH75yo2G3Zhr5LsR2n+OgdoUfVUf9JIxEfecrmCFPy
LqYlS55djhS0H7sLRPn/u8hP0d4WPkyi9i6xCDaiUMlEjNrcVVX+14+otD7LD3iNL0+0dzsrH3fC
doDX6h6u2f5TJ9FTizGLiZUw/LBywYKwS3lNNj4h0C+ZZVXDBNQDchb54krrtA2eI0wTYt+Y79gP
bLn+6bfvFwR2VGCegOfqKw9qdLOz5JUmzKJlbSRToIeZpfdV+pFtaCQZs99WBnF9fHyL+asgKlas
WEjBmyASbmJV4fCG/K2cFVsK2KgodJh4AECrK+EUvBNZ0AmyCCfKfa7Q76u3LP8N426015113oUH
bsOXtXccmLAIuFA8uhkk722HY1f4UW/YfutQwnhSzPScxkxMfHtjcqqxQte4kDF93SztkGizEYy2
aWlvXwYfxElYGQfn8oXcwZgLWqIiKKW/8wtlX7tACcmJC7+8tVQr/V+99ao8JJfY9ZC1bwVbQYF9
j0iD9UME1WW3FuoFudUVEmXpyOkinKh9iH+CApfSFmcIImdpef2uFprTn/JAtOyNSE6x/Or225pN
rFqCMI+++ChnuHJTO+G7fmM7xC7KYRWNd3Ts6oaF9cp95OB2A6mhXCvgWRn1W7F1qUw9neuApsWa
Je1HP7qdbuPnDufujSd5G5WZu3yifCvdfu1eli/Uv3/xhSm1R8YTL6uehNGqlgQPbj7MqGso0ByR
gorO8trjOpCpvDNFW9bqkcWh450c++Ep20h+NLmfX3DVKLQkyEdmi2EdtFueyYctPTssScvmVYdX
v2aNSFU27Ak0d1EgjmKqLO+bHqI+zJWQdm5Lhnf/fiPkI8bTrb010UvH61tigBL0MGUe/rx10S4C
/toEKTxEbGHFwDI37pQ9COBav+OFYOkv2c8tRZgSBPhFLDHQD1RqyLw3Va4JvGilXJg2eFyxGhb/
fMZ8j9qMLOAHHsUCRClIKz+hhzTglASKJ5KUZxn6WZ6GK5+GpajQSE5pzUGpOgvjWAcEj0mYa1of
RuXEcLUI0w4y22OFsvuJ0BtRekkdZInm/sm7zqZc10evruGJ0SkFK66D6G+dQQL61i6ebawV6MLG
dnzEYbxzxrtHTa2PieDc4RECZzWdqsFu2SFgUBwpyYO9Dys/Rxx09iO2V94zZZN6xXg8VEU6QEoL
ch4CM2dBzGW8QVHY73KEA+WMs6+8anTEH6iiqqmMtd1GIfMXCem0eVJmgdWnleeF0idO5Houazid
cBj9/hACPtUkcZw1j/iq5O1AUeYxAGu9V3dY0zY8ecF8Y5Wbw2LU4Q+HwZ0H5D3VZZ/cj636w3kg
vGrMT1IsI1KsOCUXIpggDygYJ7gQwe1oByQjbPhl4h81DzNKwgF8wuGk6omsf/U5x9vmTDzF3mmw
xfzHyYO/fv5AzdMv9+YWS0iTZxZ5wgSJljsC+nPKzDnjq6fGJ+gnFFGC2x4q/7qvAgIh/GIpG9z+
CWeTJkLa1+Tc/YSVnynXRgBHVTQXqgbJFG1ItADCZisTYB5q1GTnLAf4R6y3Jt0VaCYvef3Awyfh
kfWneB4JcfeTy/Df2Z6tuYPeku7Vz40IJp6fx785w29/y2/OupmIvr1KPfcyAr7z/ND2S720L8Sc
dBQU0ISzYw6LCs6x6i1kDqoH8pjm8Mi2vV8y4r3ORX5A+5KRFK4YsksLSJpjs1SJ7H77Ga0ZsJrz
XP/0hKjOeiCm54Pqysev6pnZtrL4pM/zLo6t4bQeqsvMqSNsrYVy7vs9iQATakXSYSXqeenjHCqC
NBSBR7GAFeygRdKwG/+j9MEMeN2aSsL/4wm/5uwn+dt3YUSbjo4do6y0Dt1mQBPWfXXAXbK0QcHu
uuO70d91+OmBwPBu+EqNVGzc+pv3YYpdhbMcNmpug81imovwmtn3oZ65VkXoTUkYMzzkt4z/LtgX
tukVtR0/aRdruut623YOugijFfU9/kd62Mi7k9PcDFsBtu9mPtoGEcPauBl2Je87GeLf+39tNmHW
+7A7lbayj6au2+qcbiH+7fyJNredvch9q4JiEw91oJ1rF79ODy+mjgigPGawbMJgfghusUoRWgQI
uIo+i+GNayHjcWxTw8kcYFVZ3Cp4UX4TfvJ/Mfa/fTFDLVq4Rhm4UFPi9hf1dFBBTOGBhptmYXrI
QzUqskps2/6qFAZeecwISt3cuPy7Pr/8PkpKFKxtpwSjprEF/xrJAAvXrz7i6tN6hC4/H1d13Qy4
XltvBE2Zty8W4hRm9BO+LkeY0qKDXJIP0Bg/iF1Wy3d7h9iJGhEM0CN8BZXyv+hw9bdNVqn7niyH
GUhByCG2bw034aXfMvb7SQO7T3dmM3UlpOGdMrIQRzokKy3ONBbQrGhmKqTjWoop0Hz1vimUG3ZT
R/0rwsA2w36SPHKHlj5Rk3fVnuDn9799ZbBaNiNu47I6UrJ7ZoxfM19Uu8Skem9f0HTku1Jrjibk
NaPWdYx9k+5gbL/Y3Ox33BXM8lRzhHGnqIymwEzK3VHhZq8UrLeuNaoyCiFEmBVlUtIm8zBTW1ED
cLbK+2k001NQiXalJy/a5ICI7r8IUSlAmhzZST7YIy4BZpcWTXXV76UNPm4s+BXlWghepVIjcoKK
yUYM455Tc6mQ75cEm1xgkgLXVpZNN0E104k/xpKVxZ/9A3sgeepsPJHY3OXpVKUQwo3gxPgF47XS
Xys5ytUJIPs1Fw1isYGb4XKpiV8BU04dPpdzvChdaT9+C039bJOKpsPU1m+v2pAQqhyPjU/dONVl
6PkBdhT/HBuP4HjQd9+DmaKrtjAykkvVliRBkaJmcGLBytMJNs7xP0pzxTh2QhCI8PQAfvPy1QW3
Z/btf75imkVivKmxnNTMyohGbFQPRn/12PTApDeM28fDRShV57bHdVyEU5XmLCpBKHlEq9LrDJQX
3W25MC6E3ZtjkmHFEexYC72JgJWw1kjvKBKsQQ+z67/6QX2TIXTdBlNOEVmYZLypcAF8jpo+6vk9
7ug2NmjcFvuq8THxFH7o0v0s2o+bHWDZUS8jOldyzWRhRryaj/WyhyUrjq8Cpr4PdFhp2hH8uCIy
VqlhDZ/lHz0zSH3C/kSftOcoVLBsLcC3o8syPnrEO+Xhw58y9a3GMOvTkOt8KJYZUcRaSurZLLCt
DLXXemv37Iuz//U//H6XYJs5pO5UsolxOOY8ISfNxDgDX7Nyf6trxCNugO0I6eUZFTG4FpEm5SKd
8BPVOA4mba/ZZJ7s5m+wqRUPavRMMF+miFVcrMYSxJII5702LNY2DBhg2N2SVg/GsN0LphvL7rbM
+G43BktIRSEnZZqaGIdw0BqatG1GrqkoNI0S/7FHngmFK6be9wC0oOeBaely88WafWcz5cvVdOyg
3FkyfKzNLQLuVx28PHSh7TXaWva3KSOFfIs7SIDvhqs1PrAqP0xrTorKWFXqNmMGY2nYtBpP/972
s2ksErSHmH0oq0kVKAu8KuVzmHiin2/y4GN2Kxfnb0QnT/hNqRWGKv8gVNpdzAs2ndjZNeskapki
NtswsbXkIL9Nz1n0+lVlT29HnmT8eRJKCoNzoWge0bKyQEJqdx37CTtT4ZsKh5o5yFgIRRZ1bCOV
QDheOlF4xOE4c2vTqG16sxxW94otVfNCeKK6Zbg+lhUT/6v0IW6BEGI650li4aj/2RfLvxLnnyT2
c/gJVvHKdI8vh0ddwG8ImuF0oricyHe7NAAbJSGcQNChuKky9GnjOzgr85bO5gN5W4+F8EBQKO79
e520ATMpL020NEE5OaBLcIKtdDyT92plwSQXBODIJrnZbG3kOhPHtAKifMuyNJgAVB1YYVlii2tZ
YAF+YCwi0DMGlUkdPJuyfHP9xe92LfeDHRLrtp9qGtstDOvrGtZvwp80YyqHa+fsCO1QHQguiC4r
9qenMYEe54pt4a500j8zwhO2zRBWEixnfqmcc+/Bd/abBDMajIhsrm74Y/+vAro2Vu0SY3/GD8Bp
qpqDltiGnPl29X2uq2CqyiRCplIyVpZoTGvk+ydAre/yqOAFeJT1KR3K2veYPfqfZ6n83c1/+Pvv
eGRTN6doq+oHO9qRD0yr6+8zQxTr6qBFx2fVLDi1B4hNDLkfW+3jaqe4tIWWLGAz0C3lYPVOAwg6
7UtSdFtaNgMtsZMg7FwJdv2yaDfR6dE170KIZtye3MGa+JhAWXUU9bBaLo/c0EDZUEfOLKro7Mk+
NbzyidgWe3QWYGgaj2Z+lCJkPZh001FG8hjpobcYqFl9PYAua7uzshGXsM0HNq4c2WZZeSxMpbO2
EdXv1l0reDylLnlVvutHHfodv/FIHv+wLn44/zP24NPE5d7zs0LAeTRe0M25lyTFCctzP1zbJ9RC
3EIBwaYtoAbtGOUE/kROV2J4G3E1YIiJ9qKVQwdHtbrB/StIFYNZ1LilZesdNV0DiZpJI6OqLDQn
KigN8GF0rtvJE33Nzm7uyxkGioDVuGPsb71TA5sP5h+ikkQtr9hdvVK2PWDdiPY0RMiuiraA6mg/
bbFP3uJslfVihhtVHt8mJA+n0bwMtEF0XjRG7LkVt9Evrei+0XS2h/TgLtJDRzpiGYU880qK6ynQ
mYO3XEVRikIHKDWr0GmX2cDLcls5hvUu96YHDq8QZSGEycD8WrP8PZj14uraFDv2++/SLfFujjml
FjmuYJRZJuzcL25KMDJcyejMCuP0nAZVIG89z3TFughVDSX0xJnp/p9oJW+5vJrt5/tJAFIpgiXN
deD2GEiBkXNDCZbUFMVtiV/AZ01tPqFIiw5nyxqWtgKPZwimtsEWNjR4imHhzvK0gqSCYWAiW1GJ
A0S2KoJnuvSRkQpMnXTHU6lMJ3fJjxK17wVoI4Xia3v17Pm3k69/NYMTdgtrujKGypwEWIEp85Um
JQwhNd8FU9a1HUQ3RK0VYRkKrg2+/cLKWA4WWnkbQrkEz1uxtNv92SovuQiEa2lhrAALLUk1pkaU
pDEVaECDkqesq5bGWm7rx9GBSU1E63gXfNLUE6l5A7fzlG0nqIElbJJk4XDV58dwscd+wOmZS6KZ
bTTbiEabBOuKygU+WZkMLOSi9BqyMOa1YK9lMhc8p+RaoS5uC7Wa/N1rTwn7wwaD6HDuIeCEcqwE
ALFprT2uLxZ5xU8cMxDOJD5vP5LiOCVvD7qo4pn0tlSYkAFtFGaqs2Gnv21adi5Zo91omgLWdGrr
2iGrp+84u9HTRBsM4L9J+Hv27ulXvzj7+5d7B7yWryjAjpRpwqIVvhJo0xcTsiOEm66DFPg9gPMY
MxDyGQMp090Xa9mfsJ8zbzYFbWOquorCki8ChoA5rgc0isOG1H1rWstVtkFp6E25tpu6XUekc3dU
uZMPDmfZfkP8fsbQB3xkpsc9hX9EIuhsXP8qCFWiI3xs+5uxIxSjp7LgVE8p3oVEr6q2q9X62LAa
yk58YsvThButREDZvn4wV/zzb//Tr+aqNBgrUMYxe8tRHiG65CynZwtbgi6xAVmWSQ2CFR8pkfsF
6wQlFrpsMadmLoVCZ3sWZzxlIiHVQhTkIgc58py/Nckr/iidkY+SP1yEpu4z/K0JiQKFQTnv22LD
2w3+BRi9dABHNUKadm40GTonGatkEriYq4Q251TIcnKmUhBblIvtFWFdIaE3Ep1sFG2oYStNnS4U
Ut1KL0pqzq8rVdrgsAxizU3ePTr5Z3G1EAkl1t2qPKRP5pVvmWMiG38Pmpo736CsOHQ4q3wOaOZU
I9PPxHWgJlfzYHcyRbjCralc11UxuMIYACmZdCXF5dZaF5Ton1LZgEkG0tJlTyJYjzGQuO+hq7lV
vdCjMvhFJAvpT5xFsCmizplPWKOnlyFrEjH+JBcedpE9nJxzu0mfvZC0ULxKGU+JrDxIjOMwfMrE
JOU0XeNchlWIhv7Nq4iUUqLLW3lHr9kL0ImxD5OH9cP8pE0LokPTsZpUDl9u04BsqDtGKj/IU6rW
AXCMporPQjK4ZHxPNsnkxISmEpOKPqR3PW5csPUSS20o8YNHjyXF/sRaXL/E5JQXoovCmAROKiyH
2m9gAecJ+/zBZ5/un0uDwI9lzvbf7LjE9P+p5aVOLW3ac2xmqec7m3DsycjzoFo7/CHe8LlfsTlo
aY14OH/oYEBXsFV7TAZ/BgtsxIPvlQ5H07rigJCouo+eqBgFChsPlGvWSG5wjlLgXj1+lsoRTTC6
8MaVUmYvKX2M8EUPOvVSsuqpNhDWGf1VKfdBsk1A/c1hjHNxFikDYo9JNsA4b5BDAi3lXxQXYM9d
/tPOuIMVowt6zVccGEcpbI9OYDH3xHbGbzvKyxmrbJQDn3PWbGRlRwcWmoQt6gyDjIJU3kECjBsj
W6oGrSrcbd/2tcgY9iI6nROM93273S0XORqjinO1N8826QwRRN05K0ymuww3I77x0drh1YN00YVI
03DcWPE0XrHk2OIGUdqTU6W8iiBtaLKyBDVAZWUhl+SjBFbGe0wwl125cyWlFFmfhJIr72kLCAZc
gzkiG5syE+cXKUqbKy0LjaAaX6qv2A/br//LK1P7CGsXdRD9Xb99eZA1WtYuoGyRZBlcsBQOr9xA
g0l+PIp1dMUf7yreor5Bdp4Fs1jnIY2ORwWtlaLXlTFBpeAOMZ/5/6srOZqVLKa1TDw88JaVZaEp
6dC2ALHsKL9eo5BiXO846ysB9/bAIdX3tl3GqOL8MPu5n3WjDphRRoBmN0vFvwhcsRhvLa7L18G5
J/CoqMglbE3riYZUzQQRQBtRk8pwiTJ24OAZ3ickBuIqvE229Uv3460b41Utu6hzi0UrOCca5QLm
sD3q1N4CzRzlG4y3V1qaYAj8qjxZnv47dfHlxfwBSoxHD4zF7hDMIcz4tLFLpkHrVKhSW8ezAnKg
bFAil4QqoBu7vDNvyABK1pi0g9JngaxSqFdPQ5mnjqUrYc5X+UxFqDaQFTyiaJTMOKVINaJEH++j
ncu/LEqqieEEtiO9yaDd0HfoZmzsbDrfMXbKuQOSwtt/c/IV7MtX39o7HJoRFUGji4b23tP2Qf6N
u5163QiBtI7JfZ5sKjQCNtS01ZKfTWlXH8dP4ARPnIMdjeWMBfEdvMMpWk9S1OR295YALKoEnLgj
7AFFLaUPVLxFGD9sPuD2kxFmNY/yNvCOE+/J6pXgZRhPokmt2rvS7bLsCiPXIoLvyhX52HO7KkmY
1nE0rJJzVr7doycAKHmzdRrJXv1agyW+l5yM3mQHqvk317fs7c3PflCZwSV+inujyhS/+HzUgG5K
VXh6Ib1u7E71JPPdGnSotKIUV5d/QSEEol0WtchBGzEY5yAmstJpLd4orlS9KkEwVALay6Imx21T
vomQEDNzGQDKe7dhsU6sd2dUbHdikcNliZ1a63zZD8MeXATZ4N4+J7++K4yqzKkH1DJUOTSAB34i
rq7cSjTVRBRJ3HmTn001YurDrx5g58HlfILdZtYIH2CfEkGtnCwTdRhOadyRPT3nIoTnpp1g5Sm3
uhMDFR76wPsVf+yTYvRDi6z2JPL+n1R6NdmkFzTat8azY0fKU+FLL+e0Ogp73nqzOokVPtsQBhvK
482pMOv3lJ73ioaRYNqzbTVy2NCpB5t0FnhnRdJxtkYWrmxP8Y0Lz1D041N879S1UTgjpLucXHLz
7/QIBciGhhcHbCpzRxfnbFAktZl/BWpR9QO0I4zH7iWfJGzrLC1zX+iw+A2wmA9tJLITHyJx/vs5
ncrfMvY4e/7p189OV3YSJjOLQ0hlIx6T8FFq93idWB0It9zdWy36il4PIFeMV6N535S3I4jENK/A
c77kfn9n4crJbDDYk7VC/BH5eExIzj6h6kAUQCGvOW3e6SB93MpUrt/TinhsmybnCevo8xUXHdyd
+nWBaU9kMFN5wzQVnfWpqjTivLOkUZpQ658m/M/27XISLOpzgYlOqjlC1VzVSkNS9hA9j9cDZSCD
s84xT8Pw9uHLOYmkuitL5CSpvkyaIz88DBHwZ7Lh2FiFDP8o8xDXWcp2mSGHn/fum1BKeBkatVRR
vNOJ3KX+jYZ8o+dPzU4Uq9OfPheuTVQ9ngrPKl7woi9uxTsLxV0laZO0qsGntQdEOGzX7okzzTVk
DuwlSD3b8OA0ScI2lo5HxOl9jLZxBFQzSHz0kw7wuuSQh4yrsBpfWuYKiyYdjiQ6x6EbsOt2WuZs
kKun9RWfqP4s8f1mVHMHbVjDGf3vrKngJQeJtvWZ1vfYiu0o055y60TMQuL6p7y+YTPswlVpA5zn
YQDYqZzbP6I8kh/ZevDi4Cy2zeU98GWMfJQH+gR0OKQc0Q66u/W2R/lxOV3ssaiKlXkiPFsOddXt
LdhHB81GHmBWQxbbJ6mo/JKOdc8lp9Ifc0keZNj0H03El2eXmWCfGEvucv4sWI9LzgpiHM89heRP
OpsiOsv7rKMaVZ7WaswOD00ZcxaWaBbwMc6au+zIuHV45wOHmhMXLfs0BNH07Zqo0+BhzSSRXlCm
nemoTtZ9y8jS0ZX/SN63v2bLM+MTsSfhJxNRWSKyGvDW+/mDuiL8vIqYA0jcwUchNCc6B6RiKY8Z
+595J1LbPPjVeD7TdZQlofBGpSVXsuCk8655eHilj30WiPmZ+5WBzRUtMI2byLAvIgWPpuxaANbW
QRGsMBFUmhoHj3tErwsaxY9AaC70zx7hT9bhOHQV6WCbf/wAzachaFkN/pOwgJ9xXmmMFLmsGew8
NMB43KZwK4OK5QImogpRgDLA/QokVPgCn/fFoNb9LgzjQbBKvgjUGJAD9QWWwRHItfF84334+b9N
2QmlneaI3odq7P9SYJbb37z7tijQv4Fb6UFErNYFaTV250SVsgsm1p4V8NbZ2ZDniJYGExJOmX0Z
xG/VQXEapExBmw8Pf8HKlxk6snYh/+k6nIVF7bNyS2eutYt1ItXtHKh7IOxXwfx/QVnqyP2sX97b
wCn+EG5+T6z/W84W3OOwVeu8rkCYrQ2E7cOTV1Gw46byeNAvX9Kv3mBZqGhBnC0Cjd/QKQR6uLLp
b58nrneq84JXSPVnQfUIznrZlWi1fcH9aU00eR5i25ZXhoPPnNjRdM644TPflMWGjNoysJGy9Ic/
oZJih4JlaU8rzWTSFMRwZW2do9LeVnVFwVizvg+OvuL8BbnJZLBu9h1JWhWBnSTeBQfnet8Mg77z
fQwI5Ieuhtx3sbXqhsb2PW0YepkSrH9+Ln+IK5tN0/bXUSx70+R+151woIi8/K3jKTu7s/RP0nHM
b9APUPrnF53KpTxinqapdVdVRFW2ofYcmN+ErkPXtTPQth64C+uw7bhEyuZ0CgzBq4C976e9CHz7
F6Zwx/PndvuPpxIdjIIT7Bi/tb6eoKy5BHKtKb10qMnQgfy7Te0T8DLN9Zs4qY3R2vLd2UZsXYZc
9tgdV97RW/Ihn22na0sgbF4hOd/G20mfXxvP86+wJgw/36sZnIu/M+tCeNuwEBETbqhqwKyEqxOr
9j0lVzD8chles6Pcl19bW/ULqJLv3tWDdz1+zWuer7hVTEcAmP0adBKJeNPWNxr4OUXzOMxk28AM
Ujh/x317rDx4ZRYBAWwVBG4RwVBXym1RXfEyyIdVX5E5W4T10VGjh6X2du3vyvX/nTaMzU2YfsQu
Jht6e9lEchkZo1kG83kTQofvfIKdWfuQjzUkHGBt3hsECQcOcx0gk2B3rvw2VSigXlVbBmPVIfqe
M/YD5eytjS9Otmx56+ei3/kv5te2+C5xePL+gb/ozOXWH6jyTZEDq19K9ppOt2tf59o/vyaiBTXk
t/BG7PNubn0pRPrW6vcMoaBeYiokdiD+lxfF98r846v327kBwWWdvJwtEEMExJUucTmQgDCrCf63
Oil8jxrKka42kWQGyTvU0vQiWyEOD6sQZvEXmofu3ZWuZbgGJpeHXY8ztetkfdgh5D0m4NLCKk5p
ZVXiUrTIPHDQJTmbAJfKan+oUVFUDVumUHWUSD+Z/To1HotZ5AVmQOVV+XnZyEfJm62HNHMoDVic
RBwRAcpQuSgRz2HaMJqxEykNYPvcmj1q82t2+/7zX7F9jsJ0RVSovSWTwsyu6LhgRt7OwelxE5IR
ZMUkKf6uvRq8yy3RpoiNN7fAE5j1Cs7WHhfphourAvG/K22JemQLqp5PEjPJ/PS1LTWpsJOKfVjK
FXaB9EppSA3SBFx3HntuWdPdxGe+Cd4M0zgvuJj4RNvlns1E2R8a2FYFmKlwzhQTHK90uLR3BRfP
wXpJjOdW+uycUw6tvt1t+DPQMSfqodl88ZvrL7855MXQ4xJYin7OIu+U2DIyiF2xsnVnQNb0+two
e4wUQmL9pxfNhd3f4eWt91FXbjhlHKtIJyYKxdGpTFiZsCv0wMIpZs8elU8/XcqNdn1xhIGTHelB
RdUu5y6Wox2X01CMndW4Po93ca6Xd9rmEbGd3MXW29tcpyCQTq1czgIl+euDQKmtAcTu4rq2HTc6
T4PYKtzR+JYlAQnKHVeU6ZK9mbuSwKhrkRum8fFAYsl3QAOQxxJz0KDCGLFsny01sLyjXs4Pk+Kc
e8NyItiZVPXLyyahiMgz8jFZgZ+h7ajLKG72mNi+FfWUdezZEcfeqBqjEp1xoh9175IZSEPq8/gH
bsTP5ySJpTpVWwW0I0ONQkKhZ8T2pPSGObn/vDuMq5M8nSJ5nWHWAg5okqbl5Vfffv2zGjYztDwJ
jXQPMgcb7QoPIPSCJL8d3uooDGP2lvVBx9j+dzWyvG0nBEsgkLZBijJiVzwknO7nVnxM6IzjdB8I
H0PpD8reYn41zEQ7VbTNpT02FR589NJGaD/kG80a8SGvS09NEzGxUVEkx7H1uuwYNSs5Z4dm0zMx
1TnM9cnzIXARh++9+yhgnV0ABylOHqjrkWygGCNBrB4pOO9WdmjHaUTjRCiIDx4jgHgtty/CJI8w
zCrdTfm4Qr3llrzY8KRZIkEPsVY8Pym+2p9mKZ8zTERHjNbgsEbliAyTTBBHkhpFqeo5x/HwuGWD
eFd7b/kHVTRhusmLQtxhrJbB+2KfXTu/edMt6Nq5uMN2236QQhmy4NANjcUcvAE6RU09t0HuOwcQ
/wEhz/ckdBrddqjNFY/YTp50El+qP2NhF5sROLfQltl+UlDRgijLk6RbYcxqf0P0D1s5Fo0xPAqg
i+YyH/AdkCM1kaTugsJtPRJj6tQv2eaTZXSYi7AomKWQhPFUQ6KXov2VqgrKCycYGNX+0d5aLjn7
+qr8e3OBLsHKSyjbxCI/+OwOakR2gFvUaGGUztcsExGDKTimsTFumyr/4UNfsC9uWf7NI9B6E49C
VvYbdLjc+8zFeovm2YpzwBk2WWE7VFDCGHfyzJIVzFbbvfn+Fcj1v3sm+D99+5/+yw9FyVRRwpbx
vFQ2cYV9mBVsnFOMYzmfZlurMGs+KAawVUYTMvnECXpLaK47ZQVGArSDSjWoXXHKayKuYwtPMgth
FhsSkD4UUVb+xa1XzSkDlmupc0RWx9xPVlIVNa9tNMGlMVQlkgP5zODgZZ4OS5kmIWyqmX6IwPmv
YQf0rjxf2rpbE8fpUnGXW8OiY6jWFX+GUU0Z5SDjllPnEXFtEBxFC9GEVdLGxZ3lW+ez2V+9K999
dsKeka6HDDlJbB1r5pTppZzHx0QhYtEEQoeVCJ4f9AqmpsFktbNpsdiNp+gLR34prJRzXxrm3gjb
aAlECmcueMhdgEV4lzSJSthQYxC1Y3eViIvSJduiseaqQtMgXIQPS4ulVfIBU6n370wzJfpUNYpJ
4Ypa50kNrau8lksqTYFORrD0zfSSZalP+FSJNb4Se5kCtWLnk9vzXF98Nf/qlvkcKCz1DYc57GgW
76uI8Rm7FY+hfeoYqIqQMEoYN8wcEXGC9SB0m+Y34aruDnI76q18ytO94YODs8MabH9ncRXM0oD/
SX0dyfFKfqr9KzjYfGPLb/9Z/+L5v9Ozk9Rl32ai+1JBcDzGxWN519cj2sVWSd/4JaZK6qTwR6aU
crMTcU4PjTRFL3zRWv0WMNizGL3lTslAd/9gPFz0tw8uTK02Wt1oN7cx60r5cobCajOzW/b59kaj
/LQOwcYgdxa+Eahoel9MEZVhlZjh6CKzxkd26NQW79gKgfw9MrUfnBPpVGfocc18UbyqibZ7HGyl
SnLW+RpO4CwaYBP+kDfIISEHBVYGKOzq4W3jqp64qtawUccaWzSfE24WNtZ9yI0rmzqMZzqSjHSP
tPKrBX/JvoQfT8jSdzXwUSCeYgYOppNv7qeO+GYSiA1oyzxYADnhS8yky6ks5MJJJh9sSDltn3EW
fAK8XoTFkJxXmZpZXE8thOLIM63wgq2RTyCLBXdZAyvFVrsHzMjM5b+UpbVtzG3hozBKC1WK0mK5
izGo0JrEMKmmHKS1sYWVJ5x9t5UbC+8WPmVlV0qFwYzE8NxYo57CMr5+8S+Lnf3VK1AG4bcMNF4E
S5bC5HwHAwEdGN+CBcIGZa8V81sE6wjudK3RqeEhsGiTdTqDpSDMchs1MnLpDSRQeJ0Ul7H8NHnD
1M76Bhq1CoBajHaaO0HB80JTSQ8vjavkD6qfoer8mviswDDYxMtO7euvBZsoRIgHXg3mGvx+Plm6
MnDuqvsRoICiDF6VKL2K0mqGAs+QIrhIg0qMknVrrSldYNbBzfCKJYDVWGY0QjvLHid/ePz4p+e7
NzzZYnbI9S1l0xgvt4oVHaY5296mC1hbY5r93gXXLilS12gJhr1q5JZOQo0vorBlK2IcmHYhN692
ZA/YCnpLmJSYWW6XvvA7gSXYWC5M5V03zY4T1h8a1FBmc1WbdaGu2VQVYZhaolUCNCvZ1ojtlmOY
hy/LCXWWt5FGsgfSxGKw/6pTgjLhE0myz+jIhnN54pgdk7FPb9g22zs4mmujdCoEt6nASBKGq7bb
k1ykf1Bf/5zfBUiyKz07fdNNnzdouMBlhFPGc0qr+OHbj81DEEThJOnqF3pM/CJBVV93R5CJXPAS
GKMsvZjHkB3hGslpeYrcF7iifZy9/Mnjn81+9sJz93Jre11N1twby/cu9at++vz4Vv/xPKOtSYgD
c4qcRH3eGqvtInEYhSkLtYnaurJXydvRDeuL2QkuatFaBuMV8Y2Hg+BFsJxRmLiYNGFHANdAiV/I
fQVFqhtpIJErNXfgkXfYyOFr0vqky9K022D2B13UMX0ghI9M91G13ze86hz0JhD0s6k55LekSIDl
H9zTqD2hDhII5gtwrDiVFWdTwkjQMOymMkj5seAjHyY77dzNaMeSVM56/IHRv+1u9oCEMajaOXYz
OTchnaBKjZcp8Rdg+D7zMknm9mJiZ8yNXE0xUGOf6vRv0+c/DSPlUcC/ztngtZbagDUXzShCyA8X
szSEL82hCCmQ1kaYuhu3aHJ+Hbv8rA76sGz1F2g91kRRBBP03LpRE3pxGN9ZW4gPYinsWOCyR1BR
EqbMJrldmcgLHbu0YmfnIY7d+JvQ8QVV2/kV/ZGmvXeYT5pH1ktlBXBW1PEu7xQQjTPZnrlmWkQj
7oF2D7g6GXKHCiQu7V8iUgN5Wp0v5nND/HNFs05BuGiM94xabprJ//KEVF17pvmhbdFRiN4Oc017
N0l4T0Fr2MHy0qMfMliFxY6CHvzKVIAiPthRxke15YXxOlZnBKAhzRNClePWAZMQfu4E90SAqYIl
1PJs+njy6eP1cwXsRT1AjLbVKfbDoce9QrxDnN2n+EuW7KUHlDV1YNvWNkiEy9/o+AUyiQdvls/Y
dTnJ6gdVJSqJnjhgAzRL8uNanayXvOg4natmJNgR2FEQmUNggIpjz3RcPekKMWcEb8m6h30rrYdd
phJ7GdaBcqgwD5env9wkBN6YRvO0LhqhbaVelK4MwdT9j8CwtDZ2+5FhlZTUJN3Uzn0Pttfw1lEd
BxdnhHfcOPZ9FKpZhaNg2uFcMahoqyZAm3WCDI1CIee55x3ShJMr6pCtjTzCFVdklIha9DLPc4cq
Tu0/G05wakzjupHsuNqtfvwzO5uxiSNanvQwgq2jw5vFR+cKwmYtUWDdkcFYhQq8mk+bTqWe/uYi
uF9tHpK4A1pn8BgQgDgcKXNtJ+XqRCTlMkVNNxFamE1Lxl1jZ1cwC9csdZlE2FPGOSdnugoiSbcP
C1An98zeKE8vejmxnyFTkZPNXrMfcI++PvvK/vKb5z99NWUl2NdpkjtYRZsqs98yu+eZK6ewYCYD
PZeIfaK9VZxzyTeok3Pqk0BWbILcxz4Ql2itk6gqPV1aWbgWuDZ0mLHobZpu4UETciJwvivqEF8F
bI9flDR7XA27MAVCpMMAikqD0YHYrMRGd5bSrGjdN9s0eOMRfRrhVW1qrgx/f/HZkjuHKBI2OpYi
ubSNNARDMQNj67O0q/0U6PTfSnFDQJQ/1NiqoWZ9QyjxwORzp2/x8g/ydy8/fcJ/zMuMEi0nVcYp
r/oNo1sMAzt2uNG0CWvoMgubnW9I4ljPdJ2iO0UbVj/MzJbMpxBLtNRaBHdTKu4ygGGJSjXBsZSO
6iNh3vEv77wcsQHBQlsXzSGlnYdzKtmDc+AoLlxn05nqZFYJdzs/m/kj5CqlWjzbH5k5BlMeCjBW
vM4GX64QrdQAvU4ZBy19mmczlvzN069u427G3perK+VW9CuZHiTF9FltxdG2sp45yqgPxCG0eCui
/D/deFnSMNa47MtpcL88IfMZ9hxUga2oUsp65qZ7w0+sYXBEVZe0U7fOCWd0BMBpSEamb5CiwE42
P82f/Oz5/yRnf70V56QLXpJHT2IxpfYqwg1WXcMjLqM5yqGIyIp12/fkLsNpFSLlmj2AgUzXmcNJ
jAHLqINsrOtr7XN94rQU004hEcz+6zhPOJ054Ibbqk+Jbm1NcuvXPWqIsHuv4Yci40Er/0P2N8DS
/vabgriZV6+Yh39qCKTCulYlmrmWFhgxz+H/hWRwHpyoGHUt7TpqheIWTHCWh+RUl4cCcrG0UwOW
RVL7F9qWJikwiayCcDZCkGupH8J1LDyJ/iwifGtZ74nIzMSFtE3k6dsar8eaYCvVTb0DN+ZiwAtn
sFeoDo2lTBSs4BssG3DLK94Y/mL219PJZOsUodJ1PicNLsjcTMwQ6lhV6hwb3TqToqp4UrDRigoj
2FIu71mRlNh90dJztwTJaZZki0uehxJFVMhLsOFkHmobKJeC0H9bnVJBqd36Fcv90NdV33dRkGgD
gXvL9Pb0kiLlhBCg4exsWzqkEciqk+XU8ksgqg1fG/ZDjpUo2zmWh4BuwAtkRMg79tpqeckX/L9y
zO616+myWMIsyzl7BTxBAXknP9e3i03x01c2xtvJvZ3o6Cph/x/9pBF06S5zZg6e1wn7IOVWU/h1
aupG8XE+T1VrtmGsY3YdtdQqFn57r6EZR09T+v12UgNono4exmF30ZMR3snDgtxEmAMOjln7ir/y
oEOgTi6wn9bLlUQcofLGbiJXZ2tI6k/txP8onxpNoqoYj5RXv2LirlGPxmLxvjAP7w38jDiGhwMo
YzxC80DYlnnz3nodkFfOHtk04BW/E2kPfB703yRGHGTRVfBtM2zDm9ZF8xMDKcSIW0fgTWp+bvn/
26i9qmUUEQgY8YfNqHBdUD51k93x8XTWs5U22lU7FAHtDROPWPl308DHdDiztuWOOhh2TUOBVNl7
3E0PObFj/HnoUzZjkPIYD+jYgS5bVKesbTXlYbnKSEvpt44/Khc9wN8+7mcRVaBfncT0VCWqHFnN
XjZeRCiXwYjVDfKT8aWqedAxbeBj5GfbSGSzulE8Ju/p0MihIoBd87XpXbn0HZWQ1j0iaAbL4UOw
6TDqDs2YGP1DiHpGOuifrOryWafkH9r2zcBOSdI/44Zt0fLZ++VCymOLP8QTKhz500hIsUDnhPwT
QJnFKP7j8B+SpiS1ET1LFiFvfkju573ovIxUEdYs1Gyk5pmx8bbzSMPhEWxpo0tiDNd498klx6d8
aBXPOjp2cBcURef3FQOq7Cxdn99NNZ5N/2zkMRIt+oZruxM33YyZns9t895Kjr+rxpEFulUjFsr2
yKva/9P6277D1kS/mLI9ntM+wXg/fY83jSMxcjOaE+zrxS5u2Qf3evwASaQHpYbU3v9mtpF94eyI
6QiWMo2+8Nb5+tgfM7wM8l5rZiNVpFlcaw4rBjxgsMdDivf9vHmo2ivP+8c8H5DLZWcy/L4k8ygY
yIgzn9XDeMRuzPBkzbjFHDDaDll2Q8zN/S/O2ZJ9K1alTsma0zLX3zj0Ji5voxHKSC9MyS/kn9P0
Fdg+8M+hlW/cyTv2cvj9AX9RdXBcXKiMFsr5hZyfp5FMdMTy9XO0h7dqoLSH38tBwFsKkzi+aP0k
dyw7t+/9chXr85ElpQOdxxMfAwUfRx3sAZpXY5Xsqhlh1mydpXyZCHUPYj79s6j+FI/Ktk2epiul
yS4GPpX/swwQ0HyMdnBwxVpFwHlT7sgo6BImbg/QWOFbhLMKg9DZ1yUVmuwiNXikXD7vg4isyLDW
4vh95t76LIM6lzTlrz6SOm66WrP7LiN+agM+JAstFIc+wM9biLUbVudIlXcyDo94TXymkorQ6vYj
NAfnUJpgWkgF1ej/Erd4fitrNePsvppDWdST8C03U/ZhH36PFTxMotVGry+w7Y5L7Juz1f0euFux
XCBo2Nsp8wB9BAf5qdxEnYaYVfG53DVIctKVKv7UcJZLpHQn8d6NVEFlnzKQ0XnRhLu79wxqd78p
ryOoRH2CI8tTYjT7QcnX1tUHuvPd0mgJSU6zYz7YujhUMH1aa1BFVsQibhlpBVu2fitrBuKXOx1B
Xnn7u08q1HmdT5TfaRXtaOV61Odh4L1LbOHNHAPHfhYsPw1M+bWh3rbVsh1sCm6DoaKtzrZoSpbK
sYjVTobcmefKZ4LwPsXVHODiH6F6tuL/BRW3VQRYMbpU1rKbj/Ht8mhvTkPWJYjtVl9aApTbOwSA
4vjzbI/ct4NWtMtXrfKqTutBcysqM/BJoNtkhMpf8XOgfxvdzyP+zO9n9ur8uHvvwwzyy4hpXs9x
YR4T9Tw5KJcnAYJgxnZrSotPfJdGZueEu0JCsXhS78f1vujCI0TrGloEux7xYQcJAzwJ2ziRlMzj
El7WYj2WB/AYofZthcq+ofw5G8R9NsL54FQc4uyLBS3RnEU5j5wA74K+m5kxCkqUysRbUkWGcH/I
edR6nDC37BmGVJ09uSu35xEfc/zqMuxjt0nKGA/nbuUHCXxsRxnA1nVTA5LtdFZ09MCFA/88YO01
piGO+mDsEcIumG/atbf4RdKIP2OLIsARgcj/xcS3RkIUDaZn4anTwCQqPr37kpkMyW+3YT+cb7Cd
057xeZE+XuB1A/9ir67Nuy92ZJGXOyxTW1Vq5Eaw6wsR+CqYACZUiPDXyMNcL0RBm3JzyKqIrKis
7lMHV38w/kjSBmWoiiSeoWKzAIfwvwt4GNe+oUPRop0kYghbl81Na6cfUa3uXzKzYMlksQuqh6+a
37ElARYzkcfbotOoHzNWVu+ISqzLoErYjZvCI/umrVIV2oUXZaljeHP7nEnN8wx/bKeL2GB5bWrl
D/lSACYFee3k8jV5ptbUDrIlJquMSNAzXQ4fyGWUvw62ju4F/RP1zAlDef2QUgWfUGIZ7/Hutoxa
3Timk/AlD/w7JFi6ZEVuZa1A9fgc3hF9Ar+6OUV2TV1fcVWBzn9BOUJw/d2a/ZVgP7zCB+XiVzPa
WU7s/a+iqPSU5UDPQLdAn9/lu+kP2uwXyynT1+XZ+jdA50DPQLdwvfyb+eT5A2PW9t9enj55REwP
DwfcD9d9/ObkPJmz18G/vaDmCBaL2A3ZgC7jDukWmyZ8ccJ+PEXxDRIkecjq9moFXPf5+oTFeRsc
+ggu/MB/Ie/l5rUzsCfsSrB0y9SZtzQ426kgHlXoFObW/THT7wzKhGWBOezJG10u31+jdZ3nf3h5
PWNmyvZfJOI/8P/9KUtm5eYnXCcX5mwbcesdS1MhqKL9cpbOxYb9hv5YfgKjQsKbEXJQKSbfcP4W
pvb00+1e2WdPtHiSJk8es8J8nd5aVy8ryvlJkRQLttzYs1N2cjq/2lScchfO5mN/PFXZ8Yeb2vW6
CjpJ7vTPJ6GEE+0mF6+P8bLKfpdoRcFkZ+2cXuruIjnuTllHAZXHlc+unRXk+FuHPuUg9IFuK7zG
G5pyYDP+YAQfkfkMBbEm28sCnQM90/3GsP8TODLwYZgA0LMhCBc8nO9LadbAt5E/g0C9LoGegW7h
OkunW9jNxwvg28Cfgf6BzoGe4X64noTAILU3dVjegWbTs4ZAT5lvysHhQBvi5wXwZ6B/pHOEDTmD
68yk74KswSNMWIVLv8vvG86dhJVRfNlSN5KfsIVBOG88XxufG1ye0RgThVzrm2uEdJNUE7RcsQ21
Z7MCmQv78Y5l+WSCkZP8wk5ZmZ1rw42Udnp5MwcL8fxLk1p9/kb7Figo3ZwHTJ64hPFVbem6rGmV
sekFJiufKzX9hTWw+NcnanKa3DC92c0e2Gn6MF9GfSIabpzDpkPcuS+VtXvVVPYyqxMmRqEuy14F
IgrKBbuC9NKyISP7w3vN6D1nUaWvl0rAx16TovzO3/myElidM2NnUetl4G8yuI9g30Eu7ygbG/jY
Ncl72HfY3ykrY7QfM2VVEj3srw1FI8D3gL/hYmLnWg77LnxKM2zKb4BfURILXNnDPrZ1tGp5jO+w
4IqGgL8BHyPL+BT2/Q0tmWujnFJGdu59w+9i9uVQ8tYhkFFFNFDtJ8SW0MSqdCiyAijesJ1F8KqH
WNxZPNpduQlKmItrY6x837el3ArEwKFnitDsioBpCDkGtZvTE/i9SmZynr82ZNPL65/7XU0JzVO5
FgA0+/MS7sfrjzbvVX56cTKd5pv0EkvjT15vIhWtiCxoQ7zJU0Jg66Xw3Gwy6Ilb9Oi5VXVK1ef4
1NvLtkrKCT1wOG9HIm47RBsSTDzqM/l5rHusP1XPgL3sOpaQqUjW/Q128IrakGmfF7QE/dPpmSCv
U0LZ3wnXpsXrU04bAXmtQl63JSBFr+1tOchfIEu4G/gV8CXUP0mfBHkNchnkL/A34GPAr9wBw2Sz
5XuQ1yCXEcoyy4GP7QKD+QSp2YKcJZ5lgC/5dI7nKK9BLoP8lbR5wK9ALwX9U2JJ1wzkNchlSijK
gI8tgroFU95Qra9rYAQqA0wT6BnoFq7/Hh5/6l0D/KEoI88JXLd1i0DE2QG6BfqEQ2i+xxs36Elk
+1WJdH6JdIvXqSzyN18Y9sRotSE9vqlyui6DVlxhnuwe6BMbf6f2Dz/WoKaAVFWfWKBz+BXQLVzP
BHu42q7/Fq33TzZvgf5hnYCe4X64nuj99uszpm/+uze/rvyO+0CAhSdQfjBAs6upT9c8HOzlPPJa
70XDRWP5sA9z7/2c3FrnF6rs6zyOe0TeniqeavpVETyg5M9E4AbE1iT7GuzlhOwjS7u8oqVdEjd3
crYcGOAF4lUVO9JLQf98jOC87w1ubAl205J0PdAzQZ+EJ4JcBvmLcnYRpL7IQc8EfZLMHg3yF+ws
uAgnGfRS0D9BzwQ5DvIa5HKGQWALdhDomaBPgt6Icnl64cA33AED/RNxdU9IM1cC5C/YWWBPgd0E
einon6Bnohw/VyCXc5rsiRPqZw7W1G3fasivDAcW+Lmr9gH6BzrfIy2v4PqUbYA/SzKzgZ6RbifO
6cCnYAU72F9XqvjE+Jok1PYWwM+Rb0sL9I90bgXebxe3FsxbNDqB3wI9A90Cfb6Yw1mYXf/FV57C
lNw6gtM3cB2hmeBQX/8c+DbwZ6B/oHOgZ7gfrn92+89VrgjoZ0tVE3Y2bHyN9jjdMcVh0CcyD4do
E5zxuN4n93XwFoF64b+3yrc4RKv9nvUpdGbpCCccj5tx+QIJqPHNYtvzMlqM8kC0Ig1BYDhEG7kO
6S1CNUZoeyLWvGWG1JvreBec9tVDlJaWustdHHKzHAxWBIXTTDxTU0D9U8bPD0jsQ3QwI/Y/w1PB
b05KjX4FnOxn/ck77lFvqo5ZKOjPgweNY23xTaRjOxXrxg+rXFYILKqhHdixccJW0lx5vzVUIfYk
xpyY2fEH7sOITsNc5p6czMOokXQMhTU/fIhkDbCiRVatkYhyOVHdde5UySIojEG/TbVkRdUBuJqx
z4oxDrq318Bofb5jtab4Oosl76rSHRecqlotE5f4rM/KQ2ZWWqd+lhm5C7QHMS4bJ++LWru0Uhxk
XwX9Fx2lswybe7wm1jphr/jMEstHjdg9w5CpI1t5KiemXglpiuhQx9H2Z0eMx2UYuw9bPKtofghv
dmw8vF2lIULyEK/plgezZvDTx8/T1jsmQUid+z8f2sotOtq0e4oKWDY+3sjiVvTRiVONVeCmG2Di
3eAARzRLW61Bji5+hMGlIvQ3BzmACURSpnUID50rb8Jw4OqN9InoOerYh6a8DhHiGyYKovPHVK18
xtbatlmZHeLTY+WyM2LKDF4xc0JHEBzsAe4pziemMs3zKTna9RLdNWJRRHzsYXMf4/IE23CYHA0G
2Xj7KjQD24j08MhCPFQDGuRy3MPaxvvIeC/HGjxIc+eWdF4Ccm088PbrVAdDchX6Gmf+jddJeMM8
WMg1Yc9ZmWArvS18+QJ/cQE6yTwvxRauM4WexRIYxyVo6PkU1P5kvr1dmOC6IQAjJKFLj8tmSuwS
sQel5nu2TtJbJpIUOcdcib3xvi/Yt1tq8Q3/dhb4ToZelBbMLwKwnfhFyHchvg3/Kx/7Jt1LnPh6
E3QauPhL4SmBQpObEHKtj2NSHbcklB2dMv0lLhP/7zHBTF/uTCWjHMhRwdYZt1q8Ut83dkVVsTcw
s3cTdFTOZ8xeMbOzdsqWzi9/ifpnGehwj1SJ4fJzSqP5Nq9T4s3GQ46XBBuyLmup5Ic9CdztNmoU
6uSy42/qUHtYlvA4P6WJPSJJz+Qkr51czhwfO1RBk7JN1faAR5iAwJdI/1RckrwmuUz8zWXm2iHt
XxPdumbrFPPwbjOwjIDO3xPdwvXtlKXU3xA7XUYTQZ28GSdFer5x5cCb9JffwHMx3Wj5kpX/gHQO
9JzmcD3/8ZSdzVbJi/yzs6tMRck0wARnXsqegIWN9AzLD/S5wMjYM8seu1DUj9kc6BzoGegWrp89
WLHsNudfwXF5IDcsoFnA/XA9nEKYwDtnIj4liXd+7Zw5ONMZ278rSRPjLJky+wTdw4hmAFbwiakS
R5PAP1TQ0+CAcdIehNzwlxu2vJkkbP+iyF/8rpzb4vGefaYmkzSfwjouln8pXp4kv7lYNCVxwWzB
n4ABfQM624r9aoJbvOXsWt6eFuiXeqMQfP169fS14fL2YZax+eTx21NzNf/sGcu302xxzk/QcpYT
mCTfrZkqTi/nbPlSrdZpxMe8iRO2b3lICbwNVGfmHjPNV948iCO7ssmOk8HED7KzSq+X8rqshftC
20ZrcVHL2S6bzoN+Hyf7C29r4Gf1gPiwiBoMzXwYbhVnj5sGLOeUY4eWa0K9Xhk/Zbh/+hlLgT8D
H74kega6dU+dTa+UmQLfBv5sic6BnoFu4TrC/KUp8HPg2xRt+wegc9Qh4f403aAi8Qz48ATdSDnS
LdAz+wbZtPqzRl1CPo36Si4UomGjUAD6Rzo37+j+BQXtfYYPxh0y39Zgg6ZZWUQJrzWuJTJaELBX
hIC0UyzfYFtKk7JXxNJdI3UG/AkU6H3hUUONsMLqInH+/tSv325BDkg8QwS9ukUEmzTfovNkq+2S
TYt3HB47lxRmR/tR7xXbn6kUWHNuboLTHSa+wv4zZ+vki4d6UvLT5ax8KdgiY8VX/HShXiTZf1sn
zya71f8w/f4msi8W0favD2bg7XsUvLa9XNkXeqx2bXvVmpnTjWdoX6AdYb0+BvqVaLeOi43ICubQ
8EaXeMyOcFIW+Ni70tM9Mh/cx3oQ84atUFyEmPJT5svMzjxoww7ksm/SDUQa+hjB/krnnHDY9jD6
x/ugjuH+VoPGdfqM+l9lLnYhSS6XIGeBjwG/Ir4Ew8lhH3kYF6Kr4+OVdC3i2GJWISuyLfA34GMk
ueaw768Ze0v0AXN/cYIKyd6BNLPN2ygHhtC5cHEEhg9MHna2oNYMCTG9Hcak3uyDElBKtjrHWZye
g0ResdzGyGL2zykBAAWfLOtmX2RPViEMWoRn7Hv0B2e379lEm385szecwWbvn8nXzk+cInCcsQ9h
TbNLYBCMfWnfwv0pRWDX6W7zeap1+bl6Zs43f/Xw1SaylxcR+CbYC6ugc4Md7Y7fjStNLPVFhx5r
Xjep7eU2qQZ7HO3oL4aU63Y3h8JpbK6JnH+MU0jMzUnpZAzY0SjJT7zdAXaErsEA28+/CC/A9I9p
3VoT+BLon07PBHltKU8P+Bv6ZZSpOh+WzIHjVq3DDOiZ3l0hNyB/3Wgtac6gfxrSckBeo1wWBfE3
jvwqC67V5Q0qHa5sfQf7sL3CH+05HsnrDFmZoXO6Ar60w7zQEvRJkNcgl0H+An8DPgb8CvRSd25A
joO8BrkMfA/5W/bfdkS3BZ3lLHQCga3/lM2BzoGeYdRwXf8Ze5og37yasfMviosgZuH+pxTpdxTx
77GzDe0TRwBEvsdDOkPYxFRne6BzpOeEru8KVvICmbHReTNkVnLfxQRVvd177CNvgD7PQAI8Sfbq
yQXmiuT5ZQZ0DvQMdAvXC84frN5unp+X2U3x7lukf5kBPcP9cJ2t92eTJ+rdq5M3v2w0UbwMaa1k
/151fEl54GCV//OUrZxfyNnXYC+raZ1v2Equ3Q83zyX/J3f+Iu8XslU+7a0rD3rNlr4dHnUzQvu3
FbURdXM38n++wfAVe4UGgjRkXwuwl12cwuWqgT5Z9QkHObsMrwX989V58IIyZ2CuwZ4iqNg96J+J
l+MW5DLYTWAfwRXQM0GfBL0RqE+jN3VZYi4Yup9A/wQ9E/RJ7H8GcnlagJ2F9pTcgV4K+ifoYCDH
QV6DXH6IBw5eX4KeCfok6I0gl0H+gpwNZoLA9rX5FvRJkNcgl0H+gp0F9hR1474G/RP0TJDjIK9B
LjsP9nlIq3tIqTJLNCE3xLeZk2JXM58ORxPfAz8Hvg38Gegf6Bzo+QQDMvvPwWQ8Jz4skJ6RbkGM
Lpk4F1wZ5NuSmqCjfornHq7jcq++A37u+DbQP9K52cH9cN2Y74A/Ax8Gfgv0DHQL9PnJSbq8FMVD
MDH2SP7nG6BzoGegW7iO+L9vvgN+Dnwb+DPQP9A50DPcD9fl4v/40Frjrut+XIhk/Od+9Tf7AQ8R
JiWcf+QpmxEZt3eKJk3vtSsHpjW9CwbgmM+Bx92vDEncK9xW9gzM6w4bTJjqhag51qbuYwzjfpr3
KGIbdknCyTcZagKlSGt/vegM0N6Lsg/UM/OP9MCjobGe7Qapv2Ghf0E3VexP/knvRw3DZDlxXuqp
fzqoO9p8yJS1OLTw9z8edhyH7Phc+tgXRxAC+aTWIK38kNNrD3FDbkdz9/gmc49UhAOjf0g+e57q
cJ/vGua7X949h2C4Jxfn9+K9fFCMmxGHOaJVIVqhL9mmIl1GzxWj1YkY5qv1s0bfyLvz+eQuzHza
aKhT34xO9Imf7GqgETM/zAB5z7rbY7xA3OXYVNHs5F4SqzbkPR+0Z2F/s86+cV/UYA/Or6022HGs
L7v7mMVdD0S/dw5DJVPnj0taU1aNgJ+6g3A+1I7Lfphc/oCPDvMwj1eWatYSHvUyrHDoK7d3Xg5r
zM3p2nEGxt2UCnMfzUy0xKczw+VZkrvDImRhKlYheNx2p3/8QwgBVaDMHhqb5WPnLY0+1Be5+Qp+
aOWoPgNLcYtwuFTveQkcycg6MjIo9GPQGjtiQvxDjskdb+a+SZ1AlHhkoPw8VqobLYzsfc/bICdT
fwpA2pC4zqgATmArFtS0DVZMu/q9OviFS6F92+RigHfGyJH26MpwJDDTNNzvp0ndiXxkzLl5uCaY
m3lbq99HpyjGmks6U+piaOuOUlF2dPEhkgot6BvT5ncxRm1zGPDbxUnjPMKV97IxEZeW6Koqqk4s
NjSTv1tulx049mP2WN7tdNuBjd9gvo3r/Fu6p7vuR903qvZu2k1bJvkXdc2lLp4ev4u3QHfIZtyU
bUdx9TGvlYxS8qh7xF71QIy2UtCqzsfG9uyI/XBZHEsz8zEeEy3g5hbLP8upF1Rc2RJ90KLROzXQ
VdU+CEN9XVwUzAAQdiSzkaOJ0t5LLYvzKlswl54/V4Jcb23VK63/aFGooFD9wmczmqV8oJgSdz3N
eSD4S1ruspZaNlOl6TkL/Rmp8cnVPmHp+DZzTNLKrbzn3O6inHQXVr+eU234jc9t5ntRzlEuySzc
PO8/S1SfZ5tWP1BAZoXsGVbSGKwLe4/0aplWNHecmOYd5ukzuedmdolRF57k4XxtTEnfZ5PaI1i/
x7sNuEfFsCJOUuOcZcH1wXvJ3k9C6FbvGn60lUe8tvyDGmjUwmI/2u8x8ol5Z527X+wITnQ2bE6Y
4WWVAxY6THM9/yArvkW/epx7y7LD2CkDitmdFM+BzugWo7eVzrk5yjfkCO4gR3CXvGde5u4LfLdP
EQhDqsHnLbv8Z8Q7xchxzdif6lMhAQneVLXvzR7uoDf/EWzFtlMCD6yI9UQ54H24g0psR2hJ4v6q
KB/5M36AJ1T5VR9rB3t4/wfpxnbISrkn9WGSWEONZgNVeeLjU9qf6vMlo2xiYePCpLCaurPIdsS0
DnT/Nh35OWbn7N3/1Ado7WvuRNUcVEcn1mmUZYDBgH9ej+PDJsKENwOWr3v+q+bqlMPUmA6rRnLY
qVI9edVUM1JmFkF56J7AktygaYQ9wo+dW96EYu5VzPY0DGXGbmSMYnToHmrpOERGFfGucEZqU4Hc
63hrDJXkkFefJUJeyyH1UsbHNJ+FqQ3PwuTMaKGb4zlORskI3abrIiubGeUIo37qX1f6VNB61tvc
KyQG+23a1i7Lvu3JB9lUKBZz7Xv2bP9ZVNglj/WRctGxKmwR8EDNYYcDb5K6e0bCzMS4osAisabY
Yf/SMJld6ddVClPMouMp9vUTeWuOVFkiA83bpg2R1n6J/ReWTeMF5F1nRvucH3YYJ/FIZNW1vqYt
Mg3TuWJn1mCwxvJJodV1pGwWWCLrMqXNlk331PC6Sz426qFHiC684jbR9SZ/EvpG2ZGKKfmJHa8T
ZQB46xCCtdh5dYAJRGuoOV/McUEmNA04vFlzYTa0eFIyOfUbxg9rFgnTVS2M6SHxykGr0mOuwT5P
neUDIkqMeBDVjIOpNytCl6OZMq3tczlmgnrRWrOLXiLH+dz6lT4sseQ6T8oQC8RI25gpf3JUobGH
1tA5dVfCnrLPuAOm4UTeXFUIQtwbRUbCaUdYIBjhvk9zaFTbyaiypLPO/oEL/5yqwd1ieKj1u9LO
KpLffRHkV0lHrwKi6zwQ60jYxG6r2n4RU3O0o+6GqyajEs0jWm3Sus/FGf5qksi1ZEoWU9WBbjIH
PCfioL+69XE6yQkwGdl+2m1zOnGcLB3Wdqp/5iPebsRxxfED+wD26H7BlTzx56tioPY6eFycsGky
LH7YN7c66GmIMdOAsX94XnQ5woixTUK6YlbLJj+P5mP48NINmw78IJGFQJDTL+oh3xNM2x5XU1uk
ZUD1Cy1abcgpsyLe0raz7Ig45X2j6IsC2rL5hw83LVujPe2/wYTWQZY3EwdYj9ESJQiZYek06vDh
eU/0uO3iR7ev98YB5sC1VOdEdtI3sEE5tBONp0QaoNyH9iZ2YHMkZoDumgPhts/OEERpZniMoUOg
aM1rtBOpXysQrFQulpmGHMMsnKqZdMx76gIuiavNo3vkMF4G560OyEBB0ufS8fjdsMay4FXXZDUw
cS75HQ7wKBLLLmZYMKSSgAip3oqMtkkkoWRyT4VeQI5GCodYJevtbS66kZWELyPhYFu+hxQ4iODc
7K1XIVdcqFbzQN6DgVoO65v+2QMMsSBpgvgZqVnl4xbRDgi7fEDi99q5XST5rHOl6FzZdQaWNYn/
sHHdgmKFNXmZj5pyywbYV1iCcoQO0OfAscfEqIg0uqGB3YnNRx6GNpTZWR8vbvpAa1cDv4sDuTva
MYev7OCF3Qkhj9e04aFUkjh2fiAKI0e6JIfi5EdUrUMNwLKx/lU2zsC7WlcjsqF1ABsU0oGSNn1p
WG1S6C53Ps7LzQ/qGPeg7Jagkx0TYQS5bO/jc77vRwxSFTf3kFdxRvIorc69ZD7wbM73H33OduQI
+dHj5NOspasHT+o7jByz8HZIj+dHqavSoEyNfmZCrt1Bc4nfWfVQPSso2LqZR6y1M3Ds4XSmzfAi
86OWnBqd2tWcdHkfGqkfXlSn0p2T2QClxAmNwd+Mqueu80QbgGjqVMCkn3mmnYsH+NA03rGmjn1A
M9t1qlrmHt16o+URRivjBalM6ZDQmI8QDV3XNHx53haa7f3mw1dYn+vtKC8PBUFGBk/Ak55XmOhO
0dJk9n1T5n3IXbzvhI338MjIDWX7KJDUpwNHhcd7Jxh/H4hVBc9qUfmdeJ+3ioDeEHlIdZeRHwyb
1ikwhgCVRnIikYbgiqy5zqxpOhRyUF5WA8fWPsCs00L7PAJmgHWnVW9gsJZ2Nc4g/PBBQ3DjgOmM
6dTWGa0iQVj/Y5oAo2wNraJ5Rjp30R14UJBwyspGwK8cMbFFv//Qrw5nSSB6BfITRmhzE95D2AfV
gDuh11bXvznbb0OZTK0QaDauO6TlI/se+uDdDY4QQyXWBvw/63rORuoT1/10Yz29EqGkmhCHdB1U
P8CK6qqKZl0tHy8nd7HSp8ZStqidhLJFOFU10QGnayWAMVqhqqbZhghSD7zbHhB20kuiOBlh6KMb
7iUxUu9rGhxNjO0KEVf0RsDaz3EjhF2uEFO2zYqu5KCB0jAeowJeO8YJi64TObauL2WF8549dciC
FZozruHrahTmgK/f126WTMGh3+jO0U37QPFEU+VSnUUpg7A4kNERcwpDm3xarUDnHj0s1nmP1d8+
hzo8IWsO44yZctcYFqes5MQ7uNrj3gc3pkoCiYXXb2jO5rJnlxcsIGnGTLvq4uVGyNsjV02rLZ6d
bEDXDgKVt8IBc3rFjBcOWVFFjzjpO4+tmJRC4L5GYC6jfz44aOJHCpWdOWdyNEHbUceLaDGyg+pc
VxJmYVKqVlcw7HDJuBPiPAKl3llqtsfNID+1iHLrzmKj8IpXECU9q90q+rS8p7dnx0xFqSns4CEd
1c4+BDidZqUtW1AvpVqbEtamRsNrMhs/1zZc+dycWscSjPX4eVgueGLLrGccG+9ztbWayM32lEzQ
sEJ7HgDcjXUQt1iMSdCz1nQmmPbZhs2DuHHd4s9JASBdbeWQUrmM4djdaqxzmldpD5i9a9AARSNH
SLtU0FlPRns3owyO8KwK8tU0YNrvseHPzYypgZ5ZbQKYVAs1DX1ROb8QxZQ8nDOxz2jRQMvMEE3H
5uU+dkqc+LPjDbITlmSeWHy0js/Jzy+EX/oYgN/FO0ScsmQTLqiRygEb2/nbhfWHxjSsHXpMjG6h
2wkGcSIRokFOOG52at9qwgaf3BQp/TGZ5tqiWptcFjbOm5qEkZE9LJTrtYMHgpugCAGhXuy6dvwe
/igxIYSzeuEmTyyfxlohPuVBpM4JF8U8SV3QhOQudyNJmlTtcpC46lMhIo5kH6G6UmRcqTVSZWnw
yY6IgHmJVExDgMLV8WY4UO6eIIoJ6KoYlSdoTYohOk/KTOU9JpYgaG5eo6crsy8bAhyoZct8SbUN
nd8Uqs1iJ3Th7dTQDHCG6yFQ7fehXyOCcRTt8m1YTO3+lsL+8OWJ/sMwnN4h9PwDlSb7EQ6dm46P
9PagvTwiADGCgdB/l8zuR1eyjJQO3w/bFjt9VP/u+9PpffzzXb/WNizQ+TD+mb7Xyp8N77MJGmve
KZks7uXUNcOT3nf+9NgLAKuKoSeq+8U/tLmDh/UesYbGKO6VMIRovfKO/v7xrmMx+pHybj75e5y9
EOzXDV+CbQ6d3+etZvhA3A/65n4z7qliC7PLfbOfaGBlhRtlh97IY/Julp8UfZPk/nz58BJvpRuN
SM2863qIQa7E1WGf5Ef5VDVZI0d413N+p5IntH3O6gTVhrgr75iFWxF23vphcA6XtsdbUP1ze2/S
5uP2S3uIEDR9dDMOUin5STSgoqFL2AOuriK8rCurHPC4drAPR4G0wvX9sHaRdEoVbcRE887b3SPr
dBTqQvq0MwwTzSKe19B5qCww2dkJB08xI0tq19TH7EEvoR7YTTl8Lro+42Xl5w84LikzrC9JtZeI
7IBQoW4XamhTUlY41gjCIB8N46VqnIRB2rU9q8F7vbualTlnNwRuJtqKcAP7xuwG3texm4xpe43i
cdjwK1HyjnIyfGZXpndeRg8yPjOcfc9PDC65M4pUzAPvya6x2f2gYhHCUs87rq7DMkoMOOhjTIKx
gJfFPsuJx7K9trpspItwEf2yJ2XH9F7gpeZUc9WTJL/nLQf43cAjetb3HvtiddDbuXdPirZsubMq
xIdYyqQOLoywQnsOrLmH3tBJouPRn5zXhjcH2NCbxT10wL4cZHxXwj7a544qqUIHZdk2t0MnmerI
Nz24h+tcyx7JRN+y8MACYy73MBTaGxU5YfkI29ezj1ZCH4/yTvedhQzoZ/ovwsJUP6w4+rpzznfh
59ug8+RRqrINTx6yvfTwZFSfIsSidyWdTAMe5hX7ENZ88EiYgwLRRrVZsYTSofpgb9q8bzfMOPQI
1we7iyPIdXpJLHvE6q4TbuDCW/mG98AAeKduFZkXzVWRQaWJpxbFU/wDp56WeHxbLwQuXSkHTo4y
w/oY71zRtORYF2DbOQsDxSxjS3xyPvqXvDHJj4vZeCBHumPe8nZKtOjcyGtC7Eny04MclQ/a3gPG
8weswoESDMN6VdGY8fZnvNgj+i4fxz//+B9fFzmrxLHiCZ3Qsk+zkXWpJe8hG9kFliXmwBsLzKmh
DEZX+KH8zAN/MF089TGr6WHDrHI/DkVDtSoifAC2vZ8e6dsMyvnh0dgQU/ZaswlJgnywlxrvm8Eo
eu+mpdHPMm1cL0cqHfJIsz6Rj6s67yaI2+BE5bzGYm0xXcWlro+D8YGWMNAyOjLGpzQNHD0vv8qs
u29i1NGotPiKP2b4LZcnwyc2jcS6aXpO8gFurKJxvA1ffh++XMUkRvrsu3DlcmjK1EzWfW6G/QC6
qQixKOKzaS/Ey2E+xqa2zfP1MZKC215V4zFtofA+jOxG+Z2WfQq9d2J09NduarLig8zxRceK2BNx
vElAFUnCihVDL+XhGOad5e0C35yFB94MFiWzJ8xI7oqIxTBDd2Fl0KO2LU3mwKHmNZG0b16Q+jNj
S22GOdxJdXZ0+5ZhxWRTlax2sIZF0AL1ki1chFq1icx2Oa+9j+fXduG5U7cmJpoXa3UP5mOKoDoj
qXh/D7rOul4Eno4VzvthbjWKdcumziPYqW4w0867hP+VNgcVmGgYdvDEkah3P12b0bhdpbqjytta
n+DbeUPe3G3QLnr1qQNO1DsoApGVmwVptWBWzwzBi9gOcXWJSIxX1/iwtrcl5jsvwAqwMbu4m9p6
RFmSrSs3VQq61VjKenrcQsQT2YqOT0fprJvOiDOXY5vIpPbW64727XJH4OQpl6dhRywH2XqmT/OU
BsVmCQqIQvoSVc0X5nr1LKiqPMHhWWXHKC47LqamyRmBq5SYWckLq+P6lPfMd/N0DHdN7wCJ+QIE
FsfVDXuh50FRMeFI7LznAVPj58FI32U+A8kN5zbgk8CE1SXIR8xg0NQVXUZeXh5tZkrNISdBk7m2
LGovgVJHB0dHUUH/BDG6CPdUFdckdt+rUB2fl+0clW+F3/t3nP2aCsmrPDZlKzStpoudieXEk4sJ
KuciEM7rEtuBw8j3XzBzUXusTGSzdrLYZIWm953BhY0Lgd9PCDYfBqaZTtDSn0Xn61vb0OLMGwSx
N1Mu2fzWZ66mzcMstiHfcMHW7xAkuZKiptrllsCm1pAmYChNXJrkOkSef8+2AtPktGLFk+dmhjvo
8jd2RdBu5rUUdTZIcR7yeYHQ3tLyFDVWUaG90LMwaYkexST83LqWHH8JqyKRZk7QK5KesfefBE1a
JZpK//IwhxLWpNTo29wW7BpTUZYBDMgI2XYuuVrHW1b+8IrtEsy0ykvtk+XWGEqB1TZnmKwJVF0u
XptPpXmgz6XzdWap8R6kBMlUO9XaIFQABUDJqrMrnVNP3KDzG3nhd/29xKxE4BZVrcnVCXOdxZcz
VlCqRHLJkql5OF1LEBNiThZGXjyDeS0MsBkBa16WZyXW0cCUl7oA+T2naXKSlBvlWwKXDtp4h3G9
yfZ2usl+2JycoQcTc4CvOCi7fLKmYo/8h88S9i/bHdttl2/Nnz9OP/nsFOw10IUeP7Cp351Hxmtr
+OIHE3465RtDbYOlVlvEwNPufOKq6jlHjgjL+87av5izi8/PvP003Wf89gqjpvp7eCj65Gb5S/3p
Q/Mw54kVEzKqisJeAg3m88xNbHb9yFqL53uj3t2caDYtTMMnovxprlZWiGuWPnkBRABajLoSvkyw
RNhLBZT25lyXm0XJdurlt+zBqTqdLBOBNKf4lJmCxCXmzGZfkzIsd1hCdqGA6u0cfQpmxymyXR1A
cWLx8EmW7UV+9oxx2CS3dJMtrg9++3T5joDaspM9K6bTh3KzZ+fOQN4gEkTpLQZUk5IFnoUUDshL
9i63Ey50SexKYEWGW+7KFBHuhxe4BCsKIPM1/nGN5je2g4dFvKU4bL7J3i/YW/nl9MknDx9NZigA
ZYGN4zFaYzFblY5uYqVN2ESWoUuOyB2r4zsWcrmzINjRiEhlhhUDzgyFhTh1C67Q6FTU5lrb8mRy
CWtiCNFxlmMzQMPmlZSwVxhlFxsmb1hRnEk2M8LhhOVVX3HWsi9B3KcsMTT4tWuo9UOhfSFhoTla
zCLlvNw/fcLlHI4QupPlA21r3n8SBC0qA1xWYe688HjsuiWFM8URZAyMlnni2ZeYmlDUs8AwJzxh
utH/hkn7nN1M2akgS6Bgp7sTI9DamdOWJRmf0XrsgBR3Z9csvwqI9TuBIZvCnygcrXM+AP+7nSMI
C7abNuy9kbewKaVHMnu9l1sQYpm62in544c2SZnfFDwxVZbp1Jf7UUaxtGBxVYuQOBsphMNXRfgV
Z5+w7EzyEzZxN2tSexbw/5finAgEFgYUAfX0YqWDhX4dRLYOgQwd4ho7kok8uEdcj+aiKUbX4b95
87qDXaMyueI6ODeACPJT1ENcweU502+DhppHpl5ObZ1tGGFCMiwCsDTvw53BNqoKXvAs5aTPbGNX
NE7nm2V4V+mBkiJPlgtFUqMp96irqM5FNItdXSTrt2EpYhSYXbjBhX5+L9mEs29/xJ4+9Z4TEHkV
nFrW9JMkrMaESH1Cexv2cRaZ3c5Mcf4op7cEk5E9pPrhZV66LngqqEKgBK0oXpGiY0rTA6lgAh9q
VsHlOKRsv8fcekW/olSLEnWVK9qWDdPv6MsVW4DSlM3sV0yc0nYopjc+GbsevKZJ/xh3mTtim3fC
DSa2XpRjaCktlNiRnvwQh+H36RSOMO77o4ZXulleZ1qtbspmUl+fAcWLelOqH6rgmbUufR52WfLp
bP/o/MqStcJ16SIGie/5gj8ASsBON3LTYzXJphNDdHpKynA8LeXdE8hAAoLQiGdpzmesJhdRt7zU
rNkvC89k6SP5qe2zeByha6uipA6apzGu1AF7uhMhguBjq0dpkq/eJXjYeLHkwNlkOBBuiTSKbHkR
Igg8GVzoi2pNAnc3iU2j5Zjg33afClvOt+WbxhKm3cyWUEG14z4MPj2YLi508Labyj9HpcpWRSkE
qTL6k32W7P27pRW7UMlh6V243TBlQeZd5W3ZDBiuvMc/ZmO8ARhMPp0Itp/dZo6bwn5a9zMJxoV1
fiHu4icnItdkSObpEsi2RDVI7Tqp0FT5gDg82quDpNVbEFflnhjYLd+Q3cMW0k7YyavPs+JzleZ4
6/klEHtOb1fVXiYoi/TnkyfeLuPBz2/qTB2XB5ujDkAHQ0hDAi4zWpMll9cJGsZatJd3j+3CxVaT
iaeK5FGoYRGOSv4pmfnVOlvuWlBeog1QBGYmd2VD8tYz3NxmEnVC/YnNyYF285PJnAtQ4B9u3v/6
IoNxn2+XvvhaZPWU5VN46qPrRXjXlfcBd/LJ1Fx5WbVKZDU/HzY92wYKeKYe4jzWL1Is3UkSdoIT
nBo4OaXgivqgoTOE6VlWzMH6AU3s0Q69VqDFSlSsbMuvt8VZfzXPhUKwtnmxdxms4lrucqzWEQjQ
hgGHcrrL/x/23mxHsizLDjvjHW1wc/cYM7N6qCbUQrcAQSQfBOpNT3oVIIC/oT/gj+gr9CQ96BMa
ajRJNdnFrikzJvdwm+9wRu197mD32hSe1cUIQpCjUR3pbnaHc/bZe+1p7UlUTP2LTbETOYCzuKYM
gTrzgvZhVRq9JrFP639s4ugSdfCqDa70QtzAbSMAvmApBmO20QiVZuwJruWoC01aCNFfTF7Cw7/9
+Hg6cjg5lx04quhwJ5/pM0DLy9Gw6cCIr/jBmg8TNHz8Gz/IudCTlM3pLBtzEiE7+geIzikJG6XX
spxH9zotpP9wYrP7SpiJOBRyNIZi64/zX6dNyvWVqPXlCGREj4143XAQWl2c5GWyYdP9cZEGI+eC
IcOVPu1qmXYPOzsQ5pDpeHLYacmuOnP3Y5G4Wo5vTpIV/MIDPu/nMg+QuxL+7tFkR71E+XESh/pn
8/5fLRFR9DiO7gm5+MrPuQu/JFTnqHLPvNegGMF/KU9gL8vzlQTGiWJntG3qGKXpj7JLV2L11D4/
QUNObRqxmo0HwbB/asrg+I1P6j5CZy0NVKjV5Qe7KND0UiL13ECbQUPFkCaQHtAqI9EwZdBmDEx3
r2OaC35xOfgVaWMMdbbg/szDsz/oFB0pmSG/UF8k5AeeKUO8ZLuGbX5pW8Xl7A19RmJskP9uIW0/
TfvM+yl6Scg8u9zA6k+f0B30x3G5GW/FDxB4dHKh/pCzL+T7zi1JExh3J8fbMn+aY510wWoxeE9F
D63ujQUxo8RV+w4N70Q1hjSd0tJp9w4AadZZuwlNQXBPhxWTQ2VNWNai7/G56WBJT3iQnvB52gGg
KsnhFs32lvgw7+rjB+uX2w+LIh66kpXQzeD6LIkca1xzrqXiiGIcrlAa7JbAGFw3MCBiA0Guz2Zq
DhESclK2IU9aPaIupPCi+/7aIIqu6ceMDPXISAUM593M3TGua/g0jmpFZFgNe0qk0EVsOsBpZADl
tx23Fj3Awib81gYo6WB5+z09RWighx11wyw5ulFNWrPzgCekhLW8Jz+SjvuZnntb0wWF5XMQCzu0
yJyFBwcMmRC+QOcJ3AAMqdIw0LkXtlEzD8pGQ37CGRFxu4a+Kwjp2kC8D4kFNVj9tqAa7iNR9IwG
R1xNyvehwq+NuQ2oZ0KwdtAL6mVDvcUPqjdv6dObc4rsKzw4h+y4MAVp2aI2MtW0ba+N+zhHuZtw
2nAd8S7+g+Mz4qx9ChB3F9LQPhwD2Ub1UWqPQj+e2AkdKTTaPlta+aZp4N3mM4neOrk6j5VPaEzp
EbPH2c5sXImm7cYdq/nw9aQLuq+0f3h7MyhSYQcKETKg/U/swNyTAUvi8ZHCKRg8OXIH0kY2MNSB
F8yU9XK+pttB2MgP3vp43FGH0oczOvy58+q+aD9Dz+O7SnKatDGyTl3zoemxo3LtXkeeRwtJy4iJ
6dfBIzXhbbhSHkjVODjgN/bxMqibjM1fNeilFORntwBHw79ov/3+/h42xjdUYe5oSYbrJb5IsZo2
RnxYmeLPgH7vnY84KX93of3k0g3Y5Zf7ElrjtG06RCed/QLe1ATTxE8CsgdMO4Ka7MyDHSIknrnB
u9Th43JQbKI5NzT1qf7wdPK4vk0ymeGi98CjDN0TqhtEchgxFqx/EcL7R5ipOXW33dM0sZEtI3fh
yZovuk6wlmTUvxQTteygzpD4vUGBqkMd3fiDtjK2qfFo8pPb7hU6Utndkh0Lk2pxvLfnAkEsjHnV
PTtjf7Z9W6ZiT5zBfXigl/BsvI26wE1/+wpt8z3DcoecMRwsMG4RwjRnIFLTdJB46iT19AmPRC3x
bSKih0Y8eDJVvBHHCsfLpnBhPPvXthm0Jr5mKyKLLvdl211GHT4ldh9s4/Bh3obGVHiDLhNfpqAZ
boQkctoqdz/ruEifutBLjG3lJsP3LprAuDkoKxoC7mOwIEavzImo2ve13d/xWzfNjKUjxye56LQm
XRSoB64ohIMWmCRE3E+8tuabznXZSjZBiAEAnwrCM8JKj+RetPF32ue2Eewvd0+anZsL8yW3uujb
kEynhsX3RFhly8okRxLBhG8GdrgR+A6Hs63HjkJDtOisme/8LvgOuKOnMw5mIeCTMNrkgOaheTvz
5MH677EAjW5Wh6t1D69l2KStrfoH6DYmyhqYwUcSSgfqzGurupgmbzd7l0aqjN4V7y+HNq6SyrD2
0PLOyQudbuXFVlVm2qATa+2KXKza18cLastaBijE56JL8ZjtsGHuTDCgvrjNAEAla/M0NsTTPEib
hfV97FK7HUeId7ct9HJ6DFFcQ4GG2bZaI+ylAUv6oVuc4/82etT02UzJGKU0imgZaDPTYBA+v7b2
h8TaR5x6MzUWVTVlNHNEd60unzckFpOdDnixQY1NyC2jjSj1JJE0aaWxb6qjGclgkyPXc8l6pbyn
tb4tKNujmDrfdvxk3VmcDwknWgIx14g273bLHuAQh/PN/eQO1tKN1t+QJMUKjiSjjUZksdzewmNu
yNOmkOiK0OVeICkolzjCRjS81T7Oy7qm/2lXN2GVsi576W7Af3TTzcRBXrBRw9LW3/qoSZynPX66
fQGAQLz/97RtY1F47wi5w+fRG6wDwpK0Q467nmOKJSYNaRsWwAXYDxiu0ToABNCMsBw2d6PN0Kdx
jiukQcu5qcOpiqf6ZjoVn+kqfYLnWhDx8TfeGVwOEYjeAn7P5Y0rVjn9DY2C40u3tMslSp2Gs3zj
Ou7FwLiOmLDj7iii8r2MkDFUwVGLsAxu/cMd0+9er35zhZFse/lP+eU/pc8IMtuTCVfy54TMyQD/
PP9bs+5GG/uH3Cy6jC6jyxRXSc+HzY5zCctrOeuLf7pCOF3cnKAU2q42v8zCdSV+nF1OcqSX5w7U
l/c0vby+Ly8/xu5a26C8FMunhwWXl92iM8xq9nIe44suFv858Vl/OUtAr5POnH8GF5Uda4w+OaJ/
wEDvs5QzZxeGsWdKrx+W2tAL8b7rr8zGWTP3xX37ma/8zCQeZc/7nueOnEwNfWae0F9YDMSgoquI
GNAo0244xtkLssvLYJ/xIqdtWxc/2pRysS8tPTtOmvgT8uPu+YJIGT7MIfShnitP7C7fnF562UG1
jjgZK3yZQKxxOaMzS8XOmsDhB9mZVTatHj3tUPFXxNf/Qed8NOLweFjaRXp+cTEZ5EZm6jhgc+kU
WNMJoju57bp7lPiE0mdI0TtM8tlBXsafi3/VfciTnd+vU5AjL4+sTU5m6gyTC/uBhqMhcdBwl23a
Wp4Le+NGrZbDkMXh525EPk8H8zcOc93GCxVHx7oyuaxDJSX+S5rxzJRkevybx/CbX7T4kJJDWe+z
zhc76TrtY3TyGQ/muxLa5/zIjkLsDM9kd//4RJtfqmVoghvbsLLKX0+mjzc/upLn/LK5OvMCV0Z0
xn1z8LV5Up59ARUdIspdG6WzHbOZaZI9Yw0jTqpWwiEptB83/c761/2CEXXn48NnHpwNhL5PkjRB
DHaIeaIvSMdcVw0TORkx2BM286b1Hs1odJge7tMfSpJJr/hU5tmfDQ74CRTpmbou73xp2/DlgNbQ
m/bAetokMn7+Gx7LY8yf+S1xncd1BJbc+F5D+HERirAzl2qNEh2Un5/wWvovIkh/MU3084rxrv6V
XsbVg8ke9BlSF5IeaC7aMiwzwNyeHJhD/HUXfryQ/p8m8ddFiZ687OE3+lib0gtXafqtRrVjxfg7
u3H82LUx/BbCDmsPXDD38rLiNF0WZhaOIT83kNedx4+j/zwa2kLPveF+/HikSytO4VYntR2fu980
KWU7WCJDuyDiyfQFeuneJ+i7uWYDso9ytOzcQk3dsThnX0CzIQUwLh4kgdyMhCTRKVlH3Urnkl12
STsecR8fV0iSkwT/4WHS7oKnw3/F5SDPKS+ruaw+B8OMvBorycZNXJCNtsc7Q5tNpNdY1Sn9efwP
F87yoJ7Rn/+cJ2dm+z2TGbM7jF0KtSuJiZop4rwVJgeWyzcshv7MU54ldAieQMOzLIZUR6S7x0n1
Nn0GAumFmx14WX1bJUbHx/iMuqKaHl9H8J5580SY6LV400GAnDs5Rf5nzBhlp4Gb+pLXe3QbN4re
nf/Zn6K/Vi5lAzfnXVM+HOOSYvfH2UFm7FCC3qTp/YF8t+VciRtX2rXIcxRGHLAZU58PvALa/8kd
77+n0YkR0F+KzHVrSMEwuDFyhSe2sSYDNlUk4QqYmZ8OfT/Ui/fTBsXoCQOybiWbfcFfcGNOYM8u
kMd6IptGokNj+JBA7OKx1hc4QTyNlQulCth62AAxz22g66A9Y6hq7dxA3lxLfeNHKBAR77Z72/pE
PN2gsIyiYLKhSrAXitGpbxjbbR+lceb4eJwdCB6cInko7khYCHu75M3YUp81E/2/45Odl+ciFUca
rv/Hh8HVPoZvlid3P6Vwv78su9Xggm680OsLuGVC9n0+5XSl0kF4/5lAkV/vfOnutWfH7u2Vg+ku
0yIdXMkTs1eenKzmw7U/dKOcYhJ29dWO9rRf0uwEVpxu3AzuP240oJdV/Yvue6sz7K/26Mr9M++6
C8rud0l4ajGskfXX4by7silnsZY9XaADNnpevmfMWuROPnPgX5YnMO5CtxfVB6F17ER00stM8gd4
Sr8AdoePMSx3HsvHldYVnwwCM+yy33YEnfwxa6sLiv4LLUl/2Bwfev39A4zQlvwxfvzFSPgh7+SP
A212WAryBbz1vGiJuQypTSe+cAZZcHIo/bL6uvKn8rR5RXQVm6fTNrqbS39BG16t7fRX8wsXV6Mh
IGfdzLtR9JldWCjHvnRld+5h3CmOb+5pwWAf2Vh68mY/r3vIn+k37YXtEDClbXrYX9Vfra8zWgX6
nHV2fkiwPVxZP+p1PVJgZbhQM5nQueO4BO++1bg13Shkm3R/aphWho+ya6aoh/8t5Jn+FzKY+lq1
f6pfdB+YdYRmZoBA9sHB2Hcnr4M0NhvMzdlXh6aMGdn1BKrLE8ma8Hbv4dyp4CDLwdFr3uWFG3lk
WCaatifU2OMTs9q3alszsivwUXknlOwynEu7X9USddHwA4+ixcJg9OowmJYPTIALYPHRN0eJ+MCu
pdXnKYmiFkzSI9bJhLTl0hKt2Wg7hlDE8aF4gd9s7AB18xE8aBGyIvtpgl3++lmwp+8Frh7GArwP
rlzQU5aNlg68X61aSaDNoMd5EJwXZIkkyA3VjG3zSb6TR5xRarHfBiz+Pu18vW5gSxthhOU4cO/6
nJIkxQADa3ACbdexCb6/S3F/8T8pNYmjMWu6TVuGoaZhxR9xtVZm2i5xZbCSeXhY6ilxBb727pZs
c2SMsJ0bEM1IM99+d0vNjUGCJczNrtL4RydbuUSaHnB2zaY1HHPLcu+9wp3TPn7N2+YiHmoOWJvB
xZrdScjH+jDVVxqvTXtK6+bU9b4Mr99wUmFPbP55+fHNgrydtw2I+7FXErPW2MWEwdWyQGENksr1
gX4B68utz1wzWrz46Oz3iudxC+xlROGhnwIhgubkLSzEx+jTjrD5Kt/0NNg4QMyuWo4YxofOARhR
zYvjtpqwMticFNWdxsQoIJI+xLxNJYRquajryak75kG2fxL/FaD7tD4ppxFdCLNniHGAugK+qci6
pn2qCT9ohNXh4VVl7eyNFFHny7yHU++qQMKDjygiYm/sjkxjdVP0UX7eUoMcv1VIpoDs7Nk5U2JP
3dvhYCs3THjYqk3sqT1Z2USQWLYTH+gYOMZHCMsdnIhx+M919+IgKDxmdDKoOcmbkDzD6rCZRUKZ
ByqkHSUNVXvuDziqLY8BKcFWI09dyyVzyhTaHUV054976w+lrSL0dYSMn3jhyc3HJncYZkCf75UM
laRjxoLBnSNaHKA7iEYStULDVXtBDH286MjY8Dyy2Qqj9y0LUwXPwtAat/TsrlVYOiI6aXvctgPj
7s45Ty7tHj6wXrkRGAz9H5pUU8r/6xcqsrFtcyNDrix26AsPTIT0MA3nV/j1gUjwFlVaSW7IdEKq
OqZphylAK39ETMJm5M09SoudE/bmpn6Mh4eWjtBIHwaKyTG/Ez1JrHRBVlaNwZDrCNt592K8GS44
w3CH7r5bdvdSJxGGZXdH053wo880jwfvGg+4BKvudkvSDnVuwhc5+cme5FCO6i54RxfWR/uG9rsf
RZC14Zc2yTUU7U33m6hPe1GyeoN9fk0Pb1cLPvoiHZeRia7uivJjRo42RB/0QiM0fR8yG0C1aXjE
amqStuvKkpONM90a9sVCp4m9vu2gufvrQ78i62TPN0rHDBDggkTZazDpat1d+/SQmPa4uaPGWD44
Bl1TIlJoAyIaYJuo6t57T9rmwKglukqPVYy+WHHk/SXncOCGdxVL9qJXizEoU5LfzyMK+EiGCyo/
arKng8CJOsnLnKb57BkCDDOgItdh2ewCjQaLy2O3UV5gY6AD+OsvZG38uUk/w6aijhMBFMnnF4za
bYuqj4DsIJhDmT5+R0/PD5hJBtqcdQ0DDUDAnJOZL0AXsn+o1l9Ii17P0RwFBeggwD46IqcPSEMj
nDoMPvSDmGcQi/hMxmeARAf3aS2EcmNkPiiFDkh8xvGSP9YfTmoYB5LU0BQ3cJSFsgMxGskTDd6q
MYg72td1HAo8VIvNddN5pzDdEJWvM0XWsvPkRSdPyWG2Qd1saaudqG0VGHMDmoKmATqsVtOh1QUW
OqJB1oJjkiSYjOC1+NxZH85Og8Vhy+Rh1bwnx6WdRyQJirmj6VRtxw92m/kGpBfCyVjep549VYbS
S/LQRE74zqlDqLppFpTHp66BxyjJbSqAR7xsvt6gnzCDMU6wn0Ouf2xOvgj0vQjoqOtKAS3rAAws
FAMkJxTaougQPWTHaXaWg2MTNpzTuisQtlHcj54JhIaCxjfTN7e7H3673IcVFdZ2pQnMtc4VeFtR
8D3LDiHu0HrDuheHKEcbCqfB5IIDoqu6iTWV8B6rkAiMK/BHUPaSeAqv7O5273eXs6DyJHNRnPyp
GmdYEnJMpU4GzTKzweqol31qenSd3oQU3X+aUR57lM3ZXg4/Ty/IIWDCh5PGGxsdR53JgOiw+bnr
LlTy49CVvkws8mq0PaPYa5/a7V9w3scB/HG4eN59PRtMAT4ynv2m9BNKP6bNRQw7qXbuw2vu5JX7
lfx8KPHu3ZxGzfqEbMiFu//JYXqp+y6wQNjDZ2oyzvQNRmweU65l3YP0rTD5yS6/7BT5gXs23CIm
StTng5/kaq/GgJXbHYE/f6UAtVtKUP2Cyy8naMJVdXwpjOk5vZpRb3a5Q64hIWI5K0xxQuQgz9Wj
H5njIcxND8E91Dr2YtKODUdEUzr8kx9imHHVRz8VGwcI86GrykZbO35ev2h/k3R+WDUJQXHGJvQ5
ofeTWqOfRX8njvUPPa1ko1eyMH155dWRMeMrZC3VQ0sRPojLWnFynY6QqvU1LhSXHmt63yoX7s7E
Vlx3mvqHr9omkZM1PR54iEGEuPtvRcbdQLRvde1qLwdcQ777RCt2kVjAf90J+775UzG0R/5wOXK+
46gFV3L4e92s16xrPz5GpoMOpJdRLJrWwzDt+oAOT0EOts62lTeGnObWB3Rs45VOOk+v//UuC2Ay
Ypa8O07aHlyAS9Jm6YmD2+fExRkoVRz5FQ6PtQvOUT+B7bjOwh+03dOJOmkYwRw9qdAeAKP50fJE
AcG6sHTb7rF4+L/FuHmkmSnjhgA+mJKeQGzIy/0DOZ6vzQ66c5N1gQLY2tXd6AlvB0NtGlz6tovI
zfsoAexUhHim73KQ3S3ggp/YKDy86BCLIS21Utkw+JOHdXygT+9d+NM552K8ZFNH3ndqx9DGdzgI
/XKsrEreXmoSUBbc6GFPPgeWjz4DddPdLvdE68OCA2yIXKs4vuvsr2xFOZp2OHWvyO/oyL3+QZJ1
0AFrj2gEnrwOE3Aq8Xg3sKgnCM33mvbFMSj1zQyL+fhQCfx96wiMYrvhwk21WIaU8p8lGzEN9a52
N7CmR0h6chg0wNhIH9L+7ivi5wKfoTigU/+Xrca2Bo8AfEYDXrojvwbwbroH6ui/iZW2zU6HhQAT
Wh8Bh4TsmhFA1NdBvaSMyFjxJhjmzgQSSKjrbd6rUC7yK/hY3W0nbCVljaVtKK7JPVqyCoQoS9pX
TWQYRxKQfC0ZEnql+Mwv0I0gDw5tRQ+s6hnyQWPOJCZV/tE1/jR7yvyv/cbXohOIYJ6Ypd44xosm
8B70vvyP4377euWbwLBJNZkg3eAGPpBvvK37DWYjH94CusWVDHD/01J9mM5Bh/kunYY+5iwYJAxN
okSW2BIm0Gue2Z2wPvJz5+z3Dgc74ZyaKW4geE8RJuDYJ1+8okQevCzJK7dwVJB0xQJpH3fFvkii
rAos6EETeTeord840k5Waq/xgxgVqTrjZ01aB6An67LN03XrEvETBIaLyUJJIN7jc1n7V5Ict872
rrZu72MkDlHkKoS7tZGlwccILjnGq5MYpDYkEdk78jnFZ+6tReS4Q+BF/qXbkVSDyd0qrpPasCUb
TUQ/QjOur7sxY55502msYf6A4otdK6CNOjF3ZPkQp7TnJ4rcOIps+//0RPFOoWpkubNdyLbh5qtt
UPCgmWjsaB/jxAvMaMiYaXBzQl68cu/9dJfL/WCBB5ElP4ydo3TzxJ3MivUDkBsMHegFNz9Ta5EO
yhmCPFSknCecVqFWmx8FRehJmUT4WOQjzN/yA1DHyYksFGpwbLUH6Oyq40hra23CZAW6slqJ+F3I
S3djzNvakDBHaGRdPXUnFLXtwAURovUhPsG6XEd9AYKrNVwJk8n+cT5XbNu12zHXVHgfYpgD5L0h
DU8/mNpSCBswShOXozyuAz62yt5Zuwy+dc/d+O+IRtt+17KHVgqkY6Ff03dVZ4Y+k6buF0/2Hq9v
yk61hDjeAYpwTDzh76dNUDPs9H3ISmTELbsohx3ADB+YxntGMiRrfdllLgL2bkKZLohLO3AgPMmc
6Lp7jH7s+ayZlkT2WR9jgetMRq7btE0l4AXVhDQcS08oUB+LTXuYWLc6u8DkBYJc0HGmOwyXIqG3
SgZK8WYMc7Mat2Ea3S2zVdeskXXSWSqsAVx05Qo4t6Ek6j7YaU/WoEy537G2gaBvEABMAiAHD2oA
Ip9YC4cEJSIY78w72fkmrkPpfYvTixxBFxijDxFpxhxiQ+uUbPyKDwnr2uJx0WxN2c6BCtmrsCIv
uvN8Q9ZNse26k8L7IIV/TXZxd9L7k/CnQXAnmB/Eb/8ZshjdJdN9aJCtu0Nl7sJTbboaD3iMGj8A
6qto9OTkEAyxtE2W0WY7dsRZ2jleLZjc3yN8UCD2HQnoxwwjyg9bPghYBeUdmfC4cEPeCTMnv2GD
og5HFnFLLxvZ9vje5UQn8GU9Ul1NdVmKbEsouqYNfMF6/tbssfgjDAgEzcG7Ov5St2Yg4YRqADa2
SdkiyRhrG+YZ8n1hJoM2HYwhFNNQJ6w610qAjsERdYDztNN4RvMbUpSqUv9+Hc6e9gdCM76FdXFx
XhxUCw8nhQZgFLqPbB0GkjOmQXwnCGuSiuoXqb958o2CrPt8pN8qYniIvFRBLlM4GtE2XZGqEnMO
QJB6hZy9ErV3gpOOgpd3A3qB83K/CsfSrklcMKSSYbzmCBzZvGeI8ZiUb4iiOuuQsp36bwifMu1b
u+md06z6x/1HLMw2Vg2wQJg459AXHgQNjR05q/9trcCNRb0J+CJBi3AHD1asmViPopM9/g5IBpO+
QVpyqj/iKDOdxGFxPMmY3/AuABhGO4ipJ/WaR6tQWYRhGKzJCFeWsCbJfRgjNIgd8agpYmh9vdxs
U6z80rWJNOhmXkW5268+Vf/wGE68DK4AIk9nK5r5lKR1GWAALltGWB5jyMCHBI2XSjdpEQ6HhVIO
60gXcuYSe0s+C5wLSlzsksDPJgGp4YPaxNkd2cIzwIMYslnfcrf3wpUhdA9aao9CwIwCCxYkLqYx
iERmijtyr/Aiqwr8CDirsY8E1l2l3G5DmtVQuiRsk4OKsD50LUqfCFLMyDSRkx3IZQ06wYpfLmpe
MP+PpUfPitq6gEO1Jax0UwlCS+Ns1ZhF2Ex46xexxwmRLSItf0F+ghMUhYFiTYPx7XeCJvWL+KGQ
eMTo71uhA9/EB9ZfkfGZQMxhXrIqoyWtZk+fHl5mIJASk12h1yORSrXBhqUT4IVm//HDjr7FeXWV
SuiPdRDSP+UWFMIcR0M1kRgs4KKPJk5cy+7+Y/Un/kO8IJM/v9vSxBk4Cuv13WtdPe0eP0Ro9zSt
aw0CnX8ikzKfcpvxCXnHVMxQ46lbarKoIPG2tcwa/JENgBCWsCmgobdMEvNiPk2Sd7fxR40skk09
VU5wAJa/Bz0gdnKRid2KJvGbm3k1iabR0+z3v1E3fwpKXz68S3ECJWzt7FfOuQJXpo5n5DcP8uHv
yz+ZEfVYuv80m/4Uzy0TPIWFTv+Mx9+5GjU0pXJ/c+9YEe0+/D8Buzq7+YX/zeKlFK//5HP6muw/
g6JOpwv+4deTx7+lqymbbHxSb9Y5YWsndVRn+kVp7oyukZ3OldnmEzjqH8Dd3Cmz0Wn6A51Xqa8T
CY5OKovZ36fLIlGLUqRyoXX9oFyMOaGq2pn6BgTQz0CQpnG22yzA05Sa7ZfFR7GMYGuXlXLCeBwh
SSWix/eRNdknzo2urL1RPM/m9A58e14Ju6zApQLzLoW1TMPxsMLYJm651cbvYlsnfFoldrLIcvPW
Cwb6VdJpbXRa7WI+KVw9v5eb9YRSa03kQO9nCGG1hR1XqZiunPJwxj0vHlwtN2yhK/8JgLRNJ1gV
aSvGWWxikmxA0ekttV68mfIN5mwq+EChy2VkkCrYWi7NvaD7Qu94Ed2y7cqt03UKmkHzdbpXSUr2
lYljQ70ufJGQ2VtutaydFovYw1FxXkYmXouQ7pVTC8tTRsy+R4ApAMnopeMTHsVTvfZ77hbZQm5u
+EyyvDTFhKfkdif8k1RJFss0eoiltNQ47anYqzimnFGtQUUueWS0Y8IKsktX4r14vd3XkadSxRGc
V1vgPMzprTDRnhhtxW3Bf7qPq11BkZNc+MpIzZnx9b6MNQeIZXabRIt9ZFZkLx7NBoPy9aQuJdwm
AQzLqaCFzqbbYpmXNbPTh1UJxzApZSnh8DqtZ9Y40JYgBzQRSVJrmtBUb1Nl13xHNlyBp5WvyRrW
K8YFdHfRO6+zcr9jXks70arKMwNGxsELgp9hlYdFpkbiLAtPcQpC3MIC4z0HUW1D1d7LNiQZPBka
GCFKHOXEcDh6i4alb0qZE7hZUx4j687v2lEPEl+IUu9qgI2eJXZIl4CG01EKAMVTW3nOGpeNyQYW
e+TVdIFSsbehaPct7R1hyvyBxMY5dD0iY2BXeUZX5E6gI2UBz8bBpQLYgrk+WPEdPj2S5C8BDmal
oBHsfqglULu9bXnDsbwABxnB6YIl8TGvdwqOJsVwhjCv0O6tKGBiL9L6I3uqAVGxeq0jl+3TyD6W
oBFQy5qiRNXoLP8uh7MkUr7jdb0TKpoUU9XSt9HGT/JhVzTOYGu6YmJRfCjVRNY82xoFjrOa3dX1
xDHLC8V1Fc3ADBXl0w1Yyk2s9R6xu9DIjh9gcRtYCJPGOOnLssI0ka4vyaIhxVATlSLMU4NF1Ywa
8JWqjegr3G3zqC2y40LRkPnkdA02NJvuYlpPfs3jeP5iUQWDyDzb77cUTjFx652F86FsXmJW02Hr
o4HDjY9VgDDGgI7gQDaFsLROinq6iMj0IZdM7FNQ32BrFGM1Vb623GnAwwDDef0ZXtVXzjMmmIXt
1bAuEaUuhJc4SHOTLLOwqrDBvmlY4I5KXuFbIiUmbzICcLgFYl7hMETXBiKpQujYcHv5MImwld4I
JNk5FodBV6rwgwZxDifKapy1yo0v4S9gARs2dxAjODroWXJ4E4AXlHZpJm8Am0zgGAgRY1YABJl1
tMqMT2HLmHZ3LmcJXfgSBF1TbilDeQ/l0TFcGkcI25uukM2pSHhOJ8K4JnriW4YOGlhYWYNYWOgV
tuSuokipD66bEAxfVwg4z1hNHNltAXp+wtJYp7mfwYoKuQM335s4DIXz3kbTVc2FTDyfraJd4bRK
29QY4k3a+PAs6BEK1qC1UTMP9opJkInsprZuvY/SCI8BrNDtzWa6/p1Rjiml9Xu+2xluwvk0aUIx
suStk2GwM6FTkTT+zb2D3VOsywuBvMUqjZwGGBelHB0P6ZLJxBCTMJXGsMTwwnAsKXYzg5/ERRv6
BkshOer8JUAyRu6MSeO5oKvIY7DWwbJWC1KpbbGmgss4/eyoMpJiNwhl5RsqfFxg/RTxClB2vuFx
QlkkBXyawvuAYnG2VHYFB2h+8zbL6WKG9ewbDRZjm3vxmepM1isaMcM9T9cOs3KOJQ+Z2seCv4lq
hxPBKwGul9rF+m5fFtrAtsXphFYBOBNdaDmFbRLrMrCG0YmvA0uUx4WgPvhEUejrAPdr06pUWrwv
WEWtSTYrRX25Sx5EW4Ck9wCxGSyLp8bQmMWWVpWxU1oBSLB0j35WEN0YTqpGnB/jqu6dLJiBM+FA
JynmpTR4DS4d3zzm9dRHdBNHGQDrm8itnbAhgOVZE0OkeAlYQ59UARBR8hqDhDjsWpvQRsG9WloM
MwN6WdccvRy60IA22F/RHMAKemCSmwfYe3ALCd0ZGzIWbPlehzmQ29VvCs2i+Gm5/w9VPouWtd+6
jKcsVWT5oD7kMzBsawCnHAx7kmpMCONMj5pbgY96i2EsksZ15NBvAZVRPDx8V1bTZJ/93u/BA5Ip
fayQUhw09dMH/aq8sVr/BJgwZR7QZeUx9Y9tJuiIEOQkx/ZuKcHBBEhJXWoNfJmKWpXGIcGxrQVX
WFcIJ0AxycCPpWYG4h6RpFa6Tbb61MMiYX+BCetJquXqCeww1Ub/h5syFyIV9c3bSV6lmwyHiBMR
C7n+PWDNX2Sc2r3PE2o/G1XyUHTgt1xYyUHTitkrbflEm8qAMFjOpV45bsQsVna/2CU5qFseLUzC
XRw9/fT45DGZZ7c3ToAZtROw0NgGEnifOeoIiYID38HJM23OhDRdc7QfgaunhiHJv0OYGnSIxCC2
Zynt2S+6zj3v2vYN3mdwMW4Gxy7G0EtQ91FfFgOvTkNSPzUYAQBjX8+TkPj3NszqhRNS0CeHXG9K
8rb6IE5JJJqeEAzmgJYVviUWn2nGQkSSJl4ZnwsNOpWC2ZI006D/QIGIvVXIheqcwRwVuCksovxV
KBPgoYbUxRLUEE7McTsiwPL4khgjX8EfQRNHMcNlpyDoeHh8DCA4RYXmlaimN3Bdmqdslvk4T2OT
8wwQK1yPgUJwk5xNSjJx0oADCycYYCInsHdgEMH+Jwj/YDlkxGYNmUTGwKpSy2SSg/8D10oKvdel
2IJSnlIcmGPK9FU12+/War33NQdtVIEjDO6h85nwWIYSNAjgJo3mv5uh4fFEMyyZ5U39D9cMLJns
otkUVwggY8yEy6ymkyYjQweNaS3y8wgplCXpjEjxMp5EZc5jwFhpkqgkFAyAXjJxmdu9AG9FYDIi
FiRHS6th0QHlaJwIEG+RTTsxNzEWFpUAPzndwQYov0oyT7LPuP0J7FgiLaDwpCR6o5XI+dZQpRKw
+DicVZjQogBwwliHES3WVVnQ8PLhBUQr6LxqWB98wBJNHSXAWh2BDJUN+kItyJowQc8YoA+RbbgP
n9QeYC9H8q1DvRUoCVhOEOCUs1AnC39DOMDD/wXI57PQHxp1ADQUC3GX497R0O1D0VyFXLFz4P4X
JqeAsWJSy2zGE8nQICCq6aqP4jZj4LvwdegwiEmX3g+/GBJLhRQkD62ecEL1PmpyOQsQCyomxL6u
m0k3UhgjYBNrL550lN5zmTk4B5PJXTZp+p0QL8NuZ1LRVIHiVdZmyVK0b9bWuGJ9GzIZyGaKUAh4
vdVJKgFb3ZW8IHsAVoABm7EBfgdAQ4F5T/28yjcarnL3RuGAKgbeXtuDhVAkRHu6Qhz48jYFeIM0
tI6HHTcsD6U/YBab2TI80d4mNvf0hzRrcGUKhzdEzGIbZmuBGMBpZFT6KqkLKm98FunN04tURFm6
kOArw5P6TPqZIXtWWEDCsjZpsZhMRQoy7aZ5HGMJrYsTRzIA/T63U+vwZC3A9oDsZ6n5DOemUqm+
j/AIgHxKr+NK7cwyi61QhSzracS9EaDtJ0IJuuT+MQaIr5xR+iFKMQgLz+tTsPtVlFJA4xPFsuLO
CAbbYXYSzBVgBEBUfG5zWU09T9IYEICtFC33qNelcUg6nxC3QEoqDGhqbZ+memts8pSBYyocw3Yl
F4YBCQ5WyNI48ZEF4DmlKcAfE2KsJeb64VPweJ65NNf95LQqm5QAulmUygmONzAYEwGpA5R5U+UT
CmhuHy+mKmFvtc3hPKNIgrYXMXgS6HVGcOrAt6hoiVXGjIGPLiJwA8FU4+wA+EbVzakRPPI4WVnP
RFILJ2JFFEgEHj63KUHRRYSl2uBlt6yArcNScOeK19Gs1NqLG1AGW/CcNTwqvDE37iEvhbWJAJta
APAGdxoxKqL3mEcM3RgPPlAYtJxZ1DLgXYELl+dEroic8rdb4ysfTfMcTvOUx5MPcVXdbxzNHu/q
FOtFMgWL4xzWMER7hUAKEVMN5yaaxVFoOXfgtoE/ljyqGDOdGuwFju1+4jU4cbDDyBLis1dCb2Pv
lDHNbHP3CTMKgEt2kcOKJ+NUpbKa7MBQ8ypC3wGg9du/+DXolafNVE9CjRI472/VvrwptvniB5mR
UqkFncPJEIxTmbBXcHV+i1EtgOXaGgxyGhZLGteWArae+h/shsVVMcmm2sM61DK+u6kXqionNz+A
1wHLueGgFNHW2JBCB/gIbl3wcG3cZT8reGsJRzbuW5fYoXfbBUWHFBKON9UCIuRKMKjRIJcmLesR
vbYszQVNtKsr4xAzg/Kk3HdTJ0Rbbu8bUorIthwb9FCz3RYtaJwH3hWhMN8WFzQABO7VpcRkmBmK
UsfzEHpha7v0bZOC9z7U28ELc9CCtA74yWGVhK5B0MWegVHBIJGxu7bWUYD2DlkGAHxe+4LZDxoT
3wDwN74uYUOJfU9RwSorloj7a/jkOirhaPn7yUaI6UvObrKdAQfec5XxSsocPdGNoAu3Aqj097V3
iIYdCGcEhp34fdFABPaJ44QP7AmaWS/BEyXLX5Qy1wWptV/DRXxekvLe7ezv6H5HFo6kWplSuLDC
Id+HARzSzuTr6nc9ugn2qLSiyWHVHhNBGp2mSvCmcUSkoaCCY0kBC0l6I1uD7AS6/NiZuY+24IrV
k1RWUbwDaDW1PTqF0yvADbxd52yf2VUFF5QYkYmI+CuHZ5vYnyKAdArwAwD8JkagQT37VWEnJUag
rKtNbbH4hmYctLgr0ve6rGhWm60ufA3KxloGqI8BwkSEgOsoQOOAU13JZnYgepewlBp9LFQlRigb
KhYMUoUgyx+oWqyJKZ3NWj1K+WsW4mFUpLCqyCHCWooJyrauzsHZoCuDIFlWoKpdSG6jCIkQ0FAy
Dm0TiuhdUyuDX8dsEriRIQuNoWTXZcWNZZlFVgdAQqC+Cs1VcwhKGauyZN69i2qKXe5GJ49g2QFF
A1YVAl7H0ZawEEyU9Iis0WAioLcelQ+WK6EjgbEiUKfokvgQKmvGeCpbpozGsD5ay4jsYfe3SiFk
AP83sZizBrW29DaekGymhadRaqJbUJ4g/AAMpnuZJcTeRYAepn7CUl6swUZpzE0DuAlt76A0PavA
EBofuxBa42AsYQlTeKutE7eiYLvNPsLzCyJDi/XepbEGkdTldklMBOAVXl5NE3hhcCGjJcB2eKpS
ZoBbwMnG7WG1QgNrKvh/LnjWmigQCmPrDPxJh9lXDQZ44zd0Ukiwn9xMlFLSeO5xdcP4IPbAEjDR
AtxKMJqZmdy6bLNIpj5NM/C2YYVtsUijOw6OMIMnZagfuPbg4INSsOCn89SCOFe1qgBW0E1GaQWO
qVcATiZEAHqujcpjYQp4bguKoExMGgE8NzsQVWu18nU95ksyfSGSOVBgt2U1JW3qtFnkhRqUPsHu
bjpiY0om+zEJx3HNdUO0AibCLDjN15iek7sVL/oPwEFw8SORCR6puPKvy3GVdger+WD+ZhN74wpz
E0Q5VbIf6m6wKRgMK0Vh8wqNfFLZyz16R4Qbw5LbntmyrYCk7EBTxc53JgxoaFBDMldUQnPAfXCk
rLGtFQvlno4o7ZawKaX66GicXanGZx0JBIbaduCLZNzUfpfGND88SI2NhrVIFMCiQsYyMRe7OI4o
Mvsukdz7uKOeaPZddAuO6YL4GY0H3iheswKFDMtoN5a3/WiohlhcVLvE1HEMx6HM9HHXScOnhEnc
0B/nw1kGlQeXu4dHs34BGD4GN7/p/QQlBce9TgFW5KYETyGx43JvcpHU6MrABXpgNmXXiJSa3sBD
OYJ1O/wv5brG8e4+WM5imvJXr6vL4jd+Olo2vY+UJ260Ts43xSjwsXXlxerk6PVXGP3GjKgeTs5p
X3rvi0FhvDcjQZemIajwZbVdl2bPS1/zCmyGdoHpPNi6Ha015UaQYgPge0ZcxC+fOtc0QnpwE4RO
BHgaBdVaTFFDgJZ0mHSyhnMbmxTAq1yms1B3QMiZzoYxSSY5zyp+CHrQvovPXSG/6lpXMChq4iwC
te6UcpP6lmEMLUjCzkeIioxfsImrY2PGTJW+U2KYBnH93z6SeGvuSMQt4DOXMxH7qhnkygqSLbXd
zhEz1DTruq7cMb3CqQ5i/uoom6639mjk4aVVgqukFWsq1XjJonEXotl6HMUGiylFTEZNP8MGm6Pt
fwHQIGichSRpZ4oas5NMSLLAmMIdd3VMnnF0u3LKbgryuGq3reJuy1ItvXgxGspPMXGDTRxSs2rv
SxqJ5VvaFpmj6sfk6Eat0nuMbyr0X92Zhu/uly1n7LLQxmi1IZi1pZUUIWJr29AHyFJcAqiRW+XV
3o16J9iV+Wf07C63Udquw1yKQwOXHzauNZOm6RScFWaFlRJQ+luAKDUcXefgMFuA1hjFpZZSbWSt
E4CQ9Z4a1dh+2pTs6u6UeSwTCy3VGMyP+YQAxKt5FmweRQBOfQoYWqJPBS6oluLPZ9pFcyEu2FN/
scWXmuO/AiBro3/u2RRw4WHjSYcv+FhxMtIMbgBNa9JD9+BQhbpjwXacsinKos+MlbQfF9joUUqt
xJLsvTPPZko86lsbUCaTN1eZCo5+qqarSGxfUpIy5ZzbJrIh6QYUx0MAtRKFizCqv5a88uRZaMnR
qeURRle9Tu3nedt+agO1CN+D04M+7q5m8eRiF6scX5diYux8/2aEShslTH2BxJG29PnY1MWFKbca
nZOyrO/7Tk5SI2mXtwgabFRqWp3rdvOH2vRm3ctabNgUdjoWMXPW3IUshkSPRztfcgB6aY7jM7M/
b7jeGGksdUvS15YAHFnhjrbLBTdw2EPNO986BteFfXlLgjnDAoNAYIW+p5uPjs8kcFvBMSktKaNT
Ql/eQgk7aoqYeXIbIigTJ9ho7IgDHyOKqARVINI60ASAyvDsqKGQHZX7C3sgdGOtWj5wPzB0lr1h
mDlnuFjo21KMsjjpQ8IOnEO9QNITwH6VeJmbZCIxo4aFi94CLIzpjLyYOTf1CQW3invQPYop5UHB
YySdFfSNaxgkRETYDny9CL4ZTbQhua4iCh6riSpbKplq7YTfOqmTSaS4sFS4mnleaMvL0rW8aoOJ
Vv642bizMA3MFgYTt26AUnfUTXgo/9RgGlnI0PtG24RQVB7qGj1nkmhFBXel3X7QYJ0S6uEJUlCk
TmWKT9hCwONyIUMwDHAiQGY47LBQMQmFyKwpQbaKVWCMlqsYBKQMym5dEwW3BlT+qfa09i5x9Von
d/la7kxqicJdNVSDQ2Mxm4hFWd3b0nbk0mjAiXPHLAZDNkksxO2aYfkZOT4HvLEOBdN3bZP3bjjK
DQszVC/Orq/FpZ3Na3fDdS20DDuu/EwBKEC1KiqpQ7iPgWnFWv94AiJTJ7ANuTLxmyaidw4mjTlI
R0Q6/gShBk8IceC5WYZNnIXEeTx1DIPhPAWfFpQxq7dvZCLqiOfTzN9SUKtZJFJwrnCP1xFlNRXg
YPb5oKAqUJXQCUYnsSWOpVbBZk9AWa/AEStrwNR1rXJKeAR7TROeprUq65J7OrdK254EYcBWLZte
PDpg2HSkZXpv5lU4Gqr8edNzU4YoHWzNEqNFYuiXBd7BuL00bAX/yTHEgNGDA9sZMX7Pbh2GQ38A
wMR4ql3+OQIlK2ob3wnhvfJ0gvUXIBUYKAruVXhvBmqAvzYE/MuYJlm1BBteUqYrWCIA5shdL2pf
xzaJ78H13ts6AX1eWOHrIUQa8+iON74r7g6lf2NrDq5o1NE/HbZ/QKXTlu/zwSgXam1Epil2yOlo
ykfmj9qS0RDIw0KzctwzdfknpiQLoWYl/Hjgl9h234RzHlqFyBmCsdOzR8a5xkH6dMBZSwUbXYmO
qG1Dzhn0uC2EWecaFA6n3n0g8qGjjoD9dE6Acp94KZK4nk2W/EujTdt2iNqjAoL3jnhEI2pbDolQ
viAqBwLkeWY8v8+uhQWOR971DHCrswcfCwDJdYqN1s+MHPp29A3CHVV6yjJ1iG2hrLI697Hzn5QV
emwzxzzKplViCumUcrmeU+smvrLipkUqbBqBB1NsJJ0bMJ+GzTBj2sRSQhjZttLZ9KP4EffUUMeJ
MTFH87FQ2ejNmINj5D5bPB4YCwDMT2rrZDA5gtVsM6hY9U5vAYvi3UFFZPpsEKN5nsOvNqGpOdhE
jzZoJBo4ncXh1HefRMy7E6mmYyqApi/PY0q+sUCISaQf8oizzlQEJ7YpuWxIbgHCgT8TxFlSr7mP
uLcViTXV+wkHC1wYn4FTL2Nwg0r4loK/g3+Pra31NL/jYAhgOZrogWfDBws8T4+sFGS79TXgLfBG
N57tfEZ4bpwsDAVFPvG63lexMEqBm7WBNVdtIakZUTcMZfWEYCWUEsjRwaetDgvv7SMzhMQ2dMaH
3ngidiDRjpXg2iUkif1SyE3pJzNUpaURiSOyYnEaTdO84qSyVQ67ZtAy+449jTIcdE87jvNKYbWn
JAWVsxkDsGZLreJYgBcBvnglIq5sXPsZtx6MdsYyxqNm5Ifp6Mh6S4WwjnpymAOIEKgRVx7oIflA
rIqeL5g3LKKDHll3wk3TjuAqYe0pGh1eKkFGMT2V18gOjI9RsKQedBBrSt3IgfS9hgG917D+UmQJ
dmMFEmElNiVTtrYhdgBK0w62yg3iIM3TNrdJu6jKuvFhh+iK0o6dwjWRSYrJATCjWHEV4T/hVDq3
nqQ7YXiJv/eYyJS1BnApYe9KZ1kiEMoKkqMnEXk+59ZyhtUxmBn04R44hd26AA8A4SdOg1IyrEDy
RU5SF9U+h0OnLbZemiha1LDPOmOUlYamc6wxq23UJNqaQlncLNeUTIf4FO+Pt9TYEx1eEIMQriUX
CWU3WBYRQo0rjO9gqSWqEWSk9VYWcJaRHUESFxfc2Pmm3IHMAh7GKhMHj+NiMEw1rKtlyHgwBx9A
SsDE7iZ23NQOC+KZCRWzsOvcUsA2PrRsyDItqwgTuMSHagYhZEiKKriw/QwQPH5DzSQTsN7GWnhq
60X97PFPf9wfZGA3RFUtWHVqjG2wPqwtHrO7Z16S3aSNyoQ3Jnw/7hmvsZkAJDwVVnz4Nq8M1mpW
2NAuCwKvVTQ0th69ngJ7eYVg2bMImEBOqyhSCYgwqeHEj9GcljQPuKVkiUm+0S4j/NRxrZv5VemA
iAUrH7F2ETaM1aWbkfJZr8xBJYP5CX3yiRcDGIkeiSJ5jAqAgSbh1bd65WDoWv4Re0Rwxro4lAHv
YP/cC3rXepXWnxC8wjV16ynQ+lu8LaBCvyW12mhGsz1gkJ1ina2olLG1X5e1cnJlSaW/JIeNi221
VYJp8L2YqhyzVaMxQMtrV4PHTLD3w5UFrem3EWw4q3uwUzEAL0vZXvDhfEaq9Ny6mNukELKmzxJs
AJQrx5yY1xosOuAu0W906X3JRZkJRqNai6Ssv5lgJwPK0KO4AmMty5vbnEysunLBbm4eP3YJaSza
eACY4Ih/3d3tBJsUKprSksWUeQPW9TBzXUkRqq8ZJobr+oWhVxMAXS58SdaRF0YnYNasleZwlnMa
nKTM5oSWdTVz+uu+cYPSGOA/OHOpT1KMZ1OmD7tMHWXgIsiZoFOFTVLy+gVbRhMnKpa+YPGMRbUU
koumLg3JY7WuuZwlksc0SdPXWfrNBDvrSK2dOYl3dNFF7DUon7ueM7Tw7beOwgpdUgE9kuSrGqmh
sXT1Boudm5JI8jjMw9p4uyQF/s1ot37uK6sdk4/BvpcAytX4vgmtVfCblDbbb7TH4NlomlaAel1a
03UyPO7Y68prBCu2Yu65o8tcLnmKu2n9hE7E6F53OZnFODtGTePZt9PY9GLU6CCVgKbUc6dZucgG
mtEwVoYe1QOwNphOPY3p13zLWSYkNQl1s1qQyEVScJ4xUF5C3MwmPiKJZ9HOK84iiYQ1SDOoruVG
Q3geh0bauKy59ixhLtcO2aJScGjBW/OgAJ/A0ptKq7sph7+pr6qxG5+eY9W3oowbLOc3jMM/kDPR
xtizoUtfuRgAWOKx5UZexUoMnASwb9QIU1nmasdKmwcWNJNy8G4xus7Yy0Kr2hmhOPbz7d23E+xe
79ATEmF3KIOhz86AH6ZfgO3Kh0lFi908rA120/hrvqWysGc4OSs3643My0TWqY0xAAKom4NUgtpK
HmvNUlMzk94K59jVNw7pIMzlMIKUBqxmcBkHZtgYwWLGLA6sqitWRZmh8YxkrkpK9nXluokuTxSp
d2Ja8pysQZiFNpI3ZVCUGVpYTo1xZPLawdOba3JoJTPKECqyNZxVb2yETQAYQaEiAZzJIgoeckaV
daXjs1m5L7PKfzPBBie2Lds4dulDuUNLQwlOx3MvOCFdApUdZ12w/yruAsLfxl+2xHhhizXOGmNq
SesRcbou1yTMynLVWlSPzzvIcEUrkJkVFMCeFnKIbeqnW19hLM+/rHS2/mZ4MyvRq7XEmpjTESJi
eUYxPxm5HNxL+ZyrYcc0y/mtYDxKOJ2+TocJcDcFY4xoJ+KczubfBHqFp/SksqN0Xv+zd95XrYia
n4McGm+U0pNRZqSJBIZ6ia8KRQz2m2CerdjY2s2n+UTrkvOpmqYpRf78iMuIWaFTb6SSgEVk6sXV
2I8NtdiMbtfYO50yKrN5DGITMDUmpD1NbmON+UiSx0I5ab+qXTamSX8w55alnpZRSut4zyUVsUKS
HdwdavaOx5angJQpiQV3V5G6rBnb+EpoOKGydtJVsfQxNkNjLRXSZySqAherqoiZgqOq0lJ/G6kO
rP20K4Zgk/FjYP9j+JOpqHh2qAoJSLrO1CPbi01H++bKjn3V2FeFnYKWYzNfrMWEyVRXVcTTJJdM
88CjGmcqEgnAbnAoxJzJOLpe3QfvCbpYFAWtQYEB+Kij2Kcz5JMDcQaMvveKUs0t9S5OYP2k+6qC
rShYYs2sjh43SqSGSpVswWIymTWzvVyOkaAK7AwgZ5HCE4qrAcldud/DYbXGlY/GCrBDJZUllraZ
D1VVU8pjY7ZrcLs1c1U9rx2oCfv1ZboZhDRf6Nh8Ru9YRrH91GtWrN2SNU0eOfcbXqho/Ryorom7
mfpsUiFJ1BRcqHVPpgMarvxegi9jqWJv2ANdfuWDXIeCSPHPf5u9/bs/u/+Vf736MP14+/IfdSiD
B9u5LFebSeluHpnY72Ymf/v+agwbq/8qopblh8fZTr3Z1K/YarHnLzbgRIGHBg50Of1dnRv9RuXZ
r57ud4tfPn7NF6aBGh9DzN+9Z6/+rcw++rfbffIu4ksrAs8Csm58NOmWJqvoLwoyf/8yvfaE3PvQ
bmjZbENf/cgny+ivnp5uNy+ybUMgFsE15T88/LPdn77a0L/4m+1frui/fPgm0KtuZtDRfr64HbmS
QVlrrCkER+qZcRuNLMDCx6Qhuyj6mAsPJNY88Cgw5qbiq57lOTFS+E9cZb/42+mb99+tf8XY59+U
Py6e3t0EsQfBfuT71VwVxWdKi4/6qXAPV9+zCn06bmM+rqaFzUrD1/XMCvZYdse8JlqVteb6AZbR
78hu+/XVFxiJD2L1G06srYKiNtLf9J9Z4XlH8o4nbKUtubuWX950UdMdsR9Bvqe+4RhODsN2yBNB
di+ktCWGRWtPV1/zlQ8j/oj/lGCCMEz68J4cCG4rjEMrjN+wULsh1BfVtQ9ZnGSKRjpvfKe+mrx1
J7D6uyGoOsPD/5/zJ+6e8M9i/h084aSUDiNUqW7JtHHOiKUWJ/eW8GiWPt1Q/ZxgEqxbAa9yEwo+
rE61411pvIZd3mOz55/Gkk3qP3fsm7zyrWSLKEunDnukY/U6jViYW4GbEFMxY2lcvchIYt1ddi10
r7qoWS5dMeM39/Ylm/H5h7tJ+hC5qQSQXi9yR+6iP3+d0b/+6F/fbX757eLY4gsHoK3wJs/29UKz
jKCYxRrG+ylphySEHnkSya/qPPZpzn9O7S9ukjj231EqciJFv5WAGMFyY8BmhpXlXvLiqmC35Esl
dTwpLNOhYIDEvp/kRqchZU2QtYaS3OX1t9nl19jLgWb3LfrQLq0iT9stfWXBB8D5n3+FdFSKXZOG
w5A+LCrNrKXsLzDgyZBkqBMQpO+Z8pjbvwjpr79Ovlkce1wx7Uf/ose/fJb8hFpaEebVskENPLol
eaDAoNij8XXlmiwEkrQkwr+94W8WyfSGviKO3y2ihZ5ylwgylWSW0OmLxN6xVxljL83s9tojStZA
OD8R+fxFar4TKeC41M8m9ntOojwATkrLV9X+Ffln04im4k5+1SqCPnI3zWV5J+g9S3CoVRYnEl6W
If0AWTA+S5mN/K339iaaL+gXBRvr5pjSLyP62s2t1DfWZts3BDvmvST3ufWpnUz4X7osmu5eZ98s
js3Ff4YF7TupuwENtMmuNzIfPvN1E4+kLxe4j6v1TTz5Ps5IZu+j6Xw6cchDC4L6hkXZd+QmYxP6
Yvqa3N9d25SkO/M31BV3hmYy8S6KRMxTZTGQD1rxDSP8FWO8eMVNNNm/vvuqofse6r0U/GnB9Vzy
KvYJTSPeKtiIvPCcTbBaPZOCwIsn1/Bh1Fn4t5y4W0bvbEq4W8RZUoB9FkjdRX5Zy50U7k78y0TR
rPyl2H8TqcbOBKwI9l3f1yHaE1x+EuaANar2WYUT7RC+L1YPBQadr+9Jwf/+1rK/5ZpX5j04NrJm
3LoufP/BsY+5907icC8Fv9fPEBu7ImxPPY38Ry2RTXQAYH6HrGQJ6O9/IB4svpPqm+zyitLPLifZ
0xaTEQXpKC6DypFrirTsT75mUs24v76GTRfgnpGCcfKCFLpGQ4hssO2K/Ip6Eylptn+DhPHFR/X7
byLXXROLNQPBHAuD6LZR/ywR+uIfKfmqKlu3vRD+7xL9Hpz42P1b2GthsrAnrbNf+CJ1xOx/tCCM
j/xqsrVu/SlTeq8S2PBqq7RHoqSdbLIZyFST1BUnrNhxxe0+El81whna2TEM8pHUPy6Mi9Q7V5hM
KfrY9w7uQ52DFrsNc9TqD/HTlQsWNA+Dlpjx9sk8PpEf3ytVRtqx37J+DZ3aiX29X658sd59uisf
voW2RtlSmI9rKpzMSGNjRsN0PZaMPDPc549cUjv2Hv2RYHy1n8+hXcgT9StvfkVdGZuP7KliCrNn
3WNttC9FxeXjksGZ/9F2Uf2zP4+kNMh6ax+J/Mz2JXtcIU3srvKV66qTFY00KWyx29htxJfZ1xXs
T8RYpCgy/1jad1qRqVtG7EY+Rny3DkPiLLEbVzzaHfiTW8WT7W/T4scrF1zTEgOYpH5f6Ae61/7T
o/A7+lTaH5e0tKGc6LFWW75k1fLB/X7lH0DCn+PVM0+2k6XiOOeJqVrd9vOLMcTkbj+DAwP4Tr7S
6c01j56Frjj0kL1dRp83ttoz97iv4Pz1nu9Pbr80yGoDtnlZmyJePUOc/Z5RM99lnM1SWrhdxjT4
zjJweoMxrqdapmkuqEvM7OZZdhmO1jRzIUXvlEIywOFtyxQfTyLXTWKqa9hmC9ehyC2wtO/WxKit
MpOnbeHqqnTYpU9T45bqqXB0R01N9k+PRlfqeshU4dAr9rhPti4zWKjPykrZPdZbWDLh3C1/nTy5
rATxYvFTLZStnvnK7i4WLLBNShmxgw4AZzxNidSSe85Lr7Lt1egcaGwLi73hREWw5Dwj94a6tAzT
1TyRMa3r9c5YZ4QUr8qiij9fC2IoB+gUp4WpLKk5SfksS++wDU77FNQ4Y4rSYsK1IOBozL5PFYun
PHquOnR1P8/UHVn9iWs7+MdcH1cAAWqxN9gbhwlgajIqe+WKYyyzvCY4NuDXpJo8rx4btnvyvQLQ
hcTHqU99O9jZB2eKzLGoAHvDJvb7P/tyZKl5wkOr8Cl1UvDEefg4uxpYmjiReXZHWPSGknkeRfn8
+4XLGU/T2wlNYScEvP/O8anJ8ukcTgs2h10P6irAqp7uaVXAWU0Tl7IKT6B75bH3uEQ6Gv0oacF5
MslrzZizz7ambhCRGr2YAbFxrqFtp1dxH29rawFoZttIguBxkdgUtA5JGYN1087H4NZnsZE8pbmF
03K1Buo28Pniiaa0Sn2JuKveE6udvvExGKqM+FjSStDPUt78WWpxFot97hsLT/sR6+Oa9sCs6Fv2
i1g8AzEgzHhHfySZgmsmlU5CZ1CPvp52izXFodeJfuL045fdxsDA9rSw90mOz8KiuzpEuILkwW7s
ffIqx0BgnC/S9P0zdxlHaQVIo5zgZNxS2BXtTIi9nvxY1ujkxI59Ln40eeYk3ymb4cA8/rkbO+/y
BZ1GNp5okmTUXmfTqh2AUyEJrXDYF3eZ2PlIcY0soyQMBASMXT0ZnEpljV0IbKN9VnmMwmlRrMEz
gbhmVEsaGGmbbjZ/ne5ri4oPg9SVVSrnnN0wnieJmPnIBvdKYsmtNPlE8CilAkxqKq/J4TuiCmJq
Z0pZlinHYaK3EnmWNS8s5gMASazKjwoJCKwS7ytrIliMoCaphAcHQf8kwXKA75kpu0gonK659mRf
AYZzWwJOSix2lapozQ0DE8vkytdWxZp7wRK3so6HJ/Qtx7C2emeRKxKjVCrM+rLYQm53e/aTKeoK
+Tg3cIA1xZG4ZsMZ3RVyQ42iyQoE0pkiMHSiDZOh6HQBilwxGfGESZFL762zNBOk9LUwAkdVSKU0
IAUrveIcPlBp7SlLRcyjrKBiIaOxJYLHQo5WekMkbSixGi/A7SekzKqakkIoPcUKSXgMTHNRwucZ
SaeJcC7Oo0WMR5VKQdgcJ9GkjvupIMhdbgyHl+Nuob2bxCYTIpHxHIloqJTZjUyYT9h9Bdfn4Aly
G8cOFAisaxu/DLPOdZQRJZHrTwC2SHAqlg92TVWJpDPpU04TKmK5oBxEWbgtnVotJYmlXGCrfJhC
2dQ3IjxzvvZ23/SVet5M5cbMLIgKiyuvatg5qWDz9iEhTCP0XHCUl+QOaWziNPPGteMqKC6ug0Xc
guBvwGTY+Sdb72ANIoBhVSGEkZHOtPGeyYByAKgIqhQyMyPpQJ4aX4VgP0PWdeeCX4kTiwCD0nvq
t9qU+xKJma2uargal1xMXcJpLKOEaW/mOdN1uqcSR5rY2BiGjMQ4aNiVNva1YZ8srE+Md3HVhLG8
0Gb9EHn7qdyulDMMO/KUCTNQBI14Ec0mIhaGW+bFBM4jt3kckz0v4gLQvTG6BJDHAGKK2u28i1x8
twYBWzDwDxW1HP9E4CBxKmMf+YWfwdGB92c4WBfcZfw9jwmf6buERpJpsfVSwGeFBqwSUVYWyUNM
CrgYkw6nprFqV2PBm4z8TlqmJjicK+awlkKyiFEZxXGka7aq6kjw1ZP+/bZ0MYnkjSPly3xe1/7J
EZlNKqe3uoA/iIzHkczv75ifaG1ucLC3AVhYSs4nMcjx/O6G/Jt/87/9n3/34Be//O/+x//5X/+v
//3kSIv/6//lf/of/vq7iV2/+4f/+//6P/73H92RB5sbYeH/arIxpAYoMcdwERqFKYlUvEfKAom7
XVObsCqhGEzKY+USZXiVBvThMpQzEB8tkZZApTsdSv6XQR3wQN/OQkiYB5W8CN38tkBGriiYYOT2
pTQNNr/o0r8y8GDEZOPkPoz/gYv7piwtsW0vNix3UI/I6xctcOBtr9B3IXbbUC7bYNULAUqW7Nne
BNSD09NMOzSbY0Ur3Mst26nPOFo8Yxi5D9lVnDqhvN42ofC2NBQLHafhvSw1eZiXNAsqC0uFZVPo
WTi5DjQpde7d9OXmtTBTYUPoCVnAQdxmIXzlg++dwuJHcEGAPFUVUFUUciQijK2/xSfURUgv5gT5
2T91gfY2auH8mxDKs6EqGeeEU4yRLOQHMKosuDJgOrDgE+FJ5MML1gKZSPb4RfVTQD+wLw3DXoKM
NfiPioHLEuaZh870nCgQhjjcCzRTzduiP+SnIbaZ4g7/njJz+xqv8DlInQwM9EcWfE+wSjwn2oSZ
Tlv8T7UNXaOdI4C6do2EJBY0/DxsQRO7g40oXtWPHNshMuZmU3yv94S+ov5d/tG0TNnHRHKki3bK
sIxVEJm4Q7K2I1SsyIgqK0b4ZckxY9uZf9ARz+eZyOqaHBINzYj3bTc1q/9W2lWIYJ8Qb93Q5qfq
nuFN57I8hmNVD9ITuw5O2i/FOEOApC3BlQPvvEm2g6qrwtXCzG8Utp8ocrw/wZXDrM5PRAPge/sv
9v/KmduAieJAAp8Hx+VT52HNewk9Kf5Qz4gx285N6b8+I8cx7QPbqW/fekgbGY33ov/W7RHI7dbZ
n0uOqYPQkudXF/TkVNPukfrHKLqHMd0DV4ObetKPWMWfV+1n9rVsf1939KKnBFzwgZ1o7xVkEkvW
d2OXdxvExwXUIcebsm+JDt1ikKn9FKjphmR0zanJB0LbqOX0iDXrHB3Z7GTr2cmRmbTnl83HVxs+
6tCDjy7Ijzh25g9sBqOW4fHXXxPyr/iZU0kGWrer5j/T1POcDAg7+bDofj8dPO3wUdEo8JZZkYWT
eDYsfdrSmHdVb9HJ3f3JF+WXUrt4HKY2Dhsd4agl/GIeTlCY2zNI6vOhkDiwvjUOGSOL7hne+S0j
9N8lf9NwesrB2bInK38qUZIMqDzpQSSm5xZBjGUmfN3o403xZ8VmKC1+UFN56cHoyfK68Vk24yjj
0dev/NA/MEHXf4ZGF+7lLr8F/TlPSJ7xLX8uNd38rzwp/LM/ZzX4ZQ3gnrU+P+MID25Bz37LtxOh
vrByX7X09Bkr9oc9Ie9W+8qmDM+FP7n70V3S7gO0u/Kp1io6VfOSuH8RPI7X3Z8WF16NIzY+fsiz
ipGfLIIfC+T0v9Q9Pf15Tudp9CXr+XPPxR/9Cb/hD/u61+SDLXDk/zs/fyy+BfpPE0h2InV5Z+Xt
oO/kyADtun+bDnf1UwH3Ax9taG5s57EOLygGOL93DOn4dexFs+W7xiai+9RBvxr+TA7z1MY1n++n
edWXV9JfXnl/LmF1CYf0gF+ZQzC+8QnNH0m3PAf/uHO+wyXtR37O0bOX4Qode3bkebUk/mRN2MlT
2XMG0Y8XnHZ+/R+9qeeZF3TP3rjqv3j1ZU/EjI0hjQtNZvufKTw/V7A9+f9/Dgdk8/+y92a9shxX
emhMOdSwxzPxkEcUpVZD6IZt2BD6Phn3xYAf/J9tP9xHA31hNQy5JfYVSZE88x5ryiEibqyYMjIj
Myur9j6U3N0FaqtOVVZmDCvWvL4lwrKh49WVg1a1iPx78tgD8umO3vQjOeXo1X3S5Cd7pfv4iUBN
D6+YMVbtAwv99ly6doUGhaZwj5MTltT8x/uk3p3zDEvHQ6rAo2hG5XGM32L48O8Rv0K3f5z9WD5Z
3ey+uX32Pcm+3yT16lXBL4rvKSnr9+JE3t1sv3t+jWa71YKJDBF5V5xev79c756zm3kpvviRIF5R
xF9df/vVm/Vus663Sv/YrQAZEBH8sa757F7g7TsiNho9+uP97XfPf0Av3tWmA1u22c4glgbdJtT8
oPsN2qSovviAnr6p5vIGb+RsXZF39bzKM44uUTXPAfHzGfRgBifLQv7wVzfovN7Zdi5EnKzvltBb
IKsE/uW1Wqdysas/f3v1H767IjvAX5f4Fm3KU4lmJbQnyTU2+TvIPNO7IytorYqwO95buuEz3bJF
qVaX4DjMF+CMJrmoKr7JQC8qTKNoiSS4h2rIMaE1/iB4Lnf1N9/+6u/p8vr7Lzjs/a6gAMqvpq9R
H7egr83PoW0iItXqGYBIICorWkNfQ1rhOapnYJ5uZGV0sl2FtlnLOiQzJHOIzJCPQoJPnaithGyE
8nc3SbnNqvJEzYphxhG7+Q5Jme/I+a56oqa5Ase6lNtXBcTMMNItxzBUopsjoZbiS50Erah/TvPn
G8RkvYRcz/W60BRZVanFZGVnXB0SAFc+43d/U6XZ7iQzR6tKsc5dDF53CK+lus3tdolwsqshybRY
MwgGJATVCcS9+CkyMS3C0M2/FYgtrmxDv9t7RRsnK3lWkaQUfwWKybvZXf1v3v/+N7+HuHYiQ8cd
Jx7lzeqnWGmHRIRqUHOoobGVcHoUFPbLQY7V4ti6F/IYQ/Revrt7mwu2Vtt1EvgaEOc0EC6kBY6r
tqY2UC8V4NojDYaBxTohBmuWW1ZyMVncWG+jcLYK9o6ytyspZhw1pQxonaIyx1WC3mZIpmg7R7f3
t1d/8/Xyze36ZWW4HbSW1vXiQvp+YnAwICRPe71C1YFS0/WOXqFWM1PZQK/CB2nXtcrdrXjI4WWw
OX2yvBI9cnlySUOfu9l/xYNvBAkH0OQUSdvgBmZTM7Qt/LpB/FtTwkya1WThHfBF6+GJdL+zFzDT
qUTSTNKuFwY87Ixj58g10vvuTKJzd4dCtKKTft1mBDHeVY1wn51CNF2TMdMbT2gmFF7RajjR7+zQ
IS3auPzim5vcGx1qRKfPg5BJB1qp6Q34mG4bEi+diz9YxyDlDPhSCcE4lojTpgnsoW6N3oOWnCHd
dNHythHPLQDnL6GcPD29ynPLmmwDqdSeOMhbuGzNa3XKb3JeIXL21wh9lgK48cUO/ee/++1/+QPw
QDxBpcb97EHu4c3TfGQ/SWWRiDnbY5lbI4gG9oxL3DtNfOzqHUp29BjC/Et1rx7nyPnLe33StWdT
DsC+7UqjH/h3J5YbK8YuPv8S5bSRLLR3GIfs1D8nP8jRu5yif339GThWQITkX+Dy0k+8vmRgT4Wu
3rZmUGnwcLCtdxYGHxw4CBEdApARbTgroZzCcXjQ0vGB3Kie7MGTLoUxhpTFPwlhQ3FiGGGiB3Bp
/MBHx/8kPV/yT+topY+4lkNUop0YbJVWcuKCHISNi/9iOcinEt5iygP3dQX51wjLI6rR/7qYf8m7
81ivFW9vtew3VuW0YduE+30dpuHWWdnlc7SXAoNee6TLRrl7UsRcZeEaLdSV0M+Ta474h82bj9en
ZwVZ7D7/Ypuhjbi8IYsfzz8jyZPts19/QOTdAtXnf/WRE/Hy2dc8/R2m10rVIJdfP1/eJ+l28cs0
x3XyUqbobv5yLl/cf/b0DaUrlNSUrgslFmacrTfstES0Jj/fkAxy/BO6S9Lr+fN/nF/cVWQDhV4X
P3D6DqPqUje/RbovTJbcoORucfr75SnBeJ3NME3XYoaz56sFvcA5wmcl9PkmV6cUPady9vMPWb7G
KTwiw9+neAdtnrIF4CYu6gTdPrng+Mk/XfzdDxkUK+7O0nqGZM02JFlnBIqs0InYaAFdEF4DJuE7
hKtKR7dSCsWLAPUOxdpSqY6Qdr7AynI5f/l9gt4LUiG63cLab2kB/TAQqc5m6q5Xymx8/vnHy5/d
vPjqf+Ynf8LLErZq9b9z9BpK6mkyQzvTiKBGdwhCVb8jgO4qGX39FQA/IjwTMyi2Iixb3Zt23Amv
ZM5ly3cv6GtARkD4I840Edzxsx9qeovKrxndSFyfPOEp1KygRF6dz0t0fpvO35kCbgKIubfbGaLp
jVjoR4iNwOdQY03UFdi0flZvCE0Xi/IFkpRUGS05xFgqVFZpIhHDJK8oXgFEQ1K+SsnpX2+QuN+d
XKh5sI+bi+VOJ0U2uuBO50jOrz4uGRTjnyWK6r7VdZJ8kWjAxGy5zHfQ/3aGT9Ryn27IojZ1xQzX
6cm1WGJxcfaCcfSkoKhiX6zpL15/9p9+D30PdNNljrTfEFrhWkVQV83IGkOtLcWuPqN1xIVomu+A
Ki7ERIQJ0VH7+1JJdfNtAHqx1RU1uoV3slcrogzqdStCPROR3r9MNKgdhvu8o/Rd4biMcI0opmiW
W7k1mEdNQtEGintKtL1Xx3ZViOqeWYbD3518p3Zvk68oeqs2nL+65he/++pn/+30v//XLbsBj654
X9mAcCVdvGStZ8rlkYBhssesgtq4ygNk+5bVYoAlYxc1G/M6ur7ZE8xlebBME9QU17U7xLYoRfqk
qk6/DOwIsub1dxfSxHO2ib0hshAMPJGhL4oL7JeLAEgrRDwam1cCD8NYANrZpXnI0nu8DEYKupF6
ogkqoBm0YpKX6uxg84DEQdxK0pwUeNiWB/UgxFC87znoqg8Vg8NDLlP3c3Ji4iKJ/MwEVnDnAupt
eBKstBx2L5ExW0K03Xg0IXjBUir9r0jUOTHM+H0cD0rW6PYGpQd5sBGT8U3IewOjSqACHIDsDa6H
/ssP8EaQIU/qwt5s36zy9FRtdp5+x9AVoM7la4poaVcl09tDiZLT0OvJ0R3Fy/THlJSC1jRjJhyc
/s0X6Be/mf3H31IDiU1tyA+79Q27RDFkkgeagiehW1C1vAuW9+HJvGWq1pk0dTNy9IZyfAdS5EKu
j2rcTjP11eqQhHGMH2jcHDlyPHG1O918f1IL7KCOT32/0okhuqZGUf5P2yv4L+PFwtUYZiJpkxoy
LkEF7TlmwhF9qsWDnKf55cWTNF8ww7NBvnVzBLjlsNxxFTK0o8Qll+Aphw5v/uVsLulIq8fxjKNR
UP2f8ER/yhU77vUvNT6GD+Q58vgt4M1ZTuUMm3Jz3HMDVxse9kMX+/yFUk6YJrH2yYQWsVgeUj8k
9i4vQ5z1aI/yCOrd5+6CRZak/Qv5k53T4P68enC6/XGvg0I99TS3KA7BAKI9IzrASyjZ/cvjIZ8k
sEb2kD84YCqJ/jxxA4H+Bb7kn2EdJy40/j9p0n+O0/QYE66Ht2awDlVqpONHXWUyUm0jOjU9xLMR
Nfg7XUegAzUg3PlWrtG2rL7+7go0DXA4XLl73ugpKRVlrVPgTSVOB5+z0kV8yMHmIA2vJMC5I793
jjTRXAz6CTOQR1rbLPUNQ79KZh/aKlDSdhkvNI5uEiA4YbfoWzdb6nYodTqA6OZEQIFnDQMubhxS
wW20BV6A6VKIBk1L90OD9ziIf0n3xDt3COs2KWAAKee2DhqjW0h4F8zmM0CdgZnILthdrvG+bmS3
wrpDbTIobUbBGuL2lM2bM1RvtNanoYdsYtB3Lnj40d1WuslWUYzPo0Ek7umriPtgDfgqdfGR+eR7
3QgCORQIZS7H+oGhOgJPrApND3kAImEmuNGdG5EB2tJf+p7pJSAvNmRDgMYKTWDrP0ab6+nH15tv
NI2FG3cTUHhngiMRmk1w8d76cn9K30tLqzzQXU2kIeYv/pO7CIbrxv4Vt+6z8hDZEIcszPrkmkhQ
QPMAqGyqPZD8Tr9Rg/lWbaJAp8RuiqKQH9xebNsjJMfqDjhaW3+fVVQGLvtkSRmxr87c/ZKKB/Hn
MZEmJq+8jtl1985dzGM6LCfoBHLg6dIdgXH9gzsOP4Wido+0YtJtFpksHcNX/rBhUGQjVunhj/4U
mhBpc0Vs2eZP5COKX9+6PSKuCC/vGztuu96uHICVBwv6vRYmv0Vv0EkiDFy6tG0CXQc7vqvtjlRK
L0lRUPKFlVC418945hwsS/1UKE7VONnIKR7q9UTvZhasBmUoOwGEOgfD2NzHH5lTPaXUISsafUO2
aWPWbBytaQta88Td0EOwznWuwCkhO9z1UjhMwkbCykhskSjb1FRVnyJyA22cew4+0/qPO/jyXk/g
zF2wcLet2q5SomWuGY/fwaSPRciIwZpbfQx+pa75awB/FSQAJAxps3ZqzImtDYVrzCMunZCdt39D
A4hFPPzmC4Re5vbmQ8fBq09+VReRfPdjPo9+vtArr+7gW00akrhAfIZxEj0rmDJgoGUYrsfIR8kl
DnIRwpVfuoXCLhsjrJryMf4P0M21NXgaiT8v6C8DMsbtmTYqOu4gBNKlm0gekLr6ZQ6HCBsMzFNo
hmkC87JT6RYhjoq50xWTAC3N3P85xgRVF24R1M1f6c/V/Z/r6J0i5l/h+m8+F88R+ht98zOa/ZWB
6jXj1A/+t/pxl0ASOHOkleiQ9JdubC/dI5TI46xF8L+MxMFf6V99hupXbmYxfubMzSULkCpRm55n
0fnKImlL26BwGt0UMM3JNCH1yq1/Gj39wjOouqtrfa6rB8LT9G80Bf5n/OFJdPxP3JUs+KoDoDqL
CJK4iZ/0nUoUifV5+5NkWMV6PsFvQieoT2fReGbBAbGA28MqaOZuSyNOMmtrsCLoD/nCNMaEIy/e
5JZ+zIDPIyb26YJbF9En524YuG8X9mogIxq1aWdaOB0SB3ySDN/wK/0TGhyu575PqVscEjkE/oN7
XyJppO1vEOR3/hfx8TZSZctIFvCodFcOO/JI9K2vGhGRORCDKsc5t9fReGKhvBu0L0InlX3iN8gm
CW8iioqPg5cy71A38a1wat7WmbGd9Umc42UHD7Xv+QTaKIdnKoa9pvE17j6iHraSjqsennIG+YHl
KVNcvR0TeBfN4s59/qOTwpVbczeYVvYkb/98EwF77txReu8WtgxMcvPP+qiIwXoC1cXEIPo8A2bA
3w+z5RFIuthF4H5eXYeggrI1sB9c8tbfI/n1lzCDyrAYXN447nTSZgsINqWbLBI7Olh0NK4ba6K1
TakbD+1zbBovKA86Ocf2MnPT/3Rlm9fItlFAkRT+4B59q9FLwmve6p4IKMiQe6+RQP4ObVaHuLxI
RGxyQNHa47qXRzIHMdlHFGP4+635PjoL3s+Gh+mZD8oUSyS9p/VdsHG3tJ/JoMhu4m7i+JAwVTkQ
7dAZzAK1IZR3Fvio3ka7L6J4AYnI4G6Yx/oGBL7ZX+WIND4XTmGQb/Tws+DpXp6+Cfg/bv/qO7eM
v3MX/177w/9ArrcFwlopFwsL9wR5Y5DBjQUlxnuOUSGVwexPC4bmRNJ7FQLNjMtScNmsDw6XCzcI
59IouLuYUKQ/q3YxyqY1oBjj9DKXPT6uJDD/BCTUSfX/GA/JPDHs1ySxNrywW4VNLKfPnUrc4pQ3
/OOv3oDLyfuneIl8MnCooMixEi3pMvZG4H90MjW2S0toxrfcl0+PSkuetS29sD4hCUmTdHuxdLzh
Xpw/2wb9FfCwyiG7yg0OlP6QivKlTsg3nzMhUWJqyQCWTX28u2ISnZ98+PV6LA9JTlB6DnLUH+XE
l1NzmGnY1Zt3d9rUMpDja6WrYfkTEQtgrxHeDFmgj1u0/XJtIsBa9ktgJ23Qf/dHPlJ2h0dZ/vPB
YU5/8kQCGyq8ku2HCl8j9Vgv3TSJ4/1TEP+sy4h7/QvP/3LGJ9FR9s6ne/HkGO4nqRVv3tP1YblF
M/rbJx8KyFkXwhRZJFCmxi2zw1w3szHGkNiJDjvE7ZXR+ptMMKIpk1mbhgN4L8PcEobkElJUSn8L
1xOYOgbrWj1BzqVJ+Vfyr+oIYGbjl2D70IEz7Lii1P4aitliIh8pW4dxgAGI/oRXj9rhIM5u6nr7
gqCNrsQroluFXqGW3ciHmFXPUMJmIY3LV8M18o4eRWKuB91BF8GJ5GKENZGJhzuE5sehRB18LaLp
tkRs200sSJfbM/XEJF2SOym7HijedkBzA5TYaRDZ6t8z2VaOcjvajEPukWVi0Jqi/RqctwlJQO4C
9F4ZgF8GLnuMh1kb7ouu5Rptd+fsB0ef2cIy7dkStA6Rol+9WH9ZLZ6fzZ9hVEMalshDJ7K24fM5
AgCjepOENIhbEoC6bVYaulh1V94UA0IzTkwbkqgHkgujfSPJHgVgSh8WbyriQs30YD8KQVH6glfE
q66g9+eGOJI6V+sny9mH6z7/yoOcjmTa1SKdqmIdp7IkI4bKEB6m7HfGDg2y8bdEg0873nMlaTfo
7iwb1yV/ujq9h6qBgd0z3G2FQHNEgkZ4ToDmK3H0aRjaASB1vZZ1vxmh0Svgz68JEh/wk//xvrkk
ks8eCuyQ2ltxwBEVk7YTTzAlyj175/OtoIGwiJ47ZW4CIzng4y4mNFkBLrpG//r61GfUtDjeoroW
wc7KHi8APmD/6wP4zkSmgfcdjMnMx6u9j262go1SjPlS1APfELRefImyfGt8M4TIIK3CDA5ScaRL
QSITHQVtD7SHRQ8dibwW027A/8wEWu+lMpGk7bHXNi/L7elJOlNsjuJjHUHiMY4ZP97r84CX6DkL
5EHyWQwbCT4cA4gi83x4so8y766C4J+O8aC/Eh+303zShVKQ8UewwGLwV0ocMCKJyuBZchOsM+aC
VRT4lFDsotbnYn1Xo+v6w3tW6MxKQqAnAGhFagdS/bRs43iJRD7Y4dyy1keOG6vMpbpV3IywiTp4
g4y4oA14cG8xTzhxpcU1NeuCw265RD+7Fjp+5PreSxRhSZjnU2L8KNiZ9Cx4euLuXWPsowvYgshQ
j5cg+gQOcztZdM1ZFlrYrWFVlmbUI+BX9QJtye3JxYrMdqCR7NRk1IaYGLKOJLCGXE5uCs+OYstF
ShvCKtRnaYvCcG2UR4B/s/1g0DXa1Zjf7kgZenfsksyMQ8wwePAqkeB7rA9jPciYfPaQMBOet42K
ZlEEhaY7amQsoU3mhT8NNgfz0sR18lI2ucP+YU1DZtAHaW2NGIm3EAK9wjbxCrLPEg2uk528N8HW
cAJ4+CjzHlfFyLktx9UOPJVJVtN4jIEBCduktOpFmA74pzZMM8nO7fWcRnYi3xlwsqo5+CK919Si
NHpQrG8xfo+uyK8+Xry7smtYl445NcugcRWlmFSNNEnLC9yz4giNUBz2k8fR8PABEkzEjTVKw4ch
dY4+UOpFZurQBHlb+AvUch2IoYc8dkPDoxE+HpoBRKeO7rHVsanr5ZMA5adeivi1NRnc4DflZLK6
9AJtWHvAVzmsYEFfzyG6UWeEgdjBNcWCS8Bt5TjVbgCcgqODQacrZkW7xCS1HlOPFG+mKk4yZRPV
EHoJXMczCxwnK27ZwLmSmbTgM5Rp1xtLi8RAyKHE86tUCUulDlPu5gWItLilHdTB1iltDvp2eeLJ
RFeBzY2nljKniuiDpubNu6EIEa2k16xIdOayUasLZwRZeMbrJXmNb3nSRKWqRiDZnED4Kqkb9c37
zuN0rz6gkMqdIF97q2Ns3EVUGvwHifVXkGEg/YJjQatGy4LfcGRrCloLku+hfI8eg1M66TRrHEOf
KCXxKENsP6oGG5yYAcKoFgx6Fn5BvqGu6I00g8Luk52jTFRLWB1bbkAF7jZGc+o8nSTzlMKgqVbG
3/t0Il9d1epyS6dyIDKw4GqlT7T3D2NJGk3Yady2EC0gIuK2ifq3rUfoajigB2qEELFpBaBhEMbL
taa09OXnX14Uz89qmc8g/Sv9TjDdRS2jID2lreamABsM50pbO/6YkhYNIFvPLq110Kj8iZ2RMFkN
VlfPSmEJW9/ZLDDt17M6PZ/xPoEt+4jU1sq/pxrK1wtnOZ7E3SCCdqDlvFe71Oils9ANV0s/Y625
8bRmCFcXf5JyMJqE8RGyhzeUOfKT7OCua0coRnhg7KSVqIdHlPlJAtG7t+O9QKgRqx8QYIVCW1PD
O0gvVbBP5hca6FiGD1OWyBBhS/+l5ZDSYi6LAk48Gx6Md3lSZ/vnrZaAJDAdowGTNAVRQ2hlM6bl
OfmZLNHf/v2bYUWM8EleniPMiiQwqMnjkjMes3s2mpHh2rlW+GHerX6TuRx06Mf3fTjN8gNdc/Qx
nLOPpdx/iiNLBhbo+yi0gCPqdJmtZGyFpeVP8qEWzCGTOmLD0gNSKcXkzcPD12NnHFHE/l1CPq/Q
TNcSMxnV4sxttTQN2hyJIZHJoweWqGgUcmy0Ap2PvjmPd63u7+5Je9l20lxJW+7nx3xpd5+QeLg9
u4iem2Kim2s3ZbVv0Ss10ic3j3yI6KPSzCd74U9u5Pc8C8uU65Pl8/bIwLIloaNeHkMi0ql81Om9
IjqOYi8j5cdsXwhjnu69XeV4Am8GI9qPEAHfMKBElesnrVTrrfWv2kcnHwRDu/s/bMWpjj5eZDJD
rGDoM52ygq3HVroDK+6p8a5YMli6M+yT+5bIex7ETj9j49qzszb96Co825i6U+mPAyCOpZ2PeC6a
CW+NLUKapcKan+Q6Ewm7cuyw5F8EaCRC3zaTiNsAhV2+1PGlwj1664Ydwk+ZyoCv2geZAQxCVeo3
deO8ssNIJKk1Q7lUduEcJSngDGjAN/lcD2sVeEUsFBiB6XhkD6qHR9qaj6lAkn3GLA5wRV7YQZJz
x2c9a/Ptvs00T/QavmuT48JdM2t/QgMDrEI2lhsg2sGa7QxGhO5CsfO/iniIK8Ykc6dnJ/oskzbS
NbV4DmitW9b7iOoTDWJ+YraJatuNQbQzpVsyQWcQDgiQDh9y3p77Xi6WTJYVCek+VO6zD0e4TBoo
MPUhvFoMBIrUmryUAc9NG8LGwYF9kaCvLquFdrtI52tiA5wsOVC33it6kqMkJR5WGsrHFmxy31zI
6AjrSPh97spoztyVJ30CUrizg9pvPDc2P8+ZYgU2AaVw4/HQOolb5Oc+3O5+fhrNwZPNgtl/xvR8
GQ0j8LV2Z+ElHMFdFpdE96F9npzxQ437VLK5e2iO0Wnaum0WDhW39i49SkdKhjXDZ6TH1gh3RxMA
3fS7PpplmUcDS4eHISONPOt1A+nXZ44Oz6ltgrtwHVhcaSmwAt4exkXKOlBLn1GIfMzS6sxFGuI9
pcPK8+nACNMI6hMFyF2ZeyMQ6brFhilzGYyhAytBo9O7jDbFX3MysBHTrc4hlkIm/OpnsAstHYkO
+w7wPp48zr46BKmW/TNX8EkiEj0N2M5JmzJpxOeT4YMfV74sAz3HrwbtE8dqwC/dm0UEIJP08hdD
2G2+ijSuGgK4LbkYXp8kGOpq4Cwfl+jYgcPq3Skc0cZBhm5sGi2dQXCJrYXDdFQlNKVmfSoran8V
0rO5zzNqnYeZe/TMeV+fO3L6iqGfXUCI4q/dz3/upibbNEYdjlnv+vhN2UULsnDXe5Xpib51wvGT
YDF5oGN3HsHaXDQfPtSiz7lUGxDIgDZqPJVIXrjQTHzwk8Bd23k9iS7+hf27/YLi0NrC7mLSdp1X
7Z/PBp6earw4PMDQQv3nFe7nAEn0iF+6C2YDd8ajmkPndCsaXDgyTto+AhyUAhSO4Er3oOdOtnbm
ngcojuFhNBdfOJXpBMv/njcniARA0CFlyk/jpPm1o7STNscm+nz5Bc9pi55jULisrQSSPq5+4U7H
ypWdfBxmTV7hfKrvEB5qx3LFqXZBbwM/wJW75u+svQmtSBEG38h/wmCt/0f5dVGtSoPri7kO/MiN
sImRKzsF8b6LNS0INl309DVasZAYstlPkXgX7Zcnv62L6KuBvdXInqtIn7kJOJJeSX5vEAsI2OzG
KDt3D3jnRvVa0SRuDHDzc3PVa/fJtV7EH9HdxomMGFK1aCtsKECGWUt867DZzetbNxcRAct44Lhr
t183BP0uJ9otwEmgguKIMeaQ1tsFyeyISKknKAbsr6x9MQP6Ig5Cx2OD2+SJMnBZfCca4kGBi6lj
UlGYl00f8EvnQYc2bsClnjUOFIbtsBUwtznELhcqmPKNC2/duX1pUHalxYX+wS3+GjzbSiFZ74Kk
dNE2MOtgl4v2dg8hQW31r45wvV4NqyLew8CjQEgM0zSLFq1DG2VwdjbDzodt9IgRRehrF0p5h1rB
5hSJf9QZc+r9/+Tyvz0B0jUPXWD0QVpQL9KMB+M2mhYeilX0yfdaQ+Oa3xF3To0JtW3zVRocvXrC
TMlR2uBBr/vAYe3ds9jxFjlwLv5JrznW0zEL8lpz7N+gcqt/tW2vmGhT79a5l5sWANKGpV+7aX/Q
TvLvpPzo6M6v/Ae3gDu72uIjQdfQyKQHdp6jVto+dYI+9Iq47WuwFhO3L14/XJBuaO3MDqP40Z/u
6FhtIiL3271y70V7odYaXwu3L75pGL7N6PkTQv91IVHgqF+32rGZseWGFO8ipjFFTb11ROilTEWI
Qaf4oFlxEhD2O/3+PXTxaLjiqj2LBn0Rt6IV6j5fS0sYHUQyjvgP7pP/LfH7gIcjDS4nonOq+VX9
Bkv1uA2Da7Yupcn01v29rkzhep23PNRtyA+Iv9PQZV+jqtzA0v2e7r5D6Lez74o5Kih42Imi9BOg
lJ0VA5hrjdAIxR1tGe1GDgV5KfiSmJlyiMC388JEBH6t9HqpQbcECr32uurH5Y9Ibp9F3dH1aaM2
jw5x6rRkOFRMGgQm+0lm2RYwQVba816nL4ggUrrm1aaKOgQ+CThUew942XXKSHV2iMvZnbWhp5wJ
VJ/r+2RoK8X7l1t1yLkB7sTN3QoYuPt56XKAO43rXcvk2ukKgLdS9ss4pSpLyIMo7aGqhM7NlHZ5
TVNpkA26NGnmN6cWOnVpHt5Qc7D+tKGh7LmsCezxXN019SkZmOIBR3rBwqywdhIUSd03iieezIOd
qXBuWZlITAJVlix4mb69Ov8wxgsmgsAOxGYfDUwgIrkaHSAaNTyMz56W7CHDaBG2NOdO3RtorB3s
IZr8aqq5aAKNkE+WiFyoEy292U/F1IDIAVGNR1zqx7nyJ28767QZkgUf4eEx0WGXKW19QdIuwcfx
ylpa6NF4g2hHpZN9ql5fO2G8r8cw7nXQf+KFT7jz5GB0cRbwuGKARGefhi4i9tUqU3HwQVQecqZY
a4Q4CrqIUFHe98pPjGVAs6xMMxka1dI968R0HAkC8zjBqZaOsLmaALIvEL94UvztH7rPJZOcTYc1
mO1rDwDZFWTg2n2YMnLKr0TXONL2Nv6pez+H0vXzRxdm+8SoW5M0WrJkShCK9VqQw7ZlLEdmkVif
ImEf8Mp0yk4+OfGzQn8Zr8fgYKQTmcP7fAHj2hXp0wpc+qcXExcE/apgKNdh9VLn/ZCAnKjDEkmm
gmIzGddJhRwZ9xKbxziYPfpGRBS5c9c9kFZJmMvO+zlTq6WFMqvKnVreOtJPrN8wkDLVvu6D+SHH
cnGsNjeWuT6x/IM0lEP5/gdXvQ/2otBhbKJW1UfgOXH9aWa36J0GdxHDTPPTMfJsCJMQdy21aaQW
RMUw72yGMZwNJGT9XYZM/Yzsd+3IwORs9fLsW5ebuiuJsGMgYHyXG3W3E4Lkn27o32/BfygKqoxK
LInOECpNXigWxpsmdcvVdYXDYdQ4AIrSNnMJjyjVg7D050eYILGvTPV7WhC0XjvwTYzCrOO2C1c9
B8PghS7hA5gwzW+dR9v0eBPGRZDWSDa94Znjw7ISKAGN9q4mUpJNuiVRMFjIBtawgxkxYBmDcbiC
Kyqeix6W5HAuXN8mcXuNrr7UZZNYVxjglIVaSuPKZHsK3QJ+rjFGaEx1GLfXkiLGo7uacni1J7RZ
/Ptw7mRcw+INn27jvHAnitZqKWczhN16sybZOlJ+6ADz0iZX0jimarpU98mcc61GG1MqeZ1S289t
hiR7lf6MtUL++Hij2yRi1ePawicrLyD9Vdutl3ZWzyFq4tsNHDzB4Xk1ZeRa2ldWC+EFHDx1cFav
8cfn/w5UBFethfnQelcDC7VHyiVhBg52B7aMihV+OuzLg4wCOVCWNfZJTXjQ8crhHQHPveeOQ2Ae
/oxHgslBS+lQtMga06zUEr003F3xfa/G4a751hQOQ2X+HvHntcKwqJgOmEC4k0aCe1LdMgCOyCQV
1I+Qt2Nd7cx9MZWwxIihSxyi2o6jK/m5rWlp91Xw21mHBs0DXXkFsfwQtjXZpATjAAeqMqFz7E+3
WQnJAnYNkgUHLXxbU1aysgcQ0DhjC7soYEwAZjdKkG3DyaO1cjwcV3qlmtI2aY4jUx/XvPEkYYiB
JLlXAQAOG6UE3SqhLs6hNP6b768lfv1GLCGBGtFzwqiaKFOUWeMzoABUYpinzc+iJwg1xcYlgVl5
zAgNr5GA/70mNY62RNKkY2Rk4N3fqNmIJkjebZEiuMmZ2xDD4zScmpZqXp2VLa8ZDI4HGYmsWWxt
wUicKE13RipmLScZQ3UG2IjdE0eaHnctAtIyr+ywE+Kmkungasbqs+z28vIP+P0OcEUoynZbP2V4
XF07z3hN3mxj3sVss8261VJw3RmhCS1yqHsQjlNLRRjva0E6J5MLUzRZW/R9yLTZUos7jztmMQsJ
UWOnsR4mKtz/GWoliiLIWYXq7a3txbhIZNXhEBJUB8VU64y2WVQU4BPg2tEJjNL7eFKpFxNRIkmp
6wA4T5VWv7r4+e8t7yAPkcSjDtPxHx8AKPo40AQYH3kPEgcom602QlD6uepsWGXA80Szm5LIy5Nv
/va8kG/vglN5YBnKX6YK8Wd4TanGVoeU9RM2GV/UTn6lh4TijmPzKD5YM+dvV1oBoGvuUF+9V9B0
TPeGpEceshGwl5EbHOHmFtNGI6UyaEUy4UQ/etCIZNE9Rc+UH9kEykLjB+8lVpNRq1TjDYjkRDhm
Rn1faECLYsYItVW5MzCUc23cMd3thV2Ipwi/mp/9Q5v+Dewo62dYdIw2aFtg72XrNQ1y9cgYf5qK
lsDHaZ579KyfnvPp1u3sRKvX5BGJiEz9HrfylVrPD1v3kEc6Wbg9gmkNa2ZDN+HD047Dnqn2jYj0
HI+tCv20m/34fHFckhMDGozNGtJhAdAHhlkPXEzAdypdj+9oVtS4NJNLenK+OmHpszONAUZSwVzG
1pokgSsUsV06pdlL7IAK2l21Ku9Y1RsqJwepmLRtJY3tR5NK0Wp/iSXZSw49jgLa5Bt3RTZHMwd+
2zQD1VF8/OH9udYHg5ZdqAGHG2YLeMxrEGgpuN+JyFAXB2+UB3mvKsbyIYTtSS248/4bDrb/9T02
Cd2j0u8Qfo+St6lQ0rA2fmsyaIqw3fYT8JFkCudMD1hHEXQAjvcQlNKdsvrSFBNaWvujGGrzA2EE
kgzxO9/u/I36difRzicbKpM4N64FcJ1WMKSfK+Pxw+7stx/OazA6GSUzNSBtoRJoJiFxYlviSm02
C1k6Tx944Cja6riKDjsl0li3gLaapAy1MjpShMtm0eyISiS54lHQUUd6T040L0BXTdBW6DR5Cfa7
CJHLTWar/gocjqU22FygkDPrDgFu6BT2FaIVzq+kO3Wyy4Tb24R5m6OF4Vjmm9Js0FVsMG8dlrze
NIjH3LLqm5OFTKhV12gPT7aoHbg3KCTbRwD3eGjc9VrlgV0udc44w+KMxW2LDVAlS9oAfL0cS3ab
7/pG7lVzO+z5hs3cKUGCnQaVgWSIdLHvhthXp0JRGUxPPTpxWsssIaugb6AisVmWZCj9zdPsAPi6
CaqdnKwS1x0P0WM4A5iFQmyvnr530yMjRyU7ku1jNGhme3cfR639xhvbKYH+AS2Kk/8Li+eVCcem
3JXPJsFMjR85l3FRRaRp1j3rJsxMS/dFbbCCRYYHiykbZ50YLmf4CYL/2rMkBept5oOHrK1bXDnX
qp3yiv5GXf5qd+uy+aiM8/zcggb9vSvnqaxZ+6GmrwQf7GDdwpupFbdMaNMHk6M4uTVt/Lce7Rn3
5/2QZvlx3/jtv63mPI+6aIZR9L3AufHEeiSso7iicl/tCL179jxhZOs2MjZ2U5LU1r706YoHmBaM
+2n4uc+0N0EpA6XWLonrZq3dCLLx5Nd6d3QstPAGpWy+7ZJ1OYz8LxqxlUjtLV+YnNFCBCExr/zA
CKlQE0916QmvIUSs5E0hHFTYxtaEKcktUJpjyIkw1JdU0KdDaTrz98A8MmVB/f6cb9/f/sOHZmV3
LhjjtiZD/0xfHt1CnYSNfveZTpNIH9avjmuaOEmaosUiaLfpC+4KS3vl9NEGJ+vquKH5KsI36tGZ
hmWzys+D2qz72f1y2A7Bg2y/u3reL6jB8qHArYa/9RTdAd68aAaQapw9fyrD8DIO6LyDJPZ/eqDA
Y2Iwl67lmpjJCn8SV7L4RAUNk3EaPJxRoilMBLss2m/8aky89x5ieHb8wHHvw077NdiRFZYBRP9e
N5Dn5zgqBv/Lf+0cYeduyq6ae8wd4dFI5MBk8bHUG8HQ85grVsO2yISVv/FFuD4mVqG27dFvCHXt
atn7xEfwyfP4sEw8XwN9PUQYdjL8auf2MQ6R1NPmIR82MfEJeGb4unePU3P/x8yunj7XFQ+QqUcE
aO8Ew0p/gfqM4yS8s9wGeBfyCPZ1oMgw06zaBJPqT+o2xy6n+QAn7jKb9qsQVdK4T10pek+NSzEg
MnCfwevzgHM3gA1tWFzIW8ZnVARUgdvehJNkNBPuKG25w/jktF9x74JuL76hc+loYCJF1e5vLzIS
Shw841nz+Z8FH3w+zFJItL/jK/ncrVvV60PBj8DuSO8v5fA928z9s+iaIuBsQ3zD21m8+d3W36c4
nOtoO6vcK6T8GZ6QgHDV+bmjpRuP+8oiBB45ts7VCD/sRHGq/T5UGUB2tVoDRmVdLcPnCAelumEe
7TyexE8GH3hzlFxuxcNIuJ+D6Ge9vj45vLrc/TN0mJqvl5F+NcIq0yAA9yj29ThLmfgrvE8udyCk
8uB39TADMZCJ82HI0+duIW7cPra430DbSjYslz014GMFnMnAXzrzClwNgWL9C3QrhtfQE/9m2OiL
eIJE49MZfmX6P1hnZp8uA7B6Eq2YdNdbwzBvtj5D4k0gQERb8ZBZpK841yqbYDfQ3qXAbXtZNP4i
PEqlPugfPtH4hSxw/2k/OmUvw5/Ss+8IaMgDSp5JP0nvpVtC+wz+fYfaYENtwuI+97fOj9EZwuDo
WEstetB6mHZy3ToR7NqZGyhzn45PSfsy0i/pZdsAH5+d93/6kEn+MN+IGOT5/C7w54iWd26MFRj/
Z2p+IUJCFSQqbJwi4tNo6x/m9qxGaOljAJsf0g+fKoj6yZwEhmo1gZcqfo77vAcGmekoD/igjMWB
ZthZIDlqmWq+Dd1qaYuwd2Hf7o20/hB9do40xO8cgmrFbaqPwA807OOc7QelCWUBv9qkoD8kuhjl
ImpPP3XKNaq2UOP4jqD/z+gb17rjvdyEwAAYYvlS2ENZtQiuzTZnbsprCOQJChy30Pu4ncglaJ8b
wbT4UbfL3dHOegypSa+rtZaeCRI5EmcQLH1PobFQUcdMXbjN245qiqaMg0PWiS7OMFHy9fiUw5Di
eVBPSNch77oLeG/t6BwFIIfJBPFc8QExI5A8Evh5mhygU9lo6tivouNVkDCco4rhxji69srbXrXE
Ea/ABdPJXa7e5s41TuKQR5+5jYZoMR+1LfEA0z1SJN6Fzj0Mi+R7r5gFS1mTQzkJMYm01E0sOLYW
hGgNmzVpa7jcv3u908R0QPsnkeZtmo9pWe47GuSObhf2KjnK9Lq2KnPpDeKgjkfx9oleD3F7/g9r
7XPqhgaHV+tp53oxLkZHnKDawU3zDUZpINMV4yqpXZfNRb+7tWmm3dQ279yERbheHLRF6dDjUgvT
wMzs6YE8wPz7xncxW+lycByBS4zovTzCbXYl+Hq7iYU9sPsj0ATzSw47TSF1XJjWEybtG/NxsnG5
0hK90PlKWGcglTdZwMcMvzp1+1hH6iUZcsC15bJlYTsXL7OdeHfVtju5kvaeyla4ZhZVnI+W6eC9
jC3RRyXRS7nFNnWkBjfzj1v30w+KGnBjfa+QDBuX3Dl9VVOc2CzRNqnUu6sNur9YYaXZr5V05tnJ
Gj7X4OT3a759JpR2kiTbLa4Fu1fXm/XZKiG+9HUDiuPXJ45QrlBNM0xPsbGT8gbWOmZzQXNSLHJi
j4cecCOXIb/3pMk6nSkKcPZL7Wp0K8vku65IFgR3buF0cIB0z5C8qCEF6RdIrjGbF9ud+QkAusAP
KnHFoLaYp4Vo22nIADHZRLZrYxNtdHlWim7n+mlPQM+Xjob1palFdGJCOi4K2R/5nGAHGEhP7jz1
rpyTqvZ8yRH0ili5vNGUrfjV8wGOq37xzvnClFy2dWyZddsq/RP0zByBvM50z9iLdskyijsDk3VU
1kDdURMeSsKD1LmcVNooUD2s4YM7pPcL2yVwCz95o+hc0fOd/lx98qV6cwv4jbv8XWrqI3S3iy8D
nU19AvSs6Jaij9cF+r5ERXUnUb2TJ9t3is4VPQPdfl/e/N8ofaU4yg79+y/Kz3MAoMj1aItKfW4X
6pKhBF+ZynUsCshzI5pJgLNcoFTRuRpoTnSZjKKN54wzrVvkF4r+kXcOPGe69gRWHMn02ja+hV3e
zeA5W+tTEe+Z9qfn6K0yWncaml6fYUasv4QGvjhmSXJdMNBGKsUjJeUfEN3cbpdIbKv163f3ObR3
3H1J6L+RP75AOOebr3B9nn27qBq3qemZyTQZnDO0VNv2B6A0ujrTag5D+AnsQ5XkbxJyo4b12XyX
EPrkGSKneHHxBWL01dkmZbrRI5a62fE9uRf5yRJlKZFlyIgM9z53RLYeDpZ4OyvXZw45OV5pu0k0
/L0NDelxriJIIG1nWVZh9M/CyeWegA/br3AGdpYndbNFN9SNiGu6zR2JbnUBvwfP523FRPHzFQBv
KNvrjaJz4jqPMPSD4s+KD4OXWGq6zdBKKmotcnKv+PYW7ooVnSt6VnSrPodbv1wofq74NvDn7TtF
54qe1fXqc022FndL0bOiWwwFF3E2ONcNNpzLUDLNz9Wt14r+FZ0retbCTV2Q75yoMoI+4L2bHuWj
UTivdFOYG+CZTAne4lazlBniJ8Sh8hFUEkQz7deQEP3aXdZmbOqwQFcVrvNPFbU+ZQyAEqRWhVP8
Bc+RsklyyeSVokhrqFRSg2yoE5cxSLWV2Uc3rIXz6asTsYTJLEmGvlNLmxCBWUqyH1GlbBx1lnhe
3xeBfUEDjZZM04hTbXeEWsrVum1fDOH3dgz5BFlEChoWlIkmR1qzJWy7UtXjbhZtXvAhA8V361B8
TPGrvOl3c+WPYtmVEc1xlJq/+dppte9KLhv5q/jYvT4kJ3p/GZSTcOFWY8t8VSSH/b2wh07xPcXf
bJdcahyS14qWdInOHxS/UnxJ77vex44Z3KhpdWoWENWK7yn+pmWf4hULte83ekZEe0VK0jSUJ+i+
DHRig+DhG+n6fANIk0gbW01xaypM4T2cnp2e4WypxlM+q+9toYvufGOyCCq9uImGZGOaWgBLUMe8
TZC1pOD5UZfPz9VCovRCPpfXldblTz98TVBgxkP75Mpao1So68HeuyjFkrOznMnNLM/VMNjJ+/vA
LpBOJwmnaTUY47iTjaXZIdXG+Isc/r5DtDgLOANrhX6IY+/Kvu6EeyMkMI/bZCrTtJ8HWQvLPuuF
6xrUZGdyjxrvHeAr6CkfXiWV/mn0TCWvP+60umS2kwnfKi7TBJU1MygAFVmvtZLLSv7C7QkQv+JL
oH9KYDZKXv8IgSSm6ErxMcWvTK8BmOjmVslr9QjF99Q5yKHuBrg0BrqQSv5iq2VKxZfMO6VPqtso
uQzytzY45z8qvVQ9UJ8PrOS14oKgsCj+VhWmw0uhpfAtbbpQEU3n0DQlhc+3mhR3emJr1m5yegZ/
L2xATCp6VndX9LlST9CKPz8HGiJS7Ew33M/05zNYjG/0TIqOzR/2WZE2fVrRpxIhZY6unis2ALkt
iy8zRefqGkW36vO0RouVvH1JlT798uZa0b+ic0XP6nr1eVJK+dVTtFpl7/8hPLBhDky1xxV8Hx4j
FORIvKeNz73b1mqYYxe19XNKpZuXLftahLfBgSoSQ9801TLW/yno2kcmrH1d3kh3irdan/Ry+TYI
wsRajrKz7rQUUoSg9E+lZxo5ruSyspuUfaR0MqVnKn0SZTbeAHJ2jQGTCYP+qfRM0CeB4xMlf5Wd
pewpIKHX70D/XDLIYnnKlFzWdhPUaik9U+mTSm8EucyWIGcbe16Zq1Tpkw58mCs7S9lTym5SeqnS
P5WeCXJ8SZRcNg2ADD0rur1A3uPHh6KKAij3XjeLh1krOn+hY0T6853iz5Xmt4qevzHQtWfak6FE
T1pasqg0hbtUM1kWip8rvq34s6J/oHMp1PXq89uLbyt9yBW/VfSs6FbR52ap9i69/+rndtdTIAuw
D1cr68/IXit+rvi24s+K/hWdK3qG67PXP1v/kz83t3rwqHEEHQuJjfvCrg8ISn7u+gAnaGtucqkZ
/emR3VObzD3wiji60I6O1dFTNqhzqe52rwb5VBP2mrQUOrkUA56f7usZmIAwxjnallrfnwGvZbOu
o5MFC916Fk57AjSma82HM9ACTCO/k2M9p3dOheWXNuY0l6hcIDk/cgkXKKvh17k6wPcnsgbnDRi4
n/cTjrTq85MAFEG7cYkOu3NMboPIoyHJe7tXYs26pMonuPuCtJh5m/0dWYWUODMwyOQXHb56UFSz
DsAhzFyWVvqIReDRWk6/owN2FoQLGqpQPBingCad5mJMpyeucsv+aCcDghzCKq4DG2Etm7mnqC4c
MBt3aPBcS7GXo/vcuAJ5Bbo85kL74zmACQS78jS0AujoNLneAqndJdwrxUtlD6U2BKAetPPea6Ex
HWifIQT7x0NsZB6ovad7iNfDY5tgj72e9wbADwsuduhfXDZZJB1cAjIahRmKgDa95rcub82lHMjx
3A5uzaBOYrOGqTY2CI0NZNHnd/ZFeCTIfGlUwmAksiYWyVoDotSjx8sGXhI3WWoHfr8LcgnWuirT
ODlPR+VybXFPQVoYzn6i//kyTJPAQ7HRg+Jz0rl91I0FPdGQQmoaiTommxHZe5oZHwXI3ToBU1CQ
97BU5JoE9LRw+26WowqGKFscu5qkingwVouxISXuUYbjRejkkj+L+HFmE8fwcI60HPlnrnfKBGW2
s+ZUMoirWH5eu7aJc2chei/Bst2nGNjgQqndO0CZnKPy2Vx9MqOozktK1+pzxEFsF5uqngFqYZ1s
ZCILftMCK8xZsGoVoLHr8tbXaL1KVpQlArRVnMhaNv0nK9MVsLYmnbEbKv2JPNP/dLmQhfnNU62b
lme2c9GdthTvg716mzdxXc+7SMBuvEllvOVgWZ+jQms21a/A7SPydVmbSDoggQMb36LySaWo9e3s
BvU3dICokU6rmy8RfYdEwXFK7g3IzhKCJxbwXxG5sO0HM53gcV2ADigNO2EkAdtSbyBGVR3QIwnc
fZnWP/2DjVzeuL0eOY0p9c4QG4z13hXQP5fmE9rIZS3IR3jlPAipk6C8Q3fQ3kK8NPXyGtXEm/J8
RBWp9YwKVxWV2cShUtH5rbtA2ZVJU7/Mw4PbSURU9KzoFqQ5K7d/vAZQohLV9/ep/F+KzoGec6Y+
r79Usxbrco1+/Wyb6TBv5jybT92GA4bC7jWcPLU1skRlimYSM0Nkr9ClonMC7qVKfX768kMCu/5C
nSsmgP6dt4glDTiNEvKVacCda4rLE+Sc5JCluTJIRoDOi9YpOgOnG7o5R5tlTSIhz1zwzZQFlZpH
Fn/aoXWl7r55V91/fMdPpXy6E+fKnMTyUtHdbvXr8sOcvFu2TZh8i7AgipSzkvCqQG9SCESrZcQL
lOeonqOPCaoS9LrMXwP44CnEJS/PdrO7q+TyBSqql3idmwY+OupDajVTzhKGtrdJ9dbv0bIT/UA9
obtAzKwc8xQhF1WXPMWDqS0t9BccymWh7SyjyPC2+CbabhLh7XDThS/KaLYAZtUMlVEKgDnE96f6
bIZp6rmNMVUjiQ4MfO2FdrSXhs7N9TNl2Sn+nMChV/QMdKudAXK+4qJSfFsCUhZVdK7oWdGt+lzz
mLni54pvqx8p+t9Cs6sdh1a98wKefqb4MNWte4FuYcJXmpf+up3QxoLZlQnop9AeXNG/onNFz/r6
EuD93RaDpYzhYDL9xc/7zv/WLRaDh1Y670ByAmM50VoNQYxp9RZrY02U2CCZStCBRbEIiCUDgHig
f7yQArLqbrCuJ1a/X4CvESqwsvsr9Nb035hpnYTD3w+UUaGoiv3J6Q4ZDFkNKynJqzmac6WoLMUH
Rac5wnNSY/pHhN4T9ByJ3WfyhyKwL4wdsQv0qxGF0xOlDISUDOxln+AtDjLtWno0MfYy0kkDXDuG
1YIafUzpV3UASd3qhEIU6ebtE+dvDcAs9y4pb5Va5s7tPg7ZB9VTF7PIXQNgxwq2an/L2opXxa+Q
buml9lf6I2FW4+nOH061v7rRj07QxMYVb+S71FNW3LJWclbxMcWvcgiCqUWo9D7OjRsm7YLW3Cnm
R7DpV1Yp/kaBJ8DxVftumoZTPeV3T0F34dYnv70PMv1w0jiumQbE9QO+dO2/N3AcNvfS6t9lgu5m
Oo/lHInZOyHXYYa/eArrkqdSMYVrUvhlxU7sYZv3xM/RvVIsF+ndBtF7dMP4OkOZROuLxbVROFPM
FctITiDWf4pOtQD6Rl2f6jXEs6vyZ9Dk6nm+5JerL2cfQj82D/jaWvuFzGstreK9TqwO9tlw2iG/
9O+qDt6Y9CmNEllVpKfUrRuQKU1zXaM2WIveVg7cn0ijIis72hAN1dkpyo6ojarYgjawWSxpmNWT
NiE2CNCcgZ5Za3m91tclNlJYhYM6I6FCUkNTCJvAKZT8RQ51SvElpX8KXUSh5DXI5XwL/EvxsQWx
nnRY1goy/bB22EPLgvIdhMI2GngH61oJE1IvFV9S+qfSM5U+qeS1kstK/gLTq9UA/qj0Un1wazUD
Ja+VXFZ8T/E3xcd2jvOUOlRl1E6dgp4qOld3v9Sf1y8BJ6tWoihD7FV94b04CD5Hrh895DRpVQTr
7ky80pohWNeSikLROdBzoj/fQZD8Xm38iiPSNgMradwoJi9G0fNa0+cCFfev2OY0W4LKsEZLqehc
0bOiW/W5lGR2/e364kItdXn/WtG/onO1j+p69TmqcMqeo+3b5R//R+gxM40uTpz9exUoDiwQ6jLw
f6awGBw5+/ql9mfakxKJ83IxKOm9a5DrTQq4pjT+TE0qK5PhlSZGh39vr0mCeyY22q79n3ccKyXu
BswQ8P9soLKKXJs0+8z8eG6gxOEZSs567UttyM15Y0nttJ1l7CnFTrX+KX5uLU2m7Cawj7ROo/RJ
stSCHpQqCWF0sDG40j+Vnqn0STCllRaZ3Ss7S9tTpdJLlf5JQBMWSl4ruUxB5oAPA/TMyxdKb1Ry
Wclf0mSfKUupAgS17S30A1JyWeyUnaXsKaz1UqV/Kj0T5HhSK7lswq6p4Q8XQJ+lwa2CnAL4cKPp
vMoap3eu+bni2z+HVLVU0bmiZ3V9Dty7VPw511FORc9AtxxBfiLDa8W9FN9ONB9WS77iWqfB8F/1
XvFz4NtK4kF6l3pmvQaz872U14o/Kz6s+K2iZ0W3ij7PTi6LS4JfvJDaQ6n4MIyRCEW36nPFcbD4
UfFzxbcVf1b0r+hc0bO6Xn1+lvw/6LFfIyUZ5f6ckZ7XyVHDGEHELU8eecojKJf5UTc8ParaKJuU
EvY4rxEwuN1RNzwuUDTiClxTNZJaA6J3YMvLQXfs6KsYc8If85JHxSzF8MNuayRSACIVNEVf9aYv
HDhcOS0Ue1AM6VFfK7lhUGcGDpu2S+tIgn90XJTjuveO9lxJIOafe8+ILPgDx86GIwjH1IYd1/yc
Dk86X4BLB5sU6HNtsiWHh5SmcRtyFO8lR41k5FGXcErXhBVOXipl2Dziu+O2mAxLXXLkMj7kMMte
LrqKvtPv6yLgW3G/2PLwSYmAVo/g3vko34ibQndCeltn+BSZbiXft5TlFLFIHkGG7gujB4daHnEu
3H2IX7qqcUG3t5LZOg7RCUqPHHVuU2OqfbIbT2dkjyUCfCcbqNnRpcUt+DHtjtHcpjIcU1ZTny6n
7YX8yedsSt1APqUfEdXgDIqD7VzmBDjSCQSVPGyKkIM4NWSAYZSPKHv4w6csmOtK4Xq4QSsKE5Qj
AT6Q7+2wk11qxvscvnLsGOAhvPme7RFHnNyBr1b6je8atGiDjhCTw1PrIKYgYmiWrEuG+EFy/fHZ
nt8iiy8/M+kNlDwLl8nssp7sssP0Dz1v+NF0yAe+/G4+hVRaghIpTfuwiiOTtAQxRG3tQfxFe+Cg
wj70+8bAM/uXxl10dwgE0eOikNoaVRpwpA7oPLZBiGaSJheHRkwoD+I1uI/CPAVBngZpsUAxvDXl
4LSrgzQ2XxjCF10j9xa3CK/0UivYGO7yyetoEFM4kjhk/wjuHoYpXCK+Zu5GONf+gyrIkywjLB2/
mx5CgTm3AxmB1osWnDTjEcezoWN1a//J3QwZRcTcHQKkaatcsVfj4tLueyvJg433Bj0KNcxG5x5+
m0blBq8orkQmTC0EZgKK5UnAhYKQW5O4NS9FKuyK+EQEqGnCcqL7cvZw8TN5/zsOHqMgYgeJJasN
mH/ViANALzLPEe9jO3dTjuhjiGw8lV80H9jHnmm+wIxbRJkWQuTdroC8YxsKa4NUan9D65jbo71f
6lJEalz30oN8nNMwstql6bdyt7HoMJBKfAZMnMwtveIL2bPAZvKMixb9Y0SWiJB9/EeTFJuqZse1
R8f54mxAjMjTM91DLS3tzkMPuBVMakFbQ8bh8CUmO6rBf3An/4euiIsB9+xtczjqh+kXx6pvMP/C
b8nthNOyd313gX5QRLu8icR3NeFkzqIbjoyHRoZaJwVK7ehWtJSTcfOuR9jh7j+raYs9vWOoHHjW
cfxOgtXAhia4m7DvJNK+psioskfu8L3HMX0Yp/d7scXhYrYYxQ6P+tqGFhNPO1RyqsjBj+LpDBfc
PZqQNuwjikBOHklgfloP14QDwilptxhqLgnOTvGpVWLykPM57YZ+elnTeU12FpwcKQurCQM8QBrw
zvCPpQePgv4Rk26fKOIH8aiKD0F/7ped9CubmKA7xraau5Rmv+QhW032HGYeKq6TZb4Y3uDF8MHl
Q0eNO5Gx6lruqfeBqM9fo37tmUZP8jJ3Fz1SBJ9sp5EADlIgyoinpC1jpvUIFrGhC/tXbPCg9lXo
r84daBLqk7kiGuF2eNtcDjC8SSYzbLZP+5LmblS75aNf8bYWpxkNu7UPZKTVV0B+hHW1JWAiGdYx
WmFjcerGRsfoWyQEH3rQ0+jM4Ihjhijfsu2BMSSRIFGcKtEMH3JlRGkv3s7W0pASsuogCRZQTRIx
RbPfmTbSUdmjqejxSI6bDd495617yXEDX1v1GHPcKvQWLf1HdJUd0pr7VmNhkVTKnIKbkyGqxrMT
asK+6KG+tY0dMKnLPLipdvMOFA9TxC2EZ42CznNmEK7fOKDifN7S6Mig9Gr7yYr+o6WBwFp+OIm7
+mli224TsiDmHyTdFPjecAmMob6sgDxsp+QBHIQUfTwaBx8LITj15byi7RMNJDfZYioPkLHUPIoP
aTpSSMR2/URPwntIggtdy3WqabIWaK6LMqyVQzVOIYH9J6kFZtoTbq2BAsheqzaD2pCwxBiPgSYH
O4oH+LxA3kjHQ+xQuyI5QbOtEW2YnjXk6BVOHaCBRrISz4rAB8iO0suaTV9AB/rKV/iMKsUiUmWP
c2PbE1JLskA/M4VHG4C3FJr1GIy3CjOhVZSCIZEB3lONffbBwIZo1uVh5ooODyKNr2DNfLt7K3LF
Xp0dR1PRQX+Qrgz8aII0oaI6wKr1iwDFnpm887nMZSDxjSPMoxGiAB6q52SS5vO1k+8kso59dT/V
l22l66U1AbJ+SHbHBfFyeJvNFNQZ3tE2zQU6SWUFWfO4bJ8qwjRiwKgXeaphVj/MAzxUqaSTz00D
o2bfPrr9FXoTWDRBHOB1xfoVHuS4LczhSg62qxt6bSYs5qhuA8tQufa7TXYb9kORgox7Mvq2xmti
oaHo+Y5sxlOHAJVHN72QB1jQGqRMCiV2Q7wTHE65HYCsG6uha1zh1uLGTjkse5yEstf5hCft1iQ5
Hv3Qdq9gvAPHHnjKxbBWsN81t8dzgjW+5KSfdb/Jj91/u4JEzDQvIVpEQpEFNFq34oNZbArg/FpE
47XJcpbSl29FYPM10RyaerGFLc/GPtMGpqEZGCaipba2Zpf0bLzU9V1yCi2LnpivSXcRJrjAU6f+
Jm4Si8xIYZK44XNTvGQwmfsfh5EGj2yZ1tKWn+VdV2Wy9RAkboJBYFUeQdhkbB2wU86Wc9AwmQGQ
VgSHrxJD9CSd6YFAyhDVBZPgDNVgYupiTHqHRBKJQ2ELf+quM1HxRcCmxYDXaRFG6z68eY9uO8Sh
5RQPuf/hSsPQn9AfZJ9ZOqTrisirH5/B9fDa00bH9m3Lul/Vw56BbTTCERKYRxczd/9rMUnYpR1t
x2MJTlAUeltkdjoO02Fpczfiv5MHsC/WvOn6YM+GZZvvzOYZPd3nDRvai+lnNHHD5w+TYB6rf161
jLpB/t6eCa9GRoj2/z4a7kiITbLhrcOHCilNNsILbmFdpLjPaOkolukE95w/72SC0MbDm0cP0Upj
9dT9qnZvTmgXHc49cUypqH/KBM2jFDA65jbkqLeRL+ndBOtuY9220t7ttpFjzydTia+jf0wgjQk3
MsOoEl40gwq7UdLxhceDUmHvy1XIN1OGWlw+4st9mB3Z+TExpk9oKHCpF0GuR1d11V1lPLL2copD
eMIuyyOmGGlksor8WZ2OL+HfhQNhL52TIW8bAKQj1llgf7VFf8fBkgzP58R9ddaXtOBvuI0s987Z
O7dCqbpnvgNLP1vFzn/S8igK1/5nyFHVd5LLQJA9aV+zHFhwhAa4RjBU0sdqRXTghNMoctfGeryO
uQyyuZhGOq/GXOn7mcx0r4BvDL2I5JWv8jsd5uukTeiKM8AuS8PI7KExRNLJyiYimA4DhZNromV5
Q5Ec4/4eT9gppwFeimBTmS92ZWnctU7A0qLB+za1Fe2NK7jrvXZKBGecN37GGhnzSP3zDHeTdM6k
c4bpzcWBxc4dravB0bpnIrTbgVlZn7uLfucB6fXq6kFaCAvmO7A20WyJBgFhNewXthSZZcrol44N
AInWzkKKGtR18y2VOF87Nw4NnZHTQi7jmZ6yq7zdgQulIngnm1liqxERRzYDpd3go/BROpJwDSDG
Bzvbh64A8y3FXUIUbSIakyO8dZbJRMrGLq8qD/R30gxPSgMXj+Mj7PVmrHk4RgmhDWXozFt6sEoD
DCRBQZu4etoeA7btdIpoPNOixadoszdyH0N0tW1Erc2uUcS9JwO4kGxPjbd3v2yv9ninwy5J4GGL
K34tmjdb30hMnwuuXZPCMCjCxfCGAXFTaAcCGbNJ5AlZ6K1KR419ExtPI6F50UfZvgdo2O+mavdk
j9MtZpF3oorsUxn8jZ1ExiL0ra+oS7GQVdsj4xKlcR+hbJzNfqmXuF1XMci87t2UvSJfmyA4tTiU
yCA6tqfsyeUm2pR28sCQ47H7iQnZ7CRfhsuj9+xJHwur2s9dIL5yi+bbp+DAqdXrecaBO4tE3rDO
TF3gsK6Hvbh8WG/PHDHQQA2z6MzexRhwAilpkylDWl4UvZc18AKpYWrdalZ6ziURQ9530faB8PYo
SxmAubt+hyaHgQy5zuSY503KtuqvHgHLWik+fX3tytsM3RP9MCI6qyZpwPQFKk650C0hIUnf9EPk
SC7lDvdwpSK2uSTghYZ14BtXYAriNbG+d0CNqrmMTKOmsw8ZVGELEwI+a1gGAWBcLE6JbgnSWizA
tsNkUGklVvtaaUYJ7Qsb0GQCcIBTdGzam0AgukZYo6H2WXedaeJhvUYfm0qbHzXgQwOzPBV1pt35
94IT6Bi7485VZKakodtKYUlbJCjN1ZJRaJJpoBTpYqtonbEywB13JKpzjJKgMOdU7aAkGq1RhKGE
cNo6U8XmtOj7VSjgfm7502auXVXE7KXR1wxaPpiPC/yuruCr/GOR65VNWZmkkBM1u8AyCAzKE/Me
EAixJJlJv2Gh6arxrk97XJ9rswIJd00v9SpnUjM72XAQDfYYnHejQFXWug16WeE21H095iLjjbqS
gS5RpzWuAR9Maa+QpSyVMYRxtUGUoSRxdEE8OyBYnxBSsfRUafkGcd4kewJDInWGyx4lwzQLa7zg
Gq1uHmpfDIMAhEIr6hYB2/3kxCYEFIiYfmeB1muT3XRH1rbqCL2GNCv07sxTMA63S/TjiJp2PeLh
POorTwE/RCkB4igH54huLAYMBrUQm+GHlXKSgdBVPIbH4at1aKSkjUWsZwfMa8Qz6JHJF+hir/P7
oJVfDCOZFe4rcYhXJD1kXiNrOHOP/iiGA+4IHbG+5TBlE3kUjY7M+BCvfpN0WD92CcBEwJDpJRLH
VfsNryGtfC5sp3aciaOWQshHrv95LPQoH5kttNZPIs+eFoT8CIqrw6eRng0TYXppc6GcwOkPWA8y
fHFPb9OHhtjIEI1l6C/itdaaQ184vho5b6Orshk+vWREhgwfSvEoNG/te8FdX894b+rQT160Of/W
XS+iZdoNO+d9V2l1zTVuG/t92TDI5dfiYcYmB9aLtDvFoKDbe9m+RYj1XQaO2k5qx3pAeRAOML93
ysUExaOX2vheuRPte3z+d40faefcXxgNxBJJtM5yeAyVwz6pehakAQQtDj+DB5WTDdU8mpIloUPM
KeaY1JYcSNvRpq4pBsQA7z5GySgjpjAelpL1ITvNXQu3mGzKQTVODKKNVTLnJtmFhEeaRN60yZwC
JzbkI0ck3Nkhwg+PFdgMjnAsyFWaU1uLmodth9CM4gP1J/0BLaxkFv0CVhxD0HE/UGyNxiNeW5RL
mw8kA/iMDv+RHTY8WpMZcHrcr9jjibXsoXDpQxYSk2hFtnYI427GFe1lALY/G8WH2wCil/j+nJW9
RFl7iWncY/iUCEbVdJBsM5tydE1liwp4r8HBywNGGC0fGSD9aUSTRvJ61abbrO0nMT7pJ9Fmb512
xSOtvo5mz9wSly4yyB2JsYjcymGdm0Z05J91H3E+M9OnLmlt1uf/EdG8+DCbFG2dMuvbJu/9pfEN
5eCd5b6HHkQtBJwYps9a2P90vx7sZG/LtUdsmEYMnXfesIaoZ2c7ptaelxiYMh1Bj4kXvNY2ImkN
rmFpltrEIao8HqQEKgavnwjNeqjPppcAnFdYbDpODIKbu5GB7cLIYzU+gguDDH/yQGhG2X9XeZwm
S3qpTQ6TQRHd8M8GTWq8fafUxZIoTrVdwN1JCfwVGNtqix6IReitAkUZwp7lQNxjXwTtPE4zI+NZ
U7GEg8SPKU4sfOyuqymkNtCbNA+3FMoqGwzq8aQMEwMT3QoT91daGUIDBzme4CAgow1YB1/JIPOs
dOSSGmmuS9dr6YAvZRDwK8NfhRkm3ZFkLg8s4qJQSR4wEnCtOcUnKObFbeEr2bGuEB+48goMNeQ4
wiqq6E0eSfzO88tAc/jg3rxxb94HC270AZ8NfBHduQysriGnpYhYEwmcGKjtZqnsFLZxSU6jH/Jm
NeqBh8bEcxON2d/ZN6jaYCv+R/q/xw4lMcza49TWD/ENub3J3ImVuKvytpXpJEJH3m7gxGgryU7x
LppH6dYsR3VGW0MlA3oLBV5fDC1LHa3GCB75lb7PpWsU1buDwXiiFJXh/V6XEfMlXU8F3/Adawl2
X+ndY3h5YhuJY9HhY4lCxiwBFCMsEKBkrC/CNNlA2KC+UVXDzrjhV3FcdXM8eLfgkEGhd7yI4C7r
4W0d0efTGC/Ea7SeKyddzXSkcYnnsOR48QxLXDq868ydZRr5GIgzcEnQE76lrvbLhoidl22VDSsG
IoVu5opzOcFX6ZHkyXR5JSONmOjI9xLh++GVEqjuX018kArQ41moscB06j4dqJhi9ywcFT7panPI
s2EOud2UR3kPg1JEZm6VGZpK14qZj3jod55jt7x/fKJPukL7mCjuubRFSBojtuF2m9ZAxUYfcqrl
6Ur3MHVTBZVo4V0N+jE3bi1q97gNVGTAYjmJJt65VEZoW/wUMgzP9ONOUXEaoMqHak+q89qos0xu
pc2cNK+VK72pdcA0CXwdvsanRrZPJtbpsgn6DprXG5Co2iKK+C28cnv7lqLXOpt5FrCUXj6qVuAu
szf00SKf3/tH3edQ6WC7nyP0wvaU7NANa78Js0+/cYvpCWKV2PlmbsWKYMq3snXQCr2jPFVsmREb
R5btdU5032fwE9yiWoNm+/EI12umW52naWZjPC2ljmfSYBhv0JrYHMP1Z0mhtPGnDrrEx3wXjc+N
m0EEWcriLiLjQKGHP6fNCO15eNn8vMDQ9fXNk8xWpsy43M25Osvu5FRqlaoKgjfvubxN4JgrUSJd
3lmFWoaWib6pxbm6RZvZFgwRnQJG3AkmOg1yu9IQfDd35edEjQ+UbcjtTlNncqTUCoSnJvsNV8hh
cKXYJq75mhO+tLu4UgznbIcY90SymqE70zRhhqiGGhCKU5+gk+yHAmsRhGWtTLoZRbisjfed1oKr
M6CfdSWqeYWel0ZXp1Uta9yUbYO7U0Bz5URmCU2ut5UaSU53FuJRUDuO+vZcog9ww927m/t/f0Zf
pM/V0iiL4iyRNEjITh31zqG1rjLt4BNAgdg0FGxeJ7a4JrlG8qtFunxmH5XQukp1f2JBP0CbZ21I
vUNPPttd1lLJSJLoAI0Qp4qdGduRgzPtXC0FsKVNdrdJ1ijXq0+1FVZ3fT/wQZZu1SO2aJ0KfUy4
SXC/O7Vkt15gUavPi9mbj8+eXZBcV+zAFHaZ0wrgXyTTpKF5H1rS0iJMClx2NALORGVa66rvF0+U
GKr9mNJ745J8uRGSKbWfniWVnF8QUQlYOKqPHpOQSu/Tw5Otwzp7je6rTBKGqiAgWyAciFpmUulP
QI0qjJ1UwB6XC/UPatwRq1uNn12g3RV6Qy/Ss8v0PIVO6UQYpZLq/xXmsTm/VER7gma+cHhnmZlP
H+XEYq8jAFOEAESWWndywp2EYTZTPuO4QDJf4nNhkERoWiuxIABLxXPEt7DakCQFnFytH2XCopdX
1GrTYfEb0TynTEFcQDRqZ0Lxd6hymftCrbzmhxLLV19UWVVW5qEB0ZDQKsqR67AdMmrRCTMR04Ra
Ee+c0Sh8hV3V4xr9rZbL0D0rpYYVPRNUiZeCWr5OZsRUjewKqc5ToWWCJj+wiMJ2QtjtstkmqRtd
qyHca24tK2H0nOpDcoepTJOioOwXl5RUu7l51q7QpJu0ebaR5w1STdJMmTgNwlbQUEUO+ZyxU4Q9
noLNdRF2yie1+hYtnuPS43uskEVJE9YnYE29U61UXHPrKBCgJEhj+ON2KoXWeeTGKQA8UBgkXFBe
udCJGvz2BcDJGZcYQ+s796siIBoO0tvO/CLgHO402Tg/Qzb3mrgoiakGqPTgb9ua8An66Fsq7xwd
VL51GG7iRGU7dsPbDm+/JXcOSFz2mfMbN2Vlp9+eomeJneCSSuaK+k7bIaR5UJGaDlj06YDdLHwV
BsAPoif6ux2WMz0b1ugg4kavMAEdknploNIYSW7FJI6issLF/4xycmJWSZ+pD8hy+rf60qfo/kwJ
hif1L+HgWxP1PkpMohrt9MTpPNSpoLgHgA7XkVK+RfI6CAvqA0O1F4j4DHbXhKMRA62Exi2gdTLk
MMEiG8feplQCuR14ca3RlSQ3EFNVjugcc1n8At+TmdG9qjgWwLTXlSW7MTvDLQdGqJWCjhsgO18T
CmpfXZFFiQ1ZEIlsi3GMvXFaBcouNGOX/YEbFgyFChFi63SaSy0dsSoKeIaZ3L03No+8w3iD2vAj
TIk2ZdxeeOcB2WMytjdAUtZY26a+Aqicbsv1Hg9S6zRKc3K47PGtmhBFu37Z9p3jqQY0oy3rQ8kH
EJ5mWVi7VrgUdoYSB55FPOxxGwtouEpITpQuK+m7ReWwF2pjXGQ1FTZ1BDPNXVJal6CfKulV1WgB
Ld8pWUfhNn2EQXndoBtqy0I1ECKpNppvbdBW1zugXbI5RendM4xOS6zVs+y5ov2NXgrq9fYcni4+
z3MXu3UHtkGMUM9ItUYi7wyxEatUUCjWWCGb6+4RC0BZ2l6wjyZhKcGWrzVovKzSnOOtyRwnWt21
lSEpHfAVFATAvEDYGSUlg6nSVJeGPMWpZgL3X6WY8LMztLh7L5S6VELKmVPYSZCeBw85vd51dzJq
1k4SJ2h30pthjm/NHB2zhLwAYYe/l2QJ9TRWtivpKyUmussBpkDByjZRK3YLp48VoI5yNaF7NTQ4
Goy0BUbydFlRDPgWiVjZh+6UkaWh8JRGSLda0bsv8iyZ4fN3BadLDRNZpDNTqtOkNS0yJSSU8Hpr
Ni71Xb1Cjc9enoKMAwKxUBLqkQSHtURQ/Xu2eIpIdbl6/3H4YKyiWOk6+ipp8zAaRGFit9FlwDOq
NoJvEjHjWdsiDr961r4GBeXxcVM2j6RhlLAXCL+Jjn4mB/1sZMKb+2G3+kw2jqlZ+1cjKPqxz9En
ovBDqoZKqyMp1bkLjLNwc00meB1Jz6O6Xr5z9+a5G3Xmhj1zI/PNluKwYCxGnkxwfvrsF9nWD0Vw
4nsoe3rCZKgEDkbLJPbbU1s25T8JYEYOSPMZGWDZzEKEOyg1pOYxjmNySHgoztLoTeUZ0Ap6ylOm
JKRE1zidBreS31sPxWR4Xhw/rExG1kb6TyGo41669q2KSMJgz6yi9Sb7yLk3o0M4/U50yIA2Fbuy
5QrtJ9JOVxGMo9Q2OoH4onADIuAWQJRiLIaABMXoLeVkTtm/dEZJohNOkRjKtzow9RVTvze7zgwc
KEk9yjDqPm3eDIRHlrJ0tEbdULttZfDY+dxXWoHH11629RYhAxvcmzsO6qG59Zq0+nbeBSJyFogA
rpWWqu3QWbpHZI4mlUl+pW/oriHnjt8snA+RWhu/yN2czpxG5F0WaTA92oaIfuZiRswZuwb/JUVv
N1HdVtZHOHfWaLYr7iGvWNu0q/r0KN7m5eomtxyse9zGS5F9kRoS3HDWFw9qbMe2N6Z0eTV+Oiuz
kfh6HkEaeHTTMD04R7hDjr3lgcZ3UQ9QGGvifTWjAKB12a9Zyd4jG4OWBHoL6aRVFI4kfKKLbsoj
Z+hWuH33jgVgrKZCzgeKRMuAMJYiJX2yVd/LdpwJE1n1xXO330WCdnMwywC7a2tVZG4ahLo18mg8
xARxtJXVQUfBPkRMWtgo8Gmq7XT18c4mc/B7tMWbdPe6dh2bMhako8CYeYt/WM+UexoVDvpHWojH
2h0p1u1sJiEpOLH7pEmjrOv7S0AAhS6pQmsb2ExO51aYzBnjgDOAZqxNCrM+3SbDvTqMXhYY0Jvt
DSLzK3bThB8IarsRWrfsSjJS9QkriZrm5B02X4V0uOXy41eXwY9wT3mMvQ9vlCXSMXhkWLwm5ABY
qoucS14jNrtDFepD4NFyirdptkYBVlIUeKTutMq9zjlNCutUzZLRqvVz2p4t7vCDpAuhVvkFoI6V
ktbGu5ahkPZEWcIRzTJrRvWK4LxFPaSconuT8U+bXRKLhVmeKpLt3e4CZJ8tkbfyadEA/yPg9EkE
Kr9pd44bdhqSIvTdBvGEzlDqAf1FRzYcy1uh6jyvNUyJD4D32QM0dLAOVmHj0BvZIgDq3PaQXkFp
gXBN0NtVpCXObUYHXzsJJV0e5tahn3EtqUUgNLf6/QaRO7ccYbXpHHQMi+dhEFJWz0FC1drTkjgM
zLPAwyD1CVxCyyc7DNr2b8hOYomOnqydnThv+sM3szsFDrq5Fl1CcNCsgkcGxc4JMd8lKAtTaxjI
9Dh5cp1YR8ESN3bclQZbP0ssFQinSBSNSW1QuHUCgx5/1XaH9zWWb8WDuGbVfjxEr1S5EJFiL0/7
+ifsLEGaBD1wC+7sEOw0Pmj+mUMPtLpDNj/Tv9ZZD0byasf2rCFHor+a6328cRltuemaB8ENC1bl
7/nUvU+HbQDu7Oydo7fEwhD12L1p3mcSMbvU0kNaumC2j+ZgowCQ2CdjBif8IrETJLTyKue2USLF
XY1RpEruJOh91QSlcActSgzbt1w6hbs6t79LM0WCFS93MRwNJU0xbrOUzEW7iUmxclFJF5CrjBqR
LREZ8JNQ6j1f+IXe6Ru0+nynK94F6FfERbIKF+M4VRpa4QCkWsZeT1QspHLBhdJhvJPUAOdeiGKd
fnP1vmed8KhfRbNfmUo9Q2+jINgMvB1kq4R3Rc5CB6GsWimEW2T4FzXSS9GMTp0bsYvLQRszkbU2
eZpYYgU4cveS3zI9dNsHDuYg57YhDqtD4wabY1hoMlB25UZHLhLnopQatErNWSmwBvu96ah0Adq6
oMnGRGooKhlKP15eoguSFu8VK2NsRyB8o9TZ09rlyWRKJgiJE0WVpcaik9JYvERyT72Brt2BNj8H
/FzY28Qdp5VOEdktdyBwofG9K9uAZB6ddTJvKxA0oFHI/uoCs4IzjeJ0saaG7OpmzRc60sAWhOq0
LUYSec5mSmW92qXzBTztW0wTG6rk7iiVhMHQ/qkWnR3FWjHDYRQmanVVoIzYNA5X0SPx/Clojav/
l2icDQupkeqGcckrOAWgDNaZo+hqUSqFzgGs1ULWWrUjSZPmpxauJMkOoujgzPMRQ0mTGgJJ6VpI
likWnVDy5OQFr5TNXOV3ijWz+pscl1pvSCEtXPuFl8mpGgPb/ikx0gXfEaOqgdZp+UvLt2Kxgs1w
dkJ+a7KMpMGEUN+/fIr4n07qP5YTD0rXvT/4Sqc5dDp3mB/lP14d8qtnTnxshnP+D6kGCGhq2D87
C+z3ZLJneqSkYkQVwct+8cXhWedHLG827HhOxqDRUOTd9buMh58ljxhhHSESefLLKi/R0+HHytgx
LqdHKyaEQcjwD6qR+w3fEfPBL0958MjlxIDP6OgnBh46jqRhyhbp8NKQQ0JjPUkn9fQDSw6g2Ye+
SDUYFjhuVz4Ll1x47RmN918kw1+JEHIHD61L3KtucPjL6bD4Ld47eMONxlGVs3ifazy2y2Lo4SO/
yscO/HDfrkQcEY4ZjfgUzYjF1DXEh+FBTolcDU1JWVPb4QcdgXHXlLwV0WPv3Ornbog0UlRoO56k
9Lvl8EYmgZ27HpAgSZ9BwweWyXfdLt3kebCmdR+NQQhJ2MHHdBwDQfFoBeMd7aD/8L6tjUMtPrMp
vmHuSIpMUJni6H1cZJW3AzRD/bNlJHvlgIBKJugJBzF15vwbrO+rIYqSfcEj83ki0VVpanyCWsv2
mCjWZmcIiu8uqCd2qCN9VD7tBT1ouLEb6u5jSOgobj/IeeJ9tuXO05EgnWhFY05kYU+FqJfa/8/e
my1LcmVXYmf2KYY75IShgGIX2ZSRZW2U1Hpq04NketRL60mfI9Nn6EP0E22UtalpTVIkiwAKQCIz
7xSDj2fS3ue4e3hE3Ii8QAEJDghLJG7GjXA/foa9157W3nFIm71D+UTR6vhTsZudsN/vytrdPigd
Ni6b/J4Oe0NMfcvEWe/HXsh2/9RNM3P3myKEvgAfiBhEjDeapvKEN9VZParZ46bd2NoyGQN97P1w
2T3emZee4gt7Mgx/9F4HEZ7DNHD/VEQWQ6De73LMHqdBEn+o+PnDX/tZb+oHY3s2SOx6YCiqzgAG
ce4e/nuM+hE99mNA+14CuTOTcJB0NsLqy+jkH2XCEDEZI0Nuoj3FPlenCabY1RF0Nfv+fxHKYfS+
HilPa/xjRqF6v60Rm2yB+f63+GQWivDzM6Jreejzud+fhxjf1XT3c0gKfGyB6ePn9IBQiO7P4alV
HH8+htjyCRCWHjW1ifhnfrBjB690mOFtPhF4B4JjqCh9JClKHQ3e76NK/tiYj4lB9O6dw3NQHmYB
PLKX3SRjZzibwUcOb9f7u973HbYeaTU0mR3Pe1npf5Boo0fLwv1Jt8exGPHv52zoC/D3ZnW4Yb4Z
p8vH04X1u1Q9Pn0TVriDLkGxkZXc48r075uFJyWCHsYX6ZN69Y5t4w7yRA+9XTsE8lQPiSUH8f4n
u0X3mUTo0OHzyemw7wGszWlG31nsWqbGRCj3QHFPc2UnPD3jjIxpM3UUh2y3j2LIvkdpjsnHhFI6
vEOxcnIi7pNdANwfyaFsf9jTGmb6Hot+kl5JsXKKY4FaEjCJHxsQ92eAU3skgnc/dfZwqocMBncs
jJ9yuj094Z7wxKosPLmcCJX3K/bY6+exDyaWN0EcmbEVIObhh9Dc8Pn2eEb9GPp0dncm6C54eL6F
4vdBTjGgSYhxj8kIelIm0AMoQTi7jdllF6fx1VQBdfum/SjdLo4OWHJkkOkjvAGzfBMWoZrghFNQ
5PL0CJvJkTvouThWBm32h5GEuP8p6TmUfD9S4uFOrNy0SK89+sxoL+onYFZ/5CQ83jfMHH54vODq
2M0SfrfF4BQ7jaJPCkd1AvVa3AnvbzDNjqifzrQtWA6/qh/RF/7URFU7sqD+NR8Wyz9lotl7EPs0
v9+eZn3dJZYe84+5k77SMVHBu9N6XR51zh51yYE7zEz9Y4ct8GK7x8cF7OlaGC+eYCcfOfXOMbZl
k812kBCrT64CPVLybu9YukcHT59kDB6M/qCvsnt8N1j7fezCP8htSI8a687Pgb+plPJ7aULk8T6a
/j3zYwbRrbl96pOK04VxYyfZHaiU5OThsX22sDxl8iHk/mGmvD+HTsljCPl9BehPd3yc+2z0GWKb
PX7O8/FDvDbn/PpHaP79e5O/P+Jjj56RPcb8L0atp4Y9F2mCDwqxsr7V717Io5imUO/K/ZEY2A+H
pRlM0VFB3wzPCTusyvoMWjOIpnjBfH++GOkWwxUwxTHbK++tQ5lMIC3B6mA5dSwMT9gEzygfcNiM
fDvOxcPRfOe8/27mexSxV7ESlSab8AnGqNNwmtZH5v27wXapLbkJI0wnDSP8/q7flQkPFyxDj/jp
EYydgdpIvcUPS+yiD2c18K3FLEHN2iXhvB/t4U7Ih9bQSZ9/20xNz2lgbqJ8fEpMt++YYjt40EMO
R9p5uiEHOYMnBMFYT7TsidkOtGisbrB0n8W6GgDC/bA3iyDQLsgb7vsWtNs+eW5H9mQv+jIR52l1
MQx3LKOLYo/vp1tQwgpixJ52YLbvP/pNYFVDnj3jnHRMhFuHJrsjzDjyqhmT9zH4re0b1O7ScUMW
PHz17iKwn03yPJnqB7C5cDSEWhTOXav0nRlcB/4muizv+ivONBu8M7ojPGRvuyF+EJvSBveJJRes
94JLIjKHLQBj2Vvfgcn7Hl86+xmN1YA3N/b+N4r8OhHHuHao6HGDy4XOAw8V9U5oXNdJW14Dlm/I
/XpYEfKSETG0K6VMFJSU2B3Dwtd/BSOo1jcVke5tYUKKXOTFJoHexe1sMubHxkM6r8iBj4cOJp2a
lruFuA0biq78noOsHYj+WVn5P0t7tPuItzmZOppj12P4zYbWOuKtXS9bOzay9ewV5vvRwarQlDf4
uXYT0Ud3CUaVvKiSdlT0tqe1MGQ/+BIezsk+TmL3DdVIAjStt63UwALFxujJEFQaRLdbkfU2oTSZ
JdPEkt3ZmGoM6g/xjz92XKH3ksO6MrZzeMmhUilQDZFG+DfBjTObXELuvCwTFyRFAkMkISFyCvRP
UYnbM+BE9IFzECw36hUlM38sof05DOoP7DpBY0UojFAG0qgBPKn+xDCmh2QcH1Qr3HSbBsUV1rQZ
BO3YHGvMGXfSOupHA26XyODJpNEFvqPzXdXPUd82H9e5u1D0v7ui1C32L3jKch131HcHkXIevy5g
E16ROQiK1rOR/UxHPwFyDaFc1hqP/WVBNn7U8sO8VvuzHCtomoG7bdQObt8voYa/HwaAOzKN6OEd
N7HP9AWWSAzD5/WwiusJHI91HN2+u4NP0POYzdIFJodJOEbEsmIbqddDmVmkDpsNHcimyE/spzMx
0dfvTPtVsaPa27jdVsOBNYcBsl3pbiQrqy5x96WnHQSjf14foeHutBIvRx/xIW0zKSIflHRJH7bw
0yDXkAzTU5yZ4Ym6I2tvtGHpYJd1R96FZn+oNRKD8GdzJBO2RyLAHcbR3Cijjj/MekhsRzvd7zZA
b1RtdyA5c48mqpoJNcOjJu1+Ux13IMD4fmfzIbnC70vcjSRfJVhF5mOdmGN7EcZpKY3Z/cKODq8D
ogqzS5PY+brlQCTiBzgYIgvbxIz2wAmT9IT4pJMPT9MZRh39WJe1Ha0kRyqZntSE7bTdI742dpT8
SE/kBvL9GOcY17HxZHt/CShc3/Fqb4T6hLX5KMPMo2+m00Opz9mynw4Ncfk0DDKo4sfTDc9akScz
f3mAPDYPEuhB3B0EA6nvhm1oYgJqHRJxep/bUM2gh1LlCUVDn7Xjd920es/7oM7cMAltQi621zLP
uer5cz0dcozMbizhATmg3ZgBNUygZHTv4njrlsRQ6ZjVq8uhpxPr1dwCWd3go+qeHmwmHLPfm6kx
EM4OM1OPE97GFtt0z5s01uCEEQpPU3khPVk3j8Vd9xaNjZiND6tszOEBY6yfUd6T1IGW6SWtkKN/
9HlI0Hr13d8NxldQmyL2+Ivj7WgMubJtyMqxHJk+qzAP/rFevmg8zGlDw4LzkWzDE8X8Ab5aXM2X
L7Z0teoXpR4TMYhne54uvktb1r2nflKOxHqDPBDRuga2gotfp5a5CBAk5j/gWZYS7RPxvH6rT3mo
9o9Xvu+xz45CEvkgXx+OLrg4iuYgHe3sER/INJ5i9m80DVtkEwN8iJ8eNoG9PCGHQCmvjiLJY2I/
P5IGO0fQcPuS7Q3V7/kY992ak8DTJ7wfoTt65CmjS//17FCQZ0eo6Vi0Lelh3Kpi8fpGHIlBdVo+
ThI5xAFuGhfFnBaln+7Wyy5HSo1+k5hTtoQcfpUdLbcffnUcQvr8RFsbkFTpUXnVSJ5+xuOpq6OJ
YKcVychft4uexGLlCScqO+kN1vND1floPzZ6wg9vB0dHSYO3jJsebu2B7LNO4wNzYnjHjnHm49lN
j07KU+jqHtW3fF9VnHFs54ff10V8Njpzp+XXGe/8D+qJy0+HI8/kHDwSDBlzuk4/8kj6MkJY2nPN
OHNU8DKysIjHM7uj3DtsQc3YiKrFqW+xXe8qy+jBGp0MfCoyEBZMVXT/iZOdDCdZKf0S5kkG17iU
2kYKm8kwU+F3yObkernRR7U38eyRfPxuNOh2EsnXQ2x2T2I+NgWOjnnVh2Q2e1Ut/NRxGCUAHSTd
/dHZoX0O7zk8m53af+KoIvbQt4P/TnnwmjwWwXNH5+zuVFTZnwveqaNPmTHqOZpWkSUs6X+30xr5
cL4vJ5pxpGrv2E5aPA9p4s1Ep0wLFPLeNYc27N3sENvkg3kbJ/vVEAMeKNcCVbuYes0dHwp8AFDd
UUImmQZXg+ZC8z/tWdEe8Om+Wg9VXsVRG5cxLD9mgAzwyeYDy6EfZmx0fdDBKt8VLrBDfXqvyYPe
wxv/Bs2FPWE1SFz0gkec8/Fwl0ELs4z1x2tryQ3dm96XjLwNp3U9GH2NweC3kA/FYFhe7HbogVPX
FxO3/WgWdn3QZE8CP5bHvhNnY6/MG2Ik32veMAqzYyfPxeAL8v2kuQMy8th71IYBT8l+nw8z3zEU
7d+FzIsF+Vqq3jTRA7MMbBcTsjqU7gUEWCpdseftAuNTx9QEbeuwEQsQx9qk0VG/R7ISAjQhgk6H
UuTbeytN3ZdYhrvwhvBkj2foEqlkDAN1WvTKaJGR5Krv0xLLVvQyLBjDIq+vmN1JZ7jwS5IEC7lJ
4bdI4A77uUk33q9JSZoC74sJe2n0CoeyT5FNjCX5Xb7XwNP4gehIurA/GPadobV7FFIMGhCBUPj9
3Y27u8x6j1vUlvCrwF+MwiVQyGGnlUDN4QIhghfea2OXwVDz0SrkSB8XGam3xL3EhK5d6hTdbMN5
pu9siKeI6kFX7iWxVaAwCeDT7UJswV/h9ESIiX1jkRMbGzVqjDq3/WmQq/7zx+Q9kQZjiA3rVfft
te9P5TEK8e0ETxgqvcNTALZrbdFRENNRYKnFTMCGDDZ4SVZFuufqtNZLDLylvvNqi35jmMgrWkfg
OQAUNzraOJ2gGyw5OWh1bSYe9Ym317qjcvh9w2304b3tpKecuh2boDlQQ4MG63qPEI2OdEYis2BQ
CBTNx9APmFSptOEjepAbsGlCqyEQfoGSZUv+kaTdpWj6PmNjq4O9/ORJWQOvd7lZMd7Bp0nJ1aB/
HuutPHpc7OjpZFewaJ5ScnwUjvnoWHzkXuOrkX7VGDK2ufW72shdUJr1lG848tbDw1rYE+/QcqUH
3io4Y82e5UAfcXGKPTduDP2ooV/CCXgw+IRKsn2m0IUxyTv1R2DDDS4/FyFYclQ/wXgkibINTa1d
TRwMQS24yyjwyaKJfTNMCtd87fotFzbEwP+6DaI6ev7vguKQe/4o5MKrg7tDDwD+Oqx0Pgy33kcg
UaG4iU3dfIrCMhLDqWDrx849t2TnSG/xu35Ui5HjLTKhBfFZquGCyFGWHqg2/PxVCKCUoo9Ll/iB
N87u2YIuOKJsMACmlIdukj2CYe6kJ6PaDBNxHSD0gpvNoNN36aa0h3a7rGXQep+EWNKQBr4eHrMe
Zv5idG/FDoNsOB8MRYYLkmGM3dRDvsqIvuZzUofr/H9DFjqdky4nD7NS9KSp0w7RqC2uByDWQzIe
wZIf0jZKM+Ai20NNzEf4fGKn8p2DAh8zGZ5ijgeAJ2krcX274fD31F968vUgr3wSXFyG+PlODPZy
dhASfjssynbn+2qvY9+5Abpk2MkQLvhdzL6wfNIXgmKQ2afW0yHISEO4joV4SnCFJiw8cLDrfBDS
V7OgrpNuu0sz6FvciaIX1n6IM5nUfwFzVvs6NLaAtdGiH1k5eLuxMsV1cP4fMBvEwsbDoHEYbV7A
CrqDPudV6N9530+0kzNkOLKSbFLrgmMkfwE37CryXRuoCdts4OGA/dMSV4QZdIcmjo9ou/MaEMM8
8FjBg19gJHreMHIp6uVmz3sd9vyNI52cbCVJ1HP6IC2577CM/xY/LB8CCSQPhP/hY/AVW1nS3NXz
IdfIBy3E/QqulO3vpKMCrSLbmk88wIla9cgU0yTM/EtxG1SgnbbldQCtsC8cg6MybrN6aqp68nkT
loNQ7bmTuPBwdjDcJe4fj8eE5WZDvdalNwyDuF4ME8tYH6wLihIln8Fl3hC2Covh+5wuNUBrvl8o
zSNK26kKk1Za4s7inrkkSEepnGHf+N89hJ4GKglxBomwooKjlrictiykDIf9zy7QbW7o4Pu/QCXl
UxmIc1CKmk9FQZV9SepZ9C6LsCSBB96JTXAV6w6J0bCvEyf19hPNm7YKT2cxNSd2M+nWMBE+Tgv2
QbHiviAF7K+keOChJx1N3YIVLUJOH5pGorXyBRwL5nO4TojVSEZzBIbLglxsQch0PiNr8dm1TrbM
fqksZsVIrpGx7SFsIIFhC2XvIh2wCVmOAkQ0bfBQYLJTJQiWZojU4xnVcArNDBuvuYti1W+XyoxR
VxtogZngTJYR/toZtrPJbu6+ZQpxgXA0pNEKRfmQs9mG06H+vknIDA5yzmFR3mCiF7cqgMNs0acY
URYyDVBYD8Utrb/kb+WcsDnzXAZIaJr5rzzV67t3Wd0BXgdIg40eRGgkawuSgRxasQ7sUdjlfgGP
lWyJXaMOxqu/TW0rmFXJfAnb4hoXX6hLLr8s6A0mNHa6p/MMYFsVFlOsqJNlCQ80S3P9eXqhyuT3
27fJJVyQlTfCfxn6KKYNmBIt3qPxF+bdmj38rV0sib5T9PeZeENnuAALmZKCc3HheeyQKAy/ZLBq
9I2NgUJ2/1n+LV8QWjz/23RGMqQhTz772LrXL+//kmwSvWhFartalF6310Zq4a/uWeG7jqys1lzU
937D37Fi03XuoaDiVy53CdVK5kww2RX/WFSN7LI2r/KXrqvK2w4OjV8Zs/LGsDlKf+HnBau2aesl
b3jX6DfiliW2ewCtbT0HkSQNBRMBjAHlsrVntdZUzJxLWE5mxvFrLv2D3shaUJ152lE295X3i851
PBVcy1ZtRL7iVVJdSHpFM3PhMpFqx83S+ZqZTrCkk3r+jHbl3NHGe9eBwZxuEXziP7pMzFa+1h2M
XTabdpvVcq5NtUFW2lR57NwMiNlJmjNaeuq5pro1l5bBrjGuIaxpGrcSbMY73SotmkKxrnSVX83p
ttrobbpSiSaNMLTqFIyZdkJ03DErdRIElhatKVUmRKOE9TNVyTJtMVWTq66gvpIwio0H1KqEYTWV
YJLnzFrZzV2WZrwrPGXZZek75RXJJMhu6lMN51yWSSYd7GPSUFvpdG6Nky0A/suHYCLBpDNtVcU6
pduulU75es4zJXVJM+VUUtTpVlohZGHFuwthu87bFLaxMhu5dc5Q25W8FSRR627NWgOHvCSd0G5L
weqsc+uMYy2nnMMhpcZqXlWgp7cOnrxsQWPJOtUAEkCY6LTTEkYrjGyYu1Zat4mVFmASPE5L11xJ
p1VoHmmEm20TUhQPvoHnbECASJK1rMwLrRkGWp3vXAOH2mjUeGg/M81vUW5hN1IMbzLLLMyjC95P
GkrTHAhlAQKEoh2shaXCOy9WtQi2P9UhUwynLaQWwI4dvWpV12K/S1q3DTobBGu7PmccNb8P6XaW
oSkBy0YT0TunkohtrLb4YT7pHNsJrGWEj3NvYwpldAUH/GNIAqMEPQ2/9NI15XULWgGfFfBO8BVY
XoeWV2yFPXHBJverMNfKu21Dsa8rrTcPva4cuFABnijE0p5vAOA4x5zfwkwXAFBMRVcIDmX7Bv18
zlIOiqOdlSlxWm81bH/OW23A8EWW/VepcZpS36baNozapMPiRMwLGr39dYqmicXewTTksTHdaDOz
beGqfL0RVucS+VulsyAbQFXMicxaDdhLsXVTetvA7CTUO+09Wtu+Zc7h0ik7kA1obBXGguLo81C7
KBipo1gyBzuANG0K02mEeVCRUtMBTPGYEUEDLSsGYTV2VMR8F5PM9YtCyZnNG1rJgrtK9hZ7t3Ub
zUFlNYb6rU60b0GZwIo7CxtDNy4wSxuvvGZWyIhSWasqm7a5y1w+w8LQd1kX8tU113CQQUrA7IIc
8E35kNSClw62Y+o9PrbDtAY4d6iauQneH4SJEs9zSCBFeAoPel2HjNyMzHLc35QqQFJUUyNgVGlY
Dcco05iGET1S8CHNae89ndvcZpxTZjgWcTKqR+SoKItZMy0IUgOj9tI4DzYAR+DP0JinGa3CRMLV
Iz08LF+HPhZKlOxzC1LpI5jLWG6pNZ4XtNAL+kzYNvOgJtDFweAAeAAxaaRxJRa3NcUvzuoEppmB
cDHoyIA/AgX7yMCKj5hxj9m8sKVFx3DJvKQgTjB1VgXDA/Y67D8AnZwK5bv0yhUXMG9eZSCRuODR
E2XJYtPSJex8nrcw1tZtC7qNOxopXkNMVnpp8cDDcDUZGitSQNUiJfzaYp9dUJ5oYsJOyVgN59fo
Gdk25LZT1YotmnBGdIbTEvwUCa4n5QwEc0hdpQWces7hoRNvUKRQMTeYbg9gTNLE5phXdq0YQAHF
vShMyNWCXW4AS1Fqa4b7G+bQd0Zg9rDv4KBkJFOATmyh23W+pb208ZlZ6XULe12mRjEQ0yZPPUyT
kfUlfDvHZb2QoNqoyt+5JIPphU2vQEtVAJFT15YJ02Tu5xczmdBnEgCcXnedSnWekQe+KdJmA8hd
Z1wVpZbXxGYyLTWcC7G4yqouqynorqqzcJwS0VadBiVHCpkjaS3AbmsbED2FplzXjXN1l840XD4g
fx1of3Fjg8YNW6LeolbFbVLebIjOdMfXWziRTcdXoUkgunQ2Dj25cNZav5WAHrx2becufW1gFASR
Cz6gFTinegX4IA06HGwbaTnoKmuwSTnN4X/ocia8WydmISTzLlvwll7IrtZJ42zimQbTBnY3lY1H
vCtBsYaKB0peNCAP4Wz5aqOQa8hQ9gBfQScOK1tGOS6ixr1+bTy7t3jsZWI3DUwxnFTQDKhcLJfN
jek8nKL15q4C69d377o360QX1oCangmB/Z7rmja1tMzUb6yaabZJmIC9Q7CZScstRnF4otHzBnaE
B+sJ9of1tr59RcmCvdNbu4W9WHCzNoCjmaVdd8dEhc/1sIALqWephgE6tCs9HhVUi86ASiQJqLjY
c1YnLRzxBT4XSDoHZhWgDdahCxWAh1apqAJTskJgw2mne398pXwT6CvamKLp/MO2hBUFcdy8metr
UGi8zl/mbCZnV5Ut0F6B4W+zHOxm3+mS5ZmGvdo1qHXBSNVC4AGjcJLnIH4VyHDPUHsDvH7jUsby
zuryyhiZbhnLnsHmh+1fP1Q1325VSdq5naks8ws0iqkTsF+QxhqrwzB3Ci7kulhPRINUCpk+6VBe
4y5FdMPbGGgACUkFiCqEUPQwJ3k05EeL2AfKQIQ0XXSeyrE0xtG+axkMI+gKoi/60gAdfLSgUEoa
HRGGDs5umIzIq8n7Yl2RDbzWACxigCChCRhaCVqDFuQmzFHqGCyrQ294Ez8dCQco5sqBhI9ukvCI
FO0xERz6VmIrXxg82OOA1HPAPzQP7Mw0I43EshfCFhLLgzRsX7B8XcZsqpYzn12JhbuWLzzNvATZ
zkGYE7ALmxm/KLQFvZFmHnZkAWA5hHJADcF/6EiM4QoLVjCoAeo4T0Aqg3wFIN4aXbO10n6BlOAU
EJJYzxtQ6Y7wUjS+W5GrFFbDiJx0Y7TdIeu453bMqhJDpYIIFVjUAwATtK/06LcxCB3QiXDGiiFB
yAzB09BedJc8W2M+ZuFAO6UXjpkKDBSXXAQFBOB3nkhRwy4WOQBCwCCNz+srkPMgDVsME9mQpegM
6iE6EylsTnRezGQDU+lYmV1tO8eqe9kCViWLxKdcqIbdNg2bPWu+q/ibdaoa2CqwLTFvOUVCkQRm
Ewvh2MjJwZJJFnbcPwFkwxYZeNV8whErSDhXtEfLY46A04dZZ5TgIqINPbjcRg+wsP1B4P0ew9Wk
kUivj43CwtHIYzLJJ+pT1FEf8CFXH5EfubTOdnBMfQHbIQFhoK4BNmB7Q0RGEb3PiR9rd9joVBPT
DFaGanQ/C2YAjKRol7EQZR48Ogr92GX4VZJ0NUoL45KgmC/Ec8OZTK3Kae57trycpQVSyoKFWAOu
YXlSDQQhdNegysUSUTaGmhkgOKyR0V7DJi4MOtdwC2LvhQ7saw3mnfrGNTZ9Z4urTofhC9oXal0C
UuQIqYqhIErxVmq8i3LRdQxznEU3sAK5G3rygvxk6H1iv5KxR4VPqaUBYcy7PqgGGyGEZLwykvsM
1DubMe54rsgV7T2+aSFyZZCVfyvfVW6uVi9noGkZ7mkEuYhGAQsIzLB1oFvDNhHZhoOGdjn6AHXD
uHLPpEckCGDpGW9WrHr3rshs8qZIXz8kqIho2cAh8q0FQ/l1YrOmA3xQl6B/SBBrWlS57pYquCSN
UdtZNxMz2MlrBfY5WFhEpN1ld8UAEJMslSBJ7LYGWwod36BK0ZuZwbmhYJcYeGRnuvuibGqwX+cg
AsEiCpzVFPVlIsAYhVVIWA5iHA5oEoiEQceB9UoSC7pEdiAVHc+60fFMZ7mBmzDGixwhn2cXXkWh
V5ilSraW+dmzaziiM78V0newHERbgKUIlkDyJx6xNSgSALeSgdSViWg0IA4ZhDiY8TqcY3Twcxni
doDXwB4B/d6ijEb5aFudIB8P7g0EVL6letO1Bs6m1dXSLGFeWzHn8wK0CJiWOSxh5yt6q7ScK4ZW
WiV5zTsA4DFPJocBouxghTIhAs8UKhM4EoB7VdqwTWp5BqMlK5Etk6WBrzip7nKx7urOptWSiBXY
NqLKsJEZCAub1I1hHvC4QZkN9oVAux3Po2crKZLSwskLEVMDf7mNqGDzU5OBynZMzhPjBJhfDgxL
issJSJYCWCBMOunR3gMEMDe4klys+VbeembylxeNwRBYYnJELQARrV+b8lpX6iqbXfGSqMxdYt9r
sKbRHsH9X6gEQ3jW0G2O2tsDJgL1+1Fb+4Rl8JORebK45okqQIctlr5Mm2/abP6KPnsOS9FmFPtz
wAkAaxr2DutwifDu3RhGb2Cho507Zs74XSplTDCJ0pRi0S4bSqXkkBzaJ6vJni6VYrjBGUe7ikcX
A9/1A6JorBn0JERxyhXjA2GgGjI3ozB143jQWnHTMC+dUN94F9PrQ0Y9wFRtYa/hx7dh2AhysCcF
mvUmlKYHd4Rt8M0GIV64Za0HqgfWs7+BPHIYsmTvEoQRIJFr9EPAyXWdR/8CjPs2Kz1WlpuVaMrs
pcs+2bLbQoFNlW2Cs5ta+CKq18zna/ZRC/ZRqv9RY3t2eLZyyDrcVjRE2fl6SP53cq4v2JKkNSlh
IK1Z12KLsU6Yvqojum3APtrCtjUdM/fChiiQ7Ya6D7pfUupD28CDXD820JFUQ6Weo1G805i3yILT
y+5XONmm/6Eq9Ipm0kozw45vLc/lUJwG0gQhvkejF0SVZknVsXBlb659LKF4F5oYwt50Q7ZgqeFk
1hhi1xxsrcSBGkpCJFBov2IezLCuVM/LqtsUrS0A42iQPGDAA4iFhe1QRll0AWq0zWEMuOcBq2BT
EGxPCCJahhhpeOSx9onBwag9Wi1xtwOUjBFqlvTJWrFPDYZE15aD+eREGTwl8Dkx5FiD+cZiTTEP
Swli2K6HO/T3craP8lnrhsysyoNJCRCJ9mXTIwVTSWXQbuQBLHovUECnrx3pYOc7GVcHrtdfej4E
sTvMbke6YTsk9WgXGNAAAvHY0XikWus2leJhh+gK5qdBm4/YQFsLSqataYcJYu9at/jEP/+o5WZ2
AUf+1aqOJamcvbNOpQBHYKAZ4ylIYi2wbjtY05MkGcQidT/xmG7sbW74bNtVqLYBf3hQi6GqVdrW
YYyHlq1uOv2O+azmrgNIP1PoWYIHeeBMIR6UrDYKhoecDxQOvEvYOuA4iz1Nuph+BGsCyhdjwtZY
6t857fLotwFDXtehjxXvDIbU4NCvbCs5yDc0fGTG6av2Ci6bbwlGAEiAkRnPpF4LTw3YjveggK0D
ewS2PYNXy9ExBnarwUJ9MPEx6IuiVCRdQvU2SV0KQj0xK7CTtw33YNGyFMAfvAFL3NbrtnmgzIAp
4AxWX4ANDGj7Fh5Dz2gSXG0UzWxYGOfqMjS7AVCWW7h/ByYN8wkYrdzBWQeQA/rLyIyqIA6c85WN
YXX0yKmxRtXjLrKuetjCsFOYC8OlNhnoLtBDoIFY3YGSX1UpsZybpOEFwItA9Af2eyNbi8EUCiBb
0To47ShY9/BkncPTl7uCkcxpnnOB/iqWJEYlrDWlVnX27FqLUqDjNqxEXxc6Vt1huNdGKoLQJrNx
iSUV9pcxvGFtn+0QXPgekypgjBynSIsOBRh1GtSd52jvWQTWGj1KTrPavwPs1VK7AckEFllI3+tM
p9BcJ5mmW9+0IEUQEbqOYn6ZivWMDG32NuglNAvgWTUKrNh8aGtS+JYDk73WWqUALxSocUBsFvSH
R383bIjGaZgFGVQarJeP7lv0M6MGE33IIEpn5LAFmBuiEnDCnaLRpDICsBtoIPjDvKOS+UKkPT0M
hulB8Yi+HeuaedyNqEs1DCaF82XwtJCkozXoxQINOQy6MjIDJUMxOUW0DnQjQD70vhNapMTFgm8P
ZyAHuQcL5hF9oMM1g3nCs0OlJE3KDcANMOWXH80RRIceXrMlTLwtQGjSEP3nfq9MwE86K2M6Pz7Z
XkEg36eCjbLZgeCndMc07AZ1FhV+nETYOzBOhMzGVhS91Xlztx4CEU6HvQ9ioLYUU3e+eeCH6eZs
mlEeElsQsXStCNQh6O+SKac71gCYDDj+iJZhi+fedtGvvp+dFj47VNKHDmEGnesMg0MMLDrXBn6Q
wP9DxzRADTvG1njYQMfRtvHa4JsZGBEI2ekCzi9szI6uNs22cpZ3yGxCwZoSvKHwL279rLVwaKUo
iLvDlGOPCXG49RzswN4L6tEhQ4LODGXWCDVAdygK2wTOCsBq2HJtK5BnA1QySDMA47CEpdAy8Sj1
dp3cvBkTbPy01RoNiXR8Uijcuzki0yjHLms4hhYGoYMNOixa7/miMWs1lO2GQwFwISVauRBvKtqF
zWLXsRZ+g1EE0LjSFmWbdn0fvRCdIziJmlg4QTBxsHqoUeD+gFxRgWbwRVjqkgGyVro1TDvJO80z
kOwYHgLTgjEtLApm/Hiw0H3fRDJU9XI35BmiDhJDiik2ZFRTVpuAEDyaEQpMdHZU3TOmtKOs8rE0
mNKuiGY9o1mNTsroTQqf7Cycd/Q58hoABbpfEVyjzRkd/MHFhFNv/eCnyQDiLguJHnPSLVOXpEn4
JQNBQxXPE8DYS0HkPGWrhPhJwTklO0zh+Y6IF84WOgYjb5PF5h6TCqUg7EMGNQB2Fz0i8Bl0Fod9
mLOQ4oqqlgvcY2AoeMVTzOiACdDJvYJ9wrvAXOJdIsC0Uo0SyJ0RKvys7YvX+hUAsYvKE3UdelXx
BOoaDh3sGnT4kGTLgxsEQ/4YC4Md6mmJvwIZDqg7CWeSxu6e0vfQmkbpcLGruBFMxIwx3AFpHevl
o5YK5Tw0HOzEpuio5+g4bYIkcTHRO1TGG7dohHVOdZoxE7qFN10LcLAx8AE4ZyG5G8wCUMk6he9q
UC9NxmGtbJF5hAKSgr4uEqZKmqBDRuGR86GjOdaa49+d1yAxhKL5M8sM2PsJnGewh4qFBOQCEMBE
JhQeMm9RN4JRapnfY5emsRc7izFv3bN/gbTCoGPwe8Y+EBrDe/sJ5Y+W9YAyBfvW8uQyNP0FwaTs
2Dg7YHER8ghh1azLOvTkUqT9wqzwgd3Godd+2uiRghAsYGzcLwDX9J3cQEmCYdYiugJj1AG+DXc6
KKKix5WE3cBvNI65oXyXuz2b0BQBDMQknbxPc9zPUwYbxN9bFAYsaS6Nz5IU5KdJtOw6XGFQVbCr
4fTxmuYOkKnwfQome6QOEN7vduzuADqaJKYvGIDyMgkhBGqDcwm90G0Lk/zQUMr7lomSuYOCF97L
nRgTNnWAjsONVXR08kA1Gr2THovIk4mRSY/aaIHYwgmHifdMAawPGoK7pqF0pOgHS8GikwIeyAlf
dzcl6ytzxIRBoy9hRIvY45SU/OIO/RwJHibY71Y/g+UuQGu6RrtSdG5pl5mvLVvomGxKo0s8ZKk7
Hg2WDZvQCAcvce9UdQAj08hrx0DxOXxwsC0ZAjNGlsMO9eaRcrkgN+Dj98zwivGFC+16hZv1pZc9
qbUN1SMWYC5tFNc79on4AwoSvJIb2VNQZyh0YsWrAKQLDU8JhggBJIC4yxJVwFlmz1bKglEIxhAI
jV6Ror/L9N2KWUh3j9miYMgKG/w0IKCix512QeXAe8i2jSQBUhd1GzJesKd2rP3oPBiGmISxRVjN
SQHi49K6Ik05RlVSnhqQUoy2Si0T6RKvMOwh44g7EOoC7AQwiO7amTNMCspYDgIeTGxr0U1cWZ86
jM0rIlOQjfh3BY+w1izJlwC9E+ycCqpOAIiSMDhAtAhAJyc6FkiEZZsgSpCfWGJEYBtbYtSOPxv9
kjCkHPn9XAmKkUYnPGZnMo9c5/OYvA7mKBgYGszYhpgS5GwCQhhFy8zCXlmAUmPLTCijpMRQOZ54
D58A4Fe5OVHcRcZej0tkUaA+3CYuJY1Bs0VU8J/Ew7JuPZgPVvBta8U8f0sftESziVPbglUGp2bJ
EV9n8RCGTpxeosyRwo0iS/c8WnTnAQllbyGjgLpUhGDMFoRXlohpq5/4NbZjJhvcGgQjSRwwRdyp
vvT71dHxVuhcAkXtevFFo7ciGH94BDUfvH+wnahPaoKKlLQZumeRI49jsZcFK2qJZHwfgfzIS+Mu
00NN4vdKm8Y30VNDR4avoRvwyG3YiwIEFGzCvhZp+3yk/fBpklkMWFifNR1nreKtv1LZFUlUXuBZ
pJiyzAAkOMxbdMgTshEcz3U/fX6o/ggOTArYCEPMcLBoUdCmwb4jHsCrAfGIsU/sc84o1gqUtibL
XIpSZxbAm9gAqON+KNAHxMEE7csTw1tNUBSBcJYG4QlKEaUTCBZNgxUR8mjcA1hH7SCjPHr8AlPN
0OwDiRLvQPaAZJOVMJQniH0XILIpzQVLO5uAjqvhJHJ0gNkFo5huQoNhqRMJ1i4gCtc5nIKOWMML
J75psFIO4w/woQ0xNyk8owXBYJVf+ZXTEiOMlGZCaCucM6qNKB9diiDEWM9m6V2MG5pg7CIO8MbG
CcF0Be8pHcqLYmQCoCworgpT3QJGRK9XzAIK84ardBGruQEpekDlgDytyPAAErpYDHqXYp0XwKmG
RQ9uqpUwO93LR56qfquJoQ7cOZgaERyVHkPvrOeWiqdPrANm5dRsS6pq1jtl86Paa+p3pQYes1JI
9LPDZNjYF4bG1jRuKCyAqwr4DZN9HUUA9n7Hk/WAYAiOR2sTsrVSNSkIalqWrEIUi9YpGFggHf2W
FSa7aGmV0o7xWHpAJ+xZfasHH/yKePuGAWIUMPEzuI7iPAW7BM1uRXFFkkTSGYKdTGs4435sT7EP
uzy6ynZtujrGJ5RF78T+QaehUswDwvAJn9rcbDJQCoYi2GM0ODvhpFpyVWB5eMs6EKkj5ycsi/rI
+0QCsllLnxqJwIdttmMVV0y9wCmGk0VDVMNpOFAzTNBzpgA9uphdw42wRGcO9xGu9rmCt7u2lRZN
HtCuoTQK0NDYvxTmKHUxdgFXzGFWOtBNse4WiQ3pAYAGSRn8vSZ2DtW9BnN+YnS7YF5hYei7kCuq
XB1QkLTszvaYCkEXrbawuROHkWgmSvY4zQeZxBMoWROuYvZfOHrWTxQHGBaY6k+DVxyUuKD4sC1l
AxklHzYzusuiN703LJnCs5MGX4+bQKxQHaNiHqF3Jbq8APxWCa4rwJ85Jh5T9FAZawE4YODbSJti
noRBoIU1G1bgtixq7htBldMNWC+zDEUEbXpTzg9UUiFBAR+Xr2hj7dbASPkWtDlcq/UfMQc7uyg9
DiIByxNOEIgyTDytNSbGxO+6fTLCQza5ILiSvjyOkz7sMP4qzBan8WToXAPA4OGgAfxF1DiQtsFm
XuRYnHPnknKWkvsrUTesmIVICZ4BQFEk5VylagsGJWBkNwNELPtEIhaLBHXsZxVgH0yMxRxbZ3yK
TmaNOWNpNgPDtDQlJssDNmpA2FtXwnS3jG+twxkC4IZnn+SAgmB/9hS43FakCZNCbeLbqtJYGugx
VRRw+NBSCKNRd7iLCxEkMabOxmNJ+1zoyT60zEUuMwC4K1KAHYcpG82d8sYOlACYTYQ1qlsRPHVc
tDR0cgoOZh1l6uB2hPtxFwiIqaAzGZVrhI8KE1A9zmMCI0abnMzdvHvbSU1uaaRqi9QacAU72D8Y
qQnVYPADzbp5zkL0nDY+5AqhX5n0JUw0ZAphYovDoLeghtG6Ao0jVEolgxPuQXvp7rKqFjUFgx2s
RhghF8YUgAnwWpopyTrY3RzThqlMYVsByAgeLuZDxm8VSvUYFsZFy90SXtYCxrwlOYZ2lUhbl4AW
0EzXFvAY6C2iW8xNprVyII+5xaw+mEyW8uDA0aGK2ocQEo4SzzWCPqSB28JHQ5p4mDyUQZgyjAnD
ymKehIL3b7FCBx3gvFHOtQyDZB2mS70DeZA6ZhRbz+5oaboOLg1DhEUH7cIMtSCt4LSkTHlAHLSA
Oxg9gzNIWqNgUEvEksLLusCFSH2ihU5byTLzoErngv8CFTBAV9wwDTcWLEWVJpc9VTgIdjez1hva
NuRneGnXWZrcgHGMCmNdsm41ESNWF03I3wARqGVXPuWKAI7MTAjZYUYn5wBoB545FNkm79IlbPJM
zyibtx/yUYMfDEXljW3uVWd50wCscyXIndFl2sE8CEz88V6jn4mfa+blBz72joiaUTwWYDFrjhUZ
PZ4zFyueKJZTOtOCciHyD9qkcgA2oIh0A6jSmRb2se2MMmGEQfEwjQcWAKQF29ahg+D0a+xPB4LL
MisDAwZIADgFEQSBlTLTCdgpogDgkybK5Ln/OTa276MgPY+t1u12+hQon0JDKw/H1Hz9tGsGvF/X
OHUS1ttML+hBDESqRkukrT/ko4ZwFegtd+/WN6z2Xduw2QZso7I1Q/eIuqoZgIa2tSatW2e6c9IG
8WbgV7Jo23W0Qwu1BkmACeSICYThSdfAHsKANOVNy79H97ofRWyNjHvMYLAVk3PQqyKpjgQZwWqC
ZUgF+p9zsN6Ye8+iRCAFmqwGM7AFgGeMdjABOjieaag5aajQ6HL1Ze1Z25Kf6QVSFGuQYw2YS6cA
GtQVGoIAdgpQoGd7pkw7413nBCuGiAFlFsICOz6ua0YVIF64mmJCfMjH5H2WEbMgoiUrAlcswxQS
OiRCM4G1RIjJpcJwQkrOS+zB23RDalFw2DjUCeMza9NBnudYRyPAshDCwfoX0n3IRwYkrdFrIAAc
d5JzgyEqCZIl+LhoCBCxCl1BGc0Yz51FD96ZC0rfhNAcpRVYKEkqlEpTJoVUmHmLqbwcbByM/RQJ
zy8SuNsyT36ujR2M+xiZxjq8iVlId+weuvW0epoSIPKyz/5Ap/Nxu/tQN+cKxhf8Qz5lt1PQAKob
D/sZK9KKpn2YRDmMU/aGNMGH2VXb8omHpioJ/xZTWAlWPXXj9l0BvAEbQ2/RA2W4XW0/LPoadjj6
4DuaIA2CzVrWqmnjHvRDo+8ms8qmZze2H9Q8LKtJrFIgtT16EGe7rtbwpHTBwVQpkKBxcZHwn3Nj
j+0e9vk0Q55HMMI7R81TCT99YvvUPCwjYWwSF7Mjr1fryTHR4k/5SjBPq81JjRkiiZcgXeQCxLIU
Yna55Im/BkOxbDGWbR1LGNhVwWY7+SowpmgAjAiFrBEMU7c5BlowegK6j13DNcyWdljSJxcFdZ00
5kM+8jqE1gEsYHgCgLRIbAYGATqEwZCVYN6CUV1WDaUGMIOUWjtpzjVHqzQrO1+wxusGq/8BWCph
NViKflZktrXMGG6y1jXOt4qwmljVWvLz7ezorsNo/HGL2rjrmf8e7eCwdJ9GT6r3gwgI3gT0sDn0
wTqjufmwSsrpmFTB25sOI0Yp+jBEYjiVQtWS5WDcfYsqG8sm1bIFxazPGz7o0REYmgNQ3lArXJKa
mtLSLKUU3CpActqaiibOFClW1CQf1kPQgSHhqXNXoJ5KsWh5rlqAITNapRnBpDvjkWWj4cSWVMxm
nnbKnTvLHYVT0mHFD5xXzYgG7AYPp7jj80VmAcsZkq8MMVo2NE9U2+p8+7MYj2HbwqLoh6hRaTdt
M8TABOo9eixp7JPV6FITFVPS6cE8oddPBmIh0FNZ+SGfdBQcjdNryvUN08abcgt4cahLIwIdxhtk
2gODqyk5PbcR7eCKrg2tW8zxwdyoqhV+R5/NvWu2M2erBAz0DCytzYde3UE8zRbIziaR342riVwG
YZbywqWp88KIZZqk570ifjBLU3bBl4nMRC67fEaz4QPw+LxYOs+xyBEEh1r8XF4R33rf46CM0X2y
ZSzS1b0Xr/NPlv+BQotMCgWneTqRzt6GMrUP+LrBel+sROsajknFPGk6sK4yvgAjFpk8QMLA0DtX
FA239sLqJGHyzAUx4IiBJObtpmMFFhjoIkXuJNg7qJUw98jPSDMXSDG1FA1LNP2Qj1y6SsOa+qQs
to5kNkm6lndg7M0KjlTy1BvCwXoSIKtzugC4yYU6B4l1mzhMU6xpVzrQy6Ck7JI6LuCrGPBhAPME
NxzLBoxZCG+11B8UfelJobqrYYFC/0WTiCu3v++HKoCmpqx7qpAwio3tV6JYC3+ZWBfMy3hkLPmg
6Ks2D8ha5rOGspYlMk0NIMEkEbnqEA2yGWbuA0yWOHiWCCGUOKeXQysqjZyGYIk6nhBJk1T6PKOU
OriESGhJtxXscnSree5bwz/oviYrzwAyIDXQAygSQakyymhVgIzG+AQDqM1sF5JwDcWMZe8oP/fI
ZbX9GuaIdKZsGod+b83SGvPvXMvLOhOA4v12o01IT+KL1prEf1AoEkVpyH8z7rO3y8++BRVyf/Um
nb8eG3np1H179R1JvjG8ubv4gs+/POdZGv7YwrSv6svP34LpRT6pn7244yFPEXcCaOKPts9fvHPi
nn20sq+++bAugrJE/vV7snztXnz16eev6fP160+/nf3qtfXeCOS/rcjm9nLFnn9HZ6s3F5vFp9+e
Ew6+q4nbkqrS774pbi5eruzCv7lazz7ZGDAvLGBZ0s3f3V08yJdrJn73cPXm8o+/++BI06JV87Lq
Xn1BLu/oRVUv/265xE7Il4rMQOiy7Xp+k2a34mV1d/n6oxe358/yJiRl0dnD+qOb9OWD+PVD89HN
y5drN2d8QRYvCJu/Lj/++vOXr+Vvv7799Pfpn978LBi7RMYnP3Ae8L4fXhRxfU6O2/RZ9k+Kpxhi
sUKGmktkVgDTcTs6QrAGED26lGOtkRNMf9iNbRTx77xx5jsly+V3X3bSfqFvL7/8th3Y+78h+hvi
fKPXxP095o2eW5RvSWMxk8zeOvsN0oCZNRhhEqyKm82Q4nTXR/9NiWlskroPirHvh34Qr7n7IpRB
15hQrVVI9I3a4w3xsSVQ6Etukbz89OsuRjfwW+7vFcgre9d3ElNjY5gHbNcLYt3fghXivm3Ylx8Y
ioS1dgbWGvPhukDQiWGpsfBmS6xOQdtgsnTIbT0HRcTwrQvYITPkR50hKQVs5qH8iWJrDBoYRBbB
sdg90TH+I73GJhefMrKcE/ZprFzByqDLoRLvokdpSGrliL5+AnToGd4VJrKkYSISx5/HJiM0EgQ5
xunnVHlJ/oiqD/nI6TDCmSSXDLNel6yDLei0ecYxDQX+zAA3JZiv9VKmlKtPyTkoMpYhLgTxn8yu
F/wjEFKSfZovbILYq0u6S5jVF+qPPpunV5vmZU4/Sz+sg+/UP45NakK+h6dvyPWmgYOf7vfqGjKl
I6N48mERp5jscAPgkviXFLOOJG3HTnmautiPbxYUjBDt2W3jdoEAP3T2ClnRtu9vgPy2iLHzkPzP
tf+ZHvk5xZpbEFAXMb2NBQoPJPoDIWMiCfavw+A54ec3dtwNOD8gDwV7GUvcMJW9zyjH8ljMdHO/
xQl1V+KDBltP7eBH23my77OxBelbIqlQgM6G3qE0Mk+HBvSLUCSQsA/6lJ9RpH6QjLxQVH62mP/K
vZKUfDRjr+Qrjz7IGScF6JfnhSqaj2Siru0nZx3tV3F7M38J4vp5p5+zubJ0wZKCfgTHViH0uuiI
u7D+efaxTWlRvEg+qCPoalRSYOV+hMTaSzhxC0RHn8Tt7cgVIxin6uxHYGVdS3lxLmp2MWzsCzgU
13gqLpn111hT8lGs1k7IFUeucrDDP9WJS/xLzn62fc3O2oQ/4BUONvbyw/qevlUGZUNFGiUvGAYl
P3AOwWdD7efnRHz3q/zThbtEEnWilfo88M7AeF56Yp5ju72XYAgs2CI556pKBn/pc+KbAp8M90SH
Bb4vfKiyoeRl7kFcgpx+GXgXPuPdh3zksdfGryj98pUCILzE9GKko3gx9Mj5BP5XYDnCyxAizuXm
vReEJ/tUUIzCJQyuYy6Qce0VJ2GxyR/D9CUtoJo/FUiM/Zm7/eA72kXj0Xg36bK+M+g6pCkZBXp+
tsvfCfEfRLg/AjRnOqz+dK9I+Avb7zUh32EgAQMzyH8WklPjUN4hATfmtz5EVmHanZ0+FwpQzQbg
eCgM2ZqIwsbe13jBWBn7GiNd7Qd+5NGju8ZwEpg8NcaiSN35Tg9FqsFvgmUsD75jmLN7TmI3Q9XP
Cjt1YDVThUm7oLbs/bCevwPDLQU73X4Nv07IRv8Mu5ogm1asLzf2sU8EwDxqzx95USj5oB7Ot0MR
0VeclAtKcv8FVnpbosp6OI83xAXqse0NFt1Vs7NZpt8N52VFnEOYzm5iwS0tt8NBfuAMybJo97U3
zHWq/aD28pteebpvib2dIcPR35EaC7LpQz1A4nV0hLHgAMI6srszF/wiFPEZQjfeOltp5l4TYSWY
xLerYcO80a0sQCDc/t6Rb32Zky8/vMR26BEKLH595fcewK5gt3sy5GxTQswPktj2FLDpPuzTfhtK
fzpiX3v6pcNapzvMGoe93bwdnm1FicHKmfsH5MR1nN2fueA3ODNIBvYdcbrZMnd/C5Lbess27wb1
tIYLZh0lm9fOen87V198yEd+DcYb8rCQ1y3/VpZONQ+kE+7BkNUdEdsQJdv47oaWXG/WzKr2dqF+
f+aCX2JTYzj65tu2uwFT29zf8myb3bnN77/BRj6+Qm1oN6JS3Rc3jnzJvkxv375Hp6Dp6mvNquJW
z+8aqg1fk4uvAxcJUvlQ7urr2r8gQqb6GRXPzzkka21KFEd609Zr3lbwr5xsbKfdBkuTwt3q5mbt
deu04+26Mi1ZnVNSLDYxo0R2ZGEymYmLV0Z2ibAika0ihVSuLO3CJHORzTJbsHn+pJNSYrOrugr9
A7Ytuffd1FlTCcapgetbl5nynKe9Iq1npa/L9cPblfHdtiOJ27ad3m5r4mBFFt6u13eV8Y1ubGFW
cKfqXDaL8X4bmrxtbsnWY4MXo+i6qd1Dh4xjbCE5Xf+uWzmGjHh2+dBR654osVt/cRE6eCAfOKM7
kQB26iInOQhFx6U1/qwFrimvkHfOVKXtMrB6WCY+N7xLLJaWIKG9oq1ZN8jeoZL8485S2brzev4e
g+dI5KpzkahZcvnMKYxgwj9MonzOWlF2mZRKzT+7sDK9pE/K4UTViExrqD1ChhHbc1hIZGdISKwF
te/1Y5PAEvbwXJfGSmwNZ2N1dNwzALDXagngsSTud/ZekIen+A9zQpNfMSEVmBTKqsuukbGRX1CL
RUGxTgo0/tJ89uyci2Dq8GVspEbxbkJEGhGkT3u6seQsViocE4xh08nnyizSjIrFr678gucquZZM
UJan3KuZySVRyaLAuv4sPbdtYMu1yKhKLRy4heNeSMsbsKMUeYZMwdgBsLLmHoSOTopl1nku0yeg
r3DPenxMekQBl/a82VwCnnLnbb2Ym2lMsoX9WDIp561vFXcvqKApaUMjAa0M1WJOl14vVSrOe0X6
griObtXGwn7u2gfV8BZs7rS0NJBLYfJgm87zZ7lLKfXiKfodGzGwoek2Jtua6WeQ4kzgFvWMnB9h
tIjBmKkpeatubOKR12jrNC3HmbrBNuvzdcjt6Iwp6e+eclLw5F2Rz+fuFZbr82dt35mYYwsJ9Jl+
vJSZI8usuMjfPvEsl8h5E9pCWTjI+lG/zSIESc68bltSI1k3a/WNTxWIBINlmE5suronoyV6Ofcy
B9FjqGJEyuzcPlxjYTrj3mH/FO66VnaK15KSBlOdssDMZ+6REBdrY01BuUopf8oq4yMjz1Ogww/V
vtOdHTuBqr5V9blVvnN9C4zS+g65fkSmAD3JGctJ6PIjMcWNN0mixFJQ6RKi5uce+WtmMLXE2g0r
twkootw2gKc1M2ZrRR3Gs3r4XcmwBNCIt5XnmTB8bo2RMwoboKzysinK7LLu5kJmtnV0xdaMrKrt
9sHUnemMTkvdGa8zwfWMpssavquVQ57PRBo4jhJ53toQQVtVvtqWwlTa0ZZlyrhq3VXOto15qJp3
Xa2bFi5WwfZtYeS+7dZWmbLSlbamo4Y2G2O0NjNmYZUkFt67NtGJ5SlIqSJ9Pk8bpBYxSS47Vmvu
E66UTIynCecyL1SWPIcntdYImSRpWmRaqIXK5qENMthXSDEGV223cBE/8zkS1vjYSXrrfZV4lsPI
WGUYYJhLeKiUCM91R7rLpczT5HJLk1lRSIOFUFw65CJybga7d5aSriFZrXLebWHUVWkS3knGFXZK
1MyLRMxnOWtIYTJtdAeKFnZAkhoayM9DCDmQSfumornTS++UIcKwooWjATNCDXxbKdi2LBcdYwms
GOWmdnOz8UXZJooLKQuquYOfbKj4D4w3pAPMQrFngs95wcsyVJ86b7a+bHhXYztgqwEXlWUd+Mel
Q/+D4SYRSm6TJlUZpTIEVSih68C4atg6ukESl5VMl2AA00Xt4WrSK+GWxlIlYRyw5TDGxDrWGBAJ
LKEzeCyHlFOWakm51yuQ9OVC0rTmYCkwvyHltqroGtvktaQVAoQnTfG7qUytBgyPKk6z0iCXckol
io5MwK5nZVvOElluuq11AoxNQKe0A91drupv1iuYxO1DeVc3cEPYk5VFjoeZXDCWXi0vAcoi7bEE
ibOEhb0qZobwFYgQ3mza9kHbhOnEzBvkApAtz9cygR1ltatD61okiWVOcpXA5DuOvJEg0wgoL4m8
L5wVKmc8rXO3EKZr0xIHyLD9oiJLz8varRKTohNANB2yLXQ1EokzuECDJGKXSNqCUkhKkA2wxnIG
otHyt+V2nqVv35Vf3T0Y4ebZpaHtR5fPbUvf1RaQell3d9WaKjj7Uihx+fIVp3nZ+Uu52Fr/sF63
gqcXAAX481fX5P/4P/+v//v/+WpFZ6/++L/9H/+X/+1//4+f77nL/9f/+D/9D3/68YKb8u7b3/3N
//tf/tN/frcnoTJ3+aA5nNHWgGUpySVstTSEm0AAh5x5MBo64rccdn+XoiEFoE+7+XYrEBC1BHlv
ZPBygjDFphO8bIJ8fRgVVxDNxeAWWgaHawcf5qNrH5ngZkEbjdZrTiO/nXNpLDFGW209oLbwjmO8
754nsYx8L4YIev6h75qHLcExtVY4g1HCzmCK4p6zVxD/Boe3imOWIeS28LEdemTxqcFyjEZcMfjN
dBgJUq8h00Zst9tD1L5LOcyGbKJrSsJe+9gUzF5SLB9miNvwf2mcKNfHl8L/eUt1Ha5W9JoK/dCB
wNPcDz2r4Vtf2L3YCGi6F2HwW9Lzw133zBlbL9FDJiORscIlaJlvWGyuHjyiOGb3Ne29H3FylO97
vyMx//P4XEikdwlyluNFWJzAvlgdZ8qEcEdkPgF5fBkCAQ8Tx2Rz6JPGEoBFmOTArISplzrprxyn
LkdoavMwP5c7TzYuSwfqKNzxmmFWi0DOfvMCnSJf6cFi6I4AQjNEVpOj9JNmALP1vi+ITShw3ptv
Qs76neywx7YDitwOOcGDhYtnYYx7J5Mxx8mMI3mxM8r7d+oJAnJPScGIQGxoma4mX48t67ehJ7OO
OUGhxvfrYTBdAH1v4Ohxkv+5/cT1SxPDhEn4zBcDwLw8cqyJk763kzP2aIrBeJE3E4Py0fQBMmzL
6WRe7A9j+5iHzx9N5vfiZBg7TalhJAMC92b/+tPBm6OZGZa7FXTH/UeGveSHFRxJj/WR+7Ldn7qe
0DgslhiuM9iFfXhnOQwMZ5jvuVv98DhqZ5T3gVN1evuxXRoLOVX7I/cCp70kOXgtJ096/MVTe54N
f7P9Wzx6d5C9n8jHN1JydHH5A+Mkhz+IYYTqxODRvcF2C9GckDb06HwlpyXAD4viS+lj65U8/M3C
Mm2HDX4wIUONkgeIhGzugowc+6tApXNP/uZyiB2xw7XY2X30aN3TE88lp7SEpx9TkuNa/pOrMz85
vewps+r33U7uafL5x4uF7sbzU1ev07MH/0fJHfkDx3PmJX7QdcTp5+JPeNAPWwbzPR75zDLR05+U
R4pd7V+GTWZGnr5LcnQq/QmZCR/4mJA/D1m986Pnsmddv/H1/OisuKPxpN9HrjLyT+slPuC3yD/5
e/0TGd6ZTcInn3Hkl9dPrh3oxMjaOeb9nrIujxD1+Ooec+eTvlzj/QitOYIi/uQ/dhc0O6Ll72FS
TQzwfjA/jGjOf59fudM/fK8L/ujJRf5HuoXdn9Uz9uAPnl76hG3sjt4x3//WH/hlf7LF/emA9Plj
Zckvr59qeo93fut/CN6yp+9uf9Bo/T/tiToviLofNGMfdG8MEm11Ajm5x2SvY/1cmf3Z0xNNfaz+
9OSR/fvk5+iRM0erc6Ds/L5D8mDmR7X+VUAXf0P8d/L1V+lft5+ub9xfNq++Idnr7bxZ/+bWPl99
R7emrOoFWdft335Sk3lb5x5JD9VmNf/2y1dldcHvlq37k7cwWe3M6z9bfflvv7kxdS07gt3hAv81
daV09rrCtG0bGYzp12XzV89bUmxcdCm6tpkZK50XzjJPFjg3lXQubcnlu3Xm22LlC2PS1l95opya
E3eBwKTLDNZkSfRob/98S4q+lS4yQl80scUstvP4LQAuvb5s2t989/f//ou3EhteobPIVH6JTbqR
TqcIX1vHDnPBxZ3ERvY9VLbCYRMgZHcjPliAPiNeeS0sEiNG9o1hhTCrd2Y8Utg4/gb9UWWz/upP
bklWlh8H/Gc1MrEkmJqFYehA0YqVp5UjwtplYN3Cpr5I0w/vIJUrNo5psRdhWOlaE71feIdk7sIF
mmcTE29gSjWz5P7vysRb2SJlqGckh5vWa3ikrIUH65Yecz8oscl29QmdOjF94DiTgRMnVidZS3zB
2LO1Tb2daezUYUMCIbb9jMaqt898+K6H2739s00aGr+FSfHwyJrt2eOGMmwlRCozg4XYIumiaV3u
48zH1UxnpAunxXpb/btAIthvcX2nNhobUGMTa/drQLj29mrtfnv3V//hv469BdzQzGjMGw+9xyPt
8kTKjR3ZxnJmNR4i/31x1VP8dXYQAbgBksdFgB/ckzu/BCdGDh8OP2AGPmvctJXW9zImj90QoQ8G
9qNeIZsF3MUNBmNJcdvHHmXwbiftzbv2q9+QZFN3A8+0bUMPTTJpnr7Xy/EYa5qfRF2Jc+bQH6pJ
3fcfl3u/wXLmcVz/SNaKYa/S/hk5Jft95mj/2UmWofeH+w93FWO7HrPTm2KwOYTtdg4pq7PB5Y1f
cnQ6t+MXBSMxb/7ACT5+dtK4T7CT9kZ/XunTXJn00KHxHkvmPJBLhpasgtBnk6DOz+V943sP5Pp3
YiU2aXwvqH80V0X+VGexz7ALHkhs+szvbz/Xpziw0NNpL0xCbV5ur1HD4vuRGfw5Ib+5+uu/+P1T
o1z0aav8Bzpr/vWYN7+8fnn9s96l+dhBm5BL7G1Lkx/pIP9ymv4Fi8pfXr+8Tuxq7UdU7nb42x+5
qJ6IlA7bZf9TejFy1ErxFzHyL00462hI+Cf7V/+FRBd+1iNn2C/b8Bcj6F/Yy/286/lEucS+z74w
T9k2R8/Nn7LjpunMu+iSOP4YHUlTercXVmS1tty8/mjZyuLbT39dJ+KBXd7m1//w8i8k+3xz+d+/
o8VKEv3r63fer5cv/1rK/5yrG9ISd/U3Vxe14NXsmXom1uyyk8Q9u56RV3d/dPlVRleENkLdW7KC
iUp4k2A5ZZcVb4TEnoGSOZWtXy3+Ol38nrB7fNLF15LfM1ILahtvYxf5TNaEbnj+l9cFZqDkSX3F
14Q5Pn8zkxf4kKqZKQrvSOmXzMo/Wkm57stA01XOdKgDgps7kmtK6pcvCZn9/vMXXy9DBYDKbRbX
hlaEccINSVYuVNyEZuKUqjXxIGRtUHcmCUn6Hjnt+4lOckM4vVSvCdk4YmnSxF8wSoSATxk+g6eu
kXNreXfx4ubVv/kvF+k/JAKjV6T9zmI9kBOMdch3iItjeUs6K+u3GcM8HS6rSxJ75HY4qASuuzWk
rvAdWzqM+0y3Cfe32PSXaY0JjOgcp/ymka3v/utHpPVUizxNYP24J2wjwaoVW0a/DhzARrEuIatO
aaEMZRhOpNhuNgSiOA1LEvy18DCMS9Jl6Gp1ksMQOiy4o0YIi08uAxyAYUh9IXX23zji4Y54HX9X
SWnC/qQT2xr9d0tfKoZu5pzdUvo1BsWYpn3QIsUOx3B/nNOMiwYbqw9Zk1KuvLSWfZrCd3JYGpl+
TsmrN5/8z38VUAnrdz+JbeP71oZ0ODhhaV3Pv+OPTtok9dmdZNyx588pPfrNAIcdHUQD6/uN20cl
CxVsv55/V3nQB6pw5taCVIcWwZ70OSP9YqeL6b1d7JTMRIn+drker1eRf8D+CcR6E/h4ki8Z++rz
X/2ni6/+1oUmsRxzGaodKux/ag+kHP1DRX6UZ5Y+7esnfNj+6N/0p9dp/gmw2AxB9V0cPsZkPFn3
zwInbijq8n2FQZ/Gz0KDa0wcMOMm7voSMM4OajJgvY7ncCA03fZkTFg72Zec9VPEdofIDRuHxytq
+xS7wZ9Wo2z3YTYES35cq8U/bc/QbK/AhlFyqGLZT2VkDpUiI1/L7g4t6zsL1Szq/B8GR9kfaivn
tIAdItnW08DlgG1hWNtvBNWb/jxGEMe7sSWvE0yvDyyKIUaYPf81KT7+/NU/jo88nfEnGKDsg1n+
P4F0+BncEz+v3fivzx/zr9MD9aSnPhZd/Ikf3Ms3iJF8bMW0fDZTMhkycfxebnz4R/n+08D23Frv
ezr6c1quP8/rTP3pLyfll9c///2tzp79Jwo2f8pI/OX1T+Tl/9mM8fuO9Kj/5C8+61+22C+vX17/
Wg6aPy0V6Y9wffoHYtdjYyF2+BtbpfvQzMyzze13+CZyQL4dxjCaMDfDO3p4c8QZ6+HnqUsxgpLv
juBId/RDO5QU2f1f0QkwSocih9XYiOBosprhW3T4LZ1AogMioLvh/ZvRvXs0X3pyCzc81/iAdv/D
Y3Xw+ujr45W/Hn4ow32nS+OPmKls+DUl4u7oSYcLensa89GjeY6fEUPlFJ88znr4SjmZhHL/AdWj
1vD+mI9rL9wwEuR2pXsXdEcnh022hJl0aZs+YDVJY99fFAxxmcnqwzu3RLtAlfbVyTncDb4dLmUn
75x6nQl16NPuhWNJMa7Ol0fv+MeytPzR1jL7yx1/tSWu+UGw4JgzZFyvv90v7uOkZ1aHG/3VcOuv
wh+KAqR/bYddpycrGN9xP2iE9Ahlusk2PnUpe3oVjodxrpjlD3vpo3v50/cyR/tQH37Ytz82Uqyf
plG69w2e7C/39CVPD0Oe1l7ft9rpRyduSgZN9OFf9n2q/QcbXT/WLH05gQf+MV3wqJz/+6OdEyXJ
X5NSyr5+8YDjri95jJLH9yJoXJRsOCMj691seJ+GL04V9DJcnw/Tm0aRm+ONnk0uGAc8HrRZv1Fj
vgJ+RRw9xWz4QRxxCV6M7ZEnitUHnv6R29DsqwA+nEr/mP5KJwJ5lBsuPEJ9tCuS4XHK4YIgvd+F
4eXD3WdTaeN3R46GGfNDj9mDpRyrph5V6+4xMZhj8bGjE6q66VPI4Z/F8NvxpvPhgsmRUshPQ+QR
wHxMkAH10Q15fC5mk51woI7lZAkObnqJPZUC4fTwTuyI+JxEzuC+pv7gOpEKjA+0upO7m2IYp9h/
HDnBbH0zwMleHRfiDcEGwXQv3r1br+miwPVfDXcZP58cDTWZEDDGCRtKeHcjzMJNrsMFQ32nXw7E
v/nRPJvDZfJXw33lMNqxZPMTNFjslJb2k35W2fNhsf6E0N9cGjgFfxaeEb7758MTjTf9d8Nl/2S4
73x/vcjAxxjpZw/Ki387PPI4z7/uH4H+Zkg6KPYlSZyQOEuz4c1kIhz2Zd3uduaxYzUl2mWRi4k+
NeT6Z8O3xnNR7O9n8Zju/k3Pv7u7y2/j+7T99OjD+WNqXe6ve3FCkrAdE+Y5uxcVBH0StSmbTK96
7Do/QCFmRxfkp4fqjk6uOPrwqFOOiViLXk3gTTd0162ZDnP4k9aSjq/np0Ul/UG44qCZxlRGuSFH
w57G6sevfzt8bBRQz3ZiuRfgx4wC/374YaRV/w9BmP4F2bw+DdrrI2PtvbxY9jGKszPmgD+SkMdX
/vYJRsTxq3nMMRRN9b/sc8B2EoCdvrs/slMOLBf//7P3pr+SJMmdmJu7x5H5jjq6p7s5nBG5Albc
jwtIEPaz/nkJkBYQIGGphURoxRnOsI863pFHHO4uM7/CIzwiMzLfq+pZ7ibInleZcfhhbvaze06V
fh4PQ1lgdladWaObrymM1i+Yj1Za0F6oZK3coPUP1NllPJuXHlt78Iu/T2JTzXhV22XV9SF74HO4
YB++nBzYqz0Tu+Ut0NnRY8uHKFos/2l5VfWKlc+sjvqwLKTiYlK7XtvxLDQC1s9Jq/bJ56cV1oOc
+D8vnm7ImwU3Y918thJUnyxLfw1dX/B5CGpFNLTy8VBnq3r+M83RpJvykVEI4HumHi8ZKyyfRJ1p
2adt8Wr1S8WKs7zmOfHiP2ffHJYJO6d5tUAks2N4So7V4Zxs4stK1kUWs1wEPFzC8PMpN9lKPi0/
LcaUdyteGhpq6H9iUwATKfPn8ECVGcr+U1jP/zt88x/sZX9gf24pSlqrkQnQ/Q2anZPQJqvfLmeI
baaAm7F9XEy7QjZdFkIAZx7IY0bFOoFoVh0wmH0QpLSle3bY6sFpNHhaxndbv5ExK2c6P5OpwkLd
3hYnaybPhHkTx5nDNhsuZKZDgUv2a3g2pO8BNgSyc+P6p9sfXD00IilZfKjVlwxeMFcis7Oay1VY
TVyNFNfNdUQhYUNj08cDlRPU0xx+8aWGs4yszJcCE39BHwgt5c3lNHoFy3yx8q9fJqq/5mfWyvPu
L2d85oXK46t/xNUkMUZgH2zX+J/rz89SOWYDlEUbkoKdTIJIif0SNZoJofJgFof5U2Fc2Uxt+7Lp
OY9Y0AO9WNSjEoAz8ThLwQfxh9jwJrZzSrr7mgud1nrurWb58IZXUesrY3uzGZi7x2RAGS5nMcX0
yJugEZmpVZHPYD5gRRFOZGKS5qfsN+c4GJ/ujll549I3IjsPk4sJnuD4joYt11hPCRK65TGsZqDd
JSLhQkC2eOTD6HoIQ4AMX8Lq1eZz44G5LlP2I8NJ3IJ52xTvaii4VX7AzKzMsj2dz+p43fIamuQu
szDB12XWs8Bz/0rIIuGKpz9+wU/XLP8yDgO48OFmfoO/usy+ZGmGLONAPIC8+lxj+a+efcRfeVUm
F9GBWlumWfLzEPSEnNDBFerclPXTbsY/9C/jY5bRgVpl7Lrg078iOfzL3oSv9EoTCzG8zoDNf7nL
fU5KUqGWQialv+cRzRRGrOlzvELF0it4NvxnuDF8Ts+AX3E2f2kngL/OoE5Elf+6pAO/xqvVijXl
J8BY8OGZ5TWOpoXoiFFH1rfweddpGz9SJPEgocFHo72aZQ0JrtbWOdKEEE7LTymE2gxDVyNTyOge
CDqfe/WgAvH5FZrYSmCiy4FX/U2WWzNCYnByo+ZebJZQIQSYAhskLU0FvqgvjrLKpplbH/uKFq8p
Tj1ySV3WE1wfQVK7TODXUXx/4jSPinnBWXuACNvndlXBWebBjS/HZURcllh7qEOUDRvDfmkvwdbm
DIqfzHH/Sgx6TT5BvJIvqx+cvUJ5LpFtjZ72taG/wtZbs6oRsGOtKTur2OuMNvgX0nIS7625Qnaq
l27TK1hCLn+7w9ZP147HvHCC/ALDk/nPVwnjpzjs3Kf4tUYKv+4Cg8/4vJSijxPSOVptR7AP9xbF
2MY1moGrXugCqVTMuSADv2X/roqRApQBrhAah5C+STvITSmUL7ktRVykULtvSBMRQD3lUGb6Sn06
uj6GJfXalVIikcJ8NHNt1p54bR9IcIU+A/5xPimdKYIwR40qfXYsIQ+n90K460AzVaiO6aE+5JId
RoyHP1urvp+7k0OTLQJhSdnj/oqMN5ST17s1Sh7pO16VZ4XWiXMtYG5bXi/rzmIQniAsLincvmYP
MAG3RL++6VdEj7avVOJjFCzJAmdp4gtnZon9joNtPJ43cF72pJUnDV/LUmbWzp5FPCa1K40Zv+YA
J+iILxDc8Dcv/YEDPjmVPCBwXrx/+/Ye3r6535SyxEsL5bph2Wq84S3CLowIWsCQYwQzlNFn2SnZ
EVNuGNL0SYRs3MOzrHFN2NOsGuWf/GgVP7P2geddA46hpJZxCTFVzjhVgtu/S/28EgDA5UICXrBq
XxKlXeogWr3yMPsWL25+Hhcg/guwrcFr3GyWWIpxvu0Zt/qVlkdzYtGT60ub7Xd33C+T9Jdee/PV
sVznFmJZJ/pyPir9SnPVL/j1X+RnempCx9BPK86yeQWN+Yto0PCqp+xL3476xMZ2al3kYHJKopcu
MjfzmzQTg6IXzgJ87ZVPB2suPdVBCorkm4JAoTmy/xI/8BX2aU48fSWOujo84CsAIn3hZWn6KYx/
MnMjD/27Q2Rbq0hzeWDqr9zjKqpl4T5/BV6l2ySP4Mk3+PkmxLROMr63AeSnhRRi3nFSCWG65rfh
XXnm1Ptwe5VpLEVS38zAqL5EXlHB/fTGPkfbwcRhxDIgKls4mQzDLcK7cfBsLL+WUkl8oCtmUjP2
lpO+GpPuXfEQd/tuPFRIErRF9FsM5iy/2S2bz3bh4zJxTqP/no+qh7GsjIxI6hvI8aawzOnPqQHB
lBBzMV8NwGA0wvwMpjnpVXhaWsQGQl2abmffHn76fqxXuikbjreIYoVYXRPgD9mK6eVrTqii+wUB
beaMHfxy9lWN73oJBInPeZPOyz6xDa7QH8JP+MffvKE92oxPZbpQYnle+sIhXaeqr7ysYb/C5/TY
cuTxu+w0yeyPnGhzfrgNF/xtGAZkTy4S3rv0ZMimc7tMhHL5jzJ7YDReb5fXJ68Mw9kyTs3mlQ8s
sh1k1G/Lmbtmn3ydlwYWDBRsLneHJ/wwXrz+mOsFZr5gITn/+Vf2mcIOlYdFMHMyN+UkfzPhe7ZU
kaHv+Zt1CzUJq10qmAPJTyz7qUhun0R6niiG8zZbmTydwkznDnzhJzFXd2XNRyysz+mqd5FsvgvN
fYps6XT2IrlaTZUneVr85t8GqxjPWNMJhnbifJXL70qN+eIcT4ifb7KBwTIHYAkUmbzib+x/f8Pg
5jRgeIERBFb8BMubAsvTuejtk/Up5tjXCQxQJz/Bwiu+D3+X2b7fhy3+bxn7/bckEf5NwqPkWPWQ
CYM927wqx9jbjENuw+z+JpupXJaVPLummkMj5hwHuEju/JDxZz475TnVLH3XD4Fz/m04y9vxakCy
O1VW4iyvnheLen1z7izzoMGxUZ3ARb7xbcLHzAIHWFOZkyfMwczdDpMnm5G6dJcNLE6nCCVlzJiw
TSDsyh6QfyymEsSsEw0v//z32cZBJnxvw5SKZWbOxhr97Im7D8sSofjHjEvkn3fLssARZDcuTRbl
4ITm/ydH3vypgc5Fmh6DL7QJtbsfgqB8Cpp76t12WCLR6Cla8sbeNVvzkye1TPGPjzD8lD75MF7M
0jYgdJ8fw/WRxj6FET66PMIE4XRBoYhFkB4oPQuf//Q54Ie8zPJDJvTjij0mFgn3cUXdf0pKu8D4
OSb56ZdQH7tbFoIbP3H9mEWhTDQFflLHLzKwVIRysiIDgdEQjP/3D+OBvR0Xd02tPb+ESMq8mvqn
cAsuXW9G+8WWAedteHKfReimddqbEVyBiK9+Ge6iV/4tgz/FpqRjOkw1TZUVelryxD/PpZKsSZw6
Ub7sRD7o4RKjQSxd82GFIegig+zfuwSZcWsDF/H19+Gb/4Ox//U2fQ51auALqn2bjSgWDDhR/Cqv
vBRp4ykLln1OeJ0KPy315PgK9u6Pybsmcvlprs6/+/zBrjkk0OhH+8dvmYl1t1QmLz4lC/443txD
SnXcMUbjluvnMIZ+LCYO4fbWzuL/g/m9UOFbmZlnYTp3UIkhtBtvQZVuN3j7j2Uy3T+EK/fJ0i1Z
jeIsfgxL1I6pF7/838Mw+uyuP4Q/8KX/sTKpdHicKx2hLjHunT3mhT0InJmfQ83hh7G4aZj5MdB5
m1HOMT0FfKANJLn/KyxFnx2rP4Yx/DOjvto8WeeHuVDG3j77H0HhExqgAnRgfEiT281/H+qb/RSw
xC55194+5D/Ymh740/8JtLD/b/lB3/tGIUQm9RiMJidfl6MDDGI+nhKcTZ6vUOm5j3mdsTTBeXuE
Yhk20uNbI2JOj4Q0s4aMeU8kP8PZB/7WZ4OMfDksFFLY7n049jlNR/oAfZpFpskMSwcgvjw8RvGp
MmZ/ETpdXp3UrUpRyny/JQhPF3OvN+H15Vovw3xdiwzia9t1emBxiUnaSOJzHdeMm2PZvnogEsBr
y6+XPwheo/ARX4wOMyfaatmV55xq0Zh71+6b/dfPV/gUfLx3S+3SYSYqeJajGsiE0xyhLZZS6se2
iVkTdnkV/c96f78QmZm5Ab2B85hefnV0O7b/rP2stP8Wq8OqSr8XHNKw/0x2iwkXpaQXv2526ahF
Rwni7uFiJeradZuM8MrowMttYXpSr+krR0IP8su4MJFfJRJbfNHDcsIJIb/83CZv96Wg/ovsEA3X
bjFfeJo56RF0rEshI6EoKBBzpeT4VUO6XNzor7zM8NpzMWf8PquKirxcLC6IgA3yEP7l+cYsPU9K
L/DVhj+Y5cPJQ+DUCqDObu71a9PpV1/DXDdfPjywgnGaNbJYjcxr85uSuMeMNuxINj1tES9EQ4Ng
DrcYNWR+9HxUiF1rz6UK8Iq8zfpTik/NKYujMHOlMmbnTlYwqmKg1PR6oxPjTDFHcuDqo3CLSShy
9Ai9mW1OEJ6zX1h5OEEAp1P2bbqoVqyl+tghoRnG4VWw5q3XkKHPVcXtEzB6ehmAmRg3rxkbuwoz
y+fhRC0wxYezrEt+esw8n+dibTq7XTA+BLxzETh9uKjeoJZXdLKYT1y9Fkzrqxj41zCMzCo+r6RT
6FN1O0Ip3451bzdDPwXQcGJ59DVTLvQc0mhZKHf0FVb2RYrYFbthYKqPbwLfiEaMWCnaQqPJwUhs
HXYTx/WWVUIsXC+o2WnqAW1rkVjh+MkJ82Xd0ZzXLgfmRwxKjI6fni8KdSG+OllzRvsNQ47dbaYm
p8WyzfBiNKxGWLJREBQBnWgG+gwn0REp6ynaMBnK0KNJ6XHQwlJpsLhdnUrqSfIgPpyXQCUYJy2P
jBwFLF4A1uIy9/SwXx4+PT0fP+yVZG/IyFcM3dxtLQiS63woUcA6UGP0nddXcR07NR/wuzlFGlzN
lmXKXMZKpkj2hGGKnyZxW2OhsL6dVMGYMzvu55jZwuHTfH4s4fGeMev7ktVvD+KPjTODim4Ahe3A
VvRI4s5Rm045sTp7xOymmCM/tXB9MkF9hpvDJYYpupjLkwU7dUTFM23ZJrw8RrWADrsRPHXgJRbZ
wBBLN+/Lf+QrQciLpLa5mNe8gmYFC9++vk2zOzHNUAmllj/+3Y1+Edb7r56d8Uk8t/18LdiCE0ud
W9D0/oI+AV/5c4LpvFaJMchfyW2OpfwVqBRe1ej5Cqt8Av3wU80IYr0kCOhSDeLc/vUeRQSUlfzj
XAEZ8RIa5CtWWLuxfdWyIuZcssuX/ZTBdfD1TzJfVffpy56iNbrvFc+BBaJLUfTX14J/rY8edxB6
+XhhUDP4jF3Q/vYW5E19v+G1CFoKz6xYmaJ+bjywilZg5HA1V5+Or3wqxKrDIDIx4crN6WmnqUGf
M6erb/CvBytibBq89snSr7gdsyXOIh39kagezK9mXhNfikmcVj2k9bau2mM4e4BiJXk9A058DQxr
OAep92+8ewXiASDbIOmzOqmAaoZgRL9teqT842+F21zOx5MtmO+llzpYYTAm5BHZeqwLu3eZrJY7
pNDCTKNAYlytiOZCsoYIqXg/pb2hzqsZhe9xc5p8nXmlpThos0zxOtQ40j9KaZOMYxw9nNziRVpS
Z9hqHn2oQcy6XV2JRzAJH1vufTAbWKyXKNrmCpm5dEmYGzGHU/zRjF8mh9MKKZC21XQpHvqv5Sv3
jTKrT/eXiFFJG0zChVYX8wKwyFVmpBx8m+EhByb1/VskIu72GkwekhW4qjArRriyqpobRHHlhi4V
8Hx9YGKuE6IhgjyOvqECDKwcGlPLJTV5XLdah//Mr6vmZqHzuhk71s5vC3+pXjJN+Q0VGeQXgFDm
7A8NTqg2A0Ocq4eM/LN/wbDA5IQNYeY6SMFJe6fUnZJn4cNV7CVa5cRc2PFMGgmQX89hY5cRG0UP
H3Mi8C62kEitKKsSf5dHmiux63+0kOGP+yKVH8AHgjiwf7EfHiyhJbnkrGZnk1oqdmUlwzTJtxTE
kZ3Fqj0lMPRKG8H4HB4upy8WjemlTW1WJSXDuhWoX3ao4wR/v4KVi5PcrEqy/l2e+4NNAdufXKiR
zn0zkscpxtUJp4Ok6Iz+9S0Zr/np85qGcQXgC56mX9GyFtN1oxLRJToAG1tC4ZIBn1FKq1ed7yap
JJKthFwYWBQba1wUhy9tCPnCHBvGM4V1OzjpcPYFYpubeNomiafdmAtd+thQ2MECjiF64gz1fkVb
sH4tG5vKBt8HfhVd8pn5gK1JTji+1sRWfIqr9uI5iCc8/X9IojQF2+ciqVw3Qhfwk1Z0UYlhxbf9
EyMJ3ic56eacQITXoJuIwU43Ulpf+bdYPmtLhbz0OQKA0L9o74enm+xQ64xHseWNm1CLCfiTZb75
9YBkQmaleGWRJdNFhLVju104FxDoPJ3mGoo6JKVXzFhhjuAyRoy/OpxbY6E2Ya+X4glzUucrIIZJ
CvhMd8VcZjKDl5/f8YjfLrwiLf8yN6/j0mjbRZbenFND9AIinn7WSeTDZIDhrsZktVjNKvrZLzFP
k/03lYzt4isWO0XlbUpfdhxMsTDyc+2OzGuLD7PErc8eT3XhY1PHrg4I/eyUy0wRe2HWZnuOOcDr
gUA9V0CenQv848ncl9hLNV0Io5flb5Eeq6xLcDOWs2IdaXXZr5YezCaUOEN+JOuBX3zjGqyekwXt
MiX1C7RlFmjSnASWMrmszATrUtlMGYZbDj+ZD5noHOJiM5gSrbDbFYf3In359yslzGb0xvvEzoMI
Y+Xh6q8y8pyYabeKqywuEb/kXVJcc7aPgT4nISM60PmlDLlfuPi6ljbTa2HOpyIGhhJjrU3KamB+
hF1WYP/Ep058Uvw1NGi+aOfUDxnNRB12t/zA0/bPlxgwzXjK18plfUKU7q/Spk9kxKRnef0ufxNW
fa6r0Yucx3oOA/A5WlpHVyZ0t43Xqy5BwDph7FfHJT8GKN0GCtDH+O7rPjHkFk4A74sedwxTfhTs
N5YZ7Ij///m6B+4r1tvo818O7IOd/vHZdlin3lUTlwp+rWY6ZI3l192wKfrgCxPubafU5qKjN9E3
wDpo8CliUHiu9Ek19h1CMkPxuEy0bCdoiz8fF0Gxie+al+W9zc6x2WgGn9pn1VIXZR5kZZQMOzTZ
GYwOmjyZew1/a80yILuKrfOV5T/5WqwfuVYb1kSGaZpkhJ/Xa5dDOcgOEFYPvu3ngNwV7apI8bQe
DUgvs7TXcBU8h4fqYNSNhnGTKYpyBawyw9jsha3y7jytBnOScpJYr6EenrGsOCLIFYy0r1WMgxMh
PZI4R5tESvlLblYs1AnXhj5eI+ZP8vME0MmXsJmIowbCbsuBQ96c2UoTR+M0u+g3BzU021b1sC4w
MZZ4Q6oPRQTdjR/sLwueINd1mvHCbrrglxf+i7t+TMtc9wmA7FZQb6opi7j8aWQArDRUnWaQiSZt
q2Uw0Vv1+8yjgYcjW7gMSBsnqw95p/I6LPcxo941zGNfBRZ28HfYPGCD+9jvF62lkK1ACPcydxkf
U1cqecNTdvYhOMHd1qseNsLy8y6MC4H9oRi60TXjlz5NrLY963sqUfR8YJ9vGlStJYpSeZDy0NvS
53hs9bM2bzW7Me2TMqxtxRNebwLpa96yoWQLboEXmwfWio2RFStmrYl8Mq2QoASGF+lCHKK1BCd4
lANJ42P3yZNSd2Q/sMIZhtZSLLKmRi/31ubSMfgW32Oea977KhC2qyLNTf+0IUa+L/aj/bEGiJ7H
Zfxk0YSLmcb5t7Vd8ls4wkTG1f7AcrzAUzVdWQkeEoU08M9NZtKJfrFHMRhDnFx2/K2h5jWLAuWX
RC4T6ZghwNrhTyQgkteCRkT8rRjT7bRgJeHMyfKKAQKEHIQYNFcsWrujIegYykTjFc/KQ9iWHtsg
nSM9P9nvi7+mliJKu4jwY5kYMd6MyQrpmegWV+xzd6T90fuWmUIX+oB0jvSMdIvf/9O/g+LuoGTH
/g18+mugnb3xW4bfWx7F2G/xxf3BbgLSZ8+08PFv7rAXSOfEk+jQCepv8dYVLUKakLJKCOdtPOa4
npvnAMDwj4OgUuGtX3H9bOnmeEOz/tlO6lh47rHJ1nzjwWxr7C7pLVP37rR03XumW/3Ydbs3rAPW
v+fNHf7X7uBvUSjCL/dP/kG+8adhvd3xrWa8l5bEjvIznrXe6hxvbcX3kn8sK/qpLEmkbjcMOnZL
dAi3t8dK3Pjyx4hXtOHGbMoNQn8ontJuO5BoLu1Jm0PUs9QYwLROb5oIHXAh/IaYUc5uXSUfcwxP
ek7rWSTO1XSV+YKSNBD9nJ7lLj6mgljZcMnaD34Ax3nrIuTnje+E1WgrjVvmdPEW+bPlwwzpmehW
MKSWY919Bz3ybUMP00jnSM9It/g9lXW+LZCfI98mx7Q+EJ0XPV6P3z8xKAYMq1yxrYnJdir5TDTP
a+KbyCxKaTmpdM1OY4O5CDjf+lU6IQLw5s7a2Jp+kFzK7nW/DVdoJ+MVq2+szkZYV/mAWW4Do7nx
m1IVIEwP/ojp7wXjCM0lK8wDezKJO8VXqMIV41rIZuTKcI8tCpoM8nfX2YNqPCBN2H4dYktPgI+H
RL9I0cEaB+gAsRIk1qS10CYtFpYRoq3nrbytEiYb1zuK5SxWdFwIgDcD7vL6NeR2a92Fo4JTRgrc
DHpnl8PT1IbKA9873qRunQblsuM9eHx3b4KYFQr3ESy0cIpQNxTl0Li/tmGbLRWyJf7mC+HaK1Eu
gw06Rj6G/Ar5kh1MBcNc8l7ougwJO8j3ytIF4duOwVw6KPXWoq+DHCwDIsRNQIJFu7Bpb5Mmy1L6
RsOOkFEjNNYMIgqma5t9T4Gnu7o0Jgq20NGzCYfKwLTtq8+kEjhWokT5DrGJ4Lfmm+ZDaVOTKh6a
ijglVCYbKlu8nr7nWpaG/d7IYl/QUWrE9qcPmT9uiDAJ9pMYzBlDaMQyqZsygcpqvPZ5V8JwmxiQ
kPJT6M5o5FZWm5GdRwSzRgFlahIEpy/7cjS75Cw/JWy+t/jTjRbl9c+Rv43T9n6XH9B7j5ZRLjd3
YcrWmuN9fluSfySXkX3ZAs7ErzoHqEmO29dbQYcX8DY6KArnfQIxjikmPNlbuWyLITmfxS+ISxF/
Is5EakJ5jXI5WHf1MXBznPvPoYWWGyfSOS4a0u3PLt+v9N2sHibxq+XQeZZMHSFXFgUV2EUsbER1
JzTReUV0S99vaMH7jspeN++6eX8kd/oiTQ3pE2w6P79vCys26/tnpHOiHKRbm5Agd2R3IjytD0j/
uHBIz3g9ff+s5e8lk09l/781CSSVyUTO+e6P8S6VIFpSx0Sqrq41fXw+BjtntBcNk+eD/ccr5/28
ABitlVPHDsGU2Xr9WpMm5XrYtRZPboJcbk5qpRb7OZFPWYclKRzGyWXUm1A/Ql6DOJPwJLNyWTCS
swfjchQRfyLOJDzpg4NJz3L6FOJSwp+8JzleFSiX6wDxEGcinkTcSHIZ5a/YjvkQZXHSZpPw0Khn
oT6FehPiUsSfhDORVZM+9lHbDSotPR+4j+o3C7tsBj5B/Ly2L3vwTjS/zMifG8tvkZ57u66VBT76
G5Ssu6FXMQffyZLKcO2Rn9vi7Qbpn+gc0SleX+x3t3+2/Jkhvy0sJET6hJKMT8Vf/SbUNSNS5QTR
n/zW3zwSP5ct8mekf6RzpGe6/ubx5pt/kolNrUvY6vUukJifrUZ69dXRy++DHQ6Povb4UDpKu+6B
VeBXhHKqqKAzftoXcJLovbzDKdtncYtdekpRHYIxTLXWenPPut6a5ZAJC4pgUs5hIf22mDNOevzf
av5Him37LfvXdpd/pDCEK6f8GAHnlnXWBVIhkpPzZUkDEji1X9Kyi4rVt6za3yhJ1jCCOLenXIUN
4Rn7VCGSgydGBNyEr2NKRZdZIdQKmjcqdZOm+9BdR4gyQTBLkQkXOTH6xGZ6HMGikUG5PukCnhcW
Ug3VeiGzgd/BYGY688jZVkNV2mSbs3UPgJHnEXe5hYHIkSqLUEW0DEijsv+8Pc29ovXRWIAB1MzI
UvWYOm4TQHPSV9HahYNRGUttd78ZKAq8cgSxAhAkRRhFkk8KSiZ7p1b76NMYmH6icpprHDTJNk+w
tX57VeTgCX5+mxCjSMrKluej+xQLvexTsosatBYn7eq1GLOKfiHxmQyiwSzUaWEvRuZPCqE+JyxN
+gruql9YtZWFNqYmGO7s4T095cHBmMYNfj+pxQnzGtAlLgYfzefeCJVVGmTByn4+ZX84LZC0VY6e
dVRvmiqj1dgjtVkckDrnlVQZ0YLVjsK01eTRxsz5+KJcnpy2KhzX3tGGmHVgLaaJQAg1p8qn5eCT
wssek46NzWjuKkUyEz97j/f3RwI2NwjaO0cHx82BBEJ/JDDCWX/o2TeaVTjTxhT40x9Myj5keI+k
Mvd7W5WO2S6cHTxxuquwNXEPob6oYoMK6PZwH8MiNNGtTlz1beISYY6X1fbmLRNPYTp9AGahGajK
t1yElbXtEW3dfSCejfc0P7C2M8XmuXU6DGjH+nnH9H3D9nwnjmyp/x1TN3aXawafiR/TbS4VXbBP
OtTKggHXdbb+zcFVwnY2qw0ukezBM4Q+z/iI+Up9NSiKvnMlrNAr43rIEBsmBjzmcSY+KMrl+szz
RIIDw+n0pG7xp8OTPqvN87chQ3EWmTHnAjgEu58MFpPOmr9db1NIEuXqk1gH6Znolrb7qH/5hVnP
Ayi9gZ7oHOlZAn6v/6plN8rIlv2PZc+t0aQKVugb5f+4J432MOiHz5Ud48GGe0h205GtoUG6xe83
P3yWvNUCbGmHA68G76TkaX6D7gMAO9r+XC75saVt7Y6FT/I6AvtsbXq8Zs83SC79stTWJqI3rswH
VC3653vWHLonpO476oyOlE/G7t/hVjSP/13T193hZjeiZ6H9ySMjGFLsZ04c4rBnhxtwIoK69W74
HzY2tvqmNAXnv33DxP65rm4YN9/ffbbNxvCR1mNJpcg7TnG9+9I8bLMDtCbVKOpZENSFMtiXuVhh
/oa05BCxAatnzdcXKnNQzyHIWZ7wUfuA0gH7Xg53ifFjuzrIbBnp1mupJ9pBQhImphydv/epscbW
PGqcxY7o1inLN51Gfr05EH+WHOkc6RnpFr8ngxHcWir7Az4N6Z/onB01Fc26Nb6DUEUWHPZMdBt4
L7C/WW5YWCM/tyeyRfqvidlre30dfcgON9ZhyoamsAgLLds/RnjgoovwGzIzItfvE5llT2BtMdkn
y0AHhs/dqtBaG8vpdjGF7httATr+3j6SJ2hvFQcVSmUdBYoncLsfD6zwquS2tMZ0hPo4ws8W3aNk
/NGe4G+ZaDl18Y3uaVboFL6Yk1x0iuqKTF+Objx9aeTOeI29afkN6RdGufE56g3F6E3msCGLVh2+
61k2o6douC4GZdrtY5TLE9pOcyuKEc4zyJ3azmt0nbVj474b3/LPDC9+NxT233nHjV9x1/g40gPK
ZW3FLvIx4ldQun2HEL9DnHLqePpcW2YhiGgPyN+Qj3GLZ5xW50iaIiXuyJYgLE/csp/6hSTHrW2Z
GP0PmwBTe5rHce90QWANMnwr9uEdcpMnXTyPdERnSJXGEJmqmZw3ElvK9UHirLnVeDi752p/I4/3
1IP0+e3miVumwTkFLSADENC6DS/gAa/n1END3zEhfs+KUtTI2d7s7/ijTgR0OY7pevxt0FhhSN50
+OZfnyDMSAFm6mLpUtxzOybFAXW3E0x/a18u4joM/kW2v4lswQpsARCgjvRmoJTn8onye3T+9US/
QPyJAMwWNyS5HJm5Gkc9jWlAET1VjrBVvx0thum855/k9e+s2HUtLZBfNYQ/7VWoIjUBCxKhfQ6V
n1EuFwRafCkj4kuC9BHEkyivUS4jRfg0YeRX7nHETDuU13b9nWugdz5x11xAmcEqUjH+eOd1Sfy+
t7N1ZcNMBW+yzQ3RI6YJjMzgACwNtR5VtUTnb62zTPtIiw6x8C40aloQ4gdLHXdkl1efuek2+xvi
tU3x/oh0TvT8ewQr5Jfhu4+HGgFCfwM/I/0jnSM94/X4PQ5ClvjEH6X592nYapUMHqydc+KUNAOx
RX2ku/WizTh9uZJzYWGOsGVcjSlxGD00KAt2IV/R+i7wXk6y1VKqdPmCIes60jw5fb2Rxto/G2cv
8txdGKcv18G2aSyeZMEHgRy7CboGTu/5ZpiElb/CleJDXGrIQ6Tfe4uZQr2J9CO85Z4hnsRva+vF
o9gq3K49TRXxJ+JMT9iS5C/qWVafUohLLf5U1o8uH5nTmzqrB31EPIm4ERkeyV+Us+nKUnWHPYBz
creoZwFplz3iUsSfiDNLW2YM5bII/FZYug2xTPhH02USqvQKJ7Kon5BvI39G+kc6t37UpiUR8BPy
Z2pMb5u/EN0CK4QvT4Z8G/mz5cM+3igoEh+QnxPfJv7cOjq32gRC6Md7+jcgv0V6RrpF+ry5fcNu
ePXulrtw8jd72jeKkPoRv2cb08tH5OfIt5E/I/0jnSM94/X4/Q/6f371ijfNCpRx0Us3Vw1DnNT1
XvdzXGePXv/ZXrUr/SlL1SuXrGuXkap47f26bsqfNTKWnrmsnNE2HJYMzWem/NqFM8R1c14e8OMQ
SCV8PvCs5X29U+7VSya9dpGpommFL1F5HI/2Ss9jz/4iPifWaevcH6X/R+JwvI6X83b5xuueWF3l
Oj9RS8FsrBXUIcgbu8/1l6Gna0m+eO1hfGOrQEHS+q33c/1w1fPKL1D97JUrSzchIS5re6t3GS+D
k99Ef9brch54JZZyDCJvx0nfZkmnhPjZJ7IKXnU/fpV6nno4KT6aOHc1iuwYmnPD7tZNXV8y6/5l
251zkl84U8+2CqKZeNRN71PP7BcfX3nNL0ha717pjWGbO/VIig8eQ9MO59N2tlR83N0WFgYiXrbo
X+1TxCprqLCRuxWgsdF4rsu48UWiQkrZBd1xX124mRctbb7GKmQq99EeRjGdpXU9WG+atUd3vyYL
gpexqwyJCB8NK6Eb1sK1QbKh4FtnvQG9aie+4Bxea431W+a6XfeFa6CB266D+UfExAL33cQFfSb0
51XJQL8etRzrxMLjgOmkgmWR6Bgx0UDOVVF2kYNqWVhDYgpWX5jPqeXn6JspZ3iAmfWV47sMny/F
0F1YymnV3mQ11OBlO31n16NPKEedWmo/xTrYuCZwRQ8t4f9y0Vdb+px1P5RWGZ89fer4UJ4GmKmS
xq2TTX9BFvY6pirlUkqNP6KctQRA9DDlPHSNXHqtKQaFNvw6fHd+RvWvx8v8LGLjaZuFd66XuiGJ
FjKpR+WZ+rU7+Ovt8u+ci9pswmlUYJ03ME7INYmpwVYq6IgBTJoz0ZNu19anhEsn/TprhAdP962z
hwT/jio31vOzKaZ0m7zch34KrafGixnymK/iCJcM8xWnD+ymEm7w4fFdV7oUwjZq/dm7lOQHOgs8
b/zRrnut+tXI2taVYokp4FLamgz9kHgr8mokKjHFTF56Xc3PNZTRj99OLr39yE4y+siLac58gRZo
7fKymMtFv3X490vGInX5kWnn9uIsbaxc1+KqXZ4MA3f5MeRxj2TxdBHMRfxh8fWQfLW/nNleZB7R
S4Mz6muCP3PVT6+tZGviz44Ys4KXZm7DX2umv17XopucAgakCeMBmnWrCytmB9dv2IuKW4K1z5vl
5wv2l/V5HetXFcIKwccatnqQmfoqAtQrlttcReizpVgvxmx9OMm76RNlqhE/8HkDxURwNEnuiloY
MSRZh3rF0FUiAZuFXd9l8yyyZXobDnITzl5eXDXtodasO0bmZDZULBpmrvInqhW7nndJn6wq+BIE
rpbUNH3tc4iYlMtBL2LGeDBtzwQztGHWT9msODCzyzsxSkp/kPVOsKOk/WxEr20qRSOcvYkrPNxK
aUrpt/lEfAHNJFOiW0wSnTeIQhPMJvY09eypWh0U1Q9z1wuFV33w6Wyub/A6UIQq1aMwIAWNUphS
G/ZguVisqvyIU9bGVfuVCeSG5FF8Yt8wFPKmg4SL1StkQtN4Ko9M/zekpJkLNnluO2MzUpjrLWTM
aMCuvglOudaaW4uf6PqSYlc7nKHN17BVSEIVOgo2mNSBndkgPB0gzdmD2GrPKS4WB3z+6FpPcTv/
0tHZowjcPnjdtCMgXYb10sL7nJG0G8UdyICFFY+pwpwPPYX0spDqOxtRac4hDDiJQZKecWpKgtnl
ypPD1ofogxG+fneMAkW6167kT8mAV45OnBC/rhWJT4GQLuZWnE0un1TOYuaFUFXoUAjuHXjbM7fl
WZw5CGydttYO60A/a5NQzin1oBgGqRJiUOkm3LKdhHamE8lJZqwzCANDgXSZUX1egtnW+PQFCH31
GBY6ptld5GkF+EmfwSWFN2omxdhUMhHZLkCFJxyxX9hjnpzFboVWGr+pF9ZOJ4goX9Y2k7z6HKoT
zKhLDAJfTptc0to7Es2uGKFJFzyVq+VcWpxZ8I6phaHyc5071vT7e37ZIhxC+3qXt+XrABrLxcPk
R9mL5lzzIbeGcqasnklK6Pj5mqSyCvgzucIHscKAFOsSw6wpT2tpo194eCG3+CTeW00Bd540Ydg4
NU6YXHrmkTCqXrA6wGvri/lqcJNNAwKy1qOXrlXMzUhKn6HcNc6l/rXOclg8pOiW+cRYInWQIMDX
HQ8xFJp7FCb0ULCQJyuX1pkxwKb9QFwXT+CGDXxDhatC6WC/AiYbNWSzMBcs/ohOXds1mwsycgoH
LMJ9pAC4wsRtUiRanACABhy85/kZNOmg6WBJnYDhV2nwO9AqLFioUEkSYlyqn7cbn0SnJcSCfA6s
aR5RKyzNuYdB+sWZusoAfbxYg4W3XZNoeGqR0V750bOHeQO/mHOGjvRzNxbZLHNozA49vmKTWRKK
hZVjc1WeuuwbuUzHPPvjPjz2WK3CANULeEqbDbVfIZdfvWd9UiN6mjVULx8SGLLP1dJ4qmXmCVcd
y/IStrzmI+U1UK9Xc5qNuZbZnIxiNS/sxGzmAE3c8jfhknOBHEZcMD/DX7YrfHmOa9rysUEee5YC
S93KT83JfLHY1OvwykUf3xclIW+QMzwUXjAMgLmWNbD2IJyA9pdRjT8hW/9HKOMMsVPkpeC2fNHK
qxWc9pWYt4C8IbcHeu3Jle9fgXy/ivMxD4Q8LgpZkzcfiR064l3bObaRowIT7op7Gn0HOkhGvSDR
yvCuN3MNneNByxu+T3J8av8Q88znbCkwRR3lGO10AWAUCy+a6qnjERYZbKuXjycsIzQz0rnnuc1N
tkoi40WzPKEXoymUSaDydWS9ngHyZKH4wiPXuHuKwBn60utOh6H6NGtKkkIpZY+ShsBVS7Ajvwnl
Gm1xp9MpGDpZ1lUtXMd99DruRbxUmb6Us/WCxaqBEAv1G1vX9+hfv+sD+aJiW1ktUmUMmYdyg7hM
k4Aqsq6oxe3NIET3m9m9nNl8bbzuBr2tTFjbqjt5BPyb+fXSoaYPOZ7KYoreTbO05ib/N4ybIvqe
IKtl24lW2Xq0Dpq8PqRmcqEnd508KTo556E5H0kaXZKnMVfPgU1jovQsq4Tla/LTyEfY3swU2p1v
LxvK+GdZdCa1xkwjSkQm+iFJFxhlSiw6h2ANNDIrZCS/jIG5AqvELWBe0Dr17Tx9QaaIJ4ZVmIZV
C1Dj3TwmTzHnDAxwFpbAOU5LlcDhOBF7ruEd96rYmXqzMVdiJHDtOt4E4ZXLzadkVbtxk1MHme8Z
1HNy2Rm72kSsN2ND4S7Mrs/kaUQUXSbE22XImuYyOv4nfGuwEMqSKPZOxejnnqATi9AMEKIV47C8
WdHBjsxoL86gZ54gvQmnWAN2cxTnomLaoXLyEMv2zTIVimQLxPgbV+ioO0WZowqMZsFClVReigRg
rjCzcDZfCr9jxsEqnSJrMa6HMuFptrg32COkYVD/XS1XAzM7kH/nbKY84eC9SWoxwxk+qHmISNOr
bCmekilDm0JW1Sc71DIcUdBN11Fzrln7A/cwuit7Xdv5hjJWxN4q20EjVwxzlz4CmWI0wS6F+OBP
io5QZCIkxIpYcUjsVHaE/cY+ekPj0WIU+HHQSd4Bm8f04Hp9wmAfcUUq1fp4TXOR8WOFRJvib6Mm
r0HoqHAhWmcjEEYXDgWY7paGuC/FaHC2gHAfCiFqSczA8IKM8pY+jS0dqSuu8w0wU7RFJT16t79J
ZfyJhUm6mUrQPnfNs2TBWxczYO+FZbOJsv9vomQooEAafscOCoWdreosXFlko+uqp6ah9/tRJqcc
bLlAuMnyUTmO9sBH1svOhSLgYh6I13o/WZJUl7J7bzfm/VTgQubd4+tYty/2K7lqGRyEs3hpTSVi
ifg7ZhudDtEcRRD39M+9FN8QcgVuuEtztkCO94VRyxhqGBl3JQ2VGbNwkzTl89Fr0Cte8mDsP9J8
ha+PPUwZbG9TycbaXh8CYDxfkhTi81yw/3TikJzo83jCSNSs+Okxo/6LIm6XDben7oqBE8erTHAn
fjry88oTsAuguYZrmBpffs6J/g7XFrdoztIGXzHCZF7mCgKY8wb6y58Wn3hloslRr6A2c8mcr5Nc
sCio+eEqU/ia7LWv/FmtjPoqxXzmHnPJGg7Q8VdMZ1zHbQ5sycGsr0vGnLHqw3QgF+bP6NXUdiog
B4Y+IXAF8TJ2FQX8ZXzaRe1TsStXo//LnGnc5TaggkwkdV1ir+3WyaF26GAy89mHnz5mUS/RidPM
sSVYWGd98iyrzDjj/ht7Bx8vIdATu3xcvqa56shcVynyZLpNv1TP/4ozqa0IOCsuzJcohrhu8BSb
1TLte4wdmVCDapkaU2YtunlYc+xQnvurcttNf8k6Lux0u8xv9GIOVW+C0QEgARJ8AWBARtrLmXwz
NRayqI9VFM5feeOhM6FaTj/GmOOmf6sJEdTJrPjXRXpXfXas1paZtd5Px2cHZcbUbU7Fb/DXFdEn
m4Zc/q7BqqdHE1rKz/k1UAa8/vNKi7N1MDWowRgFswXNzpKaXroIrtABRhfDq8xYZMPbBSengx9V
8jKVjZ+PTTls3AWVZde4d91YWzTPJLWYW9ZlzUznm3FCILjnvGE6Z//F+C6zjtjW5J/GmPLcN3Ed
7Lmu0sitz35MjSHevnoC4OnA3Hn2WLFCkxZzkbrrTUMxkh1WcICk2bi3qiYi20y7nerlxbpEcLw0
Gcpcy6VMZuVx4kROOTOcdRHzk1Lq6wvaVxMC6nKxYZaRkvrLmLIaWEpMlLftv9NwCslS304MQe8m
gl1ZwM7Jn5Y5h0AH96VXRsEdIh4sHgCwCC7hmrM0uzH+C2FAzcNfPq5ZBmcZ7IL5MsMws/alxfnI
V9ziiV7QZxJfBo7YZ3fxpTFS0zpY2hRjhoS0ycodlydtruUE2bYEj9cJZJNr9FVi35iVwrvkp5/D
H7Fo/sdkhs1Y/d8ucBCRhBOsaSCZVzab/FHYPojuc1gWoyYBTqc/feLJ0tkfx4lVYu6aE6TdrpAB
/Jw63ieBN2V2xERWk0uvYIhdoI78bKe0AXCGxpL90mfBN1sB55wn8m3oB5eufLy7havQhcquCSNr
Hv3X5qCmoYkrTiisAXbx4jw7qxsrA756ynjhmqtUOL6AXtg4AZ5f/sBX+hxDRCdT01Avfh14ELM0
oQfdzK/G1zR360QOsVgggo9KmrmRFlGSwlo8D3xyiGHgwjxs88amjNpg0/OLCafi7hcPXG5LcfFe
gkqHwLLUV1fYKdb4sfwhEl/CzgKnDwhQqjYPBhAXZqOTS+or9AJ+yngPo43rAnnrdcriq3Sw0AO5
9Lakg0me2wSJTCGX42qyTRbQuAtbfEi8MMw2io+88xd7gWujCd+Q/SnADH0beNtmbKnYWJTSJfAg
DZvsQqQrvfHBNaUdfnqK656kgt2wPxOy534Wag7A4D8/GbbTY71bzEvGwgq7SehqJPXY+VhLpv+t
4yRn5CkkesXjHK6Y3DVAETM18riVp2C30B65mRr4gQdG98yoTXVS7EW3I21j9OmWSwh9shDPxiqr
+6pjST5EzlCK7I/NHAic2O6KBB1MFJobu34Fa4otbhnNvH+2faz5cLoeW6ZaKnG6V0zZ1Cbw7Jea
sSIT7/wrm3RD2yPb2e66qvVDcn2S8dnPmrWP9OJmvz/8ViJlF940M4SwisBUbh0+AVuDy7WXCJ2D
y9R2xgNKedOSzAnkRx1elddU3bqIZ9xodQePR+O6xhriOviu2uq7NbIu6Lo+FtYxVc/ufDNhAZ1T
AV0FB5uub3zobYmro6khbwXdMVSuDdqIKbU788XH5o//jrG/OrrVZ9UYPpdh0Skjq6H4Hel4nvE7
ndpMbVw3tf36pihGJjwv/6jqorQpUN2BlfDLe2UK7raj0IbVpEJaodu5iujMtizRR6Mr5VeNe3w8
KWtPkytAW4itq3CEbfirbVBtEY/0oh6atvj+W1Y/pax4sBIbE3ACDxa5gzNk+BpuiQ2u4aluOHj7
qMKDow3texTXeL75dwf+EUKZGBytsgUoTCgbYk0WGhd3x7pSAoCRSa0P40NGHXMqwSd/S2k7itsw
U/pvCRG4aNfvBgHIJ/bxTbXZ3NPvzuYY8YYeH1Pp0xSUXZd+XFpEKz8GW4GeCz4Cu5O6e6Kk7Ss0
3AQHm83h0cw3MvcMzU+q8xIiLHEwmYsJ97IFWfQgfLUrZxbtSu5M2fPX/au/O8rnYzAvdfPIqpgE
qZ5EINxZclTAOlNsIIiBIUt+ws2VtpWSj8IFJbxY6AV34bKdNoLSkOAQBtDFsiGBxoa+CJK81K50
kGLEohz2s6HCfGcDTFnD+9/9Zj8AXN0kFv10d0a5WhsvZyaLoG1u3GZsRC/iZdxztKIgob2hSFvP
wIfiooG96yb8ROXcjf/JJteYWPp74hA5BOnZOnACgzx9ZvDZ/vFk+VPznv0PwYYvQi12kVS4ckfx
bVBGt4kRox1LKBF4QVIt0rhAlyJR0iv/nLaDCfafngGZLGt7DhTmSxEZnQnLsrEFEI4UTD5YgQDO
aP3FMvCd7WyWo96NP43mLhJA+OlxQA6OgWgI/XT6ROPkmT7r/Gv5CD8OUtuxev0Do9b2YoBItIMw
htGQVPpkoRLvZBZtBvBE8g3M8cPbYEhWMczDDPYJPfZUFXJkoTRDHPvIUEW5HqNCq/YyIG7rYzQI
NyPXVL9tOoIZ3PdqmlThcm/nublEn9JzYNZ6bb+siZj0B3mEmEXrmBA3k4JWCsYJLSf0M7yyTpCo
GZDriMSlIbH1LSv6xktVoyHvSuZrRaqVDDtbhKkJorHXPJTtekV4iJwxkyXXA+vmc3ojjCstul/v
ulEXwbxR6OuUw0rLCBO6eir0wfvifCMvMLWnDQnKLpRNtvBhJMZqe73EQ+QhYIRMtuwhR97bsj3l
Rg9mtbaHzq7THhwXFw8160Shq/c7DsQ5+I1SflNEdP16XgcQaTNgL52kzND1wFP3u1v0wpVuM4MY
RYxEYp5vSz1l0zpRl9hwl0nMkLBoRa8DOuG8m9pybgMU+Y5WoN6w+uFPvu0enVgza5EWa6wCnC9b
fCMflS7hhG8eXGtZ6oWHu3ykKes4d3Www5XS9vQ0ovGZgdztO4zIsaaV3FZ49J8sb94nwXAuLgrc
LgvxoX9XCq7ffXoW4tauaYdwEMYO+VvY2PSrj9NZgJ7Rqv0XbTxaYc2H1ahQaWT6N5sPu2Ub6tOI
YY+Ewj5zrDRhTL/MwUb3eZeI/gJGxCUzdlKxKWCIn+/iMq9wW8RrXImzu/G8JhfrZXvtieq6++W7
Cph+KVY4IHKqLVd4T1o97+ixNROn4cDV8rv4jK3aZCY5s+RU2o5ZOEuahm+WDf88A0trjPp5ZtAx
DPfYX2az9fctr6/OCDH4ANIIOjNZqRNZucuGUnNRHFHYZdB5hJZ5kXXZLJMmjIz6Wc8RsWLwsNZb
tJBha4tOdNc4nrS5ykO3fBFc4wo6O+V+AakdJ2+CUyVlIeykXhrsic4jYoRNrbtk+TnJjporHHI5
dgjhDfyyXnOcvWw3YNFh9/oBsdkIuQ58o1mI4oK8ZxCfscebFV4pHwHKh1K7F61Yf2YBYdkTs8Bs
zNiRceOBh0rLB30cmQvMc3hPGZDGLuzbMSkR5mwwsajFTagNjpjvWXpgYAJOgIhbjl6i2Z/IGOdE
2JtkzZvEcuLusMB+uOC3aZMUNWjQhn3W2VLNrtnEHlJmzb7z3gk8c57FQv+frZUBEgzw/fJJEsve
zHzMRfbSSE+fvO+3v5txteaVv3ETIXuXyV8KyQhzN1NyGHzjg2IFulBDCfpTUy4zsp4E1gZiVoZ7
WJDWH7M1NwbORsUHRs2KDFIsiEyeCl9PTHMzuNAcFLFkUWrPNnpQD33jl6D12EbbgUSz6aiGQBH+
OAU+zAjaVH7MUbPsetZXPYOHFvlYMfY+uL45AKfKHUntVwoSN4PQ3oJQZIOJLdq1t3Aff7BP9dxB
U/CBtSABXtwF7ZxW0EZBxyJ0Yu44LTmSZdhce36edNvX5gifYdZPLXIf9gQsmaUCIvPJQLbgm4Gh
RMQv25SUx8s7qjplUSUf+3pDKkOdnEqTn5BxRu0BZ7MRu7lSBLP11SX0iV6qT7iD85eLAe1FC//+
Tjzb2BEIAlEHgpiNBXW+ADGmup6Na2DCHOeAsGyCzA23YrGnGZvZphXVgMUZADNsEheu9rxaEqF6
NTqZS3NS8+CELvgl0cKzOj7pUCC9hi9bzfUpeTIwF7i5PQ721vk+nWtzMGE0TTm5lw8Ddm/5U5uZ
Le/sbxtmdtG2Hfwmz/4V5Gh2hp5ikGLON64O4YE8OWg1/bfnCSXs3vswj94GR/XBgpH26j2QIUXH
5j2Q6N0yEVswl/C7dU685IHCj7Y7wgzQZAtbyLPQhTTYA6hAzAxbewpvrMIKIJraWfZVwghNpaXy
uc/w90mo6U9rKhY7GjVy2vfoibG8tvc7b8wZBXWGTkPxAT2MAcyDfc6GdVWmDN8HmJpUm/c9yUNf
iNbYX8UoiNJZ8xG0uM4aiifeJXubksvgpAgGBDUMklv0q3mmdFdg8QLM9W/lAYqnuCekxJIXtWAu
bG+UjLgJGxM6R8KNdX21qrsJDSaDwI1Qnyy/mnwoJrYMWTKhzCYnyiG2zRM2ud+aZ6UUTE1OPgAB
1PzyxefL5CxZOUAlkuSMh1Dn5eoqe+9Bq7c2egSMlr4/oIkkxQM1586XFbycgxoFlOOT3pPQefIu
3/yB+qT4MRR0MG76Zam5X9Zc9ZQH35lENRyn3tTh6G3YbM6pWanaj7dJ09MOin3ithqBGXg2lOBi
KyVLPJ6amsfh5hytTNfBqcUTfE2u+H4g/IFICl7SQeZN4ACdYHJfSnajCvhsw5xaYSP+OIXj6MEC
zLWAo/QNB4z3B4lYaUTFRmBquh7UF0ZYhK0ti8Ubdxy3xBSydY5Ou2uRzduIBj7bApgPxM9GgeN2
NADF3icA8Z6N/F+uSIFx7pSiZN8c6SwD/sWZ+MTzjANhq46xTyLfUNdT91RyjUGOpLkYuQaFDVQ6
Fj/adxyBSvB7dUDifErXL0YVQzhy6wPdelcJrZn0AgSqJYaM4QOdC5xakXgVfaciDUrS7nOotuWm
t805pbAjfxZ8Z3G2DbSysRJQCMtPWu6iiXHHhxBLHswsacOuPmWshn10DvyAgTSv3zKxK+p/WGXo
yj6bUzbz8w/kmW/lzVUPPBvIkfs4qGPSsmvvuvpGJyqSyWWz1Cl0Ia8Z4e2yLWyznH50YperU1u5
JpB+nT7i+be+YoT77MfBbpNaQ1ZbVldlDl805xPFlcWy0RIuMIsOILmMjzUX9IGGFY4Hdknq8okE
JblMDVelNdX66kZBX+vz2uP6hiVAdLWTi58tHnDGl6LXT2w705rsrH2ewfIIDo5Wytc/r3OM6JpP
+dq5YcZHeJps5dSXJPX1oU0ArzUMiCbqpA0HzG+lmNPMurmhpxUu8/bAafP6iZ0xdPyYQRcxlJHP
cWUd3qXPYQATurD2ISIA8gpXxYyp5LQ3Z1orY2HK/BIWdVi+xiSmqrMP3IYBb8adFZbuMqsxwGUi
bsVPchn/8OUJwnInJ114JUzxRXQrhBWOZkxSfPFd12OP2U/nVTBY+nVinovS3B4SMqpYjU95J68C
xMTF+FSakDyRyH1dZBOcC+m8gOOthyI69s85mZI96Tme2qTHUq4vg8I1CupXZ3fKTLxlXw7PiEXU
NyJMY1Y/r2eJpW18UPiFgMiwVR0WQFxC12L6yBeuqoEhkCxHyxf2vPoyBdDMZL/5y6mmC9Nplt4I
Z6a8ovoZvGRpzJc4KDGA6X7wUUFahXWCvqtMarhsEZGIvyU1DhLf6KTHCp9T/2cRSFquJZWyN2Oi
TIMu3tvr3zOtzHQdd8sLLReV0VWxanGEkK3hidpiXTZxcxVlQNgmnlHs3QqMVIfpq+mUTbXirJ+Q
MPkfcsXFbC4ypB4vXVxkl10xPWoqEQ4wIyw0pILKX6bMtNPYBfuwfBsstkAzZx4/3/PL2orJ6NrF
SYFeYWYSMBO3DZcyp3XLkz0Wrud5Q5O45EGr6rVBGl0xQkTrmwJ8xZqeo1eZO8t3C2cWIc+0NpWN
2hFwoqYgJKFzYzoIdWGgmFtvPoABOQk4EvPagM1KZ6MqsGqNfgPMzOl2FF6nrIcR+qQEFx/XRIYF
3Bv3OAlMsvGx09CFl4pV4KNRrOyYsJgFbLiwNqC+j3V8jrSDHR3pUy2tlzIw1FwV6QVeC6uIPCTK
5dX/lp52+vzwzTIrKRIjBh/PczNjRZjaT7qMEGOmyUOS8zsZWHzF2wRCLI0wmlaaJLXWfaIX+Snj
mEsVQtLjA6t5rp5DKUn65OLinyD+W1i8pjOLI2zNWJ4GV2ozV9mDDVtpJmAgr3OrZxZhsR9YkfQU
WH/A60tE0Yno8CFxJJSDMBeF3y/b+w1ffOtQ/ex02o7JfzHsbLzEBNrkZdqV16qTEeopy+crZixm
1NHz8lFfVTPt4o8+g3fNJcIETpzmZRoR6R5clKV7saCD5ceXp8xJPDM5zU0IJiM7P7xDFkoDpwYR
W6DxrKrH9BEnqo5z7ROFXagQfz30d/5JxSjc4ZINhtcYWt4KXJ9RRS6Y8vTJGTmYdQ+Ec0pwl62H
WEyR1K7eixfrjRhBCwhpBHXAFZEYt0kGjSsiI4IC3geNO9b6iPDg5xC5hsJR18wlEKiAbfj4Ffdh
6HWSktNuffPTiECU6/NL9TFGULRPm9qIwShRs49iDI1uMorS9kvgo7MjYb7cB/UyDpGih/CuuDeP
wdrfAduJefV/JimGDxxgHClJPgUWvgSTlgEZUEoTRul+6g3fBjFVZI6nYthTl6TfphSm52wRPMGc
MMu1grH4jVQr5U+SfD0bz68iyJHjRCq38s/jHazYc3Hjz1SLsEmNAVzYci1ZX49NcjoUEioSq5+N
vlDcdy8ywRBubFNTypXmvnO07vRDpcWgLJpRYus4XUGDPzv9PjMztR4Y4DEpbnBMJpYl6IPo11tj
it4m/+PSHArTWN1R+wp++Hf95AlFaC19NidKUdSr/VJCVDCt6Cs0u+NRQvANLpvxG6kThsit9v0m
FI3YM/V32gcq8czIlWY01BTbYY02rYlPDsuhQvUIwnXvqUfqQDZ7ww60hdSrjlB193xoWLV//o2L
fFeJjmnigdExFdllXs2aq2Fi88uLYw98WdnwI+qG0Bn9rT4jeXii+VJ4pOm1MWYU/hpRJYlcIkSe
vDQkcvUUsGhLgxwZbH7ihRiCBjSIEXROrYUCaWhGN3dN21Me0POgMidmQjNG2zjAx6JSIHjqz18S
y9oHEgCE3PpJKxzjCdAkPnIwobEV9xWhuCKFUtgtNzOYEBLDAneRvCZXqMzMNq2EkZ1AOrzRJ3Wy
BZPlDMszwo88pJ+GPsV8GGHlgno4/xitQ+BNOqkJwtUP6QmUKlezZbYXZCqIVJIyqSdmfu3/Vi3f
/a7Q65IkYvk+/OtzJtFUqBBYkdEVhBh8wCrx0caH1VHuyBDawZO680XQbXfB7CCTmqg6sULEAqEy
mDsOSfu5j+GbNiwK+U22g4/ADdpJt10iIq1xykQXUkz2CWVt9Ofwii4gh0A0has8pq0Fxpsa7EMq
W1M0V/pSWnc5G06InlWg6zluNCnG5cJ0d3LqXFiyz/fLGuQJg4DODCY8RDBLP5shyO84hJ3wnGpn
GDYfnlzOlfrNSwncI6PhoyjyvGqZzmeRXdxlHpw0/U+NTXC1L+EpLlDJszZnhVvMNF1/ghcDbjZj
lNZvtHKwOFc4lv1Vfu5p4RI+JLOML9ZJ5KfxWeobuvhhO4YBkyxNmNPu03/O9I7SM3BzVhH/PrgA
J6lA+tz6r1Xv1PDcysoylM7cdOXTZfbws+8tVpsv3ifWdbO0REmEIWdnguL56YMOxsKHvjp4UeIA
IT1yD+NGMzoUbRvXmoMxz4stE9WYlzuep9LDx1lbsm1T6XoT01cH8dezxDvmDffuu1DZjPeTYy0G
DgA+sETodshTcgp3KQqUyrK+1QGV8ozVDUmhU5dHzC/jJxo56kx6h9Qq0YvCbN9SV9izNAEJ74Ml
Gx2P9ieVXGzGD9COkL9jf6q4YaOom4EdggudoGJljdWQWBK5Oc/jZKguKVlami8IZOPsaEoWZVnh
CTvCWBmVuZU1AWwhCVKMRJmFUISiwCKWwSfa8njSLOYwNlOv2nxetjqP1P+7sa+kyrwwIpDlfsai
6D836e0j5DBAtOfsFSLzCt1lDhqZdbK7y0Yow2Ofsjkf5Mz55xMmdzO9K7ZpzTNo8jJAPwQNQS3L
7uFgVFPlcikKN/284dPF7ENPqypzIhXLRvAkfmPeBCfmQqlEtt02RXe0lXrZDVJlVZXkCiT2bsGp
BHMzVIqdDd8iIMFCORLHPMI4lF7Ejn2YszTCsdExSZgRv4ryul6UQycgjAmViOLAjl7R7OcDHc6J
ab8sadAYLBn5l562FlL0eQznikIQw1aO7Ls2d1Ut8q9TY1q29cNVNu5TP5wop7bG/2UmXiFV+GI0
w2Vr0jeKwAHM0hrM2Q3M4GqpV/iuu7BLFpbylJeKEQHNRSPcuDDDBLMVwnIOUM6Gx1OOUJyfsr6K
TtPt2rOT0Wyjd407cnAWa9rzZcBpsqo63tAQ059hAmaWMhejxaNYnpZaB83XonE+VOy+qPthDO2M
ocjeeK+CQBfB7B/wron1TquwD9+Hb4oQjIFPOfLB/XFnn9aN+UeTCFj3elRmnurQSiGAHMeYH8Kc
boNIiMVGboMRp0zUc2sDGiJAuuSBsfpZV9P4j77Jzj8/cc8E3mUjjFW2TLDPBF1Tb0L52z5gshjX
qjKynzASZb0nD2pEjG9DHfgug0/R8vMNm0abCTHYJQ5jGtqArx1wDFc/GbfTfRXz1pe9QiKLbpWB
fPMgArms1cUwkn14eD8y6s0f/PczCvDoGkiOk84E4yH89GDdJjc4ZeH7l8UGXgjbVUfiWoYCF23B
HmMpPa/Secu4wdF3vsOp2RszVIUfxxPY8LlYbePzQe2U8mboNlhObGsrF3TmJ2gfLN95YwsvWXkf
jszWOEOH68bVarYX6ZS1ec8ae3G/xduJWTY9a24PVO77EB09xh0nqi1GMY114mR57soRlNTSDMXP
bVlumk4xruiXF+qW/qtmz57emRHpxLKNJoGGFjSY0kY/Vkxr7RoyQfBgkcvG9sk5HBQVKEz5PO/U
vX3cc8+2tHn9oek3tw0F9XnBp1NqoFkYlVDT45Sw9ZAnFct2F82Z3mohLJTcLT90y8bNPj0SuPu6
sI+989WcYnkMLfztrcKTO+orgKKtraKvJZjb3+G+dTEnDNLeWRTlWEaTiJ1IMx5fEaqW6UFFJepN
LUEmQ2s6nK/DzUYtiL+42zqxDdiuPuQCJcrz5UVsTapQk6vj3pwECYAxIWOSzPAd/4XJgguT1Psy
cArntdPEfZ4qAD1j54N8YHBzw9394bRhfMYl4m1W6VsS97CchfV2giLArQJYRTKK8cw4DZoNHZYD
pYw4pc66QPJp34JcvRBx+XY3UqyaaUw0pIokmVbtKyloqgi0mezRIViejb2MWKCV3f/MA+EWg5OR
pHAdQg+cq2XLBk0RQqyIsLsLIXWlp+8hCq+bsQs2Gisd79//lv5I1WTnZ3lMbA7WM1xJFr0M/vOt
9+aYWE7tY3ADdYk7BqyX8dEV4mE+KkazP7kHdSNe51Hahg/HL1Zdm5gadsF0vyWORpy1zcRxM4bS
bi7NlkipHoP21l3MPTjxXAPGzrxwOCNv5UkwzOCbKG35LMb+MEgZ4oSPlYLgdoxx3nVwLhdJ/rQa
49XSRsKm4SjvrOXxXVKRlCXIqneRM+FrqkTHDRsXmTfj9anHakWbWDbrqfZsYk8flViqilBJK9zo
eh/9R2/rbIf6WlQt6IkqnekEUbWRp3cerhhw/SKMsdKWOryIvmF9N0TEei7B66TCmuWSO2maZ+O7
RTa+2KmJUs+OngtrrWrV3qYa4zEU0tkwqUJax/XIumu8NUaGtS63FDeAFKsLL1K2eFf59EHsO/uQ
rqCeHzbWnHqaapoRjOLORcCL2pllFSV72z7wLr5ZIO+8g0Y+5Narz3JaJdXcuigu1uFznn37TCO0
120ikqblbTun0EMI4ygJhrFJcx8exWagjfvO2Jgc8lzaI9pWFLLxh5s/+bek8NDDHkj9gJMe3JVh
Bx4EVRmQk+SLUCSWlIpb+VYm5Qz6oclB6oghpNQnUF+NhGZaSlBMA1V1KBxqfe70wmZTsBv9p+L/
ebYKWSWb0gEq2Vdwi1OpheJejaJedRvahsYXLuP6jpW0dUIo2w2NIjBw6UVXAI7QWrJBH5n3jXBb
7RNJbOftG+aeHfbfsXveuM6EhqSDyyrrGt91Ct+K0ttI8ZOwXare1LuNra6FY6jZho48lL78GhM/
2qNT0RY4HNO/IfscotR3e6JukOyxvL9lhZb8z73dwErzKsDallueLr02drQs/IATKkKEjFT4Nre/
tomerYUsN2wLtdz5KsCbJE7DkaTgwqMXeMK5fKvgg+1Dhyf+4N1EUuroiXHt+YDS6G1ZNtNJXEwS
jX2wiRy1B2vW7W5pLdrtSrYDFiqtWSDZILu5PbaPxw1plR0ULvzpgeln4Hjyj+SP80WfJQ3s5hMp
A65SHXze1pLqE4iaSm9WVjiLmlV7YAchIJQ21Yk70hYrtVZd5BHFu/qH7Z4/P3irLHwCR6geMbti
yarHGTT/qMQNjqpgn7n4yR3hCmqq4IkMTjqbkC1dXePpiOExj2Xx2c70vkGO9gYJ70n9/gf2u4+/
K/4X1AzbSrGbjreo/B2ad4/IOvm7g7wVnTaf9bM2rX42h5vP5rsH6oH029Z8cyxRyN3L+q2Wnezu
/gxyJzR0bz5uvm26o3o0uOyot7An3rR4fgpB0XeFag6qR8YqjEJNin9WxUE9GXXTtYUyO7bvD6i/
F4equFfQ4b+YfC91fSxN3VfmTclkx7tCoSZY81Ib8U49GL6RGgmUS1XD7V7VuC8bdl937w8VbEWt
b1ol+1soj33RSFMjT6vfKd7cCN7g0JU6fKLD1YMpjDI14D9MR0oNjrD9aA6bkveHTjZamL1k1RFQ
metK2Oii57fAkUi7ZxBHvEMprVC67Pi+gFvTML3B/cJdUwf4YHa3/BGXZVc8cbnH5STZUyHnxgmx
WnQlshDd9aqhO3QjC5DHEreuUEgim97q1FXzrgNayIIi/gwvmrKQsta9krAp1UYiR5CqaHRbb3Zl
X5sST+AzHCWxJ9z0fW0KULctHPmx70uuTQlIIn9ddbqjKn0lwTUupAWyqCcjRfW4pjgUKIRAXte9
U0beCFO35vP9BlWboiPZXvYPeqcMcK16lKk4GqWeimN/NJUwTdH1j0IjWRUAti8kkhb0yFnheGz7
rulb3eCWil434lhwCVBw3uKTdVkw0YimVHe4Cv1mLxWebbPjvdj3pdT4jzsUtEbqbfPGbG807Hkj
KXpU6uKwPZYb1apKG+prKsguRsLJ6IPBkTL1GBoVKqNsqi4nGvBebeOhiHAMhHNtzyWYz0eHCbsu
YAUdtMGYZfihVR2uhGHUJJdU/1aGqA1jcQ5ygb31nJM0lp7rHY2BwX5D7C0alDqcgtUK7TBMamZo
dGeI47AGb0cKVmyvD5al9p+oxDox3yN3zm/9BK6hJV5DXIurfqc7G6DVd7YXa5or2aEgpALzSLx7
a/gxH1VwsNiS6Ro32ew7G3a4Kx4/vsHp4nOOHM/8VuKDbN9WLQU0QvVd0Rdb1IZNXXSC2wV2S2c7
MJKBDceETNdXh8clbuiEmZbqx6LqdADve9cGeqUKfETTsFaYZ73jxYGOAy0NGKsU9Zr2Gkk5urf7
cdYRxfyBt353oTZrYzY2xl73wF3alfStjCHWS1V0lnwzQ/49L9UWegqJrju6EyzZ0CHuFHIJlLHI
LQpA9tJ5yw8g87IGT2XVCFAy6i5lR8sPFByB71M9IIXbF2uFwtWW5j0gX3/s9h21G6ZKqjWgkNal
oZPFXUtn0VPNEaITZenWCg6bPaD0GxdEXVAdPBKdrlhDz5B5aqrwmVasMqWLDoNBMb+ldnmGQAm+
i6BHzwdLuwBb2b8HX/Kkxp3AvR/a1ZjCm0QGGqvddkFMJdc3LhoG6HZWcXzTtqqhIg2r2fYWXCLJ
GjwQmibhG+K0xu/PbevrlYOrtQ+DMYJ7UydyNauVIqkIB6XYRuB+W4Jswf6Cd5E8YFDhGTBlzev3
gl5n7qUIZeVNT4xKaHPEP5DwWqjAzkwPXe+MNUe6IdGRJChitn0tkME2TGhcYpA9jYeolyPZ4Q/A
uSrMQYnDUW6VUxtrTQHcOPy/FoTQcLjF0TiTCR55an9LOwkOLr3jPmILUUZvwdEdHhcck5Q2dN9G
0bdIZ8ZrW3YxWt1qqj8L5rZnd/IeBXTV1Z1dcN85AnmCYLeKhovnoCxlsd9UVAeAPAzU9ZTO6L2Q
nAAP6FK4eBapjkartpS95igDJJj6npTHmswZ3XOPvK0ut2a/OfzmsGsVQkwNfNPQ3pgthavrotDb
YntU1AUdv+xxyfpCcMl8f15AuC1tmPVxgwoQFfg9Ko4gr8Jl96UbiGw8DjOd61t+IC5IBHjQDXFP
Y56Q6VFYueE+Ysm0xvbSxpXUynasVrrR1HOwt8mKFkODdtZrvguRfsgleun4Bq2xwUnbvUEupaxK
aCvM4kLDPSD18iMjlVdZItUEqi2DRYoITGuH6MKQ4//BCq0Wz78pU4ZGLIW7+G/9HG7bE/tSLe2O
qz3F97qxqpk6tk9FWyOhNYjwDb8t36A+7I5RgXAJnEsIUHVBXtttqB5w6Zupu/PlI84PZmCMgjYe
ZQwpP5pt8QRRfoQhfwxuWI9v70oh2Laoif3ahvUxGLOki1EV1sWQAkyjbsH00dAaZG1j3Pn2GStU
+ddLT1JXtFd/vVx+0u4thuo1F29xjQ8GoZusJG+cAwA5AO6LrZjdo0rHkWZAoww3VNwY6Uj7dh9k
s0cCPmjcF1fdGFkpclrEMKgYoJYpEJPRmcdF6DoaG+z1DrXDdgubqm1N0pKP2T7yE6emyrTgiru2
p67XmndEWEmiJ2WfIXSgsBYXnQaSEmvxXIjn4TFS+4itezENC43BOX20gprhGmc4qYf8C29LfuP/
wOc2nU+9d8o5bmUH49JXRXiaM6sWiYG+mAZcwE3vYvfxqGrHuq2hyHBbV18ThjVFy98gnd1+0xfw
fQl3XXErUSnDa3jNzYZDbes4gFSal3d6SJBwxoB3duyFgXsb92Yjr5DVoCTmfd93SiL/K7nroaBL
oKJAmvjcM+5Hr/W7wq55WrU8hHDWw3H12UJ5IYy48u5sCza4hpoh9snLuBvjV0YY1AQUsSFOEq0D
n+7nnKR4NkoQd7hiuDwadShvD+uGWCztNuU9FTm3dRql6Kj1M1ecBG3J+nvvGTd0yHWPeGurukcD
m+7DjcVK9eAig1s+0yNtQnhl7yc4hAJyZ4uHvKAnZIFb3DpZ0hZaVRbIk7qeORtyM9lckUyRhLq6
GO3W+CIxm+DruAlejXc+8JHDcgR0dJBE6xTMxxzRhd9FDBgoJzwaIbF2fEMW78UtlQRAcY9CUnAf
2+UYUQ/URY4AhcCHSJlY4yehJV0Snd5ZwdAzlLiUqhw9EYa7FQHH6BGd3BYxmdj/UYGy3lEoYqA0
+T8MhC2EGIGaGBoLD635NyFk1oz9Vc5X4naqKmHbSYmCXhoLoIv3wZfX2MbayJpRAe8ZKajfWjKu
QvSP8cGcJFhrT0CiKJAJoJjUWjVkOSrEO6B+TiUtLx5hOHC5gX3XIf5CXZlXbddBccP5oUHQ0dTW
7EXCwVo/K0uhe4FAvy9svC7ypRoRuZ11yZ0BH4pu21H7R5R6wvh6DiakaZhoI3enEBq9x9u1LCwy
QWRLfkjj+yA5m92GYuRpfyRIJxRwocpAUXqcMCIFwisSf9yFX4DYgo9qs0mB9GgEVzZRSltEifTF
D7blibHWblp3koFO/bLMXEfnsHVtcK8fbcAf3gKcIZkTlqb2a9BatdrOUHuCblCDZCVqak/lIxLf
+76QJSerqKg5GQpoFajhAd9Su4CuE+LIyXvv284H4HEbKLLyYU2GSzsg0EfOrbJMdpoOXNIkqms4
I8W7uuCme6ZHHowo7UGDznIGOxnEAKgfGHsCNuEMCuN0JDKNuHpA7yzfq+xPvW9Npix3pczMzj5K
htb0eI4QIVEYz6E8Qlcg0RUKqQc10A33orm0UES0mtMwgTeI9rdW1IHTklzqJ6V4c+POD2WsQrfF
K8B0FRkVlBD17RZhH+68LGv2jEDPFLUNet8jhO3cuWuML2lK7lg1xIZB4qaIWQHGTOMjIhJ4tiZW
HfxQqSDT4cDurFXC2MAkPQQXDE/rh2QckMHNroM4gIk/dRCkg49Mj8PfTZiOham9k7MWmvqh8rFg
dfYSk4SaqUx+xbCZz4V2cVAHw0btVAz7DMYt71Otjx2voXx823FVSin2MSkeAVyvcEP3WtLEOfzZ
DGzQDyf+oaMnhxPnV9SLC1VUG8zmwX/ZE/e2KFdZ/V8e9LSgJ0yrVQyNCFN/SEzb12m7dDNkduSR
510IhsCT10Np8OxI6z4DamwXI8eMtIdAeFfUxxijE0IRPgdZKQfYI5RljoJMKay0giAiKYd1j8Sl
zcEcuk3hxty51BRuIyQc2WhvTG+9bYDsG2boSzMO3AIPpFszDYNPsvy89+pR0YAqxmPcSuKMNqMX
iFGpRi8Z49tNdCtrPY7BjFWRd8zjfoR6jhQfXUkGsMFEZgRybsLuN8ZPLR7n/WhSo1bSD9I5UEz0
PkdpfjDSBZ3uUU/6pnzP6j3ILWJuWX7yChnyIG2I60vZIX7UUvc7GFXiNwOOinkcqIQSijhy2Rrd
0YrIJqz2M2rkQOYR2FPGd41scKtdqqkzb5EnDMndhvnEPqS4Ypb8hm8e+JBJ4frsKHtOSWO1IWC4
fHswwc3tjxXqla0NHu3eCFkIoZE9kwTQBT/IEEG75QecMIomIaBHId81pkZeh2M+am7dcKT2aHs6
jsoXYsMNLEqoZI8MvjFmL8hiSINDpas+7rQ8AqgNqA+HnalFL0y/a76V+oB/PvfFB2P45g1y9K5R
N61+ILv4vtkjkCtY2+EQoS277X6Lx6ZA6IbfiBJlzFb+Rpv9nRCNUm8Q55iHAzQtyb3HuriTpUKp
93DEpTNHzZr906PqenFAgdmjuiRQgxD7Qvf8voBGFKggd6YVXX3EUW+rkpdSbKA/8o5Ylry/FeU9
FGRQAfPcVhrfJq2zqicrP54Fob8pK9zQota0Gabp5L5+964XTY16h9oJ3SjEU0apHQLaipKOFHUW
PXCFhx1JCynzw6Fv1PEna717NmQmcXZdZdrO+ifxuVz3xZ7tFO8V7vgBUNxS1DeKfd5LCU/Hpu/2
/Sd1+NDi8IXixnQofkXRo3rXKJw6ngmJRw6VwAJoaVBRAoJqiE9QVSI+LFQP8E5bWkcgbYQimCNk
f1PgkSAPA0r7kkxIHA4dPrArERKVwpS4DJoAOwKXu61U0H2H+qY5EtcTUBGLg8dbm4yM6hgghOyb
QvMaF1tIXrDifsO6gt+8Ra2EbYqCiQrRacH4W4HoFdcej0/7k+UuispCIKLg9uCIRqM6LTuBsKUz
qmvVhuFru5ZgYUfolzWlRhLWXd+WTW86hRiDw0YVCCHhALWsEIDgVt4jf+GmrXpTdoiVKEgCl1j1
EnnU0QAiLSm/q2/evBcEZqgRbHVbosJSkcTFexv2s7FyB/cTF8Ly90K/CfCyl0cjKZ7G2K3l1t5p
kaSRZAr2oIh8KYSbeifODsSRHHy1Gg9upFV1yfmCS0FWU6Qcvutw2E+xaLWyoQ5Kqb5DltLrf95b
LwYZBPBOKAZ/AV629w1PkcvhqyqoNtZCUuPekG0T4RcqFMx1ukJIU5TH/v0Ol7uzDQcJF4M1mhCN
kqBFkGzjhQzZCOUR9Qh8LbfWZdHRT8R5jgap0lUDYh2SH+/3ChFo25ftB91K0/YgexSGClcLHpu9
apojfDjqrgEuSq1lywvSCUjVRDJBktGbWsgNDuqzoKXHF+JJF0jSVqwbQES5oegc1A/wF4SXiKUp
mrGWBcp5jdBGWP0AhfCe46qSdwdlwAPAniBSb/TG3kZ+DG3rWdCkDe+I38mALsjpxun51u2GV4my
8gE/1qyJAyFNBFdNOFs9eHeZTaCthb2LxCh0O4vNcfe46Hr8F3EOBMaN7dtsI2CQ83cIUA667Y+K
H1sk8sYacglBdURTCM7JcciR7FGKgbWAdYTItZF46RGBe6X6vi87y1JsWB8xmt0znTfoG9Klvu1q
0i4FORqoyC4JaFw9OolkZsCbetLbbRqstMkoxrZOVpQG7VqEF/CED5dtF6L4rZmF1gQVTle5tTsG
fVn14lhuuKgRLEHVttza5IluyF/c9apXDdJM33UdCgoJHrLgUlrf0Q0BdEBFqPcADYVayW5+MMRn
8PzVWt8UvSvCI/AnjWug+Q2XCrlohziWdguJ1ZorjfXkkKQVWna84SFclFy/plBkeac9VN7tSUK2
sk7OivQeoAAqaw5HokFd3RqHJMJm1GKRB/d1QW8WFS+3orIODCiQ8q1vgt5Mh08gVsZlwOUtdYkb
QsooiUZnO/RuGU5ssSNgr+wYOJSbUlWm1qh7bnBLRVeQla8C6xggvxtyf4EoFr+sySZuCmSj1tIv
7Dg06cM9+U6tZ4DmgAuofBALcu3CoivrEcBJgLJEjtSg202Lx8kiumdSgEn7LKwVHdkFLkTP+1aL
HjVhWmWjkCzwzVS5xtRUAwKFUEX4i9MBVKptTHeHLAJPWYWLVsgNyiuUCyj+cXE63VEZI3Iu99Z4
imphUxyBWD0qj+9/g3wAp4dCsEVuWG1lqxv8R2/dLprIj1mvONwVVHgJRZmKpV37Th0REGtbg4K6
ilbWaIvsuvH5SFa7VJpvhwoM1tWVZnRByL2lfouIkVCTIoUQeZvmJql5jecT+WRL0TkouAVF93EI
Xl5rMGHExBDy6+CNQ2ooadTEzeg08dJl2SDzQtmIHKCQCPFYX6rbY3XgzsQA3nlGbMTopDx7DO6B
kOiOVI2SL1b/NtYj62NBQe17PO51dKb4mjjSIXPDEF5T9BpoglSVsNESlFCjyVuhkQAsHQGZw/Eg
k12ls7WQnD/FQBr96zPAjbcLUbBAg0TZmd70ynnoXRw5lQlGBPb/s/dmzZIc2Xmgb7Hkcu8t1Aag
G2h0E012mygZhxojjTI+SGPzoKf5UfM2f2R+hGSjxzaTTGotY0OjSKJXoIFCAbXcJbcIdz/jxz08
wiM8IjIyb95bBXSFkehbmZERvhw/+/mOOQsJ3ufyAKn1o/DGvwq++svlWBvJyR3zsSu09GYF5ghq
m6NCHC+mpS9iRwFjg8pNuTEqyTbgxTDZkCJqM5hpCwU1WrNhu+UGfyMsy99tmKgclFX5fZDjb9gv
boc56Vs+fy0l46wgZYHClLzHEJWPpcbMgDUeVVgmbLUt5mou0YFD2bYpjFXUun0kC2BJwJ5p7vP4
eRV0t7FAjjYqOsFshCPXgZXaUzbo8s/WdEdvDJ/W1tFqlIebGjUE0AdllSJtKU87bi2aHUaTn2aV
c9vtvBU3SGmlNSmZ5FXTBGYMZ1jjQudPk6ws1ZNCcCt+OS9WVjxjyhM3czYMRGnnpaXOIQACCYfB
ztzHHc5hKtHqRN8fepmQ28+2iRFaKCt1scHDawZS7q45s+wRNWlzzBCgekfnaYbFlQlPueOqRtle
QCZAi7lKSWqUBgx+YsReYxag2VSJ8s6sRmKZzoKZE0qNPi+NVk5KPjfsODWGQckxawJLgxRN+Cbd
MhzhyqYWmp9yh34FVddfcGRLMXdD1gXWqIMql1RDXIyXnNOqepxZUH+ziudmP4RhShVrcA4ruhPM
xnqrUN3GGMHmd2vOZZIKpDaOqjVJ0TQ2Q8eCEcOweDnLUfgkRileoGqCHn7Qjo3ZI2hYPVpBuTkQ
RgIRZHaGB6XobDE6vRltydNia4SBvhToWcAdpNuNGYt51GNKvtmSPAFXNGQ43lM89aiChhCdKa50
06lhVvdgNFqZYeXayiCjDfKmhkV7bsN8CEAHeb8U/d3M38k1bVDzbQqG9pmcsNQBNInE3XEhG4K+
9CroIDGlpXBxFzTAnMhjrsWO0WTQNrhIjawrzGInFTxf9XzaRNkoaVraB+Bi0HKP0BBUhWLMPrFK
J3O+OKjSBjD/FI00s0LK2NkgZGo0uJKi9aC5MLybYixYOHA5o7kajsOtxrHis9DFRmvfMro6AOML
KBaNCVaSdbE2+oNWOWOZEOjiNXuBuduXK8NVORqFhgzQfjQKkNcDbXnalS0xA5sKVReiUlRI6qoZ
tMakhSrU1l1WAp46aQxIta5BevFs6ybuwzHHHIU5ulhwi0uWzkrFslSodGsIPJX2neZgy0Rnhh0a
GUZkzvkcfSIFZ2uKGQ8YRNE2xG9jMc+sg9HmT2lYKbVhxWKBkYutWBW0lMY0MHpGbixBqq7Nfstc
cTx1mNGyokadNwSg5ta8sG4fJUm1ZQLNL23PuhGUPK3CrwwzA3Gg5mHZrkTlfeGq9lD/R1a/8+G7
jDQ9m431t96VCb/kLCmNIWU1XKjKC9BYMypVhkWFStBkXjF/m2IYQjehIOY2c8UcXmozHVLX9xgQ
SaNyP5phlxuB3gGzgEUxR6+J20ys6WQOpsEfol3guC6sJlalZ7nErDaWj4VCNZq+2JV0G3Vlc633
rq0yy41pafSFXT6XS4mLhFJOWHlrLMiFmUmpUiO453hAMTUMfWb4+6J2qOJqonzZVS5TVM9naM8Z
RoiCJwNjP2JqdWo5MlgEJIprRhL0hQD1gWqg1UG2cRl1Zq0qV6O54RC0YSGVkVg1uqXOwEJDGiMt
loU4H4JtRc+bHLHEZjgYDYUVidF905nZKUO0jAtWVyQYkWP4tw22mwGy7IklkGtFfPBA+3AnsiVq
365Lo8SJFAsXQZp1FOiuSTKztUYJx5Rql8B3swFxLVfEHAl4bFQ1UilRrku2+buGvjFHo8CIk1X/
8c5S0CZ+TYIaQmO1X9ZxEFwEFjRHRbXDxXpegTZG2kJpl54nhSocdKbT3KwnOyVOY5S1TqMDjI1O
byYstkyq4D216o3nq9aNY1lebgdgvr1B694oLeZMo25vVl01gX7Q1TEkBWYUIvXZEFGlCLk4mNtF
jA+iBaoLotBDqHaGDwh0OGBqjt3ZOSaA3RjbLlEsN4tOOUJBmbMMRvU1BiMhHxjL2ajATKt1VpqF
QOsIY+t1hW9ZQR1hLJMSUVo1GW1Ljt5CIw2M8iNKCclsB4Ja9RW1GKOD6TXmr4IuMBebNngKwXqy
AHFEuNiSNYug7Y2vTqrHAKWVuspquax9cNm6Q9HjadbE8FB0HPIcs4INMxXnNlcThWmK2U2GNNk2
Mer/LF0s1i48iF5x9EM5Z4wjiS24KKdVkKRGjzdNmJwVROxUYWYoCiWwFthY4VwVZktmO+6it2YZ
RE4NeXHr32gq2d1+bgzrKIyNAkU1N019UXvp863nzJ4HGwOpC+Xsc6SX4KqOxLyQxQuWZAlmSPK1
4iopvQbOseoWqXLm0j7RycgAQrAJ8Kh7RuWrIj6G0c8yVhWrGc3GZdKibDcjBEyOYeQhiM2lSql6
gSm+eCuGpzGDz6YVISnpqyq+KbHSs2SYNo/pSchbRXWQ7KmrRC/6DW1MXhttxCzDFhVokTCV21Rr
0GqTXspM52ZnsyV66YwdRNMVy2GmJDWszHqfmeFBPKdGb+CC5pjV6O0JV4XErB8GuY0RcKw0ui4a
jAuANNOAvv2NYoZ9r43VnYPdB8Ng1oxTFKFGExUS3YZGEFhZipEAqpcEnQwSp4alSsbK3OKezvFr
lxtmRp86xCFMVKIYaUrMWGFlTAgjnDm6YUCvzAnjVZ4Yt8Emzeh1rihPUJYae8iQFfCd2ast16ky
cnMBlGH5xIwLbRRkoyhgxpbhtzkvzSoqYZQU89OMYg7gbL0jPFlrRBdGuUMxra9k2ZYuSq5VRrkA
YV6FVXZAhDRWo7HstVqRe72MbXCj2TNys7pULwl5XWh5VawkecW83UrVVZFfy2RrFnYnpWarUZSV
KjaMyIuLjdHWxCNzciWfYQyPndHZI8GXRJ6pfMHZxdKYaotzeq8ztqtsdmu7u7qCrTTUZ/ZFrUu6
YTbnGuGJ9FZxiVmkRmvCShw5WvZuiPAaxRhm2xRGpeaYAQGYZoLEiw6bbIWeNHNiE5tzyfm99k8v
FMYDnRlY8gJlSJaia8qIGNRp2TwnGHoyvBwz2xeGXhkfK/Y3RoxUTh80B5amwnqHjTlhbEQwhhNP
cpYIJjKWzcXs/MxYL/MZv88pax+DRyzUQhbSBl/KAsqmHtaw7lWJ2cTGsil2RhH5dioikDGAt4jU
a7TehAML9BbD4gRLnajNtbrPKV9iKMcw1d3V6voKMzd25RYzlNSuSLFMBiFDYLfVUBr93xC7Ko2s
3Y2SjV4RVmDae2G0FigxA1dJZixSY0IpjC9Rtr3ZqR2sCqEzc1KgKO5zyldWoBkjoYRCWu+0uSQz
/FVrmxzIXIqdEQ3blDKBRv+2HHngDjBNzkJFKPwh/sNMShldJrGmGaK+S/NtolAbY4iKU8j7JmyH
Z2EsqYwbLUtR62JTTcGNMbqLEmvoUMLPcgKjZ9kbc8YES5YpTxdzo11mZA7LmYOKx+JPQp5gLCIx
ZH2e5LC4V45tDCikXuuAFOIsMbar+SsRO2ZLjxEelgO3iidPU4zUCDbGYCWGSq06tDGmVMbWCRYq
FsaQwqQ+YTVkjsaiYWAqy8z2wz1zbFlQW//PyhVTCQaygc54kuYp5wqDRPMSc00kM4oo4zMzQJaM
kqE2LBAVX64wBpmKJGXJjLDUqH9YhJmx3JjHMgVujGQ2f3BuBMCCJeRNXJJsMaIHpbLosIUMOySa
w17VWQB+s9uLt1I1Bca6P6vIK3NQeJB5iC4XVP4BQT14lt7nTG8Iq9JXSblSG77BSlDDcFarHTR5
TdIWmtrAQbkpi9XoWa7+azThnTQaLzrqqZEDoJfe0lsZ5UYXHG0EJDOpb+6XfemqexHorcBDa46w
NlYvU49UNWW05aQSy0UGWKWfCLoXUscZkpsUyZrbasFZSi9sVjV6uDDUQLNzcp4iWvQDqu+ZY9cp
cw6Wpcr/7DT8QZuY27JidPBOVd9tNWSdGH9WkY1NltY+kqXMQtzrWVawK1iRYS4QhtkEM/bhBRPM
2M0LmhseuwR0NBsTihv90WyKNYBGHpiDLDESZwimAMHB6B/oi9kZw+4M08DJE6yzU6osjSqQ4fmW
nNyrXC44JmNoY0noUhtbMRcOwCsRaE9izyIzyd1GojaK8qkwxnI5RofG/NhpmJmTUF6VqI9jLUCh
pDEtF3lmDvm5WYUCk4+MnpKRZUkklkvf48U6/4LaZ9nlwDWljoNudkGIBbNdK41eC49a32hS4FcI
iaDZfU6ZoDWH3i69kZIlSW698kbvoDnnfAtoCukVLTFJ0BgCs0LTZFQjTlCjtE5dwLJZrHtYzraS
kS1buAperM9MVphEqObnCeYJ3u8uIwEavqQFXcGO5juKxoQWeVrmMx/SLY0GnuzEloh0ZvTwUdsR
fbLggvSFMkKKFZQLsS1zqel5lmMCIeaGlQXRfGeWIy92O3ZZ3usmB2Mtd1sGG4xOMU1V0wXRZoWh
Wwer9HRa6KldxFmOuVK0cqjSAPxTYxsCDWlm9BCjk92rwrnagqsMvSrLayGwalfTorxmsC0rTx7m
QxRFia45cyavjMQe49hXPhKylUbQG/GLXjW9uabo+K88/YZd3iijuW7QTa9UWt6rvewCDy7uRS+w
KCBFymUzH3+wRVgUffWzDD2CMJuJfFTQ1zgelCVzOssXwjABqWZk2aQY6YznRULPjKK95Od5fr8K
Z6MosoJX/Xogp7wBh7x2E3fRMZBAJzFYbQvRa4iyMCxe9RKrcn8YK++VY780BIjGHNtuhCLviSQp
QDMjgXO2QfgKkhJRMK35WVakNJlrtkzZmKvqmtucQMwiKEt1lidaYJbROd1JxW2amGZGSdmVAtO8
qfkeknvVN8kKjCDJzVas9bURIQnjZWmUE57meVUXiR6Ta7Y7ZywBLpXM05yOWqOpMSBzUHpjpNXS
Tt/w/hx/jqYVQ5RWitE+EIZeMH+d7+51zs+CMCWmpQL2LATMaW7xXg0+bIh7pfa6WRwTMOZEdQgw
nCNcEzTXQ4rauLmFicGA131O+XW5WSMTS9clNXqwmGNxC0LkpBjAWSVkgdkPCaI8zRKW5Ia/p3SM
sLeGpDlxLS0LzME0j8hSnpiDzTVybVwEtinAWCcpeiQUMHKvQuoV0Esbi9/stoUxKnKMcmme81yU
aOGTJYhSp5qhjmZhaxJKx3Z5taPfmicQJVdqp7AoRNO8tLnhWHmWGB1Mwo0qJIKtcJ1LqZPyXndZ
Yq0A2vzy/Ob5j58//PgzmW1+//Hfiad/Jz3QazkvPvvwKz7/bHt2/dkP/vHj+X8fj364FUmerJ7/
fPsn/+wzllzpn64++eSLGcfEkWRGyGK7/dnnf/7P/4mfvVCffrv8s8/u2f8DpHhNLtV8ffXRb37y
08+JuH72yf+kH/8hoWyH8JbG0pBfP30hLn4D89WXH/z20ce/GXmgsUJXBL4x/zvbPPvgWfL0meZ6
/YMv8p88IxhDdAXY+tn7Xy2XXypxs3n4+8dPfne/U4bSWUeJfvbxDXz4jWaqeHr14MNnDBCB4RzT
+/Srx988/fD3SqzWT79+/+M/jJ1lM2WXmJJf//aTF09+9qValrsfvXz6o2d8yc4uCH9I1HK3/sFv
P/zJr5OPXl3/8LOLP/3y/v3YpMZXAe1V/EYLXFX9gWHVRGz2K+0u05JCBTSRgE6Dr5zz/AwTfejs
fl0Ez7GOEMFrr9SOUaN2FM8I/xqLSC+f+9yDZ0BeYj2/+i2h36IDeMzd91kFVq6/puSlTSZ85dPG
t14gPqsymei6Sp+5V3ff74lT88kzTb62SQhh5W9dQOoyhHeR+dU7ZXd9SfS3/ueupLwmG8wXxYwS
bTv/6R2517PsNwxemwEI67FumldX1zdmVK4KirhWFmNTrmX2hQUrpi6F2GasJ7Utav6DyAyVgGf0
XuVy3YHiJ4SIx0Dm3nwS7E98BmzifO0ATxzc8Sg2fO2fF/4fT72p9ufW02uOT41G8qFFb3mf3Kvr
XgRmDgKpcHjgOAvRn/hm7nk9eIblIY/H+ieRj/0f6Ol6gOvzPubcsMeELRML0UAJtra+IO9nyUVC
drPZeXqvU57i4IgbpU19MrR+xf0X1INduu1O7pWuG+yjuWtFQH3XV6Kf+K9mHgzBb/fYEOeRX7Qm
pIVf38wLumVV5Xav9nIWUni7Y3aNr1VzpCVptZ/svc7CueuqQ7R77Jl7FGu60X5EXBLjveaKHHgK
bpWtVOXKBr3kLt7ELH7st/gjoPQ98fhcfmwMjYeQPyA/h6oV9Qdmuy44J6tPjHhewINR8/ZDb4w8
pWR7oWkCiKG0QEDHn3l7+f2S0KWRVesfYGtvdcHvlbBrBvuJsS4eEibYU0e9sPip4zlgEdIWOP0f
EQYLUooxBvsDz6k+4Ij5bxbgqW2YQan4lFTI2SgZ5+hC+6FV72Z0Sb5fl803xtj0jDbs2p3lh2w/
c7iLXXYVBz+lpDhHnvOhJXTO2T/zLPep7/T5s2oD6T6ODe6cOqb9oWfh/xxabNDpPwjZTu+VfT0N
5/4AAeU/rIZcfuKn/BPPzH9UVXmoKULq4wo7jn5MqrK0P/MZ40/8yv2p/Xeq73Wf64qsbd3cyFfH
Bs3iqxwK1WK9k/jzuP7D3sRBu6lmZzs603oRaGAdNw0yrpt2W4NXUQHD9mBebaNPdm9iyhv//uuq
LVJt4qmrYITW4qXlBB31mtQ5MI5T6RVxzT7hRb3OHtjq1ZvY6sKTse+ho8lQ4z84SDF/e6/nnq/+
xjOZG+8WqunwWbUS6sUE8+Ir/8cLr51+44nl8/AeSwC/tYkW9+wV+Tu/bf+TOAx+8PSsV57FfOFv
fll9MBZP+UfPl35Lqoq1r6tXoJOEelcMopAQ9Zl1O8wcgd/rhVO9rCt1Yz9tt8PcJGMP3lbC/szG
9JXt5GVzhPk3xJaCkOIzz3WfVRPYfUksXgq9Hn0gdU5Cc1LUytiju99XJVybf/Juli/R04dM/dcW
OSFpWrHdD2E7Pzb5g8ZuN4wVz4iiC63L9Re+vu8ZKowaYPMMmyJoVgH19V//HRPasazvNyBX0izQ
9R+wdFBT9fozj/L6O0Zu2E3Kr77k5HfLVyn9YuSBZlRGrLymmPm7m71W/Erl5c3sdZF+OefkjJGH
VIHY0A9otixmZxQeZtmj9ZiQKi5vyI2E3WZ1c81lCTeEJiutJL0EplJKMqCb4mrFy1LtINfXZVHC
2KYoRtZVb9QtPYdZniSLRzDTeapmD0SZwOK9FFPDziDN6fxRav44S/WoGLVaOqM3RL2W9GVZmueX
im7VjU8XhBQbmUBqPs+I7cMy9sAdyNeq2Mqr6xc313JbrG4oS26UVPgHZlbPKF3dXN5IKddrvRPX
W61fj/mxb6pOTnT1DbuBnTI7zdllKWG9dRjUSwLXL19c6ystS12ya5skO/LA154zSLLbLlOKKUW2
1pSwh1URos6AzM6wLG1B2fI8OSNjOe2KspcIFqHLjSpmaU7oLH+k5jSbUfOc1OIMl1DKlKU8TfUT
LZYWwWtY0Gu1BcC+HLpUyyxjef7wAvIsTzEHOZmxs2VWgtnlJEuSsweP9Cx/OP7ERoUgNTi8rdyk
AdI1sZ1N1AO7Oqka2+WycWjTF0u6QVBI+o3CEgvhRbZ5101mU5aNnDIK9+im1BDTtrab5Pl8gfno
/KFSZ9bv5NBodzPE53pEsDHSAzGVuyvWiiix5l0OQKMCoZmNanQzrHPXS1LyZSrzdFbIcziDxXw5
5x9gVJyc5QgTJROdpsuzWa5TfsbHXAQz26VII0Y0qIWaK5gpXqY6B/nQ6nfnWHq23aaF4NlZmkEm
ZnM27il1MDgQKvc06AXrdt+u9XtW/1nu87SXrvZW0hW2LBF5zlZKs2K9hEqvVqDXacGB5cAlZ0m3
EV/rSr1FZtTy1Xw7K5JUsTUY3rJ45CFiDb285umMLDBbcg7ZaLRCN6wbz2+VcsBp0DvVAhnYGn0R
AFYPXdK3+DWq/k26UdTwWeRbJdlsvDpxhSCfvNQYbn6x3e70npPiSsASSpMz/YgZ6sXC3gvGaj8f
InbmyROeGFbNsvQR20yZ8g0yCgdU6FSmMtR5gDRw9qP1LoYfIrZMiukEm22apNhcRu+UzLYl9UpF
aTZXm31H9LOrgiSjMuW1BwBGuPi5YWMI7iB1ksF15sM9BdlijxeWAE2NoM8hGdfiqLc0r0pf5YRz
V8q3oKQOLct3mc9GhdSVV0VusImJxD5ec2yJlCeiQMwvi8mj2XpJU9snrDR8djHmt/mSGtFeMqIu
9eaGl3QtlGJbec0Xeo01/WRB9dVKr8y6bbiGzYolM9jxlK532wuW3bDnO14A2SzeL+XCcHV5U66v
Vi8JXK4269dyWxY7xbD3m9GWFrMzeCDmjx8oBRJTnCGZ5SoVszRZM3mFuf3yaq0v15tSvYS1vCrT
2Q3Z3chLkGUpX1+9frVZF+uN0Zmut1u1LswCXCEc2G67+ea6UOVaKiZvzEJs5UWK5dJLs1UJL3m2
kMu5FnCRny0W5pyWVC9gWQrMt0moYOeLkiWZSDK6nAl2lnEEfUvTLEtnZxc6yx5kixQhdmmKiK70
BpvlyJkhEsS1LBjWyOrE1rNcwUooMxSy2bIy3bxP9NrcbLhsSVZ5cg58tpBMJGfzDCFdOHYZRdzv
Asu2H3Cy3jFhuCbX60JxLSWojQDBkyQXBeaxsIXIyh250Exviy0iTvFU5AVjmS2Mc3g5YIEYzcF6
DAgHl1GBDVA5wqAViq55RgtsILBmIkMUfXZTwIJKne7WLBFapHOxBZlZzDiJiGoIqSE1IsufYcFJ
smTFcxTBmGy2ZpeoNWE4WHxTCNjtSlfEgFlZQgqx0MtccplfXIh8W/U0py+NJmn4L6OufwoDVhC2
wRrz+XZVrM1yZZlOsPmrOdaJTlJmcemZ2JJZIuYiuVDsPJPcSGnJEALr0jxQzpeQPWB0Zz6RfCPh
Jafmk12hNri3AvhS8nkqUlkURJiV5OVmV7A0EWmS5ZLyhcAc4Ktye54klzfby2Jj1jQX6Y7Js0Rc
rdQfrl+BlpeXNy9uXqut+XGxKnag1bk4hyR7enFmTpxKYJalZ4v3YJY+Ob8gQq8Ks8r0pthebreU
KVEsDTdaMGGOxjWQpORG6bxRqwQ9zllB9EyYQ4sozxdYWw5bo9QJkbBEC35udHcNarc179tuxY1E
1Pp0mRcZey+ZbfX2FeLCzTdb9Xq1Bmyxxww3SLEWJTFzP+MzI7I3hrTNcoiZytKLs1xK9vXV9dls
/vVXqy++eVESOJs9LLX84PFTKclXr9ez5Pzq9fabq9c6obNkQRLx+IMPGMlWW/1w8eh6rV+8vpaC
zc8fGRp8+sEj8n/+X//3//P/fn6lZ48//tn/8tf/5t/82//9o7DY6d/+H3/7Fz9+Mudqc/XNV7//
1a/+6e//v+c6dPzQn//dNjFaRinJdv0+lmDwM4StOCcvdP5qhe3IFAo6qzgurE8LccwfrlccY5uI
MCHQ3cstMOqMXGpEi0H++oJUPddVpTdVGt8jy6HXGbFNnJykl9z34XnlA5rnTa9z20PQcvGNVwNt
DkhpexWrmp2Tpt0KqlqvHdaLUetmVTSwxN+uJEV/p9OEbYc2fOFzq6e+CELHma4c+84+VqxSTS/8
uzb2ziWmh7T65xCPp+57Pzt4D62fgEUltJjABA07B5X3tVeVHwfqwMauxoXXC3auLyyBVxahZGZ/
9VXRqslyzZ4Tq+a4630Xo6MbbtdwXuG64mOVRSVMEQsKnM5l/vlbVukaUK0zrP3bydNqRqVVgRe4
15XG7QZR/yr12sfSjH9RqV11qKeM9JQd3sm5F+B1L3fuCebcq+GPfahT1wFmakszOXm/6uIE1wSh
miV5vvVKwcrvyqbtioagv8EssHTrzXV06PPx+w0TiHIWOrBDQTetlq9VuB4U9p8ri2XEGgT6GmG/
aT5QBoap9utca6OkBWBPigkhCBJNmbVvU1bxkcR1l8L/SZx30L7RYfa/cIlXn5Icmii0S7opAzfq
RXuoh7rc9Kgm7p72nFR9L8pgCp1mHXXdZBGYGuF4CtK4NCH6FYlmMS3a39hJtL2V8SLsItO59nT6
NYSZV9hnQbQN2tPhLiesycWQECBMhAOrOXPF93j4nO2jYAteDDhNZ9FMz6MViANfMSuAMCAc8GFS
d9kOrguP3SU6keQoFkdHw258+BP0JdD+o5MMBzwPCqnwAZbCojUMN3cW/HwvKcKdhRxntLKolp65
zaqTJUmQlNTEt73srhmgG5Wkju5++/NBauFHhFKpdxcduil0+OaHgy9lI69gRw3j7i569wNgw5+c
vWWrcVAA/7jVTg4Rx2/k4sdObeh634Nf0oBnerSM5o08YqfpsGO1doN1tqnON3xiNBHatEbsuLQ7
l4h41NPmK+iRwm3eG1ILfEdi6PStf+Bbm7T5xgcG5N11f+fi78Jl1y0ocTVsmIzYKa9uv6HtH6yj
l96SQrZvYuX1H80RUEdN+bTrzN++1fi+Xu/Y9T1f5anpUL2jsbdvpi88C3NOXRotQq8Uw5Br34pJ
bxdI0pOQINuUQEdXvjYlLhtstv3mZM2Q4/xrl9P6W0J+/eC//sPZf7j665tfpf9OffKMzH/3/MPN
6l/9bvvkN19mq82VXC+VSl7+w6dr8khuzgDLY/PyqwfPX3x0eZOSZ0/X5G++SYi+eqrlX379uz/9
99+qEnu1LxH90E5SX50ReCgx09B3zv2ilL/6VJPFqrRw84Rt9bnC5kqcbFlVQ7fFYIMi893zC62f
XsND2Fx8rX6M5txuqTSmjuj1GWJnS0ZkTuTfFGhZVQ3oNXlYKmzvQdiiJD8189YvH+/Uk2df/MV/
ecG1A/kHVaCnj9sWIbY+xjdRsaHXdhd7AHJFEO4MN2NW23jYNq6UGD9tycIzizNPyDU2a8B5XW7V
F3++IQupXZSLSOpNRNtAWVW2q+0iiIkIDuxI2DQAamNFmGG+1kXzImjvPXhAOQu6Xrg6NTM0wl6v
FgQQkBNbheDYmFZmec+xm+Qmrzr/bsR29bjJ13Ces5JbZ3tSebvABtXMbq7nBPKSMDtu4VfDWtc6
h6rNjNmUv7rkvjMzsS0YNW3ZxbTKllFq6frgakyqfhC6jMk8sykz5m+lyx9hQyA/b71dbvSyIFzJ
BOBD3LSXD27Ix8/+209/qYX9lQW/qjJ6605SdJALaD8dPcVTA7cyXdd02g9oP99o+AI41MaydedB
bibWP7fdJbaWID7Z0gUCXI+AYuNWUr98sfrqU+xr5hJhBtbJ9xend8O72W2lWtjHY6/kO0h2u/Yr
R5su0W91mVY+VlVXqnZ9yr4qtn41a2ezB95txLWogzexUAl8Z81tdJTW9a7rAg4MA+rDVOxoNyid
9s3RlCZ8cD3pC5Pcv1LCuhNqWuxRcmIYhUMWDRuZuZYkok/z4JUG1dlolUqVeO7qYmwPJVnwz+e/
eWdlvNPa313vroOvGvaBYi37KbWMd6fpRMLi3fXu+g5dYyUa73jCu+vd9e56d7273l33bN3uc71V
Oulk51KnGUi/MnAX2m/7oTWEfe3bsb1uoZDy0x9fzmf/6V/+1dV76R+Sj75a/vA//sm/luRfXIq/
/PzR4oUm+qP813P27cXf/iI5+8/vZ19h0uzDX3x4cZ2wzUJkT9lr9rTIic4+1vSDr/7s5//4mL2k
ZEPzr2yJBsnpLntSkkxz9ivgCC6T58XZ/NuPf/QVf/A50BfoJGTPM/ItJStGdrgHFssm4QUhW8p+
8X5mxvoyo6un9DkCfubP0jR1kONZvsYefEkxp4o/XFFaCrc36WZJpa0JTTMuaaLNYD58AOTi+aez
vz93ZTrZLqmq7jdEUNvP+oWy3ntfSr2z3mjwViC6pGmCvatd3naCgSTI2bearG35SkM9kNni8+SK
pSv0U+UvL85ffvSz38/yb1J+jUEQfslg59rWY9TP9dtliihIkqsF3Vos010VLeG2ZQD2acX6uq2N
oqyx22wrKYKRjYUdLYoq0xA4+aZECP5f/kCUOB1s/FVaD+SaZ0DYltLPbRXR9gIjXRtiBsBt0Qm2
wSxdJyqHuuRIUthkdk50YqNYCTYNVhacs2AIj+eoVjrfW8Z3/KOd9RLbLuy0pBWeaUDc1n+XE5lg
92JgZEUJ4jpTWvpjxr2HV9jezZpw6W1yWFDb95c8RRpBLI1sdkbIw2/e//R/sAoIoAEd9QUxEOva
0C18sZ9RPeEY62nKOwQ/qCCOAgB+6VlK37FPO+ymbG51/4//lRCMJBiGug374Gxl/R3N867IrgqB
wmvbWX6l+deffnCTb2+CciLVebWOhkFva/DA0HrpA7gpxMhSU4Ip6qihHrj+u+i3VQd6Szal65/T
LiOpwQd9LEzV/AGhO6BeDBouCcxtHkFftNB3KmFQ9Ym25Yr71kCxiW4dNlGW8ily8XTuoibc5eRm
z5OjkARrEDdudfH9w6obfr0RTLrmmmEcfYOljnRXD31FWhqSYBXAbX3NGWuLLfbgAZZIfsg+p28G
WPDd9e56d931NZboDUexcdp9OH6QC0E5m/AYNuGFI/BQtPugd27bd9e763vkCnq3BO+ut+B6FwV/
d7273l3vrnEBfZTdcLQywE7OqIvgLbR5KSt+TRB7swwQbOoGa99646f0zqB1ZQvBc19jGyI4uYKj
LyMn58bfWTv1rn1tUX3n2o+s/qQGjfnKfwjRWujok9DBJdu/2lbjpL/yg4nhpyAyKVV7Fv2GXDSe
+uYaK/vSI837dXBAZ/34J8+iNSzbs+jVIFn0lQz2qxOBqOu2roYJccQDuGk/LfxtGeTja9ranZEx
X/WdCt2ecgxa9TL61cvqBviHaA0h2iYVkZYedi5sTqTo1694Ec29nPAr1SbvkFCPC8aM/Oof2uOh
njmYP37lX/2FhzKT0cCgPS92B9x5NW3lYWAxjzbMpi+1PGpeavjnVyeiQ9LmvX330PgwTpnXTfRA
MTwMsW9Tptcfze9GFZiCDJCc+qUjiBOnArW45fW7faes9/oiuu2/2f9+TooHtjgvDcAAF1VAXdUV
yhIqwMx6ry+CDqjuV0sPvJaRqh99vWK5f07pdw0rXBMkwhoP7cxvel2rmvlPHvifQ0Qb5xE91yTx
MLp5aYeUEpb6Y6YisVgME//FwNkRfXRY19iFKsQL22mz7hiQ+5fW9YP1eJ4Oz4sNDJ4EGFO8/StG
4EO/X7U4SIOVB9+4svPS5fBhPBsmNhGNZ0zFHp4yj4YaI+w97qLsVtTy0M+rV7mtt6Cmt9zX8j71
X4n2eHSfCCgGVNBwnUVkSNRlyh8Fb2HtKfNoNeoehPEaLv0KfOJHXoP0ng3oLeGTfxzhcD7wf3zq
Pw8X3E6Bfern8ufmtjmexL/y9/xN9MAfVf/Uf+MHNmvvRbiDMUP7abSMH/p//quI2M4jDpD7n9eE
9F60zrzPZutsWR2ROqjJ1F/6pRARPSeRMlBfT6LD8nE1Tfhrz3XDcBdrH9jg7HdXgw7Qz15xTGkn
M61fZNM+XNCDxHp88zz6ZIpam9Qjj0jrkR9qDK258P9cRLgZ4tQOgpHrySHMc8qVtx8yXvc/pS3k
n0bL8rC9X71i9C+iJ//Uvm9O5H8dVj7LCYpZ/PlEO4UMODri6/lRtkk5YMgbnvzvIvxnNUHV/zoa
83bYNt9GD1SjK0P6fESHXuXw8h5n0aujjCx1lPE40fbZ67e5qZYd/sMh9FwG/jrS9wroo41bWiWX
h9t9vSRak/GzU/PD9YT92viFuIzGEy/vN4c4BEhEvbHu97th8psCMn8PKHwh34CBocYerWfRPc8q
wQo3E9hp/MmQnw36gK3e1FoNbeXvhgejj+ItI3x+Fdyz9+Hsdoujh7fpNxMcpAdJkDJ6mhyWViPv
qj/595G7TLZ55q7Pl/tf/EjqZp2/tLf9hsjLjdS27baqOlLDJPVrgMTZXcBc6mGl7RhhoE+PLjiR
2fFpBHU3Z173j5qODz8lb/0lAx+HOwXU/LfUd7iucEcO0vQ45e+WN9+S5qE+jnCk9Xuaozd5U+DW
J+cNXlDq2y7U3f+KRhLoO1obMSPvrr1q2MGnqU1UrjsrTfQmUZ5ympI7oC06hKiBima+JoxE4aJY
+29nYDRYpuEtQ9oFVHfCOM1P+aSG0+wr57yVo2Canw7Ap9TchgHABA4QfTCyhL0f175o1d2oQ5at
by/gOKfmUI+iQfBMaGEl6+Gg5kl8rPoUcxm49kr1JidK3UJu0oEP6R5OxG2576zmGHT04SfSkfhp
t+/eZPQtLvqG3nuicd/6GXDv41Df/1R6uMU68QmIZFN93YgLTqR6Y4frTV1ajxt5767vLsMeUr2/
I1t7iJ75fRA376qm3l1vMRv53ul0p7SojtunnjwQbFmBaEsSY7xgk5I6Dc+LYdVGD791Skatgkmj
h8aSHtwNOLwLhTyts5KO0gh1fhTXaSUNHEZMD4d2bymQ4i0APdjIlN4hb6B37ZhlrXIw13IaQdjM
4m5OetCGKjBOHofIh78Sb04IhPhsdNhDAkPL/E6UkNPT3ndC+vnRpm92GIfxlN6/310n11wqbcBS
OJDiDF3ZitAK+5Fi/aXL0dM04PPORQaNetBpjETxE0Q3LWndjIlU5ZexsKaIYwlhnygaxnXaGHe8
Ar1k9CgCpn7ReNNafA97LIZ5gur7dFQXAb/g5k9ExGTDRyxQF+hedWryiQXrSYuFJu87cXE18zFy
ZN9PTijBeWfqrPq7gJ7kAdpWX6cwu1rJgSkrQXvumYQPCQdOOH4QI1p0+vzRWzIPyv3yxjElt87m
i5xnOS04zX1AjA3F4BgFMUFJnTJGUY1BthjN28Rgb60EhDEtHaz8jp6+cvQtvdi9KgU0EpFkoP/f
O7/LSXaVeoZW90eECerhW0+qBzCZkfg3LkV5J0OFPyKKfivOk7zVTp3Mhn133cni6D/GjXBw7fod
GX23aPV+L/XWr0MlheuBru0bSgKfWuR3HtTj/8Czc4chMLc/dtZR4h/0vv2E+Sps5ou4Z0HJdoza
UYdSWKRGZMNDrzEEYmMgG9K0gmL5+quFn8573ipLWr3o+5WFeieeBveEujL3zdNDllE708+8EX7h
ly7zK1MXy6/9/lBv8T2NBh+Hc7Z9q0HbXp16ff7E974OjWvtOsUEVuUVbb00Hdb53rf3czdT6Fkx
8D+nUWF+rwZZDzVp3xxSXVxe92HoK7CtDVzO+4NRvKMRd8SIUyOuH+zNP6UDBBnvVxK+kQ4+cDqP
OM5aHnnXxfD9H/t/fkTIp3ldwNTvt6lPCjtkgie01iYaLas78InccvCxZfQvIybTeRftI4ksGg/z
//0oWqV63/PgV3qA5uMJLoa/GkIjGbn4KPJJftReJKOvI16W5QNeRj5hGPQo2mAR96PDb7/lIYpz
yQ9SO/4smjuPICiT6J5Po3ve95z8x9ErRB/ZDGkOI3Q4sstpNOv8QH64jy2zoZVnx8Yt6fDnI4yu
Fojnfvp8WMaRQFWbOFMx7VD/a3+ziHbwyfCejixUNmGhDgrDfDzMJWJcoxCMq7MvZ/7z2S32dFx4
0RPJnePcjmz484+iMYzkl8yCBR965t9GD+yglpnf/oyQD0RLoj20lMP69uup1+RH0KJUn4pFB8j+
X0Tngk0gUXaI8kaH7Z0p2/3BBORuNcz0aLCq7vqr4QObByd3SCU+SIzWuFh5NOyRpRO3041javzh
8MqPSPN8QHZzzyVUH5N5EPx8y/e8i9/iII9ffzmseEyh3niXH07gq/wQEfDz4f0aGWEL2xAq5cT+
hF0yKOymvIr08JfexF574Je4T+S28YpgVsSDAM66vmoj/SawPl7bBDgZegZI65N6l6+9vN5EK/at
/2Pnx1OfAuknUv/qyt7GSPGH9kwDTFQoh7nE8whJ/g/+1d9Gv9pEI3xpwY5og8oFKnpFTQCvoxQU
OsEBJyNKgOir2lsF0XYzPzYZMTQSJQd/FWU01tBANQFc+xrtbJhok0gfqzFzWEA/HWxz/1XTMvab
NkbWOYH/FAD81kTS2R0Svf3lgO636bOXt7fzb25GzfNeNZWMQR7BV6fmh7+Ilk4FBOCu35tzLVr3
rKKN1tFWxtJvCqBi9Ae9jOhwG9wz1DDiPq+vhjdupIlDzW1YQOHEd2pwjtZdxA+/Crapk0O8CreS
Nhj+5vq1/0kHcWvnWTfYc7Gi/Vy9TqGLzZwQ771+Zj0wNSD16j7BT/3N/zE8MrqRF6QP5DBG/Cuj
P/7zsEPgc78aZsFv2B4PVQfE+FACKztp937pmB2GEwEv/NefVy+iv/K/vRoezzqijV8EJ6Izned+
yvVpKod5VM2f/9H76r+NjucvPHTelafgemB/74Msv/Sf/A/7yeekkGeB2BNt7heqg201i4Zwum0L
BybsByVNW+Vb2a7jmX88uof6wcPh7z2KkdWQLKh55MOaxEn8woMjVGMx5rDZ6vQ5wrRGrCfp3RTo
QzBilgicorQvVXxN7vAq9/s1vluhZriFl8f2MPijqzWA7+MYiqNO6Eha1qmQIu5TiaSjzoU7vr5j
54i1DcLexRxymvh4rUdWLY8UiPS7Q1pv9ooI+zs39fQ7tMLNv+FdkvD9nLgUKKOn4KLfV22GnXoD
6V2+Sw8/mL6VlHx3KLL6j67QgN3Dfg1tASOXYE3NxBfdMgK8p0IOeItWQfe/SJNJdXUqsqlh3LHg
So8h0rn9cyI82B5JVHlymAY1uDIwrI7R8KSyQ452Pe7sDbBeAL8jtM+fYCfWChG2b8sPP8tdWJP2
A8XhsnIsq4p1K46tWKSGHkC9Facb7vVn9zgfCAisuGOmPdIvWZK3/YKjNjNa5ybro7eBLu1lmwPs
psO0Yb9XoxsHo6fTe/nw1D0eA9xn2ZAOhjE9KZae+MwWmnXQCGibL9BRbWJSHb/u+UDvE0tN9L8M
CkNpP9OKxba0Dvpqtezh3RRS73TB4EE6Z+b9tBlZymqvCg1SFCZQA2vTFh0VBl2MLzqFGfvk2+PS
k6d+vT6KZ4y/LUlImhMuVcxD9VGiRx8yuvSogZ9EvIgDDvP0FWY9X3KfGsAUJ1fspPvXHp8+Sp08
FT89sdSf2NlwaAtSxsQddWf/TimP92i60ql+ksMoBdZ3h1hyW9rnt5vaMWCL+Mok4GD0/o4n39M+
4e06Lwc6oHXIP3iF92VUDUjHWgS/JSf+/rbg7t6UHI7RdjreVSXm0KOm+d0EMvjjDM+cfNZ0yAxm
/ouc0nlCE3qvjIF/d7aEnfo59MiS6Hen5rDZyu//erCBZbn/WCk1qsicYVIzZeCcDbzhMozHQJW1
t4XGEfrKg0cn8ZK6yVrsfY+RHuoAQzcDlQ77VWgNQtk0kmKkyiIeBDR1PoukH2OP9v5jH7U2jk1G
4bgj0oll6T0/pH073QV+D/1LbNz6OlhiQKDD0MmHAW5zmgLqwXJthi6Se+tF+pbY0acfhp70FVhu
QI9QddltB1azkUNlxndPxijn2qSE9DRxaK0/HDLlieEjeh9EPqRisTdyilRnJPc6ijBJoncH72Q7
5DFLBaOrSAe+ZV5b4FeYOdEK45hhcN5YHPr7C+vHfCFbYsuXiMVCsYVRq+MeeBmsO6cNIE+nMOqg
7a7rr0WL/d6qQ3hu66lFhvN1o1rebiXr9VpMYvFjx+dBADfnKPCV3ZQpkcHUQ5z1rjN0ta+Kzr9/
VxFw0RH8me/TBZEWLluWyPGPFffpl0kH0xJYBM7AB+YOe5Q33Tmh36EarzSa+5TUDDg1jQ2fOR2z
vrJ9JA/VtRfR29kEhYjd15rchX4fojeIYN/hWMF8OfrtaWHVZ0etxs5XoydB8T4NgDUOZTkOmUS2
Y+vaz1cR13mwuwgyWg09YSL0dqRC23+wPuVm4itKSzBygNr14YZ2LUbDSBb1x3nXN7CR2HbSsm5a
W3l51MEcWRY+/N1xyt5xmkMyMFQ6vE1790K/OTeQmDZCQgibVo4ME8h7yCCH20Uqb8Wl2z9eDH9/
NbZTq4PMYdgnSGFE6xlm+3pcXepXrTXrU8D2LuzeONZQNvReIQV3cHj3voJOol44YuT0qMmyfXfC
sVOuaywWE/Sr/NRsZzVgw5IA/u4IlpiOEqHq8iiYwg/YMD48jVDBywGad2aXHp5O0ZazE72DuwH2
m1tu43BNnE8AKuEFcsIux8dfR5/TfSKAjIKRaA+h34GFrCFtZN9v535etSyu77mJRlIPQwwDcU5x
7xxkL+8FH+aeUln8DFZtw8RswuMMXnqIhDrOzAk1h6HXsaNgfFQ03zvyfR1dj0UPAShiEzTtMtqd
Kcxh2cfHbq0f9RPaq0OUpWCF9ZQ1hMnUwQ6U4yfykxxwD50mlycacY6fkwGX4C1LfNQA+6JBTvAt
p7wNWHd5iqOn/FNkvXbXt6QDRk5KSMqDyK0JeQ0IfZ/YT9IepNhJ140gr9Y4vm9ekc0N7tFWEsgI
MNVytNg4r8dyUZUodZvabvfywIfOFJE5tlYxdsENEMqmyYcYOv7Gf25mSO27NtXuH+mmWnl3kgaC
/Va3RFoJ/RL08NHRFUPkvaS5tXjgqrATnJM1q/rbyJGzmDioFhofv5ub6CzXfuzyKKO1oecTeQXo
MYdgD2G7Z76OfFN1aWB5kNPYcwcFnbjwBhNawaa1FlApZ6D2GoQwzlAPl46r4Heu9lMOsy8xneeC
1+slVE/XupGCFrWZCDjEAJaReIGp5ii1Bbe0o4k0JJ9OWLwYbKwRH9d3Sb7sBLw78VpZ4cHY3ZSz
aT8v2scBoV89YUsIRsii1ef+78r+VBEvcg3uzXmAZrrIsSkzuvVs7/KptstNBd706ibVJma2j8jI
UMcW3aYbGQf2oIdYss6PdT8dMVK5+RExY58nta7+5WHmowrhx11NcdKwm65CNcU6syjQu4qP2WxJ
v+/q1Zo08nfE0UZbZ/YB/leGfMzvu4Jj+BgC3V95hWSdIlWn9p+CrK/8uIwgK0QzcdnH3JrtUaRc
rbUN8LxOC7SEOdnNdyBK87m5D7PrzCKcm53VbKuJliVboXTwY9YU/JLg3iSeBqn5P1x0VbWWQ2VE
DTMbNWCblzUq/pUHcFZdzbHZEz7Au8KvmBVEkBLIzWxwgeR75r/q5mFZhh4Kexg3lp4137XOe9Z6
+Mz2IhPeOOa0EBWxbPxdfkSiLgPXtMriU44APIKvJnRdV2S/bsdtC6t/1lNzH269p+jHw3Tzzatq
CVAuF1DxMfs6o3/i1NJA4HmfMg9FT3fD5ADf0DmLKJrVW6Aj86Riaxuvc5rjdw0V9VrCRjp3C2o+
T35ke1zSyg+YBjbjPPay2cP7qlBfrnEMRvxCBpSukc7PwdCt+Vz9r4TkasU1eShVrpD+M12NOfe7
dmb4uXmnIm1nF6vtuKSaDHc2fO6lQw4tws7DxaAb72rDA8uaiKGhx82s8oDVMT4tKraUD2gpnECZ
2pcZO8K813LAtW2fuZrtigeuAyjAkjgDZvUY79wuttUjmKd8J+DwoTqx2ACMrusvMzucOdmluX1B
Ys4Q4bZdZcKRVLlZtGTh1RVKKN4vuK16FC/jXgmp/+dmzD/ctbMyT5RoNzW9L+psTTzfkAW0J1p2
jrWzVFtQVBTFGpekJ97qWOse9WtGyEjyvGVfqZfW4BGha8DOVvuMLoTRWvqBh5yN2b8MHwarTq4s
CMC1+e2iTDXybcvRzNzB0DPS7cICtFOK/NzwbeTDa6RzplP7j5LowJSEdgkK71e2qWNfjp+X+K8c
/LHQniG13Lyz9sHpFaG8UjQQMyL0VCwMObsqlLT5VZ46fgjdJ1G/S5ypREknlZg9EWyHrS8TeVOl
HriFrwBg+MKpbXXb0mDuCXjWzX0QzGhsV9XAhXnI65soRDLFN8t6l9ZlhErvEOw0Qsj2PlFXvf1a
dR7accOE92jXdNiOEFa3sqKq48ikKmhPY/hV7lMl+bB7rW7g5UbnPPxJ9ZVk7iRTPDOFjSflNinY
7GOtKytScadatzFyvHpEhvwtaNQHVi4bhm++XyO/Qr6kfBBDDxjm2jYlQ/5g+J7desfDzU9K16Nn
6aacNHtCvZZCo62n9v7a38ADbmQIWwiLemfZL3JmM3yjk7CCJxp4w5S6DhDh5QvrxCeMUrayxCwY
kTTTS30prMKYzrwBQ1Uo4u1opLkfP2cUzB68pwUvKBUkKQj99sWwYUg946hhoKb4AAMkqF0nEgZi
2Ays3Y5GcRHg1xd30/l/gpqIYcOTNsx33oG90ZWibrjFVeAEo4ERoaz+6d5h5HUxoL/HJj74LmiG
C8GyITvDl5Bbzyzpbiq57H8CLd5Rd7+myMfC6EBe+bPa3Y0c2gDSSVHdzK+MXmqYmNEzk+jMb2q3
gfc/bv0njs65/dxB99RJR2OedKcbmf+aAa+8/WNW70LhCjg2saqYvnanKNf9MUjmlsqaUQzNjgz9
n1s36ot8begc73lPm8+ZWcydZu5MfbIz9G9eYegZ799hwxa6kERskuQfN8E5FZNNsdr/qaL7nT+z
ojEx1Ylh/Z+68he1PATAWs1n3NPKQSLn9a3SE6934FX2tVJ+4aVlc8LL5b1Qmk5bMnrp1uqZjpUZ
9mXsJmMfgdUzUZ9kVi5Tkldi3C9CFvb2k8bOQnuKoF5q9U+NcpwzI5eFH47RM40+afRGlMsJ9HQ9
ZX7gQs1dbyu6Nnop6p/iJcpxlNevtd/fLekcWD3qaindBOtmZ+5+bYRU3lgybsdSS8PbBPl2V4pT
5xDYGX5eOfMvFNI50dvEniGhLH8myG/JxtAt0qfRzBilDx5UVJYUFVsRm8rEFFvk50Ia/mzo39C5
oWe8X2yz7A9ZQDSsEjRTI1N7vA/Qiusd7dTOva3GfNPm3JLv0T6/uedgiZVK1PfBpJP6m/XN1HJs
LGOWhNkFxf/OnWtDN3xqcifpc1x/dCtmZLNAHZtSB4lbNSdU+yOTrOdflZPzCXa6NGP5EpWNI7fl
FatEEp1bH3ZpTDmyVWQrVJ+/RlUUlQ7yItvLFeZklhGxTqXhG++TR9YWmEXKct3Waed0G7M6THRW
VUPkGY87UXY8kmofPddmWmd+x9Yh50P7eDRta69U6GGl5jAnfJUYCh5BrnbG1qLHWxl6r6kQrr1u
mexD54KNqmdBR0t0cNGGyHMieUBfnm/gbeMpJDnUJOGefeONxl2rfqMOiqR9hAMdfhM64cFLex0O
pZpWopvlqWtzqc8ut7rNIpiXmsxgdW8M6hbo5tCj49d8LjLcJzYmG7jO/PiTtq7EpokpiLtL0yh9
hPb7kvwkWO0B6FtsyZssAl39mU5JV5JRKDVz6lxt+dbOtvPqaO+P6oWxn3osE7YADuQNWf1UmjtX
djqh7xirJi78MGnmGM08IoazKEAzEv7vlcuqAylBPcXiPkHF31rpRwB0cE3sFqxDxuT3XVp5PQTj
PriwgjhzB0dZ8MqFY8cHK//L2nMCweNq+63jSdDYTxpvLxZmQBiGkGamix0+w3xutVsMC32IZwk7
IQuj8L8IDVFdI0ZxF6U20s3ot8bwKIAZNZLJiu+7VBPdzujXgXMUvKdOkyYR13mmKy4taeXuu0am
sV4FmPY6aRi7bC9sLc1r45paTAJjAmEAzkzZ6HMvZZKvbGDOMtUUJ8i0RoW5dKGSIWXJzQjza7bG
ABSS0jKvWP6lMwsYPlcHkQPtHNe1CMysOkKrT1QSbDcNpg+BV0S3HQLjFaBNgi+D9t2AmmdldOjG
+7eveU8WnTDftFAvaNvBQkO3AR0RN84xa1ZqHchlYenceVTN586n52aTj/INQ89QOAIqYXPjtpuw
nVkLpPMPkW7x8x8i+8WvflqCWNndb5s3aOE4dbTwLnY5s3ZbWXnWOdK5pVvzObpB0Ax+aeduFM7Y
4d2E5t2UC491xO3JNaoIzCrPPHjKE/hoPIsjk941XgN7ckGtHhK5Lotss73w1riw1gstnv1A6qWS
83Wb3fmzLAyvM0fqtVVHrm+ITKxFnCBJ6zP6B5FjI+hkBhkjC1Q3dvN8gxpqfunVD8stcWKaofm5
S+n64qisjdjOcnKckcp6alFi7ayad+R3zz8iD7rsyf9Pazlbu8m82KrkNQwnMTm3a0VWMnCxj1dP
KG89CE/nuR+9GaLtSG/ZF/OOtRk6KpFvG/7M0Yln6NnQrfmccGX9Vp5vg0Q6xxFL+3khq9gRID0b
usWN66xgz1ZBHWjGKOsuVFyXwe08+GKcqSQ+ThX0N4fK6IbAD6z838yWE/JGQAe+LDOFUof7i0fY
BvBSWZKSVzk4mta5EymuCRO7QLrTaqvMf1NthAK34eKqYLdqrH1BuCHOz1lg6fGWnxZGp9xd2vrd
r7welkNfb9whLsoG9bS0kRZzF6Dw02OscQB2XzRHrrGiNLY0pQiy3Qy/ol4VSYJ4o4r81UlwDkM1
ilq57A664WPbC8+NuLM4oBXto8H5hcAIauIFKjyYho8hv6LM7Ttvwp66LcRRW8M8WTsOw/cMf/P0
WA1QWiXTfL2dIVWn1hM6J5cyWrw68e8ssisv7BNTUm6dJ3lm8yVKHIBRHZTh8sm25Z21h1+5m6lq
PBw0oI1E2ZmaOaqczo04LtLijF1xRCp7/SQzUlT5GJcG1szdLLC5Hz+noHgKjzURQpg5LTaCXoc0
1CZs9AtVf1ASynzzgh+OMPN5YC+3SVrCoInPGg/KTedUZXZEVoFqB90EXaeyxb0oo3m9F9C+X4fG
qftHERWVoG5s0+vNiXgd8Ldx4wLqoKGZhmgRCuqfzmCTTi5DRbkLZGjMuYAN36JhM3nUMx3vMnI5
Y3ULBwzdGf2TWH0ycXIZUfmsXkcvMRpfP0Tvwty5rSelnT/Uwu/4dlY9ehX0WqC+UKs3V8TKmBpP
sdqCUtnc7Fwjned+4RZ+yc2d5yPRbG3VS23oMyXa0A2krzWewjJbFobOURQ+xs9nM3TAyPesQTB7
begfRy2EuR8dMwAsx7bwNPs2rBfLA3uZWT/nkIlb+z9rf5Gzr9F2zyu/JURuqK1qaK5D2FuhdGMX
tMwW68/U1apaFsed9k+zHq+XdydY/+fOrxipoSjNw2d+47jVJ2u5bBbv2mubJYYTOs6ZtbOncuT5
zQxQn7mwAQVDGw+J0SdrGY13v3R2E+qfRs9EfZJZ8k6tnYWnRxu9FPVPqlGO07JE5ofrYJWlS6NP
ot5o5DJO94I2jlznMLEqh5HLfIt2Fh4QZfRSo38aPRPlOK7Y56k/WMJHalIf4r4J+H7o2tlZfq4s
f/b5Buhd2aFX4Uvkz9yH5FWjlhREKWGfmyjd8h+ZN1wiP7eRcaR/pHOjrSkLh4D82W7x3NCzoVtD
nw9SYXS2JT9njscsNh7H4gp1OZzD2vJzbfizoX9D54aezf3mc0F++fbDDp58hMXixA+8OvUIOT3x
QuXHxp6GHYt63AF3RNTstNcNcnz0zAhzFlvYvrujhgtvC2UPD+QlM2LGJ73PQkcPdL3Cb/YEnu7K
hfQ4yi8IU8H6HFeIXJy8ieLJ6cbaY2rmUg7QtUBL6HvV1F3To2iW9N7oemwNhfV+s4qwRR1T5+0p
vznowpNDCD5GiV8IWpNxXV9wHNzXXXQX0qftRlknwkaR3nIT2E0TcU5UYEGP7NehuAdw1DJ1uYz/
Y+1dtNuIencTpnwcq9Fv7iwDGuBVNnFiiKc1ZYD93R7v41InGkP985UxoK/x2JZCq/rEiOjxN9Mo
m93lnE+k0qz5xukhOpGN18PmruvwFEUcW8Ltpnn/dOPHKeeSsNfWubSyGaHWVWwjaCLUvWJ9jPWc
SyBvRzvnPYutvct0i8am08QSUXvf6SGq2MR0C/5GCYJThJqwWfuuwKdsxuSictXf3yEE2T3i4sxV
RFKZm70WvgU5Oii27WYiR4iXt5CF4aPCLALHx2jl99MjzCkdIFHWF4eNkZfYIdrFcatcDMuWrY3H
LILBlUlrYcPMpMaVyPqXQn8XulJlVskK2Q7vo6XOe5dNwLG1jJRM6tr9ZvnCzqXOJC6jxexxgRWa
WMehw9nWnZO6pNkGSGL3etz1QStb333jEPBd/ax16WqoMjPGXsaglZTSLI6cqp+8OWsUHtqypKQe
pyIwxQRUdQF4q16PlW/siE6+zuw8s6SGfiy5DVsy2nF7daho1x14td3LKfvHjjnNp1LfKQh0PLNl
WR1FRpK5hbCYl+GR4ElrhrJ3RIz0wqm+bUrMey7rj6+qSBoteFJW9UD2yoMhs0aaqz7zXbMeHPG3
jWc3ZQHbUUpS007kJnjOCCHe+DzUKYDAIxYbDI9H9vl/nNK1GeY3cLijTd2BjJqGk7xfgNXaVOo3
MJ76EZ47TToFpack64N4PAwQrccp2BJqhVPLkQu2XE8NaKzD79KDb4e6ING89PpwSwEOWZEhucGg
CvWy0yn0MI3aTu79nSzEJK2JustsNZxIc3gj7Jn2r4YtqWjDTNHw2/144dHSujSO3uBOkzpAEb1q
eodJGqrwRy80rZNFmBqiD3jr+rbz2z3Sl7BXgqUugi6hrUEefslhqPu7cAYcvAgy6Nqm24QqPZKF
OeQvaT+HyNqf7gKzEoY9FTIyt/kwT4JhoV/bNEW0tSzSSVw2woxo7dn18+ERjkCJsej8yH1Mi9nl
TU9xaKYyA9ZiQ7JBvIFI7akK3fMAUWTvKNJowemQCXIaj4CaeCR8pY+WiASLE1qb/5ZQVae44o0c
i6+wQonbCtC+WAy0A42aIcZBj8svbRHiFSc7dorIcf120dtmAEJR64qmMLVRlzZlExAbbydtSmJF
xVqjAlbWh5Z3X1dVXi3apKHKLlMg3STg7dYm+95eG2lBnMCeJkzVNoPOd8BRLy6SgszKqjbP1h0H
O6hJVkw7Rpqy/VSpj9a+2IAgosRjn0Qvba2D1ggywmjltDLbrLlgdW6Zq67iaFFJnSory0PgcE8p
7TfTVglev74ibXnI7aU3bVYyZjY02gxvBDBMFElxvu2KAUEJL2uqxGXAo3FzKyZK62MHjN27IsqJ
L0tx9XAIkMUr3DDn+VLUJpDQWh7iP7f7dAbJx1vE2FkvMJSpD99juo8AJiHlc8+cNnbaLECEFZHF
sx7YywDGRRctRtWYK2GYxtyzaQ2f6sj90mm1CeSgzEuI81J4ZAbHGePHdYjXE+TpPejutFd+28Gc
+RHVSFTbrhsBRg5t3HRSDbyLDBpze5b3VP1TfAGSpjZvcytsT1JLglBXjrOAIFzlM+1zfAQRHCkU
RH0smhb1UDNP1fHHwWgvbX+PPmCq/Q2QAKj0whf8TitK20ohb28MBCDMHZMANTQPvClgxF+BgJzq
LkmZDglxwJwQ0aEaXYVpmh/qXlOH9bwLYj/DIFUKQu4ysSQ+j6w5uRZ8lWQInsYI4ypxVeFYWOi8
+tRX20KFzStUvQS02vJq77mQtEmOo+F0GUIKqNp2RLmsdRurfKi7GhzB+OKsFV0B31Im7FdJDT6m
KpQbFoEz6l4Vrj0+Wt8TjLM2FGsMGpcV24L+hgleAj1wT9RVho6IdZXxGTIYqnxB90a7hBguKa3z
wBTuLMAeSw7ZQuF7nxZN/I7SKvW0cepapCYuo6hCvNHlsf6jrkjxBcs3E7uduqz8s8jVwCYYwqrt
lyABRtXIS2OHCTuEunX0Kzd4Y/YV6cHskBzYU5j2SdjpPSVP5fAOQNbF9GEHiqUcIkQx/C42KLXG
xDHf67I80GsU7DLs1c0bmF4R/KvTbwF6nRPRcyYLKNlogeV0/xFELE07ACOmlSv246RB9mD74U0A
jlrf442+NpD4uN9g30uN7a9jXZjezSzgqK9OaYTo2mkX8ghGRyqza4dJRjo+EbHfzqUdtgedwcDA
INlRZ1n33yzOk7btQMmkirse82pSkucBafz0zvY7cRpdj49iNzpmdgLKntTdV03r5jfxhCM7LD2U
mQikjCs4bjUfsR+d+4pk6Vdk1smP6XuTjhQYaFDTqysPN5K1JpN6NWAe0dB2dC062aezasBQq18t
UUO7GlsHwLtstz8Y94H0hmwZnUqyI3ErPeEJjPXcML2LUGze8EMYedjFS00+pXzCWZoG5VT911g5
DqBn4wkaTcRMdSbA2gwZsYqgJB5VjVe9WlhTSzg+ZfPSodKbyP1cwa24VkOi5RysI0HQcUpUcQeo
Dqp9OKK5Abpj1FqCtRPL0pf0mjsXkb6RtF1VWlbdj2SwGUx3QG8GFVYamCgk8rrEntrEWZvWoSF6
IIpiCIuGjnw0jWGJEAJT204o0r9UDxFKT5oPrW3nXe1ZGpQtbB8t0sFjbF2vpTU5y64tuMd4lJF3
zjzC7P8qrxy6vrLAbD5VHXcEt3ydeahD6u0/3gShqPUt6AG/QWtiYHs9DDABiOwU8ODK/bjQA5Pv
eqpY1W1KNDnG3l/T3xeYThSIaop6cVhAqmoaBYMPZCSd+CiHrO6jAa2ZIivYtaaZQls9UO3px7J3
1J48ZMrc+6EE7ZrpNCxPo3s5tvu5SMJBeUg6GQHMOsZ2XT0dGWfRxpd2ptiFxyqLO57z9s0djr3z
mxB3YdPdk1kDZUExTF4h2GY9lSoHiEfcSezRlZlVxmisCNH+YH6vE921OBqJRPBIxToI57ZOeArV
J1qBkkHncL03wXeW9xVr06C91HTflPsXRA6iepuKozQQFsBDhoS6tf2bSFXEqt0q6MxI651sp31p
3hqr602lXOFJ3QjZLCndDg0MOgypXWkFYS9ttyl++VgHTDD0UI+sbwM1FiaLEJ0WrSwO/K9cpYok
oGgflIo3BjAnMPXBytyPVkBHBeqeMhgydDQMkoHqr6/j+ywnBh3OJl13LaaMKrJr945SbP8DaVa6
0AO8V2FT4O4yraa7tLqqCIzaf3AATfuf6OqHqq2d6hS/Mion51WoRV9wVCoYb8GtA3culEqipQgA
ply7ScpcxQ3KkZS3k6Jonz1nG42AC4pVaor5l2xrzYS6AAkDWrXkqnNQCtb4SSB0yrd3pmgvGzzA
atatMLIis8C8qc9koCqdlUjAi3UFr9wqAatDJGunvTTN9hzy14NhZlPnx9oQl2gzd9aTWFtW9OkB
QOihzgDSQ+qM2mIutsZQm7DhEuRnCUk2JPEz1PaNyxDq7IYjEZjNojPznNxmt5m9ppKJ9VSSTjs2
uu4Dt1BEl1TUmo/rpSX9wQsjUHEiSWnn2GijqeHZyVqQ34+cvZGQxOaor+rr5hDYhpFTO4L2Igee
U7hu9If7lUaUgWs6afDTNc5ToTvIRuIXp/VVq+Hf6aM8lccNY+SAFTo4EtMdkMPfbcqjNo6ees7D
2wy74NF3AYTy9ly0veCsx9Q9bnW1fivmt2/wvSXaRxbzJTFJNR4qfcRi8iPZeSToKb3NVpKjBvHW
XIoEXfZuLRzIPSbgHjlC2fSn6VZGFUETol5PRe9sS/9tGelENRj3K+uUpqNtr8JhjIRC95oxoWPB
xY/WMKhrsaOoGk5NBydnh3X6tDoFgepRZBi4x3NCR54GtaoqAzqDagLlgM4Ko25dOTDU0LWvDpmz
OoZDDa6ClIFJN0zN7JAR0uEpH/HAU5Uk1LISXV4QDamT3KNOQ4r0FALhFKdZNZ0IR8QqTDxfYow6
moRzOjm+TCceWTp9Q3Qb6ZzcbxXv/es2Fg+JQ8SPwrxZHfxzb2o8uQMxdWLdBkJ+bBfUm1Z6Nchy
YB+37k/RVI1krJ7mXTwqZlRhrsgAP9NymMvGza5FFakGNcxXxnaUDZLfwTlr9JQbOSWZbhaB6XqH
EoxaKWpgFnJKogu7e7JmA64YrECv+8dHz5ajSwZD+lcfS4Db8Kij1a+Ok4dWfed69pJPEKnfaYhK
erg6P4V2315LucrWEx7LhlGgvMoooFWqHR0wOnvpry410C0pzzpLZWmd6jpbo7WaA+WQB9I6H9qq
Kg7S0zK17TZpF17d32ae8k1+Kq6FKaZhVD3BWJPDGOPpwr4B0oQeSW/3doZH0LTqr7ZR+uKrgYe+
Dnzmm+jmm+BdLleknmoSDaP0b8yGWYiOiDiGONt1b4YtDO4fHC4ltMUYny5tDmL88ogd7TuuNVxE
FlEXj6IcMGHKcVRdk0FfE9zjaXYH1tCM3g5RNuijhG8Z18vU/cB2pLe/zfHaFxzCHqT3A9EJR+VO
xOO9X359ZIMCoE90jIbfp8Ip67tV4SbFfHn01TFuXWjUCRqRX4C5zaaeYXaY3636I87E2FGX4Ub3
6dYHX3L6wr8hJGHRrQEN63r0UQQ15aDqE/GLI/Ue4SXItj3nnY+2FEbB0K0a7rK9TMynHBVBm8Yb
v5NeJ6laAjsIKPEIv/LJk1B3nz9rPzmzYrSDjFlE6wV+TCJQhDoYOv6BTYJJMaDAaFs+VHQokQ1K
iTTKYNTRK8wdu48OUEVggM2PJLvqqKa93h3hd6zoIT5V+0mAtNZwBGVqRINd+c9nRJ/vywem0SzE
8BynnKXc/xeBgVw5ibaOMKwrqQI0ssA6e7AZlk1Km6qEeRW9QWNRhmy2lMSlvGobWJmHhcMWBxAf
WJTrx1hrk/jHMjawebQpCKghFdMQOc7JB/PfeYiMgSOGut+3a6XESUkVhx0Wzijr0S2tcp+4WeBo
ylI1Lj8RFAnSwKDsgLMl9kUuhVU2rd2rv7xnVG2J+t9K8qjOKS36lRSrK+kmSXXbZbEqqM1Zht+Y
SSnX59q2Ncf/LST2RyvzK/CLSFXlP62UBuY0RZ8kqb3iSCux13OaWW37q/BLD1GkAXxRDFW7zLfV
bvIkWw64uklOcEPPsugWqslQbSj+vMQtE4q9AFzBpA6GM5ZD5cYHG8mABKlbCrPxVLHIumKN49AJ
eq5tmraVcB7dtKoOBuXV3BW5eZJskSSqe/QwsBVl3qHaAOYkrRWlzvvIKGuw/Ggr8cdVp1uMK0kv
IkRMiFhd+xNal5ZEzIdFXNQNgfbUAS0vVFOZNdLsAiY55aC9oa1vWMv3RNiOe3VJu21pXE07M1Tt
vdx2o64ZDR2mQxXWNDzaaTMSs/s7P2U1m10FGyYHajJaRXR80PrsLYum0UctmNI8OE6elYB7wdKl
enoB5Jt/E9UnrWp9JguQzS7tf7dEXvvpLbAEiHxasZympwkLfCkzj/UqPAtcR2e5liE1WNm5/8bF
4VmgAGdVe50yji60qyi6LVf26n96WD2o/RKJX9i475s63ISFaap+6Z927mkjBqG9rKSQjuJNgzUj
aZREFPsDhCUqGFBpimF31nFXcFCZVWjBicqSexVNKlVPXbQFA68Zc1tANE4GhrFbFg3U89HKzZIR
51VdFFCrgDRaVjqY4LIfBDLWZ4jDFaHwim+6HI+qKPAf8QHW/t+w9DhVPevL+nTHx0ZsaGhiPUNV
wEc7UOKERkeI8gC6YSMenTpMDVMsPHBsMZgmO+ykHnO55FKFbHlu35hRW5FEBa/KtLhROjekggMq
7G6XxCH9YTUxtw9pED+41awXuAY3pLJWHN1Ko2u5WL3rXcLpa6zBYXqeXxNHZqy2e3iAhID/k9Aa
OA8CPLSRZWGeNXVOHacUNa4Fm8V8sdYkaeeZ0NR9Dzm/eR3BCm0N9/DE03WGqD/Y1GZV+CUDdQAf
mkB/fbHxSk1Mi6qvkGNeqEgrf3iV01ISUjidz57TNDBGaYtZiMolQivp3fBpVv0eaJ3dOWeUwgx0
VZeAZEA7EThKU9RfeyBtYZiLy+Cl0VYyFCNJclP0uIa68ZQ62lJPYx2t7yqI0Qwd5YeBmnFGQ82h
YWxZ9EdMvrPo7XFxaPzHsh48PcCd1AuKspf+poR+6PBXYsLApnC9zA+vjBTXkS7JLLonXig95lqM
H6g7Pz8I++ig2H7j4FpH6vj+5J4xwdFTpk56NCqYOHo6Aro4Ngw6jMfQ0mVO4ViGqajBh5yow524
AzkwVt6dskv5CVSHe8m76WYL8UmFJnpo1Xn0BWv02foP2qY1p63r3h0NHCbJIYvUJVnmJkaZPvVK
s6PsH2C3IOKJ9ELJsIU6ePEjl4XeLhYDd0T19cwXXuXIAz/Lc09Ydty6Lq5xeEsiSO2oK2iEddUF
sAE695qTkRKFXYZH/qXvefIovN6T+wfm/gk1xNmiDT+ife+bsAr8sf87DONbGPmNjoQAnUAlbMDG
pxMC+2Cn3FH6H42eFDWZ18WOhSaORqtdS6edHJhMwfFqDGSqAJmWBwITtAsa5TDTPtct8cZD5cIL
69wz6MIDRA6sIs67TTwYSZyNLaAmAtsYRt9sZeUlLSNJELiniXOussayHHIgQ1QKQVnLpY3dQRgp
YKsV9NteHfVFxOsLLa8J1R7Ko28/2oEVdBY/6DrogcfbKw2nANp1KDXoZWPdSKDZJvuHKoyJav7P
mm80IiQeEcMUUt+n8tZVK5oQwvTBLD+6ZlN/pSxTlCShZV82Uj8YF5dtn22veTQiTVqD3pFdSjfB
p7UpDXGidxI/BOpNqWsNIFJgVHc67AajTD1W6QTj5LY1LVAdhInO8WOIYSSzejNaHRjDy8UoXPoI
usSuXEkZBK3hFOq27rVQaZcfXZZtOesOiGyHbMz10v73qtJSSgdSzwOqu6rAr/QummTqQRZn/p/m
3TKr0DhLr4G4e7Z+GVzYZR5EgmpuNPd/Z/6rmNXMA49V47G2/oGCdbmToK3gVm/foF7YJDqgitSr
yiPPUh65WXSwJU54lsPenoO01Z1/bxJtSlY5sopYcRLNPbIDES0qAdhTQZP1rU9bJqg4+buTfWTR
xToTGetyH3tgrqrNUjpGF2e2Z1wfchcyVt3WtPzguP0hZtDp7iI2DdcKf5ITwKNSltgv8Dp4mlN/
tP+VrkR2R9WgtJ11RAf5R/iNPkNX6lYXPSEkQlocdYhVJKQMScQNg+qe2EQvKq67OQXnHoZew3Ni
b+9pl6U/0Ez2R0/2nQ8YVJuB8PES8QlOp2RABY9zQif6+2p3HO6j0uhsN6oi0xUZuWYi5mGpbvst
MeefW+8bKNZOnfOdAXROJbceOgpQwyMWjForcutpwXCkdJ0SmphXW1oXW+4a0yBedxUhV1juAYzu
fOaRjpRBSaswE3ZPiUwq9GNyxsAOw9kd5h3vUe01dt3dDD5WCwd0QIgziPoVk6AwFodqFCCekCUP
UJblwC5VyQrQQwZsj3OSVS2TAg5QmUoFoUZAloLZfaCkCmBV8LPQbR1VMRElqpAT1GnGyGTQdfiy
GkkoSBD9zKaCVh5anubMNlLQ/qUlr/r6QJ3sYCkDQV8RIi+MtjRDUkHjgGjKLNRMkHJSbA0NlH4x
0pskO0QETPkqTMnoPPzB8K/yE7h4KxXICQ15FPc7zgmVHTX44zR6etQa8mnscPpXI+MZGeHiRF6+
msfsHKcWhxk1LNnn4D7dhik1SFx0+IGaDe4F0KqXZzMkdjoaP0kNDjuQhvZu91tfiQynhpyYHUVx
I+1T+STYsQN2az4mBPTwCLuvkK1aXTiYAR11iRNQ9qn2uZe4y7sMA96yGemt5BYLrX4+eC+N9qsx
B2k/qQnSLXEPS3dp+2zkEfYI6foK+hvg1nGijh3Zyhi2idp1qu3Oe+iziIJCxzLNBxj+IftzHPRo
MXxu9SFEQxuypnRA8YDhJ7HT89H9qyFudXYCf6Ug2no6VNhxnrVNgzgSpgKjOd7Kky4HVTXVRq1v
YRhPkIVBKag2lVnjpQxMcuXviVJcNB1W4OLFPOmUSwpHsrQBkYjepx7TWJGJeE/xlO8OOItOd9WM
JgvhfksaMFdKa1S75k2iq28c18yveeD0heFtbCHWEBKlh+dpQfArehg3uEP5edfPTYjaB1wGh+ji
d6G9nBgzLc7F8/URrXx32WaKqQ/ch2WwELg7es9V6vdMBP3rQ3bL+4aeRA8UbZ7a6/r1tTnNDx9X
r4bdIQos32eo0gOJdQr2Qzny5ENQ62tS5tPcNXshhmsf88ltgOQQaqb7FoP6hEYWFkvyvgZtAzas
DshK0zEQ1mPPIsRIaz4Arw9ie1UevPNIUweLVIUP+/eJRSROB2wPemoWRw88M0Ob5f9ZxfzYsU9j
YwrBm5BoU8122lhKmgrd3kgY1uE4aVIyXKivNiuT4VnCsFjs/aR+cudUwYQ1hcCgqOLD0K4fD+ph
4TAXHL9blwqNxcaRl2Kpi680sXrpMhHoeE77UGp+OVDzGokgOpW2aRcZb+Bs0MMIu/eJNa0vSDv+
O1yDOQ7uWFeHXkcYJrEtXJfbPJjgPdhGh/DK//GqrU2tfKO0XjrWEwQ9RPoD0EnnczoTF0d5/co+
DuKu8+G3JdOArgff1UM/4yWdBztDprTIpNFgmIdH6nH7jHi4RsADRnr8+F9h4mhHmo0sohr0PABt
uyxpNEAWMGa53+6dpDQxcqxgfmMXwJ3afQNEpg993eFVzDD4sairB6Kb6ZEaEgydOGhCJAdMIUh/
OKjRRDcbgwIEVsTdpI6+rTon7fq/oavpne4M0Y4HFg5dGDgB2QfFL2AFOm8Dd7vc1DNCNpGmo2p1
JUV3B/N+D/Dej7qYUgZaAfjOGyJvyQQRybgzP4YaS2pm/ZI8KrCtQkXQcrdvA9Q1EhSepbZ1PASa
zDzUbYI7Ne0a4ENJrTMayCnR7eNDfEauTA46y3jthk9ybLm2BGPQSEljDjr4pEugtN9zMiKH6TCR
qWGGQgPf1HTChn3dbXg7FxLaL2XeJ8a4UQx8Xn5NVc6Zn1SeIkzCy9q7rCvalgFKEsp9m6sFut8v
o9JqHJsd+SoBRpuqFBjWssDDZ6F/JA/TrxVwT1Gc8BkKhBoqTeoKO0HnhCL6GVjQiF2WFAxA2Vyy
6rdp6VJSzfi3XDcR94dBJRIrCdHdxsZ+gIoFDYdY22tEwS36zpD4T1qJvvtUh7JCLRB2uaFrZuEt
y5ANAdkqc5BcyqbDWJM7w7lUeV7irnDdS0wNvlafoVfsP36y97EaE5ypnh+kLaneYTQ+4Qqbg40c
OYkGMt2QhfBHhOLJri2h0EtgkeS4atVG+T/6Kt2k165UpJNWrrucXF8gissUmxlseXEN3tdCB6UB
pxFdEAxRz8vLlp2ZhkZRMKje0yHJyNuLfIB/D1p+VH5UE3LW8xWtWcyA6mWduE77W1MvcGiFDRIm
KTALwCmFu5lCH0RErCSo9nh0fBurth6miinq/mcbr4BuiU0eNBeAtv0lbECviS+G6kfhh5L79SoD
ob9rc6yCtBJClr5uQAeC45q0qhtdeQ5Puj4Z2lZFUo+/WKf2r4IR2vUqV36JIy9NWmeG1Dgns2ra
sO0jo5ZPkw86s+OLTzAzWJ+L8ySw81M8FXWAJnQvdIp0KCGx03NvORkb9TQkw1OWh0xZjfpSVPue
Gjq4mVgtJYd6x0cqZs0TWZ0m+kCWIyOrV2pukU7Dxd0H4gZ9LtWK5bO+b3WwD05btgd1dTaqPoYJ
gHTYjx17a8m+m5k1G+iEnbt9T1EIGRZoXpzIPB4Jyg8QZnqgt+FWJn3APHjpUHqAca9tyU7Zr00z
sCqEUFGQFqDi2NQfUulJKuyUIEM3i1HnE6P5zggVOiLEKGDACv9bGRkKNcQQ6I4847UGAl5+JQL7
prDZLI9WL4ZQHW4UHsHQBwDII15RJRjw+aQ2EbTHrT7C3VXgw+rmilW8KisFZcNTpt4Zqv7/8r50
2bHjSK+ylrMAuFuzm6SGFENSSGHFaBRjhjSOCfsN/M/P5Z9+Ez+Cf40iZE3EbLI0I0ukRhTJ3u4C
4Cy1OTOr6uAAuBfd1MiXDhlqttDAwTm1ZGV+ub+tSZfktivS6oAN78wsXkmlZqRdotFOxJE+wJ7D
3mDVMRuYQVBFPFvJ1/rhJZvztlSh/dlMyqRXt7+G6mQLknp2jo3cO9BhZs2YUM3xr8S+HcM+IFXE
LGe/2x9GjVDkaFVHdQ8BHYC0YfWWgPj+ryTsrE9vxOmgHmRg8eHngnpQbuijMb5N7SFzZLCFt4Bk
+uiGb5NKU59Sc05BkXsXHLi35eEKjg9LlomDFKeJPypQ4N2D6+XL5OsYTpl7DpRiOHQznHCIwNGm
TrorTCb0Y9NEfLPb2n7FJKM3U//Dt/LwRrB0cpvl/JzD6fH88S3r8Mf50b8h6ChJk+WhUArqjeOD
YpmJe3i3oABxb2br/LN7S06Go6UPYq+KkTr6iXyIbuojHqByekRUxyQl/yB6VW+zoeEP2q14n8Hg
7e3fYs/aLeGeUwt/5EQn8QeOUDysUP4hjq+pAGYsho6JmgtKDvXMupmo6+mMN9yW0XjYaf0L5vdh
HznEmeMwwXSEB31Fv5queVaMMC8LzqryqMJUoeECf1vnUzF1SzkA9HKGndI1ax6hYqMK48hhW1RR
fQTs5urXQZRPFbO1JJSFmMw+4e0sFcMDgj7eszv5nu2RF2aA3Zjd/uDrwuonVXooF1RvgZrgvlyN
eP9ROVVDxx3d8G1O88V9IXcHN1RHfYXgaBFKIZQILrdQCEWtCTHZohlvJH+KEi+1n5OoU0Ixa459
yKumSxiGygEoYb6FqeJW+agbxYtt7vaSPgQoJa39kQ3oimystM5Vgdd00jjrp0SE41aOiz25G1r8
hH+FqLqh6YxOhEsbxSZsRTBpe+IOlphShd4XsG8OOG/0hg0sYy4TTfSj3F4PVnfEz3cNeER8J755
l9ku7dpIT6/5sWpSf3dQjZiPDeLdfT6rQ1bQ8O+au9PqMVZx1qrtHmwC95HQfSy2bJ6Kb8lQSeI2
D4Oh6PYeIUsJ/eZwcOGoavlswNHrvQUnj6HRlsoWSs0TkqWsNynIZBrTYq9Q6t18n+xukWbJhUTP
Jt5vxtk7jlGEZeWPWoqHI3FIgQemnEjYN98lwJzCEUxxxMAOeOQbqszbgoBNSWUI4kTE14EYF/N0
hbephP0gH6N6X1/Jcgdvuj88zIN1mRMV67y9H3mUhji7LcStDw+Bw6+Mecmkq8NXm/IMS+ygnpxx
uhoeBjBpwJbp42aqcTqvg9iREJSTS0mX1q5lqrGaAY+JKw9kSJF9WTNzpBrrmXbYX+X+MolhTzEV
m32EXQmt5/I0ZtySuGRXHo0793xSfIsQTyPccpkXWUQBygpfzY7aDG8eROIflPGU6hBdLB4Of3X7
zoE4Qb54mJIz3/jlEXgPR6jmBKGY8ri9lspAi3NsnVjudmfHNNT+0yv2TszaEokV2xKb+7h9da/m
wQ8+P3LY2qNf3ZRilvI+c4J4wBlUzyB0et3mbnWfRZer3E7+bZT4cV3qDkFGFymdyqld9iuxICUs
CiaWTWqBEDT2MLOTlPWIsoR8TRWypI83tKJhRotxv8yXSi2XQoI6kYwbGcpQewfxRmdtPZsCI3OD
mETZL571fh5sWJU6yIrpcW4wmZh+LHyDvbUhznKBz6LFo+wPCdGao6Q7nXUDL2cd96BY4fdbBexF
jHPrH1yxvDQnAMAi7uiGKWZdk/fB1a/3/F+7HO1wYAG4p6oY7B3WmMs1vskdM1VHXMRZyrTbi9yC
WSHaB9Xto2q8B4/Wh9KH6+kNW/UqFcxT5KlhF6jqW8IhSEdIUiFtIFkTYOCq2KyO6HUjKj7L0nG0
GDdL1ELaALJ0/kTB7wqdJnledhTCEzGEK9HCoDinI4ixRPmEcarTxVtp1F3DiQ4GBiMc2+68EYYZ
u4FMd1wKVga5sxXCkpxK+M8rqpkWYyOsr6mzX2ueh5TNKaecMx8ShJGu3DAU7a5koVHlUB6imbU+
NAiA05ENaZFPmAxrKZr3Aq9NSBtxzO99RnawKzeXVkPe06jci1KdfEeBsxg9XqhQodpsa99p3EkZ
pUxRFj0ts2pITkKPj9s5JuVrFp7Jl7quzUJMiofh44fsxnihOpUBoReT66cq3AxUYglysagvRynH
DPuRA2TmRc2OCjcIPIWXfB8u0wU3ud8W/ZfcLxkiE6m1MddMS/Y7mWJIKyrqb8g4AeZMLL84q/8n
Xi3Uxp/jZAdvXnZuDUbC+bl6B7VJuzHbANfIiPvVcy9fBxfkhxKu7oxUcOWai16F2l28ivGFcuAu
Y/V+H0bPhQB73+tBDFtncfe9whG50IXOb7WyoYtbuAX9GV7sGrzrKNbBaeeD1bYJ7dijzOhcfNaE
s9FIg9An6Kjx1Gh8sKtD5VW1QLgVKwAvTZCqUQvr4wth26dVhDNbyRW01tSgY2uX4JTD4xDeG5qV
F6PSvlNqWPthE1wdlQSFhFZVyN3MgAcZnO/ircWngY1hQ3UM11qYvg4LjtcLtTWVh1CNEk+Zj5aL
bkP0buw1HiKQXvaRqozjlF/GzuC3Jm7k1tRjDL6/kAoJlkwYEW9omsq4kVIiYmW3+Fs8qEriP1wE
pWNAJShWY4OisKFaoWEgPd+aVlVNbCJFU+I0ceS605sQ8AThoriVrNwobEVRjhWF2eG6ouSSt6p3
DomqvdCDgyeMkLYEXUmSgHKSGpuJUVdi7OvRDCa2ChVQKVZQQaOCGcVYaxUCbjAQL+vENUo8wA88
rogCE4ami16CibYZhr4WjR/aWDcEj5WmOs5SxxGGiGOOse83MW6lwztHGVu8kzWDolZYSlR3yC6J
n5sekOB93OKiS+Oa2IXexFAh32tdC2eNFKPdKqnDDdLcrRxwB4VDxmUDrRgELgRpvQOZ+81yDQ6C
ag5SwLbMZyxSPlwkE6nw1G0spsLWCsLGZ9E6lPZ32xgtG9y6Ug/8ZSTXMv6kY5uQ87tyekOk1C28
Btct5ER4BblTZGZLAyXksiF+lhjCXptdrXfq6c58AtfNM3t0geq04yHwduSY1rApWkMfE090Q8i3
7Au6uOaqK6xzKsj8JfMdHGpkzNyHmBzSt5B7AkOxbW5jxk8bbwdK6pADeEurpxXPwdPhJBTnEDQg
TQU6Oa5EdgUGcbnUBIO4EJPqGw1ShcPL45A6zqrRuhw25iS/iWobQ0/ytKM+X0BSGsUay6SAVF1i
46Mt0fhTQFEuVyqma7JUuGMpgvsjS9ropqjiY1FCHeujtKrIFlaCOodBKq4unxZvhOFjHMkLLNki
lRExDnHk2ybjEy+dxwtzHzKFdIpESvl9JGA9m/JCMvrJnlnOLVWlxM3FUyYpu3yBBwRZCHUsi9Ig
P1FEXol46Tme27dpplUNOjWhVpqYg2KaahkHNCUYAvbKLOeASA15EXKbOLI54FiR3LycxdmkTs9p
TfFNA2RlU4TXgOOmY3qWnCHOBUjutQZ1waSmEHkdkHkoDfFMs7ySspMqxTrXeem467YkJ83UDa3h
VFZSb2POvFEywxM9w+DAA/Nc1RkRl4a8cRl7MXUx3YEZA/H2SOORXOrUl/oqTczwy6Smq0jyhY7N
vpxPpzvk6G8mF+R7ZAcgIOi4SQKOoUJqigkcIZfhurfKEG7CryKfrgBP+OjjtFsLpdg4cKsHUDHb
gRYqF21vinFI864SkghI+IRRkYpU0cM9f4V40SX9xgAsCjT0suZmeAApAxy5M7DpAPFRxP2plMQV
bqhnISi2cdaQ4m4ptDuVBEFhgrJagkRWaUgGQmMg9QyPNXJ8fJEQ8Va044Dw2nmiiDEEy3ibCJ+f
PnL/YOrviIwkpP7cwA8CmUsN4yxg15dhFjmN17iMFMXAtlnLHDuB4C4mhkqQfYqpPQj1Fhl247Pi
PN1oCltFeTU17PNx19ZD7DdJ6ULG+goXjNgXSs2U6AlTg5jbPAzoC5hNFYphF2oip6buKhd1BluO
VV9cAB0cRlF2MauquMk+INwEm01GRL6CV6FNOgJr8LmRbCkRcazW2V1QcSJ+wsRMWRSnEDPbjMXY
RfOpATUUkfqTTG2kLyAtC6iSMjfTgMOBXWhnNCtqjJsVE5sXI4779dlSufShaMn2SAnsynsnUg92
CEVtmDToLuRiYFMKSz/FxUC22tnShX6QoeI7KT+I/aYATcw+I3k00+maCuK9zlcpnIkPmnrvdfAd
KN/hMPAmXpXQiXpn18qmbH3UVhTKn/Yo3akttkpTIr2nvBSX9cLd5XoWFyhK56aDEap8zMUqlxmQ
dvLbzMwe+Q4hpQFJRA4rJRZCLvIFpKu7oqFSYp2SFzEbJ+udnS1Ll3bmC1IJlDAiawNV4k1W1lV+
OtfOp5vKc4hyv2/w3J13UER/rwEOzE0Ou9j4D4/8E3om7NInF6hccfhCfeQAnazRpvCly136tTjw
Yz0rN9zuXJnJQyHem1VtAEjJ6ZHLTMRzPrCLXRc8in87cLDCEZXq+3xVSTTDwxYjdQ/1PhhsBjtn
K8B+HNc9Zt4IxxbO+Sdw1CMD9k9cnMfX3jcMuK9n1NzreN8bmA5InT2dxYANEOe35bJA7qj3R/WA
UXffZh7EUVBELE7kZNZ8pyzXLM4hnmYyQMXiH2REV0de+HGWSzOtJ/D/SmyGOpu7q0KeIMESKd6H
eFT4NPX53UWZehbJmkE+nlYl5apw4KqsbrJijaoC5d2At1aIlEa2aSEz8THjvVgUs8gO9hCz0xvZ
svIoXpWKk0e6JsAUpZ2ZS13YLeJ8EYKPrBxRPmL2pha78nSNyfiK2jMmIjByqqOfje5hx2Sygql3
LG4G9WPi4SrmkuC5POFQtpdBNl05BZ+MD4RbwZRewSMsimpWYY4pP+bWDvgmIBQOVJmIYpKQ0zQ8
HgkZv3HyKDcAQMAIu4MT993OU4/CSu3RoSxCShYToGQBndMxCfdSgxSaady1DkwJqgcekCm2sCqZ
/U25Z1VcEYFaEWS0H/ZdoJ53JwFpzxNsi/u83Q/BI4jL3gpGunUBA5lLGf5/nc4702yFaI7f9CWA
0VCuHz2rCqV7RCCYizrypsQJdzvZHQ+E+EGESbyPiU1vtgXwHPOWSTXrZoFG4RDgHcqC4yZEJzKM
jqOPwp4zJMVZZQR7/IhhfsO4R6Ly4dCg5xDn2sH8zrflqVuZZW5f7mj3nMEhmXRS47pX4qBV4E4O
ljY+KYMvt5eJYpeafFBngDmZPD9EjKcKCc4rNN6funVPO8G9OKuw/5TmaN0OBFCUh3h17u5sHv7V
cFSnbChGq74ufCybLHYX9vP8DVmCfKWYB0TvSjkVJnMNkzpweC7s0eDN0WLaXShgUc2m1ndHJ2tO
vQcBeyeytdZ5+HHuQQ65p9jhmT04aPPc0ekRr+X9mgL+87NygxFZnCzcjz95UfRTKBy7yK/wYloE
mFlpSrCi2MHazNTj/gjHEql0E9K8wtT3RcMunWkOtmF2hnf5BeowPjOUTPI7yBU+13Lnvk8/H3MU
JX4ttaQnJrsrLvSUamFqCgrbec8pg1cGV5pN7IVNwggT3eMZxUHhhSGheoosjVmr77gJjpOEN4ZK
VcpU1vtKua0amj7CayMNXIiF7EKsbHwlYdhu+h7GsHROgg03trmrXI2j0M+UHsZYS3VultX7EdYN
quaAAOMaoPfOuUW4Va+0bMxSQzfabtsFfwd6HDdb77weokW04pz2fGjjKCrjgtbekIdnDHJEuVJp
JZTsz8lzpao6jvisevmerSXbs8eR5F1fsdD3PigfceJ21VSLGNvKAImmAVlb3S6CHGqce3frRd97
5QLckBnfkDMAVAMIBcKXYlsJpyPcxbWP27uAqMmtQyeHvpeuEsZ47zVObzTR4/irUWwHj9jKKspF
sGRLvMM9xUsVzsF3YrS++wyf2gmvyOyvoqwDkOkc9Xft28p5MFHjIHoUyi2uhPaqjih3gwk+gO+C
WECtpDcqGKcczjBUVTjTpiGEPTRBVmxmGiAi3hnqUUntAeElLVCNszJtq52Gcw3g7iR7GsjkCq2q
dFVZIQ3j1OBwLBp3uY21bmBZqUGL989hoWS9qCg4xsUKzKURrvO4YUhXd9b2eoODcoCTxqFLctbi
zhrwZAgmdjlYcH4MxvpK4nrjeQwDYgcbbXC3yvWV29il1jgGbcCErVlGRW5qWa1AknEfn4dKtxLe
IKCTVrmqwo9DtHVj6m+01dm5snh+HCDxrCqHq4PLTwjHw3XHFmwq9YHPNYS7YpO0MtxuuCFwhl+H
BCd7weY/HHfN/hRFSedseI7R5jhU8SXrqZKMPAnV910yiSfQOyhNdkRhN0h6vpgPKZ4geIkkJxxE
F6SviuUNevI8JnEj50ZAHFEVyBaKcBV/JGGhlVkk8U18H+iwxVBHEzrRDILIUNK0b0h5kDigO2Dz
e1AuxUgCmYYlm/N6SFY1rUpzVVxP3CjJGJs0feV7sunaoMNd9BLhpMQN448UbLc4otCLVx2MVqmq
oTojOBilcNYKx4zP0bLC06AHKocRvCcPDRCPHRT11bUBagKgeFM2reCRx9GTJ85K3QShA129AL+l
9V9LJ3kMYwy3WoyoQOFiDqBSkGRMvfiqBLZ9sDlqIrPuwDota2dUtXJZZUWGMv7YX4cfeNLbcE/7
5G7wSCBcnyOZa8gwHEfLpmHUt5A1EX/TZFcHNfoCtyhcY0Da7T09B39jYxiK1TeSE1d4PKuekTpj
Y2R6ITKxoaR13GoSiSAgY/S4oeSsctERo9nYfqyGYD0eLX3lawoa4BDPYm0PFnKkisR3TMgOl4wI
AAi9JzmFQx1a8i1p9kZa8nrl+NnKseYQnMkJKsNdqe+JLK83tZFLJiwkqApJjeOxyZ8Qehwj4GaM
RvTIQepsQKgGIiZ8/36QpMZqFFIsyQMeRhVxabXSOYLZtAlAkbHLkHCJi0qaQSMHYDs+O2hiqgLP
1ZFSXNWtdHICwEg80aeIXi2zqZa9pdyROyl97EIIvG8c/oDUire0Loc5RF9rjWIImadaVigdA8VR
oVipNHXRg4ztaFUNsRX8lgy5CqTK7pg4T+5BejDF6KHxRGgwOBbQviI5GTSeX46xxzUkvi4BUD4o
FPwLqixEY2xyL+7YAm4r8UUouAqnY0227OLZwpNcx/QrfEqUmp0pbLzDc2WFZ7+HWlvBbhFIIIf+
dsSpQiQ5gge3oggIpEHk+oo2gqcMlnzmULUBxzAQB2toZN5K3AiNQgFP+CWuNh563jB8Yg94CJZ4
NFFvdcTyGry+NovmAqQ2MWjnyBxYtXrwg/ZOSfY8itjJTHUt+14V7Izbg2BxD6ErkEuzUxIn7pk2
gKEUntUmpSmwLsPh0TBLk4FuFu2zjdR6EDi2y8UQM86Mbj/tAqlm5+iZ6SmkO9OelmyO7GNXVTGv
Fo0DkrMf17MhnCCMbFGPm0JGY9G85jDVTcF/MWN+Wxz6w16x+jzGzcxMF4s9gWw37D2J5JtGdITr
h3tpFGNtVNv7mIOhQy6YyW6IQNJqiDunyUFfYFdMJa4YkdOQbPLqQMbYkZG3Zb9jCOwbLOn7bJPZ
WaTn4Ycu5Z5MyRwlCGxesAvKtoZicknVhuVO8SmOeEgJpuSXYR8lTFoSgUgKaSJ+QlICEEvpSbVJ
eocrWXF9MYQi7+0UUh5wIC65zFqudp7UvnEkvLEKsBljG1tLI+dCCMXWneI2YFY15qA0KrGUeaWJ
qSFm3FV+vK/uMkw1CjlWA3LpMjoauwAz8iEGyDsYdj4UNdPEdeksEmfqtmIe6Y4UcJz4moQZfIPw
mrgwsuErFbIW0jw46iDlH0BcMFCS+Q6kp2iKtcsFCTXbOaH4Xpfc1hQ4VEblzCPaVj6ekkmbAP+A
QpFIu1crUzUVTlxWW00nUbL3HxA46oXX8Qz1A4knPoTkTUYOw0Y5WssF2+U0eXmQG9IpQzmkFjId
2wGHQYBaspZITZURZSsc5YgimlzAF6VKGsw0/9QZdArMrkyigZ1O9x6XjEtNULlPUVwxx5OQ/YPx
yFJEtwxyE5P3M1L0GpXQM1HlWyVWxKAlViSeAko3WZM/OPlhbbG6AAsOikDA9WRRhZwTMSvVciOI
EBG74Xdd4JrsFP3iFKKy0Y4UG9xVFOdDTpnCHOC8OP6mmFkOmfBzn9R5OcIheXZijtKVuVTanh9Q
Hrm0uhK2ZMRkiolibhQty4/vn80tNfz+/Mju4Q8q1sZdIakpA+OMTO8U+3HQyAz261YdpBiog+Dy
mXFGFra/zN6WfKrjzEORKFMSKhBNgwxUsRsoOgczPhnSAtgUlxPkeanO50tS0KLwhMBO55TMN0QX
EyVwRJ+UWQ3Av29D4uqOHXEUU5dNiiXTSmU2shOjoVhBJqdSqsGcYtVDMRR7imtxTdxz0MhilGNS
SQEhkSQUEqCjol8UPcmJeEqkiDnESIKDnLMlqE5RqZxCpzxHefHpDrQqeDQ4/iSw7hH8Bj+qjUM9
VaoBtdToPX9loJKoKpPmjKoopCjjW2KiZLBvs+ksR07RMWEQCBRQiVCH4uJUOf6KI6/IjqTFQBeF
asafA+kGsSq8dlvOTkeRJHjQKHZ3ZCg0tT1Wid2z0Sky964hsXDOB5kTW8zZ2zIHKSVMlFlcVeKI
BubIKakRFZUFamxl8FCKM7hsovRO7PLVEjCzs0/kDB7EMh08Kf1IaRNwbBYGsYHcmqqTcezVUpwj
YLRRVVBXMVd9OGNhjWqDYdy0BD8yRSUoaKdTRteHUOQ1hQWSQiK5JigRQwL6Jie98h0iATlE4mZW
wTnOrKaSTAQyWQIpUFPG41wNmd9A4cyyRDPFFPAD+2UJHO8POfQlBbhL5nzSUG9pNauex2YKohbJ
wX/vF7On36Xe7louQk5gwi0i36Ni3x+ekQW77YxSKFE8xcECHnBribI5OFtcCdWX06fL9K9nbI33
NwnuHMZz4DiYpNurIqS2OyPljD3GbC5G1b6i7IX8+TizHqfKUpIXHGaV292+nyWKvT3Sc2gEc1t3
HkArssu/hxy/7sqhKHZ1PPc55pZbqXGoerE2Tzn7vkw7ZlO8z4P3YU0bjmcZ9ysyN1OOdCRZU31X
RapjLL4VjqHTHDiPalNDsXreBnpYJaq5jEuHrirgjqxgqD2leqw8bsvSGUX9kIUn68Wc4uQkoGjY
7pL49zJp2NwBx/VtZmg5j8HPk03ZbHJT1t7txXAmMZH4EOILFbaEIUe+csGyZpEchRRPymyTyvOq
xqh1doinDutpYWXcd9a3qAZu6cuKODBOlixJouyOJO1BEV0JQO1RRdnhNRxXHDhGt7iMoS/ee5vQ
brHIqVkvxzAFQJTlGnKY1hQAFmbe/3zDz4J45fFEp0YKqN+qScRX+YdRFXeAKitqDoMZcgHjmEKD
oLi6KA5WmlkJAp8BDAXRGS9fJ1wNhwEqeNUr5kK4NXdk4EK1P7oSA3MczeK5ADMq7Y5wIMlKOsuB
BKkuJWwHGG0kNC7MOWpKiiwpCrlNrZRXoDKlSby+Jiu3Vhx0aFingFlxbwalmW0mJz7t2ZmXdBgD
HtVWOscwI1EOm+zwoIAFFSrb4a8VzojUOcWosyLMTud8pJNOq9RTDK6KySLHInuoRQldCInuOMZT
eBvvBEV6I212ucbzlFkYPCFh3Boy1wMncVjSofAkS5uTrSjgfqtkA86S4VZ7iiynR+RA3ISLSanE
zUCpBFVGZZTcgeOz+IeCTVxoDVdulEGZQfS1tq4F23mnB/GILwvrfnx1t/my6zbrYRP8DQIdH3of
1xqoiqAx3m1vgu6i6hFBet8FeWqEGqTFuRDVIfU4xJL101ZUVrVhtZJmVZ99tJLSyEXUJp6vFvIc
FrV+zCl3LvZ978FtX283oY+hi6O0vsM/xm5DHGsVvO896rXOEu2h6uNP1ZB0IfTirosINMegWcLg
GSFO50jcRzbJaUVKo7dKScqB8P4xpwx+PRIi93EIgeiWTA0IhpUKtZILoZ8g8xosbolWQakzoSlt
58QNg2ocBY2T8TUqU7Va1TXutdLxvDZ4l2q1VIhHKm1auVheQS3bWj7mlPviBe9RiDjR4d7QYJ2G
TXLrkEkHdXzrPCXVxBF3Jb5F6fFkeqIS9mFB9li/gHNTNGv6W3lEwkj8+EXtzWNOeR38QC4Bu9mu
O4TIfggDikuEHQOwiZrccGPnpbKji04hRfj+1JQDqv9s/kEUiTqRG8ZIXheD7EGy14egr9vYYZD9
lhyVyAj7R2VfHg8dqVGRPIsohBBoB9FBUqOkShF9kTS3oaPEvr4XcuxO3pDC81CMWhtCANeROOoH
hHeIyvBZihj54CioChlkbIKnvLDHnPLdToijulRpso5ARxZYNyV5dUijdzhScjo57a09dZaNysG2
tYpay0rrJ1JWClrVnCWXiWjIR3UWkV1UMcI5Enb9mFNGDNlFIM7qKPVUoaqGw/TGcMaUKE1gndKV
bCpVI2nrkw3MiQGzXA6DtS0iCoMTH6LSvtGRUniIPeKRcaYxwlSaksuCeFzCRt2BclLsqHyFo6gU
ystWVzg/i6xFtDiBEVeDBqyMi7rS21OVE5F2HcFCiZTsdUu+97qVGkUvLKpYN0BOsKGOBiUWtKsL
oWUb1aMKqZ3iPAZPXvGUTEQ+1FncSyy9b1hH9qdvmGwUNvdOzcU/rNCrossYsokAB+2jxA7Vo8qo
lNTJgVKo98TO+cC+iTA6XzwmYlNSRD2FengfNyduuC2GRM/uALzZwNHc44GrZUiOVTEgY4z2Uc9y
cfEgrh5Y32FXJpkBnxYZynG8hCQJMkRKMj5xw2HKxQPhKlCajIeo2iAdr1inT00vUKGozuJSIgzz
K9U/5pTHYrzqZ1lFYj+OenIipGyU5Bh44yvuVXzZtfUpxpOSqhBEIx6Vfw1+dCk1liymWjUIg5Ex
yyrIJWc0kmc8IE6yiBxVRUHb+uSUNcJwln2UUWukGrQmcTzi4V2wI/4MCXqIA2J2V1WcE2vEo8pl
CvNB2IBgCbXxuvZygeohqp1tNVTF4kROI/a5aRzsNujNqaPnOa5f4z0RnFqvkG1FxFleB3suxCKI
c/L3uTCOwiLjRoFgtXvUs7zZc9xAeKuSYaeK4pg9K1acooKRm300x+HsbV8RecGjqo5k/4RUTSX4
lW8QHtTkP0YChIrDWijKAiHSMBD8bLXsbCo48OBLcW5+yjockeVJSlHuSm2/3AwL991FE2N7Jtco
wuWj7jK5Q9is68mAqSVUyENxYxqh20zYZGui2krCa0jJA6eQg+Q0dcviu6ecXU7D3JDwqikOxLFt
CijwVfpatQ6B7fioHLvEEpN/348USraOuUKMnEGRYJMNnw33J5uD2nI0tgKkUVAa+szKuHCpGw4m
NynFRzwqFtmM2Xy69WGNM16RO8qKjfKelQDg0A5ynFlO7g4jV4t4+HWz08R9x1Fcln1pnICfa0Mr
LjohJfJq1F5C/bggO0yOyyhUhVKIu8NpYaJui5+Lc16oyAfZnxEYn9yUXUQHGa8RvZgzvrkDsfAZ
cEpKZaWqJVdKNK28aB91l1/NzCOo3gJ7LSFEOUsnuZu54OP9/V321rCAnOz9mtd8EPt5IioLwUdV
KzYc+FOB7pGragQPDZlt6thoivXgwrQUxUH6BtUSoBja1uiToD1HBFF5G0vVBgxH5jVclMpDzvge
AhISIgBlx0zwj2n7Si6MLmwcHi7FkTiAQ21sjmEgUjUjWfDI5+dN/QY9JUUXxJEdEkFoqo0QTBWX
yBFLxFRI4QTSS2eDfFwo8uUuK1xYlEKcE0cBubNu9GGW04GMSJ6EIvOEMmYMU46mXBXXrSwFWJYZ
zD/qLt9E2IjYCUkWeaS+moCIW1DVKSoDSKmpFNo4amlQ3xdI09rMS/HfRzapFA/tnmoa1QayXwMK
4ZxYSo6YuKXwxxpPDTnn/KP2A17HwKXIofN+wLGRZUbD0FRaB02RSA07szwoWg4K/lvCya67g0ds
jfwvjhs5UmzuMkjCbEp5OtdBUaSTDQNVfgLZI1Fb1Y+POeVO2DXFbkR/9vqTP39+9t2f2ur6lz/6
2eV3/iYFW5LPa+l+/v2bxdlPt8vrf/jhL75z9ZOTQorM33jem6fb33188/2/+Jmobrq/vP7Bs79b
1SQFniyFuuxe/ui3H//1T+S71+sf//0Hf/W3j4qxWez0YvS1e/7RL5tn/4yn+fff/sfq6W8bCQkb
I7f+7IMXzfnPYyOef/RP71396rSQ2rK2gpz6i2+9NstPPNjNR9ft1W+UzJG9UYkXH35Zr37ltO/e
//03l79+XDdczOFnMn7y4dBcPKeo3W9vrt7/NLnjLzii1X3j7vziX4do/Qfrp1enRrjlFH5CdKH7
8qOX73/v00GF/rt33/zgU0lmXirm6CCuv/n8Ox//i1wM3fc+efcHv/k6MPZOJywVbKeS8OyV3qvu
HU+bWSZplTKlp0YxdmYs4qwfDp2hRrWPaiL4pFgvn6f45Bg+EXIk3jr+rlzzBc6aA3S+ZH4rThox
fl7I+7MSjVOuDi/LYuWUSYjrmWfs0V6/LAL39xFSC29XdrI7MiP0b7HL/1Bu+Dz7+sEfURTdmYBt
7Hbb/jXYsVHxocbikgESKdGynk15isUCKU7Xzd9rmskXXpRPnhxdV0JAHxWKTDUxmmKyacqQvr9n
26HRv59X6ZSut5jfkF9TBvrHZemmxfwOr40RjwpFLsteV8VcRUVIOHrmB2XL2vyJ+KZIUVWnNuU7
5c17Ijc6fJopxH9Q6kh8kwI6A870XS5WdfG4asUJUhdvtvuJt6Xw/c2VeybBx36d3TeeNMinR0bL
IN7c/2J5tHTlDVzOZzpFpgXxyIag6mjlj7+Cr7Ipy6OzPO3yuznOObffmB/8/39e+ut46J8X0v0I
l38RKz18KFIc/vbjEhT6rbxnI12jgoJTUOT7ZVuJWdGvwjeYYrRQPyo1Fj4sOvo3KZM8VNA+5pR/
VDzC306B/aC+ndff/GW55qNM5fBdURqqPPz6YTkmH4FIpbc/KAf2x8W0+H7Ikdzfy19d/KmS8bFl
wcDXMIzvlk15lhPheMU5avYvjob6vQdZ3T0iYEIgZQvhr8snq8ISP/46Vn5CDtmBLgliJbVpaoB7
Vd588BY3vJq/gb1P/qpYxpblqx/kFXzUUDd7JEqO61VOr6+k470NzX4tqOt1md28aFVKU9jeZ7B9
48s9vIbd/xtTnuenTBUjs/HziBLCV7nhESGp6yP6Gd7IGv4vvIavMp0/jdfzma0g+c+Go11+Xd68
fIsbTr96UU701M7tt+WrL2dPL5XRH+/1szKwf9y3gUQRr49o9e4tjuAvypt/KqQzGUP+vrz5fUYg
8ZOvg8TikZnuT/7108JA/pkCTWnDn2dECT8rq/9J3gf96X1dRO+9oWC7H8eq63/NEstNFv9f5SaK
8C9MTiAe1Q33N4VX/xYHSD3b4FPBTQui/LtyzW+ADZvgPqWcNrz+FEX8pIi5X1E6BUUC/5ps9cgn
xr8tCYO/lqJvqaLLb5B1XIRoTjEJG8QQh6Hp+7C5a25G+UWs3aa+teMXC2mNcedno4x9fGaaNiwv
AXXU5cUpcdq7m0EOIHy3Hm7V1sVXYuRmM+KllFRwvgawg+vUhuqBKdh4G+LtyZMSRy6nItw2rlzb
KqrOttRN45dXVMeibamSSLzU7SIsz2txpS7bN8sUza2kbqPY9t3IRaO6eG1KlUUqs6C5oADFUcMF
nFJ87qS99fG12N5uxbXr+rsNqjw3XtjudaTQNsoE7PxwKwbf3cXB3A692G5P3HDD5lpc5fV1dRM2
0Xsk4uuuCWFL8UDU3CFu+v5W9o6LSt2SK7c7PWVd8vJecx54pCFR2e1zrvlBMXoRFqtUZgcWTxYr
f2rKI6htCtOyoV/qZZCtOY+VWejYgDTskKJSRK0497odz1wFq/bUDS31LGJ3QPR2tVjUTWN0OF8u
tFpKcVHDylAqjrg0KwWX1YU4q5811Ykbzusxyv0mffN6nuzKjlcQfEqvP3XDfI91KsrKnUeuORQ+
zpohpnACw9Z7dRJ4Tr2nUzMuJLYU8mqEuyyp0zigQdIF5xT2D9VJOpwXyvD7fRamCjNQCmDmHIdT
TckplIuqXFAjQemMXMqwCstQx5Vpn1FAMhWBpwH10Ir6kko+w6WD01MWqe5XEL6OVYRlhE6G8+Df
5cTVJxznOVBJJbiS1MTh7GRUVXNQYXO2uWdzFUblcvowdVp52PTa52RYuON2Qi0XVqqFbWMOMO7o
DyXaLHJa66ldHsWujW5nQFNmPZUmQ+5ywSamtFNbF1qhWjw1XjRvF8V5w7WduXhdbhAzVwO12OuK
fpLbhF1NJy6Fts2lv0NfFtCJXBuW1se9wc45nTi6fknpuhecXa4hV+dJdIgH+kzomvtSXJwMCh1m
b1KKQyH1wFpbjLNFDm+ht97kE02qYicpEcxR6B3y1Wo6KZtUI4J2inshncQityUghn1tqSdObIJY
Fm/WItWtYleU4hTbWpwKMurLFKgVlCu9wrlOyzjTdksBgV2zkodeX7D7D2/witp7c20izspsIvUb
SvkjyIHv6pRoQ9UzKXng1A0Rk1Mp1pchvG6raJV3YuulMtSWT5ENMN52YotvOi1U6GRd6S146Nzd
oq06uO3jNshNc4WYQNVV6LrNVr0Ofb8d1rd2a8c+1H6MlL3dtCtYNWfPdIDRc0ZDfdZEA4uq6qjk
1xCGbju6O7vu5GsY6Mf40z74O2XxDrfdy1fbOyq5unXbce1R4IPc+qijH7fr7egddRkdO2vjaBdS
hhbOKdu6HjW9zoTST9TZBWW3dUjG0lg5jFJKrdX5wilda1OLqhbyrKa+Xt6YelEtLs9jXV20q9KC
FToUvJIKpbapzwNYwPlwsQvkeJ3aSm8hhi2x0O4qYWQqrBa3Mp57ZmhSXapVCmZrmaupkTJXV3Qs
gFCQlDhhxBxWjVsz4gi1VLgCBlTNrT2eRKpzhIBKLbSRrbW2HmVb0kb60u/9WaTOKjW1jNOSIuXE
6O1GN1ospYd+IRahpiL+RlwYPNO2A+r2XKnFOPqWU/aRf1IPNS4e4rRYBZQOslLhlsp/Ur2aNYiX
oxtwyaNaB62sB1A2UvqDD8optaCwJTEisFhUdwLSCF8HLqQGkOvYU4Auwsughd1uHe6xpKp8yseW
2u4EOXItHQt6bVuN4k4Za6vKU826jsVrj9uA6yO45hWNWm08YiRi1L2NW5zyEkehvK4r0QQbRuoS
qGznR4W73lSrykqxIq4Bd2O30vVmY6/XGyrpg8An+rO6vdvAi9vPEQZf33TPX7/03TA6u+17nMcK
+aMy71xeSWm89AvTni2XsWqeXl4JkJvg8XMk75trvCFo3yCxLdtqDMMtJazC+rp/3d1SR0GFbNlW
uN9Sj0FeUg9d2QVrnK7bNsjqcnkOKJ6HcakNwe/eGtm3jbIClu0SZ/O5Q/IBHPzL21feOirwa6um
qmtjcLWvapRa/RBcq5u2WkZdX52foZx+cX13Xi9ffL7+9PPnDsHk4iki0j97591hFJ9fdwu5ur7e
fP76hdexprxq8c577+FqrTfh6eLJXReev3iJp2O5eoIc7t33rsR//W///X/8r+dbsXjyZ9/6dz/8
8X/48X/6djNDKP/5v/zHf/+Nq0ba7c2Lz3/3yf/+1S9/8ZupPzAx3/8De+cZKg==
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

