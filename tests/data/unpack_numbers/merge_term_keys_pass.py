def main(k: int) -> int:
    base = {0: "zero"}
    extra = {k: "k"}
    merged = {**base, **extra}
    if k == 0:
        assert len(merged) == 1 and merged[0] == "k"
    else:
        assert len(merged) == 2 and merged[0] == "zero"
    return len(merged)
