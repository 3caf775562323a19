# File:      proj2.py
# Author:    The proj2 developers (reference solution; no student author)
# Date:      2026-11-21
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
#           Board diagram (the start position, as the game prints it):
#
#               _ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
#               0 | _ | _ | _ | _ | _ | _ | _ | _
#               1 | _ | _ | _ | _ | _ | _ | _ | _
#               2 | _ | _ | _ | _ | _ | _ | _ | _
#               3 | _ | _ | _ | X | O | _ | _ | _
#               4 | _ | _ | _ | O | X | _ | _ | _
#               5 | _ | _ | _ | _ | _ | _ | _ | _
#               6 | _ | _ | _ | _ | _ | _ | _ | _
#               7 | _ | _ | _ | _ | _ | _ | _ | _
#
#           board[row][col] holds one of the piece constants below; rows
#           count down from 0 at the top, columns right from 0 at the left.

import argparse
import sys


# ======================================================================
# CONSTANTS
# ======================================================================

# What a square of the board can hold.
EMPTY = "_"
PLAYER_PIECE = "X"
COMPUTER_PIECE = "O"

# Board size and the start position: the player's pieces on one diagonal
# of the centre four squares, the computer's on the other.
BOARD_SIZE = 8
START_PIECES = [[3, 3, PLAYER_PIECE], [3, 4, COMPUTER_PIECE],
                [4, 3, COMPUTER_PIECE], [4, 4, PLAYER_PIECE]]

# Meaning of the indexes of a move [row, col] and of a start piece
# [row, col, piece].
ROW_INDEX = 0
COL_INDEX = 1
PIECE_INDEX = 2

# The directions a line of pieces may run in, as [row step, column step]:
# up, down, left and right only. Diagonals never count in this project.
UP = [-1, 0]
DOWN = [1, 0]
LEFT = [0, -1]
RIGHT = [0, 1]
ORTHOGONAL_DIRECTIONS = [UP, DOWN, LEFT, RIGHT]

# How many whole numbers a move is typed as, the characters that separate
# them, the characters such a number may use, and the most significant digits a square number can need
# (longer numbers are out of range without being converted).
MOVE_PART_COUNT = 2
SPACE_CHARACTERS = " \t\r"
DIGITS = "0123456789"
SIGNS = "+-"
MAX_NUMBER_DIGITS = 6

# How standard input is turned into text: only ASCII matters to a move,
# so any other byte becomes a replacement character and the line is
# rejected instead of crashing the game.
INPUT_ENCODING = "ascii"
INPUT_ERRORS = "replace"
NEWLINE_BYTES = b"\n"

# Rendering of the board: the corner label of the heading row and the
# separator between cells.
CORNER_LABEL = "_"
CELL_SEPARATOR = " | "

# Headings and messages of the transcript.
CURRENT_BOARD_HEADING = "Current board state:"
FINAL_BOARD_HEADING = "Final board state:"
VALID_MOVES_LABEL = "Valid moves are: "
MOVE_PROMPT = "Enter your move (row col): "
COMPUTER_MOVE_MESSAGE = "The computer played {} {}"
PLAYER_STUCK_MESSAGE = "No legal move for you (X): the game is over."
COMPUTER_STUCK_MESSAGE = "No legal move for the computer (O): the game is over."
SCORE_MESSAGE = "Final score: X {}, O {}"
PLAYER_WINS_MESSAGE = "You win!"
COMPUTER_WINS_MESSAGE = "The computer wins!"
TIE_MESSAGE = "It's a tie!"

# Why a typed move was rejected: one line each, then the prompt again.
MALFORMED_MESSAGE = ("Please type two whole numbers, the row and then the "
                     "column, separated by a space (for example: 2 4).")
OUT_OF_RANGE_MESSAGE = ("That square is off the board: the row must be "
                        "0 to {} and the column 0 to {}.")
