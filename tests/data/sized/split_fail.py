def main(s: str) -> int:
    if len(s) > 6:
        return 0
    parts = s.split(",")
    if len(parts) == 3:
        assert parts[1] != ""
    return 0
