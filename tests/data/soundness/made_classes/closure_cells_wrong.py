# As closure_cells.py, but the claim takes the cells in the order the variables are bound
# (`total` first), not sorted by name: it fails on every input.
# expect: failed
# inputs: (0,), (5,), (-3,), (7,)


def make(n):
    total = n
    base = 2 * n

    def add(k):
        nonlocal total
        total += k + base
        return total
    return add


def main(n: int) -> int:
    f = make(n)
    f(1)
    total_cell, base_cell = f.__closure__
    assert total_cell.cell_contents == 3 * n + 1, "order"
    return n
