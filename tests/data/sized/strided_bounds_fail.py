def main(s: str, a: int) -> int:
    if len(s) > 4:
        return 0
    t = s[a::-2]
    assert t != "ca"
    return 0
