def main(s: str) -> int:
    n = s.count("ab")
    if n == 2 and len(s) == 4:
        # Holds, but only an exact count shows it: the bounds allow s == "abxy".
        assert s == "abab"
    return n
