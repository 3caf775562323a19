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
2. `fit [--stage-width W] [--ridge R] [--stages S,...]
   [--write-candidate PATH]`: for each stage of W empty squares
   (default 8; stage s holds s * W to s * W + W - 1, up to 64) fits the
   weights by ridge least squares (scipy's lsqr, damp sqrt(R): it
   minimises the squared error plus R times the squared weights) on
   the positions within W / 2 empty squares of the stage, and keeps
   each stage's weights in the work directory (fit_wW_rR/). When every
   stage is there, --write-candidate writes a copy of proj2.py with
   them as its PATTERN_WEIGHTS block (signed bytes of
   1 / PATTERN_UNITS_PER_DISC discs, the format load_pattern_evaluation
   reads), with PATTERN_STAGE_EMPTIES set to W and PATTERN_MOST_EMPTIES
   to 64 so the patterns judge every stage, checks that the copy's
   evaluate_board reads what the fit predicts, and prints the held-out
   table of proj2.py and of the copy.

Run from the project root:
    python3 tests/bench/fit_real.py features
    python3 tests/bench/fit_real.py fit --stage-width 8 --ridge 10 \
        --write-candidate /var/tmp/proj2_fit/candidate_w8_r10.py
"""

import argparse
import base64
import os
import pathlib
import re
import subprocess
import sys
import time
import zlib

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

DATA = bench_evaluation.DATA_DIR / "edax10" / "2001.txt"
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


def chunk_path(work, first):
    """Returns: the features file of the games from line first on."""
    return work / ("features_2001_%05d.npz" % first)


def make_features(work):
    """Writes the features of every chunk of games not yet written."""
    work.mkdir(parents=True, exist_ok=True)
    with open(DATA, encoding="ascii") as lines:
        games = sum(1 for _ in lines)
    firsts = range(1, games + 1, CHUNK)
    missing = [first for first in firsts
               if not chunk_path(work, first).exists()]
    print("%d games, %d chunks of %d, %d to make"
          % (games, len(firsts), CHUNK, len(missing)), flush=True)
    if not missing:
        return
    indexer = fit_patterns.Indexer()
    engine = fit_patterns.ENGINE
    current, rows = None, []
    started = time.perf_counter()
    done = 0
    for number, own, opponent, label in bench_evaluation.\
            read_valued_positions(DATA):
        first = (number - 1) // CHUNK * CHUNK + 1
        if first != current and rows:
            write_chunk(work, current, rows)
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
        write_chunk(work, current, rows)


def write_chunk(work, first, rows):
    """Writes one chunk's features (see the module's comment)."""
    features, own, other, empties, labels = zip(*rows)
    save_npz(chunk_path(work, first),
             features=numpy.array(features, dtype=numpy.int32),
             mobility=numpy.array([own, other], dtype=numpy.int8).T,
             empties=numpy.array(empties, dtype=numpy.int8),
             labels=numpy.array(labels, dtype=numpy.int8))


def read_features(work):
    """Returns: (columns, empties, labels) of every position of every
    chunk: each row's columns in the weights (see encode_tables in
    fit_patterns.py: the patterns, the constant, the side to move's
    moves, the other side's)."""
    parts = [load_npz(path)
             for path in sorted(work.glob("features_2001_*.npz"))]
    if not parts:
        sys.exit("no features in %s: run `features` first" % work)
    features = numpy.concatenate([part["features"] for part in parts])
    mobility = numpy.concatenate([part["mobility"] for part in parts])
    size = PATTERN_SIZE
    rows = len(features)
    columns = numpy.concatenate([
        features,
        numpy.full((rows, 1), size, dtype=numpy.int32),
        size + 1 + mobility[:, :1].astype(numpy.int32),
        size + 1 + proj2.MOBILITY_TABLE_SIZE
        + mobility[:, 1:].astype(numpy.int32)], axis=1)
    return (columns,
            numpy.concatenate([part["empties"] for part in parts]),
            numpy.concatenate([part["labels"] for part in parts]))


def fit_directory(work, width, ridge):
    """Returns: the directory of the stage weights of one fit."""
    return work / ("fit_w%d_r%g" % (width, ridge))


