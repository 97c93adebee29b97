# expect: skipped
# inputs: (0,), (1,), (5,), (-3,)
def main(k: int) -> int:
    words = {"beta", "alpha"}
    out = ""
    for w in words:
        out = out + w
    assert out == "betaalpha" or out == "alphabeta"
    return len(out)
