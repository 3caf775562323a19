"""Fits the pattern evaluation's tables (not a test: pytest does not
collect it).

proj2.py values an Othello position as a sum of table lookups, one per
line or block of squares (see evaluate_patterns and PATTERN_TYPES in
proj2.py). This script makes the data, fits the tables and writes them
into proj2.py's last section as a compressed block.

1. Data (`data GAMES`). The games of fit_evaluation.py: game n plays a
   random opening from seed n, then two 4-ply searches with fixed seed
   weights; from 14 empty squares on every position is solved exactly
   and labelled with its exact value; earlier positions with the exact
   value of their game's first solved position (the result with a
   perfect ending). Games are written CHUNK to a file in DATA_DIR, so a
   run that is stopped resumes with the first missing chunk; the same
   numbers give the same games on every run.
2. Searched labels (`label CHUNKS [--patterns] [--name NAME] [--depth D]
   [--empties LOW-HIGH]`, optional). The positions of the first CHUNKS
   chunks with LOW to HIGH empty squares (default SEARCHED_EMPTIES) are
   searched D plies deep (default SEARCH_DEPTH) with the feature
   evaluation, or with --patterns with the module's pattern tables
   where they judge (the features beyond); the values the searches
   back up are written beside the chunks (NAME_*.txt, default
   searched_*.txt) and resume the same way. `fit --searched [NAMES]`
   trains on them (NAMES: comma-separated, a later one's label winning)
   instead of the game results there (the held-out games keep their
   own labels).
3. Fit (`fit [--write] [--ridge R] [--stages 0,2] [--stage-count N]
   [--prior] [--searched [NAMES]]`). For
   each stage the module keeps (proj2.PATTERN_STAGE_EMPTIES empty
   squares each, up to proj2.PATTERN_MOST_EMPTIES; --stage-count N
   keeps N, the last holding every position beyond), the tables, the
   weights of each side's number of moves and a constant are fitted by
   ridge least squares (conjugate gradients on the normal equations, in
   plain Python) on the positions of that stage and those within
   STAGE_SPREAD empty squares of it. Symmetric instances share a table
   and mirror-image states an entry, so every position counts in all
   eight of its symmetries. Games whose number is a multiple of
   HELD_OUT_EVERY are held out; the mean absolute error on them is
   printed by stage, against the feature evaluation (evaluate_position)
   and against always 0. --prior fits the patterns to what the features
   leave (label less the feature evaluation), for study; the module's
   tables are fitted without it. With --write the tables replace the
   block in proj2.py (its format: proj2.load_pattern_evaluation).

Run from the project root (the module's tables: rounds 1, 2 and 3;
see the README, "Patterns, from 39 empty squares on"):
    python3 tests/bench/fit_patterns.py data 5100 [--processes 2]
    python3 tests/bench/fit_patterns.py label 51
    python3 tests/bench/fit_patterns.py fit --searched --write
    python3 tests/bench/fit_patterns.py data 7000
    python3 tests/bench/fit_patterns.py label 70 --patterns \
        --name patsearched --empties 15-39
    python3 tests/bench/fit_patterns.py label 70 --name opensearched \
        --empties 40-60
    python3 tests/bench/fit_patterns.py fit \
        --searched patsearched,opensearched --write
    python3 tests/bench/fit_patterns.py label 70 --patterns \
        --name patsearched2 --empties 15-39
    python3 tests/bench/fit_patterns.py fit \
        --searched patsearched2,opensearched --write
"""

import array
import dataclasses
import multiprocessing
import pathlib
import re
import statistics
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "bench"))
import proj2  # noqa: E402
import fit_evaluation  # noqa: E402
import data_block  # noqa: E402

DATA_DIR = pathlib.Path("/tmp/proj2_patterns")
CHUNK = 100
HELD_OUT_EVERY = 5
STAGE_SPREAD = 4
RIDGE = 20.0
ITERATIONS = 40
# The stages the module keeps (see proj2.PATTERN_MOST_EMPTIES).
STAGES = proj2.PATTERN_MOST_EMPTIES // proj2.PATTERN_STAGE_EMPTIES + 1
ENGINE = proj2.build_engine(proj2.STANDARD_RULES, 8, 8)


