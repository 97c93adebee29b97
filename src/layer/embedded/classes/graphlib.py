"""`graphlib` for agent programs: `TopologicalSorter` and `CycleError`, as the documentation
describes them. Nodes are kept in the order they were first added, a node's successors in
the order their edges were added, and `get_ready()` hands out the nodes that became ready in
the order they did, so `static_order()` and every group agree with CPython's."""

_READY = 0
_PASSED_OUT = -1
_DONE = -2


class CycleError(ValueError):
    pass


class _Node:
    def __init__(self, node):
        self.node = node
        self.npredecessors = 0
        self.successors = []
        self.state = _READY


class TopologicalSorter:
    def __init__(self, graph=None):
        self._nodes = {}
        self._ready = None
        self._npassedout = 0
        self._nfinished = 0
        if graph is not None:
            for node, predecessors in graph.items():
                self.add(node, *predecessors)

    def _info(self, node):
        info = self._nodes.get(node)
        if info is None:
            info = _Node(node)
            self._nodes[node] = info
        return info

    def add(self, node, *predecessors):
        if self._ready is not None:
            raise ValueError("Nodes cannot be added after a call to prepare()")
        info = self._info(node)
        info.npredecessors += len(predecessors)
        for pred in predecessors:
            self._info(pred).successors.append(node)

    def prepare(self):
        if self._ready is not None:
            raise ValueError("cannot prepare() more than once")
        self._ready = [i.node for i in self._nodes.values() if i.npredecessors == 0]
        cycle = self._find_cycle()
        if cycle:
            raise CycleError("nodes are in a cycle", cycle)

    def get_ready(self):
        if self._ready is None:
            raise ValueError("prepare() must be called first")
        result = tuple(self._ready)
        for node in result:
            self._nodes[node].state = _PASSED_OUT
        self._ready = []
        self._npassedout += len(result)
        return result

    def is_active(self):
        if self._ready is None:
            raise ValueError("prepare() must be called first")
        return self._nfinished < self._npassedout or bool(self._ready)

    def __bool__(self):
        return self.is_active()

    def done(self, *nodes):
        if self._ready is None:
            raise ValueError("prepare() must be called first")
        for node in nodes:
            info = self._nodes.get(node)
            if info is None:
                raise ValueError(f"node {node!r} was not added using add()")
            if info.state == _DONE:
                raise ValueError(f"node {node!r} was already marked done")
            if info.state != _PASSED_OUT:
                raise ValueError(f"node {node!r} was not passed out (still not ready)")
            info.state = _DONE
            for successor in info.successors:
                succ = self._nodes[successor]
                succ.npredecessors -= 1
                if succ.npredecessors == 0:
                    self._ready.append(successor)
            self._nfinished += 1

    def _find_cycle(self):
        # A depth-first walk along successors from each node in turn; the first node met
        # again on the current path closes the cycle reported.
        finished = set()
        for start in self._nodes:
            if start in finished:
                continue
            path = [start]
            on_path = {start: 0}
            iters = [0]
            while path:
                node = path[-1]
                successors = self._nodes[node].successors
                k = iters[-1]
                if k == len(successors):
                    finished.add(node)
                    del on_path[node]
                    path.pop()
                    iters.pop()
                    continue
                iters[-1] = k + 1
                nxt = successors[k]
                if nxt in on_path:
                    return path[on_path[nxt]:] + [nxt]
                if nxt in finished:
                    continue
                on_path[nxt] = len(path)
                path.append(nxt)
                iters.append(0)
        return None

    def static_order(self):
        self.prepare()
        while self.is_active():
            group = self.get_ready()
            yield from group
            self.done(*group)
