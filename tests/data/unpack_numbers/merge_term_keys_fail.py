def main(k: int) -> int:
    merged = {**{0: "zero"}, **{k: "k"}}
    assert len(merged) == 2
    return len(merged)
