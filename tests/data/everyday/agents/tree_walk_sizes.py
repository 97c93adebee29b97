TREE = ("root", [
    ("docs", [("readme.md", 1200), ("guide.md", 5400)]),
    ("src", [
        ("main.py", 3300),
        ("util", [("text.py", 800), ("num.py", 650), ("empty", [])]),
    ]),
    ("setup.cfg", 210),
])


def size(node):
    name, content = node
    match content:
        case int(n):
            return n
        case list(children):
            return sum(size(c) for c in children)


def show(node, depth=0, out=None):
    out = [] if out is None else out
    name, content = node
    if isinstance(content, list):
        out.append(f"{'  ' * depth}{name}/ ({size(node)})")
        for child in sorted(content, key=lambda c: (isinstance(c[1], int), c[0])):
            show(child, depth + 1, out)
    else:
        out.append(f"{'  ' * depth}{name} {content}")
    return out


def files(node, prefix=""):
    name, content = node
    path = f"{prefix}/{name}" if prefix else name
    if isinstance(content, int):
        yield path, content
    else:
        for child in content:
            yield from files(child, path)


def main():
    print("\n".join(show(TREE)))
    biggest = max(files(TREE), key=lambda f: f[1])
    print(biggest, len(list(files(TREE))))
    return size(TREE)
