# Indexing a tuple or a list by a str or a float raises TypeError whatever its value, and the
# program catches it each time.
# expect: proved
# inputs: ('a', 0.5), ('', 2.0), ('0', -1.0), ('xyz', 0.0)
def main(s: str, x: float) -> int:
    row = (10, 20)
    cells = [1, 2, 3]
    caught = 0
    try:
        caught += row[s]
    except TypeError:
        caught += 1
    try:
        cells[x] = 4
    except TypeError:
        caught += 1
    try:
        del cells[s]
    except TypeError:
        caught += 1
    assert caught == 3
    return caught
