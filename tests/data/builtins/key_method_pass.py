def main(a: int, b: int) -> None:
    scores = {"ann": a, "bob": b}
    best = max(scores, key=scores.get)
    assert scores[best] >= a and scores[best] >= b
    order = sorted(scores, key=scores.get)
    assert scores[order[0]] <= scores[order[1]]
