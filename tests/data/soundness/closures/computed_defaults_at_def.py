# Defaults of nested functions are evaluated where the def runs: i=i pins each loop value,
# base=a*2 is read before a changes, a mutable default is shared between calls.
# expect: proved
# inputs: (0,), (1,), (-2,), (10**20,)
def main(a: int) -> int:
    fs = []
    for i in range(3):
        fs.append(lambda i=i: i * 10)
    def g(x: int, base=a * 2, extra=[]) -> int:
        extra.append(x)
        return base + x + len(extra)
    a = 100
    r = g(1) + g(2)
    assert fs[0]() == 0
    return 10 // (fs[1]() + r - 21) + fs[2]()
