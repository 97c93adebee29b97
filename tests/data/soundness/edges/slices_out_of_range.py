# expect: proved
# inputs: (0,), (2,), (10**20,), (-(10**20),)
def main(k: int) -> list[int]:
    xs = [1, 2, 3]
    assert xs[5:10] == []
    assert xs[-10:2] == [1, 2]
    assert "abc"[10:] == ""
    part = xs[k:k + 2]
    assert len(part) <= 2
    return part