OCCUPIED_MESSAGE = "That square is already taken; choose an empty one."
NO_FLIPS_MESSAGE = ("That move flips nothing: it must sandwich a line of "
                    "the opponent's pieces between it and one of yours.")

# How the program ends when the game cannot finish, and its exit statuses
# (130 is the shell's convention for a program stopped by Ctrl-C).
END_OF_INPUT_MESSAGE = "End of input: the game ends unfinished."
INTERRUPTED_MESSAGE = "Interrupted: the game ends unfinished."
EXIT_OK = 0
EXIT_INTERRUPTED = 130

# The command line.
PROGRAM_DESCRIPTION = ("Play Reversi against the computer (UMBC CMSC 201 "
                       "Project 2 rules). Type each move as 'row col'.")


# ======================================================================
# BOARD
# ======================================================================

def create_board():
    """Creates the board of a new game.

    Parameters: none.
    Returns: a BOARD_SIZE x BOARD_SIZE 2D list of piece strings, empty but
        for the four start pieces in the centre.
    """
    board = []
    for row in range(BOARD_SIZE):
        board.append([EMPTY] * BOARD_SIZE)
    for start_piece in START_PIECES:
        board[start_piece[ROW_INDEX]][start_piece[COL_INDEX]] = \
            start_piece[PIECE_INDEX]
    return board


def copy_board(board):
    """Makes an independent copy of a board, so a change to one does not
    change the other.

    Parameters: board -- the 2D list of pieces to copy.
    Returns: a new 2D list holding the same pieces.
    """
    copy = []
    for row in board:
        copy.append(list(row))
    return copy


