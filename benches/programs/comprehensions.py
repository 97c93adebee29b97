# List, dict and set comprehensions over ranges.

N = 40000


def main() -> int:
    total = 0
    for round_no in range(36):
        squares = [i * i for i in range(N) if i % 3 != round_no % 3]
        table = {i: i % 97 for i in range(N)}
        residues = {(i * 7 + round_no) % 1009 for i in range(N)}
        pairs = [(a, b) for a in range(120) for b in range(a, 120) if (a + b) % 5 == 0]
        nested = [[j * k for j in range(k % 10)] for k in range(3000)]
        inverted = {v: k for k, v in table.items() if k % 11 == 0}
        total += sum(squares) % 1000003
        total += len(table) + sum(table.values())
        total += len(residues) + sum([len(row) for row in nested])
        total += len(pairs) + len(inverted)
    print(f"total {total}")
    return total
