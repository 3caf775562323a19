"""Fits the pattern evaluation's tables on real games valued by Edax
(not a test: pytest does not collect it; issue 40).

proj2.py values a position of Othello's 8x8 board as a sum of table
lookups (evaluate_patterns, PATTERN_TYPES). This tool fits the same
model (the same patterns, symmetric instances sharing a table and
mirror-image states an entry, as tests/bench/fit_patterns.py reads
them, plus each side's number of moves and a constant) on the
positions of the WTHOR games of 2001 labelled with Edax's level-10
values (../shared/data/edax10/2001.txt), and measures the result on
the held-out games of 2002 (edax10/2002.txt, never fitted on) with
tests/bench/bench_evaluation.py's `heldout` code.

It needs numpy and scipy, which neither the product nor the test suite
uses: when they are missing it makes a throw-away virtual environment
(VENV, ignored by git), installs them there and runs itself again in
it. Every step keeps its work in a work directory (--work, default
WORK_DIR) and resumes from what is there; no step loads a pickle (the
checkpoints are numpy .npz files read with allow_pickle=False).

1. `features`: replays every game of 2001 and writes, CHUNK games to a
   file, each position's pattern features (every instance's canonical
   index, offset to its type's place in one list of weights), each
   side's number of moves, its empty squares and Edax's value for the
   side to move. A malformed line stops it with its file and line.
2. `exact [--labels DIR]`: replays the WTHOR games that
   tests/bench/label_endgames.py has labelled (DIR/exact_YEAR.txt,
   default its LABELS) and writes, CHUNK label lines to a file, the
   same features of each position after the first solved one (up to
   14 empty squares) with its exact value for the side to move, and of
   each earlier position with up to ENDING_MOST empty squares with the
   game's perfect-ending value (the first solved position's) for the
   side to move. Only complete lines are read, and a chunk is written
   when all its lines are there (or the year is done), so it can run
   while the labelling goes on and be run again later for the rest.
   A malformed line, or one that does not fit its game, stops it with
   its file and line.
3. `fit [--stage-width W] [--margin M] [--ridge R] [--stages S,...]
   [--exact] [--ending-weight E] [--ending-most M] [--quick]
   [--write-candidate PATH]`: for each stage of W empty squares
   (default 8; stage s holds s * W to s * W + W - 1, up to 64) fits the
   weights (the module's tables, and a constant for each number of
   empty squares) by ridge least squares (scipy's lsqr, damp sqrt(R):
   it minimises the squared error plus R times the squared weights) on
   the positions within M (default W / 2) empty squares of the stage,
   and keeps each stage's weights in the work directory (fit_wW_rR/,
   with _mM when M is not W / 2). --quick then prints the held-out
   table of the stages fitted straight from their weights (2002's
   features are made for it once, as `features` makes 2001's; they are
   never fitted on). --with-held-out fits on 2002's values too: for
   the tables to ship once the choices are made on the held-out games
   (the held-out table of such a fit measures what it was fitted on). With
   --exact it adds the exactly labelled positions of `exact`'s chunks
   (at weight 1), and with --ending-weight E > 0 also their games'
   earlier positions with up to M empty squares (default 30), labelled
   by the perfect ending, at weight E (each row's squared error counts
   E times); the fit's directory then also names the labelled games
   used (fit_wW_rR_xGAMES_eE_M/), so adding labels starts a new fit. When every
   stage is there, --write-candidate writes a copy of proj2.py with
   them as its PATTERN_WEIGHTS block (fit_patterns.encode_tables, in
   the format load_pattern_evaluation reads), with
   PATTERN_STAGE_EMPTIES set to W and PATTERN_MOST_EMPTIES
   to 64 so the patterns judge every stage, checks that the copy's
   evaluate_board reads what the fit predicts, and prints the held-out
   table of proj2.py and of the copy.

Run from the project root:
    python3 tests/bench/fit_real.py features
    python3 tests/bench/fit_real.py fit --stage-width 8 --ridge 10 \
        --write-candidate /var/tmp/proj2_fit/candidate_w8_r10.py
    python3 tests/bench/fit_real.py exact --labels /var/tmp/proj2_labels
    python3 tests/bench/fit_real.py fit --exact --ending-weight 0.3 \
        --write-candidate /var/tmp/proj2_fit/candidate_exact.py
    python3 tests/bench/fit_real.py fit --exact --stage-width 4 \
        --margin 6 --quick
"""

