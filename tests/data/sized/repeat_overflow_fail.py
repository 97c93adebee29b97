def main(n: int) -> int:
    if n < 0:
        return len("ab" * n)
    return 0
