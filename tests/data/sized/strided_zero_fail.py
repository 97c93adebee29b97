def main(s: str, k: int) -> int:
    if k == 0:
        return len(s[::k + 0])
    return 0