import argparse
import dataclasses
import os
import pathlib
import re
import subprocess
import sys
import time

BENCH = pathlib.Path(__file__).resolve().parent
ROOT = BENCH.parents[1]
VENV = BENCH / ".venv-fit"
# Set in the environment of the run inside VENV, so a failed install
# stops instead of starting itself again and again.
IN_VENV = "PROJ2_FIT_IN_VENV"


def run_in_venv():
    """Makes VENV with numpy and scipy when it is not there, and runs this
    script again with its Python (it does not return)."""
    python = VENV / "bin" / "python"
    installed = VENV / "installed"
    if os.environ.get(IN_VENV) or installed.exists() and not python.exists():
        sys.exit("numpy and scipy are missing from %s: remove it and "
                 "run again" % VENV)
    if not installed.exists():
        print("making %s with numpy and scipy..." % VENV, flush=True)
        subprocess.run([sys.executable, "-m", "venv", str(VENV)],
                       check=True)
        subprocess.run([str(python), "-m", "pip", "install", "--quiet",
                        "numpy", "scipy"], check=True)
        installed.write_text("numpy scipy\n")
    os.environ[IN_VENV] = "1"
    os.execv(str(python), [str(python), __file__] + sys.argv[1:])


try:
    import numpy
    import scipy.sparse
    import scipy.sparse.linalg
except ImportError:
    run_in_venv()

sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(BENCH))
import proj2  # noqa: E402
import bench_evaluation  # noqa: E402
import fit_patterns  # noqa: E402
import label_endgames  # noqa: E402

DATA = bench_evaluation.DATA_DIR / "edax10" / "2001.txt"
HELD_OUT_YEAR = "2002"
WORK_DIR = pathlib.Path("/var/tmp/proj2_fit")
CHUNK = 250
MOBILITY_TOP = proj2.MOBILITY_TABLE_SIZE - 1
ITERATIONS = 400
# The weights of the patterns' tables, one after the other (see
# fit_patterns.Indexer).
PATTERN_SIZE = sum(proj2.PATTERN_DIGIT_BASE ** len(pattern.squares)
                   for pattern in proj2.PATTERN_TYPES)
# The empty squares of a position, 0 to 64; the stages cover them all.
MOST_EMPTIES = proj2.PATTERN_SQUARES
# The weights: the patterns', the constant, the numbers of moves', then
# a constant for each number of empty squares (join_columns).
TEMPO_PLACE = PATTERN_SIZE + 1 + 2 * proj2.MOBILITY_TABLE_SIZE
WEIGHT_COUNT = TEMPO_PLACE + MOST_EMPTIES + 1
# `exact`: the most empty squares of a position kept with its game's
# perfect-ending value, and each row's kind of label.
ENDING_MOST = 32
EXACT_LABEL = 0
ENDING_LABEL = 1


def print_progress(what, done, total, started):
    """Prints how far a step is and an estimate of the time left."""
    spent = time.perf_counter() - started
    left = spent / done * (total - done) if done else 0
    print("%s: %d of %d, %.0f s, about %.0f s left"
          % (what, done, total, spent, left), flush=True)


def save_npz(path, **arrays):
    """Writes arrays to path through a temporary file, so a stopped run
    leaves no half-written checkpoint."""
    part = path.with_name(path.name + ".part")
    with open(part, "wb") as out:
        numpy.savez(out, **arrays)
    part.replace(path)


