def rows():
    row = [1]
    while True:
        yield row
        row = [a + b for a, b in zip([0] + row, row + [0])]


def main() -> None:
    for row, _ in zip(rows(), range(7)):
        print(" ".join(f"{x:>3}" for x in row))
    for i, row in enumerate(rows()):
        if max(row) > 100:
            print("first row with an entry over 100:", i)
            break
    print([sum(r) for r, _ in zip(rows(), range(8))])
