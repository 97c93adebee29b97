def main(s: str) -> int:
    t = s.strip()
    if t == "ok":
        assert s == "ok"
    return 0
