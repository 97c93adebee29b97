# sum() of a generator whose body raises part-way: the ValueError leaves sum(), as in
# CPython, instead of the rest of the spent generator being summed (a program with a class
# takes sum() through the evaluator, which used to drop the exception and total nothing).
# expect: failed
# inputs: (0,), (1,), (-3,), (7,)
class Ledger:
    def __init__(self, total):
        self.total = total


def parsed(rows):
    for row in rows:
        yield int(row)


def main(n: int) -> int:
    rows = ["4", "x"] if n > 0 else ["4", "5"]
    ledger = Ledger(sum(parsed(rows)))
    assert ledger.total >= 0
    return ledger.total
