#!/usr/bin/env python3
"""CPython oracle for the clauz3 conformance corpus.

Usage:
    python3 corpus/oracle.py PROGRAM.py         print the expected dry-run result
    python3 corpus/oracle.py --write DIR        regenerate every
                                                 DIR/<domain>/programs/<name>.expected.json
    python3 corpus/oracle.py --check DIR        like --write, but only report files
                                                 whose content would change (exit 1)

The program runs under real CPython with stand-in `clauz3` and `deal`
modules.  Every function of the trusted layer that carries a trusted marker
(`@clauz3.trusted`, or `@deal.has(...)` with at least one marker) is replaced
by a recorder: the body never runs, preconditions are evaluated on the bound
arguments (defaults applied), the call is logged with the arguments that were
actually passed, and the return value comes from `<program>.returns.json` or
from the type-directed default of the return annotation.

Result document:
    {"effects": [{"effect": NAME, "args": {PARAM: REPR, ...}}, ...],
     "output": captured stdout,
     "returned": repr(main()) or null,
     "error": exception class name or null}

Only the standard library is used.
"""

from __future__ import annotations

import contextlib
import importlib.util
import inspect
import io
import json
import os
import subprocess
import sys
import types
import typing
from pathlib import Path


# --------------------------------------------------------------------------
# Run-wide state shared by the recorders and the driver.


class PreconditionError(Exception):
    """A trusted precondition (`requires` / `deal.pre`) evaluated to false."""


class _RunState:
    def __init__(self) -> None:
        self.effects: list[dict] = []
        self.scripted: dict[str, list] = {}

    def next_scripted(self, name: str):
        queue = self.scripted.get(name)
        if queue:
            return True, queue.pop(0)
        return False, None


STATE = _RunState()


# --------------------------------------------------------------------------
# Type-directed defaults and conversion of scripted JSON values.


def _resolve_annotation(fn, name: str):
    raw = fn.__annotations__.get(name, inspect.Signature.empty)
    if isinstance(raw, str):
        try:
            raw = eval(raw, fn.__globals__)  # annotations of the trusted layer only
        except Exception:
            return inspect.Signature.empty
    return raw


def default_for(ann):
    if ann is inspect.Signature.empty or ann is None or ann is type(None):
        return None
    if ann is int:
        return 0
    if ann is float:
        return 0.0
    if ann is str:
        return ""
    if ann is bool:
        return False
    origin = typing.get_origin(ann)
    args = typing.get_args(ann)
    if ann is list or origin is list:
        return []
    if ann is dict or origin is dict:
        return {}
    if ann is set or origin is set:
        return set()
    if ann is frozenset or origin is frozenset:
        return frozenset()
    if ann is tuple or origin is tuple:
        if args and not (len(args) == 2 and args[1] is Ellipsis):
            return tuple(default_for(a) for a in args)
        return ()
    return None


def convert(ann, value):
    """Turn a JSON value into the Python value the annotation describes."""
    if value is None:
        return None
    if ann is inspect.Signature.empty:
        return value
    if ann is float:
        return float(value)
    if ann is int:
        return int(value)
    if ann is str:
        return str(value)
    if ann is bool:
        return bool(value)
    origin = typing.get_origin(ann)
    args = typing.get_args(ann)
    if origin is list or ann is list:
        inner = args[0] if args else inspect.Signature.empty
        return [convert(inner, v) for v in value]
    if origin is set or ann is set:
        inner = args[0] if args else inspect.Signature.empty
        return {convert(inner, v) for v in value}
    if origin is frozenset or ann is frozenset:
        inner = args[0] if args else inspect.Signature.empty
        return frozenset(convert(inner, v) for v in value)
    if origin is tuple or ann is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(convert(args[0], v) for v in value)
        if args:
            return tuple(convert(a, v) for a, v in zip(args, value))
        return tuple(value)
    if origin is dict or ann is dict:
        kt = args[0] if args else inspect.Signature.empty
        vt = args[1] if len(args) > 1 else inspect.Signature.empty
        return {convert(kt, k): convert(vt, v) for k, v in value.items()}
    return value


# --------------------------------------------------------------------------
# The recorder that stands in for decorated trusted-layer functions.