def chunk_path(first):
    """Returns: the file of the chunk of games starting at number first."""
    return DATA_DIR / ("games_%05d.txt" % first)


def make_chunk(first):
    """Plays games first .. first + CHUNK - 1 and writes their file.
    Returns: first."""
    lines = []
    for seed in range(first, first + CHUNK):
        for own, opponent, label in fit_evaluation.play_data_game(seed):
            lines.append("%d %d %d %d\n" % (seed, own, opponent, label))
    part = chunk_path(first).with_suffix(".part")
    part.write_text("".join(lines))
    part.replace(chunk_path(first))
    return first


def make_data(games, processes):
    """Plays every missing chunk of games 1 .. games."""
    DATA_DIR.mkdir(parents=True, exist_ok=True)
    missing = [first for first in range(1, games + 1, CHUNK)
               if not chunk_path(first).exists()]
    started = time.perf_counter()
    with multiprocessing.Pool(processes) as pool:
        for first in pool.imap_unordered(make_chunk, missing):
            print("games %d-%d done, %.0f s" % (
                first, first + CHUNK - 1, time.perf_counter() - started),
                flush=True)


# The searched labels (`label`): by default the positions with
# SEARCHED_EMPTIES empty squares, searched SEARCH_DEPTH plies deep.
SEARCH_DEPTH = 4
SEARCHED_EMPTIES = (15, 39)


@dataclasses.dataclass
class LabelSettings:
    """What `label` does, as its options set it."""
    name: str = "searched"        # the labels' files: NAME_*.txt
    depth: int = SEARCH_DEPTH     # the plies each search looks ahead
    empties: tuple = SEARCHED_EMPTIES  # the fewest and most empty squares
    patterns: bool = False        # whether the module's patterns search
    # ... (on the positions they judge, proj2.PATTERN_MOST_EMPTIES empty
    # squares or fewer; the features beyond) instead of the features


LABEL_SETTINGS = LabelSettings()


def searched_path(first, name="searched"):
    """Returns: the file of the searched labels of a chunk of games, for
    the labels called name."""
    return DATA_DIR / ("%s_%05d.txt" % (name, first))


def search_chunk(first):
    """Labels the positions of a chunk's games with the chosen empty
    squares (LABEL_SETTINGS) by a search of the chosen depth with the
    chosen evaluation (the value the search backs up, wins counted as
    their disc difference), and writes them. Returns: first."""
    settings = LABEL_SETTINGS
    low, high = settings.empties
    lines = []
    for line in chunk_path(first).read_text().splitlines():
        seed, own, opponent, _ = (int(word) for word in line.split())
        empties = get_empties(own, opponent)
        if not low <= empties <= high:
            continue
        evaluation = proj2.FEATURE_EVALUATION
        if settings.patterns and empties <= proj2.PATTERN_MOST_EMPTIES:
            evaluation = proj2.load_pattern_evaluation()
        moves = ENGINE.find_moves(own, opponent, ENGINE)
        state = proj2.create_search_state(ENGINE, evaluation,
                                          1, proj2.NO_NODE_LIMIT, 10 ** 9)
        value = proj2.deepen_search(own, opponent, settings.depth, state,
                                    proj2.list_bits(moves)[0]).value
        lines.append("%d %d %d %d\n" % (seed, own, opponent,
                                        proj2.get_unwon_score(value)))
    path = searched_path(first, settings.name)
    part = path.with_suffix(".part")
    part.write_text("".join(lines))
    part.replace(path)
    return first


def label_data(processes, chunks):
    """Labels every chunk of games (the first chunks) that has no
    searched labels of this name yet."""
    firsts = sorted(int(path.stem.split("_")[1])
                    for path in DATA_DIR.glob("games_*.txt"))[:chunks]
    missing = [first for first in firsts
               if not searched_path(first, LABEL_SETTINGS.name).exists()]
    started = time.perf_counter()
    with multiprocessing.Pool(processes) as pool:
        for first in pool.imap_unordered(search_chunk, missing):
            print("searched chunk %d, %.0f s" % (
                first, time.perf_counter() - started), flush=True)


