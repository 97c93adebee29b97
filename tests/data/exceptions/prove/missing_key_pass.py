# prove: proved
def main(k: str) -> int:
    table = {"a": 1, "b": 2}
    try:
        v = table[k]
    except KeyError:
        v = 0
    assert v in (0, 1, 2)
    return v
