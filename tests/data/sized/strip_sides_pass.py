def main(s: str) -> int:
    right = s.rstrip()
    assert s.startswith(right)
    assert right == "" or right[-1] not in " \x0b\u2028"
    assert s.strip("") == s
    return 0
