# The twin of `list_of_term_tuple.py` claiming `list(t)` reverses the tuple: any two
# different items refute it. A model that lost the tuple's order would prove it.
# expect: failed
# inputs: (0, 1), (-3, 5), (7, 7), (2, -2)
def main(a: int, b: int) -> int:
    items = list((a, b))
    assert items == [b, a]
    return sum((a, b))
