# `f.__closure__` lists the cells in the order of their sorted names, and `cell_contents`
# reads the variable as it is when read, after the function changed it.
# expect: proved
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
    base_cell, total_cell = f.__closure__
    assert base_cell.cell_contents == 2 * n
    assert total_cell.cell_contents == 3 * n + 1
    return n
