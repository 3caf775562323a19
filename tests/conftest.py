"""Shared set-up of the proj2 test suite: makes proj2.py (at the repo
root) and the tests' helpers module importable however pytest is run, and
shares a run's tests among the machine's cores (see "Every core" below)."""

import builtins
import json
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile
import time
import warnings

import pytest

REPO_ROOT = pathlib.Path(__file__).resolve().parent.parent

if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))


@pytest.fixture
def program(monkeypatch, capsys):
    """Returns: run_program's stand-in that runs the program in this
    process (see helpers.run_in_process), with the same parameters:
    stdin_bytes, extra_env and args, and node_limit: None, or the node
    budget (Settings.node_limit) that bounds the run's searches in place
    of the think time."""
    from helpers import run_in_process

    def run(stdin_bytes, extra_env=(), args=(), node_limit=None):
        return run_in_process(args, stdin_bytes, monkeypatch, capsys,
                              extra_env, node_limit)
    return run


# ---- Every core ------------------------------------------------------------
# pytest runs one test at a time, and most of this suite's time is spent
# computing, one core busy and the others idle. So a run of the whole suite
# (or any selection of SHARED_TESTS_AT_LEAST tests or more) starts one more
# pytest, a helper, for each other core the machine gives it; the helpers
# collect the same tests. This process writes the tests' order into a
# shared folder (ORDER_FILE), in units of up to UNIT_TESTS tests of one
# module, and then each process takes the next unit nobody has taken,
# by creating the file named by its number in the folder: the file
# system says who was first. This process goes through the order from
# the start and a helper backwards from the end (of its share of the
# order, with more than one), so that they meet once, and most modules,
# their fixtures and caches, are run by one process. A process takes
# its next unit before it runs the last test of the one it holds, so
# that pytest knows what comes next and keeps a module's fixtures up.
# A helper writes its reports (and warnings) to a file of JSON lines, by
# pytest's own serialization hooks; this process reads them as they come
# and hands them to its own hooks, so that one summary, one exit status
# and one list of failures speak for the whole run. --one-process runs
# every test here, as plain pytest does (as does a debugger's run).

TESTS_FOLDER = pathlib.Path(__file__).resolve().parent
TEST_MODULES = "test_*.py"
SHARE_FOLDER_VARIABLE = "PROJ2_TESTS_SHARE_FOLDER"
HELPER_NUMBER_VARIABLE = "PROJ2_TESTS_HELPER"
PROCESSES_VARIABLE = "PROJ2_TESTS_PROCESSES"
SHARED_TESTS_AT_LEAST = 50
UNIT_TESTS = 10
ORDER_FILE = "order.json"
CLAIMS_FOLDER = "claims"
REPORTS_FILE = "reports-{}.jsonl"
OUTPUT_FILE = "output-{}.txt"
# How often this process looks for a helper's reports once its own
# tests are done, and how much of a helper's output (characters) it
# shows should the helper end without finishing.
HELPER_POLL_SECONDS = 0.02
HELPER_OUTPUT_SHOWN = 3000


def pytest_addoption(parser):
    """Adds --one-process."""
    parser.addoption("--one-process", action="store_true",
                     help="run every test in this process (by default "
                          "they are shared among the machine's cores)")


