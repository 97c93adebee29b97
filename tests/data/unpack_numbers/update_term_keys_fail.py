def main(k: int) -> int:
    d = {0: "zero"}
    d.update({k: "k"})
    assert len(d) == 2
    return len(d)
