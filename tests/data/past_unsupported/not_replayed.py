def main(s: str, k: int) -> int:
    if k > 3:
        assert pow(2, k, 7) < 100
    n = s.count("ab")
    if n == 2 and len(s) == 4:
        # Holds, but only an exact count shows it: the bounds allow s == "abxy".
        assert s == "abab"
    return n