def is_on_board(board, row, col):
    """Tells whether a square lies on the board.

    Parameters: board -- the 2D list of pieces; row, col -- the square's
        row and column numbers (any integers).
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
    """Counts one side's pieces on the board.

    Parameters: board -- the 2D list of pieces; piece -- the piece to count.
    Returns: the number of squares holding that piece.
    """
    count = 0
    for row in board:
        count += row.count(piece)
    return count


# ======================================================================
# RULES
# ======================================================================

def get_flips(board, row, col, piece):
    """Lists the opponent pieces that a move would flip, without changing
    the board. Looking from the square in each direction, a line of one
    or more opponent pieces that ends in one of the mover's own pieces is
    sandwiched, and every such line flips.

    Parameters: board -- the 2D list of pieces; row, col -- the square
        played; piece -- the side moving.
    Returns: a list of [row, col] squares that would flip, grouped by
        direction (up, down, left, right) and nearest first within one;
        empty when the square is off the board or taken, or nothing is
        sandwiched (that is, when the move is illegal).
    """
    flips = []
    if not is_on_board(board, row, col) or board[row][col] != EMPTY:
        return flips
    opponent = get_opponent(piece)
    for direction in ORTHOGONAL_DIRECTIONS:
        line = []
        next_row = row + direction[ROW_INDEX]
        next_col = col + direction[COL_INDEX]
        while (is_on_board(board, next_row, next_col)
               and board[next_row][next_col] == opponent):
            line.append([next_row, next_col])
            next_row += direction[ROW_INDEX]
            next_col += direction[COL_INDEX]
        # The line counts only if it is closed by one of the mover's pieces.
        if (is_on_board(board, next_row, next_col)
                and board[next_row][next_col] == piece):
            flips.extend(line)
    return flips


def is_legal_move(board, row, col, piece):
    """Tells whether a side may play on a square.

    Parameters: board -- the 2D list of pieces; row, col -- the square;
        piece -- the side moving.
    Returns: True if the move flips at least one piece, False otherwise.
    """
    return len(get_flips(board, row, col, piece)) > 0


def get_valid_moves(board, piece):
    """Lists every legal move of one side.

    Parameters: board -- the 2D list of pieces; piece -- the side moving.
    Returns: a list of [row, col] moves in row-major order (top row first,
        left to right within a row); empty if the side cannot move.
    """
    moves = []
    for row in range(len(board)):
        for col in range(len(board[row])):
            if is_legal_move(board, row, col, piece):
                moves.append([row, col])
    return moves


def apply_move(board, row, col, piece):
    """Plays a legal move: places the piece and flips every sandwiched
    opponent piece, changing the board in place.

    Parameters: board -- the 2D list of pieces (changed); row, col -- the
        square played, which must be a legal move; piece -- the side moving.
    Returns: the list of [row, col] squares that flipped.
    """
    flips = get_flips(board, row, col, piece)
    board[row][col] = piece
    for square in flips:
        board[square[ROW_INDEX]][square[COL_INDEX]] = piece
    return flips


def is_game_over(board, piece_to_move):
    """Tells whether the game is over: in this project it ends as soon as
    the side whose turn it is has no legal move (there is no passing).

    Parameters: board -- the 2D list of pieces; piece_to_move -- the side
        whose turn it is.
    Returns: True if that side has no legal move, False otherwise.
    """
    return len(get_valid_moves(board, piece_to_move)) == 0


def get_winner(board):
    """Decides the winner by counting pieces.

    Parameters: board -- the 2D list of pieces.
    Returns: PLAYER_PIECE or COMPUTER_PIECE for the side with more pieces,
        or EMPTY for a tie.
    """
    player_count = count_pieces(board, PLAYER_PIECE)
    computer_count = count_pieces(board, COMPUTER_PIECE)
    if player_count > computer_count:
        return PLAYER_PIECE
    if computer_count > player_count:
        return COMPUTER_PIECE
    return EMPTY


# ======================================================================
# COMPUTER PLAYERS
# ======================================================================

def choose_naive_move(board, piece):
    """Chooses the UMBC computer's move: the legal move closest to the top,
    and the leftmost among moves in the same row.

    Parameters: board -- the 2D list of pieces; piece -- the side moving,
        which must have at least one legal move.
    Returns: the chosen move as a [row, col] list.
    """
    # get_valid_moves lists moves in row-major order, so the first one is
    # the topmost, leftmost move.
    return get_valid_moves(board, piece)[0]


# ======================================================================
# RENDERING
# ======================================================================

def format_board(board, heading):
    """Draws the board as the transcript shows it: a heading, a blank line,
    a row of column numbers, then one line per row.

    Parameters: board -- the 2D list of pieces; heading -- the line above
        the board (CURRENT_BOARD_HEADING or FINAL_BOARD_HEADING).
    Returns: the drawing as one string, its lines joined by newlines
        (none at the end).
    """
    header_cells = [CORNER_LABEL]
    for col in range(len(board[0])):
        header_cells.append(str(col))
    lines = [heading, "", CELL_SEPARATOR.join(header_cells)]
    for row in range(len(board)):
        lines.append(CELL_SEPARATOR.join([str(row)] + board[row]))
    return "\n".join(lines)


def parse_board(text):
    """Reads a board back from the drawing format_board makes, so a
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


def format_final_result(board, stuck_piece):
    """Writes the lines that end a game: who had no legal move, the score,
    and the winner.

    Parameters: board -- the final 2D list of pieces; stuck_piece -- the
        side whose turn it was and who had no legal move.
    Returns: the three lines as one string, joined by newlines (none at
        the end).
    """
    if stuck_piece == PLAYER_PIECE:
        stuck_line = PLAYER_STUCK_MESSAGE
    else:
        stuck_line = COMPUTER_STUCK_MESSAGE
    score_line = SCORE_MESSAGE.format(count_pieces(board, PLAYER_PIECE),
                                      count_pieces(board, COMPUTER_PIECE))
    winner = get_winner(board)
    if winner == PLAYER_PIECE:
        winner_line = PLAYER_WINS_MESSAGE
    elif winner == COMPUTER_PIECE:
        winner_line = COMPUTER_WINS_MESSAGE
    else:
        winner_line = TIE_MESSAGE
    return "\n".join([stuck_line, score_line, winner_line])