def fit_stages(work, width, ridge, stages):
    """Fits each stage (of stages, or every stage) whose weights are not
    yet in the fit's directory, and writes them."""
    columns, empties, labels = read_features(work)
    size = PATTERN_SIZE + 1 + 2 * proj2.MOBILITY_TABLE_SIZE
    directory = fit_directory(work, width, ridge)
    directory.mkdir(parents=True, exist_ok=True)
    todo = [stage for stage in stages
            if not (directory / ("stage_%02d.npz" % stage)).exists()]
    print("%d positions; stages of %d empty squares, ridge %g: %d to fit"
          % (len(labels), width, ridge, len(todo)), flush=True)
    started = time.perf_counter()
    for done, stage in enumerate(todo, 1):
        low = stage * width - width // 2
        high = stage * width + width - 1 + width // 2
        chosen = (empties >= low) & (empties <= high)
        rows = columns[chosen]
        matrix = scipy.sparse.csr_matrix(
            (numpy.ones(rows.size), rows.ravel(),
             numpy.arange(0, rows.size + 1, rows.shape[1])),
            shape=(len(rows), size))
        target = labels[chosen].astype(numpy.float64)
        result = scipy.sparse.linalg.lsqr(matrix, target,
                                          damp=ridge ** 0.5,
                                          iter_lim=ITERATIONS)
        weights = result[0]
        error = numpy.abs(matrix @ weights - target).mean()
        save_npz(directory / ("stage_%02d.npz" % stage), weights=weights,
                 positions=numpy.array(len(rows)))
        print("stage %d (%d-%d empty squares, fitted on %d-%d): %d "
              "positions, %d iterations, training error %.2f"
              % (stage, stage * width, stage * width + width - 1,
                 max(low, 0), min(high, MOST_EMPTIES), len(rows),
                 result[2], error), flush=True)
        print_progress("stages", done, len(todo), started)


def write_candidate(work, width, ridge, path):
    """Writes the copy of proj2.py with one fit's tables (see the module's
    comment). Returns: the copy's path."""
    directory = fit_directory(work, width, ridge)
    tables = []
    for stage in range(MOST_EMPTIES // width):
        checkpoint = directory / ("stage_%02d.npz" % stage)
        if not checkpoint.exists():
            sys.exit("stage %d is not fitted yet: run `fit` with --stages"
                     " left out" % stage)
        tables.append(load_npz(checkpoint)["weights"].tolist())
    data, clipped = fit_patterns.encode_tables(tables)
    encoded = base64.b64encode(zlib.compress(data, 9)).decode("ascii")
    lines = [encoded[start:start + fit_patterns.BLOCK_LINE]
             for start in range(0, len(encoded), fit_patterns.BLOCK_LINE)]
    block = ('PATTERN_WEIGHTS_CRC = %d\nPATTERN_WEIGHTS = """\n%s\n"""'
             % (zlib.crc32(data), "\n".join(lines)))
    text = (ROOT / "proj2.py").read_text()
    for pattern, replacement in (
            (r'^PATTERN_WEIGHTS_CRC = \d+\nPATTERN_WEIGHTS = """.*?"""',
             block),
            (r"^PATTERN_STAGE_EMPTIES = \d+$",
             "PATTERN_STAGE_EMPTIES = %d" % width),
            (r"^PATTERN_MOST_EMPTIES = \d+$",
             "PATTERN_MOST_EMPTIES = %d" % MOST_EMPTIES)):
        text, count = re.subn(pattern, lambda match: replacement, text,
                              flags=re.S | re.M)
        if count != 1:
            sys.exit("%s not found once in proj2.py" % pattern)
    path = pathlib.Path(path)
    path.write_text(text)
    print("wrote %s: %d bytes of weights (%d encoded, %d clipped), "
          "%d bytes in all" % (path, len(data), len(encoded), clipped,
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


def measure(path):
    """Prints the held-out table of proj2.py and of the candidate."""
    rows = []
    for name, module_path in (("proj2.py", None), (str(path), path)):
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
    parser.add_argument("step", choices=("features", "fit"))
    parser.add_argument("--work", type=pathlib.Path, default=WORK_DIR,
                        help="the checkpoints' directory (%(default)s)")
    parser.add_argument("--stage-width", type=int, default=8,
                        choices=(4, 8),
                        help="empty squares to a stage (%(default)s)")
    parser.add_argument("--ridge", type=float, default=10.0,
                        help="the ridge penalty (%(default)s)")
    parser.add_argument("--stages",
                        help="fit only these stages (S,S,...)")
    parser.add_argument("--write-candidate", metavar="PATH",
                        help="write and measure a copy of proj2.py with "
                        "the fit's tables")
    return parser.parse_args()


def main():
    """Runs the step the command line names."""
    arguments = parse_arguments()
    try:
        if arguments.step == "features":
            make_features(arguments.work)
            return
        width = arguments.stage_width
        stages = range(MOST_EMPTIES // width)
        if arguments.stages:
            stages = [int(word) for word in arguments.stages.split(",")]
        fit_stages(arguments.work, width, arguments.ridge, stages)
        if arguments.write_candidate:
            measure(write_candidate(arguments.work, width, arguments.ridge,
                                    arguments.write_candidate))
    except bench_evaluation.DataError as error:
        print(error, file=sys.stderr)
        sys.exit(2)


if __name__ == "__main__":
    main()
