def main(n: int) -> int:
    extra = [("a", 1)] if n > 3 else {"a": 1}
    merged = {"b": 2, **extra}
    return len(merged)
