"""Fits the evaluation's weights (not a test: pytest does not collect it).

The evaluation of proj2.py predicts the final disc difference for the
side to move (see find_position_features and FITTED_STAGE_WEIGHTS). This
script finds its weights, stage by stage, by least squares:

1. Data. Games between two searches of DATA_DEPTH plies with the seed
   weights below (fixed here, so that a rerun makes the same games
   whatever proj2.py holds), each after a random opening of 4 to 15
   plies; game n uses seed n, so the games are the same every run.
2. Labels. From LABEL_EMPTIES empty squares on, every position is
   solved exactly (proj2's solver): its label is its own exact value.
   An earlier position is labelled with the exact value of its game's
   first solved position, seen from its side: the result the game
   would have if both sides played perfectly from there on. That is the
   game result with a perfect ending, as Logistello's first tables
   were fitted; solving earlier is out of reach in Python, and
   bootstrapping from searches would tie the weights to the old ones.
3. Fit. Each stage's weights are the ridge least-squares fit (plain
   Python, normal equations) to the positions of that stage and its two
   neighbours, which smooths the weights from stage to stage. Games
   whose seed is a multiple of HELD_OUT_EVERY are held out, and the
   mean absolute error on them, by stage, is printed.
4. Output. With --write, the fitted table replaces FITTED_STAGE_WEIGHTS
   in proj2.py.

Run from the project root (2 processes; about half an hour):
    python3 tests/bench/fit_evaluation.py [GAMES] [--write]
The labelled positions are kept in DATA_CACHE, so a second run with the
same number of games only refits.
"""

import dataclasses
import multiprocessing
import pathlib
import random
import re
import statistics
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
import proj2  # noqa: E402

RULES = proj2.STANDARD_RULES
SIZE = 8
DEFAULT_GAMES = 3000
DATA_DEPTH = 4
OPENING_PLIES = (4, 15)
LABEL_EMPTIES = 14
HELD_OUT_EVERY = 5
RIDGE = 20.0
PROCESSES = 2
DATA_CACHE = pathlib.Path("/tmp/proj2_fit_data_%d.txt")
# The seed weights of the data games (hundredths of a disc; see
# proj2.FEATURE_MOBILITY for their order): a hand-set evaluation that
# values mobility, corners and stability, and discs only near the end.
SEED_WEIGHTS = [[100, 40, 600, 200, 0, 30, 120, 20 if stage < 4 else 0, 80,
                 0] for stage in range(16)]
FAR_DEADLINE = 10 ** 9


def play_data_game(seed):
    """Plays game number seed and labels its positions.

    Returns: a list of [own bits, opponent bits, label] for every
        position whose side to move has a move."""
    engine = proj2.build_engine(RULES, SIZE, SIZE)
    evaluation = dataclasses.replace(proj2.DEFAULT_EVALUATION,
                                     stage_weights=SEED_WEIGHTS)
    rng = random.Random(seed)
    board = proj2.create_start_board(SIZE, SIZE, rules=RULES)
    own, opponent = proj2.get_engine_bits(board, proj2.PLAYER_PIECE, engine)
    opening = rng.randint(*OPENING_PLIES)
    solver = proj2.create_search_state(engine, evaluation, 1,
                                       proj2.NO_NODE_LIMIT, FAR_DEADLINE)
    positions = []
    # The colour to move (0 for black, 1 for white), the labels' side.
    colour = 0
    first_exact = None
    ply = 0
    while True:
        turn, moves = proj2.get_engine_turn(own, opponent, engine)
        if turn == proj2.TURN_GAME_OVER:
            break
        if turn == proj2.TURN_OPPONENT:
            own, opponent = opponent, own
            colour = 1 - colour
            moves = engine.find_moves(own, opponent, engine)
        empties = SIZE * SIZE - (own | opponent).bit_count()
        exact = None
        if empties <= LABEL_EMPTIES:
            exact = proj2.solve_node(own, opponent, empties,
                                     -proj2.INFINITE_SCORE,
                                     proj2.INFINITE_SCORE, solver)
            if first_exact is None:
                first_exact = [colour, exact]
        positions.append([own, opponent, exact, colour])
        if ply < opening:
            move = rng.choice(proj2.list_bits(moves))
        else:
            state = proj2.create_search_state(engine, evaluation, 1,
                                              proj2.NO_NODE_LIMIT,
                                              FAR_DEADLINE)
            move = proj2.deepen_search(own, opponent, DATA_DEPTH, state,
                                       proj2.list_bits(moves)[0]).move
        # The position after the move, its new side to move first.
        own, opponent = proj2.play_engine_move(own, opponent, move, engine)
        colour = 1 - colour
        ply += 1
    if first_exact is None:
        # The game ended before LABEL_EMPTIES: its final score is exact.
        first_exact = [colour, proj2.get_final_value(own, opponent, solver)]
    labelled = []
    for own, opponent, exact, side in positions:
        if exact is None:
            exact = first_exact[1] if side == first_exact[0] \
                else -first_exact[1]
        labelled.append([own, opponent, exact])
    return labelled


def make_data(games):
    """Plays the games (in PROCESSES processes) and returns
    {seed: positions}, reading or writing the cache."""
    cache = pathlib.Path(str(DATA_CACHE) % games)
    data = {}
    if cache.exists():
        for line in cache.read_text().splitlines():
            seed, own, opponent, label = (int(word) for word in line.split())
            data.setdefault(seed, []).append([own, opponent, label])
        return data
    started = time.perf_counter()
    with multiprocessing.Pool(PROCESSES) as pool:
        for seed, positions in zip(range(1, games + 1), pool.imap(
                play_data_game, range(1, games + 1), chunksize=4)):
            data[seed] = positions
            if seed % 100 == 0:
                print("%d games, %.0f s" % (seed, time.perf_counter()
                                            - started), flush=True)
    with cache.open("w") as out:
        for seed, positions in data.items():
            for own, opponent, label in positions:
                out.write("%d %d %d %d\n" % (seed, own, opponent, label))
    return data


