DEPS = {
    "app": ["lib", "utils"],
    "lib": ["core"],
    "utils": ["core", "log"],
    "core": [],
    "log": [],
}


def topo(graph):
    done = []
    visiting = set()

    def visit(node):
        if node in done:
            return
        visiting.add(node)
        for dep in graph[node]:
            if dep in visiting:
                raise ValueError(f"cycle at {dep}")
            visit(dep)
        visiting.discard(node)
        done.append(node)

    for node in sorted(graph):
        visit(node)
    return done


def main() -> None:
    order = topo(DEPS)
    print(" -> ".join(order))
    leaves = [n for n, d in DEPS.items() if not d]
    print("leaves:", leaves)
    depth = {}
    for node in order:
        depth[node] = 1 + max((depth[d] for d in DEPS[node]), default=0)
    print(depth)