# ======================================================================
# INPUT
# ======================================================================

def read_input_line(prompt):
    """Shows a prompt and reads one line of standard input. The bytes are
    read as they are, so no byte can make decoding fail; when standard
    input is not a terminal the line is echoed after the prompt, so a
    game piped from a file prints what a person at a terminal would see.

    Parameters: prompt -- the text to show before reading.
    Returns: the line as text, without its newline; bytes that are not
        ASCII become replacement characters.
    Raises: EOFError at the end of input.
    """
    sys.stdout.write(prompt)
    sys.stdout.flush()
    raw_line = sys.stdin.buffer.readline()
    if not raw_line:
        raise EOFError
    raw_line = raw_line.rstrip(NEWLINE_BYTES)
    if not sys.stdin.isatty():
        sys.stdout.buffer.write(raw_line + NEWLINE_BYTES)
        sys.stdout.buffer.flush()
    return raw_line.decode(INPUT_ENCODING, INPUT_ERRORS)


def parse_whole_number(token):
    """Reads one whole number typed by the player, such as '4', '-1' or
    '+07'. Only ASCII digits count.

    Parameters: token -- a piece of the typed line with no spaces in it.
    Returns: the number, or None if the token is not a whole number. A
        number with more than MAX_NUMBER_DIGITS significant digits comes
        back as a number just as far from every square, without converting
        all of its digits.
    """
    digits = token
    if digits[:1] and digits[0] in SIGNS:
        digits = digits[1:]
    if len(digits) == 0:
        return None
    for character in digits:
        if character not in DIGITS:
            return None
    significant = digits.lstrip(DIGITS[0])
    # A huge number is simply off the board, so it keeps its sign but not
    # its size: this avoids converting a line of a million digits.
    if len(significant) > MAX_NUMBER_DIGITS:
        significant = significant[:MAX_NUMBER_DIGITS]
    value = int(significant or DIGITS[0])
    if token[0] == SIGNS[-1]:
        value = -value
    return value


def split_on_spaces(text):
    """Splits a typed line into its words at spaces and tabs (and the
    carriage return of a Windows line end), however many there are.
    Other characters, control characters included, stay inside words.

    Parameters: text -- the line typed.
    Returns: the list of words, without empty ones.
    """
    for character in SPACE_CHARACTERS:
        text = text.replace(character, SPACE_CHARACTERS[0])
    return [word for word in text.split(SPACE_CHARACTERS[0]) if word != ""]


def parse_move(text, board):
    """Reads the player's typed move and checks that it names a square.

    Parameters: text -- the line the player typed; board -- the 2D list
        of pieces (for its size).
    Returns: a pair [move, error]: move is the [row, col] typed and error
        is '' when the line names a square on the board; otherwise move
        is [] and error is the one-line reason (MALFORMED_MESSAGE or the
        filled-in OUT_OF_RANGE_MESSAGE).
    """
    tokens = split_on_spaces(text)
    if len(tokens) != MOVE_PART_COUNT:
        return [[], MALFORMED_MESSAGE]
    move = []
    for token in tokens:
        number = parse_whole_number(token)
        if number is None:
            return [[], MALFORMED_MESSAGE]
        move.append(number)
    if not is_on_board(board, move[ROW_INDEX], move[COL_INDEX]):
        return [[], OUT_OF_RANGE_MESSAGE.format(len(board) - 1,
                                                len(board[0]) - 1)]
    return [move, ""]


def get_move_error(board, move, piece):
    """Explains why a move on the board is not legal, if it is not.

    Parameters: board -- the 2D list of pieces; move -- a [row, col] square
        on the board; piece -- the side moving.
    Returns: '' if the move is legal, otherwise OCCUPIED_MESSAGE or
        NO_FLIPS_MESSAGE.
    """
    row = move[ROW_INDEX]
    col = move[COL_INDEX]
    if board[row][col] != EMPTY:
        return OCCUPIED_MESSAGE
    if not is_legal_move(board, row, col, piece):
        return NO_FLIPS_MESSAGE
    return ""


