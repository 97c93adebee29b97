# `reversed` of a sorted set reads a list: the largest item comes first, whatever the inputs.
# expect: proved
# inputs: ('a',), ('',), ('zz',), ('b',)
def main(s: str) -> int:
    items = list(reversed(sorted({s, "b"})))
    assert items[0] >= items[-1]
    return len(items)