def _count_cores():
    """Returns: how many cores this process may run on."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


def _wants_helpers(config):
    """Tells whether this run (not a helper's) shares its tests: more than
    one core, and no option that needs one process."""
    option = config.option
    return (not option.one_process and not option.collectonly
            and not option.usepdb and not getattr(option, "trace", False)
            and _count_cores() > 1)


class Helper:
    """A helper pytest process and the files it writes."""

    def __init__(self, folder, number, processes, config):
        self.number = number
        self.reports_path = folder / REPORTS_FILE.format(number)
        self.output_path = folder / OUTPUT_FILE.format(number)
        self.reports_path.touch()
        self.read_bytes = 0
        self.done = False
        arguments = [*config.invocation_params.args,
                     "--basetemp", str(folder / "tmp-{}".format(number))]
        if config.pluginmanager.has_plugin("cacheprovider"):
            # The leading process alone keeps pytest's cache.
            arguments += ["-o", "cache_dir={}".format(folder / "cache")]
        if getattr(config.option, "xmlpath", None):
            # And writes the JUnit XML report, helpers' tests included.
            arguments += ["--junitxml", str(folder / "junit-{}.xml".format(
                number))]
        if config.args_source != pytest.Config.ArgsSource.ARGS:
            # The whole suite: this helper collects the test modules from
            # its own part of the list on, so that each process compiles
            # its part of the suite first and takes the rest compiled
            # from tests/__pycache__ (see pytest_sessionstart).
            modules = sorted(TESTS_FOLDER.glob(TEST_MODULES))
            start = len(modules) * number // processes
            arguments += ["--rootdir", str(config.rootpath),
                          *map(str, modules[start:] + modules[:start])]
        environment = dict(os.environ)
        environment[SHARE_FOLDER_VARIABLE] = str(folder)
        environment[HELPER_NUMBER_VARIABLE] = str(number)
        environment[PROCESSES_VARIABLE] = str(processes)
        with open(self.output_path, "wb") as output:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "pytest", *arguments],
                cwd=config.invocation_params.dir, env=environment,
                stdin=subprocess.DEVNULL, stdout=output,
                stderr=subprocess.STDOUT)

    def read_new_lines(self):
        """Returns: the JSON records written since the last call."""
        with open(self.reports_path, "rb") as reports:
            reports.seek(self.read_bytes)
            text = reports.read()
        whole = text[:text.rfind(b"\n") + 1]
        self.read_bytes += len(whole)
        return [json.loads(line) for line in whole.splitlines()]

    def output_tail(self):
        """Returns: the end of what the helper printed."""
        text = self.output_path.read_text(errors="replace")
        return text[-HELPER_OUTPUT_SHOWN:]


def pytest_sessionstart(session):
    """Starts a helper for each other core, before this process collects,
    so that they collect at the same time."""
    config = session.config
    config.proj2_helpers = []
    # The processes share the test modules as pytest compiles them (its
    # assertions rewritten) through tests/__pycache__, even where
    # PYTHONDONTWRITEBYTECODE is set.
    if SHARE_FOLDER_VARIABLE in os.environ:
        sys.dont_write_bytecode = False
        return
    if not _wants_helpers(config):
        return
    sys.dont_write_bytecode = False
    folder = pathlib.Path(tempfile.mkdtemp(prefix="proj2-tests-"))
    (folder / CLAIMS_FOLDER).mkdir()
    config.proj2_share_folder = folder
    processes = _count_cores()
    config.proj2_helpers = [Helper(folder, number, processes, config)
                            for number in range(1, processes)]


def pytest_unconfigure(config):
    """Waits for the helpers that are done to end, stops the others (after
    a failure or Ctrl-C), and removes the shared folder."""
    for helper in getattr(config, "proj2_helpers", []):
        if not helper.done and helper.process.poll() is None:
            helper.process.terminate()
        helper.process.wait()
    folder = getattr(config, "proj2_share_folder", None)
    if folder is not None:
        shutil.rmtree(folder, ignore_errors=True)


def _claim(folder, index):
    """Tells whether this process is the first to take test number index."""
    try:
        os.close(os.open(folder / CLAIMS_FOLDER / str(index),
                         os.O_CREAT | os.O_EXCL | os.O_WRONLY))
    except FileExistsError:
        return False
    return True


def _run_claimed(session, folder, units, after_each):
    """Runs the tests of each of the numbered [index, tests] units this
    process is first to claim, in the order given; after_each() is called
    after each test. Returns: the node ids of the tests run."""

    def claimed_items():
        for index, items in units:
            if _claim(folder, index):
                yield from items
    pending = claimed_items()
    ran = set()
    item = next(pending, None)
    while item is not None:
        nextitem = next(pending, None)
        item.config.hook.pytest_runtest_protocol(item=item, nextitem=nextitem)
        ran.add(item.nodeid)
        after_each()
        if session.shouldfail:
            raise session.Failed(session.shouldfail)
        if session.shouldstop:
            raise session.Interrupted(session.shouldstop)
        item = nextitem
    return ran


def _list_units(items):
    """Returns: the tests in units of up to UNIT_TESTS, each unit from one
    module (which keeps its module's fixtures and caches in one process
    more often), in the order given."""
    units = []
    for item in items:
        module = item.nodeid.split("::")[0]
        if (not units or len(units[-1]) == UNIT_TESTS
                or units[-1][0].nodeid.split("::")[0] != module):
            units.append([])
        units[-1].append(item)
    return units


def _pass_on(config, record, reported):
    """Hands one record of a helper to this process's hooks."""
    if "warning" in record:
        warning = record["warning"]
        category = getattr(builtins, warning["category"], UserWarning)
        if not (isinstance(category, type)
                and issubclass(category, Warning)):
            category = UserWarning
        message = warnings.WarningMessage(
            category(warning["message"]), category, warning["filename"],
            warning["lineno"])
        config.hook.pytest_warning_recorded.call_historic(kwargs=dict(
            warning_message=message, when=warning["when"],
            nodeid=warning["nodeid"], location=None))
        return
    if "report" not in record:
        return
    report = config.hook.pytest_report_from_serializable(
        config=config, data=record["report"])
    hook = config.hook
    if report.when == "setup":
        hook.pytest_runtest_logstart(nodeid=report.nodeid,
                                     location=report.location)
    hook.pytest_runtest_logreport(report=report)
    if report.when == "teardown":
        hook.pytest_runtest_logfinish(nodeid=report.nodeid,
                                      location=report.location)
        reported.add(report.nodeid)


def _pass_on_helpers(session, reported):
    """Hands on what every helper has reported so far."""
    for helper in session.config.proj2_helpers:
        for record in helper.read_new_lines():
            if record.get("done"):
                helper.done = True
            else:
                _pass_on(session.config, record, reported)


def _lead(session):
    """This process's share of the run: writes the order, runs its tests
    and hands on the helpers' reports; a helper that ended without saying
    it was done, or left a test it took unrun, fails the run."""
    config = session.config
    folder = config.proj2_share_folder
    items = session.items
    shared = len(items) >= SHARED_TESTS_AT_LEAST
    order_path = folder / ORDER_FILE
    partial_path = folder / (ORDER_FILE + ".part")
    units = _list_units(items) if shared else []
    partial_path.write_text(json.dumps(
        [[item.nodeid for item in unit] for unit in units]))
    partial_path.replace(order_path)
    if not shared:
        return None
    reported = set()
    ran = _run_claimed(session, folder, list(enumerate(units)),
                       lambda: _pass_on_helpers(session, reported))
    helpers = config.proj2_helpers
    while not all(helper.done or helper.process.poll() is not None
                  for helper in helpers):
        time.sleep(HELPER_POLL_SECONDS)
        _pass_on_helpers(session, reported)
        if session.shouldfail:
            raise session.Failed(session.shouldfail)
    _pass_on_helpers(session, reported)
    for helper in helpers:
        # A helper that is done ends while this process sums up.
        if not helper.done:
            helper.process.wait()
            _fail_run(session, "the helper pytest {} ended without "
                      "finishing:\n{}".format(helper.number,
                                                helper.output_tail()))
    unrun = [item.nodeid for item in items
             if item.nodeid not in ran and item.nodeid not in reported]
    if unrun:
        _fail_run(session, "{} tests were never run, such as {}".format(
            len(unrun), unrun[0]))
    return True


def _fail_run(session, why):
    """Makes the run fail, saying why."""
    session.testsfailed += 1
    session.config.proj2_failures = getattr(
        session.config, "proj2_failures", []) + [why]


def pytest_terminal_summary(terminalreporter, config):
    """Says what went wrong with a helper, if anything did."""
    for why in getattr(config, "proj2_failures", []):
        terminalreporter.section("sharing the tests among the cores",
                                 red=True)
        terminalreporter.write_line(why)


def _follow(session):
    """A helper's share of the run: waits for the order, runs the tests
    it is first to take, and says when it is done."""
    folder = pathlib.Path(os.environ[SHARE_FOLDER_VARIABLE])
    order_path = folder / ORDER_FILE
    while not order_path.exists():
        time.sleep(HELPER_POLL_SECONDS)
    order = json.loads(order_path.read_text())
    by_id = {item.nodeid: item for item in session.items}
    units = [[index, [by_id[nodeid] for nodeid in unit if nodeid in by_id]]
             for index, unit in enumerate(order)]
    # Helper number k of n - 1 goes back from k + 1 n-ths of the way
    # through (the one helper of two from the end).
    end = (len(units) * (int(os.environ[HELPER_NUMBER_VARIABLE]) + 1)
           // int(os.environ[PROCESSES_VARIABLE]))
    try:
        _run_claimed(session, folder, units[end - 1::-1]
                     + units[:end - 1:-1], lambda: None)
    finally:
        session.config.pluginmanager.get_plugin(
            "proj2_helper_reports").write({"done": True})
    return True


@pytest.hookimpl(tryfirst=True)
def pytest_runtestloop(session):
    """Runs this process's share of the tests (pytest's own loop runs them
    all when the run is not shared, and reports errors of collection)."""
    if (session.testsfailed
            and not session.config.option.continue_on_collection_errors):
        return None
    if SHARE_FOLDER_VARIABLE in os.environ:
        return _follow(session)
    if session.config.proj2_helpers:
        return _lead(session)
    return None


class HelperReports:
    """A helper's plugin: writes each report and warning for the leading
    process to hand on."""

    def __init__(self, config):
        self.config = config
        self.path = pathlib.Path(os.environ[SHARE_FOLDER_VARIABLE]) / (
            REPORTS_FILE.format(os.environ[HELPER_NUMBER_VARIABLE]))

    def write(self, record):
        """Adds one JSON line to the reports."""
        with open(self.path, "a", encoding="utf-8") as reports:
            reports.write(json.dumps(record) + "\n")

    def pytest_runtest_logreport(self, report):
        """Writes a test's report."""
        self.write({"report": self.config.hook.pytest_report_to_serializable(
            config=self.config, report=report)})

    def pytest_warning_recorded(self, warning_message, when, nodeid):
        """Writes a warning."""
        self.write({"warning": {
            "message": str(warning_message.message),
            "category": warning_message.category.__name__,
            "filename": warning_message.filename,
            "lineno": warning_message.lineno,
            "when": when, "nodeid": nodeid}})


def pytest_configure(config):
    """In a helper, writes the reports for the leading process."""
    if SHARE_FOLDER_VARIABLE in os.environ:
        config.pluginmanager.register(HelperReports(config),
                                      "proj2_helper_reports")