def find_features(own, opponent, engine):
    """Returns: the evaluation's features of a position (most discs win)."""
    moves = engine.find_moves(own, opponent, engine)
    return proj2.find_position_features(own, opponent, moves, engine, 1)


def get_stage(own, opponent, stage_count):
    """Returns: the stage of a position on the 8x8 board."""
    empties = SIZE * SIZE - (own | opponent).bit_count()
    return proj2.get_evaluation_stage(empties, SIZE * SIZE, stage_count)


def solve_linear(matrix, vector):
    """Solves matrix x = vector by Gaussian elimination with partial
    pivoting. Returns: x, a list."""
    size = len(vector)
    rows = [list(matrix[index]) + [vector[index]] for index in range(size)]
    for column in range(size):
        pivot = max(range(column, size), key=lambda row: abs(rows[row][column]))
        rows[column], rows[pivot] = rows[pivot], rows[column]
        for row in range(column + 1, size):
            factor = rows[row][column] / rows[column][column]
            for index in range(column, size + 1):
                rows[row][index] -= factor * rows[column][index]
    solution = [0.0] * size
    for row in range(size - 1, -1, -1):
        total = rows[row][size] - sum(rows[row][index] * solution[index]
                                      for index in range(row + 1, size))
        solution[row] = total / rows[row][row]
    return solution


def fit_stage(samples):
    """Ridge least squares on [features, label] samples (the tempo, the
    last feature, is not shrunk). Returns: the weights in discs."""
    count = proj2.FEATURE_COUNT
    matrix = [[0.0] * count for _ in range(count)]
    vector = [0.0] * count
    for features, label in samples:
        for row in range(count):
            value = features[row]
            if value:
                vector[row] += value * label
                line = matrix[row]
                for column in range(count):
                    line[column] += value * features[column]
    for index in range(count):
        if index != proj2.FEATURE_TEMPO:
            matrix[index][index] += RIDGE
    return solve_linear(matrix, vector)


def predict(weights, features):
    """Returns: the prediction, in discs, of weights in hundredths."""
    return sum(weight * feature for weight, feature in zip(weights, features)
               ) / proj2.WEIGHT_UNITS_PER_DISC


def fit(data):
    """Fits every stage on the games not held out and reports the error
    on those held out. Returns: the table of weights (hundredths)."""
    engine = proj2.build_engine(RULES, SIZE, SIZE)
    stage_count = len(SEED_WEIGHTS)
    training = [[] for _ in range(stage_count)]
    held_out = [[] for _ in range(stage_count)]
    for seed, positions in data.items():
        for own, opponent, label in positions:
            sample = [find_features(own, opponent, engine), label]
            stage = get_stage(own, opponent, stage_count)
            (held_out if seed % HELD_OUT_EVERY == 0
             else training)[stage].append(sample)
    table = []
    for stage in range(stage_count):
        samples = []
        for near in (stage - 1, stage, stage + 1):
            if 0 <= near < stage_count:
                samples += training[near]
        weights = fit_stage(samples)
        table.append([round(weight * proj2.WEIGHT_UNITS_PER_DISC)
                      for weight in weights])
    print("Held-out games (seed a multiple of %d): mean absolute error in "
          "discs by stage" % HELD_OUT_EVERY)
    print("empties  positions  fitted  seed weights  always 0")
    for stage in range(stage_count):
        samples = held_out[stage]
        if not samples:
            continue
        errors = [statistics.mean(abs(predict(weights, features) - label)
                                  for features, label in samples)
                  for weights in (table[stage], SEED_WEIGHTS[stage],
                                  [0] * proj2.FEATURE_COUNT)]
        low = stage * proj2.STAGE_EMPTIES
        print("%2d-%-2d   %9d  %6.1f  %12.1f  %8.1f" % (
            low, low + proj2.STAGE_EMPTIES - 1, len(samples), *errors))
    return table


def write_table(table):
    """Replaces FITTED_STAGE_WEIGHTS in proj2.py with the table."""
    path = ROOT / "proj2.py"
    text = path.read_text()
    lines = ["FITTED_STAGE_WEIGHTS = ["]
    for stage, weights in enumerate(table):
        low = stage * proj2.STAGE_EMPTIES
        end = "]" if stage == len(table) - 1 else ","
        lines.append("    %s%s  # %d-%d empty squares" % (
            weights, end, low, low + proj2.STAGE_EMPTIES - 1))
    new = "\n".join(lines)
    pattern = re.compile(r"^FITTED_STAGE_WEIGHTS = \[.*?\]\](?:  # [^\n]*)?$",
                         re.S | re.M)
    text, count = pattern.subn(lambda match: new, text)
    if count != 1:
        sys.exit("FITTED_STAGE_WEIGHTS not found in proj2.py")
    path.write_text(text)
    print("Wrote the weights to proj2.py.")


def main():
    """Reads the command line (see the module's comment)."""
    words = sys.argv[1:]
    games = DEFAULT_GAMES
    for word in words:
        if word.isdigit():
            games = int(word)
    table = fit(make_data(games))
    for stage, weights in enumerate(table):
        print(stage, weights)
    if "--write" in words:
        write_table(table)


if __name__ == "__main__":
    main()
