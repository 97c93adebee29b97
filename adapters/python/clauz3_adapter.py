#!/usr/bin/env python3
"""Serve a trusted layer's effects to `clauz3 run` over JSON lines (stdlib only).

clauz3 starts this script as a trusted root's handler (see `clauz3-handler.toml`) and sends one
request per line on stdin:

    {"id": 1, "effect": "write_note", "qualified": "tools.notes.trusted.effects.write_note",
     "args": {"path": "a.txt", "text": "hi"}}

and reads one response per line on stdout:

    {"id": 1, "value": <result>, "printed": "what the body printed"}
    {"id": 1, "raised": "TimeoutError", "message": "why"}
    {"id": 1, "error": "ValueError: why"}

A body that raises an exception its `@deal.raises(...)` or `@clauz3.trusted(raises=[...])`
declares answers `raised`, naming the nearest builtin class of the exception (clauz3 raises it
in the program, where a `try` may handle it); any other failure answers `error`.

The layer is imported from CLAUZ3_IMPORT_ROOT (set by clauz3) exactly as the reference imports
it (`tools.<domain>.trusted.effects`). The `clauz3` and `deal` decorators are replaced by inert
stand-ins, so the reference need not be installed: clauz3 itself checks `requires` before the
call and `ensures` on the result, at its gate. Only functions marked `@clauz3.trusted` (or
`@deal.has(...)`) are served.
"""

import contextlib
import importlib
import inspect
import io
import json
import math
import os
import sys
import types

_TRUSTED = "__clauz3_trusted__"
_RAISES = "__clauz3_raises__"


class _Raised(Exception):
    """A declared exception a body raised, to be answered as `raised`."""

    def __init__(self, name, message):
        super().__init__(name, message)
        self.name = name
        self.message = message


def _decorator_factory(mark=False):
    """A decorator usable bare (`@d`) or called (`@d(...)`), leaving the function unchanged."""

    def apply(fn):
        if mark:
            setattr(fn, _TRUSTED, True)
        return fn

    def decorator(*args, **kwargs):
        if len(args) == 1 and not kwargs and callable(args[0]) and not _is_lambda(args[0]):
            return apply(args[0])
        return apply

    return decorator


def _trusted(*args, raises=()):
    """`@clauz3.trusted`, or `@clauz3.trusted(raises=[...])` declaring what a call may raise."""
    if len(args) == 1 and callable(args[0]) and not raises:
        setattr(args[0], _TRUSTED, True)
        return args[0]
    classes = tuple(raises) if isinstance(raises, (list, tuple)) else (raises,)

    def apply(fn):
        setattr(fn, _TRUSTED, True)
        setattr(fn, _RAISES, getattr(fn, _RAISES, ()) + classes)
        return fn

    return apply


def _is_lambda(f):
    return getattr(f, "__name__", "") == "<lambda>"


class _Anything:
    """Stands for contract-language values (relations, specs) if an effects module builds them."""

    def __init__(self, *args, **kwargs):
        pass

    def __call__(self, *args, **kwargs):
        return _Anything()

    def __getattr__(self, name):
        return _Anything()


def _install_stand_ins():
    clauz3 = types.ModuleType("clauz3")
    clauz3.trusted = _trusted
    for name in ("mock", "requires", "ensures", "guarantee", "solver"):
        setattr(clauz3, name, _decorator_factory())
    clauz3.contract = _decorator_factory()
    clauz3.effect = _Anything
    clauz3.ContractSpec = _Anything
    clauz3.Row = type("Row", (), {})
    clauz3.ColumnRef = _Anything
    clauz3.FilePath = str
    clauz3.DirectoryPath = str
    clauz3.__version__ = "0.2.1"
    clauz3.__path__ = []
    spec = types.ModuleType("clauz3.spec")
    spec.contract = clauz3.contract
    spec.effect = _Anything
    spec.ContractSpec = _Anything
    spec.ConjunctionSpec = _Anything
    spec.no_guarantees = _Anything
    fluent = types.ModuleType("clauz3.fluent")
    fluent.fluent = _Anything
    fluent.effect = _decorator_factory()
    events = types.ModuleType("clauz3.events")
    events.Event = type("Event", (), {})
    events.performs = _decorator_factory()
    policy = types.ModuleType("clauz3.policy")
    policy.domain_policy = _Anything
    policy.DomainPolicy = _Anything
    for sub in (spec, fluent, events, policy):
        setattr(clauz3, sub.__name__.split(".")[1], sub)
        sys.modules[sub.__name__] = sub
    sys.modules["clauz3"] = clauz3

    deal = types.ModuleType("deal")

    def has(*markers):
        return _decorator_factory(mark=bool(markers))()

    def raises(*classes):
        def apply(fn):
            setattr(fn, _RAISES, getattr(fn, _RAISES, ()) + classes)
            return fn

        return apply

    deal.has = has
    deal.raises = raises
    for name in ("pre", "post", "ensure", "chain", "safe", "pure", "reason"):
        setattr(deal, name, _decorator_factory())
    sys.modules["deal"] = deal


