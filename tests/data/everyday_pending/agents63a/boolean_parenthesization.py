"""Count parenthesisations of a boolean expression that evaluate to True or False."""
import re
from functools import lru_cache
from operator import and_, or_, xor

OPS = {"&": and_, "|": or_, "^": xor}


def parse(expr):
    tokens = re.findall(r"[TF]|[&|^]", expr.replace(" ", ""))
    return tuple(tokens[::2]), tuple(tokens[1::2])


def count(expr):
    values, ops = parse(expr)
    vals = tuple(v == "T" for v in values)

    @lru_cache(maxsize=None)
    def solve(i, j):
        """(ways True, ways False) for values[i..j]."""
        if i == j:
            return (1, 0) if vals[i] else (0, 1)
        t = f = 0
        for k in range(i, j):
            lt, lf = solve(i, k)
            rt, rf = solve(k + 1, j)
            op = OPS[ops[k]]
            for a, wa in ((True, lt), (False, lf)):
                for b, wb in ((True, rt), (False, rf)):
                    if op(a, b):
                        t += wa * wb
                    else:
                        f += wa * wb
        return t, f

    return solve(0, len(vals) - 1)


def catalan(n):
    c = 1
    for k in range(n):
        c = c * 2 * (2 * k + 1) // (k + 2)
    return c


def all_trees(values, ops):
    if len(values) == 1:
        return [values[0]]
    out = []
    for k in range(len(ops)):
        for left in all_trees(values[: k + 1], ops[:k]):
            for right in all_trees(values[k + 1:], ops[k + 1:]):
                out.append(f"({left}{ops[k]}{right})")
    return out


def main():
    for expr in ["T|F&T^F", "T^T^F", "T & F | T & F ^ T", "F", "T|T|T|T|T|T|T|T"]:
        t, f = count(expr)
        values, ops = parse(expr)
        total = catalan(len(ops))
        print(f"{expr:<20} true={t:<5} false={f:<5} total={t + f} catalan={total} ok={t + f == total}")
    values, ops = parse("T^F&T")
    for tree in all_trees(list(values), list(ops)):
        py = tree.replace("T", "True").replace("F", "False")
        print(f"  {tree:<14} = {eval(py)}")
    print("catalan numbers:", [catalan(n) for n in range(12)])
    return count("T|F&T^F")


if __name__ == "__main__":
    main()