def load_npz(path):
    """Returns: {name: array} of a checkpoint (never a pickle)."""
    with numpy.load(path, allow_pickle=False) as data:
        return {name: data[name] for name in data.files}


def chunk_path(work, first, year="2001"):
    """Returns: the features file of a year's games from line first on."""
    return work / ("features_%s_%05d.npz" % (year, first))


def make_features(work, year="2001"):
    """Writes the features of every chunk of a year's Edax-valued games
    not yet written (2002's only ever to measure, never to fit)."""
    work.mkdir(parents=True, exist_ok=True)
    data = DATA.with_name("%s.txt" % year)
    with open(data, encoding="ascii") as lines:
        games = sum(1 for _ in lines)
    firsts = range(1, games + 1, CHUNK)
    missing = [first for first in firsts
               if not chunk_path(work, first, year).exists()]
    print("%s: %d games, %d chunks of %d, %d to make"
          % (year, games, len(firsts), CHUNK, len(missing)), flush=True)
    if not missing:
        return
    indexer = fit_patterns.Indexer()
    engine = fit_patterns.ENGINE
    current, rows = None, []
    started = time.perf_counter()
    done = 0
    for number, own, opponent, label in bench_evaluation.\
            read_valued_positions(data):
        first = (number - 1) // CHUNK * CHUNK + 1
        if first != current and rows:
            write_chunk(work, current, rows, year)
            done += 1
            print_progress("feature chunks", done, len(missing), started)
            rows = []
        current = first
        if first not in missing:
            continue
        rows.append(
            (indexer.read(own, opponent),
             min(engine.find_moves(own, opponent, engine).bit_count(),
                 MOBILITY_TOP),
             min(engine.find_moves(opponent, own, engine).bit_count(),
                 MOBILITY_TOP),
             64 - (own | opponent).bit_count(), label))
    if rows:
        write_chunk(work, current, rows, year)


def write_chunk(work, first, rows, year):
    """Writes one chunk's features (see the module's comment)."""
    features, own, other, empties, labels = zip(*rows)
    save_npz(chunk_path(work, first, year),
             features=numpy.array(features, dtype=numpy.int32),
             mobility=numpy.array([own, other], dtype=numpy.int8).T,
             empties=numpy.array(empties, dtype=numpy.int8),
             labels=numpy.array(labels, dtype=numpy.int8))


def exact_path(work, year, first):
    """Returns: the features file of a year's label lines from first on."""
    return work / ("exact_%s_%05d.npz" % (year, first))


def read_label_line(where, line, games):
    """Parameters: where -- the line's file and number (for messages);
        line -- a line of label_endgames.py's output; games -- the number
        of games in its year.
    Returns: (the game's number, the empties of its first solved
        position, Black's exact values along the line), the values
        empty for a game whose line never reached that position.
    Raises: bench_evaluation.DataError when the line is malformed."""
    words = line.split()
    if (len(words) != 3 or not words[0].isdigit()
            or not words[1].isdigit()
            or not 1 <= int(words[0]) <= games
            or not int(words[1]) <= MOST_EMPTIES):
        raise bench_evaluation.DataError(where + ": not GAME EMPTIES "
                                         "VALUES")
    if words[2] == "-":
        return int(words[0]), int(words[1]), []
    try:
        values = [int(word) for word in words[2].split(",")]
    except ValueError:
        raise bench_evaluation.DataError(where + ": a value is not a "
                                         "number") from None
    if any(abs(value) > MOST_EMPTIES for value in values):
        raise bench_evaluation.DataError(where + ": a value is out of "
                                         "range")
    return int(words[0]), int(words[1]), values


