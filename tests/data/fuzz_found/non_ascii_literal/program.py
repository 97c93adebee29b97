import clauz3
from tools.fz.trusted import contracts as fz
from tools.fz.trusted.effects import check, fuzz_args, ids, items, keep, names, note, pay, quote, top


def helper(n: int) -> int:
    return n


def main(a: int, b: int, s: str, flag: bool) -> int:
    x = a
    y = b
    t = s
    k = 0
    q = 0
    xs = [a, b, 3]
    d = {"ann": 1, "bob": 2}
    if t == "é":
        x = x + 1
    assert t != "é"
    return x + y


def fuzz_entry() -> int:
    a, b, s, flag = fuzz_args()
    return main(a, b, s, flag)
