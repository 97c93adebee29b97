"""Complex numbers through the modelled modules: sets, Counter, operator, copy, pprint, statistics."""
import copy
import functools
import math
import operator
import statistics
from collections import Counter
from pprint import pformat


def attempt(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


def main():
    zs = [3 + 4j, -1j, 2.5 + 0j, complex(-2, 7), 1 + 1j, 0j]
    attempt("set", lambda: {3 + 4j, -1j, 2.5 + 0j, complex(-2, 7), 1 + 1j, 5, 1.5j})
    attempt("counter", lambda: Counter([1j, 1j, 2, 2 + 0j, 3.0 + 0j]))
    attempt("reduce", lambda: functools.reduce(operator.mul, zs[:4]))
    attempt("opadd", lambda: operator.add(1j, 2))
    attempt("optruediv", lambda: operator.truediv(1j, 2))
    attempt("opneg", lambda: operator.neg(1j))
    attempt("opabs", lambda: operator.abs(3 + 4j))
    attempt("deepcopy", lambda: copy.deepcopy(zs))
    attempt("pformat", lambda: pformat({"z": zs}))
    attempt("maxabs", lambda: max(zs, key=abs))
    attempt("mean", lambda: statistics.mean(zs))
    attempt("fsum", lambda: math.fsum(zs))
    attempt("sumstart", lambda: sum(zs, 0.5))
    attempt("prod", lambda: math.prod(zs[:3]))
    attempt("dictkeys", lambda: dict.fromkeys(zs))
    attempt("tuplehash", lambda: hash((1j, 2)))
    attempt("frozenset", lambda: frozenset([1j, 2j]))
    attempt("sortedset", lambda: sorted({1j, 2j, -3j}, key=lambda z: z.imag))
    attempt("isinstance", lambda: [isinstance(z, complex) for z in (1, 1.0, 1j, True)])
    attempt("typecheck", lambda: type(zs[0]) is complex)
    attempt("enumerate", lambda: list(enumerate(zs[:2])))
    attempt("zipmul", lambda: [a * b for a, b in zip(zs, zs[1:])])
    attempt("minreal", lambda: min(zs, key=lambda z: z.real))


if __name__ == "__main__":
    main()