def label_positions(where, moves, first, values):
    """Replays a labelled game as read_valued_positions does (the mover
    plays again when the other side must pass; finished positions are
    left out).

    Yields: (own, opponent, label, kind) for each position with up to
        ENDING_MOST empty squares: its exact value for the side to move
        (EXACT_LABEL) from first empty squares on, the perfect ending's
        (ENDING_LABEL) before.
    Raises: bench_evaluation.DataError when the values do not fit the
        game's line."""
    engine = fit_patterns.ENGINE
    start = proj2.create_start_board(rules=proj2.STANDARD_RULES)
    own, opponent = proj2.get_engine_bits(start, proj2.PLAYER_PIECE, engine)
    black = True
    # The label_endgames.py values are one a move from first empty
    # squares on, finished positions included.
    valued = 0
    for move in moves:
        if not engine.find_moves(own, opponent, engine) & move:
            raise bench_evaluation.DataError(where + ": its game has an "
                                             "illegal move")
        own, opponent = proj2.play_engine_move(own, opponent, move, engine)
        black = not black
        empties = MOST_EMPTIES - (own | opponent).bit_count()
        if empties <= first:
            valued += 1
        if not engine.find_moves(own, opponent, engine):
            if not engine.find_moves(opponent, own, engine):
                break
            own, opponent = opponent, own
            black = not black
        if empties > ENDING_MOST:
            continue
        if empties > first:
            label, kind = values[0], ENDING_LABEL
        elif valued <= len(values):
            label, kind = values[valued - 1], EXACT_LABEL
        else:
            break
        yield own, opponent, label if black else -label, kind
    if valued != len(values):
        raise bench_evaluation.DataError(where + ": %d values for %d "
                                         "positions" % (len(values), valued))


