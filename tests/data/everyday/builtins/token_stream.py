SOURCE = "let total = price * 3 + tax; print(total);"


def main() -> None:
    tokens = SOURCE.replace(";", " ; ").replace("(", " ( ").replace(")", " ) ").split()
    it = iter(tokens)
    kinds = []
    while True:
        tok = next(it, None)
        if tok is None:
            break
        if tok.isidentifier():
            kind = "keyword" if tok in ("let", "print") else "name"
        elif tok.isdigit():
            kind = "number"
        else:
            kind = "punct"
        kinds.append((kind, tok))
    for kind, tok in kinds:
        print(f"{kind:<8}{tok!r}")
    summary = {}
    for kind, _ in kinds:
        summary[kind] = summary.get(kind, 0) + 1
    print(summary, "names:", sorted({t for k, t in kinds if k == "name"}))
