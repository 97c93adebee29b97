# A dict hashes a key before it looks: `d[[]]`, `d.get([])` and `d.pop([], 0)` are CPython's
# `TypeError` (unhashable type: 'list'), whatever the dict holds, never a missing key.
# expect: proved
# inputs: (0,), (1,), (-3,), (10**20,)
def main(x: int) -> int:
    d = {1: x}
    for probe in (lambda: d[[]], lambda: d.get([]), lambda: d.pop([], 0), lambda: {}.get([])):
        try:
            probe()
        except TypeError:
            continue
        assert False
    return x
