# `sum` with a list start concatenates the lists it is given, one item after another, so the
# result holds one item per list whatever the inputs are.
# expect: proved
# inputs: (0, 'a'), (3, ''), (-2, 'xyz'), (7, 'b')
def main(n: int, s: str) -> int:
    d = {s: [n]}
    total = sum(d.values(), [s])
    total = sum([[n], total], start=[])
    assert len(total) == 3
    return len(total)