def _to_json(value, depth=0):
    """A result as plain JSON data, or TypeError when it is outside the value domain."""
    if depth > 100:
        raise TypeError("value nested too deeply (or cyclic)")
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, int):
        return value if -(2**63) <= value < 2**63 else str(value)
    if isinstance(value, float):
        if math.isnan(value):
            return "nan"
        if math.isinf(value):
            return "inf" if value > 0 else "-inf"
        return value
    if isinstance(value, (list, tuple)):
        return [_to_json(v, depth + 1) for v in value]
    if isinstance(value, (set, frozenset)):
        return [_to_json(v, depth + 1) for v in sorted(value, key=repr)]
    if isinstance(value, dict):
        out = {}
        for k, v in value.items():
            if not isinstance(k, (str, int)) or isinstance(k, bool):
                raise TypeError(f"dict key {k!r} is not a str or int")
            out[str(k)] = _to_json(v, depth + 1)
        return out
    raise TypeError(f"a value of type {type(value).__name__} is outside the value domain")


def _call(fn, args):
    """Calls fn with arguments by parameter name (positional-only ones positionally)."""
    positional, keywords = [], dict(args)
    for p in inspect.signature(fn).parameters.values():
        if p.kind == p.POSITIONAL_ONLY and p.name in keywords:
            positional.append(keywords.pop(p.name))
    return fn(*positional, **keywords)


def _serve_one(request):
    qualified = request["qualified"]
    module_name, _, name = qualified.rpartition(".")
    module = importlib.import_module(module_name)
    fn = getattr(module, name, None)
    if fn is None or not getattr(fn, _TRUSTED, False):
        raise LookupError(f"{qualified} is not a trusted effect of this layer")
    captured = io.StringIO()
    try:
        with contextlib.redirect_stdout(captured):
            result = _call(fn, request.get("args", {}))
    except Exception as e:
        declared = getattr(fn, _RAISES, ())
        if declared and isinstance(e, declared):
            builtin = next(c for c in type(e).__mro__ if c.__module__ == "builtins")
            message = str(e.args[0]) if len(e.args) == 1 else (str(e) if e.args else "")
            raise _Raised(builtin.__name__, message) from e
        raise
    return _to_json(result), captured.getvalue()


def main():
    out = sys.stdout
    # Anything printed outside a call (at import) must not corrupt the protocol.
    sys.stdout = sys.stderr
    _install_stand_ins()
    sys.path.insert(0, os.environ.get("CLAUZ3_IMPORT_ROOT", os.getcwd()))
    for line in sys.stdin:
        if not line.strip():
            continue
        request_id = None
        try:
            request = json.loads(line)
            request_id = request.get("id")
            value, printed = _serve_one(request)
            response = {"id": request_id, "value": value}
            if printed:
                response["printed"] = printed
        except _Raised as r:
            response = {"id": request_id, "raised": r.name, "message": r.message}
        except Exception as e:  # noqa: BLE001 - every failure is reported to clauz3
            response = {"id": request_id, "error": f"{type(e).__name__}: {e}"}
        out.write(json.dumps(response) + "\n")
        out.flush()


if __name__ == "__main__":
    main()
