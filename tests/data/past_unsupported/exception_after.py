def main(k: int, n: int) -> int:
    if k > 3:
        assert pow(2, k, 7) < 100
    return 100 // (n - 123457)
