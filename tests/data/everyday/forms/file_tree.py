TREE = {"src": {"main.py": 120, "util": {"io.py": 40, "fmt.py": 25}}, "README.md": 8, "tests": {"test_main.py": 60}}


def walk(node, prefix=""):
    for name, child in sorted(node.items()):
        path = f"{prefix}/{name}" if prefix else name
        if isinstance_dict(child):
            yield from walk(child, path)
        else:
            yield path, child


def isinstance_dict(x):
    return str(x)[:1] == "{"


def main() -> None:
    for path, size in walk(TREE):
        print(f"{size:>5}  {path}")
    print("total:", sum(size for _, size in walk(TREE)))
    print("python files:", [p for p, _ in walk(TREE) if p.endswith(".py")])
