"""Run Wolfram's elementary cellular automata and report a few properties of each rule."""


def step(cells: list[int], rule: int) -> list[int]:
    n = len(cells)
    out = []
    for i in range(n):
        left, mid, right = cells[i - 1], cells[i], cells[(i + 1) % n]
        pattern = left << 2 | mid << 1 | right
        out.append(rule >> pattern & 1)
    return out


def run(rule: int, width: int = 31, generations: int = 15):
    cells = [0] * width
    cells[width // 2] = 1
    history = [cells]
    for _ in range(generations):
        cells = step(cells, rule)
        history.append(cells)
    return history


def show(row):
    return "".join("█" if c else "·" for c in row)


def rule_table(rule: int) -> str:
    parts = []
    for pattern in range(7, -1, -1):
        bits = format(pattern, "03b")
        parts.append(f"{bits}->{rule >> pattern & 1}")
    return " ".join(parts)


def period(rule: int, width: int = 12, limit: int = 200):
    cells = [0] * width
    cells[0] = cells[5] = cells[7] = 1
    seen = {tuple(cells): 0}
    for t in range(1, limit):
        cells = step(cells, rule)
        key = tuple(cells)
        if key in seen:
            return seen[key], t - seen[key]
        seen[key] = t
    return None


def main():
    for rule in (30, 90, 110):
        print(f"rule {rule} = {rule:08b}")
        print("  " + rule_table(rule))
        history = run(rule)
        for row in history[:8]:
            print("  " + show(row))
        live = [sum(row) for row in history]
        print(f"  live cells: {live}")
        center = "".join(str(row[len(row) // 2]) for row in history)
        print(f"  centre column: {center} = {int(center, 2)}")
    for rule in (30, 90, 110, 184):
        found = period(rule)
        if found:
            start, length = found
            print(f"rule {rule}: enters a cycle of length {length} after {start} steps")
        else:
            print(f"rule {rule}: no cycle found")


if __name__ == "__main__":
    main()
