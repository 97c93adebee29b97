"""Find mutually recursive function groups in a call graph with Tarjan's algorithm."""
import sys
from typing import Dict, List

CALLS: Dict[str, List[str]] = {
    "main": ["parse_args", "run"],
    "parse_args": ["usage"],
    "usage": [],
    "run": ["load", "evaluate", "report"],
    "load": ["read_file", "parse"],
    "parse": ["parse_expr"],
    "parse_expr": ["parse_term", "error"],
    "parse_term": ["parse_factor"],
    "parse_factor": ["parse_expr", "error"],
    "evaluate": ["apply", "lookup"],
    "apply": ["evaluate", "error"],
    "lookup": [],
    "report": ["format_row"],
    "format_row": [],
    "read_file": ["error"],
    "error": [],
    "dead_helper": ["lookup"],
}


def tarjan(graph):
    index = {}
    low = {}
    on_stack = set()
    stack = []
    components = []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            components.append(sorted(component))

    for v in graph:
        if v not in index:
            visit(v)
    return components


def reachable(graph, root):
    seen, todo = set(), [root]
    while todo:
        v = todo.pop()
        if v not in seen:
            seen.add(v)
            todo.extend(graph.get(v, []))
    return seen


def main():
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 1000))
    comps = tarjan(CALLS)
    print(f"{len(comps)} components (reverse topological order):")
    for comp in comps:
        recursive = len(comp) > 1 or comp[0] in CALLS.get(comp[0], [])
        print(f"  {'*' if recursive else ' '} {', '.join(comp)}")
    groups = [c for c in comps if len(c) > 1]
    print("mutually recursive groups:", groups)
    which = {f: i for i, comp in enumerate(comps) for f in comp}
    condensed = sorted({(which[a], which[b]) for a, bs in CALLS.items() for b in bs if which[a] != which[b]})
    print("condensed edges:", len(condensed))
    live = reachable(CALLS, "main")
    print("unreachable from main:", sorted(set(CALLS) - live))
    leaves = sorted(f for f, callees in CALLS.items() if not callees)
    print("leaf functions:", leaves)
    fan_in = {f: sum(f in cs for cs in CALLS.values()) for f in CALLS}
    print("most called:", max(fan_in.items(), key=lambda kv: (kv[1], kv[0])))


if __name__ == "__main__":
    main()