def make_exact_features(work, labels):
    """Writes the features of every complete chunk of label lines not yet
    written (see the module's comment)."""
    work.mkdir(parents=True, exist_ok=True)
    indexer = fit_patterns.Indexer()
    engine = fit_patterns.ENGINE
    for path in sorted(labels.glob("exact_*.txt")):
        year = path.stem[len("exact_"):]
        source = label_endgames.DATA / ("%s.txt" % year)
        with open(source, encoding="ascii") as games:
            lines = games.read().splitlines()
        with open(path, encoding="ascii") as kept:
            complete = [line for line in kept if line.endswith("\n")]
        whole = len(complete) if len(complete) == len(lines) else (
            len(complete) // CHUNK * CHUNK)
        firsts = [first for first in range(1, whole + 1, CHUNK)
                  if not exact_path(work, year, first).exists()]
        print("%s: %d of %d games labelled, %d chunks to make"
              % (year, len(complete), len(lines), len(firsts)), flush=True)
        started = time.perf_counter()
        for done, first in enumerate(firsts, 1):
            rows = []
            for number in range(first, min(first + CHUNK, whole + 1)):
                where = "%s, line %d" % (path, number)
                game, empties, values = read_label_line(
                    where, complete[number - 1], len(lines))
                if not values:
                    continue
                moves = label_endgames.read_line_moves(source, game,
                                                       lines[game - 1])
                for own, opponent, label, kind in label_positions(
                        where, moves, empties, values):
                    rows.append(
                        (indexer.read(own, opponent),
                         min(engine.find_moves(own, opponent,
                                               engine).bit_count(),
                             MOBILITY_TOP),
                         min(engine.find_moves(opponent, own,
                                               engine).bit_count(),
                             MOBILITY_TOP),
                         MOST_EMPTIES - (own | opponent).bit_count(),
                         label, kind, game))
            features, own, other, empties, values, kinds, numbers = zip(
                *rows)
            save_npz(exact_path(work, year, first),
                     features=numpy.array(features, dtype=numpy.int32),
                     mobility=numpy.array([own, other],
                                          dtype=numpy.int8).T,
                     empties=numpy.array(empties, dtype=numpy.int8),
                     labels=numpy.array(values, dtype=numpy.int8),
                     kinds=numpy.array(kinds, dtype=numpy.int8),
                     games=numpy.array(numbers, dtype=numpy.int32))
            print_progress("%s exact chunks" % year, done, len(firsts),
                           started)


def join_columns(parts):
    """Returns: each row of the parts as its columns in the weights (see
    encode_tables in fit_patterns.py: the patterns, the constant, the
    side to move's moves, the other side's; then the constant of its
    number of empty squares, so a stage's constant may change with it,
    as the module's does)."""
    features = numpy.concatenate([part["features"] for part in parts])
    mobility = numpy.concatenate([part["mobility"] for part in parts])
    empties = numpy.concatenate([part["empties"] for part in parts])
    size = PATTERN_SIZE
    rows = len(features)
    return numpy.concatenate([
        features,
        numpy.full((rows, 1), size, dtype=numpy.int32),
        size + 1 + mobility[:, :1].astype(numpy.int32),
        size + 1 + proj2.MOBILITY_TABLE_SIZE
        + mobility[:, 1:].astype(numpy.int32),
        TEMPO_PLACE + empties[:, None].astype(numpy.int32)], axis=1)


def quick_held_out(work, directory, width, stages):
    """Prints the held-out table of the fitted stages straight from their
    weights, as the module would read them once quantised (1 /
    PATTERN_UNITS_PER_DISC discs, signed bytes): a quick measure to
    choose by, before a candidate is written and measured for real."""
    make_features(work, HELD_OUT_YEAR)
    parts = [load_npz(path) for path in sorted(
        work.glob("features_%s_*.npz" % HELD_OUT_YEAR))]
    columns = join_columns(parts)
    empties = numpy.concatenate([part["empties"] for part in parts])
    labels = numpy.concatenate([part["labels"] for part in parts])
    units = proj2.PATTERN_UNITS_PER_DISC
    last = MOST_EMPTIES // width - 1
    predicted = numpy.full(len(labels), numpy.nan)
    for stage in stages:
        weights = numpy.array(load_stage(directory, stage))
        # The module keeps the two constants as one (write_candidate).
        weights[TEMPO_PLACE:] += weights[PATTERN_SIZE]
        weights[PATTERN_SIZE] = 0
        quantised = numpy.clip(numpy.round(weights * units), -128, 127)
        chosen = numpy.minimum(empties // width, last) == stage
        total = quantised[columns[chosen]].sum(axis=1)
        predicted[chosen] = numpy.clip(
            numpy.floor((2 * total + units) / (2 * units)), -64, 64)
    print("held-out (quick, %s):" % directory.name)
    for low, high in bench_evaluation.HELD_OUT_STAGES:
        chosen = (empties >= low) & (empties <= high) & ~numpy.isnan(
            predicted)
        if chosen.any():
            print("  %2d-%2d: %6d positions, mean error %.2f" % (
                low, high, chosen.sum(),
                numpy.abs(predicted[chosen] - labels[chosen]).mean()))


def read_features(work, choice):
    """Returns: (columns, empties, labels, weights, exact games) of every
    position of every chunk the fit reads (2001's, and the exactly
    labelled ones the choice asks for): each row's columns in the
    weights (see encode_tables in fit_patterns.py: the patterns, the
    constant, the side to move's moves, the other side's), its weight
    in the fit, and how many labelled games the rows come from."""
    parts = [load_npz(path)
             for path in sorted(work.glob("features_2001_*.npz"))]
    if not parts:
        sys.exit("no features in %s: run `features` first" % work)
    if choice.held_out:
        make_features(work, HELD_OUT_YEAR)
        parts += [load_npz(path) for path in sorted(
            work.glob("features_%s_*.npz" % HELD_OUT_YEAR))]
    for part in parts:
        part["weights"] = numpy.ones(len(part["labels"]))
    games = 0
    if choice.exact:
        exact = [load_npz(path) for path in sorted(work.glob("exact_*.npz"))]
        if not exact:
            sys.exit("no exact labels in %s: run `exact` first" % work)
        for part in exact:
            games += len(numpy.unique(part["games"]))
            ending = part["kinds"] == ENDING_LABEL
            part["weights"] = numpy.where(ending, choice.ending_weight, 1.0)
            kept = ~ending | ((part["empties"] <= choice.ending_most)
                              & (choice.ending_weight > 0))
            parts.append({name: part[name][kept] for name in
                          ("features", "mobility", "empties", "labels",
                           "weights")})
    return (join_columns(parts),
            numpy.concatenate([part["empties"] for part in parts]),
            numpy.concatenate([part["labels"] for part in parts]),
            numpy.concatenate([part["weights"] for part in parts]),
            games)


@dataclasses.dataclass(frozen=True)
class LabelChoice:
    """Which exactly labelled positions a fit adds to 2001's."""
    exact: bool  # the positions of `exact`'s chunks at all
    ending_weight: float  # the weight of the perfect-ending labels (0: none)
    ending_most: int  # the most empty squares of those positions
    held_out: bool = False  # 2002's Edax-valued positions too (to ship)


def fit_directory(work, width, ridge, choice, games, margin):
    """Returns: the directory of the stage weights of one fit (of games
    labelled games, when the choice adds them)."""
    name = "fit_w%d_r%g" % (width, ridge)
    if margin != width // 2:
        name += "_m%d" % margin
    if choice.exact:
        name += "_x%d" % games
        if choice.ending_weight > 0:
            name += "_e%g_%d" % (choice.ending_weight, choice.ending_most)
    if choice.held_out:
        name += "_with2002"
    return work / name


def fit_stages(work, width, ridge, stages, choice, margin):
    """Fits each stage (of stages, or every stage) whose weights are not
    yet in the fit's directory, and writes them.

    Returns: the fit's directory."""
    columns, empties, labels, scales, games = read_features(work, choice)
    size = WEIGHT_COUNT
    directory = fit_directory(work, width, ridge, choice, games, margin)
    directory.mkdir(parents=True, exist_ok=True)
    todo = [stage for stage in stages
            if not (directory / ("stage_%02d.npz" % stage)).exists()]
    print("%d positions (%d with weight 1, %d exactly labelled games); "
          "stages of %d empty squares, ridge %g: %s, %d to fit"
          % (len(labels), (scales == 1).sum(), games, width, ridge,
             directory.name, len(todo)), flush=True)
    started = time.perf_counter()
    for done, stage in enumerate(todo, 1):
        low = stage * width - margin
        high = stage * width + width - 1 + margin
        chosen = (empties >= low) & (empties <= high)
        rows = columns[chosen]
        # A row of weight w counts w times in the squared error.
        roots = numpy.sqrt(scales[chosen])
        matrix = scipy.sparse.csr_matrix(
            (numpy.repeat(roots, rows.shape[1]), rows.ravel(),
             numpy.arange(0, rows.size + 1, rows.shape[1])),
            shape=(len(rows), size))
        target = labels[chosen].astype(numpy.float64)
        result = scipy.sparse.linalg.lsqr(matrix, target * roots,
                                          damp=ridge ** 0.5,
                                          iter_lim=ITERATIONS)
        weights = result[0]
        error = (numpy.abs(matrix @ weights / roots - target)
                 * scales[chosen]).sum() / scales[chosen].sum()
        save_npz(directory / ("stage_%02d.npz" % stage), weights=weights,
                 positions=numpy.array(len(rows)))
        print("stage %d (%d-%d empty squares, fitted on %d-%d): %d "
              "positions, %d iterations, training error %.2f"
              % (stage, stage * width, stage * width + width - 1,
                 max(low, 0), min(high, MOST_EMPTIES), len(rows),
                 result[2], error), flush=True)
        print_progress("stages", done, len(todo), started)
    return directory


def load_stage(directory, stage):
    """Returns: a fitted stage's weights (see join_columns)."""
    checkpoint = directory / ("stage_%02d.npz" % stage)
    if not checkpoint.exists():
        sys.exit("stage %d is not fitted yet: run `fit` with --stages"
                 " left out" % stage)
    weights = load_npz(checkpoint)["weights"]
    if len(weights) != WEIGHT_COUNT:
        sys.exit("%s holds %d weights, not %d: an older fit's; remove it"
                 % (checkpoint, len(weights), WEIGHT_COUNT))
    return weights.tolist()


def write_candidate(directory, width, path):
    """Writes the copy of proj2.py with the tables of the fit in directory
    (see the module's comment). Returns: the copy's path."""
    tables = [load_stage(directory, stage)
              for stage in range(MOST_EMPTIES // width)]
    # Each number of empty squares takes its own stage's constants.
    constants = [tables[min(empties // width, len(tables) - 1)]
                 for empties in range(MOST_EMPTIES + 1)]
    constants = [weights[PATTERN_SIZE] + weights[TEMPO_PLACE + empties]
                 for empties, weights in enumerate(constants)]
    first = fit_patterns.find_first_stage(width)
    data, clipped = fit_patterns.encode_tables(tables, constants, first)
    block = fit_patterns.format_block(data, len(tables) - first)
    text = (ROOT / "proj2.py").read_text()
    for pattern, replacement in (
            (r'^PATTERN_WEIGHTS_CRC = \d+\nPATTERN_WEIGHTS = """.*?"""',
             block),
            (r"^PATTERN_STAGE_EMPTIES = \d+$",
             "PATTERN_STAGE_EMPTIES = %d" % width),
            (r"^PATTERN_MOST_EMPTIES = \d+$",
             "PATTERN_MOST_EMPTIES = %d" % MOST_EMPTIES),
            (r"^PATTERN_FIRST_STAGE = \d+$",
             "PATTERN_FIRST_STAGE = %d" % first)):
        text, count = re.subn(pattern, lambda match: replacement, text,
                              flags=re.S | re.M)
        if count != 1:
            sys.exit("%s not found once in proj2.py" % pattern)
    path = pathlib.Path(path)
    path.write_text(text)
    print("wrote %s: %d bytes of weights (%d encoded, %d clipped), "
          "%d bytes in all" % (path, len(data), len(block), clipped,
                               len(text.encode())), flush=True)
    return path


def check_candidate(module, count=2000):
    """Checks on count positions of the data that the candidate's
    evaluate_board reads what its tables hold: the rounded sum of the
    weights of the position's features, in the copy's decoded tables."""
    tables = module.load_pattern_evaluation().stage_weights
    indexer = fit_patterns.Indexer()
    engine = module.build_engine(module.STANDARD_RULES, 8, 8)
    units = module.PATTERN_UNITS_PER_DISC
    for seen, (number, own, opponent, _) in enumerate(
            bench_evaluation.read_valued_positions(DATA, module=module)):
        if seen == count:
            return
        stage = tables[64 - (own | opponent).bit_count()]
        total = stage[module.CONSTANT_SLOT]
        for feature in indexer.read(own, opponent):
            slot = max(place for place, offset in enumerate(indexer.offsets)
                       if offset <= feature)
            canonical = feature - indexer.offsets[slot]
            total += stage[slot][canonical]
        for slot, side in ((module.MOBILITY_SLOT, (own, opponent)),
                           (module.MOBILITY_SLOT + 1, (opponent, own))):
            moves = engine.find_moves(side[0], side[1], engine).bit_count()
            total += stage[slot][min(moves, MOBILITY_TOP)]
        expected = max(-64, min(64, (2 * total + units) // (2 * units)))
        board = module.get_bits_board(own, opponent, module.PLAYER_PIECE,
                                      engine)
        if module.evaluate_board(board, module.PLAYER_PIECE) != expected:
            sys.exit("line %d: the candidate's evaluate_board does not "
                     "read its tables as fitted" % number)


def measure(path, baseline=True):
    """Prints the held-out table of proj2.py (unless not baseline) and of
    the candidate."""
    rows = []
    for name, module_path in (("proj2.py", None), (str(path), path))[
            0 if baseline else 1:]:
        started = time.perf_counter()
        module = bench_evaluation.load_module(module_path)
        if module_path is not None:
            check_candidate(module)
        rows.append((name, bench_evaluation.measure_held_out(module)))
        print("measured %s on the held-out games, %.0f s"
              % (name, time.perf_counter() - started), flush=True)
    print(bench_evaluation.format_held_out(rows))


def parse_arguments():
    """Returns: the command line's arguments (see the module's comment)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("step", choices=("features", "exact", "fit"))
    parser.add_argument("--work", type=pathlib.Path, default=WORK_DIR,
                        help="the checkpoints' directory (%(default)s)")
    parser.add_argument("--stage-width", type=int, default=8,
                        choices=(2, 4, 8),
                        help="empty squares to a stage (%(default)s)")
    parser.add_argument("--margin", type=int, choices=range(0, 17),
                        metavar="0-16",
                        help="fit a stage on the positions within this "
                        "many empty squares of it too (default: half "
                        "the stage's width)")
    parser.add_argument("--ridge", type=float, default=10.0,
                        help="the ridge penalty (%(default)s)")
    parser.add_argument("--stages",
                        help="fit only these stages (S,S,...)")
    parser.add_argument("--write-candidate", metavar="PATH",
                        help="write and measure a copy of proj2.py with "
                        "the fit's tables")
    parser.add_argument("--with-held-out", action="store_true",
                        help="fit on 2002's Edax values too: for the "
                        "tables to ship, once chosen (their held-out "
                        "table then measures what they were fitted on)")
    parser.add_argument("--quick", action="store_true",
                        help="print the fitted stages' held-out errors "
                        "from their weights")
    parser.add_argument("--candidate-only", action="store_true",
                        help="measure only the candidate, not proj2.py")
    parser.add_argument("--labels", type=pathlib.Path,
                        default=label_endgames.LABELS,
                        help="label_endgames.py's output (%(default)s)")
    parser.add_argument("--exact", action="store_true",
                        help="add the exactly labelled positions")
    parser.add_argument("--ending-weight", type=float, default=0.0,
                        help="with --exact, the weight of the earlier "
                        "positions labelled by the perfect ending "
                        "(%(default)s: none)")
    parser.add_argument("--ending-most", type=int, default=30,
                        choices=range(15, ENDING_MOST + 1),
                        metavar="15-%d" % ENDING_MOST,
                        help="the most empty squares of those positions "
                        "(%(default)s)")
    return parser.parse_args()


def main():
    """Runs the step the command line names."""
    arguments = parse_arguments()
    try:
        if arguments.step == "features":
            make_features(arguments.work)
            return
        if arguments.step == "exact":
            make_exact_features(arguments.work, arguments.labels)
            return
        width = arguments.stage_width
        stages = range(MOST_EMPTIES // width)
        if arguments.stages:
            stages = [int(word) for word in arguments.stages.split(",")]
        choice = LabelChoice(arguments.exact, arguments.ending_weight,
                             arguments.ending_most,
                             arguments.with_held_out)
        if arguments.with_held_out and arguments.quick:
            sys.exit("--quick measures on 2002's games, which "
                     "--with-held-out fits on")
        margin = (width // 2 if arguments.margin is None
                  else arguments.margin)
        directory = fit_stages(arguments.work, width, arguments.ridge,
                               stages, choice, margin)
        if arguments.quick:
            quick_held_out(arguments.work, directory, width, stages)
        if arguments.write_candidate:
            measure(write_candidate(directory, width,
                                    arguments.write_candidate),
                    baseline=not arguments.candidate_only)
    except (bench_evaluation.DataError,
            label_endgames.DataError) as error:
        print(error, file=sys.stderr)
        sys.exit(2)


if __name__ == "__main__":
    main()
