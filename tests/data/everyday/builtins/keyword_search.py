DOCS = (
    ("a.txt", "Rust makes systems programming safer and faster."),
    ("b.txt", "Python is great for scripting; Python is readable."),
    ("c.txt", "Safer scripting with static types? Maybe in Rust."),
)


def main() -> None:
    docs = dict(DOCS)
    index = {}
    for name, text in docs.items():
        for position, raw in enumerate(text.lower().split()):
            word = raw.strip(".,;?!")
            index.setdefault(word, []).append((name, position))
    for query in ("rust", "python", "safer", "java"):
        hits = index.get(query, [])
        files = sorted({n for n, _ in hits})
        print(f"{query:<7} {len(hits)} hit(s) in {files or 'nothing'}")
    top = sorted(index, key=lambda w: (-len(index[w]), w))[:3]
    print("top words:", top)
