"""Compares clauz3's `ipaddress` model (run by CPython, its two files read as one module) with
CPython's own, expression by expression: each line of `ipaddress-exprs.txt`, with `ip` the
module, must give the same value (type, repr and str; iterators listed) or raise the same
exception class with the same message. Run with CPython 3.11 from the repository root."""

import importlib.util
import itertools
import ipaddress as real
import sys
import types

DIR = "src/layer/embedded/classes/"


def model():
    text = open(DIR + "ipaddress.py").read() + "\n\n" + open(DIR + "ipaddress_networks.py").read()
    module = types.ModuleType("model_ipaddress")
    exec(compile(text, "<model ipaddress>", "exec"), module.__dict__)
    return module


def show(value):
    if isinstance(value, types.GeneratorType) or type(value).__name__ == "list_iterator":
        return "iter:" + repr(list(itertools.islice(value, 40)))
    if isinstance(value, bool):
        return repr(value)
    return f"{type(value).__name__}:{value!r}:{value}"


def run(module, expr):
    try:
        return show(eval(expr, {"ip": module}))
    except Exception as exc:
        return f"EXC {type(exc).__name__}: {exc}"


def main():
    mine = model()
    bad = 0
    for expr in open("scripts/model-diff/ipaddress-exprs.txt"):
        expr = expr.strip()
        if not expr or expr.startswith("#"):
            continue
        a, b = run(real, expr), run(mine, expr)
        if a != b:
            bad += 1
            print(f"DIFF {expr}\n  cpython: {a}\n  model:   {b}")
    print("differences:", bad)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