class _Boundary:
    """Wraps one trusted-layer function; decorators accumulate metadata on it."""

    def __init__(self, fn) -> None:
        self.fn = fn
        self.trusted = False
        self.preconditions: list = []
        self.postconditions: list = []
        self.signature = inspect.signature(fn)
        self.__name__ = fn.__name__
        self.__qualname__ = getattr(fn, "__qualname__", fn.__name__)
        self.__module__ = getattr(fn, "__module__", None)
        self.__doc__ = fn.__doc__
        self.__wrapped__ = fn

    def _check_pre(self, bound_full) -> None:
        for pred, message in self.preconditions:
            if not pred(*bound_full.args, **bound_full.kwargs):
                raise PreconditionError(message or f"precondition of {self.__name__} failed")

    def _check_post(self, bound_full, result) -> None:
        # Postconditions are assumptions for clauz3; the oracle only warns when
        # a scripted value contradicts one, so the corpus stays consistent.
        for pred, arity in self.postconditions:
            try:
                ok = pred(result) if arity == 1 else pred(*bound_full.args, result=result, **bound_full.kwargs)
            except Exception as exc:  # pragma: no cover - diagnostics only
                ok = False
                print(f"oracle: warning: postcondition of {self.__name__} raised {exc!r}", file=sys.stderr)
            if not ok:
                print(f"oracle: warning: scripted value {result!r} violates a postcondition of {self.__name__}",
                      file=sys.stderr)

    def __call__(self, *args, **kwargs):
        bound = self.signature.bind(*args, **kwargs)
        passed = {name: repr(value) for name, value in bound.arguments.items()}
        full = self.signature.bind(*args, **kwargs)
        full.apply_defaults()
        self._check_pre(full)
        if not self.trusted:
            return self.fn(*args, **kwargs)
        STATE.effects.append({"effect": self.__name__, "args": passed})
        ann = _resolve_annotation(self.fn, "return")
        found, raw = STATE.next_scripted(self.__name__)
        result = convert(ann, raw) if found else default_for(ann)
        self._check_post(full, result)
        return result


def _boundary(fn) -> _Boundary:
    return fn if isinstance(fn, _Boundary) else _Boundary(fn)


def _mark_trusted(fn):
    b = _boundary(fn)
    b.trusted = True
    return b


def _flexible(apply):
    """Decorator usable bare (`@x`) or called with no arguments (`@x()`)."""

    def deco(fn=None, **_options):
        if fn is None:
            return apply
        return apply(fn)

    return deco


def _requires(pred, message=None, exception=None):
    def deco(fn):
        b = _boundary(fn)
        b.preconditions.insert(0, (pred, message))
        return b

    return deco


def _ensures(pred, message=None, exception=None):
    arity = len(inspect.signature(pred).parameters)

    def deco(fn):
        b = _boundary(fn)
        b.postconditions.append((pred, arity))
        return b

    return deco


def _identity_factory(*_args, **_kwargs):
    return lambda fn: fn


def _guarantee(_predicate):
    return lambda fn: fn


class _Opaque:
    """Stand-in for helper objects the trusted layer might reference."""

    def __init__(self, *args, **kwargs) -> None:
        self.args = args
        self.kwargs = kwargs

    def __call__(self, *args, **kwargs):
        return _Opaque(*args, **kwargs)

    def __getattr__(self, name):
        return _Opaque()

    # Contract aggregates compare with numbers to build specs: `Water.count() <= 3`.
    def __le__(self, _other):
        return _Opaque()

    __lt__ = __ge__ = __gt__ = __le__


def _install_fakes() -> None:
    clauz3 = types.ModuleType("clauz3")
    clauz3.__version__ = "0.2.1"
    clauz3.guarantee = _guarantee
    clauz3.trusted = _flexible(_mark_trusted)
    clauz3.mock = _flexible(lambda fn: fn)
    clauz3.requires = _requires
    clauz3.ensures = _ensures
    clauz3.solver = _identity_factory
    clauz3.contract = _flexible(lambda fn: fn)
    clauz3.effect = _Opaque()
    clauz3.Row = type("Row", (), {})
    clauz3.FilePath = _Opaque
    clauz3.DirectoryPath = _Opaque
    clauz3.ContractSpec = _Opaque
    clauz3.ColumnRef = _Opaque

    deal = types.ModuleType("deal")
    deal.pre = lambda pred, message=None, exception=None: _requires(pred, message, exception)
    deal.post = lambda pred, message=None, exception=None: _ensures(pred, message, exception)
    deal.ensure = lambda pred, message=None, exception=None: _ensures(pred, message, exception)

    def has(*markers):
        if not markers:
            return lambda fn: fn
        return _mark_trusted

    deal.has = has
    deal.raises = _identity_factory

    def chain(*decorators):
        def deco(fn):
            for d in reversed(decorators):
                fn = d(fn)
            return fn

        return deco

    deal.chain = chain
    deal.safe = _flexible(lambda fn: fn)
    deal.pure = _flexible(lambda fn: fn)
    deal.PreContractError = PreconditionError

    spec = types.ModuleType("clauz3.spec")
    spec.effect = _Opaque()
    spec.contract = clauz3.contract
    spec.ContractSpec = _Opaque
    spec.ConjunctionSpec = _Opaque
    spec.no_guarantees = _Opaque
    clauz3.spec = spec

    sys.modules["clauz3"] = clauz3
    sys.modules["clauz3.spec"] = spec
    sys.modules["deal"] = deal


