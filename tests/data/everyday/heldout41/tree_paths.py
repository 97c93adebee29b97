TREE = {
    "value": 8,
    "children": [
        {"value": 3, "children": [{"value": 1, "children": []}, {"value": 6, "children": [
            {"value": 4, "children": []}, {"value": 7, "children": []}]}]},
        {"value": 10, "children": [{"value": 14, "children": [{"value": 13, "children": []}]}]},
    ],
}


def paths(node, prefix=()):
    here = prefix + (node["value"],)
    if not node["children"]:
        yield here
    for child in node["children"]:
        yield from paths(child, here)


def height(node):
    return 1 + max(map(height, node["children"]), default=0)


def render(node, depth=0, lines=None):
    if lines is None:
        lines = []
    lines.append("    " * depth + ("└── " if depth else "") + str(node["value"]))
    for child in node["children"]:
        render(child, depth + 1, lines)
    return lines


def count(node):
    return 1 + sum(count(c) for c in node["children"])


def main():
    print("\n".join(render(TREE)))
    all_paths = list(paths(TREE))
    for p in all_paths:
        print(" -> ".join(map(str, p)), "sum =", sum(p))
    print("height:", height(TREE), "nodes:", count(TREE))
    best = max(all_paths, key=sum)
    print("max-sum path:", best)
    values = sorted(v for p in all_paths for v in p)
    print(sorted(set(values)))
    level = [TREE]
    depth = 0
    while level:
        print(f"level {depth}:", [n["value"] for n in level])
        level = [c for n in level for c in n["children"]]
        depth += 1


if __name__ == "__main__":
    main()
