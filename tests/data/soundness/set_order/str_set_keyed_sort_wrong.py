# expect: failed
# inputs: (-1,), (1,), (0,), (-5,)
def main(k: int) -> str:
    # Proved only while k >= 0: for a negative k the longest word comes first.
    words = {"kiwi", "fig", "banana", "apple"}
    scaled = sorted(words, key=lambda w: (len(w) * k, w))
    assert scaled[0] in ("fig", "apple")
    return ",".join(scaled)
