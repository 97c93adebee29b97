def transpose(m: list) -> list:
    return [list(row) for row in zip(m[0], m[1], m[2])]


def main() -> None:
    m = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
    t = transpose(m)
    print("transposed:", t)
    diag = [m[i][i] for i in range(len(m))]
    anti = [m[i][len(m) - 1 - i] for i in range(len(m))]
    print("trace:", sum(diag), "anti-trace:", sum(anti))
    flat = [x for row in m for x in row]
    print("flat max/min:", max(flat), min(flat), "evens:", list(filter(lambda x: x % 2 == 0, flat)))
    widths = [max([len(str(row[c])) for row in m]) for c in range(3)]
    for row in m:
        print(" ".join([str(v).rjust(w + 1) for v, w in zip(row, widths)]))
    scaled = [list(map(lambda x: x * 10, row)) for row in m]
    print(scaled[-1], pow(2, len(flat)), abs(-sum(flat)))
