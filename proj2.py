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
#   PARALLEL SEARCH ...... one position's search shared among worker
#                          processes (--jobs); the workers' start
#   OPENING BOOK ......... Othello's first moves, with their values
#   COMPUTER PLAYERS ..... naive to level5, each (board, piece) -> move
#   SQUARES .............. typed moves, square names and numbers, --position
#   OPENING NAMES ........ Othello's named openings, by position
#   ANALYSIS ............. every move's value, labelled (analyze)
#   GAME RECORDS ......... records, move strings, save
#   GAME FORMATS ......... transcripts, board strings, GGF, WTHOR; --load
#   REVIEW ............... every move of a game judged (review)
#   TERMINAL ............. lines read, echoes, problems said, progress
#   GAME SESSION ......... Game, GameState, undo, the loop, hint, words
#                          (its words save and review use the two above)
#   CLASSIC DISPLAY ...... the course's transcript, every rule set's board
#   NEW GAME ............. create_game: the Game every front end plays
#   RICH DISPLAY ......... --style rich
#   MATCH ................ --match: computers against each other
#   ICS 32 PROTOCOL ...... --protocol ics32, exactly as UCI ICS 32 says
#   GO TEXT PROTOCOL ..... --protocol gtp: proj2 as an engine
#   NBOARD PROTOCOL ...... --protocol nboard: proj2 as NBoard's engine
#   WINDOW ............... --gui: the game in a tkinter window
#   COMMAND LINE ......... the options, the modes, run_program
#   DATA ................. the pattern tables and the opening book, encoded
#                          (EVALUATION and OPENING BOOK read them): no code
import array
import atexit
import base64
import builtins
import contextlib
import dataclasses
import errno
import functools
import itertools
import lzma
import math
import operator
import os
import random
import re
import signal
import stat
import sys
import threading
import time
import zlib
# multiprocessing is imported where workers start (PARALLEL SEARCH),
# argparse where the command line is read and tempfile where a save
# writes: they were two fifths of the start-up of every worker, which
# needs none of them, and of most runs.


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
    # the [row step, column step] lines run in (a list: left out of the
    # hash, which get_rule_moves' memory takes)
    directions: list = dataclasses.field(hash=False)
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

# How many positions' legal moves get_rule_moves remembers.
RULE_MOVES_REMEMBERED = 1024

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
    """The board of a new game under the rule set: empty, or the centre
    four filled, top_left (None: the rule set's) on the top-left and
    bottom-right squares of them and the other side on the other two.
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
    piece next to the square in each direction, as [row, col] squares in
    the directions' order; empty when the square is off the board or taken.
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
    """Lists the [row, col] pieces a move would flip, board unchanged:
    sandwiched lines (get_flips), or the adjacent ones (CAPTURE_ADJACENT).
    """
    if rules.capture == CAPTURE_ADJACENT:
        return _get_adjacent_flips(board, row, col, piece,
                                  rules.directions)
    return get_flips(board, row, col, piece, rules.directions)


def is_rule_move(board, row, col, piece, rules=UMBC_RULES):
    """Tells whether the side may play the square: empty, on the board and,
    when the rule set's needs_flip is set, flipping at least one piece.
    """
    if not is_on_board(board, row, col) or board[row][col] != EMPTY:
        return False
    if not rules.needs_flip:
        return True
    return len(get_rule_flips(board, row, col, piece, rules)) > 0


def get_rule_moves(board, piece, rules=UMBC_RULES):
    """Lists every legal [row, col] move of a side, in row-major order.
    A turn asks for one position's moves many times (who is to move, the
    status line, the pass check, the marks, each redraw of the window), so
    the last RULE_MOVES_REMEMBERED positions' answers are remembered.
    """
    return [list(move) for move in _list_rule_moves(
        tuple(map(tuple, board)), piece, rules)]


@functools.lru_cache(maxsize=RULE_MOVES_REMEMBERED)
def _list_rule_moves(rows, piece, rules):
    """get_rule_moves' work, on the board's rows as tuples (a key)."""
    return tuple((row, col) for row in range(len(rows))
                 for col in range(len(rows[row]))
                 if is_rule_move(rows, row, col, piece, rules))


def apply_rule_move(board, row, col, piece, rules=UMBC_RULES):
    """Plays a legal move in place; returns the [row, col] squares flipped."""
    flips = get_rule_flips(board, row, col, piece, rules)
    place_piece(board, row, col, piece, flips)
    return flips


def has_rule_move(board, piece, rules=UMBC_RULES):
    """Tells whether a side has a legal move (by get_rule_moves, whose
    answer the turn soon asks for too)."""
    return len(get_rule_moves(board, piece, rules)) > 0


def get_side_to_move(board, piece_due, rules=UMBC_RULES):
    """Decides who plays next, which is also where passing and the end of
    the game are decided: piece_due if it can move; else, under rules with
    passing, the other side if it can; else EMPTY, the game being over.
    """
    if has_rule_move(board, piece_due, rules):
        return piece_due
    opponent = get_opponent(piece_due)
    if rules.can_pass and has_rule_move(board, opponent, rules):
        return opponent
    return EMPTY


def is_rule_game_over(board, piece_to_move, rules=UMBC_RULES):
    """Tells whether the game is over (see get_side_to_move)."""
    return get_side_to_move(board, piece_to_move, rules) == EMPTY


def get_rule_winner(board, win=WIN_MOST):
    """Decides the winner by the most or the fewest pieces (EMPTY: a tie)."""
    winner = get_winner(board)
    if win == WIN_FEWEST and winner != EMPTY:
        return get_opponent(winner)
    return winner


def get_final_scores(board, rules=UMBC_RULES, win=WIN_MOST):
    """Scores a finished game, {PLAYER_PIECE: X's score, COMPUTER_PIECE:
    O's}: each side's pieces; when the rule set gives the empty squares to
    the winner (the WOF's rule) and the most discs win, the winner takes
    them too, and on a tie each side half.
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
    """Writes a finished game's final score line, saying where the empty
    squares went when they count, such as 'Final score: X 37, O 27 (X's
    36 discs and the empty square)'.
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
    """Lists a side's legal moves as [row, col, flip count], in MSU CSE
    231's get_hint order: most flips first, and among equal counts the
    later square (by row, then column) first.
    """
    ordered = []
    for move in get_rule_moves(board, piece, rules):
        flips = get_rule_flips(board, move[0], move[1],
                               piece, rules)
        ordered.append([len(flips), move[0], move[1]])
    ordered.sort(reverse=True)
    return [[row, col, flip_count] for flip_count, row, col in ordered]


def count_perft_leaves(board, piece, depth, rules=UMBC_RULES):
    """Counts the leaves of the move tree on the 2D list (perft), board left
    unchanged, by Aart Bik's convention (also magpie's and Egaroucid's): a
    pass is a ply, a finished game a leaf at every later depth. The slow,
    readable counter: --perft uses count_engine_leaves, held to it by tests.
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
    """A rule set on bitboards for one size: built once, then only read."""
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
    """Splits a set of squares into single-bit ints, lowest bit first,
    which on the board is row-major order (top row first, left to right).
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
    """Converts a 2D board to the engine's pair [own, opponent], the bits of
    piece's pieces and the other side's: once at the start of a search,
    never once per position searched.
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
    """Finds the bits of the moves that sandwich a line (every grid game's
    rule but the simplified one): an empty square from which, in one of
    the directions, one or more opponent pieces run up to one of the
    mover's. Each direction grows the runs of opponent pieces out from the
    mover's pieces one step at a time, stopping as soon as none is left.
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
    """Finds the simplified rules' moves: empty squares next to an opponent."""
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
    """Finds the bits a move flips under line captures (0 when none): in
    each direction, the run of opponent pieces from the move up to the
    nearest of the mover's own pieces on the ray that way. Only the rays
    with room for a capture are looked at, and only when the square next
    to the move is the opponent's (see Engine.square_rays).
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
    """Finds the squares a step from the bits, in the rule set's directions."""
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
    """Finds the squares with no neighbour in the direction of shift (toward
    higher bits when toward_higher): those whose next square that way is
    off the board (a guard column, or beyond the first or last row).
    """
    if toward_higher:
        return squares & ~(squares >> shift)
    return squares & ~(squares << shift)


def get_ray_bits(move, shift, toward_higher, squares):
    """Finds the squares from move to the board's edge in the direction of
    shift (toward higher bits when toward_higher), move left out.
    """
    ray = 0
    square = move << shift if toward_higher else move >> shift
    while square & squares:
        ray |= square
        square = square << shift if toward_higher else square >> shift
    return ray


@functools.lru_cache(maxsize=None)
def build_engine(rules, rows, cols):
    """Builds the Engine for a rule set and a board size: the bit layout,
    the shifts of the rule set's directions, the move and flip finders
    its capture rule needs, and the squares the evaluation cares about.
    Built once for each rule set and size (remembered: every search and
    every board converted asks for it), and only read after.
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
    """Fills in an Engine's evaluation squares, worked out from the board's
    shape and the rule set's directions (nothing written for 8x8 only):
    the corners, the squares next to and diagonally in from each set of
    empty corners, the other edge squares, the axes, each square's class
    (see SQUARE_CORNER) and the parity regions (see solve_few_empties).
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
    engine.regions = list_parity_regions(engine)


def list_parity_regions(engine):
    """The parity regions' bits (see solve_few_empties): the four
    quarters of the board (the two halves of a one-row board).
    """
    regions = {}
    for bit in list_bits(engine.squares):
        row, col = get_bit_square(bit, engine)
        region = (row * REGIONS_PER_SIDE // engine.rows,
                  col * REGIONS_PER_SIDE // engine.cols)
        regions[region] = regions.get(region, 0) | bit
    return list(regions.values())


def play_engine_move(own, opponent, move, engine):
    """Plays a move on the engine's bits and returns (own, opponent) after
    it, seen from the side that moves next: the other side's pieces less
    those flipped, then the mover's with the flips and the move. (The
    innermost loops of perft and of the exact solver do the same in place,
    to save a call.)
    """
    flips = engine.find_flips(own, opponent, move, engine)
    return opponent ^ flips, own | flips | move


def get_engine_turn(own, opponent, engine):
    """Decides who plays next, as get_side_to_move does on the 2D list.
    Returns (turn, moves): TURN_OWN with own's moves, TURN_OPPONENT (own
    must pass) with the other side's, or TURN_GAME_OVER with 0.
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
    the last ply without playing it, and a position reached again by
    another order of moves once, its count kept in counted, {(own,
    opponent, depth): leaves} (None: a new one) of PERFT_TABLE_SIZE at most.
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
# How many positions a second the search does with each evaluation on
# one core of this project's two-core machine (CPython 3.11) while the
# other core searches too: a level's budget, in positions, is the think
# time times this, a core (measured by tests/bench/bench_evaluation.py:
# about 71,000 and 52,000 a second on one core alone; the patterns'
# search at depth 7 by tests/bench/bench_search_speed.py, 70,000 a
# second alone or with both cores busy, of which a game's parallel
# search makes about 54,000).
FEATURE_NODES_PER_SECOND = 60000
PATTERN_NODES_PER_SECOND = 54000
# ProbCut's calibration for the pattern evaluation (see try_probcut in
# the SEARCH section): for each depth from the first, None or [slope,
# offset, error]: the deep search's value as slope times the shallow
# one's plus offset, with a residual of that standard deviation in
# discs, measured by tests/bench/fit_probcut.py with round 5's tables on
# positions of the 2000 tournament games (150 a depth). Below depth 3
# the shallow search would be no search at all. The fits of depths 8
# and 9 serve the deeper searches of their parity, which the fitting did
# not reach.
PROBCUT_FIT = (None, None, None,
               None, [1.026, 0.04, 2.74],
               [1.031, -0.37, 2.69], [1.050, 0.38, 3.52],
               [1.047, 0.06, 3.72]) + ([1.039, 0.66, 2.75],
                                       [1.026, 0.85, 2.68]) * 7


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
    children: object = None       # None, or a function (own, opponent,
    # ... engine, evaluation) -> a function (move, flips, child_own,
    # ... child_opponent, child_moves) -> function's value of the
    # ... position after move, sooner (see prepare_pattern_children)


def find_stable_pieces(own, empty, engine):
    """Finds the bits of own's pieces that can never be flipped again.
    Under the simplified rules, a piece with no empty neighbour. Under line
    captures, a piece along every axis of which the square on one side is
    off the board or holds a stable piece of the same side, so no line
    through it can be closed at both ends: the set grows from the corners.
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
    """Finds the list of FEATURE_COUNT features of a position (see
    FEATURE_MOBILITY). sign is 1 when the most discs win, -1 when the
    fewest do: then what a side owns (corners, the squares next to empty
    corners, edges, stable pieces, discs) counts against it, while
    mobility, the frontier, parity and the tempo count as they do.
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
    """Judges a position that is not over for the side to move: the final
    disc difference the evaluation's weights predict, an int in discs
    kept within what the board allows. sign is 1 when the most discs win,
    -1 when the fewest do.
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
    """Gives each square (by bit position) the order weight of its class."""
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
    [66, -83, 931, 621, 497, -234, 931, -197, -143, -138],  # 56-59 empties
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
# (PATTERN_STAGE_EMPTIES empty squares to a stage), with a constant for
# each number of empty squares, were fitted by tests/bench/fit_real.py
# to tournament positions valued by a strong engine and by the exact
# solver; they are decoded from PATTERN_WEIGHTS (in the last section)
# on the first search that uses them (load_pattern_evaluation).
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
    """Maps a (row, col) square by a symmetry (see BOARD_SYMMETRIES)."""
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
    """Lists a pattern type's instances, tuples of (row, col) squares in
    digit order: its images under the board's symmetries, one for each set
    of squares, in the symmetries' order.
    """
    instances = {}
    for symmetry in BOARD_SYMMETRIES:
        image = tuple(map_square(square, symmetry)
                      for square in pattern.squares)
        instances.setdefault(frozenset(image), image)
    return list(instances.values())


def list_pattern_self_maps(pattern):
    """Lists the orders in which a pattern's own squares can be read when
    the board's symmetries map it onto itself (a row read from either end;
    a corner block across its diagonal): permutations, identity first,
    whose entry i is the digit position the i-th square maps to.
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
    """Reads a square's digit: 0 (empty), OWN_DIGIT or OPPONENT_DIGIT."""
    bit = get_square_bit(square[0], square[1], engine)
    return OWN_DIGIT if own & bit else OPPONENT_DIGIT if opponent & bit else 0


def get_canonical_index(digits, self_maps):
    """Finds the index under which a pattern's table keeps the state of
    digits: the least of its indexes when read in each of the pattern's
    self_maps (see list_pattern_self_maps), so that states that are
    mirror images share one entry.
    """
    indexes = []
    for order in self_maps:
        index = 0
        for position, digit in enumerate(digits):
            index += digit * PATTERN_DIGIT_BASE ** order[position]
        indexes.append(index)
    return min(indexes)


def read_pattern_indexes(own, opponent, engine):
    """Reads every pattern of a position square by square: the slow, plain
    reading that evaluate_patterns is tested against and the fitting
    script uses. Returns, for each of PATTERN_TYPES, a list of its
    instances' canonical indexes (see get_canonical_index).
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
# The bits a row of a corner block takes in its gathered int.
CORNER_3_ROW_BITS = 3
CORNER_5_ROW_BITS = 5
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
    """Builds a layout's digit table for one side (see EDGE_LAYOUT): for
    each of the 2 ** len(layout) ints of the layout's bits, the sum of
    digit * 3 ** position over its set bits.
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
    row_shifts: tuple             # the shifts that bring rows 1-7 down
    # ... to the first
    column_mask: int              # the squares of the first column
    column_multiplier: int        # gathers them into bits 56-63 (see
    # ... get_line_gather)
    column_top: int               # the lowest of those bits
    diagonals: tuple              # (shift, mask, multiplier, top, length
    # ... mask) of each diagonal instance (list_diagonal_gathers)
    instance_slots: tuple         # each instance's type, as its place in
    # ... PATTERN_TYPES, in read_pattern_instances' order
    get_instance_tables: object   # a stage's tables -> each instance's
    placed_steps: tuple = ()      # by bit place: (instance, what its
    # ... index gains) when the other side puts a disc there
    flipped_steps: tuple = ()     # by bit place: (instance, what its
    # ... index gains) when the other side flips the disc there


def get_line_gather(places):
    """Works out how evaluate_patterns gathers a line of squares (a column
    or a diagonal: bit places, lowest first, a constant stride apart) into
    the low bits of an int, as (shift, mask, multiplier, top): shift the
    side's bits down to the line's lowest square, keep its squares with
    the mask, and multiply by a number with one bit per square, which
    moves square k (k strides along the line) to bit top + k. No two terms
    of the product land on the same bit (so none carries into another),
    and those of other squares land below top or above the line's bits,
    which a mask of its length drops.
    """
    stride = places[1] - places[0]
    top = (stride - 1) * (len(places) - 1)
    mask = sum(1 << (place - places[0]) for place in places)
    multiplier = sum(1 << (top - (stride - 1) * step)
                     for step in range(len(places)))
    return places[0], mask, multiplier, top


def list_diagonal_gathers(engine):
    """Lists how evaluate_patterns gathers each diagonal instance: (shift,
    mask, multiplier, top (see get_line_gather), length mask, the type's
    place in PATTERN_TYPES).
    """
    gathers = []
    for slot in range(FIRST_DIAGONAL_SLOT, len(PATTERN_TYPES)):
        for instance in list_pattern_instances(PATTERN_TYPES[slot]):
            places = sorted(row * engine.width + col for row, col in instance)
            gathers.append(get_line_gather(places)
                           + ((1 << len(places)) - 1, slot))
    return gathers


def read_pattern_instances(own, opponent, reading):
    """Lists, in a new list, the base-3 index of every pattern instance of
    a position (own read as OWN_DIGIT, opponent as OPPONENT_DIGIT) in the
    order of reading.instance_slots: the edges, the corner blocks, the
    rows and columns, then the diagonals. Written out, not in a loop: this
    is the evaluation's hottest part.
    """
    (edge_own, edge_other, corner_own, corner_other, toward_own,
     toward_other, block_own, block_other, back_own, back_other,
     line_own, line_other) = reading.digit_tables
    byte = PATTERN_BYTE_MASK
    column = reading.column_mask
    gather = reading.column_multiplier
    top = reading.column_top
    r1, r2, r3, r4, r5, r6, r7 = reading.row_shifts
    a0 = own & byte
    a1 = own >> r1 & byte
    a2 = own >> r2 & byte
    a3 = own >> r3 & byte
    a4 = own >> r4 & byte
    a5 = own >> r5 & byte
    a6 = own >> r6 & byte
    a7 = own >> r7 & byte
    b0 = opponent & byte
    b1 = opponent >> r1 & byte
    b2 = opponent >> r2 & byte
    b3 = opponent >> r3 & byte
    b4 = opponent >> r4 & byte
    b5 = opponent >> r5 & byte
    b6 = opponent >> r6 & byte
    b7 = opponent >> r7 & byte
    c0 = (own & column) * gather >> top & byte
    c1 = (own >> 1 & column) * gather >> top & byte
    c2 = (own >> 2 & column) * gather >> top & byte
    c3 = (own >> 3 & column) * gather >> top & byte
    c4 = (own >> 4 & column) * gather >> top & byte
    c5 = (own >> 5 & column) * gather >> top & byte
    c6 = (own >> 6 & column) * gather >> top & byte
    c7 = (own >> 7 & column) * gather >> top & byte
    d0 = (opponent & column) * gather >> top & byte
    d1 = (opponent >> 1 & column) * gather >> top & byte
    d2 = (opponent >> 2 & column) * gather >> top & byte
    d3 = (opponent >> 3 & column) * gather >> top & byte
    d4 = (opponent >> 4 & column) * gather >> top & byte
    d5 = (opponent >> 5 & column) * gather >> top & byte
    d6 = (opponent >> 6 & column) * gather >> top & byte
    d7 = (opponent >> 7 & column) * gather >> top & byte
    x_squares = EDGE_X_SQUARES
    x_shift = EDGE_X_SHIFT
    three = CORNER_3_MASK
    three_shift = CORNER_3_SHIFT
    five = CORNER_5_MASK
    five_shift = CORNER_5_SHIFT
    second_3 = CORNER_3_ROW_BITS
    third_3 = 2 * CORNER_3_ROW_BITS
    second_5 = CORNER_5_ROW_BITS
    # The rows a and b, the columns c and d, with the first and last in
    # the edges, the blocks and the lines.
    indices = [
        edge_own[a0 | (a1 & x_squares) << x_shift]
        + edge_other[b0 | (b1 & x_squares) << x_shift],
        edge_own[a7 | (a6 & x_squares) << x_shift]
        + edge_other[b7 | (b6 & x_squares) << x_shift],
        edge_own[c0 | (c1 & x_squares) << x_shift]
        + edge_other[d0 | (d1 & x_squares) << x_shift],
        edge_own[c7 | (c6 & x_squares) << x_shift]
        + edge_other[d7 | (d6 & x_squares) << x_shift],
        corner_own[(a0 & three) | (a1 & three) << second_3
                   | (a2 & three) << third_3]
        + corner_other[(b0 & three) | (b1 & three) << second_3
                       | (b2 & three) << third_3],
        corner_own[(a7 & three) | (a6 & three) << second_3
                   | (a5 & three) << third_3]
        + corner_other[(b7 & three) | (b6 & three) << second_3
                       | (b5 & three) << third_3],
        corner_own[(c7 & three) | (c6 & three) << second_3
                   | (c5 & three) << third_3]
        + corner_other[(d7 & three) | (d6 & three) << second_3
                       | (d5 & three) << third_3],
        toward_own[c7 >> three_shift | (c6 >> three_shift) << second_3
                   | (c5 >> three_shift) << third_3]
        + toward_other[d7 >> three_shift | (d6 >> three_shift) << second_3
                       | (d5 >> three_shift) << third_3],
        block_own[(a0 & five) | (a1 & five) << second_5]
        + block_other[(b0 & five) | (b1 & five) << second_5],
        back_own[a0 >> five_shift | (a1 >> five_shift) << second_5]
        + back_other[b0 >> five_shift | (b1 >> five_shift) << second_5],
        block_own[(a7 & five) | (a6 & five) << second_5]
        + block_other[(b7 & five) | (b6 & five) << second_5],
        back_own[a7 >> five_shift | (a6 >> five_shift) << second_5]
        + back_other[b7 >> five_shift | (b6 >> five_shift) << second_5],
        block_own[(c0 & five) | (c1 & five) << second_5]
        + block_other[(d0 & five) | (d1 & five) << second_5],
        back_own[c0 >> five_shift | (c1 >> five_shift) << second_5]
        + back_other[d0 >> five_shift | (d1 >> five_shift) << second_5],
        block_own[(c7 & five) | (c6 & five) << second_5]
        + block_other[(d7 & five) | (d6 & five) << second_5],
        back_own[c7 >> five_shift | (c6 >> five_shift) << second_5]
        + back_other[d7 >> five_shift | (d6 >> five_shift) << second_5],
        line_own[a1] + line_other[b1], line_own[a6] + line_other[b6],
        line_own[c1] + line_other[d1], line_own[c6] + line_other[d6],
        line_own[a2] + line_other[b2], line_own[a5] + line_other[b5],
        line_own[c2] + line_other[d2], line_own[c5] + line_other[d5],
        line_own[a3] + line_other[b3], line_own[a4] + line_other[b4],
        line_own[c3] + line_other[d3], line_own[c4] + line_other[d4]]
    for shift, mask, multiplier, low, keep in reading.diagonals:
        indices.append(
            line_own[(own >> shift & mask) * multiplier >> low & keep]
            + line_other[(opponent >> shift & mask) * multiplier >> low
                         & keep])
    return indices


def get_pattern_value(total):
    """Turns a sum of weights (in 1 / PATTERN_UNITS_PER_DISC discs) into
    whole discs, rounded to nearest (halves up), within the board's range.
    """
    value = (2 * total + PATTERN_UNITS_PER_DISC) // (
        2 * PATTERN_UNITS_PER_DISC)
    return max(-PATTERN_SQUARES, min(PATTERN_SQUARES, value))


def evaluate_patterns(own, opponent, own_moves, engine, evaluation, sign):
    """Judges a position of Othello's 8x8 board as evaluate_position does
    (sign is 1), by its patterns: the sum of the weights its instances
    read in its stage's tables (see PATTERN_TYPES), of the weights of each
    side's number of moves and of the stage's constant.
    """
    tables = evaluation.stage_weights[
        PATTERN_SQUARES - (own | opponent).bit_count()]
    reading = evaluation.reading
    mobility_top = MOBILITY_TABLE_SIZE - 1
    return get_pattern_value(
        sum(map(operator.getitem, reading.get_instance_tables(tables),
                read_pattern_instances(own, opponent, reading)))
        + tables[MOBILITY_SLOT][min(own_moves.bit_count(), mobility_top)]
        + tables[MOBILITY_SLOT + 1][min(engine.find_moves(
            opponent, own, engine).bit_count(), mobility_top)]
        + tables[CONSTANT_SLOT])


def prepare_pattern_children(own, opponent, engine, evaluation):
    """Readies the judging of the positions one move after a position, as
    evaluate_patterns judges them, for the ply above the leaves, where a
    search spends most of its time: the instances are read once, as the
    other side (who moves after the move) sees them, and each position
    after a move updates only those its move changed (as Edax does).
    Returns a function (move, flips, child_own, child_opponent,
    child_moves) -> the value of the position after move for its mover.
    """
    reading = evaluation.reading
    tables = evaluation.stage_weights[
        PATTERN_SQUARES - 1 - (own | opponent).bit_count()]
    instance_tables = reading.get_instance_tables(tables)
    indices = read_pattern_instances(opponent, own, reading)
    base = (sum(map(operator.getitem, instance_tables, indices))
            + tables[CONSTANT_SLOT])
    own_mobility = tables[MOBILITY_SLOT]
    other_mobility = tables[MOBILITY_SLOT + 1]
    mobility_top = MOBILITY_TABLE_SIZE - 1
    placed_steps = reading.placed_steps
    flipped_steps = reading.flipped_steps
    find_moves = engine.find_moves

    def judge(move, flips, child_own, child_opponent, child_moves):
        total = base
        changed = indices[:]
        for instance, step in placed_steps[move.bit_length() - 1]:
            index = changed[instance]
            table = instance_tables[instance]
            total += table[index + step] - table[index]
            changed[instance] = index + step
        while flips:
            flip = flips & -flips
            flips ^= flip
            for instance, step in flipped_steps[flip.bit_length() - 1]:
                index = changed[instance]
                table = instance_tables[instance]
                total += table[index + step] - table[index]
                changed[instance] = index + step
        return get_pattern_value(
            total
            + own_mobility[min(child_moves.bit_count(), mobility_top)]
            + other_mobility[min(find_moves(child_opponent, child_own,
                                            engine).bit_count(),
                                 mobility_top)])

    return judge


def is_othello_board(engine):
    """Tells whether the Engine is the one the pattern tables were made for."""
    rules = engine.rules
    return (engine.rows == engine.cols == PATTERN_SIDE
            and rules.directions == ALL_DIRECTIONS
            and rules.capture == CAPTURE_LINES and rules.needs_flip
            and rules.can_pass)


def list_canonical_ranks(pattern):
    """Numbers a pattern's canonical states (see get_canonical_index) in
    increasing order, as the encoded tables keep them. Returns (for each
    state, its canonical state's number, or None when every state is
    canonical; how many canonical states there are).
    """
    orders = list_pattern_self_maps(pattern)
    images = [range(PATTERN_DIGIT_BASE ** len(orders[0]))]
    if len(orders) == 1:
        return None, len(images[0])
    for order in orders[1:]:
        image = [0]
        for position in order:
            step = PATTERN_DIGIT_BASE ** position
            image = list(itertools.chain.from_iterable(
                map((digit * step).__add__, image)
                for digit in range(PATTERN_DIGIT_BASE)))
        images.append(image)
    canonical = list(map(min, *images))
    # below[state]: how many canonical states come before it.
    below = [0, *itertools.accumulate(map(operator.eq, canonical,
                                          range(len(canonical))))]
    return operator.itemgetter(*canonical)(below), below[-1]


def build_pattern_reading():
    """Works out the PatternReading of Othello's 8x8 board: the digit
    tables, the gathers, and what a move changes in each instance's index
    (read from the reading itself, a disc at a time, so they agree).
    """
    engine = build_engine(STANDARD_RULES, PATTERN_SIDE, PATTERN_SIDE)
    digit_tables = []
    for layout in PATTERN_LAYOUTS:
        digit_tables.append(build_digit_table(layout, OWN_DIGIT))
        digit_tables.append(build_digit_table(layout, OPPONENT_DIGIT))
    # The first column; the others are shifted down onto it.
    _, column_mask, multiplier, top = get_line_gather(
        [row * engine.width for row in range(PATTERN_SIDE)])
    diagonals = list_diagonal_gathers(engine)
    slots = [slot for slot, pattern in enumerate(
        PATTERN_TYPES[:FIRST_DIAGONAL_SLOT])
        for _ in list_pattern_instances(pattern)]
    slots += [gather[-1] for gather in diagonals]
    reading = PatternReading(
        tuple(digit_tables),
        tuple(row * engine.width for row in range(1, PATTERN_SIDE)),
        column_mask, multiplier, top,
        tuple(gather[:-1] for gather in diagonals), tuple(slots),
        operator.itemgetter(*slots))
    placed = []
    flipped = []
    for place in range(engine.squares.bit_length()):
        # A lone disc of the side to move reads OWN_DIGIT times the
        # power of 3 of its square's digit in each instance it is in.
        powers = [(instance, index // OWN_DIGIT) for instance, index
                  in enumerate(read_pattern_instances(1 << place, 0,
                                                      reading)) if index]
        placed.append(tuple((instance, OPPONENT_DIGIT * power)
                            for instance, power in powers))
        flipped.append(tuple((instance, (OPPONENT_DIGIT - OWN_DIGIT) * power)
                             for instance, power in powers))
    return dataclasses.replace(reading, placed_steps=tuple(placed),
                               flipped_steps=tuple(flipped))


@functools.lru_cache(maxsize=None)
def load_pattern_evaluation():
    """Decodes the pattern tables (PATTERN_WEIGHTS, in DATA, the module's
    last section) on the first search that needs them, once a process.
    The block is base64 text of lzma-compressed signed bytes, weights in
    1 / PATTERN_UNITS_PER_DISC discs, checked against PATTERN_WEIGHTS_CRC
    (zlib.crc32). Stage s (of PATTERN_SQUARES // PATTERN_STAGE_EMPTIES)
    judges PATTERN_STAGE_EMPTIES * s to PATTERN_STAGE_EMPTIES * (s + 1) - 1
    empty squares, the last one every position with more. First come the
    tables, entry by entry, each entry's weight at every stage in turn
    (neighbouring stages' weights are alike, so they compress best side by
    side): for each of PATTERN_TYPES in order, one entry for each canonical
    state (see list_canonical_ranks) in increasing order; then
    MOBILITY_TABLE_SIZE entries for the side to move's number of moves
    (the last for that many or more) and as many for the other side's.
    Last come PATTERN_SQUARES + 1 constants, one for each number of empty
    squares (the side to move's tempo changes with it). Returns the
    pattern Evaluation, its stage_weights by the number of empty squares,
    0 to PATTERN_SQUARES: the tables of its stage, then its constant.
    Raises ValueError when the block is damaged.
    """
    data = lzma.decompress(base64.b64decode(PATTERN_WEIGHTS))
    if zlib.crc32(data) != PATTERN_WEIGHTS_CRC:
        raise ValueError("the pattern weights are damaged")
    count = PATTERN_SQUARES // PATTERN_STAGE_EMPTIES
    expansions = [list_canonical_ranks(pattern) for pattern in PATTERN_TYPES]
    expansions += [(None, MOBILITY_TABLE_SIZE)] * 2
    if len(data) != count * sum(size for _, size in expansions) + (
            PATTERN_SQUARES + 1):
        raise ValueError("the pattern weights are damaged")
    stages = [[] for _ in range(count)]
    start = 0
    for ranks, size in expansions:
        block = data[start:start + size * count]
        start += size * count
        if ranks is not None:
            # Each state takes its canonical entry's weights, all stages'.
            entries = [block[place:place + count]
                       for place in range(0, len(block), count)]
            block = b"".join(operator.itemgetter(*ranks)(entries))
        for stage, tables in enumerate(stages):
            # Signed bytes: tables of pointers would crowd the cache.
            table = array.array("b")
            table.frombytes(block[stage::count])
            tables.append(table)
    constants = array.array("b", data[start:])
    by_empties = tuple(
        tuple(stages[min(empties // PATTERN_STAGE_EMPTIES, count - 1)])
        + (constants[empties],)
        for empties in range(PATTERN_SQUARES + 1))
    return Evaluation(evaluate_patterns, by_empties, SQUARE_ORDER,
                      PATTERN_NODES_PER_SECOND, build_pattern_reading(),
                      None, PROBCUT_FIT, prepare_pattern_children)


def choose_board_evaluation(engine, evaluation, sign, empties):
    """Chooses the evaluation a search uses: the one the given evaluation
    names for Othello's 8x8 board (see Evaluation) when it names one, the
    board is that, the most discs win (sign 1) and the search starts from
    PATTERN_MOST_EMPTIES empty squares or fewer; else the given one.
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
    White) for piece, in discs, as a search judges its leaves: with the
    evaluation choose_board_evaluation picks from DEFAULT_EVALUATION, the
    most discs winning.
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
# disc difference. The evaluating search's nodes (search_node) loop over
# their moves in _search_moves; the solver's (solve_node) in a loop of
# their own, which first tries to cut the position off by the table's
# entries of the positions after its moves; the first ply (search_root)
# is its own function, because it must name its move.

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
# ProbCut (see try_probcut): the shallow search is about half as deep as the
# deep one, of the same parity (get_probcut_depth); a position is cut when the
# shallow search puts the prediction PROBCUT_SPREADS residual spreads outside
# the window, and only windows inside +-PROBCUT_LARGEST_WINDOW discs (the
# evaluation's range) are tried.
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
    stop: object = None           # None, or a worker's link to the
    # ... program: a function (positions so far) -> whether to stop


# Every move's value, for the analysis: a Valuation per move. The proven
# values are the final value's bounds (the search's sign times the disc
# difference; -INFINITE_SCORE and INFINITE_SCORE when nothing is proven)
# and are equal once the move is solved exactly; the estimate is the
# evaluating search's value. The exact solver solves a move exactly with
# tests of the narrowest window around a guess (see refine_valuation).
@dataclasses.dataclass(slots=True)
class Valuation:
    """What the search found out about a move's value (changed as it goes)."""
    move: int                     # the move's bit
    lower: int                    # the lowest value proven
    upper: int                    # the highest value proven
    estimate: int                 # the evaluating search's value
    depth: int = 0                # the plies that search looked ahead,
    # ... this move included (0 before its first ply)


class SearchBudgetSpent(Exception):
    """Raised inside a search when its budget of positions or time is
    spent, so that the whole search unwinds at once to the last answer.
    """


def create_search_state(engine, evaluation, sign, node_limit, deadline):
    """The SearchState of a new search (see its fields); the search
    maximises sign times the disc difference.
    """
    scoring = engine.rules.scoring
    return SearchState(engine, evaluation,
                       get_square_order_weights(engine, evaluation), sign,
                       node_limit, deadline,
                       scoring == SCORE_EMPTIES_TO_WINNER and sign == 1)


def count_search_node(state):
    """Counts one position searched; raises SearchBudgetSpent when the
    positions run out, or, looked at every CLOCK_CHECK_NODES, when the time
    does or the worker's stop link says so.
    """
    state.nodes += 1
    nodes = state.nodes
    if nodes > state.node_limit:
        raise SearchBudgetSpent()
    if nodes % CLOCK_CHECK_NODES == 0 and (
            time.perf_counter() > state.deadline
            or state.stop is not None and state.stop(nodes)):
        raise SearchBudgetSpent()


def get_final_value(own, opponent, state):
    """The value of a finished game for the side to move: sign times the
    disc difference, the empty squares going to the winner under the WOF's
    rule (as get_final_scores counts them).
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
    """The evaluating search's score of a final value (get_final_value):
    WIN_SCORE added for a win, taken off for a loss.
    """
    if difference > 0:
        return difference + WIN_SCORE
    if difference < 0:
        return difference - WIN_SCORE
    return difference


def get_unwon_score(score):
    """Takes get_won_score's bonus off a score; an evaluation stays as is."""
    if score > WIN_SCORE:
        return score - WIN_SCORE
    if score < -WIN_SCORE:
        return score + WIN_SCORE
    return score


def get_last_square_value(own, opponent, square, state):
    """The final value for the side to move with one empty square left,
    without move generation: the side to move plays there if it may, else
    the other side if a stuck side may pass, else the game ends.
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
    """The moves (a list of bits) in the order to search them: first_move
    (0 for none) first, then highest first by the square's order weight
    less REPLY_ORDER_WEIGHT per reply left to the opponent (when
    by_replies).
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
    """What a table entry's bounds (deep enough) settle for the window:
    the value to return, or None when the position must be searched.
    """
    if lower >= beta or lower == upper:
        return lower
    if upper <= alpha:
        return upper
    return None


def store_table_entry(table, key, depth, value, alpha, beta, move):
    """Remembers a position's value in table (changed): exact inside the
    window alpha, beta, else the bound proved, joined with the bounds of an
    entry as deep; the table starts again at TABLE_LIMIT positions.
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
    """A legal move's value for the side to move, its position searched by
    node (search_node or solve_node) in the principal-variation window: the
    full window when first, else a null window above alpha, searched again
    in full when the move proves better. Raises SearchBudgetSpent.
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
    """search_node's loop over a position's moves (node is search_node):
    asks the table, tries the moves best first until a cut-off and
    remembers the result. Returns the value for the side to move (exact
    inside the window); raises SearchBudgetSpent.
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
    horizon = depth == 1 and node is search_node
    evaluation = state.evaluation
    judge = None
    find_flips = engine.find_flips
    window_bottom = alpha
    best = -INFINITE_SCORE
    best_move = 0
    for move in order_moves(own, opponent, moves, first_move, by_replies,
                            state):
        child_moves = 0
        if horizon:
            # One ply from the leaves, the usual leaf (two or more empty
            # squares, the side to move has a move) is judged here, as
            # search_child and search_node would: the same value and
            # positions counted, in less time. Its value does not depend
            # on the window, so where search_child would search it again
            # with the full window it is only counted again.
            flips = find_flips(own, opponent, move, engine)
            child_own = opponent ^ flips
            child_opponent = own | flips | move
            empty = engine.squares & ~(child_own | child_opponent)
            if empty & (empty - 1):
                child_moves = engine.find_moves(child_own, child_opponent,
                                                engine)
        if child_moves:
            count_search_node(state)
            if judge is None and evaluation.children is not None:
                judge = evaluation.children(own, opponent, engine,
                                            evaluation)
            if judge is None:
                value = -evaluation.function(child_own, child_opponent,
                                             child_moves, engine,
                                             evaluation, state.sign)
            else:
                value = -judge(move, flips, child_own, child_opponent,
                               child_moves)
            if best_move and alpha < value < beta:
                count_search_node(state)
        else:
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
    """The evaluating search's value of a position depth plies deep for the
    side to move (exact inside the window alpha, beta). A side with no move
    passes (the ply counts) or the game ends; depth 0 is evaluated; ProbCut
    is tried first. Raises SearchBudgetSpent.
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
    """ProbCut's shallow depth for a deep search of depth plies: twice a
    quarter of it, rounded down, plus its parity (as Edax chooses), so
    about half of it, of the same parity.
    """
    return depth // PROBCUT_DEPTH_DIVISOR * 2 + depth % 2


def try_probcut(own, opponent, depth, alpha, beta, state, fit):
    """ProbCut (Buro; see design2.txt, SEARCH): beta or alpha when the
    shallow search predicts the deep value (fit: [slope, offset, error],
    from PROBCUT_FIT) PROBCUT_SPREADS errors beyond it, else None. Only
    windows inside the evaluation's range are tried, so a cut never passes
    for a proven result; the solver never calls it. Raises
    SearchBudgetSpent.
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
    """The exact solver for the last few empty squares (the bits empty),
    each tried as a move, those of regions with an odd number first
    (parity ordering); passed says the other side has just passed. Returns
    the final value for the side to move (exact inside the window); raises
    SearchBudgetSpent.
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
    """The exact solver below the first ply: the final value for the side
    to move (exact inside the window); empties is the number of empty
    squares, moves own's legal moves when known (else None). Before
    searching it tries cut-offs by the opponent's stable discs (the most
    discs winning), the table, and the table's entries of the positions
    after each move. Raises SearchBudgetSpent.
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
    """Searches the first ply (the side to move has a move) with node,
    keeping the best move so far in state.best_move (tried first), so a
    search stopped mid-ply still has one. depth is plies (the solver:
    empty squares). Returns the value; raises SearchBudgetSpent.
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
    """Iterative deepening up to max_depth plies until the budget is
    spent; the side to move has a move. Returns [move bit, value]: the
    best move (the stopped ply's if it found one, best_move if no ply did)
    and the value of the deepest finished ply.
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
    """The exact solver's value of a position for the side to move (which
    has a move); the best move is left in state (a fresh SearchState).
    Raises SearchBudgetSpent.
    """
    empty = state.engine.squares & ~(own | opponent)
    return search_root(own, opponent, empty.bit_count(), state, solve_node)


def play_out_best_line(own, opponent, value, state, line=None):
    """Plays a solved position (value: its exact value for the side to
    move) to the end with best play; returns the final [own, opponent] for
    the same sides. Each move (0 for a pass) is added to line, if given,
    as it is found. Raises SearchBudgetSpent.
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
    """The Valuation of a move from the evaluating search's value; a won
    or lost value (see get_won_score) is also a proven bound.
    """
    lower = -INFINITE_SCORE
    upper = INFINITE_SCORE
    estimate = get_unwon_score(value)
    if value > WIN_SCORE:
        lower = estimate
    elif value < -WIN_SCORE:
        upper = estimate
    return Valuation(move, lower, upper, estimate)


def narrow_valuation(child, empties, valuation, alpha, beta, state):
    """Solves child (the position after the move, [own, opponent] for the
    side then to move) in the mover's window alpha, beta and narrows
    valuation's bounds (changed) by what that proves; empties counts the
    empty squares before the move. Raises SearchBudgetSpent.
    """
    value = -solve_node(child[0], child[1], empties - 1, -beta, -alpha,
                        state)
    if value < beta:
        valuation.upper = min(valuation.upper, value)
    if value > alpha:
        valuation.lower = max(valuation.lower, value)


def refine_valuation(child, empties, valuation, state):
    """Solves a move's value exactly into valuation (changed) by tests of
    the narrowest window (as MTD(f)): the first guess its estimate within
    its bounds, each next the bound the last test proved (the table
    keeps what each test learnt). child and empties are as
    narrow_valuation's. Raises SearchBudgetSpent.
    """
    guess = round(valuation.estimate)
    while valuation.lower < valuation.upper:
        guess = min(max(guess, valuation.lower), valuation.upper)
        narrow_valuation(child, empties, valuation, guess - 1, guess + 1,
                         state)


# ======================================================================
# PARALLEL SEARCH (one position searched on every core)
# ======================================================================

# How worker processes are started (see analyse_moves_together), and
# the least searching a piece of work must need for them to repay their
# start (see choose_jobs).
WORKER_START = "spawn"
WORKERS_LEAST_SECONDS = 2.0
# Ctrl-C and a hang-up (WORKER_IGNORED_SIGNALS, where the platform has
# them) reach every process of a terminal's job: the workers ignore them
# and leave them to the program, which then stops every worker; SIGTERM
# (WORKER_HELD_SIGNALS) ends a worker as the system does. While the
# program starts its workers, all three are held: blocked on the thread
# that starts them, so a worker is born with them blocked, until it is
# ready (see prepare_worker: a worker half started when its program
# ends writes a traceback), and, on the main thread, caught and kept by
# a handler of its own, so that one that comes to another thread (the
# progress line's) is not lost: each kept is raised again once the
# workers have started. multiprocessing's resource tracker, which
# "spawn" needs, starts then too, born with the hang-up blocked (it
# ignores the other two itself). A worker looks every
# PARENT_WATCH_SECONDS whether the program still runs: when it has gone
# without stopping its workers (killed by SIGKILL), the worker ends at
# once and quietly, with ORPHAN_EXIT_STATUS. The workers share nothing
# that the resource tracker keeps (their pipes and the shared memory it
# does not know), so it has nothing to clean up or warn about then.
WORKER_IGNORED_SIGNALS = ["SIGINT", "SIGHUP"]
WORKER_HELD_SIGNALS = ["SIGTERM"]
PARENT_WATCH_SECONDS = 0.25
ORPHAN_EXIT_STATUS = 1
# With more than one process (--jobs), a searching computer's search of one
# position is shared among worker processes that start with its first search
# and live as long as the program (SearchWorkers); each keeps its transposition
# table from one search to the next. This process leads (principal-variation
# splitting): it walks the expected line itself, and at each of the line's
# positions with SPLIT_LEAST_DEPTH or more plies (for the solver,
# SPLIT_LEAST_DEPTH + SOLVE_FEW_EMPTIES empty squares) left it first searches
# the expected move the same way, then hands the other moves to the workers as
# they come free, each a null-window test against the best value so far,
# searched again with the full window when it proves better. A shallower
# position of the line goes to one worker whole. Plies below
# PARALLEL_LEAST_DEPTH are searched here, as with one process. While it waits,
# the leader looks every WORKER_POLL_SECONDS at its clock and at the positions
# the workers have visited (each says every CLOCK_CHECK_NODES), and stops them
# all once together they have spent the budget.
PARALLEL_LEAST_DEPTH = 3
SPLIT_LEAST_DEPTH = 3
WORKER_POLL_SECONDS = 0.02
# How long a worker may take to stop a search when told (it looks every
# CLOCK_CHECK_NODES positions), and to end when the program does.
WORKER_STOP_SECONDS = 5.0
# The one line a worker that died leaves; the search goes on here.
WORKER_LOST_MESSAGE = ("proj2: a search process stopped ({}); searching "
                       "on in one process")
# What a worker is asked (see serve_searches).
TASK_CONFIGURE = "configure"
TASK_SEARCH = "search"
TASK_SOLVE = "solve"
TASK_CALL = "call"


@dataclasses.dataclass
class SearchWorkers:
    """The worker processes that share a search (see start_search_workers)
    or other work (see start_workers).
    """
    processes: list               # the multiprocessing Processes
    connections: list             # this end of each one's Pipe
    stop: object                  # the shared flag that stops their
    # ... searches
    progress: object              # the positions each one's search under
    # ... way has visited, shared (see report_progress)
    lost: bool = False            # whether one has died (then none is
    # ... used again)
    searched: dict = dataclasses.field(default_factory=dict)
    # ... {position: the connection of the worker that searched it last}


class WorkerLost(Exception):
    """A worker process died or stopped answering (see lose_worker)."""


def lose_worker(cause):
    """A WorkerLost for cause: a text or a pipe's error (its type if blank)."""
    return WorkerLost(str(cause) or type(cause).__name__)


def get_platform_signals(names):
    """The named signals' numbers, where the platform has them."""
    return [getattr(signal, name) for name in names if hasattr(signal, name)]


def prepare_worker(parent):
    """Readies a worker process (serve_searches' first step): it ignores
    WORKER_IGNORED_SIGNALS, takes WORKER_HELD_SIGNALS again (it was born
    with them blocked) and starts a thread running _watch_parent.
    """
    for number in get_platform_signals(WORKER_IGNORED_SIGNALS):
        signal.signal(number, signal.SIG_IGN)
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, get_platform_signals(
            WORKER_HELD_SIGNALS))
    threading.Thread(target=_watch_parent, args=(parent,),
                     daemon=True).start()


def _watch_parent(parent):
    """A worker's thread: ends the worker at once when its program has gone."""
    while os.getppid() == parent:
        time.sleep(PARENT_WATCH_SECONDS)
    os._exit(ORPHAN_EXIT_STATUS)


def count_cores():
    """Counts the machine's cores (1 when it cannot tell)."""
    return os.cpu_count() or 1


def launch_workers(count):
    """SearchWorkers: count worker processes started afresh, running
    serve_searches, leaving Ctrl-C and a hang-up to the program.
    """
    import multiprocessing
    context = multiprocessing.get_context(WORKER_START)
    stop = context.RawValue("b", 0)
    progress = context.RawArray("q", count)
    workers = SearchWorkers([], [], stop, progress)

    def start(context):
        for number in range(count):
            mine, theirs = context.Pipe()
            process = context.Process(
                target=serve_searches, daemon=True,
                args=(theirs, stop, progress, number, os.getpid()))
            workers.processes.append(process)
            workers.connections.append(mine)
            process.start()
            theirs.close()
        return workers
    return _start_unbothered(start, close_search_workers)


@contextlib.contextmanager
def start_workers(count):
    """Starts count worker processes (see launch_workers) for the work of
    a with block, handed out by call_on_workers; leaving it stops them.
    """
    workers = launch_workers(count)
    try:
        yield workers
    finally:
        close_search_workers(workers)


@functools.lru_cache(maxsize=None)
def start_search_workers(count):
    """The SearchWorkers: count processes running serve_searches until the
    program ends, started once a program (cached; see launch_workers).
    """
    workers = launch_workers(count)
    atexit.register(_retire_workers, workers)
    return workers


def call_on_workers(workers, function, works):
    """Yields function(work) for each of works (a list), in order, each
    computed by the next worker to come free (TASK_CALL). After a worker
    dies (said in one line: see report_lost_worker) the rest are
    computed here.
    """
    import multiprocessing.connection
    answers = {}
    asked = {}
    given = 0
    try:
        for place in range(len(works)):
            while place not in answers:
                for connection in workers.connections:
                    if given < len(works) and connection not in asked:
                        _send_task(connection, (TASK_CALL, function,
                                                (works[given],)))
                        asked[connection] = given
                        given += 1
                for connection in multiprocessing.connection.wait(
                        list(asked)):
                    answers[asked.pop(connection)] = _take_answer(
                        connection)
            yield answers.pop(place)
    except WorkerLost as lost:
        report_lost_worker(workers, lost)
        for work in works[place:]:
            yield function(work)


def _take_answer(connection):
    """A worker's answer on connection; raises WorkerLost when it has gone."""
    try:
        return connection.recv()
    except (EOFError, OSError) as error:
        raise lose_worker(error) from None


def _retire_workers(workers):
    """Ends the workers as the program ends (atexit), before a search
    still under way on another thread (the window's) could take their
    going for a death to report.
    """
    workers.lost = True
    close_search_workers(workers)


def find_search_workers(count):
    """The program's count search workers (started the first time, then
    kept), or None once one of them has died.
    """
    workers = start_search_workers(count)
    if workers.lost:
        return None
    return workers


def close_search_workers(workers):
    """Ends the worker processes at once (they may be mid-search)."""
    for connection in workers.connections:
        connection.close()
    for process in workers.processes:
        if process.is_alive():
            process.terminate()
    for process in workers.processes:
        process.join(WORKER_STOP_SECONDS)


def serve_searches(connection, stop, progress, number, parent):
    """A worker's life: answers the program's tasks on connection
    (configure_workers' TASK_CONFIGURE, TASK_SEARCH and TASK_SOLVE, or
    TASK_CALL with a function and its arguments) until the program closes
    its end; number is its place in progress.
    """
    prepare_worker(parent)
    setup = None
    link = functools.partial(report_progress, stop, progress, number)
    while True:
        try:
            task = connection.recv()
        except (EOFError, OSError):
            return
        if task[0] == TASK_CONFIGURE:
            setup = _configure_worker(task[1:], setup)
            continue
        if task[0] == TASK_CALL:
            answer = task[1](*task[2])
        else:
            answer = _search_in_worker(task, setup, link)
        try:
            connection.send(answer)
        except (EOFError, OSError):
            return


def _configure_worker(configuration, setup):
    """A worker's new setup for a position's searches: (configuration,
    engine, evaluation, {task kind: table}); setup is the last one or None,
    configuration configure_workers' message without its tag. The solver's
    table is kept while the game (rules, board, sign) stays, the
    evaluating search's while its evaluation does too.
    """
    rules, rows, cols, evaluation, sign, empties, key = configuration
    if setup is None or setup[0][-1] != key:
        engine = build_engine(rules, rows, cols)
        tables = {TASK_SEARCH: {}, TASK_SOLVE: {}}
    else:
        engine, tables = setup[1], setup[3]
    chosen = choose_board_evaluation(engine, evaluation, sign, empties)
    if setup is not None and chosen != setup[2]:
        tables[TASK_SEARCH] = {}
    return configuration, engine, chosen, tables


def report_progress(stop, progress, number, nodes):
    """A worker's SearchState.stop: tells the program how many positions
    (nodes) its search has visited, and says whether to stop.
    """
    progress[number] = nodes
    return stop.value


def _search_in_worker(task, setup, link):
    """Searches one position for the leader: task is (TASK_SEARCH or
    TASK_SOLVE, own, opponent, depth, alpha, beta, node limit, seconds).
    Returns (value, positions searched), value None when stopped.
    """
    kind, own, opponent, depth, alpha, beta, node_limit, seconds = task
    configuration, engine, evaluation, tables = setup
    state = create_search_state(engine, evaluation, configuration[4],
                                node_limit, time.perf_counter() + seconds)
    state.table = tables[kind]
    state.stop = link
    node = search_node if kind == TASK_SEARCH else solve_node
    try:
        return node(own, opponent, depth, alpha, beta, state), state.nodes
    except SearchBudgetSpent:
        return None, state.nodes


def configure_workers(workers, engine, evaluation, sign, empties):
    """Tells the workers what the next searches are of: the rules, board,
    Settings' evaluation (each chooses from it as the leader did), sign
    and empties. Raises WorkerLost when a worker has died.
    """
    key = (engine.rules, engine.rows, engine.cols, sign)
    message = (TASK_CONFIGURE, engine.rules, engine.rows, engine.cols,
               evaluation, sign, empties, key)
    for connection in workers.connections:
        _send_task(connection, message)


def _send_task(connection, task):
    """Sends a worker its task; raises WorkerLost when it has gone."""
    try:
        connection.send(task)
    except (EOFError, OSError) as error:
        raise lose_worker(error) from None


def _receive_answer(workers, busy, state):
    """Waits for the first answer of the busy workers: (connection,
    answer). Meanwhile it raises SearchBudgetSpent when the leader's budget
    (its positions and theirs) or time runs out (stop_search may end it
    from another thread), and WorkerLost when a busy worker has died.
    """
    import multiprocessing.connection
    while True:
        ready = multiprocessing.connection.wait(busy, WORKER_POLL_SECONDS)
        if ready:
            try:
                return ready[0], ready[0].recv()
            except (EOFError, OSError) as error:
                raise lose_worker(error) from None
        visited = state.nodes + sum(
            workers.progress[workers.connections.index(connection)]
            for connection in busy)
        if (visited >= state.node_limit
                or time.perf_counter() > state.deadline):
            raise SearchBudgetSpent()
        for connection in busy:
            process = workers.processes[workers.connections.index(
                connection)]
            if not process.is_alive():
                raise WorkerLost("exit status %s" % process.exitcode)


def _drain_workers(workers, busy):
    """Stops the busy workers' searches and takes their answers, emptying
    busy, so each is free again. Returns the positions they searched;
    raises WorkerLost when one does not answer.
    """
    nodes = 0
    workers.stop.value = 1
    try:
        for connection in list(busy):
            if not connection.poll(WORKER_STOP_SECONDS):
                raise WorkerLost("it did not stop")
            try:
                nodes += connection.recv()[1]
            except (EOFError, OSError) as error:
                raise lose_worker(error) from None
            busy.remove(connection)
    finally:
        workers.stop.value = 0
    return nodes


def _give_task(workers, connection, busy, task, state):
    """Sends a free worker (connection) task, (TASK_SEARCH or TASK_SOLVE,
    own, opponent, depth, alpha, beta), with what is left of the leader's
    budget and time, and adds it to busy. Raises WorkerLost.
    """
    # Its count from the last task, already added, starts again.
    workers.progress[workers.connections.index(connection)] = 0
    _send_task(connection, task + (max(1, state.node_limit - state.nodes),
                                   state.deadline - time.perf_counter()))
    busy.append(connection)


def _search_alone(own, opponent, depth, alpha, beta, state, workers,
                  kind):
    """Has one worker search a position whole, the one that searched it
    last if any; parameters and value as _split_node's. Raises
    SearchBudgetSpent, WorkerLost.
    """
    connection = workers.searched.get((own, opponent),
                                      workers.connections[0])
    busy = []
    _give_task(workers, connection, busy,
               (kind, own, opponent, depth, alpha, beta), state)
    try:
        value, nodes = _receive_answer(workers, busy, state)[1]
    except SearchBudgetSpent:
        state.nodes += _drain_workers(workers, busy)
        raise
    state.nodes += nodes
    if value is None:
        raise SearchBudgetSpent()
    return value


def _split_node(own, opponent, depth, alpha, beta, state, workers, kind,
                root=False):
    """The leader's search of a position on the expected line (kind
    TASK_SEARCH or TASK_SOLVE; depth: empty squares for the solver): the
    expected move first, the same way, then the others by _share_moves;
    at the root it keeps the best move in state. Off the root, a position
    with no move, or with depth under SPLIT_LEAST_DEPTH (plus
    SOLVE_FEW_EMPTIES for the solver), goes whole to _search_alone.
    Returns the value (exact inside the window); raises SearchBudgetSpent,
    WorkerLost.
    """
    count_search_node(state)
    engine = state.engine
    moves = engine.find_moves(own, opponent, engine)
    least = SPLIT_LEAST_DEPTH
    if kind == TASK_SOLVE:
        least += SOLVE_FEW_EMPTIES
    if not root and (not moves or depth < least):
        return _search_alone(own, opponent, depth, alpha, beta, state,
                             workers, kind)
    key = (own, opponent)
    first_move = state.best_move if root else 0
    if not root and key in state.table:
        first_move = state.table[key][-1]
    empties = (engine.squares & ~(own | opponent)).bit_count()
    ordered = order_moves(own, opponent, moves, first_move,
                          kind == TASK_SOLVE or (
                              depth >= ORDER_BY_REPLIES_DEPTH
                              and empties > ORDER_BY_REPLIES_EMPTIES),
                          state)
    child = play_engine_move(own, opponent, ordered[0], engine)
    best = -_split_node(child[0], child[1], depth - 1, -beta, -alpha,
                        state, workers, kind)
    if root:
        state.best_move = ordered[0]
    found = [best, ordered[0]]
    if best < beta and len(ordered) > 1:
        _share_moves(own, opponent, ordered[1:], depth, max(alpha, best),
                     beta, found, state, workers, kind, root)
    store_table_entry(state.table, key, depth, found[0], alpha, beta,
                      found[1])
    return found[0]


def _share_moves(own, opponent, moves, depth, alpha, beta, found, state,
                 workers, kind, root):
    """Searches moves (after the expected one, best first) on the workers
    as they come free: a null-window test against alpha (the best value
    so far), tested again if alpha rose meanwhile, searched in full when
    better. Updates found, [best value, best move]; the rest is as
    _split_node's. Raises SearchBudgetSpent, WorkerLost.
    """
    engine = state.engine
    waiting = [[move, False] for move in moves]
    asked = {}
    busy = []
    try:
        while waiting or busy:
            for connection in workers.connections:
                if waiting and connection not in busy:
                    move, full = _take_move(waiting, connection, busy, own,
                                            opponent, workers, engine)
                    child = play_engine_move(own, opponent, move, engine)
                    if len(workers.searched) >= TABLE_LIMIT:
                        workers.searched.clear()
                    workers.searched[child] = connection
                    bottom = -beta if full else -alpha - 1
                    _give_task(workers, connection, busy, (
                        kind, child[0], child[1], depth - 1, bottom,
                        -alpha), state)
                    asked[connection] = [move, full, alpha]
            connection, (value, nodes) = _receive_answer(workers, busy,
                                                         state)
            busy.remove(connection)
            state.nodes += nodes
            if value is None:
                raise SearchBudgetSpent()
            move, full, tested = asked.pop(connection)
            value = -value
            if not full and tested < value < beta:
                # Better than the value it was tested against: searched
                # again, with the full window if that value still holds.
                waiting.insert(0, [move, tested == alpha])
                continue
            if value > found[0]:
                found[:] = [value, move]
                if root:
                    state.best_move = move
                alpha = max(alpha, value)
                if alpha >= beta:
                    break
    except BaseException as leaving:
        _leave_busy_workers(workers, busy, state, leaving)
        raise
    if busy:
        state.nodes += _drain_workers(workers, busy)


def _leave_busy_workers(workers, busy, state, leaving):
    """Stops the busy workers' searches (see _drain_workers) as the leader
    leaves a position by leaving, an exception. Raises WorkerLost as
    _drain_workers does, unless leaving is a stop (a signal, Ctrl-C: not
    an Exception), which nothing takes the place of: workers that died
    with it (a signal to the whole job) have them all closed.
    """
    if not busy:
        return
    if isinstance(leaving, Exception):
        state.nodes += _drain_workers(workers, busy)
        return
    try:
        state.nodes += _drain_workers(workers, busy)
    except WorkerLost:
        workers.lost = True
        close_search_workers(workers)


def _take_move(waiting, connection, busy, own, opponent, workers, engine):
    """Takes from waiting ([move, full] pairs, best first; changed) the
    move for a free worker (connection): the first it searched last, else
    the first no busy worker did, else the last (least likely to matter).
    """
    free = len(waiting) - 1
    for place, (move, full) in enumerate(waiting):
        child = play_engine_move(own, opponent, move, engine)
        searcher = workers.searched.get(child)
        if searcher is connection:
            return waiting.pop(place)
        if free == len(waiting) - 1 and searcher not in busy:
            free = place
    return waiting.pop(free)


def search_together(own, opponent, depth, state, workers, kind=TASK_SEARCH):
    """search_root's work shared among the configured workers; kind is
    TASK_SEARCH or TASK_SOLVE (depth: empty squares). Raises
    SearchBudgetSpent, WorkerLost.
    """
    return _split_node(own, opponent, depth, -INFINITE_SCORE,
                       INFINITE_SCORE, state, workers, kind, True)


def deepen_search_together(own, opponent, max_depth, state, best_move,
                           workers):
    """deepen_search sharing plies from PARALLEL_LEAST_DEPTH among the
    workers (deepen_search itself when workers is None); a worker that
    dies is reported in one line and the search goes on here.
    """
    if workers is None or workers.lost:
        return deepen_search(own, opponent, max_depth, state, best_move)
    result = [best_move, 0]
    depth = 1
    try:
        while depth <= max_depth:
            if depth < PARALLEL_LEAST_DEPTH or workers.lost:
                value = search_root(own, opponent, depth, state,
                                    search_node)
            else:
                value = _search_or_go_on(own, opponent, depth, state,
                                         workers, TASK_SEARCH)
            result = [state.best_move, value]
            depth += 1
    except SearchBudgetSpent:
        if state.best_move:
            result[0] = state.best_move
    return result


def _search_or_go_on(own, opponent, depth, state, workers, kind):
    """search_together, or search_root in this process after a worker
    died (reported in one line). Raises SearchBudgetSpent.
    """
    try:
        return search_together(own, opponent, depth, state, workers, kind)
    except WorkerLost as lost:
        report_lost_worker(workers, lost)
    node = search_node if kind == TASK_SEARCH else solve_node
    return search_root(own, opponent, depth, state, node)


def solve_together(own, opponent, state, workers):
    """solve_position with the workers when there are any (not None, none
    lost) and enough empty squares to share. Raises SearchBudgetSpent.
    """
    empties = (state.engine.squares & ~(own | opponent)).bit_count()
    if (workers is None or workers.lost
            or empties < PARALLEL_LEAST_DEPTH + SOLVE_FEW_EMPTIES):
        return solve_position(own, opponent, state)
    return _search_or_go_on(own, opponent, empties, state, workers,
                            TASK_SOLVE)


def report_lost_worker(workers, lost):
    """Says once, in a line on the standard error, that a worker died,
    and stops them all: the program searches alone from then on.
    """
    if workers.lost:
        # Already said, or the program is ending.
        return
    print(WORKER_LOST_MESSAGE.format(lost), file=sys.stderr, flush=True)
    workers.lost = True
    close_search_workers(workers)


def _start_unbothered(start, stop):
    """Starts workers with start(context) while Ctrl-C, a hang-up and
    SIGTERM are held (see WORKER_IGNORED_SIGNALS), so the workers are
    born with them blocked; one that came meanwhile is raised again after,
    and if it stops the program, stop(started) stops the workers first.
    Returns what start returned.
    """
    import multiprocessing.resource_tracker
    context = multiprocessing.get_context(WORKER_START)
    numbers = get_platform_signals(WORKER_IGNORED_SIGNALS
                                   + WORKER_HELD_SIGNALS)
    kept = []
    handlers = {}
    mask = None
    started = None
    try:
        if threading.current_thread() is threading.main_thread():
            for number in numbers:
                handlers[number] = signal.signal(
                    number, lambda caught, frame: kept.append(caught))
        if hasattr(signal, "pthread_sigmask"):
            mask = signal.pthread_sigmask(signal.SIG_BLOCK, numbers)
            multiprocessing.resource_tracker.ensure_running()
            # Starting, the tracker lets two of them through again.
            signal.pthread_sigmask(signal.SIG_BLOCK, numbers)
        started = start(context)
    finally:
        # Unblocked, a signal waiting comes to the handler that keeps it.
        if mask is not None:
            signal.pthread_sigmask(signal.SIG_SETMASK, mask)
        for number, handler in handlers.items():
            signal.signal(number, handler)
        try:
            for number in dict.fromkeys(kept):
                signal.raise_signal(number)
        except BaseException:
            if started is not None:
                stop(started)
            raise
    return started


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
# The most discs a book position has (a test holds it to the book): a
# later position is looked up without decoding the book.
BOOK_MOST_DISCS = 19
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
# column r): [mask, shift], read by unpacking; and the same for both
# boards of a book key's pair at once (no swap reaches across the two).
BOOK_TRANSPOSE_SWAPS = [[0x0F0F0F0F00000000, 28], [0x3333000033330000, 14],
                        [0x5500550055005500, 7]]
BOOK_PAIR_TRANSPOSE_SWAPS = [[mask | mask << BOOK_KEY_SHIFT, shift]
                             for mask, shift in BOOK_TRANSPOSE_SWAPS]
# Each byte's bits in reverse order: a row mirrored, left to right.
BOOK_MIRROR_BYTES = bytes(int(format(value, "08b")[::-1], 2)
                          for value in range(256))
BOOK_BYTES = 8
BOOK_PAIR_BYTES = 16
BOOK_PAIR_ROWS = 16
BOOK_CHECKSUM_ERROR = "the opening book is damaged"


@dataclasses.dataclass(frozen=True)
class BookEntry:
    """What the opening book knows of a position."""
    value: int                    # its value in discs for the side to move
    expanded: bool                # whether each of its moves leads to a
    # ... book position


def pack_book_pair(own, opponent, engine):
    """Packs an 8x8 engine's two sides into a pair: one int of 128 bits,
    8 to a row, top row lowest, the side to move's 64 above the other's.
    """
    # The side to move's rows as rows 8 to 15 below the other side's.
    both = own << (BOOK_SIDE * engine.width) | opponent
    pair = 0
    width = engine.width
    for row in range(BOOK_PAIR_ROWS):
        pair |= (((both >> (row * width)) & BOOK_ROW_MASK)
                 << (row * BOOK_BITS_PER_ROW))
    return pair


def transpose_book_pair(pair):
    """Mirrors both boards of a pair (see get_book_key) in the main
    diagonal: row r, column c to row c, column r."""
    for mask, shift in BOOK_PAIR_TRANSPOSE_SWAPS:
        swapped = mask & (pair ^ (pair << shift))
        pair ^= swapped ^ (swapped >> shift)
    return pair


def mirror_book_pair(pair):
    """Mirrors both boards of a pair left to right (each row reversed)."""
    return int.from_bytes(pair.to_bytes(BOOK_PAIR_BYTES, "little").translate(
        BOOK_MIRROR_BYTES), "little")


def flip_book_pair(pair):
    """Mirrors both boards of a pair top to bottom (rows in reverse order)."""
    data = pair.to_bytes(BOOK_PAIR_BYTES, "little")
    return int.from_bytes(data[BOOK_BYTES - 1::-1] + data[:BOOK_BYTES - 1:-1],
                          "little")


def get_book_key(own, opponent, engine):
    """The book's key of a position: the least of its 8 symmetric images
    (the 4 rotations, each mirrored), each a pair: an int of the side to
    move's packed bits above the other side's. Each step mirrors both
    boards at once, the pair being one int.
    """
    pair = pack_book_pair(own, opponent, engine)
    images = []
    for image in [pair, transpose_book_pair(pair)]:
        mirrored = mirror_book_pair(image)
        images += [image, mirrored, flip_book_pair(image),
                   flip_book_pair(mirrored)]
    return min(images)


def is_book_game(engine, sign):
    """Tells whether the book applies: 8x8 Othello, most discs winning."""
    return sign == 1 and is_othello_board(engine)


@functools.lru_cache(maxsize=None)
def load_opening_book():
    """Decodes the book (OPENING_BOOK, last section) once, when first asked.

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

    Returns {book key (see get_book_key): BookEntry}. Raises ValueError
    when the block does not match its checksum.
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
    """Looks a position up in the book: [[move bit, value for the side to
    move], ...] of every legal move, best first, when the game is the
    book's and the book has the position expanded; otherwise [].
    """
    if (not is_book_game(engine, sign)
            or (own | opponent).bit_count() >= BOOK_MOST_DISCS):
        # (A position with the book's most discs has no moves listed.)
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
    """Picks a move's bit at random within BOOK_VARIETY discs of the best."""
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
    jobs: int = 1                 # the processes a searching computer's
    # ... search, the hint, analyze and review share (--jobs; see
    # ... SearchWorkers)
    repeatable: bool = False      # whether a computer's search has no
    # ... clock and one process, so that a game between computers
    # ... repeats exactly (--seed in a game or a match)


@dataclasses.dataclass
class SearchBudget:
    """A search's plan of work on a position (see create_search_budget)."""
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
                    evaluation=DEFAULT_EVALUATION, node_limit=None, jobs=1,
                    repeatable=False):
    """Makes the Settings the computers of a game share; a seed of None
    seeds the random numbers from the operating system (or the time).
    """
    return Settings(random.Random(seed), think, win, evaluation, node_limit,
                    jobs=jobs, repeatable=repeatable)


def get_win_sign(settings):
    """The win's sign: 1 when the most discs win, -1 when the fewest do."""
    sign = 1
    if settings.win == WIN_FEWEST:
        sign = -sign
    return sign


def choose_naive_rule_move(board, piece, rules=UMBC_RULES, settings=None):
    """Chooses as PART 1's naive computer does, under any rule set: the
    topmost, then leftmost legal move ([] when there is none).
    """
    moves = get_rule_moves(board, piece, rules)
    if len(moves) == 0:
        return []
    return moves[0]


def choose_random_move(board, piece, rules=UMBC_RULES, settings=None):
    """Chooses a legal move uniformly at random with the Settings' random
    numbers (fresh Settings when None); [] when there is no legal move.
    """
    settings = settings or create_settings()
    moves = get_rule_moves(board, piece, rules)
    if len(moves) == 0:
        return []
    return settings.random_numbers.choice(moves)


def choose_greedy_move(board, piece, rules=UMBC_RULES, settings=None):
    """Chooses the move that flips the most pieces, the topmost, then
    leftmost of equals ([] when there is no legal move).
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
    """Chooses as the Reversi blog tutorial's computer does: a legal corner,
    else the move that leaves it the most pieces; ties broken at random
    (the Settings', fresh when None). [] when there is no legal move.
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
    """Converts the engine's bits back to a new 2D board, own being
    piece's pieces (the inverse of get_engine_bits).
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
                         solve_empties=None, clocked=True):
    """Plans a searching computer's work on a position: whether the exact
    solver will try it (few enough empty squares for the level), how deep
    the evaluating search may go, and that search's state with its share
    of the think time (of the Settings' node_limit when it is set, with
    no clock). think is the seconds the whole work may take; solve_empties
    (None: the level's own) the most empty squares the solver tries;
    clocked False (a study), like repeatable Settings, leaves out the
    clock's safety net, so the positions alone bound the work.
    """
    node_limit = settings.node_limit
    sign = get_win_sign(settings)
    empties = (engine.squares & ~(own | opponent)).bit_count()
    evaluation = choose_board_evaluation(engine, settings.evaluation, sign,
                                         empties)
    midgame_nodes = think * evaluation.nodes_per_second
    deadline = time.perf_counter() + think * CLOCK_SLACK
    if not clocked or settings.repeatable:
        deadline = math.inf
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


def create_solver_state(budget, think, cores=1):
    """Starts the exact solver's SearchState with the think time (or the
    node limit's positions) the budget's evaluating search left, the work
    shared among cores processes.
    """
    state = budget.state
    if budget.node_limit is None:
        rate = state.evaluation.nodes_per_second * cores
        seconds_left = think - state.nodes / rate
        solver_nodes = seconds_left * SOLVER_NODES_PER_SECOND * cores
    else:
        solver_nodes = budget.node_limit * cores - state.nodes
    return create_search_state(
        state.engine, state.evaluation, state.sign,
        max(1, round(solver_nodes)), budget.deadline)


def get_search_workers(settings, budget, engine, sign, empties):
    """Finds and readies the worker processes a search shares (Settings.jobs
    above 1, Settings not repeatable, and a search deep enough: see
    PARALLEL_LEAST_DEPTH); None to search in this process.
    """
    if (settings.jobs <= 1 or settings.repeatable
            or (budget.max_depth < PARALLEL_LEAST_DEPTH
                and not budget.solving)):
        return None
    workers = find_search_workers(settings.jobs)
    if workers is None:
        return None
    try:
        configure_workers(workers, engine, settings.evaluation, sign,
                          empties)
    except WorkerLost as lost:
        report_lost_worker(workers, lost)
        return None
    return workers


def analyse_position(board, piece, rules, level, settings, want_final):
    """Finds a searching computer's move and its value (the Analysis; None
    when the side has no legal move). The level's depth and the think
    time bound an ordinary search; with few enough empty squares the
    exact solver then tries to reach every line's end in the budget
    left. want_final plays a solved position out (the hint's final score).
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
    sign = get_win_sign(settings)
    workers = get_search_workers(settings, budget, engine, sign, (
        engine.squares & ~(own | opponent)).bit_count())
    cores = 1
    if workers is not None:
        # The budget is a core's: each worker has as much.
        cores = len(workers.connections)
        state.node_limit *= cores
    first_guess = order_moves(own, opponent, moves, 0, False, state)[0]
    result = deepen_search_together(own, opponent, budget.max_depth, state,
                                    first_guess, workers)
    analysis = Analysis(piece, get_bit_square(result[0], engine), result[1],
                        False, [])
    if not budget.solving:
        return analysis
    exact_state = create_solver_state(budget, think, cores)
    try:
        value = solve_together(own, opponent, exact_state, workers)
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
    """Chooses a searching computer's move ([] when there is none): level1
    to level5 are this with their level (fresh Settings when None). The
    strongest plays Othello's first moves from the opening book.
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
# is one number), or, where the rule set's square_names allows it, by
# Othello's names: a column letter from the left, then a row number
# from the top (d3 is row 2, column 3).
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
    """A position read from --position's text (or a record's Position tag)."""
    board: list          # the 2D list of pieces ([] when there is an error)
    side: str            # the side to move (EMPTY when there is an error)
    error: str           # why the text cannot be used ('' when it can)


def escape_text(text, length=QUOTED_LENGTH):
    """Writes a piece of a file, a command line or a protocol line for a
    message, on one line: each character that is not printable as its
    escape (\\x1b), cut after length characters with QUOTE_MORE.
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
    """Reads a square typed by its name (d3: a column letter of either
    case, a row number from 1): [] when the word is not shaped like one,
    otherwise a pair [move, error] as parse_typed_square gives it.
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
    """Writes a square as a player types it by numbers, counted from
    first_number: '2 4' on a grid, one number ('5') on a one-row board.
    """
    if len(board) == 1:
        return str(move[1] + first_number)
    return SQUARE_FORMAT.format(move[0] + first_number,
                                move[1] + first_number)


def format_square_name(board, move):
    """Writes a square's standard name: d3 on a grid, 1 to 12 on one row."""
    if len(board) == 1:
        return format_numbered_square(board, move,
                                      ONE_ROW_RULES.first_number)
    return SQUARE_NAME_FORMAT.format(COLUMN_LETTERS[move[1]],
                                     move[0] + 1)


def get_board_labels(board, names, first_number):
    """Labels a board's columns and rows as its squares are written, as a
    pair (column labels, row labels) of lists of strings: letters across
    and numbers down from 1 where squares are named (a1 top left),
    otherwise numbers from first_number.
    """
    if names:
        return ([COLUMN_LETTERS[col] for col in range(len(board[0]))],
                [str(row + 1) for row in range(len(board))])
    return ([str(col + first_number) for col in range(len(board[0]))],
            [str(row + first_number) for row in range(len(board))])


def _parse_numbered_square(text, board, first_number):
    """Reads the square number typed on a one-row board: a pair [move,
    error] as parse_typed_square gives it.
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
    parse_move), one square number on a one-row board, or, where
    square_names allows it, the square's Othello name. A square number
    or a name is checked to be on the board; a grid's 'row col' is
    checked with the move (see check_rule_move). Returns a pair [move,
    error]: the [row, col] square and '', or [] and the one-line reason
    the line was refused.
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
    """Checks a typed line as a move: that it names a square on the board,
    then that the move there is legal. Squares are typed by name only
    where square_names is set (not by default: the ICS 32 protocol reads
    numbers only). Returns a pair [move, error] as parse_typed_square.
    """
    parsed = parse_typed_square(text, board, first_number, square_names)
    if parsed[1] != "":
        return parsed
    # get_move_error asks only whether this move is among the legal ones.
    row, col = parsed[0]
    legal = [parsed[0]] if is_rule_move(board, row, col, piece, rules) else []
    error = get_move_error(board, parsed[0], legal)
    if error != "":
        return [[], error]
    return parsed


def parse_position(text, rows, cols):
    """Reads a start position given with --position: the squares, one
    character each, row by row (X or * for black, O for white, either
    case, or - . _ for empty), then a space and the side to move. On an
    error the Position has no board, EMPTY and the reason.
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
    """Writes a position as --position reads it."""
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
    """Plays each named opening from the start, once, when first asked."""
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
    """Names a game's opening, the last named position its moves reach:
    [the names, the number of the move that reached it, from 1], or
    [[], 0] when there is none or the game is not 8x8 Othello.
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
    """Writes an opening's names, such as 'Heath (also Tobidashi)'."""
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
# in discs too. An analysis is study, not play: its budget is counted in
# positions alone, with no clock (see study_move), so the same position
# and think time give the same values however busy the machine is and
# however many processes share the work; a busy machine takes longer.
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
# The evaluating search of every analysis (the hint, analyze, review,
# the window, NBoard) visits ANALYSIS_POSITIONS_SHARE of the positions
# its think time buys a computer player (the Evaluation's positions a
# second): with the patterns 29,333 a second, as many as before the
# budgets were set to this machine's speed, enough for the values it
# shows, so a faster search shows the same values sooner, and a review
# of a whole game stays short.
ANALYSIS_POSITIONS_SHARE = 44 / 81
ANALYSIS_HEADING = ("{} to move: every move's value, the final disc "
                    "difference for {}, best first")
ANALYSIS_LINE = "{:>4}  {:<16}{}"
# A move's line is at most ANALYSIS_WIDTH columns: a longer expected
# line goes on under itself, broken between its moves.
ANALYSIS_WIDTH = 79
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
    """What the analysis thinks of a move (disc differences for its side)."""
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
    """Turns study_move's valuation (search values: sign times the disc
    difference) into an Opinion in disc differences for the side moving,
    its key still the search value; its move is None when engine is.
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
    """The opening book's Opinions of a position's moves (see
    find_book_moves), best first; [] when the book has not the position.
    """
    return [Opinion(get_bit_square(move, engine), -INFINITE_SCORE,
                    INFINITE_SCORE, value, value, True)
            for move, value in find_book_moves(own, opponent, engine, sign)]


# The session's memory of analysed positions starts again when it holds
# ANALYSIS_MEMORY_LIMIT of them (a few megabytes).
ANALYSIS_MEMORY_LIMIT = 10000


@dataclasses.dataclass(slots=True)
class Knowledge:
    """What the session's analysis knows of a position (Settings.memory)."""
    reach: float                  # the think time (or node limit) of the
    # ... longest analysis of it
    opinions: list                # that analysis's opinions, best first
    hint_move: list = None        # the move a hint recommended in it


def get_memory_key(rules, board, own, opponent):
    """Names a position in Settings.memory (side to move's bits first)."""
    return (rules.name, len(board), len(board[0]), own, opponent)


def get_analysis_think(settings, move_count):
    """The seconds --analyze may take (see ANALYSIS_THINKS_PER_MOVE)."""
    return settings.think * max(ANALYSIS_THINKS_PER_MOVE * move_count,
                                ANALYSIS_LEAST_THINKS)


def get_analysis_reach(settings, think):
    """Measures how deep an analysis goes: its node limit, or its time."""
    return think if settings.node_limit is None else settings.node_limit


def is_known_deep_enough(known, reach):
    """Tells whether the memory's Knowledge (or None) reaches as deep."""
    return known is not None and known.reach >= reach


def _keep_opinions(settings, key, reach, opinions, known):
    """Keeps an analysis in the session's memory, clearing it first when
    it holds ANALYSIS_MEMORY_LIMIT positions; the hint move noted in the
    Knowledge it replaces (known, or None) is kept.
    """
    if len(settings.memory) >= ANALYSIS_MEMORY_LIMIT:
        settings.memory.clear()
    hint_move = None if known is None else known.hint_move
    settings.memory[key] = Knowledge(reach, list(opinions), hint_move)


def remember_opinions(board, piece, rules, settings, reach, opinions):
    """Keeps an analysis of a position (reach as get_analysis_reach's)
    in the session's memory, as analyse_moves keeps its own, at the
    deepest reach it knew the position at.
    """
    engine = build_engine(rules, len(board), len(board[0]))
    own, opponent = get_engine_bits(board, piece, engine)
    key = get_memory_key(rules, board, own, opponent)
    known = settings.memory.get(key)
    if known is not None:
        reach = max(reach, known.reach)
    _keep_opinions(settings, key, reach, opinions, known)


def bound_opinion(opinion, lower, upper, sign):
    """The opinion (unchanged) with its proven bounds narrowed to lower,
    upper (disc differences for its side) and its key and estimate kept
    inside them; sign as get_win_sign's.
    """
    lower = max(lower, opinion.lower)
    upper = min(upper, opinion.upper)
    if lower > upper:
        return opinion
    key_bounds = sorted([sign * lower, sign * upper])
    key = min(max(opinion.key, key_bounds[0]), key_bounds[1])
    return dataclasses.replace(opinion, lower=lower, upper=upper,
                               estimate=sign * key, key=key)


def _merge_known(opinions, known, sign):
    """The most exact value known wins: each new opinion (a fresh list,
    best first) narrowed by the bounds the session's memory proved for
    the same move (known: its Knowledge, or None), with the known line
    where that is proven further.
    """
    if known is None:
        return opinions
    proven = {tuple(opinion.move): opinion for opinion in known.opinions
              if not opinion.book}
    merged = []
    for opinion in opinions:
        old = proven.get(tuple(opinion.move))
        if old is not None:
            narrowed = bound_opinion(opinion, old.lower, old.upper, sign)
            if old.exact_moves > narrowed.exact_moves:
                narrowed.line = list(old.line)
                narrowed.exact_moves = old.exact_moves
            opinion = narrowed
        merged.append(opinion)
    sort_opinions(merged)
    return merged


def sort_opinions(opinions):
    """Sorts opinions (in place) best first, equals in the order of the
    board's squares, as every analysis lists them.
    """
    opinions.sort(key=lambda opinion: opinion.move)
    opinions.sort(key=lambda opinion: opinion.key, reverse=True)


def find_knowledge(board, piece, rules, settings):
    """Finds what the session's analysis knows of a position (or None)."""
    engine = build_engine(rules, len(board), len(board[0]))
    own, opponent = get_engine_bits(board, piece, engine)
    return settings.memory.get(get_memory_key(rules, board, own, opponent))


def remember_hint(board, piece, rules, settings, move):
    """Notes the move a hint recommended in a position analysed before."""
    knowledge = find_knowledge(board, piece, rules, settings)
    if knowledge is not None:
        knowledge.hint_move = move


def recall_hint(board, piece, rules, settings):
    """Finds the [row, col] move a hint recommended in a position, or None."""
    knowledge = find_knowledge(board, piece, rules, settings)
    if knowledge is None:
        return None
    return knowledge.hint_move


def replay_line_bits(own, opponent, line, engine):
    """Plays a line of move bits (0 for a pass) from a position: the pair
    [own, opponent] after it, own the side to move.
    """
    for move in line:
        if move:
            own, opponent = play_engine_move(own, opponent, move, engine)
        else:
            own, opponent = opponent, own
    return [own, opponent]


def walk_table_line(own, opponent, table, engine, line):
    """Extends line (move bits, in place) from its end own, opponent with
    the best move the search table kept in each position (0 for a pass),
    until the table has none, the game ends or it is BEST_LINE_MOVES long.
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
    """Extends line (move bits, in place) from its end own, opponent with
    the book's best move in each position it has expanded.
    """
    while len(line) < BEST_LINE_MOVES:
        valued = find_book_moves(own, opponent, engine, sign)
        if not valued:
            return
        line.append(valued[0][0])
        own, opponent = play_engine_move(own, opponent, valued[0][0],
                                         engine)


def find_best_line(own, opponent, valuation, state, solver_state):
    """Finds the expected line of play after a move (see BEST_LINE_MOVES),
    exact as far as the solver (solver_state; None when it did not run)
    can play it out, then a guess: a pair [the move bits, this move first
    and 0 for a pass; how many of them are exact].
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
    """Gives opinion (changed, and returned) its line (see find_best_line)."""
    opinion.line = [get_bit_square(move, engine) if move else []
                    for move in line]
    opinion.exact_moves = exact
    return opinion


@dataclasses.dataclass
class MoveStudy:
    """What the analysis found of one move, searched alone (see study_move)."""
    deepening: list               # the move's Valuation at each depth the
    # ... evaluating search finished, the first at depth 1
    lower: int                    # the lowest value proven (search values)
    upper: int                    # the highest value proven
    line: list                    # the expected line's move bits (see
    # ... find_best_line)
    exact_moves: int              # how many of them are exact


def _deepen_move(own, opponent, move, max_depth, state):
    """The evaluating search of one move, one ply deeper at a time until
    the budget is spent or max_depth is reached: the move's Valuation at
    each depth finished, the first at depth 1.
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
    another move's search did changes it, and no clock cuts it (only
    positions count, and stop_search), so any process, however busy the
    machine, finds the same.
    The settings' node_limit (when set) and think are the move's shares;
    watch_search is called with each search state started.
    """
    budget = create_search_budget(engine, own, opponent, STRONGEST_PLAYER,
                                  settings, think, ANALYSIS_SOLVE_EMPTIES,
                                  clocked=False)
    state = budget.state
    if budget.node_limit is None:
        state.node_limit = max(1, round(state.node_limit
                                        * ANALYSIS_POSITIONS_SHARE))
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
    equal share of the think time (of the Settings' node_limit when it is
    set); only (None: all) is a worker's share of [row, col] moves, each
    still given its share among all. Returns the MoveStudies in the order
    of the board's squares.
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
    """Turns the moves' studies into the analysis's Opinions, best first
    (equals in the order of the board's squares). Each estimate is taken
    at the deepest ply every move's search finished, so that no move is
    favoured by looking deeper than the others; what any depth proved is
    kept.
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
    """Finds the strongest computer's opinion of every legal move ([] when
    the side has none), best first: the opening book's where it has the
    position, else each move studied on its own (see study_move), so the
    values are the same however many processes share the work. think
    (None: as --analyze, see get_analysis_think) bounds the whole
    analysis, unless the Settings' node_limit is set. The Settings
    remember the answer for the session, and a position asked again with
    no more time than before gets it back, so hint, analyze and review
    agree. watch_search (None, or called with each search state started)
    lets another thread end the search early (see stop_search); such an
    answer is not remembered.
    """
    return analyse_moves_by(board, piece, rules, settings, think,
                            watch_search, 1)


def analyse_moves_by(board, piece, rules, settings, think, watch_search,
                     jobs):
    """Does analyse_moves' work, the moves shared among jobs worker
    processes when jobs > 1 (see analyse_moves_together).
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
    workers = None
    if jobs > 1 and len(moves) > 1 and watch_search is None:
        workers = find_search_workers(jobs)
    studies = None
    if workers is not None:
        studies = _study_on_workers(workers, board, piece, rules, settings,
                                    think, moves)
    if studies is None:
        studies = study_moves(board, piece, rules, settings, think,
                              watch_search)
    opinions = _merge_known(gather_studies(studies, sign, engine), known,
                            sign)
    # Work another thread may have cut short is not remembered.
    if watch_search is None:
        _keep_opinions(settings, key, reach, opinions, known)
    return opinions


def _study_on_workers(workers, board, piece, rules, settings, think,
                      moves):
    """Studies the legal moves on the worker processes, each a share (see
    study_moves): the MoveStudies, or None after one line about a worker
    that died (the caller then studies them itself).
    """
    count = len(workers.connections)
    lent = dataclasses.replace(settings, memory={})
    asked = workers.connections[:len(moves)]
    try:
        for first, connection in enumerate(asked):
            connection.send((TASK_CALL, study_moves, (
                board, piece, rules, lent, think, None, moves[first::count])))
        parts = []
        for connection in asked:
            parts.append(connection.recv())
    except (EOFError, OSError) as error:
        report_lost_worker(workers, lose_worker(error))
        return None
    except BaseException:
        # Stopped while they work (Ctrl-C): their answers would come to
        # the next search, so they are not used again.
        workers.lost = True
        close_search_workers(workers)
        raise
    return [study for part in parts for study in part]


def analyse_moves_together(board, piece, rules, settings, jobs):
    """Analyses every legal move as analyse_moves does, the moves shared
    among jobs worker processes (started by WORKER_START, safe beside
    threads; 1: this one), each with the share of the think time it has
    in one process, so the values are the same and come sooner. Leaving
    early (Ctrl-C) stops every worker at once.
    """
    return analyse_moves_by(board, piece, rules, settings, None, None,
                            jobs)


def ignore_search(state):
    """Watches a search by doing nothing (analyse_moves' default)."""


def stop_search(state):
    """Makes a search under way stop at its next position (any thread)."""
    state.node_limit = 0


def format_disc_value(value):
    """Writes a disc difference: '+6', '-2', or '0' for an even game."""
    if value == 0:
        return VALUE_EVEN
    return VALUE_SIGNED.format(value)


def is_exact_opinion(opinion):
    """Tells whether an Opinion's value is known exactly."""
    return opinion.lower == opinion.upper


def get_value_kind(opinion):
    """Finds what is known of an opinion's value (a VALUE_KIND_ constant):
    exact, between two proven bounds, at least or at most one, the book's,
    or only an estimate (about).
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
    get_value_kind; a bound is never written as the value itself), such
    as '+6 exact', 'at least +10' or 'about -2'.
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
    """Writes an analyse_position value, exact when the solver found it,
    labelled as format_opinion_value labels it.
    """
    valuation = get_search_valuation(0, value)
    if exact:
        valuation = Valuation(0, value, value, value)
    return format_opinion_value(create_opinion(valuation, sign, None))


def format_analysis(board, piece, opinions, write_square=None):
    """Writes what --analyze prints (and the word analyze), as lines
    joined by newlines (none at the end); write_square(board, move)
    writes a square as the game does (None: its name).
    """
    if write_square is None:
        write_square = format_square_name
    if len(opinions) == 0:
        return ANALYSIS_NO_MOVE.format(piece)
    lines = [ANALYSIS_HEADING.format(piece, piece)]
    for opinion in opinions:
        head = ANALYSIS_LINE.format(write_square(board, opinion.move),
                                    format_opinion_value(opinion), "")
        lines += _wrap_words(head, list_best_line_words(
            board, opinion, write_square), ANALYSIS_WIDTH)
    return "\n".join(lines)


def _wrap_words(head, words, width):
    """Writes head, then words separated by spaces, in lines of at most
    width columns where the words allow; each line after the first is
    indented as far as head reaches. Returns the lines.
    """
    indent = SPACE * len(head)
    lines = []
    line = head
    taken = 0
    for word in words:
        if taken > 0 and len(line) + len(SPACE) + len(word) > width:
            lines.append(line)
            line = indent
            taken = 0
        if taken > 0:
            line += SPACE
        line += word
        taken += 1
    return lines + [line.rstrip()]


def list_best_line_words(board, opinion, write_square):
    """Lists the words format_best_line joins with spaces: the exact
    moves, then BEST_LINE_GUESS and the guessed ones; where a square is
    written with a space (2 4), each move but the last of its part ends
    in a comma.
    """
    words = [write_square(board, move) if len(move) > 0 else PASS_WORD
             for move in opinion.line]
    separator = BEST_LINE_SEPARATORS[any(SPACE in word for word in words)]
    ending = separator.rstrip(SPACE)
    parts = [words[:opinion.exact_moves], words[opinion.exact_moves:]]
    for index, part in enumerate(parts):
        parts[index] = [word + ending for word in part[:-1]] + part[-1:]
    if len(parts[1]) == 0:
        return parts[0]
    return parts[0] + [BEST_LINE_GUESS] + parts[1]


def format_best_line(board, opinion, write_square):
    """Writes an opinion's expected line: its exact moves, then
    BEST_LINE_GUESS and the guessed ones, such as 'e2 f1 e1 ~ d1 c1' (''
    when it has no moves).
    """
    return SPACE.join(list_best_line_words(board, opinion, write_square))


def format_position_analysis(board, piece_due, rules, settings, jobs=1):
    """Writes what --analyze prints for a position: the opinions of the
    moves of the side that moves next (saying so when the side due must
    pass first), or the score when the game is over; lines joined by
    newlines (none at the end). jobs processes may analyse at once.
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
# The people who played the moves of a game loaded from another format
# (see LoadedGame.people), kept so that its review names them as that
# file did: PGN's ? for one the file did not name, who is called by the
# colour. A quote or a line break in a name is written as the text
# allows (RECORD_NAME_CHANGES).
TAG_PEOPLE = {PLAYER_PIECE: "XName", COMPUTER_PIECE: "OName"}
UNNAMED_PERSON = "?"
RECORD_NAME_CHANGES = {"\"": "'", "\n": " ", "\r": " "}
RECORD_TAGS = [TAG_RULES, TAG_SIZE, TAG_FIRST, TAG_START, TAG_WIN,
               PLAYER_PIECE, COMPUTER_PIECE, TAG_PEOPLE[PLAYER_PIECE],
               TAG_PEOPLE[COMPUTER_PIECE], TAG_SEED, TAG_POSITION,
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
# A word of a line: what lies between spaces.
WORD_PATTERN = r"\S+"
RECORD_TEXT_ENCODING = "utf-8-sig"
SIZE_FORMAT = "{}x{}"
SIZE_SEPARATOR = "x"
SIZE_PART_COUNT = 2
RESULT_FORMAT = "{}-{}"
UNFINISHED_RESULT = "*"
MOVES_PER_LINE = 10
RECORD_ENCODING = "utf-8"
# A save first writes a new file of a random name beside the file it
# saves, .NAME.RANDOM.part (RANDOM is tempfile's 8 characters), created
# only if no such name exists (so no planted link or file is written
# through) and locked while it is written (os.lockf); it is flushed to
# the disk and then renamed over NAME. On every other way out (an error,
# Ctrl-C, SIGTERM, SIGHUP; SIGKILL cannot be caught) a finally removes
# it; the stop signals are held back while it is made, so none comes
# between its making and its name being kept (SAVE_HELD_SIGNALS).
# A save first removes what cut-off saves (the program killed) of the
# same NAME left, and nothing else: a plain file named
# .NAME.RANDOM.part, owned by this user, that no save holds locked and
# that holds what a save writes, that is nothing yet, or text opening as
# a record or a GGF game opens (SAVED_OPENINGS), or a beginning of that.
# Temporaries of other names and other people's files are left alone;
# a save to a name of that shape is refused (TEMPORARY_NAME_ERROR).
# A new file gets the permissions the umask leaves of NEW_FILE_MODE; a
# file saved again keeps its own.
TEMPORARY_PREFIX = "."
TEMPORARY_SEPARATOR = "."
TEMPORARY_SUFFIX = ".part"
TEMPORARY_RANDOM_PATTERN = r"[a-z0-9_]{8}"
TEMPORARY_PATTERN = (r"\..+\." + TEMPORARY_RANDOM_PATTERN
                     + re.escape(TEMPORARY_SUFFIX))
TEMPORARY_NAME_ERROR = "a name kept for a save's temporary file"
# A record opens with its Rules tag (see format_record), a GGF game as
# format_ggf (GAME FORMATS) writes it.
SAVED_OPENINGS = [TAG_OPEN + TAG_RULES + " \"", "(;GM["]
# Ctrl-C, the hang-up and SIGTERM: the signals the workers' start holds.
SAVE_HELD_SIGNALS = WORKER_IGNORED_SIGNALS + WORKER_HELD_SIGNALS
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

# What a record's tags may look like (see check_record_tags): a seed; a
# result, the final score or UNFINISHED_RESULT.
SEED_PATTERN = r"[+-]?[0-9]{1,40}"
RESULT_PATTERN = re.escape(UNFINISHED_RESULT) + r"|[0-9]{1,3}-[0-9]{1,3}"
# The tags whose value is one of a few words: (tag, the words).
RECORD_WORD_TAGS = ((TAG_FIRST, POSITION_PIECES),
                    (TAG_START, POSITION_PIECES), (TAG_WIN, WIN_CHOICES),
                    (PLAYER_PIECE, PLAYER_KINDS),
                    (COMPUTER_PIECE, PLAYER_KINDS))
# The tags whose value has a pattern: (tag, the pattern).
RECORD_PATTERN_TAGS = ((TAG_SEED, SEED_PATTERN),
                       (TAG_RESULT, RESULT_PATTERN))


@dataclasses.dataclass
class RecordFile:
    """A record as parse_record_text reads it (its form checked only)."""
    tags: dict           # {name: [value, line number]}
    moves: list          # the moves as [word, line number] pairs


@dataclasses.dataclass
class LoadedGame:
    """A game or its moves as read; on an error the rest may be defaults."""
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
    people: dict = dataclasses.field(default_factory=dict)
    # ... {piece: the person its file says played it, '' for one not
    # ... named} ({}: its players played it; see name_people)


# A move string names no players: a review calls its sides by colour,
# Othello's black moving first; the people a file names, by name.
UNNAMED_SIDES = {PLAYER_PIECE: "Black (X)", COMPUTER_PIECE: "White (O)"}
UNNAMED_PEOPLE = {PLAYER_PIECE: "", COMPUTER_PIECE: ""}
PERSON_WITH_PIECE = "{} ({})"

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
CONTROL_NAME_ERROR = "give a file name without control characters"
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
# a longer one is refused at a move within it. A record's moves and a
# transcript's are read no further than the most a game on the largest
# board can have (MOST_TURNS), word by word: a file is never held as a
# list of all its words, and a long one is read only that far.
TURNS_PER_SQUARE = 2
MOST_TURNS = TURNS_PER_SQUARE * MAX_BOARD_SIZE * MAX_BOARD_SIZE
# A move string's text is read in pieces of at most this many characters
# (spaces left out); the longest move's name (pass) decides where a move
# ends.
MOVE_TEXT_PIECE_PATTERN = r"\S{1,64}"
LONGEST_MOVE_WORD = len(PASS_WORD)
MOVE_STRING_SHOWN = 10
MOVE_STRING_ERROR = "move {} ({}): {}"
MOVE_STRING_SQUARE_ERROR = "{1}"
MOVE_STRING_TEXT_ERROR = "move {}: {} is not a square's name or pass"
NEWLINE = "\n"
LOAD_OPTIONS_ERROR = ("--load takes the game from the record: {} does not "
                      "apply")


def name_people(people):
    """Names the sides for a review as a file names the people who played
    them (people: {piece: name}, '' for one not named): 'Ada (X)', or
    the side's colour (UNNAMED_SIDES).
    """
    names = dict(UNNAMED_SIDES)
    for piece in people:
        if people[piece] != "":
            names[piece] = PERSON_WITH_PIECE.format(
                escape_text(people[piece]), piece)
    return names


def format_record_name(name):
    """Writes a person's name as a record's tag keeps it (see TAG_PEOPLE)."""
    for character, written in RECORD_NAME_CHANGES.items():
        name = name.replace(character, written)
    return name.strip() or UNNAMED_PERSON


def format_move_string(board, history):
    """Writes [piece, move] entries as a move string, passes left out."""
    return "".join([format_square_name(board, entry[1])
                    for entry in history if len(entry[1]) > 0])


def format_record(game, start, history, finished, people=None):
    """Writes a game's record, ending in a newline; finished is the final
    board once the game is over, [] before; people as LoadedGame.people
    (None or {}: none are written).
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
    for piece in people or {}:
        tags.append([TAG_PEOPLE[piece], format_record_name(people[piece])])
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
    the disk, then renamed over it; the temporary files that cut-off
    saves of the same name left are removed first. Returns '' when it
    was written, otherwise the reason it was not.
    """
    # Renaming over a link or a device would replace it, not write to it.
    if is_not_a_file(path):
        return NOT_A_FILE_ERROR
    folder, name = os.path.split(os.path.abspath(path))
    if re.fullmatch(TEMPORARY_PATTERN, name) is not None:
        return TEMPORARY_NAME_ERROR
    _remove_stale_temporaries(folder, name)
    made = []
    try:
        mode = NEW_FILE_MODE & ~_get_umask()
        if os.path.isfile(path):
            mode = os.stat(path).st_mode & PERMISSION_BITS
        _create_temporary(folder, name, made)
        _write_temporary(made, text, mode, path)
    except (OSError, ValueError) as problem:
        return str(getattr(problem, "strerror", None) or problem)
    finally:
        _discard_temporary(made)
    return ""


def is_not_a_file(path):
    """Tells whether a name is a link, folder or device (not saved to)."""
    return os.path.lexists(path) and (os.path.islink(path)
                                      or not os.path.isfile(path))


def _create_temporary(folder, name, made):
    """Makes a save's temporary file for folder/name (see TEMPORARY_PREFIX),
    locked while open; sets made (the caller's list, which its finally
    reads) to [its descriptor, its name]. Raises OSError when none can
    be made.
    """
    import tempfile
    held_signals = get_platform_signals(SAVE_HELD_SIGNALS)
    for _ in range(TEMPORARY_TRIES):
        held = None
        try:
            # A stop signal's handler, held back, raises only once the
            # file's name is kept in made.
            if hasattr(signal, "pthread_sigmask"):
                held = signal.pthread_sigmask(signal.SIG_BLOCK,
                                              held_signals)
            made[:] = tempfile.mkstemp(
                prefix=TEMPORARY_PREFIX + name + TEMPORARY_SEPARATOR,
                suffix=TEMPORARY_SUFFIX, dir=folder)
        finally:
            if held is not None:
                signal.pthread_sigmask(signal.SIG_SETMASK, held)
        _lock_file(made[0], True)
        # Another save's clearing may have found it in the moment before
        # it was locked, and removed it.
        if _is_still_named(made[0], made[1]):
            return
        os.close(made[0])
        made.clear()
    raise OSError(TEMPORARY_LOST_ERROR)


def _write_temporary(made, text, mode, path):
    """Writes text into the temporary file made ([descriptor, name]),
    flushes it to the disk, gives it mode and renames it over path.
    """
    handle, temporary = made
    with os.fdopen(handle, "w", encoding=RECORD_ENCODING,
                   closefd=False) as file:
        file.write(text)
        file.flush()
        os.fsync(file.fileno())
    os.chmod(temporary, mode)
    if not LOCKS_FILES:
        made[0] = None
        os.close(handle)
    os.replace(temporary, path)


def _discard_temporary(made):
    """Closes a save's temporary file made ([descriptor or None once
    closed, name]; [] before it was made) and removes it unless it was
    renamed.
    """
    if len(made) == 0:
        return
    handle, temporary = made
    made.clear()
    try:
        kept = os.path.lexists(temporary)
        if handle is not None:
            kept = _is_still_named(handle, temporary)
            os.close(handle)
        if kept:
            os.remove(temporary)
    except OSError:
        pass


def _lock_file(handle, wait):
    """Locks a file open for writing against other processes (os.lockf
    where the system has it; elsewhere an open file cannot be removed
    anyway): False only when another holds it and wait is False.
    """
    if not LOCKS_FILES:
        return True
    try:
        os.lockf(handle, os.F_LOCK if wait else os.F_TLOCK, 0)
    except OSError:
        return False
    return True


def _is_still_named(handle, path):
    """Tells whether path still names handle's open file."""
    try:
        return os.path.samestat(os.fstat(handle), os.lstat(path))
    except OSError:
        return False


def _get_umask():
    """Reads the process's umask, which can only be read by setting it."""
    umask = os.umask(0)
    os.umask(umask)
    return umask


def _remove_stale_temporaries(folder, name):
    """Removes from a folder the temporary files that cut-off saves of
    name left (see TEMPORARY_PREFIX); every other file stays.
    """
    pattern = (re.escape(TEMPORARY_PREFIX + name + TEMPORARY_SEPARATOR)
               + TEMPORARY_RANDOM_PATTERN + re.escape(TEMPORARY_SUFFIX))
    try:
        entries = os.listdir(folder)
    except OSError:
        return
    for entry in entries:
        if re.fullmatch(pattern, entry) is not None:
            _remove_if_stale(os.path.join(folder, entry))


def _remove_if_stale(found):
    """Removes one file named as a save's temporary when a cut-off save
    left it: a plain file of this user's that no save holds locked and
    that holds what a save writes (see _holds_saved_text).
    """
    try:
        status = os.lstat(found)
        if not _is_own_file(status):
            return
        handle = os.open(found, os.O_RDWR | getattr(os, "O_NOFOLLOW", 0)
                         | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return
    stale = False
    try:
        stale = (_is_own_file(os.fstat(handle))
                 and _lock_file(handle, False)
                 and _is_still_named(handle, found)
                 and _holds_saved_text(handle))
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


def _is_own_file(status):
    """Tells whether an os.stat result is a plain file of this user's
    (any plain file where the system has no users).
    """
    return stat.S_ISREG(status.st_mode) and (
        not hasattr(os, "geteuid") or status.st_uid == os.geteuid())


def _holds_saved_text(handle):
    """Tells whether an open file, read from its start, holds what a save
    writes: nothing, or one of SAVED_OPENINGS or the beginning of one.
    """
    longest = max(len(opening) for opening in SAVED_OPENINGS)
    start = os.read(handle, longest)
    openings = [opening.encode(RECORD_ENCODING)
                for opening in SAVED_OPENINGS]
    return any(start[:len(opening)] == opening[:len(start)]
               for opening in openings)


def format_state_record(state):
    """Writes the record of a GameState, with its result once it is over."""
    finished = []
    if is_rule_game_over(state.board, state.due, state.game.rules):
        finished = state.board
    return format_record(state.game, state.start,
                         state.history, finished, state.people)


def parse_record_text(text, path):
    """Reads a record's text into its tags and moves, checking its form
    (not yet its moves): a pair [RecordFile, ''], or [None, the message
    to print] naming the file (path), and the line where there is one.
    """
    shown = show_path(path)
    tags = {}
    moves = []
    number = 0
    for line in iterate_lines(text):
        number += 1
        line = line.strip()
        if len(moves) > MOST_TURNS:
            # The game was over before the last move read: enough read.
            break
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
            for found in re.finditer(WORD_PATTERN, line):
                moves.append([found.group(0), number])
                if len(moves) > MOST_TURNS:
                    break
    return [RecordFile(tags, moves), ""]


def iterate_lines(text):
    """Yields a text's lines one by one, as re.split(RECORD_LINE_ENDS)
    would list them.
    """
    start = 0
    for found in re.finditer(RECORD_LINE_ENDS, text):
        yield text[start:found.start()]
        start = found.end()
    yield text[start:]


def get_tag(record, tag, default):
    """A tag's value (a string) in a loaded record, or default."""
    found = record.tags.get(tag)
    if found is None:
        return default
    return found[0]


def check_record_tags(record, path):
    """Checks a record's tags and reads the game from them: the LoadedGame
    of the tags (its rules, first, top_left, win, player_names, seed and
    start; no moves yet), or, when a tag is bad, one with only the error
    naming the file, the first bad tag's line and the reason.
    """
    tags = record.tags
    problems = []
    rules_name = get_tag(record, TAG_RULES, UMBC_RULES_NAME)
    rules = RULE_SETS.get(rules_name, UMBC_RULES)
    if rules_name not in RULE_SETS:
        problems.append(TAG_RULES)
    sides = _read_size_tag(record, rules)
    if sides is None:
        problems.append(TAG_SIZE)
        sides = [rules.rows, rules.cols]
    defaults = {TAG_FIRST: PLAYER_PIECE, TAG_START: rules.top_left,
                TAG_WIN: WIN_MOST, PLAYER_PIECE: HUMAN,
                COMPUTER_PIECE: rules.o_player}
    values = {tag: get_tag(record, tag, default)
              for tag, default in defaults.items()}
    problems += [tag for tag, allowed in RECORD_WORD_TAGS
                 if values[tag] not in allowed]
    problems += [tag for tag, pattern in RECORD_PATTERN_TAGS
                 if tag in tags
                 and re.fullmatch(pattern, tags[tag][0]) is None]
    first = values[TAG_FIRST]
    start = create_start_board(sides[0], sides[1], values[TAG_START], rules)
    if TAG_POSITION in tags:
        parsed = parse_position(tags[TAG_POSITION][0], sides[0], sides[1])
        if parsed.error != "":
            problems.append(TAG_POSITION)
        elif TAG_FIRST not in tags:
            first = parsed.side
        elif parsed.side != first:
            problems.append(TAG_FIRST)
        start = parsed.board
    if len(problems) > 0:
        tag = min(problems, key=lambda name: tags[name][1])
        return LoadedGame(error=RECORD_LINE_ERROR.format(
            show_path(path), tags[tag][1], RECORD_VALUE_ERROR.format(
                tag, quote_text(tags[tag][0]))))
    seed = get_tag(record, TAG_SEED, None)
    if seed is not None:
        seed = int(seed)
    loaded = LoadedGame(rules, first, values[TAG_START], values[TAG_WIN],
                        {PLAYER_PIECE: values[PLAYER_PIECE],
                         COMPUTER_PIECE: values[COMPUTER_PIECE]},
                        seed, start)
    if any(tag in tags for tag in TAG_PEOPLE.values()):
        for piece, tag in TAG_PEOPLE.items():
            name = get_tag(record, tag, UNNAMED_PERSON).strip()
            loaded.people[piece] = "" if name == UNNAMED_PERSON else name
    return loaded


def _read_size_tag(record, rules):
    """Reads a record's Size tag: [rows, cols], or None when it is bad."""
    size = get_tag(record, TAG_SIZE, SIZE_FORMAT.format(rules.rows,
                                                        rules.cols))
    sides = [parse_whole_number(part) for part in size.split(SIZE_SEPARATOR)]
    if rules.size_fixed:
        good_size = sides == [rules.rows, rules.cols]
    else:
        good_size = (len(sides) == SIZE_PART_COUNT
                     and is_valid_board_side(sides[0])
                     and is_valid_board_side(sides[1]))
    if good_size:
        return sides
    return None


def check_recorded_word(board, due, word, rules, square_error):
    """Checks one move of a record or a move string (a square's name or
    pass) for the side due, the board unchanged: a pair [move, problem],
    the [row, col] move ([] for a pass) and '' when it is legal, otherwise
    [] and the reason. square_error formats a refused square's word and
    the rules' reason.
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
    """Plays a loaded record's moves from start, checking each: a
    LoadedGame of the moves alone (its board after them and its history
    of [piece, move] entries), or one with only the error, naming the
    file, the line and the reason.
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


def split_move_string(text, most=None):
    """Splits a move string into its moves (names of either case and
    passes, run together or spaced), no more than most (None: no limit):
    a pair [the moves in lower case, rest], rest '' when the text read is
    all moves, otherwise the first text that is not one (at most
    MOVE_STRING_SHOWN characters of it).
    """
    return split_move_pieces(iterate_text_pieces(text), most)


def iterate_text_pieces(text):
    """Yields a text's characters but spaces, a piece of a few at a time
    (see MOVE_TEXT_PIECE_PATTERN).
    """
    for found in re.finditer(MOVE_TEXT_PIECE_PATTERN, text):
        yield found.group(0)


def split_move_pieces(pieces, most=None):
    """Splits a move string given as an iterator of pieces of its text
    (with no spaces; a move may be cut between two) as split_move_string
    does, taking pieces only until it has most moves.
    """
    token = re.compile(MOVE_STRING_TOKEN)
    words = []
    rest = ""
    ended = False
    while most is None or len(words) < most:
        # Enough text read to tell where the next move ends.
        if not ended and len(rest) < LONGEST_MOVE_WORD:
            piece = next(pieces, None)
            ended = piece is None
            rest += (piece or "").lower()
        elif rest == "":
            break
        else:
            found = token.match(rest)
            if found is None:
                while len(rest) < MOVE_STRING_SHOWN and not ended:
                    piece = next(pieces, None)
                    ended = piece is None
                    rest += (piece or "").lower()
                return [words, rest[:MOVE_STRING_SHOWN]]
            words.append(found.group(0))
            rest = rest[found.end():]
    return [words, ""]


def replay_move_string(text, start, first, rules):
    """Plays a move string from start (not changed), checking every move;
    a side with no legal move passes by itself when the string leaves its
    pass out. Returns a LoadedGame of the moves alone (its board after
    them and its history) or one with only the error, 'move N (word):
    reason', N counting the string's moves from 1.
    """
    split = split_move_string(text, TURNS_PER_SQUARE * len(start)
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
    """Reads a record of this program: checks its tags, replays its moves
    and checks the Moves tag against them. The LoadedGame's error is ''
    when the record can be used, otherwise the message to print.
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
# record and the move string. --load, --review (read_game_file) and
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
# A game's result in the list of a file's games: the discs at the end,
# black's first, as WTHOR's are (a difference d of the N squares is
# (N + d) / 2 to (N - d) / 2), and how the game ended when not by play.
GGF_SCORE_PATTERN = r"([+-]?[0-9]+)(?:\.0*)?(?::([rts]))?"
GGF_SCORE_TITLE = "{}-{}{}"
GGF_RESULT_FLAGS = {None: "", "r": " (resigned)", "t": " (time out)",
                    "s": " (score agreed)"}
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
TRANSCRIPT_RESULT_PATTERN = r"(?:[0-9]+-[0-9]+|1/2-1/2|\*)"
TRANSCRIPT_PASSES = ["--", GGF_PASS.lower()]
TRANSCRIPT_COMMENT_OPEN = "{"
TRANSCRIPT_COMMENT_CLOSE = "}"
TRANSCRIPT_ERROR = "{}"
# A transcript is read word by word from its start (see
# iterate_transcript_words), and no further than its moves need (see
# clean_transcript). At each place: tags, move numbers, spaces and the
# result (when nothing but those and comments follow it) are left out,
# a run at a time, and end a word; a comment, { to }, too (its } looked
# for once, not again for every {); a run of other characters, or one
# that starts none of those, is part of a word (a run of digits up to
# a result 1/2-1/2 glued to it). A word longer than
# TRANSCRIPT_PIECE_LENGTH is given in pieces (it is no pass). (What may
# follow the result is matched an item or a space at a time, a comment
# there holding no {, so that no text sends the match back over it
# again and again.)
TRANSCRIPT_AFTER_RESULT = ("(?=(?:" + "|".join([
    TRANSCRIPT_TAG_PATTERN, TRANSCRIPT_NUMBER_PATTERN, r"\{[^{}]*\}",
    r"\s"]) + ")*$)")
TRANSCRIPT_STEP_PATTERN = (
    "(?P<left>(?:" + "|".join([
        TRANSCRIPT_TAG_PATTERN, TRANSCRIPT_NUMBER_PATTERN,
        TRANSCRIPT_RESULT_PATTERN + TRANSCRIPT_AFTER_RESULT, r"\s+"])
    + r"))+|(?P<text>[0-9]+?(?=1/2-1/2)|[0-9]+|[^\s\[{0-9*]+)")
TRANSCRIPT_PIECE_LENGTH = 64

# The board string (see read_board_string): its squares' characters,
# and the side to move's.
BOARD_STRING_PATTERN = r"[XxOo*\-._]{64}[XxOo*]"
BOARD_SQUARES_PATTERN = r"[XxOo*\-._]{64}"
BOARD_STRING_LENGTH = BOARD_SIZE * BOARD_SIZE + 1
# How the formats are told apart without a copy of the text: GGF opens
# with (; after any spaces; a record or a transcript has a line that
# opens with [ after any spaces.
GGF_START_PATTERN = r"\s*" + re.escape(GGF_OPEN)
TAGGED_LINE_PATTERN = (r"(?:^|" + RECORD_LINE_ENDS + r")[^\S\r\n]*"
                       + re.escape(TAG_OPEN))
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
# What any load says when the memory runs out (the game under way, if
# any, goes on).
LOAD_MEMORY_ERROR = "not enough memory to read it"


@dataclasses.dataclass
class FiledGame:
    """One game of a file, replayed only when read (WTHOR holds thousands)."""
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
    """Starts the LoadedGame, no moves yet, of an Othello game read from
    another format: its players a new Othello game's, its sides named for
    a review by people ({piece: name}; {} when the format names none) or
    by colour (UNNAMED_SIDES).
    """
    rules = STANDARD_RULES
    named = dict(UNNAMED_PEOPLE)
    named.update(people)
    return LoadedGame(rules=rules, first=first, top_left=rules.top_left,
                      player_names={PLAYER_PIECE: HUMAN,
                                    COMPUTER_PIECE: rules.o_player},
                      start=start, board=copy_board(start),
                      side_names=name_people(named), people=named)


def play_loaded_moves(loaded, text, source, prefix=TRANSCRIPT_ERROR):
    """Plays a move string on a LoadedGame from its start, setting (and
    returning) its board, history and error; prefix: how the error names
    a game of several (see GGF_GAME_ERROR).
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
    """Reads a whole regular file of at most limit bytes, never waiting on
    a pipe or a device: [data, ''], or [None, the message naming it].
    """
    shown = show_path(path)
    try:
        # Opened without waiting (a pipe with no writer would wait for
        # ever), then read only if it is a regular file.
        handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        status = os.fstat(handle)
        if not stat.S_ISREG(status.st_mode):
            os.close(handle)
            return [None, RECORD_ERROR.format(shown, NOT_A_FILE_ERROR)]
        with os.fdopen(handle, "rb") as file:
            # As much as the file holds (no more memory taken than that),
            # then what it may have grown by, up to the limit.
            data = file.read(min(status.st_size, limit) + 1)
            if len(data) > status.st_size:
                data += file.read(limit + 1 - len(data))
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
    """Reads the names (record_bytes each) of the WTHOR name file name in
    folder, its case ignored; [] when there is no such file.
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
    """Names a WTHOR player or tournament by its number (#N if unnamed)."""
    if number < len(names):
        return names[number]
    return WTHOR_UNKNOWN_NAME.format(number)


def read_wthor_number(data, offset, size=WTHOR_NUMBER_BYTES):
    """Reads a little-endian number of a WTHOR file."""
    return int.from_bytes(data[offset:offset + size], WTHOR_BYTE_ORDER)


def is_wthor_data(data):
    """Tells whether bytes are a WTHOR games file (the count of games in
    its header gives exactly their length).
    """
    if len(data) < WTHOR_HEADER_BYTES:
        return False
    count = read_wthor_number(data, WTHOR_COUNT_OFFSET, WTHOR_COUNT_BYTES)
    return len(data) == WTHOR_HEADER_BYTES + count * WTHOR_GAME_BYTES


def read_wthor_game(record, number, source, people):
    """Replays one game of a WTHOR file into a LoadedGame (see FiledGame):
    record is its 68 bytes, number its place in the file (from 1), people
    {piece: name}. Passes are put in where a side had no move.
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
    """Reads a WTHOR games file into a GameFile (each game replayed when
    read), naming players and tournaments from the name files beside it.
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
    """Reads a GGF board (BO): [board, side to move], or [[], EMPTY] when
    the value is not a side, its squares and a side to move.
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
    """Plays a GGF game's [piece, word] moves, each by the colour it names,
    on the LoadedGame from its start, setting its history, error and board,
    and returns it: a side with no legal move passes by itself when the
    game leaves it out. prefix: how a message names the game (GGF_GAME_ERROR).
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
    """Gives {NAME in capitals: value} of a game's [name, value] pairs, the
    first value of each, spaces trimmed.
    """
    found = {}
    for name, value in properties:
        found.setdefault(name.upper(), value.strip())
    return found


def read_ggf_game(properties, source, prefix):
    """Reads one GGF game from its [name, value] pairs into a LoadedGame
    (see FiledGame); prefix is how a message names the game.
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
    """Splits a GGF text into games from (; to ;), each property NAME[value]
    (a value holds any character but ], written \\] in it); text between
    games is left out. Returns [games, error]: each game its [name, value]
    pairs and ''; or, at a broken game, the games before and the reason.
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
    """Reads a GGF text's games into a GameFile, each replayed when read."""
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
                                 _format_ggf_result(found))
        games.append(FiledGame(escape_text(title, SHOWN_PATH_LENGTH),
                               functools.partial(read_ggf_game, properties,
                                                 source, prefix)))
    return GameFile(games)


def _format_ggf_result(found):
    """Writes a game's result (found: see get_ggf_values) for the list of
    a file's games as the discs at the end, such as '53-11' for
    RE[+42.000] on 64 squares (see GGF_SCORE_TITLE); a result that is no
    such difference is written as it is (? when there is none).
    """
    result = found.get(GGF_RESULT, GGF_UNKNOWN)
    score = re.fullmatch(GGF_SCORE_PATTERN, result)
    sizes = re.findall(GGF_TYPE_SIZE, found.get(GGF_TYPE, ""))
    side = BOARD_SIZE
    if len(sizes) > 0:
        side = parse_whole_number(sizes[0])
    if score is None or side is None:
        return result
    squares = side * side
    difference = int(score.group(1))
    if abs(difference) > squares or (squares + difference) % 2 != 0:
        return result
    return GGF_SCORE_TITLE.format((squares + difference) // 2,
                                  (squares - difference) // 2,
                                  GGF_RESULT_FLAGS[score.group(2)])


def can_write_ggf(game, start):
    """Tells whether GGF can keep a game (Othello on a square board)."""
    return game.rules == STANDARD_RULES and len(start) == len(start[0])


def format_ggf(game, start, history, finished, people=None):
    """Writes a game as GGF (see can_write_ggf), one line ending in a
    newline: its players by their names here (or the people who played
    it, people as LoadedGame.people: one not named is left out), the
    date, the result (black's
    discs less white's by the WOF's count on the finished board; ? while
    finished is []), the type (board side, a when the fewest discs win),
    the start and the history's moves.
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
    names = people or game.player_names
    parts = [GGF_OPEN]
    for name, value in [
            [GGF_GAME, GGF_OTHELLO.capitalize()],
            [GGF_PLACE, GGF_PROGRAM_PLACE],
            [GGF_DATE, time.strftime(GGF_DATE_FORMAT, time.gmtime())],
            [GGF_BLACK, names[PLAYER_PIECE]],
            [GGF_WHITE, names[COMPUTER_PIECE]],
            [GGF_RESULT, result], [GGF_TYPE, kind],
            [GGF_BOARD, GGF_BOARD_FORMAT.format(
                size, squares, GGF_PIECE_CHARACTERS[game.first])]]:
        if value != "":
            parts.append(GGF_PROPERTY_FORMAT.format(
                name, value.replace(GGF_VALUE_CLOSE, GGF_ESCAPED_CLOSE)))
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
    anywhere (see BOARD_STRING_PATTERN); the Position, or None if not one.
    """
    squeezed = squeeze_text(text, BOARD_STRING_LENGTH)
    if re.fullmatch(BOARD_STRING_PATTERN, squeezed) is None:
        return None
    characters = [BOARD_STRING_PIECES.get(character.lower(), POSITION_EMPTY)
                  for character in squeezed]
    return parse_position("".join(characters[:-1]) + POSITION_SEPARATOR
                          + characters[-1], BOARD_SIZE, BOARD_SIZE)


def has_transcript_tags(text):
    """Tells whether a text's tags are a transcript's rather than this
    program's record's: whether one of them is PGN's (TRANSCRIPT_TAGS).
    """
    return any(found.group(1) in TRANSCRIPT_TAGS for found in
               re.finditer(TRANSCRIPT_TAG_PATTERN, text))


def squeeze_text(text, most):
    """The characters of a text but spaces, read no further than needed
    for more than most of them (all when it has fewer).
    """
    pieces = []
    length = 0
    for piece in iterate_text_pieces(text):
        if length > most:
            break
        pieces.append(piece)
        length += len(piece)
    return "".join(pieces)


def clean_transcript(text):
    """Turns a numbered transcript into a spaced move string (see
    iterate_transcript_words), read only as far as the moves of the
    longest game can reach (MOST_TURNS of at most LONGEST_MOVE_WORD
    characters, and what is shown of the text after them).
    """
    most = MOST_TURNS * LONGEST_MOVE_WORD + MOVE_STRING_SHOWN
    words = []
    length = 0
    for word in iterate_transcript_words(text):
        if length >= most:
            break
        words.append(word)
        length += len(word)
    return SPACE.join(words)


def iterate_transcript_words(text):
    """Yields a numbered transcript's words one by one (see
    TRANSCRIPT_STEP_PATTERN): its tags, comments, move numbers and result
    left out, -- or PA written pass, a long word in pieces.
    """
    word = ""
    in_pieces = False
    for piece in _iterate_transcript_pieces(text):
        if piece == "":
            if not in_pieces and word.lower() in TRANSCRIPT_PASSES:
                word = PASS_WORD
            if word != "":
                yield word
            word = ""
            in_pieces = False
        elif len(word) <= TRANSCRIPT_PIECE_LENGTH:
            word += piece
        else:
            yield word
            word = piece
            in_pieces = True


def _iterate_transcript_pieces(text):
    """Yields what a transcript's words are made of, in order: a run of a
    word's characters, or '' where a word ends (the text's end too).
    """
    step = re.compile(TRANSCRIPT_STEP_PATTERN)
    # The first } at or after the last { met (len(text) when none).
    close = -1
    position = 0
    while position < len(text):
        piece = text[position]
        end = position + 1
        found = step.match(text, position)
        if piece == TRANSCRIPT_COMMENT_OPEN:
            if close < position:
                close = text.find(TRANSCRIPT_COMMENT_CLOSE, position)
                close = len(text) if close < 0 else close
            if close < len(text):
                piece = ""
                end = close + 1
        elif found is not None:
            piece = found.group("text") or ""
            end = found.end()
        yield piece
        position = end
    yield ""


def read_transcript(text, source):
    """Reads a numbered transcript or a move string into a LoadedGame (see
    clean_transcript): its tags Black and White name the players.
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
    """Reads text in any format but WTHOR into a GameFile, trying them as
    the top of this section orders (64 squares with no side to move fail).
    """
    try:
        return _read_game_text(text, source)
    except MemoryError:
        return GameFile(error=RECORD_ERROR.format(show_path(source),
                                                  LOAD_MEMORY_ERROR))


def _read_game_text(text, source):
    """Reads text as read_game_text does (MemoryError raised)."""
    if re.match(GGF_START_PATTERN, text) is not None:
        return read_ggf_text(text, source)
    tagged = re.search(TAGGED_LINE_PATTERN, text) is not None
    if tagged and not has_transcript_tags(text):
        return GameFile([FiledGame(RECORD_TITLE, functools.partial(
            read_record_text, text, source))])
    if re.fullmatch(BOARD_SQUARES_PATTERN,
                    squeeze_text(text, BOARD_STRING_LENGTH)):
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
    """Reads a game file's bytes into a GameFile: WTHOR or text (a file
    named .wtb that is neither says why it is no WTHOR file).
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
    """Reads a game file of any format into a GameFile (see read_game_data)."""
    try:
        read = read_file_bytes(path)
        if read[1] != "":
            return GameFile(error=read[1])
        return read_game_data(read[0], path)
    except MemoryError:
        return GameFile(error=RECORD_ERROR.format(show_path(path),
                                                  LOAD_MEMORY_ERROR))


def choose_filed_game(game_file, number, source):
    """Reads the game of a GameFile asked for, number counting from 1 (None
    for the only one). Returns the LoadedGame; its error says why there is
    none: the file is unreadable or holds no game, holds many and none was
    chosen, holds one (a number then does not apply), or not that one.
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
    try:
        return game_file.games[number - 1].read()
    except MemoryError:
        return LoadedGame(error=RECORD_ERROR.format(shown,
                                                    LOAD_MEMORY_ERROR))


def list_filed_games(game_file, source):
    """Lists a file's games: a heading, then a line a game, by its number."""
    lines = [MANY_GAMES_HEADING.format(show_path(source),
                                       len(game_file.games))]
    for number in range(1, len(game_file.games) + 1):
        lines.append(MANY_GAMES_LINE.format(
            number, game_file.games[number - 1].title))
    return lines


def write_saved_game(state, path):
    """Writes a game under way to path: GGF when it ends in .ggf, else a
    record (see write_record_file); '' or the reason it was not written.
    """
    if not path.lower().endswith(GGF_EXTENSION):
        return write_record_file(path, format_state_record(state))
    if not can_write_ggf(state.game, state.start):
        return GGF_RULES_ERROR
    finished = []
    if is_rule_game_over(state.board, state.due, state.game.rules):
        finished = state.board
    return write_record_file(path, format_ggf(state.game, state.start,
                                              state.history, finished,
                                              state.people))


def keep_record(state):
    """Rewrites the --record file after a turn, noting the history saved:
    '' when it was written, otherwise the line to show the player.
    """
    path = state.game.record_path
    reason = write_saved_game(state, path)
    if reason == "":
        state.saved_history = list(state.history)
        return ""
    return NOT_SAVED_MESSAGE.format(show_path(path), reason)


def is_game_text(text):
    """Tells whether a command line's text is a game itself (GGF, a board
    string, or moves, numbered or not) rather than a file's name.
    """
    if (re.match(GGF_START_PATTERN, text) is not None
            or read_board_string(text) is not None):
        return True
    return split_move_string(clean_transcript(text))[1] == ""


def read_named_game(text, option):
    """Reads the games that --load, --review or the word load names: the
    file of that name, or, when there is none and the text is a game itself
    (see is_game_text), the text, which messages then call option. Returns
    [game_file, source]: the GameFile and what messages call it.
    """
    try:
        if not os.path.lexists(text) and is_game_text(text):
            return [read_game_text(text, option), option]
    except MemoryError:
        return [GameFile(error=RECORD_ERROR.format(option,
                                                   LOAD_MEMORY_ERROR)),
                option]
    return [read_game_file(text), text]


def check_file_to_replace(path, state):
    """Tells whether save may write a file: '' when no file is there yet (a
    link, folder or device is left to the write, which refuses it at once,
    as save! would), when it is empty, or when it is this game's own (one
    it saved, its --record file or the record it was loaded from). Any
    other file, even a record of the same moves so far, is another game's
    (OTHER_GAME_ERROR), or no game (NOT_A_RECORD_ERROR).
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
# The most exact value known wins. A move's value is made exact by what
# follows it (see list_with_hindsight): the next judged position's exact
# value, through forced replies and passes, or the game's end. Just
# above the exact boundary (more than ANALYSIS_EXACT_EMPTIES empty
# squares, at most REVIEW_CHECK_EMPTIES) a move the estimates would mark
# is checked by the exact solver, in one search of REVIEW_CHECK_THINKS
# times the solver's positions for the think time (the node limit's,
# when set): the move played is solved, then each move whose estimate
# beats it by REVIEW_INACCURACY is tested against that and solved where
# it holds, so a mark holds against every value proven. One ply higher
# the same check costs several times more (at 18 empty squares 2 million
# positions proved one bound of a 60-move game's move, and added half
# to its review), so from there a mark still rests on the estimates. An
# estimate at the limit of the scale (as many discs as the board has
# squares: the evaluation can say no more) never earns a blunder.
REVIEW_CHECK_THINKS = 10
REVIEW_CHECK_EMPTIES = 17
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
    limit: int = 0       # the most discs a side can win by on its board
    # ... (0: not known): an estimate there earns no blunder
    opinions: list = None  # every move's Opinion in its position, best
    # ... first, for the session's memory (None: not kept)


@dataclasses.dataclass
class ReviewTally:
    """What review_game counts of a side."""
    marks: list          # moves earning each mark, in MARK_NAMES' order
    lost: int            # the discs lost in all


def get_review_mark(lost):
    """The index in MARK_NAMES of the mark a loss earns, or -1 for none."""
    marks = -1
    for threshold in [REVIEW_INACCURACY, REVIEW_MISTAKE, REVIEW_BLUNDER]:
        if lost >= threshold:
            marks += 1
    return marks


def is_at_scale_limit(opinion, limit):
    """Tells whether an opinion is an estimate at the end of its scale."""
    return (limit > 0 and not is_exact_opinion(opinion)
            and abs(opinion.estimate) >= limit)


def get_judged_mark(judged):
    """The index in MARK_NAMES of the mark a JudgedMove earns (see
    get_review_mark), or -1; a blunder resting on an estimate at the
    limit of the scale is only a mistake.
    """
    mark = get_review_mark(judged.lost)
    if mark == len(MARK_NAMES) - 1 and not judged.exact and any(
            is_at_scale_limit(opinion, judged.limit)
            for opinion in [judged.played, judged.best]):
        mark -= 1
    return mark


def count_discs(number):
    """Writes a number of discs, such as '1 disc' or '6 discs'."""
    return REVIEW_LOSS.format(number, DISC_WORD if number == 1
                              else DISCS_WORD)


def _judge_move(board, piece, move, rules, settings):
    """Judges one legal move: its value and the best move's, in discs for
    the side moving, and what it loses, analysed in the Settings' think
    time. Returns the JudgedMove, or None when it was the only move.
    """
    if len(get_rule_moves(board, piece, rules)) == 1:
        return None
    opinions = analyse_moves(board, piece, rules, settings,
                             settings.think)
    hinted = recall_hint(board, piece, rules, settings) == move
    return _judge_by(opinions, move, hinted, len(board) * len(board[0]))


def _judge_by(opinions, move, hinted, limit):
    """The JudgedMove of move by a position's opinions, best first."""
    played = [opinion for opinion in opinions
              if opinion.move == move][0]
    best = opinions[0]
    exact = is_exact_opinion(best) and is_exact_opinion(played)
    return JudgedMove(played, best, best.key - played.key, exact, hinted,
                      limit, opinions)


def _check_near_end(board, piece, judged, rules, settings):
    """Checks a marked move near the exact boundary with the exact solver
    (see REVIEW_CHECK_THINKS): the move played is solved, then every
    move whose estimate claims the mark is tested against it and solved
    where it holds. Returns the JudgedMove again by what was proven (the
    position's opinions, narrowed, kept in the session's memory when the
    check was not cut short), or judged itself where there is nothing to
    check.
    """
    engine = build_engine(rules, len(board), len(board[0]))
    own, opponent = get_engine_bits(board, piece, engine)
    empties = (engine.squares & ~(own | opponent)).bit_count()
    if (judged is None or judged.exact or judged.opinions is None
            or get_judged_mark(judged) < 0
            or not ANALYSIS_EXACT_EMPTIES < empties <= REVIEW_CHECK_EMPTIES):
        return judged
    sign = get_win_sign(settings)
    nodes = settings.think * SOLVER_NODES_PER_SECOND * REVIEW_CHECK_THINKS
    if settings.node_limit is not None:
        nodes = settings.node_limit
    state = create_search_state(engine, choose_board_evaluation(
        engine, settings.evaluation, sign, empties), sign,
        max(1, round(nodes)), math.inf)
    played = _solve_opinion(judged.played, own, opponent, None, state)
    opinions = [played if opinion.move == played.move else opinion
                for opinion in judged.opinions]
    if is_exact_opinion(played):
        threshold = played.key + REVIEW_INACCURACY
        for index in range(len(opinions)):
            if opinions[index].key >= threshold:
                opinions[index] = _solve_opinion(opinions[index], own,
                                                 opponent, threshold, state)
    sort_opinions(opinions)
    # A check cut short is not remembered, so the same review again
    # repeats it and says the same.
    if state.nodes <= state.node_limit:
        remember_opinions(board, piece, rules, settings, get_analysis_reach(
            settings, settings.think), opinions)
    return _judge_by(opinions, judged.played.move, judged.hinted,
                     judged.limit)


def _solve_opinion(opinion, own, opponent, threshold, state):
    """The opinion narrowed by what the exact solver proves of its move
    (own, opponent: the position before it) in state's budget: first
    whether it reaches threshold (a search value; None: no test), then,
    where it does, its exact value.
    """
    engine = state.engine
    sign = state.sign
    empties = (engine.squares & ~(own | opponent)).bit_count()
    bounds = sorted([sign * opinion.lower, sign * opinion.upper])
    valuation = Valuation(get_square_bit(opinion.move[0], opinion.move[1],
                                         engine),
                          bounds[0], bounds[1], opinion.key)
    child = play_engine_move(own, opponent, valuation.move, engine)
    try:
        if threshold is not None:
            narrow_valuation(child, empties, valuation, threshold - 1,
                             threshold, state)
        if threshold is None or valuation.lower >= threshold:
            refine_valuation(child, empties, valuation, state)
    except SearchBudgetSpent:
        pass
    proven = sorted([sign * valuation.lower, sign * valuation.upper])
    return bound_opinion(opinion, proven[0], proven[1], sign)


def _check_marks(judgements, start, history, rules, settings):
    """Passes on each judgement (see list_with_hindsight), a marked move
    near the exact boundary checked by _check_near_end.
    """
    board = copy_board(start)
    for piece, move in history:
        yield _check_near_end(board, piece, next(judgements), rules,
                              settings)
        if len(move) > 0:
            apply_rule_move(board, move[0], move[1], piece, rules)


def get_opinion_for(opinion, piece, viewer):
    """Turns an Opinion of a move of piece's into viewer's values (the
    same when viewer is piece; the disc difference negated otherwise).
    """
    if viewer == piece:
        return opinion
    return dataclasses.replace(opinion, lower=-opinion.upper,
                               upper=-opinion.lower,
                               estimate=-opinion.estimate,
                               key=-opinion.key)


def format_review_move(number, piece, move, judged, board, write_square,
                       viewer=None):
    """Writes one move's line of a review. number counts passes too; move is
    [] for a pass; judged is None for an only move; write_square(board,
    move) writes a square as the game does; viewer is the side the values
    are for (None: the mover), while the discs lost are always the mover's.
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
    mark = get_judged_mark(judged)
    if mark >= 0:
        text = REVIEW_MARKED.format(text, MARK_PHRASES[mark])
    return REVIEW_MOVE.format(number, piece, square, text)


def _format_review_summary(name, marks, lost):
    """Writes a side's summary line of a review (name such as 'X (human)';
    marks and lost as ReviewTally's).
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
    """Judges every move of a game, in order, as review_game shows them;
    yields each history entry's JudgedMove (None for a pass or an only
    move). With jobs > 1, the positions the session's analysis does not
    know yet for the think time (see Knowledge) are judged by that many
    worker processes at once, started afresh ("spawn", safe beside the
    window's threads) with the settings but not their memory, each a
    transposition table of at most TABLE_LIMIT positions, and judged as
    one process would. Leaving early (Ctrl-C, a closed output) stops them.
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
        known = find_knowledge(board, piece, rules, settings)
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
    with start_workers(min(jobs, len(sent))) as workers:
        judged_there = call_on_workers(workers, _judge_in_worker, works)
        for number, (piece, move) in enumerate(history):
            if len(move) == 0:
                yield None
            elif number in sent:
                judged = next(judged_there)
                if judged is not None:
                    judged.hinted = recall_hint(boards[number], piece,
                                                rules, settings) == move
                    # This process knows what the worker learnt.
                    remember_opinions(boards[number], piece, rules,
                                      settings, get_analysis_reach(
                                          settings, settings.think),
                                      judged.opinions)
                yield judged
            else:
                yield _judge_move(boards[number], piece, move, rules,
                                  settings)


def list_with_hindsight(judgements, history, sign, end_values=None):
    """Passes on each move's JudgedMove (None for a pass or an only move),
    the played move's value made exact where what follows it proves it:
    the exact value of the next judged position (through forced replies
    and passes; near the end it always is: see ANALYSIS_EXACT_EMPTIES), or
    else the game's end, so a move is never marked from an estimate that
    a later exact value refutes. Reads _judge_game_moves' judgements only
    as far ahead as the next judged move; sign is 1 when the most discs
    win, -1 when the fewest do; end_values is {piece: its final disc
    difference} when the game is over after history (None otherwise).
    """
    read = []

    def judgement(index):
        while len(read) <= index:
            read.append(next(judgements))
        return read[index]
    for number in range(len(history)):
        judged = judgement(number)
        if judged is not None:
            value = _find_value_after(number, history, judgement,
                                      end_values, sign)
            if value is not None:
                judged = _judge_with_value(judged, value, sign)
        yield judged


def _find_value_after(number, history, judgement, end_values, sign):
    """The exact value (final disc difference for its mover) of the
    position after history[number] by the next judged move's position,
    the only moves and passes between being forced, or by the game's end;
    None when neither proves it. judgement(index) is a move's judgement.
    """
    mover = history[number][0]
    for later in range(number + 1, len(history)):
        piece, move = history[later]
        if len(move) == 0:
            continue
        found = judgement(later)
        if found is None:
            continue
        value = get_exact_position_value(found, sign)
        if value is None:
            return None
        return value if piece == mover else -value
    if end_values is None:
        return None
    return end_values[mover]


def get_exact_position_value(judged, sign):
    """The exact value of a judged move's position for its mover (the best
    move's, proven no worse than any other's), or None when not proven.
    """
    best = judged.best
    if not is_exact_opinion(best):
        return None
    for opinion in judged.opinions or [best]:
        if max(sign * opinion.lower, sign * opinion.upper) > best.key:
            return None
    return best.lower


def _judge_with_value(judged, value, sign):
    """Gives a JudgedMove the exact value (final disc difference for its
    side) of the move played; the loss is then never below 0, and exact
    only when the best move's value is exact and not beaten by it.
    """
    played = dataclasses.replace(judged.played, lower=value, upper=value,
                                 estimate=value, key=sign * value)
    best = judged.best
    if best.move == played.move:
        best = played
    opinions = judged.opinions
    if opinions is not None:
        opinions = [played if opinion.move == played.move else opinion
                    for opinion in opinions]
    return dataclasses.replace(
        judged, played=played, best=best, opinions=opinions,
        lost=max(0, best.key - played.key),
        exact=is_exact_opinion(best) and best.key >= played.key)


def _get_end_values(start, history, rules, win):
    """{piece: its final disc difference} when the game is over after
    history, played from start; None otherwise.
    """
    board = copy_board(start)
    for piece, move in history:
        if len(move) > 0:
            apply_rule_move(board, move[0], move[1], piece, rules)
    if get_side_to_move(board, get_opponent(history[-1][0]),
                        rules) != EMPTY:
        return None
    scores = get_final_scores(board, rules, win)
    return {piece: scores[piece] - scores[get_opponent(piece)]
            for piece in scores}


def review_game(start, history, rules, settings, write_square, names,
                show_line, note_judged=None, jobs=1):
    """Reviews a game: shows a heading, each move's line as soon as it is
    judged (values for the side that moved first), then each side's
    summary. move [] is a pass; write_square(board, move) writes a square
    as the game does; names is {piece: the side's name in the summary};
    note_judged, unless None, is called as note_judged(number, piece,
    judged) after each move; jobs is how many processes may judge at once
    (1: this one). Returns {piece: its ReviewTally}.
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
    judgements = _check_marks(list_with_hindsight(
        _judge_game_moves(start, history, rules, settings, jobs), history,
        get_win_sign(settings), _get_end_values(start, history, rules,
                                                settings.win)),
        start, history, rules, settings)
    for number in range(1, len(history) + 1):
        piece, move = history[number - 1]
        judged = next(judgements)
        show_line(format_review_move(number, piece, move, judged, board,
                                     write_square, first))
        if note_judged is not None:
            note_judged(number, piece, judged)
        if judged is not None:
            tally[piece].lost += judged.lost
            mark = get_judged_mark(judged)
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
# TERMINAL (lines read, what is shown, problems and progress)
# ======================================================================

# What every front end at a terminal shares, the game session, the
# protocols and the command line alike: a line read from standard input
# (bounded, and never a crash on odd bytes), echoed when it is piped in,
# a problem said in one line on standard error, long work shown going
# on, and a list wrapped to the message width.

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
TERMINAL_BYTES_KEPT = "surrogateescape"
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

# The widest a message may be, and how a list too long for one line
# (the hints, the rich style's legal moves) goes on: on more lines, each
# indented by LIST_INDENT, breaking only between the list's entries.
MAX_MESSAGE_WIDTH = 79
LIST_INDENT = "  "

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


def show(text):
    """Prints the text, unless it is '', flushed at once."""
    if text != "":
        print(text, flush=True)


def report_problem(message):
    """Says on standard error (never standard output), in one line, why the
    program stops, when standard error is there to say it on.
    """
    if sys.stderr is None:
        return
    try:
        print(message, file=sys.stderr)
    except OSError:
        pass


def run_with_progress(text, work):
    """Runs work (no arguments) and returns its result, showing on a
    terminal's standard error that it goes on (see PROGRESS_SECONDS).
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
    TERMINAL_LOCAL_MODES), when the program is its foreground job.
    Returns the modes before, or None when nothing changed (no terminal,
    a background job, or no termios: Windows).
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
    """Sets the termios modes of standard input's terminal (those
    _hide_typing found), unless it has gone (hung up).
    """
    import termios
    try:
        termios.tcsetattr(sys.stdin.fileno(), termios.TCSANOW, modes)
    except (OSError, ValueError, termios.error):
        pass


def show_progress(stream, text, done):
    """Writes the progress line until done (a threading.Event) is set,
    then wipes it; run on its own thread by run_with_progress.
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
    """Reads one line of standard input as bytes, without the newline;
    None for a line too long (see read_raw_line_start).
    """
    return read_raw_line_start()[0]


def read_raw_line_start(limit=MAX_LINE_BYTES):
    """Reads one line of standard input as bytes, so no byte can make
    decoding fail, at most limit bytes at a time, so no line can fill the
    memory (a protocol whose lines carry whole games gives more).
    Returns [line, start]: the bytes without the newline, twice; for a
    line over limit (read to its end and dropped), None and its first
    limit bytes. Raises EOFError at the end of input, or when standard
    input is closed or cannot be read.
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
    """Shows a prompt and reads a line, as PART 1's read_typed_line does,
    but safe from any byte and any length; input that is not a terminal
    is echoed after the prompt, so a piped game prints what a person
    would see. Returns the text (see decode_line), or None for a line too
    long. Raises EOFError at the end of input.
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
    """A line read as its echo shows it (see CARRIAGE_RETURN); its words
    stay as they are, so the echo reads as the same move.
    """
    return "".join(SPACE if character.isspace() else escape_text(character)
                   for character in text.removesuffix(CARRIAGE_RETURN))


def enable_line_editing():
    """Gives input() line editing and history (the arrow keys), where
    Python has the readline module.
    """
    try:
        # Importing readline is what gives input() its line editing.
        import readline  # noqa: F401
    except ImportError:
        pass


def _read_terminal_line(prompt):
    """Reads a line typed at a terminal after the prompt (with line
    editing where there is readline). Returns it as decode_line returns
    the same bytes piped in (each byte that is not ASCII a replacement
    character, so that save refuses such a name as it does piped), or None
    for a line too long. Raises EOFError at the end of input.
    """
    enable_line_editing()
    text = input(prompt)
    if len(text) > MAX_LINE_BYTES:
        return None
    # The terminal's bytes again: input() decoded them, those it could
    # not read kept as surrogate escapes.
    return decode_line(text.encode(sys.stdin.encoding or ECHO_ENCODING,
                                   TERMINAL_BYTES_KEPT))


def read_player_line(prompt):
    """Reads a human's line (see read_input_line), refusing a line too
    long with one line and asking again. Raises EOFError at the end of
    input.
    """
    text = read_input_line(prompt)
    while text is None:
        print(LINE_TOO_LONG_MESSAGE)
        text = read_input_line(prompt)
    return text


def wrap_list(label, entries, separator):
    """Writes a labelled list of strings, going on to more lines (each
    indented by LIST_INDENT) beyond MAX_MESSAGE_WIDTH, breaking only
    between entries (the separator's trailing spaces left off at a line's
    end). Returns the lines joined by newlines (none at the end).
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


# ======================================================================
# GAME SESSION (a game under way, and the loop every front end shares)
# ======================================================================

# Every game of PART 2 is a Game (who plays, the rules, how squares are
# typed and written, the words, the display, the steps after each turn)
# and a GameState (the board, the moves played, whose turn it is). The
# terminal plays it with play_session; the window, the protocols, the
# matches and the review use the same records and rule functions. The
# words save and review answer through GAME RECORDS and REVIEW, above,
# which read and write these records' fields.
#
# Its sub-sections, each with its constants at its top, go from the
# records up to the prompt's words:
#   1. the records and whose turn it is   4. the turn loop and help
#   2. the moves played, undo and redo    5. the hint
#   3. what the terminal says of a game   6. the prompt's words

# ----------------------------------------------------------------------
# GAME SESSION 1: THE RECORDS AND WHOSE TURN IT IS
# ----------------------------------------------------------------------

# How the game names its sides: "you" and "the computer" when one human
# plays a computer, the pieces themselves otherwise.
YOU_NAME = "you"
COMPUTER_NAME = "the computer"
NAME_WITH_PIECE = "{} ({})"

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
    """How the terminal shows a game: fields (state) -> text ('' for none)."""
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
    """A game under way, as the loop and every front end read and change it."""
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
    people: dict = dataclasses.field(default_factory=dict)
    # ... the people who played the moves of a game loaded from another
    # ... format (see LoadedGame.people), whom a review and a save name


def get_side_name(piece, game):
    """Names a side in messages: 'you' and 'the computer' when one human
    plays a computer, otherwise the piece itself.
    """
    if list(game.players.values()).count(HUMAN) != 1:
        return piece
    if game.players[piece] == HUMAN:
        return YOU_NAME
    return COMPUTER_NAME


def describe_side(piece, game, label=None):
    """Names a side with its piece, such as 'you (X)' or 'the computer
    (O)'; a side named by its piece is just the piece. label is what to
    call the piece instead (None: the piece; the window says its colour).
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


def has_legal_move(state):
    """Tells whether the side due has a legal move, by the game's rules."""
    return has_rule_move(state.board, state.due, state.game.rules)


def get_next_step(state):
    """What comes next: STEP_OVER, STEP_HUMAN or STEP_COMPUTER."""
    if is_rule_game_over(state.board, state.due, state.game.rules):
        return STEP_OVER
    if state.game.players[state.due] == HUMAN:
        return STEP_HUMAN
    return STEP_COMPUTER


def is_state_over(state):
    """Tells whether a game under way has ended."""
    return get_next_step(state) == STEP_OVER


def run_after_turn(state):
    """Runs the game's after-turn steps; returns the lines they said."""
    lines = []
    for step in state.game.after_turn:
        said = step(state)
        if said != "":
            lines.append(said)
    return lines


def must_pass(state):
    """Tells whether the side due has no legal move in a game that goes on."""
    return not is_state_over(state) and not has_legal_move(state)


# ----------------------------------------------------------------------
# GAME SESSION 2: THE MOVES PLAYED, UNDO AND REDO
# ----------------------------------------------------------------------

# What undo and redo say.
NOTHING_TO_UNDO_MESSAGE = ("There is nothing to undo: you have not played "
                           "a move yet.")
UNDONE_MESSAGE = "Taken back: {}."
UNDONE_SEPARATOR = ", "
NOTHING_TO_REDO_MESSAGE = ("There is nothing to redo: undo has taken "
                           "nothing back since the last move.")
REDONE_MESSAGE = "Played again: {}."


def replay_moves(start, first_piece, history, rules):
    """Plays [piece, move] entries (move [] for a pass), all legal, on a
    copy of start. Returns [board, piece due] after them.
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
    """The squares the last move flipped, for a display to mark ([] with
    no move yet, or after a pass); arguments as replay_moves.
    """
    if len(history) == 0 or len(history[-1][1]) == 0:
        return []
    piece, move = history[-1]
    board = replay_moves(start, first_piece, history[:-1], rules)[0]
    return apply_rule_move(board, move[0], move[1], piece, rules)


def name_loaded_sides(state, loaded):
    """Has a review and a save name the sides of a game loaded (loaded,
    its LoadedGame) as its file names its people (none for this program's
    record), and the final line of a game over when loaded too; sets
    state.people and state.side_names.
    """
    state.people = dict(loaded.people)
    state.side_names = {}
    if is_state_over(state) and len(state.people) > 0:
        state.side_names = name_people(state.people)


def create_play_state(board, game, played=None):
    """Sets up the GameState of a game on board (changed as it is played).
    played is None for a new game, or [start position, moves played] for
    one that goes on from a record (board being where they lead). The
    --record file counts as the game's own.
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
    """The last move's [row, col], or [] before any move or after a pass."""
    if len(state.history) == 0:
        return []
    return state.history[-1][1]


def get_marked_moves(state):
    """The moves a display marks: the legal moves of a human due ([] on a
    computer's turn or once the game is over).
    """
    if get_next_step(state) != STEP_HUMAN:
        return []
    return get_legal_moves(state)


def _find_undo_point(history, game):
    """Finds how far 'undo' takes a game back: to just before the last
    move made at the keyboard, so a human playing a computer takes back
    their move and the reply, and two humans one move at a time. A
    human's pass is not made at the keyboard (the program passes for a
    stuck human): it goes with the move before. Returns how many history
    entries stay, or -1 when no move was made at the keyboard.
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
    """The [piece, move] entries' moves as the game writes squares,
    PASS_WORD for a pass.
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
    keyboard (see _find_undo_point), keeps it for redo and runs the
    after-turn steps (the record is rewritten). Returns [taken back,
    lines]: whether anything was (state is changed then), and
    NOTHING_TO_UNDO_MESSAGE or what was taken back and the steps' lines.
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
    """Tells whether redo has moves to play again: undo took some back,
    and no move was made since.
    """
    taken_back = state.taken_back
    return len(taken_back) > 0 and taken_back[-1][0] == state.history


def play_again(state):
    """Redo: plays again what the last undo took back, unless a move was
    made since (which forgets them). Returns [played again, lines] as
    take_back does (NOTHING_TO_REDO_MESSAGE when nothing is).
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
    """Brings the board (in place), the side due and the last flips in
    line with the history after undo or redo, forgets a loaded game's
    side names, and returns what the after-turn steps said.
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


# ----------------------------------------------------------------------
# GAME SESSION 3: WHAT THE TERMINAL SAYS OF A GAME
# ----------------------------------------------------------------------

# What the terminal says of a game's turns and of its end.
BOARD_FULL_END_MESSAGE = "The board is full: the game is over."
BOTH_STUCK_END_MESSAGE = "Neither side has a legal move: the game is over."
PASS_MESSAGE = "No legal move for {}: the turn passes to {}."
STATUS_MESSAGE = "Move {}. X {}, O {}. {} to play."
# The side to play in a status line, when the side due must pass.
STATUS_PASSING_SIDE = "{} must pass: {}"
STATUS_SEPARATOR = " "
SENTENCE_ENDS = ".!?"
FULL_STOP = "."

MOVE_MESSAGE = "{} played {}"
STUCK_END_MESSAGE = "No legal move for {}: the game is over."
SIDE_WINS_MESSAGE = "{} wins!"
QUIT_MESSAGE = "The game was ended with quit."
LEAD_MESSAGE = "In the lead: {}."
LEVEL_MESSAGE = "Nobody leads: the score is level."


def _format_rule_end(state):
    """Why a finished game ended: who had no legal move under rules
    without passing; otherwise a full board, or neither side able to move.
    """
    if not state.game.rules.can_pass:
        return STUCK_END_MESSAGE.format(describe_side(state.due, state.game))
    if count_pieces(state.board, EMPTY) == 0:
        return BOARD_FULL_END_MESSAGE
    return BOTH_STUCK_END_MESSAGE


def format_last_turn(state):
    """What the last turn did: 'The computer played 2 4', or that a side
    with no legal move passed.
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
    """Writes the status line: the move number, each side's count, whose
    turn it is and the opening's name ('Move 3. X 4, O 1. The computer
    (O) to play.'); once the game is over, why it ended, the score and the
    winner, as sentences. form takes the move number, X's and O's counts
    and the side to move; labels is as describe_turn's.
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
    """Names the side to play as a sentence starts: the side due, or, when
    it must pass, it and the side that plays instead ('You (X) must pass:
    the computer (O)'). labels: None, or {piece: what to call it}.
    """
    labels = labels or {}
    due = state.due
    side = capitalize_first(describe_side(due, state.game, labels.get(due)))
    if not must_pass(state):
        return side
    other = get_opponent(due)
    return STATUS_PASSING_SIDE.format(side, describe_side(
        other, state.game, labels.get(other)))


def format_board_block(state, heading, draw):
    """The board drawn by draw as a block of the transcript: a blank line
    before it once a turn has been shown, and one after it.
    """
    block = draw(state.board, heading) + "\n"
    if state.turns_shown > 0:
        block = "\n" + block
    return block


def format_final_result(state):
    """The three lines that close a game (why it ended, the score, the
    winner), joined by newlines (none at the end).
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
    """The three lines that close a game ended with quit (that it was
    quit, the score, who leads), joined by newlines (none at the end).
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


# ----------------------------------------------------------------------
# GAME SESSION 4: THE TURN LOOP AND HELP
# ----------------------------------------------------------------------

# How the prompt asks the side due for its move.
YOUR_POSSESSIVE = "your"
SIDE_POSSESSIVE = "{}'s"
SIDE_MOVE_PROMPT = "Enter {} move ({}): "

# The words every game knows (in any letter case), and what help says.
QUIT_WORDS = ["quit", "exit"]
# What the prompt says when Ctrl-C stops a word's work (at a terminal).
INTERRUPTED_WORD_MESSAGE = "Stopped. The game goes on."
HELP_WORDS_HEADING = "Or type one of these words:"
HELP_ENTRY = "  {:<12}{}"

# What a word's answer tells the loop to do next: ask for the move
# again, play a pass (the one move a word can make), start the turn
# again (undo or redo changed the position), or end the game.
ACTION_ASK = "ask again"
ACTION_MOVE = "move"
ACTION_RESTART = "restart the turn"
ACTION_QUIT = "quit"


def play_turn(state, move):
    """Plays the turn of the side due: its legal [row, col] move, or []
    for a pass; keeps it in the history (state is changed) and runs the
    after-turn steps. Returns what they said ('' for nothing).
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
    """The Word a typed line's tokens start with, or None (also for a
    word that takes no argument followed by more).
    """
    if len(tokens) == 0:
        return None
    for word in words:
        if tokens[0].lower() in word.names and (len(tokens) == 1
                                                or word.takes_argument):
            return word
    return None


def answer_word(state, word, text):
    """Answers a line that starts with the word (what follows it is its
    argument): [action, text to show].
    """
    argument = text.strip()[len(text.split()[0]):].strip()
    return word.answer(state, argument)


def _format_move_prompt(state):
    """The prompt for a human's move: 'Enter your move (row col): ' when
    one human plays, 'Enter X's move (row col): ' when two do.
    """
    name = get_side_name(state.due, state.game)
    whose = SIDE_POSSESSIVE.format(name)
    if name == YOU_NAME:
        whose = YOUR_POSSESSIVE
    return SIDE_MOVE_PROMPT.format(whose, state.game.move_form)


def _read_human_move(state, read_line):
    """Asks the human due for a move until an acceptable line is typed,
    printing why each rejected line was refused; a word is answered (it
    may change state). read_line shows a prompt and returns the line.
    Returns [ACTION_MOVE, the legal move ([] for a pass)], or
    [ACTION_RESTART or ACTION_QUIT, []]. At a terminal, Ctrl-C during a
    word's work stops the work, and Ctrl-C at the prompt is quit (asking
    first when moves are unsaved). Raises EOFError when the input ends,
    KeyboardInterrupt for Ctrl-C from piped input or at the quit question.
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


def play_session(state, read_line, resumed=False):
    """Plays a game from its state to the end: the loop every terminal
    game of PART 2 runs. Each turn a human types a move (or a word), or a
    computer's function chooses one; the display shows each step, and the
    rules decide when the game is over. read_line reads a human's line;
    resumed: the game goes on after undo once it was over (shown as after
    undo, not as a start). Returns the winner (the leader after quit),
    EMPTY for a tie. Raises EOFError when the input ends before the game
    does.
    """
    game = state.game
    if resumed:
        show(game.display.restart(state))
    else:
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
    """What help prints: how a move is typed in this game, then the
    words, as lines joined by newlines (none at the end).
    """
    lines = [state.game.move_help, HELP_WORDS_HEADING]
    for word in state.game.words:
        lines.append(HELP_ENTRY.format(word.usage, word.meaning))
    return "\n".join(lines)


def answer_help(state, argument):
    """Answers the word help (or ?): the list of what can be typed."""
    return [ACTION_ASK, format_help(state)]


def read_line_or_pass(state, read_line, prompt):
    """Reads a human's line with read_line, or returns PASS_WORD without
    reading when, under rules with passing, the human has no legal move.
    """
    if must_pass(state):
        return PASS_WORD
    return read_line(prompt)


def _check_game_move(text, state):
    """Checks a typed line as a move in any game (see check_rule_move); a
    side with no legal move is told to pass. Returns [move, error]: the
    legal [row, col] and '', or [] and the one-line reason.
    """
    if not has_legal_move(state):
        return [[], MUST_PASS_MESSAGE]
    rules = state.game.rules
    return check_rule_move(text, state.board, state.due,
                           rules, rules.first_number,
                           rules.square_names)


# ----------------------------------------------------------------------
# GAME SESSION 5: THE HINT
# ----------------------------------------------------------------------

# What the hint says.
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


def _format_hints(board, hints, write_square):
    """Writes the answer to 'hint' from [row, col, flip count] entries:
    most flips first, then reading order (easier to scan than get_hints'
    MSU CSE 231 order), wrapped by wrap_list; NO_HINT_MESSAGE for none.
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
    """The game's Settings, or fresh ones for how it is won if it has none."""
    settings = game.settings
    if settings is None:
        settings = create_settings(win=game.win)
    return settings


def analyse_hint(board, piece, game):
    """Finds the hint's move by the analysis a review makes of the position
    (analyse_moves in the think time), so a review never says the hint's
    move lost discs against a search of the same depth. When its value is
    exact, the strongest computer also plays the game out, for the final
    score with best play (its move, when two are equally good). Returns
    the Analysis, or None when the side has no legal move.
    """
    settings = get_game_settings(game)
    opinions = analyse_moves_by(board, piece, game.rules, settings,
                                settings.think, None, settings.jobs)
    if len(opinions) == 0:
        return None
    best = opinions[0]
    remember_hint(board, piece, game.rules, settings, best.move)
    final = []
    if is_exact_opinion(best):
        final = _play_out_hint(board, piece, best, game.rules, settings)
    return Analysis(piece, best.move, best.key, is_exact_opinion(best),
                    final, best)


def _play_out_hint(board, piece, best, rules, settings):
    """The board at the end of the game after the best move (an exact
    Opinion) with best play on both sides, so an exact hint always says
    how the game ends; found by the solver, with no limit (the value is
    known, so it only confirms each move).
    """
    engine = build_engine(rules, len(board), len(board[0]))
    own, opponent = get_engine_bits(board, piece, engine)
    sign = get_win_sign(settings)
    after = play_engine_move(own, opponent, get_square_bit(
        best.move[0], best.move[1], engine), engine)
    empties = (engine.squares & ~(after[0] | after[1])).bit_count()
    state = create_search_state(engine, choose_board_evaluation(
        engine, settings.evaluation, sign, empties), sign, NO_NODE_LIMIT,
        math.inf)
    final = play_out_best_line(after[0], after[1], -best.key, state)
    # The sides after the move: the opponent's bits first.
    return get_bits_board(final[1], final[0], piece, engine)


def format_best_move(board, analysis, game):
    """Writes the hint's last line: the best move as the player types it,
    then how the game ends with best play when the solver reached the end
    of every line ('Best move: 2 4 (X wins 36-28 with best play)'), or
    else the move's value for the side to move.
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
    """The hint's expected line, as [] or [the line] (BEST_LINE_MESSAGE)."""
    opinion = analysis.opinion
    if opinion is None or len(opinion.line) == 0:
        return []
    return [BEST_LINE_MESSAGE.format(format_best_line(board, opinion,
                                                      game.write_square))]


# ----------------------------------------------------------------------
# GAME SESSION 6: THE PROMPT'S WORDS
# ----------------------------------------------------------------------

THINKING_TEXT = "thinking..."
ANALYSING_TEXT = "analysing every move..."

# The words that ask for help, and how help joins a word's spellings.
HELP_WORDS = ["help", "?"]
WORD_SEPARATOR = ", "

# The extra words a human may type instead of a move, and what help
# says of them (pass only where a stuck side passes).
HINT_WORD = "hint"
UNDO_WORD = "undo"
SAVE_WORD = "save"
REPLACE_WORD = "save!"
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
# load asks as quit does before it replaces moves not saved.
LOAD_QUESTION = UNSAVED_MESSAGE + " Load anyway? (y/n) "
LOAD_CANCELLED_MESSAGE = QUIT_CANCELLED_MESSAGE
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
# What a terminal is asked once a game is over (piped input is not);
# undo there takes the game back into play, so a finished game, a loaded
# one too, can be stepped through with undo and redo.
GAME_OVER_QUESTION = ("Type review to judge the game, undo, moves, save "
                      "FILE, or Enter to leave: ")
GAME_OVER_WORDS = [REVIEW_WORD, UNDO_WORD, MOVES_WORD, SAVE_WORD,
                   REPLACE_WORD]
GAME_OVER_REFUSAL = ("The game is over: only review, undo, moves, save and "
                     "save! work now.")
NO_MOVES_YET_MESSAGE = "No move has been played yet."

CANNOT_PASS_MESSAGE = ("You cannot pass while you have a legal move "
                       "(type hint to see them).")


def answer_hint(state, argument):
    """Answers hint: the legal moves with their flip counts, and the move
    the strongest computer would play.
    """
    game = state.game
    board = state.board
    rules = game.rules
    lines = [_format_hints(board, get_hints(board, state.due, rules),
                          game.write_square)]
    if has_legal_move(state):
        analysis = run_with_progress(THINKING_TEXT, functools.partial(
            analyse_hint, board, state.due, game))
        lines.append(format_best_move(board, analysis, game))
        lines += list_best_line(board, analysis, game)
    return [ACTION_ASK, "\n".join(lines)]


def answer_analyze(state, argument):
    """Answers analyze: every legal move's value, best first, as --analyze
    gives it (see analyse_moves).
    """
    game = state.game
    board = state.board
    settings = get_game_settings(game)
    opinions = run_with_progress(ANALYSING_TEXT, functools.partial(
        analyse_moves_together, board, state.due, game.rules, settings,
        settings.jobs))
    return [ACTION_ASK, format_analysis(board, state.due, opinions,
                                        game.write_square)]


def ask_after_game(state, read_line):
    """At a terminal, once a game is over, offers review, undo, moves,
    save and save! until Enter, quit, the end of input or Ctrl-C. Piped
    input is not asked, so transcripts stay as they are. Returns True
    when undo took moves back (the game goes on: see play_session's
    resumed), else False.
    """
    if not reads_a_terminal() or not is_state_over(state):
        return False
    words = [word for word in state.game.words
             if word.names[0] in GAME_OVER_WORDS]
    try:
        while True:
            text = read_line(GAME_OVER_QUESTION)
            tokens = text.split()
            if len(tokens) == 0 or tokens[0].lower() in QUIT_WORDS:
                return False
            word = find_word(words, tokens)
            if word is None:
                print(GAME_OVER_REFUSAL)
                continue
            reply = answer_word(state, word, text)
            show(reply[1])
            if reply[0] == ACTION_RESTART:
                return True
    except (EOFError, KeyboardInterrupt):
        # The game is over and kept as it was: leaving is all that is left.
        print()
    return False


def get_review_names(player_names):
    """Names the sides for a review's summary, such as 'X (human)'."""
    return {piece: NAME_WITH_PIECE.format(piece, player_names[piece])
            for piece in [PLAYER_PIECE, COMPUTER_PIECE]}


def get_state_review_names(state):
    """Names the sides of a game under way for its review (see
    name_review_sides).
    """
    return name_review_sides(state.people, state.game.player_names)


def name_review_sides(people, player_names):
    """Names the sides for a review: as the file a game was loaded from
    names the people who played it (people; see name_people), or by its
    players (see get_review_names) when it names none.
    """
    if len(people) > 0:
        return name_people(people)
    return get_review_names(player_names)


def answer_review(state, argument):
    """Answers review: every move so far judged against the best (see
    review_game). With all, or from piped input, each move's line is shown
    as it is judged, then the summary (the answer's text is ''); at a
    terminal the answer is the summary, then the marked moves (see
    lead_review). REVIEW_USAGE_MESSAGE answers another argument.
    """
    game = state.game
    if argument.lower() not in ["", REVIEW_ALL_WORD]:
        return [ACTION_ASK, REVIEW_USAGE_MESSAGE]
    if len(state.history) == 0:
        return [ACTION_ASK, REVIEW_NO_MOVES]
    names = get_state_review_names(state)
    settings = get_game_settings(game)
    review = functools.partial(review_game, state.start, state.history,
                               game.rules, settings, game.write_square,
                               names, jobs=settings.jobs)
    if argument != "" or not reads_a_terminal():
        review(show)
        return [ACTION_ASK, ""]
    lines = []
    marked = []

    def note_judged(number, piece, judged):
        # The move's line has just been shown: it is the last one.
        if judged is not None and get_judged_mark(judged) >= 0:
            marked.append(lines[-1])
    run_with_progress(REVIEWING_TEXT, functools.partial(
        review, lines.append, note_judged))
    return [ACTION_ASK, lead_review(lines, marked, len(state.history),
                                    len(names))]


def lead_review(lines, marked, move_count, summaries):
    """Orders review_game's lines (headings, move_count move lines, then
    summaries summary lines) for a screen: the headings and summary, the
    marked moves' lines, then how to see every move; joined by newlines.
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
    """Answers pass: [ACTION_MOVE, ''] for a side with no legal move,
    otherwise [ACTION_ASK, why not].
    """
    if has_legal_move(state):
        return [ACTION_ASK, CANNOT_PASS_MESSAGE]
    return [ACTION_MOVE, ""]


def answer_undo(state, argument):
    """Answers the word undo (see take_back)."""
    return answer_changed_history(take_back(state))


def answer_redo(state, argument):
    """Answers the word redo (see play_again)."""
    return answer_changed_history(play_again(state))


def answer_changed_history(done):
    """Turns take_back's or play_again's [changed, lines] into a word's
    answer: ACTION_RESTART when the position changed, else ACTION_ASK.
    """
    if done[0]:
        return [ACTION_RESTART, "\n".join(done[1])]
    return [ACTION_ASK, "\n".join(done[1])]


def answer_save(state, argument, replace=False):
    """Answers save: writes the game's record to the file named, unless it
    holds something other than this game (see check_file_to_replace);
    save! (replace) writes over anything. The answer says whether the
    game was saved.
    """
    if argument == "":
        return [ACTION_ASK, SAVE_USAGE_MESSAGE]
    reason = _check_typed_name(argument)
    if reason == "":
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
    """Writes the game's record to path (GGF for a .ggf name; see
    write_saved_game); when written, notes the game saved and the file
    its own. Returns '' when written, otherwise the reason.
    """
    reason = write_saved_game(state, path)
    if reason == "":
        state.saved_history = list(state.history)
        state.own_files.add(os.path.realpath(path))
    return reason


def _check_typed_name(name):
    """Tells why a file name typed at the prompt is refused: '' when it is
    not, NOT_ASCII_NAME_ERROR or CONTROL_NAME_ERROR.
    """
    # The typed line was decoded as ASCII: other characters are
    # replacement characters, which would name another file.
    if not name.isascii():
        return NOT_ASCII_NAME_ERROR
    if not name.isprintable():
        return CONTROL_NAME_ERROR
    return ""


def answer_load(state, argument):
    """Answers load: the game named (a file, and a game's number, or a
    move string) replaces the one under way if played under the same
    rules and won the same way (see _read_game_to_load); at a terminal,
    with moves not saved, it first asks, as quit does (piped input loads
    at once). A file of several games is listed unless a number follows.
    Returns [ACTION_RESTART, what was loaded] or [ACTION_ASK, why not,
    or the list of the file's games]. Raises EOFError when the input
    ends at the question.
    """
    if argument == "":
        return [ACTION_ASK, LOAD_USAGE_MESSAGE]
    problem = _check_typed_name(argument)
    if problem != "":
        return [ACTION_ASK, NOT_LOADED_MESSAGE.format(RECORD_ERROR.format(
            show_path(argument), problem))]
    try:
        loaded, source, refusal = _read_game_to_load(state, argument)
    except MemoryError:
        return [ACTION_ASK, NOT_LOADED_MESSAGE.format(RECORD_ERROR.format(
            show_path(argument), LOAD_MEMORY_ERROR))]
    if refusal != "":
        return [ACTION_ASK, refusal]
    if is_unsaved(state) and reads_a_terminal():
        answer = read_player_line(LOAD_QUESTION).strip().lower()
        if answer not in YES_WORDS:
            return [ACTION_ASK, LOAD_CANCELLED_MESSAGE]
    return [ACTION_RESTART, _play_on_from(state, loaded, source)]


def _read_game_to_load(state, argument):
    """Reads the game load names (see answer_load): [LoadedGame, source,
    ''] when it can replace the game under way, otherwise [None, None,
    the line saying why not, or listing the games of the file].
    """
    text, number = _split_load_argument(argument)
    game_file, source = read_named_game(text, LOAD_TEXT_SOURCE)
    shown = show_path(source)
    if number is None and len(game_file.games) > 1:
        return [None, None, "\n".join(list_filed_games(game_file, source)
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
        return [None, None, NOT_LOADED_MESSAGE.format(
            loaded.error.rstrip(FULL_STOP))]
    return [loaded, source, ""]


def _play_on_from(state, loaded, source):
    """Puts the loaded game in the place of the one under way: its start
    becomes the Game's first and top_left; its players and rules stay.
    Returns what to say (the loaded game, and the after-turn steps).
    """
    game = state.game
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
    name_loaded_sides(state, loaded)
    shown = show_path(source)
    lines = [LOADED_MESSAGE.format(shown, len(state.history) + 1)]
    if is_state_over(state):
        lines = [LOADED_OVER_MESSAGE.format(shown)]
    return "\n".join(lines + run_after_turn(state))


def _split_load_argument(argument):
    """Splits load's argument into [name or moves, number]: FILE N when
    FILE names a file and N is a whole number, else number None.
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
    """Answers quit (or exit) as PART 1 does, but at a terminal with moves
    unsaved first asks once whether to quit (piped input quits at once).
    Returns [ACTION_QUIT, ''] or [ACTION_ASK, that the game goes on].
    Raises EOFError when the input ends at the question.
    """
    if is_unsaved(state) and reads_a_terminal():
        answer = read_player_line(QUIT_QUESTION).strip().lower()
        if answer not in YES_WORDS:
            return [ACTION_ASK, QUIT_CANCELLED_MESSAGE]
    return [ACTION_QUIT, ""]


def get_moves_text(state):
    """The game's moves for another program (the word moves, the window's
    Copy moves): a move string where squares are named, otherwise the
    moves as the game writes them; '' for no move.
    """
    history = state.history
    if state.game.rules.square_names:
        return format_move_string(state.board, history)
    return MOVE_LIST_SEPARATOR.join(list_written_moves(state, history))


def answer_moves(state, argument):
    """Answers moves: the game so far; where squares are named, a move
    string (to paste into another Othello program or --moves).
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


def get_game_words(rules):
    """The Words of a game under a rule set, in help's order: hint,
    analyze, review, pass (only where a side can be stuck), undo, redo,
    save, save!, load, moves, then quit and help.
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


# ======================================================================
# CLASSIC DISPLAY (the course's transcript, every rule set's board)
# ======================================================================

# The terminal's display unless --style rich says otherwise: the board
# and messages exactly as the course's transcript has them, for every
# rule set and size (CLASSIC_DISPLAY, a Display).

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


def _format_row_numbers(count, first_number):
    """The lines, top first, of the square numbers under a one-row board,
    each number's digits stacked under its square, tens above units.
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
    """Draws a grid board as PART 1's format_board does, with these labels
    (strings) and separator: the heading, a blank line, the column labels,
    then a line per row, every cell as wide as the longest label. Returns
    the lines joined by newlines (none at the end).
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
    board as the 1D Reversi assignment does (its square numbers under it
    unless first_number is None), a grid too wide for CELL_SEPARATOR with
    NARROW_CELL_SEPARATOR, and, where squares are named (names), a grid
    labelled a, b, c... across and 1, 2, 3... down. No newline at the end.
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
    """Reads a board back from a _draw_grid diagram (rows such as
    '3 | _ | X | O'; heading, column-label and blank lines are skipped).
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
    """The 'Valid moves are:' line: square names where the game names
    them, square numbers on a one-row board, otherwise [row, col] pairs,
    counted from the rule set's first number.
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
    """Before a human's move in the classic style: the board and the valid
    moves ('none' before a human's pass, which the turn's line tells).
    """
    return "\n".join([format_board_block(state, CURRENT_BOARD_HEADING,
                                         state.game.draw_board),
                      _format_classic_moves(state)])


def format_classic_turn(state):
    """A turn in the classic style: a computer's move or any pass, on one
    line ('' after a human's move, which shows itself).
    """
    piece, move = state.history[-1]
    if len(move) > 0 and state.game.players[piece] == HUMAN:
        return ""
    return format_last_turn(state)


def format_classic_end(state):
    """The end of a game in the classic style: the final board, why it
    ended, the score and the winner.
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


# ======================================================================
# NEW GAME (create_game: the Game every front end starts from)
# ======================================================================

# A Game from the options every front end gives: its players bound to
# the settings, its words, how its squares are typed and written, and
# its display.

# How the prompt and help speak of a move, by how the squares are typed.
ROW_COL_NOTATION = "row col"
HELP_NUMBERS = ("Type your move as the row, a space and the column, such "
                "as 2 4.")
HELP_NAMES = ("Type your move as the square's name, a column letter and "
              "a row number (f5).")
HELP_SQUARE = "Type your move as the square's number, {} to {}."
SQUARE_NOTATION = "square {}-{}"


def bind_player(name, rules, settings):
    """HUMAN, or the computer named in COMPUTER_PLAYERS as a function
    (board, piece) -> move with the rules and settings filled in.
    """
    if name == HUMAN:
        return HUMAN
    return functools.partial(COMPUTER_PLAYERS[name], rules=rules,
                             settings=settings)


def create_game(rules=UMBC_RULES, names=None, first=PLAYER_PIECE,
                top_left=None, win=WIN_MOST, settings=None,
                seed=None, record_path=None, display=CLASSIC_DISPLAY):
    """Makes the Game of any game: its rules, players, words, display and
    after-turn steps. None means names {X: HUMAN, O: the rules' o_player},
    the rule set's top_left, or fresh settings for win.
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
                words=get_game_words(rules), display=display,
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
    """Whether the rich style may colour stream (True or False): only a
    terminal, and only when NO_COLOR is unset or empty.
    """
    if os.environ.get(NO_COLOR_VARIABLE, "") != "":
        return False
    try:
        return stream.isatty()
    except (AttributeError, ValueError, OSError):
        return False


def format_sides(game, piece_names=None, place=KEYBOARD_PLACE):
    """Says who plays which side, such as 'You play X; the computer
    (level3) plays O.' piece_names maps a piece to how its side is called
    (None: by its piece, X or O); place is where two humans play.
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
    """The rich style's two opening lines, as one string: who plays which
    side, how to get help (when a human plays), what the marks mean.
    """
    first_line = format_sides(game)
    legal_legend = ""
    if HUMAN in game.player_names.values():
        first_line += RICH_HELP_POINTER
        legal_legend = RICH_LEGAL_LEGEND
    return first_line + "\n" + RICH_LEGEND.format(legal_legend)


def format_rich_cell(piece, marks, colour):
    """Draws one square of the rich board, RICH_CELL_WIDTH characters wide
    (colour codes aside): piece (a piece, RICH_EMPTY or RICH_LEGAL) between
    the two marks, coloured when colour is on.
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
    """Draws the board in the rich style, lines joined by newlines (none at
    the end): column labels above, row labels on the left (none on a
    one-row board, whose squares are numbered above), the last move in [ ],
    the pieces it flipped in ( ), a human's legal moves as RICH_LEGAL. The
    labels are as the rule set writes squares (see get_board_labels).
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
    """Lists the legal moves as a player types them ('Legal moves: d3,
    c4.'), on more lines where one is too narrow; write_square is the
    game's function (board, move) -> the square as the game writes it.
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
    """Draws the rich board and, while the game goes on, the status line."""
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
    """The legal moves before a human's move in the rich style ('' when
    there is none: the turn's lines then tell the pass).
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
    """Makes the rich style's Display, with colour codes or without."""
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
    """Plays plies random legal moves on board (changed), fewer if the
    game ends first, so that a match starts off the usual first position.
    Returns the side whose turn it is after the opening.
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
    """Plays a game between game's two computers to its end on board
    (changed), without printing. Returns the seconds each move took, by
    piece: {piece: [seconds, ...]}.
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
    """The mean of a list of numbers (0.0 for an empty list)."""
    if len(numbers) == 0:
        return 0.0
    return sum(numbers) / len(numbers)


def play_match_game(names, number, games, opening, opening_due, game):
    """Plays the match's game number (from 0) from the opening, the first
    player X in the first game of each pair and O in the second, and
    prints its line. Returns (the first player's piece, the final board,
    {piece: the seconds of its moves}).
    """
    first_piece = PLAYER_PIECE
    if number % GAMES_PER_OPENING != 0:
        first_piece = COMPUTER_PIECE
    players = {first_piece: names[0], get_opponent(first_piece): names[1]}
    bound = {piece: bind_player(players[piece], game.rules, game.settings)
             for piece in players}
    board = copy_board(opening)
    spent = run_with_progress(
        MATCH_PROGRESS.format(number + 1, games),
        functools.partial(play_computer_game, board, opening_due,
                          dataclasses.replace(game, players=bound)))
    winner = get_rule_winner(board, game.win)
    outcome = MATCH_DRAW
    if winner != EMPTY:
        outcome = MATCH_WINNER.format(players[winner], winner)
    scores = get_final_scores(board, game.rules, game.win)
    print(MATCH_GAME_LINE.format(number + 1, games, players[PLAYER_PIECE],
                                 scores[PLAYER_PIECE],
                                 scores[COMPUTER_PIECE],
                                 players[COMPUTER_PIECE], outcome),
          flush=True)
    return first_piece, board, spent


def play_match(names, games, game, size):
    """Plays games between two computers (names, from COMPUTER_PLAYERS)
    on a board of size [rows, cols], with game's rules, first side, start
    layout, win and settings, each opening twice (see play_match_game).
    It prints a line as each game ends, then the summary: the first
    player's wins, draws and losses, its score (a win is a point, a draw
    half), the mean of its discs minus the second player's at the end of
    a game, and each player's mean seconds a move. Returns the first
    player's [wins, draws, losses].
    """
    rules = game.rules
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
                                       OPENING_PLIES,
                                       game.settings.random_numbers)
        first_piece, board, spent = play_match_game(
            names, number, games, opening, opening_due, game)
        second_piece = get_opponent(first_piece)
        seconds[names[0]].extend(spent[first_piece])
        seconds[names[1]].extend(spent[second_piece])
        winner = get_rule_winner(board, game.win)
        if winner == EMPTY:
            draws += 1
        elif winner == first_piece:
            wins += 1
        else:
            losses += 1
        scores = get_final_scores(board, rules, game.win)
        disc_difference += scores[first_piece] - scores[second_piece]
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
    ('B: 2  W: 2'), then a line a row, cells '.', 'B' or 'W' separated by
    single spaces (no newline at the end).
    """
    lines = [PROTOCOL_COUNTS.format(count_pieces(board, PLAYER_PIECE),
                                    count_pieces(board, COMPUTER_PIECE))]
    for row in board:
        lines.append(PROTOCOL_CELL_SEPARATOR.join(
            [PROTOCOL_PIECE_LABELS[cell] for cell in row]))
    return "\n".join(lines)


def _parse_protocol_option(key, text):
    """Reads the option line text (None: too long to read) for key, a field
    of ProtocolOptions. Returns [value, ''] (a side length, a piece, or
    WIN_MOST / WIN_FEWEST) when it is good, otherwise [None, the reason].
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
    and how the game is won (> for most discs, < for fewest); fewer lines
    mean the input ended. Returns [ProtocolOptions, ''], or [None, which
    line is wrong and why].
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
    """Reads one line of the protocol's input, with no prompt and no echo:
    its text without the newline (see decode_line), or None for a line too
    long to read. Raises EOFError at the end of input.
    """
    raw_line = read_raw_line()
    if raw_line is None:
        return None
    return decode_line(raw_line)


def check_protocol_move(line, board, side, rules):
    """Checks a line of the protocol (None: too long to read) as a move,
    'row col' counted from 1: a pair [move, error], as check_rule_move.
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
    the board and 'WINNER: B', 'WINNER: W' or 'WINNER: NONE'. rules is
    STANDARD_RULES or SIMPLE_RULES; read_line gives the next input line.
    Returns EXIT_OK, or EXIT_USAGE when an option line is malformed (the
    reason goes to standard error); raises EOFError when the input ends
    during the game.
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
    """Cleans a line as GTP says: a tab made a space, other control
    characters dropped, a comment cut off, the ends stripped ('': empty).
    """
    line = line.replace(GTP_TAB, SPACE).split(GTP_COMMENT)[0]
    return "".join(character for character in line
                   if character.isprintable()).strip()


def _create_gtp_session(rules, player, settings):
    """A GtpSession at the start position, genmove playing as player."""
    return GtpSession(rules, create_start_board(rules=rules), [],
                      player, settings)


def parse_gtp_vertex(word, board):
    """Reads a GTP vertex (a square's name in either case, or pass): the
    [row, col] square, [] for pass, or None when not a square on the board.
    """
    if word.lower() == GTP_PASS:
        return []
    named = parse_square_name(word.lower(), board)
    if len(named) == 0 or named[1] != "":
        return None
    return named[0]


def _format_gtp_board(session):
    """Writes what showboard shows: whose move it is, then the board."""
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
    """The side due by the moves played: black first, then by turns."""
    past = session.past
    if len(past) == 0:
        return PLAYER_PIECE
    return get_opponent(past[-1][1])


def play_gtp_move(session, piece, move):
    """Plays move ([row, col], or [] for a pass) for piece if it is legal:
    a square that flips, or a pass when piece has no legal move. Records
    it for undo; returns True when played, False when illegal.
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
    """Sets the think time a move from a clock: GTP_TIME_RESERVE of the
    seconds spread over moves, kept from GTP_MIN_THINK to GTP_MAX_THINK.
    """
    think = seconds * GTP_TIME_RESERVE / max(1, moves)
    session.settings.think = min(GTP_MAX_THINK, max(GTP_MIN_THINK, think))


def start_gtp_game(session, rows, cols):
    """Starts a new game on a rows x cols board, forgetting the moves
    played (boardsize, clear_board); returns their answer, [True, ''].
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
    """komi NUMBER (no use in Othello): succeeds when NUMBER is a float."""
    if re.fullmatch(GTP_FLOAT_PATTERN, words[0]) is None:
        return [False, GTP_SYNTAX_ERROR]
    return [True, ""]


def answer_gtp_list_games(session, words):
    """list_games: the one game the engine plays."""
    return [True, GTP_GAME]


def answer_gtp_set_game(session, words):
    """set_game NAME: accepts Othello (in any case), and only it."""
    if words[0].lower() != GTP_GAME.lower():
        return [False, GTP_UNSUPPORTED_GAME]
    return [True, ""]


def answer_gtp_boardsize(session, words):
    """boardsize N: a new game on an N x N board, if the options allow N."""
    size = parse_whole_number(words[0])
    if not is_valid_board_side(size):
        return [False, GTP_BAD_SIZE]
    return start_gtp_game(session, size, size)


def answer_gtp_clear_board(session, words):
    """clear_board: a new game on a board of the same size."""
    return start_gtp_game(session, len(session.board), len(session.board[0]))


def answer_gtp_undo(session, words):
    """undo: takes back the last move played, if there is one."""
    if len(session.past) == 0:
        return [False, GTP_CANNOT_UNDO]
    session.board = session.past.pop()[0]
    return [True, ""]


def answer_gtp_showboard(session, words):
    """showboard: whose move it is, and the board."""
    return [True, _format_gtp_board(session)]


def answer_gtp_final_score(session, words):
    """final_score, once the game is over: the winner's colour and margin
    ('B+4'), or '0' for a draw.
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
    """level N: genmove plays as the computer levelN (1 to 5)."""
    level = parse_whole_number(words[0])
    if level is None or not 1 <= level <= len(GTP_LEVEL_PLAYERS):
        return [False, GTP_BAD_LEVEL]
    session.player = GTP_LEVEL_PLAYERS[level - 1]
    return [True, ""]


def answer_gtp_time_settings(session, words):
    """time_settings main_time byo_yomi_time byo_yomi_stones (whole
    seconds, a count): the think time a move, from the byo-yomi's time a
    stone when there is a byo-yomi, otherwise from the main time over
    GTP_MOVES_TO_PLAN moves.
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
    seconds left spread over the engine's moves to come (STONES unused).
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
    """play COLOUR VERTEX: plays a move for the colour, if it is legal."""
    piece = GTP_COLOURS.get(words[0].lower())
    if piece is None:
        return [False, GTP_SYNTAX_ERROR]
    move = parse_gtp_vertex(words[1], session.board)
    if move is None:
        return [False, GTP_SYNTAX_ERROR]
    if not play_gtp_move(session, piece, move):
        return [False, GTP_ILLEGAL_MOVE]
    return [True, ""]


def answer_gtp_genmove(session, words):
    """genmove COLOUR: the engine's move for the colour, played at once:
    the square in capitals (F5), or pass.
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
    """Reads one line of GTP commands, with no prompt and no echo: a pair
    [line, start], the line's text (see decode_line) twice, or for a line
    too long to read None and the text of its start (where its id is).
    Raises EOFError at the end of input.
    """
    raw_line, start = read_raw_line_start()
    if raw_line is None:
        return [None, decode_line(start)]
    return [decode_line(raw_line), decode_line(raw_line)]


def play_gtp(rules, read_line, player=LEVEL5_PLAYER, settings=None):
    """Runs the engine: reads GTP commands (read_line as read_gtp_line)
    until quit or the end of the input, answering each with exactly one
    answer (a line too long to read gets GTP_TOO_LONG, with its id).
    genmove plays as player (--level); settings carries --think and
    --seed (None: the defaults). Returns EXIT_OK.
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
    """Puts board in the session, due the side whose turn it is, passing
    for a side with no move (session.passed then says so).
    """
    session.board = board
    session.due = get_side_to_move(board, due, STANDARD_RULES)
    session.passed = session.due not in (due, EMPTY)


def answer_nboard_set(session, words):
    """set game GGF: the position at its end; set depth N: the searches'
    depth limit (see Settings); any other set is accepted and ignored.
    Returns [] or a status line saying why the game or depth was refused.
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
            # What was analysed at another depth is analysed again, but
            # what it proved (an exact value) stays true: see
            # _merge_known.
            session.settings.depth_limit = depth
            for known in session.settings.memory.values():
                known.reach = 0
        return []
    if words[0] != NBOARD_GAME:
        return []
    loaded = choose_filed_game(
        read_ggf_text(SPACE.join(words[1:]), NBOARD_SOURCE), None,
        NBOARD_SOURCE)
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
    """Answers a line too long to read, by its start: a set game is
    refused with a status line (no game until one is set); any other line
    is ignored ([]), as an unknown command is.
    """
    if start.split()[:NBOARD_SPLITS] != [NBOARD_SET, NBOARD_GAME]:
        return []
    session.game_error = NBOARD_TOO_LONG.format(NBOARD_MAX_LINE_BYTES)
    return [NBOARD_ERROR.format(session.game_error)]


def refuse_without_game(answer):
    """Wraps answer, a command that needs the game (move, hint, go), so
    that it is refused with a status line while the last set game could
    not be read.
    """
    def answer_with_game(session, words):
        if session.game_error != "":
            return [NBOARD_ERROR.format(NBOARD_NO_GAME)]
        return answer(session, words)
    return answer_with_game


def answer_nboard_move(session, words):
    """move MOVE/EVAL/TIME: plays the move (PA: a pass) for the side to
    move if it is legal; returns [], or a status line saying it is not.
    """
    word = words[0].split(NBOARD_MOVE_SEPARATOR)[0] if words else ""
    board = session.board
    if word.upper() == NBOARD_PASS:
        # A stuck side has passed already (see set_nboard_position).
        if not session.passed:
            return [NBOARD_ERROR.format(NBOARD_NOT_A_PASS)]
        session.passed = False
        return []
    move = parse_gtp_vertex(word, board)
    if (move is None or len(move) == 0 or session.due == EMPTY
            or move not in get_rule_moves(board, session.due,
                                          STANDARD_RULES)):
        return [NBOARD_ERROR.format(NBOARD_BAD_MOVE.format(
            quote_text(word)))]
    apply_rule_move(board, move[0], move[1], session.due, STANDARD_RULES)
    set_nboard_position(session, board, get_opponent(session.due))
    return []


def format_nboard_opinion(board, opinion):
    """Writes one of hint's lines (see NBOARD_SEARCH_LINE) for an
    Opinion, its expected line as the principal variation.
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
    """hint N: the N best moves as the terminal's hint values them,
    between status lines (a status line alone once the game is over).
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


def _get_known_value(board, piece, move, settings, value):
    """The value hint gave move (on its scale, exact where it was), when
    the session's analysis knows the position; else value, the search's.
    """
    known = find_knowledge(board, piece, STANDARD_RULES, settings)
    if known is not None:
        for opinion in known.opinions:
            if opinion.move == move:
                return opinion.key
    return value


def answer_nboard_go(session, words):
    """go: the move the session's computer would play, not played: the
    status, '=== MOVE/EVAL/TIME', the status cleared; a forced move alone
    as '=== MOVE', and a status line alone once the game is over.
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
        value = _get_known_value(board, piece, move, session.settings,
                                 get_unwon_score(analysis.value))
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
    """Runs the engine: reads NBoard commands (read_line as
    read_nboard_line) until quit or the end of the input, sending each
    answer's lines at once. settings carries --think and --seed (None:
    the defaults); go plays as player (--level). Returns EXIT_OK.
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
    NBOARD_MAX_LINE_BYTES (set game's line holds a whole game); for a line
    too long, None and the text of its first MAX_LINE_BYTES bytes.
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
# another thread (5); the menu commands (7) and the board editor (8) do
# the rest, and building the window (9) ties each click and key to its
# handler (the table of commands, get_window_commands):
#   1. the window and its records      6. clicks, turns and animation
#   2. the game's flow, without Tk     7. the menu commands
#   3. drawing the board               8. the board editor
#   4. drawing the window              9. building the window (run_window)
#   5. work on other threads

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
    """Work on another thread whose results the window takes one by one."""
    kind: str                     # TASK_VALUES or TASK_REVIEW
    cancelled: bool = False       # whether the window no longer wants it
    searches: list = dataclasses.field(default_factory=list)
    # ... the search states of its searches, to stop them
    results: list = dataclasses.field(default_factory=list)
    # ... its results so far, [kind, data] each, then TASK_DONE
    taken: int = 0                # how many results the window has taken


@dataclasses.dataclass
class NewGameDialog:
    """The open new-game dialog: a StringVar for each of its GameChoices."""
    top: object                   # its tkinter Toplevel
    rules: object                 # the rule set's name
    size: object                  # the board's size, such as '8x8'
    x: object                     # who plays X
    o: object                     # who plays O


@dataclasses.dataclass
class Editor:
    """The board editor while open (see on_set_up): a click sets a square."""
    board: list                   # the 2D list of pieces set up so far
    due: str                      # the side to move in it
    top: object = None            # its tkinter Toplevel (None in tests)
    side: object = None           # its tkinter StringVar of the side


@dataclasses.dataclass
class Window:
    """The window's widgets, game and view, shared by all its functions."""
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
    better: list                  # the better move of the reviewed move
    # ... that led to the position shown, or [] (see set_view)
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
# The board editor (see on_set_up, WINDOW 8): what a click puts on a
# square in turn, and what it says.
EDITOR_CYCLE = [EMPTY, PLAYER_PIECE, COMPUTER_PIECE]
EDITOR_STATUS = ("Setting up a position: {} to move. A click puts black, "
                 "white, then nothing.")
ROTATE_REFUSAL = "Only a square board can be turned."
EDITOR_OPEN_REFUSAL = ("The board editor is open: Play from here or Cancel "
                       "first.")
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
# game, which are not menu items, in columns (the help is shown in a
# font of fixed width: see KEYS_HELP_FONT).
GO_KEYS = [[GO_FIRST, "the start"], [GO_BACK, "a move back"],
           [GO_FORWARD, "a move forward"], [GO_LAST, "the game's present"]]
GO_KEYS_NOTE = "(or click a move or the graph)"
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
    """As get_next_step, but STEP_PASS when a human due has to pass."""
    step = get_next_step(state)
    if step == STEP_HUMAN and must_pass(state):
        return STEP_PASS
    return step


def get_click_refusal(state, square):
    """Why a click on square would not be played ('' when it would be):
    the game is over, it is not a human's move, or the move is illegal.
    """
    step = get_window_step(state)
    if step == STEP_OVER:
        return GAME_OVER_CLICK_MESSAGE
    if step != STEP_HUMAN:
        return WAIT_MESSAGE.format(describe_side(state.due,
                                                 state.game))
    return get_move_error(state.board, square, get_legal_moves(state))


def click_square(state, square):
    """Plays a click on square ([]: off the board) if it is a legal move;
    returns [played, lines]: whether it was, and what it did or why not.
    """
    if len(square) == 0:
        return [False, []]
    refusal = get_click_refusal(state, square)
    if refusal != "":
        return [False, [refusal]]
    return [True, play_turn_lines(state, square)]


def play_turn_lines(state, move):
    """Plays a turn (see play_turn; move [] passes) and returns the lines
    to show: what it did, then what the after-turn steps said.
    """
    problem = play_turn(state, move)
    lines = [format_last_turn(state)]
    if problem != "":
        lines.append(problem)
    return lines


def cycle_piece(piece):
    """The editor's next piece for a clicked square: black, white, empty."""
    return EDITOR_CYCLE[(EDITOR_CYCLE.index(piece) + 1) % len(EDITOR_CYCLE)]


def rotate_board(board):
    """A new board: board turned a quarter turn clockwise (a square one)."""
    side = len(board)
    return [[board[side - 1 - col][row] for col in range(side)]
            for row in range(side)]


def mirror_board(board):
    """A new board: board mirrored left to right."""
    return [list(reversed(row)) for row in board]


def choose_set_up_turn(board, due, rules):
    """Decides who moves in a position set up in the editor, as Othello
    programs do: the side chosen (due) if it can move; else the other
    side if it can (where the rules let a stuck side pass); else the game
    is over as it stands. Returns [side, line]: the side the game starts
    with, and what to tell the player.
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
    """A copy of state with the editor's position and side, and no moves."""
    return dataclasses.replace(state, board=editor.board, due=editor.due,
                               history=[], flips=[])


def get_view_state(state, view):
    """The game as it stood after its first view moves: state itself at
    its present, otherwise a copy (own board, history and last flips).
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
    """The view after going where (GO_FIRST, GO_BACK, GO_FORWARD or
    GO_LAST): from 0, the start, to count, the game's moves (its present).
    """
    if where == GO_FIRST:
        return 0
    if where == GO_LAST:
        return count
    if where == GO_BACK:
        return max(0, view - 1)
    return min(count, view + 1)


def format_later_moves_question(count):
    """Asks whether to start a new line, losing count (1 or more) moves."""
    moves = ONE_LATER_MOVE
    if count != 1:
        moves = LATER_MOVES.format(count)
    return LATER_MOVES_QUESTION.format(moves)


def start_line_at(state, view):
    """Drops the game's moves after the first view, to play on from there
    (see set_history); returns the lines the after-turn steps said.
    """
    del state.history[view:]
    return set_history(state)


def list_move_entries(state, marks):
    """The move list's entries: the start, then each move's number, side,
    square as the rule set writes it, and its mark from marks ({move
    number: index in MARK_NAMES}).
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
    """The new-game dialog's first values (GameChoices): those of game."""
    names = game.player_names
    return GameChoices(game.rules.name,
                       SIZE_FORMAT.format(len(board), len(board[0])),
                       names[PLAYER_PIECE], names[COMPUTER_PIECE])


def list_size_choices(board):
    """The sizes the new-game dialog offers, such as '8x8': the square
    boards, and the present board's size when it is not one of them.
    """
    sizes = [SIZE_FORMAT.format(side, side)
             for side in range(MIN_BOARD_SIZE, MAX_BOARD_SIZE + 1)
             if is_valid_board_side(side)]
    present = SIZE_FORMAT.format(len(board), len(board[0]))
    if present not in sizes:
        sizes.append(present)
    return sizes


def create_chosen_game(choices, game):
    """Makes the game the dialog chose, as [Game, its start board], with
    the window's win rule and think time and a new seed; a rule set of a
    fixed size (the one-row game) keeps its own size.
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
    """Makes the Game of loaded with game's think time, and loaded's
    players, or game's when loaded names none (its side_names are set).
    """
    names = loaded.player_names
    if len(loaded.side_names) > 0:
        names = game.player_names
    return remake_game(game, loaded.rules, names, loaded.first,
                       loaded.top_left, loaded.win, loaded.seed)


def remake_game(game, rules, names, first, top_left, win, seed):
    """Makes another game in the window (see create_game) with the
    window's think time and jobs; seed None draws a new one. It keeps no
    --record file: Save writes the game.
    """
    if seed is None:
        seed = time.time_ns()
    settings = create_settings(seed, game.settings.think, win,
                               jobs=game.settings.jobs)
    return create_game(rules, names, first, top_left, win, settings, seed)


def read_pasted_moves(state, text):
    """Reads a pasted move string or numbered transcript (see
    clean_transcript) as a game's moves: from the game's start when they
    are legal there, else from its board's standard start, black first.

    Returns [[start, side to move there, [piece, move] entries], ''], or
    [[], the line saying why not] (also when squares have no names).
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
    """Writes why a paste was refused, a full stop ending reason if need be."""
    if reason[-1:] not in SENTENCE_ENDS:
        reason += FULL_STOP
    return PASTE_ERROR_MESSAGE.format(reason)


def format_square_value(opinion):
    """Writes a move's value for its square as [text, exact], such as
    ['+4', True] (the board underlines it): an exact value, a bound after
    its sign (at least, at most), or else the rounded estimate.
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
    """Turns the best move's opinion, for piece to move, into the graph's
    [value, exact]: the value for first, the side that moves first.
    """
    sign = 1
    if piece != first:
        sign = -1
    return [sign * opinion.estimate, is_exact_opinion(opinion)]


def get_graph_point(index, value, count, size, largest):
    """Where a value goes on a graph of size [width, height], as [x, y]
    in pixels: position index (of count moves) left to right, the value
    up for the side that moves first, largest at the top and -largest
    just above the band of move numbers.
    """
    width = size[0] - GRAPH_MARGIN * MARGINS_PER_AXIS
    height = (size[1] - GRAPH_MARGIN * MARGINS_PER_AXIS
              - GRAPH_NUMBERS_HEIGHT)
    x = GRAPH_MARGIN + width * index / max(count, 1)
    y = (GRAPH_MARGIN
         + height * (largest - value) / (largest * MARGINS_PER_AXIS))
    return [x, y]


def find_graph_index(x, count, width):
    """The nearest position (0 to count) to the graph's x, in pixels."""
    inner = max(1, width - GRAPH_MARGIN * MARGINS_PER_AXIS)
    index = round((x - GRAPH_MARGIN) * max(count, 1) / inner)
    return min(count, max(0, index))


def get_flip_frame(progress):
    """A flipping disc part of the way (progress, 0 to 1) through its
    turn, as [new side shows, width as a share of a whole disc's]: it
    narrows showing its old side, then widens showing its new one.
    """
    progress = min(1.0, max(0.0, progress))
    return [progress >= 1 / CENTRE_DIVISOR,
            abs(math.cos(math.pi * progress))]


def format_keys_help(commands):
    """Writes the Keys help, a line a command: each of commands (see
    get_window_commands) with its shortcut, then the keys that go
    through the game.
    """
    lines = [KEYS_LINE.format(command.shortcut,
                              MENU_PATH.format(command.menu, command.label))
             for command in commands]
    lines += [KEYS_LINE.format(key, meaning) for key, meaning in GO_KEYS]
    lines.append(KEYS_LINE.format("", GO_KEYS_NOTE))
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
# A reviewed move's better move: light blue, apart from the hint's
# yellow (see REVIEW_BETTER_NOTE).
BETTER_MOVE_COLOUR = "#4fc3f7"
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
    better: list                  # a reviewed move's better move, or []
    values: dict                  # {(row, col): opinion} to write
    animation: list               # [] or [flipped squares, the share of


def get_board_layout(width, height, rows, cols):
    """Works out the BoardLayout on a canvas of width by height pixels: as
    big as fits, centred, with a margin for the numbers (and, on a
    one-row board, room for the bar above it).
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
    """The [row, col] square under the canvas's x, y, or [] off the board."""
    cell = layout.cell
    col = int((x - layout.left) // cell)
    row = int((y - layout.top) // cell)
    if 0 <= row < rows and 0 <= col < cols:
        return [row, col]
    return []


def get_square_box(layout, square, inset):
    """The [x0, y0, x1, y1] box of a square, inset cells in from its edges."""
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
    """Draws the labels squares are called by: column labels above a grid
    and row labels on its left (a to h and 1 to 8 where squares are
    named), or on a one-row board each square's number below it.
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
    """Draws the bar with REVERSI above a one-row board of cols squares,
    as the 1D Reversi assignment's canvas shows it.
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
    """Draws piece's disc on a square, width_share of its width while it
    turns over; lettered writes its letter on a whole disc (one-row game).
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
    """Writes a move's value on its square (see format_square_value): an
    exact value underlined, the best move's (best) in BEST_VALUE_COLOUR.
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
    """Draws one square: its cell; its disc (lettered on a one-row board,
    as the 1D Reversi assignment shows pieces; turning while its flip is
    animated); a frame on the last move, else a ring on a flipped disc;
    its value, else a legal move's dot; and the hint's frame, or a
    reviewed move's better move's.
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
    for framed, colour in [[marks.hint, HINT_COLOUR],
                           [marks.better, BETTER_MOVE_COLOUR]]:
        if square == framed:
            canvas.create_rectangle(*get_square_box(layout, square,
                                                    FRAME_INSET),
                                    outline=colour, width=line_width)

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
# A move number ends GRAPH_LABEL_PAD pixels in from the right edge at
# least. The position shown is marked by a line down to the band of move
# numbers, so that no number is under it.
GRAPH_LABEL_PAD = 2
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
    """The GameState shown: the editor's while it is open, else the view's."""
    if window.editor is not None:
        return get_editor_state(window.state, window.editor)
    return get_view_state(window.state, window.view)


def get_animation(window):
    """How far the flips' animation has gone: [flipped squares, share of
    its time gone], or [] when nothing is animated.
    """
    animation = window.animation
    if animation is None:
        return []
    share = (time.monotonic() - animation.started) / ANIMATION_SECONDS
    if share >= 1:
        return []
    return [animation.squares, share]


def draw_window(window):
    """Draws the whole board again at the canvas's size (keeping its
    layout), with the marks the view options ask for; shows the status,
    the side to move, the message, the refusal, the move list and the
    graph; greys the controls that may not be used.
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
                        window.hint, window.better, values,
                        get_animation(window))
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
    """Greys a menu item or a button, or makes it usable again."""
    if control.index is None:
        control.widget.configure(state=CONTROL_STATES[usable])
    else:
        control.widget.entryconfigure(control.index,
                                      state=CONTROL_STATES[usable])


def _format_view_status(state, view):
    """The status line of a position before the game's present, such as
    'After move 4 of 9: black 3, white 4. You (black) to play here; End
    returns to the game.'
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
    """Draws the side to move's disc by the status; none once shown is over."""
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
    """Refills the move list: review marks coloured, the view's move
    selected and in sight.
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
    """How far the graph's scale goes either way: the largest value of
    values ({position: [value, exact]}), at least GRAPH_LEAST_RANGE.
    """
    largest = GRAPH_LEAST_RANGE
    for value, _ in values.values():
        largest = max(largest, abs(value))
    return largest


def _draw_graph_ticks(canvas, count, size, largest):
    """Draws the graph's move numbers, every GRAPH_TICK_MOVES moves, the
    last kept whole inside the graph's right edge (GRAPH_LABEL_PAD).
    """
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
        overflow = canvas.bbox(number)[2] - (size[0] - GRAPH_LABEL_PAD)
        if overflow > 0:
            canvas.move(number, -overflow, 0)


def _draw_graph(window):
    """Draws the evaluation graph, when shown: the value after each move
    for the side that moves first, the points known so far (exact ones
    filled), the position shown marked.
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
    _draw_graph_ticks(canvas, count, size, largest)
    shown = get_graph_point(window.view, 0, count, size, largest)
    numbers_top = get_graph_point(0, -largest, count, size, largest)[1]
    canvas.create_line(shown[0], 0, shown[0], numbers_top,
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
    """Shows lines as the message (if any), clears the refusal, redraws."""
    if len(lines) > 0:
        window.message = STATUS_SEPARATOR.join(lines)
    window.refusal = ""
    draw_window(window)


def show_refusal(window, text):
    """Shows text, why something was not done, and redraws (message kept)."""
    window.refusal = text
    draw_window(window)


def place_panel(window, wide):
    """Puts the move list and the graph beside the board (wide) or under
    it, the graph only when it is shown.
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
    """Raised on a task's thread once the window no longer wants the task."""


def run_in_background(window, work, finish, pause_ms):
    """Runs work() (a computer's search) on another thread, so the window
    never freezes (window.busy meanwhile), and calls finish(window, answer)
    on Tk's thread, the only one that touches the widgets, pause_ms
    milliseconds later at the soonest. An answer that comes after a new
    game or an undo is dropped.
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
    """Looks on Tk's thread for a background thread's answer (appended to
    the list answer), again every POLL_MS until it is there and
    not_before (a time.monotonic()) has passed; then clears busy and
    calls finish. The answer is dropped once generation is not the
    window's.
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
    """Starts an analysis, kind TASK_VALUES or TASK_REVIEW, on another
    thread in place of any under way: work(task) hands each result to
    put_result there; receive(window, result) gets each on Tk's thread,
    then TASK_DONE.
    """
    cancel_task(window)
    task = AnalysisTask(kind)
    window.analysis = task
    threading.Thread(target=run_task, args=(task, work), daemon=True).start()
    window.root.after(POLL_MS, poll_task, window, task, receive)


def run_task(task, work):
    """Does a task's work on its thread, then TASK_DONE unless cancelled."""
    try:
        work(task)
        put_result(task, TASK_DONE)
    except AnalysisCancelled:
        pass


def put_result(task, result):
    """Hands a result to the window; raises AnalysisCancelled if cancelled."""
    if task.cancelled:
        raise AnalysisCancelled()
    task.results.append(result)


def watch_task_search(task, state):
    """Keeps a search of a task (analyse_moves' watch_search) so that
    cancelling ends it; one started after cancelling ends at once.
    """
    task.searches.append(state)
    if task.cancelled:
        stop_search(state)


def cancel_task(window):
    """Cancels the analysis under way, if any: its searches end, results go."""
    task = window.analysis
    window.analysis = None
    if task is None:
        return
    task.cancelled = True
    for state in list(task.searches):
        stop_search(state)


def poll_task(window, task, receive):
    """Hands, on Tk's thread, a task's new results to receive, looking
    again every POLL_MS until the task is done or replaced.
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
    """Values every legal move of board (a copy) for piece again and
    again, with more think time each time (VALUE_THINK_STEPS, then
    --analyze's, the last), stopping early once every value is exact;
    each set of opinions is a result. Raises AnalysisCancelled when the
    window no longer wants them.
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
    """Unless a review is under way, cancels any valuing and clears the
    board's values, then values the moves of the position shown when
    values are shown; a computer about to move in it is left to think
    alone.
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
    """Shows result, [RESULT_OPINIONS, opinions] (TASK_DONE: nothing), as
    values on the board and the best one's on the graph (piece to move).
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
    """Reviews a game (see review_game) from start and history (copies) on
    a task's thread, names being {piece: the summary's name for it};
    each line and judged move is a result. Raises AnalysisCancelled when
    the window no longer wants them.
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
    """Takes a review's result (see work_out_review): a line is kept, a
    judged move marked in the move list and its values graphed; at
    TASK_DONE each side's summary is shown and the values refreshed.
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
        mark = get_judged_mark(judged)
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
# A reviewed move that lost discs: its review line says where the
# better move is (framed in BETTER_MOVE_COLOUR, not the hint's yellow).
REVIEW_BETTER_NOTE = "The better move is framed in blue."


def start_animation(window):
    """Animates the flips of the move just played, when animation is on."""
    state = window.state
    window.animation = None
    if not window.show.animation or len(state.flips) == 0:
        return
    window.animation = Animation([list(square) for square in state.flips],
                                 time.monotonic())
    animate(window, window.animation)


def animate(window, animation):
    """Draws an animation's next frame, until its time is up or a newer one."""
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
    """Plays a computer's move ([row, col], or [] for a pass) once it is
    ready, shows it (the view goes on with the game when it showed its
    present), and goes on with the game.
    """
    state = window.state
    at_present = window.view == len(state.history)
    window.hint = []
    window.better = []
    lines = play_turn_lines(state, move)
    if at_present:
        window.view = len(state.history)
        start_animation(window)
    show_lines(window, lines)
    advance_window(window)


def start_over(window):
    """Forgets any thinking under way, so its answer is dropped, and
    the marks of the position left: the hint and the flip's animation.
    """
    window.generation += 1
    window.busy = False
    window.hint = []
    window.better = []
    window.animation = None


def change_history(window, lines):
    """Goes on after the game's moves changed other than by a move at
    its end (undo, redo, a new line): shows lines, the review stops, marks
    and graph values past the game's moves go, the view goes to the present.
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
    """Shows the game as it stood after its first view moves (0 to all),
    with the review's line of that move and its better move ringed.
    """
    if view == window.view:
        return
    left = format_viewed_review(window, window.view)
    window.view = view
    window.hint = []
    window.better = []
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
        window.better = judged.best.move
    draw_window(window)
    refresh_values(window)


def format_viewed_review(window, view):
    """The review's line of the move that led to a view, and where its
    better move is when it lost discs (REVIEW_BETTER_NOTE); '' when that
    move was not reviewed (the start, or a review not there yet).
    """
    if view not in window.review_judged:
        return ""
    state = window.state
    piece, move = state.history[view - 1]
    judged = window.review_judged[view]
    line = format_review_move(
        view, piece, move, judged, state.board,
        state.game.write_square, state.history[0][0]).strip()
    if judged is not None and judged.lost > 0:
        line += SPACE + REVIEW_BETTER_NOTE
    return line


def on_go(window, where, event=None):
    """Moves the view: to the start, back, forward, or to the present."""
    count = len(window.state.history)
    set_view(window, get_new_view(window.view, where, count))


def on_list_select(window, event):
    """Shows the position after the move selected in the move list."""
    selected = window.move_list.curselection()
    if len(selected) > 0:
        set_view(window, selected[0])


def on_graph_click(window, event):
    """Shows the position after the move under a click on the graph."""
    count = len(window.state.history)
    set_view(window, find_graph_index(event.x, count,
                                      window.graph.winfo_width()))


def on_click(window, event):
    """Handles a click on the canvas: a human's move on the square
    clicked (at an earlier point, a new line from there, once the player
    agrees to lose the later moves), or the reason it is not played;
    while the editor is open, the square's next piece (see cycle_piece).
    Clicks while a flip is animated are ignored.
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
# The help's width, its fonts (the Keys help's columns need one of
# fixed width), and the padding of the dialog and the help.
HELP_WIDTH = 440
HELP_FONT = "TkDefaultFont"
KEYS_HELP_FONT = "TkFixedFont"
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
    "estimates, except \u2265+4 (at least) and \u2264+4 (at most). The "
    "best move's value is yellow, as is the frame of Analyze > Hint's "
    "move.\n\n"
    "Analyze > Review game judges every move against the best one: ?! "
    "an inaccuracy ({} discs lost), ? a mistake ({}), ?? a blunder "
    "({}). At a move that lost discs, the move that side had better "
    "played is framed in blue. The graph shows the value after each move "
    "for {}.")
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


def may_leave_game(window, question):
    """Tells whether the game may be left: saved, or the player agrees."""
    return (not is_unsaved(window.state)
            or window.ask(question))


def replace_game(window, game, board, played, path, lines):
    """Puts another game in the window (a new one, or one opened or
    pasted) and starts it: board is its present position, played [start
    position, moves played] (see create_play_state), path the file it
    was read from or None, lines what to say.
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
    window.root.title(WINDOW_TITLE.format(
        game.rules.name))
    show_lines(window, lines)
    advance_window(window)


def add_dialog_buttons(tkinter, top, frame, confirm, cancel):
    """Gives a dialog (top) its two buttons, side by side in frame: confirm,
    [its label, its function (event=None)], the default (also Return);
    and Cancel, calling cancel (also Escape and the close button).
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
    """Opens the new-game dialog (or raises it): the rules, the board's
    size and who plays each side, first as the game in the window has them.
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
    """Closes the new-game dialog."""
    window.dialog = None
    dialog.top.destroy()


def on_open(window, event=None):
    """Opens a game from a file (a record or a move string, as --load
    reads them) chosen in the file dialog, once the player agrees to
    leave a game with moves not saved.
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
    one when the file holds several. path is None for a paste; said is
    the line that says what was opened (None: the game's title, as a
    paste says it).
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
    name_loaded_sides(window.state, loaded)
    draw_window(window)


def on_save(window, event=None):
    """Saves the game's record to its file (the one it was opened from or
    last saved to, or its --record file), or asks for one.
    """
    path = window.path
    if path is None:
        path = window.state.game.record_path
    if path is None:
        on_save_as(window)
        return
    save_to(window, path)


def on_save_as(window, event=None):
    """Saves the game's record to a file chosen in the file dialog."""
    path = window.choose_save()
    if path:
        save_to(window, path)


def save_to(window, path):
    """Writes the game's record to a file and says how it went."""
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
    """Shows what undo or redo did, and goes on from there. done is
    [whether the moves changed, the lines to show] (see take_back).
    """
    if not done[0]:
        show_refusal(window, STATUS_SEPARATOR.join(done[1]))
        return
    start_over(window)
    change_history(window, done[1])


def on_copy_position(window, event=None):
    """Copies the position shown to the clipboard as a board string (what
    --position and Paste read).
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


def on_copy(window, event=None):
    """Copies the game's moves to the clipboard (a move string where
    squares are named).
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
    """Plays the move string on the clipboard in place of the game's moves
    (in a new game from the start position when they are not moves from
    this game's start; see read_pasted_moves), or opens a pasted game
    record, once the player agrees to leave a game with moves not saved.
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
        window.state.people = dict(UNNAMED_PEOPLE)
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
    state.people = dict(UNNAMED_PEOPLE)
    change_history(window, [format_pasted_moves(state)] + lines)


def format_pasted_moves(state):
    """Says what a paste of moves did: where the game goes on, or that
    it is a finished game, of how many moves (see on_paste).
    """
    history = state.history
    if is_state_over(state):
        return PASTED_FINISHED_MESSAGE.format(len(
            [entry for entry in history if len(entry[1]) > 0]))
    return PASTED_MESSAGE.format(len(history))


def on_toggle(window, option, event=None):
    """Turns a view option (a field of ViewOptions) on or off, from its
    menu item or its key; a key turns the check mark over too.
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
    """Marks the hint's move and says what it is worth."""
    state = window.state
    window.hint = analysis.move
    show_lines(window, [NEWLINE.join(
        [format_best_move(state.board, analysis, state.game)]
        + list_best_line(state.board, analysis, state.game))])


def on_review(window, event=None):
    """Reviews the game so far on another thread: each move is marked in
    the list as it is judged, and the graph fills in.
    """
    state = window.state
    if len(state.history) == 0:
        show_refusal(window, REVIEW_NO_MOVES)
        return
    window.review_marks = {}
    window.review_judged = {}
    window.review_lines = []
    window.values = {}
    names = get_state_review_names(state)
    work = functools.partial(work_out_review, copy_board(state.start),
                             [list(entry) for entry in state.history],
                             state.game, names)
    start_task(window, TASK_REVIEW, work, receive_review)
    show_lines(window, [REVIEWING_MESSAGE])


def show_text_window(window, title, text, font=HELP_FONT):
    """Shows a help text in a window of its own, which does not stop the
    game (it replaces the one shown before), in font.
    """
    tkinter = window.tkinter
    if window.text_window is not None:
        window.text_window.destroy()
    top = tkinter.Toplevel(window.root)
    top.title(title)
    top.transient(window.root)
    tkinter.Message(top, text=text, width=HELP_WIDTH, font=font).pack(
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
    """Writes the How to play help for a game's rules."""
    return HOW_TO_PLAY.format(RULES_TEXTS[game.rules.name],
                              REVIEW_INACCURACY, REVIEW_MISTAKE,
                              REVIEW_BLUNDER,
                              WINDOW_PIECE_NAMES[game.first])


def on_how_to_play(window, event=None):
    """Shows how to play the game (Help > How to play)."""
    show_text_window(window, HOW_TO_PLAY_TITLE, _format_how_to_play(
        window.state.game))


# ----------------------------------------------------------------------
# WINDOW 8: THE BOARD EDITOR
# ----------------------------------------------------------------------

# The board editor's dialog: its title, where it opens beside the
# window, its buttons and what it asks and says (the editor's
# rules without Tk are in WINDOW 2).
SET_UP_TITLE = "Set up a position"
EDITOR_PLACE = "+{}+{}"
EDITOR_SIDE_LABEL = "{} to move"
EDITOR_CLEAR = "Clear"
EDITOR_START = "Start position"
EDITOR_ROTATE = "Rotate"
EDITOR_MIRROR = "Mirror"
EDITOR_PLAY = "Play from here"
EDITOR_HELP = ("Play from here (Enter) starts the game from this "
               "position; Cancel (Escape) keeps the game.")
SET_UP_QUESTION = UNSAVED_MESSAGE + " Play from the position set up anyway?"


def on_set_up(window, event=None):
    """Opens the board editor on the position shown: a click on a square
    puts a black disc, then a white one, then none; its dialog chooses
    the side to move, clears the board, puts the start position back,
    turns and mirrors the board, and plays from the position set up.
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
    for label, command in [
            [EDITOR_CLEAR, functools.partial(change_editor_board, window,
                                             clear_editor_board)],
            [EDITOR_START, functools.partial(put_editor_start, window)],
            [EDITOR_ROTATE, functools.partial(change_editor_board, window,
                                              rotate_board)],
            [EDITOR_MIRROR, functools.partial(change_editor_board, window,
                                              mirror_board)]]:
        tkinter.Button(top, text=label, command=command).pack(
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
    """An empty board of a board's size (the editor's Clear)."""
    return create_empty_board(len(board), len(board[0]))


def start_editor_board(game, board):
    """The editor's Start position: the start board of the window's game,
    of a board's size.
    """
    return create_start_board(len(board), len(board[0]), game.top_left,
                              game.rules)


def put_editor_start(window):
    """The editor's Start position: the start board of the window's game
    (see start_editor_board), black (X) to move, as a new game starts.
    """
    editor = window.editor
    editor.due = PLAYER_PIECE
    if editor.side is not None:
        editor.side.set(PLAYER_PIECE)
    change_editor_board(window, functools.partial(start_editor_board,
                                                  window.state.game))


def change_editor_board(window, change):
    """Changes the whole board in the editor with change, a function
    (board) -> the new board (Clear, Start position, Rotate, Mirror),
    and shows it. A board of unequal sides is not turned.
    """
    board = window.editor.board
    if change is rotate_board and len(board) != len(board[0]):
        show_refusal(window, ROTATE_REFUSAL)
        return
    window.editor.board = change(board)
    draw_window(window)


def on_editor_side(window):
    """Takes the side to move the editor's dialog chose."""
    window.editor.due = window.editor.side.get()
    draw_window(window)


def close_editor(window, event=None):
    """Closes the board editor, leaving the game as it was."""
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


# ----------------------------------------------------------------------
# WINDOW 9: BUILDING THE WINDOW
# ----------------------------------------------------------------------

# The window's name (its questions' title), and why it could not open.
WINDOW_NAME = "proj2 Reversi"
NO_TKINTER_MESSAGE = ("the window needs tkinter (on Debian: apt install "
                      "python3-tk)")
NO_DISPLAY_MESSAGE = "cannot open a window: {}"
# The file dialogs: what they offer to open and save, the first type
# shown at first (Open shows every format it reads; Save writes records
# and GGF, not WTHOR). Tk's patterns tell capitals apart on X11.
RECORD_FILE_TYPE = ["Game records and move strings", "*.txt"]
GGF_FILE_TYPE = ["GGF games", "*.ggf"]
ALL_FILE_TYPE = ["All files", "*"]
OPEN_FILE_TYPES = [["Games", ("*.txt", "*.ggf", "*.wtb", "*.TXT", "*.GGF",
                              "*.WTB")],
                   RECORD_FILE_TYPE, GGF_FILE_TYPE,
                   ["WTHOR databases", ("*.wtb", "*.WTB")], ALL_FILE_TYPE]
SAVE_FILE_TYPES = [RECORD_FILE_TYPE, GGF_FILE_TYPE, ALL_FILE_TYPE]
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
    """Lists the window's WindowCommands, menu by menu: what the menus
    show and the keys do. A view option's handler is None (see on_toggle).
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


def on_keys(window, event=None):
    """Shows every key of the window (Help > Keys)."""
    show_text_window(window, KEYS_HELP_TITLE,
                     format_keys_help(get_window_commands()), KEYS_HELP_FONT)


def on_resize(window, event):
    """Lays the window out again at its new size: the panel beside or
    under the board, the status lines wrapped at the window's width, the
    board and the graph drawn again.
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
    """Handles an exception (as tkinter passes it) raised in a callback.
    Ctrl-C (raised by stop_on_interrupt in whatever callback runs) stops
    the window, so the program can end as it does at the terminal; any
    other problem is reported as tkinter reports it.
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
    """Runs a menu command, a button or a key, handler(window, *extra,
    event=None), unless the board editor is open and the command would act
    on the game behind it (only EDITOR_FREE_COMMANDS work then).
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
    """Window's ask: a yes-or-no question in a dialog; True for yes."""
    from tkinter import messagebox
    return bool(messagebox.askyesno(WINDOW_NAME, question, parent=root))


def choose_file(root, saving):
    """Asks for a file in the standard file dialog (Window's choose_open
    and choose_save; saving, it asks before replacing a file). Returns
    the file's name, or '' when the player cancels.
    """
    from tkinter import filedialog
    if saving:
        path = filedialog.asksaveasfilename(
            parent=root, filetypes=SAVE_FILE_TYPES,
            defaultextension=RECORD_EXTENSION)
    else:
        path = filedialog.askopenfilename(parent=root,
                                          filetypes=OPEN_FILE_TYPES)
    if not isinstance(path, str):
        return ""
    return path


def choose_listed_game(root, titles):
    """Asks which game of a file's several to open (Window's choose_game):
    a double click, or Open, opens the game selected; Escape or Cancel
    opens none. Returns the index of the game chosen, or None.
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
    """Makes the window's middle row: the board's canvas, height pixels
    high at the start, and the panel of the move list and the graph
    (which place_panel places). Returns [the row's frame, the canvas,
    the panel, the move list, the graph].
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
    refusal. Returns [the side's disc's canvas, the status label, the
    message label, the refusal label].
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
    it, and returns the Window that holds them and the game.
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
        refusal="", hint=[], better=[], busy=False, generation=0,
        pause_ms=pause_ms,
        layout=get_board_layout(START_CANVAS_WIDTH, height, len(board),
                                len(board[0])),
        interrupted=False, animation=None, analysis=None, values={},
        graph_values={}, review_marks={}, review_judged={},
        review_lines=[], controls=[], path=None,
        entries=[], dialog=None, editor=None, text_window=None,
        ask=functools.partial(ask_question, root),
        choose_open=functools.partial(choose_file, root, False),
        choose_save=functools.partial(choose_file, root, True),
        choose_game=functools.partial(choose_listed_game, root))


def _bind_events(window):
    """Hands the window's clicks, its resizing, its close button and its
    callbacks' problems to their handlers (the menus and the toolbar
    bind the keys).
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
    the board; otherwise they go under it. The widgets must be built first.
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

    played is [start position, moves played] (see create_play_state);
    pause_ms is how long a computer's move waits before it is shown.
    Returns the Window, or the one-line reason no window could be opened
    (a string: no tkinter, or no display).
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


def run_window(board, game, played, loaded=None):
    """Plays the game in a window until it is closed.

    loaded is the LoadedGame the game was loaded from, whose people a
    review and a save name (see name_loaded_sides), or None. Returns '' once
    the window is closed, or the one-line reason no window could be
    opened. Raises KeyboardInterrupt on Ctrl-C in the terminal.
    """
    window = open_window(board, game, played)
    if isinstance(window, str):
        return window
    if loaded is not None:
        name_loaded_sides(window.state, loaded)
    draw_window(window)
    window.root.mainloop()
    if window.interrupted:
        raise KeyboardInterrupt
    return ""


# ======================================================================
# COMMAND LINE
# ======================================================================

# The command line, in rooms, each with its constants at its top:
#   1. the options: one row each (OPTIONS), the parser and the checks
#   2. the game the options ask for, and its processes (choose_jobs)
#   3. the modes: what each option runs
#   4. stopping: Ctrl-C, the stop signals, an output gone
#   5. running the program: the course game, run_program

# ----------------------------------------------------------------------
# COMMAND LINE 1: THE OPTIONS
# ----------------------------------------------------------------------

# The program's description, and what --version prints (the engine's
# version, as GTP's version says).
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
VERSION_FORMAT = "{} {}"
# Other names --rules takes for a rule set.
RULES_ALIASES = {"othello": STANDARD_RULES_NAME}
# How a game is shown: the course's transcript (the default), or the
# rich style of the RICH DISPLAY section, for a person at a terminal.
STYLE_CLASSIC = "classic"
STYLE_RICH = "rich"
STYLE_CHOICES = [STYLE_CLASSIC, STYLE_RICH]
SIDE_CHOICES = {"x": PLAYER_PIECE, "o": COMPUTER_PIECE}
DEFAULT_SIDE_CHOICE = "x"
# How an option is written, and how messages list options.
OPTION_PREFIX = "--"
OPTION_LIST_SEPARATOR = ", "
# --start, which rules of a fixed size refuse with the size options.
START_OPTION = "start"
# The protocols that make proj2 an engine, which take some of the game's
# options (Option.engine).
ENGINE_PROTOCOLS = [PROTOCOL_GTP, PROTOCOL_NBOARD]
# The biggest --jobs.
MAX_JOBS = 64
# What the checks of the options say (see Option for those of its rows).
SIZE_ERROR = ("board sides must be even whole numbers from {} to {}; "
              "got {} x {}")
SIZE_CONFLICT_ERROR = "give either --size or --rows and --cols, not both"
FIXED_SIZE_ERROR = ("--rules {} plays on its own {}-square row: {} does "
                    "not apply")
PROTOCOL_RULES_ERROR = "--protocol {} plays only --rules standard or simple"
NBOARD_RULES_ERROR = "--protocol nboard plays only Othello (--rules standard)"
MOVES_RULES_ERROR = ("--moves writes squares by their names: it needs "
                     "--rules standard or simple")
# What a record fixes, which an option may repeat but not contradict.
LOAD_CONFLICT_ERROR = "{}: the record says {} {}, but --{} says {}"
LEVEL_WITHOUT_GTP_ERROR = "--level goes with --protocol gtp or nboard"
GAMES_WITHOUT_MATCH_ERROR = "--games goes with --match"
GAME_WITHOUT_FILE_ERROR = ("--game chooses a game of --load's or "
                           "--review's file")
LEVEL_ERROR = "--level takes a whole number from 1 to {most}; got {value}"
PERFT_DEPTH_ERROR = "--perft takes a depth of 0 or more; got {value}"
THINK_ERROR = ("--think takes a number of seconds above 0 and at most "
               "{most}; got {value}")
GAMES_ERROR = "--games takes a whole number of games above 0; got {value}"
JOBS_ERROR = "--jobs takes a whole number from 1 to {most}; got {value}"
PROTOCOL_OPTIONS_ERROR = ("--protocol {value} reads the game's options "
                          "from standard input: {} does not apply")
REVIEW_OPTIONS_ERROR = ("--review judges the game it is given: {} does "
                        "not apply")
MATCH_OPTIONS_ERROR = "--match plays its own games: {} does not apply"
ANALYZE_OPTIONS_ERROR = "--analyze plays no game: {} does not apply"
POSITION_OPTIONS_ERROR = ("--position gives every square and the side to "
                          "move: {} does not apply")
PERFT_OPTIONS_ERROR = "--perft plays no game: {} does not apply"
GUI_OPTIONS_ERROR = "--gui shows the game in a window: {} does not apply"


@dataclasses.dataclass(frozen=True)
class Option:
    """One option of the command line: all the program knows of it."""
    name: str                     # its name, after OPTION_PREFIX
    help: str                     # its line in --help
    arguments: dict               # how argparse reads it, besides its
    # ... help (an option left out stays None, so the checks can tell
    # ... it from a default)
    companions: tuple = ()        # the options it needs (any one)
    companion_error: str = ""     # what is said when none is given
    allows: object = None         # function value -> whether a value is
    # ... allowed (None: any argparse reads)
    value_error: str = ""         # what is said of a value refused
    # ... ({value}, and {most})
    most: object = None           # the most a value may be, as said
    excludes: tuple = ()          # the options that do not apply with
    # ... it, in the order the message lists them
    conflict_error: str = ""      # what is said when some are given
    # ... ({}: them, listed; {value}: this option's value)
    sizes_board: bool = False     # whether it sets the board's size
    engine: bool = False          # whether --protocol gtp and nboard
    # ... take it, as GUIs configure an engine (--protocol's excludes
    # ... name it among the game's options)


def get_rules_name(word):
    """Turns --rules' word into a rule set's name (see RULES_ALIASES)."""
    return RULES_ALIASES.get(word, word)


# Every option, in --help's order: one row each, from which
# build_argument_parser builds the parser and _get_option_error checks
# the command line.
OPTIONS = (
    Option("rules", ("the rule set (default: umbc, the project's; othello "
                     "is another name for standard)"),
           {"choices": list(RULE_SETS), "type": get_rules_name}),
    Option("size", "an N x N board (even, 4 to 16)",
           {"type": int, "metavar": "N"}, sizes_board=True),
    Option("rows", "the number of rows (even, 4 to 16)",
           {"type": int, "metavar": "R"}, sizes_board=True),
    Option("cols", "the number of columns (even, 4 to 16)",
           {"type": int, "metavar": "C"}, sizes_board=True),
    Option("x", "who plays X (default: human)", {"choices": PLAYER_KINDS}),
    Option("o", "who plays O (default: naive; human in 1d)",
           {"choices": PLAYER_KINDS}),
    Option("first", "which side moves first (default: x)",
           {"choices": list(SIDE_CHOICES)}),
    Option(START_OPTION, ("which piece sits top-left of the centre four "
                          "(default: x for umbc; o for standard and simple, "
                          "as Othello starts)"),
           {"choices": list(SIDE_CHOICES)}),
    Option("win", "whether the most or the fewest pieces win (default: most)",
           {"choices": WIN_CHOICES}),
    Option("protocol", (
        "instead of playing interactively, speak the console protocol of "
        "UCI ICS 32's Othello project (ics32), or be an Othello engine "
        "speaking the Go Text Protocol (gtp; a GUI's clock sets its think "
        "time, at most {:g} s a move) or NBoard's protocol "
        "(nboard)".format(GTP_MAX_THINK)),
           {"choices": [PROTOCOL_ICS32, PROTOCOL_GTP, PROTOCOL_NBOARD]},
           excludes=("size", "rows", "cols", "x", "o", "first", START_OPTION,
                     "win", "perft", "seed", "think", "match", "games",
                     "position", "moves", "analyze", "record", "load",
                     "style", "gui", "review", "game"),
           conflict_error=PROTOCOL_OPTIONS_ERROR),
    Option("perft", ("count the leaves of the move tree D plies deep from "
                     "the start position, and time it"),
           {"type": int, "metavar": "D"},
           allows=lambda depth: depth >= 0, value_error=PERFT_DEPTH_ERROR,
           excludes=("record", "style", "gui"),
           conflict_error=PERFT_OPTIONS_ERROR),
    Option("seed", ("seed the computers' random numbers, so a game between "
                    "computers repeats exactly: their searches then count "
                    "positions with no clock, in one process whatever "
                    "--jobs (default: from the clock)"),
           {"type": int, "metavar": "N"}, engine=True),
    Option("think", (
        "the searching computers' (level1 to level5) think time a move, in "
        "seconds (default: {:g}); for a hint, analyze and review it buys a "
        "number of positions, searched with no clock, so a busy machine "
        "gives the same values, later".format(DEFAULT_THINK_SECONDS)),
           {"type": float, "metavar": "SECONDS"},
           allows=lambda seconds: 0 < seconds <= MAX_THINK_SECONDS,
           value_error=THINK_ERROR, most=MAX_THINK_SECONDS, engine=True),
    Option("match", "play a match between two computer players and sum it up",
           {"nargs": MATCH_PLAYER_COUNT, "metavar": ("A", "B"),
            "choices": list(COMPUTER_PLAYERS)},
           excludes=("x", "o", "perft", "position", "moves", "analyze",
                     "record", "load", "style", "gui"),
           conflict_error=MATCH_OPTIONS_ERROR),
    Option("games", "how many games --match plays (default: {})".format(
        DEFAULT_MATCH_GAMES), {"type": int, "metavar": "N"},
           companions=("match",), companion_error=GAMES_WITHOUT_MATCH_ERROR,
           allows=lambda games: games >= 1, value_error=GAMES_ERROR),
    Option("position", (
        "start from this position: one character a square, row by row (X "
        "or * black, O white, or - . _ for empty), a space, and the side "
        "to move (X or O): the board string the window's Copy position "
        "writes"), {"metavar": "TEXT"},
           excludes=("first", START_OPTION),
           conflict_error=POSITION_OPTIONS_ERROR),
    Option("analyze", ("print every legal move with the strongest computer's "
                       "opinion of it, best first, and exit"),
           {"action": "store_true", "default": None},
           excludes=("x", "o", "perft", "record", "style", "gui"),
           conflict_error=ANALYZE_OPTIONS_ERROR),
    # --review takes all but the think time and the seed from the game
    # it judges.
    Option("review", ("judge every move of a game, in FILE (any format "
                      "--load reads) or a move string given here, then exit "
                      "(each move may take --think)"), {"metavar": "FILE"},
           excludes=("rules", "size", "rows", "cols", "x", "o", "first",
                     START_OPTION, "win", "perft", "match", "games",
                     "position", "moves", "analyze", "record", "load",
                     "style", "gui"),
           conflict_error=REVIEW_OPTIONS_ERROR),
    Option("jobs", (
        "how many processes share a searching computer's search, the hint, "
        "analyze and review (at the prompt, --analyze, --review): 1 is one "
        "process, with no workers (default: the machine's cores, but 1 for "
        "a game whose moves are piped in, and for an --analyze or --review "
        "too short to repay starting workers)"),
           {"type": int, "metavar": "N"},
           allows=lambda jobs: 1 <= jobs <= MAX_JOBS, value_error=JOBS_ERROR,
           most=MAX_JOBS),
    Option("record", "keep the game's record in FILE, written after every "
           "move", {"metavar": "FILE"}),
    Option("load", (
        "go on with the game in FILE (or show how it ended): a record, a "
        "move string, a numbered transcript (1. f5 d6), a board string, "
        "GGF or WTHOR, told apart by their content"), {"metavar": "FILE"},
           excludes=("position", "moves", "perft"),
           conflict_error=LOAD_OPTIONS_ERROR),
    Option("game", ("which game of --load's or --review's FILE, when it holds "
                    "several (GGF, WTHOR): N from 1; without it they are "
                    "listed"), {"type": int, "metavar": "N"},
           companions=("review", "load"),
           companion_error=GAME_WITHOUT_FILE_ERROR),
    Option("moves", ("start from the position after these moves, a move "
                     "string such as f5d6c3 (Othello unless --rules "
                     "simple)"), {"metavar": "STRING"}),
    Option("style", (
        "how the game is shown: classic, the course's transcript (default; "
        "but rich for standard and simple at a terminal), or rich: the "
        "board after every move with it marked, a status line, and colour "
        "at a terminal"), {"choices": STYLE_CHOICES}),
    # The window has its own look: --style is the terminal's.
    Option("gui", ("play in a window (tkinter) with the mouse, with the same "
                   "game options"), {"action": "store_true", "default": None},
           excludes=("style",), conflict_error=GUI_OPTIONS_ERROR),
    Option("level", ("with --protocol gtp or nboard: play as levelN, 1 to 5 "
                     "(default: 5; GTP's level command changes it)"),
           {"type": int, "metavar": "N"},
           companions=("protocol",), companion_error=LEVEL_WITHOUT_GTP_ERROR,
           allows=lambda level: 1 <= level <= len(GTP_LEVEL_PLAYERS),
           value_error=LEVEL_ERROR, most=len(GTP_LEVEL_PLAYERS)),
    Option("version", "print the program's name and version, and exit",
           {"action": "version",
            "version": VERSION_FORMAT.format(PROGRAM_NAME,
                                             GTP_PROGRAM_VERSION)}))
# When a command line breaks more than one rule of the rows, the one
# said is the first of these options' (the modes' and --level's before
# the rest), then the first in OPTIONS.
OPTIONS_CHECKED_FIRST = ["level", "review", "match", "analyze", "perft",
                         "think", "games", "game", "gui", "position",
                         "load", "jobs"]


def get_option(name):
    """The Option of OPTIONS called name."""
    return next(option for option in OPTIONS if option.name == name)


def _list_options_in_check_order():
    """OPTIONS in the order their rules are checked (see
    OPTIONS_CHECKED_FIRST).
    """
    first = [get_option(name) for name in OPTIONS_CHECKED_FIRST]
    return first + [option for option in OPTIONS if option not in first]


def build_argument_parser():
    """Builds the parser of the command line, one argument a row of
    OPTIONS.
    """
    import argparse
    parser = argparse.ArgumentParser(prog=PROGRAM_NAME,
                                     description=PROGRAM_DESCRIPTION)
    for option in OPTIONS:
        parser.add_argument(OPTION_PREFIX + option.name, help=option.help,
                            **option.arguments)
    return parser


def add_implied_options(args):
    """Sets args.rules to Othello's when --moves comes without --rules."""
    if args.moves is not None and args.rules is None:
        args.rules = STANDARD_RULES_NAME


def _list_given_options(args, names):
    """The options of names that args gives, as messages list them ('':
    none).
    """
    return OPTION_LIST_SEPARATOR.join(OPTION_PREFIX + name for name in names
                                      if getattr(args, name) is not None)


def _get_companion_error(args):
    """Checks that each option given comes with one of its companions: ''
    or the reason.
    """
    for option in _list_options_in_check_order():
        if (option.companions and getattr(args, option.name) is not None
                and all(getattr(args, companion) is None
                        for companion in option.companions)):
            return option.companion_error
    return ""


def _get_value_error(args):
    """Checks the options' values (see Option.allows): '' or why not."""
    for option in _list_options_in_check_order():
        value = getattr(args, option.name, None)
        if (option.allows is not None and value is not None
                and not option.allows(value)):
            return option.value_error.format(most=option.most, value=value)
    return ""


def _get_conflict_error(args):
    """Checks that no option given excludes another given (see
    Option.excludes): '' or the reason.
    """
    for option in _list_options_in_check_order():
        value = getattr(args, option.name, None)
        given = _list_given_options(args, option.excludes)
        if value is not None and given != "":
            return option.conflict_error.format(given, value=value)
    return ""


def _get_engine_option_error(args):
    """Checks the options of an engine (--protocol gtp or nboard): --level
    only with one, and the values (see _get_value_error): '' or the reason.
    """
    if args.level is not None and args.protocol not in ENGINE_PROTOCOLS:
        return LEVEL_WITHOUT_GTP_ERROR
    return _get_value_error(args)


def get_board_size(args, rules):
    """Works out [rows, cols] from the options and the rule set's default."""
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


def _get_protocol_option_error(args):
    """Checks the options that go with --protocol: its rules, none of the
    game's options it reads for itself (those an engine takes aside: see
    Option.engine), then the engine's: '' or the reason.
    """
    if (args.protocol == PROTOCOL_NBOARD
            and args.rules not in [None, STANDARD_RULES_NAME]):
        return NBOARD_RULES_ERROR
    if args.rules not in [None] + list(PROTOCOL_RULE_LABELS):
        return PROTOCOL_RULES_ERROR.format(args.protocol)
    protocol = get_option("protocol")
    refused = [name for name in protocol.excludes
               if not (args.protocol in ENGINE_PROTOCOLS
                       and get_option(name).engine)]
    given = _list_given_options(args, refused)
    if given != "":
        return protocol.conflict_error.format(given, value=args.protocol)
    return _get_engine_option_error(args)


def _get_board_option_error(args, rules):
    """Checks the board's size options against the rules: '' or the reason
    (rules of a fixed size refuse them, and --start).
    """
    if rules.size_fixed:
        given = _list_given_options(args, [
            option.name for option in OPTIONS
            if option.sizes_board or option.name == START_OPTION])
        if given != "":
            return FIXED_SIZE_ERROR.format(rules.name, rules.cols, given)
        return ""
    size = get_board_size(args, rules)
    if not (is_valid_board_side(size[0]) and is_valid_board_side(size[1])):
        return SIZE_ERROR.format(MIN_BOARD_SIZE, MAX_BOARD_SIZE, size[0],
                                 size[1])
    return ""


def _get_option_error(args):
    """Checks the options against each other, before any game starts: ''
    when they make sense together, otherwise the reason (for argparse's
    error, which exits with EXIT_USAGE). The rows' rules (see Option) are
    checked in stages: companions, then values, then conflicts.
    """
    if args.size is not None and (args.rows is not None
                                  or args.cols is not None):
        return SIZE_CONFLICT_ERROR
    if args.protocol is not None:
        return _get_protocol_option_error(args)
    rules = RULE_SETS[args.rules or UMBC_RULES_NAME]
    for reason in [_get_companion_error(args),
                   _get_board_option_error(args, rules),
                   _get_value_error(args), _get_conflict_error(args)]:
        if reason != "":
            return reason
    if args.moves is not None and not rules.square_names:
        return MOVES_RULES_ERROR
    if args.position is not None:
        size = get_board_size(args, rules)
        return parse_position(args.position, size[0], size[1]).error
    return ""


def _get_load_conflict(args, loaded, source):
    """Checks the options that repeat what a loaded record fixes (its
    rules, size, who moves first, the start, how the game is won): each
    may agree with the record, none may contradict it. Returns '' or the
    line that says what does, naming both values.
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


# ----------------------------------------------------------------------
# COMMAND LINE 2: THE GAME THE OPTIONS ASK FOR, AND ITS PROCESSES
# ----------------------------------------------------------------------


def choose_jobs(args, searches=None):
    """Decides how many processes share the searches the command line
    asks for (Settings.jobs, which its Settings carry from their start):
    --jobs when given, else the machine's cores, but 1 for --review and
    --analyze when their work (searches searches of the think time) takes
    less than WORKERS_LEAST_SECONDS, too little to repay starting workers,
    and 1 for a game at the prompt (searches None) whose moves are piped
    in, so its transcript never depends on the machine. A seeded game's
    computers search in one process all the same (Settings.repeatable: a
    shared search does not repeat), but not its hint, analyze and review.
    """
    if args.jobs is not None:
        return args.jobs
    if args.protocol is None:
        if searches is not None:
            seconds = args.think or DEFAULT_THINK_SECONDS
            if searches * seconds < WORKERS_LEAST_SECONDS:
                return 1
        elif args.gui is None and args.match is None and (
                not reads_a_terminal()):
            return 1
    return count_cores()


def _get_display(args, rules):
    """Turns --style into the display table of a game at the terminal.
    Without --style, an Othello game (squares named) shown at a terminal
    is rich, with who plays black, the last move marked and the score;
    output to a file or a pipe stays classic, so it is stable to diff.
    Returns CLASSIC_DISPLAY, or the rich one (colour where wants_colour).
    """
    style = args.style
    if style is None and rules.square_names and sys.stdout.isatty():
        style = STYLE_RICH
    if style == STYLE_RICH:
        return create_rich_display(wants_colour(sys.stdout))
    return CLASSIC_DISPLAY


def build_game(args, loaded, searches=None):
    """Builds the Game the checked options ask for: from the options, or
    from loaded (a LoadedGame, or None), whose players and seed the
    options may replace. Its Settings carry the processes choose_jobs
    decides (searches: the work of --review, or None).
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
                               win, jobs=choose_jobs(args, searches),
                               repeatable=args.seed is not None)
    return create_game(rules, names, first, top_left, win, settings, seed,
                       args.record, _get_display(args, rules))


def load_listed_game(text, number, option):
    """Reads --load's or --review's game: from a file of any format, or
    option's text when that is a game itself (see read_named_game); when
    the file holds several games and --game chose none, prints their list.
    Returns [loaded, source]: the LoadedGame and what messages call it.
    """
    game_file, source = read_named_game(text, option)
    if number is None and len(game_file.games) > 1:
        for line in list_filed_games(game_file, source):
            print(line)
    return [choose_filed_game(game_file, number, source), source]


# ----------------------------------------------------------------------
# COMMAND LINE 3: THE MODES
# ----------------------------------------------------------------------

# What messages call the game --review and --load read.
REVIEW_SOURCE = "--review"
LOAD_SOURCE = "--load"
# A move of --moves refused is said as a record's is.
MOVES_OPTION_ERROR = PROGRAM_NAME + ": --moves: {}"
# What Ctrl-C says when it stops work that is not a game, by the option
# that asks for the work.
MODE_INTERRUPTED_MESSAGES = {
    "analyze": "Interrupted: the analysis stopped.",
    "review": "Interrupted: the review stopped.",
    "perft": "Interrupted: the count stopped.",
    "match": "Interrupted: the match ends unfinished."}


def _run_protocol(args):
    """Runs the protocol the command line names until its input ends."""
    rules = RULE_SETS[args.rules or STANDARD_RULES_NAME]
    player = GTP_LEVEL_PLAYERS[(args.level or len(GTP_LEVEL_PLAYERS)) - 1]
    settings = create_settings(args.seed, args.think or DEFAULT_THINK_SECONDS,
                               jobs=choose_jobs(args))
    if args.protocol == PROTOCOL_GTP:
        return play_gtp(rules, read_gtp_line, player, settings)
    if args.protocol == PROTOCOL_NBOARD:
        return play_nboard(read_nboard_line, settings, player)
    return play_protocol(rules, read_protocol_line)


def _run_review(args):
    """Runs --review: reads the game (see load_listed_game) and judges
    every move of it (see review_game), printing each line as it comes.
    Returns EXIT_OK (also for a game of no moves), or EXIT_USAGE when the
    game cannot be read.
    """
    loaded = load_listed_game(args.review, args.game, REVIEW_SOURCE)[0]
    if loaded.error != "":
        report_problem(PROBLEM_FORMAT.format(PROGRAM_NAME,
                                             loaded.error))
        return EXIT_USAGE
    if len(loaded.history) == 0:
        print(REVIEW_NO_MOVES)
        return EXIT_OK
    game = build_game(args, loaded, len(loaded.history))
    names = name_review_sides(loaded.people, game.player_names)
    review_game(loaded.start, loaded.history,
                game.rules, game.settings,
                game.write_square, names, show, jobs=game.settings.jobs)
    return EXIT_OK


@dataclasses.dataclass
class ModeStart:
    """The position a mode of the command line starts from."""
    args: object                  # the parsed command line
    game: object                  # the Game (see build_game)
    size: list                    # [rows, cols]
    board: list                   # the 2D list of pieces
    played: list                  # [the start board, the moves played]
    state: object                 # the GameState
    loaded: object = None         # the LoadedGame of --load, or None


def _start_position(args):
    """Sets up the position the command line asks for: the start, or
    --position, then --moves, or --load's game; --record starts its file.
    Returns (the ModeStart, EXIT_OK), or (None, the exit status) once a
    problem is reported.
    """
    loaded = None
    source = LOAD_SOURCE
    if args.load is not None:
        loaded, source = load_listed_game(args.load, args.game, LOAD_SOURCE)
        if loaded.error == "":
            loaded.error = _get_load_conflict(args, loaded, source)
        if loaded.error != "":
            report_problem(PROBLEM_FORMAT.format(PROGRAM_NAME, loaded.error))
            return None, EXIT_USAGE
    game = build_game(args, loaded)
    size = get_board_size(args, game.rules)
    board = create_start_board(size[0], size[1], game.top_left, game.rules)
    if args.position is not None:
        parsed = parse_position(args.position, size[0], size[1])
        board = parsed.board
        game.first = parsed.side
    played = [copy_board(board), []]
    if args.moves is not None:
        replayed = replay_move_string(args.moves, board, game.first,
                                      game.rules)
        if replayed.error != "":
            report_problem(MOVES_OPTION_ERROR.format(replayed.error))
            return None, EXIT_USAGE
        played = [copy_board(board), replayed.history]
        board = replayed.board
    if loaded is not None:
        played = [loaded.start, loaded.history]
        board = loaded.board
    state = create_play_state(board, game, played)
    if loaded is not None:
        name_loaded_sides(state, loaded)
        if source != LOAD_SOURCE:
            state.own_files.add(os.path.realpath(source))
    if args.record is not None:
        reason = write_saved_game(state, args.record)
        if reason != "":
            report_problem(RECORD_WRITE_ERROR.format(show_path(args.record),
                                                     reason))
            return None, EXIT_USAGE
    return ModeStart(args, game, size, board, played, state, loaded), EXIT_OK


def _run_perft(board, piece, depth, rules):
    """Counts the move tree depth plies deep from a position, prints the
    count, the time it took and the leaves per second; returns the count.
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


def _run_analysis(start):
    """--analyze: prints the value of every move of the position, with
    the game's Settings remade for the processes its work repays (see
    choose_jobs).
    """
    game = start.game
    due = start.state.due
    settings = dataclasses.replace(game.settings, jobs=choose_jobs(
        start.args, ANALYSIS_THINKS_PER_MOVE
        * len(get_rule_moves(start.board, due, game.rules))))
    print(run_with_progress(ANALYSING_TEXT, functools.partial(
        format_position_analysis, start.board, due, game.rules, settings,
        settings.jobs)))
    return EXIT_OK


def _run_perft_mode(start):
    """--perft: counts the lines of play (see _run_perft)."""
    _run_perft(start.board, start.game.first, start.args.perft,
               start.game.rules)
    return EXIT_OK


def _run_match(start):
    """--match: plays the computers' match from the position's options."""
    play_match(start.args.match, start.args.games or DEFAULT_MATCH_GAMES,
               start.game, start.size)
    return EXIT_OK


def _run_window(start):
    """--gui: plays the game in a window (EXIT_USAGE when none can open)."""
    reason = run_window(start.board, start.game, start.played,
                        start.loaded)
    if reason != "":
        report_problem(PROBLEM_FORMAT.format(PROGRAM_NAME, reason))
        return EXIT_USAGE
    return EXIT_OK


def _run_terminal_game(start):
    """Plays the game at the terminal, then asks whether to play again."""
    state = start.state
    read_line = functools.partial(read_line_or_pass, state,
                                  read_player_line)
    play_session(state, read_line)
    # undo after the end takes the game back into play.
    while ask_after_game(state, read_player_line):
        play_session(state, read_line, resumed=True)
    return EXIT_OK


def _run_from_position(args):
    """Sets up the position, then runs the mode its option asks for (see
    POSITION_MODES), or the game.
    """
    start, status = _start_position(args)
    if start is None:
        return status
    for option, run in POSITION_MODES:
        if getattr(args, option) is not None:
            return run(start)
    return _run_terminal_game(start)


# The modes of the command line, by the option that asks for each, in
# the order they are looked for: those that need no position, then those
# that start from one (else the game is played at the terminal).
COMMAND_LINE_MODES = (("protocol", _run_protocol), ("review", _run_review))
POSITION_MODES = (("analyze", _run_analysis), ("perft", _run_perft_mode),
                  ("match", _run_match), ("gui", _run_window))


def _run_mode(args):
    """Runs what the command line asks for (see COMMAND_LINE_MODES) and
    ends cleanly on end of input or Ctrl-C; returns the exit status.
    """
    try:
        for option, run in COMMAND_LINE_MODES:
            if getattr(args, option) is not None:
                return run(args)
        return _run_from_position(args)
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
    """
    for option, message in MODE_INTERRUPTED_MESSAGES.items():
        if getattr(args, option) is not None:
            return message
    return INTERRUPTED_MESSAGE


# ----------------------------------------------------------------------
# COMMAND LINE 4: STOPPING
# ----------------------------------------------------------------------

# Besides Ctrl-C (SIGINT), the signals that stop the program: SIGTERM,
# as kill sends, and SIGHUP, as a closed terminal sends. The program
# stops at once and quietly (its terminal may be gone), its workers with
# it, with 128 plus the signal's number as its exit status, as a shell
# reports a program a signal ended: 143 for SIGTERM, 129 for SIGHUP.
STOP_SIGNALS = ["SIGTERM", "SIGHUP"]
EXIT_SIGNALLED_BASE = 128
# A terminal that has closed fails every write with this error, which
# may come before its hang-up signal: the program then ends as the
# signal ends it, quietly, with 129.
HUNG_UP_ERROR = errno.EIO
HANG_UP_SIGNAL = "SIGHUP"


def silence_output():
    """Points standard output at nothing, once it cannot be written (or
    the program is told to stop), so the interpreter's last flush of
    what is still buffered cannot fail.
    """
    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except (OSError, ValueError):
        pass


def _is_hung_up(problem):
    """Whether problem, an OSError writing standard output, says that its
    terminal has closed (see HUNG_UP_ERROR).
    """
    if problem.errno != HUNG_UP_ERROR or not hasattr(signal,
                                                      HANG_UP_SIGNAL):
        return False
    try:
        return stat.S_ISCHR(os.fstat(sys.stdout.fileno()).st_mode)
    except (OSError, ValueError):
        return False


def stop_on_signal(signal_number, frame):
    """Handles SIGTERM and SIGHUP (see STOP_SIGNALS): ends the program
    quietly, dropping what is still buffered for standard output (its
    reader or terminal may be gone); the program stops its workers as it
    ends. Meanwhile Ctrl-C is ignored, and a second stop signal ends the
    program as the system does. Always raises SystemExit, with
    EXIT_SIGNALLED_BASE plus the signal's number.
    """
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    for number in get_platform_signals(STOP_SIGNALS):
        signal.signal(number, signal.SIG_DFL)
    silence_output()
    raise SystemExit(EXIT_SIGNALLED_BASE + signal_number)


def stop_on_interrupt(signal_number, frame):
    """Handles Ctrl-C: raises KeyboardInterrupt, first ignoring any further
    Ctrl-C, so a second press while the game ends cannot interrupt that.
    """
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    raise KeyboardInterrupt


# ----------------------------------------------------------------------
# COMMAND LINE 5: RUNNING THE PROGRAM
# ----------------------------------------------------------------------


def _run_course_game():
    """Runs PART 1's main(), the course game, which is what the program
    is with no options. Piped input is read by _read_course_line in
    input()'s place, so no line can stop the game or fill the memory.
    Returns EXIT_OK, or EXIT_INTERRUPTED after Ctrl-C.
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
    the same. Raises EOFError at the end of input.
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


def run_program(argv=None):
    """Runs the program (see _run_command_line) and guards its output to
    the very end: when the reader of standard output has gone away it
    stops quietly; when standard output cannot be written for another
    reason, or is closed, it says so once on standard error. Each returns
    EXIT_OUTPUT_CLOSED; a terminal closed ends it quietly, as its hang-up
    does (see HUNG_UP_ERROR). argv None means sys.argv. A SystemExit
    (--help, a bad command line) is raised again after the output is
    flushed.
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
        hung_up = _is_hung_up(problem)
        silence_output()
        if hung_up:
            return EXIT_SIGNALLED_BASE + getattr(signal, HANG_UP_SIGNAL)
        report_problem(PROBLEM_FORMAT.format(
            PROGRAM_NAME, WRITE_ERROR_MESSAGE.format(problem.strerror
                                                     or problem)))
        return EXIT_OUTPUT_CLOSED
    if stop is not None:
        raise stop
    return status


def _run_command_line(argv):
    """Runs the program: reads the command line (argv None: sys.argv), sets
    the handlers of Ctrl-C and STOP_SIGNALS, then plays the course game
    (no options) or runs what the options ask for (see _run_mode). Returns
    the exit status: EXIT_OK for a finished game or end of input,
    EXIT_USAGE when the game to load or review, --moves, the --record file
    or the window cannot be used, EXIT_INTERRUPTED for Ctrl-C. A bad
    command line, protocol options included, exits through argparse with
    EXIT_USAGE.
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




# ======================================================================
# DATA (no code: the pattern weights and the opening book, encoded)
# ======================================================================

# Written by tests/bench/fit_real.py (Edax's values of the 2001 and
# 2002 tournament games, and the exact endgame values of 8,818 others;
# see the README); the format is described at load_pattern_evaluation.
# Each stage holds PATTERN_STAGE_EMPTIES counts of empty squares. The
# patterns judge the positions of a search that starts with at most
# PATTERN_MOST_EMPTIES empty squares (64: every position); beyond, the
# features judge.
PATTERN_STAGE_EMPTIES = 4
PATTERN_MOST_EMPTIES = 64
PATTERN_WEIGHTS_CRC = 998365114
PATTERN_WEIGHTS = """
/Td6WFoAAATm1rRGAgAhARwAAAAQz1jM5nfS7/5dAAABfJLhuDtjJew9nMlHSkHk5neajkK1i/HE
UbrIOhWV03Ol+Uxs+JLmDcDqkubSUUQmv47t7tK3boxWoFTFaJoC27NY/YIXK3HKvFkFBTBiLf3J
qIICh9ar848JQdGiykIn8ZhnP+AT6P2vBv+HOdFWefZ9vL5R65o6p3G+2K+zE+DODd+IY9Fk1R8K
nr+/S1QftQpcRxEATvyaJXvKOnFRKwNe39+wdftgfUQADHNTa10LScmhhRRV6Ki9VnLn0/5fYluS
SzOOmP+S+5GNL0WR2VYd0xI2Td9K+H+AinLND649lA1q8tfxXEYfkXoGuipsoeEyj18qbIvl5BMY
DvIMF76owmccBGg0kv7Le67UDgyZ0Nc+SP9d6kwdc0ZtpgzlNpFzGW1CcI1ekXBRRjb+inff9C4C
6H+10N52Pb6CO7akBcpGgGOUC2FiOfUOH5nL0DNCuZpWeuwqFYy98Bos+0TPC2aYbnewv1B/MJEP
8mffk/E17x/oEkfeO5TOQnf8SrZPahz1M1Ck0XX8hBkCXjAb0TmO+8DW3fBnSfSBpXlEve68J2/I
3hLXDyK+kuKa+dZSmxUglbh7HmVtVExFhemWGuJwvDvoJw2Kopipj7zr3RkbLS+jR6y53v1icad9
iz30OQxFGhWTd1vSnt6vFueCFK2SDL2Hexw68dLsI18a4V2r/mp4FO+edqQznmDNh9uqKRvG14L8
01Etl9ycoHM8JdYVSpgCq0GZ9TfJLhDw7pbMNhfkongPWxadAINXIg19p9zmqGu1L4EP6ZAs27Va
kcgwOo4O76rQC8MKDT3dAaxLi3Gj0QBLWumN6LqMSlaE6nMlWb0NSQKmNVr3cE8scFe0LVNydkpR
FLLG1ci8BUxcVGT0iteVZlwndL1xjSh+wtsBvrVG+VjECZ3Zy6e1Pn+KoFiD63PGdpfUDiS1ss2C
cl6ybqr60pVOCl9FKl00kw9ZSscqmsOa+cU2DXvih+YEWylCdXVDtjUmezw1pP8btTxAKRlZIPsx
JEZzBuJ4U9fTnvgSjoYd+S7KX9Ns/Q7/Q2D6hOd8/VvNl3JMMNFIAceZsMiIO0kws0kW0kNyhKWZ
Pp+3GO7Rufadui1qRyyKRHYUiNfF6Lgha9sl45dTCWGQ4fVBc26F7pJ42zznduiqcQBjwjj1acG2
PIAy6DH6KgMl3Dc/YOpEmwypT+ZhsLV0f9Bkg4xTGAEhmkOeJcLy9zoK24WglXFe9Mns5n0CBckt
zE9zjiHBDCFJEhoHenn0ef17FYNl4+SpyL9jtV9sOl+7RspJDdz+pgIdmhUWU2oOEDlAiAlx3ScO
0/Lex+iTCJeuGP0CscEENB335VaoGVEpP2i/1ZFrqe4k95tep3iEV4xXYASgpEwWKPZQaDKcVMal
ze2qlwBVl6AFR2LWixm6DnY4BEgl7fyN2Sk30h4OpsbR6juF6jw+X/ATVQDTLEo/MxFSl/vmzObc
jc3exM620Hyw9IDGGD1Ul7TmFvspsf727rQTE/BOCvet83vz1gvCuzAVxfHDQcCHLanEDjO6mJsC
OmSn9fg9SbA1Ip9j+RLLtAs4goUYjvEAAxWqMX/5o1BRB1TnQiBu2kglZxEN2xsljJyUuwjSoGfS
gppuq87sYVkEU89ygBZVhw/1fqGAESMfS0f+xNAxysm5VukFeVUzZG7mKiuXqwvJTuqIxpy14Slp
lYQs+Xjj4noGN06tx+iu8/0eHQcH8qHC7ooHqvxQxiZ5itZqZXgfnOqsK4utZr9J62CkTJIsv1ax
zRKv/Io75wVNB4MFEwfC4yvp2X4nYt+/FxHEFiEGhFGy/XQtu3YH6zR8jpsol9rFP2nnnFGkb495
2MWgVQWmJikK27TrWFhnE1C7GeO0mQhkO0R4z6D8hkI3sGwkJc1xiKQVkfXwBggM7SGyKvFZJS77
+UgF/Hn3B+Fn3Fb1KDsFw5lrN3ztzMlUstqL9IX+8g5AkTujY2RuFAt2NvS76zyd/bYX/UzZWhfX
kwVqvG6SF3aAnI2xjzxh0YgV4GeI4eaa1d9nCA72ygdd75+RWZs81WlYnJNlbJ7S/Ri4Ps7sV2MA
7mXLTTOjSSqk0B634B0KYHPiQ4JjU8Xi4MfvbhVuQX78av+LkVaFBoa1RNa7KdvFLgfEMkFsq+6c
y5Asx+0dpjd2CtDMr9b40UFU5kOc4qRCMp40w1AGr+bTZ7o+yLM+yFubMqWnJCO0g5tSpuDH9vG7
/BLrLZZLq6axd/E1SdEKIC8UYSe5jCey2/jjxZmlDvcKi/j9vihLupkO4AFAVrzf/qSESbW6VsmS
WAaKvVt/i0nmswFQw12bWpmOVuGL752YIAeh7MDHhTV3fCECgCVUZzY48X97+RiunrqXlrobXLcr
UYRIAHwQe2hyo1NrBtX2PDa6NbIwRLXn9Jyxf6LP7ZZe0GtuwExa4kamu1iWYZ7rM6OlCUacoKiJ
7SBiYzlGeUKiaXrnVpYLrLatoPFvkkaK0ZOca02o/vPi0SwfwXKke7XebnTtxJxC3ata1NgFl2RJ
/cPIuYOE7f9rHpCYYfzaqJWHgt4gRcc3HBGd90vVsNhFc88SpCI7NdUwqVEXNHy6d+h2xyW6/4wi
DBdDW5AFTIU5qDV9yjFc3ELAOo9gYCJidf4acMq5BzQmHi7NCtzZTLLCCSNbor2LHgLbkdZ+TFI3
k3Mad3jDIqPMU9OkXEYdCs51v4WOcxNih1f6YfYs0hWpFYtcmii8pAsNCb8Put5Nfk00SAFCQNOW
GjtIct+Aem8BBRJ1B7ffLWRRHccDCSJjjI87zIveOCkUK3ludPQaKcscKRm+RU56IS8EvaeDhBmO
1lG9LFkZ3ECRt4qTxFwJrEhzzqXAcIYooSHmF/DNmLXBiLnd96keEescwM8F583JTQwTDNHgfwfD
aWXK+FKBqt5/+cEJUb22YX+bByOSCmY4x+rwRpbRPwZuZ/sRqmvSuTU/L67PSCekquVyhJzs/U38
aZI8Eg38rDB+uTYyhrnZ/w8yP5uts+wv/zhobiXrlMhzRmo+v9WW9KCJoNzSYrhbguE1BstT+Ine
ulludzFilSTzobnL1QCGdTmCB0W2Oz+cECDjr8TTvPGhp3d6CRrZ4eTpCyKR/N+X3ZTBewOgbMhg
Hhvca+JEkoUbg0a7dTXuy+dgP/uvY2p7hOawnlA0/XdcL6Z00zBx7X24nQ59SNDDWTHdbSbx/sVY
o8GITLVOihilI6umFYG7NoMnoC3qmzMQnHl6u4O1PuHECsXDPNFWA8QTvNYEgXoVn4KgRROrufrV
ZiT4R4x1Ex1UHuYNXGolDvJOjlD8UL56mjBNbmJhIEMWA1290L+5Su4xnPQj3A+g6EOpC+w0oeyx
+16vJC0EszTAiPg6H89vt8gBiy8nNKYke5fxOjzvgBI0//MgimXwZjHVGe9JS+P9lD1xy61kQlUp
pxg7OCwPo7ifj3i3RqZ6gVNxMyZbiYSINWbMBobO4HRgAp93KEJ+CCnNQ1E/kalAHVovd7juooHT
QFgAL3Q6a/ncONPcJQ/PkPWXAn/eTejzuqaQjEOk4CZemOlMpqDCOj/ADz3dHTNvV+y5YUa/8lX6
ckl0lLISEG4Wch88zjF389J3UhNDseiDP2YYrT5tzTmfjd8Qg6WYPkDkbGzLtKcnuCZak/PkTh6/
iCpmReY6OQit0x/Et/izad6w77rqVMJxlum0Head0HxhqzUvKWlSbN/VILDWL9pwQjXBk73OjQXt
z9RvRhlTCJUojKYZkvJHmpzuoZxLtub2fmdnasmhXpJVd7AGraT1PxozG9FzXQ/YMsJz64JTUqtZ
APg8PVZ7OF2T1sKYSeqk5Lh0USHy9jr0NXrbzzgwP6PtCMdwb1y6QdU0lG5SgZcswNdPxCf5hPhw
+6zTVkVy/Xm600szLDVb7R2PHJrb7gEuQzQLP3i2/bCz9sEyqrB6Xq/NRUsJcvTPby9l6Szfzx6/
1jJb6X6q0Srk7RaTBluUezP1wlIR2ruwjO2WJsg3DgaJOJ+VWVsMOgBraDapaisJHtBOd/QOT38m
eNm7TjGCv+oqYy7nN9eKFAXjNbU2NPopWb1kz/I2ohwHPhZeAK6+Rul8HGgmkAJwR3iwAl6hQZHG
htJRzJLQDMC5OESem55jbfG7JNTRPyLM16MbM21b3SfPl6WnLgbySAMQmlRpZvLgxMnfP7NEjeI1
aEAeCki4+seQ72+HaSYoy7ozNSeShlx2ogI3khd0DuPQulVxP8yKnyyido9jVLPKtVLtgHUBQjGN
wl0gBN5IVjpOxajY28gdLRC+wgNGDzDC6llIeQCewiA2BmwWulVYJZveRx1qWLiF8fzwXiFNryiq
7M7s5Zc3Y14tO2WUrphhZZ8YJ4KF/z4BECPDZpCKhNCvQCRjdmM/pEsnfmjzcwRzFiQ+t2XKvN/f
/osnRT8ImnqWIjqNkHelbo+4+FI9LNIE5kZi+6xo3qtmhKy4Kcry9MB6SBpX3b0QKm1RAv32AQ+K
rvFj5GU4Egd/Q7cU+3V5+biKceOBIQKDENtGPdBwIAeTTejuZojc035n7zlvgEq9ihFXBcSXFHnC
c+Mj6HGo92GcsWQ1HRmhs4X7aaalb7aNWJ4Ad8ao2i2x3xGSYE9H0U4jcEcEJbug1HnTd6RX88tI
lO19iPpghXcWPnkwdEDg9kDZbLXu0ATuUT6JCEKAt5/XPqepNaYjGUXH3Idt5iwKRjZf8HyvRZrm
knJp+W/Gh58bjoPcisltbUSY+298ORQp7n//vX0wc+S4R5kHsSBdFsVEyDcRzCwolm+NXUjpuG/W
VEh9Z7s1R598t/ZWQzAt1+oUI/XiuuGFgzJtP+oLGNPishQkWo+wE01Fa0u48wLaXJv4uHZ/8rE4
/25nDNwiex88kcJBb6TDVTeuYEVynucy3zVdnZJIrkbm1e9Owp8nv8qgZXj+REwHiFvSQvGeg6hE
ZKrqNKU88oAIzZATS5vpIS+wbUzrnZgwMdpL493ad44BV3QiW3CbZlxQAjA4/inao3nFeWjDnZUm
06CeW81kCk9BbHmk9QxyiLdJT/w074SyWkuR70+Q822MjTQ84impYCUERYB9lAHCwRG7pxcr+7wc
7k6o5hSDxPMPBzIP9WuYte5ATiRvgRW37V5RBHNHgxPn3NivUB/4vCJwtl48z0ZXl6BnKbeWrq8c
qwAs7t2qSJVWpqkV83Q95WjV0JAU3t1Ns6mByIpQ2Kh6+Nj60vNVTUbgad/PgIRKVHRbUEmJFjT4
EXbVuJ33SnNt5fEtN+xRz3hWUGMTCDYaEVrdU3/070ExKGgFu3YkKVLi50wmq7CpoG+z7NEsx4Sy
+e6aHwuhgsHqXfr2f8UKFbQj1zVqUd7EZBCmopAo+lDcSI9jPHyJIVqLEYoYaosS31aFepLsQ6T1
kOnbwnqKxg3QWysfH/SetvovVAgjngnxxa77Plv7AX+QUwZb42miTB/WGam8XE0cZDnWMSaaCxhc
Zh+oI4+1rBArUtKQcMEYjWMPk8dqeXVHnpzAV3epUk/E0vzc04paNvDAe+dUmW+qFX8cvoRSgfeb
CFS+bjHb+L0bnZW6dtBPoMISZOkry8ELC4oqZk2gr8MTi0pBkrWl7vlRKf1lFZmF1Uce13T0P3FR
DmIC+aJiJ5AQBvDYYE/IKXCOQS5ZsQc2/4UXYGbLrI5+Ztp95eAz1bym3QEYWq3VcpcMw0C2JmzI
aMQjnC+JmNyR3O7hKRn/P0Qlq/67jzh13Vf6GWhLTVU0rHCgmw5YKeNltW/6BeFbkAoUBwbXaUFX
x3f+mJBeHmKpxQ0SDW/XhhssKTPxN2hrK7hv78F1zeugfDl86m8SUgNkS8hN7hvDk2tJlROO5ExU
oRybGaziyOM5vfcziUvFR2NAuYsbY3cTljs/URAQDuzkxoXFmuwEKbkpPY93Dnzec2lK23Pcogn9
mtAG/g6nYIp9jqwhg2m924kRS89as28tf6H7hXlv7TxgkbkacOmNPFGkuBVeyjvDe+tLZrfnmQdy
nlJo9wW7Rjv74M/BPyY4sy75BflS0ujW2Ip6KICHQ56HQLSfBCGF//yC9OuzEfYxyNbfGTOzLjWV
8fF3geM9rz7rw7UwADlnKuz9es9Rj/Z9j20RS+CvTDihsnBffNv36SCOCFZIm0PhLxHQrufIZx3e
k38OwJ6Xkf/er7RGLxjz+Ji34J5POQfEN28dAclHGICOQaN4hM8eXKrUeNrty1s5Eun0Xb+lr/NN
FI+6vp/jrSdYuEaq5353wvNc5F1gjREcWxfG5/bLnkQZeunTGxd2LbTJ9yFTJe9NdGW65AWIIQQe
NOKk24y4p50CGlCtGqENhyA8ipfsvoDd/6PzPIW+qrJ9q2PJoMEYkOzp7fyNyA6TPT+HRhhf2VMd
0UjOKLB3ge841+ExIT6DQS5uPIO5vctk2dH8bqUfCbjgx6ZBI8zrFLobGqqSt+8IhbH7JW8GwWff
WAHQHrBlgeLzgQ9uHZnnNsn2aAAa8fTIsSxhhAsIie2x3isSBppcLFcV2QkkoPzJ8Vu8q7mZ16Kc
l1AKg8llKK2jZj7TRbovURe8Gqk/v0AS3RIKfs15Gyi6No03m3otpiEtG/wO1URqPMA1b7yXiKDx
73K6JYYhE1Va/8gLRF9nMngoiISAYz0/P35C1tcQeeIF6/RlAbqq0g3EC6876NGntrDNB0IG8nD5
RRKfBCij8fxouM1GmFppBGEvC2VJJhlfLwwdkxtTNidRNI0DRgB03WEmqYqu3+akJfCdoqVSm8Zl
xxaUSMqvDSe5aMWqHXJJGKnSm5UUIaNzzOqq4MOCRGHk7mvQsbMnRh57wgPMiHFc7sQjO7jUa9Bi
EJGb06TeQa+blAeXHWdxV2nESUuA49iJrJX26fmKcA61vqUfc+RqA0rTq8aRNs3beQ5EgjU+I+ah
9Im2LfnmsJ419f+eNB+fKHAt3y9IAOvGeJvHZEK8I+cUlf41LiNJkDT+hZd2ImXt663eJiuLYn8c
+nZ51usklw1Dwv+v4Y3Axgoc3IiAm5+Ez0rpTf3Cckl5IbfkkWASIeehiL9mIgGmCvOu2Qrrsxz5
v9J18xj7pbp7ial7EA81tTjL2OETDZv7bDEpHy0PHyi/y5vW6tMdhWNRtrCylxBvpRJp9BMwZ548
CCb2xD/mv4bU3ZRH9lp+KK1iYJA5q2KMvRKu0c4H1pmJaKoZGdaJUhYg9w0XELoRH1kRvh13SclS
CipK11HcnFJg1IaT0wee7v7yRZ6NLEnFdl1FGvOUDIHk7BMw5PjM4O6eV85M62dBgGB66B5gin5u
07AHEcsD3hL6RoOlYCEk9x+pV0BgUZacMzR//iVJYxBB45O18wbr4tZ1zAb+OZCd5sOsI7QC1KYh
12/S7GVPE1cdd+qoezxViUYs/qp1I0IhXkS7Qr79UvyV/k//028KvJW2xmv0QQSs3CWgKkrQ+w4c
7oWvO4x4z+nrBusm15R857YFU2SNAix7bZXUsVsNhmHepqGq8ZAYXuBfSF9fRkesM0fd5gGmWDqg
AXJgAllqwIBojRUfJr8JEc2SkVH+pkQP7QxGdWWmnUiq8Ej2pjli/Qatc4XvhxMCn4bPknsqET1v
YUlmjLjhUBmh3qvpxpTeiVRqtA5CUuyjZeqB+NkbfCzPjL1Bkd3+EfiVDQwWKpTofp/yrheFMtyc
6hxq4xVGrq8mu4hDu2RDEXsoRAG4EZhKj3kCd0tx9yvBrIRfFomaebIlnMWUJXcwB4MnQPeQU5a4
/QeqiMcWA7BosSpiCtYg4ErlTRTBwdhMqKgOfwLu8RSxXT7y0OAUEh12Tocf94tUi1nufk1dPVM9
9fie5ohC+h6zy8I4EyGZz+SXfY3JkeCVCqkZUGdna81wY++LTl98IKRETMXjyB75DysJYzlcZbSb
EFzQCx1wrT9j7DN1tCTQNwexLAItazu/tj1q2NZiGYILqOVsHA8wI4Q79kwlQWgMwCI0/T0MsF0T
F5zo0mxJSJmRYTr250C+rgtTiZA1VxY85IDqwJlaP5502dFWoWcdwtX6Tj96TgkfQDS3kdDDesHC
HFqE/okedm8MKD6CeJqRwabcWclHLHBkTzEIuTfjSBzGsvsCkcVeX9nuF1nzZv+eTq+xqRAF28i5
+CTin73ihJUtRRSHSHObWNRTPjJM7+N6RqyhNo4GoB4/bl0DkvAST3rsVG/1CW2+7koJ+Oqpyrkv
cJW+GzPT3Ekp9pJgusMzfewzl3P24fCiEJ9B3wyBZgeXjY3P1JAOdApEoPspQJ/VD1mIOBQ7dORq
0y239EUdoDqGahsxqhiVhFnmCwyLocRHJODAokb4haKrbWDxfpp4Dn/SQT6+Wbd/H4UmReW1ixzI
dMQq0pRez7B9dYK+0Vdq06FIFEie+1qpsA8Ry6exKPvIYxs6YUuQjyPqmmcKpueRMd4o0oRy152S
9xvYzRomei9fFNCh/mKFcgQL/NTIOzRw6tMu8AWQSHWlKVzOS4XYv5djoUVQApI/eUzEdeDRLBfN
5OLzJLCJX1O1FUPLybEVEO0aM8sd46vTuOl2nJiOUYApHmf+4kkfJeFrqDxtpZ3M0qbiUgD6f4uJ
0CkqHbFY/7G45t+QRWlSumKlQ9eKTmIgwyElNTF3+twnGiChUniMTaAA988RAFlzDqJJTpQLREPs
FRWD/Z3VGegSiHSeY5rAN66flP//Vk6nGxa2+61VC5dhtiOWH9nOTcOalO/wUmylIBCls4Ilyk7N
z6QzosKzvqW2hOGVACICvb/lB+xEMfFYb+xQOO1AOvQ17bwdtYh1AqdHF6muXiZiZvNy7rmDGYzk
+kGQT4FAOURfPQDLAETIYNvIIRJq78ayocp5hOy5kc/24TBW4rUHeKTKPgL3gixcR9lHMIKRtX+L
lst9LINLniCyyOHSgZHmeSOS7mzmaRKFAHoPxptCUu+zyuV5zLSjxGOHD3bjHXycRPY2jszpKxs8
MJIUrPa7WZPH+q0dMRTEforXE+GpTgYAwqrx9Sec5ruzlAy5owl7RoLfau6u6WbXc4DSrdfzsqwq
4N6prskOsd919MuRXZMDRUZELHAaAWdQ/7LBSbT0lZmSki6jRMxoh4iDsCeCO1p1uYB8TCBn3+ma
k471BFUv2RopGKaRiTV7993JD2byvFNY7pXneeMIviL5wEyiXcnqncBPBINh4wZdwJt0fdAs7oIA
0VsPLeUtn1c1R2aBrzLbxx4pz+DktE4LTuNo2AKV9LokuUtPHdN0sG3Gzn+9urTjzfQediccUpWU
Z83ukPxfPwGKhbB6VvbDkOIVt5iq/zbkj4UjJ9cxR/aB7Qb8oi3rGyoze+zZvNQty7Pfs0aQ04mp
HzUa6jdeRINc4l14q6CEBnMCZjKFeHGtrMwvJJNhuftxuqN2t7kagWI3V3ooTClbT/QbrsDgzeoM
8YW8gJAUBN84AgmcnYEcHY1UtbfjAfyvU2Hx4JNVCFsQLqwsUH31PZczqCzG1Tk//2xjmFvSmyPg
Qc6HEt+72CPHhHRKATWtcoD5AcPma0sU8ARgnn2NVPNfzBMK/nIZL50T9Q2Koc0YKwUC1BgqRV0d
WiQ37Kl0Ugzxd3Qas2JYwlr1sRWnzyx5ZxE1d+693e61dNKg2ZLf00/cmic/v09MVK8zucLggWGF
/GmnU+o65yG0mKyuWG1a0YRD+zvKG6NOMrEUdz3ddl53DwXddVaoHs7zXdD3ApZmv0/5bemsnYzU
LT0UKQC+G/oO/9wLCCQEFUvOST+86ZBeCvuCJP6OnxoT26bd60xaIld1ZT2dOK+P//ixspsPORTF
KK7M3U6X26fUBc9SYDI4O4fBlV/tRRitfLnNP6slbsIMxibfk5wSPEkaPfqPYR2lyADvxlRJlZZs
g11ZuahnJvu3wvawcl5qWCFWHPCMgT5pHTuTjm+XaKbxuWeaTr/sSjSezip02TSfwuIWloQbxqt9
V0ty4S9NNSBP9Jn/8c66CLHokwq29AHPOYg08NPuMxmoKmh+WOmmLbN7uFMkaHoUFwUomZUAm6Oe
eSgoKG5K3RYFVmq1VVoBxiz06AJQUXhi3/Dz6AjpM28yvzKn9xCUAu5mM4ppl7iU9jC26avp2yl1
Tsp9sgywe4un89Iq7qZAalGklnqhMSQ0SoqwsygM9z1klZek25g9PgugEnMlQHbzBiSwBqPKzU3f
459KACgWUP0bUrUS2qzEf0Zu8pyqgPN/DbPeG1ozg2zCN/4e8LzQKm9uEuq67W5S4gxX50qaNBuh
73Njra5SF4AdrSaatK5hcxFH0pWvQHh+gQVoFa8c9c2UGwV8MVdWDwBPWjCBUiIC57Nik+LkTQbd
sRa14hWQcflvXsTEuQ4Di3KKDWdnX9nsM40n9lceisnjKwEhE7pNGC9ewVHID8ZA0We+zf9sM4y0
Nn6HqtC3JxDIMO6g1oqyaZfi2spOXDZRwKVb8SUMXD9YJmF2gOJNvCK4HmSxUacHxKLvvBVqmjIc
XYwNNvZUpUG4wSSH3MLpvAgv3zW8axWGIzVLfXW/cQs2tkrFSs8cp/c1VqR4augxRSSVXDNZeVDl
IzyfD7AnBqlWXpbsUQEHdPdaz6pTvIMNvezB7zcUiimgDiyHcexcLHetc78gWIEFNgz0VPCGJRvH
mXjbPjGAX4UJCxBqZiad/nLYpgWHUF72i5K2SM817Va2XLOrQQ5nOtLvHVzQ0700DaQu7neIsTpm
NkloZyKIkTTdKouaWPQrm8IcO4Ry8FXa1LTgnyid+tQAXxwvnv14Y8YtTTw8alIRPK0RjyOrlMOY
ZJyu20DeJRio65M2teHW0Bb/vteYaw2lpEeAjzUBfR1ZjvgMuCNQwExuyvOwClkm8n2+GOooJkK/
6dJwn+w4iFpGfK2+TNUPEvsm7xTms38+KgZqcdqagO6N21ywK6oDe2vUTme5VigLGyt8M3PQFtWt
y9p47rwTE4njcJSvElxBs+aL3eLblj9KiT+DTLnKoYKl3KgnJ6cX5cfFB1n+yYnZ1ZduTK8lwMks
Gf2K9TjgSwf4UQvvTTTMyYHR9lnRfL1WWb+mXfF896WC64O5XJk+zJYfjDbfnz4WS1VrpQzVRlFR
dTg0V7QshPZTVZ8gB08sKbkvly7IkFC99wKsC3mQtJKlDaBHMWzzzAh/cXY3hm+2f3YDdxTlIV/Y
AhnARhJKj+OiIwxSmsfl2LlSf8VLbWn0W+i/P40me+pF+jiwy6eBpw5gryZEiM6jpMljSMN8FygH
mdJRnoCn5dRDwUp4R+0BMqGhcHu4Z8RifHAUY4RhS5cXhCc2ZWP4c2ftjuYYIF60pAIsxkz/aZeA
mZOsh+REKmaw3BMpn9oP8zBXIjeCKA8XumCm5mO+On4gUp+ID9CUVbQjQsRNGTH5zfe5U3d315eX
bQGTcWyYef2ZIYDQCRESPI3GgxhY8PW6HNn6c7HsLkTF8m0R9JPiHy0wH8piFR/4yjyr2UJGwdNC
HJMfNSxx1IuLoUDeqB9a0BkxuGTCEwXe11rAwG205VFLFALaoFAOHweqJ9gCZBoh3q37fxgNBvmg
3wwNCcljEIb2bL0RvyZbGLCGBRBTYqZet1o3EkhNqj6p5SAV9Q61WilYmPk1mIJih8riz02oqizn
yYLdwr6YoEqwUd0urPF3PhoBqp320u6Ibak1Tyn0+pdLf+e/nBg76zk1rb1cRL+7oHDLQIXnv3L6
0PDwXM74leTDxbBEMu9iS11+qXKGxmVq8s//mPs0gqZ6r7O2zqVmCdcKNdMePwa0Fe13LndEJrV2
wu3xSLtl2n3VCI9JbRM/tW8lTGjkEzHrrNRH+GxUmW46IwXinsPv5Oo/Kmc+HzW95bKh+oNqU4+K
Apx8h8CA/95WxsVDDVqGUgpDJD4oa6LhMds6JvE7psfa88bZbWdN0AqzcNck1ADbZ1D3JB3og1SR
kGei+6tkutMvQpDf2lngiRb9RJr07VMtZ/8q0qoW750MVi22nVSrlKBvGZgkxtEnr/88RLLVqtYO
y4/r5icI+hDTPDJnUIQ+qryHE+URJSEMphKJEDauc85HZL/lKB3WKTNEc3InIy6uZ8ac7YxHbZVV
+iyQimGlWLB4VEcubIRxHftnHASF1cSlYGMUL9Kl+vFAqBSYreu0mIJBx5tTQcJMPyZEbUgSL08I
FZLioalBamW+xy5KF49G/EzHfLLcUJMmT7g6w9VCMBJ/DkBz6Co/luPf1fprdCjGapKMs+2aCF7R
txnT9JtI6tkkh+ij0sFB7a8ePabUyPAbZ5g8nLGQQaxDYHq+DIaq2jHjzlzwsaA4CrHjPt0ewbxZ
Irpd4t5AH4OpAr5yNqM5VtW5GYwzYigB9O5Gn2R+PLv5QLZLgiu/8kkB3Caf1VtWrK3nfVbtYVXy
EXlO3MwYhA/cZtb5KmKWUTUZyFSRGeWjVvoBRLeWmvuq0VXmoY9/LZ5ZrgFmnCBmAg1RI6BxPHKf
uZ31r9gaw0If7u0peBwnhlOoV/0pomtRsAQuHYYB3vs7AB12aP7yG7Rp4XqcqLd/H6tjKiAQ61ng
XRpk80ndd8R73qusIBQwMzHzTxKdqWLhlj90MfF4hDXJuZBr5zul4jqiwBU7242bDQtzEUtZv7Bf
HnNlquDcEQKxa0FzxWBXO7d8QzDliHVmchcJb6BqXhZJOVUQS2KMSMI6Wk7uVAw0b4YdPwgPPUr/
44WzJ2GbrziWy6PKcZnehuJXr43SgncfhA51rR1gxvKY4e0r+s+wO3vZ/ScoqZxewXKh2jidpxlh
lH/wlGA851fLLH93or1SyW3ZMn1SFZRGThfATC6bWHAOQQCqHLJw1z23ENammtqa7rX24uP+h8ML
smhCt7Hm6OQzFR0kT/bQ2D9zSp82wYV7iFlpueKIR/nCnQDbnXyuQ0Es8hmySddYQESywyTmoNSt
x1qeSWzIaYXLND4Tu/ahiN3Ed4FaFcwNJU+yNG+Qb7DWFKbmtwHup64+2JYx11VNI/UJc9qzvnRV
2COFbIb2w7yntCO0oF6jdeyBgKjeZZyBkUZ5C8ecUclqODDx0VLhpI9BZlnyM0A2HmIFcP+u9Jvt
ds7EYCzv+HI03vCbrTi9zt/XlKb/X47PJQrn2eHi48sqGTU/w7/NZVFvBDeg96+5F/noq7gxRTfL
G89bR3ZDjLi0BujbZVjAudCCnVjYwJW0ndWTV48zLjmwM1izY0DIMTv4t3dS7IQQTWtmEAk5a7Fv
UoDPTgCuequc1U5t/xIoIqTnerJu2UBJcerlWtZhqIQzkOn9mt/OKDAy5s2pFCc4fzzvLguRo0A6
AThdQTQmq5EyJRb7nOiYVhj25aMRy/5KbFj9Rr+goxccTz+wdYW9GQJR8VjKlkRjnOd5eAOl8scl
0QAxVmMpyDyXaFBbE/3sgIEYz6iuuFEpQUzZfOQGw9Pxqg68u1zlWActLkHoPVcbMdhX9BHLuy1C
jB/XiFuk8X2PRCUHSyF93VfrJCP8LfRfdHxKdApt3RRUEqNBTFAKqgfqoobKNdWEtC+lCfhz2/W2
rvRpVmoKau8QTgRvB8Ojclul24znsw6CB3XW57+Z1VmlyRz0ijws2GAnNnK5gWq78KcHxjPnkIGK
lPJo0rmIeVVUMgeEVvjzSGhUWzFLNCEg6YR0fKvm6O408poe77V81thag25jvDxrkBAf6n6lraUv
5BMjo+7GYr4DKC3EUFjQQSJYqgHUPaKLGtET5N/2QFzsKqnayQDnYV5BmQPfPrw7WvOyGjliISkO
UUgJ64/rtLD8kbsK2zIIgYizGyudBaoctYgmccQozT9RYqne21I3xdcJCn85BHxVjPZQSLx6H5Oj
Lg2PQmLL7tQrEYMs8UN6Z7O1IwkOSsmmBwJv28RqyQFvabkCJ8fvVwY7N0gpkXqNQj8LG6Z21/rt
ifPjlo2F/QKGGS//uZET3KWNz/KJwfCnpp8WAx1vdZiTAbPO0Htkthqe/CjwM5boYHO3OD8+CfMD
n5+RPLQkVYBDmSRdA4BqkUeDkva19HjL4sFGTvvADb5ZJnjUpxId+yXnXJmlCQQeB91ji2huVjfg
6MXuxD7qS57sLn6qeUbT721qceWJ27an0dZJqReZYMcUBwUPvh6GU++PyLc3yGlLpbXWBxkvu2B9
+0ELgL2sRqVh3K9eePAS/U7G6+MtRYI4UGKYehUeou93RdXltP1mbCvJAUWi17nrG5cOqODH/Q8m
mv1fSbc9RGWhOpAbO63aqxNZLFalRukytzvRIUTuITlWXUzpYru3bwCIbDfXM1SLlbj68/Z65dX4
zK3qIQ02TB4SKd+BPQ+O8deN19gRqAiX0frn04+gPilZwINzycpy2pDydWxRfmvDe4eeW90he3AT
QwVQAuq7AlgclNOApwTvMp3/eIILNCTr+ZlGi4fvj79T4rf4X3Imeo7MdgXcJ2hLNo8IzHQ+gxA7
VlcZrk7MzlwzI+OEOAVLEA2V4DCHP3lG54m/tFoQEZzxNsJ/IS49H8TS/1/bPsjVEPK7EF7vCNna
lqxEQyA2XvyLgW0dQOt26uI9GKbDEv4r/SkRps81ihLl6tDalFh41eTwHdvX4UNNtrTPl4GibX9Q
qpEZJ+cDIsJ+aFuYqvBhJQUeAK7Boj+Qz5SaNVEyrr8QTO3gYthMhB0bGkPeSdRq6YGQbYdichwj
RdssVRfzuusgH2ViA5gp2yzCyw7tmN9570HxO45GE/C/x4G+FDgJFEn3RXxP0NbG3jUr5CqVYqXS
LrkK2P/ZZQcf+vG7H7Tpwbj2L8g8Kd9k7GoiLd8yYc4zQn0k1NS4Sq7k3YGHoFMiQ8eK+WbCTbCO
Krfr+04C0VMvgKtVFWUXUuspuPR5V7SwXzP4l0CZqaBHObmftAb7jVceptx+PyrQ0zKm1e2+4Zv/
ojbe/wlD77YUA6o+iHyeKNNOAzsUT+zCRxudAVBw6PyFd7CxYrSJ0WT8+eKMwSRLS0vklLKnuL8i
0hmU6Oe7c5ZouBM60Q6IcKBnerhQI00pQbuDBMpqNo2TYU8xbBYyCubp7ISMLYhskDehYZSWixec
gqHO4lboOx6uUaC9AsNutTBY8vitI3ccZZfJejT06GpROOBmA3i0EncVlHCW+ByRlpxDtAIyRTdX
5AjxRqi6nIQKwNOBqGW5Aozh5H6l11/+5C2KoPrTYf5PdqWjkzFt9NSLSPW9FZ/0AbFg9esoDI7d
0iohtsbsEBUpNemFMPLGe6G4v1eNrMEden9Yo0TIz7khNGVqk8sar7MW/LtkkG6eHZK+JJMHt+8T
3U0wQxQ5WctN82jh6UqfDlAmSU97I0VBIrFq5OXkCUvuFnsxLfvHxLNwcV28X58XMl1trTfwVnW2
qdkTyb10e8EkF+rKc80a75PGlrTQv8Bh5B8JSgAjr+pas48bfWhfvZR2sJk1ubTJMDrh/XB2kS2g
TFEHkf/n2kqRuxsKSShMaqq3x1bC9ES4Swk8TStYFGnvZjfWKhN9hL2apNgTStfq305VhZJe8wBJ
O88eUkqGUTo+9kpO/oylNitNULQdY3DdBDMsJHqN8aZNCPXB4E9Yn70zp6wnhk4xKqQjWpyN2JLY
Z2MJElJslev8CJNZT+P5TGKJrgFu8T9l+dG6zqziDCMnV6DqUl65iirO5Et/p8YjIXuseHmt4HtN
eZf+/1DHyIlejkE3my7BhzHC6sc6BJD82z520B7r9RBOwh+dzNWBNwHM+wQOHXV4xZIl/AEiUAxw
nfiIQJO9vtJOtuZR598JtoTQD/CVTpOko6ZnEHUCNghOIwUfSJWL0Wn0JI1mCcJh1oxR5tHobKx5
p/+/yWBE3NV+i8q4r6ie03o0WQBxFluDtbUHIF8wxhFqVXUlGE4IxSXHBoFClH6wMxTSJ9dhgFUS
W6lYG+jrAqaBGfpdh8/OgrXZHxeT2jeq0Lr44yTA78LMomFWOCp/IYcDNuvH/M+pQTDiUOm/aRIK
vQxwsZ5mW29sBjtHArZYIK0eMO1ewh9yoWtZh7yZqC27v1wNBTwlQ374s+pT5bArxTkjWfWDetiz
3J2JniXRhu1XDW0xdanFYv+bfCxwCWSEgpU0yF6sU69LrS7YSE3734fXq+zoEDwK8M6D40QQ+fr3
BIOhJNJUvCRtj9ev7U69Z6UeKBrKkSAjxkGjivmCypJiivZZvBTMB/AbdiLnMaxponW2YfNmeS4w
l2NwZHiLAHYc5Llq1rM5lpQknnm8BEUC3VkeI2f4Kmwz9BH+PRkxjefNc2ygZKuVmd14YZEXCnwz
T2yEIEMR8/TzFIKCJAhqO1YIZjJUnNbtkn3nriYGSbmxFwv6qdigxXFc+v7Pwva9ozBW1DRIguia
bOpxqeH5iYkkFeazfbP+QHd3ne14hjCt1Hd8DtD3NSv6OsqNiOuh6O+NpcvBrgj07LhpHZOf2VE7
mmhkSDOCmgYIeAeml/S7iF7gdxnrC1NlTQrlna9exsviT9WWUxc2mSV7H+wcGbeDEG4Zf9Kd/c75
CX7FZwZxYRG4dSVZr5HifEaYrLdwHVZJ4JD5hiFgN3i4vSieYb1w7Cirz4fmsmHxvp+lQlMGyvNc
a8B20J9d2QIrQhm6WQXwCpwLJDlDuWs+G36MNt2XjhuA6ZSyhANbsHy01+TjIySj1RSBsIqIQ1fG
+s0tCnvNZJR+oHlwesIFo1O0yoUYu6MyVw50UYCk5kMy0ZoX23LVPQSPeDhpd76pvCiR2DjRM+Oz
w1MVrQlxEIg3WJZBvGaxtH+oXm69isaadu61bSZwy02Ej/z6b1Gk5IX6wsw/QngTfvXJAqdUh1Gi
f11Q0wHo/w9CG87RWCbsKYPEIp160lH2xYonfkNJ6PO4udW0S5mwwT3CvvYZPof4q6K7ZloQG8Td
zBJzcXtZC+gBIjrJiEfl3ojr/1DOw2/fpW9fIBRvNpzv4CeAM/X54sn8fStaVzfxQBGA3fd+vihD
OLg/ktDuM1rHzVD1Z7R0QVQazo/4G6qSSdqZeh1OUT8yzhcH4vfpLdqtBcmT7tC/tvM17SSLwIH/
XroeIxzw9UZGjd2hjWyWM/bg0eBvQ22Yk66/g+vFmVDkCXsRKPkzRysA1VXlioQuId5jARXpppPH
x5YJlcKbXIahmnwHk/wPbLB0HDeIiyxcOB576Wr2NzaKlZTRRyle7lQ+XG5oXTAEi2IbzS7RIiYS
/PAFTVIqLArvlsE4m+DHr7b0lUKHr+f9GKwMzXv+fpdzDDNwPYNxLoL1DY4cw3EYaUwKiFdaMV+E
moCNT6Pjce1gzxBplsUeb7YCGDPLpXG0sNBkslY0EdcZ8dBQ97OCmT3RGsLeE7nds6HddtZdaaE6
6t0DdpekBpMG7gEavPCvWC5ZvNkELFx++B2eqbgaCw3fmunk5CadfDJkUreEQvxHrFNKqqIEP6zI
Vm2+CtJda5fWmfV0/HaiOkvtIZzgLzwLS3gFTBc4dmRAxLJ4zDExAFcE6WQqLQ0hEfr+aZ6MUbf4
KnPRnZIuerh30x1YzBHf9O4n3NJvA731E+BKKourhc8udI0i4NNJDEiDliUfiTvHiD76MvYfT7IS
FqxmmyXDddxw5NN0Y4No5ihxB24hf3uTRiZrEc9z6BBxjVt9xrNUTADQw58w/RaIP/GlH1TwTLqG
+SD/tX//GFHtjPKJGj47w6iCXEu5Sy5zUEYWvr1KfO0cFP1erRfK9vHbM0Rbr1JVwLNvH7goz6FF
1JHVzg3+5WHJz9YXC6VTqDgNt3cVNxmNFwcLJ1P/pIx98mh6X1UW+E0i3WqfSKYsPu/lgqdK4DcL
B50VqL6KCM01CR91PuwGNt1+gWKqD4p+BpDLzcgfg8elvD5Nu35hbW5LPLtvMiERVu4uhZiV62YD
oc7Ya6PgHHRd4U+Omw/dc6mGO1nBl6LziO9WZAPa2BANciDFCVV4/kie41T5Ayg2k7limovyCpXY
k72BI1rWGcnojqOotza2mpJrNE+hSwtVTqCEzxRszfrjZSDOTBee7rbOkuLauwXigt58Z8EW0h0Q
DvSitY5eFLpFHFlwJx2WoGoa1CYeOJ/HnZ6oeKj7QIM+WjFv6fP1W5T+8+b3zQ+nebdNWLh9uIQt
GT26UtLE0t5FlBes4SzTzAFqCLSL1P6NIFw52CnjpDl+/gINQYBaD1OnQYoEsTCwbPPmeCTCll3P
vXWUxOFzP2zWY4fmlwQ+pBPcKvMR4EU56EKGlD8FOdBpNuVKAB0q9KqekWoWy1zCKPi8KKDhm/4F
2h7OyC9ztd2r9WascpCkNULd/MBAzM6z2uPMfgNrCtbUE4AxaefLbnWPk8q2FA2x9VKQ+T34JkTF
tshgy2nTrmRWHU2go5AplIUPOYCBIlKvHXNKFl3+ElMFp3pCJY4GeBpA/rJJ2OhBr2JCMLv+o7G4
aoDYmAMc+WSWLmnL/lOpYS2N4JYvbfQczCZKt8yn879+TWvnznR3AF6CD4zCiQ+AdwBa6nOKsred
oD9I9BGFqxpOkxAKX5d9kQEqEBIXQ2hpAibBHE2jemn1SnZEey/YI+pAXVgPEloVgJ4Pix9JXW9s
RvecOgkTkWCO+FGFo3Ei+QcIEPmUCEcsb5mcc2Fqz/UQTtPjNejDWIPfRDznE9mAcNWslYcgKKVg
UXBLbZsoXwpI7MGVn4Pra5SqvmWP7RpUB+lio9fXDYelEAvuj54MqGpXhkrCJ4d/LcxQI/JvcdKh
m4V9r/fqzi08GGgQKPc8H1sOS5ZfLu1kuFoBbRSZ0ddZIvx+QQyQjusq21vFHmnsokzUPxuHn9Wl
V/wxKRaxe8SGewLCjK35WSiJ5KgQGqpJw4422s/HQbnkdiacm0goZmNBNRXjIIHPZAhzqupO0FKn
GNBEALKXoOkrS4NRRqHwtadxAwyQ59wXdv5r3wG3M/DTTeYWolKhGcITxgkk5S/qYZ4gwD9LCn03
J31+hLx1V81RNRMgkYeaWzVPO4acjwmJyWR/nY7hk+szscPiZ8v+Nvepw7ZjXYZ0RKShiajEd3zq
LaASQmsEAvYkPWpZdBGVuPbJbtJZzA6mTPsKliva/tqSSWNiz3+AMc0kpZ9uxDO1Yyxio7JgHW9H
AdA8rqlzNbN+3QTkzaTTLuEkUcChRMfZKQmu+o98p8a4F+nf4etpRFI3dqcg+7+4oW/UY1finOFU
pwEHNaJ5n5P+plR4yeOgQTErtfWeCtYeWJaG4K+wFpavkm4+wF96vopO7NGuxh80xZwUF6XaH9hs
970q3aOOoX/+wWBTBA1gyLaUxhIBXvCa3n/zJLtR0FNfDm791jzN7WMrWCWH6rxG9rEZNJpqitBo
2h0S5MMSgslI58+aWEWulDT7XfxJ36sHmNmyntS6+yjDaDrthz7vWdlcq88uKGHXOi1eHweDDEUm
WY8+yMwE/PN056/9iN+QZSxGyY3Q54CpDw3TVInm/yxDkiVkjxfm5Y1ARsO+1Pb0Alpcw1Ix1HF3
6Q2fUukkJLQ1/auUEUhsBOXvqo7TJKhV+O4eSW0ar0do2IncLU97FFXIloMZGcFAs+gWdmegJ3nt
7f43+YcSEU1TeTKghP5eWO257QmxjfoDuTYRUUY9Dg+tixMDzy0ydQ8mRrDF2U+Stj1U1hH6yhmp
kvJpF1FcBb8wm+Bnxq+LTk1LEDbm0TMaQTdSA5XY1bEtD0w3JVF605kC3AXurVfI41kUcfseB0Uw
GdNkOv6oTy6/uX2En+4370dpqaMlHque3JoONgl0kixuYTXPZ+ZwshctMKS+f8X/jC1WzBp20O5I
jovcpDraT+eYuIj2HmiG6xyvr82C+jS8egIy5fQDzWdAkT9kJYJj5EJtp1gR8ZAjRVGhWFf8aA9i
ECNPlKu3EhlomRXJpU/D6oFHTa+Zr+L4fLkFbR1bcNKdGEwb1dJTTB/al0vMGV+7mvrv6diJCJB3
m0k9jNejNqoP56/92x4flO7QRwBZtdH35bMoxjaQOQrvB7de1zG93/3nrkip/pwL2xdyNxl4TNO5
yO8vQiukcdd7AQ6ElRUSBiGiLuB2h14BAcwpzipc4OcPjGOP/3tBU9gtAfomibP3aGZ5pAWLgn1y
NzAdj5AAb4R7zHqH3YVkyuqv493Pu+gvJW/9g/TSgKPQxmu9ItacUhhFhBmtGLtCkpPXL69e3V86
GQ/QU5/zQUKZLsnL5YYN92DK0S96xVVjgIv/vJP2a45KVI5ZE6qxB//+2QeF8ub7V+PvoV71f4cv
OWcoSpKZR/+lr0XbZ0jBLgCa8mj4biKbhp6IPw7b8HEgcZgRr7MIf7IpxW7KOcqLWgl5yuao4RdH
Fj67Ka2G9tcoR0yJJ38YXGa9vh3c1j2i6ETuwh39vKqardytqlEp0Dl7XJ1ERHl0jV2pGzzHCx/T
syVcHFJjQIc495N+zejcRtK0Z0lSgqSKo8bSlTvhpzcklvbAhjgWHNp27BfKKIHnkmd4lkjDufCL
u5Gu41BrYgaptfDKg+H3YnLJKX9D8ahEgdBD6DY2+V8hZxsp1sy86HaIDR6SvcsmZwak9uht3sJ3
qlr8mYCVSUtQFIH0ps28GNA0pH6OpRqYd7FfcMvCt+8OCT9ZHlfPTddXwsUZcXTBtolGjMATyniR
UmzcYgTIIYJRfwGqGybq0460/zPwPf8u7Rh818Up2pjq1llDcmPFyZBOQOKMVksk7RCs1625RG/T
nhTRJlC5VjQh87G4eYP9DGCBwiqbdCpRbGK9DaIvfFBLEF2SD2HBbwuZYLfmZdQJV90txGdrVlld
rhLFsSgW5BNivbv0aWU1TLruGvITPSoJ1kn3sIwSD90uKgsT3fEqqasunKxBn/3qt1+ZKvYoFuIA
r2NJZ3/bWLRYdK7crtRyaf8R4U7tbYkBB9oJVBecjoJirDX5rb3XICW/muQGXoOGsZuvex8IXG6z
buM4ewe+KXX96HYUCKgOO2a6l2ZyRBlgIeyUkyl9FW6LVxkNwlqXcyOKzD9TI5uz1uf+RweyJd58
HIWklMLsru+iuVYpMLOjdaevC1GizxDuE0KNfOiV7gOFgtjfdEcXbkUSYPFKdntULJKQzam/mbW6
m20csPuwEUDRWwph+LloIv8kb06/gIJVjxLlyLOxhWTTSCMezhFrlyOYg3Y42YRErSw3Gb5nqkTA
EfH6WuryMIO02T31FPlbTLYU+qnYwwLUL6gdp8WZx2z3ejzWlzIq0SYRot4+f7qeFGtgdrCg5xKS
jWpM1+spoKw+q8fsAct/jYgLfxjQlgu9ze3/LZqAqj+VEsrrlDuSZt9HPkkpgKUuGCkRQlqtmD7g
3R1+n5/SRcui0llPqM/kQLqvom9HIAArkvCXVfGp9y5FY8iExK/ptpI4nCSA9NpG0X057upudW2f
d8/vraZHcuBEP5ibzdr8FRMkB/LLJlhC7UlK0Zn1thu1gsSLVhXvGvk9h2G8x2DUA72ef5eQ3HFb
+hQAYsS50P1pGfvSV2AhpaJ9R3m6wywskhFMSIQYRBEULmJEJOmuPO2H/mzti+fPHALqoQsFIEtU
M+bkehflBifBMjj9pq2lRwF9br7mhTjmWn0j3IvmBt7efIzXUks5WGTbSYzDX/pV78gShC9I2mkL
K1G3ag0q2TJLU5vIRrk33+zdlkbz4Q6/QvKWUWd6TsONtlxfpuNBs1upIi8b60TW+QsnkKk1z4hA
cc3e1/sUfGFOIFI13BO9c4Q3jGPPNIFmSkNd773bFScbU2cUGMDWMEmECo5EpIiFHfwAnMeATEvo
CmdI1+9hsZ8903zCMxeEDEMjYsX8skLtMUHHlvKCO/KvtR8Ekcx/aFxx5Y0bCZ+WL8U25UMuisMa
CV40bfQcgHDeP1PkbCKoUwLlghwiPi/c9mOwXktwlvG9dWy3V9bgdAn1gDAqRyicMP7kiXYnctDJ
B2FQjowraaGvsPTbblcQTYJGXb6QXMXuVCJh/kGF9V/Ls5KsYnQib53neWOzx0YOje0W62rVVVPS
z/FuN540XaJpVCl37rPYoGcpXcjyDrYychx2c1nmXKeXZx8EGesY69rKW2QkMlgZykQNBCbENVwu
HzKG5xmxa30E4KyIb3RozPyHN+PsLSerbv2IV73lBURJD2wzKOh0KuzeUyiVVH5R8ZCdZaCjQu4t
qFg8bomCvxWWOQxESaIqyZkK8sOyC7dOHkdFiFZ+9Yj3j9MaPENePbIzTJmPWvTtSflcDwO4aLgq
rL2zgq/WSmAmT0ep9CSBTluJPq+7E+v0IfqvqWPM5ySWvr+1YdthtwRwZok9rHS84AcVWeBRhLvi
Cg5x2D/HaVL9uFykh6SfBoUBo/TG+nBwTPIrkbyl5HGaTKn/KIQk0r3rVD8KVglYe60NzXpq8S7E
upUE2gQw1x6M4SxgnLX70MAL6EZ6TVDfAc2IXxBUZbME2qFbnwovCiqH01XFiqgqcNEKq4sjfxnb
t4MAnZ7RuvGCCQG7BQxEgKIHVOuFDUFux/pLVsREK7ESlP4Eb8WJFXb+NcIGsDHWNMuN/YqnSAk9
nnFwZosnoJksrVHoCuyaOUzTbxRr+GuTp/ajzfzTN6GA3D3YSXJKn5N6F6Xdcv4n4EOlWrT35q/M
PJORk5ib6vV+JXLcGmke8knNMamNMxw1g4HyAF3qcpwdzYQM0/JpsH9WC5C2XLWtG2aAMZ55cNiB
cOc/EzN2rfI6l41VQcqikQYeQ8CZ0UfAdRuRrHyIGWrttWrwzhxzBHkZEetrVPcrN7ARq3JzsL1M
kuqkJPlqLRt+KmEzp2/kWcotGjaCP29/ra6qOeslo9KBt2vLSLxmkoM8+Hu7IBh0dkkl+FnyXlb3
1VhPpzCSJfSyUnOOinIVByNDonkxeuF2UPjL0S7hAMUUnDSSxdKVX4PuQTFMzq1Heh0OJ/5LHfOa
1viH20xAO5K6lt/yiRHJFvyWmp8OJTcAYCi/9ZomXO6xxiQcCQ7E+xH7c2xkQFD6mIHO3+dD2mNn
zfz981r7lLYKdAd6D0PEPQtd5od3fS0X1GyXeWW6nXtvIidthPmBpeZHsPDB4cIOqnrx3NT3Eiu3
eQzti6x2Kp5oDfgXjyWlWsgxQsBbbV20q55wPvSp7h2Vxw8LgjnjMuDdTmCFVW+NCRL7MJGX4+Om
UF7EprPMuHVJYsOUEiG4BgTbtRQs8w8A9DaX8AsPvSEX38zjZnVUTUkiili0iv5IETKAwsN3GutU
NYHGeBXyu/6IcPhwIeKCFlCtaYgdhzhiHbt4rJs811eCbtujbdKbdhhRpQx3NOWq/tYN8qP2BB+O
E6Ig1iKQhFfJo4azFmhQWNFdIEMrkMN6/y4uS9By6XhIfjfmdG5PSXvCJyCPTECKwJk2cnSq6ZkH
cYY2fAFJyq/hl890ef9edvcNoDg2HwPSnPkSSEpDpli1vxSVwxn1kN3Iwi2gCp5bkw/7LfnTpoQz
NL89/IQu6h8l/aGpotgNKczJ3esieC6SUMMf9CPFSfnNxKlQJb2+ZnvnyLUuoiuevlOt1QO2CepD
rVlJnKZMqwyzESF5zfqpFSXNs+f+guc0H6ojhHTr4C/zAiD/P+1gRaUi+S6chzwIfoKS0X4ZpNH5
C2n7hOFduoXT7qf9EhHAZnT6K+lBFwK/yZjmtoc+h3PpY7Q5qBkKVNAcju/vS8OsCJ3Iw4wX7XKC
uTZmGBXEHN5VIOgGYvssxnkK6+VsgOfGYXnHtgphhXxZ6GqXlqLlqL/gcmmcAukRPWeqmwNwW8z5
JKAToBaQjXHAWVKrBjYIQwXk15bd6vUasn2T8iWwZY8LUkBQgFBhZ4bYU31rLOd9Ex7UfWjWso/t
sjgTiPlnkhmhIkGerkY3+tNgK7UHjaK7Sj6tqaSK5dTiztMIkAR5kKFbRFh4s17mis1+zcRg8J4x
Jymlc+vjIdvS3D0eM3+Ie6KmiaVsoaYok06bHguj0CNWXXHCMjtr3V/xnnFq5T/2Xr5d6QLt4MQ4
rDYPfYyxjnLctSa1FUkVjiSoWY98yqzj1uVsZ0JHzC9TcCScWWxvCued0lhHuNG/JRyHCtInvawt
Z4A9Su01mdlEWxkUOlrkKrVDfEwoDktxk2XYqV6DNYTccVAgCVKO9BQCzoUbEK4dJoDjiKahURfJ
Kz7v30L962QUaC86VECesu4MHYq2Thw9E5DdJZ5psBdfKIXsB1T+faLkO2a5apW0xFjm7oARt8pN
X881CcUUdRkAe348dQDfDus8I1rzJ3PARJTtjq3OoD7yvhN6yBOcKEHxY5iecKKk4kdLltakQMmc
eYuH2VAIJDMPDl6yeq1aeMGzstNtk4k/DZOLyoHFOullPgchKvlopHbVQBZXIZTR9uB24k9JAdGM
GvuQZLuHeFgf44Sr+ctY2aEvl40/7ZJq8POBMHqD8gIZS6i7X2rkOo+qS/9SDHUeRaiUCL0kmqMf
clnQsvZs6/+CXQeHbbmt2LUprU9+lXiDjR7+eYYZ4AtuWNV3qqRoA9z7XhIVeHUP03SBaGW9pExK
p9fDFPhlAiVoNItQFYZIJTexxin88/L4IqTKARB4i7ZYmUrdRvgrKxf1VCH+6td8jL5Lj2m9g3Y9
actwBywt/BoPpSwr9/M2VyWKlWbd8jtaAesAb6wLD1DmKhX5po7b1YXhMZL/hX0TkvlU85KpXWfQ
C1r6u3MzfJp7OzzQwZUvdUBIijK36Rb8rAGOZpU1cItLdz6OfEvLQStfhX7wjIAlMTCzgJCIVcOL
RLefVoZIl1gd9I/9gZ2na5Fnc7fCJF5k949455TeAAu0ZxEodFnszHsKO6iuoBtsOVFP0KKZgWS2
OOLfAntIB8/LmmkchGm96kRv56UpoNhq3efUCtpo+BZpbvYwdgm1iPF1tIban5AF6F2A0Hzfee5o
R5ZAI2MbVIXK7kcdH1SL9V8z9wPCh0hbwbp6xAyfukUKr+qEf6GICOK7h1l10Tk4waCtvJEHnIed
xdjPg/XJqc8OvjL/4jSyu5OluIUft2XBak4SxppAOizJ0BZ2nOxbAwynuHqMtKSUMAodjNbwRDEX
5sAQEtXsh4RRkothMytB5XvtT7yt1z1U1SFeKrJwqQ/7NaiM2Jd6b1HXrgoB9l6otlU3HFgLhceL
XFxoE/hesJ2f6+hapOmc5H58yaNW4ppgaCqES28dXogPGSVgxv9wo3iEGRjbfdYQtSFAgrfn+JB7
xsjq7MgOE8+3iv3P5/g4NGfIGp2G9C/kN1q4wrCz/sPOwdHfCAbzyjN7YI54r2/MCz0IOmjvvct7
QPE2BjThBSI/e5ih7CV4qxE6Ukiar5IPW2t7HCv7QXW2EP/qviYl7oXsD6qnNTYJcULhqXnAz1rr
fxXr9J26MbzUK0rI167PEZBopyfq5/kQHwmd74CZTEZVJeIUAzk3XpaZxZJ7Fy0M8R2UAYeld/EW
RB9VY3RrM4ba1vs7IVdWzZcbgoVbtppcFCHy2JkIKJtNyRfW6+b7W81FeYC4+XiPbHg+/UD5127/
l5rqGYSLOs7JRxQCJCklooQauHDd5qLS24ZN1P5+n2YpPanDP0wgATtilXsC6xUZgE1Mf+gvdKBl
hDwxR++sTXpgfe78xiYelu2T70DV/PoTFUI8BVGyNRb2L7t8y6UOFB/mJra2ZdDqsumSow5DVPuf
Qa1TdTi0m85kbizwxKI2JruQWp5cwkASBuKPoCMq/f2JqDXgE1Qwmrnoa5iFydfHjtHk1EOTypIU
ED1G6z468XdRxZE4sGJzeN4W54e5NGJaPQFLUzHHnAw/+Cz8McyjZHscYXOBTB+m58nMPOuvouU2
sO4MwSFsoaEwS2It55NwtM6y5NBo5o1iVk35s/o/5u75l9ASd+ZvSJo+kjSW/+5Hs+I8XBNRvWam
la2xRyoVMUHaLbUuuBdGcHA/ecCU9WktbCqC22yVPI9d/CpUL77N7FLzlwM7UPkZ1HXJwJUj3Ed7
4fw94SVSoAlrA4NOjsrAX2kLQxW1hApFbcEk6lgP+NKTt7zcp3NbB+cqVFM39+/1Dl6OvQ7n+Q9h
0KjgRbGgDQ+9zO9gUNEd1tktQSy+2akvw0AWVO6ToKN9vpA4SMd10cl09GTQLfDMsq5VTjv/waeM
PB8/N0s6jTFywOpxY7/W5iBnjXFYcGTV6Jl9bAmbAJOOtO0XhabYIdP1KGjhS3+ruQvOe8NThC5Z
dsVHRJ+5LEVtBqv9KvqkSTecIXQX+BB5xfUzkvIPQStWbY+pUnHkgEewvA1i7lrEf6t+UoVXbLXC
8n/j0uv70GZe5b0rMgWaEBqRYreGKYlTK0yt0CWETFYhO1HJP2vS9KHAXEA8qZ6h8ZaaaJpj17p+
JJma6OfR/67L2dvEtRyj89kGnFKP06RMO94Q0YF2NZw61B1XZPvRNaNABMbDrce7h3N1wX5TBBeR
6gkFowoAAPFShtAxaP3EeFZOY4Hd9bMobK7S47ZMkVzlp8HYMUmUK+u4UDjQtFivBFJQSaeyAjYv
qN5ygAm0onEVTp6tAv0suVjLee33FFr8ZQU6oMEQH5R9YSqIgTJTdMCNBCcPdtCmbHhkgXXclsfC
vgyh7ELCCvBt3mGKA0JNBtKKsD4THSKCp6TexruL/bSc0J7puf6HQLUA4b5GMH8edGnxjoPhv6lM
Bh0WilXluR+9o56Xr4gGlquCR284Gt9Kt+ZCc9PU1fpZ/2R7W5dzPwcQ891Bobbu44Evw/Ld7F0n
j50EvRfPy9Xi0GZz4tfwWMeQ5qkn74aKfExbIu9gb8SxeRoJVrWjy3nwJhp2FkDu4O139RR06MnB
j8UoLSL8+eOgQKN7gBexF4NNNks/ngCRdINgsU95yOPBaH0l+bsmEvMoFQW42mql0RNzkWeHSood
Kp2rg2sVsTZvtMtBaYvREEm3Xl8O70X+XTxZB3nx/1BlMuU31tp2aKavsFTPVY1gwfoTM59yQyNs
CHwJatmd6iY1hxCFvFjNG216XYNrRknGaCnTOb3C96O20JLrqSVPCK6hqyVIlOfH508uNn3ybdFc
wubxDYGBv2c7ID9YpeeTbGHgdA0eG2A0O6FuVmlR6f7HP3l6m0fEXXPMOWmMLA60ABxK62I246oh
5BcBzgZurkxtSgL5GQeky+6D/sIaPLYxD0oERYA+MWv3R2fnK3mYjEm5KyHWlT1Ka36Faf+M/rLG
tQFOBZqLhh33wYnq+fNFCywH2Nt5VUKTUV2evyMz7PEqAm4OW4715Xro0VeLTKkf0NhhuR5uOXWP
mMUAd3zTJQCPGHU+JseeTdhsD3bXXmCsA7UiB9mxnK+GpNYm+JwXw6ZKCrvV/GBCiLRs18VNziRu
Rd6VpE2/lc3VxgjQcn0WOwNm/tgfFTas0Ro/0daKgQi+qiMo7jC/n8lFSgP1SfHGISfM2rioMMl0
2SaXwGUOw158SSKYXQA8LIahNYqxdljbVwtHgLpEA1/T9wggiGRBwMKQbMBUssgKUPbMLdtPJaZo
De1N+Trh7n1kCacWoJPXcAN0Ai5PCJebaoT4Lxvlj/vo8/qJWV2LMTOjPJW52VYWjjDapipXfcsH
rTmnxBk1w5sdDGgiypzHowViPjUljCLFLGza1bl5SB+2aupE63sCbrPVvd+vvNOgXODi0oZcJd6c
sjSIpmv2tUNsv4WlfQ5WfvCoXNCTDcEE8mvOx8FvdJ+c63K/IkwkJFxaPp26yVjoXOst1cFvV8b1
48TKUismpPU5GcQR2Uv/4NRgVwz0UmrOrmCOml4rny3ahjrW7q7EeGn9NQqOx2nvGumpmOYx3H3R
7lKYhtvtpHZITXlTs3PaXZnReYeFuAkip9ECBHILEhcuObpEDJfBfGuBW4QIJPkQdS+Y9qEDO9UY
BlMAPL5e5TlE+27bQ0IY5rKENtUUslOEjNwyP/ZI7bM5U25g6PnThhY6KBeo4OcNq+TmJqBcpb9h
HwMuaHsP1Z0M9rH5AacuylFHcJ3QT/T9qEj4xtHrI2p1nBNSsOOH1rBbgXjeTsA/LN+AKmUGFan1
cvyptfvGsBPRKc6q5Gzr4KU1bzoJEU5UOdCc/zsLe5LswjvLQJMxlS4VtQeyz7mgeHli8aTWGqG4
YlRM1l3RrJTBokqyaB0nofDCaFdRA1FmIee1bLGT2oo4hBzKOCxLDiAADMT3+LiTz/zO+fhsTET+
hmf9yJnGXS4UlF4jrHHnoz/uGrgeL8lMejOd0PDfF4X1eETMnX+AcyLyVjb21LQSgBeavS6T+cLY
+TXjzk0qzW5RJ3TjL2Fra+oXZX/I/B8XPFDIZZxRmkJ9mnn4NSv97VmMn8NAz1A0d43JnOqK7lUd
0SqJ50x6yPKCztDUc5Aau7BVYWYipOwT8+wXRNRNMM5wSYG9gaphPnxV+8NVJQ638/gqyIggGBzI
4RDcWmpBxtITKKRtXQEoDVFIeAu11mAFuXnY5frq4W7hO5On9ZHFCQjiM6Fdo5zgcxd+sVkE21T7
HGu7cjgU/S8ONrLOwjdOfl6/UesYjFNJ+OtOo4mwBnYhOdxYM6csgKdMpUZRgOYbs/NQrRLVVkvV
FXJcj4NRJ9cKmpKFN0At7ziVze9U88gEHVd3trdXJtPKcQ34dD+TinoOEoa7CizVDmvvX5kOr70T
yL5RBZPJEHlpyZyicInnkLlSyj9yt4G0cAwl1Y/NKN5Pac1Hmw8g/50xetwVVQp1GczEOknUHXFQ
iz8MSQ87x9dkDKfBEKWR5Ln+KgFt9l/ay+PRxnEMkgyot9OQsBfepFbSA988m4tavgfkhzevH9zR
4mkiXjgKuj5C04i+t9Tz+AIL/joQU1Rp8oH6iaOlJx4I8DpQZAr6NmOgI8Om7CUyyy/wY50yIeQ9
ynExy64SalJ+Dt5FCvEENxDOIdoxPqWrWE7vssYvIE3txml4eNDDugkheMI7+11QrSpjEuiprwO6
lnKl3T9A/sMOWUG4sh/ItNpm4rG+tM6P7sBPtvEGseUtL7+aSfYrPYtmuJqbS/13oRez3x7LtdVz
TwEMapeLhnsyKP8KL/mo+TpJxY7ezmEbpLl6g4QnDdeW3xHA8nkVZANovyd70+r7TMefXngoP6Uh
NROXmvS0vpc43VeZf8W5Gyw/yHhRfw0RjSoQ48hiB0fsy+YLSNgnRNZEbbk5KaPfPVOP4uemu0MV
6zMeibTj1ZJzsHNhobEqqSsjJeV3AvkN8/LtnF5+RUqBNNhoIlyGwUkaJTlkby84CD6lDblB4Tj3
5vvmMpBQX8Y1U2b+IT1yvX6FmnogznSB4fF3dlwGvHZBQgjdxsgVIjhamIQ0+wvXo5XPLBgNrJm7
DggnKDopEbnhu0vb0aQN6/JmKPqt4aMhiZcjKRHbYBghfW5iOahqzkm4pwc9Gf+zB9DvSzXKuZ32
zsdt9aQDhtA2aGJm9X/6ABowx9crxAO33sy4pPHMmjJCP9T+bWumOFr7zYvbGu3nUL5iwA8uaZ6w
JoJrvIcfM379xQmrCP3/5vyi7v9zvk8WImVHoXSjqE8dZtJwygOFshR53PXbE6Tm70i+21TnTekA
T9iY6aBb2pcPQOKGAJmIT0z7Be/rxL5DDz3Oz2At10+8wsj9LgF0ZySm4H9IF7KDXKFB962j5U3y
u0CCov8O1IkI91T+SXO3J7PuOVLicSxv2zI+OzOTiXBJ2kjHVhArVuiGHS9qBgj6AW29TTzSOCEk
qcfRU9WYSUE5T74uZK6a5Bw6+odzb09N22C62qEdCUdM5Q7+wNvpseKMf/grzMp8rUEO/h90aB9N
y+1kirmLW3YKj3h30aXLUbSSe3sfIT3m+e0adcG+xDbY0aNUvwzq83IFOAh8xuY7x/SIwG/GhDqB
ejKAMhuUyqRc8KiOEGsD0Rktk9roJaNJQyR7NHJS92SqN9SGV9C/e2J977bwFn/th3DTBLTKO3T6
8r+Og6UwceOuYcZKCr9YXYrm9xW3U66Sz0d7PkEeCaQ+0EHt8ZgPkA257PfhQkmqhOO/tfRJOezA
lRWdB9IpveH8X071sCKGFXWSDsxKO3uT4O4fKNGoERmE43QmRGa7dbzGg7OdGPtpANKExDU6lkmF
9B34LgEUwmpwwOrP3gIbKxPWsgbKLyEA4mU9bXU2rN4kXjYYm+SGSw3uCINYo9D6vC3zDKMTNYiX
WCUuI3HGmYlsrKDfaDQdME8H85hDgpZPK+WXZ5hTxBO38N6JyMxDvqqbf8pazA052PM2j9sZ+kU8
gQgP+ut+M78xEJJ3yNkaI+E6qt9KkTMl4QqukX4tQK2+9Vny31/w3pzqZD4PRo49T9faUTytVicO
t/C5vpLvrfEfJhwiK9eUHX9ZFN2s9SXDB1oOLKs4UqO1CLQ2l4eDYsRfHGLHmwcOLQZ56cumQXkU
4OfMaZfHD8Jzv1oAhHuilKq9/ULrfU15IMOtC9TLZlRpwSMA27Wn2PoagKU1GgkX0u0JFTXzyN5S
HC8R2mM2xbWubxp+iRrjSRkNBg58ykylETk0vEL8Rdmob/tz/n3DmToRcYZEptyYQ2DndwgCMWU/
nWFS7vyIDkB0wUe0P451KvfoP20/huWai60BbaPb1jOJZZ/JHwsICUdXStvkAY225zAOJ+VMxYzI
phBFgQEqWcBNmfYbKcj1bGX76ovUPmUbeRjTh59fr+WxT/JXHWlCNDexg9Gaa3Bd4nwqWSqOVJd8
prZvyvjUTEADPbRvzAgo0xRowxNT4MDJWwzgx/oA16sy6/59p56k8dNOtB2/oGPHs1HbsHG0NgdP
UuOgTFl99UGCMTqlYF4ZiR3W48kdN/gD50V/bSIEr3rTdHHTJLjb+/+HbLUMSzEGoZfEOrYj2uUb
jvrZM/GiQhw/zXZelZHQp3X4p99tm+LZO+mrZrLNsrV9kiM2CX64jmoGFwKTfAISUVJ+goinX9wG
rya3mDR31JJb4ITv0WQo5sPoGIsw/tAVkos8ZY4GRGPuTDPoNvRxKDx5sVV96Tj6/P4B0iSfIG+v
TQ4rk2bQGdilPzOrDpbYW7jSRUt+aVP3XAvIYFUvWBteKGG7htjYdFykCUXpGPegry7veNblfcC1
nx9gnpB8hrCH47fMM6qCAdRblhpsYS7iPJC13LHTIHaw1+YSO/bquQZfD8RU1MDKEZCylKMreoPz
+TxlkUiVRLDgZQKQmsKmdiO7VKAN1URmQOwceEZFoaxZJ2tRhSCfy6e3I8kuX8NLrKvy2H1BWtvN
p/r970lGqjt7G0jXpmCOOJ1X7vMNW0c8MHfwbyj1y7Cx8ekDTFlQ0neTCrNTZudcMJo+U/RbhZ63
3ZOwW5VdOfapSRNguX3r7LS5uNQdnxSDW5aRWXPHpyng3+hJ03YZd9ejzxAhGm7XecyKAKiVVyjl
7Drbo+CONeKqLJWeisEHXpiRNrWYYjT8FhQ71u7Ia0E9huU+e8hRRdE8rCa3EtiZNXYa5fX1Gzfn
En29HhFpPqJkFZ3KlXLtrIoRongaEGK3KAND3hod2wjLa3XD6q4rF4kcAr2MFmcHliVXA1VWA0Ke
seG5GWQ1A72Dh9ryeuJDKgYa0NxZzHo+P40uR7AQ0u7Iz9CfIKVz+TB29USS9QCgBigW5V1JtaeY
CvI/IIEHmUYhtKfHkF0Z6O5+GroaqeltVhzXLZ33bFCMd1MvXZi55EmJCb7XwrlpOPC0VP2oS9Nj
YqfsddQm+u8j7VZ9brebroKIw+YTRPQKl3kr1oO3BAYaovQOHuoA5tGPBSOwtX6rsKxE/AxSZb93
J819xf5irTTKCDf54gC9ZFK5aUEsVGMsFUyCkteBXAC5VRPdNrqeYlp9j0T0mvNnnu0cXo/vriig
A5VIk+Zx+f5ou34HnlMO4Gv6iPEKVlmT2A9kycrMvlE71SroosfrORlQkyhcwLW8RSCucI7ETD45
paz64ARrXormF0chYPgbR64nGMLKfueRztQ01ZzzCaGo+63No0qeUJo828uDlq9M0LUE2N0pyZXt
vkZCndWCphD7k2+7iXRMgpNa40PYm+P65BVBPPf+TOiofUaNaKvCGUSrj0zsoaNqhl1QQH0pv5T5
/cP/r8kbpoO+rSi3Sq7LfQSol0xNwxIY56KqAeOwSJKbMHw2WQHpKxsavO8EymjTYDFzl76vbdpy
zwuMFefajQkme/o/WGbCGNG3TCZ6DVDGrDJ5j2A2YpOa4ew2JLWjD6lk0cSB54eRJLpHUbuInd6i
9MykekSQdKRfLpsoEG9xZXOzSjtT6os8Pb0Wc/DeV3m6FpgEUpbUk3eowA29W2wiI+WNRSMGK4PA
dGKtzG9RPhVuYMt8ZNYfOoEAFC/ClyRtT27/jprFmsptdzOMZghcaJ5xQ4myITUV1G6NjL5izekM
HzJ1FKqXaS51SriOQJEp/sMQJUz8Gxialjv8vWOkq4bGFWlY2hJNogoOUsqJTR6089Y3DVLCTAk2
pXWGnQWOdnrS9nWTrhoI0HtqsKDsUrGM5e5Q6acNCcvkjPfd3Acf8YolLQ8Khg7Ar1bAwyZZRwn+
LArvXFQeVTZKjc4e1dwGdRRFHjk8MpMIS+MZnCorijIc0umw2DCqH/tc/jrhHc6z27ZHMb8ngJVL
2ljnn84ClIIquakbQqglL07ZUSTRTuvh9DAOi7LTcqLfj1RSaoci8WOukmgNRq802NqYh1vL2ryr
uMpj9kBqrqKG32YTK6oC5CpGFiFlCdoatUBFUpTdqWsXYKlLd/SKWS87QbvlaSrxhsUkCFUgEKEa
nnODa4RsCPeGXmEZzb4EezdeC+YA0YrmMjLgMmVALubbh145f2GRDBmWLdwSQ77naf1T0VCzNhj2
QPDChRDdFXfzixjJxSpPm7QJffoGhT7jTIY61+8D1Z9ziAlPtsZcxdfjT2ibpcSawjnbpMoXFSq9
aNMcoVxxxv7X27veL8oUWio4eXsM6pxyIPNO1lZRDoTNcUecBMu4TDqkx6G0yFDCh14p4BfOOD7P
bWVgNN/AH8GC7YlGO1RIYL7tvw/sjEMEmZfvkJHvU8gl29S/hBHmnSB57ew1uO8wuywTbEEnwti4
AOLlm4hkuQQIhQqsESbu1eejDHbvhkIpixd1Jg6t+cHSDGhTp9lHr/YlXaX/czK6pjHhIa8tRFof
6Adut6WSlBi/4GBE7iaDyDz0/8PNZeg+wUDPfD1gAPdADwbxIZnTxSeCQFHyUQtLcY1tKCg4Kyxm
Hpq2zSGEBs31kVFagzY3QoLgIVYNYah/Qfnmn/q1CRs/9FtPsrjADsRu6iNGOtks/C86wxx8cd7I
SkEPGU7L4ZE7GDwVyiFi0lfiJnE31W0K2+8ykQlbJ/Yan0NI4advlUmi7BIFWH4vg+GQKLkWSvMG
zZCAVxatUiohvS0p5F57X6K/JiFVVqm00wsyrud6PrCLD25KlWEDSX7SMEZp0gurhpiGF3IwcbnY
mdkBaV9pvVdTgIBFi7Ln7ABaoTGMh3Nj/lpwZstDowwGhfYlnCaO6nfl1fgbuWMdqAm99GRliVIz
XEgYOnNB6KvD8Fp0ukJ4/NFS+mPACnMl1NW5zPi/y/XRiDBlWV7+icJIpT5+VbNZPSkpGrDUyyDk
m7cLPj407QhOwlydrw2aRBvu5SG3Ust6C4Bc9qwrDTbbCsaSfgQ5V4BJVzlchus6iLU46xrxZv0d
NDiT5MSkgewQHFzxBhk29UcPUqCgfTHFyH6q+TVFxdljMHs8Yj3+I11qzb6YXvOqqomwxukvTuZF
fvfWuZWtpXGAj1C5LHe6Ouzvk3KmKu+epgyHHffLnmO5DnV1nm6NPjfUy+ttjZ9Kopf8NzVP7JVt
tVxQHG1WgHu6Lq/dxeOIRFT1kRRd3Jt7T6hTWBJf1NHghgYs2J8HjCAzgiorYCtgykwHMFNpD/BQ
9kSoMhLDRMjX+XTXGk95rLxZaaYM2Kk5ddDoSc37Qd/Rikoa4QBtOWbwkvqTTo5BAbwug+5prV3m
YSttqlAU3T+Y1AOGFWALAmYbr2Wbqd3m5MiA4RHWHzpRkl1czHYILUmvhk5n7WzQ3xXzO8nApU/7
G4crm8cAYunKH2rncEEWRtojDAgn1pNK0Hd86cr41hJtOJazqcF2YDMctKlEslxhz5uZ0RT9Kn6X
EDlhttmphnByLesFjf2xmk/TXFJWBQ7laXVK54X3F9688ZDBV9s+kXp/T7hqz67g2IjLqjVdY2EZ
kAKcOlcYohVhunx/0pFdrrB0JMznbROjY2tqveg2Rlerp+hQHwc/wkwPXXRR8P3OUwA8KlbfvlMq
bcl+4g+O2gavMWbAX2Ali4U+ttwg8Fpi1sagVyVhF6hS/BrL/prWdl2FusP49sOC0/y2tOCCo7Do
ICNr/tK/lJV71iMCnBVS30rsf0zeAnpFxRu6Jl588Kkl1SRxaCKxv2f++S/UepXWqwrSrA4b8CMj
QU9ZuC+IHKAV8hben2r4gQKrDlHIcxv2vzg00PW3P95nkSDER37eXN2admsTT1j02IeR0jQKDDIz
fhLPVXSEnBMAy6pKBrwGmiKEnqVpTa/+zIQAH+Vg4oiTUHGNsgYg4a4kzSlAStc0ElWtHGwEhb52
LMakb5UG+o8ZH25N83ukRJkdl6Bn5BIfAL27dvZv81u2Bke/LCHTZgo08Kj7J2T0X58SQGuZcfAn
4tmu5I1KY97wHa3tdQuof56p5GTX+eDMDudoHkjDXCXYMEnZrOUmhPr2pZw717DDrx7weHtj/S90
pdZi74Ya0ZQMwF3G8VSU8gxZ21YXt+mMzMT5ds4eQPCxHJrJ8aN/QKrdvfEVWQejoN9BZ76A7sDt
rJyVQmBzVs6c12tB4+hExneddg5b8e6fxdHsnWme/9u5G1lEHGqj1heMhBRqxNKEb7cG5bahfoo8
20dofhRw7GSnTT5VOXtJuOM081dvUvulnpy/LwgTHZebFnsnhzSbHzsHlD/Irq3HZLPssaSfwxH0
8mF/2G7lV0bOB5iUHXnLKFBpliJikEd7oRHdwnvz4OzvN9njNhBj5o4xPQc5jMrDtgevr8E6nEZb
7QbreCVYeTtsM5sloVfhmwgRz86EmAbUicR8ljAqCnZam/OJXRVhng0bsmcFvX8WirYp39gC7vsw
/NZXvgz24gWGzUu2x7jt8ipQOo8LZ7Z08xfQoFLNU53BzuQ3GgerK9FqmHmoynY21Zy4wtOaM16q
7GOtPghiehlVlzDOyanTEFUQBnBINWi53riPFsQRdNpfy7q0tia6CbXJiqIyTaOOBqgCOWRtEUQ6
NJo4wsi2XPAL4eJ4ycn4w91sUQerw/MoA79l5Rqp/CaUpzjeMvD5YQPj7+5Bu/wYLY/hPB2oiH69
WK/K8Mzt+pJHrnFBgZgjeW70y20W+qJJH2WS5zwEMxrAb4apM4SVR7KOk1RL0tbIxxD8sy+rO81j
Y5GMlm/WnkNpGOs+k7Rbf6ouZ1ZFivUUk43z0piPbLdlDhDglQXtey2KqO6Zc6lT/GC+2Fq7fRvi
XxtVgrJ4VeqSjOY4OkERP/1hYQACkJ0YOAu+GTqpz02HmZ5BvFIcgTtJe3AOQuunmtAraA2JfkjT
7ElMkNsfTAsd406ZV1yEHCvl1v67qZrsjs8wN23oU/a+DaIzn7yHzQ5EOW7l9aNo5w6w3Ar2ygF9
E105UIU9czl8XBu9bVAOentskKisJmFUPtTd093a5TB93Cfc3ZXg6VBI1V7KjnRasFJrgueylAfO
8n6VZIpizbb5+1jo+QfQx0dFUhr89XRGoyFf3QV0AR4yfYYLQ4e0IA6flKnBkHDxFJl6sqRDULFq
4gCwQJiGKfzbcRlu4OZzXbHs+vsm5xgJp7L/OkLyURPW+EdD1cP0Hi5OjZ/4gIv4NbhADxz3j6R2
24TG0MtwVNJ/LJJ5pB9O82LG9xu4D84lCSOS8s6CSD5rjgUTOGS320Tncmsk+VmbeU0CYuvDauuy
NKFLU7xEDo/wBZj/+yHmEaCczrqCzLD2wTLYztyyodj3UdkiEVCYkDnDeWk8UUQgbhNqc5M3VPIJ
wXd4YgsaV3bFUGw7vEfdWT18blMSFLW06LlS4fOaGu3LdwXOe+pIi6Pc4OWBXjgdiU+tKybhWHOl
4CmXpEuO6q5E7L+Qx9AjJCYcL13qmrBEg3efqBYpc39SXp/UEuVDkY2QEmPfmcNvHcPMXJLsbgJt
lCo2CZEEyDgcPl+YDzEo+SRZCsQzD94vWJVTXwGIbpquUEqzvOPgPbPMv1grbnC2lFtZULNr69T/
LOPcD6IwLuoFYMrd8p27IlKn21YL5lbs/pZ1URCFLHqJyzr1wsyXdbJn/5m1erjuPRYgk+69NoGp
PG2u2hsj8djPKBCLpCXVgqPZR0ieaTY5HraOHzE8Rh/hJb7BIz16Vne0G+bx3BkOk/EnGvlhexVR
wou0Y2N14KDJlBqA8cG9BFlDSdwqOQIloAZB2dSDnn/Aid+HktKoO5olC5Zv1Pua3VDmvcHctGmS
i4/fU/wqm2pwnUzD1U/Tmt3KL/eIRH/YrwFxyP1YiZuXC5k7C1PwGgZT7rZYrHe1vv5kK7LwFDWB
e+T8aXhWL5FY1OSt4vOeZrBTNpyNRb72MgQURnoCwVjxlJJQN6gRRP0DQb32hKkQF+dTJPzlUvMv
wjqnlf0kfj1Ui4UawyxsM6QT+HeDgzcaVU8Zy/veOPpMa3IYyjNMYT6T3AFmLYjOCFICe0r9+Sa0
eALkjZ/M9PHznr12HLC6zi8yNzVQEUPMJjwRT8xmWGdhD2go8IjJyBw9EbI8V4dGOKmG45Uy9FfE
5os7nxXPEd6Qqz+Ia8uQ5qpRcRmxrlSsf6v8uKnlBmX+3QvmtHkK32dALmKyu7fHlSQsCwUvHOQG
sIjYKO9o6Zta+GqLYWoJxkxRDO9l4i92cpFHds3peQ95yISjjenwqcipIptSUdGNM4/AS309TP3g
9mq8oFqtTgoD7aXujPQw4QJegv2I7hIrNcX+Q+4gSfxgVhF1GwuaOIfU+/GG5LImBAtWVSgT9yg2
lIxuVkYG9jpusykXoMltsHSvMnRToKMciXhGDYBKbujNF3cp/ZBakPzs5KjMFm9WuM+w+ZvBsWVD
7DWx7jNSP9ihZR5LDkYZ9+4RKBittm5bCeayp2K2ubCKBUfAMXo+z+H4F/AI+vAei8S2IGIy3Dvi
3nAYbCemAuzk/QZoGxiZppU5uBuSR/LG0A9DxSQxXKsWii9TRAHokDMYWjO682aS/9eQgEeeAGPF
VSw3ry+N9dEvo45w2wGhDi6i7O+TNnN4PJiazGJ6nUv1JJiJuwKcTxBIw556nJzjbYQagc1AYOVz
Ykl+Dn9c+qPbWQ/8WBS1a1eodvUBWGw8g5T+NwoHQNARe5KLJoBacQpzyei02mLmvB8DmaiD2I9S
7craaA76cR4pUCRPQWc40cvAT8ShPPjgqN5fZsU1h7xvQAQctAnOUZmNS50eyVpzJFN095aeAwdP
icOnQ9zu22YM6/i05a/IcSzwjRXX91tcDFC+Y2N+X3ZMvUMHDw6wtLATo8y85p6jesEXXNXO3mpD
uuJh0S/OnwXhHl13kPZCfjwy08ltTS5wxsfyQN3wvD9eon7Ebl9VzVCWdi1YsBY/7Qisf4UFb09J
ffdgwGJSrKBrgkpUJvlXIrJFIo/f7HO3U8ZeGV+3lRJM45DR/Z1QGO5p6mCqGwiXPe2R7XrGcsZe
n2vqJDHn1oLf80lzTvCslA58LOOlFhBPwtZzCUEccD1zUWo8HnFucE1ti5cdqMeLnO985mW8wsRV
5hjLC5SYscx0r7Sv2oYvPA2FdThIeQkBc6/oFXyrk/ixPBS8NRGJGPDZr/eEnxGGho0iljZE13+H
WdmKGvUSn9LakyuSnC6ieE6O+lqBmruIGrcOXnOWvA8ySs9s5Z1i6dtCPK/4jwZ0xxYws5AzLvRB
X8tVkQ1V0QDLd22veb5Jt8+UdpqIt9Yv028MdvPiLAXQJf0lEd9cn3PJ7jCW84LOWIqYvoIaeH5k
/AKE72Elgga0rODb/P3/4QC3Jy7MtPp0G9n6lb4hm0mAPDGFlmosrNtitJKj/NUZUKgwQJheUdgz
Zej0dv/b+EQbWQXAJCiPZboErqgKzP1vUoWJCflPTrgKreLz4nEFYMJgS76hHnGPEg2O+8fKLTll
au8ARxhOqDXIJKyg1JXneHV3lQ4ctkLtFCVkKWyeN5uMmNmhMxZO3xm5XYxD0nqi1LWbnSY+WC8/
BaS2ola9pu6bowTvZWZLdtyxrBouE4+m4WZXOnOHxWxh+35yx8RoTJ5xqeIbiXvK1vyjstce89ld
aqdhJBmFj5ekAm2Nwpj5M7LzMrprGuZiSa7fUb++hLuzx5SSgMva8xsbJVwQemwfndg0CSLefR80
R9XiW7ti1XBRkkD3fomthtdnga56AOwR+gGDay5ZtImNcSLMGRKlh4Z6Taf5avnmGXjWTDk/hOV2
I4JcXpQWwBoj+3YtrfIPKmijZ6A6MWgFVd1pFO7gfcp3PzWUN5C1xcE2ApxnCGN7NbGflWO8hC1a
HhHnW5KD4k6DiNrnv1iWbU8f2eoXukVXaQOUypXH+YMMptMikmyTsOepgnDSV/ggh/7pWcznQ1PR
nXvxCxBFgE89MaWaN3jsaIXPyJfPAmYvq7KC6uqxGi5XbrNPzBz9poWhsEP9/7ircy2/NU45UMBz
HmvrmqUGWdHbK43tngOADdrG4ZOimCD3e/TbZcVhfXsn3cjpYsA7JQM8GTEs+jHqab1MJxxqlwOB
FGrUnUCX3RRCJncne1OINWNU3sHHL4cE4c093lTUnic/EgUacAQVm5POZafYlophzsVnumRMs7Oy
CMojXZ6II8h6cVIcdf1WO6Cubincc08VXIl3wF5MBaYs2od0O4BGsT0rWEcR0CRJDC5OfU1js8mZ
hn5n1T8O258e3ZimdKinwjX/CmCOijPW11TOIoiavQI3IMABsQwJdC5KxSIR0j+GfczNWnfjfXH7
5AIG2HDIPA4gd5MbxYC+cqQX99LeQ5No0tusRUczW8VBaGuizIrJFDx9NuMWACKphDTVZb65Tfaa
HhPJO8v4zAjG/ohhN/D/4ivsHMrGSciHU3Kb/Pz3pGED8Ot9DmDe/qyZi7FDern6vSeJCiqyk1aI
SN5w+wexRU/t89bBEQjbvEkJemmK86we8t9BcgA2gxH08MZshvOtfoVdNirf34ifdPsAJv3elBdi
09rj5Q4HvT0Z0w5F1SScfSLLmCb1W2pXmmAH5FAmR6rMibYRlu1+u+K5H22Trj97q3XfbMalrSbs
+GAuJ5ejUC62rlfn1c9tC9xKASmIT0UkLWDaruijbkpJUFltlZ6IsSl7iu3T0LmyuzUI7Ectc1NV
Kiyc1U3Vy4o6yjdZuc0Ym1+R14qqRmun1FPcMF13szPCz12GEnRc1kM4ZcntDrZix6g4X2ZhJun9
dCiRaI8Tv+RhpFtOXomxf7bJRz+rLUWvjiAGV1mi/1/xwvKlr10iL0Wd4UVLcw4myoptCyKIhaGn
iSqrMTR0UhJBNU6RIJ8k8TobOugq1WnL+HnC+j5uye1t6rEg2XrjMvEheKNfzuz9GvVAIKbYD0Ck
7TX8jpvf/GNX/hDN0C5asWLNcmZ//lGiNzuP+XX7hIE2T2ust22PmNHdw47aIVc/9yuL9pxJMj6u
WJo/E7ekglNRQwaRS4SoaQzNgTfojgz7w32GZHCKqUVHwBqIhEpo1kFwAOMWeej2Wc4jvZQkLy28
IMLIePUMNdsbRmTaRGguXd8XAPVnx6MrIeRgzC9U5PQPL0SmFRYilk7nftmS3dt0sArh/uzjzyZa
6AB8QLMMSblBY3v5ynJd1XK6zaTwWLdgExJs/Wh2neZajI1Fa+lVH3yCqhAlDy2bM6V/1+RmyrV+
EFcgmsZlDasSdmabNBBdZE4glLbTe7YgCIfClX4WfZYXSfkPHCuxXCEW6t0ez8N8O3tShTi9pvFO
BXnGUZ/Hvm/h3yNl4PmE6+DYvVEbSctnR+Fh8KNWBBhrvid9DeKKe/aglgVhGgOkwlHxODly7nQU
/GZLhiVvf5apSoR4v7yEEjtU4B+Hc/VAdv8blNjXT53/MGYyMydwodEjsiUIqi/G9Aq8RWZQwqrx
qYSLV4T3RfvOKUiehMqRuXs7tpVJk9yvpxq5KGaHXR/owLaqpHdErI3NwLMcCMGe0R6zbCGFU9pZ
3rgILD+tjd0Ih/n1p8ZsWtmv+meJLKNDNREoCOk2WLF4fr49N+9xP4mib+bZmOChy+cN/87y1WB3
U9cqxiF8y3d0bDetLytuk9lAZYWiwbFwkTSyIIZxPxg11B1F2Mm93XwNWCticK/0SQ8WN+py1H5t
tpNZkoowCHuZPqf4OfMchhFRyp8ijOrgzDd9a78vHrjp3DaYMgc+YtbIxa7zx52S9/XAzk+6aqyk
v9pfmuEmAX1y3TUfVS3Atuwqg4u6T0KzPQC6rziyZVTo6Mho+vY7OsliGdq/3GiqcX83R/AHjQDU
+sFgVY4rRuXs9CL7BVTD8oH9WtJmyGkhLNuNEtNHbY+8GqW7UwzMh3uuLavJCY32mgjzKtAANsrI
8uSwNNHXt3AXgxUc8SSAbN2iRHBMR0R4s0MLczS19z9Z6gQ1d7+HZAOUPjVsy7jZUjzaNZJpNohG
lK2cFhWdslGabM0A9at6zNFbh7SWyrQQYRhAYzj9I6VZJ7tEzskAsoDF0+gnOxDI3arEdKn0cfKS
9hM4ZW0+ryxIWYTsyBMqa+jtqGeIs1ZU07SWcGxIG1TKxk+Njyh45aCuV2KrAMJ4Dwd5ugYjYqn7
1aZU+phvsi4DyGooJ7xg8dgWKuQqkzYgaFULHHigtiup1uMC+BvdKA7lyYtKB8EvbfD7wNhv3N8E
ciMNTutk9hAMfPP3kpkZB+17SeMHjGPhJTFKJ6ovSfLDaWfvQND+Odc/ZOXJV4rfI4YOngYznHZH
mqD1Qm5/TzKA79sXr8CIMHCwy5E19aZ/g2xyGjcwRYF1ZMh82rSqRQe/Fku+q1Bs4F8wnkUGc3RP
JDOzser/S0DEAT2VEUPOzhTPzQb/IqkNsykK2Jm/hAgVfPGq93HIBFCL1Z+7CwEQ4I1FceFy6mJ4
Z1Bmigyoc4T11KlxWUTKQ6XZ/4u5wZvpAz7uYkysHnh/KNX0fbek5DBT08HqAMO4IhUU6ryk/rkO
nYuhOC+N53ZtsfEQsSh+mLBddrI+B8mW3Q3353mSEPDlepF8zJgCFnysliSZHXv2LR6ndHCqsgUj
sKRc2wrPmv+f4GjuloajM3CCSeejpRBcePAy9BWTI4Kr3NC8fcvndqPSOcktEMobXoMPhPTZSKco
x0A1W6xBW2KOURNbZV0bjJG4DxG0sBorFdNiw00Aq4///aMjgrh10ckcMRHCfWJIRmCWwka0Dc8L
xnt+9MSGjWLM98+xMbB9Yo14fMpz8UQR3SFLw02JhamWrtOQTEMC8pg7PgvY+fB6b92GYJ7YHq/p
bhYJrvFN2n8UH7WBFroMizi1mY42YeTksP7iMGRQoL9OKnnqNlJN1PFVppyhY2VkSatfgXiFcsTU
K0NnDyFjFtaBc1qL7crvBcDRDmlxxosf02n/y0TwfxJk+lz17bOSzywu2yeu1r4lt3TrC0IOd5F3
o6GkhhvaOY2v03z0/rgdpiPtPjXMZxJvRmyogSdpx0vX0TpFG1PrbDwkt6V/sEQ5xiF5PyZtb7BS
55ysMuynN0944/VzcHSUdJNw3ShpCrHz/Oq03sg30Lb2xR+LYzDvWc2VLqoLcO4o8wyiv0hfnEjb
AHB3UkKUxCUKbqCMR/coBtUps48ufA7begXAfYO20ltY8QjQVlnjupdJFiNqw6RbRJtTo8I6ZVKa
hrxRtesaYlWJ4vkRUJyaJ0J/3PgYLH76Ywjpkk4SBAXecZtulM825Tg5/VSpPm/SdEu/MVPvrus8
UQ3wz4V3hYoHX7GaaozyXnhj/9hceBOY54rJCVnE8ZC3kTIu35Eq5QtP/BkgYSDHqaAwQ59E/xLu
1eA5AB+MpV52QleF1kPFqJgaL0fkRYgXgKMYP93RykhjeixHy83yYnHi+CE3V5KtRAFXThm/M8HM
ljLYCBj6FHAECiBKmkxuhftUraDcPisy2ujhLUb8+eY1hj4vAG0OQNpBPO0nywo2g5lHx03ZLgta
Fb+FJ1TTS9bYpSHxv0KAv48FQvLTacDnhkFQOjfw8huejbgdrrNlRBkLbO4UyvSpL7z3yQLYGjwl
vdSX1AqNlbFez9U197/N6IrKPtf95Xe3ZAeuumwFMtbgkmAmc0KGAuEkd9h3WaApfDyrZiwIgtYk
ZQkjCO4SwHmWSphRA4PECBcZhkHX8tXRikwNcApq7itLGg8wfuYIJdpMMT847CbcdOQLfpAKZToY
6gCyIjOu+6GTyD1YmOerPU31+x0SV/AyJXT4kRh9i/C+Ak9ehWLlqyYJXCpcpWEycruFjy6K0U61
dRqz21yVF2+Fw7MKi3o0YNuLkzK+VgmmHwfp1YjkksXBMrFs0q2CR7M71L/HESOlYLP/QlX11ge3
8173jCoCaDlZOOkZKSRKMFK74MeSWispZc6nyxbIWnWYdrVu05jem9nCSnydFa7ZgbeQh1iJBUVu
j6lLQDpgcOAIH19lx7p+7HI56Ja8DMh4xNNA52xFqDTBKiYi8zxSV/qocXWglfuZ8FMV5J4gIXyF
U1W64bvpKxPI4cVQgU71Yw9ipJ9V44BfqT9eyte/MC+n7U7EBj0oABrm3tfWXoChghwIwKIlhJ/m
zFeR2w+laEd4UdRTGYBYfsvLOpFhXBq2RssNasoc7Sgi8r/lf0kcTBqQXFRMtkIeZU9g5neQIPZY
h9M445qf/qyjUSOki7Mo4z5vZytpVr+JX4TK/uKT3ierJBzVyqFw8FytI9fnunZRPGN9VlkvegfZ
gA73O65OoeqarP5OWPJ1Hi5P/djx8BjtRvqnRyFFwU6XkbCsZKkVMXMBh56LgMk28wNkyeHW8+H6
6+235T3MOE2880tHz7WJI2MDkwfP5L7wIUOlyDqCKQKdv38hOOQGGlWWIl7QfgpBCBqlnjQQZNW+
iOqcOZGUO5DPk5CqWEeSwfR9CaSbrTD+MPGWgeHqoPHGcZdkhTj9J10pd8SKB3YECpOXylz7qOhN
JMIqHJKUV2Zou3DvBxorMmBi0RVZkkk5XB3HbN7sPlWYtnkkmUjiEVplbeBcL5vZNcdC+v7+Du0/
LqXZW8N/dN/xqEl6rzrwPNaFFr9NTsE+8VkLj1FoDe+KQHYDnqH61VNCVGsGTfxCGhNuc5byYB82
v0HMrDoiIqyIjGzM9+yxCRMzYDwleBD2g03JpWMyOM6KsWp+cyw3m+nO596ZYnRKC9nYRZryOGuS
Q3BXQ5sJ5DlFhg8l0OrH9qsw4tOAYNlo4JmvWs7pRSla6QKl3rXjHXQLGL6AP3fM4B8PAXJnV0ux
CKqdU0M0aapSBcwnBnBLgvxeNYoipd+Xkeff1xkuJ1KNlL8KMljAnSbyHKefR2iI7cc5+mlZeLx0
A5CqYI9bByiI8OwQJTkD1d7z4C4mCG3AfKwnpKYFqJOhKfREra45QfkmkG3e7ZybpQcnG/KJGoBg
tnM+Ey8LyvXDv1zrliwCKJWJ06DSeUgv9CI090vrnZLLRR57SCkJDQQ8jxUW1OZarZf9M1XlaslD
Hmjsbgmqj18pGbEe/ktjQtoATksr4ttmBMFn+Gnk+zSqvQIqEcmTM+8DzSr3gQyV+KagUucR6jen
FrX8trV0sjNU/nGSQpZsXzJvtUeboiwdaVlvmUicOTdXPJEBNCo/bC39b/6uyBQpQQnrCVtV45B+
MhcIjMbJysTGL64tkKNCe45Lgjp/MrjL2xHJCzkh/CdjvSyU2+eJw4f9z2IC7+ngB4Gy9a9kgFNp
8kpDOaBeD8eZaPJxxuvdCvXR8rjlGSdFBJkeEE3eL7BhXIpM7npaopYk+FROISzGws6d6GYgjqfc
AlVRjtnQX5AtNFqN5UGsAjco5U01+NaIfN2CTYCqz9R2NHnMQ56N/qBc/O9STXpE5Ak/s25ja6Hn
ZGNZ/2H2v9ApWoZuLCv7CSqbujthMFznOapWcoKd6/+VpYwR4SusyFUllHDVlTOAcG0sO2Yy/u0c
HprVw42ylIOurkyRu11jodpNZl0CPAxcNa4bvNUIw2SMTCV4ktsZevSdN0bDKSi8xEPF/EMqZBrG
PW6Ds4FBSjCCIFI5g4qeZ7h8j2wDZ3kwfBoRdqNd+50kx4biC7cWZRz+3BdjoOsXwGPFOVdknvQk
+73WkMESSj8oWGBEAAw3TEtCu+eyF/oVUTUxZhDpmUPsKV4DzkflGdAmr3tTHBviIDMOGU/nEpNP
Y6sEmur2aj5c/A5b7JXioJjfYMddEez7KBMxJrXrAwfHN0ggsbIh2xAZRvyv7SzgALYYVkRFaugn
sKdgkBXv7CAbd6yxCMKJU0SK5zYumBHgKdghnZeFXWfdcLOK+WAtmdGKVCmRNr906XWvfKkUJEpN
yGDxn/FWd5L6pVJDUfxmQ1tI+DTKSzXJ4m5Ui3tC82QjHnM/CzQKW5CRfxfQkjmnnz1EJM5SOEde
Ge+VuXe+kD6LYXljAZEdaGyk6TjjJAwvByOoO7oN5AruL2A4+QB0iuBLLfunv9WpgcsWLePm2deO
P3VIWRXdp1Pmm91LbvOuWTLXjiaUxNCFqLyfmyS2qyoxNX8Al/usv1+p34d+XRj/Ief28ArPpfRj
AGkIDbqsXRORX4vNto1kmLYS9Qh47A6y6Ht25aXbovk/K1jQOq6vwJmi/CQqJWyZSspwCEpA8f5v
1VRVkKhrw/Day/3n+WQvb8abnnxVa2kDmQyElRB9Z7L55wHxB1t1fGjPO2ve5e8FecA1HUM1jpHM
1KvHTZRIFac7fF8iX2K40DMUB9/BBP5aW5TCz5YOzwYh2jdhS3DmZaiCoV01L/HVIeBerRMCCnvi
HsxbOAp6G3HXQTZvduvjPKfo68IoXjTuiwxwCMUi+22e9NmAgAAZL5wyd1oQKm94sPQMifVZDM19
L89d2fJZHxIBtEbTbJ3DjWwgMQXDKydG+MPEx2zoPaIqwqdrxv/w/Rq11uV7/mtBbcWK5AmXe0iv
z6STWY8t4t8UUTVZJ7Ym1yoK5dXMo7AdOBBPbGC5a1FYDUwnxrpYXkcUf2RERSR/vLdCpToHqP5G
aMCBqqfXTcnAark5AbL2EM9SvDxBMD+IwFCiDWrGgIbhovkkUPsPepcCvBmoJrgj8OGHSdyJMcXR
bgkG5OrovMO5U1FTrlDbhsJC/CEbboA3+nNDa3YAcikoSQmnXPSYx2ioomiVzHADGvALs79oYqCE
J7sZ1GtgP6Ka5IEC9p4hxAEc8rs63Og4YzrsamWnzfVGX3mormPt3dUFPJ1DIGlxH6HQjJkfVBux
8kUOpoWeM8xPObT8YSWCl+CGJ2Vn/9ehPzGS19axDA/VQ8GQNp4/TDcaukEoFJq9yb1oMRPrJnU3
K6R12EP1soPY+aEgAjQg0EYmxWggCPkggqUs/MAQI+zjAceo+hpNDezNv+9fJMrRSYxGqCJuAcsI
4z+jgQH4bpwRJQj6x+ccY3lzhrb1Ryp28cINkzyjijtZfXEVBfFC5o8scoN0aT767Q3ESDHPXdoZ
6XdjqD/5+EdQwPJomXtwn59EPpoRByI+lwLziYXvJo7NE+7JSjVRA2KeFRLov44rP2mH+Ykk8c8O
gowTqxeSJnyUliU5RnXSsEgEyhz42q+pUZ0DTxQ4d5hF17vN6GucBuhn7HuDflHdu6rc3bUI3FXN
dXdZVNFOkaNW3AoFjLh0O7g7rrxG9TSPNvEtCnCphv1PZhJq0e/uusJX6Az8VMswDH492TnFGrAP
PGUy8Lwn9DpSuj5yCCkm1yCmb5ITtZTt1s+30SL/Izb+yVzOaPBtL8SIzJDHdMK08y3HVeiD2tln
F9kjr4cyK869cfwEZiOtMNNysP/zEcTsj7BdhWpkFWaSy+9MhKxHse9Y+TorYYX4OTbS32KBnXBj
Bh/vf8IdwBAOmMjv73cw60t1QH6i0Su4wdyJauhnWbeCBcZi97BBcTnkYJmmvSpfIeZ08sMx3t51
2n0zn+N14CDXMfy2vr+LV9fLv1sbd1QpC+fnKeTgR81Tqs9ACdOKVJ/ziplL+Wxt8Vd2znXSKVJm
eCvZZOeTMFFXRa4WUkHnGNx9AobphlMDM+Rb12MTwyRrXYjIX1gPj8C4TqqI8HNAXEvMiJiDFkc5
VY6wXu15hz6JyQpsPXD77ovcBWRJftoIuv/PNzKmUvEJhXBGFFevo60iZkJm3sxKJ1fKzIsxfj80
uoDFXJfL1AL7GK355yeXj9aNkwHV0idgrn4urkEXrKF1eGvNQlE6Ae3zmMSkoNGwzPMGHFx+Sl6z
cR8h1AoMRlPSjWUpcCHgAe095VHnprqbYoD1OhZwe1fifjSWzC+OSCKZ5R8+Y8a9vKjWhrM8Mw20
xAGNfiQQnZ8bVTXkLgEx2zdYqtirFYAJEMd8j99jS429VXXxo52EuB9/v2Pgzo+TH4VJh03qjL8T
d3uY3V018LG2bBlL9fBDFkD+w7ngIuJUZoeGBXLBDEbN8t93pcZm3xuUhe67E700FoC+R9iI/mZC
nFu6/A1ZV4/6KOpJL39i3a/FYduQYk6gUIxSdsF1OhPeAZTOrGqRYony70GWfZ6H1fMbJwGtWp1o
Y4K7bxQnl1UEpEv8QertqhTu44uqNVUto5zzegh39A47HSEmRvK2+83/yaKt/RPYVApXkrjBm9yN
efK1y3CpuIztaxoeER1NlGq+r6aVw2G2MSV883IQbqdYY9HWSqWcX2d71h3KhmFxHcCjLwubKx4b
yQgLbJyuzh/5Ni2HZmcBnLEPeyk5EtMl9wDLpTk8TnIgyL56dN7G1V8ehk8JkhoaM9t5Tt8hWM1R
WBBNYvkvO5AilqpSapqoPXyaEkZ2waBo/CD2N4InT71JNE5BDVll/0jtzFYNes65mbBJwv6+N6xa
xBNcxG8nr0wqmnFU89vOVAKs56rwYftaPYGzR5LXqu68CjkjPCs1B3diqmqmeKbXd5URY/LfrNWe
9rCp2ZZQ3USWlK9GC1gKJ/6wjPT6GrsSD7bFRC3zvVdqcrtEWnjroNTVzMvvtxc+sfVSWft3NlkM
CNKgHb+KYZ6IN0Dpf5fvL8Y0lWv59co89msdOqmDfin0hu/oYw3Fa+TBjAIuhdOJqY/DsqLOXjxZ
G9X2HbAz/gvzc0QLywnDmvHhhmwCt9ux2RnH5k28bS0jkVZM8AaTBm7EbRcp1xRmrgTgbAJ2nCAK
PBOmcRH/uogu+tHEeHWJ2etx889tCoKJiVZS/2Tr1TTh66PyZdXS7O/xWs7jl3zTt7+iLvuzOknM
147lkGsEWfrR2e5tSfIrg9BKOXzPp46DA5E8jsmALxYhlNfQxC4zb2bRb/0S72j7IdrBQMPwojgI
uTuu671nzl7fdaB70YuubM+RgxdLGTY8nQKVCIBle3/ubAz+VDAnphRrFm5g/ZG9Ek6vaThGjKI6
JlV1O7ilCH7G2VTGkY0N815uNO/nqIsvP2j0LlCECGKwE9yOEHJ6u4C1GQDGwyzjZjxteoj3XV2y
03XxuQeNTRnM5RsGqapyd9aYuW0W8ma87uBOztxVnZ9+cq/T3bhwBa9NdxS0C2d5Z87CLItoVHuX
PhrRJGQXM117m3yFxT7pXZUFuTDFnHIDohRBGhHib6ZfJ+qYAL+h9XdIK0aPfmw4tgjmwAYWwt91
Sh+Cbc9kiR71VQjxtMcckTcGF9mGOVLMc++H2Cg9+AX4O40r41G/GpPjnXIU/6zAPc3rqcfqWEZF
PToacmGJhJM1m+xaHmi5T+KJ1+TcP+RxCiPKKhPHreJ6cx1uyEjdeIgcAlUW0AQ5TDF9q/hZ8sS9
Es/C+sLn6l01HWP/NjX0J9m1Phb3kGUs0GUJpktd3LhChZnVJj9ucIYRX1xJah2mybqCMSAmhc9g
G9zcZxvJ7D/EYuLTJKCqz/GWx6zVD6KCRIJlqwg5rEBoFw0kGwa9v2QgccTz6uW1RoJ6x0Lc9Lrx
+6i3+2P+FgUzBhV3RYFGk2qj4U4wAkWtUh4FRP5lIssbt4vWj0yuKMw3TFdGVyW5Y+a0g1E7S3uO
FmTzwGCc0064VZ+TNkEBkcOnDh+dmB/g/TMBRJ52hFz5pzvsWH16fV6O9R20fY8E6tmetWhONTeD
TFnuaeOdmgMc5ChLgORC9oiasWb6l1qIlpEszoSuYu1CHTdKgoEUBay0qmajSwpKEBLjstkbConT
CJmRO5DPcZC8mjlxZu20J2a8RMc6QduckgKb+d30akxdPwVoIEWT5Qk8hXQGEBVoifnQu5781lrT
ls1tTDQCzOKay6JzWe7nwCG+IGI57X3HjfQctSJRMCQVUGud/MFlcldL7HmSf6Ypl/DmlJ8PuvAd
LKx2mdW0eZTFijeY5FDxVS4dzpQl2mMvpOENH4LOETzVErJkEW0Jz9FQ48SgoNaseFPSLmz4LJe5
n0N+ndQhXU1/yqQ5+QsgOeZMgcZBCZM5sNOUdpUFcCQ9mAJ1AT9rWKPBjDtr1Wf030XmsWWEd6Tv
Ga40j4W9ZdG7GioXTSYtKaOjxqLy/56RtbtcxTn8VlS3J7YPFU9vFjBGJh/fbncnVcnjA+4PEHZG
oPTAGIfCARq6pn+F43e661GCfSk6Qf2BHkyizlfm5rRRoKCAiXkt2tPUuPI7AoLuS1embUkg8aKi
IMViVlEAepA3CfE0CAlqP7tFRNAZEE6KfP/Y202mk2BKcTspAYzKjc0/hbQrzyC8NCePQIbM9A3j
ZZGIP+tbuTxoPYjqHRQMHhON3IYTanrtst9z5tQB5YSwD88CJu04DOSvVq0TFJePY+g8+18BS3vw
4RNa/Mc9EZtKS0CjmyB5fjRX1geJyGBSgVl/ogC2P5E3Kcq1O8M48dewYIJpk4OH1I2IuHHats8J
C75Jp4V1XkrOtWPwk2e4TyKlU7Va5XZ3OvsoqiCPj6cQ0Roz7AGoWVrMkKS+IKerMWLFppFL3pjI
ry2RaEf5fyTJD3GPxNo0+dWMp2i4N+EZ2IvVwJPhwMxr3A8K7qvZ60HR0hqdXkE1E9vcM1ScFBmG
76iCeWBtyfVuJgv8gxebe+HUe8VD1vkl+mNQdFf86ieZq2QHPYQpKi+53TcBH+jhcaHt18dwVYFL
ED+Yv0jKGMNjzwtVCEJRs0ErZaJ7Ooyy4FYSkI69MpTQOTQr3TnIW+OE3lkFoRV/p5GDX4s4XFf8
uZxD3CXt7P4JO14TFfIfhG54jakvlqAhw3HRLHUNwJ8NVMt6nlbh89lysz/56hOO2+mZC6o2jEwy
5WWoip8fVPWWQ3sjIg59KE0ouT5N2fIZZQQJxydV5hSQeIR1GtOWv7QoXB1IKxs32DhSBgZfriXv
3MYhtDzwpMlWNLgKGfx2KfaS/LRZAvumRSJTXFstLLhS/H/0cg4za1JGH59QEukdsHtyZzA62CzG
WaQF32j3M1sl55ksA8LupI8eKMoPgyz4FyQX4NchJV/Vs8AvwmG98hdvotUBCkWyJ9zmSaborCcn
YUtcYU/CFTEy6CPy4YP4LQfR+JP282P6XqwAfqERWI/4gEAoxc4KJwr5PLAAUp1vyesjKgWYSK0+
v7Tr+194JLDuuGjATO5FUhG5flXp4F+luvdGl0S5e0TxsOVj7r61EgEfdIEyfgQC7lnm2u12sYMM
oqExSFgg1QMax1qWSfLlh+mpbO7XKGjQCR53/5y91kauxLGZ9FLdx6C2dM9I8K38dK8A/Kczc3Zd
0RHvv1Z0s3rZCfao3YenadDSmbSXcEqPeZ6aqwtNBf+h9/IZVDlPYDrum8znb4Hh44ykV5lDThl+
GelvD5UU5Abp5wYNvWMaO3wo7F+UrsUyjDRj1mRaHxEk4yGPX+lnE7uGbAdnI/PTa4qZojcTLTaK
Y54TwlbwKU2cbnnznq2WgalmzpAy7sOZMhtcNR/ipy6SeX0rqyU2hePF/y24/OVUGEzcg0u8hKak
DD66DrtK2Z1N/h1UvC+B8b8Lkp8NV7yE+5EG2ybMZg/pdVLz9irTf8Yw4WkNHqbanOPKFCP0FhwE
RsuBmDH2MMYvS2I2DewmGAqh9MHGYXxaY8ZmDHZOn+01BZa+IV4jpRd8JI+9oqAtUpx4fMupUopY
2IqYWMpo0JLJX5ehDpCsfROs2dpXj6bySC34FGDpKymfXgbqpaXFKfDU13dym368KAje17qQqqtE
KkJKzVz836yg1CpXySHGnXWMjzyFozvNr59pTBQlZzGp2KO3NE8w0QqyszSlleChwiExsuFW4XvD
u3/uwEY/DtxL1hfw8qqbZnE/Lx9TSt5WJdwJIpW4f2RUO9+l3N4LmHAWnyhi51S/55FM8rD7ngD0
m69tDcEgvIUHxnk2vsEsVSfQoSnObucJPav1wYm55Y3IWiZcoaV0yOhFhuvMjX1ldqgDLvi9pHBQ
tGdOaShaCAP7p9xtvBLJrG55BOgggVisPz7yY9tbkxL0mOnEF5v2WJ8xs0NRjK3nZohdcb/fU96o
KkEZxaQy1ED5sbSwIvTeGRqQLyzo0y68KsU35UvwATtp5UyQ8hHUWHFKoo92j11BRlqGf5cnn6w1
6ggrpRY0KJMx8tGdmerFZXxl1ma3o1PDJoc2jDLhSieGPaYohlKzPShsQjphxeMa0AmLrva3Qqaw
pJxyr9JobBt8NXslz1+Lj8xPGci8Iq5+2DouTUunMG0hAsirYrRXHo4i83x7wROxuLG5au4XE9ZV
2jBJd0XjGcoG5IrzZU5D19nul9k5plR4N8EuwgmPrV8gd5dnOntQzxJzuZhiLxtDjXjV1nzTfU4W
LA5hyP6rC9mkz+5t66Nj6FTSV0T8rxMyrcf1MRT4qHSBPw92MA9IaAh57arKNoVh2x7VgTt32qXL
pNnaC7MIbIuNzWhaRgWVexliEfxWr29t+9knm267RwetzoShHmRd/ywUCeendYdcFm9yPT7c+jdT
dS8q0rvKBlFXjIqnLaf1eUXHfJiJcYTmr6NdUM5YInbxtesCwkaSCbZ/2AkICdWJdmV/GJNHFssc
n8v/hZRuQRyL3D1xQwWSaU2kkSHKy4UnkvakuWZORyDqN82VxB5dUdb8p/YP1CN/A7/ImNMD9AXD
nvVjgCogovPhLAbrvWEvuwOVXPKyGMsRsFkBoEM2wRRFLiItVVGb3SpWRNkln4Hfc/bTJxyzZvbg
ae3gfTivVTLRQdu5GMOpqDdHPFKYbkZQfOHjALzm3YT2uvsG7UkOwkajUYbU3Fh+UrWa8WJZsPPl
mEzn9VsxGFGr7sbvQoHdiq/lYT3j0VEyxY1SCVXNVKhaswuQRtx8VNZpFbmy/oDXK7J/8FQRmab7
zVXbiEoib019rfOrWGDlzJK9Q0y0y5o9VC5mmSLvMfKOph5cty0qcCGS7ePbrHpUzeSqknph63Dn
/oGRpl0I2kiiUieG1tEINteCx5QbkVwH78r5iV4RNcdEHja9yuHmx5YxwWgHA+/g/+8rHtZ/SS/V
R8FeaovURnBUXEO7Sjq1PIsRG5VtqB3bEbeWpJ8HgocQsB8ZhWblT8Cr+tfJUtakXCcjCwqfgpBE
UoSzyiXd9ML39Wm17Vm7DYQMmjfS2VXz/exsuwHQ09klRb40kIZCOXO7RtALXD+mW4gHNIwEqqAz
icEPgqyDxpjAXrR2qysjszlBl0bbj4QFRELCDxF/s5yHAT01pKyzaVixC6yt/C31cCtuwWwgjrmK
AlZUX8qrDWS+Xo/CM9ENOiEDf8uBWQbOqft1ttuAyDTfRBrX34antu0j0DN17nNuNY5Ay0MQjWGl
ii9Am2DeDHAkb6NKzleGJlu51u6bNHWR/TybGPFe1qbCWEn+g6ufCw/3rjWSWP/ty5zGZzolSb8a
RjT05nUu3/oCXZAAwVxhrXOh1MPT386hKeSryTRRBlEvLp2i3AHpb3I5U8rlZHH2xDKS2Fn4K6ZP
4DbBlSlo78Ngu0NUtahML+xf8BX+NPLF9snBpVPwCbUq3S4F+Ttiv5OsHmPw4P/hedfZU9TaGpLg
AcFnDMYGU98T55i7qg13uFMAm+aazLKbNEdmIpPDWcb9/zyY1ZxyWZMK5Nli2iy2Fh2Xf+66iJ6P
+LXYs8fGR9bEqt1TyOAZCJelOS4MUxJXE6l2YJvJ6s8hYpdGKcia37h/AnYVCO4eHnWdQjrbyOkT
76xphx6kB0Td72wRYMyOYZsHxZyv09QFl3d6zRj6Goa+XtxcHqaoavOB8ODvdUgrzAeYqD3Pbbyn
gP2zuzWgEMWEl7ojhHxgkrQUF2TWkLndsSNwOcRIefI/fDm4zsw0/yH/gU2hYfXWPFTWMoFMyYQl
vP2y3vgacqUJZ7hu97PgeXxiIiGtsjYA2vBKMzz110ap1C93qiFy8+KhKwpheCKk2JjFhcIec6ux
u/K+XJhDk/LHfhEmKIPT9le3y/CcAZGfAu4ktMdG/GZ8VJmROOdRWxv0KFhh/TknYKhqyyTKlomM
Q+wp4Beq02OqUSAx+p2zDSpTzntKfuSaXRMH5IhDYGErFD/YlmKsSJH8IA/IBb4tMX3Nnb8DVRM/
kG71DsWjDSEYgsEWQW/FETbbx6fmoRe7SfG21HEibiG2KngKX7eQAFk8CBXXMvh/tXwjAHDs0fh5
ZFG/ll/XAELeoBARscyU8+mc+WGvrDqVKzUzFfFznwRKG86kLtB9bes6TZMOAbHIAXPglMWuvCbS
8DcSMdcmQ6iFDj12Sg+/RBlK9uiJoKBp8zPvS9OO8hVKYbw65fBsobzEjaG6Z0BzlJ4iVlHq6+FG
dFZ+VICE3WgSo9Sdh8t+dxJ0i8I/oq0GAHgxNbPYKrhcNcjYWWG82i+Ooz2oMQU+O0/bgfN3GmJU
hdb2Eo7PXGWUn4ljpjr3qOGzGIHuUp0okPJYD+UlZqmzU6Zd9rxnhmqTgXqLEl9r9aJ1tgtbXiqc
NadcvPj2h/LrCePZfD4jCpV0UUeeWRfpgqMbZdoXHAigr6otd9J+E+hkDJxfdpOOkvHBJkhBSGra
loZDkXexZQydt+QuS7raS4w7xf9rOUS4HM7l6edpwbsE34fA5E8mXCd0BPUUvJGmoG32GxTHvU2+
IZyJJtj+XYTAxedo5jWWznna/7ucuzlBCNLCQ/hQDPNu/6qGujNaBa5TIYm34Tivgerq6wVKQeVT
0LB9GgQzuDsW0K3Mh1yyf+9AxvEHUjDSYZoj9Y7Z21KjpddZ2sQCVJDMHDRgnONCLexuRhNXfrd6
HRv7zabSo6nn20W/9sV2tOMu5jyIZCTpJFYZNz7KVKZ4YhvfwVcuZkjpwyNuZuf2Gkiv6m5EnDIJ
Hunth2XQbtYrLhIKFSPu067yeO9UZ4C9kfYYDFv+UU02TQ036FrJHiHHBQ0I7y1k99PxFjTqLxb8
7AIoXO7rwUA9Sb87ODymc4jhrENBN045HKjEz/W2guBGenWwprJAFFUhgdAfsyHFFLMCLgnvgoV4
R8Vlt5egW/BBuCwh8sHfdbOQ/0QKd16q2YgzF8HSfxwTRow70qTLUZ6nk1lGsTeQlu8a39PlnzLo
t7/v3B59BFFQeLjE51fg3weVJDm8g5AMgUkTQole1q3h0MMfI/ncEzfL9T0uMb30mf8h5lxMqb8P
IEwWxd5lGldK0Ik3xKovieWQASLjMRpueE5Igaz3aW56oHgbpDdRkIjPBvpdwypnNF2PVDVIL464
PrvYxqpdiihLggVsDZKly58ImOy1gHm+PtFhSEp9V/WKJdHJVsNZKIG704mp1fvNVvzbfxLahLCv
uCU2QdzizgDxeSWvuZFqNnf8kyV4bGOaXw6Ib7gvipoDiRCfjqwMrPlL1357iKIm6JYi8K1VBG4c
Q+beA/ZJl+vmGSmnPmMkwoKYqFJ0XY+cj15eg9l3Rf5yd0wjh165ePyFswpoPfzVXVoUvYOAVOhR
749r6b4S2RPbr+CsQAoWSVQXA5yfp7NpNnwTbPqq+G8a/8NoaBL8Khyxhxu5Y8IOPH46z6a965k6
AA8rAQk8z6JgQX0X5FC5z8eX/5lJptEKTh6H09CT8O6FkyX79uv8ppoHXDm0sOOqRjvn8JkQYUrA
xzKDdVonrS0MgQ5v4T7j/Cg+17ZCDU31YmSW35TVxH1TMz2sRSIS9C2aTXVhl3jbkQXp/pWiqQCF
vIuIMgEaqtNF5t+MdmkCdmZUVzAx8nYRfs9TIfamknzVsB82OERJL1k+qMzX8klYAjxJTH3MoJ5Q
djGCmXEBbgcGmZYaXGKlRoAACrZYZJFsZVNPHigPbk4fvFWd3ohPKLObH2A9I5gAz75YUfD73RSx
t6iKeOMNpklV4I0yceAPzD4gU04e3t7A9M4uZBSZid8jYLlKEOO1gnR4+3PSkqrwBFZ+zcsgmTyq
uDnbAKTD7twwT6MWK9Qbr2DwUdjHdNmYOxn5rAQMvgCH60tlPXpwyYpzOxefVtnp0xGQCpnZL3JH
dy0tbRoUj+zZeAnQhPG4GUrkRdpXYi6P6bUGCNF/OVmUKmrwTzJrtnc76pltdGKBzRkG0ogyoHM3
MIS/Mo1nWlMsOii2Z20cyZRS/7xPq4uvd0bZREZA9eYZ50dhyZ8Z13WHZ+Kpuf5oFa+abL7SR1zZ
k/0F7tJWhtIsgBXnUSJmQIHpvnygQ7IxWmaEj2m91fyjTgGArwS/SP58Lt5uFfc/yWOIpV5OwVnx
ENdYXaL3FuW6HhhDON0CEd3ct7D43uv51l+AUjnXGdzvey7IMsfLvAtNoyW34RunoKNUh3rDNQTm
StQpObfVGe64Cv4Gkw8lxyT+iws+xF+8rngyzHrcfEsc6qXyULwBMkwU9SX3XjlRWKRX8iKZ1BIa
y3YnvTfKTsxzUW2sttggRYhKca4oBpBUjzrLZKccLCrXkBkSWCxRtXSEtOFD1jEANLBZ1xiiWlF3
BmOE1bU1vJefQIa/6POppxdAjw3V8/yXuGadW+cILKy15F1t1WQd4PxKEipP3xN9FOBkbecrGYPC
w8/C47mx1eLQsISOqzt7QWQImkgIyYEKRcGYbSexvvbVt5KYQDLNmyRGudLOsXxn3tj0FGv8xGCY
aX1tmDoW4ojowdsOK7mCxm9V7SfNUYLlSLrThdHV9WbM3gjx7uoB8ns0UCc9WJa/FOF4wbsYg/1e
4eWwQ6Nqcy1FKoy4hHW3FiI/mHQ3dI8IauGsM3ZYJ4Rf7akQYw6mMV60g28NjF5EsBVZRKYYgD4l
mHlHbcyPlC4D1cwfK5CK4tZlUn7uwY9wtFDo7FcVO7AgxAph7zWdXgHlydSNHIAwKD+ILaO7srEp
MruX1pbKdmqCpKcwgNzwHtv6ZgPVZdrHhy4qBWOkwZx8y6b7wUOoT5T/z3WsKfwaa9Vfmh1mPBIY
UGmWK6xtcCvcGAqplCbx0FkpngoHH+e1FvA2+R9SVSmclFSQLB5gdcmYA4k8PPvsdaNXptbpSm78
k97I5ClQgPIPvHfDkpJIDv5bePvt5IBOlDtM/A7V3x+2R9WTANmAo3hyMX1Nb+DBOCikdkS80z8D
8BeiXNxHV3R2ozrEfQ0BxzzbvwmLwa4G2riyTzN1rFpLYmfyNMmNBfzUoZFW5bAl9IbpGDXuBW9K
doz2heso8W4LMV3hPETFi6hxW29UlMfY/r41hVFcowWHI5KyGVnJTY8im02QIU0w31pXrrNtmEJY
uGqn0kXNps86eZtwABOUQYRCTA1Wsm5qMXJCZydmqwRE1HI7ctpbzTys5JyijQ7aFiU/dmQvDfgL
tH0J18bW7BP3X4cz/vEiJQpqoYR6CAoIg5tD8IiZ7HuMf3/ljmaQUpMKax64ZAOoOKJd6h/1rPwy
UlKCgsXEfBFLFAXgncp1ECVMc2WhY03J37uxekpRBcLkmtoDSbuZ39peZ2gO8+CvVgHPA67dnUbY
9G/vF6DYW059kWTCjFeT0o5ULUL6deIK4w67AfqQPrlJghcLVlmeEFibVAGVEeCHzKHoQU+tZlzw
POCrtldKVO7qqjQaHXQbh7tghtO1nYI9ZP8y8E49iQVWKznuUeCuI68ljXw9BXnimhLbiI5+qc5Q
ibIjWwpB5QnWjzTjMP5YTX8egp7EBNjm5VSm8mMBYd1+QmG2FcF+T2nC+MLg9gKm8P6rWRZ3eKFN
au0yIcAmGKtSTStJPhdzUT/iPvi8iqzAwe6src7bBShOBlJhX+nradFsAGcIhAHDrxKg6qDWxEi1
FpzZcs0pdRGlWxT3K6ihvoRjSq/DvyMW078WU5s9EsDxdRfxom0E1TMyGau9l1PPUf9QiDgBJaQi
INi7eZKd1g27EGEpkKeFn8vz2ZEmun5buX6TSgvPzub0zG57CV/s5Ggtn+x2A7ej85GZWQnwmUAp
g42FCvVmxieHmRQD7DLbajhovDijqpl1omS/kHM7ENfMrUDVM4n0LgaMSMxNztXsICi/zxO5yw0M
kKYti3j7RPjS2HL5ZrMIrGS9Ff3qq8uao2yEQ2keGbtR5tIig7NkBfiIAdVaB1u3gBTlLr91Fgv0
EIoAGoPyaYh+7Zh4Qn/gnSGz/HS/TnFascm9SNC92WbRfiU/XJ5CamcukXcdGFxltIu/uNlB7izH
FZOoLb6N5eoeuUsrh02sIdbEV71fT0vP6AIJ7KtSd1WDkhJ0uPF2NASWbk89hyyA+WEC802wrob+
hW5sXj0g1vonfeEcCoDCtFmPELI4wgALLE6tYfJ8opw/T5cN2ahwQ0KtUXXKkP3tDSXgfj/dm/Ly
Vc2ITfVW21HVs+e+acWF+SMAIn3CESKnDopAnBfBb/88FmoDQ7H4rKB6pNiIUv6drtgmQEgnCrXV
XJgwPQM3YDmoDfRcz7Fnj+n8IiSWein+OCpkLGGxfNLrjFtPb27B+oGFsIkdUZbwzQvaep5wOVqI
Aizy+XUt/R5NRXfTITRMeZOwel20tac+bxMJkRp3YHpFqh8TN0wnIk5DRNySpgdf/foJG8XyB3ig
vR9ogsVt9MRn0n9pNnqZpQWnI9owUhMSaa8XeGay0YrjjK9nHCrKq2DQ2JctacPMvmBxEovr8wJZ
jGjGueCu2+J/RZ+0VkJdMlHamjXAYVh6C9LMcqtzeDiKM1gB9MhmA39MmUCJb4eTPOoi+ToiFAkx
E2c2nEEWhGWA3PhvXBh/tgBEZfBFoaKRvW/rhrvn88xILvK/TnCyF4g8eI8N0XwFtp7z7gkDcSqE
F6kzxos5p+GIYzQ+9sdvRyrekb6aUB5xSZGU50Om7G6DtH4bq1wb5ZOH4N30AYLc+pgZKEHMZwZw
6yR0HtGOabW6tJE2spjrsa0hm3VmmdoA5tMuZ699roI/Letdww8VXl1G1VUJVwPJ/QoaVb5A6NhF
moBDGbfQhWFypQqge3aE+yHSsw+ds5qlTGzRolvmGtghW7Rke6tkBkOJ1IOu7gqfhpPC3f4iOUf6
ioCrNkAENJeZZ6xb+u/fdGIIWoiJo2ijW7xFyjsZJyXT1UxJcRW2tatPRhaZHesIQTOophe+J9ZW
7QKbrNI7bVC2l5bSFqd3JXx6qsGe8915Le0tHGN1+3gp4Imz5zefhbs7CBRyAnwcOIRrXRYy0Gb3
4Vdz207xwoljEDhj3MfIBygTTRJByqa3iu8uD+AARglwwPHi641VroL2VqQZBpaL+Mo+g17A1qi5
C7eRode0QyrO9Yv11AyQ6FTWI1W6pkg5PsKTpIQQXdhk62URPDhmaPlu71JTgJwze2LPz5VNXL3c
Zs30cUB9OQBP1C5JLjy7s7+CRFQKkFBqEW+ThsPH9Gzlqu9r/BYZDlPXVAgmn3QcZWfSF84XpVFF
9YXQMpIJJGcU0UZDZ6rTMG6MVnUs6okp6sWtMc2FepJ5WaQ7nV3G6vFrXil4qs75qskwTZAEBZoY
fJPjnAUY2Sz95Y7UCf4svI165rCUYjWPMf9LQtssGp9JyBGavWZUHuMhyRMR8vqlxalhDqFYHUsm
Ke7ep+Dqb8J9H5/UtaYEodmTZKxSKMMz1Ga5Q480JR5qqVL09Xm1AEHbTrlEXK9nyt4c4V3e96D2
KF6M2ZBCd4hnnJ0R3RqRrckouzMhEbzcQ3swHVLBRlgumOuT7pDXIEsDlcvlPBlubRgm8xZDeQOa
eoba7L46AuZbyPqZV+Q4OpqftRWLHdLzKrQLVE0ZtTne6UUmlCXU7/h5ZF0ybMpFEy0bQ6wuPOVY
G/FC2/fe1+t8HYb3T07bFGz8+pEikmqx+HL3BJBE0yaS8bSA2ZfvZoaateUB7xB+KE0ecb4s2Swb
WGBN7u3DEKj8D+kX5cxTDBNBjSKGoamZ8TyuQtAu4Ix2AWBFSrC61eIrwEpARcDg7OX5sSaaNKuY
m27q9gKm6sEM4GVrHY8aq37nF1PUL1s7ChiqkXW98HOJsjlhLfTVCpmtyiyV4DVfUqNgIYt1HjZa
cj339N56WVOG1zwTx4GOl+sZdIwjYHGV1cSLTyo5rLXxEF/EBP7382AGZXRmaRMnV7/18Dwff1vU
akNv10DmT+z9qWRkh9Ryy7C8FK3+vbEBlYV9eDQRRU6FnQaq2aMaTIBFqtPQaDaoGLvBk3IVknm+
o82GwDoOdnRYHUau90hvrkZh6kFy1fW6dy7T8zk2TblSIsnsRGnwAmnIBOuB7MesbZcfPsj1sSO3
c4KRhG4x0oZwjUzjLFw3vxbur3FXVpQ5zChcaUdauxkPQ395tfnRk5C9KGn5zYidRPnGXWT/9hcX
YnmsflM2t9pZTRrALA3JBckdP2RB8GswC2OCQlMc9PIhPtvlQU68TEwDnFuAZtQnK1Lo0KAfAgEs
2yB2B2/YUcqcKZI+t61PAQrr2aNuGbnSmZu2Wn2GDHGDa+V+8vfh4qlwFTKmOpb93acVQpNWNpDM
VonJLhWBxtFVodv4LoPtBUrHGvf/1Y2QWGNapjf+RRj7wknrdFSphbCzvFEmBFthUdhcrnmZymwK
ABnCeV4vqIN5wmRChgDNWvNZsMCyuIZ2ouQbOlL26Mo7GDOTFDD68sEeH5FjGFy8Cen5yPpB+vz0
QPRpSnmsDy62pvAVKXT56zvghYyojDfdoYYDoAdos+Li8RF/0fCfBwoGo0QO5k/S1CEp6Z/o1kWg
b0v5QJLt4LhGgR1dfWh7D6dM9DE9hA6z9vQyvZ/SF9RjRM9S4gik1sf+ekLASgYnQm87WcK0PfLw
D/j7RiAVP9Mp9ZD0iC4zSGm2Eo2R5whJ2cpyEyd2cyOczTXekUOatq9Pq33YfixnLBM1+3dhgQjt
Wd8JL6aRwJxftBTSt5JlfJxLVUmlPi+xgvk8I5v0ZWND4Gva01/6A4Sx9wgfYTCwUZqNNYaHykAb
hn8V928FhRja8OQCOxffneYXN4lBUGvKRXbZIgzPW+cj6zTvdy4eSUw+1DVxQYXCVWwdhkKietgN
gAjQKWNxFfDmX62ippCORHKXJgj2umbeTZQhoSkAmeM7IfuAESMyXXfEEUrNSrXsGzh2awWBiXLH
XKOSHCMHYGrb02kHPKwRuM6964WnOA6c5xZFIQatMgTLI+xL5+A1bKftXWnfHW2dbEfE4ZCBc0IP
+/X9bt/lNCWsZU72MDBtoQAdE7LQIeGqwyxhsdSw8X8tWsvlpvNsM6V8M+rCf8fiV83OcInNHdXi
8fBEsX+K5oUiSzym7TvtX944BmQEQlR0hAEIuXs1HcmoI+ML3PDM7i8Dgbl/38Rk9JWicwhp5RAW
nSeLyI/1gKeBInaSdZcCSOmHLtyuZn1kp1I27ZqgdjQiufUg6FAElecJdaoWwBMmzOHEkDev1P4V
k9JNTK9S1WlJzDyNWjIACUd9uJ10rAEHKMNBEiNVb8yrqVInO1Cx70rb5QGZ2mZK0bcg4iaYLWOB
wNFL1SOVg693ti8EqaUDY3f4jhJhzd3ooGoceFoTnvfmuK/wEzazILgeByyKBU11RXFp981YRrNO
06mETLZrrLWzJUYoOjE2IrCU3ksLWb7COBgby+qVHq9Y+IRrI/6ogV1pNKIAZKQIflUPjc3vRbHH
gO2WPmG7rDoK7hfkKIm60rZLs7t/NiuiqzCwKM5XKVSCxcb+072EEqNQ8RRAtm8Bn0QEZkf19yH2
mq12YueyTU16hlglbhyhOVIY1QMZv2XGgnLpc2oJi3W17n7rnBxB2/KPnR/nhues3pkEcEqrGa0M
2p+qWFQ/duBqMtO35xJ6IQYQFkyM+svOdH0kqdLwM/cNFEY+Blh/KFjtN/u1uBcLC22qIzDLtgn8
BtgfZm03tP8fub8A5wBijQeWatiHwNL8MWKeeRO/Ngg0eqOHkM6olFp1EQgCxgHQY4jgqCAP0/7j
NwtfT0ksfZ/OGL4KA/CiAcpnjSDHrAyIxkqJXqQO0cHFzagLHORXN9k1snKOp1SU5CWTHWAWjACc
hT2EbQ/sq5hgXRk7QGIpkjO+ZDLkpPIfk99i6wBnkVfKzPb+RhCvixB6QF7Zy8J6D5IztAXmMkb2
0VWwihjYj+0Y9b/WhCr/hEwAGFLikxTOzTj/6WoCdTdOoc3Tl2oirD+u2f6T7dkS8hxbbhh9XkGy
924AztN5fcepbG6DdRS4XY9IdgQFMqB6gqFbuNpucBfvKKmrtkQ7VKeGUxTT6CH6l4Nsg1eIjZHO
qYEeHkWni5N0Hq1pFZ+Ii8gLvEFxow6STe5v3q2NMKFRur38VI+J8IeB5WkfoHMEt2mclFKtHDDw
t9gDitXxaKtB6mEXcrm2PrcKl7yKluPGz5XLaOsRLn2s/3qkkBgxQqDgkLW4Fdt6EL3tQekrWLNu
4nfG1xipD8jl8sMJgAY8x7HuMJP/qrtZe7LCVpot9c85ptqebsCsGMnmrYANqfUJdU6z0h5UVRjd
1NhzYh1LPI4YTBR6C7p0Iqrbew2rdSFNse1+ml8zzdnZz+C/s8VX8fQAWbEf/gtC/W84ZSyGqPrO
y8XqGYlnhVCTvTDy7R4D80RZvY0yaSyNAY7+7vqXx9f4sofhKXNH4+DjrBStVZMf16eVmjx2eZqT
opVuli3BbkPaJTat4+GQQ9sEW2k2A8SiikG81aWNPpwobFJMcP2TD2MPt+Ialc+n3maK1G6kdMux
r5XGsFt0F46EsqUeqZrtlVNdhXqTYfAJ/9olfx/w/lEZV4XnW5y1C3yP5x/pEAk/AqiGxdXsdRPE
JwWHTGefiDfJZNmFh7GjxMnjgVbp6Xm2OxIBgSbulXf88yFjIzFMVPeJntcyM5M3agY0v7Csndqx
RJ+AH2asyupKM1JBP+yLYIPBwKVM6TkwPAz1duSkdWQEmvhIJueo2rNjE/jTRbBK/PsAESKr4aIs
E+QxYV75+2SvyZc58jjMDPCN0WsCm2uo8VLjEwp9oDeKoC8OTTzVp50LOf/zPuopSh/mcWSOzySr
W6AEFSqmNlMAi2oIYs+4ZcmxsFKdaiSiH7sPPtdc9t2TOm6vp9GTRUc0szpj8Ir5sS2EkzQv2l7E
bRHEelnPU9lF2LxQl45LP8IejRzGbffJ5puVRATPik/rE+tsO395ZTHi9DFtrkt8oL3E8c0CZauL
JdHL5eS6QxIcwNDChrSQHvxaAEi23ivnF/o2mPAwRWP5ZN2Wn8cjWViLmGvWs7Z4Zh6wHP9a2tY0
Z1lZnlk+rVXx/AYY7ftI7DluHrUCEG+XhIp4xFopCfQsJqy35OhZHXiADYtlikWMZ1hlDuq22bV7
rAfEyDxpDRkIJnFUAnPWM47t5bu3MXQ/GD/O7QbT8OlPSmlD0mj989oKN3Y/gSnPn3WYgVqOS0F0
OkOhQF00GO99jhDM2xcg9e+NVTPzrpkjL/NyclCraXjhbsMvjoHtzTTJ4agGXmbW3MQocuYffoZx
Z8swVZQ9mt/I1bNk9RDwBeG1sMy189fuGmOYRycVklq14dSoSMkaPQXAeLvj0LnkqLc7alBCjUKq
WwOMHqd7cclmZsaNDasH+3uEzxkzGkAUe2ykfkgybNcr31K+Bp20JIRk8hStWJnRLAp/1n0zVPON
MVPLICbtBwxnDExNz0n1DBFoTJOcbJan3YGHlDWJL2s4026OKMKCVBmPoHcRWJOay+Fi02PulVtm
2vdNs5iLUqiRjr/VCm9+qcA9zO9B9yQ5gSlLAH85ca/VD7OWjTqTMZWKEb0OIYW6p4ueFMW+wODl
WynJEPjD0ZbESPAks2Z4OEClcFMsp+Er8oJWYdd3+lsredwWBG57nrkMISwoEleBWtmu0881N5iB
9Ku4k5VMjx2PoMMqn1aRYf8GlCW0ink7v7hD+WblDT9AvbOcrNgEs+9jpz6tKzV8cwvzklQ9KcmF
u8kb6hrKNmc45rJqVwSa6o5mXPhQxf3LRBeal7HzMs3jh+ziqd69s2zYHNyS42sh8qiknaRO3bk2
7JkaFLtMQ5RjvVd5eWWEEEx0Hg1SCTWrWn/N9kk8yLwiqjJnLynEQ5Wb/3HKtpwbQvgJlNjdIkfw
3oketwUot8ybaomNOqF+FvXoYadhNCgP/EfD+qScOLcaYBsVYzMkfLQWNVqKZEIuHu5qrK+6pSC9
ZGX1/5KghNAkn0KbL9Pe1SkOvWA2+m5H7HMUhsHH/Driabb4f3BXStOEFP3KYrceKKB9JT4Zu0K2
2Ylk77k88IP8E55TRYR5MZd77/96ddjGXf6lmjXD9udLe/gFIsrx6U/6zZAZ/Q3s2D7CL5WXywDd
5vnt46GLQCeb3hpAJjho5nGdPdkhkqsunDHuO+d4lcVYXvA0CiFt0zgC46tn/mmfjBQv8zsZjGSh
lXadMawD/ubyZzo2wF9qlZCjn1J11O4XylNAXjtXptIQOvfhcJkb3Kpor6AiGouokTQvTIXdVFKd
/em4vWn3Giwz45VsLxRsEKUU9vtc4h130/hRdPpsP6ADqDyFw5io9/9ku7gJjNJpzYsEcrVsC8ec
2fGUHHOsllfV8uNc2DjVc2egRgKL5Ku5okRr4WFD/bTwZpwGPKcrIvWW0yt6a9ENHv8B7s8Eq4mH
wvhcqMTbUtg//CNsGmqPlu4PyJtsq0gbuXcb1oN7Eu20NgAA/j2JOiUEj8zoPue3Mer3XN+HJBiq
Lw7HXq24qyCEQ10RWKX6hY7IbyS4TtJNR5A7v3slkemwm6M4N+v22vTvknI4gT1j7aR+dobkwwyK
UY7IJ70Mnn0+T2rzxQFqHe7qNjB2Px6wt+JKgEUB5LBOiaqJLv7QJmK1ZM//xcKL4xDntnZwHL9s
FA5US+oBN5GDjWDiqgkM6EnYvkI2poqV0fLu2g0GwaDWqb2zeEwox9lpT1lacLzyXSP2PronbdVL
iXs8paoZdJiYUVrU3XziAUMo9+2WAbXeU3MqqE0A0Sjq5SdEZS+sIKh8WsWo3XduDa48YCuRrGTy
IHETJsx9WAycCm136CzPRdOFOzUzHT+jutjzGgHfoRMz3SmQyWJQbtfVGuFuuK72HE7m4tZNaGMa
xc3E1KjYiDK9LcwuNICQfDc1wLIcwL65IeqoIANp4Q7W8DITR+2svixg8pvzDbHjVUBknM8s4ES9
ScBnmPuGGYoAHMK8HbSjFCBIifFuWtFDqi/++kTt78QBbDX+qccJd3+CHrDRlVPm9sTjBo8CTVHk
rTqXoL/ZiNa4vwTOgGSYSru5+9YCqEfuK7o5Vyy2AGVsIkFXvVEaYZV1o8aMzOPNZlUA0+GcJwom
5rNiLnm8vICzz8ydZu01CTgjoGp7f4hBzIUoYkOfLD3DRW1pPGfDHawSOzh6fyofBTQaZ4gkVs25
K9wJHv6FALctj6EsMPi9L1mp3+ag6+1sTr8zVl/3C015JhmBLPTatV5fBKcQ5yrBWvv7soF3y7fR
XP++p2TiVk5bWL/Llo121rAnGeIvcxb3E3NByi90UUkdsTeov/Z+AaTUMsf7tkkNutOnIrF92t0a
n+qFqwst1L+ZYcpZJa5QkQFnQVojCv963tnKduAFeEpto8gG8r9ajhyEOBK7eDskczDpMdGB+EgU
c4lMKrXhho9Ph4yphP8GrCy+CyFAkXtgiIIWXc9wUG+FcCA9GoxiShu77WrbAP1MNxuIfWJhTzMl
o90fzu6fEFHm0/EDPYtPdmDNJm87YhWxJhhccG0kh7XcYd/fY6+0YtOTN+Za8Z62v4blgZoR0Eth
bCx9TGuPchFC5DEY6lWx9cQDvhF5uuksobyZxEX3xo8/M0Mw3oWjyHBA+AqsHRJat7gXQBFFxHpU
jztBzeNAE2IMbJIUyBsGwQlYl13q4TcBXuwz1CX7o/0JtM6d0xGoeVPwitlgXu2m5o3uhFlj98Jw
aBTJ2nG2xOH13aSHaSOgn9N/JaPeg2qT4W6dsCyU9JFv5R0UGa3EEyu4UxQcbKa1etPLFhMDnJyq
wKs7k5Z0fYSNDEApiuA0EwwbnV0lcuiuJdTnWWnHM15BQNQ/OblZGFhjBTJW0BiP9KtJQna0SE7M
eEjQ5lcxWJTO908SCrruXP9wk28pODdKiVeqSpH3bWw7jhFE61hsxNyxrocJ50tMBl1bt2qKhdTS
nrhu2KLYLMPtgYDYk9BfWc/O7fmha1k/w6v2l0HrNX5X9ICfuZB3iH6+djnP+EDtMMw8DluD5Txz
6ib3Tq6HNeJBIXez8npQ3OtVjdMNgD68H0uX1X8ps9dB3r1mu2YYtP+ajWUzHQ20RU4XPg4J4bJT
9cOZpR1F1ggGGvsu3Ydr9WoaAN1ImbqRbTvBW+Rn6cuZvjBOTY7pU5ZO5/cksz6EbZcI/Uvd2HQg
/ZWf7FaXSrrAmus9oQfC0dQZUgy00XDFNcXZcL4vs/h2Jex7+jZcH2U7AO5wmxKodPVDrGYgkdQB
iPNWKXAWRHQFDTcxgenJrHg+62nBK/bUiDZh1X5NSJg0C8vohzwqt6NvHhI8e0SWeLO4qx/Yny3A
iwNzQfro92yS52oE17YSg6P5qzN3DH7e7loNp+D6psp4gTFHmBZ6P1F+T5Tb+9bzfZ/ZBG3XUNpS
Sc/atQDaOdTceJO+iLYscXvoO+v3sb03ltrSAK5FFek84w8LzD9WLZ5brplhUDmeISuo386WNu0K
uRxLagFbUxpFSj0if0Z+jE4dLdde59UhkwwlhkCJrC9JAB9RB+ctlJr8WtIGpPVnTsua7Et+iYuT
i2z6mCTZbJGnPxIURprM4AxOWw8PVga78G5s8UOCYkIjAeSoEVFCrmGwdDtvRMeN09FlQtOdEo5V
qz9H0rYkoBds+E82c4Gd9uAwemqGfhu7G4K3H25U6a5CjYus00qdX7xFQKaGETCHlA/ksikDnNav
0Mzw+rltU/oLq+dLHmlkDx6lrJUpcLL4lLXRKaW6ZWCGnagc3Qadfef/UCer4Zu5QIAZNJBClPlI
/N9V0KGVwuyBwBKz6QCTdRwMZOr2KPRbf1hcfGKk5IIC+XF4ogQ20htvxeTI2M/LhswoO0Fhc22d
iySfZBw6s4E+I7DU/RMSE8Rf3Zfwg6mDDiFlimFGjNO7KBgzx8A2bhtI4HhrTNf3oc66vUfBfSL0
6wJU+QZnvW7b9AqFlWCktPP8j6EXFIeAdJH6TUR+/wM9sM8ubQQz4gL6Q6G+YjQCEPQ9deeoRKov
V5eDA0GB1ukaGy4GUElhYnVlDUWodBj7DmY/qj9aFBy2w/ClicM5y79a2qjR/l1RpEvTYWOfj1Hh
VTzrzFf3NTTPsdWqd+ZCs3JrHSm5UVmyOcp5OE9F2IAzMvFOtWU8XfPBr2gZ4JtbRF9a3CnafDWE
/xUIqsoe0ec6/HgbZ4oefMEIazCI+z6bSNq0SIyJbmCnJhx9dkin9Qk9gCPWvFjSKJEtiIR3Pr2Y
BsfwlpargsEtjBlmAYje2ImWzS9QEyNiXto12iTuuB47QX/arzQSDXNgJEvr8vDXl64OfbR/UNSa
dUA0qY8rVmNoauZP4JSibRgwQ5YnTUfAb/oCOY8u0KLenWqjJ/p0l76yHvLa/8xoLO1vb+99rSjT
4+dN00muMr/Zr+HpzIfnnzNx4QSN7It5LbcM8+VboKNsQXwltfy1SJu8R6r721SxkJtz9Ur84oo4
mRAfu9cmOphDbWrMHapK/hzEtxVyvm58wmRt5yhBUAUcLDqOvOkm9Kl0mgSH6DrUe58RBJA+Ao1q
LkXUNLmP+a1Ym4MT1wgvVjfv30qV4XWPfz1nrfeQzQup+nvo6K2lCZdwdjJcoz1olKTjD9o82YFV
iVyVrHDErQP2Of5gljYZPXS87ao+H5jR1H4W4RMWnnZWxGk2S8obXhS33IOPm0k6NiMT0yAVTFKw
mH3dgDLJWZ4WMd9Owv5kcDS46b0QInQX36eIb55yh6bej61MwWapR9F6rx4Nmj8o1Z7eXnYtw2dw
XZi4O4iYlybPU4tQmOcb7t1XhFJ8MI+h4MYlz70gHJJ/CHPUn1WFnfvQy2gYLglJW6Y3NkUO+YwW
PToU9+MUKBUxpTtZQtWSDamGfo7RkYgvu7T7bneiSq8/VfKyrk80CY/WbGpqxtdprV2NHzNq5L5R
56k3GbS9gBmSINObHQMIil016aE/SbSNC3irpCR0dZvqkWbL2ZYS21xReLsBkUmvO8UDVHAVZ7lZ
gklpEWN8w0NJltXz/ANBRPMib/ehdNtb0ve9CgjoTxJtnmlMGoVDtiJCf11MnqsZfns1a5a8A0pv
HS9yJOCh4/KF3zWnR8A70HQMJXEap8yYpAn0xrbxb39PmwyL3WjqEl0X8ZZm7IC+c/rFfdIdaGhX
TNOVts+V2L3k7lglnNowJuXAkkuX5Z2FQ1ZsfFtscZCl2ASiWQCOF3OOYXEh/QRmXRX3T07mzXdn
uxIwSLpZ4y1U5YRpYyvym2bJeRwVJH3IG3xzfrQ58hfzzdyHjOP1eLxf2iiBf250rZvFbaoWHruT
QuoBitnZfenLqWeY3/1T9dwxTQcC1ogbyZewscG5GLpDFS5kotcXM/OfrSuQ4km8oXTZJgCVETFy
BNW0zd4U9RTVWj+6ss03vDTi4JHVbAo5BcHJXUtQlwTRMCSq83iIPCNWR6HvmxI+eoMP8YnzHLuU
Q/O4OrqoFTacKdiQYMIzp1MgR+fBMB0EXswrwi9VIwGnNbRu7KZETFdrhdX5mhrd7xfLRmuHYm0m
IUM43iTJaA1TKrZ5AdbmjDfQF4aRFKfE4TlPc5c0uiFHrX48Zw0flZd33BSLRaxwSXiFy7FayF1p
U0/D/drDferaAjTTV2kVp4ueQFVpcVqLABiRpdUrrfaeY87zLpphjihe5WUpPurArgUQ2HyDfYZb
EhxphKFR85IpeW51jWPlyNha1pJp8p6W2SgWF8tCQ3EVzVoqyxQAyJAQ3NTi9Bh/ivPdwq9vmknz
nphef0/I5SO/EkTUcuhglt94j8L2O/zdtzfJn8fnbTqZ1q9EUSRLn0xNekOoqolSuPhESgCVVfZe
MTEYHw9JOy6wECEatTWamqrepqzuofVNYa76+49vfMmn3GkaoSmHagxhM25XnAbakXNEgjaAHoZg
AN+hLzLTvY4BIcFUkTCdKP21PF40KmHmpID2mqC3gr5UVuixeW4YYtZ120eZDqD3fDnEglQfuOi2
w28ZbdkBShMptktQ0i5aE4ceboMEZBAz05RdLfIO9mTe75E/jUuCa+wU+B0GrERalAcE9sMe9x0W
kGw8Iwb/drgsJVXIiWGmOhUxWYUFnr8x2XAw9hpK7wc60mVSqQtdrHUBync1ierxp94sBiAsXc+Y
VhPbW2URqXsuRkaQNxcYYmhBm9U70omxWKL5Js0ONhoFRDmblFS7Heb75XZjDRLzT9TFKJ+42xjj
VvAdD/ue5p4T6M6HVccef51fY1XMzf1Ql4yMbuJqsHkk+fPEPNF4QCsY34y9d7q8whsqrN8qWR7V
CKHN4OjwO0RMvmUgcnMMFShD6u4rq/FXCdsaOz5RnIVQ5BU97Dtma5Br1KBeapRJHub59UO1JNIH
gOo2c88Cir5cJzsWT9VeZYndYbmou9pt38K3fn0voYudeF92YmWUSXSQnofVX8+AsC6a22PisO1E
35hEhONCp/An+z+9mnVhYcyhL1ChzUcVvdA0qDbu3JStjqTGlr49WXpGdUQa07gD6/k6HzF1YAOh
o3O4f86Aml84qW/ReYqInqHBDtGpXuQL8kxaIvbHEquhBKfraX8H8QZzXlKS9+L45r+rAGeICXWd
Ul9COuV3472As2kgp+OW1BGs5bTLOpcn1e4S7wwa0ch+afivfhYkNvyPgGHW4cC3valnC4fKWyP+
N3zoB7fFe56V0BRF79DGyi5PfmB3Q0Nr0E/Z1qE0268vbFvJlLKz0fUUGP94F2nQRN1QLktunpBi
D5qGpJ0zwIf7DQWpoGv80lgYet3FD7GkoTjG60gCpPV5U4IDnf2cV1kASCIueRIyXPElqxdSrrk4
E/uvLwgkKMyqj0RIdA0U1aPMnbkoVK6y63MyjMiqlnok77mXx+DZSHDTxiM8mzd5iOR8MPs05kS3
RDojJDGAI+zT6jsGejrKbb4R7U9KXxLot/FlQIVsjq5n+40ONe18fyvZnpRlpUdDfTDesq7v2UO4
YJ38qjQM9mx/61zhnlCCfidDsPnAufsuioprem7dzoPyH69usIOQVeWoT4BXehnLKuubYGmcY3Iq
c6KXCdrZse1L1baGTHwIGZNzHTkF7iTMyDpydcWeqHaKM9RYpZokAPnl+J2Sc39pvx94H+TbDWIJ
ralmZItM4xTiiHGCdk+mcjF6nPKEzNPGbfMA/0q9dZ/3H/mAtQKy+KluW/XqxO13ok0Z1Mh+Yko/
SuwI7/UYN9TVwYphxe92aF1RKjrxw1TCHXyWrMsCwQOqeYebBJvIsO5Sucxu5KBsNP3neZgQNrV4
nBldhCBsZ0Qa/KkK6RZSu76PZYBO2XCu7H3xPa6Rkr1QPTbss1QmwVipRxUWZwZLKNt8wP0fvzQO
4mI8Ok5uHyLO19ly3ixvMMDSGelFg3G0yaGU8VDxXFA1Y8Pb5gVqrnu/fjbO1LkgU5VkIv2NGGJX
NJltfeTiBlPak+FsuMAee11/7VwOOX3/qT4dGYvaXUdeUbTtzjoLvDxpVxch+NDdI7EfaCipJcto
G3zvxP6OE/eHH/awxcbTVdmMf2ju/5Ym1mX5oaCxPy68qAVi8xI8jIk660YqEyY+yKAKl3MsGfV0
dmw0wYigMhMh3aehneqZrAG7vPtN4Q3gbLtvKBbT+pY8DXdqZIKaNje9jA5XW/NdOJ5ozR27xLXm
WkIN40NI4dz7rYwpTy8vMpWhPcKdy/8/LxGmNxAhIQ/r3U6lJc9u7/klpbF3rd/kGKMb/+y2/NPC
9k+bvKm+PX0bovhKv7f9vrb1FVOKWwfEXu/qvqup1GnMxtf4roo6hxbr2mPKHK1NSGUqOsrN12ga
zxV7pRp96JCWraApLpmjqtzpYTvNduREelD/7VlQRW04snFGSpZPaIR4JrwgkYhw7+tUGWXVgr6S
zwA455XmdYUZaeMwqfOt8qfY0HXvFd5yy2A5iREtwmNSAGDgg00W+vInV5EStVkoC0fjC5KXupMC
5k89/cXGL+dmnqlxriToHY6zoa/MfR0Ywnd+Anppqk+3GUC3W1HLPMDDKg3hFYF36G6zZEH6RUaj
r/cLSCmETEsxEu6ZlQMnKh2T7KOofq1lkRL84m88NQHeEWMcMSUQxMHADLD4d2dXIZWmzqHtb2l+
RC4NW7IOD8nngXRgZ//pqo+KpQkuzFSyYiPKjYtjjPrw+4uW8qd+HSOaIJbHQseMkoTRCUinkuCu
124hQe/v8jqhWDuRteXZNZetmZcsJZhHeYC7xe7qQvFsyaJsTb29EYT4RsF2oQWCuk5iz0nLx5uv
EoKCxKSDeOGvYpkHr8zAugQJ2EeejT9sAXE0BeY/3lRhjGeStzPsd3qfqzfMfW5zuChHcY3aO0RO
jAnFp0QUM2Ss8XEzLN93lFUxeVDpc+fpkoIBsj+8mMnuoLMfVtgzyfq/sHxVGdjP+CzbsC2lvxus
wDSIxSt8FwsT/wANgjhKwiu/C3ZTiqh5+LT1SLYy3NAqcApc+aXfVHZse2YC+26V45KIr/9My2x5
FZSXskDMTe/MtREnMUN1WvX3XWtiGGlk979bhOHJPo9EY2zL2lMGsEd3wa4T2ZR9+cZx4em6Sd23
s6SXk0z9gJknFKU1PTSzHtFxL7hUHvKHY3V4uNX3sD8s9fbNlIjh5dOqEm/XR+1Q7/tJnK8gmUQD
RtFcLdmkAj614IyPCntdPQEpqejggWRa6artXLyUAz6gZperHsvRCNGRz9TcXMrnlfVI0XMmbct1
ZOHAwa+kBSCG9zGfysnvJAslFuwVZQn08bYKAXXSievbPLR6AAYgth/f1qEZJlGlQATQFRvQjO00
zme68p7RW2z600x/nn5raCIyHteHy8O8FW6mZgGQKA53RjDPWitAfkTmRWmh8viiwtmZES2XCa24
s7lvr92XOABSCfZKp2TonqwUhEKZjSxLRsCYlcXZ+3cNrQPYbHY9fuYbxAXPeRyD21wwTg1a4hoV
7wJN+jLHUF0gbRDvbXnV2vrBw7HOKpGznnX5CQ0xHMhFYP6cJC+RoDFWYmLBrb6pcqkrXjf2clMR
/oRSzxaFhm0ZGVQHO9ShYaXj4zAsMta3WHEn8c/g8OUiL5wdv1oiegKNJTzPOJwd6h4L8SX+aloe
CQpvLEebdUytyKoPAyJayG2OSP5mCQK5Ziy9h0YNCZ8I4uhT6tlyjvhpDfcVJLnTuF+MLp5f502g
lCLG10BWDznjpJGVEepsS79FBPXZAlyFXe+sntDl4luaqjyQJl1f+nHk2aiPJXwpxXBA2/70Sck/
zRdp/CKa0AS1i6lA9e+AAQX3Cn49Rg3fwEPpm0DTtma6Z9UuCRtV+oy7nvOxpIBTzQ5zTzjpOzW3
agEPWyADqfNSuyiZ8Wy7RAFHEMjcK1LgYhAwMaxL2Xz+aS9JxM45I6jhj9nPW4CTxYbDpHWEjX7b
VwLu30aT/Yx5ArJfwqMzuhGLk4w7k9qyb4ctQ5m7XLTib5MLSTT+zMlAvKsWeYlm0Ri9J6yXOb9G
CmdIXg14DIebrhlUQec8+lSrU0SReGgvTCUWpcnvNnLxzBWaJlgoH+4PuCXtg28QQuIe1ls7cS8U
LHZUEEOwxQnEH/G7/wNvR7Ck9R9fMw2dWZLNvOaVh4N2OHnmt6BZX0SkKUvgW6uuSNeOs+ayH7Dt
uioTjEtUGQHG0dOGKWep7ugctMHUcLZfbt7cGmtFjtrjbo4INLIh9IRGXCEYHxMBWEIe9CGqw9Ty
hpnyxPJqfOVk4UXaqNGB7T1h5+vWNwCTiDKnEE7SwDHe0RBodA8DmU9xv64D4CwrBLoy+lXDz5Sa
3eYdmJ7DABGdZAMmpRq2JlUyydM0Wbz9sVIj7HV/2TtUAau1tKlC/a9ToeXByqSKzRgpjG9BVNiG
jkWAWiiI7YBRvzg2gTbBVB8arQ63OKuqZW4Z3HwrTADe4A6w0YkHxcIjgHhnube30WQH+IuXtE4+
uZO/tfbhxxv/hPwWkeVCJuVIILvkzGKo99/3xsyMVQ2GUreWsxfyiGHWabrN8ui8wfQ/nXOBmBXR
+IlD6WPWt0I+ej4B4FfCw50Ew0w5tKD4bUb/65m5qP9FZpgIk/iy1S1y0s6t/LideNzjOss1Jq8x
ZT90FgvNlKqeACPSjAhefT3vmxFbl/fO099s5cWkcU0K9TF8l1GxW4RMjWZZhBfo42Kd0xq/enB4
avr3UFCB5l1543BFonVbBmBGppiuLmZtS28VF7nom2nLSXu0tDdIEg476faN1PTflKQGW29vH8Un
BBksrfbMJUVegRK2yYdfuxkVZapucE1ZdjjsSPGpw4FkrTgqP0NGZsKShCbv6EjxZYFBvuIoJSSI
jXT0qlufUPQecePRp/whVR9DVTqbAG5m+QPfh3HzUErWQ/5OV4aS6RkxhZkNf3LYnXe0o/iQBy+r
jR904jQ2jXEWMv77PhGgZPkWBnJQNpaynR5aOOy6kU4w2HlKqvEgjksCpM+VmY/g9DxNfGBIg5B3
wklt8p+wi711lKpBPmRDVzfIaAOeQsAbl7oG06PJdy9F0RfUPhhkspDRazW39u736tHLS2FSOSLd
03y/r9rGCaq332nM+4/birv1hHCa+66jUMenUAhOBIKA4gGqgxdYTJL9ljssp4vQHIpL3A/IwaRD
oC/9Tkflwu/U+hxC0WfydonfyBYVEFbVCpTYjcylBXxDcoArVf5F7j7lZYggvLGcBt8Kgo2reJrd
PQZXCZDt/qOq4eVVghqODBYrnASHnLtP5QjafM5LQZ07CscJwf8ckRu7zBRnSOcOT+MCRvZE+Ir/
+KS2kOpigZduYXvpez9ZfzlWEjNj8rE3SXEXJc/Xk8jepe9Qv96sgaN/iNolOUvh4sYSi2DM1wK/
rbFNtNtUvK0InOGsn3jztXEfRr8K7sh43XGTKwvKUXG08H4/mDM2tula9I648PvFFaArGvoiGg4S
20qU2wKRwPAMiIo7dBzz/2b4F3+sdpYZWQv5KOlAZ9m/jodX9Frm5ZymhzLXUryN4F+AF92CrutM
xFi2bBzh9JMLr1MWXYp6jJHi/dtpjrelSYTrrhnZYebk7ShQ9Ca0qSomznKT4Wd+8oYOO/ZDk2IR
lzrbQ5CjbbrqERKNh6WT7WsCKILfvMXZ+9ruqGZdcIUJXgnUOg00mzuI2FJNNN1sk8JHFsxpVvkl
ukIfX7dfz5SU1QPw3JaPr1sTzIpCxh/A18cVDaukykYX8YYdGLm88AchWLf0eMsPXGB4nAVYDAgu
/JUHnYxeSj39Ts1YFWjCXjm02foFCBKDiRdsI4Y9YKkTx25ksmJ0LkGYXd9lf7ldzZkxWzfsw4Fu
nrI/Sm5siLRMl9Ykv/tZ+uXtf2llbjt74Rj5UPNpaqK/QpsDTBUubrrcrXC10A65rLRKti6FQ4Z7
DlcSrXpme8bstCF+muToph9T38A5BBWJKz2f0QeZgPpe4DtcIEURs7BV9vsttp7Q0ONKTZo8Qsft
wLhJ5BCAYVf2Gtl4/TftNcPfkfmSarMT0PlbpzwnRId11UyuzwukUY2vGYoHd6QeXZZgyhTkd5vv
Q/ba23ckPT3MhzkW0MVDbGmFhCCzeDpXvvEn/oXBsEc0dMOJRoUJKLyGQYyfObmApE1LXySDP4id
SK9GhPYlQf/8uE0uTnEz1Qt/O8tLiqormyfBh6nmicNxb9yVVwagXuwX9a5BmaKNKO21ZUQzP0Kd
+OWxmKjxHBzQY2fPQmFvrnrgHmo9Xd9H7x76EkAGQosrOm+of2Jv1riPxdxgwDGo/emm4Z0TEJ2M
nLWiA4L2uMyU2XPtzwnnESN0PADZNB9hZJpl9QCrl0owZebXz5iHb42F9kLhKkwVUVJexnrbL+Ja
+qE/sjCnfuzU7qsHEQQaCYPFEGOTZdPUbQWaH+/VM0g54RjXVTjit6TtmZxD8+zAqQ/Li4WOSB3D
qCmv22EY6KDevHEjLklfS6DwPTAhLkwx2FlAcyssCmhaBPcBLNcG0MXvRO7rccnNz2hp440btq0O
MNXXwhb7Dd4cpI3I8RO/SYkl67ZlZ/ATiCjDjpi0l73PTIWo8gOGoxSpNd1CRVbVwl6CaGni/ed8
3ewWjjmcYPmWY0rDfZxAaESYqc5AwFz4r9AS5IB6UdUi43e1BhUNjYzUDpFBKqtDnXt3oKYVQxo9
oSbhZBOubJegIc5HyUqszQVYkKuRqa8vPG5r0gJMrLS5eFe0PDVVECxDh+yXX2QLRzB83OeKP66I
HJRaWpg3wYFTuAvKCH0iSRsvFSlMpBYXFIHWFBb2HIzYvpSd1/yV6lwZo9iIGzLc6I1CLV+dCry6
tocztnQjnP1E0PmT0OohDXtJ1XBve/T0tFCVIJZmOdB0G2aruR6XHbPuXnWWR3DZ/6u7qw5rLvIh
ILsDOttXhDuNgjmtrd10N93wVe5oFVmO7UTvRDGT/0yYxz1BWkY4AzXVlikcBulO6iDn7eQpr12X
kGMB6pPmKTNLoNu0g6xZtJanjBZaHNYHyhFZOxMjswgEIRCtRzhQc2+/1wJrYRx9/iuCDg72S05w
C7lcCUorJu07WrEImQ1if4ROsOTBTwCwNgW3wIF9c/sntyXd9FceMh4si5pVEN8AozCegpL1ydq4
zv6+0zFtXP7hvOrawATV5jhAZ0wC1OvnplIaO9w5a+JzLO4X+ouKf/Zg5RmBMX2YBFqyIiS85Qe+
kczmA3SwyC9cr+daHJjjgJBr/JL7DNY29VfSUbyviKLhc+JkrkrlD44rdlgUSukPiqXTR3lNpN/0
Vg80Q8k2Bm4Zq4g+igAH6KYX6hbkdiIGeD4z3vD0BkXeGwOvEv/6rjQJugW8WmC4AnKJZ+qFQCt1
SY1wQmdsSLMlB0IIktEstLIQicLO3Td0LvwOBBc9zc17nBQ/gelxS7b0byrpjzs+iqA147m5r05k
D2q7QMEGsmr9PpoIAQnQN+i68bdHAwvfO3NIzIsq6vf0cdUjdkg8AjYIxrchyoMP0iuSWqlln5ub
kUxXySaxMtA/aBwGq1bxBJ3CuV6j8Xh4qM2f2hhllSPH9ybBFFub1cQiiTgmdt0lNG4yWNBQASB5
jolz6y/jDB11QiHWsRL6QPy5OglkzBAyXD3gsCalJ02lE906uI3oQYslcsk62z6Z/TUQrbcdKdWd
LXWeDHHHEjfItUaSRgSPAzSr9/0C7CI4namtsWAOu5S4O6XZTddV4TWvo8jkw4iMuJYqKBDRxKS7
VEjeW/Fs0KGEoX1E3r1x47EJxBxtnMtPeYJgnFQF4u4BBf81tr7LRqg+z7BQY1W3kWuwva3pEpBX
7EAz3s2RPwjOz8nUga/Ey7bFp9UOeLB/GN93aIhLanUvNIVc944kIsICBp/nc+nBXl+aAX5GDy1k
WXwNtpIPtLt3oNRdBkLI17Ky3TIjD62SMFTEg5DUtrqa1SmMCjA2UzgXZbDJx6sdZOGrbDYSvJbX
GaVLdGPfgprMa9dhOARUifM+oZuCNWL5N/W31W9Cl2acSl4Ie4iRw2KHBvpzGQjr3y1r5pxviyic
Qyzbha7xLGpN4/TcYEKmsLJL5iaEfWxp934gopGMxELNNRTCyZbyDZdPaAXsJGvhf0eLRTMerTlh
R6SahcPt78ZCXh0ZbUqAs++VkZBMJtlhiDpcGc1Wlz4YJHRVotaJM9jtSeD3XYXJRWUWKBPXim52
QyO8+arCppKBE3JNcGDesQkD3q6paqC7MMvofV+H9VqKnVAQ1nZeDesQojL5PVlrntohe4eSFU1b
24tPjPLIB/+DPwJy4z92Z6HWLtXkl+4o9yzn2ZhmQqQBK7/DrE6I0htFpiItU7iOTXrufKm9XRBL
jRM0x7zIjQIpZWLOEsoys6UJimiNJ3Zm/qhmXUva28mQK4XWoFJ+wuJU4CZw3XS3ljqCXGOb5K8e
ujqsUsAdXfhETcN+5iycLutBntsHLe2mg8dYONDsxUbZ1PKy/QMAs3yuks1jxlFq0Ed68imkSNWu
YXqQWtbKr7Wzg/hXD/DoSDOabi/JFvwvhNgsKCFAIQs5K1kizwLVxFVc7ietMmv58riEDT7vWesn
7Xd2OgxOCYo/2uMmT2MCtN9+PAE9eDjwE+LsoEN3lh0/ZZCP9aazZJw/vOhu7+LSytv/5ZDZ8ut2
JlZFV6K9UPbeT9oq0f0KcZvJDvyetisX0YKBO5dnIX97FjpjXmEewPgaFkRWTCrq7Hc6xfkPfeGj
/b8WFG24s31y1lY7M8OtTjUjNPRBpLth2+JuJ4VcaeF8KOuQjO0GVr32cutIwIf3O2ej+W39dUKu
AWWmg/nv9KjQHiT1K6iPfRRtx+rTjosGN5sb554j3Pa7B0fxuc9owtxC5FCHuEgOL7i7aDLJGtvV
WEd3KhdjGX4b/5HounFya4qZmPMefEOqYGC0g6Tw3bahj2diHuhhAIl0EL6c9PBQiDbphtOTWQyE
MYJPrhAGM/t5n0AAgFza27yijujGMaFA5OeXjrO1whUyLTzfMWbFiB1aS7bX5ItX1PRkicssg96L
tqsyaJwesnoEhloGD0SPmkpgyGbGySyNkJzISwS32843mS6XrCd81MldgjjcJj/tZNGGNISeK/R+
y0u7LWcvmPFxQD6SeKZ4szpkLMf2FXr6OszFxDWyns4qoyaoH9ZC1SvWgqhf9pLU+bG+fbPU8xig
b4icZq/cYsXFo7M32gcuLGg+NH22U01CsBYtqfDVXdu4sIBEh2CQT6cyG+Hkpmup4Rspn8rhDiM3
RlE9utZfSPnUjqBZfzhn8wQbNDvuFqEaQiiE18xEeuce7P0wceGgT8vja6d1Y4teIYybOunxlrsu
9bXJE3SvElAXfjZdr+CH+XdqXSGQ6APAWTmr29r2UJ+VPiVvxoLhxGlS2n/mpoZLhPHE2x1Mc3ng
5E05WEpjiov5hYDDJK6I7q1xxIjmVmyRqr0cmiiWbNzNMawaOhE3s/zD59N63GOQmPDu0TqMizx+
fkTfgtzd+DJUwFP+Q9e+5ynxfMHM5zeBL/js5ND0g5wfoptGDBxXOQqJUrR0rE8emuW6oNbM0cM4
rdZvgTBHTwxoHluYbjeAYSlYylq5Q+27G7n0Z9rXpfucz8tXwMgAXUo7MKgusGpHC91piKv1VnO6
fWagT06Pa+whK20fryTssyuhb2gnMKFP8Y2eCnk6sm6VM0zClFSJ0i87DEG0Bbfj75rvxk1FjLFJ
+ektwx/Fly4x7PM4v7uUsZxH/O1pW7Xh/VLoZ2+077aJKI61kTV3M8TjDXtmQsfxRSNDxK6fdJPJ
GFAHoyIUd0jehMQKszH/4/00iR76EvW9aPUrQ+db3vvucyYVuua9USywUdYRYgXM5P6fUJQVRPNj
jW0++BPsVf9faOPOA2+7QWXwAWcpa961BLiEjGbU/lFPEYAIGbrWLtBqvvWQE1xR0UgNV9Q5bC6j
+58k606BfJk3wHyxyHw0y9du4Ulyf/s0hxV8TTqHkHr1KdlrbRqtzzch11wauE29NkXRRBZb6012
5FGnaY1kgOBzwSUZKJGxl6eNnJ1+FzMJuUKH50tyL0ShBbvLQAVwnzV0UB4yPianJb5J0ZBz7HmV
ynZDVTDEnK7OU+QF+51zG9y/ju1TC9NqSGWSjvggdbcT8DydYz7Ser4t9aB74sb7pc9dMpKxufZo
wYZD5KEr8i5V8CiahDAJUBooSLpyStpUN2JceSDo6kV7qF6+/Ry5JpypEY3K/7o0dS4pa+BGP02I
afqQjjhmu7uPHovf9b6h4i0VmKNADdAu/BkxTZ/L47KR04COawOqJ2lYbJ7pf7gdEkinUr10vpHJ
iQfZAR8kXzSl7iCI2n0OMt5qUsYPt23nYm4QNP+ttP/aup/mRZHeH7+S2ZlcfQqdBdFxI0D0sW20
fUEHTXX6kpgXhuGYPSwVGZvSqgbqHCHf9nYNQYMO+7AGcmntoL3pnxRfIa6oMjK+fNIfeSDm8lej
2pd/FoB33rj8gq5J/XhkqeN0CgildxX/tF/u1fHnF7J0mkhftpLDlI1tYX5noLWX4PDbrI2qq7fk
caP4tEsI+OK7WKyfdRUX0ufifYwDhkc0/A2km2QXMogKBkfkyjt40TayTZ5IjbqZoMkPhwzCkpyl
iibsl0wDwfLIk2LeJ11WDQ6yDk7bAXgWbq35IU1pNWdGyuJQHfY7DbGDWToVBDiMOzKzdu5Wwilc
fVdcimXQLSrUNut4CHpZu1oBqZqiZdR9ZGERpAQvlQVYDfoO/C5Bo0py7ew16rqQ1k0/kvtoDRAj
ajlBJJOhHbQ4gWSLBd79B9M6/70wtlsm7RpSlKQkiED6uoUNTFI7XGeLQ98M6WpHs5HH9uY/V2dO
2OnaVKtAj/mgyPWxXTTTeP6kE6PMxqVwMnV6LbF4vLBNmjg31uOQjACsNmjyvNSeFFl/okGrQ7HM
PuvXycNv7YpJ8mt4jZXNB8Q5Y/8bpIuaCzPaT+VA4c8rN12I1LHvzKW1oY6Dc8PuNu12ca8SsN6w
vL01kQ8IrZVOYmEQNDlJx+1d8hpo3IOCHHq1aThDBWx+aazE6K7bJcAj/4tZ1Wk1x1L7H0qHb1wR
hPDaxHAEvzSSNuY1pQmdGSj715TYqIuDM/1ZKdsClIHOhG7y8dpP1LWkptDnELiwxNetyrRL8qAx
39YdindXTTFceigXJoUY1KlqrAEPZ3tfCLHr6UVOUJzTBQ/rmkzL8vZ8EEOSo9HGoQN6Xylo7XyT
aqVgyQyqEavtjtpPzlBu3PGie43rgpFW2/ipDkk1XmJOt2W034bTYdztXGFUtE9Vo0fiMA/oY3I0
cCU9dzE2vk75pnqEnHEmBr8ba2sBqH15AW/PTp3DmWz14kwKPr5XZS0NXUm/FGtzhWu8YMI10Ju0
T3w4hHqW2SJwo2QHabXysrjTLwvhMj5KnH9rSNDSwWlrMwHk4YW/UFeCc4HF4t9Jv9P+AEe9iiK5
3CO2FjH1V156PNNdOi0aBIZCIKEHXigHX64fbnOqCzs25IMcEs44vB030LrmduwMzdpYaX5Mdwgh
aJ2HdxFJa+RRg44SoBLQML78g9Ot3m091BvvXXWsxixt3pWUvdcC5BuuWTyVhAUVNfEEsFTtDy9X
JPCEpFmXokAu2yxVsrF+WqL4PT9vDvzf7ZRrIIFzmHvNyMrPm8UQgXzIRAYL7qyDaTsM/NlbYM3e
u6IomK4mP69sKgRe/VRzdwKvyX+r8moq7Ql5HZLiUSHuFKiFRJZAUcYUxuelf3S032ezjU/vJIQ/
77OUOLSulJcBoWe3tFwTja0fAIe1rSXfH/wxfZDB05eJZp3hykNK8teVpKagWCT9qaMqTqyQF04m
Cq8VkiTBOK1Si+Efro+sQgFUaqqGs10CG0u4oDTcaGjOea8iPGUszKxYFhbA4noarjGU5/FCKyH1
iBwOwdwjhVIoaBfwbQQv+TXhTZYRKLglwZ/aj/AS6b41SXNh7b3HOErkvQ8n2rKOlt8ZaggStiN1
vutaVIJ6UgP9SZVRobEuVLsjin7EscmvtFrEnXfFBH1xr58Es4crx788c5+OrGPIOSoMwOYbjJ7B
x5qv6dCIKAR/9lyOuZDtnuO4JUgKhg1XuMgIzJ7Ur5JpNHSkqiz58iQCiGkk0RS/b2R9SRAadjAo
GDXbsNdJOtZuv2oYybjyHfW7ERTu4SrsUVtiMcQXOkoBnAdP/7E0J5s33i54B7dby2oi2K9bb42K
eB2EMwb2QPOkdwXxyB3uK/YL0JdLWKOjDeRZpPA6jAPtYi99pwTyfJDecKQr5JLDb+iUtrpz8of1
BnCuN2RSuARTzcCXOdOjxwP6tJ/9T0YnGa7DhBNz6pzE4ZSi06mVXd/nti/wtSstPwuJBRdDD5HV
53nkxq6Pf0d8axdLIzFyo4FKxaMmLhHR6nH3nPT/fei6hoOZc1fVjv4OQvMN0NakTLlz3pnvz9SN
v9sm1VCHR68vscNujKtBlZUH+OebJ5q4Duo2HgvUp+NKXTVfE4q2dUfv7H2Ff/d916+V25Kqbpgs
qO3qeLxzgFa51v/dI4K4GZN3CtxLplnFtUKBoR0gzl9r88ZpScHWEA1Ieh6YB6LSATeE3sB/QMnp
6s+rAuwC75NavyEK8qpRgZRmm3UCL6uqF/Mf/w7SUpM8S8uBptLPjjLuRh7xXqsOx3gc3i3v3CdO
3EfpjNbi0ZTTVBQkwJNS/BpjnAL0DXvgH6RrcdEqUtsZZoOEknAfajkwOdojnE2sMt3OyTjfu83O
V0xb5YxoL6Jgpru+n03T4rmvtFreBDqNtnM4j6B44+MAJjPx2VHdm6Q7+n80pN1ZY4MYQAmLxelc
3GGgaccvYIk/gzDNr9U3omBGztsR4ySQI2jNjJ+cDsRx8Omy/NTv9M7+83pc7MYMji0VCYTabYTs
JOvsiwirahL6kQiGC8XTDYbQknstcyODVZRekFjqD8v/ouCoJYoewoW96loSHkwZM6pskzw6for+
BqBalegGGMC78FZK1dpLgabwLBxAfvdQsV2mqvwygLDgib6UxO9tecGkrRsROZK5IDSZKBtsvN3v
8qObPCWv1lXD6eTC8xjD4KrnxJ3t1WrjNRmozDolv27zOrL9SdACocHkf5uAkE8Awy2ZrHWIdjjS
KoHAdO/7xNfphtynA0JjpC304AST+p3ICW+ZaDz3qDYcQvNUIa8nKfN1jP9R8fwK5yjnhdpDLLVy
jDJIdTi7GWZTCUi5+n/Twmb7I2XXbSkdIoh8K45i4gcyBrsRnOPg5tZCdfaMDZM2WzrOzJ97H5oG
oA3jvhPIyiT19wf/nJTraQj4mbpzt1nK/3TK/2F3y0DKUc7/QyOSyXpdQW3R1rgWW21WLg4HeVDF
4vpjHBm+xjceBy2DWoY0XixXygXDHCv5zgVkX2MQhqbGOx8Xp8uk3pwCfcS0hYb97e981Gi1UcE+
ZQz+fRIQ4LQQwd9CIJO9anzkMl7s6joheeOQNAKzoi8o/migNF1ZkfKTO9FXLo50L5NA/7efSq9b
003pCHT9cYg0sxiC6DM13Xxg4Ht2TgMF4sj434XlmyQManvwEg0G0h+H+e39Sv90gnGMKMYzkIpA
bCgjYwfTXvuWiaEVEY9jigbNoQJHflWoMsMCdimdp0r9giiT7MqVPSuksoU1cZuN3cvk1Yn7Fr3e
RYqpLwvE7Y99vYn0qEcHXtc3WnESgiKBV/i4mQbPJ//QWGA8zXqT7XPMEJGZlEPMybnY0rnnozSA
/c+Sk3uZwOWb2+LfVEK+iMVBdOq381oaGZbQgxNus4cMHrh7I579DrJtfwybK1o+xAxUucHqIvTA
kcrEtlN1s09YrHylrIumCz21beRJ0Mwk1nm8AW25tohJ1ILhDKzaScIcjfKhcb6UfC65vYT4DcSL
4abrukPbx6i/jF0BGPPDFJe9ZRqNJfivHqLCUpOhDCM4kjFGInuuOq5mxnRDBlBamPdZ93NfUisF
3vfLr+MD/dO1Nwc1xi2QshsSFQkLN/shqwSGGT6EJVfDyt0l5FWH4GlOYrptwVcUCfkcDwGAhfAQ
tI/HAW69MVi9LxTlLfMy3vbQTt86gRtixrsTwjDQ3IMDNshjIewZNXy2AtwvQMAUN+b4jXEQRw9r
PRfMmO7GY0hpfdQTlGx3a/uIXYpuTYNwDBTtj+muL4UFejtV9NbtJr1wtDXJy+B0kTApPkSwd8AP
7eIqHS0q0GTBdvBL21LYCApIwXadHq4/aRBcgqWi8ZHtNBNZWv/JhWjwBVYdrTvJHn5jBUHCr+Yf
b8jWBZx2tg0vF15jSev2k9CEuOaKt9YpCkAmzZDGTCS6pLFyjOXIlrkFlgLqPCjD7AMxy/wddrm8
IJYTWZzj98WCxUIfm5MNFMQLlBRe/k1u7w5IEH1PV9u4UiopZJ8V06ST9zzzIv+Jj31wAgeKJAlk
63VFeKob2iy57WrgBAm+PhYmZE0bsZaABbikaBFx2ttsQq6/QSw1NQafry6/ng8EHq830MhoMRoN
eLK/XBcAlsQqvNSrIb6qVSApKimHx0IR/wJlrpcqXAdVQE+xNKnAkH469/l4/JyQTTOzgKGFbUXl
cGBJpWcIVPw1w8NhvLZASGLfPV/XFraWvkBRqh3ChJnZ0qsdmmyK13yTRWxPTFPy/A6iYAPQzO2/
wPyHp+k1wAKAXFRi6B3atv/6OTVRyYTMuiK1ndRa/RKE/FLyNoDNGXvHisC4P3JL+hy7BoetWNkV
WI6lu7NRmTmO1Liem4imm61BDfHL40AWvQNimc7lhDMgMZ1KbLifEKZf0zniOjHZiS70mUmd4Fuh
acxmetZgSDDEjfwwZDxSfNiy6g9cX6CI6I7v/wBl5BiY6aWgzcEGYelaDHo8Pz6hLYXP5VWNeIS5
WOQYEohE95VsuhOqaE6m9rc7gRX03yM2GB8zIaGUsn6YG9KLXuoEqbPg/kCCmOXGIv3TpChhs9sx
poSicwfVADdzY/iChwc2FZYQP0pqx8uMyQ+Y1HicEEFcWRhLjfyKz1s8e2yzfgmKP0uGP0yt8bgI
NIMTShwwl4LaZ4+1aoDndagPLOWTkMSo7xkhfm4sld7lWzdLdNi0aglhzH29wFUL0GD2gPt8fExS
OjVRyCw850ZIZVaL99AGLavlN2JMuReTm0DZ9SV0FXSaMuoFAoJExXlVE6I26JTmhmry65Q4S8Lv
8h5WdZ7BEPn6ZjVpp/cPKOUw066PoIRQjw5vjp5jas4AUwwemX/NhAri95ShyO16PCvZ8+MoC/WH
H+MNnmdKRpZkTW8r0qk1OvJsg67lKbRywWTJrqTP5XoL/z++sjNZy/gGqNyf6cUW8YkpJbgPmzaR
6+vy3IpCIxhnI7xZXnlLrri9QzLN1rNy/76ysgGQqYLWgd2KehTsQ4JjQJdmlVPAc73dUQbPlBZV
MroUYe+ROGj62xdG05X7RkeWFu1cCW2VZS5zgu0K/A4cyHqRxUzFoxYMcLNYtIl6Ll+yX0Hyto7a
yGuODfPBnXZ2Xtl+4XLKFUM7D3EEyFUZ+T/dTH583SCLfel691DZi5E5Ylz/dcZ9Z+WhuAUFALBH
Ia1DCAT5lrHcTLLzk9kuY7HyH6+35f8jG1xnFLTnZ6rNTCz2hRRunLLr0d2FWhB3BIvnJjha/iEb
582SWUhXmFDCn78jv53jf/xku51sBY6V/IX9M/gZsoT08v0UJgPNe+r2ebxlkpNxPn2Ei8my+RwD
2P06Tj9BaZoe3JVzvDhuCP8LMBZo2CKSX57Gwj63XvYnBDZ1nSu5o9dXKTyhFK5y9N+tg5VuX1Y3
GuYJXkS4/m5M7ed3llvgIvkps3vV9wYp09jC3+1jjkT8QQfaSjpWArHytM4UmH+d4jVfGCh6d10l
Ksoeb35LGQ49SGVVSroZVRoOZ9JNtL5FW6z+Ni8swSFXsCx5TD3NkpnL4iSK5JjJzbU9kAbUTjAB
7lqLmSbFxq3KiF4Kt4DouKsTUIwgsZWYXph+gi3+I0Hj9stxReaT/m5CKdjgqLSzQCrisTN2I2OK
OdTUMS3Gpfpr/gjWWyvOzI0RHeMCb0OFaRbRWpcw8o+g8qF9nf4VuqzwY4F5o6qKHZWG8Ahpan+B
bpA6lYO7QQN9YD2IlT0U11iX3IhFltcIfwmcMUQMy1mgxoJW1tPcRmGoIj9Z7d2jDbw6p2+IfStd
0kXSyeQzxZGihE/g20/0EVL/Qs+TqAcpimc8LWrctmbkBFwODuBIfabtTZCdZUxEWOvOJ7y+BqeY
SdiYNsaZW9E+mZeLqVAPhGYJ7y1OoDKf+vFN8Y3akn91tTF5ibMwe9k+2zXRifleozW4NV1W2hi3
0IPj4RKk2esAUtOq5enOA/jdhApx/WtElaC7TSXh0oASxLG+qCt8AgweUo/gPxoqq9ehikRQ4KIi
+Qj0MkXlypyhWjcVoHvlsrp89Ti3kXy7M7ENM80yzn8SquMEYsnxbgiACUDUqnURDPOX3MSPyx/t
mYbv8h97MLPvF0EWRrXPrGuk8UIkMeRidOhmNPVPrujxvGNmWFG4Lm7EwE62LJ9E3a9E+8vy/cW7
aoHVENeFZWqSx596ky9caYlovFRrE0QfYPPr7TcSc9vIxAkgG6A1Dyn6+16w20nsxkwDodiI/2+D
r1J2EotG2njMCtbwQ0Oh8AcWrN9O7KOWCSB9+WGl/2oFvC/397e2pWQmm5pMmJ51Bhwh99wdd+k2
sJE3UwNMSF3fOo6A/2nprcYFN7B6Q2e4sEeZJDXCumGcSWm8WgEHySWLewtrRancivWzkfb1lvFK
Rb43J8IdYu7tDn7oXUDPzBzo89NGiB7jtJE5t4fQlQdQd2gPk20ottgv1JiYn6HbuQJyJFuIm81U
0AKKvZ47QeoQgMpQseJ2DLTsiGZeaE9r8TaQJBZr/gs7aFec13tGexXXa/8SYOs3kyjeTabKdqv9
zV2a46YfMyaSpy1avXK7F/uwu5BM7Lq92xG7Tl00suFCLdi1R7xJevTsGjVIDc9woYrBzUIIBbDG
CRL1b7NZ+r+Bz6khccnolWWbD4Azqm/i5UtbsrYDTUrHzXCJ2EQNfe8qRN/lbtpKupEHntQMi26I
p8pVuEJuIhsZzmNK5N/igulT7/hY+fWoNF6Oafw1Xo/1t/MqKJHCSIlTob962CtpLVbfA4qd2rGR
QhMNfbJ2W0d08Za1c1E4ef5aKCfF1mYYgWLtioTvJIIV59QB7pHVNByZmsbVyjY9joDjpfDBlr9M
1gqFIvrA4MfbiBgahBQ7WgRohuQHFhEMrXFWK8C3cmlsWkeMXZ6pQuiuunlmnRSf8KQcrMy4SQYq
nliaTbj5oxts7nhAylfdfRUy9MHK4VevhbrJR5WCDXl57WdeV7/RFeuNSWi3SF+TyFe84aOgs5XC
K5fKq9OsuhUmWC3n5YhMw6Z9w+GenRCADstf/vH0iSyaJy0ZWDm0SYyj1AZNtvXU2Slse/X883pc
MartA/vWYWqd2ThsFlAn9hl62rLFeoBWmBBFjOvx6Prn9AstWu0rMd7HXg9DjLFNwgk9cMRwVeJ2
xDaDpY40FnfaYlHeTX4SALwk7aZM/n69u6ed3wkmR5pX7kuvUnNeNg0yrhy2XwMy03groCxqZcxA
96bGaHcBxFpYrwQoKGrfsupT9iLXAj5yOepvzuUj6hmXI+w7cx4rPR7z0JSFVf2ORrJw7YSbA5yT
AfxYTQpw3d8VLZXiAxXO5jK2lvmPuFSwfAw6GaaVMBHQPvtlvcMZanpPVfePy+O7C3Ua+MHkV5Iz
Q6rFU/V9kxvnl2rVWUthkwkU3WSjLJvJec2ZlYO6p1tiRN7flevaiMI8r4tPqwpKJHuPIqKuT7My
oKAwkk7PKhe8SIM8RD8Agif8abARhn5Os1nvScgomsNhkw6wFcvB7A5h9FI5pkAzgb3XfyIbSbft
iHT9nejMxasueFfuSQ5nyLc3zu7D4nzklfIuksMqHVesGsRf6jo/vK0wkIJQdFzk5v9JPD/+EuBQ
WuQ6G/on3cH4BDSZM605K/QFD1H5lBDKyoGSswdVoi+xEA216xyn3PMZnMxywge0cxRFWD82iR1V
4cjjVRGsmUit3iLX6gpvNaF7vQm7QxwMOEg2UrlAGYsE22vA/J1YhfP/VNbqJheL55OE9hYFpEKD
Rv9zssaM3mZ+L4suarjiyCUbUBlgJRQJVJifuWfPHxN6JelmkfQC92822/qGkAerHieOyYTWjwAG
P11WE49SxCGLQ6PvDA23naIm2t2oNzd8OEMEZSsmTNv6/klUEQERvb8f6aCNteRYxkTGUCwne/4J
gHHNL5VYZC6wY6/dvdJI5KubxFLUt1PPSS822+WnBq3rsYhoVOdgr2L0Y2swAWlfyLe24c7iE56i
wPzoQt/VLmLxEQZnOjolFvAsASMiutXcXt3CfZnoEw+JBJPqbEG/nHcNJif2x+uxvqjYLev3SizK
nhhGOcqVO8JNVUl+3Oj+wzAmRSZwrC2mwfw4B52SUTtwjNApK0xqL/r8Vf0wwNMSxSmlDwKdKd7O
a32QXIG5X12dTnbx+0RXqezQl9UoNSkEYduK8L4IAH3n7R51l70k8S3laHnXGb2JhVx2DAmqeo7e
3QsjLqx8AvnI7nGdikc2cwlHeJh9OwtlyE91VYe4VoZa7SSo+MRQONoQIOB7xq2MYYYBdhRYl/Ka
cr4u0+3XHWOzcj5EvOzTob9wA8ezgIRAgbSw5REB7dWcGfi3ztgfUUOopnbZ9lPs00pXWI65qqHa
EuMGIMiHK5WqpHJZ9C+ZqAxNTk/8qH4sJdbQuHyHtphIDSU2LS8N8gGMP3SnI7u19iMLCyeuj0U/
lYO8nUkotOIcdVDBbBcALIA3kvXLJwsvFzvliD1JZI7OI2kTDFq/x6nbHa6NHvTK3f7tzr6arIWN
7fMzksUMZcGqisVHdt7XDuw1YvonXOKesKdxPLAX3oF4soWZM0K73vxSZoXzYCpyFz7TIgS7aDcT
85xWfGvvAiMINmboIKxRjo1bb10tZF/boRUU41roYC5dsNZHGoGQHrGsqfLpboXyIxqsW/4pFsDq
XpTXy7UQBuWSjvv8BxvB7WSX1ynQaBiZPnevvNcYhdDzNxOCLy79KrwwmKtg8y/umzoTBGXprH3j
WkCDe55C4pM8wUFUzqFi6A8rh/Exnpr9YdzwUs23orVvEJd3Lnenhnpb7oYntTwMFcY3t8FP0ete
K71pI9HsibstdwfvwZAQO91a+Hi7tlv54/lXEL5uHaagP8zmPy8z9MoW5PCIz676tV243Xc38rIi
qzjQ9xCEOwRyiQkqyXdUdkeoQI6+vGg2MRxudvBi9fd6OYY/GGD2c9B37UhyYj1P+fiEjsUZJiY+
c+cVa7LjFuQHO90WzsaEIBy4kZttqruQSSZyoGSOjYeYxiiwaDFasRTDCH0I2tTMeEdhofM+WXyb
0RatztDwBT4o3zR7MEk45zUfWZQrjCuyMYPIPZ23Q3sX/UAnEGmdMNA2270P4BXSj7i8prisRqbY
WPwmZMfE8YrKZlWfANxn8uEb1MCTy1MtX6AEdgPzMLPJkmMFmXXiuNXY+RBgYc8vryCuvDukeY8L
/507/ANGJ1mDh64tX2K9Pi1YkfwVp5YEmQFRRx9XmcyXadnMzvdkNw3FVSIUMj9n39HLUPPTgi2q
WCUulhtQCzpah1pJJokxHxxD2Y9hyMsS4KPuiZsrM+4Tdz1DmvkenI/Hxum3PgIc2Gocq+csaR0w
OHyPFGy0bBFAqfe2XadkZo74fuFP/0ptRdb1hMmNE9FpohSQwdzTD0Fw8cL+nhd4UlIvVuhilOHs
0FG9Lh/gtDWhyMV91HhIx1SWIAkSIc4pKKsg9Gh4ztaBuePoOKAaG94UVYAn15ErTR7b5TxjLxdP
iXsZk1BCLBb2GqbsY0xsw87QGLh5eGcolaY+Sa1+rPryCjnARtAnEdUjKUKbwZ6Vc9qNtwG5OBEO
jS1blSjbCwn5BclDPtbkc6rr7Y3e9aAQ4lU7gM8tOzWiO+0TkC6VG6oFcocN7YvJikPfp7wPjhUy
oCZIR07EjyxeTlV7shv6vu26ctGGVwFd1MPLgS490ejgCD5/XIjE6jU6vX5mkY4dbvWTCLTCv3NB
4gTG5RpoNwerRd8+WfToDLZ6FZohgIZfyFvaXrqnG91m4tyr8tOC+YmFatWY61bqvrjs4xdn0P5p
4BZ5ZJ5sekIb+Lz6UFSzxZMWm99bW/CDdjH89+C6e5/hA5ZK2K0HrAHS0GnMM+rxElReIR/6LH7K
VOVEs6hueO7bcvMnr8BfHKzWYC7CQzcSPkHcBTcUUms/1tUYoiqfiwxKszn9W+xyWYuBHOsxoh+P
VTRghPfkeXhdObSugLkgOiNGQc++m+y3PIruHBrbtz/M5BYnFSh3hA+XinC4u6SBDjRnpZ65zlSH
WnGfwlw4KZZn6oeljxuQAJCEyDrPs0qP8NUYvzZL8eT3pvMZEF11rIsqgMGifoqxwEuCuyP8T+zu
yq62rFonVnvn/VZZ/L19xaNkdnkpSk+eTg517FgVysS04bx+uGZsG7+cgU6Abrxxk7bmczLNbQeJ
COILc5AXdKifC6ItgWljkDzSnoRkXOUrprtoJOfG0S8iQzQLrnLcP+5RwtpiLhGheWJbQoXeuRjY
M/B7Rggc9dfcNFk6w6FMnraa+Kd/nl/jIa/lycxsGagkpzROtfMK5o6OC3eHFe92AXW6oM5LYQpU
S4FfSaP8sHP5EuBvrkfcklEMAvaCiDAFJLRT8cOFkDyaQRsAY2a44hifN4Vw5rtG7hVugxrpu69d
Qn+YfQm0SSzn0vmQiEI8rpfPI2hQtow1fxUAqUT4LHFWB1yzERaE44qGN09u6iMlz4jpq1DnlZJB
lAznlZYGcBvRpaJRdWdcFe+iQsC7ehvVIkR/SdQu6iU32Yk69B0cJGMzyyobz8sE7Fbi/Dz00RgS
5SYx4yiz2hnHU2+SHnkiT1WQCE7TsV+6f6ijBHEC0wfzCcDOWj0eqizP3q2r5CytOgwgr4O9RtEW
/rl9bWNFrgWyiMIBE2b1lYm2554dzzJxZCQgg6ds5XqhfqOWi8yRdWQU12YY3jLNsCIP9E8PtwvM
KndBBIlbfZsio+TeSiDD+hoGqxtaFwbxuCzmqaCMbo9Mb2GQZSLcriTCWN00UjmpGN01yZ5PBRpx
uZvlpD0VuV5mmsPm7frr/UAEUsvHbSo2FpX2b8wney1D97Y5s4vLarKWpQ+g75rumsBYyTC70NS8
IHE17q5w2/oL5tLQNVF+nlLkV3PAoCKNk7VxahaFVCVxDRL7XmP9tMFxKOmQJUFwR2EaXjhsPuoC
pI4sbuM5igfKzy2+PLEXkWGIaUMo9cd5Gest+rX3LTYSOknSHGgsvUR/Lqexmkv+p6o5QKHpQnKc
TlRMa/q3rbIXtNbSLDVKUjhi/a0SwRWa/4Eb8C56qLGBfH0kNCCETmDUGVgFJgqAs1OWRpwJjWXo
rcoSSvWH4jcspGc/N8s2uo38VRExC4FgZzHGVdmlWqx9dwD1AYgIjOqjapurLznyqQjguXWdd9rD
DGKfY3SZ4U1/4sHP9f8CVaRUr6wpKDBWn4F07v3A/bKV9CDUuTUHsIzfCI7HfKOE8GrMfYfxJnMG
2PnR+GBFC5h6SGUemdbSjTQHWs/GzMKMvhrQ8CyMPczJNbLXK5E0R6zbj7Vm3DGeMUdYQ8wf160S
BrJoi9mRhYgYZVcjOCtPZdBQKZHMgikk3VqzzVWmy24g+Iw2bUPFUUYg/JTTMDHBROacTslLGFNg
wCvn0irokNiACOr11Ww0mghwM15vvzv/kGZnCNu+AN6QrIV6dl9qPDOoHPTjKYlS27nl2yGbGsyC
2upxN9U5NuzwYK6nMSbKIxk3qXiTBxt3k7Wk4ppxw0a9XojzsTkLznjR7zpTcWBiUpeRq39MawkT
LtM8bcArSQpuiYLLyrD7Zz+/PzBsueGBUIpl7fFY8yOM4NraGiZDtAzLoPTri9rXh/6L1KEqvj78
RrxsAEc0ki0SSK1m+VpTQaNJQHOnPI8dVhdDebATZDjEzPGbzpC0IVbsYm83TnJQ02soT7K48ZfF
GDjRyQiYenS8TNfbLlEMlte/MnoqbcSYLm/xrhUsCAI/4kZgi/evu+tLgciTCTcJL+h41RNbN+n2
nuvVBjlCQF0XSmm+ZqGjBsHuG8lEMYFRQZcn18fGNrfct2andAL2gzWmzwpLLmwtOIDQRM/5VcPp
tq5KKOWtrb5LXQgMMHdvXiSzKgBQI6u3+lrHqGv3JI0La4qi5dTFaSB3LpLibwnEO3zAWdL2sRhV
h5HVHFc2NqSkSzZpKEREQapZ+LkY6lX9rnvMwXk+rajhf4hqKfF33fRpP585RrTODD68PYXvluYd
5WSY0PY5AkaqkgcIMSkoiDzGyLQMbk0vEriUEC15+yNTL63McFzsbF7dcVIeOnyq7VJFSpbfARyc
nfXqR3vK5+bcqDd4VXR8jtwPFnmNl5CvK/dY1x2UlaAgVnFYDtJVCjTEMw61QCCQ9vGfSPZQp6fY
z/GQJFy6d6x/agTlNV8fyp+NETPaTiLOcc5RF8BBJVs9Y0+57ZuFW0cZKsZz4B03QAfRoR3XCVAn
5teYFk1JnBfY6WX0WMqXRvIvqVnWqvM1kXrewZ5mHtTy0o/SAYtLhnviReuriDol07h57S45UOvN
un2YcSu5cfn/fPlBDVYeowuhbAke5CaFal//wdTm9SK1tsMWkzZSHCyVdsEjcTRMnY+13zw2Plax
04qyCyZfZCx6qnvt0lTUXImPePIg+SFfzbYzFJ4Ejx14j8DSrxrFmFdjeMUxbeCUh1ehu0Xr6yyA
7Tf5/t1QPkTl98AQe2G/yKgN4hqW2M8OxEskhh1fridhPgvrjwzmxUz8THf22d/E8nJK2OsMnoEA
zqHcx5aVgwlIUwdF/LFbo+9LNYmUvCGw74m7R5JL+RLqdglrxNUwL3U0bmJeBgwldz3t6pwkQwf2
IrwNlWf1XqWfyrmPRdbBhgcYbHv/B3QVk4Qg9D6Vf32EJjL3qp4voxFd7YpsAE2VGHFx9/AGD7cg
MrLNtXyXGXrjIMSUIHDpdPsp2rA9t9rGtyf4FhbW9FeuC07fdsn+wcjcL5lk8kpf27g8htvIednc
2yDFUC2CBCt/tlsvcPCMyG7AZ3lTyVkyGu5L4aeFfjGdHm0r4q9AyTJiVW0l+kFTOH728hcmz/xq
Bn0FgZP/w1Z9ZYY36D6Joec72cgNsJMX682kpIzSoehYKIe64nz20kCbd2TJE67cVAyMAqTzWR/t
/bMA9HVv9hefXrH6ad/IAeCP4xL+IF+WAgB/Rg4IC2SJB6528b+P99CN9dZvdr9SKa2CmIzCXNIF
aT84Q4HAdgCvs0P3xRChksJLfc8I+bcvr7p1RweS+1l7yGmkKGjmQztKKdaXugKNCKavYVLcim3L
ckpsT/x+4zEt8K3xOwth9sIfq7b5m/smHCXJ5eitomnb1UkF8dz6FBLQhuMbePj3e8I3vZtH9FQc
4TmMTxITkyDA+j3WuqaPC0vw8U4zeK/CH9YdKAiXIhELGhZX7p49yHkdPFLovnVgXk8gRjvEwZKe
ygNDMKA75TBNMzXapS3YOlu6OeHCQFv9oTmuACzIwcvbvyjbBv101NE2jPPNPRzR1ezLOhEKlznn
KIlEUsHv5GA+IimudfDDQE+HQp3SoqruC3FRluD2722oCHjmLmaXOdDo2wXktYOcJQ2u+G0IcM8+
f6W0Rg5XhnY3BkzT1FD6PqlijGf4LWbXgsJY20woGzIrGPx73SU/XD14gvikc5cOkEtnIni4hc4p
AwwQBZUqrJ2GeDlAduE6OPI4w0gqu/VWpKXVwmh+LmIMs8sXBRqE1jj4W2AIB/m5SbUOm+vtboqI
0lf2V8DdaFpR9coaNjAR9HzbhN94Tlyt5b2TVMF7d+pW+tlqewLZZzXiMnZSccKFHZ0hONDBQFvk
cZsa+xOoYGfjt2uP4b0mU94Y/aL3h/h/VBcq8sPZriyC2+8HzjrAmTJIf8ShdqNcsofJ9dyKriQ8
/MbdUgzBvplVtLLxo4IyiBKJRr4DT7hgzX+T8k4NRXqRgdxynx2UOgW0x/zaR+vFnsHF842Yaz0Y
cjL89P9abW8FMXhkwFmVwu60BCzkYrMcbkTU0dHQXVxb4gmdVG2LUjjNvvct9I6UyVw2YUNZEO+u
17BVv/8bwp488OK6354TRE9fejaG6Txd6zLqfruZOY4TGvSA5kb0ajjXQdfwR+9Qh4+A7zMzFE8e
/JPS59dETaoI0aF29uYnZpUZXSXK1bjGyS/2prN7a5wXKfZNfCtIYyzoLCTXrMJHH2fftMds7EgA
VOsqPcW6uEMCZLQIAWmd6AuqimTmP5wS1kUp3tBxrW03VsBpeuexTMZc6txpt2ZsUG/yq999FOwk
lCIgDFfBEWKQcFOcB3Xgu4wk96DKPAIm/xq4YCaPqzkCppFpOu9wByNt8iFgD9LKautrQg9vn+qx
ZPSuLra6Scu7V0PJ8zAffiqDxTatssggLK4TQSdYSmvzmmu9kaor/CL0aAAhQBpq6UDoX9/iu2/e
QWNU8ZNyJmkPSItPVSW0QsEYTpFP+uAsUe+oFsfLbSuMRllKaykOlJwFJyXKl/8vvA6kDzHcU9Ud
3q9WlNctNm//6rMmnD94F/PQmgJSMvXDlXXxi88ZpTb2IdSaqiPeuskXwCXWxomI7C+5152dqtx+
thY7u0H7ZNxpZnLSkRT6WJjQ72YA1acwDWQIjpmBqRJ1hVEdOHIQ2w1i9/WWKgiVa3faOdQHycR2
Z/Aw+CyYqdaquNJb7ICpf1S7sZV1T6GxkxIiJ6zBd0CjtDuz5bSOC7yn23dFWzxXqzesCuHXNjBo
b6loyxN9H95S0PPRynsKAiApWH9+C8axorEMdgktsedXz9tN5QlZC31CvUL+xSczayHiWyAPEg1U
CMn3UJBFAV84kvZn7Q9g4dIQ3jTr/UA4ac2V+NAyKFwBeLIFMMDiglTFruniJ9Pg+G05AXtgGCqv
kPLGcpHMaaiq1bYnnkvlzmu2tTJwo5XD1s/kb27KSCCSoXXaKzBCQTMfNu2bLs0OvDl3AipQIkz5
yB1vAS9Z04T2GwYvb55LsyHxk3qvg8PKtDLpgtcnJbU34SQAapeAjWruNL1jzC1J6r5LZIj4EZ1B
7B5o69vf3rq4akByO+P46lUYj+N7U3649ZYY4LHmZCH/9AOoM7e08M2xXhFNPBtfPXlYwgBc3FsT
UcY2JPC/bfPzCm7QnlyXG5jB/5dEZPC/BkXd4yKhen+klsJQPuS+wd4Uo5n4qAR7EMH4aG9p0nqV
SesfPsZRABN4Aim/23TBN1+wx2Bn99y7cnTyaRQ0xVG0+6gRKidziUpql/lGLIzcZwDJG/ZPEMsD
1nQw98LNHDrYI7PoAI6EfD8M5e75EMAjyIm4yqgCSPzqd02FjIhCrskcc81WmU6p/WFCzf+p+rpU
NC5R7tYYLij+SWPdTCvly4a/IhQGwCpSohw4414zaGM3yamJ7he2GeuLWrp5RQ/79No9ImBeOMUP
V6ZjQFyCgwEIC+Rn5pEOHdGkgQYu/XdMYPlhfwI6U/1+rF98pCniOJoct9jRa2yQLdLPuZEb8fzM
Kt2l7m4U0qH7clcDuq6OpR3draPJIrg+j50mqNObflkgpO2kB8W3B4UIZK4dELQDcDQobb17WIhH
FFgHQAuo/lj6v9HNpmAH/lUUe0aGOPXfrJB4FTxA87stvd6+T+WSN8yUaXF73V1iJN2zo6JGhKFo
b6yicMHp4P9RT2pDZ/dHd6lnPSXa6FLBF8YzYxps1FkdHKmRC9RvjlKizkV4dJVjiGkCZ9kt9aKb
H3o3faQoHv1jhhga/LPK5c13OMcsJrSCUyosGG1GD4Qy3I23vp3FL69PfAVhfM9bXlRzQAc8+PlA
d+W6erI2GQsbG2aUo2u54GdADdb237JxwrG1pqr0TBAb8szveN6XN4bwWyQbgqgf1dZGpCTOvMw0
XoG+IO9Y4NViDLfEYgc95d/PxOKccFoyEwe8DM1kuuaCdKvGaxUK0HMlkURspid0qH5v/5AeKQKz
GCneY6O/WBcSgFL1w9F9GWNsQ/1j9h3UivztS4GPz6gltANYlBVCxR0Z6ef8YnUKAaojOB3OkjTi
+EzuDpgTJR/I301q1O9d6T55MpXqUOMhUExxqBD23Y82Dwj2HSGXXjU3F7hOLppTbdQFj2NF8GcH
89viyNDEqOqlKkmLyMVvN/nuKH/5fSkR/WTMjz6lYcCoF3uZInsJQwgkTpgZ2rF42Tr1UnxjNPOb
ZK0w7SdDk3qFpy9uEPobJJ/n4dlQOU45giDSlxh8U2udqlMcxHlRIIZJ+ZNrL8LWVbmibMohdauV
2bcYUWYZEVUcCivpUYOftEa4ksuEdqipaemag8HCfzMOSwuQMPvSdURriCyYdpqEr7bUcfSWlPY6
inWCTbR0aZZc7ABdlNeVeAP1ArYMMp8iy8msWrocGhyxOk32uDUH5LV89SYkc6q+0nNMfbvPzot+
vp99NTR5mlzc5V3+7o0ha7WHqCqn8+nlI/jFgCqLPr/2RkSL8DYmh3sASHaqv/9BZQ9a9G9diX0f
8Nfd3OToCMjwqJlWoXWjkzxi4rWHcimETMfIdTYfGMcx3iTZT4o2Ax2sbH4TBtDN1aQs+PvtQ5SE
zytkM8PeojtlA6yXcA2E0wOFVJ9bqsqPlY5/JPqJvp/B7td2NJbDMSuJCiSno4jVDnyDuCQ8FzQt
7ABoceYCDAaUHJCKLFdyeFrAp6aFif8kg084GAOreBDGLXz/S7/YmXixdV6416y2i/2Yr0+mV6WK
WyEbKIJ3RGxPyBsNjlPr6D8VPXr+xs2eChCUq183pmcU8HcZjmPncCrNCLnT3/QS4bP97VGiCM/s
l9/cwY4WurVNuv4mY/aICNIRa8v/fg9aFsYKNxwAGmz2/lmvBsTRnbdIbIWbeGJ5z6LNGGId4ARc
NjTUhf1+Y1L28qcYyXB2se4pEmxMLB5pkfyyhgvk4S5Dv4t9uYkTAoPT25ZE6fWnZ+QsfQl2igsp
SvlcQ7HqBnJ27B0ugkGDzdI10cgwLuM690daf/cQuU1SnXuOWe4civum1S4HU00c0PzVoAywiCtr
efrodQkO5PsP28t4oRgaAzhxJHiagL9rXt3UY+K6kFO1gKnvfeIOn/gZPbzgdct/Y3srDsYh9nbQ
6UUg9gOsVTeFo1dXM8jChZUdMigTIhM3gpg8qX2uV+N7uYOoNQl6b0NjMlLDlEYdc53t26lLNGYu
FeQL3qOxd7B+5aPuyMsWcXi2SyjG6CBJsCJUlvwuHx6jf1V0kw9D7OLQxzISJXM1B9xFOt6YtE50
8lJ2Mzl608CtqrJIdFST6FtIemtrYM9hhJLGMvvsQtjNqhQgXHi4o+EfgiKzUvzA/AZIo6Phxyzh
VRjTmc664tCahuy3t6EXf+sGl/FNhgNsTEfbc+xWIL8Gai0yahIc81mLUxU0t0P7chJ3tD8xeHc4
iPjf7aIAn2oroM0I1YEQ+8I90tmFscMt4jnvREhuRwHM9W5qwDoPR1cXMriSRdCeOM7Xiox5xkgC
SJGmBczfM3I/my+eshW5Fh2Tm3S7ZS4bfIVi0NatF7FrHScj3GQlYRt2gZdyV7thUsncSwf8CsYS
e+l/kNv+zn/D5KUiwU/GPhUPLg9i0ipuTWW2nufKwUt4A/19TmX1ucs2MsUMSZaS76HQnQXuppc2
UNdUeE68SOx3+63HgJdHhlRQq0mSN6gy85Nm7YSTYA+tMXqN/3xERM6tDO+/17lH3SptiVwddjjC
efQA1QC2+xS2vem1iMppLAID0C9PPM3eOdVrE9xQwK1uq51tPsXA3hDG08j58UWWP47O9dMslUd3
/O+WXpIJ2vAWmYVF0fxIKch1RHnuryPXZo6Nd/BQCI6q78akKUYzyHKRoUwRVtcdvJJievJ+bWsC
KUJmQC3L6cYE+Sbne9PqOTlgmbOUllpGACwdH18A0dcK3oK0BHlCktgCF9tpJkGhvfPETQl5Utxi
ih0LIb6ykgh5PjF1EUGKHI/m8TKshZyf9ttCQ1qff2Vx7r4UB7pypPW6uQp0Oo7jq96FQfU4miPo
/L/hfnkVFL0lrfjWtPT4e2vuR+s8CX5O5jqKKXLvaqipbAQlU5x/bDKIghLOGmj+9z+JrolNus9v
nIcx6vZwZ3Iy6WEpbvVeK3Uyfe3I+1TmtY2jtanSRRC3rvvdXtPlEj2ehwXtdbStLkDro4VZ1C+2
U0qv4VWKlTBAbISnWC0rlTDko8gFwMh4SwXaQhnLSayqsDOhFGS2btQysBf29A7orwoldJty/ZsR
brTz9o+13KFF/YJ1m8WQy9iiwbFgAOzmtmHoxI8M/O9R1fQQAm8ogwSUwtdtjkkAF4BMIrFdHPwH
5+UpSrlQm9sC1KjVeiekfwPLY8lsBqU17cmPjGd2RuU1/h6zVSTVaQRsmy7wjD26WWxundyn9Zt5
mFq6NFri5d+Sv+4NWv9pX9DKa1tPWxlCbdY0287q03TFNdWKMtTNEj0OF1DbrAao5LL0wh1goNJ0
ljh4xgdleKNCyN/uVcngRDmJL41mVyOgOLbjvqaNH3jj8L0JFbJlF/AxMfWwqUgv0VRvnOWZRwWH
kBYMOluD7q0ovo0IVkbrxahS0PIrr+vFXph459ezgEQDTagpUPkL0XOvHRnAJFKcadzCI75qqbxa
3g/mqZtZT8zJDpEeXUUZasQtihyMoDucaFk0uE6tVWyRnqtWqZvhgysiqEdPqTDNvJHp6DSOjezo
3VMb5WpCcb006kAihMHuIrUuBunz0i7JS5/pVkeh+A6ijOWA0SNS33JoZ5nLI/csqqr/9mu5gzld
wjZnvFwtDG/2YYxuhX9zTkXClj21tyDRBzSv5ZwCIW57zvb0X0iHhpfeySUtPN3c/La6Bnje1rEE
RVk5nbI77pj4CpRz/xsxOm4MwnP1HfP3qMPUI0CBvzsTPJMJB5BUj0aGl62lf0fVXKsdYoQkNYCc
1t8NFb+Vrh/rMEc8CVBpL6brGTbH/3DlcqGTiQg1J542e7yCLMoP8MLq7OYrCsyC4jd934IpZUEq
egglxZ9HoxZFYassg+glObt3zL2Tzp8nhCDKzPvRVXffvTS3qLLt/TkimjZ36ZqfktJU5QoP32sw
XHxuvYecPdnd5oQAzzn455kGtqhBpZpgufiAwrMIpmZBUUu2F+4aAB8tkGYkT5cD/Wzi9bRoYjo1
ZbTIIdYWR9I9SYV+DYUOE6JN+3RCUP/7c43bQpsqmqy5lNeOmqSFWSJsPdd1d9RtVZkeOZOQhCzm
JPg9g2Y5Gi6LJbjxOajYVOjWos+S5+EquUtWh8TDuDEPtJJSaHBKt4Y3Vshi+NLPSW7plQcYhrx1
lXwdof3cvI6CJCxq8cHzRTeurjBhaGpZUMD8Zk3Uhc7vjo82NaSEClQ+spNufv0ywU4NGrj9fTm2
xp6qbhCndyF2hHSFjzzeWEBn7dSgoi9uQ+sZ9gd3HUNQzxmtrt6FrMWGQemCp+xJ1CSsuxx3x4ff
6mGGHCwOPwAVg1itgChowNtqNeJIR/ftQAPfSrHNT7pEtT7GcMcDgteK/GUjob8ZPsvkSO3FBvKC
zWJpn76jC5ErW2PK6j7cZjofRreKRdctxfA0PjMt0twhmzvKv3pbr9ICJYOuS4EyTerjuZ2W13bZ
z1IbLdyRj0JyBIXMZNu92B+0ZAGBY6XMY97jE8PpPk/tAKz1L2Cuy5cDrUdzttXXJO2wJarljxRP
zlC4v94qpH21fGtWt8yYfiM9N9PU2MujL76AmwjLicev/lcxrs7S9hq8yP2ydWzO+h1hb/+q9LBf
STGb7VOR3BMtdiFNzdtxlULRsldcBc8c1i83BFF2Q2jF9Uj/APriHZJgjdiDIoZ+qOK4y2+eEixs
s+b2pPoidpM6JdkxXuE6vdjio+kfi31SI/I+w7zyRrSFvoXXBFa0RJ87WNmkGqZI+KL2JtncSSsz
VvBgwJzGSI4Vu/0V2KjyYLAKOo8KgJULN0E4C5yh+Ls2MtQVBMIj+j0RbfIYjatYpQj2eGYv2rrj
da+g7AlGE5YgYVX9DDyCB9QbVjdKYdRqijWZaB8G5w1LPZZUS3CCGCJg/nmD0LOZnNywuc0D+ZMk
bqWAs2Yv01bc7DocreXH3hZ+nSS+3MGW5QnnB1VoaleuP5sCrc5SqfbK6tWZZbSPCRKUuOC8SSxr
EOPyu+przln7SOIqA6/yn57k4m2WMX6BZeGvjhJy8zBdGF/XxEC+VnStQ2pCQM1dY3LCrqUxyfvK
8LIrFq2Zk48jLlu5r3CTMcgnMrHFPUNE1s3/wuur3gSn6l8TgH4JUXO8S2I658NWoT4WvPaG/ALZ
CcXbL3297fIfUcxYxRACLnOu+7PquX88K5BHZ1F3UQMRVbLAf/eBiXclVDQhlP0gy3LxUsIN2/sJ
5HfcBiqqCx7KDitrWrUlYpE4TrxNDJ6ISbod+R17DeB2Lh+CThaKFkKM6zDejJYoKpubcCu4t1Zc
D3SwU9Hpzy7sufWZ2dW8Hz1Uz5ZPWx248JtjaRs6EMBTDpKFhTwe5MnhpZxmsnHIzUyJIqkQILyQ
A2y5zZfKar+g0Nmfj+Z+Y60FGbWNIUROksy3oSYxBYHco5xx2NnFCNVSF3QcsPyvjDm3sV5cs7Y9
AAbokd1Zfa3VuE9Gli60Op1X6C5Rbwo8VVTPUAnSAPC6LBviaj+xBpXubDHb0eoXTZDbE2t4/XYA
qK6KkiPKmJ0BeL4yT6O33TINr2ppEduGn0rMw0pWI8yj/AEKutoNhKSZxp8EC2dSmA4oerZDSIFx
uEJCQsAUnqI6J9ilIMNdmAsdUFk7qNtnHxVbXNVy769tPnn4RYrabnIBw1WwpO8WI6ng9ktmEUJ/
IvBQuTJEeCiYvZWsHZUYkp1XPTxDwHHVBLbWOI3C3wkL7v8aT5Y0V4P4viL3vix9XAOX/OiUZxLp
wIep1xnxc19RK3b8tx7vmEdgCGDF7FqAoEchzGNVy7Nm3h1c6RAdPnIguxWclG20oOQPlViSTXVW
GzhzEGVS92nm55BcDJUQMokRw22TNgQ+v4ZDDw6CufZgjj+7ZjAL5Zs2UDVlNufz370nkdhUZmrw
ZyP822ttJFLFhTBLe4k3wSknzjRd+bwSbuRKextGGZMMAQ/a8i4fZcMv96OwpQzfTac0tcVckQXA
MCMZnDgwk0sjq2aKI/OXLk2TWHM7US6YUgPWQ1Bad91ZEGUr3czaLgIdDYAgft3Pf2yRmaRv2Skr
dn5ZdtZoZ1zEZnEt2BlcY5EJzK3Nlxafe8OQrkoN9qzBPdAZoIl4HiRYhoGoHa0C4F+elh+NEFdL
3ZGavRDn0sZd62RaSbMw6+nEE0LEsviwPkSV20bIbeEs0QaKG6gER9wEK9PwATa8ra/qDI+Y1jFt
DyGABMNmAePAzj7kyyxhMT2JdiWNiIiQd/kr2h4CnVp+AXDxgrDnGUcOB+JdqxE4yyDfLZgQM/K/
DyjNpDR3Pb0ACNrnMvuO1FT3V3iNT0RQGjK0JKbAoaZ4vcDya2igudWrWLVfdyjcdX5whkyTTrC/
ccGFy5SlBUVN5g3xBZZLhNVOlZOJ+x15FxSLK85JnGeuXRHtFQSxAvi7fOEFo+ZFlMqdRAaXqA02
2if0UFoiSumujX2Q/LYbaG+cDfy4mGu+gsw5FQlktpisW53LAfghOOo11PBxZVCzilOQ2elhnHf1
hqZ7uEirOVgkcrmQ4gLkZRoq6myr3wjdH9JqmvEA9ezx2GzNWtVjo/gsBi39evZ7sfwsH1NCdjAs
0UbNndB0ZniFH4AgwIsyIPI/5fTy4sucl4RmPxKA88FuUWxnOkU/T61dwQzVej7OKHy5RyYdTmOZ
P7Ub3oS2wrfuEiUEe11T4FRCrnSlRPf/xwMm914czmmlvxEWzvPGME72b0i7rBLGp1OHH2+cSrmp
6sY6t5GwbODEtGjNJOSCbypzpaYdlP8VJTmENnBCaOpowZudChspw8XtE4G2/QULkjexYhNDRbxZ
iOudr/2iPCQUbzoc3gHkJh0LQ7lCXOgKdtAeKAOlB9hBk6XwRanWBuW6YPsxfoiYqfshDxC9rQES
IhVf653I+NpikWEQW/VLhmpEnT++DPpkO0nBesKaxJUUPVHfu5olWAV5+Xj3h+UsDFI5v8oyLaPq
TgtGIodbESbIF7B7OCbmj9jIzqSnhnkNU/tXeL8FJ/U15l0LBzyUuHdnN0Itvyv70B3U56zPxmn1
fc66+A8U0LRBErvjEuywSC93rMW8TDDwo46PohuCyar2CwNXGpdgttyptpPqxWrgvqqspL2mdDQu
pTTaaevSFVaf5K0PldAVHXV4bOZ4m9cHYWXG39lRysyrOiSTS/p5V31Lhu6IdIcBuPUeiuyb9wNV
n9A3tyq2u8RMH2vtZ8OPYxCE2TiR7pEx5RyGW3DSxt5ZGCfZHD+RTaQPXImeF5gMNheLtaRfMlcv
LtKtXQqLad90wyjkyaDFn7+SgLwWDxqP3T4XLpFnCMn0UEgqX+bG2y8GCBmebbbI8b44hovcodev
X3YB+wfWcJq5W8PKU99rC1NrT3oBm4+7Px/KYKpxyJLXpYfMVGzDlq2JcuUYmoLUUri58MsXNpRj
t4hz/fu8PB/0OumT4M07Hh9crAwbHt9XXr7zT1S7Kyj1oTRgcDDZc/biKL9xZHA7izBcipJEcJ4R
7SnDE7m9YQqs9PPLp0DsRXbKuPbHmWgaIrWASsnl1mIHyrBBuZ62MkzBMkPGSXBl6P7QSxUNxfrs
47hJPjaKcDAA6teJzhvOOivXRqlggpkToVmpcY+ncSphy/HACxF0m2gSaFh8NBE4msZg/OdRT4CT
GdJ0NccnTs5zqX5PDjqrHWejIYE04eFV7pKdcRgc4VIhc3Jq1hx9Q2OWGlbD7MbUa3MgwVzNow/H
7mdDQ5kC53vdRmnLdnrulvRAZNmnlv2fFNX6ycV384JWCzEefMrBY90N1NniJGe0wUv91AhUuEI/
bXECyHE3CR4yXZiwOJUSLnw0SnG9R7um1v5VJsxtIgDVbVFFKklwFsV6hXh152WU/F3SB5jC+gJ3
KCsdSr4ZV/0HtuxgbqEW5P3bi4kKGEWTfY2ETqmMS/tvrVmCtQw/bbVcmLYM9KizBybpEYNKLkwd
6w4Di74mYSQPpr0aAABDTSV9E++qajMllSxrIUF3sBzWekdGtxQvBr5RyyDCbhUGDaEnc7Wu7xdF
3vjO0IQI/Kaw48jR3BLyu3r+4m9mJE1q+KEXOQppEPfgzL+jk8sKcuOP3JAoUBl1BISx2LNEsRkm
ElwuBYPt9ogybF8fDFw/0/aAp+5l23Nat+EnZKTsQtGC51v2ni/n15Thfh1cjuY1g8HmxO55IJ+u
maulvf2e+ux2rcAsBolW2I67lBhLIKDExiiqQRnwiKOj7c2H2jJNTCTZHhd7VqZi9JautQjOjYAW
9BAruO2irZ+YFL/D0R+AVGb0DXVOjn8wrpQs6TI0jH16tTj0WgSmpf3Txj10FtZSd9ef2sW8TsYV
z4KTfp8F0PQbFmU6WAUQPHicMvAp2aLCtgpsxztTFz+Vb2b0bTHfwau+Vu4y4lHTBBOX21qvzk7q
c1xNF6zE7zE1S2kC/y8a2SRq+m913YZVh4ckkOH9IfpiW6HQ94+ea14WkCrDYSFTU0luu9jVuDpo
Ty/crrYY1EHW5o6ZSqDEIbOSi1oi04X5Bxd0qLQAeY00jrooGPZTMhVjNcnkGAKbERbBA+3r3QTi
swGvDCS8Rb4xv1dyu93zAdBbSFSSdxjgb1F7i9I2XwKtX8IEfRYta9wEXP9rvF/JGw5s2/gO5OlI
HWkSOWshhEeoZEkOEQ5LpnjP0WOwKnQ8ij3h9cwsvAkKEV9kItNMGjdP9DOJlaKKALkwLJZeEdrD
7ck00YOw4Z64Pl52eyE1hjAO+9E86G48xXUOArDqrfe8QiEmCpYFaTaO8rdSZIYUL2NS7i0ag+sK
5nCiWd73DUTHUGJAaSaXcktDcvR600mXih0oUUP2ClqkW5qxmNLgN+vDVb5PJG/RwJN0sZqPUdBJ
Ij0kp0mWBJ8NsuzsQUY1ngakteuKYCK7K5x08nH0uoOr/PUhcf19Uh1RC7mHxokFH289JGlooOID
g8vd8XCoowgFzllO0A05AcQpfdG5RYkwXRO/GizT9glZ8ptgFpB0xpMvWZAz1IOP7ko5MWPhkAXx
QmanjOw72EvrESlz7dp0BJ/V3wcIYZqzXFVxHNo6YTuQtg+5Hcoku98zoviYNKmJFdBpxkaAu4yH
nKvLSeTcq3QgVfG/zWlyqKGfciJKWSVoz5XglPjPFjYdUwZG+L4pMRSxF24zvr8q0QtzzBdRg04g
YTVJxfBe7ux2ld1oGYXQpcfhObub9eqWv6K+86PYnU2e8l0HTFStkPGKHe92/8wEhVH3eORabx/Q
uD8KYNCTySdEnuz+oBa1n1xpiIzILvSOTL+Llf2/umEqmPJ9GeszxnMqyIDmOHIAOtPnfmhGNaBJ
ueHb8AaueWwZ7LD6CrPuOw2GjXsF0j+BrujeqJpVmocgi8aqAgKNkRBnXrg+442HavZL/Xwe5BiL
DS46a7pHz3pAYO61HmWjH6o9TWoAXUULB/XA5an8AO+D4GBtEJq8Z9gsPwHVrXVKNV4OmzmzQiE2
5MBEjs7EJrEtFPqH2P2iK8KQB0kqYIS1P9Bf+uQkxHIrEmxTeIxPWjUkVSkjaiNQwUUTQ9EK6r8w
2nJ+rja0hMecIQP/viYjrY/E1rXs3hkUrtUaiQf/jcaHMAqYZnEZjhbnL/ZGo1neBPdB2WbIoUqu
J5OibKmDYzcG1KhOCbaSiO99WlfJYER9oPmHi0+rTvkcqJZtfKT0EYT6XH+29Que5waQPOcL3tv8
bGJGjSbd3IE/XmtkvEdufUczLDOXeExFYy8rExa8oRpoDLlt8JZqmfkAA8wHXBPJCGFVhBWpHdTM
HUGmmoFTCD14R5j0zcSNWBDpqU2IWEq2GpDZk7F4yT3v1pWmguGfpwbIie8pJWAZ1lQ0hoqWrxW8
Bz748Cb3C+MYHzGpzR+kbl6hIDPiR5RrfD0EssJaeWcI7Topq/xU5riRqT1zceMwo50KeTLG+Opu
zCbZNFG3AWXFZ7tSxCDOxNEfwu/fVnmUc0uavwkF4e9CQ+hldKRlP1trzYy7UpXsf7YNnWBPcId2
JWZzro19mD1ldAbGj7qHe4ZYnxuAYYIJQ3O38BRanQU+qkQ9e5xKKaoVBdGUZqRrqRNYmhB+ROMc
hb5O3sAUstACCzleSXFGA5B7AWvuJ05bSxKEYASYZNyhfClmdQLhUNyvtoQkvImw9WiBBErHo2os
RLYrhcOto8IoQqSXrU8V4AM/gEFb3l4o8GWZ6ODBbi7iPjwioNc426qaO7UIt2YsF/Ap2FjuhBmM
Qybjo5njrnGbNHDrOhXYktRBshvB7tw0aZuKc54yJUo2az3qIpwHD6VuWYhqFct35c1WnTSchKne
A4ihdmkL39YNh8LH6svbEpGGLeDMaCAL/k75J9ViommcF4EsnXNUB+e0HuMdeny6zLeCpAHsi2aA
afVsreeGhamLZqe73/RBJbQNmLxH5D2dwNXd5BHBnVHFakJE+/M31Lim21ND98xDDOgEdgE1eQGu
9mlKCnU3KZEoDsgVB3EvX+Qqe/tLiGHVCJp3ublW+3BjTliBlOjo/vrAd0iFyOiufaPmTxA9EHKg
Bqm/Cg1xOwY/9aBtdcvkRB+PSj6gC68YT2AbbhABzWMslYSVwlRhS1c8kCIWK0Al9N4zyUaP8Ssu
yxAndNQrILEuZ+3zpzupxdtQaznlrQKUmlq4Im5NxOGsIIWCfDaPne628htkfMHs1Fa2rbW2kHUD
Ja1OHbvbFCPEW81BFzv4dXsaMP0ml0yrCV2cpAwbCUhmJtnrDnVr1tfnTiCwIzqP/pnb0fpN2jEz
6PXh5+RjlDd68FZK+xjXaF0I5UKD712pM4TgjAz+4dV4XLh2vfdnrE3QGRw0VnjV2HcWG7E5mCUe
bFCUADLuQOmdzWq6uMcucAu2S5i8L1/IFkbI8o+Z4+m+2WpAExdxyNET28yGH3Jih9o/xIHiq4b9
/geSa2BTqjkfpJq4mS1ZMyeADdDXFbh2srhobwJnRTRkSwVDVWQNsXHPdQJqSt3FrcS/A7y1kmOV
h19rdiTOcZy5x0TMIsHWqrIcBCmvqDzN2zKQhb+h5oBoPz+POH+P2uM0UirrR6CdtPdnZph1Az5R
Pgr9JunD3L1q9cvoJKircZjPigoq9I0m7lZvgnsFCQWEEtIeCrKGaWatQFVn79mwRYinJh9gEqIE
F178LNW4LDkjpl6FwpQKYehSL2pMB0p5y7pcliCHIQKpynku8o1vjDkzCnp8XmWnRRnn0ezKVcGb
kQiR4EV1+voe0etpkzKd79JSbMiNNXuKhLcyNfxsVVmA+wLUDN2pVmXW6062W4jXEeTwvOiYT7XJ
4inJ2c70h3nF85yiYG5lOqyh6NcESoFrwtjJyVdLsr79Q+rovBIhyhUFwVxmJZ2dPpeL/Lv8dAlB
YYNi97GQihcLcLX4NlbP4chvU9YNFfSHjJtrpk2EEqWJb3ZOyAGSiGVMwt/4cfwUTnUkJjXkhYK+
IuGfUN0h1F0+hJiWsO1opHOkUgdNjyDL8f2igmv/06ck7XYn5XDwCcfof3UN2L/Yd4NfZIKpcZoD
hLuQmqbIU5P9YVg4udIbKiXt39SEDZ0Bl3UI5TPfaNYdaB29IMJayArPSGpzRu50b+tiauNN1jOD
tRDdosil9BMJMXFz8PtfdAYLMeb6sX9ltVCa2TinOKxIaphor1yfX84m07mXQ7CdP0Pq98Y9ZZwy
A3RtZwHibGGn56tmq3NIvlshUVz+S3r144ZPQh1+P8irTSbyA0ON+4qwoYiEotD1N8ZG+p3qoIXU
4eX6vx6brEEA+KycpVecTkipbpCTW0ByLtmNNhuMkLhdguRvVAsJ81usx/O9z8PZVvw0K2wDhHq5
BGSWO5csBr27VhKBc8U4wmRP2en+AqFV94m/cv62D5oR7F5z0hm4Yd8Tg4eNVFrNHVaUJEULaC4y
SlKByYxmj1pv8wWK3d08YyyIPhXa16/1zQJDbjFkKZs3eaxRypC726JfLqFXAjkh3KLY8jiNQnHG
1ZgcAB90aPlQVTXRCK3ZTrundA3eoY3KDdXI76wWX8IljGylVWPmpEvb8To5oTGKTwRV9R4UCxux
1w8Jh4p3iH6cP4Q/0bdbvbPGr0a6T8gfHa9Vwc5VxOqVDZckRzH13x3C/qsMUb1BbgerCDuOuVkF
VTsJHybTCUEz7kZxqKILNeq8W0HwJBsmfYW0KTRnT8hJPu3G+4W8mxMizB48G/V2nbgESG9Ep+vZ
ll4js6VdX9TKqG2ZhYhnuKGqRiB+CbdZGkb6gnTk++D8JtfO/g5L6RJu0DidUMBKC5p8jhfx/nHy
Yx1u3UobV68ERdtmotk2tu/vHjVTu19bgzJ9Ps7mdnIRxGS53umrBbVLxKY44TQ8E0dMzS4Em+Yr
XUiLGzn+/cYOsxeGDwjYVWLQEhvEygaQWksq6hmyrO0YWxpfw98zriHMhhlMdLXmxLfyhRulRxs/
JQzHGkrx+VzrWp1BqamV2kqMWHkT0ewWCFYWcgL1YrQ5+YZmt+XdGVbWobWSpYLl1taxjx1PUTzm
aHpRkMHEnthKO8d9JoFyC0hzi4nIkMl7bnNO80pRCJukymaxbS57lUMbKW+9TNPCa2ApRHTT+oYl
8Uzy3I1qB1/iVs/OTm6OdX0qR5AXVCTbagWQzUXjqiEFhM4KBxrEDw99QM9i9qExfavikswWKWWA
zYm41I1b8UifPqAj7k/y1ZG/OZWjG60tOR+udATuq4h25NkySg/8ra2j0kYUZOMK2Z2G23q1HrRK
phQFrjmK4uQprS+1d/qgEcwFYL32nP/C3xmyWNTVui5aLlMABVmnTbgw5UKdBsQEUNq0Yh7YloTZ
RvhJI2Tpw2x2ssF2ScPKLoeVyd28+AKQhec8GKHGV8yYrcAe/4u/zA+oocxBfiMzf837MVT5Z7LR
Ydqhqsg1qECjzcD59hCsY5G23ag4hKQbqvA7D1UW4DXif/f1Kini4H/RLcp4gJDmThQEGS4Enh4a
b3CX3dPy4owXGcewYBQY2hXuK1dgUztakgrWCI8xmpihnh0bg6O1aNU7tCYdXhYtIdciM+I9lJCs
y7w5sBw9NzMr12vfMAMNgS02p+nWVTj2EUSnVuUNbnGRagx4AKf5aIki4WE1ckx0uSr+08WIJsGf
2+b5VxIYU79NxLo0NLn9PSsRHDnPF35moh7ggxlVRrBaSNgd2aE40lAWYUWddCKneWr1q83vnA1R
/JET4sKlN8p0HReCsnovV4bYki9YSmARwVVNMbCBp12cHa24Ca++JgCjRVj7VP2Wx321JyVGywnx
8q1lLWPcX4FqtZ4vBGi8fMUTydVFq1QBIdtZsz0hyGDXMVPnVp2oDFPPK59YbuFJadUbEq0uEMD2
GQgTZN/dg9FXvyFha97S/lZYsWNCw4jN+/sTD0DL4LJG/NyMei8LGvKm4ngjLGZKguwraiLq7uEr
rwABg4dzrSxUrsSlPqVnSoQlzefCMBZANVTItqz8nPWv51f/6puUB93rvIkMnEgUf+N/LVFGcTSu
pvNlzRgm/BCeoyQA4pMPR3z2s7BUxS6s1Tq0XBSrF4ow3iHGXtmvO+uP26LP0i3FbZ/QDmhtjz8s
r3dlc045w+rJtSasQaI5joZHDcs3utmlHTQbjtOJgnIjSvB3E1TZ02QSAgiZMFVLsw76GOlCQqNE
XDPH1vacoq7PCSr9Xzv6p2S0YrsaNiMGO7wjJG7dXEDVpi/0g/pVthNuMA6KVTcJLqkAf/lwIFGO
vElO6ueeSfkOjKtvdTbUORLplFqH/qRpvz/lzL61GMvoKUynY+EK3VSX0xVOW4pGebFkl+5+sBES
LYGVpGhW0Wx04xVEa6vnMEqyIUEqhtJsB6639oJo9I9mDDDlf5ppJTxZP68CEAn6iWeALIe1xdG9
fdBgF2veq++1ConxQMwSk1+3ltfiqz6D0sMO9/N/hQfoycmggrQl63sTNZ+mJPH0virqrIMwiGkC
VD4hP2iE86bt1zT0fC1KvnBfjMh8j55l5nphjYx+6Ppauz59c3sFLekWQ8GvBNGNIp5uaS3DrTQY
o6AUplPspzeRi5c8siozwX9nuKfGY4xzZ+zKnIsFQRGQ6LhaP9lhcUD2uGbTRKdvbOQQmEzShvjm
rRewWSZoSef5edfUIIyc5wMYboPUo2EnToF2hgwCf6Kzu0zV/Bwt+y1C0uER1Q2GHKiTKjNd32JE
o/lSva2cmpZg7PuvaaPtZMdC6b6SLoSm9OPcmR4u5UP+kakEO0n0fxInDeA6lMYTQHk4u4vH19YS
BoYxGOivAPb7ULmQdXfygmCSMPcH9uJ6BTDLMnGL9znesFulqekO6+pvUAo8y/lVReN3eY9dB4L+
xgP8egnbtb4svgLN95jp+bqIaUc50fisP7yX/yRc9oH1CCnnGyEBitiIf99WtdH05hSx/5kKAGmH
AR6BuqKYTjibrpA6Itodwe8pA///g5SjKZo6TWcfgworGa/9zGaxDUoo4kJKE97ZOJBJlVMWi1u1
Pub7L2ns+16MifbWisEgUROGGbXdVmAbrD72AW/gdDg6C8jOPStgoNOu+e8YEVIFB4cn6CLqzce5
6GnXEkTd76uy9orzm+oNWLDrNR8jyUyW33xwVnPGf6KUbKOZGg4nF8OdBxjvsKobVf4UCZLIeGLH
E8LNl0GeASuqff/f4+YDJAj/KGNaKozbcY2EnalHL+5hiYDvE+iNNIoZ9MmdBgxQUfsLbXN4CBip
D8WTqNVum1pPJxCaKxCfI0lXrtbp87nPzwb377QZtjZPtLrVt9hKGUt9BkSwIcLGhh81jSuzuDtj
sKuXEconjlS6IacssekSQSKGABOSm8t+9sysg4YVx5fSbc2TdGNmuV0fiZ0rppVPDpHDL3DoFPOA
FGGtpH6w9UttIJOwOEaP84ZeLEXnoEPR56j7byNeNq9JnXBRRYV0H/APyF97w8I37Ub5oQCCmH92
vffnYMwSCYdp5BDGTZOZ7M4l/KpbVOgFe88+Q+q05qmcxKyl5PPqmvXI+smSGEQcWYZfpJTIdiat
9SSUxmpBxfxGb03QlAoHjCPZXKW/rUMg8c0mWCf9/fRXGofuJzST1d1d+IWztiZxWn3AxX+GDVbe
yLXPrj2nIBPjMKrMkeSch87l9noW3KzgD7mnPW5hjVerP6OpOf1rZEsbHv7kTpJyH8zK/7YD0dEE
/klKTRr2SrunI3ZT7RSKeTzwE30bCoFZzHyjcDTK6j7LPK7O0nXtCMmjK052wc3LOUNu6f4va89m
yS4/WYUllEralPRg34KOCOgF4u0VCDDn3Y8BsJ9tCMbnZqRXzDztIjPluLtxCqGYzZl5NyKqba34
kb0nGKpscpJRA0ckBH6QwpfQfEZJrADrN3QJ+/2iXKTu5B/rMdqLvdkcQNbdotCbxzzJxv1DOYxN
qHFl4fjSIgQ861WsbDavII/2o5eVQ0UupSiixvej0sL57qNApSBm4dAgYJIIf9AWbwQ1MAnyi7Vm
Va/DPYtKlXgFADZEBrAywb8KwTfMs6746HOq+eYBNPZoSyx5LH8nja4tNOKTC5w2OWv6MzbKPrEX
Qfhu78twwHIG7PrMRGvhfH8sVbWG71YWVAsjdYTyBYwxKvW7+DTIzsjDLAZoY9OM7yKzuwhVDr5n
iDgzDd+f1igA07lRV+WwLRhv9eMEj7dlPfspDHhzTroOW2ZDZkGD7CXdh484Rd1n6YWcIruNmZ/r
UVtbVBkP9X5LE2oQQdEJ8FKD99svb4zObng7Pkv+HpoeKFokRMg/spY8l52zdkzRuuYaedZ/dXqs
wlHV+nJoYwB7fdw180+TXR2U46x2IQThnP24wH6+Glit01xx8OLiLu5WOPBlIBrUAbHHCN+59MbL
F308GMuhX8QTrYf1+5nmEijEb4vTG4Q5Y8NysKy3XN/Tf1ilWAankAikrwJeGFyB5MjELom3hFh2
19yov2AbJVHFXd8tGoDF2+JvrWKukFFKd2tP57JD2JvVizuqGcaKELzxXITfbG+0rcTaRhqeUbRr
qThxvS2xmLFKK+qAJ/NGeaMeNStduP+3OOI/Incfta9dfq38qlo0I8kgXNtwYqKehJLMYCsIpR80
ugG608LmThRj7wiU8J9jAZjOOu4kRlJV9TIVBpqzIxrl6N/mpx+YHCtKANgQecmMGaK3iVrBppKT
zqDNG2EtidFZ1m1jc/QV9e2+zG6kq4t6sz37LhipjKnIIPs7nEmVbebp4dQkLask360PBpoZToyR
a7vYfSMJmMTFYji8yNwCnTJJFb+gRu7LrOK0FT2LK8Kcsi00LRymMYIDhbfc04WXMztUE83OsGIT
JRj1kiy9Hnsb1A+ToqatxYh6t2HW2pg36TfBFsZZHVvUsj/97twzXk325E9gCRM5c3Alz2ZhJ0aE
Vay4c9HaqHgZnw3+F3TqFA21RmFl44HzAdo4mQnS5Y8n629XgZNR8iSRzsiGlfbh9EHlvWk3UW/p
bUG+Mda5/sKhqTQVuMofM20w3HinxUW+5OlijRgHzn36de6z7DtrQTFJWcPo7Y+VR1hgz7WRupSq
jrcBVBwfiJmalc3n8BJ88afhDpAR53mwB/Pb+tWvLsf9DbduWHysbgIGXc7cHiM0lhQN2GrzFYc4
aaJNSzgPsPSBz25xkJsFwrfeTey7cqC2Mn3xZmAU4sjtHg3fj6LPLezqYLBYe+DvjUMSmZF3+nwU
eoxwkj+H6lVtI+ZbVdP+3vU1u7/URIUhYFuyOlckvQlSroA9spsNQz8pB3YPX5NC7oL0pZtVF8Sk
AVKEJYbYhXqRdARbzaoKz5h9TY2L+4untMLR1WgCL9V3uOzJTMp8oeJvwnKCNrVnmHJD79k5mYf1
VQvAEsAuKy1iNoIprF1ielXduaVGT9EGKpVjT80kong98DPnEsAFBdseXo44tjlO7Ct+pG6YGBWv
lvmnAHXbuxNq8ZFFcwX0j0gptrAGv/wr33nKZPbgz87vWBJWWhBFfyMJUY1Qnjt6g68Of0VN+Dhb
R4dXOBuPZ1veZz5XOsUkCbFPJUJ3Nh6xmcHA+541Osry6uUrLG7gscn+lEVQLDHf4idyPuFvxBZy
wiDriyiVWDfRKdXqUSqHn9pyniIUx5Ffi+gJFdYLRDBjTEyWHXGXgkiFATvyDTLFAZvOsy0E6PH/
VKxvNGhO43/UblYCDN8ryppG0crENNJLlDRbnZOVZrbYpgbDkQrMCPjIHEEoiFu58yrrtOEVy/lr
4PHHyZwR/7LzDlKKXBnbcnEWH7WJBzm5GaJh3r4L3LAkqulTJ6i9Nr7AVrxpC6dUmqpJ0cx5r177
eBBKqko1NcU8yQOyAYd+44k387BHTQ538Q5w/FXEbjmoSqSGPpAD7tIa5yNoiY0VYWqgbDvw9GWg
CyGZWP8WWMwsGKnnB5whrGFHLM3HSuGhsAeTIimYwodOW08Q6QgEPST2G8feaJiJ9teFpOwsa5K8
Osg86MKCMYPI3Kis/PqlP2jnzK8yCfAoa3/HdhpyPFoC8fWr9F1Am7GkIbW4g+jQcW+fOEdacP9n
rnR2+7t8X38d1sgIZei59iMfiWtZmdCSq2/bbD08yoSoMVu16Ux6NRBnSo+3/seHa2UOtLbnLwEv
SKZ7BlVb1ET5O0TMCoalAdtvfqrm216/esNdltMUi3R/Gkn+VmGxzw1CN8mNhhnX7oJs8jKb/C5P
mCQ7JbIp114lvJ1xCQim2FB3815B1xLLmTQG+zBII4my99cYypbXn6Yt2SINplIqUdHgrmfqfLDn
dMoRjxAqcaYN2cPq9gdJb8YvBnE4jxZ2nErIvrobYpiKKyLmfYu/4VxCohr/dwqAH95w+uWoseEm
TtPZU37K+UTqVGGyBLMAzqIe+HUySc8DuNm1SG0nLuSPEx5+bHqTCtcGm9V+r0ievB4gE/8BqRWI
/Jz1rAtUh5NeBy9/1tQvGnhSWHYwLuqiywWUfBN1TZeqBmA/Cb8xcTBk44doJqqYCKieCbLHRATJ
tEPkCzPZrfdxaWUYcydrdoGD4vk9sn+mP9Imxw3SQRikQoirpNWmrxSyRlA327Oc2ubYQmOO1yv9
+vp8koz3eaw0FmOn9QfWsHrLgD/4ZpFfSOrnD89HWFn/vtt4bzhi6Vf5OI1IB9u5I5EwZEyEN7Ly
QYdyOGCfxVO8zyjLGiF6sdrR2zjnUGgz9+jOhJeDo8+Mis/nzCNqvJKdjJAfScHuiHLxGGMDNJLB
IgRaVENu+GH66M3h+obaZlqWTJ9ZH5uGw/CiJP55KdGLrhkITCvudTwnjGovS+1kJPB5vAGSObCP
NGUdBLLflaiEqOpj8IPYCBBtPHdRQKiD0JgHAaP7qKORyUmrYMt1h7gMoMgE2r1W2nmzCXMVwwfR
mnzrgmmTZZ+deKVbqpfJS3P+YLGR7lC2N8dd/uSENg1+qOqq9MGQN2AFCaKktRhYzmLyN0Qza8YY
5z/E+P3/+SRiJ8x42T9r9ChiFIjgfHMHBn+v3/bRoFoCsk9N6xafUVq1hoTBI8c7kaqyEo1joqku
7R0+Ly75LNkJA9IHt/WJ0MYJNlrXtZNKqMBXIy55/l6Rf0IYAQbQ1ws3RjeyVrx1nNNrO/iRZaYu
bPMWaTebsChBakoSvT2xO7wmyzU/t9d2OdHPdA0bujvWOwUo7ZUMk+70ZtwLeQDgbIiiFnAlMDlq
sixPyntR8abntX22sgOy93JdYt9gf6dQ4QCUtdOJZvNXinUzkOvXL4otaQCmFAJpZnNcpHLkWUQi
C88u1BolaGWDmjGCGHtf6S/F+9/ffFtaQXk2LcQVMa8tZPLUevyVXRpiUxNWxqJ5Jtsh938AISCe
64/u0mq3kJKaE0lAfojbbbkX6TNE3rfqIUd0QpCWsfS2YNGWFkjlkVrpI04rjJKKSOOlVAkR4Noe
Mn1tyf2obgbG2W3rBqxEJZfZaNvliEOf3/jXkbwWU8sXUJf2LLbCt6Gg/il1zh04exO085wdajaP
li7vLySHBlGMdsP9nmhoJN70BVlgGIbD6Cjk+28OoLhJCeSRroNo5y5gIN16IxN11Wm8Prshrtqg
meN4EfpZnONLOZTAzj7K/vnOW0H7yOjorXL08CIqOPM68heroJYTH9oplBi0CQYrRhtkPNLXxi8x
1hJp6IAa0pVvzi+1NlCc456ybVe11E2TKejdZuUt30+bz6S2dVS5uSYuJ/kSxG3ILrjYJE8Utqdz
CiikBwJZQmY0qZsZDqufR63smtvgnZaIStIS43eV6MTNEswiKmyfiYYp/E6CTDLIs5c68BPnkfR0
oJDEkk+nIh09iaNqdV+SSnM/ulGhLO6XmxhJpjNnMu0uiKlE+pgCEylGVL/hcPEadMGJTLLHaZDa
nbSAwemTkXH4Y04C0EjhIf8YEQdk19eUY2SUnV70zv+IfCgZdK28sNLUDtReX/Ezp0h14pf2EP6X
Pq9sRfNiwe+sDoQzPMhf8H4KbINF4ik4Vwj4uuuc4Rn+ceDSsi6Il+n6f3gK4loV+FRSZrP0zR85
hg0nECjMXTy4mlAJXKQmjB/xuDMHngU/pAPNej3gyVAECa5WAsT2k49KUyspXgDzFGdCrZNjESH4
7B2mxs8vSIJvMEOOP8lEiDtcQ6lsh6qDlzG+LyLpyA8gV+wNlzoIe6QZLfD5cti46ooI5L42Yyqi
tmBCWcIu21GEvsG7ziJPVqvd6dpfWpq3cZByPnM0Tdps+y2dyX/lwCp5CpjUl9TIQKu2xMI/Jhdm
sxHlKPHroIhzpP+eTaD0mlWlceIsCuAyLPFcYCWv0Q4ilZbLBxMUtfgH6f+YbZA8iwFGIkcJ3NZn
a/rJKXiWQNLk6nYxyjvi2wk68KZSeuPq3GKmOZMGOtkloZKY/j4JYZcFet5rhVvEqyeR+fvVypem
5S0l4D8li1S1CA3b406bFBYWTmQGClA6pfH7PmLtErOF4zSpqWy02XBpTUOup/YQKkNSpQkxtJ8k
RKhCB1aiR8j6d6sWco2n3A/3ommsrnFEzQgPtdRIMJ8RHmfsYkuELYQrRAab6xVAoq2cf0PicgM/
uAxsbAbgsM96CA8kPqBQKriwOMfCrdr5GpuKa7o2Icpg9X5809QcVYfhEfBeEcBGdmoic/TBm+9k
OvG+IJ3Ae3l+iO52TFznEwBWGQ7pRURqSfzzBjelj1tOAL1TASsOUnVRp/8zJjqp6e+QS0m8prAC
Zx/8IjUOAkiMnKSMDafOnD/HODFIZoIF1ggPCH8irfqe+XXOKx7zSOdqgF50C/1GIyRG2M4B0BO9
v4inyjwnWKthmGpTxJVzVaFz22Eb47NvpX2k0FyIhhKVCXNN6qlbIRZEK+oa5muvMeDFq/6Qs62o
c4VbFUbpPX7+LLU/ruxFcyc/vhf1Oh5pMqFi3zK/r7qH84LNgHo6woDofi0s1+9lJRLkbEq926Kg
2dyDzH3N1NHJwSRFgHXpQXbcfkbHEl//HC/6ykX8t5MKr/DFcKwHJSsM03LmDOLaaf0LpNncOY1+
COhEJMIpACmEUEZC/nGGfKsTHIyLSaSLs2xHKcojIoa7eVdyDa+jB1iRNRnWKfNQRuDQDzu8ZwAu
BDhWFT6E9sToTWoICjlz0RJJd4BKohwemc63jaO9rQkWRRKHB6czUe4tPH4wtbxyGnayHUAAnAWq
IKcSpRGPiFlRiEiHCJXCF4/z8V4yS1TIMk0T81NVHCPv/Dl4PWWThFChEpFC0L+x8Moz3zJb+xLE
4QX6LycIp898qTFgkpVnvf+keLnA6efGNuS6PmgwzyNJ1OuHsauSpy/TZ/p9czOILOiVHc9Q6Lvf
2CDfwkmP3+P0Xc607vCdGoUfe+OVlaYEm353m3/rrq5xzVRp3YcbnV3yV0ZJUTBrXrybRN3zBYdZ
wAl4cviHfr7F5P7cMB8/laqL6mwaveX+R2qBe4tz3msL1UdyzQ4FWCHtXfznplZAq3JKpZnGdC1C
x9pbtsmW/Uk0oEjLAAfoYktc9o/WUX6DcW1r52XnNdx53ivpyzLXX72Aog5FogWwE7pHy0jlIdgO
CZC/I9VpwV63D4NlW6gwfFYS7a1woP8gkYuij1KuvqPaVhs3hhm3Pj9201gy06uaiLEgMYpkv3HU
pJ2R0vvnXNURlNi0iLcUykUrb2cV/RMJtyKnfYF7VU9YJQKxnapLEEiSF47btVAkv7XPUcNvvDSx
IvOVqY5DkXON4YsiBdG6/Qkps0a3NhrsSy0qpKUsSsvsue2sPt5rRvEg1/J/Y7OFm+348HyMl42H
IOvKG7XoQp4XXB0S1deYhXdfHJxFGkdHEuSl7cohzMuEdW8/Mu9b+Wc2LPiJVSqQgWXzTXfNigSH
DxGmPULMlTn3S8NKazPg8OY6xDj+D33b+nCMNMKE/yfDApf0HSAkQ41jVzeaN1ICONN3pAWx0hRv
nz3zWgGnZIQR5esqdsjAl5tOzCJ9GllBJjpPF5QTSaj/sc2CUGe6hnU2Fusk5nymWZ5nDk9zdfQ1
L3YbB/5/IUGQ3AIvcWk3Z+3u07lRXRvGMXHy2n+2JW3gnpFJzLxTdsPTdEw5oDK4CuujSGz3Pfr+
ckZM/0IzcLPMJEufncRd/3D2WB0z6+ycTTN+vl1R2AntzQedHThq2xTF2XcLYdIFmvSxnxTSBa88
zmgAcoktjopZDAbwQbop5O+ajPK/OAW739YNVuIkC5IEFevm8HhG80Wi2KmWU3yefSWlypHuIU6q
5ZqWHXL3KAUhoLxhV2CYmL6hL2vzV89Mrd37iaFqhMLhWBaDhilsC2dXAyeZiC9kczNyI3BqvGNy
h6cvmC88X9rQYukH2PbDEKj7CAX3tnR/3KW9ghaGgrH1qVQTzEBge1u9GPswq4+w5H6J63l8ekPR
ShWUywzb7UeLP+2ymu0KC5RbbvvGS9frx6gPyGesp1EH36PYnN8rhbNjkd3LJM2cbpnbcv/F7JFo
pGp9ByufztIYYYhCDZqXyRatNDyf3TMiV318xaEN0q6wJn52wjI3lyhYYQBvZ5fymGW1sMB5nhPU
3bQyLh0AyJtT1NW5LRjkbESpLiq+vFKseSO1FMfIBgwv47EtDTcDY35A6DCaQh1eCC7420ZZItsH
WvpKE92h3XNWMYoP1t7x0Z2hRvqzLRHXlDvQXgxjl+N4eBGog7LMykvCVfWt3UoAlrN7T3ObOAZb
3HFtg2pGJHLGAWd8NBF+m6QtoLpHUBuWKmqr8FMwsKMH4zLvEy/SR/AW0Mb52Vv99ArSSQI5rI0q
FXlIW76Q37lVxhuxmjtJfrcYFqcfh0ikGIsiU+G/timPS4/UAbDEUozHLoe7m/pOHNWKfhdf9JmF
8cNPDgTkPC/nELSgkOIxPW0/sYMTAkNScIlbjzXhkPB6SBuGTFJ4Wr3y6d4oTWnnKITokDNBUfsh
STCujFbM6udvkHPGu2E5Ly9+WJqOxQ53lkEXMVmE2D2GdZn+JZnIk9SWqRh1EEY2uBuLne1yPwVs
4PZ12mEx7L+sf+F2LoHi4dxWFsfSsKJHfD9HkZNJvVK1fHqTgBCUKXI4Wh+Gg9sniygbvMoublBG
8PpIrNbzP/JheBnzGkTs73mgPKOlmCBaWnrmFjdAtMwes3h45G3fg3frG7GJEl3c06n9Y/n7PThT
z5t2Eq4hE8RDKJRA2+63Ccyya9ciizfg86FlNq5enf4h6s8GpNn9vglscxnMJ9aK1W69NwMZxGC4
AQGZSA0GZ+VMjDb+dyKH3RSut3SGwBYBC8WAZgjGkDMnNs6MpPU5hIbgC2LEv/NAxyjotcRofMpx
PwYOXe9GfdBpQMypOnmRtxwrvo2RSMFUzalEVZDkuxKQ/exIYtW6Ce2crsl4kfRwttu95V0fOYri
0NTLEZ5FDyLd68ot2cgbAjqv+u2V6UBt+x49VZZnbF3/HlsnD/N8cltDJ62UZI9dk5bKjrkYSv9E
tVOfK45lo0io0LXcoKwn5mfEJn4SXxLQH6MpcNBQgDGir6jwgo3f1rd5Q5JOKoSPoIMSxiI6SvqV
C96UXNCqonsFYfgdKF0d04d7djsIm7TVlXHC2FYJZlAWYF7AEOyS8Vv3uLGjS1aAfPpGjV+5YBkm
AXpR6L9YBeJ0Az4GxAfaHsEtl1XIszViOqiOGbubfI7vpJnPPQM1TSMuHgUCdcfKk0o6BI3zVfGa
WBcwUS3zq3AvCzwMv2SbQ2RP1xOyNZh2CWeiPJWYgXe9btrdZJW33C/JtoM6sA+QtmQ13HF9m8QE
B+PWUbn6VP5cwjue9UzK0SqlIPiX9wL8hnfnr5qSXdjKH3kKyzUiJjYper2FadznZwkTjoXshwLj
edRymdT/k7Ce4+z1nnmlqLYVE6VldVj7XuPnMNCUMhZnTmL+2x0hf9nxoXz4wgDJekefoyQficpQ
P/JiSg6KmZ6S15XT7DjhtbOz6F0PL8DrU4xzGmHXp9iFyvB6nvuQnZ83xPf6ltY7eDJde5qGd0KW
h9uJEtSOwlNMqCqE8W2hF+KH/SFVWawZQWCDX0Ae2dW6XX/CgqQTEoUT5eaVVE6WDGSzLjJTbpYi
F2U0pLPVR8va4gWB5IUhhWqREaRhG6jxBc0GC4v1HJzdF3IhO8bfRX0oB0nGtRDRMPQF+TD12koi
AZCT1WeDxuId6mVI9OEjdZ4Of3yMDnNUxnPC6Yxlc815bY1aSB5wF/7F+WE2H7az0obA16KGSGs3
mBuVU769AFgP5fcLPY3Y5lRWRfdlcFdKtptP6tkVr4yPAR0XgrIIO0d1e/Q1IKSAJievX3yBsVb7
k/CnSl4yW4fjuscsh23xDSdWwTVLXU/QvmV2E36Jjaxcjxyf1bgCALsYTu17IwRhWdvZsHLfyl89
+sTnY5NdhAJomZP0Ph5W4fNoHD43CkjEaijOFk23hjygL9Hls2Xtm6Wz+kfMW1jwcXpOMrhkmRBl
taVC/+w5TlfN90qTOHeKJcyZI7JzAZJqUfb4M2zd3pmP5bk601e9FaRnX9kHW8gNHmhlf7xzgitX
/T2+ZHl/tRvtALaIXAcl/FyWTk1Iixz95JqCff4zveSiPKtKHR/nuHrR0zALegXqUxv9/UsRXQS6
z3zYKpjRCh2+bSChXmViEu3SfgHsMjdWH+ndSXZnCKeJkd0fSJhbmxgpuu8QoqNH3BpUovyA8tLr
L3BfZNnmwNAyArWIWq4UBGTCjJpisD5cmMhuoe2t8ti3KxYXTB1lml0N5jIV8BetLDNLEnyT21V5
kW/QShpeiGzy9V5Aw1pnD4x/SiQhWlt/S4fIoAuNTAQWU4rJmB1S9RfWX0ss9l17zSJCyS5GC5Vg
8ujK+mA/hBRxlhcUBR+23iWm87lBRI0MMVHlsCTvw7VlzN2KNgkBbsM7kEtgdlTYTxLwRndF3kvY
jESTqpPx0ew7nhN/wCqcahQ+tRo2z9gjoY4vB6xuIKwxpuXAQ5I5vQvbHMfKhdHABiKWnewP85YM
dZLxaG9B02fFm9uvRWQMKmezLzZCoL47+iMch9UZgw6H1iYdZf0kVahhF3QlKE9lX3mSe+aZlODd
k3K3vUUqMIMZdEfK5dgwXjqNwp86G7uaXoy6DxAlHS1mtxmpYSGk/E0bvwG2g2uLFPwGnKPfUz4b
ExX6I/P34QwU32QC73J4y5EABPrRWrToys4ULC3FirUJn1AQywftyhOEnQgNJ69xvhWgWVGkjpdt
Knc4gbccLxcGGaci4R4C2ZW3F14Eh9fBELXqxYJnsanK8pjs51LDVf6J+aajA9SlW0aARtaW7Ryh
XglbAYySU1H1o7Vw1jfgg50HPdQQ1NvT5q+Od6XbVSb9WHvrBl/7y2+bDDGGHZb924z4B5PFitRc
wpON4+6bsUzUG9BCeAObD1BYyAVFcK/SyozuotHEQJL/IjxFvAexzgPlrXc+8ce51b+FeEjQX1jz
Hth/lCJHgMqTgcCQq57CjMZgHS9mFdVMtf892jkWpoPMyMi8nFM8wYvWds87Az8eEfh0fbB0xPUq
JYQ7UpZfXg40mRG58L0W3K0rZbsJDGtrsAUA6UaEnlIRtNnDI31VB2wwQnHD7ZuwGL63rcxf0/Kj
8nX6QEIhQ3jwDCS0xwVV0AF5j6g+tKSBoKJCFgm6LYs80AyAsOTNwpT++RqtOzZMdguKirDw+uwg
uwTS/1faHcZs3LwtZatf5HXLWTW8zErfUw9RMaYa8HzxtPGvMapxMbV0FZmJEHs7L7w0w6WyrfxI
iwqDM9BOBPigqfxwJW52XdxHvukb/xWhRO+Y91023Cs1TLdIFQJXyhjX9ZpM9GnbUdXdnJaOrX11
n8S82DGfY3jyiFXTdd61+edEBCLdbZX+Ij8rcabbe0Km6NTgSR4L/m/nAgIeMwAnYtcAbpQ9eRxw
jNzn2RC15pdvL1ilnVx55KBjy87yi+DxKqOwIjl9Blel3jhp7jgGt+MzWYYgd95YC1PKY1+7SAgK
BS3QogawQPQjFxKuqm84uLssFZMtvHm+pVB21Jl6/rDQsdIv0qvrBgUnqOIp1El4BLjj46EJaG0H
WqleHHsdwpRPZvvAx4udb3r77gb++KXNURc8IymyaN3Zk7fFktTIpHSDaLqUaL0gkNVVODFT73ov
LG4W54QI12fEl7GrYVr8Z5RHLtdvhEfjffobtfFuQu96D2y1OG06vv0Esx7mi+WKv3L1A+p/n5K3
XfSyLw2p0pLdgNUStjkqsqBX6AxjcUNt88mjTe4Vs//pGz+TPNWwPXdImX3fHQTSD8UjXTLnM50S
D+cmNE4Z1Ju4nsr90knGLFH0PfIxKyXJx8YclltW79Dif5ou1hrmCkInhTrX/OB1h6x7Ki+lxaFX
TeAeaF6YbtbEfgw4+vwgDG2qnJ9fleVEVWL6HnTtKn2vPzt9mbjp4uBW8yvdEiYkrJ8LmLkXvepF
lbSPXP+tiqkFCUrzyzhwBVyGB0gIvHxUu38+Vp2fRlz/vbvrX/hMq2vxhsg92a0GQcldx252y83o
3sHVe8TKCADevWGSWHOPvqHpl1gU+bXNpsFRg+8hNCVJCoi2Q//Xyoz0CNQCWrFeeZ4+eI/FQWAL
u7PW5cOokuJ0eocJNOjiojib1jldOBcWkiDPzM/GAwW0xZ5Dybo/edd1yWHluAnLJkzDIqId7Wjh
xIMTt/UBHJbmbjIJ5mzfgi/BZAXFYT6iJtWZHUHA+mEviVU1MhEFv5anmjOj0xOrCRMXteYYPq6k
nkgiRbfhq8dOaLKVFnXk7hHhfmgxIZ3bipjcWxi35dQNPceKHg03sbacvxHG35MueVMdO4jJMzhn
7uvxxxwc5J/kNsKx6W3/SlCUBDQiVkb2691NT6WWAjg3f5W9TvK56Wf8vHBiG9JHucb8CF3B7LaH
U8xNEuIfZb/y3G9a8InKhwQBtnG+FMAVCVim0OTZlzlWUDAPp/l/M3eH2PARx5+b3bI5C+L6fBy5
e0jrIr/YT5wb0lldHzFEBFzJr6noqt5zAYeZneLCGpKtY2jZ3zuF6PUtL9klZLAhiS6Oc4amOGwA
ay8B6hg5ZokXil43NtqSmWZsBlE591MKWMB/Gh0TksQA1efKtdxwQr9exdFpnAH58pUJ/NSH3xAt
fy0M34TDP3BoOaajgqttCx0wcIJ3IuEnPK1PBs2z7wSxod8/Wjvu3VRy9+5sE0+qRHS8NFmzq+pX
wqhkFdIA+HV8Zc+hiAzD+vjdfEJ2VMS00CypU0KQVS5Dsidjyclu2qatP8XnIVBnsyVgb5vUh+RX
JK5AcFyOFflah7y7yt7x0/zZ+uCQxzH6bvkXDL9WoOl/L1vWBboVYSwdKg26NhNqhicFRvmzv2cu
2GO9+6CgQLg7QDKtHI7rxmiGIjl3c5j4jYfnJxBecfw8ac+S9xICActJIUQf+lBqN+lA0V6lk4uY
8O/apI0Z3RqpnIJg0PCCUL5HenUCN464BFYry6Ptd5ZAbcR3NIRi/tpE2Z7nYeZaVRyCyUp88pTf
3l0kyH6mxVHi6eUPUtlrVuIPDoP2AZgPq0zS2+IoZEhj9Ye6AS/YRRVHpUfIi0YNBpQPMfvtQoO1
2oiEg2QJxRlUEGcrjQalKJJczMGHAmiCubcsyWrHtSo2mhLmd1yuEmxfQFcs0AxncQ+0KLi857VQ
HJBGvFroqRQHMF59QZi1wNqoxW2zBF5Nh4zM7rQYW+wO3ZXBtHZQZz6o1xeezI1zYwgB/wHIJVWj
WdmpX+WouGKPcMIljR+tDY9QJTzqGmjafwsKuD5B6nE4ufrwT670b4BWb4/QpTLKikhKZKRl3OQ2
FsOqJv+QndSy1ZgUhIhlGKuv8dsTTLfcK9qorm422aPtLaXRbXCWVZLzrtdIaLCwF3lknn6brbqy
2LODyTw05Fj5GE7YLkIwP/6X691d5kE2TCwSyzEdara1P+1Ho4Mf4k5eKOOEYdtZcgazltRwPXXP
omWLyic5RDlCFmjqdEKdPULN5XN55tnshc79bDk64MUNxf/leFODlzgSKYe4cOn12h3enUpCIuQD
KYDHWeIFS9ezO6wh4pF5dr4AcR2wYwDdA1iBlImik5jOMW6fNLMe+GnlJco85RI43bRD8Eq7E7uF
sG9nuhxSv5PKFRPkAVdSoqJODvirPf8vzDmj74y5mxCaTD4C4h58EB3x//lSgm8+0pbxJkENpVxa
g+ffqSsYLN3F6gu/Kathyrac4l7aJVDTKjjfKH3c/aOAmIU5rwe+2j7S0ngAyP06uxtwJzkeepmT
lF37TO25/jKOF0qLr30XO9k3R9TLS5gRQn/pIQ13vruv3mLYMUL8b7asswTEiFdKTLnOBs5gBBwN
rriOLquoHZmL4TaOhsS8/vTGo5jWV4+aaiWBTadoLSs3VWYjKjC4N4CbBWHkGQTylIL46RDqA1yQ
qWcrkgbJ4VVwE0f66MZIAicSVWhvfFYD3exBinyeLynsNOzukWvlGpmqU2HBBugMyZXwpC4AX7YP
pcXrsQOEDWh7nTK0exxgqutDOrJC4knTBuJILOv3YJim/XfTAEvIuhEHvLvARsrgM1bIbl0IXXN7
g25fBKykXYnQqHHDyx0w+SlTnuj3Jr9VDw+NP2hU8IH9fker3Ia0GD8fYJuoUf+OgAvyRRlTk1k8
SLAQ12M2ZLdd8mi6qRdr11vYLyccKRan7+Dhv/0OoXzAllnsnDiKNvtMcCx64rpQgNYvpTaCPAeS
q+wNnesrY6otD9xJcQFrkljWb4arUX+p7lMDHwF+PCevgby+PN7s+GtOpCieFdXltDqD2RaeQK8u
MyCQwkO7HPrx0XJCn01BhVutEBNtkGj6Wqg6dKKtE2Li3z7O+R1WlDtS6P/bkPE7+oT0+EFVFFPA
MuS6GDdSW1qE+0GQ/m8Zl+J3YJm9OBsP4hIRPGGpRs0joHbvDf0PwjJphiywSG0+r0SweLFOzJUL
P37tYxZRFKso+IBGLNn6pstss4PepwvABJHyAh8R0QS5ZJ4BCjurCw7nGPQ/pT43QbsmVnK01hpj
GlKmAbrLMRyNK4Lzq318R7JuW7fiM20E0IL6FYbjiLnOb57ZQZRb1+RnvlvF9RbbPGzt2K90zq+v
E4n+lTx3TREZMjtGdT/TLkunO+iAjwEKZ0lfMWU6XxT429rKBWKGQtItYP+dwcaPbpIkNB57zhSB
x0V9eoTboEAP6vVVV+4aNHlvQk/AdmXDcUcyDMaYN5wyQtzXTLKDQ/fWaJVvt8wR8Z9x1ux/8M15
qoB540mJimPaCQXkjkiyMbhhprtVw/agKqdxFkZLKJaIpfAN9PNqURw6q7jwks/sP6Gy7mn7e/fv
KTCrcqH2lr/6HZW5sbcbG5exHWX9bJ8EDNDdrQryTb6Oeifm9VOHOZlBIR1pzen/aK2iZmp3SbWL
TutsevaVkNZmDEWVzEXLdbC/o+9iKcpCoE5FrVbkE3WFju8t5YShzYoGPY7vDfehmYB0mYR9nlEt
Fu+huO3/M0GCCyOd1hsTJoptnbhScbK5tll5ee7zqobZ+eULJiWkuckPR+/t2inQFYX43pjJLaWP
l8fAeyIGDh2newiOT+vndhbRGCmepGPVPaY5iY+VpCdRshZqNqHR0/2Ue3O1ugt8lMHtchyVazp2
iLAVH7AXGSVyhCGC1RPYvL9AdeQUVVQj562s8XTETGy1ZlXGxE3wy+jFNcwbcRoVgA55yYYW7tiO
ba122P47UAlLu9YLwHfZunAu8OgW5tSAIaUabtS59LGcnXb+JMOltgdR2XgCp4LlqCie2y4H2M5d
tzu/9IEr4aFypDQMp9vwqToIpGgjRGXo3IVJDPXAFGw3nbnwMkh889ik2vQKNdk1JwHGl2HtLehU
IJzZW3aDucUpmIiL0checX4Xnuq/YHlIypbXt49vFliVA0GY4SXDsUGokeO+IoF661TmCkMORn++
Tu9gARvKjy4Q8YhSLgkB3zpWWRpfbUCxiGU7DAC0ZAIBFt1+6UQdqZY2UvalWIddBO7uU1fvGDsc
/7bCjKAAbuyLgzGL0qkKpJthivFBCFexHz1aFjNBnwwgbHcA9Z4koffscTb5yPifK5vO3V6E8SkG
O38Y4zITEhMLAxtjmhN3CDNRbRQwo1prO53E99o85AbhojfjOsAUhmLLAmD+n2e8qlptPaDxS8SN
iv/UCCRUg9aznodh58pYpSbQfle9DrYjdnOCRR6ab36iN4FR6OnhZX2g8Ae3RR5BjprM3EfM7VQN
1XPIvMsgmKLPKmvSxmNdN5hnurzFRY4izwrKxk+z80f4qOgXyM7mWgCTPd6kDq73NQ/gIY+6NC+B
v1HfspHlTRDfpth0jaXi9H4h4ab+aA2nOiM8S17FR5o/YcwqUFJIVFRQDDd+Qb0HDnNlRT2JOGCT
eFPXenn39jD4Y9pyOlC8oqyNrtbSCXTjdqb6gsh0yXFIOAQwDlXXjoNdigyRgabpNJUjBlF2kKjf
7kSD4+26U/fQcRIQVVyhjb9szi995XSMaxxOUU0UtYd26vxYsLwHLq/SM4e4yRbW7k22WliuaHkf
uGr4u/zw+FvVx6iSp7VEkzg+M08ohGXvS2MPzlPGGK+iqe1CWbW05PDmOOheKt1DVFjWs9jHWwRV
tzL0/+wlg9xW+m/IyY0ucaw7NEHbcZQ6WyMmmCbZ6mS2dQ3ipeQ+SL+NhS2jAmIfnFEZ4+euXsQs
PqWiW1Dbn8SkzN1ZIZuXqex19rR5dgk9hPMX7YBZ1El7XRTYQxMNsR6f+KoNUkQKwNjSJ5i1kVrX
ynyePBcUo7q+HPxmwYd+iVZk32gCbgjDmjxbrkSo1LmAw2ue5z5zZksZukES4IGP/rlUP5SbmO+F
TR/kOjaBnrWOXetIJGjabFvGqt2/3iEOz3I7OFFSiA6wqlCEsf9BdFvVZn5ntOkxfT/FsCdH1MPm
SkbJ+yN4xEvBBL17qgLRg9AxHwsuUDvFtzwk1LxdF6JEYFgLgh8ion+KPHUiDrBUt1GKKQ6oMVJm
4Fc7RAYRmnmkkCrMvC2PesLrw/NoXVlp8WjXy6nqDUg6N4bXe1UB0EfbrV4vH73fA3HDYZNQ5S4Y
SI3+LApQFO0aAUl1UqY5nupUqjAIPZ2GD2yuZoK8wsR+z0mItcvmCKmmetQeWakCIZE94KDJSikz
qP14lN49AX6DC5Ms68sCZSRXP3R1P7CTqnfuEuxkFdFWiezqKiEeFHVbTBNjRdIi9GIPj+sS3qjQ
AYrkQnqCQJ4jL2PfO03R2UbHv70dHgdLgVHNgm28KFr3k0NLRdgJelotBIBhiD7GGTnp4Coq/3/f
hH7TRp+LYN4IuFfhMDWKbs/3e5kiAcKSu0pHg4vnPa8fte276/SbbuFL+yeDQgMfamIHiTdVr1BX
dnnyrmpUC5QSAR8l0hicOG9McHcb4V7FwP87J/UGxWNybJ2tmlVBbOYAITbrVRbSyMn3a5lCDKy2
EZmCBAiYFj97KJoQPrgzxs47lqNsFfUzqQR5QmNQEtJBxbTLD7OBik+OxaCVUvNGi/+z4YQNJlaG
xjSS6dFIoTR4CLOxrNUAKZCSetM33HTltVz8UkSjUdeDD0fWMUumfumk9Cj+dwhocVbFs+sgfs16
XjvYTIR7r6K52UqSnY2XJbIlC+S+Vggv7izURegSxc5V13eeHzbV+fofqBb4nkGcaJ7diQ4m3hmM
HI47o+NAzZ0fdQfQVqG3VLigUWQGFkkO/wczH+oZwADGD1QyuaBLwGFych8SyGOBkDjYFk7+GiMQ
yWKFz+b3mWgBYeWxPebnpe/RnmfzzpcDoL0ECVMTVmxEEH1f4i+ksSFsGOzoc1wHIGb+UaqsT6AE
XP+PIWmcofCbKk6qO5SqhDwv4mIRjU/Tqca9gBAbRgDzjJW59u+52x+MzWH+4OoxbJSgp9Eyp+vF
3I0L4o566EiIHv8lOU7XAbncWrEFuAnJyFwh9dPCCMH6Mf9tIlGuwZqLPgHUleT/I5f4hppRT5K+
m0Zu0y3L7e4+718TFWCJiB1zNFAyiCZo7D0w0lWvvkfKy3SROWWP09G8LCRrtzDw1sIBe6tK4Ofs
rT/QfjqhXDpk5nJgQGro/3FQ0g5kcMr1d+MbNDf09iOrOm4MiN+K5qejetAO9bQ6CQtKBUE9pTF1
SLwqSr6zb6tlyy3EZ06vPx+BR/wAHue7SJoV9MPgLViCRnqIXvZgrVM7MFThe4aSB0wA7yLiDTn6
HN2LGIDCiA+ofalbUrY8UnjsNgC0sJhUeKel1V/KIouXBKeI+ds16jCYI8W04WgXdr6SGrZSM8Sm
lvuyRxFZN8jEboYEtqxaOsonz6F9RbZCbybZyyMiRUIngkX5kHHckAgGqTFYd57D8AeGV/zRJCNx
/drrgchGrRRNL7E0GAtsTVtdA5bbAT/3vzQWrlNHfTv0h/vg9u292W0xK0NWW0Jb3e38UWIwiI9w
edd7854/h397HAlLmp+iQrUzi6GPFO25wzKO3jMNSQA2iLkjEeZPMHbkeGl7AR78a5h0VL8Cv2Cf
eSPrnMs9EOQui9wrzGF62pWbczzHHLoSBLfIJww6B2Fq2KA+ZUYpVl3wgU+BP629E57Y3LqI5Ra+
MpK/iZdhNp1hsDeoy4KOaX8J7G8dzFEJl2G9XY4z4Z7CGl/XX+bEWwQHzyGm9kc8aaibIeKQKbZ3
IONbTuuDYWyovbS4nTyhUThPyQ7GeCCMc6hbP+akobq04sV/uWojMj1jHtkMBBZF2Jo4mrygC6oB
kzCy/lsYYtydg9NZXPsqAeBympq/7VD6Mv54//glHqU/m7rn0Pwz2zDQJ63A+DR+A9jHQ6WPtnsK
V/LXc+KtmrdKWCnLw8tCD3sKn1qJXeJsI+qp4YOAcsuBHq+jtWnUKwB/jnIfMGbsj09bVVNVIQDL
crQ9hM7fS/KfYlkvytCf+ubCyPdDT7fkcrSKwtWTgPPKiFmS1Bz/G0KydtdwUhrcI8XHlHkg+EM8
ORp6hqy9Bqj1MGUnu2NWr2P1hJjCgp7DnOA1m3cOwPdU4fNFGEmwWIKb9fUrFSw1CzdWBNT1WsTZ
79dLGLA5m5+QE8XhXqH0fpTsqLVvKvlhI2czyUkNtpefLpvCTKN0YfU2Fq0YXAn5n7MhnNWVVrZJ
AtELm3oIHzWrUFxpNY++IptT8Kywku7HQ8v8k1E8YTQALIzpytImAxgtH7LCj4PbhC5Ny2zguQR5
3J/NWliYS7jj7iki04nLRujE+nUnMcEkBktDz4Qhn22NjLaYYDVQ+5PdlhXk94SAeh+JxEUhvhd+
T8J2L4krCMxzGC6tggTqvUevlREASQVnKt+rpMOPGJD37QD8cPjp/LGtyzq6X/5QYOVF7iXbGVJo
3vAevN+a0qYW2O/dtuWAGtuZI+F6JA08CDkyA1P8G35WJyCaz1p2VPOOffVsaEX5a2mTtUsRcAM9
DLg3jdObYPM3iAGtHRYHtB3b8cvbBRsPlatkOXAcS6qrOQ9s5c5lr/eha3pepdQk+HTUFkff9/dn
sXDb6ks+VJafEd2m2OIdBfQ4bfgUtXZQRcSqEZHuVOlMp26swhpl4n0Pttp5MTcXDC5JoirRIm+N
ImY/GQXiPLeu6CtER72HN9+rL9b8NDNwifZi+Zel1h/09s8RZlf8y8zyelL0zpK+HEWsPtU8bTgK
O3F9i50yn3ssiBRBJdo4+LDSFgPlShxTWS/h19NDVs6Pc39TVZ9fcdfcqVGAfHl+jQ/1L2BAW07W
CePrWZ0cMWYB7Ia0QEAlAN80LX4rQVGKQQyyniYfoLkNhnYn01rpmEABsrewUOVpYmf4mGrh6dwC
K1ueCNZzQ0UmJhnUluZrPlW2pHt29kqiBs4OaDY6aLcXi6ysJR9VrguDMxuSazGcxNIPfRZw0Y8s
IlKZwaUwO5i4BjJE5nZglrJcPrDJNjVbG1GFHZzM/VmKh6cFKibnYB88BpbKaSTwMchCKzZih40i
NLpK1r01htsB6z9n5BKi43nxzy+AmeP8hLGayvvpD5BpgrQwrAjtz7+hGq6eIQIJjYUtmtONXsQK
x/yrRc9UdMNs9PlEwcFBxHaDKlCZ5ugEX/xLOji5bglYIJDn87O2GZfVEla3CnbeHYmCeEk/Ia+z
KyWmDpMESNuyEP8quC4ieuXJYQHOa3zNV36v9koEFqcbC+8oBXtvXZp+iMyjQva1D+X2Yj6koojz
v7MfVg+4dtXO1KqdfglY3cIJ1StdQjp/KsWFdjquG7jPZtKJnHdBmnX48AUnscnMFtR5QiVA/OAw
iq9lBLPnerEV7BZoxdh+1m9UC6m2e5nUhTmu0fqb16nqZJP1XEEkeKJxur5Hp2Ye9fbRiUcc3acp
WDd9E17CZMwPuYjPnp2riYrKmKqdMQ1ql0SBtYjqPEMWg6ubUScHNyEa2QHPPmrP8aU945RQzPMO
3G125i3sGqdsInX9QOq8KwuVXWE0Vh68BIelDPNAEbvGvkJmUqbGa/uh+GUd/OLbDn4iVmzt1Pcd
ofpaEuscBpufztc5jfouPLhG2bjSWNW0zhOznfUDCcrhqpmo3+vVMPJDwk6b6EmUf12y7rn8rOxt
o+MW7xBNhFRGH/fgm0KzO8jc6/kvYKkefD6A9zOtwP+L3PKoOwk+3S9CpgkeTlvQ48ghKAgnuSFS
Lag8yV94nzaDbSt1fTb+St0V930nR7juyBltObMvcDJ0e1g/4OLWYX6tEhfB6BSOx8K+7PyFicHD
zfEDbUrhsM4VE8n1j7hmIlC9gs++2pJ+e5nUX2eVpmqID5LskhddudMUiFI/aCfyPJmsnx1noKVm
wj8ZDGF4vFNCkDZSQrTubI56vbVzLsObywzO+kl2Fromb7MfPXyI8kjJvglZoWLj601TLwM+dIy2
ZfIxvfxSaeun8vkQnPrTplP+UyqcP+KV379+IES/dNjKZnJE2iDR7zpbnwcD9uICa42ffmhIIF1c
KX0JSHEKXogrJFpl2fNaurBAUQT6rgIgx7CuGdL4Qv2b8M61qdLoUHYFUN4zDk2MJSJzRaPYs3tP
Pk/jgJiRZi9R6KBOBxhiBR9arnrOgac5fi5aQoR530vR2GjKao4IDbh82Sy40fNDWsgXfimuWRgC
YhGnduJRs9nEJ/aQQdNHo738KIpGUYCbcQyyjBdgrIVuu5qO9gFf/vI31NrE3A70DHrihc8dLTaT
evUDKUGtQ8cjSFYDagjq/ROde2+TWKgd+wt5VOV5OwELGrey0kYXVnfISHbQtcSbF8hMnokha4gE
70M/BG9gb9Z61GnH1xpReQtpOkISC8BrHcPhBEaFFhjvUhxLJE1tGinalXZjGcwc0MCBAa78iv7V
8eoEma30KFQyfr1WXbxveBZZFWtM3eWvVbj346KACTRbP0tk1AQ00sYxzVvY/otz6MmN/4XsODeB
j2TSc5o6BPtIMhDa6NRImDCXt2pi9YXyremAclhJclwhSxYS1m0x6tZabkaJ2O4xNuTQEjSfzqJP
+X1usQJOKr56ZHP7ldu8aF0Jy30bICevPK4eSBLjsMmqKdviP8JEaBhDu9CpqAFy5qYXKMoqCAeH
XoLZZlbegov6zpImk9M7QYOHHKapM33Kras5Zg7tXvQe61nfP3Kj7R8ioHxQIILgHhUrqI3/aOO1
RhWYtRFWoR++LqYyh/Z2wnJKpGQXbEpJelDDJ+MY7mSKt7fCrfkJ5J8GpQsqs4vP1mdSFS0rsrff
+63PSGzdTt0KioJ/MlJv6DODRpd4gra/jHjeejxq9MFoXEWgUpFwaZkB9oVyhHkhpD+534QlpZ7d
MdKLESGknrTpGCeJseATVTuiDhcvPbeCBqkC63zG/LZ4Y0oJySphHWNlqoR/QRacxraydzGyT38a
OzYIPpi/7WR56SXZ6wMdq5jUSU05FZWrmIzpIwo9HkCcrliUu2QeVhCEPHbk2GCXw+go7NJwUiME
g976Bp6DxgxKJ7wCnZBQjKcejVlxn8eomOLI2gJvaodOsuDnICuJUKVVnE+ABVXE8pUceQSx+uCE
J+S0L+pefs1ul8kxOohj+0zGXCvy/9H8IEy33MTP1OS+xvVULsYcaUvaUVfsoNjH3LzwARw/hdXA
8OuVKvWc4XMcHxubFNLYOF6NK+wkxbqnsKwV0TwQSTgHD6lHbw71XaZ6o4BEpdr1Eel1FCq8CdZ2
NtKOlPuI/8Nx4+74hVWQTbzFGDNXzLguWoQttaUPBr0Jx1//d9Xn6u1w47bDEdCeiCNJxy2bW/jq
TM09mRkOs32fRGvMPO2H12hAWyDNU3MiDAGDce+40wy4fTsJ0+4ZIEdxWiasM7FWOVYgeSCu7djL
ADY96ywxob1bHeBD4nsXmaCIh3mG6zYYMuWKZGHncxtbkUZmLLxHF8nVscWw8tE33SkbgZZEYt7Z
i+flNM9rd9KdbwcgKBF8yCYF4JzneFGx0EtsUS0HtoZ3YS0jhWT+Y3Q3HbN7Pk8t84q/LElOTskr
r2ieGZJugeKhJOYwvhwaR96AxsmBVZ6r4NnwMeh1in19BNqwmBpPVWuuOJi5lVvAc94kqoI12iFB
5nsDt71U872mZOTm6aSWcZaJ6ewIcjWaf7lY+QCln40Rl4coPKoAt23FgUp+mWanGaozEkGJQC3Z
javNWVcAhOfYTNvFboO8vHXs2wiH5vx5SHbjj2eSIGNTrbt/HcSEvieujALJxoAL2qJrTusikiuj
sia8uTL6GiEegZOdLJ2ojwVBXwMRt4JlVMPe93QKw/xFJH9n1SUDngBKWtQeJwhHY5Ko4QaSadZ3
TQsaV6Tv0eDtG/nturqHnxwDv8sCUjJJ+05rahV/fAXqRvky9wtRMwzDNOHj8jrB2DwTW23Ex3or
SLYWwDgqywH0VxMk0/EakMzggQeX47VL1QGyb4S6cJNhtsRlOHVArXnaXFNquT3+17R0mvBEhEvr
WWMi0Vg4AyWcakWd1QbmHjGs+dunquIZk+6w9S6k3tmXmN3Po9HKXky05tUAJDxw2gaE8NcZtPE5
gS8JUyxmZ+qqZNzcIWbyJtLpEPGrVG0N/f9+z8DpW0y86cdbZh0DQO8LZoIygkF/9OstCx8ud6tH
HqSNY8KGVrhexG4T6SyVJJwWgAOGK7zS89SPG0b6K6G2AB48e3uTEXiC8a0Cpx0lLbmuEbzO2ff6
x1Asuv8rKOvE8HvTsrd4tGNJrz3lWGuH5ggpKKnXJzKhRr/6ZWG9sRrjCpUqI8Q4enMzWQwH9eBo
SgMpYVZFKBBq3T8WqX4kDEZxhN1SPMeGLuUKdblLIJp00St8R71yuFkJmKNc+mc6ukztqA9PRPOG
4n6H/7TPJUbQyHLWAJwNXIO3DN42AlT1MkTJSGY0BalrchAEPvrKicNMQK5Br55g7xIO/zpP+Koq
b2dM9y+HdyLHJuLi+Yja/EWv25mcxhFC5eAul9OQF6R9OfARlZHaNaPsCciSM0G5I/F1k1oflVLF
AsrMYrfwpMDXvh3TJJGH4uF26p7sXf9dPm7WDjjA18+63Vd/VtwQSRG7ZLigsQ7e3frLbmkkrMcs
CvH6SDH7lvEalwh+rR/teJFVF4WgLNFA68RAN70uOB4f9DDlb4L4Ju68+scx67i2wZDURYDzl9i+
RZuU+ir01mYBrMJyz76HwSmRWhHqtibRExFomdSIDEN8k50jWMPLqgTlfDtrLQlcTE5J+lS5iPoe
AUfg2hNK9Q7KTzKCuPeiu6qd2QSFZjksUsERRePkXws99fKlt3iwXjpuc3KVHBGeCAOzAdWcBqnL
+fsc8pze8I2aVOYlM/M1Mk9LubdO1NDTr6OgmAy8th5dD0WF15Jl9M7AG+bcgasYJ+vT84cg3atE
6MvkEu1KenDilwqxtLBQPal3uvopefcT5r161pDmb7Iz8WJTIolOb/7GWY9VYJnY6tDwqV3A/gPA
VkdgpY00y6Ot6CUq2I7AqXSw2t8/SzYXILLXF/6rH9VbA2GjK7DLbaES3kowJ1KZh9go+Eiewr7c
CvH23vd/CRMCm9jRzqJFMhjP3T8+a86xuwNAfMEC5zlPNK4UiqhrrNwRzGAx+3RhqdK1TdDWx5hc
2xun0DZRX8TinL1oGCNmJXGsxflPvsJV7oAuoaGXmoXsk8toVuiLkinAl2F2645Tv87CZfXY1KZT
tJaBZsmvKvkvN+1KYChICC0hULwY/zqkLGYv2+TWHQV12AaHhxj0zaTcpmF8KSXBMOBindnzAkq7
G2686YK82nqoUNuBj4dVKo46V32Cfc3dfsr7H5XlXhHiwu6tBEcWu4cddTkJXqxKOopZtQ0NgbYK
T9y2YR0Ldonzsn/FKzV5b09ktdasPx+X5G2okTBXWjvWOMf/ht69xErKvgf15LgcO1Y05vbc7uyq
Oy54/p2+Mc3furh7PkBlrA4aZbwL6FmfaLAn1MUD7SJ3fP5+lwW4rMjSnMejvPHi50ia7kJGpt7c
14FjtaIfkm2Yl6DMcVYyIQ/l4yU6HL+0PaUUD9Av3B99RBq3jhKvrhL0UNs9HnnMuTij7fOxTSv+
rIznEH4sIhj/MhFrLZmvys6jdh3EX2vHhU9AI5MYuo46LQmGh5FI0XncozOJM9N39BlQH2YqmySh
KkFQitRy1JY2RVnc4tNRIPRw0dNy6ns9mBgptS3qnQLxW1SWhwP5Ale85RuFsznkaWxM4HtI3Mhx
IXRr3pTSqbsNG9S6gMPxyb9ZvYm3sMzQCn68JWoSklyFbTwGpwKEV+D3dX8OY961mYyalnjK++5X
GDHeaVd6m07IAIZbwIuZK28f4N5PoJAp001BbIeic87yOYYHjHmxnx6q2GPBi3qBIwSLKJ0Cv4yx
XHTRWuBgEbdR2m5RHLfbMNUbWRZqorDPA4cHQdOyWHizMXmtOftwgLMQEBqDq74wCcCiE16SaULj
C8Ft90krYKcZNNVHOWNjjl3VENMla53wAIX+nx5A/CIrovHc+SFh2t9uFrPKLLTyfxi0c0bknRf2
x96pnJYCb7XM9KHc1oBSA1+BZsFukIWJaXvP6Ceh0Ea32vAZmehbxByR9XfJza/LAJvIVVyWauD8
5V/6wIMNC5S7By/E2X3KYLY5WDa0m5V3kaHW+fMXKKKR0Zsw8K2zyBkKVIjHU4W+MXt8XaQdfAn+
7LE3MtBz4A2QYDbpTiVJx9Ke77U6qtEzH7INWMOy0LhZkTw0HIimr7GLpYFuINljuhiOLZyqdCsj
BgRXKWqeBNYC6hKWx4FqFHbCRuKn6COdSF+xvyV0Qfnwc+uFEwoPM335tD586QJPoxfL7KGF2HrL
uSlk44PLCLTGS7F+c3km82qaAdNVZAOrku4SYQQP73lcGA80+7ngQiykKWLrhddp5kPfJrWoC88l
/vyotEIdtomXgTt/CIMuNnVqYnDNluVKBjoKK4zxkrgcjF7yXgM10AoAzADsq3DRnhM+gs39JDKf
76gKVMcaa78CnS07y3z4OGgr+82X5wkRLIih3zvEj9U9Hk4vQUmgODM0/jMHSCCXkkzSiIPo/btz
DWyZjb63W1jRz8Lm0ghGf5jv0XbKutCsSfDssd2KUWoK0FZ3iMWUlW0BkBMJubdHY5VQp+SfzL66
WtN+07xzvYlW8r9dfOz34434lzSP/wrt3GU5D7tH2WSEHdx+kKiSRF3h5rXMnWfDhbsBo/dPdGS3
czaS/bZLc+N8rxwtZyU/Us5TEwzetnvmjoToMXjozRd0F5X5mdLc6tccAbmqJqN8v+fbqsjOBCyI
BCbqTerwIad/ZbO50gBqmP6H/P1y/MV2i8zVsAc87mnZ2yaC2szoiAxU2GOd2IKRCPez/MW9vZL3
lzxc1lfmURt2B1am7BphOQQCK1r4l4h3x7xdF5MRVi9UJ8GRaqWqI0zzedQB/8rb0jqPC3t8Ahax
pR56DE+ThErYb1s7ThdMbKSGw48Yd8yPe4RRrN2YI5yA8jYozoMztZu3L2Hswje/f4X/ZvOIN/yx
0A4ek97minNEOzpIX6SU1dnHlGfDS454nu08GnA0eCtfV5vxNjSIfrEjfA+ormk6sqUM/qu6f40B
cCNZV6u8ShPdTDtGpshJfe5sH17HLi15lOAWmOIFTaha7IOToWIbUqHJFLGBIgLC6QwhcZ34IY0q
vpkt2yhQ+OU7HkGcA8Yx9h77sk0OCUYJiOKAKPUY8SOalZmzAnJvNeETd4NhHhX+CpeMTQq8vrrz
97C5nr+fncMiq+s9uYYK4iS21NVLnelXo7vD4I+qXAO8RG599ZEQ/LYnH6owblRj0dxRl7cuLDoB
vwyd70rWjhW/9gHTOC51GNTH51yt6OkRU3NGwYbquwhpWXFg0M6RGrtWIyfVoip6aOJMg5NjV+1F
cVZaqKTH6iEUIeoV6h1lCjoVvYk2bTiszfa7tnXdzaeFuv3MM6zsRKYSQSEnv8DtpLxBPKjjUufu
U5UA0OiDwpUDb7YwkGJOXFaCFUKt/XXBtwkCYou3rmnx5oG84Usdyih1DSsbFvEDTuLYNTFntucF
HBTmUtROoN0q2rURFpNJyQ4dbBUKnQT9JvIN+EvrLuTN25DS1WUl6GDKQM/mV8s3wE6kJUQwQtBP
2Mh37wfUkU2dql107Pj85C1lHsPJt/eE5CIhIJPlN1dcJWAKNSIvo6jKV5S/KLQlNdHVav8PcEqL
v0Wq3RVJqFD7abO6x7m6yCkfU5ouXkoFiajL7nGI0U3H9X3865ju6qDCOrrA7E8n63ElDsSYGZDt
4yKMEcf78k8cU799EhyctFmcSb0vQ019F1C8y7V5XFdgc2agt9d8bMoajwtI0rDo/TtjQOUWp/Ym
Sr3tWmn5xoKSKyLfxy0wjvqDD/rW6Pk06Wa5fYBRoZ5rUPWxIjrfMX+L3B+8/xok071xWA22XkNw
+yXXPLYGEb0Psof2MaXKPKdkn4kcm9splBeda/x7wGSBR4eNB1UXFE/vNy92SaEQVeUozr/lB+1U
En4/xDZ+wuMoXgVzsgeFMZAI9BmybNRvvj6W3FRNgjqElR8WxZryagY5cNoG6/qryuPyLohZW62C
f8JMC5ZLQlo0lX6UVJEPEVFM4aM7ORxTVSia2eRuy6qvkXnPiGiDwcGJgTcKUzwInYWufNU1uFHl
qsGUsJTtPFdTLVDtTjEeFSJtcO5gpvtF7OMgdvb3vlGvvoTYH4X1Xw+HyROIvHPtuwQImxUOadAQ
nizYrMc3CviAiEUP6rPPrzMV0V01Cglf4w6BSYyEoR2rWmDnVws8QQABsIwGmEJ5jwPYZEMt4CiZ
Q/5DciFCiG9uQIwGrWOrdASKkIDROl2TnKBkz2mcn9WGKsLkSs7GktOtnkFRadz+2UUucNCKNE7D
QqjjBYp9U4PQKATewy83NJkG8U4V0V+FmxtmNASXKDtDQt/QMEGVL9xiybw+Im/Lg09wcy/i0sbb
J70vSuEUuk1KYLGR8eMP/3SoI4yDVobvgjaznZCMTBCnAx521t7XRNoac+dE8iaQBvGFatl2YY/e
O00p6FpzeyAqrZNB/DNVYOC2ioQYWj1n2dNyo8+FSaQkRLTzxSap5f8UM+tElI5UnRW/keE8NSee
+xfNjhi9iqOU154Q2RY6uTvvmzUjFfyPnqiRYY2rnBIQbYVj12piwNRZy+VmXUB+e7PB0wzD/4tn
cOWXqOy6qffKENUxSldwza7W0tRlT/+jZTIqWT3a/gST4iJiapnOWVZmt430O/IccqY5Z3WILHpE
NyiQAH36WdnGVk0ObEr8zjHkuIWoS3vxShrSLpDWpUWksJbsf/qE/WzD8z1ub0tydeX/VZmSq7s4
RyffBHUcUTMmbPKqcrtfaCL3cDaPnyQfVHmcFtm/W7WJAlSYkVLhCVpaH9ihxAuF8NBUBRqq2ML7
Cb+OEMLi4f7TLwhWEpoEh9zNI8P79mOlxEHjhHTEaKPMmvOB8CwhDf5/FGswzYhNxqYiINN59m8d
4nXxGyF7KQVdsxsHjuISgixuxQc9GFH6qQ1WyivxBr576b1bMdXGjOSK/jtfW83yWoblpJ+elRB0
So3saLOHC3GA1NR1CqW6rQLNj/C3OiF5uH24rnCp+LIElRSvSy5kBE9FCpm6vKBYHqPVCv7pK6Qc
G2i01nK+WsUWw6Fh/Gy5FCOYU8F0ut+I5nDcZEGb45+rkxzdj/is/0e8CuSWL3gVkIz8HYYcy/zA
Dn2aRLXhYyTCNDImlk1It++KSyxa8fnDVVQz0WjWgz+Mzru+xQ4g5m58fj+1rQy+7LNNsUoW0/M4
kQ7qcQjz2RcbKKDT72H38WlkGqH2kuLiaR/gXMZSeQsI0zF1TpI0kgx5C36TprVlmrk7INk3u2js
g7c6nfTBzHxITiiRgvSi9SdsM/rKnsMOYpv+9oTbAGc4sbTvm6umt9LhrYr0P1zibDPfgRQI90Dy
mMAqDg5cPQ1vEtkCR8Pgdmi6/M8sw/Ypns6PhvxBNUN6gcHDoOl6RDCYJmsuwXrdeK2fG3NzP/EA
MiENqOg3iHcCoDTUs33L9UQwglzOPWDnedZv9es1WgiiEgmaF1esNgB//MR6Du6hJ+iSprIbSi3x
nlV4YCm+Llvh95nmiFsQ2lFIirCrwZVfHjkhEDib3SmuY0lkDnDw1JbVoAepnoSaQW55V1icXXUL
O8ksYEE+/+nenKRgAbRkkhZ/s78pUQNueOA4Q8H8HoXSYSYe0KEqqncUEyRR6jRSsTYZdIC7yXSO
lwy0rEtZksy/c5bIiVzwj8OT5cD11nEo7THPT7KGzkPMraMtzW+uD9xSYeiYEs9UIKfOa3udVOBM
kfHRx4yKkAq/rDQMq4yPyORTystc65dSuBiw6a9jLvxj+kW2PEp5GjU3VmOzdghKTibNuE3Nq3wD
EIL4t9n8sPpaJz5bSj9wyn7Xy5i68U4vXgDiDCYzAHr+17UqiCfvfpKODNQgCgMAXKkRhLCWUxPb
sw9ShjpanolEPMx0bVxTvvOaFDYuEXl2KlpPhmcS2nyWXn/5H0yBXGTkyxSJaced75WkGF2x5aqB
/CQbYjycm3UtJo9IrOhrVM1/MrJJcVofOCxotrWSSevCkl++F2UfOfz6DiBivkkZ1m8lnzKI3Oj6
WPUEysJNbSGhLJnTegIczc8Rvr0xIPotuN2x85aHnTVR3IbaxuzspVOlweiVugY1vF8Bg7o7wTP8
6Z4oHZ5AFoGzgTy/+5jn3f9lMZcPNKW8K4gs8NGW5nep8A+3UtSp1ZEeFzzHbkWYiLu5SLgvP+WH
n2cbnZ2zRg2s4iUDEVWemfIBDEbbe8lCzBpJFimNJLy/3jzpIJXs64OAO1Vuq0TtoZyVaVLCPfbF
I3ReXuOy8wkObqRlBITnwPDeoY4YCTN7fr9sa8vFip4wFKpEUgQBPcgh3h4UVClHq2vMnGwQGDoL
wjOsG+HdoB/7TFcdkkdBO/X+gmka6blwA0A4xmKrz1ddjShK2Ms86cRVk05QLqq3EhLhOotlgXnN
j23I8Wg5w6n0XtNOz+d8p7AkOhrv5Fc3urZvCE3z+znhsEhAqwp7Rg6qsAgZ7m3zVU92fxNxoL8W
RcWHIpnA6DOUuzawKtYXSSv6zVAYj8yI4KLJcIFjtodJ+o61O4eHbRFzgUGlKB1gO6uljfwywII7
OtH42Z/OEpQel9zTqwBf+cMWNfekPmmVqrNDAQaJV4wIroEsnIAvWKTHT43AbSH/TdTSokTNm55k
Auxjz1Z112Gig52a1tpEjj+Jw1mhZ5mEzsftWQ22HjA7V7xNdzUKSzXIra7XCEOnF0SbDDj/XhlK
meXmEQhAu+H8t3zToJm5kb7ulvWH+mfUkBqRchFKBBy/iBQAJiOtvDzOnUSMJVhCltHepMm9nGcC
j8vPQzoNn+ewbgl914MGEydI0XGPTZ/thqeBBwiyTeRvfU6GcxpA520VBw5yfNllgsjkTEEx/5HS
q+vXM8aLvIi9cgw7ufCS3tKzomoSx/eosDxebWx+RDrMcbLebintB2nBIL5PKdYq+Uro6ovu3JHK
lGSyWxGQahm46BKKq0Q0zLjJLXuJSk7vaymc0Uw2WR8nQBhJ3Strd0yaXtnIz+6Wgb+eIqGKNZIZ
NwwpuGoDT60YCbheRI74iWkv3h2PVEal7/4BySgPKPszBiiVeDZOyw03e22XaCXMzaqKT93tJxsN
Em9+u7khZLdZzom8IzjsRwElShAG3Sg47jGQHyTdeVmpP856WfENJAPZeB67lR0S7lgyH2C9Vm4G
bfU072qplydnsbcAythvHFKu+WHbkB8OMgnf9NlBhaMJF2cWYPsmy7Euci6ZZq54ptxrIfMIXkCa
zGNbKRRYlDyy5xX0I+/TZlxF27TvrSy5dxySY0g7vBmyBfsPoeNgm2GCXEYSa9DrfhpXGGO+F/fC
PhXK4npmmcdRag9GbbOHx3nB4jcQsS4EqDuEILL8l6F+vTFFd78daesIYTJLl3EO6Z+vJUc7UoQ4
qJs7BwYAUI5WQCgeLz/H19Sd6jE3T0j7VrBPdvEpd2lj+fwbB+xeRrz4FH197WMGoLt16sQjvUky
/CuMobStXV6IfPJ1ME4S5iULYDcwhSY8DVUGi0Xo4WrGHPTZYJP1IYXvvjv0FtTEGTQs1wEldxUl
+naJ43t7rNzmkr+5r/3bpaYZIp03djot7JCvy1Ql9tQPa00LtPLeWSsykGLK9puUOHZnwC+D3/59
/WF+kzA67PAGITyLmOaLHw5zHQqxoASRjjtt/dLm/j1jkplBqKkNwJjdmJ+k/v4HN91pyW/uRRAD
KY2u6vtlFwQnNzzuyA5eLgWElXsqB2x33fjMAkHkUGAuHZOsS8ms1xxfgCIst1AOXqfPQnirFx45
2OIMZpDmenSHo56VgE1R8GmSLMA1R8M7mA/Y2L+8spLl6OHdRAWDQzip1u2gexCDAqg8gIOS+Cmk
uBb5DrybdfcOfTbK444xDWKhd8VOB7+ocMVfyXlYqEvLyLJHggBlf7zMPY6ytir943ZBrciG9Vnh
BK88F6jST9vgqs4N9JLqrWcfph16CuzvkFmfs766Y2IDBcRu/vasIT68jyW2PU5UMU25bRYMsnbe
Xx8JRQaEwVT3S66Il+ao3QCf5qwlhe/Rho9Rw3svHTImZ/9x4AL1QF3qWoylbrZdGp1aXFL8sEbK
8prfDyoLfJekq6XrLl460fxxQwzvGWQDIAvN+EgGR27q8g8c1NAho/DPrBy0ry/saNT659NSsxmP
S9994GRCnELRH4S1ChGcT92XHi482+UcSFJuXPwYRNNooJuYcbkrMWtcdRZ8ni7wMzva4AYyMAvY
uX6NSsxcZxYZCOliiYlZs0GsNTNmmIM49EpQtL979dBu2RRV4z3CrNeJYhnKejJgTPyAMgisZspS
YsQRuB9qRuDJ/hO0Rv5vnq8vPyVZ9SHoLlYFM5+y9XnjXCPLv8HO7LuAZsguAzEnoa+VItpOZXj/
2FupLI+IVOXAJ/XQyJ//KATmTiOsEldDE9l18wU6pIHo/21BrSyn4m/cxDZN1+wXGX+kHU39w5pc
gbDCZMhPvunZP9SujZNaDY/EizJ/DIqulTEuujld2ISyS0t4ccgvM6WeHPpWMI14zZKBKHRHFIyb
41ISZGCUePkvmd+luEiMWBW2z+BVoVUaPfJFXBb31Ugtr89rv4UhCBmWcZV5rNs25+lVrI50Ey3D
MaNMbSkVQ5CN3ALsMd79iJ6MaaabOz6gJvnniXEOH/AZNv/fXJ5dozL/HL46hfXlgFrJF6eTCvmC
I0wzKru4482bD8aGaimi9mb1dyxpE3cKLTC9SC9cGZebFJJQV4EqaW3P5hwSlyIhm8FaLw5I/uYR
7eAlCrR+YKx3tiKVSfjCvycRZqcG9gJtva1Bz6JULPUm3gGDZVwHcUgKg11F5hwykHWGy556jwOr
jd8Xc8ZJWDiC+cPbp+D+Q+I2raWGxt2QwvxCI9XVMtYOGWUPw2agOXypC5upg4v6Sv/1e0e5csXg
HlzMmhFPpB1yK1kgCzdhQTSFV0uAw3lyKSdceYWVPPeifbZutzFYPi8Uz6G2KE93N9gcxWboHWPP
r6/lweAf7WRyHEsrmD5AXkd6HcnnbpD/qFEWfXe2JYpaH94PL4WFB8ZhBI/NZiximwqVWcBt2opj
aTnadlSMxicgDDTpRi3Zdwn/APhgv18LYiaoeggK+Dgc8Qp+L55E2qMNj3KTKrlP3Q61eZkb7Z5X
z9kYHqq4v6ychB34WGWSG1Jli8tMgHPt5FerwVWAs1OJS5q1BOv7z3eISly1t48yP+nfXE62wyME
4BBERMIkid8iu38BDADpyZuoODAE1aqxIvrOXpuv+ce08g+gOC9npOaej9kU02YngE8z7RgcWneO
wAkVjisqOBC5wU9Ij9Gb03hKJnWJZVNkNuJHk9Uega96mBcgJOV8UMNGwSycaGoRitUP0xl4959E
tflbfNOKTMeV4EdJxDk1txjVVsRyJFVe2j6uUgC3ad5UxVySqwUX/bury6rrB72vN6hti+Cv49LK
Z74nTvF4e09J61Phkpnt0r7EXNd5gyG+H1bevE/ltEBzBiT9hEXUneCpI/Zhf+uAdDVM9jCK7W/q
5hnJAVYUWYvLXBEqi4azsslm/kMJ7x7pDx2spe86pqzne/xLKCm7ZkMHwqvY5ZxBbgVFoHp419e8
wnXouCM1Q6xCvL594+3LA6rB/uESmBud5OOcnK2izC/gJHQ+F1szuaH8Aln5cebSraCdqYzKjKiV
xr3vytuns2DMWzHavKbFrzjJ/YOj9I37+tlWBL0K5Cw8TV3rFhK5nkvfwCEQvWcIeP5ZrK9VPckK
H7wbMV4HW3O3s75wV4wdGFfJkPbm883m9uvMbzBIff3afa8kDb9Yh4c6pk2i61Hmr4S/zZn1xSSi
Gius8Qs6vHY7RX9Nt0fYWfxzJJXhKE4RIA1Y9h86YKIbeWGYWf8rSJGKWkcsxDL37ugxYtnrZCNH
afJ9RblvOaMNnMuA7lR2i6yU+FbqfYeZA0BejW1jst7ccztwlkgRXg4LQQfWfP884AzUC/66ofpw
gW5PFz0cLO6GVGvv47j0MvVMcWTX1bh1Io0MoaKoHk6JqFgX8NWgXfVsZA6SqfLvDX7g3Kkj+SwO
qOtit0W/wleXfHI9FO2S+orkkQ3/WsWbTZU+8riICu9Ci9/htFZMEkIA3suHmLEUXAM81xLsWBCU
/nc6GkA5LNCAko0Zn33dYFPsYkMDdgOkBPXpC/y+wBzxwkQ8IfCcdduFNav3wUd4a/F0i2uU7dkN
cL0Qb74nXqzeAiWlOnYEOzSxPwWsQhPuUYbPq7IFGBff0MCZJqi6ObNAlPoDN5JDJxp5hSNNStKk
RZ+Ykd6lf7OhxkRkzZMbF2vIcKtXeeZ9D9QkFix+qI2IDwqKoE26aiWWdHk7fUPQNfcrDP1OmY7f
VWn3BfbE1CQ0SxhWvUEExtCv6mAQZ5OAEzfB19jFbFNzp87BdKFkNRvdCFtNcG5NshG2SLQoOS6A
8bGg1orNrGRDv7bPzsDmYRH/d+v1U2MUIl3kBwAyM9K8CW6lnhhU/OJtPHX6dr+/LDwDRAB3M8Vi
RxAFPj93gS2umgYhL4jR5wYyzUh1lIU+y3hP9smjqiCl0WR7EctyWMdz/OdCzDwZQ5NcPcS1AYCA
f4j2Wd7/0MQtg5zv1NzqlBWEC9Cze4pVnu4Tuuq/v88ShMooFnzoB78QMPVJbzWhgr7FXLHW2DPF
me3aF2YDu11l1TWKP/B13D+x0bhufekUqAjfh1YTu47laRrzTsZRcHC+x2dg0NSO+1lWfSU8tVJV
3A6gePle7aBNBhiUAdWBAmo6aIp5H8SK2nrQbYfGHXYKlY4n9DbtmPvRRs465sx066eoUy2NQeZS
5eQN3+iVRm2nOWfrceh2QhHC6wMKUJEgavVqWPou06KvRxVjhtlY7vylywyCirICa5C2ljlVA0jx
Y6Qp5quucdM8kdSqvCIz08ojmlCMuR0wPdy+rk7J+Ak6c9+pMiJE3NMhyNULWLosyOl+pHLVj7n9
GFVQmlhltJ4UEsVNp7HlMrAy7sE3ShHlwPFzEjP3nDT9QiBr9z3GIy/BnzPBuV7cRHcUdLsACS2x
dbzln+nH49ZLeKeE0F7Rpv3g78Y0ic+aqf3MLq8rTyoKGmgXG8fj/R1Srw5E79S9FGVRXOFJg1zZ
ECpYEhrizdxYdLrGHiyYZ6J8E1Zg0I+Jc8P5Whgsv2PkkVL1cmccYyl6kei4GUxR7202lZRemxb+
I2bQWfXuNu+Gxq3bDTZjUF88q4tDJ+bdX5B8a88uU8KfyBpjh4/A/O81wnu4G58Lfb+9n4Y+dJUy
gC9kdUB4TvPgL4tJMq+Jkth/dAYu2ZDL1MdGBgwaQ9iiAb1O2j/L9NWH8vH42rueMBVMrjj5PW2z
B7Cgty3vjkt55xeKHaQc+wo033I/12EqUr0oDOlEJeLCB3CAHwuOS48scJsmzkCjeY0n6jfkFMLo
ztKnkEyalawZ/6KEogFQUMkSXuuSsUV9GTSwW01JL57Zp1Qz/GxIWiUBM8yglI+1ZczdEjuZFypG
g1ML2PEXuzkEaFY3H2g6Lt8k7ZEMMHHYuqMPJ9XzY5iNeURITJcJRkVs6pyz3S33gCIhnJLNopNk
UrVHu7h24kzGkRdGKQnNAKWV943Yh4LMXQ+9Xg8LnPLWvDmZDfdllRp6oxQ7sClwGiOd5QpVMqTs
8vqdDCwNzNiEnXE06Sem5Eb7vxgzzUf82AwHsvy/u7Y7QdltMbgLLe1wh0mTsGT2zNpf1kgWT3Cm
lk72pWWI85wmeeOVBRcLmJgLtUjLdyTt4Nlp97Ito95wrAT2n6HwOYw1Ua+4kLFmkTiKJhjql5Bz
u9aQx/lwYjvdZbRkmjTD5y7uvS/8+GENXAi9kfteqg+oGlWiiAnvN1mg0Z1MjcOaxbD/+gUj+6xE
qPexlgWqsF947brXZRcLhM5SgH9cJYLkeFEBA0I1OgQ/2u8fNmpOPzr8C/Qb3mULlU/iaeRiEY5d
oMjRimnXhhZxnbC59NZAjzN/bXwmIXthAvQYaMY4aIuIR9dQYu4Cp1CJ9AnzGEXamCZKCDTB7FRI
HdmLsAnxcJ7kTwqjUxKl8BFATHJ1LO8EJV/BH1B9mhHSLOcEuUKk0yCxjzquapqM2kL3emA5nq07
w/GsnIujhltirFN4KEDDDve9V2/eN2s+kuZf1wa/XZAi2XR/BB0CtWoTiD7Egb7lHjr17FjqVX9Q
HMJu+rvHlhtGrBw4wZesF2xOwRGj3dSHsNcSzwwc/Eng+yyFPZOY0Zjj6LaDrTHHMT8r9ZQXtEXB
B6UjWfX7XqwXjDjlgjT7AzEmFGvt3H0Q5nk1rCgEzUfK//RFDeD6CP8GsTQLP5ePl4VZSwcdoD7O
QVLGrI/XePm072SPBenHfuqAXwIlyGObQceUnT/ajD+4cNa2SenDZM77UC3IagZhNht8Ct82PCX0
S+KNYN5KXGIB599M1VUqWTCHKsPaPMkC6nR2mbqTSM58ATb0jLr3cNs4+0YEIot6de+SE+GvSV0/
wdmLzUomesaBES8ixzeqR2e2RNRpoNe++5P50hWOiegsCqzheDILwgru+SSln1LslaHrXjge/9jx
K6A4qM96OKPGx0Sa2v0kBK/lc3w48xveyiSfuowIYNFFyLdjwaEMrm61lnn1jSc7xKAEoXwmHOIF
ksochweN0icMVM7SkPVwvY0S/qj1H8dFKxEFWqaai0yLAffcQmqOVMP/XAU1FZqZlkUzU4JDwpOc
7QeM2fzwc1/qkCjXIssgUXUHwpDksyyZAmnS7KHZLCWK45Rb9jqvBnmxPHF+iP6UWbTK42HLWkik
l7NkaIq0dhuy4HUk3TNcbwFFU4zlj9xtDN3tVuMndeU8qgWkCJIokIIHekyIczGOhkeJWil7NlqL
BAKOrbo8W3iDK8GHmWu30THe+CdGH2d+B0ddmjCAKT8sZ6mYH4J7tZ+SNbfjeVtlVkvgZylTSciV
BrMH2kAtS8gGf959GwkFGLQL0X3Z0ontwBN+tLo0zq3Y3ALj7e+PrsRQUka01o4I/TaqQMSRHQ4s
eoQzt1zOhx1qmmhEFTPutKa9sRNDHzODsH+BbNyfnogiK/m5vtONmB2yZgbGVJ7UUZeR+cStmpGc
sBhnpbf4490HduAyhnvOus/ksEQhX2TExfo86LVU3d0pm8FeIT44jSrCGQYPXyQ2gP7O3rsvxEV4
cZGqHEYatO1ibUw0X2PnuNby+syVaxwYgSNRcaXCUOEbgjJzdYrl9I3teZeQCJu8QpTvh/nVik4Q
V5yAcEuxqiSAFIx7wVCcFMRXZtfJTbdafHunQ6/DjoG5E8ymWcyYlPBBrF429mQgYjiNzWfp9/pO
wobM1EdQeOAK4QA+mggjw54eNc7ceDiFBVgyFEps3cd3ovIB/o68TV3oiEfk6j+GJwqJkL+wC/gw
rgR8M5MDiabKzV2eTajtc1BAWD1/ZPzIp34aWzZP/tO8HIB7iCNzm8YrsskKpk1D/ixpbv/nYXGZ
IRPyjdYxDL/WC/DrD6wXUoHitHm8r0QgKSp/0JbMxTOqIV9pe9XnI2HBceGDcLmVzh0TM51HhMpP
JoNJ5ot5h9zrx6ABz8yqSSmvVHZsKdtoqoArhHllv0V86wHQijYj/4LKdmce1EbDXIxIfRHLWDmx
hpKWRTNHeDJIeUCwJXK8aUB8UEEfFMpr99l3ZNirSfkBFkpqAlxZN/F8RejoZ/6BZjgLa3ykzoLr
7CbtQCbMptI0tRYTG0Sy5XBU17uuYcKtba+IWVWIL4aKnGsBMs+Je0xBbVVVkKzkT4abt2H9zT0N
VXUKVJu5/KS9fDbcLZqvplLF6tJxHSU0Ux3Mi1DI2vJMdG8BnGW8ghcyKNb8GFM9RNZp2YbqWN6Q
7d0vgB4u39Ge/sa9pYUxZDeDBu8BPR+2Z2roUFLaRgShX6Xlq2cy8zLWU+mUsdA7nBaEu++KWhUJ
/Iiyb4Fj5r1Fwi3n2IZmuUHTi4QB7ZOIzA/rDc981ZPH65+6kMFTv0u/x6BroElklkkDOPuPm0/U
lsePs/6MjsQs1CW76bA0PbHolIyT66FLiiIcSx6VqpDp16j5e/DB7C8yn05GVGfdaKOinCrvd6o2
gegTJHHGVcloJ5EaNK41NFRY7jZ2snP0TT4TcT7rlzEHRbOxooDO19AUp9/oMrqbxlWfFDBFTIIf
jnBB7bFtyHBT6PfFTNnDgL9Dwn6owVtonbk5n6B4woUII+VTSjNvOp02yUJZLt8LI5CwdmJDkkwh
NsF9aUjSQ7Wcc2hlRbCSed5nqxVAPNtE2AsWCfODmIAtytRuod5C0mfMAuHVF4E+S/70gN9BOWv+
BbSJzT7j+3dDo8KeNh9z7eAsymYRY4Rf1o/Ryd/3wwhCCgp7WW4oR/jX2lyrpqvUw+XEC1RqcxU0
IwCt2FzTpqCnwaJKbtiaOOoq49B9EE9DN11KNehW4JU3k+cuP5ueb6H+QJa4BQP8xfR7t3UHAPc5
ZLpkkHSJnsJ5cU9FkNCOex4UGXaAngagLVAKQDiiXT11qTKLIp3qvequPMf0/6IcJWqlpzcpoM+o
VF2ENGzI6+e6oZtq2PLb29UxA/PrP1l0sLrsWGFBeGH1cGsmi4/duWHCdQIxIPyb2RaL2YVXx5w+
fztZVr5dcfWEuFAGze/BIG+pfZH+q1hZl3jct2l+WbxIYZ8sAizkXMNXMu0lGKwAt22pflWSKBp6
qnZ1VpAlr2J/0arKQlmT95aBMP37D7oQrciaH2HEyHSE7Fd5tTEee7tfwTU6unE43/giqaVj7PaY
rY7/ymXf+kYtFW87On6m9i/ISE5Af8/93OaGWLtvQQZ7BYvG3CyCN/jtDQACviyQnIIlpdPUaIgJ
jNx4gOz7euLGsDKrN20VkXXGdKuTI7twmvI00yuUAHr3QnLUuF8s2kO4LhPAMyyv23M6pgB2G4af
4LZ9LZ+0veijnbjqBj2gmm49zVy0iUOHngebk7HFBHxZEYEuY5r9ZKPkDRNHPtJ7B0XAFUFTcYJx
xk16utc4tAyo9MMTGSW8gI3PaQoMYUPthTVZyRowmDi2eRlf/uIy/9AKdU1YSye8yW6jHleIZQ3Z
ZQZjzyJBEndOr0p5JqSW0f7GE94iUlg9lFGCO7SHktNXzWIBt50VypgD6CPZ+P9Hh2Kg1uQ3lIOR
aDg24c1wFQ+vMyOKpz57pRxD8NyR4GcuomZII2sGLHpuob1Mb3IOhFGnTPmkf9LnMD8YNTxdKasb
vo4r6jGkHSN9QERPKuXEz/Jsedw0keUV1E7eH7nmCWxMqU+EVj8Fd9TlSE0KSWOyfEcsMxduFD60
nZ1XRB5PVfpdCOq3HuUpIoqWiuvZQ+CZIPbVk76pI5MmJaPNEERSTyAjKEr40rT5SuXXHaG75uOj
ijIYpczmc5nr/INLBVMUNz6HsZaWxy+75Nc7yTDugq1Qq9t1SGmHB9/6V9Ulj2Ipot32aJkCVm5K
sdBo1Fwd+Lh72FVJpEqzKseHI+4rqLxARbRkFNGUjqV4vy3FWuL88e8Bu9veM8JgMI1MOHaeX88t
WWWCvyu0Db9qqFkF2A2Gypd4M1xMYeiofnhFiBcwbniofl2pHLNLqcazp5D5/wv8nSVmlUTHYl5b
yoJ3qjs+Xj0UbTjFtZQptPApMxB8rWN0Xj3gicLbABZ0sQMeoRyGx8+h43wGUVdgd7sDM80Sw3np
SOxWycVRn5oRGCZ74RSfpmUiV02NqK8k0Rp00ytYinRGE/GOETQM1K7phzegCAINjw8n6YwdH8ZJ
BYy/jEkLtq9RGy9dwNXMA+3psQbB7wIG8+5OCy28syNfsWBK/k0zlgupmsKorep0MhQhyB8GvdqO
fF0IerPmDe2wB8f0VmQ0NbEMivfk3wYSCkXroBXZbPhIAv8yBNJmaJeHJrWmCos1u+BGxKPri59O
E2Xk7cSPri8FUEdOQGmEpxJcEu2Z+hh3RSOKte0T2+0y18qXvikuwA3XJiWYqJUQv9U36QvRdEJ/
MDp78abpnZ/kxq3iN9g++k824I4fZece6t9rEAY3is2whyV/JZl30pCJhAUqCy6wJuNH3lNsc1LL
H4tVs7K7jR6VLToJ3klOnFPN2KstoHh1uXrIh/a5voezI3dnhdMsVwaKwKMlrN/Zc7kd4Ni3khEJ
au2ID0/Qa29qYvUvMYXlpWn146jOSPfgwy1DDlyFNFha4jHYyk0EYIKCaTajNAbKb1+5gd3pmjDA
/SM8ENnopKIi9nGOdVccLG809rDl6GBdEZd+UCBJs0mxvc1RgInFk+xhyBOX0Utg9rwxNByM99qP
/ovi3JpOA5vckvQEA0hdCoOpEdbkHSTVIwT/h9HdApgZWvUMkQq7AHu5igYhYb7q/154KDm3ON0X
fuoW0hH67JhVcTtrYN9EBojzQBthXbMAbhPoM+Cc/oOZP4Gp8A10RVceMmIUVwvkHHuKnXZR+GYq
iZWw3MgNQEmIR7TKw4LAM/dKRZLLP4g2TtLn6sv7v6C6Uunns0I3PlPBQrJMZymTTmtcXlrC4gjQ
U4bEjhSaFsQm/DR8DTfmn3jGqIwlAOLRz76eWvmWhJ8a4H68ITUoNro3kESlrNG0RSn+G0JIrkqa
HqriOP03w5XnYUD7t4D3kzaXues1xP39lmd79z759iSs6o0rf0HiBUvYRfd6P8Rad0/jC4O+E8BP
+ustFsI3Qzey6VmaiBxgOwyTAfTqQXeXL/c3mbgIgSYBNdKfTb2hVVLoA4SUm4ncu4KEAZbBubeT
yM52zUkygD+0SSYngnq3kfWvtrHgiU1Q4WLfpSSzZ8cdPBoI49Yi3ZECmYOHxKkbPCKu3fg+IKoV
Afhf4iz635/DUVpAeq9ww0HyotF+lHsGHNxUpiQkU+9lBrB28PmGzcAgBXqUgocTPjJ7NvJnN2hb
hmKgUG8utBcW+/pyAYXInOlqblPLu4vUGlx2aeLwVFQ2HdKAomguMtT01qRGJTbMraIooK/Ggeud
z2u25B6FNzMek9D6iGA9ue3/hKHV62vzH+/vg3yhJtbsiFaylvORgRlRuSEdKLPGuuNZQ9sXRJ4W
KKfgeWdoho3Y7DidAhOA8U3ujZFsT7QejiRKuKEyo9wXiHF70LxMCoWrHaAiiikn3TclemWDjXly
qUeQeEmoNR0HlqpQUgXFBisSl+D6CsGFe0MKrlHvmmqgrYarjrtUFGr9DagOOjvrRFsmohg0R+Y6
6NN+60Rb9a51S8ael8nLX+yYYhhMX4h/8NRhEVTmaMW5GnZYoMtvzg3W0/wqlYf2c9JyLDFAK8ZN
zeaVD/0OQgBcHRLXawf7Xh7ATIe26yOr2xdbQShkRy7PMh7zk7nDyQ+bfNRo46/z0eUY2DoJ/nfH
pZNh8uy8oV1fKu/e93JHRHxFSrg0srf2cnCpaHd4a+fWlW38DJzyzpaEBY7nMFfharYWoDLHAs+U
5j2H0fmffaXw8gmCZlLmY9H4bOjl4qnAOTQMqSk/L27jx9RWDfnvHKO0Gjl6apfOu9E1Xb2y9c+G
jhS9utLhRnx4Ir8kfTOiK6s3SRUU1neaYGKb6p7rxcZuV6VnWF+9GNEeXKu8/kqryUOn5XwNBO73
5oktFT2GdjGDkUvsK3JWSFtdKjI2zV7WfTOWmM6BO3Te83wOkTAxXo7udttRhVS8qzJM3HIMcuE2
5PY90wzj0cFR7QCkanD5X0EK0FtkZgjL5ScacdRasp+XZi7uThYtZ27qDXpML+F3sMAwzRx3/sDz
hB4hFtEwexJPAXzruAuUOTi1/FMQEsY+TDN08lwD5qPVa1KbIp2isYQGe6Z2wFF9LJllCDZlKSHp
qLy4SuUkkxhRQ5UAqTjzr4dlt+vFppfMO7a5zfAYR6bs/tDAt+BzmKzUxRlxC4eg0fP5p5VXUjd2
KcX8ohrRMNA4KznDMB6z2rU1EvkJBeC2RPamDFgiNCF5tSE8XbFdH2Y0K9Mg4ZeZyBEsqdjf+AP6
q22d9AZA7fEjqcx8YQQi4u86HEsMdkQJ9D+ASqSDMmutA40aWQCeu8AoaxFSG6IAc71ByENba/3t
wc8a1hDQaCABEun16lUcr4lKipaoY8CTXAoildCp4Mv+m11RAVSCsGvMfvuehG0nXERnBDhRfI8a
H5r1V2Jw/Xosr+5/WLMFFuz94dZOtRo2V9R5GfLQhi4meBZ8h4G+tgYiDerHooq8hSxMvhqPljT3
jzizItTXSGTrLppp2wXZlbVm3F74HtDOQSy6OPh+I+il04TqEDBkU+nlY7aFOxqbaD+3OOQ4bhTb
WeG4ZVzWmYcfvZ0U+64Q9aLmrHwY8dZgQb6cIGaoR7MHDjQFwegzMXhoVV6uJxzfqj+FdHWhpkl/
EyFBqtNKBtcPbeYRUTbOcJqvJcRMlsw/DVEthZVBR6Xmt49tCkkQfXEQsI6sX3KROQcYxTDJTC2b
cjIGvlNwjdXxprrahZjAj6tqpPHgQloJgbmDJyEq6BXSMKuBwbm8wX5YldkHDZx1grqSGBmFDJb6
cGc4HWyG5i8YYAy3OJbjfOy1QpM6jw3avZZ0BEAM2E3z0iKDcStdqdPOePrZxHbmPyTmksy/3zLp
Ohyr71Lnq7MSYpoiVbU4GP8nP0yLYadO6n+W3xp+zwOoj1MnxYS0snusfUmb0cTGwoWF8eW73u8O
HPKEAZQ7XOuG+RmEp9pEXVIJB4ypnznq+FaYrNXILs55LALGYw/IGOxbiGn/tLklhCKSUAHNig2j
5WTeZXCapUUEt5lu6y5tPvsCsMn+kdYPhCJgUsIhz3kzG89/4Kg3e3NUN7oVYkZcKnsuSGYMKFPw
1F+uf0ET/HUNgnzu8wptE1CAwIz8m1gA5D56sXhMUCgo/V9Bi7PfdJgDvHZbJl1RIaA7Hmr35DHm
PZALOYacTrhinUSk8+ukF7RKfn5qNSReFSFeUSGc+Ym4nRm0YSFHUvKuleenaKmerTZLta3YQPDW
q6CjU30L5q+81D2sKndzyD/X9ccVl4jSe3UVgTSE+DuN0Mrr+vnDTbkXlgrcFtGNHukv15Io/FCM
rGHAQ9VkXxksl3SNlB9wm+NzP0eZKHwLoPdXx/+9vvBPljFreDx25zEBdMrmwv90VenrW4mH6iz2
rILUL7lhJzvQ8JtCS11E8Zk0qqpw0QNLcRRsdAorhhKqRvSCvLEGIoCIh/pEKQZYGAoBJM7UXvHZ
yqaUwXIPHe4pDM1qHIhFICB6dSKCm7vng8Acc33gRi969qr88iWW5jmt72zo/ySZz20k/uc1No7g
FEUs48IIoH5JuInARj84oj27ZKrh+qu0WPZ8MQiydBvEGLgYS+vaPW/yd58pCYQpoajZi8kq2pLm
Lvd2VF6udhCKWiVo5WI9CFOEXFQdTpnql8lf36zERPyV1Nft6TNHWwGYRyZ0IuFHAhOzWXtZNsGQ
lml7KOdiRw73mvxTsdBtXNUARSTDU19hUn8evkUXVDJ12SoJKUSDJaI1nt4fG+eyxeuO3Og9Sy97
aj0ps9LxSc3ozF0rWsz9e6Q3o2Y3By9RtaKSmccDspzXc9mlx8UiAuWkQzKRTFPzICvLn+2KXcYW
rI0n9/ux0JXvQoIgC6OAHi8xQkQm5DEFGuA2YC88EgZ5V94w1cL0IqWxoUtMQhC/E8aFXOhXUspc
oszBqCl5t7eR5GiJ6OAAHgwDkmCBofayXXP75kKfv6rk7c1nQFMIthxZZ8545T8QzVQcDFAeEzgq
4qGckVXx/V+aAQPK/464nbOJOJP28SPhi4SXFW3PruYy3oTeehAed8V72LqG4K+GOOUx8mQ0oRlT
JBVBlZQytjZ0d5ovh7PLHRgWbCpxXGI5QblU+RzjUqeo9j6YpAsNH63J0PakRmjO7fv26biKiNCL
1Iq3IotMQSDXKCM8qZ13VgfTdd+rFhRhUhnsCcs6LWAIrBzSjSxOoaQEDz0CudqfppOrFJ9xhEL9
wh8CZm8KvHjfgPpqT/7pHfUdAwqlazB4C0RgWVk1MpmThDQ3xkaPq9tYOW3ecjFLt0ubjNDzS3fx
8axm37ahRfefdKqw1Y35OdnvNK61ZeK8PsmHwnRNYJFxRd2tNkoWZHQ8sjkgVvCN6/RY2FmXx0Tt
Hrx0qsoMXz7meykUEcX5KecMFyX2gPBP7mEq5u+Bi8DCYyswifsv1hq58uW9GLK/1+UmrURrc+ZG
HnKFqcbMFeVczlB7SRABBVLK3nTksMfmobvr1Byovgx6xIUZs+kSophBEc6SFgIWH0T6eohYyPgM
73SDOVb5aaXH78Xdsh3XePf7aR+X7zEX7U5arYY0jIHHEy7VzLJL+r3RNrIVaqnAH/AfqhgrvX40
WUSBn9N76XtRfFgfvjRlVqJayC7Vj79PiWelEJpGbindIA99CKWBe9zdIpXgb4vt/6JLXHmItrjk
m7IFk3WAtGmLqIQ/5/u6W2Ec41NJdmFAFI+jLFa9w4P2r8mKKkZgacJqM7LWMm+BhpghsY1Dbh4V
k5qSX9/LaDgVAZQSm3nuLXIHNixVtXLkyeY9LUB4x2G+gV8J7SOh1z71+OtKpqL2ek3h7xoQP67r
96bDTbe7nr79R/x8U1DT3+9S+87CdCwLH/7P2cunKpwdx09Thj5HI4Xvj4fSWiIna3qRx3Z0tqRp
IY8GloQ094e4l19VoqPHN6o7WqQ5IoJdZFZMdg5alHNSI0ZU0o2eGOeKWM4Lxaf7oLmwiKml4ISG
lycEmLJ0pGDW1drLhMklH3VvlrkLtWb3RDDHpXVX2pFLrPsqJ0NUI2rRKjtpDApWDew0kHDD1L3H
XfSSjtvrtzlljJMnaSiQb6VDsVizXrIZMegL6X/o3k/zdQtvN3uNTdNkT9BISFWJ6eMOT5fQ3nu/
yaPWc2YRXkUode52ctBs/a4baXsNbOK6rB8D8uCEHD4gqPQdJWWKvkz/TLTPhQwP7PFGJ0Up1iAZ
Nxpw9KAej+lnbgixKseyytB+2kqw7q1PZ5CMHoK0plhxzeYTNtXEkfLLmu0qwCkyhDhn5UpBwc72
lIURTqaHO5H7DyqQoyPwmKuwfm8LTXHgrMSzEOzXNHugSTMkoniw2r9RWuvJchGx3DrY4WBGdIkH
fwTnmj9+RQaVfSlhdjkfBxDgbHuGuQgcl6JcYoOt+ORb+CzcLxgckcBwKHW8EnU8dhTz2KCB71Md
v1RDwgtSlg3afafAMFhbFa7dcgSQQpF+D70kEmfNPaXFrCBzejig5o9VRFqCIh/eOAdpFGreHXuW
S3EXfB+4v6twLjlsp6lPZ5FG/F1S51TEZTqQ9qnaZMyQ3uVjWYMkOuxeqG6JO94FE57/q1UQeSI3
qh8s7YdnzHRjT8Ev4LHvObyZwuU3JnkZVvxn9kyCkozJhpAn78A1hfatcN/Y+n/B2gyvkLmeOtvl
M94tz50OVNzQVwMHQ+URESR0pKMG4NlKKsBWEqLND3z7gGqazeMeSLOBAFIrrP+yieYEmCtiDZvQ
B9AYn6MelbH994moTTcuXMuPSiIrffiQzz4fVjpIV1JNcdfJMQr/fiEFe2g5QK3Bq9vd6qAbUeUT
S21cv4J8sQS9nUK17kC0kdPlOD1xS9370kv9cfUDojU0lERovf+q+XIbSRpK9jOY7fAqFVur3OfE
7kwDQin321z4ffozEeWHR32V5Vh7Y40wbnmwSoxbKVmEBjiwrkAd7ZugyO/bO37FrJ56spWojk0Z
+siZYg+VNk6GkCSfg1H3nhsqsUmCAZJU5cd/k2Os6NBR4PmowRZriKkGsS7ai7p10PcIti/C2jgt
Qxdzl4XiYieBB0n7rxys5pCwkHPPrIh8DTkHBdRVD1DUFUmbptvOTpfiv5OXoCaP0xjujub5qPS9
6mD/6Wp0MTIufjQGvktd/4Fw75jMpo/myJLocdtsgzmsz4ekxc1GFKyI8MogBl8pY93xbeaGTBqj
l6Cz1YDcpXL6sOwviVaFSFNypCo9KexaB9T1qkJM2FFjXmhjYDYOHpRwnpmCawiR1k7qrHj+RFDv
fflunVSp67iX0y/6g3OnhNL2el5wGwPyjEC2Q6sI3pZmijZTtnw/e2Oyu2J1WFLqwJeWQNpN+0yB
u3QSKAQbnC0/VCuYPS+qqvV9TFOoqHBisGmCkBSixu7eH/vA5cMVl2V1ti2KQiNAJ+qlozVdv8pt
Ja0NSiZpgLqfJzAEhlDcZqwmm1Da6Ff4QF7jN1N1fJSKnSaOjgUlquKJ70HKCxSlzv0fEG8rfdRv
RsQTnD2pIHoPmEbcm7GxNASZajzxUScITc7bSJJZsQT3SibqiX5NfCQzdSIQG6oIn876dL6z+6JE
Fsh3YDclzwTV5bKoJ/MJs/wj7Ebacq2+wzUBju8VUCkszIT/hMJodH14Ra726W5B338E417xaSdj
nJetCJKAI+fxDhOGmikFsmCB3LinDHEmS+rqCQHWOheg5myjHi7VWSS1kimZOP92GkEI41ZnBGKx
w+C/Qdqnx13bHImvv92h0gzvS3XrBvoWR0tL0y613Z+yOOImiIOJvDA2TjmMozfALJpE906a9h2u
MiELjlGtRuWyg3Oxk81eADK9NP2Mq3nrFlYNWO8PHxfIJZyMMl0GLFHswfLy2ZzW55lKevTFO9a5
VaZhPro3ZmbXq26+u1o/IEwPS1BxO17ayG1fGQP8L7BpaaFgKPo2ySVXB3gaMA8I8mj+qU5I5nR0
nj+2DOEjGGf6hbqqwEQiOPqJfwZNSnzADeWFqLVXEg/2lgHGXWyH6r2L95SVtdivInJwy4b0kXl6
SomXUIlb59ATmRczNDEDVROOk7ovRTvhOQl0mwAh3zBheOThq7TaE2aaL4/gf4tKkJuawsOoDEBZ
84vIRvoeJnd/dU6gwXtxE5zu16BH/zuz10ZWlVoW4mHiAxbZ7OR4WdVI649uiEXmg7+OUZxpfx7M
P8IDjk0AIs9IwHb4x8nwLG20QLxSu0Cu83u0IYFNwEqCbP1sqcuIxgM8eV+nVBlIUsMdexw464XQ
aQGtSUTcGBaBrVGBsgWMAi7k5bLlMtl9wiN1pO5PE7IW2FC3e3aCuB8OtNqQMyFx5m8VXES20L+1
EaX1v+Y5kCcVCQ+0jORNxwasb8OaO5kTcZWWaFbRuaa+9lVaQ008bv+IU9tTHhWLnUpzvLJaHicW
TGAy5MpOViHUw5O6iaApkNdKTcv9kSzzap9skdDNA5gGliDDdTObCVP5TKnQ/AuJi1WyTmXSG1PT
1LGx6gToPESjcVRmEVsapD06iJ5re5K7UFeb83JVOz2bbtudQ4BRcqNHcgd9aHdFhyLIWotqkn5c
Y+WULBJOcQ7+RAFSvNGSblTVG38w8m/6l+9XuYOXNqj1sPZ5U3e2pJfDtMcM83O/CzTt926sW+wa
uV1eLSaTR3HIo3v0SN9mgIPl0c5F/jIBpWIjqPAWWCSolYVCeZw6NjUrs84j9++6hUQoW2GHAKQf
VbTRil9N18WVjhRemIHzPtf6bQXMAxcMfRArG25/A6RHLdVRJVP46nxsswh9I94cVDTPAJVGq+5L
2JWo8BIsIoQgdc5kuVhDokOiHtAXR0d6MgLUVRVTXSt0FeEhIC0P/iJjzU/xADQV0KzO4YfETnHL
NXDiE2U5BZiDmZd6fH2nRBgGJ79RkOQgNNWzNVvXcBXbL066ETafPdF0nq8SImj95QOFTwmNT3FG
5uT5UXt0wm2S38SRdW/LYLd2kTc1kRzTPyCXziFDVGZu2yFPDF3dH8aMro3iSfG9ja6P2Xl7lqaf
bs2VIiapav0w/fhal+Vq9F/1+SHIT3HAvor1D/H1O5d1a7PnJTLm+oGVjWZOuEd+d4/gUFWjznhT
nhV3T5cESmc53OztR++DdnKgn4HqBnUOMkM54Mqwd1Hnd7y3VKERWP9aumvFx840FQJmDOpHvvBh
wKnmphrW/T2CcBOoxW9mFNWl6EYwxgRde5+YdtfTkusZ9L1lAah4iBalcVxZO2wxSOgdL5NhImQE
9MkJIWCWj2gCBE4qGAg3lTLDfhIcAK3mxqdG1bc0xqHsZHt94BEbDUkvJBUX35eDpGnTZ80vQ7qI
d7t4czEI3mAIr83h77viTLvYImK+gpc77cfMh9V/pqZuNwdKV8A48VyI+ahqUe3IgSvOvINI2poH
ODG9GvPp5OoZHzG1aFd9u/kN6NkTlJaY6fHMCi9rAVElTNbLPTo36YEBP3sxf8FhdnIPhs4aKbqL
LwCeEn7pUCgV5Q4YQG+HZXkiJHmrhkhK+6Upbf/d76NnT9/oZBqDY3ixWNUSrEiVG3w5pOGszTQc
Vc5WlNku2npCt+jpAusoP/Vs9dclYbNcwC/OmaJOwj+y6pcXaXoctCjngbWUrbb8ns4jWpG69wuB
05N+NQ9cutYYG+xLewlf9qbpXF2GFHMtEVQzl4o+XAV/ur+2Fz8viBCkfY0XzjFUOB+T5J7jTUMT
qpifM7KI4KUGmum1MzXXDqL/hRzg4MitCrE0HXxBD70vGWR4jtoDznpgGZAmvt68ZJAjlngueiZa
zssYCU1dKJibVKb8vDc164+QpRE/XS7G/zMil7tJ200WM8EQs0fjP3f4+b2Ko0kB8V9gUN2PE9k2
Y0mFxWKTZ/NBHNQHJDp0LmuaTQtoewjw8fL8kDeGNeH6aqHMBrXyM2Xs5OJtETqWZIqf/Q5XD/iC
lRJhkBJT2MabXHZJRQs9HUwW6vEwd4dVq8S69Fkr5qTn3cJ6XT6LLJD/TwQMaqRU4585zoHT1HDz
ZTvGBByin+KtYowMkbe0RBkK1msOefhgKX5sm3PR1thkE7CgBVSRNeadFCUX+bGBs0AAVjEp7gdz
ZB+eZIL/ikinCIsplj0xLP+dLKvY0CweQmD/dnuDgjx6w5g4EWEWU4Ee/KqRIiJRJHEG6PVJggFX
65I7TAod4SmjRk5pj7P0TwxPMJOmXTlSzd7dSz3WiNJ87P3W2NcKjXSw9tFcImKLSM5hYtboScs/
S5bTJBp1CE+M/MZ3+qlZgdqUiAWNVsJ9AvmdoLOk5OYge3oAzxzjtzSYBBCL9TSMhffbUrHjcBjb
SE7vTsvGQ8uKBlU50YzHY0zy+T802PiF6OjXB33A3WCDUWz6nTiWImR5USCh4aSHcbjtP1ODZu59
noybQYiJr2h5uPYf2AcEECXgLTq672TNl9teJmIKDN4/ESsQzvyoyx4NxiUcYbdeO+h+rizkDNWG
E1ojVgeqSjAzx/2Y//R4bVgHUI14Vg0KtMWHZpCCTj0/sMqSPOckP2Hnv1HdnUfRPmVjUpJrvxdH
3kSJ79Qb1geEIgb53M0MdMH/VOaQulYgBzA0qeSHJP8FJ+bdYFTNU6Hqgz7uieGzGayFmFSF2kP/
84U6EmfSfuOWkZaiNWf8zbXWlQAKfLJ0+s47GUCWMnEIdsrhI0nV2MyXuU0sTzHKUdEXTavTA44n
7xaaKzxffZvCPLbQcUWijvPJL1wa6B2vMx12jo3m7IHMFdxjn3RdiaXiIQlmCKCdhN55F31Gp4zs
i4zKuCk2FvKIB4tWRAMwRZ3wBpJszgCBR2HABEZz3S6bAaegGyKgJiWIwK4ZyuTYJOIkmJw8QJqz
QLMMpvW034kb53HzWh2KPLmS3JjoSmc43YgVua3DHBJ0jTWjnbOoDUw4M8xX8V+qnQofwlwXPxw8
kx1eSKJWTTDgkB5V8AHzrlmzAhsKr2FpeweireJ7f20kYAN0kVrl5eCQtd6oqu4ZYbYVzaSNcTA6
YUbS9T3QXUHse1mrBGCwKbJUszTcexWo3dZQKtNnQoqgtFqY95zTjMY2HFN1+PqfbHOcCjqEy0Pb
0FVF9LdENVWnV/np7LgGI6afSaflhnx6AIHaUGf+G/rxjf8mM5t9A9yuyl9pUKDIXlEdPbpjTkPu
gPYkDqHcPAfQi6bH9V59Vf0vTEmAzJ5OB88qnXfNNJ6IGS9+QBPVwIBSwNkUA8VadFJpQtlCZ9aj
PXyAioG5BwFjqVBX6o2qNBStfi7+hJhfTh5o6vqHu80/NPAK6vQ2k2SF8f83sCo1UfXvG6jUDBvB
RNWNscTDMog8QOVlRrBl0nD4qx3K8PzyaiR/Mo69d99+unpLPQsrMvMo1feONT3vqI1EjmtQl38q
c++2x4ftg42COHgBjCbRJBtnt4divkmxF8Q/vlt1C7Z96/35oUQghO+0nrl2ycsQYqvwybTob76f
JS9+d54LglrXDwz8lVVi+KdM5yPSFLj/To6/elows9N9wnCoP81W1EibjPUn2BZRn5xA1Ij5X48K
+n0yGRJSNuCE74+sbC8/cYTpug1C+JAELjJW2VX6yrmBYoCdbTyRlG5t9sdqwXxoRdTR56CfYWju
cFIix8XrKPfbc7Qkbj4bPNpkgklrPy7xtXkWplMZsQN4NchqUID9USEh5eI9uniptPCcK1HpycnU
Eca0gXqo+nAe4tIW68M+ram/P3cG4ELO7ytKgpXN/CPUkhWXEaI6lbqk1RZ/hLYL5AVCPCmb6jLJ
GzKU13VZfymEQ3+knPumKGAzaNloyuiGL++C9N/Fa845YX973NQPHazutXaNCwl+guLW8+fVr6It
DCtXUNbdx79AT12VIcEF9be5avfGiCCK8rMFCdDmeGKcy42g/+SJzN2zndMt0M8ttBEv0CyJXEoB
ToTJZeFgUnaqqIP7nUvNk+FtlEhzpVXb/RqOQvYURBPX9UVqpPEUeW+x3OhlWFAwhPd+bc+gHYAY
E+8UmAaVl+Sq2kDHwUJCtM1jYh5DxmGletOQWfi0H1aPyOnBxBNBy5N5g0zxcEFU8w9Ck4etoOxj
Lb6hw2hP0TsmilwFxkW3mYvzVyzesEUUdwMFwSD00lMTDKg+/4N2NmsOG3Ff2B0NRHMgmOWlXJHb
9Zj17ejFK2orKG3slG+m1J6XJmYCyCKxjEEM860Ry8D0VXe4PXxZALk8SPT6u9SpHPRsCFYbSlCN
EC0RK5HP9P1u8iOepGPDZBRyvZ56Z7aGnDvpxzES2yNshIGKohymrlsAuKDTqVboQm3mGrSaiPaD
MI789yyjLLxf0a5iQPaJX0+P9MTo4/b0rcxNXqmFzhU1b5U8EZeV4dJLssty+8Ir00jY2J1bPdu8
Z8+kjHdEnH+ahU+riIr+6GdDorEqQl5lt3iuJ8ICB5K+QwNDHeok+yXZ83K1SWhlCVLI2b1EWdyp
gfjZgTSGVbXmwMN+w0jXZlTRU3Tr/bwT2ZOonxGhKQlJ+a1eM4tQu7qd19VaDK2pnUg/B36yblro
gcylqmN2QyXlC+ZcC72eXFgzFgB10/xfqVhjyTaSfBrO6zp1F3+9BH9FM6l+7o0VZ3CtD/IL5qJU
VXLRbM6ecpL1779A/4+AjN6Grd85Xg52BuYxRzSxUgIuQqov6TQjUHfEzRLrqw6c+ydvPqh5nbrV
kLftxmjPgG/fyapYxSKvKz8oiq0YrhJ13HVYXPSUDXwRlRI0t1B4DO5XxECAEZY6rGa117odJT6v
SoQS/6upqvgR73l7TdAf0ijxa3XLxM4d7I+jTz6OvFMxIPtuVohxIwTSRFDNktHOKJfr5y9QeQm6
ZXnD2HqB7YDpgt+w0E4HeWsYgUjeOQ3PNs2aBjhVCk2YwvlFLqK/jQvdPLcFOGE1S1MTbz8PSN0U
2TzNwthGOmSyCmO/e6mbEEJklMjpgOW7EXpgsK6vUe3jbacoCJUw/dviEf4WyaE2xiqdDRNQtgEo
F7YLXu4UFp3kSbLFEoPXLa6Fq5m19jITXVIIOf+4ZPs9zb8AcA+D+2VwBrUEDzsqjPGYTNe18nDo
FCtFjwUIjiWWvq5MroqzN4pLp9ElYA+oKfx2uk5S2FrcTlWeLIdVEGEjN1IkzaS3wD0067WSPxyr
qew+LUGv/MZqWjTH9uW5mCO0IPnPIhxWMbP0BzYJORmOmZWFrBKcixlHJGnfWIE41GE8hJrfO5JO
gk/5QQvx9I0nCfW02aOszl5RSwW1J/iU+kC1sYBZ/oAw1RmWLUw8Y11mN3ij4u63UT+gJ4LdYWAp
nS1ZqoUkh7ruMUn5Tuw/p2xPRjB/P3XeqKqiBLI9weDqA1I81mY1lyqIiY2wMZZKugmNpcrWdWQL
b/xEyb2X9NphnSFRo2UJ9tPxA3+Tw4upNQ9As538snAztkUCfD4iPTHaiXU5YhU+/FRW7fSpmRK1
hrAMDBv1rxPzwuCJ8yXgWPFpV+/zYM+2QtI5/FV+LU3MbjVIHZ2JebEgrchj6+ChxeBe8tO4ayhe
wZb0yI5Otg36LYB7Nw9qYhJf0/TvxwD9U2YxGl6vsr2cl99hpAue8lRnF+sXNCtU4Hx1QsUnt/HW
E7hCXhxS6xdu0WwfDYRDcDXDGxUZifAx7hCbaKmKKAT76gi8MUF4wDbIUq85Ag2JJyVBiIwBjiBK
6/flNQskZ7h2P2OOYaAa9GlaI1VVypGyuqTOLBtg6dg4r8MEsy43SsvsM9XXL6KDZ7UtPIrE/B+u
OP56I3tpkh8CeBCsaPfYP2RHrohWxrqvb7GrYX+LNMAvNBq6RHCGMpDFvEChuPacEb7QZkoJWnmt
EGJG/aqlCVMexbvwDA8OgpKNpPgzPJbVqtibgJa4othdXUzWKtwExYwA+SYmu9o6IlVqnI5VoAq9
EXCGKO9rTKOh6lvKmaAHUd7ObQnt4Ew9bFxiYhYqS+HvNOV7ro0APsuy8AOyTUakBRh7LMWP4aPk
5CUF25cTAPqI5mAfMxvwwmV2bSD7aN8JMk4LZSuqMSiV7cBOgvDRjHlTKPyvTYmyXS0G0vPr/qi2
FI1LQXbAKJtdjzZFBDT4v2QWFV2aGwbmujjEDjB/x2S/VrFuwFBE0cM/TOB2xBc0RV3T7AWIeJqL
cWyrH59C0/LPnWc6C5M+v7lNNQPQ8Syl2sSOf/TgPp2i4XIi1Y460OOROdkX52Z/WOBjJ5WMKC4p
j5K6zOfXxRSLdHk+XMhlPEXmfjytcgXQcJ/JxgiHWZmHKrjHTtNLXjcDEPQlWSdpCFr4zMao6xxA
O3w7LHmhYaeVtZBvGJv/PyMN+oGHGKu4cCD//v+pRdz+KTEmSJd1QEwYWx+tINKBHiLlZHmXy4j/
YLlQikhUk1RYT3ZeisSHJfjKP0Hj/y7N7r/c9FU99ecsUI7fw8KA/70aJCT9+oawx7eW481GCXeY
846ShiSULCtqHM1+o4iJG4FAYkQPeSI4EPa00w0uD/K8s307ymG0I+qvRreM4mlM0wym0sqv0hwD
XDGuRZ8of2yYP363lGvfnXlCpiOhXNUlHMxmSRF6wJWN7cLvR2SG9HrYv6FT4uED+5Fw7d4u4+B9
eS+BjAb2O71HrZKmPX3qYGhOarbQi4F3pop5NSKwGYFp/jLAgSxStWecMpgFkvaeUa1ajhVz25Tu
ACgZmSv9+8EmN13zGrPZXPKuBk0raR7ObW2kcGM6n1u3ic+lUXN20CH3hQb9JsFc7UuNsMnbyIIo
7OgxHc9tZWDgd5YrTycaY58OiENuVjj2/h+nPSR9d5uEdHIn9VWm4kvdbadch1h32a7j7tgTNCA/
IB0QbITD7O4kKdkq9TCFQqwQFXXAeEDjfEsH9yIZLzA2EOd1OiEYClJ2qh8lUxZiL5Msl0cdgeuf
VXpH3A/zJhXnwQA24a7IFN71p09v7kwbtfkjUjdGjfpgBHFiP71PpynAKa29A3XgV5a5nOL1AHN9
8KNxy4c6fXwGAl4B+2VakkxKSuv79vVnISfAopTvOwWYnQeV0rKtx3eIzeWNiXgDv3neI8AYTfFy
cAv7rJKrXq8d+06t6J8DVjyAsjLDj2H9WBzuVIobfMW3Hwmr1v34chkrv0VfBK7Hq/q/rfV3Ztvn
xWcC7Ugl2JEfqpKFhKuSpaiz65ScFBvjdDj1Hlk59zQ9juH+Lfy+WnuWtk9VJShS1fnZSQCnbCAi
QrHfeh9fdQllS7N92XPBq3chp3l95ro1jecQM5dhrFdh1qam4UoYU5v0LLEGPipt7khKXcml4t3b
RzQU2QTfoVR1e7bMWZW5ycEY724N/eMQCKXdX1C9TW3UuvGL7Bcwr8jMjGElOpJwTdSr2ezcCzg2
9Ed7XzClACSwzgUJdPksUlhL3lBNQ7DHXMxPg6l3ilk8eGjCUgUSni81rBZxwAIo4w+8jn1ugFHx
45Nl4s4oT+O3o66cRjjlS2hY9WLeoj0wbSrGjukxECHO/hKmQ1tJYjDzzM9q/kFE01m5eaIMgMPD
bS0mn355awwdRS0DGkuVAheCM6nBDJe9aTtGd/X7vTnNNVWjp/7X1+jD0Hmgvx8rg4rwWmMeDBHA
+eiX1xdcSkg2NxWHmhqLnG/oXjMVVaFHPOERa7zIYQyTh83PVXaQmtGljEigV3aFAdSDZt3AE/Xq
tNbW4/Zm/J+sqQrDJHgnvIuZLV+KCmzjsKcrkvd9u4mb+ukVwJfUqc1GK718pii7KrWNeet/lIjU
4npRt4JjWtaK0EZEH3YnlWF2UM9m0824RPLonklB2aCapKZ9THVOzyT53DfXz3aggnESUQsmwunF
AICh4rSL014CE/81/gGLY/e5kmJSd6IAbVUo4fm/WYSDBxBCTZSxeTWAgnsDeV25zgfE+4Oh9k/a
nI0o31Ayh9MUpQQj84aN+E3SSaiK+kwmMks2iAFtuSwOb3E2QY72COKcXEKDswmzml/1bxZlMS4q
8NC77z6bAhNfCiIhrnAybiP0Kcad+WPHJuM8PJbkPGljr+BLy+lgaAstEZydfBtJ2O3T9q/QUZKd
aYQn7pGEmFltq5bvUGcSXAluMov//nQWtBLm/4DmXCgqh/UY6IHY/3HrFp1s9PNXfeyQPcUQhm9w
4Qih1A9utaXfsDd+saIvNFHRSMOoTCvkmSLLpQW6dRPTWvRsuXA+YpnylhHCxtG8CsOm8trFtkMm
bFsVFWbPxuOBHxzougUtHvjgltMQLXGOW1tpiCjnfDOsQyumFMfQTy32kxrwiPCBdHpaMxqkxed9
puYDdCH6n3GfeF7ldndrKxatXDS85Am/NIKTQ5X3BZVIAJF5hgZ4JIBbzW1ShuHVhPZpJjExdxyl
5IwO8MOa4s1u+SxAO8+xSWtBHS1A65TXUy+DOwLqO0bGjhYhxPVGhmarlW8G8LRc5+n8dLR9+i8o
yhmK+JfHuyfo+tCOcUdROI+ND62k2lSJtzlpvZbgqL+dWRoctRRpYMCWDQZ66RXN1oWa6Ap5+u3e
HXP/FBbxSUZ0Qez0hp/E/OiCJ2vFw8oqJZWeZb/aIOLqHeOF1YjXdOcAj2IhdRHmnZEfFCWUImWE
94/u3+ltNVLE03dpfprcHiRPZtAYUL1PGsFvvN74qg1eorReXEnutv+JIrinLJl5Jbo9BUm7kEap
GrbzfhKDlQGHXj94E4175CHjDoT12FyB/29SwqaHO9mjpP/WHcu+1Y5Mb9WOy8PujMbwKwi8qv4E
M03Nw2NtPT2+6Ukzh1x5988V+AQB3wPutDAZVymZd8Gge44A2vLDWWHp/CebC0/ck1p+D1zNnclW
VWT8k6MTJVCeOtT6XINqnoWBfSy42yWlWJn7FdUOcQY8/K8v6gd/92qu7bhonXtSSI+c2zx4gwjm
gmuWfclxJyELVwQP/FP2aOSja+J62V7IVpbuiej+LNP7c8BEuOoUAtVNl2X8WF/4QZb96JRsWzBh
MvNPbTy0rudk4AXgfQgJAHWrBcwaTtwiFQgAg0qruA6tzy8MKYfpNKK2FQfrVSmeSjYSsLH9JxU0
Aa7OrYQRCTkPJkl9eiMGmlRMF1uWama4JK4Uql1w7yOUpbUE5De/iTlwulgpUurmNn/JQ+1dpi5y
TH1IZOuVu7sr5f2vowF99S18LGMp29qJs2Z4DQ/qjzQUpAEvT8hIBV6wkFnDXhnuAfxgiasEyzc4
3mOOslftd3LE7Sagvg0muoSjkTzAlmj7fp55nIqipycgzX9gXoyiNIeLMTYrVBYdRljPJsIZNEkr
/W4kKLIrKpi8Q+bGyMYykcac94rJmOr8U3oKr8a1qNZt+jrIluUs5PnNg625jMiTxLORoUZQ3Gl/
+rOqcHag3FGE/0SIPko4xAOMpz1Fql91g4fmRMSNnPJ5OparnhgGBdNqwS6WVqaOBj699OnjVRXC
ibgDdozElGrdzK2YQQ07WAzIRA9TtiJ5TiPdB8ZTywUV+c7rdlns6d4IJ6qZXNWHaWzNURqSbi2s
9gSEO0ng9swdhKLNNKU2pF0vGSmI7wcXs4duQBdeUi3eZhXqFuoOP92Yfk+q3bghboqClc9tHKNy
Gt8bw+i1zZdVgLSLTmGFPn6V1BFNShH6WL7g8kQMceb2oY+jonK04nwcds2dF7RZ51r0F+e7aR+U
mMQkINEYRh+b6IYHYlZ/4FM06BWBrEzrzX+Cdeqtx2inJShutVDkDS39Nl6tle/zxNqPcbfA2xkJ
3wdS27AK3I9JhYYTDWd41n7qEPXLF5wdGdEdfF7/sCHWxlhs6xgUTaywIvFrHee+4AKwH9VQ83RM
LVPYArh9hU9ijkud/0q2ePk1P379tZid4LPt5f5cWakrbOdD5EhZPokUMlHVeR3CcAdGsET7ICor
b25O+unw09cI2ZN49No8m9/0vI0bKk7ckbD4BjCQOrW7lfgv9vSzK0MgcQqhKd/XLYwHhTjN7noT
zWnRcu1sQ3QfXvhMD8AExVi9qz8LYuLolwzJOKu1xM8w3DH1VpieRSsTn2d4Xmj+C8jfNDbHKY3B
5Z+HfAsAHS3c1i88P8VogaBMD5jceiJScxkLY6AsjSnTBnuwuwNCv9LOJF23RGn6xllbGylm6fDP
u3JgPNPp83AIT5QjiV76xBuYe5AzQcn5fJ43eGw/mFexs4tKcFus9Zc1kr6D6LsjA5Hrl2z4bVBS
x/4NCe/Gz8Xi/5MdckjtIWBF5OzP3ZryHOO2uaOD2aqQgHihrvs/CI/LRBE/KtPAEKARr+DQ68a0
d6//Ppon6ZIJgkP6bnf/9K+z05/j1tlQra8OdNzTHnE3iHNMXmM04vFONZTFLwu/4lL4if1Vdvhs
zLEr9JpQSM/FzaAwyXl9wPqutexOG0dml4mQ3kYfYnhiBD1ajp8GOTCYYKLHNacYseMpB2PP3Fsf
jKcfpSP+8bXaqLRRzE25Q208fnEBo0mEDUT59F4puI21IVow4EjDxi/r3NmWHVovF1PPGenHJz6G
6dDTKkGU08Q+l9jlZuX9Tk2I3aAjbW/v377iFuOjlhCoerqj1fKUZ82eTac1LPbeIXrklGekGgYL
UgDbuOANWwPhVcn6tIQRCSZ2jaRbcQtNFFt03R6hHKfJjn3AgzpJPszujxqoPRyK3IHMKwdCXXCq
WzB+2SI1I0e67GW9YNbUxS0mly2DPnTaylBbwM50TXgxpX3TOZAhdP2422+H13pEl9BgX5XfjknI
48rcbfmHLm7cxZnW0uHnVR6/TxgK92514OWss2I7RMbGsYP3YBGv3CU2sE2SiLkeUagqQyXJvb7j
LuxR+GcCpowA4yywXfjnaUtJTnhLzfccSYMbM3HdANsUwigoRR2k09D5Di8KnSZiUU7xvJKzJRUo
qoBmC2u1ov3024s0Ep0KPCOKzHvSl4nuKz31u3LInDRXJrGZ0exVDS8VuQt9DpMLHjnYfXVJqm+O
pe54I+jH3V9ol8Szy0rny0mgRWJC5uu8kGtmBlenVvcvPqXmKX/yjfksLfoGCTjXGFS5Rj1ai5Lx
lBGiywJ+MHe/Pwh0OdYSThWlgTM36TciAe84mSz8JJh2EPEh/teJf5zwfCbn5/fy5vqXw/XYn96g
6JdXs+qLgOsB9kxvu8OICcHG05rDeGM1qD76en1SB/R/b1ocC0LIlkLjEuqohL6JopDv8BcFX/NB
wf0APsc2+BE1sg+QfwTsLbx4aD1T/B3cf41wTFC9MufGf81pSjHcKykVkED56I+cUtrUdT63Axou
Zh8wXvWEmBkWpgZf2C8drVDRyV7Mijga1hsQmx+bOBzGE5WVTfrpmFYQDdgmlYEfk/k8GjyMmAhA
Zd+CiM+7cdM0agWDJMNUcNiiRFnYGK32Qgsy1aDCudOrvvQx5DoxUhrnjjU08xKeBYN4VDDYMdle
nNgDG5lvTIogWCt0vJ2NSHHrUQJ6IJ3qwLtQ2g5FJ50ud5BZP5mm03GBhRB+CMrI0mdC4fLJdS6W
6uRegvcE+ZNEkP5bxxpIEvXVq4Zi8l/AN1NvMt+5LmXnmMJIvffpnywMxod93g8olB09zBHXJbnu
uNFCVgWySv5leIYaZX1kaA/DKSeXamSFr2kLDGNllmhTU+CkBEIp39abqUTfv2mS1id8jojPiz2m
BNVDuLDSfg4YDyLjeIamwkuALbTDokl6u5xcIaklEUwjSggJlmhooQVlR6YqdbiJic4THc4p6ROD
kA3bGreE8de8pXWRz9BfcSKFYtird5TvV3R84ZEi4gU196+ieoxF17S0/ZldnxrccAhBiGLJ8V4r
iyca9dPeGVgOS+0WxXowNwTKQiNAhxCHeHkysW3BxECkyqPWBcTQ+SudSPd24UTlZDYwsfXMPuim
NDBDvoHtN6DSRdkRAkly1TfaOE1LXD8BFog8jaUGhrnP+PnWWzU2lUmw47EauHtqx5wYW5txwdlS
vBAMzdwOO3XDbPxBVr+7ca8zSFCTfR5JWJWY5PikUt6sGe1ljylugTl+ly5bVNlkbHuRY8hyfi3V
ixm/OLZTNuj3zVLsOJTOY/djhOKC7tsdqCJR0P8QfkxEEabho+gSDcoEGqEONO9Tpb//039bzagM
2c3xJf0co8PA3cJYoa6vFs7Zra8uJCMhFfcSCoVt1ClpyHNOM3hZf6CGXeAxufUZHtE0ZnFO/aHi
Vy2k/LVD9qgWGAREWp4CB5Bs9drgP/uUoSkvuhoo946uhly++RTpQTZhS2M+ZeMSPu8tLy/WcItU
SK/8GxjrHorSfWkZp5wkDil1lZ4GAIbUoO/+AEiigy69LWAJi0odNK7rYz0CDZ4DEwGMV5/wNJ0G
A8UvSh0TmxLPb6oUNwWRPCVG8fc3z/GKI4s2mED2hUKiD2rRjNg8TLCzUb2kLAmVH7H8ulAljU2U
8IpWNT0dUzssi21IPmYZDi8/sKS8UTt/DzcarhhA8CAtlJeCa/jVNJWJXpBWZkGucMW9Smmxbr5f
c1i5G/uFd7mU2IkPrggygja2mnDfQwo2TpduePMivgBLL+KmaSarNmhygBEB21Eerk7A4DT8b3nT
Tj/LOSckg7THq3R979VH32lN+ouNE/osI88klOZYhGMMoSKELwpUwOYaTBCo+F6pWRbnsOvVTx1R
z0iT0IZ1WKuFiipyEoPNCkDr0318+uhh6TmYxmq7IrcxHkLLN5puDFiEY3gSvlFzsXPsu5XvE+7+
ETtEwiI+qEOg2MgQlIdmlXTmfG2VWrCWPFMV93KrKejiz8gjKn7rLU6YuIP6USx5qXiltcSASjm9
wir9/vNh9UHQBnQe2EA3WifcVoaC4MUqudbwGn3n2usn85aCMiHCe808kapLzCt+C11M3H981xqW
TNp4fChnMcXy+DYg5utWvR7QnSZi0lMu3KnnkSkO7sq/TOayg5sF7gm2uPZIAQG/E+EvJI/l5M7x
LOUdnLRp9xIpaTASs2FLvaRWVqisO6cNDRPqPXPslSqjXZNyWg8Ysdp74x4DDvzr6Bv31N7HSCGY
ACk0ofYvg6r2X2DrrePtXeB6mbbDvD/HmJsS3GnBYy0Cnd4Z/FRvLlvHdqs4OXdjaAGMQefroTHN
M2/E2q06V3tceKY8P5S5hqarl0ABdF7V7chguMh2kK16yXG79avcS4bgrk5zwwVcQ9mFqUlxtzG5
HXbmvJ1QJnO3J9AT0g6l7Eh7hDAJqcECRb3BTNB1zqwRs5oCAG9njc3baowDf+wMTuwRVQ1O/xzH
L75Pr7uNLuxup83Lbo2vrm2WqIIzgIvfDXxEiXPNJe32tFf2ac3erEew7tzoboC/SbhuoH6jCs8L
mmMYS+jzeaoekREnPohIZqarwbuM5rw7f7YAsDzsmyy85eOakLDuVmU9M5evPG86SOiqJ2XtInBl
cUD+PeYpRLVqdQUWrisbt0tr8/o23Twy8+nqI4KKTJmf0zRLqLr6P8/KyHDr8GHY4BJEqORef7Nq
sgWVGMtON5k8+qu0C6WZZFhKMAujAhAOhyEq6oGm3kOPhWhTB/uOfDFnDMWSLBH4iYW6WuPVudeS
dqoifwQpTuNYULXFeeLHsppSuqfk9aAK8Zb4ZWjoBY0R6GLWw5sUwc88PivC26ZDySG2NA31yZG8
jFtjyuRdWAKzLmQrmm0U+Wob3svjZRwGrK00cmsoXu1k//tPl/RMoFOz7nmmQV25oho9gkVntJsq
7+2JeqtAhP8XXtfh5SzBfulvLaWC0qDmNtedjq3HUVA7TbHJTRlO25r1NV6mmMWn+q/k9wHibAR8
DwSLOilkyb8yYMEbAINucfMjje1tI0FrggYqZ+Ywqe2O3ncwVzCZjffFWhJafKqwkEaUufmOhdWh
pvrdi6t+9xUGjC+XcIWI2Aq7Uxp7Aq1UwGNSUlqnLYVHwkni6sdP213siLkr3dEScDGzwTL7L6Tf
kfrsiwfnqtwW7nQHyRpFNNam+veKUwgMacEDveJhJZ3lc+CkEABXQtX8eAKf2cRRf3SowzsNaYiS
go9SbwnQs+kAK0OS1RzIeCKVqNpQI6pfHTRc+AE6RdQLgPwKUaYQlcq/3QSKwqON/9pCIpgr/jcF
Wci0dXONMSe63y30MgDSaykv8376XRXw21cUqowuwkBQDwWXSomyG/M22jQhZirwBxKs2g6Vsw2y
zmWh7vY0Vg2CP/e9yckoT8nYMn4w+QD6GG9RkrjE/dFAz52mCv/gNzEtNdqklPr6xS/WQdV7qAvZ
131VIk25Fto3FL4E2NqmVj9vlHt5xo1PhjYjZHdHsp855r9/fA7UZje6Zb5QP/2mBim7quuriGmj
Mur4FYJZ/m2Hj45Fv6PbULjvj1dSO5KMOrjUwWPFrSe479WsR9BD0Li12mPwS4AbZrnTckNCyoXZ
jOpdOUc33wKCPCMhk8fNdvwqnrvJsjqCyKXDCfyVrBRgcldveLq3/Kkjq6l2Qdx9uKhM1OBAmPpk
yoq/uSeeJdGrhqvwXnv/ce1W6CW2wZpwnur9FDY4NzZdvEAJMIoTDEeo+X+R8U8/iUuNyYqUzKm2
PGKuiLawkNMv1qCaNkD36EIBSDQ5+GRhPWgiK9yTvFxs5ZaD5xARUsGEdHC+UTdR+jXCr+PDZpr6
+ogJRwzjbHTqqxCfjAhJn/0mm0J68ZKpo6uKBo6OKZ1lFVK6Hlv9yB0a2Rg6mHmMcLl+CvKjp7J/
PzA4fTdq1yEodQzceQw7iM798JerShgOg3NzbeScn4NefG3zwgst+4Hpi0RRz5D+GPGyBd/IEOQG
TJJGeNvmewMamsQjZlFLgIv2VBDgWzU+WR+c38SH+8QRbVpqCzVW1HG/uGTqVxpUyMrzCmO+CGRM
aQz4BKkZdP0EnNWLSA9fTh3FMFSYWaM2w1u+zLf+4zHUlINDfk0FMdaJWxp/BkMJFm/nVlkArizo
p3yplLJZEey361Z9HYPQJeRaw+viJgioydi6RnPkQ3Lc4faOel/QSzjNcYmbsupU5xt1KK6/MM5Y
8alXsgHBt0i5QWpVBHIWearbZTL4dLhsAGfG0lft08cUB0Z37Z0vIwAUFvmtpOpaaGghZ49pk1kV
8hdiGhTO9aF+yl8rDpazc/1pdXbbnizVgObsNnB2F35nbd+PxhKMxpwCQupvw4/W/4PYPIuzQ+VZ
UVlSc9S8W9f/kbvbiURqt3TDs6L0vQjehA/YKyNTHvLuistMBGUm1cI8cEi+aMqV4J8XF4AaDKLF
FPvEXR7DY0BAFaMyE20iFoh+K2yD6YqI76BMOOlfzT0T+MC3A49+vOlrg39bjS1GfD3QkCk8Ruke
emDQ71ZvOQ18L65gwG3kTmBf0u2XYdupTt9ysLUooFntd+cEtZPmDwYsmj0U/hgTZ5vnxsn0XM9K
4TkyrozWtgOCOAs52TRS7TDRFOjkjGQFP0dKHzvdqQKyY8x8UESTP4kfuNFPhuk4yHyfmO1lr2Xz
UlgePCO8pokdivLo432eXNKr+uHxz6X9JZcjpCgw9lklSee+bfQ4oTNYECyKMzJSXkYMvMhRNtkE
YVWVc6TLoum1Vksd7rZDfw4xisulHaPGDR5tnuSPKd71SIDfutESSk+3qcSGKfH90/ShDPW1Dl+C
AopkJ4hBcUJ3Zu9WKjc61kDHvCugmShHtK1dp1VX4jV6oyediSKnrEVltffnXIlgmlbIKfSpGZFK
Z794bzXXN3ZTnWjSqfeogyhWtaii4m/n1ClInHNyloiqr8yANi/o1T7TPlxk7/L+qs5cYyQ8+31j
NHit28YjXq/8xaDnKJbtsuBve7Wf1devArCxJgA6GTPcluZm/XGqZ3raj44G2ZqqJ2BNvpDHPOhr
3W+P465EEn+IVQXT/I0yaZK9y+g48NzuYerOT01M92hEiAghHfczlr8RRYhSUI03/SY+RgThxHvt
JxolLsYeE9aK2HI1bNCzpqZiBEmW/VjFtHrzt5gj5hLpIxN2zsphqgVp3RSoTCbSahPq2bwxxjCZ
ftwEzda8Jqvu8EdQOJl10hPbLtJw1VtI/8Sr3Mglw/CNRhHX2rCoPy4SXFpe4ItT+3mp57tdzY+6
HG37WNQo99bATFDd1aBXA7ymdap09TWPVM7FkK/q8WdSrqtvyCRds4/DIg5rMr9denc2y4K6C1iG
llSmURb60q44KRWerFJTG/4ziOz2o6jL2tu1tvgYpiFXkh0ZoseM+cd3iSBD21+j4Rv5UlQtbAcI
+6Pe79AXonfMeoK15ljDvxgsf+GBt9Qawj4UNwpjvbw9FRuEf3xMnzxrCGdSYwY5XNqsbIqx3ywO
52ZpEWUFSqsLn6geBs00i+6n40RLY2OKBbhYZJMyiXYjzOZ2xJA4YQb3HiDkmc82toBj8m0WfJ+A
5FPhuhiNVjx2yiJ1CZC+TpSIGP4yX0pEQgmYlLnYFzl9epduKgJnylB0k5UAVPQtwxqilWOpT7Cx
VDPndU2QzqiGLbFJR+pB/f0d1OpNF+4unX5V6YvRiRnLf0LKIYgH+iJwv6WfoNuAVcJMjV2yy7YM
Vx6qpA5qH7SH129iRSlLVQqL1rzW3dmB38D+c8+P4ZWDcLEijXLik10zZuEHVix1EnBIG0OQCDvO
o1z96ppgFuqjYeYQUHdIj5j5QKG3+R8P2Am6v2fU6Y4vnSOU38dEEPgbUv8W8Co4RbP3IG6rS3qD
dFeZSSPzm1L2eYp8QNUrSQsPrt3C1McDGgjGRsIZTez/zDWtLStrm7FZsAiM8i3M1IrUCHqNLKep
5NVcAcZcOm53WbhPyzqUb1nEESpBpO8XUbc3+aJXPfJDoYiDlBPFF171Tb76yK5ONUDg60Uqt3ZS
8/mcCv28sqJSvYzg6JhATP8CzaKj2TfIcz/FDy6MvUdophM2bfehTQR9eSbX+Z2SyUegEx0gz93e
E/MhUPvKwbk7A5Sq+kzybLubxHPlmjpw12uzFjHmkqT8rYsdDsyGF3MQ8lydetOdsajt7ufMk2zn
GHe4nb2SuQih/fDIGulpXO8jgt0QHmlideHr4EXfzJS/SvAYQpNdxsRIwwUdOeftpNMDloF3DqCU
QWG2BxcYD0lFxNhIx2sJe8xdsvP7flT2Eu/0aVakBpubr4AsW0/US5x4vpHh8tCACwON93TcX/ef
w8WGUyu0NkKFNcEGoiRD8EvLHietanDaltI+pPSxAEXlpHe/i6O8giO2f9OJy4YtHVeZkP/saHwO
fQ4xGExpum1qFaq0t32HoHXrrjhue4jGIJP7xylg+62BYJJ8aFAjgOYi1ynfaxs1stLjD9Ky2oVX
UjQpCMTgENInBfNqHKRDtexnip2Y87HJV8V7+Jijimg4PEC0b/GczOurlD84mGvaHGMp0nHYja1S
ZjpDnNpHqp8V80L3je/+F0uG/WuiwGZb15FZpv0+7fznq4jJ7gBqhA3MibSNVwsiMDsJvpVukrHY
BoegzLg0GD9eQnjF0Zyr70dQLB2ZV4GaxkXDlRVcCmDvof7S+u7hyUsmVB3YuXEwOQZKPKl79liN
ktKKbcodoprNEsN2vi1zXf4skcr7F3FuI7o2HSPsXRgLOAZYk3FpSxhOqAFkewHoIObU3zTBYqdy
mJ1lsXjNJ3Q3G+KnWc6fzQXlXnISpQjLL+QazrbMjapNTIkAcdykCjYtIz9//z/f67TRt93NQiq5
6EfLgXTvYhiEeT4W/iAcSy/dlcQH+4a0O3knD+bsBYb2zXfYx4HevPF+uzIR1i64laLs1ERfJ/AR
hAe5LSXVCSMxxITA/Z43orWhviWoElF7tXMYUIQMCWvKpDMQ2uWGvZA2uJapwWwC1e1MZdTurz5b
lvlzsUu0iVp/lXtZcgKYTqzoNsFFkmEKK87FlrjMJtDS04Mw376ov7zRGxqTlG51YRx8kCx3PSP4
WQMS76gww4/yx7vmgvRvKjDQ1MYPu+pVG0lQ7PyrB6XtkwMJ9hZGTbxHm855noT1Angx4k31KeGx
lXm1LbTzpmuvI0bGKh3T/5lh1SdWSYxMnb2DvbLVFR3uYccWFhJgPEs1BMMV9pfz1RO4m8pnrB8Z
Vcwz3Z92IXCYHfA7FGW0i/pS+3BlNojDXLGSJ2sGdSSl+vH55S4+ETWtUYnfknhlhj7G3vvCrfTs
EiWlaDa/01vpZly2Ed/0GynS7CId+OQ6AIeVgNNRFxAg21kIwZfcXx4v3xNdlQ3p2/punjhOOgVr
HCLcd4y7AARezn7SIJ4yGOQFHy4hjsPekYWyyKW25Q1SyOLIGY7gUlQTjpzhPLXq4xJBalnkX/PX
Xp8EH7OqLqoQ6Pk2+EumJP6gaTLFrBuvKMlL17eblfi2mpCBjN/7qLvEm99+aifgyIdKtOp0B4y4
LUruTvV+OXREmxZ/gaHvZJB2yVAG1KCOyli7Mn15j93jWP1pvNw9EkjYG8vRBOPZZvOcUjNciZbw
47aB6x9yywOo8ImAA4drCpsAHqDtcGBJJr93i8Qc+OnxBhHI2bA71vrLKhZBcSsMCqw0HUz8WSrM
enOOd9b+GSaHMB/yvy30wN0oUaiHq2L7+yn+5e5tXaMSz76biM/8PiwImqE1v7XY+1uLpEfIg39C
UVaHchI/LTEeibPdALruXWt4pAsmuojv9fZNYy6TyVY+hWtJ+yTPgseJ2DyY1pbMnDY6TeEjItqa
V5lZI/f+ehj7wEju6I64WhJVC57f76dvyfB5Tsekrcep7iV+waCA4hE8Irs/E+EqYToJfp7qbTm3
2C/Yxwa5pTek6EzZbz8DHWgElx4ELzbO0xz5eKvSYNTj8DXUEGndtPT/xEsLFElgb4AXXfOVNCpS
iCvsO/LFPKtXs1PkfIYfLRee8HDfLq/OKoRraH9IzLWO0R6Lz5ZGx9ANarLK31fhYnOkGp1vZZW/
m/0/cWYPvB6zU7Gc4X4vGFBRsBvJ5rgrwJxYYVRKrFMCJRMuHcQpKwMwXfkcVbNvof2lr12mYWf0
jlx2ZUujhNYXMaqDqUjd7f/PNjrjknhEgEXF3sqqIvaVt62pbYrQYe9h7DeFkJBp9P3SglPMtvrw
PWJmcXMkgvdJNDPFBgsG3QF/8YXkCf6csvMX0gkD/aiwF17b8hiShCZh7fG5MJd0FP/ea/Ba4tHK
qqMe6Hh6X559BKGSGcDRqYSnBzDfCqAz92twyz+iy5nl6oODiMF23T8JgU5g2NPu2t9lzKQlJ0DD
Su175EW69nWCRpvr8h27MYOBN3LWZ11cO3aBCPR6LEp4zPdhROqKSpjDnPYFYp5Ly2lqxhYYo/Gw
OOc5j7ssSMxlFimSby9f8951P/tO1BiClQ5dqGE3mz5Qaneol1Jesi5rUDhFxdXa4LOs/9hn1Mhn
BXunuNw99KkEm2Acx0CswTkl7q4s4ye6Nf2ae9PwiW6ByIXivv/xlZaPAxJ2vCE9lMr1ifn+MfcN
TAWvC0PSv63iTmfmygbKMo+ZOlx4TocT1DyGXdN54RD1oyFlQAQ7GNaD4O5//g1kZQrOO/2YRIKl
k3OPUmpmm7Uepyvnc3+SA8RigLZ96rqXnyz6gX0wZ4ESkPxMSSjnXRryguICuwhoycoBPb7zCAEr
9aoQHcmtP8XQnveNfDiAk1vpYwKb5DMefmPTdXG7ih5db7LQfZkaFJEsTvLuP0UtnRPtojN+W0BG
zojaSW/N6ZCQvYDrEK7gSolia94/fDYmK60JVtqDesCzMoQP/93PjU1ioHDwGyD53RxWscbTqPPw
T82IDOpMawwxtCqCLXLcBIF4QpfK1WwXm4HWiT05Qb+oM9Y3PTOL6Gr/Vz63ciZ28/L/T6pLPPGx
5KA9reY6YtUR7wjVXvjYItMMGIAvXOcZ3w7lV4tSUOwauyfsGrIKT3yFWkbyonJlNWLdnj4xCdUv
5ypaC68oh3xT0DAt2ZfUpX2/HV2ozYOmRn7Jx5NgdNLp2RIWSJqFTsWNqSPrg2xISGrwVnaOAdbW
WxFUMpUeCEE6f447b19xrVfmCa4aTF4dseDiei/7WcUO9y0l5XTZqyRpq7qoCLhhntzfOA06EOtj
K+SjpQQqL1Y7jqlBSCQKX5S2/q/tyXIlCghCaIYa7Cx8Wh67Ur2RCHn2grVpAVVyMTaCKK67d1YN
VtijrFXc6jZHt9eyx5ZTFe/W4N3C3ZxVoWWxTGWNs48+7MvAPJlRq75KWhik8nBp41BWNXlU+RJN
Emn8gJQECrhtRGRSxScOuGGoeEp1USexXGhM5l9YXy+kKuhuE/Zhqna74Lu3IgUIJ9/AQyGlI7CM
FZoTF28D5umrbF+dKQ4dSOSYFGjYBrR7gbXdxZawoaBYBkX0QmBFgLZA322Zv1/3RaAmQqE8h2F8
X5hKfP3Qozvto6C8FhVWznN5sG9HKePAurmM/5gEAKM7i1np7v8kPaq+9JK16Szg0SjPHpinkDZn
fxBLixQN0HPYgVVvABjx+54Wp8drz4p4fyEYK1pvJxXqE2st82BGsA5zDsAzuLTLH1dFX3DVT2mc
529T8VBN/srcFnzCFtjUvATPFy1DbBfURFr1VMreqlXQquu6PRnLbLZcmZjSzpdMYmxZo09D1aA4
CzIjzTnDAgzzleO83+JQMx1N44xYcXxfkDLzJI59bcr5NF+T47HS7QkLRJJfZsBgLWsbIO6kyK2Z
+YMSsU+X5/V0Q4Ej5sOGUXiKDAqICuXN/UFTwQ4GzjMVS3RtHRszQUK/yNQnTMlTesOkbBtHoUbT
Tl4XeVbKYGB1eG3oj8L14WGxz6zDgIh8RVt0TuX9WlSNgZE8MRxZeQm5Y7QMxROLwkjdAdADcBZg
ASBDUPoNyhq+SrYvo6MQWdKZhYsCQw/QqKif3FbJpUolb6PgcFHz8jiv97Irux7vDjhA/C2txiPW
BoEfTidw91G2yuafrdWGKGayFcy763q2rbF0qQZh8+ov1qUgHzUYC5qkBdzf4WG15f3hkUDdX2RD
IuWrkSP9SVxJEWl+52LAyxn0sIrgEB1KP/h5mEDmgMfcYJYGrdQvERO0Xse+Xq9/303c2H84OoZd
fVsN0Ta26R7qlPPhRdNqS9sR7V1FMpHnOtsvfeOxgiO8FWVRWNfx1WCxl/eL9D3DoYqb/lOyTaAe
EJuwut2EGeK5jdfDSDJa8NodmtaaSe++oMupv6QLl0xwGBx/MRxB72/BF+4dTv9RiOAJpAovsgrb
geePdeH5njE5/fF7quBevhcSfic2Txl3GVe9pZT1GAll6Rn6ReTYCnLSiZrVTxqDmYqv21GOzG04
73ZtbszOqVE+zcU1RyI0PtmI6poxJSag8+7me36XQpJnKkfX/KP/IeEOUuFtzi5JJBkQ7SXg3Ooy
RGRS2K/4BCtcN2F9jClFtMG8CDiXSN5AsPds43LgFxZDfgo06Vq6THhNbBMnLeKhXQltIm+UEHrT
1CG02lkLRUbnCDLf4INvaYiOm90fp5PjS2S25z3tuj2JCe9+UgQJn4iHvGgR8jVMbCAMjQWhQUX5
veT0pkaDFimYf8VRPelcaCR4Nk1DudANmoAm+vCRne5vlWs5eAwv1zJHKPRl9NDM9DBboyFLzNrP
+fPqARTrYEJH6aNKUf+Rg+ZsUQtAs/Aqdp3oMjSnvCMVmOZnA6sqMVrPxIqzto5sJJQyENwmKkD2
WgDFs3rc0giwlA8cj+01UFY7wbISs8FSa1DRJThX/066JsS9FGJuGP6EWk22lditKO1R82woLbAa
CCgEg9QW+RXsLf2CZyyCjuY4bDV1zliZs37zIYvVek2/2x+xea9ux3uAKUlwnCd9XhsVrPgNCBU6
6ql9ByP9EnA7ybuvehiXiM8AyYgilHcCQXnsNzdpS/V5+U4GQvDClroozNLuoeqS+CQw0dmVXp5W
Z/DGZutgfUADWOmjJTqF2u4AJIiQEuRc/eNLIjcNhm8VRtSYCtRp/1XIVWwtAXGqmFMmUc8Jai2K
vGmKHjTxpj2kLES1KSBQJNS2Gjx/mEz1jJ3UxHSx/LLS+EAOBfIJj6O07QC+YaFgQqLPS7FjDy7f
jtd/SZq2y5T/JQ7c7AGJ3T1Kp0vJQLnyPhNNDWWbOnxLVJWUtOy0tYv4cGvuYs9fGcCu8pGKkH62
pmYiasDl+eqjp3S0XTMqraexEVdXsHPWXhjraYoArreA1IAYYeIXkwplhHDFVwheiqwNfzl0FaNh
SpRgFwfCBbTMI/jVEg9f17d/D4cq/x6ohhD1oTe62fo0yQwUGvUvQsxTqyvwxJh4AGTrqe9IO7k2
3/d1kTnuMqWuLMVdqKNfkB7qhtCNJ0T2NKKsNTJMl3aqvqhJD2dozZE3PuIn9eHOcm3r9Vvjx24d
VMeDFM/FwSHI+uNuSoKzBNWTmPi+5ys0ypL2jPmsV+7ix0n+oFkCKJQLvbMAAkdURbpR+KJ3HND3
ShCjrQgVNr/kznv35fkQGnSnoGBwHG01+WXzym5qF3eSZL6J9ISxWx2ufCdVuutp5gRuhPl01UVj
Qdkabio20pRELT/DvBDjZV4oPF7KIBU4qFImE8LKkM0JTvjsmYKvxzh6f+mL0rcYDI7XY6WCWG3t
/F8XImgMBYQgnAdEC1Pd9DPpghUitJw85dGYCrBPbYI+m90acSh+hJiqnWXUBNmhONSHCxQwKbhB
YbEe2D8ppP9bMEIcY7OTNIwc1EawpUBgK7d1O7DMRT3fuA67A6DfelbUrr+qtMrRDOmSunjoerdL
PMKGjdmINf+5zVHa/wWh71DeEZfHvzzWgrQmYuF7RG+CNGTvTfW8LN1OLKtqBncbdUBwRAglxj92
l97wLrIC7caEygNefFg5qdC4A5FNK7aOMMUObHxqehY7fzBegcXPjM8te27zLF9JErEYcZ/q9Q1F
LfUVPmdYI+6ET6/SHEmu0aixXqXR1ZRPnNzJ8/tZyti4/6fE2hEx5M8NY3r4+3ZZ14QdYdBAEAsP
je9/TRzegasjo7xqCF5na9qClzkX2Grg6slChnrWLlgtFV01k0xW8VmpWVyK7FUSlMJrVSxuO74t
PLedBSSmarb7kAKha3ILPP19RyT4AHFWVaZ8qI+HcpNkBZzErN3N5f3wAkeyd5fw52hiIhxYNb8l
nt9Yr2WrUA5oKd+3rVqiJukB99IJaOgc9FyvYU1TM7Y1f5tM8HBWD5mSXRLpNCYfqcjgTqecTDOn
eUPLScleT8POeE4sGRmPEQFTM50Blfjh/vVJY8KS+IfElumLwSdsLMxLftfFZpJXjz7z+ia8l9BW
IlOyOtXAzFryH6Fcq57m3ioRylxdAYIJUvQjVnkYlcVH+U1/YY++jMp/mL+fw6foH4yxaZATaOhd
uD8yhc9x/1zUycWzVW1eJtLvzBqQplT997pthz40a9d2x5cJKzWpVxEvOm+fMcrDvSDzl3gt0GPS
D2LwSQbP8rPsQn8CCtcWoHGoc9KUeNiEQ68Hwddbj32LXZL8l41Gd9PdNOxovlPO6oJ5/44SlaNE
5yGROfjOORRl8YhnZlphcjMlnglvMHKaJRLViGD9q462LZytsrHzTQ+iPviRQYdQr9ocTH9+ObXS
c6n7vDr9T1Tj9YDSLanmI1CfwtVuNo0NHtbkffVad+P/uVSkcZrqgR7NAdPsV0ZGZ4nnUXVMEMw/
lFNXVcstkxBfk/88vV3sTbXX9CagjBX1EhCBJhp/xt3ASUrgBY741hXKaTg2dcsmUNwLz+zfAbdj
WRsj6iH1lPUMWi81i8uIrVm+bw6ViYrgtB7ouDWZtdDBJRZ8A2ek+FwkweBoUQ/KpMK9CwYb4GL2
PKHjF/VzW2nA8dhMNgwmzPvMjfFbcVvF7vn9PC3GwtIro6dIaJa6lk6Ldk5WxBQU2MlsK1UJVav6
nltyv/K9UgCR/EA2n52nWA6jaycI04lJEJtv2L7rma4vQIF7iOJRhpKCtcRCIdhgCTUkHuWV7vIC
lXHi9izPrXpvloGBmKd98hmwvR+G44uuOLYEf8SjuJeYynBhzfQhnzuPq0e7SoFK//Pbm64uZdqt
C6EBznFN64PBQ53C8cWILBJT1eF1lzRkcKUzpyx91CiHTHiDkikyiA011EE+ut7gaYlfaCKOofYe
izj+agQhla4/L/sJ6R+7iOQzqrxjcOZ7tfrq8m8zbOySLWzXos307vLois2KbJQpiPM22kAuoS3c
KIntYtuamd9Tiq6qCog6PcudIgatg3/2BTbgfZCNsa3hTv7rwy7xfmLQZgSpYAvW2lqLeYOnpjSX
kDhp7g8hSIUJSkD2f1iVU5bcH88RsrMhAZuxefj40pErIN3NaTDsVxMWL8TKUBOGT7yztQJBWBIV
MlpNScsYanJnkypwzWXSeVeC6uC9PJkmgJ0VQD5Q7ovxXaW9nLL32G11ZtdXjGsZ7FEUc9SYigJ/
Fr0MRon4VJrNMgZPtZIFDrsQdzJ09+Aq8w7EYr4QE/j7JrTGFw3EDin+PnfgSTYmQrAjEEp3ULqq
i+5ZjDqpEnKT3T37JU2XQCfqTPDedE16oTMUMMZlCpbdzpD2wCdmLXB6Ht/EJHs06VNuyaTjy9wZ
DLmTQ6BS6BXOMyL7IOHwwitu3KXylG/U4pi/VwG8AdUcn17+2eMB0oLnpDsrOW/CXQ5WkYY78tFW
x0AGpGQzzPgWJwjW4VCnAtN5aoxdORSjGiFhoaemp9vLFHeoyw6m20mAYI7/UMI+rkAjYBvXaK0a
iAoNJzXRSpOaka8SwQeEh1a9C/KwstDPjzv2nHLuBz93UynOYeBqfuvJZKWrj21KYQdO5pe5Bi6n
jYvzd14YiGweqU0A4S9AoRihbmvyzvO3ZvtVzwue5LPPeEXcSliHhoR1GDD5NEs7JCJVnY0GBpsn
XRZ8rUdZd5VIYpW+/ed5WbrsiD2ISBmV5lE7yQ2QUAIzerIPr1yBy+scDAa5+M1DR/bAcrw48Tmc
nYsREGiVCS9H9NtjTpQlBW8m2cF9FKMJgIW6P180RcMNjFQorZK9DUJaxvTR4FZ6z5b12Der/pb4
+b2ZyK4t6znalxbHe0rQMppfqrQtdqwKxfZVJzza3Fb8aoSb6qvZDX08hTqiVvEd1QDyywHNyYtA
CrfZVQqIOwlUx2rL9E8NkRHxwBXYzJLecbupxvg3GKRPWFdygQ+FGXHAkiN3lLhU5MgdXWPaG7cd
209UX+4S+vBSOnx4BHRDs+5HRYgRLqOc5eFPfSuYAq+U/5UbrwDOu1f6oW6y+KjVkllUlrLCpnHN
bkd2PIOROUqPJOr2cHsfaKjyp3FQNBPlg/ohnGhRXmN2Khqh7TGKDG/YbWDwsm6ETw42Ds/IiJsE
T1zTTsg8nl05tt2YOnTGFh1kePcmtCK9g3gblSeMN3tVfLL5oLj9pWKfyrcUrbNYW3FJkbwbve/l
KzycFPpfAzEcUz+VP8T/ygDFXDipJtstSOksB0fOWABLTSSX7T45PobeOTiMM6e/B4cmXEYfMdaE
eI78r11EJ7/NwwRiReeCkVx5ZSA/hPUzJAcB/nH87jtWUdnmMwHpPKofDrUScQ+GToh0VO3aLy6u
GSLogIRZOHauSrDMexN2FNmKog5h7eVbLpC+8ADUGgDrI0QdAAs96l7i8IIMj1H3U/KrXi+wV0v3
wjBhTRSQxBvMgL6ADi3dj8s7k0IV+7r+GPSDbgnVPPGa43OW2rjpybp9M08bgz3bIRMPtARG24Bv
/awRPTnBP6YJ/RjIjfjzyDjmLaEjwTqCaeQDEkHHjfrwRi/aQ4slwTebv1OekwdvRUQCPf0x99X7
+r7bjYIhzgqBLkfc1z61TxbesRi9nxL+Fx29XxhawEPFjF2Ak3a32AyEhoQoBtPFqL+UCKBy7pR9
sJp1/z4FTlbZk7ANiwlyqMMMEdjjLDNzwPaIuFFnbJlRs4f0TzbmLZGwk5I7P9V2ZUyKsA0xnVSs
OcZR2JE+YrDOGBo9hV1byDfnwtnPXBE+94OgFugnpd0hJ9dDGcU3ccbr/HN0xZ8walctLn+xlm3q
U6EzJY/n5pQaakykUzqCdEPox4sFQO4beeUqJURAL+anhXQT0SFhyPZimN2WIlbjgijXrCVcq/eS
VxGI84QgiNa3SpCq791pV2CIcafgfXTIeTysy9TvmTHNEKQ80jzoNWHZKc9l/6vQlYHB8+hwTnnW
x/5/aYluy5ciFf8/qRdNfgDjsZ8bOMrA3OQluNw35k3mL9miKB6dLcW13KDdlFg/5pB1hI/ucJ1b
EtQLZ/Kj3lSzlRgcTJNb1CZzRWZs8oYE13CkKR95IFAAo0C4jYCHnt48CDTuhWgV5gcN/1PA3GQv
B/rhefEMMiOsSjD44uwpVBCiYbrxQ8U9LCd6BD16v53DRjCxvtH5gr2OyNEH8cO3APrp22T0E7CJ
UFkYDeR+iD3dzMIuJICrdzvyBtUb6oRNQcJ/7sL/W2uPMrfXGv/Q7MtQIygHiqrmNKDrB2AgADtE
2OZE7naG4Pzg7Jw6Dq/LFrlBnxPnui4RP/FEHD0XV+zXUGhYvRqsqZ94yPfAqWC180zLB+6py7oV
12+VoN3+W9hYMh3tToHs84JqcfvkhAIn8qXW56Zp9TZAy1WGxn2u/BZYpNVsLSf8bzXgFsZXxIOR
m+Ryy9UbtrGnSl6VS2nzkUM2LMh4ElWy3CJef6ZqtyfOvvFskbyyAVJmDYxKA6wSCew99m7cVYn+
/DWXeBAZFR5+CA/cdaAFqJ7w13VAvW3LtZYHS0YTeM2b3+/w5r0wLr8lF0V7XAgQ6LcKBn8186vM
gWeEwZxYI7QKuXoFC7v+CreR675BHPiCgfNfSWPVDX7mJpPnWjtQjpOJ+JRWDQFY1BVYe2fYsnEc
rJ6I07g039IFgCDPcg6AgKMrBN82933DAPX/25uq7t42FUWsIttCaGNiVKU8NK/GdURWguP064Ib
TeKHZtE7Y6keJcE0Dh3jv98bMFzGHAbRFuFhYR0ax2xCrc/2PcIKcSeP4FxOofxYg0wov0+EDmJr
D9cq2H0IcwndBQ7O6OagiuV6dcWnO4wKmxkXsx0rJLom7w03pQebThaZFMup7nBWtOOiXMQMmWuv
clYoMnqeFeZj92kgpipi3FakuNQoZJsBwiKg59u+msPf0d+dfocSTBNYcSdBZyp2W37OnDyjKX45
Rwf2AEXDjWJ/v0DP2M+il1hk+ZLw32x91CzMs3Pv1AllJ4mvMWLQj97LwPHyaeyVSaInFLNHGPxW
TGHo2XitWQ6gAu67MRpcNH0rto6zSV+W4L5jJJwhymSW8AbaFwf+qhjkzYH/W5KdLs+HaIke/9hV
vkvuTCv8nyj8IJ3bYL5l9z00GgJ6Hm08/KTjxIekrrXH52mVx1H8kN7TiCYrD84nnbmkuSLQ3Pss
JDiar5pD11nq09k+nsH0ABKUsr2J5tWqSM5ALr5f3UwZNjN68v1mBqBZvB/pFZE9jxXXsy6Y+AXM
PC6RxvXuSn23+WFaUSzoI8OByYB9TEXgZcsT/oJ6l56lVGEBPCDc5+fCOLkKpHAADsx64N9CYFic
CEirZWhWqtiq0JnChbNcae6cad/N7LtLBeummiIz/Cu31T9DrDTQisskfVasmEPkF2qz3BbCq5jV
NT5walllG/d3aFzvaviPPQw9RH9SMQMv1QWrTkvXBNFbDM02IGqh6wkKQVj3JolbuLxXF6xj6S4T
HZyAxrS7QY7JvhqYL7kMi1hGw5qTzU9P+kVGALPa7iXYnJuY4psh57Sk0fuw1JGAb4B/5fgWAPoA
C9OjD8ERwXCH5aLVvjoSTJg/DiiCdK7oGyVtr+VrNHjgmHzSTp+GMw2mIheajy41D3bH2xPmo0be
++oUmzLCBVE0yI33pAdGcb18NSo1kLytPkdPaWCR8bRJPSq7neqT0s2awTKEW8+tnr/ctvxOcgm7
X+I4tenNmo1hdZMChbPJ0p3lBLMbv2NW5SxN/7M5cw/7g/NkXv6hGVpJMxPTFXcG/S7eW6SXIJw+
uj3WD3O41Np6UjzHJ9ST7yMkLoZEZmAlNYCB6crc51YQPlrhJtQRpPU8LU8gyAdSic++DvKEbG3t
Das6ls1n+VMGObEsgByIx6Anmgda/VuTD/TvYgHaYYOPYiA6y9HD5Q0buXzxkL3P37bWTMg+c+20
PIno8oObxAvD1/f79MX8mU0rxdWxsit+Dj9hqWHxeDb//9NtIqrVt92ym75s3Hwp4hFRM4yD02Tx
Mot9hjQcxBnXtzGL3zIBgioiP9VftxJtmAQCt3DEJ7yoIb0AHMcDeYUsaHYLDKPmRfna2LSrOUic
a+K10DDQ9XM4BLlL6k/kJZBGfNmsNkksw4sre7fIa9s/gz1cA6jhz3AqMk1WdilshGpIcNuqaJqy
LwGyfUOJrnicSo/Ukj1yCYkJrUxpxg5rpsJyVzFSfx3lJXyZKZ46t69MsybczxDEH3pC5/3hWR7e
3R/kXk4XQK4Rv9p79payPdUyaeOpYZDQdjBIg+OoDGoXBnEQkGgUH3lnYp/nsTyFWsAMSxoV+z0D
2e0PtC+E9f3elg7/gy1iAe99j5MQ4OHre/uIOxebfkpbyHUWF+hcjWDk7oDsO4tE4R3XVr39678L
PuMbLNi6baqXB2EvnYmS1BJLfwefxAvzdib8PSKuqzNSuUuAb8qXYkkIQw/ONV5ZXR1gZUyE02n9
9xyF7NYG1srfdFFYm1DUTrJydCBM0+dU/CvsKxWUhPWA+nnjPd5AcwNLspT/AOrMv1N4tAnkMiT7
L77hor2qGTQwGxsXeZs9Tx+cVii+H5BXnhzNIqJ160Fp2Xb9f3duDjSFmZdtrka9ZfPUcfCIBfwF
2v51VOZnYgyzisYP7vlx3z8x4JGCtB/GsIS0aMgQ5qrLydz72gsf+QK2brv/JZAokZvDXeLKJA/j
cqKlaOB+xAeDWqJTIXuFNa4s4WykeD2slVCWv8qGG2EKA876BSOJkG5m6NXtDOEGHKKs2H9LsjP5
uPhBk+RRgX5Eo7A0cg2m0uwwyJnd7Xehg9MlZmXxFzbfNgihqMd7Sh3U5W7lOz5PG4hoe2SOeBIx
ACMs1v1Z8mX7K2wcnn1i9t/zZl5WNzdmXXL9tqclKWiNl3z+UbPYREj7ch/66w9iW60iq09awFwg
plrwSg/+db1hnjbB6tz13Yt3hd7h16uquoRxdP8myEtTOswCf5aldKwKDNNcutceZMuLKSnVwuoM
QRdf6LjYWE8VXvETepEDPJR9gHiYRvPITrP++SUmfUtD2rh+fBP3Z5A8cIcG1WCeU+MQQOh86BPi
YeHnOWBeY/cwJQLBYaJ/F0Hl23tUTdsEAjrVrLY1KlmZ//7jJMp13RX8sftja2scS8OyC/5hdVCt
lADZzuvOjmLG1spEXb+4hh0oawX4oQP4/xbn/fP/rUGaBjC4GDPXNm2Q1a4+4ZYuLdInOv0xEQJA
+J5FXTOVeU2uIOTrS9TKIOgUEwWm75DpeMcBs9TqohFdt+HQ+GOcyNppkr+ym3lhL25LwemNyIsK
nlHww6EpUC+BFhkS8Wwfrm6qwxBeZGMKZvlzACHfNCJrznbwrL2Kp60dh5RD3f/hM/l2dGn9toCx
g92W+dhPy2lRTEJNWmC175dkXgWsU+pmrfCFIvrptMrVuJMd+ReIJgdOmSKGHvLQ5JysrlMW0vyf
jnKbj9Rr8DeP3S132B3qJs4LAvCJjVvV1zLeokOZZJeKzKvGXLzCBORQhQng/mxo3FvRMLULh9TT
zFXURCdqNdmUoCFwqP40XPGSgVZlvPanCGsissvyoTMhmok+D9X6R8omMSVvMbmTBNf7QE7uwdOV
iLkjXgmTcKMUyesQyQqpq4QoCGf/PITSFzn/E6GCpa8Z1G3XA1JJAuFO7uK95pyNvI+bR1LF+4J8
tYKJS1e0z6QgUTQLfz+ey0Gl75RdHyBMewcG2Jar3YDbx02xilAUHhIQpY16GytuPwMwJ1yGU1Tt
W3kdDdwbHHs8UcCHIwWWyl2nV0h2xXJq0yqRy8rINpYySbIG+CLRKA8WxV4VxpzAftNOmiUhwPMp
DuFgdX6c+XlqIrHpcNO2PVDmwiKO3LIzU/9dh/19ZKSNJPA395e5l6T2m1zaU/CADsitn6++csea
hC0hfA8mueYlB8Gp2iFeiHLt1H8S472H1Ua8hYp4YF3CLITv21sDGVTTYlwQrhQdoFA9cxgl/mlN
K5r6spdP/zSh8eqWbVTKgoQMtkoDoTNQwWOEGzTVVYM1JDIag9Re1z0hd5EyZnZbBfciOTG+sWj3
spcUtvGwzgF2c28K9F4pd2I8kDE2YEE3tTczG/qfpyG/iKV110YyEsvifQi/LnrT6TZd5+eAssGX
33Zx1NKoh6oQYCbUFLJkuFYV5vMc0Iyn8LF5FEb7nJScv31aNQEXWQ0DbbT8QQ280uFGeOjJsCCt
CAEad14mYH0tRKu1X69QkkRPcig/F/ExvoWmdiugJ/EimTRFuCCRoYrxe7gi5Jb+WU/YMNdVixkw
Izl/LPE+bBRWypVEtonny5j1djTsj2AuyLMx97qs0FZTSPM4pEelyIdZBep6W5t6SG1IFkkj9VmH
oSYt2fK7U2GYf9zoirpC0NL/ec0DqRXCRmEsURUruUo+U1/Q2Rbt9N4tl5w7VUCFSbQtAGuudDMG
bqppKneg30UYMvFLEm/5LN8U3z9BkMwI3u/jnJC7j60Hf0WJMzLwYtnaiWcKvHe25nfM5q/sZpVp
WGFvTD5l2ofC6XcIJUH5LaIv/BdPELfuzPJ23dEB0OHAzIpKRMLv2Eop+kfO9CjvHrYT6j4o3sPc
Mt5v1JqlMICeF13K8zkK3biNc7VCMnRjeXs3xY4tZAsHBF++vGVK5jdXKyVI+6PzndbBlkqNUQZ1
Ycp75q3XZSMu4oCAHPuWJuV1rAX46Fo0OJ8ahMimzq8UekoLKQoIUgb7wNhN4S5fMGGh0AQOr/bn
Mh51QPplf/uvW0GqPBivVsWxck0AQ5jgzFgYWFZEapbe/qOMoY8HHGtPleP+oVVfr/H7WUcu+gjG
DzJ3MdAbzG/av1zi6wGAgqnG37dUFC2SOcf8Gi/a/rT+VKB+LmN0NHeh1VpQOuaIGTHlHraFAEOl
46nQkvxixMm/BL30Hq1pgKuuXa94aPwLsXhURsBgjgVhGP6jXM/u3zQLw8uv5Lx7Z53ishDpLO8S
TbS10AScYaU2rZnX7cC6c1sZc21xfBV6KEGXdzdFxnA+esq7ZxrJi32oAL32tUejhN6Ge5R7VWSO
v1Z5FikioL0JIorIqyeDLYwH5KQ0rPmWOraMT03yZGP0NIc2/ay+PtBUo7UrkOkqKK3JAeCZXcGh
ttgG/3bRe54gT/NH0BB0UBkR2YwtzFHFy/TabaVjIC5pIVpTHwItloIsMMJKErHMkQ3l1hwE6kH5
Aq26q98xyW1LZOZJg+uL1xJub/z00M7LSBltSx7HDnZIMidEBgLn9bug9AOxJHhp5s37oPlNSPPe
xmtUvjuiSu9hwvHQ8qNB9R+Y+ifcZz60thJSOfGBt/oBzwk2FexHa1D2YUF45E0ODEMaAyfxL53y
sRJZ4kBfQ49NmT69viGQS6b8GczkrYxxUI6ot3EkKMGCEHjCp7Xm2PhcMUDjmViDFrL1wWElK4l/
nEpIM8KhE/HzaDezn/WVcpG4iUtubhseb3EM1SKAOxPfq8g4yh/t2wI0M3LQ6iLu4JMZ/0PcTCrk
StATy5v86/SKbLUHwvfH1906SgBVDsP3LzcOE5e4BvlmNTm58fXCWEjQrKETbZJS0gbQLc6ZKRPY
nmmFTXeSTqCf4zrgLnL18kfD2lRmuwwZTS7PVkcfAsaRbxQ3x2KDVMx8GENuYjYIEUZsOQT0MyCi
0SF0uPecZw89k+dSnrPYym4H/GVbzh6vsXnSUHUWT5njClkMIUYKbQhFcTrOfaNS7FJweynHmkvS
p/Y2c+buTMqnkDMv0j7zb46VI2G57fw8VgBLvE7W/vvlm/l4UXZJwKXDjXz313NU9WAY8uzd8O3k
Fr4YCD2GGvNsqnNbkU2sBwvAHctySRRyU8J2GhOjQ4kNU/HerSbz9LXIRZzsPfY2CTDq6IMiPc6I
uwwflueTp48Earfs4Di9XGOdEUQj8agaJKey0Fs1T8ORW5pwheynpUPnxlqrWNbgI2A0uCk3pa1N
K0ppGjRiZTCngpUVBK+u14g0ld+eAb6R9QLIQqmIr/HIh064GCCk71p4FePhT/Mse0JS2Ds5Fcnz
VN/cKfwFn+RDDcFj61CwUNHyARcHnKd5XgZPDO1t2is6+f3h1GafO2Gfd/GA9kqPKn65MUOLbko/
xVYHsip4VPsxnhIH1f0vw3ygD3a8Qu9vVdy7r5pB/ByQU1L7UJ6/p7RYsZm5M8h364zmiWX/XBnp
/DVYJzaPHQ4tDS1tsc7Van0WcdXoxnClp0pTrrZmpV0W/i1UlDyJQTxTxcSrCUEVBPW0jOwdTVJ3
PtJwcR3CqGfY0gavJ9mZNd5YzsaYO3QMjXPvIRX166nM9UIz3plRgwkvNyg6lddc4/C7oEO23x72
unMliDXAiq4lKtVWwLrklkxZGJgTlfCOglmbYV2vZm5ZR5I/bLvyP67ehHkeN1eR7+HvvFrBvqHZ
HNguu27gFfuBvN3TZ1IDsOo4sG6WP+Uqb/n2+OoINkqkN4bCDGOVEnd1/55kIpq+nYLUuUrHuCbQ
gugDWA7mIelKrPcFFUYJqIEoSJxx0yfDPgbfHtOIIm+U+10itkKf9+6VaIn7527vZcwl3BeNNytn
c/laU3D1eC/B3fQulUs9kUPso1y8qeT4SN/doQHLwIxCH81G6l/EtmfdBlhbAukJApEgFvPXRIjl
ZDmXPkLpsdm/8q7xxeZTInyuvsk5uqgfftiU5GERHHy32dghFEx7POBtO+4I3l1Em6chDTN9AV7E
hSkodV8NPbfqsahEuMw8xupSsxg2QIyQOtiM5cIhBfknd9YCh7z8YyhGlZcsB8nQ42/wBO7kUF8r
qZOFq12+Xc4Sv9EexVA0aECH5rKKwvFJvYtu9X61vAQmmN3mDv4sGO0w7kw1rKGDkr/rd0mVwor7
Xi2y0G5/B8OoyzlkyKVZiPdAsSxlM6QFNKFjBcZDLKDdNY6RAcxS8vFq7Fkzvda9AkbJQd18ibPv
hnXiQJ/sOwzbtMlsOy1gn5+7lcxC6LmWxazCPtdaaCxpXmH7J8djZvTltj/b29+ejq5sEiEDKMPX
JoKXzjVDnBYvapv7Lh3UPDoyQN131xb/VZ79Uk6dejh7v+KFyLSiGpcHk3xnUBf3SL3c4LmDVocF
MIstEzKQFwrWa2lA4JdCCovUhNwaFQgDIPNv9eqaqA0hDQ0kq1DhLM0ED2cZSrAw4BRS2AsZX6wx
zT2eFil/sLmAqlwmc6fvgMyYe/XNRl8jQY1u8rsCaXyPCNbZ+kYu1A/z1bBlI73v/Q9K67WqtgdV
8R0gy7c6Lx/xcZ7dnLoRyxw2ZQhikYFB4IF80xxUIUtqYD2gPHIxPX3GB2tWEpe5e1iEbRCJ/sF6
Cp5FxLHCgJdpc554M4MbMWVSX8wc1SrVb/D9AR46gvR0QTuodfLqkr75fBWyENTq8XRujbuaePGH
Hg50VyIfdKBhUuAneRJmOB/WR3g+gcSS55DW/OQy/k13Y5qOLdCkIMauZ0Tdx7cxbwFESI8RWQ9O
F6zLh8AQQsiCHofZRQAOJeVPdAUxRLiNDoVGby0umOrhWJugwUgxh8+J5qmQ8Pi8WIjeBf7MlcVP
0Xe5eC2afZB4nJ/3DLPpgEGHyTFcr82lgzuiLhkSJskBd1OYsADKnX7cehJerLF7GDXaGSoUdNQo
rRT5v01KtUJSjVtM4Ulv1/Pq31O1bStOkdj+c+OasICDMrMoq8aJGZC1PsGAIZlub2Khoq6yIZmn
2AvDSptDm1mdUwkkylNDJ0axXyLGuxOD5rP19FX3fIDQM8qZP8GRQLufp5m8nE84l7DsRAETCRAy
kLTVqmccG8nRNxRBTBbvXWmwZlgbQHuIAsMd6M8+9EPlYbTv3/A0ykHOIM8hrHBabC23Wa1xJ+ha
a3dnRQG6RnRC+JzRIFdA7v3bpUJYMrkOHQ08k6XHJ4AZmMLB3ZqbuAvuf3BNsHZR3ouRX8plLLOt
06hf7WtVw56LlyTMBQi470Vnz4hJF1yeDcTZRQTMFqUH4XmUNsey5GEcAHTGMsWTvYno8IRcXFID
4sYlvPHVk2KebN1MLSQIRoNtIPyDCsoKyqxHDCRXxqsfrMSHNfGbadKIuBAPru16YbT66GDWzMqL
v2F/ewViImDeHHHJg9R2PzxiVC4mZseHkABttwm8Q0jSPOBQ0wRP4hCOL9Lagc6iX6zxAOlex0S3
iX6zc03pJM0Nx51KRBdkcl1AXDy++h9bumu1OmD1lZQkDq1VTZNwRYbzDBCklAwhUKwtiKHbCScy
O4qVfGn4rd5LQNcizmH8evdZBxe9mmJGQbaBYFjlZWIQrNwldbDaC88gWZNWq+O4K4xTRaVpSk60
ZWd7cTz+8ls4WRqu3iUlaTvHSCYJnMv/blx5bqHyXtmDMcAr21EyXfm/0uDC1dDPtUikN7/3Jn27
x+KTAdrOICiR80DA/Q67XHRL7m2Rtg49NxkKy5D9IjKOI61Ua2Z9Sej/8zH5X2s/AmohPP3qI6DO
6gQ/oWPHq3IMxhosQceqvpf8TuFR6oOpzRKXlGcpyBhNzDS4J0A+SoGqY0ysgjYEsHnAhzcFadgv
mv9+YAt1/zoo6f1/FilYZ/cDEpley0Zc/vMK7Vyi4LABHk2MiDPPkOpYeOIuDC8yYKHZO9FDRTOh
V2ppXXmnivhSktb19nLqRDMBUwA9QUzKwFYpIYz9p5ttpdraeYuvFJCG1pUKucH0GCogUpp+Fy6k
iEyIsqs8yTDIkSnmZ1fKqBiPmsgSaJ8tTa7aJ52qLfxac7OiEpbXapj6lVIKDcY2WrbxuSzyuhWx
BiohO84pL2zofvKA2i83cdIQ6tcEThgoE4pljRvKu3+SEvwqX6NQ7+F/ShuLslVyH5OAvcXTRXnB
pQ3JiFCiqWmRYxPx1fEv9uQG06kfdzAIMBMwyv7hpYdrFzN8mmZC5JdXMKRGkd6lCmuJ04CaRUuJ
TAgDzJxhlCKMWqfMAMn+frTEkj0ze918wWo2Z6kGozNi4fNLnfMKzf4gio4byK/kRcb+Kdn+3yEI
3GeUZKlnXoCf9R/BndFMd6h/HePw4NA9DL0htcMQZrWMCh8diTSOeeQf7UfamYjYKzpX+/Nd5xo/
DYNl3Gb0jyByy9L5vM8vsU0xH33tV5ZxHBLzvAaqMuEZuRq8y0907y1QGwEWRhFy+obeFbR7cfmv
xaXzdDlPitpUq+kcPeRSzw8TpAZk/HyCPKEJNiDAaXy/y3VBztRvdpSN+C/IeMdN33fmjtpOm4Dh
6YbhCBX4Ei58xo5DsNjHubYnfS1gkpIqIaYawD8z1ApHIyVIyFv8m6j97DTUb9neFitbdH6bnf03
bVJeEigbDRuz3jwXAnN/qO5Yxbg8f4mMxIwVhtjJ+OyFwd+PbFVMrUK8yx3urQ10eVU6Sea+ePVq
C6VagAdUmqUHCbjGM5BD6/Sz2Fs+HYyiJRMpusApLIhf6lk3F+JqKokl8O4Qan9kiiziQdMVFRJs
OAY77y2hbyxMPjAouEFDZusVFNqlF4fsApHitjTgg9B3/U67dFaRp4Zbwp4rBeobw36A310HSDHn
g9mFmaJNSgwyCCYVz3HkhDwfGXGz0vk6RnCXXvAwvAv+a6FuktuCH9vMmwvPcBwvV7dVUp4cnE9a
fQiniJDibBFBUYQjVu5Dbng5XW/kCEjl0BAHYo//xWbeeB7m0GZqLLvmzHpkGyb4RN5nVPe5ujc2
h+xQh7Ce5oLQd0x7ciRZ76moZGQKR8VYFXNA6mly1f7IP+M2s5j6/OZbE/jiQmkMHMQzlgg4nndN
MOCgZTLhd+Y/YvNorXaj8cui7MFanQJBzCqdFAKoGTpYWphC+s19aLeFGlxmT2C6JjnxwU+CVC1w
aBXtDIfZPZIPhKUWPp1HqD6Ks0BZdfrjXEFzG/JIUOGiFul3JrFkeXmCOEDz0NAjuuw68upHqDR0
rjcIdDHIIYn/uRa9z2tiLRGcb6yeUg/PV8XYy2FibJEaiF6oyhr04NN9q3TTW8ZIjQ8bpMexMOVu
BRu3WpnfkSg83K9jtG1Abwg45tHiNLrc4srMu/mNiSgHP5dcoZ+sulUZ+NCobSsscnien5Bgqvsb
3Ymev/7tctq4n3DQ1j7Nq+91U6drAE39DZQw+2c6GiKp/IRrb4HX/BsHBD4CSZ64hdidYAVQsHIZ
UkMCsBq9WODq3HLlDynb9TuvydCqkTpiFCeGNyj4r4N2rQTjEf1Fpe5Au4oxEotWNPCqbspKglhC
ER6u3lGCGX5qF7cgElppRNVKXEIt6TDWOsfOcDmrFDSWtQ9aB4arAOSIr8l/L93GIVaicRkUkJ7V
05eOT6K0Ue0fvFUNFVz1a9XiY9w1Gos+caUI5vbfMR6t9XSGhcp3No2UlsP+e1mYZEUgi7wQalLr
Rh0l1knElxrfjJR6NgeqndTGKJUJtltXeyj4NW14PhFOTnFvQ5wBJiGuh3gOsIk4uFfU4mECeWL0
wv8jyp037uJW1fCT/Fx8UKsUOQ8ozqEu070ThYbMdzJsDS9RDIORZthErSjOG24dK8eWP8QWbley
bBdeXTM3fwQTwXmDYzMBOiPL6JNKXkH6fwV19N3f6KI7oQRJogrNEjraM2cwQiRkM314McoG+YNl
h3rDgIDI9WhP/JcT8EVDejmAl2xlP4REGHrhAapNA2gJn1tyX1cgrjG8AepQ8JQODUa0H4iB4Xuc
M+NniAp7hng5QFIK6LzqcO1PM6h3/s6KzIL47yxV0PKsOBv/haUkxvWBrrzvbRDEgs5eTl25VXz0
rbOzwEyDSm5413CHdaVokUisDCr75RgYVLQMh6+eCU57tex9+7FBQelTEMUyxED+c0m5V+hMYORl
kgk5hJcx0ueGIvXkMHRF5NTkmzuB4aoBB3e8rwBJmd7JoKsARHobGpDLMWn17kp2CI2n4xrEI6Za
ZucKXGqpBxRlaDM3DKMihBp7xWF1JbWP4IGJqF91sL4Wc6NH+Yy0Afms0MwdJ/IIf+pO1bx6T+Kc
memLhokDt4jAj42egXULOPCzGfYi0m+lW+yOQewCm8J1MObZfZmA+60swBn3o1gnNxvesEXnhnKL
8Bp0HPwG55KAFOXKjwdxSsANb2g/JhaxPJpKbQ7glsBw9M5BPdpJwQXTbf/TQZz8PELSm/7EgUxt
Ne3+0YTXsfGUI3GjfmMlonygKOTDUvVHsG5xK52csYelEfL3Js6gtmOxGlxJ7z/MKcUaZPMNQg9E
PMpYWqN6iiOnxVo6Sq+ZH1brEdfmX0+TZD2yeS8v4fpspFBT2tImpOMs2gSjysx9UhZBZ3xxyVTY
aRV5dhZgR0yg5A0n2hOL5VDrW9ilJFhh0jhRjBprbig9bgDt5GFZup6Ts/3XjvYAQIO1Me8dE5xy
3dwKfvSKUIP8T/YIjmXGdH1kwYlFq4yeCXRhEOEjIPc2gy371LUOKqLyCXarkKfJPzw2+qIK6dF0
kMd6OrdvD1tTsDiLk6I0CYUl9amPJgv4f+cXmDvuUBRTiBg+RYhwRtLiQNqoPHM5xxiton9HDpNY
WXoFg14YAuj2Ioa1jRCADsHnNHqcxe7cuZMNnmzN5A4qUD8+6pmwQ+xrUPFJohumuloWwtA7RyjO
dxUVRBxOdHkAe3s2gRU42I2qAP/bZOOAW1h5K7stba6De0QzKrVU1fOC5KkitgxICTej1mcfogNC
saNEB0OyX//eL++aWlXF3bZWly+jw1Iqd4e1FfYuUQay//if8j9vcTZy2KOUmKUVOLcYGXS/GCcn
46nr0lQWn8MgfVXML1/ChqB38NCJN/KBxhdE4WCccLt3oWdPCvXnOShf0AN4RVpdU2U5SaMPWcFe
47k/WV+JLVPQgdVwx8qiFziE5DsbDgE4KcicGLivYrqasaKONQxVoUAjIrQqLVFjlPw8jXweGIOh
a8PW6T1wJlBjQDCOcLGjdtn/oY7nDOoFWMcsoZoj7l3WFqaIw0hr4wsu+ZcxsBcLPqLuSisiJe4g
aC1qG5ihwhYjX1JOAZ88ZupVuK0TB/skWN9kyOPOUAjDmxoq0oJBnNQNDDor9m3nphLDs9Q2wqit
3JSVlKo/zRPIK9D4/52/uqkMmo7wGQqkIoASWaqG4z3wQh8kNUWMw0N3Xbrnzlka9+Ssq6M5FfM0
FWjYmW8ZiyCDPoWdGmeYPFtN9dgZOrGbjkc62pJSowzxxbgZYDxOvroKSapQYbDLNQZHG5I1TL1M
BjQmHIn5GxhjqiSsTstZtPNQijtRzwNMwxYIk+x+5aZxafuXPV29szSBGx3N0gZJaByZdKNQy+jo
aAVyyTc/gUM7tU9+n2WzZlTvARZmV47jN8sgsYjzFpIrWJ5symCG/1U9wFsGhTslRQ8FjnTvJyAa
u/pWu+8ieWtWprii+phoKsCO5k1YCfXUVrhgmXOZvdBofL43RLF8HRgEgB0IQehU3EDQs3yE3Due
aTyHJkCLvKCRe6rg8WQpE0mkZA2Rk40EpbmnMHcDLV1moJZzGCByVsyaZ+evusYXu5p9ogwVWWlM
3cv1FWLTVerxzwIMnFEJLCJWtVpTHIMHHou4PPbWz1UEcsJ9HRB4Ukxs4qrGdyXlNH/LjY+7ekEP
+cxk9O+H0Voj8yCSTML22BTRZBFQ+H1aS9UYKHKdIFUgzRLdm2eMYmqDTwYOVyt1PkslKnTH2Gko
Y8UGMSYV7o1MkzhYbwl4YOb9LrNfe/sLajkzG14lIEI3euoECt4Wx3dfNSgOMayekpJWZG9apijU
gunkN88CgKqqpJZ/l3sEmtWJBCB3egZnIjIgfHswxIdnAWe5eZHdHPZxTBuZ6+SMvI8hzGBwVriG
r5RFU6BK6wiPrIF84J0YUQU3NV7MXvdIiJzVvv8seuehBzMuKVRrZ36Sf4wH0Hutn6hQauTBYA2S
pJUdyUdbkwuK54i+crNVLpYomGXZQk1LFIrKEJC+mzOctIlOr5QFVBP2cAtyIN0AhzEB9goXA6t3
mJHKeYW4j04JQ/R9KA71h95nGPpJXGMayjcIEKurjyR6hMJbB4Sp3+EMZNKR4mAaJn4PWLrnB+Wd
nWFpYtnQdl4+DWa2EezpIn3PAULLQZemwPM5MXuMCOxlG9ClbLhvVEx7pCYeotufYWhzPqFizSBK
8uDJZb+P2qonw0b1mWo0zJV/zkcuDy2NQe0AiEmvL7eCg+keZYgRz2MZW9JbE4Fqu8O0VukhS4/c
plmCBcaLQl1O4pnsQMNNXqRhcfXMhFU5Aq7T3gM4L7P7MHXIqBJE59INSMBJ47fSHhaz9gkpYhZA
Ym6yanKKrVSNOYj3H+GfNsv6P4fAOjgkn/8FRq4rkEqRI0tWmMT9jNJGdGrjddzgj3gw3EIvntHU
fjK524zHt5IPlGQCLhzfJpaNvDDIv7WOWE7n+SeFh3qrd8c3KNUXt2idPZy199j7WQFD8pL3RhSy
fQub38vvjJAZQomG+CWvd6foATafqGx9l5175THNTBnmkgdmTKi1ZYPh5bHHFfwQDDD2PdZ5jjxi
BsnyTKaFKIzd7XLOoq2tl2dyuEXimpEyB4B4RjBGdg+7PH2rgOiBRUN/bYFDJbSVTeo7oBjkqTZ9
kjkY//xTbS10BBARf2FTc35twAy9YoPRL25xJ2wZn4P08V2K/WuQVDWh6i2LFAYH5xZ+aqE5w2RD
AG5RjEa09bU3aARyUloQ+Prru+hjgBBAm8j+lCoB63s+JOka0bQS+RyO8eTXMxn7uXWF5nETWc45
hYwRonDkU15qZ1N9FxGJkYrSNVroysNNM2KCde3fwh0CFGduEMP4obCUTRF3TVs2OQXwwzZbRcrn
JmQqRJLKF4L0uLJr798psAgJLXFuy7trzn64z31Y38A1wbzyukJyCOjFfq/k4t6e+2Ux1kh8BJeO
YdZWGtr238oS+7zqdi11vg8Vjd5xei0w3cydPwZjZgAo0fnVPS8o89U116q7JeGs+Q57AhR9mQWk
32YbiDzdgNM35pNAOgYCDM2g1B8BKogAvhokdscxnOEe8p3cKZaFbTGttCxxg8BFWah96Am5F0AV
TVY8oEt3vLgPCTaqV9J6462WmdaGsEYVDZ7AJPSJAquurPd2ho9sVA06VZPX5vXrMFbah0WavzG4
ISA5h54k/2w/6D8LvLY/PmOqLJfam835WldyXVMa6D4cgQ5/RwnBdjiRBa/FD68fRNP5MpQ0M4am
0cB/6Z/tnjd4z8wjWMfzFO36OVByISDGGMwVu2dZUt5Fxv6uHfLKH+sadYI5zlAqyMFpN3TwF4Il
7G9JOpAj6IdfbGpvICigOCie+S9qrWygB0CSywb+VKC+Rddk4rtONVGHsaeRdWHfBaY8LECdn77N
TxSqbXqQhLxSvJbADtlBccfVfFf0cWuVi6nRE8McQbYcvlPlDIXoAxz2CdUWBiMyKCzVqoTi0xJe
1QzEaQ2j1SKEmyAwyIWO1ZwItVAltmX75FMR5c3vO3RE0cmHIam5Zb9dnK3fHntWHUz0ofbgwN2d
jOGPdOZFO/8T9mQqkwuAHUwIfJcg0pl4rXiV7LXVqOcnGezXI2K1JoOXPSSobBnRU7E8hitcTx3/
Gr8cX3vGoPhSZVEQfn/trytrc54M7Zk3yWqF5ycj2kQktlGM7EV3kuOmRK2Te3YfrcLkrzSNn7o7
KnmkoevQV4VLSxyJZLMIoOYaPBmznMxasefanL3ow7zBShsab7uwg02uRulwm4yFIUn+YAbjztT0
F1Nh3vtpUd5T24BXqUChKoFdvuiYh/ZsQCYvrYC3H1ttY3kmNa9VdnvkTNHSDkQwUqAhxOS+7Jv5
u9i02RDbGWoN+r9u3Jf9lQ36sBpAUtYha5Wq/+kk7RWxQzsmabD4mFE19YZAkHRDRRB7hs3UVnfQ
4KOdDjt7yLFtM14y1zA3VNn0NHyGgMjL4iWSEkNuIkvEvE5bNoUwBc9H4yK0t6fmGIDp55DDpSe4
4v0aT7SI2PjL7tAkzEFt7jcOrnh9hJ4Dsw+cMm3BDdgEEebdCI0b1c1vGrokMq4CDRuxTd10UF1j
gTdJu3GHnFZQuJW+McrQanVUyaQNHuqt7ur1KKkdxUIVWVsOKUwHdKdVpxwuwafOhublg79/Xb8e
L12iyWHZBzONANWz0e25sbPAag0o0gEyCR6jEC2VZo3XvQ9AQuw1fdeqjGmYRen4iV/GHntv+51R
ZyaALwfsVPWIGFVc7NBY9YF6Vzk5MelkI7FwmvbacPiwfjxNOmejn9xs1rlbl1XWH2R5ksfrb9B1
RVXMi0xR90ApxXcl1ntfe7Tq3esZvVSW5v1dfmFNNRbmEQchnnSe6tHdEihvlGXANOxURWXxxuqF
EJz5qJCWlIV8pjYAd0/9Re3casVjLKCpTM0jBuTDTEiOUvg6kI9gO+ywLWc9SBUqnbS+OBJ/WSJl
qD7Mm3leBCKn+TYdY5CxTvqbN/hBw08nhMPZB55u562YRzPuiqKcfiFFqmd1SCYn/ZIqCxd4oHZ5
QEoeIv9sdPb+F/hYVC47sjQi8RVEM0BTXfwVZwNV7IdC0ssMB4quI967SGx0hjyktbrJiJgMM1uI
rsVY+YSAMFuSbeOAQncOhvUrti4482QY8r08VooYcPq7fUADmNIqRzNZjuw6/qf0VIJKHSmHtQbC
r06iwFGWu0iZ8J7Ptv/f2VjC7WW/0f5U3D1avEb0LViGzmI08jvNad2UD6Wu1yjPBoN9kOz7Grkn
NRWGSWV5AunNLoRSGl4ejwl7iD1/i5L8RTIzD1QM/sB7+1X9XVV9NFbgl2aqfRCIVIxLdABg7Nmn
rNA4afb9/244M2ARsePN9/e4mMd4ZccMAeA8W1qkyktmDV2DS2+ywAN9qlkSX4rIVydExTf8PKlr
IRH/kERgyfDN8d2YdpNr4H78vMwO/n9PzwNbw2F+OIw6DoEdsTEceK6B67iojmikjdnRBzfz570Q
XPcFCRRcry9wtlKmTLWlmI72e20w6LWXIPS5RWe8njHKM+t1bp/ewO1Nic4hNnPyuPzmIGJaDm0B
g0gPdvIa4Byg9N7DcI6Fq1/tTfH7kjTDdwgeMrgJDDmGJSGYg3XKsey8fjZ/+pHZvS1Uli/62KJU
Hpq+KWCT7eI9OFfoQb9vY7OcXplDLmS+aMKBB35xi3NIcpD3ZnnVl2KB2zpd4s/7EW4nYmXqwXIA
Lccz109uwOBR3rtgJnf6psPXmOP08GR8Oc2EXIS+giq1QndN5Y21azxp2w7ihKXtOPRdmSPDZLww
toDj60XSUrSKYHohUoCreOxNycMDuh48PWioo5+b7DHwO5FaVKk/nxoPi7ppqHc0O0JYt99DxbI9
/EqZdQotGc+MQLseYLN2kyDi+tyg1NBrNy+gmmFUIN31GquEdBXFoJI7o7Wo6sIZmUP1AO39NVlJ
/12Zus2GK1Xqovzmm/h19Ov3DN0Fc2r1/s+gfPgj4fa84f8eqsUjNM5OfsyoDDyb2Yc74Jte0mXy
xxElKM7FIm01vGo/JwPwJxTjMOnqw074Kz1hi6hwV9QYApo8mEf9C79KZMJSzHQyL5esP/vRNCw6
s6ViN7cjThc17zUYKCCGbrwf/LbWW9J8a1DTCSzXxliBLBz4R0qH0KfyMNXSGMZ+KO8NHNvjnvsC
IfT5CP3BQusum1azZ6WTY5HlirJAy39EdvkpFJCEgwYRLJDxTY5Dipeelpon7mcqTJ7XOiqjnErn
d8Grwv+s344D5ZqQabBiYaSp86UkOy4YgmswVbZZmVU2pu5781+9a54Vs1FDcZC3s0J+GZLo0NcA
r48v4QCklXD8h3Nxx/mKt1ZSiQyvgx26HgadEQ0KqgjyIyu+rxtff9Y73EQ6fJIF9IC0QvBWwkzX
EU+1YhILiULz9ZRrDsVEFOTFeATGxPq48kSOrvySGz0ApEI9aY4MkKa579bjtTn/yjMRO3Rc7vDG
5W96bATV21Xw2g7dMbjTlsOsAy2FIfzz5+devHdznvTHNUT86Pd1bzmY0CshZyXWWk9dIZbR+mjO
jzBaMe/KX18t0I9o8clZl7GqAToRTjJVf5SbDHFgOej+Xi9GuTcD2TlmgTJU4LSiL2LpU4HXXjyr
tRegHPaJiOQ5drpouCeKpk6P/EyRG2SH8RoxLDu9uRjfX2gfpi6G8befOtdzzJrgW27iGo1kkvus
tFelvFrNAT0yzWTGouftfni0VuJLEtIAYfjihZAVmzOvKKt+PNQ7s1giMqlbputSRsSPRQK9TuIx
Gr2wGZgMifmobDScSnEOjIbsR8YM7uP5g+apRgV+L/NV9RJHHT6pWkRz6HBJTztWRyoJLhhpHQsB
3V3KT9wSRP9+JZUvKdvTlHR+JwI4jj7Du+NUA6kMjFnyuGXFa8KxJauDd0ljf898ikciFotRw8sF
aD6DKMdHVSvGyMxvQf/5tPwEXocGS0KSfm4/gJfVEMBCun7J1V8C6ia/uMYAqCviz4g72ClitB6u
L5dxmZHdYiibu3iXmFsXe3gdW+B66XeIGej5e7z2mfYQjD58q68VgXBUO3W8AnK7akhbOocvexFb
qXT/IfPOFhmygVDLsEIib7RK/uYO2eTgYBZB+9MFuqYP1VBxKJsaMrRwL42HBsnAq6A3AEOcqtKf
KrOJExrUwMXRyFepX1pZZLWJT+jzn4xiOW66s9Yu6qLg89cFiVibNLg3uWJ0wTn/RVU7oL0BsK43
F9hRHBPpPCLUgxRikXzuEEIivC9P98HVSBJiXK/nVQ36IpZLz5JkGj+GYL9fqukZQNRnqVv+nirE
ZWCYZYGnMJwib/GN0nw89dUCBFr7H4WvD+5gaqqXGwPg3dtC4ALbDmMhTbQQYtDpVd2L6YLYTcay
Wqyq9mCn2LBgpyKE4Kdc1fkpayTuEQpeXHDaJ8Qp2zTdAb/yN6gq07FON/elyf91v4skqDm4Cv2p
cy+vGe4KDeNsHkmnvdbxrR/3gC/VswB9+THoZpn2otQBXsrzFETSZg4Q9Zn4ufZjAQWKAw5fdlhl
Ra9zxWLdZM0BeotmtYVcwcipOiZgUaSTpVQkD/AGvNvYjbAGNRybV5pDyb/6opnRzdgq6DUlJD7w
H7zHeNOvZ+xYBpnXUmN9WtBLJInBha4Aq3/NLJ8J7UnNjTJRHAD5ase8zGS9ON0pcOUS2HkmYOHH
cM3PMcGj2I8Mc4OscCZXTP8BKlgcyNrFgo43OVjXlUEOJf87bkiQ8F4tn6qGfYIJABUoq00/INMc
QlorFUOioTKWQXNYvfGIhh1uefpc/hI1ORQ0UmrUtpb/TEax9lUsh9QQ083MH/2RJzWIVwImI24/
oluYPhI0ngLrgxILWVjknCZaSSwzgaUVgDbj2Y9A2LRmhIOrza2dejXBwDR4C3c4fkdXD0JFC2ma
5wgaTH0ttKVZlG7HVdKZ2N47vUjjS6ZszjtJ87/gjgKhGA4FDpJwbPrLZO23U669Yxo7DgEJU3sW
RY5lpXdhryjjEjr46uXvg1nBNCYkKb2SYI0k/Me3WQIY/6Pmm/jcaym1JXLaRHrdtTe/k4MLoMg8
1qJh7w0q1VDLao9GtX5ZP67FfR/iERlsPFhp25cmOs8A52CLzIstE4WMAY939NARfgRy5i9ZvEIt
/If0fdISZr0/DB1dYNO7pRjqHfMluXX5M42B9f6m7G0YKfWnKn6ZzQviYCRStOAuTOghv+tiafNj
LzXG+VUMxWAszV5E4W6vnM5PfhxQ6QmT9P51kz2i8os/z/KDwp15yUtdh6olFyrwxIpnl3QR0VQG
6WxKd+I9Vrg7YfNv+Ft7vInr/EaN0lpPOH3HLPIE2tiP0m5qbsrLf2qwueBG1oPLTN9KMoOSpY0H
VnaiskEOiRjm9Mi0nqScR7uVhHuep3enE85gXsRGIt19pN/RfXBSUOOpT2W3spTkox2zSHJtpEsv
A3/0wxmAZxULmIXQ52x8JP1oi33gIjTh89ULlWG4XBgP50fuZi6FdV17oLrHeCW3K+UN+kJaQPon
/FGcGEJNcD9YiPD3KM6hGtwlYiaJG4qzRyivWDpo/OvnP/rCD6OZk683XgnEmypos9Dgs/dnG2+8
lIBkEosQwlWrbYwewmvS3MZPmMh12JhqEMcCt3jq1oTeKcUBV+9GXkxG9IvYa/WjSgUP/vB3nFYQ
n1HqtNITqN8wYjACKaaHdxgKqyO5K4lGZMGau7GFuN8Y6AUhXub+ezCPYIQ+16ZaMpYNrdkHDgQM
zIggvOjCGrmbUlj6JNY1uavCX0CCUpxErxZGqOoWT3Fsqfv3YL4GNGaabXjdObuUynEY+aVtDl3W
uITee3d2i+xlF68SNxovYmUu3DFS4O9fZ1sMfIZ4xciLpbKoATKJGb4M6e4VqxrGtXMx3YrH7AGF
4wvMO8gwZZN85n0Nxj7G+wEjdErrGi4iksFY1X+No44fR47UmNy2xFfUqmphX4x+iMQUPldaVrKp
7bjcTnyxvvMrej7ursQyzVbsvkSyjFlVZPfpPKWuabh3RaBr/fkmpmLY6owMOuAr7hq4JQK6VNO6
M8COGPszn8k06Kn10OjwpYQJWh8sU7H8rzMpnYFHXozeabo5YXvbO/fqbM43ckmKDfgqFPfEKJQF
7zI8IlgXmfVHfFJPdoAiSwSZgtjHD2IXGJrTI2eg88g8mZ6AsYRkacoiEuctL3QfxPVAiR10WQ9P
+W38hcocF9hE3uZKslbHwUDtE2Q27d2eexNmtCcPSwtXN4IGZuuQ5EUbHwT3xy4pWLG3lxusDP6x
kHI9K+xPICK+w0lkcXkVP6duIlkhsllneJ7gsACc1wOpOU9tclacdocj4XGssk6EwPAefwvtJSic
lpE6e5hbZ2WjDDmdvBzFW0Irbie1xqdYkgexBMse80T3d9HUGQ23RhbSM+FeMePZRaZxB6dtUinr
bUAJwz7k+yDslIWrLqQlAE8XqCndfwRsV+Bu0CEP8lyO/dzgRwxgjIIOJ1YU2oOHB6mOIkRbi40g
G1Tyj7oa3vhBS59BrdZ0KwlSTPhfdJzj9AyBXCL/V3gP+gIava4EAQeJMuc8Lk2j+EJTfMzE2DWV
rvhzFGXuzeSpQh2v0YkwPanr+u0JC8XkPW2u1SSbzYwbaitfac8wk9UO3sCJddrEiHSQjlkT4Qi3
4beL/TtMzTSOq9MIgZg8tKQeO6S4kvJzqQ8hX9S788ppUVxew+3cXTCZY/11xrzr0cJHRnMRHBWt
a3YtMigKo4fIu6SrsW53M6jo/5GPnRZkwyyFTpEtWtNmpsxX2E6kFJBCY56q8sUzg0Cp91vUaCka
2kXQR2zMqudrzntZ6L44PHe6oBnR6BmVYiZHAHoitq6txamZ+RvbDMyEZ7mhXjElvVIJCnqT+PiA
K62KOlBqWMWvpOhuSJGCY3jJLsKABO9uzBL4IILS2B/fNHtEra8xP1pvfrO2YiOzodTNExLtWVYK
upwJyH3os6yvzHoNoMTIc+cU2C8DV8jOatnZEQuUFYsji2VzmJyxsb+lQkp841SCtXX25/+xW2B2
tPicfbBeoVu+PMw6Dlwf3peXIowKyTm436XdlYFyJkJVx3Se9NopTL6OiCuXZq9Wpe5qChD/g5Vj
KLo/b/ZDKefBxava6BPYEh6Lo/U43Fy2Zf0We0z/EqQhcndxE9hcv9O4pZlTK91oGDfWDKGUr8FV
yBpQNOyuMr9jQoMIWr/4K+cyfCqz/5FeVB9fuwfsON2cZL7d8xMCsWj54uoEwyjfY3oBbmEJCsdn
34heIwI90ubC5fI70qouHyL0vpimc/64TMX6HZqWFESzNaH/2xXNoPhFfqfXbaVArSj4vYAMC7dc
gkYJ8JXUfuNGSpXhCHkvlzQ99r3TcO59iof9w4bxTpFrlnhhS0DETbEQZvSIWkwmmRJTqsY9XvMq
Q5Dx0d4W9VbAgNCz9Q8ytypQjvShr6D1GkuAM5LsitEoCXB6z0WeDFDFQBAnhRF/2p0cqPcHU7jg
CBwDlM7hlkvFqWQwrdMZjdBJDiKn12fFE3JkZBgS/Jw3JgDRJrb9L1p/EabgvmpMYXi8vS9qZNxd
8JVlj7PBp+qfnF/YvyhIPBL6ZiD715lcayGBCE7tijbYHv/j2mvDtU3SHsJJgMPosyYGdPLLg8Cf
QhWzrV3zfwx1ZoBZ9rHwZxEUdvCe5fKZooJud+Lj6ESOPnmNEnqKCxRV9M7Ep+rLUozIiTxlEgLa
z1L/r6JsY9rIicMUt+XJrE2pZ2lBpVxIDNDtQHkFP9E8pjRShYsLU1CFI4ltgXA2edmzHDEjZeJ5
6Ax5eSpeuazq58uTsFLJBpipyF82fVe4Up0gAv87K6Amyy73hLvMznQnaZkfvSsl6bbG4x64fksh
WnpOA4hcp0v9uPzvg/0kTulDbcdOHUUTEmmEn5A03YL62e5//3db+3YmVw6UX7TMVt6NSUyz1zlT
t0/1ygoQ3YKWRF696sHA+qv0SuU6MX4MOlZYAucCBtXdtYAVnNQ+NncVGmKAwKe380WDOuTq22ui
UjSYn803jpvGxGr890zJpcCLaioO9zkBX5fAkSBtkyqVM+7ETzjKLz8oirfYYOImcvWqvBrcjBNT
Aq15yxzRBxDvp+vSypi+6DQMRkvQg2jjordh2ww1+xAr8lFyOzD707LBuZ+YXtJJ48alAkG2Eg47
B3Ak/peoJP61HoIaGJlkL+tWI5po1pOacOKl0fcXL72lSgGokZLaS8B+1KmT6DTyyU7F+YYn41F2
yjuVwI1YCDUzfaSJ3QeKoaHSOzg2ZY8rxxUcgDQ0+X9WkSTSp89Q7U3nf0fsf6pHRL3SsrwLGM1h
MlYNM9O9YeziC03eQuJYvSGQ8bIg8g3N8n7zmSD/lhK9BV5wNkphm9YbDRe5oJxg3nNd9Oy0JlBC
u/EzY7haE9c+R5fBgzlaaQp5T1hL1IIRkh3q8rhfVMZGMW+95yeedKzGmxomX+TrqORgVcQky6mC
YggCx2MOFzZvtl9mrnM4B9HYDWCOCrC/c7K712fm7PnkZNWWTrmG7sFkXCgaFvtZB0DBEejSptrf
adxOj275ggkbeAqd/zSozkw58nM4GM7pZpJ1fT9PqvvlTd4lrtyAoVZBmvW5jYqVoa5nY2vS7USb
qdH0JwJioGVBD7jAoArXWxeYixFpBaIc8OlLQRd+ttFqwCppkqxFrkbn28bHnPg4cgU9AywstpA4
paZR+zWH/dsRF/y+OoestWQRcXsI3WNtqioIdGE1V5/2+TXrxSd/BVzRNR3EMr+DiB3QXVuPisNZ
bPpsx7lfB2Gi5UkmMSuunPk8Ny4QiCb2nxLnn4aXkARLaMN7sBC/nvrxgQp7Mp52muQ2uoiiljUP
9H6Z7n0tQkKIBHp5cYXgniAutOrFqQ3KD9CpfSyyFl2coKdgfFM98WcyHASJPjU7DRgKQcdc2x0W
p2MZkZ9eTXHhCcwPIGNljJxhPq+3jFV4jSlmeUArOIhj/R99kSa/UglrZ/5xWashgde7+UBSLyWr
fes+kMgfYDsS9ZdlXxHUjOpRHZN2Te/pOHi092WmOtzuKPLhBB0HyXXoh3qetseQtUmtxCKTYkVA
Vho5dQdP3ST8lMCTLWFLp7iWsFqi6W0LZfdSwGVQBbh0lT8rbJmunSx7FEc9gctbokU9HPLkfsBA
3OzxblkDTktgzyPVzMXczeBf270sDYKKC5uD0dvb6iCmAIq14+XT/qmRzaHL2HQe1XuJOmlR2AOF
WI4Q4RySK3hdhYBu9Kew7R7ykFqkghsF19e24vrSGlrN+Kad33TRwDTDd7w1/HFEh4kfDxGfs0on
kCXOStbP0xPWXViUv2DNzV3y43rj5+AX/aDbE/Odmh2Gw4soNfLH0DH99bZLaXK03L/aLhDzdX8w
aPwiHoAIWPzajVlePmYBQzGwhLyZaGPS8kCrkW/3Lq9sqyaH6F80lNqhAViB1m5f3Tchv7Gf0XKM
ZJQIVEsRu1I9Xl/Mftwn/wlK9T1dX3JUkz1eV+AD1hLO2nE1LHkWwDlCL9fl8M8pdAhiguI4Y9+l
2gNj7E0P718mDc+9HKM0ruLOfVEEOaXjDONXpM0aG1Yd6TJx3XhYhnVS2lpsGryrL6wRHrzXQbYW
N5mf2n7I7bLE1JhzcKdBawEgfqE+35X5zhSiPiEH5xwXsD43Br68vgsODBrWRQwh/glFNRvCSlZA
5OELEcz5qDhA/B1Tq0ciO9iFAsIVqVzjXmPbOiRTwvaMcAYNDPqTneQ8EDiYNxsl6egOJ/7siyZm
VmcoLtPkLCy55LjJbtAe7pf3vKs3kOnCk4SC0pdCuS1ThUX11ukr3HL16pfKzmg0Q1mQjeTQ9MIE
XtM5mrYqWx4tpbpkPXyaVKaBecGOq0Rkak+CcCsZ95ehjA2bb2MFJi+CtKI4Opo0dq3Q/Ef6Mt1J
PbYte8CnDY5+elylI7Y46282DS1UGvfF6Ne5sF8+KMcW65QiE98zDOIjQkBQuc23IG64m+CE7bez
B6aS5uhw8TT72br6v8fbsWhJ6ijoAh3zyhjI5OZbxVxWj46CijyzQzE78ileMsdW/J3fBX0hIdGe
fuSDBXHuvfmAgJSZMOYZkNmEpdq3D/I2WOTL+EQgDTFvh+csNmVHkSOcsKRywOj69BkPgBWoBbB6
1uR8HQRlrk2Gfe+EheDfGAsR3RyeERtIPV45LUucdnsCqaqLDRypGsTS7gd+PrGBf5QhgWU06/m7
NWYGXu5S3zl+neFUsayk4jNvlGZt6K8plCBffteXhEosrE1TIthPCdh7xMMH+jfX/sQLnLFm/Cva
SAOhQX8q1Xdb5dMWzCnxSwtJ6RY46v549ja7u8KPUSTlJI8ewgEMyWtpuCrFmPDpld/IQFLL9IoV
M86bSefx/KOQGUgzWyoIpN21s9drGyK78R1wPlersDMBAwn38+SY5oWCF6/zJjGMHntOdm3JwbGZ
jLISr/7GPXAdX1Nmg/6tgGQmNd7ulHeYrYUHY2Rh4P6Rekbmk5KrCsNgd7u5fIBfShkF3nYAZM0I
2/wjP58UDfY0LtYRVa9vUVqJkDNRSHJsi+NQoKPG37W50HB0n6WesPM1TB47gclGvmf37SCWvElO
5EDM5XOsTIGkj4Kk1n+0sXNtNQTr2N+YhiIh3Xl9C01ciOM46tU14FZFY7zokRHcZTz1qLN00qWZ
66OIadvchY5VDFrNycDTzqU/b7G54vA9szIto6qoaYhVh7+JNRdgek3SzqGkI2VuDNxbuXyCNAxp
fYqZeyMM9BtEMjyYOrB6BlOMsddrD0rFnirukGThJvLZboQXHnSCbe/JZD9/HhxFGFdDcqpDhGnp
4/DSGYkpDehVw+9n/GzTFdxqZCrYJGQc07QR+LXDjmmKP9VCsN2FK5ERtdz7wNvm/iOYp/uQpDef
r6uWW1/4/+RMsgRUD0Aq7hAPSk4knUB+uN5+KiPFdz3zShw03lE3JtgN2KXI1UtdEmUmUHCT+TYz
lzmxDQfdVt6SjJAVrQeIBFrq9dR2PJIi/1DQ62pmvwAw0+TENcl5kYH4957JjdejBRn/fULh8ZKT
BaCjJf3TBqaYOlROxdk2T8tacj9/6kuhWjuQntyr66E1+Ep7/kPheKPFeKf3ypUWvfp3R/B4iiR9
9F/2QcHJKqfDWx6vaKF5BrO99nn2qAsnLayWSA4pCJPTbw7MDiotqFxiBUmT3TJdweEmez66955F
yAiSCHdIIr6RWlBxDopycFp+XoUnAu3DjcWQJUSm9PoYxBeeymU4SfJsZUZEiegGVrHgHKxEvnGC
+d5GZjnATfsxD82KDWNntRu9IvbOneV0xUlBvNZO/+8CTYglZh8BeXgNChH53km7+670Gx4yvOyp
7jSP1gf1mNyDjqo3kw0LGqwFhEHzdXQ+GJhV15UrBgmw+4+URz+wLVR4YuFV+v1U7lqN1pYmX+Jl
KS/gz2yVMFJq9pEB1DyQ5wWVk5bwLlCFJQQ4wflHdvMXjSF1CzDw52j2rzJICKPAFNC6PZAkA85j
kA2HFZKUefStPyiMPd3fUqUJ74e0p8tlyAnpb2LucTZqS97zCmcgfXWOqXtkus9s9+U3YLbc7twD
/aBg3V8METiMicJiKkJpnIlWuYDHcMEo1rAfkuFj01E2cEvBDKGf60J9GX2eTsb6O5P6PFsb19Pz
DU09C8ujOeF6EH38LxW7K4l8b6pHBmYLOM6vRmgAzTiSvXX3oB7BaszC1l3oY6LaFEl720K86Ido
uEajwN6KcmFVXqVBhRmJChwtIxD31OmGzHDvbfOsaBDBvIOtohg4tMByweTWswbNYx+JC6cJbYkA
e46xMDFoQWMypQSlrs5aFQo5lZR1t/am9OMj37hsUoTP6WM0WzgwR/4riy1MbTFs6bJp77LumTYk
nJcinuM7FlFONyplobpnu+0ZPHhH/8Fz/CxdXkWe7O0b7aSOPBG5V48hqGiIpSntS077ZKz+8+0Q
5P6wBD4pXo30HIqCAHb42LRWVTR7RGaex3WBHf7Cl6gR/i1EFqTxoMAsx/ejcPBR86iSSWjFpCdS
2OAX8hE6XUnWnDUnFhGFpyeDDPHmmaTnMJWeClRrwO+eHbiYBVEfqAJ9wEY70yPYge7s5Z3sqKOC
gbZc5iHtVT0zLpAhfmoeKt2RJV5P9A6UXQOinJ3STcMQeTW7drISVdFrp3rzYnRnzQd75NnkpieL
fIOUuY4oeqiK40Zn2JP8dGCli9bIUgop5H8SdchvMIiPRZgTVpKgrWET1GSFB89Y6GGkjZuIQIcr
zyHPZ2SEDLyiQeemW3NfXQLEVvv5LM7Zewt9xTrcpmFKLiI3B557u3M6nZPL38aFeBHO4xVotcMy
1DCI3xuVztcw/BlY23mYiek3BdyWjEP+POyzFxK73g5HcGg+LtHOu209D3n0XZHgVPOOLl0kL8uF
e2PO0EpoVCu0zMnyVEzbLRgviGzZlNW5pMNIxYHHGIwuE1XNRCC4YJpVTZ1eBBx6Sw2VTE7yNrYY
lqTagQsiP5DGmbmhBcbVeeDSwKl4Xd8cxItAUGkA4iByL8JutlFQhfjdCP+z1+RdkgWwAgjhhtdQ
r8v3tXQwFR5zi/4lz9ghrBE6atOyE02j6xgz9yBaLSX3bSV/TYmdEgetKFUlPMCyYZAn52vJ9I9P
323nb/iXWPPIbyXP8h7q6metZ1owz3QCrTb+6p0gV4LhjgQxV82N8Nb1YTXC+3ccYkEB64F1Nmn9
lArWdJsUv6za2SKv7Kk7lOwC1TueBn8hnKk/MuPEn4Pz6Ow5Yvogx069VIcdiQUgYsIaAoMUcPo4
P/hznGmntNZBVGAB0HPF3WEU7c0tSgn0fFi7dMYelIjdewMn8BXocBbxI2Q5kjXTEaloLe+6Y9kY
rL8Pvdi4WD60UTEKFgN1Sa126c9fbxb22Jdvrzd4Zkl29fGZxrtZ5a2YRRPVmriyo4knBrT3SSmd
vzBy9IBHY5ghm2GImnBduioDa/vxFM6Y3IsXkIyzXz6/ZTks11PlASkdh90KHx0kLUzBCG/J6ZZq
BEbvcGeMnFyit43bK7y70/BimfTXxeR9Vj4Z5gP/v2h0eWt0J0yqT7gSN2ruIDttI9IsGFJOB2KJ
Wys/d/oVtShv7I1DytfN4I+uh08IOoLOteoiYMWnsAbhtexNFNqsrc/puDmbkAoLQTWkAfxUdThK
hYrt09SIUcMuZ1CSp/IC2VBSO/5cSFSLmpLZ0z9KI1LGbuQ9cOXos8z/Bbq/z0qD+jdNkW68vP5Y
VTmkWalNOh6zBe3wQ/OZWTGj1jHAsN4+bPtOlssW2NEaKsmeWQfpixmcpqSu34SR7LogVWzldoA+
EJlDoXqKUScFuTPDQZ/os1Tlh2Ns2+dxn+eOOFFXJRW1S75dbs7e4bdTsgbRC7Rjzpip7mCE96vF
P5AOeqMCa0/X8t7Su4KHZQeukLhNLdnw6ti2CBXVSu47ldZAyKIvVNHlY/GgRUwqlAVapzCW8dWF
7IGHLzw4i/mY2mpOcK3YNbDZwahSgzrR2cocOTe9z3ZxO8h3HiVreUkJy60F6Vk4vtpC+rX7HnFb
3eEYGSeXHj1nDi6ulLkPtHK/WMLToItQStc4sdmZkoRYf0Oz16L5quYDDNwmA9QXVm+/cgl2RhYq
l2+iZ5PU4TP1eKFFrzq5sCxBMci/Xe09QKZNikxMIscRBKVFFFoD35fZTgBQ2+r902iJCLtxJ/Ku
xhGIVHnlE+IfLw979EgGpCS18VDn4ghFqaI0M2aGqmRZgr5on2LS1AA+YKX6w+wX1I/fO8/dkVQj
SWw0p3CGk72/wzBGLksugRdpjJE0ASpTUqrK/KexaxEWrwvkKwQ+o7cRKAlOLPDmrlbI91SUDaNa
C26BZvhJ8vZJz0GaJMhXP+5ZB7gJY+1KUZ/XQVzQVIv4tWtXIHJhP+p54Q69cIdCzPc4WpiwhBT9
rzxb/4VlWPcx6MRxM94bCXwTC2CqftM13U7Qp6oXgItzZxzwMFc5aKoQ8saQQsYrUTK+lEI/p7LF
+HedO/4t6sg7Pw15vNnmpYIbv3Qxnwz4ZsJysBIgnovFXl+AQh8iNml9efGWLXESvmrlEuVCl6eK
EbEMgxmS/CtBt2mB3ruJdXz8MTC9Gt8ZwXG/DdfIDjt03c8/auGauLUJ2FpEeH4+dCGgt8fSmvpZ
dvm1wCQz3NCyg3V4c0JWcGuhxWF+Q7HtBYuq7SgUGHo2whzJzCUz9qCUTiOYzs4bec45MdTYdyUZ
KmePfmY+pk/AeNv8+z37XuBnFk6FwTTltRYoCWQ7t5ijN1QeVP/kLwbkg7YCm4iB44v2PY2f/k8w
YPOGt3Vdsirq2LJoGvheZOUdhMDZxhWHKKcEBrqaGjl2Hq9A/mvX4QYEzpNNMB1/vuK7NyC71AXB
EdvdXC1A/vOyx197SPtHjiStABX/WHdnIUYb7/HLuwxNtEW413xY3s5msVmvjV2x1eHbLkphlVmi
61AU/qf+Hu7Cj6T5/uFDLnYLmC3WGqf6vJiELvXqYVcI23n8dFOBvS5CGubi+UJc4lKMm1Ai649R
u6FD/lQMLo3ZkHZE6TqLd/8qL4l3VWsPj6mnceZhj9eWWoBPLkfQYGDkpYt2ZJ0zi0IPcoeI/Lbg
Z2UtxeYpFF5wfD4cso4jAlhJ8zlY3dYkowcR65Hmi3Mmn6iAHviybpzyG1VMb00xi+UCB/EAkZ9H
a+f2eCItw8zpIOQ9dMvGzaxUjAV0Qq6ANAUnFk+zQRxrn/TW9DPc1TnaeQAw/Yfc4rEtZ8pwNHX0
3qdk68qjpBLmuA8AFZNNDae7CyNbCagyoUilwYkigj8UWIKHMRIA98dNqrlUZH4rYFy1B9AK7YG5
N+Pp7rxCDecktVEZoc51JG92asdgKncAsba96PhE6yRDU2eBjfhi4/yJPHcskkhVX9SnrfAcIXIN
FcRiZwOB9sIPXkANPIllrDcAv2qL1kW4zLIBLJ2U8crNFbAtI1Q3e0mJ5536pFy7Yqim3SWi+uNq
SWhvyqHCscuG8yVBWPHvF2x7hRYvtQlmq+FN5giZnVMCLU6Wht08KG7GWOdXRbcUFRWP4kZXD93e
PBYzUaj3mrvQyEMEJ9yVklGdzLgfbeWy8YO2lNXxoFGy5Xh/7yGbJFvRIafScq/i01MtaQNrEWxv
S755Z40xVg2CV7Ccn15Q7kUlIOLLRCyRuh9LbHJ9zcnosE8R+NgDFMAsodwDpoG686zG0DBtQQMS
z0+zuqO9xzQunMM+oA1WaLXyaSRt3jvXwoSIH3CHe+7Dcx1J4nIoSuMAF4zYUAaMvdYd5XVPeopx
oj/Q/6Y1goyI19Z8dVFA5pFdE/CgZ43Zr9lgwMzchFUlQsF6bdpe6h5KBf/7Jst/l/SM/HaM8QpJ
gWVpHmcH3rb1ZyLOlX2hZB/MMx9Z8e9oMUMQ5m7EIW8FeVSJUI5ZqIpuaKwPuCd3Us3ZBrUtQx+p
eAW9pzI/T+NxleC88SYfuqSiVty3E2gsCVLnx3lmj+p68u9Tm9uAtmsaJQFJEJWHJ8ccPbWw4tcC
oBCzx6E0rGZ7PFs+R72qXzKeZj7jnXP2om2CROkvSlWiH8eiwX+cR74Wnl22TzfeuQEYpT8NJuyN
ZB9lq4p/qVSy+hN9j+uQipLo94rYqznKcsbrRmNQVU6U3UirVhVev3DOuNUyUq3QbFSLWPdKjcEt
xJ/Jx/rqAYH2gOKt3BcqIWBWZiXXu5pdSg+2fMqoDJxqlhsqNYl/1PyB+obVMRDhL1OfKmthx4JP
6e54ovTaNd4Dy7LxXsdUhfs5ty9pmrAgXZg2F6A81obmGNo5MP7FlgB7SovAg0K0u9ZyBAMrCbYh
pj0rhDobGjlxeUwQW2al67SpIZJbLJEV9PClfXiMdeO0uMExQKbf5qEksfpjQqat7bX4JylQ4ucs
K5eeXG2P2pH7O7feeYi/YKq1C+6BvHUvLVJKcXnXEkZKiF+lT+9CV5UuLH6LQASTIur92AkYY4Z2
7+0sR2CMIxxXAMlJ4iW5Zc7cgOMSPO/aTClXUSmgSvoBQiROKC2fznEKywB113ivIGohh8eZSn7N
oFwfAXu38MKeyBIsFHblvongPABjwZyd0C62zK3VRode3DOVSGcU9JQj6Ad7mhwdr8U5Ogj2YFze
nhSojxPxCDfv86vO8pOZleO8GQkwb1zlZbkQ0H+Ia1b9zRG4N26S45Xq6GY0zD2nt5HJTvr1Zuzm
PYJX+7B4mkcgECTZycx1BLxSUfxUQwoRp4iNUQc6o7dMdvOVmYzHaS2khiLu0eJJ0rnGcGLNaF3G
BgFdaBuhwRl/ng76935M7fd1vh4pWgG6Wt61e+5EFWGml8fn4WIsY408i47CQxmv3WqBXHtW11BY
gcNCWQ6CLtmvqBMg3jrU42GPrM0V6znyl68mLpEkf9NVERmDaOrITx7i2PIhcdBt6H6pT0g4EaPz
Sy75BiF40UmzD5M+0Y7sZ+kNShdKAaq/x1t0Fov+F0AsNKTq1YSWhe8PcFEQxOEYh+xnKOaVUFj4
mRzAW07+ieqyKRyAciaDIS01jo66E4ksA2/3NzKrXnjvt8cPOXGm2XaJQo8g+yRULie8/WciGq2+
40lbIM3DIqEwU17z+mB8dyq5ZYNvBqZMIXIGSEO3wfHK4ieQWpuZyIw4b/An8e1PROkaUT9XKu+m
STrafZTRaSFVtJGls2RGSv85cDYAyeqJUgXyGJKD4WzVpMUiMa9Y19GTaQArGMHhO23FX5xjygw0
pjLRB9WSlUsH6RS1MqrATILKoAsETo7BMG8TdzO38eNw11CDaJLPF6RJY8471iB4xg/dzkARxNUN
Fq5xwcfkg+ECD3vvoqqS9sk+zsgUNuQnAnw/N+Gjd154rm8ICIzr/3QION+jbsZ6XgO+jFnpk3R3
g/WbodCEI9Uj6FTnxSwsjnygtYX+W7k/e7NA2OAiXz/wVO3I8gX2SKmymU3vd1Q2XN/C5CUobz77
UsDLeNTC5PqdamMmZlQe47Weyl5n14Bw2Z4CKlAgSQeB2UKla3Dd1J10yngsS3NZwkkNFgT1NsXk
axOr9Az3w16e4v/naL+nYhbeNarLsrWNRbKAL1fV8ZQgLexicJiEkAf3RNeEp0G+j8lon5tOoTz0
5LIRTBFmIvuFPJ/V9kM4QfzmpuXH10rgMMgWAe/bCcj14CzkpPO4rSwqyK9ezIfPuvryUazhHaWK
Z54YwoCmcSQH9tAs5aS6deewElv1IkU7jzkx3n03Xa615aZjebPeQCM5NY9Sacr9XPbIzCj2w/Rg
Y4dR1tYbGm+UalLT420fqf+gYXrLzXSGvkQa/0H58eFJEZJDdKN8gCNgAVIPa3r1scf4S8BgG16f
BludPolbdkcdVhYxPAQzH2fEGlizsWDcGt3DuRgec+OFYeD0tbeLs9Z5FkZJ1DyEpz9X/L8oxmU5
PlXIVBOFRmbcml3muuVPjv38W+Crm328knx5cQUwt1bP5qZEBdHwChgEfqH3oYUP4e64jStCayub
4Qiyvw7+RgGNTpu4wIN/a/4mBLGaXg19vmqZW4Fz9KHybMWLMGaigoam+j04MV6Qf4tY2UPanduz
G3/X26rUZjV4Ajrnb7TVq2RYLRhfuji4x2Nwv7g2TrHqIu1DRdftQNjZ1cK6eHYE4/1bls/Git66
hREM2mNYIhGsrTbVgZYj1RRvygMn4hogRDjhKwoFpNZ3enuWq1TdIt/l596DSeqmfyOd3dAajnDc
W6D6AGbWusJH/+4+ek6hmgSFaM81If+oEIuZaQyPNwLJ5I8Pxm5gyvgVw12zB1l8uNxLLplug6Si
SWrrmkYlLBQyu4u7lx8LMh/8Nq42nMWyFT32yYMe+UFkoO9XsyxulNM3xKrQxc3ROLmMefjqaG+7
zPw6xwjJh3iqgnSPFGSolitzdKFPSGLBWUbCMNFMxqJt8BCyfo7h4zj4q3NIvhtEiWoH/bBNZy1p
8OaluA1DNpHb7azcrkbMpxTgAAMPrpbT9OAQCBPl9LAwTKT6p1PzGRkaWY2LaTr+y5GAyOgsoPyU
q5+skNHOdLnxuT7TPVDhIa0c8gNdaXpARz4EwX4lXXUaRYNS9p9Fo+Gn1SeDz4i+ONcg/zh/26lM
HvnOIwG19FbL4phY9juOBTH/MBuOpNqwJ4f2ALnsNeKwWJe2OZZKKExh0noDcBWc2GyQw3mgPR7O
IG8bapLouOwHW56fBGfcjACLSQganQf16SQCrdMr/97gLJIex8V5dszLXDHqG5pxOSxPwdUsbrnW
j9b0FbyDtbbTscuxaXSYN64YbDa9j0jnEx69L8kMBiejhX0o343huja3MwfXaVVYzWoWV7HjhtLO
VEWrjurW1rSElM3kh7DKvjVT8oYy7Bw4V3rPmEid0L0EU5dnV1fR5zOzg8M707XK79YNWTfOEOLj
Pd3zorLSOFX9likRKKKAd3ysI9fdzHR0bjtT37LzvlKvId2mpm7pO9azAmPjwD1uOybFMsUTp/eu
F4y+h02xBgPyXWx+9VqOhfjxKuNyLhLa/g3Pq3/05teWrNOdClkmtbzhYxPcMy9Dhl0SwvnZryD8
BCZiZ4i2oZmcSnlqsxnExv+T3HTuArJ7SJmruhbVHJVcjU4jbAtqtYZOZhZkDMEUn11LGgzFKUzK
e9CJpg2X6H1hO1QVaIxaL4KR6ARjRYzevtzRJa2NItaMZVPJsix0DFPZhbgybbNcx+YqBz86+r6r
xLGq/Eu7h1jnPG0wKtkFHttHIX+aFzgVytDUPT0MmWbaY+gs/WVeqWmcDRSUzrvkj8hgRJNDQYue
tra5QK4NvZNdfoeVT/5h48SML0yHb7VLgfaUxiMcynNTeOm3HUG8l+j12/yz/YECl1Tp3ofoz1E2
00q+QzsIHr/rf/D/D7I+HWR1VHlQbxv5k/GEtstCQZXS3q+1+wgscMX0duTpUfXFMrTsgn0vH83J
X5+k+rdI4Twx3+37TRqBVzZS9QOtuDgDXKCgAuejN9RCZqshswz1+wf+UOsh7dNlF35clv7U7wYy
nBqjnS5alcc1qwAPcyLFeKJxV+oNJoSOy3hpMI1HSqYkLHhDiD8BRpr+P75FdUhYP7qz+b8HkHK5
XanOlv8gil3CPtaDT2ks8cOsNy/Swifm3Wmbkqq0YJCg5a0NPNa2BhEis8pgkb/JKm6JzjMPLQja
h5Yi0/34FWcybyKb7Md8vz43YZFX7y8f+RD9FgDwWy1PCOdlomdpglGGbwc/G/0nxOr8i1vshjMn
W5VQVgkH3Ntn45Yj+9ohg+X7SNvGb9k1p0aHU3EM4CRI5G/upbuZedeboKArK5He8vnDa5nludUr
T60uwmCfYlsYUKraMVj6ThpXCzGopJci8wWJp2dv0q3dZQUks/bbW8DDgnP1xzGnblLK20xaIe5h
oQGPxvSZOlyQaKDwKclVeeU553Oz6DWHpYc07pcYe+BF7e90S47hkH0Hag3PYcsJfVtgu7Fk0O3g
i0awtYs7hoWQ/epb59BcfzTbCRvjgsSO2E0YpDltYSaM+BX5imTS4Cwqn2P7XI4NYXuo3RyIDra1
bD1LXBx7ovE0T6r70GfTDULrZGk1gV4Wi1jE6VFdZPe4+X9xg8YWmwLR+dLMXge+NwrBKN9K16ln
PfolWcMcCacd3VSYhw8jeCelLB/Dx3kNdoUKQfo+752TEat0tAcAi6YeHoi1ba7XfmUUa3U2sdio
jB6V/gYAYGuBK3FiVIsOfwCU9EV5xk40XvkX76QHSG6YPmn+qmYtm/NpdghCaGbUzHUDWuu05JXE
xQDYzPu8W58GkJ+tjoK1jHbz0yaDeEeklciR6d5gdRR4Ow7W5uj2j+9NNbz6ezSNk9UuzqkVoi9b
l3fD24mZS8azwnwnRihhUgT/csu8Ksz4DepvYF52TB6GJ9o73UMihvZ1rPTYjrx5L49jNxGU4b8Q
Csi1n2qKbdtVqlxYdT6yuB6v0OErF/6HoYjNmCUQIvvSTS4rD6eilCu3B1IN2Drgjsd+oB4QFtkB
eWur4v7AnbbChgUHF+AJJknQM5raorWnlnCNCgpFibPGjAL7YsTyyOyakrUphY/o+1MeVDgWgdjh
3f8zKul7Yjj0RTgHq+9BweYdBmQG17kENSNnwoJ9+5nzLEqgVG8AsjfUQCzTqpp/eR9WCgDjRMZL
T79MlNuG10T9/mBvtPR5Rnty4f+bp89Avi70IaXYKnUy8fsbWNDow2Q5HsFtKz668SA8JstbDYhD
Is9OK2GFru2IYUZ6RJDz1upPEByo2Y4D+Bv/SHfL1a24eBXEtN56nyiWvPf8rTQx1yBlOiRyqAwd
FrvLvEPSMpOpaOP4ljmypb6wnmfAenDzQTUi+U4kTmA7lxxqAcQLURYm0DA+rrf6Chc+QZXa7iGL
CWj6YrQucZhsLvRsSMw+lXKVz7QDGGwLmBxv25iZpleWwJF9BfZMziYCWuXmCaTu0JL7/Yj4GoEr
1jQg7bJ6GpvmgiE/j0p7SqvGqonuJb9p+cr+86KxcdNuejMVJlhSlUF9DoB2ALaCf9UJJOrv0mL4
G1j0QOiRwMYmwlcjJH3A4tlr3t2Wk6gGb7b22xnxV3LJd8d5Ls8GyVO7fw/CxpJu3SfuNd0UW1h3
KeyQtrQbsPjbNfgGG/A3C+40eN/HalyUQPvLg5w+xwS25tcVSrOeJ3bH2Y81xAY+EQcd3xH0ORoL
Gef1mnX9YfXJWvkSikP3VWzuKMPb9FGGdxvYMMrU4yM3J1/Xdu4iCujb5yReuC282Me+F2YeEhR/
b95OHzDuv95Qfs18QkS09q3VpJ/JVmsDTiFBJmEn/GOy3mFmrWkeW8X1KsxSU7z2odUhVbYNHJ9S
7p4Uwov6mWc0UZYmvNoJaOuxzDGSsvjWmu4opsvk77N3TOaUNWjct2TC6JxZsnoCvAjfHpGmLerK
0YP0elcda1JYm0w8GPIUzZYluQDevYkY8uX8upXkq4JIEgop5Kw8WQ6o67384eBrkEukOOdRmolB
PVBNLkw7UcLVZQpuNNEJEtfXa4wZ27TkmnrkkAHqbSYTv7vGfliB0MWeYUI09uR1uAqMeoTB4IYE
ZBrs7VnFdDGNbZPr5qBgEWODLuyitkgfVa2fIuxFsHVM2HhpPGwB0slF0fVkE0znp+AIE3lkVgt/
4l5sy0HTUJ+ymTFx+LCwtB6JO9plj8r8R0hY5MO8g9WDsVxY2xfO4cKOuvvOghco/xGe4pAa/e6Z
CZ224c917QGYX07EWZJGU6BFb0zwKlyHQS/JBmHiBi18PkAi9LTXy/TiWkLVBKzBPIDYgnfv+cUL
wttxGEXpamB7afDtkHA+IrX9BWfvNAZn0LBEzOvNUxD6Wki07wMST5D+jGB7p1rK/VQWJ1RJSu9H
YMMmdkQuQpeGtTb61t72Jz8fu8VpzATAXlpMgSSDIlfHkRtJdE/sp6zFYo6l99Jyf83Dqu28WuJJ
5mZsYJ+DdclrPU8kswKCC/0NMlR1cgTyEwni5SuWXEqdkmHHA/VFoBVowqHdtldd7kEKy6cYpvEZ
7B9fzrKCWtRE2wiPYWha8PgiG/W5B9Md+OdxCX0fPg3bpOrswqlW3Fq5wo+ZV7YL3/D4rKBVmLQo
NnbNC9nleMDVnsPXX/8384zXRszgtiRLUy09TZMigT+7gwi3w/RtNFi387lx8X24bMKh7YM1Fd+d
YVjwx+ZgRE2RupCA7TeEgoC7ye/9iyyaDaZ3ZFKP+tKGNf/eeWQ/MmiS8MPOdHSCPcLJ1H39NA+n
KmwRV9WtV2m9rFJCsZ6clUKQZnDncicnELBNgignWT5KTxMFqwkEeWNRhO0bSq+HUMkdAcckmcFk
f2EhObD67Xh2aoqEE8fhxSt+IXtxxQdvl+zBY7+uUFT26vZbAlwxYupgNlwy5HQM6StMlCaRbwCo
dNZb4dY0s1gOT+L0eE0UFHnmYixfV8dPiHibjwUoKIr8kfrU6dNDo7oD1YsKnOfa3QCiPgaGdJi5
fm1EF/4q4i+LstdQSUaFf0ngnv4r5hHcmkXTpMRVtMIIjDvluFC+47ZrvXAjMfPf4SnTpwqc8fTH
90wyHn0u8bt4JDKeLpE4jd+dp3gimmfCLRC8zmY2NotPO59T1CKWseOXS10mZg+I4BIuzkIAjuaB
wTfJjz8gWxz0G7TK9ayVEavMaRw3ZvzOT2cE7XxHGl2OQXRFuhHOepzl4VodDMhyhyWyFkpQT4DI
EEsyRbdoUsa/xD4Jexxn7Mo3+XhQmVn3OhMqQ4PgjN9z7uI6vLcXuulWA1yDu6OP/9areNEV3gkr
1gqmABo580hDFD6aOf3KBPZxRq5Zx/2RLR/VkcDJYg8JlVpFhRBnrGFxRhIgX4I9A6rvVYo+WMZp
RXbDQNQKhXRkS6bhKvkqykfBpbvh1I01CmehSqtpQ4XCkHe3/KqICp2SDN5Zl1OEY1ylK4rpmkZr
aKLkprjSncHyFAvwTC53p3eOcwO6cAFCH0MzgiqUwKYN/4HIGZfhd2OwmeSDTC1a6srxwkn5rNEt
M9nVyDlmng/lDp+hmM6tAXmVsNZbqIv5rYzUZ9j7PsNrFwwe1HcU0fblEEeyLRVx7yregxLulX1z
PCHcKtjgiCvWJ4FoIi4u2QztIQGT/m8iPcJ7QNXswheTdLgy3lGGI5koSA2deL/gPFVJX4hMXJH4
dob6PqTfqDs4vfZD/ENuENT63nNNG1+rs5n117p7UGDeUHGecbe27xNw1zz4nzm57JumkBlOTMq+
Mde7Oq56UU0UZz3lwvcJtoACiDygUFTyqeUqqvkd6pPU869/7sQdzrUC+GJ92wABMUEOGzrPMkHw
AJrFiu6ABI5Kky0bM5Y1J68f6GpXIRGCDXFL0SGUkPIIOCqjY4UxBmvJXl1oAyYPq3yLpKb26tu+
pJalpvTF7MUJ2EczNPqqPEv9B1Buza8HJHDXecM4SBJrrDrKOQD1Q2CJ3S94kyjnEw3vSf+h69aV
GnwNjtxPvJFoa9X1oFDDjm4ZYXbEZNVcJECgn1rahPzpcm882fI1GYXU21KqXo+7Hr5xvx5H4mvr
B+fNGRlUU0KiVnozOAcvylk/SBPqEubTBXXLK9jk1HaAR/4QevePSPu0y2BnSrG8cyCKxjIDC6zL
RpIvtWjpvydZ/m7PaWOt1Q/h/MYT2ESnN+NqbWJcrKfjeCY+crYiGtxNoVpDyb2Bjx29qK5Anojb
YJdffUYpzi9bwvN3A9qZZwfyPoqh3lCiJSgKUR380iL7bDOelqWZDKS6fHNuj60RXXjQrW1G3FKX
WNcoqPDiowkURV/Go9vvUag6MaeP0mgUOEZI/fExxBQMI0MVighovX+Jef1Po4HbV68YjgzPPowj
hpUZMvCY92sR+cxc3blMrTPo0hoKS9yuHyCfNuMYyMd2o/PY8T2qUQTyrIJHFdusAVqcVjV5g7BW
6bjiORvmfiPqMM1YeZ/p9nS2Kqq2cqGj9kbjtjbwIzO097a99UAiSnvnPR4OwKH0d4gvoF1Ys2XZ
+1oiQcTazRawCQZD3BgMdxFXuOiFECqbYfskya39bmd0CeBnPEvcmqA0KoIjdpByh3G/aai1uLwj
sTzJAZRC27rdYvR1/SXYgdTDE2kT9Xh++p8jNwB07Iplpcb5fkDaD54XP72GUaGNY3bdTNP9Fz1d
eseEAZ72TiQwyRCXjxe5p6ixjwTBJIVg4d471BWex2psrlb8crwA0wSG/CWLQZRnIiY1bMBSOjud
tnSDqWhAPAGGfV538IXvjtZVDUfc5wTg4lN3Ep3w3pVrcZN/UFl2GITJLBqCjJrO1Kj5BZVlA/04
3bYeomec4RqziGTm4rKdZ9Y+DHKzzLdO8OcKiCEyoRb8eI2CPP9LV5D/rV0bD1pYunzzHiWR02aH
YWbl6HFGSRVK8Trg/kxOYbrLmTNz9OwYItiRSCUXN3pSUVtq8bugm3JFCYgEASciQwbDZFV3RYxi
dc8xM/j0nCvnFcbRKT1mhP7LohqrqQnh8MW4fVs9IItXWpl6lCR435UumpsDQzRnPXQ6aTlsH/dZ
3UWV4BBvDlgZfbVN/d3IguN6GvBxe5Rx2m+erJQUlrS6yWr3YLgen46g/4IQF6WyO2eVAhDMW3l+
cAwtWnkAosXmN0K5DGNAOQvvjQatF5yiF/U3zgPYEaRt9GcDQF0u47L32/FXDNJKmoEkEe5fLg24
nGWH2eosqAiJye6nzcAiELTl4ysQCdFQmlDZ2rVNeO8UTiakkwvKMw6AivqYwwMRxDiAsQfKeieS
XPqzZtSodchBsTyhOI6q7L97HHsO5do2TlOw7VV0jAARv0AoA/+TTO4hX2FsZBPnr9fwr9z6raht
1tGcXNIAwYHOqWUDP4tZlnOQQs9UfcM2BGIs7W+ySfzkFDR2ddryFEBEq9w4DgkhnDxiKg5VuT7g
5ye3QwhpxYMD+TMZpBaA8Xl4jd3lbB4kyHpmU98TuoJgnqAn4JeWNFCjGvs+hI0eKJaqIjQouve1
DYgnqP4rTe70VqZp6KBSe6uadLPZKA5oZs4E5JOOQ5pA9jlT/iaSRGM3wXt5Lg+9cDD3UnirxsIS
LfyvIcS5UNSaZSH4yZ08kjHSqi9uYehUtj7LJnOQ0CZtPN4IaUhL4gEU2tomgT21Z5E9mk3RgZFW
g7UqGKQAQvKCOz8cWNMhrzmlCOJA5kxR6ZSK7uzb3uOvi2tkBYZTI4BkP2yCkWjFIOSEDDkvKLP2
HnusqiUHOD/veAjpg3Wcc1f2hqI2tonwZO34DmLAdyDnjUyfZAEPsbdLL3+rRebD8QwAVhA6vD9N
4Wmz72+h+FSUyHqNnGwig5ixWHC7eEh+kmx7/slFT19LzHE7c4zTnDwPipGGVEDonz3osIwp8Fn/
PoNkCRDuvd3o7tUeoOh2ucUta8n+cnO1xJqTARvXJOd0yjNB1b8E+Ts8rply5h2jYjsWnFOKkvvY
mTtRPyrnlZFq9njz2jTvWWTsCePvd8rvVlnK2ouG9FUSbqk5HtKB+KJSxzy6ykEfl7UgE2Ue7FVq
juQy53BliXsbMKLIKxsMa67UxS0uLeAkfzUanr8HksfhUyxR8TKejHGopWvtu7SX4uiUA89l7lai
NUlw/dEQlYjUv0eo1FNYxZMxT90ndZhFsceWASZS9AguWbRG8YXKLLC0m3a3oFHrENEiLrp591Re
Y9yjcepaAayL4BWW3XWaR1mWXkN8Jkz5iEcKnv8TjEVSxECd/X3cv7s8XLXwt1jni5wnRo1kOsYX
sruE2mtxd5AcWjVinJFUoaceVqdkxVaYk5Hwxu33MKfQ6hKtS+3jlH7nuxwi4wPg/E4eHaPtOQAd
ileWTboKn9+XdavjaG93Be5aBDYseBv9wMVpqRJoeMbgQ5cU4e2u8Aok7J3fSdtsnZQhdHGMKDkH
zZqK+gs0kGfCVsCIwnrm+8w2VFRCLlc0bUkFMZQf8rd3tMxwYQA1Me/HRZ0dC8nI3r17DCyJey4v
EOk9xRx8J374gYsJzm9DvFzHAH1OSrsV+b3ouvFv5XY4BwsiN1zWhWKvlFcZ3rCzTlraltw8QtY2
Biyiu8N+KhD2iVjYtZtBjskCEueUVCVyXcEWd3gUeRw2BFm/Vdsu1/eu2CqQb63KIyfV0FYlNT62
iQ5EMIp0hebm2PTT3bkUWdNmX9Zd1xTJicLLghP+oAsIEy/t7lxMDhCAyeprmafQ0lFNfoah8/km
ev2YzrQ4yN/dpLtMoY+8axmrWOlSwLOhm/6xMeFdk3Xqe8BIu77GVJqDgE7xU5j3Qe/1jAIu6vSJ
i744BeIwBpxbW28IBQbkyyaHdFUU6wYHoXn6n/Q/y60Gjp5kbLO/Jl7MtLrcn8GTwffGD1lv6BqR
LZopzyVwfnNvLp2mUCNFHr/u6a/79fvKjcyKqk2qiIIVML9nrt4w1jO/fhh3TciZfEf/23vYPHMN
baNhOhlAYdffmgfPkniMyihiEv92RWJk1lgbFDEY68+HDi89YnUhEZ5RKgOE76hTdqccAVT6A+54
U1WDbCNCntO6+r7DMVYkMIHpafzpLQkDr0AIUt0uE4c+AQv7eJGXXyMGIUPQHSknE7cgjG7rU9FN
bksQDkGQMJt4BJvaP6GvJ8r/wJsyBlCR7G/hIaPSOvp1joiaz2g5O4X33MauCaM0fJ3H7FYHvNQW
wq1nK7TBGakGQFoAOb/e9ZBXyQB3N/8FOWKcX8Jog1keJfujdZQzfqPHIo5Jqgim96X+7LFezgAL
A5x5zZZHlP/1QDmnDhL/F1WBrlZw8kGSUiwr40EBnV6YnRZPYXc93PO2s36bBUgQAyF1QK1nNHm2
z9Zj2vsHN7I8/PjH/Ny7eldifE649QDftZd3bD4ZU1VP0AGxDtra4FXbjLQq6sfz0dsRAAGjI5tK
0Q1b+iJt7f29CQmKIx0wc0fmkKQjlQO0NC/9oI/9TiI3flz4zjCGdvb993FS/E0D0TtJsOlSLSLW
dkMF+yde3yp3U/IAIkn4Hspxq/A6S352U/inBPvO1DKYKk76AFLayxDdaVmi48dLsp5JjIQBCo4j
aC3dtdDbzAJaUNfTUenM5k2Le40CyvLOE/fzVLDHENEAnoNzUPusOrGi4Zj68ebB8qHholMYpfGH
iUMpglW74zz4CforWHh0gEhsxIhmtKgFy6e/hVgSgGamrT593DwMT3thz4lu8rH9RDjeCuXeuazj
N25JTQv5GMam+T/VwMOVUq7PwbTnbqytIw4iV9Xy1PGIb9E7jvxw7nVHq26V0IbWx4Mnp9UxWdJY
o2uJqygbzEdngRi4Jk0TBxPTiue2cF2q+YIr04kTHjW1ET2b839MDnVrC/x9f9shg1xkQRbbTDfr
M9Kegp/Wp/BrN4ubJwSHGghldvJelFxBFNL9Qpst0OuiTcAsj9EBQuorbpXk6VZ4RYUeHqA/zL6i
InifgIKl8i676SwfQh2wAeaWDbcDYE+4BO2faCDJWgNrWnTUtBY9yCK4KfFOWZ3aN+R+5hkZdv3p
8LI6JbFCDCKKkbPj7vQ/7Ao5uugxcRGdVKX6Ibql37QtMfgRayydn+H/1tgMSIWbUrifIPWDE3n4
FOTsWBKrpsCpX0b6EpKvqrMUdTFB3mb57A18uxiJG1JtTWOsF1FJcRdf717RgKVwqXiFJjPuyolZ
9I8GQlpLyQxHWTiVDCb8m2yX6nl9KXuQjr/IVQCz3YlpbvuYcAJYRm0TTRr0xFx5HclbsoziMQMo
NJGyXIk9jRD/PSM3MnkcKgnEZn51a7Z0L+F10WY0sWqq83LuP6Gj4UVWndoU+3RKzTvk/Iw1oB73
F/g6wiZFnEhmUUMqmXAls/W+o79LV/wojF6/na0gGtMd0pXYpu+B4dXttLL7KnVVBcD3cxOzoq7x
Fg+gAar8MTvVU9Nwnzt2yEd6lIl63lARzE2SL9Q1pqRbDqOFfWOyXReCPqY/O45xPgGBbZNmlnOR
N31NiWBT5kchd8xjG4CGB/S5E6qXfAkhLQ3+RAtgAfvQzOrOcQDkQqBWsqT9ZMenqLLD0DUd2imj
WNWtXH4ssePjCLJE7LocPxGrbMMMFK1aJrJKMDmLLFETrrF1IoEKKgclbLfBmKPMRrfjQuLsSfVt
UXeoB5rH6janEtSFV69sVHLUMBBLZJcEQaSXS8Xi+LLoFa1H8ipLMajBHKsz3/y3UwCiOa3T3j2W
+M7pTiPbek7wfelJVmbMn8dF7Z5W0NiWocKRQL2zUFXF/wXc9JeE4Ny4jl8SQSYI915N3rDoV9kj
WcL6ZVom9u2T5HHyUFHQ4WhsAOJqfCQTmhG9RPqCYfEaIui9HSYWuJPBBE2jHqS2xqJ+CZhdNacd
NREmx2h7SddktAY8QMG1d3VZk3TP5RcQ7/wZ7CdPPSmLADZtrfLBbXR6KgM9QAXGzGkTkA5nJc6R
DP90SSgdzeAb0iPtyrKBpC/z3RBOy3qM0irVALGgNRz55SCcPDIjIIPyiO78TCrR6VLyXQquvvcY
f2hpDASqWEWYajMChZ4y0kKukbfe3homWs7qHNBx1Yw9TxSBdxl0kUbVz8fRjDxGgCv67DrYUqiN
3oGCrVXkZrisY6yxKy42sixrIB0af7jPWwq5aOEHo2wnbJbpAtmafl7k99vD51KHYiG3dzg7YnLp
v82ggkMHp5Q5nI/RQJwGh2OxOfGTKQ4ZePKMHXip5hGrsASp7w7lCPrO3AjAH28m7H4FDu0/IDSn
0Lpfoc6OOdwrt9XJYF6UuBWIPZVdxCoNVFNJfpoz/xKPdpmVL7vGjMAZb6Qr4Woj3ALTb03sFY0M
lDbf8LME3+UhrJg08N67IDhwlbn+G4Adeupz3H083wQ9TGL47sd7FmvuLY9RIP0GUH39Hf86LFY8
qqZiWO/2BcPylhUx3nJo+AgXzBgrddzj9lfuuDRY31FKeyQ3yeYiv8ULSlHB2DnjDrncx7UtgYrP
bK3BDXOiw5K9PwyLuuX83wgm0AKEPn9HznpA3LkpMTMvYuUId8wIOe1jRBj0dFvFI8Inang0QE9s
QBMIKqC1BpBuDK/Tm+wr+BYGZQybzGvMhY6dIBSy7x2Cdb+zEtqG6y8jcYZjngxIu5/GYAzBlGS/
VqjxP7hNTNJQMOsyBPvFgN8Ai4q7xGceizIdFOqhdvkYP/QexQhbygK/0PRMG+MKZnvxe3kN7S+X
/j/pDikA3rlOW18Fz8lcuxTW0F9JchTGhSsbFNzq+7h1wWvDtlrk4eFiLwuxGTrUbDHr5wGqg+XL
oLxmOnUjJlaQA6eUBnHqDyuLass96E3UFgjiRlKJ4Sarxp8Xug1YnZOGTgoL4Ddxh/LmWYlxHF4U
PGwmZzz8HeLcHPR5fqbXGB/vBKDusbzGtw3VWZLK+l1+cBfWPhvxhuyjs2sApEiAsknpaZEHZAAk
LJ+4jzgK/a4IzMnSQI4wl5qC7i3GVF8mV5g6iAxFcMFUDoMCEt8iVwoYrhy5VxFiz4UDK7bRurk7
xjGLQbE+/pfcEgQpEwFzr4b+VDZTorczd5Xstu2mTYhHOgRI6O+hgQWN3w0UMbZQT5MFz9eIaaNw
c+En9krH46RMUjeuBTCL8bTby1J+0x7FoW/4TLglhKP08bb86JzqP3U/X03n7CEK4F0zjBDmoH3y
kjx79YmiT5ssBqI+ZfbOaG6fLpKyQKDnPhBdPUwq6NXEHtxDSY2kVhZvPdlKe3o0pNoBQ2pdyNu+
eR1YIllLIWGs2RwZyvvvLo7UsTQXcOt63vZZ+sWIkslofN6IzveorZyd0wZNFTTjnAIUkTDDccwg
GuXsT9E8wRJaaTl2kC2IEOI57tsREeXB65PDbMvgF9QbTsiuNDwodFkLfrS5yF3WSlBL5kZatGQG
+4CiYEshH3GAlpZNOrPPrcOyzu8J16PBhBVcerk1Vw+E7EveLnMRMMC8IOFw7NqGZAFZigsID1EK
otNJ3HvX/xKmo4QxnNCzhh8qlyMf4fQxV22mJbJS3rw5ocWIeq/oZmHD/KMxBXTjquhGlKGmAIo7
3O+4mOmw6rVs+irEJbeKjNhGCI6Q/4DhQmD68Jpit5QUGG/Wtmm+E45I8oYtLs4vjYN/fW28YRjs
BK5W7HHbE/nKkD4Dew9drFiOLedWKeDazm/xMgF1d1KGRCDqQoidmXkhEROCo3EWdVNND9Kfk/np
7ccLMYu5oMtS4RFN8ELfjO+HZPhz4ydQ/lhBb6d3DBs/Ly7+GNhRqjd+ytHyYAbbNv9wR+Iad4wP
tjwuDTUcCCslw7J3rqNLd+vrqFN2RDMGY+QvIWjidrYST0huVyK2PMo6gLTAQoGvfqQu5FLiR38y
qVNKTcCiHpqFIrgLnYDRbDZE+K1T04uKJJvsk2TW2j1Ax9PQybjq7Cqz7GfUOZ55SW1uhjmmC4Dy
WnJ2wJZJEUxFWHLevIjaAcP2zNQManiqXtZlfnlc8A/A+ZU2YZXRBrtcSwwh1YQwg0OFrAmSWhLE
jarHbNkr2xIq5c5GZhZhm/uXSNKsSnusUoQkNslQ+8lR6u+onMT3IkIbvxldnjNBHcDmuRBO3s1o
KwP2dMlM6zKYf+ggRi66hX+0fT1g061LrmdizmIjln9lJVuubTZHfJguI8vII3lyDPFEGGwW4qU3
zexDq3fiGeUV35wkT84bin4GuirqvplarRjgoJwl3GQtphN4IPSOaNiPOPrp7+vI3c4zESdersxY
Hs9AAfLRr8O5tnfJ6vl2hoaXI5/LxX6S5BLiT67uXAlSixO8ny3o8/LlISvqT6peawox7Q53mVF0
HA8pNkrVpDdGuDsyIDS2wj3eTJjDBU/WkVMoD8DfhKpNSbEi80NRmvaW11W6GPezcMlEFOuLdtI0
7ilOAVNnO7Pu6OqGvSXcQhdUTuTaBtTWUK6tUTC1H4ox/25U4eEcbiFIYLAB/4/BzQamUfpcdGB4
QUzBdMmUIjc5pssgJXwiMEXAOY1s4wXrhYfeNYgA2VOFwCYWH4XYNtNT7l0klk9CQ9jtoeHq3S8J
1RLlabj4gB6UWjkcgQvevTCPEpIHFDj8NnEDu7qpASElcRnLI5Hqf1Gcdd0QCEAmktllWOwnkxoR
oy96CmE4ChrLIGsfvQSqVuyrsXzfOyHkfZ6wMzReEnJCLGCQBrLHJSo5kBF5A/Zaxww3mW7ZsEZl
DU7tGkQ3kkxyfkWQ5HNzlKVe4DVRsk4XhKO4FEhPpxhZN2NuhK/JKIa//pCoRe1UnVmlXqVqZgII
GAJPBbzgAXIwG4XAygy9ZhzUWCTELwiSBTwjR6BYUX72ylyF466ul7jWh+ja4NtYWMiztb7Eaam+
FwMQLRo1O9dZ/QBtxTMJ62y547oMZijG6UclsR/ximlFdVeFzf8eHFdGnHrkDtmVapUA1NSljt3K
VzJvbaQtJiZgIUocUAJLG9CmGZREXGlezcDXV2PR1LBs8wOwz1Q7xXDLfye7cRN+u/mPwIypOloZ
FQA/oLn8DAHCc3usGp7AfhVSdRXwx74u9R0VgyqaHsf1SDLrC9YuKNYfMQCmIS0PXl7j6S96+t0z
684Z0Coc72qyS77C1HR/nS4Az9MapGP9qH/CWgwLYS60KJPajJM7mp188uC5MYh5XzxtH54jwF2J
YWb5YKPqi2N9SWlteo9LThV9VztkcI3EmiHWk6IDGGOO3Ck/AedIJwv3RNqND9xhD+QNmhXtLg1P
M4r3c0DYCyqVAhTFERhn5vgFRMeTAWw9bpLylYvXQEeVl5Rrxz4/FGzgN5iAZAZZd7ntJsDJmPdt
eFLHqixjtD3LmgWPrVYoicqkK0CjW0vTticUVABw3lHdHoSWybBxVDJ39X2lWF4g528y1IUjt0JE
jxN1AIOF2lNYZG8MTt5Jl27r2HNU8av/nKOobiC8z0P8NpEomD1mDl13da8L4JwaXJYoI6OWEAli
vTGM/kSAC1JUCDISblMNtS0N8yW+ExtIjGHIN2diw88xtiq6VSi3nV6FQH4cfy+5N54gXY5gVUXK
nVEdLtC1k/3nNKI/q1Pl524q4sOq2qpJi+ZeO40W8jYi7mp38UR637Lkki3pRP1HoILLN5ZIvq+J
0YBUz90Tz4sTyhnmGFq4TBMghRCx09lldw7m3oNfc/zs+Wf/mdItJTVW5X6cQ20ynPaXIoFiqYws
C6HGznzctMGnkbi2verPkqVe+KykLsLjnL5OJ1G21p3tar/7hdiAJ0B4GnqSr4zCpwPaHItvokdP
MVwJx+IEylbOX8SU3YCV86osrcpKQ6VhWo90swuzwjgEAj5sSZShSAoLcQx27jRfbni24VdAepaD
bxCRQGCBDFqTNb6yIZgjj0QHFk7pZxvH0UMF5jSf3DexDP0hk3iJHBBBG9sTB88lWT3IDcSmyg47
VG+Wmb9uT4wCON4uettbSUqpg/DI/+68S9DDdPBAo0p2UqbFuOMjT1pdq2W6EAXMHq9MBC7DP953
IXbwieRRwCd0KQ/+TTPNpBOXinBI3ursCRb+t/eDYOrmc18gfxYyGDzCuEc0TwRdcNV1/6CrwTg9
kyjMDWPEwj9eMLzeYo5opYlysE+yYdnSAPpSwePexYQVCp/z2tSPY5pFrzOWR6gvCGMore9feW6w
Dtl3QmYAyH6v1HRC3ICCuXzYMixOP7Hna5torppG6y+ThpBB6L66/fm27AsRNJomdfRgzkTwHyqF
wNdNJf4D7zePMSw1mM8wdsmSQuHqkr67YZqYAn9d/zDAIC7Ib2qzmxb5ktiCmjLT3hEPeReuucix
jHNKfUQyIwIjKRY7J1IdI5i0FfYKLytQtwRwm6k6h0KI0T6rRcP99r7ht7u3jVbdn66D04JAulPG
4umegxed1Fee1zNPsL5HaT2K2/JLlZysTjXEYm49ameE2IFFnmALiZkLe8YiDXi0Y1RWdURIo+R3
VyimxQC2DcPxNcJD6GLw6yxKa1Cf6Lm0NHlop/EOEpBd3Me4lkxJ2vDIoOza3y3gQe+m0X7BHhZ4
CiE3OMqZtkoJ6RZcPoQAls1ik1h1oPjnixawzwvC/LSkqS4PD+CjyV4OBWY2tLI7Wd+3brZXDa96
cN0GFGI4XzBT8VToY+ajKjwDXCBSl+9FoJdotvGMktRaVWYeiXCd6YrzWwIamtX8/h2YBOrbvkFa
klbCz0tvWzO7VknHsdcN+829guBOqYPz32DFFrABNLcaY+GPTB4BYupXUWmBsTopF95aD9R7pi8w
5zX0YTX/snnfAaQ1PKE89vPWXm4nAcw/ahf3jItl/4yEDdO997LWJYJHsEQQnDYTYFMcW1/ociyg
28ExH8hgqbv4Wz5UjkzVuv84jg5y7QvkX03AD3RfuqY+JU2q8Pl1K0ubJkjQJCWeBToG3LEpH/5h
RVj6Na4xgv0AZM4AZ+yBNhDsuZnHOBEEQpBbuZkPv8ghg9k7AadZiYqtuncQK3VtVZ+b3TgrJW53
cQfGE0VEFalHWCb3kQzHUKpv3C1qIBourQeAayMJ8RO+LL1pD5svoeHKb5Q59sZ9iw2Va6dRY0mO
m4AvE8Vl1E215PfCO+kxuQgf0MWj5s7kNmvcTBdppzqJKgnCg8UtaZ82fUWzG7gu90IUsfagn3+0
bSuoOohYhheVtcuotpfhnjI0W2Cf8SzY39ICZB3Wdc5a+We7M3zDjNyGDSmbeiPbKROP1RHrZ62m
n8EW6BOKjZdNN8oGEurBIvfjFdRVeAjePG/lemEReeJGHQ1psWqe6xKs0OMeAA4sW2cOa2+EL37H
5Xdu+Wj28iy9KW8Oc6JIiNr8uxmVfdYQTJPKIS0cweeGz//S0wh6dwhX4bNnj56PENwBK0H9GK9z
zgh2mMmm3+Ydro8anQ3Af/hQdYJoen7gakEvAUIA9sgWsxAex+EqMpXg25RE7O8HsR7xoynmYFlt
4wnwDrdnLbDjtAo+AFkp7cGRSiLOKAiFtonAXn2k9HD5tfExQMYEnos7aJKd9nc4OSrnNiXD1uK4
VZrC1bbv44ckRpFiSjhXOUxiZUp0g+0UmQVyiZYCc9SdF3aZbUfx0GvraYcWUoAYq2/u1ZeNwSGe
SR6l5w776tq1cLOkXsBpYo7hGqLqe3aIpoU19XFQ+L224YEFr+g/8cCiXhXiZjWoQgsq+i1hSx5J
+x0DCwgrXtVnMqkLjI35HSH4fL580VJFt3ap6vQ8dTO6+yLkdnG9MjarXTTRndRY75IuNvsgmZh/
C5n+HCfKGG8p9AA+n/vqzWgYaNgRCZdWxjC4rThRTpHzWZ1jlIXQ+cFACcs2MZxtqsBlSxVxeNVI
NLPGyPYaPK740GBDLdyPmSnn1KEO0Y223JerqZSzWvRRKJmFJFMIQC9g60R7/LqjcrYqcszTwB+M
bupdsExjppoGIqRCL08aXPTmh7JJxg+LMRlVoJkGLnaNLcEY7JZs51vaD9fT/02ZK7//iUgqoW3y
WCHUXUCHvPMyg0JQOp0DtbIBpxHXqSgbnxmIF+ugudRNc9v8FUjIyp1IbGElCbbozzGW6xn71hW1
S9rxxwfqZQt0Rppj9SBT8b2GSpNO0qqZ92Xu/VWAn09qAJ+8AtjacBnEc7f1fZqxWhGJczND2K5N
cypJbTn9Bw1TD3asScctkreLjA8/1/gAuCEX/fZQ89UKJFjSVGp26T/iKVr5nIk6DHEH+QeVdPYX
NVK0vRexIPEoeLQJgFxtp4aC25wG2k7f3raDLGi6mAAmLyNvxRj3nL4CGeD45dQNKFF35nRGFHHG
mwslCLjonbv3kzldk8NxTa/vDbkQboiVw9XWwwx2MqaaS/l1t0rYVMiUynkTEMRHziTYOz4cVE6R
87udr7z0e9W6h3X5oveE19yNLG4jur1QgaVj+7JpuTA7Bj/ZUEO+v44/jw5irs/8+WGOouTqAUT/
DMa/+muGmGcTty0ERlAO6ZcAN8DlUWgkTnkbTvYG1yX/nRpOAskd6PL3ORq4YuCfXDTgxiGStgW+
LqUo8GLXisxkGPxkcbQ5Uv/YtmI9CbR6mZOXf6Q07LU5mqm5DrLLXeg98IBSX2cV0Yv8FBifuYTc
TuXpC2UaAQw3LATTYZ2/ZTE+HaM6pWBN/huxqAKyIBO3d725nCou6Vobp5m/dQv+50tDQc+ewtGe
y8TnF7wOkXcCujYm8NY59Z3INCyeY1dhI/XnRGf0yD3MeW4mqdpIiJFiSAL4B9ghcWWQhSfekf28
XsW48jEAnP2PRJ0C0Kk0B0dDWc6BkvLGypqttoENmztZCWvNehGGuK8yBC1MI4RcaFnxBBnq7tNi
3Wo0j707SdZ+GkP6xw8l7crJIPRH0f0H9idp0ttqhPTXOsFHpxva4MjB7gUeP8w+55UZA4kqAQ+H
2JJCGpq38LM/K8oTr8ggxjFpdUTCLf2/adVgQoQpMYAsByJGZwdpSzokVr2ZO1M8vxIEUv0fp5TZ
YfZj1UTkX030EGsjmHAEaOT1Z4xPzz7omEYl/MRwuvIArlSlDr1l1FnGqX1CytGakeNde1m0/6Hf
s9QXkwuOuxNZdz8x0aOxj+W7YPNKLS5gxgWWBxSu0SGgSuWFmpOv8QjO6JNuBSaPdJF9HMGaKXAh
5DDO4meR3ONGTDxIXZe3U4uaMPQcnCAwZaduk1AICJu/Rrv9mAk9k5TC5Dl9sGapqgEHnnOwmAkY
ZZqNstAJBk8rLKfb/2W2McgIMbMaISPbPwsnIA9tvFVMAJgYdY/iQMHoN6Lkh+YW9w2MDhjcdkq7
25Zu2eL3GmH+BEEXiKxUWOPAmo7KajgHVRvn2Craacqq+/C1/bHi9wsOgXFLHk/+8cGwQMeCMFRR
YGcqiHY4RS4sQLGzrs9U2s2VeFKGXxcmPhgMDl27w7v147g9hHhLNZdzXVXpZXL7KHRkd7FoLbLZ
x3PU4D3eo8sW34a2OTEcWWTAAI1TIfWZaHGu5vhAL11npNI55i2/+9ofinRk1BK1U9GYTMnu181J
mq2UiSXz/5hwCcEeBZaGzDZlf0aQHPlKVVDqt9WGH6z1dh7lLJd+LjsdkQddbHDrzRBxyV0S12IE
VFtGnDHJHQ08UG0nboYBgZPOsQDMtpdNI1AWqfFJ6GcMcr2+6NoCiS5SBhmZHaqa+fvytOMtz6S1
fAW+Slj+XX6Ax2irTsQAbF0eCZbnZYfpgNph6v4FOT2+4Eme4QlM3KiJ+sClTVc6Gh9sXqybx8AR
vIGrJbjzQ8t0pm7Ag+kZqD1ghyYE0bJPA4Wh7pUuZDPZFDB86cD69GTagvoRTMR/kFomJQCZjibY
IGpw+SY8YmvtOe4u8BMyt4iP9SrPu16kswBQS2CfBGCUiFOXZg35zyFoEzVGIXlyFkFdsZbZvNV+
0/Fl5pQPKlw2aBFmMv+86aZry0yZPv1M0mDQz5q4pLpdzT9Fe0Z+RIhR/fkpKYeMCTpSAQm+U+ZN
sJiSIKssrsbvHjAuK0cUKnDlFpyZbEUF3SzpTV1cdrIca9nCxVvjiU4WkmdnkJw4VRExMHxEQXWt
IPHoAvUlKW9PVWfu6GRh6fU0HST2pWpWidI/kI0SL9EHSYlns5+t3vTEIi0h+jHrAR6vSsUHY4PW
cNrNno81RquHOJC+8WDh64qMIeNuTchsIjyOnw4P5Z2P3xuH6MB8DuHdU8haa4P/IZe8A1jhP1Ac
ARmGOtap89XKVsNyjXcEILtXTRUvxLusnxYQierq4pLf6v/iSEJiw/me4oNX4DA8dXoR9H/JlWpF
9L0wlGRw/TwPFLFZdAHOvXkIMYvdhLc0va4cc5YE5RFK1avqDTXfmmLvtNpt9oVJJxSbhF9Rajlh
Xxm1eYGG1PjTy9uRBIrjSWBGHXDBcchYPXhuZ1Y7dQXNv14GVt9PWzASzn+HmQiBs9oMclHgZm9g
QagyNpP9XJ7lBTX90CeaYyWby+bXkDqg8WJCBvzVderNZgQl7JkKiL2ntbSDbjf4cj9BtPbCcUDv
80AFH0MRfbsReanqDyOhpUz9KlKszl+qvap3V780ae2eJgPlRhArzVjOjbg2mGE2HNWdEegPBLHv
2shBxRHcDNLYqFiqtclFgAKrGdEu+cxN/DTQWC/yTjjkoHWp7HoAlj+qrxtbYcOCFt7KhCe08PLe
/5f5A5fm44SH7A4RgiDsA4ziOnkYcQyhjsFWv+6VhFHL2vPpQNRXnhKTR+qH7zU9t5GxTanUVf9n
qVuQFVcwic2bL49K0yTCGPCm3Yd97G+zBCftT47v6sBJ/X2d4TAxm6zcOaan8z3ggYl7ZdXcUD12
O/DFAgukGB0O+XPP8diT9hKn+hqgNQDH8bbvMFZED3FCVSFtMkQSRcy0AgVLdg7XOq/FXfiWZc5Y
d952rhu+dkjPYkeUXSyyBeHMn/20dg16lrxTwPe4SyuJN/ZJ2L5lU3Z4+ynBwIL7svrMc3OTxS2o
wH7RFNOFjYRc9xuUJdk607vyHGgSAL8L2STdK6fFKe4p5ys37so0rcw8iG0tQYOCgR4NBb7HXk/3
DpMSo9zbTrUbE40IwuU8qm6kAaVKW9wgB1LEt1gtPlueJCG70a8J2ZVkX+7uTDAQy0djd1iMLTig
0SwFadZZEmo7en5y03wvaS3WY9vVJ9j9ygAkGGQ2JhdfnPdaVO/TebVl6AghMHMGNZbclI2xDiNR
yLg1k/tpj4Ahim5/lpX94P9GSluMQKRhve+3iSrPf6Yxl+V19J3QTQbI+y9RN3rGad/6tDW62Q8h
9SctxnccA1q2zbRXjmHpFlMxrUYY8wbcf99DdNR19uiSXjQ/mPeysa9WaRpRwwE1Bg+mTi1WCKAS
iPdVoWh905sujzwP0auW41xNFC8cX5jKg2CqphgYDLQdEK2q/fImtHOqvsJr7THzLrAHNsxamWRF
VZ4t5sjriF9TgMf4wifHBa238nSSWPPTyGiZFlYFxn6DaCy4+pJ3EpGlqkTm1Pbe569WgoOfa/py
V0kDtkG9r0ap1gcilo2jucYf39AlnOl7qqRjiC9wn/83vtjozSYVct9xdkmOYkl0evgnxSD2SQ5V
gZIrMgSRMLWZoanGUpGA5jvsWoCEjTK1ITn4zrJn16fi4fmECtCnc+e25mpZK6+i74U+V5+vsO9b
nVMvRa5P5X6G2r8qNvwLkKbO4R1G60+mid7DQyUy8Ak3T6pTYX8Hekz8yATlxSAtwbyXzAf5xADs
NL9FruC9FAPE8d4u1HEE8+MAD6iH1SkxWAT8cg3pELUv+DcOsRf3lZKw0RCbC/h45P2VmNuqlxt8
b2Trn82nhIdLWWdtAPh2qEyq+3vet0PxlT6zGetLWtf2NJi3NhKqg9iM8//aqboKR47yHBwuXHzH
zU32aEod1XgjMbcXQeHaZdXLw/PXoUSXZ8lmZ/EWiEESvumjz0NKis1XJZ9lv2goZoKGD73A5L0w
F+VDOoWpuwDbh9VVmGkmL/g6lBjpXgSzkacn3fjIEzkM7MTtc1UDTerAFmr3SBrnIl13iEoascUq
N3CS5L8vzafaPfBX30p1/hw1D6xkftLAW5XSCo3fKFmyqu8heQc6HjOkabk0lLATxIWFQx7XK6CD
O5/phQZd2gseVbvckN2baxApHIzEj1NJaUQWCDCx/CMNJwqrW66ChwjLzFEjiGZj1IL1GX+tWV/g
4cU8+zP1FnEi3t7d7fxIuW5DTU6J2NJfK87MbiU5VsPtQ8Jt6aNxngOlLmS8tQ71CSKZ6P5bPMWf
Y0F6KLgh138jiRdzNpeWQcJRslvA4ZcNGBIaJtRT+RPqkIFYB6yGH7x7wHvQBCkwS5/YftoiBM7R
vUAbQdA/WeqYfzn9eCzuarBtW0xtbR89PsChC//tKsxk6nz5T/7feiHnEqohm1+LShib6T1Os07e
C4CnM0aVH7+8K5GHJiYV5jso3vnKlPluXmh0WEz26Fh+rjR6B1XS1J6eJ4l+K7CfR3OBHkjSaezI
WL43ZMtW1tC2+lt7oEmsYjmUBclZRvq3fJ1EzjXR/uz7mfrLBR31mc/LdMfLuqbhX4QNk8izbOzy
gR7qMDCLl1s9/1OYJWcPTc7AucBSWzLfoRT0psC1ke5ToiXxUZO3jWKMMXH4Us/+qLVi001dqVXQ
xy20zexfibc7SHDpjWaW5ud8/+eFleprXB5bRB/+Tx5zA6k1BGdyOp8ZpQ77RonMSU+eDdCyoS9f
l6HxpYIHOiefDzaTRBH72h6zPeOtU0HZV56fu+g5HpsV7S+mim03bY6JDhxmen7oA2RxW1bMgVTi
lajlFrNwLJJq8K3u5AZUwR0xqfiabI7cmJdgI3WnuB47a3+C7A44PMkt5FiA/VRGLG8wLjuVxTiW
ancyjfC9mwoHLyZR/A9rbbF+RK6Ln9PercpcTaMpvka+N90nBPGu54dWkvHRe0Sbl8hSHnvNi0qO
xOLGPFAeRJIA8T2+ZpkSe2LM0sLgBSvjd2k3Idor0oxnFt0oj0xQ+m+Ea7upuLJvqFPKaeyrC423
ydiHQqercN+dwUiKUlnb4F1M8Dw8Ka/in1dGxs0BGAhcsvD+9wJP6nPv2POdX/YvZqcDTy+4qOzg
juVC1X4S5uk129maAXM/skpnWtjinL7h0uhoLQOMJf2qBGbEn73DXtZACey6iBBBenyu79FxKChu
dRN7AReO7rGANsbHoOg+12iCvuc/lX3zGoLvj+Wuch1QPet+xi8Qk8MwULeyyGC10rt0N/YbxMo6
LtXp0Y5zjYinsRLV7SFV2R6MzeS3krs7wR6+naNM6OkM+PsQfP2+mwsi9jPfWLtf/J3RoMOoe0Re
JaJpMV0FbNnirToVJT/xx9UzM4ndcHH6aJIPjzt+MsnzfYYrOgcldnLVyXMSNcrXG6FP2oH8TqE/
mna9tW8VBBt0VJV2yPlXfgF4CJamewMarVuYFLS3Nff5FAVmrmw4ElnNOVqSOFmUTGt251lJ3Yh3
+GygvXzH5oxitjj39HNBR1zr/wh5LL+Ri8d8aJp0OCHPyLkUCNMIZLE+qqpSfxJNLnGTu45crux/
SedlRnS/MJ4nvwncwya3COqw24MD3zvr7XEpOD8bhsUCu7DqVi6953uWNEB/yUFwJS1C1sOJxg1V
lVOIk1v8TRBY6rdWzvOyPyV1Xh3CrKZPKHRBBR7bIyYK2zhFlN1DzbH+YBOFhUJINhhraB/uJc4q
/yQvKDMPXzmE4sGoUFPZn4UK7Eu7TdTjHTz2Y4+Caa3hnTyzuJD8VynDpw4ESbrNguruy88qWL7F
qhS6Uad3Xcjhwi2FdtnLZxL7OFe1NzzDMnkSmcs+HSY0+X005pPxZUuqoYRNvaysa5qdwYyMbLtt
iyhDQZfMYiVp4MbBwv3e+lLXv3NHxCRr/BXpztZh8I7UyECMwj3VN+MYaBcHSrzb3/RHFNv5sL59
M9/hK8D8EPbeH5OcoML97jbUZznBb3XZhUZsUPamY0J4Nf1EVHaaFsefdOjnx1cGHy4Khf8Go5HR
kptIIbdL4amWokRYB1AkvNXIm903wP0Ew0v5DvUxU96g6ECVaDkuBU+wzy8LXCc1UlWL8JNWrhUb
FzpMFQmcSlVzZ6pzmwM6Yt+6qt/kRwg3j9KfN3FA5xsdSU8SclbGGGV59MrnWaD1eoqS2HtN0Mso
RK8x1/zbM71fzdi6xNngnvchz72oiidnyzoZSpXoEiTg8kpw13FLuH9BWH9soIgqysqf7efhy5Fj
hyUX7NbO48T7j4YYu9Hy3KSmRmcb/n4sfbZTuQfAkJ7EnCdaJqz9TQg7YWM8JicAZk0ajKStfnQf
ZiEmXpQupYGGfyLNqUxeQibgiX2EfoKCxos3/Aolf/oucnsFIuYFvfU/r7WEDbMB6pS5FIR5nLoB
F7+4NfJ3JNSFdAmOPC/PX98dU3RTdJD6v+OYukiVCoNuCdVcXkTxNDNTIlWQxuQ3NapiYpDEv6R4
3O/q+t+401RgufK48ECV2lWy0eeE9BGNHxogMYhr8E8yluSyGpUMwGKu0Ly0xh8hSykjW76kH2Qv
FapBAdZ9lQ0e0Vh+V+XLthpx7l6Khr8o8h2tfVQeSG0Qg7csz568wQED1jWWe1iPA00u8GAFmN2t
xlUQMV15wSPatUiVQ+9NCf+UfI8fFtK7LGszzHFycPJXJhmHA6Y/WhoxE/pxfLhYVTTbaIxlVupo
m/KCARWnP9qLIQfR1nMI7kNW50XlmSxHtXbMqdjyT2SPu3X5EghSgu6r10A31fdmXFSIVkSr3o03
gbngTcTmTNwC3W1Prk1NJVlJs1kplCh37cfJy7lgRPvKz+BW1MvKbByJloTdYbOY1g9NL5JWQwrF
j0sgFtfFI/c88SAwBY1J9sOsVTBenglvCRnNb/5wmqyulUVBvnkp0DwlV12AuB/QyaExrR0VVdOF
xf0/40twKhv3Nz0/aermUPaU4JQHXETmIm2W7fqtr+5byALue2+iiCyzRB7+vSzigQ+Wu94zvDvj
RV9w+AO9MhfCwz7vqug31wKTcwG/5xgKHIELcCukKv95L9S65U94lMJx5knGz4580t6hUkLUUglw
JXmNDDR7RgXly++0qIVHn641FToL8zkP3bHPb1DolZkmLB1KrcXfR8U8GgflCvQR+Vvet3oUVCy8
mHUxJABJLEU7qvKn/vVO1uSxuv2+5f72NaQKo1L858hs0Wi6p4HbbJmfiXiRNcc8LTlDP/to0Np0
T5i4SGcYO24fJhQd1oB75nVusk0p4OwK25BtsGDFUlFx4v8vpRh6KS0rAZjTAjQFXK2MpOjCTdVl
H1kbXyVAYoOeKdlQ/rYwRyuMnLUmY9nVT1ZmKXuM+8p/O7+8NtRMBVcSZq5yC3bjGRa16O31P7C/
0Jl4wMkzUiuSU2YsHgbi0c5tla9zaTpT7Zdjy0jP97hSd+LiaqcPhxoAvHm7NYpwf5mYnJyqYr9v
AjViOYLbfx1IT+81CRzxGmJtPKXLkhl9Rl/OMwURItFN5wcXANIeXMpW3kMoiFDrA5+Yd2NbmtO8
ucX3KRpKdNxZI+fSX/OoIJrcy6UuFuhAcKUyhMOhDZDm61MOydIY4+0b94D5z9tl/Z2VRcadMAoA
nz1qo6nrNHiClM68HafKsj6pq4kPh18P0SFKmQcsarRclJzoulPjrg1CrbqktAZ01EYilIoNY0yx
9geYhizArlRBhArC76fXcwXXd48uBt2g4lAwFJA3lNuy9XdSmh4f/ke2Oxc1xmmr1p4W8hRHakDd
PezKtD1kQpNx3blr9OQPYMR5JaUQyFbRQdSc3+C9lbAm5a092BPbhCvnWxB74n0EB8UAfhzkZ70+
6NmLQlyIR2Cv13QbiClMqrTFXz6tzyamSLxIIzryvgtjBYzQZKDrLsYem5gZIm+HxLDsZxbxC3BZ
ZlL9l7cIptzybpLJkuu+Bma7kpG7op7K+ZTeamMbkfzG6349Ja3PmATp7SiH5mie9bKIdnJ3T8Bt
Ldu2yIGcg19Gb7KmJh1078jkX3nCaK0wSrhEBsGUDWUxRZxCOhxdYf01HkbyONA00W2Z46RKexr6
krY5XrsTmqe0GqxWSymGqNhSWxdfvM54t/zjxkRMz48zzMwjIXybXnm5pGLwGcX+VfJZ2gtPIrG0
dChKiEwic7kyhlhJnLV0QqAcdo2sSONe6csRx7VAqyS186nckGYXsyC1xeD/usS6AqpJdjJHeK6M
Muh0s8Hm9tZk51ueQcJ69DhtT6u2zfqrZmR0cNXJyIJOVSEUJJMnuvWwDhf1ZpbGckzmmwd5xq8w
PfYUuuY3QRJbbAWQgosou84T/NwfNpk9xIpec/h+VwdEDdGkoifcr3cIdeMxFSCXXQWVBpq/Sxjn
1ZrPkg8SAIWJa0O+uMY6BAiqAzyHUyG6w0WAtO+wV9r4EmW22u2oRT3rFbSOcnB4WnQWXTheSYdF
9wf7zR1oe4W3ZdEILu3Vj1ovOcDdK7Y6/FFtr0j601PmLhlJ1DmuCJSlKwKtlZI3W7qJ3tx/L1vo
z3JQZUfu6GE0BWg2bdzTTQkdeO4OUjOW52VQBdn5ZxucWv4BSg54QcgsyoDmwVw9GMLvGKw4buan
MZ6He6Tvc9opRjl4qL2REaRUoHbK/hi9hw7HL9rN8bZ2G609aDWOH/XWfWVBgrKhRbfhrC9rKXN/
OFJ7MPxikYPt0yIHYnhJbqCjQMQIGgDGowIodGWaNhn1GuI89PFXHctmGdW8TqZs8ithrI+/L5+q
eSVSOz0NzT+H9OmNlIIGO/dte8SD2cP3HwbNhwqTUUby1i6/DsGJZc+pN8NFDm+x4W8xYOVzLOLc
Y0UOIm8URtv3ggV+dXqVX7bMd/i3T+4HuYz+OxJ5im/zID8eEfxlur2wlkeoq/D8JqxB39L/h66t
KHZlE9e0rP488bObzOBgbffr8nZ6ge8C038ITcxbAZRNG3mFRfJ3BMQxUc9Gm1pj0K3A7VwOcy1b
ZX+GyG/aFKJRwQxaDU17ZX6Wo+x8qOVFtNlvQykUXRkTU18lgZ2c7lorGmYQ5JOIfwJleg/EhkGg
xHcFX3OOWlJRhsUB0Elt9Yi4D+lH6T5uOBOKe76d1sHvPf729y2w4P0vpfjgjAh2lzKHAzkuLsfp
32dONgzRK0FPNwBK8GMwFPvLuvMMwM/gYaQ64sXneKa6sb0D81wZMySPgFJpc9Spb0VAWyBJB2VE
5OWaz6/RlX1fayT7ZgEgD2+n8xtv+LgtQhrrP1b7OQOLnLiS6hZHxLFDtKa0dMbHRe3hF9lO8yRS
xmd/5OuDb3OHAr958xjeO+ScAAhZXGT5gGoKo7g6K4Ezbe/DKoRZAwXY3UlKgUrMhjD8SPqPr/is
q/DDsgP17nGosJ02Z6EB/aHcNs3jTphdbJ+sAJMNstEZ+1l8i1Vnuvz1dz1zc9wkwanBN7jSNopb
wIB0TfSKPryyH14r3Rsu6QbbgwAQNMLC+0wA/uLC+QvPPFrpyxtQYzWxeZXeEZZhLAse3iVKQcvt
JPneBsCxDbcDSyN9bFHwcQpntekCxU7tMFMXRpyaAsyXnXSMD6o4vqnCncsTHYYucN4hk6ROwMtv
NrIeU9rrvf0Eps/6HXbivS+uv8BnZyk2jSNyZOvyNrZQYvTZhvK8NHkFEzf/P1xubpFUynJGfR3H
3mF5N6xqNWqtXas3CxeRkcJySO9bKBhBnTK86D1W5gb27RiUbSBgLk+mWv+Bi1Jo8NO8IPxMmNsp
Mz2SGQ7WfSxbZqHzxatav6Jc5ZP49DUVSruQs3h5NCkYMKw8rkRUl520ERNfmsnO12aWZhAfsEh4
pF6s2fJM6nLz8h6LaysFWFlv21OSKRjItJiBTHhCKLn43jiozhvcNF/GdoCZZ1vpFzTxwz5O9tVW
YWd2ukMhCRFC84kN6vTQS4s4eMUBfiHS9nqHvbiUZP+GERZTw3rkYa7wLyRx8x6g+qGwzuV5S0SZ
JueUaX2HsD2Mrvq7ZotsKc5lGZPbA/pq5ZLnDtOYBcJ+ILQxEcj6k8/wtCCyJDmIC9M82vmKHUmm
BL8/MycQduWv8xfl92YV/fZFkxOOmHZXO7WxVq6s3BQVlz6WU/3XcPIxxQv5Nz2UDc/roqRfg4Fz
t7qhUxQRNHuqqbl3Kmd8xYOcbqlmuLyCRgUHN92kz1G9fjfogh26wEXifdl7kQuAMTVsZj1ugBX8
KyYZYgZTaJiXCWocQMqp6fRE+Rc662+V8xTI9r0+VgEwPspJSmTyCKYXpp+BFQvt9dPXd8CY5GwU
e5T9TH7/DW5x8qBMXDu++bCAHLf8av16Vbv7c7UHZKCeQ/5eD8TCc3WojLQaCg/dw8b2EoYIq40T
2EcuLqmr+KQNv6k2ONc9+4fzfz7zhZVL/Eoz4x4QWbUeAaioG7sLBKpwrU2/SxGY5OMiO79OSZIQ
B21RKsuCKPfixMQ2116O/NAJGwL9Jwbn+XnmvjN1b/09y7WGkcoDU2W8lNn7JSNR3/HcLQZhlqcz
9ydJ0WAzDq68b+u3i+nr3feS9I0RUM2zm14HV5JOUsZ7XPNhpKH2KztNVTYVoK0nfPwOL4yVjIaD
TF98PZluOBk+sXy7msaXrBmsbP9C8JgXrPeJAGaPHwFwOhq+U1EVB/G5ru3yI/yiH5qK85sP9FwZ
YJaBa/fOnivxIt9zTUBYPWDbplJqTmSoOJhC8BZAscWKjWfVb361nnOcrmuEPYtLSb5d8/nxleDx
bqDV5wCKniJ/s4EH8gxkb2cRG46ZiQSpZmmerbA+TQvHEENfUykNh6LPObCXv2ikNbnDvZUuXaU2
27Olkdx+ukleYZSAhPJNsI9FAYT3CKHhNdVrzULyYyq3RgTbMQbQv0Tpg0VNy5n6rinwg8SN2MXF
iZwFiR09XWgDk2TQRM1QV4+gL8hHQIFiK8jE8Ii/zk0zg6k0s2BIf5XcMV7ukmX6uGqeP/c4msP4
zjzJUURqEfOE8mGP4IbUVIJvHq+s25J9LNQBj6Qv/SRxIOi5yFEvZfbMG7R20lGRFV0kRm6k3B3O
Z3dk5wqUHfK4dgZqYpAjG7dd81J1hh73Z2Gnhak97Rt7N1JkosRAms6w66FSn29Iih69+Q5S4VBy
YXin35DRHHi6lwtO0FkV4BdLnZ1oyaXwMjUPXXTdR6dIBub12rusautxvVUt+S1gCKk5OuDOqeAp
HYM9CYGgocPf01XyOxly51lsscnQBX2aK9RhO6JWvNqxvvhTXNcpScoglIG7kG9ntJUZ2UsTxBFw
TXs+7Sa+AE54buUnXJ9O+NMblo8hDFrQ3vqKa+KtYgQ+t9NJE8V5VUH+PmDjYe6SBwhPLQH7gX9R
fu/wKn7XwoO5OfxXJsnvPr4vOS0z64jNwbmzI0i6n9124guZFlsyppQNwnxVw0UoUtyZnlF5qv0y
pULxAXOiI9wLiu1TAjYnWnmMBcIvQnEivtulj8OOfjqCVqm9wx818KUh1NbfAFminRlvu2L7vpxR
UoNc+V85XA+Z6FcZbz9vYTv8vteSyzyVjBotPriH7SJl2YEO5m/IjplSip0md5Ilyu9SxHXRsv5/
vDOfFKiIWDYneJtGPbNQTU53NgHtOY9TdDmNUZexp9E58+8sDCRL/ZrxsJmnhWuyH209BHX1L5aM
4mTxU4zqJLJaxAi97pxig0eL523KtiohQE7GyxpZKmzxI6Ghjp076fq318p7Jn/FfhQ3IKFOzYSV
UPGuNmfn9tw03CoM6vgZpoQYMcTNbvYjvPxFFd/jgnU2CxI7nwnkj7JOrRIGzmY1WT/UOdqouHkN
sMXRqMFzWsZu3RrhbnOf+NEgxU3Oegjm+MGF6+duwyXKpg/5/xpFXxTd0T4RnA0SHb5zfWI+Q2+g
u0IoBgFhD57ZpePujdP6yoGBLZdO+NSjqZDyG4ef8nxcihDGn83fCyDtolwdYYWxeANf/6k8lI6g
dXxcJGwJZhjSWcl5hiaKpV5XDOpIqEcSjW9IkYCPExxfConrfg4Nl6j94NbO3FIYhgXrQgAQFXBh
kZVtzzpjS1gL2OrI+/VH/jKe7mnUILeXNxJw7clGKG1r+DLhpNax8kfTgER3AvoFMTlMBwIv8Qt3
TEtNjcTlBMdimT8wiZGs+GfNIVEKHhMd/vE1MzQL81FhrTOoJ/dXoOQg8Rw47+hRkBoaMs+tWS5P
LjOajN3LRDnOVCz5nktpTERaSANRN4Bb0l0BZ9WfJ2Te8pvvYAN9SG47OuP6cXGVIGHkyhkJSGnT
NE2NEsaHk2cjZvlsqV8pPw59O/LoO4f3HUnJxZVRTrx/KzIkdiYPFXBDWw6LB+85v6CDdf4kCsql
OxbC57L71MwD9RPDgBWvjawH//NP8HzuTVRNSNy5t/KKq20usw81kuQ4cfRY86r3/iXMoUp3YpfP
WYydBg5XVu1/t/bfbR0MCMjBtK98pzaNxmGgPo+u67WwA4RUSTIsDCbt2UrpECAPR7lxF98VRISz
rfbeS3ES0g8Ml3hVUjyzTZo/xA0LMpKNYCMtYvXwlmqDvPAXR5+EzSIAvina/9HbkIkzTCYCSHos
SoJ88VPpGaZXy68wBTDphpoUCLggfx8aFqPlm3f1SmivzRGGaHV7s6kVrqnPlfewf91kbtXDLC4x
wTxX0bLREDXbYDnom750U5xI24ymVFJ7ZP+n4AiCteVRbzh6bonuk7zdgHCZY5m356/7LeFVmK70
BOq7JOpO8s54qjKHeL5CXPqzz+XJjLrJx+JhF1pEmuLOoYxVN0dFe5yFAgkW40Jgzp47ouoiV2yn
Pw42U3BlmSU4pf7lZlfKoz+XRfugUAN55q+6vEuKxiVVTltSKN78w651eT90/pvrnbPARt8qJCnc
y0kyVauA0wcRkWyYvG1nw0E1uA2psq3l7pUwA1Yh8Q1DQMu1W72SxUIC+HP3jGQO6uNHcztsrbOh
rv7VfwKHRdgvgiPoA4g358y9Q2/M9kHVEgWFh2m5paBF9zAfD57Gdsu+/9cS/mbodC8w0zn3Wc2E
BYRNvfzZw9D5bXX3NiD9cf5UW71vThRBghRuJE29y+/GR6aJU7dxquJFuBIv3rWNQl9Ha2JL4oUn
NyKT0Mb9AM/LRWjYuX7j9CfkCX1NPDB0RR2gBjRCjXXFp6x9MX+wibbG0LcLOdi8Z74GAthlLAB1
JFYH2GmZjEJYd/hd42toEisLf2wHsJ1LgI7ziSZhXb9be59ra4D2zPuP28CsCvknI84nB47yEHfl
fhAvHYTchNqfovDaDza+ojRG+LrEAiKpDupjZT2amAftv2ak1BcHJr+6W+AyWIY8LgGkGyW6t/ZI
PEV6+/8QEZTRBf4p8N5HYqj48OOHzNsGtodtLgyw1F9BTYwrgK4JUVrya+7rGIj/q6JSne2reGbK
vNp/aD+cqNttOUjwpWBQh48G2qj9WmbiwFECrCYd9KwoxWW8vJXxpUoyRbhYigs2MYd4KmbMcPRw
uQ1x3NKeD4EDT5l3Rj0wn2KLeFbBMjFRvyY8uKhZtDxGThZLZeV9Oy1rOW0LYnXJKyTkfxoTapAe
Cy4+ZbmJmSymlh5cfzgTOSseoked0+OBWZZS2bmI5iK/O3cNuVyi148sc+QnzqKVd0GpVLUc3RPZ
tszGoGG0gz5V3oUWQHDD1rwrbx8TvIrcEoiEkn64S8yzfggFeGhY15GSF7DyyLOTiLshzvdjeTDu
n6ltY2t8Kr9l7cxILav7oMfLEABUK6EA5Et+2T4AMJSQDZDv1dnUV9uRnqwcRdlSazPH52MqoB3i
aOFiZ3HfX6F1k2fzBHxfs81NjrA16OpJrXiKYXXfLEV8EIRdMHQIQ/XeM+pYQ+hImQdutYcT8PT7
6LXnwX8sKQ221SO8kMCZHihva2QL1Eo5w2sDUweWVbBmKeEkCHM11gkSKjpd9pmm2O8rT462lG2Y
9ZPpdQG31o90aAWTALw0XjbupAFm4DBAVe1PDCybloMCBuloqVAQ+jVIoXFIjzsTI25bMA5TvIbZ
Lb1tjoRKhjji4Wis55ap83vW8faZoTj/Vsr5aJALxq46aV4fWdraNx9tROisFxNjl5zdF8kFVD6e
Rwdear2gJXmnClzsB4FswN05m2sB9gPyr1t1ZwF2/GkhUHyUI2+eRYokFglQigto9u66D6r7TRKa
x5dr5Opoz8xw3tnCDwBtl3hRFMu3cLcMM79noygi0suv+1I7liN/6e08AllxJBVP6IMQx7VP3LNR
JklCMtldQG4O17n629QiVC8YeoVfknD2GssPCNKahqdImXct2iEClwILjFUM3P9hcmte41OjUgP5
+4h3A25lCdKLS4oq8Dx4o1/PEWn8UQ7Dtc5PXrW7LWXZzrfKjL6UytHHTo8m/l5sba7JrAkJ/oiy
+hlOTYeAK8roCNZrl5IfNK16uf1k3qOTZ2IqU2kd7NV8NsAiLyZP1th146qGC52xcUvs9tzohplO
VweZNXdCkPUCrR7HU8ShmZf2vm5G31vgF7se1gdOX7FDz6Aa4WrC1v5nYZW4dZ8r5si3yk3ydX3T
2wIos4pUipc8GpcYcefv0sdj7m3f/cI/Aw4zLDA48uSkcSM9cFI3pF1KTp0kt5nzUfOSr2V8pqTU
hDUtquHOPAWSbcHGvudH/3b9Hd5xOp11d/5ZCjctxWr2GmV5mMq3Bxy5gAA6TVOknPD5BliL2qnJ
ovEkfjL83z/9eOi63kzF9ZBbyW0qrSFPJqzpQQI8isoiFBGJCS/ycGqKgGVwabSHPrFFsGhbtf1F
pD7YtbVzA2zf9DV/f2uC+mNSYRU3+p8wCBN9ze4Bct42N2B4LWNlSCaHXwesxQ2uzR6fYXTEAqeU
bH6W9xGPWV6uHCljC/90kjW1gQugkp6x44P5W3tMkmnHDOscCbuNgeQa08xe54uYAv2CHHmKczUq
lWeMD/uXGLeu93V7uOrF91xgFZKwDXlt4kJUiveT2fXKQ6zamFhDCrZk9tQZFmq4BijouqGkpYPF
i3vKm4WWEfwuwQsgMYwP9XVJ+XXtnKPf95E7r3lrvMELfIMMz/ygP4E+7XtxEnii20WUsHR7f1uK
8Igtt0n2T3Mff7Thl/Wq8FjUuz1Jy9F/loV6l4dPFQ1s/tErFkZWOoVTUZLXe5TuaCZ82ByB6KnZ
XqJ16BoO2gmu3Kh3avqk4FCHMdrggtjA6hAW7pK0n456UQB6Ze1sRVK2gCfrmylWtfdv3fpesTXH
vFzXjP1qdFNvslUcS64E3xKVxbxytf3omQS/w2nKJvWo0waqppvFILEJLpQxV+S+uk08M+VGCMKW
I+1Y+IGPknICp7lP4u2Bxi3UCABNlyzMliH14V8J6B4UwJHCyMX/sR7UuJCVWQldoej9C0howTTa
9Rew2owY/xTGC9dyWbuI0sC5nBPZ6Xjl0e32MZTlpQGN28m+MEyGHyohm70IvC5S+LiLfs9id0nY
/6cHtWVhVpNNbPDAiBG0ecHINo84MqF8gUVenGiKdhZAnpKOdgrJQ1dvsZhpyvNEfSNx707URqXB
TJSI0u65Rwqg/StVNKpPa1fDfGZks+PE1Ffa4gm6P9dGhkqp5ZTZcLKd2KR+rUPZa3hoqMEXL7ew
/6jUGv32IZZuSKx8ulzOw1TFVuCRSbFkkCp9qTpoc+ulz20BinBqRRvmIkNVEWyvXd7YdyOkxl6E
k7fRPVo09pnOzmByJWvssBOODMGlp+wKPd5IY7RESuXI/YVGc8/dL7GgDuwrW8bTCy979F/vnKgz
nSh7VyOdSitefxfOcQSOrQvhP1UQEJhwlR7meC6yPEj0Uj3KcNMcR8uK5uF4zoHVBSUOaInY0sE2
QO4ZIOPxLVg44zI4KO2OvuodWa61jFnymiBlBRJQltH3uQneblzCrwc59Jej03hQcYwukgfsCf7B
OKjmfgcsizdUZJma2BV0gDE+Pq8RQ6nsx0SXnJrrFn8fCOrjP91fxUa3BwlbLGiSbbOn4CEDHl2I
1RIt9Gu/6XmgF3hMBSAd3rceJXP+wHuvXvHTjgfn4Lf8oBmjFBP/jG1qMcMl7GJTqawValY//z1o
UegMlou3gJ8Yfg/h5RwB3+r/Wv2Lh9LAvjlNkB3r9OIUv29QZVfgNlPGP0XO3bt1NgEIx7wStlLZ
K8GwjDya9DLr8DHBFdQdgnrReQ54jQTeoQyFZkTWJ3ndXZKIwh+9wYa5c8myPzkCZD/Ryx6HD68n
grBQQ5UEdHGgII3bwFvzkGMT770T9AysD6+j9rW40JbgCfOnJ6c/kEqFZnFE3tPvx72MXRYD3Sgu
mFAJV0kDCawsYGIOqU9NhmcL23+hUrbkmC3dO5TD7EG6NICAAQ2dpVHYOmRusHzKZATSumrhdAdt
GV1KVng3MW1w8p9cFH+McVPm/mHsyKVEUwBkVyHEbPGRwQE5rhHAcp/dGAvOvDFykJUQoJJo6XIM
Cj8uiXb8U/CqHtPJ1y2Mgp5Q+hQefA+zkJSEx9xE8Ip9G4xnw5vou+AZps0rkA7eg6iydPE9Shvg
A80H/XKKpT3WDTA5snCDheYUhTOyEEe3gTlXfIPNS0CyZHCzQ79WucHKhr7HGq+joLwHQlFZiZ0Q
gftO91pQ49UCbOoRQcAoR3CV8FWrYua9VCpMaGjtjU36qYsLBed6aeTrexp8C2PJdqz9ZF+kZBWT
gEiQ6LUQYsqN3PT+ScaEZcjSBntZsz9i7LyoZRhvNYhDwWh5mlcVTFp5wMBkKHK76Mvg1VdXwEB3
zjEqeFC6nOMzLdLpty6OHhne96OdsNA1sZPeNVyXzLuiH9i+nWUyjXH2qWLG1CMSTKkBlgD3E4jS
W2rD7mQqjoVqHj8xifGe9NPpZYYNj0vHN+1RDC+pG8hgj9bKOC39wlvO+J2b6Bp33ATYBw5W1VLC
Ckc2p2q02mj5QcaGwk+GdXzTUObj16SxY91H/22SmnCjrlPYckRY5QLIyamRlVl4RjMPXqK63xW3
bDFjvXGXDfg8O1BGofua3vs7kk1NEzxE9ldHUPKmVWxvG9ItNHwPQt9WFsiOj364sUO3ssUINeGi
uFdlci+oee6zpqOD8yTb6v+F+3LjgKb9FTHEbKTTFqMRNfBQLZym77108fvzkal6fwu7Es5aJGaT
ScPKxFFapWe+fSmyLayFRwuSsxQ67GyXJScU/09TDjsmvvUh9SOB8Vua1kEK+VKZNu5F3Owctq+s
fv0mYM/8BZdWUWM9NbNt2Y67lr8vG50ElngP3dsrhHUTHLvMvAhThg7FcDJi+rd03ue7b+Xfw7Dz
uS6JNoH6AcDIacwvvLnXDlvVrVWH3UnNmyyrISrlL7XeRaTHK+PO47Tomj+fztYSvLXu9WUm+zJ0
ogqiY1n506Buuy91CWFz1XHArASA+PzNYhtyO150sYzGklxrfMRH5x8dWfJ8rKidewhvGZq3vyhD
4h6O5kaWigbc/BI9v1rHB4eWeKH6QjM5p6Rpefvt1w2MsTl4jgwOXr1T1w4s/khD9+9WlyO0/2N2
BEQPL7q6t7t7REHOakObq0XNobImpW+gIevefUQNfdAkPZHbBS4m9RPZuLCpOsneu0khzHdY4+nn
StwK0qjJc0uQn539vU7x0QKbx5tkItPb0U3skZpcu6NFDTwdM+FlQXxVvDNPy+AaVQ02qaVcqeKT
psKWh/BROEe/qxy3W7pAcLpugqS4SZrLmNtMKMTalsW99JXqLB16RV6/vj76Yijf4mOYBXcAuCpO
qeKSa9Ve1mBH9WxeCdsj/QFw5sDWJaANE3uXmwBtQjIfRIxQdPb3ymWJxfsgdd2P+jHgMPCZng1E
HyQUazm4e7NUv4usek2EX+22vZgtHsm/lwyK+M+DZOnMIZ000Dh/8yecwj+3m5/SeQeutAwtBiOq
7A0A4klM0kGMTI+qg1s8uq4oADUS7sWMjioNfOR+ySLoNV33sQMyGP+nWHNOObD6UVVsEvgsGs31
RkSm84t7g+xYFxRKjBzUN0/N7aBaLWFq5jDj2WXZXwfJIJpB2LwVW+v9KKFP2UcYpqnYH7siDMoN
PU2S/0G1j1OMsvnrbUnEyQ1OOTgQl8blSZ/gdzv6X7fBaLAS07KY1sLumtuiirPwTlKUgUdTu0Vq
zS6jal7GoZABVXFH/4NxWbhzf54/A679Gfpg3/oGOFGZQ4AK1Mr5BE0a/kNsCWAoO4bJwuGP4VUy
GmBMoqsFV0FsuuoGJG1M8Rm2UFTL9UWYPiwJTsuLKSEBf8H29Ervg/F6FGOK3QvA411UBEqwhUqB
XNnXFmizGCkaZzrm682vwV82LtQoGxb/Nhmfi/IzZD/soUpkvhI09qC+yasZ3Ua0s+CssoeAFe/Z
7pSL0yTbwiyAdpyJmw0S+vSd2FOyy3+y9oG2CBLTyLTj2fTBAytSjKquimXG12KzGfJz3t6B3erW
uj4FyfVW1eeCQoPtBQAGnA5rQG1Lj87YafMUD5l1yyRpLBd8bhdnz83A/cEQ5VrY0tE/tZOzRsYO
HjcvGHAC7q8YVPUN04Z7mO06SCfVsWWDlSdUTKmcxiLg22CL6tNdTN1j9qox/+B4TjW/m3XJ4TS3
Ipkrk7CF3d/zV2tcTg5bi4+hZGtG8btJmQZJC72Q2WnrDMA3kFT/X+9tunOckGzMv9rB9B9tv2va
0YXTv4uGE+CUq3QEMopuxPiaxnysPETCT5d3N/boLQ3WXHpBnNFoeqcReitDE8HICqMoAwEp8Ntz
NhWjBDq4rEZHLomUPHlXH8UYWUVsjtnSrnGtAjhZKFagmpGWv/h77UJI79XnzcvkeQLTyE35H3sv
9jmonuGpSvOwLvP++fCo1ViHlYxLhTEe5SUTvAUp8QRQo+Ra5UFA5MzK+GlzNOFhXNnfiRDsw48P
340d4kuVNUQiLcNAxY76S+eS8hhzL77vPhuLKsNeLLu7GLKXtJ/WUVe7vmzbxQaJl7T1YWJGnx6S
h0LyfQQihA7o7GNmNMeoj/4GHvfEvOoLmxSX3RO3Knae/4jShd0h3O0yrkPXTAc8LLOz1HvWDKCJ
9/eDm3kbg7oOdS2rHhXIKRhrO7kjJ1/BfGyVkxMn9frAcsGDgC7pH6e2dwcZ5Sy5YiPzCbSjvKfZ
LlzzReFqvzd1ty89XUd+RfSrJezT93lCrG12X+P9vFG9VuGgXdYs29tPK17yA8lKAiPUpM6FSPIm
woR5hrCY6Y5ttPUUvrbx5gy3mo8ihKTzD3emuAeDAOrhuE2K+bprcYI8wgE979iBtcdyXi7lvokG
I4s14tuz4lq7tPmISEThciC0Eqx+wqP6zpq+oEy3R7sh2NMDfdR+C79vpH/hQrO72iNN+BXrnvDc
+duWYe9VwRBjEtC/2cnqNKDPng6YPA03wrRdulxVK6kFiS1W12PcJDgAnFoK5Nbu5hstw0PGAUcb
2xM5NknxhSBTWH2S2sLRxfzlamzOx+0kyo05qCqnEJHmI08/xkqt/NWpoealCImJHXtWzOHFiFup
+v0mJhToKYdsTlWaK3fknIknpdJ9AgJ/oteghIJxty1SgccSjGBs+8G4v3fSPv70WY+E4DA/yRPN
+4rFfyVXQ06TTHr8lyygcIDJwVDzflVz/io6zbHz3kGXW+8e+LZwq1toGyIMggNJHr/h85sgiOyy
Gnvv6IaCQQgFkDpCRQGKvedV+5bDcgTkByn/zsRLCkkb1fdOEyFaZU2fJ9PrYZr1vHPm9VPTn8rX
zhw5j51qgDzs6lerYObnrpxd/86d2V6hd48L6yCEETmF6fKui0YKNX5Lz+YkRhcaZ4QcZFIJhFjY
LB4YDm6Cs7ANMzVEa09CCQXnScTHJ6/bxfbSfoRXS1ZQ1HEEjU31a2gwIeFI0zc4WjjbCcJnjg/0
YP+AlllrTprZQfUAHORCSRJrltZx1uysaQt6oLhU9Tp8eQ+PksRxetq6Fb/FKE/Ds5As7Aczosow
AR9pNdhRNnOA8fydJFmcmqvlDAttpdelfvFZxY/gY41inh2mfEcwxytV97Prnm3EOqm7PpDE4+Lr
0jcDFjzE6gQFqDm7cZCae2Gl6mLPWo6zxVe8bX6OL4K3+CyufLT6jjD+5DWpYDkUTjl1zsByccd3
YbWVv/bAqVGTwhhacYSGjQVHB2ZOMfqtx5nHaDfF1ACk7wJd8TUXlat2m5cFiaZYCXkQ6jrXsdwm
D8vxdCnybycV8hY1//xcLRndtXql/81tlF7BBo0cDApomL8cj/TTsNi+Iddi3FQqTGt15mUzX7pW
bycx8OVh260C1037asvC9345K5rjJtSI//84GrQUtCMPiPnhocnOtbmRWtUXrV35Gz0kCWQY6l8U
rTMkheOjeFTa/TXFEBQnmbd9Fu67LHewxfVXnExyDsTbXbS6FiZiVwomlKdA78iFtRxkKOFSNkGQ
TceqayvVOgjisJzXs4CWJ63sJly86MF3xTNCIKXPIOFs9N7oVJM3movWuyWgILo4RBT5uSKYPuvG
vSTS4SCuPsZ0dU0DeuK8bp65YchC+KEyRgp9bpaFYj4ZptHg6La7VTLqatEMQPlBt5JSXE4tbFjK
8oFulujPe617NcLuncYepG6EwS4QinN6mbrtDRF8eYyLeGZDvgId+LbTX+1/RZSdohOGJSqVrRf5
f1+82HFiQ89h3jH2zaUJzf3b2P0nDnXQVkGsyksX6f/IsgJxgjvOKcW/mVp9Kwcp1R4Qt3xnlP6K
Lq2z7WWcYSdlzdb810o/+blW+gCDelHv/gBCc9gfGmdLXhF12pT9j0E9D+FJkJJi2Ikpmx+aNmuf
2jlY5BxaKd8DSS3EpO4sJzVxh4e6Ac7Xazb1HaAvuIe0eWAwtIiFOf0XcvwvqezuACjIgagE0oB7
Q22f85YrsuwAerIcU5MpKXu7as6KZHaMzcyqmm1703tP0QcBy4aSi1SzMZWtUf8G6TRuBfhtECPp
OAzvoA0Wc7sF2L0CIG8JSLVsN4jiUYtjcQjBGfb5HBbd1W+ADhWbDKJu0d+ECgn2dxXpA+YE8yNo
9+OEqkXGv8kF0ppT9B2wxcJK3UBw86JBBZ6KU8J4DRA1U8phRI3XC4kRxzeJACedXB8y1ozi526+
BLGb86qLhxrKHHJKe4opIRpTC1WnrCzUBI8TjlsTX7KMiavGWbnV5st8uMOuUo6DDPC+jEPSKb8B
vwqZuvBHNwo8VSLLRFkRVndFMrzSvUVMu+Jr5xjAEZUJp+F1mTEv2Epv5AAuIt8d+aH2BBVnyDi2
Db69JuutpFdzcWiF23lwvSPN/K2FimYNV/h7dAYOw34giiU+pfD9lf2lL+z7rZ8KkJ22zJzEWZSg
jD3H86tYQycPwuBHYbGDG55WA1NgEwNWqRrWt58TpRlnKBEVko8iBFHVDwtIx/HkqWmxV/sDLbFF
Bl2f7HmvLtTt3655Aa/EOu9BEHQmnFvDhrt0bHmqE9Nsekl9TDGahxcXTlMWB4ExKB3X/nDWETKQ
+UpwnoKDvQApYIBnWRBn3smJ/MS96tcUI4PyDlrrDh+H+vJFx/o+DBuxVvIgZhwq2JWG+Wzvw0/8
j7KVzl5NZ5u/HYut5Gf8BVd+vafQ/qW0QDB2K5fbDhGDbTVFDEbToK4HHawX06+FY33b+OVmxi0b
1MBMexJYcT0aFGERYY71/g9dWIoD+8thH1bG2Y5K+M+/1XQW/yOf1rdxFzQhpUwviHTr5V+CDnHJ
0yUYRnrr13dbE5hC3oWbWS9obLy22TZZHUTza+kON5Rbpy1s/VWzgfpoZiZUQJ0mft/ShGqK9ml4
PIjg+jlA6ez8gXJ3zzYW+zoy09Ah8mmD1y97GkOWLF/rK0jgr6+nmh0YD4Nkpi0zx5FbGKR1IB2B
dSYd0Ik3vz1ZXxD8OkJBxhdPFVmdSQsa7vhFt0LOPZy0qhNw8MRqjfozpAJa1QVp2gjYuR/NAhKR
wP1e2SvM3AOlZA0DKZFnY66cAFKKYkhenG/fXeJHllxcwGvxwfNZ7NII9phc+V6IOhXCssrGM3ih
foQNQRGmM3TZN9Ka+QdNjXqY/wZRi81ZBTocnXYsln2WltEsOmDLaF4wVtDN9riC/e7EMPxatqvF
kKSHjOhM29WIOZgmGB1B/uD4wvR7jytrBtrQpAcqU6jj6uO2ZtB4wL50BgSY57tU/gpoQwbRi+E/
nRQIxd+ZPYAJm6/pxor3UxUWxaomJFgqPu7vP+Zvb2TBehIfOORm38ZhEDGmVbP8xMQu/vIzpOLk
PHVPZ/nFh3CNoUnbSGyqXi+IotaozNvyGlZLfvdbBeTpauBpwarVbVaq5bcF8NIR/BMFe3xfGKHt
0fvWx07nKNq60rDHXXNQ6TLN2Wr9kUjhJ9pzz67FQcarDsjDlau78uKOoyLc2T8Bf22LCfnGnqyH
sak9+ZvmO7CyZlLHU/K0DP8Qv+jxnaMWfTE6xVPzZGTJtlo+UPIO2ev82IX+9/nHsZo3rYyI4T4N
qn7+SS/fYMT+rraI4ccmjCKjNRH9/jMAN4D+AXe6liWreGWjy68CU3lGe+DJN9j/fVWFiGgATOiz
U6Lofq7j771AET+8dbHxJDNGf9k1pbck79GHpc2bbgp9IPERulme2h02kO5KY+HvhyYZCnketTP0
ugca30iE8QkP4B03BSticLDhVyRh3obncoikljXqSQIpeifWddEk9SkohpSsTLIqoWc2aSpcFk9c
zfGtW+7YImBX5zHsc3YYRe/g8tHoa8Ib5oMRsD8Dn76hy1WZvDelzowPHryOxYQ3i9o84F+A0dEc
g5T28Z1FjWLjG0CGhweeuywcoGj8htDCqDxUgMdtZUI/gGlH3rOwDz8T5VYx3vWKo3lmsXnBrCY6
U4SEANaS/n+NGpJ+4cRhuCIuUu7D1ebsnDZeL9oqd/ZYUEKoJFmYMpiTf+J/WUtXlRSBdfNFyUQE
+8GaTEtMe3seH2AJaxxLZ92BiwznRj1A0d7CdkfQKK4JWdxgmoEVBuGlIuaEcyRF1oNutFGEpFTu
pA0dSbQtONP8LFnOjxUVnusv4UhYiTgozjZi3i1/nlD+Pi4TW2PfkIV6BEO1Up1M7OELCfv2Lvd3
hd2+1oTsGjkiUVf1LI6je0OxQP3BC6B4e9IXFjz3XX/T5Fvl6+OItqEQyCqzRD/6FnZV+njRAHwg
gaeZQqa2hF2lHkaUAB2lUofOPr/A7JR6bYjSnEiwdH9R3GjiyB+dukX4yDLNH/84cI5ewPBabg4J
EfXLn/q8+OI0lAa097aw3MJX8vjexB1iLUIj0a3WDdRyf6HkROXxceNat+gtSWlpkAuZzlPn/UHB
XQhkK/KeNjle35ZNUR/czEahZtiV5QDzxmGH0rgUPxWc2rs1syhiNXQIaUMaFp9jV1o7JZr1vw8/
QM4uMHBbhy7ocNcUa24C1nP4ns/ZSwCrNV36QlCZRs3vxc41jPor7ov5KJE10e7REJQXwWEJOyOE
G9mXLW97ReMlP4pg67df0YIEDu4neNhfxOzjlY5mlRRohQ7stfVfWeEIiB1l4QNw2J8fZqv0QPa3
cXb/fJIyseR071IpZS8Za3Ki/firPQb3jrEJIjB00rSIbmFe8GbopJtwan9QQYfOgYP0JEMaho2F
rdV5d5IsqKRqPStHjotMhDGdTQWgeBVbn1waFI2u/aiMqS3vCZMmpWpPE9D64nKv97VyLW6j9mF0
A8C1WuB0xIDtxuXCk2Th8WCjiR1CuYXWycnPevutOuoSmYZf5sVNfwYDMP39aoV2MYI1IYFuzgWW
N61V69KLBCaCvWfZnVfYwXOOsm4Im+/buGsBHdyEH3ntwn77XWPvdxOx5eLrZFDHE+iyEZky/5oU
H1Pb+LpBRHTWzYW9paZg9p3FBO3720S1iPPegZ2EU2iarr/XQ6qIcB0Aclpwsnq3Oet6+J5S1O9H
GSNNE2K/RRJnMzWE3dImmPOQvBb4eHBo6ulUp1qn+wmOflPdK+3QpL/aSL//NMYM8EWOIgmx6all
tPot3QvC6YpcIuQ6J8v9RH0agvcUbI4jRbARauDgr9j/6/mXH56D0NnPmOecXHKY+G+HHZdn0BTn
AedaJvv4fQsv7BWcSWJKIIiq0reeN/0mZIbxs9GJr8aYIW79UEAfyd85XkOXF6JCMlZHEhhfbNax
vOIykQ9lNHWIiPi0I9tj1qO5pBayJgNP5LyjIuRvSgh1R8pizqbBK519VwvhbAGa3mqhobL2KT7y
t2nulIJ+0LiMX812YodB9DKmZymvEjqI6okfJYuyhyx01FKvfpRcwD0o0HBUscrBoqLwkvcAwXM2
R0h393k1wH1jxcZ37nYeGUGgR+BFyaBghc/OAh/NAlufUGEKHlFL/XdgFTYwOvmzxr6DNGZhFcuh
q8z5lYWC04lE8rngLma9pp9P77zjg6aclC0Mc25f6zVCSnnY5o7ahIr70HnSp5myC3zxUqZkbX9Q
OjX/BuRu1QwVvdKVGHq2Tuo50XpCM6RayjtQmto+4CTr21Ah6Bjdui0UinbzjTDYjb8NtzlVDSCH
JkN+9NWpkGXJgNomHWtZlqUEmVMwBCnc5pNqNS9/wN+Ilq5M19wTD2UXZttHqZijJp/Aq+JLzPJh
BqKz9qsqLZOdJZOcl4g7oTaqa0PzrwtahhlGEZqhk+x3pJLUQIJm4YQE5aIjDd/gSm3xFHCpvrRP
BKFrsr1o3AP4ddQ7Crgl7vBm6VSvCbonwZyq4nVZz+cnROqxnKH0reLuhadE/Y28fgq69mtZnSmo
2qirefo15opvc8CWUKb9Qz4kfLO63oEPrpBqNE+ybdZys32ncpy9MVhINU+8a7fkqaQi0j/tbaMh
crqgzHBWOXmBc2SnKvemCVXZd0fScbBjTgCtIPPG1Wb7Hiz77aygf92KF9G+mfh5wXOb/RQfk9Fa
qXil0butuQJfR10AwCu4glCWYvGTf0zFxfckRj5NrwpG+3M+YINlnmhkPALEjsOvad84tX6CnPwt
+EMrBcYs+y1V7ODJ7VwZ3LSCl/szmBtrGzRH+oXMIosYWlF2BfFzXaQ0VAH8j65pIMG//eQ38w78
pTAa8rYPHjhQSohl0ggTjpcWMefP4/3lQAa8uF7oYT9HL1nb3Y3vtiVnImU1tJtJblMPz7yA3k1v
SKAjRaof7tIgZH7K5ZT3Plc+lSs3RD5dwMdXU+yWX8iIWSpWS4WeR8uGNl6U4B6eVxuboYe4WKbc
L+3m1irXo9aWCrpHnd6EliFh9NMtfxjqjf0oFhYLu1qSAHAC+dDYRpb+ecJ/+yYYwVir5mZZh4sT
ipc7Z2MfOdR/xELf8bcwt+yRhtBl1vcxkZDtYKe1oqelpSkuxUjGYnY9/ABrPfUBUu2G76QKZ71f
yXPiA788N/3QQbbcJSfAqlyuk1TOWTdQWYq8UA7+L68LdR7w4T1QJF1stWQUhttcGW/qZJBF6Q+4
VzLfY5Ka8p/UnF+Ax6MCWPxfuJQnqHJ+k5odbsFsCGAsV+kbW8tJuZaEGrpargNjFjy2w02D13P/
5AMG2S1zOW8pBbv14cdwLSf8kKDXL+mE+F/W6/Ts7qtWNA4cYdiHZrazrutflOCyErClmzUsUFyN
CxUZL50hrlKEXVp0IpCug8iP3RAtF+YGRpNeLyE2JvzTHiZKIlNOUVB9IOxZVR0ZxJJrTbLwIdyo
ISrVO/JRakEgXFE/T0D35fdPwnS7a87pJeHp7dZKK8oEoQV38f2Vi/mDL8r7bf9YegK3i9Vmuvmd
kO1ZOiDM0tawL0OMiMW7eJf482pQn/zWHXI07+TSsDCYS7RrN4AgkxkqFQxADW2FVxP0/pLVGaUw
DVLdcN/kmIt7Qe1j1PJNR3XYtIlDXFJHuR3lWSFD9KCXt3ekStjDnmZn8clEEzS2dPFVKnvb5pUV
d4RnMRLVBhwQe2Pwt6xre+8uIkOrp4juq4vxZfoY/FM7DrHqZmHB7ePty7HwoYF1j77Ub/cXa54m
sv9cFBnr4/fjGej1QUU893LJlZAsDrrvLLJOP+KRdgaePt2C9js+6NHkRgS7LmnEPg/IX3LxLJ3a
kj1wCzlAVU1GMzNTEZuHwwx4jRRGas05nkMj2X0+KlaimHkkVTqreu7VnuIiFop2tGwlyJMCIZGT
7LDKaFQI+RW0ppp2tFxYdr2wT5glnsVdfRmAVNK/72uMt01CLa8JLZTr/6Tq0NkikayhICWo90yK
luynw3wShMt4W7FAxp9fIPA9g4cdyC/X26gvTbx0ne9k6cOuKdesR7NOVBDpILDlNiRXm/nlnWkp
+kQHcIhuaCVgsmHzqyPcBrvNksLS4V62oOPG601qt2heEtRmbC/2eysJ5pH2Hs7FUf9tviAtDlk7
boVuwbhKTyUhYTbfHQGk9amVNwwkdkwF92CoNI+BXS1z8WzmQo0u6PWZKZ7CAIErpSJIV/6xZv+J
J3imyMXhwuplqbGJMSBiB/TxNkP9hvralYT3oEF+LmXOVWwwQAdOD3CzemYOfBdADAAVNglHn4sN
F022UEDksV9rvdKx2tCM4JLmZDbCUWaRz0Uu9o7wc/BuFBEK+XN1HkdnFPHSTfOD8bZ/3f6RItGK
ffw4dCa2Bg49F8SdUGkYJ+pyz7of7DXbDQ9+YWfLkFz5WHsvB8fr2O9A6N0ob2IyYnIvFGcXmopJ
MQCOXrMLaCdgiCmF8y/QF16DgEGrgtVoYudWLL4M4hsM48eSectMwIBl2NUghXtUJkdhLE1IfjFy
wlYX4NYUedgK0LiCg/EhC1fzWQtOnPLiybXP7iC5CkhtHEDmKYjjmXmsSllc77ZDgffIQQsOORuj
YEAtnK4jkP/UQOTJG/AuZD9PgvfTYIJpRUGjApjHHmLhZpOL+4prK5BSRClTRsc1vBuQHp2ETPpT
J+0oHCQAS8Z+bxjS+oCaexdMjoe+9n3u67VmfTy0UZxUSZqdHK1CpiUXwTdTIL4X83aOwLVJmUbI
FQivDflyMOSOTfrGr7TfLkaVMqJ92mrZaZBWPhBINuSd2cSsGWn+0RPI6Z6q7w8QUfcbMizSFeEt
JBOBKVGi+tnEAnNZJRMcTL9fk7ESXrbqBQ7dl6OWR73yj9eO63D+dgqb/7kASbnbvcDpCwQ/M/j5
+etw7lYlR0J4liFW95iuzv3sZR/JHUFtTSfrQdXI2pX1S6pv+QwaTA+BQS/6HDGiEU8JY2NE0Lx/
bgc92GWtZwvTlw37amJHVTmaL9tXXX9J1i8A3oQaVU+30lE5WNoh17KbVvq9KXrgLFlqy9dY7ReU
pnoJVXzoTytcVlVCdz8tO7LmZHH05diJR+xUSTeuCTxsRWUQK9erG1Q0cOFiSSLzHKrT+fQGrIw2
RZvERrK5m5lfCd/85nRh/cjEydhN7nG+Wp4VRDGMi5E/rSv9Zfi73kSx9DC1NJQg55qN45N/50SJ
l02no2Q+Rlj3uQTjEt3Gq4hXLQSW7ZLR8DO62jkyxbSOVLSBkO5YdheXa+AJjbz1Jgc/jJldI/WG
DgPBt5cCs0CwnNj7NqaWJkgV/9xQp5DCQuZUFZeNxltLaWqzgsF3jc5H0JGWjpA92Q+Ixf2SVVvF
g0zLVzkrMMHhHaqPNkEoZW+gah9yBhiGi7nfeG5tkBBtkGrYAyrvFuVGpGhtnYoC04L1JYIvPfLY
8MMiOYGWJYJDcXoOy+Xf8keBa8qqVg8hUFxz7wliDkbDQAgC4EmCRXWV8CfOzRNmA+jleibGLqL2
eHCCo33fpkV1ek7Sy56eOR9l60pD2xsbEYCB/3n8yTjhk4AT6imo/jU8xX8QgdInwt4vwGlTS8dT
Bs76Fm2NNdxUlkO4pTWC2qDWJ2vSW0Srxw6TX4gu6K8nosXtklXKAzoUxn6FsKV3sg65bQMYitjO
cOTqLAS9wQpNBqa7/8bQ3xr8qBZEX2VA3frk+Igy1xYpgohsTM95Ad7aIkWdAOWOSYaVTNTUoY+b
9Md1Fj9hC5adRB9u1DucHNAPRLmBJNsouF+fxpzciCXMFAYy1qWT5vynkc1yUE2W25euLfXw4mbn
R6i66SENJwRUaNTaLn/2aaho3sZV2yMEgamrhoT9vt1ByzLy1U/e7oInwBC04B8t6iB9c2FZGvPg
UD3mJCdoYHjE35d/0Tmn6QWfHD3guDNn+Vb5eWVp/iz5as4WVYczW4b1IBZmFd4XPC8dU3x6J6Xi
A1j54at6CN0iatHiPj/JuEMQGDAY3X7edNdPSJcuRvgCj85Byd4zZTDVB0k59H23q3ocZzjdue0Z
ydzcYqu2/BXI+RYkPSeyv8gDnjK/9rfP+77tocsIvl4IOI1M4AmpyQo9WZ1eR01TbvCzeeVpHBVe
tT8NLj4sZANUVnDdom1VQAacN2Nw8HTSdNxlYQflvE/zJe54LWyXAwvW6sj0RU9ocpg0UTuLalSu
r9t0RweuIKDnZSlum3Z41I+iRxlfvkSWdR7fVpBZtzH3fdS/Vj9IZrbx5et/mM/uzD4sbaAv4fGY
5Otsz0itRJh9cGsmUWBERE0Hs2RECZs6GEBK87dyCT14cIXreVTy0dVvioAaL2KGvrEblHrFqfpl
AeJkiBAuPnM4F1UkqcAvHrroJdFbvxAZBMvzR0kWyqZ4fOH3/ew3TaidIGO0IdaDELKvPOgTjutr
uEHB76CDn9oh9nZ6OmDLm8oMha107t3vxRH0jkF7TJAlJ2JseoufsgdDzyH60mJq1Rtft3TtifIs
Vd37BtK71v5eMpyabW8gCBEZH/50AaYgcqhusGndxI1hfN6oH0YGl1Xc9InQwnu2R0WiI0WfW4LL
5XxksgGud71/cabNnbvc1IZNXTM6HE5rDwlapHJSNmB1nsqrDafwKzG5FicghFC6cJa5M6oqzlnO
YxKicKyMBKzzhYk2vitUuKAbiCv0PYb9q3oWyOyq5maXXI3SaKg0i4sx4JDOHO1NfOJFVcxq5uyA
8LbWb0vLVnkwI/Fd1ib74STz3bLqhA/F2ODAEKrLeWTHap5xkXt6BOtcnaZPZKK3dvo6lUHJJ5Al
SBrQV8vQ0Tcm9T+MqUPeRBcgiFAdtIt2Om7LmdSSVQFOxyaMX8MVjwZw4GR0uG6tnPjnuktvs/yB
eQ695/8sH+CjTd7MWRjA0r5VeaXFaiRWagDC0bZJw+dEe1zYtVOi1GFRlxze7FTrvvrO8L813ZSl
ZuU0/Qgd0wDy4568eQoxb9XpSI9nAS8WzgyCXg9+/kypq0V79sJxJxv2Vk6I/1/akrIUVd9kAKDS
rE/+tJ5TSesRdlGYa2FC2B65xOnb3aEij/b5+GIJCPteoy9OSAiQZAL5+rP7QkihLfeDGIuFiLzY
sH2zL7HzBn1gChSpLwCYIjRT8hWY8WKKiPiUyi0My8wQ5DQa+1su+EsCDf8cMZfrrY/V+0RxjvMU
Xk6xV/ghMLbmlyk/wTnqxQ/yi3PLe2cGMLLBLyD09WwWzGSZninz20ACVzq8MSaYgOqWn19+KA61
XkoGApbwOZBY3sfkgcdYcjBCtcefXNKG0cNC6C2u5W9tehHVLY+ZhrvdRg8/2dF1Ek9yz8IuYyxN
71t6GYuquqb4vERVUdeZvZoww844nY4KayX5l4XQJX7zQrM26zuxBYcWgm+goGllLhzw58xS/sCq
2wp1XKmp8qL6aZz94q0+97oan+xYCr7AZGkGk6E41FWHBhPUqEjyAl4Nl5kiv9S6Gp7d4gpM82HD
DKPik0mP47QTPxyz08ewJGOjxktNBbFfqh+TQ0ykFZ+/FgcZ1gf5fK6kmz0SikxpzLpWWkzJ4yu3
bscZZ+/fY4hF+hHTNfJ+6jgMZCJ0cqtA7xRtMiqxIqO+8OCaTYqiDv2mB4mDZUwPSehr+unap2Xa
1ChrTlVw/WZXp87NR7Kjqpyfztjtw/SBo6dyqA4TpkveIxin2XPdkpiBqlUfVQOeC7WY144SttDH
8Lbq+zn2Dws/kQQYEx+M3u7K4WbFdUNUbzhOqyg58aSVDp2DL6/ns7B545OVqzgrylLm55EPFwMD
CoN1F+/eSBFSL4RxksxljPjsmZ81hG7uVXPnagkxeYwItgRa8NagivmpXRSDy6r77aTS2SZtaNNV
DphrWcpxdbxZB41EGYQX0QAY7v3mror9AL3CD2qcK/XzEGOhQkbkyABWDD7tmn1hKcpGT80spUnF
9x1RWl+p9yqBHpoONxFXA8JJGt+Ul6HtSZtaGuxpg3Fa6NfNImvdVSUSayJXc6+h+XGLoItPmzTy
zW0s/P/nREGFUdj+aQBckQuZpH2aeGcxmA91e/Msj6sK+HlGjicnUyiek42iElI41yqFHauYBjFE
J0vre10nYtUQVjzHm/Rk/tphkPZB6a5w8Q24ToBQbjQIFpMTvdlcJki+kWRDaRPBHftXC+r2kcZf
Sxid1elfSzgpKibq5WQOBF8Ort37A7wSPANRsHVrfIl86qCZW6FxTJOfhtUKfjdmDUnzNKtTt3Wz
jWhKTOSpJSN4kP2cXEg6vOtTnS5tEpBLZUnWePZQpC9Icz/IpOu98LO2Ss36P4kSy9exKzBMzMLL
6DI8Fo4AvGkx0eegur2M65Xk0jxNvpP1DUNOrQrzALO3rYSu/HGIZJViSPXEQMb4h+6Ofajc2pLp
UhwaQF/nj0K77LrnOxixlB2MD8eA//zTl2KmwvZqlQe7oq+/g2hvASwfzhN5oaMo949vNcZF2lu3
tZu+kY4jeqPnX5yPcoXRP0GpnMH5vd5sy2YKXOE0jDz4kXL8cYAR2P2Dbeu2YzBlv8VAWBV31ebT
MM8onbgChnCWKgs1QI7peiENRzs+IaHM7Lx+igCBs6DLUm78/hFFvI7Am5J+XnkM/64z8UaMvOzU
2ON3+36Xcz2z7gXU7qC4Jm4UEYYQLZ+xguXDK6Z2tc7M/7zTIQCTxCzAiBAxiHTZWKhuKRrfQETr
p3y3iyWULycTnkLfCTrJTlP0QGyXZdCyAeijHwNQrEqx7sZ3TIiugGT24aYREPGE+93vbI+m0Rdl
rWFS2MXFOYR79Y2RsksQtl5Bgltcj5s4y0/bd1wT/4AZdXYLZpLCocgBsVSjMgna8SvZurWBTxf6
xqVl3CGzZrrSLbbCORMz76kVIucbaRSoIsdBrqtQBptrs5RPxb7kpF67HTTwG9081aHl8RmIVSfV
+KpvS2McQEZF4kn1P5+9jW+vQacXcr/OYlKMBN79FuxNNKh8IxBHW4SoTXCP/zaZlJwWQV74UbwH
7gkFiMrx3A/xnukyBGT/7mynAwKYIZOxVQmHgyXlZBXiqhnQUjtPpKaCqX+ChNEaNVqAHXVSlcoy
E0am2doEMlbwWaPGC9/rW3N0PToUSHc8mAVbXEUCCF4Bx9nK7nOnyaDlYUPnIAg9NGEBMEtnOoxC
vv5D+uwuTiW+kACWTC9BH1avJTCU5ySCfkkZSOy5gtaN70syRGlsxL7k/yVwFU/0r6l9pp3Ay1uF
7HWzsYg/S4Ap5ChiH4AYvk7ynbH9JSPs1LkaO+YycMNQcv1IFXRZzL1PZq7M9OARtAeAib/+9nus
lIn+d5ISSrT/gZWgngFxNVviG3uWfadcfwS1lax9zVIoXYH8R28UhPjgETgyyq9UG7qeZin1fs1E
jtKb3pU8Pn7TRwf2zpnFpWsqyiHDFWZrWYgEnqwuvEICtg19BLx4JYQ79oAHexR0c/X7kWA0S02E
12XLVRyWnIQU9q9SCjoULU5j7QExZOH0WfbOhXnOLwOX05Zut59CwogoFbJKgkvAbMkEoWMQTsgf
fAAHh6d0zJNzA2xs03YV9XZFG3vAAVA5ljKBPehNCRmOJsrLKm2JT3Xxx+CrXw4CQ7K+ttpWpDty
L40NiQI84DIsmxfctiWXSThPHcNeLxkqMqjwSzqkEQ6ZP/zyXi2ArfNoufFZGVp+3YvuFusXrrOv
lSZfoC3nvoh5hcgo0hyqCmb+Q8Oo8KZv3Pyuf/xmuP+x5rBtQS+Ywq/293/YFseUGz3HP+qn2Yzp
6avAVR1Ng8fH3r9cT9+/+JO0Xo7aMvhmLqljNeUTfqaobzyXcFoKXhqQLBvxUJ/6ZTJ0gDbdN0Ye
znpezyxyQUgXU6Z5deu8QXfaEtlui2jh9IORL4DYi2Cz/i4oE8+7uIfliYDd2sl4shgLay+TogcU
yGpIGoLhj2NGAFZwbRWo24ujcyzfIgLn3V+Mlzi7ConbrC6nzmr7fXXEo0oNXjGlsKYCqJgtk5rw
e8irtXI9kN8ifL91Vx5w9jjT7OpdWuoblDq4a7OrY2QMLXkcLyQApMEtxM4V1j7K6CwbmYaNC3Q/
sqyGBI237RQ8YOK6Nybo6Z1vBE+P5x15se5tzlblHJkQiJ6Pn81HXPM6Aie5fjV9DgVFn43AbIOr
P7f+A7l+MJKV/uN7YMnBv25OOBfBowcKOSAwxehUscQIsLhwSu3mhD2gGzkbkb8mkX3Td8rkK0si
7ivyq1gghd7B+z3u35IakfWyz1DBRwuaMoBdIxKsD6l8lMMdmQJc2y9U+hVqs15Ig0Q5DcqTFTLA
XSyYYRuw8QtfW4zCqiKywSOSO895fFXtGQSmhGAN1w5rNrrQLPlGzOaRGm/Kwp6ZZ//9psmIgzC7
Oju4vRAIUxlMfwvZZwEPpCysXJRvA9ZGxpSjKu6biFoGeLu7PZnY1vWcrYGONWmooK7W0jAZifs6
yYvdexqoICfWW8xaZiM3LuRBnHCBHxTjg53vJ0tB27gaMYFUthc4cadXgwozZZ87UwfgDuhZrHP+
cZgGFqjwliZHyNKx4O9oCSFn3WOw/OwssDGt+hzFeboSZt/Prd9pT02IWT6xiiAjVep6SlJL8WOY
C49W3fFAEQIZ6oo6MPCxji5AtkIZFhmh+fBgjLisyW16ZjtL8G4wvMkE/wws7izUBKha3jrMDXX0
KK02b9X0OKIF7CbKo/I6ZTB3oH/yECi7gmUTlM6swg+BSqj9PFYv5kqUaW36woPlZmgiy2XqRBla
Kud+LximaGgLgt8VzElG/urzDrSAo06kiUHeimV+QrA/FCT9Te/vsFkBBOt7+DrnD/RnUEt31vWe
4pNhqYiDBo2A+44EbirElb8/nKlESRXhg/xUT6pzZFOUy9QK50rCWI6So38uaArBOcAJthvbXrRY
ZzHA+WcClaz0I2JAoGV1Z7gP/kXNZvqXuAb96GKckeC7SP9FemxUq7g+kAf/67ocOAMRxWunlne8
4mzpD3M/IaqPa0lqAqxFStqBMHBApzKEwYkI8KIwzjc6OBBKjYLs/anW3k4Qk9Cg7U6R3x+rb7zz
OIOFLPpJIW4bVAYZX/t95+7WTvUu2R7RXJIhaigJ4J+SyrBqYpoHv48jTF5YHWfZu5hCeE7L5Y2A
E/cF/I6RP0V52iXtOeO/yakAartm5AqKVi4CIYlIHw1Ii1EKwmaYm5c+BqKKUv4zF+lQ/XbJ2O0A
ylSPFseil1izRVViZPZTKC/l8seSMgjbakqjFXtO7ry1Jg9o4t61B/AABMxTI/TOzOzxEHByDXlR
2ddv1pBJpdAHv14609FplYP8cU5PG9a65hnRzlAUeQ4Jij8cxyk6/UUBTZo2wNpBPQ5yCrFuO1D6
7YveZZ+u4L3dPegh8Pkcpl/yDeIhL07vNFXfv/7QkgqhRDT+fz8dRjevDTpSzM2bS1xwwf5a2aeq
8qo4SLBZfFXRvdu8A55Yw0s9+UERa0LYv9m5Mxc6ZfLBAOc0LS8lILbIpGSu7oh4nJUbdx0X0RiW
7HrBS6dbCcRORr/EaBXsp+YK+tu1RbT2EORZABE3PisnxAfjYMrvKPypOqLfZ4dw1wK0fdzWLDrP
ZSTHFtt3m/nWI3fg+TVAYcO3jG18Th+Bu325GXNzzvjzCFJLOUD5ic/Kf+ykQRcxcs4DhXfl9LAW
dSv9zW5fnF6rqANX4rZakEQeTPaWpTXvR81++ugsQApCbfMHOGIAkoN0Y3sOGaBa29TFA1bCnRIY
9QjgBHJnyElU0wUQAX2OJ9foj7evKlaKArxmw3VIsWYTXTYI/lSnhvCqyLMvMC+iVeTe2E6d77iA
xmGC3SJxMhQc0MkvfdSqiYqrHwVSNVyeayLPSe5fvowu6iw6ZekumqJes6X0wgY51bPPpOpezzGv
PAs0icZZaPZ4ueE8fBEKxxPiREhDKTUgEwyM4NWCfX+EdtbfRuZXBipwrvQk8KLs+fU1hb5HU1n7
/Oa4K8uc8ccg2jiiYni7oKoMPsN8W2rLqasB3eP2Bhfef9jUN2sHhJ1hPmwPT7dgqhP12PcO+6J2
p0l5iEeBKh+vPy82QeBmXcxek0uHzt/xhpuNRDDGhUbb4jrGqezzoXY2gTJcwDm9Ng3Mv4AwG0ER
Tj5n9m6102pli/jhYHmvwcx6Tk6dI69oXb9qO7QRXTYfVCaawuK6NfuuuqrcFW4njBCewJJuD4E0
TG4PB8ES2MHYNTaeKkb5zhvUGD3nlszKABftaMl/01i6WrI1pMsgRE3QJYuHR3dXSf/fovNcAxYZ
IRLFPN77gIbS9r6AFlJLdKGMySaUGaNpxYSkwIMFAS3XQuRrxtPZpHLppY8Mfw3Dv3UiCaaLlck6
820cMN0Lq5QsEqYUzJWEmoyL/hCLy++Dk17mad7jDDwofjzi2kn+bPYEI0K4rx1Xx49wmeVzJ889
hDxAxKyTIa8VYDdholTUBhk0YIy95qsK2pSCrSIaTglNgjpEZbKIjpoPLWql5fWbizRfELTZv9/n
9o7nYWTfONcDahjQpnXAydjc9E0aHSe4P6G3fEeF9ggnFf6Zgh5E5XZyphCqjIIghaIHuQYNsoZI
mUJsK7jl4BlL42FGf3K9HktDHT/Fhbs4Fk66JQVIUCqObefLCnEVPbmGQI8jZ8r5nYtsOMnSt2Tf
56BWymI4wNxenm3PPdu92YNVVcqFU4DzLb7qyIFfDXjurjs/Jyg5Fy53DPwRRXs5WwTszdE5Xh6o
MZeOcOz0uv8PWG36ZlARRJYeqj0jSk6S4vowfiz0acCG52NDvlNIYrw5TsB6Kn5+UcDkCzpBJsAS
b37y95vKl71eT9nkQFzrAbp5167ZnL+1Q1wErZvg3wTexHDvVTVWFwmaXEnSdZTHclDFVBvUNBUx
kvsdv79abcZIlF8gjtKaTYghVws+c7Q2Rqo5L05Gho+cLn0uyHZTYhW/cm7pkMej2KjtnEzp2TvQ
gZ0RGneu6UV8g8RDROOT2XDI4iJzVTOaWVKV9ON244EKXj7QS5oAw3qa9P7LQzee+BsJjX6XanyH
Ti6nlTM2Wvj0ALmTzeO5XYEvi4B2n5jCM/urqc6XeEHIQtEf3DPXtWR6bfYzBW7GjLZYC+1ZwZcY
XWmexfCqtqhrMR/RhTHV26yZBeM6umWUhco33r4DEYQFvkk1xBWzcLEFb5tOBOzFdqyjdYd5mXu7
G6TwvJQmjEtDOGPJZxrfHno8X5UCxSsWSgfZim0bZPG/fb0Kwm8atSYQTQ/0dgIDHlhU9tcJiWUo
OHXC3NCeN0ElikpvaM5fID1yHGLQE8hR84g9R1+ppPpTACNH3q5OnNiVnBAZfAJ/JBrj104X5EiD
cg0Z/WGw/UbFCLCTqzmGRticsbdkRfgpgVyuMPQPw/FInovQ267Gza+Z4r4S1IiBJig/HBG9sq3a
bAkhw1XlWMubTxrNECHJrGHm9Z4IYSx8KnW5AsztArCK/4bIgI5SGCloJ9Z7KlFHkn/PFjIlPf2b
cyCI9K9za4i7a6gOosjBVxqQuxfrxSVYDfsWn7QtrnSYkhHOnLZLy7yC3jMkCjoQ3voW1HxM85Gl
YwtxVUw3/az4y7LwtnpM4wutT6iR66O0FDyUcqNybpxTjF6FdC3keTS+WamP9DvE2lxrQL/JtX6C
jz2McB9GbhJncsnRA28x95X3Kad5xiO355PS0dGzVx2r9elS/THI5VFvFAdyNVVsNTBuIeT2jB2c
FyaswOC9O6TdWhae8ekQWvxn8KDY2fjU59sr3oIWBiz//Cdyg4k8ab6JMxoyylgmgpYOIHBXk5GD
qCpnDOBtMHHHKPgk5eV68a9t8HiDSBvMFPgOS9EyzS6vWZOL8Q6Y9PD9WEjxpgpdV2iEfK31F8/k
yTt5EgqYLWXRdk6cmukYJ6/Ld453C1h56wLvlhP1LRkgKSqp5TduA74kRe81Yw/DMpiliCWjSgNj
noOY4jzXDV6LB/eFQaOoKvLwQbnXAqco0uPxyuS7xMza7qP+GPr42c/wfVnAVj/T0M7sg5YxSGvE
JzeAvA3JJ8RqQaZtEuFRmwysrvi3GKPTPd3jObvdgy3ceWFQ02fnNYDLR6vVfXD17t0t6apPijvz
/eR3TDQi9FoJD7+80oiXY+XcupqaO9ATDZ9RC7ZVauSllxRLOZ3AGdtLGsrB6w4T2H6shvzDaSsS
rT+4fq5LOuNplPu7QyARNukOFOxecXqDqEt8/xEtxewU6uWNNgkHkdfItLVfaDqBwfuDvpl9pBB7
MBzkRZKIEu8tGLdXL2Gmax6JO4qskoVc5CyghWQ3gfVCE2XuhwxdMOiLF3EDwUVEQUIvuZInjsw6
Mj0U2iFK0lA5xCkq0ePjg266mAEzuvy32h0ELJCXK96XoTlCdiZscxZ5Wj+MCfI3z4rHiCm/ORMs
l24AeJo2o/EwjnG9gDxkS4vij7eNTPUQmslo+VEdbd8YsWaxrx+kz8o2H1Gp6gwSU/hcp1HXqrIj
KI7JH8xRLyyuOZ/lfLt8OH5c+84742r1H44wW0OZrWgv/jHNgud1TkTdAUVK0LMuyoVlyY3QCLEb
rIXreiCdjyESd9PO7sgyD3Tzi/+PFVxjvheC1tPDy0Y9p6jKVS3YobO7dbeautlEeeFHM/PLXmvQ
x/MtNYn+8lW4BLO4eFrH8uUvoDjsMRPhQ7EOgYc6ZiaHwkTulQVYIAz6yuxIbSLO7NAXMwHax9Oi
7/0ISCE6TDpJ3ZE5GaTU8p4PYqHHuy/i0S+AvjjcACB8LQfOTDi09Cgc+3VmY3jcCM0mU7axtz00
p1Q3N29ovjZd2Hx5gvEKbBUW/MlBXLAxXzP5PSS+q3fY7sDN+Shc9zAtc0prZm301sL5mBypTgF5
cJ0wECiCqKC4FmQRltBUsrVk24u4Jts8vBMRz0AXDUYVhOgDHtD5Hp1/YxGeeeEslu0tcLRiyDxw
ga01Ar+pzpCMXaluznHJalPTNZrx/wk8jtXifPx3ISN5F8fbvKkgouMFRTA5jyFxEUELWSNRnag5
BjKY+W82d8dvfZrXx6P5r/V7WK0em7xJ1orPco95KZ7ZktH7tSW6BnoiLv56/QPjrxP7nPr4lXbg
V+zL28T4s5MEWDJahRVDwDMQy/9sHi4OVNQHJDdQw5PM+iDLrwt/xsGiMinOgJ0PJWReMdiIcIcx
rWAOX+/GJXnyTvEk2NzasSYsqBej2J/SnBBtxomZiE9pZ+Bql1bSMaKwGOrWrdpmmTQn4Uvb6XZC
mTC4X/VCUJqfHhlG1h+f9s79h0AaNjSeKZ5BEx0j9Tzk07TS7so+unxNkvfPIKl/WXHld5Y/zLHS
3VESpgPYq56X5uJFCAIP8AVacje8m6DLQ0NNS/MG/KK21CgyGYMiaNaJLuTDlBIEL2WJ5Mp9HPsG
gW+iGBfnvlKht/+J85frF1EyEbO4TMZ7YMxqtGXY3dAGBKKqtIyOmwIkT1sJ5zudfVOtAStOepnA
KiTHBO3x2OcfOMPyegSnrWOygImhKiDyQLgL1fKjiKEZpSRHV191BJzometVuuHbrIfLHnz7Z1gd
c3/Ki+nY8Hbg1eZFf8F49cwiAS8CTNh+YEtRgRFHOb50CZwsbPt35JlvmMlXtKSGfui/YIc0oRbP
PlvpZFLh/R1GlysKIhXtfEK+ibkXTFD9lC2ekw7qS9soNhv+BTxWvzjfQxLrLVj5Hl8VrvAuvVSg
s0IXeOFRh6Y5HRH7C3+F5h4aLVNf7bT9VCzF33y27i1wHhFOYzFVk9sIvw0TXE40nEocyu1VrH7Y
ra4XUSSQP2WD8bxDX/tKFRCtgN4sjKftYr2fqTX7BBU7ZmAHyIbKRpE2pkgUKkp425qPi3/hElYt
oxNVY6umXgKDSwJZiZsjI//b9NXf3WelynGoGf5SoZviL0SZ4V+4+e7nT8A+hL/H/OhiX/XfVW/q
RxFvUzUe/vfqt1JEXHii/m/W64kLGG1Lj3xicL90VFKxhM4A7zkpX+bAjXkOpt8fL+NmGl2G4LKz
FYvhrMrY1m+2lwqD0XNjQ6JzBSN5LtVK2kPqzf770u5fAHweVXdSozF9M6za+YSF2k+SMzeOs95Q
23o+Nua3STN9fuwZRAiK8F33gj1pQQ+lZXdP0tGwentlNe58XOjxX/eVEZImqw2Si2VRmAQQEZOq
jqgqMCIVGFwfBT/MQc1QsClaJgmVujULXbrkGNGKvic6VOc78wVZoV6yu9bMEimIiFbJoRw37Rry
k0zr4Wh0MI1liJ9t/ulxItl1h3C7juLoTC2vTCimK+1glDZ0T9tY/H+Al9HAZdM6blbmLeciY2iv
nKVOuvrFkcVLNhehEKkQNYzRN4NUEmwu/7MbHSvH8G1sAR9TfVPqfgUjEglZoKqenE8HzmPDvYZF
ReG1zviRi3z5/LguzhW68NBhroUlytSpRS8YLCqrU1203WhmJ9dvELiu1vungPCCFf4fzrXn+3Va
m4VkK8Xxb9CczgzgZIdUwMrkLzjm/lUGF4bcAgMcyAFD7x1m15Xh+1gD8SLpaBOfGpreUTtvnVr5
/AxE9y08MY29KZUDF7j2ejlN2k2tE8IsE+ZpE0hus/RwfFjmVBjyrRyutrVEwBQ2T30zCi2rl1FN
GvNm+g47kFRxoo0qQda37hi2uQc/rdzgbUtgCugrbiI7b4fdksS/e9uei34yNrkhle9m/EwoRYGL
N889NuOpdNBQN8n3V4pi2geSe6tpPQkdlp4vD0DNHxNxt/UdKuSZhDf4rDUlIvXkysVnJl/caH6O
97P/m8S9KaVE/79MVUvGk+AYQBZQdr3GYalY7L6ZZUyJgV+D8rD2Y2yu8FFfh3eNktRfwjac5HAV
Zz+7xY0KADLcTxZshh0CS1mnReRs87HmJlyGsCZOrAvdV+z/P6fGfEgEqknlSIq4xmXjDEJ0pQ4c
XmP3JyVrJHnewUulQRYVKZGViZi8oZQTtpfBWTlylNL2f+eSOpPMGGSom2h4eHxuqzgJ3P+K0bwe
/QNn08npCSh4kxtI0yyuHwglNZUK90UIYsFH+BlFEoKJ+s3gelKlB8M1dVMFTahXtX+otOGcPPzS
Duw6xduoDCDdngVnm0Dv/2ts6zwuIoCuIb+7m5Jz60ABU4HYEFWNkPX4b4hKNrPpc5tZLuOOoc2t
Qaw0AkzosPmtDRPETO4ZT+o+dn+8XU1sON1M4KXB+v8V06Sl7nnpijFKJMd3A72TasmM5KvsrZ/U
+aQQR0hoyLM1eXGeE8jNOjLEtw5b7Vl8fzx0DHQ2BHGftdpa74ACrw7I0QbTf3L688g1CKz731NB
gjdd7jAZU6Kzf1oTepmZLeAHCkrO9ZYqTPsbGaDKNgn9ni46er4GiUz6eVr+egXBu3QXipKhu3S/
RpVSfElC0iSlBjHdBi4ZsCsxZf7rXSrWhi8wxmRj8sJHoCJ4aXXriIhkw4eYkQnzSEdUsbQSiTXC
QCeeLeEiRBtay/P6hlbnYEUKPnBUNSyR4Wp73XgGeiLyB+GivyfKtm4gQOSGYwDUvyKoud9RYc25
ihBx/M4bMIOf2Q4bJTx1Ss7RAA/fH6vZgZ9gP1MVSVsGJ4S7LbqrmvxHuZ5iJHH1XKAwSDkDrGvM
yZP07Rl02EgZIzTuuWdbJ0AgH6okehFDEalXObPUd4S02vEfWD9Yp87qdy4N2I+i4xrLcJ+XHAFx
IbkvG6Yok/BJ+gSqbqUm6PLWLTfS0rKlYURFIvqhzX4JW5qUYjf0LKEPZL46ZIee43cdDoWPhqH5
Q+6IB56zKQlbsnpzz2+waDmyYA6cf/2CQa93GxzuGWu4mopOnlEk4UOXfPXuCVCMANoL21A1xIU9
b0Ru0mXjrQeucX6Q+bW9t4BYjJJBaFYMwsTmm7Ocdda6/byCcnlw3XZEQBjZVy2m6ZV5nja8V6Eh
zEilqGKDq7eJGIKnb3BcrxdArLIHPDJZf5XEycZRngKcXumtC8PzTaxBxjKW0XNwV5qmJCf3PSiO
jcqcPyhQCsr8K/FjAI8yDVmyDHl9m0CKUQw/YHWPK0cPG51e1cLxkBgYDt8zpgn9bXI9KEh3WfR1
o0e31TGqF7Avo0STOeX700l+NYN7tI4OZOn6uy4LeSloOf2fUIPwjx5PVlrosdyHUFg8fzofuQLg
HiQxi5bmTeZmxFf5gaTPOqmNa8Y81xif3eXh7wpwVOOUEcRm3RD2XQFw52qJggAwEONOiK+mun04
azOJ8p8wdOaTdGpW4N02j0EjEZK0C/tkmhxH2G4+8cvLtfJ9mfJIDF5lTHinLvlLjuR8VrYH7G1w
Aj34ECov7BN0MeXPKIj6CqNHTUhsLg8EvAsFc+//dZkhlEK7C5W1C6FXRD7jwrtbMVSMgofi/Wo/
fY0B0PvIgNW1ouVjT9897R/DcWEYzs/8BHVQHP5CMmsaieK+ofkPhmDlSyjOILYX3nqeikIrXAes
7nmUSx10H6icPETGM5Z4lpB7/sHlgx8vIuklxAIA3n0d+LmVtEUJe3/o5DptJ6kYxTwMni3OmFr6
B8IyI/W2oaLUXZAWJSTNSy2KTmqP530jL++A4Cp1qtwHwQ435rJl/W8G6q+WfUWRo+2ZHgMNz9WY
OSG8DhcMwjMMEJCLca+oIufDsCrWg3L3fCaOCZ9nLovHz2uhiJwkykcVUccHK65z3ieWy8Ap8HCu
MaSbQlGEKSycrgIFZ0cpV6CBTavCQGfHELtuH/fEi2YicOnwCdnkdT8eubqceOYpOFn6vU8SWA63
o8mSbUjnsv8lvBQc5LxrJgs3bi5hflUlRFlNeOPc1v+zmMgs48y84wwGqbENBzpxWvdWvff5zsQd
SMKgNED4BBr+EWTZBw1Cj8Np4CoaCqjBMBgI6BKaQ+QUpVmUiG5Y1Y0CxnPh90qmt/6ShnotP1GY
Z2NJDl0NBbhnyeBegE22LwgUPKmoQpO5WeRINyrv7daL4OQ6etWfITnC3xemuzuKcSG54Tz5Y85k
noxT11Tlt9YV12oTScOMz4SDOJPJDoez9z+8OsES8v5gISPOgzP2J/ga/yn1HJtewWqa9yPDC1/h
WA5QBTKsdKHPgqQMeKRp2QWmH8gHz92xiLPamv3JdNryh4rU8d29cdKrmJFZqHFGu5xOKm//hUvv
sbqaagR2IwcaUUda2AItz50hjQ7T2RhUdXA8NcKfFJ/5x6Q9FQDULa4pZ04KlfYH15GXT04/ZVl/
XhuQq0Yzm2YTmo9T5npMFS1RU9zf69tVcubk/HOCvOkC69k7vM+eadN8yToQJOE3MvBGxiNFajxu
6ofOa1+hAopgUrseMK8KLwfyxvfDOV4S0QI+ln2w56AULf4mgydgkr/mU2ONqI+o7fQpzSo4b7K9
vgDBOpjjf4gTuemuTxHtzp6fzhcurKd0FeB+7+AtPOdqHy3Cx8ACkySvtr+YW8XDGUeNNGs99EP0
rQaSmc4GvqspKmFDuTaX40mUhiWOxC+WfmPUAaqMSE2wTV1/p2BNW5d9AJUjQpZKhnS+7ATXLONr
yGHTg285kMMBLLKOoZDD8BtgdqfWdMUy1L6H66kbefcajEunys9ogm9TMx9OMD1i+4s/3SuXIXuH
oYlTGCSbpAWFMRP097/+aPe+puF9zeCX/DswvI8yRZenpvKsI66SosHfnjjTZUiNn3ndu7NGCn6m
1u7Ve3KrOyMKmoNQAK1m9Qdn+PhNydJGfiMnLGBaoh4YtCXx53fwXBXAZUyJdya210u/LxFO6CY8
8JeZCn3KYrZnsG+w/JGSv5PPdXSQxVbJ+xx4cGsPUxa2T6F3uLU3CQHoK9m11p7te8SxmZpOjl7N
9uWSvw0ymT7WP8ZbHVSSxMb4qokyg1PjeVp82Cxyc9FVUXFVHroSs4T9CbwN13jUR+vbr3Ta4ZcE
CYJ56cTsnby8a9qg/FHmr2indUfZOmMbzv3PIgkuZsxR6glaGPQdrc91CyR/b/fdAlcb2REsr/FE
iuQrJn5FCRn6w9mehaWWsu5sAp+h94sf1eSUYlVen1y1At24bDvkunZoZ9jR2iNNNokhc6qUmFgi
JbiQf2TNU5t9+knNBdsRElhcl3SWQVF2S+3oGE0noIQq93+10hL1EZ2f1TYfRgyaQw+YBgtaKC0F
tc7ETqYY6xmYtoBubnhqCm3gmeCJ/vO1ufV+xqF4b3kHeoJCztsrnNgJM/MaiGIaFJE3D2CQhYTX
oUa84G5Nt0AQr6U+DVlUSpQ7k868gZ0n+YvoslXSdOer8avOd1J6upUAxJwzlu3gB1hjJStDm0OQ
JTHAEo05S1KDabaGz/HUe4QdA36r7ayyYXgauxwKUEjFr/EBB5JWSZ/pgnWPEcto3y8nAsH3Cm3a
F1wZhYHQUgw27V1Yhe0CwWcfS7rVmHdqRKymuvBq4ofChGtHVtlEIrvOx+QjiFNt436G+WvaFJQJ
y43aLP4AJXaRm7U5Ykai+wFxPHLBSf6FG7kHv1tLYbv0n/D6Wa2d29Zf5ST4hEyJf6Muh5EJlxiX
WZZozjgXR7i67Ki9+tntuabvQ6g9I8VEgF5vFI14A6Chqbtb7w5Qthe+3nWIcM3XpPlmJNUjQQ9s
9Cz5AK7dyrXZAcB9YNL+ZpeqGuQFdY8pLBfRYhbrai7aIWskc6P3yz5x3wKkeVnsDQzEnrbJ35o1
4QXPs8thi16oPmS4088nT489xSc4XcfkMQCxYKAebSsMnFF1itw3I4GrN2bxQdBB14j2VRRoHH47
m98bsGxkASUMj4kMI6XGjLF0jXeG1BV5Qk6zsc0YbVMbgl0HvhLZsXvWJZp0TYrXsyAECl54cZue
dQxxBSBayNRncqPEz4806NfaEZHJgTEs6+arPCPTbXrqTfUnVOXqYCEsPPXg2r2r51Q4pP+TgZxG
iC3UyV4Wy/AT+UBi8VQwM4SuTco+9LjAlFcX5twDvzaiq+yjjndXKPycxWPG5VHujR8+jDACAPun
VFT7jziI7//SB5XnGoxQCn3l5sgnJhFtNBirXOy+gkgDO0aYACZI41n6zE0m9w17K5qrUsHlw0xG
X4l7dEMOkw8Ppvt4l9LD7oC+BWRUrrFCZO7b/0WqfBIDhonjFRac6LuGBtayhAS/nF90jGqPGL/K
mFyHRPVBzbf8PWquc0daLJ0a6Ly1FD0Sb1+zuzPcG0LUGhqmTxLZST9XvRnFtHlYJpdrvSzbkNmT
qvvFDIKj9BA8mUbvX5awpmF3GGcKOY5YMbjO+yre0B0UHMHLgIWA8ayDZC3IUcoyeKh+vqcNQ5lA
emW3Elu3HueHgC3/72f/LSFoY4LENN5koghE7agqOWDR1VcA0oeryH87ySm6UwP/ihWFww9b+d3N
Uhm0l2rljbU/j7zzdqXDt7de4T00xT+QklnbYeTnAJLifhAUB3ZMgCC8ta5HdDHDT4Oiy55nbXnh
B2a9Ty09l7lhwbzTtyZP3fIeO5CeSbKewmjAGasuw7x3Ogm+DVzOs/hobZDEiYbpRdgTL6ewgccr
o/BpvHMBsyKjgApT5M/ft7UqAEwTmWZuV/hDiVXCkqwzr/NVn47gd8ET0N2cw5iNGOZeGxEQuLGq
sNY/eiOV5IYWIlYyFdXytKeazPdXQyu1TD2iAvuosRG03IuZvGCf7ZCTjOJ2I9QTJGhNG2HwPp1U
HoTIq4uC0S8mS9IRqCH/ubFz2Hl7jtQ+Keun6XyHPF8eMuMksY84VmV59Zm0o8/c3OVnBkbOZSG/
F5iSZ9MPMKiwJ7faIs2mx7Xn3SbGhkVPpt1lx1wIxzObwPAGubk4NEvxz1VX02TvcxKazDTnybLB
O0j9HrM2+BWDqh/kxIadL8YhWl2Wr5u6E1l9RgutY3rWelrkf6OuXy6MkRUsMIfl4kl7Kzi+x7/Q
/7+dxRcmuL02Xlbyz6sLgHpPLSA8g4RMHjLMv1+1O9YvN+kKN8TZAZM4z4JmYKVT+Wcx+YlxaT2w
gLlUSIGarRe97c9NIA64ZC9Gq2lhsAHCqA2bBjAzTyzQKg3znuW5JE7fSoTtuyOb3p8IAJ04hrJH
5gOkynVhGjvk3Nemk9ccNg+LcqtjSvBRVIGabl4GZ8LLBLwiT0wQw5tZvyr1zv9pV/jYCOq3xUr7
nrHTyPRSnET3R2iBxd9AsA0LXkAorKElaZzO9dOyiKE/ZnGk/DhKh1ebCBsnXoCzjXogubZa9lTu
cRQyjuZNftcrBw/s3Hf7sfgK62ysqbz1UQGf4yMKMlwehAsLxAu8WIzPerPdCjsIsqNSXxYlTyzq
mYoMHG3VE5fdHLwHXfQDL5cOL/YMsq+TKUIvJc0fa/e7XcZG24vi+/nDrCnlJ37ElXjSTaaKJvpe
R47MTfonEJ+5b4PadLAaYuvu3eaXbBMEH4ixS4t+PfCtkwL4G9hOp9eK+n3Z5JSzrdWdM8kFL3+B
1GCFJBxNhOWvsV/D0vCeXa5sTvNwCrOEKHUx2PLUctCCJKPuXwrftrdCYYbejJsV9PMe9GLG4Puf
JZ3YVGfmgsqf/LCRAq3vBmEABXLeheh6O0RH8T+7rfRGLXsFxFPlWhKGc41Ty5ovy3f+yFgDOmSZ
eO8D08Nl9AbOMzcUrmuwMMakuO1CmhMk1P2KrdtNIBtsobOgjI/0uRnTvJwUanXLwhN1O4fZMIeX
V8pBTaVs8XGStoU2M01mgDoJkXN7x4GZLcfUmzFAhAIeVYVVby3bBLPKAnriONN5ddzgOwBXW3p3
4yixF6OxXoC6C/DCb5xAIuZ4QVgoamS36QoxLwbHsD5SynxWkdDVO3si3vX0x8l+DPLu0AaRgzpS
lZSB5vofc326wTlVq+eDGYVQYZqYabgyWrtuJMEZwIPGuQYSHsbJFlefdg9aFURdWlIsLQ0SjmXT
94wAx3gYKTg0M+DawiJKzQz01MWrO1+1tMAX4ateMUbvioAmK8TxTbvHQwBo73BhLeVYCP2eZlnX
w7Mfqpb64ihag3JQAoqvMsXeHFFNMBB+l1mEFFGaSC+p79tzIVIaMQboCCD6NFiGZCR/gDOD0Mdt
Pb0dFUgvTg49Z05+pdgJUgOjoR2/OnV3bbOkbiZLkFk5V1Yq5JTBh1oroGvTY1KXBkdilToJDANJ
ihZrhM6482P2sHPNndlT1/KNy1vpTah5wqsJ4NB2UVyivU+9nCnrpgVqZKHdTWeP/KFepIPHLBKL
e4LQi91adWK752jwa8Diq94TGR5QeYRKofq/bohidwGRsDbn7fzPpUgxIzN9GupwcziOcvW43Ut6
tet8fpOo0mA9kPiVslYu/1oJAgak7Co2pm1Vaf2G80XRvACKWJQ4237JgIs4/TGxw6xBdZTyA1VQ
SXGXARQLGqhjHmaDYuGbRR1qA0N5lrhwAFwCU2FiW0BRwrdZGcLyfAxaqq2sidN+7gxmD7aGZeT7
WlOa961eIO60PbfUeASeC/STVKiVDW9+LDDBKzoY3WCetokQg6aNjta9b+Ktcttjqxw/kPxfvlBP
tgH7d89f9pwoasVNly92TCOfucAp/S6AaeQD0TctlVmm5O9QiIaatsFpI6vJG/vFoSGJ15BBUXji
zEEl1DHtKRm9HVWZlaaKI4XcfvRwh1zETS1QfmITJ6LBy8USwLP8VsS9KbeQ7hldoFTC19oMbWVa
jl8zh9pzrcQ8rrpKUCAbxJhkwRC9OWFXqfsRhCqTxEQD2z40eAzpcT1La+zKoT8ptVbpWkzO9Zq/
JTrZiLvKrLSUZJw+vWfAiUFHKpqBaGfTsw06gjS6YhgDJ5Lp9xOOX5Ld26JNeI0rP9570uLbAaSp
bawgGGs7o57LGSmyCGkpkHrLRMTWphvnNHGiF3FqkFYGfeqGcp32ZTfFt0HpvGNb5WxaPB3iIN78
yOXezwn0CvHaVMQP3RnX1uaoNTznk+SDLukxWG6yg80lGUoAA+JAdPTw5V78zCDve8WAE0CRDYIS
R5xDw2xe9HzhVttwlbjna0CuowXVkNSi9l7wZnS0MNrSGQ5xbziotAxtIon+djTKgCLis7tQdJU1
R4oAmK/3kLYOyheq6PcEwT9Wtqg4ihCiOdtVyQSQ/wLc74aMPL+2/Lqaup3S45VujgLvbxjVzCWU
ZxoRbzH4tR6DGbGUI//2F3vaYN+X043p5cmVnbQr1kPQFTAga9JvicCRAj1rTsRx/txTZNilZ7yN
d+1MQIIFS+a9omL/RTBNWf9DyFZakd7rBZ1i+6e7arrZtr9z0r50qwD2f6uIJ2+4DZO1hXTVvNE3
jpHUuPgOlaU85FynRkihR/s+XbUKw8ZrW+1lNuUmQ48QQp6XZbrHEFNV5NgzL48iS5lAWCjXteFz
SqUESwaKXOvuIje67lVOkrXLJJFrw4D973Bw28KrhHHMCXsqyqc1EZvE7UL2WalZfOLM3kitl//F
HawErDud3eQk1AQdGQqT0zVcj1VT9hzso9MtKyoImIubrLCelGdsR5zmIW7TIfwHw9mO78GhbDi8
PNC7aSHYIpoAhqzt8QYhoNdZ0UmHQf5bNOYtdsZtQrVIAQNSO0pTv8Qg1F4AZR++nQeT+Nnrfv/1
X/ArDehZwFygQsiC3nH98MRT8uwR1ONzKxzmCdZelk75UOkEfcyjr6A1L+KaEdgzXfWAdW5IRCZB
2WiLMqpCXgFXmjQcG1rLw0/af+4BTNb8KKhftbj08dajlCl/RAEf+64jGaD6ZMKvnrErA1u5Ui5m
7fEYpc/se8BYM6iYV5qOcDBY0O26oWJoxZcap+xoF4NKBYsjKoqqwN8q66/qlX0jyLhURFBmGRFI
D4bsSdeGYUgkQD5S+a2OFTDZnIq/qyfy01Pd6rv4uj2XFgSj/3yq+E9g0lD027I/X01d9JPkbbV7
y7Jn+Cma+ozkyfj8Fh+1PFaBUVs5UHKVhzsC6mu6WEku0Ig27OxQHP++ZHJNSyEFiDZzcl5sUS5m
oX5z0BWVPug7udGcOl7Xs4TjTmN3ImV01BDDWTJ/4BL39L61Z/9WqOboLOly78J1bv+qKhN5KK9h
VJYjR67CutUC0Xn9lFkql4TpUjSib3dPDowlpeHehZoilkyssLdrLvbwYwvwQYC4Gyw2awXbVkVN
HKRuFUwjj3+HaUp3VMQIit+u/TLTOeN5eR99XBcqhrixY7sHc7DbtzDUVW5a8AURU5YVWjEK18Kk
tjgF/Lxz92xVoRV9GM3sKv6HMgSpL3e9GCxHw77FYrJ1LxKP60tqk9rQk6Y9I+/MDG93h5Kh99yy
5PTeucjQmU+j+2sDE9vJy74P/f8l/MRVZlVf3hwJ31RfdSqValtnNyo//iFF/T1Dy4swPNKUCXaj
Boa0N6QEygGFPvTswejscGPvsPe6nAH92KkLGNeSiy3pClSRjk9qef4HaJmqKXMwEQiqGSRJVWxo
yaXDk0A0Cy6MBRS4dTMbtdcHh0zIYTMBSAj1w0RM9B3SMbUg1/a7kZ+7Ce/9Li37V1SAD2mbvakE
IfEU8VIcjbeOJDtLMzrt1Eb9IDXF8AUn0Lx1jReDUOpoAPTjnGotbsRT1Ke74o65zTzoHDHbD4Y1
wOTlriMzd8ekdmmXpVwQkuI3TBkvugEm+qs3ulVuUFSuyiToHA0N28lold5WVfzRGIwCt2FBS52F
xKjDyi4hZkUD0Jn+hd3hXvKJEqoaHjr9bnVwBcnttUX8u8p6Gk6CdpDk9abfJUkOZP4/GUYLE8Xu
D1unDU6V+fFDT4U/BINRdlKGCgfJX4OVIYMmET6UKDHl3JWfsuiGzSi4C2odiHkjASjX/3mE4K7f
3X/SDvCrRZRj342N90diSNOHUsKxwS9HaDya6HPW0UkNeJmyCXn+Cgz+JmL8zUUGeK9l1WtFSBWO
ffuaMhD3DOJy7K2n8Bml40qcssycShTttC59rrXBdAx+AxZji0yGRSVQL84sbYcFUtLIRLbkLAXt
E3ABACZoMbn39lSakxdobBhr9DYOfODJNljkX7tvk3bhzGpeJ31XLMIE5e32f5g+rDtszQY904Yi
CthsVjpzKeCAXBxifxsETSPR0Xkhzn5J4RqyepuxYy9m6hClvx8bUsTzoxVG1gcMqJzyh9zkCq14
2ywj3zTtfthW6pi6caAvW7JpMP9uAEpQOzsX8NuO09LmlBAkS1449QcPoWBuVzkIh4jyheb1b3fc
ScfijprsQE45oQ1SOtXuY863O1gXTfXPyzzlQsh0eguzVPjKx/dC0hC2/LZ4Mt/+oR8RsbpdCHrG
2NhjNhycjpj0Y7pjMoTUZFzavvwemFf5lHtJ70l8XOFciqqII4pHb4bLRp4kyf/n9uV8fxB1/pGS
tGmXCnOFmN1rLBwOg+cFc38FUyvlSkSugIKshvtywW14X//X+aAo8PyxXtgv//VrDYbXqgqP3mjr
80rBPsdTNz5TVwEFa8z7Uq29IVkic9vJontWmvfsq9U93zhvArIGth52jxf7ZSNCJwLLSukibCII
ySea/fwkAbLKx9WE2ewiSz7yb8BzwAQmX5u/CztdaFNZ0Wvzjf+d2g5wVNjlswDScasc50PpaqaN
r0u378LI1vPV3DNDYYYv5GVBYQ26tZaSBraXAqcTb+e4VQnzYKRgG+j8EzzltmHQn7HzAsDhlsgl
q9sw0QUncro7A85rzwr0Hg+L7GLLkjkkF7/3kBwyy28v+6KEdkFAKYNGsBGzqxoK2Xr+0AxO0jak
cr4f5CmwO2MaKy9uiHgj7xxtC0GezO1vJvX/PuGkkt+O95x9aYAqX9pYzN9QTCtSbQLN5M4FrAm/
PgyAXSE9Fd7lA40xhdTN+6qk9ZoOgT9IYzwcEkT2ZRjSNYT2fAQLuxPMvvz3jTjgyIDRbuqesiYB
m7eighdWm0Y4fZhGQ3cDnqfJnmESv3+OHSqvWrCt4BmlIllW0riq4MuICi7yxlwKLQxXLLjm9BGh
awlEc0vxomMXfLfSWHtnUQXZorYPD5GFKWPLs8TIFG9AdkDqznGVCYTYDpbJUNoy/4odbek+6+iZ
GOgKMIrg+icOZHvKQWNAXGQl2sdCm55Js0bRrw5uPylQtCplKezg1ic3YsQHneWkmJsJD/zN8zD4
DPNiYRPsSrSRZSjy1j6LnM0v6B1ZSzb4cGeGVZ3qg2539U7UOMCZ17Ic6upyNyCIQU2/whq+egWY
Xegc9rFDAxvbdc9iCcrTl0x7Pgrc4G3vt7Alm0Z0R4N+AYKkRF9vQoNA11zhxxQgLXUcOji4HBmu
jYQt7R5v4zqBLA3FdhazP9g8mzbGotuEBSLwWAutoZyMTO7cinfEviOeAkT9R0rVx77XUJvWsxA9
rD5DgpVCbx9gJcD+M2WOTiRW2ZfM20OTJFGw3FKCTUAtIic9F1gq1/lILswPGlSvdsfoMlQWRob+
Rmcec+tc2Ijt4huSrSAA8EX2+HCbEpBoYg+GIoBBpDqLBFW0FoxtQGtmWDTWMylGPvhILACccWB7
HKOmqP6SJbaLFaOHUWVaHCfPwm8UukRgvwieEDm8ecXtPI42xw+0CxnaeEMTo13EDgsTU1FCF+Ss
ppHZvrN2aoBEU8djePEBvPqIJR7x9t7vlXJxWHcDLWSh7BysvAls8E9ngTUfTgHLC7akxGhjOs5t
oNuwzBAhSGBavB02+fqNL7gDxxKHrZs0uBGqar+OsUz6KlM4Gj2N8EgAU8/sVh+tQ2pj54Tvh1UP
WJ+DQjvS7nJeq/JnNMd1cOI3uX7q0oESjFf0nNVhGOPRBZBcJ6Pw51ffvgLOx4x392mosW0dXp/h
Q9Ts3pa2IZQ7gonaqhi8YrrPcU7oE+9qZGj7QiS8Bj7AvKAptQmBg3jzUYDIlr6XWdZyJJ/udyUj
yejxv/Hbak/YzQqkNUw5hfKiRWHlSaU7NOdgH1P+/aBKCUpx8F/yj8bVPIdHQOgfrqn1GrDXscEZ
UQmCiwtSmidQmZL1ZfpbGrN9Vq72cQrODtDxwegjz+8OM/0Mz7K6n11Kh3xZ+fWg5m34p32ZD6An
BQ68shLFCHVazHRTYIQjxcHGV0RfPjmbUO0Yb0HyOs8RAR+d/lWa6Y+3I3lGu2UNr+IKLWtHAjnY
37twyLI4C0CzQA58Thc0FVszOJPWK3GAmyBYxZJhUCD14DztgoKULic2h5GL7PfRfVUvqMPrwTmc
dHU2sry6WeJhnYfnkdxg1K2gudzlE4e7ZnWnEauo9uiOJTYkyL06vcf9eN32dgBwn6HURDq/9XmV
6oHkALY2heduEC5zzyQK3C5NqPc8uUNejDX/itkC99k+03m3j60p+r3a5HiOPKTm6fG2/45oniYm
tXEkCZ8lSeaVDG9Dxf6H9vHL0ZbmAk9tipqgppudCkkEXkT6p/e4mAHMK5OjyHR1szM0Kzjs64Eh
Z+KgXKvYV0iiIAfB5kPEXGQ9xwyDzEZo6l/XaQQaZ+WC2pyNOUv936ucYzhkXJn/t7dDx1dh3n7O
qEVJSMQ7geByq8uYuf5LkGLUmD8NOrPx0ctjUWdtlw+3f3cvilGxLKY7znRvOCeFyDTdGsJGajKI
ljfv2fpYZQHnfagIlQTnWBBZjTqNEQxvhCpoh2ua1gSO7H/JKJ7guRB7jU/KXuUYzU7mStuc1iPH
6T1N6MMuyHog69laSgRgQ7pLqtYfUcHZr9Z4vm4KP46n0IAt9V5pN1BaW1tQgI8G4/QJOuoQNsXs
fORUASUy1fTvpeRXa5HOn6I9PQ0MhFonbFmp3Sd4L8Ymke/qud4XqFIOhcC/54QIS45D9cswsCsB
/yUAN6eO4xnhqb0TryeAo0D39qb03gkj6KmSmGxGFDIfsegAApdQVodn6sHPv5+HVp7OKsGmzLSB
g7AjiDOnqCwewjSJuhjZC6gRcncMuTa0hrwPjuYf3l5MGNWBQGXI4edkiYuNnbrj7oKthHimgWYK
lg2b390WAy8ycNaOUmwo4UM29r3h4pKBM3Gr9WgS9iNYCggv7zAnnVpbCdDWfVLW9ySyUXypRKtf
VaJBkFN0u3KKuwyo9Mpkra+oXyXz7j4ujKxq9MzcTFapRqMf40+X2A0aG6v+FUyywI6D75KKzzO/
E1D2v5MpEQADZ5Oz9sTJFWAL9+UkmdR4pfKKNvJB1DNqgAN7f7cD8wJnaLcyKCplReNZMp3ib5ld
2LATjAtauVV2vtnKEy5eHHN1AaSHYsYHhfjD2b9i5mwS2rkdfX1kTJj1qPhA9eqL2OjVRFl3JKNN
3HP7IbdA+HZhTxMeXjVsiCJytXQxQhFpiOAtDeS+1Ze1F6W9Tus4voz3hWwvyIrcZIrFSkaFgVhr
gFPyWKJa3CXw6WrYTyCVcw53UJeX84Z/jKMwQZIAReE8/leK1sDudwE0deO0Rox7zEOkxBkeZGcV
0zJhSLuKjlqEFUuxh7tR8RuCQJZOT+WJpcHwDsQtd/gXEN5YfoUVcdWH54w+n4MaeLAa/0w+pOu8
v3RRxBDfURp4arkd2Wa61T7rat2b7LVZX2tAHCZWTqg2FRZ5laVgKONrjjarFt/NTINn0SMo2w9d
doz7/VYvRilK26Lo56k0YOU2DRIU+ZdtWWYm/DhLj7CCznVbRANTL8XcXrhn7eeJZFu4nXjT5Yi9
A6q90vceOAeZXnyWJ3n9O9UWza2WBls12u13os4RHfaRQj1XdqKCACodBk3oZjHU1lfVKJ2vc7NG
DlJRAj2H74/H0MB1drdafMR5CB1PuTc1YU0Zd6ubI1Kaa0UEeTAZrRKk/B9iBUCGpeoAcaSKVUB3
G9KVKbzjju/6V2Mh/qGyZwl3cK4L2agjvBOTgYbvQCrGgA1H7H0LRzYNKsPEHqFPn8v47eo5YSEx
kFzl/Ua8dVO76eFBOTHIq9aJ8MLwkLyT95nHoPraqIejGqLCf6knM+4Xhfv5ZJ4zw5yy6PEnCmD9
fZK4SVAYcQH6XsWxxqh6Tp+pdTl83PlsfgA/gonzkEtFeQpmcS/JKq2C3IKsGavLqRlFZbwZSDnp
baun8VsroBAD9hr72Kx+HAfZGIlPTLctIP6f0y1qQycb0rNRtFwCabESLlFv2gmh304TDZ7MsTPn
n+4HNj25zzmhTorYqtMz19eWy2hQWH72JPeeVrrhv5QkE9zfPmkLaT2GC1ELkuQMf5DUa4titpcJ
yuFJaq5usdr51/98+EclOsQ6C92RcFQQJnuNl022xvGNrqTLfUU8pPN00vCp8oJb3lrRY0dF0d7O
oUKIS9KgwMi23p9SL9WaUzesvRRRH1GJbEEV2OoIqGo8XyLdHc4GYhxvUZ/OCcji2PjNYCCAzgAN
vO8TonVY/JzrwaTNCV+Kcc0ne+N34pgvrJvxokhOztcEep7Y0Z7Ld0ThNSOpht7PtyTEIYHcVaG6
W/FZn8vEFK9qFhA9qIaAOzXkZ5VXd7lB6ymV8dan3VV2Bmv2nLj0vcvBVT6HQeoMow++0gboj4Hw
ofNebkN0t5AHYiI0uXclP2kQRbeZzWEVBVOLHatbH0z0zpDHLwhSIkAygALja2pF771uDHyqS5KW
d2o52Y8bz3fqIW2Y4r4dh2gyY2rvTqFM5CVsR3mjcXxxRQmuorNqTWuE8GfYmevHjOWfXOSac3/u
kXmlpJeO+C/XUfjSCQRvt0VD+DaHLXqz7cpsNdsVXCEr23brNLhdxeJTo6uBrHAzbvMOiA8l3S9R
fMig9tSUFmO0NdCyv2vg6Y4eWLxoFOKshN9YnjqlZKXjj16JxYmSzmlWCnfZjQWWLtgM+gR8LVzM
Vw2+RCFk18iccJQGnB5b3AN9V0jzuJHfWDa9wumo6cw+zC3H3UIS46+3wNZ2ntqYDFm7BuUZLwg1
UuArILmjomV039tFVEoW6xho2RiDi5/5K7uuL3Uwyu0Uq1apxP2zXTT08RlbsAYfpLAKIXgA02Pg
tp0bL9HgcKgAz6qBTppH4ZUC4cJayFvHBGzTDednSAJ2VwH4IjGvE54Ncam6vBVLM6LWxx4AYRxP
ooqSw7+Q2AMeaAvKU5yI+deVUpfVZCXV3wWcCBNka4I+B0aWZhvEFFhGUZqP+eR0aKrwaNo0O2np
RNbr4CekG/tqG8NQe9+CaTQgGDOo5iQUotcF+JzlaqWokcuI2o7HCzOEDf2CBOYq11fqRsoCRitm
85HiH6cn0jG1QXjcZADYOis17FnhpQ28LfNhgkSQlA5WIq6vYWjKRsuLG5yADhVWX8HEWX0nEBG/
pmIEpxUCur6v8SAKZsrDDaF1r7DwyFCV/RNWqZQ96bXr5dSNzEal0UcbPj5PYucu+GWyAt/hJM0/
x/9ZO8cnKu+TzLNIxSp91SnJWz4lFPQvM7108Wj60mIV+UTMiV1TtNRaj9R2C17Xl7veDD2T/gVh
oA11i3pp9rbFT0+S70xlRvl0+R2KKqgW92drv9kggO6vqKs/tC2T5h9mmim+Kn9JhcNmU6CItF1O
+VUgvvVODpJ4YppjVYnUTn3EkJUz9UdzVpqONyiWuY5XD3G+RuiN/79QdX4hbU27zoy9S1lB4NO9
O4ychkRMB0yaHDQWjXKh2EM4ncR6vw1AhdyIEmwYCwFzx27q5nKnXlPebFdmCwvpZ1Jmp6iWvrPd
zQaCDIFqD9WhzL+XpRUITW5QbW2vpuB4ZkVBmUnoOKoyKDUXR7Bko0CkQGgxaDH5LpGJTtwT9Wa5
lvMgYDyFuVwKsodoLklTRJMAT762Fg7gAGlCb2LKb55aZ0ZPaeuAyJz4vk9xEA6M4mB8Z5u26rrD
bIYgHXI3HLPYGybMYurQIB3IVek7eNUc+EO1DQcaHpMJxQoQ1MjRjMvwqpyMKrCk2EOpoTxfqJQu
WlUqUYXE7vGY9ODFt672GWN3Q7VAQFf5Tp4I85HBYE2n1ulvbAET1tZ9ab2sf9WOqayC/g27J1Pr
fkDO2zqnrBrBnQEwST4JmFUO0Gg4FvNAupvZg4C6CSCrrhRTM2XyytA+N1H5zmbksnNrJm4EcGL3
xP/AQ2SxYbcXNxW2SU+nvMy3s3qfyzc7Y70Vjxjo8bcE0g9GswoNjsivKDw8w/G6RmBNGMPHtEBw
sNkyAhQULrrkv4DzY8jKKUdPu6nf+8s9BlTw+593GaQT8N0H+QcLnqMbfIJuZfpCpgmMdrPdXSh3
go2j11U3JgwHyDcpHJJPpZxT/DeCzMl75Bc3w9fA2d2sIDLa6fKI49Dt5CYhqz9rwGhVmu7zXgvZ
DywVh/QgHf0RcNKJ8kvaqeM6tLVM0IuC2emiyXD8uLPtqJvzgNV6Ypb0ZKaj7vLmO5LdSHWJVQ3o
87doLQdidALP6E9ZPr/TwYbIGB2UteG7JEJIIF1IOxayJuCOKtYrbG9bL/BOtg2pz6Nce0wCx6Db
eejS5izq3hwxenINPgJMEY5SgvHj9apIsQiv+7xyayBF1/3Y0DPsqLFH7Irr3BoPWqLEDlZyGAcL
W7sFq3bpfFJP0XUw3P8scPbQEQ3Fpx7AvRkpoK//42kjf0IJ8jAIJo+SSh0DwlijbNFSuaE5Legg
vcTIHTZxwMSx1NS/mc4Fn6KM1DJnHLKfligNSxeF31Ibj8byFJXJWEPA/GGY3A07OWHIzpRyfmAV
ioT7dtPsOlzvFxTT0CHIN7GVSBiNMhM1Sk4Ae65JZMbBeE1ERXFeTY8I7PUdmrB+rZj0eooq0r7n
CZfSLuD/OLqrlD35012Gk9W33oq6soQwqfpGaDN29ttlORSV6ZjjVgAd02iyVbEuqCitG5MpI3Nb
63RHrzQaNQc9rxlVBUON2amEremcrw7N/9I+Aa86YymsCwDND/zx0bUjY7fPEWejyAFi/IVwpMno
9euLAwnfxZ3LsS8rNa59hn0XqLaIMl/dYvq1pLuwXH1djIwqcIJFm/bQ5HpG5R+9emSbj4/cWOUQ
QZGuURnlR1A98DRgEpeO37qcJFWxN5+aYxYO4S4tFM2OHqAVoMGzEvZNT6wIsWuNIZhQluASaKn8
cPVmECOXii7u5edp2JysAnGbU3CNHFBa4xGel16ODPT5SnWs1c2DHsxKRQZAq4xu66/aW74wzGCE
aL7Hu7GxarItm2RTsChE2gb26nbfKEECbNZWrf3Cx8AmerIJcvUFw3biOM+ChHeAFX/Sdq4e1Bg3
9GV+ag1xZSVr7ZNFWJeHq53vTJC7FauL03GzlQbOMFWnJ5JX4gaTBy7MZKt9c+KFvGrVxpAq4Lev
7JxJsa7iDiAnOX1D0c0fSm9usNgCs7Dg8hqPNBMnRURYIEfTtHm4nUBFWXqmshQdJDo6JxUDqaK0
rnaiTAtzvCxVz3NC+zLqd9nO633Js/HwEw3cUTuQXEg3tZGW7Ej3lm51wFG3wGam77EuQLgC6KoJ
i7ctt9DaWQYxyKjdkWPivGFZEavdFcEFxuBoRN6TKqog3OOGyHaqNUd9BKYW19eow8Gpl4Aed6w5
PnEjOqQGjFn+G8zH5sgVvlTuugIsKYSa5kP2SzqBpeEjOm78CDpbfHGtWD+3FyGh2wuAxAdFc0f7
+vyxkqBzunFoJdMAwFviJx29JAXKZ9tO2hhRdeliAhxLWYvf7BAgbfePdqznRzgQcByaqk4Q6poc
r97IWWYV69bZVYORkROOC8NMQQK2U//kIxnSIlGn+aU2V4WVEl9SzVgCPoRgY4Ye9bUQA1pvTgQf
F2lo8s4+SPROvn4g2Tx+ctRqdmq8JP5WO3H84n+m0uhbZLLif1m9iuxXhGkcdLuF0ZksX5fLFN6c
Lvv/lpvB9f9eVzIJTkIEPK8UqwgTNlnin0c0wWc7hy5IFlC/zCvyAiFJgFxcvQ7tEFvJNMocdyIg
UJf1PeT4mcetz6QNgI24Rk+VStQnI9QLOmm2hgWOv9sG5GJLhKlCqXwf8RG0WgX1LwbrqXGZKzxP
70uDuE/jYS1KDcoMRpE/JCdYsaJj4M4BAoked1nWIlLGfi1II4IiqdQVA7Y/uNDu5ySNuG5PlAD4
RmPcCNkU57Tz3A/HwrBR3BYsrQHpRphgH829w+/r6od34naoBerGG0XcGYCXlXFtyCCgkuasF0+6
mYqyYb71D5R1StwENz2KMFPIuDRe5a8JSTl/c3X5kScWbSLB9KrfX9mhf00KaWlXNcYMT8MVZLht
fsZZ6HGXaHrRTbx/ZOW3xlUGoAhZRX2tv8kH/rJjbsyKkoI8AL1cH62malg9wOtA1SxpZO+w5KQg
7oczidclu5g2Hu8X9JcbUqo83RBMRzhxkNLthRJIHPBq3zgoEfZFB2LjTs15Lqe70zC6wg8asVqg
UF5nVl/Mqvea4FnESfqy7HDkwdVO+B4DkZLu7y7bdahjv8UIQQuEWbcnpxaaOC6tGup+b0JXDZ3R
FlUqGGrXbe0AuLpI4dSytaQYI3yC13WvrmE6D/8eikhdgKZSVHtFr0VJ2siKipleMiH/PbmaloDK
+NjmICo+4mMjRE7khkFHbl528/taEi/XMtqij5X3wKG1nfjAMJ83CN1zrAcD4RsyMskX4g8tnm5u
WrcIIOMvM5bISEvyJyRABkb6r8em+d9sNJiTpnGmFDH2pG89ZUw6G+9olC6+PnMzoL/Au1y2jnit
E+nHOwwOGl9YYZGN99U3oDbeVjZF2msdXdiHniqNgp7PrSRQ9y9ZrXqOOw9xzhB5UaFmY8AABLUe
l7yFfwWyj/SXGH7+TIVeSo0dEaVhzQwF7t2l5OkLIpqWfcpPUyEiYiZ7P9kaIpNk0S7LDOH8yjyT
HRbQiF0EOBi01Sd+JRECgLtgtoa3UYAlAu7tM0e19UPM32iqFHMYoXkIN5f2pJ7AD4hLr8B7kTlB
Aand/VhBPLqmdc3TQLmFXtGJLR/ckw/krjjbSEfHKxzlBfavd2fMmNVlIJggIiP2b1SIQHJFl86V
8ZktHaQdKX5u/a/IfRWx4luqcer8l9ZNC+A6ARfewYr0KHFp7RygnXtH38PH6Sk5/pAt97lXjFaz
YhlKR5kb4zyrQRwjJrhZDy85RtTSH3XR9LfSo+Bz3AlqlPnPBb+z+lulKD34SyGiI3N9hkYiuzEF
VC47dagAvhe+7TXS6RVn9i4imV9qrm1lcM4RHiJtf/IuTFatIqXm0xbWWaQoe5LGYDy7Axkq/ZuX
XaVgj6ZF1CGlzOHwqb60qDuWxgRCYSvxLKf29ZWA5vWNmT/Xo4dmwiirlEUSp1i3NNpMzCmSs+JE
3x+NI2qB0A+hdGEpgaYRg5jOjX13EbDoPln+mF3JbFs69NaytW3xWbV3c4vWrZbHhUiR7qGLHE5i
fSacWNYr7o+CPSkpUP61nAwk8NdTUrbswrHEBPFRDYcv5hySbXnTdonocPMhAuDq3BbbOZK1gZkT
Vu2yTWGD7gx7HZA1HYrRODjTjx24hKBI1n2jNf8gcC+a4ombDHTZF0tOL2zYBvwYjU+/ul43XCmu
GUzJSOpCnL07bMFmobJ+oGnuNr3WGw+5JBq7Xj800H9NUPUe5/V9ZafFqLPStP6ibCdelbHPPrHq
7/+XBKdo50VtkQfyRtNW6hn+8vVcu7I25gTnEi/DWITRM30m8qELKniy4OxY0MBzOcy9f7Ok1QLD
J+DdnLr3Po3XXkzgRh4IrwCvwJJULCSmRDuvVvkmU6UC4BOlIHy1hz5fP66o4NydRI+10TjICUFM
5UHSAs5WmjmQy8y9miKS1DrwIB6ntjJdau81W/V4Mf601FV/Fgn7PWpc8q1TRClFweKP90Ep5EpH
YGbtYcdnLt42R5DKtAVTKmuHg9sETm40Odtkl/BN4qxcSF8WpLKRBUfvkxue0KOBUeZVJEyyQZPu
oYCEb1Uw6/XiUd247kl9wArZUCtn6WUCJmYX4VEuaAGUpLW575JZ4hGi0yI+mKoCQD6VCOOSBWXE
mMrwFKZdOKxP19SjwJbMnf18eYQtcyCma+bz5arM16kNbk9o8rLUVvmSVcFMILUAtx49WhtYQRMr
4OsnNJwBL8gewntC33EJvu7I5jPeT9z//Ejw9MuWkC+nqmfO+gnOUJKGYt5d5Mq6brsVE12xZXXG
eczRigqKVioAc0wU6hejq5sgKqcN8rM3Ha5cyHhe8jrOOeHSmCicHJGL8VNXEBhe0ftTEkeXuyJm
e/dDJ/eONhWctqlR9jLhCQAf3qmQ/EZX827kKpC1mO6MnEJCZpsLvScyT2NIJkM3+p0ACj+MHpGu
tl36iGAZ5HRsPbkcQnK5UUK6av6d6lE2vvO5l8BC1w+AfJGKB1GQ34NjGUMaz8vh0AdzHLOFIe06
vdVkGOouRpy/2RtpHJgWBsR7/rhGGMzJieB9147p8yQVOTfLOVzqQj7OHDX6fO8VJudR23HvRXjB
W5ljStb2Po8EqZw12UCWUz15IYBGIZpWQuMUXfOYdWzARbu2tOmQCLKzPUHHzK3cJ3dGSnHikM0R
bTNWzNu2EXVAogS0j2y1MlPhBdcO1V0c4r5yywn2RJrNnYnuXuG2AtHBOlsFpXmf77Ze4nMmK5I8
cGq+jMyaZlDNNf9w7az1mgJvAjWyTE0qdgDMPaiRweFwYpL31fpNIlcfkFrMs6xMymti9ywN01Pn
wsgD1XQlnIdXngshsaAr+HZpqmPwZ+yi+Yc00/SXwoCmoFtQG18YfmudHnq2riFyccfHJFgAkh4W
SfE0J74dW3Y+nIAQfxnYO9F7Sjw0fyoWpnjRi5UsuOCXvXlQTzng0E4enjgnbprlCPCNWvuXYSjS
ILEIGb1JwU9BgsJAraI3cxVsPz8KzKMtg8TXCB7eJtUZ93S8uRbXUexSxCAaVzQzNiZZlcNNAE6P
MAdEsKYPPjqG+RSRVO4yMD2al52Md/6fGQJ85E2O87XHRR1Z7XV2sqNrdfkl+wOfmVJ1rFCd5Eih
nIXU5wHOEIOeDzqJETW9G2goKD4PueE0PLP9WVvS8v2xqf3ziYVLwpqO74aw9P1Hpl+r+41MYsta
n9cIyiicGCy7BpwoDhyQqmfrAh78gziPcta5BScQzPUalgmjAlp4b06gngEMBDKjQK6QCg89iMvy
SGdM14ymRb3zMgCjmcv10pBlzqikwje6dDt99Sq5NPOMUQyQSOXYVpPJdCft+dmhfmVPlgIU6qCY
5K+lJRonxoC8QX7kfuS0eSAD/ltsDs58sdlp3i6h/VkcUcGy7f7c2l8kMBhi3S8849HBsqZErqSl
Gaoe03cGksJbrV3HWr0ECse3N8IHviBd96Dnj5ZZ3T3906eedS2rzuSLSdyH+pv3xIBUktLrg4m1
FdsSQYfM3Ci8w/czuHo3u2Uxa0qihBXxL8afDMQPrMhCZD+Bt9C26hAfOGHq7cqQ5XUbo/DHzSit
CMHSkfiBiC0Jn0nyOavHI9a8wB9jbe7G57RuUnbsz47GcOO6X8Ua9WKKrUGugF917psxFA5U+eak
2wxAxAaf2anJFFaJaXQBucMtb2aUd+7QXQ/9c3qRGW0N92M63CBF3LY5d4PnxcTL48GqKSvZvwk2
qkg8E1OUEkg8q8r9qn2SLQx5katveWxEQbsqhjer4jCrB+gJY04cFQmcHmHUaO1zkYS/NzeasFVV
T/i5d0FfKEaOmtwG3Hqv7kq1Hi+zXbqJgCvB5GemdocujJ2YLFYz/0+q1oUdk9uRrx/TtI4T7daV
H8hnggYlN6z0hHbIZlo5kGJvo3MvDf7tdEITKmpqEXygrkQHOmoUooNAMt01Cgdw+UEeye4ierjU
iY6/O6nbPyb2d0i4ZaIc+25nRahLOF8s2k3+eiwPGOFH/xUiVYw7rAWE1+C5OrvbtWKDHOeAK8+e
WNTRDaAUBNLaa4SUkQZq7ewfno/vJIsPXHeRPbV0i6LpZm6x3b9M5u+xmnCTK/HuUI4TCVYm7oz6
ubRAkxQa/SX3fj61ARAw81DjApidyxrJFx5IE9bR+Pp4Jbu+5+8lv5JJCTsgQUjbllCYStOFNbKU
fRTlG0v5dzGXteD+tjCQ4gpTj9t85SRo12Vtr/fCwRKJbCkygzMTwzD84nibPPzObTNaZjx0MvK0
zq/I55SMcs2hAXjjub0yDZ8MnzGoqq10NGede/HYQYDVRyyFUX9Wkr9nscVy9QGLRpKKSf2U/GoN
ODS1N/aIUtaW9t5/6/kGrc0sq+UKu32R0Ye2ptDeIzucS8F6rkrtSfehMndUv0JTwxuS2C2kfxLc
gWiQptCrntkimKqR1X5EXaKxkmBcBiqveX5A8MKyB+N0WfATrYC6sF679RbllLh/ye64bAnhqjI/
YlVi6uo9VdLn+/GKWpVuz2L8C/eXbdZP5frivtRt/Fx86r/OzRROwwM1HCZAhbwC+VqLW+AKPIsX
uGC9KT4tvhNQd4jYOpSf5paufOfhs5ket5hrWwuNUQyxvuYhgWnjQP7FhEkFbn51HI0jFfMDFp+E
wvomwoY4d/q7nMNM0CgpkfBDW5ho9WWJ/XHqkuwX4qUbOXfqazcfR8/cFry0eod8Y2E7f77rM093
wCiXrVUb9U6R8jKTdkaZz5yODzyy02YHzuppfUP4dYK8UkTZZ3GBR6vbJxdvm8Di09ivy8U4Ctlf
ZbrFBL2BD8WwesBiy3UPQj9DZMWMuUVle/F2sEua5hR8h2H8k/hLKFbfeMmKF7lpcZcZqo/bMkVD
LcffWSPZnucH2jInL//9r/Y6b/MlKvzazoTzBHdXtJS5wvTVSuh5pFM5SmkyHkfnl4cTuCe0kboC
/h5FsjXbz0DzuAmo4NV3mehTvokDhbTINcatM+n0HBL/Bp/CflvRJ2bB2UxiH9u74p8mxADZFhsX
hAQjLUo14Z+6oC/E+4Xkib0BtQTIDB12XLz0ky2kExfyUx7XX8HXVy7balOAPBpmMMiy/KroI4xw
/qZKs3azNebmwpG6AiY11E3WWNhlhtIqtnylj9ElgD9LTIfHDGXsLJA0zbo2E6zz+f335dnub1Pe
ACr3wF1TJrS4aw3yZbNgpE5N1CLUDigoGJSV5rNSVOZqxD5iLP9jyzNbu1Qt9saMgtQ67umXIeZ6
/9sk+GIxeBnLjLERBLbzdtZQ9/7TX2rub5RVc+cNKQtapi6Waj4KaRwfE94bPtTD2m3UypPnWBJB
YD4qa7eeXfbru9VWXtYQ6ojXBZKilJ35vHXDT2jiqvc00JsfhADgXR9mrCDMYWRO2NLmUA+1gkfY
waWomfZx8Ya3blM9HlVfDs18led29JF/DBvPpBxSa/aGxnHIZVJKm4xkSysrMHPzh0O3z8Kj4VYA
kFpX3zJPUFtjlJt8pmZysETYGjUP4gGp51qhAJoEZ3XHXmlMqOCrFiotdzBL+UYFvkUxHSLKI10c
RoaKNdcodmcEFYfyWRC1tJi9bUFu/rAxd016NMLXTXx4VFmuK3o1Kf+SAI+gkc4rrKTminFLjjwf
zFoQsci3jKpijDrDMdjC2LDjF4HdKkekYj++OjIt2XKcTpRQFGvqcKKkyU66hxOwY0k7YmlynicR
NL6SF6GeezfJQvvuj+GNMh+aDiBIgPm/KD7gXBP/Ma7O15zhjjy2Z41nBsBe4oc2kpFgViZd5KCb
kgxr2F5ZgsJohur+i1Jj6L0afINuh0/nwGqsRos18EFcT1ctJJxcdVlMquz0gJmKwK4TatqPYRt8
vEpDD4kRmsWTwoRY/YEiYslVx7uwxPgiQpo8srZKo17yxSF4Jmc8FXE1srJ/ZUkmmkXSkbnrMWLE
w5bDPys/W/VPus+wcFp4+nKPhktNZLfxb7lS0LB/4mW9iV+Tg+jGNaGXogy+QEI/g1lwfbjdxUUm
YDr7QTt/JqZV2PlsNoLiTsAMsQBGAb0aCW8T/bZ7JU3OCDgGAwy6Ed44c3hoYofmldvbT9Rz34+A
OGibsv8dZRXWa2vMuqNn9ogOx+8QhP1qFbbDeJ8R3R6MoQv659x+X98sYJ82Y9VxN9znwvtcD3Ns
D226X+bCF8B5iRi0Nsd+/0kJVo6J93p5pHSr8apgdflUMaktjgpIXd/4CLaA2r+XeClrnVBpu6Xy
IJqGsZ9VtCTrAjXQOtfIhhR5BcbxycgD4xCbr5+ZU0Wiu+2xefy38MI40akGbbwQv8nIbo5VaW5n
VjASxANXOU5EHeneqVDz/jLaZz/Qu9WM683f6/1XqSYB8LDZeenTT+4bOtYYiLjjNmXGXwx+moQG
6dGY9eDOlF7zUsUlhVHORl94KL36LwZEGwYFuEd/xfNRTRH3rsN4eJb8/jhgIHiKfX2W4xe/5y9z
DhZbHrfcJdbL3SLpcjlXH+kDLyZO7yW0Weq7y5phHcWwPU0TCp3lgXiQdBh+oA/M9dizlxlUyi82
CJfbZdCsncKNJ1qKjuy3fZ7xZP2cE9v3mTxPYn8N/oGrShMllSyEcYBPa34tyhHTnhjDQ99z5y9F
ZhXFiz99X2NzawIYqBo9Arbq5R7EqA6wS+wLEEEsws3+w7lNPh/HzvokSvw7S9VQca/A94VtFEzZ
09Ex2+AQ4cEZ5Y+Ua/Q5memWtpBEQM1iWV68b3RByt43RuB2kJa3i0DlMxBhOPOAOy6GZNRMNvf7
GstYgKSuQZQdfgOL97THw1EvTziaLKhD1K/8NyeUa590N5BcOSuSfRDyVyn0bEgmEGbKrrr4N0TQ
3nTsLsdTL/Vqblp7oOgvHfspVNw/wgAYCelRO5F3ctTHsY8l0oDT7Zas7cRo7ZFFCTuRtQUosUQi
qcRXCUi3jXbImuGCh1SWwVzE1dKA5aEoC0j//C+ZzSz8AZwjGmCXgS4vOoxsBN+24v5YJji3ScYt
wUQbuVKUZIjo1REnGsA5mGWUoPWIE8cL3IgoIGPWpjH+DzT06YxNBlkENuVh3IpUlTzANKGzcDyH
hjV20uUlTaaXRh9DNlHrmsNdZnHf9WnMOJ5tm6wZ1+GaqREBRbxX+U0KAJ3I6y7/JqVycXnssex9
jBeSTBrTKmyAlgH5nXoDW18dkC+zRuBwcKXkgBwdLQF5U8+he442qB7aY5LY7YIb5WFEpYZtx21Q
ovXACD28/0FsBwxMOTVZpPeNKy1bkTVu4zw013Di2AoGm816LsvUAYWj9DbJS6NLWVUZ2qHjGGrt
OTJp/OVlApGaXaXg3kJsjQBTbu++6bdNl7LAJFbYyrXVMuTlmOrfyDsAi3Wb4b9yyrQFXpl0V/By
pAwKqydpLBJUpuNhTrteJrdWGwT/H44YsTvgJbrjDS2Gdiv9Fml6sCo8a0Y9h8DLFnWTJw9D+MFK
BVRKFm2QKsUxcN76Cbzg0gzVkfu7Lwq0Un+JRM6v4S8FVpPfYNyCoEbkBn6KjPB7xqtAwNPd0CmH
IPSOUhKA3lNmsMWCpRpV5LMtW85hFIWnaZpOodmT8CJ/nuP4lSu+tzjXOBTL/lz/pi865SmKn5Ht
SWcJ3mkNxgaPI8035v+Pb8/0HkLygnCDFr2ssKTQUgmmgoG18DqlMHzwY5tyCQHQQwmPOMhgt5ud
7mTj/zIy42i0V7fyGcbxgKiDtXZMtLOZX1vBoQl9XNdDQBZoUStdQIpQ6uIUgR8ZVPRrq9XDPoU4
kVSdpGNRaXQsh//0pw2zNldet8h+2lDvdGw5aD4059gb4NhaUwl6upJOKna0TYUDxbcTVjZugTkA
iYSldB15mq9hEZZTiLcg5T7tWA26RqHZIy4jhgv29Vcp7IbV1UeJGmhPEBD+zujGNNDDwqly8m5l
z3FzNj2136QgrWtA4bETM9csZRtwMBpApAE6MGZmznGnqtmwBmhIsP753sW+YjDD1aZVrJ6ct//m
gyo6lrXoNRK/LYs2Lkqb1nmtnretX1HyX/G859kBUSq7cwwQ4x6wvNx7AFp6Rl6R+YFpGTd3LNyq
0r0gSdA5zev6jbVqIITmW6Iq5s/asWn2V7EXV1QlTg8S6sMWC4FwkXAMUFD6YskeeVLtWywU0Bve
UgWIaAZni5raF3cdjcRwMKGrmjuEQeMEmC/+E5/V1sYA+a6dj3ho0hdlMUiK5BiohILsSInpsh2w
5+XD2TFa6ygk3OrDU8PxeSpjFZuHOVcRR+QwapfdUwXBaUCTMTpvH/xHZi/QWDiSUuJP3SbZBn03
6TD0H1h67q2nJvcx6W63OeBNVC0wjp2Tr0vjkCRSiX/pusGhTyjp9Ip06vr/34mw3jqIUelkvyDZ
6AE+EQirbBzzihMlGlfQuQQrqm9SlO/g2SG+A37lqgNOqaBGJNuKWjQL9ftqPVtWRxXm7znnmqMQ
fO7bDbE9DLgNbrshv/+/BqViuKNQcgxlsewy2rHJC2+ZE/FCKjZkxk+BXucLL+72tsJLfmQz2zZ1
la7PBgJzKBpxvBBbP05WVPZAAviaA5OO4pWgbFTeQ5dcdtJ2BGNwTd/MiudF++6loFDLF28Z33m3
LM36s/anODZOMYmyqdwDK0R9kqzDQvWeVzOUw/gIspdgU2S680jsz/LiU58pAO04AHmSmsi9aeAE
q9NPPzSLx8Hcx87aqv2aT9CK+mah9NRt6Bs6uPqvFd3h9qww7eRQ7FQgegkAmknk7qoADXz9rQGq
yVIwJzqFQiwIq3xe5xIshu2P43TfOFaxJroRezhhcV9IZW5PdbEiNT0lAtGe0V0PpCmX1yOh7eZC
TdIAYUE4FdtjrELWLJ383O6fvy6QOw0nVPIQos0/CIt8NGXuZaQcl+7UqCN5fqUEsY4xUQc6iIaZ
v8ugZ3Ammn5YMBXQ8sLOCNsbRo2MVeSyiwA1a/u/2iFqXpjjCw0jABrEfruFntBm1yNgUqTK/o/0
6Z1/Z3lNQwmxHjQX0SwoDMWWb5InGod45oZi+GdsmB17043FcKsABY4ix3VETHSsy+6DANb0F78W
lcvacKVnyoz/rKWXEGqstsodLhXuylvAkuHR3w9DZ9GzThkvam696I4Qrtmg6GdonY2qzrnor5q1
SZvPdKBuwcF0zTdKSCpGfhlsoBYOplzTN0aM07tzpaE3758lThEaF3vvXBVbKjJLCbokOyVhIyEr
BFpP2VkbBo+NvCve68lOZWbgsMwxT3yCCYvjjT5tJOWc8uaPVfrbsndCA+sRA3LjVp1txtwHeIJE
5mz4V9jcAVc9LVsNLt+ZmDDBAQOM8U3BSlffh+/L6F/KSqgUSw9btWFasWdrQfEY1Xby8Yj7M18i
UZjl0c2Vq0IuuE4V0SEIkTSdTk4TTtOW8MWT0EHQExouRH3zhud7naTut8Wn6Gk6YMcrGkOpMpya
lrFaa3hKjT8HwPOHNOYZnBlisIUUkkD0rco2+nZHi2pJ9wS2LRlHBCuPkTvlVOOeqqzgcGIN/3Ln
s8c9Cj9KLcgdukJXmqFr+tkxXuKiZfAVHVpw7sp9FQWM2C9YlGJMZx/GTRK42N3+2lWWL9P30W5j
QHztzZvcU8e7wrRnP3MYIyRKCMZnvyrHaLcBunNyUsOP843MCI1unEujGKZKto0qeaqlT/foa8+m
eHMSlpvh4FmgiE4NgtXaQqftz2wuR9f/NIF2ou83jXeGcXq2h2GkyY6qgkg9o1K6E+2EERe3/Lzq
M6GzVPzZlfeghIVaZokFhTYTTzqE/pdwwEdd+9Q1fwJNsKynVL1bqb98rLHdp2cusT7iJXmnLN3f
qyNl1CeAWvMjxl8LWu92te6lAc5w4aAXdawO1beIGhLyn1CyfC1gRQljdcn9o/lXw/2nnL+ROVGy
/t6+7q4F3tRPiiOZUfB1zsicQUrn3z+CXl1XNRC9aaEZD932ReeRNrm+EvHxPy8O2ulHHPnhfkCZ
ib49kQl1YKrjE7RpsVQuKcBoqI+G+ecMMiav5gYz9fRbZ1GVJpB+vxLz3751TP2T5ILdaIPfgpz9
VGguamgjzoX4teDdoHakcLy4ye0U1yRszxpVP+zyqaIqDTfE4Heergl8FHvRGH9S/6wK3YTbMlXU
KH+oMwTCBhGP1xq5nysskqUgkM6+8v3Y+zO1iFctck4nShyyMAZRLXXA8USTyuIsZFDgkGaV8cXh
uChPRLMh3XpgLALvN5/anpkMtWR6R/WWHZM6GLlEODwVoznL74RXmOTWtdPQZLs6wCApS0RfmvpK
uP+rmIsbH5LeUzfSTRZxwn/N6hD2XLaca8l6k+ci6r47xLk+zWPrLqdluLHT3ptc40zJDDb8nRMH
lkUV1Zv09RH2pshAN82MeToSVpGvisDrx470KXyy1ladTVakuqVBnUZxa28WQwH86X4eGwWVu6mY
WRgpRntbb/Kx1kxlJL0N589PL8+VJx+6seGMszrq6h1j1gjNwrvJJhLq6SgPQ4VB5V2T3mi1h16m
2PV7ANbcD0/91+95zcTNb1pgwjmmzUT1FVYbUqOzBNr2O35eoyZ8i7uOITMcaMUR2UHDB3/quvMg
Eo+BW2VdVUZxZE13XDzZtUrlMlKQDdIAIDh8yFkV19wiFvVwB/RyNeVqaEn5+8NeYvy9/r7nFoJs
KK4hFb7lObmZyOm6GDeVGTksOqXfg/e1FD1w99du2Ox0KWDlg0kvKQgMjry4eBm338/dRbiKEFiM
S/UwDfhBI2R533NBRw4M2vrO7ncojKrMIVd9p/6qIS8WIiQclmlB6ERqks0BTbI80liHOnMkigLl
GZtj0Bav/i88zE7VhKjRAaznovTV4Mibz/QLXY83EsJzodgltrPfSGdU3Pc2zjmWEAICCVTTRd0/
5P2EwNObAxCAwNbvwcHzge2jndwESPNFyG3qsJFtltZpPo0SMldkfxRtu5WWIa07qCLTvVhn+kMh
l24Febi87Ir3nDrWKKp8OR8CJqMcHu594UsJzRTjUPyHSTCCSgNVMXR6iNtROCafHPUW+0dAMzuF
J0WTqwqaswd0tyCFxIwG5zQdTTfxX5TdNxT88HxXaay9Ojlkfv5mXPEFZhXiQldFmw/bq+lYhF6N
BOhRG3ik4aoDmyPU8tYAH9p2kSN7+UWL53chlgIEX04OFvRTCVyDMKe2vNRxVU+aTD6aPkK81v8B
Nc4SCk0rC06iS+UJvQtQtQ3Sjt2iuhIuQbUVTxzOutS1tgUQroyL6qBSmVRLaIS5Hu8/MoDi1glk
sMdWQp0N3BsV3jWAuTwbfhtd46S+XQSbhn+uVAGFnoQZqLJ0BGhptR59BTsisoxpzkvXe8+dAgzb
X05psrPl1py/W3mi43tQaSHdqYirv4aWxEIR8LhpYCBlpGB4Cqv1h6dLS33yOQ0gZR5Uh2vbe7og
nkh7Vxk6MwFySU9Cbc8CsDByiQKskTdS5fXy6gPw5TKNf9RqajQgnZMTVjuEKcwZ8wN824SOppmo
wbnclAEVJ29V6tZUswkAngrWFBje/cJKN8oBVNzEZoUJlvfCcdhbGLQBsPrr13keMWOgAJkOHqAi
WNfBucfewkbTvuK2cI3uWWmcEBUBDOwGInUFDtesMQ+jlO9THeoKlJyQAHpZ8HV6PS4uUAaHv6Jz
1kkVj7cx3RdIRZyDUZLT+MnJDsFsofCUJ3shFbYatqOXK9vFXhdgb8Ogn3o5JfvzEhGOnvGYuSQy
s2J47fnxBzlHSlsRw92iCNI15buy1CeIxrT/4SCsVVNDU9AvnrGe0CaqCuVqi3d5oCBT2T9ZUfjK
B8T6aoWNAQCGw3l1GJG/Uzmcdge0fo9XwxY4gbBDSK2VducNe5rewXp9GmGhnGUnRpuEKzQ3eTf7
CgPuK1XNCIVexdNfbgA8wK7Vkm4as8GS2q18AMHT+5AEWZ45mydxjKfLiQQnhJGQQoDMDP0CNgV5
v4LU1EE90SvMgRSY6zQsumvqZeJdb1nOQyklZdzUjujasoQF+PmXeeOFbZJpLSHGqxrZ0+LV+fej
AB0eSMofnEJC8yMbFMqz2x5hvo6rXC/x+knamVmeqLTSSIS3A1L+eiu8T4n+OjIZMiItau+5JP9e
vtv4MLrX67GQLRkIxwZsqfgscI7mk8r2gkM7aLP5ZMAo0zYv7CsRAnxQ3OrzSTMDcPgDwaxzqjXu
vPUMtRTopbJI/6eIJdR2gwVgZ/UN/qnGjs1XJE2vNJA6k/Z0eJOAjvt/yiGfIhjajp/NJ2PgOYW+
bqKn97CHuc0xbqD0jJ1/qsWvU9PYILGM+WeAX7nktF9PGdKmf0lm7tAcz+DPSbxym4IIKndXtDCW
gYCrXyOiRHAOy3k1RZbVdElQtIFsh6KiaWHqmJWy5ZuUHSuNfYVpgAGbRaJl/RSBlvidPzroCd+K
Ur6I49A/anXQvi1imV84LGyfeid4m6QWQ71hhOcZnKAm+/CxtrMi3zG075/OA3BmEgYjPTCuy2uu
q8EDsaY4OOz5IXpCwtSA8W0Nb3BGeBINdyMzn3UmFGUqyCKxWMCrT2k+LwuAyEnAOnUTv8kweyTu
cREp2/QIAMMvHngTQ61A4UZoa41CiZ/WDqTYJS8IHyIFmv4y+3mbBrKfoKtSmCvlVyD/Nc6jcfwb
C7v66JOMfTdxTGMKP2JItX9hlYSkAnntd7w9RdioJtx2eOOEPvye06oB4zunXkRWW9+e3Ylp8tNL
p1ehi/0BZDI0pCc+gN6eZYt2KRy9NrXzLuhIhx+fjrWphGSGDsO2Cds/K3FCbfAd/HdOgCe35wYN
Wzq9Cb0cVBOnPIIV30ughYa+O8sN5U2P0LjgOuRL7LA0+sVUnRQjAA2rOtngNl3oCA/QDeG64mHJ
a2Lz0/qfa6k+sBpOQFsoIV8KfN+MhKzsfahskzj5kjQ2pncgPBRKmHkAZCx3c8u9Wocf67pkkJVN
bzAT2OQAh4zlvNzbo7cl3yoFYmW9Z+zs4ecGFqDRAZ1BWB77NW9QJDRbEmu9QEnTI5RlImhPasqa
0WMHQNWg5zrjkh8v8W7PXbrjISfQtR2eHhnij8pZJBpfgCpbnlZr97LK7NRvy/wchzfkNqSihohW
cJm/j0CsxDn1IVT4FzPlxuKoYSGeBGdhM4K0ov9uzGT5q/+QntpdQ1dTFeCh89YiWsLHO6cugDC4
e6n9bl43/qh0HtN/ODHULrkyiOmUEfMuHVl1vnSapx3RZeNaI5sR+tcOi2l8Z+bFxUoi0IBI1Y9U
Kx2vqh61AYo6+VDehpM9qATGT2cSv/RrfUgMU/ghBouhBfCux4+IGjoBQoHBPpRlDsBLrSL6L9Dg
dptCfzb84TslT5xZmFhKCMwaK6chwsVBZr7jkL5ealrhS9xEKtfnVBv9uWfCS4lxFXLiLuqxTKMf
UdoWEk80nekHfHmvHgX/iEX8v0cWAxHscTdfmBpdafEzhpyyRnX8cKIlQYr+JAwbOc1lJIBc1pYw
keBJRYGAFiI7k48lHZr5yt742olcPOQqqWwpn+yjDs1I1B6eibYxOppYlqoImidY3c9VXh4nMlwP
89SM1275z2TfCCmD3a3Xj7EsV/QVLT5GqjL9Zh47ox9g4DXSeAnycXHtjmWgBjfMmlzxf2fq2GXJ
2QUVzUliq05FcOeNHmG0naATJLd9UA+fV/aTcR/H6Hg9Dr1zx/iyi3RVdlMlDZydVFgOtpi7eqZ4
rQD+9WQrizw3bajtmCqnC+bRtHae77ekxoiXOMEtdXICK1g3Ew3yLPVjmCM6m1Jdy3s4NXghkBPZ
vleO+28DD5wwk01xqG8IKJt1f1Y4zw9MVHOndGu0oqnk7z4Ick3CuGc8HwqnHL/HAFfyZyDFTFNg
cntXEHz1fFSRDVtNHYPBy38Wx+F1WK3VkcyH2vAqntV+/ywTtVwJ1IinCIl7eXzP49ZJtBDJ2/hQ
rCs+975G7vedVAx3tcglUjsV5DLHWj474XzMIPafyhLJEcvjBtp9iKcdwovguzrmNG4gXKiENh1m
f1atmBHUylWSc5NgZ2KPBkZ+uVbX1d/sDiWu50IWqshs+vjDj0To9qK/B64exv2B9X5PgcQjeBgG
a76ZHZrfifdsLjhDjtOKjsV+0rxm5n5sw/Zfv4VZmhEe2ZS8fsMfrE2vmqVVpNsTxSqmr3oqBQnw
2OHc5wiYRfXT1kL3nGKBmiT+4pjsBbzx3956gVqtl6d21uSmXoT5mavc5JsHMjFADjPKDATmhhPx
4IrzBWfIs4Elf9wt8R4Y+YLtMZrzcLl/obp7EqoHXea5/1fwAApcr0b33nuT/Ej1UKTd9WHo0FEM
lpRfexCcCpogn2UIzkD/5vpC7j5sMMI5J4jAJxMU31XPoGk3j2JkzPr/mOMwe9IC4H/1q6We9TAe
8zhG1XwHWX7+ab7fxWnzH+Gl453n1zLjcye0kPNxX+gvxCfvtDTL8SDDfuZ8Wjf9d2xHj9JY1L82
kMJNGlMDZ6eHw6aHLf/NotUvdzXbGHvWlGmkJsldsc2/mjVeX/Jzn3LnNknqgcZQnUrF5QM38osf
ZhV6ln6o91JbnSz7eO9aRbcu5jKRO6mzJS45gunyFGPY8QmWGSyJHgNxNSUp5MsHUY0LTueAAs6T
kgPLgWRIxrOFUU/ReoQaL/MxcGasmJhCpqy7oyfIb9cr7D9iV6mTfi2ZOuCALnPhbKG73nC0XT+7
Bm+I0CmD+bw7p/Pu7v7Jvb2uyg8uV5VFEIAcBz5hqXnpKonSrb3SgvWA/Bm5zEZP2tho/WCXPHx7
2ZxZgYxJBkdXF+5P0ChdOBIyKkC/amMlOM7d92gLssZkSa5CPZ/oJpOv79t42jg8pBBoUhOP+R7g
7AXIPW4WhNG4BeempzIBxhUqTgsfbBe7wcLKw4lUeuJWod+z4OX5noa6TWDr88SN8zGk6BCr8bwI
jH8i8FuOtwy4mtBHCu7hVdAhVZgn/Phkb0+HcElLGAPNEzVwNicrgc7j9w1TL47czvM9NvcfzCam
USGnmnUVSaerUADW8C+sPMnRio/Ox73VAwRbu/ID0hxDCqtM3pBbcMfOoz65UhTHwIc1LtUhNmdo
ZFZsvnWXcguyDqmo9cuEZ4+fwzU3j7ql4BME1xVhWLJJ6MeW41MokduUzxqvxa0lcdVLiabXU/Pe
wZBep7npHRBFGNx7VotevjxRquR6H7TKnKKlsANrq6Qtw9a90DaCH9RkwAOfUIecQJa4wksZm9mW
jucw4gfp4Q/bnRHRPfi+CJPxjLvfm851iYLUGoKBzBwxER817IKWbrL/j2eIss+/8rdtoMnpq6Rw
xWgUgWEVPb1DMNNMhFmd/JW5UE18nMR+/uJ93ktxdS0/iK454Gj66kH9+vm18TdaE1Qal6rdVlfF
Tx8t1EMSXQ277Ceej5Rj5rZWX1f+nTOrzmkgK7EnhRDrdn+Hs/aK4Nu6AvNlqTjlJ0k1Co2E8FYc
TbawpJ8Z7I7uvJRIrAUjpM55a3m5gdR30rKwY3L3MgubTA+MPaIIi/rv/NNQ/CKmExvzqf9jmna+
leJlkOjUgT/CfMmkspiT+7r5XuddObUYfi68xNY2f0LDETzFRrQhnefgfZ2NO+erZ5vgu1GLwpIa
hTPjG+kxJlMh9QoB4tjgew7j2MivOpHXy9jlkQ7bMKM/N1lkMAhaEZXd4PIjgK8M/ATGkNPu2bUa
/74L9y3pbwxlpIJdwP9y5wTX9WpSjnx1Oq2Oob3+y24ksT694k1z5eEz6PMBO/QXzH0JP91+ipxV
4mrMLTB9VWIubsc4jdpYhIszcfCdy4dph35BPk+Mm+FIwrqMYtfV7ulNVDe8VzTGGuj7w2bL0g5c
6ZiI0FfRXs49h/g8haN0QZwR9R+qauQwiTl4lG2boT+Cq5tOzW06VsAezVyfDIy30y7SisFdk9VU
IOEfBeM/R6Fl/15hiShJ0q6isafaHqLMH6Nz8xZUc0od0I9VEzPHZrWpN+nJYNstSe7z6eYZdcMt
TX+pBFXsakhzzg/8/v+BbWIK+80K3Tn+2Hc048fzGci5hlrTKR9QsLUBnu0jYTfEgABo2XalE5Ww
wg0hqCbbtDnvXrSDfbSsYX4ES7Ms3n0/Et8PYcw7wfodUYuEagiwsyO3M9Jjxslk5EK+Jy2no90t
2YUJwwCCTwMR6oq53R29H0nqHPmxefeSFxPf5auAl4mku6nHqd6Q9PDvlVS+HOPTEcej69quTEYP
XlL6SPTmwQkLdtnx7a3Oq8MPkHiBb2nSix2DLSAocuyy2X5fkhzQqu+Z02BkluUys1sZC5s/s9ZM
tQzJPkMytu8bGsGSBjYn2tloZkkOEn2FYfBLz6Mu6xxpev8qg2QPQuWUcVpy0dgSW5a6KMiRkUUi
smF3G94RVxRJCrhzvskFzDYyzquyfriaX1lZ/cSpmrv0wr5i+PqQCBiEVC+l+fx34m21+2BygZGv
J8CgrKhHJwK3jHy+BAauzZH5jAzHPzgmT6iX8NWLMLedmxAeWaobc8Nxj/OA6LKTdMJKGKS1mzz4
7v+XHLwQD9KBiQB9WozNTSMFwrarSQSTfu80pSMzEF1H/6wM8AB0n6nLLlcPDGr4qFku0bOSnh9B
LN4+Hma30s3y4YEhrIaw2i93v9iUZYdg1GKNsYTREqMitP97sPtNfUFeWnI4jkquGSshSgMJsN9S
TX98iiGeL3Jgicu3H0THrH6HQsuedYJr/BUvAhXAv7PoYtCoCNtWmMYYAHzs1BvK/k3blYpnzTvA
ZXU+FQevO5Fy2Kl1MHptTFVNr3xkVDKPoqceYGwJe8aJDOx6Mjd74lu2I9bmR/9I+2qfDyA8m2Yt
UAFIHFTI3OVa8nnJqkXyZccugXNHGclFwSxwcSjXNrC3EyTXpXQYcKIFCQ2rSyH5LoG5+/5CtYre
+bVaxbGE6f37M7SjTpxFaqRNCXp/8VrnN/KNKoQ+vtL1yAF5UUPJJ7eXKQ+bfQgq91wVLz7hn8gt
DbgQ2lIj3PT7Cz+dO4J1deCZbH3SuR+ERT3pu7Q4gxgtxVEz2wno4WZPlDwIqkPyGIFvycXD1inC
hmfQ9pZP0wD+m3HGHeZaqYfCWGCyGPfo9I/bNPuAitQk4qzPyC0RpITKLN/UGq27g2qh02uA0cgy
XGDeYoeVMUNAeI/mtdsvIytd8xY02gkhDva8GXiZ4E0PBNeM5BgcFao7Mr941Dc3vkuITtqZWSyj
W17pItgkYij6DVpJ082GChAfTo5w+ozUaIM/VsBbtRRT2DKPv6/nxG0fb4U7tkcseiroQL3GDPM+
rIkFZUrREqLy/OoXykzhxV2w9UqdKikYzwjAQfzlf9KcqstM9NMr+6+tkI10vVn6z3KBoGSNChHk
vcyEatntm229EjedTj3vHznt+RJoRPQOeN4ImIyiwLtU/Rt2Mb4udcWFg+e9YU/guAp/vmMhMpbY
GPTpHpv8JabzwFhAqidfO52lcqXy9Fy6SWR4LNMsMMiXuspMLqU1mRpT1y9P3TqXSIxSsaWx9F+n
PRcqTSreMmg1k5axk8fET/BE9fCM3/qt+KLL4eRtdqpARhzZdxiSi+mJK3vsg+2yYaO0PClqY2ty
fV59qVrjSlRzVIpq6p7uTzdz4N2DZ+iHyk1CiRi+r5QVuhI/6zPx3zytL8IByknsCdMqfUMfURKy
GKQrzscvqqLe/vSg2nH9nddqjTrwKqXp98aSxT6fcDVnRBxDOwyi9mbJeLQQEQtyXkGyWEq3fhDz
HALLrZrVmO49nbUINPiYTQG0nmvoRTdpGKdpXs45v2r0vV9Na00b4DBPNGhmo2a5gpQCMxKbDJSB
yw/+1F7LxysuCfsrGrQxMKp2VbAdYAD0ZBiH1HrWv+m4qLp6FD87uzdyfiLs0ohTtdX+F6s9yy44
i/BfHJa0PqhxsClMj7o9H/MF2OvjNrB87admNBWdaEOjtp0U4YgHW5iiY4uYyf+SdKPXtKrBWk+5
UyXJA+kkVZKDcwfFYh3nVmgLRjuxDgkrR9pmlD6nAYwCxlmrQp+W3Xj+GiIaD9KJcoVmq4eXJMx4
fW+3KEArQ3NmHtUjZG57S1s9CaEEx5L+H2kswMiLm1BunrTeI/xm5lQ74amhWCcNSc9/+83QYnAQ
774o8faK4VgT7Usaoity+kuC6nJQta3b/RUl3fM+2tBLOfKseFWH/oRlyjfLYJdH7+mfTIVw8VVG
2WvdPoiUJlAhIb55QHJxf4n6+KALS1Q860vY4oFQcaEZv5AffUnz5v+Cgp5gAfOVAoBtOMuPOTX6
R4oygNm7xEK/gYOk9JhiDbwxoQ6+r4+I4X+K1F1HnYEx2QTc303eZR5c1ARIqPZpZ8uZT6C7F/WW
OrRz3yN/GsUPx7cofrozbjNevn1C1MIdKfLiT3h1Iu2RtxEOcintwZb77vZhSpShcOtrmyB0wdGs
eooedkV5NhoyPiCZz7JDtlY5/PmiRniLFHoQmn6olIL3ZOp+sV6E2X6S1iVzpqQnCThge1MG6/9m
Gxc10WNQhSQJNHnIfS7kWWAvtlFT/7eT2PMoz7wFibv6aqPcfcgvZ+0gmwp9GvSrmC4lTUlNThrv
RCsIzgnERQVHE3l4jVyLysBvy/HY1vLUnXLhPNkC3ypFAbE6UkLgWbrlEGnUh4rj0yZ+n/KKv9vq
bieSMr+iKfAZwc/ERnSKdVy9IW4WnJFRRgjaLpvsiXtUjXWPm/4h3E+Kq5C7aRoqouBDhOxTU+D+
+gJVvwYa5CaN4zcTlTENKbqv5xoqjQn6rN0UpYsObzAgbRy2vC2/n6I+ltywhscneCme7bRIjYi+
p3+JnY7er4S0nASz6QJRjwqp1HAV65K0SF/zhi004P4688zCqBKGf/FALd558Yu/nr+s6Cc4nFkj
x7ZtE7Fdriit2iHDNIZNSyUCPtzo9fyxx9KAn8SMUzvNF4+vkkZGWv/LF1ormmdiyLlNcyLihbeZ
N2CCXx0Z9gz0jTPgz5nmpORFhmdNmfinGBLCNK5ki832xgy+DMT3KhtF+D+8KTp6QPmrEOMZnVPs
7TN63Ztx8voZn68ZHv10HVu2rQEHtsNuWvNqPCLeQQrFh68ZO9xrjQR0O8Kd0H11Pm64fG8wXxuK
dE7yyZr3vaqqGoPzZcr9LBGD+ab9v/6MINbZCn+enWvuOhdwYyusf3rf3uaXbc9z8P5mvCfMH4/N
DTU+LN6l3Btns700iNmtIG5W8GA+nnJzQfiM6xjhEmCUFcWcBbHaKSH1IM8Y1SFZSRNf3KVI4n6M
uggoP51ZwfaThy2lvYWAlA60zidfzbpqQ26gg7miC0R8qTw9ms3c0GKZA0+IZBkPbH1PoK4CcFLr
eWQHZ3PkIDq4aLpZU93zr0rAgXjar+1URO92IjcM/O/brHgowvFK+9xVkip1Ryla89ayJ1GBxm5t
RoWe/X7hS/KmUQSlFemdhcFLd/BkOLHYv/V6apBD5MjcwX9a0us5kyI5Q+LTfnEYjqO1/HQqd3YA
RM5ezkP222CXFTOo8zi6/XjmWzFOGZ6rivD3mtQQYiBhxIThWx7LT+M/75JyI5F5CErQCN4dz/C9
VWVdCl+TF2xa+dGD7YfML6Dkno8jAQJvZBOzRF0adm+SFihsDdZEEnAxzYBK3Cbe5vWC/8Tf9YA6
/I+c4V5fI7pr+ijMh1b7qm+vFjMFoKYODdUvYGP/5W6ph+EnhUB/3fXOGglBkMLFJgTSrJLruU1C
6XkTd2ULmiEXhssvt9tC7LbCXzI/pqFkYqHXXfKtTCe+DJ//h4tKlHrsunBRyM408CZC3N20Bvqo
/D0Wut/xqJnYn2Yrj0Zxu1RbDJAqAVdWxjmWdwgUbY+r+9sKzMS/IkDfNEFE5wcGvZlyfN1ZIn5A
3fkxSiJtLERV4oWYnqVFKLLDLM8sK749r58KOhx6H3Iyq+dI31eiZslnCKBvhngwF8tH43EE2AOt
cS4xP1OCroC2I/aJEqYAh7l1jR5LnzhT+K4YRAwY/kB5cf6KPjWXyFkCDyNsyVyw0ZpDzC0Qi53Z
tOluSt0ED+hZgXBa0sOLfjmVSufuE+Y/yQpVtWk+U8D3oEFN5f+ZvPPozIT0I973mVrmOefozoUR
DrNyQVN0pOxBXZljuwWNqhWSuH1LAbwTbf24yJE/a6BzhqYVTxdKnDT7R2WXWmvPwePQ9SgMdaEI
zRJ18CkQ+mdqr/c3iKLXtRQ3ZgUV0JUfInhB2VN7qVpakLDRjsUs2oKZ4gW6vToMF/gQ+r8jYrqB
gcWH8LAWRGm8swUnkyYJ6wLyjoz1rdCPlImrtsrBwAzGba1hRSh/K08POXDAaQXQCEhHKMAl+5Cs
K6d3gyewCD7QywqvpMc35JvznDRiwwVCtrWPf9GgXHvk8zTIJQogKBbaB15tAfqToTqe3eaVq4Ic
zGvQIYycPILvLie5mMEy4M+XjnIMorP5rkkaxtqmwlySiWXU739oufg9Yg3mOsbuu5YLGK3AyNYF
etyjgYqcnM3hjcfJ6CDSjV82Zo2jONiHg86Xp+Ww/flWtowMfs7vO13LS0qZx6/uwm977/+Tudd7
mydm79pOf0oIKgNY4Hx8DjFgl4ISkRF8TLBmLie4EdwrkStE4XaXfRsOs0Z4YY40eWvKllFFiA0+
HrM7m6JML5vanCR+vwt4JezftMbLU38h9Nw7+QDfdG+6iCUXjBkROgC3x4UGUydXwY3foSLYXS+5
eV/1HKzRrLfCT40/xBw40XsoQNkKmwHNN+2dyKw7NAnNYgKDGjGle800eGKW5fOJHSDTxOFUtL9m
uSLy0Naq8ViqRRD2UTZR+0SYpYCnX0db6HExTeBi2T9ilcE9rmnuoS/rUZAiKQTHrhNUZMy9qDpS
saBooCxb6RnnKhPiRKA8byzDcjKtXTobJzfSTydwgRRQTDzFkWyFaAIoA7fBisS4Q0OVZBcYmbBJ
tZJWWQOih128nvCqn5WS7llSxqpzJF4IQPsjrc1G1Gqdrrch1T6291J5Qa5xhi7ddRCj3hg9K0cg
ZirTE3w4enSY9Fm2tYEGkiJYGgOzBBLWdsUjg10p+QmhsoIFzbStXM/i/Ki2KkiU5q51/Us4pmD6
0ttH2R+4B7FmjDrq20zoImaOtAfOdc4oPgxpT8e9GBna8M6Pt33fLXevInXXmdY5EwJPp1Zitpgp
UnReMifXTgSOBEeWL4o9d2Yix1eug6PsbanDJ2Q+4tYkKEWpkpICMGQi0xxColbftjuAuLMVKOFO
r/0WzspsNQnC3m+7SKxbtEsx5NkZ2clPGyS5gQdVXA8y+CrucRlGY1trvNvFBm1wv9HEoVGuAyTY
da02Cir1kSFrxmStSKlt08Jc4g8TQ3B+CFQ3EumKjmbydjQ4/9rafjTxB75QVsf8mcu2cs45qfMm
pn47EUqsDVfyFChNL6+xNfs6qJ7g5oRF3wD82IRtzWcpNRCKjBjPGfRAbOTlvP1D1kBFHiLppNSC
YF3JkLuS+c4Bg3qR5sccPLLVtLQb0wDAOmhnkO08Bx3Bm372kDURYgCWVhkQyoCJyo1wFNOyi9ez
xVlXYYTyu/wwenROl9mh86rnoWxUAMPSKuQf8N/Kk5gHttl73wjeAjcngA13hsnM/K5BhG5riGwr
eql7NGQlhK332r6c29+RGEcAJTMo566j5Eg9k/uTNiepSyDwv1gAPxli3vtUJKfjz5SRZSIKQmnF
WEJ2lcg6/f8vriXtgH7lNA94VWm4imB6Y1v8+0/OH2TQ6ArdORUm8xvIXaSgBwACentCCkaEA4Wg
6Ez35P5AigV57/0ns7ZILaX/GbPqfeiQsSXQvU1McnEI16rGINibSX+ph3ST2Q6jNg4ciFJBYsk5
7QJV/n68MxZ0b2DTrlXVwTeVex9aopwCY1scKL+BK0RRlaetuMbWXIPH0d+PI9mJ9lLI4rhPl9xy
7SG4v2fSxtiS8SQum8yWPeE7BpmHiD5BCin7L7Pnn4RR/pUt+zcBc8Id1l2yj67OnJlp66Vrjuw9
N0STBULEbSeekdtVW4yVCbGkv8qbjUM0PTM/0uDmkhkc0rNEbvsvjOwBGH51Y2ZBhV4h4ix7LFel
4qukhCldGDAOVh2fh0aLEQ2l4whrQ6RpHWTX7TrvaprZ9WLuUL1Gecs1MlVA/I2AoIRP3H7LpIw2
0qZjojbf2lG1FGbeSA2BT1aieU/sIKV24UXc4K17cQrI35vR4mkdnbnTFyE5gkTnmwdj6KBRB6uz
UxzTR9p7Z/htJjkG5AQqkMUPc6EaUPyddPUMptO8iWPt4UQqi8v3nerZFDJe2hF9ds6m5uLTHaUa
PKRhXETVXrgIwnCn4FhticuSyLzFv0zAojECQ6cgkgG/cTigGPTDE/kjBJjs3n8sGcoYZNLxkYRD
vVKHgkA1I4nV5FY9OCeMMKS5fyul86IYMpRrTKTzpJT+YaQwFkbFkR91kiyTh4Dc1djN1o8S1twB
uROQJlWVkuWTte/+jlZWhpE9YkLZODtenIBaIQMZcHdTZLuvtmACSzx/cYCX4T6QDjpq54dfQMQ9
hgUKSBzFdsc/vc7faYUApfTE1tvaeJMHXk8vg+c79l6lHqbwxA4Fyo/bPOxyydn3qRjnaZLfFYAK
eJ1E+B/VrJgF+B25pWjWJT30k5OZgT+pX0whh9yol9FqJblw97mRx18H9N5bMuHdtT/0P+9fsgsu
fn1OHUA/ZdX0iZnfhSU04M3QzQMKT+P0Vzqu1sdB/cm5MpdxObv9AYd1pucgfoCIVXQvwa8+YGgn
x9alBUk+/2Tqorag5thndJJdipnuEbHV+cV66iS2/nGflLb7P9d9nj/4aL0tGzTuHIEGFvTt2su8
bUAqMn0ocMushve1mA/EbGJmW5+FqGeiOhv+2lCsg4Sm0g2C3EXDxLo2RM36VA8vjpKBpJsfp54n
evx/dC0nPF/w0nUeWXWInGJ+MnZwkaA4y4pBTfEEz4Ng1zuZfZ6WpY6v71iIiC7jkLGzH6rMp8rL
aliIfXuFuSSU/1gF5YYxhXeXuRMkWx6O6wVZzi2YLslA5ry0+mIKqAP0q4t+fBCzl/aJkFhyb+Pu
gAQ5L2fbE7KyGvRX412elK3MAvPLdM33aeup6531se4WbNsFH2wQY+Z6IPJ5qVoDxH2FEGabsqwt
hBzobjxsB/9UopjKa/6IFeayz2eZ8CSrW/x6qiq4glmtq67OvpfSIrDy/xJ44iEZM+eQCK5pWWmw
Ww8iLqhXD7r/tKw7zUxE3vGQmVhhUz+2VQZfuVVEzVJRJGzGnCq4Vsq1tUAQQw0rJa+43KlxB7uC
ExS2cOXyOuP7RDbPBqCfYZYCDqyvHzkI+slYQ2YPtF6YkkahRhwm0HIXZxfoB3FPAJdyRyP8eb/M
5n7PuqbhDXsyKA2MhiQyzExEhz13AGRWwIctnJ8TnlQmB2gwKH4bhOyxWn37mq6H1k/dRfA1MqJB
CgfZAuni1uqiPV2f5kI2LYrMYIjlfSdPrw2LSMwFCnU6CEhmKAzKQF7G/c7KIYOZyEsUcF6Cud/5
bnuGlXQh/4OsJ+G2wEFYDOcdPuasG3Wxotr7ikzTOIUiZi6Ofa8NHgRyXjAAXGQryW46J33jrXzT
3WHVy7B9Pw+hfGBDTMLtVXgF9HQ6S4JAfL3yoTLZ4EF9UHnIGHe5E6uFr2DlipInyYPPwubU3HW7
3zB7peQ8X3Hl6efCS+wcq70Q+rFUZhf6mjSlwJoTDf3HJeRcyMtPsNny6PlK7k6iXdvLa8GtAvzq
SouxQ4KMIVVxkugSKtHKRQ1KUrkzj86+J695kXQNJenHm+OPzNdgC9UWdI01XhnIlAW1yF0Jvdjc
SUTlD71i059AwG4W2xb3vTOFaXjTididAWJ9G21wiTYlRqueVyI3ZcG5X1fEvAnUBUYZskpYXSC2
s6OhOuWNS77TOlk7QvyG24ylZwEUpxBE58eOc481qA7LJc3vmIeYL2oHz3TYDCxDLB5SpXboTlb3
Q/0fGSh/wrBen9H6Xg2LI4FG6GCMj3tj/rYS6OO6ENaIODEuFt0UWelLeDkXBAzJyaxZ2rHRRSBR
JbmVkmHipeK30XPbsgca5SNIOf9t7pqV/QpbaSRREK7CsCr7eXZMOrBkm3ZIHF9adwFQWCTGcyAk
6nPLvM0vQZ5UV0PAjQfusd4lIyVqQ2Rmgz/jBcJsJB5G+2Okwcj1YDRroQ/lt1hd2d1qnVojWogH
InlC+g+4hU3+XIk9ZuUMVStcBVIa60g/efcu3Yj2MDzUX3+3vrX2NXDopOT+83+/GNIU+lLAph6e
HN+5ZqRYF7q2c19wft3u+Y0WwA3RCI8/Er+c0paqFfRB5mbfd5GY9bQubrVhyOpiipPrzsES0w9h
dyzMkn7ojv7CHF8fISPVZlanaFWnN0Fp7jHeF41hsEtIg74K9AlEZhKKp4s3WKWXvZ58o7BeOQh8
yy86QvpTMvPizHgCYLbg0TbLCyxAvxDnU4ITdcFh7Vp4+lkgmJ/gFuuPU4yCgvjN2FugqKGGZUuu
g+V0CyO9h/S9C8dKLSLySyt4keJ85p2yjvNWPARJWnyRY0RGKKcR5UW4IlgQbt05FuhwuNrqb2bP
OmfCawzX7xay5XoC/WgxsND9cATrkviOWjH85IPQZbDpaSRzGZQrSRtjuFWtBvQ7i+Um+wOO7hUl
wD5kaZ2Mw0841h9/0j4jbrgOAhP4EKFoWTRTEuSsDY3J3RMTD2jZYrkwpQeCT0cqktyHKyFSqBG5
EeTcND0w69glcA4DyleLCNLMvIbJUaSa2cqz/o4dbnx0q4vshaM+l76bXGsUTj6YWBvbvfGRz32j
g409J0chu2gxe6rrHgNLmtKK9aliXpFKKhrxwCNzfe6ZtfhPb5J8ldDrXbDgPsXOS6jV5PqZKyVL
Sj3KZNpziN2uY6+VviJoG6ZUZrn8JML3EPcHXwgNKtg/SENsyR01eInQfANnflBtn7/PvcJ5Wtxa
z0jk6A3nLlO1E+DD5hoGTwkPkWzyoKbPoNYf+MEUGsXpelTpS7Red5poVtmoKt4fWyRRiv8JOqMh
uBBjxFRkqpNC5PEg08dyXkok7JCdyZo3RT3yUhWS8Xg5mRxaghPZaOQc2zUBvq6p2MRMn33GDAxo
/O9wf3th+syn8ZpMX7u7BtbgEW/khNlGmvpi3nv3DwdK6zxLDKWISu76R9Sv/GiFeIkUCdtyjhrN
t+xFOiVIX7GRar32+9aYdiZn3L/HkPMiVeHkcHVlxVXm85Cym4LQXmNZzPmeoInT6QyFxynbCgbt
htl5QwTZyyiA3/+ILahIyiWNErogiNzWyJmQ56jeC79OTROye7+hLosaWraJyeEg1YKHuFavGhG2
pxHI9EOR0GXbeHFrUvI/PSCIVsXCjKotqzpYTBqCJLCjPrVprTH07U2aYnOl1GKdTTp0A7LTbjK7
PKYkCDCfweAcc2jWGlzngSQI/zNDR7gkNy4vpLEpT+I4TmrLiJQaA3oc4G1GUYuO+KbNMt83PnTc
ugc5IuFRvXGBkELOmNkFbp7RUKJa5n/QGWpeLX/WDBiIZQRoR3vzXJXwV1QGWT9e19zLh8SGHAPr
tCQG3I7cNa7dohQ+cQNh03uYYk2s6Fyqw0phx53IEM4fCLoaxglVF9aFafsiwFX1Db03vkcEyAlG
jVa1AI+uUT9eSjE/x5c+wFqTGT092GXyUM5pX5x2zd/1v9GZ8eXdL8ZfwGypk+aMAGVhzpa9g74R
ly7YY3rTt+B3Cnf6Uxp9hk2SOIcv1+vU88V30pML8A093+0+2QrcWeZoWGL0TsKDJ5ml7vgFzgpX
IG7Q1sr/GSiYdRbldhjLrw/jwluPHw6HAr0Qk2/ENSVWPBHkwaznccE6iHMHQogqhhcIeldQ0u6w
5opthPExyuj/02aQbU+ayF/0stHU4KHnAZcdXGvcgjN/2b3Of7zBD5af7wjX0C1e3/5+1Op9+O6a
onEO73zABaCoFUuRQE7j6twO94gnCzZjGrbVgEyXXuDFgJvtqKFIz8+Z+sBgnA3jczTd6Z8xvbgG
ODWlR7p2h+S0kN9FGXmz/B9sCkQfIcFWFGjAw3PBe4sGSHs6jS0GLtozYBMskVWFsXbcQJ7oa4o2
LMBxESFtmX1ysZ0ofDQat4Qf2xDytY2vPJ0uBfqItrooj1WCQZ52A2ZFLlsatrvoB/hWRrGrU4s/
LlAFh8iLh9Mf/NvULYi10wa2gAXPVSINMnlPJHRLs2CsUGV2mdHKxvgdUoxjRNOnlzkVtNW/5Jzc
EzAKgMIM7zi8RFsyY5rYYDejrn6wwL9PWxzMRGevNDFLKf4mscvj62sHv8Gth3EQerlUbr6cuCxK
YsecSOh2LVYrh3tt2w2avpnEZJ+eztq4dBg/XCI1Nq82UcFOlnd1ND9s23emtHW1vE1c5lZ6hrtc
Q/lyB7rXOmMXK20/gInTQyo32PZo/Rmm30UVZ1PWbEf6G2jykObAhPTACRUknIOzqbSHdcGUcie2
LcyTyHYW0UAxQT9bkx5c8A4E04daLMBgpRMyVIlBLYKHxI1SKfqoNtSFZTj8V//SXmpYV05ZS/kb
T5MwiFF+fG82KPkwC514PLrg1WvmhcibSzv00iWpHJ7w/nRNKyU49eI/MW3eXouIGVTz6jULSWAy
C//fVbMLyYDGoMDPGu+rsrKRRNSDNTDMaMShxqVrhT41/dOI8fwMEJEmW8shSN0dc//idDHJi6Hg
ltNXT50Dg4Of/S7cMUkxI2T6OS49AvMNXD3n0GsZGOwPRH7bBmK0feuvuEBhmImMhlensHKs4qSS
lyYm+QSdY/A9dUCl2V50XNahvNhHzWpIag2eT+BK9p/iaGsS0uYCrY6eXwXCxcX0uh5/aJsQfsmy
6mRXUeU/ATQcTQm+sq+j9EVKAZ/YSajm9YgVHHJu5GYplaYGuctwa19OO7XB6I1yad69suBH7456
rOqnJvF9E/F1vOBsr3qVU0uhnX/jnd0wh+hCf5nbFRhzLxw9Yii4uU6QekbJcGrpRfD/jP5ete9m
SLk5/dErNc84UotxHXcsril2SLT1f+L6bzCTYy9FHiXzWlAishxsacprMjwNeHGxqxYRiL6usMIU
uauCdbmly0vKM9esekI91ZSa7ROPq/B5oAMo5oUCNG2c1sLogtML6s8oqSEZCCQZ2kDdDKPGuR7P
fJW2KlJ4XFs+r4jrTm7S7CQcji7E88KSb7EmMfaAqoI77j3zulnnABaHuQmtNU/7GPyDFKCd3/Cz
LxmTqq0vXpFF/UfUGzlh+NqFTApgfr0K2y95AnEP25xh8sMO/6/VDviKP82oLKsLFKzBoIB1lsnX
VO7ERPYc8F8yL0mt1pR3K4IIrZS/g2i5kgwZW9rM61NNn2RE0oY70P2fJhpxKGfGtNP1TybUHWWX
eVdWGfkhHG3Fg2Guynei298N/bqLVdTQJq4344kRD+bEBX2lUrI2JcjIO6URBBCx2q8BBlDMZM7y
44L2cVugZdvLn4XQ5T0gX8k3IZYwCjfutMZ1o2VvaQrwNSucvR5jh6gRYMe+fAuc5ndGJjHaUnva
2h1uJpmxPeJtFJmyuugk1FuWk40Ax3ioevsH2ODzJyVjeBj1whporK2TvT5MUb+UAyhy66ywVDYZ
k3lF7Q4/7YKwCxKNtZcAFYQtlCIcGK9VnUQpE5WZ8OVMlUs8pgzZgLGwCz48+QEfbdK+EQtRLKFv
kz2FQi45jckY8HMNzONXLTPZPWBXj99shMGVANzx2T9PMxbDCXF8gEG93FwQmqVRYZNYewjK3Br2
ZZrkzR946rCjSC6tfugzAnhJGoUGpxRkv+rF6CkYYWQN3+Mb3RDXql4ZxVSl73RTXemx91mNC5Fm
WeIUnFkg+0ewFNGV6vo0DGGGNcQyzImgMhoomO8GffChH5RW7FDWZXtlPz87dYvW3BT7XoM/mC6+
WVXkrBo44kPfegKy8jA1ZMVuzsjjAr4u6rIhhpHXMu573E4rz7sC1RPVvl9Eob4KP3g5Ygj0Yswu
giZp1GfgbbtLvuNL8CL/rn26BBPy++LgoaZe7v2dFiyW4yjDuKkO77V9qJYW6x+/vdoOCy7FRCn7
Tdjik+XhbXJrkyjZhrypJU5ga041A+qer52gRvJ/gV01eDEtGSML2ZEXsWCWiQdGw2czRq4T3nWa
OONRd9LMb2WswpqsG5fz06PNvorzmuJVJI9ouIYvIu6Fyq9Yx6g/h3oxoUR8Rk784CFeZxuy/XD1
3xM/ojp5K6wCpAYx8pg+I1TWn6bdxyGrWs8iu6RnlDiNvVz0Bwq8TEgXHXdUlQunRMsCMAkz9crz
Mz68H3eeY6IUeWuHPQxp/QddbR5R+WEiVEGmAq9lUf6dFloJMG92m4h29k4GqfiF5yzPRRI7Gfwl
AXHIeWulNTiGSPYFeu9NtZHsldSRbkI3HGIRxe4aOCoi5Q1rQAlSIaXKlkaMUofxcNOFlc8vNb/b
2uD9NaoY5k9vukkkfn0d+2MmCSIt7P7otWlVss86RRiZHFID45B12hlSKJMjYN51321IJl92NCaB
54WOLmghWay8XeUkWtYQW0U1taJ/yYbDs2H0riIz8EPGMB3TjpvcCpEjHMEdzJn/H+uxVcnt3O5l
1AG4fYtgOO5+h4Jfuykl2ksX60RN59ZqSkVPsLM7FMm3uinGe2WPJmN/ZQcxtf7AOXmVuXzahbCu
gYT/nriKb+EGaRIoVT3v8Y8e4wgQ6IWex/earoNpZeQ1YxN7xrk0l3HE5LrwOF7r7+Tkc2d9+n0S
xci/m6KBYaS+dOSYFveaivIXJPqE6E9k3VFczklp04u8u9AvZAG0+2pfRwBbUXXp27K70IgRhPUS
Xfs3N8LueI4cXtKHORGdkylTX592seATLK4Ed8GhUvcdMs29WmlCUi4qZUVztGUHwh14YlyKEGAw
pR1VrUU8x6PrGE2MBznlAoP137uVCncyiM85zJAFtWg9YlX8fC+F60K67R5Z0rd642Z/gX+Fzhga
fIG8oNmpje+I/Tr9vn4b7NkUB7gbUPIqmVzsTBw31W1fF/hPG9WXN1tH8ZgzW93n4xeffq98Met0
rgoQIitvg2j+JW7s1+uA8oy6qvkEgbDrbQGJn3NsPiWu6ZdmPC67YQ/rovsEW4vbP/GSFbR38BH+
j8E4Krqadsg2hk3ck56Ii3Cr3+1IBMK8XM287ZYplGcnyjAmV4kjLqGD1jEVCXIL1JlrOJudhfuT
FiG0Kzt0FI0LjASgP7cJ8E7e7A+pIPBy4XNY3h+KUXk9J7GD7+I5DmTW4wqxN7B5a0doBp3iJUAq
XuBNQTN/NTdl91pPLYOEcw+hyT1+kmycqgcgHsAgimurmZZHJgPid0i+LzOoCMIzhRTKs+s8AxOc
LUuXA7w5Ap5lYiB7dHFhaqVVOEKg3YBgnkb54Z+Cn/ZyZ5mv2RfSWHQlGpEp7uy6RarReJDMxOs9
5JLa1lkl/SJPWxUm1rUVSZ0tevSNEH66OgDSdp31Y9D1xKU0/J/jCZDtEY3aXL/83QlfiCtBTJ1B
JZMAZEbsLSCj2quKR1rpB6uXp4anM7xblSwDxm61Kjgwu4OEy2A7hzV09Tyktcm8PHk/fRruQIE4
7wMEwVIK30XxUP0q6uMmcXAPMs9jYPZdfkjhwbJzNRe8Dq75pLS/5iOwugmksyUs/Pc084+lc2DT
OB06zZvkNaGbZSi7IBF+vUv8FLyIl7QLCwpUwets9c8JQf0uyeI6A9IiSQ8KfbNrtQCw3HC00SiE
P9abrvtTdOSWeZLG0uWIabHR3jDpyjAfZx+jF6VGh8T4xtKp8ycc+tHHGwt+51EiwRaH+d+2uJnU
NxTybW/auipwiq1gE2qNZFs/YBOhwS1MiXXCBl4EGLBzZRSXw93KWnFe4kezG8zdLc0sVT194Tl1
1PjgMMMlU6w0+8rhmdnJoJUJ/e90SeezAwAlYQF5eQ5ljz+ZgI+Rn9FaW/cgnZiDFjeIQ4eqLDH9
x5Bpqb1PxVvVgjijftze3XsqJ/IgFg4p8sPGNT5qM/9UvpcKCSxc33Mdevf7BLQAcx+XlnTGh9cF
XQici4Wyog4crAhidyJCQogJBccAV3wLhAusQ9tklHBSvvxQesvaNKd5h3j8H+5TsGpOXzmLcRls
t+5FCxxCw2DUK19vxUibZ66SAfdubw77sHY8gwccMqJJkRN1D1YSXQr2CdEQ2zDzBH9CK1xeKUFP
s4JCvSLf3Z+2bRxsjO0myFhxNJFzHmfKDF+CYZ2yEmIBRKUfh8+Rop+gvWNQfxigLN9sD6YILY5L
jd/0XE/2D3QwljzseAMcUIx6qQm71y9hNDC8+F1Zwngv8hQTaLDvd3BBPzf8qxad/T/vfvLxwkhe
gBsYpsHguVoovYkkD0MmGGqtm40PbvWSG71BriUa13JDt+mgffETXcsJW7eHm6Nx3zwdd0OP+OzR
30AP5o/zJekIZTIjXVgqdaPb23MbW+4i6+o5vLykwSgRm4mD6GuO68noH4pk14L6/ca3r2EJMhrY
9QYUkpwG5I7Ujq91+yNTghCWQmATLe5vF0mdS6YSc/Jh0AkDiVN0KVPS/WJExMh0tUKowMCCWbo+
0BEX+XRDhdbnX49itNto2V7kzaz9Mavf6zP2R014D6vzfeF1+HrtesjvDDVMv37fNzS8YLRWnKve
S0zqi4UBLOkvUQ0/ufkMOt4HVMiwewpq09Mb+jEelorTMJjHki1WxengicwPtlEl7vVESoYIVDW3
MwZRWu6FIBt9dZQdkJET7vFXs6GSb/9XFpqwjBgGxEj5XGIX3NW/MIZ7sOP4dDCbQgpGFnx+psoN
9kHEnC9fDKcQH446oJNp/D/izF/eTZ8cRkZKFvgJsFUWlcLr2o30NQh4SiKq2Hbw2b/UDvJCTrFj
P7BZQ+6pMF+n5taQ76+51jtWwKwaA079WkoIRZtMc06CUa4TN24lla6wIYdmPBL1AQ/hW/oflrpl
dsQMfx5smN8h1R6l72LXuLUJ/9ubgTVvcoU8slbFRF7D8W7woJH6frY76a3Tb3kgxkRpD9dkVfyU
I0TFWa+Z3YQf8NReMC67zrLjTCuX/NRFDFhq/6sCFCGAJK2Sfvoqw1i9JkIph1wlCRqtTCAoyMl2
tFsH+r2EN6+i8iGAeJfCWi9Lk5Bjd9un02vgqsok6+ZcW5mAjoFsfeOTrBnMaE9BvW4KX1xnF+p6
gs4oJBmDzfjudZ6fhR6s6TEPDPANvHFbrqGvort2QhjQfwA75gliZZMwXzoHPgfxYzlsjN8Gyzp9
6VQaEiwKHP1HblIY4MH7yMxT9C0e5wdpoEYy7uRvmCv0d9x/wbft+N0i9F+Bcb3YcxevNZl2Sl4C
wlD0AvSJefVoNCD9vKGRWEAGrLuAKXYwZsGbcd2xPZfdykbRzKDUo3IrTUhLNmPVTlpm2kvgiHgv
idU5Gr4jJxM4evBxyQ/ixKA6sLogeGyiZS42bMZp68+hORsD4zjwFqitf8DGCFYyEf+15rTIwKZS
JR1qx7HEscvldi9V3a5qUrK5cwUf1qxg22rofP5p+hxX9/MjToMO4tXigW+bLq6fnn62N0prFvZc
RjMN2Yqm+s6FLiEgYPt8UzTRPdrFyoUNMP3bZ3dwhTo1chPPeqgwUD3RxIXvwadTBsZfqb0Xj7h3
hkyFPG9qwWG4KHF7fE44+hLofyuXgD/XQ8hXaHPWxhdsLvYUP1b/oWVxCmNpG7+7ynzVpnQu4ZGN
K5cTYESOPTqTwOymJmKKOaBZJMQoEZVmjli5N2uDQ6MBkzf2XWBMax5TNCwjJVm3QVEbgSL46eif
722GF91kE2pYkcTEZjca4JgJwdrtevKHhZhwRXRwJUxDX5UeoNSEgGBbjAyTICiTSMOqGEAlNyGF
wRSqwLim0lJ0kHqHw39oIXPD2AVBTwB5E2PT1g2vqt7pLlo6AIW3eqvvJ5CxR4aUM3sFLamWcmXb
JQSSh8IQ0goklA/3yrRRGtTzCDgG9YoyvWJSP1iyP6oTXJU6ArkVZSHRmbedryov9ViOu0mCTOAw
kEIb/TPWOyI4YGfQYs8GWgu7o42pWOdQ9sfLmBVebY2wlXQQam9kOhaPe4q/hQ3stvIoQGKlMamn
S8v1o5Lps2DkApiQJ7AJbbt2Xqb5hXNay64gDFn4uNlUq3cVOkKyLuYrkk6j3hEvK3J/mKbbtKft
/k0z8IQ1Wpgxmy1G0zf+SeyJ92OYIVHccIPnH7D5nxtyK9CsDoLKKcZ3GbM16l7ce4AThlU0ita9
q3D7b8/Vjg6ml6NEG9VChQ8swnzMFMsZ4XISiG0yE7wRzogKoUGrYBxMEGgZ0HaTC2wGmmi4l4dv
HD5HU7YU9r8nMUXC+q+kIfhb/bRx7mu2I7EzwRnBQdoeP0l2BDinBM+WGYqxDG/aG4nOAY72Cmru
+iyKNTIYqo96Hu7y5Dqzo5JW+lB8PU6qB4znPNqyX0WoOprq6wKlcTTa5HKHowOGiBtMZNvjbaRv
napUMz2EGYmW65GnztrwIk0Ye8qpm/uS/M/TQUaAwLUHZXWtCv2iejGPE/Tap5FxZ/XIKYwEfxCh
CH4mzfYA7mbDlzbWkqMPJDrOREOnJlAGL3rLxzQEzKAS8JnvOCBZaWyrJ0NM4NxI6KYYuFBnZV4P
8sdpYfcJpoxcj8XhoNhz8ZiYAEhn/GCV+7gicKbV+LMlE0QeRD3by/jyU3TtiXtZ9do05jCd/bA6
WfHzJ8qqs0+nNfd0qeW16lKXFME1Fm4q0dp9KCpP8BcSqn0hU3oxiouP/inQZJJx3vS0sRZbbbmC
wglXppOMIPJghLx0pgLoxLT8Hw3J1rR8F6St2pUyRGv52ZtMM1JhKwZvIqPlIfW2J8BDpwzfnTNx
4gr5Z2tkYSag1ud0sTwOuagJgY6J8Sc0KlxWk8ZyXT4mzAB0x8CtfLadK65pFJ91ybwMKcMohL9E
D4PemvPrUJpczcyP4YqjmujcB+qXNRGAlnWZ+1Buw/UdKMrG7uyMRDKxxfeu3PVFxcvgvotPjk0r
vZCYknwWJvq5uRSKo64SEa4OSNBC7TE9SoiolPhpKInAaQfrCtElh96jBoDka7vFQiJCnm5giyFY
o5SSUlCmqVbyo7aOEG1AyCcAGbLKkPK8aVj6f5B5VS+ifVW8Y9seRf2Ud4DimCY2S/qaSqOaIDku
/muUMBjzuXZ+yunisNFWnCCPQMXduKoG0O2Kl0sQtn2n0wJ53+6pqIde7moQbk5VSpbvw4AXKgfn
w0XItDGOp0P0pH8zwujVcksZm/+NIXj/iNYfqWY8H0Wg892zKbAQlffhLfUyIr9/ejJPN9Rit/gH
aucwuBxwsNY5W3a9VhnE+pIAz8pHZ5ftjUc91dEvTAUd/5uPkC3LC++1qODFrmDXxcWIZTq/HpoJ
1lepbc8WrxDJo1xY3JHyHtDQkPiddTZ4+LQoiWw6eODRDHp4cIXzV60F+IHmDiAoxJsrHf6HgnmT
AxB3uS2uluoVZUL4DMHM2p+OWm1FU45vrA8Ol/EO3CrU/gl/Z+lKDW+vnAHAqxB2nbLZx2BWyhyi
IPyfxZC+s0lBtrbX0ZijSNRU/SWLsDHRmFxIeXfUAh+oEa8hO9shNRHNEkyQeRlV/wFJpq2bZvgB
yR1N6aAcEY/zwpOwwCm5MVMbTcQZhPyJKfZ7fRt/CWff2Y3XXEP6H0V1r/9tOnmpAVY7EEkrFuF5
phCl2c2FKBwIFnoTH+zdfPVNzYIrAeL8SKpfHuCKLjfCi3JjSf2aJOiFCsYVTBgVl2BgvwDNx4JV
cOy65xWSB3eLWpPTqszuhbvv7NQzwQrHvUf1lbmBOvKrvdl9fboun5nYI3iuZHH9aEExK37kkNJX
Qi9Sjpm8d/GYvAvYbxODJn2QsXKc2c2W+HNU0QImWjQAEJZtzUuFOp/XrcCKKb8yqwsr8k2ilSzj
L+RYYo2zIFZxH4dNXS5EBR2BCbyu/EGRQrz07Tr4qNkN+QXlOQO/dBSCH5MxEmzo2WVo05QffZ+b
OkNHWPjloyLgeXGIYPAcZ8K6yJ+N+7lpZ0R5kI1TPiwom3aQ88y5LB6PGPGg09KT7hLIlBJJLqBq
8vMwB04mvYxupe3Z3gGjWP6y1lPsZOLZQxuFyHSLpllQ6OWDKBifwIeO+N9YCBFiVDT6KLpSZscX
xIfbO7Gk84VXS1JGzKspevrP1gdOB1yEBHOQAysU/gJoKN/0huQHvegoEusASZNMqCckZ2iicNfM
5UqxQ5xDQEQDCDQw8U4Q/m87hSoGEbrAGmUuspOlFi/XQRfQWkcQAPCPJNIDChizciRAxD/1pL9E
6O9nSF6Jctb35q69776kcC0mi/101BdOf+x04jKHavwwHpNjy561A9RADTVwvbWzkb9BgJu/a39d
abEYeYGbOBXHiXMC2XDipAPV/v14vMY2N0WnPjeUn/J9VTsZ+mT5NNq5EHlmwPjB+qSwT+QpzTzF
fhue6+Pxh8cq+xRKARUUKB0dPfjDs3HtcJID0O7s+Rj7gh5W0I9uWq4n9MwBXALjM27gnDj7MwkG
6UcXzhT3nboTQ1htf8EfSxZtiy79laqZoDFGlE2AXVx+DQxgY2MtfW8a4jpfWz41r59eiq++C7Dq
tmgcB8qbirTeG7oW7SNahbqMtly7x127BAURacdHVhlfS3tyxQzpSd4V/d9G2dpZfa9yub1shlv0
hk3j1nuAmKadi8cskxZOb8qqtKISQvGKzrj5KYeuanZu6zFPlM6j0KPnWwbnRERmHMOaEm0f+v2K
BYbM1Rp482Ki77ufeYDmvQhPSzDrI2ugBBkEyQG/zGTlBxIOrZK4dZr0BfYJMJGxHxYq5le8He3T
KBbxDp56HmqPkJw8cjHZKwtUOeM1vX3MMCcJxb/EmNCoSvcRwcedIJIUau/4jPWyX2cgGcLvXtzn
ZOrApJUbBcWebvDxu1oLI66din6NCD4tnZKih179KowMXi1TECzEbHitZq/qS6qjDTLUdKO5qKDc
gIV7i2wFRlmDSkdGbEltLAiNZxqP7TpOsfG+wJY79t2mz3pD+BWk+LNrPiw45vGLrm1UjHKgNANA
jcY25nkiKzKrnx88BNyfyv7TApNevw7h9MtTab7snR+R97n5kGi7pVfdbfoLDsA2fg6QHXtKx7C0
YOxW3jEvysEBKpGEVXNDXd7diCyEGFz4GYyf5q2TCODg/jj5pwSTsy4Syn4A5rz8TsaPT5Prg1r0
G7F9eJXEBfL+Jvy6vjoNi5A6Rb3L0wLWLOPttT5Gu+rLw3ndCTnXE7FcKi/oIKJ1Axlf1a+2dCei
Cd9mNVVgCeeMZskOIPDpZd8/J96LcCz7Ouk7GM04gMidG46hwlr8iMY1WfmOst6L2EE2QzZVRu/D
+YyvrRnAUmiUarWVCpP5ezSiiSTf0ZkRe6KZPlh/CwJ+zT4my+HcOwfwzBqyKYBN5PwCzgna9Kxm
eXCgT21vPMZDGLBmk92SQPDaFKVCqknjOX+elR7/N53f03sfLi98tiioE4Ip1LBAo3/6XkOQhXB0
PacZ7L16edESr9Vf7XenWNNX2xwbCm98CNCVQygHFIbUld3GjG39ZGQAvDJh8b9AZNSnnsyz0rvt
2QcQb6HVWStQhwjI1uLH+FVp11GbtVCSVnUtDA8dyNljUWVstn9kcmKOX07Ads+9X5zEHyueX+5R
OwR3LCSI6eWYee+ZmwvG6sROql2lnq6cTGL3kzJr4eE40g/P9ZUoo+AOIMIE2iHJyAQn3JGE+3xm
qIev6tgOTH7bammeg13rZ/3ecOhGCDPMIijIySwvHeSATNp9kHb5t68Cu4NoOi/1a145S9/ZR+5H
9CKmIMCytmtHG3VCbxwtEJ3SUPGE4bwMJJzVnQfa1kJceJ4JoJJeUsR5BLfz1NtNHKMQW2WmTfFG
Fu0910FhusOJvihyKKIZxfFY3tusjr6FgjTs0uXzXWDeLI9497zgWFcmYxWRHG8VOYcUZa4eTcuG
r02FLl1kHYDi2dcY9I9VZHaxem/SfwzvumMxzgHeDYG9yPd1XvnVfyGjVfJlE/GDdRSDw9qBAgRh
HW3UokW7W4mdzfXG7xGdqWS2Ivnb7xhmChM/c3keZq8/Ke0l+7ZcI1AOhg4smEY4plI/K0UfRnzD
JYZ+IwQ4bSPqCs+cEDNAG/vVVApdVjSOBhzUY0Pm3ehGVbyLi+RkXCxw2XmWCN7cdbICLoPOIOZB
tZVZvFWCaw6Qeij2UXSgqS0YL3XuoA1ro0Mt2TrlHkNZz5c7BCYcdCjAu/N8EoQ4soDQ1V3coc6d
rGtx6Sx+P0L/HVIETIc9L324HP7vxOUS6QVk3ByAbnrFGZgZ2gUTdYEgJpi7pgczBIq52q9Pcdj0
7qLIC5Rk9T/wBjiNkzJi9izlAsgcg5YKO4xclyLDMB0fPyr+p/pqDXOAusRS3jwEGoXIr3Locw1r
VyQYYGruhlZQH8spMS9IhB+D2G7iJLVP9pOfswGEaHY+eKMVEIgnyujPpQ0RcedM4RA3cm/WNixo
83WPyY2fJ6Si6wjZXyoqnDDFeY+N26+PJYoDuldXjRW1XotZ3hY9Bx8zIZBd8rD8HLGDIjBKMdn6
Vg3G/uhquil1E8HXdTf2z7yZLH7gKFd+yFri5OKSkecuhzmCy9WPKM4jR1cbBw/e26U4ZSfNA0qV
llet3M3ClQVqUH5SeX9DKZUcPcjGP0yS1XP6QDTyf8wHoftuGPbbmEUwf6oqm/In0TPzYFgQp6CW
zQFsJpnC3kaLrhMbz+iXogqOb4g2vUM9CsTjnbrfFulcPnXo36LXLF3FcDa2wC06yHwcsyh9aNv2
csCdHZaaF20g/KZRAnMxrcLqKYCJFpI3oIr3XxQvd/xozQJTAZsKS/DcvjrZi1OhJb3RR2HuyDHJ
Kp31Zy+JNVQsZEgDz92QmXatMclwkk+AMCnAFbSOFaJlDgT7YLsA/1DJgcciAR3b/mca5i4CNrme
NHj6Zq9lap4Jg8H8VNDNNblMa8CKG+dfHwwpa1iWK4PR1Ld10OjgrNuxgMWRHrq5aVXDOoKu+5YR
o/XKZvAOF60syOdAm5G1zC6yUZKGZFCtXbGrEB8cqd9kdSuNGj8k7JaDvZf5JJWkZgIGoaK9QmVz
g3cgKQ42LanuygK4+iG8BVVspFz06GOVVpStjBwClm7uZi+kfuUeQpyNDQ+/UeEabvpWNmJh0JGZ
B73utdWS1zOBo3PlpSBfgOIK60MYKWFJ1S1Dy5dRYRF0C8o4j+hF9dbYHgOnD+ouOmMnJ1AithOM
t924IXMlnxd+p7ruphFs1YWc6hr38h0Dip542Vb+5Uk9Jp31zrtdwtZ1fuK9yFRqPdQDpMUaQOKS
iO5UsybLvVWiwboeKchdH45rQWCG2ONxEroLS8uaTiQrCrbDERqMgiEaG2+Qs/xzLYkJW2uiS9gr
F+uYA+XyO/7vxNYHXy60O6a3g4igWrAKvobSgArUr85uzkZmP8M5mSJcvB/DCZwWRZ/8ZoHAllKY
5OPuRu+699+G6TO7VDGPvVHwYUMHMqF9KgbCkq+qB79dKIGJxml1RQ/h4v47Cg77/AQOuxrlPGMx
4qtPpYZqhwS9sqqD7mv4lDCA/+plAeJhOzv4j+yOVTjlqBMCY6S5sBhJzrBFVCfVjmvW7mcme/wC
vmFIaX0vyI+ycoBg8CYmeWcF+OWuw001mBAt0N5MwHbePNFhv2341WPSdzsYbPEK4PI1UDckVVD6
mzCv3OEEhZ3ezwCCayOb8uy/Pb6wpWbAuaden4+ZizNQX4nv+DFer6h3wvbPUqcojH1wFInxOg1F
s6iEsF8cQEQbCBV5Sz29DLh9VxgzJroOuWyN1x8vbAbr3xAHhlOZpIidBbrYNOwl8HFnF6JCN6eh
u+oXxEisJCYUyDxibQ8EDGM0eiP2Idxw2GeGZqjOWl05JFHkoBqVY0Xg/NqcBkNP3ZcfhzUxMZtk
TEslpS+A1FP2yhCD6fo8J/kfi36J4Be6qWpjY60gHjoMJYVKiKjafo/VlzTf1RF9XnBOHSvzEGn4
GvD+V978ICaz8zR1CeAguV5NDriwQ95a529CN1MgcM1ZBN2w3FFqI5XgWGpkUMopvSSKRAPUl52T
ZKrs929KFJsE9IAqYAfsJKT9YuwrZ8sgGrvYVgUlHadziAAETAFUNfTmD7yPn0ILWle/bY0fGKE5
O7lixAkXcrHWIx8EIsx6FlSGW2bYXJcvZzsQ7dgWCbULPf46okwGGttMjMONXMetVzMFZUhFS91B
VSVzxKLFLPKrHjA1mWGCiwd/JjLFyI82VHyF6BsF93Oq1zVGgpGATOJZjbINeSJKRLNkoPxwGUbp
ZLUGipXTI1u4MJ+KcvlyXHXjI4Ok/I8Q/4itPibux/X6P6k4AnaGXfBhjzqVrWtyp2wek9lmFDI/
xXPcpSYFMTg6bk34FWJ6KQ9M2n4Guv1/Tys9gEdswtQgl0hIWYrp9nk3FY6Y6Qudd2sM0CIL3B4/
9TGkvEaZqf79EyoTCqfY1w+saxYiX6NzhaESMxoAA8S6TvytFyxOtMI1AAOY4LSdUKf0QI2j+f4b
2yx4ny/f/54OdYWsABfoY5IR/2CP/eZJW+6/WgTGq7dcehNxUGtU/fUWZZ7VNJ/y/7TV3Icx4kYR
1c163K7WrkXR7UKpuabQZQYTMFAh0zWrFVjvfwVMsq/Z3IC/gccn0uM06CzPW1ATLl8huHY9qDwJ
5npt/alDI2cPj08TAEgkSN/TgllHr8I4PyZ2hCmU4hqjBsBI3S7eDDGx293t3fm0yRjRCqPlxSge
DgkBMYdtHFRavJd7kjN8GiipuFGBS69hVk+bsz5WcZnMtWKXgkb7pNbQYKBgxqKA4rOAYYVpj3x0
lmA9brBIYn9awAXOI8zPSlHnKJ0STvg5vlojTBFxYVkbIKYgUU1QI1kh/OU2KB1rHCQMWIxp+XSC
kp3UXK+S9WS4aH99xg3YbneswV7f8Iz7dj0r4DEfAkxLs0d+52AI/Smq/eTWqm5ZLOEVGQvWzovA
pe8Mjj8C2QktcGEagOBkRc/Of7VwFXKkN16dS6LHZ006IZeFM3+tzQMbpxnvGbBLOqLi/01D9iFh
PuQsBSKdqqTceimYMAmGt2m15FAUQnikOqB6iIS16F4UPvAKQq9kVDBIi+SLYrc5l3uvZXksuFEQ
+xS0wX3sGy0876P/vninABLTRa/jvXdZXq0gZE+WdUC/7i/boAHonqfn92OCyhQj+z797JrwtTjq
YFwKFk20GXTkyFDIgdq4tUrv899xSWLXU1j7As5tL90/w5HdVCzJlPjdJ6TQ0ZlzZOqbyKi+MY6o
22CIkZSzHdiUMhJfVUBXiinq/gNg++CsKcaEzYylZFKH9s1V0uofnMwM7E5Wso9jF/dCbnnkSS46
UdMobCaPNq391ZzzoZ8peN+lBC416pfZmC12mEq/9MsQHYe+9xffi3OOmBZyRc/+PJL1lr1cnoMM
0+jmhvNTY2x6YlnS7G19MHdJjvkcCPjGjZln48ptlNWlz9S4ukeLQedZs2hU1dfEvCvRRGZkGVHv
E9aJh8lshq50p2mI5Q1qNmFao+D6j6SmCAtqOi5TDsUsDFxG/QaKAm0kva28zpumukh/nZ3QjyPF
nEc9XO0Zh5GrO3o4HhRai7ygQoToPltXtQ2Mu8GY7Fg1ngd0+Vc568TVLug7FmCblQRlgkcnETcY
5dXGTl/HdqhfmcxoYO3mnuECjN4+chNPp0MYpDaATGj+3hzY/Ti5uFhfe5o6isIHyUQl+KfrQPv5
0k2v9NEri1d6tvcbbYuSB1HKrMsX1ElhEKlgCaVefO18cQwcr3ZfIryIKDdWFCo5PneSdgRYzva+
4DUPtC1UCAL4nZeUG8IYZN1CyvP9yAe/791rcOXaU9wE4DtC4RpKNCV/rtBHuUOQ/aEuYRQoXEJr
ffU1behy4HnoFtFa2KqLvA8iJref7dUEVdZkoEhzQyoP5xjA4Cw/a90I+j/V5GoNTcq3a0Qx4tG7
RuZ4HYEneHBYliNOphGyCE3YSJ2+T4wN7EIHA8uypm6r8kb498YalZoI5sPZnxQMk3mQJQmyHiNX
ahJKTYaWO2zUgfBkEsAibyMJUh6v9SMlBRcPktiL/iP5zyz789PPRRiKiTWXJavkwuvq9GDfS1wy
vA2aBIUw2sszgCnTLudq2qmyNNFZPYcdXiY2/fMtB441tEThFC7+tV1sHtW2b3lleQfnxl9w7H8/
A1gKZNBF+//QW+KOG2W+X1/8U8ILVGngvnUd9fGztCKXyWPwTUC2l/hIr2Cww4Tx8lxdXoSulG/+
reptX7DBkoETOJR/lDkrSZRRqneC5CVR+bmMNWy/V8AcEQDgQrjU2QPq+7wjo3Cl2FB5X3b8tsPg
mEfwMsgLASSRsmpxaXhUz756Xw0mwhwSsGJnKH4wByayNIPyQEl9Tao+Hczv8wl7toY2W9bqfgwh
+n4uKgaxOAYvmvHsPMHTavhtosvQLAGC8ZJMhu8iSOnj5Xon8mm4xyVC9f21fdC87IVq9d0L/K5Q
D3QsaGW8jCdwT0x6m3N/Z6A8Htpiy8WU6hn/alLAlT7IwNXqHQr9Zeu03mRVHRm14pL6oiT8yYHH
WQhDJCnOqwVUTLk0Ul/t2uWEC3w9cX7qm9CP/HaSV4tH+63I1oxEV9LlVaF6y1Xtv75RBKOb52DA
/7X+ij25lddamGgYuRTU1uQA5RyIv529NmPn4wJ7gnUWxlRVglI6Povu3vSD8g66pWg8do8Gwcwv
G/VYMddM6d79nosn2lwHd4EvF3jb8j89ulwSeosLeuQZQyj2ur7PLj6WMcDL5b5J+9wSU6OSUS+X
Cl+vnk4WR0rcvOlOokAGQ4AJexdLDcKSN+T3UtLzLIxEwVgojIBMVGDazChehQJ6Fthpw0QW5f4B
IMRn2yDQ1GKVMwgIcbNW0Gj1fgzGMSsituc99HTHp0TeMhigiKShAzpB093onooppk8cXzP9I+3t
SlXBL3yIIrCrRsoQgrwuqUlfwBKsyW/6x/quk552+6ALS1mmLa0M9ue/O+lVDBR+gvy1p/sq9Owv
Q0YInbKoIStVOs4y+I+j3t9/qlFBriuJM0caZqjQkJbdnGItr97MldNUJhRlJED3dn2/cJW8kgpz
H7m2Ugnf0Q2f+p4UrEziiBxw6mF7dWPRA74GyQHobdX/GGm/mcfn6QQWNjoNGkqzSsw9UZVQhGKa
Rkxw3PcK6hDtggW0O3+KfMhhXMh4mVIKrBwR7FIAHx/SulejdoA+U5f6de4HPj2LCVys+Z9ePZFj
Z/baYSxFqdLnM3oPrZWXY66epZ5Yurs3A9GfN20AEGQrxMou0rFINkuf9vjaJJ8/B4fsfruwvsui
Z+LzEo40J9sKwR0IwQ+g2BNnxiIZA2L8NvjYCsqO/TGp0vmmIucTENXwBqsVxshVYKO2ubqiYTQJ
yIB8W/XICxkdMjIU6HwghSnSGpuZUQK1TTpBbnq66aA9N720CD4fZ85/+13I1qLSdIMeDMgLn2H6
2sJJiTKtHJ2s4Y6f+qJ317pG2VYfSXYExkBJPBveOQgAs21dSJdtjnXTMUXZBBVjvqC71FX2Ic2s
WZbSixmNzA119MRWMDoWjgf35EEjp9GBWdX+BClwOgqWJcINgNctDN+TXsAQPwc6FH1r9Jg6CZ5h
QEi4KLYMXz4KAsX1/a1HvFUCy2pYMQSMyzl0lmiZkB0rikVQSCf3ZCTQpx1rXBjU0grY5kcQwOKu
fvAkLGvnhyjnCmuJ+6F8etGpMqNmobQSNCAoQ+h/WGCH+w3fIbcCFeJZX3j9YiSrKPcY7S+XmK+1
98pnEwBh0IHLnBvoKNwOowAW8iEoHOMBBc2kzNhW1K6vQs6oipqRJunXmc7Dpun1B3UHSyjTxNCa
0sWFIFKmZoAXsjJcwlEAVTfxSkNCySafQXsOrjs67HVxe3y5LQTs2AI75CIchxFu2WltcNwPOKF3
r4sZhUJpAIV+97TzDtJb5LlwICJWpWRoOZ0oED14aDu4k3wIBhRJg2gA63cdqwCX6BkE1sTUpkhs
skCSpPuzeBrKISgC67B7rJhx/X4/Q+n87BslgUGqJQ4L9GJc/kIu5h9/OkQ8oaGv+oBSxE8nA+GJ
Jz8eP9KOAV2Q1j7kvJzLH+bQNBPbq639622C0Ly8HNCSFjQs69B1YjhWkQGeUhY1oc5hiadR5k5a
p9W5b0BGBeWP4fvFIenvjzPpJKPizxMURdkF31k6EXt6YUVa6hX85bKhMSYm3cuqSvfC0g/Tj6Ec
dXdnS72qYxhtiVcwCMEdw+cEHMgevQD+dBUxtq8WFR05Bws6HlPSmH9syx9C9Jo2UMaK6DSw9Wyd
drBqgTYgYy6KHSABPbDAY3/6EACc0mquLr9kFMOeLMh5VexRwt/XY1yfWv4flHuavVGpvHy2xEN8
05WLZZtPIHBR5X0KrEj8PT6h7SO36kRAvSc0oB+ACqCZc0PcCH7OVsrzzzT8mJUKWWedaFoRZX4P
wHT5tVPz43a5gxa8eAYA+AObobN/qOQ6w3essfzzUB+JefuwaEbuIyqaWSxONsgynKqXlNAK3/NZ
oRfJcSU2O9RnEqmraBdPUHVt/KwQ+eCh7FmEygkOvDnYgbsdwKFzfHbA3jxRy9jOKsb3UkY50FlN
L2Sx1g2u1xpwywaUDxtnVzoSHGmQr3RnUNgfTZeFNfsVnPOlntBVRG/+PFTbYzyukzoVwgPKbI8k
kIS8U6X6pPg3a25CeP7r/INUV6q3UuQhC+Vhlm+SKQOcAfxSzW+CbpLkt2rcqhWJSuSOS7IidArS
F6T6tI9yQHNTg5bXmx0bHZ1mVUKG+fuG104Y9b3PW5wbRGo/uDiTLrUWXQxdBcLA5YTiIcSweC9V
wsE+xQ9XLUaahaVokvq0zp/N79RMWA9+fJXuhxPDzPEiX0oXgqpuM+LGI4VwxlA7NstmMK3onKNi
z4ijV+q5IjsXnDdxN/WM+SpytCczonQpfIDMH6Xi4fe6jktxaoQsqo+DpULFjCU5DXi4DhwCYMx7
z3AcB77Xr5LCL7XFdeFUfrYlm/WLomgSzni3gBVVdD4hSPxQzUQpcW/L0MwYJV3vIiGXJBtUuWBY
BV1Fh3l3uvtQkbCEra1BSRQc687K4970O0EgIYnSQdZvZY/1sodIyQAE80m+bf4ZLPuDxnO2doZW
jwaiyZupVMgRIMf6h1Ub0F1HlVyQuhDAELMfsF5OJFWE3dzqSMFUa8fqDAMukrSqRC2xS+byWtXy
eZG/EYHjGJK+IDg4UNo++w+oNVXLAxkOSnYb/MoYM03gUI0C5dW4RYSpqxLbJseUIGKTRPu0Enie
FYLRrVhasCLRKYJ9afS+8mEAVgyexb8E9tl2N3/cMeiMfVY8MRoUfRD8qslCrwKuFHO6Bjl+BwLB
iNE8g9HFj39fAxlfxLcKoFKqITY6MLF+lwKhyOjs30qrNUI2ze2EHJatTUzUJ1BRJ7/938iK1kmu
gnok0jbagRk3bCgC539tgQQNcWRqkJQf5A7Ohmsgq0j6kuAiRVKgIBWlKJxi3MesQCNe2lm1qvPV
yeqjQWtx9ie99/RGx3dNljHNm857N4Hmihthsx7SFKejsPB0+p9imNV5TorlOA4Fp7DjyKlOR2LN
uMeS70oo5cPBZTC+UoP03Tll1V5SWH8jHoa1Tu/44INPe2xQzHVzbU6fHiJ2gPG6FWzlyzKGedb0
QGcIbDo5N6rr0iGtT3XGGksq7DtTpeb6VssvCk1PTNLL4ooUTp8yYRFwIKG0EAvPz1iFUMc7tZzl
yswZqrCfzBMtjY5/hJZb9PhhxfMOTvyJkdCFvQHxcZTCy3tJCDRwv9Q/Mp+Whnm42thQH+QjPHr/
cEoMOsISgiERoaJY+4S4m2AHcYdQF0LKa6cgW07Vl+NfCvUr7YYy1aVi9ujew2A0RM+3fA6oq/x2
7fOjKAyO+c+nteBR6ESlXjfJCGsKlmWEdY8Fo/rbYXdZrcshyRO8BOR4Sh6Rvniapphqbg31LVk0
tKq1fGfwT1f8bCxu2JB5z7S9GkLn/TepaFnSFfGGFsT9lKXzfCPMkb9m81Fkt5nAJtRrEJFJ0I8A
EFI8qon98rSVJL0fFPqlbFZ7UkDkEJQFxwThLoaUxuHEZRsrtsdQbXs3BZH4n1oLlV90SftOstUN
z2Bm7DZS1LO/OXT9BMBiw0L3+wsL8crbeWx+u9+Mi8qWHEjkbx1/4FBCBnbaP8rzvFxeK/95Rhmp
QizSfcqjC23e6guteFOWdPQ6PWIy/TweIVCOUSL2QH+x52StoSnmY5xbcbum4+r7+8KLkjC1um29
///KUSnGYXuKUFRPOOsJKRUlT9n6hsnTbxmZz280X1N+IhoJdDDhFu/HbMf+Shc7tmlFVewG7GhF
CL+01DLAp+ZQUi+FcPY8Ia+hmYI6mzHjKUlfuUqLSYWxIsx3KtZrhfzZv7uMx+Cx9F34lmdovVuZ
Xuwa1NegsDm8KQ+ULFvGSDm9sg5WGTB7WoCbId6YFnTyW+gvc95UD4A1xkxgp6s6JUKVWwqyaCcj
OxW0ALSwdLlxC3U+0hC2N3ZisKzBmKcXFFO0aU80q/b7LU0eMuY33l6Zwk9MtpemC9JM9qKDPSZQ
2NI+WaYH/q2pWc/yD3opuJnMQoA8ZKZE30U0apsJZkB+vI5P/br2Rjf45ujde7mV6t0pVieNsRsi
88EIEA3WUIUGoecY7nA6jSEMKLfZxCMZEoDxb0bs+FqRE2jAG4qiQwQ6AW+fwxtGKCAtJ/wnzBgI
ZC4zyh/AUtw926SVaseVnVWGDNuNc/GqB2sc1bLsYrQQHHTevpqw/yZBcnP4wZQhmZ5s7swGC+Wb
zjIgWuQAzSSH7p4cTxIbRzVL3yf3oicC5fk4/dEuUR2uBz9CaQAkSKP7x0k5LFzMrrGDHoonyKUz
+8Ipw4n/sbAOqLpuDxEC5/l8EGX/G+GI7Vo1kCE1dJXTKGhk+/k+zdQ96qgmndp+Pb5f5NBKrKEm
PF81vvKg+bZwEwYuOMeJf+dtU3ZKsPYV5w+LULPebq39/Ir+tskU7oG5lpJhcH4cdCCj8xSAruga
7Siz42WYLXggqjIxLhlQajsrzgiOHFCVnD5YVHwfzKlV4gghFVIEMNVZCFoNpQoJ1qZ9d2hdszGp
hxLmOx7WcviMpXKjUlhuqiGHEkIVqOZDgruZAKIQDQPYQeEezaV2+ocTe+URW6vI6UfIUkGhatQJ
039v7Y0soF/Q0u1+gphrw8LJtQIg7K2wcrjtdIPCfgfO7DFPDx82DEl3DpvY6zOXD3w6Qa19jsRd
HfI9AC+LDjVIGwjV5EmOzE+C56o5jQUEhbB/aKjIQ6wAgOOvz4fw7wAYHFOrcSVda7i8j2/Lf+yY
E5PZ9IuQUgVDTQcO1kiAtxaZFwYfffc7tZch4kjQ6Neb4q2rZOy6GJkqp87cj1rbimtt0fjjfJ+v
U4DQiod/MSkcUnq0h1gmPqNDdqa/Bh5Ymx37sInlwAFVTDGcz6G5K13Izaz9Hx7Oh+QTUmEr/+am
El6kWmKx7AXrjxnTTUD7B+L9oACgF8PyrM7GcYZEj8xxHolK9viC3WkTWAwj1mjjL7tifcY8X3CC
MrcqoyiYL/NtmUByccCfqFL9tPKJCw0KGV0nF4Joo8vSlk7WlA39uklfluCY8s0u6pH/LCDk06kh
pZ+DNfW+f9MJr363vPqmYRvoN3LwRA1IKhZySVALJB/7JDBFSR/R77l4xsKMq1rW/sr/fcKkGzvR
GODgoseod+umcx8PhD1a7R2Q+XI4NINopaz7Yytp2AcfB/S2TbXmMZQ+jQGW16vhEl6yuIsOYYU0
SuUJpjU7hX+WGTY6X8483aSKerdZTa48GC4uG8v3zrBQL4y7bhmNlwKCLcOtqn11KKN6jTQHbvJY
QBBtYekabWSlJD5BdwNEPfDs/bN/i1onvMZuMybQ2QoTsXQdKX670Ec6u4aZmSlxDg8IIQFnmAoT
VKdbfvGO5TGzU0E97e2nk6AOgkD0dKNkZWb242MSdS0reHL21N84qhkIhcxyjyDXnwGTakhtqHJI
pROoxMOTHZz+Fhgen+uUcgbpgQpBkp+anFsWrSmZITYIx/Kt5jjfxK1Ysra86BNhKvmc/CmJnx9G
avwVO7NbewoQhMmypmCr6M30fx6CiIZJHq/ZKi4S61cuM8eP9DKFw9X0jKavFWqL0+uCACuHgxHG
TcwKGOhRSTHJ0fUxlPK/Vk9W95/3WLI0cVCmgsH7PgFjVpmd4BPLY2QMb93XZTZgHg5amA1PLPVs
XetHUvtDqVlkVmJQKSg6W1/l0gI2V8ujvW298ppIUHz37RD8BAJwvjhUJ0dgXzib3yQ6xWRWQblT
o8KjBPnlEjaqwkKCLLm8iUpWMx14vyVfOK/fz3uGHodQ3dCHxosZ8cKKziAy66ZdNb7dTz6t26o9
KweGSl3WNrBr2SkJFV7ivAjIzoYLTnHVMeL+vqMB4PWSeuyBR8pvrtUxgo4dkvQ8Mi2fRvyxwibc
/kwXZnOz8f3tfRppXersS0Krk2HsR1erRc6HclaE8Id50cJy9BslO373hJv1Vj51QYNsR1vWUTwh
owElmQ0dfiyvvjz4OiuwLZH5ZrSgMinP16obQpxgnKwqHVfsz8GlOqw6Jx/WKF244zQdIOdxZC1T
q5ZsKDdWVgExehI8D3/kX1bskZYonpKLYJSNiLitjAWGKEX9zYMxS2azOqri8w9/8oHaNScR5tgX
W8uMz4g5Knsw2E+moA9RFdYfkZv5XaNY3Nc4GabCpGnGufY0YDNcnMt8YMufY3FSB/1zxI6ZBfPV
gos3DDnlZkzDpS9bdl/aB0KVgiI7bZsAhoju4XCi6lDZytllvId5CSHCi6UhY+OV0G1KdU3lNdVU
skred1d/ysKrXcFdiCyiF3Y+Jz5FgBavE/h8Pxa3mLxvpI600tIne1ejrgsIcIVhUi3hJW52MKhP
eb7qiTE7Zc8i2GIJtOgDkDaRTjkYL/jSR3twIDAEenxmR8whFPeZFMKSWmc8qfj8xJ4wk1N9K81c
SG+hqniNV7RRaMz3+yYxGCC5T4gEE8vYDLfUsDmuxZ3SA8DOHJJENharseb7sklqmGbrgLXiWf41
3EmwFnrsumhrf1bxm33SZvgOUQfMA+v+Uco0l2lwllOzfHqrbOjH9jUSm4xisvv2tL8oEUAw7xnG
Voja7I16414c0zCpj0jNj6kbfvHZr1LGf4FASttUUSTZuNWJYGrlWNRBqTM5AdQccq9/6zu0qaf2
frjQLdUtgmvO0W2jzXbNw83yyBXP+/ys10Zf0l9IqKHPZfkd1VXywUvFtwUMqJckKbuIfS7qCVH0
HOe7SJbCx1+slw4voTgdzuOWjBbYVwdvgjQkG7jnIDvxIUuCk0CgbYLOf4IqV0p+JjJmn0NzdXM8
2YZ4ZMxKW2ykx1gyOOeCV+/4fTMY//+vSbDdbWruUJaHUC0xAhWVLq8TGdd+2jMZiPQ13zyGrb9H
4Z+feRotWAQ3kYFEKY4tzKTh5YJMgLn3dep3gTb/e6k5DlLwZfd0q38hV1UfAZx8gpmr/q0QqbrF
Zqw3EfLkptkSg0cxYqMAHgFmvl//IjYpglLiNubLrzm6960au1nw3YzpbggeMVPSyU9kRBSHbvxS
7Xprb17A4XrcXXzcAla21St34K0LfxWjkQbv0Q20dEKIAj2ef3lTbYlNko/JgKLb42hjxDFo1Qno
qb1ZpifuwLc+0wDP4XDdsdKT2bGbXTwx7eq+/UphQZkGVfYsV/1+LWtzdkWmfQYREzMdL6zeAd7l
DIsXQkhXFD/J0ijeahv1HZf9it7nEwmyveKiDWCrmsZVuqWftm4xs6eBz/0W1pGzhIAuI7YV5FLV
jSHH84fH+i633bwVFM1MW3/XuiystZ8EyezpfCm1w/Jpn2YvfTC1TqBEso+PPJn9QWkhfgJ+JIUC
cahLpLBBdJcorDldYldff7bZzJe8dXH8T/5nKv2ybaULt8Pb3o3i43lTbtTIm4IaCW56zI+GH52t
nCeXlFiIBpu038lOhr4AUpwLVLmWvmCq9fUCp0hI5rukt+7fBUbHKkJzl+qDQI75DDLj8w8v9eld
rvGj7EY9KiH9XvVuW+9fVgluyosvMVirJQ81oaITxFI4/XB6D4BulC8n33+gfAG3BiJCy+ZjLtWF
gBZuCi162yYiwjjGgqXgyQ7h2q0ozgAfohbXZEKzf2A6BofD+tp6AVzGb0Rg6PMnUnlXBO/pQy2t
VzqN9l//SJ7uCMy6V8W7Ezw/3sQYcJc/YWCHJu8vfNcico7zc5+ie+X4mMxAtKFLTaGgtCVORAvC
DD8R45dKJw3XEInEDbiem67E5Zm+OpEHaqp0KEmuOBeOpYt5UVnG8k5aXNJTElw9sCGqeUXCN5GR
WhuU5eivygcF0NvuHedwgG8lZKzR5a47f9sN3LNbjJzaV5h3jNxuqDeJ98xK4Jnz4svWMvkM6JNh
Y++tijv0j/s+hfcRAhLlYHhat3KEnTayS/7VDhKfumx4LnfvRHY7MGp4hQ91QP1phJW0YVr2+ZiA
ewuS1hJ4prcseV2zIXeUqadWNlUApD6bTlDbDFgmesGmnqtWEP+A1/MNay6GGQXYDw/TEI+l/2aQ
xqUDu/pXISpQ364q/iDKdPLkQ0NEpM/lawdmPicURmD0IAgOYVimfpwcXerbJh9NH6gf8wvuqmnl
LkCnxWi1/K/eToUEL2WfLbVyt492kljgkeKwoM/qToeoDs6c6G0Ys48J5a2n25W1VTg9v0OKwO/a
G7OHpL8lvo3HOLqymjoBC23zG3eCi1QXfS2HfXP12Vjp7De7Oi0OnFvSk2oeen5/AWY3h8+Hn1Lf
VHjLFkb2vSEerPOlVvax+oCSj7C710Oo0ShSRQg9uvrbghchs66TGSJf3anBseMmsH7bfDMdiAsO
NW4FphfjkcMeZBSqBsH2EzLdrDuZhfMzVzvC80kNJuCdmV/wvDOKOzFduFtrHrD9JQ59b+wUPMCa
j98xRGS8tbuYWdfjj52HX6IQ7FZjulFa9l5pXNXGJx9M2Jc8KhEAg00c/q1dQdMaIn4vvqSEZTbt
xMFn43i1I55qBtPn8CnlM8D/7B04gdv/rNluKcRAdNSA7wopjTDHKMD8eOQnZPeEGXGDjAvPQDHc
LYsNbfeyNghvAc5O7/s6bsbwlL+B0anrQEhrRPOdjRH2IPGueL8sFU6Wy/1wMyFL25Y1ippTl8xn
DrcQ98X8TVQJys2BlljmTYxDEQUH5427SpYUXSKUCRf+Y8aP5fL7Ewq/ohf+HlthkQ6oMCB5P9B8
wK7nCiTWb3iBn3sobCgwUQ9d76jNgNfn0dKlPymtmZ8elk4F5eXC8vHYn8qzz1FD7mZeebL32HSO
Pd8jbALOCWIneUUk/EDcevD0GSe+2yAoAdHlPGA9GrnlNFC+vCIOyeYJkN72sFNJWjn0fixYI07O
hTjL7np3NhfXuKBo+Xbe9YNxMmmFw6fZz+4zf1jslD66imuOj9odZXGyPyCuU+s6X+gRDMQbXvhf
Y8NV93W9+IMogc1xsQcWIY+Odj9UEoNBj1DCmr2yvypPn9cMp98tj5ETa6764eq75z4FLTOLO0oj
NJibF6hHd4R3m97GKkrKW0MNHVWqkxKVNU9RTbibQ154Dxvv0YpqRJGN4odPs82MG4ZZezDQz+PY
wIPJVeRKMO3ZSbaCzR71yDZ64f0dwACmZ1orckwTBYrdgO/AxrlSFp7MPWJS/HWVdKSemawNufQG
yPrV6uAtiT23lf1VBaaeYCMN31GJ3bQREKqoNXiFUeQG2oYEdIw/BknoSqI5wd/4+VCAKyHeT3PK
kYLBX8M8QCaO8ZRrzPpztVoARaNXq6GbzJrtY3oqAXmOPUncQJu8GR0zW+QYp5Kh67OnkCaT/5J+
bMT6T9wsDBgjdllO+uClHvudOhg/v785qrmWxPUwPWZOeaBbY3iEpJcuCge2Nm5b6iy5/BSgk/ji
O4OKiukXTo32fOdDudZUJa3oA9PaYYbdEFFUHs+ksuCA8dH/hELvwt5Kg+oXLdFa5eDXqR+kQI/K
JbvFZGI06BhuLOlnU0A388B+GrZmGm+lzG529b8qSKRvfiUkfMWhyqNNUGKu4Bc+C9YjW1RAPwMf
1SclCP0RsMRPeyS7fkKSw+JOFYvnxWe98CA/bEzISkTkCINwXlzq9JGnYsFO1iDrGNfwPDibjfwq
veXZQR1tkt3nKLF/a9rrcUTNQAPmSBx3IQvVkbFLKvBIQmevaZhDYURNEejVUFklXEvb9eGhTU1g
tNXugZ0erH5bQ7Tn/9NqZOlQBjmIiw4Nk2mVx2ag4SQG3Yhbns/v/FHs1Yk5+rfzSP8BouvD/1HJ
y22/ZWx36yfLPpd24TdwZ6ypNt1P8+5rqJzW0UR29wW9w0XRkFtvh9XF7wTs/4kEeDGooOXJpqG0
PsDT+kr96FOBy2ooTqRYLxAFZvzg6Jf6Oc7Z2RQducqrcg+Zaqw1iUhTNuztRTiHm13iRpJZEc4L
D0MR/WnmxVknfu/CT6ZIvYioVzkKYF5LyO4tKq7PWDorlK9QTcVLbS+rosHcL0piTgYDPeEGrQf2
EdirDCeQ6E4V9mTN/boEIeoJuK4DnQGoGoV5EIVsrKggBL8Xx4UUukgL24qHDw2WMQKecllpzG1z
CzeaWyrcdGMM75Aoy5M9vgDLWzbcU3hrZB2nd55Pa2Q+aD7L1MtgvOxfSe4XsTIAtmSO3G4BVmwW
JM0oW2G+sf/nwf9R08r1xT1WHZqwlLUNBv4C16DkPy+ZS595/QhBKn+BNOExmRRRfQk5vvDoHfPE
lbJEpZ593AOMj6ySIkhcR6lf4B80heQ0pm6wKUwyPaPn3v0gMejBaajzBrjZGB3pR/s7Mb6nHgvl
bfNlgwc0WmDqfkryN8RufAxNyR8zVEVjGrbwslVzUIfm3xgvMJhSIwaYIQSCln+AkHnYxrEaSfih
u0GQXDybUZOFsACBAXwQo2I6E+C6dDhopCkRQNR4TJ+xMqbn7kFg04GC0lbROgRUs5ZVzsu8eCqp
CvCUlEAL856u1VpY37LcOo8CVT82gc7jFLlbF4AEmUI9ybFrH3ubRYbAeLyS/3uC7Ezj9vymVh6U
FrQmOqemfpR47PMRxZnZr7C1EltYZkrP+fsqmYSSIeWpvR83kmivemOvu/SabSNmJz5m91d4iib/
Bf0CpdQVg6PiWzGG+cp2qavd1S/egb5lQAsi3Zf5eGcKzs1LEb6l3yyYnyK70/BWb+oanIim1UBY
JjrLQDZgYNeHyzNBQXX4h+/HtHH/P8Lys3M8K3Oh2xh+J0J6WIETxtEHTgVwrClNSrUl+Bw43N+E
WHgbLa1AUzjG6foiFISgKHg+46nqeKxn4qmRESW1JfFVaL2byxNbop+SfG4O2VB8UMEehKhFLF6Y
QE6wICp4r+Mz5H4oFrmLpTSs7TE6c7x22eOnpD531OQ3MUeQqYjMyz0HtFlFuF8QwKFf50YIyxF1
Zl4uMg3VpMC6+16fyyX0C9r/1iQIK7G/PkGbzTEKLZwP3mi99WNfr8qHFDVMGNG07Pa+OXzCUPUl
/yfwz/YHGwShcgwo5/uOA6if6J03UFvSQPKkXQTEGf9hEXPaTn6x/FbxINVRqZMgf+gN2ixc5lXs
Jatyivz5aBf2eXQB/U+3HxxCzYFMfgKnMFrv96U/mKjWg7dUGULdE6k5NKIkVRxsOr5fO5qQRiv4
24XJ108Stev1KMSBmGBPscanhUcXJq1U+9Diwd302oqCCWbWazT7ZyuUYnGRMQW/TvGlew7Q+O3p
rZS5Ir/28I604bRL1AiKxe2lxUb0AmnoXTyw8yrf62nHXIyfPLzp9A4W7QH7anWg1lKoixWEromA
RdggJaZPucJX9pHL+JK5tBrr+62BQNEUd5bnraVg2sHhIgWdW19Fv9YkvRghqKT1jLOIdFJD6m/0
FmsX3LM/UllCx2mDHXpkHNNQ4Sa3rALDD01PkXq39WHNz50LRKvrvjrkhyIk9cUFDM46LXgQhwhD
PzxJd99MnHR2uScGmxg3SuY9mS1YE5wYIKOBDKH+jdyJkO5luMfoPyoRsxe823QwzaoIGFR/xSYB
R3n3+O3dahuhaHqjRsEokQkh81+5Qg6uK2u5KjqpZ3EOzHGmkQ2pYPHFxdovkZRldkWaUsR+R0iH
GD1Hwy9b8aO3ERr16SwqYoJrcsZN/Koc6Hzhmhy5YntHypXzIjvJwDT4xp17SZ1W3iJeUNWzRPdK
pIFYG/2asVk/A0LaGYPWjT+xYnnoNatEy0cCv9hL/0/pblq/eQ2FBRKeY2rUAlcdAoSzda1HzrWl
qnb756Mftg0shAUlSHvhOFLjQB7PSsZ8iftTpgekD4KDAwrn2mkWtWgA/vey0II6XmFchJ9qPAS3
qPJ59mLHyUbtc0559X6d7bUyoCGv/fk5cEgGGOC+rZVCjf3/uyrrH7WMbuAFSem/mj0a1tr4fX8L
bW1V0ih5kefxI0hxP39jQl/bmmHLV5Bp+dEE28svvebI63O2Di77Y7Paaya2pDx2H9ukFL73Ch82
hQZNKBvtR3gn06trq37hmMDZXSyqpTqgOQ+vTBAhpTicUsPWym4SPYyprzH/ffKcVql/qztA1V2r
9Y31Bvk8RDFIbbuO0F1cHcssfy06ABc3t+ok49ONamFuDcch7qw20i2miZEhbR2T/o3HkiLJlGEq
xJD++kTWdq8UcjDcSSJc8l73dZH6SfPWFMVgr5fUy51mGs6VQ32TYZVSVdbu7DV2zH5rjZAV2uLg
tu3mfGbAb+6v+Kq/3FjL//2yIAFlsdSnVUSiiPJx6vDNx/vlbI2/pphysB+cdpKSt+dZ+YRl2SpJ
draQFiH7Buldk1hYF2mfg7Vwvu9OQ2lIaoIoVBKoMMdfG2QgU1OSLQdxSpOOtW/5XS93ucxDfnQr
XKvsvODq2koF1z1RNzJ1hMgQKICc+HSUXBb+bl1O+sqCl8LX3djlHmkjN0t6CNc+SNnMgJyf3AiP
LMXys/HcyR8bxHoEpx1M9ajQ0hHFv6QDhduxCPOlT3kbm/Zqb5O/j6A7eFoGt/f0W1PDzzvxSJRn
YUngargXISwSHPnwfaTA2T/rJuTFR13fUGsZ+KfmRceLR/k6gZjb18hQpRS1LMVYYhMYC3/7Q4bC
Z6YUHMeMVi/wspSr9RKSj6XR8OoVSKP90yngqyYkGRaFxa1Tp9V8Cp6ag7d+KTlgJSDrTEM7keTl
OyTwzhBUptZ2mN+oOb/27o8XKwIKyS6lzo8u+vfn/LQp/qd04OdWSLgrQnfcKgsmOiRojIqYo/Ip
fJjSRTqd5XjmznlD4+lJwP/XSUmURljvSfvvzhDUYF1YNJMn5B/WL1DG3L13m3+GHQ6HcC8tC6zl
6Q4Vg56cC98opfF0WiQGc6eTn8BBkjKQ8WgCMYaDOYZoxYb9c+v/0iIqp4rfiFUdqUO22B6VID/L
gYNP2cT6joaYwr3flYIP2QQLiu+LfW3yP54981qZ1tR/6wWdhHNvBewhJkT+c/Exfqt/a1HLvjJl
OCD3cMp+7k5TFLAq27kzc+feziVHyNeslsq+zFjGxzjB2Xmq1QLt3v6i3z4tOy+N2rL65yVwmX+e
Ol/PRTyS5x+zNRsSZu4F44JpAfK2vmO5eP7EsGwmz9UdvZen3ua32wdBmsTKs4M5oAo8hedPqqvI
xwBxKAOLue0Vgge8D5bVIWDem5qS7Nj+WtA3Dy8YyjGyDQ7FKZclT9qFQOQ2T50+KLHoeuKT6C1/
Th4D4yhoZDy11gCvPYv0O2TUtOlseVb/j/5+NbJJUwP746a0RRwHAwOnWXmH5d+NUw6MANdd5s3o
VudKJdZ0XhfcCVrewBf0ZdH1SUXnLEtrXfXPl9GrkzXXb33HfV/0q2I9iclpo6zAp7xcgf0HkLDN
+7fH0Zk+fujtbkSzmuzicnigsWM4pQEZ3hd4UMAQIKCfEfdmAfrMgsRVm0oDHcUilzjBA8qpGQ64
uQEs5m0S866Gbdb+FYDxIJkkPiMQD+OGw7lre80BFo71Ymx9RmeIK71JeWLwhFA33lQDP5oAiaJ2
9f3K1NeLwyS+wNUFfDGih1MR1YUyImvR7x6uXAiXdFkfbYloe6o7/6RKFkYKXbxn7U2/iVHzokpf
5hMBA3daxIT9MMCWW1GRO9fWTCMNDLKWBGE/Q4jETvIUC6lcnIiG5NiDmoxHQguZr5kQe4vhzWga
akYDblevrPGx/mZNIwjrSRgzP5APxReX4KWOo8wbQNWeYgZG2HtP3PT1MHFbnwYfRuJuqXg98OHt
gS2QUUihDI67ash++2fdY1I8Mtpi//oCKZwlBRyhbB4Y1Yk8rsurORlkrkRgIkr3A96K/J5Mzg0X
F8SH260TVTbgN3nqul+SA6WDQBdBxteN0hfbu725o5Ap5dcM/MPgG9ojtWE+k8XdM43t4yPtqyi1
MjfImpYbmfskX3txUiPHpVHUGHFmsL+xK29+JOD5SFSADHR5JrndBW1k/zjicjb51Kzn7A4KKFB2
6Cbv7voDJbBGyK9/Ur6FEXxEeVLBzewIOZn5rHtNjdJCVSUKtTJcOzR5uEApC7x9XE0HQOpxjdtO
d6Z6pMI/dla+gdLQBw6kYV6KPV3+uUpsxSNco8LSZVTh5odpl8EqJG9R9SQ/rz4t0NIldNG+nRBJ
LJ3AD6rZgSMSuzobW9Pfhmu+9aQGCfJPWYEICYl86xB4yoVgQB1VZzTKspei/4J3lGSce64HgA7i
vhxHRcz9L9qzF4o7pHWmLobMRgQZ5qR63ktDka3zPtYwL4VWZ4scJi4mEt19Gm8Mwevb2M0eIVzu
6p1WaP+rSr7Om5WdM1VGCp9SAAQmYbfLRGZbN2RhTXyl91EnHXv9RTBlyBNEKRE2A+B9af6175pR
vahxEExvFDati5qQFjObUDZXebnCsE9G8ITHb2IRHpwFj+/O2fG1kgAxRMUt31wiRQY6Jj9mxQ7+
5uulKCxTOj//0H+Wu/bJTF1H5SZJY4kLTRdTc6nVQrSuMtjbtWv6vWJoyEgmD7xTDeg/PUEg5uRY
YuMfRllvEn81pS1lRX96w1yik00MJwwphUGSTu0tROSfGDGDrGTMEKmQsrDyMqegsEM1QzZbBWsd
f5nAYXafh8ZZSHk3stEfpCVlbXv5O4fxKveQU8q5Gy9xXUg5rcrSkEfWMYTdAcLP2mY2B+rrqpdq
n1TEtE1i5MNlbcVNN8VwwHe7qrATm57H7JXxHX7BZpo/fDOWvr4H72t4d/arrMECNzjfpsd95tih
OfNwmOxyY6yFxRXHT6jic4YJuDKrjLyYwxXmiCG3NaZGQXfUceL+dxIg9SXX9rMNTgpFVW30Nb0x
X4um/SHwYPthPFso3vwXog3hYbmObp08TvUudehdgeoYnHrHqxSKU1N9AyUxBm9yqv4Pa9IABiRD
crkyFrJ/3Xc+ZvXtRGa9XhtOkNBA23/IF7eM6xNEtP3nY0l+WXyfNZiEUoxnQrvMmoRHShnOKREE
P/pDJY0bklcUr4IGxIlaR6nm5b0DI7zJGsyyxhvLdEKG69hGPv6eWKuKPlqN6LoFaZXRKKpw8vmp
8gw44wT0OgyQEyZrOZilEBl3oy5/pog1P+uDYmN/5MA1z9aJIDr4dPQ2hQRCv/l9UIAUazxWzUXH
0tLzngjPOOrtiMQdhiVVU09TYLfK+zyGU5OGR+q6kcTWa2OlBV1xUFTEKZCBfJlLaoMZvEIjeZJg
MdV4UGl1MphPND7EUAiqqmRknIzvNSf3V3ZgQMnoTcv40xXGs3ytUYvg9NnpU9OxFRAKbIlVQhyc
/0n890TkN6+2v1+MpGUI/xBrbHvi8cD94HU0fOoe40B+IRs2e4xlux0CdvHhkOOeScIAeEMtF40r
KoFmDloj2BUa5Q212aSOm775OaxJFRYi/BZdTh5IIktimv2W0Jdh/Xw5bgrUUktTKx0233HA/G1r
Rjl+HlDXKkfeChQIbmpu7fefsE/YZ2E4bqjtBDfXsoZdn+h2SGZjfJc+3mW7Dbx+Pe7joNdWzm66
I9U2CJ/nOgG96G3FHhjceBTjqGUR5KseKXQ6sWCcQif+hTUNzn/F41v9WALuA/eNSKE4wO8ZTZVz
feDDVnXyRTaiqNChoaR5ijFheGVby71+tyi0P/K4D/jPR3etiP2wRJUb91DvYeAGPcWMzAdlb5ew
L/abNgl0eJ8ALUOjRtsodxtrugk4eoMkHsHmhxyQUHVGSp7PkpBW+vsxTkifh01dUfItlvZJzc1t
nuYRLaagA6uN/VJGHk/FlxiAItYTW3ORkvu3PVK6AEZJKLeQM9UuLtZjvQHRjlcbbBAJqeFQBV3o
G9QjrZ5jJKgdf+PTScHtLL7s3khwOTIJAWEoXm9Uc5vpMdjI9+vJc9LZY8f3/cGdHKKZSmy2HCRl
FuiwV08qA4sPf9jC1RQjsKBpMATi+TTEHyHQ9OTZkCEq1EAsDe+h+flkIP9SW8B2PxXtup11OtmH
2XCbpHFmx/NkZBU48xzcuSTHWJUhxTJHRN5eyH7zQKJmxU6B1SOjWvpAyPh5HCFp9bH8QAMybgWK
R13K6n/ql/hSnSh1ySh/vAefhylGORYs0BAJ913Z3L1ritGOfxXhxGURPIWtJYLbwO5BvzuMLDlX
jidWPjNyECxIDOxNo0YcBVGer1oAtcjgmqcWSmo0EzST172d/bIIiLfmP9beeeeqxJlws16vG4xd
gev6DoS3mWo7NGl+gpCgl9YcD1cFsNKRJe0ldylDEbxuWUEkxXaufKOt8JtBLmdrQz+RFd54iVhg
iQo2IlkPaVrhyL4bRPHgGOcVoofbliVWqgv554x/Ue+iBTzAzUGl7Y7tFUK1DfCAUTT36lIWZO/L
nPQjlKoOGlvbofBINZTFV6dHpO7f4JYkEQAdIgXtcRGglQv4g/AonPobp31U7HSG1SEKIr0tsaaQ
IPLrp6Gl1wfTLDY0wrsIbMOw/D/4QCVjFcHah3MtO7oiX57lNT9NWpfbvua03nHxyd2/oOlYuA5D
WHilryGvp+G/phjFqTsP+mDFZDb9sXKjOGljGw+1AFQmnPJXk9I49ClBRtAeKq+jUy/oBcpt9sot
Ap/doDklc7e/vAEsmWCsarWOrhesxtmUVF1zKPAncynPpM3/X1HdxFKa1/znRurGrhFdukLHKaJm
A+Kl2JntX2FFHKloMU0u34aI3gn4Pc+fOV+AwPa7WjQc6ATVL6MhpUVnPlxEJj4w96SCgkS1ZvgL
oBd9pJtrIwrB+ZHCKDZ7OLJu19oBzsptwRvIOB0+U1xl9wB0ix9E0tCodG4QOdXuEUo04i6aA43/
UlzqQDIqRMFVNnIUhu+rBqq8H8n483uc9xyyiqsjVod4pnOKetBxGyF9zw+Kt7QL8y1Gln6XdlZc
DeN8X2H/AC5tA91pHuFyWcs0U7tig4AzF49w42HW+vSgOnUF8nXtJ/7Vkmi3iCyQJXhZxmD0MS4c
UL9r/6a/Pgpi1PdCtseNenM7BlwGRbYZ2SOmy1CS1Imtfy/QZgNgEL3LHn9nexW4kDxcVLfbfTJV
UzIfKp9gzYwopJITez6Hps9MRMWN8KaSb4hj6EtI64T84rujp1WdC5dGBgOF2RPR8VTyrfzvw6Zv
TvIRTcOHHlr+raEp3og7YrQ8K60olLP3MCnIuJu+/i9dnDVc6QeNXrojm0LjEyn2z4dNQVS9N7xw
p6i/k4KiQyHAZVVL2/+CviScqfv3QkU8oveiQ4agmxhk5Ba/uVRWADprTT8XKMJ6HEnW1dP1wCdO
GFX4lt2UhAoLQVBTfYhH69s0bwdnduDOnMWvf9C/ZFzjJxd5PTh8acJOpUQZ93EcRhFYkJDc8DwL
sIl/FzsHXtXY67A6NdDQ8wVxrcLVBioZS3zKQHe9Zmx4o0GSNZjcyGLqOuvc7Ox74aOqud5AcWT7
MzO97zOAfFhqQ9Q+umBeymxbFugpqnLTEs0Ey4n9x6q3gvBegWfx9Qw5lllAsvCvSKKY7nyNu029
/tD3visPAv7w9S7CEFmzROvA0eu53MqPilJnv722qakn+jQbf+X0itOirHHTsIEBiLzVoBFRznsh
AWLC7rfD7GtVp6j/HkhT+4q5ZkbOn5OxpqMmm9shDHE3UIi+dZzCl9+4JISo+ZLxyMtlmTR2hnIw
L1e/2DQY5SyT045DoRhYhyY1roxn4Gngd+89Trc3udd+GZOxotwuolnNpHQpsZokBB2PMQtpmZPG
b0OSQKq7ksR1w5RroBL2LrxuF3nNQYwQyVmAeTCzgewt6S+yyECVlppjxCbYnwta3kl1Hy1pCUC7
kEqDCa4puP9bHDTqb7meO0I60LdkMEzl1a343DMZDDsoiMOYFX96rBfKfF3uBaRjtIKE8djlUlnL
qy4l8yBCS+T4okNThw5Y5RJ3SGz2wL8MfzOYgRZk7xM8nXGM9ciXmuyLvw3fBXaL0+HqHWTiqnig
E7kabl7rqKRy43TY3n9huHIS0TIvfN3OSu2IYKxgX2L2qgaA3DVKzLnkcIclgBqGyqHrIlfbyTpX
qttHg9EZ2kyck9OQbvz86gPPBVyZ759u5uXvslSuelEEp1MezdhWil47Y48zhlE92yVHVui4oXHn
fHDkxpOlANGrjmsDVKBoqbMhXRlvEi1UE7+bE6YBNn/QfwDtIRCL25ydfpxbsu0NQ0xxpDeFhJx6
AGLkAZr1ZVWnFkxYsz/vc9mxju4NMAIprkh4ke/zOFYde11MltkzLRgHOE+WsyFWd8hNq2gOYV5W
sLBcBG3lXHJ4h9MZ6WLlIpUoPZ7hHp+JBO75ky/u+qUxdTp9Jx9dScYiCNH+WU9t/ZId6nHYH4JQ
G+kM2YIxwWIBO6AVI3fAy2IHxgSIqVNgfOgD2/qeIhXtD4ijhY53i3nye2BkqdD8zUzjjUMOkwwW
zsaMEDKM6uNb+7IRMp84OfjNFL8kP81uA3avu8SHi4jVA979xOdzp6mRpbSKDKQG90zRk1FVCGiq
8QH8mcXjfaFGV7xmkyJzlYLjvruFbDENMEBGQ3U80gVnALil6osuYw52jSAvxy3H2w2qCYpIbkpA
eD2wOCjzqAE/UHiq38nutbvVgv8DPl+EtNm+40IMsJm84z/g8fffhSO24R+uBJgPBV3IokXmmk9I
cS/aKZV6CvI1idKQJaikApSJVOoh8h8f3XDoR7X0kGd4368M0tPuq3+3p6DmRgj73QtTUgM3p+T2
dTno+VMrE4xVJVaT+u0fSdq4LYYQWGlOSlLgGyEoleEjQHafeyYRymSEr41OeRw+J9jSH0KcxXXN
jSSaCBKpY/nL4S5bTEbQqJSsk1tsDP7Q6x4MDl5kqEAvn/rB2Q0K9rrI8b6C/RTcIgfp3TSWXqYn
zW4SOgY9t4KoBwsg/4w4jaxkbu3BVxwWbgLZWGWoYQtBM8w8WQPh/u4MXTkHq3/IfAjX3i+15bqT
iW3EowznP5KzjsVWSY006PGeA7gNsGTLYjI0mKGdWwfYYI8R89n2Y7ElMsbwI+Oxopz2BNEw2Fy0
3rjUB8mnJMPJEReMUvJkOeV6t3Y05qKSOrMAjrLQ77D8SEBVXhZE15yuLnZ85HED4PK1uyVyrAOz
V3myQUvXHFryXG/6HaP6aNlc0p3DFv7fHuZ3nl5xGu9hPmER+5kemA1+P4NgSgIw60Vv4vrxQTRh
1zdFG5WWrUJiTa4RCX/GNeFqBEdQ9evAaieYwOW7S3YUzCBk0BnQy6WezY11haZCBqW647+2+6jL
aZYILiwuJUfvaO3j1CrrqHJzKyi8BQeC2noQDlwUBgIxWyd5vQVkLDjr1BW2YjMTJrHHEYZN6TlX
LoiYiMln9OntzwxJrKiLh2iRnxGV7Q9OeMicz/GmVhOOQ/ErTYnVavd08a8tARpywsd+W+n/zkZs
TkBkXpcASOUqTxBsB59jhh+ho0tMU7wt0nXgVOYPyqV0ClMh8i4yXGxS2kgZM5y54qMAKUUZdrVu
PPoUKIYg9MnQmY+SOVcAXieMZXcQsFiEz3e47TEDzU3sU6kl+IcrZC16MXlnIwE9OVkhusYVFNZM
a8LDUTfoCjkiVty0+TqKdIs1Ek0hP9WkMDGTTUYnxvDDQNzzEaYhpQZifqdfPk3xZ3Kigz2vrdrf
Ks5dnK/8fpJKBFRFxoOt2ZnDMN9FChR8VbWILPb0WhwWYXM+W1loMEI8pRMyjmik8VsOTBmohR3p
5HnS4/9dYWvdo/Mdkue983HMPRu4IwBuxINTxGvwu1Q0mEst/eaXaWnFfP90d/LF64t5Erqx9lLS
jI7iFDDJbHYQZXiXdVzHLeDqOuKeahf07EBqDBgj4tqrl4yAsdGU2rT2hbOIMJ5Jg4j+GQ6/90uw
sQW3EAnCcj6X6hF/+tKmxMYXOvhgc73MN6ueGxYFiBcV7jmtyvri9BermfRAdEYjus4ouGkaAxPv
QFUNPPa8lkmuGElSyd68gD7+QuvT+juUDATSA7Onbdis7dEGVB249HMPTL7vAZdkjzVge+HQ/blN
NxOVfv8jdbKGkwuNT48hbnYmqGVCW0QKgEDA1ikUCz+9V9HSjXnIPAcJqYL1hSQRqNZwM8ScBpLC
nGaKuor75liu9nIQ8Qpi4XFlvFZySjXs/Pv4h6e10u7dSWqO9ZGqk5fCMxqPBhBFKzTukEMBbYao
PNTf1b/pZILrQ0Chj5DFEY3NhgEJZLPjvZOPDlIcep+5kz4leW32Fs1RU73SfAz1zVe9cKFGrvdx
0t15HG6hQeW4JWk/LwWzEdVR8ecVCmClS6qfvJ/O/Wj6/RykcKLKs2aMfsOgThSs7ROL+m0FBzCN
SzZlwGMufdR11ljuYdifBDyCmiOmZq5o1l00eWuzKO6Mm2l3fZUv6mgilheROD6ifME5n1JZBY9k
e3Bnn9xQhWBTjRtrUDSlrd+hjfwlQebrqs0u+fmkOseUsIIPPBYmrPSl0zO4sHlVObdUu6davObV
PoCB2pSMHskvL2duTT+nocrE3Iof9DEiJbnxVGzuL0RoDh0JF+0s9d3KbSnsAWN7oSs3HpskSE/O
XNUTZNiHih72G9AcZDQYefHl5Z1LKdC0cQhabfI8DXtX0mtXpwyDAipUtJeN/UmeKiHELe82MJB0
gHGL+5acNZiNirsaOxU7Set9eaOCOVGOQ/yx65TxUDBT16Yhv26b7fggUs1df31BRast8CdDxA2R
otLqStL0YY1JLL0WPPFTQUnHvHaP4QqpjHnGueKyg0S8Mll92s878p44dMtDmSc7Xsxso4G91UBw
lAv/EE9EfzsS+r0UdsilsdvO442MmGmKsthsM2K9NCbse5/YTrbxrtNtIESR5O//z5iK1SNKn7rC
nnzh6GbVFfOYDwI8fbfwUJ0IY3Oq8vCR3r/AygGKRH4bvV2kqMPRADFs6o9zES8pH4tVSEYqXMfj
fOVhR2EszM8R97N5OM54gwk6oiJ7GaTxBtZTQHU4iE/4A6HGWnG1fRoPZrxX4K2lKjDhhzalzwNW
fYJpYIIq/9cTwXl/zdeNd4gHO54QNRCA626T45+bbfKOql0a+T22gI5DbaL+dBozfZaRXaUnJ5o0
lBT1bKwIsomHC6FfS8+rSc8XGhW6r5U9ZPgj5f89YkoRA+sNBWeEHIp/dEd9C1hCWNUDVIpqpC5B
V7XsnfdsgqY151M9vyBZVVvIuHlvaQxzNptGXPJeELJTd0n+zWc+Deoe7wW71BN9q6C8Y0i1lhHD
8RKgV27xkrpyy4Kc7vUnPOUeY4mcKyqVGQIFjhgbPlGBqjHflpbEiKi+JYedvTGoVsUdXP59HWGR
cVThQJFa7eMpB4ZHl6p0H3ubsoO8QDeCAwANng65WmQikSqB7dKtd3MoXlkFqHp6p7ETyFpSGbeW
hQsLF9NoiVu+uvk60dOwz3GYMF/gxiEia60SBN6q90OjoBh5KPx2tDSMAgD1TQRQLvdGVHIwYJN8
kdFeHAQ+dUsLPbTObizCQarw66qXl1+SliBsjVQkh024+L1vtEYdXUaGQf2aBhU4XUT8OJb44R9w
8aZDb2J/v0S0LeiADO8Wuajh2/8uJKKvaUhesfpwUiQvBUYE5ln43Hrout5KK+McFGs47O+6hZdG
kLGn7CBg7qh9tgytw70G5MsSVmy0nbWuJCKIy132ZrArmzsBCQk72Vos/5LQlX8wQTP7tbuxHhnf
iwd4AsjZ/R8kNeE7EqEAEpnw1oQSBVJEZJ7QxzAhHu387GscSDtiPjv298JtDNackkQe9b6FqrhV
lxTXT9FDUZ9jkzHp/6qHNMkcHRBAbuY46mjjRuyxj7tF/jL1tiTXXd5JRdIaCEpMdIpMR5ocn7KH
ObA90w7ZWbxo60GZOvhHfvRcHAaaiIIWHUPiH6dd8nJAu1yNnnMaTw3LRvwaD140vgfNV898JvQI
/+4BPQ8cELfM11Ihypis1sVMPlRsZ0VbcZZN8ZmLs2EmUErkguqf6lwA8gp6h/8KUxqi67njEV2c
e02hS/s1epEAqW8VV2a9R1gYK8Vo8gxuJuD/NSnxchEhjWs7LMTSOlC/gk7SulwMzz/VnuZ6AFaB
3BWTl26U2Phng14USXTjY9asWOlgrGY53PeVLY5DoM87NTnSD6oMr0An0PuyDdV5ethMIS9sKX/8
nT45e3sBc7Xv5NF3xnROPXGSwurWjIpR0UkZhQVJjMXtuuwc6OXojfSjxnyaDRNo7N51NNoY4Aas
0FbxY5wEkqTcMRO3cq3bntUCnDjKv5dWAWUMpyeqnvshSsDLBEKKZyCFnut1VnQUI5egv91dLNBg
IF9sAj4ejEKztB+EGNsbQXyPM9qMpbf+dyLVmxZ9w5tL0FZ2v4Q4U1c9iKvh2OG8L7EqOda2QeDE
L6luZh1eWBGQyFz9XgMZh4Xv0ExxT7oQrmSwVaX+l/kFBCzUQav1W0zNhvkZLiR53VG6Gx+9shh5
XP3CoSn7rOq2MNOMkUVsHLCu/rZ8ZBVGJKClN5uFupEW0M7XzI5sF8Yz3nDMKwq8BSkPtoNy8nol
Cto3I7Y732DR1WQXIKAHtgPI1tFKgr7JFplDqVyS7t+84ytaYgNrcdbTLItLuJk1oC68avClwNcP
Ro/zpsr8U7cDDbEnoTWnr0UJl9Ll1awyoPQW/jA/UQrYWplhoLeW9wADlm3lo1KFj6uTqBcP08eE
rzSBb9ssdVisozfkSkD5ccq6Ri6nStqgEwlLxkCW/AWMHUoqZyvc18yQ27qeijKbr0bc0/Brb59P
W/jS828QmbbPspWESOzQofg8vE0AxzlIf5eX/OoO0kpwJpTWin6y18aEsGjMWtG+dRLVz2+Il7dR
KeZNcaCUsNbvaGlsoREtdny9yahZQPBImjoJAygvMUkA4PtW/BEW9lLa+Dj8a/MrOs6k1xXpsmkC
mGIhJWqAYtQn/0BpZS6jOkhBgqw51/jQwqVRZEYrtLqJ16Y85+GZnls3IekrcntzhxwYFHrtl4be
ly3EBknV3XH/1GxUAoJQ3dw+nFy8iXdP11ec7gZ3PHvuaLuB69l6kj+81xTSyiXPsvTZ9qYK11gD
sI2bVAp7cVt/WanZToo6huniH11pVr5MEDm/0k8jXs6KsAGQzCHve07XvSxDgc2FHjxxRzpYj2zX
ZMtYpMHRhFqQvM5zTEf+9sZz9pqsgBirPhi40fZ9+QOaleqWcmiasKf38I8fmVJ4fu6X6a5mLSXf
AP9kLzCA+q+q3G7QVr33FnYh4ps5FJzTYpW2QIlov/kaoGzZcQBdvXSMAXl4c5e1XA7xYSPQAUZz
yNQBD/aEFGjs+zBmUEgKWnj4Ydm4OP5GRHFTJOxPaAXvN4qx1WmEsgZaFww0+eftth5mVcQ6YY5x
D/Jk1IZ2aWkHwynm8dPon8kJ0vAycccjwRfNk/OG51AJH+OE1D4bRGKOA3eBORFaaD2xRDlPOVkQ
b8rWYFFipEIhpMrQIERDSecM9fiKUwN1T1otXZvR2A38dPtsQ8NBKv7GH+vWI6n1v9ehlgJz40I2
BfGq4TWbaPbYStPnKqlZ+skLKlcNpQss1uuGZT2TOnqAMm6xy3n1+hR++2jKbTRRn368VvmFE41S
6EIluEPZm4sTtHk/vegKQwceqT1bMSVKvdiOtn9tYzRtgfZVtlvIj1algYdqYtI5aTsRiAJDOfLd
UGxJUzOGmj9em01BWBE6PKpUpj5wZefrHlOUNKV/88PgFVatbQ6ciyA2sr/nOJPeOh0Av+3JhaTQ
wETdNm9hz/r2r640Yf4iEPh62gPOmh//Rp1txXWgLWkU1mLMkTC84OrHrSO9hkN5WKsjviG3ZERX
zRnRj5ics4Iu6C0XeTUAEbcSDdfgA+rSQnQZQIYZS9IXsGQxQJcD82LqlDkPytOObMYvUSOzzReJ
MMZPxZ5LqyVq2NKkjoDfuHj6W7jE71ObHjor+4ogi7AM1e9WqFp/b+7oYn0yoa6kMNDAi92oH3iV
mb7TsEs/Part/m7bsaJLN84zUvo2UX7Js6xx2M7x16KZFXLtjkgWJzNYAK5ZKn4apEv90umAxH6O
GQV0aj3uuS1Nj6s3H71F/oMeJ6LpR4I+hebevAW2nZh0YpZznTOravuIS5qx5zTUUapIQcMjEFG4
+dyFFbKgz4gvc7fskrY5z3++rZapV7fIAFgHmGO5I15GY27MieHhlXV5iiZkkZnMxgcKglXyR5Uf
a1mozsm9nCrsEpafmMMAjIbrRrQp9RL5glsCDU+NiPPcavYoQoLkAhvfeBnrEOSd3cd2fjUb0vAM
s7en+zzyyd4bv8DXQoLyw/AT9xvxgqVAUZPrCzTL5z/VfsaNGy6znu8874HUdXKJFY3bYkYfl6E4
X3sbvpJkBumiGhgdX9wwMx+BGFDy+mhfEduz41DV6ljA+5sxZO9mGAap3OzIuPJsEBOiPo6UDr+O
GH0QJreGdq2YzTCpdAllFVp5ehG9xx9IYjlEFfyz+TaN9SdNuTUmt7RUGooIe0VcoQ+WWRRrIMcF
ZGlaDbLbKviYgaOCseQDkDGifxDZFer9RAQQpU28a2zQjiUOrbM/n+pg2EIsHl+tkAyzEQyrUHHK
ireq91mnMfXq22i2phaGfC8UXJeHxdhnW+FdKglasDfyVEShhjb5ctjPrv6igYYcRRw6EPctoa5D
BlVmdWxSfMkA2fHpMtxVOQHOFg39QzbgphrMiXboVnlcsV/clK7PVzR+A/fKOP1Pv5PNquWeW39A
NgqFX5NAas0OVP4fc2Gqa3CbM8Wh9Jg3vKuWqMDiJZdnY0x8IbqOgOS8/73eIF47DjqOLrt/Wugu
akLE6ida6WGCOTpSGQtmC9zx+GTQ8NS4YgLv6Z+3E0pL3nWdma9CxNZ+fJWVVfvSC981ruAoOL6q
6LPz3czwkG9HQTRKZH+bO6Z1DF50akasziO4+rXnQS0Epoh0mlQ0Vz81UuPtyYtoS6nCE6ITuSta
mgSI4R1g6X1owQW2auFql5iCGdOyNLtw3LxeViXVcNcBsICzXvANyq8AK7FrlfNinvvs0XbnF64y
pAf7O8TeUQjA+EhyYOMlPPZXIYsOYZp7u6eNbqtq/m2FYpcHMflfbH7HziNlODInD0rxMmqnFNog
6Yi3HnMajKTdeFqi9GiiyC/Y7LXtYRZfs8aJ2wmbOBXf4JLnZ1oFq6J/fcZerHPG0yS6nYo2bP+a
xiOipWuTt/3k2NHvhFYqEixek1t4nK20OWL2ajzRBX0LKu32LxeVYs/MECLW9Lsza3h2FoNSAmqS
SwHGoME8vDcK2pDtrnypIcTIhCWkm3Vov2Rtq+hFH/glr1yfbk0J58oHcil288mBFCfVfzwIp+V1
00myt/zD5+/pDco20oJcjLF3blzF935OHkqakMaXx14Zg93LlxqUHYS5Ho88v8M8sjCZNUJYb1rv
DAnQYGOOuz0cnazxzx2Wro3CeyXqyzfEMFxmgGs1dvoEVxliqHKaP4ZZwSVMsR0tKGhwbnsX4SHy
fXmVg9N+3iwmd+Rob7+8z/vre0K8v/2SFj+ZnfP272bQ+9Jd3cuxt2vsjXYXOdxYfq3AaqzhUgH7
VKKzmjqYoueXzkqGQspTGigzw5DLX7Ztvi+PML5bghJkLSlvhziZXUvx+enQOUV+f7QkvwM4LnaS
jsSCV4Ysjz9S1rDz4PGqZXKqNIrvSj8+UL5vOyIMzTTf033s66Bx/8Zx5fPeirb2EfMtnssD1IK6
/yTZaQVLZqzz+wtc56LcEBMn8Q9ysEolyU0nCjVSp7XRBu2FVBUGunZceSeNEGxxryx6dV22NvF3
87afBZFJAGhvRRrWrXFmrhA2hw3YfZDvoNCuTb2/Ma0HU4ucxWULJw0DwJukd7+aXxxK8yteIsGp
NjBktvFIZ+8/Eqtn0jh4NV2wp5mCKhAMImShvBt5LRx+J7W572KQ2ymr/E1zWtCH2ro1CgFHT+Np
1Am7YJWqp0d4A6CjUDnI4dHCo26kMn0muA9vwapUI0kA3JsYlAKcqUNsmtMbJF+HGWOyD2uQNyxH
nBfBMOwDUztf5jHaFVeNRWNp1zX2Rs2zNyD5VFnEG3+ZuvOyMcyb/GmX8K51qpi9dgs6IZFHAuSt
/oajpLj/ceFYpfOgOtkj7eKrfCZQIV5KIuur5+X73QXODPQClAp7/9EHVl/8MtFS+m2DjaRqQXXo
7peNjoQ66geUMNZwJOAl3vrP40gU2ojiNCHhdUzZNr8r/ziPqm3YISURvs/fhgE04xFzJdQ1gh7/
rPF5u1Uh5jEi8c/A4HNIr7WzunV7u4NkC8f1H1dqyKPCPJDSPGRLc0S9R3NVAMzSQIv+u8ZKDTVX
SVqIAk1wtsfn+QB0e0zRCR6aI8SDeLHE3+kyFiL7QU2MCM/Qe/3OtNVw+wcxXsG+SwIkYn6EZuQ3
6bZPNzKV38M3sxYERevB0/mNeP36CHApoNqXhwq8a2qtXYOaSMPoRuNTzxCH9sbdXNGZ7+SsATXA
E824CdazJ2H5kED+qjCpKT3scLP2okrn9n851MobEuTwxUi4Pve69YKMYfvHbm0wveXR3CQJtmlL
Ou5m8kFCAEzYKc8ETD7hjD3hS6EIq6nWdxGs/F2cWGcXmd+SPKElgd2H6+ptY0s3/M26gUurSQ/+
QdjyTqCqeDbsfD6Dqx26xDoEjSDQ6O6NaoPu12b3hdecuwXjbzY9iaQIxoeIjgQaR39J8BrAFJa3
gBbBf1j618eNOYt8TBjio75iDFiRO5gj0lHtISmpqJaAd1OjQCx9jvB/RkQ5Xs0PYr8iXzVtUJpq
JVAv+33NEOjWrUnK+udbd/WPNNKABMaA6Oc9BQEYP+kUC3ges8ZKCVxf1rQC9Vz4J/+mau4RV4hq
Fnucx5ObkOjNACIDDhDf4wJslqWWSVFEpzIY15qztz8ivpEynGOwTcP8mLfO+7wGxZemrerHLZf9
oq2QXEEnCPDbUB5kpWpsdyv753TuSN5/t4zF6ruipt6I6cpvguT516fgOpB91q111FTUHXUJBZ7Z
LbAAxYu/1SxBphGcs7yY03gQzzbRG9cm+8iTZemjiJsdwzfw3HBmZUDUVMFo6mX7KoYj0Q7Vzg7F
7/c8kF8I+vSjZ/2TPYOH3bh4wGVYcbJMdwXy2Y281gedn7rmxWR+04zaNruDuUPOsLZuLUvN0JzZ
eR0ZP4MVGwxYkMiBOlbMhUUpHKa2IAwxsCX/A3c+VG4VYdtuAHKJOQ/7k8WiTSLTRj4uWAkSqbz5
qSud1pl3D6+Qs5IWakYc1D2bHt+R8w/NP8dB9WuZB8tkNHE2tdZQsTXL0qmFh2KghOVkDhJep2nh
7PvFNpgVACJq2lILizNG3ZknWBLW3SrRd5kNfQInvN8ZY45rm7RTVyYIBJmhNVxsd01cOa7hErDz
ZW6Kj1EbjrIr5x5A2nA+ys2QKsBIylbQryW9DOwFOk3cWar7oVYYsBAoSDPHgbzMlgOpCYpHx09z
K/pt2z0xGIZDCxBEAHUrWgnIvY8QKUSQgwk07sRC2AluG+MkEo610Topu/RfciEMTsNZP5I7r9gx
l0s0SLo/mMmJWqxIDBC/I0c497RM2J58MedXuYdYAapF8DYv3QfRdCNqACGxnFpuDiPG9/LAKclK
r/gzPP/YDWLMzhRH86YLhkvn/ghOS4MXqmYg/eavXmQtDuZuLSrtlfg4XzYHcG4ZbsD0dDgbcghF
eVg+9dCD3Nc3uPdzc6bfGlceeH3ofS2KHQ39XSNxFHEKgdJZRYgUPS3c2FPLOvqrWOKBPRfip4tm
QoiAcq4QlOlp+RzOdB8eHWPL7Pg9aJfoV5qa2xPoG5WRCzZZ5tfQALo6QvKm/yvHJq0cKLqmg4rR
GL+nQB9s54T9w+0a+muNp3jHdYBW8l1Q829bEoKv8Tb9xpuEPVHyYR9lgTVsCRG2FXN9IZxEbiwn
385WmEj285GGGMi/05VznbrDBam5GeTtSwQd9Qsg8OM7CmZhCdfo0JuUpnx4OBDqAKgMs93pMFVV
TWXcPoMBwolkC3uQHGDkS3D9yv2Cj85j7gbwRaKpF3OEWBomzdY1Neojgh3ioNc+pDOH6XUWu8GU
0WXxHMfBQMReKVuj1h1E27J9GU8ThCkoF2rKcchkTy22/pgY40xHfeMbY5zp/QNrE16FutV9S4Xy
KLsoT7Z8RBOSh/AaOum2ZsJ53prVZR0ubowezrjRNUBCZBeMoYtVkzkjp6B3g9yIr8iWYhP2UNx3
7E8+Bslc6Adxhj1AoHNX1DDvpiT0/ABsK1kgn0xs42odHNEWYKzL8cfL2ePIVCkFND7TLQbMddde
SRIbaatvGjNWCFtuYW1qxtFaqHV75ZoWor81TfVzA8I2oplbhlGxr41KV83rbk6pqXpkZoBsLNZ2
6L9lMeEI3WYfcgBzqY6jlCp4BYwNfKVpzJmrYB7yxdLCOvCayLVE2qr+dzFOUiYC5XtNOtu7+69f
ZZsab8WxjXtTdtgnZaqSkuXbk19PKKKV1z7iEUs9tDRrYuFNdNi1kZt5G0c8nUlYEFM03FSvKcXL
jDqnmcLpSGwrNR5CzR1uCFBl3YfLD4xlTe91zNd22nk3eBdkuJcypWlYGcs9my5XI9B4TuS/LZzF
Df4NGOwlBLd8wXmm78gkcB/Ibg994qNQohjWqgyJ6rvI/PlQF2t0bOwkhpJ2aJ78PO0ta3Wcd4ha
687ztcqfwSCA5fJdlJjJTw75CyOR9HtCkEg9q2gHThDGbGEBg95ybIvL05MESZiZ2XHsgIfjRTY4
or55TOOV0i6rg31CTDLIFddhE/kYnZ4KcUWQ468IbCBbfLOeJO/YWgTdnLMzbJd0lSHDuW9ryxc7
vrq3Rf+sJVSTj7B6+yyhs1pyxJpr4eFtOh8OibwuLUKOtrV6xpPjyTrOfC43MTbtOt5ELxqLd4Kw
icOYT1KIWSHMBHhJRqjlYq8duS9VZPGprATXN8MA+fqXxcdS9d/J9s2sJGmqK2fMvVEcYj/IzttO
HE7n8vfAQCv6jnvsBn8+dNBuCrnpwalxCHuELduwk8GAiVsTE0RyVmK61hqqmR2c6XcVDaEJmodM
7AW26SPwAvHBRIzkZSEOKOk02WDLj3LO1yEv9s6KNpGadhljk+ZiV/XFCFTUTA5ELHDe8tDq7Wfo
04cwhoe03ZGjMJP9TT9f78BV9u51WNViogrXo75LwzdiP2hLV5MJHUpMy2E4fFRHv6r+ziiZ8Gg4
sTFuwwoSe/bl1JzLRZaSDSWVYLe9Mbp52jMfWsHuEap1olsjfRBfGnlS4n6q3yxrE3mp3zcEQrwW
kDCD1Lsp7BYuVM1YpoQIg1QbeOM33SsIfoznwzep8vYA3vnRJ6nUyci1z3XVsgKqKHWa39g7O8Md
WOj0L/wkZg9Ql3okwgpd7KPUIIupL1nNrv+adlXmHvfluLVrjp8gSH3L+3DkjgP8s7fW5MRR+p6t
b79+sX2fFS9l8EIE85zm0g4wHmf/Yre+QvA70z7yQt2ddAnxJnM8nyVUz9HsFsDBBZx6nk0lG0EZ
X6HlZ6veFkN5ijQI+Kzt7mW73qywDxNG0mAyc7Eb3QQ+LXREiwYKDnfbu1ttfc7SeI/DEs3nOT5N
EItTz65tENoPLphWrQpU7W0318y8MgJE1EYJ+T5kUjExiz7DSltBA2WdG6H0y9R7kRvXdlJ6nppG
/IBOB13IoOF1Wix/I3mDIG6RDOrtTHIFk/on7wvQipoCwDGEHVK0w38kyw48sXjsV0doRTrlWUdD
Z0VUdcnniMThdibaybPbbjaNnbhTcEmf+QGREl/MVIGNsucDtkHLskEyEz42h28juCPYksyYZX/o
breKe/U1GmMhPC9Y7INIT26iTS358alegh4Vxa25FRheez3xYmlMrUDW7KXQWg8q4+IMJH2hYiHp
c4o+XmNNps1FY7pB0oAxjUgzJByWc2xI0boY7jlBUOr6fBlx4iFySAF12IvU2QlFmB3RNeWnajsl
pVOCKBo3+UCnohfaq8hEe2iT3XP6vis2BpTd1yMI+GexYmiYnPEmq1meJ60pxCACCpFcAtcUAnSl
Yyal+nE9UN/VgKYvdfuWHoeP7w+Yu11hBLLNX8cwiJVTiZrBxbaBtiY1/zGBDohNihDD+etP/MhN
9eXa4fRrgeqKHB9GYaXvA13+KSvDmMoWqq7REPzrcRnQNLjracMUBNnRZnDpyzVmwjgWJDngZfw4
5oGdwg+vslTRvoAXScnSibIIeKrQH6DiBNYMJ9OEr+AaKAEMkQTpQpPXHwPXwzEe9IxjxkK5EIrz
MHfSQoqrs2qB2KV17IM3gV6pxDzeDmTFy2kj6Y6xkw2fMlxGmUS28mxE+jdsLeRh+cx8p8HCmtbD
q1fg6hQTkIrHq4p19OOrRQvetOAc6lBeE1Db3DH8iR0mgxnwWaVqqj8fqEp7m8zd2ah6p5RoPlgT
zCP2lHg8K4rtDTJCgyZ4oQdgeFTgMC9q7c7HsymzdeZMQQqLkSQPxwxoS3z4LcN4dM7b5DcO1M8p
/7jYGyceYVnDfF5/rIM2t8fZ9UySaO02g9+2nsFICC86anMNejzIGl0ojFrnGipQReI1vT1FSE+r
D/GS01pMfunezkRZ8P63gexPPNasal7hHC4ktcbIBh5a/jMR3cCFZg4OmCmzOc7HGoiNU6+xkkrq
l8rWE/NAzq/hjOdmGjA2F7YyhrmQY6Epglkt1oMHHIu6wtRxUH40zgKRmWQFET1B1baQ0Mi8oQLk
cS5CJjnsI+fJedyfBYpRhQlmicemrKOJieokOaJAK0aFbp9kpFsq8WB4Ao6rMYpGtqqgKiPDQn5T
FIm82bL+5lS67aTMBHArm9ztcATfKWCWfkCU5ve7NCFrHgoSGGEF3/89ETDU6yYpr2J0lIsxvLI7
zc8rkrmHx/HRprdlNjyHjZXmMrEWE1Shvk4yXYzVc5C/9nhH0NnLvMaL8XEO6a9nEtQ0c/5zRF9Q
Lyo6+jMUOQAlLTetxYE8HZyz49FtIakGywAfAZ/QEozS0ja6K2ZKncRIilmW5LXCeyGbSRvW5i1Y
Heoutfcf9IjbNsg7MMGSQ+NrlcmDmaYydSrv2GkJdpDh/rYPHlEDLBfqlLkviJ5kUpaCWvXOxWQy
FGyjmZp9VPUhWQGHjWIQ/Je1KFihY4Lo+lLuPDvLYhfR6ddrAQXLWXiHZzzm9D/stHNATNwy4hQc
kRzj5zL9P6LA41mzKYXSX6NPtL72tRVbit7WUXX6/TeOTV4vX7DvotukeRO+T6AxodK2mj2oumlS
hcMnlDm7iie37/9wbcFWSFWphS3nfRfaDM8M8BYXdua3GGFYDdiM67oFHcs+rlyBpdSvyor1vC8h
FSntvqDYNcwZNtjEM3DKb0OiONCjrYU0sB6+WgdcsXlrtLHar62oUzqv1BFKTCA0I/8BOUnaakeb
p+oV4fRlnllZGibN3NSUjnhErlJW+AWl+2STIpFyglUI4q7mwAWcfEBOjQSTRKsUfDLTscHMhYgp
Y4pwy7M2cRmC+o2csqEORDf6qpKK9Rl6D4k/T0Exbx3oJAP3p06xsxEeZRCQBiIRj/4sUO9Ilwjj
+QvumaMnvDd/v169tM5KyOuNmM3+8ld2KxQqqQ/Kgw5cFdmTzF9fSD1T6YZ43OG0x9iDp3xk/Dan
XWe6DXz2/0VVqHW38rYT2xyONoZQ4ci9Hh3HhqTr2qijuLWmfv70xpBeG76TGx1spX3JOFKW3BHL
olxv4aAfXC5ZTos5MzGR1IWXau6vJZt/9oL2Z5QOaHSsc+J0WAuCT1RiFqOSXwliDUlQb6qwn5qB
LBTr3D1m5WniBczIH/uaSox0RefdufB8GmdOmMvrvIbIS4G3yRvZv2fmOLRswCYOVL2+fOsHHTnt
Gqj3vlf43at4QE13UMonDgkIccAj9meZ6fdo8pdomeHTnwujJae2neC2MAPodB8uOYo4dcyrQoUY
R9Afg+O1lh9o5btSHvYTpp0siVP93C+twMSIytL8tZRzp+OSV7gQdaD7HZkuBgND4nxHTd7240xJ
1wwp6WVVqH/8kaGq6hwsN5DUE9sJque6mMw3maWdfh+XdMewJbmeJoStKMsPx0xPO3zajaKe93ii
C7pQe3AEI+E5Gl0FOwtcUOIfGQ3KombGEgpn9Gy5R/fgNtdrH2Y8jDXZ43AlgJmrnQ0ImexxuiTb
6sd6IgEKfWV9V67+EiLX6Pae5ehpn7IsxpKlEWkV5G/ja7Vt7Kgp8sDlBtPphRFvaCB3O0QYsKJy
XZIJM6HF9kNF5ItRSfFbA4BBFH7h9ARi+dyubECg1EAiw46yPyoHXId+wDKjgb8icS7N+7+Iqv2O
9Dk2rS3f6dAb2l29qePtTbzrYRM8aEvgs7XebaBLUvviDI4W60f9PYmgiXX4RW8X6O3ZudSx2tdh
hyE39WM//8HI9+XYDwj30oO34LlHynB1vz+jL8fSY5RO1LXHmVkqzDcMbodiSeH1w2Fz+IAjylQw
i1pPRIYW0JamNbyM5thCSSR1iCpG5zEkzykd4gaHj9SBKSv6kqFwH/hgF6p1lVwdI+FmQ3gX0nKm
j+AnMLCHo28KQVe7zjm1g/HJwKCUUnTH9kJZrPkAxnoEqv0zB4WwqP70/en2cIUahTgYL5Q6Ma7f
IatOwYSkz3OESchlW9UzgNQ7ZG5TsBwq5mDAv57NWBE7PpL+l/o+G/UUj4R4+OE9DPmQVQqMIAuG
mPbK3QWv8FlXj/dHxTNyV4yHgRt/wfnQgxPXyXZ7GmDiQ4t0WtFBbFIwIWtU/7XFFgIye8OkKAoo
Q/uKydqIMzA8hqmDZPkdNnQH3Bc5fxSkB6TU+LY6OllFKrZFNLlEEyYWntlbHw05PpHxIpZpSqCV
LcDF9X+nnUp6R4Z25nP54xcT7iqEAKacg2pJicpc/ZMnklOeOxO+p0YFEpBccPOwMNfSkqP2Imme
f6aivLh49FFdeJ5dK1npHBB13gJNC8Owx5lkUbPFgsSKJ6RFsZib7ckq+W/wjBV7VHkunZR29HeA
EwmdFTNPSh2GaAVdKWWlZwX7AzX86MN7bAGQv2Qf3nb5gFOyCnBoH62UZ/i64ZRck6B4qMAy0D3+
7Xn8gEPKdTTjlT4SULsLJweCOJFYYuoA3QFP8WkoigA/rstZWuakdJb/QnfpfSeWn6sSuB539WKd
oEHTle6VK2FCffbOJ5BWg1kxX/mnoOmQLwgg2KeCm0jmo79KP4SxvQblQlxVFnKcl08EUodCHrdY
Bwe6dXdkqbWIChiI4KFLJLkOaOFSflZVWabV7Wmwj7o+Vun+pEh7CMqmehnap5w7UDb+cjHzVUZN
1X7Ky5BO/F1cLDwKanFo+eR6QzoEklFWT5jUHPt1fbdfDz2qGLmsCNgvBfxpGKF4UsOPCCZDC7OY
6R6vA7VXrOG56uCDlUpFqExp1oQWbVqRYAGLnP40EyD2FgkPSPGWrAxcplcA8UJTzsFkuESacCof
E3kEfSyi+FJRzdpUL4mYKOuEGSbQl42l/DWDacho+aR1qUPC8liXAPLSJ5oNr31UJ5UI2TU5w0JP
4UHVL/X0FvSq3ow/rlnBTL1F3cYe6k0KkbwKJ3j8ueLv9XNX3kvICgvU+/1HuB9BanNDTnB3AIBZ
qfLVBJ7nY6KpeXwl0kgKsD9/U3x77+U0xOOK8ZyIc1BjPSlFUg0CkfZzIrJWZFuqRUg7BOMw/Kqu
vUNLlvLMvGc/P9ZLq5iZQMFz9gT3cr8f13KYudLUvyon0YzOWwSAiyPTTXKv2pZ3QrZlj5T7Loqj
K1k95BihflmmxaSd6ivioQjk9oa65m+epwQn5QeC8P3ucv9mREXXFLFrw/3stB9Bs/HkUHI+DNQh
92IWgVeXgAGz919fkZ5cs10HCdYvxE7nsOAoMr1Mp3YJPUj+1ZQYTJgWeHsUyODWSl0sYDMOwR4w
Js1cdbFQM/RnjEJJUJdVYhT3ht9Zu1pc4Wu1+TTF68rt05RQ8mFKKlFEzdXOHkt8OoQQsW2QzOgm
zoY85ckGKV3ptoUzAveO1z0D7/VvrFzj77qfQg8hlHSAUPvWlirde2Pp4IQ+/yW6AECpP6xyjwht
xlxmIkxXSYZ5p+HqRyCyOvsuNEoLp5NEAQGD0rpfGF7CyMZl6SXzvDb21gXF3X5ux0FsgtWvbuJG
88S+ByB5zXsxTElJFbW423X8X+dLYTyKmj60aQAui0ZCVHGs3XsxIbjUg1Savh3nxodbG2/v3oVS
UnmBhe8sVikPWSPdTbrBcTTTfGXOYoHaYU1bKfl5HYRVvv2f7zhpngruCueS40GrYaV8/OL6M3Xs
ZT7JIIEo9ZDZQIoevw0xNg+eeJSWWUYGPy25HUdbHbrPRaRz12plZpPqlwPe3D69C+fre7kxUY0g
3R1FqM509/Na8YB68KBvpCKTBLJ7lFbfI0vWThRiw8Cifxm+cSENPVk9VAqiiZ1yPKE4BGf4IuKc
e38bdO5frlUCaJ09muFoeg+6etEVA3Zvn+Nnq1ZROmlacWv/LgNlp1dOnpZnEykTWO42mhVb8URS
AFKoakLRegV6Yyxs4UWQDAfEUgDnyD/GmBJMsmTISol+LZMmYIFQzzJerqbjphqYH83tzLvhhYw7
2zDcTTHz12/z+40Q6va6K68Ch+CUCLgfW83Ho4azp2pwH13Ezu50q62FTY5D8gSI2khi0ETHd56S
oG9G4sUXzWtyIzy4X+3D1B6OguSEooh8CZB1TJFTgkS0aa6NvBqm1qJGIPdu6r25XtiYGomOfG6x
9B03uoHqmgulpirB4MY6gE50+/yiBLvYoiQcz0vWnDoNO5NRQg9loDBTJ3wJ6rb6KhrftfwK2qEf
59ZiZvm9+2GE8D4Q3A1/R+TNxwtWR9InjkzoHUlZLBepSabsgwFQ41IBXQdXlQZaKW/ZH7ERKpPl
V9O0CUQC4OZRc0mkjWfDKSyryhywr21GuE5W2vcGeqhuI4X7I4QvvGvhClg8VY8ptXH+9TL7yd8/
y30EwrGCnSRKiv3oQwOPnij2FaLdSk5v+bLXXn3IaGl+f1UbUYfM99XdVSBhnjqqdLHn4YaZ4zKb
hMr1h1hpWxxqW6HPSf2Y2vAiMoonLpR9ylnctyD2pUfVXgqA6+Nl4BxSWO75OF+l7su7pJpwK3b0
G3f6k2TLQg6U5v54lqAklSqzbNADNMbUdP+QPjSQflCQ82ZylEuiekVXRw5ZQttNvmRuSKPIg/Bd
UOguSEhou5geKOLX1FvacDX3X2BIZlw6OcGfKRXU8z1Qod/Vdoo5FU5QzC2IYeV+xWE5E3y2hPbU
Hiu9OKCbVk1Lm6WgNAbCF6EwQoOIfda42V2dfKk3sdlGa7izccwsQ52ZfGGJAYuBnlwR9n8ZKeXU
H6c1j9wSiCafR2RJFaL87ScjZSkUFokOiHv3nh+/MqShlj6PaSyLHvOHjGbviMf32gly0SnnXKW6
8o5nIUYosdX+CPAgM3xTJDwm9pzOaFQehjfMZr0BH1uey1Xt44Tfjb2UR9ww54fhDMgi4RK/i4bW
RLA8WzPj3uawXv5tXvwQV+Z3AHt04tkMfi4jLgciJRgug6ryNQrbbGhInjeDtKtpQ6o2Q00qsnY4
RgcXvYt6yhN/vjnuuNvQbhjZ8TM9cZ49fNegRf25dbVlZTdAHMxD/2LsPvZVtuff7e8KxseWGONl
NRLMhjbvzD/n1EW5iaqh5fvx3gztSm0KNmTj03hRUxL2GG5/jHV8mz8VokjfADkEOsR/g9ylijay
0zId/lRw81ClsKHijVa5YPbSMCtMEBlyWNQcbTU13IuZtpyI6Rx2gMSf/Nc6M28Hi4Zt8Ev9pamo
KEvPr73TflVOppJ2+5hGOPJgBIuifGUrs6LAmtcaB3hEshthIXTtqZl41aZSnss1GjmY3cPCOzCH
eNHkUJI36YtRrewyovwwP8FFBTv4HvwSBhpLNkMJXtkih2E4oGaoPKpL6Qu0eV1X2cWc/LI+NSBd
YozJ9q030zZCAxTLZg8a97pHMobX+WF+1GLxf4FSEX7FdEGYDxMih/nvma3b0XliFNVjZkaTcnI8
eryYzhz3LwCCMxEM9VJGTGRUrMO0Y0qYw5rSbbbOwEjRX158Dzf1z4dUb7CuYjcigjMmRaoJ9OqP
P0BVEPfpvdWejmYjk2abmhYcRYk9r6QQkN/7OGcVmy/Pl1yG2KipQ9rmxXfZxCE/swTshmt2/H0F
1DH00ppU6nck0k+gfY0rdC+8u+1MOKoPXxXAzM+iEf6/bmgLGLJTAmx470u04hfs+VUth2DI0GJd
xoexSWeIZ3gbYTkTER4iiwHTUwojC0pT8i/NvF41WKEO4Ur1WAOnFPyMMOPMBCe495mS4actqL1N
rWsf9krn3Knthr35UnQkTKMijzY27HXApVk151YXlxeQFA9gU0EYMLgb/4ZqqYE2C+HmHGdffUhy
v3r5QpHdKAojbSYSx4IvSMHWvRoSNtVi+I8GIUKyqe/6qlfVUfM32rAZrrApsoNGAe0/mG3t0/kb
r90hqo/cZjR2lU/NmOmXOycybQYqMG3lOG7Md2XzMGktAiEsZYU8Aawaz/o2oXJFciMMofoOOxsS
/lL2Ode1rJTnCueCCUY+ygxCk+Wl06hwBiTuzds6ivAVwW5lRLPrJ9rkYJFEtIYjGBJu+nQ/m4IQ
fVeR5kskYdCogUfg72DNGuHenUFNhSPTzH+AJbEZ1roLMYTJr8DJFklmdsZe6hmUUYXdAaBtcbhf
5qxCCYN5Qrs9+FOQuaO5/xthz1pZG++sr2r2nPExP6uhn6KFHNW4eMrkERGqRttUUkzMUV4UIV0j
7sRoPLlgQCmVw4AO7suDtjGp9D9yu1P3OfYuIHihB5b4qfUYWY29J6arDth0Z7i4ABnJTExdI8Tv
uLUZma91ZGy8IerxphkdSdnxHk/kUzs4ArLCS6ggvOjRiKPPeFGTIjRlmx4E7qzoHXZGGUPMWg15
0QBBlBC5h3p/xclWma2A0eV+Zp9OirjQhX/HyWy75FgQ3FWWhlHpeKuWs4L/Up7ltwzJ8j3iNv5o
porQk7iPVBpvkrLq4+8CYuS1oubyiiajZhCLI2eozLRcOM72Y2A/smHcvtZmlIZ875ln9cm6s8xn
Aqbq7GLqR2IudTYr7DHbaai+/YHK0nW5X+gVakdIz0OvN9pjlgpWG2F7Lx1ThOvguEfhhNv8RXNG
GEUgtylPZgELbH7Mos7t5YtTxv3iHvor37EuZyeCUTrFH1iW7cevU0TIDu8o0QQS8+9VFldGAqOT
EFGIEQswf/JQqwLPwnHeFHoVCwT4DXjB7SnneTNdekQmEnR83QlCVwSgTwG4V7uJuoIQaC0LWy0h
ZJOk45gql18iUKE1LRMGmyb9VGRlgImEjFpCtC3il2KAfHoypprqAiv+W8hlNDrcyciR9Zi6Cue5
zP3KIvZFGqDZymgvZsa8HE5y9bsz+RkS8jiZrXak1NuGlbzNzOAivZWQ8LZvcjd3D4U+m02qm2Gt
vYZxNzGPCit0rq2z5TKHHA/4Y2vOtuYMovL/8zp2s+2xl0R04A/CNRqKlPlkqfJ3lpLLVv00ux5k
r4V9uswGI/leHSGDfnY2WYPdTH9WyxaPgsntdgct5oLa8+N1mNJo8GReP4GVfsvvFRMminPN3uYy
cQYY31lPEfC6chv2CfLSOadf+tCMsA8l8iBMzDlE5p/BYOCos/Dcy5r7jH87OdKyDUEav2HqctNr
9w0qYtficdLpZ+FtqjV/0VucXm5/IdE4hqOOUUv55XcnQWa/S35tCDKicqJ5+qFvkxmZCglA5RAr
VdGN4U2MlHEcgKH2/Dg533c+05uxNo0fpOkMnOlM2Tqo4yEUqOGN62q8xNaN9TkLqtQ3bheN7+WC
wTULccx2XhmxvAMAd1XO+/0cgLM38EcLiUO2zUKUUoueWi0EUSZGNv8Ujm+t0m24EUVW1j33Fxfr
LH+3hKRllCbQXp8KsvpSJCiChA9aEtBrXq+zUvRbvVqU1yl5j49C6bX0+XvfSCWiS2Eo56Lphw1L
A32Qq1vo2l7Cm27VriNDtdEkfsI4oKBCCEcNK0MthYK0Q1Q9NuKwdfrnXx7DkHnbygjsEJokrC2V
Y0YjVYF4UV+uE1W+9qQJqRyofVjVqgMBFKwbjrBIk23RG84fyfOP3k0FvGGViHQoOOAB4FAJAhm1
VNnoCf9QRroK2w/ptXDKj344siqb3JWdEq7gaA90LChvm9/WnWOSSR+ZDpyZFA+8kKgKIEnwDFew
m1iDNbYS5ELK5dsIEXKpo8HgTmutFuQEVeY1aY5zvX8yeOBztDgdK011dgw1lw58HeQap/WSqhi9
8y5ZSErFAq4VVGAvbDLHfIa7A3asTYw4tSkkYRbUrmjjssgkxIFw/faV4swOSaFyMK/hz/fUE2Kb
djBxeLTzBO8lGn4f/A+2y6swXDgCRDbZuSfkczfRvyfpeg+v0jUhY4y8IV8DmRQTzWFJbtKeTpfW
MpwDgN+l6UsaL/pVJIonnGpbMfh5uHsrmfN2trBPDMiLynE/Fc2zm4dG079oUVdZJTjxdsx4EmwF
aQPcmC1XQgK2MYvC7XIMqg/f43gwvnlwfivogiPhmrFA1B148WbHmh5aAESKItBlA7FqxhIMMIEb
RY3BMZKgQVfgYhA8YT9kSXgwmZPXxdSWiCIevVTGloZRXgvpK/6okqhIEXNNUmEVfqiY5eG55sLZ
JsxgdddUrJ51f25skE6HQomBhiEe6SUKa0keZLWOELQv70CzSU6BFjg2+CDDjIy7oKNYL3s9NX9L
OBa+4cMOpOEip65UQqm6I0L4jdmNLzB9l8R1VRL7HQz9+lHfUlylFYNqnxhA8187IqTPQiPR/NBA
PckYFnvWMFSKOFI9osPihdE1wJ2sU3gaiYVXZY8dggMA0oyFM6RZaKW9N+4yiFKzDtbbxYvX5R8F
6Phr22cG5zF0LbBO88rxpHlBIsGg/bYdxn8NrP7pjKBUn7kkfJxp48i4i05sID4yZ5GcYZPWs8Ev
Sjp7MTZ+Or94DP3gpN+v8f6txyoccabKX5mOfiofkRb3p9gbifopiqIXx+xiShlI3gD4vEDraIw5
DxluG5wO/jAh2Rl732nS/9PF4aQ07tM/bgLfpdcymauGAiicBGsgGPXbIliS+paFa8bWRbAhyMT7
PMYX8zZ81PY7ilWZ+rmPdTQ/tZ5crEnvJii8W4Ea1XHFFdVF5LaYxLxheJeE0JSai8kkLHhGDhol
2bq2/QyB5Tgu1XM9Dac7NDhnCb0rzkwfvUvVbG8qFNoRqbEG4Ks+NLhi8eZtT3R2PAkesMKkFQot
fmLGqUNhG8HFUEI72tlVqEXHMLsGRgf76FH+7k+q0xGsQQhoYIMU3WJ71PKkdRuh/LvQ9h60lJej
QUMApjK+C1dHWLkUFtuGgkLM2mVz6GOlEKPMr5H9pRriBZ06dm1wAcsSAU/9TGuZwcNpvbjmYrel
4N7Y6rTkzn17ROxWPDU07DB1FTN6EUluAUPwgr+i7W5D7Hz79dL2fWXRQHmlxYebUAac1I617neL
A/Ek25/uj3oRDrb/TLr8RDMaGc/DghiSD5g96MhwKv/9bMgCXWhSEaWa3Vv6Oem3Ec0R90/r0djF
8PhAWB54VlXrmfl7kdxaoCrvh5mhMnb7p+A8ZxjwfAXNJTDrJfkijcWHoKCWi5++Kc2TwuzrqS1o
Kf1nH4fToiugXgtRVFS2+G0MfItglXHsYRLBNy07RHjGy2qq6L+CfjZmbRg4fWOH4pkEh8bu+XLk
1tdI7mbWzcYL15NkBub9sw15/paSqvkoR9xDq+2DiD5yx9nxaDUPE21I/QBCVQ8W3uuNHFzMFeFC
QhQ3rhq2NPtxFtvnzxqgR7Ok3F3kB+PKXqBv2yfllPxpYthsVZVQbE5ZVI0DyFHy7aH9lrtGQ6f3
IqhHo0Z+XkPBGdTlZUZVsjMkaLabw/zFMOh3RoUpxn5udRvjZHKhuVaadn5GkaBvCcAMUHFL3ebo
Ix5m3Gn/e9LF/dlniIXrX8RcjnIU7ybQDuls6vAKT1SDxH6gxREwRawisneN29Wr5VPF4ao7l3sl
Y9voVY+IMoOuN9Z1gQJNhKAeYlmjQTv6vyCz+gF6N2OdVlpbJhvTidCCG8deoNh+L6ctYxMPli3m
rrdJEFaaiiG23ZXsTQ2rYoXoOS6mZC2/iEh5hdy3okB8cdD/3gqr+xgxyIUF+yG88dUyfjGmOWaF
LrrhQCmSZ4QRuyOgdYILasF0MT1HhLjEukcPnpGW1h6K/qDyo/LlTo9rdUL/NDiq9r41zu4jc94e
1gGGdJUMXPR6kti2HcszIHlAYsK9lebvXcFiLWuaG+N1oXzIgh/mqJuLMbGqvu1aR/X1e8qF8v9I
rv3mY+TD9uMED3FOXLgD20Z7y4C28/UlK9RbK91Sn+mEd9b5FPiM5kbRwMP51y94zdIeuSjISoK6
gNdKuDNSaYN7VvagwKMBabVN6LJ9EBuIL+vmRhNmSdegUjN+AtjpoVnri2TX0antxbyPbeXH7eIl
UqVaCiTXcAqB/CWPBzsTzN5KNKnp6SgSvEp8XZ2foZgbEpXSmTBcYKrSn0TIfpoYRNWQ0Z81y0oU
TGmC4py/Z6YyaKCJ3mDnWHVYW5DB7zAkWH9vurtp05dxDMO95ZxAZf+Ul+/XXpN++ZAFLgucCHDL
WA7TiSnxMFB+ruLRjYzXlgUlhWSW+nLPlZoBor4JrYSiBL2yPBC1ff1IUeHpfWpcSsNz0/qwwSDZ
KQKCT2vBKXV6PROwdCWt9BLO2bQ2Q2NOhhPQl8hcKztRxVQVi21T3QkVKW8fUaEKLelzeMShHhT4
vJ4BvyLkxJv8DgFwnI7SRDO3px2RGvn8vYxu2f4vvb19dHdqhC2FvxAoaZm2sVlsQwRrygKDad7P
oO8UpqTsH7bxLha6bguLujJYtifHIRzceIrr7gGQjyzx4E5m+Qhuec0/5eH9GehLKmu19ICyptdG
mbjFGUqqGoHx09Lai7bdJnYTGDNzKp2DuZbQTZdLKmXrd1DHNDd5RMkbXACiJLE7xO0Ye4gayrFh
wZb/2SR0olWA2sJbOUsHKgPcPSV9ahy1XdtbrXswX2hPnOVjgoxiS/Toxf69KwXNjmKZatltMFNd
uttH8Ld3goG+8iyqjRo92cVkctNpDa8cWm5YasXMcMTDDXbRP8i9FFGJtOzlYx3i8ZV7f3iIYX9Z
soP60jaQ9nQChlT5kPpQZeJKZ88eQ8M1w9dtFoCIv1QJYafllMkE/H5cfKgXodcdNcy3zBlAgmWc
JcB3HFh4T57wgUyqjaHidD5D8ieuN0mjolZSNL1PTIPTXzqreLfmQYSxw5M3MNxV0ShPBvnBiukY
aczHKHU0+B9xWDDXT0cvPJvidj/Qdixbr+p9N6DNUWVcOX4PzdLaKE3EUiDptlSYTFLDWa1A/Exf
FSbulZwb5NVZjN7ntUUdExCfEOTTv1cO85qNpugpXALZAcDYREfJWXkG40jpxsYsTRMcL41PTTdc
st/tM85aOvo4s7JLdwc1iZGugVERERBIkHhEUneMfakRQF+RjXMOuQTyXCzaYtwvt9oaXg1wbcnr
ZmZ7aznrGl5uWntAn/EKfhFtNdwPq4nOFJXCEIzLF1jFjgPhND9PMroeux+XwjTsFRjKdLXIlvxK
syRutR5N4dY0VWobfBMKXW3NVDE7pNvJY/IkiY52p90hUZwpSZbT3Y+Yg+P/uqu74moQBeBmjxxi
gJOaXWT1P075sbTSpR4wLVLKEnpcH2dxEsWPGv0w0PtJtJmn15Sz9vIbPXceJRWpuB700Pld1713
QfNvDO6v2NNV1gtejjkT4laZSXJ90F+lKJt6gl6N7jeaXvkY69dTNBZlbZly+ZOyXUtDxALTnsrA
2d8g4hkJhwRvtBkvLxO9ikV1l/qfvyK4V4MGHsfrF1ccO+3pSP2pynxflDxL1i88X1HYyxHbihCF
VqLJTWWRnFv5d7YqxATO/rKMOkzh7vtOKN2d623GHHBLU6VOmkEHExSWsSz5hh27qOwCkpl4vUBY
v6Yc1P2Uk/95EZc8Hoohq4NV4ArLavona5wsWL3EAyMf6ohHT2ms/zyIMlam590lDxWbwg6h5AJ6
D581MKoTeGTb2eVfcF1i9ING6M1feGb4X46T/eqG3hZe10ro5+R6T2csqtl31rFi98Lb+4EItSfP
fmtFt0udAqtLpTloXoAgeNsV9E66wXFKJjjJA/ZqOrflnACxImLkcjI1NtYJhquIuzkKt8uxgXMB
8lkKZr1yGpoY7cxdSBummCoiUtAoShddn/iIsaSwhE66lyYua1Yazadw6TxDTEQquIxvbvEWMw+a
rjpXgGq6mVONmqXJY/IbrYqam2XElb95HV8rVgdvjAnmUmFWaX0txej2s1GvljsUW3XJpz0oj2io
DJrPjH1K8OiPc9dBvMTGG2o3vhUliDj9io5kDm3dX6s5dlmeHMHrdtt0aWaC+shh0bVMBbascweA
1qqQLXGS0zL2WDCkzEFP27O0z0COS5iRB8f+x7u5zCcVlMACMJWqHx/Oal7s/rMjVn+1XnD3l/w6
HIrMew8IjDtkzJQvQiXBp58Lq046WYW5hQjDxoqcSMxQu54RprNa1k+cspXgqF5kDp/UzdgoHdGs
hn+YqxEqLv4k20SlSYUEzqh0eqMZczT3EU2xZZc68Pub16HfZypUmQ4V3h3GqiQ77RG6Ymq3mzxu
FPK5vx+E86GiBI6+Cg77D2PJ8VtrxbKov1fffMC6/FszTvB4HGneyqqwUsjBk26HB9Ki2o1BRBkf
53xm3lxpqF1vft9UpWILiG6p2GyQl2DdeehACkdnb65Cj6Sd5cIhkME47QRbIIu5ulc8IN/HwbIz
VHnpWfZoDATWTCtFZvYqJexclVmYYa4iLtEmQHy7owx9C7sGLdLfS4pKbJDGE1vQl+bwzb2qS6+t
kIqLecrJiRB1o9Rdkpmc/Dz4Vi3VzbitQu5EzaFTJRC86eshFg0Y0sFAHzfSFO6v5J+DcYa3MKf/
KMFEAPqfqVtgHaqKu8iU1sijNMBQCi+aOWnDZtGAPm23ano6PwjZJrWswxkZwZYgvI8T0GmavX/I
b+nt8NxOKNtqX0YwVFJlWG8gNmCZhLCxtcbSnNxf9jPV1TfY1Kav4/eYQEUzXlhK9/SnzBkKd4f5
ZmtYZhO78uhnwVqXVqPm08MVXczTgojBolULrfl2xeYNBrlqMei6eoei1/7V0y4TAhGLSvacQXNM
TfJ72i6wGrCJBmUj36B+NL2mSMd8JzOs0PQSdmUmg/66sdNIwUY97vaX0xbbk9YSA50LK2BSOKSi
qEIPRyHgbDCwUxdCPV0F9AeSZReuXAyysR2VND4UOZ0/F6PJx7IPZM968CLAN82uQYCMOXQwUHJH
rJ+tkAqUBVopTuXAeNR99kuwXlYvLRLSKEQufPUDkbAR6TraE0hAQLRr5+wJg2P7/xZeUnEAg/E6
qkSk29KYVv4UgyBJeLNLAL9Uq3s70g/ovlDwfbSs8pf+sXuCj4eaeiciC0zixE3rV9O1J9mEtQZA
PQM5hyxJAG01QBQgCZiDHj7Ka7IraMOHClcnvsn5GHnMM8igMtYrj1ewUNqLwkK9s8hXjXOEMsOw
p7vGz+I+/d3BBJdRmm/p2w6dQlVcerfDqh4WbNxBMs7Bw8qADr8AAIXbhrhgjQSEAAHI2xCRo2/3
ECQ0scRn+wIAAAAABFla
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