def get_player_move(board, piece, read_line):
    """Asks the player for a move until a legal one is typed, printing one
    line saying why each rejected line was refused.

    Parameters: board -- the 2D list of pieces; piece -- the player's side;
        read_line -- a function that shows a prompt and returns the line
        typed (read_input_line, or a stand-in in tests).
    Returns: the legal move as a [row, col] list.
    Raises: EOFError when the input ends first.
    """
    while True:
        parsed = parse_move(read_line(MOVE_PROMPT), board)
        move = parsed[0]
        error = parsed[1]
        if error == "":
            error = get_move_error(board, move, piece)
        if error == "":
            return move
        print(error)


# ======================================================================
# GAME LOOP
# ======================================================================

def print_board_block(board, heading, moves_played):
    """Prints the board between blank lines: one before it once the game
    has begun (so each turn reads as its own block) and one after it.

    Parameters: board -- the 2D list of pieces; heading -- the line above
        the board; moves_played -- how many moves the game has had so far.
    Returns: None.
    """
    if moves_played > 0:
        print()
    print(format_board(board, heading))
    print()


def play_game(board, read_line):
    """Plays one game from the given position to its end, the player (X)
    first: each of the player's turns shows the board and the valid moves
    and reads a move; each of the computer's turns prints its move. The
    game ends when the side to move has no legal move; then the final
    board, the score and the winner are printed.

    Parameters: board -- the 2D list of pieces (changed as the game is
        played); read_line -- the function that reads the player's lines.
    Returns: the winner: PLAYER_PIECE, COMPUTER_PIECE, or EMPTY for a tie.
    Raises: EOFError when the input ends before the game does.
    """
    piece_to_move = PLAYER_PIECE
    moves_played = 0
    while not is_game_over(board, piece_to_move):
        if piece_to_move == PLAYER_PIECE:
            print_board_block(board, CURRENT_BOARD_HEADING, moves_played)
            print(VALID_MOVES_LABEL + str(get_valid_moves(board,
                                                          piece_to_move)))
            move = get_player_move(board, piece_to_move, read_line)
        else:
            move = choose_naive_move(board, piece_to_move)
            print(COMPUTER_MOVE_MESSAGE.format(move[ROW_INDEX],
                                               move[COL_INDEX]))
        apply_move(board, move[ROW_INDEX], move[COL_INDEX], piece_to_move)
        moves_played += 1
        piece_to_move = get_opponent(piece_to_move)
    print_board_block(board, FINAL_BOARD_HEADING, moves_played)
    print(format_final_result(board, piece_to_move))
    return get_winner(board)


# ======================================================================
# COMMAND LINE
# ======================================================================

def build_argument_parser():
    """Builds the parser of the command line.

    Parameters: none.
    Returns: an argparse.ArgumentParser for the program's options.
    """
    return argparse.ArgumentParser(description=PROGRAM_DESCRIPTION)


def main(argv=None):
    """Runs the program: reads the command line, plays one game with the
    player at standard input, and ends cleanly on end of input or Ctrl-C.

    Parameters: argv -- the command-line arguments after the program name,
        or None to use sys.argv.
    Returns: the exit status: EXIT_OK for a finished game or end of input,
        EXIT_INTERRUPTED for Ctrl-C.
    """
    build_argument_parser().parse_args(argv)
    try:
        play_game(create_board(), read_input_line)
    except EOFError:
        # The prompt is still on its line: end it before saying why.
        print()
        print(END_OF_INPUT_MESSAGE)
    except KeyboardInterrupt:
        print()
        print(INTERRUPTED_MESSAGE)
        return EXIT_INTERRUPTED
    return EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