def read_searched(names=("searched",)):
    """Returns: {(own, opponent): searched label} of every labelled
    chunk of the labels called names (a later name's label wins)."""
    labels = {}
    for name in names:
        for path in sorted(DATA_DIR.glob(name + "_*.txt")):
            for line in path.read_text().splitlines():
                _, own, opponent, label = (int(w) for w in line.split())
                labels[own, opponent] = label
    return labels


def read_data():
    """Returns: {game number: [[own, opponent, label], ...]} of every
    chunk in DATA_DIR."""
    data = {}
    for path in sorted(DATA_DIR.glob("games_*.txt")):
        for line in path.read_text().splitlines():
            seed, own, opponent, label = (int(word) for word in line.split())
            data.setdefault(seed, []).append([own, opponent, label])
    return data


class Indexer:
    """Reads a position's pattern indexes, as read_pattern_indexes does,
    with each instance's squares and each type's canonical indexes
    worked out once."""

    def __init__(self):
        self.instances = []
        self.offsets = []
        self.canonical = {}
        offset = 0
        for pattern in proj2.PATTERN_TYPES:
            length = len(pattern.squares)
            size = proj2.PATTERN_DIGIT_BASE ** length
            self_maps = proj2.list_pattern_self_maps(pattern)
            canonical = array.array("i", [0]) * size
            self.canonical[pattern.name] = canonical
            for index in range(size):
                digits = [index // 3 ** place % 3 for place in range(length)]
                canonical[index] = proj2.get_canonical_index(digits,
                                                             self_maps)
            for instance in proj2.list_pattern_instances(pattern):
                squares = [(proj2.get_square_bit(row, col, ENGINE),
                            3 ** place)
                           for place, (row, col) in enumerate(instance)]
                self.instances.append((squares, canonical, offset))
            self.offsets.append(offset)
            offset += size
        self.size = offset

    def read(self, own, opponent):
        """Returns: the position's features: each instance's canonical
        index, offset to its type's place in one list of weights."""
        features = []
        for squares, canonical, offset in self.instances:
            index = 0
            for bit, power in squares:
                if own & bit:
                    index += power
                elif opponent & bit:
                    index += power + power
            features.append(offset + canonical[index])
        return features


def get_empties(own, opponent):
    """Returns: the empty squares of an 8x8 position."""
    return 64 - (own | opponent).bit_count()


def conjugate_gradient(rows, labels, size, ridge):
    """Fits weights w to minimise sum((x . w - label) ** 2) + ridge |w|^2
    by conjugate gradients on the normal equations, each row x being
    the list of the feature indexes that are 1 in it.

    Returns: the list of weights."""
    def times_a(vector):
        result = [ridge * value for value in vector]
        for row in rows:
            value = sum(map(vector.__getitem__, row))
            for index in row:
                result[index] += value
        return result

    weights = [0.0] * size
    residual = [0.0] * size
    for row, label in zip(rows, labels):
        for index in row:
            residual[index] += label
    direction = list(residual)
    norm = sum(value * value for value in residual)
    for _ in range(ITERATIONS):
        if norm < 1e-9:
            break
        product = times_a(direction)
        step = norm / sum(a * b for a, b in zip(direction, product))
        for index in range(size):
            weights[index] += step * direction[index]
            residual[index] -= step * product[index]
        new_norm = sum(value * value for value in residual)
        ratio = new_norm / norm
        norm = new_norm
        direction = [r + ratio * d for r, d in zip(residual, direction)]
    return weights


def fit(data):
    """Fits every stage's tables on the games not held out and reports
    the held-out error by stage. Returns: the list, by stage, of the
    weights (in discs) of every type's canonical indexes."""
    indexer = Indexer()
    started = time.perf_counter()
    training = [[] for _ in range(65)]
    held_out = [[] for _ in range(65)]
    for seed, positions in data.items():
        for own, opponent, label in positions:
            features = indexer.read(own, opponent)
            own_moves = ENGINE.find_moves(own, opponent, ENGINE)
            opponent_moves = ENGINE.find_moves(opponent, own, ENGINE)
            top = proj2.MOBILITY_TABLE_SIZE - 1
            features += [indexer.size + 1 + min(own_moves.bit_count(), top),
                         indexer.size + 1 + top + 1
                         + min(opponent_moves.bit_count(), top)]
            prior = 0
            if PRIOR:
                moves = ENGINE.find_moves(own, opponent, ENGINE)
                prior = proj2.evaluate_position(own, opponent, moves, ENGINE,
                                                proj2.FEATURE_EVALUATION, 1)
            sample = (features, label - prior, own, opponent, prior)
            (held_out if seed % HELD_OUT_EVERY == 0 else training)[
                get_empties(own, opponent)].append(sample)
    print("%d positions read, %.0f s" % (
        sum(map(len, training)) + sum(map(len, held_out)),
        time.perf_counter() - started), flush=True)
    bias = indexer.size
    size = indexer.size + 1 + 2 * proj2.MOBILITY_TABLE_SIZE
    tables = []
    print("Held-out games (number a multiple of %d): mean absolute error "
          "in discs" % HELD_OUT_EVERY)
    print("empties  positions  patterns  features  always 0")
    for stage in range(STAGES):
        if ONLY and stage not in ONLY:
            continue
        low = stage * proj2.PATTERN_STAGE_EMPTIES
        high = low + proj2.PATTERN_STAGE_EMPTIES - 1
        if stage == STAGES - 1:
            high = max(high, proj2.PATTERN_MOST_EMPTIES)
        samples = [sample for empties in range(
            max(0, low - STAGE_SPREAD), min(64, high + STAGE_SPREAD) + 1)
            for sample in training[empties]]
        if not samples:
            tables.append([0.0] * size)
            continue
        weights = conjugate_gradient(
            [features + [bias] for features, *_ in samples],
            [label for _, label, *_ in samples], size, RIDGE)
        tables.append(weights)
        tested = [sample for empties in range(low, high + 1)
                  for sample in held_out[empties]]
        if tested:
            errors = []
            for features, label, own, opponent, prior in tested:
                guess = weights[bias] + sum(map(weights.__getitem__,
                                                features)) + prior
                label += prior
                moves = ENGINE.find_moves(own, opponent, ENGINE)
                old = proj2.evaluate_position(own, opponent, moves, ENGINE,
                                              proj2.FEATURE_EVALUATION, 1)
                errors.append((abs(guess - label), abs(old - label),
                               abs(label)))
            print("%2d-%-2d   %9d  %8.2f  %8.2f  %8.2f" % (
                low, high, len(tested),
                *(statistics.mean(column) for column in zip(*errors))),
                flush=True)
    return tables


PRIOR = False
ONLY = []
# lzma's settings for the tables (see format_block): literal context
# bits, and the most position bits (lzma allows 4).
PATTERN_LC = 4
PATTERN_PB_MOST = 4


def find_first_stage(width):
    """Returns: the first stage of width empty squares the block keeps:
    the stages before it hold only positions the search solves
    (proj2.LEAF_SOLVE_EMPTIES), so they are left out."""
    return (proj2.LEAF_SOLVE_EMPTIES + 1) // width


def encode_tables(tables, constants=None, first=None):
    """Quantises each stage's fitted weights to signed bytes of 1 /
    PATTERN_UNITS_PER_DISC discs in the layout load_pattern_evaluation
    reads: for each table (each type's canonical states in increasing
    order, then the two numbers of moves), each entry's weight at every
    stage from first (None: proj2.PATTERN_FIRST_STAGE) in turn; then the
    constant by empty squares, 0 to PATTERN_SQUARES (constants, or else
    each stage's own constant).

    Returns: (the bytes, how many weights were clipped)."""
    indexer = Indexer()
    units = proj2.PATTERN_UNITS_PER_DISC
    out = array.array("b")
    clipped = 0

    def put(value):
        nonlocal clipped
        quantised = round(value * units)
        if not -128 <= quantised <= 127:
            clipped += 1
            quantised = max(-128, min(127, quantised))
        out.append(quantised)

    places = []
    for pattern, offset in zip(proj2.PATTERN_TYPES, indexer.offsets):
        places += [offset + state for state in
                   sorted(set(indexer.canonical[pattern.name]))]
    places += range(indexer.size + 1,
                    indexer.size + 1 + 2 * proj2.MOBILITY_TABLE_SIZE)
    if first is None:
        first = proj2.PATTERN_FIRST_STAGE
    for place in places:
        for weights in tables[first:]:
            put(weights[place])
    if constants is None:
        width = proj2.PATTERN_STAGE_EMPTIES
        constants = [tables[min(empties // width, len(tables) - 1)][
            indexer.size] for empties in range(proj2.PATTERN_SQUARES + 1)]
    for constant in constants:
        put(constant)
    return out.tobytes(), clipped


def format_block(data, stages=None):
    """Returns: the PATTERN_WEIGHTS block of the bytes, with its checksum,
    as proj2.py's DATA holds it (see data_block.py). Each entry holds its
    weight at every one of stages stages (None: proj2's count) side by
    side: lzma's position bits follow the stage (pb = PATTERN_PB_MOST at
    16), and its literal context keeps PATTERN_LC bits."""
    if stages is None:
        stages = (proj2.PATTERN_SQUARES // proj2.PATTERN_STAGE_EMPTIES
                  - proj2.PATTERN_FIRST_STAGE)
    pb = min(stages.bit_length() - 1, PATTERN_PB_MOST)
    return data_block.format_block("PATTERN_WEIGHTS", data, PATTERN_LC, 0,
                                   pb)


def write_block(tables):
    """Replaces the PATTERN_WEIGHTS block and its checksum in proj2.py."""
    data, clipped = encode_tables(tables)
    block = format_block(data)
    path = ROOT / "proj2.py"
    text = path.read_text()
    pattern = re.compile(r'^PATTERN_WEIGHTS_CRC = \d+\nPATTERN_WEIGHTS = """'
                         r'.*?"""', re.S | re.M)
    text, count = pattern.subn(lambda match: block, text)
    if count != 1:
        sys.exit("PATTERN_WEIGHTS not found in proj2.py")
    path.write_text(text)
    print("Wrote %d bytes (%d compressed and encoded), %d weights clipped, "
          "to proj2.py." % (len(data), len(block), clipped))


def main():
    """Reads the command line (see the module's comment)."""
    global PRIOR, ONLY, RIDGE, STAGES
    words = sys.argv[1:]
    PRIOR = "--prior" in words
    if "--stages" in words:
        ONLY = [int(w) for w in words[words.index("--stages") + 1].split(",")]
    if "--ridge" in words:
        RIDGE = float(words[words.index("--ridge") + 1])
    if "--stage-count" in words:
        STAGES = int(words[words.index("--stage-count") + 1])
    processes = 2
    if "--processes" in words:
        processes = int(words[words.index("--processes") + 1])
    if words[:1] == ["data"]:
        make_data(int(words[1]), processes)
    elif words[:1] == ["label"]:
        if "--name" in words:
            LABEL_SETTINGS.name = words[words.index("--name") + 1]
        if "--depth" in words:
            LABEL_SETTINGS.depth = int(words[words.index("--depth") + 1])
        if "--empties" in words:
            LABEL_SETTINGS.empties = tuple(
                int(w) for w in words[words.index("--empties") + 1].split("-"))
        LABEL_SETTINGS.patterns = "--patterns" in words
        label_data(processes, int(words[1]))
    elif words[:1] == ["fit"]:
        data = read_data()
        if "--searched" in words:
            names = ("searched",)
            following = words[words.index("--searched") + 1:]
            if following and not following[0].startswith("--"):
                names = tuple(following[0].split(","))
            searched = read_searched(names)
            for seed, positions in data.items():
                if seed % HELD_OUT_EVERY == 0:
                    continue
                for position in positions:
                    position[2] = searched.get((position[0], position[1]),
                                               position[2])
        tables = fit(data)
        if "--write" in words:
            write_block(tables)
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