# --------------------------------------------------------------------------
# Running one program.


def _find_import_root(program: Path) -> Path | None:
    for ancestor in program.resolve().parents:
        tools = ancestor / "tools"
        if tools.is_dir() and any(p.is_dir() for p in tools.glob("*/trusted")):
            return ancestor
        if tools.is_dir() and any(p.is_dir() for p in tools.glob("*/*/trusted")):
            return ancestor
    return None


def _returns_file(program: Path) -> Path:
    return program.with_name(program.stem + ".returns.json")


def run_program(program: Path) -> dict:
    sys.dont_write_bytecode = True  # keep the corpus free of __pycache__
    program = program.resolve()
    _install_fakes()
    root = _find_import_root(program)
    if root is not None:
        sys.path.insert(0, str(root))
    scripted_path = _returns_file(program)
    if scripted_path.exists():
        data = json.loads(scripted_path.read_text(encoding="utf-8"))
        STATE.scripted = {name: list(values) for name, values in data.items()}

    out = io.StringIO()
    returned = None
    error = None
    with contextlib.redirect_stdout(out):
        try:
            spec = importlib.util.spec_from_file_location(f"_oracle_program_{program.stem}", program)
            module = importlib.util.module_from_spec(spec)
            sys.modules[spec.name] = module
            spec.loader.exec_module(module)
            value = module.main()
            returned = repr(value)
        except BaseException as exc:  # every failure becomes the error field
            error = type(exc).__name__
            returned = None
    return {
        "effects": STATE.effects,
        "output": out.getvalue(),
        "returned": returned,
        "error": error,
    }


def render(result: dict) -> str:
    return json.dumps(result, indent=2, ensure_ascii=False) + "\n"


# --------------------------------------------------------------------------
# Batch mode: one fresh interpreter per program, several hash seeds.

HASH_SEEDS = ("0", "1", "12345")


def _run_isolated(program: Path, seed: str) -> str:
    env = dict(os.environ)
    env["PYTHONHASHSEED"] = seed
    env.pop("PYTHONPATH", None)
    proc = subprocess.run(
        [sys.executable, "-I", str(Path(__file__).resolve()), str(program)],
        capture_output=True, text=True, env=env, check=False,
    )
    if proc.returncode != 0:
        raise SystemExit(f"oracle crashed on {program}:\n{proc.stderr}")
    if proc.stderr:
        sys.stderr.write(f"{program}: {proc.stderr}")
    return proc.stdout


def batch(corpus: Path, write: bool) -> int:
    programs = sorted(
        p for p in corpus.glob("*/programs/*.py") if p.parent.parent.name != "rejected"
    )
    changed = 0
    for program in programs:
        outputs = {_run_isolated(program, seed) for seed in HASH_SEEDS}
        if len(outputs) != 1:
            raise SystemExit(f"{program}: result depends on the hash seed (set iteration order leaks)")
        text = outputs.pop()
        target = program.with_name(program.stem + ".expected.json")
        old = target.read_text(encoding="utf-8") if target.exists() else None
        if old != text:
            changed += 1
            if write:
                target.write_text(text, encoding="utf-8")
                print(f"wrote {target}")
            else:
                print(f"differs: {target}")
    print(f"{len(programs)} programs, {changed} {'written' if write else 'differing'}")
    return 1 if (changed and not write) else 0


def main(argv: list[str]) -> int:
    if len(argv) == 2 and argv[0] in ("--write", "--check"):
        return batch(Path(argv[1]), write=argv[0] == "--write")
    if len(argv) != 1 or argv[0].startswith("-"):
        print(__doc__, file=sys.stderr)
        return 2
    sys.stdout.write(render(run_program(Path(argv[0]))))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
