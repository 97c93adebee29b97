# An empty needle is found at every index up to len(text), and nowhere past it.
# expect: proved
# inputs: (0,), (3,), (4,), (-10,)
def main(k: int) -> int:
    text = "abc"
    r = text.find("", k)
    if k > 3:
        assert r == -1
    if 0 <= k <= 3:
        assert r == k
    if k < -3:
        assert r == 0
    return r
