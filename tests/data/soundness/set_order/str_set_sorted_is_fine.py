# expect: proved
# inputs: (0,), (1,), (5,), (-3,)
def main(k: int) -> str:
    words = {"beta", "alpha", "beta"}
    out = ",".join(sorted(words))
    assert out == "alpha,beta"
    assert max(words) == "beta" and len(words) == 2
    return out
