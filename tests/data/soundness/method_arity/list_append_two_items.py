# A list holding a term given two items to append: the TypeError names `list.append`; the
# assertion that it appended fails on every input.
# expect: failed
# inputs: (0,), (1,), (-5,), (7,)


def main(n: int) -> int:
    xs = [n]
    try:
        xs.append(n, n)
    except TypeError as e:
        assert str(e) == "list.append() takes exactly one argument (2 given)"
    assert len(xs) == 2
    return n
