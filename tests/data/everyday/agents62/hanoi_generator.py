"""Towers of Hanoi as a generator of moves, replayed and checked against the rules."""


def moves(n, source="A", target="C", spare="B"):
    if n == 0:
        return
    yield from moves(n - 1, source, spare, target)
    yield n, source, target
    yield from moves(n - 1, spare, target, source)


class IllegalMove(Exception):
    def __init__(self, step, disk, onto):
        super().__init__(f"step {step}: disk {disk} cannot go onto disk {onto}")
        self.step = step


def replay(n, sequence):
    pegs = {"A": list(range(n, 0, -1)), "B": [], "C": []}
    for step, (disk, src, dst) in enumerate(sequence, 1):
        if not pegs[src] or pegs[src][-1] != disk:
            raise IllegalMove(step, disk, "nothing" if not pegs[src] else pegs[src][-1])
        if pegs[dst] and pegs[dst][-1] < disk:
            raise IllegalMove(step, disk, pegs[dst][-1])
        pegs[dst].append(pegs[src].pop())
    return pegs


def draw(pegs, n):
    rows = []
    for level in range(n - 1, -1, -1):
        cells = []
        for name in "ABC":
            peg = pegs[name]
            disk = peg[level] if level < len(peg) else 0
            cells.append(("=" * (2 * disk - 1) if disk else "|").center(2 * n + 1))
        rows.append("".join(cells))
    rows.append("".join(name.center(2 * n + 1) for name in "ABC"))
    return "\n".join(rows)


def main():
    for n in (1, 2, 3, 4, 10):
        seq = list(moves(n))
        assert len(seq) == 2 ** n - 1
        final = replay(n, seq)
        print(f"n={n:2}: {len(seq):4} moves, C={final['C'][:3]}{'...' if n > 3 else ''}")
    print(", ".join(f"{d}:{s}->{t}" for d, s, t in moves(3)))
    gen = moves(4)
    pegs = {"A": [4, 3, 2, 1], "B": [], "C": []}
    for disk, src, dst in gen:
        pegs[dst].append(pegs[src].pop())
        if len(pegs["C"]) == 2:
            break
    print(draw(pegs, 4))
    rest = sum(1 for _ in gen)
    print(f"moves left after pausing: {rest}")
    bad = [(1, "A", "B"), (2, "A", "B")]
    try:
        replay(3, bad)
    except IllegalMove as exc:
        print(f"illegal: {exc} (at step {exc.step})")
    try:
        replay(2, [(2, "A", "C")])
    except IllegalMove as exc:
        print("illegal:", exc.args[0])
    counts = {}
    for disk, _, _ in moves(5):
        counts[disk] = counts.get(disk, 0) + 1
    print("moves per disk:", counts)


if __name__ == "__main__":
    main()
